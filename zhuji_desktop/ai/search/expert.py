"""The expert (专家): decisions by looking ahead over the tiles it cannot see.

Design: determinised Monte-Carlo over a heuristic's short list, with common random numbers.

1. **Candidates.** The hard player's reasoning (tile efficiency under 台 plans, the money of
   包, defence) proposes a few actions: hard's own pick, the discards that keep the hand
   closest (by useful tiles), the safest tile when the 包家 may be ready, the kongs (and for
   the 包家 the best discard toward a hand one 台 above its minimum, played out keeping to
   it: ``COMMIT``, since the plans of ``tai_plan`` only reach the minimum); for a
   claim, passing and one claim of each kind (when the tile helps at all); for bidding,
   passing, the lowest bid within reach and the bids the calibrated table values most; for
   the wild choice, the kinds that put the most wilds in the hand (and one that puts none,
   for 无财). A position with one sensible action costs nothing.
2. **Worlds.** Each look-ahead deals out what the seat cannot see (``sampling``): the other
   hands, concealed kongs and the wall, consistent with every tile seen; the 包家 holding
   as many wilds as 包家 do, and every hand about as far from ready as hands of its kind
   are at that point (a uniform deal would leave late hands absurdly far off). In bidding,
   a seat that passed holds a hand too weak to bid, a bidder one strong enough.
3. **Playouts.** In each world every candidate is played to the end of the hand by the fast
   policy of ``rollout`` (every seat, the expert included: plan-aware discards, claims that
   help, careful players holding back the 包家's winning tile a quarter of the time), on a lean
   copy of the rules (``engine.playout``). The score is the seat's payment under the real
   table (``engine.settlement``: the bid points B, 2^台, 老庄), not tiles needed: defence,
   speed, 台 and the 包家's stake all weigh in their own currency.
4. **Choice.** Every candidate meets the same worlds and the same random choices (common
   random numbers), so differences between candidates are measured far more precisely than
   their values. In play a candidate clearly worse than hard's (``PRUNE`` paired standard
   errors) stops being played out; a bid plays every candidate in every world
   (``PRUNE_FROM``). In play the expert keeps hard's choice unless another beats it
   by more than ``Z`` standard errors: the rough policy of the playouts must show a clear
   gain before it overrules the heuristic. A bid is made on the best mean outright (the
   playouts, if anything, undervalue bidding).

Why this design: the hidden information is large (three hands and the wall), so search
trees over exact positions are out of reach in pure Python, while sampling answers the
questions that matter (how often will I win before the 包家? what does this discard cost
if the 包家 is waiting on it? is this bid worth its stake?) in the game's own units.
Playing out to the end needs no evaluation function to tune, and hands here are short
(about 20 draws). The heuristic's short list keeps the budget on real choices. What was
measured while building it, and what was tried and dropped, is in ``docs/expert.md``.

**Bidding** uses the same machinery on the whole hand: for each candidate bid the seat is
made 包家 at that bid with its best wilds and the hand is played out; for passing (and for
a bid that others may outbid), the other seats' bids are modelled (a seat bids when its
dealt hand is close to the bid's minimum with the wilds it would choose; if all pass the
dealer is 包家 at 2台). The wild choice likewise compares kinds.

**Budget.** ``ExpertPlayer(seed, playouts=N)`` spends N playouts on an ordinary decision
(one and a half times that on bids, twice on the wild choice: ``WEIGHTS``) and is
deterministic for its seed; ``budget_ms=T`` spends about T milliseconds instead (as
weighted; not reproducible). ``cancel()`` (from another thread) ends the current decision
early with the best choice so far; ``thinking`` and ``progress`` (playouts done, planned)
say what it is doing. A decision is safe to run off the UI thread: besides the player's own
state it touches only shared memos, whose entries never change once made.

>>> from zhuji_desktop.engine.state import HandState
>>> h = HandState.deal(seed=3)
>>> p = ExpertPlayer(seed=1, playouts=8)
>>> a = p.decide(h.view(0), h.legal_actions(0))
>>> a in h.legal_actions(0) and bool(p.last_reason)
True
"""

