"""A widget that paints a row of tiles (for the panels: wild choice, result)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..table import pixmaps
from ..table.seat_layout import TILE_RATIO

GROUP_GAP = 10.0
CAPTION_H = 18  # the line under a captioned group
CAPTION_COLOUR = QColor(242, 190, 60)  # the panels' gold


class TileStrip(QWidget):
    """Groups of tiles side by side, e.g. a winning hand: concealed tiles, then each meld.

    ``groups`` is a list of tile lists; a face of -1 is drawn face down. Faces in
    ``wild_kinds`` carry the 财 badge.
    """

    def __init__(
        self,
        groups: Sequence[Sequence[int]] = (),
        tile_width: float = 40.0,
        wild_kinds: frozenset[int] = frozenset(),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.tile_w = tile_width
        self.groups: list[list[int]] = []
        self.wild_kinds = wild_kinds
        self.caption: tuple[int, str] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_groups(groups, wild_kinds)

    def set_groups(
        self,
        groups: Sequence[Sequence[int]],
        wild_kinds: frozenset[int],
        caption: tuple[int, str] | None = None,
    ) -> None:
        """Show ``groups``; ``caption`` (group index, text) writes the text under that group
        and frames it in gold (the result's winning tile)."""
        self.groups = [list(g) for g in groups if g]
        self.wild_kinds = wild_kinds
        self.caption = caption if caption is not None and caption[0] < len(self.groups) else None
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        n = sum(len(g) for g in self.groups)
        width = n * self.tile_w + GROUP_GAP * max(0, len(self.groups) - 1)
        below = CAPTION_H if self.caption is not None else 0
        return QSize(int(width) + 2, int(self.tile_w * TILE_RATIO) + 2 + below)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.tile_w, self.tile_w * TILE_RATIO
        x = 1.0
        for i, group in enumerate(self.groups):
            start = x
            for face in group:
                pixmaps.paint_tile(painter, QRectF(x, 1, w, h), face, face in self.wild_kinds)
                x += w
            if self.caption is not None and self.caption[0] == i:
                painter.setPen(QPen(CAPTION_COLOUR, 2.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(start + 1, 2, x - start - 2, h - 2), 4, 4)
                font = painter.font()
                font.setPixelSize(CAPTION_H - 4)
                painter.setFont(font)
                # as wide as the words need (English is longer than the tile), centred under
                # the group and kept inside the strip
                wide = max(x - start, painter.fontMetrics().horizontalAdvance(self.caption[1]) + 8)
                left = min(max(0.0, (start + x - wide) / 2), self.width() - wide)
                below = QRectF(left, h + 2, wide, CAPTION_H)
                painter.drawText(below, Qt.AlignmentFlag.AlignCenter, self.caption[1])
            x += GROUP_GAP
        painter.end()
