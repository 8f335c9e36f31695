"""Worlds consistent with what a seat sees: the hidden tiles dealt out at random.

A seat sees its own hand, every discard and meld (other seats' concealed kongs face down),
the wild kinds, the bids and the wall count. What it does not see (the other hands, their
concealed kongs, the order of the wall) is a pool of known size and contents: everything
minus what it sees. A *world* deals that pool out: a kind for each hidden concealed kong,
each other seat's concealed tiles, then the wall in a random order. The result is a
``Playout`` that a rollout can play to its end.

Not every deal is equally likely, and two facts of the table weigh most:

* The 包家 named the wilds after seeing its hand, so it usually holds several: measured
  over 1,800 deals of four hard players (``python bench/bench_expert.py --bao-wilds
  --deals 1800``), a 包家 at N台 holds 1, 2, 3, 4 wilds after the wild choice in 12%,
  31%, 45%, 12% of hands (at 独N台 2 in 86%, else 1). A world first gives the 包家 a number
  of wilds drawn from that table (less the wilds it has shown in melds). The tables follow
  hard as it plays now: measured before hard named its wilds among every kind (53320ae),
  a 包家 held none in 12% of hands and never just one.
* Hands get closer to ready as the hand goes on, the 包家's fastest: a uniform deal would
  leave every opponent about four tiles from ready, however late. ``PROGRESS`` gives, for
  a seat with so many discards and melds, how far hands like it are from a hand that can
  win, under their 台 plans (``plan_distance``; measured over 1,200 deals of four hard
  players: ``python bench/bench_expert.py --progress --deals 1200``). Each opponent's
  tiles are first the nearest of a few random deals to a distance drawn from it, in any
  shape; then ``_advance`` draws what its closest plan wants and gives back what it needs
  least until it is that far under its plans. The first cut alone missed by far: a random
  hand as close in any shape is mostly one that cannot reach its 台 minimum. From four
  discards on, a hard 包家 was ready (under its plans) in 45% to 59% of the claim windows
  on others' discards, 1.6 to 1.8 tiles from it on average; the worlds dealt it ready in
  6% to 9%, 3.3 to 3.5 tiles from it, without ``_advance``, and in 44% to 56%, 1.6 to 1.8
  tiles, with it (``python bench/bench_expert.py --world-progress --deals 150``, and
  ``--no-advance``). The plans a hand advances along are read from its discards
  (``READ_DISCARDS``): of its closest plans, one that wants the fewest kinds it threw
  away, and never a kind it threw away drawn.

What is left goes to the wall in a random order.

How well the worlds read *which* tiles a ready 包家 waits on: facing a ready 包家 (``python
bench/bench_expert.py --waits --deals 100``), the worlds let it win on a tile in the seat's
hand in 10.1% of worlds when the tile is one it really waits on and 6.9% when it is not
(9.8% and 7.2% without ``READ_DISCARDS``; over 200 deals before ``_advance``, 5.4% and
3.8%: the 包家 was dealt far from ready); hard's rule-of-thumb ``defence.danger`` rates them
1.02 and 0.90. Tried before ``_advance`` and not shipped: of 24 dealt 包家 hands,
preferring those that its own discards would not have helped, and turning down those that
could have won on a tile discarded since its last turn (it would have taken it: 同圈). That
read it better (6.3% against 3.8%), and the expert dealt in 241 times instead of 253 in 400
deals v 3×hard (seed 5151), but scored +3.24 ± 0.99 against +3.20 ± 1.02: nothing measurable.
With ``_advance``, dealing again the hands that would not have made their seat's last discard
or that wait on a kind any seat discarded read the waits half again as sharply (×1.61 against
×1.32) and measured no gain either (docs/expert.md, stop 49).

>>> from zhuji_desktop.engine.state import HandState
>>> from zhuji_desktop.engine.actions import Action
>>> import random
>>> h = HandState.deal(seed=3)
>>> for a in ("E bid 2", "S pass", "W pass", "N pass", "E wild 5z", "E discard 4z"):
...     h.apply(Action.parse(a))
>>> world = World.of(h.view(2), h.legal_actions(2))
>>> p, seen = world.sample(random.Random(1))
>>> p.faces(2) == list(h.view(2).hand)
True
>>> sum(map(sum, p.hands)) + p.wall_left == sum(map(len, h.hands)) + h.wall_left
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...engine import tiles
from ...engine.actions import Action, Verb
from ...engine.bidding import Bid, Variant
from ...engine.hand import tiles_needed
from ...engine.melds import Meld, MeldType
from ...engine.playout import AFTER_CLAIM, TURN, Playout, window_flags
from ...engine.rules import RuleSet
from ...engine.tai import minimum_for
from ...engine.tiles import NUM_KINDS
from ...engine.view import HIDDEN_KIND, SeatView
from ..tai_plan import HandInfo
from .plans import FAR, PlanScore
from .rollout import _unseen, scores_for

# P(the 包家 holds j wilds after choosing them), by variant: see the module text.
BAO_WILDS: dict[Variant, tuple[tuple[int, float], ...]] = {
    Variant.TWO: ((1, 0.12), (2, 0.31), (3, 0.45), (4, 0.12)),
    Variant.DU: ((1, 0.14), (2, 0.86)),
    Variant.WUCAI: ((0, 1.0),),
}


PROGRESS_TRIES = 6  # deals tried per seat for a hand as far from ready as hands like it are
ADVANCE_STEPS = 6  # most draws and discards that bring a dealt hand nearer its 台 plans
READ_DISCARDS = True  # the plans a hand advances along are those its discards fit
# P(tiles needed = 1..6+) for a seat's concealed hand at a claim window, by (is it the
# 包家, its discards so far (7: seven or more), its melds (2: two or more)): see the module
# text for how it was measured.
PROGRESS: dict[tuple[bool, int, int], tuple[float, ...]] = {
    (False, 0, 0): (0.00, 0.01, 0.12, 0.35, 0.34, 0.18),
    (False, 1, 0): (0.00, 0.05, 0.24, 0.40, 0.23, 0.08),
    (False, 1, 1): (0.00, 0.10, 0.40, 0.38, 0.10, 0.01),
    (False, 2, 0): (0.01, 0.11, 0.36, 0.34, 0.15, 0.03),
    (False, 2, 1): (0.03, 0.20, 0.46, 0.23, 0.07, 0.00),
    (False, 2, 2): (0.10, 0.37, 0.43, 0.10, 0.00, 0.00),
    (False, 3, 0): (0.04, 0.22, 0.37, 0.29, 0.07, 0.01),
    (False, 3, 1): (0.04, 0.32, 0.43, 0.18, 0.03, 0.00),
    (False, 3, 2): (0.17, 0.56, 0.25, 0.02, 0.00, 0.00),
    (False, 4, 0): (0.08, 0.32, 0.37, 0.20, 0.03, 0.01),
    (False, 4, 1): (0.11, 0.37, 0.37, 0.12, 0.02, 0.00),
    (False, 4, 2): (0.28, 0.54, 0.15, 0.03, 0.00, 0.00),
    (False, 5, 0): (0.13, 0.36, 0.35, 0.15, 0.01, 0.00),
    (False, 5, 1): (0.17, 0.41, 0.32, 0.09, 0.01, 0.00),
    (False, 5, 2): (0.36, 0.49, 0.13, 0.02, 0.00, 0.00),
    (False, 6, 0): (0.17, 0.44, 0.27, 0.10, 0.02, 0.00),
    (False, 6, 1): (0.21, 0.46, 0.28, 0.05, 0.01, 0.00),
    (False, 6, 2): (0.39, 0.48, 0.11, 0.02, 0.00, 0.00),
    (False, 7, 0): (0.27, 0.45, 0.20, 0.08, 0.00, 0.00),
    (False, 7, 1): (0.33, 0.41, 0.21, 0.04, 0.01, 0.00),
    (False, 7, 2): (0.47, 0.39, 0.13, 0.01, 0.00, 0.00),
    (True, 0, 0): (0.01, 0.16, 0.83, 0.00, 0.00, 0.00),
    (True, 1, 0): (0.03, 0.23, 0.52, 0.17, 0.05, 0.00),
    (True, 1, 1): (0.21, 0.79, 0.00, 0.00, 0.00, 0.00),
    (True, 2, 0): (0.07, 0.33, 0.45, 0.12, 0.03, 0.00),
    (True, 2, 1): (0.26, 0.59, 0.12, 0.04, 0.00, 0.00),
    (True, 2, 2): (1.00, 0.00, 0.00, 0.00, 0.00, 0.00),
    (True, 3, 0): (0.13, 0.37, 0.37, 0.12, 0.01, 0.00),
    (True, 3, 1): (0.33, 0.54, 0.11, 0.02, 0.00, 0.00),
    (True, 3, 2): (0.91, 0.08, 0.01, 0.00, 0.00, 0.00),
    (True, 4, 0): (0.19, 0.39, 0.34, 0.07, 0.01, 0.00),
    (True, 4, 1): (0.44, 0.48, 0.06, 0.02, 0.00, 0.00),
    (True, 4, 2): (0.89, 0.11, 0.00, 0.00, 0.00, 0.00),
    (True, 5, 0): (0.21, 0.35, 0.39, 0.04, 0.01, 0.00),
    (True, 5, 1): (0.52, 0.43, 0.04, 0.01, 0.00, 0.00),
    (True, 5, 2): (0.83, 0.15, 0.03, 0.00, 0.00, 0.00),
    (True, 6, 0): (0.20, 0.43, 0.32, 0.04, 0.02, 0.00),
    (True, 6, 1): (0.53, 0.40, 0.06, 0.00, 0.00, 0.00),
    (True, 6, 2): (0.84, 0.14, 0.03, 0.00, 0.00, 0.00),
    (True, 7, 0): (0.29, 0.46, 0.18, 0.06, 0.00, 0.00),
    (True, 7, 1): (0.58, 0.39, 0.03, 0.00, 0.00, 0.00),
    (True, 7, 2): (0.83, 0.15, 0.02, 0.01, 0.00, 0.00),
}


def bao_wilds(variant: Variant, rng: random.Random) -> int:
    """A number of wilds for the 包家's hand at the wild choice, from ``BAO_WILDS``."""
    r = rng.random()
    for j, p in BAO_WILDS[variant]:
        r -= p
        if r < 0:
            return j
    return BAO_WILDS[variant][-1][0]


