"""Which melds a hand can make: claims on a discard and kongs on one's own turn.

These are pure functions of a hand's faces and the wild kinds; the hand state machine turns
them into actions. Every function returns the tiles taken from the hand, sorted by kind, with
wild tiles as their own faces; one entry per distinct choice of faces.

>>> sorted(pung_options([4, 17, 17, 20], 17, frozenset({4})))
[(4, 17), (17, 17)]
>>> chow_options([1, 2, 5], 3, frozenset())
[(1, 2)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement

from . import tiles
from .melds import Meld, MeldType, chow_start

# Claim classes, in priority order (RULES §6). Lower wins.
CLASS_WIN = 0
CLASS_NATURAL_SET = 1  # 正杠 / 正碰
CLASS_NATURAL_CHOW = 2  # 正吃
CLASS_WILD_SET = 3  # 财杠 / 财碰
CLASS_WILD_CHOW = 4  # 财吃


@dataclass(frozen=True)
class Split:
    """A hand split into natural counts and wild faces."""

    naturals: Counter[int]
    wilds: Counter[int]

    @classmethod
    def of(cls, hand: Iterable[int], wild_kinds: frozenset[int]) -> Split:
        nat: Counter[int] = Counter()
        wild: Counter[int] = Counter()
        for t in hand:
            (wild if t in wild_kinds else nat)[t] += 1
        return cls(nat, wild)

    @property
    def wild_total(self) -> int:
        return sum(self.wilds.values())


def wild_choices(wilds: Counter[int], r: int) -> list[tuple[int, ...]]:
    """Every distinct multiset of ``r`` wild faces the hand can give."""
    if r == 0:
        return [()]
    faces = sorted(wilds)
    out = []
    for combo in combinations_with_replacement(faces, r):
        need = Counter(combo)
        if all(wilds[f] >= n for f, n in need.items()):
            out.append(combo)
    return out


def set_options(
    hand: Sequence[int], kind: int, wild_kinds: frozenset[int], size: int, min_natural: int
) -> list[tuple[int, ...]]:
    """Hand tiles that make a set of ``kind``: ``size`` tiles, at least ``min_natural`` natural."""
    split = Split.of(hand, wild_kinds)
    have = split.naturals[kind] if kind not in wild_kinds else 0
    out: list[tuple[int, ...]] = []
    for n in range(min(size, have), min_natural - 1, -1):
        for combo in wild_choices(split.wilds, size - n):
            out.append(tuple(sorted((kind,) * n + combo)))
    return out


def pung_options(hand: Sequence[int], tile: int, wild_kinds: frozenset[int]) -> list[tuple]:
    """Two hand tiles that pung ``tile``: two naturals, or one or two wilds (双财碰)."""
    return set_options(hand, tile, wild_kinds, 2, 0)


def kong_options(hand: Sequence[int], tile: int, wild_kinds: frozenset[int]) -> list[tuple]:
    """Three hand tiles that make an exposed kong of ``tile`` (0 to 3 wilds)."""
    return set_options(hand, tile, wild_kinds, 3, 0)


def concealed_kong_options(hand: Sequence[int], wild_kinds: frozenset[int]) -> list[tuple]:
    """Four hand tiles forming a concealed kong: at least one natural, the rest wilds."""
    split = Split.of(hand, wild_kinds)
    out: list[tuple[int, ...]] = []
    for kind in sorted(split.naturals):
        out.extend(set_options(hand, kind, wild_kinds, 4, 1))
    return out


def chow_options(hand: Sequence[int], tile: int, wild_kinds: frozenset[int]) -> list[tuple]:
    """Two hand tiles that chow ``tile``: naturals, or one natural and one wild (单财吃)."""
    if not tiles.is_suit(tile):
        return []
    split = Split.of(hand, wild_kinds)
    base = tile - tile % 9
    found: set[tuple[int, ...]] = set()
    for start in range(max(base, tile - 2), min(tile, base + 6) + 1):
        others = [k for k in range(start, start + 3) if k != tile]
        for use_wild in (None, 0, 1):
            if use_wild is None:
                if all(split.naturals[k] >= 1 and k not in wild_kinds for k in others):
                    found.add(tuple(others))
                continue
            nat = others[1 - use_wild]
            if split.naturals[nat] < 1 or nat in wild_kinds:
                continue
            for (face,) in wild_choices(split.wilds, 1):
                found.add(tuple(sorted((nat, face))))
    return sorted(found)


def wild_discard_options(
    hand: Sequence[int], wild_kinds: frozenset[int], may_chow: bool
) -> list[tuple[MeldType, tuple[int, ...]]]:
    """Claims on a discarded wild (option ``discarded_wild_claimable``).

    The claimed wild stands in for a tile of the meld, so the natural tile every meld needs
    comes from the hand: a pung or kong of a kind the hand holds, or a chow of two naturals
    one or two apart (单财吃: the wild fills the gap or an end).
    """
    split = Split.of(hand, wild_kinds)
    out: list[tuple[MeldType, tuple[int, ...]]] = []
    for kind in sorted(split.naturals):
        out += [(MeldType.KONG, c) for c in set_options(hand, kind, wild_kinds, 3, 1)]
        out += [(MeldType.PUNG, c) for c in set_options(hand, kind, wild_kinds, 2, 1)]
    if may_chow:
        suited = sorted(k for k in split.naturals if tiles.is_suit(k))
        for a in suited:
            for b in suited:
                if a < b <= a + 2 and tiles.suit_of(a) == tiles.suit_of(b):
                    out.append((MeldType.CHOW, (a, b)))
    return out


def claim_class(verb_is_chow: bool, hand_tiles: Sequence[int], wild_kinds: frozenset[int]) -> int:
    """The RULES §6 priority class of a chow, pung or kong that takes these hand tiles."""
    uses_wild = any(t in wild_kinds for t in hand_tiles)
    if verb_is_chow:
        return CLASS_WILD_CHOW if uses_wild else CLASS_NATURAL_CHOW
    return CLASS_WILD_SET if uses_wild else CLASS_NATURAL_SET


def make_claim_meld(
    mtype: MeldType, hand_tiles: Sequence[int], tile: int, source: int, wild_kinds: frozenset[int]
) -> Meld:
    """The meld a claim forms. A set's kind is the claimed tile's; a chow's run holds it."""
    faces = tuple(sorted((*hand_tiles, tile)))
    naturals = [t for t in (*hand_tiles, tile) if t not in wild_kinds]
    if mtype is MeldType.CHOW:
        start = chow_start(naturals, 3 - len(naturals))
        assert start is not None, "chow options come from chow_options/wild_discard_options"
        return Meld(mtype, faces, kind=start, claimed=tile, source=source)
    # A set's kind is its natural tiles' kind (the claimed tile's, unless that is a wild).
    return Meld(mtype, faces, kind=naturals[0], claimed=tile, source=source)
