"""The 台 and payment calculator: ``zhuji-calc`` / ``python -m zhuji_desktop.calc``.

::

    zhuji-calc HAND --win TILE [--melds M] [--seat E|S|W|N] [--wilds KINDS] [--self-drawn]
               [--kong-draw] [--rob-kong] [--first-turn] [--bao SEAT --bid BID]
               [--discarder SEAT] [--old-dealer] [--base N] [--mode bao|fan]
               [--rule KEY=VALUE ...] [--lang zh|en] [--json] [--batch]

HAND is the concealed tiles without the winning tile. ``--batch`` reads one JSON object per
line from stdin (fields as in ``FIELDS``) and writes exactly one JSON line per input line.
The single and batch paths, and the UI's calculator window, all go through ``parse_case``.

A case that is malformed, or that cannot happen in a game (a bid off the ladder, wilds the bid
does not give, 天胡 with a meld ...), raises ``CaseError``: a ``ValueError`` whose ``field``
names the input field at fault and whose ``code`` (one of ``ERROR_CODES``) says why, so that a
user interface can say the same in its own words. ``--batch`` answers it with
``{"error": message, "field": field, "code": code}`` and goes on.

``--lang`` (zh, the default, or en) is the language of the report, of the labels in
``--json`` and ``--batch`` answers, and of the command line's error messages: in Chinese a
refusal is its code's words (``ERROR_CODES_ZH``) followed by the English message, which
names the field and the particulars. A ``--batch`` answer's ``error`` stays English (its
``code`` is what a program reads), as do argparse's own messages.

翻麻将 (docs/rules.md §12) is ``"rules": {"mode": "fan"}`` (``--mode fan``, or ``--rule
mode=fan``): no 包家 and no bid (giving either is an error), the wilds are those a turned-over
tile gives (``fan_wild_kinds`` of them, one by default), every player needs 1 台, and a winning
hand is settled by §12's table whenever the case says who paid: self-drawn, or a discarder
given. ``deltas`` is null otherwise, as it is in 包麻将 without ``bao``/``bid``.

>>> r = evaluate({"hand": "111z777z123m456m9m", "win": "9m"})
>>> r["tai"], r["can_win"], [i["key"] for i in r["items"]]
(4, True, ['east', 'zhong', 'hunyise'])
>>> evaluate({"hand": "123m", "win": "1m"})
Traceback (most recent call last):
...
zhuji_desktop.calc.CaseError: hand has 4 tiles with the winning tile and 0 melds: expected 14
>>> try:
...     evaluate({"hand": "111z777z123m456m9m", "win": "9m", "bao": "E", "bid": "9"})
... except CaseError as e:
...     print(e.field, e.code)
bid bid_off_ladder
>>> fan = {"hand": "111z777z123m456m9m", "win": "9m", "wilds": "5p", "rules": {"mode": "fan"}}
>>> r = evaluate({**fan, "seat": "S", "discarder": "W"})  # 东 1 + 中 1 + 混一色 1 + 无财 1
>>> r["tai"], r["deltas"]  # m = 2^(4-1) = 8: the discarder pays 16, the others 8 each
(4, {'E': -8, 'S': 32, 'W': -16, 'N': -8})
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import IO, Any, NoReturn

from .engine import tiles
from .engine.bidding import MIN_LEVEL, Bid, in_ladder, wilds_fit
from .engine.claims import dead_discard
from .engine.cli import argument, guard_output
from .engine.inputs import (
    InputError,
    Limits,
    dumps_line,
    excerpt,
    json_excerpt,
    json_kind,
    parse_json,
    whole_number,
)
from .engine.melds import SEAT_LETTERS, Meld, interpret_meld, parse_seat
from .engine.rules import RULE_HELP, NotKeyValue, RuleSet, add_rule, parse_rule_arg
from .engine.settlement import Settlement, Stakes, fan_multiplier
from .engine.tai import (
    TaiResult,
    WinContext,
    can_win,
    count_tai,
    label,
    minimum_for,
    wilds_stood_for,
)

PROG = "zhuji-calc"


def plural(n: int, word: str) -> str:
    """``1 tile``, ``2 tiles``."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def _base_range() -> tuple[int, int]:
    """The base points allowed: those of the ``base_points`` rule option."""
    allowed = RuleSet.option_info("base_points").range
    assert allowed is not None, "base_points is a ranged option"
    return allowed


BASE_RANGE = _base_range()