@dataclass(frozen=True)
class World:
    """What a seat knows of a position in play, ready to be dealt out into playouts."""

    view: SeatView
    pool: tuple[int, ...]  # the hidden tiles, as a sorted list of faces
    public: tuple[int, ...]  # counts of the tiles all seats have seen (discards, melds)
    hidden_kongs: tuple[tuple[int, int], ...]  # (seat, index in its melds) face down
    known: dict[int, int]  # the viewing seat's claim flags in an open window
    banned: frozenset[int]  # tiles the viewing seat may not discard now (after a chow)
    can_win: bool  # the viewing seat may win on its turn now

    @classmethod
    def of(cls, view: SeatView, legal: Sequence[Action]) -> World:
        """The world of ``view`` (a seat in the play phase; ``legal`` its legal actions)."""
        visible = [0] * NUM_KINDS
        for t in view.hand:
            visible[t] += 1
        public = [0] * NUM_KINDS
        for s in range(4):
            for t, taken in zip(view.discards[s], view.claimed_discards[s]):
                if not taken:
                    public[t] += 1
            for m in view.melds[s]:
                for t in m.tiles:
                    if t != HIDDEN_KIND:
                        public[t] += 1
        if view.indicator is not None and view.rules.wild_selection == "flip":
            public[view.indicator] += 1
        if view.rob and view.claim_tile is not None:
            public[view.claim_tile] += 1  # on offer, out of its owner's hand
        pool = []
        for k in range(NUM_KINDS):
            pool += [k] * max(0, 4 - visible[k] - public[k])
        hidden = tuple(
            (s, i)
            for s in range(4)
            for i, m in enumerate(view.melds[s])
            if s != view.seat and m.kind == HIDDEN_KIND
        )
        known: dict[int, int] = {}
        if view.claim_tile is not None:
            known[view.seat] = window_flags(legal)
        banned: frozenset[int] = frozenset()
        if view.step == AFTER_CLAIM:
            allowed = {a.tiles[0] for a in legal if a.verb is Verb.DISCARD}
            banned = frozenset(set(view.hand) - allowed)
        can_win = view.claim_tile is None and any(a.verb is Verb.WIN for a in legal)
        return cls(view, tuple(pool), tuple(public), hidden, known, banned, can_win)

    def sample(self, rng: random.Random) -> tuple[Playout, list[int]]:
        """One world as a ``Playout`` at the view's position, and the seen-tile counts for a
        rollout."""
        v = self.view
        pool = list(self.pool)
        rng.shuffle(pool)
        melds = [list(m) for m in v.melds]
        for s, i in self.hidden_kongs:
            melds[s][i] = _hidden_kong(pool, v.wild_kinds, rng)
        hands: list[list[int]] = [[], [], [], []]
        hands[v.seat] = list(v.hand)
        order = [s for s in range(4) if s != v.seat]
        bao = v.bao
        chose = v.rules.wild_selection != "flip" and bool(v.wild_kinds)
        if bao is not None and bao != v.seat and v.bid is not None and chose:
            # a 包家 that chose its wilds holds some
            order.remove(bao)
            order.insert(0, bao)
            shown = sum(1 for m in v.melds[bao] for t in m.tiles if t in v.wild_kinds)
            want = min(bao_wilds(v.bid.variant, rng) - shown, v.hand_sizes[bao])
            hands[bao] = _take_wilds(pool, v.wild_kinds, want)
        targets = {
            s: _progress_target(s == bao, len(v.discards[s]), len(melds[s]), rng) for s in order
        }
        for s in order:
            hands[s] += _deal_seat(pool, v, s, hands[s], melds[s], targets[s], rng)
        for s in order:
            _advance(pool, v, s, hands[s], melds[s], targets[s], self.public, rng)
        rng.shuffle(pool)
        wall = pool[: v.wall_left]
        p = Playout(v.rules, hands, melds, wall, v.bao, v.bid, v.wild_kinds, v.old_dealer)
        _set_position(p, v, self)
        return p, list(self.public)


