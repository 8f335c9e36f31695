"""Saving and loading a match: ``{version, rules, seeds, actions}``; loading replays it.

A save is also a replay: the rule set, the match seed, each hand's wall seed and each hand's
actions in the action notation. Errors say what is wrong and never leave half a match.

>>> m = Match(RuleSet(match_hands=1), seed=2)
>>> for a in ["E pass", "S pass", "W pass", "N pass"]:
...     m.apply(Action.parse(a))
>>> load_match(dumps_match(m)).state.phase.value
'wilds'

A long match takes seconds to replay (every action is checked as it is made), so a save may
also carry a *checkpoint*: the results of its finished hands, sealed with an HMAC under a key
the program keeps in its data folder. A checkpoint is used only if its seal is right and its
records fit together (``Match.restore`` checks the deal, 老庄, seeds and payments); then only
the hand in progress is replayed. A save from elsewhere, an edited one or one without a
checkpoint is replayed in full, so a checkpoint never makes a state the actions do not.

>>> key = b"k" * 32
>>> m = Match(RuleSet(match_hands=3), seed=4)
>>> text = dumps_match(m, key=key)
>>> restore_match(parse_save(text), key)[1] is None  # None: the checkpoint was used
True
>>> restore_match(parse_save(text), b"another key")[1]
'the checkpoint is not sealed by this program'
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Callable
from typing import Any

from .actions import Action
from .inputs import InputError, Limits, dumps_line, parse_json, quoted
from .match import HandRecord, Match, check_seed, hand_seed, is_int, usable_match_id
from .rules import OPTION_NAMES, RuleSet
from .state import IllegalAction

SAVE_VERSION = 1
# A save holds about one value (action text, number, list) per 12.5 bytes, some 1,000 bytes a
# hand: a match of 10,000 hands (the most ``match_hands`` allows) is near 10 MB and 800,000
# values. The value cap keeps a hostile file of tiny values (``[[],[],…]``: 21 million in
# 64 MB, 1.6 GB once parsed) to about 250 MB.
# A key named twice is refused: the last one silently won, and a damaged save was filed as
# one from a newer version.
SAVE_LIMITS = Limits(
    max_bytes=64_000_000, max_depth=16, max_digits=30, max_values=4_000_000, unique_keys=True
)
MAX_HANDS = 100_000
MAX_ACTIONS = 10_000  # in one hand; a real one has a few hundred at most
_RECORD_KEYS = ("dealer", "old_dealer", "bao", "bid", "winner", "discarder", "self_drawn", "tai")


class SaveError(ValueError):
    """A save that cannot be loaded: corrupt, from a newer version, or not replayable."""


class BrokenReplay(SaveError):
    """A save whose actions stop replaying part-way (a damaged or tampered step): ``match``
    is the match as far as they went, the longest beginning of the save that is legal, so
    that a player loses only what came after the damage."""

    def __init__(self, message: str, match: Match) -> None:
        super().__init__(message)
        self.match = match
        self.meta: dict[str, Any] = {}  # the save's meta, for whoever continues the match


class NewerSaveError(SaveError):
    """A save written by a newer version of the game, in format ``version``: nothing is wrong
    with it, so it is kept for that version rather than treated as corrupt."""

    def __init__(self, version: int, option: str | None = None) -> None:
        if option is None:
            why = f"format {version}; this version reads up to {SAVE_VERSION}"
        else:  # a rule option added since: the format was not changed for it
            why = f"it plays the rule option {option}, which this version does not know"
        super().__init__(f"the save is from a newer version of the game ({why})")
        self.version = version


def save_rules(data: dict[str, Any]) -> RuleSet:
    """The rules of a parsed save of a format this version reads. Raises ``SaveError``;
    ``NewerSaveError`` for a rule option this version does not know (a newer version's,
    kept for it rather than called corrupt).

    >>> save_rules({"version": 1, "rules": {"top_level": 5}}).top_level
    5
    >>> try:
    ...     save_rules({"version": 1, "rules": {"dragon_tai": 2}})
    ... except NewerSaveError as e:
    ...     print(e)
    the save is from a newer version of the game (it plays the rule option 'dragon_tai', \
which this version does not know)
    """
    version = save_version(data)
    rules = data.get("rules")
    if isinstance(rules, dict):
        unknown = [k for k in rules if k not in OPTION_NAMES]
        if unknown:
            raise NewerSaveError(version, quoted(unknown[0]))
    try:
        return RuleSet.from_dict(rules)
    except (ValueError, TypeError) as e:
        raise SaveError(f"the save's rules are bad: {e}") from None


def save_version(data: dict[str, Any]) -> int:
    """The format number of a parsed save. Raises ``SaveError`` (``NewerSaveError`` for a
    format newer than this version reads).

    >>> save_version({"version": SAVE_VERSION}) == SAVE_VERSION
    True
    """
    if "version" not in data:
        raise SaveError("the save has no version number")
    version = data["version"]
    if not is_int(version) or version < 1:
        raise SaveError(f"the save's version must be a whole number from 1, not {quoted(version)}")
    if version > SAVE_VERSION:
        raise NewerSaveError(version)
    return version


def match_to_dict(
    match: Match,
    meta: dict[str, Any] | None = None,
    key: bytes | None = None,
    sealed: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The save as a JSON-ready dict. ``meta`` holds what the UI wants back (names, players).
    With ``key``, a sealed checkpoint of the finished hands is added; ``sealed`` is one made
    earlier by ``checkpoint`` (it changes only when a hand ends, and sealing a long match on
    every step would cost time)."""
    hands = [list(r.actions) for r in match.records]
    if not match.finished:
        hands.append([str(a) for a in match.state.actions])
    # the id and meta before the actions: a save cut short keeps them (without its id a
    # salvaged match could not be told from its hands already in the history)
    data: dict[str, Any] = {
        "version": SAVE_VERSION,
        "rules": match.rules.to_dict(),
        "seed": match.seed,
        "seeds": list(match.seeds),
        "id": match.id,
        "meta": meta or {},
        "actions": hands,
    }
    if sealed is None and key is not None:
        sealed = checkpoint(match, key)
    if sealed is not None:
        if sealed.get("hands") != len(match.records):
            raise ValueError("the checkpoint is not of this match's finished hands")
        data["checkpoint"] = sealed
    return data


