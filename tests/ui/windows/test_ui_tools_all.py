"""Every tool window of the registry (``ui.tools.TOOLS``): it opens, follows a change of
language, and closes; a new tool is tried here as soon as it has its line in ``TOOLS``."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.ui import i18n
from zhuji_desktop.ui.tools import TOOLS, ToolWindows, title

pytestmark = pytest.mark.timeout(60)


@pytest.mark.parametrize("key", sorted(TOOLS))
def test_each_tool_opens_follows_the_language_and_closes(qtbot, key: str, tmp_path: Path):
    host = QWidget()
    qtbot.addWidget(host)
    tools = ToolWindows(host, lambda: tmp_path, lambda: RuleSet(top_level=5))
    window = tools.open(key)
    assert window is not None and window.isVisible(), title(key)
    assert tools.open(key) is window  # already open: raised, not made again
    app = QApplication.instance()
    try:
        i18n.install_translator(app, "en")
        QApplication.processEvents()
        tools.retranslate()
        again = tools.windows[key]
        assert again.isVisible()
        assert not any("\u4e00" <= c <= "\u9fff" for c in again.windowTitle()), again.windowTitle()
    finally:
        i18n.install_translator(app, "zh")
        QApplication.processEvents()
    tools.close_all()
    assert not any(w.isVisible() for w in tools.windows.values())


@pytest.mark.parametrize("key", sorted(TOOLS))
def test_each_tool_can_be_made_small_enough_for_a_small_laptop(qtbot, key: str, tmp_path: Path):
    """A laptop at 125% (1366×768) leaves about 1093×574 under the title bar and taskbar:
    the replay (624 px at the least) and the calculator (618) ran past its bottom edge,
    with their buttons. Each tool can now be made that small (scrolling what it holds)."""
    tools = ToolWindows(None, lambda: tmp_path, lambda: RuleSet())
    tool = tools.open(key)
    assert tool is not None
    qtbot.addWidget(tool)
    least = tool.minimumSizeHint().expandedTo(tool.minimumSize())
    assert least.height() <= 540 and least.width() <= 1060, least
