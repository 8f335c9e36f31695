"""Seats and melds.

Seats are ints 0..3 relative to the hand's dealer: 0 = East (庄家), 1 = South (下家 of the
dealer), 2 = West, 3 = North. Play goes 0 → 1 → 2 → 3.

A meld keeps the faces of its tiles (a wild tile is written as its own face) and what the meld
stands for: its type and its kind (the pung's kind, or the lowest kind of a chow).

>>> m = Meld(MeldType.PUNG, (4, 22, 22), kind=22, claimed=22, source=2)
>>> m.text(), m.values(), m.wild_count(frozenset({4}))
('[5m55s]', (22, 22, 22), 1)
>>> Meld(MeldType.CKONG, (9, 9, 9, 9), kind=9).text()
'(1111p)'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from . import tiles
from .inputs import quoted

SEATS = (0, 1, 2, 3)
SEAT_LETTERS = "ESWN"
SEAT_NAMES_ZH = ("东", "南", "西", "北")


def seat_letter(seat: int) -> str:
    return SEAT_LETTERS[seat]


def parse_seat(text: str) -> int:
    """``"E"`` → 0 … ``"N"`` → 3 (also accepts 东南西北)."""
    t = text.strip().upper() if isinstance(text, str) else ""
    if t in ("E", "S", "W", "N"):
        return SEAT_LETTERS.index(t)
    if t in SEAT_NAMES_ZH:
        return SEAT_NAMES_ZH.index(t)
    raise ValueError(f"bad seat {quoted(text)}: expected E, S, W or N")  # (cut if long)


def next_seat(seat: int, steps: int = 1) -> int:
    return (seat + steps) % 4


def distance(from_seat: int, to_seat: int) -> int:
    """Turns from ``from_seat`` to ``to_seat`` in play order (1 = the next seat)."""
    return (to_seat - from_seat) % 4


class MeldType(str, Enum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"  # exposed: from a discard, or a pung with a tile added (补杠)
    CKONG = "ckong"  # concealed kong (暗杠), face down

    @property
    def is_set(self) -> bool:
        """True for pungs and kongs ("pung" in the tai table includes kongs)."""
        return self is not MeldType.CHOW

    @property
    def is_kong(self) -> bool:
        return self in (MeldType.KONG, MeldType.CKONG)


@dataclass(frozen=True)
class Meld:
    """A meld on the table. ``tiles`` are faces, sorted; ``kind`` is what it stands for."""

    type: MeldType
    tiles: tuple[int, ...]
    kind: int
    claimed: int | None = None  # face of the tile taken from another seat
    source: int | None = None  # the seat it came from
    added: bool = False  # a kong made by adding to a pung (补杠)

    def values(self) -> tuple[int, ...]:
        """The kinds the meld's tiles stand for (wilds included)."""
        if self.type is MeldType.CHOW:
            return (self.kind, self.kind + 1, self.kind + 2)
        return (self.kind,) * len(self.tiles)

    def wild_count(self, wild_kinds: Iterable[int]) -> int:
        """How many tiles of the meld are wild tiles (counted by face)."""
        wk = set(wild_kinds)
        return sum(1 for t in self.tiles if t in wk)

    def wild_values(self, wild_kinds: Iterable[int]) -> tuple[int, ...]:
        """What the meld's wild tiles stand for (a wild used as itself included), sorted.

        >>> from zhuji_desktop.engine.tiles import parse, to_text
        >>> m = Meld(MeldType.PUNG, tuple(sorted(parse("1z1z5p"))), parse("1z")[0])
        >>> to_text(m.wild_values(parse("5p")))
        '1z'
        >>> chow = Meld(MeldType.CHOW, tuple(sorted(parse("2m5p4m"))), parse("2m")[0])
        >>> to_text(chow.wild_values(parse("5p")))
        '3m'
        """
        wk = set(wild_kinds)
        missing = list(self.values())
        for t in self.tiles:
            if t not in wk:
                missing.remove(t)
        return tuple(sorted(missing))

    def with_added(self, tile: int) -> Meld:
        """The kong this pung becomes with ``tile`` added (补杠, docs/rules.md §6).

        >>> from zhuji_desktop.engine.tiles import parse
        >>> pung = Meld(MeldType.PUNG, tuple(parse("555z")), parse("5z")[0], claimed=31, source=2)
        >>> pung.with_added(parse("5p")[0]).text()
        '[5p555z]'
        """
        return Meld(
            MeldType.KONG,
            tuple(sorted((*self.tiles, tile))),
            kind=self.kind,
            claimed=self.claimed,
            source=self.source,
            added=True,
        )

    def text(self) -> str:
        """docs/rules.md §1 notation: ``[123m]``, ``[555z]``, ``[5555z]``, ``(5555z)``."""
        body = tiles.to_text(self.tiles)
        return f"({body})" if self.type is MeldType.CKONG else f"[{body}]"

    def to_dict(self) -> dict:
        return {
            "type": self.type.value,
            "tiles": tiles.to_text(self.tiles),
            "kind": tiles.CODES[self.kind],
            "claimed": None if self.claimed is None else tiles.CODES[self.claimed],
            "source": None if self.source is None else SEAT_LETTERS[self.source],
            "added": self.added,
        }


def interpret_meld(faces: Iterable[int], wild_kinds: Iterable[int], concealed: bool) -> Meld:
    """Read a meld from its faces, as the calculator does (docs/rules.md §1 notation).

    A meld whose natural (non-wild) tiles are all one kind is a pung or kong; otherwise a chow.
    A meld must hold at least one natural tile.
    """
    face_list = sorted(faces)
    wk = set(wild_kinds)
    naturals = [t for t in face_list if t not in wk]
    n = len(face_list)
    text = tiles.to_text(face_list)
    if n not in (3, 4):
        raise ValueError(f"a meld has 3 or 4 tiles, got {n} in {text!r}")
    if not naturals:
        raise ValueError(f"meld {text!r} holds no natural tile (every meld needs one)")
    if concealed and n != 4:
        raise ValueError(f"a concealed meld in () must be a kong of 4 tiles, got {text!r}")
    if len(set(naturals)) == 1:
        mtype = MeldType.CKONG if concealed else (MeldType.KONG if n == 4 else MeldType.PUNG)
        return Meld(mtype, tuple(face_list), kind=naturals[0])
    if n != 3:
        raise ValueError(f"a kong's natural tiles must be one kind, got {text!r}")
    low = chow_start(naturals, len(face_list) - len(naturals))
    if low is None:
        raise ValueError(f"{text!r} is neither a pung nor a chow")
    return Meld(MeldType.CHOW, tuple(face_list), kind=low)


def chow_start(naturals: list[int], wilds: int) -> int | None:
    """The lowest kind of a run that holds these naturals with ``wilds`` filling the gaps.

    When several runs fit (a wild at either end) the lowest is chosen: which one does not
    change the score. Returns None when no run fits.
    """
    if not naturals or len(set(naturals)) != len(naturals) or len(naturals) + wilds != 3:
        return None
    if any(not tiles.is_suit(k) for k in naturals):
        return None
    if len({tiles.suit_of(k) for k in naturals}) != 1:
        return None
    lo, hi = min(naturals), max(naturals)
    base = lo - lo % 9
    starts = range(max(base, hi - 2), min(lo, base + 6) + 1)
    return starts[0] if starts else None
