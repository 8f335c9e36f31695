"""The record of finished hands: ``history.jsonl``, player statistics and hand replays.

Every finished hand is one JSON line: when, who played (names and kinds, by match player),
dealer, 包家 and bid, winner, 台, payments, and the hand's wall seed, rules and actions, so
that ``replay_state`` can rebuild it with ``HandState.deal(seed, rules, old_dealer)`` (the
replay viewer steps through it: ``replay.open_replay``). A line that cannot be read is
skipped and counted, never fatal, and loading never raises: a file that cannot be read at
all is an empty history with an ``error``.

Appends cannot tear or duplicate a hand: each line is written whole in one write (and cut
back off the file if the write fails, e.g. on a full disk), and carries a ``hand_id`` (the
match's id and the hand's number), so a hand recorded again after a resume replaces the
earlier line when the history is read.

Logs of ``zhuji-sim --log FILE`` can be read too (``group_sim_log``): a header line
``{"type": "hand", "seed", "rules", "players": {"E": spec, ...}, "rotation", ...}`` and then the
hand's events. They carry no actions, so their hands can be counted in the statistics and
stepped through event by event, but not replayed through the engine (unless a header brings
an ``"actions"`` list, which is then used).

Players in a record are the match's players 0..3; in a hand, player ``p`` sits at seat
``(p - dealer) % 4`` and the actions are written by seat (``E`` = the dealer).
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields
from datetime import datetime
from pathlib import Path
from typing import Any

from .engine.actions import Action
from .engine.inputs import InputError, Limits, dumps_line, excerpt, parse_json
from .engine.match import HandRecord, Match
from .engine.melds import SEAT_LETTERS
from .engine.rules import RuleSet
from .engine.state import HandState, IllegalAction
from .safe_files import (
    Line,
    Note,
    describe_os_error,
    error_text,
    escapes_folder,
    file_size,
    links_to_own,
    read_lines,
)
from .storage import FILE_UNWRITABLE, HISTORY_NAME, OWN_FILES, WriteStatus, status_of

log = logging.getLogger(__name__)
LOG_SKIPPED = 20  # skipped lines of one file that the log names

HISTORY_VERSION = 1
# a key named twice is refused, as in a save: which of its values is the record is a guess
# (checking costs the loading of a long history about a third more time: 0.48 s → 0.62 s
# for 6,000 hands, off the window's thread)
LINE_LIMITS = Limits(max_bytes=1_000_000, max_depth=16, max_digits=30, unique_keys=True)


class ReplayError(ValueError):
    """A recorded hand whose actions the engine does not accept (or that has none)."""


# --- records -------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlayerInfo:
    """A match player: a display name and a kind (human, a level of ``ai.registry``, or a
    sim spec)."""

    name: str
    kind: str

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind}


@dataclass(frozen=True, kw_only=True)
class HistoryRecord(HandRecord):
    """A finished hand as the history keeps it: the match's ``HandRecord`` (by match player
    0..3; ``index`` is the hand's number in its match, from 0), and when it was played, by
    whom, under which rules. In the file ``index`` is written ``hand_index``."""

    date: str
    players: tuple[PlayerInfo, ...]
    rules: dict[str, Any]
    match_seed: int | None = None
    source: str = "game"  # "game", or "sim" for a hand read from a zhuji-sim log
    hand_id: str = ""  # "<match id>/<hand index>"; "" in lines written before it existed
    taken_back: int = 0  # moves taken back (悔牌) in the hand; 0 in lines written before

    @classmethod
    def from_hand(
        cls,
        hand: HandRecord,
        rules: RuleSet,
        players: Sequence[PlayerInfo],
        match_seed: int | None = None,
        when: datetime | None = None,
        match_id: str | None = None,
        taken_back: int = 0,
    ) -> HistoryRecord:
        """The record of a finished hand of a match (``Match.next_hand()``'s result), in
        which ``taken_back`` moves were taken back."""
        return cls(
            **{f.name: getattr(hand, f.name) for f in fields(HandRecord)},
            date=(when or datetime.now().astimezone()).isoformat(timespec="seconds"),
            players=tuple(players),
            rules=rules.to_dict(),
            match_seed=match_seed,
            hand_id=f"{match_id}/{hand.index}" if match_id else "",
            taken_back=taken_back,
        )

    @property
    def mode(self) -> str:
        """The game: "bao" (包麻将) or "fan" (翻麻将, docs/rules.md §12; no 包家, no bid)."""
        return str(self.rules.get("mode", "bao"))

    def seat_of(self, player: int) -> int:
        """The seat (0 = East, the dealer) of match player ``player`` in this hand."""
        return (player - self.dealer) % 4

    def player_at(self, seat: int) -> int:
        """The match player sitting at ``seat`` in this hand."""
        return (self.dealer + seat) % 4

    def to_dict(self) -> dict[str, Any]:
        data = {"version": HISTORY_VERSION, **super().to_dict()}
        data["hand_index"] = data.pop("index")
        data["players"] = [p.to_dict() for p in self.players]
        return data

    @classmethod
    def from_dict(cls, data: Any) -> HistoryRecord:
        """Rebuild a record; raises ``ValueError`` saying what is wrong with it."""
        if not isinstance(data, dict):
            raise ValueError("a history line must be a JSON object")
        version = data.get("version")
        # the only format there has been: true, 0 and -1 once passed for it
        if not _is_int(version) or version != HISTORY_VERSION:
            raise ValueError(f"unknown history format {version!r}")
        rules = RuleSet.from_dict(data.get("rules"))  # the replay needs rules it knows
        record = cls(
            date=_typed(data, "date", str),
            players=_players(data.get("players")),
            dealer=_required_player(data, "dealer"),
            old_dealer=_typed(data, "old_dealer", bool),
            bao=_player(data, "bao", optional=rules.fan),
            bid=None if rules.fan and data.get("bid") is None else _typed(data, "bid", str),
            winner=_player(data, "winner", optional=True),
            discarder=_player(data, "discarder", optional=True),
            self_drawn=_typed(data, "self_drawn", bool),
            tai=_optional_int(data, "tai"),
            items=_items(data.get("items")),
            deltas=_deltas(data.get("deltas")),
            seed=_typed(data, "seed", int),
            rules=dict(data["rules"]),
            actions=_strings(data.get("actions"), "actions"),
            match_seed=_optional_int(data, "match_seed"),
            index=_typed(data, "hand_index", int),
            source=_typed(data, "source", str),
            hand_id=_typed(data, "hand_id", str) if "hand_id" in data else "",
            taken_back=_count(data, "taken_back") if "taken_back" in data else 0,
        )
        record.check()  # a line edited into a hand that cannot be is not counted
        return record


def _count(data: dict, key: str) -> int:
    value = _typed(data, key, int)
    if value < 0:
        raise ValueError(f"{key!r} must be 0 or more, got {value!r}")
    return int(value)


def _typed(data: dict, key: str, kind: type) -> Any:
    value = data.get(key)
    # bool is an int to Python, but a JSON true is no seed and a 1 is no flag
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ValueError(f"{key!r} must be {kind.__name__}, got {value!r}")
    return value


def _optional_int(data: dict, key: str) -> int | None:
    return None if data.get(key) is None else _typed(data, key, int)


def _player(data: dict, key: str, optional: bool = False) -> int | None:
    if optional and data.get(key) is None:
        return None
    return _required_player(data, key)


def _required_player(data: dict, key: str) -> int:
    """A required player field: 0..3."""
    value = _typed(data, key, int)
    if not 0 <= value <= 3:
        raise ValueError(f"{key!r} must be a player 0..3, got {value}")
    return value


def _players(value: Any) -> tuple[PlayerInfo, ...]:
    if not isinstance(value, list) or len(value) != 4:
        raise ValueError("'players' must list four players")
    if not all(isinstance(p, dict) for p in value):
        raise ValueError("each of 'players' must be an object with a name and a kind")
    return tuple(PlayerInfo(_typed(p, "name", str), _typed(p, "kind", str)) for p in value)


def _deltas(value: Any) -> tuple[int, int, int, int]:
    if not isinstance(value, list) or len(value) != 4 or not all(_is_int(d) for d in value):
        raise ValueError("'deltas' must be four whole numbers")
    if sum(value) != 0:
        raise ValueError(f"'deltas' must sum to zero, got {value}")
    p0, p1, p2, p3 = value  # by player
    return (p0, p1, p2, p3)


def _items(value: Any) -> tuple[tuple[str, str, int], ...]:
    if not isinstance(value, list):
        raise ValueError("'items' must be a list")
    out = []
    for item in value:
        if not (isinstance(item, list) and len(item) == 3 and _is_int(item[2])):
            raise ValueError(f"bad 台 item {item!r}")
        out.append((str(item[0]), str(item[1]), item[2]))
    return tuple(out)


def _strings(value: Any, key: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(s, str) for s in value):
        raise ValueError(f"{key!r} must be a list of text")
    return tuple(value)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# --- the history file ----------------------------------------------------------------------


@dataclass
class HistoryLoad:
    """The records read from a file, and what could not be used: ``skipped`` lines (or sim
    hands), of which ``torn`` is 1 if the last line was cut short; ``duplicates``, earlier
    lines of a hand recorded again; ``error`` if the file could not be read at all."""

    records: list[HistoryRecord] = field(default_factory=list)
    skipped: int = 0
    torn: int = 0
    duplicates: int = 0
    error: str | None = None


def append_record(
    path: str | os.PathLike[str],
    record: HistoryRecord,
    folder: str | os.PathLike[str] | None = None,
) -> None:
    """Append one record as a whole JSON line and flush it to the disk. If the write fails
    (a full disk), what was written of the line is cut off again, so no torn line stays.
    Never writes through a link out of ``folder`` (default: the file's folder). Raises
    ``OSError`` if the line cannot be written."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    target = _own_file(path, Path(folder) if folder is not None else path.parent)
    line = (dumps_line(record.to_dict()) + "\n").encode("utf-8")
    flags = os.O_RDWR | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)
    fd = os.open(target, flags | getattr(os, "O_NOFOLLOW", 0), 0o644)
    try:
        size = os.fstat(fd).st_size
        if size > 0:
            os.lseek(fd, size - 1, os.SEEK_SET)
            # a crash mid-write can leave a last line without its newline: end it, so that
            # only that line is lost and not this one too
            if os.read(fd, 1) != b"\n":
                line = b"\n" + line
        try:
            _write_all(fd, line)
            os.fsync(fd)
        except OSError:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, size)
            raise
    finally:
        os.close(fd)


