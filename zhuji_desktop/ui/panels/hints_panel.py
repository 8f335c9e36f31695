"""The hint panel: the human's discard options, waits and 台, and the strong player's advice.

The numbers come from :mod:`.hints` (pure); this module only lays them out: one row per
discard, best first, with small tile pictures and the unseen count under each useful tile or
wait; 不够台 in red under a wait that cannot reach the seat's minimum. Each row also carries
its content as text (``texts()``, and the row's tooltip) for tests and screen readers.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import Action, Verb
from ...engine.tai import TaiResult
from ...engine.view import SeatView
from .. import strings
from ..model.hints import (
    DiscardHint,
    Hints,
    Suggester,
    WaitHint,
    compute_hints,
    default_suggester,
    suggested_discard,
)
from ..strings import T, bid_text, tai_label, tile_name
from ..table.pixmaps import tile_pixmap
from ..table.seat_layout import TILE_RATIO
from ..table.style import HINT_BAD, HINT_DIM, HINT_GOOD, small_font

CELL_TILE_W = 22  # a useful tile or a wait
DISCARD_TILE_W = 28  # the discard at the head of a row
CELLS_PER_LINE = 6  # keeps the panel narrow, so the table stays large at 1280 wide
HIGHLIGHT_CSS = "QFrame#row { background: #fff4cf; border: 1px solid #d9a838; border-radius: 5px; }"
ROW_CSS = "QFrame#row { background: transparent; border: 1px solid transparent; }"


class TileCell(QWidget):
    """A small tile with up to two short caption lines under it (e.g. "×2" and "3台")."""

    def __init__(
        self,
        kind: int,
        captions: Sequence[tuple[str, QColor]] = (),
        tile_w: int = CELL_TILE_W,
        wild: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.kind, self.captions, self.tile_w, self.wild = kind, list(captions), tile_w, wild
        self.setToolTip(tile_name(kind) if kind >= 0 else "")
        self.setFont(small_font(11))
        self.setFixedSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        text_w = max((metrics.horizontalAdvance(c) for c, _ in self.captions), default=0)
        lines = len(self.captions)
        height = round(self.tile_w * TILE_RATIO) + lines * (metrics.height() - 1)
        return QSize(max(self.tile_w, text_w) + 2, height + 1)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        x = (self.width() - self.tile_w) // 2
        pix = tile_pixmap(self.kind, self.tile_w, self.wild)
        painter.drawPixmap(x, 0, pix)
        painter.setFont(self.font())
        line_h = painter.fontMetrics().height() - 1
        y = round(self.tile_w * TILE_RATIO)
        for text, colour in self.captions:
            painter.setPen(colour)
            painter.drawText(QRectF(0, y, self.width(), line_h), Qt.AlignmentFlag.AlignCenter, text)
            y += line_h
        painter.end()


# --- texts ------------------------------------------------------------------------------------


def tai_short(result: TaiResult | None) -> str:
    """``3台``, or a special hand's name with its 台."""
    if result is None or not result.complete:
        return ""
    if result.special is not None:
        return T.TAI_ITEM.format(label=tai_label(result.special), tai=result.total)
    return T.HINTS_TAI.format(tai=result.total)


def wait_tai_text(wait: WaitHint) -> str:
    """The 台 of a wait: one number when both ways score the same, else both."""
    on_discard, drawn = wait.on_discard, wait.self_drawn
    if on_discard is None:
        return T.HINTS_TAI_SELF.format(tai=drawn.total)
    if on_discard.total == drawn.total:
        return tai_short(on_discard)
    return f"{tai_short(on_discard)}/{T.HINTS_TAI_SELF.format(tai=drawn.total)}"


def action_text(action: Action) -> str:
    """An action in words: 打九索, 碰五万, 胡, 过, 包独3台 ..."""
    verb = action.verb
    if verb is Verb.DISCARD:
        return T.ACT_DISCARD.format(tile=tile_name(action.tile))
    if verb is Verb.BID and action.bid is not None:
        return T.ACT_BID.format(bid=bid_text(action.bid))
    if verb is Verb.WILD:
        return T.ACT_WILD.format(tile=tile_name(action.tile))
    words = {
        Verb.PASS: T.PASS,
        Verb.WIN: T.WIN,
        Verb.CHOW: T.CHOW,
        Verb.PUNG: T.PUNG,
        Verb.KONG: T.EXPOSED_KONG,
        Verb.CKONG: T.CONCEALED_KONG,
        Verb.ADDKONG: T.ADDED_KONG,
    }
    word = words.get(verb, verb.value)
    if verb in (Verb.CHOW, Verb.PUNG, Verb.KONG, Verb.PASS, Verb.WIN) or not action.tiles:
        return word
    return T.ACT_WITH.format(verb=word, tile=tile_name(action.tiles[-1]))


