"""The calculator: ``evaluate`` in-process, and the ``python -m zhuji_desktop.calc`` contract
(--json, readable zh/en, --batch, exit codes) through subprocesses."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from typing import Any

import pytest

from tests import REPO
from zhuji_desktop import calc
from zhuji_desktop.calc import CaseError, evaluate

WORKED = {"hand": "111z777z123m456m9m", "win": "9m"}  # dealer: 东 2 + 中 1 + 混一色 1


def run_cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, "-m", "zhuji_desktop.calc", *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=REPO,
        env=env,
        timeout=60,
    )


# --- evaluate -------------------------------------------------------------------------------


def test_worked_example() -> None:
    assert evaluate(WORKED) == {
        "complete": True,
        "tai": 4,
        "items": [
            {"key": "east", "label": "东风刻", "tai": 2},
            {"key": "zhong", "label": "中", "tai": 1},
            {"key": "hunyise", "label": "混一色", "tai": 1},
        ],
        "special": None,
        "minimum": 1,
        "can_win": True,
        "deltas": None,
    }
    assert evaluate(WORKED, lang="en")["items"][0]["label"] == "East pung"


def test_zero_tai_hands_cannot_win() -> None:
    r = evaluate({"hand": "222m555p789s345m8p", "win": "8p", "wilds": "5m", "seat": "S"})
    assert (r["complete"], r["tai"], r["can_win"]) == (True, 0, False)
    r = evaluate({"hand": "123m456s567m789p7z", "win": "7z", "wilds": "9p", "seat": "W"})
    assert (r["tai"], r["can_win"]) == (0, False)


def test_payments() -> None:
    # South self-draws 1 台 (中) against E's 2台 bid: docs/rules.md §9's second seed example.
    # A 2台 game has two wild kinds (8s 9s here); the hand holds them, so no 无财.
    case = {"hand": "777z123m456p789s1s", "win": "1s", "seat": "S", "self_drawn": True,
            "wilds": "8s9s"}  # fmt: skip
    r = evaluate({**case, "bao": "E", "bid": "2"})
    assert r["deltas"] == {"E": -17, "S": 11, "W": 3, "N": 3}
    r = evaluate({**case, "bao": "E", "bid": "2台", "old_dealer": True, "base": 2})
    assert r["deltas"] == {"E": -68, "S": 44, "W": 12, "N": 12}
    r = evaluate({**case, "bao": "E", "bid": 2, "rules": {"base_points": 3}})
    assert r["deltas"] == {"E": -51, "S": 33, "W": 9, "N": 9}


def test_minimum_follows_the_bid() -> None:
    case = {**WORKED, "self_drawn": True, "bid": "du4", "wilds": "9m"}
    assert evaluate({**case, "bao": "E"})["minimum"] == 4
    assert evaluate({**case, "bao": "E"})["can_win"] is True
    r = evaluate({**case, "bid": "wucai5", "bao": "E", "wilds": ""})
    assert (r["minimum"], r["can_win"], r["deltas"]) == (5, False, None)
    assert evaluate({**case, "bid": "wucai5", "bao": "S", "wilds": ""})["minimum"] == 1


def test_specials_and_flags() -> None:
    hand = {"hand": "222m555p789s345m8p", "win": "8p", "wilds": "5m"}
    r = evaluate({**hand, "first_turn": True, "self_drawn": True})
    assert (r["special"], r["tai"], r["can_win"]) == ("tianhu", 8, True)
    r = evaluate(
        {**hand, "wilds": "5m6m", "seat": "N", "first_turn": True, "bao": "N", "bid": "7",
         "discarder": "E"}
    )  # fmt: skip
    assert (r["special"], r["can_win"]) == ("dihu", True)
    assert r["deltas"] == {"E": -416, "S": -288, "W": -288, "N": 992}
    kong = {**hand, "hand": "555p789s345m8p", "melds": "[2222m]"}
    assert evaluate({**kong, "kong_draw": True})["tai"] == 1
    r = evaluate({**hand, "wilds": "4m5m", "seat": "S", "rob_kong": True, "discarder": "W",
                  "bao": "E", "bid": 2})  # fmt: skip
    assert r["items"] == [{"key": "qianggang", "label": "抢杠", "tai": 1}]
    assert r["deltas"] == {"E": -16, "S": 9, "W": 3, "N": 4}
    r = evaluate({"hand": "1z", "win": "1z", "melds": "[222z] [333z] [444z] (5555z)"})
    assert r["special"] == "quanzi" and r["tai"] == 8
    r = evaluate({"hand": "1z", "win": "1z", "melds": "[222z][333z][444z](5555z)",
                  "rules": {"all_honours_tai": 6}})  # fmt: skip
    assert r["tai"] == 6


def test_wilds_alone_make_a_set_in_the_hand_but_never_a_meld() -> None:
    """docs/rules.md §5 (our reading): three wilds stand for a pung of 东 in the concealed
    hand (the 包家, East, wins its 2台 on them); a claimed or declared meld keeps a natural
    tile."""
    case = {"hand": "556z123m456p789s5s", "win": "5s", "wilds": "5z6z", "bao": "E", "bid": "2",
            "discarder": "S"}  # fmt: skip
    r = evaluate(case)
    assert (r["items"], r["can_win"]) == ([{"key": "east", "label": "东风刻", "tai": 2}], True)
    assert r["deltas"] == {"E": 23, "S": -9, "W": -7, "N": -7}  # 2^2+5 and 2^1+5 (§9)
    with pytest.raises(calc.CaseError, match="holds no natural tile"):
        evaluate({**case, "hand": "123m456p789s5s", "melds": "[556z]"})


def test_melds_with_wild_faces() -> None:
    r = evaluate({"hand": "456p789s234m5s", "win": "5s", "melds": "[34m5z]", "wilds": "5z"})
    assert [i["key"] for i in r["items"]] == ["pinghu"]
    r = evaluate({"hand": "456p789s234m5s", "win": "5s", "melds": "[234m]", "wilds": "5z"})
    assert [i["key"] for i in r["items"]] == ["pinghu", "wucai"]


BAD_CASES: list[tuple[Any, str]] = [
    ({"hand": "123m"}, "'win' is required"),
    ({"win": "1m"}, "'hand' is required"),
    ({**WORKED, "colour": "red"}, "unknown field"),
    ({**WORKED, "hand": "111z777z123m456m0m"}, "bad tile text"),
    ({**WORKED, "win": "9m9m"}, "exactly one tile"),
    ({**WORKED, "hand": "111z777z123m456m"}, "expected 14"),
    ({**WORKED, "melds": "[123p]"}, "expected 11"),
    ({**WORKED, "melds": "[123p] [123p] [123p] [123p] [123p]"}, "at most 4"),
    ({**WORKED, "melds": "123p"}, "bad melds"),
    ({**WORKED, "melds": "[12p]"}, "3 or 4 tiles"),
    ({**WORKED, "melds": "(111p)"}, "concealed"),
    ({"hand": "1111z777z123m456m", "win": "1z"}, "5 copies of 1z"),
    ({"hand": "1z777z123m456m", "win": "1z", "melds": "[111z]"}, "5 copies of 1z"),
    # Wild faces are physical tiles too.
    ({"hand": "5555m777z123m", "win": "9m", "melds": "[5m55p]", "wilds": "5m"}, "5 copies"),
    ({**WORKED, "seat": "X"}, "bad seat"),
    ({**WORKED, "seat": 1}, "'seat' must be"),
    ({**WORKED, "bao": "E", "bid": "8x"}, "bad bid"),
    ({**WORKED, "bao": "E", "bid": True}, "'bid' must be"),
    ({**WORKED, "bao": "E"}, "both"),
    ({**WORKED, "bid": "2"}, "both"),
    ({**WORKED, "bao": "E", "bid": "wucai2"}, "needs the discarder"),
    ({**WORKED, "discarder": "E"}, "cannot be the winner"),
    ({**WORKED, "discarder": "S", "self_drawn": True}, "no discarder"),
    ({**WORKED, "self_drawn": "yes"}, "'self_drawn' must be"),
    ({**WORKED, "rob_kong": True, "kong_draw": True}, "robbing a kong"),
    ({**WORKED, "base": 0}, "'base' must be a whole number from 1 to 1,000,000"),
    ({**WORKED, "base": 1.5}, "'base' must be"),
    ({**WORKED, "base": 1_000_001}, "from 1 to 1,000,000, got 1000001"),  # as base_points
    ({**WORKED, "base": 10**4000}, "got a number of 4,001 digits"),  # not 4,001 digits echoed
    ({**WORKED, "bid": "wucai" + "9" * 5000}, "bad bid 'wucai9999999999999999999…'"),
    ({**WORKED, "rules": {"seat_wind_tai": 3}}, "seat_wind_tai"),
    ({**WORKED, "rules": {"nope": 1}}, "unknown rule option"),
    ({**WORKED, "rules": []}, "'rules' must be"),
    ({**WORKED, "wilds": "5"}, "bad tile text"),
    ([1, 2], "JSON object"),
]


@pytest.mark.parametrize(("case", "message"), BAD_CASES)
def test_bad_cases(case: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        evaluate(case)


# Cases that parse but cannot happen in a game (issue 11): (case, field, code).
SELF = {**WORKED, "self_drawn": True}  # the dealer self-draws 东 2 + 中 1 + 混一色 1
ROB = {"hand": "11z777z456m999m12p", "win": "9m", "seat": "S", "rob_kong": True,
       "discarder": "W"}  # fmt: skip
IMPOSSIBLE: list[tuple[dict[str, Any], str, str]] = [
    # docs/rules.md §4: the ladder is 2台 .. 无财{top_level}台
    ({**SELF, "bao": "E", "bid": "9", "wilds": "5p6p"}, "bid", "bid_off_ladder"),
    ({**SELF, "bao": "E", "bid": "du8", "wilds": "5p"}, "bid", "bid_off_ladder"),
    ({**SELF, "bao": "E", "bid": "wucai30"}, "bid", "bid_off_ladder"),
    ({**SELF, "bao": "E", "bid": "4", "wilds": "5p6p", "rules": {"top_level": 3}}, "bid",
     "bid_off_ladder"),
    # §5: 无财 no wilds, 独 one kind, N台 a kind and its successor
    ({**SELF, "bao": "E", "bid": "wucai2", "wilds": "1z"}, "wilds", "wilds_not_for_bid"),
    ({**SELF, "bao": "E", "bid": "du2", "wilds": "1z3z5z"}, "wilds", "wilds_not_for_bid"),
    ({**SELF, "bao": "E", "bid": "du2"}, "wilds", "wilds_not_for_bid"),
    ({**SELF, "bao": "E", "bid": "2"}, "wilds", "wilds_not_for_bid"),
    ({**SELF, "bao": "E", "bid": "2", "wilds": "5p"}, "wilds", "wilds_not_for_bid"),
    ({**SELF, "bao": "E", "bid": "2", "wilds": "5p7p"}, "wilds", "wilds_not_for_bid"),
    ({**SELF, "bao": "E", "bid": "2", "wilds": "4z1z2z"}, "wilds", "wilds_not_for_bid"),
    ({**SELF, "wilds": "5p7p"}, "wilds", "wilds_impossible"),
    ({**SELF, "wilds": "5p6p7p"}, "wilds", "wilds_impossible"),
    # flip: one tile of the turned-over kind lies out of play
    ({"hand": "111z7777z123m456m", "win": "9m", "wilds": "7z", "self_drawn": True,
      "rules": {"wild_selection": "flip"}}, "hand", "indicator_copies"),
    # §8 天胡: the dealer, self-drawn, no kong draw, no meld
    ({**WORKED, "first_turn": True}, "first_turn", "first_turn_dealer_not_self_drawn"),
    ({**SELF, "hand": "777z123m456m9m", "melds": "[111z]", "first_turn": True}, "first_turn",
     "first_turn_melds"),
    ({**SELF, "hand": "777z123m456m9m", "melds": "[1111z]", "first_turn": True,
      "kong_draw": True}, "first_turn", "first_turn_melds"),
    ({**SELF, "first_turn": True, "kong_draw": True}, "first_turn", "first_turn_kong_draw"),
    # 地胡: a non-dealer on the dealer's first discard, no meld
    ({**WORKED, "seat": "S", "first_turn": True, "discarder": "W"}, "discarder",
     "first_turn_discarder"),
    ({**WORKED, "seat": "S", "first_turn": True, "self_drawn": True}, "first_turn",
     "first_turn_self_drawn"),
    ({**ROB, "hand": "11z777z456m99m123p", "first_turn": True}, "first_turn",
     "first_turn_rob_kong"),
    # 抢杠 and 杠开
    ({**ROB, "self_drawn": True, "discarder": None}, "rob_kong", "rob_kong_self_drawn"),
    (ROB, "rob_kong", "rob_kong_copies"),
    ({**SELF, "kong_draw": True}, "kong_draw", "kong_draw_without_kong"),
    # §12 翻麻将: no 包家 and no bid; the wilds of a turned-over tile (fan_wild_kinds of them)
    ({**SELF, "wilds": "5p", "bao": "E", "bid": "2", "rules": {"mode": "fan"}}, "bao",
     "bao_in_fan"),
    ({**SELF, "wilds": "5p", "bid": "2", "rules": {"mode": "fan"}}, "bid", "bao_in_fan"),
    ({**SELF, "wilds": "5p", "bao": "S", "rules": {"mode": "fan"}}, "bao", "bao_in_fan"),
    ({**SELF, "rules": {"mode": "fan"}}, "wilds", "wilds_not_for_fan"),
    ({**SELF, "wilds": "5p6p", "rules": {"mode": "fan"}}, "wilds", "wilds_not_for_fan"),
    ({**SELF, "wilds": "5p", "rules": {"mode": "fan", "fan_wild_kinds": 2}}, "wilds",
     "wilds_not_for_fan"),
    ({**SELF, "wilds": "5p7p", "rules": {"mode": "fan", "fan_wild_kinds": 2}}, "wilds",
     "wilds_not_for_fan"),
    ({"hand": "111z7777z123m456m", "win": "9m", "wilds": "7z", "self_drawn": True,
      "rules": {"mode": "fan"}}, "hand", "indicator_copies"),
]  # fmt: skip


@pytest.mark.parametrize(("case", "field", "code"), IMPOSSIBLE)
def test_impossible_cases_are_refused(case: dict[str, Any], field: str, code: str) -> None:
    with pytest.raises(calc.CaseError) as err:
        evaluate(case)
    assert (err.value.field, err.value.code) == (field, code), str(err.value)
    assert f"'{field}'" in str(err.value) or field in ("hand",), str(err.value)


POSSIBLE: list[dict[str, Any]] = [
    # the same situations made possible: each is accepted
    {**SELF, "bao": "E", "bid": "7", "wilds": "5p6p"},
    {**SELF, "bao": "E", "bid": "8", "wilds": "5p6p", "rules": {"top_level": 8}},
    {**SELF, "bao": "E", "bid": "wucai20", "rules": {"top_level": 20}},
    {**SELF, "bao": "E", "bid": "du2", "wilds": "5p"},
    {**SELF, "bao": "E", "bid": "2", "wilds": "9m1m"},  # 9m's successor is 1m
    {**SELF, "bao": "E", "bid": "2", "wilds": "4z1z"},  # 北 → 东
    {**SELF, "bao": "E", "bid": "2", "wilds": "7z5z"},  # 中 → 白
    {**SELF, "wilds": "5p6p"},
    {"hand": "111z777z123m456m9m", "win": "9m", "wilds": "7z", "self_drawn": True,
     "rules": {"wild_selection": "flip"}},  # three 中: the fourth lies turned over
    {**SELF, "first_turn": True},
    {**WORKED, "seat": "S", "first_turn": True, "discarder": "E"},
    {**WORKED, "seat": "S", "first_turn": True},
    {**ROB, "hand": "11z777z456m99m123p"},  # the winner holds two more 9m
    {**SELF, "hand": "777z123m456m9m", "melds": "[1111z]", "kong_draw": True},
    {**SELF, "hand": "777z123m456m9m", "melds": "(1111z)", "kong_draw": True},
    {**SELF, "wilds": "5p", "rules": {"mode": "fan"}},
    {**SELF, "wilds": "9m1m", "rules": {"mode": "fan", "fan_wild_kinds": 2}},
    {**SELF, "wilds": "4z1z", "rules": {"mode": "fan", "fan_wild_kinds": 2}},
    # in 翻麻将 the bid options mean nothing and are not checked
    {**SELF, "wilds": "5p", "rules": {"mode": "fan", "top_level": 2, "wild_selection": "flip"}},
]  # fmt: skip


@pytest.mark.parametrize("case", POSSIBLE)
def test_possible_cases_are_accepted(case: dict[str, Any]) -> None:
    assert evaluate(case)["complete"] in (True, False)


def test_every_error_code_is_raised_by_some_case() -> None:
    raised = set()
    for case, _ in BAD_CASES:
        with pytest.raises(calc.CaseError) as err:
            evaluate(case)
        raised.add(err.value.code)
    raised |= {code for _, _, code in IMPOSSIBLE}
    with pytest.raises(calc.CaseError) as err:  # the only code raised while settling
        evaluate({**WORKED, "bao": "E", "bid": "wucai2"})
    raised.add(err.value.code)
    raised.add(calc._batch_line("{not json")["code"])  # a --batch line, before any case
    assert raised | {"internal"} == set(calc.ERROR_CODES), sorted(set(calc.ERROR_CODES) ^ raised)


def test_a_batch_line_the_calculator_fails_on_says_so_with_a_code(monkeypatch) -> None:
    def fails(case, lang="zh"):
        raise KeyError("a bug")

    monkeypatch.setattr(calc, "evaluate", fails)
    answer = calc._batch_line(json.dumps(WORKED))
    assert answer["code"] == "internal" and "KeyError" in answer["error"]


def test_issue_cases_in_a_batch_each_get_an_error_line() -> None:
    """Issue 11's examples: each answered with an error naming the field, the next line goes on."""
    issue = [
        ({**SELF, "bao": "E", "bid": "9", "wilds": "5p6p"}, "bid"),
        ({**SELF, "bao": "E", "bid": "du8", "wilds": "5p"}, "bid"),
        ({**SELF, "bao": "E", "bid": "wucai30"}, "bid"),
        ({**SELF, "bao": "E", "bid": "wucai2", "wilds": "1z"}, "wilds"),
        ({**SELF, "bao": "E", "bid": "du2", "wilds": "1z3z5z"}, "wilds"),
        ({**SELF, "bao": "E", "bid": "du2", "wilds": "5p5p"}, "wilds"),  # (was one kind)
        ({**SELF, "bao": "E", "bid": "2"}, "wilds"),
        ({**WORKED, "seat": "S", "first_turn": True, "discarder": "W"}, "discarder"),
        ({**ROB, "hand": "11z777z456m99m123p", "first_turn": True}, "first_turn"),
        ({**SELF, "hand": "777z123m456m9m", "melds": "[1111z]", "first_turn": True,
          "kong_draw": True}, "first_turn"),
    ]  # fmt: skip
    lines = []
    for case, _ in issue:
        lines += [json.dumps(case, ensure_ascii=False), json.dumps(WORKED)]
    p = run_cli("--batch", stdin="\n".join(lines) + "\n")
    assert p.returncode == 0, p.stderr
    out = [json.loads(line) for line in p.stdout.splitlines()]
    assert len(out) == len(lines)
    for i, (_, field) in enumerate(issue):
        bad, good = out[2 * i], out[2 * i + 1]
        assert set(bad) == {"error", "field", "code"} and bad["field"] == field, bad
        assert f"'{field}'" in bad["error"] and bad["code"] in calc.ERROR_CODES
        assert good == evaluate(WORKED)


