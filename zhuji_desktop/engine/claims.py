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
from collections.abc import Container, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement

from . import tiles
from .actions import Action, Verb
from .melds import Meld, MeldType, chow_start
from .rules import RuleSet

# The action that makes each kind of claimed meld.
CLAIM_VERB = {MeldType.CHOW: Verb.CHOW, MeldType.PUNG: Verb.PUNG, MeldType.KONG: Verb.KONG}

# Claim classes, in priority order (docs/rules.md §6). Lower wins.
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
        if not wild_kinds:
            return cls(Counter(hand), Counter())
        faces = list(hand)
        return cls(
            Counter(t for t in faces if t not in wild_kinds),
            Counter(t for t in faces if t in wild_kinds),
        )

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
    return _set_options(Split.of(hand, wild_kinds), kind, wild_kinds, size, min_natural)


def _set_options(
    split: Split, kind: int, wild_kinds: frozenset[int], size: int, min_natural: int
) -> list[tuple[int, ...]]:
    have = split.naturals[kind] if kind not in wild_kinds else 0
    if have < min_natural or have + split.wild_total < size:
        return []
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


def set_claim_options(
    hand: Sequence[int], tile: int, wild_kinds: frozenset[int]
) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
    """``(kong_options, pung_options)`` of ``tile`` at once (one split of the hand)."""
    split = Split.of(hand, wild_kinds)
    return _set_options(split, tile, wild_kinds, 3, 0), _set_options(split, tile, wild_kinds, 2, 0)


def turn_actions(
    seat: int,
    hand: Sequence[int],
    melds: Sequence[Meld],
    wild_kinds: frozenset[int],
    *,
    can_win: bool,
    may_kong: bool,
    banned: Container[int] = (),
) -> list[Action]:
    """Every action of ``seat`` on its own turn, holding ``hand`` (faces) beside ``melds``:
    a win if ``can_win``, the concealed and added kongs if ``may_kong`` (a fresh turn, not the
    last tile: docs/rules.md §6), and a discard of each kind held but ``banned`` (the swap ban
    after a chow). The one list of the hand state machine and of the look-ahead's playouts.

    >>> pung = Meld(MeldType.PUNG, (17, 17, 17), 17)  # a pung of 9p; 3s is wild
    >>> [str(a) for a in turn_actions(0, [17, 20, 20], [pung], frozenset({20}),
    ...                               can_win=False, may_kong=True)]
    ['E addkong 9p', 'E addkong 9p3s', 'E discard 9p', 'E discard 3s']
    >>> [str(a) for a in turn_actions(0, [17, 20], [], frozenset(), can_win=True,
    ...                               may_kong=False, banned={20})]  # after a chow of 3s
    ['E win', 'E discard 9p']
    """
    out = [Action(seat, Verb.WIN)] if can_win else []
    if may_kong:
        for combo in concealed_kong_options(hand, wild_kinds):
            out.append(Action(seat, Verb.CKONG, combo))
        held = set(hand)
        for m in melds:  # 补杠: a natural tile of the pung's kind, or a wild named with it
            if m.type is not MeldType.PUNG:
                continue
            if m.kind in held:
                out.append(Action(seat, Verb.ADDKONG, (m.kind,)))
            for w in sorted(held & wild_kinds):
                out.append(Action(seat, Verb.ADDKONG, (w, m.kind)))
    out += [Action(seat, Verb.DISCARD, (t,)) for t in sorted(set(hand)) if t not in banned]
    return out


def concealed_kong_options(hand: Sequence[int], wild_kinds: frozenset[int]) -> list[tuple]:
    """Four hand tiles forming a concealed kong: at least one natural, the rest wilds."""
    split = Split.of(hand, wild_kinds)
    out: list[tuple[int, ...]] = []
    for kind in sorted(split.naturals):
        out.extend(_set_options(split, kind, wild_kinds, 4, 1))
    return out


def may_chow(seat: int, source: int) -> bool:
    """Whether ``seat`` may chow a discard of ``source``: only its 下家, the next in turn
    (docs/rules.md §6). The one place the hand and the playouts ask.

    >>> may_chow(1, 0), may_chow(0, 3), may_chow(2, 0)
    (True, True, False)
    """
    return seat == (source + 1) % 4


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
        out += [(MeldType.KONG, c) for c in _set_options(split, kind, wild_kinds, 3, 1)]
        out += [(MeldType.PUNG, c) for c in _set_options(split, kind, wild_kinds, 2, 1)]
    if may_chow:
        suited = sorted(k for k in split.naturals if tiles.is_suit(k))
        for a in suited:
            for b in suited:
                if a < b <= a + 2 and tiles.suit_of(a) == tiles.suit_of(b):
                    out.append((MeldType.CHOW, (a, b)))
    return out


