"""The calculator window: a case entered by clicking the palette, and a bad hand."""

from __future__ import annotations

from PySide6.QtCore import Qt

from zhuji_desktop.calc import evaluate
from zhuji_desktop.engine import tiles
from zhuji_desktop.ui.tools.calc_window import CalculatorWindow


def click_tiles(qtbot, window: CalculatorWindow, mode: str, codes: str) -> None:
    qtbot.mouseClick(window.mode_buttons[mode], Qt.MouseButton.LeftButton)
    for kind in tiles.parse(codes):
        qtbot.mouseClick(window.palette_buttons[kind], Qt.MouseButton.LeftButton)


def test_calculator_counts_the_worked_example(qtbot) -> None:
    # RULES §8: the dealer wins with an East pung, a 中 pung, the rest 万 chows: 4台.
    window = CalculatorWindow(None)
    qtbot.addWidget(window)
    window.show()
    click_tiles(qtbot, window, "hand", "111z123m456m9m")
    click_tiles(qtbot, window, "pung", "7z")
    click_tiles(qtbot, window, "win", "9m")
    assert window.error is None
    assert window.evaluation.tai.tai == 4
    assert [i.key for i in window.evaluation.tai.items] == ["east", "zhong", "hunyise"]
    text = window.result_text()
    assert "4台" in text and "能胡" in text
    # the same case through the command-line path gives the same answer
    assert evaluate(window.case())["tai"] == 4
    # 包家 E at 2台, self-drawn: each pays 2^4+5. A 2台 game has two wild kinds: 1m 2m,
    # held in the 123m, so no 无财 台 (a 2台 bid without wilds is refused, issue 11).
    click_tiles(qtbot, window, "wild", "1m2m")
    assert not window.bid.isEnabled()  # no 包家: the bid does not count, and looks it
    window.bao.setCurrentIndex(1)
    assert window.bid.isEnabled()
    qtbot.mouseClick(window.self_drawn, Qt.MouseButton.LeftButton)
    assert window.evaluation.settlement.deltas == (63, -21, -21, -21)
    # signed as the result and the history sign them: + receives, − pays; each working
    # in the direction of its money (it read "2^0-10 = -9" beside +9)
    lines = window.result_text().splitlines()
    cells = lines[lines.index("输赢") + 1 :]
    rows = [tuple(cells[i : i + 4]) for i in range(0, len(cells), 4)]
    others = [(w, "闲家", "付 2^4+5", "-21") for w in "南西北"]
    assert rows == [*others, ("东", "胡家", "收 21+21+21", "+63")], rows


def test_the_winner_is_never_offered_as_the_discarder(qtbot) -> None:
    window = CalculatorWindow(None)
    qtbot.addWidget(window)
    model = window.discarder.model()
    enabled = lambda: [  # noqa: E731
        window.discarder.itemData(i)
        for i in range(1, window.discarder.count())
        if model.item(i).isEnabled()
    ]
    assert enabled() == ["S", "W", "N"]  # the winner is East
    window.discarder.setCurrentIndex(window.discarder.findData("S"))
    window.seat.setCurrentIndex(1)  # now South won: it did not discard to itself
    assert enabled() == ["E", "W", "N"] and window.discarder.currentData() is None
    window.discarder.setCurrentIndex(window.discarder.findData("E"))
    window.seat.setCurrentIndex(2)  # another winner keeps the discarder chosen
    assert window.discarder.currentData() == "E"


def test_calculator_shows_errors_in_words(qtbot) -> None:
    window = CalculatorWindow(None)
    qtbot.addWidget(window)
    click_tiles(qtbot, window, "hand", "123m456p789s1122z")  # 13 tiles, no winning tile
    assert window.evaluation is None and "请选胡的牌" in window.result_text()
    click_tiles(qtbot, window, "hand", "5z")  # 14 + a winning tile would be 15
    click_tiles(qtbot, window, "win", "3z")
    assert "需要 14 张，现在 15 张" in window.result_text()
    click_tiles(qtbot, window, "chow", "8m")  # no chow starts at 8
    assert "八万 不能作为顺子的第一张" in window.result_text()
    # remove the extra tile by clicking it in the hand: complete, but 0台 and not a win
    window.remove_hand(window.data.hand.index(tiles.parse_one("5z")))
    assert window.evaluation is not None and not window.evaluation.can_win
    assert "不能胡" in window.result_text()
    # a case the calculator itself rejects is reported in words too, never raised:
    # a 包家 is given, the win is not self-drawn, and nobody discarded
    window.clear()
    click_tiles(qtbot, window, "hand", "111z777z123m456m9m")
    click_tiles(qtbot, window, "win", "9m")
    window.bao.setCurrentIndex(1)
    window.bid.setCurrentIndex(window.bid.findData("wucai2"))  # no wilds: a 无财 bid
    # who pays is missing, not the 台: they stay (a tester saw the whole count give way to
    # an error), and the payments wait for the discarder
    assert window.error is None and window.evaluation.settlement is None
    assert window.evaluation.tai.tai == 4 and window.evaluation.minimum == 2
    assert "4台" in window.result_text() and "未选放冲的一家" in window.result_text()
    window.discarder.setCurrentIndex(window.discarder.findData("S"))
    assert window.evaluation.settlement is not None


