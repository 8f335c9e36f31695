"""The settings dialog: language, animation, sound, pacing, hints, claims, the turn timer,
default rules.

``SettingsDialog(parent, settings, folder)`` shows ``settings`` (and the data folder, with a
button that opens it); after ``exec()``, ``settings()`` is the edited copy. Every widget only
offers valid values (choices, bounded spin boxes, a slider), so the result always passes
``Settings``' own checks. The dialog stores nothing: the caller saves and applies the result.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..model import settings as settings_module
from ..model.settings import Settings
from ..plain import PlainLabel
from ..strings import T
from .game_picker import GamePicker
from .rule_form import FitScroll, RuleForm, fit_screen

AI_DELAY_STEP_MS = 100
TIMER_STEP_S = 5


def _language_names() -> dict[str, str]:
    return {"system": T.LANGUAGE_SYSTEM, "zh": T.LANGUAGE_ZH, "en": T.LANGUAGE_EN}


def _speed_names() -> dict[str, str]:
    return {
        "off": T.SPEED_OFF,
        "slow": T.SPEED_SLOW,
        "normal": T.SPEED_NORMAL,
        "fast": T.SPEED_FAST,
    }


def _advice_names() -> dict[str, str]:
    return {"hard": T.ADVICE_HARD, "expert": T.ADVICE_EXPERT}


def _claim_names() -> dict[str, str]:
    return {"worth": T.CLAIMS_WORTH, "all": T.CLAIMS_ALL}


def _hotseat_names() -> dict[str, str]:
    return {"win": T.HOTSEAT_WIN, "all": T.HOTSEAT_ALL}


def _combo(options: dict[str, str]) -> QComboBox:
    box = QComboBox()
    for value, text in options.items():
        box.addItem(text, value)
    return box


def _spin(lo: int, hi: int, step: int = 1, suffix: str = "", special: str = "") -> QSpinBox:
    box = QSpinBox()
    box.setRange(lo, hi)
    box.setSingleStep(step)
    box.setSuffix(suffix)
    box.setSpecialValueText(special)  # shown instead of the minimum
    box.setAccelerated(True)
    return box


def _group(title: str, layout: QVBoxLayout) -> QFormLayout:
    """A titled group added to ``layout``; its rows go in the form returned."""
    box = QGroupBox(title)
    layout.addWidget(box)
    return QFormLayout(box)


def _note(text: str) -> QLabel:
    label = PlainLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet("color: palette(placeholder-text);")
    return label


class SettingsDialog(QDialog):
    """Edits a copy of ``settings``; ``settings()`` returns it (seats are kept as given).
    ``folder``: the data folder in use, shown on the first tab (None: none is written)."""

    def __init__(
        self, parent: QWidget | None, settings: Settings, folder: Path | None = None
    ) -> None:
        super().__init__(parent)
        self._base = settings
        self.folder = folder
        self.setWindowTitle(T.SETTINGS_TITLE)
        tabs = QTabWidget()
        # each tab scrolls on a small screen rather than squeeze its notes' lines into one
        # another (a tester's "Time limit per move" note was cut top and bottom)
        tabs.addTab(FitScroll(self._general_tab()), T.SETTINGS_GENERAL)
        tabs.addTab(FitScroll(self._play_tab()), T.SETTINGS_PLAY)
        tabs.addTab(self._rules_tab(), T.SETTINGS_RULES)
        self.tabs = tabs
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        # Our own words, so the buttons speak the UI's language even without Qt's translations.
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(T.SET_OK)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(T.CANCEL)
        restore = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.setText(T.SET_DEFAULTS)
        restore.clicked.connect(self.restore_defaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        layout.addWidget(buttons)
        self.show_settings(settings)
        self._fitted = False

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:  # as big as its content, within the screen
            self._fitted = True
            fit_screen(self)

    # --- building -------------------------------------------------------------------------

    def _general_tab(self) -> QWidget:
        """Four groups: how the table looks, sound, the pace of play, and the files."""
        page = QWidget()
        layout = QVBoxLayout(page)
        look = _group(T.SET_GROUP_LOOK, layout)
        self.language = _combo(_language_names())
        look.addRow(T.SET_LANGUAGE, self.language)
        look.addRow("", _note(T.SET_LANGUAGE_NOTE))
        self.animation = _combo(_speed_names())
        look.addRow(T.SET_ANIMATION, self.animation)
        look.addRow("", _note(T.SET_ANIMATION_NOTE))
        sound = _group(T.SET_SOUND, layout)
        self.mute = QCheckBox(T.SET_MUTE)
        sound.addRow("", self.mute)
        sound.addRow(T.SET_VOLUME, self._volume_row())
        pace = _group(T.SET_GROUP_PACE, layout)
        self.ai_delay = _spin(0, settings_module.MAX_AI_DELAY_MS, AI_DELAY_STEP_MS, T.UNIT_MS)
        pace.addRow(T.SET_AI_DELAY, self.ai_delay)
        pace.addRow("", _note(T.SET_AI_DELAY_NOTE))
        self.turn_timer = _spin(
            0, settings_module.MAX_TURN_TIMER_S, TIMER_STEP_S, T.UNIT_S, T.NO_TIMER
        )
        pace.addRow(T.SET_TURN_TIMER, self.turn_timer)
        pace.addRow("", _note(T.SET_TIMER_NOTE))
        self.open_folder: QPushButton | None = None
        if self.folder is not None:
            files = _group(T.SET_GROUP_FILES, layout)
            path = PlainLabel(str(self.folder))
            path.setWordWrap(True)
            path.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            files.addRow(T.SET_FOLDER, path)
            files.addRow("", _note(T.SET_FOLDER_NOTE))
            self.open_folder = QPushButton(T.SET_OPEN_FOLDER)
            self.open_folder.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            self.open_folder.clicked.connect(self.show_folder)
            row = QHBoxLayout()
            row.addWidget(self.open_folder)
            self.open_failed = PlainLabel("")  # said only when the system could not
            self.open_failed.setWordWrap(True)
            row.addWidget(self.open_failed, 1)
            files.addRow("", row)
        layout.addStretch(1)
        return page

    def show_folder(self) -> bool:
        """Open the data folder in the system's file manager (False if it could not)."""
        assert self.folder is not None
        ok = QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.folder)))
        # a click that did nothing, with no word why, was all a tester got without one
        self.open_failed.setText("" if ok else T.SET_OPEN_FOLDER_FAILED)
        return ok

    def _play_tab(self) -> QWidget:
        """The hints and which claims the table asks about (alone and in hot-seat)."""
        page = QWidget()
        form = QFormLayout(page)
        self.hints = QCheckBox(T.SET_HINTS)
        form.addRow("", self.hints)
        form.addRow("", _note(T.SET_HINTS_NOTE))
        self.advice = _combo(_advice_names())
        form.addRow(T.SET_ADVICE, self.advice)
        form.addRow("", _note(T.SET_ADVICE_NOTE))
        self.claims = _combo(_claim_names())
        form.addRow(T.SET_CLAIMS, self.claims)
        form.addRow("", _note(T.SET_CLAIMS_NOTE))
        self.hotseat = _combo(_hotseat_names())
        form.addRow(T.SET_HOTSEAT, self.hotseat)
        form.addRow("", _note(T.SET_HOTSEAT_NOTE))
        return page

    def _volume_row(self) -> QWidget:
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume_label = PlainLabel()
        self.volume_label.setMinimumWidth(self.volume_label.fontMetrics().horizontalAdvance("100"))
        self.volume.valueChanged.connect(lambda v: self.volume_label.setText(str(v)))
        self.mute.toggled.connect(lambda muted: self.volume.setEnabled(not muted))
        layout.addWidget(self.volume, 1)
        layout.addWidget(self.volume_label)
        return row

    def _rules_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(_note(T.SETTINGS_RULES_NOTE))
        self.rule_form = RuleForm(self._base.rules)  # the game first, as two cards
        layout.addWidget(FitScroll(self.rule_form), 1)
        picker = self.rule_form.controls["mode"]
        assert isinstance(picker, GamePicker)
        picker.chosen.connect(self._game_chosen)  # after the form's own (its options first)
        return page

    def _game_chosen(self, _mode: str) -> None:
        if self._fitted:  # open: the other game's options may need more room
            fit_screen(self, again=True)

    # --- values ----------------------------------------------------------------------------

    def show_settings(self, s: Settings) -> None:
        """Set every widget from ``s``."""
        _select(self.language, s.language)
        _select(self.animation, s.animation_speed)
        self.mute.setChecked(s.sound_muted)
        self.volume.setValue(s.sound_volume)
        self.volume_label.setText(str(s.sound_volume))
        self.volume.setEnabled(not s.sound_muted)
        self.ai_delay.setValue(s.ai_delay_ms)
        self.hints.setChecked(s.hints)
        _select(self.advice, s.advice)
        _select(self.claims, s.claims)
        _select(self.hotseat, s.hotseat_claims)
        self.turn_timer.setValue(s.turn_timer_s)
        self.rule_form.set_rules(s.rules)

    def restore_defaults(self) -> None:
        """Every shown setting back to its default (the seats are not shown, so they stay)."""
        self.show_settings(Settings(seats=self._base.seats))

    def settings(self) -> Settings:
        """The settings as edited (always valid)."""
        return self._base.with_changes(
            language=self.language.currentData(),
            animation_speed=self.animation.currentData(),
            sound_muted=self.mute.isChecked(),
            sound_volume=self.volume.value(),
            ai_delay_ms=self.ai_delay.value(),
            hints=self.hints.isChecked(),
            advice=self.advice.currentData(),
            claims=self.claims.currentData(),
            hotseat_claims=self.hotseat.currentData(),
            turn_timer_s=self.turn_timer.value(),
            rules=self.rule_form.rules(),
        )


def _select(box: QComboBox, value: str) -> None:
    index = box.findData(value)
    box.setCurrentIndex(max(0, index))
