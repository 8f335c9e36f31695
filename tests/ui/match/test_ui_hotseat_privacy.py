"""Hot-seat that tells nothing: whether the curtain comes down, and for whom, and what the
others see, never depend on a person's concealed tiles (issue 13).

Two deals differ only in W's concealed tiles: in one W holds a pair of the tile E discards
first (W could pung it), in the other not. The people play by the real widgets (Enter lifts
the curtain, Space passes or continues, a click discards) until W's first discard; the
curtains that came down, and every table drawn for someone other than W, must be the same.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.support import Scripted, click, crafted_match
from zhuji_desktop.engine.actions import Verb
from zhuji_desktop.ui.main_window import MainWindow
from zhuji_desktop.ui.model.settings import SeatSetting, Settings

pytestmark = pytest.mark.timeout(90)

# All pass: E is 包家 at 2台 and names 中 (中 and 白 wild; nobody holds one). E's last tile
# is 北风, the first discard. W holds 北风 北风 in deal A, 九筒 九筒 in deal B.
HANDS = {
    "E": "123m456p789s11z22z4z",
    "S": "456m789p123s66z33m",
    "W": "789m123p46s33z44z6p",
    "N": "111p999m999s6z8m2m3s",
}
HANDS_B = dict(HANDS, W="789m123p46s33z99p6p")
# The first twenty draws are the same in both deals (the rest is filler, dealt much later).
HEAD = "5m6m7m8m5p6p7p8p4s5s6s7s8s2p3p4p1s2s4m6m"
SEATS = (SeatSetting("human", "甲"), SeatSetting("normal"), SeatSetting("human", "乙"))
SEATS += (SeatSetting("normal"),)
W = 2


def play_until_w_discards(qtbot, hands: dict[str, str], mode: str):
    """Play the deal with two people (E and W) until W may discard; return the curtains
    that came down (who they asked for) and the tables drawn for E."""
    settings = Settings(hints=False, sound_muted=True, animation_speed="off")
    window = MainWindow(seed=1, delay_ms=0, settings=settings.with_changes(hotseat_claims=mode))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    game, screen = window.game, window.table_screen
    curtains: list[tuple[int, str | None]] = []  # (discards made so far, who is asked)
    tables: list = []

    def curtain(text: str | None) -> None:
        entry = (len(match.state.discard_order), text)
        if not curtains or curtains[-1] != entry:
            curtains.append(entry)

    def redraw(r: object) -> None:
        if game.bottom != W and (not tables or tables[-1] != r.table):
            tables.append(r.table)

    match = crafted_match(hands, head=HEAD)
    game.curtain.connect(curtain)
    game.redraw.connect(redraw)
    window.start_match(match, {0: None, 1: Scripted(), 2: None, 3: Scripted()}, seats=SEATS)

    def ready() -> bool:
        if screen.curtain.is_up():
            return True
        offer = screen.input
        return offer is not None and (bool(offer.legal) or offer.look)

    for _ in range(40):
        qtbot.waitUntil(ready)
        if screen.curtain.is_up():
            QTest.qWait(int(1000 * 0.65))  # the curtain ignores clicks and keys for a moment
            QTest.keyClick(window, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: not screen.curtain.is_up())
            continue
        offer = screen.input
        if any(a.verb is Verb.DISCARD for a in offer.legal):
            if game.bottom == W:
                return curtains, tables
            before = len(match.state.discard_order)
            click(window, screen.scene.hand_items[-1])
            qtbot.waitUntil(lambda n=before: len(match.state.discard_order) > n)
        else:  # a claim to decline, or a discard to look at
            shown = screen.input
            QTest.keyClick(window, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda offer=shown: screen.input is not offer)
    raise AssertionError("W never came to discard")


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["win", "all"])
def test_the_curtains_and_what_others_see_do_not_depend_on_a_hidden_pair(qtbot, mode):
    curtains_a, tables_a = play_until_w_discards(qtbot, HANDS, mode)
    curtains_b, tables_b = play_until_w_discards(qtbot, HANDS_B, mode)
    assert curtains_a == curtains_b
    assert tables_a == tables_b
    east, west = "请东家（甲）就座——点击或按回车继续", "请西家（乙）就座——点击或按回车继续"
    down = [(n, text) for n, text in curtains_a if text is not None]
    if mode == "all":  # W looked at E's discard (the first), then E and W at S's
        assert down == [(0, east), (1, west), (2, east), (2, west)]
    else:  # the curtain only comes down for a turn: E's, then W's (after S's discard)
        assert down == [(0, east), (2, west)]


def test_a_person_with_nothing_to_claim_looks_and_continues(qtbot):
    settings = Settings(hints=False, sound_muted=True, animation_speed="off")
    window = MainWindow(seed=1, delay_ms=0, settings=settings.with_changes(hotseat_claims="all"))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    game, screen = window.game, window.table_screen
    match = crafted_match(HANDS_B, head=HEAD)
    window.start_match(match, {0: None, 1: Scripted(), 2: None, 3: Scripted()}, seats=SEATS)
    game.lift_curtain()  # E
    qtbot.waitUntil(lambda: bool(screen.scene.discardable))
    click(window, screen.scene.hand_items[-1])  # E discards 北风: W has nothing to claim
    qtbot.waitUntil(screen.curtain.is_up)
    assert match.state.turn == 1 and len(match.state.hands[1]) == 14  # S drew, unseen
    game.lift_curtain()  # W looks
    bar = screen.action_bar
    assert set(bar.buttons) == {"continue"}
    assert bar.prompt.text().replace("\n", "") == "东家打出北风：你不能吃、碰、杠或胡，请按“继续”"
    table = game.table  # drawn as at the discard: S has not drawn yet
    assert table.step == "claim" and table.claim_tile == 30 and table.seats[1].drawn is None
    assert (table.drawable, table.wall_left) == (83 - 26, 83)
    # the wrapped prompt and the button both fit in the bar, though it was behind the curtain
    assert bar.height() >= bar.prompt.heightForWidth(bar.width()) + bar.buttons["continue"].height()
    assert len(match.state.discards[1]) == 0  # S (a computer) waits for the people
    bar.buttons["continue"].click()
    qtbot.waitUntil(lambda: len(match.state.discards[1]) == 1)  # now S plays on
