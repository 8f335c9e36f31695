"""What the hint panel shows, computed from a seat's view: no widgets, no Qt.

Every count of tiles from ready comes from one count, the exact shanten of ``advice`` (向听),
so the rows, the hand as it stands, a claim's before → after and the advice line always agree;
beside it, where it differs, the way to a win that reaches the minimum (``TowardTai``: the
computer's 台 plans, the figures it plays by, as the bid and wild rows and a claim's 不够台):

- about to discard (3k+2 tiles): every legal discard with the count after it and the draws
  that improve it (with how many of each this seat has not seen); a discard that leaves
  the hand ready (听牌) lists its waits, each with the 台 a win on it would score, by discard
  and by self-draw, and whether that reaches the seat's minimum (不够台 when not);
- waiting (3k+1 tiles): the same for the hand as it stands, and in a claim window each claim
  with the count before → after it;
- bidding: the expected score of passing and of each bid, from the computer level's
  calibrated estimates;
- naming the wilds: what each choice gives the hand (wild tiles held, the count with them).

A strong computer level (``advice.advice_level()``, or any level of ``ai.registry``) says
what it would do; the advice line names that action and quotes its row (``hint_text``), never
the computer's own figures.

Only what the seat may see is used (its ``SeatView``), so hints never leak hidden tiles.

>>> from zhuji_desktop.engine.state import HandState
>>> h = HandState.deal(seed=1)
>>> compute_hints(h.view(1), h.legal_actions(1), suggest=False).mode
'none'
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from ...engine import tiles
from ...engine.actions import Action, Verb
from ...engine.claims import dead_discard
from ...engine.hand import analyse_discards, shanten, useful_tiles
from ...engine.inputs import InputError
from ...engine.tai import TaiResult, WinContext, count_tai
from ...engine.view import SeatView
from .advice import (
    NO_PLAN,
    BidHint,
    ClaimHint,
    WildHint,
    advice_level,
    bid_hints,
    claim_hints,
    claim_rank,
    turn_kong_hints,
    wild_hints,
)

if TYPE_CHECKING:  # the AI itself is imported on first use (see Advisor)
    from ...ai.base import Player

log = logging.getLogger(__name__)

SUGGEST_SEED = 20240  # a fixed seed: the same position always gets the same suggestion

# A suggester takes the view and the legal actions and returns (action, reason).
Suggester = Callable[[SeatView, list[Action]], tuple[Action, str]]


@dataclass(frozen=True)
class WaitHint:
    """One tile that completes a ready hand."""

    tile: int
    unseen: int
    is_wild: bool  # drawing a wild completes the hand (a discarded wild is dead)
    on_discard: TaiResult | None  # None: cannot be won on a discard (a wild)
    self_drawn: TaiResult

    @property
    def best(self) -> int:
        """The higher 台 of the two ways to win on this tile."""
        found = [r.total for r in (self.on_discard, self.self_drawn) if r and r.complete]
        return max(found, default=0)

    def enough(self, minimum: int) -> bool:
        """Whether some way of winning on this tile reaches ``minimum`` (specials always do)."""
        results = [r for r in (self.on_discard, self.self_drawn) if r and r.complete]
        return any(r.special is not None or r.total >= minimum for r in results)


OUT_OF_REACH = NO_PLAN  # tiles needed when no 台 plan can reach the minimum (ai.efficiency)


@dataclass(frozen=True)
class TowardTai:
    """The way to a win that reaches the seat's 台 minimum, by the computer's 台 plans (the
    figures it plays by): tiles needed (1: ready; ``OUT_OF_REACH``: no plan left) and the
    kinds whose draw brings it closer (unseen or not). The shape's count (向听) may be
    closer: a tester was shown 1向听 with 3 useful tiles where every completion scored 0 台."""

    needed: int
    kinds: frozenset[int] = frozenset()

    def farther(self, shanten: int) -> bool:
        """Whether such a win is farther than a shape ``shanten`` from ready."""
        return self.needed > shanten + 1

    def helps(self, kind: int, shanten: int) -> bool:
        """Whether drawing ``kind``, useful to the shape, also brings such a win closer."""
        return self.farther(shanten) or kind in self.kinds

    def useful(self, useful: Sequence[tuple[int, int]], shanten: int) -> int:
        """The unseen useful draws (``(kind, unseen)``) that also bring such a win closer."""
        return sum(n for k, n in useful if self.helps(k, shanten))


def _tai_figures(row: DiscardHint) -> tuple[int, int]:
    """A row's way to enough 台 as figures: tiles needed, and useful draws toward it."""
    if row.tai is None:
        return row.shanten + 1, row.useful_total
    return row.tai.needed, row.tai.useful(row.useful, row.shanten)


