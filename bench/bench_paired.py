"""Two versions of a player compared on the same deals, deal by deal.

    zhuji-sim --players expert,hard,hard,hard --hands 400 --seed S --duplicate --log BEFORE
    (change the player)
    zhuji-sim --players expert,hard,hard,hard --hands 400 --seed S --duplicate --log AFTER
    python bench/bench_paired.py BEFORE AFTER [--json]

In a ``--duplicate`` log every deal is played four times, the first listed player (the
challenger) in each seat once. Its score on a deal is the mean of its four results there.
Two logs of the same seed and players deal the same walls, so the difference of the
challenger's scores deal by deal measures the change with the luck of the deal taken out:
its mean, with a ci95 over the deals, is the "paired" figure of ``docs/expert.md``.
Deals not played four times in both logs are left out (and counted).

>>> paired({0: 2.0, 1: -1.0, 2: 5.0}, {0: 3.0, 1: 1.0, 2: 5.0})["gain"]
1.0
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections import defaultdict
from collections.abc import Iterator
from typing import Any

from zhuji_desktop.sim import read_log_lines

SEATS = "ESWN"


def deal_scores(path: str) -> tuple[dict[int, float], dict[int, int], int]:
    """The challenger's mean result on each deal played four times, each deal's wall seed,
    and how many deals were not played four times (a log cut short). A torn last line (a
    run stopped while writing) is left out. Raises ``ValueError`` for a log that is not a
    ``--duplicate`` one."""
    results: dict[int, list[int]] = defaultdict(list)
    walls: dict[int, int] = {}
    for header in _hands(path):
        rotation = header["rotation"]
        seat = SEATS[(-rotation) % 4]  # listed player (s + rotation) % 4 sits at seat s
        results[header["deal"]].append(header["deltas"][seat])
        walls.setdefault(header["deal"], header["seed"])
    whole = {deal: statistics.fmean(r) for deal, r in results.items() if len(r) == 4}
    if results and not whole and all(len(r) == 1 for r in results.values()):
        raise ValueError(f"{path} is not a --duplicate log (each deal is played once)")
    return whole, walls, len(results) - len(whole)


def _hands(path: str) -> Iterator[dict[str, Any]]:
    """``sim.read_log``'s hands, with a torn last line left out."""
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    if lines and not lines[-1].endswith("\n"):
        lines.pop()
    yield from read_log_lines(lines)


def paired(
    before: dict[int, float],
    after: dict[int, float],
    walls: tuple[dict[int, int], dict[int, int]] | None = None,
) -> dict[str, Any]:
    """Both versions' scores a hand on the deals they share, and the gain with its ci95.
    ``walls``: each log's wall seed by deal, which must agree (the same seed, the same
    deals)."""
    deals = sorted(before.keys() & after.keys())
    if walls is not None and any(walls[0].get(d) != walls[1].get(d) for d in deals):
        raise ValueError("the logs did not deal the same walls: not the same --seed")
    if len(deals) < 2:
        raise ValueError("the logs share fewer than two whole deals: not the same seed?")
    diffs = [after[d] - before[d] for d in deals]
    return {
        "deals": len(deals),
        "before": round(statistics.fmean(before[d] for d in deals), 4),
        "after": round(statistics.fmean(after[d] for d in deals), 4),
        "gain": round(statistics.fmean(diffs), 4),
        "ci95": round(1.96 * statistics.stdev(diffs) / math.sqrt(len(deals)), 4),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("before", help="zhuji-sim --duplicate --log of the version before")
    ap.add_argument("after", help="the same seed and players, the version after")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    try:
        before, walls_before, cut_before = deal_scores(args.before)
        after, walls_after, cut_after = deal_scores(args.after)
        out = paired(before, after, (walls_before, walls_after))
    except (OSError, ValueError, KeyError) as e:
        print(f"bench_paired: {e}", file=sys.stderr)
        return 2
    out["incomplete_deals"] = cut_before + cut_after
    if args.json:
        print(json.dumps(out))
    else:
        print(
            f"{out['deals']} deals: before {out['before']:+.2f}, after {out['after']:+.2f} a "
            f"hand; paired {out['gain']:+.2f} ± {out['ci95']:.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
