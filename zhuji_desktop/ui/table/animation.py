"""Tiles that slide: draws, discards and claims move from where they were to where they are.

The engine's state is the truth and the scene always draws the latest snapshot at once: every
tile item is created at its final place. An animation only starts a new item at the place its
tile had in the previous snapshot and slides it home, so it never holds up the game, and a new
snapshot arriving mid-flight simply replaces the items (``Animator.stop`` drops the old moves).

Two parts:

- :func:`plan_moves` (no Qt): compares two snapshots and says, for each tile of the new one
  that came from somewhere else, where it came from (a place in the old snapshot or a wall
  position). Tiles are matched by seat, place and face, since snapshots carry no tile ids.
- :class:`Animator`: runs the slides with ``QVariantAnimation`` at the chosen speed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import shiboken6
from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem

from ..model.snapshot import HIDDEN, SeatShow, TableShow
from .seat_layout import MeldTile, meld_tiles

# How long one slide takes at each ``Settings.animation_speed``.
SPEEDS_MS: dict[str, int] = {"off": 0, "slow": 400, "normal": 250, "fast": 150}

# Places of tiles. ("hand", seat, i), ("drawn", seat), ("discard", seat, i),
# ("meld", seat, meld, tile) name items of a snapshot; ("wall", index) a tile of the wall.
Ref = tuple


def display_melds(s: SeatShow) -> list[list[MeldTile]]:
    """A seat's melds as drawn (the claimed tile turned, concealed kongs face down)."""
    return [
        meld_tiles(m.tiles, m.claimed, m.source, s.seat, m.type.value == "ckong", s.face_up)
        for m in s.melds
    ]


# --- planning (pure) ----------------------------------------------------------------------------


@dataclass
class _Pool:
    """One seat's old concealed tiles, each usable once as the origin of a new tile."""

    seat: int
    face_up: bool
    entries: list[tuple[Ref, int]] = field(default_factory=list)  # (place, face)

    @classmethod
    def of(cls, s: SeatShow) -> _Pool:
        pool = cls(s.seat, s.face_up)
        pool.entries = [(("hand", s.seat, i), f) for i, f in enumerate(s.hand)]
        if s.drawn is not None:
            pool.entries.append((("drawn", s.seat), s.drawn))
        return pool

    def take(self, face: int, prefer_drawn: bool = False) -> Ref | None:
        """The old place of a tile of ``face`` (any tile when the old hand was face down)."""
        if self.face_up and face != HIDDEN:
            fits = [e for e in self.entries if e[1] == face]
        else:
            fits = list(self.entries)
        if not fits:
            return None
        drawn = [e for e in fits if e[0][0] == "drawn"]
        pick = drawn[0] if prefer_drawn and drawn else fits[-1 if prefer_drawn else 0]
        self.entries.remove(pick)
        return pick[0]


def _same_deal(old: TableShow, new: TableShow) -> bool:
    """Only moves within one hand seen from one seat are animated (not a new deal)."""
    return (
        old.bottom == new.bottom
        and old.hand_number == new.hand_number
        and old.wall.start == new.wall.start
        and old.phase != "ended"
    )


def plan_moves(old: TableShow | None, new: TableShow) -> dict[Ref, Ref]:
    """For each tile of ``new`` that moved, the place it came from in ``old``.

    Tiles that stayed put map to their own old place too (the scene skips those whose
    position did not change); tiles with no known origin are left out and simply appear.
    """
    if old is None or not _same_deal(old, new):
        return {}
    moves: dict[Ref, Ref] = {}
    pools = {s.seat: _Pool.of(s) for s in old.seats}
    claimed = _claimed_discards(old, new, moves)
    for o, n in zip(old.seats, new.seats, strict=True):
        _plan_discards(o, n, pools[n.seat], moves)
    for o, n in zip(old.seats, new.seats, strict=True):
        _plan_melds(o, n, pools[n.seat], claimed, moves)
    for o, n in zip(old.seats, new.seats, strict=True):
        _plan_hand(old, new, o, n, pools[n.seat], claimed, moves)
    return moves


def _claimed_discards(old: TableShow, new: TableShow, moves: dict[Ref, Ref]) -> dict[int, Ref]:
    """Discards that left the table (claimed or won on), by face; the rest keep their places."""
    out: dict[int, Ref] = {}
    for o, n in zip(old.seats, new.seats, strict=True):
        if len(n.discards) < len(o.discards) and n.discards == o.discards[: len(n.discards)]:
            for i in range(len(n.discards)):
                moves[("discard", n.seat, i)] = ("discard", o.seat, i)
            out[o.discards[-1]] = ("discard", o.seat, len(o.discards) - 1)
    return out


def _plan_discards(o: SeatShow, n: SeatShow, pool: _Pool, moves: dict[Ref, Ref]) -> None:
    """Old discards stay (rows may press closer); a new one comes out of the hand."""
    kept = len(o.discards)
    if len(n.discards) < kept or n.discards[:kept] != o.discards:
        return
    for i in range(kept):
        moves[("discard", n.seat, i)] = ("discard", o.seat, i)
    for i in range(kept, len(n.discards)):
        source = pool.take(n.discards[i], prefer_drawn=True)
        if source is not None:
            moves[("discard", n.seat, i)] = source


