"""History: recording finished hands, reading them back, statistics, replays, sim logs."""

from __future__ import annotations

import io
import json
import random
from datetime import datetime, timezone

import pytest

from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.state import HandState, random_move
from zhuji_desktop.history import (
    History,
    HistoryRecord,
    PlayerInfo,
    ReplayError,
    append_record,
    load_history,
    player_stats,
    replay_state,
)
from zhuji_desktop.replay import open_replay
from zhuji_desktop.sim import run as run_sim

PLAYERS = (
    PlayerInfo("你", "human"),
    PlayerInfo("电脑1", "easy"),
    PlayerInfo("电脑2", "normal"),
    PlayerInfo("电脑3", "hard"),
)
WHEN = datetime(2024, 5, 1, 20, 30, tzinfo=timezone.utc)


def play_hand(match: Match, rng: random.Random) -> None:
    """Random legal moves (taking any win) until the hand ends."""
    while not match.hand_over():
        match.apply(random_move(match.state, rng))


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """(history, match, [(record, events of that hand)]) for a match of six hands."""
    folder = tmp_path_factory.mktemp("data")
    history = History(folder)
    match = Match(RuleSet(match_hands=6, base_points=2), seed=11)
    rng = random.Random(11)
    hands = []
    while not match.finished:
        play_hand(match, rng)
        events = [e.to_dict() for e in match.state.events]
        rec = history.record(match, match.next_hand(), PLAYERS, when=WHEN)
        hands.append((rec, events))
    return history, match, hands


def test_every_hand_is_recorded(played) -> None:
    history, match, hands = played
    loaded = history.load()
    assert loaded.skipped == 0
    assert loaded.records == [rec for rec, _ in hands]
    assert len(loaded.records) == 6
    first = loaded.records[0]
    assert first.date == "2024-05-01T20:30:00+00:00"
    assert first.players == PLAYERS and first.match_seed == 11
    assert first.rules == match.rules.to_dict()
    for rec, hand in zip(loaded.records, match.records):
        assert (rec.dealer, rec.bao, rec.bid, rec.winner, rec.tai) == (
            hand.dealer,
            hand.bao,
            hand.bid,
            hand.winner,
            hand.tai,
        )
        assert rec.deltas == hand.deltas and rec.actions == hand.actions
        assert rec.old_dealer == hand.old_dealer and rec.seed == hand.seed


def test_history_lines_are_json(played) -> None:
    history, _, _ = played
    lines = history.path.read_text(encoding="utf-8").splitlines()
    data = json.loads(lines[0])
    assert data["version"] == 1 and data["players"][0] == {"name": "你", "kind": "human"}
    assert {"date", "dealer", "winner", "tai", "deltas", "bao", "bid", "seed", "rules"} <= set(data)
    assert {"actions", "old_dealer"} <= set(data)


def test_stats_add_up_to_the_match(played) -> None:
    history, match, _ = played
    stats = player_stats(history.load().records)
    assert [s.name for s in stats] == [p.name for p in PLAYERS]
    assert [s.total for s in stats] == match.scores
    assert all(s.hands == 6 for s in stats)
    assert sum(s.bao_hands for s in stats) == 6
    wins = sum(r.winner is not None for r in match.records)
    assert sum(s.wins for s in stats) == wins
    assert sum(s.bao_successes for s in stats) == sum(r.winner == r.bao for r in match.records)
    assert stats[0].average == pytest.approx(match.scores[0] / 6)


def test_replay_rebuilds_each_hand(played) -> None:
    _, _, hands = played
    for rec, events in hands:
        final = replay_state(rec)
        assert final.events[0].type == "deal"
        assert [e.to_dict() for e in final.events] == events
        assert [str(a) for a in final.actions] == list(rec.actions)
        assert final.is_ended()
        by_player = tuple(final.result.deltas[rec.seat_of(p)] for p in range(4))
        assert by_player == rec.deltas


def test_replay_state_after_n_actions(played) -> None:
    rec = played[2][0][0]
    state = replay_state(rec, 5)
    assert [str(a) for a in state.actions] == list(rec.actions[:5])
    assert replay_state(rec, 0).actions == []