def chow_readings(meld: Meld, wild_kinds: frozenset[int]) -> list[tuple[int, int]]:
    """Every way to read a chow: (lowest kind of the run, the value the claimed tile takes).

    Natural tiles fix their own places; a wild may fill any place left. With one wild the run
    can often be read two ways: ``[34m]`` plus a wild is 234m or 345m.

    >>> chow_readings(Meld(MeldType.CHOW, (2, 3, 4), kind=2, claimed=2), frozenset())
    [(2, 2)]
    >>> chow_readings(Meld(MeldType.CHOW, (2, 3, 31), kind=1, claimed=2), frozenset({31}))
    [(1, 2), (2, 2)]
    """
    claimed = meld.claimed
    assert claimed is not None, "a chow is always claimed"
    naturals = [t for t in meld.tiles if t not in wild_kinds]
    lo, hi = min(naturals), max(naturals)
    base = lo - lo % 9
    out = []
    for start in range(max(base, hi - 2), min(lo, base + 6) + 1):
        run = range(start, start + 3)
        if claimed not in wild_kinds:
            out.append((start, claimed))
        else:  # a claimed wild takes any place the hand's natural tiles leave open
            out += [(start, v) for v in run if v not in naturals]
    return out


def swap_ban(meld: Meld, wild_kinds: frozenset[int]) -> frozenset[int]:
    """The kinds a player may not discard right after this chow (option no_swap_after_chow,
    docs/rules.md §6): the claimed tile, and the tile at the other end of the run when the
    claimed tile sits at an end. Where a wild lets the run be read more than one way, only
    what every reading bans is banned.

    >>> sorted(swap_ban(Meld(MeldType.CHOW, (2, 3, 4), kind=2, claimed=2), frozenset()))
    [2, 4]
    >>> sorted(swap_ban(Meld(MeldType.CHOW, (2, 3, 4), kind=2, claimed=3), frozenset()))
    [3]
    >>> sorted(swap_ban(Meld(MeldType.CHOW, (2, 3, 31), kind=1, claimed=2), frozenset({31})))
    [2]
    """
    assert meld.claimed is not None, "a chow is always claimed"
    common: set[int] | None = None
    for start, value in chow_readings(meld, wild_kinds):
        end = start + 2
        other = {start: end, end: start}.get(value)
        banned = {other} if other is not None else set()
        common = banned if common is None else common & banned
    return frozenset({meld.claimed, *(common or ())})


def leaves_a_discard(hand: Sequence[int], taken: Sequence[int], banned: Iterable[int]) -> bool:
    """Whether ``hand`` less the tiles ``taken`` for a claim still holds a tile outside
    ``banned``: a chow that would leave nothing to discard is not offered (docs/rules.md §6).

    >>> leaves_a_discard([3, 3, 4, 5, 5], [3, 4], {3, 5})
    False
    >>> leaves_a_discard([1, 3, 4], [3, 4], {3})
    True
    """
    rest = list(hand)
    for t in taken:
        rest.remove(t)
    ban = set(banned)
    return any(t not in ban for t in rest)


def dead_discard(tile: int, wild_kinds: Container[int], rules: RuleSet) -> bool:
    """Whether a discarded ``tile`` is dead: a discarded wild may not be chowed, punged,
    konged or won on (docs/rules.md §5), unless the table plays ``discarded_wild_claimable``.

    >>> dead_discard(4, frozenset({4}), RuleSet()), dead_discard(5, frozenset({4}), RuleSet())
    (True, False)
    >>> dead_discard(4, frozenset({4}), RuleSet(discarded_wild_claimable=True))
    False
    """
    return tile in wild_kinds and not rules.discarded_wild_claimable


def claim_class(verb_is_chow: bool, hand_tiles: Sequence[int], wild_kinds: frozenset[int]) -> int:
    """The docs/rules.md §6 priority class of a chow, pung or kong that takes these hand tiles."""
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
