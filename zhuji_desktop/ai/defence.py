"""Defence: whom to fear, how likely each is ready, and how dangerous each discard is.

In 包麻将 only the 包家 is worth defending against. When another non-bidder wins off me I pay
2^T − B, which is usually *negative* (B ≥ 5, T small): I am paid. When the 包家 wins off me I
pay 2^T + B. The 包家 itself never folds: whoever else wins, it pays 2^T + 3B anyway.

In 翻麻将 (docs/rules.md §12) there is no 包家 and every other seat is a threat: the
discarder pays 2m and the others m each, so dealing in costs only m more. Hard does not
defend there (measured to cost it wins: ``levels.HardPlayer``); the expert weighs the safest
tile in its playouts.

Safe tiles come from three readings of the table (see ``danger``):

* 同圈: a tile discarded since the 包家's last discard was offered to it; had it been able to
  win on that kind it would have had to pass, and then it may not win on the kind until its
  next turn. Either way the kind cannot beat it now. Discarded wilds are dead (docs/rules.md §5).
* Tiles with every other copy visible can only finish a chow (honours: nothing).
* Suji: if the 包家 discarded 4, a two-sided wait on 1-4 or 4-7 is less likely.

>>> danger_base(27), danger_base(4), danger_base(0)
(0.55, 1.2, 0.75)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.claims import dead_discard
from ..engine.view import SeatView


def danger_base(tile: int) -> float:
    """How often a tile of this rank is a winning tile, relative to a 2/8 (1.0)."""
    if tile >= 27:
        return 0.55
    r = tile % 9
    return (0.75, 1.0, 1.1, 1.2, 1.2, 1.2, 1.1, 1.0, 0.75)[r]


def threats(view: SeatView) -> tuple[int, ...]:
    """The seats whose win on my discard costs me: the 包家 (not when I am it), or in
    翻麻将 every other seat.

    >>> from types import SimpleNamespace as V
    >>> from zhuji_desktop.engine.rules import RuleSet
    >>> threats(V(bao=1, seat=3, rules=RuleSet())), threats(V(bao=3, seat=3, rules=RuleSet()))
    ((1,), ())
    >>> threats(V(bao=None, seat=2, rules=RuleSet(mode="fan")))
    (0, 1, 3)
    """
    if view.rules.fan:
        return tuple(s for s in range(4) if s != view.seat)
    bao = view.bao
    return () if bao is None or bao == view.seat else (bao,)


def passed_since_bao(view: SeatView, threat: int | None = None) -> set[int]:
    """Kinds discarded after the ``threat``'s last discard (by default the 包家's): it
    passed on them (同圈).

    >>> from types import SimpleNamespace as V
    >>> order = ((0, 5), (1, 7), (2, 9), (3, 27))
    >>> sorted(passed_since_bao(V(bao=1, seat=3, discard_order=order, claim_tile=None)))
    [9, 27]
    >>> sorted(passed_since_bao(V(bao=1, seat=3, discard_order=order, claim_tile=None), 2))
    [27]
    """
    bao = view.bao if threat is None else threat
    if bao is None or bao == view.seat:
        return set()
    order = view.discard_order
    last = max((i for i, (s, _) in enumerate(order) if s == bao), default=-1)
    out = {tile for _, tile in order[last + 1 :]}
    on_offer = view.claim_tile is not None and order[-1:] == ((view.claim_source, view.claim_tile),)
    # The tile on offer now has not been passed yet, unless an earlier copy was.
    if on_offer and sum(1 for _, t in order[last + 1 :] if t == view.claim_tile) == 1:
        out.discard(view.claim_tile)
    return out


def bao_ready_chance(view: SeatView, threat: int | None = None) -> float:
    """A rough chance that the ``threat`` (by default the 包家) is ready (听牌): more with
    melds and with time."""
    bao = view.bao if threat is None else threat
    if bao is None or bao == view.seat:
        return 0.0
    melds = len(view.melds[bao])
    turns = len(view.discards[bao])
    p = 0.02 + 0.03 * turns + 0.18 * melds
    if view.wild_kinds:
        p += 0.05  # wilds make the 包家 (who chose them) fast, and in 翻麻将 everyone
    return max(0.0, min(0.92, p))


def danger(
    view: SeatView, tile: int, unseen: Sequence[int], safe: set[int], threat: int | None = None
) -> float:
    """Relative chance that discarding ``tile`` deals into the ``threat`` (by default the
    包家) if it is ready (0 = safe)."""
    if dead_discard(tile, view.wild_kinds, view.rules):
        return 0.0
    if tile in safe:
        return 0.0
    d = danger_base(tile)
    if unseen[tile] == 0:
        if tile >= 27:
            return 0.05  # only a wild pairing it could use it
        d *= 0.5
    elif unseen[tile] == 1 and tile >= 27:
        d *= 0.6
    bao = view.bao if threat is None else threat
    if bao is not None:
        bao_discards = set(view.discards[bao])
        if tile in bao_discards:
            d *= 0.45  # no 振听 here, but players rarely wait on what they threw away
        elif tile < 27 and _suji(tile, bao_discards):
            d *= 0.6
    return d


def _suji(tile: int, discards: set[int]) -> bool:
    """True when both two-sided waits through ``tile`` are covered by a discarded suji."""
    r = tile % 9
    low = tile - 3 if r >= 3 else None
    high = tile + 3 if r <= 5 else None
    return (low is None or low in discards) and (high is None or high in discards)
