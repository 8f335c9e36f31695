"""The end of a hand: the winning hand, its 台 item by item, every payment with its formula,
the running totals; and at the end of the match, the final standings."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine.match import Match
from ...engine.melds import MeldType
from ...engine.state import HandResult, HandState
from ...engine.tai import TaiResult
from ..strings import T, role_label, tai_label, wind
from .panel import Panel
from .tile_strip import TileStrip

Names = Callable[[int], str]  # match player -> display name


def tai_text(tai: TaiResult) -> str:
    """``东风刻 2台 · 中 1台 · 混一色 1台 = 4台`` (a special hand alone: ``天胡 8台``)."""
    items = [T.TAI_ITEM.format(label=tai_label(i.key), tai=i.tai) for i in tai.items]
    if tai.special is not None or len(items) == 1:
        return items[0] if items else ""
    return T.TAI_TOTAL.format(items=T.TAI_SEPARATOR.join(items), tai=tai.tai)


def winning_groups(state: HandState, result: HandResult) -> list[list[int]]:
    """The winner's tiles: concealed (winning tile set apart at the end), then each meld."""
    assert result.winner is not None
    concealed = sorted(state.hands[result.winner])
    groups = [concealed]
    if result.winning_tile is not None and result.winning_tile in concealed:
        concealed.remove(result.winning_tile)
        groups.append([result.winning_tile])
    for meld in state.melds[result.winner]:
        faces = sorted(meld.tiles)
        if meld.type is MeldType.CKONG:
            faces = [-1, faces[1], faces[2], -1]
        groups.append(faces)
    return groups


def title_text(state: HandState, result: HandResult, name: Callable[[int], str]) -> str:
    """What happened, e.g. ``南 电脑1 自摸``; ``name(seat)`` names a seat."""
    if result.winner is None:
        if state.bao is None:  # 翻麻将 (docs/rules.md §12): nobody pays
            return T.EV_DRAWN
        return T.RESULT_DRAWN.format(wind=wind(state.bao), name=name(state.bao))
    w, d = result.winner, result.discarder
    if result.self_drawn or d is None:
        return T.RESULT_SELF_DRAWN.format(wind=wind(w), name=name(w))
    template = T.RESULT_ROBBED if result.robbed else T.RESULT_WIN
    return template.format(wind=wind(w), name=name(w), dwind=wind(d), dname=name(d))


class ResultPanel(Panel):
    """A panel over the table. ``next_clicked`` asks for the next hand; ``new_match`` for a
    new match once this one is over."""

    next_clicked = Signal()
    new_match = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(640)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(24, 16, 24, 18)
        self.layout_.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.strip = TileStrip(tile_width=40)
        self.tai = QLabel()
        self.tai.setStyleSheet("font-size: 19px; font-weight: bold; color: rgb(255, 236, 180);")
        self.tai.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tai.setWordWrap(True)
        # A wrapped line needs the full width, or its second line runs over the tiles above.
        self.tai.setMinimumWidth(640 - 2 * 24)
        self.note = QLabel()
        self.note.setObjectName("small")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(4)
        self.button = QPushButton()
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.setMinimumHeight(42)
        self.button.clicked.connect(self._clicked)
        for w in (self.title, self.strip, self.tai, self.note, self.grid_host, self.button):
            self.layout_.addWidget(w, 0, Qt.AlignmentFlag.AlignHCenter)
        self.over = False

    def _clicked(self) -> None:
        (self.new_match if self.over else self.next_clicked).emit()

    def show_hand(self, match: Match, names: Names) -> None:
        """Fill in the finished hand of ``match`` (before ``match.next_hand()``)."""
        state, result = match.state, match.state.result
        assert result is not None
        self.over = False

        def seat_name(seat: int) -> str:
            return names(match.player_at(seat))

        self.title.setText(title_text(state, result, seat_name))
        if result.winner is not None:
            self.strip.set_groups(winning_groups(state, result), state.wild_kinds)
        self.strip.setVisible(result.winner is not None)
        self.tai.setText(tai_text(result.tai) if result.tai else "")
        self.tai.setVisible(result.tai is not None)
        self.note.setText(T.RESULT_OLD_DEALER if state.old_dealer else "")
        self.note.setVisible(state.old_dealer)
        self._fill_payments(match, seat_name)
        self.button.setText(T.NEXT_HAND)
        self.adjustSize()

    def _cell(self, row: int, col: int, text: str, css: str = "") -> None:
        label = QLabel(text)
        label.setStyleSheet("font-size: 17px;" + css)
        self.grid.addWidget(label, row, col)

    def _clear_grid(self) -> None:
        while self.grid.count():
            widget = self.grid.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()

    def _fill_payments(self, match: Match, seat_name: Callable[[int], str]) -> None:
        self._clear_grid()
        result = match.state.result
        assert result is not None
        head = "color: rgb(242, 190, 60); font-weight: bold;"
        for col, text in enumerate((T.RESULT_PAYMENTS, "", "", T.RESULT_TOTALS)):
            self._cell(0, col, text, head)
        for row, line in enumerate(result.settlement.lines, start=1):
            verb = T.RESULT_RECEIVES if line.role == "winner" else T.RESULT_PAYS
            who = f"{wind(line.seat)} {seat_name(line.seat)}"
            self._cell(row, 0, who)
            self._cell(row, 1, f"{role_label(line.role)} {verb}")
            self._cell(row, 2, line.formula)
            player = match.player_at(line.seat)
            delta = result.deltas[line.seat]
            total = match.scores[player] + delta
            colour = "rgb(120, 230, 120)" if delta > 0 else "rgb(255, 140, 120)"
            self._cell(
                row,
                3,
                f"{T.RESULT_DELTA.format(delta=delta)}  →  {total}",
                f"color: {colour};" if delta else "",
            )

    def show_standings(self, match: Match, names: Names) -> None:
        """The match is over: the final ranking."""
        self.over = True
        self.title.setText(T.MATCH_OVER)
        self.strip.setVisible(False)
        self.tai.setVisible(False)
        self.note.setVisible(False)
        self._clear_grid()
        for rank, (player, score) in enumerate(match.standings(), start=1):
            text = T.STANDING.format(rank=rank, name=names(player), score=score)
            self._cell(rank, 0, text, "font-size: 20px;")
        self.button.setText(T.NEW_MATCH)
        self.adjustSize()
