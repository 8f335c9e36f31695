"""hand.py: shanten, waits and discard analysis; decompose.py; shanten_tables.py.

Checked against the ``mahjong`` package (no wilds), against brute force over every complete target
hand (wilds, fifth copies included), against brute force over the wilds' values, and by
properties (hypothesis).
"""

from __future__ import annotations

import itertools
import random
import time
from collections import Counter
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mahjong.shanten import Shanten

from zhuji_desktop.engine import _hand_tables, hand, shanten_tables
from zhuji_desktop.engine.decompose import Decomposition, decompositions
from zhuji_desktop.engine.hand import analyse_discards, shanten, useful_tiles, waits
from zhuji_desktop.engine.tiles import counts_from_text as ct

MJ = Shanten.calculate_shanten_for_regular_hand
SIZES = hand.VALID_SIZES
SUITS = (range(0, 9), range(9, 18), range(18, 27))
HONOURS = range(27, 34)
MODES = ("any", "one suit", "honours", "few kinds", "suit and honours")


def random_counts(rng: random.Random, size: int, mode: str = "any", cap: int = 4) -> list[int]:
    """A random count vector of ``size`` tiles drawn without replacement (at most ``cap`` each)."""
    if mode == "one suit":
        kinds: Sequence[int] = rng.choice(SUITS)
    elif mode == "honours":
        kinds = HONOURS
    elif mode == "few kinds":
        kinds = rng.sample(range(34), max(-(-size // cap), rng.randint(1, 6)))
    elif mode == "suit and honours":
        kinds = [*rng.choice(SUITS), *HONOURS]
    else:
        kinds = range(34)
    counts = [0] * 34
    for kind in rng.sample([k for k in kinds for _ in range(cap)], size):
        counts[kind] += 1
    return counts


def plus(counts: Sequence[int], *kinds: int) -> list[int]:
    out = list(counts)
    for k in kinds:
        out[k] += 1
    return out


# --- no wilds: the mahjong package ------------------------------------------------------------


@pytest.mark.slow
def test_agrees_with_mahjong_on_random_hands() -> None:
    """55,000 hands: every size, five ways of choosing kinds (one suit, honours, crowded...)."""
    rng = random.Random(20240601)
    checked = 0
    for size in SIZES:
        for mode in MODES:
            for _ in range(1100):
                c = random_counts(rng, size, mode)
                assert shanten(c) == MJ(c), (c, shanten(c), MJ(c))
                checked += 1
    assert checked >= 50_000


def test_agrees_with_mahjong_on_every_small_one_suit_hand() -> None:
    """Every pattern of up to 8 tiles in a suit and in the honours."""
    for length, offset in ((9, 0), (7, 27)):
        for pattern in itertools.product(range(5), repeat=length):
            if sum(pattern) in SIZES and sum(pattern) <= 8:
                c = [0] * 34
                c[offset : offset + length] = pattern
                assert shanten(c) == MJ(c), pattern


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1111m", 1),  # cannot wait on a fifth 1m
        ("1111m234p", 1),
        ("1111m2222m3333m4m", 0),
        ("1111m22223333m5z", 0),
        ("11112222333344m", -1),
        ("1111z", 1),  # honour four of a kind: a dead tile
        ("11112222z", 1),
        ("1111222233334z", 3),
        ("11112222333344z", 2),
        ("1m", 0),
        ("19m19p19s1234567z", 8),
    ],
)
def test_four_copies_examples(text: str, expected: int) -> None:
    c = ct(text)
    assert shanten(c) == MJ(c) == expected


# --- waits ---------------------------------------------------------------------------------------


def complete_hand(rng: random.Random, k: int, kinds: Sequence[int] = range(34)) -> list[int]:
    """A random complete 3k+2 hand (no wilds) made of k melds and a pair within ``kinds``."""
    while True:
        c = [0] * 34
        c[rng.choice(kinds)] += 2
        for _ in range(k):
            low = rng.choice(kinds)
            if low < 27 and low % 9 <= 6 and low + 2 in kinds and rng.random() < 0.6:
                c[low] += 1
                c[low + 1] += 1
                c[low + 2] += 1
            else:
                c[low] += 3
        if max(c) <= 4:
            return c


def ready_hands(rng: random.Random, n: int) -> list[list[int]]:
    """3k+1 hands, most of them ready: complete hands less one tile, and one-suit hands."""
    out = []
    for i in range(n):
        k = rng.randint(0, 4)
        if i % 3 == 2:
            out.append(random_counts(rng, 3 * k + 1, "one suit"))
            continue
        c = complete_hand(rng, k, rng.choice([range(34), rng.choice(SUITS)]))
        c[rng.choice([j for j in range(34) if c[j]])] -= 1
        out.append(c)
    return out


@pytest.mark.slow
def test_waits_against_brute_force() -> None:
    rng = random.Random(7)
    hands = ready_hands(rng, 4000)
    assert sum(1 for c in hands if shanten(c) == 0) > 2000
    for i, c in enumerate(hands):
        expected = [j for j in range(34) if c[j] < 4 and shanten(plus(c, j)) == -1]
        got = waits(c)
        assert got == expected, c
        assert (shanten(c) == 0) == bool(got), c  # ready means a real (drawable) wait
        if i < 1500:
            assert got == [j for j in range(34) if c[j] < 4 and MJ(plus(c, j)) == -1], c


def test_waits_examples() -> None:
    assert waits(ct("1112345678999m")) == list(range(9))
    assert waits(ct("1111234m")) == [3]  # 111m 123m 4m; 111m 234m 1m would need a fifth 1m
    assert waits(ct("1111m")) == []  # 1-shanten
    assert waits(ct("13m5z"), 1) == [1, 31]  # the wild is 5z or 2m
    assert waits(ct("111m"), 1) == list(range(34))  # the wild pairs with anything


# --- wilds ---------------------------------------------------------------------------------------


def test_wild_examples() -> None:
    assert shanten(ct("1111m"), 1) == -1  # the wild is a fifth 1m
    assert shanten(ct("11112222m"), 3) == -1  # 111m 222m 12(3)m + a pair of wilds
    assert shanten(ct("11112222m"), 2) == 0
    assert shanten([0] * 34, 2) == shanten([0] * 34, 8) == -1
    assert shanten([0] * 34, 7) == 0
    assert shanten(ct("222m555p789s345m8p"), 0) == 0
    assert shanten(ct("222m555p789s34m8p"), 1) == 0
    assert shanten(ct("222m555p789s34m88p"), 1) == -1


@pytest.mark.slow
def test_wilds_against_mahjong_over_wild_values() -> None:
    """With at most 2 naturals of a kind, 1-2 wilds can take any values without a fifth copy,
    so the answer is the best no-wild shanten over all values of the wilds."""
    rng = random.Random(11)
    checked = 0
    for i in range(1300):
        w = 1 + i % 2
        size = rng.choice([s for s in SIZES if s >= w])
        c = random_counts(rng, size - w, rng.choice(MODES), cap=2)
        values = list(itertools.combinations_with_replacement(range(34), w))
        oracle = MJ if i < 60 else shanten  # literal mahjong on a few, then ours (tested above)
        expected = min(oracle(plus(c, *v)) for v in values)
        assert shanten(c, w) == expected, (c, w)
        checked += 1
    assert checked >= 1000


def _targets(k: int) -> list[tuple[tuple[int, int], ...]]:
    """Every complete target: k melds and a pair, as sorted (kind, count) pairs."""
    melds = [(low, low + 1, low + 2) for s in range(3) for low in range(s * 9, s * 9 + 7)]
    melds += [(kind,) * 3 for kind in range(34)]
    out = []
    for pair in range(34):
        for combo in itertools.combinations_with_replacement(melds, k):
            out.append(tuple(sorted(Counter([pair, pair, *itertools.chain(*combo)]).items())))
    return out


def exact_shanten(c: Sequence[int], w: int, targets: list) -> int:
    """The definition: fewest natural draws to any complete hand, less one; wilds cover any
    tile, and every tile beyond four of a kind must be a wild."""
    best = 99
    for target in targets:
        gap = excess = 0
        for kind, t in target:
            if t > c[kind]:
                gap += t - c[kind]
            if t > 4:
                excess += t - 4
        if excess <= w and gap - w - 1 < best:
            best = gap - w - 1
    return best


def test_wilds_against_exact_definition() -> None:
    """Small hands, any naturals (fifth copies matter), 0-8 wilds: brute force over targets."""
    rng = random.Random(13)
    small = {k: _targets(k) for k in (0, 1)}
    for i in range(1200):
        size = rng.choice([1, 2, 4, 5])
        w = rng.randint(0, min(size, 8 if i % 4 == 0 else 2))
        c = random_counts(rng, size - w, rng.choice(["few kinds", "any", "honours"]))
        assert shanten(c, w) == exact_shanten(c, w, small[size // 3]), (c, w)
    big = _targets(2)
    for _ in range(25):
        size = rng.choice([7, 8])
        w = rng.randint(0, 3)
        c = random_counts(rng, size - w, "few kinds")
        assert shanten(c, w) == exact_shanten(c, w, big), (c, w)


# --- decompositions -----------------------------------------------------------------------------


def _tiles_of(d: Decomposition) -> Counter:
    out = Counter([d.pair, d.pair])
    for name, kind in d.melds:
        out.update((kind, kind + 1, kind + 2) if name == "chow" else (kind,) * 3)
    return out


_ALL_DECOMPOSITIONS: dict[int, list] = {}


def _brute_decompositions(c: Sequence[int], w: int) -> set:
    """Every (pair, melds) of the right size whose tiles include all the naturals."""
    k = (sum(c) + w) // 3
    if k not in _ALL_DECOMPOSITIONS:
        melds = [("chow", low) for s in range(3) for low in range(s * 9, s * 9 + 7)]
        melds += [("pung", kind) for kind in range(34)]
        _ALL_DECOMPOSITIONS[k] = [
            (pair, combo, _tiles_of(Decomposition(pair, combo, ())))
            for pair in range(34)
            for combo in itertools.combinations_with_replacement(sorted(melds), k)
        ]
    naturals = [(j, n) for j, n in enumerate(c) if n]
    return {
        (pair, combo)
        for pair, combo, tiles in _ALL_DECOMPOSITIONS[k]
        if all(tiles[j] >= n for j, n in naturals)
    }


def wild_hand(rng: random.Random, size: int, w: int) -> list[int]:
    """Naturals of a hand of ``size`` with ``w`` wilds, usually complete or nearly."""
    c = complete_hand(rng, size // 3, rng.choice([range(34), rng.choice(SUITS)]))
    for _ in range(w + (size % 3 == 1)):
        c[rng.choice([j for j in range(34) if c[j]])] -= 1
    if rng.random() < 0.3 and any(c):  # move a tile somewhere, to get incomplete hands too
        c[rng.choice([j for j in range(34) if c[j]])] -= 1
        c[rng.choice([j for j in range(34) if c[j] < 4])] += 1
    return c


@pytest.mark.slow
def test_decompositions_reconstruct_the_hand() -> None:
    rng = random.Random(17)
    complete = 0
    for i in range(1500):
        size = rng.choice([2, 5, 8, 11, 14])
        w = rng.randint(0, min(size, 4 if i % 10 else 8))
        c = wild_hand(rng, size, w)
        ds = decompositions(c, w)
        assert bool(ds) == (shanten(c, w) == -1), (c, w)
        complete += bool(ds)
        naturals = Counter({j: n for j, n in enumerate(c) if n})
        for d in ds[:200]:
            assert len(d.melds) == size // 3 and len(d.wild_values) == w
            assert list(d.melds) == sorted(d.melds) and list(d.wild_values) == sorted(d.wild_values)
            assert _tiles_of(d) == naturals + Counter(d.wild_values)
        assert len({(d.pair, d.melds) for d in ds}) == len(ds)
    assert complete > 500


@pytest.mark.slow
def test_decompositions_match_brute_force() -> None:
    rng = random.Random(19)
    for i in range(60):
        size = (2, 5, 8)[i % 3]
        w = rng.randint(0, min(size, 3))
        c = wild_hand(rng, size, w)
        got = {(d.pair, d.melds) for d in decompositions(c, w)}
        assert got == _brute_decompositions(c, w), (c, w)


# Melds ordered by their lowest kind, so a meld can only cover kinds from its own onwards.
_MELDS_BY_LOW = sorted(
    [("chow", low) for s in range(3) for low in range(s * 9, s * 9 + 7)]
    + [("pung", kind) for kind in range(34)],
    key=lambda m: (m[1], m[0]),
)


def _sorted_meld_decompositions(c: Sequence[int], w: int) -> set:
    """A second, independent enumeration for any size: for each pair, multisets of melds
    chosen in order, pruned when no meld still to come can cover the lowest uncovered natural
    or when more wilds than there are would be needed."""
    k = (sum(c) + w) // 3
    out: set = set()

    def walk(start: int, left: int, rem: list[int], chosen: list, pair: int, free: int) -> None:
        low = next((j for j in range(34) if rem[j]), None)
        if left == 0:
            if low is None:
                out.add((pair, tuple(sorted(chosen))))
            return
        for index in range(start, len(_MELDS_BY_LOW)):
            meld = _MELDS_BY_LOW[index]
            if low is not None and meld[1] > low:
                break
            tiles = (meld[1], meld[1] + 1, meld[1] + 2) if meld[0] == "chow" else (meld[1],) * 3
            after, used = list(rem), 0
            for t in tiles:
                if after[t]:
                    after[t] -= 1
                else:
                    used += 1
            if used <= free:
                walk(index, left - 1, after, [*chosen, meld], pair, free - used)

    for pair in range(34):
        rem = list(c)
        rem[pair] = max(0, rem[pair] - 2)
        if c[pair] + w >= 2:
            walk(0, k, rem, [], pair, w - max(0, 2 - c[pair]))
    return out


@pytest.mark.slow
def test_decompositions_match_an_independent_enumeration_on_big_hands() -> None:
    rng = random.Random(37)
    for i in range(600):
        size = (11, 14)[i % 2]
        w = rng.randint(0, 4) if i % 100 else 8 - i // 100
        c = wild_hand(rng, size, w)
        got = {(d.pair, d.melds) for d in decompositions(c, w)}
        assert got == _sorted_meld_decompositions(c, w), (c, w)


def test_decompositions_examples() -> None:
    assert decompositions(ct("123m456p789s1122z")) == []  # not complete
    assert decompositions(ct("123m456p789s1z")) == []  # 3k+1: never complete
    assert [(d.pair, d.melds) for d in decompositions(ct("11122233344m"))] == [
        (0, (("chow", 0), ("chow", 1), ("chow", 1))),
        (3, (("chow", 0), ("chow", 0), ("chow", 0))),
        (3, (("pung", 0), ("pung", 1), ("pung", 2))),
    ]
    (d,) = decompositions(ct("1111m"), 1)
    assert d == Decomposition(0, (("pung", 0),), (0,))
    assert len(decompositions([0] * 34, 2)) == 34  # any pair
    assert len(decompositions([0] * 34, 5)) == 34 * 55  # any meld and any pair


@pytest.mark.slow
def test_decompositions_with_eight_wilds_is_fast() -> None:
    """14 tiles, 8 wilds: tens of thousands of decompositions, well under a second.

    CPU time, so that other processes on a busy machine do not count; about 0.2 s measured."""
    for naturals, expected in (("123m456p", 68679), ("1m2m3m4m5m6m", 72283), ("444m999m", 58515)):
        start = time.process_time()
        ds = decompositions(ct(naturals), 8)
        elapsed = time.process_time() - start
        assert len(ds) == expected
        assert elapsed < 1.0, (naturals, elapsed)


# --- properties ----------------------------------------------------------------------------------


@st.composite
def hands(draw: st.DrawFn, sizes: Sequence[int] = SIZES, max_wilds: int = 3) -> tuple:
    size = draw(st.sampled_from(sizes))
    w = draw(st.integers(0, min(size, max_wilds)))
    mode = draw(st.sampled_from(MODES))
    rng = random.Random(draw(st.integers(0, 2**32)))
    return random_counts(rng, size - w, mode), w


def _permute_suits(c: Sequence[int], order: Sequence[int]) -> list[int]:
    return [x for s in order for x in c[9 * s : 9 * s + 9]] + list(c[27:])


@settings(max_examples=300)
@given(hands())
def test_permuting_suits_changes_nothing(hw: tuple) -> None:
    c, w = hw
    s = shanten(c, w)
    for order in itertools.permutations(range(3)):
        assert shanten(_permute_suits(c, order), w) == s
    mirrored = [x for s9 in range(3) for x in reversed(c[9 * s9 : 9 * s9 + 9])] + c[27:]
    assert shanten(mirrored, w) == s  # ranks r <-> 10-r
    if (sum(c) + w) % 3 == 1:
        order = (2, 0, 1)
        moved = [_permute_suits(list(range(34)), order).index(j) for j in waits(c, w)]
        assert sorted(moved) == waits(_permute_suits(c, order), w)


@settings(max_examples=300)
@given(hands(max_wilds=7))
def test_a_wild_never_hurts(hw: tuple) -> None:
    c, w = hw
    s = shanten(c, w)
    for j in range(34):
        if c[j]:  # a natural replaced by a wild
            less = list(c)
            less[j] -= 1
            assert shanten(less, w + 1) <= s
        if (sum(c) + w) % 3 == 1 and c[j] < 4:  # drawing a wild beats drawing any natural
            assert shanten(c, w + 1) <= shanten(plus(c, j), w)


@settings(max_examples=300)
@given(hands(sizes=(1, 4, 7, 10, 13)))
def test_a_drawn_tile_lowers_shanten_by_at_most_one(hw: tuple) -> None:
    c, w = hw
    s = shanten(c, w)
    for j in range(34):
        if c[j] < 4:
            after = shanten(plus(c, j), w)
            assert s - 1 <= after <= s  # a 3k+2 hand may discard the drawn tile again


def test_a_drawn_wild_can_lower_shanten_by_two() -> None:
    """The exception to the property above: a wild can be the fifth copy no natural can be."""
    assert shanten(ct("1111m")) == 1 and shanten(ct("1111m"), 1) == -1


# --- discard analysis ----------------------------------------------------------------------------


def _discard_case(rng: random.Random) -> tuple[list[int], int, list[int], tuple[int, ...]]:
    wild_kinds = tuple(sorted(rng.sample(range(34), rng.choice([0, 1, 2]))))
    size = rng.choice([2, 5, 8, 11, 14])
    w = rng.randint(0, min(size - 1, 3)) if wild_kinds else 0
    while True:
        c = wild_hand(rng, size, w) if rng.random() < 0.5 else random_counts(rng, size - w)
        if not any(c[k] for k in wild_kinds):
            break
    visible = [min(4, n + rng.choice([0, 0, 1, 2])) for n in c]
    return c, w, visible, wild_kinds


def test_analyse_discards_is_consistent() -> None:
    rng = random.Random(23)
    for _ in range(400):
        c, w, visible, wild_kinds = _discard_case(rng)
        options = analyse_discards(c, w, visible, wild_kinds)
        expected = {(j, False) for j in range(34) if c[j]} | {(j, True) for j in wild_kinds if w}
        assert {(o.discard, o.is_wild) for o in options} == expected
        keys = [(o.shanten, -o.useful_total, o.discard) for o in options]
        assert keys == sorted(keys)
        for o in options:
            after, aw = (list(c), w - 1) if o.is_wild else (plus(c), w)
            if not o.is_wild:
                after[o.discard] -= 1
            assert o.shanten == shanten(after, aw)
            kinds = useful_tiles(after, aw, wild_kinds)
            assert [j for j, _ in o.useful] == kinds
            assert all(n == max(0, 4 - visible[j]) for j, n in o.useful)
            assert o.useful_total == sum(n for _, n in o.useful)
            brute = []
            for j in range(34):
                if j in wild_kinds:
                    if aw < 8 and shanten(after, aw + 1) < o.shanten:
                        brute.append(j)
                elif after[j] < 4 and shanten(plus(after, j), aw) < o.shanten:
                    brute.append(j)
            assert kinds == brute


def test_analyse_discards_example() -> None:
    c = ct("123m456p789s1122z7z")
    best = analyse_discards(c, 0, c)[0]
    assert (best.discard, best.is_wild, best.shanten) == (33, False, 0)
    assert best.useful == ((27, 2), (28, 2)) and best.useful_total == 4
    # 5z is wild and one 2z became a wild tile. Keeping the wild, 2z or 7z leaves a ready hand
    # (111z with the wild, or a pair with it); drawing a 5z, a wild, then completes it.
    c = ct("123m456p789s112z7z")
    options = analyse_discards(c, 1, [0] * 34, [31])
    assert [(o.discard, o.shanten) for o in options[:2]] == [(28, 0), (33, 0)]
    assert options[0].useful == ((27, 4), (31, 4), (33, 4))
    assert (31, True) in {(o.discard, o.is_wild) for o in options}


def test_useful_tiles_examples() -> None:
    assert useful_tiles(ct("1m")) == [0]
    assert useful_tiles(ct("1m"), 0, [5]) == [0, 5]
    assert useful_tiles(ct("1111m")) == list(range(1, 34))  # 111m and a pair with anything
    assert useful_tiles(ct("1112m")) == [1, 2]  # ready: its waits
    assert useful_tiles(ct("1112m"), 0, [33]) == [1, 2, 33]


# --- bad input -----------------------------------------------------------------------------------

GOOD = ct("123m456p789s1122z")


@pytest.mark.parametrize(
    ("counts", "wilds", "fragment"),
    [
        (GOOD[:33], 0, "34 entries"),
        ([*GOOD, 0], 0, "34 entries"),
        ([-1, *GOOD[1:]], 0, "must be 0..4"),
        ([5, *GOOD[1:]], 0, "must be 0..4"),
        ([1.0, *GOOD[1:]], 0, "not an integer"),
        (["1", *GOOD[1:]], 0, "not an integer"),
        ([None, *GOOD[1:]], 0, "not an integer"),
        ("123m", 0, "sequence"),
        (34, 0, "sequence"),
        ([0] * 34, 0, "0 tiles"),
        (ct("123m"), 0, "3 tiles"),
        (ct("123m"), 3, "6 tiles"),
        (ct("123m456p789s112222z"), 0, "15 tiles"),
        (GOOD, -1, "wilds is -1"),
        (GOOD[:27] + [0] * 7, 9, "wilds is 9"),
        (GOOD, 1.0, "wilds must be an integer"),
        (GOOD, "1", "wilds must be an integer"),
    ],
)
def test_bad_input(counts: object, wilds: object, fragment: str) -> None:
    for fn in (shanten, decompositions):
        with pytest.raises(ValueError, match=fragment):
            fn(counts, wilds)  # type: ignore[arg-type]


def test_bad_input_for_the_analyses() -> None:
    ready, full = ct("123m456p789s1122z"), ct("123m456p789s1122z7z")
    with pytest.raises(ValueError, match="3k\\+1"):
        waits(full)
    with pytest.raises(ValueError, match="3k\\+1"):
        useful_tiles(full)
    with pytest.raises(ValueError, match="3k\\+2"):
        analyse_discards(ready, 0, ready)
    with pytest.raises(ValueError, match="visible"):
        analyse_discards(full, 0, full[:30])
    with pytest.raises(ValueError, match="visible"):
        analyse_discards(full, 0, [-1] * 34)
    with pytest.raises(ValueError, match="not a tile kind"):
        analyse_discards(full, 0, full, [34])
    with pytest.raises(ValueError, match="is wild"):
        analyse_discards(full, 0, full, [0])
    with pytest.raises(ValueError, match="is wild"):
        useful_tiles(ready, 0, [27])


# --- the tables ----------------------------------------------------------------------------------


def _brute_profile(pattern: Sequence[int], chows: bool, max_melds: int = 2) -> list[dict]:
    """Fewest tiles to add for m <= max_melds melds and p pairs, by excess: every target."""
    n = len(pattern)
    melds = [(i,) * 3 for i in range(n)]
    if chows:
        melds += [(i, i + 1, i + 2) for i in range(n - 2)]
    raw: dict[tuple[int, int, int], int] = {}
    for m in range(max_melds + 1):
        for combo in itertools.combinations_with_replacement(melds, m):
            for pair in [None, *range(n)]:
                t = Counter(itertools.chain(*combo, [pair, pair] if pair is not None else []))
                gap = sum(max(0, t[i] - pattern[i]) for i in range(n))
                excess = sum(max(0, x - 4) for x in t.values())
                key = (m, pair is not None, excess)
                raw[key] = min(raw.get(key, 99), gap)
    out = []
    for m in range(max_melds + 1):
        for p in range(2):
            row: dict[int, int] = {}
            for (m1, p1, e), g in raw.items():  # fresh melds and pairs cost 3 and 2
                if m1 <= m and p1 <= p:
                    row[e] = min(row.get(e, 99), g + 3 * (m - m1) + 2 * (p - p1))
            out.append({e: g for e, g in row.items() if all(row[x] > g for x in row if x < e)})
    return out


def test_group_profile_against_brute_force() -> None:
    rng = random.Random(29)
    for length, chows in ((9, True), (7, False)):
        for _ in range(40):
            pattern = [0] * length
            for i in rng.sample([i for i in range(length) for _ in range(4)], rng.randint(0, 5)):
                pattern[i] += 1
            prof = shanten_tables.group_profile(pattern, chows)
            brute = _brute_profile(pattern, chows)
            assert [dict(slot) for slot in prof[:6]] == brute, pattern


def test_shipped_tables_match_direct_computation() -> None:
    hand.shanten(GOOD)  # load
    rng = random.Random(31)
    for length, chows, ids, profs in (
        (9, True, hand._SUIT_IDS, hand._SUIT_PROFS),
        (7, False, hand._HON_IDS, hand._HON_PROFS),
    ):
        for _ in range(150):
            pattern = [0] * length
            for i in rng.sample([i for i in range(length) for _ in range(4)], rng.randint(0, 14)):
                pattern[i] += 1
            index = sum(n * 5**i for i, n in enumerate(pattern))
            assert profs[ids[index]] == shanten_tables.group_profile(pattern, chows), pattern
    suit_caps = hand._cap_index(hand._SUIT_PROFS)[1]
    hon_caps = hand._cap_index(hand._HON_PROFS)[1]
    tables = shanten_tables._fast_tables(suit_caps, hon_caps)
    shipped = hand._unpack("".join(_hand_tables.DATA))[4:]
    assert tables == shipped
