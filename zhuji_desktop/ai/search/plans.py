"""Plans scored fast: tiles needed for a 台 plan, now and after each discard, in microseconds.

``tai_plan`` lists the shapes a hand can aim at (a ``Plan`` is a ``shape.Target`` with its
台); ``shape`` and ``efficiency`` score them exactly but at tens of microseconds a plan. A
playout scores plans on every turn of every seat, so this module scores them with tables:

* any melds (most plans: 无财, honour pungs, 混一色 …): the engine's shanten tables, on the
  hand with the tiles the plan cannot use blanked out (``hand.tiles_needed``,
  ``hand.discard_needs``); a reserved honour pung costs the copies it lacks;
* chows only (平胡): a table of the same kind built here, chow-only profiles per suit
  pattern, combined per group and memoised; the pair from the honours the plan allows;
* pungs only (对对胡): a short count (the fullest kinds as pungs, the best other as pair).

The chow and pung counts are exact without wilds (``tests/ai/test_search.py`` checks them
against a brute force); with wilds they subtract the wilds from the gap, ignoring the rare
fifth copy a wild could stand for.

>>> from zhuji_desktop.engine.tiles import counts_from_text
>>> from .. import tai_plan
>>> from ..shape import CHOWS
>>> plan = tai_plan.Plan(tai_plan.Target(mode=CHOWS, head_mask=0b1110), 1, "平胡")
>>> s = PlanScore(compile_plan(plan), counts_from_text("123m456p789s22z5z58m"), 0, 0)
>>> s.now, s.after()[0][31]  # 5z is of no use: dropping it leaves the hand as far
(2, 2)
"""

from __future__ import annotations

import base64
import lzma
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.hand import discard_needs, draw_needs, tiles_needed
from ...engine.tiles import HONOURS, NUM_KINDS
from ..shape import ANY, CHOWS
from ..tai_plan import Plan

FAR = 99
_SLOT_SUMS = tuple(
    (i, j, (i & ~1) + (j & ~1) + ((i | j) & 1))
    for i in range(10)
    for j in range(10)
    if not i & j & 1 and (i >> 1) + (j >> 1) <= 4
)


@dataclass(frozen=True)
class FastPlan:
    """A plan compiled for the tables: the kinds it cannot use are blanked out, its reserved
    honour pungs are counted apart."""

    plan: Plan
    mode: int
    reserved: tuple[int, ...]
    use_wilds: bool
    pair_kinds: tuple[int, ...]  # 平胡: the honours whose pair keeps it
    blank_set: frozenset[int]
    blank_runs: tuple[tuple[int, bytes], ...]  # (start, zeros): ``blank`` as slices


def _runs(kinds: Sequence[int]) -> tuple[tuple[int, bytes], ...]:
    """Sorted ``kinds`` as runs of consecutive kinds: (first kind, as many zero bytes)."""
    runs: list[list[int]] = []
    for k in kinds:
        if runs and runs[-1][1] == k:
            runs[-1][1] = k + 1
        else:
            runs.append([k, k + 1])
    return tuple((a, bytes(b - a)) for a, b in runs)


_COMPILED: dict[tuple, FastPlan] = {}
_COMPILED_LIMIT = 4096
_GROUP_KINDS = (range(0, 9), range(9, 18), range(18, 27), range(27, 34))


def compile_plan(plan: Plan) -> FastPlan:
    """The ``FastPlan`` of a plan (memoised on the target's fields: hashing a ``Plan`` is
    slow, and equal plans come as many objects)."""
    t = plan.target
    key = (t.mode, t.groups, t.head_mask, t.pungs, t.use_wilds, plan.tai)
    fp = _COMPILED.get(key)
    if fp is not None:
        return fp
    blank = {k for g in range(4) if not t.groups >> g & 1 for k in _GROUP_KINDS[g]}
    blank |= set(t.pungs)
    pair_kinds: tuple[int, ...] = ()
    if t.mode == CHOWS:
        pair_kinds = tuple(k for k in HONOURS if t.head_mask >> (k - 27) & 1)
        pair_kinds = tuple(k for k in pair_kinds if k not in blank)
        blank |= set(HONOURS) - set(pair_kinds)
    fp = FastPlan(
        plan,
        t.mode,
        tuple(t.pungs),
        t.use_wilds,
        pair_kinds,
        frozenset(blank),
        _runs(sorted(blank)),
    )
    if len(_COMPILED) >= _COMPILED_LIMIT:
        _COMPILED.clear()
    _COMPILED[key] = fp
    return fp