def dumps_match(
    match: Match,
    meta: dict[str, Any] | None = None,
    key: bytes | None = None,
    sealed: dict[str, Any] | None = None,
) -> str:
    return dumps_line(match_to_dict(match, meta, key, sealed))


def checkpoint(match: Match, key: bytes) -> dict[str, Any]:
    """The finished hands' results (their actions are in the save already), sealed."""
    records = [_record_dict(r) for r in match.records]
    body = {"hands": len(records), "records": records}
    return {**body, "mac": _seal(key, match, body)}


def _record_dict(record: HandRecord) -> dict[str, Any]:
    data = record.to_dict()
    del data["actions"], data["index"], data["seed"]  # in the save's actions and seeds
    return data


def _seal(key: bytes, match: Match | dict[str, Any], body: dict[str, Any]) -> str:
    """HMAC-SHA256 of the checkpoint with everything it stands for: the match's seeds and
    rules and the actions of the hands it sums up."""
    if isinstance(match, Match):
        head = [
            match.id,
            match.rules.to_dict(),
            match.seed,
            [list(r.actions) for r in match.records],
        ]
    else:
        n = body["hands"]
        head = [match.get("id"), match["rules"], match["seed"], match["actions"][:n]]
    payload = json.dumps([head, body], sort_keys=True, separators=(",", ":"))
    return hmac.new(key, payload.encode("utf-8", "surrogatepass"), hashlib.sha256).hexdigest()


