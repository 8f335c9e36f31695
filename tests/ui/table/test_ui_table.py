"""The table as a person uses it: discarding by click, claim buttons, choosing a meld."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tests.ui.support import click, crafted_match, hand_tile, hover, human_can_act, open_window
from zhuji_desktop.engine import tiles
from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.melds import MeldType
from zhuji_desktop.engine.script import build_wall
from zhuji_desktop.engine.state import HandState
from zhuji_desktop.ui.model.snapshot import _bubble
from zhuji_desktop.ui.table.tile_item import Frame

pytestmark = pytest.mark.timeout(60)

# The person is E (the dealer), 14 tiles, first turn: a discard is due.
DEALER_HANDS = {
    "E": "123m456p789s11z22z5z",
    "S": "456m789p123s33z44z",
    "W": "789m123p456s55z66z",
    "N": "111p999m999s77z6z8m",
}


def test_hovering_a_tile_draws_the_red_frame_only_there(qtbot):
    window = open_window(qtbot, crafted_match(DEALER_HANDS, human_seat=0))
    qtbot.waitUntil(lambda: human_can_act(window))
    first, other = hand_tile(window, "4p"), hand_tile(window, "9s")
    hover(window, first)
    qtbot.waitUntil(lambda: first.frame is Frame.RED)
    assert other.frame is Frame.NONE
    hover(window, other)
    qtbot.waitUntil(lambda: other.frame is Frame.RED)
    assert first.frame is Frame.NONE


def test_clicking_a_tile_discards_exactly_that_tile(qtbot):
    match = crafted_match(DEALER_HANDS, human_seat=0)
    window = open_window(qtbot, match)
    qtbot.waitUntil(lambda: human_can_act(window))
    before = sorted(match.state.hands[0])
    click(window, hand_tile(window, "4p"))
    qtbot.waitUntil(lambda: len(match.state.discards[0]) == 1)
    assert match.state.discards[0] == [tiles.parse_one("4p")]
    expected = list(before)
    expected.remove(tiles.parse_one("4p"))
    assert sorted(match.state.hands[0]) == expected


def test_the_keyboard_frames_a_tile_with_the_arrows_and_discards_it_with_enter(qtbot):
    match = crafted_match(DEALER_HANDS, human_seat=0)
    window = open_window(qtbot, match)
    qtbot.waitUntil(lambda: human_can_act(window))
    items = window.table_screen.scene.hand_items
    QTest.keyClick(window, Qt.Key.Key_Right)
    QTest.keyClick(window, Qt.Key.Key_Right)
    QTest.keyClick(window, Qt.Key.Key_Left)  # back to the first
    framed = [i for i in items if i.frame is Frame.RED]
    assert framed == [items[0]]
    QTest.keyClick(window, Qt.Key.Key_Left)  # round to the last
    assert [i for i in items if i.frame is Frame.RED] == [items[-1]]
    face = items[-1].face
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(match.state.discards[0]) == 1)
    assert match.state.discards[0] == [face]


def test_enter_with_no_tile_framed_frames_the_last_and_a_second_enter_discards_it(qtbot):
    """A newcomer pressed Enter on their turn and nothing happened. (E's hand cannot win:
    with a win on offer Enter never discards, test_ui_displays.)"""
    match = crafted_match(dict(DEALER_HANDS, E="123m456p789s11z23z5z"), human_seat=0)
    window = open_window(qtbot, match)
    qtbot.waitUntil(lambda: human_can_act(window))
    items = window.table_screen.scene.hand_items
    assert not [i for i in items if i.frame is Frame.RED]
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert [i for i in items if i.frame is Frame.RED] == [items[-1]]
    assert match.state.discards[0] == []  # framed, not thrown
    face = items[-1].face
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(match.state.discards[0]) == 1)
    assert match.state.discards[0] == [face]


def test_the_mouse_and_the_keyboard_share_one_frame(qtbot):
    match = crafted_match(DEALER_HANDS, human_seat=0)
    window = open_window(qtbot, match)
    qtbot.waitUntil(lambda: human_can_act(window))
    screen = window.table_screen
    items = screen.scene.hand_items
    QTest.keyClick(window, Qt.Key.Key_Right)  # frames the first tile
    hover(window, items[3])  # the mouse takes the frame over: one red tile, not two
    qtbot.waitUntil(lambda: items[3].frame is Frame.RED)
    assert [i for i in items if i.frame is Frame.RED] == [items[3]]
    QTest.mouseMove(screen.view.viewport(), QPoint(2, 2))  # the pointer leaves the hand
    qtbot.waitUntil(lambda: items[3].frame is Frame.NONE)
    QTest.keyClick(window, Qt.Key.Key_Return)  # nothing framed: nothing discarded
    QTest.qWait(50)
    assert match.state.discards[0] == []


def test_no_discard_when_it_is_not_the_persons_turn(qtbot):
    # The person is S; E (a computer) is to discard first.
    match = crafted_match(DEALER_HANDS, human_seat=1)
    window = open_window(qtbot, match)
    screen = window.table_screen
    window.controller.stop()  # E never moves: the person waits
    assert window.game.bottom == 1
    assert not screen.scene.discardable and screen.action_bar.buttons == {}
    click(window, screen.scene.hand_items[0])
    assert match.state.discards == [[], [], [], []]


# The person is S, the dealer's 下家. E discards 5m: S may chow (4m6m) or pung (55m) or pass.
CLAIM_HANDS = {
    "E": "5m123p456p789p11s22s",
    "S": "455m6m9m123s456s11z",
    "W": "789m234p567p345s3z",
    "N": "111m222m888p999p6z",
}


def claim_window(qtbot, hands=CLAIM_HANDS, discard="E discard 5m"):
    match = crafted_match(hands, human_seat=1)
    window = open_window(qtbot, match, scripts={3: [discard]})  # player 3 sits at E
    qtbot.waitUntil(lambda: human_can_act(window))
    return match, window


def test_claim_buttons_appear_only_when_legal_and_act(qtbot):
    match, window = claim_window(qtbot)
    screen = window.table_screen
    legal = {a.verb for a in window.controller.human_legal(1)}
    assert legal == {Verb.CHOW, Verb.PUNG, Verb.PASS}
    assert set(screen.action_bar.buttons) == {"chow", "pung", "pass"}
    assert screen.action_bar.buttons["pung"].text().startswith("碰")
    screen.action_bar.buttons["pung"].click()
    qtbot.waitUntil(lambda: bool(match.state.melds[1]))
    meld = match.state.melds[1][0]
    assert meld.type is MeldType.PUNG and meld.kind == tiles.parse_one("5m")
    # Now S must discard: no claim buttons, the hand is clickable.
    qtbot.waitUntil(lambda: screen.action_bar.buttons == {})
    assert screen.scene.discardable


def test_a_meld_just_made_is_called_out_beside_its_seat_until_the_next_discard(qtbot):
    """A tester's first discard vanished into a computer's pung with no word said."""
    _match, window = claim_window(qtbot)
    screen = window.table_screen
    bubble = screen.scene.bubbles[0]  # the person, S, sits at the bottom
    assert not bubble.isVisible()
    screen.action_bar.buttons["pung"].click()
    qtbot.waitUntil(lambda: bubble.isVisible())
    assert bubble.text == "碰" and not any(b.isVisible() for b in screen.scene.bubbles[1:])
    assert [s.bubble for s in window.game.table.seats] == ["", "pung", "", ""]  # E, S, W, N
    click(window, screen.scene.hand_items[0])  # S discards; W draws: the call is over
    qtbot.waitUntil(lambda: not bubble.isVisible())
    # the call lasts through the caller's own discard, until another seat draws
    state = HandState.from_wall(build_wall(CLAIM_HANDS))
    for text in ("E bid 2", "S pass", "W pass", "N pass", "E wild 7z", "E discard 5m"):
        state.apply(Action.parse(text))
    said = [_bubble(state, seat) for seat in range(4)]
    state.apply(Action.parse("S pung 55m"))
    said += [_bubble(state, seat) for seat in range(4)]
    state.apply(Action.parse("S discard 9m"))
    said += [_bubble(state, seat) for seat in range(4)]
    for seat in state.to_act():  # nobody claims 9m: W draws
        state.apply(Action(seat, Verb.PASS))
    assert state.events[-1].type == "draw" and state.events[-1].seat == 2
    said += [_bubble(state, seat) for seat in range(4)]
    assert said == ["", "", "", ""] + ["", "pung", "", ""] * 2 + ["", "", "", ""]


def test_an_added_kong_is_called_out_while_the_others_may_rob_it():
    """The person deciding whether to rob a kong was told nothing of the 补杠 it robs."""
    hands = {"E": "258m179p369s12345z", "S": "147m99p258s14567z"}
    hands |= {"W": "123456m7p55s3777z", "N": "369m258p369s2456z"}
    state = HandState.from_wall(build_wall(hands, "8p7m4z9p", "2s"))
    for text in ("E bid wucai2", "S pass", "W pass", "N pass", "E discard 9p", "S pung 99p"):
        state.apply(Action.parse(text))
    for text in ("S discard 1z", "W discard 3z", "N discard 7m", "E discard 4z", "S addkong 9p"):
        state.apply(Action.parse(text))
    assert state.events[-1].type == "addkong_offer"  # W may rob S's 9p (the scenario
    # rob_kong_declined_kong_completes)
    assert [_bubble(state, seat) for seat in range(4)] == ["", "addkong", "", ""]
    state.apply(Action.parse("W pass"))  # the kong stands; S draws its replacement
    assert [_bubble(state, seat) for seat in range(4)] == ["", "addkong", "", ""]


def test_pass_by_keyboard_declines_the_claim(qtbot):
    match, window = claim_window(qtbot)
    QTest.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: match.state.step.value == "turn")
    assert match.state.melds[1] == []
    assert match.state.turn == 1  # S drew: its own turn now


def test_a_chow_of_several_ways_shows_green_frames_and_takes_the_clicked_one(qtbot):
    hands = dict(CLAIM_HANDS, S="34m67m9m123s456s11z")
    match, window = claim_window(qtbot, hands)
    screen = window.table_screen
    assert set(screen.action_bar.buttons) == {"chow", "pass"}
    QTest.keyClick(window, Qt.Key.Key_C)
    assert len(screen.scene.candidates) == 3
    three = hand_tile(window, "3m")
    hover(window, three)
    qtbot.waitUntil(lambda: len(screen.scene.green_tiles()) == 3)
    green = {(i.face, i.tag[0]) for i in screen.scene.green_tiles()}
    assert green == {
        (tiles.parse_one("3m"), "hand"),
        (tiles.parse_one("4m"), "hand"),
        (tiles.parse_one("5m"), "discard"),
    }
    click(window, three)
    qtbot.waitUntil(lambda: bool(match.state.melds[1]))
    assert match.state.melds[1][0].tiles == tuple(tiles.parse("345m"))


def test_a_chow_of_several_ways_can_be_chosen_by_keyboard(qtbot):
    hands = dict(CLAIM_HANDS, S="34m67m9m123s456s11z")
    match, window = claim_window(qtbot, hands)
    screen = window.table_screen
    QTest.keyClick(window, Qt.Key.Key_C)
    cands = screen.scene.candidates
    lit = [box.candidate for box in screen.scene.candidate_boxes if box.lit]
    assert len(cands) == 3 and lit == [cands[0]]  # the first is framed at once
    assert len(screen.scene.green_tiles()) == 3
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):  # second, third, second
        QTest.keyClick(window, key)
    assert [box.candidate for box in screen.scene.candidate_boxes if box.lit] == [cands[1]]
    QTest.keyClick(window, Qt.Key.Key_Left)
    QTest.keyClick(window, Qt.Key.Key_Left)  # round to the last
    assert [box.candidate for box in screen.scene.candidate_boxes if box.lit] == [cands[-1]]
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(match.state.melds[1]))
    claimed = tiles.parse_one("5m")
    assert match.state.melds[1][0].tiles == tuple(sorted((*cands[-1].action.tiles, claimed)))


def test_enter_alone_takes_the_first_candidate(qtbot):
    """A tester pressed C, then Enter, and nothing happened until an arrow was pressed."""
    hands = dict(CLAIM_HANDS, S="34m67m9m123s456s11z")
    match, window = claim_window(qtbot, hands)
    QTest.keyClick(window, Qt.Key.Key_C)
    first = window.table_screen.scene.candidates[0]
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(match.state.melds[1]))
    claimed = tiles.parse_one("5m")
    assert match.state.melds[1][0].tiles == tuple(sorted((*first.action.tiles, claimed)))


def test_the_chow_the_hints_advise_is_the_one_c_frames_first(qtbot):
    """A tester's hints advised 吃三筒 with 二筒 四筒 and C framed 123筒: the button opens
    on the way the hints advise (and frames the first way without hints)."""
    hands = dict(CLAIM_HANDS, S="34m67m9m123s456s11z")
    match, window = claim_window(qtbot, hands)
    assert window.set_hints(True)
    panel = window.hints.panel
    advised = Action.parse("S chow 46m")
    panel.advisor = lambda view, legal: (advised, "")  # a computer that advises 456m
    window.hints.show(*window.game.hint_input())
    assert panel.texts()[0].startswith("建议：吃五万（用四万 六万）")
    QTest.keyClick(window, Qt.Key.Key_C)
    lit = [box.candidate.action for box in window.table_screen.scene.candidate_boxes if box.lit]
    assert lit == [advised]
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(match.state.melds[1]))
    assert match.state.melds[1][0].tiles == tuple(tiles.parse("456m"))


def test_enter_takes_the_candidate_the_mouse_framed(qtbot):
    hands = dict(CLAIM_HANDS, S="34m67m9m123s456s11z")
    match, window = claim_window(qtbot, hands)
    QTest.keyClick(window, Qt.Key.Key_C)
    hover(window, hand_tile(window, "7m"))  # frames 567m (the mouse and the keys share it)
    qtbot.waitUntil(lambda: len(window.table_screen.scene.green_tiles()) == 3)
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(match.state.melds[1]))
    assert match.state.melds[1][0].tiles == tuple(tiles.parse("567m"))


def test_a_kong_of_several_ways_frames_four_tiles_and_takes_the_clicked_one(qtbot):
    # S holds three 5m and a wild 中: the kong can be 5m5m5m or 5m5m中 (plus the discard).
    hands = dict(CLAIM_HANDS, S="555m7z99m123s456s1z", N="111m222m888p999p6z")
    match, window = claim_window(qtbot, hands)
    screen = window.table_screen
    assert "kong" in screen.action_bar.buttons
    assert screen.action_bar.buttons["kong"].text().startswith("明杠")
    QTest.keyClick(window, Qt.Key.Key_K)
    assert len(screen.scene.candidates) == 2
    wild = hand_tile(window, "7z")
    hover(window, wild)
    qtbot.waitUntil(lambda: len(screen.scene.green_tiles()) == 4)
    faces = sorted(i.face for i in screen.scene.green_tiles())
    assert faces == sorted(tiles.parse("555m7z"))
    hover(window, hand_tile(window, "5m", 2))
    qtbot.waitUntil(
        lambda: tiles.parse_one("7z") not in [i.face for i in screen.scene.green_tiles()]
    )
    assert len(screen.scene.green_tiles()) == 4
    click(window, wild)
    qtbot.waitUntil(lambda: bool(match.state.melds[1]))
    meld = match.state.melds[1][0]
    assert meld.type is MeldType.KONG and sorted(meld.tiles) == sorted(tiles.parse("555m7z"))


def test_an_exposed_kong_of_one_way_is_made_at_once_even_with_a_wild(qtbot):
    """README: a claim of one way is made at once. S holds 55m and a wild 中 (no third 五万):
    K made a tester choose among one candidate; it kongs at once."""
    hands = dict(CLAIM_HANDS, S="55m7z9m99m123s456s2z", N="111m222m888p999p6z")
    match, window = claim_window(qtbot, hands)
    kongs = [a for a in window.controller.human_legal(1) if a.verb is Verb.KONG]
    assert len(kongs) == 1 and tiles.parse_one("7z") in kongs[0].tiles
    QTest.keyClick(window, Qt.Key.Key_K)
    assert not window.table_screen.scene.candidates
    qtbot.waitUntil(lambda: bool(match.state.melds[1]))
    meld = match.state.melds[1][0]
    assert meld.type is MeldType.KONG and sorted(meld.tiles) == sorted(tiles.parse("555m7z"))


def test_escape_cancels_the_choice(qtbot):
    hands = dict(CLAIM_HANDS, S="34m67m9m123s456s11z")
    match, window = claim_window(qtbot, hands)
    screen = window.table_screen
    QTest.keyClick(window, Qt.Key.Key_C)
    assert screen.scene.candidates
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not screen.scene.candidates
    assert set(screen.action_bar.buttons) == {"chow", "pass"}
    assert match.state.melds[1] == []


def test_candidate_boxes_pick_a_concealed_kong(qtbot):
    # The person (E) holds two concealed kongs: the button offers both, a box picks one.
    hands = dict(DEALER_HANDS, E="5555p9999p123m11z3z")
    hands["W"] = "78m123p456s55z66z4z"
    hands["N"] = "111s999m999s77z6z8m"
    hands["S"] = "456m78p123s33z44z7s"
    match = crafted_match(hands, human_seat=0)
    window = open_window(qtbot, match)
    screen = window.table_screen
    qtbot.waitUntil(lambda: human_can_act(window))
    assert screen.action_bar.buttons["kong"].text().startswith("暗杠")
    screen.action_bar.buttons["kong"].click()
    boxes = screen.scene.candidate_boxes
    assert len(boxes) == 2
    box = next(b for b in boxes if tiles.parse_one("9p") in b.candidate.preview)
    box.hoverEnterEvent(None)
    assert len(screen.scene.green_tiles()) == 4
    assert {i.face for i in screen.scene.green_tiles()} == {tiles.parse_one("9p")}
    screen.scene.candidate_picked.emit(box.candidate)
    qtbot.waitUntil(lambda: bool(match.state.melds[0]))
    assert match.state.melds[0][0].type is MeldType.CKONG
    assert match.state.melds[0][0].kind == tiles.parse_one("9p")


def test_a_kong_that_locks_a_wild_is_framed_before_it_is_made(qtbot):
    """One K put a tester's wilds in a concealed kong unseen: a kong with a wild in it is
    framed first (the person sees the four tiles), and Enter or a click makes it."""
    hands = dict(DEALER_HANDS, E="555p7z123m456s11z3z4z")
    match = crafted_match(hands, human_seat=0)
    window = open_window(qtbot, match)
    screen = window.table_screen
    qtbot.waitUntil(lambda: human_can_act(window))
    kongs = [a for a in match.state.legal_actions(0) if a.verb is Verb.CKONG]
    assert len(kongs) == 1 and tiles.parse_one("7z") in kongs[0].tiles
    QTest.keyClick(window, Qt.Key.Key_K)
    assert not match.state.melds[0] and len(screen.scene.candidates) == 1
    assert sorted(i.face for i in screen.scene.green_tiles()) == sorted(tiles.parse("555p7z"))
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(match.state.melds[0]))
    assert match.state.melds[0][0].type is MeldType.CKONG


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_many_kongs_with_wilds_stay_clear_of_the_toggles_and_the_plates(qtbot, qapp, lang):
    """A tester's dealer hand (seed 12345, 3s named: four wilds, two pairs, six singles)
    offered 22 concealed kongs, whose boxes rose over the 托管 button and the right seat's
    plate, the highest row off the table. The boxes shrink to stay in the free room."""
    from zhuji_desktop.engine.match import Match
    from zhuji_desktop.engine.rules import RuleSet
    from zhuji_desktop.ui import i18n

    i18n.install_translator(qapp, lang)
    try:
        match = Match(RuleSet(), seed=12345)
        for text in ("E pass", "S pass", "W pass", "N pass", "E wild 3s"):
            match.apply(Action.parse(text))
        window = open_window(qtbot, match)
        qtbot.waitUntil(lambda: human_can_act(window))
        screen = window.table_screen
        QTest.keyClick(window, Qt.Key.Key_K)
        boxes = screen.scene.candidate_boxes
        assert len(boxes) == 22
        scene = screen.scene
        keep_clear = {
            "auto": screen.proxies["auto"].sceneBoundingRect(),
            "actions": screen.proxies["actions"].sceneBoundingRect(),
            "right plate": scene.plates[1].sceneBoundingRect(),
            "right bubble": scene.bubbles[1].mapRectToScene(scene.bubbles[1].boundingRect()),
            "own plate": scene.plates[0].sceneBoundingRect(),
            "wall": scene.wall.sceneBoundingRect(),
        }
        for box in boxes:
            rect = box.sceneBoundingRect()
            assert scene.sceneRect().contains(rect), rect
            for name, other in keep_clear.items():
                assert not rect.intersects(other), (lang, name, rect, other)
            under = screen.view.itemAt(screen.view.mapFromScene(rect.center()))
            assert under is box or box.isAncestorOf(under)
    finally:
        i18n.remove_translators(qapp)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_choices_sit_clear_of_the_buttons_and_the_prompt(qtbot, qapp, lang):
    """The boxes of a chow that can be made three ways go above the action bar, however
    tall the language makes it: in English its buttons take two rows, and the boxes were
    drawn behind them, out of the mouse's reach; in Chinese they covered the prompt."""
    from zhuji_desktop.ui import i18n

    i18n.install_translator(qapp, lang)
    try:
        _, window = claim_window(qtbot, dict(CLAIM_HANDS, S="34555m67m123p99s1z"))
        screen = window.table_screen
        QTest.keyClick(window, Qt.Key.Key_C)
        boxes = screen.scene.candidate_boxes
        assert len(boxes) == 3
        bar = screen.proxies["actions"].sceneBoundingRect()
        for box in boxes:
            rect = box.sceneBoundingRect()
            assert not rect.intersects(bar), (lang, rect, bar)
            under = screen.view.itemAt(screen.view.mapFromScene(rect.center()))
            assert under is box or box.isAncestorOf(under)
    finally:
        i18n.remove_translators(qapp)


