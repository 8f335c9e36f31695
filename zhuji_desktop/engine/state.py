"""The hand as a state machine: deal → bidding → wild choice → play → end.

In 翻麻将 (``rules.mode == "fan"``, docs/rules.md §12) there is no bidding and no 包家: the deal
turns the next wall tile over for the wilds and play starts at once.

After python-chess: a small state object, ``to_act()`` names the seats that must decide,
``legal_actions(seat)`` lists what each may do, and ``apply(action)`` pushes one decision.
Draws are not decisions: the state draws for whoever must draw next.

>>> h = HandState.deal(seed=7)
>>> h.phase, h.to_act()
(<Phase.BIDDING: 'bidding'>, [0])
>>> [str(a) for a in h.legal_actions(0)][:3]
['E pass', 'E bid 2', 'E bid du2']
>>> h.apply(Action.parse("E bid 3"))
>>> h.to_act(), h.high_bid
([1], Bid(level=3, variant=<Variant.TWO: 0>))
>>> f = HandState.deal(seed=7, rules=RuleSet(mode="fan"))
>>> f.phase.value, f.to_act(), f.bao, f.bid, len(f.wild_kinds), f.indicator in f.wild_kinds
('play', [0], None, None, 1, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from . import claims, tiles
from .actions import Action, Verb
from .bidding import DEFAULT_BID, MIN_LEVEL, Bid, ladder, wilds_for, wilds_of
from .events import Event
from .melds import Meld, MeldType, distance, next_seat, seat_letter
from .rules import RuleSet
from .settlement import Settlement, Stakes
from .tai import TaiResult, WinContext, can_win, count_tai, minimum_for
from .view import SeatView, seat_view

HAND_SIZE = 13
_FULL_SET = tiles.full_set()


class Phase(str, Enum):
    BIDDING = "bidding"
    WILDS = "wilds"
    PLAY = "play"
    ENDED = "ended"


class Step(str, Enum):
    """Where play stands, within the PLAY phase."""

    TURN = "turn"  # the turn seat has drawn (or is the dealer's first turn): win, kong, discard
    AFTER_CLAIM = "after_claim"  # after a chow or pung: discard only
    CLAIM = "claim"  # a discard may be claimed: the seats that can decide
    ROB = "rob"  # an added kong may be robbed


class IllegalAction(ValueError):
    """An action that is not legal now. The state is left as it was."""


@dataclass(frozen=True)
class HandResult:
    """How a hand ended: a win (with its 台) or a drawn hand, and the payments."""

    winner: int | None
    settlement: Settlement
    tai: TaiResult | None = None
    self_drawn: bool = False
    discarder: int | None = None
    robbed: bool = False
    winning_tile: int | None = None
    context: WinContext | None = None  # how the hand won: its 台 were counted in it

    @property
    def drawn(self) -> bool:
        return self.winner is None

    @property
    def deltas(self) -> tuple[int, int, int, int]:
        return self.settlement.deltas


@dataclass
class Window:
    """An open claim window: the tile, who offered it, and the seats still to decide."""

    tile: int
    source: int
    options: dict[int, list[Action]]
    decisions: dict[int, Action] = field(default_factory=dict)
    rob: bool = False  # the tile is being added to a pung (抢杠)


@dataclass
class HandState:
    """One hand. Seats are 0..3 with 0 the dealer (East)."""

    rules: RuleSet
    wall: list[int]
    old_dealer: bool = False
    phase: Phase = Phase.BIDDING
    step: Step | None = None
    hands: list[list[int]] = field(default_factory=lambda: [[], [], [], []])
    melds: list[list[Meld]] = field(default_factory=lambda: [[], [], [], []])
    discards: list[list[int]] = field(default_factory=lambda: [[], [], [], []])
    claimed_discards: list[list[bool]] = field(default_factory=lambda: [[], [], [], []])
    discard_order: list[tuple[int, int]] = field(default_factory=list)  # (seat, tile), in play
    head: int = 0
    tail: int = 135
    bid_history: list[tuple[int, Bid | None]] = field(default_factory=list)
    bid_passed: set[int] = field(default_factory=set)
    bid_turn: int = 0
    high_bid: Bid | None = None
    high_bidder: int | None = None
    bao: int | None = None
    bid: Bid | None = None
    wild_kinds: frozenset[int] = frozenset()
    indicator: int | None = None
    turn: int = 0
    drawn_tile: int | None = None
    kong_draw: bool = False  # the turn seat's last tile came from the tail
    dealer_first_turn: bool = True  # 天胡 is still possible
    first_discard_open: bool = False  # the dealer's first discard is on offer (地胡)
    window: Window | None = None
    no_pung: list[set[int]] = field(default_factory=lambda: [set(), set(), set(), set()])
    no_win: list[set[int]] = field(default_factory=lambda: [set(), set(), set(), set()])
    chow_banned: set[int] = field(default_factory=set)
    result: HandResult | None = None
    events: list[Event] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)
    _legal_cache: dict[int, list[Action]] | None = field(default=None, repr=False, compare=False)

    # --- construction ---------------------------------------------------------------------

    @classmethod
    def deal(
        cls, seed: int | None = None, rules: RuleSet | None = None, old_dealer: bool = False
    ) -> HandState:
        """A new hand on a wall shuffled by ``random.Random(seed)``."""
        wall = tiles.shuffled_wall(random.Random(seed))
        return cls.from_wall(wall, rules or RuleSet(), old_dealer)

    @classmethod
    def from_wall(
        cls, wall: Sequence[int], rules: RuleSet | None = None, old_dealer: bool = False
    ) -> HandState:
        """A hand dealt from this 136-tile order: E takes the first 14, then S, W, N take 13.

        Draws continue from the head; kong replacements come from the end, backwards.
        """
        wall = list(wall)
        if sorted(wall) != tiles.full_set():
            raise ValueError("a wall must hold the 136 tiles, four of each kind")
        h = cls(rules=rules or RuleSet(), wall=wall, old_dealer=old_dealer)
        h.hands[0] = sorted(wall[:14])
        for s in (1, 2, 3):
            start = 14 + (s - 1) * HAND_SIZE
            h.hands[s] = sorted(wall[start : start + HAND_SIZE])
        h.head = 14 + 3 * HAND_SIZE
        h._emit(
            Event(
                "deal",
                hands=[tuple(x) for x in h.hands],
                old_dealer=old_dealer,
                mode=h.rules.mode,
            )
        )
        if h.rules.fan:
            h._turn_over_wilds()
        return h

    # --- queries ----------------------------------------------------------------------------

    @property
    def wall_left(self) -> int:
        """Tiles still in the wall, the reserve included."""
        return self.tail - self.head + 1

    @property
    def drawable(self) -> int:
        """Tiles that may still be drawn before the hand is drawn (荒庄)."""
        return max(0, self.wall_left - self.rules.draw_reserve)

    @property
    def last_tile_drawn(self) -> bool:
        """The turn seat drew the last drawable tile: no kong; the discard is for a win only."""
        return self.phase is Phase.PLAY and self.drawable == 0

    def to_act(self) -> list[int]:
        """The seats that must decide now, in seat order."""
        if self.phase is Phase.BIDDING:
            return [self.bid_turn]
        if self.phase is Phase.WILDS:
            return [self.bao] if self.bao is not None else []
        if self.phase is Phase.ENDED:
            return []
        if self.step in (Step.CLAIM, Step.ROB):
            assert self.window is not None
            return sorted(s for s in self.window.options if s not in self.window.decisions)
        return [self.turn]

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every legal action of ``seat`` (default: the first seat to act); [] if none."""
        if self._legal_cache is None:
            self._legal_cache = {s: self._compute_legal(s) for s in self.to_act()}
        if seat is None:
            acting = self.to_act()
            if not acting:
                return []
            seat = acting[0]
        return list(self._legal_cache.get(seat, []))

    def all_legal(self) -> dict[int, list[Action]]:
        """Legal actions for every seat that must decide."""
        return {s: self.legal_actions(s) for s in self.to_act()}

    def minimum(self, seat: int) -> int:
        """The 台 this seat needs to win (the bid level for the 包家, else 1; in 翻麻将 every
        player needs 1, docs/rules.md §12)."""
        if self.rules.fan:
            return 1
        if self.bao is None:  # still bidding: nobody has a minimum above 1 yet
            return 1
        return minimum_for(seat, self.bao, self.bid or DEFAULT_BID)

    def is_ended(self) -> bool:
        return self.phase is Phase.ENDED

    # --- applying ---------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Apply one decision. Raises ``IllegalAction`` (state untouched) if it is not legal."""
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}")
        acting = self.to_act()
        if action.seat not in acting:
            why_not = self._why_no_win(action.seat) if action.verb is Verb.WIN else None
            if why_not is not None:  # a seat left out of a window for a win it cannot make
                raise IllegalAction(f"{action}: {why_not}")
            who = ", ".join(seat_letter(s) for s in acting) or "nobody"
            raise IllegalAction(
                f"{action}: seat {seat_letter(action.seat)} is not to act now "
                f"(phase {self.phase.value}; to act: {who})"
            )
        legal = self.legal_actions(action.seat)
        action = self._normalise(action, legal)
        if action not in legal:
            raise IllegalAction(f"{action}: {self._why_illegal(action)}")
        self.actions.append(action)
        self._legal_cache = None
        if self.phase is Phase.BIDDING:
            self._apply_bid(action)
        elif self.phase is Phase.WILDS:
            self._choose_wilds(action.tile)
        elif self.step in (Step.CLAIM, Step.ROB):
            self._decide_claim(action)
        else:
            self._apply_turn(action)
        self._legal_cache = None

    def _normalise(self, action: Action, legal: list[Action]) -> Action:
        """Accept ``addkong 5m`` for a wild 5m when it can join only one pung."""
        if (
            action.verb is Verb.ADDKONG
            and len(action.tiles) == 1
            and action.tile in self.wild_kinds
        ):
            forms = [a for a in legal if a.verb is Verb.ADDKONG and action.tile in a.tiles]
            if len(forms) == 1 and len(forms[0].tiles) == 2:
                return forms[0]
        return action

    def _why_illegal(self, action: Action) -> str:
        verbs = {a.verb for a in self.legal_actions(action.seat)}
        if self._chow_withheld(action):
            return (
                "after this chow every tile left would be banned from discard "
                "(no_swap_after_chow), so it is not offered"
            )
        if action.verb is Verb.WIN and action.verb not in verbs:
            why_not = self._why_no_win(action.seat)
            if why_not is not None:
                return why_not
        if action.verb not in verbs:
            names = ", ".join(sorted(v.value for v in verbs))
            return f"{action.verb.value} is not possible now (possible: {names})"
        if action.verb is Verb.DISCARD:
            code = tiles.CODES[action.tile]
            if action.tile in self.hands[action.seat]:
                return f"{code} may not be discarded right after this chow (no_swap_after_chow)"
            return f"{seat_letter(action.seat)} holds no {code} to discard"
        if action.verb is Verb.BID:
            top = self.rules.top_level
            low = f"higher than {self.high_bid}" if self.high_bid else f"at least {MIN_LEVEL}台"
            return f"the bid must be {low} and at most 无财{top}台"
        return "those tiles cannot make it; see legal_actions() for the possible forms"

    def _why_no_win(self, seat: int) -> str | None:
        """Why ``seat`` may not win now, when its hand would be complete but short of its
        台 minimum (docs/rules.md §7), or it passed a win on the kind on offer since its
        last turn (同圈, §6); else None."""
        w = self.window
        if w is not None and w.source == seat:
            return None
        if w is not None:
            first = not w.rob and self.first_discard_open
            ctx = WinContext(
                seat=seat, wild_kinds=self.wild_kinds, rob_kong=w.rob, first_turn=first
            )
            tai = self.tai_for(seat, [*self.hands[seat], w.tile], ctx)
        elif self.phase is Phase.PLAY and self.step is Step.TURN and self.turn == seat:
            tai = self.tai_for(seat, self.hands[seat], self.turn_context(seat))
        else:
            return None
        minimum = self.minimum(seat)
        if tai.complete and not can_win(tai, minimum):
            return (
                f"win is not possible now: the hand is complete but counts {tai.total}台, and "
                f"{seat_letter(seat)} needs at least {minimum}台 to win (it may play on)"
            )
        if w is not None and tai.complete and w.tile in self.no_win[seat]:
            code = tiles.CODES[w.tile]
            return (
                f"win is not possible now: {seat_letter(seat)} passed a win on {code} since "
                f"its last turn (同圈), so it may not win on {code} until then (a self-drawn "
                "win stays allowed)"
            )
        return None

    def _emit(self, event: Event) -> None:
        self.events.append(event)

    # --- bidding (docs/rules.md §4) ---------------------------------------------------------------

    def _bid_actions(self, seat: int) -> list[Action]:
        out = [Action(seat, Verb.PASS)]
        for b in ladder(self.rules.top_level):
            if self.high_bid is None or b > self.high_bid:
                out.append(Action(seat, Verb.BID, bid=b))
        return out

    def _apply_bid(self, action: Action) -> None:
        seat = action.seat
        if action.verb is Verb.PASS:
            self.bid_passed.add(seat)
            self.bid_history.append((seat, None))
            self._emit(Event("bid", seat, bid=None))
        else:
            assert action.bid is not None
            self.high_bid, self.high_bidder = action.bid, seat
            self.bid_history.append((seat, action.bid))
            self._emit(Event("bid", seat, bid=action.bid))
        active = [s for s in range(4) if s not in self.bid_passed]
        if not active:
            self._end_bidding(0, DEFAULT_BID)
        elif len(active) == 1 and self.high_bidder == active[0]:
            self._end_bidding(active[0], self.high_bid or DEFAULT_BID)
        else:
            s = next_seat(seat)
            while s in self.bid_passed:
                s = next_seat(s)
            self.bid_turn = s

    def _end_bidding(self, bao: int, bid: Bid) -> None:
        self.bao, self.bid = bao, bid
        self._emit(Event("bao", bao, bid=bid))
        if bid.wild_kinds == 0 and self.rules.wild_selection == "bidder":
            self._start_play(frozenset())
        elif self.rules.wild_selection == "flip":
            self.indicator = self.wall[self.head]
            self.head += 1  # the indicator stays out of play
            self._choose_wilds(self.indicator, flipped=True)
        else:
            self.phase = Phase.WILDS

    # --- wild choice (docs/rules.md §5; §12) ------------------------------------------------------

    def _turn_over_wilds(self) -> None:
        """翻麻将 (§12): the tile after the dealt hands is turned over and stays out of play; its
        kind (and with ``fan_wild_kinds`` 2 the next in its cycle) is wild."""
        self.indicator = self.wall[self.head]
        self.head += 1
        wilds = wilds_of(self.indicator, self.rules.fan_wild_kinds)
        self._start_play(wilds, chosen=self.indicator, flipped=True)

    def _choose_wilds(self, kind: int, flipped: bool = False) -> None:
        assert self.bid is not None
        self._start_play(wilds_for(self.bid, kind), chosen=kind, flipped=flipped)

    def _start_play(
        self, wild_kinds: frozenset[int], chosen: int | None = None, flipped: bool = False
    ) -> None:
        self.wild_kinds = wild_kinds
        self._emit(
            Event("wilds", self.bao, tiles=sorted(wild_kinds), indicator=chosen, flipped=flipped)
        )
        self.phase, self.step, self.turn = Phase.PLAY, Step.TURN, 0
        self.dealer_first_turn = True

    # --- the turn seat ------------------------------------------------------------------------

    def _turn_actions(self, seat: int) -> list[Action]:
        fresh = self.step is Step.TURN
        return claims.turn_actions(
            seat,
            self.hands[seat],
            self.melds[seat],
            self.wild_kinds,
            can_win=fresh and self._can_win(seat, self.hands[seat], self.turn_context(seat)),
            may_kong=fresh and not self.last_tile_drawn,
            banned=self.chow_banned if self.step is Step.AFTER_CLAIM else (),
        )

    def turn_context(self, seat: int) -> WinContext:
        """How a self-drawn win by ``seat`` (the turn seat) with its hand now counts: after a
        replacement draw it is 杠开; on the dealer's first turn, 天胡 (docs/rules.md §8)."""
        first = seat == 0 and self.dealer_first_turn
        return WinContext(
            seat=seat,
            wild_kinds=self.wild_kinds,
            self_drawn=True,
            kong_draw=self.kong_draw,
            first_turn=first,
        )

    def _apply_turn(self, action: Action) -> None:
        seat = action.seat
        ctx = self.turn_context(seat)
        self.dealer_first_turn = False
        if action.verb is Verb.WIN:
            self._win(seat, self.hands[seat], ctx, None, self.drawn_tile)
        elif action.verb is Verb.DISCARD:
            self._discard(seat, action.tile)
        elif action.verb is Verb.CKONG:
            for t in action.tiles:
                self.hands[seat].remove(t)
            kind = next(t for t in action.tiles if t not in self.wild_kinds)
            meld = Meld(MeldType.CKONG, action.tiles, kind=kind)
            self.melds[seat].append(meld)
            self._emit(Event("ckong", seat, tiles=action.tiles, meld=meld))
            self._replacement_draw(seat)
        elif action.verb is Verb.ADDKONG:
            tile = next((t for t in action.tiles if t in self.wild_kinds), action.tile)
            kind = next(t for t in action.tiles if t not in self.wild_kinds)
            self._add_kong(seat, tile, kind)

    def _discard(self, seat: int, tile: int) -> None:
        self.hands[seat].remove(tile)
        self.discards[seat].append(tile)
        self.claimed_discards[seat].append(False)
        self.discard_order.append((seat, tile))
        self.drawn_tile, self.kong_draw, self.chow_banned = None, False, set()
        # The dealer's first discard is the hand's first, so no claim can have come before it.
        self.first_discard_open = seat == 0 and len(self.discards[0]) == 1
        self._emit(Event("discard", seat, tile=tile))
        options = self._claim_options(seat, tile)
        if options:
            self.step = Step.CLAIM
            self.window = Window(tile=tile, source=seat, options=options)
        else:
            self._next_draw(next_seat(seat))

    def _add_kong(self, seat: int, tile: int, kind: int) -> None:
        pung = next(m for m in self.melds[seat] if m.type is MeldType.PUNG and m.kind == kind)
        if tile not in self.wild_kinds:
            options = self._rob_options(seat, tile)
            if options:
                self.hands[seat].remove(tile)
                self._emit(Event("addkong_offer", seat, tile=tile))
                self.step = Step.ROB
                self.window = Window(tile=tile, source=seat, options=options, rob=True)
                return
        self.hands[seat].remove(tile)
        self._complete_add_kong(seat, pung, tile)

    def _complete_add_kong(self, seat: int, pung: Meld, tile: int) -> None:
        kong = pung.with_added(tile)
        self.melds[seat][self.melds[seat].index(pung)] = kong
        self._emit(Event("addkong", seat, tile=tile, meld=kong))
        self._replacement_draw(seat)

    # --- drawing ---------------------------------------------------------------------------

    def _next_draw(self, seat: int) -> None:
        self.window, self.first_discard_open = None, False
        if self.drawable == 0:
            self._drawn_hand()
            return
        tile = self.wall[self.head]
        self.head += 1
        self._begin_turn(seat, tile, from_tail=False)

    def _replacement_draw(self, seat: int) -> None:
        tile = self.wall[self.tail]
        self.tail -= 1
        self._begin_turn(seat, tile, from_tail=True)

    def _begin_turn(self, seat: int, tile: int, from_tail: bool) -> None:
        self.turn, self.step, self.window = seat, Step.TURN, None
        self.hands[seat].append(tile)
        self.hands[seat].sort()
        self.drawn_tile, self.kong_draw = tile, from_tail
        self.no_pung[seat].clear()
        self.no_win[seat].clear()
        self._emit(Event("draw", seat, tile=tile, tail=from_tail, wall_left=self.wall_left))

    # --- claim windows (docs/rules.md §6) ---------------------------------------------------------

    def _claim_options(self, source: int, tile: int) -> dict[int, list[Action]]:
        if claims.dead_discard(tile, self.wild_kinds, self.rules):
            return {}
        options: dict[int, list[Action]] = {}
        for seat in range(4):
            if seat == source:
                continue
            acts = self._seat_claims(seat, source, tile)
            if acts:
                options[seat] = [*acts, Action(seat, Verb.PASS)]
        return options

    def _seat_claims(self, seat: int, source: int, tile: int) -> list[Action]:
        hand = self.hands[seat]
        out: list[Action] = []
        ctx = WinContext(seat=seat, wild_kinds=self.wild_kinds, first_turn=self.first_discard_open)
        if tile not in self.no_win[seat] and self._can_win(seat, [*hand, tile], ctx):
            out.append(Action(seat, Verb.WIN))
        if self.last_tile_drawn:
            return out  # the discard after the last draw is for a win only
        if tile in self.wild_kinds:  # only reached with discarded_wild_claimable
            may_chow = claims.may_chow(seat, source)
            for mtype, combo in claims.wild_discard_options(hand, self.wild_kinds, may_chow):
                if mtype is MeldType.PUNG and tile in self.no_pung[seat]:
                    continue
                if mtype is MeldType.CHOW and not self._chow_leaves_a_discard(
                    hand, combo, tile, source
                ):
                    continue
                out.append(Action(seat, claims.CLAIM_VERB[mtype], combo))
            return out
        kongs, pungs = claims.set_claim_options(hand, tile, self.wild_kinds)
        out += [Action(seat, Verb.KONG, combo) for combo in kongs]
        if tile not in self.no_pung[seat]:
            out += [Action(seat, Verb.PUNG, combo) for combo in pungs]
        if claims.may_chow(seat, source):
            for combo in claims.chow_options(hand, tile, self.wild_kinds):
                if self._chow_leaves_a_discard(hand, combo, tile, source):
                    out.append(Action(seat, Verb.CHOW, combo))
        return out

    def _chow_withheld(self, action: Action) -> bool:
        """``action`` is a chow the hand could make but that is withheld because it would
        leave no legal discard."""
        w = self.window
        if action.verb is not Verb.CHOW or w is None or w.rob:
            return False
        if not claims.may_chow(action.seat, w.source) or self.last_tile_drawn:
            return False
        hand = self.hands[action.seat]
        if w.tile in self.wild_kinds:
            options = claims.wild_discard_options(hand, self.wild_kinds, True)
            forms = [c for m, c in options if m is MeldType.CHOW]
        else:
            forms = claims.chow_options(hand, w.tile, self.wild_kinds)
        combo = tuple(sorted(action.tiles))
        return combo in forms and not self._chow_leaves_a_discard(hand, combo, w.tile, w.source)

    def _chow_leaves_a_discard(
        self, hand: Sequence[int], combo: tuple[int, ...], tile: int, source: int
    ) -> bool:
        """A chow after which every tile left is banned (no_swap_after_chow) is not offered,
        as riichi rules treat 喰い替え (docs/rules.md §6): the player would have no move."""
        if not self.rules.no_swap_after_chow:
            return True
        meld = claims.make_claim_meld(MeldType.CHOW, combo, tile, source, self.wild_kinds)
        return claims.leaves_a_discard(hand, combo, claims.swap_ban(meld, self.wild_kinds))

    def _rob_options(self, source: int, tile: int) -> dict[int, list[Action]]:
        options: dict[int, list[Action]] = {}
        for seat in range(4):
            if seat == source or tile in self.no_win[seat]:
                continue
            ctx = WinContext(seat=seat, wild_kinds=self.wild_kinds, rob_kong=True)
            if self._can_win(seat, [*self.hands[seat], tile], ctx):
                options[seat] = [Action(seat, Verb.WIN), Action(seat, Verb.PASS)]
        return options

    def _decide_claim(self, action: Action) -> None:
        w = self.window
        assert w is not None
        w.decisions[action.seat] = action
        self._emit(
            Event("decide", action.seat, decision="pass" if action.verb is Verb.PASS else "claim")
        )
        if len(w.decisions) < len(w.options):
            return
        self._remember_passes(w)
        best = self._winning_claim(w)
        if w.rob:
            self._resolve_rob(w, best)
        else:
            self._resolve_discard(w, best)

    def _remember_passes(self, w: Window) -> None:
        """同圈: a seat that declined a win or a pung may not take that kind until its turn."""
        for seat, decision in w.decisions.items():
            verbs = {a.verb for a in w.options[seat]}
            if Verb.WIN in verbs and decision.verb is not Verb.WIN:
                self.no_win[seat].add(w.tile)
            if Verb.PUNG in verbs and decision.verb is not Verb.PUNG:
                self.no_pung[seat].add(w.tile)

    def _winning_claim(self, w: Window) -> Action | None:
        ranked = []
        for seat, a in w.decisions.items():
            if a.verb is Verb.PASS:
                continue
            if a.verb is Verb.WIN:
                cls = claims.CLASS_WIN
            else:
                used = (*a.tiles, w.tile)  # a claimed wild makes it a 财 claim
                cls = claims.claim_class(a.verb is Verb.CHOW, used, self.wild_kinds)
            ranked.append((cls, distance(w.source, seat), a))
        return min(ranked, key=lambda r: r[:2])[2] if ranked else None

    def _resolve_discard(self, w: Window, best: Action | None) -> None:
        if best is None:
            self._next_draw(next_seat(w.source))
            return
        seat = best.seat
        self.window = None
        if best.verb is Verb.WIN:
            ctx = WinContext(
                seat=seat, wild_kinds=self.wild_kinds, first_turn=self.first_discard_open
            )
            self.claimed_discards[w.source][-1] = True
            self._win(seat, [*self.hands[seat], w.tile], ctx, w.source, w.tile)
            return
        self.first_discard_open = False
        self.claimed_discards[w.source][-1] = True
        for t in best.tiles:
            self.hands[seat].remove(t)
        mtype = next(m for m, v in claims.CLAIM_VERB.items() if v is best.verb)
        meld = claims.make_claim_meld(mtype, best.tiles, w.tile, w.source, self.wild_kinds)
        self.melds[seat].append(meld)
        self.no_pung[seat].clear()
        self.no_win[seat].clear()
        self.turn, self.drawn_tile, self.kong_draw = seat, None, False
        self._emit(
            Event(best.verb.value, seat, tile=w.tile, tiles=best.tiles, meld=meld, source=w.source)
        )
        if mtype is MeldType.KONG:
            self._replacement_draw(seat)
            return
        self.step = Step.AFTER_CLAIM
        self.chow_banned = set()
        if mtype is MeldType.CHOW and self.rules.no_swap_after_chow:
            # claiming 3m with 45m bans 3m and 5m; a claimed middle tile bans only itself
            self.chow_banned = set(claims.swap_ban(meld, self.wild_kinds))

    def _resolve_rob(self, w: Window, best: Action | None) -> None:
        seat = w.source
        pung = next(m for m in self.melds[seat] if m.type is MeldType.PUNG and m.kind == w.tile)
        if best is None:
            self.window = None
            self._complete_add_kong(seat, pung, w.tile)
            return
        robber = best.seat
        self._emit(Event("robbed", robber, tile=w.tile, source=seat))
        ctx = WinContext(seat=robber, wild_kinds=self.wild_kinds, rob_kong=True)
        self._win(robber, [*self.hands[robber], w.tile], ctx, seat, w.tile, robbed=True)

    # --- winning and ending -----------------------------------------------------------------

    def tai_for(self, seat: int, concealed: Sequence[int], ctx: WinContext) -> TaiResult:
        """The 台 of ``seat`` holding ``concealed`` (the winning tile included)."""
        return count_tai(concealed, self.melds[seat], ctx, self.rules, self.minimum(seat))

    def _can_win(self, seat: int, concealed: Sequence[int], ctx: WinContext) -> bool:
        # count_tai answers "not complete" from the shanten tables before anything else.
        return can_win(self.tai_for(seat, concealed, ctx), self.minimum(seat))

    def _win(
        self,
        seat: int,
        concealed: Sequence[int],
        ctx: WinContext,
        discarder: int | None,
        tile: int | None,
        robbed: bool = False,
    ) -> None:
        tai = self.tai_for(seat, concealed, ctx)
        assert tai.tai is not None
        self.hands[seat] = sorted(concealed)
        settlement = self._stakes().win(seat, tai.tai, discarder)
        self.result = HandResult(
            winner=seat,
            settlement=settlement,
            tai=tai,
            self_drawn=discarder is None,
            discarder=discarder,
            robbed=robbed,
            winning_tile=tile,
            context=ctx,
        )
        self._emit(
            Event(
                "win",
                seat,
                tile=tile,
                discarder=discarder,
                self_drawn=discarder is None,
                robbed=robbed,
                tai=tai.tai,
                items=[[i.key, i.label, i.tai] for i in tai.items],
                special=tai.special,
                hand=tiles.to_text(concealed),
            )
        )
        self._end(settlement)

    def _stakes(self) -> Stakes:
        """What this hand's payments depend on: §9's table, or §12's in 翻麻将."""
        return Stakes(self.rules.fan, self.bao, self.bid, self.old_dealer, self.rules.base_points)

    def _drawn_hand(self) -> None:
        settlement = self._stakes().drawn()
        self.result = HandResult(winner=None, settlement=settlement)
        self._emit(Event("drawn", wall_left=self.wall_left))
        self._end(settlement)

    def _end(self, settlement: Settlement) -> None:
        if sum(settlement.deltas) != 0:
            raise RuntimeError(f"payments do not sum to zero: {settlement.deltas}")
        self.phase, self.step, self.window = Phase.ENDED, None, None
        self._emit(Event("settle", deltas=settlement.deltas))

    # --- dispatch --------------------------------------------------------------------------

    def _compute_legal(self, seat: int) -> list[Action]:
        if self.phase is Phase.BIDDING:
            return self._bid_actions(seat)
        if self.phase is Phase.WILDS:
            return [Action(seat, Verb.WILD, (k,)) for k in range(tiles.NUM_KINDS)]
        if self.phase is Phase.ENDED:
            return []
        if self.step in (Step.CLAIM, Step.ROB):
            assert self.window is not None
            return list(self.window.options.get(seat, []))
        return self._turn_actions(seat)

    # --- checks ---------------------------------------------------------------------------

    def check_invariants(self) -> None:
        """Raise AssertionError if tiles are lost, a hand has an impossible size, a 翻麻将 hand
        has a 包家 or no wilds, or a seat that must act has no legal action
        (tests/engine/test_invariants.py drives every rule option through this)."""
        seen = list(self.wall[self.head : self.tail + 1])
        if self.indicator is not None:
            seen.append(self.indicator)
        for s in range(4):
            seen += self.hands[s]
            seen += [t for t, c in zip(self.discards[s], self.claimed_discards[s]) if not c]
            for m in self.melds[s]:
                seen += m.tiles
        if self.window is not None and self.window.rob:
            seen.append(self.window.tile)
        if sorted(seen) != _FULL_SET:
            raise AssertionError("tiles are not all accounted for (136, four of each)")
        for s in range(4):
            size = len(self.hands[s]) + 3 * len(self.melds[s])
            expect = {13, 14}
            if size not in expect:
                raise AssertionError(f"seat {seat_letter(s)} holds an impossible {size} tiles")
        if self.rules.fan and (
            self.bao is not None or self.bid is not None or self.bid_history or not self.wild_kinds
        ):
            raise AssertionError("a 翻麻将 hand has a 包家, a bid or no wilds (docs/rules.md §12)")
        if self.phase is not Phase.ENDED:
            for s in self.to_act():
                if not self.legal_actions(s):
                    raise AssertionError(f"seat {seat_letter(s)} must act but has no action")

    # --- views --------------------------------------------------------------------------------

    def view(self, seat: int, scores: tuple[int, int, int, int] = (0, 0, 0, 0)) -> SeatView:
        """What ``seat`` may see (see ``view.SeatView``)."""
        return seat_view(self, seat, scores)


def random_move(state: HandState, rng: random.Random) -> Action:
    """A random legal action of a random seat to act, but a win whenever one is legal: hands
    that end, for tests, tools and benches that need played hands and not good play.

    >>> h, rng = HandState.deal(seed=1), random.Random(2)
    >>> while not h.is_ended():
    ...     h.apply(random_move(h, rng))
    >>> h.result is not None
    True
    """
    legal = state.legal_actions(rng.choice(state.to_act()))
    wins = [a for a in legal if a.verb is Verb.WIN]
    return wins[0] if wins else rng.choice(legal)
