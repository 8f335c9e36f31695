"""Rule clauses checked directly on the state machine (the scenarios cover the rest)."""

import json

import pytest

from tests import SCENARIOS
from zhuji_desktop.engine import claims, tiles
from zhuji_desktop.engine.actions import Action
from zhuji_desktop.engine.melds import Meld, MeldType
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.script import build_wall, run_script
from zhuji_desktop.engine.state import HandState


def replay(script: dict, n: int) -> HandState:
    """The state after the first ``n`` actions of a scenario script."""
    wall = build_wall(script["hands"], script.get("wall", ""), script.get("tail", ""))
    h = HandState.from_wall(wall, RuleSet.from_dict(script.get("rules", {})))
    for text in script["actions"][:n]:
        h.apply(Action.parse(text))
    return h


HANDS = {
    "E": "3m123456p1234777z",
    "S": "3455m789p234666s",
    "W": "1112226667778m",
    "N": "9m888999p555777s",
}
OPENING = ["E bid 2", "S pass", "W pass", "N pass", "E wild 9s", "E discard 3m", "S chow 45m"]


def _discards_after_chow(no_swap: bool) -> list[str]:
    out = run_script({"rules": {"no_swap_after_chow": no_swap}, "hands": HANDS, "actions": OPENING})
    state = out[-1]["state"]
    assert state["melds"]["S"] == ["[345m]"], state
    return [a for a in state["to_act"]["S"] if " discard " in a]


def test_no_swap_after_chow_bans_the_claimed_tile_and_the_runs_other_end():
    allowed = _discards_after_chow(True)
    assert "S discard 3m" not in allowed and "S discard 5m" not in allowed
    assert "S discard 7p" in allowed


def test_without_the_option_any_tile_may_go():
    allowed = _discards_after_chow(False)
    assert "S discard 3m" in allowed and "S discard 5m" in allowed


# --- no_swap_after_chow: the ban of every chow form, and chows that would leave no discard ----

W1, W2 = tiles.parse("1z2z")  # the wild kinds below: 1z named, so 1z and 2z are wild
WILDS = frozenset({W1, W2})


def _chow(combo: str, claimed: str, wilds: frozenset[int] = WILDS) -> Meld:
    taken = tuple(tiles.parse(combo))
    return claims.make_claim_meld(MeldType.CHOW, taken, tiles.parse_one(claimed), 0, wilds)


@pytest.mark.parametrize(
    ("combo", "claimed", "banned"),
    [
        ("45m", "6m", "46m"),  # the claimed tile at an end: it and the other end
        ("45m", "3m", "35m"),
        ("46m", "5m", "5m"),  # the claimed tile in the middle: it alone
        ("5m1z", "3m", "35m"),  # 单财吃 read one way only (the wild fills 4m): as a natural run
        ("2m1z", "1m", "13m"),  # at the suit's edge the run is 123m only
        ("8m1z", "9m", "79m"),
        ("4m1z", "3m", "3m"),  # 234m or 345m: only what both readings ban
        ("2m1z", "3m", "3m"),  # 123m or 234m
        ("34m", "1z", "1z"),  # a claimed wild (discarded_wild_claimable): 234m or 345m
        ("12m", "1z", "1m1z"),  # 123m only: the wild is 3m, the other end 1m
        ("35m", "1z", "1z"),  # the wild is 4m, the middle
    ],
)
def test_swap_ban_of_every_chow_form(combo: str, claimed: str, banned: str) -> None:
    assert claims.swap_ban(_chow(combo, claimed), WILDS) == frozenset(tiles.parse(banned))


def _south_claims(hand: str, rules: RuleSet, discard: str, wild: str = "1z") -> list[str]:
    """South's claims on East's ``discard`` when South holds [111p] [222p] and ``hand``."""
    h = HandState.deal(5, rules)
    for text in ("E bid 2", "S pass", "W pass", "N pass", f"E wild {wild}"):
        h.apply(Action.parse(text))
    # Set the position up directly (the tile count is not kept: no check_invariants here).
    inert = tiles.parse("19m19p19s1234567z")  # no claims from West and North
    h.hands[0] = sorted([*inert, tiles.parse_one(discard)])
    h.hands[1] = sorted(tiles.parse(hand))
    h.melds[1] = [
        claims.make_claim_meld(MeldType.PUNG, (k, k), k, 0, h.wild_kinds)
        for k in tiles.parse("1p2p")
    ]
    h.hands[2], h.hands[3] = list(inert), list(inert)
    h.apply(Action.parse(f"E discard {discard}"))
    return [str(a) for a in h.legal_actions(1) if a.seat == 1] if 1 in h.to_act() else []


def test_a_wild_chow_that_leaves_no_discard_is_not_offered() -> None:
    # 3m with 5m and a wild is 345m: 3m and 5m banned, and 3m3m5m5m5m would be all that is left
    hand = "3m3m5m5m5m5m1z"
    on = _south_claims(hand, RuleSet(no_swap_after_chow=True), "3m")
    off = _south_claims(hand, RuleSet(), "3m")
    assert "S chow 5m1z" in off and "S chow 5m1z" not in on
    assert "S pung 33m" in on and "S pass" in on


def test_an_ambiguous_wild_chow_bans_only_the_claimed_tile() -> None:
    # 3m with 2m and a wild is 123m or 234m: only 3m is banned, so 1m may go and it is offered
    on = _south_claims("1m1m1m2m3m3m1z", RuleSet(no_swap_after_chow=True), "3m")
    assert "S chow 2m1z" in on and "S chow 12m" in on


def test_the_issue_position_without_the_option_offers_the_chow() -> None:
    sc = json.loads((SCENARIOS / "no_swap_after_chow_no_discard_left.json").read_text("utf-8"))
    script = {**sc["script"], "rules": {}}
    last = run_script(script)[-1]
    assert "error" not in last and last["state"]["melds"]["S"][-1] == "[456m]"


def test_after_a_withheld_chow_every_state_has_a_move() -> None:
    sc = json.loads((SCENARIOS / "no_swap_after_chow_no_discard_left.json").read_text("utf-8"))
    script = sc["script"]
    h = replay(script, len(script["actions"]) - 1)
    h.check_invariants()
    assert h.legal_actions(1)
