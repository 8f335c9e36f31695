"""What the table shows (issue 13): neutral plates before a match, a hand's result on them as soon
as it shows, the final scores after the match, one "tiles left", payments as 付/收 with their
formula, a result panel that folds and moves, concealed kongs, hints for bids and wilds, the
language switched at once, one dark theme, and the hints closed in a narrow window. Driven
through the real widgets."""

from __future__ import annotations

import html

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from tests.ui.support import Scripted, crafted_match
from zhuji_desktop.engine import tiles
from zhuji_desktop.engine.actions import Verb
from zhuji_desktop.engine.bidding import Bid, ladder
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.ui import on_screen
from zhuji_desktop.ui.main_window import MIN_WINDOW, MainWindow
from zhuji_desktop.ui.model.settings import Settings
from zhuji_desktop.ui.model.snapshot import HIDDEN, wall_counts
from zhuji_desktop.ui.strings import T
from zhuji_desktop.ui.table.seat_layout import CENTRE, CENTRE_BOX, DISCARD_GAP, DISCARD_H
from zhuji_desktop.ui.table.tile_item import TileItem
from zhuji_desktop.ui.table_screen import ACTION_BAR_CORNER

pytestmark = pytest.mark.timeout(90)

QUIET = Settings(hints=False, sound_muted=True, animation_speed="off")


def window_for(
    qtbot, settings: Settings = QUIET, size: tuple[int, int] = (1280, 800), session=None
):
    window = MainWindow(seed=1, delay_ms=0, settings=settings, session=session)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def click_at(window: MainWindow, widget) -> None:
    """Click a widget of a panel over the table where it is drawn, on the view."""
    screen = window.table_screen
    panel = widget.window()
    point = panel.graphicsProxyWidget().mapToScene(widget.mapTo(panel, widget.rect().center()))
    QTest.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=view_pos(window, point))


def view_pos(window: MainWindow, scene_point) -> QPoint:
    return window.table_screen.view.mapFromScene(scene_point)


def test_plates_are_neutral_before_a_match_and_count_a_hand_as_its_result_shows(qtbot):
    window = window_for(qtbot)
    screen = window.table_screen
    assert all(plate.neutral for plate in screen.scene.plates)  # no "东 0分 庄" yet
    assert not any(bubble.isVisible() for bubble in screen.scene.bubbles)
    match = crafted_match(WIN_HANDS)  # E (the person) wins at once: 天胡
    match.rules = RuleSet(match_hands=1)  # and that is the whole match
    window.start_match(match, {0: None, **{p: Scripted() for p in (1, 2, 3)}})
    assert not any(plate.neutral for plate in screen.scene.plates)
    qtbot.waitUntil(lambda: "win" in screen.action_bar.buttons)
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())
    # The plates count the hand as soon as its result shows (testers looked for it there),
    # though the match books it at 下一局.
    assert match.scores == [0, 0, 0, 0]
    shown = {plate.name: plate.score for plate in screen.scene.plates}
    assert shown["你"] == 783 and sum(shown.values()) == 0
    click_at(window, screen.result.button)  # 下一局: the one-hand match is over
    qtbot.waitUntil(lambda: screen.result.over)
    final = {plate.name: plate.score for plate in screen.scene.plates}
    assert final == shown == {window.game.name_of(p): match.scores[p] for p in range(4)}
    assert final["你"] == 783  # as the final ranking says


def test_enter_goes_on_to_the_next_hand_from_the_result(qtbot):
    """A player on the keyboard was stuck at every hand's end: Enter confirmed discards,
    bids and the curtain, but not 下一局. Now it does, and the button says so."""
    window = window_for(qtbot)
    screen = window.table_screen
    match = crafted_match(WIN_HANDS)  # E (the person) wins at once: 天胡
    match.rules = RuleSet(match_hands=2)
    window.start_match(match, {0: None, **{p: Scripted() for p in (1, 2, 3)}})
    qtbot.waitUntil(lambda: "win" in screen.action_bar.buttons)
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())
    assert screen.result.button.text() == "下一局 回车"
    screen.result.shown_since -= 1  # (not the moment it came up: see the test below)
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(match.records) == 1 and not screen.proxies["result"].isVisible())
    assert match.hand_number == 2 and not match.finished


def test_the_last_hand_leads_to_the_standings_and_a_quick_enter_stays_there(qtbot):
    """A tester pressed Enter twice, as after every hand, and was in a new match without
    seeing the ranking: the last hand's button says where it goes, and Enter on the
    standings waits a moment before it starts a new match (on a hand's result, a shorter
    moment: a tester discarding by Enter went past two results unseen). Equal totals share
    a place."""
    window, screen = won_hand(qtbot, hands=1)
    assert screen.result.button.text() == "最终排名 回车"
    QTest.keyClick(window, Qt.Key.Key_Return)  # at once: an Enter meant for the hand
    assert not screen.result.over
    screen.result.shown_since -= 1  # a moment later, it goes on to the ranking
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.result.over)
    QTest.keyClick(window, Qt.Key.Key_Return)  # the second Enter, at once: still the ranking
    assert screen.result.over and window.game.match.finished
    grid = screen.result.grid
    places = [grid.itemAtPosition(row, 0).widget().text() for row in range(1, 5)]
    assert places[1:] == ["第2名"] * 3  # the three who paid alike share second place
    right = [grid.itemAtPosition(row, 2).widget() for row in range(1, 5)]  # totals aligned
    assert all(w.alignment() & Qt.AlignmentFlag.AlignRight for w in right)
    assert len({w.geometry().right() for w in right}) == 1
    screen.result.shown_since -= 2  # a moment later, Enter starts a new match
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.game.match.finished)
    assert not window.game.match.records


def test_pressing_next_hand_ends_the_persons_auto_play(qtbot):
    """A tester put 托管 on to finish a hand, pressed 下一局, and found the computer had
    bid 包 for them in the next one: a person at the button is at the table."""
    window = window_for(qtbot)
    screen = window.table_screen
    match = crafted_match(WIN_HANDS)
    match.rules = RuleSet(match_hands=2)
    window.start_match(match, {0: None, **{p: Scripted() for p in (1, 2, 3)}})
    qtbot.waitUntil(lambda: "win" in screen.action_bar.buttons)
    window.game.set_auto(0, True)  # the computer takes the 天胡 for the person
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())
    assert window.controller.is_auto(0)
    screen.result.button.click()
    qtbot.waitUntil(lambda: len(match.records) == 1 and not screen.proxies["result"].isVisible())
    assert not window.controller.is_auto(0) and not window.menus.auto.isChecked()


def test_tiles_left_is_one_count_with_the_reserve_apart(qtbot):
    window = window_for(qtbot)
    window.start_match(Match(RuleSet(), 3), {0: None, **{p: Scripted() for p in (1, 2, 3)}})
    table = window.game.table
    left, reserve = wall_counts(table.wall_left, table.wall.reserve)
    assert (left, reserve) == (table.drawable, 26) == (83 - 26, 26)
    centre = window.table_screen.scene.centre
    assert centre.lines[2:] == (f"余 {left} 张", f"留 {reserve} 张")


# E wins at once (天胡), so the payments of every seat are shown.
WIN_HANDS = {
    "E": "123m456m678m789s11z",
    "S": "456m789p123s33z44z",
    "W": "789m123p456s55z66z",
    "N": "111p999m999s77z6z5z",
}


@pytest.mark.parametrize("hints", [True, False])
def test_enter_takes_a_self_drawn_win_the_hints_advise_and_never_throws_one_away(qtbot, hints):
    """A newcomer with the hints saying 自摸 pressed Enter, Enter: the first framed the tile
    just drawn, the second discarded it, and the win was gone. Enter now takes the advised
    win; with the hints closed it says the keys and frames nothing."""
    window = window_for(qtbot, QUIET.with_changes(hints=hints))
    screen = window.table_screen
    computers = {p: Scripted() for p in (1, 2, 3)}
    window.start_match(crafted_match(WIN_HANDS), {0: None, **computers})
    qtbot.waitUntil(lambda: "win" in screen.action_bar.buttons)
    if hints:
        qtbot.waitUntil(lambda: screen.advised is not None and screen.advised.verb is Verb.WIN)
    QTest.keyClick(window, Qt.Key.Key_Return)
    if hints:
        qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())
        assert window.game.match.state.result.winner == 0
        return
    assert not screen.scene.key_framed() and "win" in screen.action_bar.buttons
    assert screen.notice.isVisible() and screen.notice.text().startswith("你可以胡")
    QTest.keyClick(window, Qt.Key.Key_Return)  # still nothing thrown away
    assert not any(a.verb is Verb.DISCARD for a in window.game.match.state.actions)