def test_the_calculators_refusals_are_said_in_the_windows_words(qtbot) -> None:
    window = CalculatorWindow(None)
    qtbot.addWidget(window)
    window.show()
    click_tiles(qtbot, window, "hand", "111z777z123m456m9m")
    click_tiles(qtbot, window, "win", "9m")
    window.bao.setCurrentIndex(1)  # 包家 E at 2台, and no wilds named: 2台 has two kinds
    qtbot.mouseClick(window.self_drawn, Qt.MouseButton.LeftButton)
    assert window.evaluation is None  # a tester read "the wilds do not fit" before naming any
    assert "请选财神：2台有两种财神" in window.result_text()
    click_tiles(qtbot, window, "wild", "1m2m")  # now they fit
    assert window.evaluation is not None and window.evaluation.settlement is not None
    window.bid.setCurrentIndex(window.bid.findData("du2"))  # one kind: the one named
    assert window.data.wilds == tiles.parse("1m") and window.evaluation is not None
    click_tiles(qtbot, window, "wild", "5m")  # and a second one named under 独2台
    assert window.evaluation is None
    assert "财神与包牌不符" in window.result_text()
    # every refusal code the calculator has is worded, in both languages
    from zhuji_desktop.calc import ERROR_CODES
    from zhuji_desktop.ui.strings import calc_refusal

    form = {
        "not_object",
        "unknown_field",
        "missing",
        "wrong_type",
        "bad_tiles",
        "bad_seat",
        "bad_bid",
        "bad_rule",
        "bad_base",
        "bad_line",  # --batch lines
        "internal",
    }  # fmt: skip - the window never sends these
    assert [c for c in ERROR_CODES if c not in form and calc_refusal(c) is None] == []


def test_an_empty_calculator_says_how_to_begin_not_an_error(qtbot) -> None:
    window = CalculatorWindow()
    qtbot.addWidget(window)
    window.refresh()
    assert "错误" not in window.result_text() and "点左边的牌" in window.result_text()
    click_tiles(qtbot, window, "hand", "1m")  # one tile in: the count is the next step
    assert "错误" not in window.result_text() and "现在 1 张" in window.result_text()
    assert window.step  # (a tester read a red 错误 while still putting tiles in)
    click_tiles(qtbot, window, "hand", "1m2m3m4m5m6m7m8m9m1p2p3p4p5p")  # one too many: a mistake
    assert "错误" in window.result_text() and "现在 15 张" in window.result_text()
    assert not window.step


def test_the_window_keeps_its_size_while_a_hand_is_entered(qtbot) -> None:
    """A tester's click missed 自摸: the window grew with each tile entered and moved every
    option under the mouse. There is room for a full hand from the start."""
    window = CalculatorWindow(None)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    width = window.width()
    at = window.self_drawn.mapTo(window, window.self_drawn.rect().topLeft())
    click_tiles(qtbot, window, "hand", "123m456m789m11z234p")
    qtbot.wait(100)  # the layout settles
    assert window.evaluation is not None or window.error is not None
    assert window.width() == width
    assert window.self_drawn.mapTo(window, window.self_drawn.rect().topLeft()) == at


def test_a_meld_can_hold_a_wild_as_the_game_shows_one(qtbot) -> None:
    """A tester's meld was [發 9p財 發] in the game, and the calculator made only [發發發]."""
    window = CalculatorWindow(None)
    qtbot.addWidget(window)
    window.meld_wild.setChecked(True)
    click_tiles(qtbot, window, "pung", "6z")  # no wilds chosen yet: said, nothing made
    assert window.data.melds == [] and "先定财神" in window.result_text()
    click_tiles(qtbot, window, "wild", "9p")
    click_tiles(qtbot, window, "pung", "6z")
    assert window.data.melds == [("pung", tiles.parse("66z9p"))]
    window.meld_wild.setChecked(False)
    click_tiles(qtbot, window, "hand", "123m456m789s1z")
    click_tiles(qtbot, window, "win", "1z")
    assert window.error is None, window.error
    assert [i.key for i in window.evaluation.tai.items] == ["fa"]  # 發 by a wild; no 无财
    assert evaluate(window.case())["tai"] == 1  # the command line reads the meld the same


