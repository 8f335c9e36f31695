"""翻麻将 at the table (issue 17, docs/rules.md §12): the new-game dialog offers the two games
side by side, the centre shows the tile turned over and the wilds, nothing presumes a 包家,
the result shows §12's formulas and a drawn hand that pays nothing, the replay, the
calculator, the history and the hints know the game. Driven through the real widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from tests.ui.support import Scripted
from zhuji_desktop.ai.registry import make_player
from zhuji_desktop.engine import tiles
from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.script import build_wall
from zhuji_desktop.engine.state import HandState
from zhuji_desktop.history import History, HistoryRecord, PlayerInfo, player_stats, replay_state
from zhuji_desktop.replay import ReplayModel
from zhuji_desktop.ui.dialogs.game_picker import GamePicker
from zhuji_desktop.ui.dialogs.new_game import NewGameDialog, StartDialog
from zhuji_desktop.ui.main_window import MainWindow
from zhuji_desktop.ui.model.claim_policy import ClaimPolicy
from zhuji_desktop.ui.model.event_words import describe
from zhuji_desktop.ui.model.hints import compute_hints
from zhuji_desktop.ui.model.session import Session
from zhuji_desktop.ui.model.settings import SeatSetting, Settings
from zhuji_desktop.ui.model.snapshot import CALLED
from zhuji_desktop.ui.strings import T, called_word, tile_name
from zhuji_desktop.ui.tools import ToolWindows
from zhuji_desktop.ui.tools.calc_window import CalculatorWindow
from zhuji_desktop.ui.tools.history_window import hand_cells
from zhuji_desktop.ui.tools.replay_viewer import ReplayViewer

pytestmark = pytest.mark.timeout(120)

QUIET = Settings(hints=False, sound_muted=True, animation_speed="off")
FAN = RuleSet(mode="fan")
K = tiles.parse_one
# E's first fourteen tiles are complete (天胡, 8台); the tile turned over (9p) is nobody's.
WIN_HANDS = {
    "E": "123m456m678m789s11z",
    "S": "456m789p123s33z44z",
    "W": "789m123p456s55z66z",
    "N": "111p999m999s77z6z5z",
}
PLAIN_HANDS = {  # nobody can win at once
    "E": "123m456p789s11z22z5z",
    "S": "456m789p123s33z44z",
    "W": "789m123p456s55z66z",
    "N": "111p999m999s77z6z8m",
}


def fan_match(hands: dict[str, str], head: str, rules: RuleSet = FAN) -> Match:
    """A fan match whose first hand is dealt from ``hands`` and turns ``head``'s first tile
    over; player 0 (the person) is East, the dealer."""
    match = Match(rules, seed=1)
    match.state = HandState.from_wall(build_wall(hands, head), rules)
    return match


def window_for(qtbot, settings: Settings = QUIET, session: Session | None = None) -> MainWindow:
    window = MainWindow(seed=1, delay_ms=0, settings=settings, session=session)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def start(window: MainWindow, match: Match) -> None:
    window.start_match(match, {0: None, **{p: Scripted() for p in (1, 2, 3)}})


def grid_texts(window: MainWindow) -> list[str]:
    grid = window.table_screen.result.grid
    return [grid.itemAt(i).widget().text() for i in range(grid.count())]


# --- the new-game, start and settings dialogs ----------------------------------------------


def test_the_new_game_dialog_offers_the_two_games_first_and_starts_a_fan_match(qtbot):
    window = window_for(qtbot)
    dialog = window.open_new_game()
    assert isinstance(dialog, NewGameDialog)
    first = dialog.layout().itemAt(0).widget()  # the first thing a player chooses
    assert first.findChild(GamePicker) is dialog.game
    cards = dialog.game.cards
    assert [c.button.text() for c in cards.values()] == [T.MODE_BAO, T.MODE_FAN]
    assert [c.line.text() for c in cards.values()] == [T.GAME_BAO_LINE, T.GAME_FAN_LINE]
    assert dialog.game.mode() == "bao" and dialog.controls["all_honours_tai"].value() == 8
    assert dialog.controls["top_level"].isVisibleTo(dialog)
    assert not dialog.controls["fan_wild_kinds"].isVisibleTo(dialog)
    cards["fan"].button.click()
    assert dialog.controls["all_honours_tai"].value() == 6  # 全字牌 is 6 in fan (§12)
    for name in ("wild_selection", "top_level", "no_wild_tai_in_no_wild_game"):
        assert not dialog.controls[name].isVisibleTo(dialog), name  # nothing of a bidder
    assert dialog.controls["fan_wild_kinds"].isVisibleTo(dialog)
    dialog.controls["fan_wild_kinds"].setValue(2)
    dialog.controls["match_hands"].setValue(2)
    dialog.start.click()
    rules = window.game.match.rules
    assert rules == RuleSet(mode="fan", fan_wild_kinds=2, match_hands=2)
    assert rules.all_honours_tai == 6
    assert window.settings.rules == rules  # the next new game starts from it
    again = window.open_new_game()
    assert again.game.mode() == "fan" and not again.controls["top_level"].isVisibleTo(again)
    again.game.cards["bao"].button.click()  # back: the defaults of bao, the rest kept
    assert again.rules() == RuleSet(fan_wild_kinds=2, match_hands=2)
    again.reject()


def test_the_start_dialog_says_which_game_the_saved_match_plays(qtbot, tmp_path):
    for rules, name in ((FAN, "翻麻将"), (RuleSet(), "包麻将")):
        match = Match(rules, 8)
        dialog = StartDialog(None, match, (SeatSetting("human", "阿明"),) * 4)
        qtbot.addWidget(dialog)
        texts = [label.text() for label in dialog.findChildren(QLabel)]
        assert f"玩法：{name}" in texts


# --- the table ---------------------------------------------------------------------------------


def test_the_centre_shows_the_tile_turned_over_and_the_wilds_it_names(qtbot):
    window = window_for(qtbot)
    rules = RuleSet(mode="fan", fan_wild_kinds=2)
    start(window, fan_match(PLAIN_HANDS, head="9p", rules=rules))
    scene = window.table_screen.scene
    table = window.game.table
    assert table.mode == "fan" and table.indicator == K("9p")
    assert table.wild_kinds == {K("9p"), K("1p")}  # 9p and the next in its cycle
    assert scene.centre.lines[0] == "翻麻将 · 第 1 局"  # the game, where the hand is numbered
    assert [text for _, text in scene.centre.labels] == ["翻牌", "财神"]
    assert scene.centre.arrow is not None
    indicator = scene.indicator_tile
    assert indicator is not None and indicator.face == K("9p") and not indicator.wild
    assert indicator.toolTip() == "翻牌 九筒"
    wild_tiles = [i for i in scene.wild_tiles.childItems() if i is not indicator]
    assert sorted(i.face for i in wild_tiles) == [K("1p"), K("9p")]
    assert all(i.wild for i in wild_tiles)
    # the labels stand over their tiles, inside the centre
    (ind_x, _), (wild_x, _) = scene.centre.labels
    assert ind_x == pytest.approx(indicator.pos().x() + indicator.w / 2)
    middle = sum(i.pos().x() + i.w / 2 for i in wild_tiles) / 2
    assert wild_x == pytest.approx(middle)
    for item in scene.wild_tiles.childItems():
        assert scene.centre.sceneBoundingRect().contains(item.sceneBoundingRect())


def test_bao_shows_the_tile_turned_over_with_the_flip_option_and_none_without(qtbot):
    window = window_for(qtbot)
    scene = window.table_screen.scene
    plain = Match(RuleSet(), 3)
    for text in ("E pass", "S pass", "W pass", "N pass", "E wild 7z"):
        plain.apply(Action.parse(text))
    start(window, plain)
    assert window.game.table.indicator is None and scene.indicator_tile is None
    assert scene.centre.labels == () and scene.centre.lines[:2] == ("第 1 局", "财神")
    flip = Match(RuleSet(wild_selection="flip"), 3)
    for text in ("E pass", "S pass", "W pass", "N pass"):  # the dealer bids 2台: two kinds
        flip.apply(Action.parse(text))
    start(window, flip)
    indicator = flip.state.indicator
    assert indicator is not None and window.game.table.indicator == indicator
    assert scene.indicator_tile is not None and scene.indicator_tile.face == indicator
    assert scene.centre.lines[0] == "第 1 局"
    assert [text for _, text in scene.centre.labels] == ["翻牌", "财神"]


def test_nothing_at_the_table_presumes_a_bidder_in_fan(qtbot):
    window = window_for(qtbot)
    screen = window.table_screen
    seen: list[str] = []

    def check(_redraw) -> None:
        table = window.game.table
        if any(s.is_bao or (s.bubble and s.bubble not in CALLED) for s in table.seats):
            seen.append("a 包家 or a bid on a seat")  # a meld just made is called out
        if any(any("包" in tag for tag, _ in plate.tags()) for plate in screen.scene.plates):
            seen.append("a 包 badge")
        called = {called_word(c) for c in CALLED}
        if any(b.isVisible() and b.text not in called for b in screen.scene.bubbles):
            seen.append("a bid bubble")
        if screen.proxies["bid"].isVisible() or screen.proxies["wild"].isVisible():
            seen.append("the bid or wild panel")

    window.game.redraw.connect(check)
    rules = RuleSet(mode="fan", match_hands=1, draw_reserve=60)  # a short hand, drawn
    window.start_match(Match(rules, 6), {p: Scripted() for p in range(4)})
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible(), timeout=30000)
    assert seen == []


# --- the result -----------------------------------------------------------------------------


def test_a_fan_win_shows_the_multiplier_and_each_payment_by_its_formula(qtbot):
    window = window_for(qtbot)
    screen = window.table_screen
    start(window, fan_match(WIN_HANDS, head="9p"))
    qtbot.waitUntil(lambda: "win" in screen.action_bar.buttons)
    # the prompt says it too (a player saw only "请出牌" and missed the button)
    said = screen.action_bar.prompt.text().replace("\n", "")
    assert said == "可以自摸：按“自摸”（H）；或点一张牌打出", said
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())
    result = screen.result
    assert result.title.text() == "东家（你）自摸" and result.tai.text() == "天胡\xa08台"
    key = "翻麻将 8台：2^n 是 n 个 2 相乘；\n每笔付分都是 m 的倍数，m = 2^(8-1) = 128"
    assert result.formula.text() == key  # (broken between its clauses)
    assert result.formula.isVisible() and result.grid_host.isVisible()
    texts = grid_texts(window)
    assert texts.count("付 256") == 3 and texts.count("2×2^(8-1)") == 3  # 2m from each
    assert "收 768" in texts and "256+256+256" in texts
    assert "包家" not in texts


def test_a_fan_win_in_an_old_dealer_hand_doubles_and_says_so(qtbot):
    window = window_for(qtbot)
    screen = window.table_screen
    match = fan_match(WIN_HANDS, head="9p")
    match.state = HandState.from_wall(build_wall(WIN_HANDS, "9p"), FAN, old_dealer=True)
    start(window, match)
    qtbot.waitUntil(lambda: "win" in screen.action_bar.buttons)
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())
    assert screen.result.note.text() == "老庄：加倍"
    head = "翻麻将 8台：2^n 是 n 个 2 相乘；\n每笔付分都是 m 的倍数，m = 2^(8-1) = 128"
    assert screen.result.formula.text() == head + "；×2：老庄加倍"  # between its clauses
    texts = grid_texts(window)
    assert texts.count("付 512") == 3 and "(2×2^(8-1))×2" in texts


def test_a_fan_drawn_hand_pays_nothing_and_the_dealer_deals_again(qtbot):
    window = window_for(qtbot)
    screen = window.table_screen
    rules = RuleSet(mode="fan", draw_reserve=60)  # nobody ever wins: the wall runs out
    window.start_match(Match(rules, 4), {p: Scripted() for p in range(4)})
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible(), timeout=30000)
    result = screen.result
    assert window.game.match.state.result.winner is None
    assert result.title.text() == "荒庄，不付分"
    assert result.note.text() == "庄家连庄：下一局是老庄，付分加倍" and result.note.isVisible()
    assert not result.grid_host.isVisible()  # no lines of zeros
    assert not result.formula.isVisible() and not result.strip.isVisible()
    dealer = window.game.match.dealer
    result.button.click()  # 下一局
    qtbot.waitUntil(lambda: not screen.proxies["result"].isVisible())
    match = window.game.match
    assert match.dealer == dealer and match.state.old_dealer
    assert window.game.table.seats[0].old_dealer  # the plate says 老庄


# --- the hints ------------------------------------------------------------------------------


def test_hints_in_fan_ask_one_tai_of_everyone_and_never_bid(qtbot):
    for seed in (2, 9):
        match = Match(RuleSet(mode="fan", fan_wild_kinds=1 + seed % 2), seed=seed)
        players = [make_player("normal", p) for p in range(4)]
        policy = ClaimPolicy()
        while not match.hand_over():
            state = match.state
            for seat in state.to_act():
                view, legal = match.view(seat), state.legal_actions(seat)
                hints = compute_hints(view, legal, suggest=False)
                assert hints.minimum == 1 and hints.mode in ("discard", "waiting", "none")
                if state.step is not None and state.step.value in ("claim", "rob"):
                    decided = policy.decide(legal, 0, False, False, lambda v=view: v)
                    wins = [a for a in legal if a.verb is Verb.WIN]
                    if wins:
                        assert decided is None  # a win is always asked
                    else:
                        assert decided is None or decided.verb is Verb.PASS
            seat = state.to_act()[0]
            player = players[match.player_at(seat)]
            match.apply(player.decide(match.view(seat), state.legal_actions(seat)))


def test_the_hints_panel_shows_a_fan_turn(qtbot):
    window = window_for(qtbot, QUIET.with_changes(hints=True))
    start(window, fan_match(PLAIN_HANDS, head="9p"))
    qtbot.waitUntil(lambda: bool(window.table_screen.scene.discardable))
    panel = window.hints.dock.widget()
    qtbot.waitUntil(lambda: panel.hints is not None)
    assert panel.hints.mode == "discard" and panel.minimum.text() == "起胡 1 台"
    assert panel.advice.text() and panel.hints.options


# --- the replay, the history, the calculator -------------------------------------------------


def record_fan_hands(folder, hands: int = 2) -> list[HistoryRecord]:
    match = Match(RuleSet(mode="fan"), seed=5)
    players = [make_player("easy", p) for p in range(4)]
    infos = [PlayerInfo("你", "human")] + [PlayerInfo(f"电脑{i}", "easy") for i in (1, 2, 3)]
    history, out = History(folder), []
    for _ in range(hands):
        while not match.hand_over():
            seat = match.state.to_act()[0]
            player = players[match.player_at(seat)]
            match.apply(player.decide(match.view(seat), match.state.legal_actions(seat)))
        out.append(history.record(match, match.next_hand(), infos))
    return out


def test_the_replay_knows_the_game_and_the_tile_turned_over(qtbot, tmp_path):
    record = record_fan_hands(tmp_path, hands=1)[0]
    model = ReplayModel.from_record(record)
    indicator = replay_state(record).indicator
    assert all(p.mode == "fan" and p.bao is None for p in model[:])
    assert model[0].indicator is None and model[1].indicator == indicator
    assert model[1].wall_left == 83 - 1  # the tile turned over is out of play
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    viewer.show()
    assert viewer.open_record(record)
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    info = viewer.info.text()
    assert info.startswith("翻麻将") and f"翻牌 {tile_name(indicator)}" in info
    assert "包家" not in info
    assert viewer.description.text().startswith(f"翻出{tile_name(indicator)}，财神：")


def test_the_replay_refuses_bidding_in_a_fan_hand_and_a_deal_of_no_game(qtbot):
    hands = {"E": "11112223334445m", "S": "1112223334445p", "W": "1112223334445s",
             "N": "1112223334445z"}  # fmt: skip
    model = ReplayModel.from_events([
        {"type": "deal", "mode": "fan", "hands": hands},
        {"type": "bid", "seat": "E", "bid": "2"},
        {"type": "wilds", "tiles": "1m", "indicator": "1m", "flipped": True},  # a fifth 1m
        {"type": "wilds", "tiles": "6p", "indicator": "6p", "flipped": True},
        {"type": "wilds", "tiles": "7p", "indicator": "7p", "flipped": True},
    ])  # fmt: skip
    assert model.problem(1) == "bad event 1: 翻麻将 (mode fan) has no bidding and no 包家"
    assert model.problem(2) == "bad event 2: there would be more than 4 of 1m"
    assert model.problem(3) is None and model[3].indicator == K("6p")
    assert model.problem(4) == "bad event 4: the wilds were named already"
    assert model[-1].indicator == K("6p") and model[-1].wild_kinds == {K("6p")}
    for mode in ("xiangqi", ["fan"], 7):
        bad = ReplayModel.from_events([{"type": "deal", "mode": mode, "hands": hands}])
        assert bad.problem(0) == "bad event 0: 'mode' is not a game (bao or fan)"
    old = ReplayModel.from_events([{"type": "deal", "hands": hands}])  # before 翻麻将
    assert old.problem(0) is None and old[0].mode == "bao"
    assert describe({"type": "wilds", "tiles": "", "indicator": "5p", "flipped": True}) == (
        "翻出五筒，财神：无"
    )


def test_the_history_names_fan_hands_and_counts_no_bidder_in_them(tmp_path):
    records = record_fan_hands(tmp_path)
    for record in records:
        assert record.mode == "fan" and hand_cells(record)[5] == "翻麻将"
    stats = player_stats(records)
    assert all(s.hands == 2 and s.bao_hands == 0 and s.bao_successes == 0 for s in stats)


def test_the_calculator_plays_fan_with_the_tile_turned_over(qtbot):
    calc = CalculatorWindow()
    qtbot.addWidget(calc)
    calc.show()
    assert calc.bao.isVisible() and not calc.fan_kinds.isVisible()
    calc.game.setCurrentIndex(calc.game.findData("fan"))
    assert not calc.bao.isVisible() and not calc.bid.isVisible() and calc.fan_kinds.isVisible()
    assert calc.mode_buttons["wild"].text() == "翻出的牌" and calc.wild_label.text() == "翻牌"
    for kind in tiles.parse("111z777z123m456m9m"):
        calc.palette_clicked(kind)
    calc.set_mode("win")
    calc.palette_clicked(K("9m"))
    assert calc.error == "请选翻出的牌（“翻出的牌”模式下点一张牌）"
    calc.set_mode("wild")
    calc.palette_clicked(K("5p"))  # turned over: 5p is wild, the hand holds none (无财)
    assert calc.wild_kinds() == {K("5p")}
    calc.seat.setCurrentIndex(1)  # South wins
    assert calc.evaluation is not None and calc.evaluation.tai.tai == 4
    assert "未选放冲的一家，不计付分" in calc.result_text()
    calc.discarder.setCurrentIndex(calc.discarder.findData("W"))
    text = calc.result_text()
    # §12: the discarder 2m, the others m
    assert "翻麻将 4台：2^n 是 n 个 2 相乘；每笔付分都是 m 的倍数，m = 2^(4-1) = 8" in text
    assert "付 2×2^(4-1)\n-16" in text and "付 2^(4-1)\n-8" in text and "收 8+16+8\n+32" in text
    assert "包家" not in text
    calc.fan_kinds.setValue(2)  # 5p and 6p
    assert calc.wild_kinds() == {K("5p"), K("6p")} and calc.case()["wilds"] == "56p"
    assert calc.case()["rules"] == {"mode": "fan", "fan_wild_kinds": 2}
    assert "bao" not in calc.case()
    calc.palette_clicked(K("5p"))  # the same tile again: no tile turned over
    assert calc.data.indicator is None and calc.wild_kinds() == frozenset()
    calc.palette_clicked(K("1z"))  # 东 turned over, two kinds: 东 and 南
    assert calc.wild_kinds() == {K("1z"), K("2z")}


def test_the_calculator_keeps_the_game_when_the_language_changes(qtbot):
    from zhuji_desktop.ui.tools import carry_over

    old, new = CalculatorWindow(), CalculatorWindow()
    qtbot.addWidget(old)
    qtbot.addWidget(new)
    old.game.setCurrentIndex(old.game.findData("fan"))
    old.fan_kinds.setValue(2)
    old.set_mode("wild")
    old.palette_clicked(K("9m"))
    carry_over(old, new)
    assert new.fan() and new.fan_kinds.value() == 2 and new.data.indicator == K("9m")
    assert new.wild_kinds() == {K("9m"), K("1m")}
    assert not new.bao_cells[0].isVisibleTo(new)


# --- a whole match ---------------------------------------------------------------------------


def person_acts(window: MainWindow) -> bool:
    """The person at the bottom does what a person would: wins when offered, passes a claim,
    and otherwise discards the tile just drawn (the rightmost tile) with a click. False if
    there is nothing to do."""
    from tests.ui.support import click

    screen = window.table_screen
    buttons = screen.action_bar.buttons
    if not window.game._legal or screen.proxies["result"].isVisible():
        return False
    if "win" in buttons:
        buttons["win"].click()
    elif "pass" in buttons:
        buttons["pass"].click()
    elif screen.scene.discardable:
        items = [i for i in screen.scene.hand_items if i.face in screen.scene.discardable]
        click(window, items[-1])
    else:
        return False
    return True


def play_until(qtbot, window: MainWindow, done, limit: int = 400) -> None:
    for _ in range(limit):
        if done():
            return
        qtbot.waitUntil(lambda: done() or bool(window.game._legal), timeout=30000)
        person_acts(window)
    assert done()


@pytest.mark.slow
def test_a_fan_match_is_played_to_its_end_saved_resumed_and_replayed(qtbot, tmp_path):
    window = window_for(qtbot, QUIET.with_changes(hints=True), Session(tmp_path))
    screen = window.table_screen
    dialog = window.open_new_game()  # through the dialog, as a person starts it
    dialog.game.cards["fan"].button.click()
    for row, kind in zip(dialog.rows, ("human", "easy", "normal", "easy"), strict=True):
        row.kind.setCurrentIndex(row.kind.findData(kind))
    dialog.controls["match_hands"].setValue(2)
    dialog.seed.setText("17")
    dialog.start.click()
    assert window.game.match.rules.mode == "fan" and window.controller.people() == [0]
    # mid-hand: the person has discarded a few times and must discard again
    discards = 0
    while discards < 4 and not screen.proxies["result"].isVisible():
        qtbot.waitUntil(lambda: bool(window.game._legal), timeout=30000)
        discards += bool(screen.scene.discardable) and "win" not in screen.action_bar.buttons
        if discards < 4:
            person_acts(window)
    assert not screen.proxies["result"].isVisible() and screen.scene.discardable
    table = window.game.table
    assert table.mode == "fan" and table.indicator is not None
    # the autosave, resumed in a new window: the same table
    recovery = Session(tmp_path).recover()
    assert recovery.match is not None and recovery.match.rules.mode == "fan"
    window.close()
    again = window_for(qtbot, QUIET, Session(tmp_path))
    again.resume(recovery)
    assert again.game.table == table
    scene = again.table_screen.scene
    assert scene.centre.lines[0] == "翻麻将 · 第 1 局"
    assert scene.indicator_tile is not None and scene.indicator_tile.face == table.indicator
    # played on to the end of the match
    screen = again.table_screen
    for hand in (1, 2):
        play_until(qtbot, again, lambda: screen.proxies["result"].isVisible())
        assert again.game.match.hand_number == hand and not screen.result.over
        screen.result.button.click()  # 下一局 (after the second: the match is over)
    qtbot.waitUntil(lambda: screen.result.over)
    assert screen.result.title.text() == "本场结束：最终排名"
    assert again.game.match.finished and not Session(tmp_path).has_save()
    records = Session(tmp_path).history.load().records
    assert len(records) == 2 and all(r.mode == "fan" and r.bao is None for r in records)
    # a finished hand replayed from the history
    tools = ToolWindows(None, lambda: tmp_path)
    history = tools.open("history")
    qtbot.addWidget(history)
    history.hands.selectRow(1)  # the first hand (the newest is listed first)
    history.replay_button.click()
    viewer = tools.windows["replay"]
    qtbot.addWidget(viewer)
    assert viewer.isVisible() and len(viewer.steps) > 10
    QTest.keyClick(viewer, Qt.Key.Key_End)
    final = viewer.steps[-1]
    assert final.mode == "fan" and final.indicator == replay_state(records[0]).indicator
    assert viewer.info.text().startswith("翻麻将")
    assert viewer.description.text().startswith("结算")


def test_the_hints_count_a_win_now_as_the_table_will_tianhu_and_kong_draw():
    """The hints said 自摸：0台, 不够台 of a dealer's first fourteen tiles that the table then
    paid as 天胡 8台, and 1台 of a win on a kong's replacement tile paid as 2台 (杠开)."""
    first = fan_match(WIN_HANDS, "9p").state
    hints = compute_hints(first.view(0), first.legal_actions(0), suggest=False)
    assert hints.win_now is not None and hints.win_now.special == "tianhu"
    assert hints.win_now.total == 8
    # E kongs its four 一万 and draws 白 from the tail: 234m 567p 789s 白白, no wild in hand
    hands = dict(PLAIN_HANDS, E="1111m234m567p789s5z", N="111p999m999s77z6z8m")
    kong = HandState.from_wall(build_wall(hands, "9p", tail="5z"), FAN)
    kong.apply(Action.parse("E ckong 1111m"))
    assert Verb.WIN in {a.verb for a in kong.legal_actions(0)}
    hints = compute_hints(kong.view(0), kong.legal_actions(0), suggest=False)
    paid = kong.turn_context(0)
    assert paid.kong_draw and hints.win_now is not None
    assert "gangkai" in {i.key for i in hints.win_now.items}