from __future__ import annotations

import hashlib
import math
import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ...engine import tiles
from ...engine.actions import Action, Verb
from ...engine.bidding import DEFAULT_BID, Bid, Variant
from ...engine.melds import next_seat
from ...engine.playout import Playout
from ...engine.rules import RuleSet
from ...engine.tiles import NUM_KINDS
from ...engine.view import SeatView
from .. import bid_table, defence
from ..bidding import BidEstimate, best_wilds, candidate_kinds, estimate
from ..efficiency import (
    WILD,
    DiscardOption,
    PlanEval,
    analyse,
    hand_needed,
    hand_state,
    make_evals,
)
from ..levels import HardPlayer, evals_for
from ..reasons import Reason
from ..tai_plan import HandInfo, plans_for
from .rollout import Rollout, scores_for
from .sampling import World, count_choice, deal_world

DEFAULT_PLAYOUTS = 64
# A bid weighs 1.5 (96 whole-hand playouts at the default budget), not 2 (128): the slowest
# bids were the slowest 1% of decisions. Replayed on 125 recorded bid searches
# (bench/bench_budget.py), stopping at 3/4 of the worlds loses 0.01 points a bid against
# the choice all worlds make; `--duplicate`, same deals, 400 each: +3.63, +3.95 and +3.26 a
# hand on seeds 7301, 6067 and 5151 against +3.77, +3.89 and +3.39 with 2 (within the noise).
# The p99 of all decisions went from 1,124 ms to 778-819 ms in the same session (later
# sessions' figures, in bench/AI_RESULTS.md, move with the host's speed). Judged against
# independent searches of 16 times the playouts (`bench_budget.py --reference`, 41 contested
# bids), a bid loses 0.92 points at 1.5, 0.85 at 2.25 and 0.70 at 3: the bids are short of
# playouts, but the slowest of them are the p99 already.
WEIGHTS = {"discard": 1.0, "claim": 1.0, "bid": 1.5, "wild": 2.0}
Z = 1.0  # standard errors a candidate must beat hard's choice by (in play)
Z_BID = 0.0  # for bids the best mean is taken: playouts undervalue bidding, if anything
PRUNE = 1.0  # a candidate this many standard errors worse than hard's choice is dropped
MAX_CANDIDATES = 4
# The 包家's short list in play: its closest discards (up to BAO_CLOSEST with hard's pick),
# with BAO_RICHER also the closest discard that keeps a plan worth more 台, at most
# BAO_CANDIDATES in all, each met by as many worlds as with MAX_CANDIDATES (so a 包家's turn
# may cost up to 1.5 times another's). Against the list of the others (3, False, 4), same
# deals, 400 each, v 3×hard (before c87a864): +0.19, +0.72, +0.10, +0.68 and 0.00 a hand on
# seeds 7301, 8803, 5151, 6067 and 9127 (bench/results/experiments/ has the narrower runs).
BAO_CLOSEST = 4
BAO_RICHER = True
BAO_CANDIDATES = 6
# The 包家 also weighs the best discard for plans worth 1..COMMIT 台 more than its minimum
# (when one is at most a tile farther than its closest), each played out keeping to them.
COMMIT = 1
MIN_WORLDS = 4
# Worlds every candidate meets before one may be dropped (``PRUNE``), by decision. Judged
# against searches of 16 times the playouts in worlds of their own (`python
# bench/bench_budget.py --reference [--kind turn] --prune-from 4 inf`), dropping from the
# fourth world on costs a turn nothing (120 turns: the 包家 1.86 against 1.85 points a turn,
# the three 0.55 against 0.55) and saves it 40% of its playouts, but a bid dropped its
# contenders on four worlds' noise: 0.96 against 0.86 points a bid (41 bids, seed 6161,
# using 49 of its 96 playouts; 31 bids of seed 6397's deals, judged the same way by a script
# run apart: 0.69 against 0.38). So a bid plays every candidate in every world; its slowest
# case, and the p99, are unchanged.
PRUNE_FROM: dict[str, float] = {
    "discard": MIN_WORLDS,
    "claim": MIN_WORLDS,
    "bid": math.inf,
    "wild": MIN_WORLDS,
}
# Off, the play (turns and claims) in 包麻将 would be hard's, the bids and wild choice still
# searched: measured alike in score on two seeds (docs/expert.md), so the search stays.
SEARCH_PLAY_IN_BAO = True
FAN_SAFEST_FROM = 0.8  # in 翻麻将, the safest tile is a candidate against seats this likely ready
# Budgets beyond these would keep a decision going for hours: refused, not obeyed.
MAX_PLAYOUTS = 100_000
MAX_BUDGET_MS = 600_000.0


