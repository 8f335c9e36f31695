"""The hints in words: each row of the panel, and the advice line built from those rows.

The advice line names the computer's choice and then quotes that choice's own row, so its
figures are always the ones beside it (``advice_text``). No Qt widgets here: the texts come
from ``strings``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...ai.reasons import plan_text
from ...ai.tai_plan import NO_AIM_LABELS, NO_WILDS_LABEL
from ...engine.actions import Action, Verb
from ...engine.tai import ITEM_TAI, TaiResult
from .. import strings
from ..strings import T, bid_text, tai_label, tile_name
from .advice import BidHint, ClaimHint, WildHint, claim_rank
from .hints import OUT_OF_REACH, DiscardHint, Hints, TowardTai, WaitHint, discard_rank


def tai_short(result: TaiResult | None) -> str:
    """``3台``, or a special hand's name with its 台."""
    if result is None or not result.complete:
        return ""
    if result.special is not None:
        return T.TAI_ITEM.format(label=tai_label(result.special), tai=result.total)
    return T.HINTS_TAI.format(tai=result.total)


def wait_tai_text(wait: WaitHint) -> str:
    """The 台 of a wait: one number when both ways score the same, else both."""
    on_discard, drawn = wait.on_discard, wait.self_drawn
    if on_discard is None:
        return T.HINTS_TAI_SELF.format(tai=drawn.total)
    if on_discard.total == drawn.total:
        return tai_short(on_discard)
    return f"{tai_short(on_discard)}/{T.HINTS_TAI_SELF.format(tai=drawn.total)}"


def claim_word(verb: Verb) -> str:
    return {
        Verb.CHOW: T.CHOW,
        Verb.PUNG: T.PUNG,
        Verb.KONG: T.EXPOSED_KONG,
        Verb.CKONG: T.CONCEALED_KONG,
        Verb.ADDKONG: T.ADDED_KONG,
        Verb.WIN: T.WIN,
        Verb.PASS: T.PASS,
    }.get(verb, verb.value)


def action_text(
    action: Action, claim_tile: int | None = None, wild_kinds: frozenset[int] = frozenset()
) -> str:
    """An action in words: 打九索, 碰五万, 暗杠红中, 胡, 过, 包独3台, 定红中为财神 ...
    (``claim_tile``: the discard a chow, pung or kong takes, or the kind of a kong from the
    hand; without it, ``wild_kinds``: which faces of such a kong are wilds, so that it is
    named by its natural kind)."""
    verb = action.verb
    if verb is Verb.DISCARD:
        return T.ACT_DISCARD.format(tile=tile_name(action.tile))
    if verb is Verb.BID and action.bid is not None:
        return T.ACT_BID.format(bid=bid_text(action.bid))
    if verb is Verb.WILD:
        return T.ACT_WILD.format(tile=tile_name(action.tile))
    word = claim_word(verb)
    if (
        verb in (Verb.CHOW, Verb.PUNG, Verb.KONG, Verb.CKONG, Verb.ADDKONG)
        and claim_tile is not None
    ):
        return T.ACT_WITH.format(verb=word, tile=tile_name(claim_tile))
    if verb in (Verb.CKONG, Verb.ADDKONG) and action.tiles:
        naturals = [t for t in action.tiles if t not in wild_kinds] or list(action.tiles)
        return T.ACT_WITH.format(verb=word, tile=tile_name(max(naturals, key=naturals.count)))
    return word


def state_text(shanten: int) -> str:
    """The count in words: 能胡, 听牌, 2向听."""
    if shanten < 0:
        return T.HINTS_COMPLETE_SHAPE
    return T.HINTS_READY if shanten == 0 else T.HINTS_SHANTEN.format(n=shanten)


def wait_text(wait: WaitHint, minimum: int) -> str:
    tai = wait_tai_text(wait)
    if not wait.enough(minimum):
        tai += T.HINTS_NOT_ENOUGH_SAID
    return T.HINTS_ROW_WAIT.format(tile=tile_name(wait.tile), n=wait.unseen, tai=tai)


def discard_name(opt: DiscardHint) -> str:
    return (T.HINTS_WILD + " " if opt.is_wild else "") + tile_name(opt.discard)


