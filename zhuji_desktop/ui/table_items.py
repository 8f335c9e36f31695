"""The table's fixed pieces: the felt, the wall, the seat plates, bid bubbles, the centre panel."""

from __future__ import annotations

import random
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem

from . import pixmaps, style
from .seat_layout import (
    CENTRE,
    CENTRE_BOX,
    SCENE_W,
    STACKS_PER_SIDE,
    WALL_D,
    WALL_LIFT,
    WALL_SIDE,
    WALL_W,
    relative,
    wall_side_seat,
    wall_stack,
)
from .snapshot import WallShow
from .strings import T, wind


@cache
def _felt_texture() -> QPixmap:
    """A small tile of faint specks that gives the felt its grain (seeded: always the same)."""
    size = 96
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    rng = random.Random(17)
    p = QPainter(pix)
    for _ in range(900):
        shade = rng.choice((0, 255))
        p.setPen(QColor(shade, shade, shade, rng.randint(6, 16)))
        p.drawPoint(rng.randrange(size), rng.randrange(size))
    p.end()
    return pix


def paint_felt(painter: QPainter, rect: QRectF) -> None:
    """Green felt with a radial light and grain, over all of ``rect`` (also the margins a
    window of another shape leaves beside the table)."""
    grad = QRadialGradient(QPointF(*CENTRE), SCENE_W * 0.62)
    grad.setColorAt(0.0, style.FELT_CENTRE)
    grad.setColorAt(1.0, style.FELT_EDGE)
    painter.fillRect(rect, QBrush(grad))  # beyond the radius: the edge colour
    painter.fillRect(rect, QBrush(_felt_texture()))


class WallItem(QGraphicsItem):
    """The four sides of the wall, stacked two high; the reserve's stacks are tinted."""

    def __init__(self) -> None:
        super().__init__()
        self.setPos(*CENTRE)
        self.wall: WallShow | None = None
        self.bottom = 0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def show_wall(self, wall: WallShow, bottom: int) -> None:
        if (wall, bottom) != (self.wall, self.bottom):
            self.wall, self.bottom = wall, bottom
            self.update()

    def boundingRect(self) -> QRectF:
        half = WALL_SIDE / 2 + 2
        return QRectF(-half, -half, 2 * half, 2 * half)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        if self.wall is None:
            return
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        stacks = STACKS_PER_SIDE * 4
        for side in range(4):
            painter.save()
            painter.rotate(-90 * relative(wall_side_seat(side), self.bottom))
            for pos in range(STACKS_PER_SIDE):
                place = side * STACKS_PER_SIDE + pos
                self._paint_stack(painter, place, (place - self.wall.start) % stacks)
            painter.restore()

    def _paint_stack(self, painter: QPainter, place: int, stack: int) -> None:
        """Draw the wall's ``stack`` (in drawing order) at ``place`` around the table."""
        wall = self.wall
        assert wall is not None
        present = [i for i in (2 * stack, 2 * stack + 1) if wall.head <= i <= wall.tail]
        if not present:
            return
        reserve = any(i > wall.tail - wall.reserve for i in present)
        _, x, y = wall_stack(place)
        back = pixmaps.back()
        lower = QRectF(x, y, WALL_W, WALL_D)
        painter.fillRect(lower.translated(1.5, 2.5), QColor(0, 0, 0, 60))
        painter.drawPixmap(lower, back, QRectF(back.rect()))
        painter.fillRect(lower.adjusted(1, 1, -1, -1), QColor(0, 0, 0, 70))
        top = lower.translated(0, -WALL_LIFT) if len(present) == 2 else lower
        if len(present) == 2:
            painter.drawPixmap(top, back, QRectF(back.rect()))
        if reserve:
            painter.fillRect(top.adjusted(2, 2, -2, -2), style.RESERVE_TINT)