# field -> (accepted JSON types, default); a field that accepts null takes its default then.
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
# field -> what it holds, in words, for the message about a value of the wrong JSON type
SHAPES: dict[str, str] = {
    "hand": 'tile text such as "111z777z123m456m"',
    "win": 'one tile as text, such as "9m"',
    "melds": 'meld text such as "[123m] (1111p)", or null',
    "seat": 'a seat ("E", "S", "W" or "N"), or null',
    "wilds": 'the wild kinds as tile text, such as "5p6p", or null',
    "self_drawn": "true or false",
    "kong_draw": "true or false",
    "rob_kong": "true or false",
    "first_turn": "true or false",
    "bao": 'a seat ("E", "S", "W" or "N"), or null',
    "bid": 'a bid as text or a number, such as "du2" or 3, or null',
    "discarder": 'a seat ("E", "S", "W" or "N"), or null',
    "old_dealer": "true or false",
    "base": "a whole number, or null",
    "rules": 'an object of rule options, such as {"mode": "fan"}, or null',
}


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
                {"key": i.key, "label": label(i.key, lang), "tai": i.tai} for i in self.tai.items
            ],
            "special": self.tai.special,
            "minimum": self.minimum,
            "can_win": self.can_win,
            "deltas": None if s is None else dict(zip(SEAT_LETTERS, s.deltas, strict=True)),
        }

    def wilds_as(self) -> tuple[int, ...]:
        """What each wild of a complete hand stood for in the reading counted (docs/rules.md
        §5: the result and the calculator say it), sorted; () when there is nothing to tell.
        The report says it on a line of its own; the ``--json`` object keeps its fields."""
        if not self.tai.complete:
            return ()
        c = self.case
        return wilds_stood_for(c.concealed, c.melds, c.ctx, c.rules, self.minimum)

    def text(self, lang: str = "zh") -> str:
        """The readable report: breakdown, whether it can win, the payment table."""
        return "\n".join(_report_lines(self, lang))


# --- errors -------------------------------------------------------------------------------

# code -> what it means; every CaseError carries one of these codes.
ERROR_CODES: dict[str, str] = {
    # the input's form
    "bad_line": "a --batch line that cannot be read: blank, not UTF-8 text, not JSON, too "
    "long, nested too deeply or with a number too long",
    "not_object": "the case is not a JSON object",
    "unknown_field": "a field the calculator does not know",
    "missing": "a required field (hand, win) is missing",
    "wrong_type": "a field has the wrong JSON type",
    "bad_tiles": "tile text that does not parse, not exactly one winning tile, or a wild kind "
    "named twice",
    "bad_meld": "meld text that does not parse, or tiles that make no meld",
    "bad_seat": "not a seat (E, S, W, N)",
    "bad_bid": "not a bid (2, du2, wucai2; 2台, 独2台, 无财2台 ...)",
    "bad_rule": "an unknown rule option or a bad value for one",
    "bad_base": "base points out of range (see the base_points rule option)",
    # tiles that cannot be
    "too_many_melds": "more than four melds",
    "tile_count": "the hand and melds do not make four melds and a pair",
    "too_many_copies": "more than four tiles of a kind",
    "indicator_copies": "with wilds turned over, four tiles of the turned-over kind",
    # the bid and the wilds
    "bao_and_bid": "a 包家 without a bid, or a bid without a 包家",
    "bao_in_fan": "a 包家 or a bid in 翻麻将 (rules mode fan), which has neither",
    "bid_off_ladder": "a bid outside the ladder: levels 2 to the rules' top_level",
    "wilds_impossible": "wild kinds no bid gives: more than two, or two not in succession",
    "wilds_not_for_bid": "wild kinds that do not fit the bid (无财: none; 独: one; N台: two)",
    "wilds_not_for_fan": "wild kinds that a turned-over tile does not give in 翻麻将 "
    "(fan_wild_kinds: one kind, or a kind and the next in its cycle)",
    # the way of winning
    "discarder_is_winner": "the discarder is the winner",
    "self_drawn_with_discarder": "a self-drawn win with a discarder",
    "no_discarder": "a win on a discard (or a robbed kong) to settle without its discarder",
    "rob_kong_self_drawn": "robbing a kong together with a self-draw or a kong draw",
    "rob_kong_copies": "a robbed kong's tile of which the winner holds three more",
    "kong_draw_without_kong": "a win on a kong draw without a kong among the melds",
    "first_turn_melds": "天胡 or 地胡 with melds",
    "first_turn_rob_kong": "天胡 or 地胡 by robbing a kong",
    "first_turn_dealer_not_self_drawn": "the dealer's first-turn win (天胡) not self-drawn",
    "first_turn_kong_draw": "天胡 on a kong draw",
    "first_turn_self_drawn": "a non-dealer's first-turn win (地胡) self-drawn",
    "first_turn_discarder": "地胡 on the discard of a player other than the dealer",
    "internal": "the calculator failed on this case (a bug: please report the line)",
}

