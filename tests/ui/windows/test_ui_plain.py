"""Names and files' text are shown as written, never read as HTML (ui/plain.py).

A name such as ``<img src=/dev/zero>`` (19 characters, legal) made Qt read the device as an
image until memory ran out, in the resume dialog, the prompts and the bad-save warning. The
tests here use harmless tags: a label that read them as HTML would show other text.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from zhuji_desktop import app
from zhuji_desktop.engine.actions import Action
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.ui import plain
from zhuji_desktop.ui.dialogs.new_game import StartDialog
from zhuji_desktop.ui.main_window import MainWindow
from zhuji_desktop.ui.model.session import Session
from zhuji_desktop.ui.model.settings import SeatSetting, Settings

pytestmark = pytest.mark.timeout(60)

UI = Path(plain.__file__).parent
QUIET = Settings(hints=False, sound_muted=True, animation_speed="off")
NAME = "<b>阿明</b>"
# made, or subclassed (a subclass's text format is the default's: guessed)
MADE_ELSEWHERE = re.compile(
    r"\bQLabel\(|\(QLabel\)|\bQMessageBox\(|\(QMessageBox\)"
    r"|QMessageBox\.(warning|information|critical|question|about)\("
)


def labels_showing(text: str) -> list[QLabel]:
    return [w for w in QApplication.allWidgets() if isinstance(w, QLabel) and text in w.text()]


def test_labels_and_message_boxes_are_made_only_in_plain() -> None:
    makers = [
        str(p.relative_to(UI))
        for p in UI.rglob("*.py")
        if p.name != "plain.py" and MADE_ELSEWHERE.search(p.read_text("utf-8"))
    ]
    assert makers == []


def test_a_plain_label_keeps_tags_as_text(qtbot) -> None:
    label = plain.PlainLabel(NAME)
    qtbot.addWidget(label)
    assert label.textFormat() is Qt.TextFormat.PlainText and label.text() == NAME
    box = plain.plain_box(QMessageBox.Icon.Warning, "t", NAME)
    qtbot.addWidget(box)
    plain.set_details(box, NAME)
    assert box.textFormat() is Qt.TextFormat.PlainText
    details = [w for w in box.findChildren(QLabel) if w.text() == NAME]
    assert len(details) == 2 and all(d.textFormat() is Qt.TextFormat.PlainText for d in details)


def test_a_saved_name_with_tags_is_shown_as_written(qtbot, tmp_path) -> None:
    session = Session(tmp_path)
    match = Match(RuleSet(), 8)
    match.apply(Action.parse("E pass"))
    session.save(match, (SeatSetting("human", NAME),) + (SeatSetting("normal"),) * 3, 0)
    window = MainWindow(seed=1, delay_ms=0, settings=QUIET, session=session)
    qtbot.addWidget(window)
    window.show()
    app.begin(window, app.parse_args(["--data-dir", str(tmp_path)]))
    dialog = window.menus.dialog
    assert isinstance(dialog, StartDialog) and dialog.isVisible()
    shown = labels_showing(NAME)
    assert shown and all(label.textFormat() is Qt.TextFormat.PlainText for label in shown)
    dialog.resume.click()
    qtbot.waitUntil(lambda: bool(labels_showing(NAME)))  # "waiting for …", the bid panel
    assert all(label.textFormat() is Qt.TextFormat.PlainText for label in labels_showing(NAME))


def test_a_save_whose_text_looks_like_html_is_told_in_plain_text(
    qtbot, tmp_path, monkeypatch
) -> None:
    (tmp_path / "autosave.json").write_text('{"version": "<b>x</b>"}', encoding="utf-8")
    told: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: told.append(box) or 0)
    window = MainWindow(seed=1, delay_ms=0, settings=QUIET, session=Session(tmp_path))
    qtbot.addWidget(window)
    window.show()
    app.begin(window, app.parse_args(["--data-dir", str(tmp_path), "--resume"]))
    assert len(told) == 1 and "<b>x</b>" in told[0].text()
    assert told[0].textFormat() is Qt.TextFormat.PlainText
