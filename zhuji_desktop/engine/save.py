"""Saving and loading a match: ``{version, rules, seeds, actions}``; loading replays it.

A save is also a replay: the rule set, the match seed, each hand's wall seed and each hand's
actions in the action notation. Errors say what is wrong and never leave half a match.

>>> m = Match(RuleSet(match_hands=1), seed=2)
>>> for a in ["E pass", "S pass", "W pass", "N pass"]:
...     m.apply(Action.parse(a))
>>> load_match(dumps_match(m)).state.phase.value
'wilds'
"""

from __future__ import annotations

import json
from typing import Any

from .actions import Action
from .match import Match
from .rules import RuleSet
from .state import IllegalAction

SAVE_VERSION = 1


class SaveError(ValueError):
    """A save that cannot be loaded: corrupt, from a newer version, or not replayable."""


def match_to_dict(match: Match, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save as a JSON-ready dict. ``meta`` holds what the UI wants back (names, players)."""
    hands = [list(r.actions) for r in match.records]
    if not match.finished:
        hands.append([str(a) for a in match.state.actions])
    return {
        "version": SAVE_VERSION,
        "rules": match.rules.to_dict(),
        "seed": match.seed,
        "seeds": list(match.seeds),
        "actions": hands,
        "meta": meta or {},
    }


def dumps_match(match: Match, meta: dict[str, Any] | None = None) -> str:
    return json.dumps(match_to_dict(match, meta), ensure_ascii=False)


def load_match(text: str | bytes) -> Match:
    """Rebuild a match by replaying a save. Raises ``SaveError`` saying what is wrong."""
    return match_from_dict(_parse_json(text))


def _parse_json(text: str | bytes) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as e:
        raise SaveError(f"the save is not valid JSON ({e})") from None
    if not isinstance(data, dict):
        raise SaveError("the save is not a JSON object")
    return data


def match_from_dict(data: dict[str, Any]) -> Match:
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError("the save has no version number")
    if version > SAVE_VERSION:
        raise SaveError(
            f"the save is from a newer version of the game (format {version}; "
            f"this version reads up to {SAVE_VERSION})"
        )
    for key in ("rules", "seed", "seeds", "actions"):
        if key not in data:
            raise SaveError(f"the save lacks {key!r}")
    try:
        rules = RuleSet.from_dict(data["rules"])
    except (ValueError, TypeError) as e:
        raise SaveError(f"the save's rules are bad: {e}") from None
    seed, seeds, hands = data["seed"], data["seeds"], data["actions"]
    if not isinstance(seed, int) or not isinstance(seeds, list) or not isinstance(hands, list):
        raise SaveError("the save's seed, seeds or actions have the wrong type")
    match = Match(rules, seed)
    for index, actions in enumerate(hands):
        _replay_hand(match, index, seeds, actions)
    return match


def _replay_hand(match: Match, index: int, seeds: list, actions: Any) -> None:
    if index > 0:
        if not match.state.is_ended():
            raise SaveError(f"hand {index} did not end, yet the save goes on to hand {index + 1}")
        if match.finished:
            raise SaveError("the save goes on after the match ended")
        match.next_hand()
    if index >= len(seeds) or match.seeds[index] != seeds[index]:
        raise SaveError(f"hand {index + 1}'s wall seed does not match the match seed")
    if not isinstance(actions, list):
        raise SaveError(f"hand {index + 1}'s actions are not a list")
    for n, text in enumerate(actions):
        try:
            match.apply(Action.parse(text))
        except (IllegalAction, ValueError) as e:
            raise SaveError(
                f"hand {index + 1}, action {n + 1} ({text!r}) cannot be replayed: {e}"
            ) from None
