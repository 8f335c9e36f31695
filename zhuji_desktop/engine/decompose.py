"""Every way a complete hand splits into melds and a pair (docs/rules.md §7, §8).

Counting 台 does not need this list (``tai`` reads a hand's features off the tables of
``hand``); it is the slow, plain enumeration kept as ``tai``'s fallback and as the
independent reference the tests score hands against.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from .hand import _check_hand, shanten
from .tiles import NUM_KINDS


@dataclass(frozen=True, slots=True)
class Decomposition:
    """One way a complete hand splits into melds and a pair.

    ``melds`` holds ("chow", lowest kind) or ("pung", kind), sorted; ``wild_values`` the sorted
    kinds the wild tiles stand for.
    """

    pair: int
    melds: tuple[tuple[str, int], ...]
    wild_values: tuple[int, ...]


def unit_tiles(unit: tuple[str, int]) -> tuple[int, ...]:
    """The kinds of a meld or the pair: ("chow", k), ("pung", k) or ("pair", k)."""
    name, kind = unit
    if name == "chow":
        return (kind, kind + 1, kind + 2)
    return (kind,) * (2 if name == "pair" else 3)


def _units_with(kind: int) -> list[tuple[str, int]]:
    """The melds and the pair that contain ``kind``."""
    out = [("pair", kind), ("pung", kind)]
    if kind < 27:
        r = kind % 9
        out += [("chow", kind - d) for d in (2, 1, 0) if 0 <= r - d <= 6]
    return out


# Units (melds and pairs) by id; the id order is the order canonical covering uses.
_UNITS = tuple(
    sorted(
        [("chow", s * 9 + r) for s in range(3) for r in range(7)]
        + [(name, kind) for name in ("pair", "pung") for kind in range(NUM_KINDS)]
    )
)
_UNIT_ID = {u: i for i, u in enumerate(_UNITS)}
_UNIT_TILES = tuple(unit_tiles(u) for u in _UNITS)
_MELD_IDS = tuple(i for i, u in enumerate(_UNITS) if u[0] != "pair")
_PAIR_IDS = tuple(i for i, u in enumerate(_UNITS) if u[0] == "pair")
_UNITS_WITH = tuple(tuple(sorted(_UNIT_ID[u] for u in _units_with(k))) for k in range(NUM_KINDS))


def decompositions(counts: Sequence[int], wilds: int = 0) -> list[Decomposition]:
    """Every split of a complete 3k+2 hand into k melds and a pair, with the wilds' values.

    A meld or pair made only of wilds may be any one (tai counting picks the best), so a hand
    with many wilds has many decompositions. Empty if the hand is not complete. Sorted by
    (pair, melds).

    >>> from zhuji_desktop.engine.tiles import counts_from_text as c
    >>> [(d.pair, d.melds) for d in decompositions(c("111222333m55z"))]
    [(31, (('chow', 0), ('chow', 0), ('chow', 0))), (31, (('pung', 0), ('pung', 1), ('pung', 2)))]
    >>> decompositions(c("13m55z"), 1)
    [Decomposition(pair=31, melds=(('chow', 0),), wild_values=(1,))]
    """
    c, w, k = _check_hand(counts, wilds)
    if (sum(c) + w) % 3 != 2 or shanten(c, w) != -1:
        return []
    records: list[tuple] = []
    for cover, rules, melds_left in _covers(c, w, k):
        _expand(cover, rules, c, melds_left, records)
    records.sort()  # (pair, meld ids) are distinct, so the sort never compares further
    return [Decomposition(pair, melds, wild) for pair, _, melds, wild in records]


def _allowed(unit: int, rules: Sequence[tuple[int, int]]) -> bool:
    """May ``unit`` join the hand? A rule (kind, u) says u was the least unit holding kind."""
    tiles = _UNIT_TILES[unit]
    return all(unit >= u for kind, u in rules if kind in tiles)


def _covers(c: list[int], w: int, k: int) -> list[tuple[list[int], list, int]]:
    """Ways to cover every natural tile with units, wilds filling their gaps.

    Each step takes the lowest natural not yet covered and a unit holding it. A target hand
    could be reached along several such paths; to produce each once, only its canonical path
    is followed: the unit chosen must be the least (by id) of all units still to come that hold
    that kind, which each step records as a rule. Returns (unit ids, rules, melds still to
    make); the wilds left over make exactly the melds (and the pair) still to make.
    """
    rem = list(c)
    chosen: list[int] = []
    rules: list[tuple[int, int]] = []
    leaves: list[tuple[list[int], list, int]] = []

    def walk(i: int, free: int, melds: int, pair: int) -> None:
        while i < NUM_KINDS and not rem[i]:
            i += 1
        if i == NUM_KINDS:
            leaves.append((list(chosen), list(rules), melds))
            return
        for unit in _UNITS_WITH[i]:
            is_pair = _UNITS[unit][0] == "pair"
            if not (pair if is_pair else melds) or not _allowed(unit, rules):
                continue
            taken = []  # naturals the unit takes; wilds stand in where none is left
            for t in _UNIT_TILES[unit]:
                if rem[t]:
                    rem[t] -= 1
                    taken.append(t)
            used = len(_UNIT_TILES[unit]) - len(taken)
            if used <= free:
                chosen.append(unit)
                rules.append((i, unit))
                walk(i, free - used, melds - (not is_pair), pair - is_pair)
                chosen.pop()
                rules.pop()
            for t in taken:
                rem[t] += 1

    walk(0, w, k, 1)
    return leaves


def _expand(cover: list[int], rules: list, c: list[int], melds_left: int, out: list) -> None:
    """Append (pair, meld ids, melds, wild values) for ``cover`` plus all-wild units the rules
    allow. The meld ids sort like the melds, and faster."""
    need = [0] * NUM_KINDS
    for unit in cover:
        for t in _UNIT_TILES[unit]:
            need[t] += 1
    base_wild = [t for t in range(NUM_KINDS) for _ in range(max(0, need[t] - c[t]))]
    base_melds = [u for u in cover if _UNITS[u][0] != "pair"]
    cover_pair = [_UNITS[u][1] for u in cover if _UNITS[u][0] == "pair"]
    pairs = cover_pair or [_UNITS[u][1] for u in _PAIR_IDS if _allowed(u, rules)]
    free_melds = [u for u in _MELD_IDS if _allowed(u, rules)]
    append, units = out.append, _UNITS
    for combo in itertools.combinations_with_replacement(free_melds, melds_left):
        ids = tuple(sorted(base_melds + list(combo)))
        melds = tuple(units[u] for u in ids)
        wild = sorted(base_wild + [t for u in combo for t in _UNIT_TILES[u]])
        if cover_pair:
            append((cover_pair[0], ids, melds, tuple(wild)))
            continue
        # A free pair adds two wilds of its kind: split the sorted values where they go.
        for pair in pairs:
            i = bisect.bisect_left(wild, pair)
            append((pair, ids, melds, (*wild[:i], pair, pair, *wild[i:])))