def option_state(opt: DiscardHint, minimum: int) -> str:
    """``听牌，南风 2张 1台，三万 1张 0台（不够台）``, ``2向听，有效牌 30 张`` or, where some
    useful draws cannot lead to a win that reaches the minimum, ``1向听，有效牌 8 张，够台的
    4 张`` (and ``tai_text``'s words when such a win is farther than the shape)."""
    parts = [state_text(opt.shanten)]
    if opt.waits:
        parts += [wait_text(w, minimum) for w in opt.waits]
    else:
        parts.append(useful_text(opt.useful, opt.shanten, opt.tai))
    toward_tai = tai_text(opt.shanten, opt.tai)
    if toward_tai:
        parts.append(toward_tai)
    return T.HINTS_SEPARATOR.join(parts)


def useful_text(useful: Sequence[tuple[int, int]], shanten: int, tai: TowardTai | None) -> str:
    """``有效牌 30 张``, or ``有效牌 8 张，够台的 4 张`` when only some of the ``useful``
    draws (kind, unseen) lead to a win that reaches the minimum."""
    total = sum(n for _, n in useful)
    if tai is None or tai.farther(shanten) or tai.useful(useful, shanten) == total:
        return T.HINTS_USEFUL.format(n=total)
    return T.HINTS_USEFUL_TAI.format(n=total, m=tai.useful(useful, shanten))


def tai_text(shanten: int, tai: TowardTai | None) -> str:
    """How far a win that reaches the minimum is, when farther than the shape's count:
    ``够台还差 4 张`` (tiles, as the bid and wild rows count them) or ``凑不够台``; else
    ``""``."""
    if tai is None or not tai.farther(shanten):
        return ""
    if tai.needed >= OUT_OF_REACH:
        return T.HINTS_TAI_OUT_OF_REACH
    return T.HINTS_TOWARD_TAI.format(n=tai.needed)


def option_summary(opt: DiscardHint, minimum: int) -> str:
    """A row in the advice line's words: ``打九索：听牌，可胡 3 张，够台的 2 张`` for a
    discard that leaves the hand ready (a tester's line listed every wait, each with its
    不够台, in a paragraph; the waits are the row's, under it), else the row's own text."""
    if not opt.waits:
        return option_text(opt, minimum)
    total = sum(w.unseen for w in opt.waits)
    parts = [state_text(opt.shanten)]
    if opt.winning_total:
        parts.append(T.HINTS_WINS_SUMMARY.format(n=total, m=opt.winning_total))
    else:  # "可胡 30 张，够台的 0 张" read as 30 ways to win: none of them can
        parts.append(T.HINTS_WINS_NONE_ENOUGH.format(n=total))
    toward_tai = tai_text(opt.shanten, opt.tai)
    if toward_tai:
        parts.append(toward_tai)
    state = T.HINTS_SEPARATOR.join(parts)
    return T.HINTS_ROW_DISCARD.format(tile=discard_name(opt), state=state)


def option_text(opt: DiscardHint, minimum: int) -> str:
    """One row as text: ``打九索：听牌，南风 2张 1台，三万 1张 0台（不够台）``."""
    return T.HINTS_ROW_DISCARD.format(tile=discard_name(opt), state=option_state(opt, minimum))


def claim_text(hint: ClaimHint) -> str:
    """``碰白板：3向听 → 2向听`` (``（不够台）`` when the minimum is then out of reach), or
    ``胡南风：1台`` (the 台 the result will count)."""
    if hint.key == "win":
        if hint.win is None or not hint.win.complete:
            return T.HINTS_ROW_CLAIM_WIN.format(tile=tile_name(hint.tile))
        return T.HINTS_ROW_CLAIM_WIN_TAI.format(tile=tile_name(hint.tile), tai=tai_short(hint.win))
    before, after = state_text(hint.before), state_text(hint.after)
    change = T.HINTS_BEFORE_AFTER.format(before=before, after=after)
    if not hint.reaches:
        change += T.HINTS_NOT_ENOUGH_SAID
    elif hint.tai_needed is not None:  # as a discard's row: a win with enough 台 farther
        toward_tai = tai_text(hint.after, TowardTai(hint.tai_needed))
        if toward_tai:
            change = T.HINTS_SEPARATOR.join([change, toward_tai])
    act = action_text(hint.action, hint.tile)  # (a kong from the hand: its kind)
    # which hand tiles, where there can be a choice: a chow's pair, a claim with a wild (a
    # tester met four 碰 choices and a hint that said only 碰西风); a claim without a wild
    # is the one way of its button that needs no naming
    if hint.action.tiles and (hint.key == "chow" or not hint.natural):
        # a wild named as one: "with 1 Characters" read as a pung holding a 1 Characters
        names = [
            T.HINTS_WILD_TILE.format(tile=tile_name(t)) if t in hint.wild_kinds else tile_name(t)
            for t in hint.action.tiles
        ]
        act += T.HINTS_CLAIM_USING.format(tiles=T.TILE_SEPARATOR.join(counted(names)))
    return T.HINTS_ROW_CLAIM.format(act=act, change=change)


