"""The table's fixed pieces: the felt, the wall, the seat plates, bid bubbles, the centre panel."""

from __future__ import annotations

import random
from functools import cache

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem

from ..model.snapshot import WallShow
from ..strings import T, wind, with_points
from . import style
from .seat_layout import (
    CENTRE,
    CENTRE_BOX,
    SCENE_W,
    STACKS_PER_SIDE,
    WALL_D,
    WALL_INNER,
    WALL_LIFT,
    WALL_SIDE,
    WALL_W,
    relative,
    wall_side_seat,
    wall_stack,
)
from .tile_item import back_image, device_scale


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


def paint_felt(painter: QPainter, rect: QRectF | QRect) -> None:
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
        # the tinted stacks explained where they are (a newcomer asked what they were); set
        # every time, so that it follows a change of language
        self.setToolTip(T.WALL_RESERVE_TIP.format(n=wall.reserve) if wall.reserve else "")
        if (wall, bottom) != (self.wall, self.bottom):
            self.wall, self.bottom = wall, bottom
            self.update()

    def tile_centre(self, index: int) -> QPointF:
        """The scene point of wall tile ``index`` (in drawing order), where a draw starts."""
        assert self.wall is not None
        stacks = STACKS_PER_SIDE * 4
        side, x, y = wall_stack((index // 2 + self.wall.start) % stacks)
        turn = QTransform().rotate(-90 * relative(wall_side_seat(side), self.bottom))
        return self.mapToScene(turn.map(QPointF(x + WALL_W / 2, y + WALL_D / 2)))

    def boundingRect(self) -> QRectF:
        half = WALL_SIDE / 2 + 2
        return QRectF(-half, -half, 2 * half, 2 * half)

    def shape(self) -> QPainterPath:
        """The ring of stacks only: the discards and the centre inside it keep their own
        tips and clicks."""
        path = QPainterPath()
        path.addRect(self.boundingRect())
        inner = WALL_INNER - WALL_LIFT
        path.addRect(QRectF(-inner, -inner, 2 * inner, 2 * inner))  # a hole (odd-even fill)
        return path

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
        back = back_image(WALL_W, WALL_D, device_scale(painter))  # scaled once, not per stack
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
    """A seat's label: wind, name, score (and a computer's level), and the tags 庄, 包 with
    the bid, 老庄. Until a table is shown (before a match starts) the plate is ``neutral``:
    no wind, name or score."""

    W, H = 214.0, 70.0

    def __init__(self) -> None:
        super().__init__()
        self.neutral = True
        self.seat = 0
        self.name = ""
        self.score = 0
        self.level = ""  # a computer's level, after the score
        self.bao_bid = ""
        self.old_dealer = False
        self.active = False
        self.thinking = False  # its computer is deciding (a tag says 思考中, dots moving)
        self.dots = 1

    def set_thinking(self, on: bool) -> None:
        if on != self.thinking:
            self.thinking, self.dots = on, 1
            self.update()

    def next_dots(self) -> None:
        if self.thinking:
            self.dots = self.dots % 3 + 1
            self.update()

    def set_info(
        self,
        seat: int,
        name: str,
        score: int,
        bao_bid: str,
        old_dealer: bool,
        active: bool,
        level: str = "",
        said: str = "",
    ) -> None:
        """``said``: what the seat said in this hand's bidding (``bids_said``), for the
        tooltip: once the bidding is over only the 包家's tag told of it."""
        self.seat, self.name, self.score, self.level = seat, name, score, level
        tips = [f"{name} · {level}" if level else ""]  # also where the plate has no room
        tips += [T.OLD_DEALER_TIP] if old_dealer else []  # ("Old dealer" said nothing)
        tips += [T.PLATE_BIDS_SAID.format(said=said)] if said else []
        self.setToolTip("\n".join(t for t in tips if t))
        self.bao_bid, self.old_dealer, self.active = bao_bid, old_dealer, active
        self.neutral = False
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
        if self.neutral:  # no match yet: nobody sits here
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 30))
            painter.drawEllipse(QRectF(8, 11, 46, 46))
            return
        self._paint_wind(painter)
        painter.setFont(style.font(SCORE_PX))
        score = with_points(T.SCORE.format(score=self.score), self.score)
        score_width = min(painter.fontMetrics().horizontalAdvance(score), self.W - 64)
        rows = self.tag_rows(painter, score_width)  # the level never squeezes the tags
        # the name gives way to the tags beside it (the tags keep their place whether a
        # computer thinks or not); 思考中 covers the tags of the row it takes
        beside = sum(_tags_width(painter, t, px) + TAG_GAP for t, px, top in rows if top == TOP_ROW)
        tag_row = self._thinking_row(painter, score_width, beside)
        thinking = self._paint_thinking(painter, tag_row) if tag_row is not None else 0.0
        room = self.W - 64 - max(thinking if tag_row == TOP_ROW else 0.0, beside)
        painter.setFont(style.font(_name_px(painter, self.name, room), bold=True))
        painter.setPen(style.TEXT)
        name = _elided(painter, self.name, room)
        painter.drawText(QRectF(58, 6, room, 28), Qt.AlignmentFlag.AlignVCenter, name)
        name_width = painter.fontMetrics().horizontalAdvance(name)
        painter.setPen(style.TEXT_DIM)
        painter.setFont(style.font(SCORE_PX))
        painter.drawText(QRectF(58, 36, score_width, 26), Qt.AlignmentFlag.AlignVCenter, score)
        after = [_tags_width(painter, t, px) + TAG_GAP for t, px, top in rows if top == BOTTOM_ROW]
        low = thinking if tag_row == BOTTOM_ROW else 0.0
        self._paint_level(
            painter,
            (58 + score_width, 36, self.W - 6 - max(sum(after), low) - 58 - score_width),
            (58 + name_width, 6, room - name_width),
        )
        colours = iter(c for _, c in self.tags())
        for texts, px, top in rows:
            shown = [next(colours) for _ in texts]
            if top != tag_row:
                self._paint_tags(painter, texts, shown, px, top, self.W - 6)

    def tag_rows(self, painter: QPainter, score_width: float) -> list[tuple[list[str], int, float]]:
        """Where the tags go (``_place_tags``): after the score, or beside the whole name
        (in its own size, else its smallest: ``_name_px``)."""
        widths = []
        for px in (NAME_SIZES[0], NAME_SIZES[-1]):
            painter.setFont(style.font(px, bold=True))
            widths.append(painter.fontMetrics().horizontalAdvance(self.name))
        name_width, smallest = widths
        bottom = self.W - 6 - (58 + score_width + 6)
        texts = [t for t, _ in self.tags()]

        def beside(width: float) -> list[tuple[list[str], int, float]]:
            # (2 px to spare: a name that fits to the pixel may still be cut short)
            return _place_tags(painter, texts, bottom, self.W - 64 - width - TAG_GAP - 2)

        def whole(rows: list[tuple[list[str], int, float]]) -> bool:
            return [t for row, _, _ in rows for t in row] == texts

        rows = beside(name_width)
        if whole(rows):
            return rows
        # whole tags beside the whole name a size smaller (a tester read "Dealer ag…" beside
        # "Computer 1"), else beside a long name cut short (a tester's "Bid No-wild…")
        for width in (smallest, min(name_width, NAME_KEPT)):
            fitted = beside(width)
            if whole(fitted):
                return fitted
        return rows

    def _paint_level(self, painter: QPainter, *places: tuple[float, float, float]) -> None:
        """ " · 专家" whole in the first of ``places`` (left, top, room) with room for it:
        after the score, else after the name; left out if neither has room (it never
        squeezes the name or the tags)."""
        if not self.level:
            return
        painter.setFont(style.font(LEVEL_PX))
        text = f" · {self.level}"
        width = painter.fontMetrics().horizontalAdvance(text)
        for left, top, room in places:
            if width <= room:
                painter.setPen(style.TEXT_DIM)
                rect = QRectF(left, top, width + 1, 28 if top < 30 else 26)
                painter.drawText(rect, Qt.AlignmentFlag.AlignVCenter, text)
                return

    def _paint_wind(self, painter: QPainter) -> None:
        circle = QRectF(8, 11, 46, 46)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.RED if self.seat == 0 else QColor(240, 232, 210))
        painter.drawEllipse(circle)
        painter.setPen(QColor(255, 255, 255) if self.seat == 0 else QColor(30, 30, 30))
        painter.setFont(style.font(28, bold=True))
        painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, wind(self.seat))

    def tags(self) -> list[tuple[str, QColor]]:
        """The plate's tags: 庄 (or 老庄, which says it too) and 包 with the bid."""
        tags: list[tuple[str, QColor]] = []
        if self.old_dealer:
            tags.append((T.OLD_DEALER, style.RED))
        elif self.seat == 0:
            tags.append((T.DEALER, style.RED))
        if self.bao_bid:
            tags.append((T.BAO.format(bid=self.bao_bid), style.GOLD))
        return tags

    def _thinking_width(self, painter: QPainter) -> float:
        painter.setFont(style.font(13, bold=True))
        return painter.fontMetrics().horizontalAdvance(T.THINKING + "...") + 12

    def _thinking_row(self, painter: QPainter, score_width: float, beside: float) -> float | None:
        """Where 思考中 goes while its computer decides: over the tags beside the name if
        it is no wider than they are (the name keeps its room), else after the score if it
        fits there (beside the name, the English "Thinking..." cut "Computer 1" to "Comp…"),
        else beside the name; None when not thinking."""
        if not self.thinking:
            return None
        width = self._thinking_width(painter) + 4
        painter.setFont(style.font(SCORE_PX))
        if width <= beside or width + 2 > self.W - 6 - 58 - score_width:
            return TOP_ROW
        return BOTTOM_ROW

    def _paint_thinking(self, painter: QPainter, top: float) -> float:
        """思考中 and moving dots at the right of the row from ``top``; the width taken."""
        width = self._thinking_width(painter)
        box = QRectF(self.W - 6 - width, top, width, 22)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.THINKING)
        painter.drawRoundedRect(box, 6, 6)
        painter.setPen(QColor(255, 255, 255))
        text = T.THINKING + "." * self.dots
        painter.drawText(box.adjusted(6, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, text)
        return width + 4

    def _paint_tags(
        self,
        painter: QPainter,
        texts: list[str],
        colours: list[QColor],
        px: int,
        top: float,
        end: float,
    ) -> None:
        """Tags, each in its colour, in a row from ``top`` that ends at ``end``."""
        painter.setFont(style.font(px, bold=True))
        pad = round(px * 0.8)
        x = end
        for text, colour in reversed(list(zip(texts, colours, strict=True))):
            width = painter.fontMetrics().horizontalAdvance(text) + pad
            x -= width
            box = QRectF(x, top, width, 22)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(box, 6, 6)
            painter.setPen(QColor(30, 20, 0) if colour == style.GOLD else QColor(255, 255, 255))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            x -= TAG_GAP


TAG_GAP = 4.0
# The plates' second line and the centre's small lines, in scene px: the scene is drawn at
# about 0.75 on a 1366x768 laptop with the hints open, where 15 and 13 came out at 11 and 10
# px, too small for a grandparent (a tester); one px more each is what their room allows.
SCORE_PX = 16  # "-16 分" under the name
LEVEL_PX = 14  # " · 普通" after it
CENTRE_SMALL_PX = 14  # "第 2 局" over the wilds, "留 26 张" under the tiles left
NAME_SIZES = (19, 18, 17, 16)  # px of a plate's name, largest first: it shrinks before it is cut
NAME_KEPT = 84.0  # px of a long name kept when it must make room for whole tags
TOP_ROW, BOTTOM_ROW = 9.0, 38.0  # the tags' top: beside the name, or beside the score
TAG_SIZES = (14, 13, 12, 11, 10)  # px, largest first
READABLE = 3  # the first sizes, which tags after the score take before moving up a row


def _tags_width(painter: QPainter, texts: list[str], px: int) -> float:
    painter.setFont(style.font(px, bold=True))
    metrics = painter.fontMetrics()
    pad = round(px * 0.8)
    return sum(metrics.horizontalAdvance(t) + pad for t in texts) + TAG_GAP * (len(texts) - 1)


def _place_tags(
    painter: QPainter, texts: list[str], bottom: float, top: float
) -> list[tuple[list[str], int, float]]:
    """Rows of tags (texts, font px, top): whole after the score (``bottom`` room) in a
    readable font; else, in the largest font that fits, whole beside the name (``top``
    room), all of them or the first with the rest after the score (English is long:
    "Dealer", "Bid 2 tai"), or all after the score; failing all, after the score, cut short."""
    if not texts:
        return []
    for px in TAG_SIZES[:READABLE]:
        if _tags_width(painter, texts, px) <= bottom:
            return [(texts, px, BOTTOM_ROW)]
    for px in TAG_SIZES:
        if _tags_width(painter, texts, px) <= top:
            return [(texts, px, TOP_ROW)]
        first, rest = texts[:1], texts[1:]
        split = _tags_width(painter, first, px) <= top and _tags_width(painter, rest, px) <= bottom
        if rest and split:
            return [(first, px, TOP_ROW), (rest, px, BOTTOM_ROW)]
        if _tags_width(painter, texts, px) <= bottom:
            return [(texts, px, BOTTOM_ROW)]
    shown, px = _fit_tags(painter, texts, bottom)
    return [(shown, px, BOTTOM_ROW)]


def _fit_tags(painter: QPainter, texts: list[str], room: float) -> tuple[list[str], int]:
    """The tag texts and font size that fit in ``room``: the largest size that fits, else the
    smallest with the longest tags cut short (…)."""
    for px in TAG_SIZES:
        if _tags_width(painter, texts, px) <= room:
            return texts, px
    px = TAG_SIZES[-1]
    texts = list(texts)
    while _tags_width(painter, texts, px) > room:
        longest = max(range(len(texts)), key=lambda i: len(texts[i]))
        if len(texts[longest]) <= 2:
            break
        texts[longest] = texts[longest][:-2] + "…"
    return texts, px


def _name_px(painter: QPainter, name: str, room: float) -> int:
    """The largest of ``NAME_SIZES`` at which ``name`` fits ``room`` (the first, to be cut
    short, if none does); leaves the painter's font as it was."""
    font = painter.font()
    try:
        for px in NAME_SIZES:
            painter.setFont(style.font(px, bold=True))
            if painter.fontMetrics().horizontalAdvance(name) <= room:
                return px
        return NAME_SIZES[0]
    finally:
        painter.setFont(font)


def _elided(painter: QPainter, text: str, width: float) -> str:
    """``text`` cut short with … to fit ``width`` in the painter's font."""
    return painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, round(width))


