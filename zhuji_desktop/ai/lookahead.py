"""Two-step look-ahead at 一向听: how good a 听牌 each discard leads to.

Counting useful tiles (有效牌) treats every 听牌 alike, but a 听牌 waiting on eight tiles wins
far more often than one waiting on two. For a discard that leaves the hand one step from
ready, this looks at each useful draw, finds the best discard after it, and counts the tiles
that would then win; the chance to win is the chance to draw a useful tile soon times the
chance that the 听牌 it brings wins in the draws left. Kept cheap: the most common useful
draws and the most promising second discards only, each a what-if on the plan evaluations.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.tiles import NUM_KINDS
from .efficiency import WILD, DiscardOption, PlanEval
from .tai_plan import HandInfo

MAX_DRAWS = 5  # useful draws looked at
MAX_SECOND = 5  # second discards tried after each


def two_step_value(
    info: HandInfo,
    evals: Sequence[PlanEval],
    option: DiscardOption,
    unseen_total: int,
    draws: int,
) -> float:
    """The chance to win after ``option`` (a discard leaving 一向听), two steps ahead."""
    c = option.tile
    live = [e for e in evals if e.what_if((c,)) == 2]
    if not live or not option.useful:
        return 0.0
    hand = [k for k in range(NUM_KINDS) if info.counts[k]] + ([WILD] if info.wilds else [])
    firsts = sorted(option.useful, key=lambda k: -_unseen(info, k))[:MAX_DRAWS]
    total_w, acc_sum = 0, 0.0
    for j in firsts:
        w = _unseen(info, j)
        if w <= 0:
            continue
        best = 0
        for d in _second_discards(hand, c, j, info):
            if min(e.what_if((c, d), (j,)) for e in live) != 1:
                continue
            best = max(best, _waits(info, live, (c, d), j))
        total_w += w
        acc_sum += w * best
    if not total_w:
        return 0.0
    avg_wait = acc_sum / total_w
    q = 0.86  # as levels.SURVIVE
    p1 = min(1.0, 1.3 * option.accept / unseen_total)
    p2 = min(1.0, 1.3 * avg_wait / unseen_total)
    step1 = p1 * q / (1 - q * (1 - p1))
    step2 = p2 * q / (1 - q * (1 - p2))
    chance = step1 * step2
    return chance


def _unseen(info: HandInfo, k: int) -> int:
    if k == WILD:
        return sum(info.unseen[w] for w in info.wild_kinds)
    return info.unseen[k]


def _second_discards(hand: list[int], c: int, j: int, info: HandInfo) -> list[int]:
    """Tiles to try discarding after drawing ``j``: isolated ones first."""
    counts = list(info.counts)
    if c != WILD:
        counts[c] -= 1
    if j != WILD:
        counts[j] += 1
    kinds = [k for k in range(NUM_KINDS) if counts[k] > 0]

    def isolation(k: int) -> int:
        if k >= 27:
            return counts[k]
        lo, hi = k - k % 9, k - k % 9 + 9
        return sum(counts[x] for x in range(max(lo, k - 2), min(hi, k + 3)))

    kinds.sort(key=isolation)
    out = kinds[:MAX_SECOND]
    if info.wilds + (j == WILD) - (c == WILD) > 0:
        out.append(WILD)
    return out


def _waits(info: HandInfo, live: Sequence[PlanEval], removes: tuple[int, int], j: int) -> int:
    """Unseen tiles that complete the 听牌 left after drawing ``j`` and ``removes``: the
    useful tiles of each plan re-evaluated on that hand."""
    counts = list(info.counts)
    wilds = info.wilds
    for k, d in ((removes[0], -1), (removes[1], -1), (j, 1)):
        if k == WILD:
            wilds += d
        else:
            counts[k] += d
    melds = 4 - live[0].slots_all
    kinds: set[int] = set()
    wild = False
    for e in live:
        child = PlanEval(e.plan, counts, wilds, melds)
        if child.needed != 1:
            continue
        _need, useful, w = child.useful_after(None)
        kinds |= useful
        wild = wild or w
    total = sum(
        info.unseen[k] - (k == j)
        for k in kinds
        if k not in info.wild_kinds and info.unseen[k] > (k == j)
    )
    if wild:
        total += max(0, sum(info.unseen[w] for w in info.wild_kinds) - (j == WILD))
    return total