@dataclass(frozen=True)
class DiscardHint:
    """One possible discard: the count after it, improving draws, and waits if ready."""

    discard: int
    is_wild: bool
    shanten: int
    useful: tuple[tuple[int, int], ...]  # (kind, unseen)
    useful_total: int
    waits: tuple[WaitHint, ...] = ()
    winning_total: int = 0  # unseen tiles of the waits that reach the minimum
    tai: TowardTai | None = None  # the way to a win that reaches the minimum, after it


@dataclass(frozen=True)
class Suggestion:
    """What the computer level would do (``reason``: its own words, kept for the log)."""

    action: Action
    reason: str = ""


@dataclass(frozen=True)
class Hints:
    """Everything the panel shows. ``mode``: "discard", "waiting", "bid", "wild" or "none"."""

    mode: str
    minimum: int
    wild_kinds: frozenset[int]
    options: tuple[DiscardHint, ...] = ()  # "discard": best first
    shanten: int | None = None  # "waiting": the hand as it stands
    useful: tuple[tuple[int, int], ...] = ()  # "waiting"
    waits: tuple[WaitHint, ...] = ()  # "waiting" and ready
    tai: TowardTai | None = None  # "waiting": the way to a win that reaches the minimum
    claims: tuple[ClaimHint, ...] = ()  # "waiting" in a claim window
    kongs: tuple[ClaimHint, ...] = ()  # "discard": the concealed and added kongs offered
    bids: tuple[BidHint, ...] = ()  # "bid": best value first
    wilds: tuple[WildHint, ...] = ()  # "wild": best first
    win_now: TaiResult | None = None  # "discard": the hand is complete as it is
    suggestion: Suggestion | None = None


NO_HINTS = Hints("none", 1, frozenset())


# --- waits and their 台 ---------------------------------------------------------------------


def wait_hints(view: SeatView, hand: Sequence[int]) -> tuple[WaitHint, ...]:
    """The waits of a ready 3k+1 ``hand`` with their 台; () if it is not ready."""
    counts, wilds = tiles.split_wilds(hand, view.wild_kinds)
    kinds = sorted(view.wild_kinds)
    if shanten(counts, wilds) != 0:
        return ()
    unseen = [tiles.COPIES - n for n in view.visible_counts()]
    melds = view.melds[view.seat]
    out = []
    for tile in useful_tiles(counts, wilds, kinds):
        concealed = [*hand, tile]
        is_wild = tile in view.wild_kinds
        # No win on a discard: a discarded wild is dead, and 同圈 bars a kind passed on.
        dead = dead_discard(tile, view.wild_kinds, view.rules) or tile in view.no_win
        ctx = WinContext(seat=view.seat, wild_kinds=view.wild_kinds)
        on_discard = None if dead else count_tai(concealed, melds, ctx, view.rules, view.minimum)
        drawn = WinContext(seat=view.seat, wild_kinds=view.wild_kinds, self_drawn=True)
        self_drawn = count_tai(concealed, melds, drawn, view.rules, view.minimum)
        out.append(WaitHint(tile, max(0, unseen[tile]), is_wild, on_discard, self_drawn))
    out.sort(key=lambda w: (-w.best, -w.unseen, w.tile))
    return tuple(out)


def _winning_total(waits: Sequence[WaitHint], minimum: int) -> int:
    return sum(w.unseen for w in waits if w.enough(minimum))


