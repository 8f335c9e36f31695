"""An event of a hand in words, in the UI's language: ``describe(event)``.

The replay viewer says each step this way, and the hot-seat curtain what happened since a
person's last move (``hotseat.since_last_move``). An event may come from someone else's file: each
field is checked, anything unexpected reads "?", and a file's own text is cut to
``MAX_SHOWN`` characters.

>>> describe({"type": "discard", "seat": "S", "tile": "5m"})
'南家 打 五万'
>>> describe({"type": "pung", "seat": 7, "tile": "??"})
'? 碰 ?'
>>> describe({"type": "bid", "seat": "W", "bid": None}, names=("", "", "妈妈", ""))
'西家（妈妈） 不包'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import tiles
from ...engine.bidding import named_first
from ...engine.melds import SEAT_LETTERS
from ...engine.tai import LABELS_ZH, recorded_item
from ...replay import won_on_dealt_tiles
from ..strings import (
    T,
    bid_label,
    seat_name,
    seat_who,
    tai_item_label,
    tai_item_text,
    tile_name,
    tile_names,
)

MAX_SHOWN = 80  # characters of a file's own text (an unknown event type) shown at most


def _seat(value: Any, names: Sequence[str] = ()) -> str:
    """A seat letter as the seat (东家), with who sits there if ``names`` (by seat) says;
    anything else as "?"."""
    ok = isinstance(value, str) and len(value) == 1 and value in SEAT_LETTERS
    if not ok:
        return "?"
    seat = SEAT_LETTERS.index(value)
    return seat_who(seat, names[seat]) if seat < len(names) else seat_name(seat)


def _tile(value: Any) -> str:
    """A tile code as the tile's name; anything else as "?"."""
    ok = isinstance(value, str) and value in tiles.CODES
    return tile_name(tiles.CODES.index(value)) if ok else "?"


def _tiles(value: Any, wilds: bool = False) -> str:
    """Tile text of an event as names; ``wilds``: the kind named first, as the game shows."""
    try:
        kinds = tiles.parse(value) if isinstance(value, str) and len(value) <= 40 else []
    except ValueError:
        kinds = []
    return tile_names(named_first(kinds) if wilds else kinds)


def _bid(value: Any) -> str:
    try:
        return bid_label(str(value)) if value is not None and len(str(value)) <= 12 else "?"
    except (KeyError, ValueError):
        return "?"


MAX_ITEMS = 16  # 台 items of a win shown at most (a real win has under a dozen)
MAX_LABEL = 16  # characters of a file's own item label: each item is one unbreakable piece
MAX_TAI = 999  # a 台 count above this (or not a whole number) is not a real one: "?"


def _count(value: Any) -> str:
    """A 台 count from a file: a whole number from 0 to ``MAX_TAI``, anything else "?".

    >>> _count(3), _count("TTTT"), _count(10**9), _count(True)
    ('3', '?', '?', '?')
    """
    ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_TAI
    return str(value) if ok else "?"


def _tai_text(e: dict[str, Any]) -> str:
    """A win's 台 items and total. Each part is checked and cut: a hostile log's 900 KB
    total stretched the replay viewer to Qt's widest window."""
    items = e.get("items")
    parts = []
    seat = e.get("seat")
    at = SEAT_LETTERS.index(seat) if seat in tuple(SEAT_LETTERS) else 1
    for item in items[:MAX_ITEMS] if isinstance(items, list) else []:
        if isinstance(item, list | tuple) and len(item) == 3:
            key, tai = str(item[0])[:MAX_SHOWN], item[2]
            if key in LABELS_ZH and _count(tai) != "?":
                label = tai_item_label(recorded_item(key, tai, at))  # "中 ×2": two pungs
            else:
                label = str(item[1])[:MAX_LABEL]
            parts.append(tai_item_text(label, _count(item[2])))
    total = T.HINTS_TAI.format(tai=_count(e.get("tai")))
    return T.TAI_SEPARATOR.join(parts) + (" = " if parts else "") + total


def _deltas_text(e: dict[str, Any]) -> str:
    deltas = e.get("deltas")
    if not isinstance(deltas, dict):
        return ""
    parts = []
    for s, letter in enumerate(SEAT_LETTERS):
        value = deltas.get(letter)
        if isinstance(value, int) and not isinstance(value, bool):
            parts.append(f"{seat_name(s)} {value:+d}")
    return "  ".join(parts)


def _win_text(e: dict[str, Any], names: Sequence[str] = ()) -> str:
    seat, tile, tai = _seat(e.get("seat"), names), _tile(e.get("tile")), _tai_text(e)
    if won_on_dealt_tiles(e):
        return T.EV_WIN_DEALT.format(seat=seat, tai=tai)
    if e.get("self_drawn"):
        return T.EV_WIN_SELF.format(seat=seat, tile=tile, tai=tai)
    source = _seat(e.get("discarder"), names)
    return T.EV_WIN.format(seat=seat, tile=tile, source=source, tai=tai)


def _wilds_text(e: dict[str, Any]) -> str:
    named = _tiles(e.get("tiles"), wilds=True)
    if e.get("flipped") and e.get("indicator") is not None:  # §5 flip, 翻麻将 (§12)
        shown = named or T.CALC_NONE
        return T.EV_WILDS_FLIPPED.format(tile=_tile(e.get("indicator")), tiles=shown)
    return T.EV_WILDS.format(tiles=named) if named else T.EV_NO_WILDS


_SIMPLE = {  # event type -> (template, reads the tile)
    "draw": (lambda e: T.EV_DRAW_TAIL if e.get("tail") else T.EV_DRAW, True),
    "discard": (lambda e: T.EV_DISCARD, True),
    "chow": (lambda e: T.EV_CHOW, True),
    "pung": (lambda e: T.EV_PUNG, True),
    "kong": (lambda e: T.EV_KONG, True),
    "ckong": (lambda e: T.EV_CKONG, False),
    "addkong_offer": (lambda e: T.EV_ADDKONG_OFFER, True),
    "addkong": (lambda e: T.EV_ADDKONG, True),
    "robbed": (lambda e: T.EV_ROBBED, True),
}


def describe(event: Any, problem: str | None = None, names: Sequence[str] = ()) -> str:
    """An event in words, in the UI's language; a bad one as its problem. ``names``: who
    sits at each seat, named beside it (the hot-seat curtain: the table turns to each person,
    so "南家" alone is on a different side for each)."""
    if problem is not None:
        return T.EV_BAD.format(problem=problem)
    if not isinstance(event, dict):
        return "?"
    kind = event.get("type")
    if kind in _SIMPLE:
        template, with_tile = _SIMPLE[kind]
        args = {"seat": _seat(event.get("seat"), names)}
        if with_tile:
            args["tile"] = _tile(event.get("tile"))
        return template(event).format(**args)
    if kind == "deal":
        return T.EV_DEAL
    if kind == "bid":
        seat = _seat(event.get("seat"), names)
        if event.get("bid") is None:
            return T.EV_BID_PASS.format(seat=seat)
        return T.EV_BID.format(seat=seat, bid=_bid(event.get("bid")))
    if kind == "bao":
        return T.EV_BAO.format(seat=_seat(event.get("seat"), names), bid=_bid(event.get("bid")))
    if kind == "wilds":
        return _wilds_text(event)
    if kind == "win":
        return _win_text(event, names)
    if kind == "drawn":
        return T.EV_DRAWN
    if kind == "settle":
        return T.EV_SETTLE.format(deltas=_deltas_text(event))
    return T.EV_OTHER.format(type=str(kind)[:MAX_SHOWN])
