"""The busy box: long work off the window's thread, the window alive meanwhile."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QProgressDialog, QWidget

from zhuji_desktop.ui.dialogs import busy


def test_quick_work_shows_nothing_and_returns_its_result(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    assert busy.run_busy(window, "…", lambda: 42) == 42
    assert not window.findChildren(QProgressDialog)


def test_long_work_runs_apart_while_the_window_stays_alive(qtbot) -> None:
    """A save replayed in full kept a tester's window blank and frozen for 84 s. The box can
    be neither escaped nor closed while the work goes on (a reviewer's Esc freed the window
    under it, where a new match could start while the autosave was still read)."""
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    seen: list[bool] = []
    release = threading.Event()

    def watch() -> None:  # on the window's thread, while the work waits
        boxes = [b for b in window.findChildren(busy.BusyBox) if b.isVisible()]
        seen.append(len(boxes) == 1 and boxes[0].labelText() == "正在读取")
        if len(seen) == 3:
            QTest.keyClick(boxes[0], Qt.Key.Key_Escape)
            boxes[0].close()
            boxes[0].reject()
        if len(seen) == 6:
            release.set()

    timer = QTimer()
    timer.timeout.connect(watch)

    def work() -> str:
        release.wait(20)
        return threading.current_thread().name

    QTimer.singleShot(int(busy.SHOW_AFTER_S * 1000) + 50, lambda: timer.start(30))
    assert busy.run_busy(window, "正在读取", work) == "busy"  # not the window's thread
    timer.stop()
    assert len(seen) >= 6 and all(seen)  # shown, and still there after Esc and close
    qtbot.waitUntil(lambda: not any(b.isVisible() for b in window.findChildren(busy.BusyBox)))


def test_what_the_work_raises_is_raised_on_the_windows_thread(qtbot) -> None:
    def work() -> None:
        time.sleep(busy.SHOW_AFTER_S + 0.1)
        raise ValueError("broken")

    with pytest.raises(ValueError, match="broken"):
        busy.run_busy(None, "…", work)
