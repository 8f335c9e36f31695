"""Bidding (包牌) and the 包家's wild choice, from the hand's distance to a scoring hand.

The 包家 names the wild kind K (docs/rules.md §5): with N台 both K and the next kind are wild,
with 独N台 only K, with 无财N台 none. ``best_wilds`` tries the K that put the most wilds in the hand
(and one K that puts none, which keeps 无财 open) and keeps the one that leaves the fewest
tiles needed for a hand of at least N 台, then the most wilds in hand, then the most useful
tiles. For the wild choice itself (``every_kind``) it tries every K that puts a wild in the
hand: a kind with fewer wilds in hand may leave it closer to its 台 than those with the most.

``BidEstimate`` holds, for one bid, the tiles needed with the best wild choice; players turn
that into a decision (a threshold for *normal*, a calibrated table of expected scores for
*hard*, see ``bid_table``).

>>> from zhuji_desktop.engine.tiles import parse, parse_one
>>> from zhuji_desktop.engine.rules import RuleSet
>>> hand = parse("111z55m567p789s23s") + [parse_one("6m")]
>>> est = best_wilds(0, hand, Bid.parse("2"), RuleSet(), (4,) * 34)
>>> est.kind == parse_one("5m"), est.wilds_in_hand, est.needed
(True, 3, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import tiles
from ..engine.bidding import Bid, Variant
from ..engine.rules import RuleSet
from ..engine.tiles import NUM_KINDS
from .efficiency import acceptance, hand_needed, make_evals
from .shape import needed
from .tai_plan import HandInfo


@dataclass(frozen=True)
class BidEstimate:
    """For one bid: the chosen wild kind, wilds it puts in the hand, tiles then needed."""

    bid: Bid
    kind: int
    wilds_in_hand: int
    needed: int
    accept: int


def wild_set(kind: int, variant: Variant) -> frozenset[int]:
    """The wild kinds a choice of ``kind`` makes under a variant (docs/rules.md §5).

    >>> sorted(wild_set(8, Variant.TWO)), sorted(wild_set(8, Variant.DU))
    ([0, 8], [8])
    >>> wild_set(8, Variant.WUCAI)
    frozenset()
    """
    return frozenset([kind, tiles.successor(kind)][: variant.wild_kinds])


def bao_info(
    seat: int,
    hand: Sequence[int],
    bid: Bid,
    wild_kinds: frozenset[int],
    rules: RuleSet,
    unseen: Sequence[int],
) -> HandInfo:
    """The hand as the 包家 would hold it with these wilds."""
    counts, wilds = tiles.split_wilds(hand, wild_kinds)
    return HandInfo(
        seat=seat,
        counts=tuple(counts),
        wilds=wilds,
        melds=(),
        wild_kinds=wild_kinds,
        minimum=bid.minimum,
        rules=rules,
        unseen=tuple(unseen),
    )


MAX_CANDIDATES = 4


def candidate_kinds(hand: Sequence[int], variant: Variant, every: bool = False) -> list[int]:
    """Wild kinds worth trying, most wilds in hand first (at least one, unless none can):
    those with the most wilds or one fewer, at most ``MAX_CANDIDATES`` in all, or with
    ``every`` each kind that puts a wild in the hand; and one that puts none."""
    counts = [0] * NUM_KINDS
    for t in hand:
        counts[t] += 1
    scored = [(sum(counts[w] for w in wild_set(k, variant)), k) for k in range(NUM_KINDS)]
    top = max(n for n, _ in scored)
    least = 1 if every else top - 1
    out = [k for n, k in sorted(scored, key=lambda x: (-x[0], x[1])) if n and n >= least]
    if not every:
        out = out[: MAX_CANDIDATES - 1]
    # and one kind the hand does not hold: no wild in hand keeps 无财 open
    none = next((k for n, k in scored if n == 0), None)
    return [*out, none] if none is not None else out or [0]


def estimate(
    seat: int,
    hand: Sequence[int],
    bid: Bid,
    kind: int,
    rules: RuleSet,
    unseen: Sequence[int],
    with_accept: bool = True,
) -> BidEstimate:
    """Tiles needed (and useful tiles) as 包家 at ``bid`` with wild kind ``kind``."""
    wk = wild_set(kind, bid.variant)
    info = bao_info(seat, hand, bid, wk, rules, unseen)
    evals = make_evals(info)
    need = hand_needed(evals)
    acc = 0
    if with_accept and need < 99 and len(hand) % 3 == 1:
        acc = acceptance(info, evals, (), need)[0]
    return BidEstimate(bid, kind, info.wilds, need, acc)


def lower_bound(hand: Sequence[int], bid: Bid, kind: int) -> int:
    """Tiles needed for *any* complete hand with these wilds: no plan needs fewer."""
    counts, wilds = tiles.split_wilds(hand, wild_set(kind, bid.variant))
    return needed(counts, wilds)


def tianhu_kind(hand: Sequence[int], variant: Variant) -> int | None:
    """For the dealer's 14 tiles: a wild kind that makes the hand complete now (天胡, a flat
    8台 that needs no minimum), or None. Under 无财 the hand must be complete as it is.

    >>> tianhu_kind(tiles.parse("123m456m789m11z234p"), Variant.DU)
    0
    >>> tianhu_kind(tiles.parse("123m456m789m11z239p"), Variant.WUCAI) is None
    True
    """
    if len(hand) != 14:
        return None
    kinds = [0] if variant is Variant.WUCAI else range(NUM_KINDS)
    bid = Bid(2, variant)
    return next((k for k in kinds if lower_bound(hand, bid, k) == 0), None)


def heaven_bids(seat: int, hand: Sequence[int], bids: Sequence[Bid]) -> dict[Bid, int]:
    """The dealer's bids whose wilds make its 14 tiles complete now (天胡, docs/rules.md §8),
    each with the wild kind that does; best first: the most points, then the higher bid (天胡
    needs no minimum, so the highest such bid only raises what the others pay).

    >>> hand = tiles.parse("123m456m789m11z234p")
    >>> [str(b) for b in heaven_bids(0, hand, [Bid(2, Variant.TWO), Bid(3, Variant.DU)])]
    ['独3台', '2台']
    >>> heaven_bids(1, hand, [Bid(2, Variant.TWO)])
    {}
    """
    if seat != 0 or len(hand) != 14:
        return {}
    kinds = {v: tianhu_kind(hand, v) for v in {b.variant for b in bids}}  # once a variant
    best_first = sorted(bids, key=lambda b: (b.points, b), reverse=True)
    return {b: kind for b in best_first if (kind := kinds[b.variant]) is not None}


def best_wilds(
    seat: int,
    hand: Sequence[int],
    bid: Bid,
    rules: RuleSet,
    unseen: Sequence[int],
    limit: int | None = None,
    every_kind: bool = False,
) -> BidEstimate:
    """The wild kind that suits the hand best for ``bid`` (see the module text).

    With ``limit``, a hand that needs more than ``limit`` tiles even for a hand of no 台 is
    answered at once with that bound (the caller only asks whether it is within the limit).
    ``every_kind`` tries every kind that puts a wild in the hand, not the few with the most
    (for the wild choice: about 5 ms more, once a hand; a bid weighs many estimates).
    """
    wucai = bid.variant is Variant.WUCAI
    kinds = [0] if wucai else candidate_kinds(hand, bid.variant, every_kind)
    if limit is not None:
        bounds = [(lower_bound(hand, bid, k), k) for k in kinds]
        low, kind = min(bounds)
        if low > limit:
            held = sum(t in wild_set(kind, bid.variant) for t in hand)
            return BidEstimate(bid, kind, held, low, 0)
        kinds = [k for b, k in bounds if b <= limit]
    if wucai:
        return estimate(seat, hand, bid, 0, rules, unseen)
    rough = [estimate(seat, hand, bid, k, rules, unseen, with_accept=False) for k in kinds]
    low = min(e.needed for e in rough)
    best: BidEstimate | None = None
    for r in rough:
        if r.needed != low:
            continue
        e = estimate(seat, hand, bid, r.kind, rules, unseen)
        # wilds in hand before useful tiles: a held wild keeps every plan open, while the
        # useful-tile count of a hand without wilds is swollen by the wilds still to draw
        if best is None or (e.needed, -e.wilds_in_hand, -e.accept) < (
            best.needed,
            -best.wilds_in_hand,
            -best.accept,
        ):
            best = e
    assert best is not None
    return best
