"""Sparring partners for the computer players: two styles unlike our levels, written apart
from ``zhuji_desktop.ai`` (they use only the engine), so that a level's strength is not
measured against its own habits alone.

* ``Bully`` — an aggressive bidder: bids whenever its hand has something to build on, and
  raises; names the wild kind it holds most of; plays fast (fewest tiles needed, then the
  most useful draws), claims whatever brings it closer, never defends.
* ``Turtle`` — a never-deal-in defender: never bids; while nobody looks ready it plays for
  its hand, but as soon as the 包家 (or anyone with two melds) may be waiting, it discards
  only tiles that cannot win for them (同圈 passes, the 包家's own discards, dead wilds,
  honours all but gone), giving up its own hand if it must.

Use them with ``zhuji-sim``, e.g.::

    zhuji-sim --players expert,bench/sparring.py:Bully,bench/sparring.py:Bully,\\
bench/sparring.py:Bully --hands 400 --duplicate --jobs 2

Both steer a little toward a hand worth at least 1 台 (RULES §7-8): they keep pairs of the
honours that score for them, and when ready they keep the wait that can actually win.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from zhuji_desktop.engine import tiles
from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.hand import analyse_discards, shanten
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.tai import WinContext, can_win, count_tai
from zhuji_desktop.engine.view import SeatView


def _split(hand: Sequence[int], wild: frozenset[int]) -> tuple[list[int], int]:
    counts = [0] * 34
    w = 0
    for t in hand:
        if t in wild:
            w += 1
        else:
            counts[t] += 1
    return counts, w


def _scoring_honours(seat: int, rules: RuleSet) -> set[int]:
    out = {tiles.EAST, *tiles.DRAGONS}
    if seat and rules.seat_wind_tai:
        out.add(tiles.WINDS[seat])
    return out


def _winning_tiles(view: SeatView, hand: list[int]) -> int:
    """Unseen tiles that would complete ``hand`` (13) into a hand worth enough 台."""
    visible = view.visible_counts()
    total = 0
    ctx = WinContext(seat=view.seat, wild_kinds=view.wild_kinds, self_drawn=True)
    for k in range(34):
        left = 4 - visible[k]
        if left <= 0:
            continue
        counts, w = _split([*hand, k], view.wild_kinds)
        if w > 8 or shanten(counts, w) != -1:
            continue
        result = count_tai([*hand, k], view.melds[view.seat], ctx, view.rules, view.minimum)
        if can_win(result, view.minimum):
            total += left
    return total


def _discard_plan(view: SeatView, legal: list[Action]) -> list[tuple[tuple, Action]]:
    """Each legal discard with a sort key: fewest tiles needed, then the most useful draws
    (when ready: the most winning tiles), keeping scoring honour pairs."""
    counts, w = _split(view.hand, view.wild_kinds)
    options = analyse_discards(counts, w, view.visible_counts(), sorted(view.wild_kinds))
    by_kind = {}
    for o in options:
        by_kind.setdefault(o.discard, o)
    keep = _scoring_honours(view.seat, view.rules)
    out = []
    for a in legal:
        if a.verb is not Verb.DISCARD:
            continue
        o = by_kind.get(a.tile)
        if o is None:
            continue
        width = o.useful_total
        if o.shanten == 0:
            rest = list(view.hand)
            rest.remove(a.tile)
            width = _winning_tiles(view, rest)
        keeps_pair = a.tile in keep and view.hand.count(a.tile) >= 2
        out.append(((o.shanten, -width, keeps_pair, a.tile in view.wild_kinds), a))
    out.sort(key=lambda x: x[0])
    return out


class _Partner:
    """What both share: a seed, a reason, winning whenever allowed."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.last_reason = ""

    def decide(self, view: SeatView, legal: list[Action]) -> Action:
        win = next((a for a in legal if a.verb is Verb.WIN), None)
        if win is not None:
            return win
        if view.phase == "bidding":
            return self.bid(view, legal)
        if view.phase == "wilds":
            return self.wilds(view, legal)
        if view.claim_tile is not None:
            return self.claim(view, legal)
        return self.turn(view, legal)

    def bid(self, view: SeatView, legal: list[Action]) -> Action:
        return legal[0]  # pass

    def wilds(self, view: SeatView, legal: list[Action]) -> Action:
        """The kind (with its successor, for two wild kinds) held most."""
        assert view.bid is not None
        n = view.bid.variant.wild_kinds

        def held(k: int) -> int:
            kinds = [k, tiles.successor(k)][:n]
            return sum(view.hand.count(x) for x in kinds)

        best = max(range(34), key=lambda k: (held(k), -k))
        return Action(view.seat, Verb.WILD, (best,))

    def turn(self, view: SeatView, legal: list[Action]) -> Action:
        ranked = _discard_plan(view, legal)
        return ranked[0][1] if ranked else legal[-1]

    def claim(self, view: SeatView, legal: list[Action]) -> Action:
        """Claim when the hand gets closer (fewer exchanges to ready) by doing so."""
        passing = next(a for a in legal if a.verb is Verb.PASS)
        counts, w = _split(view.hand, view.wild_kinds)
        size = sum(counts) + w
        if size % 3 != 1:
            return passing
        now = shanten(counts, w)
        best, best_s = passing, now
        for a in legal:
            if a.verb not in (Verb.PUNG, Verb.CHOW, Verb.KONG):
                continue
            c, ww = list(counts), w
            for t in a.tiles:
                if t in view.wild_kinds:
                    ww -= 1
                else:
                    c[t] -= 1
            if a.verb is Verb.KONG:
                after = shanten(c, ww) if (sum(c) + ww) % 3 == 1 else 99
            else:
                after = min(
                    (shanten(_minus(c, k), ww) for k in range(34) if c[k]),
                    default=99,
                )
                if ww:
                    after = min(after, shanten(c, ww - 1))
            if after < best_s:
                best, best_s = a, after
        return best