class PlanScore:
    """One plan on one hand (natural counts ``nat``, ``w`` wilds, ``melds`` melds made):
    tiles needed now (``now``) and after each possible discard (``after``)."""

    __slots__ = (
        "_after",
        "_useful",
        "b",
        "base",
        "exact",
        "fp",
        "nat",
        "now",
        "res",
        "slots",
        "w",
        "wv",
    )

    def __init__(
        self, fp: FastPlan, nat: Sequence[int], w: int, melds: int, bound: bool = False
    ) -> None:
        self.fp, self.nat, self.w = fp, nat, w
        self.slots = 4 - melds - len(fp.reserved)
        self.wv = w if fp.use_wilds else 0
        self.exact = True
        self._after: tuple[list[int], int] | None = None
        self._useful: dict[int | None, tuple[list[int], bool]] = {}
        if self.slots < 0:
            self.now = self.base = FAR
            self.res = 0
            self.b = bytearray(NUM_KINDS)
            return
        self.res = sum(3 - min(nat[h], 3) for h in fp.reserved) if fp.reserved else 0
        b = self.b = bytearray(nat)
        for start, zeros in fp.blank_runs:
            b[start : start + len(zeros)] = zeros
        if bound and fp.mode != ANY:
            # any melds allowed: a lower bound, refined by ``refine`` only if it matters
            self.base = tiles_needed(b, self.wv, self.slots)
            self.exact = False
        else:
            self.base = _raw(fp, b, self.wv, self.slots)
        self.now = max(0, self.base + self.res)

    def refine(self) -> None:
        """Replace a lower bound by the exact count."""
        if not self.exact:
            self.base = _raw(self.fp, self.b, self.wv, self.slots)
            self.now = max(0, self.base + self.res)
            self.exact = True

    def after(self) -> tuple[list[int], int]:
        """Tiles needed after discarding one tile of each kind held (FAR for the others), and
        after discarding a wild (FAR without wilds). Memoised."""
        if self._after is None:
            self._after = self._compute_after()
        return self._after

    def _compute_after(self) -> tuple[list[int], int]:
        nat, fp, b = self.nat, self.fp, self.b
        if self.slots < 0:
            return [FAR] * NUM_KINDS, FAR
        res, base = self.res, self.base
        if fp.mode == ANY:
            dn, dw = discard_needs(b, self.wv, self.slots)
        else:
            dn, dw = _discards_other(fp, b, self.wv, self.slots)
        out = [FAR] * NUM_KINDS
        for k in range(NUM_KINDS):
            if not nat[k]:
                continue
            if b[k]:
                v = dn[k] + res
            elif k in fp.reserved and nat[k] <= 3:
                v = base + res + 1
            else:
                v = base + res
            out[k] = v if v > 0 else 0
        if not self.w:
            return out, FAR
        v = (dw if dw is not None and fp.use_wilds else base) + res
        return out, v if v > 0 else 0

    def useful(self, discard: int | None, now: int | None = None) -> tuple[list[int], bool]:
        """After discarding ``discard`` (a kind, -1 for a wild, None for no discard; ``now``:
        the tiles then needed, if known): the kinds whose draw would bring this plan closer,
        and whether a wild would. Memoised."""
        hit = self._useful.get(discard)
        if hit is None:
            hit = self._useful[discard] = self._compute_useful(discard, now)
        return hit

    def _compute_useful(self, discard: int | None, now: int | None) -> tuple[list[int], bool]:
        nat, fp = self.nat, self.fp
        if self.slots < 0:
            return [], False
        b = bytearray(self.b)
        wv, res = self.wv, self.res
        reserved = fp.reserved
        if discard is None:
            pass
        elif discard < 0:
            wv -= 1 if fp.use_wilds else 0
        elif b[discard]:
            b[discard] -= 1
        elif discard in reserved and nat[discard] <= 3:
            res += 1
        if now is None:
            now = max(0, _raw(fp, b, wv, self.slots) + res)
        if now == 0:
            return [], False
        if fp.mode == ANY:
            dn, dw = draw_needs(b, wv, self.slots) if wv < 8 else ([FAR] * NUM_KINDS, FAR)
        else:
            dn, dw = _draws_other(fp, b, wv, self.slots)
        blank = fp.blank_set
        out = [k for k in range(NUM_KINDS) if dn[k] + res < now and k not in blank]
        for h in reserved:
            if nat[h] - (h == discard) < 3:
                out.append(h)
        return out, fp.use_wilds and dw + res < now


