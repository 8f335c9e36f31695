"""A widget that paints a row of tiles (for the panels: wild choice, result)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..table import pixmaps
from ..table.seat_layout import TILE_RATIO

GROUP_GAP = 10.0
APART_GAP = 26.0  # before the melds a winning hand had shown, after its concealed groups
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
        self.caption: tuple[int, int, str] | None = None
        self.apart: int | None = None
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_groups(groups, wild_kinds)

    def set_groups(
        self,
        groups: Sequence[Sequence[int]],
        wild_kinds: frozenset[int],
        caption: tuple[int, int, str] | None = None,
        apart: int | None = None,
    ) -> None:
        """Show ``groups``; ``caption`` (group, place in it, text) frames that tile in gold and
        writes the text under it (the result's winning tile); a wider gap goes before group
        ``apart`` (the melds a winning hand had shown)."""
        self.groups = [list(g) for g in groups if g]
        self.wild_kinds = wild_kinds
        self.apart = apart if apart is not None and 0 < apart < len(self.groups) else None
        self.caption = None
        if caption is not None and 0 <= caption[0] < len(self.groups):
            self.caption = caption if 0 <= caption[1] < len(self.groups[caption[0]]) else None
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        n = sum(len(g) for g in self.groups)
        width = n * self.tile_w + sum(self._gap(i) for i in range(1, len(self.groups)))
        below = CAPTION_H if self.caption is not None else 0
        return QSize(int(width) + 2, int(self.tile_w * TILE_RATIO) + 2 + below)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.tile_w, self.tile_w * TILE_RATIO
        x = 1.0
        for i, group in enumerate(self.groups):
            x += self._gap(i)
            for j, face in enumerate(group):
                pixmaps.paint_tile(painter, QRectF(x, 1, w, h), face, face in self.wild_kinds)
                if self.caption is not None and self.caption[:2] == (i, j):
                    self._paint_caption(painter, x, self.caption[2])
                x += w
        painter.end()

    def _gap(self, i: int) -> float:
        """The room before group ``i``."""
        return 0.0 if i == 0 else APART_GAP if i == self.apart else GROUP_GAP

    def _paint_caption(self, painter: QPainter, x: float, text: str) -> None:
        """A gold frame round the tile at ``x`` and ``text`` under it."""
        w, h = self.tile_w, self.tile_w * TILE_RATIO
        painter.setPen(QPen(CAPTION_COLOUR, 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(x + 1, 2, w - 2, h - 2), 4, 4)
        font = painter.font()
        font.setPixelSize(CAPTION_H - 4)
        painter.setFont(font)
        # as wide as the words need (English is longer than the tile), centred under the tile
        # and kept inside the strip
        wide = max(w, painter.fontMetrics().horizontalAdvance(text) + 8)
        left = min(max(0.0, x + (w - wide) / 2), self.width() - wide)
        painter.drawText(QRectF(left, h + 2, wide, CAPTION_H), Qt.AlignmentFlag.AlignCenter, text)
