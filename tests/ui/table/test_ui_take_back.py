"""悔牌: a person playing alone takes back their last discard (the table's button, the menu,
Ctrl+Z); never in hot-seat, on 托管 or once the hand is over."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.support import Scripted, crafted_match, human_can_act, open_window
from tests.ui.table.test_ui_displays import QUIET, window_for
from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.state import Phase
from zhuji_desktop.ui.main_window import MainWindow
from zhuji_desktop.ui.model.session import Session
from zhuji_desktop.ui.model.settings import Settings
from zhuji_desktop.ui.table.tile_item import Frame

pytestmark = pytest.mark.timeout(90)


def solo(
    qtbot,
    session: Session | None = None,
    people: tuple[int, ...] = (0,),
    seed: int = 5,
    settings: Settings = QUIET,
    computer: type = Scripted,
) -> MainWindow:
    """A match of ``seed``: ``people`` are people, the rest ``computer`` players."""
    window = window_for(qtbot, settings, session=session)
    players = {p: None if p in people else computer() for p in range(4)}
    window.start_match(Match(RuleSet(), seed=seed), players)
    return window


def act(qtbot, window: MainWindow, pick=lambda legal: legal[0]) -> Action:
    """Wait until the person at the bottom may act, then take ``pick(legal)``."""
    qtbot.waitUntil(lambda: human_can_act(window) or window.game.match.hand_over())
    legal = window.controller.human_legal(window.game.bottom)
    action = pick(legal)
    assert window.game.submit(action)
    return action


def until_discarded(qtbot, window: MainWindow) -> tuple[list[str], Action]:
    """Play the person's first legal choices (bids, passes) up to their first discard, which
    is the last discard offered; return the hand's actions before it, and the discard."""
    game = window.game
    while True:
        qtbot.waitUntil(lambda: human_can_act(window))
        legal = window.controller.human_legal(game.bottom)
        discards = [a for a in legal if a.verb is Verb.DISCARD]
        if discards:
            before = [str(a) for a in game.match.state.actions]
            assert game.submit(discards[-1])
            return before, discards[-1]
        act(qtbot, window, lambda legal: next((a for a in legal if a.verb is Verb.PASS), legal[0]))


def test_take_back_puts_the_discard_back_and_the_table_as_it_was(qtbot, tmp_path):
    window = solo(qtbot, Session(tmp_path))
    screen, game = window.table_screen, window.game
    assert not screen.auto_panel.undo.isVisible()  # nothing discarded yet
    before, discard = until_discarded(qtbot, window)
    qtbot.waitUntil(lambda: human_can_act(window))  # the computers have played on
    assert len(game.match.state.actions) > len(before) + 1
    window.menus.sync()
    assert screen.auto_panel.undo.isVisible() and window.menus.take_back.isEnabled()

    screen.auto_panel.undo.click()
    assert [str(a) for a in game.match.state.actions] == before
    assert window.controller.human_legal(game.bottom).count(discard) == 1  # to choose again
    framed = [item for item in screen.scene.hand_items if item.frame is Frame.RED]
    assert [item.face for item in framed] == [discard.tile]  # where it went, as ← → frame it
    assert screen.notice.isVisible() and screen.notice.text().startswith("已悔牌")
    # the autosave is the table as it is now: a crash loses nothing and restores no more
    saved = Session(tmp_path).recover().match
    assert saved is not None and [str(a) for a in saved.state.actions] == before

    # another tile this time, and the game goes on from there
    other = act(qtbot, window, lambda legal: next(a for a in legal if a.verb is Verb.DISCARD))
    assert other != discard
    assert not screen.notice.isVisible()  # "discard again" is done: it would stay, stale
    qtbot.waitUntil(lambda: len(game.match.state.actions) > len(before) + 2)


