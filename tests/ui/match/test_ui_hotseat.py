"""Hot-seat: the curtain between people, claims asked in turn, 托管 and the turn timer."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from tests.ui.support import Scripted, crafted_match
from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.ui.main_window import MainWindow
from zhuji_desktop.ui.model.settings import SeatSetting, Settings
from zhuji_desktop.ui.strings import T, seat_who, tile_name
from zhuji_desktop.ui.table import curtain as curtain_module
from zhuji_desktop.ui.table.seat_layout import relative
from zhuji_desktop.ui.table.tile_item import TileItem

pytestmark = pytest.mark.timeout(60)

# E (a computer) discards 5m: S (a person) may chow it with 4m6m, W (a person) may pung it.
CLAIM_HANDS = {
    "E": "5m123p456p789p11s22s",
    "S": "4m6m9m9m123s456s11z3z",
    "W": "55m789m234p567p3z4z",
    "N": "111m222m888p999p6z",
}


ALL = Settings(hints=False, sound_muted=True, animation_speed="off", hotseat_claims="all")


def window_for(qtbot, settings: Settings | None = None) -> MainWindow:
    window = MainWindow(seed=1, delay_ms=0, settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def two_people(qtbot, names: tuple[str, str] = ("张三", "李四")) -> MainWindow:
    """A match of seed 3 with people at E and W (``names``) and computers at S and N."""
    seats = (SeatSetting("human", names[0]), SeatSetting("normal"))
    seats += (SeatSetting("human", names[1]), SeatSetting("normal"))
    window = window_for(qtbot)
    window.start_match(Match(RuleSet(), seed=3), {0: None, 1: Scripted(), 2: None, 3: Scripted()},
                       seats=seats)  # fmt: skip
    return window


def everyone_asked(qtbot, hands: dict[str, str] = CLAIM_HANDS) -> tuple[MainWindow, Match]:
    """A match of ``hands`` with people at S and W, everyone asked to look at each discard;
    E (a computer) discards 五万 first."""
    match = crafted_match(hands, human_seat=0)
    window = window_for(qtbot, ALL)
    window.start_match(match, {0: Scripted(["E discard 5m"]), 1: None, 2: None, 3: Scripted()})
    return window, match


def w_looks_first(qtbot, window: MainWindow, button: str = "pung") -> None:
    """In a ``CLAIM_HANDS`` match with people at S and W, everyone asked: the first person
    sits down, then W, who looks at E's 五万 first (S, E's 下家, looks last), until ``button``
    shows."""
    screen, game = window.table_screen, window.game
    game.lift_curtain()
    qtbot.waitUntil(lambda: screen.curtain.is_up() or button in screen.action_bar.buttons)
    if screen.curtain.is_up():
        game.lift_curtain()
    qtbot.waitUntil(lambda: button in screen.action_bar.buttons)
    assert game.shown == 2


def face_up_in_frame(window: MainWindow, r: int) -> list[int]:
    """The faces of the face-up tiles drawn for the seat at relative position ``r``."""
    frame = window.table_screen.scene.frames[r]
    return [i.face for i in frame.childItems() if isinstance(i, TileItem) and i.face is not None]


def legal_verbs(window: MainWindow) -> set[Verb]:
    return {a.verb for a in window.controller.human_legal(window.game.bottom)}


def test_the_curtain_comes_between_two_people_and_hides_every_hand(qtbot):
    seats = (SeatSetting("human", "张三"), SeatSetting("normal"), SeatSetting("human", "李四"))
    seats += (SeatSetting("normal"),)
    window = window_for(qtbot)
    screen, game = window.table_screen, window.game
    match = Match(RuleSet(), seed=3)  # player p sits at seat p: E bids first, W third
    players = {0: None, 1: Scripted(), 2: None, 3: Scripted()}
    window.start_match(match, players, seats=seats)
    assert screen.curtain.is_up() and game.seating.waiting_for == 0  # whoever sits down first
    game.lift_curtain()
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    assert game.bottom == 0
    screen.bid_panel.pass_button.click()  # 张三 passes; S (a computer) passes; W is 李四
    qtbot.waitUntil(screen.curtain.is_up)
    assert game.seating.waiting_for == 2
    assert screen.curtain.text == "请西家（李四）就座——点击或按回车继续"
    assert all(face_up_in_frame(window, r) == [] for r in range(4))  # no hand shows
    assert not screen.proxies["bid"].isVisible() and not screen.proxies["actions"].isVisible()
    assert game.bottom == 0  # still 张三's table, face down, until 李四 takes it
    game.lift_curtain()
    assert game.shown == 2 and game.bottom == 2 and not screen.curtain.is_up()
    assert len(face_up_in_frame(window, 0)) == 13  # 李四's own hand
    assert all(face_up_in_frame(window, r) == [] for r in (1, 2, 3))  # nobody else's
    assert screen.proxies["bid"].isVisible() and screen.bid_panel.seat == 2


def test_the_curtain_lists_what_the_others_did_since_a_persons_last_move(qtbot):
    """At one screen a person does not watch the others play: a family member sat down to a
    table whose discards did not say who had bid, claimed or thrown what since."""
    window = two_people(qtbot)
    screen, game = window.table_screen, window.game
    assert screen.curtain.recap == ()  # 张三 bids first: nothing has happened yet
    game.lift_curtain()
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    screen.bid_panel.pass_button.click()  # 张三 passes; S (a computer) passes; W is 李四
    qtbot.waitUntil(screen.curtain.is_up)
    # each seat with who sits there: the table turns to each person, so 东家 alone is on
    # a different side for each
    assert screen.curtain.recap == ("本局到现在：", "东家（张三） 不包", "南家（电脑1） 不包")
    game.lift_curtain()
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    screen.bid_panel.pass_button.click()  # all pass: 张三, the dealer, is 包家 at 2台
    qtbot.waitUntil(lambda: screen.curtain.is_up() and game.seating.waiting_for == 0)
    recap = screen.curtain.recap
    assert recap[:3] == ("你上次出手之后：", "南家（电脑1） 不包", "西家（李四） 不包")
    assert "北家（电脑3） 不包" in recap and not any("东家（张三） 不包" in r for r in recap)
    # a few turns each: the discards are listed, never a draw (the drawer's own tile)
    seen: list[tuple[str, ...]] = []
    for _ in range(6):
        game.lift_curtain()
        while not screen.curtain.is_up():  # name the wilds (the dealer), then discard
            qtbot.waitUntil(
                lambda: screen.curtain.is_up() or bool(window.controller.human_legal(game.bottom))
            )
            legal = window.controller.human_legal(game.bottom)
            if legal and not screen.curtain.is_up():
                game.submit(next(a for a in legal if a.verb in (Verb.WILD, Verb.DISCARD)))
        seen.append(screen.curtain.recap)
    assert all(recap[0] == "你上次出手之后：" for recap in seen[1:])
    assert any(" 打 " in line for recap in seen for line in recap)
    assert not any(" 摸 " in line or "补 " in line for recap in seen for line in recap)


def test_the_curtain_up_for_the_same_person_follows_what_the_computers_do(qtbot):
    """The curtain put up for the person who must bid first stayed as it was while the
    computer before them bid: 东家 不包 was not on it."""
    seats = (SeatSetting("normal"), SeatSetting("human", "张三"), SeatSetting("normal"))
    seats += (SeatSetting("human", "李四"),)
    window = window_for(qtbot)
    screen, game = window.table_screen, window.game
    window.start_match(Match(RuleSet(), seed=3), {0: Scripted(), 1: None, 2: Scripted(), 3: None},
                       seats=seats)  # fmt: skip
    qtbot.waitUntil(lambda: len(screen.curtain.recap) == 2, timeout=3000)
    assert screen.curtain.recap == ("本局到现在：", "东家（电脑1） 不包"), screen.curtain.recap
    assert screen.curtain.is_up() and game.seating.waiting_for == 1


def test_the_calculator_closes_when_the_curtain_comes_down(qtbot):
    """The calculator stays on top of the main window: a tester clicked in their hand there,
    and when the curtain came down the next person read it over the curtain."""
    window = two_people(qtbot)
    screen, game = window.table_screen, window.game
    game.lift_curtain()
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    calc = window.tools.open("calc")
    assert calc is not None and calc.isVisible()
    for kind in window.controller.match.state.hands[0][:5]:
        calc.palette_clicked(kind)  # 张三's own tiles
    assert calc.data.hand
    history = window.tools.open("history")  # a tool that holds no one's tiles stays
    screen.bid_panel.pass_button.click()
    qtbot.waitUntil(screen.curtain.is_up)
    assert "calc" not in window.tools.windows
    assert not shiboken6.isValid(calc) or not calc.isVisible()
    assert history is not None and history.isVisible()
    again = window.tools.open("calc")  # opened again by 李四: empty
    assert again is not None and again is not calc and not again.data.hand


def test_two_people_who_can_claim_are_asked_in_turn_and_never_see_each_other(qtbot):
    match = crafted_match(CLAIM_HANDS, human_seat=0)  # player p sits at seat p
    window = window_for(qtbot, ALL)
    screen, game = window.table_screen, window.game
    players = {0: Scripted(["E discard 5m"]), 1: None, 2: None, 3: Scripted()}
    window.start_match(match, players)
    game.lift_curtain()  # whoever sits down first
    # E discards: W (E's 对家) looks first, S (E's 下家, who draws next) last
    qtbot.waitUntil(lambda: screen.curtain.is_up() or "pung" in screen.action_bar.buttons)
    if screen.curtain.is_up():
        game.lift_curtain()
    qtbot.waitUntil(lambda: "pung" in screen.action_bar.buttons)
    # W sees only its own claim: no word of S's chow.
    assert game.bottom == 2 and set(screen.action_bar.buttons) == {"pung", "pass"}
    assert "吃" not in screen.action_bar.prompt.text()
    assert [s.seat for s in game.table.seats if s.to_act] == [2]
    assert not screen.scene.plates[relative(1, 2)].active
    screen.action_bar.buttons["pass"].click()
    qtbot.waitUntil(screen.curtain.is_up)
    assert game.seating.waiting_for == 1
    assert screen.curtain.text == "请南家（玩家2）就座——点击或按回车继续"
    game.lift_curtain()
    assert game.bottom == 1 and set(screen.action_bar.buttons) == {"chow", "pass"}
    assert face_up_in_frame(window, relative(2, 1)) == []  # W's concealed tiles stay hidden
    assert "等待" not in screen.action_bar.prompt.text()
    screen.action_bar.buttons["chow"].click()
    qtbot.waitUntil(lambda: len(match.state.melds[1]) == 1)
    assert Verb.DISCARD in legal_verbs(window)  # S discards after the chow, no curtain
    assert not screen.curtain.is_up()


def test_the_next_player_looks_last_and_plays_on_behind_one_curtain(qtbot):
    """A family sat the same person down twice for one discard: to look at it, then to
    play. The 下家 looks last, and its turn follows with no second curtain."""
    window, _ = everyone_asked(qtbot)
    screen, game = window.table_screen, window.game
    w_looks_first(qtbot, window)
    curtains: list[str | None] = []
    game.curtain.connect(curtains.append)
    screen.action_bar.buttons["pass"].click()  # W passes the pung
    qtbot.waitUntil(screen.curtain.is_up)
    game.lift_curtain()  # S looks last
    screen.action_bar.buttons["pass"].click()  # and passes the chow: S draws, and plays
    qtbot.waitUntil(lambda: Verb.DISCARD in legal_verbs(window))
    assert game.bottom == 1 and not screen.curtain.is_up()
    said = [c for i, c in enumerate(curtains) if i == 0 or c != curtains[i - 1]]
    assert said == ["请南家（玩家2）就座——点击或按回车继续", None], curtains  # S sat down once


def test_one_person_never_sees_a_curtain(qtbot):
    match = crafted_match(CLAIM_HANDS, human_seat=0)
    window = window_for(qtbot)
    screen = window.table_screen
    window.start_match(
        match, {0: Scripted(["E discard 5m"]), 1: None, 2: Scripted(), 3: Scripted()}
    )
    assert not screen.curtain.is_up()
    qtbot.waitUntil(lambda: "chow" in screen.action_bar.buttons)
    assert window.game.bottom == 1 and not screen.curtain.is_up()


@pytest.mark.parametrize("name", ["张三", "玩家二号", "欧阳小明同学"])
def test_the_curtain_breaks_its_line_between_phrases(qtbot, name):
    """A tester read "请 南家（玩家二号）就座 — 点击或按回车继" and then 续 alone on a line:
    the card's line breaks after a phrase (继续 and 点击 stay whole)."""
    from tests.ui.support import broken_inside_a_phrase, shown_lines
    from zhuji_desktop.ui.strings import T, seat_who

    curtain = curtain_module.Curtain()
    curtain.cover(T.CURTAIN.format(who=seat_who(1, name)))
    lines = shown_lines(curtain.title(), curtain_module.title_font(), curtain_module.TEXT_W)
    assert "".join(lines).replace(" ", "") == curtain.text.replace(" ", "")
    assert not broken_inside_a_phrase(lines), lines
    assert any(line.endswith("点击或按回车继续") for line in lines), lines