def _raw(fp: FastPlan, b: bytearray, wv: int, slots: int) -> int:
    """Gap of the blanked hand less the wilds (negative: wilds to spare)."""
    if fp.mode == ANY:
        return tiles_needed(b, wv, slots)
    if fp.mode == CHOWS:
        return chow_gap(b, slots, fp.pair_kinds) - wv
    return pung_gap(b, slots) - wv


def _discards_other(
    fp: FastPlan, b: bytearray, wv: int, slots: int
) -> tuple[list[int], int | None]:
    out = [FAR] * NUM_KINDS
    if fp.mode == CHOWS:
        base = chow_gap(b, slots, fp.pair_kinds)
        for k, v in chow_discards(b, slots, fp.pair_kinds).items():
            out[k] = v - wv
        return out, (base - wv + 1 if wv else None)
    for k in range(NUM_KINDS):
        if b[k]:
            b[k] -= 1
            out[k] = _raw(fp, b, wv, slots)
            b[k] += 1
    return out, (_raw(fp, b, wv - 1, slots) if wv else None)


def _draws_other(fp: FastPlan, b: bytearray, wv: int, slots: int) -> tuple[list[int], int]:
    """``_raw`` after drawing each kind the plan can use, and after drawing a wild."""
    out = [FAR] * NUM_KINDS
    if fp.mode == CHOWS:
        for k, v in chow_changes(b, slots, fp.pair_kinds, 1).items():
            out[k] = v - wv
        return out, chow_gap(b, slots, fp.pair_kinds) - wv - 1
    empty = None  # every kind not held comes to the same for pungs: work it out once
    for k in range(NUM_KINDS):
        if k in fp.blank_set or b[k] >= 4:
            continue
        if not b[k]:
            if empty is None:
                b[k] += 1
                empty = _raw(fp, b, wv, slots)
                b[k] -= 1
            out[k] = empty
            continue
        b[k] += 1
        out[k] = _raw(fp, b, wv, slots)
        b[k] -= 1
    return out, _raw(fp, b, wv + 1, slots)


# --- pungs only (对对胡) ---------------------------------------------------------------------


