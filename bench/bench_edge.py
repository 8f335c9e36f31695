"""Where a challenger's edge comes from, read off a ``zhuji-sim --duplicate --log`` file.

    zhuji-sim --players expert,hard,hard,hard --hands 400 --seed 8803 --duplicate --log L
    python bench/bench_edge.py L [L2 ...] [--json]

In a duplicate match every deal is played four times, the challenger (the first player
listed) in each seat once. So each seat of each deal is played once by the challenger and
three times by the others, on the same wall: the difference between the challenger's result
there and the mean of theirs is its edge in that seat. The edges, grouped by what happened
in the seat, add up to the challenger's score per hand (each is weighted 3/4: in a deal the
others' results are the challenger's losses spread over three seats).

The groups: was the challenger the 包家 in that seat, and in how many of the other three
plays was its player the 包家; where all four were, whether the challenger bid the same as
the most common bid there (and named the same wilds) or higher or lower.

Several logs (of the same players, on other seeds) are pooled: each group's edge is then
given with its ci95 over the seats in it, and so is its share of the score.
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from zhuji_desktop.engine.bidding import Bid


@dataclass
class Play:
    """One play of a deal: who sat where, who was 包家 at what bid, wilds, payments."""

    players: dict[str, str]
    bao: str | None = None
    bid: str | None = None
    wilds: str | None = None
    deltas: dict[str, int] = field(default_factory=dict)


def read_plays(lines: Iterable[str]) -> dict[int, dict[int, Play]]:
    """The log's hands by deal and rotation."""
    deals: dict[int, dict[int, Play]] = collections.defaultdict(dict)
    play: Play | None = None
    for line in lines:
        event = json.loads(line)
        kind = event["type"]
        if kind == "hand":
            play = deals[event["deal"]][event["rotation"]] = Play(event["players"])
        elif play is None:
            raise ValueError("the log does not start with a hand line")
        elif kind == "bao":
            play.bao, play.bid = event["seat"], event["bid"]
        elif kind == "wilds":
            play.wilds = event["tiles"]
        elif kind == "settle":
            play.deltas = event["deltas"]
    return deals


def group(challenger: Play, others: list[Play], seat: str) -> str:
    """What happened in ``seat``: see the module text."""
    theirs = sum(p.bao == seat for p in others)
    if challenger.bao != seat:
        return f"challenger not 包家, others 包家 {theirs}/3"
    if theirs < 3:
        return f"challenger 包家, others 包家 {theirs}/3"
    bids = collections.Counter(p.bid for p in others)
    usual = bids.most_common(1)[0][0]
    assert usual is not None and challenger.bid is not None
    mine, common = Bid.parse(challenger.bid), Bid.parse(usual)
    if mine != common:
        how = "higher" if mine > common else "lower"
        return f"all four 包家, challenger bid {how}"
    same_wilds = all(p.wilds == challenger.wilds for p in others if p.bid == usual)
    return "all four 包家, same bid, " + ("same wilds" if same_wilds else "other wilds")


def edges(deals: Mapping[Any, dict[int, Play]]) -> dict[str, Any]:
    """Cases, mean edge and share of the score per hand, by group."""
    groups: dict[str, list[float]] = collections.defaultdict(list)
    total, hands = 0.0, 0
    name = None
    for plays in deals.values():
        if len(plays) != 4 or any(not p.deltas for p in plays.values()):
            continue  # a deal cut short (a log of a run that stopped)
        name = plays[0].players["E"]  # the first player listed sits East in rotation 0
        for seat in "ESWN":
            mine = [p for p in plays.values() if p.players[seat] == name]
            others = [p for p in plays.values() if p.players[seat] != name]
            if len(mine) != 1:
                raise ValueError(f"the challenger {name!r} does not sit once in seat {seat}")
            edge = mine[0].deltas[seat] - sum(p.deltas[seat] for p in others) / 3
            groups[group(mine[0], others, seat)].append(edge)
            total += mine[0].deltas[seat]
        hands += 4
    if not hands:
        raise ValueError("no whole deal in the log: was it a --duplicate run?")
    rows = {g: _row(v, hands) for g, v in sorted(groups.items())}
    return {
        "challenger": name,
        "hands": hands,
        "score_per_hand": total / hands,
        "groups": rows,
    }


def _row(edges: list[float], hands: int) -> dict[str, float]:
    """A group's cases, mean edge and share of the score per hand, each mean with its ci95
    (0 for a single case)."""
    n = len(edges)
    ci = 1.96 * statistics.stdev(edges) / n**0.5 if n > 1 else 0.0
    return {
        "cases": n,
        "edge": sum(edges) / n,
        "edge_ci95": ci,
        "per_hand": 0.75 * sum(edges) / hands,
        "per_hand_ci95": 0.75 * n * ci / hands,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("logs", nargs="+", help="zhuji-sim --duplicate --log files (pooled)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    deals: dict[Any, dict[int, Play]] = {}
    for i, path in enumerate(args.logs):
        with open(path, encoding="utf-8") as f:
            deals.update({(i, d): plays for d, plays in read_plays(f).items()})
    out = edges(deals)
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    print(f"{out['challenger']}: {out['score_per_hand']:+.2f} a hand over {out['hands']} hands")
    for g, row in out["groups"].items():
        print(
            f"  {g:44} {row['cases']:5d} cases  edge {row['edge']:+7.2f} ± "
            f"{row['edge_ci95']:5.2f}  of the score {row['per_hand']:+.2f} ± "
            f"{row['per_hand_ci95']:.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
