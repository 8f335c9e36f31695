"""A game through the window: bidding, the wild choice, the end of a hand, a demo hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.support import Scripted, crafted_match, human_can_act, open_window
from zhuji_desktop.engine import tiles
from zhuji_desktop.engine.bidding import Bid
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.ui.main_window import MainWindow
from zhuji_desktop.ui.model.settings import Settings
from zhuji_desktop.ui.panels.result_panel import tai_text

pytestmark = pytest.mark.timeout(60)

HANDS = {
    "E": "123m456p789s11z22z5z",
    "S": "456m789p123s33z44z",
    "W": "789m123p456s55z66z",
    "N": "111p999m999s77z6z8m",
}


def at_the_bidding(qtbot):
    """The person (E, the dealer) is asked to bid: (match, window, screen, bid panel)."""
    match = crafted_match(HANDS, human_seat=0, actions=())
    window = open_window(qtbot, match)
    screen = window.table_screen
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    return match, window, screen, screen.bid_panel


def test_bidding_panel_offers_the_legal_bids_and_bids(qtbot):
    match, _window, screen, panel = at_the_bidding(qtbot)
    assert all(b.isEnabled() for b in panel.bid_buttons.values())  # nobody has bid yet
    assert panel.pass_button.text() == "不包"
    panel.bid_buttons[Bid.parse("3")].click()
    assert match.state.high_bid == Bid.parse("3")
    # The three computers pass: the person is 包家 at 3台 and names the wilds.
    qtbot.waitUntil(lambda: screen.proxies["wild"].isVisible())
    assert not screen.proxies["bid"].isVisible()
    assert screen.scene.plates[0].bao_bid == "3台"


def test_up_from_nothing_framed_is_not_the_dearest_bid(qtbot):
    """↑ with nothing framed went to the last level's last bid (无财7台), as ← from 不包
    did: a first ↑ and Enter bid it. It frames 不包 now, as ← does."""
    _match, window, _screen, panel = at_the_bidding(qtbot)
    QTest.keyClick(window, Qt.Key.Key_Up)
    assert panel.pass_button.property("keyed")


def test_bidding_and_naming_the_wilds_from_the_keyboard(qtbot):
    match, window, screen, panel = at_the_bidding(qtbot)
    # ↑ ↓ go a level at a time (a tester pressed → twenty times to reach 无财7台)
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Down):  # 2台, 3台, 4台
        QTest.keyClick(window, key)
    assert panel.bid_buttons[Bid.parse("4")].property("keyed")
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Up):  # 独4台, 独3台, 独2台
        QTest.keyClick(window, key)
    assert panel.bid_buttons[Bid.parse("du2")].property("keyed")
    QTest.keyClick(window, Qt.Key.Key_Up)  # the top of the ladder: it stays
    assert panel.bid_buttons[Bid.parse("du2")].property("keyed")
    # ↓ below the last level reaches 不包 (a tester found it never did), ↑ comes back
    for _ in range(8):
        QTest.keyClick(window, Qt.Key.Key_Down)
    assert panel.pass_button.property("keyed")
    QTest.keyClick(window, Qt.Key.Key_Down)  # nothing below 不包: it stays
    assert panel.pass_button.property("keyed")
    # away from 不包, ↑ or ←, the cheapest bid: ← framed 无财7台, and a grandmother who
    # pressed Enter (the advice, 不包), ←, Enter was 包家 at 无财7台
    QTest.keyClick(window, Qt.Key.Key_Up)
    assert panel.bid_buttons[Bid.parse("2")].property("keyed")
    for _ in range(8):
        QTest.keyClick(window, Qt.Key.Key_Down)
    QTest.keyClick(window, Qt.Key.Key_Left)
    assert panel.bid_buttons[Bid.parse("2")].property("keyed")
    QTest.keyClick(window, Qt.Key.Key_Left)  # the first: it stays, not round to 不包
    assert panel.bid_buttons[Bid.parse("2")].property("keyed")
    for _ in range(20):
        QTest.keyClick(window, Qt.Key.Key_Right)  # along the ladder to 不包, and no further
    assert panel.pass_button.property("keyed")
    QTest.keyClick(window, Qt.Key.Key_Left)
    assert panel.bid_buttons[Bid.parse("2")].property("keyed")
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert match.state.high_bid == Bid.parse("2")
    qtbot.waitUntil(lambda: screen.proxies["wild"].isVisible())
    QTest.keyClick(window, Qt.Key.Key_Left)  # the last kind of the hand
    kind = screen.wild_panel.kind
    assert kind == max(match.state.hands[0])
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(match.state.wild_kinds))
    assert kind in match.state.wild_kinds


def test_the_keys_that_did_nothing_at_the_bidding_and_the_wilds_now_act(qtbot):
    """A keyboard player found Enter with nothing framed did nothing, no key for 不包, and ← →
    reaching only the hand's kinds when the hints advised naming one not held."""
    match, window, screen, panel = at_the_bidding(qtbot)
    QTest.keyClick(window, Qt.Key.Key_Return)  # nothing framed: the lowest bid is framed
    assert panel.bid_buttons[Bid.parse("2")].property("keyed") and match.state.high_bid is None
    QTest.keyClick(window, Qt.Key.Key_Space)  # Space (or G) is 不包, as it passes a claim
    qtbot.waitUntil(lambda: (0, None) in match.state.bid_history)
    match = crafted_match(HANDS, human_seat=0, actions=("E bid 2", "S pass", "W pass", "N pass"))
    window = open_window(qtbot, match)
    screen = window.table_screen
    qtbot.waitUntil(lambda: screen.proxies["wild"].isVisible())
    wilds = screen.wild_panel
    QTest.keyClick(window, Qt.Key.Key_Return)  # nothing chosen: the hand's first kind
    assert wilds.kind == min(match.state.hands[0]) and not match.state.wild_kinds
    QTest.keyClick(window, Qt.Key.Key_Up)  # ↑ ↓ go through all 34 kinds: from 1m round to
    assert wilds.kind == 33 and 33 not in match.state.hands[0]  # 7z, which is not held
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(match.state.wild_kinds))
    assert 33 in match.state.wild_kinds


