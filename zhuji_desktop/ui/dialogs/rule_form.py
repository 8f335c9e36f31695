"""The rule options as a form, for the new-game and the settings dialog alike.

``RuleForm`` builds itself from ``RuleSet.options()``: a check box for a yes/no option, a list
for a choice, a spin box bounded by the engine's range for a number, each with its short name
(``strings.rule_label``) and the engine's one-line explanation in small print under it. So a
new rule option appears here once the engine has it and strings.py names it.

The game (``mode``, docs/rules.md §12) is chosen with a ``GamePicker``, the two games side by
side. Switching the game moves the options left at a game's default to the other's (全字牌
8 → 6, ``RuleSet.with_mode``); an option that does not act in the game chosen
(``RuleSet.acts``) is hidden (greyed, "定财神：包家指定" read to a new 翻麻将 player as how
its wilds were chosen) and comes back with its game. A form that
does not show ``mode`` still plays a game: ``set_mode`` (the new-game dialog's own picker)
changes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QLabel,
    QScrollArea,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import OptionInfo, RuleSet
from ..plain import PlainLabel
from ..strings import rule_explanation, rule_label, rule_unit, rule_value
from .game_picker import GamePicker

# dim, yet readable on the dark theme (#5a6b60 in 12 px was hard to read: about 2.3:1)
EXPLANATION_CSS = "QLabel { color: #9aac9f; font-size: 13px; } QLabel:disabled { color: #5f6e64; }"


def explained(control: QWidget, text: str) -> tuple[QWidget, QLabel]:
    """A control with a line of small print below it, and that line. The line wraps (English
    is long); a dialog that shows such lines puts them in a ``FitScroll``, which gives them
    the height their width needs and scrolls on a screen too small for them."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 2)
    layout.setSpacing(1)
    layout.addWidget(control)
    note = Note(text)
    note.setStyleSheet(EXPLANATION_CSS)
    layout.addWidget(note)
    return box, note


