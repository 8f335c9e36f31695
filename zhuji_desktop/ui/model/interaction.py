"""What the person at the bottom may do now, worked out from the legal actions (no Qt).

The legal actions are grouped into buttons (胡 吃 碰 杠 过). A button with one action submits
it; a button with several (a chow or pung with or without wilds, several kongs) opens a choice
among candidates, each with the tiles it uses, so the table can frame them in green. A person
who looks at a discard in hot-seat without anything to claim gets a 继续 button instead
(``Input.look``), which is no engine action.

A ``Redraw`` is what the game hands the screen: the table to draw and, as ``Input``, what the
person at the bottom may do and the line that tells them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from ...engine.actions import Action, Verb
from ...engine.claims import chow_readings
from ...engine.melds import Meld, MeldType
from ..line_breaks import unbroken
from ..strings import T, seat_name, tile_name
from .snapshot import HIDDEN, TableShow

KONG_VERBS = (Verb.KONG, Verb.CKONG, Verb.ADDKONG)

_T = TypeVar("_T")


def step_through(
    items: Sequence[_T], current: _T | None, step: int, wrap: bool = True
) -> _T | None:
    """The keyboard's next choice (← → by ``step`` ±1) among ``items``, round the ends (or,
    not ``wrap``, staying at them); from no choice (or one no longer there) the first going
    right, the last going left.

    >>> abc = ["a", "b", "c"]
    >>> step_through(abc, "c", 1), step_through(abc, None, -1), step_through([], None, 1)
    ('a', 'c', None)
    >>> step_through(abc, "c", 1, wrap=False), step_through(abc, "a", -1, wrap=False)
    ('c', 'a')
    """
    if not items:
        return None
    if current is None or current not in items:
        return items[0] if step > 0 else items[-1]
    at = list(items).index(current) + step
    return items[at % len(items) if wrap else min(max(at, 0), len(items) - 1)]


@dataclass(frozen=True)
class ButtonSpec:
    key: str  # "chow", "pung", "kong", "win", "pass"
    label: str
    shortcuts: tuple[str, ...]
    actions: tuple[Action, ...]


@dataclass(frozen=True)
class Candidate:
    """One way to make a meld: the action, the hand tiles it takes, and what it shows."""

    action: Action
    hand_tiles: tuple[int, ...]  # faces taken from the concealed hand
    claimed: int | None  # the discard (or nothing, for kongs from the hand)
    meld_index: int | None  # for 补杠: which of the seat's melds it joins
    preview: tuple[int, ...]  # every tile of the resulting meld, in display order


def _kong_label(verbs: set[Verb], meld: bool = False) -> str:
    """The kong button's label (明杠, 暗杠, 补杠 or 杠); ``meld``: what its choice prompt
    chooses, in a sentence (明杠的组合, "an exposed kong")."""
    if verbs == {Verb.KONG}:
        return T.CHOOSE_EXPOSED_KONG if meld else T.EXPOSED_KONG
    if verbs == {Verb.CKONG}:
        return T.CHOOSE_CONCEALED_KONG if meld else T.CONCEALED_KONG
    if verbs == {Verb.ADDKONG}:
        return T.CHOOSE_ADDED_KONG if meld else T.ADDED_KONG
    return T.CHOOSE_KONG if meld else T.KONG


def choice_prompt(spec: ButtonSpec) -> str:
    """The prompt while the person picks one of a button's ways: 选择吃的组合：… ("Choose a
    chow: …"; it said "Choose the Chow", the button's label in a sentence)."""
    if spec.key == "chow":
        meld = T.CHOOSE_CHOW
    elif spec.key == "pung":
        meld = T.CHOOSE_PUNG
    else:
        meld = _kong_label({a.verb for a in spec.actions}, meld=True)
    return T.PROMPT_CHOOSE.format(meld=meld, key=spec.shortcuts[0])


def _win_label(step: str | None) -> str:
    if step == "turn":
        return T.SELF_DRAWN_WIN
    if step == "rob":
        return T.ROB_WIN
    return T.WIN


PASS_KEYS = ("Space", "G")  # 过, and 不包 and 继续 too (``TableScreen``)
CONTINUE_KEYS = PASS_KEYS
AUTO_KEY = "Ctrl+T"  # 托管 on or off (the menu's item, and the table's button names it)
TAKE_BACK_KEY = "Ctrl+Z"  # 悔牌 (⌘Z on a Mac, as undo is everywhere there)


