"""The main window's menu bar: 游戏, 工具, 帮助.

The tool windows (calculator, history, replay, rules, settings, hints) are imported only when
their menu item is chosen, so a missing or broken one costs a "not available" message, never
the game. Every dialog opens without blocking (``open``/``show``), so nothing here waits in a
nested event loop.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from .. import __version__
from . import strings
from .strings import T

if TYPE_CHECKING:
    from .main_window import MainWindow

log = logging.getLogger(__name__)


# The tool windows, each imported on first use. The imports are written out (not built from
# strings) so that PyInstaller sees them and bundles the modules.
def _hints_panel() -> Any:
    from .panels.hints_panel import HintsPanel

    return HintsPanel


def _calculator() -> Any:
    from .tools.calc_window import CalculatorWindow

    return CalculatorWindow


def _history() -> Any:
    from .tools.history_window import HistoryWindow

    return HistoryWindow


def _replay() -> Any:
    from .tools.replay_viewer import ReplayViewer

    return ReplayViewer


def _rules_help() -> Any:
    from .tools.rules_help import RulesHelpDialog

    return RulesHelpDialog


def _settings_dialog() -> Any:
    from .dialogs.settings_dialog import SettingsDialog

    return SettingsDialog


LOADERS: dict[str, Callable[[], Any]] = {
    "hints": _hints_panel,
    "calc": _calculator,
    "history": _history,
    "replay": _replay,
    "rules": _rules_help,
    "settings": _settings_dialog,
}


def load(key: str) -> Any | None:
    """The class of tool ``key`` (see ``LOADERS``), or None if it cannot be imported."""
    try:
        return LOADERS[key]()
    except ImportError:
        log.warning("the %s window is not available", key, exc_info=True)
        return None


class Menus:
    """Builds the menu bar of ``window`` and keeps its checkmarks in step with the game."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        bar = window.menuBar()
        game = bar.addMenu(T.MENU_GAME)
        self.new_game = self._add(game, T.NEW_GAME, self._new_game, QKeySequence.StandardKey.New)
        self.resume = self._add(game, T.CONTINUE, self._resume)
        self.auto = self._add(game, T.AUTO_PLAY, self._auto, "Ctrl+T", checkable=True)
        game.addSeparator()
        self.quit = self._add(game, T.MENU_QUIT, window.close, QKeySequence.StandardKey.Quit)
        tools = bar.addMenu(T.MENU_TOOLS)
        self.hints = self._add(tools, T.MENU_HINTS, self._hints, "F2", checkable=True)
        tools.addSeparator()
        self.calc = self._add(tools, T.MENU_CALC, self._calculator)
        self.history = self._add(tools, T.MENU_HISTORY, self._history)
        self.replay = self._add(tools, T.MENU_REPLAY, self._replay)
        tools.addSeparator()
        self.settings = self._add(tools, T.MENU_SETTINGS, self._settings)
        help_menu = bar.addMenu(T.MENU_HELP)
        self.rules = self._add(help_menu, T.MENU_RULES, self._rules, "F1")
        self.about = self._add(help_menu, T.MENU_ABOUT, self._about)
        self.people_menu: QMenu | None = None  # hot-seat: one 托管 toggle per person
        self.dialog: QWidget | None = None  # the last non-blocking dialog opened (for tests)

    def _add(
        self,
        menu: Any,
        text: str,
        slot: Callable[..., object],
        shortcut: QKeySequence.StandardKey | str | None = None,
        checkable: bool = False,
    ) -> QAction:
        action = QAction(text, self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(lambda checked=False: slot(checked) if checkable else slot())
        menu.addAction(action)
        return action

    @staticmethod
    def load(key: str) -> Any | None:
        return load(key)

    def sync(self) -> None:
        """Checkmarks and enabled states from the game's state."""
        w = self.window
        c = w.controller
        person = c is not None and w.shown in c.people() and not c.match.finished
        people = c.people() if c is not None and not c.match.finished else []
        if len(people) > 1:
            self._sync_people(people)
        else:
            self._drop_people()
            self.auto.setEnabled(person and not w.curtain.is_up())
            self.auto.setChecked(c is not None and c.is_auto(w.shown))
        self.resume.setEnabled(w.session is not None and w.session.has_save())
        self.hints.setChecked(w.hints_on)

    # --- 游戏 ------------------------------------------------------------------------------

    def _new_game(self) -> None:
        self.window.open_new_game()

    def _resume(self) -> None:
        w = self.window
        if w.session is None or not w.session.has_save():
            self._message(T.NO_SAVE)
            return
        recovery = w.session.recover()
        if recovery.match is not None:
            w.resume(recovery)
        elif recovery.error is not None:
            w.tell_bad_save(recovery)
        self.sync()

    def _auto(self, on: bool) -> None:
        self.window.set_auto(self.window.shown, on)
        self.sync()

    def _sync_people(self, people: list[int]) -> None:
        """Hot-seat: 托管 becomes a submenu with one toggle per person, so that someone on
        托管 can take their seat back while another person has the screen."""
        w = self.window
        c = w.controller
        assert c is not None
        if self.people_menu is None:
            self.people_menu = QMenu(w)
            self.auto.setCheckable(False)
            self.auto.setMenu(self.people_menu)
        names = [w.name_of(p) for p in people]
        if [a.text() for a in self.people_menu.actions()] != names:
            self.people_menu.clear()
            for person, name in zip(people, names):
                action = self.people_menu.addAction(name)
                action.setCheckable(True)
                action.triggered.connect(lambda on, p=person: self._auto_for(p, on))
        for person, action in zip(people, self.people_menu.actions()):
            action.setChecked(c.is_auto(person))
        self.auto.setEnabled(True)

    def _drop_people(self) -> None:
        if self.people_menu is not None:
            self.auto.setMenu(None)
            self.auto.setCheckable(True)
            self.people_menu.deleteLater()
            self.people_menu = None

    def _auto_for(self, person: int, on: bool) -> None:
        self.window.set_auto(person, on)
        self.sync()

    # --- 工具 ------------------------------------------------------------------------------

    def _hints(self, on: bool) -> None:
        w = self.window
        if not w.set_hints(on):
            self._not_available(T.MENU_HINTS)
        elif w.settings.hints != on:
            w.apply_settings(w.settings.with_changes(hints=on), save=True)
        self.sync()

    def _calculator(self) -> None:
        self._tool("calc", T.MENU_CALC)

    def _history(self) -> None:
        self._tool("history", T.MENU_HISTORY, folder=True)

    def _replay(self) -> None:
        self._tool("replay", T.MENU_REPLAY, folder=True)

    def _settings(self) -> None:
        cls = load("settings")
        if cls is None:
            self._not_available(T.MENU_SETTINGS)
            return
        dialog = cls(self.window, self.window.settings)
        dialog.accepted.connect(lambda: self.window.apply_settings(dialog.settings(), save=True))
        self.open(dialog)

    # --- 帮助 ------------------------------------------------------------------------------

    def _rules(self) -> None:
        self._tool("rules", T.MENU_RULES, lang=True)

    def _about(self) -> None:
        w = self.window
        text = T.ABOUT_TEXT.format(version=__version__)
        folder = w.data_folder()
        if folder is not None:
            text += "\n" + T.ABOUT_FOLDER.format(folder=folder)
        box = QMessageBox(QMessageBox.Icon.NoIcon, T.MENU_ABOUT, text, parent=w)
        box.setIconPixmap(w.windowIcon().pixmap(64, 64))
        self.open(box)

    # --- helpers --------------------------------------------------------------------------

    def _tool(self, key: str, what: str, folder: bool = False, lang: bool = False) -> None:
        """Show tool window ``key`` (one of each; raised if already open)."""
        w = self.window
        tool = w.tools.get(key)
        if tool is not None and tool.isVisible():
            tool.raise_()
            tool.activateWindow()
            return
        cls = load(key)
        if cls is None:
            self._not_available(what)
            return
        if folder:
            tool = cls(w, w.data_folder() or default_folder())
        elif lang:
            tool = cls(w, strings.LANG)
        else:
            tool = cls(w)
        w.tools[key] = tool
        tool.show()

    def _not_available(self, what: str) -> None:
        self._message(T.NOT_AVAILABLE.format(what=what))

    def _message(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, T.APP_TITLE, text, parent=self.window)
        self.open(box)

    def open(self, dialog: Any) -> None:
        """Open ``dialog`` without blocking; it stays reachable as ``dialog`` (tests)."""
        self.dialog = dialog
        dialog.open()


def default_folder() -> Any:
    """The user's data folder (the history lives there even when this window saves none)."""
    from ..storage import data_dir

    return data_dir()
