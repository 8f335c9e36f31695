"""翻麻将 (docs/rules.md §12) beyond the scenarios: the rule set's game-dependent defaults, the
state and the seat view of a fan hand, settlement lines, saves, history and replay, zhuji-sim
and every computer level playing fan hands to the end."""

from __future__ import annotations

import io
import json
import random
from dataclasses import replace

import pytest

from zhuji_desktop.ai.registry import make_player
from zhuji_desktop.engine.actions import Verb
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import ONLY_IN, RuleSet, parse_option
from zhuji_desktop.engine.save import dumps_match, load_match, parse_save, restore_match
from zhuji_desktop.engine.settlement import settle_fan_drawn, settle_fan_win
from zhuji_desktop.engine.state import HandState, Phase, random_move
from zhuji_desktop.history import (
    History,
    HistoryRecord,
    PlayerInfo,
    replay_state,
)
from zhuji_desktop.replay import open_replay
from zhuji_desktop.sim import main as sim_main
from zhuji_desktop.sim import run as run_sim

FAN = RuleSet(mode="fan")
PLAYERS = tuple(PlayerInfo(f"p{i}", "random") for i in range(4))

# --- the rule set -----------------------------------------------------------------------------


def test_the_game_sets_the_default_of_all_honours_tai() -> None:
    assert (RuleSet().all_honours_tai, FAN.all_honours_tai) == (8, 6)
    assert RuleSet(mode="fan", all_honours_tai=8).all_honours_tai == 8
    assert RuleSet(all_honours_tai=None).all_honours_tai == 8
    assert RuleSet.from_dict({"mode": "fan"}).all_honours_tai == 6
    assert RuleSet.from_dict({"mode": "fan", "all_honours_tai": None}).all_honours_tai == 6
    assert RuleSet.default("all_honours_tai", "fan") == 6
    assert RuleSet.default("fan_wild_kinds") == 1


@pytest.mark.parametrize(
    "rules",
    [FAN, RuleSet(mode="fan", all_honours_tai=8, fan_wild_kinds=2), RuleSet(all_honours_tai=6)],
)
def test_every_value_is_saved_so_a_rule_set_round_trips(rules: RuleSet) -> None:
    data = rules.to_dict()
    assert data["all_honours_tai"] == rules.all_honours_tai  # resolved, never None
    assert RuleSet.from_dict(json.loads(json.dumps(data))) == rules


def test_switching_the_game_keeps_what_the_table_set() -> None:
    assert RuleSet().with_mode("fan") == FAN
    assert FAN.with_mode("bao") == RuleSet()
    custom = RuleSet(all_honours_tai=10, base_points=3, top_level=4)
    fan = custom.with_mode("fan")
    assert (fan.mode, fan.all_honours_tai, fan.base_points, fan.top_level) == ("fan", 10, 3, 4)
    # dataclasses.replace copies the resolved value: it is no way to switch the game
    assert replace(RuleSet(), mode="fan").all_honours_tai == 8