class Bubble(QGraphicsItem):
    """A speech bubble beside a seat: its bid while bidding (包3台 / 不包), in play the meld
    it has just made (碰, 吃, 杠 …; ``snapshot.CALLED``)."""

    W, H = 96.0, 32.0  # the narrowest bubble; a longer text (English) widens it
    PAD = 14.0

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.highlight = False
        self.w = self.W
        self.setVisible(False)  # until there is something to say

    def set_text(self, text: str, highlight: bool = False) -> None:
        width = QFontMetricsF(self._font()).horizontalAdvance(text) + 2 * self.PAD
        self.prepareGeometryChange()
        self.text, self.highlight, self.w = text, highlight, max(self.W, width)
        self.setVisible(bool(text))
        self.update()

    @staticmethod
    def _font() -> QFont:
        return style.font(17, bold=True)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.H)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(90, 60, 0), 1.5))
        painter.setBrush(style.GOLD if self.highlight else QColor(245, 240, 225))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 14, 14)
        painter.setPen(QColor(40, 25, 0))
        painter.setFont(self._font())
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


class CentrePanel(QGraphicsItem):
    """The centre of the table: the winds facing their seats, the game and hand number, the
    tile turned over to name the wilds and the wild kinds (tiles are child items placed by the
    scene; this draws their labels and the arrow between them) and the tiles left and in
    reserve."""

    def __init__(self) -> None:
        super().__init__()
        self.setPos(*CENTRE)
        self.bottom = 0
        self.acting: set[int] = set()
        self.lines = ("", "", "", "")  # hand number, wild title, tiles left, reserve
        self.labels: tuple[tuple[float, str], ...] = ()  # (x centre, text) over the tiles
        self.arrow: float | None = None  # x centre of the arrow from the turned-over tile

    def set_info(
        self,
        bottom: int,
        acting: set[int],
        lines: tuple[str, str, str, str],
        labels: tuple[tuple[float, str], ...] = (),
        arrow: float | None = None,
    ) -> None:
        """``lines``: the hand number, the wilds' title (centred; "" when ``labels`` name
        the tiles instead), the tiles left, the reserve."""
        self.bottom, self.acting, self.lines = bottom, acting, lines
        self.labels, self.arrow = labels, arrow
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
        _centred_text(painter, -62, 14, number, style.font(CENTRE_SMALL_PX), style.TEXT_DIM)
        _centred_text(painter, -46, 18, title, style.font(15, bold=True), style.GOLD)
        for x, text in self.labels:
            apart = [abs(x - other) - 6 for other, _ in self.labels if other != x]
            _label_text(painter, x, text, min([2 * (CENTRE_BOX / 2 - 6 - abs(x)), *apart]))
        if self.arrow is not None:
            _centred_text(
                painter, WILD_TILE_Y, 41, "→", style.font(18, bold=True), style.GOLD, self.arrow
            )
        _centred_text(painter, 17, 22, left, style.font(18, bold=True), style.TEXT)
        _centred_text(painter, 39, 16, reserve, style.font(CENTRE_SMALL_PX), style.TEXT_DIM)

    def _paint_wind(self, painter: QPainter, seat: int) -> None:
        painter.save()
        turns = relative(seat, self.bottom)
        painter.rotate(-90 * turns)
        active = seat in self.acting
        painter.setPen(style.GOLD if active else QColor(255, 255, 255, 120))
        painter.setFont(style.font(20 if active else 17, bold=True))
        half = CENTRE_BOX / 2
        box = QRectF(-20, half - 28, 40, 24)
        text = wind(seat)
        if text.isascii():  # a Latin letter turned over misreads (W upside down is M): upright
            painter.translate(box.center())
            painter.rotate(90 * turns)
            box.moveCenter(QPointF(0, 0))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()


WILD_TILE_Y = -26.0  # where the scene puts the centre's wild tiles (top edge, centre frame)


def _centred_text(
    painter: QPainter,
    y: float,
    height: float,
    text: str,
    font: QFont,
    colour: QColor,
    x: float = 0.0,
) -> None:
    """``text`` centred on ``x`` (the centre's middle by default), in a band at ``y``."""
    painter.setPen(colour)
    painter.setFont(font)
    rect = QRectF(x - CENTRE_BOX / 2, y, CENTRE_BOX, height)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


LABEL_SIZES = (14, 13, 12, 11)  # px, largest first: a label over one tile (English is long)


def _label_text(painter: QPainter, x: float, text: str, room: float) -> None:
    """A label over the centre's tiles, centred on ``x``, in the largest size that fits
    ``room`` (its width at most)."""
    px = LABEL_SIZES[-1]
    for size in LABEL_SIZES:
        if QFontMetricsF(style.font(size, bold=True)).horizontalAdvance(text) <= room:
            px = size
            break
    _centred_text(painter, -46, 18, text, style.font(px, bold=True), style.GOLD, x)
