"""The main window's menu bar: 游戏, 工具, 帮助.

``Menus`` asks the window for the few things of ``MenuHost`` and nothing more. The tool
windows come from the registry of ``tools`` (one menu item each); they and the settings
dialog are imported only when chosen, so a missing or broken one costs a "not available"
message, never the game. Every dialog opens without blocking (``open``/``show``), so nothing
here waits in a nested event loop.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QMessageBox, QWidget

from .. import __version__
from .model.hotseat import AutoState
from .model.interaction import AUTO_KEY, TAKE_BACK_KEY
from .model.settings import Settings
from .plain import plain_box
from .strings import T
from .tools import TOOLS, ToolWindows, keys_back, title

log = logging.getLogger(__name__)
# sound off or on (the settings dialog's 静音): not Ctrl+M, which is ⌘M, minimise, on a Mac;
# M is none of the table's keys (C, P, K, H, G, Space)
MUTE_KEY = "M"
# full screen as each system has it: F11 on Windows and Linux, ⌃⌘F on a Mac (Qt's Meta+Ctrl)
FULL_SCREEN_KEY = "Meta+Ctrl+F" if sys.platform == "darwin" else "F11"


def full_screen_key_text() -> str:
    """``FULL_SCREEN_KEY`` as the system writes it (F11; on a Mac ⌃⌘F)."""
    return QKeySequence(FULL_SCREEN_KEY).toString(QKeySequence.SequenceFormat.NativeText)


def with_key(title: str, key: str) -> str:
    """A menu's or an item's title with its key (a keyboard player found Alt+G did nothing):
    the letter marked where a word of the title begins with it, else where it first comes,
    else after the title in brackets, as Chinese programs write it.

    >>> with_key("Game", "G"), with_key("游戏", "G"), with_key("Tai calculator", "C")
    ('&Game', '游戏(&G)', 'Tai &calculator')
    >>> with_key("Hints", "I"), with_key("Take back", "B"), with_key("设置", "S")
    ('H&ints', 'Take &back', '设置(&S)')
    """
    words = [i for i, c in enumerate(title) if c.upper() == key and (i == 0 or title[i - 1] == " ")]
    anywhere = [i for i, c in enumerate(title) if c.upper() == key]
    if not anywhere:
        return f"{title}(&{key})"
    at = (words or anywhere)[0]
    return title[:at] + "&" + title[at:]


def settings_dialog_class() -> Any | None:
    """The settings dialog's class, or None if it cannot be imported."""
    try:
        from .dialogs.settings_dialog import SettingsDialog
    except ImportError:
        log.warning("the settings window is not available", exc_info=True)
        return None
    return SettingsDialog


@dataclass(frozen=True)
class MenuState:
    """What the checkmarks and enabled items show."""

    auto: AutoState = field(default_factory=AutoState)
    can_resume: bool = False  # there is an autosave to continue, other than the match on the table
    can_take_back: bool = False  # 悔牌: the person at the screen may take back a choice
    hints_on: bool = False
    muted: bool = False
    full_screen: bool = False


class MenuHost(Protocol):
    """What the menus ask of the window."""

    settings: Settings

    def menu_state(self) -> MenuState: ...

    def open_new_game(self) -> object: ...

    def resume_saved(self) -> None: ...

    def take_back(self) -> None: ...

    def set_full_screen(self, on: bool) -> None: ...

    def set_auto(self, person: int, on: bool) -> None: ...

    def choose_hints(self, on: bool) -> bool: ...

    def apply_settings(self, settings: Settings, save: bool = False, pace: bool = True) -> None: ...

    def data_folder(self) -> Path | None: ...


