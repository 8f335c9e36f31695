"""Windows no larger than the screen they open on.

A tool window asks for the size that reads best (the replay viewer 1060×720), and on a
small screen (1024×640) that hid its buttons below the bottom edge. ``resize_within`` gives
it that size or the screen's free area, whichever is smaller. ``minimum_within`` does the
same for a window's least size: the table's 768×520 was taller than a 1280×720 laptop at 150%
(853×480), and Qt kept it even maximised, cutting off the player's own hand.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QWidget

MARGIN = 24  # room for the window's frame and a glimpse of what is behind it
TITLE_BAR = 32  # a title bar the window manager has not drawn yet


def free_area(widget: QWidget) -> QRect | None:
    """The free area (less task bars and docks) of the screen ``widget`` is on; None if it
    is on none."""
    screen = widget.screen()
    return None if screen is None else screen.availableGeometry()


def resize_within(window: QWidget, width: int, height: int) -> QSize:
    """Resize ``window`` to ``width``×``height`` or, if smaller, to the free area of its
    screen (less a margin and a title bar); returns the size given."""
    size = QSize(width, height)
    free = free_area(window)
    if free is not None:
        room = QSize(free.width() - MARGIN, free.height() - MARGIN - TITLE_BAR)
        size = size.boundedTo(room).expandedTo(window.minimumSize())
    window.resize(size)
    return size


def minimum_within(window: QWidget, width: int, height: int) -> QSize:
    """Set ``window``'s least size to ``width``×``height`` or, if smaller, its screen's free
    area less a title bar (a maximised window has one); again whenever the window moves to
    another screen. Returns the size set."""
    size = QSize(width, height)
    free = free_area(window)
    if free is not None:
        size = size.boundedTo(QSize(free.width(), free.height() - TITLE_BAR))
    window.setMinimumSize(size)
    handle = window.windowHandle()
    if handle is not None and not window.property("minimum_follows_screen"):
        window.setProperty("minimum_follows_screen", True)
        handle.screenChanged.connect(lambda _screen: minimum_within(window, width, height))
    return size
