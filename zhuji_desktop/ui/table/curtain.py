"""The hot-seat curtain as drawn: an opaque cover over the whole table that names who should sit
down, and lists what the others did since that person's last move; a click hands the screen
to that person. Who that is, what the list says and what the table behind it shows are
decided in ``model.hotseat``.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent

from ..line_breaks import break_phrases
from ..strings import T
from . import style
from .seat_layout import SCENE_H, SCENE_W

CURTAIN_Z = 100.0  # above every panel
# A click (or Enter) that lands this soon after the curtain came up is the previous person's
# second one (a double click on a tile), not the next person lifting it.
GRACE_S = 0.6
# Likewise, a click this soon after the curtain lifted is the second click of the person who
# lifted it (a double click on the cover): it must not bid or discard for them. The lifted
# curtain stays, unseen, to take that click.
LIFT_GRACE_S = 0.5
CARD_W = 660.0  # the card in the middle, with the text on it
TEXT_W = CARD_W - 48
RECAP_PX = 21  # the list of what happened since the person's last move (read from a sofa)


def title_font() -> QFont:
    return style.font(30, bold=True)


class Curtain(QGraphicsObject):
    """An opaque cover over the whole table with a line of text; ``clicked`` when someone
    clicks it (not within ``GRACE_S`` of its coming down or naming someone else). Once
    lifted, it takes clicks, unseen, for ``LIFT_GRACE_S`` more."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(CURTAIN_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)  # so that no tile below lights up under the mouse
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setVisible(False)
        self.text = ""
        self.recap: tuple[str, ...] = ()  # what happened since their last move, line by line
        self._since = 0.0
        self._lifting = False  # lifted, but still taking the clicks of LIFT_GRACE_S
        self._clicked = float("-inf")  # when a click last lifted it
        self.lifted_at = float("-inf")  # when it was last lifted, by a click or a key
        self._lift_timer = QTimer(self)
        self._lift_timer.setSingleShot(True)
        self._lift_timer.timeout.connect(self._gone)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, SCENE_W, SCENE_H)

    def cover(self, text: str) -> None:
        """Come down (or stay down) saying ``text`` (who should sit down)."""
        if not self.is_up() or text != self.text:
            self._since = time.monotonic()
        self._lifting = False
        self._lift_timer.stop()
        self.text = text
        self.setVisible(True)
        self.update()

    def set_recap(self, lines: tuple[str, ...]) -> None:
        """What the card lists under the name (set before ``cover``; () for nothing)."""
        self.recap = tuple(lines)
        self.update()

    def is_up(self) -> bool:
        """Is the table covered? (The curtain is "up" in the sense of being in the way.)"""
        return self.isVisible() and not self._lifting

    def drop(self) -> None:
        """Take the curtain away; lifted by a click, it goes on taking clicks, unseen, for
        ``LIFT_GRACE_S`` (lifted by Enter, or for someone else, it goes at once)."""
        if not self.is_up():
            return
        self.lifted_at = time.monotonic()
        if time.monotonic() - self._clicked > LIFT_GRACE_S:
            self.setVisible(False)
            return
        self._lifting = True
        self.setCursor(Qt.CursorShape.ArrowCursor)
        self.update()
        self._lift_timer.start(round(LIFT_GRACE_S * 1000))

    def _gone(self) -> None:
        if self._lifting:
            self._lifting = False
            self.setVisible(False)
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def title(self) -> str:
        """The text as the card shows it: broken between phrases (Qt broke 继|续, and left
        续 alone on the second line)."""
        width = QFontMetricsF(title_font()).horizontalAdvance
        return break_phrases(self.text, width, TEXT_W - 1)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        if self._lifting:
            return  # lifted: the table shows through, the clicks still land here
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.fillRect(rect, QColor(8, 34, 22))
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        font = title_font()
        # the card grows with the words: a 20-character name in English takes three lines
        width = CARD_W
        room = QRectF(0, 0, TEXT_W, 10_000)
        text = self.title()
        text_h = max(90.0, QFontMetricsF(font).boundingRect(room, flags, text).height())
        recap_font = style.font(RECAP_PX)
        # the heading ("你上次出手之后：") dim, the events bright
        parts = [
            (line, style.TEXT_DIM if i == 0 else style.TEXT) for i, line in enumerate(self.recap)
        ]
        metrics = QFontMetricsF(recap_font)
        heights = [metrics.boundingRect(room, flags, line).height() for line, _ in parts]
        recap_h = sum(heights)
        height = 20 + text_h + (12 + recap_h if parts else 0) + 16 + 34 + 16
        card = QRectF(rect.center().x() - width / 2, rect.center().y() - height / 2, width, height)
        painter.setPen(QPen(style.GOLD, 2))
        painter.setBrush(QColor(14, 48, 32))
        painter.drawRoundedRect(card, 16, 16)
        painter.setPen(style.GOLD)
        painter.setFont(font)
        text_rect = QRectF(card.left() + 24, card.top() + 20, TEXT_W, text_h)
        painter.drawText(text_rect, flags, text)
        bottom = text_rect.bottom()
        if parts:
            painter.setFont(recap_font)
            bottom += 12
            for (line, colour), line_h in zip(parts, heights, strict=True):
                painter.setPen(colour)
                painter.drawText(QRectF(card.left() + 24, bottom, TEXT_W, line_h), flags, line)
                bottom += line_h
        painter.setPen(style.TEXT_DIM)
        painter.setFont(style.font(17))
        note_rect = QRectF(card.left() + 24, bottom + 16, TEXT_W, 34)
        painter.drawText(note_rect, flags, T.CURTAIN_NOTE)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # nothing under the curtain may be clicked

    def ready_to_lift(self) -> bool:
        """Down for longer than ``GRACE_S``: a click or Enter now is the next person's."""
        return self.is_up() and time.monotonic() - self._since >= GRACE_S

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.ready_to_lift():
            self._clicked = time.monotonic()
            self.clicked.emit()
