"""Plans: which 台 a hand can aim at, as shape targets with their value.

A hand below its 台 minimum cannot win (docs/rules.md §7), so a player steers toward a shape
that scores: 平胡 (all chows), 对对胡 (all pungs), 混一色 / 清一色 (one suit), a pung of a
dragon, 东 or the seat wind, 无财 (no wilds at all). A ``Plan`` is one combination of such
sources whose 台, with what the exposed melds already score, reaches the minimum. Only
*minimal* combinations are listed: dropping any source would fall short (a plan with an
extra source is never closer to completion).

>>> from zhuji_desktop.engine.tiles import counts_from_text
>>> info = HandInfo(seat=1, counts=tuple(counts_from_text("123m456m789m1122z")), wilds=0,
...                 melds=(), wild_kinds=frozenset({4}), minimum=1)
>>> labels = [p.label for p in plans_for(info)]
>>> "平胡" in labels, "对对胡" in labels, "混一色万" in labels, "无财" in labels
(True, True, True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import TypeVar

from ..engine import tiles
from ..engine.melds import Meld, MeldType
from ..engine.rules import RuleSet
from ..engine.tai import EAST_DEALER_TAI, ITEM_TAI
from ..engine.tiles import HONOURS, HONOURS_ZH, NUM_KINDS, SUIT_ZH, suit_of
from ..engine.view import SeatView
from .shape import ANY, CHOWS, PUNGS, Target

# the labels of plans that name no aim: the 台 are enough already, or any hand will do
ENOUGH_LABEL = "已够台"
NO_WILDS_LABEL = "无财"  # the item a plan keeps by letting every wild go
ANY_LABEL = "任意"
NO_AIM_LABELS = (ANY_LABEL, ENOUGH_LABEL)


@dataclass(frozen=True)
class HandInfo:
    """What the plan search needs of a seat: its naturals, wild count, melds and table facts."""

    seat: int
    counts: tuple[int, ...]  # natural tiles in the concealed hand, by kind
    wilds: int  # wild tiles in the concealed hand
    melds: tuple[Meld, ...]
    wild_kinds: frozenset[int]
    minimum: int
    rules: RuleSet = field(default_factory=RuleSet)
    unseen: tuple[int, ...] = (4,) * NUM_KINDS

    @classmethod
    def from_view(cls, view: SeatView) -> HandInfo:
        """The info of the viewing seat (its own melds, unseen counts from the view)."""
        counts, wilds = tiles.split_wilds(view.hand, view.wild_kinds)
        visible = view.visible_counts()
        return cls(
            seat=view.seat,
            counts=tuple(counts),
            wilds=wilds,
            melds=tuple(view.melds[view.seat]),
            wild_kinds=view.wild_kinds,
            minimum=view.minimum,
            rules=view.rules,
            unseen=tuple(4 - v for v in visible),
        )

    def scoring_honours(self) -> dict[int, int]:
        """Honour kinds whose pung scores for this seat, with their 台."""
        east = EAST_DEALER_TAI if self.seat == 0 else ITEM_TAI["east"]
        out = {tiles.WHITE: ITEM_TAI["bai"], tiles.GREEN: ITEM_TAI["fa"]}
        out |= {tiles.RED: ITEM_TAI["zhong"], tiles.EAST: east}
        if self.seat != 0 and self.rules.seat_wind_tai:
            out[tiles.WINDS[self.seat]] = ITEM_TAI["seat_wind"]
        return out

    def good_heads(self) -> int:
        """Honour bit mask of heads that keep 平胡 (not a dragon, 东 or the seat wind)."""
        bad = {*tiles.DRAGONS, tiles.EAST, tiles.WINDS[self.seat]}
        return sum(1 << (k - 27) for k in tiles.HONOURS if k not in bad)


@dataclass(frozen=True)
class Plan:
    """A target shape and the 台 a hand completing it scores (at least)."""

    target: Target
    tai: int
    label: str


def _meld_groups(melds: Sequence[Meld]) -> set[int]:
    return {suit_of(m.kind) for m in melds}


def base_tai(info: HandInfo) -> int:
    """台 the exposed (and own concealed) melds already score, and 无财 in a no-wild game."""
    scoring = info.scoring_honours()
    t = sum(scoring.get(m.kind, 0) for m in info.melds if m.type is not MeldType.CHOW)
    if not info.wild_kinds and info.rules.no_wild_tai_in_no_wild_game:
        t += ITEM_TAI["wucai"]
    return t


def _flush_flags(info: HandInfo) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    """Which suits are worth a 混一色 / 清一色 plan: the hand already holds most of one
    (a far-off flush is never the closest plan, and skipping it saves time)."""
    in_melds = [0, 0, 0, 0]
    for m in info.melds:
        in_melds[suit_of(m.kind)] += 3
    honours = sum(info.counts[27:]) + in_melds[3]
    hun, qing = [], []
    for s in range(3):
        suit = sum(info.counts[9 * s : 9 * s + 9]) + in_melds[s] + info.wilds
        hun.append(suit + honours >= 8)
        qing.append(suit >= 9)
    return tuple(hun), tuple(qing)


def _honour_ok(info: HandInfo, k: int) -> bool:
    """A pung of honour ``k`` is worth planning: a pair held (or one and a wild), and enough
    copies left to finish it."""
    held, unseen = info.counts[k], info.unseen[k]
    return held + min(info.wilds, 1) >= 2 and held + unseen + info.wilds >= 3


# One source of 台: (label, 台, the target's fields as (name, value) pairs: hashable, so
# that equal source lists share their plans)
Source = tuple[str, int, tuple[tuple[str, object], ...]]


def _sources(info: HandInfo) -> tuple[tuple[Source, ...], ...]:
    """Each family of 台 sources that the melds still allow (structure, suit, honour pungs,
    无财): (label, 台, target fields). The 台 are the engine's (``engine.tai.ITEM_TAI``): a
    copy here would go on planning by the old values after a change there."""
    sets = any(m.type is not MeldType.CHOW for m in info.melds)
    chows = any(m.type is MeldType.CHOW for m in info.melds)
    groups = _meld_groups(info.melds)
    struct: list[Source] = [("", 0, ())]
    if not sets:
        struct.append(
            ("平胡", ITEM_TAI["pinghu"], (("mode", CHOWS), ("head_mask", info.good_heads())))
        )
    if not chows:
        struct.append(("对对胡", ITEM_TAI["duidui"], (("mode", PUNGS),)))
    suit: list[Source] = [("", 0, ())]
    hun_ok, qing_ok = _flush_flags(info)
    for s in range(3):
        if groups <= {s, 3} and hun_ok[s]:
            suit.append((f"混一色{SUIT_ZH[s]}", ITEM_TAI["hunyise"], (("groups", (1 << s) | 8),)))
    for s in range(3):
        if groups <= {s} and qing_ok[s]:
            suit.append((f"清一色{SUIT_ZH[s]}", ITEM_TAI["qingyise"], (("groups", 1 << s),)))
    if groups <= {3} and sum(info.counts[27:]) + info.wilds >= 8:
        suit.append(("全字", info.rules.quanzi_tai, (("groups", 8),)))
    have = {m.kind for m in info.melds}
    honours: list[Source] = []
    for k, t in sorted(info.scoring_honours().items()):
        if k in have or not _honour_ok(info, k):
            continue
        honours.append((f"{HONOURS_ZH[k - 27]}刻", t, (("pungs", k),)))
    wucai: list[Source] = [("", 0, ())]
    if info.wild_kinds and not any(t in info.wild_kinds for m in info.melds for t in m.tiles):
        wucai.append((NO_WILDS_LABEL, ITEM_TAI["wucai"], (("use_wilds", False),)))
    return tuple(struct), tuple(suit), tuple(honours), tuple(wucai)


def plans_signature(info: HandInfo, extra: int = 0) -> tuple:
    """Everything ``plans_for`` reads of ``info``: equal signatures give equal plans.

    Kept cheap (it is computed on every decision of every playout): flags as bits, and of
    the rules only the three options plans read.
    """
    wk = info.wild_kinds
    melds = tuple(
        (m.type is MeldType.CHOW, m.kind, any(t in wk for t in m.tiles)) for m in info.melds
    )
    counts, unseen, wilds = info.counts, info.unseen, info.wilds
    one = 1 if wilds else 0
    honours = 0
    for k in HONOURS:
        held = counts[k]
        if held + one >= 2 and held + unseen[k] + wilds >= 3:
            honours |= 1 << (k - 27)
    in_melds = [0, 0, 0, 0]
    for m in info.melds:
        in_melds[suit_of(m.kind)] += 3
    honour_tiles = sum(counts[27:])
    flush = 0
    for s in range(3):
        suit = sum(counts[9 * s : 9 * s + 9]) + in_melds[s] + wilds
        flush |= (suit + honour_tiles + in_melds[3] >= 8) << s | (suit >= 9) << (s + 3)
    rules = info.rules
    return (
        info.seat,
        info.minimum + extra,
        melds,
        honours,
        honour_tiles + wilds >= 8,
        bool(wk),
        (rules.seat_wind_tai, rules.all_honours_tai, rules.no_wild_tai_in_no_wild_game),
        flush,
    )


_CACHE: dict[tuple, list[Plan]] = {}
_MEMO_LIMIT = 10_000  # entries of each memo here: bounded memory in long sessions


def plans_for(info: HandInfo, extra: int = 0) -> list[Plan]:
    """The minimal plans reaching ``info.minimum + extra`` 台, easiest families first.

    ``extra`` asks for more than the minimum (a player may aim higher for more money).
    Results are memoised on what they depend on.
    """
    key = plans_signature(info, extra)
    plans = _CACHE.get(key)
    if plans is None:
        if len(_CACHE) > _MEMO_LIMIT:
            _CACHE.clear()
        plans = _CACHE[key] = _plans(info, info.minimum + extra)
    return plans


_BY_SOURCES: dict[tuple, list[Plan]] = {}
# Equal sources and plans come up again and again: the memos keep one object of each (a
# plan list holds the same few plans in many combinations), not a copy per entry.
_POOL: dict[object, object] = {}
_T = TypeVar("_T")


def _plans(info: HandInfo, need: int) -> list[Plan]:
    """The minimal plans, memoised on the sources (hands of many signatures share them)."""
    key = (base_tai(info), need, _sources(info))
    plans = _BY_SOURCES.get(key)
    if plans is None:
        if len(_BY_SOURCES) > _MEMO_LIMIT:
            _BY_SOURCES.clear()
            _POOL.clear()
        src = tuple(tuple(_pooled(s) for s in family) for family in key[2])  # kept: pooled
        plans = _BY_SOURCES[(key[0], need, src)] = [_pooled(p) for p in _combine_sources(*key)]
    return plans


def _pooled(value: _T) -> _T:
    """The pool's object equal to ``value`` (``value`` itself the first time)."""
    return _POOL.setdefault(value, value)  # type: ignore[return-value]


