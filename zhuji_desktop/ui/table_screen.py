"""The table screen: the scene, its view and the panels drawn over it, as one part.

It draws what the game hands it (a ``Redraw``: the table and what the person at the bottom
may do), places the panels, and turns the person's clicks and keys into actions, which it
emits as ``action_chosen``; it never touches the match. Choosing among candidates (a chow of
several ways, a kong of two) happens here: the button opens the choice, a click on a tile or
a candidate box picks one (or ← → frame one and Enter picks it), Esc goes back to the
buttons. ``retranslate`` shows everything
again in the language just installed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetricsF, QKeySequence, QShortcut
from PySide6.QtWidgets import QGraphicsProxyWidget, QGraphicsSimpleTextItem, QWidget

from ..engine.actions import Action, Verb
from ..engine.bidding import dealer_may_be_bao, passing_makes_dealer_bao
from ..engine.match import Match
from ..engine.rules import RuleSet
from .line_breaks import note_lines
from .model.interaction import (
    PASS_KEYS,
    ButtonSpec,
    Candidate,
    Input,
    Redraw,
    buttons,
    candidates,
    choice_prompt,
    discard_kinds,
    locks_wilds,
)
from .model.snapshot import TableShow
from .panels.action_bar import ActionBar
from .panels.auto_panel import AutoPanel
from .panels.bid_panel import BidPanel
from .panels.result_panel import ResultPanel
from .panels.wild_panel import WildPanel
from .strings import T, bid_text, seat_who
from .table import style
from .table.curtain import LIFT_GRACE_S, Curtain
from .table.scene import TableScene
from .table.seat_layout import CENTRE, GEOMETRY, SCENE_W, WALL_SIDE
from .table.view import TableView

THINKING_SHOWN_AFTER_MS = 300
ACTION_BAR_CORNER = (1224.0, 708.0)  # bottom-right corner of the action bar in the scene
# top-right corner of the 托管 panel in the scene: its two rows end above the right seat's plate
AUTO_PANEL_CORNER = (1224.0, 12.0)
SHORTCUT_KEYS = ("C", "P", "K", "H", "G", "Space")
PANEL_Z = {"actions": 20, "auto": 20, "bid": 30, "wild": 30, "result": 40}
# Enter on the final standings starts a new match only this long after they came up: a
# player pressing Enter from hand to hand went straight past them into a new match. On a
# hand's result, the next hand waits less: a tester discarding by Enter went past two results
# unseen, the Enter meant for a discard landing on the result a computer's win put up (at
# 0.6 s a later new player still did, twice: a second is still less than reading it takes).
ENTER_GRACE_S = 1.5
ENTER_GRACE_HAND_S = 1.0
CENTRED = ("bid", "wild")  # the panels drawn in the middle of the table
# The notice line ("saving is off", "the hints are folded"): centred in the strip between
# the far seat's hand and the wall (along the top edge it was written over that hand's
# tiles), no wider than the room between the side seats' plates.
NOTICE_BAND = (CENTRE[1] - GEOMETRY[2].row_y, CENTRE[1] - WALL_SIDE / 2)
NOTICE_MAX_W = 660.0
NOTICE_PX = 14  # its print, bold


class TableScreen(QObject):
    """The table and its panels. ``view`` is the widget to show; ``top_level`` sizes the
    bid ladder (``prepare`` rebuilds it for a match with other rules)."""

    action_chosen = Signal(object)  # an Action of the person at the bottom
    curtain_clicked = Signal()  # the person named on the curtain sits down (click or Enter)
    auto_toggled = Signal(bool)  # 托管 on or off for the person shown
    wins_only_toggled = Signal(bool)  # "this hand: wins only" for the person shown
    take_back_clicked = Signal()  # 悔牌: the person shown takes back their last choice
    escaped = Signal()  # Esc with no choice among candidates to leave
    look_done = Signal()  # 继续: the person has looked at the discard (hot-seat)
    claim_keys = Signal()  # Enter at a claim with no advice to take: say the keys
    turn_keys = Signal()  # Enter at a turn that can win, with no advice: say the keys
    next_hand_clicked = Signal()
    again_clicked = Signal()  # 再来一场

    def __init__(self, top_level: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.action_bar = ActionBar()
        self.bid_panel = BidPanel(top_level)
        self._bid_top = top_level
        self.rules = RuleSet()  # the match's (``prepare``): the wild picker counts by them
        self.wild_panel = WildPanel()
        self.result = ResultPanel()
        self.auto_panel = AutoPanel()
        panels: dict[str, QWidget] = {
            "actions": self.action_bar,
            "auto": self.auto_panel,
            "bid": self.bid_panel,
            "wild": self.wild_panel,
            "result": self.result,
        }
        self.proxies = {
            name: self._add_panel(widget, PANEL_Z[name]) for name, widget in panels.items()
        }
        self.curtain = Curtain()
        self.scene.addItem(self.curtain)
        self.notice = QGraphicsSimpleTextItem()  # "saving is off: …", when it is
        self.notice.setBrush(style.GOLD)
        self.notice.setFont(style.font(NOTICE_PX, bold=True))
        self.notice.setZValue(PANEL_Z["actions"])
        self.notice.setVisible(False)
        self.scene.addItem(self.notice)
        self.table: TableShow | None = None  # the table last drawn
        self.input: Input | None = None  # what the person may do (as last offered)
        self.choosing: ButtonSpec | None = None  # the button whose candidates are shown
        self._first_candidate: Candidate | None = None  # the one framed when they were
        # the ways of a claim in the hints' order, the advised first (``set_preferred``)
        self.preferred: tuple[Action, ...] = ()
        # what the hints advise now, which Enter takes at a claim (``set_advised``)
        self.advised: Action | None = None
        self.animation_speed = "off"
        self._thinking: list[int] = []  # seats whose computers are deciding (shown after a pause)
        self._think_timer = QTimer(self)
        self._think_timer.setSingleShot(True)
        self._think_timer.timeout.connect(lambda: self.scene.show_thinking(self._thinking))
        self._connect()

    def _add_panel(self, widget: QWidget, z: float) -> QGraphicsProxyWidget:
        proxy = self.scene.addWidget(widget)
        proxy.setZValue(z)
        proxy.setVisible(False)
        widget.installEventFilter(self)  # a change of its size: see ``eventFilter``
        return proxy

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            # the panel's layout has just taken in new contents (Qt hands it the event before
            # this filter): new words after a change of language, say. A centred panel is
            # centred again: the wild choice grew in Chinese and covered the player's hand.
            QTimer.singleShot(0, self._recentre)
        return super().eventFilter(watched, event)

    def _recentre(self) -> None:
        for name in CENTRED:
            if self.proxies[name].isVisible():
                self._centre(name)

    def _connect(self) -> None:
        self.scene.discard_clicked.connect(self._discard)
        self.scene.candidate_picked.connect(self._pick)
        self.action_bar.pressed.connect(self._button)
        self.bid_panel.chosen.connect(self.action_chosen)
        self.wild_panel.chosen.connect(self.action_chosen)
        self.result.next_clicked.connect(self.next_hand_clicked)
        self.result.new_match.connect(self.again_clicked)
        self.result.folded_changed.connect(self._place_result)
        self.curtain.clicked.connect(self.curtain_clicked)
        self.auto_panel.toggled.connect(self.auto_toggled)
        self.auto_panel.wins_only_toggled.connect(self.wins_only_toggled)
        self.auto_panel.take_back.connect(self.take_back_clicked)
        keys: list[tuple[str, Callable[[], object]]] = [
            (key, partial(self._shortcut, key)) for key in SHORTCUT_KEYS
        ]
        keys += [("Escape", self.cancel_choice), ("Return", self._enter), ("Enter", self._enter)]
        keys += [("Left", partial(self._arrow, -1)), ("Right", partial(self._arrow, 1))]
        keys += [("Up", partial(self._up_down, -1)), ("Down", partial(self._up_down, 1))]
        for key, slot in keys:
            shortcut = QShortcut(QKeySequence(key), self.view)
            shortcut.setAutoRepeat(key not in ("Return", "Enter"))  # a held Enter acts once
            shortcut.activated.connect(slot)

    # --- what the game asks to show ------------------------------------------------------------

    def prepare(self, match: Match) -> None:
        """A match begins: no result on the table, and a bid ladder for its rules."""
        self.rules = match.rules
        top_level = match.rules.top_level
        if top_level != self._bid_top:
            self.scene.removeItem(self.proxies["bid"])
            self.bid_panel.deleteLater()
            self.bid_panel = BidPanel(top_level)
            self.bid_panel.chosen.connect(self.action_chosen)
            self.proxies["bid"] = self._add_panel(self.bid_panel, PANEL_Z["bid"])
            self._bid_top = top_level
        self.proxies["result"].setVisible(False)

    def show(self, redraw: Redraw) -> None:
        """Draw ``redraw.table``; offer its input, if it brings one."""
        self.table = redraw.table
        if redraw.quiet:
            self.scene.show_turn(redraw.table)
        else:
            self.scene.show_table(redraw.table)
        if redraw.input is not None:
            self._offer(redraw.input)

    def show_recap(self, lines: tuple[str, ...]) -> None:
        """What the curtain lists under the name the next time it comes down or is said."""
        self.curtain.set_recap(lines)

    def show_curtain(self, text: str | None) -> None:
        """Cover the table saying ``text`` (who should sit down), or uncover it (None)."""
        if text is None:
            self.curtain.drop()
        else:
            self.curtain.cover(text)

    def show_auto(self, on: bool, shown: bool) -> None:
        """The 托管 toggle: its state, and whether it is there at all."""
        self.auto_panel.set_state(on)
        self._place_auto(shown)

    def show_wins_only(self, on: bool, offered: bool) -> None:
        """The "this hand: wins only" toggle: its state, and whether it is offered."""
        self.auto_panel.set_wins_only(on, offered)
        self._place_auto(self.proxies["auto"].isVisible())

    def point_at_kind(self, kind: int) -> None:
        """Frame a tile of ``kind`` in the hand (the discard taken back: where it went)."""
        self.scene.point_at_kind(kind)

    def show_take_back(self, offered: bool) -> None:
        """The 悔牌 button: whether the person shown has a choice they may take back."""
        self.auto_panel.set_take_back(offered)
        self._place_auto(self.proxies["auto"].isVisible())

    def _place_auto(self, shown: bool) -> None:
        proxy = self.proxies["auto"]
        layout = self.auto_panel.layout()
        assert layout is not None  # AutoPanel lays out its own row
        layout.activate()
        self.auto_panel.adjustSize()
        proxy.resize(self.auto_panel.sizeHint())
        proxy.setPos(AUTO_PANEL_CORNER[0] - self.auto_panel.width(), AUTO_PANEL_CORNER[1])
        proxy.setVisible(shown)

    def show_notice(self, text: str | None) -> None:
        """A line along the top of the table (e.g. that saving is off), or none."""
        if not text:
            self.notice.setVisible(False)
            return
        font = style.font(NOTICE_PX, bold=True)
        lines = note_lines(text, QFontMetricsF(font).horizontalAdvance, NOTICE_MAX_W)
        if len(lines) > 1:  # two lines in the band: a pixel smaller
            font = style.font(NOTICE_PX - 1, bold=True)
        metrics = QFontMetricsF(font)
        elide = Qt.TextElideMode.ElideRight
        self.notice.setFont(font)
        self.notice.setText("\n".join(metrics.elidedText(t, elide, NOTICE_MAX_W) for t in lines))
        self.notice.setToolTip(text)
        box = self.notice.boundingRect()
        top, bottom = NOTICE_BAND
        self.notice.setPos((SCENE_W - box.width()) / 2, (top + bottom - box.height()) / 2)
        self.notice.setVisible(True)

    def show_thinking(self, seats: list[int]) -> None:
        """Computers at ``seats`` are deciding: their plates say so once the think has taken
        ``THINKING_SHOWN_AFTER_MS`` (the quick levels' moves never flicker); [] clears."""
        self._thinking = list(seats)
        if not seats:
            self._think_timer.stop()
            self.scene.show_thinking([])
        elif not self._think_timer.isActive():
            self._think_timer.start(THINKING_SHOWN_AFTER_MS)

    def show_countdown(self, seconds: int | None) -> None:
        self.auto_panel.show_countdown(seconds)
        # the row grows (or shrinks) by the countdown: keep its right edge where it was
        self._place_auto(self.proxies["auto"].isVisible())

    def show_hand_result(self, match: Match, names: Callable[[int], str]) -> None:
        self.result.dragged = False
        self.result.fold(False)
        self.result.show_hand(match, names)
        self._centre("result")
        self.proxies["result"].setVisible(True)
        self.proxies["actions"].setVisible(False)

    def hide_result(self) -> None:
        self.proxies["result"].setVisible(False)
        self.result.forget()

    def show_standings(self, match: Match, names: Callable[[int], str]) -> None:
        self.proxies["auto"].setVisible(False)
        self.result.dragged = False
        self.result.fold(False)
        self.result.show_standings(match, names)
        self._centre("result")
        self.proxies["result"].setVisible(True)

    def set_animation_speed(self, name: str) -> None:
        """How fast tiles slide: "off", "slow", "normal" or "fast" (as ``Settings``)."""
        self.animation_speed = name
        self.scene.set_animation_speed(name)

    # --- the person's input ----------------------------------------------------------------

    def _offer(self, offer: Input) -> None:
        table = self.table
        assert table is not None
        self.input, self.choosing = offer, None
        self.preferred = ()  # the hints of this offer follow it (GameFlow._draw)
        self.advised = None
        self.scene.advised_discard = None
        legal = list(offer.legal)
        self._show_bidding(legal if table.phase == "bidding" else [])
        self._show_wilds(bool(legal) and table.phase == "wilds")
        play = legal if table.phase == "play" else []
        self.scene.set_discard_mode(discard_kinds(play))
        self.scene.set_choice_mode([])
        self.action_bar.set_buttons(buttons(play, table.step, offer.look))
        self.action_bar.set_prompt(offer.prompt)
        self._place_action_bar()

    def set_preferred(self, actions: list[Action]) -> None:
        """The hints' order of the ways to claim, the advised way first: a button of
        several ways frames the first of them that it offers, so that C (or a click) opens
        on the chow the hints advise (a tester saw 123筒 framed under advice for 234筒). An
        advised wild kind, bid, 不包 or discard is the one a first Enter chooses or frames."""
        self.preferred = tuple(actions)
        discard = actions[0] if actions and actions[0].verb is Verb.DISCARD else None
        self.scene.advised_discard = discard.tile if discard is not None else None
        wild = next((a for a in actions if a.verb is Verb.WILD), None)
        self.wild_panel.advised = wild.tile if wild is not None else None
        first = actions[0] if actions else None  # a bid, or 不包, in the bidding
        bidding = first is not None and first.verb in (Verb.BID, Verb.PASS)
        self.bid_panel.advised = first if bidding else None

    def set_advised(self, action: Action | None) -> None:
        """What the hints' advice line names now (None: no advice)."""
        self.advised = action

    def _show_bidding(self, legal: list[Action]) -> None:
        table = self.table
        assert table is not None
        if legal:
            if table.high_bid is None or table.high_bidder is None:
                high = T.BID_NONE
                if passing_makes_dealer_bao(table.bid_history):
                    high = T.BID_NONE_LAST
                elif dealer_may_be_bao(table.bottom, table.bid_history):
                    high = T.BID_NONE_DEALER
            else:
                holder = table.seats[table.high_bidder]
                who = seat_who(holder.seat, holder.name)
                high = T.BID_HIGH.format(who=who, bid=bid_text(table.high_bid))
            old = any(seat.old_dealer for seat in table.seats)  # a bid's stakes, doubled
            self.bid_panel.offer(table.bottom, legal, high, T.OLD_DEALER_TIP if old else "")
            self._centre("bid")
        self.proxies["bid"].setVisible(bool(legal))

    def _show_wilds(self, show: bool) -> None:
        table = self.table
        assert table is not None
        if show:
            seat = table.seats[table.bottom]
            assert table.bid is not None
            hand = [*seat.hand, *(() if seat.drawn is None else (seat.drawn,))]
            self.wild_panel.offer(table.bottom, table.bid, hand, self.rules)
            self._centre("wild")
        self.proxies["wild"].setVisible(show)

    def _discard(self, kind: int) -> None:
        legal = self.input.legal if self.input is not None else ()
        for action in legal:
            if action.verb is Verb.DISCARD and action.tile == kind:
                self.action_chosen.emit(action)
                return

    def _button(self, spec: ButtonSpec) -> None:
        if spec.key == "continue":
            self.look_done.emit()
            return
        table = self.table
        assert table is not None
        if self.choosing is not None and self.choosing.key == spec.key:
            # the same button (or key) again takes the way framed, the one first framed if
            # the mouse has left it unframed: P P makes the pung the hints advise, as P
            # alone does where a pung can be made one way (a player holding 南南 and wilds
            # met a choice of four to make the natural pung)
            if not self.scene.key_press():
                self.scene.light_candidate(self._first_candidate)
                self.scene.key_press()
            return
        # one way to do it goes at once, unless it locks wilds in a kong from the hand: that
        # one is framed first, for a click or Enter (``locks_wilds``)
        if len(spec.actions) == 1 and not locks_wilds(spec.actions[0], table.wild_kinds):
            self.action_chosen.emit(spec.actions[0])
            return
        melds = table.seats[table.bottom].melds
        self.choosing = spec
        cands = candidates(spec.actions, table.claim_tile, melds, table.wild_kinds)
        self.action_bar.set_prompt(choice_prompt(spec))
        self._place_action_bar()
        # the candidates sit just above the action bar, whose height depends on the
        # language (English buttons take two rows) and the prompt's lines
        first = next((c for a in self.preferred for c in cands if c.action == a), None)
        if first is None and cands:  # no hints: the way with the fewest wilds
            first = min(cands, key=lambda c: sum(t in table.wild_kinds for t in c.action.tiles))
        self._first_candidate = first
        self.scene.set_choice_mode(cands, self.proxies["actions"].pos().y() - 8, first)

    def _pick(self, candidate: Candidate) -> None:
        self.choosing = None
        self.action_chosen.emit(candidate.action)

    def cancel_choice(self) -> None:
        """Esc: leave the choice among candidates and go back to the buttons; with no choice
        open, ``escaped`` (the window leaves full screen, as players expect of Esc)."""
        if self.choosing is not None and self.input is not None and self.table is not None:
            preferred, advised = self.preferred, self.advised  # the hints' still stand
            self._offer(self.input)
            self.set_preferred(list(preferred))
            self.set_advised(advised)
        else:
            self.escaped.emit()

    def _arrow(self, step: int) -> None:
        """← →: move through the bids, the kinds to name as wilds, or the hand, whichever
        is asked now."""
        if self.curtain.is_up():
            return
        if self.proxies["bid"].isVisible():
            self.bid_panel.move_key(step)
        elif self.proxies["wild"].isVisible():
            self.wild_panel.move_key(step)
        else:
            self.scene.move_key_cursor(step)

    def _up_down(self, step: int) -> None:
        """↑ ↓: while bidding a level up or down the ladder (← → go one bid at a time);
        naming the wilds, through all 34 kinds (← → only those of the hand); at a result,
        fold it or open it again."""
        if self.curtain.is_up():
            return
        if self.proxies["bid"].isVisible():
            self.bid_panel.move_row(step)
        elif self.proxies["wild"].isVisible():
            self.wild_panel.move_all(step)
        elif self.proxies["result"].isVisible():  # ↑ folds the result (收起 ▴), ↓ opens it
            self.result.fold(step < 0)

    def _shortcut(self, key: str) -> None:
        """A letter or Space: the action bar's button of that key; while bidding, Space and
        G are 不包 (as they pass a claim: a tester found no key for it)."""
        if self.curtain.is_up():
            return
        if self.proxies["bid"].isVisible():
            if key in PASS_KEYS:
                self.bid_panel.press_pass()
            return
        if self.proxies["result"].isVisible() and key == "Space":
            # a keyboard player had no way to fold the result and see the hands behind it
            self.result.fold(not self.result.folded)
            return
        self.action_bar.trigger_shortcut(key)

    def _enter(self) -> None:
        """Enter: lift the curtain, press the result's 下一局 (or 再来一场), or press what
        ← → framed (a bid, a kind, a candidate, a tile)."""
        if self.curtain.is_up():
            if self.curtain.ready_to_lift():  # not the last person's second Enter
                self.curtain_clicked.emit()
        elif self.proxies["result"].isVisible():
            grace = ENTER_GRACE_S if self.result.over else ENTER_GRACE_HAND_S
            if time.monotonic() - self.result.shown_since < grace:
                return  # an Enter meant for what came before: not yet the next hand or match
            self.result.button.click()
        elif self.proxies["bid"].isVisible():
            self.bid_panel.press_key()
        elif self.proxies["wild"].isVisible():
            self.wild_panel.press_key()
        elif self._looking_only():
            # 继续 after a look at a discard (hot-seat), as Space and G press it; not the
            # Enter that lifted the curtain a moment ago, pressed twice
            if time.monotonic() - self.curtain.lifted_at >= LIFT_GRACE_S:
                self.look_done.emit()
        elif not self._enter_claim() and not self._enter_turn():
            self.scene.key_press()

    def _enter_claim(self) -> bool:
        """At a claim offered (no way of it being chosen), Enter presses the button of what
        the hints advise, 过 included: a player pressed Enter at 碰 / 明杠 / 过 eight times
        and thought the game had hung. A claim of several ways opens them, the advised one
        framed, for a second Enter. Without advice a claim is neither taken nor passed by
        Enter (it frames nothing either). True if Enter was for the claim."""
        specs = self.action_bar.specs
        if "pass" not in specs or self.choosing is not None or self.scene.candidates:
            return False
        if time.monotonic() - self.curtain.lifted_at < LIFT_GRACE_S:
            return True  # the Enter that lifted the curtain, pressed twice: not a claim unseen
        advised = self.advised
        if advised is None:  # nothing to take: say which keys do what
            self.claim_keys.emit()
            return True
        for spec in specs.values():
            if advised in spec.actions:
                self._button(spec)
                break
        return True

    def _enter_turn(self) -> bool:
        """At the person's turn with a win offered and no tile framed, Enter takes the win
        when the hints advise it; with no advice (the hints closed, or still working) it says
        the keys and frames nothing: a newcomer's Enter, Enter framed the tile just drawn and
        threw away a self-drawn win the hints had advised. True if Enter was taken here."""
        specs = self.action_bar.specs
        if "win" not in specs or "pass" in specs or self.choosing is not None:
            return False  # (no win, or a claim)
        if self.scene.candidates or self.scene.key_framed():
            return False
        if time.monotonic() - self.curtain.lifted_at < LIFT_GRACE_S:
            return True  # the Enter that lifted the curtain, pressed twice: no win unseen
        advised = self.advised
        if advised is not None and advised in specs["win"].actions:
            self._button(specs["win"])
            return True
        if advised is None:
            self.turn_keys.emit()
            return True
        return False

    def _looking_only(self) -> bool:
        """Is 继续 the one button offered (a person looks at a discard they cannot claim)?"""
        return self.proxies["actions"].isVisible() and list(self.action_bar.buttons) == ["continue"]

    # --- the language -----------------------------------------------------------------------

    def retranslate(self) -> None:
        """The table's own words again, in the language now installed (the panels follow the
        language by themselves; the game sends a fresh prompt and buttons)."""
        if self.table is not None:
            self.scene.show_turn(self.table)  # plates, bubbles, the centre
        self.curtain.update()

    # --- placing the panels ------------------------------------------------------------------

    def _place_action_bar(self) -> None:
        proxy = self.proxies["actions"]
        self.action_bar.fit()  # take in the new buttons and prompt before measuring
        right, bottom = ACTION_BAR_CORNER
        proxy.setPos(right - self.action_bar.width(), bottom - self.action_bar.height())
        proxy.setVisible(not self.curtain.is_up())

    def _place_result(self, folded: bool) -> None:
        """The result folded sits low on the table, over the wall at the bottom and above
        the player's hand (where the action bar was); opened, in the middle. Once the player
        has dragged it, it stays where it was put."""
        if self.result.dragged:
            return
        if not folded:
            self._centre("result")
            return
        proxy = self.proxies["result"]
        rect = proxy.boundingRect()
        proxy.setPos(CENTRE[0] - rect.width() / 2, ACTION_BAR_CORNER[1] - rect.height())

    def _centre(self, name: str) -> None:
        proxy = self.proxies[name]
        widget = proxy.widget()
        size = widget.sizeHint()  # not adjustSize: it would cap it at 2/3 of the screen
        widget.resize(size)
        proxy.resize(size)
        rect = proxy.boundingRect()
        proxy.setPos(QPointF(*CENTRE) - rect.center())
