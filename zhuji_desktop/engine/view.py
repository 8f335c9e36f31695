"""SeatView: everything one seat may see, and nothing more.

Computer players decide from a view and the list of legal actions. The view holds the seat's
own concealed tiles, every meld (other seats' concealed kongs face down), every discard, the
bids, the wild kinds, the wall count and the scores, but never another seat's concealed tiles
or the order of the wall. In 翻麻将 (``view.mode == "fan"``, docs/rules.md §12) the bid fields
stay empty: ``bao``, ``bid``, ``high_bid`` and ``high_bidder`` are None, ``bid_history`` ().

>>> from zhuji_desktop.engine.state import HandState
>>> v = seat_view(HandState.deal(seed=3), 2)
>>> v.seat, len(v.hand), v.hand_sizes
(2, 13, (14, 13, 13, 13))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import tiles
from .bidding import Bid
from .melds import Meld, MeldType
from .rules import RuleSet
from .tai import WinContext, minimum_for

if TYPE_CHECKING:
    from .state import HandState

# A concealed kong of another seat, as that seat's neighbours see it.
HIDDEN_KIND = -1


@dataclass(frozen=True)
class SeatView:
    """What ``seat`` sees. Seats are 0..3 with 0 the dealer."""

    seat: int
    rules: RuleSet
    phase: str
    step: str | None
    turn: int
    hand: tuple[int, ...]
    drawn_tile: int | None
    hand_sizes: tuple[int, int, int, int]
    melds: tuple[tuple[Meld, ...], ...]
    discards: tuple[tuple[int, ...], ...]
    claimed_discards: tuple[tuple[bool, ...], ...]
    discard_order: tuple[tuple[int, int], ...]  # every discard as (seat, tile), in play order
    bid_history: tuple[tuple[int, Bid | None], ...]
    high_bid: Bid | None
    high_bidder: int | None
    bao: int | None
    bid: Bid | None
    wild_kinds: frozenset[int]
    indicator: int | None
    wall_left: int
    drawable: int
    claim_tile: int | None  # the tile on offer in a claim window
    claim_source: int | None
    rob: bool
    no_pung: frozenset[int]
    no_win: frozenset[int]
    old_dealer: bool
    scores: tuple[int, int, int, int] = (0, 0, 0, 0)
    # on this seat's turn: how a win with the hand as it is counts, as the engine counts it
    # (杠开 after a replacement draw, 天胡 on the dealer's first turn); None on another's
    turn_context: WinContext | None = None

    @property
    def mode(self) -> str:
        """The game: "bao" (包麻将) or "fan" (翻麻将, §12)."""
        return self.rules.mode

    @property
    def minimum(self) -> int:
        """The 台 this seat needs to win (1 for everyone in 翻麻将)."""
        return minimum_for(self.seat, self.bao, self.bid)

    def visible_counts(self) -> list[int]:
        """How many of each kind this seat can see: its hand, discards, melds, the indicator."""
        c = tiles.counts_of(self.hand)
        for s in range(4):
            for t, taken in zip(self.discards[s], self.claimed_discards[s]):
                if not taken:
                    c[t] += 1
            for m in self.melds[s]:
                for t in m.tiles:
                    if t != HIDDEN_KIND:
                        c[t] += 1
        if self.indicator is not None and self.rules.flips_indicator:
            c[self.indicator] += 1
        return [min(n, tiles.COPIES) for n in c]

    def unseen(self, kind: int) -> int:
        """Copies of ``kind`` this seat has not seen."""
        return tiles.COPIES - self.visible_counts()[kind]

    def claim_win_context(self) -> WinContext:
        """How a win on the tile on offer counts, as the engine counts it: robbing a kong
        (抢杠), or on the dealer's first discard, the first of the hand (地胡, §8)."""
        first = not self.rob and self.claim_source == 0 and len(self.discard_order) == 1
        return WinContext(self.seat, self.wild_kinds, rob_kong=self.rob, first_turn=first)


def _public_meld(m: Meld) -> Meld:
    if m.type is MeldType.CKONG:
        return Meld(MeldType.CKONG, (HIDDEN_KIND,) * 4, kind=HIDDEN_KIND)
    return m


def seat_view(
    state: HandState, seat: int, scores: tuple[int, int, int, int] = (0, 0, 0, 0)
) -> SeatView:
    """Build ``seat``'s view of ``state``."""
    w = state.window
    east, south, west, north = (len(h) for h in state.hands)
    return SeatView(
        seat=seat,
        rules=state.rules,
        phase=state.phase.value,
        step=state.step.value if state.step else None,
        turn=state.turn,
        hand=tuple(sorted(state.hands[seat])),
        drawn_tile=state.drawn_tile if state.turn == seat else None,
        hand_sizes=(east, south, west, north),
        melds=tuple(
            tuple(m if s == seat else _public_meld(m) for m in state.melds[s]) for s in range(4)
        ),
        discards=tuple(tuple(d) for d in state.discards),
        claimed_discards=tuple(tuple(c) for c in state.claimed_discards),
        discard_order=tuple(state.discard_order),
        bid_history=tuple(state.bid_history),
        high_bid=state.high_bid,
        high_bidder=state.high_bidder,
        bao=state.bao,
        bid=state.bid,
        wild_kinds=state.wild_kinds,
        indicator=state.indicator,
        wall_left=state.wall_left,
        drawable=state.drawable,
        claim_tile=w.tile if w else None,
        claim_source=w.source if w else None,
        rob=bool(w and w.rob),
        no_pung=frozenset(state.no_pung[seat]),
        no_win=frozenset(state.no_win[seat]),
        old_dealer=state.old_dealer,
        scores=scores,
        turn_context=state.turn_context(seat) if state.turn == seat else None,
    )
