"""The controller: drives the match, paces the computer players, takes the people's actions.

No widgets here. The game flow (``ui.game_flow``) listens to the signals and has the table
drawn; it changes the game only by ``submit``-ting an action for a person's seat, which is
accepted only when it is legal.

A person may hand their seat to a computer for a while (托管, ``set_auto``): a hard computer
player then decides for them until they take it back.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from ...ai.base import Player
from ...ai.registry import make_player
from ...engine.actions import Action
from ...engine.events import Event
from ...engine.inputs import InputError
from ...engine.match import Match
from ...engine.view import SeatView
from .settings import DEFAULT_DELAY_MS

log = logging.getLogger(__name__)

WARM_UP_POLL_MS = 10
AUTO_LEVEL = "hard"  # who plays for a person on 托管


_warm_up: threading.Thread | None = None


def warm_up_engine() -> None:
    """Load the engine's hand tables (about 0.1 s, once) on a thread, so that the first
    legal-move query of a hand does not stall the window. The window calls it once its first
    frame is up (not before: it would slow the start); see ``ensure_warm``."""
    global _warm_up
    if _warm_up is None:
        from ...engine.hand import shanten

        pair = [0] * 33 + [2]
        _warm_up = threading.Thread(target=shanten, args=(pair, 0), daemon=True)
        _warm_up.start()


def warming() -> bool:
    """Is the warm-up still loading?"""
    return _warm_up is not None and _warm_up.is_alive()


def ensure_warm() -> None:
    """Wait for the warm-up (instant once done): the tables must not be read while loading."""
    if _warm_up is not None:
        _warm_up.join()


def computer_seed(match_seed: int, player: int) -> int:
    return match_seed * 7919 + player * 104_729 + 1


@dataclass(frozen=True)
class Job:
    """One computer decision to make: everything the worker thread needs, nothing shared."""

    seat: int
    player: Player
    view: SeatView
    legal: list[Action]


def decide(job: Job) -> tuple[Action, float]:
    """The player's choice (the first legal action if it fails or errs) and the ms it took."""
    start = time.perf_counter()
    try:
        action = job.player.decide(job.view, list(job.legal))
    except InputError as e:  # a damaged data file of the install (the bid table): no bug
        log.error("computer player at seat %d cannot decide: %s; taking %s", job.seat, e,
                  job.legal[0])  # fmt: skip
        action = job.legal[0]
    except Exception as e:  # the error in the first line: a traceback's last line is far
        log.exception("computer player at seat %d failed (%s: %s); taking %s", job.seat,
                      type(e).__name__, e, job.legal[0])  # fmt: skip
        action = job.legal[0]
    if action not in job.legal:
        log.error("computer player chose an illegal %s; taking %s", action, job.legal[0])
        action = job.legal[0]
    return action, (time.perf_counter() - start) * 1000


