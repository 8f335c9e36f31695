"""The main window: it builds the parts and wires them together, and does nothing else.

The parts: ``GameFlow`` (the match, the hot-seat seating, the turn timer, the autosave),
``TableScreen`` (the table and its panels, and the person's input), the hints dock, the
sounds, the tool windows and the menus. The game says what to show, the screen shows it and
says what the person did; the window only connects the one to the other. What the program
(``app``) asks of the window (start a match, resume, a bad save) passes on to the game.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QToolTip,
)

from ..ai.base import Player
from ..engine.match import Match
from ..engine.rules import RuleSet
from ..storage import Recovery, WriteStatus
from .game_flow import GameFlow
from .menus import Menus, MenuState
from .model.controller import GameController, warm_up_engine
from .model.session import DEMO_SEATS, MatchPlan, Session, seats_from_meta
from .model.settings import SeatSetting, Settings, SettingsStore, WindowPlace
from .notice_line import NoticeLine
from .on_screen import minimum_within
from .panels.hints_dock import HintsDock
from .plain import PlainLabel, plain_box, set_details, warn
from .sound import EventSounds
from .strings import T, note_text
from .table import pixmaps, style
from .table_screen import TableScreen
from .tools import ToolWindows

DEMO_NEXT_MS = 1500
# A window built without settings (tests, tools) plays silently, without the hints panel and
# without animation (what is drawn is at once where it belongs).
BARE_SETTINGS = Settings(hints=False, sound_muted=True, animation_speed="off")


class MainWindow(QMainWindow):
    """One match at a time. ``demo``: four computer players. ``session``: where the match is
    autosaved and its hands recorded (None: nowhere). ``store``: where changed settings go."""

    saving_changed = Signal(object)  # the WriteStatus, when saving stops or works again

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
        folder: Path | None = None,
    ) -> None:
        super().__init__()
        # the data folder when there is no session to write it (another window of the game
        # holds it): the history and the replays are read from it, nothing is written
        self.read_folder = folder
        style.apply_theme(QApplication.instance())
        self.settings = settings or BARE_SETTINGS
        self.store = store
        delay = self.settings.ai_delay_ms if delay_ms is None else delay_ms
        if auto_next_ms is None:  # a demo deals on by itself; a person clicks 下一局
            auto_next_ms = max(DEMO_NEXT_MS, 3 * delay) if demo else -1
        rules = rules or self.settings.rules
        self.setWindowTitle(T.APP_TITLE)
        # below this the table's words cannot be read (a tester made it 400×300: a sliver)
        minimum_within(self, *MIN_WINDOW)  # (or the screen, if smaller)
        self.setWindowIcon(pixmaps.icon())
        self.game = GameFlow(seed, demo, delay, rules, auto_next_ms, session, self)
        self.table_screen = TableScreen(rules.top_level, self)
        self.setCentralWidget(self.table_screen.view)
        self.sounds = EventSounds(self.settings)
        self.hints = HintsDock(self)
        self.notice = NoticeLine(self.table_screen.show_notice, self)
        self._covered = False  # the hot-seat curtain is down
        self.personal_hints = self.game.personal_hints  # hot-seat: kept with the save
        self.tools = ToolWindows(self, self.data_folder, self.table_rules)
        self.menus = Menus(self.menuBar(), self, self, self.tools)
        self._told_settings = False  # that the settings cannot be written (said once)
        self.saving_line: QLabel | None = None  # in the status bar, made when saving stops
        self._watched: list[tuple[WriteStatus, Callable[[WriteStatus], None]]] = []
        self._connect()
        self._shown_once = False
        self.remember_place = False  # store where the window was when it closes (restore_place)
        if session is not None:
            self.watch_saving(session.autosave.status)
        self.resize(1280, 800)
        self._settings_applied = False  # (the first apply_settings sets everything)
        self.apply_settings(self.settings, pace=False)  # the pace is ``delay_ms``'s

    def _connect(self) -> None:
        game, screen = self.game, self.table_screen
        # what the game shows on the table
        game.started.connect(screen.prepare)
        # a new match: the hints as the table had them before anyone chose
        game.started.connect(lambda _match: self._hints_as_chosen(self.personal_hints.reset()))
        game.redraw.connect(screen.show)
        game.recap.connect(screen.show_recap)
        game.curtain.connect(screen.show_curtain)
        game.curtain.connect(self._curtain_changed)
        game.auto.connect(screen.show_auto)
        game.win_only.connect(screen.show_wins_only)
        game.take_back_offered.connect(screen.show_take_back)
        game.countdown.connect(screen.show_countdown)
        game.hand_over.connect(screen.show_hand_result)
        game.result_closed.connect(screen.hide_result)
        game.match_over.connect(screen.show_standings)
        # what the person does there
        screen.action_chosen.connect(game.submit)
        screen.curtain_clicked.connect(game.lift_curtain)
        screen.auto_toggled.connect(lambda on: game.set_auto(game.shown, on))
        screen.wins_only_toggled.connect(lambda on: game.set_wins_only(game.shown, on))
        screen.take_back_clicked.connect(self.take_back)
        screen.escaped.connect(lambda: self.set_full_screen(False))
        screen.look_done.connect(game.look_done)
        screen.next_hand_clicked.connect(game.next_hand)
        screen.again_clicked.connect(game.again)
        screen.view.first_frame.connect(warm_up_engine)
        # around the table
        game.events.connect(self.sounds.play)
        game.hints.connect(self.hints.show)
        game.thinking.connect(screen.show_thinking)
        game.told.connect(self.notice.tell)
        game.told_over.connect(self.notice.take_back)
        game.taken_back.connect(screen.point_at_kind)
        # a note about the hand (a claim beaten or passed) goes with it: one said as the
        # hand ended stayed over the next, where the seats had changed
        game.result_closed.connect(self.notice.take_back_told)
        screen.claim_keys.connect(lambda: self.notice.say_for_a_while(T.ENTER_AT_CLAIM))
        screen.turn_keys.connect(lambda: self.notice.say_for_a_while(T.ENTER_AT_WIN))
        game.alerted.connect(self.menus.message)
        game.state_changed.connect(self.menus.sync)
        self.hints.failed.connect(self.menus.sync)
        self.hints.preferred.connect(screen.set_preferred)
        self.hints.advised.connect(screen.set_advised)
        self.saving_changed.connect(self._show_saving)
        game.timer.attending = self._attending

    def _attending(self) -> bool:
        """The person can see the table: this window is in front, with no menu or dialog
        open over it (the turn timer waits otherwise)."""
        over = QApplication.activePopupWidget() or QApplication.activeModalWidget()
        return self.isActiveWindow() and over is None

    # --- what the program asks of the window ------------------------------------------------------

    @property
    def controller(self) -> GameController | None:
        return self.game.controller

    @property
    def session(self) -> Session | None:
        return self.game.session

    @property
    def auto_next_ms(self) -> int:
        """The next hand is dealt this long after one ends (-1: on a click)."""
        return self.game.auto_next_ms

    @auto_next_ms.setter
    def auto_next_ms(self, ms: int) -> None:
        self.game.auto_next_ms = ms

    def default_plan(self, seed: int | None = None) -> MatchPlan:
        """A new match as the settings say (the demo: four computers)."""
        seats = DEMO_SEATS if self.game.demo else self.settings.seats
        return MatchPlan(self.game.rules, tuple(seats), seed)

    def start_plan(
        self,
        plan: MatchPlan,
        on_start: Callable[[GameController], object] | None = None,
        autoplay: bool = False,
    ) -> GameController:
        return self.game.start_plan(plan, on_start, autoplay)

    def resume(
        self,
        recovery: Recovery,
        on_start: Callable[[GameController], object] | None = None,
        autoplay: bool = False,
    ) -> GameController:
        return self.game.resume(recovery, on_start, autoplay)

    def start_match(
        self,
        match: Match | None = None,
        players: Mapping[int, Player | None] | None = None,
        on_start: Callable[[GameController], object] | None = None,
        seats: Sequence[SeatSetting] | None = None,
        shown: int | None = None,
        autoplay: bool = False,
    ) -> GameController:
        return self.game.start_match(match, players, on_start, seats, shown, autoplay)

    def watch_saving(self, status: WriteStatus) -> None:
        """Say on the table and in the status bar when the files can no longer be written
        (and when they can again); says it now if saving is off already."""
        # The status lives as long as the program and may change on whatever thread writes:
        # it holds only a weak reference to the window, and the signal brings it here.
        window = weakref.ref(self)

        def changed(status: WriteStatus) -> None:
            alive = window()
            if alive is not None:
                alive.saving_changed.emit(status)

        status.subscribe(changed)
        self._watched.append((status, changed))
        self._show_saving(status)

    def _show_saving(self, status: WriteStatus) -> None:
        reason = T.REASON_SEPARATOR.join(note_text(r) for r in status.reasons)
        text = None if status.ok else T.SAVING_OFF.format(reason=reason)
        self.notice.set_saving_off(text)
        if text is None and self.saving_line is None:
            return  # no status bar until there is something to say
        if self.saving_line is None:
            self.saving_line = PlainLabel()
            self.statusBar().addPermanentWidget(self.saving_line, 1)
        self.saving_line.setText(text or "")
        self.statusBar().setVisible(text is not None)

    def show_start_notes(self, notes: Sequence[str]) -> None:
        """What the start found and set right (files set aside, links moved, settings
        repaired), once, in a box that does not block the game."""
        if not notes:
            return
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QDialog):  # (the start dialog) shown once it is closed, on top
            modal.finished.connect(lambda _result: self.show_start_notes(notes))
            return
        box = plain_box(QMessageBox.Icon.Information, T.START_NOTES_TITLE, T.START_NOTES, self)
        set_details(box, "\n".join(f"• {note_text(note)}" for note in notes))
        self.menus.open(box)

    def tell_bad_save(self, recovery: Recovery) -> None:
        """Say that the autosave could not be read, and where it went (a modal box: it is
        shown once, at the start, before any game)."""
        warn(self, *bad_save_message(recovery))

    # --- dialogs ----------------------------------------------------------------------------

    def open_new_game(self, on_cancel: Callable[[], object] | None = None) -> QDialog:
        """The new-game dialog (not blocking); 开始 starts the match and keeps the choice as
        the next default."""
        from .dialogs.new_game import NewGameDialog

        ends_match = self.game.playing and not self.game.demo
        dialog = NewGameDialog(self, self.settings, ends_match=ends_match)

        def start() -> None:
            plan = dialog.plan()
            self.save_defaults(plan.seats, plan.rules)
            self.game.start_plan(plan)

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
                self.open_new_game(on_cancel=lambda: self.game.resume(recovery))
            else:
                self.game.resume(recovery)

        dialog.finished.connect(chosen)
        self.menus.open(dialog)
        return dialog

    def resume_saved(self) -> None:
        """继续 from the menu: the autosaved match, if there is one that can be read."""
        session = self.session
        if session is None or not session.has_save():
            self.menus.message(T.NO_SAVE)
            return
        recovery = session.recover()
        if recovery.match is not None:
            self.game.resume(recovery)
        elif recovery.error is not None:
            self.tell_bad_save(recovery)

    # --- settings, hints, 托管 (what the menus ask) -------------------------------------------

    def apply_settings(self, settings: Settings, save: bool = False, pace: bool = True) -> None:
        """Take new settings: the language, pace (unless ``pace`` is False), sound, hints,
        animation, claims and the turn timer now; seats and rules with the next new game.
        ``save``: store them as the user's settings."""
        language_changed = settings.language != self.settings.language
        # said, not only ticked in the menu: a player who pressed M by chance heard nothing
        muted = self._settings_applied and settings.sound_muted != self.settings.sound_muted
        # the hints follow the setting when it changes (or at the start), not on every OK:
        # closed for room or by F2, they opened again when a tester changed the language
        hints_changed = not self._settings_applied or settings.hints != self.settings.hints
        self._settings_applied = True
        self.settings = settings
        if language_changed:
            from .i18n import install_readable

            app = QApplication.instance()
            assert app is not None  # a window exists, so the application does
            note = install_readable(app, settings.language)  # (LanguageChange)
            if note is not None:  # no font for Chinese, or no usable English
                self.menus.message(note)
        if pace:
            self.game.set_pace(settings.ai_delay_ms)
        self.sounds.apply_settings(settings)
        if muted:
            self.notice.say_for_a_while(self._sound_note(settings.sound_muted))
        self.table_screen.set_animation_speed(settings.animation_speed)
        self.hints.set_advice(settings.advice)
        if hints_changed and (settings.hints or self.hints.dock is not None):
            self.set_hints(settings.hints)
        self.game.set_turn_timer(settings.turn_timer_s)
        self.game.set_claim_settings(settings.claims, settings.hotseat_claims)
        if save:
            self.store_settings(settings)
        self.menus.sync()

    def save_defaults(self, seats: Sequence[SeatSetting], rules: RuleSet) -> None:
        """The new-game dialog's choice becomes the next one's default."""
        self.settings = self.settings.with_changes(seats=tuple(seats), rules=rules)
        self.store_settings(self.settings)

    def store_settings(self, settings: Settings) -> None:
        """Keep ``settings`` for the next start; if they cannot be written, say so once (they
        still apply now)."""
        if self.store is None or self.store.save(settings) or self._told_settings:
            return
        self._told_settings = True
        self.menus.message(T.SETTINGS_NOT_SAVED.format(file=self.store.file() or "?"))

    def choose_hints(self, on: bool) -> bool:
        """The person at the screen turns the hints on or off (F2, the menu): in hot-seat for
        themselves, this match (``PersonalHints``: a grandparent and a child undid each
        other's choice); else the setting. False if there is no hints panel."""
        hot_seat = self.game.hot_seat()
        if hot_seat and self.game.seating.covered():
            return True  # nobody has the screen: F2 under the curtain is nobody's choice
        before = self.hints.on
        if not self.set_hints(on):
            return False
        if hot_seat:
            self.personal_hints.choose(self.game.shown, on, before)
        elif self.settings.hints != on:
            self.apply_settings(self.settings.with_changes(hints=on), save=True)
        return True

    def _hints_as_chosen(self, wanted: bool | None) -> None:
        if wanted is not None and wanted != self.hints.on:
            self.set_hints(wanted)

    def set_hints(self, on: bool) -> bool:
        """Show or hide the hints beside the table; False if there is no hints panel."""
        if not self.hints.set_on(on):
            return False
        if on:
            self.notice.take_back(T.HINTS_CLOSED_FOR_ROOM)  # "F2 opens them": done, stale
        if on and self.game.controller is not None:
            self.hints.show(*self.game.hint_input())
        return True

    def set_auto(self, person: int, on: bool) -> None:
        self.game.set_auto(person, on)

    def set_full_screen(self, on: bool) -> None:
        """全屏 on or off (工具 menu, F11; Esc leaves it): the table and its print grow with
        the screen; the window's place, kept when it closes, keeps it too."""
        if on:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowFullScreen)
        else:
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowFullScreen)

    def take_back(self) -> None:
        """悔牌 (the table's button, the menu, Ctrl+Z): nothing happens if it is not offered."""
        self.game.take_back()

    def menu_state(self) -> MenuState:
        session = self.session
        return MenuState(
            auto=self.game.auto_state(),
            # a match on the table is the autosave: 继续 would do nothing
            can_resume=not self.game.playing and session is not None and session.has_save(),
            can_take_back=self.game.can_take_back(),
            hints_on=self.hints.on,
            muted=self.settings.sound_muted,
            full_screen=self.isFullScreen(),
        )

    def table_rules(self) -> RuleSet:
        """The rules on the table: the match in play's, else those a new match would have."""
        match = self.game.match if self.game.controller is not None else None
        return match.rules if match is not None else self.settings.rules

    def data_folder(self) -> Path | None:
        return self.session.folder if self.session is not None else self.read_folder

    # --- the window itself -----------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            minimum_within(self, *MIN_WINDOW)  # its screen is known now, and followed
            if self.hints.start_closed_if_narrow(self.width()):
                self.menus.sync()
                self.say_hints_closed()
            self.hints.take_wanted_width()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.hints.fit(event.size().width()):
            if self.hints.on:  # open again: "closed for room" is stale now
                self.notice.take_back(T.HINTS_CLOSED_FOR_ROOM)
            if self.hints.on and self.game.controller is not None:
                self.hints.show(*self.game.hint_input())
            elif self.hints.closed_for_room:
                self.say_hints_closed()
            self.menus.sync()

    def _curtain_changed(self, who: str | None) -> None:
        if who is None and self._covered:  # lifted: someone sat down, to their hints
            self._hints_as_chosen(self.personal_hints.for_person(self.game.shown))
        if who is not None and not self._covered:  # coming down (not said again: redrawn)
            self.tools.close_private()  # the next person must not see the last one's tools
            QToolTip.hideText()  # a tile's name shown from the keyboard stayed over it
            # nor the last one's notes: "your chow did not happen" says what they held
            self.notice.take_back()
        self._covered = who is not None

    def say_hints_closed(self) -> None:
        """Say for a while, on the table's notice line, that the hints closed for room (a
        tester in a 1024-wide window had hints on in the settings and none on the table)."""
        self.notice.say_for_a_while(T.HINTS_CLOSED_FOR_ROOM)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange and hasattr(self, "menus"):
            self.menus.sync()  # 全屏's mark, when the system ends or starts full screen

    def _sound_note(self, muted: bool) -> str:
        """What M did: off, on, or on with nothing to play on (loaded now to find out)."""
        if muted:
            return T.SOUND_OFF
        return T.SOUND_ON if self.sounds.can_play() else T.SOUND_NO_DEVICE

    def retranslate(self) -> None:
        """Every visible text again, in the language just installed: the title, the table,
        the prompt and the curtain, the hints' title, the menus and the open tool windows.
        (The panels and the tool windows follow the language change themselves.)"""
        self.setWindowTitle(T.APP_TITLE)
        self.table_screen.retranslate()
        self.game.retranslate()
        self.hints.retranslate()
        # a note said for a while was made in the language before; the saving note is made again
        self.notice.take_back()
        for status, _ in self._watched:
            self._show_saving(status)
        self.menus.retranslate()
        self.tools.retranslate()

    def restore_place(self, place: WindowPlace) -> bool:
        """Open where the window was when the program last closed (``store.load_place``);
        False if the geometry is unknown or Qt refuses it (the size is then the caller's)."""
        self.hints.wanted_width = place.hints_width
        if place.geometry is None:
            return False
        return self.restoreGeometry(QByteArray(place.geometry))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.remember_place and self.store is not None:
            if self.store.damaged:  # mend it with the settings in use (copied aside first)
                self.store.save(self.settings)
            geometry = bytes(self.saveGeometry().data())
            self.store.save_place(WindowPlace(geometry, self.hints.width_now()))
        self.game.stop()  # the autosave is already up to date
        self.tools.close_all()
        for status, listener in self._watched:
            status.unsubscribe(listener)
        self._watched.clear()
        super().closeEvent(event)


