"""The bid ladder (包牌) of docs/rules.md §4 as a value type, and the wild kinds a bid gives (§5).

>>> b = Bid.parse("独3台")
>>> b, b.points, str(b), b.ascii()
(Bid(level=3, variant=<Variant.DU: 1>), 20, '独3台', 'du3')
>>> Bid.parse("wucai2") < Bid.parse("3")
True
>>> [str(x) for x in ladder(top=3)]
['2台', '独2台', '无财2台', '3台', '独3台', '无财3台']
>>> sorted(wilds_for(Bid.parse("2"), 8)), wilds_fit([0, 8], 2)
([0, 8], True)
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum

from . import tiles


class Variant(IntEnum):
    """The three variants of a level, in ladder order."""

    TWO = 0  # N台: two wild kinds (8 wild tiles)
    DU = 1  # 独N台: one wild kind
    WUCAI = 2  # 无财N台: no wilds

    @property
    def wild_kinds(self) -> int:
        """How many wild kinds this variant uses."""
        return (2, 1, 0)[self]


_ZH_PREFIX = {Variant.TWO: "", Variant.DU: "独", Variant.WUCAI: "无财"}
_ASCII_PREFIX = {Variant.TWO: "", Variant.DU: "du", Variant.WUCAI: "wucai"}
_PATTERN = re.compile(r"^(?P<prefix>du|wucai|独|无财|)(?P<level>[0-9]{1,4})(台)?$")  # ASCII digits
_PREFIX_VARIANT = {
    "": Variant.TWO,
    "du": Variant.DU,
    "独": Variant.DU,
    "wucai": Variant.WUCAI,
    "无财": Variant.WUCAI,
}
MIN_LEVEL = 2


@dataclass(frozen=True, order=True)
class Bid:
    """A bid: a level N (2..7) and a variant. Ordered as the ladder is."""

    level: int
    variant: Variant

    def __post_init__(self) -> None:
        if not isinstance(self.level, int) or self.level < MIN_LEVEL:
            raise ValueError(f"a bid level is an integer >= {MIN_LEVEL}, got {self.level!r}")
        object.__setattr__(self, "variant", Variant(self.variant))

    @property
    def points(self) -> int:
        """B of docs/rules.md §4: N台 = 5·2^(N−2); 独N台 = 无财N台 = 5·2^(N−1)."""
        if self.variant == Variant.TWO:
            return 5 * 2 ** (self.level - 2)
        return 5 * 2 ** (self.level - 1)

    @property
    def minimum(self) -> int:
        """The 台 the 包家 must reach to win: the level, for all three variants."""
        return self.level

    @property
    def wild_kinds(self) -> int:
        return self.variant.wild_kinds

    def __str__(self) -> str:
        return f"{_ZH_PREFIX[self.variant]}{self.level}台"

    def ascii(self) -> str:
        """The ASCII form used by the action notation: ``2``, ``du2``, ``wucai2``."""
        return f"{_ASCII_PREFIX[self.variant]}{self.level}"

    @classmethod
    def parse(cls, text: str) -> Bid:
        """Parse ``2台``/``独2台``/``无财2台`` or ``2``/``du2``/``wucai2``."""
        m = _PATTERN.match(text.strip()) if isinstance(text, str) else None
        shown = repr(text if not isinstance(text, str) or len(text) <= 24 else text[:24] + "…")
        if not m:
            raise ValueError(
                f"bad bid {shown}: expected e.g. 2, du2, wucai2 (or 2台, 独2台, 无财2台)"
            )
        try:
            return cls(int(m["level"]), _PREFIX_VARIANT[m["prefix"]])
        except ValueError as e:
            raise ValueError(f"bad bid {shown}: {e}") from None


def ladder(top: int = 7) -> list[Bid]:
    """Every bid from 2台 up to 无财{top}台, lowest first."""
    return [Bid(level, v) for level in range(MIN_LEVEL, top + 1) for v in Variant]


DEFAULT_BID = Bid(2, Variant.TWO)  # when all four pass, the dealer is 包家 at 2台

# What a pass does, as far as §4's "if all four pass, the dealer is 包家 at 2台" goes; the
# bidding panel and the hints both say it from here.
History = Sequence[tuple[int, Bid | None]]


def passing_makes_dealer_bao(history: History) -> bool:
    """Whether a pass now ends the bidding with the dealer as 包家 at ``DEFAULT_BID``: the
    three who spoke before all passed (the seat speaking is the last; never the dealer,
    who speaks first).

    >>> passing_makes_dealer_bao([(0, None), (1, None), (2, None)])
    True
    >>> passing_makes_dealer_bao([(0, None), (1, None)]), passing_makes_dealer_bao([])
    (False, False)
    """
    return len(history) == 3 and all(bid is None for _, bid in history)


def dealer_may_be_bao(seat: int, history: History) -> bool:
    """Whether ``seat`` is the dealer speaking first: passing, it is still 包家 at
    ``DEFAULT_BID`` if the other three pass too."""
    return seat == 0 and not history


def in_ladder(bid: Bid, top: int) -> bool:
    """Whether ``bid`` is on the ladder of a table whose highest level is ``top``."""
    return MIN_LEVEL <= bid.level <= top


def wilds_for(bid: Bid, kind: int) -> frozenset[int]:
    """The wild kinds when ``kind`` is named (or turned over) under ``bid`` (§5): N台 gives
    the kind and its successor, 独N台 the kind alone, 无财N台 none."""
    return wilds_of(kind, bid.wild_kinds)


def wilds_of(kind: int, count: int) -> frozenset[int]:
    """``count`` wild kinds from ``kind`` (§5): none; the kind; the kind and the next in its
    cycle. 翻麻将 turns ``kind`` over and takes ``fan_wild_kinds`` of them (§12).

    >>> sorted(wilds_of(30, 2)), sorted(wilds_of(30, 1)), wilds_of(30, 0)
    ([27, 30], [30], frozenset())
    """
    return frozenset([kind, tiles.successor(kind)][:count])


def named_first(wild_kinds: Iterable[int]) -> list[int]:
    """The wild kinds in the order they come from the kind named (or turned over): that
    kind, then its successor (§5), as the wild choice shows them; anything else sorted.

    >>> named_first({8, 0}), named_first({9, 10}), named_first({27})
    ([8, 0], [9, 10], [27])
    """
    kinds = sorted(set(wild_kinds))
    if len(kinds) == 2 and tiles.successor(kinds[1]) == kinds[0]:
        return [kinds[1], kinds[0]]
    return kinds


def wilds_fit(wild_kinds: Iterable[int], count: int) -> bool:
    """Whether naming (or turning over) some kind gives exactly ``wild_kinds`` under a bid
    with ``count`` wild kinds: none; one kind; or a kind and its successor (§5).

    >>> wilds_fit([], 0), wilds_fit([8, 0], 2), wilds_fit([0, 2], 2), wilds_fit([5], 2)
    (True, True, False, False)
    """
    kinds = frozenset(wild_kinds)
    return len(kinds) == count and any(
        kinds == frozenset([k, tiles.successor(k)][:count]) for k in kinds | {0}
    )