def test_a_click_right_after_the_curtain_falls_does_not_lift_it(qtbot, monkeypatch):
    window = window_for(qtbot)
    screen, game = window.table_screen, window.game
    window.start_match(Match(RuleSet(), 3), {0: None, 1: Scripted(), 2: None, 3: Scripted()})
    curtain = screen.curtain
    game.cover(2)
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton)
    assert curtain.is_up()  # the previous person's double click
    monkeypatch.setattr(curtain_module, "GRACE_S", 0.0)
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton)
    assert not curtain.is_up() and game.shown == 2


def test_the_second_click_of_a_double_click_on_the_curtain_does_not_bid(qtbot, monkeypatch):
    # A double click on the cover once lifted it and then bid 独5台 on the button below.
    monkeypatch.setattr(curtain_module, "GRACE_S", 0.0)
    seats = (SeatSetting("human"), SeatSetting("normal"), SeatSetting("human"))
    seats += (SeatSetting("normal"),)
    window = window_for(qtbot)
    screen, game = window.table_screen, window.game
    window.start_match(Match(RuleSet(), seed=3), {0: None, 1: Scripted(), 2: None, 3: Scripted()},
                       seats=seats)  # fmt: skip
    assert screen.curtain.is_up()
    button = screen.bid_panel.pass_button
    centre = QPointF(button.mapTo(screen.bid_panel, button.rect().center()))

    def click_button() -> None:
        at = screen.view.mapFromScene(screen.proxies["bid"].mapToScene(centre))
        qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=at)

    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton)  # lifts the cover
    assert not screen.curtain.is_up() and screen.proxies["bid"].isVisible()
    click_button()  # the double click's second click: taken by the lifted cover
    qtbot.wait(50)
    assert game.match.state.actions == []
    qtbot.wait(round(curtain_module.LIFT_GRACE_S * 1000) + 100)
    click_button()  # a deliberate click, a moment later, passes
    qtbot.waitUntil(lambda: len(game.match.state.actions) >= 1)
    assert str(game.match.state.actions[0]) == "E pass"


