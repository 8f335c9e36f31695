"""The new-game and start dialogs, the menus and what they open, settings, sound and hints."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox, QWidget

from tests.ui.support import Scripted, crafted_match
from zhuji_desktop import app
from zhuji_desktop.engine.actions import Action
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import DESCRIPTIONS, RuleSet
from zhuji_desktop.ui import menus, sound, tools
from zhuji_desktop.ui.dialogs.new_game import NewGameDialog, StartDialog
from zhuji_desktop.ui.main_window import MainWindow
from zhuji_desktop.ui.model.session import Session
from zhuji_desktop.ui.model.settings import SeatSetting, Settings, SettingsStore
from zhuji_desktop.ui.panels import hints_dock
from zhuji_desktop.ui.strings import T

pytestmark = pytest.mark.timeout(60)

QUIET = Settings(hints=False, sound_muted=True, animation_speed="off")
DEALER_HANDS = {
    "E": "123m456p789s11z22z5z",
    "S": "456m789p123s33z44z",
    "W": "789m123p456s55z66z",
    "N": "111p999m999s77z6z8m",
}


def new_window(qtbot, settings=QUIET, **kwargs) -> MainWindow:
    window = MainWindow(seed=1, delay_ms=0, settings=settings, **kwargs)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def ini_store(tmp_path) -> SettingsStore:
    return SettingsStore(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


def test_new_game_dialog_starts_the_chosen_match_and_keeps_the_choice(qtbot, tmp_path):
    store = ini_store(tmp_path)
    settings = QUIET.with_changes(rules=RuleSet(top_level=9))
    window = new_window(qtbot, settings, store=store)
    game = window.game
    dialog = window.open_new_game()
    assert isinstance(dialog, NewGameDialog) and dialog.isVisible()
    assert [r.kind.currentData() for r in dialog.rows] == [s.kind for s in settings.seats]
    assert dialog.controls["top_level"].value() == 9
    notes = {label.text() for label in dialog.findChildren(QLabel)}
    explained = [zh for key, (zh, _en) in DESCRIPTIONS.items() if key != "mode"]
    assert all(zh in notes for zh in explained)  # every option explained
    assert {T.GAME_BAO_LINE, T.GAME_FAN_LINE} <= notes  # the games, one line each
    # a name stops at 20 characters, and the field's tip says so (a tester's was cut unseen)
    assert "20" in dialog.rows[1].name.toolTip()
    assert dialog.rows[1].name.maxLength() == 20
    dialog.rows[0].name.setText("阿明")
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("human"))
    dialog.rows[2].name.setText("Bo")
    dialog.rows[3].kind.setCurrentIndex(dialog.rows[3].kind.findData("hard"))
    dialog.controls["top_level"].setValue(5)
    dialog.controls["seat_wind_tai"].setChecked(False)
    dialog.controls["wild_selection"].setCurrentIndex(1)
    dialog.controls["match_hands"].setValue(2)
    dialog.controls["base_points"].setValue(3)
    dialog.seed.setText("42")
    dialog.start.click()
    rules = RuleSet(
        top_level=5, seat_wind_tai=False, wild_selection="flip", match_hands=2, base_points=3
    )
    seats = (
        SeatSetting("human", "阿明"),
        SeatSetting("normal"),
        SeatSetting("human", "Bo"),
        SeatSetting("hard"),
    )
    assert game.match.seed == 42 and game.match.rules == rules
    assert game.seats == seats
    assert window.controller.people() == [0, 2]
    # each computer's plate says its level (a newcomer could not tell how strong they were)
    plates = window.table_screen.scene.plates
    qtbot.waitUntil(lambda: sorted(p.level for p in plates) == ["", "", "困难", "普通"])
    assert len(window.table_screen.bid_panel.bid_buttons) == 3 * 4  # levels 2..5, three kinds each
    saved = store.load()
    assert saved.seats == seats and saved.rules == rules
    assert not dialog.ends_match_note.isVisibleTo(dialog)  # no match was in progress
    assert dialog.start.text() == T.START
    again = window.open_new_game()  # now one is: starting another ends it, and it says so
    assert (
        again.ends_match_note.isVisibleTo(again)
        and again.ends_match_note.text() == T.NEW_GAME_ENDS_MATCH
    )
    assert again.start.text() == T.START_ENDING_MATCH  # on the button pressed, too
    again.reject()


def test_every_offered_level_has_its_words_in_the_dialog_and_on_its_plate():
    """A new level crashed the new-game dialog (no ``kind_label``) and left its plate blank
    (no ``level_name``), and nothing said so."""
    from zhuji_desktop.ai.registry import level_names
    from zhuji_desktop.ui.strings import kind_label, level_name

    for level in level_names(offered_only=True):
        assert kind_label(level) and level_name(level), level


def test_one_round_is_the_lowest_match_length(qtbot):
    dialog = NewGameDialog(None, QUIET)
    qtbot.addWidget(dialog)
    hands = dialog.controls["match_hands"]
    hands.setValue(0)
    assert hands.text() == "一圈" and dialog.plan().rules.match_hands == 0
    assert dialog.plan().seed is None  # no seed typed: a fresh one


def saved_session(tmp_path) -> tuple[Session, Match]:
    session = Session(tmp_path)
    match = Match(RuleSet(), 8)
    for text in ("E pass", "S pass"):
        match.apply(Action.parse(text))
    seats = (SeatSetting("human", "阿明"),) + (SeatSetting("normal"),) * 3
    session.save(match, seats, 0)
    return session, match


def test_a_seat_that_changes_between_person_and_computer_loses_its_name(qtbot):
    """A new player typed Bob for South, then made South a computer: the computer played as
    Bob. A computer that only changes its level keeps a name given to it."""
    seats = (SeatSetting("human", "Ann"), SeatSetting("human", "Bob"),
             SeatSetting("hard", "Grandpa"), SeatSetting("normal"))  # fmt: skip
    dialog = NewGameDialog(None, Settings(seats=seats))
    qtbot.addWidget(dialog)
    south, west = dialog.rows[1], dialog.rows[2]
    south.kind.setCurrentIndex(south.kind.findData("hard"))
    west.kind.setCurrentIndex(west.kind.findData("expert"))
    assert south.value() == SeatSetting("hard", "") and west.value().name == "Grandpa"
    west.kind.setCurrentIndex(west.kind.findData("human"))
    assert west.value() == SeatSetting("human", "") and dialog.rows[0].value().name == "Ann"


def test_start_dialog_continues_the_saved_match(qtbot, tmp_path):
    session, match = saved_session(tmp_path)
    window = new_window(qtbot, session=session)
    app.begin(window, app.parse_args(["--data-dir", str(tmp_path)]))
    dialog = window.menus.dialog
    assert isinstance(dialog, StartDialog) and dialog.isVisible()
    assert "第 1 局" in " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert window.controller is None  # nothing starts before the choice
    dialog.resume.click()
    assert window.game.match.state.actions == match.state.actions
    assert window.table_screen.scene.plates[0].name == "阿明"


def test_the_start_notes_wait_for_the_start_dialog_and_come_on_top(qtbot, tmp_path):
    """A tester found the notes of the start under the 继续上次的对局？ dialog, seen only after
    继续: they now wait for it to close."""
    session, match = saved_session(tmp_path)
    window = new_window(qtbot, session=session)
    app.begin(window, app.parse_args(["--data-dir", str(tmp_path)]))
    dialog = window.menus.dialog
    assert isinstance(dialog, StartDialog) and dialog.isVisible()
    app.report_start(window, app.Startup(tmp_path, ["settings.ini was a link; it was moved"]))
    assert window.menus.dialog is dialog  # not yet: the start dialog is up
    dialog.resume.click()
    box = window.menus.dialog
    assert isinstance(box, QMessageBox) and box.isVisible() and "moved" in box.informativeText()
    assert window.game.match.state.actions == match.state.actions


def test_start_dialog_new_game_and_cancel_falls_back_to_the_saved_match(qtbot, tmp_path):
    session, match = saved_session(tmp_path)
    window = new_window(qtbot, session=session)
    app.begin(window, app.parse_args(["--data-dir", str(tmp_path)]))
    window.menus.dialog.new.click()
    new_game = window.menus.dialog
    assert isinstance(new_game, NewGameDialog) and new_game.isVisible()
    new_game.cancel.click()  # changed one's mind: nothing lost, the saved match goes on
    assert window.game.match.state.actions == match.state.actions


def test_new_skips_the_start_dialog(qtbot, tmp_path):
    session, _match = saved_session(tmp_path)
    window = new_window(qtbot, session=session)
    app.begin(window, app.parse_args(["--data-dir", str(tmp_path), "--new", "--seed", "9"]))
    assert window.menus.dialog is None and window.game.match.seed == 9


# --- menus ---------------------------------------------------------------------------------


def menu_texts(window: MainWindow) -> dict[str, list[str]]:
    out = {}
    for action in window.menuBar().actions():
        items = [a.text() for a in action.menu().actions() if not a.isSeparator()]
        out[action.text()] = items
    return out


def test_the_menus_hold_every_item(qtbot):
    window = new_window(qtbot)
    assert menu_texts(window) == {
        "游戏(&G)": ["新游戏(&N)", "继续(&C)", "悔牌(&B)", "托管(&A)", "退出(&Q)"],
        "工具(&T)": [
            "提示(&I)", "静音(&M)", "全屏(&F)",
            "台数计算器(&C)", "历史记录(&H)", "回放(&R)", "设置(&S)",
        ],
        "帮助(&H)": ["规则(&R)", "关于(&A)"],
    }  # fmt: skip
    # each item's letter picks it in its open menu: no two of a menu share one (a keyboard
    # player counted arrow presses to reach the calculator)
    for items in menu_texts(window).values():
        letters = [text.split("&")[1][0].upper() for text in items]
        assert len(set(letters)) == len(letters), items


def test_a_missing_tool_says_it_is_not_available(qtbot, monkeypatch):
    def missing():
        raise ImportError("no calc_window yet")

    monkeypatch.setitem(tools.TOOLS, "calc", replace(tools.TOOLS["calc"], load=missing))
    window = new_window(qtbot)
    window.menus.tool_actions["calc"].trigger()
    box = window.menus.dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "台数计算器" in box.text()


def test_tools_open_once_with_the_data_folder(qtbot, monkeypatch, tmp_path):
    made: list[tuple] = []

    class FakeHistory(QWidget):
        def __init__(self, parent, folder):
            super().__init__(parent)
            made.append((parent, folder))

    history = replace(tools.TOOLS["history"], load=lambda: FakeHistory)
    monkeypatch.setitem(tools.TOOLS, "history", history)
    window = new_window(qtbot, session=Session(tmp_path))
    window.menus.tool_actions["history"].trigger()
    window.menus.tool_actions["history"].trigger()  # already open: raised, not made again
    assert made == [(window, tmp_path)] and window.tools.windows["history"].isVisible()


def test_settings_from_the_dialog_apply_at_once_and_are_stored(qtbot, monkeypatch, tmp_path):
    chosen = QUIET.with_changes(ai_delay_ms=1200, animation_speed="fast", turn_timer_s=20)

    class FakeSettingsDialog(QDialog):
        def __init__(self, parent, settings, folder):
            super().__init__(parent)
            self.given, self.folder = settings, folder

        def settings(self):
            return chosen

    monkeypatch.setattr(menus, "settings_dialog_class", lambda: FakeSettingsDialog)
    store = ini_store(tmp_path)
    window = new_window(qtbot, store=store)
    screen = window.table_screen
    window.start_match(
        crafted_match(DEALER_HANDS), {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()}
    )
    window.menus.settings.trigger()
    dialog = window.menus.dialog
    assert dialog.given == QUIET
    assert dialog.folder == window.data_folder()  # shown on the first tab
    dialog.accept()
    assert window.game.delay_ms == 1200 and window.controller.delay_ms == 1200
    assert screen.animation_speed == "fast" and window.settings.turn_timer_s == 20
    assert screen.auto_panel.countdown.text() == "剩 20 秒"  # the person must discard now
    assert store.load() == chosen


def test_settings_that_cannot_be_written_are_said_so_once(qtbot, tmp_path):
    """A read-only settings file lost every change without a word: now they apply, and one
    note says they will not be kept."""
    store = ini_store(tmp_path)
    window = new_window(qtbot, store=store)
    store._qs.status = lambda: QSettings.Status.AccessError  # as a read-only file reports
    window.apply_settings(QUIET.with_changes(ai_delay_ms=1200), save=True)
    box = window.menus.dialog
    assert isinstance(box, QMessageBox) and str(tmp_path / "s.ini") in box.text()
    assert window.game.delay_ms == 1200  # applied all the same
    window.menus.dialog = None
    window.save_defaults(QUIET.seats, RuleSet(top_level=5))
    assert window.menus.dialog is None  # said once


def test_choosing_chinese_with_no_font_for_it_keeps_english_and_says_why(qtbot, monkeypatch):
    from zhuji_desktop.ui import i18n, strings

    monkeypatch.setattr(i18n, "chinese_font_found", lambda: False)
    window = new_window(qtbot, QUIET.with_changes(language="en"))
    app = QApplication.instance()
    try:
        i18n.install_translator(app, "en")
        window.apply_settings(QUIET.with_changes(language="zh"))
        box = window.menus.dialog
        assert strings.LANG == "en" and isinstance(box, QMessageBox)
        assert box.text() == T.NO_CHINESE_FONT and "Chinese" in box.text()
    finally:
        i18n.install_translator(app, "zh")


def test_events_are_heard_through_one_sound_player(qtbot, monkeypatch):
    players: list = []

    class FakeSound:
        def __init__(self, volume, muted):
            self.volume, self.events = volume, []
            players.append(self)

        def play_for_event(self, event):
            self.events.append(event.type)

        def apply_settings(self, settings):
            self.volume = settings.sound_volume

    monkeypatch.setattr(sound, "SoundPlayer", FakeSound)
    window = new_window(qtbot, QUIET.with_changes(sound_muted=False, sound_volume=30))
    match = crafted_match(DEALER_HANDS)
    window.start_match(match, {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
    window.game.submit(next(a for a in match.state.legal_actions(0) if a.verb.value == "discard"))
    qtbot.waitUntil(lambda: "discard" in players[0].events)
    assert len(players) == 1 and players[0].volume == 30
    window.apply_settings(window.settings.with_changes(sound_volume=60))
    assert players[0].volume == 60


def test_hints_follow_the_person_at_the_bottom(qtbot, monkeypatch):
    calls: list = []

    class FakeHints(QWidget):
        preferred = Signal(list)  # the ways of a claim to frame first (the panel's contract)
        advised = Signal(object)  # the action its advice names (Enter takes it at a claim)

        def set_hints(self, view, legal):
            calls.append(("hints", view.seat, len(legal)))

        def clear(self):
            calls.append(("clear",))

        def set_advice(self, level):
            calls.append(("advice", level))

    monkeypatch.setattr(hints_dock, "load_panel", lambda: FakeHints)
    window = new_window(qtbot, QUIET.with_changes(hints=True))
    assert window.hints.dock is not None and window.menus.hints.isChecked()
    match = crafted_match(DEALER_HANDS, human_seat=1)
    window.start_match(match, {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
    qtbot.waitUntil(lambda: bool(window.table_screen.scene.discardable))
    assert calls[-1][:2] == ("hints", 1)  # the person's seat, with their legal actions
    window.menus.hints.trigger()  # off
    assert not window.hints.dock.isVisible() and not window.settings.hints


def test_the_dialog_says_how_people_claim_when_several_share_the_screen(qtbot):
    window = new_window(qtbot, QUIET)
    dialog = window.open_new_game()
    note = dialog.hotseat_note
    assert not note.isVisibleTo(dialog)  # one person: nothing to say
    qtbot.waitExposed(dialog)
    seed_at = dialog.seed.mapTo(dialog, dialog.seed.rect().topLeft())
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("human"))
    QApplication.processEvents()
    # the note shows in room kept for it: nothing below moves under the mouse
    assert dialog.seed.mapTo(dialog, dialog.seed.rect().topLeft()) == seed_at
    assert note.isVisibleTo(dialog) and note.text().startswith(
        "多人同屏：按现在的设置，玩家只能胡牌"
    )
    assert note.text().endswith("（设置 → 提示与吃碰 → 多人同屏时）。")
    dialog.reject()
    asked = new_window(qtbot, QUIET.with_changes(hotseat_claims="all")).open_new_game()
    asked.rows[2].kind.setCurrentIndex(asked.rows[2].kind.findData("human"))
    assert not asked.hotseat_note.isVisibleTo(asked)  # everyone is asked: no surprise
    asked.reject()


def test_a_dialog_closing_gives_the_keys_back_to_the_table(qtbot, tmp_path):
    """As a tool window does (tests/ui/windows/test_ui_help.py): without a window manager the keys
    went nowhere after Settings → OK."""
    window = new_window(qtbot)
    activated = []
    window.activateWindow = lambda: activated.append(True)  # type: ignore[method-assign]
    dialog = QDialog(window)
    window.menus.open(dialog)
    assert not activated
    dialog.reject()
    assert activated == [True]


@pytest.mark.parametrize("which", ["new game", "settings"])
def test_a_tall_dialog_opens_whole_on_the_screen(qtbot, which):
    """Grown to its content after Qt had placed it, the dialog hung off the bottom of a
    1280×800 screen: it is placed again, inside the screen's free area with its title bar."""
    window = new_window(qtbot)
    window.move(300, 250)  # the dialog is centred on the window, low on the screen
    if which == "new game":
        dialog = window.open_new_game()
    else:
        window.menus.settings.trigger()
        dialog = window.menus.dialog
    qtbot.waitUntil(dialog.isVisible)
    free = dialog.screen().availableGeometry()
    assert free.top() + 30 <= dialog.geometry().top(), (dialog.geometry(), free)
    assert free.contains(dialog.geometry()), (dialog.geometry(), free)
    dialog.reject()


