"""Who plays a match, and the match's files: the autosave and the history.

No widgets here. A ``MatchPlan`` is what the new-game dialog produces (rules, the four
seats, an optional seed). A ``Session`` writes the autosave after every step (with ``meta``:
the seats and the person shown, so that a resumed match has the same people in the same
places) and appends every finished hand to the history. Writing never stops the game: a
failure is logged once and play goes on.
"""

from __future__ import annotations

import contextlib
import logging
import os
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ... import __version__
from ...ai.base import Player
from ...ai.registry import make_player
from ...engine.inputs import quoted
from ...engine.match import HandRecord, Match
from ...engine.rules import RuleSet
from ...history import History, PlayerInfo
from ...safe_files import CORRUPT, UNBOOKED, back_up
from ...storage import Autosave, Recovery
from ..strings import default_name
from .controller import computer_seed
from .settings import SeatSetting, default_seats

log = logging.getLogger(__name__)

DEMO_SEATS = (SeatSetting("normal"),) * 4


@dataclass(frozen=True)
class MatchPlan:
    """A match to start: its rules, who sits where (match players 0..3), and the seed
    (None: a new one from the clock)."""

    rules: RuleSet
    seats: tuple[SeatSetting, ...]
    seed: int | None = None

    def match_seed(self) -> int:
        return self.seed if self.seed is not None else random.SystemRandom().randrange(10**6)


def players_for(seats: Sequence[SeatSetting], match_seed: int) -> dict[int, Player | None]:
    """The controller's players: None for a person, else a computer of the seat's level."""
    return {
        p: None if s.kind == "human" else make_player(s.kind, computer_seed(match_seed, p))
        for p, s in enumerate(seats)
    }


def seats_for_players(players: Mapping[int, Player | None]) -> tuple[SeatSetting, ...]:
    """Seats that describe ``players`` when no plan says more: people and normal computers."""
    return tuple(SeatSetting("human" if players.get(p) is None else "normal") for p in range(4))


def display_name(seats: Sequence[SeatSetting], player: int, kept: bool = False) -> str:
    """A match player's name: the one given, else 你 (the only person), 玩家N or 电脑N, in
    the language shown or (``kept``) in Chinese, as the history keeps it. N is the place:
    玩家 count from 1; 电脑 from 1 too when the first place is a computer with no name (a
    demo's first was 电脑0), else from 0 (the first place is a person or a named computer),
    so a person's three computers are 电脑1–3, the names the history has always kept.

    >>> demo = (SeatSetting("normal"),) * 4
    >>> [display_name(demo, p) for p in range(4)]
    ['电脑1', '电脑2', '电脑3', '电脑4']
    >>> family = tuple(SeatSetting(kind) for kind in ("normal", "human", "hard", "human"))
    >>> [display_name(family, p) for p in range(4)]
    ['电脑1', '玩家2', '电脑3', '玩家4']
    >>> solo = tuple(SeatSetting(kind) for kind in ("human", "normal", "hard", "easy"))
    >>> [display_name(solo, p) for p in range(4)]
    ['你', '电脑1', '电脑2', '电脑3']
    """
    seat = seats[player]
    if seat.name.strip():
        return seat.name.strip()
    if seat.kind != "human":
        first = seats[0]
        from_one = first.kind != "human" and not first.name.strip()
        return default_name("COMPUTER_NAME", player + int(from_one), kept)
    people = sum(s.kind == "human" for s in seats)
    if people == 1:
        return default_name("HUMAN_NAME", kept=kept)
    return default_name("PLAYER_NAME", player + 1, kept)


def player_infos(seats: Sequence[SeatSetting]) -> list[PlayerInfo]:
    """The players as the history records them (default names in Chinese, see
    ``strings.kept_name``)."""
    return [PlayerInfo(display_name(seats, p, kept=True), s.kind) for p, s in enumerate(seats)]


# --- meta: what the UI stores with the autosave ------------------------------------------------


def meta_for(
    seats: Sequence[SeatSetting],
    shown: int,
    hints: dict[str, Any] | None = None,
    taken_back: int = 0,
) -> dict[str, Any]:
    """What the UI keeps with a save: the seats, who was shown, in hot-seat each person's
    hints (``PersonalHints.to_meta``) when anyone chose, and the moves taken back in the hand
    on the table (which the history marks it with)."""
    meta: dict[str, Any] = {
        "app": __version__,
        "seats": [s.to_dict() for s in seats],
        "shown": shown,
    }
    if hints is not None:
        meta["hints"] = hints
    if taken_back:
        meta["taken_back"] = taken_back
    return meta


MAX_TAKEN_BACK = 1_000_000  # a count in a save beyond this is not one the table made


def taken_back_from_meta(meta: Mapping[str, Any]) -> int:
    """The moves taken back in the saved hand (``meta_for``); 0 if the save says none, or
    something that is no count (a save edited by hand loses the mark, never the match).

    >>> taken_back_from_meta({"taken_back": 2}), taken_back_from_meta({"taken_back": "x"})
    (2, 0)
    """
    n = meta.get("taken_back", 0)
    ok = isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= MAX_TAKEN_BACK
    return n if ok else 0


def seats_from_meta(meta: Mapping[str, Any]) -> tuple[SeatSetting, ...]:
    """The seats stored with a save (``read_seats``)."""
    return read_seats(meta)[0]


def unreadable_seats(meta: Mapping[str, Any]) -> tuple[int, ...]:
    """The match players whose stored seat could not be read (``read_seats``)."""
    return read_seats(meta)[1]


