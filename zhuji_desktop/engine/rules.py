"""The rule options (docs/rules.md, the table of options) as one frozen value.

>>> r = RuleSet()
>>> r.wild_selection, r.draw_reserve, r.top_level
('bidder', 26, 7)
>>> RuleSet.from_dict({"seat_wind_tai": False}).seat_wind_tai
False
>>> RuleSet.from_dict({"colour": "red"})
Traceback (most recent call last):
...
ValueError: unknown rule option 'colour'
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

# One line of Chinese and English per option, for the new-game dialog and the help screen.
DESCRIPTIONS: dict[str, tuple[str, str]] = {
    "wild_selection": (
        "财神由包家指定，或包牌后翻一张牌定财神",
        "Wilds are named by the bidder, or set by a tile turned over after bidding",
    ),
    "discarded_wild_claimable": (
        "打出的财神可以被吃、碰、杠、胡",
        "A discarded wild may be claimed",
    ),
    "no_swap_after_chow": (
        "吃牌后不能打出所吃的牌或顺子另一端的牌",
        "After a chow, the claimed tile and the run's other end may not be discarded",
    ),
    "seat_wind_tai": (
        "门风刻（南、西、北家的本风）算1台",
        "A pung of one's own seat wind scores 1",
    ),
    "all_honours_tai": ("全字牌的台数", "Tai scored by an all-honours hand"),
    "no_wild_tai_in_no_wild_game": (
        "无财N台的牌局中也算无财1台",
        "Also score the no-wilds item when the bid is a no-wild bid",
    ),
    "draw_reserve": ("牌墙剩下这么多张时荒庄", "Tiles left in the wall when the hand is drawn"),
    "top_level": ("最高可包的台数", "The highest bid level"),
    "base_points": ("基础分：每局输赢乘以此数", "Base points: every payment is multiplied by this"),
    "match_hands": (
        "一场的局数；0 表示打一圈（庄家轮完四家）",
        "Hands in a match; 0 means one round (the deal passes all four seats)",
    ),
}

_CHOICES: dict[str, tuple[str, ...]] = {"wild_selection": ("bidder", "flip")}
_RANGES: dict[str, tuple[int, int]] = {
    "all_honours_tai": (1, 64),
    "draw_reserve": (0, 60),
    "top_level": (2, 20),
    "base_points": (1, 1_000_000),
    "match_hands": (0, 10_000),
}


@dataclass(frozen=True)
class RuleSet:
    """Every rule option of docs/rules.md with its default."""

    wild_selection: str = "bidder"
    discarded_wild_claimable: bool = False
    no_swap_after_chow: bool = False
    seat_wind_tai: bool = True
    all_honours_tai: int = 8
    no_wild_tai_in_no_wild_game: bool = False
    draw_reserve: int = 26
    top_level: int = 7
    base_points: int = 1
    match_hands: int = 0  # 0 = one round

    def __post_init__(self) -> None:
        for f in fields(self):
            _check(f.name, getattr(self, f.name), f.type)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleSet:
        """Build from a (possibly partial) dict; unknown keys or bad values raise ValueError."""
        if not isinstance(data, dict):
            raise ValueError(f"rules must be a JSON object, not {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        for key in data:
            if key not in known:
                raise ValueError(f"unknown rule option {key!r}")
        return cls(**data)


def _check(key: str, value: Any, type_name: Any) -> None:
    expected = type_name if isinstance(type_name, str) else type_name.__name__
    if expected == "bool":
        if not isinstance(value, bool):
            raise ValueError(f"rule option {key!r} must be true or false, got {value!r}")
    elif expected == "int":
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"rule option {key!r} must be an integer, got {value!r}")
        lo, hi = _RANGES[key]
        if not lo <= value <= hi:
            raise ValueError(f"rule option {key!r} must be in {lo}..{hi}, got {value!r}")
    elif expected == "str" and value not in _CHOICES[key]:
        raise ValueError(f"rule option {key!r} must be one of {_CHOICES[key]}, got {value!r}")


def parse_option(key: str, text: str) -> tuple[str, Any]:
    """Parse a ``KEY=VALUE`` command-line value into the option's type."""
    known = {f.name: f.type for f in fields(RuleSet)}
    if key not in known:
        raise ValueError(f"unknown rule option {key!r}")
    kind = known[key] if isinstance(known[key], str) else known[key].__name__
    low = text.strip().lower()
    value: Any
    if kind == "bool":
        if low in ("1", "true", "yes", "on"):
            value = True
        elif low in ("0", "false", "no", "off"):
            value = False
        else:
            raise ValueError(f"rule option {key!r} must be true or false, got {text!r}")
    elif kind == "int":
        try:
            value = int(low)
        except ValueError:
            raise ValueError(f"rule option {key!r} must be an integer, got {text!r}") from None
    else:
        value = low
    _check(key, value, kind)
    return key, value