def _own_file(path: Path, folder: Path) -> Path:
    """``path``, or the file it links to if that is inside ``folder``; ``OSError`` if the
    link leads out of it or to another of the program's files (a link made while the game
    runs: the start sets such links aside, ``storage.prepare_folder``)."""
    if not path.is_symlink():
        return path
    if escapes_folder(path, folder):
        raise OSError(f"{path.name} is a link out of the data folder; it is not written")
    if links_to_own(path, folder, OWN_FILES):
        raise OSError(f"{path.name} is a link to another of the game's files; it is not written")
    return path.resolve()


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def load_history(
    path: str | os.PathLike[str], last_bytes: int | None = None, holding: str | None = None
) -> HistoryLoad:
    """Every readable record of a history file (none if it does not exist); ``last_bytes``:
    only those in its last that many bytes (the newest, quickly); ``holding``: only the lines
    with that text in them (a match's id: the others are not parsed, and a long history is
    read in a fraction of the second parsing it whole takes). Never raises."""
    out = HistoryLoad()
    needle = None if holding is None else holding.encode("utf-8")
    try:
        for line in read_lines(path, LINE_LIMITS.max_bytes, Path(path).name, last_bytes):
            if needle is not None and needle not in line.data:
                continue
            try:
                out.records.append(HistoryRecord.from_dict(_parse_line(line)))
            except Exception as e:  # any bad line is skipped, never fatal; the log says why
                out.skipped += 1
                out.torn += not line.complete
                _tell_skipped(path, line.number, _short(e), out.skipped)
    except InputError as e:
        out.error = error_text(e)
    _drop_duplicates(out)
    return out


