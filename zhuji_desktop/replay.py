"""A recorded hand as a sequence of table positions, for the replay viewer (no Qt).

``ReplayModel.from_events(events)`` takes a hand's events (JSON objects: a sim log's lines,
or a history hand replayed through the engine) and offers, for each step (each event shown;
claim decisions change nothing visible and are not steps): the table after it
(``position(n)``), the event itself as plain data (``event(n)``) and, for an event that
cannot be applied, why (``problem(n)``: "bad event 12: E discards 5m but does not hold it").
A bad event changes nothing and the next one is applied: a hostile or damaged log never
stops the viewer.

Positions are not stored per step: the table is copied every ``SNAPSHOT_EVERY`` steps and a
position is rebuilt from the nearest copy before it, so memory grows linearly with the events
and a step costs at most ``SNAPSHOT_EVERY`` applications. Each event is checked against the
table (a seat holds at most 14 tiles, plays only tiles it holds, a kind has four copies), so
the table stays the size of a real one whatever the log says.

``open_replay(path)`` reads a history file or a sim log into ``ReplayHand``s.

>>> model = ReplayModel.from_events([
...     {"type": "deal", "hands": {"E": "11122233344455m", "S": "1112223334445p",
...                                "W": "1112223334445s", "N": "1112223334445z"}},
...     {"type": "discard", "seat": "E", "tile": "9m"},
...     {"type": "discard", "seat": "E", "tile": "5m"}])
>>> len(model), model.problem(1), model.problem(2)
(3, 'bad event 1: E discards 9m but does not hold it', None)
>>> model.position(2).discards[0]
[(4, False)]

A 翻麻将 hand (docs/rules.md §12) names its game at the deal and turns a tile over, which
names the wilds and stays out of play:

>>> hands = {"E": "11122233344455m", "S": "1112223334445p", "W": "1112223334445s",
...          "N": "1112223334445z"}
>>> fan = ReplayModel.from_events([{"type": "deal", "mode": "fan", "hands": hands},
...     {"type": "wilds", "tiles": "6p7p", "indicator": "6p", "flipped": True},
...     {"type": "bao", "seat": "E", "bid": "2"}])
>>> p = fan[1]
>>> p.mode, tiles.CODES[p.indicator], tiles.to_text(sorted(p.wild_kinds)), p.wall_left
('fan', '6p', '67p', 82)
>>> fan.problem(2)
'bad event 2: 翻麻将 (mode fan) has no bidding and no 包家'
"""

from __future__ import annotations

import bisect
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple, cast, overload

from .engine import tiles
from .engine.bidding import Bid
from .engine.match import MAX_PAYMENT
from .engine.melds import SEAT_LETTERS
from .engine.rules import MODES
from .history import (
    HistoryRecord,
    ReplayError,
    group_sim_log,
    is_sim_log,
    load_history,
    replay_state,
)

SNAPSHOT_EVERY = 32
SKIPPED_TYPES = frozenset({"decide"})
DEALT = 136 - 14 - 3 * 13  # tiles left in the wall after the deal
MAX_CONCEALED = 14  # a hand's concealed tiles, counting each meld as three, are 13 or 14
_TYPE_NAME = re.compile(r"[a-z_]{1,24}")


class BadEvent(ValueError):
    """An event that does not fit the table; its message says why."""


class MeldFaces(NamedTuple):
    """A meld as shown: its faces, and whether it is a concealed kong."""

    faces: tuple[int, ...]
    concealed: bool = False