def test_the_result_panel_takes_the_width_of_a_new_language(qtbot, qapp):
    """Switched to English while a result is shown, the panel on the table widens with its
    words ("South seat (You): win on the discard of East seat (Computer 3)" was cut at
    both ends) and keeps its centre."""
    from PySide6.QtWidgets import QApplication

    from zhuji_desktop.ui import i18n

    _, window = claim_window(qtbot, dict(CLAIM_HANDS, S="34m99m123s456s678s"))
    screen = window.table_screen
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible())
    proxy, result = screen.proxies["result"], screen.result
    centre = proxy.sceneBoundingRect().center()
    try:
        i18n.install_translator(qapp, "en")
        QApplication.processEvents()
        assert "win on the discard of" in result.title.text()
        assert proxy.size().width() >= result.sizeHint().width()
        assert result.title.width() >= result.title.sizeHint().width()
        assert abs(proxy.sceneBoundingRect().center().x() - centre.x()) <= 1
        # a long title takes two lines, and the formula wraps: one line each made the panel
        # 960 units wide, over the left seat's plate (a tester read "Compute")
        assert "\n" not in result.title.text() and result.title.wordWrap()
        panel = proxy.sceneBoundingRect()
        for plate in screen.scene.plates:
            assert not panel.intersects(plate.sceneBoundingRect()), (panel, plate.name)
    finally:
        i18n.remove_translators(qapp)


