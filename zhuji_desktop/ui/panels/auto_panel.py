"""托管 (letting the computer play for you) on the table: ``AutoPanel`` is a 托管 toggle for the
person shown and, when a turn timer is set (``model.turn_timer``), the seconds left.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ..strings import T
from ..table.style import PANEL_CSS

URGENT_S = 5  # the countdown turns red from here


class AutoPanel(QWidget):
    """The 托管 toggle and the countdown; ``toggled(on)`` when the person clicks."""

    toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setStyleSheet(PANEL_CSS)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        self.countdown = QLabel()
        self.countdown.setStyleSheet("font-size: 17px; font-weight: bold;")
        self.countdown.setVisible(False)
        self.button = QPushButton(T.AUTO_PLAY)
        self.button.setCheckable(True)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setMinimumHeight(34)
        # clicked() reaches a bound emit with no argument in PySide6: pass the state on.
        self.button.clicked.connect(lambda: self.toggled.emit(self.button.isChecked()))
        layout.addStretch(1)
        layout.addWidget(self.countdown)
        layout.addWidget(self.button)

    def set_state(self, on: bool) -> None:
        """Show whether the person shown is on 托管 (without emitting ``toggled``)."""
        self.button.setChecked(on)

    def show_countdown(self, seconds: int | None) -> None:
        """Show the seconds left, or hide the countdown (None)."""
        if seconds is None:
            self.countdown.setVisible(False)
            return
        colour = "rgb(255, 120, 100)" if seconds <= URGENT_S else "rgb(255, 236, 180)"
        self.countdown.setStyleSheet(f"font-size: 17px; font-weight: bold; color: {colour};")
        self.countdown.setText(T.TIMER_LEFT.format(s=seconds))
        self.countdown.setVisible(True)