@dataclass(frozen=True)
class Committed(Action):
    """A discard played out with the seat keeping to plans worth at least ``floor`` 台 (a
    candidate of its own: unequal to the same discard played for the closest hand)."""

    floor: int = 0

    def plain(self) -> Action:
        return Action(self.seat, self.verb, self.tiles, self.bid)


def _plain(a: Action) -> Action:
    return a.plain() if isinstance(a, Committed) else a


@dataclass
class Evaluation:
    """Playout results of one candidate: its mean score and the paired scores by world."""

    action: Action
    scores: list[int]

    @property
    def mean(self) -> float:
        return sum(self.scores) / len(self.scores) if self.scores else 0.0


class ExpertPlayer(HardPlayer):
    """Hard's heuristics, checked and overruled by determinised Monte-Carlo playouts."""

    name = "expert"
    style = replace(HardPlayer.style, name="expert")  # hard's choices are its candidates
    max_level = 4

    def __init__(
        self, seed: int = 0, playouts: int | None = None, budget_ms: float | None = None
    ) -> None:
        super().__init__(seed)
        if playouts is not None and not 1 <= playouts <= MAX_PLAYOUTS:
            raise ValueError(f"playouts must be from 1 to {MAX_PLAYOUTS:,}, got {playouts}")
        if budget_ms is not None and not 0 < budget_ms <= MAX_BUDGET_MS:
            raise ValueError(
                f"budget_ms must be above 0 and at most {MAX_BUDGET_MS:,.0f}, got {budget_ms}"
            )
        self.budget_ms = budget_ms
        self.playouts = playouts if playouts is not None or budget_ms else DEFAULT_PLAYOUTS
        self._stop = threading.Event()

    # --- the budget -----------------------------------------------------------------------

    def cancel(self) -> None:
        """Stop the decision in progress (from any thread): it returns its best so far."""
        self._stop.set()

    def _plan(self, kind: str, candidates: int) -> tuple[int, float | None]:
        """(worlds to sample, deadline or None) for a decision among ``candidates``."""
        weight = WEIGHTS[kind]
        if self.budget_ms is not None:
            return 10**9, time.perf_counter() + self.budget_ms * weight / 1000
        assert self.playouts is not None
        per = min(candidates, MAX_CANDIDATES)  # a wider 包家 list costs more, not fewer worlds
        return max(MIN_WORLDS, round(self.playouts * weight / per)), None

    # --- dispatch ---------------------------------------------------------------------------

    def choose(
        self, view: SeatView, legal: list[Action], rng: random.Random
    ) -> tuple[Action, Reason]:
        self._stop.clear()
        self.thinking = True
        try:
            return super().choose(view, legal, rng)
        finally:
            self.thinking = False

    # --- the turn ---------------------------------------------------------------------------

    def choose_turn(
        self, view: SeatView, legal: list[Action], rng: random.Random
    ) -> tuple[Action, Reason]:
        hard, hard_reason = super().choose_turn(view, legal, rng)
        if not searches_play(view):
            return hard, hard_reason
        cands = self.turn_candidates(view, legal, hard)
        if len(cands) < 2:
            return hard, hard_reason
        best, gain = self.compare(view, legal, cands, hard, "discard")
        best = _plain(best)
        if best == hard:
            return hard, hard_reason
        return best, Reason("mc_better", action=best, other=hard, gain=gain, n=len(self._last))

    def turn_candidates(self, view: SeatView, legal: list[Action], hard: Action) -> list[Action]:
        """Hard's pick, the closest discards by useful tiles, the safest when the 包家 may be
        ready, and the kongs."""
        info = HandInfo.from_view(view)
        evals = evals_for(info)
        options = analyse(info, evals)
        discards = {a.tile: a for a in legal if a.verb is Verb.DISCARD}
        out = [hard]
        bao = view.bao == view.seat and not view.rules.fan
        low = min((o.needed for o in options), default=99)
        for o in options:
            if o.needed == low:
                _add(out, _discard_for(o, discards, view))
            if len(out) >= (BAO_CLOSEST if bao else 3):
                break
        if bao and BAO_RICHER and options and evals:
            _add(out, _richer_discard(evals, options[0].plan.tai, discards, view))
        if bao and COMMIT and options:
            for extra in range(1, COMMIT + 1):
                _add(out, _committed(info, low, extra, discards, view))
        # the 包家 whenever it may be ready; in 翻麻将 a seat very likely ready (hard does not
        # defend there: its playouts weigh the safest tile against the faster ones)
        least = FAN_SAFEST_FROM if view.rules.fan else 0.0
        for threat in defence.threats(view):
            if defence.bao_ready_chance(view, threat) > least:
                safe = defence.passed_since_bao(view, threat)
                by_danger = sorted(
                    discards, key=lambda t: defence.danger(view, t, info.unseen, safe, threat)
                )
                _add(out, discards[by_danger[0]])
        for a in legal:
            if a.verb in (Verb.CKONG, Verb.ADDKONG):
                _add(out, a)
        return out[: BAO_CANDIDATES if bao else MAX_CANDIDATES]

    # --- claims -----------------------------------------------------------------------------

    def choose_claim(self, view: SeatView, legal: list[Action]) -> tuple[Action, Reason]:
        hard, hard_reason = super().choose_claim(view, legal)
        claims = [a for a in legal if a.verb in (Verb.CHOW, Verb.PUNG, Verb.KONG)]
        if not claims or not searches_play(view):
            return hard, hard_reason
        _now, useful = hand_state(HandInfo.from_view(view))
        if view.claim_tile not in useful and hard.verb is Verb.PASS:
            return hard, hard_reason
        passing = next(a for a in legal if a.verb is Verb.PASS)
        cands = [hard]
        _add(cands, passing)
        for a in _claim_shortlist(claims):
            _add(cands, a)
        cands = cands[:MAX_CANDIDATES]
        best, gain = self.compare(view, legal, cands, hard, "claim")
        if best == hard:
            return hard, hard_reason
        return best, Reason("mc_better", action=best, other=hard, gain=gain, n=len(self._last))

    # --- Monte-Carlo over worlds ----------------------------------------------------------------

    def compare(
        self,
        view: SeatView,
        legal: list[Action],
        cands: list[Action],
        baseline: Action,
        kind: str,
    ) -> tuple[Action, float]:
        """Play every candidate out in the same worlds; return the choice and its gain over
        ``baseline`` (see the module text)."""
        world = World.of(view, legal)
        cache: dict[int, tuple[Playout, list[int]]] = {}

        def score(seed: int, action: Action) -> int:
            if seed not in cache:
                cache.clear()
                cache[seed] = world.sample(random.Random(seed))
            base, seen = cache[seed]
            p = base.copy()
            floors = {view.seat: action.floor} if isinstance(action, Committed) else None
            roll = Rollout(random.Random(seed + 1), seen, floors=floors)
            roll.apply(p, _plain(action), view.claim_tile)
            roll.run(p)
            return p.deltas[view.seat]

        return self.search(view, cands, baseline, kind, score)

    def search(
        self,
        view: SeatView,
        cands: Sequence[Action],
        baseline: Action,
        kind: str,
        score: Callable[[int, Action], int],
    ) -> tuple[Action, float]:
        """Score the candidates world by world (``score(seed, action)``: one playout) until
        the budget, the deadline or ``cancel``; drop a candidate once it is clearly worse
        than the baseline (``PRUNE`` paired standard errors), stop when none is left."""
        worlds, deadline = self._plan(kind, len(cands))
        seed_rng = random.Random(_seed(self.seed, view))
        evals = [Evaluation(a, []) for a in cands]
        base = next((e for e in evals if e.action == baseline), evals[0])
        active = list(evals)
        self.progress = (0, worlds * len(cands) if deadline is None else 0)
        done = 0
        for i in range(worlds):
            if i >= MIN_WORLDS and (
                self._stop.is_set() or (deadline is not None and time.perf_counter() > deadline)
            ):
                break
            seed = seed_rng.getrandbits(48)
            for ev in active:
                ev.scores.append(score(seed, ev.action))
                done += 1
            self.progress = (done, self.progress[1])
            if i + 1 >= PRUNE_FROM[kind]:
                active = [e for e in active if e is base or _alive(e, base)]
                if len(active) == 1:
                    break
        self._last = base.scores
        self._evals = evals
        return self.pick(evals, baseline, Z_BID if kind == "bid" else Z)

    def _scores_of(self, action: Action) -> list[int]:
        return next(e.scores for e in self._evals if e.action == action)

    @staticmethod
    def pick(evals: list[Evaluation], baseline: Action, z: float = 0.0) -> tuple[Action, float]:
        """The best candidate if it beats the baseline by more than ``z`` paired standard
        errors, else the baseline; and its gain in points per hand."""
        base = next((e for e in evals if e.action == baseline), evals[0])
        best, best_gain = base.action, 0.0
        for e in evals:
            if e is base:
                continue
            mean, se = _paired(e, base)
            if mean > z * se and mean > best_gain:
                best, best_gain = e.action, mean
        return best, best_gain

    # --- bidding and the wild choice ------------------------------------------------------------

    def choose_bid(
        self, view: SeatView, legal: list[Action], rng: random.Random
    ) -> tuple[Action, Reason]:
        hard, hard_reason = super().choose_bid(view, legal, rng)
        bids = [a.bid for a in legal if a.verb is Verb.BID and a.bid is not None]
        if self.heaven_bid(view, bids) is not None:
            return hard, hard_reason
        ests = [e for e in self.estimates(view, bids) if e.needed <= self.bid_limit(e.bid)]
        passing = next(a for a in legal if a.verb is Verb.PASS)
        cands: list[tuple[Action, int | None]] = [(passing, None)]
        for e in bid_shortlist(ests):
            cands.append((Action(view.seat, Verb.BID, bid=e.bid), e.kind))
        if hard.verb is Verb.BID and hard not in [a for a, _ in cands]:
            cands[-1:] = [(hard, next((e.kind for e in ests if e.bid == hard.bid), None))]
        if len(cands) < 2:
            return hard, hard_reason
        kinds = {a: k for a, k in cands}
        actions = [a for a, _ in cands]
        hand = list(view.hand)

        accept = bidding_filter(view)
        own: dict[Bid, int] = {}

        def own_wilds(bid: Bid) -> int:
            if bid not in own:
                own[bid] = best_wilds(view.seat, hand, bid, view.rules, (4,) * NUM_KINDS).kind
            return own[bid]

        for a, kind in kinds.items():
            if a.bid is not None and kind is not None:
                own[a.bid] = kind  # hard's estimate already found the best wilds

        dealt: dict[int, tuple[Playout, list[int], list[list[int]]]] = {}
        # Candidates often end in the same table (passing or bidding low, another seat outbids
        # to the same bid; the dealer passing when all pass is the dealer bidding 2台): the
        # same deal, 包家, bid and wilds play out the same, so each is played once a world.
        played: dict[tuple[int | None, Bid | None, frozenset[int]], int] = {}

        def score(seed: int, action: Action) -> int:
            if seed not in dealt:  # one deal per world, whatever the candidate
                dealt.clear()
                played.clear()
                dealt[seed] = deal_world(
                    view.seat,
                    hand,
                    view.rules,
                    random.Random(seed),
                    0,
                    DEFAULT_BID,
                    None,
                    view.hand_sizes,
                    accept,
                )
            p = _bid_world(view, *dealt[seed], action.bid, own_wilds)
            table = (p.bao, p.bid, p.wild_kinds)
            if table not in played:
                Rollout(random.Random(seed + 1), dealt[seed][1]).run(p)
                played[table] = p.deltas[view.seat]
            return played[table]

        baseline = hard if hard in actions else passing
        best, _gain = self.search(view, actions, baseline, "bid", score)
        n = len(self._last)
        mean = _mean(self._scores_of(best))
        # every choice's own figure (bid, None for passing; mean; deals played), for a hint
        # that sets them beside the quick estimates (one dropped early has fewer deals)
        means = tuple((e.action.bid, e.mean, len(e.scores)) for e in self._evals if e.scores)
        if best.verb is Verb.PASS:
            return best, Reason("mc_pass", n=n, mean=mean, means=means)
        return best, Reason("mc_bid", bid=best.bid, n=n, mean=mean, means=means)

    def choose_wild(self, view: SeatView, legal: list[Action]) -> tuple[Action, Reason]:
        hard, hard_reason = super().choose_wild(view, legal)
        assert view.bid is not None
        if getattr(hard_reason, "key", "") == "wild_heaven":
            return hard, hard_reason
        kinds = [hard.tile]
        for k in candidate_kinds(view.hand, view.bid.variant):
            if k not in kinds:
                kinds.append(k)
        kinds = kinds[:MAX_CANDIDATES]
        if len(kinds) < 2:
            return hard, hard_reason
        actions = [Action(view.seat, Verb.WILD, (k,)) for k in kinds]
        hand, bid = list(view.hand), view.bid

        accept = bidding_filter(view)

        def score(seed: int, action: Action) -> int:
            p, seen, _ = deal_world(
                view.seat,
                hand,
                view.rules,
                random.Random(seed),
                view.seat,
                bid,
                action.tile,
                view.hand_sizes,
                accept,
            )
            p.old_dealer = view.old_dealer
            Rollout(random.Random(seed + 1), seen).run(p)
            return p.deltas[view.seat]

        best, gain = self.search(view, actions, hard, "wild", score)
        if best == hard:
            return hard, hard_reason
        e = estimate(view.seat, view.hand, view.bid, best.tile, view.rules, (4,) * NUM_KINDS)
        return best, Reason(
            "mc_wild", tile=best.tile, held=e.wilds_in_hand, other_tile=hard.tile, gain=gain
        )


