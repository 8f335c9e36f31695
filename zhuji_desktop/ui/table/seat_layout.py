"""Where things go on the table: pure geometry, no Qt.

The scene is ``SCENE_W``×``SCENE_H`` units. Each seat is laid out in its own frame: the origin
at the table's centre, x along the seat's edge (the seat's right is +x), y toward the seat.
The frame of the seat at relative position ``r`` (0 bottom, 1 right, 2 top, 3 left) is the
scene rotated by ``-90·r`` degrees about the centre, so one layout serves all four seats.

Inside a frame, from the centre outwards: the centre panel (``CENTRE_BOX`` wide), the seat's
discards (rows of six), the seat's side of the wall (17 stacks, two high), the hand.
"""

from __future__ import annotations

from dataclasses import dataclass

SCENE_W, SCENE_H = 1280.0, 800.0
CENTRE = (640.0, 390.0)

TILE_RATIO = 120 / 88  # height / width of the tile images

# Discards: rows of six, each row as wide as the centre panel.
DISCARD_W = 30.0
DISCARD_H = DISCARD_W * TILE_RATIO
DISCARDS_PER_ROW = 6
CENTRE_BOX = DISCARD_W * DISCARDS_PER_ROW  # the centre panel is a square this wide
DISCARD_GAP = 4.0  # between the centre panel and the first row

# The wall: four sides of 17 stacks, laid as a pinwheel around the centre.
STACKS_PER_SIDE = 17
WALL_W = 33.0  # along the wall
WALL_D = 44.0  # depth of a lying tile
WALL_LIFT = 5.0  # the upper tile of a stack is drawn this much toward the centre
WALL_SIDE = STACKS_PER_SIDE * WALL_W + WALL_D  # outer size of the wall square
WALL_INNER = WALL_SIDE / 2 - WALL_D  # distance from the centre to the wall's inner edge


@dataclass(frozen=True)
class SeatGeometry:
    """The hand row of one relative position, in the seat's frame."""

    rotation: float  # degrees, about CENTRE
    tile_w: float  # a standing tile of the hand
    row_y: float  # the row's inner edge (the side toward the centre)
    row_x0: float | None  # where the row starts; None = centred on the seat
    row_max: float  # longest row before it is scaled down

    @property
    def tile_h(self) -> float:
        return self.tile_w * TILE_RATIO


_BOTTOM_Y = SCENE_H - 8.0 - 56.0 * TILE_RATIO - CENTRE[1]
GEOMETRY: dict[int, SeatGeometry] = {
    0: SeatGeometry(0.0, 56.0, _BOTTOM_Y, 232.0 - CENTRE[0], 990.0),
    1: SeatGeometry(-90.0, 34.0, SCENE_W - 50.0 - CENTRE[0], None, 610.0),
    2: SeatGeometry(180.0, 34.0, CENTRE[1] - 8.0 - 34.0 * TILE_RATIO, None, 640.0),
    3: SeatGeometry(90.0, 34.0, CENTRE[0] - 50.0, None, 610.0),
}


@dataclass(frozen=True)
class Slot:
    """A tile's place in a seat frame: top-left corner and size as drawn (before rotation
    of a sideways tile, ``w``×``h`` is the standing size; ``sideways`` turns it 90°)."""

    x: float
    y: float
    w: float
    h: float
    sideways: int = 0  # 0 standing; -1 / +1 turned toward the left / right neighbour

    @property
    def width_on_row(self) -> float:
        return self.h if self.sideways else self.w


@dataclass(frozen=True)
class MeldTile:
    face: int  # a kind, or HIDDEN (-1) for a face-down tile
    sideways: int = 0
    shaded: bool = False  # face up for its owner only (the ends of a concealed kong)


@dataclass(frozen=True)
class RowLayout:
    hand: list[Slot]
    drawn: Slot | None
    melds: list[list[Slot]]
    scale: float


def relative(seat: int, bottom: int) -> int:
    """The relative position of ``seat`` at a table whose bottom seat is ``bottom``."""
    return (seat - bottom) % 4