def _deal_seat(
    pool: list[int],
    v: SeatView,
    seat: int,
    given: list[int],
    melds: Sequence[Meld],
    target: int,
    rng: random.Random,
) -> list[int]:
    """Deal ``seat``'s missing concealed tiles from ``pool``: of a few random deals, the one
    whose distance from ready, in any shape, is nearest ``target`` (a first cut: a hand's
    distance under its 台 plans is never less, and ``_advance`` brings it there)."""
    n = v.hand_sizes[seat] - len(given)
    if n <= 0:
        return []
    wild = v.wild_kinds
    base_w = sum(1 for t in given if t in wild)
    sets = 4 - len(melds)
    best: list[int] = []
    best_gap = 99
    for _ in range(PROGRESS_TRIES):
        picked = rng.sample(range(len(pool)), n)
        nat = [0] * NUM_KINDS
        w = base_w
        for i in picked:
            t = pool[i]
            if t in wild:
                w += 1
            else:
                nat[t] += 1
        for t in given:
            if t not in wild:
                nat[t] += 1
        gap = abs(max(1, tiles_needed(nat, min(w, 8), sets)) - target)
        if gap < best_gap:
            best, best_gap = picked, gap
            if gap == 0:
                break
    out = [pool[i] for i in best]
    for i in sorted(best, reverse=True):
        pool.pop(i)
    return out


