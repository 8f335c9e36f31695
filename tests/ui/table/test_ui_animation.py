"""Sliding tiles: what moves where, and that animation never changes what the table shows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from tests.ui.support import click, crafted_match, hand_tile, human_can_act, open_window
from zhuji_desktop.engine import tiles
from zhuji_desktop.engine.actions import Action
from zhuji_desktop.ui.model.snapshot import snapshot
from zhuji_desktop.ui.table.animation import SPEEDS_MS, Animator, plan_moves
from zhuji_desktop.ui.table.scene import TableScene

pytestmark = pytest.mark.timeout(60)

# The person is E (the dealer), 14 tiles, first turn: a discard is due.
DEALER_HANDS = {
    "E": "123m456p789s11z22z5z",
    "S": "456m789p123s33z44z",
    "W": "789m123p456s55z66z",
    "N": "111p999m999s77z6z8m",
}
# E discards 5m; S (the person) may chow it (4m6m) or pung it (55m).
CLAIM_HANDS = {
    "E": "5m123p456p789p11s22s",
    "S": "455m6m9m123s456s11z",
    "W": "789m234p567p345s3z",
    "N": "111m222m888p999p6z",
}


def names(player: int) -> str:
    return f"P{player}"


def kind(code: str) -> int:
    return tiles.parse_one(code)


def pass_claims(match) -> None:
    """Everyone who may claim the latest discard declines."""
    while match.state.step is not None and match.state.step.value == "claim":
        for seat in match.state.to_act():
            match.apply(Action.parse(f"{'ESWN'[seat]} pass"))


def layout(scene: TableScene) -> dict[tuple, tuple[float, float]]:
    """Every tile's centre on the scene, by place."""
    out = {}
    for ref, item in scene.places.items():
        p = item.mapToScene(QPointF(item.w / 2, item.h / 2))
        out[ref] = (round(p.x(), 3), round(p.y(), 3))
    return out


def still_layout(table) -> dict[tuple, tuple[float, float]]:
    """The layout a scene without animation draws for ``table``."""
    scene = TableScene()
    scene.show_table(table)
    return layout(scene)


# --- planning ------------------------------------------------------------------------------------


def test_a_discard_comes_from_the_hand_and_the_next_draw_from_the_wall():
    match = crafted_match(DEALER_HANDS, human_seat=0)
    old = snapshot(match, 0, names)
    match.apply(Action.parse("E discard 4p"))
    pass_claims(match)
    new = snapshot(match, 0, names)
    moves = plan_moves(old, new)
    source = moves[("discard", 0, 0)]
    assert source[:2] == ("hand", 0) and old.seats[0].hand[source[2]] == kind("4p")
    assert new.seats[1].drawn is not None  # nobody claimed: S drew from the head of the wall
    assert moves[("drawn", 1)] == ("wall", old.wall.head)
    # E's other tiles close up: each comes from a tile of the same face.
    for i, face in enumerate(new.seats[0].hand):
        ref = moves[("hand", 0, i)]
        assert ref[:2] == ("hand", 0) and old.seats[0].hand[ref[2]] == face


def test_a_claimed_discard_goes_into_the_meld_and_the_rest_from_the_hand():
    match = crafted_match(CLAIM_HANDS, human_seat=1)
    match.apply(Action.parse("E discard 5m"))
    old = snapshot(match, 1, names)
    pung = next(a for a in match.state.legal_actions(1) if a.verb.value == "pung")
    match.apply(pung)
    pass_claims(match)  # the others decline, if asked
    new = snapshot(match, 1, names)
    assert len(new.seats[1].melds) == 1 and new.seats[0].discards == ()
    moves = plan_moves(old, new)
    sources = [moves[("meld", 1, 0, t)] for t in range(3)]
    assert ("discard", 0, 0) in sources  # the claimed 5m crosses the table
    assert sum(s[:2] == ("hand", 1) for s in sources) == 2


def test_a_new_hand_is_not_animated():
    match = crafted_match(DEALER_HANDS, human_seat=0)
    old = snapshot(match, 0, names)
    other = snapshot(crafted_match(DEALER_HANDS, human_seat=1), 1, names)
    assert plan_moves(None, old) == {} and plan_moves(old, other) == {}


def test_speeds_are_the_settings_choices():
    from zhuji_desktop.ui.model.settings import ANIMATION_SPEEDS

    assert set(SPEEDS_MS) == set(ANIMATION_SPEEDS) and SPEEDS_MS["off"] == 0
    animator = Animator()
    with pytest.raises(ValueError):
        animator.set_speed("warp")


# --- on the table -------------------------------------------------------------------------------


def test_with_animation_off_nothing_moves(qtbot):
    match = crafted_match(DEALER_HANDS, human_seat=0)
    window = open_window(qtbot, match)
    screen = window.table_screen
    assert screen.scene.animator.speed == "off"  # the default: tests see the final layout
    qtbot.waitUntil(lambda: human_can_act(window))
    click(window, hand_tile(window, "4p"))
    qtbot.waitUntil(lambda: len(match.state.discards[0]) == 1)
    assert screen.scene.animator.running() == 0
    assert layout(screen.scene) == still_layout(screen.scene.table)


def test_a_discard_slides_and_ends_where_the_still_table_has_it(qtbot):
    match = crafted_match(DEALER_HANDS, human_seat=0)
    window = open_window(qtbot, match)
    window.controller.stop()  # only the person's discard happens
    scene = window.table_screen.scene
    scene.set_animation_speed("normal")
    qtbot.waitUntil(lambda: human_can_act(window))
    click(window, hand_tile(window, "4p"))
    assert len(match.state.discards[0]) == 1  # the game moved on at once
    assert scene.animator.running() > 0
    final = still_layout(scene.table)
    assert layout(scene)[("discard", 0, 0)] != final[("discard", 0, 0)]  # on its way
    assert scene.table.seats[0].discards == (kind("4p"),)  # but the table already says so
    qtbot.waitUntil(lambda: scene.animator.running() == 0, timeout=2000)
    assert layout(scene) == final


def test_snapshots_arriving_mid_flight_replace_the_slides(qtbot):
    match = crafted_match(DEALER_HANDS, human_seat=0)
    scene = TableScene()
    scene.set_animation_speed("slow")
    scene.show_table(snapshot(match, 0, names))
    for text in ("E discard 4p", "S discard 4z", "W discard 6z", "N discard 8m"):
        match.apply(Action.parse(text))
        pass_claims(match)
        scene.show_table(snapshot(match, 0, names))
        assert scene.animator.running() > 0
        qtbot.wait(20)  # part of the way
    scene.finish_animations()
    assert scene.animator.running() == 0
    assert layout(scene) == still_layout(scene.table)


def test_turning_animation_off_finishes_the_slides(qtbot):
    match = crafted_match(DEALER_HANDS, human_seat=0)
    scene = TableScene()
    scene.set_animation_speed("fast")
    scene.show_table(snapshot(match, 0, names))
    match.apply(Action.parse("E discard 4p"))
    scene.show_table(snapshot(match, 0, names))
    assert scene.animator.running() > 0
    scene.set_animation_speed("off")
    assert scene.animator.running() == 0
    assert layout(scene) == still_layout(scene.table)