# code -> what it means in Chinese: the command line's words for a refusal when ``--lang zh``
# (the default), before the English message, whose particulars (which field, how many tiles)
# it keeps. The calculator window has words of its own (``ui.strings``' ``CALC_WHY_*``),
# which name its buttons where these name the command line's options.
ERROR_CODES_ZH: dict[str, str] = {
    "bad_line": "这一行读不了：空行、不是 UTF-8 文本、不是 JSON、太长、嵌套太深或数字太长",
    "not_object": "算例不是 JSON 对象",
    "unknown_field": "有计算器不认识的字段",
    "missing": "缺少必填的手牌（HAND）或胡的牌（--win）",
    "wrong_type": "某一项的类型不对",
    "bad_tiles": "牌的写法不对，胡的牌不是正好一张，或同一种财神写了两次",
    "bad_meld": "副露的写法不对（如 [123m] [555z] (1111p)），或这些牌组不成副露",
    "bad_seat": "座位不对（应为 E、S、W 或 N）",
    "bad_bid": "包牌的写法不对（2、du2、wucai2，或 2台、独2台、无财2台 …）",
    "bad_rule": "规则选项不认识，或它的值不对",
    "bad_base": "基础分超出范围",
    "too_many_melds": "副露超过四组",
    "tile_count": "手牌和副露凑不成四组加一对",
    "too_many_copies": "同一种牌超过四张",
    "indicator_copies": "翻出的那张牌不参加打牌，这种牌最多三张",
    "bao_and_bid": "包家（--bao）和包牌（--bid）要一起给",
    "bao_in_fan": "翻麻将不叫包，没有包家和包牌",
    "bid_off_ladder": "这一包牌超出本桌规则的范围（2台到 top_level）",
    "wilds_impossible": "财神最多两种，两种时须前后相接（如 5m6m、9m1m）",
    "wilds_not_for_bid": "财神与包牌不符：无财不配财神，独N台配一种，N台配两种",
    "wilds_not_for_fan": "翻麻将的财神是翻出的那种牌（fan_wild_kinds=2 时再加它的下一种）",
    "discarder_is_winner": "放冲的不能是胡家自己",
    "self_drawn_with_discarder": "自摸没有放冲的一家",
    "no_discarder": "胡别人打出的牌（或抢杠）要给出放冲的一家（--discarder）",
    "rob_kong_self_drawn": "抢杠不是自摸，也不是杠开",
    "rob_kong_copies": "抢杠的那张牌，胡家手里不可能还有三张",
    "kong_draw_without_kong": "杠开要有杠：副露里没有杠",
    "first_turn_melds": "天胡、地胡时不会有副露",
    "first_turn_rob_kong": "天胡、地胡不会是抢杠",
    "first_turn_dealer_not_self_drawn": "庄家第一巡胡牌（天胡）只能是自摸",
    "first_turn_kong_draw": "天胡不会是杠开",
    "first_turn_self_drawn": "地胡是胡庄家打出的第一张牌，不是自摸",
    "first_turn_discarder": "地胡只能胡庄家（东家）打出的牌",
    "internal": "计算器算这一例时出错（程序的错误，请报告这一行）",
}


class CaseError(ValueError):
    """A calculator case that is malformed or cannot happen.

    ``field`` is the input field at fault (None for the case as a whole), ``code`` a key of
    ``ERROR_CODES``; ``str(error)`` is the English message.
    """

    def __init__(self, field: str | None, code: str, message: str) -> None:
        assert code in ERROR_CODES, code
        super().__init__(message)
        self.field = field
        self.code = code

    def to_dict(self) -> dict[str, Any]:
        """The ``--batch`` answer."""
        return {"error": str(self), "field": self.field, "code": self.code}

    def text(self, lang: str = "zh") -> str:
        """The refusal in ``lang``: in Chinese the code's words, then the English message
        for its particulars.

        >>> CaseError("bid", "bad_bid", "bad bid 'x'").text()
        "包牌的写法不对（2、du2、wucai2，或 2台、独2台、无财2台 …）：bad bid 'x'"
        """
        return str(self) if lang == "en" else f"{ERROR_CODES_ZH[self.code]}：{self}"


# --- reading a case -----------------------------------------------------------------------

_MELD_TOKEN = re.compile(r"\s*(?:\[([^\[\]()]*)\]|\(([^\[\]()]*)\))\s*")


def parse_melds(text: str, wild_kinds: frozenset[int]) -> list[Meld]:
    """Melds in docs/rules.md §1 notation, e.g. ``"[123m] [555z] (1111p)"``.

    >>> [m.type.value for m in parse_melds("[123m] [5555z](1111p)", frozenset())]
    ['chow', 'kong', 'ckong']
    """
    out: list[Meld] = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = _MELD_TOKEN.match(text, pos)
        if m is None:
            raise ValueError(
                f"bad melds {excerpt(text)} at position {pos}: expected [tiles] or (tiles), "
                "e.g. [123m] [555z] (1111p)"
            )
        body, concealed = (m[1], False) if m[1] is not None else (m[2], True)
        out.append(interpret_meld(tiles.parse(body), wild_kinds, concealed=concealed))
        pos = m.end()
    return out


def _field(data: dict[str, Any], key: str) -> Any:
    types, default = FIELDS[key]
    value = data.get(key, default)
    # bool is an int in Python, but true is not a valid base or bid.
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
        raise CaseError(
            key, "wrong_type", f"field {key!r} must be {SHAPES[key]}, got {json_excerpt(value)}"
        )
    return default if value is None else value


def _check_fields(data: dict[str, Any]) -> None:
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        names = ", ".join(excerpt(name) for name in unknown[:5])
        more = f" and {len(unknown) - 5:,} more" if len(unknown) > 5 else ""
        raise CaseError(unknown[0], "unknown_field", f"unknown field(s) {names}{more}")
    for key in REQUIRED:
        if data.get(key) is None:
            raise CaseError(key, "missing", f"field {key!r} is required")


