"""Hot-seat: several people take turns at one screen.

Whenever the next decision belongs to a person other than the one whose tiles are shown, a
curtain covers the table (and the table behind it is drawn with every hand face down) until
that person sits down. The helpers here decide who is next and strip from a snapshot what
one person must not see of another.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

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
