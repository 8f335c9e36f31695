"""Counting 台 (docs/rules.md §8): the breakdown of a winning hand, under its best wild assignment.

A hand is given as the faces of its concealed tiles (the winning tile included) and its melds
(exposed melds and concealed kongs). Tiles whose face is a wild kind are wilds; they take the
values that give the most 台.

>>> from zhuji_desktop.engine.rules import RuleSet
>>> from zhuji_desktop.engine.tiles import parse
>>> ctx = WinContext(seat=0, wild_kinds=frozenset())
>>> r = count_tai(parse("111z777z123m456m99m"), [], ctx, RuleSet())
>>> r.tai, r.text()
(4, '东风刻 2台 + 中 1台 + 混一色 1台 = 4台')
>>> count_tai(parse("111z777z123m456m98m"), [], ctx, RuleSet()).complete
False

How it is fast: 台 depend on a decomposition only through a few features (is there a chow, a
pung, which suits, honours, a "bad" pair, which scoring honour pungs), so the search walks the
tiles once, keeps each feature set as one int of OR-able bits, and memoises on the remaining
natural tiles. A wild never needs an exact value, only the features it can bring.

A scoring pung counts per pung (docs/rules.md §8 "1 each", "all that apply are added"): wilds that
stand for a second 中 pung (a fifth copy is allowed, §5) add another 台.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from . import decompose, hand, tiles
from .bidding import Bid
from .melds import Meld
from .rules import RuleSet

# The keys in display order; specials are shown alone.
ITEM_KEYS = (
    "east",
    "zhong",
    "fa",
    "bai",
    "seat_wind",
    "pinghu",
    "duidui",
    "hunyise",
    "qingyise",
    "wucai",
    "gangkai",
    "qianggang",
)
SPECIAL_KEYS = ("tianhu", "dihu", "quanzi")  # in order of preference

LABELS_ZH: dict[str, str] = {
    "east": "东风刻",
    "zhong": "中",
    "fa": "发",
    "bai": "白",
    "seat_wind": "门风刻",
    "pinghu": "平胡",
    "duidui": "对对胡",
    "hunyise": "混一色",
    "qingyise": "清一色",
    "wucai": "无财",
    "gangkai": "杠开",
    "qianggang": "抢杠",
    "tianhu": "天胡",
    "dihu": "地胡",
    "quanzi": "全字牌",
}
LABELS_EN: dict[str, str] = {
    "east": "East pung",
    "zhong": "Red dragon pung",
    "fa": "Green dragon pung",
    "bai": "White dragon pung",
    "seat_wind": "Seat wind pung",
    "pinghu": "All chows",
    "duidui": "All pungs",
    "hunyise": "Half flush",
    "qingyise": "Full flush",
    "wucai": "No wilds",
    "gangkai": "Win on a kong draw",
    "qianggang": "Robbing the kong",
    "tianhu": "Heavenly hand",
    "dihu": "Earthly hand",
    "quanzi": "All honours",
}
# docs/rules.md §8: what each item is worth (a scoring pung counts once per pung).
ITEM_TAI: dict[str, int] = {
    "east": 1,  # for a player other than the dealer; EAST_DEALER_TAI for the dealer
    "zhong": 1,
    "fa": 1,
    "bai": 1,
    "seat_wind": 1,
    "pinghu": 1,
    "duidui": 1,
    "hunyise": 1,
    "qingyise": 3,
    "wucai": 1,
    "gangkai": 1,
    "qianggang": 1,
}
EAST_DEALER_TAI = 2  # East is the prevailing wind and the dealer's own (docs/rules.md §2)
SPECIAL_TAI = 8  # 天胡 and 地胡; 全字牌 uses rules.quanzi_tai

_DRAGON_KEYS = {tiles.RED: "zhong", tiles.GREEN: "fa", tiles.WHITE: "bai"}


def label(key: str, lang: str = "zh") -> str:
    """The display label of an item key, e.g. ``label("duidui", "en") == "All pungs"``."""
    return (LABELS_EN if lang == "en" else LABELS_ZH)[key]


@dataclass(frozen=True)
class TaiItem:
    """One line of the breakdown, e.g. ``TaiItem("east", "东风刻", 2)``; ``count`` pungs of
    it when a pung counts more than once (wilds standing for a second 中 pung).

    >>> TaiItem("zhong", "中", 2, count=2).text("en")
    'Red dragon pung ×2 2 tai'
    """

    key: str
    label: str
    tai: int
    count: int = 1

    def text(self, lang: str = "zh") -> str:
        unit = " tai" if lang == "en" else "台"
        return f"{self.shown(lang)} {self.tai}{unit}"

    def shown(self, lang: str = "zh") -> str:
        """Its label, with ``×count`` when there is more than one: "白板刻 2台" read as one
        pung worth 2."""
        return label(self.key, lang) + (f" ×{self.count}" if self.count > 1 else "")


@dataclass(frozen=True)
class WinContext:
    """How the hand was won. ``wild_kinds`` empty means the game has no wilds (无财N台)."""

    seat: int  # 0 = East (dealer) .. 3 = North
    wild_kinds: frozenset[int]
    self_drawn: bool = False
    kong_draw: bool = False  # implies self-drawn
    rob_kong: bool = False
    first_turn: bool = False  # with seat/self_drawn: 天胡 or 地胡

    @property
    def is_self_drawn(self) -> bool:
        return self.self_drawn or self.kong_draw


@dataclass(frozen=True)
class TaiResult:
    """The value of a hand. ``tai`` is None when the hand is not complete."""

    complete: bool
    tai: int | None
    items: tuple[TaiItem, ...]
    special: str | None

    @property
    def total(self) -> int:
        """The 台, or 0 for an incomplete hand."""
        return self.tai or 0

    def text(self, lang: str = "zh") -> str:
        """``东风刻 2台 + 中 1台 = 3台``; a special alone: ``天胡 8台``; nothing: ``0台``.

        >>> TaiResult(True, 0, (), None).text("en")
        '0 tai'
        """
        en = lang == "en"
        if not self.complete:
            return "not complete" if en else "不是胡牌牌型"
        unit = " tai" if en else "台"
        parts = [item.text(lang) for item in self.items]
        if self.special is not None:
            return parts[0]
        if not parts:
            return f"0{unit}"
        return " + ".join(parts) + f" = {self.tai}{unit}"


INCOMPLETE = TaiResult(False, None, (), None)


# --- features as bits ---------------------------------------------------------------------
# A partial decomposition is one int. The low bits are flags that combine by OR; above
# _COUNT_SHIFT sit 3-bit counts of scoring honour pungs, one per honour kind, that add up.
# ``_join`` combines two such ints.
_CHOW = 1  # some meld is a chow
_PUNG = 2  # some meld is a pung or kong
_SUIT0 = 4  # bits 2..4: 万 筒 索 present (by value)
_HONOUR = 32  # an honour present (by value)
_BAD_PAIR = 64  # the pair is a dragon, 东 or the seat wind (no 平胡)
_COUNT_SHIFT = 8  # 3 bits per honour kind 27..33 from here: how many scoring pungs of it
_FLAGS = (1 << _COUNT_SHIFT) - 1


def _tile_bit(kind: int) -> int:
    return _HONOUR if kind >= 27 else _SUIT0 << (kind // 9)


def _pung_count_unit(kind: int) -> int:
    return 1 << (_COUNT_SHIFT + 3 * (kind - 27))


def _pung_count(bits: int, kind: int) -> int:
    """How many scoring pungs of honour ``kind`` the features hold."""
    return (bits >> (_COUNT_SHIFT + 3 * (kind - 27))) & 7


def _join(a: int, b: int) -> int:
    """Flags OR together; pung counts add (at most four pungs, so a 3-bit field never
    overflows)."""
    return ((a | b) & _FLAGS) + (a & ~_FLAGS) + (b & ~_FLAGS)


@dataclass(frozen=True)
class _Profile:
    """What depends on the seat: which honour pungs score, which pairs block 平胡."""

    scoring: frozenset[int]
    bad_pairs: frozenset[int]
    good_honour_pair: int  # an honour whose pair does not block 平胡


@lru_cache(maxsize=16)
def _profile(seat: int, seat_wind_tai: bool) -> _Profile:
    own = tiles.WINDS[seat]
    scoring = set(tiles.DRAGONS) | {tiles.EAST}
    if seat_wind_tai:
        scoring.add(own)
    bad = frozenset({*tiles.DRAGONS, tiles.EAST, own})
    good = next(k for k in tiles.WINDS if k not in bad)
    return _Profile(frozenset(scoring), bad, good)


def _pung_piece(kind: int, p: _Profile) -> int:
    return _PUNG | _tile_bit(kind) | (_pung_count_unit(kind) if kind in p.scoring else 0)


def _pair_piece(kind: int, p: _Profile) -> int:
    return _tile_bit(kind) | (_BAD_PAIR if kind in p.bad_pairs else 0)


def _chow_piece(kind: int) -> int:
    return _CHOW | _tile_bit(kind)


# --- the search ---------------------------------------------------------------------------


def _pieces(
    naturals: tuple[int, ...], wilds: int, need_pair: bool, p: _Profile
) -> list[tuple[tuple[int, ...], int, bool, int]]:
    """Every group the lowest natural tile can belong to: (naturals used, wilds used,
    is the pair, feature bits). Wilds fill any gap, so only which naturals a group takes
    matters, not where in a run the wild sits."""
    k = naturals[0]
    c = naturals.count(k)
    out: list[tuple[tuple[int, ...], int, bool, int]] = []
    if need_pair:
        if c >= 2:
            out.append(((k, k), 0, True, _pair_piece(k, p)))
        if wilds >= 1:
            out.append(((k,), 1, True, _pair_piece(k, p)))
    pung = _pung_piece(k, p)
    for n in (3, 2, 1):
        if c >= n and wilds >= 3 - n:
            out.append(((k,) * n, 3 - n, False, pung))
    if k < 27:
        rank = k % 9 + 1
        has1 = rank <= 8 and k + 1 in naturals
        has2 = rank <= 7 and k + 2 in naturals
        chow = _chow_piece(k)
        if has1 and has2:
            out.append(((k, k + 1, k + 2), 0, False, chow))
        if has1 and wilds >= 1:
            out.append(((k, k + 1), 1, False, chow))
        if has2 and wilds >= 1:
            out.append(((k, k + 2), 1, False, chow))
        if wilds >= 2:
            out.append(((k,), 2, False, chow))
    return out


def _remove(naturals: tuple[int, ...], used: tuple[int, ...]) -> tuple[int, ...]:
    rest = list(naturals)
    for k in used:
        rest.remove(k)
    return tuple(rest)


@lru_cache(maxsize=1 << 16)
def _shapes(naturals: tuple[int, ...], wilds: int, need_pair: bool, p: _Profile) -> frozenset[int]:
    """The feature sets of every way ``naturals`` (sorted) plus ``wilds`` split into melds
    and (if ``need_pair``) one pair. Empty when there is no way."""
    if not naturals:
        return _wild_shapes(wilds, need_pair, p)
    out: set[int] = set()
    for used, w_used, is_pair, bits in _pieces(naturals, wilds, need_pair, p):
        rest = _shapes(_remove(naturals, used), wilds - w_used, need_pair and not is_pair, p)
        out.update(_join(bits, sub) for sub in rest)
    return frozenset(out)


@lru_cache(maxsize=256)
def _wild_shapes(wilds: int, need_pair: bool, p: _Profile) -> frozenset[int]:
    """Groups made only of wilds: each may be any chow or pung, the pair any pair. Only the
    feature-distinct choices are tried (a suit chow per suit, a suit pung per suit, each
    scoring honour pung; a suit pair per suit, one honour pair that allows 平胡)."""
    if need_pair:
        if wilds < 2:
            return frozenset()
        rest = _wild_shapes(wilds - 2, False, p)
        pairs = [_tile_bit(9 * s) for s in range(3)] + [_pair_piece(p.good_honour_pair, p)]
        return frozenset(_join(a, b) for a in pairs for b in rest)
    if wilds % 3:
        return frozenset()
    if wilds == 0:
        return frozenset({0})
    melds = [_chow_piece(9 * s) for s in range(3)] + [_pung_piece(9 * s, p) for s in range(3)]
    melds += [_pung_piece(k, p) for k in sorted(p.scoring)]
    rest = _wild_shapes(wilds - 3, False, p)
    return frozenset(_join(a, b) for a in melds for b in rest)


def _meld_bits(melds: Sequence[Meld], p: _Profile) -> int:
    bits = 0
    for m in melds:
        bits = _join(bits, _pung_piece(m.kind, p) if m.type.is_set else _chow_piece(m.kind))
    return bits


# --- scoring ------------------------------------------------------------------------------


def _items(bits: int, ctx: WinContext, rules: RuleSet, wucai: bool) -> list[TaiItem]:
    """The counted items (no specials) of one feature set."""
    found: list[tuple[str, int]] = []  # (key, times it applies)
    if n := _pung_count(bits, tiles.EAST):
        found.append(("east", n))
    for kind in (tiles.RED, tiles.GREEN, tiles.WHITE):
        if n := _pung_count(bits, kind):
            found.append((_DRAGON_KEYS[kind], n))
    own = tiles.WINDS[ctx.seat]
    if ctx.seat != 0 and rules.seat_wind_tai and (n := _pung_count(bits, own)):
        found.append(("seat_wind", n))
    if not bits & (_PUNG | _BAD_PAIR):
        found.append(("pinghu", 1))
    if not bits & _CHOW:
        found.append(("duidui", 1))
    suits = bin(bits & (7 * _SUIT0)).count("1")
    if suits == 1:
        found.append(("hunyise" if bits & _HONOUR else "qingyise", 1))
    for key, flag in (("wucai", wucai), ("gangkai", ctx.kong_draw), ("qianggang", ctx.rob_kong)):
        if flag:
            found.append((key, 1))
    return [TaiItem(key, LABELS_ZH[key], n * _value(key, ctx.seat), n) for key, n in found]


def _value(key: str, seat: int) -> int:
    return EAST_DEALER_TAI if key == "east" and seat == 0 else ITEM_TAI[key]


PUNG_KEYS = frozenset({"east", "zhong", "fa", "bai", "seat_wind"})  # may count more than once


def recorded_item(key: str, tai: int, seat: int) -> TaiItem:
    """The item ``key`` worth ``tai`` to the winner at ``seat``, as a log or a save records it
    (key and 台 only): how many pungs it counts is read back from its value.

    >>> recorded_item("east", 2, 0).count, recorded_item("east", 2, 1).count
    (1, 2)
    """
    count = 1
    if key in PUNG_KEYS and tai > 0 and tai % _value(key, seat) == 0:
        count = tai // _value(key, seat)
    return TaiItem(key, LABELS_ZH.get(key, key), tai, count)


def _first_turn_special(ctx: WinContext) -> str | None:
    """天胡 or 地胡: they do not depend on how the wilds are read."""
    if ctx.first_turn and ctx.seat == 0 and ctx.is_self_drawn:
        return "tianhu"
    if ctx.first_turn and ctx.seat != 0 and not ctx.is_self_drawn:
        return "dihu"
    return None


def _holds_no_wild(concealed: Sequence[int], melds: Sequence[Meld], ctx: WinContext) -> bool:
    faces = [*concealed, *(t for m in melds for t in m.tiles)]
    return not any(t in ctx.wild_kinds for t in faces)


def _special_result(key: str, n: int) -> TaiResult:
    return TaiResult(True, n, (TaiItem(key, LABELS_ZH[key], n),), key)


def _best(
    shapes: frozenset[int], ctx: WinContext, rules: RuleSet, wucai: bool, minimum: int | None
) -> TaiResult:
    """The best reading of the hand (docs/rules.md §5: the wild assignment that gives the
    most 台).

    天胡 and 地胡 replace the count whatever the wilds stand for; only an all-honours reading
    worth more (全字牌 above 8, by option) beats them. An all-honours reading is 全字牌 and
    scores its flat value instead of its count; every other reading is counted, and the
    highest wins, 全字牌 on a tie (it needs no minimum). Ties among counts go to the smallest
    bits, so the answer is deterministic.
    """
    first = _first_turn_special(ctx)
    if first is not None:
        honours_only = any(not bits & (7 * _SUIT0) for bits in shapes)
        if honours_only and rules.quanzi_tai > SPECIAL_TAI:
            return _special_result("quanzi", rules.quanzi_tai)
        return _special_result(first, SPECIAL_TAI)
    best: TaiResult | None = None
    for bits in sorted(shapes):
        candidate = _reading(bits, ctx, rules, wucai)
        if best is None or _better(candidate, best, minimum):
            best = candidate
    assert best is not None
    return best


def _reading(bits: int, ctx: WinContext, rules: RuleSet, wucai: bool) -> TaiResult:
    """One reading of a hand, by its features: an all-honours reading is 全字牌 at its flat
    value, any other is counted item by item."""
    if not bits & (7 * _SUIT0):
        return _special_result("quanzi", rules.quanzi_tai)
    items = _items(bits, ctx, rules, wucai)
    return TaiResult(True, sum(i.tai for i in items), tuple(items), None)


def _better(a: TaiResult, b: TaiResult, minimum: int | None) -> bool:
    """``a`` can win and ``b`` cannot; or ``a`` scores more; or the same, as a special."""

    def rank(r: TaiResult) -> tuple[bool, int, bool]:
        wins = minimum is None or can_win(r, minimum)
        return (wins, r.total, r.special is not None)

    return rank(a) > rank(b)


def count_tai(
    concealed: Sequence[int],
    melds: Sequence[Meld],
    ctx: WinContext,
    rules: RuleSet,
    minimum: int | None = None,
) -> TaiResult:
    """The 台 of a hand: ``concealed`` faces include the winning tile (3k+2 of them with
    k = 4 - len(melds)). Raises ``ValueError`` for a wrong number of tiles.

    With ``minimum`` (the seat's 台 minimum), a reading that can win comes before one that
    cannot: a low 全字牌, which needs no minimum, beats a higher count below it.

    >>> from zhuji_desktop.engine.tiles import parse
    >>> ctx = WinContext(seat=1, wild_kinds=frozenset({4}))
    >>> count_tai(parse("222m555p789s345m88p"), [], ctx, RuleSet()).tai
    0
    """
    if len(melds) > 4:
        raise ValueError(f"{len(melds)} melds: a hand has at most 4")
    if len(concealed) != 3 * (4 - len(melds)) + 2:
        raise ValueError(
            f"{len(concealed)} concealed tiles with {len(melds)} melds: expected "
            f"{3 * (4 - len(melds)) + 2} (four melds and a pair in all)"
        )
    naturals = tuple(sorted(k for k in concealed if k not in ctx.wild_kinds))
    wilds = len(concealed) - len(naturals)
    # hand.shanten is the quick gate for the common "not complete" answer; it takes at most
    # MAX_WILDS wilds, and the search below is exact on its own for more.
    if wilds <= hand.MAX_WILDS and hand.shanten(tiles.counts_of(naturals), wilds) != -1:
        return INCOMPLETE
    p = _profile(ctx.seat, rules.seat_wind_tai)
    extra = _meld_bits(melds, p)
    shapes = frozenset(_join(bits, extra) for bits in _shapes(naturals, wilds, True, p))
    if not shapes and wilds <= hand.MAX_WILDS:
        # hand.py says complete: trust it and read its decompositions (never seen to happen).
        shapes = _shapes_from_decompositions(naturals, wilds, p, extra)
    if not shapes:
        return INCOMPLETE
    return _best(shapes, ctx, rules, _wucai(concealed, melds, ctx, rules), minimum)


def _wucai(
    concealed: Sequence[int], melds: Sequence[Meld], ctx: WinContext, rules: RuleSet
) -> bool:
    """Whether the hand counts 无财 (docs/rules.md §8): a hand of a game with wilds that holds
    none, or by option any hand of a 无财 game."""
    return (not ctx.wild_kinds and rules.no_wild_tai_in_no_wild_game) or (
        bool(ctx.wild_kinds) and _holds_no_wild(concealed, melds, ctx)
    )


def _shapes_from_decompositions(
    naturals: tuple[int, ...], wilds: int, p: _Profile, extra: int
) -> frozenset[int]:
    """The same features read from ``decompose.decompositions``: a fallback only, as that list
    grows fast with wilds (about 13,000 decompositions for eight)."""
    decompositions = decompose.decompositions(tiles.counts_of(naturals), wilds)
    return frozenset(_decomposition_bits(d, p, extra) for d in decompositions)


def _decomposition_bits(d: decompose.Decomposition, p: _Profile, extra: int) -> int:
    """The features of one decomposition, joined with the melds' (``extra``)."""
    bits = _join(extra, _pair_piece(d.pair, p))
    for kind_name, kind in d.melds:
        bits = _join(bits, _chow_piece(kind) if kind_name == "chow" else _pung_piece(kind, p))
    return bits


def wild_reading(
    concealed: Sequence[int],
    melds: Sequence[Meld],
    ctx: WinContext,
    rules: RuleSet,
    minimum: int | None = None,
) -> tuple[int, ...]:
    """What the wilds in a complete hand stand for in the reading ``count_tai`` takes (the
    best: docs/rules.md §8; with ``minimum``, one that can win first), the kinds sorted; ()
    for a hand with no wild in hand, one that is not complete, or one with more wilds than
    the enumeration takes. For the result, which shows how the wilds were used.

    >>> from zhuji_desktop.engine.tiles import parse, to_text
    >>> ctx = WinContext(seat=0, wild_kinds=frozenset(parse("5p")))
    >>> to_text(wild_reading(parse("11z5p5p5p123s456s789s"), [], ctx, RuleSet()))
    '11s1z'

    One 五筒 completes the 东 pung (2台 to the dealer); the other two are a pair of the
    hand's suit, which keeps 混一色 (1台): 3台, where a pair of 五筒 as themselves would
    lose the 混一色. Of equal readings, the one whose wilds stand most for their own faces.
    """
    if not any(k in ctx.wild_kinds for k in concealed):
        return ()
    best = _best_decomposition(tuple(sorted(concealed)), tuple(melds), ctx, rules, minimum)
    return () if best is None else best.wild_values


@lru_cache(maxsize=8)  # the result asks for the layout and then the wilds of the same hand
def _best_decomposition(
    concealed: tuple[int, ...],
    melds: tuple[Meld, ...],
    ctx: WinContext,
    rules: RuleSet,
    minimum: int | None,
) -> decompose.Decomposition | None:
    """The split of a complete concealed hand that ``count_tai`` reads it as: ranked as
    ``_best`` ranks readings (``_better``), ties to the least features, then to the wilds
    standing most for their own faces, then wild values.
    None if there is none, or the hand has more wilds than the enumeration takes (it grows
    fast: about 13,000 splits with eight)."""
    naturals = tuple(k for k in concealed if k not in ctx.wild_kinds)
    wilds = len(concealed) - len(naturals)
    if wilds > hand.MAX_WILDS:
        return None
    p = _profile(ctx.seat, rules.seat_wind_tai)
    extra = _meld_bits(melds, p)
    wucai = _wucai(concealed, melds, ctx, rules)
    held = Counter(k for k in concealed if k in ctx.wild_kinds)
    best: tuple[TaiResult, tuple[int, int, tuple[int, ...]], decompose.Decomposition] | None
    best = None
    for d in decompose.decompositions(tiles.counts_of(naturals), wilds):
        bits = _decomposition_bits(d, p, extra)
        reading = _reading(bits, ctx, rules, wucai)
        # of equal readings, the one whose wilds stand most for their own faces (a 五筒
        # making 345筒 was shown as standing for 二筒, 234筒), then the lowest values
        own = sum((held & Counter(d.wild_values)).values())
        key = (bits, -own, d.wild_values)
        if (
            best is None
            or _better(reading, best[0], minimum)
            or (not _better(best[0], reading, minimum) and key < best[1])
        ):
            best = (reading, key, d)
    return None if best is None else best[2]


def arranged(
    concealed: Sequence[int],
    melds: Sequence[Meld],
    ctx: WinContext,
    rules: RuleSet,
    minimum: int | None = None,
) -> list[list[int]]:
    """The concealed tiles of a complete hand laid out as its melds and then its pair, in the
    reading ``count_tai`` takes (as ``wild_reading``): each wild sits where the tile it
    stands for would, a wild standing for its own kind being that kind's tile. [] when the
    hand is not complete (every winning hand has this shape: docs/rules.md §7). The result
    shows the winning hand this way, so that 东风刻 or 对对胡 can be seen.

    >>> from zhuji_desktop.engine.tiles import parse, to_text
    >>> ctx = WinContext(seat=0, wild_kinds=frozenset(parse("5p")))
    >>> [to_text(g) for g in arranged(parse("11z5p5p5p123s456s789s"), [], ctx, RuleSet())]
    ['123s', '456s', '789s', '5p11z', '55p']

    The 东 pung is 东东 and a 五筒 (a wild), and the other two 五筒 are the pair (as 一索).
    """
    key = (tuple(sorted(concealed)), tuple(melds), ctx, rules, minimum)
    d = _best_decomposition(*key)
    if d is None:
        return []
    units = [*d.melds, ("pair", d.pair)]
    wanted = [list(decompose.unit_tiles(unit)) for unit in units]
    left = list(concealed)
    out: list[list[int | None]] = [[None] * len(w) for w in wanted]
    # first the tiles that are what the unit wants (a wild standing for its own kind too),
    # then the other wilds in the gaps left
    for group, want in zip(out, wanted, strict=True):
        for i, kind in enumerate(want):
            if kind in left:
                left.remove(kind)
                group[i] = kind
    for group in out:
        for i, tile in enumerate(group):
            if tile is None:
                group[i] = wild = next(k for k in left if k in ctx.wild_kinds)
                left.remove(wild)
    return [[t for t in group if t is not None] for group in out]


def wilds_stood_for(
    concealed: Sequence[int],
    melds: Sequence[Meld],
    ctx: WinContext,
    rules: RuleSet,
    minimum: int | None = None,
) -> tuple[int, ...]:
    """What every wild of a winning hand stood for, sorted: those in the concealed hand in
    the reading ``count_tai`` takes (``wild_reading``), and those in its melds (a pung of 东
    made with a wild). () when there is nothing to tell: no wild, or wilds in hand but no
    reading (more than the enumeration takes). The result and the calculator
    show it (a tester could not tell how 东 and three wilds had made 东风刻).

    >>> from zhuji_desktop.engine.tiles import parse, to_text
    >>> ctx = WinContext(seat=0, wild_kinds=frozenset(parse("5p6p")))
    >>> to_text(wilds_stood_for(parse("123m456p789s234s5p5p"), [], ctx, RuleSet()))
    '4p111z'

    Four wilds: one pairs the 四筒, three make a pung of 东, 2台 to the dealer (in the
    concealed hand wilds may make a whole set among themselves: docs/rules.md §5).
    """
    reading = wild_reading(concealed, melds, ctx, rules, minimum)
    in_melds = [v for m in melds for v in m.wild_values(ctx.wild_kinds)]
    if in_melds and (reading or not any(k in ctx.wild_kinds for k in concealed)):
        reading = tuple(sorted((*reading, *in_melds)))
    return reading


def minimum_for(seat: int, bao_seat: int | None, bid: Bid | None) -> int:
    """The 台 a seat needs to win: the bid's level for the 包家, else 1 (also while nobody
    is 包家, and in 翻麻将, which has neither a 包家 nor a bid).

    >>> minimum_for(2, 2, Bid.parse("du3")), minimum_for(1, 2, Bid.parse("du3"))
    (3, 1)
    >>> minimum_for(0, None, None)
    1
    """
    return bid.minimum if bid is not None and seat == bao_seat else 1


def can_win(result: TaiResult, minimum: int) -> bool:
    """A complete hand wins if it is special or reaches the minimum."""
    return result.complete and (result.special is not None or (result.tai or 0) >= minimum)
