"""The end of a hand: the winning hand, its 台 item by item, every payment ("付 n" or "收 n")
with its formula, the running totals; and at the end of the match, the final standings.
The panel folds to its title and moves when dragged, so the revealed hands can be seen.

In 翻麻将 (docs/rules.md §12) the payments are headed by the multiplier they come from
("翻麻将 3台：m = 2^(3-1) = 4"), and a drawn hand says that nobody pays and the dealer deals
again, with no payment lines."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QMouseEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ...engine.match import Match
from ...engine.settlement import fan_multiplier
from ...engine.state import HandResult, HandState
from ...engine.tai import TaiResult, WinContext, arranged, wilds_stood_for
from ..plain import PlainLabel
from ..strings import (
    T,
    payment_text,
    role_label,
    seat_who,
    tai_item_label,
    tai_item_text,
    tile_names,
    with_points,
)
from .panel import Panel, break_into
from .tile_strip import TileStrip

Names = Callable[[int], str]  # match player -> display name


def tai_text(tai: TaiResult) -> str:
    """``东风刻 2台 · 中 1台 · 混一色 1台 = 4台`` (a special hand alone: ``天胡 8台``)."""
    items = [tai_item_text(tai_item_label(i), i.tai) for i in tai.items]
    if tai.special is not None or len(items) == 1:
        return items[0] if items else ""
    return T.TAI_TOTAL.format(items=T.TAI_SEPARATOR.join(items), tai=tai.tai)


def winning_groups(
    state: HandState, result: HandResult
) -> tuple[list[list[int]], tuple[int, int] | None, int]:
    """The winner's tiles: the concealed hand as its melds and pair in the reading its 台
    were counted on (``tai.arranged``, so that 东风刻 or 对对胡 shows), then each meld it had
    shown; where the winning tile lies (group, place), to be framed, None when no tile was
    won on (天胡); and the index of the first shown meld. (A hand ``arranged`` cannot lay
    out, which no winning hand is, would be shown sorted, the winning tile set apart.)"""
    assert result.winner is not None
    winner, tile = result.winner, result.winning_tile
    concealed = sorted(state.hands[winner])
    ctx = win_context(result)
    groups = arranged(concealed, state.melds[winner], ctx, state.rules, state.minimum(winner))
    places = [(g, i) for g, group in enumerate(groups) for i, t in enumerate(group) if t == tile]
    mark = places[0] if places else None
    if not groups:
        groups = [concealed]
        if tile is not None and tile in concealed:
            concealed.remove(tile)
            groups.append([tile])
            mark = (1, 0)
    shown_from = len(groups)
    for meld in state.melds[winner]:
        groups.append(sorted(meld.tiles))  # the hand is revealed: concealed kongs face up
    return groups, mark, shown_from


def win_context(result: HandResult) -> WinContext:
    """How the hand was won, as its 台 were counted (a win keeps it: ``HandState._win``)."""
    assert result.context is not None, "a won hand keeps the context it was counted in"
    return result.context


NAME_MAX_PX = 150  # a player's name in the panel: about eight Chinese characters


def short_name(name: str) -> str:
    """``name`` cut to ``NAME_MAX_PX`` at the panel's 17 px, with … when cut (names may be
    20 characters long; the payment lines must keep their columns)."""
    font = QFont()
    font.setPixelSize(17)
    return QFontMetrics(font).elidedText(name, Qt.TextElideMode.ElideRight, NAME_MAX_PX)


def title_text(state: HandState, result: HandResult, name: Callable[[int], str]) -> str:
    """What happened, e.g. ``南家（电脑1） 自摸``; ``name(seat)`` names a seat's player."""
    if result.winner is None:
        if state.rules.fan or state.bao is None:  # 翻麻将 (docs/rules.md §12): nobody pays
            return T.RESULT_FAN_DRAWN
        return T.RESULT_DRAWN.format(who=seat_who(state.bao, name(state.bao)))
    w, d = result.winner, result.discarder
    who = seat_who(w, name(w))
    if result.self_drawn or d is None:
        return T.RESULT_SELF_DRAWN.format(who=who)
    template = T.RESULT_ROBBED if result.robbed else T.RESULT_WIN
    return template.format(who=who, dwho=seat_who(d, name(d)))


