"""zhuji-sim: the JSON summary, duplicate counting, jobs, logs, the check mode, bad arguments."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import textwrap
import tracemalloc
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests import REPO
from zhuji_desktop import sim
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.state import HandState
from zhuji_desktop.sim.players import Seat

KEYS = {
    "name",
    "hands",
    "score_total",
    "score_per_hand",
    "ci95",
    "wins",
    "self_draws",
    "deal_ins",
    "bao_hands",
    "bao_wins",
    "bao_score_per_hand",
    "forfeits",
    "decisions",
    "decision_ms_median",
    "decision_ms_p99",
}


def run_json(capsys, *args: str) -> dict:
    return run_both(capsys, *args)[0]


def run_both(capsys, *args: str) -> tuple[dict, str]:
    """The JSON summary and what went to stderr."""
    assert sim.main([*args, "--json"]) == 0
    out, err = capsys.readouterr()
    return json.loads(out), err


def bench_module(name: str) -> Any:
    """A script of ``bench/`` loaded as a module (registered: a dataclass looks itself up)."""
    import importlib.util

    path = REPO / "bench" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def test_json_shape(capsys):
    data = run_json(capsys, "--players", "normal,random,easy,random", "--hands", "6", "--seed", "2")
    assert set(data) == {"hands", "seconds", "hands_per_second", "draws", "players"}
    assert data["hands"] == 6
    assert [p["name"] for p in data["players"]] == ["normal", "random", "easy", "random"]
    for p in data["players"]:
        assert set(p) == KEYS
        assert p["hands"] == 6
        assert p["wins"] >= p["self_draws"]
        assert p["bao_hands"] >= p["bao_wins"]
    assert sum(p["score_total"] for p in data["players"]) == 0
    assert sum(p["bao_hands"] for p in data["players"]) == 6


def test_duplicate_counts_deals_and_seats_every_player_everywhere(capsys):
    data = run_json(
        capsys,
        "--players",
        "hard,normal,normal,normal",
        "--hands",
        "2",
        "--duplicate",
        "--seed",
        "4",
    )
    assert data["hands"] == 8
    assert all(p["hands"] == 8 for p in data["players"])
    deal, _, rot = sim.hand_plan(5, 4, True)
    assert (deal, rot) == (1, 1)
    # every rotation of a deal uses the same wall
    assert len({sim.hand_plan(i, 4, True)[1] for i in range(4)}) == 1


def _identity(data: dict) -> list:
    keep = KEYS - {"decision_ms_median", "decision_ms_p99"}
    return [data["hands"], data["draws"], [{k: p[k] for k in keep} for p in data["players"]]]


def test_jobs_do_not_change_results(capsys):
    args = ["--players", "normal,easy,random,normal", "--hands", "10", "--seed", "7"]
    one = run_json(capsys, *args, "--jobs", "1")
    two = run_json(capsys, *args, "--jobs", "2")
    assert _identity(one) == _identity(two)


def test_log_lines_parse_and_start_each_hand_with_a_header(tmp_path, capsys):
    log = tmp_path / "hands.jsonl"
    run_json(capsys, "--players", "random,random,random,random", "--hands", "3", "--log", str(log))
    lines = [json.loads(line) for line in log.read_text("utf-8").splitlines()]
    headers = [x for x in lines if x["type"] == "hand"]
    assert len(headers) == 3
    assert lines[0]["type"] == "hand" and lines[1]["type"] == "deal"
    assert set(headers[0]["players"]) == {"E", "S", "W", "N"}
    assert sum(x["type"] == "settle" for x in lines) == 3


def _sim_log(path, *more: str) -> subprocess.CompletedProcess[str]:
    """zhuji-sim with --log ``path``, in a process of its own (a pipe once held it forever)."""
    args = ["--players", "random,random,random,random", "--hands", "1", "--json"]
    return subprocess.run(
        [sys.executable, "-m", "zhuji_desktop.sim", *args, "--log", str(path), *more],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip


def _refused(done: subprocess.CompletedProcess[str], path, why: str) -> None:
    assert done.returncode == 2 and done.stdout == "", done.stderr
    assert done.stderr == f"zhuji-sim: error: cannot write {path}: {why}\n"


NOT_REGULAR = "it is not a regular file (a folder, a pipe or a device)"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a Unix thing")
def test_a_log_on_a_named_pipe_is_refused_not_waited_on(tmp_path):
    fifo = tmp_path / "hands.jsonl"
    os.mkfifo(fifo)
    _refused(_sim_log(fifo), fifo, NOT_REGULAR)


@pytest.mark.parametrize("where", ["folder", os.devnull])
def test_a_log_on_a_folder_or_a_device_is_refused(tmp_path, where):
    path = tmp_path if where == "folder" else where
    _refused(_sim_log(path), path, NOT_REGULAR)


def test_a_log_is_not_written_through_a_symbolic_link(tmp_path):
    target = tmp_path / "elsewhere.txt"
    target.write_text("keep me", encoding="utf-8")
    link = tmp_path / "hands.jsonl"
    try:
        link.symlink_to(target)
    except OSError:
        pytest.skip("no symbolic links here")
    why = "it is a symbolic link; give the file itself"
    _refused(_sim_log(link), link, why)
    _refused(_sim_log(link, "--overwrite"), link, why)
    assert target.read_text(encoding="utf-8") == "keep me"


def test_a_log_replaces_a_file_only_with_overwrite(tmp_path):
    log = tmp_path / "hands.jsonl"
    log.write_text("a log of last week\n", encoding="utf-8")
    why = "it already exists and is not empty; give --overwrite to replace it"
    _refused(_sim_log(log), log, why)
    assert log.read_text(encoding="utf-8") == "a log of last week\n"
    done = _sim_log(log, "--overwrite")
    assert done.returncode == 0, done.stderr
    assert json.loads(log.read_text(encoding="utf-8").splitlines()[0])["type"] == "hand"
    log.write_text("", encoding="utf-8")  # an empty file holds nothing to lose
    assert _sim_log(log).returncode == 0 and log.stat().st_size > 0


@pytest.mark.skipif(not hasattr(os, "O_NOFOLLOW"), reason="no O_NOFOLLOW (Windows)")
def test_a_link_or_pipe_put_there_after_the_look_is_still_refused(tmp_path, monkeypatch):
    """Between looking at the path and opening it, a link or a pipe may take its place: the
    open itself neither follows the link nor waits for a reader."""
    from zhuji_desktop.engine import cli

    target = tmp_path / "elsewhere.txt"
    target.write_text("keep me", encoding="utf-8")
    link = tmp_path / "link.jsonl"
    link.symlink_to(target)
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)

    def nothing_there(path):
        raise FileNotFoundError(path)

    monkeypatch.setattr(cli.os, "lstat", nothing_there)
    with pytest.raises(cli.OutputRefused, match="symbolic link"):
        cli.open_output(str(link), overwrite=True)
    with pytest.raises(cli.OutputRefused, match="not a regular file"):
        cli.open_output(str(fifo), overwrite=True)
    assert target.read_text(encoding="utf-8") == "keep me"


def test_overwrite_needs_a_log(capsys):
    with pytest.raises(SystemExit) as e:
        sim.main(["--players", "random,random,random,random", "--hands", "1", "--overwrite"])
    assert e.value.code == 2 and "give --log too" in capsys.readouterr().err


def test_check_mode_runs_clean(capsys):
    data = run_json(capsys, "--players", "hard,easy,normal,random", "--hands", "4", "--check")
    assert data["hands"] == 4


def test_check_mode_reports_a_breach(monkeypatch, capsys):
    def broken(self):
        raise AssertionError("tiles are not all accounted for")

    monkeypatch.setattr(HandState, "check_invariants", broken)
    code = sim.main(["--players", "random,random,random,random", "--hands", "2", "--check"])
    err = capsys.readouterr().err
    assert code == 1 and "invariant broken" in err and "wall seed" in err


@pytest.mark.parametrize(
    "args",
    [
        ["--players", "normal,normal", "--hands", "3"],
        ["--players", "normal,normal,normal,wizard", "--hands", "3"],
        ["--players", "normal,normal,normal,normal", "--hands", "0"],
        ["--players", "normal,normal,normal,normal", "--hands", "99999999999999999999"],
        ["--players", "normal,normal,normal,normal", "--hands", "250001", "--duplicate"],
        ["--players", "normal,normal,normal,normal", "--hands", "x"],
        ["--players", "normal,normal,normal,normal", "--hands", "2", "--jobs", "0"],
        ["--players", "normal,normal,normal,normal", "--hands", "2", "--rule", "colour=red"],
        ["--players", "normal,normal,normal,normal", "--hands", "2", "--rule", "seat_wind_tai"],
        ["--hands", "2"],
        ["--players", "normal,normal,normal,normal", "--hands", "1", "--seed", "-1"],
        ["--players", "normal,normal,normal,normal", "--hands", "1", "--log", ""],
        ["--players", "normal,normal,normal,normal", "--hands", "\u0663"],  # an Arabic 3
        ["--players", "normal,normal,normal,normal", "--hands", "\uff15"],  # a full-width 5
        ["--players", "normal,normal,normal,normal", "--hands", "2", "--jobs", "\uff12"],
        ["--players", "normal,normal,normal,normal", "--hands", "1", "--seed", "\u0661"],
    ],
)
def test_bad_arguments_exit_2_with_one_line(args, capsys):
    with pytest.raises(SystemExit) as e:
        sim.main(args)
    assert e.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("zhuji-sim: error:") and "\n" not in err


def test_module_entry_point_prints_only_json():
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "zhuji_desktop.sim",
            "--players",
            "random,random,random,random",
            "--hands",
            "2",
            "--json",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout)["hands"] == 2


# --- scores in the views -------------------------------------------------------------------


@pytest.fixture
def seen_scores(monkeypatch) -> list[tuple[int, ...]]:
    """The scores of every view a player is given (by seat), as they are given."""
    seen: list[tuple[int, ...]] = []
    real_view = HandState.view

    def spy(self, seat, scores=(0, 0, 0, 0)):
        seen.append(tuple(scores))
        return real_view(self, seat, scores)

    monkeypatch.setattr(HandState, "view", spy)
    return seen


def test_views_show_the_running_scores_of_the_round(seen_scores):
    seen = seen_scores
    specs = ["normal", "easy", "random", "normal"]
    task = (specs, list(range(8)), 3, RuleSet().to_dict(), False, False, False, 60.0, {}, False)
    outs = sim.batch._work(task)
    # each hand's views show the totals of the earlier hands of its round, by seat
    totals = [0, 0, 0, 0]
    expected = set()
    for o in outs:
        if o.index % 4 == 0:
            totals = [0, 0, 0, 0]
        rot = o.index % 4
        expected.add(tuple(totals[(s + rot) % 4] for s in range(4)))
        totals = [t + r.delta for t, r in zip(totals, o.players)]
    assert set(seen) == expected and any(any(x) for x in seen)


# --- players of one's own ------------------------------------------------------------------


def _plugin(tmp_path, body: str) -> str:
    path = tmp_path / "myplayers.py"
    path.write_text(
        textwrap.dedent(
            """
            import os, time

            class First:
                def __init__(self, seed=0):
                    self.seed = seed

                def decide(self, view, legal):
                    return legal[0]
            """
        )
        + textwrap.dedent(body),
        encoding="utf-8",
    )
    return str(path)


def test_a_player_from_a_file(tmp_path, capsys):
    path = _plugin(tmp_path, "")
    data = run_json(capsys, "--players", f"{path}:First,random,random,random", "--hands", "2")
    assert data["players"][0]["name"] == f"{path}:First"
    assert data["players"][0]["decisions"] > 0 and data["players"][0]["forfeits"] == 0
    with pytest.raises(SystemExit):
        sim.main(["--players", f"{path}:Nope,random,random,random", "--hands", "1"])
    assert "has no class 'Nope'" in capsys.readouterr().err


SLOW = """
class Slow(First):
    def decide(self, view, legal):
        if view.phase == "play":
            time.sleep(30)
        return legal[0]

