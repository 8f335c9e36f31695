"""Measure the computer players with zhuji-sim and write ``bench/AI_RESULTS.md``.

    python bench/bench_ai.py [--deals 400] [--speed-hands 200] [--jobs 2] [--out FILE]

Runs, each as its own ``python -m zhuji_desktop.sim`` command (printed in the report so that
anyone can rerun it):

* strength: one challenger against three of the level below, ``--duplicate`` over
  ``--deals`` deals: hard v normal, normal v easy, easy v random. The goal is
  score_per_hand − ci95 > 0 for the challenger.
* bids: hard's ``bao_score_per_hand`` in the hard-v-normal match (goal ≥ 0).
* speed, one process: four normal players and four hard players (hands per second and
  decision times; goals: hard median ≤ 10 ms and p99 ≤ 50 ms, normal p99 ≤ 10 ms,
  four normal ≥ 30 hands/s).
"""

from __future__ import annotations

import argparse
import json
import platform
import shlex
import subprocess
import sys
import time
from pathlib import Path

MATCHES = (("hard", "normal"), ("normal", "easy"), ("easy", "random"))


def sim(args: list[str]) -> tuple[str, dict]:
    """Run zhuji-sim with ``--json``; return the command line and the summary."""
    cmd = [sys.executable, "-m", "zhuji_desktop.sim", *args, "--json"]
    shown = "zhuji-sim " + " ".join(shlex.quote(a) for a in [*args, "--json"])
    print(f"$ {shown}", file=sys.stderr, flush=True)
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return shown, json.loads(out)


def strength_rows(deals: int, jobs: int, seed: int) -> tuple[list[str], dict]:
    rows = []
    hard_match: dict = {}
    for top, low in MATCHES:
        players = ",".join([top, low, low, low])
        args = ["--players", players, "--hands", str(deals), "--seed", str(seed), "--duplicate"]
        shown, data = sim([*args, "--jobs", str(jobs)])
        p = data["players"][0]
        margin = p["score_per_hand"] - p["ci95"]
        rows.append(
            f"| {top} v 3×{low} | `{shown}` | {data['hands']} | {p['score_per_hand']:+.2f} "
            f"| {p['ci95']:.2f} | {margin:+.2f} | {'yes' if margin > 0 else 'no'} "
            f"| {p['bao_hands']} | {p['bao_score_per_hand']:+.2f} |"
        )
        if top == "hard":
            hard_match = p
    return rows, hard_match


def speed_rows(hands: int, seed: int) -> list[str]:
    rows = []
    for level in ("normal", "hard"):
        args = ["--players", ",".join([level] * 4), "--hands", str(hands), "--seed", str(seed)]
        shown, data = sim(args)
        times = [(p["decision_ms_median"], p["decision_ms_p99"]) for p in data["players"]]
        med = max(t[0] for t in times)
        p99 = max(t[1] for t in times)
        rows.append(
            f"| 4×{level} | `{shown}` | {data['hands_per_second']:.1f} | {med:.2f} | {p99:.2f} |"
        )
    return rows


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=400)
    ap.add_argument("--speed-hands", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--out", default=str(Path(__file__).with_name("AI_RESULTS.md")))
    args = ap.parse_args()
    start = time.time()
    strength, hard = strength_rows(args.deals, args.jobs, args.seed)
    speed = speed_rows(args.speed_hands, args.seed)
    lines = [
        "# Computer players: measured results",
        "",
        f"Machine: {platform.machine()}, {platform.python_implementation()} "
        f"{platform.python_version()}, {args.jobs} processes for the strength runs, one for "
        "speed. Produced by `python bench/bench_ai.py` "
        f"(took {time.time() - start:.0f} s). Scores use base points 1; each hand is dealt on "
        "its own (no 老庄); `--duplicate` plays every deal four times so that each player sits "
        "in every seat on the same wall, and ci95 is over deals.",
        "",
        "## Strength (goal: challenger's score_per_hand − ci95 > 0)",
        "",
        "| match | command | hands | challenger per hand | ci95 | margin | goal met "
        "| challenger 包 hands | its 包 score per hand |",
        "|---|---|---|---|---|---|---|---|---|",
        *strength,
        "",
        f"Bids: hard's bao_score_per_hand in the hard match is "
        f"{hard.get('bao_score_per_hand', 0):+.2f} over {hard.get('bao_hands', 0)} hands as 包家 "
        "(goal ≥ 0).",
        "",
        "## Speed, one process (goals: hard median ≤ 10 ms, p99 ≤ 50 ms; normal p99 ≤ 10 ms; "
        "4×normal ≥ 30 hands/s)",
        "",
        "| players | command | hands/s | decision ms median (slowest seat) | p99 |",
        "|---|---|---|---|---|",
        *speed,
        "",
    ]
    Path(args.out).write_text("\n".join(lines), "utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