def read_seats(meta: Mapping[str, Any]) -> tuple[tuple[SeatSetting, ...], tuple[int, ...]]:
    """The seats stored with a save, each on its own, and the match players whose seat could
    not be read. A broken seat (an unknown kind, a bad name) is the default seat of its
    place, keeping its name if that is good; all four are the defaults, and all four
    unreadable, if the list itself is broken; the defaults and none unreadable if a save
    keeps no seats (one written by ``Autosave.save`` without the UI's meta). The match
    itself is fine either way, so it is still resumed."""
    defaults = default_seats()
    stored = meta.get("seats")
    if not isinstance(stored, list) or len(stored) != 4:
        log.warning("the autosave has no four seats (%s); using the default seats", quoted(stored))
        return defaults, () if "seats" not in meta else (0, 1, 2, 3)
    seats, broken = [], []
    for p, (seat, default) in enumerate(zip(stored, defaults)):
        try:
            seats.append(SeatSetting.from_dict(seat))
        except (TypeError, ValueError) as e:
            log.warning("an autosave seat is unreadable (%s); using the default seat there", e)
            seats.append(_default_seat(seat, default))
            broken.append(p)
    return tuple(seats), tuple(broken)


def _default_seat(stored: Any, default: SeatSetting) -> SeatSetting:
    """The default seat of a place, with the stored seat's name if that is good."""
    name = stored.get("name") if isinstance(stored, dict) else None
    try:
        return SeatSetting(kind=default.kind, name=name) if isinstance(name, str) else default
    except ValueError:  # the name is what was wrong
        return default


def shown_from_meta(meta: Mapping[str, Any], seats: Sequence[SeatSetting]) -> int:
    """The match player who was shown at the bottom (else the first person, else 0)."""
    shown = meta.get("shown")
    if isinstance(shown, int) and not isinstance(shown, bool) and 0 <= shown < 4:
        return shown
    return first_person(seats)


def first_person(seats: Sequence[SeatSetting]) -> int:
    return next((p for p, s in enumerate(seats) if s.kind == "human"), 0)


# --- the files ---------------------------------------------------------------------------------


class Session:
    """The autosave and the history of one data folder."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        self.autosave = Autosave(self.folder)
        self.history = History(self.folder)
        self._failed: set[str] = set()
        self._saved_id: str | None = None  # the match whose save this session writes

    def save(
        self,
        match: Match,
        seats: Sequence[SeatSetting],
        shown: int,
        hints: dict[str, Any] | None = None,
        taken_back: int = 0,
    ) -> bool:
        """Write the autosave (atomically); False if it could not be written. Another
        match's save is never written over: it is first kept aside (``_keep_other``)."""
        if match.id != self._saved_id:
            if not self._keep_other(match):
                return False
            self._saved_id = match.id  # checked once: a failing save does not read it again
        try:
            self.autosave.save(match, meta_for(seats, shown, hints, taken_back))
        except OSError as e:
            self._warn_once("save", "the autosave could not be written: %s", e)
            return False
        if self.history.pending:  # there is room again: the hands that waited go in now
            with contextlib.suppress(OSError):
                self.history.flush()
        return True

    def record(
        self, match: Match, hand: HandRecord, seats: Sequence[SeatSetting], taken_back: int = 0
    ) -> None:
        """Append a finished hand (``taken_back``: its moves taken back) to the history."""
        try:
            self.history.record(match, hand, player_infos(seats), taken_back=taken_back)
        except OSError as e:
            self._warn_once("history", "the history could not be written: %s", e)

    def finish(self) -> None:
        """The match is over: there is nothing left to continue. A match whose hands are
        not all in the history yet keeps its autosave: the next start books them
        (``app.recover_folder``), or, if a new match comes first, ``_keep_other``."""
        with contextlib.suppress(OSError):
            self.history.flush()
        if self.history.pending:
            log.warning(
                "%d hands wait for the history; the autosave keeps them", len(self.history.pending)
            )
            return
        try:
            self.autosave.clear()
        except OSError as e:
            self._warn_once("clear", "the finished match's autosave could not be removed: %s", e)

    def _keep_other(self, match: Match) -> bool:
        """Before ``match``'s first save: a save of another match (a finished one whose
        hands the history could not all take, or one the player chose not to continue) is
        kept as ``autosave.unbooked-<timestamp>.json`` (``Autosave.keep_unbooked``); the
        next start puts its finished hands in the history and removes it. A hostile-file
        sweep lost a finished match's hands when the next match's save replaced it. False
        if it could not be kept: the new match then goes unsaved, and the status says so."""
        with contextlib.suppress(OSError):
            self.history.flush()  # the hands that waited, while there is room
        saved = self.autosave.saved_id()
        if saved is None or saved == match.id:
            return True  # no save, or this match's (continued from it)
        try:
            # one that cannot be read is kept as damaged, not as a match to book: a copy of
            # its bytes is then found kept already (``back_up``), where the start put it
            self.autosave.keep_unbooked(CORRUPT if saved == "" else UNBOOKED)
        except FileNotFoundError:
            pass  # no save (or it went meanwhile): nothing to keep
        except OSError as e:
            self._warn_once("unbooked", "another match's save could not be kept: %s", e)
            return False
        return True

    def has_save(self) -> bool:
        return self.autosave.exists()

    def recover(self) -> Recovery:
        """The saved match (see ``Autosave.recover``: a bad save is moved aside)."""
        return self.autosave.recover()

    def copy_save(self, reason: str, label: str) -> Path | None:
        """A copy of the autosave as ``autosave.<label>-<timestamp>.json``, before the game
        writes over it; an earlier copy of the same bytes if there is one (a save that could
        not be written over was copied again at each start: ``back_up``). None if it could
        not be made (logged)."""
        return back_up(self.autosave.path, reason, label)

    def _warn_once(self, key: str, message: str, *args: object) -> None:
        if key not in self._failed:
            self._failed.add(key)
            log.warning(message, *args)
