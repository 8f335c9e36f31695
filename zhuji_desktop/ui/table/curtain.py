"""The hot-seat curtain as drawn: an opaque cover over the whole table that names who should sit
down; a click hands the screen to that person. Who that is, and what the table behind it
shows, is decided in ``model.hotseat``.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent

from ..strings import T
from . import style
from .seat_layout import SCENE_H, SCENE_W

CURTAIN_Z = 100.0  # above every panel
# A click that lands this soon after the curtain came up is the previous person's second
# click (a double click on a tile), not the next person lifting it.
GRACE_S = 0.6


class Curtain(QGraphicsObject):
    """An opaque cover over the whole table with a line of text; ``clicked`` when someone
    clicks it (not within ``GRACE_S`` of its coming down or naming someone else)."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(CURTAIN_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)  # so that no tile below lights up under the mouse
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setVisible(False)
        self.text = ""
        self._since = 0.0

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, SCENE_W, SCENE_H)

    def cover(self, text: str) -> None:
        """Come down (or stay down) saying ``text`` (who should sit down)."""
        if not self.isVisible() or text != self.text:
            self._since = time.monotonic()
        self.text = text
        self.setVisible(True)
        self.update()

    def is_up(self) -> bool:
        """Is the table covered? (The curtain is "up" in the sense of being in the way.)"""
        return self.isVisible()

    def drop(self) -> None:
        """Take the curtain away."""
        self.setVisible(False)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.fillRect(rect, QColor(8, 34, 22))
        card = QRectF(rect.center().x() - 330, rect.center().y() - 90, 660, 180)
        painter.setPen(QPen(style.GOLD, 2))
        painter.setBrush(QColor(14, 48, 32))
        painter.drawRoundedRect(card, 16, 16)
        painter.setPen(style.GOLD)
        painter.setFont(style.font(30, bold=True))
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(card.adjusted(24, 20, -24, -60), flags, self.text)
        painter.setPen(style.TEXT_DIM)
        painter.setFont(style.font(17))
        painter.drawText(card.adjusted(24, 110, -24, -16), flags, T.CURTAIN_NOTE)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # nothing under the curtain may be clicked

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if time.monotonic() - self._since >= GRACE_S:
            self.clicked.emit()