# --- the modes --------------------------------------------------------------------------------


def _without(hand: Sequence[int], tile: int) -> list[int]:
    rest = list(hand)
    rest.remove(tile)
    return rest


def discard_hints(view: SeatView, legal: Sequence[Action] = ()) -> tuple[DiscardHint, ...]:
    """Every discard of the seat's 3k+2 hand (those of ``legal``, if it holds discards),
    best first: lowest count, then (when ready) the most unseen winning tiles that reach the
    minimum, then the most useful draws. A ready hand none of whose waits reaches the
    minimum cannot win as it stands: it ranks with the hands a tile from ready, after them
    (a tester was shown such a 听牌 above 一向听 discards with 38 useful tiles). A wild is
    listed once per wild kind held."""
    counts, wilds = tiles.split_wilds(view.hand, view.wild_kinds)
    allowed = {a.tile for a in legal if a.verb is Verb.DISCARD}
    held = set(view.hand)
    tai_after = toward_tai(view)
    out = []
    for opt in analyse_discards(counts, wilds, view.visible_counts(), sorted(view.wild_kinds)):
        if opt.discard not in held or (allowed and opt.discard not in allowed):
            continue  # a wild kind the hand does not hold, or a discard the rules bar
        waits: tuple[WaitHint, ...] = ()
        if opt.shanten == 0:
            waits = wait_hints(view, _without(view.hand, opt.discard))
        out.append(
            DiscardHint(
                opt.discard, opt.is_wild, opt.shanten, opt.useful, opt.useful_total,
                waits, _winning_total(waits, view.minimum), tai_after(opt.discard, opt.is_wild),
            )
        )  # fmt: skip
    out.sort(key=discard_rank)
    return tuple(out)


def toward_tai(view: SeatView) -> Callable[[int | None, bool], TowardTai | None]:
    """``TowardTai`` of the seat's hand after a discard (its face, or None for the hand as
    it is; whether it is a wild); None if the computer's plans fail (the AI is optional for
    hints: its failure costs these figures, never the panel)."""
    try:
        from ...ai.efficiency import WILD, draws_toward, make_evals
        from ...ai.tai_plan import HandInfo

        evals = make_evals(HandInfo.from_view(view))
    except Exception:
        return lambda _discard, _is_wild: None

    def after(discard: int | None, is_wild: bool) -> TowardTai | None:
        try:
            need, kinds, wild = draws_toward(evals, WILD if is_wild else discard)
        except Exception:
            return None
        if need >= OUT_OF_REACH:
            return TowardTai(OUT_OF_REACH)
        natural = kinds - view.wild_kinds
        return TowardTai(need, natural | (view.wild_kinds if wild else frozenset()))

    return after


def discard_rank(d: DiscardHint) -> tuple[int, bool, int, int, int, int, int]:
    """The rows' order, best first (the discard's tile last, to break ties)."""
    dead = d.shanten == 0 and d.winning_total == 0  # ready, but no wait reaches the minimum
    to_tai, toward = _tai_figures(d)  # then the nearer 台, the more draws toward it
    return d.shanten + dead, dead, to_tai, -d.winning_total, -toward, -d.useful_total, d.discard


def _win_now(view: SeatView) -> TaiResult | None:
    """The 台 of the hand as it is, when it is complete (as a self-draw, counted as the
    engine counts it on this turn: a 天胡 or a 杠开 said 0台 and 1台 too few)."""
    counts, wilds = tiles.split_wilds(view.hand, view.wild_kinds)
    if shanten(counts, wilds) != -1:
        return None
    drawn = WinContext(seat=view.seat, wild_kinds=view.wild_kinds, self_drawn=True)
    ctx = view.turn_context or drawn
    return count_tai(view.hand, view.melds[view.seat], ctx, view.rules, view.minimum)


