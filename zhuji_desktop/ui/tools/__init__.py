"""The tool windows (the 台 calculator, the history, the replay viewer, the rules help), the
registry the menus are built from, and ``ToolWindows``, which opens them.

Each tool is one module here that imports, of the ui, only ``table/`` helpers, ``model/``,
the strings and the small shared widgets (``plain``, ``on_screen``), besides what lies below
the ui (the history, the replay, the storage), and never another tool: a tool that wants
another one open says so by a signal (the history's ``replay_requested``), and
``ToolWindows`` connects it. Each is imported only when first opened, so a missing or broken
one costs a "not available" message, never the game.

Adding a tool: its module, a loader below (the import is written out so that PyInstaller
sees it and bundles the module) and one line in ``TOOLS``.

A change of language reaches every open tool window at once: one with a ``retranslate``
method (the replay viewer) re-reads its texts itself; any other is built again in the new
language where it was, with what was entered in it (``carry_over``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QSpinBox, QWidget

from ...engine.rules import RuleSet
from .. import strings

log = logging.getLogger(__name__)


def _calculator() -> Any:
    from .calc_window import CalculatorWindow

    return CalculatorWindow


def _history() -> Any:
    from .history_window import HistoryWindow

    return HistoryWindow


def _replay() -> Any:
    from .replay_viewer import ReplayViewer

    return ReplayViewer


def _rules_help() -> Any:
    from .rules_help import RulesHelpDialog

    return RulesHelpDialog


@dataclass(frozen=True)
class Tool:
    """A tool window: its menu ("tools" or "help"), its menu text (a ``strings.T`` name),
    how to import its class, what its constructor takes after the parent ("folder": the data
    folder, "lang": the UI's language, "rules": the table's rules, "": nothing), its
    shortcut, the letter that picks it in its open menu (``access``: one no other item of
    that menu has), and whether it may hold one person's tiles (``private``: it is closed,
    and forgotten, when the hot-seat curtain comes down)."""

    menu: str
    title: str
    load: Callable[[], Any]
    needs: str = ""
    shortcut: str | None = None
    private: bool = False
    access: str | None = None


TOOLS: dict[str, Tool] = {
    # the calculator holds what a person typed, often their own hand
    "calc": Tool("tools", "MENU_CALC", _calculator, needs="rules", private=True, access="C"),
    "history": Tool("tools", "MENU_HISTORY", _history, needs="folder", access="H"),
    "replay": Tool("tools", "MENU_REPLAY", _replay, needs="folder", access="R"),
    "rules": Tool("help", "MENU_RULES", _rules_help, needs="lang", shortcut="F1", access="R"),
}


def title(key: str) -> str:
    """The menu text of tool ``key``, in the UI's language."""
    return getattr(strings.T, TOOLS[key].title)


def load(key: str) -> Any | None:
    """The class of tool ``key``, or None if it cannot be imported."""
    try:
        return TOOLS[key].load()
    except ImportError:
        log.warning("the %s window is not available", key, exc_info=True)
        return None


def default_folder() -> Path:
    """The user's data folder (the history lives there even when the game saves nothing); if
    it cannot be made, the home folder, so that a tool window still opens (its file then
    reads as missing, which it says)."""
    from ...storage import data_dir

    try:
        return data_dir()
    except OSError as e:
        log.warning("the data folder cannot be used (%s); tools look in the home folder", e)
        return Path.home()


