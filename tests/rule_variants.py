"""Rule sets for the tests that must cover every rule option (docs/rules.md, the table of
options): each option changed from its default, in each game where it acts.

The look-ahead keeps its own copy of the play rules (``engine.playout``) and its own policy
(``ai.search.rollout``); a hand-written list of rule sets would leave an option added later
untried there, and the copy could disagree with the engine unnoticed. These sets are built
from ``RuleSet.options()``, so a new option is in them the day it is added
(the tests that use them check it: ``untried``).
"""

from __future__ import annotations

from typing import Any

from zhuji_desktop.engine.rules import MODES, OptionInfo, RuleSet


def off_default(info: OptionInfo) -> Any:
    """A value of the option other than its default: the other truth value, another
    choice, or an end of its range (the low end unless that is the default)."""
    if info.kind == "bool":
        return not info.default
    if info.choices is not None:
        return next(c for c in info.choices if c != info.default)
    assert info.range is not None, f"option {info.name} has neither choices nor a range"
    lo, hi = info.range
    return lo if lo != info.default else hi


def one_changed() -> list[RuleSet]:
    """For each game and each option that acts in it, the game's defaults with that one
    option changed (the game itself, ``mode``, is not an option of a game)."""
    out = []
    for mode in MODES:
        plain = RuleSet(mode=mode)
        for info in RuleSet.options(mode):
            if info.name != "mode" and plain.acts(info.name):
                out.append(RuleSet(mode=mode, **{info.name: off_default(info)}))
    return out


def changed(rules: RuleSet) -> set[str]:
    """The options of ``rules`` that differ from its game's defaults."""
    plain = RuleSet(mode=rules.mode)
    return {o.name for o in RuleSet.options() if getattr(rules, o.name) != getattr(plain, o.name)}


def label(rules: RuleSet) -> str:
    """A short test id: the game and what differs from its defaults."""
    diff = sorted(changed(rules))
    return f"{rules.mode}:" + (",".join(f"{k}={getattr(rules, k)}" for k in diff) or "defaults")


def untried(sets: list[RuleSet]) -> set[tuple[str, str]]:
    """The (game, option) pairs that no rule set of ``sets`` changes, of the options that
    act in that game."""
    missing = set()
    for mode in MODES:
        for info in RuleSet.options(mode):
            if info.name == "mode" or not RuleSet(mode=mode).acts(info.name):
                continue
            if not any(r.mode == mode and info.name in changed(r) for r in sets):
                missing.add((mode, info.name))
    return missing


def with_every_option(explicit: list[RuleSet]) -> list[RuleSet]:
    """``explicit`` (the combinations a test chose) followed by each option changed alone,
    without repeats."""
    out = list(explicit)
    for r in one_changed():
        if r not in out:
            out.append(r)
    return out
