"""The 台 calculator window: build a hand from a tile palette and see its 台 and payments.

Clicking a palette tile adds it to whatever the mode buttons say: the concealed hand, the
winning tile, the wild kinds, or a new meld (a chow starting at the tile, a pung, an exposed
or a concealed kong of it). Clicking a tile of the hand, a meld, the winning tile or a wild
removes it. With an N台 bid the first wild named brings the next kind with it, as in the
game (docs/rules.md §5); either can then be removed alone.

The game control chooses 包麻将 or 翻麻将 (docs/rules.md §12). In 翻麻将 there is no 包家 and
no bid (their controls hide); the wild button picks the tile turned over instead, and the
wilds are its kind (and the next in its cycle with 2 wild kinds); the payments are §12's,
headed by their multiplier m = 2^(T−1).

It counts by the rules it is given (``CalculatorWindow(parent, rules)``: the table's), for
their game; the other game by its defaults. Every change re-evaluates through
``calc.parse_case``/``calc.compute``, the same path as ``zhuji-calc``, so the window and the
command line always agree on the same rules. Bad input is shown
in words under the hand; nothing here raises.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...calc import BASE_RANGE, CaseError, Evaluation, compute, parse_case
from ...engine import tiles
from ...engine.bidding import Bid, Variant, ladder, named_first, wilds_of
from ...engine.melds import SEAT_LETTERS
from ...engine.rules import MODES as GAMES
from ...engine.rules import RuleSet
from ...engine.settlement import fan_multiplier
from ...engine.tai import wilds_stood_for
from ..on_screen import free_area, resize_within
from ..plain import PlainLabel
from ..strings import (
    T,
    bid_text,
    calc_refusal,
    game_name,
    payment_working,
    role_label,
    rule_label,
    tai_item_label,
    tile_name,
    tile_names,
    wind,
)
from ..table.pixmaps import tile_pixmap

PALETTE_ROWS = (range(0, 9), range(9, 18), range(18, 27), range(27, 34))
PALETTE_W = 28
HAND_W = 29
FULL_HAND = 14  # tiles a row of the entered hand may hold (a concealed hand and its win)
MODES = ("hand", "win", "wild", "chow", "pung", "kong", "ckong")
MELD_SIZES = {"chow": 3, "pung": 3, "kong": 4, "ckong": 4}
MAX_WILD_KINDS = 2
NOWRAP = "style='white-space: nowrap'"  # a role or formula on one line
OPTION_COLUMNS = 3  # the window fits a 1024-pixel screen in English too
MODE_CSS = "QPushButton:checked { background: #f2be3c; font-weight: bold; }"


@dataclass
class CalcHand:
    """What has been entered: the concealed hand (without the winning tile), the melds as
    (mode, faces), the winning tile, the wild kinds (包麻将) and the tile turned over
    (翻麻将)."""

    hand: list[int] = field(default_factory=list)
    melds: list[tuple[str, list[int]]] = field(default_factory=list)
    win: int | None = None
    wilds: list[int] = field(default_factory=list)
    indicator: int | None = None

    def used(self, kind: int) -> int:
        """Physical copies of ``kind`` already placed (hand, melds, winning tile)."""
        n = self.hand.count(kind) + (self.win == kind)
        return n + sum(faces.count(kind) for _, faces in self.melds)

    def melds_text(self) -> str:
        """The melds in docs/rules.md §1 notation: ``[123m] [555z] (1111p)``."""
        out = []
        for mode, faces in self.melds:
            body = tiles.to_text(faces)
            out.append(f"({body})" if mode == "ckong" else f"[{body}]")
        return " ".join(out)

    def need(self) -> int:
        """Concealed tiles, with the winning tile, that the melds leave room for."""
        return 3 * (4 - len(self.melds)) + 2


def meld_faces(mode: str, kind: int) -> list[int] | None:
    """The tiles of a meld of ``mode`` started from ``kind``; None if there is no such meld
    (a chow must start at a suit tile of rank 1..7)."""
    if mode == "chow":
        if not tiles.is_suit(kind) or tiles.rank_of(kind) > 7:
            return None
        return [kind, kind + 1, kind + 2]
    return [kind] * MELD_SIZES[mode]


def group_pixmap(faces: list[int], width: int, wild_kinds: frozenset[int]) -> QPixmap:
    """Tiles side by side in one picture (a meld's button icon)."""
    first = tile_pixmap(faces[0], width)
    w, h = first.width(), first.height()
    pix = QPixmap(w * len(faces), h)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    for i, face in enumerate(faces):
        tile = tile_pixmap(face, width, face in wild_kinds)
        painter.drawPixmap(QRectF(i * w, 0, w, h), tile, QRectF(tile.rect()))
    painter.end()
    pix.setDevicePixelRatio(first.devicePixelRatio())
    return pix


RESULT_MIN_WIDTH = 320
RESULT_MIN_HEIGHT = 180  # below the inputs: the 台 and the verdict, the payments scroll


class CalculatorWindow(QDialog):
    """The calculator. ``evaluation`` holds the last result, ``error`` the last problem."""

    def __init__(
        self, parent: QWidget | None = None, rules: RuleSet | None = None, lang: str = "zh"
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(T.CALC_TITLE)
        self.lang = lang
        # the table's rules (the match in play's): with 门风刻 off or 全字牌 at 6, a window
        # counting by the defaults disagreed with the table it was opened over
        self.rules = rules or RuleSet()
        self.data = CalcHand()
        self.evaluation: Evaluation | None = None
        self.error: str | None = None
        self.step = False  # ``error`` is only the next thing to enter, not a mistake
        self.refused: str | None = None  # why the last palette click added nothing
        self.palette_buttons: dict[int, QToolButton] = {}
        self.mode_buttons: dict[str, QPushButton] = {}
        self.mode_group = QButtonGroup(self)
        left = QVBoxLayout()
        left.addLayout(self._game_row())
        tiles_row = QHBoxLayout()  # the palette, and beside it where its clicks go
        tiles_row.addLayout(self._palette())
        tiles_row.addLayout(self._mode_buttons())
        tiles_row.addStretch(1)
        left.addLayout(tiles_row)
        left.addWidget(self._entered_box())
        left.addWidget(self._options_box())
        left.addStretch(1)
        # in a scroll area: the palette, the hand and the options need about 600 px, and on
        # a small screen (a laptop at 125%) the bid row ran past the window's bottom edge
        inputs = QWidget()
        inputs.setLayout(left)
        area = QScrollArea()
        area.setWidget(inputs)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the window opened with focus on it
        area.setMinimumWidth(
            inputs.sizeHint().width() + area.verticalScrollBar().sizeHint().width()
        )
        self.result_view = QTextBrowser()
        self.result_view.setMinimumWidth(RESULT_MIN_WIDTH)
        # the result beside the inputs, or below them on a screen too narrow for both (a
        # 1280×720 laptop at 150% is 853 wide: the window was 989 and ran off its edge)
        free = free_area(self)
        beside = free is None or area.minimumWidth() + RESULT_MIN_WIDTH + 40 <= free.width()
        layout = QHBoxLayout(self) if beside else QVBoxLayout(self)
        if not beside:
            self.result_view.setMinimumHeight(RESULT_MIN_HEIGHT)
        layout.addWidget(area, 0 if beside else 1)
        layout.addWidget(self.result_view, 1 if beside else 0)
        self.setStyleSheet(MODE_CSS)
        self.set_mode("hand")
        # the table's game, its wild kinds and base points to begin with
        self._game_changed()
        margins = layout.contentsMargins()
        tall = inputs.sizeHint().height() + margins.top() + margins.bottom()
        resize_within(self, self.sizeHint().width(), tall)  # all of it, if the screen has room

    # --- the game ------------------------------------------------------------------------

    def _game_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.game = QComboBox()
        for game in GAMES:
            self.game.addItem(game_name(game), game)
        self.fan_kinds = QSpinBox()
        self.fan_kinds.setRange(*(RuleSet.option_info("fan_wild_kinds").range or (1, 2)))
        # the table's game and wild kinds to begin with (set before the signals are wired)
        self.game.setCurrentIndex(max(0, self.game.findData(self.rules.mode)))
        self.fan_kinds.setValue(self.rules.fan_wild_kinds)
        self.fan_kinds_label = PlainLabel(rule_label("fan_wild_kinds"))
        row.addWidget(PlainLabel(T.RULE_MODE))
        row.addWidget(self.game)
        row.addSpacing(16)
        row.addWidget(self.fan_kinds_label)
        row.addWidget(self.fan_kinds)
        row.addStretch(1)
        clear = QPushButton(T.CALC_CLEAR)
        clear.clicked.connect(self.clear)
        row.addWidget(clear)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.fan_kinds.valueChanged.connect(self.refresh)
        return row

    def fan(self) -> bool:
        """The game is 翻麻将."""
        return self.game.currentData() == "fan"

    def _game_changed(self) -> None:
        """Show the controls of the game chosen: no 包家 or bid in 翻麻将, a tile turned over
        instead of the wild kinds."""
        fan = self.fan()
        for widget in (self.fan_kinds, self.fan_kinds_label):
            widget.setVisible(fan)
        for cell in self.bao_cells:
            cell.setVisible(not fan)
        self.mode_buttons["wild"].setText(T.CALC_TO_INDICATOR if fan else T.CALC_TO_WILD)
        self.wild_label.setText(T.INDICATOR if fan else T.CALC_WILDS)
        self.refresh()

    def wild_kinds(self) -> frozenset[int]:
        """The wild kinds entered: in 翻麻将, those of the tile turned over."""
        d = self.data
        if not self.fan():
            return frozenset(d.wilds)
        if d.indicator is None:
            return frozenset()
        return wilds_of(d.indicator, self.fan_kinds.value())

    # --- building the window ------------------------------------------------------------

    def _mode_buttons(self) -> QVBoxLayout:
        column = QVBoxLayout()
        column.addWidget(PlainLabel(T.CALC_PALETTE))
        grid = QGridLayout()
        column.addLayout(grid)
        column.addStretch(1)
        names = {
            "hand": T.CALC_TO_HAND, "win": T.CALC_TO_WIN, "wild": T.CALC_TO_WILD,
            "chow": T.CALC_TO_CHOW, "pung": T.CALC_TO_PUNG, "kong": T.CALC_TO_KONG,
            "ckong": T.CALC_TO_CKONG,
        }  # fmt: skip
        for i, mode in enumerate(MODES):
            button = QPushButton(names[mode])
            button.setCheckable(True)
            button.clicked.connect(lambda _=False, m=mode: self.set_mode(m))
            self.mode_group.addButton(button)
            self.mode_buttons[mode] = button
            grid.addWidget(button, *divmod(i, 2))
        # a meld as the game shows one (發 財 發): its last tile is a wild tile instead
        self.meld_wild = QCheckBox(T.CALC_MELD_WILD)
        column.insertWidget(2, self.meld_wild)
        return column

    def _palette(self) -> QGridLayout:
        grid = QGridLayout()
        grid.setSpacing(2)
        for r, kinds in enumerate(PALETTE_ROWS):
            for c, kind in enumerate(kinds):
                button = QToolButton()
                button.setIcon(QIcon(tile_pixmap(kind, PALETTE_W)))
                button.setIconSize(QSize(PALETTE_W, round(PALETTE_W * 120 / 88)))
                button.setToolTip(tile_name(kind))
                button.setAutoRaise(True)
                button.clicked.connect(lambda _=False, k=kind: self.palette_clicked(k))
                self.palette_buttons[kind] = button
                grid.addWidget(button, r, c)
        return grid

    def _entered_box(self) -> QGroupBox:
        box = QGroupBox()
        form = QFormLayout(box)
        self.hand_row = QHBoxLayout()
        self.meld_row = QHBoxLayout()
        self.win_row = QHBoxLayout()
        self.wild_row = QHBoxLayout()
        for row in (self.hand_row, self.meld_row, self.win_row, self.wild_row):
            row.setSpacing(1)
        # room for a full hand from the start: the window grew with each tile entered and
        # moved the options under the mouse (a tester's click missed 自摸)
        for row in (self.hand_row, self.meld_row):
            holder = self._holder(row)
            holder.setMinimumWidth(FULL_HAND * (HAND_W + row.spacing()))
            form.addRow(T.CALC_HAND if row is self.hand_row else T.CALC_MELDS, holder)
        form.addRow(T.CALC_WIN, self._holder(self.win_row))
        # a row of their own: beside the winning tile, new players missed where wilds go
        self.wild_label = PlainLabel(T.CALC_WILDS)
        form.addRow(self.wild_label, self._holder(self.wild_row))
        return box

    @staticmethod
    def _holder(row: QHBoxLayout) -> QWidget:
        holder = QWidget()
        row.setContentsMargins(0, 0, 0, 0)
        holder.setLayout(row)
        holder.setMinimumHeight(round(HAND_W * 120 / 88) + 8)
        return holder

    def _options_box(self) -> QGroupBox:
        box = QGroupBox()
        grid = QGridLayout(box)
        self.seat = QComboBox()
        self.seat.addItems([wind(s) for s in range(4)])
        self.self_drawn = QCheckBox(T.CALC_SELF_DRAWN)
        self.kong_draw = QCheckBox(T.CALC_KONG_DRAW)
        self.rob_kong = QCheckBox(T.CALC_ROB_KONG)
        self.first_turn = QCheckBox(T.CALC_FIRST_TURN)
        self.bao = self._seat_combo()
        self.bid = QComboBox()
        for b in ladder(self.rules.top_level):
            self.bid.addItem(bid_text(b), b.ascii())
        self.discarder = self._seat_combo()
        self.old_dealer = QCheckBox(T.CALC_OLD_DEALER)
        self.base = QSpinBox()
        self.base.setRange(*BASE_RANGE)
        self.base.setValue(self.rules.base_points)
        cells = [
            (T.CALC_SEAT, self.seat), (None, self.self_drawn), (None, self.kong_draw),
            (None, self.rob_kong), (None, self.first_turn),
            (T.CALC_DISCARDER, self.discarder), (None, self.old_dealer), (T.CALC_BASE, self.base),
            (T.CALC_BAO, self.bao), (T.CALC_BID, self.bid),  # last: 翻麻将 hides them
        ]  # fmt: skip
        self.bao_cells: list[QWidget] = []  # hidden in 翻麻将
        for i, (label, widget) in enumerate(cells):
            r, c = divmod(i, OPTION_COLUMNS)
            cell = QWidget()
            row = QHBoxLayout(cell)
            row.setContentsMargins(0, 0, 0, 0)
            if label:
                row.addWidget(PlainLabel(label))
            row.addWidget(widget)
            row.addStretch(1)
            grid.addWidget(cell, r, c)
            if widget in (self.bao, self.bid):
                self.bao_cells.append(cell)
        self.seat.currentIndexChanged.connect(self._winner_changed)
        self._winner_changed()
        # a bid counts only with its 包家: with none, 台 are counted and nothing is paid
        self.bao.currentIndexChanged.connect(
            lambda _i: self.bid.setEnabled(self.bao.currentData() is not None)
        )
        self.bid.setEnabled(self.bao.currentData() is not None)
        for w in (self.bao, self.bid):  # (in this order: enabled, the wilds, then counted)
            w.currentIndexChanged.connect(self._bid_changed)
        for w in (self.seat, self.bao, self.bid, self.discarder):
            w.currentIndexChanged.connect(self.refresh)
        for flag in (
            self.self_drawn,
            self.kong_draw,
            self.rob_kong,
            self.first_turn,
            self.old_dealer,
        ):
            flag.toggled.connect(self._flag_toggled)
        self.base.valueChanged.connect(self.refresh)
        return box

    def _winner_changed(self) -> None:
        """The winner cannot have discarded the winning tile: its seat is greyed out among
        the discarders (and let go if it was chosen)."""
        winner = SEAT_LETTERS[self.seat.currentIndex()]
        model = self.discarder.model()
        assert isinstance(model, QStandardItemModel)
        for i in range(1, self.discarder.count()):
            item = model.item(i)
            item.setEnabled(self.discarder.itemData(i) != winner)
        if self.discarder.currentData() == winner:
            self.discarder.setCurrentIndex(0)

    def _bid_changed(self) -> None:
        """Wilds named before the bid follow it (§5): one kind named, then an N台 bid, brings
        the next kind with it, as naming it under that bid would (a tester named 中, then
        chose 2台 and read "the wilds do not fit the bid"); the pair a kind brought goes
        back to that kind under a 独 bid."""
        d, bid = self.data, self._bid()
        if self.fan() or bid is None or not d.wilds:
            return
        named = d.wilds[0]
        pair = named_first(wilds_of(named, 2))
        if bid.variant is Variant.TWO and len(d.wilds) == 1:
            d.wilds[:] = pair
        elif bid.variant is Variant.DU and d.wilds == pair:
            d.wilds[:] = [named]

    @staticmethod
    def _seat_combo() -> QComboBox:
        combo = QComboBox()
        combo.addItem(T.CALC_NONE, None)
        for s in range(4):
            combo.addItem(wind(s), SEAT_LETTERS[s])
        return combo

    # --- input ------------------------------------------------------------------------------

    def set_mode(self, mode: str) -> None:
        """Where palette clicks go: one of ``MODES``."""
        self.mode = mode
        self.mode_buttons[mode].setChecked(True)
        self._update_palette()

    def palette_clicked(self, kind: int) -> None:
        """Add ``kind`` as the mode says; a tile that cannot be added is refused with a word."""
        d, problem = self.data, None
        if self.mode == "hand":
            if self._room(kind, 1):
                d.hand.append(kind)
                d.hand.sort()
        elif self.mode == "win":
            if d.win == kind or self._room(kind, 1):
                d.win = kind
        elif self.mode == "wild" and self.fan():  # the tile turned over (one, out of play)
            if d.indicator != kind and d.used(kind) >= tiles.COPIES:
                problem = T.CALC_WHY_INDICATOR_COPIES  # all four are entered already
            else:
                d.indicator = None if d.indicator == kind else kind
        elif self.mode == "wild":
            named = d.wilds[0] if d.wilds else -1
            paired = named >= 0 and d.wilds == named_first(wilds_of(named, 2))
            if paired and self._two_kinds() and kind == d.wilds[1]:  # came with the one named
                problem = T.CALC_WILD_PAIRED.format(tile=tile_name(kind), named=tile_name(named))
            elif kind in d.wilds:
                d.wilds.remove(kind)
            elif len(d.wilds) >= MAX_WILD_KINDS:
                problem = T.CALC_TOO_MANY_WILDS
            elif not d.wilds and self._two_kinds():  # named as the game names them (§5)
                d.wilds += named_first(wilds_of(kind, 2))
            else:
                d.wilds.append(kind)
        else:
            problem = self._add_meld(kind)
        self.refresh(problem=problem)

    def _two_kinds(self) -> bool:
        """The bid chosen is an N台 bid: naming a kind makes it and the next one wild."""
        bid = self._bid()
        return bid is not None and bid.variant is Variant.TWO

    def _bid(self) -> Bid | None:
        """The bid chosen; None without a 包家 (the bid is greyed out then)."""
        data = self.bid.currentData() if self.bid.isEnabled() else None
        return None if data is None else Bid.parse(data)

    def _add_meld(self, kind: int) -> str | None:
        faces = meld_faces(self.mode, kind)
        if faces is None:
            return T.CALC_CHOW_BAD.format(tile=tile_name(kind))
        if len(self.data.melds) >= 4:
            return T.CALC_TOO_MANY_MELDS
        if self.meld_wild.isChecked():
            wilds = named_first(self.wild_kinds())
            if not wilds:
                return T.CALC_MELD_NEEDS_WILD
            faces[-1] = wilds[0]
        if all(self._room(k, faces.count(k)) for k in set(faces)):
            self.data.melds.append((self.mode, faces))
        return None

    def _room(self, kind: int, n: int) -> bool:
        return self.data.used(kind) + n <= self._copies(kind)

    def _copies(self, kind: int) -> int:
        """Copies of ``kind`` a hand can hold: four, but three of the kind turned over in
        翻麻将, whose fourth is out of play (docs/rules.md §12)."""
        out_of_play = self.fan() and self.data.indicator == kind
        return tiles.COPIES - out_of_play

    def _flag_toggled(self) -> None:
        # A self-drawn win has no discarder; a robbed kong is not self-drawn.
        drawn = self.self_drawn.isChecked() or self.kong_draw.isChecked()
        self.rob_kong.setEnabled(not drawn)
        self.self_drawn.setEnabled(not self.rob_kong.isChecked())
        self.kong_draw.setEnabled(not self.rob_kong.isChecked())
        self.discarder.setEnabled(not drawn)
        if drawn:
            self.discarder.setCurrentIndex(0)
        self.refresh()

    def remove_hand(self, index: int) -> None:
        del self.data.hand[index]
        self.refresh()

    def remove_meld(self, index: int) -> None:
        del self.data.melds[index]
        self.refresh()

    def remove_win(self) -> None:
        self.data.win = None
        self.refresh()

    def remove_wild(self, kind: int) -> None:
        self.data.wilds.remove(kind)
        self.refresh()

    def remove_indicator(self) -> None:
        self.data.indicator = None
        self.refresh()

    def clear(self) -> None:
        self.data = CalcHand()
        self.refresh()

    # --- the case -----------------------------------------------------------------------------

    def case(self) -> dict[str, Any]:
        """The entered case as ``calc``'s fields."""
        d = self.data
        case: dict[str, Any] = {
            "hand": tiles.to_text(d.hand),
            "win": tiles.CODES[d.win] if d.win is not None else "",
            "melds": d.melds_text(),
            "seat": SEAT_LETTERS[self.seat.currentIndex()],
            "wilds": tiles.to_text(sorted(self.wild_kinds())),
            "self_drawn": self.self_drawn.isChecked() and self.self_drawn.isEnabled(),
            "kong_draw": self.kong_draw.isChecked() and self.kong_draw.isEnabled(),
            "rob_kong": self.rob_kong.isChecked() and self.rob_kong.isEnabled(),
            "first_turn": self.first_turn.isChecked(),
            "old_dealer": self.old_dealer.isChecked(),
            "base": self.base.value(),
        }
        case["rules"] = self.case_rules()
        if not self.fan() and self.bao.currentData() is not None:
            case["bao"], case["bid"] = self.bao.currentData(), self.bid.currentData()
        if self.discarder.currentData() is not None and self.discarder.isEnabled():
            case["discarder"] = self.discarder.currentData()
        return case

    def case_rules(self) -> dict[str, Any]:
        """The rules the case is counted by: the window's own (the table's) for their game,
        the defaults of the other game (its defaults differ: 全字牌 is 6台 in 翻麻将)."""
        game = "fan" if self.fan() else "bao"
        rules: dict[str, Any] = self.rules.to_dict() if self.rules.mode == game else {"mode": game}
        if self.fan():
            rules["fan_wild_kinds"] = self.fan_kinds.value()
        return rules

    def _check(self) -> tuple[str, bool] | None:
        """The commonest problems, in the UI's own words (before the calculator's), each
        with whether it is only the next step of a case still being entered (tiles still to
        come, the winning tile, the tile turned over, the wilds: a tester read a red 错误
        while still putting tiles in) rather than a mistake."""
        d = self.data
        have = len(d.hand) + (d.win is not None)
        if d.win is None and have + 1 == d.need():
            return T.CALC_NEED_WIN, True  # the hand is right: only the winning tile is missing
        if have != d.need():
            return T.CALC_NEED_TILES.format(need=d.need(), have=have), have < d.need()
        if d.win is None:
            return T.CALC_NEED_WIN, True
        if self.fan() and d.indicator is None:
            return T.CALC_NEED_INDICATOR, True
        bid = self.bid.currentData() if self.bid.isEnabled() else None
        if bid is not None and not d.wilds:  # the next step, not "the wilds do not fit"
            variant = Bid.parse(bid).variant
            if variant is not Variant.WUCAI:
                need = T.CALC_NEED_WILDS_TWO if variant is Variant.TWO else T.CALC_NEED_WILDS_ONE
                return need.format(bid=self.bid.currentText()), True
        return None

    def evaluate(self) -> tuple[Evaluation | None, str | None, bool]:
        """The evaluation of the entered case, or the reason there is none and whether that
        is only the next step (``_check``). A win on a discard with no discarder chosen yet
        has its 台, and the payments wait (a tester saw the whole count give way to an error
        when they chose the 包家 first)."""
        problem = self._check()
        if problem is not None:
            return None, *problem
        try:
            return compute(parse_case(self.case()), unsettled=True), None, False
        except CaseError as e:  # the calculator's own refusal, said in the UI's words
            return None, calc_refusal(e.code) or str(e), False
        except ValueError as e:
            return None, str(e), False
        except Exception as e:  # a bug must show as a message, not close the window
            return None, f"{type(e).__name__}: {e}", False

    # --- showing ------------------------------------------------------------------------------

    def refresh(self, *_args: object, problem: str | None = None) -> None:
        """Redraw the entered tiles and re-evaluate."""
        self._fill_rows()
        self._update_palette()
        self.evaluation, self.error, self.step = self.evaluate()
        self.refused = problem  # a click refused: said even before anything is entered
        if problem is not None:
            self.error, self.step = problem, False
        self.result_view.setHtml(self._result_html())

    def _update_palette(self) -> None:
        adding = getattr(self, "mode", "hand") != "wild"
        for kind, button in self.palette_buttons.items():
            button.setEnabled(not adding or self.data.used(kind) < self._copies(kind))

    def _fill_rows(self) -> None:
        d = self.data
        wilds = self.wild_kinds()
        self._refill(self.hand_row, [
            self._tile_button([k], wilds, lambda _=False, i=i: self.remove_hand(i))
            for i, k in enumerate(d.hand)
        ])  # fmt: skip
        self._refill(self.meld_row, [
            self._tile_button(f if m != "ckong" else [-1, f[1], f[2], -1], wilds,
                              lambda _=False, i=i: self.remove_meld(i))
            for i, (m, f) in enumerate(d.melds)
        ])  # fmt: skip
        win = [] if d.win is None else [self._tile_button([d.win], wilds, self.remove_win)]
        self._refill(self.win_row, win)
        self._refill(self.wild_row, self._wild_widgets(wilds))

    def _wild_widgets(self, wilds: frozenset[int]) -> list[QWidget]:
        """The wild kinds (a click removes one); in 翻麻将 the tile turned over (a click
        removes it), an arrow and the wild kinds it gives."""
        if not self.fan():
            return [
                self._tile_button([k], wilds, lambda _=False, k=k: self.remove_wild(k))
                for k in self.data.wilds
            ]
        if self.data.indicator is None:
            return []
        out: list[QWidget] = [
            self._tile_button([self.data.indicator], frozenset(), self.remove_indicator)
        ]
        out.append(PlainLabel(f"→ {T.CALC_WILDS}"))
        for k in sorted(wilds):  # they follow the tile turned over: a picture, not a button
            shown = PlainLabel()
            shown.setPixmap(group_pixmap([k], HAND_W, wilds))
            shown.setToolTip(tile_name(k))
            out.append(shown)
        return out

    def _tile_button(self, faces: list[int], wilds: frozenset[int], slot: Any) -> QToolButton:
        button = QToolButton()
        pix = group_pixmap(faces, HAND_W, wilds)
        button.setIcon(QIcon(pix))
        button.setIconSize(QSize(HAND_W * len(faces), round(HAND_W * 120 / 88)))
        button.setAutoRaise(True)
        button.setToolTip(tile_names(f for f in faces if f >= 0))
        button.clicked.connect(slot)
        return button

    @staticmethod
    def _refill(row: QHBoxLayout, widgets: Sequence[QWidget]) -> None:
        while row.count():
            item = row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # at once: deleteLater waits for the event loop
                widget.deleteLater()
        for w in widgets:
            row.addWidget(w)
        row.addStretch(1)

    def _result_html(self) -> str:
        d = self.data
        nothing = not (d.hand or d.melds or d.win is not None)
        if self.error is not None and nothing and self.error != self.refused:
            # nothing entered yet: say how to begin, not that 0 tiles are an error
            return f'<p style="color:#3c5a49;">{html.escape(T.CALC_START)}</p>'
        if self.error is not None and self.step:  # still entering: the next step, calmly
            return f'<p style="color:#3c5a49;">{html.escape(self.error)}</p>'
        if self.error is not None:
            text = T.CALC_ERROR.format(message=self.error)
            return f'<p style="color:#b0281e; font-weight:bold;">{html.escape(text)}</p>'
        assert self.evaluation is not None
        return result_html(self.evaluation)

    def result_text(self) -> str:
        """What the result area shows, as plain text."""
        return self.result_view.toPlainText()


# --- the result as HTML -----------------------------------------------------------------------


def breakdown_html(ev: Evaluation) -> str:
    """The 台 item by item and the verdict."""
    tai = ev.tai
    rows = "".join(
        f"<tr><td>{html.escape(tai_item_label(i))}</td><td align='right'>"
        f"{html.escape(T.HINTS_TAI.format(tai=i.tai))}</td></tr>"
        for i in tai.items
    )
    total = html.escape(T.HINTS_TAI.format(tai=tai.total))
    wilds = ""
    if tai.complete:
        sign = "=" if tai.items else ""
        rows += f"<tr><td><b>{sign}</b></td><td align='right'><b>{total}</b></td></tr>"
        case = ev.case
        reading = wilds_stood_for(case.concealed, case.melds, case.ctx, case.rules, ev.minimum)
        if reading:  # as the result says it (three wilds made a pung of 东: which?)
            wilds = f"<p>{html.escape(T.RESULT_WILDS_AS.format(tiles=tile_names(reading)))}</p>"
    table = f"<table cellspacing='0' cellpadding='3'>{rows}</table>"
    return f"{table}{wilds}<p><b>{verdict(ev)}</b></p>"


def verdict(ev: Evaluation) -> str:
    if not ev.tai.complete:
        return html.escape(T.CALC_INCOMPLETE)
    if not ev.can_win:
        return html.escape(T.CALC_NOT_ENOUGH.format(tai=ev.tai.total, minimum=ev.minimum))
    if ev.tai.special is not None:
        return html.escape(T.CALC_SPECIAL)
    return html.escape(T.CALC_CAN_WIN.format(minimum=ev.minimum))


def payments_html(ev: Evaluation) -> str:
    """The payment table with each line's formula, headed by what the formulas use (包麻将:
    B, the bid's points; 翻麻将: m = 2^(T−1)); a note when it cannot be settled (no bid, or
    a win on a discard with no discarder)."""
    s, case = ev.settlement, ev.case
    if s is None or (case.bid is None and not case.rules.fan):
        no_bid = case.bid is None and not case.rules.fan
        missing = T.CALC_NO_BID if no_bid else T.CALC_NO_DISCARDER
        return f"<p>{html.escape(missing)}</p>" if ev.can_win else ""
    if case.rules.fan:
        tai = ev.tai.tai
        assert tai is not None
        notes = [T.RESULT_FAN_HEAD.format(tai=tai, m=fan_multiplier(tai))]
    else:
        assert case.bid is not None
        notes = [T.CALC_PAY_HEAD.format(points=case.bid.points)]
    if case.old_dealer:
        notes.append(T.CALC_OLD_DEALER_NOTE)
    if case.base != 1:
        notes.append(T.CALC_BASE_NOTE.format(base=case.base))
    head = "".join(
        f"<th>{html.escape(h)}</th>"
        for h in (T.CALC_PAY_SEAT, T.CALC_PAY_ROLE, T.CALC_PAY_FORMULA, T.CALC_PAY_AMOUNT)
    )
    rows = "".join(
        f"<tr><td>{wind(line.seat)}</td><td {NOWRAP}>{html.escape(role_label(line.role))}</td>"
        f"<td {NOWRAP}>{html.escape(payment_working(line))}</td>"
        f"<td align='right'>{-line.amount:+d}</td></tr>"
        for line in s.lines
    )
    return (
        f"<p><b>{html.escape('  ·  '.join(notes))}</b></p>"
        f"<table border='1' cellspacing='0' cellpadding='4'><tr>{head}</tr>{rows}</table>"
    )


def result_html(ev: Evaluation) -> str:
    return f"<h3>{html.escape(T.CALC_RESULT)}</h3>" + breakdown_html(ev) + payments_html(ev)
