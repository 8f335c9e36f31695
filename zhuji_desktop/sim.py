"""``zhuji-sim``: headless hands between computer players, with a JSON summary.

::

    zhuji-sim --players hard,normal,normal,normal (--hands N [--duplicate] | --matches M)
              [--seed S] [--jobs J] [--check] [--json] [--log FILE [--overwrite]]
              [--rule KEY=VALUE ...] [--decision-timeout SECONDS]

Players are level names (``random easy normal hard expert``; ``expert:300`` thinks about
300 ms a decision, ``expert:64p`` spends 64 playouts: only the latter is reproducible),
``package.module:Class`` or ``path/to/file.py:Class``.

How hands are played: every hand is dealt on its own (no 老庄 doubling; base points 1 unless
``--rule base_points=N``), with a wall fixed by the seed and the hand's number. In hand
``i`` the line-up is rotated by ``r = i mod 4``: seat ``s`` (0 = East, the dealer) is played
by listed player ``(s + r) mod 4``, so the deal passes round the four players in turn. With
``--duplicate`` each *deal* is played four times on the same wall, once per rotation ``r =
0..3``, so every player sits in every seat on every wall; ``--hands`` then counts deals.
Players are rebuilt for every hand with a seed drawn from ``--seed``, the hand and the seat,
so ``--jobs`` only changes speed: the results (everything but timings) are identical for any
number of processes.

With ``--matches M`` the hands are played as M whole matches instead (``play_match``, with the
engine's ``Match``, as the table plays them; docs/rules.md §10): after the dealer's win or a
drawn hand the dealer deals again and that hand is a 老庄 hand (every payment doubled); a match
ends after ``match_hands`` hands, or once the deal has gone round. In match ``m`` listed player
``(p + m) mod 4`` is the match's player ``p`` (player 0 deals first), the views show the
match's scores. In its ``--log`` each hand's header has its number in the run (``index``, and
``deal``), its ``match``, its ``hand`` in the match and the line-up's ``rotation`` (as with
``--hands``: listed player ``(s + rotation) mod 4`` at seat ``s``). Not with ``--duplicate``.

Scores in the players' views (``--hands``): four consecutive hands ``4k .. 4k+3`` are one
*round* (the deal passes all four players; with ``--duplicate``, the four plays of a deal), and
a view shows each seat's running total over the earlier hands of its round (0, 0, 0, 0 at a
round's first hand), as a one-round match would. Rounds never span processes, so this too is
the same for any ``--jobs``.

Players of your own run in processes of their own (``sim_players``): a decision that takes
longer than ``--decision-timeout`` seconds (default 60), raises, kills its process, or
answers with an action that is not among the legal ones makes that seat *forfeit the hand*
(its remaining decisions are a pass, or its first legal action); the failure is reported on
stderr ("player X raised …", "player X chose an action that is not legal: …", the answer
cut to 200 characters, with the hand, seat and decision) and counted in ``forfeits``; the
run goes on. A built-in level that chose an illegal action would be a bug: the run stops
with exit code 1, as it does when ``--check`` finds an invariant broken. A worker process
(``--jobs``) that dies is reported and the run stops with exit code 1; it is never waited on.

``--log FILE`` writes every hand's header and events as JSON lines (the replay viewer and
``bench/bench_edge.py`` read them). FILE must be new or empty, or ``--overwrite`` given to
replace it; a symbolic link, a pipe, a device or a folder is refused before any hand is
played (exit code 2): a pipe would hold the run forever, a link would write somewhere else. So
is a ``.py`` file, or the file a player is loaded from: ``--overwrite`` once cut a player's
source down to the log.

In the JSON summary ``hands`` counts hands played (four per deal with ``--duplicate``),
``draws`` the drawn hands (荒庄), and each player's figures add up over every seat it played.
``ci95`` is the half-width of the 95% confidence interval of ``score_per_hand``: over hands,
or, with ``--duplicate``, over deals (a deal's four plays are not independent), or with
``--matches`` over matches (each match's mean a hand). ``--matches`` adds ``matches`` and
``matches_cut``: matches cut at ``MAX_MATCH_HANDS`` hands, where drawn hands kept the deal.

>>> summary = run(["random"] * 4, hands=2, seed=1)
>>> summary["hands"], len(summary["players"])
(2, 4)
>>> sum(p["score_total"] for p in summary["players"])
0
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn, TextIO

from .ai.registry import make_player
from .engine import tiles
from .engine.actions import Action
from .engine.cli import OutputRefused, argument, guard_output, open_output
from .engine.inputs import decimal_number, excerpt, whole_number
from .engine.match import Match, check_seed, hand_seed
from .engine.melds import seat_letter
from .engine.rules import RuleSet, parse_rule_arg
from .engine.state import HandResult, HandState, Phase
from .engine.view import SeatView
from .sim_players import (
    DEFAULT_TIMEOUT,
    PlayerFailure,
    Seat,
    default_action,
    is_builtin,
    shown,
)

# Processes of --jobs: Windows' most for a process pool, the same everywhere so that a command
# runs alike on each system (and far more than the cores, which is all that speeds a run).
MAX_JOBS = 61
# Every hand's outcome is kept for the summary (a few hundred bytes each): a run of more
# hands than this (with --duplicate, four per deal) would end in a full memory, days later,
# instead of a result.
MAX_HANDS = 1_000_000
MAX_MATCHES = 5_000  # × MAX_MATCH_HANDS: at most MAX_HANDS hands
# A match ends when the deal has gone round (or after match_hands), but a drawn hand keeps the
# deal: four random players draw every hand, and a match of theirs never ended (a reviewer's
# run played 28,780 hands of 20 matches). A match of more hands than this is cut there.
MAX_MATCH_HANDS = 200
MAX_TIMEOUT = 86_400  # seconds: a day for one decision (more overflows the pipe's wait)
ROUND = 4  # hands per round: the running scores in the views start again at each round

PROG = "zhuji-sim"


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
        lines = _log_lines(header, state)
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
                lines = _log_lines(header, state)
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


def _log_lines(header: dict[str, Any], state: HandState) -> list[str]:
    """The hand's lines of a ``--log``: its header with the actions, then its events. The
    actions make the hand replayable exactly (the events alone do not say which claim a
    seat made when another claim won)."""
    header = {**header, "actions": [str(a) for a in state.actions]}
    lines = [json.dumps(header, ensure_ascii=False)]
    return lines + [json.dumps(e.to_dict(), ensure_ascii=False) for e in state.events]


def read_log(path: str) -> Iterator[dict[str, Any]]:
    """The hands of a ``--log`` file, in order: each hand's header line with ``deltas``, the
    payments by seat letter, and ``bao``, the 包家's letter (only when there was one)."""
    with open(path, encoding="utf-8") as f:
        yield from read_log_lines(f)