# --- loading ---------------------------------------------------------------------------------


def load_match(text: str | bytes, key: bytes | None = None) -> Match:
    """Rebuild a match from a save (from its checkpoint if ``key`` seals it, else by
    replaying every action). Raises ``SaveError`` saying what is wrong."""
    return restore_match(parse_save(text), key)[0]


def parse_save(text: str | bytes) -> dict[str, Any]:
    """The save's JSON object, read within ``SAVE_LIMITS``; raises ``SaveError``."""
    try:
        data = parse_json(text, SAVE_LIMITS, "the save")
    except InputError as e:
        raise SaveError(str(e)) from None
    if not isinstance(data, dict):
        raise SaveError("the save is not a JSON object")
    return data


def restore_match(data: dict[str, Any], key: bytes | None = None) -> tuple[Match, str | None]:
    """The match of a parsed save, and None if its checkpoint was used, else why not (the
    match was then replayed from its first action). Raises ``SaveError``; ``BrokenReplay``
    (with the match as far as it could be replayed) if an action of the save cannot be
    replayed after its header and checkpoint were read."""
    rules, seed, seeds, hands = _check_header(data)
    match_id = usable_match_id(data.get("id"))  # else the match is given a new one
    why = "no key" if key is None else None
    if key is not None:
        try:
            match = _from_checkpoint(data, key, rules, seed, match_id)
        except (ValueError, TypeError, KeyError) as e:
            why = str(e)
        else:
            _salvaging(match, lambda: _replay_rest(match, seeds, hands))
            _check_all_there(match, seeds, hands)
            return match, None
    match = Match(rules, seed, id=match_id) if match_id else Match(rules, seed)

    def replay() -> None:
        for index, actions in enumerate(hands):
            _replay_hand(match, index, seeds, actions)

    _salvaging(match, replay)
    _check_all_there(match, seeds, hands)
    return match, why


def _check_all_there(match: Match, seeds: list, hands: list) -> None:
    """A save holds one list of actions for each wall seed: one with fewer lost hands
    (a hostile edit emptied them), and resuming it silently would start them again."""
    if len(seeds) > len(hands):
        raise BrokenReplay(
            f"the save names the walls of {len(seeds)} hands but holds the actions of {len(hands)}",
            match,
        )


def _salvaging(match: Match, replay: Callable[[], None]) -> None:
    """Run ``replay`` on ``match``; a step that cannot be replayed raises ``BrokenReplay``
    with the match as it stood before that step (an illegal action changes nothing)."""
    try:
        replay()
    except BrokenReplay:
        raise
    except SaveError as e:
        raise BrokenReplay(str(e), match) from None


def _check_header(data: dict[str, Any]) -> tuple[RuleSet, int, list, list]:
    save_version(data)
    for key in ("rules", "seed", "seeds", "actions"):
        if key not in data:
            raise SaveError(f"the save lacks {key!r}")
    rules = save_rules(data)
    seed, seeds, hands = data["seed"], data["seeds"], data["actions"]
    if not is_int(seed) or not isinstance(seeds, list) or not isinstance(hands, list):
        raise SaveError("the save's seed, seeds or actions have the wrong type")
    try:
        check_seed(seed)
    except ValueError as e:
        raise SaveError(f"the save's seed is bad: {e}") from None
    if len(hands) > MAX_HANDS:
        raise SaveError(f"the save has {len(hands):,} hands (at most {MAX_HANDS:,})")
    return rules, seed, seeds, hands