def test_with_an_n_tai_bid_the_first_wild_brings_the_next_kind(qtbot) -> None:
    """A tester named 5p under an N台 bid and met a red line: the game names 5p and 6p."""
    window = CalculatorWindow(None)
    qtbot.addWidget(window)
    window.bao.setCurrentIndex(1)
    window.bid.setCurrentIndex(window.bid.findData("2"))  # 2台: two wild kinds
    click_tiles(qtbot, window, "wild", "9p")
    assert window.data.wilds == tiles.parse("9p1p")  # round the cycle, as §5 says
    click_tiles(qtbot, window, "wild", "1p")  # a player may name both: the pair stays
    assert window.data.wilds == tiles.parse("9p1p") and "已是财神" in window.result_text()
    click_tiles(qtbot, window, "wild", "9p")  # the kind named comes off alone
    assert window.data.wilds == tiles.parse("1p")
    window.remove_wild(tiles.parse("1p")[0])  # (the wilds' row takes any off)
    window.bid.setCurrentIndex(window.bid.findData("du2"))  # 独2台: one kind
    click_tiles(qtbot, window, "wild", "5p")
    assert window.data.wilds == tiles.parse("5p")


def test_wilds_named_before_the_bid_follow_it(qtbot) -> None:
    """A tester named 中 with no 包家 yet, then chose one at 2台, and read that the wilds did
    not fit the bid: the kind named brings the next with it, as it would have under 2台."""
    window = CalculatorWindow(None)
    qtbot.addWidget(window)
    click_tiles(qtbot, window, "wild", "7z")
    assert window.data.wilds == tiles.parse("7z")
    window.bao.setCurrentIndex(1)
    window.bid.setCurrentIndex(window.bid.findData("2"))
    assert window.data.wilds == tiles.parse("7z5z")  # 中 then 白, round the dragons
    assert "不符" not in window.result_text()
    window.bid.setCurrentIndex(window.bid.findData("du2"))  # one kind: the one named
    assert window.data.wilds == tiles.parse("7z")


def test_the_calculator_says_what_the_wilds_stood_for_as_the_result_does(qtbot) -> None:
    """A tester saw 东风刻 2台 for a hand without an 东: three wilds made the pung. The
    result panel says so (财神当作); the calculator now does too, and only when there are
    wilds at work."""
    window = CalculatorWindow(None)
    qtbot.addWidget(window)
    window.bao.setCurrentIndex(1)
    window.bid.setCurrentIndex(window.bid.findData("2"))
    click_tiles(qtbot, window, "wild", "5p")  # 5p and 6p
    click_tiles(qtbot, window, "hand", "123m456p789s234s5p")
    click_tiles(qtbot, window, "win", "5p")
    assert window.error is None, window.error
    assert [i.key for i in window.evaluation.tai.items] == ["east"]
    assert "财神当作：四筒 东风 东风 东风" in window.result_text()
    plain = CalculatorWindow(None)
    qtbot.addWidget(plain)
    click_tiles(qtbot, plain, "hand", "111z123m456m9m")
    click_tiles(qtbot, plain, "pung", "7z")
    click_tiles(qtbot, plain, "win", "9m")
    assert plain.error is None and "财神当作" not in plain.result_text()


def test_the_calculator_counts_by_the_tables_rules(qtbot) -> None:
    """Opened over a table without 门风刻 (seat_wind_tai off), the window counted by the
    defaults and disagreed with the table; it counts by the rules it is given, for their game
    (the other game by its own defaults)."""
    from zhuji_desktop.engine.rules import RuleSet

    def count(window: CalculatorWindow) -> int:
        click_tiles(qtbot, window, "hand", "222z123m456m789p9m")  # S holds a pung of 南
        window.seat.setCurrentIndex(1)
        click_tiles(qtbot, window, "win", "9m")
        assert window.error is None, window.error
        return window.evaluation.tai.tai

    plain = CalculatorWindow(None)
    qtbot.addWidget(plain)
    table = CalculatorWindow(None, RuleSet(seat_wind_tai=False, top_level=4, base_points=3))
    qtbot.addWidget(table)
    assert count(plain) == count(table) + 1  # 门风刻 counted only by the defaults
    assert table.bid.count() == 9 and table.base.value() == 3  # 2台 … 无财4台
    assert evaluate(table.case())["tai"] == table.evaluation.tai.tai  # the same rules
    fan = CalculatorWindow(None, RuleSet(mode="fan", fan_wild_kinds=2))
    qtbot.addWidget(fan)
    assert fan.fan() and fan.fan_kinds.value() == 2
    table.game.setCurrentIndex(table.game.findData("fan"))  # the other game: its defaults
    assert table.case_rules() == {"mode": "fan", "fan_wild_kinds": table.fan_kinds.value()}


