"""A monkey at the table: thousands of random clicks and keys never raise.

A person (player 0) plays against three computers that move at once, with tiles sliding, while
the monkey clicks anywhere on the table, on visible tiles and on visible buttons, and types
the game's keys and random letters, processing events between every two. Any exception, in
Python code Qt calls back or elsewhere, reaches ``sys.excepthook``, which collects it.
Seeded, so a failure can be replayed.
"""

from __future__ import annotations

import random
import sys
import traceback

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from zhuji_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.timeout(120)

SEED = 20240611
ACTIONS = 2000
GAME_KEYS = ("C", "P", "K", "H", "G", "Space", "Escape")
LETTERS = "ABDEFIJLMNOQRSTUVWXYZ"
SPEEDS = ("off", "fast", "normal", "slow")


class Monkey:
    """Random input for ``window``, from ``rng``."""

    def __init__(self, window: MainWindow, rng: random.Random) -> None:
        self.window, self.rng = window, rng
        self.screen = window.table_screen
        self.viewport = self.screen.view.viewport()

    def act(self) -> None:
        r = self.rng.random()
        if r < 0.30:
            self.click_anywhere()
        elif r < 0.60:
            self.click_tile()
        elif r < 0.80:
            self.click_button()
        elif r < 0.98:
            self.press_key()
        else:
            self.screen.scene.set_animation_speed(self.rng.choice(SPEEDS))

    def click_at(self, point: QPoint) -> None:
        if self.viewport.rect().contains(point):
            QTest.mouseMove(self.viewport, point)
            QTest.mouseClick(self.viewport, Qt.MouseButton.LeftButton, pos=point)

    def click_anywhere(self) -> None:
        rect = self.viewport.rect()
        self.click_at(QPoint(self.rng.randrange(rect.width()), self.rng.randrange(rect.height())))

    def click_tile(self) -> None:
        scene = self.screen.scene
        tiles = scene.hand_items if self.rng.random() < 0.7 else list(scene.places.values())
        if tiles:
            item = self.rng.choice(tiles)
            centre = item.mapToScene(QPointF(item.w / 2, item.h / 2))
            self.click_at(self.screen.view.mapFromScene(centre))

    def click_button(self) -> None:
        buttons = visible_buttons(self.window)
        if not buttons:
            return
        button = self.rng.choice(buttons)
        proxy = next(
            (p for p in self.screen.proxies.values() if p.widget().isAncestorOf(button)), None
        )
        if proxy is None:
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            return
        inside = button.mapTo(proxy.widget(), button.rect().center())
        self.click_at(self.screen.view.mapFromScene(proxy.mapToScene(QPointF(inside))))

    def press_key(self) -> None:
        if self.rng.random() < 0.75:
            key = getattr(Qt.Key, f"Key_{self.rng.choice(GAME_KEYS)}")
        else:
            key = getattr(Qt.Key, f"Key_{self.rng.choice(LETTERS)}")
        QTest.keyClick(self.window, key)


def visible_buttons(window: MainWindow) -> list[QPushButton]:
    """The buttons a person could press now: in the panels over the table and in the window."""
    hosts: list[QWidget] = [window]
    hosts += [p.widget() for p in window.table_screen.proxies.values() if p.isVisible()]
    found = []
    for host in hosts:
        found += [b for b in host.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
    return found


def close_modal_dialogs() -> None:
    """A dialog that a key or button opened would wait for a person: close it."""
    dialog = QApplication.activeModalWidget()
    if dialog is not None:
        dialog.close()


@pytest.mark.slow
def test_random_clicks_and_keys_never_raise(qtbot, monkeypatch):
    errors: list[str] = []

    def collect(kind, value, tb) -> None:
        errors.append("".join(traceback.format_exception(kind, value, tb)))

    monkeypatch.setattr(sys, "excepthook", collect)
    window = MainWindow(seed=SEED % 1000, delay_ms=0, auto_next_ms=0)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    guard = QTimer(window)
    guard.timeout.connect(close_modal_dialogs)
    guard.start(50)
    window.table_screen.scene.set_animation_speed("fast")
    shown: list[int] = []  # events of every match the monkey played (再来一场 starts a new one)
    window.game.events.connect(lambda events: shown.append(len(events)))
    window.start_match()
    monkey = Monkey(window, random.Random(SEED))
    for _ in range(ACTIONS):
        monkey.act()
        QApplication.processEvents()
        assert not errors, errors[0]
    guard.stop()
    window.controller.stop()
    # The bidding waits for the person: the game got this far only through the monkey. (Count
    # every match's events: a match that ends may be followed by a new one, whose controller
    # starts again from 0, and when that happens depends on the computers' timing.)
    assert sum(shown) > 10
