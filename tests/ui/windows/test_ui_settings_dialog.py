"""The settings dialog: it shows the settings, edits them, and can only give valid ones back."""

from __future__ import annotations

from dataclasses import fields

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QRadioButton, QSpinBox

from zhuji_desktop.engine.rules import DESCRIPTIONS, RuleSet
from zhuji_desktop.ui import i18n
from zhuji_desktop.ui.dialogs.settings_dialog import SettingsDialog
from zhuji_desktop.ui.model.settings import MAX_AI_DELAY_MS, MAX_TURN_TIMER_S, SeatSetting, Settings
from zhuji_desktop.ui.strings import T

pytestmark = pytest.mark.timeout(60)

SEATS = (SeatSetting("human", "阿明"), SeatSetting("hard"), SeatSetting("easy"), SeatSetting())


def open_dialog(qtbot, settings: Settings | None = None) -> SettingsDialog:
    dialog = SettingsDialog(None, settings or Settings(seats=SEATS))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose(box: QComboBox, value: str) -> None:
    box.setCurrentIndex(box.findData(value))


def test_it_shows_the_given_settings(qtbot):
    given = Settings(
        language="en",
        animation_speed="slow",
        sound_muted=True,
        sound_volume=30,
        ai_delay_ms=900,
        hints=False,
        turn_timer_s=45,
        claims="all",
        hotseat_claims="all",
        rules=RuleSet(top_level=9, wild_selection="flip", seat_wind_tai=False),
        seats=SEATS,
    )
    dialog = open_dialog(qtbot, given)
    assert dialog.settings() == given
    assert not dialog.volume.isEnabled()  # muted: the volume is greyed
    assert dialog.volume_label.text() == "30"


def test_edited_values_come_back_as_settings(qtbot):
    dialog = open_dialog(qtbot)
    choose(dialog.language, "en")
    choose(dialog.animation, "fast")
    dialog.mute.click()
    dialog.volume.setValue(35)
    dialog.ai_delay.setValue(1200)
    dialog.hints.setChecked(False)
    dialog.turn_timer.setValue(30)
    choose(dialog.claims, "all")
    choose(dialog.hotseat, "all")
    rules = dialog.rule_form.controls
    rules["discarded_wild_claimable"].setChecked(True)
    rules["top_level"].setValue(5)
    choose(rules["wild_selection"], "flip")
    rules["match_hands"].setValue(8)
    got = dialog.settings()
    assert got == Settings(
        language="en",
        animation_speed="fast",
        sound_muted=True,
        sound_volume=35,
        ai_delay_ms=1200,
        hints=False,
        turn_timer_s=30,
        claims="all",
        hotseat_claims="all",
        rules=RuleSet(
            discarded_wild_claimable=True, top_level=5, wild_selection="flip", match_hands=8
        ),
        seats=SEATS,  # not shown here, kept as given
    )


def test_every_rule_option_is_offered_with_its_explanation(qtbot):
    dialog = open_dialog(qtbot)
    assert set(dialog.rule_form.controls) == {f.name for f in fields(RuleSet)}
    texts = {w.text() for w in dialog.findChildren(QCheckBox) + dialog.findChildren(QLabel)}
    # the game is two cards, each with its line, instead of one explanation
    assert all(DESCRIPTIONS[key][0] in texts for key in dialog.rule_form.controls if key != "mode")
    assert {T.MODE_BAO, T.GAME_BAO_LINE, T.MODE_FAN, T.GAME_FAN_LINE} <= texts | {
        b.text() for b in dialog.findChildren(QRadioButton)
    }


def test_the_defaults_say_which_game_they_play_and_switching_moves_them(qtbot):
    dialog = SettingsDialog(None, Settings(rules=RuleSet(mode="fan", draw_reserve=20)))
    qtbot.addWidget(dialog)
    picker = dialog.rule_form.controls["mode"]
    assert picker.mode() == "fan" and picker.cards["fan"].button.isChecked()
    assert dialog.rule_form.controls["all_honours_tai"].value() == 6
    assert not dialog.rule_form.controls["top_level"].isVisibleTo(dialog.rule_form)
    assert dialog.rule_form.controls["fan_wild_kinds"].isVisibleTo(dialog.rule_form)
    picker.cards["bao"].button.click()
    assert dialog.settings().rules == RuleSet(draw_reserve=20)
    assert dialog.rule_form.controls["all_honours_tai"].value() == 8
    dialog.restore_defaults()
    assert picker.mode() == "bao" and dialog.settings().rules == RuleSet()


@pytest.mark.parametrize("first", ["fan", "bao"])
def test_the_dialog_grows_for_the_other_games_defaults(qtbot, first):
    """As the new-game dialog: the other game's options may need more room than the
    dialog was given for the first (the lines wrap to the width there is)."""
    from zhuji_desktop.ui.dialogs.rule_form import FitScroll

    dialog = open_dialog(qtbot, Settings(rules=RuleSet(mode=first)))
    scroll = next(f for f in dialog.findChildren(FitScroll) if f.inner is dialog.rule_form)
    dialog.tabs.setCurrentWidget(scroll.parentWidget())
    free = dialog.screen().availableGeometry()
    size = dialog.size()
    dialog.rule_form.controls["mode"].cards["bao" if first == "fan" else "fan"].button.click()
    qtbot.wait(20)
    assert dialog.width() >= size.width() and dialog.height() >= size.height()
    if dialog.frameGeometry().height() < free.height() - 24:  # room enough: no scrolling
        assert scroll.verticalScrollBar().maximum() == 0
    assert free.contains(dialog.geometry()), (dialog.geometry(), free)


