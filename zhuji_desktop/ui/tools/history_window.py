"""The record of finished hands and each player's statistics: ``HistoryWindow(parent, data_dir)``.

Reads ``history.jsonl`` from the data folder (a missing file is an empty history; unreadable
lines are skipped and their number shown). A history of both games shows one of them, at
first the game of the newest hand (their scores are of different sizes: a 包麻将 hand moves
the bid's points, a 翻麻将 hand a few points), and the statistics are of that game's hands
alone; the player may choose the other, or both. The hands table lists
the newest first (the newest ``MAX_ROWS``; the statistics count every hand), and a large file
is read in the background while the window says so; a double
click or the replay button asks for the selected hand in the replay viewer
(``replay_requested``, which ``ToolWindows`` connects to the viewer).
"""

from __future__ import annotations

import contextlib
import functools
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...history import History, HistoryLoad, HistoryRecord, PlayerStats, player_stats
from ...storage import HISTORY_NAME
from ..on_screen import resize_within
from ..plain import PlainLabel
from ..strings import T, bid_label, game_name, kept_name, level_name, note_text, shown_name, wind

BAO_COLUMN = 5  # of the hands: 包家 and bid (or 翻麻将)
TAKEN_BACK_COLUMN = 8  # of the hands: moves taken back (悔牌)
# The hands table lists the newest this many (the statistics count every hand): a table of
# 10,000 rows took seconds to fill and to size its columns, and nobody scrolls that far.
MAX_ROWS = 2000
MAX_SPEC = 30  # characters of a sim player's spec shown as its level
# A history file larger than this is read in the background while the window says so (10,000
# hands, 16 MB, took a second to read; a hostile one of 300 MB, a minute).
SYNC_BYTES = 2_000_000
BAO_STATS_COLUMNS = (5, 6)  # of the statistics: hands as 包家, and how many it won