def _plan_scores(
    v: SeatView, seat: int, hand: Sequence[int], melds: Sequence[Meld], seen: Sequence[int]
) -> list[PlanScore]:
    """The closest 台 plans of ``seat`` holding ``hand`` (faces) beside ``melds``, as the
    rollouts score them (unseen: neither in ``seen`` nor in the hand)."""
    counts = tiles.counts_of(hand)
    nat, w = tiles.split_wilds(hand, v.wild_kinds)
    minimum = minimum_for(seat, v.bao, v.bid)
    info = HandInfo(
        seat=seat,
        counts=tuple(nat),
        wilds=w,
        melds=tuple(melds),
        wild_kinds=v.wild_kinds,
        minimum=minimum,
        rules=v.rules,
        unseen=_unseen(seen, counts),
    )
    return scores_for(info)


def plan_distance(
    v: SeatView, seat: int, hand: Sequence[int], melds: Sequence[Meld], seen: Sequence[int]
) -> int:
    """Tiles ``seat``'s concealed ``hand`` (3k+1 tiles) needs under its closest 台 plans, 1 =
    ready, at most 6: the distance ``PROGRESS`` is measured in and the worlds are dealt to.

    >>> from zhuji_desktop.engine.state import HandState
    >>> h = HandState.deal(seed=3)
    >>> v = h.view(1)
    >>> 1 <= plan_distance(v, 1, v.hand, (), [0] * 34) <= 6
    True
    """
    scores = _plan_scores(v, seat, hand, melds, seen)
    return min(6, max(1, scores[0].now)) if scores else 6


