"""Step through a finished hand with every hand face up: ``ReplayViewer(parent, data_dir)``.

A hand is shown as the table it was after each event (the deal, each draw, discard, claim,
kong, the win or the drawn hand, the settlement). The tables come from ``replay.ReplayModel``
(no Qt): a hand of the history is replayed through the engine for its events, a hand of a
``zhuji-sim --log`` file brings its events, and both go through the same code; a save is
read as its match's hands (``ui.model.saved_match``). A file is
someone else's data: every text taken from it is shown as plain text, and an event that does
not fit the table is shown as "bad event n: reason" and changes nothing.

Tiles are named as tiles (五万, 东风) and seats as seats (东家); the tiles left are counted as
on the table (``snapshot.wall_counts``: the reserve apart). A change of language shows the
window again in the new one.

Keys: ← → step, Home/End jump to the deal and the end; buttons and a slider do the same.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetricsF, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...engine.bidding import named_first
from ...engine.rules import RuleSet
from ...history import HistoryRecord, ReplayError
from ...replay import MeldFaces, Position, ReplayFile, ReplayHand, ReplayModel
from ...safe_files import file_size
from ...storage import HISTORY_NAME
from ..line_breaks import break_phrases, unbroken
from ..model.event_words import MAX_SHOWN, describe
from ..model.saved_match import is_save, open_any
from ..model.snapshot import wall_counts
from ..on_screen import resize_within
from ..plain import PlainLabel
from ..strings import (
    T,
    bid_label,
    game_name,
    hand_number_text,
    note_text,
    seat_name,
    seat_who,
    shown_name,
    tile_name,
    tile_names,
)
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

# Of a history larger than this the viewer opened from the menu reads only the end (about
# 1,300 hands): its newest hands, at once. A file chosen with 打开 larger than this is read
# in the background while the window says so.
LATEST_BYTES = 2_000_000
# Of a file chosen with 打开 only its last this many bytes are read (a sim log's newest 2,000
# hands or so, a history's 13,000): a 98 MB log took 10 s and 960 MB of memory to read whole.
OPEN_BYTES = 20_000_000


READ_POLL_MS = 50


class _Read:
    """A file read off the window's thread. The thread only fills ``result``: it touches no
    Qt object (the window looks for the result with a timer of its own)."""

    def __init__(self, path: str | os.PathLike[str], last: int | None) -> None:
        self.last = last  # read only the file's last this many bytes (None: all of it)
        self.result: ReplayFile | None = None
        threading.Thread(target=self._run, args=(path,), name="replay-read", daemon=True).start()

    def _run(self, path: str | os.PathLike[str]) -> None:
        self.result = open_any(path, self.last)  # never raises


# --- hands to replay ----------------------------------------------------------------------------


def record_summary(record: HistoryRecord) -> str:
    """A one-line summary: date, the hand in its match as the table numbered it (with its
    game, if 翻麻将), winner and 台 (or 荒庄). The list's own count runs over every match in
    the file: a tester read "第 14 局" for the table's 第 3 局, and could not tell the games."""
    hand = hand_number_text(record.index + 1, record.mode)
    if record.source == "sim":
        hand = T.MODE_FAN if record.mode == "fan" else ""  # a sim's hands are no match's
    if record.winner is None:
        result = T.HISTORY_DRAWN
    else:
        name = shown_name(record.players[record.winner].name)
        who = seat_who(record.seat_of(record.winner), name)
        result = f"{who} {T.HINTS_TAI.format(tai=record.tai)}"
    return "  ".join(p for p in (record.date[:16].replace("T", " "), hand, result) if p)


def hand_label(hand: ReplayHand) -> str:
    """The hand's line in the list: its number and its summary (a sim hand whose results
    cannot be read: its players)."""
    if hand.record is not None:
        summary = record_summary(hand.record)
    else:
        summary = " / ".join(shown_name(n) for n in hand.names if n)[:MAX_SHOWN]
    return T.REPLAY_HAND_ITEM.format(n=hand.number, summary=summary)


# --- drawing the table ------------------------------------------------------------------------

HAND_W = 30
MELD_W = 26
DISCARD_W = 22
DISCARDS_PER_LINE = 24
PLATE_W = 150
SEAT_PAD = 6


def _meld_faces(meld: MeldFaces) -> list[int]:
    """A concealed kong shows its kind between two face-down tiles, as on the table."""
    if meld.concealed and len(meld.faces) == 4:
        return [-1, *meld.faces[1:3], -1]
    return list(meld.faces)