def searches_play(view: SeatView) -> bool:
    """Whether the expert searches its turns and claims here (``SEARCH_PLAY_IN_BAO``; 翻麻将,
    docs/rules.md §12, has no bids to search)."""
    return view.rules.fan or SEARCH_PLAY_IN_BAO


def bid_shortlist(ests: list[BidEstimate]) -> list[BidEstimate]:
    """The bids worth playing out: the lowest within reach, and the two the calibrated table
    values most (so a strong hand weighs the higher bids too)."""
    if not ests:
        return []
    out = [min(ests, key=lambda e: e.bid)]
    for e in sorted(ests, key=lambda e: -bid_table.expected(e.bid.ascii(), e.needed)):
        if e not in out:
            out.append(e)
        if len(out) >= MAX_CANDIDATES - 1:
            break
    return out


# --- the bidding model -----------------------------------------------------------------------

# A modelled seat bids b when its dealt hand needs at most this many tiles for b with the
# wilds that put most in its hand; one tile less to outbid a standing bid.
QUICK_LIMITS = {
    Bid(2, Variant.TWO): 3,
    Bid(2, Variant.DU): 2,
    Bid(3, Variant.TWO): 2,
    Bid(2, Variant.WUCAI): 1,
    Bid(3, Variant.DU): 1,
    Bid(4, Variant.TWO): 1,
}