def pung_gap(b: Sequence[int], slots: int) -> int:
    """Tiles to add for ``slots`` pungs and a pair made of the kinds held (no chows).

    >>> from zhuji_desktop.engine.tiles import counts_from_text
    >>> pung_gap(counts_from_text("111m22p33s4z"), 4), pung_gap(counts_from_text("1m"), 0)
    (6, 1)
    """
    # Only how many kinds hold 3+, 2 and 1 tiles matters: the pungs come from the fullest
    # kinds, and a kind's pair (min(n, 2)) follows from its pung value (min(n, 3)).
    c3 = c2 = c1 = 0
    for n in b:
        if n:
            if n >= 3:
                c3 += 1
            elif n == 2:
                c2 += 1
            else:
                c1 += 1
    values = [3] * min(c3, slots + 1)
    values += [2] * min(c2, slots + 1 - len(values))
    values += [1] * min(c1, slots + 1 - len(values))
    tops = values[:slots]
    top_sum = sum(tops)
    spare = values[slots] if len(values) > slots else 0
    best = top_sum  # a pair from nothing
    if spare:  # the pair from the best kind left out of the pungs
        best = top_sum + min(spare, 2)
    if tops:  # the pair from a pung kind, the spare kind taking its place
        gain = top_sum + spare - (1 if min(tops) == 3 else 0)
        best = max(best, gain)
    return 3 * slots + 2 - best


# --- chows only (平胡) ------------------------------------------------------------------------

_PROFILES: list[tuple[int, ...]] = []  # interned gap vectors, index 2·chows + pairs
_PROFILE_ID: dict[tuple[int, ...], int] = {}
_SUIT: dict[bytes, int] = {}  # suit pattern -> profile id
_COMBINED: dict[int, int] = {}  # id << 16 | id -> id of the combination
_LIMIT = 20_000  # entries per memo: bounded memory in long sessions


def _intern(vec: tuple[int, ...]) -> int:
    i = _PROFILE_ID.get(vec)
    if i is None:
        if len(_PROFILES) >= 0xFFFF:  # never in practice: the vectors are few
            _reset()
        i = _PROFILE_ID[vec] = len(_PROFILES)
        _PROFILES.append(vec)
    return i


def _reset() -> None:
    _PROFILES.clear()
    _PROFILE_ID.clear()
    _SUIT.clear()
    _COMBINED.clear()
    _CHANGES.clear()


def _chow_step(states: dict, n: int, last: bool) -> dict:
    """Extend partial chow-only targets by one rank holding ``n`` tiles. A state (a2, a1, m,
    p) -> gap: chows begun two ranks and one rank back, chows and pairs so far."""
    nxt: dict[tuple[int, int, int, int], int] = {}
    for (a2, a1, m, p), gap in states.items():
        for q in (0, 1) if not p else (0,):
            for a in range(5 - m) if not last else (0,):
                t = 2 * q + a + a1 + a2
                if t > 4:
                    break
                key2 = (a1, a, m + a, p + q)
                g2 = gap + (t - n if t > n else 0)
                if nxt.get(key2, FAR) > g2:
                    nxt[key2] = g2
    return nxt


def _chow_fold(states: dict) -> tuple[int, ...]:
    """The profile of the finished targets, fresh chows (3) and pairs (2) folded in."""
    best = [FAR] * 10
    for (a2, a1, m, p), gap in states.items():
        if a2 == a1 == 0 and gap < best[2 * m + p]:
            best[2 * m + p] = gap
    out = [FAR] * 10
    for m in range(5):
        for p in range(2):
            out[2 * m + p] = min(
                best[2 * m1 + p1] + 3 * (m - m1) + 2 * (p - p1)
                for m1 in range(m + 1)
                for p1 in range(p + 1)
            )
    return tuple(out)


def chow_profile(key: Sequence[int]) -> tuple[int, ...]:
    """Gap of one suit to hold m chows and p pairs (index 2m+p; m ≤ 4, p ≤ 1), fresh ones
    included: the reference the shipped table is made from.

    >>> chow_profile([1, 1, 0, 0, 0, 0, 0, 0, 0])[2:4]  # one chow: 12 needs 3; and a pair
    (1, 3)
    """
    states: dict = {(0, 0, 0, 0): 0}
    for i, n in enumerate(key):
        states = _chow_step(states, n, i > 6)
    return _chow_fold(states)


# The shipped table: the profile id of every suit pattern by its base-5 index (255: no such
# pattern), and the profiles. Made by ``python -m zhuji_desktop.ai.search.plans --generate``.
_TABLE_IDS = b""
_TABLE_PROFILES: list[tuple[int, ...]] = []
_POW5 = tuple(5**i for i in range(9))