def _minus(c: list[int], k: int) -> list[int]:
    out = list(c)
    out[k] -= 1
    return out


class Bully(_Partner):
    """An aggressive bidder and a fast, careless player."""

    def bid(self, view: SeatView, legal: list[Action]) -> Action:
        counts = [view.hand.count(k) for k in range(34)]
        pairs = sum(1 for n in counts if n >= 2)
        runs = sum(
            1 for k in range(27) if k % 9 <= 6 and counts[k] and counts[k + 1] and counts[k + 2]
        )
        strength = pairs + 2 * runs
        bids = [a for a in legal if a.verb is Verb.BID and a.bid is not None]
        if strength < 3 or not bids:
            return legal[0]
        # raise one step at a time, up to 3台 with a strong-looking hand, else 2台
        ceiling = 3 if strength >= 5 else 2
        for a in bids:
            if a.bid.level <= ceiling:
                return a
        return legal[0]


class Turtle(_Partner):
    """Never bids; never gives a ready-looking player a tile it could win on."""

    def turn(self, view: SeatView, legal: list[Action]) -> Action:
        ranked = _discard_plan(view, legal)
        if not ranked:
            return legal[-1]
        threats = [s for s in range(4) if s != view.seat and self._threat(view, s)]
        if not threats:
            return ranked[0][1]
        safe = [a for _, a in ranked if all(self._safe(view, s, a.tile) for s in threats)]
        return safe[0] if safe else min((a for _, a in ranked), key=lambda a: self._risk(view, a))

    @staticmethod
    def _threat(view: SeatView, seat: int) -> bool:
        """The 包家 once it has melded or discarded six tiles; anyone with two melds."""
        melds = len(view.melds[seat])
        if seat == view.bao:
            return melds >= 1 or len(view.discards[seat]) >= 6
        return melds >= 2

    @staticmethod
    def _safe(view: SeatView, seat: int, tile: int) -> bool:
        if tile in view.wild_kinds and not view.rules.discarded_wild_claimable:
            return True  # a discarded wild is dead
        if tile in view.discards[seat]:
            return True  # the seat threw it away itself: it is not waiting on it
        last = max((i for i, (s, _) in enumerate(view.discard_order) if s == seat), default=-1)
        if any(t == tile for _, t in view.discard_order[last + 1 :]):
            return True  # passed since its last turn (同圈): it may not win on it now
        # the last copy of an honour: nothing left to pair or pung it with
        return tile >= 27 and view.visible_counts()[tile] >= 3

    @staticmethod
    def _risk(view: SeatView, action: Action) -> int:
        """When nothing is safe: honours before terminals before middles."""
        t = action.tile
        if t >= 27:
            return 0
        r = t % 9
        return 1 + min(r, 8 - r)
