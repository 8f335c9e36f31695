"""The playout state against the hand state machine: same legal actions, same results.

``engine.playout.Playout`` repeats the play phase of ``engine.state.HandState`` without its
log, for look-ahead. These tests play random hands in both at once, under every rule option,
and compare every seat's legal actions at every step, the seats to act, the tiles, and the
result and payments at the end.
"""

from __future__ import annotations

import random

import pytest

from tests import SCENARIOS
from tests.rule_variants import changed, label, one_changed, untried, with_every_option
from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.bidding import Bid, Variant
from zhuji_desktop.engine.playout import Playout
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.state import HandState

# combinations chosen by hand, then every option changed alone (rule_variants)
OPTIONS = with_every_option(
    [
        RuleSet(),
        RuleSet(discarded_wild_claimable=True),
        RuleSet(no_swap_after_chow=True),
        RuleSet(no_swap_after_chow=True, discarded_wild_claimable=True),
        RuleSet(mode="fan", fan_wild_kinds=2),
        RuleSet(seat_wind_tai=False),
        RuleSet(no_wild_tai_in_no_wild_game=True),
        RuleSet(wild_selection="flip"),
        RuleSet(draw_reserve=0, all_honours_tai=6),
    ]
)
BIDS = [Bid(2, Variant.TWO), Bid(2, Variant.DU), Bid(3, Variant.WUCAI), Bid(3, Variant.TWO)]


def start_play(seed: int, rules: RuleSet, rng: random.Random) -> HandState:
    """A hand past bidding and the wild choice, with a random 包家, bid and wild kind."""
    state = HandState.deal(seed, rules)
    if rules.mode == "fan":
        return state  # 翻麻将: no bidding, the wilds are turned up (docs/rules.md §12)
    bao = rng.randrange(4)
    bid = rng.choice([b for b in BIDS if b.level <= rules.top_level])
    for s in range(bao):
        state.apply(Action(s, Verb.PASS))
    state.apply(Action(bao, Verb.BID, bid=bid))
    while state.phase.value == "bidding":
        state.apply(Action(state.to_act()[0], Verb.PASS))
    if state.phase.value == "wilds":
        # a wild kind the 包家 holds, now and then: hands with wilds reach every claim form
        kind = rng.choice(state.hands[bao]) if rng.random() < 0.7 else rng.randrange(34)
        state.apply(Action(bao, Verb.WILD, (kind,)))
    return state


def pick(legal: list[Action], rng: random.Random) -> Action:
    """A random action that favours claims and kongs (so that they happen often)."""
    keen = [a for a in legal if a.verb not in (Verb.PASS, Verb.DISCARD)]
    if keen and rng.random() < 0.6:
        return rng.choice(keen)
    return rng.choice(legal)


def lockstep(seed: int, rules: RuleSet) -> int:
    """Play one random hand in both; return the number of steps compared."""
    rng = random.Random(seed)
    state = start_play(seed, rules, rng)
    play = Playout.from_state(state)
    steps = 0
    while not state.is_ended():
        assert play.to_act() == state.to_act()
        for seat in range(4):
            assert play.legal_actions(seat) == state.legal_actions(seat), (seed, steps, seat)
        seat = state.to_act()[0]
        action = pick(state.legal_actions(seat), rng)
        state.apply(action)
        play.apply(action, check=True)
        assert play.hands == [_counts(h) for h in state.hands]
        assert play.melds == state.melds and (play.head, play.tail) == (state.head, state.tail)
        steps += 1
    assert play.ended and play.to_act() == []
    result = state.result
    assert result is not None
    assert play.deltas == result.deltas and play.winner == result.winner
    assert play.discarder == result.discarder and play.self_drawn == result.self_drawn
    assert (play.tai.tai if play.tai else None) == (result.tai.tai if result.tai else None)
    return steps


def _counts(hand: list[int]) -> list[int]:
    c = [0] * 34
    for t in hand:
        c[t] += 1
    return c


@pytest.mark.parametrize("rules", OPTIONS, ids=label)
def test_same_legal_actions_and_results_as_the_engine(rules):
    steps = sum(lockstep(70_000 + i, rules) for i in range(60))
    assert steps > 1000


@pytest.mark.slow
def test_many_more_random_hands_agree():
    for i in range(500):
        lockstep(80_000 + i, OPTIONS[i % len(OPTIONS)])


def test_the_rule_sets_change_every_option_in_each_game_where_it_acts():
    """So that an option added to ``RuleSet`` is tried here without being listed by hand
    (tests/ai/test_search.py checks its own sets likewise)."""
    assert untried(OPTIONS) == set()
    assert untried([RuleSet()]) == {(r.mode, n) for r in one_changed() for n in changed(r)}


def test_copy_is_independent():
    rng = random.Random(1)
    state = start_play(5, RuleSet(), rng)
    a = Playout.from_state(state)
    b = a.copy()
    seat = a.to_act()[0]
    a.apply(a.legal_actions(seat)[-1])
    assert b.hands == [_counts(h) for h in state.hands] and b.to_act() == state.to_act()
    assert b.legal_actions(seat) == state.legal_actions(seat)


def test_from_state_needs_the_play_phase():
    with pytest.raises(ValueError, match="play phase"):
        Playout.from_state(HandState.deal(1))


def test_the_withheld_chow_is_withheld_in_playouts_too():
    """Issue 11's hand: under no_swap_after_chow, South's 45m on 6m would leave nothing to
    discard, so neither the engine nor a playout offers it (docs/rules.md §6)."""
    import json

    from zhuji_desktop.engine.script import build_wall

    path = SCENARIOS / "no_swap_after_chow_no_discard_left.json"
    script = json.loads(path.read_text(encoding="utf-8"))["script"]
    rules = RuleSet.from_dict(script["rules"])
    state = HandState.from_wall(build_wall(script["hands"], script["wall"]), rules)
    for text in script["actions"][:13]:
        state.apply(Action.parse(text))
    play = Playout.from_state(state)
    assert play.to_act() == state.to_act() == [1]
    assert play.legal_actions(1) == state.legal_actions(1)
    assert Action.parse("S chow 45m") not in play.legal_actions(1)