class Raises(First):
    def decide(self, view, legal):
        raise RuntimeError("boom")

class Exits(First):
    def decide(self, view, legal):
        if view.phase == "play":
            os._exit(7)
        return legal[0]
"""


def test_a_slow_player_forfeits_after_the_timeout(tmp_path, capsys):
    path = _plugin(tmp_path, SLOW)
    args = ["--players", f"{path}:Slow,random,random,random", "--hands", "2"]
    data, err = run_both(capsys, *args, "--decision-timeout", "0.5")
    assert data["hands"] == 2 and data["players"][0]["forfeits"] == 2
    assert "took longer than 0.5 s" in err and "forfeits the hand" in err and "seat" in err


def test_a_raising_player_is_reported_not_a_traceback(tmp_path, capsys):
    path = _plugin(tmp_path, SLOW)
    data, err = run_both(capsys, "--players", f"random,{path}:Raises,random,random", "--hands", "1")
    assert data["players"][1]["forfeits"] == 1
    assert f"player '{path}:Raises' raised RuntimeError: boom" in err
    assert "at hand 1 (log index 0," in err and "deciding in bidding among" in err
    assert "Traceback" not in err


ILLEGAL = """
from zhuji_desktop.engine.actions import Action, Verb

class Huge(First):
    def decide(self, view, legal):
        return "x" * 5_000_000

class Stranger(First):
    def decide(self, view, legal):
        return Stranger()  # of a class the simulator's process cannot even load