class ToolWindows:
    """The tool windows of ``parent``, one of each, made on first use. ``folder()`` is the
    data folder (None: the user's own)."""

    def __init__(
        self,
        parent: QWidget | None,
        folder: Callable[[], Path | None],
        rules: Callable[[], RuleSet] | None = None,
    ) -> None:
        self.parent = parent
        self.folder = folder
        self.rules = rules  # the table's (the calculator counts by them); None: the defaults
        self.windows: dict[str, QWidget] = {}
        self._asker: QWidget | None = None  # the window the replay shown was asked from

    def open(self, key: str) -> QWidget | None:
        """Show tool ``key`` (raised if already open); None if it is not available."""
        tool = self.windows.get(key)
        if tool is not None and tool.isVisible():
            tool.raise_()
            tool.activateWindow()
            return tool
        tool = self._make(key)
        if tool is not None:
            opens = getattr(tool, "open_latest", None)  # the replay: the newest hand played
            if callable(opens):
                opens()
            tool.show()
        return tool

    def show_replay(self, record: Any, asker: QWidget | None = None) -> QWidget | None:
        """Show a recorded hand (a ``history.HistoryRecord``) in the replay viewer; closed,
        it gives the keys back to ``asker`` (the history it was asked from), if still open."""
        self._asker = asker
        viewer = self.windows.get("replay")
        if viewer is None or not viewer.isVisible():
            viewer = self._make("replay")
        if viewer is None:
            return None
        # the replay viewer's class is loaded by name (``load``), so its type is not known here
        viewer.open_record(record)  # type: ignore[attr-defined]
        viewer.show()
        viewer.raise_()
        return viewer

    def retranslate(self) -> None:
        """After a change of language: rebuild every open tool window that cannot re-read
        its own texts (see the module text)."""
        for key, old in list(self.windows.items()):
            if not old.isVisible() or callable(getattr(old, "retranslate", None)):
                continue
            new = self._make(key)
            if new is None:
                continue
            carry_over(old, new)
            new.setGeometry(old.geometry())
            new.show()
            old.close()
            old.deleteLater()

    def close_all(self) -> None:
        for tool in list(self.windows.values()):
            tool.close()

    def close_private(self) -> None:
        """Close the tools that may hold a person's tiles, and forget them (opened again, they
        start empty): the hot-seat curtain came down, and the next person must not see them
        (a tester's calculator stayed on top of the curtain, showing the last person's
        hand)."""
        for key, tool in list(self.windows.items()):
            if TOOLS[key].private:
                tool.close()
                tool.deleteLater()
                del self.windows[key]

    def _make(self, key: str) -> QWidget | None:
        cls = load(key)
        if cls is None:
            return None
        needs = TOOLS[key].needs
        if needs == "folder":
            tool = cls(self.parent, self.folder() or default_folder())
        elif needs == "lang":
            tool = cls(self.parent, strings.LANG)
        elif needs == "rules":
            tool = cls(self.parent, self.rules() if self.rules is not None else None)
        else:
            tool = cls(self.parent)
        asks_replay = getattr(tool, "replay_requested", None)
        if asks_replay is not None:
            asks_replay.connect(lambda record, asker=tool: self.show_replay(record, asker))
        closed = self.windows.get(key)
        if closed is not None and not closed.isVisible():
            closed.deleteLater()  # (a closed one lived on under the window: a replay's hands)
        self.windows[key] = tool
        if self.parent is not None and isinstance(tool, QDialog):
            keys_back(tool, self.parent)
        if key == "replay" and isinstance(tool, QDialog):  # (after keys_back: it wins)
            tool.finished.connect(self._back_to_asker)
        return tool

    def _back_to_asker(self, _result: int) -> None:
        """The replay viewer closed: the keys go back to the history it was opened from (Esc
        then closed the table's dialog, not the history: a new player's second Esc)."""
        asker, self._asker = self._asker, None
        if asker is not None and asker.isVisible():
            asker.activateWindow()


def keys_back(dialog: QDialog, window: QWidget) -> None:
    """When ``dialog`` is done (closed, accepted or rejected), give the keys back to
    ``window``, the table: with no window manager to pass them on (seen under a bare X
    server), Ctrl+N and the arrows went nowhere until the table was clicked."""

    def back(_result: int) -> None:
        if window.isVisible():
            window.activateWindow()

    dialog.finished.connect(back)


def carry_over(old: QWidget, new: QWidget) -> None:
    """What was entered in ``old`` into ``new``, a window of the same tool: its ``data`` (the
    calculator's hand) and ``mode``, and every check box, choice and number, which the two
    windows made in the same order."""
    data = getattr(old, "data", None)
    if data is not None and hasattr(new, "data"):
        new.data = data
    # (their signals run: what depends on one follows it, as when a person sets it)
    boxes = zip(old.findChildren(QCheckBox), new.findChildren(QCheckBox), strict=False)
    for box, new_box in boxes:
        new_box.setChecked(box.isChecked())
    combos = zip(old.findChildren(QComboBox), new.findChildren(QComboBox), strict=False)
    for combo, new_combo in combos:
        new_combo.setCurrentIndex(combo.currentIndex())
    spins = zip(old.findChildren(QSpinBox), new.findChildren(QSpinBox), strict=False)
    for spin, new_spin in spins:
        new_spin.setValue(spin.value())
    mode, set_mode = getattr(old, "mode", None), getattr(new, "set_mode", None)
    if mode is not None and callable(set_mode):
        set_mode(mode)
    refresh = getattr(new, "refresh", None)
    if callable(refresh):
        refresh()