class SeatPlate(QGraphicsItem):
    """A seat's label: wind, name, score, and the tags 庄, 包 with the bid, 老庄."""

    W, H = 214.0, 70.0

    def __init__(self) -> None:
        super().__init__()
        self.seat = 0
        self.name = ""
        self.score = 0
        self.bao_bid = ""
        self.old_dealer = False
        self.active = False

    def set_info(
        self, seat: int, name: str, score: int, bao_bid: str, old_dealer: bool, active: bool
    ) -> None:
        self.seat, self.name, self.score = seat, name, score
        self.bao_bid, self.old_dealer, self.active = bao_bid, old_dealer, active
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.W + 6, self.H + 6)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.W, self.H)
        border = style.PLATE_ACTIVE if self.active else QColor(255, 255, 255, 40)
        painter.setPen(QPen(border, 3 if self.active else 1))
        painter.setBrush(style.PLATE)
        painter.drawRoundedRect(rect, 10, 10)
        self._paint_wind(painter)
        painter.setPen(style.TEXT)
        painter.setFont(style.font(19, bold=True))
        painter.drawText(QRectF(58, 6, self.W - 64, 28), Qt.AlignmentFlag.AlignVCenter, self.name)
        painter.setPen(style.TEXT_DIM)
        painter.setFont(style.font(15))
        score = T.SCORE.format(score=self.score)
        painter.drawText(QRectF(58, 36, 80, 26), Qt.AlignmentFlag.AlignVCenter, score)
        self._paint_tags(painter)

    def _paint_wind(self, painter: QPainter) -> None:
        circle = QRectF(8, 11, 46, 46)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.RED if self.seat == 0 else QColor(240, 232, 210))
        painter.drawEllipse(circle)
        painter.setPen(QColor(255, 255, 255) if self.seat == 0 else QColor(30, 30, 30))
        painter.setFont(style.font(28, bold=True))
        painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, wind(self.seat))

    def _paint_tags(self, painter: QPainter) -> None:
        tags: list[tuple[str, QColor]] = []
        if self.seat == 0:
            tags.append((T.DEALER, style.RED))
        if self.old_dealer:
            tags.append((T.OLD_DEALER, style.RED))
        if self.bao_bid:
            tags.append((T.BAO.format(bid=self.bao_bid), style.GOLD))
        painter.setFont(style.font(14, bold=True))
        x = self.W - 6
        for text, colour in reversed(tags):
            width = painter.fontMetrics().horizontalAdvance(text) + 12
            x -= width
            box = QRectF(x, 38, width, 22)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(box, 6, 6)
            painter.setPen(QColor(30, 20, 0) if colour == style.GOLD else QColor(255, 255, 255))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            x -= 4


class Bubble(QGraphicsItem):
    """A speech bubble beside a seat: its bid while bidding (包3台 / 不包)."""

    W, H = 96.0, 32.0

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.highlight = False

    def set_text(self, text: str, highlight: bool = False) -> None:
        self.text, self.highlight = text, highlight
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(90, 60, 0), 1.5))
        painter.setBrush(style.GOLD if self.highlight else QColor(245, 240, 225))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 14, 14)
        painter.setPen(QColor(40, 25, 0))
        painter.setFont(style.font(17, bold=True))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


class CentrePanel(QGraphicsItem):
    """The centre of the table: the winds facing their seats, the hand number, the wild
    kinds (tiles are child items, placed by the scene) and the tiles left and in reserve."""

    def __init__(self) -> None:
        super().__init__()
        self.setPos(*CENTRE)
        self.bottom = 0
        self.acting: set[int] = set()
        self.lines = ("", "", "", "")  # hand number, wild title, tiles left, reserve

    def set_info(self, bottom: int, acting: set[int], lines: tuple[str, str, str, str]) -> None:
        self.bottom, self.acting, self.lines = bottom, acting, lines
        self.update()

    def boundingRect(self) -> QRectF:
        half = CENTRE_BOX / 2
        return QRectF(-half, -half, CENTRE_BOX, CENTRE_BOX)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor(255, 255, 255, 50), 1.5))
        painter.setBrush(QColor(8, 30, 20, 200))
        painter.drawRoundedRect(rect, 14, 14)
        for seat in range(4):
            self._paint_wind(painter, seat)
        number, title, left, reserve = self.lines
        _centred_text(painter, -62, 14, number, style.font(13), style.TEXT_DIM)
        _centred_text(painter, -46, 18, title, style.font(15, bold=True), style.GOLD)
        _centred_text(painter, 17, 22, left, style.font(18, bold=True), style.TEXT)
        _centred_text(painter, 39, 16, reserve, style.font(13), style.TEXT_DIM)

    def _paint_wind(self, painter: QPainter, seat: int) -> None:
        painter.save()
        painter.rotate(-90 * relative(seat, self.bottom))
        active = seat in self.acting
        painter.setPen(style.GOLD if active else QColor(255, 255, 255, 120))
        painter.setFont(style.font(20 if active else 17, bold=True))
        half = CENTRE_BOX / 2
        painter.drawText(QRectF(-20, half - 28, 40, 24), Qt.AlignmentFlag.AlignCenter, wind(seat))
        painter.restore()


WILD_TILE_Y = -26.0  # where the scene puts the centre's wild tiles (top edge, centre frame)


def _centred_text(
    painter: QPainter, y: float, height: float, text: str, font: QFont, colour: QColor
) -> None:
    painter.setPen(colour)
    painter.setFont(font)
    rect = QRectF(-CENTRE_BOX / 2, y, CENTRE_BOX, height)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
