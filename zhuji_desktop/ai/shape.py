"""Fast hand-shape arithmetic for the computer players: tiles still needed, under a plan.

The engine's ``hand.shanten`` answers "how far is this hand from any complete hand". A player
of this game needs more: a complete hand below its 台 minimum cannot win, so it asks "how far
from a complete hand *of this kind*" (all chows for 平胡, all pungs for 对对胡, one suit for
混一色, a pung of 中, no wilds for 无财 …). This module answers that quickly.

The hand is split into four groups (万, 筒, 索, honours). For each group and each *mode*
(any meld, chows only, pungs only) a memoised search lists the Pareto-best ways to cut the
group into blocks: ``(b, h, g)`` = meld slots used, head pairs used (0/1) and gain, where a
meld gains 2, a partial meld (two tiles missing one) 1 and the head pair 1. With ``S`` meld
slots free, the usual formula gives the tiles still needed::

    needed = 3·S + 2 − min(N, S + 1 + G) − wilds

with ``G`` the best total gain over all groups (at most ``S`` slots, one head) and ``N`` the
natural tiles that may take part. ``needed`` is 0 for a complete hand and 1 for a ready
(听牌) 13-tile hand: it is shanten + 1, whatever the hand's size.

>>> from zhuji_desktop.engine.tiles import counts_from_text
>>> needed(counts_from_text("123m456p789s1122z"), wilds=1)
0
>>> needed(counts_from_text("123m456p789s112z"), wilds=0)
2
>>> Target().needed(counts_from_text("123m456p789s1122z"), 0)
1
>>> Target(mode=PUNGS).needed(counts_from_text("111m222p333s1122z"), 0)
1
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

ANY, CHOWS, PUNGS = 0, 1, 2
# Memo sizes: the memos keep the hot shapes of a long session and stay within a few MB each
# (a session of thousands of hands meets far more shapes than these hold).
SUIT_MEMO = 1 << 15
SMALL_MEMO = 1 << 13
NEG = -99  # "impossible" in a gain table

Entry = tuple[int, int, int]  # (meld slots, heads, gain)


def group_keys(counts: Sequence[int]) -> list[tuple[int, ...]]:
    """The four group keys (count tuples) of a 34-count vector."""
    return [tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27]), tuple(counts[27:34])]


def _prune(entries: Iterable[Entry]) -> tuple[Entry, ...]:
    """Keep the entries no other entry beats with fewer-or-equal slots and heads."""
    best = [NEG] * 10  # index h * 5 + b
    for b, h, g in entries:
        if h <= 1 and b <= 4 and g > best[h * 5 + b]:
            best[h * 5 + b] = g
    out = []
    run0 = NEG  # best h=0 gain with at most b slots
    run1 = NEG  # best gain with at most b slots, any heads
    for b in range(5):
        g0, g1 = best[b], best[5 + b]
        if g0 > run0:
            out.append((b, 0, g0))
            run0 = g0
        if g1 > max(run0, run1):
            out.append((b, 1, g1))
        run1 = max(run1, g1, run0)
    return tuple(out)


@lru_cache(maxsize=SUIT_MEMO)
def suit_entries(key: tuple[int, ...], mode: int) -> tuple[Entry, ...]:
    """Pareto-best block cuts of one suit's 9 counts.

    >>> suit_entries((1, 1, 1, 0, 0, 0, 0, 0, 0), ANY)
    ((0, 0, 0), (1, 0, 2))
    >>> suit_entries((2, 0, 0, 0, 0, 0, 0, 0, 0), CHOWS)
    ((0, 0, 0), (0, 1, 1))
    """
    return _prune(_suit_search(key, mode))


@lru_cache(maxsize=SUIT_MEMO)
def _suit_search(key: tuple[int, ...], mode: int) -> tuple[Entry, ...]:
    i = next((j for j, c in enumerate(key) if c), -1)
    if i < 0:
        return ((0, 0, 0),)
    c = list(key)
    out: set[Entry] = set()

    def take(used: Sequence[int], db: int, dh: int, dg: int) -> None:
        for j in used:
            c[j] -= 1
        for b, h, g in _suit_search(tuple(c), mode):
            if b + db <= 4 and h + dh <= 1:
                out.add((b + db, h + dh, g + dg))
        for j in used:
            c[j] += 1

    take((i,), 0, 0, 0)  # the lowest tile stays a single
    n = key[i]
    if n >= 2:
        take((i, i), 0, 1, 1)  # head
    if mode != CHOWS:
        if n >= 3:
            take((i, i, i), 1, 0, 2)
        if n >= 2:
            take((i, i), 1, 0, 1)
    if mode != PUNGS:
        if i <= 6 and key[i + 1] and key[i + 2]:
            take((i, i + 1, i + 2), 1, 0, 2)
        if i <= 7 and key[i + 1]:
            take((i, i + 1), 1, 0, 1)
        if i <= 6 and key[i + 2]:
            take((i, i + 2), 1, 0, 1)
    return _prune(out)


@lru_cache(maxsize=SMALL_MEMO)
def honour_entries(key: tuple[int, ...], head_mask: int, sets: bool) -> tuple[Entry, ...]:
    """Pareto-best cuts of the 7 honour counts. ``head_mask``: kinds (bit per honour) whose
    pair may be the head; ``sets``: whether pungs and pair-partials count (not for 平胡).

    >>> honour_entries((3, 0, 0, 0, 0, 2, 0), 127, True)
    ((0, 0, 0), (0, 1, 1), (1, 0, 2), (1, 1, 3), (2, 0, 3))
    """
    acc: set[Entry] = {(0, 0, 0)}
    for idx, n in enumerate(key):
        if n == 0:
            continue
        options: list[Entry] = [(0, 0, 0)]
        if sets and n >= 3:
            options.append((1, 0, 2))
        if sets and n >= 2:
            options.append((1, 0, 1))
        if n >= 2 and head_mask >> idx & 1:
            options.append((0, 1, 1))
        acc = set(_prune([(b + b2, h + h2, g + g2) for b, h, g in acc for b2, h2, g2 in options]))
    return _prune(acc)


@lru_cache(maxsize=SMALL_MEMO)
def merge(a: tuple[Entry, ...], b: tuple[Entry, ...], slots: int) -> tuple[Entry, ...]:
    """The Pareto-best cuts of two groups together, within ``slots`` meld slots."""
    return _prune(
        [
            (b1 + b2, h1 + h2, g1 + g2)
            for b1, h1, g1 in a
            for b2, h2, g2 in b
            if b1 + b2 <= slots and h1 + h2 <= 1
        ]
    )


@lru_cache(maxsize=SMALL_MEMO)
def best_table(entries: tuple[Entry, ...], slots: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``table[h][b]``: best gain with at most ``b`` slots and at most ``h`` heads."""
    t = [[NEG] * (slots + 1) for _ in range(2)]
    for b, h, g in entries:
        if b <= slots:
            for hh in range(h, 2):
                for bb in range(b, slots + 1):
                    if g > t[hh][bb]:
                        t[hh][bb] = g
    return tuple(t[0]), tuple(t[1])