def test_a_batch_line_naming_a_field_twice_is_an_error() -> None:
    """A tester's line gave "win" twice: the last one counted, unsaid."""
    line = json.dumps(WORKED)[:-1] + ', "win": "9s"}'
    p = run_cli("--batch", stdin=line + "\n" + json.dumps(WORKED) + "\n")
    bad, good = (json.loads(x) for x in p.stdout.splitlines())
    assert bad == {"error": "the line names the key 'win' twice", "field": None, "code": "bad_line"}
    assert good == evaluate(WORKED)


PYTHON_TYPE = re.compile(r"\b(NoneType|list|dict|str|int|bool|float|tuple)\b")


def test_batch_errors_say_the_shape_in_words_not_python_types() -> None:
    """A value of the wrong kind is named as JSON names it ("null", "an array"), and the
    field's expected shape is said in words, never as a Python type ("got NoneType")."""
    lines = ["null", "[1]", '"x"', "5", "true", "{}"]
    for key in calc.FIELDS:
        for wrong in (None, [1], {"a": 1}, "x", 7, True, 1.5):
            case = {**WORKED, key: wrong}
            lines.append(json.dumps(case))
    out = io.StringIO()
    calc.run_batch(io.StringIO("\n".join(lines) + "\n"), out)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert len(answers) == len(lines)
    assert answers[0]["error"] == "expected a JSON object, got null"
    assert answers[1]["error"] == "expected a JSON object, got an array"
    errors = [a["error"] for a in answers if "error" in a]
    assert not [e for e in errors if PYTHON_TYPE.search(e)], errors
    wrong = [a for a in answers if a.get("code") == "wrong_type"]
    assert {a["field"] for a in wrong} == set(calc.FIELDS)
    rules = next(a["error"] for a in wrong if a["field"] == "rules")
    assert rules.startswith("field 'rules' must be an object of rule options"), rules