# The table is drawn for 1280×800 and scaled: at 768×520 its smallest print (13 units) is
# about 8 px (at 640×480 it was 6 px, a blur in Chinese). It fits the free area of a
# 1024×600 netbook or a 1366×768 laptop at 125%; not an 800×480 panel, which 640×480 did. A
# smaller screen (1280×720 at 150% is 853×480) makes it smaller still (``minimum_within``).
MIN_WINDOW = (768, 520)


def bad_save_message(recovery: Recovery) -> tuple[str, str]:
    """The title and text telling the user what became of a save that could not be read."""
    error = note_text(recovery.error or "")
    if recovery.newer and recovery.moved_to is not None:
        return T.SAVE_NEWER_TITLE, T.SAVE_NEWER_KEPT.format(path=recovery.moved_to)
    if recovery.newer:  # nothing is wrong with it: a newer version wrote it
        return T.SAVE_NEWER_TITLE, T.SAVE_NEWER_STUCK.format(error=error)
    if recovery.salvaged and recovery.match is not None:
        match = recovery.match
        steps = len(match.state.actions)
        if recovery.moved_to is None:  # (an empty line followed "moved to:" here)
            kept = T.SAVE_WHOLE_STUCK
        else:
            where = T.SAVE_WHOLE_COPIED if recovery.copied else T.SAVE_WHOLE_MOVED
            kept = where.format(path=recovery.moved_to)
        text = T.SAVE_SALVAGED.format(hand=match.hand_number, steps=steps, error=error, kept=kept)
        return T.SAVE_SALVAGED_TITLE, text
    if recovery.moved_to is not None:
        said = T.SAVE_BAD_COPIED if recovery.copied else T.SAVE_BAD_MOVED
        return T.SAVE_BAD_TITLE, said.format(error=error, path=recovery.moved_to)
    return T.SAVE_BAD_TITLE, T.SAVE_BAD_KEPT.format(error=error)