def won_hand(qtbot, settings: Settings = QUIET, hands: int = 0):
    """A window whose person (E) has just won the first hand of a match of ``hands`` (0:
    the rules' default), on its result."""
    window = window_for(qtbot, settings)
    screen = window.table_screen
    match = crafted_match(WIN_HANDS)
    if hands:
        match.rules = RuleSet(match_hands=hands)
    window.start_match(match, {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
    qtbot.waitUntil(lambda: "win" in screen.action_bar.buttons)
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())
    return window, screen


def test_payments_read_pays_or_gets_with_the_formula_beside(qtbot):
    _, screen = won_hand(qtbot)
    grid = screen.result.grid
    rows = {}
    for i in range(grid.count()):
        row, col, _, _ = grid.getItemPosition(i)
        rows.setdefault(row, {})[col] = grid.itemAt(i).widget().text()
    lines = [rows[r] for r in sorted(rows) if r > 0]
    assert [line[0] for line in lines] == [
        "南家（电脑1）",
        "西家（电脑2）",
        "北家（电脑3）",
        "东家（你）",
    ]
    assert [line[2] for line in lines] == ["付 261", "付 261", "付 261", "收 783"]
    assert [line[3] for line in lines] == ["2^8+5", "2^8+5", "2^8+5", "261+261+261"]
    # the winner is the 包家, and says so (a new player read 5 = the bid's points, and only
    # the plate said whose bid)
    assert [line[1] for line in lines] == ["闲家", "闲家", "闲家", "胡家（包家）"]
    assert not any("= -" in text for line in lines for text in line.values())
    # a tester could not read 2^2+5×3: the line above the payments says what they stand for
    # broken between its clauses, not inside one ("…2^8 算；5" and "是包牌分")
    assert (
        screen.result.formula.text()
        == "算式：2^n 是 n 个 2 相乘；自摸 8 台，各家按 2^8 算；\n5 是包牌分"
    )
    assert screen.result.formula.isVisible()


def test_the_payment_key_names_the_multiplier_and_a_drawn_hand() -> None:
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.engine.rules import RuleSet
    from zhuji_desktop.engine.state import HandState
    from zhuji_desktop.ui.panels.result_panel import payment_key

    def drawn(old_dealer: bool, base: int) -> str:
        h = HandState.deal(seed=4, rules=RuleSet(base_points=base), old_dealer=old_dealer)
        for a in ("E bid 3", "S pass", "W pass", "N pass", "E wild 1m"):
            h.apply(Action.parse(a))
        while not h.is_ended():  # every seat discards what it drew: nobody wins
            seat = h.to_act()[0]
            legal = h.legal_actions(seat)
            h.apply(next((a for a in legal if a.verb.value in ("pass", "discard")), legal[0]))
        assert h.result is not None and h.result.winner is None
        return payment_key(h, h.result)

    assert drawn(False, 1) == "包家付给每家包牌分 10"
    assert drawn(True, 1) == "包家付给每家包牌分 10；×2：老庄加倍"
    assert drawn(True, 3) == "包家付给每家包牌分 10；×6：基础分 3，老庄加倍"
    assert drawn(False, 3) == "包家付给每家包牌分 10；×3：基础分 3"


def test_the_payment_key_of_a_win_on_a_discard_names_each_power_paid() -> None:
    """A tester saw 2^0 and 2^1 in the lines of a 1台 win beside a key naming only the 1 台:
    the key says the discarder pays on 2^T and the other two on 2^(T-1), as the lines do."""
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.engine.state import HandState
    from zhuji_desktop.ui.panels.result_panel import payment_key

    h = HandState.deal(seed=0)
    for text in WILD_WIN.split("|"):
        h.apply(Action.parse(text))
    result = h.result
    assert result is not None and result.discarder == 3 and not result.self_drawn
    key = payment_key(h, result)
    assert key == (
        "算式：2^n 是 n 个 2 相乘；胡家 1 台，放冲的一家按 2^1 算，另两家按 2^0 算；5 是包牌分"
        "，包家那一行 ×3：三家各一份"  # (its line reads 2^0+5×3: a newcomer asked why 3)
    )
    powers = {line.seat: line.formula[:3] for line in result.settlement.lines}
    assert powers[3] == "2^1" and powers[0] == powers[1] == "2^0"  # as the key says


# A hand of four normal players (seed 0), replayed: W wins 平胡 on N's 6m holding 8m, a wild
# (7m 8m are wild), as 七筒 beside 89p.
WILD_WIN = (
    "E pass|S pass|W pass|N pass|E wild 7m|E discard 1m|S discard 2z|E pung 7m2z|E discard 4m|"
    "S discard 3z|W discard 7z|N discard 2z|E discard 9s|S discard 9m|W discard 7z|N discard 3z|"
    "E discard 9m|S discard 5m|W discard 1s|N discard 5z|E pung 8m5z|E discard 2s|S discard 3z|"
    "W discard 7z|N discard 4p|E chow 35p|E discard 5s|S discard 2p|W discard 1m|N discard 1z|"
    "S pass|E discard 5s|S discard 2m|W discard 1s|N discard 1s|E discard 3m|S discard 2p|"
    "W discard 2m|N pass|N discard 6z|E discard 6s|S discard 3s|W chow 45s|N pass|W discard 5p|"
    "S pass|N chow 7m7p|N discard 6m|S pung 66m|W win"
)


def test_the_result_says_what_the_winners_wilds_stood_for():
    """A tester could not tell how 东 and three wilds had made 东风刻: the result now says
    what each wild stood for (the reading the 台 were counted on)."""
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.engine.state import HandState
    from zhuji_desktop.ui.panels.result_panel import note_text

    h = HandState.deal(seed=0)
    for text in WILD_WIN.split("|"):
        h.apply(Action.parse(text))
    assert h.result is not None and h.result.winner == 2 and h.result.tai.tai == 1
    assert note_text(h, h.result) == "财神当作：七筒"


# Seed 3, four normal players: N pungs 东 with a wild (三万; 三万 四万 are wild) and wins
# with another wild in hand as 五筒.
MELD_WILD_WIN = (
    "E pass|S pass|W pass|N pass|E wild 3m|E discard 7z|S discard 2z|E pass|W discard 1z|"
    "E pass|N pung 3m1z|N discard 1m|E pass|W pung 14m|W discard 1s|E pass|N pass|N discard 8s|"
    "E pass|S pung 88s|S discard 4z|E pass|W discard 9m|E pass|N pass|N discard 2m|E pass|"
    "S pass|E discard 3m|S discard 2m|W discard 4s|S pass|N chow 35s|N discard 6p|E discard 4m|"
    "S discard 9s|W discard 2z|N win"
)


def test_the_wilds_in_the_winners_melds_are_said_too():
    """A tester saw 财神当作 list only the wilds in hand, not the one in the 东 pung."""
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.engine.state import HandState
    from zhuji_desktop.ui.panels.result_panel import note_text

    h = HandState.deal(seed=3)
    for text in MELD_WILD_WIN.split("|"):
        h.apply(Action.parse(text))
    assert h.result is not None and h.result.winner == 3
    assert note_text(h, h.result) == "财神当作：五筒 东风"


def test_a_special_hand_says_what_its_wilds_stood_for_too():
    """A tester saw four wilds in a 天胡 and no 财神当作 line: special hands had none."""
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.engine.script import build_wall
    from zhuji_desktop.engine.state import HandState
    from zhuji_desktop.ui.panels.result_panel import note_text

    hands = dict(WIN_HANDS, E="123m456m789p34p1s5z6z", N="111p999m999s77z2z3z")
    h = HandState.from_wall(build_wall(hands))
    for text in ("E bid 2", "S pass", "W pass", "N pass", "E wild 5z", "E win"):
        h.apply(Action.parse(text))  # 白 and 发 are wild: E's dealt hand is complete
    assert h.result is not None and h.result.tai.special == "tianhu"
    assert note_text(h, h.result) == "财神当作：二筒 一索"


def test_long_names_are_cut_with_an_ellipsis_and_the_panel_is_never_cut(qtbot):
    """Names may be 20 characters and sums millions: the result panel shortens the names
    with …, and shows its whole width even when that is more than 2/3 of the screen
    (QWidget.adjustSize would cap it there and cut off the totals column)."""
    from tests.ui.support import ALL_PASS_WILD_RED, build_wall
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.engine.state import HandState
    from zhuji_desktop.ui.model.settings import SeatSetting
    from zhuji_desktop.ui.panels.result_panel import short_name

    long = "张三李四王五赵六钱七孙八周九吴十郑十一"
    assert short_name(long).endswith("…") and len(short_name(long)) < len(long)
    assert short_name("你") == "你"
    window = window_for(qtbot)
    screen = window.table_screen
    match = Match(RuleSet(base_points=1_000_000), seed=1)
    match.state = HandState.from_wall(build_wall(WIN_HANDS), match.rules)
    for text in ALL_PASS_WILD_RED:
        match.apply(Action.parse(text))
    seats = [SeatSetting("human", long), *(SeatSetting("hard", "W" * 20) for _ in range(3))]
    players = {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()}
    window.start_match(match, players, seats=seats)
    qtbot.waitUntil(lambda: "win" in screen.action_bar.buttons)
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())
    QApplication.processEvents()
    result = screen.result
    assert result.sizeHint().width() > result.screen().availableGeometry().width() * 2 / 3
    assert result.width() >= result.sizeHint().width()
    for row in range(1, 5):
        name, total = (result.grid.itemAtPosition(row, c).widget() for c in (0, 4))
        assert name.text().endswith("…）"), name.text()
        assert total.geometry().right() <= result.grid_host.width(), total.text()
        assert total.width() >= total.sizeHint().width(), total.text()
        # the match's total before and after (a tester read "-9 → -9" as unchanged)
        outcome = match.state.result
        seat = outcome.settlement.lines[row - 1].seat
        assert total.text() == f"0  →  {outcome.deltas[seat]}"
    tall = result.height()
    result.show_standings(window.game.match, lambda player: long)
    QApplication.processEvents()
    assert result.height() < tall  # the standings panel shrinks to its four lines
    assert result.width() >= result.sizeHint().width()