def test_every_field_has_its_shape_in_words() -> None:
    assert set(calc.SHAPES) == set(calc.FIELDS)


def test_incomplete_hand_needs_no_discarder() -> None:
    r = evaluate({"hand": "111z777z123m456m8m", "win": "9m", "bao": "E", "bid": "wucai2"})
    assert (r["complete"], r["tai"], r["can_win"], r["deltas"]) == (False, None, False, None)


# --- the command line -------------------------------------------------------------------------


def test_cli_json() -> None:
    p = run_cli("111z777z123m456m9m", "--win", "9m", "--json")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout) == evaluate(WORKED)
    assert len(p.stdout.strip().splitlines()) == 1


def test_cli_readable_zh_and_en() -> None:
    args = ["777z123m456p789s1s", "--win", "1s", "--seat", "S", "--self-drawn", "--wilds", "8s9s"]
    p = run_cli(*args, "--bao", "E", "--bid", "2")
    assert p.returncode == 0, p.stderr
    out = p.stdout.splitlines()
    assert out[0] == "中 1台 = 1台"
    assert out[1].startswith("能胡")
    assert "东 包家 付 2^1+5×3 = 17" in p.stdout
    assert "南 胡家 收 17-3-3 = 11" in p.stdout
    p = run_cli(*args, "--bao", "E", "--bid", "2", "--lang", "en", "--old-dealer")
    assert p.returncode == 0, p.stderr
    assert p.stdout.splitlines()[0] == "Red dragon pung 1 tai = 1 tai"
    assert "E bidder pays (2^1+5×3)×2 = 34" in p.stdout
    p = run_cli("111z777z123m456m9m", "--win", "9m")
    assert p.stdout.splitlines()[0] == "东风刻 2台 + 中 1台 + 混一色 1台 = 4台"


