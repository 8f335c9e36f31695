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

Two games share the table (docs/rules.md §12): ``mode`` "bao" (包麻将, §1–§11) or "fan"
(翻麻将). An option left out takes the default of the game, so ``all_honours_tai`` is 8 in bao
and 6 in fan unless it is given; once built, a rule set holds every value resolved, and
``to_dict`` writes them all (a save replays with exactly the rules it was played with).

>>> fan = RuleSet(mode="fan")
>>> fan.all_honours_tai, fan.fan_wild_kinds, RuleSet(mode="fan", all_honours_tai=8).all_honours_tai
(6, 1, 8)
>>> RuleSet.from_dict(fan.to_dict()) == fan
True
>>> fan.acts("top_level"), fan.acts("fan_wild_kinds"), RuleSet().acts("fan_wild_kinds")
(False, True, False)
>>> [r.with_mode("fan").all_honours_tai for r in (RuleSet(), RuleSet(all_honours_tai=10))]
[6, 10]

What an option is (for forms and help screens that build themselves from the options):

>>> info = RuleSet.option_info("top_level")
>>> info.kind, info.default, info.range
('int', 7, (2, 20))
>>> RuleSet.option_info("wild_selection").choices
('bidder', 'flip')
>>> [o.name for o in RuleSet.options()][:3]
['mode', 'wild_selection', 'fan_wild_kinds']
>>> fan_info = RuleSet.option_info("all_honours_tai", mode="fan")
>>> fan_info.default, RuleSet.option_info("all_honours_tai").default, fan_info.only_in
(6, 8, None)
>>> RuleSet.option_info("top_level").only_in
'bao'
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from .inputs import json_kind, quoted, whole_number

# One line of Chinese and English per option, for the new-game dialog and the help screen.
DESCRIPTIONS: dict[str, tuple[str, str]] = {
    "mode": (
        "玩法：包麻将（包牌，包家定财神），或翻麻将（不包牌，翻牌定财神，每多1台付分加倍）",
        "The game: bao (bidding; the bidder names the wilds) or fan (no bidding; a tile turned "
        "over gives the wilds; payments double with each tai)",
    ),
    "fan_wild_kinds": (
        "翻出的牌定几种财神：1，与它同样的牌；2，再加它的下一张（仅翻麻将）",
        "Wild kinds from the turned-over tile: 1, its kind; 2, its kind and the next (fan only)",
    ),
    "wild_selection": (
        "财神由包家指定，或包牌后翻一张牌定财神（仅包麻将）",
        "Wilds are named by the bidder, or set by a tile turned over after bidding (bao only)",
    ),
    "discarded_wild_claimable": (
        "打出的财神可以被吃、碰、杠、胡",
        "A discarded wild may be chowed, punged, konged or won on (off: it is dead)",
    ),
    "no_swap_after_chow": (
        "吃牌后不能打出所吃的牌或顺子另一端的牌",
        "After a chow, the claimed tile and the run's other end may not be discarded",
    ),
    "seat_wind_tai": (
        "门风刻（南、西、北家的本风）算1台",
        "A pung of one's own seat wind (South, West, North) scores 1 tai",
    ),
    "all_honours_tai": (
        "全字牌的台数（包麻将默认8，翻麻将默认6）",
        "Tai scored by an all-honours hand (8 by default; 6 in fan)",
    ),
    "no_wild_tai_in_no_wild_game": (
        "无财N台的牌局中也算无财1台（仅包麻将）",
        "Also score the no-wilds item when the bid is a no-wild bid (bao only)",
    ),
    "draw_reserve": ("牌墙剩下这么多张时荒庄", "Tiles left in the wall when the hand is drawn"),
    "top_level": ("最高可包的台数（仅包麻将）", "The highest bid level (bao only)"),
    "base_points": ("基础分：每局输赢乘以此数", "Base points: every payment is multiplied by this"),
    "match_hands": (
        "一场的局数；0 即“一圈”：庄家轮完四家",
        "Hands in a match; 0 = One round: the deal passes all four seats",
    ),
}

MODES = ("bao", "fan")
_CHOICES: dict[str, tuple[str, ...]] = {"mode": MODES, "wild_selection": ("bidder", "flip")}
_RANGES: dict[str, tuple[int, int]] = {
    "fan_wild_kinds": (1, 2),
    "all_honours_tai": (1, 64),
    "draw_reserve": (0, 60),
    "top_level": (2, 20),
    "base_points": (1, 1_000_000),
    "match_hands": (0, 10_000),
}