def test_the_field_the_keys_go_to_is_framed_in_gold(qtbot):
    """Fusion framed it in 1 px of dark gold: a child setting up a match by keyboard could not
    see where the keys went. The field with the focus has a frame of 2 px in the theme's gold."""
    from PySide6.QtWidgets import QApplication

    window = new_window(qtbot)
    dialog = window.open_new_game()
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)

    def left_edge(widget) -> tuple[int, int, int]:
        QApplication.processEvents()
        image = widget.grab().toImage()
        colour = image.pixelColor(1, image.height() // 2)
        return colour.red(), colour.green(), colour.blue()

    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QCheckBox

    tick = dialog.findChildren(QCheckBox)[0]
    for field in (dialog.rows[1].kind, dialog.seed, dialog.cancel, tick):
        other = dialog.rows[2].kind
        other.setFocus()
        assert left_edge(field) != (242, 190, 60)
        field.setFocus(Qt.FocusReason.TabFocusReason)  # as Tab moves it
        qtbot.waitUntil(field.hasFocus)
        r, g, b = left_edge(field)
        assert r > 220 and 160 < g < 215 and b < 100, (field, (r, g, b))
    dialog.reject()


@pytest.mark.parametrize("first", ["fan", "bao"])
def test_the_dialog_grows_for_the_options_of_the_other_game(qtbot, first):
    """Opened on 翻麻将 (the last game played) and switched to 包麻将, which has more
    options, the dialog kept its size: the rules scrolled and 最高包牌 was cut off, on a
    screen with room to spare. It grows (within the screen) and stays where it was. (Which
    game needs more room depends on the screen's width: the lines wrap.)"""
    window = new_window(qtbot, QUIET.with_changes(rules=RuleSet(mode=first)))
    dialog = window.open_new_game()
    qtbot.waitUntil(dialog.isVisible)
    free = dialog.screen().availableGeometry()
    size, at = dialog.size(), dialog.pos()
    dialog.set_mode("bao" if first == "fan" else "fan")
    qtbot.wait(20)  # (the scroll bar's range follows the layout)
    assert dialog.width() >= size.width() and dialog.height() >= size.height()
    if dialog.frameGeometry().height() < free.height() - 24:  # room enough: no scrolling
        assert dialog.body.verticalScrollBar().maximum() == 0
    assert free.contains(dialog.geometry()), (dialog.geometry(), free)
    if dialog.size() == size:
        assert dialog.pos() == at  # not moved for nothing
    dialog.reject()


def test_the_start_dialog_says_where_the_saved_hand_stands(qtbot):
    """A tester saw only the hand's number over an empty table."""
    from zhuji_desktop.ui.dialogs.new_game import where_it_stopped

    seats = (SeatSetting("human", "阿明"), *(SeatSetting("normal"),) * 3)
    match = Match(RuleSet(), seed=5)
    assert where_it_stopped(match, seats) == "这一局正在叫包"
    for text in ("E bid 3", "S pass", "W pass", "N pass"):
        match.apply(Action.parse(text))
    assert where_it_stopped(match, seats) == "阿明包3台，正在定财神"
    match.apply(Action.parse("E wild 5z"))
    # the tiles that may still be drawn, as the table counts them: the dialog said 72 where
    # the table said 余 46 张 · 留 26 张 (the reserve is never drawn)
    left = match.state.wall_left - match.rules.draw_reserve
    assert where_it_stopped(match, seats) == f"阿明包3台，余 {left} 张"
    dialog = StartDialog(None, match, seats)
    qtbot.addWidget(dialog)
    text = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert f"余 {left} 张" in text and "阿明" in text


def test_the_start_dialog_reads_as_english_whoever_bid(qtbot, qapp):
    """A tester read "You is the bidder at 3 tai": the line names the bidder, no verb."""
    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.dialogs.new_game import where_it_stopped

    seats = (SeatSetting("human"), *(SeatSetting("normal"),) * 3)  # the person: "You"
    match = Match(RuleSet(), seed=5)
    for text in ("E bid 3", "S pass", "W pass", "N pass", "E wild 5z"):
        match.apply(Action.parse(text))
    left = match.state.wall_left - match.rules.draw_reserve
    i18n.install_translator(qapp, "en")
    try:
        assert where_it_stopped(match, seats) == f"Bidder: You, at 3 tai; {left} tiles left"
    finally:
        i18n.install_translator(qapp, "zh")


def test_the_start_dialog_counts_a_hand_that_ended_as_the_table_does(qtbot):
    """It showed the scores before the hand on the result screen; the table, after it."""
    seats = (SeatSetting("human", "阿明"), *(SeatSetting("normal"),) * 3)
    match = Match(RuleSet(), seed=5)
    while not match.hand_over():  # the first legal action each time: a drawn hand
        match.apply(match.state.legal_actions(match.state.to_act()[0])[0])
    assert match.scores == [0, 0, 0, 0] and any(match.standing())
    dialog = StartDialog(None, match, seats)
    qtbot.addWidget(dialog)
    text = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert f"阿明\u00a0{match.standing()[0]:+d}" in text
