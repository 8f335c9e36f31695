"""The person's switches on the table: 悔牌 (taking back one's last discard, bid or wilds,
playing alone), 托管 (letting the computer play for you), "this hand: wins only" (every
claim but a win passed at once) and, when a turn timer is set (``model.turn_timer``), the
seconds left.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ..model.interaction import AUTO_KEY, TAKE_BACK_KEY
from ..plain import PlainLabel
from ..strings import T
from ..table.style import PANEL_CSS

URGENT_S = 5  # the countdown turns red from here
ROW_GAP = 4  # between the toggles and the row under them


def _toggle(checkable: bool = True) -> QPushButton:
    button = QPushButton()
    button.setCheckable(checkable)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    button.setMinimumHeight(34)
    return button


class AutoPanel(QWidget):
    """The toggles and the countdown; ``toggled(on)`` when the person clicks 托管,
    ``wins_only_toggled(on)`` when they click 本局只胡, ``take_back`` when they click 悔牌."""

    toggled = Signal(bool)
    wins_only_toggled = Signal(bool)
    take_back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setStyleSheet(PANEL_CSS)
        # two rows, right-aligned: the toggles, and under them the countdown and 悔牌. In one
        # row, English's three buttons reached over the top seat's hand.
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(ROW_GAP)
        toggles, below = QHBoxLayout(), QHBoxLayout()
        for row in (toggles, below):
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(10)
            row.addStretch(1)
            layout.addLayout(row)
        self.countdown = PlainLabel()
        self.countdown.setStyleSheet("font-size: 17px; font-weight: bold;")
        self.countdown.setVisible(False)
        self.wins_only = _toggle()
        self.wins_only.setObjectName("wins_only")
        self.wins_only.setVisible(False)
        self.undo = _toggle(checkable=False)  # a button, styled as the toggles beside it
        self.undo.setObjectName("take_back")
        self.undo.setVisible(False)
        self.undo.clicked.connect(self.take_back)
        self.button = _toggle()
        # clicked() reaches a bound emit with no argument in PySide6: pass the state on.
        self.button.clicked.connect(lambda: self.toggled.emit(self.button.isChecked()))
        self.wins_only.clicked.connect(
            lambda: self.wins_only_toggled.emit(self.wins_only.isChecked())
        )
        toggles.addWidget(self.wins_only)
        toggles.addWidget(self.button)
        below.addWidget(self.countdown)
        below.addWidget(self.undo)
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(T.AUTO_PLAY)
        # the key was only in the menu (⌘T on a Mac: as the system names it)
        key = QKeySequence(AUTO_KEY).toString(QKeySequence.SequenceFormat.NativeText)
        self.button.setToolTip(T.AUTO_TIP.format(key=key))
        self.wins_only.setText(T.WIN_ONLY)
        self.wins_only.setToolTip(T.WIN_ONLY_TIP)
        self.undo.setText(T.TAKE_BACK)
        undo_key = QKeySequence(TAKE_BACK_KEY).toString(QKeySequence.SequenceFormat.NativeText)
        self.undo.setToolTip(T.TAKE_BACK_TIP.format(key=undo_key))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def set_state(self, on: bool) -> None:
        """Show whether the person shown is on 托管 (without emitting ``toggled``)."""
        self.button.setChecked(on)

    def set_wins_only(self, on: bool, offered: bool) -> None:
        """Show the "wins only" toggle (``offered``) and its state."""
        self.wins_only.setChecked(on)
        self.wins_only.setVisible(offered)

    def set_take_back(self, offered: bool) -> None:
        """Show the 悔牌 button (``offered``: the person has a choice to take back)."""
        self.undo.setVisible(offered)

    def show_countdown(self, seconds: int | None) -> None:
        """Show the seconds left, or hide the countdown (None)."""
        if seconds is None:
            self.countdown.setVisible(False)
            return
        colour = "rgb(255, 120, 100)" if seconds <= URGENT_S else "rgb(255, 236, 180)"
        self.countdown.setStyleSheet(f"font-size: 17px; font-weight: bold; color: {colour};")
        self.countdown.setText(T.TIMER_LEFT.format(s=seconds))
        self.countdown.setVisible(True)
