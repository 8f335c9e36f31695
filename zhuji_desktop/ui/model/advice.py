"""One count of how far a hand is from winning, and what it says about claims, bids and wilds.

The count is the engine's exact shanten (向听: the exchanges still needed to be ready, -1 for
a complete hand; ``engine.hand.shanten``). The hints panel shows it, the advice line quotes
it, and the table decides with it which claims are worth asking about, so the three never
disagree. Whether a hand can still reach its 台 minimum (docs/rules.md §7) is a second,
separate question, answered by the computer players' 台 plans (``ai.tai_plan``).

No Qt here: these are pure functions of a seat's ``SeatView`` (nothing hidden is used).

Claims worth asking (the table's default, ``Settings.claims == "worth"``): a win always; a
natural pung or kong (正碰, 正杠) always; any other claim (a chow, or a pung or kong that
uses wilds) only when it brings the hand closer (its shanten after the claim and the discard
that follows is lower than now) and the hand can still reach its 台 minimum after it.

>>> from zhuji_desktop.engine.state import HandState
>>> from zhuji_desktop.engine.script import build_wall
>>> from zhuji_desktop.engine.actions import Action
>>> h = HandState.from_wall(build_wall({"E": "123m456p789s11z22z5z", "S": "1112223334445p",
...     "W": "1112223334445s", "N": "1236667778889m"}))
>>> for a in ("E bid 2", "S pass", "W pass", "N pass"):
...     h.apply(Action.parse(a))
>>> [(w.kind, w.wilds, w.shanten) for w in wild_hints(h.view(0), h.legal_actions(0))][:3]
[(27, 4, -1), (28, 2, -1), (30, 2, -1)]
>>> h.apply(Action.parse("E wild 7z"))  # 中 and 白 are wild: the hand is complete
>>> hand_shanten(h.view(0).hand, h.wild_kinds)
-1
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...engine import tiles
from ...engine.actions import Action, Verb
from ...engine.bidding import Bid, dealer_may_be_bao, passing_makes_dealer_bao, wilds_for
from ...engine.claims import make_claim_meld
from ...engine.hand import shanten
from ...engine.melds import Meld, MeldType
from ...engine.rules import RuleSet
from ...engine.settlement import payment_scale
from ...engine.tai import SPECIAL_TAI, TaiResult, count_tai
from ...engine.view import SeatView

# The level whose figures and advice the hints give by default: quick enough for the UI
# thread. The expert's advice, when the player asks for it (Settings.advice), runs beside
# the table (ui.model.advice_worker).
QUICK_ADVICE_LEVEL = "hard"

NO_PLAN = 99  # the computer players' "tiles needed" of a hand that cannot reach its 台
CLAIM_KEYS = {Verb.CHOW: "chow", Verb.PUNG: "pung", Verb.KONG: "kong", Verb.WIN: "win"}
_MELD_TYPES = {Verb.CHOW: MeldType.CHOW, Verb.PUNG: MeldType.PUNG, Verb.KONG: MeldType.KONG}


def advice_level() -> str:
    """The level the hints ask when no other is chosen (one quick enough for the UI thread)."""
    return QUICK_ADVICE_LEVEL


# --- the count ------------------------------------------------------------------------------


def hand_shanten(hand: Sequence[int], wild_kinds: frozenset[int]) -> int:
    """The count of a hand as it stands (3k+1 tiles, or 3k+2 before a discard)."""
    counts, wilds = tiles.split_wilds(hand, wild_kinds)
    return shanten(counts, wilds)


def best_after_discard(counts: list[int], wilds: int) -> int:
    """The lowest count a 3k+2 hand reaches by discarding one tile (a natural or a wild)."""
    best = 99
    for kind, n in enumerate(counts):
        if n:
            counts[kind] -= 1
            best = min(best, shanten(counts, wilds))
            counts[kind] += 1
    if wilds:
        best = min(best, shanten(counts, wilds - 1))
    return best


# --- claims -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class ClaimHint:
    """One claim button (吃 碰 杠 胡) in numbers: the count now and after the best of its
    actions (and the discard that follows a chow or pung), whether that action uses no
    wild, and whether the hand can still reach its 台 minimum after it."""

    key: str  # "chow", "pung", "kong" or "win"
    action: Action  # the best of the button's actions
    tile: int  # the tile claimed
    natural: bool
    before: int
    after: int
    reaches: bool
    win: TaiResult | None = None  # a win: the hand's 台, as the result will count them
    wild_kinds: frozenset[int] = frozenset()  # the hand's wild kinds (to name a wild as one)
    # tiles needed then for a win that reaches the 台 minimum, by the computer's 台 plans
    # (as a discard row's ``TowardTai``; None: not worked out). A tester was told 碰发财
    # "1向听 → 听牌" and, after it, that no wait of the hand reached the minimum.
    tai_needed: int | None = None

    @property
    def closer(self) -> bool:
        return self.after < self.before

    @property
    def worth_asking(self) -> bool:
        """See the module text: wins and natural pungs and kongs always; the rest when the
        claim brings the hand closer and its 台 minimum stays within reach."""
        if self.key == "win" or (self.natural and self.key in ("pung", "kong")):
            return True
        return self.closer and self.reaches


def _after_claim(view: SeatView, action: Action) -> tuple[int, bool, int | None]:
    """(the count after ``action``, whether the 台 minimum is still within reach, the tiles
    then needed for a win that reaches it: ``toward_minimum``)."""
    assert view.claim_tile is not None and view.claim_source is not None
    rest = list(view.hand)
    for t in action.tiles:
        rest.remove(t)
    counts, wilds = tiles.split_wilds(rest, view.wild_kinds)
    mtype = _MELD_TYPES[action.verb]
    meld = make_claim_meld(mtype, action.tiles, view.claim_tile, view.claim_source, view.wild_kinds)
    kong = action.verb is Verb.KONG  # a replacement draw follows, then the discard
    after = shanten(counts, wilds) if kong else best_after_discard(counts, wilds)
    needed = toward_minimum(view, counts, wilds, (*view.melds[view.seat], meld), not kong)
    return after, needed is not None, needed


def toward_minimum(
    view: SeatView, counts: Sequence[int], wilds: int, melds: Sequence[Meld], discard: bool
) -> int | None:
    """The tiles a hand of these concealed tiles and melds needs for a win that reaches the
    seat's 台 minimum (1: ready), after its best discard if ``discard``, by the 台 plans of
    ``ai.tai_plan``; None if no plan is left (the minimum is out of reach)."""
    from ...ai.efficiency import WILD, make_evals
    from ...ai.tai_plan import HandInfo  # (the AI is imported only when hints are asked for)

    info = HandInfo(
        seat=view.seat,
        counts=tuple(counts),
        wilds=wilds,
        melds=tuple(melds),
        wild_kinds=view.wild_kinds,
        minimum=view.minimum,
        rules=view.rules,
        unseen=tuple(tiles.COPIES - n for n in view.visible_counts()),
    )
    evals = make_evals(info)
    if not evals:
        return None
    faces = [k for k, n in enumerate(counts) if n] + ([WILD] if wilds else [])
    return min(e.need_after(c) for e in evals for c in (faces if discard else [None]))


def claim_hints(view: SeatView, legal: Sequence[Action]) -> tuple[ClaimHint, ...]:
    """One hint per way to claim in ``legal`` (a claim or rob window): the win first, with
    its 台 (a player saw 碰北风 listed above the 胡 advised, and no 台 on it), then every
    chow, pung and kong the buttons offer, each with its own tiles and count, in button
    order (吃 碰 杠) and best first within a button (``claim_rank``). A tester saw one chow
    advised and another listed; a pung with or without a wild was listed once."""
    if view.claim_tile is None or view.claim_source is None:
        return ()
    tile = view.claim_tile
    before = hand_shanten(view.hand, view.wild_kinds)
    hints = []
    for action in legal:
        key = CLAIM_KEYS.get(action.verb)
        if key is None:
            continue
        natural = not any(t in view.wild_kinds for t in action.tiles)
        if action.verb is Verb.WIN:
            concealed, melds = [*view.hand, tile], view.melds[view.seat]
            tai = count_tai(concealed, melds, view.claim_win_context(), view.rules, view.minimum)
            hints.append(ClaimHint(key, action, tile, True, before, -1, True, tai))
        else:
            after, reaches, needed = _after_claim(view, action)
            hints.append(
                ClaimHint(
                    key, action, tile, natural, before, after, reaches, None, view.wild_kinds,
                    needed,
                )
            )  # fmt: skip
    order = ("win", "chow", "pung", "kong")
    return tuple(sorted(hints, key=lambda h: (order.index(h.key), claim_rank(h))))


def turn_kong_hints(view: SeatView, legal: Sequence[Action]) -> tuple[ClaimHint, ...]:
    """One hint per concealed or added kong of ``legal`` (the seat's turn), as a claim's:
    the count now (after the best discard) and after the kong (before its replacement
    draw), and whether the 台 minimum stays within reach. A new player was offered 暗杠 with
    two wilds in it and no word that it took the hand from 1向听 to 2向听. Best first."""
    kongs = [a for a in legal if a.verb in (Verb.CKONG, Verb.ADDKONG)]
    if not kongs:
        return ()
    counts, wilds = tiles.split_wilds(view.hand, view.wild_kinds)
    before = best_after_discard(counts, wilds)
    own = view.melds[view.seat]
    out = []
    for action in kongs:
        kind = next((t for t in action.tiles if t not in view.wild_kinds), action.tiles[0])
        rest = list(view.hand)
        if action.verb is Verb.CKONG:
            for t in action.tiles:
                rest.remove(t)
            melds = (*own, Meld(MeldType.CKONG, action.tiles, kind=kind))
        else:  # the tile added: the wild named with the pung's kind, else that kind
            added = next((t for t in action.tiles if t in view.wild_kinds), kind)
            rest.remove(added)
            melds = tuple(m.with_added(added) if _pung_of(m, kind) else m for m in own)
        counts, wilds = tiles.split_wilds(rest, view.wild_kinds)
        after = shanten(counts, wilds)
        needed = toward_minimum(view, counts, wilds, melds, discard=False)
        reaches = needed is not None
        natural = not any(t in view.wild_kinds for t in action.tiles if t != kind)
        out.append(
            ClaimHint(
                "kong", action, kind, natural, before, after, reaches, None, view.wild_kinds,
                needed,
            )
        )  # fmt: skip
    return tuple(sorted(out, key=claim_rank))


def _pung_of(meld: Meld, kind: int) -> bool:
    return meld.type is MeldType.PUNG and meld.kind == kind


def claim_rank(hint: ClaimHint) -> tuple[int, bool, bool]:
    """Best first: the lowest count after, then a reachable minimum, then no wild used."""
    return hint.after, not hint.reaches, not hint.natural


def worth_asking(view: SeatView, legal: Sequence[Action]) -> bool:
    """Whether a person should be asked about this claim window at all (else the table
    passes for them at once)."""
    return any(h.worth_asking for h in claim_hints(view, legal))


# --- bidding ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BidHint:
    """A bid (or passing, ``bid`` None) with the expected score of this seat per hand, from
    the computer level's estimates; for a bid, the tiles its hand would still need with
    the wilds it would name, and that kind."""

    action: Action
    value: float
    needed: int | None = None  # None for passing, or a hand that cannot reach the bid
    kind: int | None = None
    dealer_default: bool = False  # passing, the dealer may still be 包家 at 2台 (all pass)
    # passing is worth a non-包家 seat's plain mean, whatever is bid (a tester read 不包：约
    # +0.0 分 against a 7台 bid as an estimate of that hand)
    baseline: bool = False
    # passing ends the bidding: the three before passed, so the dealer is 包家 at 2台 (a
    # player read "whatever the bid" there, and "no bids yet" above it)
    makes_dealer_bao: bool = False
    heaven: bool = False  # the dealer's hand is complete with this bid's wilds: 天胡

    @property
    def bid(self) -> Bid | None:
        return self.action.bid


def bid_hints(view: SeatView, legal: Sequence[Action], player: object) -> tuple[BidHint, ...]:
    """The pass and every bid of ``legal`` that ``player`` (a computer level with
    ``estimates``, as ``ai.levels.StrategyPlayer``) estimates, best value first; bids it
    does not estimate (too far from its hand) are left out. () if it cannot estimate."""
    estimates = getattr(player, "estimates", None)
    pass_action = next((a for a in legal if a.verb is Verb.PASS), None)
    if estimates is None or pass_action is None:
        return ()
    from ...ai import bid_table
    from ...ai.bidding import heaven_bids

    bids = [a.bid for a in legal if a.verb is Verb.BID and a.bid is not None]
    ests = estimates(view, bids)
    # docs/rules.md §4: if all four pass, the dealer is 包家 at 2台; the dealer is first.
    dealer = dealer_may_be_bao(view.seat, view.bid_history)
    # the calibrated table is in points at base 1 of an ordinary hand: the hints say what
    # this table pays
    scale = payment_scale(view.rules.base_points, view.old_dealer)
    passing = BidHint(
        pass_action,
        bid_table.pass_value(view, ests) * scale,
        dealer_default=dealer,
        # the figure is the plain mean unless it is the dealer's 2台 (bid_table.pass_value)
        baseline=not dealer,
        makes_dealer_bao=passing_makes_dealer_bao(view.bid_history),
    )
    out = [passing]
    # the dealer complete as dealt with a bid's wilds: the rows "还差 3 张" (the plans toward
    # the bid's 台) hid the bid the advice named
    heavens = heaven_bids(view.seat, view.hand, bids)
    for e in ests:
        action = Action(view.seat, Verb.BID, bid=e.bid)
        if action in legal and e.bid not in heavens:
            value = bid_table.expected(e.bid.ascii(), e.needed) * scale
            needed = e.needed if e.needed < NO_PLAN else None
            out.append(BidHint(action, value, needed, e.kind))
    # 天胡 at once, whatever the bid: each of the three pays 2^8 and the bid's points (best
    # first, as the computers choose: a stable sort keeps them so among equal values)
    for bid, kind in heavens.items():
        value = 3 * (2**SPECIAL_TAI + bid.points) * scale
        out.append(BidHint(Action(view.seat, Verb.BID, bid=bid), value, 0, kind, heaven=True))
    out.sort(key=lambda h: -h.value)
    return tuple(out)


# --- the wild choice --------------------------------------------------------------------------


@dataclass(frozen=True)
class WildHint:
    """Naming ``kind``: the wild kinds it makes, how many wild tiles this hand then holds,
    the hand's count with them, and (``wild_hints``) the tiles it is short of a hand worth
    the bid's 台, as the computer players count them (None: out of reach, or not asked)."""

    kind: int
    wild_kinds: frozenset[int]
    wilds: int
    shanten: int
    needed: int | None = None


def wild_hint(hand: Sequence[int], bid: Bid, kind: int) -> WildHint:
    """What naming ``kind`` under ``bid`` gives ``hand``."""
    wild_kinds = wilds_for(bid, kind)
    counts, wilds = tiles.split_wilds(hand, wild_kinds)
    return WildHint(kind, wild_kinds, wilds, shanten(counts, wilds))


def with_needed(
    hint: WildHint,
    seat: int,
    hand: Sequence[int],
    bid: Bid,
    rules: RuleSet,
    unseen: Sequence[int] | None = None,
) -> WildHint:
    """``hint`` with the tiles its hand is short of the bid's 台 (the hints' and the wild
    picker's one figure; ``unseen``: by default all but the hand's own tiles)."""
    from ...ai.bidding import estimate

    if hint.shanten < 0:  # the dealer's 14 tiles complete: 天胡, which needs no minimum
        return replace(hint, needed=0)
    if unseen is None:
        unseen = [tiles.COPIES - n for n in tiles.counts_of(hand)]
    e = estimate(seat, hand, bid, hint.kind, rules, tuple(unseen), with_accept=False)
    return replace(hint, needed=e.needed if e.needed < NO_PLAN else None)


def wild_hints(view: SeatView, legal: Sequence[Action]) -> tuple[WildHint, ...]:
    """For the 包家 naming the wilds: every kind of ``legal`` that puts a wild in the hand,
    and the best kind that puts none (which keeps 无财 open), best first as the computer
    players rank them (fewest tiles short of the bid's 台, then the most wilds), so that the
    advice is the first row. The count alone can mislead: naming the winds may bring the
    hand closer and leave it no way to the 台 a bid of 3台 needs."""
    bid = view.bid
    if bid is None:
        return ()
    kinds = sorted({a.tile for a in legal if a.verb is Verb.WILD})
    hints = [wild_hint(view.hand, bid, kind) for kind in kinds]
    held = [h for h in hints if h.wilds]
    none = [h for h in hints if not h.wilds][:1]  # all the same count: one stands for all
    unseen = tuple(tiles.COPIES - v for v in view.visible_counts())
    out = [with_needed(h, view.seat, view.hand, bid, view.rules, unseen) for h in held + none]
    out.sort(key=lambda h: (NO_PLAN if h.needed is None else h.needed, -h.wilds, h.shanten))
    return tuple(out)