def waiting_hints(
    view: SeatView,
) -> tuple[int, tuple[tuple[int, int], ...], tuple[WaitHint, ...], TowardTai | None]:
    """The count, improving draws, waits and way to enough 台 of the seat's 3k+1 hand."""
    counts, wilds = tiles.split_wilds(view.hand, view.wild_kinds)
    now = shanten(counts, wilds)
    unseen = [tiles.COPIES - n for n in view.visible_counts()]
    draws = useful_tiles(counts, wilds, sorted(view.wild_kinds))
    useful = tuple((k, max(0, unseen[k])) for k in draws)
    waits = wait_hints(view, view.hand) if now == 0 else ()
    return now, useful, waits, toward_tai(view)(None, False)


# --- the advice -------------------------------------------------------------------------------


class Advisor:
    """The computer level whose advice the hints give (default: the strongest there is),
    built on first use; its ``suggest`` leaves it unchanged, so one serves every position.
    A level that cannot be built costs the advice line, never the hints."""

    def __init__(self, level: str | None = None) -> None:
        self.level = level
        self._player: Player | None = None
        self._failed = False

    @property
    def player(self) -> Player | None:
        if self._player is None and not self._failed:
            try:
                from ...ai.registry import make_player

                self._player = make_player(self.level or advice_level(), SUGGEST_SEED)
            except Exception:  # the AI is optional for hints: its absence only hides a line
                self._failed = True
        return self._player

    def suggest(self, view: SeatView, legal: list[Action]) -> Suggestion | None:
        player = self.player
        if player is None:
            return None
        suggest = getattr(player, "suggest", None)
        if callable(suggest):
            return suggestion_for(view, legal, suggest)
        decide = player.decide
        return suggestion_for(view, legal, lambda v, a: (decide(v, a), ""))


def suggestion_for(
    view: SeatView, legal: list[Action], suggester: Suggester | None
) -> Suggestion | None:
    """Ask ``suggester``; a failing AI costs the suggestion line, never the panel."""
    if suggester is None or not legal:
        return None
    try:
        action, reason = suggester(view, list(legal))
    except Exception:
        return None
    return Suggestion(action, reason or "") if action in legal else None


def _advisor(suggest: bool | Suggester | Advisor) -> Advisor | Suggester | None:
    if suggest is True:
        return Advisor()
    return suggest or None


# --- the whole --------------------------------------------------------------------------------


def compute_hints(
    view: SeatView,
    legal: Sequence[Action],
    suggest: bool | Suggester | Advisor = True,
    advise: bool = True,
) -> Hints:
    """The hints for ``view``'s seat. ``suggest``: True for the strongest level, an
    ``Advisor`` of a chosen level, False for no advice, or a suggester of one's own (tests
    use this; it gives no bid values). ``advise=False`` leaves the suggestion out (the bid
    values still come from ``suggest``'s level): a slow advisor's comes later."""
    legal = list(legal)
    advisor = _advisor(suggest)
    asked = advisor if advise else None

    minimum, wild_kinds = view.minimum, view.wild_kinds
    if view.phase == "bidding" and legal:
        player = advisor.player if isinstance(advisor, Advisor) else None
        try:
            bids = bid_hints(view, legal, player) if player is not None else ()
        except InputError as e:  # a damaged bid table of the install costs the rows only
            log.error("no bid hints: %s", e)
            bids = ()
        hint = _suggestion(asked, view, legal)
        return Hints("bid", minimum, wild_kinds, bids=bids, suggestion=hint)
    if view.phase == "wilds" and any(a.verb is Verb.WILD for a in legal):
        hint = _suggestion(asked, view, legal)
        wilds = _suggested_first(wild_hints(view, legal), hint)
        return Hints("wild", minimum, wild_kinds, wilds=wilds, suggestion=hint)
    if view.phase != "play" or len(view.hand) % 3 == 0:
        return NO_HINTS
    hint = _suggestion(asked, view, legal)
    if len(view.hand) % 3 == 2:
        options = _suggested_first(discard_hints(view, legal), hint)
        win_now = _win_now(view)
        kongs = _one_per_wild_choice(
            _advised_claim_first(_kongs_worth_a_row(turn_kong_hints(view, legal), hint), hint)
        )
        return Hints(
            "discard",
            minimum,
            wild_kinds,
            options=options,
            kongs=kongs,
            win_now=win_now,
            suggestion=hint,
        )
    now, useful, waits, tai = waiting_hints(view)
    claims = _one_per_wild_choice(
        _advised_claim_first(claim_hints(view, legal) if legal else (), hint)
    )
    return Hints(
        "waiting",
        minimum,
        wild_kinds,
        shanten=now,
        useful=useful,
        waits=waits,
        tai=tai,
        claims=claims,
        suggestion=hint,
    )