def test_the_payment_lines_are_laid_out_before_the_result_is_first_drawn(qtbot):
    """A tester's screenshot of a result caught the names cut short ("西家（电脑2"): the
    lines were laid out in the last result's columns until the next turn of the event
    loop. Shown again with wider names, every cell has its width at once."""
    from tests.ui.support import ALL_PASS_WILD_RED, build_wall
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.engine.state import HandState

    window = window_for(qtbot)
    screen = window.table_screen
    match = Match(RuleSet(), seed=1)
    match.state = HandState.from_wall(build_wall(WIN_HANDS), match.rules)
    for text in ALL_PASS_WILD_RED:
        match.apply(Action.parse(text))
    players = {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()}
    window.start_match(match, players)
    qtbot.waitUntil(lambda: "win" in screen.action_bar.buttons)
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())
    QApplication.processEvents()
    result = screen.result
    for names in (lambda p: "电脑甲乙丙丁", lambda p: "你"):
        result.show_hand(window.game.match, names)  # no event loop in between
        host = result.grid_host
        assert host.width() >= host.sizeHint().width()
        cells = [result.grid.itemAt(i).widget() for i in range(result.grid.count())]
        for c in cells:
            assert c.width() >= c.sizeHint().width(), c.text()
            assert c.geometry().right() < host.width(), c.text()


def test_the_countdown_keeps_the_toggles_right_edge(qtbot):
    """With a turn timer the row grows by 剩 N 秒 to the left, not under the hints panel."""
    from zhuji_desktop.ui.table_screen import AUTO_PANEL_CORNER

    window = window_for(qtbot)
    window.start_match(Match(RuleSet(), 3), {0: None, **{p: Scripted() for p in (1, 2, 3)}})
    screen = window.table_screen
    screen.show_auto(False, True)
    for seconds in (28, 5, None):
        screen.show_countdown(seconds)
        right = screen.proxies["auto"].sceneBoundingRect().right()
        assert abs(right - AUTO_PANEL_CORNER[0]) <= 1, (seconds, right)


def test_the_result_panel_folds_and_moves_to_show_the_table(qtbot):
    window, screen = won_hand(qtbot)
    proxy, result = screen.proxies["result"], screen.result
    tall = result.height()
    click_at(window, result.fold_button)
    assert result.folded and result.height() < tall / 2 and not result.strip.isVisible()
    assert result.button.isVisible()  # 下一局 stays at hand
    # folded, it is one low bar above the player's hand: clear of the discards around the
    # centre (three rows a side) and of the revealed hands
    bar = proxy.sceneBoundingRect()
    assert bar.height() < 80, bar
    assert bar.top() > CENTRE[1] + CENTRE_BOX / 2 + DISCARD_GAP + 3 * DISCARD_H, bar
    assert bar.bottom() <= ACTION_BAR_CORNER[1] + 1, bar
    assert abs(bar.center().x() - CENTRE[0]) < 1, bar
    click_at(window, result.fold_button)  # opened again: in the middle
    assert abs(proxy.sceneBoundingRect().center().y() - CENTRE[1]) < 1
    click_at(window, result.fold_button)
    start = proxy.pos()
    grip = proxy.mapToScene(result.title.geometry().center().toPointF())
    viewport = screen.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=view_pos(window, grip))
    target = QPointF(grip.x(), grip.y() - 250)
    QTest.mouseMove(viewport, view_pos(window, target))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_pos(window, target))
    assert proxy.pos().y() < start.y() - 150  # dragged up
    dropped = proxy.pos()
    click_at(window, result.fold_button)
    assert not result.folded and result.strip.isVisible()
    assert proxy.pos() == dropped  # once dragged, it stays where the player put it


def test_the_result_folds_and_opens_by_keys(qtbot):
    """A keyboard-only tester could not fold the result to see the hands behind it: its
    button takes no focus and had no key. Space folds it and opens it again; ↑ folds (as the
    button's ▴ says) and ↓ opens; Enter still goes on to the next hand."""
    from zhuji_desktop.ui.strings import T

    window, screen = won_hand(qtbot)
    result = screen.result
    assert not result.folded and "↑" in result.fold_button.toolTip() == T.RESULT_FOLD_KEYS
    for key, folded in [
        (Qt.Key.Key_Space, True),
        (Qt.Key.Key_Space, False),
        (Qt.Key.Key_Up, True),
        (Qt.Key.Key_Up, True),
        (Qt.Key.Key_Down, False),
    ]:
        QTest.keyClick(window, key)
        assert result.folded is folded, key
        assert screen.proxies["result"].isVisible()


CKONG_HANDS = {
    "E": "5555p9999p123m11z3z",
    "W": "78m123p456s55z66z4z",
    "N": "111s999m999s77z6z8m",
    "S": "456m78p123s33z44z7s",
}
CKONG = ("E pass", "S pass", "W pass", "N pass", "E wild 7z", "E ckong 5555p")


def meld_faces(window: MainWindow, seat: int) -> list[int | None]:
    frame = window.table_screen.scene.frames[(seat - window.game.bottom) % 4]
    items = [i for i in frame.childItems() if isinstance(i, TileItem) and i.tag[0] == "meld"]
    return [i.face for i in sorted(items, key=lambda i: i.tag)]


def test_a_concealed_kong_shows_its_faces_to_its_owner_and_four_backs_to_the_others(qtbot):
    window = window_for(qtbot)
    players = {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()}
    window.start_match(crafted_match(CKONG_HANDS, actions=CKONG), players)
    assert meld_faces(window, 0) == [13, 13, 13, 13]  # the owner (E) sees 5555p
    window.start_match(crafted_match(CKONG_HANDS, human_seat=1, actions=CKONG), players)
    assert meld_faces(window, 0) == [None] * 4  # S sees four backs (docs/rules.md §6)
    assert window.game.table.seats[0].melds[0].tiles == (HIDDEN,) * 4