def fan_head(result: HandResult) -> str:
    """The multiplier of a 翻麻将 win (§12): ``翻麻将 3台：m = 2^(3-1) = 4``; "" otherwise."""
    if result.settlement.mode != "fan" or result.winner is None or result.tai is None:
        return ""
    t = result.tai.tai
    assert t is not None
    return T.RESULT_FAN_HEAD.format(tai=t, m=fan_multiplier(t))


def payment_key(state: HandState, result: HandResult) -> str:
    """What the figures of a 包麻将 hand's payment lines stand for (docs/rules.md §9):
    ``算式：2^n 是 n 个 2 相乘；自摸 3 台，各家按 2^3 算；10 是包牌分``, and the ×k of a 老庄
    hand or of base points; a 翻麻将 win's multiplier (``fan_head``) instead, with the same ×k."""
    if result.settlement.mode == "fan":
        head = fan_head(result)  # its lines carry the ×k of base points and 老庄 too
        return head + _multiplier_key(state, result) if head else ""
    bid = state.bid
    if bid is None or not any(line.amount for line in result.settlement.lines):
        return ""
    if result.winner is None:
        text = T.RESULT_BAO_KEY_DRAWN.format(b=bid.points)
    else:
        assert result.tai is not None
        tai = result.tai.total  # the discarder and a self-draw pay on 2^T, the rest on 2^(T-1)
        key = T.RESULT_BAO_KEY_SELF if result.self_drawn else T.RESULT_BAO_KEY_DISCARD
        text = key.format(tai=tai, lower=tai - 1, b=bid.points)
        if result.winner != state.bao:  # the 包家's line reads 2^1+5×3: why three
            text += T.RESULT_BAO_KEY_THREE
    return text + _multiplier_key(state, result)


def _multiplier_key(state: HandState, result: HandResult) -> str:
    """``；×4：基础分 2、老庄加倍``: what the ×k of the payment lines is; "" for none."""
    k = result.settlement.multiplier
    if k <= 1:
        return ""
    base = state.rules.base_points
    why = [T.RESULT_KEY_BASE.format(n=base)] if base > 1 else []
    why += [T.RESULT_KEY_OLD_DEALER] if state.old_dealer else []  # (said, not inferred from k)
    # a factor of neither would need its own words (docs/architecture.md, a payment option)
    assert why, f"a multiplier of {k} with neither base points nor 老庄 to say it"
    reason = why[0] if len(why) == 1 else T.RESULT_KEY_AND.format(a=why[0], b=why[1])
    return T.RESULT_KEY_MULTIPLIER.format(k=k, why=reason)


def note_text(state: HandState, result: HandResult, last: bool = False) -> str:
    """The lines under the 台: what the winner's wilds stood for (a tester could not tell
    how 东 + three wilds made 东风刻), and a 翻麻将 drawn hand's dealer who deals again
    (not after the ``last`` hand of a match: it promised a hand that never came), or 老庄."""
    if result.winner is None and result.settlement.mode == "fan":
        return "" if last else T.RESULT_FAN_DEALER_AGAIN
    lines = []
    # special hands too: 天胡 and 地胡 are complete hands, and a tester wondered how four
    # wilds had made one
    if result.winner is not None and result.tai is not None:
        ctx = win_context(result)
        winner = result.winner
        hand, melds, minimum = state.hands[winner], state.melds[winner], state.minimum(winner)
        reading = wilds_stood_for(hand, melds, ctx, state.rules, minimum)
        if reading:
            lines.append(T.RESULT_WILDS_AS.format(tiles=tile_names(reading)))
    if state.old_dealer:
        lines.append(T.RESULT_OLD_DEALER)
    return "\n".join(lines)


PANEL_WIDTH = 560  # the least width of the open panel
# the widest the title makes the open panel: a longer title takes two lines (in English
# "South seat (You): win on the discard of East seat (Computer 3)" made it 960 units wide,
# over the plate of the seat on the left)
TITLE_PANEL_WIDTH = 700


