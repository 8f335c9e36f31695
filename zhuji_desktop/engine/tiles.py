"""Tiles: the 34 kinds, their names, text notation, count vectors and the wall.

Kinds are plain ints 0..33 in the order of docs/rules.md §1 (the same order as the ``mahjong``
package): 0-8 = 1m-9m (万), 9-17 = 1p-9p (筒), 18-26 = 1s-9s (索), 27-30 = 东南西北 (1z-4z),
31 = 白 (5z), 32 = 发 (6z), 33 = 中 (7z).

>>> parse("123m5z")
[0, 1, 2, 31]
>>> to_text([33, 0, 9, 1])
'12m1p7z'
>>> NAMES_ZH[33], NAMES_EN[27], CODES[9]
('中', 'East', '1p')
>>> successor(8), successor(30), successor(33)
(0, 27, 31)
"""

from __future__ import annotations

import random
from collections.abc import Container, Iterable, Sequence

from .inputs import excerpt, json_kind

NUM_KINDS = 34
COPIES = 4
NUM_TILES = NUM_KINDS * COPIES  # 136
# The longest tile text read: all 136 tiles with a space after each are 408 characters. A
# longer text is refused before it is read (a list entry per digit would cost gigabytes).
MAX_TEXT = 1_000

SUITS = "mps"
SUIT_LETTERS = "mpsz"

EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED = range(27, 34)
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (WHITE, GREEN, RED)
HONOURS = tuple(range(27, 34))

_NUMERALS_ZH = "一二三四五六七八九"
SUIT_ZH = "万筒索"
_SUIT_EN = ("Characters", "Dots", "Bamboo")
HONOURS_ZH = "东南西北白发中"
_HONOURS_EN = ("East", "South", "West", "North", "White", "Green", "Red")


def _codes() -> tuple[str, ...]:
    out = [f"{n}{s}" for s in SUITS for n in range(1, 10)]
    out += [f"{n}z" for n in range(1, 8)]
    return tuple(out)


CODES: tuple[str, ...] = _codes()
NAMES_ZH: tuple[str, ...] = tuple(
    [_NUMERALS_ZH[n] + SUIT_ZH[s] for s in range(3) for n in range(9)] + list(HONOURS_ZH)
)
# one of a suit in the singular: "1 Dot", "1 Character" ("1 Dots" read as a typo)
NAMES_EN: tuple[str, ...] = tuple(
    [
        f"{n + 1} {_SUIT_EN[s].removesuffix('s') if n == 0 else _SUIT_EN[s]}"
        for s in range(3)
        for n in range(9)
    ]
    + list(_HONOURS_EN)
)


def is_suit(kind: int) -> bool:
    """True for 万, 筒 and 索 kinds (0..26)."""
    return 0 <= kind < 27


def is_honour(kind: int) -> bool:
    """True for winds and dragons (27..33)."""
    return 27 <= kind < 34


def suit_of(kind: int) -> int:
    """0 = 万, 1 = 筒, 2 = 索, 3 = honours."""
    return kind // 9 if kind < 27 else 3


def rank_of(kind: int) -> int:
    """1..9 for suit tiles, 1..7 for honours (as in the text notation)."""
    return kind % 9 + 1 if kind < 27 else kind - 26


def kind_of(rank: int, suit_letter: str) -> int:
    """The kind for a rank and a suit letter, e.g. ``kind_of(5, "z") == 31``."""
    s = SUIT_LETTERS.index(suit_letter)
    return s * 9 + rank - 1


def successor(kind: int) -> int:
    """The next kind in its cycle (docs/rules.md §5): suits 9→1, winds 北→东, dragons 中→白."""
    check_kind(kind)
    if kind < 27:
        base = kind - kind % 9
        return base + (kind % 9 + 1) % 9
    if kind in WINDS:
        return EAST + (kind - EAST + 1) % 4
    return WHITE + (kind - WHITE + 1) % 3


def check_kind(kind: int) -> int:
    """Return ``kind`` if it is a valid kind index, else raise ``ValueError``."""
    if not isinstance(kind, int) or isinstance(kind, bool) or not 0 <= kind < NUM_KINDS:
        raise ValueError(f"not a tile kind: {kind!r} (kinds are 0..33)")
    return kind


def parse(text: str) -> list[int]:
    """Parse tile text such as ``"123m456p789s1155z"`` into a list of kinds, in text order.

    Spaces are ignored. Raises ``ValueError`` naming the bad part and its position.

    >>> parse("19m 7z")
    [0, 8, 33]
    >>> parse("0m")
    Traceback (most recent call last):
    ...
    ValueError: bad tile text '0m': digit '0' at position 0 is not a tile rank (ranks are 1-9)
    """
    if not isinstance(text, str):
        raise ValueError(f"tile text must be a string, not {json_kind(text)}")  # (from JSON)
    if len(text) > MAX_TEXT:
        raise _bad(text, f"too long (at most {MAX_TEXT:,} characters)")
    out: list[int] = []
    pending: list[tuple[int, int]] = []  # (rank, position)
    for pos, ch in enumerate(text):
        if ch.isspace():
            continue
        if ch in "123456789":
            pending.append((int(ch), pos))
        elif ch == "0":
            raise _bad(text, f"digit '0' at position {pos} is not a tile rank (ranks are 1-9)")
        elif ch in SUIT_LETTERS:
            if not pending:
                raise _bad(text, f"suit letter '{ch}' at position {pos} has no digits before it")
            for rank, rpos in pending:
                if ch == "z" and rank > 7:
                    raise _bad(
                        text, f"'{rank}z' at position {rpos} is not a tile (honours are 1z-7z)"
                    )
                out.append(kind_of(rank, ch))
            pending = []
        else:
            raise _bad(
                text,
                f"character {ch!r} at position {pos} is not a digit or a suit letter (m, p, s, z)",
            )
    if pending:
        digits = excerpt("".join(str(r) for r, _ in pending), most=20)
        raise _bad(
            text, f"digits {digits} at position {pending[0][1]} have no suit letter after them"
        )
    return out