class Flatterer(First):
    def decide(self, view, legal):
        class Yes:
            def __eq__(self, other):
                return True
        return Yes()

class OtherSeat(First):
    def decide(self, view, legal):
        return Action((legal[0].seat + 1) % 4, Verb.PASS)
"""


@dataclass
class _Forfeits:
    stderr: str
    forfeits: list[int]


def _forfeiting(players: str, hands: int) -> _Forfeits:
    """A run of ``players`` (which completes, whatever they do): its stderr and forfeits."""
    cmd = [sys.executable, "-m", "zhuji_desktop.sim", "--players", players, "--hands", str(hands)]
    out = subprocess.run([*cmd, "--json"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return _Forfeits(out.stderr, [p["forfeits"] for p in json.loads(out.stdout)["players"]])


def test_a_player_that_chooses_an_illegal_action_forfeits_the_hand(tmp_path):
    """Once "check failed" ended the whole run (without --check), the 5 MB answer quoted
    whole, and an object of the player's own class was a traceback."""
    path = _plugin(tmp_path, ILLEGAL)
    out = _forfeiting(f"{path}:Huge,{path}:Stranger,{path}:Flatterer,{path}:OtherSeat", 2)
    assert out.forfeits == [2, 2, 2, 2]
    said = ("not legal", "where an Action (zhuji_desktop.engine.actions) was expected")
    lines = [line for line in out.stderr.splitlines() if any(s in line for s in said)]
    assert len(lines) == 8 and "Traceback" not in out.stderr and "check failed" not in out.stderr
    for line in lines:
        assert len(line) < 700, line[:800]
        assert " at hand " in line and ", seat " in line and line.endswith("forfeits the hand")
    huge = next(line for line in lines if ":Huge'" in line)
    assert "answered a str where an Action (zhuji_desktop.engine.actions) was expected: " in huge
    assert "'xxxxxxxx" in huge
    assert "… (5,000,000 characters) at hand 1 (log index 0, deal 0" in huge
    assert any(":Stranger' answered a Stranger where an Action" in line for line in lines)
    assert any(":Flatterer' answered a Flatterer.decide.<locals>.Yes where" in x for x in lines)
    other = next(line for line in lines if ":OtherSeat'" in line)
    assert " pass at hand " in other  # an action is shown in its notation


LOOKALIKES = """
import json

from zhuji_desktop.engine.actions import Action

class Mine:
    def __init__(self, action):
        self.action = action

    def __repr__(self):
        return str(self.action)

class Lookalike(First):
    def decide(self, view, legal):
        return Mine(legal[0])  # prints as "E pass": the message must not say it is not legal

class Sub(Action):
    pass

class Subclassing(First):
    def decide(self, view, legal):
        a = legal[0]
        return Sub(a.seat, a.verb, a.tiles, a.bid)  # an Action all the same

def read_notes():
    return json.loads("{not json")

class Deep(First):
    def decide(self, view, legal):
        return read_notes()
"""


def test_an_answer_that_only_looks_like_an_action_is_said_so(tmp_path):
    """An outside bot author's answer of a class of their own printed as "E pass" was
    reported as "not legal: E pass" beside the legal "E pass"; an Action subclass was
    refused; an error raised inside the library named only the library's line."""
    path = _plugin(tmp_path, LOOKALIKES)
    out = _forfeiting(f"{path}:Lookalike,{path}:Subclassing,{path}:Deep,random", 1)
    assert out.forfeits == [1, 0, 1, 0]
    mine = ":Lookalike' answered a Mine where an Action (zhuji_desktop.engine.actions) was "
    assert mine + "expected: E pass at hand 1" in out.stderr
    deep = next(line for line in out.stderr.splitlines() if ":Deep' raised" in line)
    assert (
        "JSONDecodeError" in deep and f"called from {path}:" in deep and " in read_notes)" in deep
    )


def test_a_decide_that_cannot_take_view_and_legal_is_refused_at_once(tmp_path):
    """decide(self, view) raised TypeError at every decision, reported at the simulator's
    own line; it is refused before any hand is played, as a class with no decide is."""
    path = tmp_path / "wrong.py"
    path.write_text("class OneArgument:\n    def decide(self, view):\n        return None\n")
    cmd = [sys.executable, "-m", "zhuji_desktop.sim", "--players",
           f"{path}:OneArgument,random,random,random", "--hands", "1"]  # fmt: skip
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert out.returncode == 2
    assert "is not a player: its decide(view) cannot be called as decide(view, legal)" in (
        out.stderr
    )


def test_a_built_in_level_that_chooses_an_illegal_action_stops_the_run(monkeypatch, capsys):
    """That would be a bug of ours: said in one line, the action cut short."""
    monkeypatch.setattr(Seat, "decide", lambda self, view, legal, timeout: "y" * 10**6)
    code = sim.main(["--players", "random,random,random,random", "--hands", "1", "--json"])
    err = capsys.readouterr().err.strip()
    assert code == 1 and len(err.splitlines()) == 1 and len(err) < 500, err[:600]
    assert err.startswith("zhuji-sim: error: hand 1 (log index 0, deal 0")
    assert "check failed" not in err
    assert "the built-in player 'random' at seat E chose an action that is not legal" in err
    assert "(1,000,000 characters)" in err


NOISY = """
class Chatty(First):
    def decide(self, view, legal):
        print("thinking out loud")
        return legal[0]

class Interrupted(First):
    def decide(self, view, legal):
        raise KeyboardInterrupt

class Verbose(First):
    def decide(self, view, legal):
        raise ValueError("x" * 1_000_000)
"""


