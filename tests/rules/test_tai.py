"""台 counting (RULES.md §8): the worked examples, every item and option, wilds, specials,
and property tests against an independent scorer built on ``decompose.decompositions``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from zhuji_desktop.engine import decompose, hand, tai, tiles
from zhuji_desktop.engine.bidding import Bid
from zhuji_desktop.engine.melds import Meld, MeldType, interpret_meld, parse_seat
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.tai import (
    TaiItem,
    TaiResult,
    WinContext,
    can_win,
    count_tai,
    minimum_for,
)


def melds_of(text: str, wild_kinds: frozenset[int]) -> list[Meld]:
    """``"[123m] (1111p)"`` → melds (a tiny reader so these tests need no calc module)."""
    out = []
    for token in text.split():
        concealed = token.startswith("(")
        out.append(interpret_meld(tiles.parse(token[1:-1]), wild_kinds, concealed=concealed))
    return out


def run(
    concealed: str,
    melds: str = "",
    seat: str = "E",
    wilds: str = "",
    rules: dict[str, Any] | None = None,
    **flags: bool,
) -> TaiResult:
    wk = frozenset(tiles.parse(wilds))
    ctx = WinContext(seat=parse_seat(seat), wild_kinds=wk, **flags)
    return count_tai(tiles.parse(concealed), melds_of(melds, wk), ctx, RuleSet(**(rules or {})))


def keys(result: TaiResult) -> dict[str, int]:
    return {item.key: item.tai for item in result.items}


# --- RULES §8 worked examples --------------------------------------------------------------


def test_dealer_east_red_and_characters_chows_is_4() -> None:
    r = run("111z777z123m456m99m")
    assert (r.complete, r.tai, r.special) == (True, 4, None)
    assert keys(r) == {"east": 2, "zhong": 1, "hunyise": 1}
    assert r.text() == "东风刻 2台 + 中 1台 + 混一色 1台 = 4台"
    assert r.items[0] == TaiItem("east", "东风刻", 2)


def test_dealer_east_red_and_characters_pungs_is_5() -> None:
    r = run("111z777z111m444m99m")
    assert r.tai == 5
    assert keys(r) == {"east": 2, "zhong": 1, "hunyise": 1, "duidui": 1}


def test_mixed_hand_with_a_wild_used_as_itself_is_0() -> None:
    # 222m 555p 789s 345m + 8p, 5m wild, completes on 8p: 0 台, cannot win.
    for seat in "ESWN":
        r = run("222m555p789s345m8p8p", seat=seat, wilds="5m")
        assert (r.complete, r.tai, r.items) == (True, 0, ())
        assert not can_win(r, 1)
        assert r.text() == "0台"


def test_all_chows_with_a_red_pair_and_a_wild_is_0() -> None:
    # 123m 456s 567m 789p + 中, 9p wild, completes on 中: no 平胡 (中 pair), holds a wild.
    r = run("123m456s567m789p7z7z", seat="S", wilds="9p")
    assert (r.complete, r.tai) == (True, 0)
    assert not can_win(r, 1)


def test_such_hands_win_with_no_wilds_or_a_kong_draw() -> None:
    assert keys(run("222m555p789s345m8p8p", wilds="1z")) == {"wucai": 1}
    r = run("222m555p789s345m8p8p", wilds="5m", kong_draw=True)
    assert keys(r) == {"gangkai": 1}
    assert can_win(r, 1)


# --- every item and option -------------------------------------------------------------------

CASES: list[tuple[str, dict[str, Any], int, dict[str, int]]] = [
    # (concealed, keyword arguments of run(), expected 台, expected items)
    ("777z123m456p789s11s", {"seat": "S"}, 1, {"zhong": 1}),
    ("666z123m456p789s11s", {"seat": "W"}, 1, {"fa": 1}),
    ("555z123m456p789s11s", {"seat": "N"}, 1, {"bai": 1}),
    ("111z123m456p789s11s", {"seat": "S"}, 1, {"east": 1}),
    ("111z123m456p789s11s", {"seat": "E"}, 2, {"east": 2}),
    ("222z123m456p789s11s", {"seat": "S"}, 1, {"seat_wind": 1}),
    ("333z123m456p789s11s", {"seat": "W"}, 1, {"seat_wind": 1}),
    ("444z123m456p789s11s", {"seat": "N"}, 1, {"seat_wind": 1}),
    ("444z123m456p789s11s", {"seat": "S"}, 0, {}),  # another seat's wind scores nothing
    ("222z123m456p789s11s", {"seat": "E"}, 0, {}),  # the dealer's seat wind is 东
    ("222z123m456p789s11s", {"seat": "S", "rules": {"seat_wind_tai": False}}, 0, {}),
    ("111z123m456p789s11s", {"seat": "E", "rules": {"seat_wind_tai": False}}, 2, {"east": 2}),
    ("123m456p789s234m55s", {"seat": "S"}, 1, {"pinghu": 1}),
    ("123m456p789s234m22z", {"seat": "E"}, 1, {"pinghu": 1}),  # 南 pair is fine for E
    ("123m456p789s234m33z", {"seat": "S"}, 1, {"pinghu": 1}),  # 西 pair is fine for S
    ("123m456p789s234m22z", {"seat": "S"}, 0, {}),  # own seat wind pair: no 平胡
    ("123m456p789s234m11z", {"seat": "W"}, 0, {}),  # 东 pair: no 平胡
    ("123m456p789s234m66z", {"seat": "W"}, 0, {}),  # dragon pair: no 平胡
    ("123m456p789s234m22z", {"seat": "S", "rules": {"seat_wind_tai": False}}, 0, {}),
    ("111m444p777s999m55s", {"seat": "S"}, 1, {"duidui": 1}),
    ("333z123m456m789m11m", {"seat": "S"}, 1, {"hunyise": 1}),
    ("123m456m789m234m33z", {"seat": "S"}, 2, {"pinghu": 1, "hunyise": 1}),
    ("123m456m789m234m55m", {"seat": "S"}, 4, {"pinghu": 1, "qingyise": 3}),
    ("111m222m333m444m55m", {"seat": "S"}, 4, {"duidui": 1, "qingyise": 3}),  # pungs beat chows
    ("123p456p789p234p55p", {"seat": "W"}, 4, {"pinghu": 1, "qingyise": 3}),
    ("111s222s333s777z55s", {"seat": "N"}, 3, {"zhong": 1, "duidui": 1, "hunyise": 1}),
    ("123m456p789s234m55s", {"seat": "S", "kong_draw": True}, 2, {"pinghu": 1, "gangkai": 1}),
    ("123m456p789s234m55s", {"seat": "S", "rob_kong": True}, 2, {"pinghu": 1, "qianggang": 1}),
    ("123m456p789s234m55s", {"seat": "S", "wilds": "7z"}, 2, {"pinghu": 1, "wucai": 1}),
    ("123m456p789s234m55s", {"seat": "S", "wilds": "5s"}, 1, {"pinghu": 1}),  # holds 5s faces
    (
        "123m456p789s234m55s",
        {"rules": {"no_wild_tai_in_no_wild_game": True}},
        2,
        {"pinghu": 1, "wucai": 1},
    ),
    (
        "123m456p789s234m55s",
        {"wilds": "7z", "rules": {"no_wild_tai_in_no_wild_game": True}},
        2,
        {"pinghu": 1, "wucai": 1},
    ),
]


@pytest.mark.parametrize(("concealed", "kwargs", "total", "items"), CASES)
def test_items(concealed: str, kwargs: dict[str, Any], total: int, items: dict[str, int]) -> None:
    r = run(concealed, **kwargs)
    assert (r.complete, r.special) == (True, None)
    assert keys(r) == items
    assert r.tai == total == sum(items.values())


def test_item_order_and_labels() -> None:
    r = run("111z777z666z555z22m", seat="E")
    assert [i.key for i in r.items] == ["east", "zhong", "fa", "bai", "duidui", "hunyise"]
    assert r.tai == 2 + 3 + 1 + 1
    assert r.text("en") == (
        "East pung 2 tai + Red dragon pung 1 tai + Green dragon pung 1 tai + "
        "White dragon pung 1 tai + All pungs 1 tai + Half flush 1 tai = 7 tai"
    )
    for key in (*tai.ITEM_KEYS, *tai.SPECIAL_KEYS):
        assert tai.LABELS_ZH[key] and tai.LABELS_EN[key]


# --- exposed melds and concealed kongs ----------------------------------------------------------


def test_exposed_chows_count_for_pinghu_and_pungs_break_it() -> None:
    assert keys(run("456p789s234m55s", melds="[123m]", seat="S")) == {"pinghu": 1}
    assert keys(run("456p789s234m55s", melds="[111m]", seat="S")) == {}


def test_kongs_are_pungs() -> None:
    r = run("111m444p55s", melds="[7777s] (9999m)", seat="S")
    assert keys(r) == {"duidui": 1}
    r = run("123m456m99m", melds="[7777z] (1111z)", seat="W")
    assert keys(r) == {"east": 1, "zhong": 1, "hunyise": 1}


def test_meld_values_decide_suits() -> None:
    # A 5p face standing in a 1s-3s chow is a 索 tile: the hand is still one suit.
    r = run("456s789s234s55s", melds="[5p23s]", seat="S", wilds="5p")
    assert keys(r) == {"pinghu": 1, "qingyise": 3}


def test_wucai_and_wild_faces_in_melds() -> None:
    # The same hand: its chow holds a wild face (5z) in one case and not in the other.
    with_face = run("456p789s234m55s", melds="[34m5z]", seat="S", wilds="5z")
    without = run("456p789s234m55s", melds="[234m]", seat="S", wilds="5z")
    assert keys(with_face) == {"pinghu": 1}
    assert keys(without) == {"pinghu": 1, "wucai": 1}
    # A wild face used as itself still counts as holding a wild.
    assert keys(run("456p789s234m55s", melds="[667z]", seat="S", wilds="7z")) == {"fa": 1}


# --- wilds take their best values -------------------------------------------------------------


def test_a_wild_completes_the_dragon_pung() -> None:
    # 77z + wild → 中 pung (1) with 55s the pair, not a 5s pung with a 中 pair (0).
    assert keys(run("123m456m789m7z7z5s5s9p", seat="S", wilds="9p")) == {"zhong": 1}


def test_three_pure_wilds_take_the_best_meld() -> None:
    # 123m456m789m + 11m + three wilds: a 万 chow gives 平胡 + 清一色 = 4 (a dragon pung: 2).
    assert keys(run("123m456m789m11m5p5p5p", seat="S", wilds="5p")) == {
        "pinghu": 1,
        "qingyise": 3,
    }
    # With a 中 pair the chow gives only 混一色 (1); a scoring honour pung gives 2.
    r = run("123m456m789m77z5p5p5p", seat="S", wilds="5p")
    assert r.tai == 2 and "hunyise" in keys(r)
    assert len(set(keys(r)) & {"fa", "bai", "zhong", "east", "seat_wind"}) == 1


def test_a_wild_face_of_another_suit_keeps_the_flush() -> None:
    # 9p is wild and stands for 9m: the hand is all 万.
    assert keys(run("123m456m78m9p234m55m", seat="S", wilds="9p")) == {
        "pinghu": 1,
        "qingyise": 3,
    }


def test_eight_wilds() -> None:
    r = run("5s5s5s5s6s6s6s6s123m777z", seat="E", wilds="5s6s")
    # 123m and 中 pung; the eight wilds make two more 东 pungs (fifth copies are allowed) and
    # a 万 pair: 东 2 + 2, 中 1, 混一色 1.
    assert r.complete and r.tai == 6
    assert keys(r)["east"] == 4 and keys(r)["zhong"] == 1 and keys(r)["hunyise"] == 1


def test_more_wilds_than_a_game_has() -> None:
    # The calculator does not check wilds against the bid: twelve wilds still work, as four
    # 东 pungs beside the 9p pair.
    r = run("5m5m5m5m6m6m6m6m7m7m7m7m9p9p", seat="E", wilds="5m6m7m")
    assert keys(r) == {"east": 8, "duidui": 1, "hunyise": 1}


def test_each_scoring_pung_counts() -> None:
    # RULES §8 "1 each": the dealer's 东 pung plus three wilds as a second 东 pung, 2 + 2.
    r = run("111z123m456m5p5p5p99m", seat="E", wilds="5p")
    assert r.tai == 5 and keys(r)["east"] == 4 and "hunyise" in keys(r)


def test_a_higher_count_beats_all_honours() -> None:
    # RULES §5, the assignment that gives the most 台: the 1m wilds as a 万 pair count
    # 东 2 + 白 + 发 + 中 + 对对胡 + 混一色 = 7, more than 全字牌 set to 6.
    r = run("111z555z666z777z1m1m", seat="E", wilds="1m", rules={"all_honours_tai": 6})
    assert (r.tai, r.special) == (7, None)
    assert run("111z555z666z777z1m1m", seat="E", wilds="1m").special == "quanzi"  # 8 beats 7


# --- specials ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "special"),
    [
        ({"seat": "E", "first_turn": True, "self_drawn": True}, "tianhu"),
        ({"seat": "S", "first_turn": True}, "dihu"),
        ({"seat": "N", "first_turn": True}, "dihu"),
    ],
)
def test_tianhu_and_dihu(kwargs: dict[str, Any], special: str) -> None:
    r = run("222m555p789s345m8p8p", wilds="5m", **kwargs)
    assert (r.special, r.tai) == (special, 8)
    assert [i.key for i in r.items] == [special]
    assert can_win(r, 7)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"seat": "E", "first_turn": True},  # the dealer cannot win on a discard at first
        {"seat": "S", "first_turn": True, "self_drawn": True},
        {"seat": "S", "first_turn": True, "kong_draw": True},
    ],
)
def test_first_turn_without_a_special(kwargs: dict[str, Any]) -> None:
    r = run("222m555p789s345m8p8p", wilds="5m", **kwargs)
    assert r.special is None and r.tai == (1 if "kong_draw" in kwargs else 0)


def test_quanzi() -> None:
    r = run("111z222z333z555z66z", seat="S")
    assert (r.special, r.tai, keys(r)) == ("quanzi", 8, {"quanzi": 8})
    assert r.text() == "全字牌 8台" and r.text("en") == "All honours 8 tai"
    r = run("111z222z333z555z66z", seat="S", rules={"all_honours_tai": 6})
    assert (r.special, r.tai) == ("quanzi", 6)
    assert run("22z", melds="[111z] [333z] [5555z] (7777z)", seat="W").special == "quanzi"


def test_quanzi_is_chosen_whenever_wilds_can_make_it() -> None:
    # Three 5m wilds could be a 万 chow, but they can also be an honour pung.
    r = run("111z222z333z66z5m5m5m", seat="S", wilds="5m")
    assert r.special == "quanzi"
    # ... even if counting would give more (all_honours_tai is a flat value).
    r = run("111z777z666z555z22z", seat="E", rules={"all_honours_tai": 2})
    assert (r.special, r.tai) == ("quanzi", 2)


def test_special_preference() -> None:
    r = run("111z222z333z555z66z", seat="E", first_turn=True, self_drawn=True)
    assert r.special == "tianhu"
    r = run("111z222z333z555z66z", seat="W", first_turn=True)
    assert r.special == "dihu"


# --- incomplete hands, errors, minimum ----------------------------------------------------------


def test_incomplete() -> None:
    r = run("123m456m789m11s5p7p9p")
    assert (r.complete, r.tai, r.items, r.special) == (False, None, (), None)
    assert r.text() == "不是胡牌牌型" and not can_win(r, 1)
    assert not run("123m456m789m11s5p7p9p", first_turn=True, self_drawn=True).complete


def test_wrong_sizes_raise() -> None:
    with pytest.raises(ValueError, match="expected 14"):
        run("123m456m789m11s5p")
    with pytest.raises(ValueError, match="expected 11"):
        run("123m456m789m11s5p7p", melds="[777z]")
    with pytest.raises(ValueError, match="at most 4"):
        run("1z", melds="[222z] [333z] [444z] [555z] [666z]")


def test_minimum_and_can_win() -> None:
    bid = Bid.parse("du3")
    assert minimum_for(1, 1, bid) == 3 and minimum_for(0, 1, bid) == 1
    assert minimum_for(2, 2, Bid.parse("wucai4")) == 4
    r = run("111z777z123m456m99m")  # 4 台
    assert can_win(r, 4) and not can_win(r, 5)


# --- properties -------------------------------------------------------------------------------

KIND = st.integers(0, 33)


@st.composite
def complete_hands(draw: st.DrawFn) -> tuple[list[int], list[Meld], frozenset[int]]:
    """A complete hand: four random groups and a pair; some groups exposed; some concealed
    tiles replaced by wild faces (a wild can stand for the tile it replaced)."""
    groups: list[tuple[str, int]] = []
    for _ in range(4):
        if draw(st.booleans()):
            groups.append(("pung", draw(KIND)))
        else:
            groups.append(("chow", 9 * draw(st.integers(0, 2)) + draw(st.integers(0, 6))))
    n_exposed = draw(st.integers(0, 4))
    melds = []
    for name, k in groups[:n_exposed]:
        if name == "chow":
            melds.append(Meld(MeldType.CHOW, (k, k + 1, k + 2), kind=k))
        else:
            mtype = draw(st.sampled_from([MeldType.PUNG, MeldType.KONG, MeldType.CKONG]))
            melds.append(Meld(mtype, (k,) * (3 if mtype is MeldType.PUNG else 4), kind=k))
    concealed = [draw(KIND)] * 2
    for name, k in groups[n_exposed:]:
        concealed += [k, k, k] if name == "pung" else [k, k + 1, k + 2]
    assume(max(tiles.counts_of(concealed)) <= tiles.COPIES)
    wild_kinds = frozenset(draw(st.lists(KIND, max_size=2)))
    if wild_kinds:
        for _ in range(draw(st.integers(0, 3))):
            i = draw(st.integers(0, len(concealed) - 1))
            concealed[i] = draw(st.sampled_from(sorted(wild_kinds)))
    return draw(st.permutations(concealed)), melds, wild_kinds


CONTEXTS = st.builds(
    lambda seat, flags, rules: (seat, flags, rules),
    st.integers(0, 3),
    st.fixed_dictionaries(
        {k: st.booleans() for k in ("self_drawn", "kong_draw", "rob_kong", "first_turn")}
    ),
    st.builds(
        RuleSet,
        seat_wind_tai=st.booleans(),
        all_honours_tai=st.sampled_from([6, 8]),
        no_wild_tai_in_no_wild_game=st.booleans(),
    ),
)


def reference_total(
    concealed: Sequence[int], melds: Sequence[Meld], ctx: WinContext, rules: RuleSet
) -> tuple[int, str | None]:
    """An independent reading of RULES §8 over ``decompose.decompositions``: (best 台, special)."""
    naturals = [k for k in concealed if k not in ctx.wild_kinds]
    wilds = len(concealed) - len(naturals)
    decs = decompose.decompositions(tiles.counts_of(naturals), wilds)
    assert decs, "the hand should be complete"
    faces = [*concealed, *(t for m in melds for t in m.tiles)]
    if ctx.wild_kinds:
        wucai = not any(t in ctx.wild_kinds for t in faces)
    else:
        wucai = rules.no_wild_tai_in_no_wild_game
    self_drawn = ctx.self_drawn or ctx.kong_draw
    if ctx.first_turn and ctx.seat == 0 and self_drawn:
        return 8, "tianhu"
    if ctx.first_turn and ctx.seat != 0 and not self_drawn:
        return 8, "dihu"
    best: tuple[int, str | None] = (-1, None)
    for d in decs:
        groups = list(d.melds) + [("pung" if m.type.is_set else "chow", m.kind) for m in melds]
        values = [d.pair] + [k + i for name, k in groups for i in range(3 if name == "chow" else 1)]
        suits = {tiles.suit_of(v) for v in values}
        if suits <= {3}:  # 全字牌: its flat value instead of the count; wins ties
            best = max(
                best, (rules.all_honours_tai, "quanzi"), key=lambda r: (r[0], r[1] is not None)
            )
            continue
        pungs = [k for name, k in groups if name == "pung"]  # each pung scores ("1 each")
        own = tiles.WINDS[ctx.seat]
        t = sum(k in tiles.DRAGONS for k in pungs)
        t += pungs.count(tiles.EAST) * (2 if ctx.seat == 0 else 1)
        t += (ctx.seat != 0 and rules.seat_wind_tai) * pungs.count(own)
        bad_pair = d.pair in (*tiles.DRAGONS, tiles.EAST, own)
        t += all(name == "chow" for name, _ in groups) and not bad_pair
        t += all(name == "pung" for name, _ in groups)
        if len(suits - {3}) == 1:
            t += 1 if 3 in suits else 3
        t += wucai + ctx.kong_draw + ctx.rob_kong
        best = max(best, (t, None), key=lambda r: (r[0], r[1] is not None))
    return best


@settings(max_examples=150)
@given(complete_hands(), CONTEXTS)
def test_matches_the_reference(hand_: Any, context: Any) -> None:
    concealed, melds, wild_kinds = hand_
    seat, flags, rules = context
    ctx = WinContext(seat=seat, wild_kinds=wild_kinds, **flags)
    r = count_tai(concealed, melds, ctx, rules)
    assert r.complete and r.tai is not None and r.tai >= 0
    assert (r.tai, r.special) == reference_total(concealed, melds, ctx, rules)
    assert r.tai == sum(i.tai for i in r.items)


def _swap_suits(kind: int, perm: Sequence[int]) -> int:
    return kind if kind >= 27 else 9 * perm[kind // 9] + kind % 9


@settings(max_examples=100)
@given(complete_hands(), CONTEXTS, st.permutations([0, 1, 2]))
def test_permuting_suits_changes_nothing(hand_: Any, context: Any, perm: list[int]) -> None:
    concealed, melds, wild_kinds = hand_
    seat, flags, rules = context
    ctx = WinContext(seat=seat, wild_kinds=wild_kinds, **flags)

    def swap(k: int) -> int:
        return _swap_suits(k, perm)

    melds2 = [Meld(m.type, tuple(map(swap, m.tiles)), kind=swap(m.kind)) for m in melds]
    ctx2 = WinContext(seat=seat, wild_kinds=frozenset(map(swap, wild_kinds)), **flags)
    a = count_tai(concealed, melds, ctx, rules)
    b = count_tai([swap(k) for k in concealed], melds2, ctx2, rules)
    assert (a.tai, a.special, keys(a)) == (b.tai, b.special, keys(b))


@settings(max_examples=100)
@given(
    st.lists(st.integers(0, 135), min_size=14, max_size=14, unique=True),
    st.integers(0, 3),
    st.lists(KIND, max_size=2),
)
def test_random_tiles_complete_iff_hand_says_so(
    physical: list[int], seat: int, wild_list: list[int]
) -> None:
    concealed = [t // tiles.COPIES for t in physical]
    wk = frozenset(wild_list)
    r = count_tai(concealed, [], WinContext(seat=seat, wild_kinds=wk), RuleSet())
    naturals = [k for k in concealed if k not in wk]
    expected = hand.shanten(tiles.counts_of(naturals), 14 - len(naturals)) == -1
    assert r.complete == expected
    assert r.tai is None if not expected else r.tai >= 0


@given(complete_hands(), CONTEXTS)
def test_the_arranged_hand_is_the_hand_in_melds_and_a_pair(hand_: Any, context: Any) -> None:
    """``arranged`` (the result's winning hand): every concealed tile once, as melds and then
    a pair, each a pung, chow or pair once its wilds stand in."""
    concealed, melds, wild_kinds = hand_
    seat, _flags, rules = context
    ctx = WinContext(seat=seat, wild_kinds=wild_kinds)
    groups = tai.arranged(concealed, melds, ctx, rules)
    assert groups, "a complete hand of melds and a pair has a shape"
    assert sorted(t for g in groups for t in g) == sorted(concealed)
    assert [len(g) for g in groups] == [3] * (len(concealed) // 3) + [2]
    for g in groups:
        naturals = [t for t in g if t not in wild_kinds]
        units = [[k] * len(g) for k in range(34)]
        if len(g) == 3:
            units += [[k, k + 1, k + 2] for k in range(27) if k % 9 <= 6]
        assert any(all(naturals.count(k) <= u.count(k) for k in naturals) for u in units), g


@given(complete_hands(), CONTEXTS)
def test_the_wilds_reading_is_worth_the_count(hand_: Any, context: Any) -> None:
    """``wild_reading`` (the result's 财神当作 line): the wilds in hand replaced by what it
    says they stand for make a hand without wilds that counts the same, but for the items
    a hand holding wilds cannot have (无财) or that depend on how it was won."""
    concealed, melds, wild_kinds = hand_
    seat, _flags, rules = context
    ctx = WinContext(seat=seat, wild_kinds=wild_kinds)
    reading = tai.wild_reading(concealed, melds, ctx, rules)
    naturals = [k for k in concealed if k not in wild_kinds]
    assert len(reading) == len(concealed) - len(naturals)
    if not reading:
        return
    as_read = sorted(naturals + list(reading))
    in_melds = [k for m in melds for k in m.tiles]
    assume(all(as_read.count(k) + in_melds.count(k) <= tiles.COPIES for k in set(as_read)))
    plain_melds = [Meld(m.type, (m.kind,) * len(m.tiles), kind=m.kind) for m in melds]
    assume(all(m.type is not MeldType.CHOW for m in melds))  # a chow's faces are its own
    best = count_tai(concealed, melds, ctx, rules)
    plain = WinContext(seat=seat, wild_kinds=frozenset())
    no_wucai = replace(rules, no_wild_tai_in_no_wild_game=False)  # (a hand without wilds)
    read = count_tai(as_read, plain_melds, plain, no_wucai)
    assert read.complete and (read.tai, read.special) == (best.tai, best.special)


def test_the_arrangement_is_the_reading_the_minimum_makes_count_tai_take() -> None:
    """With a minimum the count cannot reach, ``count_tai`` takes the 全字牌 reading (it
    needs none): the result's layout and its wilds line read the hand the same way."""
    rules = RuleSet(all_honours_tai=2)
    hand = tiles.parse("5556p2223334445z")  # 五筒 六筒 wild: six of them
    ctx = WinContext(seat=1, wild_kinds=frozenset(tiles.parse("5p6p")))
    assert count_tai(hand, [], ctx, rules).total == 4
    assert count_tai(hand, [], ctx, rules, 5).special == "quanzi"
    assert any(k < 27 for k in tai.wild_reading(hand, [], ctx, rules))  # a suit somewhere
    assert all(k >= 27 for k in tai.wild_reading(hand, [], ctx, rules, 5))
    groups = tai.arranged(hand, [], ctx, rules, 5)
    assert sorted(t for g in groups for t in g) == sorted(hand)


def test_of_equal_readings_a_wild_stands_for_its_own_face() -> None:
    """A 五筒 (wild) making 345筒 was said to stand for 二筒 (234筒): the same 台 either way,
    but the line read as if the wild were used elsewhere. Of equal readings the wilds stand
    most for their own faces, in the line and in the layout."""
    ctx = WinContext(seat=0, wild_kinds=frozenset(tiles.parse("5p")))
    hand = tiles.parse("111z345p678m234s88s")
    assert tiles.to_text(tai.wilds_stood_for(hand, [], ctx, RuleSet())) == "5p"
    groups = tai.arranged(hand, [], ctx, RuleSet())
    assert tiles.parse("345p") in groups  # the wild in 五筒's place (was [五筒, 三筒, 四筒])
    ctx = WinContext(seat=1, wild_kinds=frozenset(tiles.parse("5m")))
    hand = tiles.parse("222m555p789s345m8p8p")  # RULES.md's example, the wild as its 5m
    assert tiles.to_text(tai.wilds_stood_for(hand, [], ctx, RuleSet())) == "5m"
