"""zhuji-sim: the JSON summary, duplicate counting, jobs, logs, the check mode, bad arguments."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from zhuji_desktop import sim

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
    "decisions",
    "decision_ms_median",
    "decision_ms_p99",
}


def run_json(capsys, *args: str) -> dict:
    assert sim.main([*args, "--json"]) == 0
    out = capsys.readouterr().out
    return json.loads(out)


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


def test_check_mode_runs_clean(capsys):
    data = run_json(capsys, "--players", "hard,easy,normal,random", "--hands", "4", "--check")
    assert data["hands"] == 4


def test_check_mode_reports_a_breach(monkeypatch, capsys):
    def broken(self):
        raise AssertionError("tiles are not all accounted for")

    monkeypatch.setattr(sim.HandState, "check_invariants", broken)
    code = sim.main(["--players", "random,random,random,random", "--hands", "2", "--check"])
    err = capsys.readouterr().err
    assert code == 1 and "invariant broken" in err and "wall seed" in err


@pytest.mark.parametrize(
    "args",
    [
        ["--players", "normal,normal", "--hands", "3"],
        ["--players", "normal,normal,normal,wizard", "--hands", "3"],
        ["--players", "normal,normal,normal,normal", "--hands", "0"],
        ["--players", "normal,normal,normal,normal", "--hands", "x"],
        ["--players", "normal,normal,normal,normal", "--hands", "2", "--jobs", "0"],
        ["--players", "normal,normal,normal,normal", "--hands", "2", "--rule", "colour=red"],
        ["--hands", "2"],
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
