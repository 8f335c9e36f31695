"""The computer players: easy, normal and hard.

All three share one decision flow (``StrategyPlayer``) and differ by a ``Style``:

* **easy** — tile efficiency under 台 plans, but now and then drops a tile from the top few
  instead of the best; claims whenever a claim does not hurt; seldom bids.
* **normal** — the best discard by tiles needed for a hand that reaches its 台 minimum, then
  by useful tiles unseen; claims only when a claim brings the hand closer; bids when the hand
  is close to a bid's minimum with the wilds it would choose.
* **hard** — as normal, plus: claims only what leaves a way to its 台 minimum (a claim
  with no 台 plan after it is not counted by its bare shape), a two-step look-ahead at 一向听
  (which discard leaves the best 听牌 after each useful draw), the money of 包 (what a win
  is worth, what dealing into the 包家 costs), defence against a 包家 that is likely ready,
  bidding from a calibrated table of expected scores, and a wild choice that makes the
  most of its hand.

>>> from zhuji_desktop.engine.state import HandState
>>> h = HandState.deal(seed=3)
>>> p = NormalPlayer(seed=1)
>>> a = p.decide(h.view(0), h.legal_actions(0))
>>> a in h.legal_actions(0) and bool(p.last_reason)
True
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..engine import claims
from ..engine.actions import Action, Verb
from ..engine.bidding import DEFAULT_BID, Bid, Variant
from ..engine.melds import Meld, MeldType
from ..engine.tiles import NUM_KINDS
from ..engine.view import SeatView
from . import bid_table, defence
from .base import BasePlayer
from .bidding import BidEstimate, best_wilds, estimate, heaven_bids, tianhu_kind, wild_set
from .efficiency import (
    WILD,
    DiscardOption,
    PlanEval,
    acceptance,
    analyse,
    hand_needed,
    hand_state,
    make_evals,
)
from .lookahead import two_step_value
from .reasons import Reason
from .tai_plan import ANY_PLAN, HandInfo, plans_for


@dataclass(frozen=True)
class Style:
    """What a level does differently."""

    name: str
    mistakes: float = 0.0  # chance of taking one of the next-best discards
    claim_if_equal: bool = False  # claim even when the claim does not bring the hand closer
    # a claim after which no 台 plan reaches the minimum counts as out of reach (not as the
    # plain shape's count), while the hand has such a plan without it
    claim_keeps_tai: bool = False
    defence: bool = False
    lookahead: bool = False
    bidding: str = "threshold"  # "rare", "threshold" or "table"
    wild_choice: str = "full"  # "count" (most wilds in hand) or "full"


def evals_for(info: HandInfo) -> list[PlanEval]:
    """Plan evaluations for ``info``; a hand with no plan left falls back to any shape."""
    evals = make_evals(info)
    return evals or make_evals(info, [ANY_PLAN])


def _remove_tiles(info: HandInfo, faces: tuple[int, ...], meld: Meld | None) -> HandInfo:
    """``info`` after the faces leave the hand (and ``meld`` joins the melds)."""
    counts = list(info.counts)
    wilds = info.wilds
    for t in faces:
        if t in info.wild_kinds:
            wilds -= 1
        else:
            counts[t] -= 1
    melds = info.melds
    if meld is not None:
        melds = (*melds, meld)
    return HandInfo(
        seat=info.seat,
        counts=tuple(counts),
        wilds=wilds,
        melds=melds,
        wild_kinds=info.wild_kinds,
        minimum=info.minimum,
        rules=info.rules,
        unseen=info.unseen,
    )


# Bid estimates are pure functions of (seat, hand, bid, unseen): shared by every player.
_ESTIMATES: dict[tuple, BidEstimate] = {}


class StrategyPlayer(BasePlayer):
    """One decision flow for every level; the ``style`` sets what differs."""

    style = Style("normal")
    name = "normal"

    # --- dispatch --------------------------------------------------------------------------

    def choose(
        self, view: SeatView, legal: list[Action], rng: random.Random
    ) -> tuple[Action, Reason]:
        if len(legal) == 1:
            return legal[0], Reason("only")
        if view.phase == "bidding":
            return self.choose_bid(view, legal, rng)
        if view.phase == "wilds":
            return self.choose_wild(view, legal)
        win = next((a for a in legal if a.verb is Verb.WIN), None)
        if win is not None:
            return win, Reason("win" if view.claim_tile is not None else "win_self")
        if view.claim_tile is not None:
            return self.choose_claim(view, legal)
        return self.choose_turn(view, legal, rng)

    # --- bidding and wilds -------------------------------------------------------------------

    max_level = 3  # higher bids are almost never worth it; not estimated

    def bid_limit(self, bid: Bid) -> int:
        """Tiles a hand may still need (with its best wilds) for this player to make ``bid``;
        fewer for higher bids and for fewer wilds."""
        if self.style.bidding == "rare":
            return 0 if bid == Bid(2, Variant.TWO) else -1
        return (2 if bid.variant is Variant.TWO else 1) - (bid.level - 2)

    def estimates(self, view: SeatView, bids: list[Bid]) -> list[BidEstimate]:
        """Best-wild estimates for the bids, lowest first. A variant stops at its first bid
        over ``bid_limit``: a higher bid never needs fewer tiles than a lower one."""
        unseen = tuple(4 - v for v in view.visible_counts())
        out: list[BidEstimate] = []
        hopeless: set[Variant] = set()
        for b in sorted(bids):
            if b.level > self.max_level or b.variant in hopeless or self.bid_limit(b) < 0:
                continue
            key = (view.seat, view.hand, b, unseen, self.bid_limit(b))
            e = _ESTIMATES.get(key)
            if e is None:
                e = best_wilds(view.seat, view.hand, b, view.rules, unseen, self.bid_limit(b))
                if len(_ESTIMATES) > 2048:  # bounded memory in long sessions
                    _ESTIMATES.clear()
                _ESTIMATES[key] = e
            out.append(e)
            if e.needed > self.bid_limit(b):
                hopeless.add(b.variant)
        return out

    def choose_bid(
        self, view: SeatView, legal: list[Action], rng: random.Random
    ) -> tuple[Action, Reason]:
        pass_action = next(a for a in legal if a.verb is Verb.PASS)
        bids = [a.bid for a in legal if a.verb is Verb.BID and a.bid is not None]
        heaven = self.heaven_bid(view, bids) if self.style.bidding == "table" else None
        if heaven is not None:
            return Action(view.seat, Verb.BID, bid=heaven), Reason("bid_heaven", bid=heaven)
        ests = self.estimates(view, bids)
        if not ests:
            return pass_action, Reason("pass_weak")
        if self.style.bidding == "table":
            best, gain = bid_table.best_bid(view, ests)
            if best is None:
                return pass_action, Reason("pass_worse", gain=gain)
            action = Action(view.seat, Verb.BID, bid=best.bid)
            return action, Reason("bid_table", bid=best.bid, gain=gain, need=best.needed)
        ok = [e for e in ests if e.needed <= self.bid_limit(e.bid)]
        if not ok:
            return pass_action, Reason("pass_weak")
        e = max(ok, key=lambda e: e.bid)
        return Action(view.seat, Verb.BID, bid=e.bid), Reason("bid_need", bid=e.bid, need=e.needed)

    @staticmethod
    def heaven_bid(view: SeatView, bids: list[Bid]) -> Bid | None:
        """The dealer's best bid whose wilds make its 14 tiles complete (``heaven_bids``)."""
        return next(iter(heaven_bids(view.seat, view.hand, bids)), None)

    def choose_wild(self, view: SeatView, legal: list[Action]) -> tuple[Action, Reason]:
        assert view.bid is not None
        heaven = tianhu_kind(view.hand, view.bid.variant) if view.seat == 0 else None
        if heaven is not None and self.style.wild_choice == "full":
            return Action(view.seat, Verb.WILD, (heaven,)), Reason("wild_heaven", tile=heaven)
        if self.style.wild_choice == "count":
            variant = view.bid.variant
            counts = [0] * NUM_KINDS
            for t in view.hand:
                counts[t] += 1
            kind = max(
                range(NUM_KINDS), key=lambda k: (sum(counts[w] for w in wild_set(k, variant)), -k)
            )
            e = estimate(view.seat, view.hand, view.bid, kind, view.rules, (4,) * NUM_KINDS)
        else:
            # Every kind that puts a wild in the hand, not only those with the most: over
            # 400 duplicate deals hard choosing so scored +0.38 ± 0.25 a hand (seed 7301)
            # and +0.37 ± 0.32 (seed 6067) against hard choosing among the few with the
            # most (bench/results/experiments/hard_every_wild_kind_*.json).
            unseen = tuple(4 - v for v in view.visible_counts())
            e = best_wilds(view.seat, view.hand, view.bid, view.rules, unseen, every_kind=True)
        action = Action(view.seat, Verb.WILD, (e.kind,))
        return action, Reason("wild", tile=e.kind, held=e.wilds_in_hand, need=e.needed)

    # --- the turn ---------------------------------------------------------------------------

    def choose_turn(
        self, view: SeatView, legal: list[Action], rng: random.Random
    ) -> tuple[Action, Reason]:
        info = HandInfo.from_view(view)
        evals = evals_for(info)
        options = analyse(info, evals)
        kong = self.choose_kong(view, legal, info, options)
        if kong is not None:
            return kong
        discards = {a.tile: a for a in legal if a.verb is Verb.DISCARD}
        options = [o for o in options if self._discard_action(o.tile, discards, view)]
        if not options:  # nothing analysed is legal (cannot happen, but never crash)
            a = next(a for a in legal if a.verb is Verb.DISCARD)
            return a, Reason("discard_any")
        opt, note = self.pick_discard(view, info, evals, options, rng)
        action = self._discard_action(opt.tile, discards, view)
        assert action is not None
        return action, self.discard_reason(opt, info, evals, note)

    @staticmethod
    def _discard_action(tile: int, discards: dict[int, Action], view: SeatView) -> Action | None:
        if tile != WILD:
            return discards.get(tile)
        return next((discards[k] for k in sorted(view.wild_kinds) if k in discards), None)

    def discard_reason(
        self, opt: DiscardOption, info: HandInfo, evals: list[PlanEval], note: str
    ) -> Reason:
        still = opt.needed == hand_needed(evals) and opt.needed > 0
        return Reason(
            "discard",
            tile=opt.tile,
            need=opt.needed,
            still=still,
            accept=opt.accept,
            plan=opt.plan.label,
            guard=note,
        )

    def pick_discard(
        self,
        view: SeatView,
        info: HandInfo,
        evals: list[PlanEval],
        options: list[DiscardOption],
        rng: random.Random,
    ) -> tuple[DiscardOption, str]:
        """The discard to make (``options`` are ranked best first) and a note for the reason."""
        if self.style.mistakes and len(options) > 1 and rng.random() < self.style.mistakes:
            return options[rng.randrange(1, min(4, len(options)))], ""
        return options[0], ""

    def choose_kong(
        self, view: SeatView, legal: list[Action], info: HandInfo, options: list[DiscardOption]
    ) -> tuple[Action, Reason] | None:
        """A concealed or added kong of natural tiles that leaves the hand no farther (it
        earns a draw). Never one with a wild in it: it locks the wild, which in the hand can
        still become any tile, into one meld for a single draw (over 400 duplicate deals,
        seed 7301, hard declining them scored +0.49 ± 0.25 a hand against three hard
        players who did not; `bench/results/experiments/hard_natural_kongs.json`)."""
        best = options[0].needed if options else 99
        wild = info.wild_kinds
        for a in legal:
            if a.verb in (Verb.CKONG, Verb.ADDKONG) and any(t in wild for t in a.tiles):
                continue
            if a.verb is Verb.CKONG:
                kind = next(t for t in a.tiles if t not in info.wild_kinds)
                meld = Meld(MeldType.CKONG, a.tiles, kind=kind)
                after = _remove_tiles(info, a.tiles, meld)
            elif a.verb is Verb.ADDKONG:
                tile = next((t for t in a.tiles if t in info.wild_kinds), a.tile)
                kind = next(t for t in a.tiles if t not in info.wild_kinds)
                melds = tuple(
                    Meld(MeldType.KONG, (*m.tiles, tile), kind=m.kind)
                    if m.type is MeldType.PUNG and m.kind == kind
                    else m
                    for m in info.melds
                )
                after = _remove_tiles(info, (tile,), None)
                after = HandInfo(**{**after.__dict__, "melds": melds})
            else:
                continue
            if hand_needed(evals_for(after)) <= best:
                return a, Reason("kong", tile=a.tiles[-1])
        return None

    # --- claims -----------------------------------------------------------------------------

    def choose_claim(self, view: SeatView, legal: list[Action]) -> tuple[Action, Reason]:
        pass_action = next(a for a in legal if a.verb is Verb.PASS)
        tile, source = view.claim_tile, view.claim_source
        assert tile is not None and source is not None
        info = HandInfo.from_view(view)
        now, useful = hand_state(info)
        kong = any(a.verb is Verb.KONG for a in legal)
        if tile not in useful and not kong:
            # a claim takes the tile into the hand: if the tile does not help, nor can the claim
            return pass_action, Reason("pass_useless", tile=tile)
        best: tuple[bool, int, int, Action] | None = None
        types = {Verb.CHOW: MeldType.CHOW, Verb.PUNG: MeldType.PUNG, Verb.KONG: MeldType.KONG}
        # evals_for falls back to any shape when no plan is left: a chow that left the 包家
        # at 3台 no way to 3台 counted as ready, beat the pung that kept 对对胡, and the hint
        # advised it under its own row's 不够台. Such a claim is out of reach while the hand
        # has a plan without it, and comes after any claim that keeps one (else every figure
        # is the bare shape's alike). Over 400 duplicate deals against hard that did not:
        # +0.27 ± 0.28 a hand (seed 6067;
        # bench/results/experiments/hard_claims_keep_tai_6067.json), +0.29 ± 0.28 (7301).
        keep_tai = self.style.claim_keeps_tai
        has_plan = keep_tai and bool(plans_for(info))
        passed_over: Action | None = None  # a claim that would leave no plan to a hand with one
        for a in legal:
            if a.verb not in types:
                continue
            meld = claims.make_claim_meld(types[a.verb], a.tiles, tile, source, view.wild_kinds)
            after = _remove_tiles(info, a.tiles, meld)
            short = keep_tai and not plans_for(after)
            if short and has_plan:
                passed_over = passed_over or a
                continue
            ev = evals_for(after)
            if a.verb is Verb.KONG:
                need, acc = hand_needed(ev), 1  # a replacement draw follows
            else:
                opts = analyse(after, ev)
                need, acc = (opts[0].needed, opts[0].accept) if opts else (99, 0)
            if best is None or (short, need, -acc) < (best[0], best[1], -best[2]):
                best = (short, need, acc, a)
        if best is None:
            if passed_over is not None:
                return pass_action, Reason("pass_short", verb=passed_over.verb, tile=tile)
            return pass_action, Reason("pass")
        _short, need, acc, a = best
        helps = need < now or (need == now and self.claim_pays(view, a, now))
        if helps:
            return a, Reason("claim", verb=a.verb, tile=tile, now=now, need=need)
        return pass_action, Reason("pass_slow", verb=a.verb, tile=tile)

    def claim_pays(self, view: SeatView, action: Action, now: int) -> bool:
        """Whether to claim when the claim leaves the hand no closer (easy: it does).

        A kong of natural tiles earns a draw. One that uses a wild does not pay: it locks
        the wild, which in the hand can still become any tile, into one meld for a single
        draw (hard declining them scored +0.32 ± 0.24 a hand over 400 duplicate deals, seed
        7301, against three hard players who did not;
        `bench/results/experiments/hard_no_wild_claimed_kongs.json`). A claim that brings
        the hand closer is made whatever it uses."""
        if self.style.claim_if_equal:
            return True
        return action.verb is Verb.KONG and not any(t in view.wild_kinds for t in action.tiles)


