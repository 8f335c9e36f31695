"""Helpers for the UI tests (no tests here): crafted positions, a scripted computer player,
and mouse helpers that act on the table like a person does."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import pairwise

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.script import build_wall
from zhuji_desktop.engine.state import HandState
from zhuji_desktop.ui.main_window import MainWindow
from zhuji_desktop.ui.table.tile_item import TileItem

# Every seat passes; the dealer (E) is 包家 at 2台 and names 中 (7z), so 中 and 白 are wild.
ALL_PASS_WILD_RED = ("E pass", "S pass", "W pass", "N pass", "E wild 7z")


class Scripted:
    """A computer player: plays its script's actions in order when legal; otherwise passes
    (bids and claims), names the first kind (wilds) or discards the drawn (else last) tile."""

    def __init__(self, script: Iterable[str] = ()) -> None:
        self.script = [Action.parse(a) for a in script]

    def decide(self, view, legal: list[Action]) -> Action:
        for action in self.script:
            if action in legal:
                self.script.remove(action)
                return action
        for action in legal:
            if action.verb in (Verb.PASS, Verb.WILD):
                return action
        discards = [a for a in legal if a.verb is Verb.DISCARD]
        drawn = [a for a in discards if a.tile == view.drawn_tile]
        return (drawn or discards)[-1]


def crafted_match(
    hands: dict[str, str],
    human_seat: int = 0,
    head: str = "",
    tail: str = "",
    actions: Iterable[str] = ALL_PASS_WILD_RED,
    rules: RuleSet | None = None,
) -> Match:
    """A match whose first hand is dealt from ``hands`` (E holds 14), with player 0 (the
    person) at ``human_seat``, after ``actions`` (in the action notation), under ``rules``
    (the defaults if None)."""
    match = Match(rules or RuleSet(), seed=1)
    match.dealer = (0 - human_seat) % 4  # player 0 sits at seat (0 - dealer) % 4
    match.state = HandState.from_wall(build_wall(hands, head, tail), match.rules)
    for text in actions:
        match.apply(Action.parse(text))
    return match


def open_window(qtbot, match: Match, scripts: dict[int, Iterable[str]] | None = None):
    """A shown window playing ``match``: player 0 is the person, the others are ``Scripted``
    (``scripts`` by player). Computer moves are not paced."""
    window = MainWindow(seed=1, delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # keyboard shortcuts act in the active window
    qtbot.waitUntil(window.isActiveWindow)
    scripts = scripts or {}
    players = {p: Scripted(scripts.get(p, ())) for p in (1, 2, 3)}
    window.start_match(match, {0: None, **players})
    return window


def tile_point(window: MainWindow, item: TileItem) -> QPoint:
    """Where ``item``'s centre is on the view's viewport."""
    return window.table_screen.view.mapFromScene(item.sceneBoundingRect().center())


def hover(window: MainWindow, item: TileItem) -> None:
    """Move the mouse onto ``item`` (from a corner, so that it enters even if the mouse was
    left at the same place by an earlier test)."""
    screen = window.table_screen
    QTest.mouseMove(screen.view.viewport(), QPoint(2, 2))
    QTest.mouseMove(screen.view.viewport(), tile_point(window, item))


def click(window: MainWindow, item: TileItem) -> None:
    point = tile_point(window, item)
    hover(window, item)
    QTest.mouseClick(window.table_screen.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def hand_tile(window: MainWindow, code: str, nth: int = 0) -> TileItem:
    """The ``nth`` tile of kind ``code`` (e.g. "5m") in the bottom seat's hand."""
    from zhuji_desktop.engine import tiles

    kind = tiles.parse_one(code)
    return [i for i in window.table_screen.scene.hand_items if i.face == kind][nth]


def human_can_act(window: MainWindow) -> bool:
    return bool(window.controller and window.controller.human_legal(window.game.bottom))


def shown_box(box: QMessageBox) -> tuple[str, str]:
    """A message box as shown (title, text); it must be plain text: a file's text is no HTML."""
    assert box.textFormat() is Qt.TextFormat.PlainText
    return box.windowTitle(), box.text()


def shown_lines(text: str, font: QFont, width: float) -> list[str]:
    """The lines ``text`` takes when Qt wraps it at ``width`` in ``font`` (as a word-wrapped
    label or ``drawText`` does), each line without its trailing spaces."""
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    lines = []
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        layout.setTextOption(option)
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            lines.append(paragraph[line.textStart() : line.textStart() + line.textLength()])
        layout.endLayout()
    return [line.rstrip() for line in lines]


PHRASE_ENDS = "，：；。、—)）"  # a line of a Chinese prompt may end after these (or a space)


def broken_inside_a_phrase(lines: list[str]) -> list[tuple[str, str]]:
    """The pairs of lines of a Chinese text broken inside a phrase (点|击), or before a
    closing mark or a lone “过”: neither after a phrase's end nor before an opening bracket."""
    bad = []
    for first, second in pairwise(lines):
        if not (first.endswith(tuple(PHRASE_ENDS)) or second.startswith(("（", "("))):
            bad.append((first, second))
    return bad
