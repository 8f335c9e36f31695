"""The busy box: long work off the window's thread, the window alive meanwhile."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

from zhuji_desktop.ui.dialogs import busy


def test_quick_work_shows_nothing_and_returns_its_result(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    assert busy.run_busy(window, "…", lambda: 42) == 42
    assert not window.findChildren(QProgressDialog)


def test_long_work_runs_apart_while_the_window_stays_alive(qtbot) -> None:
    """A save replayed in full kept a tester's window blank and frozen for 84 s."""
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    ticks: list[int] = []
    seen: list[bool] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)

    def work() -> str:
        time.sleep(busy.SHOW_AFTER_S + 0.5)
        boxes = window.findChildren(QProgressDialog)
        seen.append(any(b.isVisible() and b.labelText() == "正在读取" for b in boxes))
        return threading.current_thread().name

    assert busy.run_busy(window, "正在读取", work) == "busy"  # not the window's thread
    timer.stop()
    assert seen == [True]  # the box showed while the work went on
    assert len(ticks) >= 5  # and the window's events were served meanwhile
    qtbot.waitUntil(lambda: not any(b.isVisible() for b in window.findChildren(QProgressDialog)))


def test_what_the_work_raises_is_raised_on_the_windows_thread(qtbot) -> None:
    def work() -> None:
        time.sleep(busy.SHOW_AFTER_S + 0.1)
        raise ValueError("broken")

    with pytest.raises(ValueError, match="broken"):
        busy.run_busy(None, "…", work)