_QUICK: dict[tuple, int] = {}
_QUICK_LIMIT = 8192  # bounded memory: a bidding decision meets a few hundred hands


def quick_needed(seat: int, hand: Sequence[int], bid: Bid, rules: RuleSet) -> int:
    """Tiles a dealt hand needs for ``bid``'s minimum with the wilds it would pick
    (memoised: every candidate of a bidding decision meets the same hands)."""
    # the whole rule set: a hand-picked few of its fields missed one that scores (a
    # reviewer's 无财 hands gave the answer of the other setting of no_wild_tai_in_no_wild_game)
    key = (seat, tuple(sorted(hand)), bid, rules)
    hit = _QUICK.get(key)
    if hit is None:
        if len(_QUICK) >= _QUICK_LIMIT:
            _QUICK.clear()
        hit = _QUICK[key] = _quick_needed(seat, hand, bid, rules)
    return hit


def _quick_needed(seat: int, hand: Sequence[int], bid: Bid, rules: RuleSet) -> int:
    kind = count_choice(hand, bid.variant)
    wild = {kind, tiles.successor(kind)} if bid.variant is Variant.TWO else {kind}
    if bid.variant is Variant.WUCAI:
        wild = set()
    counts, wilds = tiles.split_wilds(hand, wild)
    info = HandInfo(
        seat=seat,
        counts=tuple(counts),
        wilds=wilds,
        melds=(),
        wild_kinds=frozenset(wild),
        minimum=bid.minimum,
        rules=rules,
    )
    if not plans_for(info):
        return 99
    return scores_for(info)[0].now  # the closest plans (bounded, then refined: exact)