def _table_sections() -> tuple[bytes, list[tuple[int, ...]]]:
    """The table, computed (about a minute): a walk over prefixes shares their states."""
    ids = bytearray([255]) * 5**9
    found: dict[tuple[int, ...], int] = {}

    def walk(i: int, states: dict, index: int, total: int) -> None:
        if i == 9:
            ids[index] = found.setdefault(_chow_fold(states), len(found))
            return
        for n in range(min(4, 14 - total) + 1):
            walk(i + 1, _chow_step(states, n, i > 6), index + n * _POW5[i], total + n)

    walk(0, {(0, 0, 0, 0): 0}, 0, 0)
    return bytes(ids), list(found)


def _load_table() -> None:
    global _TABLE_IDS, _TABLE_PROFILES
    if _TABLE_IDS:
        return
    from . import _chow_tables

    raw = lzma.decompress(base64.b85decode("".join(_chow_tables.DATA)))
    n = int.from_bytes(raw[:2], "little")
    profiles = [tuple(raw[2 + 10 * i : 12 + 10 * i]) for i in range(n)]
    _TABLE_PROFILES = [tuple(FAR if g == 255 else g for g in p) for p in profiles]
    _TABLE_IDS = raw[2 + 10 * n :]


def generate_table_source() -> str:
    """The source of ``_chow_tables.py``."""
    ids, profiles = _table_sections()
    raw = len(profiles).to_bytes(2, "little")
    raw += b"".join(bytes(255 if g >= FAR else g for g in p) for p in profiles) + ids
    text = base64.b85encode(lzma.compress(raw, preset=9 | lzma.PRESET_EXTREME)).decode()
    lines = [f'    "{text[i : i + 92]}"' for i in range(0, len(text), 92)]
    return (
        '"""Chow-only suit profiles for ``plans.py``. Generated by ``python -m\n'
        'zhuji_desktop.ai.search.plans --generate``; do not edit."""\n\n'
        "DATA = (\n" + "\n".join(lines) + "\n)\n"
    )


def _chow_profile(key: bytes) -> tuple[int, ...]:
    """A suit pattern's chow profile from the shipped table."""
    _load_table()
    index = 0
    for i, n in enumerate(key):
        index += n * _POW5[i]
    pid = _TABLE_IDS[index]
    if pid == 255:
        raise ValueError(f"impossible suit pattern {list(key)}")
    return _TABLE_PROFILES[pid]


def _suit_id(key: bytes) -> int:
    """The interned chow profile id of a suit pattern."""
    i = _SUIT.get(key)
    if i is None:
        if len(_SUIT) >= _LIMIT:
            _SUIT.clear()
            _CHANGES.clear()
        i = _SUIT[key] = _intern(_chow_profile(key))
    return i


def _combine(a: int, b: int) -> int:
    key = a << 16 | b
    i = _COMBINED.get(key)
    if i is None:
        va, vb = _PROFILES[a], _PROFILES[b]
        out = [FAR] * 10
        for x, y, s in _SLOT_SUMS:
            v = va[x] + vb[y]
            if v < out[s]:
                out[s] = v
        i = _intern(tuple(out))
        if len(_COMBINED) >= _LIMIT:
            _COMBINED.clear()
        _COMBINED[key] = i
    return i


def _honour_id(bb: Sequence[int], pair_kinds: Sequence[int]) -> int:
    pair = 2
    for k in pair_kinds:
        need = 2 - min(bb[k], 2)
        if need < pair:
            pair = need
    return _intern((0, pair) + (FAR,) * 8)