def test_replay_of_a_bad_action_says_which(played) -> None:
    rec = played[2][0][0]
    broken = HistoryRecord.from_dict({**rec.to_dict(), "actions": [*rec.actions[:3], "E win"]})
    with pytest.raises(ReplayError, match="action 4"):
        replay_state(broken)


def test_seat_and_player_mapping(played) -> None:
    rec = played[2][-1][0]
    for p in range(4):
        assert rec.player_at(rec.seat_of(p)) == p
    assert rec.seat_of(rec.dealer) == 0


# --- corrupt lines --------------------------------------------------------------------------


def good_line(played) -> str:
    return json.dumps(played[2][0][0].to_dict(), ensure_ascii=False)


@pytest.mark.parametrize(
    "bad",
    [
        "{not json",
        "[1, 2, 3]",
        '"text"',
        '{"version": 2}',
        "\udcff",  # undecodable bytes, below
        "SWAP:deltas=[1,1,1,1]",
        "SWAP:players=[]",
        "SWAP:players=[1,2,3,4]",  # the audit's line: AttributeError, and History broke
        "SWAP:winner=7",
        "SWAP:seed=true",
        'SWAP:rules={"colour": "red"}',
        "SWAP:actions=[1]",
        'SWAP:items=[["x"]]',
        'SWAP:self_drawn="yes"',
        # lines that parse but are no hand (the hostile review's): counted, they distorted
        # the statistics
        "SWAP:hand_index=-1",
        "SWAP:tai=-5",
        "SWAP:taken_back=-1",  # moves taken back: a count
        "SWAP:taken_back=true",
        'SWAP:taken_back="2"',
        "SWAP:deltas=[2000000000000000000000000000000, -2000000000000000000000000000000, 0, 0]",
        # a key twice: which value is the record is a guess (the autosave refuses it too)
        "TWICE:hand_id",
    ],
)
def test_corrupt_lines_are_skipped_and_counted(played, tmp_path, bad) -> None:
    good = good_line(played)
    other = json.dumps(played[2][1][0].to_dict(), ensure_ascii=False)  # another hand
    if bad.startswith("SWAP:"):
        key, _, value = bad[5:].partition("=")
        bad = json.dumps({**json.loads(good), key: json.loads(value)})
    elif bad.startswith("TWICE:"):  # even with the same value
        key = bad[6:]
        bad = good[:-1] + f", {json.dumps(key)}: {json.dumps(json.loads(good)[key])}}}"
    path = tmp_path / "history.jsonl"
    body = (good + "\n" + bad + "\n\n" + other + "\n").encode("utf-8", "surrogateescape")
    path.write_bytes(body)
    loaded = load_history(path)
    assert (len(loaded.records), loaded.skipped, loaded.error) == (2, 1, None)


@pytest.mark.parametrize(
    "changes",
    [
        {"discarder": 1},  # the winner discarded its own winning tile
        {"self_drawn": True},  # self-drawn, with a discarder
        {"tai": None},  # a win without 台
    ],
)
def test_a_won_hand_that_cannot_be_is_refused(changes) -> None:
    won = {"winner": 1, "discarder": 2, "tai": 3, "deltas": [-18, 45, -18, -9]}
    assert record(**won).winner == 1
    with pytest.raises(ValueError, match="disagree"):
        record(**{**won, **changes})


def test_missing_history_is_empty(tmp_path) -> None:
    loaded = load_history(tmp_path / "none.jsonl")
    assert loaded.records == [] and loaded.skipped == 0


def test_append_after_a_cut_off_line(played, tmp_path) -> None:
    path = tmp_path / "history.jsonl"
    path.write_text('{"version": 1, "da', encoding="utf-8")  # a crash mid-write
    append_record(path, played[2][0][0])
    loaded = load_history(path)
    assert (len(loaded.records), loaded.skipped) == (1, 1)


# --- statistics on hand-made records --------------------------------------------------------