def read_log_lines(lines: Iterable[str]) -> Iterator[dict[str, Any]]:
    """``read_log`` of the lines of a ``--log`` file."""
    hand: dict[str, Any] | None = None
    for line in lines:
        event = json.loads(line)
        if event["type"] == "hand":
            hand = event
        elif hand is not None and event["type"] == "bao":
            hand["bao"] = event["seat"]
        elif hand is not None and event["type"] == "settle":
            hand["deltas"] = event["deltas"]
            yield hand
            hand = None


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


def _work(args: tuple) -> list[HandOutcome]:
    """Play a chunk of whole rounds in order, carrying each round's running scores."""
    specs, indices, seed, rules_dict, duplicate, check, log, timeout, earlier, matches = args
    rules = RuleSet.from_dict(rules_dict)
    seats = [Seat(spec, slot) for slot, spec in enumerate(specs)]
    out = []
    totals = [0, 0, 0, 0]
    try:
        if matches:
            for i in indices:
                out += play_match(specs, i, seed, rules, check, log, timeout, seats)
            return out
        for i in indices:
            if i % ROUND == 0:
                totals = [0, 0, 0, 0]
            o = play_hand(
                specs, i, seed, rules, duplicate, check, log, totals, timeout, seats, earlier.get(i)
            )
            totals = [t + r.delta for t, r in zip(totals, o.players)]
            out.append(o)
    finally:
        for seat in seats:
            seat.close()
    return out