def test_the_tool_windows_open_the_calculator_with_the_tables_rules(qtbot, tmp_path) -> None:
    from zhuji_desktop.engine.rules import RuleSet
    from zhuji_desktop.ui.tools import ToolWindows

    tools = ToolWindows(None, lambda: tmp_path, lambda: RuleSet(top_level=3))
    calc = tools.open("calc")
    qtbot.addWidget(calc)
    assert isinstance(calc, CalculatorWindow) and calc.rules == RuleSet(top_level=3)


def test_the_turned_over_kind_takes_three_copies_at_most(qtbot) -> None:
    """A 翻麻将 auditor put four 5万 in the hand beside a turned-over 5万: the palette let the
    fourth in and said nothing until the hand was complete. The turned-over tile is out of
    play (docs/rules.md §12), so the palette stops at three, and a kind already entered four
    times cannot be the one turned over."""
    from zhuji_desktop.engine.rules import RuleSet
    from zhuji_desktop.ui.strings import T

    window = CalculatorWindow(None, RuleSet(mode="fan"))
    qtbot.addWidget(window)
    window.show()
    five = tiles.parse("5m")[0]
    click_tiles(qtbot, window, "wild", "5m")
    assert window.data.indicator == five
    click_tiles(qtbot, window, "hand", "5m5m5m")
    assert window.data.hand.count(five) == 3
    assert not window.palette_buttons[five].isEnabled()
    click_tiles(qtbot, window, "hand", "5m")  # a click on the greyed tile adds nothing
    assert window.data.hand.count(five) == 3
    # the other way round: four 6万 entered, then 6万 chosen as the tile turned over
    six = tiles.parse("6m")[0]
    click_tiles(qtbot, window, "hand", "6m6m6m6m")
    assert window.data.hand.count(six) == 4
    click_tiles(qtbot, window, "wild", "6m")
    assert window.data.indicator == five  # unchanged, and the click said why
    assert window.refused == T.CALC_WHY_INDICATOR_COPIES
    # in 包麻将 the same kind is an ordinary tile: four copies go in
    bao = CalculatorWindow(None)
    qtbot.addWidget(bao)
    click_tiles(qtbot, bao, "hand", "5m5m5m5m")
    assert bao.data.hand.count(five) == 4


def test_tab_never_stops_on_a_bare_scroll_area(qtbot) -> None:
    """A keyboard-only tester: the calculator opened with the focus on its scroll area, and
    Tab in the new-game and settings dialogs stopped on theirs, with no mark of where the
    focus was. Scroll areas take no focus; their fields do."""
    from PySide6.QtWidgets import QScrollArea

    from zhuji_desktop.ui.dialogs.rule_form import FitScroll

    window = CalculatorWindow(None)
    qtbot.addWidget(window)
    areas = window.findChildren(QScrollArea)
    assert areas and all(a.focusPolicy() == Qt.FocusPolicy.NoFocus for a in areas)
    from PySide6.QtWidgets import QLabel

    assert FitScroll(QLabel("x")).focusPolicy() == Qt.FocusPolicy.NoFocus


def test_on_a_narrow_screen_the_result_goes_below_the_inputs(qtbot, monkeypatch) -> None:
    """A tester's 1280×720 laptop at 150% is 853 wide: the calculator, 989 wide with its
    result beside the inputs, ran off the screen and could not be made narrower. There the
    result goes below the inputs, and the window fits."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QVBoxLayout

    from zhuji_desktop.ui.tools import calc_window

    monkeypatch.setattr(calc_window, "free_area", lambda _widget: QRect(0, 0, 853, 480))
    window = CalculatorWindow(None)
    qtbot.addWidget(window)
    assert isinstance(window.layout(), QVBoxLayout)
    assert window.minimumSizeHint().width() <= 853
    click_tiles(qtbot, window, "hand", "111z777z123m456m9m")
    click_tiles(qtbot, window, "win", "9m")
    assert window.evaluation is not None and window.evaluation.tai.tai == 4
    monkeypatch.setattr(calc_window, "free_area", lambda _widget: QRect(0, 0, 1920, 1080))
    wide = CalculatorWindow(None)  # room for both: beside, as before
    qtbot.addWidget(wide)
    assert not isinstance(wide.layout(), QVBoxLayout)