def test_options_of_one_game() -> None:
    assert set(ONLY_IN) == {"wild_selection", "top_level", "no_wild_tai_in_no_wild_game",
                            "fan_wild_kinds"}  # fmt: skip
    assert not FAN.acts("top_level") and FAN.acts("base_points") and FAN.acts("fan_wild_kinds")
    assert RuleSet().acts("top_level") and not RuleSet().acts("fan_wild_kinds")
    with pytest.raises(ValueError, match="unknown rule option"):
        FAN.acts("colour")
    assert FAN.flips_indicator and RuleSet(wild_selection="flip").flips_indicator
    assert not RuleSet().flips_indicator


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"mode": "xinli"}, "must be one of"),
        ({"mode": "fan", "fan_wild_kinds": 3}, "fan_wild_kinds"),
        ({"fan_wild_kinds": 0}, "fan_wild_kinds"),
        ({"mode": "fan", "all_honours_tai": 0}, "all_honours_tai"),
        ({"mode": None}, "must be one of"),
    ],
)
def test_bad_values(data: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        RuleSet.from_dict(data)


def test_command_line_values() -> None:
    assert parse_option("mode", "FAN") == ("mode", "fan")
    assert parse_option("fan_wild_kinds", "2") == ("fan_wild_kinds", 2)
    assert parse_option("all_honours_tai", "7") == ("all_honours_tai", 7)
    with pytest.raises(ValueError, match="mode"):
        parse_option("mode", "bidding")


# --- the hand ---------------------------------------------------------------------------------


@pytest.mark.parametrize("kinds", [1, 2])
def test_a_fan_hand_starts_in_play_with_a_turned_over_wild(kinds: int) -> None:
    for seed in range(40):
        h = HandState.deal(seed, RuleSet(mode="fan", fan_wild_kinds=kinds))
        assert (h.phase, h.to_act(), h.bao, h.bid) == (Phase.PLAY, [0], None, None)
        assert h.indicator == h.wall[53] and h.head == 54 and h.wall_left == 82
        assert h.indicator in h.wild_kinds and len(h.wild_kinds) == kinds
        assert [h.minimum(s) for s in range(4)] == [1, 1, 1, 1]
        verbs = {a.verb for a in h.legal_actions(0)}
        assert Verb.BID not in verbs and Verb.PASS not in verbs and Verb.WILD not in verbs
        deal, wilds = (e.to_dict() for e in h.events[:2])
        assert deal["mode"] == "fan" and "seat" not in wilds and wilds["flipped"] is True
        h.check_invariants()


def test_the_bao_deal_event_says_its_game_too() -> None:
    assert HandState.deal(1).events[0].to_dict()["mode"] == "bao"


def test_the_seat_view_of_a_fan_hand() -> None:
    h = HandState.deal(5, FAN)
    v = h.view(2)
    assert (v.mode, v.phase, v.bao, v.bid, v.high_bid, v.bid_history) == (
        "fan", "play", None, None, None, ()
    )  # fmt: skip
    assert v.minimum == 1 and v.indicator == h.indicator
    # the turned-over tile is seen by everyone
    held = v.hand.count(h.indicator)
    assert v.visible_counts()[h.indicator] == held + 1
    assert HandState.deal(5).view(2).mode == "bao"


def test_settlement_lines_explain_the_formula() -> None:
    s = settle_fan_win(2, 1, self_drawn=True, discarder=None, old_dealer=False, base=1)
    assert s.mode == "fan" and s.multiplier == 1
    assert [(ln.seat, ln.role, ln.formula, ln.amount) for ln in s.lines] == [
        (0, "drawn_on", "2×2^(1-1) = 2", 2),
        (1, "drawn_on", "2×2^(1-1) = 2", 2),
        (3, "drawn_on", "2×2^(1-1) = 2", 2),
        (2, "winner", "2+2+2 = 6", -6),
    ]
    # 翻麻将 has no 包家: nobody is 闲家, which would read "not the dealer" (E is the dealer)
    assert s.text().splitlines()[0] == "东 被自摸 付 2×2^(1-1) = 2"
    s = settle_fan_win(0, 2, self_drawn=False, discarder=3, old_dealer=True, base=3)
    assert s.multiplier == 6 and s.deltas == (48, -12, -12, -24)
    assert s.text().splitlines()[2] == "北 放冲 付 (2×2^(2-1))×2×3 = 24"
    assert s.text().splitlines()[0] == "南 其他家 付 (2^(2-1))×2×3 = 12"
    drawn = settle_fan_drawn(old_dealer=False, base=1)
    assert drawn.deltas == (0, 0, 0, 0) and [ln.amount for ln in drawn.lines] == [0] * 4
    with pytest.raises(ValueError, match="discarder"):
        settle_fan_win(0, 2, self_drawn=False, discarder=0, old_dealer=False, base=1)
    with pytest.raises(ValueError, match="at least 1"):
        settle_fan_win(0, 0, self_drawn=True, discarder=None, old_dealer=False, base=1)


# --- the match, saves, history and replay -----------------------------------------------------


def play_random(match: Match, rng: random.Random, hands: int) -> None:
    for _ in range(hands):
        while not match.hand_over():
            match.apply(random_move(match.state, rng))
        match.next_hand()


def test_a_fan_match_rotates_and_records_no_bao() -> None:
    m = Match(RuleSet(mode="fan", match_hands=8), seed=3)
    play_random(m, random.Random(3), 8)
    assert m.finished and sum(m.scores) == 0
    for prev, cur in zip(m.records, m.records[1:]):
        kept = prev.winner is None or prev.winner == prev.dealer
        assert cur.dealer == (prev.dealer if kept else (prev.dealer + 1) % 4)
        assert cur.old_dealer == kept
    assert all(r.bao is None and r.bid is None for r in m.records)
    assert all(r.deltas == (0, 0, 0, 0) for r in m.records if r.winner is None)


def test_a_fan_save_loads_and_replays_the_same() -> None:
    m = Match(RuleSet(mode="fan", match_hands=4, fan_wild_kinds=2), seed=8)
    rng = random.Random(8)
    play_random(m, rng, 2)
    for _ in range(25):
        if m.hand_over():
            break
        m.apply(rng.choice(m.state.legal_actions(rng.choice(m.state.to_act()))))
    text = dumps_match(m)
    assert json.loads(text)["rules"]["mode"] == "fan"
    loaded = load_match(text)
    assert loaded.rules == m.rules and loaded.records == m.records
    assert [e.to_dict() for e in loaded.state.events] == [e.to_dict() for e in m.state.events]
    assert dumps_match(loaded) == text


def test_a_fan_save_resumes_from_its_checkpoint() -> None:
    key = b"k" * 32
    m = Match(RuleSet(mode="fan", match_hands=6), seed=9)
    rng = random.Random(9)
    play_random(m, rng, 4)
    text = dumps_match(m, key=key)
    resumed, why = restore_match(parse_save(text), key)
    assert why is None, why  # the sealed records of fan hands (no 包家, no bid) are used
    assert resumed.records == m.records and resumed.scores == m.scores
    assert restore_match(parse_save(text), b"other" * 7)[0].records == m.records


def test_a_fan_hand_in_the_history_replays(tmp_path) -> None:
    history = History(tmp_path)
    m = Match(RuleSet(mode="fan", match_hands=3), seed=12)
    rng = random.Random(12)
    for _ in range(3):
        play_random(m, rng, 0)
        while not m.hand_over():
            seat = rng.choice(m.state.to_act())
            m.apply(rng.choice(m.state.legal_actions(seat)))
        events = [e.to_dict() for e in m.state.events]
        rec = history.record(m, m.next_hand(), PLAYERS)
        assert rec.bao is None and rec.bid is None and rec.mode == "fan"
        again = HistoryRecord.from_dict(json.loads(json.dumps(rec.to_dict())))
        assert again == rec
        replayed = replay_state(again)
        assert [e.to_dict() for e in replayed.events] == events and replayed.result is not None
    # a bao record still needs its 包家 and bid
    data = rec.to_dict() | {"rules": RuleSet().to_dict()}
    with pytest.raises(ValueError, match="bao"):
        HistoryRecord.from_dict(data)


def test_a_fan_sim_log_reads_back_and_replays(tmp_path) -> None:
    buffer = io.StringIO()
    summary = run_sim(["random", "easy", "normal", "hard"], hands=4, seed=6, rules=FAN,
                      log_file=buffer)  # fmt: skip
    assert all(p["bao_hands"] == 0 for p in summary["players"])
    assert '"type": "bao"' not in buffer.getvalue()
    path = tmp_path / "sim.jsonl"
    path.write_text(buffer.getvalue(), encoding="utf-8")
    log = open_replay(path)
    assert log.skipped == 0 and len(log.hands) == 4
    for hand in log.hands:
        rec = hand.record
        assert rec is not None and rec.bao is None and rec.bid is None
        assert [e.to_dict() for e in replay_state(rec).events] == hand.events


def test_zhuji_sim_takes_the_game_as_a_rule(capsys) -> None:
    args = ["--players", "random,easy,normal,hard", "--hands", "8", "--seed", "2", "--check"]
    assert sim_main([*args, "--rule", "mode=fan", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hands"] == 8 and sum(p["bao_hands"] for p in data["players"]) == 0
    assert sum(p["score_total"] for p in data["players"]) == 0


# --- every computer level plays fan hands ------------------------------------------------------


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_level_plays_fan_hands_to_the_end(level: str) -> None:
    """Each level, in every seat, plays fan hands legally (fan_wild_kinds 1 and 2)."""
    wins = 0
    for seed in range(6):
        rules = RuleSet(mode="fan", fan_wild_kinds=1 + seed % 2)
        h = HandState.deal(seed, rules)
        players = [make_player(level, seed * 4 + s) for s in range(4)]
        while not h.is_ended():
            for seat in h.to_act():
                legal = h.legal_actions(seat)
                action = players[seat].decide(h.view(seat), legal)
                assert action in legal, (level, seed, action)
                h.apply(action)
            h.check_invariants()
        wins += h.result is not None and not h.result.drawn
    assert wins >= 2 or level == "random"  # random players seldom complete a hand