class ResultPanel(Panel):
    """A panel over the table. ``next_clicked`` asks for the next hand; ``new_match`` for a
    new match once this one is over. It can be folded to its title (``fold``) and dragged
    by any part that is not a button, so that the table under it can be seen."""

    next_clicked = Signal()
    new_match = Signal()
    folded_changed = Signal(bool)  # folded or opened again (the screen places it)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(PANEL_WIDTH)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(24, 12, 24, 16)
        self.layout_.setSpacing(8)
        head = self.head = QHBoxLayout()
        self.title = PlainLabel()
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.fold_button = QPushButton()
        self.fold_button.setObjectName("pass")
        self.fold_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.fold_button.setCheckable(True)
        self.fold_button.toggled.connect(self.fold)
        self.fold_button.setToolTip(T.RESULT_FOLD_KEYS)
        head.addSpacing(self.fold_button.sizeHint().width())
        head.addWidget(self.title, 1)
        head.addWidget(self.fold_button, 0, Qt.AlignmentFlag.AlignTop)
        self.strip = TileStrip(tile_width=40)
        self.tai = PlainLabel()
        self.tai.setStyleSheet("font-size: 19px; font-weight: bold; color: rgb(255, 236, 180);")
        self.tai.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tai.setWordWrap(True)
        # A wrapped line needs the full width, or its second line runs over the tiles above.
        self.tai.setMinimumWidth(PANEL_WIDTH - 2 * 24)
        self.note = PlainLabel()
        self.note.setObjectName("small")
        self.formula = PlainLabel()  # what the payments' working stands for
        self.formula.setStyleSheet("font-size: 17px; color: rgb(242, 190, 60);")
        # these lines wrap, as the 台 line does: in English the formula was one line of 880
        # units, and the panel covered the left seat's plate
        self.wrapped = (self.tai, self.note, self.formula)
        for label in self.wrapped[1:]:
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
            label.setMinimumWidth(PANEL_WIDTH - 2 * 24)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(4)
        self.button = QPushButton()
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.setMinimumHeight(42)
        self.button.clicked.connect(self._clicked)
        self.layout_.addLayout(head)
        self.body = [self.strip, self.tai, self.note, self.formula, self.grid_host]
        for w in (*self.body, self.button):
            # the 台 line takes the panel's whole width: centred, it got the width of its size
            # hint, and a line a little wider than that wrapped into the room of one line
            centred = Qt.AlignmentFlag(0) if w in self.wrapped else Qt.AlignmentFlag.AlignHCenter
            self.layout_.addWidget(w, 0, centred)
        self.setCursor(Qt.CursorShape.SizeAllCursor)
        self.over = False
        self.shown_since = 0.0  # when the result or the standings came up (time.monotonic)
        self.folded = False
        self.dragged = False  # moved by the player since it was filled in: left where put
        self._body_wanted: dict[QWidget, bool] = {}
        self._shown: tuple[str, Match, Names] | None = None  # what to show again
        self._press: QPointF | None = None
        self.retranslate()

    def _clicked(self) -> None:
        (self.new_match if self.over else self.next_clicked).emit()

    def retranslate(self) -> None:
        """The panel's words in the language now installed."""
        self.fold_button.setText(T.RESULT_UNFOLD if self.folded else T.RESULT_FOLD)
        self.setToolTip(T.RESULT_MOVE_TIP)
        if self._shown is None:
            return
        kind, match, names = self._shown
        proxy = self.graphicsProxyWidget()
        centre = proxy.geometry().center() if proxy is not None else None
        if kind == "standings":
            self.show_standings(match, names)
        elif match.state.result is not None:  # the hand shown is still on the table
            self.show_hand(match, names)
        if proxy is not None and centre is not None and proxy.isVisible():
            # the words changed length, and so did the panel: keep about the same centre
            # (it may have been dragged aside)
            proxy.setPos(centre - proxy.boundingRect().center())

    def forget(self) -> None:
        """The result was put away: a change of language has nothing to show again."""
        self._shown = None

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    # --- folding and moving ------------------------------------------------------------------

    def fold(self, folded: bool) -> None:
        """Fold the panel to its title and button (``folded``), or open it again."""
        self.folded = folded
        if self.fold_button.isChecked() != folded:
            self.fold_button.setChecked(folded)
        self._show_body()
        self.fold_button.setText(T.RESULT_UNFOLD if folded else T.RESULT_FOLD)
        # Folded, it is one row (title, 下一局, 展开) and no wider than that: a bar low on the
        # table, over the wall, clear of the revealed hands and the discards.
        in_head = self.head.indexOf(self.button) >= 0
        if folded and not in_head:
            self.head.insertWidget(2, self.button, 0, Qt.AlignmentFlag.AlignVCenter)
        elif not folded and in_head:
            self.layout_.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.setMinimumWidth(0 if folded else PANEL_WIDTH)
        # open, a spacer as wide as 展开 keeps the title centred; folded, no gap before it
        first = self.head.itemAt(0)
        spacer = first.spacerItem() if first is not None else None
        if spacer is not None:
            spacer.changeSize(0 if folded else self.fold_button.sizeHint().width(), 0)
        top = Qt.AlignmentFlag.AlignVCenter if folded else Qt.AlignmentFlag.AlignTop
        self.head.setAlignment(self.fold_button, top)
        self.head.invalidate()
        self._fit()
        self.folded_changed.emit(folded)

    def _fit(self) -> None:
        """Take the size the content asks for now, here and on the table, measured as
        ``adjustSize`` does but not capped as it caps a window (the panel is one, in its
        proxy) at 2/3 of the screen, which cut off the totals column of large sums."""
        self.ensurePolished()
        size = self.layout_.totalSizeHint()  # as adjustSize measures, without its cap
        self.layout_.activate()
        self.resize(size)
        self.layout_.activate()  # the rows laid out in the new size now (see ``_cell``)
        proxy = self.graphicsProxyWidget()
        if proxy is not None:
            proxy.resize(self.sizeHint())

    def _show_body(self) -> None:
        for widget, wanted in self._body_wanted.items():
            widget.setVisible(wanted and not self.folded)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = event.position()
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        proxy = self.graphicsProxyWidget()
        if self._press is None or proxy is None:
            return
        delta = event.position() - self._press
        pos = proxy.pos() + delta
        # Keep the title on the table: at least its top strip stays inside the scene.
        scene = proxy.scene().sceneRect() if proxy.scene() is not None else None
        if scene is not None:
            x = min(max(pos.x(), scene.left() - self.width() + 80), scene.right() - 80)
            y = min(max(pos.y(), scene.top()), scene.bottom() - 40)
            pos = QPointF(x, y)
        proxy.setPos(pos)
        self.dragged = True

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None

    # --- what it shows ------------------------------------------------------------------------

    def show_hand(self, match: Match, names: Names) -> None:
        """Fill in the finished hand of ``match`` (before ``match.next_hand()``)."""
        state, result = match.state, match.state.result
        assert result is not None
        self.over = False
        self.shown_since = time.monotonic()  # (Enter waits a moment: see table_screen)
        self._shown = ("hand", match, names)

        def seat_name(seat: int) -> str:
            return short_name(names(match.player_at(seat)))

        self._set_title(title_text(state, result, seat_name))
        if result.winner is not None:
            groups, mark, shown_from = winning_groups(state, result)
            caption = None if mark is None else (*mark, T.RESULT_WINNING_TILE)
            self.strip.set_groups(groups, state.wild_kinds, caption, shown_from)
        self.tai.setText(tai_text(result.tai) if result.tai else "")
        self.note.setText(note_text(state, result, match.ends_the_match()))
        self._set_formula(payment_key(state, result))
        # A 翻麻将 drawn hand pays nothing: no lines of zeros.
        paid = any(line.amount for line in result.settlement.lines)
        self._body_wanted = {
            self.strip: result.winner is not None,
            self.tai: result.tai is not None,
            self.note: bool(self.note.text()),
            self.formula: bool(self.formula.text()),
            self.grid_host: paid,
        }
        self._fill_payments(match, seat_name)
        # the last hand leads to the standings, not to a next hand (a tester pressed Enter
        # twice, as after every hand, and was in a new match without seeing the ranking)
        label = T.SEE_STANDINGS if match.ends_the_match() else T.NEXT_HAND
        self.button.setText(T.BUTTON_KEY.format(label=label, key=T.KEY_ENTER))
        self._show_body()
        self._fit()

    def _set_formula(self, text: str) -> None:
        """The formula, broken between its clauses (``break_phrases``) at the least width of
        the panel: Qt broke "…2^0 算；5" from "是包牌分", and "the other two" from "on 2^0"."""
        break_into(self.formula, (text,), self.formula.minimumWidth() - 1)

    def _set_title(self, text: str) -> None:
        """The title, on two lines if one would make the panel wider than
        ``TITLE_PANEL_WIDTH`` (the width it then takes, so that it wraps only once)."""
        self.title.setText(text)
        self.title.ensurePolished()  # its font is the style sheet's
        margins = self.layout_.contentsMargins()
        beside = 2 * (self.fold_button.sizeHint().width() + self.head.spacing())
        room = TITLE_PANEL_WIDTH - margins.left() - margins.right() - beside
        wide = self.title.fontMetrics().horizontalAdvance(text) + 2
        self.title.setWordWrap(wide > room)
        self.title.setMinimumWidth(min(wide, room))

    def _cell(
        self, row: int, col: int, text: str, css: str = "", align: Qt.AlignmentFlag | None = None
    ) -> None:
        label = PlainLabel(text)
        label.setStyleSheet("font-size: 17px;" + css)
        if align is not None:
            label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        self.grid.addWidget(label, row, col)
        # Shown now: Qt shows a widget added to a shown one at the next turn of the event
        # loop, and until then the layout leaves it out: the first frame of a result drew
        # the lines in the last result's columns, names cut short ("西家（电脑2").
        label.show()

    def _clear_grid(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # at once: deleteLater waits for the event loop
                widget.deleteLater()

    def _fill_payments(self, match: Match, seat_name: Callable[[int], str]) -> None:
        self._clear_grid()
        result = match.state.result
        assert result is not None
        standing = match.standing()
        head = "color: rgb(242, 190, 60); font-weight: bold;"
        dim = "color: rgb(190, 205, 190); font-size: 16px;"
        for col, text in enumerate((T.RESULT_PAYMENTS, "", "", "", T.RESULT_TOTALS)):
            self._cell(0, col, text, head)
        for row, line in enumerate(result.settlement.lines, start=1):
            amount, formula = payment_text(line)
            self._cell(row, 0, seat_who(line.seat, seat_name(line.seat)))
            role = role_label(line.role)
            if result.robbed and line.seat == result.discarder:  # as the title names it
                role = T.ROLE_ROBBED  # (it pays as the discarder)
            bao = role_label("bao")
            if line.seat == match.state.bao and role != bao:  # (only the plate said)
                role = T.ROLE_ALSO_BAO.format(role=role, bao=bao)
            self._cell(row, 1, role)
            self._cell(row, 2, amount, "font-weight: bold;")
            self._cell(row, 3, formula, dim)
            player = match.player_at(line.seat)
            delta = result.deltas[line.seat]
            total = standing[player]
            colour = "rgb(120, 230, 120)" if delta > 0 else "rgb(255, 140, 120)"
            self._cell(
                row,
                4,
                f"{total - delta}  →  {total}",  # (the change is the line's amount)
                f"color: {colour};" if delta else "",
            )

    def show_standings(self, match: Match, names: Names) -> None:
        """The match is over: the final ranking."""
        self.over = True
        self.shown_since = time.monotonic()  # (Enter waits a moment: see table_screen)
        self._shown = ("standings", match, names)
        self._set_title(T.MATCH_OVER)
        self._body_wanted = {w: False for w in self.body}
        self._body_wanted[self.grid_host] = True
        self._clear_grid()
        standings = match.standings()
        for row, (player, score) in enumerate(standings, start=1):
            rank = 1 + sum(other > score for _, other in standings)  # equal totals, one place
            # three columns, the totals right-aligned: one line of text each put the totals
            # wherever the names happened to end
            self._cell(row, 0, T.STANDING_RANK.format(rank=rank), "font-size: 20px;")
            self._cell(row, 1, short_name(names(player)), "font-size: 20px;")
            points = with_points(T.SCORE.format(score=score), score)
            self._cell(row, 2, points, "font-size: 20px;", Qt.AlignmentFlag.AlignRight)
        self.button.setText(T.BUTTON_KEY.format(label=T.NEW_MATCH, key=T.KEY_ENTER))
        self._show_body()
        self._fit()
