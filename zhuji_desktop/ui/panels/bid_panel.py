"""The bidding panel: the highest bid and its holder, the bid ladder as buttons, and 不包."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import Action, Verb
from ...engine.bidding import Bid, ladder
from ..model.interaction import step_through
from ..plain import PlainLabel, wrapped_tip
from ..strings import T, bid_text, bid_tip
from .panel import Panel, break_into

VISIBLE_LEVELS = 6  # rows of bids shown at once (2台 … 7台 at the default top level)
ROW_SPACING = 6


class BidPanel(Panel):
    """Shows the human's legal bids; emits ``chosen(action)`` (a bid or a pass)."""

    chosen = Signal(object)

    def __init__(self, top_level: int = 7, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(380)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 16)
        title = PlainLabel()
        self.title = title
        title.setObjectName("title")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        self.high = PlainLabel()
        self.high.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.high.setStyleSheet("font-size: 17px;")
        layout.addWidget(self.high)
        # what else is at stake (a 老庄 hand doubles every payment): its own label, broken
        # between phrases at the panel's width (on the line above, English widened the panel)
        self.stakes = PlainLabel()
        self.stakes.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stakes.setStyleSheet("font-size: 15px; color: rgb(242, 190, 60);")
        self.stakes.setWordWrap(True)
        self.stakes.hide()
        self._stakes_text = ""
        layout.addWidget(self.stakes)
        rows = QWidget()
        grid = QGridLayout(rows)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(ROW_SPACING)
        self.bid_buttons: dict[Bid, QPushButton] = {}
        for bid in ladder(top_level):
            button = QPushButton()
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, b=bid: self._bid(b))
            self.guard_clicks(button)
            grid.addWidget(button, bid.level - 2, int(bid.variant))
            self.bid_buttons[bid] = button
        self.ladder_area: QScrollArea | None = None
        if top_level - 1 > VISIBLE_LEVELS:
            # a table that allows very high bids: the ladder scrolls, so that the panel
            # never grows over the player's hand
            self.ladder_area = QScrollArea()
            self.ladder_area.setObjectName("ladder")
            self.ladder_area.setWidget(rows)
            self.ladder_area.setWidgetResizable(True)
            self.ladder_area.setFrameShape(QFrame.Shape.NoFrame)
            self.ladder_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.ladder_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            grid.setContentsMargins(0, 0, 12, 0)  # room for the scroll bar
            layout.addWidget(self.ladder_area)
        else:
            layout.addWidget(rows)
        self.pass_button = QPushButton()
        self.pass_button.setObjectName("pass")
        self.pass_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pass_button.setMinimumHeight(40)
        self.pass_button.clicked.connect(self._pass)
        self.guard_clicks(self.pass_button)
        layout.addWidget(self.pass_button)
        hint = PlainLabel()
        self.hint = hint
        hint.setObjectName("small")
        hint.setWordWrap(True)
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(hint)
        self.seat = 0
        self._keyed: QPushButton | None = None  # the button framed from the keyboard
        self.advised: Action | None = None  # the hints' bid or pass, which a first Enter frames
        self._question: tuple[int, frozenset[Action]] | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(T.BID_TITLE)
        for bid, button in self.bid_buttons.items():
            button.setText(bid_text(bid))
            button.setToolTip(wrapped_tip(bid_tip(bid)))
        self.pass_button.setText(T.BID_PASS)
        self._break_lines()

    def _break_lines(self) -> None:
        """The small print under the ladder and the stakes line, broken between phrases at
        the labels' width (Qt left "情）" of 详情 alone on a line)."""
        break_into(self.hint, (T.BID_HINT, T.BID_STAKE))
        break_into(self.stakes, (self._stakes_text,) if self._stakes_text else ())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._break_lines()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def offer(self, seat: int, legal: list[Action], high_text: str, stakes: str = "") -> None:
        """Enable the bids in ``legal`` for ``seat``; ``high_text`` describes the highest bid,
        ``stakes`` anything else at stake ("" for nothing)."""
        self.asked()
        question = (seat, frozenset(legal))
        if question != self._question:
            self.advised = None  # the hints of this question follow it
        self._question = question
        self.seat = seat
        self.high.setText(high_text)
        self._stakes_text = stakes
        self.stakes.setVisible(bool(stakes))
        self._break_lines()
        allowed = {a.bid for a in legal if a.verb is Verb.BID}
        for bid, button in self.bid_buttons.items():
            button.setEnabled(bid in allowed)
        self.pass_button.setEnabled(any(a.verb is Verb.PASS for a in legal))
        lowest = next((b for b in self.bid_buttons.values() if b.isEnabled()), None)
        if self.ladder_area is not None and lowest is not None:
            self._fit_ladder(self.ladder_area)
            self.ladder_area.verticalScrollBar().setValue(0)
            self.ladder_area.ensureWidgetVisible(lowest, 0, 0)
        # The panel was hidden under the pointer after the last click, so no button had a
        # leave event: the one clicked last hand would still be lit, like a suggestion.
        for button in self._buttons():
            button.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, False)
            button.update()
        self._set_keyed(None)

    def _fit_ladder(self, scroll: QScrollArea) -> None:
        """Show ``VISIBLE_LEVELS`` rows of bids (measured once the panel's style sheet has
        given the buttons their height)."""
        first = next(iter(self.bid_buttons.values()))
        first.ensurePolished()
        row = first.sizeHint().height() + ROW_SPACING
        scroll.setFixedHeight(VISIBLE_LEVELS * row - ROW_SPACING)

    def move_key(self, step: int) -> None:
        """← →: frame the next (or previous) button that can be pressed, the bids in ladder
        order and 不包 last, stopping at the ends; ← from 不包, the cheapest bid: it framed
        the dearest (无财7台), and a grandmother pressing Enter, ←, Enter was 包家 at 无财7台."""
        enabled = [b for b in self._buttons() if b.isEnabled()]
        if self._keyed is self.pass_button and step < 0 and len(enabled) > 1:
            nxt: QPushButton | None = enabled[0]
        else:
            nxt = step_through(enabled, self._keyed, step, wrap=False)
        if nxt is not None:
            self._set_keyed(nxt)
            if self.ladder_area is not None and nxt is not self.pass_button:
                self.ladder_area.ensureWidgetVisible(nxt, 0, 0)

    def move_row(self, step: int) -> None:
        """↑ ↓: frame the bid one level up (``step`` -1) or down (+1) the ladder, in the same
        column (the ladder has three bids a level); below the last level, 不包 (a tester
        found ↓ never reached it), and up from it the cheapest bid; at the top it stays."""
        bids = [b for b in self._buttons() if b.isEnabled() and b is not self.pass_button]
        passing = self.pass_button if self.pass_button.isEnabled() else None
        if self._keyed is passing and passing is not None:
            if step > 0 or not bids:
                return
            nxt = bids[0]  # up from 不包: the cheapest bid, not the dearest (see move_key)
        elif self._keyed in bids:  # from nothing framed: the lowest bid going down, else the top
            at = bids.index(self._keyed) + 3 * step
            if at >= len(bids) and passing is not None:
                nxt = passing
            elif not 0 <= at < len(bids):
                return  # no level further that way: the frame stays
            else:
                nxt = bids[at]
        elif bids:  # from nothing framed: ↓ the cheapest bid, ↑ 不包 (not the dearest bid)
            nxt = bids[0] if step > 0 or passing is None else passing
        elif passing is not None:  # a bid stands that cannot be topped: 不包 is all there is
            nxt = passing
        else:
            return
        self._set_keyed(nxt)
        if self.ladder_area is not None and nxt is not self.pass_button:
            self.ladder_area.ensureWidgetVisible(nxt, 0, 0)

    def press_key(self) -> bool:
        """Enter: press the framed button; with none framed, frame the one the hints advise,
        else the lowest bid (a second Enter presses it), as a first Enter frames a tile of
        the hand in play (Enter, Enter through a hand's result made a tester 包家 at 2台
        where the hints said 不包)."""
        button = self._keyed
        if button is None or not button.isEnabled():
            advised = self._advised_button()
            if advised is not None:
                self._set_keyed(advised)
            else:
                self.move_key(1)
            return self._keyed is not None
        button.click()
        return True

    def _advised_button(self) -> QPushButton | None:
        a = self.advised
        if a is None or (a.verb is not Verb.PASS and a.bid is None):
            return None
        button = self.pass_button if a.bid is None else self.bid_buttons.get(a.bid)
        return button if button is not None and button.isEnabled() else None

    def press_pass(self) -> bool:
        """Space or G: 不包, as they pass a claim (False if passing is not offered)."""
        if not self.pass_button.isEnabled():
            return False
        self.pass_button.click()
        return True

    def _set_keyed(self, button: QPushButton | None) -> None:
        for b in self._buttons():
            b.setProperty("keyed", b is button)
            b.style().unpolish(b)
            b.style().polish(b)
        self._keyed = button

    def _buttons(self) -> tuple[QPushButton, ...]:
        """The bids in ladder order, then 不包."""
        return (*self.bid_buttons.values(), self.pass_button)

    def _bid(self, bid: Bid) -> None:
        self.chosen.emit(Action(self.seat, Verb.BID, bid=bid))

    def _pass(self) -> None:
        self.chosen.emit(Action(self.seat, Verb.PASS))