@dataclass
class Position:
    """The table after one step. Seats 0..3 (0 = East, the dealer). ``mode`` is the game
    ("bao" 包麻将, or "fan" 翻麻将 with no 包家, docs/rules.md §12), as the deal says;
    ``indicator`` the tile turned over to name the wilds (§5 flip, §12), out of play. ``bid``
    is in the notation (``du2``); ``actor`` is the seat the step's event is about, ``drawn``
    the tile it just drew, ``just_discarded`` whether the step is a discard; ``pending_add``
    the (seat, tile) of an added kong that may still be robbed."""

    hands: list[list[int]] = field(default_factory=lambda: [[], [], [], []])
    melds: list[list[MeldFaces]] = field(default_factory=lambda: [[], [], [], []])
    discards: list[list[tuple[int, bool]]] = field(default_factory=lambda: [[], [], [], []])
    wild_kinds: frozenset[int] = frozenset()
    wilds_named: bool = False
    wall_left: int = DEALT
    bao: int | None = None
    bid: str | None = None
    actor: int | None = None
    drawn: int | None = None
    just_discarded: bool = False
    winner: int | None = None
    deltas: tuple[int, ...] | None = None
    pending_add: tuple[int, int] | None = None
    dealt: bool = False
    mode: str = "bao"
    indicator: int | None = None
    old_dealer: bool = False  # a 老庄 hand: every payment doubled (docs/rules.md §10)

    def copy(self) -> Position:
        """A copy sharing nothing mutable (the tuples inside are immutable)."""
        return Position(
            [list(h) for h in self.hands], [list(m) for m in self.melds],
            [list(d) for d in self.discards], self.wild_kinds, self.wilds_named,
            self.wall_left, self.bao, self.bid, self.actor, self.drawn, self.just_discarded,
            self.winner, self.deltas, self.pending_add, self.dealt, self.mode, self.indicator,
            self.old_dealer,
        )  # fmt: skip

    def held(self, seat: int) -> int:
        """The seat's tiles, counting each meld as three (13, or 14 just before a discard)."""
        return len(self.hands[seat]) + 3 * len(self.melds[seat])

    def in_play(self, kind: int) -> int:
        """Copies of ``kind`` in hands, melds, unclaimed discards, a pending added kong and
        the tile turned over."""
        n, unclaimed = 0, (kind, False)
        for seat in range(4):
            n += self.hands[seat].count(kind) + self.discards[seat].count(unclaimed)
            for meld in self.melds[seat]:
                n += meld.faces.count(kind)
        n += self.indicator == kind
        return n + (self.pending_add is not None and self.pending_add[1] == kind)


# --- reading an event's fields ----------------------------------------------------------------


def _seat(event: dict[str, Any], key: str = "seat") -> int:
    letter = event.get(key)
    if not (isinstance(letter, str) and len(letter) == 1 and letter in SEAT_LETTERS):
        raise BadEvent(f"{key!r} is not a seat (E, S, W or N)")
    return SEAT_LETTERS.index(letter)


def _optional_seat(event: dict[str, Any], key: str) -> int | None:
    return None if event.get(key) is None else _seat(event, key)


def _tiles(event: dict[str, Any], key: str, most: int = 14) -> list[int]:
    text = event.get(key)
    if text is None or text == "":
        return []
    if not isinstance(text, str) or len(text) > 4 * most:
        raise BadEvent(f"{key!r} is not tile text")
    try:
        kinds = tiles.parse(text)
    except ValueError as e:
        raise BadEvent(f"{key!r}: {e}") from None
    if len(kinds) > most:
        raise BadEvent(f"{key!r} has {len(kinds)} tiles (at most {most})")
    return kinds


_KIND_OF_CODE = {code: kind for kind, code in enumerate(tiles.CODES)}


def _tile(event: dict[str, Any], key: str = "tile") -> int:
    value = event.get(key)
    kind = _KIND_OF_CODE.get(value) if isinstance(value, str) else None
    if kind is not None:  # the usual "5m": no need for the full parser
        return kind
    kinds = _tiles(event, key, most=1)
    if len(kinds) != 1:
        raise BadEvent(f"{key!r} is not one tile")
    return kinds[0]


def _meld(event: dict[str, Any]) -> MeldFaces:
    text = event.get("meld")
    if not isinstance(text, str) or len(text) > 24:
        raise BadEvent("'meld' is not a meld")
    body = text.strip()
    concealed = body.startswith("(")
    kinds = _tiles({"meld": body.strip("[]()")}, "meld", most=4)
    if len(kinds) not in (3, 4):
        raise BadEvent(f"'meld' {text!r} is not a meld of three or four tiles")
    return MeldFaces(tuple(kinds), concealed)


def _wall_left(event: dict[str, Any], table: Position) -> int:
    value = event.get("wall_left", table.wall_left)
    if not (isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 136):
        raise BadEvent("'wall_left' is not a number of tiles 0..136")
    return value