def test_what_a_player_prints_or_raises_never_spoils_the_output(tmp_path):
    """A player of one's own may print (kept off stdout, which is the --json summary), raise
    KeyboardInterrupt (reported in one line, no traceback) or raise a megabyte of message
    (cut short)."""
    path = _plugin(tmp_path, NOISY)
    players = f"{path}:Chatty,{path}:Interrupted,{path}:Verbose,random"
    cmd = [sys.executable, "-m", "zhuji_desktop.sim", "--players", players, "--hands", "1"]
    out = subprocess.run([*cmd, "--json"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    data = json.loads(out.stdout)
    assert [p["forfeits"] for p in data["players"]] == [0, 1, 1, 0]
    assert "thinking out loud" in out.stderr and "Traceback" not in out.stderr
    assert "raised KeyboardInterrupt (" in out.stderr
    assert "(1,000,000 characters)" in out.stderr and len(out.stderr) < 20_000


def test_a_player_that_ends_its_process_is_reported(tmp_path, capsys):
    path = _plugin(tmp_path, SLOW)
    args = ["--players", f"{path}:Exits,random,random,random", "--hands", "4", "--jobs", "2"]
    data, err = run_both(capsys, *args)
    assert data["hands"] == 4 and data["players"][0]["forfeits"] == 4
    assert "its process died (exit code 7)" in err


@pytest.mark.skipif(
    sys.platform == "win32",
    reason="Windows has no fork: its workers are spawned, and a spawned worker does not see"
    " this test's monkeypatched play_hand (Linux and macOS fork them, and run this)",
)
def test_a_worker_that_dies_is_reported_not_waited_on(monkeypatch, capsys):
    real = sim.play_hand

    def dies(specs, index, *args, **kwargs):
        if index == 9:
            os._exit(3)
        return real(specs, index, *args, **kwargs)

    monkeypatch.setattr(sim.batch, "play_hand", dies)
    code = sim.main(["--players", "random,random,random,random", "--hands", "16", "--jobs", "2"])
    err = capsys.readouterr().err
    assert code == 1 and "a worker process died: hands " in err and "-15 were not all" in err


@pytest.mark.parametrize("value", ["0", "-1", "x", "inf", "nan", "3e6", "1e308"])
def test_bad_decision_timeout(value, capsys):
    with pytest.raises(SystemExit) as e:
        sim.main(
            [
                "--players",
                "random,random,random,random",
                "--hands",
                "1",
                "--decision-timeout",
                value,
            ]
        )
    assert e.value.code == 2 and "zhuji-sim: error:" in capsys.readouterr().err


def test_a_bad_decision_timeout_is_refused_before_a_plug_in_is_tried(tmp_path, capsys):
    path = _plugin(tmp_path, "")
    with pytest.raises(SystemExit):
        sim.main(
            [
                "--players",
                f"{path}:First,hard,hard,hard",
                "--hands",
                "1",
                "--decision-timeout",
                "1e10",
            ]
        )
    err = capsys.readouterr().err
    assert "--decision-timeout must be" in err and "cannot start" not in err


REORDERS = """
import sys

class Reorders(First):
    def decide(self, view, legal):
        legal.reverse()  # its own copy: the simulator must play what it returns
        print("CHOSE", legal[0], file=sys.stderr)
        return legal[0]

class BuiltTwice(First):
    made = 0

    def __init__(self, seed=0):
        BuiltTwice.made += 1
        if BuiltTwice.made > 2:  # from the third hand of its process on
            raise RuntimeError("no more")
"""


def test_a_player_that_reorders_its_legal_actions_gets_what_it_chose(tmp_path):
    path = _plugin(tmp_path, REORDERS)
    log = tmp_path / "hands.jsonl"
    args = ["--players", f"{path}:Reorders,hard,hard,hard", "--hands", "1", "--seed", "3"]
    out = subprocess.run(
        [sys.executable, "-m", "zhuji_desktop.sim", *args, "--log", str(log), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    chosen = [line.removeprefix("CHOSE ") for line in out.stderr.splitlines() if "CHOSE" in line]
    header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    played = [a for a in header["actions"] if a.startswith("E ")]
    assert chosen and played == chosen
    assert json.loads(out.stdout)["players"][0]["forfeits"] == 0


def test_a_player_that_cannot_be_built_for_a_hand_forfeits_it_and_is_counted(tmp_path, capsys):
    path = _plugin(tmp_path, REORDERS)
    data, err = run_both(
        capsys, "--players", f"{path}:BuiltTwice,random,random,random", "--hands", "4"
    )
    # its process in the run builds it for hands 0 and 1 (the start-up check has a process
    # of its own); hands 2 and 3 forfeit without a decision asked
    assert data["players"][0]["forfeits"] == 2
    # the registry's words, not "raised ValueError" (the player raised no ValueError)
    assert "could not be built: its constructor failed (RuntimeError: no more)" in err
    assert "ValueError" not in err


def test_a_players_own_value_error_is_not_taken_for_the_registrys(tmp_path, capsys):
    """A ValueError raised by the player's own code while it is built (here its ``decide``
    is a property that fails) is said with its type, as the player's (a reviewer saw
    "player boom from a property at hand 2", no name, no type)."""
    path = _plugin(
        tmp_path,
        """
        class Prop(First):
            @property
            def decide(self):
                raise ValueError("boom from a property")
        """,
    )
    with pytest.raises(SystemExit) as e:
        sim.main(["--players", f"{path}:Prop,random,random,random", "--hands", "1"])
    err = capsys.readouterr().err
    assert e.value.code == 2 and "could not be built: ValueError: boom from a property" in err


def test_a_log_is_never_a_players_source_file(tmp_path):
    """A tester gave --log the plug-in's own file, with --overwrite: the file was cut down
    to the log and every hand forfeited, exit 0."""
    path = _plugin(tmp_path, "")
    source = Path(path).read_text(encoding="utf-8")
    players = f"{path}:First,random,random,random"
    same = subprocess.run(
        [sys.executable, "-m", "zhuji_desktop.sim", "--players", players, "--hands", "1",
         "--log", path, "--overwrite"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert same.returncode == 2 and "is a Python file" in same.stderr
    os.link(path, tmp_path / "run.jsonl")  # the same file under a log's name
    done = subprocess.run(
        [sys.executable, "-m", "zhuji_desktop.sim", "--players", players, "--hands", "1",
         "--log", str(tmp_path / "run.jsonl"), "--overwrite"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2 and "is the file of the player '" in done.stderr
    assert Path(path).read_text(encoding="utf-8") == source


def test_progress_goes_to_a_file_in_lines_not_a_redrawn_bar(tmp_path):
    err = tmp_path / "err.txt"
    with err.open("w") as stderr:
        subprocess.run(
            [sys.executable, "-m", "zhuji_desktop.sim", "--players", "random,random,random,random",
             "--hands", "20", "--json"],
            stdout=subprocess.DEVNULL, stderr=stderr, timeout=60, check=True,
        )  # fmt: skip
    lines = err.read_text().splitlines()
    assert "\r" not in err.read_text() and len(lines) == 10
    assert lines[-1].startswith("zhuji-sim: 20/20 hands, ")


def test_a_forfeiting_seat_never_wins_or_declares_a_kong():
    from zhuji_desktop.engine.actions import Verb
    from zhuji_desktop.sim.players import default_action

    for seed in range(40):
        state = HandState.deal(seed)
        while not state.is_ended():
            for s in state.to_act():
                legal = state.legal_actions(s)
                action = default_action(legal)
                assert action.verb not in (Verb.WIN, Verb.KONG, Verb.CKONG, Verb.ADDKONG)
                state.apply(action)


def test_the_example_player_in_the_docs_plays(tmp_path, capsys):
    text = (REPO / "docs" / "players.md").read_text("utf-8")
    code = text.split("```python\n", 1)[1].split("```", 1)[0]
    (tmp_path / "mybot.py").write_text(code, encoding="utf-8")
    data = run_json(
        capsys, "--players", f"{tmp_path / 'mybot.py'}:MyBot,hard,hard,hard", "--hands", "2"
    )
    assert data["players"][0]["forfeits"] == 0 and data["players"][0]["decisions"] > 0


def test_a_player_file_imports_the_modules_beside_it(tmp_path, capsys):
    (tmp_path / "helpers.py").write_text("def pick(legal):\n    return legal[-1]\n", "utf-8")
    bot = tmp_path / "bot.py"
    bot.write_text(
        "from helpers import pick\n\nclass B:\n    def decide(self, view, legal):\n"
        "        return pick(legal)\n",
        encoding="utf-8",
    )
    data = run_json(capsys, "--players", f"{bot}:B,random,random,random", "--hands", "1")
    assert data["players"][0]["forfeits"] == 0


def test_the_sparring_partners_play_legal_hands(capsys):
    path = REPO / "bench" / "sparring.py"
    players = f"{path}:Bully,{path}:Turtle,hard,normal"
    data, err = run_both(capsys, "--players", players, "--hands", "6", "--check", "--seed", "9")
    assert data["hands"] == 6 and "forfeits the hand" not in err
    assert all(p["forfeits"] == 0 for p in data["players"])


def test_a_huge_hand_count_starts_at_once_in_little_memory(monkeypatch):
    """The chunks of hands are made as they are played: a list of all of them first took
    gigabytes (a MemoryError traceback for ``--hands 1000000000``) before any hand."""
    monkeypatch.setattr(sim.batch, "_work", lambda task: [task[1][0]])
    tracemalloc.start()
    try:
        firsts = list(itertools.islice(sim.outcomes(["random"] * 4, 10**6, 1, RuleSet(),
                                                     False, 1, False, False), 3))  # fmt: skip
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert firsts == [0, 8, 16]
    assert peak < 1_000_000


@pytest.mark.parametrize("jobs", ["62", "100000"])
def test_too_many_jobs_is_refused_not_forked(jobs, capsys):
    """A fork pool starts all its processes at once: ``--jobs 100000`` forked 100,000."""
    with pytest.raises(SystemExit) as e:
        sim.main(["--players", "random,random,random,random", "--hands", "1", "--jobs", jobs])
    err = capsys.readouterr().err.strip()
    assert e.value.code == 2 and err == f"zhuji-sim: error: --jobs must be from 1 to 61, got {jobs}"


def test_bench_edge_splits_the_challengers_score_by_what_happened_in_each_seat(tmp_path, capsys):
    """bench/bench_edge.py: the groups' shares add up to the challenger's score per hand
    that zhuji-sim reports for the same duplicate log, and every case is counted once."""
    import io

    edge = bench_module("bench_edge")
    log = io.StringIO()
    summary = sim.run(["hard", "normal", "normal", "normal"], 6, 11, duplicate=True, log_file=log)
    out = edge.edges(edge.read_plays(log.getvalue().splitlines()))
    hard = summary["players"][0]
    assert out["challenger"] == "hard" and out["hands"] == 24
    assert out["score_per_hand"] == pytest.approx(hard["score_per_hand"], abs=1e-4)
    shares = sum(g["per_hand"] for g in out["groups"].values())
    assert shares == pytest.approx(hard["score_per_hand"], abs=1e-4)
    assert sum(g["cases"] for g in out["groups"].values()) == 24
    bao = sum(g["cases"] for name, g in out["groups"].items() if "challenger not" not in name)
    assert bao == hard["bao_hands"]
    with pytest.raises(ValueError, match="whole deal"):
        edge.edges(edge.read_plays(log.getvalue().splitlines()[:5]))
    # two logs are pooled: their deals both count (the same deal numbers do not collide)
    other = io.StringIO()
    second = sim.run(["hard", "normal", "normal", "normal"], 6, 12, duplicate=True, log_file=other)
    paths = [tmp_path / "a.log", tmp_path / "b.log"]
    for p, text in zip(paths, (log.getvalue(), other.getvalue())):
        p.write_text(text, encoding="utf-8")
    assert edge.main([*map(str, paths), "--json"]) == 0
    pooled = json.loads(capsys.readouterr().out)
    mean = (hard["score_per_hand"] + second["players"][0]["score_per_hand"]) / 2
    assert pooled["hands"] == 48 and pooled["score_per_hand"] == pytest.approx(mean, abs=1e-4)
    rows = pooled["groups"].values()
    assert sum(g["per_hand"] for g in rows) == pytest.approx(mean, abs=1e-4)
    assert all(g["edge_ci95"] >= 0 and g["per_hand_ci95"] >= 0 for g in rows)
    assert any(g["edge_ci95"] > 0 for g in rows)


def test_bench_roles_reads_the_challengers_bao_and_three_hands(tmp_path, capsys):
    """bench/bench_roles.py: its 包家 hands and wins are zhuji-sim's; every other hand of a
    包麻将 log is one of the three; the partners' figures are each partner's share."""
    roles = bench_module("bench_roles")
    log = tmp_path / "l.log"
    with open(log, "w", encoding="utf-8") as f:
        summary = sim.run(["hard", "normal", "normal", "normal"], 8, 5, duplicate=True, log_file=f)
    assert roles.main([str(log), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    hard = summary["players"][0]
    bao, three = out["bao"], out["three"]
    assert out["challenger"] == "hard" and out["hands"] == 32
    assert bao["hands"] == hard["bao_hands"] and bao["hands"] + three["hands"] == 32
    assert round(bao["win_rate"] * bao["hands"]) == hard["bao_wins"]
    wins_as_three = hard["wins"] - hard["bao_wins"]
    assert round(three["win_rate"] * three["hands"]) == wins_as_three
    assert 0 <= three["partner_win_rate"] <= 1 and 0 <= three["partner_deal_in_rate"] <= 1
    assert roles.main([str(log)]) == 0 and "as 包家" in capsys.readouterr().out
    with pytest.raises(ValueError, match="hand line"):
        list(roles.hands(['{"type": "settle", "deltas": {}}']))


def test_bench_paired_compares_two_versions_deal_by_deal(tmp_path, capsys):
    """bench/bench_paired.py: a log against itself gains nothing; against other players on
    the same deals, each side's score a hand is zhuji-sim's, and the gain their difference."""
    paired = bench_module("bench_paired")
    logs = []
    summaries = []
    for name, players in (("a", ["hard", "normal"]), ("b", ["normal", "normal"])):
        log = tmp_path / f"{name}.log"
        with open(log, "w", encoding="utf-8") as f:
            run = sim.run([players[0], *[players[1]] * 3], 6, 5, duplicate=True, log_file=f)
        logs.append(str(log))
        summaries.append(run["players"][0]["score_per_hand"])
    assert paired.main([logs[0], logs[0], "--json"]) == 0
    same = json.loads(capsys.readouterr().out)
    assert same["deals"] == 6 and same["gain"] == 0 and same["ci95"] == 0
    assert paired.main([logs[0], logs[1], "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["before"], out["after"]) == pytest.approx(summaries, abs=1e-3)
    assert out["gain"] == pytest.approx(summaries[1] - summaries[0], abs=1e-3)
    assert out["ci95"] > 0 and out["incomplete_deals"] == 0
    cut = tmp_path / "cut.log"
    lines = Path(logs[0]).read_text(encoding="utf-8").splitlines(keepends=True)
    cut.write_text("".join(lines[:3]), encoding="utf-8")
    assert paired.main([str(cut), logs[1]]) == 2  # no whole deal in common
    assert "fewer than two whole deals" in capsys.readouterr().err
    torn = tmp_path / "torn.log"  # a run stopped while writing: its last line is left out
    torn.write_text("".join(lines) + lines[0][:30], encoding="utf-8")
    assert paired.main([str(torn), logs[1], "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["gain"] == out["gain"]
    other = tmp_path / "other.log"  # another seed: the same deal numbers, other walls
    with open(other, "w", encoding="utf-8") as f:
        sim.run(["normal"] * 4, 6, 6, duplicate=True, log_file=f)
    assert paired.main([logs[0], str(other)]) == 2
    assert "did not deal the same walls" in capsys.readouterr().err
    single = tmp_path / "single.log"
    with open(single, "w", encoding="utf-8") as f:
        sim.run(["normal"] * 4, 6, 5, log_file=f)
    assert paired.main([str(single), logs[1]]) == 2
    assert "not a --duplicate log" in capsys.readouterr().err


def test_bench_budget_judges_settings_and_restores_the_experts_own(monkeypatch):
    """bench/bench_budget.py --reference: each setting (early drops from so many worlds, a
    margin Z) is judged at the expert's budget, and the expert's constants come back."""
    import math

    from zhuji_desktop.ai.search import expert
    from zhuji_desktop.engine.state import HandState

    budget = bench_module("bench_budget")
    monkeypatch.setattr(expert, "DEFAULT_PLAYOUTS", 8)
    kept, z = dict(expert.PRUNE_FROM), expert.Z
    settings = (("early", 1.0, 4, None), ("never", 1.0, math.inf, None), ("Z 0", 1.0, None, 0.0))
    judged = [
        budget.judge((s.view(0), s.legal_actions(0)), 2, settings)
        for s in map(HandState.deal, range(6))
    ]
    judged = [j for j in judged if j]
    assert judged and kept == expert.PRUNE_FROM and z == expert.Z
    for j in judged:
        assert j["group"] == "three" and set(j) == {"group", "early", "never", "Z 0"}
        assert all(loss >= 0 for label in ("early", "never") for loss, _ in j[label])
        assert all(a <= b for (_, a), (_, b) in zip(j["early"], j["never"]))


def test_bench_bid_values_sets_the_searches_figure_beside_the_result(tmp_path):
    """bench/bench_bid_values.py: every hand of a duplicate log in which the expert weighed
    its bid is searched again, and the groups count each such hand once."""
    values = bench_module("bench_bid_values")
    log = tmp_path / "log.jsonl"
    with log.open("w", encoding="utf-8") as f:
        sim.run(["expert:4p", "hard", "hard", "hard"], 3, 5, duplicate=True, log_file=f)
    found = list(sim.read_log(str(log)))
    assert len(found) == 12 and all("deltas" in h for h in found)  # 3 deals × 4
    rows = [r for r in (values.revalue(h, 8) for h in found) if r is not None]
    assert rows
    table = values.report(rows)
    assert sum(t["hands"] for t in table) == len(rows)
    for t in table:
        assert t["choice"] == "pass" or t["choice"].startswith("bid ")
        assert t["difference"] == pytest.approx(t["result"] - t["searched"])


def test_bench_rerun_replays_a_run_and_plays_out_only_the_hands_bid_otherwise(tmp_path):
    """bench/bench_rerun.py: with the code unchanged every hand bids as before and the run
    comes out the same; a hand whose logged bidding differs from what the players do now is
    played to its end (here: as it first was); a wrong --seed is refused."""
    import io

    rerun = bench_module("bench_rerun")
    specs = ["expert:4p", "hard", "hard", "hard"]
    log = tmp_path / "base.jsonl"
    with log.open("w", encoding="utf-8") as f:
        first = sim.run(specs, 3, 5, duplicate=True, log_file=f)
    again = io.StringIO()
    summary = rerun.rerun(rerun.BaseRun(str(log)), 5, 1, again)
    assert summary["changed"] == 0 and summary["paired"] == {"per_hand": 0.0, "ci95": 0.0}
    assert again.getvalue() == log.read_text(encoding="utf-8")
    through = io.StringIO()
    assert rerun.rerun(rerun.BaseRun(str(log)), 5, 1, through, "wilds")["changed"] == 0
    assert through.getvalue() == log.read_text(encoding="utf-8")
    keys = ("score_total", "bao_hands", "wins", "deal_ins")
    for a, b in zip(first["players"], summary["players"]):
        assert all(a[k] == b[k] for k in keys)
        assert b["decisions"] < a["decisions"]  # only the auctions were asked for
    lines = log.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["actions"][0] = "E bid 4" if header["actions"][0] == "E pass" else "E pass"
    forged = tmp_path / "forged.jsonl"
    forged.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    played = io.StringIO()
    summary = rerun.rerun(rerun.BaseRun(str(forged)), 5, 1, played)
    assert summary["changed"] == 1
    assert played.getvalue() == log.read_text(encoding="utf-8")
    with pytest.raises(ValueError, match="--seed 6"):
        rerun.rerun(rerun.BaseRun(str(log)), 6, 1)
    with pytest.raises(ValueError, match="whole log"):
        (tmp_path / "part.jsonl").write_text("\n".join(lines[5:]), encoding="utf-8")
        rerun.BaseRun(str(tmp_path / "part.jsonl"))


def test_a_huge_players_or_rule_value_is_echoed_short(capsys) -> None:
    """--players and --rule quoted a value of thousands of characters whole."""
    from zhuji_desktop import sim

    four = ["--players", "easy,easy,easy,easy"]
    for args in (["--players", "easy" * 2000], [*four, "--rule", "x" * 5000]):
        with pytest.raises(SystemExit):
            sim.main([*args, "--hands", "1"])
        err = capsys.readouterr().err
        assert "characters)" in err and len(err) < 1000, err[-500:]


def test_a_match_length_is_said_to_change_nothing_without_matches(capsys) -> None:
    """With --hands, zhuji-sim plays hands on their own: --rule match_hands was accepted and
    silently did nothing. It is still accepted (every option may be set), and says so; with
    --matches it is the match's length, and nothing is said."""
    argv = ["--players", "easy,easy,easy,easy", "--json", "--rule", "match_hands=2"]
    assert sim.main([*argv, "--hands", "1"]) == 0
    assert "match_hands changes nothing without --matches" in capsys.readouterr().err
    assert sim.main([*argv, "--matches", "2"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["hands"] == 4 and "match_hands" not in err


# --- whole matches (--matches) ---------------------------------------------------------------


def _match_hands(path) -> list[dict]:
    """Each hand of a --matches log: its header with its deal's 老庄 flag, winner, deltas."""
    hands: list[dict] = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        e = json.loads(line)
        if e["type"] == "hand":
            hands.append(e)
        elif e["type"] == "deal":
            hands[-1]["dealt_old"] = e["old_dealer"]
        elif e["type"] == "win":
            hands[-1]["winner"] = e["seat"]
        elif e["type"] == "settle":
            hands[-1]["deltas"] = e["deltas"]
    return hands


def test_matches_keep_the_deal_after_the_dealers_win_and_double_that_hand(tmp_path, capsys):
    """A contract tester found no 老庄 hand in thousands played by zhuji-sim, which deals
    every hand on its own. With --matches it plays whole matches (docs/rules.md §10): after
    the dealer's win or a drawn hand the dealer deals again and every payment is doubled;
    the match ends when the deal has gone round once (match_hands 0, the default)."""
    log = tmp_path / "m.log"
    argv = ["--players", "random,easy,easy,normal", "--matches", "6", "--seed", "3"]
    summary = run_json(capsys, *argv, "--log", str(log))
    hands = _match_hands(log)
    assert summary["matches"] == 6 and summary["hands"] == len(hands)
    assert [h["match"] for h in hands] == sorted(h["match"] for h in hands)
    repeats = 0
    for before, after in itertools.pairwise(hands):
        if after["match"] != before["match"]:
            assert after["hand"] == 1 and not after["old_dealer"]
            continue
        assert after["hand"] == before["hand"] + 1
        stays = before.get("winner") in (None, "E")  # drawn, or East (the dealer) won
        assert after["old_dealer"] is after["dealt_old"] is stays
        repeats += stays
    assert repeats > 0  # the seed was chosen so that the deal stays at least once
    for number in range(6):  # each match: the deal passed four times, then it ended
        own = [h for h in hands if h["match"] == number]
        passes = sum(not h["old_dealer"] for h in own[1:]) + 1
        assert passes == 4, (number, [(h["old_dealer"], h.get("winner")) for h in own])
    # a 老庄 hand pays double: the same hand played again as no 老庄 pays exactly half
    from zhuji_desktop.engine.actions import Action

    for h in (h for h in hands if h["old_dealer"]):
        again = HandState.deal(h["seed"], RuleSet.from_dict(h["rules"]), old_dealer=False)
        for text in h["actions"]:
            again.apply(Action.parse(text))
        assert again.result is not None
        halves = [again.result.deltas[s] * 2 for s in range(4)]
        assert halves == [h["deltas"][letter] for letter in "ESWN"], h["index"]


def test_matches_are_the_same_on_any_number_of_processes_and_show_the_match_scores(capsys, request):
    """The views show the match's real scores by seat, as the table's do."""
    argv = ["--players", "random,easy,random,easy", "--matches", "3", "--seed", "8"]
    argv += ["--rule", "match_hands=3"]
    one, two = run_json(capsys, *argv), run_json(capsys, *argv, "--jobs", "2")
    for summary in (one, two):
        for p in summary["players"]:
            p.pop("decision_ms_median"), p.pop("decision_ms_p99")
        summary.pop("seconds"), summary.pop("hands_per_second")
    assert one == two and one["hands"] == 9
    seen = request.getfixturevalue("seen_scores")  # (after the runs: their views are real)
    outs = sim.play_match(["easy"] * 4, 0, 8, RuleSet(match_hands=3))
    assert len(outs) == 3 and outs[-1].ends_match
    # listed player i is match player i in match 0; East deals hand 1
    running = [0, 0, 0, 0]
    expected = set()
    from zhuji_desktop.engine.match import Match

    match = Match(RuleSet(match_hands=3), sim.match_seed(8, 0))
    for o in outs:
        expected.add(tuple(running[match.player_at(s)] for s in range(4)))
        for s in range(4):  # the outcome is by listed player (= match player here)
            running[s] += o.players[s].delta
        dealer_won = o.players[match.player_at(0)].win
        match.dealer = match.dealer if (dealer_won or o.drawn) else (match.dealer + 1) % 4
    assert set(seen) == expected and any(any(x) for x in seen)


@pytest.mark.parametrize(
    "args",
    [
        ["--matches", "2", "--duplicate"],
        ["--matches", "2", "--hands", "2"],
        ["--matches", "0"],
        ["--matches", str(sim.cli.MAX_MATCHES + 1)],
    ],
)
def test_bad_match_arguments_exit_2_with_one_line(args, capsys):
    with pytest.raises(SystemExit) as e:
        sim.main(["--players", "easy,easy,easy,easy", *args])
    assert e.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("zhuji-sim: error:") and "\n" not in err


def test_bench_oracle_deals_the_true_hands_or_their_true_distances(monkeypatch) -> None:
    """bench/bench_oracle.py: in ``hands`` mode a world is the table as it is, but for the
    order of the wall; in ``distance`` mode each hidden hand is dealt at the distance its
    true hand has (the targets drawn from ``PROGRESS`` are replaced)."""
    import random

    from zhuji_desktop.ai.search import sampling
    from zhuji_desktop.engine.actions import Action, Verb

    oracle = bench_module("bench_oracle")
    h = HandState.deal(seed=3)
    for text in ("E bid 2", "S pass", "W pass", "N pass", "E wild 5z", "E discard 4z"):
        h.apply(Action.parse(text))
    while h.to_act() != [2] or h.step.value != "turn":  # on to W's turn
        seat = h.to_act()[0]
        h.apply(next(a for a in h.legal_actions(seat) if a.verb in (Verb.PASS, Verb.DISCARD)))
    oracle.TRUTH.update(hands=[list(x) for x in h.hands], melds=[list(m) for m in h.melds])
    world = sampling.World.of(h.view(2), h.legal_actions(2))
    p, _seen = oracle._true_hands(world, random.Random(1))
    assert [sorted(p.faces(s)) for s in range(4)] == [sorted(x) for x in h.hands]
    assert p.wall_left == h.wall_left
    targets: list[int] = []
    real = sampling._progress_target
    monkeypatch.setattr(sampling, "_progress_target", real)  # restored when the test ends
    dealt = oracle._true_distances()
    told = sampling._progress_target
    monkeypatch.setattr(
        sampling, "_progress_target", lambda *a: targets.append(told(*a)) or targets[-1]
    )
    p, _seen = dealt(world, random.Random(1))
    assert p.faces(2) == list(h.view(2).hand)
    v = h.view(2)
    true = [sampling.plan_distance(v, s, h.hands[s], h.melds[s], world.public) for s in (0, 1, 3)]
    assert sorted(targets) == sorted(true)


def test_bench_read_counts_the_kinds_a_ready_bao_waits_on_beside_what_the_table_shows(tmp_path):
    """bench/bench_read.py: each fact splits the same kinds as "all" does, and a kind passed
    since the 包家's last discard is never one it waits on (it would have won on it)."""
    read = bench_module("bench_read")
    log = tmp_path / "hard.jsonl"
    with log.open("w", encoding="utf-8") as f:
        sim.run(["hard"] * 4, 6, 11, log_file=f)
    counts = read.tally([str(log)], None)
    hits, total = counts[("all", "")]
    assert total > 0
    for fact in ("the 包家 discarded it", "in sight", "an honour"):
        groups = [v for (name, _value), v in counts.items() if name == fact]
        assert sum(g[1] for g in groups) == total and sum(g[0] for g in groups) == hits
    assert counts[("discarded by another since the 包家's last discard", True)][0] == 0


def test_a_match_log_names_players_as_the_summary_counts_them(tmp_path, capsys):
    """A reviewer read a --matches log in the history: the one easy player showed up as two
    (easy#1 and easy#4), each with half its score, because the headers had no rotation;
    and the hands' numbers began again in each match. Each header now has the line-up's
    rotation and the hand's number in the run."""
    from zhuji_desktop.history import group_sim_log

    log = tmp_path / "m.log"
    argv = ["--players", "easy,random,random,random", "--matches", "3", "--seed", "3"]
    summary = run_json(capsys, *argv, "--rule", "match_hands=2", "--log", str(log))
    hands = _match_hands(log)
    assert [h["index"] for h in hands] == [h["deal"] for h in hands] == list(range(6))
    assert [(h["match"], h["hand"]) for h in hands] == [(m, k) for m in range(3) for k in (1, 2)]
    records = [h.to_record() for h in group_sim_log(str(log)).hands]
    totals: dict[str, int] = {}
    for record in records:
        for player, delta in zip(record.players, record.deltas, strict=True):
            totals[player.name] = totals.get(player.name, 0) + delta
    expected = {f"{p['name']}#{i + 1}": p["score_total"] for i, p in enumerate(summary["players"])}
    assert totals == expected


def test_a_match_that_never_ends_is_cut_and_said(monkeypatch, capsys):
    """Four random players draw every hand, and a drawn hand keeps the deal: their match
    never ended (a reviewer's run played 28,780 hands of 20 matches). A match is cut at
    MAX_MATCH_HANDS hands, and the summary and stderr say how many were."""
    monkeypatch.setattr(sim.hands, "MAX_MATCH_HANDS", 5)
    summary, err = run_both(capsys, "--players", "random,random,random,random", "--matches", "2")
    assert summary["hands"] == 10 and summary["matches_cut"] == 2
    assert "2 matches were cut at 5 hands" in err


def test_the_rule_options_are_named_and_one_may_not_be_given_twice(capsys):
    """An outside bot author found no list of the options, and `--rule mode=fan --rule
    mode=bao` played 包麻将 without a word."""
    for args, said in (
        (["--rule", "bogus=1"], "unknown rule option 'bogus'; the options are: mode, "),
        (["--rule", "mode=fan", "--rule", "mode=bao"], "'mode' given twice: 'fan', then 'bao'"),
    ):
        with pytest.raises(SystemExit) as done:
            sim.main(["--players", "random,random,random,random", "--hands", "1", *args])
        assert done.value.code == 2 and said in capsys.readouterr().err
    assert "no_swap_after_chow" in sim.build_parser().format_help()
    summary, _ = run_both(capsys, "--players", "random,random,random,random", "--hands", "1",
                          "--rule", "mode=fan", "--rule", "mode=fan")  # fmt: skip
    assert summary["hands"] == 1


def test_the_table_of_a_fan_run_has_no_bao_columns(capsys):
    """翻麻将 has no 包家: its table showed "bao 0" and "bao/hand 0.00" for every player."""
    players = ["--players", "random,random,random,random", "--hands", "1"]
    assert sim.main([*players, "--rule", "mode=fan"]) == 0
    fan = capsys.readouterr().out.splitlines()[1]
    assert sim.main(players) == 0
    bao = capsys.readouterr().out.splitlines()[1]
    assert "bao/hand" in bao and "bao" not in fan and "deal-ins" in fan


@pytest.mark.slow  # (about 15 s: the expert's continuations)
def test_bench_deviations_replays_a_run_and_plays_each_departure_both_ways(tmp_path):
    """bench/bench_deviations.py: a run replays as it was logged (no hand diverges), each
    departure of the expert from hard's choice is played out both ways on the real table,
    and a wrong --seed makes the replay diverge rather than measure other players."""
    deviations = bench_module("bench_deviations")
    specs = ["expert:8p", "hard", "hard", "hard"]
    log = tmp_path / "base.jsonl"
    with log.open("w", encoding="utf-8") as f:
        sim.run(specs, 2, 7, duplicate=True, log_file=f)
    hands = deviations.hands_of(str(log), None)
    assert [h["index"] for h in hands] == list(range(8))
    results = [deviations.study_hand((h, 7)) for h in hands]
    assert not any(r["diverged"] for r in results)
    found = [d for r in results for d in r["departures"]]
    assert found, "eight hands of the expert made no departure from hard's choice"
    for d in found:
        role, _, kind = d["kind"].partition(" ")
        assert role in ("bao", "three") and kind and d["estimate"] > 0
        assert isinstance(d["true"], int)
    summary = deviations.summary(results)
    assert summary["hands"] == 8 and sum(k["n"] for k in summary["kinds"].values()) == len(found)
    assert any(deviations.study_hand((h, 8))["diverged"] for h in hands)


def test_a_package_in_the_current_folder_is_a_module_not_a_path(tmp_path):
    """A reviewer: once a path that is not a .py file was refused, any folder here was, and
    ``mybots:Bot`` with ``./mybots/`` a package stopped with "is a folder". A name without
    a separator is a module's; a path with one that is not a .py file is refused."""
    package = tmp_path / "mybots"
    package.mkdir()
    (package / "__init__.py").write_text(
        "class Bot:\n    def decide(self, view, legal):\n        return legal[0]\n"
    )
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    cmd = [sys.executable, "-m", "zhuji_desktop.sim", "--hands", "1", "--json", "--players"]
    out = subprocess.run([*cmd, "mybots:Bot,random,random,random"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    assert out.returncode == 0, out.stderr[-1000:]
    assert json.loads(out.stdout)["players"][0]["forfeits"] == 0
    out = subprocess.run([*cmd, f"{package}:Bot,random,random,random"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    assert out.returncode == 2 and "is a folder: a player of one's own is" in out.stderr
