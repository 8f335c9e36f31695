"""The rules, in Chinese or English, with a table of contents: ``RulesHelpDialog(parent, lang)``.

The texts are HTML files under ``assets/help/`` (``rules_zh.html``, ``rules_en.html``). Each
section heading carries an anchor (``<h2><a name="tai"></a>8. …</h2>``); the contents list is
read from those headings, so adding a section needs no change here. The rule options table is
generated from ``engine.rules`` (its descriptions and defaults), so it never goes stale.
"""

from __future__ import annotations

import html
import logging
import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...engine.inputs import InputError, decode
from ...engine.rules import RuleSet
from ...resources import resource_path
from ...safe_files import error_text, read_bytes
from ..on_screen import resize_within
from ..plain import PlainLabel
from ..strings import T, rule_label, rule_unit, rule_value

log = logging.getLogger(__name__)

OPTIONS_MARK = "<!--OPTIONS-->"
# The files are some 20 kB; a file far larger than that is not the rules help.
MAX_HELP_BYTES = 1 << 20
_HEADING = re.compile(r'<h2><a name="([\w-]+)"></a>(.*?)</h2>', re.S)
_TAGS = re.compile(r"<[^>]+>")
_CODE = re.compile(r'<span class="code">(\w+)</span>')


def help_path(lang: str) -> Path:
    """The HTML file of ``lang`` (anything but "en" means Chinese)."""
    return resource_path("help", f"rules_{'en' if lang == 'en' else 'zh'}.html")


def options_table(lang: str) -> str:
    """The rule options as an HTML table: the name the dialogs give it (and, small, the one
    files and the command line use), the default as the dialogs show it, what it means."""
    en = lang == "en"
    head = ("option", "default", "meaning") if en else ("选项", "默认", "说明")
    rows = [f"<tr>{''.join(f'<th>{h}</th>' for h in head)}</tr>"]
    for option in RuleSet.options():
        zh_text, en_text = option.description
        name = (f"{html.escape(rule_label(option.name))}<br>"
                f'<span class="code"><small>{option.name}</small></span>')  # fmt: skip
        cells = (name, html.escape(default_words(option.name, option.default, en)),
                 html.escape(en_text if en else zh_text))  # fmt: skip
        rows.append(f"<tr>{''.join(f'<td>{c}</td>' for c in cells)}</tr>")
    return '<table border="1" cellspacing="0" width="100%">' + "".join(rows) + "</table>"


def default_words(name: str, value: object, en: bool) -> str:
    """An option's value as the dialogs show it: a choice in words, a switch on or off."""
    if isinstance(value, bool):
        return ("on" if value else "off") if en else ("开" if value else "关")
    words = rule_value(name, value)
    return words if words is not None else f"{value}{rule_unit(name)}"


def in_words(text: str) -> str:
    """The running text with each rule option and each choice named as the dialogs name
    them (a new player met ``draw_reserve`` here and 留牌张数 in the new-game dialog)."""
    values = {
        choice: words
        for option in RuleSet.options()
        for choice in option.choices or ()
        if (words := rule_value(option.name, choice)) is not None
    }
    names = {option.name for option in RuleSet.options()}

    def named(m: re.Match[str]) -> str:
        word = m.group(1)
        words = rule_label(word) if word in names else values.get(word)
        return f"<b>{html.escape(words)}</b>" if words is not None else m.group(0)

    # (a choice the text glosses itself, "bao 包麻将", is named once)
    return re.sub(r"<b>([^<]+)</b>(\s*)\1", r"<b>\1</b>", _CODE.sub(named, text))


def read_help(lang: str) -> str:
    """The text of ``lang``'s rules file as it is. Raises ``FileNotFoundError`` if it is
    missing and ``InputError`` if it cannot be used: not a regular file (a pipe would hang
    the dialog), too large, not UTF-8, or without any section (``--self-test`` checks the
    install with this)."""
    path = help_path(lang)
    text = decode(read_bytes(path, MAX_HELP_BYTES, path.name), path.name)
    if not _HEADING.search(text):
        raise InputError(f"{path.name} holds no section of the rules")
    return text


def load_rules_html(lang: str) -> str:
    """The rules document of ``lang`` with its options table filled in; a short note in
    words if the file is missing or damaged (a broken install must not stop the dialog
    opening; the log says what was wrong)."""
    try:
        text = read_help(lang)
    except (OSError, InputError) as e:
        log.warning("the rules help cannot be shown: %s", error_text(e))
        return f"<p>{html.escape(T.HELP_MISSING.format(path=help_path(lang)))}</p>"
    return in_words(text).replace(OPTIONS_MARK, options_table(lang))


def contents(text: str) -> list[tuple[str, str]]:
    """(anchor, heading text) of every section of a rules document."""
    return [(a, html.unescape(_TAGS.sub("", h)).strip()) for a, h in _HEADING.findall(text)]


class RulesHelpDialog(QDialog):
    """The rules in ``lang`` ("zh" or "en"): contents on the left, the text on the right."""

    def __init__(self, parent: QWidget | None = None, lang: str = "zh") -> None:
        super().__init__(parent)
        self.lang = "en" if lang == "en" else "zh"
        self.setWindowTitle(T.HELP_TITLE)
        resize_within(self, 920, 680)
        self.html = load_rules_html(self.lang)
        self.browser = QTextBrowser()
        # the text wraps and its tables are the page's width: a scrollbar there only ever
        # moved the page by a pixel (a tester saw it always)
        self.browser.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.browser.setOpenExternalLinks(True)
        self.browser.setHtml(self.html)
        self.toc = QListWidget()
        for anchor, title in contents(self.html):
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, anchor)
            self.toc.addItem(item)
        self.toc.itemClicked.connect(self._go)
        self.toc.currentItemChanged.connect(lambda item, _old: self._go(item))
        self._layout()
        # the text takes the first focus: given to the contents, it made their first section
        # current and scrolled past the opening, where tai, the bidder and wilds are defined
        self.browser.setFocus()

    def _layout(self) -> None:
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(PlainLabel(T.HELP_CONTENTS))
        column.addWidget(self.toc)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        # the contents as wide as their longest title (English titles carry the Chinese too)
        wide = self.toc.sizeHintForColumn(0) + 2 * self.toc.frameWidth() + 24
        splitter.setSizes([min(max(210, wide), 380), 700])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(buttons)
        layout.addLayout(row)

    def _go(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.browser.scrollToAnchor(item.data(Qt.ItemDataRole.UserRole))

    def anchors(self) -> list[str]:
        """The section anchors in contents order."""
        items = (self.toc.item(i) for i in range(self.toc.count()))
        return [item.data(Qt.ItemDataRole.UserRole) for item in items]