def record(**changes) -> HistoryRecord:
    base = {
        "version": 1,
        "source": "game",
        "date": "2024-01-01T00:00:00",
        "match_seed": 1,
        "hand_index": 0,
        "players": [p.to_dict() for p in PLAYERS],
        "dealer": 0,
        "old_dealer": False,
        "bao": 0,
        "bid": "3",
        "winner": None,
        "discarder": None,
        "self_drawn": False,
        "tai": None,
        "items": [],
        "deltas": [-30, 10, 10, 10],
        "seed": 5,
        "rules": {},
        "actions": [],
    }
    return HistoryRecord.from_dict({**base, **changes})


def test_player_stats_counts() -> None:
    records = [
        record(winner=0, self_drawn=True, tai=3, deltas=[90, -30, -30, -30]),  # bao wins
        record(winner=1, discarder=2, tai=1, deltas=[-20, 30, -10, 0], bao=3),
        record(deltas=[-30, 10, 10, 10]),  # drawn: the bao (0) pays
        record(winner=2, discarder=0, tai=2, deltas=[-40, 0, 40, 0], bao=2),
    ]
    you, c1, c2, c3 = player_stats(records)
    assert (you.hands, you.wins, you.self_draws, you.deal_ins) == (4, 1, 1, 1)
    assert (you.bao_hands, you.bao_successes, you.bao_success_rate) == (2, 1, 0.5)
    assert (you.total, you.average) == (0, 0.0)
    assert (c1.wins, c1.self_draws, c1.total) == (1, 0, 10)
    assert (c2.deal_ins, c2.bao_hands, c2.bao_successes, c2.bao_success_rate) == (1, 1, 1, 1.0)
    assert (c3.bao_hands, c3.bao_successes, c3.bao_success_rate) == (1, 0, 0.0)
    assert c3.average == pytest.approx(-20 / 4)


def test_stats_by_name_across_seats() -> None:
    swapped = [PLAYERS[1].to_dict(), PLAYERS[0].to_dict(), *[p.to_dict() for p in PLAYERS[2:]]]
    stats = player_stats([record(), record(players=swapped)])
    assert [s.name for s in stats] == ["你", "电脑1", "电脑2", "电脑3"]
    assert stats[0].total == -30 + 10 and stats[0].hands == 2


def test_stats_count_names_made_equal_as_one_player() -> None:
    english = [{**p.to_dict(), "name": n} for p, n in zip(PLAYERS, ["You", "C1", "C2", "C3"])]
    same = {"You": "你", "C1": "电脑1", "C2": "电脑2", "C3": "电脑3"}
    stats = player_stats([record(), record(players=english)], lambda n: same.get(n, n))
    assert [s.name for s in stats] == ["你", "电脑1", "电脑2", "电脑3"]
    assert [s.hands for s in stats] == [2, 2, 2, 2]
    assert len(player_stats([record(), record(players=english)])) == 8  # by default: as written


def test_a_computer_that_had_a_persons_name_counts_apart() -> None:
    """The new-game dialog keeps names typed: a tester's hot-seat "Bob" later named a
    computer seat, and the statistics added the computer's hands to Bob's."""
    bob_plays = [{"name": "Bob", "kind": "human"}, *[p.to_dict() for p in PLAYERS[1:]]]
    bob_computer = [PLAYERS[0].to_dict(), {"name": "Bob", "kind": "easy"},
                    *[p.to_dict() for p in PLAYERS[2:]]]  # fmt: skip
    stats = player_stats([record(players=bob_plays), record(players=bob_computer)])
    bobs = [s for s in stats if s.name == "Bob"]
    assert [(s.computer, s.hands, s.total) for s in bobs] == [(False, 1, -30), (True, 1, 10)]


def test_stats_of_nothing() -> None:
    assert player_stats([]) == []
    assert record().players[0].kind == "human"


# --- zhuji-sim logs --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def sim_log(tmp_path_factory):
    """(path of a sim log, the sim's summary) for 6 hands of random players."""
    path = tmp_path_factory.mktemp("sim") / "sim.jsonl"
    buffer = io.StringIO()
    summary = run_sim(["random", "random", "easy", "random"], hands=6, seed=4, log_file=buffer)
    path.write_text(buffer.getvalue(), encoding="utf-8")
    return path, summary