def chow_gap(b: Sequence[int], slots: int, pair_kinds: Sequence[int]) -> int:
    """Tiles to add for ``slots`` chows and a pair, the pair from a suit or from one of
    ``pair_kinds`` (honours outside them are not used).

    >>> from zhuji_desktop.engine.tiles import counts_from_text
    >>> chow_gap(counts_from_text("123m456p789s22z5z"), 4, [28]), chow_gap(bytes(34), 1, [])
    (3, 5)
    """
    bb = bytes(b)
    x = _combine(_suit_id(bb[0:9]), _suit_id(bb[9:18]))
    y = _combine(_suit_id(bb[18:27]), _honour_id(bb, pair_kinds))
    return _PROFILES[_combine(x, y)][2 * slots + 1]


def chow_discards(b: Sequence[int], slots: int, pair_kinds: Sequence[int]) -> dict[int, int]:
    """``chow_gap`` after one tile of each kind held leaves the hand (only its group is
    re-read)."""
    return chow_changes(b, slots, pair_kinds, -1)


def chow_changes(
    b: Sequence[int], slots: int, pair_kinds: Sequence[int], delta: int
) -> dict[int, int]:
    """``chow_gap`` after one tile of each kind leaves (``delta`` -1: kinds held) or joins
    (+1: suit kinds and ``pair_kinds`` below four) the hand."""
    bb = bytes(b)
    keys = (bb[0:9], bb[9:18], bb[18:27])
    i0, i1, i2 = _suit_id(keys[0]), _suit_id(keys[1]), _suit_id(keys[2])
    ih = _honour_id(bb, pair_kinds)
    x, y = _combine(i0, i1), _combine(i2, ih)
    at = 2 * slots + 1
    out: dict[int, int] = {}
    profiles, combine = _PROFILES, _combine
    for r, nid in enumerate(_suit_changes(keys[0], delta)):
        if nid >= 0:
            out[r] = profiles[combine(combine(nid, i1), y)][at]
    for r, nid in enumerate(_suit_changes(keys[1], delta)):
        if nid >= 0:
            out[9 + r] = profiles[combine(combine(i0, nid), y)][at]
    for r, nid in enumerate(_suit_changes(keys[2], delta)):
        if nid >= 0:
            out[18 + r] = profiles[combine(x, combine(nid, ih))][at]
    hb = bytearray(bb)
    for k in pair_kinds:
        if (delta < 0 and hb[k]) or (delta > 0 and hb[k] < 4):
            hb[k] += delta
            out[k] = profiles[combine(x, combine(i2, _honour_id(hb, pair_kinds)))][at]
            hb[k] -= delta
    return out


_CHANGES: dict[tuple[bytes, int], tuple[int, ...]] = {}


def _suit_changes(key: bytes, delta: int) -> tuple[int, ...]:
    """Chow profile ids of a suit pattern after one tile of each rank leaves or joins it
    (-1 where that cannot be)."""
    out = _CHANGES.get((key, delta))
    if out is None:
        ids = []
        k = bytearray(key)
        for i, n in enumerate(key):
            if (delta < 0 and not n) or (delta > 0 and (n >= 4 or sum(key) >= 14)):
                ids.append(-1)
                continue
            k[i] += delta
            ids.append(_suit_id(bytes(k)))
            k[i] -= delta
        out = tuple(ids)
        if len(_CHANGES) >= _LIMIT:
            _CHANGES.clear()
        _CHANGES[(key, delta)] = out
    return out


def _main(argv: Sequence[str]) -> int:
    """``--generate`` writes ``_chow_tables.py``; ``--check`` compares it with a regeneration."""
    from pathlib import Path

    path = Path(__file__).with_name("_chow_tables.py")
    if argv[:1] == ["--generate"]:
        path.write_text(generate_table_source(), encoding="utf-8")
        print(f"wrote {path}")
        return 0
    if argv[:1] == ["--check"]:
        _load_table()
        ids, profiles = _table_sections()
        same = ids == _TABLE_IDS and profiles == _TABLE_PROFILES
        print("table is up to date" if same else "table differs from a regeneration")
        return 0 if same else 1
    print("usage: python -m zhuji_desktop.ai.search.plans --generate | --check")
    return 2


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
