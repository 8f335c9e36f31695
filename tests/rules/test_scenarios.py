"""Scripted hands against RULES.md §4–§7 (and the payments of §8–§9 they end with).

Every ``tests/scenarios/*.json`` file is one scenario::

    {"name": ..., "rule": "<the RULES.md clause it checks>", "note": "<the arithmetic>",
     "script": {<input of zhuji_desktop.engine.script>},
     "checkpoints": [{"after": <number of actions applied>, <checks>}, ...],
     "expect": {<checks on the final line>}}

The expectations were worked out by hand from RULES.md, not copied from the engine. A check is
any of these keys (all optional):

- ``error``: ``{"at": index, "contains": text}`` — the script must stop at that action with a
  message containing the text (without it, the script must run to the end without an error);
- ``mode``, ``phase``, ``bao``, ``bid``, ``wilds``, ``indicator``, ``wall_left``: equal to the
  final state's value;
- ``to_act_seats``: exactly the seats asked to decide (sorted);
- ``to_act``: ``{seat: [actions]}`` — each listed action is among the seat's legal actions;
- ``to_act_exact``: ``{seat: [actions]}`` — the seat's legal actions are exactly these;
- ``absent``: actions that no seat may take now;
- ``hands`` / ``melds`` / ``discards``: ``{seat: value}`` equal to the state's;
- ``result``: ``None`` or a subset of the result (``items`` compared as a set of keys);
- ``events``: partial events that must occur in this order (other events may come between);
- ``count_events``: ``{type: n}`` — how many events of each type.

A few scenarios are about the match rather than one hand (docs/rules.md §10): instead of
``script`` they hold ``"match": {"rules": {...}, "hands": [<script without rules>, ...]}``. The
hands are played in a ``Match`` one after the other (each dealt from its script, the seats being
that hand's), and ``expect`` checks ``finished``, ``hands_played``, ``dealer``, ``old_dealer``
and ``scores``, with players named by their seat in the first hand.

``tests/scenarios/make_long.py`` generates the long draw-reserve scenarios; a test below checks
that the files are what it generates.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests import SCENARIOS
from zhuji_desktop.engine.actions import Action
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.melds import SEAT_LETTERS, parse_seat
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.script import ScriptError, build_wall, run_script
from zhuji_desktop.engine.state import HandState

ALL_FILES = sorted(SCENARIOS.glob("*.json"))
FILES = [p for p in ALL_FILES if "script" in json.loads(p.read_text(encoding="utf-8"))]
MATCH_FILES = [p for p in ALL_FILES if p not in FILES]
MATCH_KEYS = frozenset({"finished", "hands_played", "dealer", "old_dealer", "scores"})
CHECK_KEYS = frozenset(
    {
        "error",
        "mode",
        "phase",
        "bao",
        "bid",
        "wilds",
        "indicator",
        "wall_left",
        "to_act_seats",
        "to_act",
        "to_act_exact",
        "absent",
        "hands",
        "melds",
        "discards",
        "result",
        "events",
        "count_events",
        "after",
    }
)


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def _match_event(event: dict[str, Any], want: dict[str, Any]) -> bool:
    return all(event.get(k) == v for k, v in want.items())


def check(lines: list[dict[str, Any]], want: dict[str, Any], where: str) -> list[str]:
    """Compare a script's output with the checks of ``want``; returns the mismatches."""
    problems: list[str] = []

    def bad(text: str) -> None:
        problems.append(f"{where}: {text}")

    last = lines[-1]
    if "error" in want:
        err = want["error"]
        if "error" not in last:
            bad(
                f"expected an error at action {err['at']} ({err['contains']!r}); the script ran "
                f"to the end"
            )
        else:
            if last["at"] != err["at"]:
                bad(f"error at action {last['at']} ({last['error']!r}), expected at {err['at']}")
            if err["contains"].lower() not in last["error"].lower():
                bad(f"error message {last['error']!r} does not contain {err['contains']!r}")
    elif "error" in last:
        bad(f"unexpected error at action {last['at']}: {last['error']}")
    state = last["state"]
    events = lines[:-1]

    for key in ("mode", "phase", "bao", "bid", "wilds", "indicator", "wall_left"):
        if key in want and state[key] != want[key]:
            bad(f"{key} is {state[key]!r}, expected {want[key]!r}")
    to_act = state["to_act"]
    if "to_act_seats" in want and sorted(to_act) != sorted(want["to_act_seats"]):
        bad(f"seats to act are {sorted(to_act)}, expected {sorted(want['to_act_seats'])}")
    for seat, acts in want.get("to_act", {}).items():
        if seat not in to_act:
            bad(
                f"seat {seat} is not asked to act (to act: {sorted(to_act)}); expected it to have "
                f"{acts}"
            )
            continue
        missing = [a for a in acts if a not in to_act[seat]]
        if missing:
            bad(f"{seat} lacks legal action(s) {missing}; it has {to_act[seat]}")
    for seat, acts in want.get("to_act_exact", {}).items():
        if sorted(to_act.get(seat, [])) != sorted(acts):
            bad(f"{seat}'s legal actions are {to_act.get(seat)}, expected exactly {acts}")
    for act in want.get("absent", []):
        seat = act.split()[0]
        if act in to_act.get(seat, []):
            bad(f"{act!r} is offered but must not be (RULES forbid it here)")
    for key in ("hands", "melds", "discards"):
        for seat, value in want.get(key, {}).items():
            if state[key][seat] != value:
                bad(f"{key}[{seat}] is {state[key][seat]!r}, expected {value!r}")
    if "result" in want:
        problems += _check_result(state["result"], want["result"], where)
    if "events" in want:
        i = 0
        for e in events:
            if i < len(want["events"]) and _match_event(e, want["events"][i]):
                i += 1
        if i < len(want["events"]):
            bad(
                f"event {want['events'][i]} (#{i} of the expected sequence) not found in order; "
                f"events: " + json.dumps(events, ensure_ascii=False)
            )
    for kind, n in want.get("count_events", {}).items():
        got = sum(1 for e in events if e.get("type") == kind)
        if got != n:
            bad(f"{got} {kind!r} event(s), expected {n}")
    return problems