def _bid(event: dict[str, Any]) -> str | None:
    value = event.get("bid")
    if value is None:
        return None
    if not isinstance(value, str | int) or isinstance(value, bool) or len(str(value)) > 12:
        raise BadEvent("'bid' is not a bid")
    try:
        return Bid.parse(str(value)).ascii()
    except ValueError as e:
        raise BadEvent(f"'bid': {e}") from None


def _take(hand: list[int], kinds: Sequence[int], seat: int, verb: str) -> None:
    """Remove ``kinds`` from ``hand``, or raise (leaving the hand as it was)."""
    rest = list(hand)
    for k in kinds:
        if k not in rest:
            names = tiles.CODES[k] if len(kinds) == 1 else tiles.to_text(list(kinds))
            raise BadEvent(f"{SEAT_LETTERS[seat]} {verb} {names} but does not hold it")
        rest.remove(k)
    hand[:] = rest


# --- applying events ----------------------------------------------------------------------------


def _skipped(event: Any) -> bool:
    """A claim decision, which shows nothing. Any other event, however malformed, is kept
    (and shown as a bad event if it is one): a type may be any JSON value, even a list."""
    if not isinstance(event, dict):
        return False
    kind = event.get("type")
    return isinstance(kind, str) and kind in SKIPPED_TYPES


def apply_event(table: Position, event: Any) -> None:
    """Apply one event to ``table``; raise ``BadEvent`` (changing nothing) if it does not fit."""
    if not isinstance(event, dict):
        raise BadEvent(f"an event is a JSON object, not {type(event).__name__}")
    kind = event.get("type")
    if not isinstance(kind, str) or not _TYPE_NAME.fullmatch(kind):
        raise BadEvent("its type is not a name")
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise BadEvent(f"unknown event type {kind!r}")
    if not table.dealt and kind != "deal":
        raise BadEvent("it comes before the deal")
    if kind in _IN_PLACE:  # these check everything before they change anything
        handler(table, event)
        return
    work = table.copy()  # a bad event must change nothing: work on a copy, then keep it
    work.actor, work.drawn, work.just_discarded = None, None, False
    handler(work, event)
    _check_counts(work)
    _adopt(table, work)


def _adopt(table: Position, work: Position) -> None:
    for name in Position.__dataclass_fields__:
        setattr(table, name, getattr(work, name))


def _check_counts(table: Position) -> None:
    for seat in range(4):
        if table.held(seat) > MAX_CONCEALED or len(table.melds[seat]) > 4:
            raise BadEvent(f"{SEAT_LETTERS[seat]} would hold too many tiles")
    if sum(len(d) for d in table.discards) > 136:
        raise BadEvent("there would be more discards than tiles")


def _check_copies(table: Position, kinds: Iterable[int]) -> None:
    """No more than four of any of ``kinds`` (the ones an event brings into view)."""
    for kind in set(kinds):
        if table.in_play(kind) > tiles.COPIES:
            raise BadEvent(f"there would be more than {tiles.COPIES} of {tiles.CODES[kind]}")


def _mode(event: dict[str, Any]) -> str:
    """The game the deal names; "bao" when it names none (a log of before 翻麻将)."""
    mode = event.get("mode", "bao")
    if mode not in MODES:
        raise BadEvent(f"'mode' is not a game ({' or '.join(MODES)})")
    return str(mode)


def _on_deal(t: Position, e: dict) -> None:
    if t.dealt:
        raise BadEvent("the hand was dealt already")
    t.mode = _mode(e)
    hands = e.get("hands")
    if not isinstance(hands, dict):
        raise BadEvent("'hands' is not an object of four seats")
    dealt = [sorted(_tiles(hands, letter)) for letter in SEAT_LETTERS]
    if [len(h) for h in dealt] != [14, 13, 13, 13]:
        raise BadEvent("the deal is not 14 tiles for E and 13 for each other seat")
    t.hands, t.dealt = dealt, True
    t.old_dealer = e.get("old_dealer") is True
    _check_copies(t, range(tiles.NUM_KINDS))


