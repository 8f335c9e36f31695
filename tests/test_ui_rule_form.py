"""The one rule-options form: built from the engine's options, named by strings.py, the same
widget in the new-game and the settings dialog."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.ui import strings
from zhuji_desktop.ui.dialogs.new_game import NewGameDialog
from zhuji_desktop.ui.dialogs.rule_form import RuleForm
from zhuji_desktop.ui.dialogs.settings_dialog import SettingsDialog
from zhuji_desktop.ui.model.settings import Settings

pytestmark = pytest.mark.timeout(60)


@pytest.mark.parametrize("option", RuleSet.options(), ids=lambda o: o.name)
def test_every_rule_option_has_a_name_and_every_choice_words(option):
    # A new rule option needs its short name in strings.rule_label (this test says which).
    assert strings.rule_label(option.name) != option.name, f"name {option.name} in strings.py"
    for choice in option.choices or ():
        assert strings.rule_value(option.name, choice), f"words for {option.name}={choice}"
    assert strings.rule_explanation(option.name) == option.description[0]


def test_the_form_offers_each_option_as_the_engine_bounds_it(qtbot):
    rules = RuleSet(top_level=9, wild_selection="flip", seat_wind_tai=False, match_hands=0)
    form = RuleForm(rules)
    qtbot.addWidget(form)
    assert list(form.controls) == [o.name for o in RuleSet.options()]
    for option in RuleSet.options():
        control = form.controls[option.name]
        if option.kind == "bool":
            assert isinstance(control, QCheckBox)
        elif option.kind == "str":
            assert isinstance(control, QComboBox)
            assert [control.itemData(i) for i in range(control.count())] == list(option.choices)
        else:
            assert isinstance(control, QSpinBox)
            assert (control.minimum(), control.maximum()) == option.range
    assert form.controls["match_hands"].text() == "一圈"
    assert form.rules() == rules
    form.controls["top_level"].setValue(4)
    assert form.rules() == RuleSet(top_level=4, wild_selection="flip", seat_wind_tai=False)


def test_both_dialogs_use_the_same_form(qtbot):
    settings = Settings(rules=RuleSet(draw_reserve=30))
    new_game = NewGameDialog(None, settings)
    dialog = SettingsDialog(None, settings)
    qtbot.addWidget(new_game)
    qtbot.addWidget(dialog)
    forms = new_game.findChildren(RuleForm)
    assert len(forms) == 2 and isinstance(dialog.rule_form, RuleForm)
    shown = {name for form in forms for name in form.controls}
    assert shown == set(dialog.rule_form.controls) == {o.name for o in RuleSet.options()}
    assert new_game.rules() == dialog.rule_form.rules() == settings.rules