def test_ctrl_z_takes_back_again_and_again_to_the_first_choice(qtbot):
    """Each Ctrl+Z takes back one more choice: the discards, the wilds, the 不包 of the
    bidding, and then there is nothing left."""
    window = solo(qtbot)
    game = window.game
    before_first, _ = until_discarded(qtbot, window)
    for _ in range(2):
        act(qtbot, window, lambda legal: next(a for a in legal if a.verb is Verb.DISCARD))
    for _ in range(2):
        QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.can_take_back()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [str(a) for a in game.match.state.actions] == before_first
    # the person (E, the dealer) passed, and then named the wilds when everyone passed
    assert before_first[-1] == "E wild 1m" and before_first[0] == "E pass"
    assert game.can_take_back() and window.table_screen.auto_panel.undo.isVisible()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [str(a) for a in game.match.state.actions] == before_first[:-1]
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    state, seat = game.match.state, game.match.seat_of(game.bottom)
    assert state.phase is Phase.BIDDING and state.to_act() == [seat]
    bidding = [str(a) for a in state.actions]
    assert not any(a.seat == seat for a in state.actions)  # its 不包 is gone, the rest kept
    assert not game.can_take_back() and not window.table_screen.auto_panel.undo.isVisible()
    window.menus.sync()
    assert not window.menus.take_back.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # nothing left
    assert [str(a) for a in game.match.state.actions] == bidding


HANDS = {  # any deal: E (a computer) bids and names the wilds, the person at S passes
    "E": "5m123p456p789p11s22s",
    "S": "4m6m9m9m123s456s11z3z",
    "W": "55m789m234p567p3z4z",
    "N": "111m222m888p999p6z",
}


def test_a_pass_after_anothers_bid_is_taken_back_and_the_bid_kept(qtbot):
    """The person at S passed on E's 2台 and the hand went on: Ctrl+Z gives S the bidding
    back, E's bid kept (a reviewer saw only the dealer's own 不包 taken back)."""
    match = crafted_match(HANDS, human_seat=1, actions=())
    window = open_window(qtbot, match, {3: ["E bid 2", "E wild 1z"]})  # player 3 is E
    game, screen = window.game, window.table_screen
    passed = act(qtbot, window, lambda legal: next(a for a in legal if a.verb is Verb.PASS))
    assert str(passed) == "S pass" and game.match.state.actions[0] == Action.parse("E bid 2")
    qtbot.waitUntil(lambda: human_can_act(window))  # after E's wilds and first discard
    assert "E wild 1z" in [str(a) for a in game.match.state.actions]
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [str(a) for a in game.match.state.actions] == ["E bid 2"]
    assert game.match.state.to_act() == [1]
    qtbot.waitUntil(lambda: screen.bid_panel.isVisible())
    assert screen.notice.text().startswith("已悔牌：收回“不包”")
    assert not game.can_take_back()  # nothing of S's before it


def test_a_bid_and_the_wilds_are_taken_back_and_asked_again(qtbot, tmp_path):
    """A grandparent clicked 3台 for 不包, and nothing could undo it before a discard."""
    window = solo(qtbot, Session(tmp_path))
    screen, game = window.table_screen, window.game
    bid = act(qtbot, window, lambda legal: next(a for a in legal if a.verb is Verb.BID))
    wild = act(qtbot, window, lambda legal: legal[-1])  # the others passed: the person names
    assert wild.verb is Verb.WILD and game.can_take_back()
    qtbot.waitUntil(lambda: human_can_act(window))  # the first discard is the person's

    screen.auto_panel.undo.click()
    assert [str(a) for a in game.match.state.actions][-1] != str(wild)
    assert game.match.state.phase is Phase.WILDS
    assert window.controller.human_legal(game.bottom).count(wild) == 1
    qtbot.waitUntil(lambda: screen.wild_panel.isVisible())
    assert screen.notice.text().startswith("已悔牌：收回“定")

    screen.auto_panel.undo.click()
    assert game.match.state.phase is Phase.BIDDING and bid in window.controller.human_legal(0)
    qtbot.waitUntil(lambda: screen.bid_panel.isVisible())
    assert not screen.wild_panel.isVisible()
    assert screen.notice.text().startswith("已悔牌：收回“")
    saved = Session(tmp_path).recover().match  # the autosave is the table as it is now
    assert saved is not None and saved.state.actions == game.match.state.actions


def test_the_note_goes_once_autoplay_plays_the_turn_taken_back(qtbot):
    """ "Discard again" stayed on the table after 托管 had discarded for the person (a
    tester's Ctrl+Z, then Ctrl+T): it goes with the person's next move, whoever makes it."""
    window = solo(qtbot)
    screen, game = window.table_screen, window.game
    until_discarded(qtbot, window)
    qtbot.waitUntil(lambda: human_can_act(window))
    screen.auto_panel.undo.click()
    assert screen.notice.isVisible() and screen.notice.text().startswith("已悔牌")
    played = len(game.match.state.actions)
    window.set_auto(0, True)
    qtbot.waitUntil(lambda: any(a.seat == 0 for a in game.match.state.actions[played:]))
    window.set_auto(0, False)
    assert not (screen.notice.isVisible() and screen.notice.text().startswith("已悔牌"))


