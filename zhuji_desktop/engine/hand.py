"""Shanten, waits and discard analysis (docs/rules.md §5, §7); a complete hand's splits into
melds are in ``decompose``.

A concealed hand is a length-34 vector of *natural* tiles (kinds as in ``tiles.py``) plus a number
of wild tiles (财神). Its size is 3k+1 or 3k+2; it needs k melds (chows within a suit, pungs; no
honour chows) and one pair, the other 4-k melds being exposed already. Only the standard form
exists in this game: no seven pairs, no thirteen orphans (docs/rules.md §7).

``shanten`` is -1 for a complete hand, 0 for a ready (听牌) one, and in general the number of tile
exchanges still needed to become ready. It is exact: the smallest number of natural tiles the hand
must still draw to reach any complete hand, minus one, where a complete hand may hold at most four
natural tiles of a kind (so a hand holding all four copies cannot wait on a fifth) while a wild may
stand for any tile, a fifth copy included. Without wilds this is the ``mahjong`` package's
``Shanten().calculate_shanten_for_regular_hand`` (tests check it on hundreds of thousands of
hands, every one-suit hand included).

>>> from zhuji_desktop.engine.tiles import counts_from_text as c
>>> shanten(c("123m456p789s1122z")), shanten(c("123m456p789s1123z")), shanten(c("1111m"))
(0, 1, 1)
>>> shanten(c("1111m"), wilds=1)  # the wild is the fifth 1m: 111m + 11m
-1
>>> waits(c("123m456p789s1122z"))
[27, 28]
>>> best = analyse_discards(c("123m456p789s1122z7z"), 0, c("123m456p789s1122z7z"))[0]
>>> best.discard, best.shanten, best.useful, best.useful_total
(33, 0, ((27, 2), (28, 2)), 4)

How it is fast in pure Python. For a group of kinds (a suit, or the honours) and its count pattern,
a *profile* gives, for m = 0..4 melds and p = 0..1 pairs, the fewest natural tiles that must be
added to the group to hold m melds and p pairs (its "gap"). A hand's shanten is the min-plus
combination of its four groups' profiles. There are only 126 distinct suit profiles and 55 honour
ones (133 and 79 with the wild refinement below), so each count pattern maps to a small id, the
combinations of ids are precomputed, and a shanten is four dict lookups and three table reads.
The tables are generated once (``python -m zhuji_desktop.engine.shanten_tables --generate``, a
few minutes; ``shanten_tables`` also holds the direct reference for one group) into
``_hand_tables.py`` (30 kB, shipped); loading them at first use takes about 40 ms
and 8 MB. Discard analysis reuses the unchanged groups: each candidate draw is two table reads.

Wilds. With w wilds, a target T (k melds and a pair) costs gap(T) - w draws, provided the wilds
can stand for every tile T holds beyond four of a kind: sum(max(0, T[i] - 4)) <= w (natural draws
can only bring a kind up to four). So a profile entry is a short list of (excess, gap) pairs.
"""

from __future__ import annotations

import base64
import lzma
import operator
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .tiles import CODES, NUM_KINDS

__all__ = [
    "MAX_WILDS",
    "VALID_SIZES",
    "DiscardOption",
    "analyse_discards",
    "discard_needs",
    "draw_needs",
    "shanten",
    "tiles_needed",
    "useful_tiles",
    "waits",
]

MAX_WILDS = 8  # two wild kinds of four tiles (docs/rules.md §4)
VALID_SIZES = (1, 2, 4, 5, 7, 8, 10, 11, 13, 14)
_COPIES = 4
_MAX_GROUP = 14  # no group of a hand ever holds more than 14 tiles
_INF = 99

# A profile: 10 slots, slot 2*m+p, each a tuple of (excess, gap) pairs with excess rising and gap
# falling (the Pareto front); the first pair always has excess 0 (the no-wild gap).
Profile = tuple[tuple[tuple[int, int], ...], ...]