def modelled_bids(
    view: SeatView, hands: list[list[int]], own: Bid | None = None
) -> tuple[int, Bid]:
    """Who ends up 包家, and at what bid, once the viewing seat passes (or bids ``own``):
    the seats still in the bidding outbid by ``QUICK_LIMITS`` in turn (a tile closer to
    outbid a standing bid); if none does, the standing bid holds, or the dealer is 包家 at
    2台 when nobody bid."""
    high, bidder = view.high_bid, view.high_bidder
    passed = {s for s, b in view.bid_history if b is None}
    if own is None:
        passed.add(view.seat)
    else:
        high, bidder = own, view.seat
    s = next_seat(view.seat)
    for _ in range(3):
        if s not in passed and s != bidder:
            for bid in sorted(QUICK_LIMITS):
                if high is not None and bid <= high:
                    continue
                limit = QUICK_LIMITS[bid] - (1 if high is not None else 0)
                if quick_needed(s, hands[s], bid, view.rules) <= limit:
                    high, bidder = bid, s
                    break
        s = next_seat(s)
    if bidder is None:
        return 0, DEFAULT_BID
    assert high is not None
    return bidder, high


def bidding_filter(view: SeatView) -> Callable[[int, list[int]], bool]:
    """Which dealt hands the bids so far make likely: a seat that passed with no bid
    standing holds a hand the model would not bid with; a bidder, one it would bid with."""
    passed_first: set[int] = set()
    bids: dict[int, Bid] = {}
    standing = False
    for s, b in view.bid_history:
        if b is None:
            if not standing:
                passed_first.add(s)
        else:
            bids[s] = b
            standing = True

    def accept(seat: int, hand: list[int]) -> bool:
        if seat in bids:
            b = bids[seat]
            return quick_needed(seat, hand, b, view.rules) <= QUICK_LIMITS.get(b, 1)
        if seat in passed_first:
            return quick_needed(seat, hand, DEFAULT_BID, view.rules) > QUICK_LIMITS[DEFAULT_BID]
        return True

    return accept