def _tiles(data: dict[str, Any], key: str, one: bool = False) -> list[int]:
    try:
        text = _field(data, key)
        return [tiles.parse_one(text)] if one else tiles.parse(text)
    except CaseError:
        raise
    except ValueError as e:
        raise CaseError(key, "bad_tiles", f"field {key!r}: {e}") from None


def _melds(data: dict[str, Any], wild_kinds: frozenset[int]) -> list[Meld]:
    try:
        return parse_melds(_field(data, "melds"), wild_kinds)
    except CaseError:
        raise
    except ValueError as e:
        raise CaseError("melds", "bad_meld", str(e)) from None


def _check_tiles(hand: list[int], win: int, melds: list[Meld]) -> None:
    """Sizes (four melds and a pair) and no fifth physical copy of any kind."""
    if len(melds) > 4:
        raise CaseError("melds", "too_many_melds", f"{len(melds)} melds: a hand has at most 4")
    need = 3 * (4 - len(melds)) + 2
    if len(hand) + 1 != need:
        raise CaseError(
            "hand",
            "tile_count",
            f"hand has {plural(len(hand) + 1, 'tile')} with the winning tile and "
            f"{plural(len(melds), 'meld')}: expected {need}",
        )
    counts = tiles.counts_of([*hand, win, *(t for m in melds for t in m.tiles)])
    for kind, n in enumerate(counts):
        if n > tiles.COPIES:
            raise CaseError(
                "hand",
                "too_many_copies",
                f"{n} copies of {tiles.CODES[kind]}: only {tiles.COPIES} exist",
            )


def _seat(data: dict[str, Any], key: str) -> int | None:
    value = _field(data, key)
    if value is None:
        return None
    try:
        return parse_seat(value)
    except ValueError as e:
        raise CaseError(key, "bad_seat", f"field {key!r}: {e}") from None


def _bid(data: dict[str, Any]) -> Bid | None:
    value = _field(data, "bid")
    if value is None:
        return None
    try:
        return Bid.parse(str(value))
    except ValueError as e:
        raise CaseError("bid", "bad_bid", str(e)) from None


def _rules(data: dict[str, Any]) -> RuleSet:
    try:
        return RuleSet.from_dict(_field(data, "rules") or {})
    except CaseError:
        raise
    except ValueError as e:
        raise CaseError("rules", "bad_rule", f"field 'rules': {e}") from None


def _context(data: dict[str, Any], seat: int, wild_kinds: frozenset[int]) -> WinContext:
    flags = {k: _field(data, k) for k in ("self_drawn", "kong_draw", "rob_kong", "first_turn")}
    if flags["rob_kong"] and (flags["self_drawn"] or flags["kong_draw"]):
        raise CaseError(
            "rob_kong",
            "rob_kong_self_drawn",
            "robbing a kong is a win on another player's tile, not self-drawn (drop "
            "'self_drawn' and 'kong_draw', or 'rob_kong')",
        )
    return WinContext(seat=seat, wild_kinds=wild_kinds, **flags)


# --- what can happen ----------------------------------------------------------------------


def _check_bid(bid: Bid | None, wild_kinds: frozenset[int], rules: RuleSet) -> None:
    """docs/rules.md §4: the ladder of the table; §5: the wild kinds the bid gives."""
    wilds = tiles.to_text(sorted(wild_kinds)) or "none"
    if bid is None:
        if not any(wilds_fit(wild_kinds, n) for n in (0, 1, 2)):
            raise CaseError(
                "wilds",
                "wilds_impossible",
                f"field 'wilds': {wilds} are not the wilds of any bid (one kind, or a kind "
                "and the next in its cycle, e.g. 9m1m, or 4z1z for 北东)",
            )
        return
    if not in_ladder(bid, rules.top_level):
        raise CaseError(
            "bid",
            "bid_off_ladder",
            f"field 'bid': {bid} ({bid.ascii()}) is not on the bid ladder: levels "
            f"{MIN_LEVEL} to {rules.top_level} (rule top_level)",
        )
    if not wilds_fit(wild_kinds, bid.wild_kinds):
        need = (
            "no wilds",
            "exactly one wild kind",
            "two wild kinds, a kind and the next in its cycle (e.g. 5m6m, 9m1m, 4z1z for 北东, "
            "7z5z for 中白)",
        )[bid.wild_kinds]
        raise CaseError(
            "wilds",
            "wilds_not_for_bid",
            f"field 'wilds': a {bid} ({bid.ascii()}) bid has {need}, got {wilds}",
        )