def _parse_line(line: Line) -> Any:
    if line.too_long:
        raise InputError(f"line {line.number} is too long")
    return parse_json(line.data, LINE_LIMITS, f"line {line.number}")


def _drop_duplicates(out: HistoryLoad) -> None:
    """Keep the last line of each hand id (a hand recorded again after a resume)."""
    last = {r.hand_id: i for i, r in enumerate(out.records) if r.hand_id}
    kept = [r for i, r in enumerate(out.records) if not r.hand_id or last[r.hand_id] == i]
    out.duplicates = len(out.records) - len(kept)
    out.records = kept


# Of the history's end, read at start for the hands of the saved match: this much per hand
# of it (a hand's line is 1–3 kB), at most RECENT_BYTES (a long history takes a second whole).
RECENT_PER_HAND = 8_000
RECENT_BYTES = 1_000_000


def _played(hand: HandRecord, match_seed: int | None) -> tuple[object, ...]:
    """What a hand was, whatever its match was called: the match's seed, the hand's
    number, wall and every action."""
    return (match_seed, hand.index, hand.seed, tuple(hand.actions))


class History:
    """The history file of a data folder. Write failures are told to ``status``."""

    def __init__(self, folder: str | os.PathLike[str], status: WriteStatus | None = None) -> None:
        self.folder = Path(folder)
        self.path = self.folder / HISTORY_NAME
        self.status = status if status is not None else status_of(self.folder)
        self.pending: list[HistoryRecord] = []  # finished hands not yet written (a full disk)

    def record(
        self,
        match: Match,
        hand: HandRecord,
        players: Sequence[PlayerInfo],
        when: datetime | None = None,
        taken_back: int = 0,
    ) -> HistoryRecord:
        """Append the finished ``hand`` of ``match`` (``taken_back``: its moves taken back)
        and return its record. Raises
        ``OSError`` if it cannot be written, after telling ``status``; the record then waits
        in ``pending`` and is written, in its place, with the next that can be (a full disk
        that is freed loses no hand)."""
        rec = HistoryRecord.from_hand(
            hand, match.rules, players, match.seed, when, match.id, taken_back
        )
        self.pending.append(rec)
        self.flush()
        return rec

    def flush(self) -> None:
        """Write the records still ``pending``, oldest first. Raises ``OSError`` if one
        cannot be written (it and those after it stay pending), after telling ``status``."""
        while self.pending:
            try:
                append_record(self.path, self.pending[0], self.folder)
            except OSError as e:
                reason = Note(FILE_UNWRITABLE, name=HISTORY_NAME, error=describe_os_error(e))
                self.status.failed("history", reason)
                raise
            del self.pending[0]
            self.status.succeeded("history")
            self.status.succeeded("folder")  # it can be written after all

    def book_missing(self, match: Match, players: Sequence[PlayerInfo]) -> int:
        """Append the finished hands of ``match`` that the history lacks (a match saved
        while its hands could not be written: a full disk), dated now; returns how many.
        Raises ``OSError`` as ``flush`` does. The hands under the match's id are looked for
        in the whole history (a match set aside for a new one may be far back: its hands
        went in again, dated later, after those of the new match); those of another id, in
        the history's end."""
        if not match.id or not match.records:
            return 0
        tail = min(RECENT_BYTES, RECENT_PER_HAND * len(match.records))
        recent = [
            *load_history(self.path, tail).records,
            *load_history(self.path, holding=f"{match.id}/").records,
            *self.pending,
        ]
        have = {r.hand_id for r in recent}
        # a hand is known by what it was, too: a save whose id was cut off or broken gives
        # its match a new id, and its hands, already in under the old one, went in again
        played = {_played(r, r.match_seed) for r in recent}
        for hand in match.records:
            rec = HistoryRecord.from_hand(hand, match.rules, players, match.seed, None, match.id)
            if rec.hand_id not in have and _played(hand, match.seed) not in played:
                self.pending.append(rec)
        missing = len(self.pending)
        self.flush()
        return missing

    def holds_later_hands(self, match: Match) -> bool:
        """Whether the history holds a hand of ``match`` (by its id) that the match has not
        finished: the save is behind the history (a damaged save resumed at an earlier
        step, or an older copy put back). Played again under the same id, those hands
        would hide the ones in the history, which keeps the last line of each hand id."""
        if not match.id:
            return False
        # a hand that has ended is booked at once, before 下一局 moves it to the records (a
        # match saved at a result, then resumed, went on under a new id)
        done = len(match.records) + (1 if match.hand_over() and not match.finished else 0)
        prefix = f"{match.id}/"
        recent = load_history(self.path, RECENT_BYTES).records
        return any(r.hand_id.startswith(prefix) and r.index >= done for r in recent)

    def load(self) -> HistoryLoad:
        return load_history(self.path)