def _bad(text: str, why: str) -> ValueError:
    """The error for tile text ``text``: a long one is quoted by its start only."""
    return ValueError(f"bad tile text {excerpt(text)}: {why}")


def parse_one(text: str) -> int:
    """Parse exactly one tile, e.g. ``parse_one("5z") == 31``."""
    kinds = parse(text)
    if len(kinds) != 1:
        raise ValueError(f"expected exactly one tile, got {text!r}")
    return kinds[0]


def to_text(kinds: Iterable[int]) -> str:
    """Canonical text for a collection of kinds: sorted, grouped by suit (m, p, s, z)."""
    ordered = sorted(check_kind(k) for k in kinds)
    parts: list[str] = []
    for suit_index, letter in enumerate(SUIT_LETTERS):
        ranks = [rank_of(k) for k in ordered if suit_of(k) == suit_index]
        if ranks:
            parts.append("".join(str(r) for r in ranks) + letter)
    return "".join(parts)


def name(kind: int, lang: str = "zh") -> str:
    """The display name of a kind in Chinese (default) or English."""
    check_kind(kind)
    return NAMES_ZH[kind] if lang == "zh" else NAMES_EN[kind]


HONOUR_TILES_ZH = ("东风", "南风", "西风", "北风", "白板", "发财", "红中")


def full_name(kind: int, lang: str = "zh") -> str:
    """``name``, with an honour named as a tile (东风, 红中; East wind, Red dragon), not a
    seat or a colour, as the table names tiles.

    >>> full_name(27, "en"), full_name(33, "en"), full_name(0, "en"), full_name(27)
    ('East wind', 'Red dragon', '1 Character', '东风')
    """
    text = name(kind, lang)
    if kind < EAST:
        return text
    if lang == "zh":
        return HONOUR_TILES_ZH[kind - EAST]
    return text + (" wind" if kind < EAST + 4 else " dragon")


# --- count vectors -------------------------------------------------------------------------


def split_wilds(hand: Iterable[int], wild_kinds: Container[int]) -> tuple[list[int], int]:
    """A hand as ``engine.hand`` reads it: the count vector of its natural tiles, and how many
    wild tiles it holds (a wild is counted by number: it may stand for any tile).

    >>> counts, wilds = split_wilds([0, 0, 4, 33], frozenset({4}))
    >>> counts[0], counts[4], counts[33], wilds
    (2, 0, 1, 1)
    """
    counts = [0] * NUM_KINDS
    wilds = 0
    for k in hand:
        if k in wild_kinds:
            wilds += 1
        else:
            counts[k] += 1
    return counts, wilds


def counts_of(kinds: Iterable[int]) -> list[int]:
    """A length-34 count vector of the kinds.

    >>> counts_of([0, 0, 33])[:2], counts_of([0, 0, 33])[33]
    ([2, 0], 1)
    """
    c = [0] * NUM_KINDS
    for k in kinds:
        # the plain-int test first: this runs on every win check of every discard
        if type(k) is not int or not 0 <= k < NUM_KINDS:
            check_kind(k)
        c[k] += 1
    return c


def kinds_of(counts: Sequence[int]) -> list[int]:
    """The sorted list of kinds a count vector holds (the inverse of ``counts_of``)."""
    out: list[int] = []
    for k, n in enumerate(counts):
        out.extend([k] * n)
    return out


def counts_from_text(text: str) -> list[int]:
    """A count vector straight from tile text."""
    return counts_of(parse(text))


def check_counts(counts: Sequence[int], max_copies: int = COPIES) -> None:
    """Raise ``ValueError`` unless ``counts`` is a length-34 vector of 0..max_copies."""
    if len(counts) != NUM_KINDS:
        raise ValueError(f"a count vector has 34 entries, got {len(counts)}")
    for k, n in enumerate(counts):
        if not isinstance(n, int) or n < 0:
            raise ValueError(f"count of {CODES[k]} is {n!r}; counts must be integers >= 0")
        if n > max_copies:
            raise ValueError(f"{n} copies of {CODES[k]}; at most {max_copies} exist")


# --- the wall --------------------------------------------------------------------------------


def full_set() -> list[int]:
    """All 136 tiles in canonical order (four of each kind)."""
    return [k for k in range(NUM_KINDS) for _ in range(COPIES)]


def shuffled_wall(rng: random.Random) -> list[int]:
    """The 136 tiles shuffled by the given seeded ``random.Random``.

    >>> shuffled_wall(random.Random(1)) == shuffled_wall(random.Random(1))
    True
    """
    wall = full_set()
    rng.shuffle(wall)
    return wall
