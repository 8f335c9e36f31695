"""The table scene: draws a ``TableShow`` and turns the mouse and the keyboard's ← → and Enter
into discard and meld choices.

The scene never touches the game. In discard mode, the hand's tiles that may be discarded get
a red frame under the mouse (or ← →) and a click (or Enter) emits ``discard_clicked(kind)``; in
choice mode the tiles of the candidate under the mouse (or framed by ← →: in the hand, the
claimed discard, the pung being added to, and the candidate's box beside the buttons) are
framed green, and a click (or Enter) emits ``candidate_picked(candidate)``.

Draws, discards and claims slide from their old places (see ``animation``) at the speed set by
``set_animation_speed``; the default is "off", so tests and tools see the final layout at once.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)

from ...engine.bidding import named_first
from ..model.interaction import Candidate, step_through
from ..model.snapshot import CALLED, HIDDEN, SeatShow, TableShow
from ..strings import T, bid_text, bids_said, called_word, hand_number_text, tile_name
from .animation import Animator, Ref, display_melds, plan_moves
from .items import WILD_TILE_Y, Bubble, CentrePanel, SeatPlate, WallItem, paint_felt
from .seat_layout import (
    CANDIDATE_PAD,
    CANDIDATE_TILE_W,
    CENTRE,
    DISCARD_H,
    DISCARD_W,
    GEOMETRY,
    SCENE_H,
    SCENE_W,
    TILE_RATIO,
    WALL_SIDE,
    MeldTile,
    Slot,
    candidate_box_size,
    candidate_grid,
    centre_row,
    discard_slot,
    hand_row,
    relative,
)
from .tile_item import Frame, TileItem

# Scene positions (top-left) of each relative seat's plate and bid bubble.
PLATE_POS = {0: (8.0, 722.0), 1: (1008.0, 96.0), 2: (60.0, 8.0), 3: (62.0, 540.0)}
BUBBLE_POS = {0: (62.0, 684.0), 1: (1008.0, 172.0), 2: (282.0, 52.0), 3: (62.0, 502.0)}
# The room of the candidate boxes of a choice: right-aligned rows growing upward from the
# bottom-right corner, between the wall and the right seat's hand, and below the right
# seat's plate and bubble (and the 托管 button above them), which the person must still see.
CANDIDATES_RIGHT, CANDIDATES_BOTTOM = 1224.0, 600.0
CANDIDATES_WIDTH = CANDIDATES_RIGHT - (CENTRE[0] + WALL_SIDE / 2 + 4.0)
CANDIDATES_TOP = BUBBLE_POS[1][1] + Bubble.H + 8.0
THINKING_DOTS_MS = 400  # the dots after 思考中 move this often
BARRED_OPACITY = 0.45  # a tile in the hand that may not be discarded this turn


class _Container(QGraphicsItem):
    """An invisible parent: a seat's frame (rotated about the centre) or a group."""

    def __init__(self, rotation: float = 0.0) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setPos(*CENTRE)
        self.setRotation(rotation)

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        pass

    def clear(self) -> None:
        scene = self.scene()
        for child in self.childItems():
            if scene is not None:
                scene.removeItem(child)
            else:
                child.setParentItem(None)