def test_sim_log_stats_match_the_sim_summary(sim_log) -> None:
    path, summary = sim_log
    log = open_replay(path)
    records = [h.record for h in log.hands if h.record is not None]
    assert log.skipped == 0 and len(log.hands) == len(records) == 6
    assert all(r.source == "sim" and r.actions for r in records)
    stats = {s.name: s for s in player_stats(records)}
    for slot, expected in enumerate(summary["players"]):
        got = stats[f"{expected['name']}#{slot + 1}"]
        assert got.hands == expected["hands"]
        assert got.total == expected["score_total"]
        assert (got.wins, got.self_draws, got.deal_ins) == (
            expected["wins"],
            expected["self_draws"],
            expected["deal_ins"],
        )
        assert (got.bao_hands, got.bao_successes) == (expected["bao_hands"], expected["bao_wins"])


def test_sim_hand_replays_from_its_actions(sim_log) -> None:
    hand = open_replay(sim_log[0]).hands[0]
    assert hand.events and hand.record is not None
    assert hand.events[0]["type"] == "deal" and hand.events[-1]["type"] == "settle"
    assert [e.to_dict() for e in replay_state(hand.record).events] == hand.events


def test_sim_log_with_bad_lines(sim_log, tmp_path) -> None:
    lines = sim_log[0].read_text(encoding="utf-8").splitlines()
    cut = next(i for i, line in enumerate(lines[1:], 1) if '"type": "hand"' in line)
    text = "\n".join(
        ['{"type": "draw"}', "garbage", *lines[: cut - 3], *lines[cut:]]  # hand 1 cut short
    )
    path = tmp_path / "sim.jsonl"
    path.write_text(text, encoding="utf-8")
    # the two bad lines are skipped (an event before any hand, and garbage); hand 1 is kept
    # for its events, but makes no record
    log = open_replay(path)
    assert log.skipped == 2 and len(log.hands) == 6
    assert [h.record is None for h in log.hands] == [True, False, False, False, False, False]
    # a log whose first lines are damaged, into garbage or into objects of neither kind, is
    # still read as a log (it was read as a history: every line skipped, no hand)
    for first in ("garbage", "{}", '{"foo": 1}', "[1, 2]"):
        path.write_text("\n".join([first, *lines]), encoding="utf-8")
        log = open_replay(path)
        assert log.skipped == 1 and len(log.hands) == 6, first
    history = tmp_path / "history.jsonl"  # and a history whose first line is damaged is not
    records = [json.dumps(r.to_dict()) for r in (h.record for h in log.hands) if r is not None]
    history.write_text("\n".join(["garbage", "{}", *records]), encoding="utf-8")
    assert len(open_replay(history).hands) == 6


def test_sim_header_with_actions_replays(tmp_path) -> None:
    rules = RuleSet()
    state = HandState.deal(77, rules)
    rng = random.Random(77)
    while not state.is_ended():
        state.apply(random_move(state, rng))
    header = {
        "type": "hand",
        "index": 0,
        "rotation": 0,
        "seed": 77,
        "players": dict(zip("ESWN", ["hard", "normal", "normal", "easy"])),
        "rules": rules.to_dict(),
        "actions": [str(a) for a in state.actions],
    }
    lines = [json.dumps(header)] + [json.dumps(e.to_dict()) for e in state.events]
    path = tmp_path / "sim.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    rec = open_replay(path).hands[0].record
    assert rec is not None
    assert [p.name for p in rec.players] == ["hard#1", "normal#2", "normal#3", "easy#4"]
    replayed = replay_state(rec).events
    assert [e.to_dict() for e in replayed] == [e.to_dict() for e in state.events]
    assert rec.deltas == state.result.deltas