def test_cli_explains_why_not() -> None:
    p = run_cli("222m555p789s345m8p", "--win", "8p", "--wilds", "5m")
    assert p.returncode == 0 and "不够台" in p.stdout
    p = run_cli("222m555p789s345m8p", "--win", "9p", "--lang", "en")
    assert p.returncode == 0 and "not complete" in p.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["123m", "--win", "1m"],  # wrong size
        ["111z777z123m456m9m"],  # no --win
        ["111z777z123m456m9m", "--win", "9m", "--bogus"],
        ["111z777z123m456m9m", "--win", "9m", "--base", "x"],
        ["111z777z123m456m9m", "--win", "9m", "--rule", "seat_wind_tai=maybe"],
        ["111z777z123m456m9m", "--win", "9m", "--rule", "seat_wind_tai"],
        ["111z777z123m456m9m", "--win", "9m", "--bao", "E", "--bid", "wucai2"],  # no discarder
        ["111z777z123m456m9m", "--win", "9m", "--bao", "E", "--bid", "9", "--self-drawn"],
        ["111z777z123m456m9m", "--batch"],
    ],
)
def test_cli_errors_are_one_line_and_exit_2(args: list[str]) -> None:
    p = run_cli(*args)
    assert p.returncode == 2
    assert p.stdout == ""
    assert len(p.stderr.strip().splitlines()) == 1
    assert p.stderr.startswith("zhuji-calc: error: ")


