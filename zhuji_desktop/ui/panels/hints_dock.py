"""The hints panel beside the table, in a dock of the main window.

The panel is imported and built only when hints are first turned on, so a missing or broken
one costs the hints, never the game; a hint that cannot be worked out turns hints off
(``failed``) rather than stop play.

The table comes first: in a window narrower than ``WIDE`` the panel starts closed (F2 opens
it), and open it never takes more than a quarter of the window's width (``fit``).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from ...engine.actions import Action
from ...engine.view import SeatView
from ..strings import T

if TYPE_CHECKING:
    from .hints_panel import HintsPanel

log = logging.getLogger(__name__)

# Windows at least this wide show the hints at the start when they are on: a 1280-pixel
# screen's window, less what a window manager takes for its frame (1278×774 was seen), counts.
WIDE = 1240
SHARE = 4  # the panel takes at most 1/SHARE of the window's width
MIN_WIDTH = 200
# A window made narrower than this closes the panel (the table would shrink to unreadable
# text beside it); made WIDE again, it opens the panel it closed.
CRAMPED = 960


def load_panel() -> type[HintsPanel] | None:
    """The hints panel's class, or None if it cannot be imported. (The import is written out
    so that PyInstaller sees it and bundles the module.)"""
    try:
        from .hints_panel import HintsPanel
    except ImportError:
        log.warning("the hints panel is not available", exc_info=True)
        return None
    return HintsPanel


class HintsDock(QObject):
    """The hints of ``window``'s person at the bottom. ``dock`` is None until hints are first
    turned on; ``on``: hints are wanted (the dock shows once the window does)."""

    failed = Signal()  # the panel failed: it is hidden and hints are off
    preferred = Signal(list)  # the panel's order of the ways to claim (HintsPanel.preferred)
    advised = Signal(object)  # the action its advice names, or None (HintsPanel.advised)

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.dock: QDockWidget | None = None
        self.panel: HintsPanel | None = None  # the dock's widget, once there is a dock
        self.on = False
        self.advice = "hard"  # whose advice the panel gives (Settings.advice)
        self.closed_for_room = False  # closed by ``fit``, not by the player
        self.wanted_width: int | None = None  # the width it had when the program last closed
        self._width = window.width()

    def set_on(self, on: bool) -> bool:
        """Show or hide the hints; False if there is no hints panel."""
        self.closed_for_room = False
        if on and self.dock is None:
            panel_class = load_panel()
            if panel_class is None:
                return False
            self.dock = QDockWidget(T.MENU_HINTS, self.window)
            self.dock.setObjectName("hints")
            self.fit(self.window.width())
            self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
            self.dock.setTitleBarWidget(QWidget())  # the panel has its own title
            self.panel = panel = panel_class()
            panel.set_advice(self.advice)
            panel.preferred.connect(self.preferred)
            panel.advised.connect(self.advised)
            self.dock.setWidget(panel)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        if self.dock is not None:
            if not on and self.dock.isVisible() and self.wanted_width is None:
                self.wanted_width = self._chosen_width()  # to open as wide again (width_now)
            self.dock.setVisible(on)
        self.on = on
        if on:
            self.take_wanted_width()
        else:  # closed: its advice no longer frames a claim or chooses the wilds on Enter
            self.preferred.emit([])
            self.advised.emit(None)
        return True

    def take_wanted_width(self) -> None:
        """Give the open panel ``wanted_width`` (within its share of the window), once: the
        player may resize it afterwards."""
        dock, width = self.dock, self.wanted_width
        if dock is None or width is None or not dock.isVisible():
            return
        self.wanted_width = None
        self.window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)

    def width_now(self) -> int | None:
        """The panel's width to remember: as it is if open, else as it was wanted; not a
        width its share of a narrow window forced on it (a tester opened the hints in a
        768 px window, and they came back 200 px wide in every window after), nor one
        wanted before."""
        if self.dock is not None and self.dock.isVisible():
            return self._chosen_width()
        return self.wanted_width

    def _chosen_width(self) -> int | None:
        """The open panel's width, or None if its share of a narrow window forced it (the
        panel's own width, next time)."""
        dock, panel = self.dock, self.panel
        assert dock is not None
        capped = dock.width() >= dock.maximumWidth() - 1
        if capped and panel is not None and dock.maximumWidth() < panel.sizeHint().width():
            return None
        return dock.width()

    def set_advice(self, level: str) -> None:
        """Whose advice the panel gives: "hard" or "expert" (worked out beside the table)."""
        self.advice = level
        if self.panel is not None:
            self.panel.set_advice(level)

    def fit(self, window_width: int) -> bool:
        """Keep the panel to its share of a window ``window_width`` wide; close it when the
        window becomes ``CRAMPED`` and open it again when the window is ``WIDE`` again (the
        setting stays as it is). True if the panel opened or closed."""
        before, self._width = self._width, window_width
        closing = self.on and window_width < CRAMPED <= before
        if closing:
            self.set_on(False)  # (keeping its width from before the squeeze below)
            self.closed_for_room = True
        if self.dock is not None:
            self.dock.setMaximumWidth(max(MIN_WIDTH, window_width // SHARE))
        if closing:
            return True
        if self.closed_for_room and window_width >= WIDE > before:
            return self.set_on(True)  # (which clears closed_for_room)
        return False

    def start_closed_if_narrow(self, window_width: int) -> bool:
        """At the start: close the panel in a window narrower than ``WIDE`` (the setting
        stays on; F2 opens it). True if it was closed."""
        if window_width >= WIDE or not self.on:
            return False
        self.set_on(False)
        self.closed_for_room = True  # a window made wide opens it
        return True

    def retranslate(self) -> None:
        if self.dock is not None:
            self.dock.setWindowTitle(T.MENU_HINTS)

    def show(self, view: SeatView | None, legal: list[Action]) -> None:
        """The hints for ``view``'s seat with its ``legal`` actions (none: a note)."""
        dock, panel = self.dock, self.panel
        if dock is None or panel is None or not self.on:
            return
        try:
            if legal and view is not None:
                panel.set_hints(view, legal)
            else:
                panel.clear()
        except Exception:  # a hint that cannot be worked out must not stop the game
            log.exception("the hints panel failed; hints are off")
            dock.setVisible(False)
            self.on = False
            self.failed.emit()