class WorkerDied(RuntimeError):
    """A worker process of ``--jobs`` ended without answering."""


def outcomes(
    specs: Sequence[str],
    total: int,
    seed: int,
    rules: RuleSet,
    duplicate: bool,
    jobs: int,
    check: bool,
    log: bool,
    timeout: float = DEFAULT_TIMEOUT,
    earlier: Mapping[int, Earlier] | None = None,
    matches: bool = False,
) -> Iterator[HandOutcome]:
    """Every hand's outcome, in hand order, played in ``jobs`` processes. A chunk is one or
    two whole rounds, whatever ``jobs`` is. Chunks are made as they are needed and at most
    two per process are in hand at once: a huge ``total`` starts at once, in little memory
    (a list of every chunk first would fill the memory before the first hand). ``earlier``
    maps a hand's number to how an earlier run played it (see ``play_hand``). With
    ``matches``, ``total`` counts matches, a chunk is one match, and the hands are each
    match's in turn."""
    chunk = 1 if matches else ROUND if duplicate else 2 * ROUND
    tasks = (
        (
            list(specs),
            list(range(i, min(i + chunk, total))),
            seed,
            rules.to_dict(),
            duplicate,
            check,
            log,
            timeout,
            {j: earlier[j] for j in range(i, min(i + chunk, total)) if j in earlier}
            if earlier
            else {},
            matches,
        )
        for i in range(0, total, chunk)
    )
    if jobs <= 1:
        for t in tasks:
            yield from _work(t)
        return
    ctx = multiprocessing.get_context("spawn" if sys.platform == "win32" else "fork")
    # no more processes than chunks: a fork pool starts all of its processes at once
    with ProcessPoolExecutor(min(jobs, -(-total // chunk)), mp_context=ctx) as pool:
        pending: deque[tuple[tuple, Future[list[HandOutcome]]]] = deque()
        try:
            for t in itertools.islice(tasks, 2 * jobs):
                pending.append((t, pool.submit(_work, t)))
            while pending:
                t, future = pending.popleft()
                try:
                    batch = future.result()
                except BrokenProcessPool:
                    what = "matches" if matches else "hands"
                    raise WorkerDied(
                        f"a worker process died: {what} {t[1][0]}-{total - 1} were not all "
                        "played (a player may have ended the process, or it ran out of memory)"
                    ) from None
                following = next(tasks, None)
                if following is not None:
                    pending.append((following, pool.submit(_work, following)))
                yield from batch
        finally:
            for _, future in pending:
                future.cancel()


def _ci95(values: list[float]) -> float:
    if len(values) < 2:
        return 0.0
    return 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    v = sorted(values)
    return v[min(len(v) - 1, math.ceil(q * len(v)) - 1)]


def summarise(
    specs: Sequence[str],
    outs: list[HandOutcome],
    seconds: float,
    duplicate: bool,
    matches: bool = False,
) -> dict[str, Any]:
    """The JSON summary (see the module text)."""
    players = []
    ends = [i + 1 for i, o in enumerate(outs) if o.ends_match]
    for slot, name in enumerate(specs):
        rs = [o.players[slot] for o in outs]
        scores = [r.delta for r in rs]
        if duplicate:
            units = [
                sum(scores[i : i + 4]) / len(scores[i : i + 4]) for i in range(0, len(scores), 4)
            ]
        elif matches:  # a match's hands are not independent (老庄 doubles, the deal stays)
            units = [sum(scores[a:b]) / (b - a) for a, b in zip([0, *ends], ends)]
        else:
            units = [float(s) for s in scores]
        times = [t for r in rs for t in r.times]
        bao = [r for r in rs if r.bao]
        n = len(rs)
        players.append(
            {
                "name": name,
                "hands": n,
                "score_total": sum(scores),
                "score_per_hand": round(sum(scores) / n, 4) if n else 0.0,
                "ci95": round(_ci95(units), 4),
                "wins": sum(r.win for r in rs),
                "self_draws": sum(r.self_draw for r in rs),
                "deal_ins": sum(r.deal_in for r in rs),
                "bao_hands": len(bao),
                "bao_wins": sum(r.bao_win for r in bao),
                "bao_score_per_hand": round(sum(r.delta for r in bao) / len(bao), 4)
                if bao
                else 0.0,
                "forfeits": sum(r.forfeit for r in rs),
                "decisions": len(times),
                "decision_ms_median": round(statistics.median(times), 3) if times else 0.0,
                "decision_ms_p99": round(_percentile(times, 0.99), 3),
            }
        )
    hands = len(outs)
    return {
        "hands": hands,
        "seconds": round(seconds, 3),
        "hands_per_second": round(hands / seconds, 2) if seconds > 0 else 0.0,
        "draws": sum(o.drawn for o in outs),
        "players": players,
    }


def run(
    specs: Sequence[str],
    hands: int,
    seed: int = 0,
    duplicate: bool = False,
    jobs: int = 1,
    check: bool = False,
    rules: RuleSet | None = None,
    log_file: TextIO | LogFile | None = None,
    progress: TextIO | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    errors: TextIO | None = None,
    matches: int | None = None,
) -> dict[str, Any]:
    """Play ``hands`` hands (deals with ``duplicate``), or ``matches`` whole matches, and
    return the summary. Player failures are written to ``errors`` (the first few of each
    player).

    >>> summary = run(["random"] * 4, 0, seed=1, rules=RuleSet(match_hands=2), matches=3)
    >>> summary["matches"], summary["hands"]
    (3, 6)
    """
    rules = rules or RuleSet()
    total = matches if matches is not None else hands * 4 if duplicate else hands
    done = 0  # hands, or with ``matches`` matches
    start = time.perf_counter()
    outs: list[HandOutcome] = []
    logged = log_file is not None
    told: dict[str, int] = {}
    # a bar redrawn in place on a terminal; in a file (a run in the background), a line at
    # every tenth, which reads as it stands
    bar = progress is not None and _is_terminal(progress)
    played = outcomes(
        specs, total, seed, rules, duplicate, jobs, check, logged, timeout,
        matches=matches is not None,
    )  # fmt: skip
    for o in played:
        outs.append(o)
        done += 1 if matches is None or o.ends_match else 0
        if matches is not None:  # the run's hands in order, as --hands numbers them
            o.index = len(outs) - 1
            o.log[:1] = [_renumbered(line, o.index) for line in o.log[:1]]
        if errors is not None:
            _tell(errors, o.failures, told, bar)
        if log_file is not None:
            log_file.write("".join(line + "\n" for line in o.log))
            o.log = []
        if progress is not None and (matches is None or o.ends_match):
            unit = "hands" if matches is None else "matches"
            _progress(progress, done, total, start, bar, unit)
    if bar and progress is not None:
        progress.write("\n")
    summary = summarise(specs, outs, time.perf_counter() - start, duplicate, matches is not None)
    if matches is not None:
        summary["matches"] = matches
        summary["matches_cut"] = sum(o.cut for o in outs)
        if summary["matches_cut"] and errors is not None:
            errors.write(
                f"{PROG}: {summary['matches_cut']} matches were cut at {MAX_MATCH_HANDS} hands "
                "(drawn hands keep the deal, and theirs never went round)\n"
            )
    return summary


def _renumbered(header: str, index: int) -> str:
    """A --matches hand's log header with its number in the run (``index``, and ``deal``:
    every hand of a match is a deal of its own), as the replay, the history and the benches
    read a log's hands."""
    data = json.loads(header)
    data["index"] = data["deal"] = index
    return json.dumps(data, ensure_ascii=False)


MAX_TOLD = 5  # failures reported per player; the rest are only counted


def _tell(out: TextIO, failures: list[str], told: dict[str, int], bar: bool) -> None:
    below_bar = "\n" if bar else ""  # the progress bar's line is not ended
    for line in failures:
        who = line.split("'")[1] if "'" in line else line
        told[who] = told.get(who, 0) + 1
        if told[who] <= MAX_TOLD:
            out.write(f"{below_bar}{PROG}: {line}\n")
        elif told[who] == MAX_TOLD + 1:
            out.write(
                f"{below_bar}{PROG}: further failures of {who!r} are only counted (forfeits)\n"
            )
    out.flush()


def _is_terminal(out: TextIO) -> bool:
    try:
        return out.isatty()
    except (AttributeError, ValueError, OSError):  # closed, or not a real stream
        return False


def _progress(
    out: TextIO, done: int, total: int, start: float, bar: bool = True, unit: str = "hands"
) -> None:
    if done != total and done % -(-total // (100 if bar else 10)):  # (at most 100 or 10)
        return
    rate = done / max(1e-9, time.perf_counter() - start)
    if bar:
        width = 30
        filled = width * done // total
        out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {unit} {rate:.1f}/s")
    else:
        out.write(f"{PROG}: {done}/{total} {unit}, {rate:.1f}/s\n")
    out.flush()


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"{PROG}: error: {message}\n")
        sys.exit(2)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog=PROG,
        description="Headless hands, or whole matches, between computer players.",
        epilog="A player of your own (package.module:Class or path/to/file.py:Class, any "
        "object with decide(view, legal)) runs in a process of its own. If it takes longer "
        "than --decision-timeout, raises, dies, or answers with an action that is not one "
        "of the legal ones, its seat forfeits the hand (passing, or taking its first legal "
        "action, to the end of the hand): one line on stderr says which player, which hand "
        "and seat, and what went wrong (an illegal answer cut to 200 characters), the run "
        "goes on, and the summary counts the hand in its forfeits.",
    )
    p.add_argument(
        "--players",
        required=True,
        help="four comma-separated players: random, easy, normal, hard, expert "
        "(expert:300 for 300 ms a decision, expert:64p for 64 playouts), "
        "package.module:Class or path/to/file.py:Class",
    )
    count = p.add_mutually_exclusive_group(required=True)
    count.add_argument(
        "--hands",
        type=argument(whole_number),
        help=f"hands, 1 to {MAX_HANDS:,} (with --duplicate: deals, 1 to {MAX_HANDS // 4:,}), "
        "each dealt on its own",
    )
    count.add_argument(
        "--matches",
        type=argument(whole_number),
        help=f"whole matches, 1 to {MAX_MATCHES:,}: the dealer deals again after its own win "
        "or a drawn hand (老庄: payments doubled), and a match ends as the rules say "
        "(match_hands, or the deal once round)",
    )
    p.add_argument("--seed", type=argument(whole_number), default=0)
    p.add_argument("--duplicate", action="store_true", help="play each deal in 4 rotations")
    p.add_argument(
        "--jobs", type=argument(whole_number), default=1, help=f"processes (1 to {MAX_JOBS})"
    )
    p.add_argument("--check", action="store_true", help="check invariants after every action")
    p.add_argument("--json", action="store_true", help="print the summary as JSON only")
    p.add_argument(
        "--log",
        metavar="FILE",
        help="write every hand's events as JSON lines to FILE: a new or empty regular file "
        "(not a link, a pipe or a device, nor a .py file or a player's own file)",
    )
    p.add_argument(
        "--overwrite", action="store_true", help="replace the --log FILE if it holds something"
    )
    p.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument(
        "--decision-timeout",
        type=argument(decimal_number),
        default=DEFAULT_TIMEOUT,
        metavar="SECONDS",
        help="a seat forfeits the hand after this long on one decision "
        f"(default {DEFAULT_TIMEOUT:g})",
    )
    return p


def _parse(argv: Sequence[str] | None) -> tuple[argparse.Namespace, list[str], RuleSet]:
    parser = build_parser()
    args = parser.parse_args(argv)
    specs = [s.strip() for s in args.players.split(",")]
    if len(specs) != 4 or not all(specs):
        parser.error(f"--players needs four comma-separated players, got {excerpt(args.players)}")
    timeout = args.decision_timeout
    if not 0 < timeout <= MAX_TIMEOUT:  # first: checking a plug-in waits this long
        parser.error(
            f"--decision-timeout must be a number of seconds above 0 and at most "
            f"{MAX_TIMEOUT:,} (a day), got {timeout:g}"
        )
    for s in specs:
        problem = check_player(s, timeout)
        if problem:
            parser.error(problem)
    if args.matches is not None:
        if args.duplicate:
            parser.error("--duplicate plays deals, not matches: give --hands with it")
        if not 1 <= args.matches <= MAX_MATCHES:
            parser.error(f"--matches must be from 1 to {MAX_MATCHES:,}, got {args.matches}")
    most = MAX_HANDS // 4 if args.duplicate else MAX_HANDS
    if args.hands is not None and not 1 <= args.hands <= most:
        deals = " (deals, with --duplicate)" if args.duplicate else ""
        parser.error(f"--hands must be from 1 to {most:,}{deals}, got {args.hands}")
    try:
        check_seed(args.seed)  # as zhuji-mahjong and the saves take it
    except ValueError as e:
        parser.error(f"--seed: {e}")
    if args.log is not None and not args.log.strip():
        parser.error("--log is empty: give a file (an unset shell variable?)")
    if args.log is not None and (problem := _log_is_source(args.log, specs)):
        parser.error(problem)
    if args.overwrite and args.log is None:
        parser.error("--overwrite replaces the --log FILE: give --log too")
    if not 1 <= args.jobs <= MAX_JOBS:
        parser.error(f"--jobs must be from 1 to {MAX_JOBS}, got {args.jobs}")
    options: dict[str, Any] = {}
    for item in args.rule:
        try:
            k, v = parse_rule_arg(item)
        except ValueError as e:
            parser.error(str(e))
        if k == "match_hands" and args.matches is None:  # accepted (a check may set every
            # option in turn), and said
            sys.stderr.write(
                f"{PROG}: note: --rule match_hands changes nothing without --matches: every "
                "hand is dealt on its own\n"
            )
        options[k] = v
    return args, specs, RuleSet.from_dict(options)


def _log_is_source(log: str, specs: Sequence[str]) -> str:
    """Why ``log`` must not take the --log ("" if it may): a file of Python source, or the
    file a player is loaded from. A tester's run with ``--overwrite`` once cut a player's
    ``.py`` file down to the log, and then forfeited every hand."""
    if Path(log).suffix.lower() in (".py", ".pyw"):
        return f"--log {excerpt(log)} is a Python file: the log is JSON lines (say .jsonl)"
    for spec in specs:
        source = spec.rpartition(":")[0]
        with contextlib.suppress(OSError):
            if source and os.path.samefile(source, log):
                return f"--log {excerpt(log)} is the file of the player {excerpt(spec)}"
    return ""


def check_player(spec: str, timeout: float = DEFAULT_TIMEOUT) -> str:
    """Why ``spec`` cannot play ("" if it can). A player of one's own is tried in its own
    process, so that a constructor that hangs or ends the process cannot stop the check."""
    if is_builtin(spec) or ":" not in spec:
        try:
            make_player(spec, 0)
        except ValueError as e:
            return str(e)
        return ""
    seat = Seat(spec, 0)
    try:
        seat.new_hand(0, min(timeout, DEFAULT_TIMEOUT))
    except PlayerFailure as e:
        if e.kind == "unbuilt":
            return e.detail  # the registry's own words
        return f"player {spec!r} cannot start: {e.detail}"  # e.g. sys.exit() while loading
    finally:
        seat.close()
    return ""


def _table(summary: dict[str, Any]) -> str:
    matches = f"{summary['matches']} matches, " if "matches" in summary else ""
    head = (
        f"{matches}{summary['hands']} hands, {summary['draws']} drawn, {summary['seconds']} s "
        f"({summary['hands_per_second']} hands/s)"
    )
    width = max(12, *(len(p["name"]) + 2 for p in summary["players"]))
    rows = [
        head,
        f"{'player':<{width}}{'per hand':>10}{'±ci95':>8}{'wins':>6}{'deal-ins':>9}"
        f"{'bao':>5}{'bao/hand':>10}{'ms med':>8}{'ms p99':>8}",
    ]
    for p in summary["players"]:
        rows.append(
            f"{p['name']:<{width}}{p['score_per_hand']:>10.2f}{p['ci95']:>8.2f}{p['wins']:>6}"
            f"{p['deal_ins']:>9}{p['bao_hands']:>5}{p['bao_score_per_hand']:>10.2f}"
            f"{p['decision_ms_median']:>8.2f}{p['decision_ms_p99']:>8.2f}"
            + (f"  forfeited {p['forfeits']} hands" if p["forfeits"] else "")
        )
    return "\n".join(rows)


class LogFile:
    """The ``--log`` file. A write that fails (a full disk) ends the log, not the run: the
    summary is still printed, and ``error`` says why the log stops short. A path that is not
    a regular file, a symbolic link, or a file with something in it (unless ``overwrite``)
    is refused at once (``OutputRefused``, from ``open_output``)."""

    def __init__(self, path: str, overwrite: bool = False) -> None:
        self.path = path
        self.error: OSError | None = None
        self._file = open_output(path, overwrite)

    def write(self, text: str) -> None:
        if self.error is None:
            try:
                self._file.write(text)
            except OSError as e:
                self.error = e

    def close(self) -> None:
        try:
            self._file.close()
        except OSError as e:
            self.error = self.error or e


def main(argv: Sequence[str] | None = None) -> int:
    """The console script: 0 on success, 1 if the run failed or its output or log could
    not be written, 2 on bad command-line input."""
    return guard_output(PROG, lambda: _main(argv))


def _main(argv: Sequence[str] | None) -> int:
    args, specs, rules = _parse(argv)
    log_file = None
    if args.log:
        try:
            log_file = LogFile(args.log, args.overwrite)
        except OutputRefused as e:
            sys.stderr.write(f"{PROG}: error: {e}\n")
            return 2
    try:
        summary = run(
            specs,
            args.hands or 0,
            args.seed,
            args.duplicate,
            args.jobs,
            args.check,
            rules,
            log_file,
            sys.stderr,
            args.decision_timeout,
            sys.stderr,
            args.matches,
        )
    except SimError as e:
        sys.stderr.write(f"\n{PROG}: error: {e}\n")
        return 1
    except WorkerDied as e:
        sys.stderr.write(f"\n{PROG}: error: {e}\n")
        return 1
    except KeyboardInterrupt:
        kept = f"; the log {args.log} holds the hands finished" if args.log else ""
        sys.stderr.write(f"\n{PROG}: interrupted, no summary{kept}\n")
        return 130
    finally:
        if log_file is not None:
            log_file.close()
    if args.json:
        print(json.dumps(summary))
    else:
        print(_table(summary))
    if log_file is not None and log_file.error is not None:
        why = log_file.error.strerror or log_file.error
        sys.stderr.write(f"{PROG}: error: the log {args.log} stops short: {why}\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