# --- statistics ----------------------------------------------------------------------------


@dataclass
class PlayerStats:
    """One player's results over a set of hands (players are told apart by name, and a
    computer that had a person's name apart from that person: ``computer``)."""

    name: str
    hands: int = 0
    wins: int = 0
    self_draws: int = 0
    deal_ins: int = 0
    bao_hands: int = 0
    bao_successes: int = 0  # hands where the 包家 won its own bid
    total: int = 0
    computer: bool = False  # a computer seat named as a person also is
    level: str = ""  # the computer's kind, when computers of other kinds had its name

    @property
    def bao_success_rate(self) -> float:
        return self.bao_successes / self.bao_hands if self.bao_hands else 0.0

    @property
    def average(self) -> float:
        """Average score per hand."""
        return self.total / self.hands if self.hands else 0.0


def player_stats(
    records: Iterable[HistoryRecord], same: Callable[[str], str] = str
) -> list[PlayerStats]:
    """Statistics per player name, in the order the names first appear; names that ``same``
    makes equal count as one player (the UI's default names in two languages). A computer
    seat that carried a person's name (the new-game dialog keeps names typed) counts apart
    from the person: a tester saw a computer's hands added to their own. So does a computer
    of another level under the same name (电脑1 was easy in one match and hard in the next:
    ``level`` then says which)."""
    records = list(records)
    people = {same(i.name) for rec in records for i in rec.players if i.kind == "human"}
    stats: dict[tuple[str, bool, str], PlayerStats] = {}
    for rec in records:
        for p, info in enumerate(rec.players):
            name = same(info.name)
            apart = info.kind != "human" and name in people
            kind = "" if info.kind == "human" else info.kind
            s = stats.setdefault((name, apart, kind), PlayerStats(name, computer=apart))
            s.hands += 1
            s.total += rec.deltas[p]
            if rec.winner == p:
                s.wins += 1
                s.self_draws += rec.self_drawn
            if rec.discarder == p and rec.winner is not None:
                s.deal_ins += 1
            if rec.bao == p:
                s.bao_hands += 1
                s.bao_successes += rec.winner == p
    kinds: dict[str, set[str]] = {}
    for name, _, kind in stats:
        kinds.setdefault(name, set()).add(kind)
    for (name, _, kind), s in stats.items():
        if kind and len(kinds[name] - {""}) > 1:
            s.level = kind
    return list(stats.values())


