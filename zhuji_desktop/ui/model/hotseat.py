"""Hot-seat: several people take turns at one screen, and nobody learns another's tiles.

Whenever the next decision belongs to a person other than the one whose tiles are shown, a
curtain covers the table (and the table behind it is drawn with every hand face down) until
that person sits down. ``Seating`` keeps who is shown and for whom the table is covered; the
helpers decide who is next and strip from a snapshot what one person must not see of another.
``AutoState`` is who may hand their seat to the computer (托管), as the menus offer it.
``since_last_move`` is what happened since a person's last move, which the curtain lists: at
one screen a person does not watch the others play, and the discards on the table do not say
who claimed what in which order.

Whether the curtain comes down, and for whom, must never depend on a concealed tile: if it
came down only for a person who can claim a discard, everyone would learn that that person
holds a pair of it. So claims are handled in one of two ways (``Settings.hotseat_claims``):

- "win" (the default): people do not chow, pung or kong, and a win on a discard or a robbed
  kong is declared for them at once. The curtain then comes down only for whoever must bid,
  name the wilds or play a turn, which everyone knows anyway.
- "all": after every discard, every person but the discarder (and those on 托管) looks in
  turn, in seat order from the discarder's 对家, the 下家 last (``Looks``): the 下家 plays
  next, so its look runs on into its turn behind one curtain, not two. A person who can
  claim sees the buttons; the others see "nothing to claim" and continue. Meanwhile the
  computers wait, and the table is drawn as it was when the tile was discarded
  (``as_offered``), so that nobody can tell from the next player's draw, the wall or the
  sounds whether someone else could claim.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from ...engine.events import Event
from ..strings import T
from .event_words import describe
from .snapshot import HIDDEN, TableShow


def next_person(pending: Sequence[int], shown: int) -> int | None:
    """Who must take the screen: None if the person shown must decide (or nobody must),
    else the first of the ``pending`` people (match players, in seat order)."""
    if not pending or shown in pending:
        return None
    return pending[0]


def hide_claimers(table: TableShow) -> TableShow:
    """While a discard may be claimed, ``to_act`` names the seats that could claim it; keep
    only the bottom seat's own mark, so that nobody learns who else could claim."""
    if table.step not in ("claim", "rob"):
        return table
    seats = tuple(replace(s, to_act=s.to_act and s.seat == table.bottom) for s in table.seats)
    return replace(table, seats=seats)


def conceal(table: TableShow) -> TableShow:
    """The table with every concealed tile face down (what shows behind the curtain)."""
    seats = tuple(
        replace(
            s,
            hand=(HIDDEN,) * len(s.hand),
            drawn=None if s.drawn is None else HIDDEN,
            face_up=False,
        )
        for s in table.seats
    )
    return replace(table, seats=seats)


class Seating:
    """Who has the screen. ``shown`` is the match player whose seat is drawn at the bottom;
    ``waiting_for`` is the person the table is covered for (None: it is not covered)."""

    def __init__(self, shown: int = 0) -> None:
        self.shown = shown
        self.waiting_for: int | None = None

    def covered(self) -> bool:
        return self.waiting_for is not None

    def cover(self, person: int) -> None:
        """Cover the table until ``person`` sits down."""
        self.waiting_for = person

    def lift(self) -> int | None:
        """The person waited for sits down and is shown; returns them (None: not covered)."""
        person, self.waiting_for = self.waiting_for, None
        if person is not None:
            self.shown = person
        return person

    def drop(self) -> None:
        """Uncover without handing the screen to anyone (the hand is over)."""
        self.waiting_for = None

    def follow(self, pending: Sequence[int], several: bool) -> bool:
        """Give the screen to the person who must decide next (``pending``: the people who
        must, in seat order), behind the curtain when ``several`` people play. True if the
        curtain or the person shown changed."""
        if self.waiting_for is not None:
            if not pending or self.waiting_for in pending:
                return False
            self.waiting_for = pending[0]  # the one it waited for is no longer asked
            return True
        person = next_person(pending, self.shown)
        if person is None:
            return False
        if several:
            self.waiting_for = person
        else:
            self.shown = person
        return True


NOBODY = -1  # no person at the screen: the curtain is up for the next one


@dataclass(frozen=True)
class AutoState:
    """托管 as the menus offer it: with several people, one toggle each (``people``: person,
    name, on 托管); else one toggle for the person shown (``enabled``, ``on``). ``shown`` is
    the person at the screen, whom Ctrl+T is for (``NOBODY`` while the curtain is up)."""

    people: tuple[tuple[int, str, bool], ...] = ()
    shown: int = 0
    enabled: bool = False
    on: bool = False


# --- hot-seat "all": everyone looks at every discard -----------------------------------------


