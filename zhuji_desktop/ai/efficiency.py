"""Tile efficiency under plans: which discard keeps the hand closest to a hand that scores.

For each plan (see ``tai_plan``) a ``PlanEval`` holds the hand's group cuts once and answers
"tiles needed if I drop this tile and draw that one" by re-cutting only the changed groups.
``analyse`` ranks the discards: fewest tiles needed under any plan first, then the most
useful tiles still unseen (有效牌), counting a tile useful if it brings *any* of the best
plans closer.

>>> from zhuji_desktop.engine.tiles import counts_from_text, parse_one
>>> info = HandInfo(seat=1, counts=tuple(counts_from_text("123m456m789m1122z5p")), wilds=0,
...                 melds=(), wild_kinds=frozenset({4}), minimum=1)
>>> best = analyse(info)[0]
>>> best.tile == parse_one("5p"), best.needed, best.accept
(True, 1, 12)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..engine import tiles
from ..engine.tiles import NUM_KINDS
from .shape import Entry, Target, best_gain, best_table, group_keys, merge
from .tai_plan import ANY_PLAN, HandInfo, Plan, plans_for, plans_signature

WILD = -1  # "a wild tile" in what-if changes


class PlanEval:
    """Tiles needed for one plan on one hand, with quick what-ifs of a few tile changes.

    >>> from zhuji_desktop.engine.tiles import counts_from_text, parse_one
    >>> from .tai_plan import ANY_PLAN
    >>> ev = PlanEval(ANY_PLAN, counts_from_text("123m456p789s1122z"), 0, 0)
    >>> ev.needed, ev.what_if(adds=(parse_one("1z"),))
    (1, 0)
    """

    __slots__ = (
        "_after",
        "_tables",
        "allowed",
        "counts",
        "entries",
        "gain",
        "keys",
        "needed",
        "plan",
        "reserved",
        "slots",
        "slots_all",
        "target",
        "wilds",
    )

    def __init__(self, plan: Plan, counts: Sequence[int], wilds: int, melds: int) -> None:
        self.plan = plan
        self.target = t = plan.target
        self.counts = counts
        self.wilds = wilds if t.use_wilds else 0
        self.keys = group_keys(counts)
        self.entries = [t.group_entries(g, self.keys[g]) for g in range(4)]
        self.slots_all = 4 - melds
        self.slots = self.slots_all - len(t.pungs)
        self.allowed = t.allowed(counts)
        self.reserved = sum(min(counts[k], 3) for k in t.pungs)
        self._tables: dict[tuple[int, ...], tuple[Entry, ...]] = {}
        self._after: dict[int | None, tuple] = {}
        self.gain = self._gain_with({})
        self.needed = self._finish(self.allowed, self.reserved, self.wilds, self.gain)

    def _finish(self, allowed: int, reserved: int, wilds: int, gain: int) -> int:
        if self.slots < 0:
            return 99
        value = min(allowed, self.slots + 1 + gain) + reserved
        return max(0, 3 * self.slots_all + 2 - value - wilds)

    def _merged(self, excluded: tuple[int, ...]) -> tuple[Entry, ...]:
        """The cuts of every group but the excluded ones, together (memoised)."""
        m = self._tables.get(excluded)
        if m is None:
            m = ((0, 0, 0),)
            for g in range(4):
                if g not in excluded:
                    m = merge(m, self.entries[g], self.slots)
            self._tables[excluded] = m
        return m

    def _table(self, excluded: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return best_table(self._merged(excluded), self.slots)

    def after(self, c: int | None) -> tuple:
        """The state after discarding ``c`` (a kind, ``WILD``, or None for no discard):
        (tiles needed, changed group or -1, its key, its cuts, allowed, reserved, gain)."""
        hit = self._after.get(c)
        if hit is not None:
            return hit
        t, slots = self.target, self.slots
        wilds, allowed, reserved = self.wilds, self.allowed, self.reserved
        gc, key_c = -1, None
        if c == WILD:
            wilds -= 1 if t.use_wilds else 0
        elif c is not None:
            g = c // 9 if c < 27 else 3  # tiles.suit_of, inlined: it runs per tile per plan
            if t.groups >> g & 1:
                if c in t.pungs:
                    reserved += min(self.counts[c] - 1, 3) - min(self.counts[c], 3)
                elif g == 3 and not t.honour_usable(c - 27):
                    pass  # an honour 平胡 cannot use: pure junk
                else:
                    allowed -= 1
                    kc = list(self.keys[g])
                    kc[c - 9 * g if g < 3 else c - 27] -= 1
                    gc, key_c = g, tuple(kc)
        entries_c: tuple[Entry, ...] = ()
        if slots < 0:
            gain = 0
        elif gc < 0:
            gain = self.gain
        else:
            assert key_c is not None  # a changed group comes with its new key
            entries_c = t.group_entries(gc, key_c)
            gain = best_gain(entries_c, self._table((gc,)), slots)
        need = self._finish(allowed, reserved, wilds, gain)
        hit = self._after[c] = (need, gc, key_c, entries_c, allowed, reserved, gain)
        return hit

    def need_after(self, c: int | None) -> int:
        """Tiles needed after discarding ``c``."""
        return self.after(c)[0]

    def useful_after(self, c: int | None) -> tuple[int, frozenset[int], bool]:
        """After discarding ``c`` (a kind, ``WILD`` or None): tiles needed, the natural kinds
        whose draw would bring this plan closer, and whether a wild would."""
        t, slots = self.target, self.slots
        need, gc, key_c, entries_c, allowed, _reserved, gain = self.after(c)
        if need == 0 or slots < 0:
            return need, frozenset(), False
        useful: set[int] = set()
        for k in t.pungs:
            if self.counts[k] - (k == c) < 3:
                useful.add(k)
        capped = allowed < slots + 1 + gain
        for g in range(4):
            if not t.groups >> g & 1:
                continue
            base = 9 * g if g < 3 else 27
            if capped:
                if g < 3:
                    useful.update(range(base, base + 9))
                else:
                    useful.update(
                        27 + i for i in range(7) if t.honour_usable(i) and 27 + i not in t.pungs
                    )
                continue
            if g == gc:
                key, table = key_c, self._table((gc,))
            else:
                key = self.keys[g]
                others = self._merged(tuple(sorted({g, gc} - {-1})))
                if gc >= 0:
                    others = merge(others, entries_c, slots)
                table = best_table(others, slots)
            useful.update(base + i for i in group_useful(t, g, key, table, slots))
        return need, frozenset(useful), t.use_wilds

    def _gain_with(self, changed: dict[int, tuple[int, ...]]) -> int:
        """Best gain when the groups in ``changed`` have new keys."""
        if self.slots < 0:
            return 0
        groups = tuple(sorted(changed))
        if not groups:
            return self._table(())[1][self.slots]
        new = [self.target.group_entries(g, changed[g]) for g in groups]
        merged = new[0]
        for extra in new[1:]:
            merged = merge(merged, extra, self.slots)
        return best_gain(merged, self._table(groups), self.slots)

    def what_if(self, removes: Iterable[int] = (), adds: Iterable[int] = ()) -> int:
        """Tiles needed after taking out ``removes`` and putting in ``adds`` (``WILD`` for a
        wild tile)."""
        t = self.target
        wilds, allowed, reserved = self.wilds, self.allowed, self.reserved
        delta: dict[int, int] = {}
        for k, d in [(k, -1) for k in removes] + [(k, 1) for k in adds]:
            if k == WILD:
                if t.use_wilds:
                    wilds += d
                continue
            delta[k] = delta.get(k, 0) + d
        changed: dict[int, list[int]] = {}
        for k, d in delta.items():
            if not d:
                continue
            g = k // 9 if k < 27 else 3  # tiles.suit_of, inlined (as above)
            if not t.groups >> g & 1:
                continue
            if k in t.pungs:
                reserved += min(self.counts[k] + d, 3) - min(self.counts[k], 3)
                continue
            if g == 3 and not t.honour_usable(k - 27):
                continue
            allowed += d
            key = changed.get(g)
            if key is None:
                key = changed[g] = list(self.keys[g])
            key[k - 9 * g if g < 3 else k - 27] += d
        gain = self._gain_with({g: tuple(v) for g, v in changed.items()}) if changed else self.gain
        return self._finish(allowed, reserved, wilds, gain)

    def near_kinds(self) -> set[int]:
        """Natural kinds whose draw could help this plan: neighbours of held tiles (or any
        allowed kind when the hand is short of allowed tiles), and the reserved pungs."""
        t, c = self.target, self.counts
        # short of allowed tiles (even after two leave): then any allowed tile helps
        capped = self.allowed - 2 < self.slots + 1 + self.gain
        out: set[int] = set(t.pungs)
        for g in range(4):
            if not t.groups >> g & 1:
                continue
            lo, hi = (9 * g, 9 * g + 9) if g < 3 else (27, 34)
            if capped:
                out.update(range(lo, hi))
                continue
            for k in range(lo, hi):
                if c[k]:
                    if g < 3:
                        out.update(range(max(lo, k - 2), min(hi, k + 3)))
                    else:
                        out.add(k)
        return out


@lru_cache(maxsize=1 << 15)  # bounded: about 5 MB when full
def group_useful(
    target: Target, g: int, key: tuple[int, ...], table: tuple, slots: int
) -> tuple[int, ...]:
    """Positions in group ``g`` whose extra tile raises the best gain beside ``table``."""
    base = best_gain(target.group_entries(g, key), table, slots)
    out = []
    for i, n in enumerate(key):
        if n >= 4:
            continue
        # a tile with no held tile within two of it (same kind for honours) only adds a
        # single, which never raises the gain
        if not (n if g == 3 else any(key[max(0, i - 2) : i + 3])):
            continue
        k = list(key)
        k[i] += 1
        if best_gain(target.group_entries(g, tuple(k)), table, slots) > base:
            out.append(i)
    return tuple(out)


@dataclass(frozen=True)
class DiscardOption:
    """One discard and what it leaves: tiles needed, useful tiles unseen, the best plan."""

    tile: int
    needed: int
    accept: int
    plan: Plan
    useful: tuple[int, ...] = ()


def make_evals(info: HandInfo, plans: Sequence[Plan] | None = None) -> list[PlanEval]:
    """A ``PlanEval`` per plan of ``info`` (its own plans by default)."""
    plans = plans_for(info) if plans is None else plans
    return [PlanEval(p, info.counts, info.wilds, len(info.melds)) for p in plans]


def hand_needed(evals: Sequence[PlanEval]) -> int:
    """The fewest tiles needed under any plan (99 when no plan is possible)."""
    return min((e.needed for e in evals), default=99)


def acceptance(
    info: HandInfo, evals: Sequence[PlanEval], removes: tuple[int, ...], target: int
) -> tuple[int, tuple[int, ...]]:
    """Unseen tiles that bring some plan below ``target`` tiles needed after ``removes``.

    Returns (count of unseen useful tiles, the useful kinds; ``WILD`` stands for wilds).
    """
    if len(removes) <= 1:
        return _acceptance_fast(info, evals, removes[0] if removes else None, target)
    return _acceptance_slow(info, evals, removes, target)


def useful_kinds(evals: Sequence[PlanEval], c: int | None = None) -> tuple[int, frozenset[int]]:
    """Tiles needed after discarding ``c`` (None: as the hand is) under the best plans, and
    every natural kind whose draw would bring one of them closer (unseen or not)."""
    target, kinds, _wild = draws_toward(evals, c)
    return target, kinds


def draws_toward(
    evals: Sequence[PlanEval], c: int | None = None
) -> tuple[int, frozenset[int], bool]:
    """``useful_kinds``, and whether drawing a wild would bring one of the best plans
    closer (99 tiles needed and nothing useful when no plan is left)."""
    target = min((e.need_after(c) for e in evals), default=99)
    kinds: set[int] = set()
    wild = False
    for e in evals:
        need, useful, helps = e.useful_after(c)
        if need == target:
            kinds |= useful
            wild = wild or helps
    return target, frozenset(kinds), wild


_STATE_CACHE: dict[tuple, tuple[int, frozenset[int]]] = {}


def hand_state(info: HandInfo) -> tuple[int, frozenset[int]]:
    """``useful_kinds`` of a waiting hand, memoised: a hand is asked about again and again
    while the other seats discard, and the answer does not depend on what is unseen."""
    key = (
        info.seat,
        info.counts,
        info.wilds,
        tuple((m.type, m.tiles, m.kind) for m in info.melds),
        info.wild_kinds,
        info.minimum,
        plans_signature(info),
    )
    hit = _STATE_CACHE.get(key)
    if hit is None:
        if len(_STATE_CACHE) > 5_000:  # bounded memory in long sessions
            _STATE_CACHE.clear()
        hit = _STATE_CACHE[key] = useful_kinds(make_evals(info) or make_evals(info, [ANY_PLAN]))
    return hit


def _acceptance_fast(
    info: HandInfo, evals: Sequence[PlanEval], c: int | None, target: int
) -> tuple[int, tuple[int, ...]]:
    kinds: set[int] = set()
    wild = False
    for e in evals:
        need, useful, w = e.useful_after(c)
        if need == target:
            kinds |= useful
            wild = wild or w
    out = sorted(k for k in kinds if k not in info.wild_kinds and info.unseen[k] > 0)
    total = sum(info.unseen[k] for k in out)
    wild_unseen = sum(info.unseen[k] for k in info.wild_kinds)
    if wild and wild_unseen and target > 0:
        out.append(WILD)
        total += wild_unseen
    return total, tuple(out)


def _acceptance_slow(
    info: HandInfo, evals: Sequence[PlanEval], removes: tuple[int, ...], target: int
) -> tuple[int, tuple[int, ...]]:
    live = [e for e in evals if e.what_if(removes) == target]
    useful: list[int] = []
    total = 0
    kinds: set[int] = set()
    for e in live:
        kinds |= e.near_kinds()
    for k in sorted(kinds):
        if k in info.wild_kinds or info.unseen[k] <= 0:
            continue
        if any(e.what_if(removes, (k,)) < target for e in live):
            useful.append(k)
            total += info.unseen[k]
    wild_unseen = sum(info.unseen[k] for k in info.wild_kinds)
    if wild_unseen and any(e.what_if(removes, (WILD,)) < target for e in live):
        useful.append(WILD)
        total += wild_unseen
    return total, tuple(useful)


def discard_kinds(info: HandInfo) -> list[int]:
    """The distinct tiles the hand could discard (one wild face stands for all)."""
    out = [k for k in range(NUM_KINDS) if info.counts[k]]
    return out


def analyse(info: HandInfo, evals: Sequence[PlanEval] | None = None) -> list[DiscardOption]:
    """Every natural discard (and the wild, as ``WILD``) ranked best first.

    Only the discards that keep the fewest tiles needed get their useful tiles counted; the
    rest are ranked by tiles needed alone (they are worse whatever their useful tiles).
    """
    evals = make_evals(info) if evals is None else evals
    if not evals:
        return []
    # A discard never brings a plan closer, so plans already behind the best cannot matter.
    low_now = hand_needed(evals)
    evals = [e for e in evals if e.needed == low_now]
    cands = discard_kinds(info) + ([WILD] if info.wilds else [])
    scored: list[tuple[int, int, PlanEval]] = []
    for c in cands:
        best_n, best_e = 99, evals[0]
        for e in evals:
            n = e.need_after(c)
            if n < best_n or (n == best_n and e.plan.tai > best_e.plan.tai):
                best_n, best_e = n, e
        scored.append((c, best_n, best_e))
    low = min(n for _, n, _ in scored)
    out: list[DiscardOption] = []
    for c, n, e in scored:
        if n == low:
            acc, useful = acceptance(info, evals, (c,), n)
            out.append(DiscardOption(c, n, acc, e.plan, useful))
        else:
            out.append(DiscardOption(c, n, 0, e.plan))
    out.sort(
        key=lambda o: (o.needed, -o.accept, o.tile == WILD, -o.plan.tai, _isolation(info, o.tile))
    )
    return out


def _isolation(info: HandInfo, tile: int) -> int:
    """Tie-break: prefer dropping honours and edge tiles with no neighbours (lower = drop)."""
    if tile == WILD:
        return 9
    if tile >= 27:
        return 0 if info.counts[tile] == 1 else 5
    r = tile % 9
    near = sum(
        info.counts[k]
        for k in range(max(tile - r, tile - 2), min(tile - r + 9, tile + 3))
        if k != tile
    )
    edge = min(r, 8 - r)
    return 1 + near * 2 + min(edge, 2)


def tile_name(tile: int) -> str:
    """``九筒``; ``财神`` for a wild."""
    return "财神" if tile == WILD else tiles.NAMES_ZH[tile]