def _plan_melds(
    o: SeatShow, n: SeatShow, pool: _Pool, claimed: dict[int, Ref], moves: dict[Ref, Ref]
) -> None:
    """Unchanged melds slide along the row; new tiles of a meld come from a discard or the hand."""
    old_melds, new_melds = display_melds(o), display_melds(n)
    for m, meld in enumerate(new_melds):
        before = old_melds[m] if m < len(old_melds) else []
        unused = list(enumerate(before))
        for t, tile in enumerate(meld):
            source = _take_meld_tile(unused, tile, n.seat, m)
            if source is None and tile.sideways and tile.face in claimed:
                source = claimed.pop(tile.face)
            if source is None:
                source = pool.take(tile.face)
            if source is not None:
                moves[("meld", n.seat, m, t)] = source


def _take_meld_tile(
    unused: list[tuple[int, MeldTile]], tile: MeldTile, seat: int, m: int
) -> Ref | None:
    for k, (t, old_tile) in enumerate(unused):
        if old_tile == tile:
            del unused[k]
            return ("meld", seat, m, t)
    return None


def _plan_hand(
    old: TableShow,
    new: TableShow,
    o: SeatShow,
    n: SeatShow,
    pool: _Pool,
    claimed: dict[int, Ref],
    moves: dict[Ref, Ref],
) -> None:
    """A freshly drawn tile comes from the wall; the others slide to their new places."""
    if n.drawn is not None:
        source = _wall_source(old, new) if o.drawn is None or old.wall != new.wall else None
        if source is None:
            source = pool.take(n.drawn, prefer_drawn=True)
        if source is not None:
            moves[("drawn", n.seat)] = source
    for i, face in enumerate(n.hand):
        source = pool.take(face)
        if source is None and face in claimed:  # a discard won on joins the winner's hand
            source = claimed.pop(face)
        if source is not None:
            moves[("hand", n.seat, i)] = source


def _wall_source(old: TableShow, new: TableShow) -> Ref | None:
    """The wall index a draw between the two snapshots took (head, or tail after a kong)."""
    if new.wall.head > old.wall.head:
        return ("wall", old.wall.head)
    if new.wall.tail < old.wall.tail:
        return ("wall", old.wall.tail)
    return None


# --- running ------------------------------------------------------------------------------------


class Animator(QObject):
    """Slides a batch of items at the current speed, all on one animation (a snapshot moves a
    few dozen tiles at once: one timer callback per frame moves them all)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = "off"
        self._anim: QVariantAnimation | None = None
        self._moves: list[tuple[QGraphicsItem, QPointF, QPointF]] = []  # item, start, end

    @property
    def duration_ms(self) -> int:
        return SPEEDS_MS[self.speed]

    @property
    def enabled(self) -> bool:
        return self.duration_ms > 0

    def set_speed(self, name: str) -> None:
        if name not in SPEEDS_MS:
            raise ValueError(f"animation speed must be one of {tuple(SPEEDS_MS)}, got {name!r}")
        self.speed = name
        if not self.enabled:
            self.finish()

    def running(self) -> int:
        """How many items are sliding."""
        return len(self._moves)

    def slide(self, moves: Sequence[tuple[QGraphicsItem, QPointF]]) -> None:
        """Move each item (already at its final position) from its start point home, in its
        parent's coordinates. Replaces any slides still running. Nothing moves when animation
        is off; items whose start is their end are left alone."""
        self.stop()
        if not self.enabled:
            return
        self._moves = [
            (item, start, item.pos())
            for item, start in moves
            if (item.pos() - start).manhattanLength() >= 0.5
        ]
        if not self._moves:
            return
        for item, start, _ in self._moves:
            item.setPos(start)
            item.setZValue(1)  # above the tiles it passes over within its seat's frame
        _lift(_parents(item for item, _, _ in self._moves), True)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self.duration_ms)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.valueChanged.connect(self._step)
        anim.finished.connect(self._end)
        self._anim = anim
        anim.start()

    def finish(self) -> None:
        """Put every sliding item at its end position now."""
        if self._anim is not None:
            self._step(1.0)
            self._end()

    def stop(self) -> None:
        """Drop the slides where they are (their items are about to be replaced)."""
        self._end()

    def _step(self, t: float) -> None:
        for item, start, end in self._moves:
            if shiboken6.isValid(item):
                item.setPos(start + (end - start) * t)

    def _end(self) -> None:
        anim, moves = self._anim, self._moves
        self._anim, self._moves = None, []
        if anim is not None:
            anim.finished.disconnect(self._end)
            anim.stop()
            anim.deleteLater()
        for item, _, _ in moves:
            if shiboken6.isValid(item):
                item.setZValue(0)
        _lift(_parents(item for item, _, _ in moves), False)


def _parent(item: QGraphicsItem) -> QGraphicsItem | None:
    return item.parentItem() if shiboken6.isValid(item) else None


def _parents(items: Iterable[QGraphicsItem]) -> set[QGraphicsItem]:
    """The parents of ``items`` (of those still alive and with one)."""
    return {parent for item in items if (parent := _parent(item)) is not None}


def _lift(parents: set[QGraphicsItem], up: bool) -> None:
    """Lift the seat frames with a tile in flight above the other frames (a claimed tile
    crosses the table), or put them back."""
    for parent in parents:
        parent.setZValue(1 if up else 0)
