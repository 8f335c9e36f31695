"""Rule clauses checked directly on the state machine (the scenarios cover the rest)."""

from zhuji_desktop.engine.script import run_script

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