def test_the_prompt_names_the_kong_beside_a_self_drawn_win(qtbot):
    """A player able to win and to kong read only of the win and the discard."""
    window = window_for(qtbot)
    screen = window.table_screen
    start(window, fan_match(dict(WIN_HANDS, E="111m123m567p789s22z"), head="9p"))
    qtbot.waitUntil(lambda: "win" in screen.action_bar.buttons)
    assert "kong" in screen.action_bar.buttons
    said = screen.action_bar.prompt.text().replace("\n", "")
    assert said == "可以自摸：按“自摸”（H）；也可以杠（K），或点一张牌打出", said


def test_the_prompt_names_a_kong_beside_the_discard(qtbot):
    """A player holding 一万 ×4 read only "click a tile" beside a 暗杠 button."""
    window = window_for(qtbot)
    screen = window.table_screen
    start(window, fan_match(dict(WIN_HANDS, E="1111m234m567p78s2z3z"), head="9p"))
    qtbot.waitUntil(lambda: "kong" in screen.action_bar.buttons)
    assert "win" not in screen.action_bar.buttons
    said = screen.action_bar.prompt.text().replace("\n", "")
    assert said == "可以杠（K），或点一张牌打出（或用 ← → 选、回车打出）", said


def test_the_hints_list_the_kongs_a_turn_offers_and_frame_an_advised_one(qtbot):
    """The advice said 暗杠 (or 补杠红中) and no row showed it; a kong with two wilds in it
    was offered with no word of what it did to the hand."""
    from zhuji_desktop.ui.panels.hints_panel import HintsPanel

    hands = dict(PLAIN_HANDS, E="1111m234m567p789s5z")
    h = HandState.from_wall(build_wall(hands, "9p", tail="5z"), FAN)
    hints = compute_hints(h.view(0), h.legal_actions(0))
    assert [k.action for k in hints.kongs] == [Action.parse("E ckong 1111m")]
    assert hints.suggestion is not None and hints.suggestion.action == hints.kongs[0].action
    panel = HintsPanel()
    qtbot.addWidget(panel)
    panel.set_hints(h.view(0), h.legal_actions(0))
    framed = [r for r in panel.rows if r.action is not None and r.action.verb is Verb.CKONG]
    assert len(framed) == 1 and framed[0].text == "暗杠一万：听牌 → 听牌"
    assert framed[0].lit  # the advised row is framed