CJK = re.compile(r"[\u4e00-\u9fff]")


def test_every_refusal_has_chinese_words() -> None:
    assert set(calc.ERROR_CODES_ZH) == set(calc.ERROR_CODES)
    assert all(CJK.search(words) for words in calc.ERROR_CODES_ZH.values())


@pytest.mark.parametrize(
    ("args", "zh", "en"),
    [
        (["123m", "--win", "1m"], "手牌和副露凑不成四组加一对：", "expected 14"),
        (["111z777z123m456m9m", "--win", "9m", "--bao", "E", "--bid", "wucai2"],
         "要给出放冲的一家（--discarder）：", "needs the discarder"),
        (["111z777z123m456m9m"], "请给出手牌 HAND 和胡的牌 --win", "give HAND and --win TILE"),
        (["111z777z123m456m9m", "--win", "9m", "--rule", "seat_wind_tai"],
         "--rule 的写法是 KEY=VALUE", "--rule expects KEY=VALUE"),
        (["111z777z123m456m9m", "--win", "9m", "--mode", "fan", "--rule", "mode=bao"],
         "不一致", "disagree"),
        (["--batch", "--seat", "S"], "不能同时给手牌", "give no HAND"),
    ],
)  # fmt: skip
def test_cli_errors_follow_the_language(args: list[str], zh: str, en: str) -> None:
    """--lang zh (the default) says a refusal in Chinese, its particulars after it in
    English; --lang en in English only."""
    p = run_cli(*args)
    assert p.returncode == 2 and zh in p.stderr, p.stderr
    assert len(p.stderr.strip().splitlines()) == 1
    p = run_cli(*args, "--lang", "en")
    assert p.returncode == 2 and en in p.stderr and not CJK.search(p.stderr), p.stderr


