"""One window per data folder (ui/single_window.py): a second start brings the first window
forward instead of opening a window that cannot save."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from tests import REPO
from zhuji_desktop.ui.single_window import WindowCaller, ask_forward, server_name


def test_a_later_start_calls_the_window_holding_the_folder_forward(qtbot, tmp_path):
    window = QWidget()
    qtbot.addWidget(window)
    calls: list[int] = []
    caller = WindowCaller(window, tmp_path, lambda: calls.append(1))
    assert caller.listening
    assert not ask_forward(tmp_path / "elsewhere", wait_ms=200)  # nobody holds that folder
    assert ask_forward(tmp_path)
    qtbot.waitUntil(lambda: calls == [1], timeout=3000)
    assert ask_forward(tmp_path)  # and again, as often as the player starts it
    qtbot.waitUntil(lambda: calls == [1, 1], timeout=3000)


def test_the_window_itself_comes_forward_unminimised(qtbot, tmp_path):
    window = QWidget()
    qtbot.addWidget(window)
    window.showMinimized()
    WindowCaller(window, tmp_path)
    assert ask_forward(tmp_path)
    qtbot.waitUntil(lambda: window.isVisible() and not window.isMinimized(), timeout=3000)


def test_a_name_left_by_a_crashed_window_does_not_stop_the_next(qtbot, tmp_path):
    """On Unix a socket's file outlives a process killed with it open; the window that now
    holds the folder clears it and listens."""
    from PySide6.QtNetwork import QLocalServer

    stale = QLocalServer()
    assert stale.listen(server_name(tmp_path))
    stale.close()  # (a crash leaves the file; close() removes it, so make one by hand too)
    if sys.platform != "win32":
        from PySide6.QtCore import QDir

        (Path(QDir.tempPath()) / server_name(tmp_path)).write_bytes(b"")
    window = QWidget()
    qtbot.addWidget(window)
    assert WindowCaller(window, tmp_path, lambda: None).listening


@pytest.mark.slow
def test_a_second_start_of_the_game_ends_and_the_first_goes_on(tmp_path):
    """The program itself, twice on one folder: the second start ends at once (exit 0) and
    writes nothing; the first is still running. A demo, which keeps its data apart, is not
    called forward."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO)}
    cmd = [sys.executable, "-m", "zhuji_desktop", "--data-dir", str(tmp_path), "--new"]
    first = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not ask_forward(tmp_path, wait_ms=200):  # listening once it is up
            assert first.poll() is None, first.stderr.read() if first.stderr else ""
            assert time.monotonic() < deadline, "the first start never listened"
            time.sleep(0.2)
        second = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        assert first.poll() is None  # the first goes on
    finally:
        first.terminate()
        first.wait(timeout=30)