def test_the_wall_says_what_its_tinted_stacks_are(qtbot):
    """A newcomer asked what the yellow stacks were: the reserve (docs/rules.md §3)."""
    window = open_window(qtbot, crafted_match(DEALER_HANDS, human_seat=0))
    qtbot.waitUntil(lambda: human_can_act(window))
    wall = window.table_screen.scene.wall
    tip = wall.toolTip()
    assert "留牌" in tip and "26" in tip and "荒庄" in tip
    # only over the stacks: the discards and the centre inside the ring keep their own
    assert not wall.contains(wall.mapFromScene(wall.scenePos()))
    edge = wall.boundingRect().topLeft() + QPoint(10, 10).toPointF()
    assert wall.contains(edge)


def test_a_face_up_tile_names_itself_and_a_face_down_one_says_nothing(qtbot):
    """The hints name tiles ("4 Dots"); a learner could not tell which tile that was."""
    from zhuji_desktop.ui.table.tile_item import TileItem

    window = open_window(qtbot, crafted_match(DEALER_HANDS, human_seat=0))
    qtbot.waitUntil(lambda: human_can_act(window))
    assert hand_tile(window, "4p").toolTip() == "四筒"
    items = [i for i in window.table_screen.scene.items() if isinstance(i, TileItem)]
    backs = [i for i in items if i.face is None]
    assert backs and all(i.toolTip() == "" for i in backs)  # the others' hands, the wall
    wild = TileItem(5, 40, 56, wild=True)
    assert wild.toolTip() == "六万（财神）"


