"""No position without a move (issue 11): whole hands under every combination of rule options,
played by claim-happy players, with ``HandState.check_invariants`` after every action.

Random players rarely build the hands where a rule leaves a seat stuck (the chow after which
``no_swap_after_chow`` banned every tile left was one). These players take every chow, pung
and kong they are offered, and half of them discard the tile they hold fewest of, so hands
fill with pairs and triplets and many melds, where such positions live.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import fields
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from zhuji_desktop.engine import rules as rules_module
from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.state import HandState, Step

CLAIMS = (Verb.KONG, Verb.PUNG, Verb.CHOW, Verb.CKONG, Verb.ADDKONG)
STYLES = ("random", "tidy")


def claim_happy(rng: random.Random, h: HandState, seat: int, legal: list[Action], style: str):
    """Win most of the time; otherwise always claim or kong when offered; bid now and then;
    discard at random ("random") or the kind held fewest times ("tidy")."""
    wins = [a for a in legal if a.verb is Verb.WIN]
    if wins and rng.random() < 0.85:
        return wins[0]
    claims = [a for a in legal if a.verb in CLAIMS]
    if claims:
        return rng.choice(claims)
    bids = [a for a in legal if a.verb is Verb.BID]
    if bids and rng.random() < 0.35:
        return rng.choice(bids[:4])
    discards = [a for a in legal if a.verb is Verb.DISCARD]
    if discards and style == "tidy":
        hand = h.hands[seat]
        fewest = min(hand.count(a.tile) for a in discards)
        return rng.choice([a for a in discards if hand.count(a.tile) == fewest])
    if discards:
        return rng.choice(discards)
    calm = [a for a in legal if a.verb in (Verb.PASS, Verb.WILD)]
    return rng.choice(calm or legal)


class Tally:
    """What the fuzz reached, so that a test can tell it went where it had to."""

    def __init__(self) -> None:
        self.hands = self.actions = self.wins = self.drawn = 0
        self.fan_wins = self.fan_drawn = self.fan_robbed = 0  # 翻麻将 hands (docs/rules.md §12)
        self.chows_under_ban = 0  # chows made while no_swap_after_chow was on
        self.one_kind_left = 0  # ... after which a single kind could be discarded

    def after(self, h: HandState) -> None:
        self.actions += 1
        if h.step is Step.AFTER_CLAIM and h.chow_banned:
            self.chows_under_ban += 1
            kinds = {a.tile for a in h.legal_actions(h.turn)}
            self.one_kind_left += len(kinds) == 1


def play(seed: int, rules: RuleSet, tally: Tally | None = None) -> HandState:
    """One whole hand; every action is checked with ``check_invariants``, which includes
    "every seat that must act has a legal action"."""
    rng = random.Random(seed)
    styles = [rng.choice(STYLES) for _ in range(4)]
    h = HandState.deal(seed, rules, old_dealer=seed % 7 == 0)
    h.check_invariants()
    while not h.is_ended():
        seats = h.to_act()
        assert seats, f"seed {seed}, {rules}: a hand that has not ended has nobody to act"
        seat = rng.choice(seats)
        action = claim_happy(rng, h, seat, h.legal_actions(seat), styles[seat])
        h.apply(action)
        h.check_invariants()
        if tally is not None:
            tally.after(h)
    assert h.result is not None and sum(h.result.deltas) == 0
    if tally is not None:
        tally.hands += 1
        tally.drawn += h.result.drawn
        tally.wins += not h.result.drawn
        if rules.fan:
            tally.fan_wins += not h.result.drawn
            tally.fan_drawn += h.result.drawn
            tally.fan_robbed += h.result.robbed
    return h


# --- every combination of the options --------------------------------------------------------

# RuleSet's own ranges and choices, so that a new option is fuzzed as soon as it exists.
_RANGES: dict[str, tuple[int, int]] = rules_module._RANGES
_CHOICES: dict[str, tuple[str, ...]] = rules_module._CHOICES


def _kind(name: str) -> str:
    f = next(f for f in fields(RuleSet) if f.name == name)
    return rules_module.option_kind(f.type)


def option_strategy(name: str) -> st.SearchStrategy[Any]:
    kind = _kind(name)
    if kind == "bool":
        return st.booleans()
    if kind == "int":
        lo, hi = _RANGES[name]
        if name in rules_module.MODE_DEFAULTS["fan"]:
            return st.one_of(st.none(), st.integers(lo, hi))  # None: the game's default
        return st.integers(lo, hi)
    return st.sampled_from(_CHOICES[name])


RULESETS = st.builds(RuleSet, **{f.name: option_strategy(f.name) for f in fields(RuleSet)})


def discrete_options() -> list[str]:
    """The options with a few values (true/false or a choice): every combination is played."""
    return [f.name for f in fields(RuleSet) if _kind(f.name) != "int"]


# Values of the integer options that change play most: the extremes and the defaults.
INT_VALUES: dict[str, tuple[int, ...]] = {
    "fan_wild_kinds": (1, 2),
    "all_honours_tai": (1, 6, 8, 64),
    "draw_reserve": (0, 1, 26, 60),
    "top_level": (2, 3, 7, 20),
    "base_points": (1, 3, 1_000_000),
    "match_hands": (0, 1),
}


def ruleset_for(seed: int) -> RuleSet:
    """Seed n plays combination n mod 2^k of the discrete options, with integer options
    drawn from INT_VALUES."""
    names = discrete_options()
    combos = list(itertools.product(*[_values(n) for n in names]))
    chosen = dict(zip(names, combos[seed % len(combos)], strict=True))
    rng = random.Random(seed * 7919)
    ints = {n: rng.choice(v) for n, v in INT_VALUES.items()}
    return RuleSet(**chosen, **ints)


def _values(name: str) -> tuple[Any, ...]:
    return (False, True) if _kind(name) == "bool" else _CHOICES[name]


def test_int_values_cover_every_integer_option() -> None:
    ints = {f.name for f in fields(RuleSet) if _kind(f.name) == "int"}
    assert set(INT_VALUES) == ints
    for name, values in INT_VALUES.items():
        lo, hi = _RANGES[name]
        assert all(lo <= v <= hi for v in values), name


@settings(
    max_examples=150,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
@pytest.mark.slow
@given(rules=RULESETS, seed=st.integers(0, 2**32 - 1))
def test_every_rule_combination_always_has_a_move(rules: RuleSet, seed: int) -> None:
    play(seed, rules)


# --- the long fuzz ---------------------------------------------------------------------------

FUZZ_HANDS = 5_000  # whole hands, all checked after every action, none may breach


@pytest.mark.slow
def test_fuzz_claim_happy_hands_under_every_option() -> None:
    tally = Tally()
    for seed in range(FUZZ_HANDS):
        play(seed, ruleset_for(seed), tally)
    assert tally.hands == FUZZ_HANDS
    # The fuzz must reach the positions it is for, not only drawn hands.
    assert tally.wins > 500 and tally.drawn > 500, vars(tally)
    assert tally.chows_under_ban > 1000 and tally.one_kind_left > 20, vars(tally)
    assert tally.fan_wins > 250 and tally.fan_drawn > 250 and tally.fan_robbed > 0, vars(tally)


@pytest.mark.slow
def test_the_issue_position_is_found_without_the_fix(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the rule that withholds such a chow, the claim-happy fuzz soon meets a seat
    with no move: it is a fuzz that can fail."""
    monkeypatch.setattr(HandState, "_chow_leaves_a_discard", lambda *args: True)
    for seed in range(2_000):
        rules = RuleSet(no_swap_after_chow=True, wild_selection=("bidder", "flip")[seed % 2])
        try:
            play(seed, rules)
        except AssertionError as e:
            assert "has no action" in str(e)
            return
    pytest.fail("2,000 claim-happy hands never reached a chow that leaves no discard")