def test_the_wild_picker_says_what_the_hints_say_of_each_kind(qtbot):
    """The picker said "1 from ready" of a kind the hints ranked below another ("3 tiles
    short of 2 tai"): it now gives the hints' figure too, for the kind chosen."""
    from zhuji_desktop.ui.model.advice import wild_hints
    from zhuji_desktop.ui.strings import T

    match = crafted_match(HANDS, human_seat=0, actions=("E bid 2", "S pass", "W pass", "N pass"))
    window = open_window(qtbot, match)
    screen = window.table_screen
    qtbot.waitUntil(lambda: screen.proxies["wild"].isVisible())
    view = match.state.view(0)
    hints = wild_hints(view, match.state.legal_actions(0))
    assert sum(h.shanten >= 0 for h in hints) >= 3
    for hint in hints:
        screen.wild_panel.select(hint.kind)
        said = screen.wild_panel.effect.text()
        if hint.shanten < 0:  # complete at the deal (天胡): no 台 to reach, as in the hints
            assert "还差" not in said and "凑不够台" not in said
        elif hint.needed is None:
            assert said.endswith(T.HINTS_OUT_OF_REACH), said
        else:
            assert said.endswith(T.HINTS_WILD_NEEDED.format(tai=2, n=hint.needed)), said


def test_arrows_frame_a_lone_pass_when_no_bid_can_top_the_standing_one(qtbot):
    match = crafted_match(HANDS, human_seat=1, actions=())
    window = open_window(qtbot, match, scripts={3: ["E bid wucai7"]})  # player 3 is E
    screen = window.table_screen
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    panel = screen.bid_panel
    assert not any(b.isEnabled() for b in panel.bid_buttons.values())
    QTest.keyClick(window, Qt.Key.Key_Down)
    assert panel.pass_button.property("keyed")
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: (1, None) in match.state.bid_history)


def test_computer_bids_show_beside_their_seats(qtbot):
    match = crafted_match(HANDS, human_seat=1, actions=())
    window = open_window(qtbot, match, scripts={3: ["E bid du2"]})  # player 3 is E
    screen = window.table_screen
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    east = screen.scene.bubbles[3]  # E sits left of S
    assert east.isVisible() and east.text == "包独2台"
    assert "独2台" in screen.bid_panel.high.text()
    assert not screen.bid_panel.bid_buttons[Bid.parse("du2")].isEnabled()
    assert screen.bid_panel.bid_buttons[Bid.parse("wucai2")].isEnabled()


def test_the_bid_panel_says_what_passing_does_when_nobody_has_bid(qtbot):
    """A player, last to speak after three passes, read 还没有人包: passing then makes the
    dealer 包家 at 2台 (docs/rules.md §4), and the panel says so; the dealer, first to speak,
    is told that it is itself 包家 at 2台 if all four pass."""
    match = crafted_match(HANDS, human_seat=3, actions=("E pass", "S pass", "W pass"))
    window = open_window(qtbot, match)
    screen = window.table_screen
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    assert screen.bid_panel.high.text() == "三家都不包：你也不包则庄家包2台"
    match = crafted_match(HANDS, human_seat=0, actions=())
    window = open_window(qtbot, match)
    screen = window.table_screen
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    assert screen.bid_panel.high.text() == "还没有人包；四家都不包则你（庄家）包2台"


