"""Actions and their text notation: ``<seat> <verb> [argument]``.

>>> a = Action.parse("S pung 5m9p")
>>> a.seat, a.verb, a.tiles
(1, <Verb.PUNG: 'pung'>, (4, 17))
>>> str(a)
'S pung 5m9p'
>>> str(Action.parse("E bid 独2台"))
'E bid du2'
>>> Action.parse("X win")
Traceback (most recent call last):
...
ValueError: bad action 'X win': bad seat 'X': expected E, S, W or N
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from . import tiles
from .bidding import Bid
from .inputs import excerpt, json_kind
from .melds import SEAT_LETTERS, parse_seat


class Verb(str, Enum):
    BID = "bid"
    PASS = "pass"
    WILD = "wild"
    DISCARD = "discard"
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"  # exposed kong on a discard
    CKONG = "ckong"  # concealed kong
    ADDKONG = "addkong"  # add a tile to an exposed pung (补杠)
    WIN = "win"


# The longest action text read: the longest action, ``E ckong 1111m`` or ``E bid wucai7``, is
# 13 characters; room is left for spaces and the Chinese bid names.
MAX_TEXT = 100

# How many tile faces each verb's argument may hold (None = no tile argument). A wild added to
# a pung is written with the pung's kind too (``addkong 5m9p``), since it could join any pung.
_TILE_COUNT: dict[Verb, tuple[int, ...] | None] = {
    Verb.BID: None,
    Verb.PASS: None,
    Verb.WIN: None,
    Verb.WILD: (1,),
    Verb.DISCARD: (1,),
    Verb.ADDKONG: (1, 2),
    Verb.CHOW: (2,),
    Verb.PUNG: (2,),
    Verb.KONG: (3,),
    Verb.CKONG: (4,),
}


@dataclass(frozen=True)
class Action:
    """One decision of one seat. ``tiles`` are faces from the seat's hand, sorted by kind."""

    seat: int
    verb: Verb
    tiles: tuple[int, ...] = ()
    bid: Bid | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", tuple(sorted(self.tiles)))

    @property
    def tile(self) -> int:
        """The single tile of a discard, wild choice or added kong."""
        return self.tiles[0]

    def __str__(self) -> str:
        head = f"{SEAT_LETTERS[self.seat]} {self.verb.value}"
        if self.verb is Verb.BID:
            assert self.bid is not None
            return f"{head} {self.bid.ascii()}"
        if self.tiles:
            return f"{head} {tiles.to_text(self.tiles)}"
        return head

    def to_json(self) -> str:
        return str(self)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse the notation; raises ValueError saying what is wrong."""
        if not isinstance(text, str):
            raise ValueError(f"an action is text, not {json_kind(text)}")  # (read from JSON)
        try:
            if len(text) > MAX_TEXT:  # refused before it is split into as many words
                raise ValueError(f"too long (at most {MAX_TEXT} characters)")
            return cls._parse_parts(text.split())
        except ValueError as e:
            raise ValueError(f"bad action {excerpt(text)}: {e}") from None

    @classmethod
    def _parse_parts(cls, parts: list[str]) -> Action:
        if len(parts) < 2:
            raise ValueError("expected '<seat> <verb> [argument]'")
        seat = parse_seat(parts[0])
        try:
            verb = Verb(parts[1].lower())
        except ValueError:
            names = ", ".join(v.value for v in Verb)
            raise ValueError(f"unknown verb {parts[1]!r} (verbs: {names})") from None
        args = parts[2:]
        if verb is Verb.BID:
            if len(args) != 1:
                raise ValueError("bid takes one argument, e.g. 'bid du2'")
            return cls(seat, verb, bid=Bid.parse(args[0]))
        want = _TILE_COUNT[verb]
        if want is None:
            if args:
                raise ValueError(f"{verb.value} takes no argument")
            return cls(seat, verb)
        kinds = tiles.parse("".join(args))
        if len(kinds) not in want:
            shown = " or ".join(str(n) for n in want)
            raise ValueError(f"{verb.value} takes {shown} tile(s), got {len(kinds)}")
        return cls(seat, verb, tuple(kinds))