class Note(PlainLabel):
    """Small print that would rather be one line (its size hint is its whole text's width)
    but wraps to the width it is given."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:
        wrapped = super().sizeHint()
        m = self.contentsMargins()
        one_line = self.fontMetrics().horizontalAdvance(self.text()) + m.left() + m.right() + 2
        return QSize(max(wrapped.width(), one_line), self.heightForWidth(one_line))


class FitScroll(QScrollArea):
    """A scroll area that asks for all of its widget (as wide as the widget likes, as tall
    as it then needs), so a dialog is as big as its content; on a smaller screen
    (``fit_screen``) the widget wraps its lines to the width there is and scrolls."""

    def __init__(self, widget: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.inner = widget  # as widget(), never None
        self.setWidget(widget)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # no Tab stop of its own: a keyboard player's Tab landed on the bare area, with no
        # mark of where it was (its fields take the focus, and scroll themselves into view)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:
        inner = self.inner
        bar = self.verticalScrollBar().sizeHint().width()
        width = inner.sizeHint().width()
        height = inner.heightForWidth(width) if inner.hasHeightForWidth() else -1
        return QSize(width + bar, height if height > 0 else inner.sizeHint().height())


def fit_screen(window: QWidget, margin: int = 24, again: bool = False) -> None:
    """Give ``window`` the size it asks for, within the screen's free area: as wide as it
    likes or the screen allows, then as tall as its ``FitScroll`` parts need at that width
    (their lines wrapped) or the screen allows. ``again``: its content has grown while it
    is open (another game's options): it grows, never shrinks, and stays where it is unless
    it would leave the free area."""
    layout = window.layout()
    if again and layout is not None:
        layout.invalidate()
        layout.activate()
    hint = window.sizeHint()
    if again:
        hint = hint.expandedTo(window.size())
    screen = window.screen()
    if screen is None:
        window.resize(hint)
        return
    free = screen.availableGeometry()
    frame = window.frameGeometry().size() - window.geometry().size()  # the title bar
    if frame.height() <= 0:  # not decorated yet when first shown: allow for a title bar
        title = window.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight)
        frame = QSize(0, max(title, 30))
    room_w = free.width() - margin - frame.width()
    room_h = free.height() - margin - frame.height()
    window.resize(min(hint.width(), room_w), min(hint.height(), room_h))
    if layout is not None:
        layout.activate()
    more = 0  # what the wrapped lines add at this width
    for scroll in window.findChildren(FitScroll):
        inner = scroll.inner
        if scroll.isVisibleTo(window) and inner.hasHeightForWidth():
            more = max(more, inner.heightForWidth(scroll.viewport().width()) - scroll.height())
    window.resize(window.width(), min(window.height() + max(0, more), room_h))
    if again:
        keep_within(window, free, frame)
    else:
        place_within(window, free, frame)


def keep_within(window: QWidget, free: QRect, frame: QSize) -> None:
    """Move ``window`` only as far as it takes to bring it inside ``free``."""
    at = window.frameGeometry().topLeft()
    inside = _inside(window, at.x(), at.y(), free, frame)
    if inside != (at.x(), at.y()):
        window.move(*inside)


def place_within(window: QWidget, free: QRect, frame: QSize) -> None:
    """Centre ``window`` on its parent's window (else the free area), kept inside ``free``:
    Qt placed it for the size it had before ``fit_screen`` grew it, so that it hung off the
    bottom of a 1280×800 screen."""
    parent = window.parentWidget()
    centre = parent.window().frameGeometry().center() if parent is not None else free.center()
    width, height = window.width() + frame.width(), window.height() + frame.height()
    window.move(*_inside(window, centre.x() - width // 2, centre.y() - height // 2, free, frame))


def _inside(window: QWidget, x: int, y: int, free: QRect, frame: QSize) -> tuple[int, int]:
    """The nearest place to (``x``, ``y``) for ``window``'s frame inside ``free`` (its top
    left corner inside, if the window is larger)."""
    width, height = window.width() + frame.width(), window.height() + frame.height()
    return (
        max(min(x, free.right() + 1 - width), free.left()),
        max(min(y, free.bottom() + 1 - height), free.top()),
    )


class RuleForm(QWidget):
    """Shows ``rules``' options (only ``names``, in that order, if given) for editing.
    ``controls[name]`` is each option's widget (``mode``'s a ``GamePicker``),
    ``explanations[name]`` its small print; ``form`` is the layout, for a dialog that adds
    rows of its own; ``mode`` the game the options are for."""

    def __init__(
        self, rules: RuleSet, names: Sequence[str] | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.controls: dict[str, QWidget] = {}
        self.explanations: dict[str, QLabel] = {}
        self.boxes: dict[str, QWidget] = {}  # each option's row: control and small print
        self.mode = rules.mode
        options = RuleSet.options()
        if names is not None:
            by_name = {o.name: o for o in options}
            options = tuple(by_name[n] for n in names)
        for info in options:
            self._add(info)
        self.set_rules(rules)

    def _add(self, info: OptionInfo) -> None:
        if info.name == "mode":  # the games side by side, each with its line
            picker = GamePicker(self.mode)
            picker.chosen.connect(self.set_mode)
            self.controls["mode"] = self.boxes["mode"] = picker
            self.form.addRow(picker)
            return
        control = _control(info)
        box, note = explained(control, rule_explanation(info.name))
        self.controls[info.name] = control
        self.explanations[info.name] = note
        self.boxes[info.name] = box
        if isinstance(control, QCheckBox):
            self.form.addRow(box)  # the check box carries the name
        else:
            self.form.addRow(rule_label(info.name), box)

    def set_rules(self, rules: RuleSet) -> None:
        """Show the options of ``rules`` (and play its game)."""
        self.mode = rules.mode
        for name, control in self.controls.items():
            _set_value(control, getattr(rules, name))
        self._show_acting(rules)

    def set_mode(self, mode: str) -> None:
        """Play game ``mode``: the options at the old game's default take the new game's."""
        if mode != self.mode:
            self.set_rules(self.rules().with_mode(mode))

    def _show_acting(self, rules: RuleSet) -> None:
        """Show only the options that change something in the game played."""
        for name, box in self.boxes.items():
            self.form.setRowVisible(box, rules.acts(name))

    def values(self) -> dict[str, Any]:
        """The shown options, by name, and the game (always valid: the controls offer
        nothing else)."""
        shown = {name: _value(control) for name, control in self.controls.items()}
        return {**shown, "mode": self.mode}  # the picker may be a step ahead (set_mode)

    def rules(self) -> RuleSet:
        """The shown options as a rule set (the others at the game's defaults)."""
        return RuleSet.from_dict(self.values())


def _control(info: OptionInfo) -> QWidget:
    if info.kind == "bool":
        return QCheckBox(rule_label(info.name))
    if info.kind == "str":
        combo = QComboBox()
        for value in info.choices or ():
            combo.addItem(rule_value(info.name, value) or value, value)
        return combo
    assert info.range is not None, f"rule option {info.name!r} has no range"
    lo, hi = info.range
    spin = QSpinBox()
    spin.setRange(lo, hi)
    spin.setSpecialValueText(rule_value(info.name, lo) or "")  # shown instead of the minimum
    spin.setSuffix(rule_unit(info.name))
    spin.setAccelerated(True)
    return spin


def _set_value(widget: QWidget, value: Any) -> None:
    if isinstance(widget, GamePicker):
        widget.blockSignals(True)  # the form already plays this game
        widget.set_mode(value)
        widget.blockSignals(False)
    elif isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QComboBox):
        widget.setCurrentIndex(max(0, widget.findData(value)))
    elif isinstance(widget, QSpinBox):
        widget.setValue(int(value))


def _value(widget: QWidget) -> Any:
    if isinstance(widget, GamePicker):
        return widget.mode()
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QComboBox):
        return widget.currentData()
    assert isinstance(widget, QSpinBox)
    return widget.value()
