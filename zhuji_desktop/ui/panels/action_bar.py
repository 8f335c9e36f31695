"""The prompt line and the claim buttons (胡 吃 碰 杠 过), shown only when legal."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ..line_breaks import break_phrases
from ..model.interaction import ButtonSpec
from ..plain import PlainLabel
from ..strings import T
from ..table.style import PANEL_CSS


class ActionBar(QWidget):
    """Emits ``pressed(spec)`` when a button is clicked or its shortcut is typed."""

    pressed = Signal(object)

    WIDTH = 280  # between the wall and the right edge

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setStyleSheet(PANEL_CSS)
        self.setFixedWidth(self.WIDTH)
        self.column = layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.prompt = PlainLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
        self.prompt.setStyleSheet("font-size: 15px; color: rgb(255, 236, 180);")
        layout.addWidget(self.prompt)
        self.rows_box = rows = QWidget()
        self.rows = QVBoxLayout(rows)  # one or more right-aligned rows of buttons
        self.rows.setContentsMargins(0, 0, 0, 0)
        self.rows.setSpacing(SPACING)
        layout.addWidget(rows)
        self.buttons: dict[str, QPushButton] = {}
        self.specs: dict[str, ButtonSpec] = {}

    def set_prompt(self, text: str) -> None:
        """Show ``text``; one too long for a line breaks before its key hint (the bracket at
        its end), so that "(or ← → and Enter)" is never cut in two, and the rest between
        phrases (``break_phrases``: Qt left “过” alone on a line, and cut 点击 in two)."""
        self.prompt.ensurePolished()  # its style sheet's font, before it is measured
        width = QFontMetricsF(self.prompt.font()).horizontalAdvance
        room = self.WIDTH - 1  # a hair to spare: the label must not wrap a line again
        text = keys_on_own_line(text, lambda line: width(line) <= room)
        self.prompt.setText(break_phrases(text, width, room))

    def fit(self) -> None:
        """Take the height the prompt (wrapped at the bar's width, in its own font) and the
        rows of buttons need: a wrapped prompt must not squeeze the buttons. Measured part
        by part, because the bar may be hidden (behind the curtain), when its layout does
        not count the rows just made."""
        self.prompt.ensurePolished()  # its style sheet's font, before it is measured
        rows = [self._row(i) for i in range(self.rows.count())]
        heights = [row.sizeHint().height() for row in rows]
        rows_h = sum(heights) + SPACING * max(0, len(heights) - 1)
        prompt_h = self.prompt.heightForWidth(self.WIDTH) if self.prompt.text() else 0
        gap = self.column.spacing() if prompt_h and rows_h else 0
        self.rows_box.setFixedHeight(rows_h)
        # no buttons: the empty row must not take the layout's spacing from the prompt
        self.rows_box.setHidden(not rows_h)
        self.setFixedHeight(prompt_h + gap + rows_h)  # fixed: nothing may squeeze it later

    def set_buttons(self, specs: list[ButtonSpec]) -> None:
        """Show exactly these buttons, left to right; when they do not fit in one row (English
        labels are long), they wrap onto more rows, the last one at the bottom."""
        while self.rows.count():
            row = self._row(0)
            self.rows.takeAt(0)
            row.hide()  # at once: deleteLater waits for the event loop
            row.deleteLater()  # its buttons go with it
        self.buttons, self.specs = {}, {}
        line: list[QPushButton] = []
        for spec in specs:
            button = self._button(spec)
            if line and _width([*line, button]) > self.WIDTH:
                self._add_row(line)
                line = []
            line.append(button)
            self.buttons[spec.key] = button
            self.specs[spec.key] = spec
        if line:
            self._add_row(line)

    def _row(self, i: int) -> QWidget:
        item = self.rows.itemAt(i)
        row = item.widget() if item is not None else None
        assert row is not None, "the rows layout holds only rows of buttons"
        return row

    def _button(self, spec: ButtonSpec) -> QPushButton:
        key = T.KEY_SPACE if spec.shortcuts[0] == "Space" else spec.shortcuts[0]
        button = QPushButton(T.BUTTON_KEY.format(label=spec.label, key=key), self)
        button.setObjectName("pass" if spec.key == "pass" else spec.key)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setMinimumHeight(40)
        button.clicked.connect(lambda _=False, s=spec: self.pressed.emit(s))
        button.ensurePolished()  # the style sheet's font, so that its width is right
        return button

    def _add_row(self, buttons: list[QPushButton]) -> None:
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACING)
        layout.addStretch(1)
        for button in buttons:
            layout.addWidget(button)
        self.rows.addWidget(row)
        row.show()  # now, not when the event loop gets to it: ``fit`` measures it at once

    def trigger_shortcut(self, key: str) -> bool:
        """Press the button whose shortcut is ``key`` (e.g. "C", "Space"); False if none."""
        for spec in self.specs.values():
            if key in spec.shortcuts:
                self.pressed.emit(spec)
                return True
        return False


SPACING = 6


def _width(buttons: list[QPushButton]) -> int:
    """The width a row of ``buttons`` needs."""
    return sum(b.sizeHint().width() for b in buttons) + SPACING * (len(buttons) - 1)


def keys_on_own_line(text: str, fits: Callable[[str], bool]) -> str:
    r"""``text`` with a line break before its closing bracketed key hint when it does not
    fit on one line.

    >>> keys_on_own_line("请出牌：点一张牌打出（或用 ← → 选、回车打出）", lambda s: len(s) < 20)
    '请出牌：点一张牌打出\n（或用 ← → 选、回车打出）'
    >>> keys_on_own_line("Bid or pass (or ← → and Enter)", lambda s: True)
    'Bid or pass (or ← → and Enter)'
    """
    if "\n" in text or fits(text) or not text.endswith(("）", ")")):
        return text
    start = max(text.rfind("（"), text.rfind(" ("))
    if start <= 0:
        return text
    return text[:start].rstrip() + "\n" + text[start:].lstrip()