def _combine_sources(base: int, need: int, src: tuple[tuple[Source, ...], ...]) -> list[Plan]:
    """Every minimal combination of one source of each family reaching ``need`` 台."""
    structs, suits, honours, wucais = src
    out: list[Plan] = []
    seen: set[Target] = set()
    honour_sets = [()] + [c for r in (1, 2, 3) for c in combinations(honours, r)]
    for st in structs:
        for su in suits:
            if st[0] == "平胡" and su[0].startswith("全字"):
                continue
            for hs in honour_sets:
                if hs and st[0] == "平胡":
                    continue
                if hs and su[0].startswith("清一色"):
                    continue
                for wc in wucais:
                    parts = [p for p in (st, su, *hs, wc) if p[0]]
                    total = base + sum(p[1] for p in parts)
                    if total < need:
                        continue
                    # minimal: dropping any one source falls short
                    if any(total - p[1] >= need for p in parts):
                        continue
                    # 清一色 when 混一色 of the suit would do: the 混一色 plan covers it
                    if su[0].startswith("清一色") and total - 2 >= need:
                        continue
                    fields_: dict = {}
                    for p in (st, su, wc):
                        fields_.update(p[2])
                    if hs:
                        fields_["pungs"] = tuple(sorted(p[2][0][1] for p in hs))
                    target = Target(**fields_)
                    if target in seen:
                        continue
                    seen.add(target)
                    label = "+".join(p[0] for p in parts) or ENOUGH_LABEL
                    out.append(Plan(target, total, label))
    return out


ANY_PLAN = Plan(Target(mode=ANY), 0, ANY_LABEL)
