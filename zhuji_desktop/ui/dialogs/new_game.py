"""The new-game dialog (who sits where, how long, the rules, a seed) and the start dialog
(continue the autosaved match, or a new game).

Both are plain ``QDialog``s meant to be ``open()``-ed: they never block the event loop.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.match import Match
from ...engine.rules import _RANGES as RULE_RANGES  # the engine's bounds, shown as spin ranges
from ...engine.rules import DESCRIPTIONS, RuleSet
from .. import strings
from ..model.session import MatchPlan, display_name
from ..model.settings import MAX_NAME_LENGTH, SEAT_KINDS, SeatSetting, Settings
from ..strings import T, wind

MAX_SEED_DIGITS = 9
EXPLANATION_CSS = "color: #5a6b60; font-size: 12px;"


def kind_label(kind: str) -> str:
    return {
        "human": T.KIND_HUMAN,
        "easy": T.KIND_EASY,
        "normal": T.KIND_NORMAL,
        "hard": T.KIND_HARD,
    }[kind]


def rule_label(key: str) -> str:
    """The short name of a rule option (the long line is ``explanation``)."""
    return {
        "wild_selection": T.RULE_WILD_SELECTION,
        "discarded_wild_claimable": T.RULE_DISCARDED_WILD,
        "no_swap_after_chow": T.RULE_NO_SWAP,
        "seat_wind_tai": T.RULE_SEAT_WIND,
        "all_honours_tai": T.RULE_ALL_HONOURS,
        "no_wild_tai_in_no_wild_game": T.RULE_NO_WILD_TAI,
        "draw_reserve": T.RULE_DRAW_RESERVE,
        "top_level": T.RULE_TOP_LEVEL,
        "base_points": T.BASE_POINTS,
        "match_hands": T.MATCH_LENGTH,
    }[key]


def explanation(key: str) -> str:
    """The engine's one-line explanation of a rule option, in the UI's language."""
    zh, en = DESCRIPTIONS[key]
    return en if strings.LANG == "en" else zh


def _explained(control: QWidget, text: str) -> QWidget:
    """A control with a line of small print below it. The line is not wrapped: a wrapped
    label inside a form gets too little height and is cut off; the dialog widens instead."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 2)
    layout.setSpacing(1)
    layout.addWidget(control)
    note = QLabel(text)
    note.setStyleSheet(EXPLANATION_CSS)
    layout.addWidget(note)
    return box


class SeatRow:
    """One seat's controls: a person or a computer level, and a name."""

    def __init__(self, player: int, seat: SeatSetting) -> None:
        self.kind = QComboBox()
        for kind in SEAT_KINDS:
            self.kind.addItem(kind_label(kind), kind)
        self.kind.setCurrentIndex(SEAT_KINDS.index(seat.kind))
        self.name = QLineEdit(seat.name)
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setPlaceholderText(T.NAME_HINT)
        label = T.NEW_GAME_SEAT.format(wind=wind(player))
        self.label = QLabel(label)
        if player == 0:
            self.label.setToolTip(T.NEW_GAME_FIRST_DEALER)

    def value(self) -> SeatSetting:
        return SeatSetting(self.kind.currentData(), self.name.text().strip())


