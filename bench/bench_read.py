"""What the table shows about the tiles a ready 包家 waits on, read off sim logs.

    zhuji-sim --players expert,hard,hard,hard --hands 400 --seed S --duplicate --log L
    python bench/bench_read.py L [L2 ...] [--hands N]

Each logged hand is played again. At every discard by one of the three while the 包家 is
ready (it wins, with its 台 minimum, on some kind), each kind in the discarder's hand (not a
wild) is counted as one the 包家 waits on or not, beside what any seat could see of it:
whether the 包家 discarded that kind itself, whether it was discarded by another since the
包家's last discard (the 包家 would have won on it: 同圈), how many of it are in sight
(discards and melds), whether it is an honour, and whether a kind three away in its suit is
among the 包家's discards. The share of each group that the 包家 waits on says how much the
fact tells: what a reading of the 包家's hand (the expert's worlds: ``sampling``) can use.
"""

from __future__ import annotations

import argparse
import collections
from collections.abc import Iterable

from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.playout import Playout
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.state import HandState
from zhuji_desktop.engine.tai import WinContext
from zhuji_desktop.engine.tiles import NUM_KINDS
from zhuji_desktop.sim import read_log

HONOURS_FROM = 27


def waits_of(h: HandState, seat: int) -> set[int]:
    """The natural kinds ``seat`` (3k+1 tiles) wins on now, its 台 minimum reached."""
    p, ctx = Playout.from_state(h), WinContext(seat=seat, wild_kinds=h.wild_kinds)
    return {k for k in range(NUM_KINDS) if k not in h.wild_kinds and p.can_win_with(seat, k, ctx)}


def facts(h: HandState, bao: int, kind: int) -> Iterable[tuple[str, object]]:
    """What the table shows of ``kind``, as (fact, value) pairs."""
    thrown = set(h.discards[bao])
    passed = set()
    for who, tile in reversed(h.discard_order):
        if who == bao:
            break
        passed.add(tile)
    seen = sum(t == kind for s in range(4) for t in h.discards[s])
    seen += sum(t == kind for s in range(4) for m in h.melds[s] for t in m.tiles)
    yield "the 包家 discarded it", kind in thrown
    yield "discarded by another since the 包家's last discard", kind in passed
    yield "in sight", min(seen, 3)
    yield "an honour", kind >= HONOURS_FROM
    if kind < HONOURS_FROM:
        rank = kind % 9
        suji = any(0 <= rank + d < 9 and kind + d in thrown for d in (-3, 3))
        yield "three away from a 包家 discard", suji


def tally(paths: list[str], hands: int | None) -> dict[tuple[str, object], list[int]]:
    counts: dict[tuple[str, object], list[int]] = collections.defaultdict(lambda: [0, 0])
    done = 0
    for path in paths:
        for hand in read_log(path):
            if hands is not None and done >= hands:
                return counts
            done += 1
            h = HandState.deal(hand["seed"], RuleSet.from_dict(hand["rules"]))
            for text in hand["actions"]:
                action = Action.parse(text)
                bao = h.bao
                if action.verb is Verb.DISCARD and bao is not None and action.seat != bao:
                    waits = waits_of(h, bao) if len(h.hands[bao]) % 3 == 1 else set()
                    for kind in set(h.hands[action.seat]) - h.wild_kinds if waits else ():
                        hit = int(kind in waits)
                        for key in (("all", ""), *facts(h, bao, kind)):
                            counts[key][0] += hit
                            counts[key][1] += 1
                h.apply(action)
    return counts


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("logs", nargs="+", help="zhuji-sim --log files")
    ap.add_argument("--hands", type=int, default=None, help="at most this many hands in all")
    args = ap.parse_args()
    counts = tally(args.logs, args.hands)
    for (fact, value), (hit, total) in sorted(counts.items(), key=lambda kv: str(kv[0])):
        label = fact if fact == "all" else f"{fact}: {value}"
        print(f"{label:58s} {hit:6d} of {total:7d} = {hit / max(total, 1):6.1%}")


if __name__ == "__main__":
    main()