class EasyPlayer(StrategyPlayer):
    """Beatable: efficient most of the time, with deliberate slips; seldom bids."""

    name = "easy"
    style = Style("easy", mistakes=0.3, claim_if_equal=True, bidding="rare", wild_choice="count")


class NormalPlayer(StrategyPlayer):
    """Tile efficiency toward a hand that reaches its 台 minimum."""

    name = "normal"
    style = Style("normal", bidding="threshold", wild_choice="count")


class HardPlayer(StrategyPlayer):
    """Normal plus look-ahead, the money of 包, defence and calibrated bidding.

    In 翻麻将 hard neither defends nor looks two steps ahead: there a deal-in costs only the
    m more than the others pay, every other seat is a threat instead of one 包家, and both
    extras cost wins. Against three normal players (``--rule mode=fan --duplicate``, the
    same deals in each row): seed 2222, 2,000 deals, with both -0.059 ± 0.039 a hand,
    without the look-ahead -0.024 ± 0.016, without either +0.001 ± 0.004 (wins 1,911 →
    1,987 of 8,000 hands, deal-ins 1,442 → 1,471); seed 3333, 4,000 deals, without either
    +0.002 ± 0.008. Folding a hand far from ready late in the hand against any seat that
    may be ready changed nothing (-0.060 ± 0.039), nor did taking the safest of equally
    fast discards (-0.011 ± 0.033, seed 3333).
    """

    name = "hard"
    style = Style(
        "hard",
        claim_keeps_tai=True,
        defence=True,
        lookahead=True,
        bidding="table",
        wild_choice="full",
    )
    max_level = 4

    def bid_limit(self, bid: Bid) -> int:
        return 4 if bid.level == 2 else 3  # the table decides; farther hands never pay

    def pick_discard(
        self,
        view: SeatView,
        info: HandInfo,
        evals: list[PlanEval],
        options: list[DiscardOption],
        rng: random.Random,
    ) -> tuple[DiscardOption, str]:
        top = options[0]
        is_bao = view.bao == view.seat
        feared = self._feared(view)
        ready = sum(r for _, r, _ in feared)
        cands = self._candidates(info, evals, options, ready)
        draws = max(1, view.drawable // 4)
        unseen_total = max(1, sum(info.unseen))
        best, best_score, note = top, -math.inf, ""
        deep = {o.tile for o in sorted(cands, key=lambda o: -o.accept)[:LOOK_AT]}
        for o in cands:
            chance = win_chance(o.needed, o.accept, unseen_total, draws)
            if self._looks_ahead(view) and o.needed == 2 and o.accept and o.tile in deep:
                chance = max(chance, two_step_value(info, evals, o, unseen_total, draws))
            gain = chance * _money(view, is_bao, o.plan.tai)
            risk = 0.0
            for threat, r, safe in feared:
                d = defence.danger(view, _face(o.tile, view), info.unseen, safe, threat)
                risk += r * d * 0.07 * _deal_in_cost(view)
            score = gain - risk
            if score > best_score + 1e-9:
                best, best_score = o, score
                guard = risk and o is not top and max(r for _, r, _ in feared) > 0.3
                note = "bao" if guard else ""
        return best, note

    def _looks_ahead(self, view: SeatView) -> bool:
        """The two-step look-ahead, in 包麻将 only (see the class text)."""
        return self.style.lookahead and not view.rules.fan

    def _feared(self, view: SeatView) -> list[tuple[int, float, set[int]]]:
        """(seat, chance it is ready, kinds it passed on) for each seat worth defending
        against now (defence.threats): a 包家 more likely ready than not. None in 翻麻将
        (see the class text)."""
        if not self.style.defence or view.rules.fan:
            return []
        out = []
        for threat in defence.threats(view):
            ready = defence.bao_ready_chance(view, threat)
            if ready >= FOLD_FROM:  # an early threat is rarely ready: folding then costs wins
                out.append((threat, ready, defence.passed_since_bao(view, threat)))
        return out

    @staticmethod
    def _candidates(
        info: HandInfo, evals: list[PlanEval], options: list[DiscardOption], ready: float
    ) -> list[DiscardOption]:
        """The discards worth scoring: the best by tiles needed (and, when the 包家 may be
        ready, every discard, with its useful tiles counted)."""
        low = options[0].needed
        out = [o for o in options if o.needed == low]
        if ready:
            for o in options:
                if o.needed > low:
                    acc, useful = acceptance(info, evals, (o.tile,), o.needed)
                    out.append(DiscardOption(o.tile, o.needed, acc, o.plan, useful))
        return out


def _face(tile: int, view: SeatView) -> int:
    return min(view.wild_kinds) if tile == WILD else tile


def _money(view: SeatView, is_bao: bool, tai: int) -> float:
    """What winning with ``tai`` 台 is worth to this seat against the hand going on
    (docs/rules.md §9): a non-bidder collects about 2.5·2^T + B; the 包家 about 3·(2^T + B)
    and escapes paying 3B."""
    if view.rules.fan:  # §12: 2m from each on a self-draw, 4m on a discard; m = 2^(T−1)
        return 2.5 * 2**tai
    b = (view.bid or DEFAULT_BID).points
    if is_bao:
        return 3 * 2**tai + 6 * b
    return 2.5 * 2**tai + b


def _deal_in_cost(view: SeatView) -> float:
    """What dealing into the 包家 costs beyond the hand going on: ≈ 2^N + 1.5·B."""
    bid = view.bid or DEFAULT_BID
    b, n = bid.points, bid.level
    return 2**n + 1.5 * b


LOOK_AT = 3  # discards (most useful tiles first) that get the two-step look-ahead
FOLD_FROM = 0.5  # defence starts when the 包家 is more likely ready than not
SURVIVE = 0.86  # chance that a hand is still going after one more round (others win fast)
# Typical useful tiles of a hand that needs k tiles (听牌 waits, 一向听 …), for the steps
# after the next one: a far hand has many useful tiles now but fewer at every step.
TYPICAL_ACCEPT = (0, 7, 22, 38, 52, 62, 70, 76, 80, 84)


def _step(p: float) -> float:
    """Chance to hit (chance ``p`` per try, claims counted) before the hand ends."""
    p = min(1.0, 1.3 * p)
    return p * SURVIVE / (1 - SURVIVE * (1 - p))


def win_chance(needed: int, accept: int, unseen_total: int, draws: int) -> float:
    """A rough chance to complete before the hand ends: the next step must hit one of
    ``accept`` useful tiles among ``unseen_total``, the later ones a typical number, each
    before another seat wins; at most ``draws`` draws are left.

    >>> round(win_chance(1, 8, 80, 10), 3), round(win_chance(2, 20, 80, 10), 3)
    (0.444, 0.274)
    """
    if needed <= 0:
        return 1.0
    if needed > draws * 1.3 + 1:
        return 0.0
    chance = _step(accept / unseen_total)
    for k in range(1, min(needed, len(TYPICAL_ACCEPT))):
        chance *= _step(TYPICAL_ACCEPT[k] / unseen_total)
    return chance
