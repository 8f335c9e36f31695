"""The main window: the table view, the panels over it, the menus, and the wiring to the
controller, the autosave, the sound and the hints.

The table is drawn as one person sees it: ``shown`` is the match player at the bottom. With
several people at one PC (hot-seat), whenever the next decision is another person's, a curtain
covers the table until that person sits down and clicks; then the table turns so that their
seat is at the bottom.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QGraphicsProxyWidget,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from ..ai.base import Player
from ..engine.actions import Action, Verb
from ..engine.match import HandRecord, Match
from ..engine.rules import RuleSet
from ..storage import Recovery
from .menus import Menus
from .model.controller import GameController, warm_up_engine
from .model.hotseat import conceal, hide_claimers, next_person
from .model.interaction import ButtonSpec, Candidate, buttons, candidates, discard_kinds
from .model.session import (
    DEMO_SEATS,
    MatchPlan,
    Session,
    display_name,
    first_person,
    players_for,
    seats_for_players,
    seats_from_meta,
    shown_from_meta,
)
from .model.settings import SeatSetting, Settings, SettingsStore, default_seats
from .model.snapshot import TableShow, snapshot
from .model.turn_timer import TurnTimer
from .panels.action_bar import ActionBar
from .panels.auto_panel import AutoPanel
from .panels.bid_panel import BidPanel
from .panels.result_panel import ResultDialog
from .panels.wild_panel import WildDialog
from .sound import SoundPlayer
from .strings import T, bid_text, tile_name, wind
from .table import pixmaps
from .table.curtain import Curtain
from .table.scene import TableScene
from .table.seat_layout import CENTRE
from .table.view import TableView

log = logging.getLogger(__name__)

ACTION_BAR_CORNER = (1224.0, 708.0)  # bottom-right corner of the action bar in the scene
AUTO_PANEL_CORNER = (1224.0, 24.0)  # top-right corner of the 托管 panel in the scene
SHORTCUT_KEYS = ("C", "P", "K", "H", "G", "Space")
DEMO_NEXT_MS = 1500
# A window built without settings (tests, tools) plays silently, without the hints panel and
# without animation (what is drawn is at once where it belongs).
BARE_SETTINGS = Settings(hints=False, sound_muted=True, animation_speed="off")


class MainWindow(QMainWindow):
    """One match at a time. ``demo``: four computer players. ``session``: where the match is
    autosaved and its hands recorded (None: nowhere). ``store``: where changed settings go."""

    def __init__(
        self,
        seed: int = 0,
        demo: bool = False,
        delay_ms: int | None = None,
        rules: RuleSet | None = None,
        auto_next_ms: int | None = None,
        settings: Settings | None = None,
        session: Session | None = None,
        store: SettingsStore | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings or BARE_SETTINGS
        self.seed, self.demo = seed, demo
        self.delay_ms = self.settings.ai_delay_ms if delay_ms is None else delay_ms
        self.rules = rules or self.settings.rules
        if auto_next_ms is None:
            auto_next_ms = max(DEMO_NEXT_MS, 3 * self.delay_ms) if demo else -1
        self.auto_next_ms = auto_next_ms  # demo: next hand after this long; -1: wait for a click
        self.session, self.store = session, store
        self.animation_speed = self.settings.animation_speed
        self.seats: tuple[SeatSetting, ...] = DEMO_SEATS if demo else default_seats()
        self.shown = 0  # the match player whose seat is drawn at the bottom
        self.controller: GameController | None = None
        self.table: TableShow | None = None
        self.choosing: ButtonSpec | None = None
        self._legal: list[Action] = []  # the bottom person's actions the input now offers
        self._sound: SoundPlayer | None = None
        self.hints_dock: QDockWidget | None = None
        self.hints_on = False  # the hints panel is wanted (the dock shows once the window does)
        self.tools: dict[str, QWidget] = {}  # open tool windows, by menu name
        self.setWindowTitle(T.APP_TITLE)
        self.setWindowIcon(pixmaps.icon())
        self._build_table()
        self.timer = TurnTimer(self)
        self.menus = Menus(self)
        self._connect()
        self.resize(1280, 800)
        self.apply_settings(self.settings, pace=False)  # the pace is ``delay_ms``'s

    # --- setting up ---------------------------------------------------------------------------

    def _build_table(self) -> None:
        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.action_bar = ActionBar()
        self.bid_panel = BidPanel(self.rules.top_level)
        self._bid_top = self.rules.top_level
        self.wild_dialog = WildDialog()
        self.result = ResultDialog()
        self.auto_panel = AutoPanel()
        self.proxies = {
            name: self._add_panel(widget, z)
            for name, widget, z in (
                ("actions", self.action_bar, 20),
                ("auto", self.auto_panel, 20),
                ("bid", self.bid_panel, 30),
                ("wild", self.wild_dialog, 30),
                ("result", self.result, 40),
            )
        }
        self.curtain = Curtain()
        self.scene.addItem(self.curtain)

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
        self.result.new_match.connect(self._again)
        self.curtain.lifted.connect(self._curtain_lifted)
        self.auto_panel.toggled.connect(lambda on: self.set_auto(self.shown, on))
        self.timer.ticked.connect(self.auto_panel.show_countdown)
        self.timer.expired.connect(self._time_out)
        for key in SHORTCUT_KEYS:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda k=key: self.action_bar.trigger_shortcut(k))
        QShortcut(QKeySequence("Escape"), self).activated.connect(self.cancel_choice)
        for key in ("Return", "Enter"):
            QShortcut(QKeySequence(key), self).activated.connect(self._lift_by_key)

    def _ensure_bid_panel(self, top_level: int) -> None:
        """The bid ladder depends on the rules' top level: rebuild the panel if it changed."""
        if top_level == self._bid_top:
            return
        self.scene.removeItem(self.proxies["bid"])
        self.bid_panel.deleteLater()
        self.bid_panel = BidPanel(top_level)
        self.bid_panel.chosen.connect(self.submit)
        self.proxies["bid"] = self._add_panel(self.bid_panel, 30)
        self._bid_top = top_level

    # --- starting a match --------------------------------------------------------------------

    def default_plan(self, seed: int | None = None) -> MatchPlan:
        """A new match as the settings say (the demo: four computers)."""
        seats = DEMO_SEATS if self.demo else self.settings.seats
        return MatchPlan(self.rules, tuple(seats), seed)

    def start_plan(
        self,
        plan: MatchPlan,
        on_start: Callable[[GameController], object] | None = None,
        autoplay: bool = False,
    ) -> GameController:
        """Start a new match as ``plan`` says. ``autoplay``: every person on 托管 (no input,
        no curtain: screenshots)."""
        seed = plan.match_seed()
        self.rules = plan.rules
        match = Match(plan.rules, seed)
        players = players_for(plan.seats, seed)
        return self.start_match(match, players, on_start, plan.seats, autoplay=autoplay)

    def resume(
        self,
        recovery: Recovery,
        on_start: Callable[[GameController], object] | None = None,
        autoplay: bool = False,
    ) -> GameController:
        """Continue a recovered autosave: the same hand, position, people and seats."""
        match = recovery.match
        assert match is not None
        seats = seats_from_meta(recovery.meta)
        self.rules = match.rules
        players = players_for(seats, match.seed)
        shown = shown_from_meta(recovery.meta, seats)
        return self.start_match(match, players, on_start, seats, shown, autoplay)

    def open_new_game(self, on_cancel: Callable[[], object] | None = None) -> QDialog:
        """The new-game dialog (not blocking); 开始 starts the match and keeps the choice as
        the next default."""
        from .dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self, self.settings)

        def start() -> None:
            plan = dialog.plan()
            self.save_defaults(plan.seats, plan.rules)
            self.start_plan(plan)

        dialog.accepted.connect(start)
        if on_cancel is not None:
            dialog.rejected.connect(on_cancel)
        self.menus.open(dialog)
        return dialog

    def offer_resume(self, recovery: Recovery) -> QDialog:
        """The start dialog: 继续 the autosaved match or start a 新游戏. Closing it, or
        cancelling the new game, continues the saved match: nothing is lost by a slip."""
        from .dialogs.new_game import StartDialog

        assert recovery.match is not None
        dialog = StartDialog(self, recovery.match, seats_from_meta(recovery.meta))

        def chosen() -> None:
            if dialog.choice == "new":
                self.open_new_game(on_cancel=lambda: self.resume(recovery))
            else:
                self.resume(recovery)

        dialog.finished.connect(chosen)
        self.menus.open(dialog)
        return dialog

    def start_match(
        self,
        match: Match | None = None,
        players: Mapping[int, Player | None] | None = None,
        on_start: Callable[[GameController], object] | None = None,
        seats: Sequence[SeatSetting] | None = None,
        shown: int | None = None,
        autoplay: bool = False,
    ) -> GameController:
        """Start ``match`` (default: a new one from the window's seed) with ``players``
        (default: as ``seats`` say, else a person and three computers, or four in a demo).
        ``on_start(controller)`` runs before the first events are announced."""
        self._stop()
        if match is None:
            match = Match(self.rules, self.seed)
            self.seed += 1
        if players is None:
            seats = seats or self.seats
            players = players_for(seats, match.seed)
        self.seats = tuple(seats) if seats else seats_for_players(players)
        self.shown = first_person(self.seats) if shown is None else shown
        self._ensure_bid_panel(match.rules.top_level)
        self.controller = GameController(match, players, self.delay_ms, self)
        self._wire(self.controller)
        people = self.controller.people()
        if autoplay:
            for person in people:
                self.controller.set_auto(person, True)
        elif len(people) > 1 and not match.hand_over():
            # Hot-seat: whoever started (or resumed) the match may not be the person shown.
            self._cover(self.shown)
        self.proxies["result"].setVisible(False)
        if on_start is not None:
            on_start(self.controller)
        self.controller.start()
        self.menus.sync()
        return self.controller

    def _stop(self) -> None:
        """No more moves in the match being played (a worker's late answer is ignored)."""
        self.timer.stop()
        self.curtain.drop()
        if self.controller is not None:
            self.controller.stop()
            self.controller.setParent(None)

    def _wire(self, controller: GameController) -> None:
        controller.changed.connect(self._changed)
        controller.hand_ended.connect(self._hand_ended)
        controller.hand_recorded.connect(self._hand_recorded)
        controller.match_ended.connect(self._match_ended)

    def _again(self) -> None:
        """再来一场: the same people and rules, a new deal."""
        rules = self.controller.match.rules if self.controller else self.rules
        self.start_plan(MatchPlan(rules, self.seats, None if not self.demo else self.seed))
        self.seed += 1

    # --- what the table shows -----------------------------------------------------------------

    @property
    def match(self) -> Match:
        assert self.controller is not None
        return self.controller.match

    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom: the shown person's seat in this hand."""
        return self.match.seat_of(self.shown)

    def name_of(self, player: int) -> str:
        return display_name(self.seats, player)

    def _changed(self, events: list) -> None:
        self._play_sounds(events)
        self._save()
        turned = self._follow_turn()
        # Other seats declined a claim: nothing moved, and the person's choice still stands.
        quiet = not turned and bool(events) and all(e.type == "decide" for e in events)
        self._draw(quiet)

    def _follow_turn(self) -> bool:
        """Give the screen to the person who must decide next (behind the curtain when
        several people play). True if the curtain or the person shown changed."""
        assert self.controller is not None
        pending = self.controller.pending_people()
        if self.curtain.is_up():
            if not pending or self.curtain.person in pending:
                return False
            self._cover(pending[0])  # the one it waited for is no longer asked
            return True
        person = next_person(pending, self.shown)
        if person is None:
            return False
        if len(self.controller.people()) > 1:
            self._cover(person)
        else:
            self.shown = person
        return True

    def _cover(self, person: int) -> None:
        self.timer.stop()
        self.choosing = None
        self.curtain.cover(person, wind(self.match.seat_of(person)), self.name_of(person))

    def _curtain_lifted(self, person: int) -> None:
        self.shown = person
        self._save()
        self._draw()

    def _lift_by_key(self) -> None:
        if self.curtain.is_up():
            self.curtain.lift()

    def _table_show(self) -> TableShow:
        table = hide_claimers(snapshot(self.match, self.bottom, self.name_of))
        return conceal(table) if self.curtain.is_up() else table

    def _draw(self, quiet: bool = False) -> None:
        """Redraw from the match; ``quiet``: only who is to act changed."""
        self.table = self._table_show()
        legal = self._bottom_legal()
        if quiet:
            self.scene.show_turn(self.table)
            if legal == self._legal:
                return
        else:
            self.scene.show_table(self.table)
        self._update_input(legal)

    def _bottom_legal(self) -> list[Action]:
        if self.controller is None or self.curtain.is_up():
            return []
        return self.controller.human_legal(self.bottom)

    def _update_input(self, legal: list[Action]) -> None:
        assert self.table is not None
        self._legal, self.choosing = legal, None
        phase = self.table.phase
        self._show_bidding(legal if phase == "bidding" else [])
        self._show_wilds(bool(legal) and phase == "wilds")
        play = legal if phase == "play" else []
        self.scene.set_discard_mode(discard_kinds(play))
        self.scene.set_choice_mode([])
        self.action_bar.set_buttons(buttons(play, self.table.step))
        self.action_bar.set_prompt(self._prompt(legal))
        self._place_action_bar()
        self._update_side(legal)

    def _prompt(self, legal: list[Action]) -> str:
        table = self.table
        assert table is not None and self.controller is not None
        if table.phase == "ended" or self.curtain.is_up():
            return ""
        if not legal:
            return self._waiting_prompt()
        if table.phase == "bidding":
            return T.PROMPT_BID
        if table.phase == "wilds":
            return T.PROMPT_WILDS
        specs = [b for b in buttons(legal, table.step) if b.key != "pass"]
        if table.step in ("claim", "rob") and table.claim_tile is not None:
            verbs = T.VERB_SEPARATOR.join(b.label for b in specs)
            return T.PROMPT_CLAIM.format(tile=tile_name(table.claim_tile), verbs=verbs)
        return T.PROMPT_DISCARD

    def _waiting_prompt(self) -> str:
        """While others decide. During a claim window nobody is named: naming would tell
        who could claim the discard."""
        assert self.table is not None and self.controller is not None
        if not self.controller.people():
            return T.PROMPT_DEMO
        if self.controller.is_auto(self.shown):
            return T.PROMPT_AUTO
        if self.table.step in ("claim", "rob"):
            return T.PROMPT_WAIT_OTHERS
        acting = [s for s in self.table.seats if s.to_act]
        return T.PROMPT_WAIT.format(name=acting[0].name) if acting else ""

    def _place_action_bar(self) -> None:
        proxy = self.proxies["actions"]
        self.action_bar.layout().activate()  # take in the new buttons before measuring
        self.action_bar.adjustSize()
        right, bottom = ACTION_BAR_CORNER
        proxy.setPos(right - self.action_bar.width(), bottom - self.action_bar.height())
        proxy.setVisible(not self.curtain.is_up())

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

    # --- 托管, the turn timer, the hints -------------------------------------------------------

    def _update_side(self, legal: list[Action]) -> None:
        """The 托管 toggle, the countdown and the hints follow the person shown."""
        controller = self.controller
        assert controller is not None
        person = self.shown in controller.people() and not self.match.finished
        self.auto_panel.set_state(controller.is_auto(self.shown))
        proxy = self.proxies["auto"]
        self.auto_panel.adjustSize()
        proxy.setPos(AUTO_PANEL_CORNER[0] - self.auto_panel.width(), AUTO_PANEL_CORNER[1])
        proxy.setVisible(person and not self.curtain.is_up())
        self._update_timer(legal)
        self._update_hints(legal)
        self.menus.sync()

    def set_auto(self, player: int, on: bool) -> None:
        """托管 on or off for person ``player``."""
        if self.controller is None or player not in self.controller.people():
            return
        self.controller.set_auto(player, on)
        self.timer.stop()
        if self.table is not None:
            self._follow_turn()  # someone back from 托管 may be the one to decide now
            self._draw()

    def _update_timer(self, legal: list[Action]) -> None:
        seconds = self.settings.turn_timer_s
        if seconds <= 0 or not legal:
            self.timer.stop()
            self.auto_panel.show_countdown(None)
            return
        # One decision = this person, at this point of the hand (a claim window's other
        # decisions do not count: they do not give the person anything new to decide).
        moves = sum(e.type != "decide" for e in self.match.state.events)
        self.timer.start(seconds, (self.match.hand_number, self.shown, moves))

    def _time_out(self) -> None:
        self.auto_panel.show_countdown(None)
        if self._legal:
            log.info("turn timer ran out: %s goes on 托管", self.name_of(self.shown))
            self.set_auto(self.shown, True)

    def set_hints(self, on: bool) -> bool:
        """Show or hide the hints panel beside the table; False if there is none."""
        if on and self.hints_dock is None:
            panel_class = self.menus.load("hints")
            if panel_class is None:
                return False
            self.hints_dock = QDockWidget(T.MENU_HINTS, self)
            self.hints_dock.setObjectName("hints")
            self.hints_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
            self.hints_dock.setWidget(panel_class())
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.hints_dock)
        if self.hints_dock is not None:
            self.hints_dock.setVisible(on)
        self.hints_on = on
        if on and self.controller is not None:
            self._update_hints(self._legal)
        return True

    def _update_hints(self, legal: list[Action]) -> None:
        dock = self.hints_dock
        if dock is None or not self.hints_on or self.controller is None:
            return
        panel = dock.widget()
        try:
            if legal:
                panel.set_hints(self.match.view(self.bottom), legal)
            else:
                panel.clear()
        except Exception:  # a hint that cannot be worked out must not stop the game
            log.exception("the hints panel failed; hints are off")
            dock.setVisible(False)
            self.hints_on = False
            self.menus.sync()

    # --- sound, autosave, settings -----------------------------------------------------------

    def _play_sounds(self, events: list) -> None:
        if self.settings.sound_muted or self.settings.sound_volume == 0 or not events:
            return
        if self._sound is None:  # created once, on the first event that may sound
            self._sound = SoundPlayer(self.settings.sound_volume, self.settings.sound_muted)
        for event in events:
            self._sound.play_for_event(event)

    def _save(self) -> None:
        if self.session is not None and self.controller is not None:
            self.session.save(self.match, self.seats, self.shown)

    def apply_settings(self, settings: Settings, save: bool = False, pace: bool = True) -> None:
        """Take new settings: pace (unless ``pace`` is False), sound, hints, animation and
        the turn timer now; the language at the next start; seats and rules with the next
        new game. ``save``: store them as the user's settings."""
        self.settings = settings
        if pace and not self.demo:
            self.delay_ms = settings.ai_delay_ms
            if self.controller is not None:
                self.controller.delay_ms = settings.ai_delay_ms
        if self._sound is not None:
            self._sound.apply_settings(settings)
        self.animation_speed = settings.animation_speed
        set_speed = getattr(self.scene, "set_animation_speed", None)
        if set_speed is not None:
            set_speed(settings.animation_speed)
        if settings.hints or self.hints_dock is not None:
            self.set_hints(settings.hints)
        if self.controller is not None and self.table is not None:
            self.timer.stop()
            self._update_side(self._legal)
        if save and self.store is not None:
            self.store.save(settings)
        self.menus.sync()

    def save_defaults(self, seats: Sequence[SeatSetting], rules: RuleSet) -> None:
        """The new-game dialog's choice becomes the next one's default."""
        self.settings = self.settings.with_changes(seats=tuple(seats), rules=rules)
        if self.store is not None:
            self.store.save(self.settings)

    def data_folder(self) -> Path | None:
        return self.session.folder if self.session is not None else None

    # --- what the person does ------------------------------------------------------------------

    def submit(self, action: Action) -> bool:
        """Hand a person's action to the controller (refused unless legal)."""
        assert self.controller is not None
        return self.controller.submit(action)

    def _discard(self, kind: int) -> None:
        for action in self._bottom_legal():
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
            self._update_input(self._legal)

    # --- the end of a hand and of the match ----------------------------------------------------

    def _hand_ended(self) -> None:
        if self.curtain.is_up():  # every hand is shown now: nothing left to hide
            self.curtain.drop()
            self._draw()
        self.timer.stop()
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

    def _hand_recorded(self, record: HandRecord) -> None:
        if self.session is not None:
            self.session.record(self.match, record, self.seats)

    def _match_ended(self) -> None:
        if self.session is not None:
            self.session.finish()
        self.proxies["auto"].setVisible(False)
        self.result.show_standings(self.match, self.name_of)
        self._centre("result")
        self.proxies["result"].setVisible(True)
        self.menus.sync()

    # --- messages ------------------------------------------------------------------------------

    def tell_bad_save(self, recovery: Recovery) -> None:
        """Say that the autosave could not be read, and where it went (a modal box: it is
        shown once, at the start, before any game)."""
        QMessageBox.warning(self, T.SAVE_BAD_TITLE, bad_save_text(recovery))

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop()  # the autosave is already up to date
        for tool in list(self.tools.values()):
            tool.close()
        super().closeEvent(event)


def bad_save_text(recovery: Recovery) -> str:
    if recovery.moved_to is not None:
        return T.SAVE_BAD_MOVED.format(error=recovery.error, path=recovery.moved_to)
    return T.SAVE_BAD_KEPT.format(error=recovery.error)