# Options that act in one game only; in the other they are kept (a table that plays both
# keeps its settings) but change nothing. docs/rules.md §12 and its table of options.
ONLY_IN: dict[str, str] = {
    "wild_selection": "bao",  # fan always turns a tile over
    "top_level": "bao",  # fan has no bidding
    "no_wild_tai_in_no_wild_game": "bao",  # a fan game always has wilds
    "fan_wild_kinds": "fan",
}
# Defaults that differ by game (docs/rules.md §12: 全字牌 is 6 台 in fan).
MODE_DEFAULTS: dict[str, dict[str, Any]] = {
    "bao": {"all_honours_tai": 8},
    "fan": {"all_honours_tai": 6},
}


@dataclass(frozen=True)
class OptionInfo:
    """One rule option: its type ("bool", "int" or "str"), default, allowed values (an
    integer's inclusive ``range``, a text's ``choices``) and one-line explanation."""

    name: str
    kind: str
    default: Any
    description: tuple[str, str]  # (Chinese, English)
    range: tuple[int, int] | None = None
    choices: tuple[str, ...] | None = None
    only_in: str | None = None  # the one game it acts in (see ``ONLY_IN``), or None for both


@dataclass(frozen=True)
class RuleSet:
    """Every rule option of docs/rules.md with its default. An option whose default depends
    on the game (``MODE_DEFAULTS``: ``all_honours_tai``) may be given as None, or left out,
    to take the default of the game ``mode``; after construction none is None."""

    mode: str = "bao"
    wild_selection: str = "bidder"
    fan_wild_kinds: int = 1
    discarded_wild_claimable: bool = False
    no_swap_after_chow: bool = False
    seat_wind_tai: bool = True
    all_honours_tai: int | None = None  # 8; 6 in fan (MODE_DEFAULTS)
    no_wild_tai_in_no_wild_game: bool = False
    draw_reserve: int = 26
    top_level: int = 7
    base_points: int = 1
    match_hands: int = 0  # 0 = one round

    def __post_init__(self) -> None:
        _check("mode", self.mode, "str")
        for key, value in MODE_DEFAULTS[self.mode].items():
            if getattr(self, key) is None:
                object.__setattr__(self, key, value)
        for f in fields(self):
            _check(f.name, getattr(self, f.name), f.type)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def quanzi_tai(self) -> int:
        """全字牌's 台: ``all_honours_tai`` as given, or as the game's default filled it in
        (never None once the rule set is built)."""
        assert self.all_honours_tai is not None
        return self.all_honours_tai

    @property
    def fan(self) -> bool:
        """The game is 翻麻将 (docs/rules.md §12): no bidding, no 包家, a turned-over wild."""
        return self.mode == "fan"

    @property
    def flips_indicator(self) -> bool:
        """A tile after the dealt hands is turned over, out of play (§5 flip, or §12)."""
        return self.fan or self.wild_selection == "flip"

    def acts(self, key: str) -> bool:
        """Whether option ``key`` changes anything in this game (see ``ONLY_IN``)."""
        if key not in OPTION_NAMES:
            raise unknown_option(key)
        return ONLY_IN.get(key, self.mode) == self.mode

    @classmethod
    def default(cls, key: str, mode: str = "bao") -> Any:
        """The default of option ``key`` in game ``mode``.

        >>> RuleSet.default("all_honours_tai", "fan"), RuleSet.default("draw_reserve", "fan")
        (6, 26)
        """
        return getattr(cls(mode=mode), key)

    def with_mode(self, mode: str) -> RuleSet:
        """These rules for game ``mode``: an option at the old game's default takes the new
        game's; an option set otherwise is kept (what a form does when the game is switched)."""
        old = MODE_DEFAULTS[self.mode]
        data = self.to_dict() | {"mode": mode}
        for key, value in old.items():
            if data[key] == value:
                data[key] = None
        return RuleSet.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> RuleSet:
        """Build from a (possibly partial) dict; unknown keys or bad values raise ValueError."""
        if not isinstance(data, dict):
            raise ValueError(f"rules must be a JSON object, not {json_kind(data)}")
        for key in data:
            if key not in OPTION_NAMES:
                raise unknown_option(key)
        return cls(**data)

    @classmethod
    def options(cls, mode: str = "bao") -> tuple[OptionInfo, ...]:
        """Every option, in the order of the fields, with its default in game ``mode``."""
        return tuple(cls.option_info(f.name, mode) for f in fields(cls))

    @classmethod
    def option_info(cls, name: str, mode: str = "bao") -> OptionInfo:
        """What option ``name`` is, with its default in game ``mode``; ValueError if there is
        no such option."""
        field = next((f for f in fields(cls) if f.name == name), None)
        if field is None:
            raise unknown_option(name)
        return OptionInfo(
            name=name,
            kind=option_kind(field.type),
            default=cls.default(name, mode),
            description=DESCRIPTIONS[name],  # (every option has one: tests/rules)
            range=_RANGES.get(name),
            choices=_CHOICES.get(name),
            only_in=ONLY_IN.get(name),
        )