class CandidateBox(QGraphicsItem):
    """One candidate of a choice, drawn as its meld; hovering frames it, a click picks it."""

    def __init__(
        self,
        candidate: Candidate,
        wild_kinds: frozenset[int],
        scene: TableScene,
        tile_w: float = CANDIDATE_TILE_W,
    ):
        super().__init__()
        self.candidate = candidate
        self._scene = scene
        self.lit = False
        self.w, self.h = candidate_box_size(len(candidate.preview), tile_w)
        pad, tile_h = tile_w * CANDIDATE_PAD, tile_w * TILE_RATIO
        for i, face in enumerate(candidate.preview):
            tile = TileItem(face, tile_w, tile_h, wild=face in wild_kinds, parent=self)
            tile.setPos(pad + i * tile_w, pad)
            tile.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update()

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(30, 200, 60) if self.lit else QColor(255, 255, 255, 90)
        painter.setPen(QPen(colour, 3 if self.lit else 1.5))
        painter.setBrush(QColor(10, 30, 20, 200))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 8, 8)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._scene.light_candidate(self.candidate)
        self._scene.set_pointer(True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._scene.light_candidate(None)
        self._scene.set_pointer(False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.contains(event.pos()):
            self._scene.candidate_picked.emit(self.candidate)


class TableScene(QGraphicsScene):
    """The whole table. Call ``show_table`` with each new snapshot."""

    discard_clicked = Signal(int)
    candidate_picked = Signal(object)

    def __init__(self) -> None:
        super().__init__(0, 0, SCENE_W, SCENE_H)
        self.table: TableShow | None = None
        self.wall = WallItem()
        self.centre = CentrePanel()
        self.addItem(self.wall)
        self.addItem(self.centre)
        self.frames = [_Container() for _ in range(4)]  # by relative position
        self.plates = [SeatPlate() for _ in range(4)]
        self.bubbles = [Bubble() for _ in range(4)]
        for r in range(4):
            self.frames[r].setRotation(GEOMETRY[r].rotation)
            self.addItem(self.frames[r])
            self.plates[r].setPos(*PLATE_POS[r])
            self.bubbles[r].setPos(*BUBBLE_POS[r])
            self.addItem(self.plates[r])
            self.addItem(self.bubbles[r])
        self.wild_tiles = _Container()  # the centre's tiles: turned over, and the wilds
        self.addItem(self.wild_tiles)
        self.indicator_tile: TileItem | None = None
        self.candidate_layer = _Container()
        self.candidate_layer.setPos(0, 0)
        self.candidate_layer.setZValue(5)
        self.addItem(self.candidate_layer)
        self.hand_items: list[TileItem] = []  # the bottom seat's concealed tiles, drawn last
        self.meld_items: list[list[TileItem]] = []  # the bottom seat's melds
        self.last_discard: TileItem | None = None
        self.discardable: set[int] = set()
        self.candidates: list[Candidate] = []
        self.candidate_boxes: list[CandidateBox] = []
        self._key_item: TileItem | None = None  # the tile the keyboard framed (← →)
        self.advised_discard: int | None = None  # the hints' discard (a first Enter frames it)
        self._key_candidate: Candidate | None = None  # the candidate framed (Enter picks it)
        self.places: dict[Ref, TileItem] = {}  # every seat's tiles by place (see animation.Ref)
        self.animator = Animator(self)
        self._dots = QTimer(self)  # the thinking plates' dots move while any is thinking
        self._dots.setInterval(THINKING_DOTS_MS)
        self._dots.timeout.connect(self._next_dots)

    def set_animation_speed(self, name: str) -> None:
        """How fast tiles slide: "off", "slow", "normal" or "fast" (as ``Settings``)."""
        self.animator.set_speed(name)

    def finish_animations(self) -> None:
        """Put every sliding tile in its place now."""
        self.animator.finish()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_felt(painter, rect)

    # --- drawing a snapshot -----------------------------------------------------------------

    def show_table(self, table: TableShow) -> None:
        """Redraw everything from ``table``; keeps the input mode (its tiles are re-framed).

        Every item is placed where ``table`` says at once; with animation on, the tiles that
        moved then slide there from where they were shown (mid-flight ones from where they are).
        """
        old, old_centres = self.table, self._centres() if self.animator.enabled else {}
        self.animator.stop()
        self.table = table
        self.wall.show_wall(table.wall, table.bottom)
        self.hand_items, self.meld_items, self.last_discard = [], [], None
        self.places = {}
        for seat_show in table.seats:
            r = relative(seat_show.seat, table.bottom)
            self.frames[r].clear()
            self._draw_seat(seat_show, r)
            self._draw_plate(seat_show, r)
        self._draw_centre()
        self._refresh_input()
        if old_centres:
            self._animate(old, table, old_centres)

    def _centres(self) -> dict[Ref, QPointF]:
        """Where each tile's centre is on the scene now."""
        return {ref: _centre(item) for ref, item in self.places.items()}

    def _animate(self, old: TableShow | None, new: TableShow, centres: dict[Ref, QPointF]) -> None:
        moves = []
        for target, source in plan_moves(old, new).items():
            item = self.places.get(target)
            start: QPointF | None
            if source[0] == "wall":
                start = self.wall.tile_centre(source[1])
            else:
                start = centres.get(source)
            if item is None or start is None:
                continue
            # The item's position that puts its centre at ``start``.
            offset = item.mapToParent(_local_centre(item)) - item.pos()
            moves.append((item, item.parentItem().mapFromScene(start) - offset))
        self.animator.slide(moves)

    def show_thinking(self, seats: list[int]) -> None:
        """The plates of ``seats`` (whose computers are deciding) say 思考中; [] clears."""
        bottom = self.table.bottom if self.table is not None else 0
        shown = {relative(s, bottom) for s in seats}
        for r, plate in enumerate(self.plates):
            plate.set_thinking(r in shown)
        if shown and not self._dots.isActive():
            self._dots.start()
        elif not shown:
            self._dots.stop()

    def _next_dots(self) -> None:
        for plate in self.plates:
            plate.next_dots()

    def show_turn(self, table: TableShow) -> None:
        """Only who is to act changed (seats declined a claim): update plates and centre."""
        self.table = table
        for seat_show in table.seats:
            self._draw_plate(seat_show, relative(seat_show.seat, table.bottom))
        self._draw_centre()

    def _draw_seat(self, s: SeatShow, r: int) -> None:
        table = self.table
        assert table is not None
        frame, geo = self.frames[r], GEOMETRY[r]
        bottom = r == 0
        melds = display_melds(s)
        row = hand_row(geo, len(s.hand), s.drawn is not None, melds)
        for i, (face, slot) in enumerate(zip(s.hand, row.hand, strict=True)):
            item = self._tile(frame, face, slot, ("hand", s.seat, i))
            if bottom:
                self.hand_items.append(item)
        if s.drawn is not None and row.drawn is not None:
            item = self._tile(frame, s.drawn, row.drawn, ("drawn", s.seat))
            if bottom:
                self.hand_items.append(item)
        for m, (meld, slots) in enumerate(zip(melds, row.melds, strict=True)):
            items = [
                self._meld_tile(frame, tile, slot, ("meld", s.seat, m, t))
                for t, (tile, slot) in enumerate(zip(meld, slots, strict=True))
            ]
            if all(t.face == HIDDEN for t in meld):
                self._mark_concealed_kong(frame, slots)
            if bottom:
                self.meld_items.append(items)
        for i, face in enumerate(s.discards):
            slot = discard_slot(i, len(s.discards))
            item = self._tile(frame, face, slot, ("discard", s.seat, i))
            if table.last_discard == s.seat and i == len(s.discards) - 1:
                item.set_frame(Frame.LAST)
                self.last_discard = item

    def _tile(self, frame: _Container, face: int, slot: Slot, tag: tuple) -> TileItem:
        assert self.table is not None
        shown = None if face == HIDDEN else face
        wild = shown is not None and shown in self.table.wild_kinds
        item = TileItem(shown, slot.w, slot.h, wild=wild, tag=tag, parent=frame)
        item.setPos(slot.x, slot.y)
        self.places[tag] = item
        return item

    def _meld_tile(self, frame: _Container, tile: MeldTile, slot: Slot, tag: Ref) -> TileItem:
        item = self._tile(frame, tile.face, slot, tag)
        item.shaded = tile.shaded
        if tile.sideways:
            # Turned a quarter toward the neighbour it came from; (x, y) stays the visual corner.
            item.setRotation(90 * tile.sideways)
            if tile.sideways > 0:
                item.setPos(slot.x + slot.h, slot.y)
            else:
                item.setPos(slot.x, slot.y + slot.w)
        return item

    @staticmethod
    def _mark_concealed_kong(frame: _Container, slots: list[Slot]) -> None:
        """Frame another seat's concealed kong (four backs), so that it reads as a meld and
        not as more tiles of the hand."""
        left = min(s.x for s in slots)
        right = max(s.x + s.width_on_row for s in slots)
        top, bottom = min(s.y for s in slots), max(s.y + s.h for s in slots)
        rect = QRectF(left, top, right - left, bottom - top).adjusted(-2, -2, 2, 2)
        mark = QGraphicsRectItem(rect)
        mark.setPen(QPen(QColor(242, 190, 60, 200), 2))
        mark.setZValue(1)
        mark.setToolTip(T.CONCEALED_KONG)
        mark.setParentItem(frame)

    def _draw_plate(self, s: SeatShow, r: int) -> None:
        bao = bid_text(self.table.bid) if s.is_bao and self.table and self.table.bid else ""
        said = bids_said(self.table.bid_history, s.seat) if self.table is not None else ""
        self.plates[r].set_info(s.seat, s.name, s.score, bao, s.old_dealer, s.to_act, s.level, said)
        if s.bubble == "pass":
            self.bubbles[r].set_text(T.BUBBLE_PASS)
        elif isinstance(s.bubble, str) and s.bubble in CALLED:
            self.bubbles[r].set_text(called_word(s.bubble), True)
        elif s.bubble:
            high = self.table is not None and self.table.high_bidder == s.seat
            self.bubbles[r].set_text(T.BUBBLE_BID.format(bid=bid_text(s.bubble)), high)
        else:
            self.bubbles[r].set_text("")

    def _draw_centre(self) -> None:
        table = self.table
        assert table is not None
        acting = {s.seat for s in table.seats if s.to_act}
        wilds = named_first(table.wild_kinds)
        row = centre_row(len(wilds), table.indicator is not None)
        if table.phase in ("bidding", "wilds"):
            title = ""
        else:
            title = T.WILDS if wilds else T.NO_WILDS
        labels: tuple[tuple[float, str], ...] = ()
        indicator_x, wilds_x = row.label_x()
        if indicator_x is not None:  # the labels stand over their tiles
            labels, title = ((indicator_x, T.INDICATOR), (wilds_x, title)), ""
        left, reserve = table.tiles_left
        number = hand_number_text(table.hand_number, table.mode)  # (翻麻将 named there)
        lines = (number, title, T.TILES_LEFT.format(n=left), T.RESERVE.format(n=reserve))
        self.centre.set_info(table.bottom, acting, lines, labels, row.arrow)
        self.wild_tiles.clear()
        if table.indicator is not None and row.indicator is not None:
            tile = TileItem(table.indicator, DISCARD_W, DISCARD_H, parent=self.wild_tiles)
            tile.setPos(row.indicator, WILD_TILE_Y)
            tile.setToolTip(T.INDICATOR_TILE.format(tile=tile_name(table.indicator)))
            self.indicator_tile = tile
        else:
            self.indicator_tile = None
        for kind, x in zip(wilds, row.wilds, strict=True):
            tile = TileItem(kind, DISCARD_W, DISCARD_H, wild=True, parent=self.wild_tiles)
            tile.setPos(x, WILD_TILE_Y)

    # --- input modes ------------------------------------------------------------------------

    def set_discard_mode(self, kinds: set[int]) -> None:
        """Let a click on the hand discard one of ``kinds`` (empty: no discarding)."""
        self.discardable = set(kinds)
        self._refresh_input()

    def set_choice_mode(
        self,
        candidates: list[Candidate],
        bottom: float = CANDIDATES_BOTTOM,
        first: Candidate | None = None,
    ) -> None:
        """Offer ``candidates`` (in rows whose lowest ends at ``bottom``): hovering (or ← →)
        frames one in green, a click (or Enter) picks it. ``first`` (else the first of them)
        is framed at once: the person chose to claim already, and Enter alone did nothing
        before an arrow."""
        self.candidates = list(candidates)
        self._draw_candidate_boxes(min(bottom, CANDIDATES_BOTTOM))
        self._refresh_input()
        if self.candidates:
            self.light_candidate(first if first in self.candidates else self.candidates[0])

    def move_key_cursor(self, step: int) -> None:
        """The keyboard's way to the hand (← →): frame the next tile that may be discarded,
        or the next candidate of a choice, as the mouse does; ``key_press`` takes it."""
        if self.candidates:  # a choice among candidates: ← → frame them in turn
            cand = step_through(self.candidates, self._key_candidate, step)
            if cand is not None:
                self.light_candidate(cand)
            return
        items = [i for i in self.hand_items if i.face is not None and i.face in self.discardable]
        nxt = step_through(items, self._key_item, step)
        if nxt is not None:
            self._point_at(nxt)

    def point_at_kind(self, kind: int) -> None:
        """Frame the last tile of ``kind`` in the hand (the drawn one, if it is), as ← →
        would: a tile taken back was sorted in unmarked (a tester looked for it)."""
        items = [i for i in self.hand_items if i.face == kind and kind in self.discardable]
        if items:
            self._point_at(items[-1])

    def _point_at(self, target: TileItem | None) -> None:
        """Frame ``target`` (None: no tile): one frame, whether the mouse or ← → moved it,
        and the tile Enter discards."""
        for item in self.hand_items:
            on = item is target
            if on or item.frame is Frame.RED:
                item.set_frame(Frame.RED if on else Frame.NONE)
                item.set_lifted(on)
        self._key_item = target

    def key_framed(self) -> bool:
        """Whether ← → (or a first Enter) framed a tile of the hand."""
        return self._key_item is not None and self._key_item in self.hand_items

    def key_press(self) -> bool:
        """Enter: pick the candidate framed, else discard the tile framed; with no tile
        framed, frame the one the hints advise (``advised_discard``), else the last one (the
        tile just drawn), for a second Enter to discard (a newcomer pressed Enter first, and
        nothing happened). False if nothing happened."""
        if self.candidates:
            if self._key_candidate is None:
                return False
            self.candidate_picked.emit(self._key_candidate)
            return True
        item = self._key_item
        if item is None or item not in self.hand_items:
            advised = [i for i in self.hand_items if i.face == self.advised_discard]
            if advised and self.advised_discard in self.discardable:
                self._point_at(advised[-1])
            else:
                self.move_key_cursor(-1)
            return self._key_item is not None
        if item.face not in self.discardable:
            return False
        self.discard_clicked.emit(item.face)
        return True

    def _refresh_input(self) -> None:
        self._key_item = None
        for item in self.hand_items:
            item.set_lifted(False)
            active = item.face is not None and (
                item.face in self.discardable or self._candidate_for(item) is not None
            )
            if active:
                item.make_interactive(self._hover_hand, self._click_hand)
            else:
                item.setAcceptHoverEvents(False)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            # a tile the rules keep in the hand this turn (吃后不能换打) is greyed: a click on
            # it did nothing, and looked like a frozen game
            barred = bool(self.discardable) and not self.candidates and not active
            item.setOpacity(BARRED_OPACITY if barred and item.face is not None else 1.0)
        self.light_candidate(None)
        self.set_pointer(False)

    def set_pointer(self, on: bool) -> None:
        """The pointing hand over something clickable, the arrow elsewhere."""
        shape = Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor
        for view in self.views():
            view.viewport().setCursor(shape)

    def _candidate_for(self, item: TileItem) -> Candidate | None:
        return next((c for c in self.candidates if item.face in c.hand_tiles), None)

    def _hover_hand(self, item: TileItem, entered: bool) -> None:
        self.set_pointer(entered)
        if self.candidates:
            self.light_candidate(self._candidate_for(item) if entered else None, item)
            return
        on = entered and item.face in self.discardable
        self._point_at(item if on else None)

    def _click_hand(self, item: TileItem) -> None:
        if self.candidates:
            candidate = self._candidate_for(item)
            if candidate is not None:
                self.candidate_picked.emit(candidate)
        elif item.face is not None and item.face in self.discardable:
            self.discard_clicked.emit(item.face)

    # --- candidates -------------------------------------------------------------------------

    def _draw_candidate_boxes(self, bottom: float = CANDIDATES_BOTTOM) -> None:
        self.candidate_layer.clear()
        self.candidate_boxes = []
        wilds = self.table.wild_kinds if self.table else frozenset()
        lengths = [len(c.preview) for c in self.candidates]
        grid = candidate_grid(lengths, CANDIDATES_RIGHT, bottom, CANDIDATES_TOP, CANDIDATES_WIDTH)
        for cand, (x, y) in zip(self.candidates, grid.places, strict=True):
            box = CandidateBox(cand, wilds, self, grid.tile_w)
            box.setParentItem(self.candidate_layer)
            box.setPos(x, y)
            self.candidate_boxes.append(box)

    def candidate_tiles(self, cand: Candidate, prefer: TileItem | None = None) -> list[TileItem]:
        """The table tiles a candidate uses: hand tiles, the claimed discard, the pung."""
        out: list[TileItem] = []
        pool = list(self.hand_items)
        if prefer is not None and prefer in pool:
            pool.remove(prefer)
            pool.insert(0, prefer)
        for face in cand.hand_tiles:
            item = next((i for i in pool if i.face == face and i not in out), None)
            if item is not None:
                out.append(item)
        if cand.claimed is not None and self.last_discard is not None:
            out.append(self.last_discard)
        if cand.meld_index is not None and cand.meld_index < len(self.meld_items):
            out.extend(self.meld_items[cand.meld_index])
        return out

    def light_candidate(self, cand: Candidate | None, prefer: TileItem | None = None) -> None:
        """Frame ``cand``'s tiles in green (and nothing else); None clears."""
        self._key_candidate = cand  # what Enter picks: the mouse and ← → frame the same
        lit = set(self.candidate_tiles(cand, prefer)) if cand is not None else set()
        for item in self._framable():
            if item in lit:
                item.set_frame(Frame.GREEN)
            elif item is self.last_discard:
                item.set_frame(Frame.LAST)
            else:
                item.set_frame(Frame.NONE)
        for box in self.candidate_boxes:
            box.set_lit(box.candidate == cand)

    def _framable(self) -> list[TileItem]:
        items = list(self.hand_items)
        for meld in self.meld_items:
            items.extend(meld)
        if self.last_discard is not None:
            items.append(self.last_discard)
        return items

    def green_tiles(self) -> list[TileItem]:
        """The table tiles now framed green (for tests and checks)."""
        return [i for i in self._framable() if i.frame is Frame.GREEN]


def _local_centre(item: TileItem) -> QPointF:
    return QPointF(item.w / 2, item.h / 2)


def _centre(item: TileItem) -> QPointF:
    """The centre of a tile on the scene (wherever it is, turned or not)."""
    return item.mapToScene(_local_centre(item))