@dataclass
class Looks:
    """The people who must still look at the discard on offer, first one first.
    ``seat``/``tile``: the discard; ``event``: its index among the hand's events."""

    queue: list[int] = field(default_factory=list)
    seat: int = 0
    tile: int = 0
    event: int = 0

    @property
    def active(self) -> bool:
        return bool(self.queue)

    @property
    def head(self) -> int | None:
        return self.queue[0] if self.queue else None

    def start(self, seat: int, tile: int, event: int, people: Sequence[int]) -> None:
        """A discard by ``seat``: ``people`` (match players, in the order of ``lookers``)
        look at it in turn."""
        self.queue = list(people)
        self.seat, self.tile, self.event = seat, tile, event

    def done(self, person: int) -> None:
        """``person`` has looked (or no longer plays: 托管)."""
        if person in self.queue:
            self.queue.remove(person)

    def clear(self) -> None:
        self.queue = []


def lookers(discarder: int, people_by_seat: dict[int, int]) -> list[int]:
    """Who looks at a discard of ``discarder``: every person (``people_by_seat``: seat →
    match player, people not on 托管 only) but the discarder, in seat order from its 对家,
    the 下家 last: unless someone claims, the 下家 draws next, so its look and its turn are
    one sitting (a family sat the same person down twice, to look and then to play). Who
    looks when depends only on the seats, never on anyone's tiles.

    >>> lookers(0, {0: 0, 1: 1, 2: 2, 3: 3})
    [2, 3, 1]
    """
    order = [(discarder + k) % 4 for k in (2, 3, 1)]
    return [people_by_seat[s] for s in order if s in people_by_seat]


def as_offered(table: TableShow, looks: Looks, draws: Sequence[bool]) -> TableShow:
    """``table`` as it was when the tile on offer was discarded: ``draws`` (the draws made
    since, True for one from the tail) are put back into the wall, nobody holds a drawn
    tile, a hand that ended there (荒庄) is still being played, and only the bottom seat's
    hand is face up. Whether anyone could claim cannot be read from it."""
    wall = table.wall
    tail = sum(draws)
    wall = replace(wall, head=wall.head - (len(draws) - tail), tail=wall.tail + tail)
    wall_left = table.wall_left + len(draws)
    seats = []
    for s in table.seats:
        own = s.seat == table.bottom
        hand = s.hand if own else (HIDDEN,) * len(s.hand)
        to_act = own and s.to_act and table.step in ("claim", "rob")
        seats.append(replace(s, hand=hand, drawn=None, face_up=own, to_act=to_act))
    return replace(
        table,
        seats=tuple(seats),
        phase="play",
        step="claim",
        wall=wall,
        wall_left=wall_left,
        drawable=max(0, wall_left - wall.reserve),
        last_discard=looks.seat,
        claim_tile=looks.tile,
        claim_source=looks.seat,
    )


# --- what happened since a person's last move ----------------------------------------------

RECAP_MOST = 6  # the curtain lists at most the newest this many
# What everyone at the table saw happen (a draw is the drawer's own; a concealed kong's
# event names no tile). Not a kong offered for robbing: the engine offers it only when some
# seat can rob it, so it would say that someone waits on that tile (a hand robbed ends).
SEEN_BY_ALL = frozenset(
    {"bid", "bao", "wilds", "discard", "chow", "pung", "kong", "ckong", "addkong"}
)
# ... and of it, a seat's own moves: what happened before its last one it has seen.
OWN_MOVES = frozenset({"bid", "wilds", "discard", "chow", "pung", "kong", "ckong", "addkong"})


Since = Literal["move", "look", "own", ""]


@dataclass(frozen=True)
class Recap:
    """The events seen by all since a seat's last move or look (``since``: "move", "look",
    or "" if it has done neither yet this hand: these are the hand's so far), oldest first:
    the newest ``RECAP_MOST`` of them, with ``earlier`` older ones left out; or, when its
    own move is the last, that move (``since`` "own")."""

    events: tuple[Event, ...] = ()
    earlier: int = 0
    since: Since = ""


def since_last_move(
    events: Sequence[Event], seat: int, seen: int = 0, most: int = RECAP_MOST
) -> Recap:
    """What happened since ``seat`` last moved (its bid, wild choice, discard, claim or
    kong) or last looked (``seen``: the first ``seen`` events were on the table while it
    did), as everyone at the table saw it.

    >>> from zhuji_desktop.engine.events import Event
    >>> hand = [Event("discard", 0, tile=0), Event("draw", 1, tile=1), Event("discard", 1, tile=2),
    ...         Event("pung", 2, tile=2), Event("discard", 2, tile=9)]
    >>> [(e.type, e.seat) for e in since_last_move(hand, 0).events]
    [('discard', 1), ('pung', 2), ('discard', 2)]
    >>> north = since_last_move(hand, 3)
    >>> north.since, len(north.events), since_last_move(hand, 3, most=2).earlier
    ('', 4, 2)
    >>> looked = since_last_move(hand, 3, seen=3)
    >>> looked.since, [(e.type, e.seat) for e in looked.events]
    ('look', [('pung', 2), ('discard', 2)])
    >>> just = since_last_move(hand[:4], 2)  # West's pung is the last move: it is recalled
    >>> just.since, [(e.type, e.seat) for e in just.events]
    ('own', [('pung', 2)])
    """
    own = [i for i, e in enumerate(events) if e.seat == seat and e.type in OWN_MOVES]
    moved = own[-1] if own else -1
    last = max(moved, seen - 1)
    said = [e for e in events[last + 1 :] if e.type in SEEN_BY_ALL]
    if not said and moved >= 0 and last == moved and most > 0:
        # its own move is the last thing on the table (a claim it now discards after, or
        # a resumed match): a player back at the screen read an empty list
        return Recap((events[moved],), 0, "own")
    kept = said[-most:] if most > 0 else []
    since: Since = "" if last < 0 else "move" if last == moved else "look"
    return Recap(tuple(kept), len(said) - len(kept), since)