def state_text(shanten: int) -> str:
    return T.HINTS_READY if shanten == 0 else T.HINTS_SHANTEN.format(n=shanten)


def wait_text(wait: WaitHint, minimum: int) -> str:
    tai = wait_tai_text(wait)
    if not wait.enough(minimum):
        tai += " " + T.HINTS_NOT_ENOUGH
    return T.HINTS_ROW_WAIT.format(tile=tile_name(wait.tile), n=wait.unseen, tai=tai)


def option_text(opt: DiscardHint, minimum: int) -> str:
    """One row as text: ``打九索：听牌，南 2张 1台，三万 1张 0台 不够台``."""
    parts = [state_text(opt.shanten)]
    if opt.waits:
        parts += [wait_text(w, minimum) for w in opt.waits]
    else:
        parts.append(T.HINTS_USEFUL.format(n=opt.useful_total))
    tile = (T.HINTS_WILD + " " if opt.is_wild else "") + tile_name(opt.discard)
    return T.HINTS_ROW_DISCARD.format(tile=tile, state=T.HINTS_SEPARATOR.join(parts))


# --- the panel ----------------------------------------------------------------------------


def wait_cell(wait: WaitHint, minimum: int, wild_kinds: frozenset[int]) -> TileCell:
    ok = wait.enough(minimum)
    captions = [(T.HINTS_UNSEEN.format(n=wait.unseen), HINT_DIM), (wait_tai_text(wait), HINT_GOOD)]
    if not ok:
        captions[1] = (T.HINTS_NOT_ENOUGH, HINT_BAD)
    return TileCell(wait.tile, captions, wild=wait.tile in wild_kinds)


def useful_cell(kind: int, unseen: int, wild_kinds: frozenset[int]) -> TileCell:
    return TileCell(kind, [(T.HINTS_UNSEEN.format(n=unseen), HINT_DIM)], wild=kind in wild_kinds)


