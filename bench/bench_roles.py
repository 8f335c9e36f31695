"""What a player's result turns on, as 包家 and as one of the three, read off sim logs.

    zhuji-sim --players expert,hard,hard,hard --hands 400 --seed 8461 --duplicate --log L
    python bench/bench_roles.py L [L2 ...] [--json]

For the challenger (the first player listed, the player sitting East in a hand's first
rotation), over the hands of every log:

* as 包家: how often it won, and its mean result when it won and when it did not, so what a
  point of its win rate is worth a hand (of all hands);
* as one of the three (another player 包家): how often that 包家 won, the challenger's mean
  result when it did and when it did not (a point of that win rate, likewise), the
  challenger's result against the mean of its two partners in the same hand (paired, ci95),
  and its wins and deal-ins to the 包家 beside theirs (each partner's share).

The three are a team (docs/rules.md §9: whichever of them wins, the other two are paid too),
so the paired figure shows only what the challenger takes from its partners; what it takes
from the 包家 shows in the 包家's win rate.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Iterable
from typing import Any


def hands(lines: Iterable[str]) -> Iterable[dict[str, Any]]:
    """Each hand of a log: its players, 包家, win event (None: drawn) and payments."""
    hand: dict[str, Any] | None = None
    for line in lines:
        event = json.loads(line)
        kind = event["type"]
        if kind == "hand":
            hand = {"players": event["players"], "bao": None, "win": None}
        elif hand is None:
            raise ValueError("the log does not start with a hand line")
        elif kind == "bao":
            hand["bao"] = event["seat"]
        elif kind == "win":
            hand["win"] = event
        elif kind == "settle":
            hand["deltas"] = event["deltas"]
            yield hand
            hand = None


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _ci(xs: list[float]) -> float:
    return 1.96 * statistics.stdev(xs) / len(xs) ** 0.5 if len(xs) > 1 else 0.0


def roles(all_hands: Iterable[dict[str, Any]], name: str | None = None) -> dict[str, Any]:
    """The figures of the module text for ``name`` (None: the first hand's East player)."""
    won: list[int] = []
    lost: list[int] = []
    beaten: list[int] = []  # one of the three, the 包家 won
    held: list[int] = []  # one of the three, it did not
    paired: list[float] = []
    mine = {"wins": 0, "deal_ins": 0}
    theirs = {"wins": 0, "deal_ins": 0}
    total = 0
    for h in all_hands:
        name = name or h["players"]["E"]
        me = next(s for s, p in h["players"].items() if p == name)
        total += 1
        d, bao, win = h["deltas"], h["bao"], h["win"]
        winner = win["seat"] if win else None
        if bao == me:
            (won if winner == me else lost).append(d[me])
            continue
        if bao is None:
            continue  # 翻麻将: no 包家
        (beaten if winner == bao else held).append(d[me])
        partners = [s for s in "ESWN" if s not in (me, bao)]
        paired.append(d[me] - _mean([d[s] for s in partners]))
        discarder = win["discarder"] if win and not win["self_drawn"] else None
        mine["wins"] += winner == me
        mine["deal_ins"] += winner == bao and discarder == me
        for s in partners:
            theirs["wins"] += winner == s
            theirs["deal_ins"] += winner == bao and discarder == s
    if not total:
        raise ValueError("no hand in the logs")
    bao_hands, three = len(won) + len(lost), len(beaten) + len(held)
    bao_swing = _mean(won) - _mean(lost)
    three_swing = _mean(held) - _mean(beaten)
    return {
        "challenger": name,
        "hands": total,
        "bao": {
            "hands": bao_hands,
            "win_rate": len(won) / bao_hands if bao_hands else 0.0,
            "mean_won": _mean(won),
            "mean_not": _mean(lost),
            "per_point_a_hand": bao_swing * bao_hands / 100 / total,
        },
        "three": {
            "hands": three,
            "bao_win_rate": len(beaten) / three if three else 0.0,
            "mean_bao_won": _mean(beaten),
            "mean_bao_not": _mean(held),
            "per_point_a_three_hand": three_swing / 100,
            "per_point_a_hand": three_swing * three / 100 / total,
            "v_partners": _mean(paired),
            "v_partners_ci95": _ci(paired),
            "win_rate": mine["wins"] / three if three else 0.0,
            "partner_win_rate": theirs["wins"] / 2 / three if three else 0.0,
            "deal_in_rate": mine["deal_ins"] / three if three else 0.0,
            "partner_deal_in_rate": theirs["deal_ins"] / 2 / three if three else 0.0,
        },
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("logs", nargs="+", help="zhuji-sim --log files (pooled)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    def every() -> Iterable[dict[str, Any]]:
        for path in args.logs:
            with open(path, encoding="utf-8") as f:
                yield from hands(f)

    out = roles(every())
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    b, t = out["bao"], out["three"]
    print(f"{out['challenger']}, {out['hands']} hands")
    print(
        f"  as 包家 ({b['hands']}): won {b['win_rate']:.1%}, {b['mean_won']:+.1f} when it won, "
        f"{b['mean_not']:+.1f} when not; a point of its win rate: "
        f"{b['per_point_a_hand']:+.2f} a hand"
    )
    print(
        f"  as one of the three ({t['hands']}): the 包家 won {t['bao_win_rate']:.1%}; "
        f"{t['mean_bao_won']:+.1f} when it won, {t['mean_bao_not']:+.1f} when not; a point "
        f"of that win rate: {t['per_point_a_three_hand']:.2f} a hand of the three, "
        f"{t['per_point_a_hand']:.2f} a hand"
    )
    print(
        f"    against its two partners in the same hand: {t['v_partners']:+.2f} ± "
        f"{t['v_partners_ci95']:.2f}; won {t['win_rate']:.1%} (each of them "
        f"{t['partner_win_rate']:.1%}), dealt in to the 包家 {t['deal_in_rate']:.1%} "
        f"({t['partner_deal_in_rate']:.1%})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
