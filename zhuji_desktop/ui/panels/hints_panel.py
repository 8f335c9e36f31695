"""The hint panel: the person's options in numbers, and a strong computer level's advice.

The numbers come from :mod:`..model.hints` and the words from :mod:`..model.hint_text`
(both without widgets); this module only lays them out, on the table's dark theme:

- about to discard: the concealed and added kongs offered (the count before → after), then
  one row per discard, best first, with small tile pictures and the unseen count under each
  useful tile or wait (faded when none is left); 不够台 in red under a wait that cannot
  reach the seat's minimum;
- waiting: the hand as it stands and, in a claim window, each claim with its before → after;
- bidding: the expected score of passing and of each bid;
- naming the wilds: what each choice gives the hand.

The advice line quotes the suggested row, which is framed in gold. Each row also carries its
content as text (``texts()``, and the row's tooltip) for tests and screen readers.

The advice comes from hard (at once) or, when the player chooses it (``set_advice``), from
the expert: its look-ahead runs on a worker thread (``AdviceWorker``), the rows show at once
with "专家思考中……" on the advice line, and the expert's advice and its reason (simulated
deals, in the language of the UI) follow; a newer position cancels the think.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import Action, Verb
from ...engine.view import SeatView
from ..line_breaks import keep_counts, shown_text
from ..model.advice import BidHint, ClaimHint, WildHint
from ..model.advice_worker import AdviceWorker
from ..model.hint_text import (
    action_text,
    advice_text,
    bid_row_text,
    claim_text,
    option_text,
    simulated_figure,
    state_text,
    tai_short,
    tai_text,
    useful_text,
    wait_tai_text,
    wait_text,
    wild_row_text,
)
from ..model.hints import (
    Advisor,
    DiscardHint,
    Hints,
    Suggester,
    Suggestion,
    TowardTai,
    WaitHint,
    compute_hints,
)
from ..plain import PlainLabel
from ..strings import T, ai_reason, sentences, tile_name
from ..table.pixmaps import tile_pixmap
from ..table.seat_layout import TILE_RATIO
from ..table.style import HINT_BAD, HINT_DIM, HINT_GOOD, HINTS_CSS, small_font

CELL_TILE_W = 22  # a useful tile or a wait
CELL_ROOM = 36  # the least width a cell takes with its captions and spacing
# between two cells: wide English captions side by side ran together ("2 tai 2 tai self-drawn")
CELL_GAP = 6
DISCARD_TILE_W = 26  # the tile at the head of a row
# A row's head tile, margins and the scroll bar: its words and cells share the rest, the
# words above (wrapped: never cut off), the cells below, as many to a line as fit.
ROW_HEAD_ROOM = 64
WIDTH = 290  # the panel's natural width (the dock may be narrower: it scrolls)
CELLS_ROOM = WIDTH - ROW_HEAD_ROOM  # the cells' width at the natural width
DEAD_OPACITY = 0.4  # a useful tile or wait with none left unseen


class TileCell(QWidget):
    """A small tile with up to two short caption lines under it (e.g. "×2" and "3台").
    ``dead``: none of it is left unseen, so it is drawn faded (a player read "×0" under a
    bright tile as a tile still worth waiting for)."""

    def __init__(
        self,
        kind: int,
        captions: Sequence[tuple[str, QColor]] = (),
        tile_w: int = CELL_TILE_W,
        wild: bool = False,
        parent: QWidget | None = None,
        dead: bool = False,
    ) -> None:
        super().__init__(parent)
        self.kind, self.captions, self.tile_w, self.wild = kind, list(captions), tile_w, wild
        self.dead = dead
        name = tile_name(kind) if kind >= 0 else ""
        self.setToolTip(name + T.HINTS_NONE_LEFT_SAID if dead and name else name)
        self.setFont(small_font(11))
        metrics = self.fontMetrics()
        text_w = max((metrics.horizontalAdvance(c) for c, _ in self.captions), default=0)
        height = round(tile_w * TILE_RATIO) + len(self.captions) * (metrics.height() - 1)
        # its size is fixed: worked out once (layouts ask a cell for it some fifty times)
        self._size = QSize(max(tile_w, text_w) + 2, height + 1)
        self.setFixedSize(self._size)

    def sizeHint(self) -> QSize:
        return self._size

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        x = (self.width() - self.tile_w) // 2
        pix = tile_pixmap(self.kind, self.tile_w, self.wild)
        if self.dead:
            painter.setOpacity(DEAD_OPACITY)
        painter.drawPixmap(x, 0, pix)
        painter.setOpacity(1.0)
        painter.setFont(self.font())
        line_h = painter.fontMetrics().height() - 1
        y = round(self.tile_w * TILE_RATIO)
        for text, colour in self.captions:
            painter.setPen(colour)
            painter.drawText(QRectF(0, y, self.width(), line_h), Qt.AlignmentFlag.AlignCenter, text)
            y += line_h
        painter.end()


def wait_cell(wait: WaitHint, minimum: int, wild_kinds: frozenset[int]) -> TileCell:
    ok = wait.enough(minimum)
    captions = [(T.HINTS_UNSEEN.format(n=wait.unseen), HINT_DIM), (wait_tai_text(wait), HINT_GOOD)]
    if not ok:
        captions[1] = (T.HINTS_NOT_ENOUGH, HINT_BAD)
    cell = TileCell(wait.tile, captions, wild=wait.tile in wild_kinds, dead=wait.unseen == 0)
    if not ok:
        _say_not_enough(cell)
    return cell


def _say_not_enough(cell: TileCell) -> None:
    """The tooltip says in full what the short caption under the tile says (not of a tile
    none of which is left: that it cannot be drawn says more)."""
    if not cell.dead:
        cell.setToolTip(cell.toolTip() + T.HINTS_NOT_ENOUGH_SAID)


def useful_cells(
    useful: Sequence[tuple[int, int]],
    shanten: int,
    tai: TowardTai | None,
    wild_kinds: frozenset[int],
) -> list[TileCell]:
    """Each useful draw and how many are unseen; 不够台 under one that cannot lead to a win
    that reaches the minimum."""
    out = []
    for kind, unseen in useful:
        captions = [(T.HINTS_UNSEEN.format(n=unseen), HINT_DIM)]
        short = tai is not None and not tai.helps(kind, shanten)
        if short:
            captions.append((T.HINTS_NOT_ENOUGH, HINT_BAD))
        out.append(TileCell(kind, captions, wild=kind in wild_kinds, dead=unseen == 0))
        if short:
            _say_not_enough(out[-1])
    return out


class HintRow(QFrame):
    """One row: a tile at its head (or none), its lines of words, then its small tiles.
    ``action``: what the row is about, so that the suggested row can be framed."""

    def __init__(
        self,
        head: QWidget | None,
        lines: Sequence[str],
        cells: list[TileCell],
        text: str,
        action: Action | None = None,
        room: int = CELLS_ROOM,
    ) -> None:
        super().__init__()
        self.setObjectName("row")
        self.text = text
        self.action = action
        self.discard = action.tile if action is not None and action.verb is Verb.DISCARD else None
        self.setToolTip(text)
        self.setAccessibleName(text)
        self.lit = False  # framed as the advice (the panel's style sheet draws it)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 3, 4, 3)
        layout.setSpacing(6)
        if head is not None:
            layout.addWidget(head, 0, Qt.AlignmentFlag.AlignTop)
        body = QVBoxLayout()
        body.setSpacing(2)
        label = PlainLabel(keep_counts("\n".join(lines)))
        label.setWordWrap(True)
        body.addWidget(label)
        if cells:
            # as many cells to a line as fit, each as wide as its own captions (one wide
            # English caption, "not enough tai", left two cells to every line)
            line: QHBoxLayout | None = None
            used = 0
            for cell in cells:
                width = max(CELL_ROOM, cell.width() + CELL_GAP)
                if line is None or used + width > room:
                    line = QHBoxLayout()
                    line.setSpacing(CELL_GAP)
                    line.addStretch(1)
                    body.addLayout(line)
                    used = 0
                line.insertWidget(line.count() - 1, cell)  # before the line's stretch
                used += width
        layout.addLayout(body, 1)

    def set_highlight(self, on: bool) -> None:
        """Frame the row (the advice) or not: a property the panel's style sheet reads (a
        style sheet of each row's own made showing the rows a third slower)."""
        if on != self.lit:
            self.lit = on
            self.setProperty("advised", on)
            self.style().unpolish(self)
            self.style().polish(self)


