"""The 台 and payment calculator: ``zhuji-calc`` / ``python -m zhuji_desktop.calc``.

::

    zhuji-calc HAND --win TILE [--melds M] [--seat E|S|W|N] [--wilds KINDS] [--self-drawn]
               [--kong-draw] [--rob-kong] [--first-turn] [--bao SEAT --bid BID]
               [--discarder SEAT] [--old-dealer] [--base N] [--rule KEY=VALUE ...]
               [--lang zh|en] [--json] [--batch]

HAND is the concealed tiles without the winning tile. ``--batch`` reads one JSON object per
line from stdin (fields as in ``FIELDS``) and writes exactly one JSON line per input line.
The single and batch paths, and the UI's calculator window, all go through ``evaluate``.

>>> r = evaluate({"hand": "111z777z123m456m9m", "win": "9m"})
>>> r["tai"], r["can_win"], [i["key"] for i in r["items"]]
(4, True, ['east', 'zhong', 'hunyise'])
>>> evaluate({"hand": "123m", "win": "1m"})
Traceback (most recent call last):
...
ValueError: hand has 4 tiles with the winning tile and 0 melds: expected 14
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NoReturn

from .engine import tiles
from .engine.bidding import Bid
from .engine.melds import SEAT_LETTERS, Meld, interpret_meld, parse_seat
from .engine.rules import RuleSet, parse_option
from .engine.settlement import Settlement, settle_win
from .engine.tai import TaiResult, WinContext, can_win, count_tai, minimum_for

PROG = "zhuji-calc"

# field -> (accepted types, default); None in the types means "may be null".
FIELDS: dict[str, tuple[tuple[type, ...], Any]] = {
    "hand": ((str,), None),
    "win": ((str,), None),
    "melds": ((str, type(None)), ""),
    "seat": ((str, type(None)), "E"),
    "wilds": ((str, type(None)), ""),
    "self_drawn": ((bool,), False),
    "kong_draw": ((bool,), False),
    "rob_kong": ((bool,), False),
    "first_turn": ((bool,), False),
    "bao": ((str, type(None)), None),
    "bid": ((str, int, type(None)), None),
    "discarder": ((str, type(None)), None),
    "old_dealer": ((bool,), False),
    "base": ((int, type(None)), None),
    "rules": ((dict, type(None)), None),
}
REQUIRED = ("hand", "win")


@dataclass(frozen=True)
class Case:
    """A validated calculator case."""

    concealed: tuple[int, ...]  # the hand with the winning tile
    melds: tuple[Meld, ...]
    ctx: WinContext
    bao: int | None
    bid: Bid | None
    discarder: int | None
    old_dealer: bool
    base: int
    rules: RuleSet


@dataclass(frozen=True)
class Evaluation:
    """What the calculator found for a case."""

    case: Case
    tai: TaiResult
    minimum: int
    can_win: bool
    settlement: Settlement | None

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        """The ``--json`` object."""
        s = self.settlement
        return {
            "complete": self.tai.complete,
            "tai": self.tai.tai,
            "items": [
                {"key": i.key, "label": _item_label(i.key, lang), "tai": i.tai}
                for i in self.tai.items
            ],
            "special": self.tai.special,
            "minimum": self.minimum,
            "can_win": self.can_win,
            "deltas": None if s is None else dict(zip(SEAT_LETTERS, s.deltas)),
        }

    def text(self, lang: str = "zh") -> str:
        """The readable report: breakdown, whether it can win, the payment table."""
        return "\n".join(_report_lines(self, lang))


def _item_label(key: str, lang: str) -> str:
    from .engine.tai import label

    return label(key, lang)
