"""Work that may take long, done off the window's thread with a busy box over the window.

A long match whose save has no usable checkpoint (its key was lost) is replayed action by
action when the game starts: a tester's 8,000-hand save took 84 s, the window blank and
frozen all that while. ``run_busy(window, text, work)`` runs ``work`` on a thread of its own
and returns what it returns (or raises what it raised); if it is not done within
``SHOW_AFTER_S``, a window-modal box saying ``text`` shows until it is, and the window keeps
painting. ``work`` must not touch Qt objects (the engine and the files only).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QProgressDialog, QWidget

from ..strings import T

R = TypeVar("R")
SHOW_AFTER_S = 0.4  # quicker work shows nothing (a box that flashes is worse than none)
POLL_MS = 50


def run_busy(parent: QWidget | None, text: str, work: Callable[[], R]) -> R:
    """``work()``, run on another thread; a busy box over ``parent`` while it takes long."""
    done: list[R] = []
    failed: list[BaseException] = []

    def run() -> None:
        try:
            done.append(work())
        except BaseException as e:  # raised again on the window's thread
            failed.append(e)

    thread = threading.Thread(target=run, name="busy", daemon=True)
    thread.start()
    thread.join(SHOW_AFTER_S)
    if thread.is_alive():
        _wait_showing(parent, text, thread)
    thread.join()
    if failed:
        raise failed[0]
    return done[0]


class BusyBox(QProgressDialog):
    """A busy bar that stays until ``finish``: neither Esc nor a close request takes it away
    (a reviewer's Esc did, and the window under it could start a match while the autosave
    was still being read), since the work under it cannot be stopped half-way."""

    def __init__(self, parent: QWidget | None, text: str) -> None:
        super().__init__(text, "", 0, 0, parent)  # 0..0: a busy bar, not a count
        self.setWindowTitle(T.APP_TITLE)
        self.setCancelButton(None)
        self.setWindowModality(Qt.WindowModality.WindowModal)  # nothing is started meanwhile
        self.setWindowFlag(Qt.WindowType.WindowCloseButtonHint, False)
        self.setMinimumDuration(0)
        self.setAutoClose(False)
        self.setAutoReset(False)
        self.finished_work = False

    def finish(self) -> None:
        self.finished_work = True
        self.close()

    def reject(self) -> None:  # Esc
        if self.finished_work:
            super().reject()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() != Qt.Key.Key_Escape:
            super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.finished_work:
            super().closeEvent(event)
        else:
            event.ignore()


def _wait_showing(parent: QWidget | None, text: str, thread: threading.Thread) -> None:
    """Show a ``BusyBox`` until ``thread`` ends (or the application quits: then the work is
    still waited for, by ``run_busy``)."""
    box = BusyBox(parent, text)
    box.show()
    loop = QEventLoop()
    poll = QTimer()
    poll.setInterval(POLL_MS)
    poll.timeout.connect(lambda: None if thread.is_alive() else loop.quit())
    poll.start()
    loop.exec()
    poll.stop()
    box.finish()
    box.deleteLater()
