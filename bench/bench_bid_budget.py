"""What a smaller bid budget costs the expert: its bid searches replayed with fewer worlds.

    python bench/bench_bid_budget.py [--hands 100] [--seeds 4242 4343] [--weight 2] [--jobs 2]

Plays ``--hands`` hands of expert v 3×hard per seed (``zhuji_desktop.sim``, not duplicate)
and records every bid search of the expert in full: every candidate played out in every
world, with no candidate dropped early. Each recorded search is then replayed as the expert
runs it (candidates clearly worse than hard's choice dropped, ``expert.PRUNE``; the best
mean taken) but stopped at a fraction of the worlds. For each fraction it reports the
playouts used, how often the choice differs from the full search's, and the points a bid
it loses against that choice, valued by the full search's means (the best estimate there
is; it shares the sampled worlds, so small fractions look a little better than they are).
Times are the full search's, scaled by the playouts used. The full search plays
``--weight`` × the default playouts (2: the weight before; the bids' weight in
``expert.WEIGHTS`` was chosen from this, 1.5 = 3/4 of 2).
"""

from __future__ import annotations

import argparse
import json
import math
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from zhuji_desktop import sim
from zhuji_desktop.ai.search import expert
from zhuji_desktop.engine.actions import Action

FRACTIONS = (1.0, 0.875, 0.75, 0.625, 0.5)


def record(hands: int, seed: int, weight: float) -> list[dict[str, Any]]:
    """Every bid search of the expert over ``hands`` hands, with its full score table, at
    ``weight`` times the default playouts."""
    expert.WEIGHTS["bid"] = weight  # in this worker process only
    out: list[dict[str, Any]] = []
    search = expert.ExpertPlayer.search

    def full_search(self, view, cands, baseline, kind, score):  # type: ignore[no-untyped-def]
        if kind != "bid":
            return search(self, view, cands, baseline, kind, score)
        prune, expert.PRUNE = expert.PRUNE, math.inf  # every candidate in every world
        start = time.perf_counter()
        try:
            got = search(self, view, cands, baseline, kind, score)
        finally:
            expert.PRUNE = prune
        actions = [e.action for e in self._evals]
        out.append(
            {
                "ms": (time.perf_counter() - start) * 1000,
                "actions": [str(a) for a in actions],
                "base": actions.index(baseline) if baseline in actions else 0,
                "scores": [e.scores for e in self._evals],
            }
        )
        return got

    expert.ExpertPlayer.search = full_search  # type: ignore[method-assign]
    try:
        sim.run(["expert", "hard", "hard", "hard"], hands=hands, seed=seed)
    finally:
        expert.ExpertPlayer.search = search  # type: ignore[method-assign]
    return out


def replay(rec: dict[str, Any], worlds: int) -> tuple[int, int]:
    """(the candidate chosen, playouts used) by the expert's own rule (``expert._alive``,
    ``ExpertPlayer.pick``) on the recorded scores, stopped at ``worlds``."""
    scores, base = rec["scores"], rec["base"]
    evals = [expert.Evaluation(Action.parse(text), []) for text in rec["actions"]]
    active, used = list(range(len(scores))), 0
    for i in range(worlds):
        for c in active:
            evals[c].scores.append(scores[c][i])
        used += len(active)
        if i + 1 >= expert.MIN_WORLDS:
            active = [c for c in active if c == base or expert._alive(evals[c], evals[base])]
            if len(active) == 1:
                break
    best, _gain = expert.ExpertPlayer.pick(evals, evals[base].action, expert.Z_BID)
    return next(i for i, e in enumerate(evals) if e.action == best), used


def report(recs: list[dict[str, Any]]) -> list[dict[str, float]]:
    rows = []
    for frac in FRACTIONS:
        loss = used = total = differ = 0.0
        times = []
        for r in recs:
            means = [sum(s) / len(s) for s in r["scores"]]
            full = max(range(len(means)), key=means.__getitem__)
            cap = max(expert.MIN_WORLDS, round(len(r["scores"][0]) * frac))
            chosen, u = replay(r, cap)
            n = sum(len(s) for s in r["scores"])
            loss += means[full] - means[chosen]
            differ += chosen != full
            used += u
            total += n
            times.append(r["ms"] * u / n)
        times.sort()
        rows.append(
            {
                "fraction": frac,
                "playouts": used / total,
                "loss_per_bid": loss / len(recs),
                "differs": differ,
                "ms_median": times[len(times) // 2],
                "ms_p90": times[int(len(times) * 0.9)],
            }
        )
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=100)
    ap.add_argument("--seeds", type=int, nargs="+", default=[4242, 4343])
    ap.add_argument("--weight", type=float, default=2.0, help="the full search's bid weight")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    with ProcessPoolExecutor(args.jobs) as pool:
        recs = [
            r
            for got in pool.map(
                record, [args.hands] * len(args.seeds), args.seeds, [args.weight] * len(args.seeds)
            )
            for r in got
        ]
    rows = report(recs)
    if args.json:
        print(json.dumps({"searches": len(recs), "rows": rows}, indent=1))
        return 0
    print(f"{len(recs)} bid searches recorded in full")
    for row in rows:
        print(
            f"worlds x{row['fraction']:.3f}: playouts {row['playouts']:.2f} of the full "
            f"search's, loss {row['loss_per_bid']:.3f} points a bid, choice differs in "
            f"{row['differs']:.0f}, ms median {row['ms_median']:.0f} p90 {row['ms_p90']:.0f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