class TableWidget(QWidget):
    """Paints a ``replay.Position``: four seats one under the other, each with its name, its
    hand face up, its melds and its discards (claimed ones dimmed)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.snapshot: Position | None = None
        self.names = ["", "", "", ""]
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(PLATE_W + 22 * HAND_W, 4 * self.seat_height() + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(PLATE_W + 16 * HAND_W, 4 * self.seat_height())

    @staticmethod
    def seat_height() -> int:
        return round(HAND_W * TILE_RATIO + 2 * DISCARD_W * TILE_RATIO) + 4 * SEAT_PAD

    def show_snapshot(self, snapshot: Position | None, names: Sequence[str]) -> None:
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
        font = small_font(13, bold=True)
        # broken between phrases: Qt wrapped "South seat (Computer" above a lone "2)"
        width = QFontMetricsF(font).horizontalAdvance
        lines = [break_phrases(seat_who(seat, self.names[seat]), width, rect.width())]
        tags = [T.OLD_DEALER if s.old_dealer else T.DEALER] if seat == 0 else []
        if s.bao == seat:
            tags.append(T.BAO.format(bid=bid_label(s.bid) if s.bid else ""))
        # each tag whole ("Old dealer Bid 2" above a lone "tai"); one a line if need be
        tags = [unbroken(t) for t in tags]
        fits = width(" ".join(tags)) <= rect.width()
        lines.append((" " if fits else "\n").join(tags))
        if s.deltas is not None:
            lines.append(T.RESULT_DELTA.format(delta=s.deltas[seat]))
        if s.winner == seat:
            lines.append(T.WIN)
        p.setPen(GOLD if seat == s.actor else TEXT)
        p.setFont(font)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        p.drawText(rect, flags, "\n".join(lines))  # a long name wraps, never cut off

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
        # the table after each step (a model reads as the sequence of its positions)
        self.steps: ReplayModel | Sequence[Position] = []
        self.model: ReplayModel | None = None
        self._failure: str | None = None  # why nothing is shown (``_fail``), kept while so
        self.names = ["", "", "", ""]
        self.reserve = RuleSet().draw_reserve  # of the hand shown (its rules say)
        self.step = 0
        self.table = TableWidget()
        self.description = PlainLabel(T.REPLAY_EMPTY)
        self.description.setFont(small_font(16, bold=True))
        self.description.setWordWrap(True)
        self.status = PlainLabel()
        self._status_words: Callable[[], str] = str  # what the status line says (``_say``)
        self._read: _Read | None = None  # a file chosen with 打开, being read
        self._poll = QTimer(self)  # looks for the read's result (it dies with the window)
        self._poll.setInterval(READ_POLL_MS)
        self._poll.timeout.connect(self._check_read)
        self.info = PlainLabel()
        self.info.setFont(small_font(13))
        self._build()
        resize_within(self, 1060, 720)
        self._show_step()

    def _build(self) -> None:
        top = QHBoxLayout()
        open_button = QPushButton(T.REPLAY_OPEN)
        open_button.clicked.connect(self.choose_file)
        self.open_button = open_button
        self.hand_combo = QComboBox()
        self.hand_combo.installEventFilter(self)
        self.hand_combo.setMinimumWidth(320)
        self.hand_combo.currentIndexChanged.connect(self.select_hand)
        top.addWidget(open_button)
        top.addWidget(self.hand_combo, 1)
        top.addWidget(self.status)
        self.buttons: dict[str, QPushButton] = {}
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
        self.step_label = PlainLabel()
        self.step_label.setMinimumWidth(110)
        controls.addWidget(self.step_label)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.info)
        # in a scroll area: the four seats need about 500 px, and on a small screen (a laptop
        # at 125%, 1093×614) the window ran past its bottom edge with the step buttons
        area = QScrollArea()
        area.setWidget(self.table)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setMinimumHeight(self.table.seat_height())
        layout.addWidget(area, 1)
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
            self.open_chosen(path)

    def open_chosen(self, path: str | os.PathLike[str]) -> None:
        """Open a file the player chose: at once if it is small, else in the background
        (``loading`` is true meanwhile), and of a very large one only its newest hands. Any
        other opening meanwhile wins over it."""
        size = file_size(path)
        if size <= LATEST_BYTES and not is_save(path):  # (a save may be replayed in full)
            self.open_file(path)
            return
        self._cancel_read()
        self._read = _Read(path, OPEN_BYTES if size > OPEN_BYTES else None)
        self._say(lambda: T.REPLAY_READING)
        self._poll.start()

    @property
    def loading(self) -> bool:
        """A file chosen with 打开 is being read in the background."""
        return self._read is not None

    def _check_read(self) -> None:
        read = self._read
        if read is None or read.result is None:
            return
        self._cancel_read()
        self._show_file(
            read.result, read.last, lambda: T.REPLAY_NEWEST_OF_LARGE, lambda: T.REPLAY_NONE_OF_LARGE
        )

    def _cancel_read(self) -> None:
        """Forget a background read (its thread ends on its own; what it read is dropped)."""
        self._read = None
        self._poll.stop()

    def open_file(self, path: str | os.PathLike[str], last_bytes: int | None = None) -> bool:
        """Load every hand of a history file or sim log (those in its last ``last_bytes``)
        and show the first. False (with the reason shown) if there is none."""
        self._cancel_read()
        if not os.path.lexists(path):  # (gone since it was chosen): not "no hands in it"
            return self._fail(T.REPLAY_NOT_FOUND.format(name=Path(path).name))
        newest = (lambda: T.REPLAY_NEWEST, lambda: T.REPLAY_NONE_NEWEST)
        return self._show_file(open_any(path, last_bytes), last_bytes, *newest)

    def _show_file(
        self,
        loaded: ReplayFile,
        last_bytes: int | None,
        newest: Callable[[], Any],
        none_newest: Callable[[], str],
    ) -> bool:
        """Show ``loaded`` (read from the file's last ``last_bytes``, if given: ``newest``
        says how many hands that holds, ``none_newest`` that it holds none)."""

        def words() -> str:
            notes = [T.REPLAY_SKIPPED.format(n=loaded.skipped)] if loaded.skipped else []
            if last_bytes is not None and loaded.hands:
                notes.append(newest().format(n=len(loaded.hands)))
            if loaded.held_back:
                notes.append(T.REPLAY_HELD_BACK)
            if loaded.error is not None:
                notes.append(T.REPLAY_CANNOT.format(error=note_text(loaded.error)))
            return "  ".join(notes)

        self._say(words)
        if not loaded.hands and last_bytes is not None:
            # only the file's end was read: a line megabytes long there (a torn write, a
            # hostile edit) hid every hand before it, and "no hands" was all that was said
            mb = f"{last_bytes / 1_000_000:g}"
            return self._fail(none_newest().format(mb=mb), keep_status=True)
        if not loaded.hands:
            return self._fail(T.REPLAY_NO_HANDS, keep_status=True)
        self._set_hands(loaded.hands)
        return True

    def open_latest(self) -> bool:
        """The data folder's history, at its newest hand (the viewer opened from the menu
        showed nothing until a file was chosen); of a long history only its newest hands
        (30,000 hands took 7 s to read; 打开 reads up to ``OPEN_BYTES`` in the background).
        False if there is no history there."""
        path = self.data_dir / HISTORY_NAME
        if not path.is_file():
            return False
        large = file_size(path) > LATEST_BYTES
        if not self.open_file(path, LATEST_BYTES if large else None):
            return False
        self.hand_combo.setCurrentIndex(len(self.hands) - 1)
        return True

    def open_record(self, record: HistoryRecord) -> bool:
        """Show one recorded hand."""
        self._cancel_read()
        self._say(str)
        names = [record.players[record.player_at(s)].name for s in range(4)]
        self._set_hands([ReplayHand(record.index + 1, names, record=record)])
        return bool(self.steps)

    def _set_hands(self, hands: list[ReplayHand]) -> None:
        self.hands = hands
        self.hand_combo.blockSignals(True)
        self.hand_combo.clear()
        self.hand_combo.addItems([hand_label(h) for h in hands])
        self.hand_combo.blockSignals(False)
        self.hand_combo.setCurrentIndex(0)
        self.select_hand(0)

    def select_hand(self, index: int) -> None:
        """Show hand ``index`` of the loaded ones, from its deal."""
        if not 0 <= index < len(self.hands):
            return
        hand = self.hands[index]
        try:
            self.model = hand.model()
        except (ReplayError, ValueError) as e:
            self._fail(T.REPLAY_CANNOT.format(error=e), keep_status=True, keep_hands=True)
            return
        self.steps, self._failure = self.model, None
        self.names = [shown_name(n) for n in hand.names]  # whichever file it came from
        self.reserve = hand_reserve(hand)
        self.slider.blockSignals(True)
        self.slider.setRange(0, max(0, len(self.steps) - 1))
        self.slider.blockSignals(False)
        self.go(0)

    def _fail(self, message: str, keep_status: bool = False, keep_hands: bool = False) -> bool:
        if not keep_hands:
            self.hands = []
            self.hand_combo.clear()
        if not keep_status:
            self._say(str)
        self.steps, self.model = [], None
        self.step = 0
        self._failure = message  # (an arrow key put the empty viewer's words over it)
        self._show_step()
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

    def _move_for(self, event: QEvent) -> Callable[[], None] | None:
        """The step a key press asks for (← → Home End), if any."""
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return None
        moves = {
            Qt.Key.Key_Right: self.forward,
            Qt.Key.Key_Left: self.back,
            Qt.Key.Key_Home: self.first,
            Qt.Key.Key_End: self.last,
        }
        return moves.get(Qt.Key(event.key()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        move = self._move_for(event)
        if move is None:
            super().keyPressEvent(event)
        else:
            move()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The hand list (a combo box) took Home and End for itself and moved to another
        hand: with the focus there too, those keys step through the hand shown."""
        move = self._move_for(event) if watched is self.hand_combo else None
        if move is None:
            return super().eventFilter(watched, event)
        move()
        return True

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
        self.description.setText(self._description() if snap else self._failure or T.REPLAY_EMPTY)
        self.info.setText(self._info_text(snap))

    def _description(self) -> str:
        model = self.model
        if model is None:
            return ""
        text = describe(model.event(self.step), model.problem(self.step))
        # the last step keeps the win's 台 beside the payments (a tester found only "Win")
        step = self.step
        if step and model.kind(step) == "settle" and model.kind(step - 1) == "win":
            text += "\n" + describe(model.event(step - 1))
        return text

    def _info_text(self, snap: Position | None) -> str:
        if snap is None:
            return ""
        if snap.wild_kinds:
            wilds = T.WILDS + " " + tile_names(named_first(snap.wild_kinds))
        else:
            wilds = T.NO_WILDS if snap.wilds_named else ""
        left, reserve = wall_counts(snap.wall_left, self.reserve)
        parts = [T.TILES_LEFT.format(n=left), T.RESERVE.format(n=reserve), wilds]
        if snap.indicator is not None:
            parts.insert(2, T.INDICATOR_TILE.format(tile=tile_name(snap.indicator)))
        if snap.old_dealer:  # why the payments are twice what the 台 say
            parts.append(T.RESULT_OLD_DEALER)
        if snap.mode == "fan":  # no 包家: the game is named instead
            parts.insert(0, game_name(snap.mode))
        elif snap.bao is not None:
            bid = bid_label(snap.bid) if snap.bid else ""
            parts.append(T.REPLAY_BAO.format(seat=seat_name(snap.bao), bid=bid))
        return "    ".join(p for p in parts if p)

    # --- the language -----------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        """Every text again, in the language now installed (the step shown stays)."""
        self.setWindowTitle(T.REPLAY_TITLE)
        self.open_button.setText(T.REPLAY_OPEN)
        for key, text in self._button_texts().items():
            self.buttons[key].setText(text)
        index = self.hand_combo.currentIndex()
        self.hand_combo.blockSignals(True)
        for i, hand in enumerate(self.hands):
            self.hand_combo.setItemText(i, hand_label(hand))
        self.hand_combo.setCurrentIndex(index)
        self.hand_combo.blockSignals(False)
        self.status.setText(self._status_words())
        self._show_step()

    def _say(self, words: Callable[[], str]) -> None:
        """The status line, made by ``words`` in the language of the moment (a change of
        language says it again: ``retranslate``)."""
        self._status_words = words
        self.status.setText(words())

    @staticmethod
    def _button_texts() -> dict[str, str]:
        return {
            "first": T.REPLAY_FIRST,
            "prev": T.REPLAY_PREV,
            "next": T.REPLAY_NEXT,
            "last": T.REPLAY_LAST,
        }


def hand_reserve(hand: ReplayHand) -> int:
    """The draw reserve of a hand's rules (a history record's, or a sim log's header's);
    the default when the file does not say or says something this version refuses."""
    rules = hand.record.rules if hand.record is not None else (hand.header or {}).get("rules")
    try:
        return RuleSet.from_dict(rules if isinstance(rules, dict) else {}).draw_reserve
    except (TypeError, ValueError):
        return RuleSet().draw_reserve
