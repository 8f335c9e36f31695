"""Scripted hands: replay a hand written as text, exactly.

``python -m zhuji_desktop.engine.script [FILE]`` reads one JSON object from FILE, or from
stdin without one (or with ``-``)::

    {"rules": {...}, "hands": {"E": "<14 tiles>", "S": "<13>", "W": "<13>", "N": "<13>"},
     "wall": "<next tiles drawn from the head>", "tail": "<next kong replacements>",
     "old_dealer": false, "actions": ["E bid du2", "S pass", ...]}

and writes the hand's events as JSON lines, then one line ``{"state": {...}}`` (or, when an
action is illegal, ``{"error": ..., "at": index, "state": {...}}`` with the state before it).
Malformed input (not UTF-8, too large or deeply nested, a huge number, not JSON, not a
script), a FILE that is not a regular file (a pipe would be waited on forever; a folder or
a device is no script) and a closed stdin give a one-line error on stderr and exit code 2,
never a traceback.

A scenario file of ``tests/scenarios/`` (``{"name", "rule", "script", "expect", …}``) runs
its ``script``; its other keys are the tests' checks and are not read here.

``rules`` may set ``"mode": "fan"`` for 翻麻将 (docs/rules.md §12): then the first tile of
``wall`` is the one turned over for the wilds, play starts at once, and the state's ``bao``
and ``bid`` stay null. ``old_dealer`` true makes it a 老庄 hand (§10: payments doubled).

>>> out = run_script({"hands": {"E": "11122233344455m", "S": "1112223334445p",
...     "W": "1112223334445s", "N": "1112223334445z"}, "actions": ["E pass"]})
>>> out[-1]["state"]["to_act"]["S"][:3]
['S pass', 'S bid 2', 'S bid du2']
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from typing import Any

from . import tiles
from .actions import Action
from .cli import guard_output, read_regular, read_stdin
from .inputs import InputError, Limits, dumps_line, json_excerpt, json_kind, parse_json
from .melds import SEAT_LETTERS
from .rules import RuleSet
from .state import HandState, IllegalAction

_KEYS = frozenset({"rules", "hands", "wall", "tail", "old_dealer", "actions"})
# A key named twice is refused, as zhuji-calc --batch does: JSON would keep the last quietly,
# and a hand given twice for one seat played the second without a word.
INPUT_LIMITS = Limits(max_bytes=1_000_000, max_depth=8, max_digits=30, unique_keys=True)
MAX_ACTIONS = 10_000


class ScriptError(ValueError):
    """Malformed script input."""


def build_wall(hands: dict[str, str], head: str = "", tail: str = "") -> list[int]:
    """The 136-tile order: the four hands, the head draws, filler in canonical order, the tail.

    >>> w = build_wall({"E": "11122233344455m", "S": "1112223334445p",
    ...                 "W": "1112223334445s", "N": "1112223334445z"}, head="9m", tail="7z")
    >>> len(w), w[53], w[-1]
    (136, 8, 33)
    """
    if not isinstance(hands, dict) or set(hands) != set(SEAT_LETTERS):
        raise ScriptError("'hands' must give tiles for each of E, S, W and N")
    parts: list[int] = []
    for seat, size in zip(SEAT_LETTERS, (14, 13, 13, 13)):
        kinds = _tiles(hands[seat], f"hands.{seat}")
        if len(kinds) != size:
            raise ScriptError(f"hand {seat} has {len(kinds)} tiles; it must have {size}")
        parts += kinds
    head_kinds = _tiles(head, "wall")
    tail_kinds = _tiles(tail, "tail")
    used = Counter(parts + head_kinds + tail_kinds)
    for kind, n in sorted(used.items()):
        if n > tiles.COPIES:
            raise ScriptError(f"{n} copies of {tiles.CODES[kind]}; only {tiles.COPIES} exist")
    filler = [k for k in range(tiles.NUM_KINDS) for _ in range(tiles.COPIES - used[k])]
    return parts + head_kinds + filler + tail_kinds[::-1]


def _tiles(text: Any, where: str) -> list[int]:
    if not isinstance(text, str):
        raise ScriptError(f"{where} must be tile text, not {json_kind(text)}")
    try:
        return tiles.parse(text)
    except ValueError as e:
        raise ScriptError(f"{where}: {e}") from None


def state_json(h: HandState) -> dict[str, Any]:
    """The final-state object of the script's output."""
    letters = SEAT_LETTERS
    result: dict[str, Any] | None = None
    if h.result is not None:
        deltas = {letters[s]: d for s, d in enumerate(h.result.deltas)}
        if h.result.drawn:
            result = {"drawn": True, "deltas": deltas}
        else:
            assert h.result.winner is not None and h.result.tai is not None
            result = {
                "winner": letters[h.result.winner],
                "tai": h.result.tai.tai,
                "special": h.result.tai.special,
                "items": [
                    {"key": i.key, "label": i.label, "tai": i.tai} for i in h.result.tai.items
                ],
                "self_drawn": h.result.self_drawn,
                "discarder": None if h.result.discarder is None else letters[h.result.discarder],
                "deltas": deltas,
            }
    return {
        "mode": h.rules.mode,
        "phase": h.phase.value,
        "to_act": {letters[s]: [str(a) for a in acts] for s, acts in h.all_legal().items()},
        "hands": {letters[s]: tiles.to_text(h.hands[s]) for s in range(4)},
        "melds": {letters[s]: [m.text() for m in h.melds[s]] for s in range(4)},
        "discards": {letters[s]: "".join(tiles.CODES[t] for t in h.discards[s]) for s in range(4)},
        "wall_left": h.wall_left,
        "bao": None if h.bao is None else letters[h.bao],
        "bid": None if h.bid is None else h.bid.ascii(),
        "wilds": tiles.to_text(h.wild_kinds),
        "indicator": None if h.indicator is None else tiles.CODES[h.indicator],
        "result": result,
    }