def _no_bidding(t: Position) -> None:
    if t.mode == "fan":
        raise BadEvent("翻麻将 (mode fan) has no bidding and no 包家")


def _on_bid(t: Position, e: dict) -> None:
    _no_bidding(t)
    t.actor = _seat(e)
    _bid(e)


def _on_bao(t: Position, e: dict) -> None:
    _no_bidding(t)
    t.actor = t.bao = _seat(e)
    t.bid = _bid(e)


def _on_wilds(t: Position, e: dict) -> None:
    if t.wilds_named:
        raise BadEvent("the wilds were named already")
    t.actor = _optional_seat(e, "seat")
    t.wild_kinds, t.wilds_named = frozenset(_tiles(e, "tiles", most=4)), True
    if e.get("flipped"):  # a tile was turned over, out of play
        t.wall_left = max(0, t.wall_left - 1)
        if e.get("indicator") is not None:
            t.indicator = _tile(e, "indicator")
            _check_copies(t, [t.indicator])


def _on_draw(t: Position, e: dict) -> None:
    seat, tile = _seat(e), _tile(e)
    if t.held(seat) >= MAX_CONCEALED:
        raise BadEvent(f"{SEAT_LETTERS[seat]} draws with {t.held(seat)} tiles in hand")
    wall_left = _wall_left(e, t)
    if t.in_play(tile) >= tiles.COPIES:
        raise BadEvent(f"there would be more than {tiles.COPIES} of {tiles.CODES[tile]}")
    bisect.insort(t.hands[seat], tile)
    t.wall_left, t.actor, t.drawn, t.just_discarded = wall_left, seat, tile, False


def _on_discard(t: Position, e: dict) -> None:
    seat, tile = _seat(e), _tile(e)
    _take(t.hands[seat], [tile], seat, "discards")
    t.discards[seat].append((tile, False))
    t.actor, t.drawn, t.just_discarded = seat, None, True


def _on_claim(t: Position, e: dict) -> None:
    seat, meld = _seat(e), _meld(e)
    _take(t.hands[seat], _tiles(e, "tiles", most=4), seat, "melds")
    t.melds[seat].append(meld)
    _mark_claimed(t, _optional_seat(e, "source"))
    t.actor = seat
    _check_copies(t, meld.faces)


def _on_ckong(t: Position, e: dict) -> None:
    seat, meld = _seat(e), _meld(e)
    _take(t.hands[seat], _tiles(e, "tiles", most=4), seat, "declares a kong of")
    t.melds[seat].append(MeldFaces(meld.faces, True))
    t.actor = seat
    _check_copies(t, meld.faces)


def _on_addkong_offer(t: Position, e: dict) -> None:
    seat, tile = _seat(e), _tile(e)
    _take(t.hands[seat], [tile], seat, "adds")
    t.pending_add, t.actor = (seat, tile), seat


def _on_addkong(t: Position, e: dict) -> None:
    seat, tile, kong = _seat(e), _tile(e), _meld(e)
    if t.pending_add != (seat, tile):
        _take(t.hands[seat], [tile], seat, "adds")
    t.pending_add = None
    melds = t.melds[seat]
    for i, m in enumerate(melds):
        if len(m.faces) == 3 and not m.concealed and _within(m.faces, kong.faces):
            melds[i] = kong
            break
    else:
        raise BadEvent(f"{SEAT_LETTERS[seat]} has no pung to add {tiles.CODES[tile]} to")
    t.actor = seat
    _check_copies(t, kong.faces)


def _on_robbed(t: Position, e: dict) -> None:
    t.actor = _seat(e)
    _tile(e)
    t.pending_add = None


def won_on_dealt_tiles(e: dict) -> bool:
    """A win event of a hand won on the dealt fourteen (天胡, or 全字牌 above 8): no tile
    came in, so it names none."""
    return e.get("tile") is None and bool(e.get("self_drawn"))


def _on_win(t: Position, e: dict) -> None:
    seat = _seat(e)
    if not won_on_dealt_tiles(e):
        _tile(e)
    _optional_seat(e, "discarder")
    hand = sorted(_tiles(e, "hand"))
    if hand:
        t.hands[seat] = hand
    if not e.get("self_drawn") and not e.get("robbed"):
        _mark_claimed(t, _optional_seat(e, "discarder"))
    t.winner = t.actor = seat
    _check_copies(t, hand)