def test_no_take_back_once_the_hand_is_over(qtbot):
    window = solo(qtbot)
    until_discarded(qtbot, window)
    match = window.game.match
    while not match.hand_over():
        qtbot.waitUntil(lambda: human_can_act(window) or match.hand_over())
        if not match.hand_over():
            act(qtbot, window, lambda legal: legal[-1])
    window.menus.sync()
    assert not window.game.can_take_back() and not window.game.take_back()
    assert not window.menus.take_back.isEnabled()
    assert not window.table_screen.auto_panel.undo.isVisible()


def test_no_take_back_on_auto_play(qtbot):
    window = solo(qtbot)
    until_discarded(qtbot, window)
    window.set_auto(0, True)
    assert not window.game.can_take_back() and not window.game.take_back()


def test_no_take_back_in_hot_seat(qtbot):
    window = solo(qtbot, people=(0, 2))
    game = window.game
    seen: list[bool] = []
    game.take_back_offered.connect(seen.append)
    while not any(a.seat == game.match.seat_of(0) and a.verb is Verb.DISCARD
                  for a in game.match.state.actions):  # fmt: skip
        if window.table_screen.curtain.is_up():
            game.lift_curtain()
        legal = window.controller.human_legal(game.bottom)
        if legal:
            assert game.submit(next((a for a in legal if a.verb is Verb.PASS), legal[-1]))
        qtbot.wait(5)
    window.menus.sync()
    assert not game.can_take_back() and not window.menus.take_back.isEnabled()
    assert not any(seen)
    actions = len(game.match.state.actions)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(game.match.state.actions) == actions


def test_a_meld_undone_with_the_discard_is_named(qtbot):
    """A take-back that reaches back past the person's own pung undoes it too, and says so
    (a tester's 白 pung vanished without a word)."""
    window = solo(qtbot)
    game = window.game
    melds = {Verb.PUNG, Verb.CHOW, Verb.KONG}
    mine = game.match.seat_of(0)

    def melded_since_a_discard() -> bool:
        actions = game.match.state.actions
        first = next(
            (i for i, a in enumerate(actions) if a.seat == mine and a.verb is Verb.DISCARD), None
        )
        return first is not None and any(
            a.seat == mine and a.verb in melds for a in actions[first:]
        )

    until_discarded(qtbot, window)
    while not melded_since_a_discard():
        assert not game.match.hand_over(), "no meld this hand: choose another seed"
        qtbot.waitUntil(lambda: human_can_act(window) or game.match.hand_over())
        legal = window.controller.human_legal(game.bottom)
        meld = [a for a in legal if a.verb in melds]
        discards = [a for a in legal if a.verb is Verb.DISCARD]
        assert game.submit((meld or discards or legal)[0])
    qtbot.waitUntil(lambda: human_can_act(window))
    while game.can_take_back():
        game.take_back()
        if "碰" in window.table_screen.notice.text() or "吃" in window.table_screen.notice.text():
            break
    note = window.table_screen.notice.text()
    assert note.startswith("已悔牌") and "也退回了" in note, note


class Punger(Scripted):
    """Pungs and kongs whenever it may; else as ``Scripted``."""

    def decide(self, view, legal: list[Action]) -> Action:
        claim = [a for a in legal if a.verb in (Verb.PUNG, Verb.KONG)]
        return claim[0] if claim else super().decide(view, legal)


def test_a_claim_another_seat_beat_is_not_named_as_undone(qtbot):
    """A chow a computer's pung beat is an action of the person's but made no meld: the
    note named it undone (a reviewer's seed 6, every claim asked)."""
    settings = Settings(hints=False, sound_muted=True, animation_speed="off", claims="all")
    window = solo(qtbot, seed=6, settings=settings, computer=Punger)
    game = window.game
    mine = game.match.seat_of(0)
    beaten = False
    while not beaten:
        qtbot.waitUntil(lambda: human_can_act(window))
        legal = window.controller.human_legal(game.bottom)
        chows = [a for a in legal if a.verb is Verb.CHOW]
        melds = len(game.match.state.melds[mine])
        if chows and game.can_take_back():
            assert game.submit(chows[0])
            qtbot.waitUntil(lambda: human_can_act(window))
            beaten = len(game.match.state.melds[mine]) == melds
            continue
        discards = [a for a in legal if a.verb is Verb.DISCARD]
        assert game.submit((discards or [a for a in legal if a.verb is Verb.PASS] or legal)[0])
    assert game.take_back()
    note = window.table_screen.notice.toolTip()
    assert note.startswith("已悔牌") and "退回" not in note, note