class HintRow(QFrame):
    """One discard (or the hand as it stands): its tile, its state, then its tiles."""

    def __init__(
        self,
        head: QWidget | None,
        lines: Sequence[str],
        cells: list[TileCell],
        text: str,
        discard: int | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("row")
        self.text = text
        self.discard = discard  # the tile this row discards (None: the hand as it stands)
        self.setToolTip(text)
        self.setAccessibleName(text)
        self.setStyleSheet(ROW_CSS)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 3, 4, 3)
        layout.setSpacing(6)
        if head is not None:
            layout.addWidget(head, 0, Qt.AlignmentFlag.AlignTop)
        label = QLabel("\n".join(lines))
        label.setFont(small_font(12))
        label.setMinimumWidth(78)
        layout.addWidget(label, 0, Qt.AlignmentFlag.AlignTop)
        grid = QGridLayout()
        grid.setSpacing(2)
        for i, cell in enumerate(cells):
            grid.addWidget(cell, i // CELLS_PER_LINE, i % CELLS_PER_LINE)
        layout.addLayout(grid)
        layout.addStretch(1)

    def set_highlight(self, on: bool) -> None:
        self.setStyleSheet(HIGHLIGHT_CSS if on else ROW_CSS)


class HintsPanel(QWidget):
    """``set_hints(view, legal)`` shows the hints of the view's seat; ``clear()`` empties it.

    ``suggest``: True asks the strong computer player; False shows no advice; a callable
    ``(view, legal) -> (action, reason)`` is used instead (tests)."""

    def __init__(self, parent: QWidget | None = None, suggest: bool | Suggester = True) -> None:
        super().__init__(parent)
        self.suggest = suggest
        self._suggester: Suggester | None = None  # the strong player, built on first use
        self.hints: Hints | None = None
        self.rows: list[HintRow] = []
        self.setAutoFillBackground(True)  # its own light background, wherever it is docked
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        head = QHBoxLayout()
        self.title = QLabel(T.HINTS_TITLE)
        self.title.setFont(small_font(15, bold=True))
        self.minimum = QLabel()
        self.minimum.setFont(small_font(12))
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.minimum)
        layout.addLayout(head)
        self.advice = QLabel()
        self.advice.setWordWrap(True)
        self.advice.setFont(small_font(12, bold=True))
        layout.addWidget(self.advice)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        layout.addWidget(self.scroll, 1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.clear()

    def sizeHint(self) -> QSize:
        return QSize(330, 420)

    # --- public ---------------------------------------------------------------------------

    def clear(self) -> None:
        """Show nothing but a note that hints come on the player's turn."""
        self.hints = None
        self.minimum.clear()
        self.advice.setText(T.HINTS_NONE)
        self._set_rows([])

    def set_hints(self, view: SeatView, legal: list[Action]) -> None:
        """Compute and show the hints of ``view``'s seat with its ``legal`` actions."""
        hints = compute_hints(view, legal, self._advisor())
        self.show_hints(hints)

    def _advisor(self) -> Suggester | bool:
        """The suggester to ask: the strong player is built once and kept (its ``suggest``
        leaves it unchanged, so one serves every position)."""
        if self.suggest is not True:
            return self.suggest
        if self._suggester is None:
            self._suggester = default_suggester()
        return self._suggester or False

    def show_hints(self, hints: Hints) -> None:
        """Show already computed hints."""
        if hints.mode == "none":
            self.clear()
            return
        self.hints = hints
        self.minimum.setText(T.HINTS_MINIMUM.format(n=hints.minimum))
        self.advice.setText(self._advice_text(hints))
        if hints.mode == "discard":
            rows = [self._option_row(o, hints) for o in hints.options]
            if hints.win_now is not None and hints.win_now.complete:
                rows.insert(
                    0, self._text_row(T.HINTS_COMPLETE.format(tai=tai_short(hints.win_now)))
                )
        else:
            rows = [self._waiting_row(hints)]
        self._set_rows(rows)
        self._highlight(suggested_discard(hints))

    def texts(self) -> list[str]:
        """The advice line, then each row's text (what the panel shows, in words)."""
        return [self.advice.text(), *(row.text for row in self.rows)]

    # --- building ---------------------------------------------------------------------------

    @staticmethod
    def _advice_text(hints: Hints) -> str:
        s = hints.suggestion
        if s is None:
            return ""
        if s.reason and strings.LANG == "zh" and s.reason.startswith(action_text(s.action)):
            # The player's reason already names the action ("打东: 仍三向听, …").
            return T.HINTS_SUGGEST.format(action=s.reason)
        text = T.HINTS_SUGGEST.format(action=action_text(s.action))
        if strings.LANG != "zh":
            return text  # the computer players give their reasons in Chinese only
        return text + (T.HINTS_REASON.format(reason=s.reason) if s.reason else "")

    def _option_row(self, opt: DiscardHint, hints: Hints) -> HintRow:
        head = TileCell(opt.discard, [], DISCARD_TILE_W, wild=opt.is_wild)
        head.setToolTip(T.ACT_DISCARD.format(tile=tile_name(opt.discard)))
        if opt.waits:
            total = T.HINTS_WINNING.format(n=opt.winning_total)
            cells = [wait_cell(w, hints.minimum, hints.wild_kinds) for w in opt.waits]
        else:
            total = T.HINTS_USEFUL.format(n=opt.useful_total)
            cells = [useful_cell(k, n, hints.wild_kinds) for k, n in opt.useful]
        lines = [T.HINTS_DISCARD + " → " + state_text(opt.shanten), total]
        return HintRow(head, lines, cells, option_text(opt, hints.minimum), opt.discard)

    def _waiting_row(self, hints: Hints) -> HintRow:
        shanten = hints.shanten if hints.shanten is not None else 8
        if hints.waits:
            cells = [wait_cell(w, hints.minimum, hints.wild_kinds) for w in hints.waits]
            waits = [wait_text(w, hints.minimum) for w in hints.waits]
            text = T.HINTS_SEPARATOR.join([state_text(0), *waits])
            lines = [T.HINTS_NOW + " " + state_text(0)]
        else:
            cells = [useful_cell(k, n, hints.wild_kinds) for k, n in hints.useful]
            total = T.HINTS_USEFUL.format(n=sum(n for _, n in hints.useful))
            text = T.HINTS_SEPARATOR.join([state_text(shanten), total])
            lines = [T.HINTS_NOW + " " + state_text(shanten), total]
        return HintRow(None, lines, cells, text)

    @staticmethod
    def _text_row(text: str) -> HintRow:
        return HintRow(None, [text], [], text)

    def _set_rows(self, rows: list[HintRow]) -> None:
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        for row in rows:
            layout.addWidget(row)
        layout.addStretch(1)
        self.scroll.setWidget(body)  # the old body (and its rows) is deleted
        self.rows = rows

    def _highlight(self, tile: int | None) -> None:
        for row in self.rows:
            row.set_highlight(tile is not None and row.discard == tile)
