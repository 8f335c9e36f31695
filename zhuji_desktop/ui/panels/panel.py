"""The base of the panels drawn over the table: a dark rounded card with a gold edge."""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QWidget

from ..line_breaks import break_phrases
from ..table import style

# A question's buttons take no mouse click this soon after it is asked: the second click of
# a double-click on the button before (再来一场 on the final standings) landed on the bid
# ladder that came up under the pointer, and bid 独7台 for the player.
CLICK_GRACE_S = 0.4
_MOUSE = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
    }
)


class Panel(QWidget):
    """A widget that paints its own rounded background (style sheets style its children)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setStyleSheet(style.PANEL_CSS)
        self._asked = -CLICK_GRACE_S  # when the question on show was asked (monotonic s)

    def asked(self) -> None:
        """A new question is on show: its buttons wait ``CLICK_GRACE_S`` for mouse clicks."""
        self._asked = time.monotonic()

    def guard_clicks(self, widget: QWidget) -> None:
        """Let ``widget`` take no mouse click within ``CLICK_GRACE_S`` of ``asked`` (keys
        and programs still press it)."""
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _MOUSE and time.monotonic() - self._asked < CLICK_GRACE_S:
            return True  # eaten: a click meant for what was there before
        return super().eventFilter(watched, event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(style.GOLD, 2))
        painter.setBrush(QColor(14, 38, 27))  # opaque: tiles showing through the lines distract
        painter.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 12, 12)
        painter.end()


NARROWEST_ROOM = 40  # px: a label not yet laid out is narrower; Qt wraps it meanwhile


def break_into(label: QLabel, lines: Sequence[str], room: float | None = None) -> None:
    """Show ``lines`` in ``label``, each broken between phrases (``break_phrases``) at
    ``room`` px, by default the label's width (Qt breaks Chinese between any two characters:
    a formula's "…2^0 算；5" ended a line before "是包牌分")."""
    label.ensurePolished()  # its style sheet's font, before it is measured
    width = QFontMetricsF(label.font()).horizontalAdvance
    room = label.contentsRect().width() - 1 if room is None else room
    fits = room > NARROWEST_ROOM
    text = "\n".join(break_phrases(line, width, room) if fits else line for line in lines)
    if text != label.text():
        label.setText(text)