def _advance(
    pool: list[int],
    v: SeatView,
    seat: int,
    hand: list[int],
    melds: Sequence[Meld],
    target: int,
    seen: Sequence[int],
    rng: random.Random,
) -> None:
    """Bring a dealt hand to ``target`` tiles from ready under its 台 plans, as play does:
    draw from ``pool`` a natural tile that one of its closest plans wants (a plan its
    discards fit, ``READ_DISCARDS``), give back the tile its closest plans then need least,
    and again (at most ``ADVANCE_STEPS`` times). A random deal as far from ready in any
    shape is most often far from any hand that can win: see the module text."""
    wild = v.wild_kinds
    thrown = frozenset(v.discards[seat]) if READ_DISCARDS else frozenset()
    for _ in range(ADVANCE_STEPS):
        scores = _plan_scores(v, seat, hand, melds, seen)
        if not scores or scores[0].now <= target:
            return
        # a plan that wants what the seat threw away is not the one it follows
        wants = [(set(s.useful(None, s.now)[0]) - wild, s) for s in scores]
        fewest = min(len(w & thrown) for w, _ in wants)
        want = rng.choice([w for w, _ in wants if len(w & thrown) == fewest]) - thrown
        where = [i for i, t in enumerate(pool) if t in want]
        if not where:
            return
        i = rng.choice(where)
        drawn = pool[i]
        hand.append(drawn)
        need: dict[int, int] = {}
        for s in _plan_scores(v, seat, hand, melds, seen):
            after, _ = s.after()
            for k in set(hand) - wild:
                need[k] = min(need.get(k, FAR), after[k])
        low = min(need.values(), default=FAR)
        give = [k for k, n in need.items() if n == low and k != drawn] or [drawn]
        back = rng.choice(sorted(give))
        hand.remove(back)
        pool[i] = back


def _progress_target(bao: bool, discards: int, melds: int, rng: random.Random) -> int:
    """A distance from ready (tiles needed, 1..6) for a hand like this one."""
    key = (bao, min(discards, 7), min(melds, 2))
    while key not in PROGRESS:  # a thin corner of the table: look at fewer melds or turns
        b, d, m = key
        key = (b, d, m - 1) if m else (b, d - 1, 2)
        if key[1] < 0:
            return 4
    r = rng.random()
    for j, p in enumerate(PROGRESS[key], 1):
        r -= p
        if r < 0:
            return j
    return 6


def _take_wilds(pool: list[int], wild_kinds: frozenset[int], want: int) -> list[int]:
    """Take up to ``want`` wild tiles out of ``pool``."""
    out: list[int] = []
    if want <= 0:
        return out
    i = len(pool) - 1
    while i >= 0 and len(out) < want:
        if pool[i] in wild_kinds:
            out.append(pool.pop(i))
        i -= 1
    return out


def _hidden_kong(pool: list[int], wild_kinds: frozenset[int], rng: random.Random) -> Meld:
    """A kind (and its four tiles) for a concealed kong seen face down."""
    counts = tiles.counts_of(pool)
    wilds = sum(counts[k] for k in wild_kinds)
    kinds = [k for k in range(NUM_KINDS) if k not in wild_kinds and counts[k] >= 4]
    if kinds:
        k = rng.choice(kinds)
        faces = [k] * 4
    else:  # a kong that used wilds (or a pool too thin to tell): as many naturals as there are
        k = max((k for k in range(NUM_KINDS) if k not in wild_kinds), key=lambda k: counts[k])
        n = max(1, min(counts[k], 4, 4 - min(wilds, 3)))
        faces = [k] * n + [w for w in sorted(wild_kinds) for _ in range(counts[w])][: 4 - n]
    for t in faces:
        if t in pool:
            pool.remove(t)
    return Meld(MeldType.CKONG, tuple(sorted(faces)), kind=k)