def _check_result(got: dict[str, Any] | None, want: dict[str, Any] | None, where: str) -> list[str]:
    if want is None:
        return [] if got is None else [f"{where}: result is {got}, expected none (hand not over)"]
    if got is None:
        return [f"{where}: the hand has no result; expected {want}"]
    out = []
    for key, value in want.items():
        if key == "items":
            keys = sorted(i["key"] for i in got.get("items", []))
            if keys != sorted(value):
                out.append(
                    f"{where}: 台 items are {got.get('items')}, expected the keys {sorted(value)}"
                )
        elif got.get(key) != value:
            out.append(
                f"{where}: result {key} is {got.get(key)!r}, expected {value!r} "
                f"(result: {json.dumps(got, ensure_ascii=False)})"
            )
    return out


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    sc = load(path)
    script = sc["script"]
    problems: list[str] = []
    for cp in sc.get("checkpoints", []):
        n = cp["after"]
        lines = run_script({**script, "actions": script["actions"][:n]})
        last_action = script["actions"][n - 1] if n else "(none)"
        problems += check(lines, cp, f"after {n} action(s) (last: {last_action!r})")
    problems += check(run_script(script), sc["expect"], "at the end")
    assert not problems, (
        f"scenario {path.name}: {sc['name']}\n  rule: {sc['rule']}\n"
        + (f"  note: {sc['note']}\n" if "note" in sc else "")
        + "\n".join("  - " + p for p in problems)
    )


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_file_is_well_formed(path: Path) -> None:
    sc = load(path)
    assert set(sc) <= {"name", "rule", "note", "script", "checkpoints", "expect"}, sorted(sc)
    assert sc["name"] and "§" in sc["rule"], (
        f"{path.name}: a name and the RULES.md clause (§n) are required"
    )
    for cp in [*sc.get("checkpoints", []), sc["expect"]]:
        assert set(cp) <= CHECK_KEYS, (
            f"{path.name}: unknown check key(s) {sorted(set(cp) - CHECK_KEYS)}"
        )
    for cp in [*sc.get("checkpoints", []), sc["expect"]]:
        # Expected and forbidden actions must be written canonically, or an "absent" check
        # could pass only because the text can never match.
        texts = [*cp.get("absent", [])]
        for key in ("to_act", "to_act_exact"):
            for seat, acts in cp.get(key, {}).items():
                assert all(a.split()[0] == seat for a in acts), (
                    f"{path.name}: {key}[{seat}]: {acts}"
                )
                texts += acts
        for text in texts:
            assert str(Action.parse(text)) == text, f"{path.name}: {text!r} is not canonical"
    for cp in sc.get("checkpoints", []):
        assert 0 <= cp["after"] <= len(sc["script"]["actions"]), (
            f"{path.name}: checkpoint after {cp['after']}"
        )
    if "result" in sc["expect"] and sc["expect"]["result"] and "deltas" in sc["expect"]["result"]:
        assert sum(sc["expect"]["result"]["deltas"].values()) == 0, (
            f"{path.name}: deltas must sum to 0"
        )