def test_batch_labels_follow_the_language() -> None:
    """--batch --lang en once answered with Chinese labels."""
    p = run_cli("--batch", "--lang", "en", stdin=json.dumps(WORKED) + "\n")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout) == evaluate(WORKED, "en")
    assert json.loads(p.stdout)["items"][0]["label"] == "East pung"


def test_cli_rule_option() -> None:
    args = ["222z123m456p789s1s", "--win", "1s", "--seat", "S", "--json"]
    assert json.loads(run_cli(*args).stdout)["tai"] == 1
    assert json.loads(run_cli(*args, "--rule", "seat_wind_tai=off").stdout)["tai"] == 0


def test_cli_batch_answers_every_line() -> None:
    good = json.dumps(WORKED)
    paid = json.dumps(
        {**WORKED, "seat": "S", "bao": "E", "bid": "2", "discarder": "W", "wilds": "1m2m"}
    )
    lines = [
        good,
        "",
        "not json",
        "[1, 2]",
        json.dumps({**WORKED, "hand": "1111z777z123m456m", "win": "1z"}),
        json.dumps({**WORKED, "extra": 1}),
        paid,
        "   ",
        json.dumps({**WORKED, "seat": "Q"}),
        good,
    ]
    p = run_cli("--batch", stdin="\n".join(lines) + "\n")
    assert p.returncode == 0, p.stderr
    out = [json.loads(line) for line in p.stdout.splitlines()]
    assert len(out) == len(lines)
    assert out[0] == out[-1] == evaluate(WORKED)
    for i in (1, 2, 7):  # not a case at all
        assert out[i]["code"] == "bad_line" and out[i]["field"] is None, (i, out[i])
    assert out[3]["code"] == "not_object"
    for i, (field, code) in {
        4: ("hand", "too_many_copies"),
        5: ("extra", "unknown_field"),
        8: ("seat", "bad_seat"),
    }.items():
        assert out[i]["field"] == field and out[i]["code"] == code, (i, out[i])
    assert out[6]["deltas"] == {"E": -19, "S": 21, "W": -3, "N": 1}
    assert sum(out[6]["deltas"].values()) == 0


def test_batch_in_process() -> None:
    import io

    out = io.StringIO()
    calc.run_batch(io.StringIO(json.dumps(WORKED) + "\n{}\n" + json.dumps(WORKED)), out)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [("error" in a) for a in answers] == [False, True, False]


@pytest.mark.parametrize(
    ("case", "code"),
    [
        ({**WORKED, "melds": "x" * 90_000}, "bad_meld"),
        ({**WORKED, "hand": list(range(15_000))}, "wrong_type"),
        ({**WORKED, **{f"f{n}": n for n in range(6_000)}}, "unknown_field"),
    ],
)
def test_a_huge_bad_field_gives_a_short_error_line(case, code) -> None:
    """A batch line may be 100,000 bytes: its error quoted a bad value whole."""
    import io

    out = io.StringIO()
    calc.run_batch(io.StringIO(json.dumps(case) + "\n"), out)
    answer = json.loads(out.getvalue())
    assert answer["code"] == code and len(answer["error"]) < 300, answer["error"][:400]


# --- wilds taken from another player -------------------------------------------------------

DEAD_WILD = {"hand": "111z777z123m456m9m", "win": "5p", "wilds": "5p", "seat": "S"}


@pytest.mark.parametrize(
    ("extra", "wins"),
    [
        ({"discarder": "E"}, False),  # RULES §5: a discarded wild is dead
        ({"discarder": "E", "rules": {"discarded_wild_claimable": True}}, True),
        ({"discarder": "E", "rob_kong": True}, False),  # §6: an added wild cannot be robbed
        ({"self_drawn": True}, True),  # drawing a wild is fine
    ],
)
def test_a_wild_given_up_by_another_player_is_dead(extra: dict[str, Any], wins: bool) -> None:
    out = calc.evaluate({**DEAD_WILD, **extra, "bao": "E", "bid": "du2"})
    assert out["complete"] and out["can_win"] is wins
    assert (out["deltas"] is not None) is wins


@pytest.mark.parametrize(("all_honours", "special", "tai"), [(8, "dihu", 8), (10, "quanzi", 10)])
def test_a_first_turn_win_of_all_honours_takes_the_higher_special(
    all_honours: int, special: str, tai: int
) -> None:
    """docs/rules.md §8: a hand is valued under its best reading; 地胡 is 8, and 全字牌 set above 8
    by option is worth more (found by the oracle's random cases)."""
    case = {"hand": "111z222z333z555z7z", "win": "7z", "seat": "N", "first_turn": True,
            "discarder": "E", "rules": {"all_honours_tai": all_honours}}  # fmt: skip
    r = evaluate(case)
    assert (r["special"], r["tai"]) == (special, tai)


# --- 翻麻将 (docs/rules.md §12) ---------------------------------------------------------------