# The options' names (the fields of ``RuleSet``): what a save, a settings file or --rule may name.
OPTION_ORDER: tuple[str, ...] = tuple(f.name for f in fields(RuleSet))  # as docs/rules.md
OPTION_NAMES: frozenset[str] = frozenset(OPTION_ORDER)
# the --rule option's help, for every command line that takes one
RULE_HELP = (
    "a rule option, as in docs/rules.md's table of options (may be given for several): "
    + ", ".join(OPTION_ORDER)
)


def unknown_option(key: str, listed: bool = False) -> ValueError:
    """The error for an option that does not exist; ``listed``: naming those that do (for a
    command line; a save's or a settings file's note stays short)."""
    said = f"unknown rule option {quoted(key)}"
    return ValueError(f"{said}; the options are: {', '.join(OPTION_ORDER)}" if listed else said)


def add_rule(options: dict[str, Any], key: str, value: Any) -> None:
    """``options[key] = value``, refused if ``key`` was given another value already (of two
    ``--rule mode=...`` the last silently won).

    >>> options = {}
    >>> add_rule(options, "mode", "fan"); add_rule(options, "mode", "fan"); options
    {'mode': 'fan'}
    >>> add_rule(options, "mode", "bao")
    Traceback (most recent call last):
    ...
    ValueError: rule option 'mode' given twice: 'fan', then 'bao'
    """
    if key in options and options[key] != value:
        raise ValueError(f"rule option {key!r} given twice: {options[key]!r}, then {value!r}")
    options[key] = value


def option_kind(type_name: Any) -> str:
    """ "bool", "int" or "str": the kind of a field's annotation (``int | None`` is "int")."""
    text = type_name if isinstance(type_name, str) else type_name.__name__
    return text.removesuffix(" | None")


def _check(key: str, value: Any, type_name: Any) -> None:
    expected = option_kind(type_name)
    if expected == "bool":
        if not isinstance(value, bool):
            raise ValueError(f"rule option {key!r} must be true or false, got {quoted(value)}")
    elif expected == "int":
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"rule option {key!r} must be an integer, got {quoted(value)}")
        lo, hi = _RANGES[key]
        if not lo <= value <= hi:
            raise ValueError(f"rule option {key!r} must be in {lo}..{hi}, got {quoted(value)}")
    elif expected == "str" and value not in _CHOICES[key]:
        choices = ", ".join(map(quoted, _CHOICES[key]))
        raise ValueError(f"rule option {key!r} must be one of {choices}, got {quoted(value)}")


class NotKeyValue(ValueError):
    """A ``--rule`` argument with no ``=`` in it."""


def parse_rule_arg(item: str) -> tuple[str, Any]:
    """One ``--rule KEY=VALUE`` of ``zhuji-sim`` or ``zhuji-calc`` as (option, value).

    >>> parse_rule_arg("base_points= 10"), parse_rule_arg("seat_wind_tai=off")
    (('base_points', 10), ('seat_wind_tai', False))
    >>> parse_rule_arg("base_points")
    Traceback (most recent call last):
    ...
    zhuji_desktop.engine.rules.NotKeyValue: --rule expects KEY=VALUE, got 'base_points'
    """
    key, sep, value = item.partition("=")
    if not sep:
        raise NotKeyValue(f"--rule expects KEY=VALUE, got {quoted(item)}")
    return parse_option(key.strip(), value)


def parse_option(key: str, text: str) -> tuple[str, Any]:
    """Parse a ``KEY=VALUE`` command-line value into the option's type."""
    known = {f.name: f.type for f in fields(RuleSet)}
    if key not in known:
        raise unknown_option(key, listed=True)
    kind = option_kind(known[key])
    low = text.strip().lower()
    value: Any
    if kind == "bool":
        if low in ("1", "true", "yes", "on"):
            value = True
        elif low in ("0", "false", "no", "off"):
            value = False
        else:
            raise ValueError(f"rule option {key!r} must be true or false, got {quoted(text)}")
    elif kind == "int":
        try:
            value = whole_number(low)  # digits 0-9 only, as every number typed is read
        except ValueError:
            raise ValueError(
                f"rule option {key!r} must be an integer, got {quoted(text)}"
            ) from None
    else:
        value = low
    _check(key, value, kind)
    return key, value
