"""A lean copy of the play phase for look-ahead: the rules of ``state.HandState``, no log.

A computer player that looks ahead plays a hand out thousands of times a second. The hand
state machine is built for a table: every step emits events, builds each seat's full list of
legal actions and checks the action given. ``Playout`` keeps only what the rules need
(per-seat tile counts, melds, the wall, the 同圈 memory, the claim window) and answers the
questions a fast policy asks (can this seat win on this tile, could it pung it) without
listing every way to make a meld.

The rules still live in one place in effect: melds come from ``claims``, 台 from
``tai.count_tai``, payments from ``settlement``, claim priority from ``claims.claim_class``;
``legal_actions`` lists exactly what ``HandState.legal_actions`` lists, and
``tests/engine/test_playout.py`` plays thousands of random hands in both, step by step, checking the
same legal actions and the same results.

It covers the play phase only (bids and the wild choice are set when it is built) and trusts
its caller: ``apply`` does not check that an action is legal unless asked to.

>>> from zhuji_desktop.engine.state import HandState
>>> from zhuji_desktop.engine.actions import Action
>>> h = HandState.deal(seed=3)
>>> for a in ("E bid 2", "S pass", "W pass", "N pass", "E wild 5z"):
...     h.apply(Action.parse(a))
>>> p = Playout.from_state(h)
>>> p.legal_actions(0) == h.legal_actions(0)
True
>>> while not p.ended:
...     seat = p.to_act()[0]
...     p.apply(p.legal_actions(seat)[-1])
>>> sum(p.deltas)
0
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import claims, tiles
from .actions import Action, Verb
from .bidding import Bid
from .hand import draw_needs, shanten, tiles_needed
from .melds import Meld, MeldType, distance, next_seat
from .rules import RuleSet
from .settlement import Settlement, Stakes
from .tai import TaiResult, WinContext, can_win, count_tai, minimum_for

if TYPE_CHECKING:
    from .state import HandState

TURN, AFTER_CLAIM, CLAIM, ROB, ENDED = "turn", "after_claim", "claim", "rob", "ended"
_MELD_OF = {Verb.CHOW: MeldType.CHOW, Verb.PUNG: MeldType.PUNG, Verb.KONG: MeldType.KONG}

# Window option flags of a seat (what it could do with the tile on offer).
CAN_WIN, CAN_PUNG, CAN_KONG, CAN_CHOW = 1, 2, 4, 8


class Playout:
    """One hand in play, for simulation. Seats are 0..3 with 0 the dealer (East).

    ``hands[s]`` counts seat ``s``'s concealed tiles by face (wild tiles under their own
    face); ``wall`` is the order of the tiles still to come, drawn from ``head`` (normal
    draws) and ``tail`` (kong replacements), as in ``HandState``.
    """

    __slots__ = (
        "bao",
        "bid",
        "chow_banned",
        "dealer_discards",
        "dealer_first_turn",
        "decisions",
        "deltas",
        "discarder",
        "drawn_tile",
        "ended",
        "first_discard_open",
        "hands",
        "head",
        "kong_draw",
        "melds",
        "minimums",
        "no_pung",
        "no_win",
        "old_dealer",
        "options",
        "ready",
        "rules",
        "self_drawn",
        "step",
        "tai",
        "tail",
        "turn",
        "wall",
        "wild_kinds",
        "wild_list",
        "win_tile",
        "window_rob",
        "window_source",
        "window_tile",
        "winner",
    )

    def __init__(
        self,
        rules: RuleSet,
        hands: Sequence[Sequence[int]],
        melds: Sequence[Sequence[Meld]],
        wall: Sequence[int],
        bao: int | None,
        bid: Bid | None,
        wild_kinds: frozenset[int],
        old_dealer: bool = False,
    ) -> None:
        """A hand at the dealer's first turn: ``hands`` are the seats' concealed faces (the
        dealer's 14), ``wall`` the tiles to come in order (the reserve at its end). In 翻麻将
        (``rules.fan``) there is no 包家 and no bid: ``bao`` and ``bid`` are None."""
        self.rules = rules
        self.hands = [tiles.counts_of(h) for h in hands]
        self.melds = [list(m) for m in melds]
        self.wall = list(wall)
        self.head, self.tail = 0, len(self.wall) - 1
        self.bao, self.bid = bao, bid
        self.wild_kinds = frozenset(wild_kinds)
        self.wild_list = tuple(sorted(self.wild_kinds))
        self.old_dealer = old_dealer
        self.minimums = tuple(minimum_for(s, bao, bid) for s in range(4))
        self.turn, self.step = 0, TURN
        self.drawn_tile: int | None = None
        self.kong_draw = False
        self.dealer_first_turn = True
        self.first_discard_open = False
        self.dealer_discards = 0
        self.chow_banned: set[int] = set()
        self.no_pung: list[set[int]] = [set(), set(), set(), set()]
        self.no_win: list[set[int]] = [set(), set(), set(), set()]
        self.window_tile = self.window_source = -1
        self.window_rob = False
        self.options: dict[int, int] = {}
        self.decisions: dict[int, Action] = {}
        # per seat, the tiles that would complete its hand (None: not worked out since its
        # hand last changed); only a complete hand can win, so most checks stop here
        self.ready: list[frozenset[int] | None] = [None, None, None, None]
        self.ended = False
        self.winner: int | None = None
        self.discarder: int | None = None
        self.self_drawn = False
        self.win_tile: int | None = None
        self.tai: TaiResult | None = None
        self.deltas: tuple[int, int, int, int] = (0, 0, 0, 0)

    # --- building ---------------------------------------------------------------------------

    @classmethod
    def from_state(cls, state: HandState) -> Playout:
        """The play phase of ``state`` as it stands (for tests and for an all-seeing caller)."""
        if state.phase.value != "play":
            raise ValueError(f"a playout starts in the play phase, not {state.phase.value}")
        assert state.rules.fan or (state.bao is not None and state.bid is not None)
        p = cls(
            state.rules,
            state.hands,
            state.melds,
            state.wall,
            state.bao,
            state.bid,
            state.wild_kinds,
            state.old_dealer,
        )
        p.head, p.tail = state.head, state.tail
        p.turn, p.step = state.turn, state.step.value if state.step else TURN
        p.drawn_tile, p.kong_draw = state.drawn_tile, state.kong_draw
        p.dealer_first_turn = state.dealer_first_turn
        p.first_discard_open = state.first_discard_open
        p.dealer_discards = len(state.discards[0])
        p.chow_banned = set(state.chow_banned)
        p.no_pung = [set(x) for x in state.no_pung]
        p.no_win = [set(x) for x in state.no_win]
        w = state.window
        if w is not None:
            p.window_tile, p.window_source, p.window_rob = w.tile, w.source, w.rob
            p.options = {s: window_flags(acts) for s, acts in w.options.items()}
            p.decisions = dict(w.decisions)
        return p

    def copy(self) -> Playout:
        """An independent copy (the cheap way to try several actions from one position)."""
        p = Playout.__new__(Playout)
        for name in (
            "rules",
            "head",
            "tail",
            "bao",
            "bid",
            "wild_kinds",
            "wild_list",
            "old_dealer",
            "minimums",
            "turn",
            "step",
            "drawn_tile",
            "kong_draw",
            "dealer_first_turn",
            "first_discard_open",
            "dealer_discards",
            "window_tile",
            "window_source",
            "window_rob",
            "ended",
            "winner",
            "discarder",
            "self_drawn",
            "win_tile",
            "tai",
            "deltas",
        ):
            setattr(p, name, getattr(self, name))
        p.hands = [h[:] for h in self.hands]
        p.melds = [m[:] for m in self.melds]
        p.wall = self.wall  # never written: draws move head and tail
        p.chow_banned = set(self.chow_banned)
        p.no_pung = [set(x) for x in self.no_pung]
        p.no_win = [set(x) for x in self.no_win]
        p.options = dict(self.options)
        p.decisions = dict(self.decisions)
        p.ready = list(self.ready)
        return p

    # --- queries ----------------------------------------------------------------------------

    @property
    def wall_left(self) -> int:
        return self.tail - self.head + 1

    @property
    def drawable(self) -> int:
        return max(0, self.tail - self.head + 1 - self.rules.draw_reserve)

    def to_act(self) -> list[int]:
        """The seats that must decide now, in seat order."""
        if self.ended:
            return []
        if self.step == CLAIM or self.step == ROB:
            return sorted(s for s in self.options if s not in self.decisions)
        return [self.turn]

    def faces(self, seat: int) -> list[int]:
        """Seat ``seat``'s concealed tiles, sorted."""
        return tiles.kinds_of(self.hands[seat])

    def split(self, seat: int) -> tuple[list[int], int]:
        """The seat's natural counts (wild kinds blanked) and its number of wild tiles."""
        nat = self.hands[seat][:]
        w = 0
        for k in self.wild_list:
            w += nat[k]
            nat[k] = 0
        return nat, w

    def can_win_with(self, seat: int, extra: int | None, ctx: WinContext) -> bool:
        """Whether the seat's hand (plus ``extra``) wins now: complete and enough 台."""
        if extra is not None:
            if extra not in self.completing(seat):
                return False
        else:
            nat, w = self.split(seat)
            if w > 8 or shanten(nat, w) != -1:
                return False
        concealed = tiles.kinds_of(self.hands[seat])
        if extra is not None:
            concealed.append(extra)
        result = count_tai(concealed, self.melds[seat], ctx, self.rules, self.minimums[seat])
        return can_win(result, self.minimums[seat])

    def completing(self, seat: int) -> frozenset[int]:
        """The kinds whose tile would make the seat's 3k+1 hand complete (by shape; 台 are
        counted only for those), memoised until its hand changes."""
        ready = self.ready[seat]
        if ready is None:
            nat, w = self.split(seat)
            sets = 4 - len(self.melds[seat])
            if w >= 8 or (sum(nat) + w) % 3 != 1 or tiles_needed(nat, w, sets) > 1:
                ready = frozenset()
            else:
                after, wild = draw_needs(nat, w, sets)
                wild_kinds = self.wild_kinds
                out = {k for k in range(tiles.NUM_KINDS) if after[k] <= 0 and k not in wild_kinds}
                if wild <= 0:
                    out.update(self.wild_kinds)
                ready = frozenset(out)
            self.ready[seat] = ready
        return ready

    def turn_context(self, seat: int) -> WinContext:
        return WinContext(
            seat=seat,
            wild_kinds=self.wild_kinds,
            self_drawn=True,
            kong_draw=self.kong_draw,
            first_turn=seat == 0 and self.dealer_first_turn,
        )

    def last_tile_drawn(self) -> bool:
        return self.tail - self.head + 1 <= self.rules.draw_reserve

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now, as ``HandState.legal_actions`` lists them."""
        if self.ended or seat not in self.to_act():
            return []
        if self.step == CLAIM or self.step == ROB:
            return self._window_actions(seat)
        hand = self.faces(seat)
        fresh = self.step == TURN
        return claims.turn_actions(
            seat,
            hand,
            self.melds[seat],
            self.wild_kinds,
            can_win=fresh and self.can_win_with(seat, None, self.turn_context(seat)),
            may_kong=fresh and not self.last_tile_drawn(),
            banned=self.chow_banned if self.step == AFTER_CLAIM else (),
        )

    def _window_actions(self, seat: int) -> list[Action]:
        tile, flags = self.window_tile, self.options[seat]
        if self.window_rob:
            return [Action(seat, Verb.WIN), Action(seat, Verb.PASS)]
        out = [Action(seat, Verb.WIN)] if flags & CAN_WIN else []
        hand = self.faces(seat)
        if tile in self.wild_kinds:  # only with discarded_wild_claimable
            if not self.last_tile_drawn():
                may_chow = claims.may_chow(seat, self.window_source)
                for mtype, combo in claims.wild_discard_options(hand, self.wild_kinds, may_chow):
                    if mtype is MeldType.PUNG and tile in self.no_pung[seat]:
                        continue
                    if mtype is MeldType.CHOW and not self._chow_leaves_a_discard(
                        hand, combo, tile, self.window_source
                    ):
                        continue
                    out.append(Action(seat, claims.CLAIM_VERB[mtype], combo))
        elif not self.last_tile_drawn():
            for combo in claims.kong_options(hand, tile, self.wild_kinds):
                out.append(Action(seat, Verb.KONG, combo))
            if tile not in self.no_pung[seat]:
                for combo in claims.pung_options(hand, tile, self.wild_kinds):
                    out.append(Action(seat, Verb.PUNG, combo))
            if claims.may_chow(seat, self.window_source):
                for combo in claims.chow_options(hand, tile, self.wild_kinds):
                    if self._chow_leaves_a_discard(hand, combo, tile, self.window_source):
                        out.append(Action(seat, Verb.CHOW, combo))
        out.append(Action(seat, Verb.PASS))
        return out

    # --- applying -----------------------------------------------------------------------------

    def apply(self, action: Action, check: bool = False) -> None:
        """Apply one decision. With ``check`` an illegal action raises ``ValueError``."""
        if check and action not in self.legal_actions(action.seat):
            raise ValueError(f"{action} is not legal in this playout")
        if self.step == CLAIM or self.step == ROB:
            self.decisions[action.seat] = action
            if len(self.decisions) == len(self.options):
                self._resolve_window()
            return
        seat, verb = action.seat, action.verb
        ctx = self.turn_context(seat) if verb is Verb.WIN else None
        self.dealer_first_turn = False
        if verb is Verb.DISCARD:
            self._discard(seat, action.tiles[0])
        elif verb is Verb.WIN:
            assert ctx is not None
            self._win(seat, None, ctx, None, self.drawn_tile)
        elif verb is Verb.CKONG:
            hand = self.hands[seat]
            for t in action.tiles:
                hand[t] -= 1
            self.ready[seat] = None
            kind = next(t for t in action.tiles if t not in self.wild_kinds)
            self.melds[seat].append(Meld(MeldType.CKONG, action.tiles, kind=kind))
            self._replacement_draw(seat)
        elif verb is Verb.ADDKONG:
            tile = next((t for t in action.tiles if t in self.wild_kinds), action.tiles[0])
            kind = next(t for t in action.tiles if t not in self.wild_kinds)
            self._add_kong(seat, tile, kind)
        else:
            raise ValueError(f"{action} cannot be applied on a turn")

    def _discard(self, seat: int, tile: int) -> None:
        self.hands[seat][tile] -= 1
        self.ready[seat] = None
        self.drawn_tile, self.kong_draw, self.chow_banned = None, False, set()
        if seat == 0:
            self.dealer_discards += 1
        self.first_discard_open = seat == 0 and self.dealer_discards == 1
        options = self._claim_flags(seat, tile)
        if options:
            self.step = CLAIM
            self.window_tile, self.window_source, self.window_rob = tile, seat, False
            self.options, self.decisions = options, {}
        else:
            self._next_draw(next_seat(seat))

    def _claim_flags(self, source: int, tile: int) -> dict[int, int]:
        """Who could claim ``tile`` and how (the fast counterpart of the claim listings)."""
        wild = tile in self.wild_kinds
        if wild and not self.rules.discarded_wild_claimable:
            return {}
        last = self.last_tile_drawn()
        out: dict[int, int] = {}
        for seat in range(4):
            if seat == source:
                continue
            flags = 0
            if tile not in self.no_win[seat]:
                ctx = WinContext(
                    seat=seat, wild_kinds=self.wild_kinds, first_turn=self.first_discard_open
                )
                if self.can_win_with(seat, tile, ctx):
                    flags = CAN_WIN
            if not last:
                if wild:
                    flags |= self._wild_claim_flags(seat, source, tile)
                else:
                    flags |= self._set_flags(seat, source, tile)
            if flags:
                out[seat] = flags
        return out

    def open_window(
        self, tile: int, source: int, rob: bool = False, known: dict[int, int] | None = None
    ) -> None:
        """Open the claim window on ``tile``, discarded by ``source`` (or added to its pung,
        with ``rob``), as the rules would; ``known`` gives some seats' flags outright (a
        player looking ahead knows its own options)."""
        if rob:
            options: dict[int, int] = {}
            for s in range(4):
                if s == source or tile in self.no_win[s]:
                    continue
                ctx = WinContext(seat=s, wild_kinds=self.wild_kinds, rob_kong=True)
                if self.can_win_with(s, tile, ctx):
                    options[s] = CAN_WIN
        else:
            options = self._claim_flags(source, tile)
        for s, flags in (known or {}).items():
            if flags:
                options[s] = flags
            else:
                options.pop(s, None)
        self.step = ROB if rob else CLAIM
        self.window_tile, self.window_source, self.window_rob = tile, source, rob
        self.options, self.decisions = options, {}

    def _set_flags(self, seat: int, source: int, tile: int) -> int:
        hand = self.hands[seat]
        w = 0
        for k in self.wild_list:
            w += hand[k]
        have = hand[tile]
        flags = 0
        if have + w >= 3:
            flags |= CAN_KONG
        if have + w >= 2 and tile not in self.no_pung[seat]:
            flags |= CAN_PUNG
        may_chow = (
            tile < 27 and claims.may_chow(seat, source) and self._chow_possible(hand, tile, w)
        )
        if may_chow and (
            not self.rules.no_swap_after_chow
            or self._some_chow_leaves_a_discard(seat, source, tile)
        ):
            flags |= CAN_CHOW
        return flags

    def _some_chow_leaves_a_discard(self, seat: int, source: int, tile: int) -> bool:
        """Under no_swap_after_chow, whether any chow of ``tile`` is offered (the slow way)."""
        hand = self.faces(seat)
        return any(
            self._chow_leaves_a_discard(hand, c, tile, source)
            for c in claims.chow_options(hand, tile, self.wild_kinds)
        )

    def _chow_leaves_a_discard(
        self, hand: list[int], combo: tuple[int, ...], tile: int, source: int
    ) -> bool:
        """A chow after which every tile left is banned is not offered, as in the engine
        (claims.swap_ban, docs/rules.md §6)."""
        if not self.rules.no_swap_after_chow:
            return True
        meld = claims.make_claim_meld(MeldType.CHOW, combo, tile, source, self.wild_kinds)
        return claims.leaves_a_discard(hand, combo, claims.swap_ban(meld, self.wild_kinds))

    def _chow_possible(self, hand: list[int], tile: int, w: int) -> bool:
        base = tile - tile % 9
        wk = self.wild_kinds
        for start in range(max(base, tile - 2), min(tile, base + 6) + 1):
            a, b = (k for k in range(start, start + 3) if k != tile)
            ha = hand[a] > 0 and a not in wk
            hb = hand[b] > 0 and b not in wk
            if (ha and hb) or (w and (ha or hb)):
                return True
        return False

    def _wild_claim_flags(self, seat: int, source: int, tile: int) -> int:
        """Claims on a discarded wild (option ``discarded_wild_claimable``; the slow way)."""
        may_chow = claims.may_chow(seat, source)
        flags = 0
        hand = self.faces(seat)
        for mtype, combo in claims.wild_discard_options(hand, self.wild_kinds, may_chow):
            if mtype is MeldType.KONG:
                flags |= CAN_KONG
            elif mtype is MeldType.CHOW:
                if self._chow_leaves_a_discard(hand, combo, tile, source):
                    flags |= CAN_CHOW
            elif tile not in self.no_pung[seat]:
                flags |= CAN_PUNG
        return flags

    def _add_kong(self, seat: int, tile: int, kind: int) -> None:
        if tile not in self.wild_kinds:
            options: dict[int, int] = {}
            for s in range(4):
                if s == seat or tile in self.no_win[s]:
                    continue
                ctx = WinContext(seat=s, wild_kinds=self.wild_kinds, rob_kong=True)
                if self.can_win_with(s, tile, ctx):
                    options[s] = CAN_WIN
            if options:
                self.hands[seat][tile] -= 1
                self.ready[seat] = None
                self.step = ROB
                self.window_tile, self.window_source, self.window_rob = tile, seat, True
                self.options, self.decisions = options, {}
                return
        self.hands[seat][tile] -= 1
        self.ready[seat] = None
        self._complete_add_kong(seat, tile, kind)

    def _complete_add_kong(self, seat: int, tile: int, kind: int) -> None:
        melds = self.melds[seat]
        i = next(i for i, m in enumerate(melds) if m.type is MeldType.PUNG and m.kind == kind)
        melds[i] = melds[i].with_added(tile)
        self._replacement_draw(seat)

    # --- drawing ------------------------------------------------------------------------------

    def _next_draw(self, seat: int) -> None:
        self.options, self.decisions = {}, {}
        self.first_discard_open = False
        if self.tail - self.head + 1 <= self.rules.draw_reserve:
            self._drawn_hand()
            return
        tile = self.wall[self.head]
        self.head += 1
        self._begin_turn(seat, tile, False)

    def _replacement_draw(self, seat: int) -> None:
        tile = self.wall[self.tail]
        self.tail -= 1
        self._begin_turn(seat, tile, True)

    def _begin_turn(self, seat: int, tile: int, from_tail: bool) -> None:
        self.turn, self.step = seat, TURN
        self.options, self.decisions = {}, {}
        self.hands[seat][tile] += 1
        self.ready[seat] = None
        self.drawn_tile, self.kong_draw = tile, from_tail
        self.no_pung[seat].clear()
        self.no_win[seat].clear()

    # --- claim windows ------------------------------------------------------------------------

    def _resolve_window(self) -> None:
        tile, source = self.window_tile, self.window_source
        best: Action | None = None
        best_rank = (99, 99)
        for seat, a in self.decisions.items():
            flags = self.options[seat]
            if flags & CAN_WIN and a.verb is not Verb.WIN:
                self.no_win[seat].add(tile)
            if flags & CAN_PUNG and a.verb is not Verb.PUNG:
                self.no_pung[seat].add(tile)
            if a.verb is Verb.PASS:
                continue
            if a.verb is Verb.WIN:
                cls = claims.CLASS_WIN
            else:
                cls = claims.claim_class(a.verb is Verb.CHOW, (*a.tiles, tile), self.wild_kinds)
            rank = (cls, distance(source, seat))
            if rank < best_rank:
                best, best_rank = a, rank
        if self.window_rob:
            self._resolve_rob(best)
        else:
            self._resolve_discard(best)

    def _resolve_discard(self, best: Action | None) -> None:
        tile, source = self.window_tile, self.window_source
        if best is None:
            self._next_draw(next_seat(source))
            return
        seat = best.seat
        self.options, self.decisions = {}, {}
        if best.verb is Verb.WIN:
            ctx = WinContext(
                seat=seat, wild_kinds=self.wild_kinds, first_turn=self.first_discard_open
            )
            self._win(seat, tile, ctx, source, tile)
            return
        self.first_discard_open = False
        hand = self.hands[seat]
        for t in best.tiles:
            hand[t] -= 1
        self.ready[seat] = None
        mtype = _MELD_OF[best.verb]
        meld = claims.make_claim_meld(mtype, best.tiles, tile, source, self.wild_kinds)
        self.melds[seat].append(meld)
        self.no_pung[seat].clear()
        self.no_win[seat].clear()
        self.turn, self.drawn_tile, self.kong_draw = seat, None, False
        if mtype is MeldType.KONG:
            self._replacement_draw(seat)
            return
        self.step = AFTER_CLAIM
        self.chow_banned = set()
        if mtype is MeldType.CHOW and self.rules.no_swap_after_chow:
            self.chow_banned = set(claims.swap_ban(meld, self.wild_kinds))

    def _resolve_rob(self, best: Action | None) -> None:
        tile, source = self.window_tile, self.window_source
        self.options, self.decisions = {}, {}
        if best is None:
            self._complete_add_kong(source, tile, tile)
            return
        ctx = WinContext(seat=best.seat, wild_kinds=self.wild_kinds, rob_kong=True)
        self._win(best.seat, tile, ctx, source, tile)

    # --- the end ------------------------------------------------------------------------------

    def _win(
        self,
        seat: int,
        extra: int | None,
        ctx: WinContext,
        discarder: int | None,
        tile: int | None,
    ) -> None:
        if extra is not None:
            self.hands[seat][extra] += 1
        concealed = tiles.kinds_of(self.hands[seat])
        tai = count_tai(concealed, self.melds[seat], ctx, self.rules, self.minimums[seat])
        assert tai.tai is not None
        settlement = self._stakes().win(seat, tai.tai, discarder)
        self.winner, self.discarder, self.self_drawn = seat, discarder, discarder is None
        self.win_tile, self.tai = tile, tai
        self._end(settlement)

    def _drawn_hand(self) -> None:
        self._end(self._stakes().drawn())

    def _stakes(self) -> Stakes:
        return Stakes(self.rules.fan, self.bao, self.bid, self.old_dealer, self.rules.base_points)

    def _end(self, settlement: Settlement) -> None:
        self.deltas = settlement.deltas
        self.ended, self.step = True, ENDED
        self.options, self.decisions = {}, {}


def window_flags(actions: Sequence[Action]) -> int:
    """Window flags (``CAN_WIN`` …) from a seat's listed claim actions."""
    out = 0
    for a in actions:
        out |= {
            Verb.WIN: CAN_WIN,
            Verb.PUNG: CAN_PUNG,
            Verb.KONG: CAN_KONG,
            Verb.CHOW: CAN_CHOW,
        }.get(a.verb, 0)
    return out