# (made once: Qt's flag arithmetic in Python was a tenth of filling a large table)
_FLAGS = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def _item(text: str, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(_FLAGS)
    if align_right:
        item.setTextAlignment(_RIGHT)
    return item


def _player(rec: HistoryRecord, player: int | None, name: Callable[[str], str] = shown_name) -> str:
    """``南 电脑1``: a match player with the seat they had in that hand."""
    if player is None:
        return ""
    return f"{wind(rec.seat_of(player))} {name(rec.players[player].name)}"


def hand_cells(rec: HistoryRecord, name: Callable[[str], str] = shown_name) -> list[str]:
    """A hand's row: date, each seat's player with what they won or paid, 包家 and bid,
    winner, 台, and how many moves were taken back (悔牌) in it. ``name``: how a recorded
    name is shown (``shown_name``, or a memo of it)."""
    seats = [
        f"{name(rec.players[rec.player_at(s)].name)}  {rec.deltas[rec.player_at(s)]:+d}"
        for s in range(4)
    ]
    if rec.winner is None:
        winner = T.HISTORY_DRAWN
    elif rec.self_drawn:
        winner = T.HISTORY_SELF_DRAWN.format(name=_player(rec, rec.winner, name))
    else:
        winner = _player(rec, rec.winner, name)
    tai = "" if rec.tai is None else str(rec.tai)
    if rec.old_dealer:  # why the payments are twice what the 台 say
        tai = T.HISTORY_OLD_DEALER.format(tai=tai).strip()
    date = rec.date[:16].replace("T", " ")
    mode = T.MODE_FAN if rec.mode == "fan" else ""
    bao = mode
    if not mode and rec.bao is not None and rec.bid is not None:  # (else a line edited by hand)
        bao = T.HISTORY_BAO.format(who=_player(rec, rec.bao, name), bid=bid_label(rec.bid))
    taken_back = str(rec.taken_back) if rec.taken_back else ""  # 悔牌: a hand played over
    return [date, *seats, bao, winner, tai, taken_back]


def stats_cells(s: PlayerStats) -> list[str]:
    pct = T.HISTORY_PERCENT
    name = T.STATS_COMPUTER.format(name=shown_name(s.name)) if s.computer else shown_name(s.name)
    if s.level:  # computers of several levels went by this name
        name = T.STATS_LEVEL.format(name=name, level=level_name(s.level) or s.level[:MAX_SPEC])
    return [
        name,
        str(s.hands), str(s.wins), str(s.self_draws), str(s.deal_ins),
        str(s.bao_hands), pct.format(p=100 * s.bao_success_rate) if s.bao_hands else "—",
        f"{s.average:+.1f}", f"{s.total:+d}",
    ]  # fmt: skip


class HistoryWindow(QDialog):
    """The history of ``data_dir``: hands above, statistics below."""

    replay_requested = Signal(object)  # the HistoryRecord of a hand to replay
    _read_done = Signal(int, object)  # (from the reading thread) which reload, its HistoryLoad

    def __init__(self, parent: QWidget | None = None, data_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(T.HISTORY_TITLE)
        self.data_dir = Path(data_dir) if data_dir is not None else Path.home()
        self.loaded: list[HistoryRecord] = []  # every hand read, oldest first
        self.records: list[HistoryRecord] = []  # the hands listed (of the game shown), newest first
        self.skipped = 0
        self.both = False  # the history holds hands of both games (the choice is shown)
        self.error: str | None = None  # why the history file could not be read at all
        self.total = 0  # hands of the game shown (the table lists the newest MAX_ROWS)
        self.loading = False  # a large file is being read in the background
        self._reading = 0  # which reload is wanted (an older one's result is dropped)
        self._read_done.connect(self._take)
        seats = [wind(s) for s in range(4)]
        self.hands = self._table(
            [T.COL_DATE, *seats, T.COL_BAO, T.COL_WINNER, T.COL_TAI, T.COL_TAKEN_BACK]
        )
        taken_back = self.hands.horizontalHeaderItem(TAKEN_BACK_COLUMN)
        if taken_back is not None:
            taken_back.setToolTip(T.TIP_TAKEN_BACK)
        self.hands.itemDoubleClicked.connect(lambda _item: self.replay_selected())
        self.hands.itemSelectionChanged.connect(self._selection_changed)
        self.stats = self._table([T.COL_PLAYER, T.COL_HANDS, T.COL_WINS, T.COL_SELF_DRAWS,
                                  T.COL_DEAL_INS, T.COL_BAO_HANDS, T.COL_BAO_RATE,
                                  T.COL_AVERAGE, T.COL_TOTAL])  # fmt: skip
        tips = {2: T.TIP_WINS, 4: T.TIP_DEAL_INS, 5: T.TIP_BAO_HANDS, 6: T.TIP_BAO_RATE}
        for column, tip in tips.items():
            header = self.stats.horizontalHeaderItem(column)
            if header is not None:
                header.setToolTip(tip)
        self.status = PlainLabel()  # it may quote the file's error
        self.game = QComboBox()  # which game's hands: shown when the history has both
        for text, mode in ((T.HISTORY_ALL_GAMES, ""), (T.MODE_BAO, "bao"), (T.MODE_FAN, "fan")):
            self.game.addItem(text, mode)
        self.game.currentIndexChanged.connect(lambda _index: self._show())
        self.game.activated.connect(lambda _index: setattr(self, "game_chosen", True))
        self.game_chosen = False  # by the player; until then the newest hand's game shows
        self.game_label = PlainLabel(T.HISTORY_GAME)
        self.replay_button = QPushButton(T.HISTORY_REPLAY)
        self.replay_button.clicked.connect(self.replay_selected)
        reload_button = QPushButton(T.HISTORY_RELOAD)
        reload_button.clicked.connect(self.reload)
        # Enter on a chosen hand replays it (it pressed 刷新, the first button)
        reload_button.setAutoDefault(False)
        self.replay_button.setDefault(True)
        self._layout(reload_button)
        resize_within(self, 980, 620)
        self.reload()

    @staticmethod
    def _table(headers: list[str]) -> QTableWidget:
        table = QTableWidget(0, len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(False)
        return table

    def _layout(self, reload_button: QPushButton) -> None:
        splitter = QSplitter(Qt.Orientation.Vertical)
        for title, table in ((T.HISTORY_HANDS, self.hands), (T.HISTORY_STATS, self.stats)):
            box = QWidget()
            column = QVBoxLayout(box)
            column.setContentsMargins(0, 0, 0, 0)
            heading = PlainLabel(title)
            heading.setStyleSheet("font-weight: bold;")
            column.addWidget(heading)
            column.addWidget(table)
            splitter.addWidget(box)
        splitter.setSizes([380, 200])
        games = QHBoxLayout()
        games.addWidget(self.game_label)
        games.addWidget(self.game)
        games.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(reload_button)
        buttons.addWidget(self.replay_button)
        close_button = QPushButton(T.WINDOW_CLOSE)  # (Esc too; a screen without a title bar)
        close_button.setAutoDefault(False)
        close_button.clicked.connect(self.close)
        buttons.addWidget(close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(games)
        layout.addWidget(splitter, 1)
        layout.addLayout(buttons)

    # --- data ---------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the history file again and refill both tables: at once for a file of
        ordinary size, else in the background (``loading`` is true meanwhile)."""
        self._reading += 1
        token = self._reading
        try:
            large = (self.data_dir / HISTORY_NAME).stat().st_size > SYNC_BYTES
        except OSError:  # missing, or unreadable: History.load says why
            large = False
        if not large:
            self._take(token, History(self.data_dir).load())
            return
        self.loading = True
        self.status.setText(T.HISTORY_READING)

        def read() -> None:
            loaded = History(self.data_dir).load()  # never raises
            with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
                self._read_done.emit(token, loaded)

        threading.Thread(target=read, name="history-read", daemon=True).start()

    def _take(self, token: int, loaded: HistoryLoad) -> None:
        if token != self._reading:  # a later reload asked again
            return
        self.loading = False
        self.loaded = loaded.records
        self.skipped, self.error = loaded.skipped, loaded.error
        self.both = len({r.mode for r in self.loaded}) > 1
        self.game.setVisible(self.both)
        # one game only: it is named, with no choice (a history of 翻麻将 alone never said
        # which game its hands were)
        one = not self.both and bool(self.loaded)
        named = game_name(self.loaded[-1].mode) if one else ""
        self.game_label.setText(T.START_GAME.format(game=named) if one else T.HISTORY_GAME)
        self.game_label.setVisible(self.both or one)
        if self.both and not self.game_chosen:  # the totals of one game, the one last played
            self.game.blockSignals(True)
            self.game.setCurrentIndex(self.game.findData(self.loaded[-1].mode))
            self.game.blockSignals(False)
        self._show()

    def shown_game(self) -> str:
        """The game whose hands are listed: "bao", "fan" or "" (both)."""
        return str(self.game.currentData()) if self.both else ""

    def _show(self) -> None:
        """Fill both tables with the hands of the game chosen (and their statistics)."""
        game = self.shown_game()
        hands = [r for r in self.loaded if not game or r.mode == game]
        self.records = hands[::-1][:MAX_ROWS]
        self.total = len(hands)
        name = functools.lru_cache(maxsize=None)(shown_name)  # a few names, thousands of times
        self._fill(self.hands, [hand_cells(r, name) for r in self.records], right=(7, 8))
        kept = functools.lru_cache(maxsize=None)(kept_name)
        self._fill(self.stats, [stats_cells(s) for s in player_stats(hands, kept)],
                   right=tuple(range(1, 9)))  # fmt: skip
        # 翻麻将 has no bidding: with no 包麻将 hand listed, its columns would say nothing
        bao = any(r.mode != "fan" for r in self.records)
        self.hands.setColumnHidden(BAO_COLUMN, not bao)
        # both games listed: the column holds 翻麻将 for a hand of it, under "包家／玩法"
        both = bao and any(r.mode == "fan" for r in self.records)
        header = self.hands.horizontalHeaderItem(BAO_COLUMN)
        if header is not None:
            header.setText(T.COL_BAO_OR_GAME if both else T.COL_BAO)
        for column in BAO_STATS_COLUMNS:
            self.stats.setColumnHidden(column, not bao)
        if self.records:
            self.hands.selectRow(0)
        self._update_status()
        self._selection_changed()

    @staticmethod
    def _fill(table: QTableWidget, rows: list[list[str]], right: tuple[int, ...]) -> None:
        table.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, text in enumerate(cells):
                table.setItem(r, c, _item(text, c in right))

    def _update_status(self) -> None:
        parts = [T.HISTORY_COUNT.format(n=self.total) if self.records else T.HISTORY_EMPTY]
        if self.total > len(self.records):
            parts.append(T.HISTORY_NEWEST.format(n=len(self.records)))
        if self.skipped:
            parts.append(T.HISTORY_SKIPPED.format(n=self.skipped))
        if self.error is not None:
            parts.append(T.HISTORY_UNREADABLE.format(error=note_text(self.error)))
        self.status.setText("    ".join(parts))

    def _selection_changed(self) -> None:
        self.replay_button.setEnabled(self.selected() is not None)

    def selected(self) -> HistoryRecord | None:
        rows = self.hands.selectionModel().selectedRows()
        if not rows or not 0 <= rows[0].row() < len(self.records):
            return None
        return self.records[rows[0].row()]

    def replay_selected(self) -> HistoryRecord | None:
        """Ask for the selected hand in the replay viewer; returns it (None: none selected)."""
        record = self.selected()
        if record is not None:
            self.replay_requested.emit(record)
        return record
