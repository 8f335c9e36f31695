"""The main window: the table view, the panels over it, and the wiring to the controller."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGraphicsProxyWidget, QMainWindow, QWidget

from ..ai.base import Player
from ..engine.actions import Action, Verb
from ..engine.match import Match
from ..engine.rules import RuleSet
from . import pixmaps
from .action_bar import ActionBar
from .bid_panel import BidPanel
from .controller import (
    DEFAULT_DELAY_MS,
    GameController,
    computer_seed,
    make_computer,
    warm_up_engine,
)
from .interaction import ButtonSpec, Candidate, buttons, candidates, discard_kinds
from .result_dialog import ResultDialog
from .seat_layout import CENTRE
from .snapshot import TableShow, snapshot
from .strings import T, bid_text, player_name, tile_name, wind
from .table_scene import TableScene
from .table_view import TableView
from .wild_dialog import WildDialog

ACTION_BAR_CORNER = (1224.0, 708.0)  # bottom-right corner of the action bar in the scene
SHORTCUT_KEYS = ("C", "P", "K", "H", "G", "Space")
DEMO_NEXT_MS = 1500


class MainWindow(QMainWindow):
    """One match at a time. ``demo``: four computer players; the bottom is still player 0."""

    def __init__(
        self,
        seed: int = 0,
        demo: bool = False,
        delay_ms: int = DEFAULT_DELAY_MS,
        rules: RuleSet | None = None,
        auto_next_ms: int | None = None,
    ) -> None:
        super().__init__()
        self.seed, self.demo, self.delay_ms = seed, demo, delay_ms
        self.rules = rules or RuleSet()
        if auto_next_ms is None:
            auto_next_ms = max(DEMO_NEXT_MS, 3 * delay_ms) if demo else -1
        self.auto_next_ms = auto_next_ms  # demo: next hand after this long; -1: wait for a click
        self.setWindowTitle(T.APP_TITLE)
        self.setWindowIcon(pixmaps.icon())
        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.action_bar = ActionBar()
        self.bid_panel = BidPanel(self.rules.top_level)
        self.wild_dialog = WildDialog()
        self.result = ResultDialog()
        self.proxies = {
            name: self._add_panel(widget, z)
            for name, widget, z in (
                ("actions", self.action_bar, 20),
                ("bid", self.bid_panel, 30),
                ("wild", self.wild_dialog, 30),
                ("result", self.result, 40),
            )
        }
        self.person: int | None = None if demo else 0  # the match player shown as "you"
        self.controller: GameController | None = None
        self.table: TableShow | None = None
        self.choosing: ButtonSpec | None = None
        self._connect()
        self.resize(1280, 800)

    # --- setting up ---------------------------------------------------------------------------

    def _add_panel(self, widget: QWidget, z: float) -> QGraphicsProxyWidget:
        proxy = self.scene.addWidget(widget)
        proxy.setZValue(z)
        proxy.setVisible(False)
        return proxy

    def _connect(self) -> None:
        self.view.first_frame.connect(warm_up_engine)
        self.scene.discard_clicked.connect(self._discard)
        self.scene.candidate_picked.connect(self._pick)
        self.action_bar.pressed.connect(self._button)
        self.bid_panel.chosen.connect(self.submit)
        self.wild_dialog.chosen.connect(self.submit)
        self.result.next_clicked.connect(self._next_hand)
        self.result.new_match.connect(lambda: self.start_match())
        for key in SHORTCUT_KEYS:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda k=key: self.action_bar.trigger_shortcut(k))
        QShortcut(QKeySequence("Escape"), self).activated.connect(self.cancel_choice)

    def start_match(
        self,
        match: Match | None = None,
        players: Mapping[int, Player | None] | None = None,
        on_start: Callable[[GameController], object] | None = None,
    ) -> GameController:
        """Start ``match`` (default: a new one from the window's seed) with ``players``
        (default: player 0 a person, unless demo, and computers for the others).
        ``on_start(controller)`` runs before the first events are announced."""
        if self.controller is not None:
            self.controller.stop()  # a think still running is ignored, then the old one goes
            self.controller.setParent(None)
        if match is None:
            match = Match(self.rules, self.seed)
            self.seed += 1
        if players is None:
            players = {
                p: None if p == 0 and not self.demo else make_computer(computer_seed(match.seed, p))
                for p in range(4)
            }
        self.controller = GameController(match, players, self.delay_ms, self)
        self.controller.changed.connect(self._changed)
        self.controller.hand_ended.connect(self._hand_ended)
        self.controller.match_ended.connect(self._match_ended)
        self.proxies["result"].setVisible(False)
        if on_start is not None:
            on_start(self.controller)
        self.controller.start()
        return self.controller

    # --- what the table shows -----------------------------------------------------------------

    @property
    def match(self) -> Match:
        assert self.controller is not None
        return self.controller.match

    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom: match player 0's seat in this hand."""
        return self.match.seat_of(0)

    def name_of(self, player: int) -> str:
        return player_name(player, human=player == self.person)

    def _changed(self, events: list) -> None:
        self.table = snapshot(self.match, self.bottom, self.name_of)
        if events and all(e.type == "decide" for e in events):
            # Other seats declined a claim: nothing moved, and the person's choice still stands.
            self.scene.show_turn(self.table)
            return
        self.choosing = None
        self.scene.show_table(self.table)
        self._update_input()

    def _update_input(self) -> None:
        assert self.controller is not None and self.table is not None
        legal = self.controller.human_legal(self.bottom)
        phase = self.table.phase
        self._show_bidding(legal if phase == "bidding" else [])
        self._show_wilds(bool(legal) and phase == "wilds")
        play = legal if phase == "play" else []
        self.scene.set_discard_mode(discard_kinds(play))
        self.scene.set_choice_mode([])
        self.action_bar.set_buttons(buttons(play, self.table.step))
        self.action_bar.set_prompt(self._prompt(legal))
        self._place_action_bar()

    def _prompt(self, legal: list[Action]) -> str:
        table = self.table
        assert table is not None and self.controller is not None
        if table.phase == "ended":
            return ""
        if not legal:
            if self.demo:
                return T.PROMPT_DEMO
            acting = [s for s in table.seats if s.to_act]
            return T.PROMPT_WAIT.format(name=acting[0].name) if acting else ""
        if table.phase == "bidding":
            return T.PROMPT_BID
        if table.phase == "wilds":
            return T.PROMPT_WILDS
        specs = [b for b in buttons(legal, table.step) if b.key != "pass"]
        if table.step in ("claim", "rob") and table.claim_tile is not None:
            verbs = T.VERB_SEPARATOR.join(b.label for b in specs)
            return T.PROMPT_CLAIM.format(tile=tile_name(table.claim_tile), verbs=verbs)
        return T.PROMPT_DISCARD

    def _place_action_bar(self) -> None:
        proxy = self.proxies["actions"]
        self.action_bar.layout().activate()  # take in the new buttons before measuring
        self.action_bar.adjustSize()
        right, bottom = ACTION_BAR_CORNER
        proxy.setPos(right - self.action_bar.width(), bottom - self.action_bar.height())
        proxy.setVisible(True)

    def _centre(self, name: str) -> None:
        proxy = self.proxies[name]
        widget = proxy.widget()
        widget.adjustSize()
        proxy.resize(widget.sizeHint())
        rect = proxy.boundingRect()
        proxy.setPos(QPointF(*CENTRE) - rect.center())

    def _show_bidding(self, legal: list[Action]) -> None:
        table = self.table
        assert table is not None
        if legal:
            if table.high_bid is None or table.high_bidder is None:
                high = T.BID_NONE
            else:
                holder = table.seats[table.high_bidder]
                high = T.BID_HIGH.format(
                    wind=wind(holder.seat), name=holder.name, bid=bid_text(table.high_bid)
                )
            self.bid_panel.offer(self.bottom, legal, high)
            self._centre("bid")
        self.proxies["bid"].setVisible(bool(legal))

    def _show_wilds(self, show: bool) -> None:
        if show:
            state = self.match.state
            assert state.bid is not None
            self.wild_dialog.offer(self.bottom, state.bid, state.hands[self.bottom])
            self._centre("wild")
        self.proxies["wild"].setVisible(show)

    # --- what the person does ------------------------------------------------------------------

    def submit(self, action: Action) -> bool:
        """Hand a person's action to the controller (refused unless legal)."""
        assert self.controller is not None
        return self.controller.submit(action)

    def _discard(self, kind: int) -> None:
        for action in self.controller.human_legal(self.bottom) if self.controller else []:
            if action.verb is Verb.DISCARD and action.tile == kind:
                self.submit(action)
                return

    def _button(self, spec: ButtonSpec) -> None:
        if len(spec.actions) == 1:
            self.submit(spec.actions[0])
            return
        table = self.table
        assert table is not None
        melds = table.seats[self.bottom].melds
        self.choosing = spec
        cands = candidates(spec.actions, table.claim_tile, melds, table.wild_kinds)
        self.scene.set_choice_mode(cands)
        self.action_bar.set_prompt(T.PROMPT_CHOOSE.format(verb=spec.label))
        self._place_action_bar()

    def _pick(self, candidate: Candidate) -> None:
        self.choosing = None
        self.submit(candidate.action)

    def cancel_choice(self) -> None:
        """Esc: leave the choice among candidates and go back to the buttons."""
        if self.choosing is not None and self.table is not None:
            self.choosing = None
            self._update_input()

    # --- the end of a hand and of the match ----------------------------------------------------

    def _hand_ended(self) -> None:
        self.result.show_hand(self.match, self.name_of)
        self._centre("result")
        self.proxies["result"].setVisible(True)
        self.proxies["actions"].setVisible(False)
        if self.auto_next_ms >= 0:
            QTimer.singleShot(self.auto_next_ms, self._auto_next)

    def _auto_next(self) -> None:
        if self.controller is not None and not self.controller.paused:
            self._next_hand()

    def _next_hand(self) -> None:
        assert self.controller is not None
        self.proxies["result"].setVisible(False)
        self.controller.next_hand()

    def _match_ended(self) -> None:
        self.result.show_standings(self.match, self.name_of)
        self._centre("result")
        self.proxies["result"].setVisible(True)