def run_script(data: Any) -> list[dict[str, Any]]:
    """Run a script object; returns the output lines (events, then the final line)."""
    if not isinstance(data, dict):
        raise ScriptError("the script must be a JSON object")
    unknown = set(data) - _KEYS
    if unknown:
        raise ScriptError(f"unknown key(s) {sorted(unknown)}; known: {sorted(_KEYS)}")
    try:
        rules = RuleSet.from_dict(data.get("rules", {}))  # [], 0 or "" is an error, not {}
    except (ValueError, TypeError) as e:
        raise ScriptError(f"rules: {e}") from None
    hands = data.get("hands")
    if not isinstance(hands, dict):
        raise ScriptError("'hands' must give tiles for each of E, S, W and N")
    wall = build_wall(hands, data.get("wall", ""), data.get("tail", ""))
    actions = data.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise ScriptError("'actions' must be a list of action texts")
    if len(actions) > MAX_ACTIONS:
        raise ScriptError(f"{len(actions):,} actions; a hand has at most {MAX_ACTIONS:,}")
    old_dealer = data.get("old_dealer", False)
    if not isinstance(old_dealer, bool):
        raise ScriptError(f"'old_dealer' must be true or false, not {json_excerpt(old_dealer)}")
    h = HandState.from_wall(wall, rules, old_dealer)
    for index, text in enumerate(actions):
        try:
            h.apply(Action.parse(text))
        except (IllegalAction, ValueError) as e:
            return [*_events(h), {"error": str(e), "at": index, "state": state_json(h)}]
    return [*_events(h), {"state": state_json(h)}]


def scenario_script(data: object) -> object:
    """The script of a scenario file (``tests/scenarios/``), or ``data`` itself.

    >>> scenario_script({"name": "n", "script": {"hands": {}}, "expect": {}})
    {'hands': {}}
    >>> scenario_script({"hands": {}})
    {'hands': {}}
    """
    if isinstance(data, dict) and set(data) <= SCENARIO_KEYS and "name" in data:
        if "script" not in data:
            raise ScriptError("this scenario plays a whole match ('match'); run it with pytest")
        return data["script"]
    return data


def _events(h: HandState) -> list[dict[str, Any]]:
    return [e.to_dict() for e in h.events]


PROG = "python -m zhuji_desktop.engine.script"
# a scenario of tests/scenarios/ around its script (see tests/rules/test_scenarios.py)
SCENARIO_KEYS = frozenset({"name", "rule", "note", "script", "checkpoints", "expect", "match"})


def main(argv: list[str] | None = None) -> int:
    """Read one script (FILE, or stdin), print its lines; exit 2 with one line on stderr if
    the input is bad (or, should it ever happen, the engine fails on it), 1 if the lines
    cannot be written."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Replay a hand written as text and print its events and final state as "
        "JSON lines.\n\n"
        "The script is one JSON object with the keys:\n"
        '  hands       {"E": 14 tiles, "S": 13, "W": 13, "N": 13} (required)\n'
        "  wall        the next tiles drawn from the head, in order (the rest in a fixed "
        "order)\n"
        "  tail        the next kong replacements, drawn from the tail\n"
        '  rules       rule options, e.g. {"mode": "fan"} (docs/rules.md)\n'
        "  old_dealer  true: a 老庄 hand, every payment doubled\n"
        '  actions     ["E bid du2", "S pass", "E wild 5m", "E discard 1z", ...]\n\n'
        'The last line is {"state": ...}; if an action is illegal it is\n'
        '{"error": why, "at": its index, "state": the state before it}, and the exit code\n'
        "is still 0 (the script was read; the hand stops there). Input that is no script\n"
        "gives one line on stderr and exit code 2.",
        epilog='Example: echo \'{"hands": {"E": "11122233344455m", "S": "1112223334445p", '
        '"W": "1112223334445s", "N": "1112223334445z"}, "actions": ["E pass"]}\' | ' + PROG,
    )
    parser.add_argument(
        "file",
        nargs="?",
        default="-",
        help="a script, or a scenario file of tests/scenarios/ (its script is replayed; its "
        "'expect' is checked by the tests, not here) (default: stdin)",
    )
    args = parser.parse_args(argv)
    return guard_output(PROG, lambda: _main(args.file))


def _main(path: str) -> int:
    try:
        if path == "-":
            raw = read_stdin(INPUT_LIMITS.max_bytes)
            where = "the input"
        else:
            raw = read_regular(path, INPUT_LIMITS.max_bytes)
            where = path
        data = parse_json(raw, INPUT_LIMITS, where)
        lines = run_script(scenario_script(data))
    except (InputError, ScriptError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except Exception as e:  # a bug must still be one line, not a traceback
        print(f"error: internal error: {type(e).__name__}: {e}", file=sys.stderr)
        return 2
    for line in lines:
        print(dumps_line(line))
    return 0


if __name__ == "__main__":
    sys.exit(main())