def best_gain(entries: Sequence[Entry], table: Sequence[Sequence[int]], slots: int) -> int:
    """The best gain of one group's ``entries`` beside the others' ``table``."""
    best = NEG
    for b, h, g in entries:
        if b <= slots:
            v = g + table[1 - h][slots - b]
            if v > best:
                best = v
    return best


@dataclass(frozen=True)
class Target:
    """A shape to aim at: the mode of the suit groups, which groups may hold tiles, which
    honours may be the head, the honour kinds that must be pungs, and whether wilds count.

    ``groups`` is a bit set over the four groups (bit 3 = honours).
    """

    mode: int = ANY
    groups: int = 0b1111
    head_mask: int = 0b1111111
    pungs: tuple[int, ...] = ()  # honour kinds (27..33) that must become pungs
    use_wilds: bool = True

    def group_entries(self, g: int, key: tuple[int, ...]) -> tuple[Entry, ...]:
        """The cuts of group ``g`` under this target (``((0,0,0),)`` if the group is barred)."""
        if not self.groups >> g & 1:
            return ((0, 0, 0),)
        if g < 3:
            return suit_entries(key, self.mode)
        if self.pungs:
            key = tuple(0 if 27 + i in self.pungs else n for i, n in enumerate(key))
        return honour_entries(key, self.head_mask, self.mode != CHOWS)

    def allowed(self, counts: Sequence[int]) -> int:
        """Natural tiles that may take part (the reserved pung kinds excluded; for 平胡 only
        honours that may be the head)."""
        n = 0
        for g in range(3):
            if self.groups >> g & 1:
                n += sum(counts[9 * g : 9 * g + 9])
        if self.groups & 8:
            for i in range(7):
                if self.honour_usable(i):
                    n += counts[27 + i]
        return n - sum(counts[k] for k in self.pungs)

    def honour_usable(self, i: int) -> bool:
        """Whether honour ``27 + i`` can take part at all (平胡: only as the head)."""
        return self.mode != CHOWS or bool(self.head_mask >> i & 1)

    def needed(self, counts: Sequence[int], wilds: int, melds: int = 0) -> int:
        """Tiles still needed to complete this target (0 = complete)."""
        keys = group_keys(counts)
        slots = 4 - melds - len(self.pungs)
        if slots < 0:
            return 99
        acc: tuple[Entry, ...] = ((0, 0, 0),)
        for g in range(4):
            acc = merge(acc, self.group_entries(g, keys[g]), slots)
        gain = max((g for b, h, g in acc), default=0)
        return self.finish(counts, wilds, melds, gain)

    def finish(self, counts: Sequence[int], wilds: int, melds: int, gain: int) -> int:
        """Tiles needed, from the best gain of the free groups."""
        slots_all = 4 - melds
        slots = slots_all - len(self.pungs)
        value = min(self.allowed(counts), slots + 1 + gain)
        value += sum(min(counts[k], 3) for k in self.pungs)
        w = wilds if self.use_wilds else 0
        return max(0, 3 * slots_all + 2 - value - w)


def needed(counts: Sequence[int], wilds: int = 0, melds: int = 0) -> int:
    """Tiles needed for any complete hand (shanten + 1), wilds filling any gap."""
    return Target().needed(counts, wilds, melds)
