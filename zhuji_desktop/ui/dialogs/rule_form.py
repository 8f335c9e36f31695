"""The rule options as a form, for the new-game and the settings dialog alike.

``RuleForm`` builds itself from ``RuleSet.options()``: a check box for a yes/no option, a list
for a choice, a spin box bounded by the engine's range for a number, each with its short name
(``strings.rule_label``) and the engine's one-line explanation in small print under it. So a
new rule option appears here once the engine has it and strings.py names it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import OptionInfo, RuleSet
from ..strings import rule_explanation, rule_label, rule_unit, rule_value

EXPLANATION_CSS = "color: #5a6b60; font-size: 12px;"


def explained(control: QWidget, text: str) -> tuple[QWidget, QLabel]:
    """A control with a line of small print below it, and that line. The line is not
    wrapped: a wrapped label inside a form gets too little height and is cut off; the dialog
    widens instead."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 2)
    layout.setSpacing(1)
    layout.addWidget(control)
    note = QLabel(text)
    note.setStyleSheet(EXPLANATION_CSS)
    layout.addWidget(note)
    return box, note


class RuleForm(QWidget):
    """Shows ``rules``' options (only ``names``, in that order, if given) for editing.
    ``controls[name]`` is each option's widget, ``explanations[name]`` its small print;
    ``form`` is the layout, for a dialog that adds rows of its own."""

    def __init__(
        self, rules: RuleSet, names: Sequence[str] | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.controls: dict[str, QWidget] = {}
        self.explanations: dict[str, QLabel] = {}
        options = RuleSet.options()
        if names is not None:
            by_name = {o.name: o for o in options}
            options = tuple(by_name[n] for n in names)
        for info in options:
            self._add(info)
        self.set_rules(rules)

    def _add(self, info: OptionInfo) -> None:
        control = _control(info)
        box, note = explained(control, rule_explanation(info.name))
        self.controls[info.name] = control
        self.explanations[info.name] = note
        if isinstance(control, QCheckBox):
            self.form.addRow(box)  # the check box carries the name
        else:
            self.form.addRow(rule_label(info.name), box)

    def set_rules(self, rules: RuleSet) -> None:
        """Show the options of ``rules``."""
        for name, control in self.controls.items():
            _set_value(control, getattr(rules, name))

    def values(self) -> dict[str, Any]:
        """The shown options, by name (always valid: the controls offer nothing else)."""
        return {name: _value(control) for name, control in self.controls.items()}

    def rules(self) -> RuleSet:
        """The shown options as a rule set (the others at their defaults)."""
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
    if isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QComboBox):
        widget.setCurrentIndex(max(0, widget.findData(value)))
    elif isinstance(widget, QSpinBox):
        widget.setValue(int(value))


def _value(widget: QWidget) -> Any:
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QComboBox):
        return widget.currentData()
    assert isinstance(widget, QSpinBox)
    return widget.value()