def test_take_back_in_a_hand_dealt_from_a_crafted_wall(qtbot):
    """The hand is dealt again from its own wall: a crafted one (not its match's seed) came
    back as another hand."""
    from tests.ui.support import crafted_match, open_window

    hands = {
        "E": "123m456p789s11z22z5z",
        "S": "456m789p123s33z44z",
        "W": "789m123p456s55z66z",
        "N": "111p999m999s77z6z8m",
    }
    window = open_window(qtbot, crafted_match(hands))
    game = window.game
    dealt = list(game.match.state.hands[0])
    assert game.submit(next(a for a in window.controller.human_legal(0) if a.verb is Verb.DISCARD))
    qtbot.waitUntil(lambda: human_can_act(window) or game.match.hand_over())
    assert game.take_back()
    assert sorted(game.match.state.hands[0]) == sorted(dealt)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_switches_stay_clear_of_the_tiles_and_plates_with_take_back_shown(qtbot, qapp, lang):
    """In English, 悔牌 beside "This hand: wins only" and 托管 reached over the top seat's
    hand: the switches take two rows, and neither covers a tile or a plate, with the
    countdown shown too."""
    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.table.tile_item import TileItem

    i18n.install_translator(qapp, lang)
    try:
        window = solo(qtbot)
        window.retranslate()
        game, screen = window.game, window.table_screen
        until_discarded(qtbot, window)
        qtbot.waitUntil(lambda: human_can_act(window))
        game.set_turn_timer(30)
        panel = screen.auto_panel
        shown = (panel.undo, panel.wins_only, panel.button, panel.countdown)
        assert all(w.isVisible() for w in shown), [w.isVisible() for w in shown]
        switches = screen.proxies["auto"].sceneBoundingRect()
        assert screen.scene.sceneRect().contains(switches), switches
        scene = screen.scene
        tiles = [i for i in scene.items() if isinstance(i, TileItem) and i.isVisible()]
        assert tiles
        for item in [*tiles, *scene.plates]:
            assert not switches.intersects(item.sceneBoundingRect()), (lang, item)
    finally:
        i18n.install_translator(qapp, "zh")


def test_the_history_marks_a_hand_with_its_moves_taken_back_even_after_a_restart(qtbot, tmp_path):
    """A hand won after 悔牌 went into the history as any other: the history now says how
    many moves were taken back in it, and the count lives through a restart mid-hand."""
    from zhuji_desktop.history import load_history
    from zhuji_desktop.storage import HISTORY_NAME
    from zhuji_desktop.ui.tools.history_window import TAKEN_BACK_COLUMN, hand_cells

    window = solo(qtbot, Session(tmp_path))
    game = window.game
    until_discarded(qtbot, window)
    qtbot.waitUntil(lambda: human_can_act(window))
    assert game.take_back() and game.moves_taken_back == 1
    act(qtbot, window, lambda legal: next(a for a in legal if a.verb is Verb.DISCARD))
    qtbot.waitUntil(lambda: human_can_act(window))
    assert game.take_back() and game.moves_taken_back == 2
    recovery = Session(tmp_path).recover()  # as the next start reads the autosave
    assert recovery.match is not None and recovery.meta.get("taken_back") == 2
    window.close()
    again = window_for(qtbot, QUIET, session=Session(tmp_path))
    again.game.resume(recovery)
    assert again.game.moves_taken_back == 2
    again.game.set_auto(again.game.shown, True)  # (托管 plays the hand out)
    qtbot.waitUntil(lambda: again.game.match.hand_over(), timeout=60_000)
    qtbot.waitUntil(lambda: (tmp_path / HISTORY_NAME).exists())
    record = load_history(tmp_path / HISTORY_NAME).records[-1]
    assert record.taken_back == 2 and hand_cells(record)[TAKEN_BACK_COLUMN] == "2"
    assert again.game.moves_taken_back == 0  # the next hand starts without