def run_match(spec: dict[str, Any]) -> Match:
    """Play the hands of a match scenario; the last one is recorded (``next_hand``)."""
    rules = RuleSet.from_dict(spec.get("rules", {}))
    match = Match(rules, seed=0)
    for i, hand in enumerate(spec["hands"]):
        if i:
            match.next_hand()
        # The scripted deal replaces the seeded one; dealer, 老庄 and scores stay the match's.
        wall = build_wall(hand["hands"], hand.get("wall", ""), hand.get("tail", ""))
        match.state = HandState.from_wall(wall, rules, match.old_dealer)
        for text in hand["actions"]:
            match.apply(Action.parse(text))
    assert match.state.is_ended(), "a match scenario's last hand must end"
    match.next_hand()
    return match


@pytest.mark.parametrize("path", MATCH_FILES, ids=[p.stem for p in MATCH_FILES])
def test_match_scenario(path: Path) -> None:
    sc = load(path)
    assert set(sc) <= {"name", "rule", "note", "match", "expect"} and "§" in sc["rule"]
    want = sc["expect"]
    assert set(want) <= MATCH_KEYS, sorted(set(want) - MATCH_KEYS)
    m = run_match(sc["match"])
    got = {
        "finished": m.finished,
        "hands_played": len(m.records),
        "dealer": SEAT_LETTERS[m.dealer],
        "old_dealer": m.old_dealer,
        "scores": {SEAT_LETTERS[p]: m.scores[p] for p in range(4)},
    }
    wrong = {k: (got[k], v) for k, v in want.items() if got[k] != v}
    assert not wrong, f"scenario {path.name}: {sc['name']}\n  (got, expected): {wrong}"
    assert sum(want.get("scores", {}).values()) == 0
    assert all(parse_seat(k) in range(4) for k in want.get("scores", {}))


def test_every_section_is_covered() -> None:
    rules = " ".join(load(p)["rule"] for p in ALL_FILES)
    for section in ("§3", "§4", "§5", "§6", "§7", "§8", "§9", "§10", "§12"):
        assert section in rules, f"no scenario names {section}"