def counted(names: Sequence[str]) -> list[str]:
    """Names in order, each once, with ×n where it repeats: a kong's tiles read "wild 2
    Characters, wild 2 Characters, 6 Characters, 6 Characters" in English.

    >>> counted(["财神二万", "财神二万", "六万", "六万", "七万"])
    ['财神二万×2', '六万×2', '七万']
    """
    return [  # (a Counter keeps the order names first came in)
        name if n == 1 else T.HINTS_TIMES.format(name=name, n=n)
        for name, n in Counter(names).items()
    ]


def bid_row_text(hint: BidHint) -> str:
    """``包2台：约 +5.3 分，还差 2 张`` or ``不包：约 +2.0 分`` with what passing means."""
    value = T.HINTS_VALUE.format(value=hint.value)
    if hint.bid is None:
        text = T.HINTS_ROW_BID.format(act=T.BID_PASS, value=value)
        if hint.makes_dealer_bao:
            return text + T.HINTS_PASS_MAKES_DEALER_BAO
        if hint.baseline:
            return text + T.HINTS_PASS_BASELINE
        return text + (T.HINTS_PASS_DEALER if hint.dealer_default else "")
    text = T.HINTS_ROW_BID.format(act=action_text(hint.action), value=value)
    if hint.heaven:
        return text + T.HINTS_BID_HEAVEN
    if hint.needed is None:
        return text + T.HINTS_OUT_OF_REACH
    return text + T.HINTS_NEEDED.format(n=hint.needed)


def wild_row_text(hint: WildHint, tai: int | None = None) -> str:
    """``定五万为财神：手里 3 张财神，1向听`` and, for a bid of ``tai`` 台, ``，够 3 台还差 2 张``
    (or ``，凑不够台``)."""
    act = action_text(Action(0, Verb.WILD, (hint.kind,)))
    others = sorted(hint.wild_kinds - {hint.kind})
    if others:  # a tester read "Name 2 Dots as the wild" and did not know 3 Dots was one too
        act = T.ACT_WILD_TWO.format(tile=tile_name(hint.kind), other=tile_name(others[0]))
    text = T.HINTS_ROW_WILD.format(
        act=act,
        n=hint.wilds,
        state=state_text(hint.shanten),
    )
    return text if tai is None else text + wild_needed_text(hint, tai)


def wild_needed_text(hint: WildHint, tai: int) -> str:
    """``，够 3 台还差 2 张`` (or ``，凑不够台``; after 听牌, ``但不够台，够 3 台还差 2 张``)
    after a wild kind's count, in the hints and in the wild picker alike; nothing for a
    hand complete at the deal (天胡 needs no 台)."""
    if hint.shanten < 0:
        return ""
    if hint.needed is None:
        return T.HINTS_OUT_OF_REACH
    if hint.shanten == 0 and hint.needed > 1:
        return T.HINTS_READY_SHORT_OF_TAI.format(tai=tai, n=hint.needed)
    return T.HINTS_WILD_NEEDED.format(tai=tai, n=hint.needed)


def advice_text(hints: Hints) -> str:
    """``建议：`` and the suggested action's own row (its figures are the panel's)."""
    s = hints.suggestion
    if s is None:
        return ""
    return T.HINTS_SUGGEST.format(action=_advice_body(hints, s.action, s.reason))