# --- replay --------------------------------------------------------------------------------


def replay_state(record: HistoryRecord, n: int | None = None) -> HandState:
    """The hand as it stood after its first ``n`` actions (all of them by default)."""
    if not record.actions and record.source == "sim":
        raise ReplayError("this simulated hand was logged without its actions")
    state = _deal(record)
    actions = record.actions if n is None else record.actions[: max(0, n)]
    for number, text in enumerate(actions, 1):
        _apply(state, number, text)
    return state


def _deal(record: HistoryRecord) -> HandState:
    try:
        rules = RuleSet.from_dict(record.rules)
    except (ValueError, TypeError) as e:
        raise ReplayError(f"the hand's rules are bad: {e}") from None
    return HandState.deal(record.seed, rules, record.old_dealer)


def _apply(state: HandState, number: int, text: str) -> None:
    try:
        state.apply(Action.parse(text))
    except (IllegalAction, ValueError) as e:
        raise ReplayError(f"action {number} ({excerpt(text)}) cannot be replayed: {e}") from None


# --- zhuji-sim logs ------------------------------------------------------------------------


@dataclass
class SimHand:
    """One hand of a ``zhuji-sim --log`` file: its header and its events (as JSON objects)."""

    header: dict[str, Any]
    events: list[dict[str, Any]] = field(default_factory=list)
    line: int = 0  # of its header in the file

    def to_record(self) -> HistoryRecord:
        """The hand as a history record, players by seat (East = player 0 = the dealer).

        A sim line-up rotates, so players are named by their place in ``--players``
        (``"hard#1"``), and statistics per name match the sim's own summary per player.
        Raises ``ValueError`` for an incomplete or inconsistent hand.
        """
        h = self.header
        by_type = {e.get("type"): e for e in self.events}
        bao, settle = by_type.get("bao"), by_type.get("settle")
        fan = isinstance(h.get("rules"), dict) and h["rules"].get("mode") == "fan"
        if (bao is None and not fan) or settle is None:
            raise ValueError("the hand has no bao or settle event (cut short?)")
        bao = bao or {}  # 翻麻将 has no 包家 (docs/rules.md §12)
        win = by_type.get("win")
        rotation = h.get("rotation", 0)
        specs = h.get("players") or {}
        players = [
            PlayerInfo(f"{specs[letter]}#{(seat + rotation) % 4 + 1}", specs[letter])
            for seat, letter in enumerate(SEAT_LETTERS)
        ]
        data = {
            "version": HISTORY_VERSION,
            "source": "sim",
            "date": str(h.get("date", "")),
            "hand_index": h.get("index", 0),
            "players": [p.to_dict() for p in players],
            "dealer": 0,
            "old_dealer": bool(by_type.get("deal", {}).get("old_dealer", False)),
            "bao": _seat(bao.get("seat")),
            "bid": bao.get("bid"),
            "winner": _seat(win.get("seat")) if win else None,
            "discarder": _seat(win.get("discarder")) if win else None,
            "self_drawn": bool(win and win.get("self_drawn")),
            "tai": win.get("tai") if win else None,
            "items": win.get("items", []) if win else [],
            "deltas": [settle.get("deltas", {}).get(letter) for letter in SEAT_LETTERS],
            "seed": h.get("seed"),
            "rules": h.get("rules", {}),
            "actions": h.get("actions", []),
        }
        return HistoryRecord.from_dict(data)