def test_a_second_enter_does_not_lift_the_next_persons_curtain(qtbot):
    # E passes with Enter; the curtain comes down for S; E's next Enter must not lift it.
    seats = (SeatSetting("human"), SeatSetting("human"), SeatSetting("normal"))
    seats += (SeatSetting("normal"),)
    window = window_for(qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # the keys go to the active window
    screen, game = window.table_screen, window.game
    window.start_match(Match(RuleSet(), seed=3), {0: None, 1: None, 2: Scripted(), 3: Scripted()},
                       seats=seats)  # fmt: skip
    game.lift_curtain()
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    QTest.keyClick(window, Qt.Key.Key_Left)  # 不包, framed
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(screen.curtain.is_up)
    assert game.seating.waiting_for == 1
    QTest.keyClick(window, Qt.Key.Key_Return)  # E's second Enter, a moment later
    assert screen.curtain.is_up() and game.shown == 0
    QTest.qWait(round(curtain_module.GRACE_S * 1000) + 100)
    QTest.keyClick(window, Qt.Key.Key_Return)  # S, sitting down
    assert not screen.curtain.is_up() and game.shown == 1


def test_auto_play_plays_for_the_person_and_can_be_taken_back(qtbot):
    match = crafted_match(CLAIM_HANDS, human_seat=0)
    window = window_for(qtbot)
    screen = window.table_screen
    window.start_match(match, {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
    qtbot.waitUntil(lambda: bool(screen.scene.discardable))  # E (the person) must discard
    assert screen.proxies["auto"].isVisible() and not window.menus.auto.isChecked()
    screen.auto_panel.button.click()  # 托管 on: the hard computer discards for the person
    assert window.controller.is_auto(0) and window.menus.auto.isChecked()
    qtbot.waitUntil(lambda: len(match.state.discards[0]) >= 1)
    window.menus.auto.trigger()  # and off again, from the menu
    assert not window.controller.is_auto(0) and not screen.auto_panel.button.isChecked()


@pytest.mark.slow
def test_the_turn_timer_counts_down_and_then_hands_the_seat_to_the_computer(qtbot):
    match = crafted_match(CLAIM_HANDS, human_seat=0)
    window = window_for(qtbot, Settings(hints=False, sound_muted=True, turn_timer_s=1))
    screen = window.table_screen
    window.start_match(match, {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
    qtbot.waitUntil(lambda: bool(screen.scene.discardable))
    assert screen.auto_panel.countdown.isVisible()
    assert screen.auto_panel.countdown.text() == "剩 1 秒"
    qtbot.waitUntil(lambda: window.controller.is_auto(0), timeout=5000)
    qtbot.waitUntil(lambda: len(match.state.discards[0]) >= 1)
    assert screen.auto_panel.button.isChecked() and not screen.auto_panel.countdown.isVisible()


@pytest.mark.slow
def test_a_claim_left_unanswered_is_passed_not_handed_to_the_computer(qtbot):
    """A tester's unanswered pung went to 托管, which made it and then dealt in."""
    match = crafted_match(CLAIM_HANDS, human_seat=1)
    window = window_for(qtbot, Settings(hints=False, sound_muted=True, turn_timer_s=1))
    screen = window.table_screen
    scripts = {3: Scripted(["E discard 5m"]), 1: Scripted(), 2: Scripted()}  # player 3 is E
    window.start_match(match, {0: None, **scripts})
    qtbot.waitUntil(lambda: "chow" in screen.action_bar.buttons)
    # the second runs out: S has passed, drawn, and must discard, still by hand
    qtbot.waitUntil(lambda: match.state.window is None and bool(screen.scene.discardable))
    assert not window.controller.is_auto(0) and not match.state.melds[1]


@pytest.mark.slow
def test_a_bid_left_unanswered_is_passed_not_handed_to_the_computer(qtbot):
    """A tester still reading the bid ladder saw 托管 bid for them and play the whole hand in
    eight seconds: a bid the timer ends is 不包, and the person plays their own hand."""
    match = crafted_match(CLAIM_HANDS, human_seat=0, actions=())
    window = window_for(qtbot, Settings(hints=False, sound_muted=True, turn_timer_s=1))
    window.start_match(match, {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
    qtbot.waitUntil(
        lambda: any(b is None and s == 0 for s, b in match.state.bid_history), timeout=5000
    )
    assert not window.controller.is_auto(0)


def test_the_turn_timer_waits_while_the_rules_help_is_in_front(qtbot):
    """A tester read the rules (F1) on their turn: the clock ran out behind the help and put
    them on 托管 for the rest of the match. It waits while another window is in front."""
    match = crafted_match(CLAIM_HANDS, human_seat=0)
    window = window_for(qtbot, Settings(hints=False, sound_muted=True, turn_timer_s=1))
    screen = window.table_screen
    window.start_match(match, {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
    qtbot.waitUntil(lambda: bool(screen.scene.discardable))
    help_window = window.tools.open("rules")
    qtbot.addWidget(help_window)
    help_window.activateWindow()
    qtbot.waitUntil(lambda: not window.isActiveWindow())
    qtbot.wait(2500)  # more than the second allowed
    assert not window.controller.is_auto(0) and screen.auto_panel.countdown.isVisible()
    help_window.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: window.controller.is_auto(0), timeout=5000)


def test_in_hot_seat_each_person_has_a_toggle_and_comes_back_behind_the_curtain(qtbot):
    match = crafted_match(CLAIM_HANDS, human_seat=0)
    window = window_for(qtbot, ALL)
    screen, game = window.table_screen, window.game
    players = {0: Scripted(["E discard 5m"]), 1: None, 2: None, 3: Scripted()}
    window.start_match(match, players)
    game.lift_curtain()
    toggles = window.menus.auto.menu().actions()
    assert [a.text() for a in toggles] == ["玩家2\tCtrl+T", "玩家3"]  # S has the screen
    toggles[1].trigger()  # 玩家3 (W) goes on 托管 from the menu while S has the screen
    assert window.controller.is_auto(2) and toggles[1].isChecked()
    qtbot.waitUntil(lambda: "chow" in screen.action_bar.buttons)
    window.menus.auto.menu().actions()[1].trigger()  # W is back; S still decides first
    assert not window.controller.is_auto(2) and not screen.curtain.is_up()
    screen.action_bar.buttons["pass"].click()
    qtbot.waitUntil(screen.curtain.is_up)
    assert game.seating.waiting_for == 2


def test_a_beaten_claim_is_not_told_to_the_next_person_at_the_screen(qtbot):
    """S chowed, then W (the next person at the screen) punged first: W's screen said "your
    chow did not happen", telling W of a claim S held and W never made. (W now looks first:
    its pung is kept back, S chows in vain and is told so; the note goes with the curtain.)"""
    match = crafted_match(CLAIM_HANDS, human_seat=0)
    window = window_for(qtbot, ALL)
    screen, game = window.table_screen, window.game
    told: list[str] = []
    game.told.connect(told.append)
    players = {0: Scripted(["E discard 5m"]), 1: None, 2: None, 3: Scripted()}
    window.start_match(match, players)
    w_looks_first(qtbot, window)
    assert game.bottom == 2
    screen.action_bar.buttons["pung"].click()  # W pungs; S is asked next
    qtbot.waitUntil(screen.curtain.is_up)
    game.lift_curtain()
    assert game.bottom == 1
    screen.action_bar.buttons["chow"].click()
    qtbot.waitUntil(lambda: len(match.state.melds[2]) == 1)
    qtbot.waitUntil(lambda: screen.curtain.is_up() and game.seating.waiting_for == 2)
    # S, still at the screen, was told its chow was beaten; the note goes with the curtain
    assert match.state.melds[1] == [] and told == ["玩家3碰了这张牌（比你优先），你的吃没成"]
    assert window.notice.said == ""
    game.lift_curtain()
    assert game.bottom == 2 and window.notice.said == ""


def test_ctrl_t_puts_the_person_at_the_screen_on_auto_in_hot_seat(qtbot):
    """The menu said Ctrl+T, but in hot-seat 托管 is a submenu and the key did nothing."""
    match = crafted_match(CLAIM_HANDS, human_seat=0)
    window = window_for(qtbot, ALL)
    players = {0: Scripted(["E discard 5m"]), 1: None, 2: None, 3: Scripted()}
    window.start_match(match, players)
    window.game.lift_curtain()
    shown = window.game.shown
    assert window.controller.people() == [1, 2] and shown in (1, 2)
    window.menus.sync()  # (as the menu does when it opens) the key is shown by that person
    keys = [a.text().partition("\t")[2] for a in window.menus.auto.menu().actions()]
    assert keys == ["Ctrl+T" if p == shown else "" for p in (1, 2)]
    window.activateWindow()  # a window shortcut needs the window active, and the key
    qtbot.waitActive(window)  # must come as the window system sends it (to the QWindow)
    ctrl_t = (window.windowHandle(), Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(*ctrl_t)
    assert window.controller.is_auto(shown) and not window.controller.is_auto(3 - shown)
    # the computer passed for that person, and the curtain is up for the other: nobody has
    # the screen, so the key does nothing (it had put the one who left on 托管, unseen)
    assert window.game.seating.covered()
    # and the table says so, on that person's plate (the others could not tell)
    assert window.game.table.seats[shown].level == T.AUTO_PLAY
    assert window.game.table.seats[3 - shown].level == ""
    window.menus.sync()
    assert [a.text().partition("\t")[2] for a in window.menus.auto.menu().actions()] == ["", ""]
    QTest.keyClick(*ctrl_t)
    assert window.controller.is_auto(shown) and not window.controller.is_auto(3 - shown)
    window.game.lift_curtain()  # the other person sits down: the key is theirs
    other = window.game.shown
    assert other == 3 - shown
    QTest.keyClick(*ctrl_t)
    assert window.controller.is_auto(other)


def test_by_default_people_in_hot_seat_never_chow_or_pung_and_nobody_is_asked(qtbot):
    match = crafted_match(CLAIM_HANDS, human_seat=0)
    window = window_for(qtbot)
    screen, game = window.table_screen, window.game
    players = {0: Scripted(["E discard 5m"]), 1: None, 2: None, 3: Scripted()}
    window.start_match(match, players)
    game.lift_curtain()  # S, shown first
    qtbot.waitUntil(lambda: match.state.step.value == "turn" and match.state.turn == 1)
    assert match.state.melds == [[], [], [], []]  # S's chow and W's pung were passed
    assert not screen.curtain.is_up() and game.bottom == 1  # S's own turn now
    assert not screen.auto_panel.wins_only.isVisible()  # nothing to switch off


def test_a_person_who_can_win_on_a_discard_wins_at_once_in_hot_seat(qtbot):
    # W (a person) holds four melds and a 五万: it wins on E's 五万.
    hands = dict(CLAIM_HANDS, W="5m789m234p567p333z")
    match = crafted_match(hands, human_seat=0)
    window = window_for(qtbot)
    players = {0: Scripted(["E discard 5m"]), 1: None, 2: None, 3: Scripted()}
    told: list[str] = []
    window.game.told.connect(told.append)
    window.start_match(match, players)
    window.game.lift_curtain()
    qtbot.waitUntil(lambda: window.table_screen.proxies["result"].isVisible())
    assert match.state.result.winner == 2 and match.state.result.discarder == 0
    assert window.table_screen.result.title.text() == "西家（玩家3）胡牌，东家（电脑1）放冲"
    # and the table says it was taken for her (a family asked how Mum had won unasked)
    assert told == ["西家（玩家3）能胡，已按设置自动胡牌"]
    assert "自动胡牌" in window.notice.said


def test_the_next_hand_opens_behind_the_curtain_for_everyone(qtbot):
    """Everyone reads the result together: the next hand must not open on anyone's tiles,
    not even those of the person who had the screen (a tester saw the dealer's bid at once)."""
    window = two_people(qtbot)
    screen, game = window.table_screen, window.game
    game.lift_curtain()
    for person in (0, 2):  # the computers finish the hand for both
        window.controller.set_auto(person, True)
    qtbot.waitUntil(window.controller.match.hand_over, timeout=30_000)
    assert not screen.curtain.is_up()  # the result is there for all to read
    game.next_hand(by_person=False)  # (as when 托管 goes on to the next hand)
    assert screen.curtain.is_up()
    assert all(face_up_in_frame(window, r) == [] for r in range(4))
    game.lift_curtain()
    assert not screen.curtain.is_up()
    # both still on 托管: while nobody must decide, no hand is shown, not even the one lifted
    # for (a tester's click on a curtain naming someone on 托管 showed that person's tiles)
    assert all(face_up_in_frame(window, r) == [] for r in range(4))
    for person in (0, 2):
        window.controller.set_auto(person, True)
    qtbot.waitUntil(window.controller.match.hand_over, timeout=30_000)
    game.next_hand()  # 张三 presses 下一局: back at the table, still behind the curtain
    assert screen.curtain.is_up()
    assert all(face_up_in_frame(window, r) == [] for r in range(4))
    # it names the seat the person waited for has in the new hand (it said last hand's
    # when the same person decided first in both)
    match, person = window.controller.match, game.seating.waiting_for
    assert person is not None
    names = {0: "张三", 2: "李四"}
    who = seat_who(match.seat_of(person), names[person])
    assert screen.curtain.text == T.CURTAIN.format(who=who)


def test_next_hand_in_hot_seat_ends_every_persons_auto_play(qtbot):
    """A tester put both people on 托管 to finish a hand and pressed 下一局: only the person
    at the screen got their hand back; the other was played for through the next hand and
    never asked to sit down (no curtain comes down for a person on 托管)."""
    window = two_people(qtbot, ("爷爷", "奶奶"))
    game = window.game
    game.lift_curtain()
    for person in (0, 2):
        window.controller.set_auto(person, True)
    qtbot.waitUntil(window.controller.match.hand_over, timeout=30_000)
    game.next_hand()  # one of them presses 下一局, with everyone round the result
    assert not window.controller.is_auto(0) and not window.controller.is_auto(2)
    assert not any(a.isChecked() for a in window.menus.auto.menu().actions())


def test_the_curtain_before_a_new_hand_names_the_seat_of_that_hand(qtbot):
    """The dealer moves on after a hand, so a person's seat changes with it: the curtain
    put up over the result said 请 南家（张三）就座 when 张三 was now 东家."""
    seats = (SeatSetting("human", "李四"), SeatSetting("human", "张三"))
    seats += (SeatSetting("normal"), SeatSetting("normal"))
    for seed in (1, 2, 3):
        window = window_for(qtbot)
        screen, game = window.table_screen, window.game
        window.start_match(Match(RuleSet(), seed=seed), {0: None, 1: None, 2: Scripted(),
                           3: Scripted()}, seats=seats)  # fmt: skip
        game.lift_curtain()
        for person in (0, 1):
            window.controller.set_auto(person, True)
        qtbot.waitUntil(window.controller.match.hand_over, timeout=30_000)
        game.next_hand(by_person=False)
        match, person = window.controller.match, game.seating.waiting_for
        assert screen.curtain.is_up() and person is not None
        who = seat_who(match.seat_of(person), ("李四", "张三")[person])
        assert screen.curtain.text == T.CURTAIN.format(who=who), seed
        window.close()


def test_after_the_last_hand_the_standings_are_not_covered(qtbot):
    seats = (SeatSetting("human", "张三"), SeatSetting("normal"), SeatSetting("human", "李四"))
    seats += (SeatSetting("normal"),)
    window = window_for(qtbot)
    game = window.game
    match = Match(RuleSet(match_hands=1), seed=3)
    window.start_match(match, {0: None, 1: Scripted(), 2: None, 3: Scripted()}, seats=seats)
    game.lift_curtain()
    for person in (0, 2):
        window.controller.set_auto(person, True)
    qtbot.waitUntil(window.controller.match.hand_over, timeout=30_000)
    shown = [len(face_up_in_frame(window, r)) for r in range(4)]  # every hand, face up
    game.next_hand()
    assert match.finished and not window.table_screen.curtain.is_up()
    assert game.seating.waiting_for is None
    assert [len(face_up_in_frame(window, r)) for r in range(4)] == shown


def test_a_claim_the_table_passed_is_said_so_not_nothing_to_claim(qtbot):
    """A tester read "你没有可吃碰杠胡的" beside a chow in her hand: the table had passed it
    for her (本局只胡, as here); her look now says that."""
    window, _ = everyone_asked(qtbot)
    screen, game = window.table_screen, window.game
    game.policy.wins_only.add(1)  # S: this hand, wins only
    w_looks_first(qtbot, window)
    assert game.shown == 2  # W may pung: she is asked (first: S, the 下家, looks last)
    screen.action_bar.buttons["pass"].click()
    qtbot.waitUntil(screen.curtain.is_up)
    game.lift_curtain()
    qtbot.waitUntil(lambda: "continue" in screen.action_bar.buttons)
    assert game.shown == 1 and set(screen.action_bar.buttons) == {"continue"}
    # what was passed, and by what: a family member read "your settings passed this claim"
    # seventeen times a hand without learning which claim or which setting
    said = "东家打出五万：你可以吃，已按“本局只胡”替你“过”，请按“继续”"
    assert screen.action_bar.prompt.text().replace("\n", "") == said  # (broken between phrases)


def test_enter_presses_continue_after_a_look_but_not_the_enter_that_lifted_the_curtain(qtbot):
    """A keyboard player found Enter, the key that lifts the curtain, did nothing on the look
    that followed (only Space or G pressed 继续). A second Enter at once is still the one
    that lifted it: the look must be seen."""
    window, _ = everyone_asked(qtbot)
    screen, game = window.table_screen, window.game
    game.policy.wins_only.add(2)  # W only looks (first: S, the 下家, looks last)
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.waitUntil(screen.curtain.ready_to_lift)
    QTest.keyClick(window, Qt.Key.Key_Return)  # W sits down
    qtbot.waitUntil(lambda: "continue" in screen.action_bar.buttons)
    assert not screen.curtain.is_up() and game.shown == 2
    QTest.keyClick(window, Qt.Key.Key_Return)  # at once: the lifting Enter pressed twice
    assert not screen.curtain.is_up() and "continue" in screen.action_bar.buttons
    screen.curtain.lifted_at -= 1.0  # a moment later
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(screen.curtain.is_up)  # W has looked: S is called
    assert game.seating.waiting_for == 1


def test_a_screenshots_autoplay_of_a_hot_seat_match_shows_the_table(qtbot):
    """--screenshot of a data folder set up for two people showed the curtain ("请 南家
    就座"): every person is on 托管 there, nobody is at the screen to hide tiles from."""
    seats = (SeatSetting("human", "张三"), SeatSetting("human", "李四"))
    seats += (SeatSetting("normal"), SeatSetting("normal"))
    window = window_for(qtbot)
    screen, game = window.table_screen, window.game
    players = {0: None, 1: None, 2: Scripted(), 3: Scripted()}
    window.start_match(Match(RuleSet(), seed=3), players, seats=seats, autoplay=True)
    assert not screen.curtain.is_up()
    qtbot.waitUntil(window.controller.match.hand_over, timeout=30_000)
    assert not screen.curtain.is_up()
    game.next_hand(by_person=False)  # as the screenshot's own dealing on does
    assert not screen.curtain.is_up() and len(face_up_in_frame(window, 0)) >= 13


def test_a_persons_hand_goes_face_down_as_soon_as_the_computers_play(qtbot):
    """The curtain falls when the next person must decide; until then a person's hand stayed
    face up while the computers played (a second or two while the expert thought), for the
    next person walking up to read."""
    window = two_people(qtbot)
    screen, game = window.table_screen, window.game
    game.lift_curtain()
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    assert len(face_up_in_frame(window, 0)) >= 13  # (the dealer's 14)
    game.set_pace(60_000)  # S (a computer) takes its time
    screen.bid_panel.pass_button.click()  # 张三 passes; S is next
    qtbot.waitUntil(lambda: face_up_in_frame(window, 0) == [])
    assert not screen.curtain.is_up()  # (it falls for 李四, when 李四 must bid)
    assert all(face_up_in_frame(window, r) == [] for r in range(4))


def test_the_curtain_does_not_repeat_what_a_person_saw_when_they_looked(qtbot):
    """Asked to look at every discard, a family re-read on each curtain the discards they had
    just looked at: a look is not a move, so the list ran from their last move."""
    window, _ = everyone_asked(qtbot)
    screen, game = window.table_screen, window.game
    w_looks_first(qtbot, window)
    screen.action_bar.buttons["pass"].click()  # W has looked at 五万
    qtbot.waitUntil(screen.curtain.is_up)
    game.lift_curtain()
    screen.action_bar.buttons["pass"].click()  # S too, and plays
    qtbot.waitUntil(lambda: Verb.DISCARD in legal_verbs(window))
    discard = next(a for a in window.controller.human_legal(1) if a.verb is Verb.DISCARD)
    game.submit(discard)
    qtbot.waitUntil(lambda: screen.curtain.is_up() and game.seating.waiting_for == 2)
    named = f"南家（玩家2） 打 {tile_name(discard.tiles[0])}"
    assert screen.curtain.recap == ("你上次看牌之后：", named)


@pytest.mark.parametrize("south", [CLAIM_HANDS["S"], "1m2m9m9m123s456s11z3z"])
def test_a_claim_made_while_others_must_look_waits_for_them(qtbot, south):
    """W (looking first) punged E's 五万: made at once, it ended the looks when S, after W,
    could not claim, and the curtain went to W; when S could chow it came down for S. So
    the table learnt whether S held 4m6m. Now every person looks, and then the pung is made."""
    window, match = everyone_asked(qtbot, dict(CLAIM_HANDS, S=south))
    screen, game = window.table_screen, window.game
    w_looks_first(qtbot, window)
    screen.action_bar.buttons["pung"].click()  # W pungs
    qtbot.waitUntil(screen.curtain.is_up)
    assert game.seating.waiting_for == 1 and match.state.melds[2] == []  # S looks first
    game.lift_curtain()
    qtbot.waitUntil(lambda: bool(screen.action_bar.buttons))
    button = "pass" if "pass" in screen.action_bar.buttons else "continue"
    screen.action_bar.buttons[button].click()
    qtbot.waitUntil(lambda: len(match.state.melds[2]) == 1)  # then W's pung is made
    qtbot.waitUntil(lambda: screen.curtain.is_up() and game.seating.waiting_for == 2)


def test_the_win_taken_is_said_of_the_one_who_won(qtbot):
    """Two people could win on E's 五万: the table took both wins, the nearer won, and the
    notice named the other."""
    hands = dict(CLAIM_HANDS, S="5m111z222z555z777z", W="5m789m234p567p333z")
    match = crafted_match(hands, human_seat=0)
    window = window_for(qtbot)
    told: list[str] = []
    window.game.told.connect(told.append)
    players = {0: Scripted(["E discard 5m"]), 1: None, 2: None, 3: Scripted()}
    window.start_match(match, players)
    window.game.lift_curtain()
    qtbot.waitUntil(lambda: window.table_screen.proxies["result"].isVisible())
    assert match.state.result.winner == 1
    assert told == ["南家（玩家2）能胡，已按设置自动胡牌"]


@pytest.mark.parametrize("south", [CLAIM_HANDS["S"], "1m2m9m9m123s456s11z3z"])
def test_a_match_resumed_after_a_discard_has_everyone_look_again(qtbot, south):
    """Resumed from an autosave written while people looked at E's 五万, the curtain went
    only to those the rules still waited for: to S if S could chow, else to W."""
    match = crafted_match(dict(CLAIM_HANDS, S=south), human_seat=0)
    match.apply(Action.parse("E discard 5m"))
    window = window_for(qtbot, ALL)
    screen, game = window.table_screen, window.game
    window.start_match(match, {0: Scripted(), 1: None, 2: None, 3: Scripted()}, shown=1)
    asked = []
    for _ in range(2):
        qtbot.waitUntil(screen.curtain.is_up)
        asked.append(game.seating.waiting_for)
        game.lift_curtain()
        qtbot.waitUntil(lambda: bool(screen.action_bar.buttons))
        button = "pass" if "pass" in screen.action_bar.buttons else "continue"
        screen.action_bar.buttons[button].click()
    assert asked == [2, 1]  # W, then S (the 下家, last), whatever S holds


def test_in_hot_seat_each_person_turns_the_hints_on_or_off_for_themselves(qtbot):
    """One switch for the whole table: a grandparent turned the hints off, and the child
    learning at the next turn had none (and turned them on for the grandparent again)."""
    seats = (SeatSetting("human", "爷爷"), SeatSetting("normal"), SeatSetting("human", "小明"))
    seats += (SeatSetting("normal"),)
    settings = Settings(hints=True, sound_muted=True, animation_speed="off")
    window = window_for(qtbot, settings)
    screen, game = window.table_screen, window.game
    window.start_match(Match(RuleSet(), seed=3), {0: None, 1: Scripted(), 2: None, 3: Scripted()},
                       seats=seats)  # fmt: skip
    game.lift_curtain()
    assert game.shown == 0 and window.hints.on
    window.menus.hints.trigger()  # 爷爷: F2, off
    assert not window.hints.on and window.settings.hints  # the setting stays
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    screen.bid_panel.pass_button.click()
    qtbot.waitUntil(lambda: screen.curtain.is_up() and game.seating.waiting_for == 2)
    game.lift_curtain()
    assert game.shown == 2 and window.hints.on  # 小明 has not chosen: as the table had them
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    screen.bid_panel.pass_button.click()  # all pass: 爷爷, the dealer, names the wilds
    qtbot.waitUntil(lambda: screen.curtain.is_up() and game.seating.waiting_for == 0)
    game.lift_curtain()
    assert game.shown == 0 and not window.hints.on  # as 爷爷 chose


def test_a_win_kept_back_while_another_looks_ends_the_hand_once(qtbot):
    """W wins on E's 五万 while S, after W, must still look: the win is made once S has
    looked (S's pass is announced first, the win after it, not inside it)."""
    window, match = everyone_asked(qtbot, dict(CLAIM_HANDS, W="5m789m234p567p333z"))
    screen, game = window.table_screen, window.game
    ended: list[object] = []
    window.controller.hand_recorded.connect(ended.append)
    w_looks_first(qtbot, window, "win")
    screen.action_bar.buttons["win"].click()  # W wins: kept until S has looked
    qtbot.waitUntil(screen.curtain.is_up)
    assert match.state.result is None and game.seating.waiting_for == 1
    game.lift_curtain()
    screen.action_bar.buttons["pass"].click()  # S passes its chow
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())
    qtbot.wait(50)
    assert match.state.result.winner == 2 and len(ended) == 1


# 爷爷 and 小明 at E and W, computers at S and N, the hints on by the settings
FAMILY = (SeatSetting("human", "爷爷"), SeatSetting("normal"), SeatSetting("human", "小明"))
FAMILY += (SeatSetting("normal"),)
HINTS_ON = Settings(hints=True, sound_muted=True, animation_speed="off")


def family_players() -> dict:
    return {0: None, 1: Scripted(), 2: None, 3: Scripted()}


def grandpa_turns_the_hints_off(qtbot, window: MainWindow) -> None:
    """A family match of seed 3: 爷爷 sits down, turns the hints off and passes; the curtain
    comes down for 小明."""
    screen, game = window.table_screen, window.game
    window.start_match(Match(RuleSet(), seed=3), family_players(), seats=FAMILY)
    game.lift_curtain()
    window.menus.hints.trigger()  # 爷爷: off
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    screen.bid_panel.pass_button.click()  # (a step: the table is saved)
    qtbot.waitUntil(lambda: screen.curtain.is_up() and game.seating.waiting_for == 2)


def test_a_persons_hints_choice_ends_with_the_match_and_f2_under_the_curtain_is_nobodys(qtbot):
    """爷爷 turned the hints off: the next match opened with them off, the setting on; and F2
    pressed under the curtain, by whoever was sitting down, changed 爷爷's choice."""
    window = window_for(qtbot, HINTS_ON)
    game = window.game
    grandpa_turns_the_hints_off(qtbot, window)
    window.menus.hints.trigger()  # under the curtain: nobody's choice
    assert window.personal_hints.for_person(0) is False and not window.hints.on
    game.lift_curtain()
    assert window.hints.on  # 小明 has not chosen
    window.start_match(Match(RuleSet(), seed=4), family_players(), seats=FAMILY)
    assert window.hints.on and window.personal_hints.for_person(0) is None


def test_each_persons_hints_choice_is_kept_with_the_save(qtbot, tmp_path):
    """A family closed the program mid-match: on the way back everyone's hints were as the
    setting had them, 爷爷's "off" forgotten. The choices go with the save."""
    from zhuji_desktop.ui.model.session import Session

    def opened() -> MainWindow:
        window = MainWindow(seed=1, delay_ms=0, settings=HINTS_ON, session=Session(tmp_path))
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        return window

    window = opened()
    grandpa_turns_the_hints_off(qtbot, window)
    window.close()

    recovery = Session(tmp_path).recover()
    assert recovery.meta["hints"] == {"default": True, "chosen": {"0": False}}
    again = opened()
    again.resume(recovery)
    assert again.game.seating.waiting_for == 2
    again.game.lift_curtain()
    assert again.hints.on  # 小明 has not chosen
    assert again.personal_hints.for_person(0) is False


def test_the_enter_that_lifted_the_curtain_pressed_twice_takes_no_win(qtbot):
    """The second Enter of a double press at the curtain found the hints' 自摸 advised and
    took the win unseen (a reviewer): a win at a turn keeps the claims' grace after a lift."""
    from tests.ui.table.test_ui_displays import WIN_HANDS

    window = window_for(qtbot, Settings(hints=True, sound_muted=True, animation_speed="off"))
    window.activateWindow()  # keys go to the active window
    qtbot.waitUntil(window.isActiveWindow)
    screen = window.table_screen
    seats = (SeatSetting("human", "A"), SeatSetting("normal"))
    seats += (SeatSetting("human", "B"), SeatSetting("normal"))
    match = crafted_match(WIN_HANDS)
    window.start_match(match, {0: None, 1: Scripted(), 2: None, 3: Scripted()}, seats=seats)
    qtbot.waitUntil(screen.curtain.is_up)
    window.game.lift_curtain()
    qtbot.waitUntil(lambda: screen.advised is not None and screen.advised.verb is Verb.WIN)
    QTest.keyClick(window, Qt.Key.Key_Return)  # at once after the lift: the same Enter again
    assert not screen.proxies["result"].isVisible() and not match.state.is_ended()
    screen.curtain.lifted_at -= 5  # a moment later, an Enter of its own takes the advice
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())


def test_the_curtain_never_names_the_maker_of_a_claim_kept_back(qtbot):
    """W's pung was kept back while S looked; S won on the same 五万: as the claims were
    made the curtain came down for W ("请 西家就座") before the result, telling the room
    that W had claimed."""
    hands = dict(CLAIM_HANDS, S="5m111z222z555z777z")
    window, match = everyone_asked(qtbot, hands)
    screen, game = window.table_screen, window.game
    w_looks_first(qtbot, window)
    screen.action_bar.buttons["pung"].click()  # kept back
    qtbot.waitUntil(screen.curtain.is_up)
    game.lift_curtain()  # S, last
    asked: list[str | None] = []
    game.curtain.connect(asked.append)
    screen.action_bar.buttons["win"].click()
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())
    assert match.state.result.winner == 1
    assert not any(text and "西家" in text for text in asked), asked


def test_the_enter_that_lifted_the_curtain_pressed_twice_takes_no_claim(qtbot):
    """Enter at a claim takes the hints' advice; the Enter that lifted the curtain, pressed
    twice, took West's advised pung before West had seen the buttons."""
    match = crafted_match(CLAIM_HANDS, human_seat=0)
    window = window_for(qtbot, ALL.with_changes(hints=True))
    window.start_match(match, {0: Scripted(["E discard 5m"]), 1: None, 2: None, 3: Scripted()})
    screen = window.table_screen
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.waitUntil(screen.curtain.ready_to_lift)
    QTest.keyClick(window, Qt.Key.Key_Return)  # W sits down
    qtbot.waitUntil(lambda: "pung" in screen.action_bar.buttons and screen.advised is not None)
    QTest.keyClick(window, Qt.Key.Key_Return)  # at once: the lifting Enter, twice
    qtbot.wait(50)
    assert "pung" in screen.action_bar.buttons and not match.state.melds[2]


def test_everyone_looking_is_offered_every_claim_not_told_it_was_passed(monkeypatch):
    """A family playing "依次询问" was called to the screen to read "你可以碰，已按“只问值得的”
    替你过": everyone looks at every discard there anyway, so every claim is offered (as the
    setting's note says). One person alone is still asked only the claims worth asking."""
    from zhuji_desktop.engine.actions import Action, Verb
    from zhuji_desktop.ui.model import claim_policy

    monkeypatch.setattr(claim_policy, "worth_asking", lambda view, legal: False)
    policy = claim_policy.ClaimPolicy(claims="worth", hotseat_claims="all")
    pung, skip = Action(1, Verb.PUNG, (4, 4)), Action(1, Verb.PASS)
    assert policy.decide([pung, skip], 1, several=True, rob=False, view=lambda: None) is None
    assert policy.decide([pung, skip], 1, several=False, rob=False, view=lambda: None) == skip
    policy.wins_only.add(1)  # the person's own "this hand: wins only" still holds
    assert policy.decide([pung, skip], 1, several=True, rob=False, view=lambda: None) == skip