def buttons(legal: list[Action], step: str | None, look: bool = False) -> list[ButtonSpec]:
    """The buttons to show, left to right: 胡 吃 碰 杠 过 (only those that are legal; 胡
    first, as new players missed it third among the claims); 继续 alone when the person only
    ``look``s at a discard."""
    if look and not legal:
        return [ButtonSpec("continue", T.CONTINUE, CONTINUE_KEYS, ())]
    out: list[ButtonSpec] = []
    chows = tuple(a for a in legal if a.verb is Verb.CHOW)
    pungs = tuple(a for a in legal if a.verb is Verb.PUNG)
    kongs = tuple(a for a in legal if a.verb in KONG_VERBS)
    wins = tuple(a for a in legal if a.verb is Verb.WIN)
    passes = tuple(a for a in legal if a.verb is Verb.PASS and step in ("claim", "rob"))
    if wins:
        out.append(ButtonSpec("win", _win_label(step), ("H",), wins))
    if chows:
        out.append(ButtonSpec("chow", T.CHOW, ("C",), chows))
    if pungs:
        out.append(ButtonSpec("pung", T.PUNG, ("P",), pungs))
    if kongs:
        out.append(ButtonSpec("kong", _kong_label({a.verb for a in kongs}), ("K",), kongs))
    if passes:
        out.append(ButtonSpec("pass", T.PASS, PASS_KEYS, passes))
    return out


def discard_kinds(legal: list[Action]) -> set[int]:
    """The kinds a click on the hand may discard now."""
    return {a.tile for a in legal if a.verb is Verb.DISCARD}


def _addkong_parts(
    action: Action, melds: tuple[Meld, ...], wild_kinds: frozenset[int]
) -> tuple[int, int]:
    """(the tile added from the hand, the index of the pung it joins) of a 补杠."""
    if len(action.tiles) == 2:  # a wild, written with the kind of the pung it joins
        tile = next(t for t in action.tiles if t in wild_kinds)
        kind = next(t for t in action.tiles if t not in wild_kinds)
    else:
        kind = tile = action.tile
    index = next(i for i, m in enumerate(melds) if m.type is MeldType.PUNG and m.kind == kind)
    return tile, index


def locks_wilds(action: Action, wild_kinds: frozenset[int]) -> bool:
    """A kong from the hand (暗杠, 补杠) that would put wilds into a meld for good: shown
    before it is made (one K put a tester's two wilds in a concealed kong unseen). A claim
    of one way, a 明杠 with a wild too, is made at once, as README promises: the discard
    it takes is in sight, and the hints name the tiles it uses."""
    hand_kong = action.verb in (Verb.CKONG, Verb.ADDKONG)
    return hand_kong and any(t in wild_kinds for t in action.tiles)


def candidates(
    actions: tuple[Action, ...],
    claim_tile: int | None,
    melds: tuple[Meld, ...],
    wild_kinds: frozenset[int],
) -> list[Candidate]:
    """The candidates of a button's actions, each with the tiles it would use."""
    out = []
    for a in actions:
        if a.verb is Verb.ADDKONG:
            tile, index = _addkong_parts(a, melds, wild_kinds)
            preview = (*sorted(melds[index].tiles), tile)
            out.append(Candidate(a, (tile,), None, index, preview))
        elif a.verb is Verb.CKONG:
            out.append(Candidate(a, a.tiles, None, None, a.tiles))
        else:
            preview = tuple(sorted((*a.tiles, claim_tile))) if claim_tile is not None else a.tiles
            if a.verb is Verb.CHOW:
                preview = run_order(preview, claim_tile, wild_kinds)
            out.append(Candidate(a, a.tiles, claim_tile, None, preview))
    return out


def run_order(
    chow: tuple[int, ...], claimed: int | None, wild_kinds: frozenset[int]
) -> tuple[int, ...]:
    """A chow's three tiles in the order of its run, its wild where the tile it stands for
    would be when the run can be read only one way (``claims.chow_readings``; a tester saw
    八万 九万 and the wild last, standing for 七万); as given when it can be read two ways.

    >>> run_order((6, 7, 33), 7, frozenset({33}))  # 七万 八万 + 白: 六七八 or 七八九
    (6, 7, 33)
    >>> run_order((7, 8, 33), 8, frozenset({33}))  # 八万 九万 + 白 (七万)
    (33, 7, 8)
    >>> run_order((4, 6, 33), 6, frozenset({33}))  # 五万 七万 + 白 (六万)
    (4, 33, 6)
    """
    wilds = [t for t in chow if t in wild_kinds]
    naturals = [t for t in chow if t not in wild_kinds]
    if len(wilds) != 1 or not naturals or claimed is None:
        return chow
    meld = Meld(MeldType.CHOW, chow, kind=min(naturals), claimed=claimed)
    starts = {start for start, _value in chow_readings(meld, wild_kinds)}
    if len(starts) != 1:
        return chow
    start = starts.pop()
    return tuple(k if k in naturals else wilds[0] for k in range(start, start + 3))


# --- what the screen shows and offers ------------------------------------------------------------


@dataclass(frozen=True)
class Input:
    """What the person at the bottom may do now (nothing: ``legal`` is empty), and the prompt.
    ``look``: the person looks at a discard (hot-seat) and continues when done."""

    legal: tuple[Action, ...]
    prompt: str
    look: bool = False


@dataclass(frozen=True)
class Redraw:
    """The table to draw. ``quiet``: only who is to act changed (nothing moved); ``input``
    None: the person's input stays as it is (a choice among candidates stays open)."""

    table: TableShow
    quiet: bool = False
    input: Input | None = None