def _check_fan(
    bao: int | None, bid: Bid | None, wild_kinds: frozenset[int], rules: RuleSet
) -> None:
    """docs/rules.md §12: no 包家, no bid; the wilds of a turned-over tile."""
    if bao is not None or bid is not None:
        field = "bao" if bao is not None else "bid"
        raise CaseError(
            field,
            "bao_in_fan",
            f"field '{field}': 翻麻将 (rule mode=fan) has no bidding and no 包家; drop "
            "'bao' and 'bid', or play 包麻将 (mode bao)",
        )
    n = rules.fan_wild_kinds
    if not wilds_fit(wild_kinds, n):
        need = "one wild kind" if n == 1 else "two wild kinds, a kind and the next in its cycle"
        wilds = tiles.to_text(sorted(wild_kinds)) or "none"
        raise CaseError(
            "wilds",
            "wilds_not_for_fan",
            f"field 'wilds': 翻麻将 with fan_wild_kinds={n} has {need} (the turned-over "
            f"tile's), got {wilds}",
        )


def _check_indicator(
    concealed: list[int], melds: list[Meld], wild_kinds: frozenset[int], rules: RuleSet
) -> None:
    """With wild_selection "flip", and in 翻麻将, one tile of the named kind lies turned over,
    out of play."""
    if not rules.flips_indicator or not wild_kinds:
        return
    named = next(k for k in wild_kinds if tiles.successor(k) in wild_kinds or len(wild_kinds) == 1)
    held = [*concealed, *(t for m in melds for t in m.tiles)].count(named)
    if held == tiles.COPIES:
        raise CaseError(
            "hand",
            "indicator_copies",
            f"four {tiles.CODES[named]} in the hand, but with wilds turned over one "
            f"{tiles.CODES[named]} lies face up out of play ("
            + ("翻麻将, rule mode=fan" if rules.fan else "rule wild_selection=flip")
            + ")",
        )


def _check_way(
    ctx: WinContext, melds: list[Meld], discarder: int | None, held: list[int], win: int
) -> None:
    """The flags must describe a win that can happen (docs/rules.md §6, §7, §8).

    ``held`` is every tile of the winner but the winning tile, melds included.
    """
    if discarder is not None and discarder == ctx.seat:
        raise CaseError("discarder", "discarder_is_winner", "the discarder cannot be the winner")
    if discarder is not None and ctx.is_self_drawn:
        raise CaseError(
            "discarder", "self_drawn_with_discarder", "a self-drawn win has no discarder"
        )
    if ctx.first_turn:
        _check_first_turn(ctx, melds, discarder)
    if ctx.kong_draw and not any(m.type.is_kong for m in melds):
        raise CaseError(
            "kong_draw",
            "kong_draw_without_kong",
            "field 'kong_draw': a win on a kong's replacement draw (杠开) needs a kong among "
            "the melds, e.g. [5555m] or (5555m)",
        )
    if ctx.rob_kong and win not in ctx.wild_kinds and held.count(win) > tiles.COPIES - 2:
        raise CaseError(
            "rob_kong",
            "rob_kong_copies",
            f"field 'rob_kong': the robbed player's pung holds a natural "
            f"{tiles.CODES[win]} besides the added one, so the winner can hold at most two "
            f"more, not {held.count(win)}",
        )


def _check_first_turn(ctx: WinContext, melds: list[Meld], discarder: int | None) -> None:
    """天胡: the dealer's first fourteen tiles, self-drawn, no kong. 地胡: a non-dealer wins on
    the dealer's first discard, before any claim (docs/rules.md §8)."""

    def refuse(code: str, why: str, field: str = "first_turn") -> NoReturn:
        raise CaseError(field, code, f"field '{field}': {why}")

    if melds:
        refuse("first_turn_melds", "天胡 and 地胡 are won before any meld, but melds are given")
    if ctx.rob_kong:
        refuse("first_turn_rob_kong", "no kong can be robbed before the dealer's first discard")
    if ctx.seat == 0:
        if not ctx.is_self_drawn:
            refuse(
                "first_turn_dealer_not_self_drawn",
                "the dealer's first-turn win (天胡) is on its own fourteen tiles: self-drawn",
            )
        if ctx.kong_draw:
            refuse(
                "first_turn_kong_draw", "天胡 is won on the first fourteen tiles, not a kong draw"
            )
        return
    if ctx.is_self_drawn:
        refuse(
            "first_turn_self_drawn",
            "a non-dealer's first-turn win (地胡) is on the dealer's first discard, not self-drawn",
        )
    if discarder is not None and discarder != 0:
        refuse(
            "first_turn_discarder",
            "地胡 is won on the dealer's (E's) first discard",
            field="discarder",
        )