def _seat(letter: Any) -> int | None:
    return None if letter is None else SEAT_LETTERS.index(letter)


@dataclass
class SimLog:
    """The hands of a sim log (each a header and its events, whether or not it makes a
    record; the last ``MAX_LOG_HANDS``, with ``left_out`` earlier ones), how many lines
    were unusable, and why the file could not be read at all (``error``)."""

    hands: list[SimHand] = field(default_factory=list)
    skipped: int = 0
    error: str | None = None
    left_out: int = 0


# Hands of a sim log kept at most (the last ones): a hostile log of a header and an empty
# event per hand listed a million hands in 1.5 GB. The viewer reads a long log's end only.
MAX_LOG_HANDS = 50_000


def group_sim_log(path: str | os.PathLike[str], last_bytes: int | None = None) -> SimLog:
    """Every hand of a sim log (a header line and the event lines after it), whether or not
    it makes a record: the replay viewer shows a hand with bad events too; but a hand with
    neither events nor actions is skipped, and only the last ``MAX_LOG_HANDS`` are kept.
    Lines that are not JSON objects, and events before any header, are counted in
    ``skipped``.
    ``last_bytes``: only the hands whose header is in the file's last that many bytes (the
    events before the first such header are of a hand cut in two, and are left out)."""
    out = SimLog()
    cut = last_bytes is not None and file_size(path) > last_bytes
    try:
        for line in read_lines(path, LINE_LIMITS.max_bytes, Path(path).name, last_bytes):
            try:
                obj = _parse_line(line)
            except InputError as e:
                obj, why = None, _short(e)
            else:
                why = "not a JSON object"
            if not isinstance(obj, dict):
                out.skipped += 1
                _tell_skipped(path, line.number, why, out.skipped)
            elif obj.get("type") == "hand":
                _drop_if_empty(out, path)
                if len(out.hands) >= 2 * MAX_LOG_HANDS:  # (trimmed in batches: cheap)
                    _keep_last(out)
                out.hands.append(SimHand(obj, line=line.number))
            elif out.hands:
                out.hands[-1].events.append(obj)
            elif not cut:
                out.skipped += 1
                _tell_skipped(path, line.number, "an event before any hand", out.skipped)
    except InputError as e:
        out.error = error_text(e)
    _drop_if_empty(out, path)
    _keep_last(out)
    if out.left_out:
        log.warning("%s: only its last %d hands are listed", Path(path).name, MAX_LOG_HANDS)
    return out