def test_with_the_hints_open_a_first_enter_frames_their_discard(qtbot):
    """A first Enter framed the tile just drawn while the hints advised another."""
    hands = {**DEALER_HANDS, "E": "235m4678p68s1235z7z"}  # far from a win: a discard to advise
    window = open_window(qtbot, crafted_match(hands, human_seat=0))
    window.set_hints(True)
    panel = window.hints.dock.widget()
    qtbot.waitUntil(lambda: human_can_act(window) and panel.hints is not None)
    qtbot.waitUntil(lambda: panel.hints.suggestion is not None)
    advised = panel.hints.suggestion.action
    scene = window.table_screen.scene
    assert advised.verb is Verb.DISCARD and advised.tile != scene.hand_items[-1].face
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert scene._key_item is not None and scene._key_item.face == advised.tile
    window.set_hints(False)  # closed: the first Enter frames the last tile, as before
    scene._point_at(None)
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert scene._key_item is scene.hand_items[-1]


def _longest_rows(table, bubble: str = ""):
    """``table`` with every seat's row as long as a hand's can be: four exposed kongs, each
    with a tile claimed (turned sideways), two tiles in the hand and one just drawn."""
    from dataclasses import replace

    from zhuji_desktop.engine.melds import Meld

    seats = []
    for s in table.seats:
        kongs = tuple(
            Meld(MeldType.KONG, (k,) * 4, kind=k, claimed=k, source=(s.seat + 1 + i % 3) % 4)
            for i, k in enumerate((0, 10, 20, 30))
        )
        hand = (5, 5) if s.face_up else (s.hand[0],) * 2
        seats.append(replace(s, hand=hand, drawn=hand[0], melds=kongs, bubble=bubble))
    return replace(table, seats=tuple(seats))