def simulated_figure(reason: object, row: BidHint | None = None) -> float | None:
    """The expert's own expected score of the bid (or pass) it chose, if the reason has it;
    with ``row``, that of the row's bid, if the expert played it out over as many deals
    (one dropped early as clearly worse has a figure of a few deals: not like for like)."""
    if getattr(reason, "key", "") not in ("mc_bid", "mc_pass"):
        return None
    args = getattr(reason, "args", {})
    if row is None:
        mean = args.get("mean")
    else:
        mean = next(
            (m for bid, m, n in args.get("means", ()) if bid == row.bid and n == args.get("n")),
            None,
        )
    return float(mean) if isinstance(mean, int | float) else None


def slower_text(reason: object) -> str:
    """Why the advised discard is not the fastest, as far as the computer's reason says: the
    台 plan it keeps (``做混一色万``), its guard against the 包家, or both; else the words that
    say it may be either."""
    args = getattr(reason, "args", {}) if getattr(reason, "key", "") == "discard" else {}
    plan, guard = args.get("plan", ""), bool(args.get("guard"))
    if not plan or plan in NO_AIM_LABELS:
        return T.HINTS_SLOWER_GUARD if guard else T.HINTS_SLOWER
    words = plan_text(plan, strings.LANG)
    if guard:
        template = T.HINTS_SLOWER_BOTH
    elif NO_WILDS_LABEL in plan.split("+"):  # why a wild is let go: say what no wild scores
        template = T.HINTS_SLOWER_NO_WILDS
    else:
        template = T.HINTS_SLOWER_PLAN
    return template.format(plan=words, tai=ITEM_TAI["wucai"])


def _advice_body(hints: Hints, action: Action, reason: object = "") -> str:
    if hints.mode == "discard" and action.verb is Verb.DISCARD:
        row = next((o for o in hints.options if o.discard == action.tile), None)
        if row is not None:
            text = option_summary(row, hints.minimum)
            best = hints.options[0]
            # as close, but fewer draws (toward enough 台, or at all): the rank less the tile
            fewer = row.shanten == best.shanten and discard_rank(row)[:-1] > discard_rank(best)[:-1]
            if row.shanten > best.shanten or fewer:
                text += slower_text(reason)  # the computer gives up speed for 台 or safety
            if all(o.tai is not None and o.tai.needed >= OUT_OF_REACH for o in hints.options):
                text += T.HINTS_NO_WAY_TO_TAI.format(minimum=hints.minimum)
            return text
    if hints.mode == "waiting" and hints.claims:
        # the very way advised (its tiles), as its row says it and the button frames it
        claim = next((c for c in hints.claims if c.action == action), None)
        if claim is not None:
            return claim_text(claim)
        if action.verb is Verb.PASS:
            best_claim = min(hints.claims, key=claim_rank)
            why = T.HINTS_PASS_ANYWAY if best_claim.closer else T.HINTS_PASS_NOT_CLOSER
            return why.format(claim=claim_text(best_claim))
    if hints.mode == "bid":
        bid_row = next((b for b in hints.bids if b.action == action), None)
        if bid_row is not None:
            text = bid_row_text(bid_row)
            mean = simulated_figure(reason)
            top = max(hints.bids, key=lambda b: b.value)
            # a choice below another row's quick estimate: the expert's own figures say why
            if mean is not None and bid_row.value < top.value:
                other = simulated_figure(reason, top)
                if other is None:
                    text += T.HINTS_SIMULATED.format(value=mean)
                else:
                    act = T.BID_PASS if top.bid is None else action_text(top.action)
                    text += T.HINTS_SIMULATED_BOTH.format(value=mean, other=act, other_value=other)
            return text
    if hints.mode == "wild" and action.verb is Verb.WILD:
        wild = next((w for w in hints.wilds if w.kind == action.tile), None)
        if wild is not None:
            return wild_row_text(wild, hints.minimum)
    if action.verb is Verb.WIN and hints.win_now is not None:
        return T.HINTS_ROW_WIN_NOW.format(tai=tai_short(hints.win_now))
    text = action_text(action, wild_kinds=hints.wild_kinds)
    kong = next((k for k in hints.kongs if k.action == action), None)
    if kong is not None and kong.after > kong.before and getattr(reason, "key", "") == "kong":
        # the computer's kong rule counts under its 台 plans (levels.choose_kong), the row
        # in any shape: say why the two disagree
        text += T.HINTS_KONG_FARTHER
    return text
