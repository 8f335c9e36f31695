"""What the table shows at one moment, read from the match (no Qt, no drawing).

The snapshot holds only what the local player may see: the bottom seat's own tiles, the other
seats' tile counts, their melds as the bottom seat's ``SeatView`` shows them (concealed kongs
face down), discards, bids, wilds (and the tile turned over to name them) and the wall.
Seats listed in ``reveal`` (the end of a hand) are shown face up.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from ...engine.bidding import Bid
from ...engine.match import Match
from ...engine.melds import Meld
from ...engine.state import HandState, Phase
from ...engine.view import HIDDEN_KIND

HIDDEN = HIDDEN_KIND  # a face-down tile in a snapshot


@dataclass(frozen=True)
class SeatShow:
    """One seat as drawn. ``hand`` faces are sorted, ``HIDDEN`` for backs."""

    seat: int
    name: str
    score: int
    hand: tuple[int, ...]
    drawn: int | None  # the tile set apart at the right (HIDDEN if face down)
    face_up: bool
    melds: tuple[Meld, ...]
    discards: tuple[int, ...]  # in the order played, claimed ones left out
    is_bao: bool
    old_dealer: bool
    to_act: bool
    bubble: Bid | str  # its bid while bidding ("pass" = 不包), a meld just made in play, or ""
    level: str = ""  # a computer's level in a word (on its plate), "" for a person


@dataclass(frozen=True)
class WallShow:
    head: int  # index of the next tile drawn from the head
    tail: int  # index of the next tile drawn from the tail
    reserve: int  # tiles that are never drawn
    size: int  # 136
    start: int  # the stack (0..67 around the table) where the wall was broken for the deal


def wall_break(seed: int) -> int:
    """Where the wall is broken, as two dice would say: their total counts the walls from
    the dealer's, then as many stacks from that wall's right end (a display choice only)."""
    total = 2 + seed % 6 + (seed // 6) % 6
    seat = (total - 1) % 4  # counted counterclockwise from the dealer (seat 0)
    side = (-seat) % 4  # the sides go clockwise from the dealer's
    return side * 17 + total


@dataclass(frozen=True)
class TableShow:
    bottom: int  # the seat drawn at the bottom
    seats: tuple[SeatShow, ...]  # by seat
    phase: str
    step: str | None
    wild_kinds: frozenset[int]
    wall: WallShow
    wall_left: int
    drawable: int
    hand_number: int
    bid: Bid | None
    high_bid: Bid | None
    high_bidder: int | None
    last_discard: int | None  # seat whose latest discard is still the latest on the table
    claim_tile: int | None
    claim_source: int | None = None  # the seat that offered ``claim_tile``
    mode: str = "bao"  # the game: "bao" (包麻将) or "fan" (翻麻将, docs/rules.md §12)
    indicator: int | None = None  # the tile turned over to name the wilds (§5 flip, §12)
    bid_history: tuple[tuple[int, Bid | None], ...] = ()  # (seat, bid or None = 不包), in turn

    @property
    def tiles_left(self) -> tuple[int, int]:
        """(tiles left, reserve left), as ``wall_counts`` defines them."""
        return wall_counts(self.wall_left, self.wall.reserve)


def wall_counts(wall_left: int, reserve: int) -> tuple[int, int]:
    """The one definition of "tiles left", used wherever the program shows it: the tiles that
    may still be drawn before the hand is drawn (荒庄), which is the engine's ``drawable`` (the
    wall less its reserve); and, shown apart, the reserve still in the wall (docs/rules.md
    §3: never drawn, except kong replacements once the wall is that short).

    >>> wall_counts(83, 26), wall_counts(20, 26)
    ((57, 26), (0, 20))
    """
    return max(0, wall_left - reserve), min(wall_left, reserve)


# The melds a seat's bubble calls out in play, by event type, until another seat draws or
# discards (a tester's first discard vanished into a computer's pung with no word said).
CALLED = ("chow", "pung", "kong", "ckong", "addkong")


def _bubble(state: HandState, seat: int) -> Bid | str:
    """While bidding, the seat's bid ("pass" for 不包); in play, the meld it has just made
    (``CALLED``), through its own draw and discard after it, until another seat draws or
    discards; else "". An added kong is called while the others may still rob it."""
    if state.phase is Phase.PLAY and state.result is None:
        actors: set[int | None] = set()
        for event in reversed(state.events):
            called = "addkong" if event.type == "addkong_offer" else event.type
            if called in CALLED:
                return called if event.seat == seat and actors <= {seat} else ""
            if event.type in ("draw", "discard"):
                actors.add(event.seat)
                if len(actors) > 1:
                    return ""
        return ""
    if state.phase is not Phase.BIDDING:
        return ""
    for s, bid in reversed(state.bid_history):
        if s == seat:
            return "pass" if bid is None else bid
    return ""


def _hand_of(state: HandState, seat: int, face_up: bool) -> tuple[tuple[int, ...], int | None]:
    """The hand in sorted order and the drawn tile set apart (if this seat just drew)."""
    hand = sorted(state.hands[seat])
    drawn = state.drawn_tile if state.turn == seat and state.phase is Phase.PLAY else None
    if drawn is not None and drawn in hand:
        hand.remove(drawn)
    else:
        drawn = None
    if not face_up:
        hand = [HIDDEN] * len(hand)
        drawn = None if drawn is None else HIDDEN
    return tuple(hand), drawn


def _won_on_discard(state: HandState) -> int | None:
    """The seat whose latest discard was won on (that tile is now in the winner's hand)."""
    result = state.result
    if result is None or result.winner is None or result.self_drawn or result.robbed:
        return None
    return result.discarder


def _discards(state: HandState, seat: int) -> tuple[int, ...]:
    """The discards still lying in front of ``seat``: claimed ones are in someone's melds."""
    pairs = zip(state.discards[seat], state.claimed_discards[seat], strict=True)
    out = [t for t, claimed in pairs if not claimed]
    if seat == _won_on_discard(state) and out:
        out.pop()
    return tuple(out)


def _last_discard(state: HandState) -> int | None:
    if state.result is not None:
        return None
    for event in reversed(state.events):
        if event.type == "discard":
            seat = event.seat
            assert seat is not None
            claimed = state.claimed_discards[seat]
            return None if claimed and claimed[-1] else seat
        if event.type in ("chow", "pung", "kong"):
            return None
    return None


def hand_dealer(match: Match) -> int:
    """The match player who dealt the hand on the table: once the match is over, the last
    hand stays on the table though the deal may already have passed on."""
    if match.finished and match.records:
        return match.records[-1].dealer
    return match.dealer


def snapshot(
    match: Match,
    bottom: int,
    names: Callable[[int], str],
    reveal: Collection[int] = (),
    levels: Callable[[int], str] | None = None,
) -> TableShow:
    """The table as ``bottom`` sees it; ``names(player)`` gives display names and
    ``levels(player)`` the computers' levels. The scores count the hand on the table once it
    has ended (``Match.standing``)."""
    state = match.state
    view = match.view(bottom)
    dealer = hand_dealer(match)
    standing = match.standing()
    scores = [standing[(dealer + seat) % 4] for seat in range(4)]
    acting = set(state.to_act())
    seats = []
    for seat in range(4):
        face_up = seat == bottom or seat in reveal or state.phase is Phase.ENDED
        hand, drawn = _hand_of(state, seat, face_up)
        melds = state.melds[seat] if face_up else view.melds[seat]
        discards = _discards(state, seat)
        player = (dealer + seat) % 4
        seats.append(
            SeatShow(
                seat=seat,
                name=names(player),
                score=scores[seat],
                hand=hand,
                drawn=drawn,
                face_up=face_up,
                melds=tuple(melds),
                discards=discards,
                is_bao=state.bao == seat,
                old_dealer=seat == 0 and state.old_dealer,
                to_act=seat in acting,
                bubble=_bubble(state, seat),
                level=levels(player) if levels is not None else "",
            )
        )
    return TableShow(
        bottom=bottom,
        seats=tuple(seats),
        phase=state.phase.value,
        step=state.step.value if state.step else None,
        wild_kinds=state.wild_kinds,
        wall=WallShow(
            state.head,
            state.tail,
            state.rules.draw_reserve,
            len(state.wall),
            wall_break(match.seeds[-1]),
        ),
        wall_left=state.wall_left,
        drawable=state.drawable,
        hand_number=match.hand_number,
        bid=state.bid,
        high_bid=state.high_bid,
        high_bidder=state.high_bidder,
        last_discard=_last_discard(state),
        claim_tile=view.claim_tile,
        claim_source=view.claim_source,
        mode=state.rules.mode,
        indicator=state.indicator if state.rules.flips_indicator else None,
        bid_history=view.bid_history,
    )