def _bid_world(
    view: SeatView,
    dealt: Playout,
    seen: list[int],
    hands: list[list[int]],
    bid: Bid | None,
    own_wilds: Callable[[Bid], int],
) -> Playout:
    """A dealt world for a bidding decision: the viewing seat bids ``bid`` (None: passes),
    the others bid as modelled, and the 包家 names its wilds."""
    bao, final = modelled_bids(view, hands, bid)
    if view.rules.wild_selection == "flip":
        wild = dealt.wild_kinds  # the flipped tile decides, whoever bids
    elif bao == view.seat:
        wild = _wilds(own_wilds(final), final)
    else:
        wild = _wilds(count_choice(hands[bao], final.variant), final)
    out = Playout(view.rules, hands, [[], [], [], []], dealt.wall, bao, final, wild)
    out.old_dealer = view.old_dealer
    return out


def _wilds(kind: int | None, bid: Bid) -> frozenset[int]:
    if kind is None or bid.variant is Variant.WUCAI:
        return frozenset()
    return frozenset([kind, tiles.successor(kind)][: bid.variant.wild_kinds])


# --- helpers -------------------------------------------------------------------------------


def _paired(e: Evaluation, base: Evaluation) -> tuple[float, float]:
    """Mean and standard error of ``e``'s score less ``base``'s, world by world."""
    diffs = [a - b for a, b in zip(e.scores, base.scores)]
    n = len(diffs)
    if n < 2:
        return 0.0, math.inf
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def _alive(e: Evaluation, base: Evaluation) -> bool:
    """Still worth playing out: not clearly worse than the baseline."""
    mean, se = _paired(e, base)
    return mean + PRUNE * se > 0