def _on_drawn(t: Position, e: dict) -> None:
    t.wall_left = _wall_left(e, t)


def _on_settle(t: Position, e: dict) -> None:
    deltas = e.get("deltas")
    if not isinstance(deltas, dict):
        raise BadEvent("'deltas' is not an object of four seats")
    given = [deltas.get(letter) for letter in SEAT_LETTERS]
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in given):
        raise BadEvent("'deltas' must give a whole number for each of E, S, W and N")
    values = cast(list[int], given)
    if sum(values) != 0 or any(abs(v) > MAX_PAYMENT for v in values):
        raise BadEvent(f"the payments {values} do not sum to zero")
    t.deltas = tuple(values)


def _mark_claimed(t: Position, source: int | None) -> None:
    if source is not None and t.discards[source]:
        tile, _ = t.discards[source][-1]
        t.discards[source][-1] = (tile, True)


def _within(part: Sequence[int], whole: Sequence[int]) -> bool:
    rest = list(whole)
    for k in part:
        if k not in rest:
            return False
        rest.remove(k)
    return True


_IN_PLACE = frozenset({"draw", "discard"})
_HANDLERS = {
    "deal": _on_deal,
    "bid": _on_bid,
    "bao": _on_bao,
    "wilds": _on_wilds,
    "draw": _on_draw,
    "discard": _on_discard,
    "chow": _on_claim,
    "pung": _on_claim,
    "kong": _on_claim,
    "ckong": _on_ckong,
    "addkong_offer": _on_addkong_offer,
    "addkong": _on_addkong,
    "robbed": _on_robbed,
    "win": _on_win,
    "drawn": _on_drawn,
    "settle": _on_settle,
}


# --- the model ----------------------------------------------------------------------------------


class ReplayModel:
    """The steps of one hand: ``len(model)`` steps, step 0 normally the deal."""

    def __init__(self, events: Sequence[Any], snapshot_every: int = SNAPSHOT_EVERY) -> None:
        self._events = list(events)
        self._every = max(1, snapshot_every)
        self._problems: dict[int, str] = {}
        self._snapshots: list[Position] = []
        table = Position()
        for n, event in enumerate(self._events):
            if n % self._every == 0:
                self._snapshots.append(table.copy())
            problem = self._apply(table, event)
            if problem is not None:
                self._problems[n] = f"bad event {n}: {problem}"
        self._final = table

    @classmethod
    def from_events(
        cls, events: Iterable[Any], snapshot_every: int = SNAPSHOT_EVERY
    ) -> ReplayModel:
        """The steps of these events (claim decisions are left out: they show nothing)."""
        shown = [e for e in events if not _skipped(e)]
        return cls(shown, snapshot_every)

    @classmethod
    def from_record(cls, record: HistoryRecord) -> ReplayModel:
        """A hand of the history, replayed through the engine for its events. Raises
        ``ReplayError`` if the engine does not accept its actions."""
        return cls.from_events(e.to_dict() for e in replay_state(record).events)

    @staticmethod
    def _apply(table: Position, event: Any) -> str | None:
        try:
            apply_event(table, event)
        except BadEvent as e:
            table.actor, table.drawn, table.just_discarded = None, None, False
            return str(e)
        return None

    def __len__(self) -> int:
        return len(self._events)

    @property
    def bad_events(self) -> int:
        return len(self._problems)

    def position(self, n: int) -> Position:
        """The table after step ``n`` (a fresh copy the caller may keep or change)."""
        n = self._index(n)
        base = n // self._every
        table = self._snapshots[base].copy()
        for i in range(base * self._every, n + 1):
            self._apply(table, self._events[i])
        return table

    @overload
    def __getitem__(self, n: int) -> Position: ...

    @overload
    def __getitem__(self, n: slice) -> list[Position]: ...

    def __getitem__(self, n: int | slice) -> Position | list[Position]:
        """``model[n]`` is ``position(n)``, ``model[-1]`` the last step and ``model[a:b]`` a
        list of positions: a model reads as the sequence of its positions."""
        if isinstance(n, slice):
            return [self.position(i) for i in range(*n.indices(len(self._events)))]
        return self.position(n + len(self._events) if n < 0 else n)

    def final(self) -> Position:
        """The table after the last step."""
        return self._final.copy()

    def event(self, n: int) -> Any:
        """The event of step ``n`` as it was read (plain data: show it as plain text)."""
        return self._events[self._index(n)]

    def kind(self, n: int) -> str:
        """The event's type, or "bad" if it could not be applied."""
        n = self._index(n)
        return "bad" if n in self._problems else str(self._events[n]["type"])

    def problem(self, n: int) -> str | None:
        """ "bad event n: <why>" if step ``n`` could not be applied, else None."""
        return self._problems.get(self._index(n))

    def _index(self, n: int) -> int:
        if not 0 <= n < len(self._events):
            raise IndexError(f"step {n} of a hand of {len(self._events)} steps")
        return n