class NewGameDialog(QDialog):
    """Pick the seats, the match length, base points, the rule options and a seed. Starts
    from ``settings`` (its seats and rules); ``plan()`` is the choice once accepted."""

    def __init__(self, parent: QWidget | None, settings: Settings) -> None:
        super().__init__(parent)
        self.setWindowTitle(T.NEW_GAME)
        self.rows = [SeatRow(p, seat) for p, seat in enumerate(settings.seats)]
        self.controls: dict[str, QWidget] = {}
        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self._seats_box())
        left.addWidget(self._match_box(settings.rules))
        left.addStretch(1)
        columns.addLayout(left, 1)
        columns.addWidget(self._rules_box(settings.rules), 1)
        self.buttons = QDialogButtonBox()
        self.start = self.buttons.addButton(T.START, QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel = self.buttons.addButton(T.CANCEL, QDialogButtonBox.ButtonRole.RejectRole)
        self.start.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.buttons)

    # --- the parts ------------------------------------------------------------------------

    def _seats_box(self) -> QGroupBox:
        box = QGroupBox(T.NEW_GAME_PLAYERS)
        grid = QGridLayout(box)
        for p, row in enumerate(self.rows):
            grid.addWidget(row.label, p, 0)
            grid.addWidget(row.kind, p, 1)
            grid.addWidget(row.name, p, 2)
        grid.setColumnStretch(2, 1)
        return box

    def _match_box(self, rules: RuleSet) -> QGroupBox:
        box = QGroupBox(T.NEW_GAME_MATCH)
        form = QFormLayout(box)
        hands = self._spin("match_hands", rules.match_hands)
        hands.setSpecialValueText(T.MATCH_ONE_ROUND)  # 0 hands = one round
        hands.setSuffix(T.MATCH_HANDS.replace("{n}", ""))
        form.addRow(T.MATCH_LENGTH, _explained(hands, explanation("match_hands")))
        base = self._spin("base_points", rules.base_points)
        form.addRow(T.BASE_POINTS, _explained(base, explanation("base_points")))
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(T.SEED_RANDOM)
        pattern = QRegularExpression(rf"\d{{0,{MAX_SEED_DIGITS}}}")
        self.seed.setValidator(QRegularExpressionValidator(pattern, self.seed))
        form.addRow(T.SEED, _explained(self.seed, T.SEED_HINT))
        return box

    def _rules_box(self, rules: RuleSet) -> QGroupBox:
        box = QGroupBox(T.NEW_GAME_RULES)
        form = QFormLayout(box)
        for f in fields(RuleSet):
            if f.name in ("base_points", "match_hands"):
                continue  # with the match's length, on the left
            value = getattr(rules, f.name)
            if isinstance(value, bool):
                check = QCheckBox(rule_label(f.name))
                check.setChecked(value)
                self.controls[f.name] = check
                form.addRow(_explained(check, explanation(f.name)))
            elif f.name == "wild_selection":
                combo = QComboBox()
                combo.addItem(T.WILD_BY_BIDDER, "bidder")
                combo.addItem(T.WILD_BY_FLIP, "flip")
                combo.setCurrentIndex(max(0, combo.findData(value)))
                self.controls[f.name] = combo
                form.addRow(rule_label(f.name), _explained(combo, explanation(f.name)))
            else:
                spin = self._spin(f.name, value)
                form.addRow(rule_label(f.name), _explained(spin, explanation(f.name)))
        return box

    def _spin(self, key: str, value: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(*RULE_RANGES[key])
        spin.setValue(value)
        self.controls[key] = spin
        return spin

    # --- the choice -----------------------------------------------------------------------

    def seats(self) -> tuple[SeatSetting, ...]:
        return tuple(row.value() for row in self.rows)

    def rules(self) -> RuleSet:
        values: dict[str, Any] = {}
        for key, control in self.controls.items():
            if isinstance(control, QCheckBox):
                values[key] = control.isChecked()
            elif isinstance(control, QComboBox):
                values[key] = control.currentData()
            elif isinstance(control, QSpinBox):
                values[key] = control.value()
        return RuleSet.from_dict(values)

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text else None

    def plan(self) -> MatchPlan:
        return MatchPlan(self.rules(), self.seats(), self.seed_value())


class StartDialog(QDialog):
    """An autosave exists: 继续 it, or start a 新游戏. ``choice`` says which ("continue",
    "new"); closing the dialog counts as "continue" not being chosen (``choice`` None)."""

    def __init__(
        self, parent: QWidget | None, match: Match, seats: tuple[SeatSetting, ...]
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(T.APP_TITLE)
        self.choice: str | None = None
        title = QLabel(T.START_TITLE)
        title.setStyleSheet("font-size: 18px; font-weight: bold;")
        names = T.VERB_SEPARATOR.join(display_name(seats, p) for p in range(4))
        detail = QLabel(T.START_SAVED.format(hand=match.hand_number, players=names))
        detail.setWordWrap(True)
        self.resume = QPushButton(T.CONTINUE)
        self.new = QPushButton(T.NEW_GAME)
        self.resume.setDefault(True)
        self.resume.clicked.connect(lambda: self._choose("continue"))
        self.new.clicked.connect(lambda: self._choose("new"))
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.new)
        row.addWidget(self.resume)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(detail)
        layout.addLayout(row)
        self.setMinimumWidth(380)
        self.setWindowModality(Qt.WindowModality.WindowModal)

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()