@dataclass(frozen=True)
class Passed:
    """Claims the table passed for a person looking at a discard (hot-seat): what they
    could have claimed, and whether "this hand: wins only" did it (else the setting to ask
    only about claims worth it)."""

    claims: tuple[Action, ...]
    wins_only: bool


def prompt(
    table: TableShow,
    legal: list[Action],
    covered: bool,
    people: bool,
    auto: bool,
    look: bool = False,
    passed: Passed | None = None,
) -> str:
    """The line under the buttons. ``covered``: the curtain is down; ``people``: a person
    plays (not a demo); ``auto``: the person shown is on 托管; ``look``: the person looks at
    a discard (hot-seat); ``passed``: the claims the table passed for them on it, and why."""
    if table.phase == "ended" or covered:
        return ""
    if look and not legal and table.claim_tile is not None:
        seat, tile = _source(table), unbroken(tile_name(table.claim_tile))
        if passed is None:
            return T.PROMPT_LOOK.format(seat=seat, tile=tile)
        verbs, why = _passed_words(passed, table.step)
        return T.PROMPT_LOOK_PASSED.format(seat=seat, tile=tile, verbs=verbs, why=why)
    if not legal:
        return waiting_prompt(table, people, auto)
    if table.phase == "bidding":
        return T.PROMPT_BID
    if table.phase == "wilds":
        return T.PROMPT_WILDS
    specs = [b for b in buttons(legal, table.step) if b.key != "pass"]
    if table.step in ("claim", "rob") and table.claim_tile is not None:
        verbs = T.VERB_SEPARATOR.join(b.label for b in specs)
        template = T.PROMPT_ROB if table.step == "rob" else T.PROMPT_CLAIM
        tile = unbroken(tile_name(table.claim_tile))
        return template.format(seat=_source(table), tile=tile, verbs=verbs)
    banned = banned_kinds(table, legal)
    if banned:  # (吃后不能换打: a click on them does nothing, so say why)
        names = T.TILE_SEPARATOR.join(unbroken(tile_name(k)) for k in sorted(banned))
        return T.PROMPT_DISCARD_BANNED.format(tiles=names)
    if any(a.verb is Verb.WIN for a in legal):  # (only the button said so: a player missed it)
        kong = any(a.verb in KONG_VERBS for a in legal)
        return T.PROMPT_SELF_DRAW_OR_KONG if kong else T.PROMPT_SELF_DRAW
    if any(a.verb in KONG_VERBS for a in legal):
        return T.PROMPT_KONG_OR_DISCARD
    return T.PROMPT_DISCARD


def banned_kinds(table: TableShow, legal: list[Action]) -> set[int]:
    """The kinds in the hand of the seat at the bottom that it may not discard on this turn
    (``no_swap_after_chow``, docs/rules.md §6); empty when it is not discarding."""
    allowed = discard_kinds(legal)
    if not allowed:
        return set()
    me = table.seats[table.bottom]
    held = {t for t in (*me.hand, me.drawn) if t is not None and t != HIDDEN}
    return held - allowed


def passed_note(source: int, tile: int, passed: Passed) -> str:
    """The note of a claim the table passed for the person at the screen as not worth
    asking, on ``tile`` that seat ``source`` offered: ``东家打出四索，你可以吃：已按“吃碰杠
    询问：只问值得的”替你过（设置 → 提示与吃碰）``."""
    verbs, why = _passed_words(passed, "claim")
    seat, name = unbroken(seat_name(source)), unbroken(tile_name(tile))
    where = T.MENU_PATH.format(menu=T.MENU_SETTINGS, item=T.SETTINGS_PLAY)
    return T.NOTE_PASSED.format(seat=seat, tile=name, verbs=verbs, why=why, where=where)


def _passed_words(passed: Passed, step: str | None) -> tuple[str, str]:
    """The claims the table passed (``吃、碰``), and what passed them: "this hand: wins only",
    or the setting to ask only about claims worth it."""
    specs = [b for b in buttons(list(passed.claims), step) if b.key != "pass"]
    verbs = T.VERB_SEPARATOR.join(b.label for b in specs)
    if passed.wins_only:
        return verbs, T.WIN_ONLY
    return verbs, T.SETTING_CHOICE.format(setting=T.SET_CLAIMS, choice=T.CLAIMS_WORTH)


def _source(table: TableShow) -> str:
    """The seat that offered the tile on the table, as a seat (a name a line keeps whole)."""
    return unbroken(seat_name(table.claim_source)) if table.claim_source is not None else ""


def waiting_prompt(table: TableShow, people: bool, auto: bool) -> str:
    """While others decide. During a claim window nobody is named: naming would tell who
    could claim the discard."""
    if not people:
        return T.PROMPT_DEMO
    if auto:
        return T.PROMPT_AUTO
    if table.step in ("claim", "rob"):
        return T.PROMPT_WAIT_OTHERS
    acting = [s for s in table.seats if s.to_act]
    return T.PROMPT_WAIT.format(name=acting[0].name) if acting else ""