def test_bidding_and_the_wild_choice_get_hints_in_the_real_window(qtbot):
    window = window_for(qtbot, QUIET.with_changes(hints=True))
    panel = window.hints.dock.widget()
    window.start_match(Match(RuleSet(), 0), {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
    qtbot.waitUntil(lambda: window.table_screen.proxies["bid"].isVisible())
    assert panel.hints.mode == "bid" and panel.texts()[0].startswith("建议：")
    framed = [r for r in panel.rows if r.lit]
    assert len(framed) == 1 and panel.texts()[0] == "建议：" + framed[0].text
    assert any(t.startswith("不包：约") for t in panel.texts())
    # a first Enter frames the bid (or 不包) the hints advise, not the lowest bid
    advised = panel.hints.suggestion.action
    bids = window.table_screen.bid_panel
    QTest.keyClick(window, Qt.Key.Key_Return)
    framed = bids.pass_button if advised.verb is Verb.PASS else bids.bid_buttons[advised.bid]
    assert framed.property("keyed") and window.controller.match.state.high_bid is None
    hands = {"E": "123m456p789s11z22z5z", "S": "1112223334445p", "W": "1112223334445s",
             "N": "1236667778889m"}  # fmt: skip
    match = crafted_match(hands, actions=("E bid 2", "S pass", "W pass", "N pass"))
    window.start_match(match, {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
    wilds = window.table_screen.wild_panel
    qtbot.waitUntil(lambda: window.table_screen.proxies["wild"].isVisible())
    assert panel.hints.mode == "wild"
    # a first Enter chooses the kind the hints advise (it chose the hand's first)
    advised = panel.hints.suggestion.action.tile
    assert advised != min(match.state.hands[0])
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert wilds.kind == advised and not match.state.wild_kinds
    wilds.select(None)
    window.set_hints(False)  # closed (F2): their advice is not followed unseen
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert wilds.kind == min(match.state.hands[0])
    window.set_hints(True)
    assert wilds.buttons[("hand", 27)].text() == "财×4\n能胡"  # 东风 names 东 and 南: 4 in hand
    click_at(window, wilds.buttons[("hand", 27)])
    assert wilds.effect.text() == "这手牌将有 4 张财神，能胡"


def test_the_wild_choice_keeps_to_the_palettes_width_and_its_choice_on_a_redraw(qtbot):
    """Thirteen kinds in the hand made one row twice as wide as the palette, over the side
    seats' plates; a change of language redrew the panel and dropped the kind chosen."""
    from zhuji_desktop.engine import tiles
    from zhuji_desktop.ui.panels.wild_panel import HAND_COLUMNS, WildPanel

    panel = WildPanel()
    qtbot.addWidget(panel)
    hand = tiles.parse("19m19p19s1234567z1m")  # 13 kinds
    panel.offer(0, Bid.parse("2"), hand)
    panel.show()
    rows = {panel.hand_row.getItemPosition(i)[0] for i in range(panel.hand_row.count())}
    assert len(set(hand)) == 13 and rows == {0, 1} and HAND_COLUMNS == 9
    palette = max(panel.buttons[("all", k)].geometry().right() for k in range(34))
    in_hand = max(b.geometry().right() for (w, _), b in panel.buttons.items() if w == "hand")
    assert in_hand <= palette + 40  # no wider than the palette's nine columns
    panel.select(hand[2])
    panel.offer(0, Bid.parse("2"), list(reversed(hand)))  # the same question, redrawn
    assert panel.kind == hand[2] and panel.confirm.isEnabled()
    panel.offer(0, Bid.parse("du2"), hand)  # another question: nothing chosen yet
    assert panel.kind is None and not panel.confirm.isEnabled()
    panel.select(hand[0])
    assert panel.press_key()  # answered: a later match dealing the same hand starts afresh
    panel.offer(0, Bid.parse("du2"), hand)
    assert panel.kind is None and not panel.confirm.isEnabled()


def test_dialogs_closed_are_freed(qtbot):
    """Settings and New game opened and cancelled five times each left ten hidden dialogs
    alive under the window."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QDialog, QWidget

    window = window_for(qtbot)

    def alive() -> list[QDialog]:
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return window.findChildren(QDialog)

    before = len(alive())
    for _ in range(5):
        window.menus.settings.trigger()
        window.menus.dialog.reject()
        window.open_new_game().reject()
    assert len(alive()) == before
    window.menus.settings.trigger()  # one open is kept, and answers as before
    dialog = window.menus.dialog
    assert dialog.isVisible() and len(alive()) == before + 1
    dialog.accept()
    assert len(alive()) == before
    # the tool windows: a closed one is freed when the next is made (a replay's hands too)
    for _ in range(5):
        for key in ("calc", "replay", "history"):
            tool = window.tools.open(key)
            assert tool is not None
            tool.close()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    made = [w for w in window.findChildren(QWidget) if w.isWindow() and w is not window]
    assert sum(type(w).__name__.endswith(("Window", "Viewer")) for w in made) <= 3, made


def test_the_language_changes_at_once_everywhere(qtbot):
    from zhuji_desktop.ui import i18n

    window = window_for(qtbot, QUIET.with_changes(hints=True, language="zh"))
    screen = window.table_screen
    window.start_match(Match(RuleSet(), 0), {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    window.notice.say_for_a_while(T.ENTER_AT_CLAIM)  # a note of the table, in Chinese
    assert screen.notice.isVisible()
    window.menus.settings.trigger()  # the settings dialog, as the menu opens it
    dialog = window.menus.dialog
    try:
        dialog.language.setCurrentIndex(dialog.language.findData("en"))
        QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)  # fmt: skip
        # Qt posts the change to every window: no restart, and no other step
        qtbot.waitUntil(lambda: window.windowTitle() == "Zhuji Bao Mahjong")
        assert i18n.current_language() == "en"
        assert screen.bid_panel.pass_button.text() == "Pass"
        assert one_line(screen.action_bar.prompt.text()) == "Bid or pass (or ← → ↑ ↓ and Enter)"
        assert screen.scene.plates[0].name == "You"
        assert window.hints.dock.widget().title.text() == "Hints"
        assert screen.auto_panel.button.text() == "Autoplay"
        assert not screen.notice.isVisible()  # the Chinese note stayed over the English table
    finally:
        window.apply_settings(window.settings.with_changes(language="zh"))
    qtbot.waitUntil(lambda: screen.bid_panel.pass_button.text() == "不包")
    assert one_line(screen.action_bar.prompt.text()) == "请包牌或不包（或用 ← → ↑ ↓ 选、回车确定）"


def test_the_plates_follow_a_change_of_language_at_the_standings(qtbot):
    """A tester switched to English at the final standings: the panel changed, the plates
    stayed 你 / 电脑1 (the table was drawn again only while the match went on)."""
    window, screen = won_hand(qtbot, QUIET.with_changes(language="zh"), hands=1)
    screen.result.button.click()
    qtbot.waitUntil(lambda: screen.result.over)
    try:
        window.apply_settings(window.settings.with_changes(language="en"))
        qtbot.waitUntil(lambda: screen.scene.plates[0].name == "You")
        assert screen.result.over and not screen.action_bar.buttons  # nothing offered over it
    finally:
        window.apply_settings(window.settings.with_changes(language="zh"))
    qtbot.waitUntil(lambda: screen.scene.plates[0].name == "你")


def test_the_wild_choice_stays_centred_when_the_language_changes(qtbot):
    """In Chinese the panel grew taller and, not centred again, covered the player's hand."""
    from zhuji_desktop.engine.actions import Action

    window = window_for(qtbot, QUIET.with_changes(language="en"))
    screen = window.table_screen
    match = Match(RuleSet(), 0)
    for text in ("E bid 2", "S pass", "W pass", "N pass"):
        match.apply(Action.parse(text))
    window.start_match(match, {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
    proxy = screen.proxies["wild"]
    qtbot.waitUntil(proxy.isVisible)
    try:
        for lang in ("zh", "en"):
            window.apply_settings(window.settings.with_changes(language=lang))

            def centred() -> bool:
                rect = proxy.sceneBoundingRect()
                height = screen.wild_panel.sizeHint().height()
                return abs(rect.height() - height) <= 1 and (
                    abs(rect.center().y() - CENTRE[1]) <= 1
                )

            qtbot.waitUntil(centred)
    finally:
        window.apply_settings(window.settings.with_changes(language="zh"))


def test_one_dark_theme_for_the_table_the_hints_and_the_dialogs(qtbot):
    window = window_for(qtbot, QUIET.with_changes(hints=True))
    palette = QApplication.instance().palette()
    assert palette.window().color().lightness() < 80  # dialogs and tool windows: dark green
    panel = window.hints.dock.widget()
    image = panel.grab().toImage()
    colour = QColor(image.pixel(image.width() - 5, image.height() - 5))
    assert colour.lightness() < 60  # not the light grey beside the felt of before


def test_the_hints_start_closed_in_a_narrow_window_and_never_take_a_third(qtbot):
    window = window_for(qtbot, QUIET.with_changes(hints=True), size=(1024, 640))
    assert window.hints.dock is not None and not window.hints.dock.isVisible()
    assert window.settings.hints  # the setting stays on: F2 opens the panel
    notice = window.table_screen.notice  # and the table says so (a tester found none)
    assert notice.isVisible() and "F2" in notice.text()
    # between the far hand and the wall, over no tile (it was written over that hand)
    from tests.ui.support import Scripted
    from zhuji_desktop.engine.match import Match
    from zhuji_desktop.engine.rules import RuleSet
    from zhuji_desktop.ui.table.tile_item import TileItem

    window.start_match(Match(RuleSet(), seed=3), {0: None, 1: Scripted(), 2: Scripted(),
                       3: Scripted()})  # fmt: skip
    qtbot.waitUntil(lambda: window.table_screen.proxies["bid"].isVisible())
    assert notice.isVisible()
    box = notice.sceneBoundingRect()
    tiles_under = [
        i for i in window.table_screen.scene.items(box)
        if isinstance(i, TileItem) and i.isVisible()
    ]  # fmt: skip
    assert tiles_under == [], [t.sceneBoundingRect() for t in tiles_under]
    QTest.keyClick(window, Qt.Key.Key_F2)
    qtbot.waitUntil(window.hints.dock.isVisible)
    assert window.hints.dock.width() <= 1024 // 4
    assert not notice.isVisible()  # "F2 opens them" stayed on after F2 had
    wide = window_for(qtbot, QUIET.with_changes(hints=True), size=(1280, 800))
    assert wide.hints.dock.isVisible()
    # a 1280 screen's window less its frame, as a window manager gave it back
    framed = window_for(qtbot, QUIET.with_changes(hints=True), size=(1278, 774))
    assert framed.hints.dock.isVisible()


def test_the_hints_close_when_the_window_is_made_cramped(qtbot):
    from zhuji_desktop.ui.panels.hints_dock import CRAMPED

    window = window_for(qtbot, QUIET.with_changes(hints=True), size=(1280, 800))
    assert window.hints.dock.isVisible()
    window.resize(CRAMPED - 160, 560)  # the table shrank to unreadable text beside the hints
    qtbot.waitUntil(lambda: not window.hints.dock.isVisible())
    assert window.settings.hints and not window.menus.hints.isChecked()
    assert window.table_screen.notice.isVisible()  # for a while: the hints closed for room
    window.notice.take_back()
    assert not window.table_screen.notice.isVisible()
    QTest.keyClick(window, Qt.Key.Key_F2)  # the player may still want them there
    qtbot.waitUntil(window.hints.dock.isVisible)
    window.resize(CRAMPED - 100, 560)  # a change within the cramped widths leaves them
    QTest.qWait(50)
    assert window.hints.dock.isVisible()
    QTest.keyClick(window, Qt.Key.Key_F2)  # closed by the player: widening keeps them closed
    window.resize(1400, 860)
    QTest.qWait(50)
    assert not window.hints.dock.isVisible()


def test_a_panel_closed_for_room_opens_again_when_the_window_is_wide(qtbot):
    from zhuji_desktop.ui.panels.hints_dock import CRAMPED

    window = window_for(qtbot, QUIET.with_changes(hints=True), size=(1280, 800))
    window.resize(CRAMPED - 160, 560)
    qtbot.waitUntil(lambda: not window.hints.dock.isVisible())
    assert window.table_screen.notice.isVisible()  # "closed for room"
    window.resize(1300, 800)
    qtbot.waitUntil(window.hints.dock.isVisible)
    assert window.menus.hints.isChecked()
    assert not window.table_screen.notice.isVisible()  # open again: the note went with it


def test_the_menus_and_open_tool_windows_follow_a_change_of_language(qtbot):
    from zhuji_desktop.ui import i18n

    window = window_for(qtbot)
    window.menus.tool_actions["calc"].trigger()  # the calculator, with a tile entered
    calc = window.tools.windows["calc"]
    calc.palette_clicked(0)
    calc.self_drawn.setChecked(True)
    app = QApplication.instance()
    try:
        i18n.install_translator(app, "en")
        qtbot.waitUntil(lambda: window.menus.settings.text() == "&Settings")
        assert window.menuBar().actions()[0].text() == "&Game"  # Alt+G
        qtbot.waitUntil(lambda: window.tools.windows["calc"] is not calc)
        again = window.tools.windows["calc"]
        assert again.isVisible() and again.windowTitle() == "Tai calculator"
        assert again.data.hand == [0] and again.self_drawn.isChecked()  # nothing was lost
    finally:
        i18n.remove_translators(app)


def test_a_prompt_without_buttons_is_not_clipped(qtbot):
    """With no buttons the empty row took the layout's spacing from the prompt, whose
    glyphs were cut in half (seen in a screenshot at 1440×860)."""
    from zhuji_desktop.ui.panels.action_bar import ActionBar

    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_prompt("请出牌：点一张牌打出")
    bar.set_buttons([])
    bar.fit()
    bar.show()
    qtbot.waitExposed(bar)
    assert bar.prompt.height() >= bar.prompt.heightForWidth(bar.WIDTH)


def test_each_bid_says_what_it_commits_the_bidder_to(qtbot):
    """A new player saw the ladder and nothing on the 台 a bid needs or the points at stake:
    each button's tooltip says both (docs/rules.md §4, §9), and the note under it where."""
    from zhuji_desktop.engine.bidding import Bid
    from zhuji_desktop.ui.panels.bid_panel import BidPanel

    panel = BidPanel()
    qtbot.addWidget(panel)
    for bid, button in panel.bid_buttons.items():
        # rich text, which Qt wraps: a plain tooltip ran 1,190 px wide, past the window
        assert button.toolTip().startswith("<p>") and button.toolTip().endswith("</p>")
        tip = html.unescape(button.toolTip().removeprefix("<p>").removesuffix("</p>"))
        assert tip.startswith(f"{button.text()}：胡牌至少要 {bid.level} 台")
        assert f"B = {bid.points}：" in tip and f"3B = {3 * bid.points}" in tip
    assert "8 张" in panel.bid_buttons[Bid.parse("4")].toolTip()
    assert "没有财神" in panel.bid_buttons[Bid.parse("wucai4")].toolTip()
    assert "鼠标停在按钮上可看详情" in panel.hint.text()


def test_the_bid_clicked_last_hand_is_not_lit_when_the_panel_comes_back(qtbot):
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.ui.panels.bid_panel import BidPanel

    panel = BidPanel()
    qtbot.addWidget(panel)
    button = next(iter(panel.bid_buttons.values()))
    button.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)  # hidden under the pointer
    panel.offer(0, [Action.parse("E pass"), Action.parse("E bid 2")], "")
    assert not button.testAttribute(Qt.WidgetAttribute.WA_UnderMouse)


def test_a_click_just_after_the_ladder_comes_up_is_not_a_bid(qtbot):
    """The second click of a double-click on 再来一场 landed on the ladder that came up under
    the pointer and bid 独7台: a question's buttons take no click for a moment."""
    from PySide6.QtTest import QTest

    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.ui.panels import panel as panel_module
    from zhuji_desktop.ui.panels.bid_panel import BidPanel

    panel = BidPanel()
    qtbot.addWidget(panel)
    panel.show()
    chosen: list = []
    panel.chosen.connect(chosen.append)
    panel.offer(0, [Action.parse("E pass"), Action.parse("E bid du7")], "")
    button = panel.bid_buttons[Bid.parse("du7")]
    QTest.mouseDClick(button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert chosen == []
    qtbot.wait(round(panel_module.CLICK_GRACE_S * 1000) + 50)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert [str(a) for a in chosen] == ["E bid du7"]
    panel.offer(0, [Action.parse("E pass"), Action.parse("E bid du7")], "")
    panel.move_key(-1)  # the keyboard is not held back: Enter has a grace of its own
    assert panel.press_key() and str(chosen[-1]) == "E pass"


def test_a_button_framed_from_the_keyboard_is_drawn_red_even_the_pass(qtbot):
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.ui.panels.bid_panel import BidPanel

    panel = BidPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.offer(0, [Action.parse("E pass"), Action.parse("E bid 2")], "")
    for step, button in ((-1, panel.pass_button), (-1, panel.bid_buttons[Bid.parse("2")])):
        panel.move_key(step)  # ← from nothing frames 不包 (last); ← from it, 2台 (cheapest)
        QApplication.processEvents()
        image = button.grab().toImage()
        edge = image.pixelColor(1, image.height() // 2)
        assert (edge.red(), edge.green(), edge.blue()) == (0xD2, 0x3C, 0x28), button.text()


def test_a_very_high_top_level_scrolls_the_ladder_and_the_panel_stays_as_tall(qtbot):
    """A table allowing bids up to 20台 must not grow the panel over the player's hand: the
    ladder scrolls, six levels at a time, and follows the button framed from the keyboard."""
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.ui.panels.bid_panel import BidPanel

    legal = [Action.parse("E pass"), *(Action(0, Verb.BID, bid=b) for b in ladder(20))]
    heights = {}
    for top in (7, 20):
        panel = BidPanel(top)
        qtbot.addWidget(panel)
        panel.show()
        panel.offer(0, [a for a in legal if a.bid is None or a.bid.level <= top], "")
        QApplication.processEvents()
        heights[top] = panel.sizeHint().height()
        assert (panel.ladder_area is not None) == (top == 20)
    assert abs(heights[20] - heights[7]) <= 12, heights
    scroll = panel.ladder_area
    assert scroll is not None and scroll.verticalScrollBar().value() == 0
    for _ in range(3 * 15):  # to 16台 or so
        panel.move_key(1)
    QApplication.processEvents()
    keyed = panel._keyed
    assert keyed is not None and keyed is not panel.pass_button
    top_left = keyed.mapTo(scroll.viewport(), keyed.rect().topLeft())
    assert scroll.verticalScrollBar().value() > 0
    assert top_left.y() >= 0 and top_left.y() + keyed.height() <= scroll.viewport().height()


# A player's first window on the 800 px square test screen: its free area less a margin and
# a title bar (``on_screen.resize_within``).
FIRST_ON_TEST_SCREEN = (800 - on_screen.MARGIN, 800 - on_screen.MARGIN - on_screen.TITLE_BAR)


def test_the_first_window_fits_the_screen_and_a_given_size_is_kept(qtbot, tmp_path):
    """The window opened at 1280×800 whatever the screen: on 1024×640 the hand and the bid
    were off the bottom. A player's first window fits the free area; --size and a
    screenshot's or a demo's size are kept as given."""
    from zhuji_desktop import app

    def opened(*argv: str):
        args = app.parse_args(["--data-dir", str(tmp_path), *argv])
        window = app.make_window(args, QUIET, app.settings_store(args, tmp_path))
        qtbot.addWidget(window)
        return window

    first = opened()
    free = first.screen().availableGeometry()
    assert first.width() <= free.width() and first.height() <= free.height()
    assert (first.width(), first.height()) == FIRST_ON_TEST_SCREEN
    first.remember_place = False  # (the next ones must not find its place)
    first.close()
    assert (opened("--size", "1200x760").size().toTuple()) == (1200, 760)
    assert opened("--demo").size().toTuple() == FIRST_ON_TEST_SCREEN  # a demo fits too
    shot = opened("--screenshot", str(tmp_path / "s.png"))
    assert shot.size().toTuple() == (1280, 800)  # a screenshot is the size it says


def test_the_window_opens_as_it_was_closed_with_its_hints_width(qtbot, tmp_path):
    from zhuji_desktop import app

    args = app.parse_args(["--data-dir", str(tmp_path)])
    settings = QUIET.with_changes(hints=True)

    def opened(argv=args):
        window = app.make_window(argv, settings, app.settings_store(argv, tmp_path))
        qtbot.addWidget(window)
        return window

    first = opened()
    # nothing remembered yet: 1280×800, or as much of it as the screen holds (the test
    # screen is 800 px square; a 1366×768 laptop's had the hand off the bottom)
    assert (first.width(), first.height()) == FIRST_ON_TEST_SCREEN
    first.resize(1500, 900)
    qtbot.waitUntil(lambda: first.width() == 1500 and first.hints.dock.isVisible())
    first.resizeDocks([first.hints.dock], [330], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: first.hints.dock.width() == 330)
    first.close()
    place = app.settings_store(args, tmp_path).load_place()
    assert place.geometry and place.hints_width == 330
    # the test screen is 800 px square: Qt fits the window to it, too narrow for the hints,
    # which keep their width for when the window is wide again
    second = opened()
    qtbot.waitUntil(lambda: second.width() <= 800 and not second.hints.dock.isVisible())
    second.resize(1500, 900)
    qtbot.waitUntil(lambda: second.hints.dock.isVisible() and second.hints.dock.width() == 330)
    second.resize(770, 650)
    second.close()
    third = opened()
    qtbot.waitUntil(lambda: (third.width(), third.height()) == (770, 650))
    third.close()
    second = opened()
    second.resize(400, 300)  # a tester's sliver: the window stops at its minimum
    assert (second.width(), second.height()) == MIN_WINDOW
    second.close()
    # a given --size wins, and screenshots and demos never use or change the place
    sized = opened(app.parse_args(["--data-dir", str(tmp_path), "--size", "780x600"]))
    assert (sized.width(), sized.height()) == (780, 600)
    sized.close()
    demo = opened(app.parse_args(["--data-dir", str(tmp_path), "--demo"]))
    assert demo.size().toTuple() == FIRST_ON_TEST_SCREEN and not demo.remember_place
    demo.close()
    assert opened().width() == 780  # as the sized window was closed, not the demo


@pytest.mark.parametrize(
    ("geometry", "width"), [("zz", "abc"), ("00" * 5000, "99999999"), ("", "-5"), ("1", "50")]
)
def test_a_damaged_window_place_is_not_used(qtbot, tmp_path, geometry, width):
    from zhuji_desktop import app, storage

    (tmp_path / storage.SETTINGS_NAME).write_text(
        f"[window]\ngeometry={geometry}\nhints_width={width}\n", encoding="utf-8"
    )
    args = app.parse_args(["--data-dir", str(tmp_path)])
    store = app.settings_store(args, tmp_path)
    assert store.load_place().hints_width is None
    window = app.make_window(args, QUIET.with_changes(hints=True), store)
    qtbot.addWidget(window)
    assert (window.width(), window.height()) == FIRST_ON_TEST_SCREEN


def test_a_damaged_settings_file_is_mended_once_when_the_window_closes(qtbot, tmp_path):
    from zhuji_desktop import app, storage

    (tmp_path / storage.SETTINGS_NAME).write_text("[General]\nlanguage=klingon\n", encoding="utf-8")
    args = app.parse_args(["--data-dir", str(tmp_path)])
    for _ in range(3):
        store = app.settings_store(args, tmp_path)
        window = app.make_window(args, app.load_settings(store), store)
        qtbot.addWidget(window)
        window.close()
    assert len(list(tmp_path.glob("settings.corrupt-*.ini"))) == 1  # copied aside once
    store = app.settings_store(args, tmp_path)
    store.load()
    assert not store.damaged and store.load_place().geometry


def test_the_hints_width_is_kept_when_the_player_closes_the_panel(qtbot, tmp_path):
    from zhuji_desktop import app

    args = app.parse_args(["--data-dir", str(tmp_path), "--size", "1500x900"])
    window = app.make_window(
        args, QUIET.with_changes(hints=True), app.settings_store(args, tmp_path)
    )
    qtbot.addWidget(window)
    qtbot.waitUntil(window.hints.dock.isVisible)
    window.resizeDocks([window.hints.dock], [310], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: window.hints.dock.width() == 310)
    window.set_hints(False)  # as F2 does
    assert window.hints.width_now() == 310
    window.close()
    assert app.settings_store(args, tmp_path).load_place().hints_width == 310


def test_a_width_a_narrow_window_forced_on_the_hints_is_not_remembered(qtbot, tmp_path):
    """Opened with F2 in a 768 px window, the hints were 200 px wide (their share), that
    width was saved, and they came back 200 px wide in a window of any size after."""
    from zhuji_desktop import app
    from zhuji_desktop.ui.model.settings import WindowPlace

    args = app.parse_args(["--data-dir", str(tmp_path), "--size", "768x520"])
    for close_first in (False, True):
        store = app.settings_store(args, tmp_path)
        store.save_place(WindowPlace(None, 200))  # as the bug had saved it
        window = app.make_window(args, QUIET.with_changes(hints=True), store)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.set_hints(True)  # as F2 does
        qtbot.waitUntil(window.hints.dock.isVisible)
        assert window.hints.dock.width() == window.hints.dock.maximumWidth()  # its share
        assert window.hints.width_now() is None
        if close_first:  # F2 again, then quit: the closed panel kept the forced width
            window.set_hints(False)
            assert window.hints.width_now() is None
        window.close()
        assert app.settings_store(args, tmp_path).load_place().hints_width is None


def test_the_result_frames_and_names_the_winning_tile(qtbot):
    """A tester could not tell which tile won: it was only set a little apart. It is framed
    in gold with 胡的牌 under it."""
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.engine.script import build_wall
    from zhuji_desktop.engine.state import HandState
    from zhuji_desktop.ui.panels.result_panel import winning_groups
    from zhuji_desktop.ui.panels.tile_strip import APART_GAP, GROUP_GAP, TileStrip

    hands = {"E": "123m456m99p46s777z1z", "S": "58m1478p369s2345z",
             "W": "1269m258p55s1567z", "N": "11m123p456p34s666z"}  # fmt: skip
    state = HandState.from_wall(build_wall(hands, "5s"))
    for text in ("E pass", "S pass", "W bid wucai2", "N pass", "E discard 1z",
                 "S discard 5s", "W pung 55s", "E win", "N win"):  # fmt: skip
        state.apply(Action.parse(text))
    result = state.result
    assert result is not None and result.winner == 3  # N, the nearest of the two
    groups, mark, _shown_from = winning_groups(state, result)
    assert mark is not None and groups[mark[0]][mark[1]] == result.winning_tile
    # the hand is laid out in its melds and pair (it was one sorted row): 123p 456p 345s 发 11m
    assert [tiles.to_text(g) for g in groups] == ["123p", "456p", "345s", "666z", "11m"]
    strip = TileStrip()
    qtbot.addWidget(strip)
    strip.set_groups(groups, state.wild_kinds)
    plain = strip.sizeHint().height()
    narrow = strip.sizeHint().width()
    strip.set_groups(groups, state.wild_kinds, (*mark, "胡的牌"))
    assert strip.sizeHint().height() > plain  # room for the words under the tile
    strip.set_groups(groups, state.wild_kinds, None, 3)  # shown melds from the fourth group
    assert strip.sizeHint().width() - narrow == APART_GAP - GROUP_GAP
    window = window_for(qtbot)
    window.start_match(crafted_match(WIN_HANDS), {0: None, **{p: Scripted() for p in (1, 2, 3)}})
    screen = window.table_screen
    qtbot.waitUntil(lambda: "win" in screen.action_bar.buttons)
    QTest.keyClick(window, Qt.Key.Key_H)  # 天胡: no tile won on, nothing to name
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())
    assert screen.result.strip.caption is None


def test_english_plate_tags_are_whole_beside_the_name_when_the_score_leaves_no_room(
    qapp, monkeypatch
):
    """A tester read "Dealer···" and "Bid 2 ···" on their plate in English: tags that fit
    only cut short after the score move up beside the name, whole, and stay there while
    the seat's computer thinks (思考中 covers one row of them then, never the name)."""
    from PySide6.QtGui import QImage, QPainter

    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.table import items

    image = QImage(240, 80, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    names: list[str] = []
    drawn: list[tuple[list[str], float]] = []
    elided = items._elided
    monkeypatch.setattr(items, "_elided", lambda p, t, w: names.append(elided(p, t, w)) or t)
    monkeypatch.setattr(
        items.SeatPlate, "_paint_tags", lambda self, p, texts, c, px, top, end: drawn.append(
            (texts, top))
    )  # fmt: skip
    try:
        texts = ["Dealer", "Bid 2 tai"]
        width = items._tags_width(painter, texts, items.TAG_SIZES[-1])
        assert items._fit_tags(painter, texts, width - 20)[0] != texts  # cut short there
        rows = items._place_tags(painter, texts, width - 20, 120)
        assert [t for row, _, _ in rows for t in row] == texts  # whole, in their order
        assert any(top == items.TOP_ROW for _, _, top in rows)
        assert items._place_tags(painter, texts, width + 200, 120) == [
            (texts, items.TAG_SIZES[0], items.BOTTOM_ROW)
        ]  # room after the score: they stay there
        i18n.install_translator(qapp, "en")
        plate = items.SeatPlate()
        # (a computer's level after the score takes only the room the tags leave)
        for name, level in (("You", ""), ("Computer 1", ""), ("Computer 1", "expert")):
            plate.set_info(0, name, -137, "2 tai", False, True, level)
            names.clear(), drawn.clear()
            plate.paint(painter, None)
            assert names == [name]  # the name whole
            assert [t for row, _ in drawn for t in row] == ["Dealer", "Bid 2 tai"]
            before = list(drawn)
            plate.set_thinking(True)
            names.clear(), drawn.clear()
            plate.paint(painter, None)  # the tags of one row hide under 思考中 ...
            rows = {top: [(r, t) for r, t in before if t != top] for _, top in before}
            assert drawn in rows.values()  # ... the others stay put
            assert names == [name]  # and the name is still whole
            plate.set_thinking(False)
        # a long name is cut short rather than the bid (a tester's "Bid No-wild…")
        plate.set_info(0, "Bartholomew Fitzgera", -32, "No-wild 2 tai", False, True, "expert")
        names.clear(), drawn.clear()
        plate.paint(painter, None)
        assert [t for row, _ in drawn for t in row] == ["Dealer", "Bid No-wild 2 tai"]
        assert names[0].endswith("…") and names[0].startswith("Barth")
    finally:
        painter.end()
        i18n.install_translator(qapp, "zh")


def test_the_old_dealer_badge_is_whole_in_english_beside_a_whole_name(qapp, monkeypatch):
    """A tester read "Dealer ···" for 老庄 beside "Computer 3" and its bid: the badge says
    "Old dealer" whole, and the name a size smaller stays whole too."""
    from PySide6.QtGui import QImage, QPainter

    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.table import items

    image = QImage(240, 80, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    names: list[str] = []
    drawn: list[list[str]] = []
    elided = items._elided
    monkeypatch.setattr(items, "_elided", lambda p, t, w: names.append(elided(p, t, w)) or t)
    monkeypatch.setattr(
        items.SeatPlate, "_paint_tags", lambda self, p, texts, c, px, top, end: drawn.append(texts)
    )
    try:
        i18n.install_translator(qapp, "en")
        plate = items.SeatPlate()
        seats = (("Computer 3", 45, "No-wild 2 tai"), ("Computer 1", -137, "2 tai"))
        for name, score, bid in seats:
            for level in ("", "normal"):
                plate.set_info(0, name, score, bid, True, False, level)
                names.clear(), drawn.clear()
                plate.paint(painter, None)
                assert [t for row in drawn for t in row] == ["Old dealer", f"Bid {bid}"]
                assert names == [name]
                # and what it means, on the plate's tooltip (a newcomer read it as a title)
                assert plate.toolTip().endswith("every payment of this hand is doubled")
    finally:
        painter.end()
        i18n.install_translator(qapp, "zh")


def one_line(prompt: str) -> str:
    """A prompt as written, before the bar broke it ahead of its key hint."""
    return prompt.replace("\n(", " (").replace("\n", "")


def test_a_long_prompt_breaks_before_its_key_hint_never_inside_it(qtbot) -> None:
    """A tester saw "(or ←" end one line and "→ and Enter)" begin the next."""
    from zhuji_desktop.ui.panels.action_bar import ActionBar

    bar = ActionBar()
    qtbot.addWidget(bar)
    long = "Your turn: after a chow you may not discard 3m (greyed); click another tile"
    bar.set_prompt(long + " (or ← → and Enter)")
    assert bar.prompt.text().endswith("\n(or ← → and Enter)")
    bar.set_prompt("Pass (or Enter)")  # it fits: as it is
    assert bar.prompt.text() == "Pass (or Enter)"


@pytest.mark.parametrize("verbs", ["吃、碰、明杠", "碰、明杠、胡", "吃、碰、明杠、胡"])
def test_a_claim_prompt_breaks_between_phrases(qtbot, verbs) -> None:
    """A tester saw “过” alone on the prompt's last line, and 点击 cut in two: Qt breaks
    Chinese between any two characters. The bar breaks it after a phrase."""
    from tests.ui.support import broken_inside_a_phrase, shown_lines
    from zhuji_desktop.ui.panels.action_bar import ActionBar

    bar = ActionBar()
    qtbot.addWidget(bar)
    for text in (
        T.PROMPT_CLAIM.format(seat="东家", tile="五万", verbs=verbs),
        T.PROMPT_ROB.format(seat="西家", tile="红中", verbs=verbs),
        T.PROMPT_CHOOSE.format(meld="吃的组合", key="C"),
        T.PROMPT_CHOOSE.format(meld="碰的组合", key="P"),
        T.PROMPT_LOOK.format(seat="北家", tile="九筒"),
        T.PROMPT_DISCARD_BANNED.format(tiles="五万 七万"),
    ):
        bar.set_prompt(text)
        lines = shown_lines(bar.prompt.text(), bar.prompt.font(), bar.WIDTH)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert len(lines) >= 2 and not broken_inside_a_phrase(lines), lines


def test_an_english_prompt_breaks_after_its_colon_and_keeps_names_whole(qtbot, qapp) -> None:
    """ "…West wind: Pung" ended a line and "/ Exposed kong, or Pass" began the next. The
    break goes after the colon, and never inside a name ("West" | "wind")."""
    from tests.ui.support import shown_lines
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.model.interaction import prompt
    from zhuji_desktop.ui.model.snapshot import snapshot
    from zhuji_desktop.ui.panels.action_bar import ActionBar

    hands = {  # E's 西风: S may pung or kong it
        "E": "3z123p456p789p11s22s",
        "S": "3z3z3z5m9m99m123s456s",
        "W": "789m234p567p345s5m",
        "N": "111m222m888p999p6z",
    }
    match = crafted_match(hands, human_seat=0)
    match.apply(Action.parse("E discard 3z"))
    i18n.install_translator(qapp, "en")
    try:
        bar = ActionBar()
        qtbot.addWidget(bar)
        table = snapshot(match, 1, lambda player: "")
        bar.set_prompt(prompt(table, match.state.legal_actions(1), False, True, False))
        lines = shown_lines(bar.prompt.text(), bar.prompt.font(), bar.WIDTH)
        lines = [line.replace("\N{NO-BREAK SPACE}", " ") for line in lines]
        assert lines == ["East seat discarded West wind:", "Pung / Exposed kong, or press Pass"]
    finally:
        i18n.install_translator(qapp, "zh")


def test_money_received_is_worked_out_as_received():
    """A tester read 收 9 beside 2^0-10, which works out to -9."""
    from zhuji_desktop.engine.settlement import PaymentLine
    from zhuji_desktop.ui.strings import payment_text

    assert payment_text(PaymentLine(1, "discarder", "2^0-10 = -9", -9)) == ("收 9", "10-2^0")
    assert payment_text(PaymentLine(2, "winner", "16-4-3 = 9", -9)) == ("收 9", "16-4-3")
    assert payment_text(PaymentLine(0, "bao", "2^1+5×3 = 17", 17)) == ("付 17", "2^1+5×3")


@pytest.mark.parametrize(
    ("legal", "zh", "en"),
    [
        (["S chow 46m", "S chow 67m", "S pass"], "选择吃的组合：", "Choose a chow: "),
        (["S pung 55m", "S pung 5m7z", "S pass"], "选择碰的组合：", "Choose a pung: "),
        (["S kong 555m", "S kong 55m7z", "S pass"], "选择明杠的组合：", "Choose an exposed kong: "),
    ],
)
def test_the_choice_prompt_names_the_meld_in_a_sentence(qapp, legal, zh, en) -> None:
    """The English prompt read "Choose the Chow": the button's label in a sentence."""
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.model.interaction import buttons, choice_prompt

    (spec,) = [b for b in buttons([Action.parse(a) for a in legal], "claim") if b.key != "pass"]
    assert choice_prompt(spec).startswith(zh)
    i18n.install_translator(qapp, "en")
    try:
        assert choice_prompt(spec).startswith(en)
    finally:
        i18n.remove_translators(qapp)


def _fan_hand(base: int, win: bool) -> object:
    """A 翻麻将 hand played to its end by taking every win (``win``) or none."""
    from zhuji_desktop.engine.actions import Verb
    from zhuji_desktop.engine.rules import RuleSet
    from zhuji_desktop.engine.state import HandState

    for seed in range(200):
        h = HandState.deal(seed=seed, rules=RuleSet(mode="fan", base_points=base))
        while not h.is_ended():
            seat = h.to_act()[0]
            legal = h.legal_actions(seat)
            wins = [a for a in legal if a.verb is Verb.WIN]
            quiet = [a for a in legal if a.verb in (Verb.PASS, Verb.DISCARD)]
            h.apply(wins[0] if win and wins else (quiet or legal)[0])
        if h.result is not None and (h.result.winner is not None) == win:
            return h
    raise AssertionError("no such hand in 200 deals")


def test_a_fan_win_says_what_its_times_base_points_are() -> None:
    """翻麻将's lines read "(2^(1-1))×2" beside a key naming only m: a tester could not tell
    what the ×2 was. The key names it as 包麻将's does."""
    from zhuji_desktop.ui.panels.result_panel import payment_key

    h = _fan_hand(2, win=True)
    key = payment_key(h, h.result)
    assert key.startswith("翻麻将 ") and key.endswith("；×2：基础分 2"), key
    plain = _fan_hand(1, win=True)
    assert "×" not in payment_key(plain, plain.result)


def test_a_fan_drawn_last_hand_promises_no_next_hand() -> None:
    """The last hand of a match, drawn, said "the dealer deals again: the next hand is 老庄"
    above a button to the standings."""
    from zhuji_desktop.ui.panels.result_panel import note_text

    h = _fan_hand(1, win=False)
    assert "老庄" in note_text(h, h.result) and note_text(h, h.result, last=True) == ""


def test_an_ok_in_the_settings_leaves_the_hints_as_they_are(qtbot):
    """Closed for room (or by F2), the hints opened again at every OK in the settings, as when
    a tester went there to change the language; they follow the setting when it changes."""
    from zhuji_desktop.ui.panels.hints_dock import CRAMPED

    window = window_for(qtbot, QUIET.with_changes(hints=True), size=(1280, 800))
    window.resize(CRAMPED - 160, 560)
    qtbot.waitUntil(lambda: not window.hints.dock.isVisible())
    window.apply_settings(window.settings.with_changes(language="en"), save=False)
    assert not window.hints.dock.isVisible()
    window.apply_settings(window.settings.with_changes(language="zh", hints=False))
    window.apply_settings(window.settings.with_changes(hints=True))  # asked for: they open
    qtbot.waitUntil(window.hints.dock.isVisible)


def test_a_long_tai_line_that_wraps_is_shown_whole(qtbot, monkeypatch):
    """A family read the English result's 台 line cut in half: "Green dragon pung 1 tai · Half
    flush 1 tai = 2 tai", a little wider than the room it was given, wrapped onto a second
    line in the room of one. Lines of every length from one to three lines are shown whole."""
    from zhuji_desktop.ui.panels import result_panel

    text = {"now": ""}
    monkeypatch.setattr(result_panel, "tai_text", lambda result: text["now"])
    window, screen = won_hand(qtbot)
    label = screen.result.tai
    for n in range(20, 130, 3):
        text["now"] = ("Green dragon pung 1 tai · Half flush 1 tai · " * 3)[:n] + " = 3 tai"
        screen.result.show_hand(window.game.match, lambda player: "Mum")
        QApplication.processEvents()
        assert label.height() >= label.heightForWidth(label.width()), (n, label.size())


def test_win_comes_first_among_the_claim_buttons_and_stands_out(qtbot) -> None:
    """New players missed 胡 third among the claims, drawn like the others: it comes first
    and is red."""
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.ui.model.interaction import buttons
    from zhuji_desktop.ui.panels.action_bar import ActionBar
    from zhuji_desktop.ui.table.style import PANEL_CSS

    legal = [
        Action.parse(a) for a in ("S chow 45m", "S pung 66m", "S kong 666m", "S win", "S pass")
    ]
    specs = buttons(legal, "claim")
    assert [s.key for s in specs] == ["win", "chow", "pung", "kong", "pass"]
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.setStyleSheet(PANEL_CSS)
    bar.set_buttons(specs)
    bar.show()
    win, pung = bar.buttons["win"].grab().toImage(), bar.buttons["pung"].grab().toImage()
    middle = win.pixelColor(win.width() // 2, 4)
    assert middle.red() > 150 and middle.green() < 120, middle.name()
    assert pung.pixelColor(pung.width() // 2, 4) != middle


def test_the_bid_panel_says_an_old_dealer_hand_doubles_the_stakes(qtbot, qapp) -> None:
    """A player bidding in a 老庄 hand was not told that every payment, the bid's too, is
    doubled: only the dealer's plate said 老庄. The line is broken to the panel's width (in
    English, one line widened the panel by half)."""
    from tests.ui.support import build_wall
    from zhuji_desktop.engine.state import HandState
    from zhuji_desktop.ui import i18n

    def bid_panel(old: bool):
        window = window_for(qtbot)
        match = Match(RuleSet(), seed=1)
        match.state = HandState.from_wall(build_wall(WIN_HANDS), match.rules, old_dealer=old)
        window.start_match(match, {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
        qtbot.waitUntil(lambda: window.table_screen.proxies["bid"].isVisible())
        return window.table_screen.bid_panel

    for old in (False, True):
        panel = bid_panel(old)
        shown = panel.stakes.isVisible() and "加倍" in panel.stakes.text()
        assert shown is old, panel.stakes.text()
    i18n.install_translator(qapp, "en")
    try:
        plain, old = bid_panel(False), bid_panel(True)
        assert "doubled" in old.stakes.text()
        assert old.width() == plain.width()
    finally:
        i18n.remove_translators(qapp)


def test_a_plates_tooltip_says_what_the_seat_bid(qtbot) -> None:
    """Once the bidding was over only the 包家's tag told of it: each plate's tooltip says
    what its seat bid, in order."""
    window = window_for(qtbot)
    screen = window.table_screen
    bids = ("E pass", "S bid 2", "W bid 3", "N pass", "S pass")
    match = crafted_match(WIN_HANDS, actions=bids)
    window.start_match(match, {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
    qtbot.waitUntil(lambda: match.state.bao == 2)
    qtbot.waitUntil(lambda: all(not p.neutral for p in screen.scene.plates))
    tips = {p.seat: p.toolTip().split("\n")[-1] for p in screen.scene.plates}
    assert tips[0] == "包牌时：不包"
    assert tips[1] == "包牌时：包2台 → 不包"
    assert tips[2] == "包牌时：包3台"
    assert tips[3] == "包牌时：不包"


def test_the_winning_layout_frames_a_robbed_tile_and_sets_shown_melds_apart() -> None:
    """The result's layout of a win: a robbed kong's tile framed where it sits in the hand,
    and the melds a hand had shown after its concealed groups, a wider gap before them."""
    from tests.rules.test_rules_audit import ROB_HANDS, ROB_PLAY, play
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.engine.state import HandState
    from zhuji_desktop.ui.panels.result_panel import winning_groups

    bidding = ["E pass", "S bid 2", "W pass", "N pass", "S wild 3p"]
    h = play(ROB_HANDS, bidding + ROB_PLAY, wall="8p7m4z9p")
    assert h.result is not None and h.result.robbed
    groups, mark, shown_from = winning_groups(h, h.result)
    assert mark is not None and groups[mark[0]][mark[1]] == tiles.parse_one("9p")
    assert shown_from == len(groups) == 5  # W had shown nothing
    # N pungs 东 with a wild and chows 3-5索 before it wins (seed 3: 三万 四万 wild)
    h = HandState.deal(seed=3)
    for text in MELD_WILD_WIN.split("|"):
        h.apply(Action.parse(text))
    assert h.result is not None and h.result.winner == 3
    groups, mark, shown_from = winning_groups(h, h.result)
    shown = [sorted(m.tiles) for m in h.melds[3]]
    assert shown_from == 5 - len(shown) and groups[shown_from:] == shown
    assert sorted(t for g in groups[:shown_from] for t in g) == sorted(h.hands[3])


def test_a_robbed_kongs_owner_is_named_so_in_the_payments(qtbot) -> None:
    """The title said 南家被抢 and the seat's payment line 放冲: it pays as the discarder
    (docs/rules.md §9), and its line says 被抢杠, as the title does."""
    from tests.rules.test_rules_audit import ROB_HANDS, ROB_PLAY, play
    from zhuji_desktop.ui.panels.result_panel import ResultPanel

    fan = RuleSet(mode="fan")  # (tests/scenarios/fan_rob_kong_robbed_pays_as_discarder.json)
    actions = "E discard 9p|S pung 99p|S discard 1z|W discard 3z|N discard 7m|E discard 4z"
    h = play(ROB_HANDS, [*actions.split("|"), "S addkong 9p", "W win"], "3p8p7m4z9p", fan)
    assert h.result is not None and h.result.robbed
    match = Match(fan, 1)
    match.state = h
    panel = ResultPanel()
    qtbot.addWidget(panel)
    panel.show_hand(match, lambda player: f"P{player}")
    grid = panel.grid
    cells = {
        grid.getItemPosition(i)[:2]: grid.itemAt(i).widget().text() for i in range(grid.count())
    }
    roles = {cells[r, 1] for r in range(1, 5)}
    robbed = h.result.discarder
    line = next(r for r in range(1, 5) if cells[r, 0].startswith("东南西北"[robbed]))
    assert cells[line, 1] == "被抢杠" and "放冲" not in roles, cells
    # in 包麻将 the robbed seat may be the 包家: its line says both
    bidding = ["E pass", "S bid 2", "W pass", "N pass", "S wild 3p"]
    h = play(ROB_HANDS, bidding + ROB_PLAY, wall="8p7m4z9p")
    assert h.result is not None and h.result.robbed and h.result.discarder == h.bao
    match = Match(RuleSet(), 1)
    match.state = h
    panel.show_hand(match, lambda player: f"P{player}")
    cells = {
        grid.getItemPosition(i)[:2]: grid.itemAt(i).widget().text() for i in range(grid.count())
    }
    line = next(r for r in range(1, 5) if cells[r, 0].startswith("东南西北"[h.bao]))
    assert cells[line, 1] == "被抢杠（包家）", cells


def test_the_sound_goes_off_and_on_from_the_menu_and_is_kept(qtbot):
    """A family found the sound only under 工具 → 设置 → 常规: 工具 → 静音 (M) now, the
    same setting, kept as the settings dialog keeps it."""
    from zhuji_desktop.ui.menus import MUTE_KEY

    window = window_for(qtbot, Settings(hints=False, animation_speed="off"))
    kept: list[bool] = []
    window.apply_settings = (  # what the dialog's OK would do, noted
        lambda s, save=False, pace=True, apply=window.apply_settings: (
            kept.append(save and s.sound_muted),
            apply(s, save=False, pace=pace),
        )
    )
    menus = window.menus
    assert menus.mute.shortcut().toString() == MUTE_KEY and not menus.mute.isChecked()
    menus.mute.trigger()
    assert window.settings.sound_muted and window.sounds.settings.sound_muted
    notice = window.table_screen.notice  # said, not only ticked
    assert notice.isVisible() and notice.text() == "声音已关（按 M 打开）"
    assert menus.mute.isChecked() and kept == [True]
    from tests.ui.match.test_sound_player import FakeEffect
    from zhuji_desktop.ui.sound import SoundPlayer

    def no_device(path):
        raise OSError("no audio output device was found")

    window.sounds.player = SoundPlayer(factory=no_device)
    QTest.keyClick(window, Qt.Key.Key_M)  # the key, as a player presses it
    assert not window.settings.sound_muted and not menus.mute.isChecked()
    # on, but nothing to hear it on: said (a tester heard nothing after "声音已开")
    assert notice.text() == "声音已开，但这台电脑没有能用的声音设备（按 M 关闭）"
    window.sounds.player = SoundPlayer(factory=lambda path: FakeEffect(path, []))
    QTest.keyClick(window, Qt.Key.Key_M)
    QTest.keyClick(window, Qt.Key.Key_M)
    assert notice.text() == "声音已开（按 M 关闭）"


def test_full_screen_from_the_menu_and_its_key_grows_the_table(qtbot):
    """A family found the prompts small at 1280×800: 工具 → 全屏 (F11) gives the table the
    whole screen, and its print grows with it; again, and the window is as it was."""
    from zhuji_desktop.ui.menus import FULL_SCREEN_KEY

    window = window_for(qtbot)
    menus = window.menus
    assert menus.full_screen.shortcut().toString() == FULL_SCREEN_KEY
    assert not menus.full_screen.isChecked()
    menus.full_screen.trigger()
    assert window.isFullScreen() and menus.full_screen.isChecked()
    QTest.keyClick(window, Qt.Key.Key_F11)
    assert not window.isFullScreen() and not menus.full_screen.isChecked()
    # the system ends full screen (a Mac's green button): the mark follows, and the key
    # starts it again at once (it went by the stale mark, and did nothing)
    menus.full_screen.trigger()
    window.showNormal()
    assert not window.isFullScreen() and not menus.full_screen.isChecked()
    QTest.keyClick(window, Qt.Key.Key_F11)
    assert window.isFullScreen() and menus.full_screen.isChecked()
    QTest.keyClick(window, Qt.Key.Key_Escape)  # as players expect of Esc
    assert not window.isFullScreen() and not menus.full_screen.isChecked()
    QTest.keyClick(window, Qt.Key.Key_Escape)  # and no more: it does not start it
    assert not window.isFullScreen()


def test_the_least_window_fits_a_small_screen(qtbot, monkeypatch):
    """A keyboard-and-screens tester on a 1280×720 laptop at 150% (853×480 free): the
    window's least size, 768×520, was taller than the screen, and Qt kept it even maximised,
    so the player's own hand was cut off at the bottom. It is the screen's, where smaller."""
    from PySide6.QtCore import QRect

    from zhuji_desktop.ui import on_screen

    class Small:
        def availableGeometry(self) -> QRect:
            return QRect(0, 0, 853, 480)

    window = QWidget()
    qtbot.addWidget(window)
    monkeypatch.setattr(window, "screen", lambda: Small())
    size = on_screen.minimum_within(window, *MIN_WINDOW)
    assert (size.width(), size.height()) == (768, 480 - on_screen.TITLE_BAR)
    assert window.minimumSize() == size
    big = QWidget()
    qtbot.addWidget(big)
    assert on_screen.minimum_within(big, *MIN_WINDOW).toTuple() == MIN_WINDOW  # (800×600)
