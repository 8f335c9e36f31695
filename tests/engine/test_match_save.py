"""The match (dealer rotation, 老庄, totals, end) and saves that replay."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.save import SaveError, dumps_match, load_match
from zhuji_desktop.engine.state import Phase, random_move


def play_random(match: Match, rng: random.Random, hands: int | None = None) -> None:
    played = 0
    while not match.finished and (hands is None or played < hands):
        while not match.hand_over():
            match.apply(random_move(match.state, rng))
        match.next_hand()
        played += 1


def test_dealer_rotation_old_dealer_and_totals():
    m = Match(RuleSet(match_hands=12), seed=4)
    play_random(m, random.Random(4))
    assert m.finished and len(m.records) == 12
    assert sum(m.scores) == 0
    assert m.scores == [sum(r.deltas[p] for r in m.records) for p in range(4)]
    for prev, cur in zip(m.records, m.records[1:]):
        dealer_kept = prev.winner is None or prev.winner == prev.dealer
        assert cur.dealer == (prev.dealer if dealer_kept else (prev.dealer + 1) % 4)
        assert cur.old_dealer == dealer_kept


@pytest.mark.slow
def test_one_round_ends_after_the_deal_passes_all_seats():
    m = Match(RuleSet(match_hands=0), seed=9)
    play_random(m, random.Random(9))
    assert m.finished and m.rotations == 4
    assert m.records[-1].winner not in (None, m.records[-1].dealer)


def test_save_replays_to_the_same_events():
    m = Match(RuleSet(match_hands=3), seed=21)
    rng = random.Random(21)
    play_random(m, rng, hands=1)
    for _ in range(30):
        if m.hand_over():
            break
        m.apply(rng.choice(m.state.legal_actions(rng.choice(m.state.to_act()))))
    text = dumps_match(m)
    loaded = load_match(text)
    assert [e.to_dict() for e in loaded.state.events] == [e.to_dict() for e in m.state.events]
    assert loaded.scores == m.scores and loaded.records == m.records
    assert dumps_match(loaded) == text


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: "{not json", "not valid JSON"),
        (lambda d: json.dumps([1, 2]), "not a JSON object"),
        (lambda d: json.dumps({**d, "version": 99}), "newer version"),
        (lambda d: json.dumps({**d, "version": 0}), "version must be a whole number from 1, not 0"),
        (lambda d: json.dumps({**d, "version": -1}), "version must be a whole number from 1"),
        (lambda d: json.dumps({**d, "version": 1.0}), "version must be .* not 1.0"),
        (lambda d: json.dumps({**d, "version": "1"}), "version must be .* not '1'"),
        (lambda d: json.dumps({**d, "version": True}), "version must be .* not true"),
        (lambda d: json.dumps({k: v for k, v in d.items() if k != "version"}), "no version number"),
        (lambda d: json.dumps({k: v for k, v in d.items() if k != "seeds"}), "lacks 'seeds'"),
        (lambda d: json.dumps({**d, "rules": {"bogus": 1}}), "newer version.*'bogus'"),
        (lambda d: json.dumps({**d, "rules": {"top_level": 99}}), "rules are bad"),
        (lambda d: json.dumps({**d, "actions": [["E win"]]}), "cannot be replayed"),
        (lambda d: json.dumps({**d, "seed": -5}), "seed must be a whole number from 0"),
        (lambda d: json.dumps({**d, "seed": 10**18}), "seed must be a whole number from 0"),
    ],
)
def test_bad_saves_raise_clear_errors(mutate, message):
    m = Match(RuleSet(), seed=1)
    m.apply(Action.parse("E bid 2"))
    data = json.loads(dumps_match(m))
    with pytest.raises(SaveError, match=message):
        load_match(mutate(data))


@pytest.mark.parametrize("seed", [-1, 10**18, 2.5, True, "7"])
def test_a_match_refuses_a_seed_its_saves_could_not_hold(seed):
    with pytest.raises(ValueError, match="a match seed must be a whole number"):
        Match(RuleSet(), seed=seed)
    with pytest.raises(ValueError, match="a match seed must be a whole number"):
        Match.restore(RuleSet(), seed, [])


@pytest.mark.parametrize("hands", [1, 2])
def test_a_save_with_more_hands_than_its_rules_allow_is_an_error(hands):
    # booking hand `hands` ends the match, so the save's next hand cannot be replayed
    m = Match(RuleSet(match_hands=3), seed=8)
    play_random(m, random.Random(8), hands=2)
    data = json.loads(dumps_match(m))
    data["rules"]["match_hands"] = hands
    with pytest.raises(SaveError, match=f"goes on to hand {hands + 1} after the match ended"):
        load_match(json.dumps(data))


def test_truncated_save_is_an_error():
    m = Match(RuleSet(), seed=1)
    text = dumps_match(m)
    with pytest.raises(SaveError):
        load_match(text[: len(text) // 2])


@pytest.mark.parametrize("bad_id", ["z" * 999_990, "", "a/b", "名字", 17, None, ["x"]])
def test_a_save_whose_id_could_not_name_its_hands_gets_a_new_one(bad_id, tmp_path):
    """A save's id goes into the history line of every hand played after it: one the
    history could not read back (a megabyte long, say) would lose those hands for good."""
    from zhuji_desktop.history import HistoryRecord, PlayerInfo, append_record, load_history

    m = Match(RuleSet(match_hands=2), seed=5)
    play_random(m, random.Random(5), hands=1)
    data = json.loads(dumps_match(m))
    data["id"] = bad_id
    loaded = load_match(json.dumps(data))
    assert loaded.id != bad_id and 0 < len(loaded.id) <= 64
    assert loaded.records == m.records
    players = tuple(PlayerInfo(f"p{i}", "human") for i in range(4))
    rec = HistoryRecord.from_hand(m.records[0], m.rules, players, m.seed, match_id=loaded.id)
    append_record(tmp_path / "history.jsonl", rec)
    back = load_history(tmp_path / "history.jsonl")
    assert len(back.records) == 1 and back.skipped == 0


def test_a_save_keeps_a_usable_id():
    m = Match(RuleSet(match_hands=2), seed=5)
    data = json.loads(dumps_match(m))
    data["id"] = "my-match_01"
    assert load_match(json.dumps(data)).id == "my-match_01"


@given(seed=st.integers(0, 10_000), stop=st.integers(0, 200), seat=st.integers(0, 3))
@settings(max_examples=40)
def test_take_back_is_the_hand_replayed_up_to_that_choice(seed, stop, seat):
    """悔牌 leaves the hand exactly as a fresh replay of the actions before the seat's last
    choice, a discard, bid, pass in the bidding or wilds (events, hands, wall, who acts),
    under rules of any option; the choice is legal again; the hand then plays on."""
    rules = RuleSet(match_hands=1, mode="fan" if seed % 3 == 0 else "bao")
    match, rng = Match(rules, seed=seed), random.Random(seed)
    choices = []  # the seat's choices, told apart by the phase each was made in
    while not match.hand_over() and len(match.state.actions) < stop:
        action = random_move(match.state, rng)
        bidding = match.state.phase is Phase.BIDDING
        if action.seat == seat and (bidding or action.verb in (Verb.DISCARD, Verb.WILD)):
            choices.append(len(match.state.actions))
        match.apply(action)
    index = match.last_choice_of(seat)
    assert index == (choices[-1] if choices and not match.hand_over() else None)
    if index is None:
        with pytest.raises(ValueError, match="nothing to take back"):
            match.take_back(seat)
        return
    before = [str(a) for a in match.state.actions[:index]]
    taken = match.take_back(seat)
    again = Match(rules, seed=seed, id=match.id)
    for text in before:
        again.apply(Action.parse(text))
    assert taken.seat == seat and taken in match.state.legal_actions(seat)
    assert match.state.window is None  # a choice of its own, never a pass on a claim
    assert dumps_match(match) == dumps_match(again)
    assert [e.to_dict() for e in match.state.events] == [e.to_dict() for e in again.state.events]
    while not match.hand_over():
        match.apply(random_move(match.state, rng))
    assert match.last_choice_of(seat) is None  # the hand is over: its record is kept


@pytest.mark.parametrize("mode", ["bao", "fan"])
def test_the_hand_number_after_the_match_is_its_last_hand(mode):
    """A tester's two-hand match of 翻麻将 said "hand 3" over its last hand once it ended."""
    match = Match(RuleSet(mode=mode, match_hands=2), seed=8)
    rng = random.Random(8)
    numbers = []
    while not match.finished:
        while not match.hand_over():
            match.apply(random_move(match.state, rng))
        numbers.append(match.hand_number)
        match.next_hand()
    assert numbers == [1, 2] and match.hand_number == 2