class GameController(QObject):
    """Runs ``match``. ``players[p]`` is the computer player of match player ``p``, or None
    for a person at this PC. ``delay_ms`` paces the computer's visible moves; ``threaded``
    lets them think on a worker thread (off only in tests that want every step synchronous)."""

    changed = Signal(list)  # the events (engine Event objects) the last step produced
    hand_ended = Signal()
    hand_recorded = Signal(object)  # the HandRecord of a hand that has ended (before hand_ended)
    match_ended = Signal()
    thinking = Signal(list)  # the seats whose computers are deciding now ([]: none)
    _thought = Signal(int, object)  # generation, [(seat, (action, ms))] from the worker

    def __init__(
        self,
        match: Match,
        players: Mapping[int, Player | None],
        delay_ms: int = DEFAULT_DELAY_MS,
        parent: QObject | None = None,
        threaded: bool = True,
    ) -> None:
        super().__init__(parent)
        self.match = match
        self.players = dict(players)
        self.stand_ins: dict[int, Player] = {}  # match player -> who plays for them (托管)
        self.delay_ms = delay_ms
        self.events_shown = 0
        self.max_think_ms = 0.0
        self.paused = False  # no more computer moves (e.g. a screenshot is being taken)
        self.held = False  # the computers wait (people are looking at a discard, hot-seat)
        self._seen = 0  # events of the current hand already announced
        self.threaded = threaded
        self._thinking = False  # a worker is deciding for the computers
        self._jobs: list[Job] = []  # what it is deciding
        self._generation = 0  # bumped when a think's result would no longer apply
        self._thought.connect(self._apply_thoughts)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)

    # --- queries ------------------------------------------------------------------------------

    def computer_for(self, player: int) -> Player | None:
        """Who decides for match player ``player``: its computer player, its 托管 stand-in,
        or None when a person does."""
        computer = self.players.get(player)
        return computer if computer is not None else self.stand_ins.get(player)

    def is_human(self, seat: int) -> bool:
        """Does a person (not on 托管) play ``seat`` of the current hand?"""
        return self.computer_for(self.match.player_at(seat)) is None

    def people(self) -> list[int]:
        """The match players that are people (on 托管 or not)."""
        return [p for p in range(4) if self.players.get(p) is None]

    def is_auto(self, player: int) -> bool:
        return player in self.stand_ins

    def pending_people(self) -> list[int]:
        """The people (not on 托管) who must decide now, as match players in seat order."""
        if self.match.finished:
            return []
        state = self.match.state
        return [self.match.player_at(s) for s in state.to_act() if self.is_human(s)]

    def human_legal(self, seat: int) -> list[Action]:
        """The legal actions of a human ``seat`` now ([] if it need not act)."""
        ensure_warm()
        state = self.match.state
        if self.match.finished or not self.is_human(seat) or seat not in state.to_act():
            return []
        return state.legal_actions(seat)

    # --- driving ----------------------------------------------------------------------------

    def start(self) -> None:
        """Announce the dealt hand (or, resumed, the hand so far) and let the computers
        begin. A resumed hand that had already ended goes straight to its result."""
        if self.match.finished:
            self.match_ended.emit()
            return
        self._announce()
        if self.match.hand_over():
            self._end_hand()
            return
        self._schedule(0)

    def set_auto(self, player: int, on: bool) -> None:
        """Put person ``player`` on 托管 (a hard computer decides for them) or take it off.
        A think already running for them is dropped when its result comes back."""
        if self.players.get(player) is not None or on == self.is_auto(player):
            return
        if on:
            seed = computer_seed(self.match.seed, player) + 1
            self.stand_ins[player] = make_player(AUTO_LEVEL, seed)
            self._schedule(0)
        else:
            del self.stand_ins[player]

    def submit(self, action: Action) -> bool:
        """A person's action: applied if it is theirs to take and legal; returns whether it was."""
        if action not in self.human_legal(action.seat):
            log.info("refused %s: not legal now", action)
            return False
        self.match.apply(action)
        self._after_apply()
        return True

    def can_take_back(self, person: int) -> bool:
        """May ``person`` take back their last discard, bid or wild choice (悔牌)? Only a
        person playing alone against the computers, not on 托管, in a hand not yet over in
        which they have made one (``Match.last_choice_of``): in hot-seat it would undo what
        another person has seen and done."""
        return (
            self.people() == [person]
            and not self.is_auto(person)
            and self.match.last_choice_of(self.match.seat_of(person)) is not None
        )

    def take_back(self, person: int) -> Action | None:
        """悔牌: ``person``'s last choice and all played since are undone (``Match.take_back``),
        a computer's think under way is dropped, and the table is drawn again. Returns the
        action taken back, or None if ``can_take_back`` says no."""
        if not self.can_take_back(person):
            return None
        self._generation += 1  # a think under way answers for a position that is gone
        self._timer.stop()
        self._cancel_thinking()
        self.thinking.emit([])  # (its late answer is dropped): no plate says 思考中 for it
        taken = self.match.take_back(self.match.seat_of(person))
        self._seen = len(self.match.state.events)
        self.changed.emit([])  # nothing new happened: the table is drawn as it stands
        return taken

    def next_hand(self) -> None:
        """Book the finished hand in the match and deal the next (or end the match); the
        history has had it since the hand ended."""
        if not self.match.hand_over() or self.match.finished:
            return
        self.match.next_hand()
        self._seen = 0
        self._generation += 1
        self._cancel_thinking()
        if self.match.finished:
            self.match_ended.emit()
            return
        self.start()

    def _end_hand(self) -> None:
        """The hand has ended: its record goes out at once (the history keeps it even if
        nobody presses 下一局; a resumed hand that had ended sends it again, and the history
        counts a hand recorded twice once), then the result."""
        self.hand_recorded.emit(self.match.ended_hand())
        self.hand_ended.emit()

    def hold(self, on: bool) -> None:
        """Make the computers wait (``on``), or let them go on. People may still act."""
        self.held = on
        if not on:
            self._schedule(0)

    def stop(self) -> None:
        """No more computer moves (a person's actions are still accepted); a long think
        under way is asked to end now."""
        self.paused = True
        self._generation += 1
        self._timer.stop()
        self._cancel_thinking()

    def _cancel_thinking(self) -> None:
        """Ask the computers deciding now to answer at once (their answer will be dropped)."""
        for job in self._jobs:
            cancel = getattr(job.player, "cancel", None)  # a player of one's own may lack it
            if callable(cancel):
                cancel()

    def _schedule(self, delay: int) -> None:
        if self.paused or self.held or self._thinking or self.match.hand_over():
            return
        if not self._timer.isActive():
            self._timer.start(delay)

    def _tick(self) -> None:
        """One computer step: every computer seat that must decide now decides (off the UI
        thread, so that a long think never freezes the window), then the actions are applied."""
        state = self.match.state
        if self.match.hand_over() or self._thinking or self.held:
            return
        if warming():  # come back when the tables are in, rather than wait here
            self._timer.start(WARM_UP_POLL_MS)
            return
        jobs = []
        for seat in state.to_act():
            player = self.computer_for(self.match.player_at(seat))
            if player is not None:
                jobs.append(Job(seat, player, self.match.view(seat), state.legal_actions(seat)))
        if not jobs:
            return  # a person decides next
        self._thinking = True
        self._jobs = jobs
        self.thinking.emit([job.seat for job in jobs])
        if self.threaded:
            threading.Thread(target=self._think, args=(self._generation, jobs), daemon=True).start()
        else:
            self._think(self._generation, jobs)

    def _think(self, generation: int, jobs: list[Job]) -> None:
        """Runs on the worker thread: decide every job, then hand the actions back."""
        self._thought.emit(generation, [(job.seat, decide(job)) for job in jobs])

    def _apply_thoughts(
        self, generation: int, results: list[tuple[int, tuple[Action, float]]]
    ) -> None:
        """Back on the UI thread: apply the decisions that are still legal."""
        self._thinking = False
        self._jobs = []
        self.thinking.emit([])
        if self.paused or self.held:
            return  # thought again once the people have looked (``hold(False)``)
        if generation != self._generation:
            self._schedule(0)  # a new hand began meanwhile: its computers may be waiting
            return
        state = self.match.state
        for seat, (action, ms) in results:
            self.max_think_ms = max(self.max_think_ms, ms)
            if self.is_human(seat):
                continue  # the person took their seat back from 托管 while it thought
            if seat in state.to_act() and action in state.legal_actions(seat):
                self.match.apply(action)
        self._after_apply()

    def _after_apply(self) -> None:
        events = self._announce()
        if self.match.hand_over():
            self._end_hand()
            return
        visible = any(e.type != "decide" for e in events)
        self._schedule(self.delay_ms if visible else 0)

    def _announce(self) -> list[Event]:
        events = self.match.state.events[self._seen :]
        self._seen = len(self.match.state.events)
        self.events_shown += len(events)
        self.changed.emit(list(events))
        return list(events)