def parse_case(data: dict[str, Any]) -> Case:
    """Validate a case given as a dict of the ``FIELDS``; raises ``CaseError`` saying why."""
    if not isinstance(data, dict):
        raise CaseError(None, "not_object", f"a case must be a JSON object, not {json_kind(data)}")
    _check_fields(data)
    rules = _rules(data)
    named = _tiles(data, "wilds")
    wild_kinds = frozenset(named)
    if len(wild_kinds) < len(named):  # "5p5p" was taken as one kind, unsaid
        twice = tiles.to_text(sorted(k for k in wild_kinds if named.count(k) > 1))
        raise CaseError("wilds", "bad_tiles", f"field 'wilds': {twice} is named twice")
    hand = _tiles(data, "hand")
    win = _tiles(data, "win", one=True)[0]
    melds = _melds(data, wild_kinds)
    _check_tiles(hand, win, melds)
    seat = _seat(data, "seat")
    assert seat is not None  # the field defaults to "E"
    ctx = _context(data, seat, wild_kinds)
    bao, bid, discarder = _seat(data, "bao"), _bid(data), _seat(data, "discarder")
    if rules.fan:
        _check_fan(bao, bid, wild_kinds, rules)
    elif (bao is None) != (bid is None):
        field = "bid" if bid is None else "bao"
        raise CaseError(field, "bao_and_bid", "give both the 包家 (bao) and the bid, or neither")
    else:
        _check_bid(bid, wild_kinds, rules)
    _check_indicator([*hand, win], melds, wild_kinds, rules)
    _check_way(ctx, melds, discarder, [*hand, *(t for m in melds for t in m.tiles)], win)
    base = _field(data, "base")
    if base is None:
        base = rules.base_points
    elif not BASE_RANGE[0] <= base <= BASE_RANGE[1]:
        got = base if abs(base) < 10**12 else f"a number of {len(str(abs(base))):,} digits"
        raise CaseError(
            "base",
            "bad_base",
            f"field 'base' must be a whole number from {BASE_RANGE[0]} to {BASE_RANGE[1]:,}, "
            f"got {got}",
        )
    return Case(
        tuple([*hand, win]), tuple(melds), ctx, bao, bid, discarder,
        _field(data, "old_dealer"), base, rules,
    )  # fmt: skip


def dead_wild(case: Case) -> bool:
    """The winning tile is a wild taken from another player: a discarded wild is dead
    (docs/rules.md §5, unless ``discarded_wild_claimable``), and a wild added to a pung cannot be
    robbed (§6)."""
    win = case.concealed[-1]
    if case.ctx.is_self_drawn or win not in case.ctx.wild_kinds:
        return False
    return case.ctx.rob_kong or dead_discard(win, case.ctx.wild_kinds, case.rules)


def compute(case: Case, unsettled: bool = False) -> Evaluation:
    """Count the 台, decide whether the hand can win, and settle it when the bid is known (in
    翻麻将: when it is known who pays). A 包麻将 win on a discard with no discarder given is
    refused (``no_discarder``), or with ``unsettled`` left unsettled as in 翻麻将: the
    calculator window counts the 台 while the discarder is still to be chosen."""
    seat = case.ctx.seat
    minimum = 1
    if case.bao is not None and case.bid is not None:
        minimum = minimum_for(seat, case.bao, case.bid)
    result = count_tai(case.concealed, case.melds, case.ctx, case.rules, minimum)
    wins = can_win(result, minimum) and not dead_wild(case)
    settlement = None
    self_drawn, fan = case.ctx.is_self_drawn, case.rules.fan
    payable = fan or (case.bao is not None and case.bid is not None)
    if wins and payable and not (fan or self_drawn or unsettled) and case.discarder is None:
        raise CaseError(
            "discarder",
            "no_discarder",
            "a win on a discard (or a robbed kong) needs the discarder to settle it",
        )
    if wins and payable and (self_drawn or case.discarder is not None):
        assert result.tai is not None
        # parse_case refused a self-drawn case that names a discarder
        stakes = Stakes(fan, case.bao, case.bid, case.old_dealer, case.base)
        settlement = stakes.win(seat, result.tai, case.discarder)
    return Evaluation(case, result, minimum, wins, settlement)


def evaluate(case: dict[str, Any], lang: str = "zh") -> dict[str, Any]:
    """Evaluate one case dict to the ``--json`` object; raises ``CaseError`` on bad input."""
    return compute(parse_case(case)).to_dict(lang)


# --- the readable report ------------------------------------------------------------------


def _verdict(ev: Evaluation, lang: str) -> str:
    en = lang == "en"
    unit = " tai" if en else "台"
    if not ev.tai.complete:
        return "Cannot win: not complete" if en else "不能胡：不是胡牌牌型"
    if dead_wild(ev.case):
        if en:
            return "Cannot win: a wild given up by another player is dead"
        return "不能胡：别家打出（或补杠）的财神是死牌"
    if not ev.can_win:
        if en:
            return f"Cannot win: not enough tai ({ev.tai.tai} < minimum {ev.minimum})"
        return f"不能胡：不够台（{ev.tai.tai}台，起胡{ev.minimum}台）"
    if ev.tai.special is not None:
        return "Can win (special hand, no minimum)" if en else "能胡（特殊牌型，不计起胡）"
    return f"Can win (minimum {ev.minimum}{unit})" if en else f"能胡（起胡{ev.minimum}台）"


