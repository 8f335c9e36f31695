"""One tile on the table: a face (or a back), an optional 财 badge, and a frame.

Frames: red for the tile a click would discard, green for the tiles of a hovered claim
candidate, amber for the latest discard. The item reports hover and clicks to callbacks set
by the scene; it never acts on the game itself.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from enum import Enum
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent

from ..strings import T, tile_name
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
    (e.g. ``("hand", seat, 3)``, see ``animation.Ref``); the scene uses it to map hovers and
    clicks to game choices and to know where each tile came from when it slides.
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
        if face is not None:  # a learner reads the hints' tile names here (a face-down: none)
            self.setToolTip(
                T.TILE_TIP_WILD.format(tile=tile_name(face)) if self.wild else tile_name(face)
            )
        self.tag = tag
        self.frame = Frame.NONE
        self.dimmed = False
        self.shaded = False  # face up for its owner only: a lighter shade than ``dimmed``
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
        self._paint_image(painter)
        if self.dimmed or self.shaded:
            shade = QColor(0, 0, 0, 90) if self.dimmed else QColor(20, 60, 40, 70)
            painter.fillRect(rect.adjusted(1, 1, -1, -1), shade)
        if self.frame is not Frame.NONE:
            pen = QPen(FRAME_COLOURS[self.frame], FRAME_WIDTH)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = self.w * 0.1
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), r, r)

    def _paint_image(self, painter: QPainter) -> None:
        """The tile and its shadow from the image cache: copied pixel for pixel when the view
        only zooms and turns by quarters (always, on this table), else scaled."""
        size = QRectF(0, 0, *_image_size(self.w, self.h))
        t = painter.worldTransform()
        quarter = _quarter_turn(t)
        scale = device_scale(painter)
        if quarter is None:
            image = tile_image(self.face, self.wild, self.w, self.h, scale, 0, 1.0)
            painter.drawPixmap(size, image, QRectF(image.rect()))
            return
        ratio = _pixel_ratio(painter)
        image = tile_image(self.face, self.wild, self.w, self.h, scale, quarter, ratio)
        corner = t.mapRect(size).topLeft()
        painter.save()
        painter.resetTransform()
        x, y = round(corner.x() * ratio) / ratio, round(corner.y() * ratio) / ratio
        painter.drawPixmap(QPointF(x, y), image)
        painter.restore()


# --- the tile image, drawn once per size ------------------------------------------------------
# Scaling a face image down and drawing an antialiased shadow for every tile of every frame
# made each repaint of the table take tens of milliseconds (too slow for sliding tiles), so
# each (face, size on the screen) is drawn once into a pixmap at the screen's resolution.


def _image_size(w: float, h: float) -> tuple[float, float]:
    """The tile with its shadow, in item units: to the bounding rect's right and bottom edges,
    so that the shadow never paints outside it (which would leave trails when tiles move)."""
    return w + FRAME_WIDTH, h + FRAME_WIDTH


def _pixel_ratio(painter: QPainter) -> float:
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def device_scale(painter: QPainter) -> float:
    """Device pixels per item unit (the view's zoom, any quarter turn, the screen's ratio)."""
    t = painter.worldTransform()
    return round(math.hypot(t.m11(), t.m12()) * _pixel_ratio(painter), 3)


def _quarter_turn(t: QTransform) -> int | None:
    """0..3 when ``t`` is a uniform zoom, a turn by that many quarters and a shift; else None."""
    a, b, c, d = t.m11(), t.m12(), t.m21(), t.m22()
    if t.isAffine() and abs(b) < 1e-6 and abs(c) < 1e-6 and abs(a - d) < 1e-6:
        return 0 if a > 0 else 2
    if t.isAffine() and abs(a) < 1e-6 and abs(d) < 1e-6 and abs(b + c) < 1e-6:
        return 1 if b > 0 else 3
    return None


@lru_cache(maxsize=512)
def tile_image(
    face: int | None, wild: bool, w: float, h: float, scale: float, quarter: int, ratio: float
) -> QPixmap:
    """A tile ``w``×``h`` with its shadow, rendered at ``scale`` device pixels per unit,
    turned by ``quarter`` quarters (clockwise on the screen, as ``QTransform.rotate``), for a
    screen of ``ratio`` device pixels per logical pixel."""
    iw, ih = _image_size(w, h)
    image = QPixmap(max(1, math.ceil(iw * scale)), max(1, math.ceil(ih * scale)))
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(image.width() / iw, image.height() / ih)
    rect = QRectF(0, 0, w, h)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(SHADOW)
    r = w * 0.12
    p.drawRoundedRect(rect.translated(w * 0.04, w * 0.06), r, r)
    pixmaps.paint_tile(p, rect, face, wild)
    p.end()
    if quarter:
        image = image.transformed(QTransform().rotate(90 * quarter))
    image.setDevicePixelRatio(ratio)
    return image


@lru_cache(maxsize=64)
def back_image(w: float, h: float, scale: float) -> QPixmap:
    """A tile's back, ``w``×``h`` units at ``scale`` pixels per unit (the wall's stacks)."""
    image = QPixmap(max(1, math.ceil(w * scale)), max(1, math.ceil(h * scale)))
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    back = pixmaps.back()
    p.drawPixmap(QRectF(image.rect()), back, QRectF(back.rect()))
    p.end()
    return image