def _load_generator():
    spec = importlib.util.spec_from_file_location("make_long", SCENARIOS / "make_long.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_long_scenarios_are_generated(tmp_path: Path) -> None:
    gen = _load_generator()
    for name, data in gen.scenarios().items():
        path = SCENARIOS / f"{name}.json"
        assert path.exists(), f"{path.name} missing: run python tests/scenarios/make_long.py"
        assert load(path) == data, f"{path.name} is stale: run python tests/scenarios/make_long.py"


# ------------------------------------------------------------------- the command line


def _cli(stdin: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "zhuji_desktop.engine.script", *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )


@pytest.mark.parametrize(
    "name",
    [
        "claim_win_beats_pung_nearest_winner",
        "rob_kong_not_a_concealed_kong",
        "wild_flip_indicator_two_kinds",
        "fan_discard_three_tai_old_dealer_worked_example",
    ],
)
def test_cli_matches_run_script(name: str) -> None:
    script = load(SCENARIOS / f"{name}.json")["script"]
    proc = _cli(json.dumps(script, ensure_ascii=False))
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert lines == run_script(script), "the CLI's JSON lines differ from run_script()"


def test_cli_runs_a_scenario_file_and_says_how_it_is_used(tmp_path: Path) -> None:
    """README calls the scenarios examples: given as a file, one runs as its script does;
    ``--help`` explains the tool (it once waited for stdin and then called it bad JSON)."""
    path = SCENARIOS / "claim_win_beats_pung_nearest_winner.json"
    proc = _cli("", str(path))
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert lines == run_script(load(path)["script"])
    helped = _cli("", "--help")
    assert helped.returncode == 0 and "JSON lines" in helped.stdout and "file" in helped.stdout
    missing = _cli("", str(tmp_path / "none.json"))
    assert missing.returncode == 2 and "none.json cannot be read" in missing.stderr
    assert "Traceback" not in missing.stderr


INERT = {
    "E": "147m258p369s12345z",
    "S": "258m369p147s4567z",
    "W": "369m147p258s1236z",
    "N": "147m258p369s4567z",
}


@pytest.mark.parametrize(
    ("stdin", "words"),
    [
        ("{not json", "JSON"),
        (json.dumps({"hands": {**INERT, "S": "258m369p147s456x"}}), "hands.S"),
        (json.dumps({"hands": {**INERT, "W": "0m69m147p258s1236z"}}), "hands.W"),
        (json.dumps({"hands": {**INERT, "N": "147m258p369s456z"}}), "hand N has 12 tiles"),
        (json.dumps({"hands": {**INERT, "E": "147m258p369s1234z"}}), "hand E has 13 tiles"),
        (json.dumps({"hands": INERT, "wall": "5z5z"}), "copies of 5z"),
        (json.dumps({"hands": {**INERT, "E": "1111m25p369s12345z"}}), "5 copies of 1m"),
        (json.dumps({"hands": {"E": INERT["E"]}}), "hands"),
        (json.dumps({"hands": INERT, "colour": 1}), "unknown key"),
        (json.dumps({"hands": INERT, "rules": {"draw_reserve": 99}}), "draw_reserve"),
        (json.dumps({"hands": INERT, "actions": "E pass"}), "actions"),
        (json.dumps({"hands": INERT, "old_dealer": "yes"}), "old_dealer"),
        (json.dumps({"hands": INERT, "rules": {"mode": "flip"}}), "mode"),
        (json.dumps([1, 2]), "JSON object"),
    ],
    ids=[
        "bad-json",
        "bad-tile-letter",
        "bad-tile-zero",
        "short-hand",
        "short-dealer-hand",
        "five-copies-wall",
        "five-copies-hand",
        "missing-seats",
        "unknown-key",
        "bad-rule",
        "actions-not-list",
        "old-dealer-not-bool",
        "bad-mode",
        "not-an-object",
    ],
)
def test_cli_malformed_input(stdin: str, words: str) -> None:
    proc = _cli(stdin)
    assert proc.returncode == 2, f"exit {proc.returncode}, expected 2; stdout {proc.stdout!r}"
    assert proc.stdout == "", f"nothing should be written on stdout, got {proc.stdout!r}"
    err = proc.stderr.strip()
    assert "\n" not in err and err, f"stderr must be one line, got {proc.stderr!r}"
    assert "Traceback" not in err
    assert words.lower() in err.lower(), f"{words!r} not in {err!r}"


def test_cli_illegal_action_is_not_malformed() -> None:
    proc = _cli(json.dumps({"hands": INERT, "actions": ["E pass", "E pass"]}))
    assert proc.returncode == 0, proc.stderr
    last = json.loads(proc.stdout.splitlines()[-1])
    assert last["at"] == 1 and "not to act" in last["error"] and last["state"]["phase"] == "bidding"


def test_run_script_malformed_raises_script_error() -> None:
    with pytest.raises(ScriptError, match="5 copies of 1m"):
        run_script({"hands": {**INERT, "E": "1111m25p369s12345z"}})
    with pytest.raises(ScriptError, match="hand S has 14 tiles"):
        run_script({"hands": {**INERT, "S": "258m369p147s34567z"}})
