"""Claims that don't nag (issue 13): only claims worth asking about are asked, a one-click
"this hand: wins only", and the keys still claim. Played through the real widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.support import Scripted, click, crafted_match, hand_tile
from zhuji_desktop.engine.actions import Verb
from zhuji_desktop.engine.melds import MeldType
from zhuji_desktop.ui.main_window import MainWindow
from zhuji_desktop.ui.model.advice import claim_hints, worth_asking
from zhuji_desktop.ui.model.settings import Settings
from zhuji_desktop.ui.strings import T
from zhuji_desktop.ui.table_screen import TableScreen

pytestmark = pytest.mark.timeout(60)

# All pass: E is 包家 at 2台 and names 中, so 中 and 白 are wild. The person is S and holds
# both (two wilds pung any discard). E discards 九筒 first: S could only pung it with both
# wilds, which brings the hand no closer (it is ready either way). S then draws 九万 and
# discards it; W and N discard what they draw; E draws 一万 and discards it: S holds 一万
# 一万, a natural pung.
HANDS = {
    "E": "9p123m456m789s33z44z",
    "S": "11m234s567s23p9s5z7z",
    "W": "789m123p456p11z22z",
    "N": "111p999p66z1s2s3s6m8s",
}
HEAD = "9m4m5m1m"


def play(qtbot, settings: Settings | None = None):
    """A window where the person (S) plays HANDS; returns it, the match and the claim
    prompts shown to the person (the discard each was about)."""
    settings = settings or Settings(hints=False, sound_muted=True, animation_speed="off")
    window = MainWindow(seed=1, delay_ms=0, settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    match = crafted_match(HANDS, human_seat=1, head=HEAD)
    prompts: list[int | None] = []

    def redraw(r) -> None:
        if r.input is not None and r.input.legal and r.table.step == "claim":
            prompts.append(r.table.claim_tile)

    window.game.redraw.connect(redraw)
    scripts = {3: ["E discard 9p"]}  # player 3 sits at E
    window.start_match(match, {0: None, **{p: Scripted(scripts.get(p, ())) for p in (1, 2, 3)}})
    return window, match, prompts


def click_widget(screen: TableScreen, widget) -> None:
    """Click ``widget`` of a panel over the table where it is drawn, on the view."""
    panel = widget.window()
    proxy = panel.graphicsProxyWidget()
    point = proxy.mapToScene(widget.mapTo(panel, widget.rect().center()).toPointF())
    pos = screen.view.mapFromScene(point)
    QTest.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def s_discards_the_drawn_tile(qtbot, window, match) -> None:
    qtbot.waitUntil(lambda: bool(window.table_screen.scene.discardable))
    click(window, hand_tile(window, "9m"))
    qtbot.waitUntil(lambda: len(match.state.discards[1]) == 1)


def test_a_claim_not_worth_asking_is_passed_and_a_natural_pung_is_asked(qtbot):
    window, match, prompts = play(qtbot)
    screen = window.table_screen
    s_discards_the_drawn_tile(qtbot, window, match)
    assert prompts == []  # 九筒 (only a pung with both wilds) was passed by the table
    qtbot.waitUntil(lambda: "pung" in screen.action_bar.buttons)
    assert prompts == [0]  # 一万: a natural pung is always asked
    # (the bar breaks the prompt between phrases: its lines joined again)
    assert (
        screen.action_bar.prompt.text().replace("\n", "") == "东家打出一万：可以碰、明杠，或按“过”"
    )
    bar = screen.action_bar  # the wrapped prompt does not squeeze the buttons out of the bar
    assert bar.prompt.height() >= bar.prompt.heightForWidth(bar.width())
    assert all(b.height() >= 40 for b in bar.buttons.values())
    assert bar.height() >= bar.prompt.height() + 40
    QTest.keyClick(window, Qt.Key.Key_P)  # the keys still claim: with or without a wild?
    natural = next(b for b in screen.scene.candidate_boxes if b.candidate.action.tiles == (0, 0))
    point = screen.view.mapFromScene(natural.sceneBoundingRect().center())
    QTest.mouseMove(screen.view.viewport(), point)
    QTest.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: bool(match.state.melds[1]))
    assert match.state.melds[1][0].type is MeldType.PUNG
    assert match.state.melds[1][0].tiles == (0, 0, 0)


def test_asking_every_claim_asks_about_the_wild_pung_too(qtbot):
    settings = Settings(hints=False, sound_muted=True, animation_speed="off", claims="all")
    window, match, prompts = play(qtbot, settings)
    screen = window.table_screen
    qtbot.waitUntil(lambda: "pung" in screen.action_bar.buttons)
    assert prompts == [17]  # 九筒
    QTest.keyClick(window, Qt.Key.Key_Space)  # declined by the key
    s_discards_the_drawn_tile(qtbot, window, match)
    qtbot.waitUntil(lambda: len(prompts) == 2)
    assert match.state.melds[1] == []


def test_wins_only_passes_every_other_claim_for_the_rest_of_the_hand(qtbot):
    window, match, prompts = play(qtbot)
    screen = window.table_screen
    qtbot.waitUntil(lambda: bool(screen.scene.discardable))
    toggle = screen.auto_panel.wins_only
    assert toggle.isVisible() and not toggle.isChecked()
    click_widget(screen, toggle)  # one click: this hand, wins only
    assert toggle.isChecked() and 0 in window.game.policy.wins_only
    s_discards_the_drawn_tile(qtbot, window, match)
    qtbot.waitUntil(lambda: len(match.state.discards[0]) == 2)  # E's 一万 went by
    assert prompts == [] and match.state.melds[1] == []


def test_what_is_worth_asking_uses_the_hints_count() -> None:
    match = crafted_match(HANDS, human_seat=1, actions=())
    state = match.state
    for text in ("E pass", "S pass", "W pass", "N pass", "E wild 7z", "E discard 9p"):
        from zhuji_desktop.engine.actions import Action

        state.apply(Action.parse(text))
    view, legal = state.view(1), state.legal_actions(1)
    (pung,) = claim_hints(view, legal)
    assert (pung.key, pung.natural, pung.before, pung.after) == ("pung", False, 0, 0)
    assert not pung.worth_asking and not worth_asking(view, legal)


def test_a_tile_barred_after_a_chow_is_greyed_and_the_prompt_says_why(qtbot):
    """吃后不能换打 (docs/rules.md §6): a click on the chowed kind did nothing and looked like
    a frozen game to a tester. It is greyed, the line says why, the others still discard."""
    from zhuji_desktop.engine.rules import RuleSet
    from zhuji_desktop.ui.table.scene import BARRED_OPACITY

    hands = {  # the scenario no_swap_after_chow_on: S chows E's 三万 with 四五万
        "E": "358m147p258s12345z",
        "S": "3459m258p36s1567z",
        "W": "147m147p147s2367z",
        "N": "179m369p258s4567z",
    }
    actions = ("E bid wucai2", "S pass", "W pass", "N pass", "E discard 3m")
    rules = RuleSet(no_swap_after_chow=True)
    match = crafted_match(hands, human_seat=1, actions=actions, rules=rules)
    settings = Settings(hints=False, sound_muted=True, animation_speed="off", claims="all")
    window = MainWindow(seed=1, delay_ms=0, settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.start_match(match, {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
    screen = window.table_screen
    qtbot.waitUntil(lambda: "chow" in screen.action_bar.buttons)
    screen.action_bar.buttons["chow"].click()
    qtbot.waitUntil(lambda: bool(screen.scene.discardable))
    assert "吃后不能打三万" in screen.action_bar.prompt.text()
    barred = hand_tile(window, "3m")
    assert barred.opacity() == BARRED_OPACITY and hand_tile(window, "9m").opacity() == 1.0
    before = len(match.state.events)
    click(window, barred)
    qtbot.wait(50)
    assert len(match.state.events) == before  # still nothing: it is barred
    click(window, hand_tile(window, "9m"))
    qtbot.waitUntil(lambda: len(match.state.discards[1]) == 1)
    assert all(item.opacity() == 1.0 for item in screen.scene.hand_items)


def test_a_claim_beaten_by_a_higher_one_is_said_on_the_table(qtbot):
    """A tester's chow "did nothing": a computer's pung of the same tile came first (rules
    §6), and only its bubble showed it. The table now says so."""
    from zhuji_desktop.engine.actions import Action

    hands = {
        "E": "3m456p789p123s44z55z",
        "S": "12m456s789s11p22p9m",  # the person: a natural chow of 三万
        "W": "33m789m456m11s66z7z",  # a natural pung of it, which comes first
        "N": "123p555p999s22s3z4s",
    }
    settings = Settings(hints=False, sound_muted=True, animation_speed="off", claims="all")
    window = MainWindow(seed=1, delay_ms=0, settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    match = crafted_match(hands, human_seat=1)
    told: list[str] = []
    window.game.told.connect(told.append)
    scripts = {3: ["E discard 3m"], 1: ["W pung 33m"]}  # player 3 sits at E, player 1 at W
    window.start_match(match, {0: None, **{p: Scripted(scripts.get(p, ())) for p in (1, 2, 3)}})
    qtbot.waitUntil(lambda: "chow" in window.table_screen.action_bar.buttons)
    assert window.game.submit(Action.parse("S chow 12m"))
    qtbot.waitUntil(lambda: bool(match.state.melds[2]))
    assert match.state.melds[1] == [] and told
    assert told[0] == "电脑1碰了这张牌（比你优先），你的吃没成", told
    qtbot.waitUntil(lambda: window.table_screen.notice.isVisible())


def test_the_claim_key_pressed_again_takes_the_way_framed(qtbot):
    """A player holding a natural pair and wilds met a choice of ways to pung, and had to
    point at the natural one: P again takes the way framed, the natural pung first."""
    window, match, _prompts = play(qtbot)
    screen = window.table_screen
    s_discards_the_drawn_tile(qtbot, window, match)
    qtbot.waitUntil(lambda: "pung" in screen.action_bar.buttons)
    QTest.keyClick(window, Qt.Key.Key_P)
    assert screen.choosing is not None and len(screen.scene.candidates) > 1
    assert "再按 P 定" in screen.action_bar.prompt.text().replace("\n", "")
    QTest.keyClick(window, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: bool(match.state.melds[1]))
    assert match.state.melds[1][0].tiles == (0, 0, 0)


def test_the_first_claim_passed_as_not_worth_asking_is_said_once(qtbot):
    """A player from Zhuji missed a chow the table passed without a word: the match's first
    claim passed as not worth asking is said on the notice line, and only the first."""
    window, match, prompts = play(qtbot)
    screen = window.table_screen
    notes: list[str] = []
    window.game.told.connect(notes.append)
    s_discards_the_drawn_tile(qtbot, window, match)
    qtbot.waitUntil(lambda: "pung" in screen.action_bar.buttons)
    assert prompts == [0]  # 九筒 (a pung with both wilds only) was passed, 一万 asked
    passed = [n for n in notes if "替你过" in n]
    assert passed == [
        "东家打出九筒，你可以碰：已按“吃碰杠询问：只问值得的”替你过（设置 → 提示与吃碰）"
    ]


def test_the_claim_key_again_takes_the_first_way_if_the_mouse_left_it_unframed(qtbot):
    """The pointer crossing a candidate and leaving it clears the frame: P again did
    nothing then, though the prompt said it takes the way framed."""
    window, match, _prompts = play(qtbot)
    screen = window.table_screen
    s_discards_the_drawn_tile(qtbot, window, match)
    qtbot.waitUntil(lambda: "pung" in screen.action_bar.buttons)
    QTest.keyClick(window, Qt.Key.Key_P)
    screen.scene.light_candidate(None)  # as a hover's leave does
    QTest.keyClick(window, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: bool(match.state.melds[1]))
    assert match.state.melds[1][0].tiles == (0, 0, 0)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_long_note_takes_two_lines_and_keeps_where_the_setting_is(qtbot, qapp, lang):
    """A player read "… passed for you by “Claims: Ask only …" and the note went: the line
    cut off the setting's place. A note too long for one line takes two, each whole, in the
    band between the far hand and the wall; the whole text is its tooltip."""
    from zhuji_desktop.engine.actions import Action, Verb
    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.model.interaction import Passed, passed_note
    from zhuji_desktop.ui.strings import T
    from zhuji_desktop.ui.table_screen import NOTICE_BAND

    i18n.install_translator(qapp, lang)
    try:
        screen = TableScreen(7)
        claims = (Action(1, Verb.CHOW, (25, 26, 27)), Action(1, Verb.PUNG, (25, 25, 25)))
        note = passed_note(0, 25, Passed(claims, False))
        where = T.MENU_PATH.format(menu=T.MENU_SETTINGS, item=T.SETTINGS_PLAY)
        screen.show_notice(note + note[: len(note) // 3])  # longer than any note now
        shown = screen.notice.text()
        assert "…" not in shown and where in shown and shown.count("\n") == 1, shown
        assert screen.notice.toolTip().startswith(note)
        box = screen.notice.sceneBoundingRect()
        top, bottom = NOTICE_BAND
        assert top - 2 <= box.top() and box.bottom() <= bottom + 2, (box, NOTICE_BAND)
        screen.show_notice(T.HINTS_CLOSED_FOR_ROOM)  # a short one: one line again
        assert "\n" not in screen.notice.text()
    finally:
        i18n.install_translator(qapp, "zh")


def test_enter_at_a_claim_takes_the_advice_and_nothing_without_it(qtbot):
    """A player pressed Enter at 碰 / 明杠 / 过 eight times and thought the game had hung:
    with the hints open Enter takes what they advise (a claim of several ways opens them,
    the advised one framed, for a second Enter); without advice Enter neither claims nor
    passes, nor frames a tile of the hand, and the notice line says the keys."""
    window, match, _prompts = play(qtbot)
    screen = window.table_screen
    s_discards_the_drawn_tile(qtbot, window, match)
    qtbot.waitUntil(lambda: "pung" in screen.action_bar.buttons)
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.wait(50)
    assert "pung" in screen.action_bar.buttons and not match.state.melds[1]
    assert screen.scene._key_item is None
    assert window.notice.said == T.ENTER_AT_CLAIM  # but it says which keys do what
    # advice naming the natural pung (as the hints' line would): Enter opens the ways, the
    # advised one framed, and a second Enter makes it
    natural = next(a for a in screen.action_bar.specs["pung"].actions if a.tiles == (0, 0))
    screen.set_advised(natural)
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert screen.scene.candidates and not match.state.melds[1]
    # Esc leaves the ways, and the advice stands: Enter opened on nothing after it (a
    # tester's Enter only said the keys, the advice still on show)
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not screen.scene.candidates and screen.advised == natural
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert screen.scene.candidates and not match.state.melds[1]
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(match.state.melds[1]))
    assert match.state.melds[1][0].tiles == (0, 0, 0)

    advice = Settings(hints=True, sound_muted=True, animation_speed="off")
    window, match, _prompts = play(qtbot, advice)
    screen = window.table_screen
    s_discards_the_drawn_tile(qtbot, window, match)
    qtbot.waitUntil(lambda: "pung" in screen.action_bar.buttons and screen.advised is not None)
    advised = screen.advised
    QTest.keyClick(window, Qt.Key.Key_Return)
    if screen.scene.candidates:  # several ways: the advised one framed, a second Enter
        QTest.keyClick(window, Qt.Key.Key_Return)
    if advised.verb is Verb.PASS:
        qtbot.waitUntil(lambda: "pung" not in screen.action_bar.buttons)
        assert not match.state.melds[1]
    else:
        qtbot.waitUntil(lambda: bool(match.state.melds[1]))
        meld = match.state.melds[1][0]
        assert sorted(meld.tiles) == sorted((*advised.tiles, 0)), (meld, advised)  # 一万 claimed


def test_a_note_about_the_hand_goes_with_it(qtbot):
    """A note that a claim was passed, said as the hand ended, stayed over the next hand,
    where the seats had changed: the game's notes are taken back as the next hand is dealt;
    a note of the window's own (the hints closed for room) is not."""
    from zhuji_desktop.ui.strings import T

    window, _match, _prompts = play(qtbot)
    notice = window.notice
    notice.tell("东家打出九筒，你可以碰：已替你过")
    window.game.result_closed.emit()
    assert notice.said == "" and not window.table_screen.notice.isVisible()
    notice.say_for_a_while(T.HINTS_CLOSED_FOR_ROOM)
    window.game.result_closed.emit()
    assert notice.said == T.HINTS_CLOSED_FOR_ROOM
