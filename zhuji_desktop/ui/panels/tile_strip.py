"""A widget that paints a row of tiles (for the panels: wild choice, result)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..table import pixmaps
from ..table.seat_layout import TILE_RATIO

GROUP_GAP = 10.0


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
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_groups(groups, wild_kinds)

    def set_groups(self, groups: Sequence[Sequence[int]], wild_kinds: frozenset[int]) -> None:
        self.groups = [list(g) for g in groups if g]
        self.wild_kinds = wild_kinds
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        n = sum(len(g) for g in self.groups)
        width = n * self.tile_w + GROUP_GAP * max(0, len(self.groups) - 1)
        return QSize(int(width) + 2, int(self.tile_w * TILE_RATIO) + 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        w, h = self.tile_w, self.tile_w * TILE_RATIO
        x = 1.0
        for group in self.groups:
            for face in group:
                pixmaps.paint_tile(painter, QRectF(x, 1, w, h), face, face in self.wild_kinds)
                x += w
            x += GROUP_GAP
        painter.end()
