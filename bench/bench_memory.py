"""Steady-state memory of the computer players over a long run (issue 16: caches have caps).

    python bench/bench_memory.py [--players hard,hard,normal,expert:16p] [--hands 1000]

Plays ``--hands`` hands in this one process, as ``zhuji-sim --jobs 1`` does (players rebuilt
every hand, the caches of ``ai`` and ``engine.hand`` shared by all), and prints the resident
memory (RSS) every ``--every`` hands, then the figures: after the first 100 hands, the peak,
the last, and the last with every cache emptied (what the caches hold). Goal: at most
200 MB resident at any point.
"""

from __future__ import annotations

import argparse
import gc
import json
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.sim import play_hand

GOAL_MB = 200


def rss_mb() -> float:
    """Resident memory now (Linux: /proc), else the peak so far."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def clear_caches() -> None:
    """Empty every memo of the players and of the hand tables (the tables stay)."""
    from zhuji_desktop.ai import efficiency, levels, shape, tai_plan
    from zhuji_desktop.ai.search import plans
    from zhuji_desktop.engine import hand, tai

    for fn in (
        shape._suit_search,
        shape.suit_entries,
        shape.honour_entries,
        shape.merge,
        shape.best_table,
        efficiency.group_useful,
        tai._shapes,
    ):
        fn.cache_clear()
    for d in (
        efficiency._STATE_CACHE,
        tai_plan._CACHE,
        tai_plan._BY_SOURCES,
        levels._ESTIMATES,
        plans._COMPILED,
        hand._SUCC,
        hand._WSUCC,
        hand._PRED,
        hand._W_FINAL,
    ):
        d.clear()
    plans._reset()
    gc.collect()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", default="hard,hard,normal,expert:16p")
    ap.add_argument("--hands", type=int, default=1000)
    ap.add_argument("--every", type=int, default=100)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    specs = args.players.split(",")
    rules = RuleSet()
    start = time.time()
    samples = []
    peak = 0.0
    for i in range(args.hands):
        play_hand(specs, i, args.seed, rules)
        now = rss_mb()
        peak = max(peak, now)
        if (i + 1) % args.every == 0:
            samples.append((i + 1, round(now, 1)))
            if not args.json:
                print(f"{i + 1:>6} hands: {now:6.1f} MB", flush=True)
    last = rss_mb()
    clear_caches()
    cleared = rss_mb()
    result = {
        "command": "python bench/bench_memory.py " + " ".join(sys.argv[1:]),
        "players": specs,
        "hands": args.hands,
        "seconds": round(time.time() - start),
        "samples": samples,
        "after_100_mb": samples[0][1] if samples else None,
        "peak_mb": round(peak, 1),
        "last_mb": round(last, 1),
        "cleared_mb": round(cleared, 1),
        "goal_mb": GOAL_MB,
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"peak {peak:.1f} MB, last {last:.1f} MB, caches emptied {cleared:.1f} MB "
            f"(goal: at most {GOAL_MB} MB)"
        )
    return 0 if peak <= GOAL_MB else 1


if __name__ == "__main__":
    sys.exit(main())