@pytest.mark.parametrize("bubble", ["", "pung"])
def test_the_longest_rows_stay_clear_of_every_plate_and_bubble(qtbot, bubble):
    """A new player saw the right seat's claimed 東, at the far end of its row of 14 tiles,
    drawn over the end of its plate and its 包 2台 badge. No row of tiles, however long,
    may cover a plate or a seat's bubble."""
    from zhuji_desktop.engine.match import Match
    from zhuji_desktop.engine.rules import RuleSet
    from zhuji_desktop.ui.model.snapshot import snapshot
    from zhuji_desktop.ui.table.scene import TableScene
    from zhuji_desktop.ui.table.tile_item import TileItem

    match = Match(RuleSet(), seed=3)
    for text in ("E pass", "S pass", "W pass", "N pass", "E wild 5z"):
        match.apply(Action.parse(text))
    scene = TableScene()
    scene.set_animation_speed("off")
    table = _longest_rows(snapshot(match, 0, lambda p: f"P{p}", levels=lambda p: "hard"), bubble)
    scene.show_table(table)
    keep_clear = [(f"plate {r}", p.sceneBoundingRect()) for r, p in enumerate(scene.plates)]
    keep_clear += [
        (f"bubble {r}", b.mapRectToScene(b.boundingRect()))
        for r, b in enumerate(scene.bubbles)
        if b.isVisible()
    ]
    tiles_drawn = [i for i in scene.items() if isinstance(i, TileItem) and i.isVisible()]
    assert len(tiles_drawn) >= 4 * 19
    for item in tiles_drawn:
        rect = item.sceneBoundingRect()
        for name, other in keep_clear:
            assert not rect.intersects(other), (name, rect, other, item.face)