def _mean(scores: list[int]) -> float:
    return sum(scores) / len(scores) if scores else 0.0


def _seed(seed: int, view: SeatView) -> int:
    """A seed for a decision's worlds: fixed by the player's seed and the position (the
    same in every process, unlike ``hash``)."""
    key = (seed, view.seat, view.phase, view.step, view.hand, view.discard_order, view.claim_tile)
    return int.from_bytes(hashlib.blake2b(repr(key).encode(), digest_size=6).digest(), "big")


def _add(out: list[Action], a: Action | None) -> None:
    if a is not None and a not in out:
        out.append(a)


def _committed(
    info: HandInfo, low: int, extra: int, discards: dict[int, Action], view: SeatView
) -> Committed | None:
    """The best discard for plans worth ``extra`` 台 above the minimum, played out keeping
    to them, when such a plan is at most a tile farther than the closest (``COMMIT``)."""
    rich = replace(info, minimum=info.minimum + extra)
    evals = make_evals(rich)  # its plans reach the minimum plus extra
    if not evals or hand_needed(evals) > low + 1:
        return None
    options = analyse(rich, evals)
    a = _discard_for(options[0], discards, view) if options else None
    if a is None:
        return None
    return Committed(a.seat, a.verb, a.tiles, floor=info.minimum + extra)


def _richer_discard(
    evals: list[PlanEval], tai: int, discards: dict[int, Action], view: SeatView
) -> Action | None:
    """The natural discard that keeps closest a plan worth more 台 than ``tai`` and at most
    one tile farther than the closest plan (``BAO_RICHER``)."""
    low = hand_needed(evals)
    richer = [e for e in evals if e.plan.tai > tai and e.needed <= low + 1]
    if not richer:
        return None
    plan = min(richer, key=lambda e: (e.needed, -e.plan.tai))
    natural = [k for k in discards if k not in view.wild_kinds]
    best = min(natural, key=plan.need_after, default=None)
    return None if best is None else discards[best]


def _discard_for(o: DiscardOption, discards: dict[int, Action], view: SeatView) -> Action | None:
    if o.tile != WILD:
        return discards.get(o.tile)
    return next((discards[k] for k in sorted(view.wild_kinds) if k in discards), None)


def _claim_shortlist(claims: list[Action]) -> list[Action]:
    """One claim of each verb, the one using fewest wilds first."""
    out: dict[Verb, Action] = {}
    for a in claims:
        out.setdefault(a.verb, a)
    return list(out.values())