def _keep_last(out: SimLog) -> None:
    extra = len(out.hands) - MAX_LOG_HANDS
    if extra > 0:
        del out.hands[:extra]
        out.left_out += extra


def _drop_if_empty(out: SimLog, path: str | os.PathLike[str]) -> None:
    """Drop the last hand read if it has neither events nor actions: nothing to show (a
    hostile 20 MB log of bare headers listed 1.25 million hands, in 1.4 GB)."""
    if out.hands and not out.hands[-1].events and not out.hands[-1].header.get("actions"):
        hand = out.hands.pop()
        out.skipped += 1
        _tell_skipped(path, hand.line, "a hand with no events or actions", out.skipped)


def _tell_skipped(path: str | os.PathLike[str], number: int, why: str, count: int) -> None:
    """Log a skipped line, so that a player who sees "N lines skipped" can find them; only
    the first few of a file (a damaged file must not flood the log)."""
    if count <= LOG_SKIPPED:
        log.warning("%s line %d skipped: %s", Path(path).name, number, why)
    elif count == LOG_SKIPPED + 1:
        log.warning("%s: further skipped lines are only counted", Path(path).name)


def _short(e: Exception, limit: int = 200) -> str:
    """An exception as one short line for the log (a hostile line can make a long one)."""
    text = f"{type(e).__name__}: {e}" if not isinstance(e, (InputError, ValueError)) else str(e)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit] + "…"


SNIFF_LINES = 50  # lines read, past a damaged start, to tell a sim log from a history


def is_sim_log(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is a sim log: of its first ``SNIFF_LINES`` lines, the first that is
    a JSON object of either kind has a ``"type"``, as a hand's header and its events do, and
    not a ``"version"``, as a history's lines do. A log whose first lines are damaged (not
    JSON, or objects of neither kind) is still a log. Never raises."""
    try:
        lines = read_lines(path, LINE_LIMITS.max_bytes, Path(path).name)
        for line in itertools.islice(lines, SNIFF_LINES):
            try:
                obj = _parse_line(line)
            except InputError:
                continue
            if isinstance(obj, dict) and ("type" in obj or "version" in obj):
                return "type" in obj
    except InputError:
        return False
    return False
