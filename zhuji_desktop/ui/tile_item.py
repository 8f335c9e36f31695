"""One tile on the table: a face (or a back), an optional 财 badge, and a frame.

Frames: red for the tile a click would discard, green for the tiles of a hovered claim
candidate, amber for the latest discard. The item reports hover and clicks to callbacks set
by the scene; it never acts on the game itself.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent

from . import pixmaps

FRAME_WIDTH = 3.0
SHADOW = QColor(0, 0, 0, 80)
LIFT = 0.1  # how far a hovered hand tile rises, as a fraction of its height


class Frame(str, Enum):
    NONE = "none"
    RED = "red"  # discard under the mouse
    GREEN = "green"  # tiles of the hovered candidate
    LAST = "last"  # the latest discard


FRAME_COLOURS = {
    Frame.RED: QColor(225, 30, 30),
    Frame.GREEN: QColor(30, 200, 60),
    Frame.LAST: QColor(255, 170, 20),
}

HoverCallback = Callable[["TileItem", bool], None]
ClickCallback = Callable[["TileItem"], None]


class TileItem(QGraphicsItem):
    """A tile of ``width``×``height`` scene units with its top-left corner at (0, 0).

    ``face`` is a kind 0..33, or None for a face-down tile. ``tag`` says where the tile is
    (e.g. ``("hand", 3)``); the scene uses it to map hovers and clicks to game choices.
    """

    def __init__(
        self,
        face: int | None,
        width: float,
        height: float,
        wild: bool = False,
        tag: tuple = (),
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.face = face
        self.w, self.h = width, height
        self.wild = wild and face is not None
        self.tag = tag
        self.frame = Frame.NONE
        self.dimmed = False
        self.lifted = False
        self._on_hover: HoverCallback | None = None
        self._on_click: ClickCallback | None = None

    # --- interaction ----------------------------------------------------------------------

    def make_interactive(self, on_hover: HoverCallback, on_click: ClickCallback) -> None:
        """Report hovers and clicks. (No item cursor: the scene sets the view's, because
        ``QGraphicsItem.unsetCursor`` can crash Qt 6.12 under a synthetic mouse.)"""
        self._on_hover, self._on_click = on_hover, on_click
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._on_hover:
            self._on_hover(self, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._on_hover:
            self._on_hover(self, False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # so that the release comes here

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._on_click and self.contains(event.pos()):
            self._on_click(self)

    def set_frame(self, frame: Frame) -> None:
        if frame != self.frame:
            self.frame = frame
            self.update()

    def set_lifted(self, lifted: bool) -> None:
        """Draw the tile raised a little (the hovered tile of the hand). Only the drawing moves:
        the area that takes the mouse stays, so the tile does not flicker at its lower edge."""
        if lifted != self.lifted:
            self.prepareGeometryChange()
            self.lifted = lifted
            self.update()

    # --- painting -------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        m = FRAME_WIDTH
        lift = self.h * LIFT if self.lifted else 0.0
        return QRectF(-m, -m - lift, self.w + 2 * m, self.h + 2 * m + lift)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self.w, self.h))
        return path

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lifted:
            painter.translate(0, -self.h * LIFT)
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADOW)
        r = self.w * 0.12
        painter.drawRoundedRect(rect.translated(self.w * 0.04, self.w * 0.06), r, r)
        pixmaps.paint_tile(painter, rect, self.face, self.wild)
        if self.dimmed:
            painter.fillRect(rect.adjusted(1, 1, -1, -1), QColor(0, 0, 0, 90))
        if self.frame is not Frame.NONE:
            pen = QPen(FRAME_COLOURS[self.frame], FRAME_WIDTH)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = self.w * 0.1
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), r, r)
