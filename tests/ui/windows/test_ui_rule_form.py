"""The one rule-options form: built from the engine's options, named by strings.py, the same
widget in the new-game and the settings dialog."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.ui import strings
from zhuji_desktop.ui.dialogs.game_picker import GamePicker
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
        if option.name == "mode":
            assert isinstance(control, GamePicker) and list(control.cards) == list(option.choices)
        elif option.kind == "bool":
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
    # the new-game dialog chooses the game first, with a picker of its own
    assert shown | {"mode"} == set(dialog.rule_form.controls) == {o.name for o in RuleSet.options()}
    assert isinstance(new_game.game, GamePicker)
    assert new_game.rules() == dialog.rule_form.rules() == settings.rules


def only_in(name: str) -> str | None:
    return RuleSet.option_info(name).only_in


@pytest.mark.parametrize("mode", ["bao", "fan"])
def test_options_that_do_not_act_in_the_game_are_not_shown(qtbot, mode):
    """Greyed, "定财神：包家指定" read to a new 翻麻将 player as how its wilds were chosen."""
    form = RuleForm(RuleSet(mode=mode))
    qtbot.addWidget(form)
    form.show()
    other = {"bao": "fan", "fan": "bao"}[mode]
    for name, box in form.boxes.items():
        acts = RuleSet(mode=mode).acts(name)
        assert box.isVisible() == acts, name
        label = form.form.labelForField(box)
        assert label is None or label.isVisible() == acts, name
        if not acts:
            assert only_in(name) == other


def test_switching_the_game_moves_the_defaults_and_keeps_what_was_set(qtbot):
    form = RuleForm(RuleSet(draw_reserve=30))
    qtbot.addWidget(form)
    picker = form.controls["mode"]
    assert isinstance(picker, GamePicker) and picker.mode() == "bao"
    assert form.controls["all_honours_tai"].value() == 8
    picker.cards["fan"].button.click()  # a click on the fan card's button
    assert form.mode == "fan" and form.controls["all_honours_tai"].value() == 6
    assert form.rules() == RuleSet(mode="fan", draw_reserve=30)
    form.show()
    top, kinds = form.controls["top_level"], form.controls["fan_wild_kinds"]
    assert not top.isVisible() and kinds.isVisible()
    form.controls["all_honours_tai"].setValue(10)  # set by the table: kept across games
    picker.cards["bao"].button.click()
    assert form.rules() == RuleSet(mode="bao", draw_reserve=30, all_honours_tai=10)
    assert top.isVisible() and not kinds.isVisible()


def test_a_click_anywhere_on_a_game_card_chooses_it(qtbot):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    picker = GamePicker("bao")
    qtbot.addWidget(picker)
    picker.show()
    chosen = []
    picker.chosen.connect(chosen.append)
    card = picker.cards["fan"]
    QTest.mouseClick(card.line, Qt.MouseButton.LeftButton, pos=QPoint(4, 4))
    assert picker.mode() == "fan" and chosen == ["fan"]
    assert card.property("chosen") and not picker.cards["bao"].property("chosen")
    assert card.line.text() == strings.T.GAME_FAN_LINE
