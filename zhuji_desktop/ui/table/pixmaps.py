"""Tile, back, badge and icon images, loaded once through ``resources.resource_path``.

The 2x images (88×120 for a tile) are used everywhere and drawn scaled into the item's
rectangle, so tiles stay crisp at any window size and on high-DPI screens. ``tile_pixmap``
gives the small ready-made pictures that panels and tool windows put in widgets.
"""

from __future__ import annotations

import logging
from functools import cache, lru_cache
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap

from ...engine import tiles
from ...resources import resource_path
from ..sound import SOUND_NAMES
from .seat_layout import TILE_RATIO

log = logging.getLogger(__name__)

BACK = "back"
BADGE = "badge"
BADGE_FRACTION = 0.38  # badge width as a fraction of the tile width


def asset_files() -> list[Path]:
    """Every file the program needs: tiles at 1x and 2x, back, badge, icon and sounds."""
    names = [*tiles.CODES, BACK, BADGE]
    out = [resource_path("tiles", f"{n}{scale}.png") for n in names for scale in ("", "@2x")]
    out.append(resource_path("icon.png"))
    out += [resource_path("sounds", f"{s}.wav") for s in SOUND_NAMES]
    return out


def check_assets() -> list[str]:
    """Problems with the asset files (missing, empty or unreadable images); [] if all is well."""
    problems = []
    for path in asset_files():
        if not path.is_file() or path.stat().st_size == 0:
            problems.append(f"missing: {path}")
        elif path.suffix == ".png" and QPixmap(str(path)).isNull():
            problems.append(f"not a readable image: {path}")
    return problems


@cache
def _load(name: str) -> QPixmap:
    path = resource_path("tiles", f"{name}@2x.png")
    # (a regular file only: Qt waited for ever on a pipe of an image's name)
    pix = QPixmap(str(path)) if path.is_file() else QPixmap()
    if pix.isNull():
        # A damaged install must not stop the game: draw a plain stand-in and say so in
        # the log (``--self-test`` lists every missing file).
        log.warning("tile image missing or unreadable, drawn plain instead: %s", path)
        return stand_in(name)
    return pix


def stand_in(name: str) -> QPixmap:
    """A plain picture for an image that cannot be read (88×120 like the 2x tiles; the
    badge is square): an ivory tile with its Chinese name, a green back, a red 财 badge."""
    size = (88, 88) if name == BADGE else (88, 120)
    pix = QPixmap(*size)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(2, 2, size[0] - 4, size[1] - 4)
    font = QFont()
    if name == BADGE:
        painter.setBrush(QColor(200, 40, 30))
        painter.setPen(QPen(QColor(255, 230, 160), 4))
        painter.drawEllipse(rect)
        text, colour = "财", QColor(255, 240, 200)
        font.setPixelSize(48)
    elif name == BACK:
        painter.setBrush(QColor(30, 110, 70))
        painter.setPen(QPen(QColor(15, 60, 40), 3))
        painter.drawRoundedRect(rect, 10, 10)
        text, colour = "", QColor(0, 0, 0)
    else:
        painter.setBrush(QColor(248, 244, 230))
        painter.setPen(QPen(QColor(120, 110, 90), 3))
        painter.drawRoundedRect(rect, 10, 10)
        kind = tiles.CODES.index(name)
        text = "\n".join(tiles.name(kind))  # 五万 as 五 over 万; an honour is one character
        colour = QColor(30, 30, 30) if kind >= 27 else QColor(150, 20, 20)
        font.setPixelSize(40)
    if text:
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return pix


def tile(kind: int) -> QPixmap:
    """The face of a kind (0..33), 88×120."""
    return _load(tiles.CODES[kind])


def back() -> QPixmap:
    return _load(BACK)


def badge() -> QPixmap:
    return _load(BADGE)


@cache
def icon() -> QIcon:
    """The program's icon (none if its file is not a regular file: Qt would wait for ever
    on a pipe, and the start hung with no window)."""
    path = resource_path("icon.png")
    return QIcon(str(path)) if path.is_file() else QIcon()


def paint_tile(painter: QPainter, rect: QRectF, face: int | None, wild: bool = False) -> None:
    """Draw a tile into ``rect``: its face (None or -1: its back), with the 财 badge if wild."""
    pix = back() if face is None or face < 0 else tile(face)
    painter.drawPixmap(rect, pix, QRectF(pix.rect()))
    if wild and face is not None and face >= 0:
        w = rect.width()
        size = w * BADGE_FRACTION
        target = QRectF(rect.right() - size - w * 0.04, rect.top() + w * 0.04, size, size)
        painter.drawPixmap(target, badge(), QRectF(badge().rect()))


@lru_cache(maxsize=512)
def tile_pixmap(kind: int, width: int, wild: bool = False) -> QPixmap:
    """A tile face (``kind`` < 0: its back) ``width`` pixels wide, with the 财 badge if wild.

    Drawn at twice the size and marked as 2x, so it stays sharp on high-DPI screens."""
    height = round(width * TILE_RATIO)
    pix = QPixmap(width * 2, height * 2)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    paint_tile(painter, QRectF(0, 0, width * 2, height * 2), kind, wild)
    painter.end()
    pix.setDevicePixelRatio(2.0)
    return pix