def recap_lines(recap: Recap, names: Sequence[str]) -> tuple[str, ...]:
    """The curtain's list: a heading, then one line an event with who sits at its seat
    (``names`` by seat), "…" first if older ones were left out; () if nothing happened.

    >>> told = Recap((Event("discard", 1, tile=4),), earlier=2, since="look")
    >>> recap_lines(told, ("", "妈妈", "", ""))
    ('你上次看牌之后：', '…', '南家（妈妈） 打 五万')
    """
    if not recap.events:
        return ()
    heads = {
        "move": T.CURTAIN_RECAP_SINCE,
        "look": T.CURTAIN_RECAP_LOOKED,
        "own": T.CURTAIN_RECAP_OWN,
    }
    head = heads.get(recap.since, T.CURTAIN_RECAP_HAND)
    lines = [describe(e.to_dict(), names=names) for e in recap.events]
    return (head, *(["…"] if recap.earlier else []), *lines)


def discard_on_offer(events: Sequence[Event]) -> int | None:
    """The index of the hand's last discard if nothing but draws followed it (its claims
    may still be open, or everyone passed and the next seat drew): the discard people may
    not all have looked at yet. None if the play went on from it (or there is none).

    >>> hand = [Event("discard", 0, tile=4), Event("draw", 1, tile=5)]
    >>> discard_on_offer(hand), discard_on_offer([*hand, Event("discard", 1, tile=5)])
    (0, 2)
    >>> discard_on_offer([*hand, Event("pung", 2, tile=4)]) is None
    True
    """
    for i in reversed(range(len(events))):
        if events[i].type == "discard":
            return i
        if events[i].type not in ("draw", "decide"):
            return None
    return None


class PersonalHints:
    """Hot-seat: the hints as each person turned them on or off this match; who has not
    chosen has them as the table had them before the first choice.

    >>> hints = PersonalHints()
    >>> hints.for_person(2) is None  # nobody has chosen: as they are
    True
    >>> hints.choose(0, False, before=True)
    >>> hints.for_person(0), hints.for_person(2)
    (False, True)
    >>> hints.reset()  # a new match: as the table had them
    True
    """

    def __init__(self) -> None:
        self._chosen: dict[int, bool] = {}
        self._default = False

    def choose(self, person: int, on: bool, before: bool) -> None:
        """``person`` turned them ``on`` or off; ``before``: as they were shown until now."""
        if not self._chosen:
            self._default = before
        self._chosen[person] = on

    def for_person(self, person: int) -> bool | None:
        """As ``person`` should have them; None if nobody has chosen (leave them be)."""
        return self._chosen.get(person, self._default) if self._chosen else None

    def reset(self) -> bool | None:
        """Forget the choices; how the hints were before the first (None: nobody chose)."""
        default = self._default if self._chosen else None
        self._chosen.clear()
        return default

    def to_meta(self) -> dict[str, Any] | None:
        """The choices for a save's meta (None if nobody chose): a family's choices were
        lost when the program was closed and the match resumed.

        >>> hints = PersonalHints()
        >>> hints.choose(2, False, before=True)
        >>> meta = hints.to_meta()
        >>> meta
        {'default': True, 'chosen': {'2': False}}
        >>> again = PersonalHints()
        >>> again.restore(meta)
        >>> again.for_person(2), again.for_person(0)
        (False, True)
        """
        if not self._chosen:
            return None
        return {"default": self._default, "chosen": {str(p): on for p, on in self._chosen.items()}}

    def restore(self, meta: object) -> None:
        """The choices of ``to_meta``, as a save kept them; what is not such is left out (a
        save's meta is the player's file: anything may be there)."""
        self._chosen.clear()
        if not isinstance(meta, dict) or not isinstance(meta.get("default"), bool):
            return
        chosen = meta.get("chosen")
        if not isinstance(chosen, dict):
            return
        for person, on in chosen.items():
            if person in ("0", "1", "2", "3") and isinstance(on, bool):
                self._chosen[int(person)] = on
        self._default = meta["default"]