class HintsPanel(QWidget):
    """``set_hints(view, legal)`` shows the hints of the view's seat; ``clear()`` empties it.

    ``suggest``: True asks the strongest computer level, a level's name asks that one, False
    shows no advice; a callable ``(view, legal) -> (action, reason)`` is used instead
    (tests).

    ``preferred`` tells the table which way of a claim to frame first when its button opens
    a choice: the advised action, then the claim rows in their order (empty: no hints).
    ``advised`` names the action the advice line names (None: none), which Enter takes at a
    claim."""

    preferred = Signal(list)
    advised = Signal(object)

    def __init__(
        self, parent: QWidget | None = None, suggest: bool | str | Suggester = True
    ) -> None:
        super().__init__(parent)
        if suggest is True or isinstance(suggest, str):
            self.advisor: Advisor | Suggester | bool = Advisor(None if suggest is True else suggest)
        else:
            self.advisor = suggest
        self.hints: Hints | None = None
        self.slow: AdviceWorker | None = None  # the expert's advice, worked out beside
        self._token = 0  # the position shown (a slow answer for an older one is dropped)
        self.rows: list[HintRow] = []
        self.room = CELLS_ROOM  # the cells' width in a row (see HintRow)
        self._shown: tuple[SeatView, list[Action]] | None = None
        self.setObjectName("hints")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(HINTS_CSS)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        head = QHBoxLayout()
        self.title = PlainLabel()
        self.title.setObjectName("title")
        # full hinting keeps the dot of an i apart from its stem: at 15 px bold (DejaVu Sans,
        # the Linux default) they ran together and a tester read "HInts"
        crisp = QFont(self.title.font())
        crisp.setHintingPreference(QFont.HintingPreference.PreferFullHinting)
        self.title.setFont(crisp)
        self.minimum = PlainLabel()
        self.minimum.setObjectName("small")
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.minimum)
        layout.addLayout(head)
        self.advice = PlainLabel()
        self.advice.setObjectName("advice")
        self.advice.setWordWrap(True)
        layout.addWidget(self.advice)
        self.why = PlainLabel()  # the expert's reason, in the UI's language
        self.why.setObjectName("small")
        self.why.setWordWrap(True)
        self.why.setVisible(False)
        layout.addWidget(self.why)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # ← → belong to the table
        layout.addWidget(self.scroll_area, 1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setMinimumWidth(120)
        self.clear()

    def sizeHint(self) -> QSize:
        return QSize(WIDTH, 420)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        room = max(2 * CELL_ROOM, event.size().width() - ROW_HEAD_ROOM)
        room = room // 8 * 8  # rows rebuilt every 8 px of a drag, never wider than the room
        if room != self.room:
            self.room = room
            if self.hints is not None:
                self.show_hints(self.hints)  # the cells wrap to the new width

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        """Show the same position again in the language now installed."""
        if self._shown is not None:
            self.set_hints(*self._shown)
        else:
            self.clear()

    # --- public ---------------------------------------------------------------------------

    def set_advice(self, level: str) -> None:
        """Whose advice to give: "expert" (worked out beside the table) or a quick level
        (at once, as ``suggest`` said at the start)."""
        wanted = level == "expert"
        if wanted == (self.slow is not None):
            return
        if self.slow is not None:
            self.slow.drop()
            self.slow.done.disconnect(self._advised)
            self.slow = None
        if wanted:
            self.slow = AdviceWorker(Advisor("expert"), self)
            self.slow.done.connect(self._advised)
        if self._shown is not None:
            self.set_hints(*self._shown)

    def clear(self) -> None:
        """Show nothing but a note that hints come on the player's turn."""
        self._token += 1
        if self.slow is not None:
            self.slow.drop()
        self.why.setVisible(False)
        self.hints = None
        self._shown = None
        self.title.setText(T.HINTS_TITLE)
        self.title.setToolTip(T.HINTS_TERMS)
        self.minimum.clear()
        self.advice.setText(T.HINTS_NONE)
        self._set_rows([])
        self.preferred.emit([])
        self.advised.emit(None)

    def set_hints(self, view: SeatView, legal: list[Action]) -> None:
        """Compute and show the hints of ``view``'s seat with its ``legal`` actions (with
        the expert advising, its advice follows when worked out)."""
        self._token += 1
        self.why.setVisible(False)
        slow = self.slow is not None and bool(legal)
        hints = compute_hints(view, legal, self.advisor, advise=not slow)
        self.show_hints(hints)
        self._shown = (view, list(legal))
        if slow and hints.mode != "none":
            assert self.slow is not None
            self.advice.setText(T.HINTS_EXPERT_THINKING)
            self.slow.ask(self._token, view, list(legal))

    def _advised(self, token: int, suggestion: Suggestion | None) -> None:
        """The expert's advice for the position shown (``token``), now worked out. Only the
        bids' rows say what the advice played out; other rows stay as they are, and only
        the advice line and the framed row change (building the rows again stalled the
        window a tenth of a second at each turn, with the expert thinking beside it)."""
        if token != self._token or self.hints is None:
            return
        hints = replace(self.hints, suggestion=suggestion)
        if hints.mode == "bid":
            self.show_hints(hints)
        else:
            self.hints = hints
            self.advice.setText(keep_counts(advice_text(hints)))
            self._frame_advised(hints)
        if suggestion is None:
            self.advice.setText(T.HINTS_EXPERT_NONE)
            return
        reason = suggestion.reason
        # the expert's own figures (expected points over simulated deals) beside the panel's;
        # when hard's choice stands (searched or, with one sensible action, not), its reason
        # would repeat the rows' figures: the line says only that the expert agrees
        if getattr(reason, "key", "").startswith("mc_"):
            self.why.setText(T.HINTS_EXPERT_REASON.format(reason=ai_reason(reason)))
        else:
            self.why.setText(T.HINTS_EXPERT_AGREES)
        self.why.setVisible(True)

    def show_hints(self, hints: Hints) -> None:
        """Show already computed hints."""
        if hints.mode == "none":
            self.clear()
            return
        self.hints = hints
        self.title.setText(T.HINTS_TITLE)
        self.title.setToolTip(T.HINTS_TERMS)
        # in the bidding nobody's minimum is fixed yet: each bid row says what it would need
        bidding = hints.mode == "bid"
        self.minimum.setText("" if bidding else T.HINTS_MINIMUM.format(n=hints.minimum))
        self.advice.setText(keep_counts(advice_text(hints)))
        rows = {
            "discard": self._discard_rows,
            "waiting": self._waiting_rows,
            "bid": self._bid_rows,
            "wild": self._wild_rows,
        }[hints.mode](hints)
        self._set_rows(rows)
        self._frame_advised(hints)

    def _frame_advised(self, hints: Hints) -> None:
        """Frame the row of the advice, and tell the table what is advised."""
        suggested = hints.suggestion.action if hints.suggestion is not None else None
        # the claim advised is the one the button frames first, as its row is framed here
        claims = [c.action for c in (*hints.claims, *hints.kongs)]
        self.preferred.emit(claims if suggested is None else [suggested, *claims])
        self.advised.emit(suggested)
        for row in self.rows:
            on = suggested is not None and _same(row.action, suggested)
            row.set_highlight(on)
            if on:  # the framed row in sight, however far down the list it is
                QTimer.singleShot(0, self, partial(self._show_row, row))  # not if gone

    def _show_row(self, row: HintRow) -> None:
        if row in self.rows:  # not replaced meanwhile
            self.scroll_area.ensureWidgetVisible(row, 0, 8)

    def texts(self) -> list[str]:
        """The advice line, then each row's text (what the panel shows, in words)."""
        return [shown_text(self.advice.text()), *(row.text for row in self.rows)]

    # --- building ---------------------------------------------------------------------------

    def _discard_rows(self, hints: Hints) -> list[HintRow]:
        # the kongs the turn offers, before the discards (a kong locking two wilds away was
        # offered with no figure; an advised one had no row to frame)
        kongs = [self._claim_row(k, hints) for k in hints.kongs]
        rows = [*kongs, *(self._option_row(o, hints) for o in hints.options)]
        if hints.win_now is not None and hints.win_now.complete:
            text = T.HINTS_COMPLETE.format(tai=tai_short(hints.win_now))
            short = hints.win_now.special is None and hints.win_now.total < hints.minimum
            if short:  # a tester read "Complete hand: 1 tai" with 2 needed
                text = T.HINTS_COMPLETE_SHORT.format(
                    tai=tai_short(hints.win_now), minimum=hints.minimum
                )
            rows.insert(0, HintRow(None, [text], [], text, _WIN))
        return rows

    def _option_row(self, opt: DiscardHint, hints: Hints) -> HintRow:
        head = TileCell(opt.discard, [], DISCARD_TILE_W, wild=opt.is_wild)
        head.setToolTip(T.ACT_DISCARD.format(tile=tile_name(opt.discard)))
        if opt.waits:
            total = T.HINTS_WINNING.format(n=opt.winning_total)
            cells = [wait_cell(w, hints.minimum, hints.wild_kinds) for w in opt.waits]
        else:
            total = useful_text(opt.useful, opt.shanten, opt.tai)
            cells = useful_cells(opt.useful, opt.shanten, opt.tai, hints.wild_kinds)
        lines = [T.HINTS_DISCARD + " → " + state_text(opt.shanten), total]
        toward_tai = tai_text(opt.shanten, opt.tai)
        if toward_tai:
            lines.append(toward_tai)
        action = Action(0, Verb.DISCARD, (opt.discard,))
        text = option_text(opt, hints.minimum)
        return HintRow(head, lines, cells, text, action, self.room)

    def _waiting_rows(self, hints: Hints) -> list[HintRow]:
        shanten = hints.shanten if hints.shanten is not None else 8
        if hints.waits:
            cells = [wait_cell(w, hints.minimum, hints.wild_kinds) for w in hints.waits]
            waits = [wait_text(w, hints.minimum) for w in hints.waits]
            lines = [T.HINTS_NOW + " " + state_text(0)]
            toward_tai = tai_text(0, hints.tai)  # none of the waits reaches it
            if toward_tai:
                waits.append(toward_tai)
                lines.append(toward_tai)
            text = T.HINTS_SEPARATOR.join([state_text(0), *waits])
        else:
            cells = useful_cells(hints.useful, shanten, hints.tai, hints.wild_kinds)
            total = useful_text(hints.useful, shanten, hints.tai)
            lines = [T.HINTS_NOW + " " + state_text(shanten), total]
            toward_tai = tai_text(shanten, hints.tai)
            if toward_tai:
                lines.append(toward_tai)
            text = T.HINTS_SEPARATOR.join(lines)
        rows = [self._claim_row(c, hints) for c in hints.claims]
        return [*rows, HintRow(None, lines, cells, text, None, self.room)]

    @staticmethod
    def _claim_row(claim: ClaimHint, hints: Hints) -> HintRow:
        head = TileCell(claim.tile, [], DISCARD_TILE_W, wild=claim.tile in hints.wild_kinds)
        text = claim_text(claim)
        return HintRow(head, [text], [], text, claim.action)

    @staticmethod
    def _bid_rows(hints: Hints) -> list[HintRow]:
        rows = []
        reason = hints.suggestion.reason if hints.suggestion is not None else None
        simulated = False
        for bid in hints.bids:
            text = bid_row_text(bid)
            figure = simulated_figure(reason, bid)  # the expert's advice played it out
            if figure is not None:
                text += T.HINTS_SIMULATED.format(value=figure)
                simulated = True
            rows.append(HintRow(_bid_head(bid), [text], [], text, bid.action))
        if rows:
            note = sentences(T.HINTS_BID_NOTE, T.HINTS_BID_NOTE_SIMULATED if simulated else "")
            rows.append(HintRow(None, [note], [], note))
        return rows

    @staticmethod
    def _wild_rows(hints: Hints) -> list[HintRow]:
        rows = []
        for wild in hints.wilds:
            head = TileCell(wild.kind, [], DISCARD_TILE_W, wild=True)
            text = wild_row_text(wild, hints.minimum)
            rows.append(HintRow(head, [text], [], text, _wild_action(wild)))
        return rows

    def _set_rows(self, rows: list[HintRow]) -> None:
        body = QWidget()
        body.setObjectName("body")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        for row in rows:
            layout.addWidget(row)
        layout.addStretch(1)
        self.scroll_area.setWidget(body)  # the old body (and its rows) is deleted
        self.rows = rows


_WIN = Action(0, Verb.WIN)


def _bid_head(bid: BidHint) -> QWidget | None:
    if bid.kind is None or bid.bid is None or not bid.bid.wild_kinds:
        return None
    cell = TileCell(bid.kind, [], DISCARD_TILE_W, wild=True)
    cell.setToolTip(action_text(Action(0, Verb.WILD, (bid.kind,))))
    return cell


def _wild_action(wild: WildHint) -> Action:
    return Action(0, Verb.WILD, (wild.kind,))


def _same(row: Action | None, suggested: Action) -> bool:
    """Whether a row is about the suggested action (seats aside; a wild discard is any wild
    of its kind)."""
    if row is None or row.verb is not suggested.verb:
        return False
    if row.verb in (Verb.DISCARD, Verb.WILD):
        return row.tile == suggested.tile
    if row.verb is Verb.BID:
        return row.bid == suggested.bid
    if row.verb in (Verb.CHOW, Verb.PUNG, Verb.KONG):
        return row.tiles == suggested.tiles  # one row per way: the way advised
    return True  # one row for passing, for a win