FAN = {"mode": "fan"}
# §12's worked examples, b = 1. S self-draws 1 台 (无财; 白 turned over, S holds none).
FAN_SELF = {"hand": "222m345p789s567m8p", "win": "8p", "seat": "S", "wilds": "5z",
            "self_drawn": True, "rules": FAN}  # fmt: skip
# W wins 3 台 (中 1 + 发 1 + 无财 1; 1s turned over) on S's discard.
FAN_DISCARD = {"hand": "123m456p9s666777z", "win": "9s", "seat": "W", "wilds": "1s",
               "discarder": "S", "rules": FAN}  # fmt: skip


@pytest.mark.parametrize(
    ("case", "tai", "deltas"),
    [
        (FAN_SELF, 1, {"E": -2, "S": 6, "W": -2, "N": -2}),
        (FAN_DISCARD, 3, {"E": -4, "S": -8, "W": 16, "N": -4}),
        ({**FAN_DISCARD, "old_dealer": True}, 3, {"E": -8, "S": -16, "W": 32, "N": -8}),
        ({**FAN_DISCARD, "base": 5}, 3, {"E": -20, "S": -40, "W": 80, "N": -20}),
        ({**FAN_DISCARD, "rules": {**FAN, "base_points": 2}}, 3,
         {"E": -8, "S": -16, "W": 32, "N": -8}),
        # 抢杠: the robbed player pays as the discarder; 杠开 is a self-draw
        ({**FAN_DISCARD, "rob_kong": True}, 4, {"E": -8, "S": -16, "W": 32, "N": -8}),
        ({**FAN_SELF, "hand": "345p789s567m8p", "melds": "[2222m]", "kong_draw": True,
          "self_drawn": False}, 2, {"E": -4, "S": 12, "W": -4, "N": -4}),
    ],
)  # fmt: skip
def test_fan_payments(case: dict[str, Any], tai: int, deltas: dict[str, int]) -> None:
    r = evaluate(case)
    assert (r["tai"], r["minimum"], r["can_win"], r["deltas"]) == (tai, 1, True, deltas)


def test_fan_everyone_needs_one_tai_and_all_honours_is_six() -> None:
    dealer = evaluate({**FAN_SELF, "seat": "E"})
    assert (dealer["minimum"], dealer["can_win"]) == (1, True)
    zero = evaluate({**FAN_SELF, "wilds": "5m"})  # the 5m of 567m is a wild: no 无财
    assert (zero["tai"], zero["can_win"], zero["deltas"]) == (0, False, None)
    honours = {"hand": "111z222z333z55z66z", "win": "6z", "seat": "W", "wilds": "9m",
               "discarder": "S"}  # fmt: skip
    assert evaluate({**honours, "rules": FAN})["tai"] == 6
    assert evaluate({**honours, "rules": {**FAN, "all_honours_tai": 8}})["tai"] == 8
    assert evaluate({**honours, "rules": FAN, "first_turn": True, "discarder": "E"})["tai"] == 8


def test_fan_without_a_discarder_counts_but_does_not_settle() -> None:
    case = {**FAN_DISCARD, "discarder": None}
    r = evaluate(case)
    assert (r["tai"], r["can_win"], r["deltas"]) == (3, True, None)
    p = run_cli("123m456p9s666777z", "--win", "9s", "--seat", "W", "--wilds", "1s",
                "--mode", "fan", "--lang", "en")  # fmt: skip
    assert p.returncode == 0, p.stderr
    assert p.stdout.splitlines()[-1] == "(no --discarder: payments not computed)"


def test_fan_cli_explains_the_payment_with_the_formula() -> None:
    args = ["123m456p9s666777z", "--win", "9s", "--seat", "W", "--wilds", "1s",
            "--discarder", "S", "--old-dealer"]  # fmt: skip
    p = run_cli(*args, "--mode", "fan")
    assert p.returncode == 0, p.stderr
    assert p.stdout.splitlines()[2:] == [
        "付分（翻麻将 3台：m = 2^(3-1) = 4，老庄 ×2）：",
        "  东 其他家 付 (2^(3-1))×2 = 8",
        "  南 放冲 付 (2×2^(3-1))×2 = 16",
        "  北 其他家 付 (2^(3-1))×2 = 8",
        "  西 胡家 收 8+16+8 = 32",
    ]
    en = run_cli(*args, "--rule", "mode=fan", "--lang", "en").stdout.splitlines()
    assert en[2] == "Payments (fan, 3 tai: m = 2^(3-1) = 4; old dealer ×2):"
    assert en[4] == "  S discarder pays (2×2^(3-1))×2 = 16"
    self_drawn = run_cli("222m345p789s567m8p", "--win", "8p", "--seat", "S", "--wilds", "5z",
                         "--self-drawn", "--mode", "fan", "--lang", "en").stdout  # fmt: skip
    assert "E other pays 2×2^(1-1) = 2" in self_drawn
    assert "S winner receives 2+2+2 = 6" in self_drawn
    j = json.loads(run_cli(*args, "--mode", "fan", "--json").stdout)
    assert j == evaluate({**FAN_DISCARD, "old_dealer": True})


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--mode", "fan", "--bao", "E", "--bid", "2"], "no bidding"),
        (["--mode", "fan", "--bid", "2"], "no bidding"),
        (["--mode", "fan", "--rule", "mode=bao"], "不一致"),  # --lang zh, the default
        (["--mode", "flip"], "invalid choice"),
        (["--rule", "mode=fan", "--wilds", "1s2s"], "fan_wild_kinds=1"),
        (["--rule", "fan_wild_kinds=3"], "fan_wild_kinds"),
    ],
)
def test_fan_cli_errors(args: list[str], words: str) -> None:
    base = ["123m456p9s666777z", "--win", "9s", "--seat", "W", "--discarder", "S"]
    if "--wilds" not in args:
        base += ["--wilds", "1s"]
    p = run_cli(*base, *args)
    assert p.returncode == 2 and p.stdout == "", p.stdout
    assert words in p.stderr and len(p.stderr.strip().splitlines()) == 1, p.stderr


