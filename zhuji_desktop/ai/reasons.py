"""Why a computer player chose its action, in Chinese and in English.

A ``Reason`` is a ``str`` (its Chinese text, as ``last_reason`` and ``suggest`` have always
given) that can also be read in another language: ``reason.text("en")``. It is built from a
message key and language-neutral values (tile kinds, tiles needed, a bid, a plan's label,
an action), and each language renders them in its own words.

>>> from zhuji_desktop.engine.tiles import parse_one
>>> r = Reason("discard", tile=parse_one("1z"), need=2, still=True, accept=12, plan="混一色万")
>>> r
'打东风：仍1向听，有效牌12张，做混一色万'
>>> r.text("en")
'discard East wind: still 1 away from ready, 12 useful tiles, aiming at half flush (characters)'
>>> Reason("pass").text("en"), r.startswith("打东")
('pass', True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine import tiles
from ..engine.actions import Action, Verb
from ..engine.bidding import Bid
from .tai_plan import ANY_LABEL, ENOUGH_LABEL, NO_AIM_LABELS

WILD = -1  # a wild tile, as ``efficiency.WILD``


def needed_text(needed: int, lang: str = "zh") -> str:
    """Words for tiles needed: 0 → 能胡 (complete), 1 → 听牌 (ready), 2 → 1向听 (1 away
    from ready) …, as the hints panel counts them (it wrote 2向听 beside the advice's 两向听).

    >>> needed_text(1), needed_text(3), needed_text(3, "en")
    ('听牌', '2向听', '2 away from ready')
    """
    if lang == "en":
        if needed <= 0:
            return "complete"
        return "ready" if needed == 1 else f"{needed - 1} away from ready"
    if needed <= 0:
        return "能胡"
    return "听牌" if needed == 1 else f"{needed - 1}向听"


def tile_text(tile: int, lang: str = "zh") -> str:
    """A tile's name; ``WILD`` is 财神 (a wild)."""
    if tile == WILD:
        return "a wild" if lang == "en" else "财神"
    return tiles.full_name(tile, lang)


_SUITS_EN = {"万": "characters", "筒": "dots", "索": "bamboo"}
_PARTS_EN = {
    "平胡": "all chows",
    "对对胡": "all pungs",
    "全字": "all honours",
    "无财": "no wilds",
    ENOUGH_LABEL: "enough tai",
    ANY_LABEL: "any hand",
}


def plan_text(label: str, lang: str = "zh") -> str:
    """A plan's label (``tai_plan.Plan.label``, e.g. ``平胡+中刻``) in ``lang``.

    >>> plan_text("混一色筒+中刻", "en")
    'half flush (dots) + Red pung'
    """
    if lang != "en":
        return label
    out = []
    for part in label.split("+"):
        if part in _PARTS_EN:
            out.append(_PARTS_EN[part])
        elif part[:3] in ("混一色", "清一色"):
            flush = "half flush" if part[:3] == "混一色" else "full flush"
            out.append(f"{flush} ({_SUITS_EN.get(part[3:], part[3:])})")
        elif part.endswith("刻") and len(part) == 2:
            kind = tiles.HONOURS[tiles.HONOURS_ZH.index(part[0])]
            out.append(f"{tiles.name(kind, 'en')} pung")
        else:
            out.append(part)
    return " + ".join(out)


def bid_text(bid: Bid, lang: str = "zh") -> str:
    """``独3台`` or, in English, ``Solo 3 tai`` (as the table shows bids)."""
    if lang != "en":
        return str(bid)
    prefix = ("", "Solo ", "No-wild ")[int(bid.variant)]
    return f"{prefix}{bid.level} tai"


_VERBS = {
    Verb.CHOW: ("吃", "chow"),
    Verb.PUNG: ("碰", "pung"),
    Verb.KONG: ("杠", "kong"),
    Verb.CKONG: ("杠", "kong"),
    Verb.ADDKONG: ("杠", "kong"),
    Verb.DISCARD: ("打", "discard"),
    Verb.WIN: ("胡", "win"),
    Verb.PASS: ("过", "pass"),
}


def action_text(action: Action, lang: str = "zh") -> str:
    """An action in words: 打东 / discard East wind, 碰五万 / pung 5 Characters, 过 / pass."""
    zh, en = _VERBS.get(action.verb, (action.verb.value, action.verb.value))
    word = en if lang == "en" else zh
    sep = " " if lang == "en" else ""
    if action.verb is Verb.BID and action.bid is not None:
        return ("bid " if lang == "en" else "包") + bid_text(action.bid, lang)
    if action.verb in (Verb.PASS, Verb.WIN):
        return word
    if action.verb is Verb.WILD:
        return ("wilds " if lang == "en" else "定财神") + tile_text(action.tile, lang)
    if action.verb is Verb.CKONG or action.verb is Verb.ADDKONG:
        return word + sep + tile_text(action.tiles[-1], lang)
    if action.verb in (Verb.CHOW, Verb.PUNG, Verb.KONG):
        return word + sep + tile_text(action.tiles[0], lang)
    return word + sep + tile_text(action.tile, lang)


def _discard(a: dict[str, Any], lang: str) -> str:
    en = lang == "en"
    state = needed_text(a["need"], lang)
    if a.get("still"):
        state = ("still " if en else "仍") + state
    if en:
        useful = _count(a["accept"], "useful tile")
        text = f"discard {tile_text(a['tile'], lang)}: {state}, {useful}"
    else:
        text = f"打{tile_text(a['tile'])}：{state}，有效牌{a['accept']}张"
    plan = a.get("plan", "")
    if plan and plan not in NO_AIM_LABELS:  # (an aim said only if there is one)
        text += f", aiming at {plan_text(plan, lang)}" if en else f"，做{plan}"
    if a.get("guard"):
        text += ", guarding against the bidder" if en else "，防包家"
    return text


# key -> (Chinese, English): a format string, or a function of (args, lang)
_MESSAGES: dict[str, tuple[str, str] | Callable[[dict[str, Any], str], str]] = {
    "none": ("", ""),
    "random": ("随机", "random"),
    "only": ("唯一可行", "the only legal action"),
    "win": ("胡牌", "win"),
    "win_self": ("自摸胡牌", "win by self-draw"),
    "bid_heaven": ("包{bid}：配财神即天胡", "bid {bid}: with its wilds the hand has already won"),
    "pass_weak": ("不包：牌力不够", "pass: the hand is too weak to bid"),
    "pass_worse": (
        "不包：包牌不如不包（{gain:+.1f}分）",
        "pass: bidding is worth less than passing ({gain:+.1f} points)",
    ),
    "bid_table": (
        "包{bid}：期望多得{gain:.1f}分，配财神后还差{need}张",
        "bid {bid}: {gain:.1f} points more expected, {need_tiles} short with its wilds",
    ),
    "bid_need": ("包{bid}：配财神后还差{need}张", "bid {bid}: {need_tiles} short with its wilds"),
    "wild_heaven": ("定{tile}为财神：天胡", "name {tile} as wild: the hand has already won"),
    "wild": (
        "定{tile}为财神：手里{held}张，还差{need}张",
        "name {tile} as wild: {held} in hand, {need_tiles} short",
    ),
    "discard_any": ("打牌", "discard"),
    "discard": _discard,
    "kong": ("杠{tile}：不拖慢，多摸一张", "kong {tile}: no slower, and an extra draw"),
    "pass": ("过", "pass"),
    "pass_useless": ("过：{tile}没用", "pass: {tile} does not help"),
    "claim": ("{verb}{tile}：{now}→{need}", "{verb} {tile}: {now} → {need}"),
    "pass_slow": ("过：{verb}{tile}不能更快", "pass: {verb} {tile} would not be faster"),
    "pass_short": (
        "过：{verb}{tile}后凑不够台",
        "pass: {verb} {tile} would leave no way to enough tai",
    ),
    "mc_better": (
        "{action}：推演{n}局，比{other}多{gain:.1f}分",
        "{action}: {gain:.1f} points better than {other} over {n} simulated deals",
    ),
    "mc_bid": (
        "包{bid}：推演{n}局，期望{mean:+.1f}分",
        "bid {bid}: {mean:+.1f} expected over {n} simulated deals",
    ),
    "mc_pass": (
        "不包：推演{n}局，不包期望{mean:+.1f}分",
        "pass: {mean:+.1f} expected without a bid, over {n} simulated deals",
    ),
    "mc_wild": (
        "定{tile}为财神：手里{held}张，推演比{other_tile}多{gain:.1f}分",
        "name {tile} as wild: {held} in hand, {gain:.1f} points better than {other_tile} "
        "in playouts",
    ),
}


def _render(key: str, args: dict[str, Any], lang: str) -> str:
    message = _MESSAGES[key]
    if callable(message):
        return message(args, lang)
    template = message[1] if lang == "en" else message[0]
    values: dict[str, Any] = {}
    for name, value in args.items():
        if name in ("tile", "other_tile"):
            values[name] = tile_text(value, lang)
        elif name in ("need", "now") and key == "claim":
            values[name] = needed_text(value, lang)
        elif name == "bid":
            values[name] = bid_text(value, lang)
        elif name == "verb":
            values[name] = _VERBS[value][1 if lang == "en" else 0]
        elif name in ("action", "other"):
            values[name] = action_text(value, lang)
        else:
            values[name] = value
        if name == "need" and key != "claim":
            values["need_tiles"] = _count(value, "tile")
    return template.format(**values)


def _count(n: int, noun: str) -> str:
    """``1 tile``, ``2 tiles`` (English; the Chinese says 张 whatever the count)."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


class Reason(str):
    """A reason: the Chinese text as a ``str``, any language with ``text(lang)``."""

    key: str
    args: dict[str, Any]

    def __new__(cls, key: str, **args: Any) -> Reason:
        if key not in _MESSAGES:
            raise ValueError(f"no reason called {key!r}")
        obj = super().__new__(cls, _render(key, args, "zh"))
        obj.key, obj.args = key, args
        return obj

    def __getnewargs_ex__(self) -> tuple[tuple[str], dict[str, Any]]:
        return (self.key,), self.args

    def text(self, lang: str = "zh") -> str:
        """The reason in ``lang`` ("zh" or "en"; anything else reads as Chinese)."""
        return _render(self.key, self.args, lang)
