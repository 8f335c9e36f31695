"""Windows no larger than the screen they open on.

A tool window asks for the size that reads best (the replay viewer 1060×720), and on a
small screen (1024×640) that hid its buttons below the bottom edge. ``resize_within`` gives
it that size or the screen's free area, whichever is smaller.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

MARGIN = 24  # room for the window's frame and a glimpse of what is behind it
TITLE_BAR = 32  # a title bar the window manager has not drawn yet


def resize_within(window: QWidget, width: int, height: int) -> QSize:
    """Resize ``window`` to ``width``×``height`` or, if smaller, to the free area of its
    screen (less a margin and a title bar); returns the size given."""
    size = QSize(width, height)
    screen = window.screen()
    if screen is not None:
        free = screen.availableGeometry()
        room = QSize(free.width() - MARGIN, free.height() - MARGIN - TITLE_BAR)
        size = size.boundedTo(room).expandedTo(window.minimumSize())
    window.resize(size)
    return size
