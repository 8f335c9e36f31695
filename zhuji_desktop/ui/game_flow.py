"""The game on the table: one match at a time, from its start to its standings.

``GameFlow`` owns the controller, the hot-seat seating (who is shown, for whom the table is
covered), the turn timer, the autosave and the history. It decides what the screen must show
and which input is legal, and says so through signals; it has no widget and draws nothing.

The table is drawn as one person sees it: ``shown`` is the match player at the bottom. With
several people at one PC (hot-seat), whenever the next decision is another person's, the
curtain covers the table until that person sits down (``lift_curtain``); then the table turns
so that their seat is at the bottom.

Claims. Some claim decisions the table takes for a person at once, before anything is drawn
(``model.claim_policy``: claims not worth asking about, "this hand: wins only", and in
hot-seat the wins taken and the rest passed). With several people and
``Settings.hotseat_claims == "all"``, every person looks at every discard in turn (``Looks``,
see ``model.hotseat``) while the computers wait.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai.base import Player
from ..engine.actions import Action, Verb
from ..engine.events import Event
from ..engine.match import HandRecord, Match, next_seed
from ..engine.melds import Meld, MeldType
from ..engine.rules import RuleSet
from ..engine.state import Phase
from ..engine.view import SeatView
from ..storage import Recovery
from .model.claim_policy import ClaimPolicy
from .model.controller import GameController
from .model.hint_text import claim_word
from .model.hotseat import (
    NOBODY,
    AutoState,
    Looks,
    PersonalHints,
    Seating,
    as_offered,
    conceal,
    discard_on_offer,
    hide_claimers,
    lookers,
    recap_lines,
    since_last_move,
)
from .model.interaction import Input, Passed, Redraw, passed_note, prompt
from .model.session import (
    DEMO_SEATS,
    MatchPlan,
    Session,
    display_name,
    first_person,
    players_for,
    read_seats,
    seats_for_players,
    shown_from_meta,
    taken_back_from_meta,
)
from .model.settings import SeatSetting, default_seats
from .model.snapshot import TableShow, hand_dealer, snapshot
from .model.turn_timer import TurnTimer
from .strings import T, bid_text, level_name, seat_who, tile_name

CLAIM_STEPS = ("claim", "rob")
CLAIM_EVENTS = ("chow", "pung", "kong", "win")

log = logging.getLogger(__name__)

CLAIMS = frozenset({Verb.CHOW, Verb.PUNG, Verb.KONG, Verb.WIN})  # on a discard (CLAIM_EVENTS)


class GameFlow(QObject):
    """Plays matches: ``demo`` with four computers; ``delay_ms`` paces their moves;
    ``auto_next_ms``: deal the next hand this long after one ends (-1: on a click);
    ``session``: where the match is autosaved and its hands recorded (None: nowhere)."""

    # the engine events just shown, to be heard. They are the engine's own: they hold every
    # seat's dealt hand and drawn tiles, so nothing may be drawn or written from them (in
    # hot-seat that would show one person's tiles to another); what the table may show is
    # the ``redraw`` signal's, built for who has the screen (model/hotseat.py)
    events = Signal(list)
    redraw = Signal(object)  # a Redraw: the table, and what the person at the bottom may do
    curtain = Signal(object)  # who should sit down, in words; None: the table is not covered
    # the curtain's list: what happened since that person's last move (sent before ``curtain``,
    # and () when the curtain goes)
    recap = Signal(tuple)
    auto = Signal(bool, bool)  # 托管 for the person shown: (on, the toggle is offered)
    win_only = Signal(bool, bool)  # "this hand: wins only" for the person shown: (on, offered)
    take_back_offered = Signal(bool)  # 悔牌: the person shown may take back their discard
    taken_back = Signal(int)  # the kind of the discard just taken back (framed in the hand)
    told_over = Signal(str)  # a note ``told`` that no longer holds (to be cleared if on show)
    countdown = Signal(object)  # seconds left for the decision, or None (no countdown)
    hints = Signal(object, list)  # the bottom seat's view and legal actions (None, [] if none)
    started = Signal(object)  # a match (its Match) is about to be shown
    hand_over = Signal(object, object)  # (the match, names by player): show the hand's result
    result_closed = Signal()  # the next hand is being dealt
    match_over = Signal(object, object)  # (the match, names by player): show the standings
    state_changed = Signal()  # who may do what changed (the menus follow)
    thinking = Signal(list)  # the seats whose computers are deciding now ([]: none)
    told = Signal(str)  # a short note for the table's notice line (a claim beaten)
    alerted = Signal(str)  # what must not be missed, for a box (seats of a save reset)

    def __init__(
        self,
        seed: int,
        demo: bool,
        delay_ms: int,
        rules: RuleSet,
        auto_next_ms: int,
        session: Session | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.seed, self.demo, self.delay_ms, self.rules = seed, demo, delay_ms, rules
        self.auto_next_ms = auto_next_ms
        self.session = session
        self.turn_timer_s = 0  # 0: no turn timer
        self.seats: tuple[SeatSetting, ...] = DEMO_SEATS if demo else default_seats()
        self.seating = Seating()
        self.policy = ClaimPolicy()  # which claims people are asked about
        self.looks = Looks()  # hot-seat "all": who must still look at the discard on offer
        self.personal_hints = PersonalHints()  # hot-seat: the hints as each person chose
        # the people whose claim on that discard the table passed (not worth asking, or 本局
        # 只胡): their look says so, not "nothing to claim" (a tester saw that beside a chow)
        self._passed_for: dict[int, Passed] = {}  # claims the table passed for a person
        self._wins_taken: set[int] = set()  # seats whose win on a discard the table took
        self._told_passed = False  # the match's first claim passed as not worth it was said
        # person -> the hand's events on the table when they last looked at a discard
        self._seen: dict[int, int] = {}
        self._held: list[Event] = []  # events kept back while people look (their sounds)
        self._kept: list[Action] = []  # claims made while others still had to look
        self._end_after_looks = False  # the hand ended while people looked
        self._resuming = False  # the events being announced are the hand so far
        self._autoplay = False  # every person on 托管 for a screenshot: nobody at the screen
        self.controller: GameController | None = None
        self.table: TableShow | None = None  # the table last drawn
        self._legal: list[Action] = []  # the bottom person's actions the input now offers
        self._claimed: Action | None = None  # a person's claim on the discard on offer
        self._take_back_note: str | None = None  # said by the last 悔牌, until the next move
        self._taken_back_at = (0, 0)  # (seat, actions left) of that 悔牌
        self.moves_taken_back = 0  # 悔牌 in the hand on the table: the history says so
        self.timer = TurnTimer(self)
        self.timer.ticked.connect(lambda seconds: self.countdown.emit(seconds))
        self.timer.expired.connect(self._time_out)

    # --- starting a match --------------------------------------------------------------------

    def start_plan(
        self,
        plan: MatchPlan,
        on_start: Callable[[GameController], object] | None = None,
        autoplay: bool = False,
    ) -> GameController:
        """Start a new match as ``plan`` says. ``autoplay``: every person on 托管 (no input,
        no curtain: screenshots)."""
        seed = plan.match_seed()
        self.rules = plan.rules
        match = Match(plan.rules, seed)
        players = players_for(plan.seats, seed)
        return self.start_match(match, players, on_start, plan.seats, autoplay=autoplay)

    def resume(
        self,
        recovery: Recovery,
        on_start: Callable[[GameController], object] | None = None,
        autoplay: bool = False,
    ) -> GameController:
        """Continue a recovered autosave: the same hand, position, people and seats."""
        match = recovery.match
        assert match is not None
        seats, broken = read_seats(recovery.meta)
        # kept as it was before the first save writes the defaults over it
        why = "the save's seats could not all be read"
        copy = self.session.copy_save(why, "seats") if broken and self.session else None
        self.rules = match.rules
        players = players_for(seats, match.seed)
        shown = shown_from_meta(recovery.meta, seats)
        controller = self.start_match(match, players, on_start, seats, shown, autoplay)
        # after ``started``, which forgets the last match's choices: this match's, as kept
        self.personal_hints.restore(recovery.meta.get("hints"))
        self.moves_taken_back = taken_back_from_meta(recovery.meta)
        if broken:  # in a box, not a note: a person's place may be a computer's now, and
            # a note could be under the curtain, or behind "saving is off", and its path cut
            n = len(broken)
            if copy is None:
                self.alerted.emit(T.SAVE_SEATS_RESET_NO_COPY.format(n=n))
            else:
                self.alerted.emit(T.SAVE_SEATS_RESET.format(n=n, path=copy))
        return controller

    def start_match(
        self,
        match: Match | None = None,
        players: Mapping[int, Player | None] | None = None,
        on_start: Callable[[GameController], object] | None = None,
        seats: Sequence[SeatSetting] | None = None,
        shown: int | None = None,
        autoplay: bool = False,
    ) -> GameController:
        """Start ``match`` (default: a new one from the seed) with ``players`` (default: as
        ``seats`` say, else a person and three computers, or four in a demo).
        ``on_start(controller)`` runs before the first events are announced."""
        self.stop()
        self.policy.wins_only.clear()
        self._told_passed = False
        self.moves_taken_back = 0
        if match is None:
            match = Match(self.rules, self.seed)
            self.seed = next_seed(self.seed)
        if players is None:
            seats = seats or self.seats
            players = players_for(seats, match.seed)
        self.seats = tuple(seats) if seats else seats_for_players(players)
        self.seating = Seating(first_person(self.seats) if shown is None else shown)
        self.started.emit(match)
        self.controller = GameController(match, players, self.delay_ms, self)
        self._wire(self.controller)
        people = self.controller.people()
        self._autoplay = autoplay
        if autoplay:
            for person in people:
                self.controller.set_auto(person, True)
        elif len(people) > 1 and not match.hand_over():
            # Hot-seat: whoever started (or resumed) the match may not be the person shown.
            self.cover(self.shown)
        if on_start is not None:
            on_start(self.controller)
        self._resuming = True  # the hand so far is announced: no discard of it is on offer
        self.controller.start()
        self._resuming = False
        self._look_again()
        self.state_changed.emit()
        return self.controller

    def _look_again(self) -> None:
        """A resumed hand whose last discard not everyone may have looked at (the autosave
        is written while people look): everyone looks at it again. Skipped, the curtain went
        only to those the rules still waited for: the people who could claim it."""
        if self.controller is None or not self.policy.everyone_looks(self.hot_seat()):
            return
        index = discard_on_offer(self.match.state.events)
        if index is None or self.match.hand_over():
            return
        if self._start_looks(self.match.state.events[index], index):
            self._changed([])

    def stop(self) -> None:
        """No more moves in the match being played (a worker's late answer is ignored)."""
        self.timer.stop()
        self.seating.drop()
        self.looks.clear()
        self._held, self._end_after_looks, self._kept = [], False, []
        self.curtain.emit(None)
        if self.controller is not None:
            self.controller.stop()
            self.controller.setParent(None)
        self.thinking.emit([])

    def _wire(self, controller: GameController) -> None:
        controller.changed.connect(self._changed)
        controller.hand_ended.connect(self._hand_ended)
        controller.hand_recorded.connect(self._hand_recorded)
        controller.match_ended.connect(self._match_ended)
        controller.thinking.connect(self.thinking)

    def again(self) -> None:
        """再来一场: the same people and rules, a new deal."""
        rules = self.controller.match.rules if self.controller else self.rules
        self.start_plan(MatchPlan(rules, self.seats, None if not self.demo else self.seed))
        self.seed = next_seed(self.seed)

    # --- who is shown ------------------------------------------------------------------------

    @property
    def match(self) -> Match:
        assert self.controller is not None
        return self.controller.match

    @property
    def playing(self) -> bool:
        """A match is on the table and not over (it is the one the autosave holds)."""
        return self.controller is not None and not self.controller.match.finished

    @property
    def shown(self) -> int:
        """The match player whose seat is drawn at the bottom."""
        return self.seating.shown

    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom: the shown person's seat in this hand (the last
        hand's, once the match is over)."""
        return (self.shown - hand_dealer(self.match)) % 4

    def name_of(self, player: int) -> str:
        return display_name(self.seats, player)

    def level_of(self, player: int) -> str:
        """A computer's level in a word, for its plate (a newcomer could not tell how strong
        the computers were); 托管 for a person the computer plays for (in hot-seat the others
        could not tell, and it went on into the next hands); else ""."""
        c = self.controller
        if c is not None and player in c.people() and c.is_auto(player):
            return T.AUTO_PLAY
        return level_name(self.seats[player].kind)

    def cover(self, person: int) -> None:
        """Cover the table until ``person`` sits down."""
        self.timer.stop()
        self.seating.cover(person)
        self._show_curtain()

    def lift_curtain(self) -> int | None:
        """The person the curtain waits for sits down: the table turns to them."""
        person = self.seating.lift()
        if person is None:
            return None
        self._show_curtain()
        self._save()
        self._draw()
        return person

    def _show_curtain(self) -> None:
        person = self.seating.waiting_for
        if person is None:
            self.recap.emit(())
            self.curtain.emit(None)
            return
        who = seat_who(self.match.seat_of(person), self.name_of(person))
        self.recap.emit(self._recap_lines(person))
        self.curtain.emit(T.CURTAIN.format(who=who))

    def _recap_lines(self, person: int) -> tuple[str, ...]:
        """What happened since ``person`` last moved or looked, for the curtain."""
        seen = self._seen.get(person, 0)
        told = since_last_move(self.match.state.events, self.match.seat_of(person), seen)
        names = [self.name_of(self.match.player_at(seat)) for seat in range(4)]
        return recap_lines(told, names)

    def _follow_turn(self) -> bool:
        """Give the screen to the person who must decide next (behind the curtain when
        several people play). True if the curtain or the person shown changed."""
        assert self.controller is not None
        if self._kept and not self.looks.active:  # everyone has looked, and the claims kept
            return False  # back are being made: the curtain must not name who made them
        several = self.hot_seat()
        head = self.looks.head  # None unless someone must look at a discard
        pending = [head] if head is not None else self.controller.pending_people()
        if not self.seating.follow(pending, several):
            return False
        if self.seating.covered():
            self.timer.stop()
            self._show_curtain()
        return True

    # --- what the table shows -----------------------------------------------------------------

    def _changed(self, events: list) -> None:
        self._unsay_take_back()
        self._tell_beaten(events)
        self._tell_win_taken(events)
        if any(e.type == "deal" for e in events):
            self.policy.wins_only.clear()  # a new hand: the toggles start off
            self._seen.clear()
        shown_now = self._begin_looks(events)
        if shown_now:
            self.events.emit(shown_now)
        self._save()
        if self._decide_for_people():
            return  # the table passed or won for a person: that change is being drawn
        self._check_looks()
        turned = self._follow_turn()
        if self.seating.covered() and not turned:
            # The same person is waited for: what happened since is said again (the seat
            # named too: a curtain put up before a deal named last hand's seat).
            self._show_curtain()
        # Other seats declined a claim: nothing moved, and the person's choice still stands.
        quiet = not turned and bool(events) and all(e.type == "decide" for e in events)
        self._draw(quiet)

    def _table_show(self) -> TableShow:
        table = snapshot(self.match, self.bottom, self.name_of, levels=self.level_of)
        table = hide_claimers(table)
        if self.looks.active:
            table = as_offered(table, self.looks, self._draws_since_offer())
        return conceal(table) if self.seating.covered() or self._nobody_deciding() else table

    def _nobody_deciding(self) -> bool:
        """In hot-seat, while no person must decide (the computers, or people on 托管, play):
        every hand is drawn face down, the last person's too. It stayed face up until the next
        person's turn, for a family walking up to the screen to read (a second or two while
        the expert thought); and with everyone on 托管 the curtain lifted onto a hand."""
        c = self.controller
        if c is None or not self.hot_seat() or self.match.hand_over():
            return False
        return not c.pending_people() and self.looks.head is None

    def _draw(self, quiet: bool = False) -> None:
        """Redraw from the match; ``quiet``: only who is to act changed."""
        self.table = self._table_show()
        legal = self._bottom_legal()
        look = self._looking()
        if quiet and legal == self._legal and not look:
            self.redraw.emit(Redraw(self.table, quiet=True))
            return
        self._legal = legal
        assert self.controller is not None
        people = bool(self.controller.people())
        auto = self.controller.is_auto(self.shown)
        passed = self._passed_for.get(self.shown) if look else None
        line = prompt(self.table, legal, self.seating.covered(), people, auto, look, passed)
        self.redraw.emit(Redraw(self.table, quiet, Input(tuple(legal), line, look)))
        self._update_side(legal)

    def _bottom_legal(self) -> list[Action]:
        """What the person at the bottom is offered now (a person taking wins only is
        offered only the win and the pass; while people look, only a claim)."""
        if self.controller is None or self.seating.covered():
            return []
        legal = self.controller.human_legal(self.bottom)
        step = self.match.state.step
        claim = step is not None and step.value in CLAIM_STEPS
        if self.looks.active and not claim:
            return []  # the table stands at the discard until everyone has looked
        return self.policy.offered(legal, self.shown) if claim else legal

    def retranslate(self) -> None:
        """The curtain's words and the prompt again, in the language now installed."""
        if self.controller is None or self.table is None:
            return
        self._show_curtain()
        if not self.match.finished:
            self._draw()
        else:  # the standings: the plates again (names, levels), nothing offered over them
            self.table = self._table_show()
            self.redraw.emit(Redraw(self.table, quiet=True))

    def hint_input(self) -> tuple[SeatView | None, list[Action]]:
        """What the hints are about: the bottom seat's view and its legal actions now."""
        legal = list(self._legal)
        return (self.match.view(self.bottom) if legal else None), legal

    # --- claims: what the table decides for people, and hot-seat looks ------------------------

    def hot_seat(self) -> bool:
        """Several people play at this screen (the curtain comes between them); not in a
        screenshot's autoplay, where nobody does (its picture was the curtain, not the table)."""
        if self.controller is None or self._autoplay:
            return False
        return len(self.controller.people()) > 1

    def set_claim_settings(self, claims: str, hotseat_claims: str) -> None:
        """``Settings.claims`` and ``Settings.hotseat_claims``, from now on."""
        self.policy.claims, self.policy.hotseat_claims = claims, hotseat_claims
        self._refresh()

    def set_wins_only(self, person: int, on: bool) -> None:
        """ "This hand: wins only" for ``person``: every other claim is passed at once."""
        if on:
            self.policy.wins_only.add(person)
        else:
            self.policy.wins_only.discard(person)
        self._refresh()

    def _refresh(self) -> None:
        """Decide again what the table takes for people, and redraw."""
        if self.controller is not None and self.table is not None and not self.match.finished:
            self._changed([])

    def _decide_for_people(self) -> bool:
        """Submit the first claim decision the table takes for a person now (see the module
        text); True if it did (the change it made has been announced and drawn)."""
        controller = self.controller
        assert controller is not None
        state = self.match.state
        if state.step is None or state.step.value not in CLAIM_STEPS or self.match.finished:
            return False
        rob, several = state.step.value == "rob", self.hot_seat()
        for seat in state.to_act():
            if not controller.is_human(seat):
                continue
            legal, person = controller.human_legal(seat), self.match.player_at(seat)
            action = self.policy.decide(legal, person, several, rob, self._viewer(seat))
            if action is not None:
                if action.verb is Verb.WIN:  # said if it wins (two may: the nearer does)
                    self._wins_taken.add(seat)
                if action.verb is Verb.PASS:
                    claims = tuple(a for a in legal if a.verb is not Verb.PASS)
                    self._passed_for[person] = Passed(claims, person in self.policy.wins_only)
                    if not several:
                        self._tell_passed(self._passed_for[person])
                controller.submit(action)
                return True
        return False

    def _tell_passed(self, passed: Passed) -> None:
        """Say the match's first claim the table passed for the person as not worth asking
        (not one passed by "this hand: wins only", which they chose); once, not to nag."""
        window = self.match.state.window
        if self._told_passed or passed.wins_only or window is None:
            return
        self._told_passed = True
        self.told.emit(passed_note(window.source, window.tile, passed))

    def _viewer(self, seat: int) -> Callable[[], SeatView]:
        """``seat``'s view, made only if asked for."""
        return lambda: self.match.view(seat)

    def _active_people(self) -> dict[int, int]:
        """Seat → person, for the people not on 托管."""
        c = self.controller
        assert c is not None
        return {self.match.seat_of(p): p for p in c.people() if not c.is_auto(p)}

    def _begin_looks(self, events: list[Event]) -> list[Event]:
        """Hot-seat "all": a discard starts the looks, holding the computers and every
        event after the discard until everyone has looked. Returns the events to announce
        now."""
        if self.looks.active:
            self._held += events
            return []
        if self._resuming or not self.policy.everyone_looks(self.hot_seat()):
            return events
        index = next((i for i in reversed(range(len(events))) if events[i].type == "discard"), None)
        if index is None:
            return events
        at = len(self.match.state.events) - len(events) + index
        if not self._start_looks(events[index], at):
            return events
        self._held = events[index + 1 :]
        return events[: index + 1]

    def _start_looks(self, discard: Event, at: int) -> bool:
        """Everyone but the discarder looks at ``discard`` (the hand's event ``at``), the
        computers waiting meanwhile; False if nobody is to look."""
        assert discard.seat is not None and self.controller is not None
        people = lookers(discard.seat, self._active_people())
        if not people:
            return False
        self.looks.start(discard.seat, discard.get("tile"), at, people)
        self._passed_for.clear()
        self.controller.hold(True)
        return True

    def _draws_since_offer(self) -> list[bool]:
        later = self.match.state.events[self.looks.event + 1 :]
        return [bool(e.get("tail")) for e in later if e.type == "draw"]

    def _looking(self) -> bool:
        """The person shown is looking at the discard on offer."""
        return self.looks.head == self.shown and not self.seating.covered()

    def _check_looks(self) -> None:
        """Drop from the looks whoever went on 托管; end them once the discard was claimed
        or everyone has looked."""
        controller = self.controller
        assert controller is not None
        if self.looks.active:
            active = self._active_people()
            for person in list(self.looks.queue):
                if person not in active.values():
                    self.looks.done(person)
            later = self.match.state.events[self.looks.event + 1 :]
            if any(e.type in CLAIM_EVENTS for e in later):
                self.looks.clear()  # someone claimed it: the play goes on from there
        if controller.held and not self.looks.active:
            if self._kept:  # made from the event loop: this may run inside the controller's
                QTimer.singleShot(0, self._make_kept)  # announcing of the last decision
                return
            self._end_looks()

    def _make_kept(self) -> None:
        """Everyone has looked: the claims kept back are made, then the computers go on.
        Each leaves the list as it is made, so the last is made with none left: until then
        nobody is given the screen (the rules still wait for the others)."""
        while self._kept:
            self._submit_now(self._kept.pop(0))  # (refused if its maker went on 托管)
        if self.controller is not None and not self.match.finished:
            self._look_on()

    def _end_looks(self) -> None:
        """Everyone has looked: the computers go on, the sounds held back are heard."""
        assert self.controller is not None
        held, self._held = self._held, []
        if held:
            self.events.emit(held)
        self.controller.hold(False)
        if self._end_after_looks:
            self._end_after_looks = False
            QTimer.singleShot(0, self._hand_ended)

    def look_done(self) -> None:
        """继续: the person shown has looked at the discard and has nothing to claim."""
        if not self._looking() or self._bottom_legal():
            return
        self._done_looking()
        self._look_on()

    def _look_on(self) -> None:
        """After a look ends (or who looks changes): the looks go on or end, the screen goes
        to whoever decides next, and the table is drawn for them."""
        self._check_looks()
        self._follow_turn()
        self._draw()

    def _done_looking(self) -> None:
        """The person shown has looked at the discard on offer: what the table showed them
        (as it was at that discard) is not news on their next curtain."""
        self._seen[self.shown] = self.looks.event + 1
        self.looks.done(self.shown)

    def auto_state(self) -> AutoState:
        """Who may go on 托管 from the menus, and who is."""
        c = self.controller
        if c is None:
            return AutoState(shown=self.shown)
        people = c.people() if not c.match.finished else []
        if len(people) > 1:
            toggles = tuple((p, self.name_of(p), c.is_auto(p)) for p in people)
            # under the curtain nobody has the screen: Ctrl+T pressed by the one sitting
            # down put the one who had left on 托管, unseen
            shown = NOBODY if self.seating.covered() else self.shown
            return AutoState(toggles, shown, True, shown != NOBODY and c.is_auto(shown))
        person = self.shown in c.people() and not c.match.finished
        enabled = person and not self.seating.covered()
        return AutoState((), self.shown, enabled, c.is_auto(self.shown))

    # --- 托管, the turn timer, pace -----------------------------------------------------------

    def _update_side(self, legal: list[Action]) -> None:
        """The 托管 toggle, the countdown and the hints follow the person shown."""
        controller = self.controller
        assert controller is not None
        person = self.shown in controller.people() and not self.match.finished
        here = person and not self.seating.covered()
        self.auto.emit(controller.is_auto(self.shown), here)
        # With wins taken for every person (hot-seat "win"), there is nothing to turn off.
        playing = self.match.state.phase.value == "play"
        toggle = here and playing and self.policy.offers_wins_only(self.hot_seat())
        self.win_only.emit(self.shown in self.policy.wins_only, toggle)
        self.take_back_offered.emit(self.can_take_back())
        self._update_timer(legal)
        self.hints.emit(*self.hint_input())
        self.state_changed.emit()

    def set_auto(self, player: int, on: bool) -> None:
        """托管 on or off for person ``player``."""
        if self.controller is None or player not in self.controller.people():
            return
        self.controller.set_auto(player, on)
        self.timer.stop()
        if self.table is not None:
            # someone on 托管 no longer looks at discards; someone back may decide now
            self._look_on()

    def _update_timer(self, legal: list[Action]) -> None:
        seconds = self.turn_timer_s
        if seconds <= 0 or not legal:
            self.timer.stop()
            self.countdown.emit(None)
            return
        # One decision = this person, at this point of the hand (a claim window's other
        # decisions do not count: they do not give the person anything new to decide).
        moves = sum(e.type != "decide" for e in self.match.state.events)
        self.timer.start(seconds, (self.match.hand_number, self.shown, moves))

    def _time_out(self) -> None:
        """Time is up: a claim the person could make is passed (a win is taken: nobody
        waits to lose one), and so is a bid; anything else goes to 托管. A tester's
        unanswered pung was made by 托管, which went on to deal in; another, still reading
        the bids, saw 托管 bid and play the whole hand in eight seconds."""
        self.countdown.emit(None)
        legal = self._legal
        if not legal:
            return
        state = self.match.state
        if state.window is not None or state.phase is Phase.BIDDING:
            answer = next((a for a in legal if a.verb is Verb.WIN), None) or next(
                (a for a in legal if a.verb is Verb.PASS), None
            )
            if answer is not None:
                log.info("turn timer ran out: %s answers %s", self.name_of(self.shown), answer)
                self.submit(answer)
                return
        log.info("turn timer ran out: %s goes on 托管", self.name_of(self.shown))
        self.set_auto(self.shown, True)

    def set_pace(self, delay_ms: int) -> None:
        """The computers' pace (a demo keeps its own)."""
        if not self.demo:
            self.delay_ms = delay_ms
            if self.controller is not None:
                self.controller.delay_ms = delay_ms

    def set_turn_timer(self, seconds: int) -> None:
        """Seconds for each decision (0: no timer); the decision now is timed afresh."""
        self.turn_timer_s = seconds
        if self.controller is not None and self.table is not None:
            self.timer.stop()
            self._update_side(self._legal)

    # --- what the person does ------------------------------------------------------------------

    def submit(self, action: Action) -> bool:
        """Hand a person's action to the controller (refused unless legal). A claim decision
        of the person looking at a discard ends their look; a claim (not a pass) made while
        others must still look is kept back until they have (``_make_kept``), and True is
        returned for it then, though it may yet be refused (its maker put on 托管)."""
        assert self.controller is not None
        legal = action in self._legal and action in self.controller.human_legal(action.seat)
        if legal and self._looking() and action.seat == self.bottom:
            self._done_looking()
            if action.verb is not Verb.PASS and self.looks.active:
                # Kept back until everyone has looked: made at once, a claim nobody after
                # could contest ended the looks there, and everyone learnt that nobody after
                # could claim (a pass changes nothing anyone can see: the table is held).
                self._kept.append(action)
                self._look_on()
                return True
        return self._submit_now(action)

    def can_take_back(self) -> bool:
        """May the person shown take back their last discard, bid or wild choice now (悔牌)?
        In a match one person plays against the computers (``GameController.can_take_back``)."""
        c = self.controller
        return (
            c is not None
            and not self._autoplay
            and not self.seating.covered()
            and c.can_take_back(self.shown)
        )

    def take_back(self) -> bool:
        """悔牌: the person shown takes back their last discard, bid (or 不包) or wild choice,
        and all played since; the notice line names it. False (and nothing changes) if they
        may not."""
        if not self.can_take_back():
            return False
        assert self.controller is not None
        self.timer.stop()
        self._claimed = None  # a claim made since is undone with the rest
        seat = self.match.seat_of(self.shown)
        played, melded = len(self.match.state.actions), list(self.match.state.melds[seat])
        self.moves_taken_back += 1  # (before: taking back saves the match, with the count)
        taken = self.controller.take_back(self.shown)
        assert taken is not None
        log.info("%s took back %s and %d actions after it", self.name_of(self.shown), taken,
                 played - len(self.match.state.actions) - 1)  # fmt: skip
        # the person's own melds undone with it are named: a pung vanished without a word
        # (by the melds on the table: a claim another seat's beat made none)
        melds = undone_melds(melded, self.match.state.melds[seat])
        note = taken_back_text(taken)
        if melds:
            note += T.TAKEN_BACK_MELDS.format(melds=T.HINTS_SEPARATOR.join(melds))
        self._take_back_note = note
        self._taken_back_at = (seat, len(self.match.state.actions))
        self.told.emit(note)
        if taken.verb is Verb.DISCARD:
            self.taken_back.emit(taken.tile)
        return True

    def _unsay_take_back(self) -> None:
        """The 悔牌 note ("discard again") is unsaid once the seat has played on, whoever made
        the move: 托管 or the turn timer played it, and the note stayed over 等待其他玩家."""
        if self._take_back_note is None:
            return
        seat, at = self._taken_back_at
        actions = self.match.state.actions
        if len(actions) < at or any(a.seat == seat for a in actions[at:]):  # (or a new hand)
            self.told_over.emit(self._take_back_note)
            self._take_back_note = None

    def _submit_now(self, action: Action) -> bool:
        taken = self.controller is not None and self.controller.submit(action)
        if taken and action.verb in CLAIMS and self.match.state.window is not None:
            self._claimed = action
        return taken

    def _tell_win_taken(self, events: list[Event]) -> None:
        """A win the table took for a person (hot-seat "wins only": nobody is asked) is said
        on the notice line (a family asked how Mum had won unasked)."""
        for e in events:
            if e.type == "win" and e.seat in self._wins_taken:
                who = seat_who(e.seat, self.name_of(self.match.player_at(e.seat)))
                self.told.emit(T.WIN_TAKEN.format(who=who))
            if e.type in ("win", "deal"):
                self._wins_taken.clear()

    def _tell_beaten(self, events: list[Event]) -> None:
        """A person's claim that another seat's claim beat (docs/rules.md §6: a win, then a
        pung or kong, then a chow; nearest in turn within a class): say so, for the click
        that seemed to do nothing."""
        mine = self._claimed
        if mine is None:
            return
        for e in events:
            if e.type in CLAIM_EVENTS or e.type in ("discard", "draw", "deal"):
                self._claimed = None
                # said only to the claimer, at the screen: in hot-seat the next person may sit
                # there by now, and the note would tell them of a claim they never made
                at_screen = mine.seat == self.bottom and not self.seating.covered()
                seat = e.seat if e.type in CLAIM_EVENTS else None
                if seat is not None and seat != mine.seat and at_screen:
                    who = self.table.seats[seat].name if self.table is not None else ""
                    theirs, own = claim_word(Verb(e.type)), claim_word(mine.verb)
                    self.told.emit(T.CLAIM_BEATEN.format(who=who, theirs=theirs, mine=own))
                return

    # --- the end of a hand and of the match, the files ------------------------------------------

    def _save(self) -> None:
        if self.session is not None and self.controller is not None:
            hints = self.personal_hints.to_meta()
            self.session.save(self.match, self.seats, self.shown, hints, self.moves_taken_back)

    def _hand_ended(self) -> None:
        if self.looks.active:  # the last discard: the result comes once everyone has looked
            self._end_after_looks = True
            return
        if self.seating.covered():  # every hand is shown now: nothing left to hide
            self.seating.drop()
            self._show_curtain()
            self._draw()
        self.timer.stop()
        self.hand_over.emit(self.match, self.name_of)
        if self.auto_next_ms >= 0:
            QTimer.singleShot(self.auto_next_ms, self._auto_next)

    def _auto_next(self) -> None:
        if self.controller is not None and not self.controller.paused:
            self.next_hand(by_person=False)

    def next_hand(self, by_person: bool = True) -> None:
        """下一局: put the result away and deal the next hand (or end the match). A person
        who presses it is at the table: their 托管 ends (a tester's computer went on to bid
        包 for them in the next hand, when 托管 had only been meant to finish the last). In
        hot-seat everyone gathered round the result, so every person's 托管 ends: a tester's
        grandmother, on 托管 to the end of a hand, was played for through the next one and
        never asked to sit down (the curtain comes down only for a person who decides)."""
        assert self.controller is not None
        self.result_closed.emit()
        if by_person:
            back = self.controller.people() if self.hot_seat() else [self.shown]
            for person in back:
                if person in self.controller.people():
                    self.controller.set_auto(person, False)
        if self.hot_seat() and self.match.hand_over() and not self.match.finished:
            # Everyone gathered round the result: the new hand opens behind the curtain, even
            # for the person shown (it moves on to whoever decides first as the deal comes;
            # after the last hand ``_match_ended`` lifts it).
            self.cover(self.shown)
        self.controller.next_hand()

    def _hand_recorded(self, record: HandRecord) -> None:
        if self.session is not None:
            self.session.record(self.match, record, self.seats, self.moves_taken_back)
        self.moves_taken_back = 0  # (none can be taken back once the hand is over)

    def _match_ended(self) -> None:
        if self.seating.covered():  # (down for a next hand there is none of)
            self.seating.drop()
            self._show_curtain()
        if self.session is not None:
            self.session.finish()
        if self.controller is not None and self.match.state.is_ended():
            self._draw()  # the plates show the final scores, as the standings do
        self.match_over.emit(self.match, self.name_of)
        self.state_changed.emit()


def undone_melds(before: Sequence[Meld], after: Sequence[Meld]) -> list[str]:
    """The words for a seat's melds in ``before`` that ``after`` (a take-back) no longer has:
    those past its end, and a kong that is a pung again (补杠).

    >>> from zhuji_desktop.engine.melds import Meld, MeldType
    >>> pung, chow = Meld(MeldType.PUNG, (4, 4, 4), 4), Meld(MeldType.CHOW, (0, 1, 2), 0)
    >>> undone_melds([pung, chow], [pung]), undone_melds([pung], [pung])
    (['吃'], [])
    >>> undone_melds([Meld(MeldType.KONG, (4, 4, 4, 4), 4)], [pung])
    ['补杠']
    """
    words = {
        MeldType.CHOW: T.CHOW,
        MeldType.PUNG: T.PUNG,
        MeldType.KONG: T.EXPOSED_KONG,
        MeldType.CKONG: T.CONCEALED_KONG,
    }
    added = [T.ADDED_KONG for b, a in zip(before, after) if b.type != a.type]
    return added + [words[m.type] for m in before[len(after) :]]


def taken_back_text(taken: Action) -> str:
    """The notice of a choice taken back (悔牌): a discard, a bid or 不包, or the wilds.

    >>> taken_back_text(Action.parse("E discard 5m")), taken_back_text(Action.parse("E pass"))
    ('已悔牌：五万回到你手里，重新出牌', '已悔牌：收回“不包”，重新叫包')
    >>> taken_back_text(Action.parse("E bid du3")), taken_back_text(Action.parse("E wild 9m"))
    ('已悔牌：收回“独3台”，重新叫包', '已悔牌：收回“定九万为财神”，重新定财神')
    """
    if taken.verb is Verb.DISCARD:
        return T.TAKEN_BACK.format(tile=tile_name(taken.tile))
    if taken.verb is Verb.WILD:
        return T.TAKEN_BACK_WILDS.format(tile=tile_name(taken.tile))
    said = T.BID_PASS if taken.bid is None else bid_text(taken.bid)
    return T.TAKEN_BACK_BID.format(bid=said)
