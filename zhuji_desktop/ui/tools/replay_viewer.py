"""Step through a finished hand with every hand face up: ``ReplayViewer(parent, data_dir)``.

A hand is shown as the table it was after each event (the deal, each draw, discard, claim,
kong, the win or the drawn hand, the settlement). The tables are rebuilt from the events
alone, so a hand of the history (whose actions are replayed through the engine to get its
events) and a hand of a ``zhuji-sim --log`` file (which holds only events) go through the
same code. Claim decisions ("decide" events) change nothing visible and are not steps.

Keys: ← → step, Home/End jump to the deal and the end; buttons and a slider do the same.
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...engine import tiles
from ...engine.melds import SEAT_LETTERS
from ...history import HistoryRecord, ReplayError, load_history, read_sim_log, replay_state
from ..strings import T, bid_label, tai_label, tile_name, wind
from ..table import pixmaps
from ..table.seat_layout import TILE_RATIO
from ..table.style import (
    GOLD,
    REPLAY_FELT,
    REPLAY_FELT_DARK,
    REPLAY_LAST_DISCARD,
    TEXT,
    small_font,
)

DEALT = 136 - 14 - 3 * 13  # tiles left in the wall after the deal
SKIPPED_TYPES = frozenset({"decide"})


# --- the table, rebuilt from events -----------------------------------------------------------


@dataclass
class MeldView:
    faces: list[int]
    concealed: bool = False


@dataclass
class TableSnapshot:
    """Everything the viewer draws at one step. Seats 0..3 (0 = East, the dealer)."""

    hands: list[list[int]] = field(default_factory=lambda: [[], [], [], []])
    melds: list[list[MeldView]] = field(default_factory=lambda: [[], [], [], []])
    discards: list[list[list[Any]]] = field(default_factory=lambda: [[], [], [], []])
    wild_kinds: frozenset[int] = frozenset()
    wilds_named: bool = False
    wall_left: int = DEALT
    bao: int | None = None
    bid: str | None = None
    actor: int | None = None  # the seat the step's event is about
    drawn: int | None = None  # the tile the actor just drew (drawn apart from the hand)
    just_discarded: bool = False  # the step is a discard: its tile gets a red frame
    winner: int | None = None
    deltas: tuple[int, ...] | None = None
    description: str = ""
    pending_add: tuple[int, int] | None = None  # (seat, tile) of a kong that may be robbed


def _seat(letter: Any) -> int | None:
    """A seat letter as a seat; anything else (a log's null) as None."""
    ok = isinstance(letter, str) and letter in SEAT_LETTERS
    return SEAT_LETTERS.index(letter) if ok else None


def _tiles(text: Any) -> list[int]:
    return tiles.parse(text) if isinstance(text, str) and text else []


def _tile(code: Any) -> int | None:
    return tiles.parse_one(code) if isinstance(code, str) and code else None


def _meld(text: Any) -> MeldView:
    """A meld from its notation: ``[123m]`` exposed, ``(1111p)`` concealed."""
    text = str(text or "").strip()
    concealed = text.startswith("(")
    return MeldView(_tiles(text.strip("[]()")), concealed)


def _remove(hand: list[int], faces: Sequence[int]) -> None:
    """Take ``faces`` out of a hand; a face that is not there is ignored (a log that says
    more than it should must not stop the viewer)."""
    for t in faces:
        if t in hand:
            hand.remove(t)


def _mark_claimed(table: TableSnapshot, source: int | None) -> None:
    if source is not None and table.discards[source]:
        table.discards[source][-1][1] = True


class TableBuilder:
    """Applies events (as JSON objects) to a table and describes each one in words."""

    def __init__(self) -> None:
        self.table = TableSnapshot()

    def apply(self, event: dict[str, Any]) -> None:
        t = self.table
        kind = event.get("type")
        seat = _seat(event.get("seat"))
        t.actor, t.drawn, t.just_discarded = seat, None, kind == "discard"
        handler = getattr(self, f"_on_{kind}", None)
        text = handler(event, seat) if handler is not None else None
        t.description = text if text is not None else T.EV_OTHER.format(type=kind)

    # each handler updates the table and returns the description

    def _on_deal(self, e: dict, seat: int | None) -> str:
        hands = e.get("hands") or {}
        self.table.hands = [sorted(_tiles(hands.get(s))) for s in SEAT_LETTERS]
        return T.EV_DEAL

    def _on_bid(self, e: dict, seat: int | None) -> str:
        if e.get("bid") is None:
            return T.EV_BID_PASS.format(seat=_wind(seat))
        return T.EV_BID.format(seat=_wind(seat), bid=bid_label(e.get("bid")))

    def _on_bao(self, e: dict, seat: int | None) -> str:
        self.table.bao, self.table.bid = seat, bid_label(e.get("bid"))
        return T.EV_BAO.format(seat=_wind(seat), bid=self.table.bid)

    def _on_wilds(self, e: dict, seat: int | None) -> str:
        kinds = _tiles(e.get("tiles"))
        self.table.wild_kinds, self.table.wilds_named = frozenset(kinds), True
        if e.get("flipped"):
            self.table.wall_left -= 1  # the indicator stays out of play
        if not kinds:
            return T.EV_NO_WILDS
        return T.EV_WILDS.format(tiles=" ".join(tile_name(k) for k in kinds))

    def _on_draw(self, e: dict, seat: int | None) -> str:
        tile = _tile(e.get("tile"))
        if seat is not None and tile is not None:
            self.table.hands[seat].append(tile)
            self.table.hands[seat].sort()
            self.table.drawn = tile
        if isinstance(e.get("wall_left"), int):
            self.table.wall_left = e["wall_left"]
        template = T.EV_DRAW_TAIL if e.get("tail") else T.EV_DRAW
        return template.format(seat=_wind(seat), tile=_name(tile))

    def _on_discard(self, e: dict, seat: int | None) -> str:
        tile = _tile(e.get("tile"))
        if seat is not None and tile is not None:
            _remove(self.table.hands[seat], [tile])
            self.table.discards[seat].append([tile, False])
        return T.EV_DISCARD.format(seat=_wind(seat), tile=_name(tile))

    def _claim(self, e: dict, seat: int | None, template: Any) -> str:
        tile = _tile(e.get("tile"))
        if seat is not None:
            _remove(self.table.hands[seat], _tiles(e.get("tiles")))
            self.table.melds[seat].append(_meld(e.get("meld")))
        _mark_claimed(self.table, _seat(e.get("source")))
        return template.format(seat=_wind(seat), tile=_name(tile))

    def _on_chow(self, e: dict, seat: int | None) -> str:
        return self._claim(e, seat, T.EV_CHOW)

    def _on_pung(self, e: dict, seat: int | None) -> str:
        return self._claim(e, seat, T.EV_PUNG)

    def _on_kong(self, e: dict, seat: int | None) -> str:
        return self._claim(e, seat, T.EV_KONG)

    def _on_ckong(self, e: dict, seat: int | None) -> str:
        if seat is not None:
            _remove(self.table.hands[seat], _tiles(e.get("tiles")))
            self.table.melds[seat].append(_meld(e.get("meld")))
        return T.EV_CKONG.format(seat=_wind(seat))

    def _on_addkong_offer(self, e: dict, seat: int | None) -> str:
        tile = _tile(e.get("tile"))
        if seat is not None and tile is not None:
            _remove(self.table.hands[seat], [tile])
            self.table.pending_add = (seat, tile)
        return T.EV_ADDKONG_OFFER.format(seat=_wind(seat), tile=_name(tile))

    def _on_addkong(self, e: dict, seat: int | None) -> str:
        t, tile = self.table, _tile(e.get("tile"))
        kong = _meld(e.get("meld"))
        if seat is not None and tile is not None:
            if t.pending_add != (seat, tile):
                _remove(t.hands[seat], [tile])
            t.pending_add = None
            _replace_pung(t.melds[seat], kong)
        return T.EV_ADDKONG.format(seat=_wind(seat), tile=_name(tile))

    def _on_robbed(self, e: dict, seat: int | None) -> str:
        self.table.pending_add = None
        return T.EV_ROBBED.format(seat=_wind(seat), tile=_name(_tile(e.get("tile"))))

    def _on_win(self, e: dict, seat: int | None) -> str:
        t, tile = self.table, _tile(e.get("tile"))
        t.winner = seat
        if seat is not None and e.get("hand"):
            t.hands[seat] = sorted(_tiles(e.get("hand")))
        tai = _tai_text(e)
        if e.get("self_drawn"):
            return T.EV_WIN_SELF.format(seat=_wind(seat), tile=_name(tile), tai=tai)
        source = _seat(e.get("discarder"))
        if not e.get("robbed"):
            _mark_claimed(t, source)
        return T.EV_WIN.format(seat=_wind(seat), tile=_name(tile), source=_wind(source), tai=tai)

    def _on_drawn(self, e: dict, seat: int | None) -> str:
        if isinstance(e.get("wall_left"), int):
            self.table.wall_left = e["wall_left"]
        return T.EV_DRAWN

    def _on_settle(self, e: dict, seat: int | None) -> str:
        deltas = e.get("deltas") or {}
        values = tuple(int(deltas.get(s, 0) or 0) for s in SEAT_LETTERS)
        self.table.deltas = values
        parts = [f"{wind(s)} {v:+d}" for s, v in enumerate(values)]
        return T.EV_SETTLE.format(deltas="  ".join(parts))


def _replace_pung(melds: list[MeldView], kong: MeldView) -> None:
    """Put ``kong`` in place of the exposed pung it grew from (its faces minus one tile)."""
    for i, m in enumerate(melds):
        if len(m.faces) == 3 and not m.concealed and _within(m.faces, kong.faces):
            melds[i] = kong
            return
    melds.append(kong)


def _within(part: Sequence[int], whole: Sequence[int]) -> bool:
    """Whether every tile of ``part`` is in ``whole`` (counting copies)."""
    rest = list(whole)
    for t in part:
        if t not in rest:
            return False
        rest.remove(t)
    return True


def _wind(seat: int | None) -> str:
    return wind(seat) if seat is not None else "?"


def _name(tile: int | None) -> str:
    return tile_name(tile) if tile is not None else "?"


def _tai_text(e: dict) -> str:
    items = e.get("items") or []
    parts = []
    for item in items:
        if isinstance(item, (list, tuple)) and len(item) == 3:
            try:
                label = tai_label(str(item[0]))
            except KeyError:
                label = str(item[1])
            parts.append(T.TAI_ITEM.format(label=label, tai=item[2]))
    total = T.HINTS_TAI.format(tai=e.get("tai"))
    return T.TAI_SEPARATOR.join(parts) + (" = " if parts else "") + total


def build_steps(events: Sequence[dict[str, Any]]) -> list[TableSnapshot]:
    """The table after each shown event, from the deal on."""
    builder = TableBuilder()
    steps = []
    for event in events:
        if not isinstance(event, dict) or event.get("type") in SKIPPED_TYPES:
            continue
        builder.apply(event)
        steps.append(copy.deepcopy(builder.table))
    return steps


# --- hands to replay ----------------------------------------------------------------------------


@dataclass
class ReplayHand:
    """A hand the viewer can show: a label, the seats' names, and its events."""

    label: str
    names: list[str]
    events: list[dict[str, Any]] | None = None
    record: HistoryRecord | None = None

    def load_events(self) -> list[dict[str, Any]]:
        """The hand's events; a history hand is replayed through the engine first."""
        if self.events is None:
            assert self.record is not None
            state = replay_state(self.record)  # raises ReplayError if it cannot be replayed
            self.events = [e.to_dict() for e in state.events]
        return self.events


def seat_names(record: HistoryRecord) -> list[str]:
    return [record.players[record.player_at(s)].name for s in range(4)]


def record_summary(record: HistoryRecord) -> str:
    """A one-line summary: date, winner and 台 (or 荒庄)."""
    if record.winner is None:
        result = T.HISTORY_DRAWN
    else:
        name = record.players[record.winner].name
        seat = wind(record.seat_of(record.winner))
        result = f"{seat} {name} {T.HINTS_TAI.format(tai=record.tai)}"
    return f"{record.date[:16].replace('T', ' ')}  {result}".strip()


def hand_from_record(record: HistoryRecord, number: int) -> ReplayHand:
    label = T.REPLAY_HAND_ITEM.format(n=number, summary=record_summary(record))
    return ReplayHand(label, seat_names(record), record=record)


def is_sim_log(path: str | os.PathLike[str]) -> bool:
    """Whether the first line of ``path`` is a sim log's hand header."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                if line.strip():
                    return json.loads(line).get("type") == "hand"
    except (OSError, ValueError, AttributeError):
        return False
    return False


def hands_from_file(path: str | os.PathLike[str]) -> tuple[list[ReplayHand], int]:
    """The hands of a history file or a sim log, and how many lines or hands were skipped."""
    if is_sim_log(path):
        log = read_sim_log(path)
        out = []
        for n, (hand, record) in enumerate(zip(log.hands, log.records), 1):
            label = T.REPLAY_HAND_ITEM.format(n=n, summary=record_summary(record))
            out.append(ReplayHand(label, seat_names(record), events=list(hand.events)))
        return out, log.skipped
    loaded = load_history(path)
    hands = [hand_from_record(r, n) for n, r in enumerate(loaded.records, 1)]
    return hands, loaded.skipped


# --- drawing the table ------------------------------------------------------------------------

HAND_W = 30
MELD_W = 26
DISCARD_W = 22
DISCARDS_PER_LINE = 24
PLATE_W = 150
SEAT_PAD = 6


def _meld_faces(meld: MeldView) -> list[int]:
    """A concealed kong shows its kind between two face-down tiles, as on the table."""
    if meld.concealed and len(meld.faces) == 4:
        return [-1, *meld.faces[1:3], -1]
    return meld.faces


class TableWidget(QWidget):
    """Paints a ``TableSnapshot``: four seats one under the other, each with its name, its
    hand face up, its melds and its discards (claimed ones dimmed)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.snapshot: TableSnapshot | None = None
        self.names = ["", "", "", ""]
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(PLATE_W + 22 * HAND_W, 4 * self.seat_height() + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(PLATE_W + 16 * HAND_W, 4 * self.seat_height())

    @staticmethod
    def seat_height() -> int:
        return round(HAND_W * TILE_RATIO + 2 * DISCARD_W * TILE_RATIO) + 4 * SEAT_PAD

    def show_snapshot(self, snapshot: TableSnapshot | None, names: Sequence[str]) -> None:
        self.snapshot, self.names = snapshot, list(names)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.fillRect(self.rect(), REPLAY_FELT_DARK)
        if self.snapshot is not None:
            h = (self.height() - 4) / 4
            for seat in range(4):
                self._paint_seat(painter, seat, QRectF(2, 2 + seat * h, self.width() - 4, h - 4))
        painter.end()

    def _paint_seat(self, p: QPainter, seat: int, box: QRectF) -> None:
        s = self.snapshot
        assert s is not None
        active = seat == s.actor
        p.setPen(QPen(GOLD if active else REPLAY_FELT, 2))
        p.setBrush(REPLAY_FELT)
        p.drawRoundedRect(box, 8, 8)
        plate = QRectF(box.left() + 8, box.top() + 4, PLATE_W - 12, box.height() - 8)
        self._paint_plate(p, seat, plate)
        x = box.left() + PLATE_W
        y = box.top() + SEAT_PAD
        x = self._paint_hand(p, seat, x, y)
        for meld in s.melds[seat]:
            for face in _meld_faces(meld):
                self._tile(p, face, x, y + (HAND_W - MELD_W) * TILE_RATIO, MELD_W)
                x += MELD_W
            x += 6
        self._paint_discards(p, seat, box.left() + PLATE_W, y + HAND_W * TILE_RATIO + SEAT_PAD)

    def _paint_plate(self, p: QPainter, seat: int, rect: QRectF) -> None:
        s = self.snapshot
        assert s is not None
        lines = [T.REPLAY_SEAT.format(wind=wind(seat), name=self.names[seat])]
        tags = [T.DEALER] if seat == 0 else []
        if s.bao == seat:
            tags.append(T.BAO.format(bid=s.bid or ""))
        lines.append(" ".join(tags))
        if s.deltas is not None:
            lines.append(T.RESULT_DELTA.format(delta=s.deltas[seat]))
        if s.winner == seat:
            lines.append(T.WIN)
        p.setPen(GOLD if seat == s.actor else TEXT)
        p.setFont(small_font(13, bold=True))
        p.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, "\n".join(lines))

    def _paint_hand(self, p: QPainter, seat: int, x: float, y: float) -> float:
        s = self.snapshot
        assert s is not None
        hand = list(s.hands[seat])
        drawn = s.drawn if seat == s.actor and s.drawn in hand else None
        if drawn is not None:
            hand.remove(drawn)
        for face in sorted(hand):
            self._tile(p, face, x, y, HAND_W)
            x += HAND_W
        if drawn is not None:
            x += 6
            self._tile(p, drawn, x, y, HAND_W)
            x += HAND_W
        return x + 14

    def _paint_discards(self, p: QPainter, seat: int, x0: float, y0: float) -> None:
        s = self.snapshot
        assert s is not None
        h = DISCARD_W * TILE_RATIO
        last = len(s.discards[seat]) - 1
        for i, (face, claimed) in enumerate(s.discards[seat]):
            row, col = divmod(i, DISCARDS_PER_LINE)
            x, y = x0 + col * DISCARD_W, y0 + row * h
            p.setOpacity(0.35 if claimed else 1.0)
            self._tile(p, face, x, y, DISCARD_W)
            p.setOpacity(1.0)
            if i == last and seat == s.actor and s.just_discarded:
                p.setPen(QPen(REPLAY_LAST_DISCARD, 2))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(QRectF(x, y, DISCARD_W, h))

    def _tile(self, p: QPainter, face: int, x: float, y: float, w: float) -> None:
        wild = face in self.snapshot.wild_kinds if self.snapshot else False
        pixmaps.paint_tile(p, QRectF(x, y, w, w * TILE_RATIO), face, wild)


# --- the window ---------------------------------------------------------------------------------


class ReplayViewer(QDialog):
    """Opens a recorded hand (``open_record``) or a file of them (``open_file``: a history
    file or a ``zhuji-sim --log`` file) and steps through it."""

    def __init__(self, parent: QWidget | None = None, data_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(T.REPLAY_TITLE)
        self.data_dir = Path(data_dir) if data_dir is not None else Path.home()
        self.hands: list[ReplayHand] = []
        self.steps: list[TableSnapshot] = []
        self.names = ["", "", "", ""]
        self.step = 0
        self.table = TableWidget()
        self.description = QLabel(T.REPLAY_EMPTY)
        self.description.setFont(small_font(16, bold=True))
        self.description.setWordWrap(True)
        self.status = QLabel()
        self.info = QLabel()
        self.info.setFont(small_font(13))
        self._build()
        self.resize(1060, 720)
        self._show_step()

    def _build(self) -> None:
        top = QHBoxLayout()
        open_button = QPushButton(T.REPLAY_OPEN)
        open_button.clicked.connect(self.choose_file)
        self.hand_combo = QComboBox()
        self.hand_combo.setMinimumWidth(320)
        self.hand_combo.currentIndexChanged.connect(self.select_hand)
        top.addWidget(open_button)
        top.addWidget(self.hand_combo, 1)
        top.addWidget(self.status)
        self.buttons = {}
        controls = QHBoxLayout()
        moves = (("first", T.REPLAY_FIRST, self.first), ("prev", T.REPLAY_PREV, self.back))
        for key, text, slot in moves:
            controls.addWidget(self._button(key, text, slot))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self.go)
        controls.addWidget(self.slider, 1)
        for key, text, slot in (("next", T.REPLAY_NEXT, self.forward),
                                ("last", T.REPLAY_LAST, self.last)):  # fmt: skip
            controls.addWidget(self._button(key, text, slot))
        self.step_label = QLabel()
        self.step_label.setMinimumWidth(110)
        controls.addWidget(self.step_label)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.info)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.description)
        layout.addLayout(controls)

    def _button(self, key: str, text: str, slot: Any) -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # arrow keys belong to the viewer
        button.clicked.connect(slot)
        self.buttons[key] = button
        return button

    # --- loading --------------------------------------------------------------------------

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, T.REPLAY_OPEN, str(self.data_dir), T.REPLAY_FILTER
        )
        if path:
            self.open_file(path)

    def open_file(self, path: str | os.PathLike[str]) -> bool:
        """Load every hand of a history file or sim log and show the first. False (with the
        reason shown) if there is none."""
        try:
            hands, skipped = hands_from_file(path)
        except OSError as e:
            return self._fail(T.REPLAY_CANNOT.format(error=e))
        self.status.setText(T.REPLAY_SKIPPED.format(n=skipped) if skipped else "")
        if not hands:
            return self._fail(T.REPLAY_NO_HANDS, keep_status=True)
        self._set_hands(hands)
        return True

    def open_record(self, record: HistoryRecord) -> bool:
        """Show one recorded hand."""
        self.status.clear()
        self._set_hands([hand_from_record(record, record.hand_index + 1)])
        return bool(self.steps)

    def _set_hands(self, hands: list[ReplayHand]) -> None:
        self.hands = hands
        self.hand_combo.blockSignals(True)
        self.hand_combo.clear()
        self.hand_combo.addItems([h.label for h in hands])
        self.hand_combo.blockSignals(False)
        self.hand_combo.setCurrentIndex(0)
        self.select_hand(0)

    def select_hand(self, index: int) -> None:
        """Show hand ``index`` of the loaded ones, from its deal."""
        if not 0 <= index < len(self.hands):
            return
        hand = self.hands[index]
        try:
            self.steps = build_steps(hand.load_events())
        except (ReplayError, ValueError) as e:
            self._fail(T.REPLAY_CANNOT.format(error=e), keep_status=True, keep_hands=True)
            return
        self.names = hand.names
        self.slider.blockSignals(True)
        self.slider.setRange(0, max(0, len(self.steps) - 1))
        self.slider.blockSignals(False)
        self.go(0)

    def _fail(self, message: str, keep_status: bool = False, keep_hands: bool = False) -> bool:
        if not keep_hands:
            self.hands = []
            self.hand_combo.clear()
        if not keep_status:
            self.status.clear()
        self.steps = []
        self.step = 0
        self._show_step()
        self.description.setText(message)
        return False

    # --- moving -------------------------------------------------------------------------------

    def go(self, step: int) -> None:
        """Show step ``step`` (clamped to the hand)."""
        self.step = max(0, min(step, len(self.steps) - 1)) if self.steps else 0
        self._show_step()

    def forward(self) -> None:
        self.go(self.step + 1)

    def back(self) -> None:
        self.go(self.step - 1)

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(len(self.steps) - 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves = {
            Qt.Key.Key_Right: self.forward,
            Qt.Key.Key_Left: self.back,
            Qt.Key.Key_Home: self.first,
            Qt.Key.Key_End: self.last,
        }
        move = moves.get(Qt.Key(event.key()))
        if move is None:
            super().keyPressEvent(event)
        else:
            move()

    def _show_step(self) -> None:
        snap = self.steps[self.step] if self.steps else None
        self.table.show_snapshot(snap, self.names)
        total = len(self.steps)
        self.step_label.setText(T.REPLAY_STEP.format(n=self.step, total=max(0, total - 1)))
        self.slider.blockSignals(True)
        self.slider.setValue(self.step)
        self.slider.blockSignals(False)
        for key in ("first", "prev"):
            self.buttons[key].setEnabled(self.step > 0)
        for key in ("next", "last"):
            self.buttons[key].setEnabled(self.step < total - 1)
        self.slider.setEnabled(total > 1)
        self.description.setText(snap.description if snap else T.REPLAY_EMPTY)
        self.info.setText(self._info_text(snap))

    @staticmethod
    def _info_text(snap: TableSnapshot | None) -> str:
        if snap is None:
            return ""
        if snap.wild_kinds:
            wilds = T.WILDS + " " + " ".join(tile_name(k) for k in sorted(snap.wild_kinds))
        else:
            wilds = T.NO_WILDS if snap.wilds_named else ""
        parts = [T.TILES_LEFT.format(n=snap.wall_left), wilds]
        if snap.bao is not None:
            parts.append(T.REPLAY_BAO.format(seat=wind(snap.bao), bid=snap.bid or ""))
        return "    ".join(p for p in parts if p)
