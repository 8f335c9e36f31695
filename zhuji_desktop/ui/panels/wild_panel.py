"""The 包家's wild choice: a kind from the hand or from all 34, with a preview of the wilds.

Under each kind of the hand, and beside the preview, what the choice does to this hand: how
many wild tiles it then holds and its count (向听, the hints' count: ``advice.wild_hint``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import tiles
from ...engine.actions import Action, Verb
from ...engine.bidding import Bid, Variant
from ...engine.rules import RuleSet
from .. import strings
from ..model.advice import wild_hint, with_needed
from ..model.hint_text import state_text, wild_needed_text
from ..model.interaction import step_through
from ..plain import PlainLabel
from ..strings import T, bid_text, tile_name, tile_names
from ..table import pixmaps
from .panel import Panel
from .tile_strip import TileStrip

ICON = QSize(30, 41)
PALETTE_ROWS = (range(0, 9), range(9, 18), range(18, 27), range(27, 34))
# The hand's kinds go in rows of at most this many, as the palette's: 13 kinds in one row made
# the panel twice as wide as the palette, over the side seats' plates (in English most).
HAND_COLUMNS = 9


def wild_kinds_for(kind: int, bid: Bid) -> list[int]:
    """The wild kinds that choosing ``kind`` gives under ``bid`` (N台: kind and successor)."""
    return [kind, tiles.successor(kind)][: bid.wild_kinds]


def caption_style() -> str:
    """The words under the hand's kinds: as large as the row allows. The table is scaled
    down in a small window, and 11 px became 6 on screen; English ("3 from ready") is twice
    as wide as Chinese, so it keeps the smaller size that fits 14 kinds."""
    size = 11 if strings.LANG == "en" else 13
    return f"font-size: {size}px; color: rgb(220, 230, 220);"


class WildPanel(Panel):
    """Emits ``chosen(action)`` with the ``wild`` action once the player confirms a kind."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat, self.bid = 0, Bid(2, Variant.TWO)
        self.kind: int | None = None
        self.advised: int | None = None  # the hints' kind, which a first Enter chooses
        self.hand: list[int] = []
        self.rules = RuleSet()  # the table's: the 台 the hand is short of are counted by them
        self.group = QButtonGroup(self)
        self.group.setExclusive(False)
        self.buttons: dict[tuple[str, int], QToolButton] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 14)
        layout.setSpacing(6)
        self.title = PlainLabel()
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        self.from_hand = self._label("")
        layout.addWidget(self.from_hand)
        self.hand_row = QGridLayout()
        self.hand_row.setSpacing(2)
        self.hand_row.setAlignment(Qt.AlignmentFlag.AlignLeft)
        layout.addLayout(self.hand_row)
        self.all_kinds = self._label("")
        layout.addWidget(self.all_kinds)
        layout.addLayout(self._palette())
        preview_row = QHBoxLayout()
        self.preview_label = self._label("")
        preview_row.addWidget(self.preview_label)
        self.preview = TileStrip(tile_width=30)
        preview_row.addWidget(self.preview)
        self.preview_names = PlainLabel()
        preview_row.addWidget(self.preview_names)
        preview_row.addStretch(1)
        self.confirm = QPushButton()
        self.confirm.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.confirm.clicked.connect(self._confirm)
        preview_row.addWidget(self.confirm)
        layout.addLayout(preview_row)
        self.effect = self._label("")
        self.effect.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.effect)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(T.WILD_TITLE.format(bid=bid_text(self.bid)))
        self.from_hand.setText(T.WILD_FROM_HAND)
        self.all_kinds.setText(T.WILD_ALL_KINDS)
        self.preview_label.setText(T.WILD_PREVIEW)
        self.confirm.setText(T.WILD_CONFIRM)
        for (where, kind), button in self.buttons.items():
            button.setToolTip(tile_name(kind))
            if where == "hand":
                button.setText(self._caption(kind))
                button.setStyleSheet(caption_style())
        self.select(self.kind)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _caption(self, kind: int) -> str:
        """Under a kind of the hand: the wild tiles it gives and the count, ``财×3 1向听``."""
        hint = wild_hint(self.hand, self.bid, kind)
        return T.WILD_CAPTION.format(n=hint.wilds, state=state_text(hint.shanten))

    def _label(self, text: str) -> QLabel:
        label = PlainLabel(text)
        label.setObjectName("small")
        return label

    def _tile_button(self, where: str, kind: int) -> QToolButton:
        button = QToolButton()
        button.setIcon(QIcon(pixmaps.tile(kind)))
        button.setIconSize(ICON)
        button.setCheckable(True)
        button.setToolTip(tile_name(kind))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _=False, k=kind: self.select(k))
        self.group.addButton(button)
        self.buttons[(where, kind)] = button
        return button

    def _palette(self) -> QGridLayout:
        grid = QGridLayout()
        grid.setSpacing(2)
        for row, kinds in enumerate(PALETTE_ROWS):
            for col, kind in enumerate(kinds):
                grid.addWidget(self._tile_button("all", kind), row, col)
        return grid

    def offer(self, seat: int, bid: Bid, hand: list[int], rules: RuleSet | None = None) -> None:
        """Ask ``seat`` (the 包家, holding ``hand``) to choose the wilds for ``bid`` (under
        the table's ``rules``). The same question asked again (the table redrawn, in another
        language) keeps the kind chosen."""
        same = (seat, bid, sorted(hand)) == (self.seat, self.bid, sorted(self.hand))
        kept = self.kind if same else None
        if not same:
            self.advised = None  # the hints of this question follow it
        self.seat, self.bid, self.hand = seat, bid, list(hand)
        self.rules = rules or RuleSet()
        self.title.setText(T.WILD_TITLE.format(bid=bid_text(bid)))
        while self.hand_row.count():
            item = self.hand_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                if isinstance(widget, QAbstractButton):  # the group holds only buttons
                    self.group.removeButton(widget)
                widget.hide()  # at once: deleteLater waits for the event loop
                widget.deleteLater()
        self.buttons = {k: b for k, b in self.buttons.items() if k[0] != "hand"}
        for i, kind in enumerate(sorted(set(hand))):
            button = self._tile_button("hand", kind)
            button.setText(self._caption(kind))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setStyleSheet(caption_style())
            self.hand_row.addWidget(button, *divmod(i, HAND_COLUMNS))
        self.select(kept)

    def select(self, kind: int | None) -> None:
        """Choose ``kind`` (None: nothing yet) and show the wilds it gives."""
        self.kind = kind
        for (_, k), button in self.buttons.items():
            button.setChecked(k == kind)
        kinds = wild_kinds_for(kind, self.bid) if kind is not None else []
        self.preview.set_groups([kinds], frozenset(kinds))
        self.preview_names.setText(tile_names(kinds))
        self.confirm.setEnabled(kind is not None)
        if kind is None or not self.hand:
            self.effect.setText("")
        else:
            hint = wild_hint(self.hand, self.bid, kind)
            effect = T.WILD_EFFECT.format(n=hint.wilds, state=state_text(hint.shanten))
            # the hints' figure too: the shape alone can mislead
            hint = with_needed(hint, self.seat, self.hand, self.bid, self.rules)
            effect += wild_needed_text(hint, self.bid.level)
            self.effect.setText(effect)

    def move_key(self, step: int) -> None:
        """← →: choose the next (or previous) kind of the hand, as a click on it would."""
        kind = step_through(sorted(set(self.hand)), self.kind, step)
        if kind is not None:
            self.select(kind)

    def move_all(self, step: int) -> None:
        """↑ ↓: choose the next (or previous) of all 34 kinds, in the palette's order (← →
        reach only the hand's kinds, and the kind before one held is a real choice)."""
        kind = step_through(tuple(k for row in PALETTE_ROWS for k in row), self.kind, step)
        if kind is not None:
            self.select(kind)

    def press_key(self) -> bool:
        """Enter: name the chosen kind; with none chosen yet, choose the kind the hints
        advise, or else the hand's first (a second Enter names it), as a first Enter frames
        a tile of the hand in play (a tester's Enter, Enter named the hand's first kind, not
        the one the hints advised)."""
        if self.kind is None:
            if self.advised is not None:
                self.select(self.advised)
            else:
                self.move_key(1)
            return self.kind is not None
        self._confirm()
        return True

    def _confirm(self) -> None:
        if self.kind is not None:
            kind, self.kind = self.kind, None  # answered: the next question starts afresh
            self.chosen.emit(Action(self.seat, Verb.WILD, (kind,)))