def test_garbage_cannot_be_entered(qtbot):
    dialog = open_dialog(qtbot)
    dialog.ai_delay.setValue(10**9)
    dialog.turn_timer.setValue(-5)
    dialog.volume.setValue(250)
    dialog.rule_form.controls["top_level"].setValue(10**6)
    dialog.rule_form.controls["draw_reserve"].setValue(-1)
    spin = dialog.rule_form.controls["base_points"]
    spin.selectAll()
    QTest.keyClicks(spin, "abc")  # not a number: refused by the spin box
    assert isinstance(spin, QSpinBox) and spin.value() >= 1
    got = dialog.settings()  # valid by construction: Settings() would raise otherwise
    assert got.ai_delay_ms == MAX_AI_DELAY_MS and got.turn_timer_s == 0
    assert got.sound_volume == 100 and got.rules.draw_reserve == 0
    assert got.rules.top_level == 20
    assert [dialog.language.itemData(i) for i in range(dialog.language.count())] == [
        "system",
        "zh",
        "en",
    ]
    assert dialog.turn_timer.maximum() == MAX_TURN_TIMER_S


def test_restore_defaults_resets_what_is_shown_but_keeps_the_seats(qtbot):
    dialog = open_dialog(qtbot, Settings(language="en", hints=False, seats=SEATS))
    dialog.rule_form.controls["top_level"].setValue(3)
    dialog.restore_defaults()
    assert dialog.settings() == Settings(seats=SEATS)


def test_in_english_the_rules_are_explained_in_english(qtbot, qapp):
    i18n.install_translator(qapp, "en")
    try:
        dialog = open_dialog(qtbot)
        assert dialog.windowTitle() == "Settings"
        box = dialog.rule_form.explanations["seat_wind_tai"]
        assert box.text() == DESCRIPTIONS["seat_wind_tai"][1]
        assert dialog.rule_form.controls["match_hands"].specialValueText() == "One round"
        assert dialog.sizeHint().width() < 1000  # fits a small screen
    finally:
        i18n.remove_translators(qapp)


def test_the_claim_settings_explain_what_they_do(qtbot):
    dialog = open_dialog(qtbot)
    assert dialog.claims.currentData() == "worth" and dialog.hotseat.currentData() == "win"
    notes = [label.text() for label in dialog.findChildren(QLabel)]
    assert any("正碰、正杠（不用财神）总是询问" in n and "向听数变少" in n for n in notes)
    assert any("能胡时自动胡" in n and "按座位顺序" in n for n in notes)


def test_an_unticked_box_shows_on_the_dark_theme(qtbot, qapp) -> None:
    """A tester could not see that a rule could be ticked: Fusion framed the empty box in a
    shade of the window's colour. Its frame is now light, and a ticked one gold."""
    from PySide6.QtWidgets import QCheckBox

    from zhuji_desktop.ui.table import style

    style.apply_theme(qapp)
    box = QCheckBox("x")
    qtbot.addWidget(box)
    box.resize(box.sizeHint())

    def brightest() -> int:
        image = box.grab().toImage()
        side = min(image.height(), 20)
        return max(
            max(image.pixelColor(x, y).red(), image.pixelColor(x, y).green())
            for x in range(side)
            for y in range(image.height())
        )

    assert brightest() >= 150  # the empty box's frame, where the window is below 60
    box.setChecked(True)
    image = box.grab().toImage()
    golds = [
        image.pixelColor(x, y)
        for x in range(min(image.height(), 20))
        for y in range(image.height())
    ]
    assert any(c.red() > 200 and c.green() > 150 and c.blue() < 100 for c in golds)


def test_the_data_folder_is_shown_and_opens(qtbot, tmp_path, monkeypatch):
    opened = []
    monkeypatch.setattr(
        "zhuji_desktop.ui.dialogs.settings_dialog.QDesktopServices.openUrl",
        lambda url: opened.append(url.toLocalFile()) or True,
    )
    dialog = SettingsDialog(None, Settings(seats=SEATS), tmp_path)
    qtbot.addWidget(dialog)
    shown = [w.text() for w in dialog.findChildren(QLabel)]
    assert str(tmp_path) in shown
    assert dialog.open_folder is not None
    dialog.open_folder.click()
    assert opened == [str(tmp_path)] and dialog.open_failed.text() == ""
    # a system that cannot open it: the click did nothing, and nothing said so
    monkeypatch.setattr(
        "zhuji_desktop.ui.dialogs.settings_dialog.QDesktopServices.openUrl", lambda url: False
    )
    dialog.open_folder.click()
    assert dialog.open_failed.text() == T.SET_OPEN_FOLDER_FAILED


def test_without_a_data_folder_no_folder_is_offered(qtbot):
    dialog = open_dialog(qtbot)
    assert dialog.open_folder is None
    assert T.SET_FOLDER not in [w.text() for w in dialog.findChildren(QLabel)]


def test_a_short_window_scrolls_the_tabs_rather_than_squeeze_their_notes(qtbot):
    """On a small screen the "Time limit per move" note was cut top and bottom: a wrapped
    note had less height than its lines need. The tabs scroll instead."""
    dialog = SettingsDialog(None, Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(dialog.width(), 360)
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        qtbot.wait(10)
        page = dialog.tabs.currentWidget()
        notes = [n for n in page.findChildren(QLabel) if n.wordWrap() and n.isVisibleTo(page)]
        assert notes
        for note in notes:
            assert note.height() >= note.heightForWidth(note.width()) - 1, note.text()[:40]