def test_wild_choice_previews_the_kind_and_its_successor(qtbot):
    match = crafted_match(HANDS, human_seat=0, actions=("E bid 2", "S pass", "W pass", "N pass"))
    window = open_window(qtbot, match)
    screen = window.table_screen
    qtbot.waitUntil(lambda: screen.proxies["wild"].isVisible())
    dialog = screen.wild_panel
    assert not dialog.confirm.isEnabled()
    dialog.buttons[("all", tiles.parse_one("9m"))].click()
    assert dialog.preview.groups == [[tiles.parse_one("9m"), tiles.parse_one("1m")]]
    dialog.buttons[("hand", tiles.parse_one("5z"))].click()  # 白 → 白 and 发
    assert dialog.preview.groups == [[tiles.parse_one("5z"), tiles.parse_one("6z")]]
    dialog.confirm.click()
    assert match.state.wild_kinds == {tiles.parse_one("5z"), tiles.parse_one("6z")}
    qtbot.waitUntil(lambda: not screen.proxies["wild"].isVisible())
    assert screen.scene.discardable  # the dealer's first discard


def test_self_drawn_win_shows_the_hand_tai_and_payments(qtbot):
    # E's first 14 tiles are complete: 天胡 (a special hand, 8台).
    hands = dict(HANDS, E="123m456m678m789s11z", N="111p999m999s77z6z5z")
    match = crafted_match(hands, human_seat=0)
    window = open_window(qtbot, match)
    screen = window.table_screen
    qtbot.waitUntil(lambda: "win" in screen.action_bar.buttons)
    assert screen.action_bar.buttons["win"].text().startswith("自摸")
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())
    result = screen.result
    assert result.title.text() == "东家（你）自摸"
    assert result.tai.text() == tai_text(match.state.result.tai) == "天胡\xa08台"
    assert sum(len(g) for g in result.strip.groups) == 14
    texts = [result.grid.itemAt(i).widget().text() for i in range(result.grid.count())]
    assert "付 261" in texts and "2^8+5" in texts  # each other pays 2^T + B (B = 5 at 2台)
    assert "收 783" in texts and "261+261+261" in texts  # the winner gets the sum
    assert "0  →  783" in texts  # the winner's total before and after (the change: 收 783)


@pytest.mark.slow
def test_drawn_hand_shows_the_bidders_payments_and_the_match_ends(qtbot):
    # Nobody ever wins (the scripted players never do): the wall runs out, 荒庄.
    rules = RuleSet(match_hands=1)
    window = MainWindow(seed=4, delay_ms=0, rules=rules)
    screen = window.table_screen
    qtbot.addWidget(window)
    window.show()
    window.person = 0
    window.start_match(Match(rules, 4), {p: Scripted() for p in range(4)})
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible(), timeout=20000)
    match = window.game.match
    assert match.state.result.winner is None
    assert screen.result.title.text().startswith("荒庄")
    texts = [
        screen.result.grid.itemAt(i).widget().text() for i in range(screen.result.grid.count())
    ]
    assert "付 15" in texts and "5×3" in texts  # the 包家 (all passed: 2台) pays B to each
    assert screen.result.button.text() == "最终排名 回车"  # the last hand: no next one
    screen.result.button.click()  # the one-hand match is over
    qtbot.waitUntil(lambda: screen.result.over)
    assert screen.result.title.text() == "本场结束：最终排名"
    assert screen.result.button.text() == "再来一场 回车"


def test_demo_hand_runs_to_the_end_of_hand_dialog(qtbot):
    window = MainWindow(seed=7, demo=True, delay_ms=0, auto_next_ms=-1)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    controller = window.start_match()
    qtbot.waitUntil(lambda: window.table_screen.proxies["result"].isVisible(), timeout=30000)
    assert controller.match.hand_over()
    assert controller.events_shown == len(controller.match.state.events)
    assert not human_can_act(window)
    assert controller.max_think_ms < 5000
    image = window.grab()
    assert not image.isNull() and image.width() > 0


@pytest.mark.slow
def test_a_long_session_leaves_no_widgets_or_table_items_behind(qtbot):
    """Match after match, the window holds as many Qt objects, the table as many items and
    the program as many windows as after the first (722 demo hands were measured: the
    memory levels off at about 200 MB, the caches being bounded)."""
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QApplication

    from zhuji_desktop.ui.table.tile_item import TileItem

    settings = Settings(hints=True, sound_muted=True, animation_speed="off")
    window = MainWindow(seed=5, demo=True, delay_ms=0, auto_next_ms=0, settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    counts = []
    for n in range(4):
        window.start_plan(window.default_plan(5 + n))
        qtbot.waitUntil(lambda: window.game.match.finished, timeout=60_000)
        QApplication.processEvents()
        items = window.table_screen.scene.items()
        others = sum(not isinstance(i, TileItem) for i in items)  # the tiles vary with the end
        windows = len(QApplication.topLevelWidgets())
        counts.append((len(window.findChildren(QObject)), others, windows))
    assert counts[3] == counts[1], counts