# --- results ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """Discarding one tile from a 3k+2 hand: the shanten after it and the draws that improve it.

    ``useful`` lists (kind, unseen count) for every kind whose draw lowers the shanten; a kind
    that is wild counts as drawing a wild. ``useful_total`` sums the unseen counts.
    """

    discard: int
    is_wild: bool
    shanten: int
    useful: tuple[tuple[int, int], ...]
    useful_total: int


# --- validation ------------------------------------------------------------------------------


def _check_hand(counts: Sequence[int], wilds: int) -> tuple[list[int], int, int]:
    """Return (counts as a list, wilds, k melds needed), or raise ``ValueError``."""
    if isinstance(counts, (str, bytes, int)) or not isinstance(counts, Iterable):
        raise ValueError(f"counts must be a sequence of 34 counts, not {type(counts).__name__}")
    c = list(counts)
    if len(c) != NUM_KINDS:
        raise ValueError(f"counts must have 34 entries (one per kind), got {len(c)}")
    for kind, n in enumerate(c):
        try:
            n = operator.index(n)
        except TypeError:
            raise ValueError(f"count of {CODES[kind]} is {n!r}, not an integer") from None
        if not 0 <= n <= _COPIES:
            raise ValueError(f"count of {CODES[kind]} is {n}; it must be 0..4")
        c[kind] = n
    try:
        w = operator.index(wilds)
    except TypeError:
        raise ValueError(f"wilds must be an integer, not {wilds!r}") from None
    if not 0 <= w <= MAX_WILDS:
        raise ValueError(f"wilds is {w}; it must be 0..{MAX_WILDS}")
    size = sum(c) + w
    if size not in VALID_SIZES:
        raise ValueError(
            f"a hand of {size} tiles ({size - w} natural + {w} wild) is impossible; "
            f"the size must be one of {', '.join(map(str, VALID_SIZES))}"
        )
    return c, w, size // 3


def _check_wild_kinds(c: Sequence[int], wild_kinds: Iterable[int]) -> tuple[int, ...]:
    """Sorted distinct wild kinds; a wild-kind tile is a wild, so counts must not hold one."""
    out = set()
    for kind in wild_kinds:
        if not isinstance(kind, int) or isinstance(kind, bool) or not 0 <= kind < NUM_KINDS:
            raise ValueError(f"wild kind {kind!r} is not a tile kind (0..33)")
        if c[kind]:
            raise ValueError(
                f"counts hold {c[kind]} natural {CODES[kind]}, but {CODES[kind]} is wild: "
                "pass wild-kind tiles in `wilds`"
            )
        out.add(kind)
    return tuple(sorted(out))


# --- profiles as stored (decoded at load time; made by ``shanten_tables``) -------------------


def _pareto(row: dict[int, int]) -> tuple[tuple[int, int], ...]:
    """(excess, gap) pairs that are worth having: gap falls as excess rises."""
    front: list[tuple[int, int]] = []
    for e in sorted(row):
        if not front or row[e] < front[-1][1]:
            front.append((e, row[e]))
    return tuple(front)


def _decode_profiles(data: bytes) -> list[Profile]:
    pos, profiles = 1, []
    for _ in range(data[0]):
        slots = []
        for _ in range(10):
            n = data[pos]
            slots.append(tuple((data[pos + 1 + 2 * j], data[pos + 2 + 2 * j]) for j in range(n)))
            pos += 1 + 2 * n
        profiles.append(tuple(slots))
    return profiles


def _capped(prof: Profile) -> tuple[int, ...]:
    """The no-wild gaps of a profile (its excess-0 entries)."""
    return tuple(slot[0][1] for slot in prof)


# (slot i, slot j, slot of their sum) for slots 2*m+p: melds add up to at most 4, one pair in all.
_SLOT_SUMS = tuple(
    (i, j, (i & ~1) + (j & ~1) + ((i | j) & 1))
    for i in range(10)
    for j in range(10)
    if not i & j & 1 and (i >> 1) + (j >> 1) <= 4
)


def _unpack(text: str) -> list[bytes]:
    raw = lzma.decompress(base64.b85decode(text))
    out, pos = [], 0
    while pos < len(raw):
        n = int.from_bytes(raw[pos : pos + 4], "little")
        out.append(raw[pos + 4 : pos + 4 + n])
        pos += 4 + n
    return out


def _cap_index(profiles: Sequence[Profile]) -> tuple[list[int], list[tuple[int, ...]]]:
    """Map profile ids to ids of their distinct no-wild vectors (sorted, so stable)."""
    caps = sorted({_capped(p) for p in profiles})
    index = {v: i for i, v in enumerate(caps)}
    return [index[_capped(p)] for p in profiles], caps


# --- the loaded tables -----------------------------------------------------------------------

# Filled by _load(). Until then the fast path's first lookup fails and falls back to the checked
# path, which loads them: so no call pays for an "are we loaded?" test.
_FIN_BY_SIZE: tuple = ()  # hand size -> table of shanten + 1 by combination index
_FIN: tuple = ()  # k -> that table
_SS: tuple = ()  # suit id * n_suit + suit id -> (two-suit id) * n_sh
_SH: bytes = b""  # suit id * n_hon + honour id -> suit+honour id
_NS = _NH = 0
# Group pattern -> no-wild id << 6 | tiles in the group: carrying the tile count lets the hot path
# add up the hand's size from the four values instead of summing 34 counts.
_S0: dict[bytes, int] = {}
_H0: dict[bytes, int] = {}
# Group pattern -> wild profile id << 6 | tiles in the group (the wild hot path's dicts).
_SW: dict[bytes, int] = {}
_HW: dict[bytes, int] = {}
_SUCC: dict[tuple[bool, bytes], tuple[int, ...]] = {}  # no-wild ids after drawing each kind
_WSUCC: dict[tuple[bool, bytes], tuple[int, ...]] = {}  # wild profile ids after each draw
_PRED: dict[tuple[bool, bool, bytes], tuple[int, ...]] = {}  # ids after each discard
_SUIT_IDS = _HON_IDS = b""  # base-5 index -> wild profile id
_SUIT_PROFS: list[Profile] = []
_HON_PROFS: list[Profile] = []
_SUIT_CAP: list[int] = []  # wild profile id -> no-wild id
_HON_CAP: list[int] = []
_POW5 = tuple(5**i for i in range(9))
_PREFILL = 8  # patterns of up to this many tiles are put in the dicts at load time
# Patterns met later are cached up to this many per dict, which bounds memory in long runs
# (there are 405,350 suit patterns; a full dict would take about 40 MB).
_CACHE_LIMIT = 40_000


def _load() -> None:
    """Load the generated tables (first use)."""
    global _FIN_BY_SIZE, _FIN, _SS, _SH, _NS, _NH, _SUIT_IDS, _HON_IDS
    global _SUIT_PROFS, _HON_PROFS, _SUIT_CAP, _HON_CAP
    if _FIN:
        return
    from . import _hand_tables

    if _hand_tables.FORMAT != 1:
        raise RuntimeError("_hand_tables.py has an unknown format; regenerate it")
    sec = _unpack("".join(_hand_tables.DATA))
    _SUIT_IDS, _HON_IDS = sec[0], sec[1]
    _SUIT_PROFS, _HON_PROFS = _decode_profiles(sec[2]), _decode_profiles(sec[3])
    _SUIT_CAP, _HON_CAP = _cap_index(_SUIT_PROFS)[0], _cap_index(_HON_PROFS)[0]
    _NS, _NH = len(set(_SUIT_CAP)), len(set(_HON_CAP))
    n_ss, n_sh = sec[4][0], sec[4][1]
    _SS = tuple(x * n_sh for x in sec[5])
    _SH = sec[6]
    _prefill(_S0, _SW, _SUIT_IDS, _SUIT_CAP, 9)
    _prefill(_H0, _HW, _HON_IDS, _HON_CAP, 7)
    _FIN = tuple(sec[7:12])
    sizes: list = [None] * 64  # indexed by the size from the dict values (at most 56)
    for n in VALID_SIZES:
        sizes[n] = _FIN[n // 3]
    _FIN_BY_SIZE = tuple(sizes)
    assert len(_SS) == _NS * _NS and len(_SH) == _NS * _NH and len(_FIN[0]) == n_ss * n_sh


def _prefill(cap: dict, wild: dict, ids: bytes, caps: list[int], length: int) -> None:
    """Put every pattern of up to _PREFILL tiles in the lookup dicts."""

    def walk(i: int, digits: list[int], index: int, total: int) -> None:
        if i == length:
            key = bytes(digits)
            wid = ids[index]
            cap[key] = caps[wid] << 6 | total
            wild[key] = wid << 6 | total
            return
        for n in range(min(_COPIES, _PREFILL - total) + 1):
            digits.append(n)
            walk(i + 1, digits, index + n * _POW5[i], total + n)
            digits.pop()

    walk(0, [], 0, 0)


def _pattern_index(key: bytes) -> int:
    """The base-5 index of a group pattern; ``ValueError`` if no hand can hold it."""
    if max(key) > _COPIES or sum(key) > _MAX_GROUP:
        raise ValueError(f"impossible group pattern {list(key)}")
    return sum(n * _POW5[i] for i, n in enumerate(key))


def _wild_id(key: bytes, honours: bool) -> int:
    """The wild profile id of a group pattern."""
    table = _HW if honours else _SW
    value = table.get(key)
    if value is None:
        value = (_HON_IDS if honours else _SUIT_IDS)[_pattern_index(key)] << 6 | sum(key)
        if len(table) < _CACHE_LIMIT:
            table[key] = value
    return value >> 6


def _cap_id(key: bytes, honours: bool) -> int:
    """The no-wild id of a group pattern (filling the hot path's dict)."""
    table = _H0 if honours else _S0
    value = table.get(key)
    if value is None:
        value = (_HON_CAP if honours else _SUIT_CAP)[_wild_id(key, honours)] << 6 | sum(key)
        if len(table) < _CACHE_LIMIT:
            table[key] = value
    return value >> 6


# --- shanten ---------------------------------------------------------------------------------


def shanten(counts: Sequence[int], wilds: int = 0) -> int:
    """Shanten of a concealed hand: -1 complete, 0 ready, n = n exchanges from ready.

    ``counts``: 34 natural-tile counts; ``wilds``: wild tiles held (not in ``counts``).
    Raises ``ValueError`` for bad input (see module docstring for the meaning).

    >>> from zhuji_desktop.engine.tiles import counts_from_text as c
    >>> shanten(c("11m")), shanten(c("1m5z")), shanten(c("19m19p19s1234567z"))
    (-1, 0, 8)
    >>> shanten(c("1379m"), wilds=1), shanten(c("1m"), wilds=1)
    (0, -1)
    >>> shanten(c("11m"), wilds=9)
    Traceback (most recent call last):
    ...
    ValueError: wilds is 9; it must be 0..8
    """
    # The hot paths: bytes() checks 0..255 integers in C; a count of 5..255 or a group of over
    # 14 tiles misses the dicts, a bad size hits None; anything odd goes to the checked path.
    try:
        b = bytes(counts)
        if len(b) == 34 and wilds.__class__ is int:
            if not wilds:
                v0, v1, v2, v3 = _S0[b[0:9]], _S0[b[9:18]], _S0[b[18:27]], _H0[b[27:34]]
                fin = _FIN_BY_SIZE[(v0 + v1 + v2 + v3) & 63]
                return fin[_SS[(v0 >> 6) * _NS + (v1 >> 6)] + _SH[(v2 >> 6) * _NH + (v3 >> 6)]] - 1
            if 0 < wilds <= MAX_WILDS:
                v0, v1, v2, v3 = _SW[b[0:9]], _SW[b[9:18]], _SW[b[18:27]], _HW[b[27:34]]
                k = _K_OF_SIZE[((v0 + v1 + v2 + v3) & 63) + wilds]
                xy = _W_SS[(v0 >> 6) << 8 | v1 >> 6] << 16 | _W_SH[(v2 >> 6) << 8 | v3 >> 6]
                # a bad size's k is None, whose TypeError sends the hand to the checked path
                return _W_FINAL[xy][k][wilds] - wilds - 1  # type: ignore[index]
    except (TypeError, ValueError, KeyError, IndexError):
        pass
    c, w, k = _check_hand(counts, wilds)
    _load()
    return _shanten_bytes(bytes(c), w, k)


def tiles_needed(counts: Sequence[int], wilds: int = 0, sets: int = 4) -> int:
    """Natural tiles still to draw to hold ``sets`` melds and a pair, the other tiles being
    discarded on the way: the gap of the best such target, less the wilds. Negative when
    wilds are left over (-n: n wilds to spare, free to stand for anything).

    Unlike ``shanten`` the hand may be of any size (a caller may blank out tiles a plan
    cannot use); each group must still hold at most 14 tiles, four of a kind.

    >>> from zhuji_desktop.engine.tiles import counts_from_text as c
    >>> tiles_needed(c("123m456p789s1122z")), tiles_needed(c("123m"), 0, 1)
    (1, 2)
    >>> tiles_needed(c("19m"), 1, 0), tiles_needed(c("123m11z"), 2, 1)
    (0, -2)
    """
    try:
        b = bytes(counts)
        if len(b) == 34 and wilds.__class__ is int and sets.__class__ is int and 0 <= sets <= 4:
            if not wilds:
                v0, v1, v2, v3 = _S0[b[0:9]], _S0[b[9:18]], _S0[b[18:27]], _H0[b[27:34]]
                return _FIN[sets][
                    _SS[(v0 >> 6) * _NS + (v1 >> 6)] + _SH[(v2 >> 6) * _NH + (v3 >> 6)]
                ]
            if 0 < wilds <= MAX_WILDS:
                v0, v1, v2, v3 = _SW[b[0:9]], _SW[b[9:18]], _SW[b[18:27]], _HW[b[27:34]]
                xy = _W_SS[(v0 >> 6) << 8 | v1 >> 6] << 16 | _W_SH[(v2 >> 6) << 8 | v3 >> 6]
                return _W_FINAL[xy][sets][wilds] - wilds
    except (TypeError, ValueError, KeyError, IndexError):
        pass
    return _tiles_needed_checked(counts, wilds, sets)


def discard_needs(
    counts: Sequence[int], wilds: int = 0, sets: int = 4
) -> tuple[list[int], int | None]:
    """``tiles_needed`` after discarding one tile of each kind: a list by kind (99 for kinds
    not held), and the value after discarding a wild (None when there is none). Each
    discard changes one group, so each costs a table read or two.

    >>> from zhuji_desktop.engine.tiles import counts_from_text as c
    >>> after, wild = discard_needs(c("123m456p789s1122z7z"))
    >>> after[33], after[0], wild
    (1, 2, None)
    >>> discard_needs(c("123m456p789s1122z"), 1)[1]
    1
    """
    if not isinstance(wilds, int) or not 0 <= wilds <= MAX_WILDS:
        raise ValueError(f"wilds is {wilds!r}; it must be 0..{MAX_WILDS}")
    keys = _group_keys(counts, sets)
    out = [_INF] * NUM_KINDS
    if not wilds:
        _natural_changes(
            out, keys, sets, [_predecessors(k, g == 3, False) for g, k in enumerate(keys)]
        )
        return out, None
    a0, a1, a2 = (_wild_id(key, False) for key in keys[:3])
    a3 = _wild_id(keys[3], True)
    x, y = _wild_pair(a0, a1, False), _wild_pair(a2, a3, True)
    groups = tuple(_predecessors(keys[g], g == 3, True) for g in range(4))
    _wild_changes(out, groups, (a0, a1, a2, a3, x, y), sets, wilds)
    return out, _wild_final(x << 16 | y)[sets][wilds - 1] - (wilds - 1)


def draw_needs(counts: Sequence[int], wilds: int = 0, sets: int = 4) -> tuple[list[int], int]:
    """``tiles_needed`` after drawing one tile of each kind (99 for a kind held four times or
    a full group), and after drawing a wild: the counterpart of ``discard_needs``.

    >>> from zhuji_desktop.engine.tiles import counts_from_text as c
    >>> after, wild = draw_needs(c("123m456p789s1122z"))
    >>> [k for k in range(34) if after[k] == 0], wild
    ([27, 28], 0)
    """
    if not isinstance(wilds, int) or not 0 <= wilds < MAX_WILDS:
        raise ValueError(f"wilds is {wilds!r}; it must be 0..{MAX_WILDS - 1} to draw one more")
    keys = _group_keys(counts, sets)
    out = [_INF] * NUM_KINDS
    if not wilds:
        _natural_changes(out, keys, sets, [_successors(k, g == 3) for g, k in enumerate(keys)])
        a0, a1, a2 = (_wild_id(key, False) for key in keys[:3])
        a3 = _wild_id(keys[3], True)
        xy = _wild_pair(a0, a1, False) << 16 | _wild_pair(a2, a3, True)
        return out, _wild_final(xy)[sets][1] - 1
    a0, a1, a2 = (_wild_id(key, False) for key in keys[:3])
    a3 = _wild_id(keys[3], True)
    x, y = _wild_pair(a0, a1, False), _wild_pair(a2, a3, True)
    groups = tuple(_wild_successors(keys[g], g == 3) for g in range(4))
    _wild_changes(out, groups, (a0, a1, a2, a3, x, y), sets, wilds)
    return out, _wild_final(x << 16 | y)[sets][wilds + 1] - (wilds + 1)


def _group_keys(counts: Sequence[int], sets: int) -> tuple[bytes, bytes, bytes, bytes]:
    """The four group patterns (three suits, the honours) of a checked count vector."""
    if not isinstance(sets, int) or not 0 <= sets <= 4:
        raise ValueError(f"sets is {sets!r}; it must be 0..4")
    b = bytes(counts)
    if len(b) != NUM_KINDS:
        raise ValueError(f"counts must have 34 entries (one per kind), got {len(b)}")
    _load()
    return b[0:9], b[9:18], b[18:27], b[27:34]


def _natural_changes(
    out: list[int], keys: Sequence[bytes], sets: int, groups: Sequence[Sequence[int]]
) -> None:
    """Without wilds: ``out[kind]`` = tiles needed when one tile of ``kind`` changes, from
    each group's no-wild ids after the change (``groups``; -1: no such change)."""
    i0, i1, i2 = (_cap_id(key, False) for key in keys[:3])
    i3 = _cap_id(keys[3], True)
    ss, sh, ns, nh, fin = _SS, _SH, _NS, _NH, _FIN[sets]
    x, y = ss[i0 * ns + i1], sh[i2 * nh + i3]
    for r, nid in enumerate(groups[0]):
        if nid >= 0:
            out[r] = fin[ss[nid * ns + i1] + y]
    for r, nid in enumerate(groups[1]):
        if nid >= 0:
            out[9 + r] = fin[ss[i0 * ns + nid] + y]
    for r, nid in enumerate(groups[2]):
        if nid >= 0:
            out[18 + r] = fin[x + sh[nid * nh + i3]]
    for r, nid in enumerate(groups[3]):
        if nid >= 0:
            out[27 + r] = fin[x + sh[i2 * nh + nid]]


def _wild_changes(
    out: list[int], groups: tuple[tuple[int, ...], ...], ids: tuple, sets: int, wilds: int
) -> None:
    """Fill ``out[kind]`` with the tiles needed when the wild profile id of ``kind``'s group
    becomes ``groups[g][i]`` (a draw or a discard; -1: none). ``ids``: the four group ids and
    the two combined ones. Each is a pair lookup and a final one, inlined for speed."""
    a0, a1, a2, a3, x, y = ids
    finals = _W_FINAL
    parts = (
        (0, groups[0], _W_SS, 8, a1, 16, y),
        (9, groups[1], _W_SS, 0, a0 << 8, 16, y),
        (18, groups[2], _W_SH, 8, a3, 0, x << 16),
        (27, groups[3], _W_SH, 0, a2 << 8, 0, x << 16),
    )
    for base, changed, pairs, ps, pc, fs, fc in parts:
        for r, nid in enumerate(changed):
            if nid < 0:
                continue
            pk = nid << ps | pc
            p = pairs.get(pk)
            if p is None:
                p = _wild_pair(pk >> 8, pk & 255, pairs is _W_SH)
            fk = p << fs | fc
            f = finals.get(fk)
            if f is None:
                f = _wild_final(fk)
            out[base + r] = f[sets][wilds] - wilds


def _predecessors(key: bytes, honours: bool, wild: bool) -> tuple[int, ...]:
    """Ids of a group pattern after one tile of each kind leaves it (-1: none held): no-wild
    ids, or wild profile ids with ``wild``."""
    out = _PRED.get((honours, wild, key))
    if out is None:
        index = _pattern_index(key)
        ids = _HON_IDS if honours else _SUIT_IDS
        caps = _HON_CAP if honours else _SUIT_CAP
        out = tuple(
            (ids[index - _POW5[i]] if wild else caps[ids[index - _POW5[i]]]) if n else -1
            for i, n in enumerate(key)
        )
        if len(_PRED) < _CACHE_LIMIT:
            _PRED[(honours, wild, key)] = out
    return out


def _tiles_needed_checked(counts: Sequence[int], wilds: int, sets: int) -> int:
    if isinstance(counts, (str, bytes)) or not isinstance(counts, Iterable):
        raise ValueError(f"counts must be a sequence of 34 counts, not {type(counts).__name__}")
    c = list(counts)
    if len(c) != NUM_KINDS or any(not isinstance(n, int) or not 0 <= n <= _COPIES for n in c):
        raise ValueError("counts must be 34 integers 0..4")
    if not isinstance(wilds, int) or not 0 <= wilds <= MAX_WILDS:
        raise ValueError(f"wilds is {wilds!r}; it must be 0..{MAX_WILDS}")
    if not isinstance(sets, int) or not 0 <= sets <= 4:
        raise ValueError(f"sets is {sets!r}; it must be 0..4")
    for g, (lo, hi) in enumerate(((0, 9), (9, 18), (18, 27), (27, 34))):
        if sum(c[lo:hi]) > _MAX_GROUP:
            raise ValueError(f"group {g} holds {sum(c[lo:hi])} tiles; at most {_MAX_GROUP}")
    _load()
    b = bytes(c)
    if not wilds:
        x = _SS[_cap_id(b[0:9], False) * _NS + _cap_id(b[9:18], False)]
        return _FIN[sets][x + _SH[_cap_id(b[18:27], False) * _NH + _cap_id(b[27:34], True)]]
    return _wild_final(_wild_ids(b))[sets][wilds] - wilds


def _shanten_bytes(b: bytes, w: int, k: int) -> int:
    """Shanten of a checked hand (tables loaded)."""
    if not w:
        x = _SS[_cap_id(b[0:9], False) * _NS + _cap_id(b[9:18], False)]
        return _FIN[k][x + _SH[_cap_id(b[18:27], False) * _NH + _cap_id(b[27:34], True)]] - 1
    return _wild_final(_wild_ids(b))[k][w] - w - 1


def _wild_ids(b: bytes) -> int:
    """The two combined wild-profile ids (suits 1+2, suit 3+honours) of a hand, as one key."""
    x = _wild_pair(_wild_id(b[0:9], False), _wild_id(b[9:18], False), False)
    y = _wild_pair(_wild_id(b[18:27], False), _wild_id(b[27:34], True), True)
    return x << 16 | y


# Wild profiles combine lazily (wild hands are the rarer, slower path); combined profiles are
# interned so the memo keys stay small ints. The pair dicts are bounded by the profile counts
# (at most 133 x 133 and 133 x 79 keys); the final table by _FINAL_LIMIT.
_W_PROFILES: list[Profile] = []
_W_INDEX: dict[Profile, int] = {}
_W_SS: dict[int, int] = {}  # suit wild id << 8 | suit wild id -> combined profile id
_W_SH: dict[int, int] = {}  # suit wild id << 8 | honour wild id -> combined profile id
_W_FINAL: dict[int, tuple[tuple[int, ...], ...]] = {}  # x << 16 | y -> gaps by k, w
_W_SHARED: dict[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]] = {}
_FINAL_LIMIT = 200_000
# hand size -> k melds to make (None: no hand has that size)
_K_OF_SIZE = tuple(n // 3 if n in VALID_SIZES else None for n in range(80))


def _combine_profiles(a: Profile, b: Profile) -> Profile:
    """Min-plus combination of two profiles; excess adds up (capped at MAX_WILDS)."""
    rows: list[dict[int, int]] = [{} for _ in range(10)]
    for i, j, s in _SLOT_SUMS:
        row = rows[s]
        for e1, g1 in a[i]:
            for e2, g2 in b[j]:
                e = e1 + e2
                if e <= MAX_WILDS and row.get(e, _INF) > g1 + g2:
                    row[e] = g1 + g2
    return tuple(_pareto(r) for r in rows)


def _wild_pair(a: int, b: int, honours: bool) -> int:
    table = _W_SH if honours else _W_SS
    key = a << 8 | b
    out = table.get(key)
    if out is None:
        prof = _combine_profiles(_SUIT_PROFS[a], (_HON_PROFS if honours else _SUIT_PROFS)[b])
        out = _W_INDEX.setdefault(prof, len(_W_PROFILES))
        if out == len(_W_PROFILES):
            _W_PROFILES.append(prof)
        table[key] = out
    return out


def _wild_final(xy: int) -> tuple[tuple[int, ...], ...]:
    """For each k, for each w: the least gap of k melds + a pair with excess <= w."""
    out = _W_FINAL.get(xy)
    if out is None:
        slots = _combine_profiles(_W_PROFILES[xy >> 16], _W_PROFILES[xy & 0xFFFF])
        out = tuple(
            tuple(min(g for e, g in slots[2 * k + 1] if e <= w) for w in range(MAX_WILDS + 1))
            for k in range(5)
        )
        out = _W_SHARED.setdefault(out, out)  # few distinct: share them
        if len(_W_FINAL) >= _FINAL_LIMIT:
            _W_FINAL.clear()  # a cache: refilled as hands come
        _W_FINAL[xy] = out
    return out


# --- draws, waits, discards -------------------------------------------------------------------


def _successors(key: bytes, honours: bool) -> tuple[int, ...]:
    """No-wild ids of a group pattern after drawing each of its kinds (-1: a fifth copy)."""
    out = _SUCC.get((honours, key))
    if out is None:
        index = _pattern_index(key)
        ids, caps = (_HON_IDS, _HON_CAP) if honours else (_SUIT_IDS, _SUIT_CAP)
        room = sum(key) < _MAX_GROUP
        out = tuple(
            caps[ids[index + _POW5[i]]] if n < _COPIES and room else -1 for i, n in enumerate(key)
        )
        if len(_SUCC) < _CACHE_LIMIT:
            _SUCC[(honours, key)] = out
    return out


def _improving_draws(b: bytes, k: int) -> tuple[int, list[int]]:
    """Shanten of a no-wild 3k+1 hand and the kinds whose draw lowers it (fast path).

    Only the drawn tile's group changes, so each draw costs two table reads.
    """
    keys = (b[0:9], b[9:18], b[18:27], b[27:34])
    i0, i1, i2 = (_cap_id(key, False) for key in keys[:3])
    i3 = _cap_id(keys[3], True)
    fin, ss, sh, ns, nh = _FIN[k], _SS, _SH, _NS, _NH
    x, y = ss[i0 * ns + i1], sh[i2 * nh + i3]
    now = fin[x + y]  # shanten + 1
    out: list[int] = []
    for r, nid in enumerate(_successors(keys[0], False)):
        if nid >= 0 and fin[ss[nid * ns + i1] + y] < now:
            out.append(r)
    for r, nid in enumerate(_successors(keys[1], False)):
        if nid >= 0 and fin[ss[i0 * ns + nid] + y] < now:
            out.append(9 + r)
    for r, nid in enumerate(_successors(keys[2], False)):
        if nid >= 0 and fin[x + sh[nid * nh + i3]] < now:
            out.append(18 + r)
    for r, nid in enumerate(_successors(keys[3], True)):
        if nid >= 0 and fin[x + sh[i2 * nh + nid]] < now:
            out.append(27 + r)
    return now - 1, out


def _wild_successors(key: bytes, honours: bool) -> tuple[int, ...]:
    """Wild profile ids of a group pattern after drawing each of its kinds (-1: a fifth copy)."""
    out = _WSUCC.get((honours, key))
    if out is None:
        index = _pattern_index(key)
        ids = _HON_IDS if honours else _SUIT_IDS
        room = sum(key) < _MAX_GROUP
        out = tuple(
            ids[index + _POW5[i]] if n < _COPIES and room else -1 for i, n in enumerate(key)
        )
        if len(_WSUCC) < _CACHE_LIMIT:
            _WSUCC[(honours, key)] = out
    return out


def _improving_draws_wild(
    b: bytes, w: int, k: int, wild_kinds: Sequence[int]
) -> tuple[int, list[int]]:
    """As _improving_draws with wilds; a drawn wild-kind tile is one more wild.

    As there, only the drawn tile's group changes: each draw is a pair lookup and a final one.
    """
    keys = (b[0:9], b[9:18], b[18:27], b[27:34])
    a0, a1, a2 = (_wild_id(key, False) for key in keys[:3])
    a3 = _wild_id(keys[3], True)
    x, y = _wild_pair(a0, a1, False), _wild_pair(a2, a3, True)
    limit = _wild_final(x << 16 | y)[k][w]  # a draw helps when its gap falls below this
    now = limit - w - 1
    out: list[int] = []
    # Per group: its base kind, successor ids, pair table, and how a new id makes the pair key
    # (id << ps | pc) and the pair's id the final key (p << fs | fc). The dict lookups are
    # inlined, with the builders as fallback, because this loop runs 34 times per discard.
    parts = (
        (0, _wild_successors(keys[0], False), _W_SS, 8, a1, 16, y),
        (9, _wild_successors(keys[1], False), _W_SS, 0, a0 << 8, 16, y),
        (18, _wild_successors(keys[2], False), _W_SH, 8, a3, 0, x << 16),
        (27, _wild_successors(keys[3], True), _W_SH, 0, a2 << 8, 0, x << 16),
    )
    finals = _W_FINAL
    for base, succ, pairs, ps, pc, fs, fc in parts:
        for r, nid in enumerate(succ):
            if nid < 0:
                continue
            pk = nid << ps | pc
            p = pairs.get(pk)
            if p is None:
                p = _wild_pair(pk >> 8, pk & 255, pairs is _W_SH)
            fk = p << fs | fc
            f = finals.get(fk)
            if f is None:
                f = _wild_final(fk)
            if f[k][w] < limit:
                out.append(base + r)
    final = _wild_final
    if wild_kinds:
        out = [j for j in out if j not in wild_kinds]
        if w < MAX_WILDS and final(x << 16 | y)[k][w + 1] - 1 < limit:
            out = sorted(out + list(wild_kinds))
    return now, out


def _draws(c: list[int], w: int, k: int, wild_kinds: Sequence[int] = ()) -> tuple[int, list[int]]:
    """Shanten of a checked 3k+1 hand and the kinds whose draw lowers it."""
    b = bytes(c)
    if w:
        return _improving_draws_wild(b, w, k, wild_kinds)
    now, out = _improving_draws(b, k)
    if wild_kinds:  # wild kinds are never drawn as naturals; a drawn one is the first wild
        out = [j for j in out if j not in wild_kinds]
        if _shanten_bytes(b, 1, k) < now:
            out = sorted(out + list(wild_kinds))
    return now, out


def _check_open_hand(counts: Sequence[int], wilds: int) -> tuple[list[int], int, int]:
    c, w, k = _check_hand(counts, wilds)
    if (sum(c) + w) % 3 != 1:
        raise ValueError(f"expected a 3k+1 hand (waiting for a tile), got {sum(c) + w} tiles")
    _load()
    return c, w, k


def waits(counts: Sequence[int], wilds: int = 0) -> list[int]:
    """The natural kinds that complete a 3k+1 hand (none of which the hand holds four of).

    >>> from zhuji_desktop.engine.tiles import counts_from_text as c
    >>> waits(c("1112345678999m")), waits(c("1111m"))  # 1111m is 1-shanten
    ([0, 1, 2, 3, 4, 5, 6, 7, 8], [])
    >>> waits(c("1111m234p"))  # 1111m + 234p: a fifth 1m cannot come
    []
    >>> waits(c("1111m23p"), wilds=1)  # the wild can be 1p, 4p or a fifth 1m
    [9, 12]
    """
    c, w, k = _check_open_hand(counts, wilds)
    now, draws = _draws(c, w, k)
    return draws if now == 0 else []


def useful_tiles(
    counts: Sequence[int], wilds: int = 0, wild_kinds: Sequence[int] = ()
) -> list[int]:
    """Kinds whose draw lowers the shanten of a 3k+1 hand (a wild kind's tile is a wild).

    >>> from zhuji_desktop.engine.tiles import counts_from_text as c
    >>> useful_tiles(c("1m")), useful_tiles(c("1m"), 0, [5])
    ([0], [0, 5])
    """
    c, w, k = _check_open_hand(counts, wilds)
    return _draws(c, w, k, _check_wild_kinds(c, wild_kinds))[1]


def analyse_discards(
    counts: Sequence[int],
    wilds: int,
    visible: Sequence[int],
    wild_kinds: Sequence[int] = (),
) -> list[DiscardOption]:
    """Every discard of a 3k+2 hand with its shanten and improving draws, best first.

    ``visible``: the tiles of each kind the player can see (own hand included, the caller
    decides); unseen = 4 - visible, floored at 0. Discarding a wild is offered once per wild kind
    (as that kind, ``is_wild=True``) when the hand holds wilds; with no ``wild_kinds`` given, wilds
    are kept and no drawn tile counts as a wild. Order: lowest shanten, then most unseen useful
    tiles, then kind.
    """
    c, w, k = _check_hand(counts, wilds)
    if (sum(c) + w) % 3 != 2:
        raise ValueError(f"expected a 3k+2 hand (about to discard), got {sum(c) + w} tiles")
    unseen = _unseen(visible)
    kinds = _check_wild_kinds(c, wild_kinds)
    _load()
    options = [(d, False) for d in range(NUM_KINDS) if c[d]]
    options += [(d, True) for d in kinds if w]
    out = []
    for d, is_wild in options:
        if is_wild:
            s, draws = _draws(c, w - 1, k, kinds)
        else:
            c[d] -= 1
            s, draws = _draws(c, w, k, kinds)
            c[d] += 1
        useful = tuple((j, unseen[j]) for j in draws)
        out.append(DiscardOption(d, is_wild, s, useful, sum(n for _, n in useful)))
    out.sort(key=lambda o: (o.shanten, -o.useful_total, o.discard))
    return out


def _unseen(visible: Sequence[int]) -> list[int]:
    """Unseen tiles of each kind: 4 - visible, floored at 0."""
    if isinstance(visible, (str, bytes)) or not isinstance(visible, Iterable):
        raise ValueError("visible must be a sequence of 34 counts")
    visible = list(visible)
    if len(visible) != NUM_KINDS:
        raise ValueError(f"visible must have 34 entries (one per kind), got {len(visible)}")
    out = []
    for kind, n in enumerate(visible):
        if not isinstance(n, int) or n < 0:
            raise ValueError(f"visible count of {CODES[kind]} is {n!r}; it must be an int >= 0")
        out.append(max(0, _COPIES - n))
    return out