def _payment_header(ev: Evaluation, lang: str) -> str:
    case = ev.case
    en = lang == "en"
    if case.rules.fan:
        t = ev.tai.tai
        assert t is not None
        m = f"m = 2^({t}-1) = {fan_multiplier(t)}"
        parts = [f"fan, {t} tai: {m}" if en else f"翻麻将 {t}台：{m}"]
    else:
        assert case.bid is not None and case.bao is not None
        bid = case.bid.ascii() if en else str(case.bid)
        b = case.bid.points
        parts = [f"bid {bid}, B = {b}" if en else f"包{bid}，B = {b}"]
    if case.old_dealer:
        parts.append("old dealer ×2" if en else "老庄 ×2")
    if case.base != 1:
        parts.append(f"base ×{case.base}" if en else f"基础分 ×{case.base}")
    return (
        ("Payments (" if en else "付分（")
        + ("; " if en else "，").join(parts)
        + ("):" if en else "）：")
    )


def _report_lines(ev: Evaluation, lang: str) -> list[str]:
    lines = [ev.tai.text(lang), _verdict(ev, lang)]
    if ev.settlement is not None:
        lines.append(_payment_header(ev, lang))
        lines += ["  " + line.text(lang) for line in ev.settlement.lines]
    elif ev.case.rules.fan and ev.can_win:
        lines.append(
            "(no --discarder: payments not computed)"
            if lang == "en"
            else "（未给放冲的一家，不计付分）"
        )
    elif ev.case.bao is None and ev.tai.complete and not ev.case.rules.fan:
        lines.append(
            "(no --bao/--bid: payments not computed)"
            if lang == "en"
            else "（未给包家和包牌，不计付分）"
        )
    if reading := ev.wilds_as():  # last, so that the lines before keep their places
        said = "wilds stood for: " if lang == "en" else "财神当作："
        lines.append(said + tiles.to_text(reading))
    return lines


# --- the command line ---------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    """argparse, but every error is one line on stderr and exit code 2."""

    def error(self, message: str) -> NoReturn:
        _fail(message)


def _fail(message: str) -> NoReturn:
    print(f"{PROG}: error: {' '.join(str(message).split())}", file=sys.stderr)
    raise SystemExit(2)


def _one_of(*choices: str) -> Callable[[str], str]:
    """An option's type that takes one of ``choices`` (argparse's ``choices`` then only
    list them in the help)."""

    def check(text: str) -> str:
        if text not in choices:
            raise argparse.ArgumentTypeError(
                f"invalid choice: {excerpt(text)} (choose from {', '.join(choices)})"
            )
        return text

    return check


def _build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog=PROG, description="诸暨包麻将 台数与付分计算器 (tai and payment calculator)")
    p.add_argument("hand", nargs="?", metavar="HAND", help="concealed tiles without the win")
    p.add_argument("--win", metavar="TILE", help="the winning tile, e.g. 5m")
    p.add_argument("--melds", default="", metavar="M", help='e.g. "[123m] [555z] (1111p)"')
    p.add_argument("--seat", default="E", help="winner's seat E, S, W or N (default E)")
    p.add_argument("--wilds", default="", metavar="KINDS", help="wild kinds, e.g. 5m6m")
    p.add_argument("--self-drawn", action="store_true", help="won by self-draw (自摸)")
    p.add_argument("--kong-draw", action="store_true", help="won on a kong draw (杠开)")
    p.add_argument("--rob-kong", action="store_true", help="robbed --discarder's kong (抢杠)")
    p.add_argument("--first-turn", action="store_true", help="天胡 (E, self-drawn) or 地胡")
    p.add_argument("--bao", metavar="SEAT", help="the 包家's seat")
    p.add_argument("--bid", metavar="BID", help="the bid: 2, du2, wucai2 (or 2台, 独2台, 无财2台)")
    p.add_argument("--discarder", metavar="SEAT", help="who discarded the winning tile")
    p.add_argument("--old-dealer", action="store_true", help="an old-dealer (老庄) hand, paid ×2")
    p.add_argument(
        "--base", type=argument(whole_number), metavar="N", help="base points (default: the rules')"
    )
    p.add_argument(
        "--mode",
        type=_one_of("bao", "fan"),
        choices=("bao", "fan"),
        help="the game: bao 包麻将 (default) or fan 翻麻将",
    )
    p.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE", help=RULE_HELP)
    p.add_argument(
        "--lang",
        type=_one_of("zh", "en"),
        choices=("zh", "en"),
        default="zh",
        help="the language of the report, the labels and the error messages (default zh)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--batch", action="store_true", help="JSON lines from stdin to stdout")
    return p


_CASE_DESTS = (
    "hand", "win", "melds", "seat", "wilds", "self_drawn", "kong_draw", "rob_kong",
    "first_turn", "bao", "bid", "discarder", "old_dealer", "base",
)  # fmt: skip


def _say(lang: str, en: str, zh: str) -> str:
    """A command-line message in the language of ``--lang``."""
    return en if lang == "en" else zh


