"""Hot-seat: several people take turns at one screen.

Whenever the next decision belongs to a person other than the one whose tiles are shown, a
curtain covers the table (and the table behind it is drawn with every hand face down) until
that person sits down. ``Seating`` keeps who is shown and for whom the table is covered; the
helpers decide who is next and strip from a snapshot what one person must not see of another.
``AutoState`` is who may hand their seat to the computer (托管), as the menus offer it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

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


@dataclass(frozen=True)
class AutoState:
    """托管 as the menus offer it: with several people, one toggle each (``people``: person,
    name, on 托管); else one toggle for the person shown (``enabled``, ``on``)."""

    people: tuple[tuple[int, str, bool], ...] = ()
    shown: int = 0
    enabled: bool = False
    on: bool = False
