"""The rules help: both languages open, hold every section and the tai table."""

from __future__ import annotations

import os

import pytest

from zhuji_desktop.ui.tools import rules_help
from zhuji_desktop.ui.tools.rules_help import RulesHelpDialog

SECTIONS = ["tiles", "seats", "deal", "bidding", "wilds", "turns", "winning", "tai",
            "payment", "dealer", "examples", "fan", "terms", "keys", "options"]  # fmt: skip


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("zh", ["清一色", "对对胡", "东风刻", "抢杠", "同圈", "荒庄", "2T + 3B", "wild_selection"]),
        ("en", ["full flush", "all pungs", "East pung", "Robbing the kong", "drawn", "2T + 3B",
                "wild_selection"]),
    ],
)  # fmt: skip
def test_rules_help_opens_with_every_section(qtbot, lang: str, words: list[str]) -> None:
    dialog = RulesHelpDialog(None, lang)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()  # (its first focus goes where it goes on a desktop)
    qtbot.waitUntil(dialog.isActiveWindow)
    bar = dialog.browser.verticalScrollBar()
    assert bar.value() == 0  # it opens on the opening text (it was scrolled past it)
    assert dialog.anchors() == SECTIONS
    text = dialog.browser.toPlainText()
    for word in words:
        assert word in text, word
    assert "<!--OPTIONS-->" not in dialog.html
    # options are named as the dialogs name them; the code name only in the options table
    assert text.count("draw_reserve") == 1 and rules_help.rule_label("draw_reserve") in text
    dialog.toc.setCurrentRow(SECTIONS.index("tai"))
    assert bar.value() > 0  # the contents move the text to the section


def test_rules_help_reports_a_missing_file(qtbot, monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(rules_help, "help_path", lambda lang: tmp_path / "none.html")
    dialog = RulesHelpDialog(None, "zh")
    qtbot.addWidget(dialog)
    assert "无法读取规则说明文件" in dialog.browser.toPlainText()


@pytest.mark.parametrize("damage", ["random bytes", "fifo", "no sections", "too large"])
def test_rules_help_reports_a_damaged_file(qtbot, monkeypatch, tmp_path, damage: str) -> None:
    """Random bytes raised UnicodeDecodeError (the crash dialog); a pipe named like the file
    hung the dialog for ever. Both say what a missing file says."""
    path = tmp_path / "rules_zh.html"
    if damage == "random bytes":
        path.write_bytes(bytes(range(256)) * 8)
    elif damage == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        os.mkfifo(path)
    elif damage == "no sections":
        path.write_text("<p>nothing</p>", encoding="utf-8")
    else:
        path.write_bytes(b" " * (rules_help.MAX_HELP_BYTES + 1))
    monkeypatch.setattr(rules_help, "help_path", lambda lang: path)
    dialog = RulesHelpDialog(None, "zh")
    qtbot.addWidget(dialog)
    assert "无法读取规则说明文件" in dialog.browser.toPlainText()
    assert dialog.anchors() == []
    with pytest.raises(rules_help.InputError):
        rules_help.read_help("zh")


def test_closing_a_tool_window_gives_the_keys_back_to_the_table(qtbot) -> None:
    """Under an X server with no window manager, Ctrl+N and ← → did nothing after the help
    closed, until the table was clicked."""
    from PySide6.QtWidgets import QWidget

    from zhuji_desktop.ui.tools import ToolWindows

    table = QWidget()
    qtbot.addWidget(table)
    table.show()
    activated = []
    table.activateWindow = lambda: activated.append(True)  # type: ignore[method-assign]
    tools = ToolWindows(table, lambda: None)
    help_window = tools.open("rules")
    assert help_window is not None and not activated
    help_window.close()
    assert activated == [True]


def test_closing_a_replay_asked_from_the_history_gives_the_keys_back_to_it(qtbot, tmp_path):
    """A new player closed the replay with Esc, and the next Esc went to the table, not to
    the history it had been opened from."""
    from PySide6.QtWidgets import QWidget

    from tests.ui.windows.test_ui_history import play_and_record
    from zhuji_desktop.ui.tools import ToolWindows

    play_and_record(tmp_path)
    table = QWidget()
    qtbot.addWidget(table)
    table.show()
    tools = ToolWindows(table, lambda: tmp_path)
    history = tools.open("history")
    assert history is not None
    qtbot.waitUntil(lambda: history.hands.rowCount() == 2)
    activated: list[str] = []
    history.activateWindow = lambda: activated.append("history")  # type: ignore[method-assign]
    table.activateWindow = lambda: activated.append("table")  # type: ignore[method-assign]
    history.replay_selected()
    viewer = tools.windows["replay"]
    viewer.close()
    assert activated == ["table", "history"]  # the history last: it has the keys
    activated.clear()
    history.close()
    assert activated == ["table"]
