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
from PySide6.QtWidgets import QProgressDialog, QWidget

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


def _wait_showing(parent: QWidget | None, text: str, thread: threading.Thread) -> None:
    box = QProgressDialog(text, "", 0, 0, parent)  # 0..0: a busy bar, not a count
    box.setCancelButton(None)  # (work on the engine cannot be stopped half-way)
    box.setWindowModality(Qt.WindowModality.WindowModal)  # nothing else is started meanwhile
    box.setWindowFlag(Qt.WindowType.WindowCloseButtonHint, False)
    box.setMinimumDuration(0)
    box.setAutoClose(False)
    box.show()
    loop = QEventLoop()
    poll = QTimer()
    poll.setInterval(POLL_MS)
    poll.timeout.connect(lambda: None if thread.is_alive() else loop.quit())
    poll.start()
    loop.exec()
    poll.stop()
    box.close()
    box.deleteLater()
