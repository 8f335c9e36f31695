"""A fast policy that plays a ``Playout`` to its end: the expert's model of the table.

Every seat plays the same simple, quick game, a lighter *normal*:

* win whenever the rules allow it (天胡, 自摸, on a discard, robbing a kong);
* discard toward the closest hand that reaches the seat's 台 minimum: the plans of
  ``tai_plan`` (平胡, 对对胡, 混一色, honour pungs, 无财 … and their combinations), each
  scored in tiles still needed; ties go to the plan worth more, then to the least connected
  tile, then to chance;
* claim a pung, chow or kong when it brings the hand closer (a pung of a scoring honour
  counts as closer: the plan that needs it gets it), and a kong of natural tiles also when
  it leaves the hand no farther (it earns a draw; a wild locked in a kong would not);
* declare a concealed or added kong of natural tiles when it leaves the hand no farther;
* a seat given a floor (``floors``: the expert's 包家 weighing a richer hand) plays for the
  plans worth that many 台 while the closest of them is at most a tile farther than its
  closest plan, and for its closest plans from then on.

Plans are scored with tables (``plans``). Nothing here looks at another seat's tiles: a seat
decides from its own hand and the tiles all have seen.

>>> import random
>>> from zhuji_desktop.engine.state import HandState
>>> from zhuji_desktop.engine.actions import Action
>>> from zhuji_desktop.engine.playout import Playout
>>> h = HandState.deal(seed=3)
>>> for a in ("E bid 2", "S pass", "W pass", "N pass", "E wild 5z"):
...     h.apply(Action.parse(a))
>>> p = Playout.from_state(h)
>>> Rollout(random.Random(1)).run(p)
>>> p.ended, sum(p.deltas)
(True, 0)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.actions import Action, Verb
from ...engine.claims import dead_discard, make_claim_meld
from ...engine.melds import Meld, MeldType
from ...engine.playout import CAN_CHOW, CAN_KONG, CAN_PUNG, CAN_WIN, CLAIM, ROB, Playout
from ...engine.tai import WinContext
from ...engine.tiles import NUM_KINDS
from ..tai_plan import ANY_PLAN, HandInfo, plans_for
from .plans import FAR, PlanScore, compile_plan

WIDEST = 3  # equally close discards whose useful tiles are counted
# How often a seat about to give the 包家 its winning tile keeps it back (if that costs at
# most a tile): the playouts' model of how the three stop a ready 包家. Set so that the 包家
# wins about as often, and is paid about as much, in playouts as among hard players as they
# play now (`bench/bench_expert.py --defend --deals 1200` for the wins; `--outcomes --deals
# 600 --rate R` for the 包家's mean result and how hands end): hard players 56.7% and +37.4;
# never keeping it back 57.7% and +39.6; a quarter of the time 55.9% and +38.2; half the
# time 53.3% and +36.7 (the value until stop 31, set when hard's 包家 won 51.5%: hard has
# since stopped locking wilds in kongs and names its wilds better). A quarter is within
# a point of both; never would overpay the 包家 by two. How the 包家 wins, hard players v
# playouts: by self-draw 17.7% v 18.1% (never), 20.4% (a quarter), 23.2% (half); on a
# discard 39.3% v 40.8%, 35.2%, 29.9%: the all-seeing hold-back turns deal-ins into
# self-draws, which cost the three about as much. Holding back by hard's reading instead
# (`defence.danger`, when hard would fear the 包家) did not hold the 包家 back at all. Hard's
# three stop the 包家 by speed more than by reading, so the reading model stays out.
DEFEND = 0.25
# 翻麻将 has no 包家: there a seat holds back any seat's winning tile this often (the rate
# every seat had before stop 31; the recalibration above was measured on 包麻将 alone).
FAN_DEFEND = 0.5
FAR_FROM_READY = 2  # beyond this many tiles needed, ties go to the loosest tile


def hand_info(p: Playout, seat: int, nat: list[int], w: int, seen: Sequence[int]) -> HandInfo:
    """What ``tai_plan`` needs of a seat in a playout (unseen = not in its hand nor seen)."""
    return HandInfo(
        seat=seat,
        counts=tuple(nat),
        wilds=w,
        melds=tuple(p.melds[seat]),
        wild_kinds=p.wild_kinds,
        minimum=p.minimums[seat],
        rules=p.rules,
        unseen=_unseen(seen, p.hands[seat]),
    )


def _unseen(seen: Sequence[int], hand: Sequence[int]) -> tuple[int, ...]:
    """Copies of each kind neither seen nor in the hand (a list comprehension: this runs on
    every decision of every playout, three times faster than ``max`` in a generator)."""
    return tuple([4 - s - h if s + h < 4 else 0 for s, h in zip(seen, hand)])


def scores_for(info: HandInfo, extra: int = 0) -> list[PlanScore]:
    """The seat's plans that are closest now (plans behind them cannot give the best
    discard: a discard never brings a plan closer). 平胡 and 对对胡 plans are first scored by
    a cheap lower bound, and exactly only when that bound is among the closest. ``extra``:
    the plans reaching that many 台 above the minimum (none: an empty list)."""
    plans = plans_for(info, extra) if extra else plans_for(info) or [ANY_PLAN]
    if not plans:
        return []
    melds = len(info.melds)
    scored = [PlanScore(compile_plan(pl), info.counts, info.wilds, melds, True) for pl in plans]
    low = min(s.now for s in scored if s.exact) if any(s.exact for s in scored) else FAR
    for s in sorted(scored, key=lambda s: s.now):
        if not s.exact and s.now <= low:
            s.refine()
            low = min(low, s.now)
    return [s for s in scored if s.exact and s.now == low]


def isolation(nat: Sequence[int], k: int) -> int:
    """How connected tile ``k`` is in the hand (lower = a better discard)."""
    if k >= 27:
        return 0 if nat[k] == 1 else 6
    r = k % 9
    near = 0
    for j in range(max(k - r, k - 2), min(k - r + 9, k + 3)):
        if j != k:
            near += nat[j]
    return 1 + 2 * near + min(r, 8 - r, 2) + 3 * (nat[k] - 1)


class Rollout:
    """Plays every seat of a ``Playout`` with the fast policy (see the module text).

    ``seen`` counts the tiles every seat has seen (discards and melds); it is updated as the
    playout goes. ``noise`` is the chance of breaking a tie at random rather than by
    connectedness.
    """

    def __init__(
        self,
        rng: random.Random,
        seen: Sequence[int] | None = None,
        defend: float | None = None,
        floors: dict[int, int] | None = None,
    ) -> None:
        self.rng = rng
        # per seat: the 台 its plans must be worth while such a plan stays within a tile of
        # its closest (a 包家 playing for a richer hand; see ``ExpertPlayer``)
        self.floors = dict(floors) if floors else {}
        self.defend = defend  # None: DEFEND, or FAN_DEFEND in a hand with no 包家
        self.seen = list(seen) if seen is not None else [0] * NUM_KINDS
        # per seat: the kinds (and -1 for a wild) that would bring its waiting hand closer,
        # set when it discards; None: not known (worked out when a claim needs it)
        self.wanted: list[frozenset[int] | tuple | None] = [None, None, None, None]
        self._fresh = -1  # the seat whose ``wanted`` the policy has just set

    def scores(self, info: HandInfo, what_if: bool = False) -> list[PlanScore]:
        """``scores_for`` the seat, under its floor while a plan worth that much stays
        within a tile of the closest plan. Once it falls behind on the seat's own hand, the
        floor is dropped; not on a hand it only weighs (``what_if``: after a claim)."""
        closest = scores_for(info)
        extra = self.floors.get(info.seat, 0) - info.minimum
        if extra <= 0:
            return closest
        rich = scores_for(info, extra)
        if rich and rich[0].now <= closest[0].now + 1:
            return rich
        if not what_if:
            del self.floors[info.seat]
        return closest

    def run(self, p: Playout, max_steps: int = 1000) -> None:
        """Play ``p`` to its end."""
        for _ in range(max_steps):
            if p.ended:
                return
            acting = p.to_act()
            if p.step == CLAIM or p.step == ROB:
                tile = p.window_tile
                for seat in acting:
                    self.apply(p, self.claim(p, seat), tile)
            else:
                self.apply(p, self.turn(p, acting[0]), None)
        raise RuntimeError("a playout did not end")  # pragma: no cover - cannot happen

    def apply(self, p: Playout, action: Action, window_tile: int | None) -> None:
        """Apply ``action`` and count the tiles it shows."""
        seen = self.seen
        verb = action.verb
        if verb is not Verb.PASS and self._fresh != action.seat:
            self.wanted[action.seat] = None  # its hand changed in a way the policy did not see
        self._fresh = -1
        if verb is Verb.DISCARD:
            seen[action.tiles[0]] += 1
        elif verb in (Verb.PUNG, Verb.CHOW, Verb.KONG, Verb.CKONG):
            for t in action.tiles:
                seen[t] += 1
        elif verb is Verb.ADDKONG:
            seen[action.tiles[0]] += 1
        p.apply(action)

    # --- decisions --------------------------------------------------------------------------

    def turn(self, p: Playout, seat: int) -> Action:
        """The turn seat's action: win, a kong, or the best discard."""
        if p.step != "after_claim" and p.can_win_with(seat, None, p.turn_context(seat)):
            return Action(seat, Verb.WIN)
        nat, w = p.split(seat)
        info = hand_info(p, seat, nat, w, self.seen)
        scores = self.scores(info)
        choice, need = self.best_discard(p, seat, nat, w, scores)
        if p.step != "after_claim" and not p.last_tile_drawn():
            kong = self.kong(p, seat, nat, w, need)
            if kong is not None:
                return kong
        k = choice.tiles[0]
        self.wanted[seat] = (scores, -1 if k in p.wild_kinds else k, need)  # worked out lazily
        self._fresh = seat
        return choice

    def best_discard(
        self, p: Playout, seat: int, nat: list[int], w: int, scores: list[PlanScore]
    ) -> tuple[Action, int]:
        """The discard leaving the fewest tiles needed under the seat's closest plans; ties
        to the plan worth more, then to the least connected tile, then to chance."""
        need = [FAR] * NUM_KINDS
        worth = [0] * NUM_KINDS
        wild_need, wild_worth = FAR, 0
        for s in scores:
            tai = s.fp.plan.tai
            after, aw = s.after()
            for k in range(NUM_KINDS):
                v = after[k]
                if v < need[k] or (v == need[k] and tai > worth[k]):
                    need[k], worth[k] = v, tai
            if aw < wild_need or (aw == wild_need and tai > wild_worth):
                wild_need, wild_worth = aw, tai
        banned = p.chow_banned if p.step == "after_claim" else ()
        hand, wild = p.hands[seat], p.wild_kinds
        best_key: tuple[int, int] = (FAR + 1, 0)
        best: list[int] = []
        for k in range(NUM_KINDS):
            if not hand[k] or k in banned:
                continue
            key = (wild_need, 0) if k in wild else (need[k], 0)
            if key < best_key:
                best_key, best = key, [k]
            elif key == best_key:
                best.append(k)
        if len(best) > 1 and best_key[0] > FAR_FROM_READY:  # far off: the loosest tile
            best.sort(key=lambda k: (k in wild, isolation(nat, k)))
            lowest = isolation(nat, best[0])
            best = [k for k in best if k not in wild and isolation(nat, k) == lowest] or best
        if len(best) > 1:
            if len(best) > WIDEST:  # the least connected few are the likely discards
                best.sort(key=lambda k: (k in wild, isolation(nat, k)))
                best = best[:WIDEST]
            self._worth = {k: (wild_worth if k in wild else worth[k]) for k in best}
            best = self.widest(p, seat, nat, scores, best, best_key[0])
        k = best[0] if len(best) == 1 else self.rng.choice(best)
        if self._feeds(p, seat, k):
            k = self._safer(p, seat, need, wild_need, best_key[0], k)
        return Action(seat, Verb.DISCARD, (k,)), best_key[0]

    @staticmethod
    def _threats(p: Playout, seat: int) -> tuple[int, ...]:
        """Whose win on a discard ``seat`` fears: the 包家's (the others pay it little), or
        in 翻麻将, where the discarder pays double, anyone's (docs/rules.md §9, §12)."""
        if p.bao is None:
            return tuple(s for s in range(4) if s != seat)
        return () if seat == p.bao else (p.bao,)

    def _wins_on(self, p: Playout, seat: int, tile: int) -> bool:
        """Would a seat ``seat`` fears win on ``tile``?"""
        if dead_discard(tile, p.wild_kinds, p.rules):
            return False
        for s in self._threats(p, seat):
            if tile not in p.no_win[s]:
                ctx = WinContext(seat=s, wild_kinds=p.wild_kinds)
                if p.can_win_with(s, tile, ctx):
                    return True
        return False

    def _feeds(self, p: Playout, seat: int, tile: int) -> bool:
        """Would this discard feed a feared win? (The playout knows; a careful player often
        guesses right: see ``defend``.)"""
        rate = self.defend
        if rate is None:
            rate = FAN_DEFEND if p.bao is None else DEFEND
        if not rate or self.rng.random() >= rate:
            return False
        return self._wins_on(p, seat, tile)

    def _safer(
        self, p: Playout, seat: int, need: list[int], wild_need: int, low: int, k: int
    ) -> int:
        """The closest discard no feared seat can win on, if it costs at most one tile."""
        hand, wild = p.hands[seat], p.wild_kinds
        banned = p.chow_banned if p.step == "after_claim" else ()
        ranked = sorted(
            (wild_need if t in wild else need[t], t)
            for t in range(NUM_KINDS)
            if hand[t] and t not in banned and t != k
        )
        for n, t in ranked:
            if n > low + 1:
                break
            if not self._wins_on(p, seat, t):
                return t
        return k

    def widest(
        self,
        p: Playout,
        seat: int,
        nat: list[int],
        scores: list[PlanScore],
        cands: list[int],
        need: int,
    ) -> list[int]:
        """Of equally close discards, those leaving the most useful tiles unseen (a wild is
        kept unless nothing else is as good), then the least connected."""
        seen, hand, wild = self.seen, p.hands[seat], p.wild_kinds
        unseen = _unseen(seen, hand)
        wild_unseen = sum(unseen[k] for k in wild)
        best_key: tuple = (-1,)
        best: list[int] = []
        worth_of = self._worth
        for k in cands:
            c = -1 if k in wild else k
            useful: set[int] = set()
            wild_helps = False
            for s in scores:
                after = s.after()
                if (after[1] if c < 0 else after[0][c]) != need:
                    continue
                kinds, w = s.useful(c, need)
                useful.update(kinds)
                wild_helps = wild_helps or w
            accept = sum(unseen[j] for j in useful if j not in wild)
            accept += wild_unseen if wild_helps else 0
            key = (accept, c >= 0, worth_of[k], -isolation(nat, k))
            if key > best_key:
                best_key, best = key, [k]
            elif key == best_key:
                best.append(k)
        return best

    def kong(self, p: Playout, seat: int, nat: list[int], w: int, need: int) -> Action | None:
        """A natural concealed or added kong that leaves the hand no farther."""
        melds = p.melds[seat]
        for k in range(NUM_KINDS):
            if nat[k] == 4:
                after = nat[:]
                after[k] = 0
                meld = Meld(MeldType.CKONG, (k,) * 4, kind=k)
                if self._need(p, seat, after, w, (*melds, meld)) <= need:
                    return Action(seat, Verb.CKONG, (k,) * 4)
        for m in melds:
            if m.type is MeldType.PUNG and nat[m.kind]:
                after = nat[:]
                after[m.kind] -= 1
                if self._need(p, seat, after, w, tuple(melds)) <= need:
                    return Action(seat, Verb.ADDKONG, (m.kind,))
        return None

    def _info(
        self, p: Playout, seat: int, nat: list[int], w: int, melds: tuple[Meld, ...]
    ) -> HandInfo:
        """A seat's hand as ``tai_plan`` reads it, with ``nat``, ``w`` and ``melds`` in place
        of its own (a claim or kong being weighed); unseen = not in that hand nor seen."""
        return HandInfo(
            seat=seat,
            counts=tuple(nat),
            wilds=w,
            melds=melds,
            wild_kinds=p.wild_kinds,
            minimum=p.minimums[seat],
            rules=p.rules,
            unseen=_unseen(self.seen, nat),
        )

    def _need(self, p: Playout, seat: int, nat: list[int], w: int, melds: tuple[Meld, ...]) -> int:
        """Tiles needed by a 3k+1 hand under its own plans."""
        info = self._info(p, seat, nat, w, melds)
        return min(s.now for s in self.scores(info, what_if=True))

    def claim(self, p: Playout, seat: int) -> Action:
        """A window seat's decision: win, the claim that brings the hand closest (a kong
        when it leaves the hand no farther), or pass."""
        flags = p.options[seat]
        if flags & CAN_WIN:
            return Action(seat, Verb.WIN)
        tile = p.window_tile
        passing = Action(seat, Verb.PASS)
        if p.step == ROB or tile in p.wild_kinds:
            return passing
        nat, w = p.split(seat)
        face = next((k for k in p.wild_list if p.hands[seat][k]), -1)  # a wild to use
        options: list[tuple[Verb, tuple[int, ...]]] = []
        if flags & CAN_KONG:
            if nat[tile] >= 3:
                options.append((Verb.KONG, (tile,) * 3))
            elif nat[tile] == 2 and w:
                options.append((Verb.KONG, (tile, tile, face)))
        if flags & CAN_PUNG:
            if nat[tile] >= 2:
                options.append((Verb.PUNG, (tile, tile)))
            elif nat[tile] == 1 and w:
                options.append((Verb.PUNG, (tile, face)))
        if flags & CAN_CHOW:
            options += [(Verb.CHOW, pair) for pair in _chows(nat, tile, face)]
        if not options:
            return passing
        wanted = self.wanted[seat]
        if wanted is None:
            info = hand_info(p, seat, nat, w, self.seen)
            scores = self.scores(info)
            wanted = self.wanted[seat] = _wanted(scores, None, min(s.now for s in scores))
        elif isinstance(wanted, tuple):
            wanted = self.wanted[seat] = _wanted(*wanted)
        if tile not in wanted and not any(v is Verb.KONG for v, _ in options):
            return passing  # a claim takes the tile in: if the tile does not help, nor can it
        melds_now = tuple(p.melds[seat])
        now = self._need(p, seat, nat, w, melds_now)
        best: tuple[int, Action] | None = None
        for verb, used in options:
            after, aw = nat[:], w
            for t in used:
                if t == face and t in p.wild_kinds:
                    aw -= 1
                else:
                    after[t] -= 1
            mtype = {Verb.KONG: MeldType.KONG, Verb.PUNG: MeldType.PUNG}.get(verb, MeldType.CHOW)
            meld = make_claim_meld(mtype, used, tile, p.window_source, p.wild_kinds)
            melds = (*melds_now, meld)
            if mtype is MeldType.KONG:  # one with a wild only if closer, as levels.claim_pays
                need = self._need(p, seat, after, aw, melds)
                ok = need < now or (need == now and aw == w)
            else:
                need = self._after_discard(p, seat, after, aw, melds)
                ok = need < now
            if ok and (best is None or need < best[0]):
                best = (need, Action(seat, verb, used))
        return best[1] if best is not None else passing

    def _after_discard(
        self, p: Playout, seat: int, nat: list[int], w: int, melds: tuple[Meld, ...]
    ) -> int:
        """Tiles needed after the best discard from a 3k+2 hand (after a chow or pung)."""
        info = self._info(p, seat, nat, w, melds)
        best = FAR
        for s in self.scores(info, what_if=True):
            out, wild = s.after()
            best = min(best, wild, *out)
        return best


def _wanted(scores: list[PlanScore], discard: int | None, need: int) -> frozenset[int]:
    """Kinds whose arrival would bring the hand (after ``discard``) closer under the plans
    that are closest; -1 stands for a wild."""
    out: set[int] = set()
    for s in scores:
        if discard is not None:
            by_kind, after_wild = s.after()
            if (after_wild if discard < 0 else by_kind[discard]) != need:
                continue
        kinds, wild = s.useful(discard, need)
        out.update(kinds)
        if wild:
            out.add(-1)
    return frozenset(out)


def _chows(nat: Sequence[int], tile: int, face: int) -> list[tuple[int, int]]:
    """Hand tiles that chow ``tile``: two naturals, or a natural and the wild ``face``
    (-1: no wild held)."""
    if tile >= 27:
        return []
    base = tile - tile % 9
    out = []
    for start in range(max(base, tile - 2), min(tile, base + 6) + 1):
        a, b = (k for k in range(start, start + 3) if k != tile)
        if nat[a] and nat[b]:
            out.append((a, b))
        elif face >= 0 and (nat[a] or nat[b]):
            pair = (a if nat[a] else b, face)
            out.append((min(pair), max(pair)))
    return list(dict.fromkeys(out))