R = TypeVar("R", DiscardHint, WildHint)


def _suggested_first(rows: tuple[R, ...], hint: Suggestion | None) -> tuple[R, ...]:
    """The suggested row first among the rows whose figures equal its own (a tester saw
    the advice on the second of two identical rows and took the first for it): a discard's
    count, winning and useful tiles; a wild kind's tiles short of the 台 and wilds held."""
    if hint is None or hint.action.verb not in (Verb.DISCARD, Verb.WILD):
        return rows

    def key(row: R) -> tuple[object, ...]:
        if isinstance(row, WildHint):
            return row.needed, row.wilds
        return row.shanten, row.winning_total, row.useful_total, _tai_figures(row)

    def tile(row: R) -> int:
        return row.kind if isinstance(row, WildHint) else row.discard

    row = next((r for r in rows if tile(r) == hint.action.tile), None)
    if row is None:
        return rows
    ties = [i for i, r in enumerate(rows) if key(r) == key(row)]
    out = [r for r in rows if r is not row]
    out.insert(ties[0], row)
    return tuple(out)


def _advised_claim_first(
    claims: tuple[ClaimHint, ...], hint: Suggestion | None
) -> tuple[ClaimHint, ...]:
    """The advised way first among the ways of its button that count the same (three chows
    all 2向听 → 1向听: the one advised heads them, as the button frames it first)."""
    row = next((c for c in claims if hint is not None and c.action == hint.action), None)
    if row is None:
        return claims
    same = (row.key, claim_rank(row))
    ties = [i for i, c in enumerate(claims) if (c.key, claim_rank(c)) == same]
    out = [c for c in claims if c is not row]
    out.insert(ties[0], row)
    return tuple(out)


def _kongs_worth_a_row(
    kongs: tuple[ClaimHint, ...], hint: Suggestion | None
) -> tuple[ClaimHint, ...]:
    """A turn's kongs worth a row: one of four natural tiles, the advised one, and one with
    wilds that leaves the hand as close and its minimum within reach. (Three wilds make a
    kong of any tile in the hand: a turn holding three listed a dozen kongs, most of them
    giving the hand up.) The best of them stays when none is: the button is there, and a
    row says what it would do to the hand."""
    advised = hint.action if hint is not None else None
    rows = tuple(
        k for k in kongs if k.natural or k.action == advised or (k.after <= k.before and k.reaches)
    )
    return rows or kongs[:1]


def _one_per_wild_choice(claims: tuple[ClaimHint, ...]) -> tuple[ClaimHint, ...]:
    """The ways to claim, less those that differ from an earlier one only in which kind of
    wild they give up (with two wild kinds a pung with one wild was listed twice, the rows
    doubling to seven or eight; the advised way comes first, so it is the one kept)."""
    seen: set[tuple[object, ...]] = set()
    out = []
    for c in claims:
        wilds = [t for t in c.action.tiles if t in c.wild_kinds]
        natural = tuple(t for t in c.action.tiles if t not in c.wild_kinds)
        same = (c.key, natural, len(wilds), c.after, c.reaches)
        if wilds and same in seen:
            continue
        seen.add(same)
        out.append(c)
    return tuple(out)


def _suggestion(
    advisor: Advisor | Suggester | None, view: SeatView, legal: list[Action]
) -> Suggestion | None:
    if isinstance(advisor, Advisor):
        return advisor.suggest(view, legal)
    return suggestion_for(view, legal, advisor)