def _set_position(p: Playout, v: SeatView, world: World) -> None:
    """Move a fresh playout to the view's position: the turn, the step, the window."""
    p.dealer_discards = len(v.discards[0])
    no_melds = not any(v.melds)
    p.dealer_first_turn = v.turn == 0 and not v.discard_order and not v.melds[0]
    p.turn = v.turn
    p.no_pung[v.seat] = set(v.no_pung)
    p.no_win[v.seat] = set(v.no_win)
    if v.claim_tile is not None and v.claim_source is not None:
        p.first_discard_open = (
            not v.rob and v.claim_source == 0 and len(v.discard_order) == 1 and no_melds
        )
        p.open_window(v.claim_tile, v.claim_source, v.rob, world.known)
        return
    p.step = v.step if v.step in (TURN, AFTER_CLAIM) else TURN
    p.drawn_tile = v.drawn_tile
    p.chow_banned = set(world.banned)
    if world.can_win and not p.can_win_with(v.seat, None, p.turn_context(v.seat)):
        p.kong_draw = True  # the view does not say so, but only 杠开 can make the win legal


def deal_world(
    seat: int,
    hand: Sequence[int],
    rules: RuleSet,
    rng: random.Random,
    bao: int,
    bid: Bid,
    wild_kind: int | None,
    hand_sizes: Sequence[int] = (14, 13, 13, 13),
    accept: Callable[[int, list[int]], bool] | None = None,
) -> tuple[Playout, list[int], list[list[int]]]:
    """A world at the start of play for a seat that knows only its dealt ``hand``: the other
    hands and the wall at random, ``bao`` the 包家 at ``bid`` with wild kind ``wild_kind``
    (None: the 包家 picks it from its hand by the most wilds, or a flipped tile decides).
    ``accept(seat, hand)`` may turn down a dealt hand that the bidding so far makes
    unlikely (a few tries each; then the last is kept). Returns the playout, the seen-tile
    counts and the dealt hands."""
    pool = [k for k in range(NUM_KINDS) for _ in range(4 - list(hand).count(k))]
    rng.shuffle(pool)
    hands: list[list[int]] = [[], [], [], []]
    hands[seat] = list(hand)
    for s in range(4):
        if s == seat:
            continue
        n = hand_sizes[s]
        for _ in range(TRIES):
            picked = rng.sample(range(len(pool)), n)
            dealt = [pool[i] for i in picked]
            if accept is None or accept(s, dealt):
                break
        hands[s] = dealt
        for i in sorted(picked, reverse=True):
            pool.pop(i)
    rng.shuffle(pool)
    seen = [0] * NUM_KINDS
    if rules.wild_selection == "flip":
        indicator = pool.pop(0)
        seen[indicator] += 1
        wild_kind = indicator
    elif wild_kind is None:
        wild_kind = count_choice(hands[bao], bid.variant)
    kinds = [wild_kind, tiles.successor(wild_kind)][: bid.variant.wild_kinds]
    if rules.wild_selection == "bidder" and bid.variant is Variant.WUCAI:
        kinds = []
    p = Playout(rules, hands, [[], [], [], []], pool, bao, bid, frozenset(kinds))
    return p, seen, hands


TRIES = 8  # deals tried per seat for a hand the bidding makes likely


def count_choice(hand: Sequence[int], variant: Variant) -> int:
    """The wild kind that puts the most wilds in ``hand`` (the quick 包家's choice)."""
    counts = tiles.counts_of(hand)
    best, best_n = 0, -1
    for k in range(NUM_KINDS):
        n = counts[k] + (counts[tiles.successor(k)] if variant is Variant.TWO else 0)
        if n > best_n:
            best, best_n = k, n
    return best