def hand_row(
    geo: SeatGeometry, n_hand: int, has_drawn: bool, melds: list[list[MeldTile]]
) -> RowLayout:
    """Slots for the concealed tiles, the drawn tile (set apart) and the melds (at the right).

    The whole row is scaled down when it would be longer than ``geo.row_max``.
    """
    w, h = geo.tile_w, geo.tile_h
    gap_drawn, gap_melds, gap_meld = w * 0.35, w * 0.6, w * 0.2
    meld_lengths = [sum(h if t.sideways else w for t in m) for m in melds]
    length = n_hand * w + (gap_drawn + w if has_drawn else 0)
    if melds:
        length += gap_melds + sum(meld_lengths) + gap_meld * (len(melds) - 1)
    scale = min(1.0, geo.row_max / length) if length else 1.0
    w, h = w * scale, h * scale
    gap_drawn, gap_melds, gap_meld = gap_drawn * scale, gap_melds * scale, gap_meld * scale
    x = geo.row_x0 if geo.row_x0 is not None else -length * scale / 2
    y = geo.row_y + geo.tile_h - h  # keep the outer edge in place when scaled
    hand = []
    for _ in range(n_hand):
        hand.append(Slot(x, y, w, h))
        x += w
    drawn = None
    if has_drawn:
        drawn = Slot(x + gap_drawn, y, w, h)
        x += gap_drawn + w
    out_melds = []
    x += gap_melds
    for meld in melds:
        slots = []
        for t in meld:
            if t.sideways:
                slots.append(Slot(x, y + h - w, w, h, t.sideways))
                x += h
            else:
                slots.append(Slot(x, y, w, h))
                x += w
        out_melds.append(slots)
        x += gap_meld
    return RowLayout(hand, drawn, out_melds, scale)


def discard_slot(index: int, count: int) -> Slot:
    """The place of a seat's ``index``-th discard of ``count``: rows of six from the centre.

    Rows are pressed closer together when there are more than fit before the wall.
    """
    rows = (count + DISCARDS_PER_ROW - 1) // DISCARDS_PER_ROW
    room = WALL_INNER - WALL_LIFT - CENTRE_BOX / 2 - DISCARD_GAP
    pitch = min(DISCARD_H - 1.0, (room - DISCARD_H) / max(1, rows - 1))
    row, col = divmod(index, DISCARDS_PER_ROW)
    x = -CENTRE_BOX / 2 + col * DISCARD_W
    y = CENTRE_BOX / 2 + DISCARD_GAP + row * pitch
    return Slot(x, y, DISCARD_W, DISCARD_H)


def wall_stack(stack: int) -> tuple[int, float, float]:
    """Where stack ``stack`` (0..67) lies: (wall side 0..3, x, y) in that side's frame.

    Side ``k`` is in front of seat ``-k mod 4`` (the dealer's side first, then clockwise, the
    way the wall is drawn from); within a side the stacks run from the seat's right to left.
    """
    side, pos = divmod(stack, STACKS_PER_SIDE)
    x = WALL_SIDE / 2 - (pos + 1) * WALL_W
    y = WALL_INNER
    return side, x, y


def wall_side_seat(side: int) -> int:
    """The seat (relative to the dealer) in front of whose side of the wall ``side`` is."""
    return (-side) % 4


def _sideways_index(size: int, seat: int, source: int) -> tuple[int, int]:
    """Where the claimed tile lies in a meld of ``size`` and which way it turns."""
    rel = (source - seat) % 4
    if rel == 3:  # from the left neighbour (上家)
        return 0, -1
    if rel == 1:  # from the right neighbour (下家)
        return size - 1, 1
    return 1, -1  # from the seat opposite


def meld_tiles(
    tiles: tuple[int, ...],
    claimed: int | None,
    source: int | None,
    seat: int,
    concealed: bool,
    show_concealed: bool,
) -> list[MeldTile]:
    """The tiles of a meld in display order, the claimed one turned toward its source.

    A concealed kong lies face down for the other players, who do not see its kind
    (docs/rules.md §6): four backs, laid as any meld. Its owner (``show_concealed``) sees
    the four faces, the two ends shaded to say that the others see them face down.
    """
    if concealed:
        faces = sorted(tiles)
        if not show_concealed or min(faces) < 0:
            return [MeldTile(-1)] * len(faces)
        return [MeldTile(f, shaded=i in (0, len(faces) - 1)) for i, f in enumerate(faces)]
    rest = sorted(tiles)
    if claimed is None or source is None or claimed not in rest:
        return [MeldTile(t) for t in rest]
    rest.remove(claimed)
    index, turn = _sideways_index(len(tiles), seat, source)
    out = [MeldTile(t) for t in rest]
    out.insert(index, MeldTile(claimed, turn))
    return out


# The centre's row of tiles: the tile turned over to name the wilds (if any), then the wilds.
CENTRE_TILE_GAP = 4.0  # between two wild tiles
CENTRE_ARROW_GAP = 30.0  # between the turned-over tile and the wilds (an arrow between)


@dataclass(frozen=True)
class CentreRow:
    """Where the centre's tiles go, as x of their left edges in the centre's frame:
    ``indicator`` (None: no tile was turned over), ``wilds`` and, between them, the centre
    of the arrow that says the one names the others (``arrow``)."""

    indicator: float | None
    wilds: tuple[float, ...]
    arrow: float | None

    def label_x(self) -> tuple[float | None, float]:
        """The centres of the labels over the turned-over tile and over the wilds (the
        wilds' label stands where they would be when there are none)."""
        w = DISCARD_W
        if self.indicator is None:
            return None, 0.0
        wilds = (self.wilds[0] + self.wilds[-1] + w) / 2 if self.wilds else -self.indicator - w / 2
        return self.indicator + w / 2, wilds