def test_fan_batch() -> None:
    lines = [
        json.dumps(FAN_SELF),
        json.dumps({**FAN_DISCARD, "bao": "E", "bid": "2"}),
        json.dumps(FAN_DISCARD),
    ]
    p = run_cli("--batch", stdin="\n".join(lines) + "\n")
    out = [json.loads(line) for line in p.stdout.splitlines()]
    assert out[0]["deltas"] == {"E": -2, "S": 6, "W": -2, "N": -2}
    assert (out[1]["field"], out[1]["code"]) == ("bao", "bao_in_fan")
    assert out[2]["deltas"] == {"E": -4, "S": -8, "W": 16, "N": -4}
    assert run_cli("--batch", "--mode", "fan", stdin="").returncode == 2


HUGE = "1" + "0" * 5000


@pytest.mark.parametrize(
    "args",
    [
        ["--base", HUGE],
        ["--base", "-" + HUGE],
        ["--seat", HUGE],
        ["--discarder", HUGE],
        ["--rule", HUGE],
        ["--rule", "top_level=" + HUGE],
        ["--rule", "x" + HUGE + "=1"],
        ["--mode", HUGE],
        ["--lang", HUGE],
    ],
)
def test_a_huge_command_line_value_is_echoed_short(capsys, args) -> None:
    """A 5,000-digit --base, --seat or --rule was echoed whole in the error line."""
    from zhuji_desktop import calc

    with pytest.raises(SystemExit) as done:
        calc.main(["111z777z123m456m9m", "--win", "9m", *args])
    err = capsys.readouterr().err.partition("; the options are: ")[0]  # (the program's list)
    assert done.value.code == 2 and err.startswith("zhuji-calc: error: ")
    assert len(err) < 400 and "characters)" in err, err[:500]


def test_a_bad_base_or_mode_is_still_named(capsys) -> None:
    from zhuji_desktop import calc

    for args, words in (
        (["--base", "1.5"], "got '1.5'"),
        (["--mode", "x"], "choose from bao, fan"),
    ):
        with pytest.raises(SystemExit):
            calc.main(["111z777z123m456m9m", "--win", "9m", *args])
        assert words in capsys.readouterr().err
    assert calc.main(["111z777z123m456m9m", "--win", "9m", "--base", "3", "--mode", "bao"]) == 0


def test_the_report_says_what_the_wilds_stood_for() -> None:
    """A 翻麻将 auditor could not see from the command line how three 东 wilds had made a
    清一色 (docs/rules.md §5: the calculator says what each wild stood for)."""
    args = ["111z123m456m789m5m", "--win", "5m", "--wilds", "1z", "--self-drawn", "--mode", "fan"]
    out = run_cli(*args).stdout.splitlines()
    assert out[:2] == ["平胡 1台 + 清一色 3台 = 4台", "能胡（起胡1台）"]
    assert out[-1] == "财神当作：123m"  # after the payments
    assert "wilds stood for: 123m" in run_cli(*args, "--lang", "en").stdout.splitlines()
    assert "wilds_as" not in run_cli(*args, "--json").stdout  # the JSON contract is unchanged
    # nothing to tell without a wild in the hand
    assert "财神当作" not in run_cli("111z777z123m456m9m", "--win", "9m").stdout


def test_the_wild_examples_in_a_refusal_are_ones_the_calculator_takes() -> None:
    """A refusal suggested 北东 and 中白, which the tile text then refused: its examples are
    in the notation (4z1z, 7z5z), and each is taken for a 2台 bid."""
    case = {"hand": "123m456p789s234m9s", "win": "9s", "seat": "S", "bao": "E", "bid": "2"}
    with pytest.raises(CaseError) as refused:
        evaluate({**case, "wilds": "4z", "self_drawn": True})
    for example in ("5m6m", "9m1m", "4z1z", "7z5z"):
        assert example in str(refused.value)
        assert evaluate({**case, "wilds": example, "self_drawn": True})["complete"]


def test_a_rule_option_given_twice_with_two_values_is_refused(capsys) -> None:
    from zhuji_desktop import calc

    with pytest.raises(SystemExit) as done:
        calc.main(["111z777z123m456m9m", "--win", "9m", "--rule", "base_points=2",
                   "--rule", "base_points=3"])  # fmt: skip
    said = capsys.readouterr().err
    assert done.value.code == 2 and "--rule base_points 给了两次：2，又是 3" in said
    with pytest.raises(SystemExit):
        calc.main(["111z777z123m456m9m", "--win", "9m", "--lang", "en", "--rule", "base_points=2",
                   "--rule", "base_points=3"])  # fmt: skip
    assert "rule option 'base_points' given twice: 2, then 3" in capsys.readouterr().err
