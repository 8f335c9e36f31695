"""A change to the bids measured on the deals of an earlier run, at a fraction of its cost.

    zhuji-sim --players expert,hard,hard,hard --hands 400 --seed S --duplicate --log BASE
    (change how a player bids)
    python bench/bench_rerun.py BASE --seed S [--through bidding|wilds] [--jobs 2]
                                [--log NEW] [--json]

Every hand of BASE is dealt again, with the same players and player seeds, and bid by the
code as it is now (with ``--through wilds``, the 包家 names its wilds too). A hand whose
bidding (and wild choice) ends exactly as it did in BASE is finished with BASE's actions,
unasked (``sim.Earlier``): the players are deterministic for their seeds and the position, so
code that differs only in its bids (or wild choice) would play such a hand as BASE did. A
hand that went otherwise is played to its end. Most hands keep their auction, so a 400-deal
comparison of the expert takes about a sixth of a run's time.

Valid only for a change to the bidding (or the wild choice): a change to the play or the
claims would be missed in every hand whose auction it left alone. The summary is ``zhuji-sim``'s
(its decision times count only the decisions made), with ``changed``: the hands whose
bidding (or wild choice) differed, and ``paired``: the first listed player's score per deal
minus BASE's, with its ci95 over deals.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import statistics
import sys
import time
from typing import Any

from zhuji_desktop.engine.match import hand_seed
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.state import Phase
from zhuji_desktop.sim import ROUND, Earlier, hand_plan, outcomes, read_log, summarise

SEATS = "ESWN"


class BaseRun:
    """What ``bench_rerun`` needs of a ``zhuji-sim --log``: players, rules, each hand's actions
    and the first listed player's result."""

    def __init__(self, path: str) -> None:
        self.actions: dict[int, list[str]] = {}
        self.first: dict[int, int] = {}  # the first listed player's delta, by hand
        self.specs: list[str] = []
        self.rules: dict[str, Any] = {}
        self.seeds: dict[int, int] = {}  # wall seed by hand
        for header in read_log(path):
            deltas = header["deltas"]
            i = header["index"]
            rot = header["rotation"]
            # listed player (s + rot) % 4 sits at seat s
            slots = {(s + rot) % 4: SEATS[s] for s in range(4)}
            if i == 0:
                self.specs = [header["players"][slots[k]] for k in range(4)]
                self.rules = header["rules"]
            self.actions[i] = header["actions"]
            self.first[i] = deltas[slots[0]]
            self.seeds[i] = header["seed"]
        if not self.actions or sorted(self.actions) != list(range(len(self.actions))):
            raise ValueError(f"{path}: not the whole log of a zhuji-sim run from hand 0")
        self.hands = len(self.actions)
        self.duplicate = self.hands % ROUND == 0 and all(
            self.seeds[i] == self.seeds[i - i % ROUND] for i in self.seeds
        )

    def check_seed(self, seed: int) -> None:
        """Refuse a ``--seed`` that did not make these walls."""
        for i, wall in self.seeds.items():
            deal, _, _ = hand_plan(i, seed, self.duplicate)
            if hand_seed(seed, deal) != wall:
                raise ValueError(f"the log was not run with --seed {seed} (hand {i}'s wall)")


def rerun(
    base: BaseRun, seed: int, jobs: int, log: Any = None, through: str = "bidding"
) -> dict[str, Any]:
    """The summary of BASE's hands played again as described above."""
    base.check_seed(seed)
    reuse_from = {"bidding": Phase.WILDS, "wilds": Phase.PLAY}[through]
    earlier = {i: Earlier(tuple(a), reuse_from) for i, a in base.actions.items()}
    rules = RuleSet.from_dict(base.rules)
    total = base.hands
    start = time.perf_counter()
    outs = []
    changed = 0
    for o in outcomes(
        base.specs, total, seed, rules, base.duplicate, jobs, False, True, earlier=earlier
    ):
        # a hand asked as BASE went is finished with BASE's actions: the same list
        changed += json.loads(o.log[0])["actions"] != base.actions[o.index]
        if log is not None:
            log.write("".join(line + "\n" for line in o.log))
        o.log = []
        outs.append(o)
    summary = summarise(base.specs, outs, time.perf_counter() - start, base.duplicate)
    unit = ROUND if base.duplicate else 1
    diffs = [
        sum(o.players[0].delta - base.first[o.index] for o in outs[k : k + unit]) / unit
        for k in range(0, total, unit)
    ]
    summary["changed"] = changed
    summary["paired"] = {
        "per_hand": round(statistics.fmean(diffs), 4),
        "ci95": round(1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)), 4)
        if len(diffs) > 1
        else 0.0,
    }
    return summary


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("base", help="the zhuji-sim --log of the run to compare with")
    ap.add_argument("--seed", type=int, required=True, help="the --seed of that run")
    ap.add_argument("--through", choices=("bidding", "wilds"), default="bidding")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--log", help="write the hands played again as a zhuji-sim --log")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    try:
        base = BaseRun(args.base)
        with contextlib.ExitStack() as stack:
            log = stack.enter_context(open(args.log, "w", encoding="utf-8")) if args.log else None
            summary = rerun(base, args.seed, args.jobs, log, args.through)
    except (OSError, ValueError, KeyError) as e:
        print(f"bench_rerun: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        p = summary["players"][0]
        d = summary["paired"]
        print(
            f"{p['name']}: {p['score_per_hand']:+.2f} ± {p['ci95']:.2f} a hand; "
            f"{summary['changed']} of {summary['hands']} hands bid otherwise; "
            f"against the earlier run {d['per_hand']:+.2f} ± {d['ci95']:.2f} a hand"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
