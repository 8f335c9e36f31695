"""One hand, or one whole match, between the listed players (``play_hand``, ``play_match``),
as ``zhuji-sim`` plays them; what each player's part in it was (``SeatResult``).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine import tiles
from ..engine.actions import Action
from ..engine.match import Match, hand_seed
from ..engine.melds import seat_letter
from ..engine.rules import RuleSet
from ..engine.state import HandResult, HandState, Phase
from ..engine.view import SeatView
from .log_file import log_lines
from .players import (
    DEFAULT_TIMEOUT,
    PlayerFailure,
    Seat,
    default_action,
    shown,
)

# A match ends when the deal has gone round (or after match_hands), but a drawn hand keeps the
# deal: four random players draw every hand, and a match of theirs never ended (a reviewer's
# run played 28,780 hands of 20 matches). A match of more hands than this is cut there.
MAX_MATCH_HANDS = 200
ROUND = 4  # hands per round: the running scores in the views start again at each round


class SimError(RuntimeError):
    """A bug found while simulating: an invariant breach (``--check``), or an illegal action
    from a built-in level (a player of one's own forfeits the hand instead)."""


@dataclass
class SeatResult:
    """One listed player's part in one hand."""

    delta: int = 0
    win: bool = False
    self_draw: bool = False
    deal_in: bool = False
    bao: bool = False
    bao_win: bool = False
    forfeit: bool = False
    times: list[float] = field(default_factory=list)  # ms per decision


PHASES = tuple(Phase)  # in the order a hand goes through them


@dataclass(frozen=True)
class Earlier:
    """A hand as an earlier run played it (its actions, as logged): ``play_hand`` reuses the
    rest of them once the hand reaches ``reuse_from`` with every action so far the same."""

    actions: tuple[str, ...]
    reuse_from: Phase = Phase.WILDS

    def reached(self, state: HandState) -> bool:
        """Whether ``state`` has come to ``reuse_from`` (or beyond)."""
        return PHASES.index(state.phase) >= PHASES.index(self.reuse_from)

    def same_so_far(self, state: HandState) -> bool:
        done = state.actions
        return len(done) <= len(self.actions) and all(
            str(a) == e for a, e in zip(done, self.actions)
        )


@dataclass
class HandOutcome:
    """One hand: its number, whether it was drawn, each listed player's result, its log."""

    index: int
    drawn: bool
    players: list[SeatResult]
    log: list[str]
    failures: list[str] = field(default_factory=list)
    ends_match: bool = False  # with --matches: the last hand of its match
    cut: bool = False  # ... cut at MAX_MATCH_HANDS before the rules ended it


def player_seed(seed: int, index: int, slot: int) -> int:
    """The seed of listed player ``slot`` in hand ``index`` (independent of process layout)."""
    return random.Random(f"{seed}:{index}:{slot}").randrange(2**31)


def hand_plan(index: int, seed: int, duplicate: bool) -> tuple[int, int, int]:
    """(deal number, wall seed, rotation) of hand ``index``."""
    deal = index // 4 if duplicate else index
    return deal, hand_seed(seed, deal), index % 4


def play_hand(
    specs: Sequence[str],
    index: int,
    seed: int,
    rules: RuleSet,
    duplicate: bool = False,
    check: bool = False,
    log: bool = False,
    scores: Sequence[int] = (0, 0, 0, 0),
    timeout: float = DEFAULT_TIMEOUT,
    seats: list[Seat] | None = None,
    earlier: Earlier | None = None,
) -> HandOutcome:
    """Play hand ``index`` to its end and report it by listed player. ``scores`` are the
    listed players' running totals shown in the views; ``seats`` may be reused across
    hands (players of one's own keep their processes).

    ``earlier``, this hand as an earlier run played it, ends the hand unasked once it reaches
    ``earlier.reuse_from`` with every action so far the same as then: the rest of its actions
    are applied as they are (``bench/bench_rerun.py`` measures a change to the bids or the
    wild choice this way: the players are deterministic, so only a change to the decisions
    before ``reuse_from`` could play such a hand otherwise)."""
    deal, wall_seed, rot = hand_plan(index, seed, duplicate)
    slot_at = [(s + rot) % 4 for s in range(4)]  # listed player at each seat
    own = seats is None
    if seats is None:
        seats = [Seat(spec, slot) for slot, spec in enumerate(specs)]
    # counted from 1, as the replay and the history count a log's hands; the log's own
    # "index" (from 0) is given too, for a script that looks the hand up
    where = (
        f"hand {index + 1} (log index {index}, deal {deal}, wall seed {wall_seed}, rotation {rot})"
    )
    table = _Table(specs, seats, slot_at, where, timeout, check)
    table.start(seed, index)
    east, south, west, north = (scores[slot_at[s]] for s in range(4))
    view_scores = (east, south, west, north)
    state = HandState.deal(wall_seed, rules)
    try:
        while not state.is_ended():
            if earlier is not None and earlier.reached(state):
                if earlier.same_so_far(state):
                    _finish_as_before(state, earlier, check, where)
                    break
                earlier = None  # it went otherwise: played to its end
            table.play_round(state, lambda s: state.view(s, view_scores))
    finally:
        if own:
            for seat in seats:
                seat.close()
    result = table.close(state)
    lines: list[str] = []
    if log:
        header = {
            "type": "hand",
            "index": index,
            "deal": deal,
            "rotation": rot,
            "seed": wall_seed,
            "players": {seat_letter(s): specs[slot_at[s]] for s in range(4)},
            "rules": rules.to_dict(),
        }
        lines = log_lines(header, state)
    return HandOutcome(index, result.drawn, table.results, lines, table.failures)


@dataclass
class _Table:
    """The listed players at one hand's seats (``at``: the listed player at each seat), with
    what each decided and how long it took (``results``) and what went wrong (``failures``):
    what ``play_hand`` and ``play_match`` share."""

    specs: Sequence[str]
    seats: list[Seat]
    at: list[int]
    where: str
    timeout: float
    check: bool
    results: list[SeatResult] = field(init=False)
    failures: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.results = [SeatResult() for _ in self.specs]

    def start(self, seed: int, index: int) -> None:
        """Each listed player begins hand ``index`` of the run of ``seed`` with a seed of its
        own (``player_seed``); one that cannot forfeits it."""
        for s, slot in enumerate(self.at):
            try:
                self.seats[slot].new_hand(player_seed(seed, index, slot), self.timeout)
            except PlayerFailure as e:
                what = "starting the hand"
                self.failures.append(_failure(self.specs[slot], e, self.where, s, what))
                self.results[slot].forfeit = True

    def play_round(self, state: HandState, view: Callable[[int], SeatView]) -> None:
        """Every seat asked now decides, in seat order (in a claim window each seat listed
        decides; then ``to_act()`` is read again)."""
        for s in state.to_act():
            slot = self.at[s]
            result, failures = self.results[slot], self.failures
            ask = _Ask(self.specs[slot], s, self.where, self.timeout, result, failures)
            action = ask.decision(self.seats[slot], state.legal_actions(s), view(s))
            state.apply(action)
            if self.check:
                _check(state, self.where, action)

    def close(self, state: HandState) -> HandResult:
        """The ended hand's result, counted for each listed player (``--check``: its
        payments must sum to zero)."""
        result = state.result
        assert result is not None
        if self.check and sum(result.deltas) != 0:
            raise SimError(
                f"check failed: {self.where}: payments do not sum to zero: {result.deltas}"
            )
        for s, slot in enumerate(self.at):
            _tally(self.results[slot], state, s)
        return result


def _finish_as_before(state: HandState, earlier: Earlier, check: bool, where: str) -> None:
    """Apply the rest of ``earlier``'s actions (the hand went as it did then so far)."""
    for text in earlier.actions[len(state.actions) :]:
        state.apply(Action.parse(text))
        if check:
            _check(state, where, state.actions[-1])


def match_seed(seed: int, match: int) -> int:
    """The seed of match ``match`` of a ``--matches`` run (its hands' walls follow from it as
    a match's do: ``engine.match.hand_seed``)."""
    return random.Random(f"{seed}:match:{match}").randrange(2**31)


def play_match(
    specs: Sequence[str],
    number: int,
    seed: int,
    rules: RuleSet,
    check: bool = False,
    log: bool = False,
    timeout: float = DEFAULT_TIMEOUT,
    seats: list[Seat] | None = None,
) -> list[HandOutcome]:
    """Play match ``number`` of a ``--matches`` run to its end (docs/rules.md §10): the deal
    stays after the dealer's win or a drawn hand, and that hand is a 老庄 hand (payments
    doubled); the match ends after ``match_hands`` hands, or when the deal has gone round
    once. Listed player ``slot`` is match player ``(slot - number) % 4``, so from match to
    match each listed player deals first in turn; the views show the match's real scores.

    >>> outs = play_match(["random"] * 4, 0, seed=1, rules=RuleSet(match_hands=3))
    >>> len(outs), [o.ends_match for o in outs]
    (3, [False, False, True])
    """
    match = Match(rules, match_seed(seed, number))
    slot_of = [(player + number) % 4 for player in range(4)]  # listed player of each
    own = seats is None
    if seats is None:
        seats = [Seat(spec, slot) for slot, spec in enumerate(specs)]
    outs: list[HandOutcome] = []
    try:
        while True:
            k = match.hand_number
            where = f"match {number + 1} hand {k} (wall seed {match.seeds[-1]})"
            at = [slot_of[match.player_at(s)] for s in range(4)]  # listed player at each seat
            table = _Table(specs, seats, at, where, timeout, check)
            table.start(seed, number * 10_000 + k)  # (a hand number of its own)
            state = match.state  # (match.apply is its apply)
            while not state.is_ended():
                table.play_round(state, match.view)
            result = table.close(state)
            lines: list[str] = []
            if log:
                header = {
                    "type": "hand",
                    "index": len(outs),  # (run() numbers the run's hands in order)
                    "rotation": at[0],  # listed player at East: seat s has (at[0] + s) % 4
                    "match": number,
                    "hand": k,
                    "seed": match.seeds[-1],
                    "old_dealer": state.old_dealer,
                    "players": {seat_letter(s): specs[at[s]] for s in range(4)},
                    "rules": rules.to_dict(),
                }
                lines = log_lines(header, state)
            ends = match.ends_the_match()
            cut = k >= MAX_MATCH_HANDS and not ends
            outs.append(
                HandOutcome(
                    k - 1, result.drawn, table.results, lines, table.failures, ends or cut, cut
                )
            )
            if ends or cut:
                return outs
            match.next_hand()
    finally:
        if own:
            for seat in seats:
                seat.close()


@dataclass
class _Ask:
    """One decision asked of the listed player ``spec`` at ``seat``: its time and any failure
    are kept in ``result`` and ``failures``."""

    spec: str
    seat: int
    where: str
    timeout: float
    result: SeatResult
    failures: list[str]

    def decision(self, player: Seat, legal: list[Action], view: SeatView) -> Action:
        """The player's action; on a failure the default one (and the player forfeits)."""
        t0 = time.perf_counter()
        asked = not player.forfeit  # a forfeited seat's moves are not its own
        try:
            action = player.decide(view, legal, self.timeout)
        except PlayerFailure as e:
            what = _deciding(view, legal)
            self.failures.append(_failure(self.spec, e, self.where, self.seat, what))
            self.result.forfeit = True
            action = default_action(legal)
        if asked:
            self.result.times.append((time.perf_counter() - t0) * 1000)
        if action not in legal:  # only a built-in level's: ``Seat`` judges the others'
            raise SimError(
                f"{self.where}: the built-in player {self.spec!r} at seat "
                f"{seat_letter(self.seat)} chose an action that is not legal: {shown(action)}"
            )
        return action


def _tally(r: SeatResult, state: HandState, seat: int) -> None:
    """What the ended hand ``state`` was for the player at ``seat``."""
    result = state.result
    assert result is not None
    r.delta = result.deltas[seat]
    r.bao = seat == state.bao
    r.win = result.winner == seat
    r.self_draw = r.win and result.self_drawn
    r.bao_win = r.bao and r.win
    r.deal_in = result.discarder == seat


def _deciding(view: Any, legal: Sequence[Any]) -> str:
    """The decision a player was making, in a few words."""
    shown = ", ".join(str(a) for a in legal[:6]) + (", …" if len(legal) > 6 else "")
    claim = getattr(view, "claim_tile", None)
    tile = f" on {tiles.CODES[claim]}" if claim is not None else ""
    step = f"{view.phase}/{view.step}" if view.step else view.phase
    return f"deciding in {step}{tile} among {shown}"


def _failure(spec: str, e: PlayerFailure, where: str, seat: int, what: str) -> str:
    said = e.detail if e.kind == "unbuilt" else f"{spec!r} {e.detail}"  # (which names it)
    return f"player {said} at {where}, seat {seat_letter(seat)}, {what}; it forfeits the hand"


def _check(state: HandState, where: str, action: Any) -> None:
    try:
        state.check_invariants()
    except AssertionError as e:
        raise SimError(f"check failed: {where}: invariant broken after {action}: {e}") from None
