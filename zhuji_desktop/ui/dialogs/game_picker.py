"""The choice of game (``RuleSet.mode``, docs/rules.md §12): 包麻将 or 翻麻将, side by side.

``GamePicker`` shows each game as a card: a round button with the game's name and, under it,
one line on what a player does differently in it. A click anywhere on a card (or the arrow
keys between the buttons) chooses it; ``chosen`` says which game is now chosen. The new-game
dialog puts it first; the rule form of the settings dialog uses it as its ``mode`` control.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import MODES
from ..plain import PlainLabel
from ..strings import game_line, game_name

CARD_CSS = """
QFrame#game { border: 1px solid rgba(255, 255, 255, 60); border-radius: 8px; }
QFrame#game[chosen="true"] { border: 2px solid rgb(242, 190, 60);
                             background: rgba(242, 190, 60, 28); }
QRadioButton { font-size: 16px; font-weight: bold; }
"""


class GameCard(QFrame):
    """One game: its name on a round button, its line under it; a click chooses it."""

    def __init__(self, mode: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mode = mode
        self.setObjectName("game")
        self.button = QRadioButton()
        self.line = PlainLabel()
        self.line.setWordWrap(True)
        self.line.setObjectName("small")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 8)
        layout.setSpacing(2)
        layout.addWidget(self.button)
        layout.addWidget(self.line)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(game_name(self.mode))
        self.line.setText(game_line(self.mode))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.button.setChecked(True)
        event.accept()

    def show_chosen(self, chosen: bool) -> None:
        self.setProperty("chosen", chosen)
        self.style().unpolish(self)
        self.style().polish(self)


class GamePicker(QWidget):
    """The two games side by side; ``mode()`` is the one chosen."""

    chosen = Signal(str)  # the game now chosen ("bao" or "fan"), when it changes

    def __init__(self, mode: str = "bao", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(CARD_CSS)
        self.cards = {m: GameCard(m) for m in MODES}
        self.group = QButtonGroup(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for card in self.cards.values():
            self.group.addButton(card.button)
            card.button.toggled.connect(lambda on, m=card.mode: self._chosen(m) if on else None)
            layout.addWidget(card, 1)
        self.set_mode(mode)

    def mode(self) -> str:
        return next((m for m, c in self.cards.items() if c.button.isChecked()), MODES[0])

    def set_mode(self, mode: str) -> None:
        """Show ``mode`` as chosen (``chosen`` is emitted if it changes)."""
        self.cards[mode].button.setChecked(True)
        self._show()

    def _chosen(self, mode: str) -> None:
        self._show()
        self.chosen.emit(mode)

    def _show(self) -> None:
        for card in self.cards.values():
            card.show_chosen(card.button.isChecked())

    def retranslate(self) -> None:
        for card in self.cards.values():
            card.retranslate()