# --- files ------------------------------------------------------------------------------------


@dataclass
class ReplayHand:
    """A hand the viewer can show: a history record, or a sim log's header and events.
    ``record`` is None for a sim hand whose results cannot be read (its events can still
    be stepped through). ``names`` are the seats' names, East first."""

    number: int
    names: list[str]
    record: HistoryRecord | None = None
    events: list[Any] | None = None
    header: dict[str, Any] | None = None

    def model(self) -> ReplayModel:
        """The hand's steps. Raises ``ReplayError`` if a history hand cannot be replayed."""
        if self.events is not None:
            return ReplayModel.from_events(self.events)
        assert self.record is not None
        return ReplayModel.from_record(self.record)


@dataclass
class ReplayFile:
    """The hands of a file, how many lines or hands were skipped, why the file could not
    be read at all (``error``), and whether a save's hand in play was held back (a hot-seat
    match's: it would show every person's tiles to whoever opened it)."""

    hands: list[ReplayHand] = field(default_factory=list)
    skipped: int = 0
    error: str | None = None
    held_back: bool = False


def seat_names(record: HistoryRecord) -> list[str]:
    return [record.players[record.player_at(s)].name for s in range(4)]


def open_replay(path: str | os.PathLike[str], last_bytes: int | None = None) -> ReplayFile:
    """The hands of a history file or a ``zhuji-sim --log`` file (only those in its last
    ``last_bytes`` if given). Never raises."""
    path = Path(path)
    if not is_sim_log(path):
        loaded = load_history(path, last_bytes)
        hands = [ReplayHand(n, seat_names(r), record=r) for n, r in enumerate(loaded.records, 1)]
        return ReplayFile(hands, loaded.skipped, loaded.error)
    grouped = group_sim_log(path, last_bytes)
    out = ReplayFile(skipped=grouped.skipped, error=grouped.error)
    for n, hand in enumerate(grouped.hands, 1):
        try:
            record: HistoryRecord | None = hand.to_record()
        except Exception:  # its events may still be worth stepping through
            record = None
        names = seat_names(record) if record is not None else _header_names(hand.header)
        # (hands left out of a huge log: the n-th listed is the n-th after them)
        number = _logged_number(hand.header, n) if last_bytes is not None else n + grouped.left_out
        out.hands.append(ReplayHand(number, names, record, list(hand.events), hand.header))
    return out


MAX_LOGGED = 10**9  # a hand number a log may give (zhuji-sim plays at most 10^6 hands)


def _logged_number(header: dict[str, Any], n: int) -> int:
    """A sim hand's number as the log counts it (``index`` + 1): of a file read from its
    end, the n-th hand read is not the n-th hand. ``n`` if the header says no such thing."""
    index = header.get("index")
    if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < MAX_LOGGED:
        return index + 1
    return n


def _header_names(header: dict[str, Any]) -> list[str]:
    players = header.get("players")
    if not isinstance(players, dict):
        return ["", "", "", ""]
    return [str(players.get(letter, ""))[:20] for letter in SEAT_LETTERS]


__all__ = [
    "BadEvent",
    "MeldFaces",
    "Position",
    "ReplayError",
    "ReplayFile",
    "ReplayHand",
    "ReplayModel",
    "apply_event",
    "open_replay",
]