class Menus:
    """Builds the menu bar ``bar`` of ``parent`` and keeps its checkmarks in step with the
    game; the tool windows open through ``tools``."""

    def __init__(self, bar: QMenuBar, parent: QWidget, host: MenuHost, tools: ToolWindows) -> None:
        self.parent, self.host, self.tools = parent, host, tools
        # every menu and item with the words it shows, for a change of language
        self._words: list[tuple[QMenu | QAction, Callable[[], str]]] = []
        game = self._menu(bar.addMenu(""), lambda: T.MENU_GAME, "G")
        self.new_game = self._add(
            game, lambda: T.NEW_GAME, "N", host.open_new_game, QKeySequence.StandardKey.New
        )
        self.resume = self._add(game, lambda: T.CONTINUE, "C", self._resume)
        self.take_back = self._add(game, lambda: T.TAKE_BACK, "B", self._take_back, TAKE_BACK_KEY)
        self.auto = self._add(game, lambda: T.AUTO_PLAY, "A", self._auto, AUTO_KEY, True)
        game.addSeparator()
        self.quit = self._add(
            game, lambda: T.MENU_QUIT, "Q", parent.close, QKeySequence.StandardKey.Quit
        )
        game.aboutToShow.connect(self.sync)  # 继续 and 托管 as the game stands now
        tools_menu = self._menu(bar.addMenu(""), lambda: T.MENU_TOOLS, "T")
        self.hints = self._add(tools_menu, lambda: T.MENU_HINTS, "I", self._hints, "F2", True)
        # (a family found the sound only under 设置 → 常规)
        self.mute = self._add(tools_menu, lambda: T.SET_MUTE, "M", self._mute, MUTE_KEY, True)
        # the table and all its print grow with the screen (a family found the prompts small)
        self.full_screen = self._add(
            tools_menu, lambda: T.FULL_SCREEN, "F", self._full_screen, FULL_SCREEN_KEY, True
        )
        tools_menu.addSeparator()
        help_menu = self._menu(QMenu(parent), lambda: T.MENU_HELP, "H")
        menus = {"tools": tools_menu, "help": help_menu}
        self.tool_actions = {
            key: self._add(
                menus[tool.menu],
                partial(title, key),
                tool.access,
                lambda k=key: self._tool(k),
                tool.shortcut,
            )
            for key, tool in TOOLS.items()
        }
        tools_menu.addSeparator()
        self.settings = self._add(tools_menu, lambda: T.MENU_SETTINGS, "S", self._settings)
        tools_menu.aboutToShow.connect(self.sync)  # 全屏 as the window is (the system may end it)
        bar.addMenu(help_menu)
        self.about = self._add(help_menu, lambda: T.MENU_ABOUT, "A", self._about)
        self.people_menu: QMenu | None = None  # hot-seat: one 托管 toggle per person
        self.auto_key: QAction | None = None  # hot-seat: Ctrl+T for the person at the screen
        self.dialog: QWidget | None = None  # the last non-blocking dialog opened (for tests)

    def retranslate(self) -> None:
        """Every menu and item in the language now installed."""
        for item, words in self._words:
            if isinstance(item, QMenu):
                item.setTitle(words())
            else:
                item.setText(words())
        self.sync()  # the people's 托管 toggles carry their names

    def _menu(self, menu: QMenu, words: Callable[[], str], access: str) -> QMenu:
        """A menu titled ``words()`` with its Alt key ``access``."""
        self._words.append((menu, lambda: with_key(words(), access)))
        menu.setTitle(with_key(words(), access))
        return menu

    def _add(
        self,
        menu: Any,
        words: Callable[[], str],
        access: str | None,
        slot: Callable[..., object],
        shortcut: QKeySequence.StandardKey | str | None = None,
        checkable: bool = False,
    ) -> QAction:
        """An item of ``menu`` showing ``words()`` with its letter ``access`` marked (the key
        that picks it in the open menu: a keyboard player counted arrow presses to reach the
        calculator)."""
        said = (lambda: with_key(words(), access)) if access else words
        action = QAction(said(), self.parent)
        self._words.append((action, said))
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(lambda checked=False: slot(checked) if checkable else slot())
        menu.addAction(action)
        return action

    def sync(self) -> None:
        """Checkmarks and enabled states from the game's state."""
        state = self.host.menu_state()
        if state.auto.people:
            self._sync_people(state.auto.people, state.auto.shown)
        else:
            self._drop_people()
            self.auto.setEnabled(state.auto.enabled)
            self.auto.setChecked(state.auto.on)
        self.resume.setEnabled(state.can_resume)
        self.take_back.setEnabled(state.can_take_back)
        self.hints.setChecked(state.hints_on)
        self.mute.setChecked(state.muted)
        self.full_screen.setChecked(state.full_screen)

    # --- 游戏 ------------------------------------------------------------------------------

    def _resume(self) -> None:
        self.host.resume_saved()
        self.sync()

    def _take_back(self) -> None:
        self.host.take_back()
        self.sync()

    def _auto(self, on: bool) -> None:
        self.host.set_auto(self.host.menu_state().auto.shown, on)
        self.sync()

    def _sync_people(self, people: tuple[tuple[int, str, bool], ...], shown: int) -> None:
        """Hot-seat: 托管 becomes a submenu with one toggle per person, so that someone on
        托管 can take their seat back while another person has the screen. Ctrl+T still
        toggles it for the person at the screen (an item with a submenu takes no shortcut),
        and that person's item shows the key (after a tab: shown, not bound)."""
        if self.people_menu is None:
            self.people_menu = QMenu(self.parent)
            self.auto.setCheckable(False)
            self.auto.setMenu(self.people_menu)
            self.auto_key = QAction(self.parent)
            self.auto_key.setShortcut(self.auto.shortcut())
            self.auto.setShortcut(QKeySequence())  # two actions on one key: neither fires
            self.auto_key.triggered.connect(self._auto_shown)
            self.parent.addAction(self.auto_key)
        assert self.auto_key is not None
        key = "\t" + self.auto_key.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        names = [
            name.replace("&", "&&") + (key if person == shown else "")  # & is no key
            for person, name, _ in people
        ]
        if [a.text() for a in self.people_menu.actions()] != names:  # (or a new language)
            self.people_menu.clear()
            for (person, _, _), name in zip(people, names):
                action = self.people_menu.addAction(name)
                action.setCheckable(True)
                action.triggered.connect(lambda on, p=person: self._auto_for(p, on))
        for (_, _, on), action in zip(people, self.people_menu.actions()):
            action.setChecked(on)
        self.auto.setEnabled(True)

    def _drop_people(self) -> None:
        if self.people_menu is not None:
            self.auto.setMenu(None)  # type: ignore[arg-type]  # None = no menu; the stub omits it
            self.auto.setCheckable(True)
            self.people_menu.deleteLater()
            self.people_menu = None
        if self.auto_key is not None:
            self.auto.setShortcut(self.auto_key.shortcut())
            self.parent.removeAction(self.auto_key)
            self.auto_key.deleteLater()
            self.auto_key = None

    def _auto_shown(self) -> None:
        """Ctrl+T in hot-seat: 托管 on or off for the person at the screen."""
        state = self.host.menu_state().auto
        on = next((on for person, _, on in state.people if person == state.shown), None)
        if on is not None:
            self._auto_for(state.shown, not on)

    def _auto_for(self, person: int, on: bool) -> None:
        self.host.set_auto(person, on)
        self.sync()

    # --- 工具 ------------------------------------------------------------------------------

    def _hints(self, on: bool) -> None:
        if not self.host.choose_hints(on):
            self._not_available(T.MENU_HINTS)
        self.sync()

    def _mute(self, on: bool) -> None:
        self.host.apply_settings(replace(self.host.settings, sound_muted=on), save=True)
        self.sync()

    def _full_screen(self, _checked: bool) -> None:
        # from the window's state, not the check mark: the system may have ended full
        # screen (a Mac's green button) since the mark was last set
        self.host.set_full_screen(not self.host.menu_state().full_screen)
        self.sync()

    def _tool(self, key: str) -> None:
        if self.tools.open(key) is None:
            self._not_available(title(key))

    def _settings(self) -> None:
        cls = settings_dialog_class()
        if cls is None:
            self._not_available(T.MENU_SETTINGS)
            return
        dialog = cls(self.parent, self.host.settings, self.host.data_folder())
        dialog.accepted.connect(lambda: self.host.apply_settings(dialog.settings(), save=True))
        self.open(dialog)

    # --- 帮助 ------------------------------------------------------------------------------

    def _about(self) -> None:
        text = T.ABOUT_TEXT.format(version=__version__)
        folder = self.host.data_folder()
        if folder is not None:
            text += "\n" + T.ABOUT_FOLDER.format(folder=folder)
        box = plain_box(QMessageBox.Icon.NoIcon, T.MENU_ABOUT, text, self.parent)
        box.setIconPixmap(self.parent.windowIcon().pixmap(64, 64))
        self.open(box)

    # --- helpers --------------------------------------------------------------------------

    def _not_available(self, what: str) -> None:
        self.message(T.NOT_AVAILABLE.format(what=what))

    def message(self, text: str) -> None:
        """A note in a box that does not block."""
        box = plain_box(QMessageBox.Icon.Information, T.APP_TITLE, text, self.parent)
        self.open(box)

    def open(self, dialog: Any) -> None:
        """Open ``dialog`` without blocking; it stays reachable as ``dialog`` (tests) until
        it is closed, and is then freed (ten opened and cancelled stayed alive under the
        window: each holds its widgets, a new-game dialog its whole rule form)."""
        self.dialog = dialog
        if self.parent is not None:
            keys_back(dialog, self.parent)
        dialog.finished.connect(dialog.deleteLater)  # after its own answer is handled
        dialog.open()