def _case_from_args(args: argparse.Namespace) -> dict[str, Any]:
    lang = args.lang
    if args.hand is None or args.win is None:
        _fail(
            _say(
                lang,
                "give HAND and --win TILE (or --batch)",
                "请给出手牌 HAND 和胡的牌 --win（或用 --batch）",
            )
        )
    case = {key: getattr(args, key) for key in _CASE_DESTS}
    rules: dict[str, Any] = {}
    for item in args.rule:
        try:
            key, value = parse_rule_arg(item)
        except NotKeyValue as e:
            _fail(_say(lang, str(e), f"--rule 的写法是 KEY=VALUE，而不是 {excerpt(item)}"))
        except ValueError as e:
            _fail(
                _say(
                    lang,
                    f"--rule {excerpt(item)}: {e}",
                    f"规则选项不认识，或它的值不对：--rule {excerpt(item)}: {e}",
                )
            )
        try:
            add_rule(rules, key, value)
        except ValueError as e:
            _fail(_say(lang, str(e), f"--rule {key} 给了两次：{rules[key]!r}，又是 {value!r}"))
    if args.mode is not None:
        if rules.get("mode", args.mode) != args.mode:
            _fail(
                _say(
                    lang,
                    f"--mode {args.mode} and --rule mode={rules['mode']} disagree",
                    f"--mode {args.mode} 与 --rule mode={rules['mode']} 不一致",
                )
            )
        rules["mode"] = args.mode
    case["rules"] = rules
    return case


# one line, one case; a field given twice is an error (else the last counted, unsaid)
BATCH_LIMITS = Limits(max_bytes=100_000, max_depth=8, max_digits=30, unique_keys=True)


def _batch_line(raw: str | bytes, lang: str = "zh") -> dict[str, Any]:
    """One batch answer; a bad line (not UTF-8, too long or deep, a huge number, not JSON,
    not a case) becomes ``{"error": ...}``, never an exception."""
    try:
        if not raw.strip():
            return CaseError(None, "bad_line", "blank line: expected a JSON object").to_dict()
        data = parse_json(raw.strip(), BATCH_LIMITS, "the line")
    except InputError as e:
        return CaseError(None, "bad_line", str(e)).to_dict()
    if not isinstance(data, dict):
        return CaseError(
            None, "not_object", f"expected a JSON object, got {json_kind(data)}"
        ).to_dict()
    try:
        return evaluate(data, lang)
    except CaseError as e:
        return e.to_dict()
    except Exception as e:  # a bug must not cost the following lines their answers
        return CaseError(None, "internal", f"internal error: {type(e).__name__}: {e}").to_dict()


def _input_lines(stream: IO[Any]) -> Iterator[str | bytes]:
    """The lines of ``stream`` (text or bytes), each cut at ``BATCH_LIMITS.max_bytes`` (the
    rest of a longer line is read and dropped, so memory stays bounded and a too-long line
    still gets its one answer)."""
    limit = BATCH_LIMITS.max_bytes
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        newline = "\n" if isinstance(line, str) else b"\n"
        if len(line) > limit and not line.endswith(newline):
            while True:  # drop the rest of the line
                rest = stream.readline(1 << 16)
                if not rest or rest.endswith(newline):
                    break
        yield line


def run_batch(lines: IO[Any], out: IO[str], lang: str = "zh") -> None:
    """Answer every input line with exactly one JSON line, in order, its labels in ``lang``.
    ``lines`` may give text or bytes (stdin is read as bytes, so an undecodable line is one
    error, not the end). An answer's ``error`` is English whatever ``lang`` is: a program
    reads its ``code`` and words it as it needs."""
    for raw in _input_lines(lines):
        out.write(dumps_line(_batch_line(raw, lang)) + "\n")
        out.flush()


def _utf8_pipes() -> None:
    # A pipe on Windows defaults to the ANSI code page, which cannot carry 台.
    for stream in (sys.stdin, sys.stdout):
        if hasattr(stream, "reconfigure") and not stream.isatty():
            stream.reconfigure(encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    """The console script. Exit 0 on success, 2 on bad command-line input (or, with
    ``--batch``, no stdin to read), 1 if the answer cannot be written."""
    return guard_output(PROG, lambda: _main(argv))


def _main(argv: Sequence[str] | None) -> int:
    parser = _build_parser()
    args = parser.parse_args(argv)
    _utf8_pipes()
    lang = args.lang
    if args.batch:
        given = [k for k in _CASE_DESTS if getattr(args, k) != parser.get_default(k)]
        if given or args.rule or args.mode:
            _fail(
                _say(
                    lang,
                    "--batch reads every case from stdin; give no HAND or case options with it",
                    "--batch 从标准输入读每个算例，不能同时给手牌 HAND 或算例的选项",
                )
            )
        if sys.stdin is None:  # started with stdin closed (``<&-``): nothing can be read
            _fail(
                _say(
                    lang,
                    "--batch has no input to read: stdin is closed",
                    "--batch 没有输入可读：标准输入已关闭",
                )
            )
        stdin = sys.stdin.buffer if hasattr(sys.stdin, "buffer") else sys.stdin
        run_batch(stdin, sys.stdout, lang)
        return 0
    try:
        ev = compute(parse_case(_case_from_args(args)))
    except CaseError as e:
        _fail(e.text(lang))
    except ValueError as e:
        _fail(str(e))
    if args.json:
        print(json.dumps(ev.to_dict(args.lang), ensure_ascii=False))
    else:
        print(ev.text(args.lang))
    return 0


if __name__ == "__main__":
    sys.exit(main())