def centre_row(wilds: int, indicator: bool) -> CentreRow:
    """The centre's row for ``wilds`` wild kinds, with or without a turned-over tile; the
    whole row is centred.

    >>> centre_row(2, False)
    CentreRow(indicator=None, wilds=(-32.0, 2.0), arrow=None)
    >>> row = centre_row(2, True)
    >>> row, row.label_x()
    (CentreRow(indicator=-62.0, wilds=(-2.0, 32.0), arrow=-17.0), (-47.0, 30.0))
    >>> centre_row(0, True).label_x()  # 无财 after a flip: the label where the wilds would be
    (-30.0, 30.0)
    """
    w, gap = DISCARD_W, CENTRE_TILE_GAP
    span = wilds * w + max(0, wilds - 1) * gap
    if not indicator:
        return CentreRow(None, tuple(-span / 2 + i * (w + gap) for i in range(wilds)), None)
    span = max(span, w)  # 无财: the label keeps the wilds' place
    x0 = -(w + CENTRE_ARROW_GAP + span) / 2
    first = x0 + w + CENTRE_ARROW_GAP
    return CentreRow(
        x0,
        tuple(first + i * (w + gap) for i in range(wilds)),
        x0 + w + CENTRE_ARROW_GAP / 2,
    )


# The boxes of a choice among candidates (a chow of several ways, a kong with or without
# wilds): right-aligned rows growing upward from the bottom-right corner of the room they
# are given. A box is its meld's tiles with a margin; margin and gaps shrink with the tiles.
CANDIDATE_TILE_W = 28.0  # the tiles of a box at full size
CANDIDATE_MIN_TILE_W = 16.0  # smaller, a tile cannot be told from its neighbour
CANDIDATE_PAD = 5.0 / CANDIDATE_TILE_W  # a box's margin, per unit of tile width
CANDIDATE_GAP = 6.0 / CANDIDATE_TILE_W  # between two boxes, per unit of tile width
_CANDIDATE_STEP = 0.5  # the tiles shrink by this much until the boxes fit


@dataclass(frozen=True)
class CandidateGrid:
    """Where the boxes of a choice go: the width of their tiles, the margin inside a box,
    and each box's top-left corner (in the order given)."""

    tile_w: float
    pad: float
    places: tuple[tuple[float, float], ...]


def candidate_box_size(tiles: int, tile_w: float) -> tuple[float, float]:
    """The width and height of the box of a candidate of ``tiles`` tiles."""
    pad = tile_w * CANDIDATE_PAD
    return tiles * tile_w + 2 * pad, tile_w * TILE_RATIO + 2 * pad


def _flow(
    lengths: list[int], tile_w: float, right: float, bottom: float, width: float
) -> tuple[tuple[tuple[float, float], ...], float]:
    """The boxes at ``tile_w`` in right-aligned rows at most ``width`` wide, the first row
    ending at ``bottom``; their places and the top of the highest row."""
    gap = tile_w * CANDIDATE_GAP
    places = []
    x, y, top = right, bottom, bottom
    for n in lengths:
        w, h = candidate_box_size(n, tile_w)
        if x < right and x - w < right - width:  # a new row above (never an empty one)
            x, y = right, top - gap
        places.append((x - w, y - h))
        top = min(top, y - h)
        x -= w + gap
    return tuple(places), top


def candidate_grid(
    lengths: list[int], right: float, bottom: float, top: float, width: float
) -> CandidateGrid:
    """Lay out boxes of ``lengths`` tiles each in the room from ``top`` to ``bottom`` and
    ``width`` to the left of ``right``: at full size when they fit, else with smaller tiles
    (22 kongs with wilds rose over the 托管 button and the right seat's plate); should they
    not fit even at ``CANDIDATE_MIN_TILE_W``, the rows grow wider (to the left), never
    higher.

    >>> grid = candidate_grid([3, 3], right=100.0, bottom=100.0, top=0.0, width=200.0)
    >>> grid.tile_w, [(round(x), round(y)) for x, y in grid.places]
    (28.0, [(6, 52), (-94, 52)])
    >>> grid = candidate_grid([4] * 22, right=1224.0, bottom=600.0, top=212.0, width=280.0)
    >>> grid.tile_w < 28 and min(y for _, y in grid.places) >= 212
    True
    """
    tile_w = CANDIDATE_TILE_W
    while True:
        places, high = _flow(lengths, tile_w, right, bottom, width)
        if high >= top or len({y for _, y in places}) <= 1:  # fits, or one row: as low as can be
            break
        if tile_w - _CANDIDATE_STEP >= CANDIDATE_MIN_TILE_W:
            tile_w -= _CANDIDATE_STEP
        else:  # the smallest tiles, and still too many: a column more
            width += candidate_box_size(max(lengths), tile_w)[0] + tile_w * CANDIDATE_GAP
    return CandidateGrid(tile_w, tile_w * CANDIDATE_PAD, places)