# --- 翻麻将 (docs/rules.md §12) ---------------------------------------------------------------

FAN_VARIANTS = [
    RuleSet(mode="fan"),
    RuleSet(mode="fan", fan_wild_kinds=2, no_swap_after_chow=True),
    RuleSet(mode="fan", discarded_wild_claimable=True, draw_reserve=0, all_honours_tai=1),
]


@pytest.mark.slow
def test_claim_happy_fan_hands() -> None:
    """Fan hands under their options: every position has a move, nobody bids, and each win is
    paid by §12's table (2m from each on a self-draw; 2m from the discarder, m from the others
    on a discard; × base × 2 in a 老庄 hand)."""
    tally = Tally()
    for seed in range(300):
        rules = FAN_VARIANTS[seed % len(FAN_VARIANTS)]
        h = play(seed, rules, tally)
        assert not any(e.type in ("bid", "bao") for e in h.events)
        r = h.result
        assert r is not None
        if r.drawn:
            assert r.deltas == (0, 0, 0, 0)
            continue
        assert r.tai is not None and r.tai.tai is not None and r.winner is not None
        unit = 2 ** (r.tai.tai - 1) * rules.base_points * (2 if h.old_dealer else 1)
        for seat in range(4):
            if seat != r.winner:
                share = 2 if r.discarder in (None, seat) else 1
                assert r.deltas[seat] == -share * unit, (seed, r)
    assert tally.fan_wins > 60 and tally.fan_drawn > 20, vars(tally)