def test_the_replay_reads_either_format(played, sim_log) -> None:
    history, _, _ = played
    assert len(open_replay(history.path).hands) == 6
    sim = [h.record for h in open_replay(sim_log[0]).hands]
    assert len(sim) == 6 and all(r is not None and r.source == "sim" for r in sim)


@pytest.fixture
def full(monkeypatch) -> dict[str, bool]:
    """``full["on"] = True``: the history's disk is full (its appends fail) until set False."""
    import errno

    import zhuji_desktop.history as history_module

    real = history_module.append_record
    state = {"on": False}

    def append(path, record, folder=None):
        if state["on"]:
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, record, folder)

    monkeypatch.setattr(history_module, "append_record", append)
    return state


def test_hands_played_while_the_disk_was_full_are_written_once_it_has_room(tmp_path, full) -> None:
    """A tester filled the disk for two hands and freed it: the history went 0, 1, 2, 5, 6."""
    history = History(tmp_path)
    match = Match(RuleSet(match_hands=5), seed=4)
    rng = random.Random(4)
    for index in range(5):
        full["on"] = index in (2, 3)
        play_hand(match, rng)
        try:
            history.record(match, match.next_hand(), PLAYERS, when=WHEN)
        except OSError:
            assert index in (2, 3) and history.status.reason is not None
    assert [r.index for r in history.load().records] == [0, 1, 2, 3, 4]
    assert not history.pending and history.status.ok


def test_a_finished_match_whose_hands_missed_the_history_is_booked_at_the_next_start(
    tmp_path, full
) -> None:
    """The disk stayed full to the match's end: its autosave keeps the hands, and the next
    start puts the missing ones in the history (the last, as ever, when the player goes on
    from its result) before the autosave goes."""
    from zhuji_desktop import app
    from zhuji_desktop.storage import Autosave
    from zhuji_desktop.ui.model.session import Session, default_seats

    session = Session(tmp_path)
    match = Match(RuleSet(match_hands=3), seed=9)
    rng = random.Random(9)
    while not match.finished:
        play_hand(match, rng)
        session.record(match, match.next_hand(), default_seats())
        full["on"] = True  # the history's disk is full from the second hand on
        session.save(match, default_seats(), 0)  # (the autosave's is not)
    session.finish()
    assert Autosave(tmp_path).path.exists()  # kept: its hands are not all in the history
    full["on"] = False
    assert [r.index for r in History(tmp_path).load().records] == [0]
    # the next start: the match stands at its last hand's result, as it was saved; the hands
    # before it go into the history now, and that one when the player goes on, as ever
    recovery = app.recover_folder(tmp_path)
    assert recovery.match is not None and recovery.match.hand_over()
    assert [r.index for r in History(tmp_path).load().records] == [0, 1]
    again = Session(tmp_path)
    again.record(recovery.match, recovery.match.next_hand(), default_seats())
    again.finish()
    assert [r.index for r in History(tmp_path).load().records] == [0, 1, 2]
    assert not Autosave(tmp_path).path.exists()


def test_computers_of_other_levels_under_one_name_count_apart() -> None:
    """A tester saw 电脑1's row add an easy match's hands to a hard one's."""
    hard = [PLAYERS[0].to_dict(), {"name": "电脑1", "kind": "hard"},
            *[p.to_dict() for p in PLAYERS[2:]]]  # fmt: skip
    stats = player_stats([record(), record(players=hard)])
    ones = [s for s in stats if s.name == "电脑1"]
    assert sorted((s.level, s.hands) for s in ones) == [("easy", 1), ("hard", 1)]
    assert all(s.level == "" for s in stats if s.name != "电脑1")  # one level: no word added


def test_a_hand_keeps_its_moves_taken_back_and_an_old_line_has_none(played) -> None:
    """The history marks a hand played over with 悔牌; a line written before says none."""
    from zhuji_desktop.history import HistoryRecord

    data = json.loads(good_line(played))
    assert "taken_back" in data and data["taken_back"] == 0
    assert HistoryRecord.from_dict({**data, "taken_back": 3}).taken_back == 3
    del data["taken_back"]
    assert HistoryRecord.from_dict(data).taken_back == 0