def _from_checkpoint(
    data: dict[str, Any], key: bytes, rules: RuleSet, seed: int, match_id: str | None
) -> Match:
    """The match at the deal of its first unfinished hand, from a sealed checkpoint. Raises
    ``ValueError`` (or ``TypeError``, ``KeyError``) if the checkpoint cannot be used."""
    cp = data.get("checkpoint")
    if not isinstance(cp, dict):
        raise ValueError("the save has no checkpoint")
    n, records, mac = cp.get("hands"), cp.get("records"), cp.get("mac")
    if not (is_int(n) and isinstance(records, list) and len(records) == n):
        raise ValueError("the checkpoint is malformed")
    if not isinstance(mac, str) or n > len(data["actions"]):
        raise ValueError("the checkpoint is malformed")
    body = {"hands": n, "records": records}
    if not hmac.compare_digest(mac, _seal(key, data, body)):
        raise ValueError("the checkpoint is not sealed by this program")
    # A save of a finished match holds no hand in progress; its last hand is replayed, so
    # that the match stands as a full replay leaves it (that hand ended, not yet booked).
    keep = min(n, len(data["actions"]) - 1)
    hands = data["actions"][:keep]
    built = [
        _record_from_dict(r, i, seed, a, rules.fan) for i, (r, a) in enumerate(zip(records, hands))
    ]
    return Match.restore(rules, seed, built, match_id)


def _record_from_dict(
    data: Any, index: int, seed: int, actions: Any, fan: bool = False
) -> HandRecord:
    if not isinstance(data, dict) or not isinstance(actions, list):
        raise ValueError(f"checkpoint record {index + 1} is malformed")
    items = tuple((str(k), str(label), int(t)) for k, label, t in data["items"])
    record = HandRecord(
        index=index,
        seed=hand_seed(seed, index),
        items=items,
        deltas=tuple(data["deltas"]),
        actions=tuple(str(a) for a in actions),
        **{k: data[k] for k in _RECORD_KEYS},
    )
    # 翻麻将 (docs/rules.md §12) has no 包家 and no bid
    bid_ok = record.bid is None and record.bao is None if fan else isinstance(record.bid, str)
    if not bid_ok or not isinstance(record.old_dealer, bool):
        raise ValueError(f"checkpoint record {index + 1} is malformed")
    return record


def _replay_rest(match: Match, seeds: list, hands: list) -> None:
    """Replay the hands after the checkpoint (normally just the one in progress)."""
    start = len(match.records)
    if seeds[:start] != match.seeds[:start]:
        raise SaveError("the save's wall seeds do not match the match seed")
    if match.finished:
        raise SaveError("the save goes on after the match ended")
    _check_seed(match, start, seeds)
    _replay_actions(match, start, hands[start])
    for index in range(start + 1, len(hands)):
        _replay_hand(match, index, seeds, hands[index])


def _replay_hand(match: Match, index: int, seeds: list, actions: Any) -> None:
    if index > 0:
        if not match.state.is_ended():
            raise SaveError(f"hand {index} did not end, yet the save goes on to hand {index + 1}")
        if not match.finished:
            match.next_hand()  # booking the hand may end the match (its rules' last hand)
        if match.finished:
            raise SaveError(f"the save goes on to hand {index + 1} after the match ended")
    _check_seed(match, index, seeds)
    _replay_actions(match, index, actions)


def _check_seed(match: Match, index: int, seeds: list) -> None:
    if index >= len(seeds) or index >= len(match.seeds) or match.seeds[index] != seeds[index]:
        raise SaveError(f"hand {index + 1}'s wall seed does not match the match seed")


def _replay_actions(match: Match, index: int, actions: Any) -> None:
    if not isinstance(actions, list):
        raise SaveError(f"hand {index + 1}'s actions are not a list")
    if len(actions) > MAX_ACTIONS:
        raise SaveError(f"hand {index + 1} has {len(actions):,} actions (at most {MAX_ACTIONS:,})")
    for n, text in enumerate(actions):
        try:
            match.apply(Action.parse(text))
        except (IllegalAction, ValueError) as e:
            raise SaveError(
                f"hand {index + 1}, action {n + 1} ({quoted(text)}) cannot be replayed: {e}"
            ) from None
