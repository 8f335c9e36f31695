"""The new-game dialog (which game, who sits where, how long, the rules, a seed) and the
start dialog (continue the autosaved match, or a new game).

Both are plain ``QDialog``s meant to be ``open()``-ed: they never block the event loop.
"""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.bidding import DEFAULT_BID
from ...engine.match import Match
from ...engine.rules import RuleSet
from ...engine.state import Phase
from ..model.session import MatchPlan, display_name
from ..model.settings import SEAT_KINDS, SeatSetting, Settings
from ..model.snapshot import wall_counts
from ..plain import PlainLabel
from ..strings import MAX_NAME_LENGTH, T, bid_label, game_name, kind_label, wind
from .game_picker import GamePicker
from .rule_form import FitScroll, RuleForm, explained, fit_screen

MAX_SEED_DIGITS = 9
MATCH_OPTIONS = ("match_hands", "base_points")  # shown with the match, the rest with the rules
NAME_PADDING = 24  # a line edit's frame and margins around its text


class SeatRow:
    """One seat's controls: a person or a computer level, and a name."""

    def __init__(self, player: int, seat: SeatSetting) -> None:
        self.kind = QComboBox()
        for kind in SEAT_KINDS:
            self.kind.addItem(kind_label(kind), kind)
        self.kind.setCurrentIndex(SEAT_KINDS.index(seat.kind))
        self.name = QLineEdit(seat.name)
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setPlaceholderText(T.NAME_HINT)
        # room for the whole placeholder ("Name (optio…" at 1280×800 in English)
        hint_width = self.name.fontMetrics().horizontalAdvance(T.NAME_HINT)
        self.name.setMinimumWidth(hint_width + NAME_PADDING)
        self.name.setToolTip(T.NAME_LIMIT.format(n=MAX_NAME_LENGTH))  # typing stops there
        label = T.NEW_GAME_SEAT.format(wind=wind(player))
        self.label = PlainLabel(label)
        if player == 0:
            self.label.setToolTip(T.NEW_GAME_FIRST_DEALER)
        self._person = seat.kind == "human"
        self.kind.currentIndexChanged.connect(self._kind_changed)

    def _kind_changed(self) -> None:
        """A name belongs to who sits there: a seat that goes from a person to a computer,
        or back, starts without one (a tester's computer went on playing as "Bob"). A
        computer that only changes its level keeps the name it was given."""
        person = self.kind.currentData() == "human"
        if person != self._person:
            self.name.clear()
        self._person = person

    def value(self) -> SeatSetting:
        return SeatSetting(self.kind.currentData(), self.name.text().strip())


class NewGameDialog(QDialog):
    """Pick the game first (包麻将 or 翻麻将, side by side), then the seats, the match length,
    base points, the rule options and a seed. Starts from ``settings`` (its seats and rules);
    ``plan()`` is the choice once accepted."""

    def __init__(
        self, parent: QWidget | None, settings: Settings, ends_match: bool = False
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(T.NEW_GAME)
        self.rows = [SeatRow(p, seat) for p, seat in enumerate(settings.seats)]
        # with two people or more, a word on how they claim (the default surprises: wins only)
        where = " → ".join((T.MENU_SETTINGS, T.SETTINGS_PLAY, T.SET_HOTSEAT))
        self.hotseat_note = PlainLabel(T.NEW_GAME_HOTSEAT_WINS_ONLY.format(where=where))
        self.hotseat_note.setWordWrap(True)
        self.hotseat_note.setObjectName("small")
        # its room is kept while it is hidden: else choosing 真人 moved every field below
        # under the mouse (a tester's next click landed in 基础分)
        policy = self.hotseat_note.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.hotseat_note.setSizePolicy(policy)
        self._wins_only = settings.hotseat_claims == "win"
        for row in self.rows:
            row.kind.currentIndexChanged.connect(self._people_changed)
        self.game = GamePicker(settings.rules.mode)
        game_box = QGroupBox(T.RULE_MODE)
        QVBoxLayout(game_box).addWidget(self.game)
        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self._seats_box())
        left.addWidget(self._match_box(settings.rules))
        left.addStretch(1)
        columns.addLayout(left)  # as wide as it needs; the rules take the rest
        columns.addWidget(self._rules_box(settings.rules))
        self.controls = {**self.match_form.controls, **self.rules_form.controls}
        self.game.chosen.connect(self.set_mode)
        self.buttons = QDialogButtonBox()
        # a match in progress: the button says it ends it (a family started over by a slip)
        start = T.START_ENDING_MATCH if ends_match else T.START
        self.start = self.buttons.addButton(start, QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel = self.buttons.addButton(T.CANCEL, QDialogButtonBox.ButtonRole.RejectRole)
        self.start.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        body = QWidget()
        body.setLayout(columns)
        columns.setContentsMargins(0, 0, 0, 0)
        self.body = FitScroll(body)
        layout = QVBoxLayout(self)
        layout.addWidget(game_box)
        layout.addWidget(self.body, 1)
        # ``ends_match``: a match is in progress, and starting ends it: say so by the buttons
        self.ends_match_note = PlainLabel(T.NEW_GAME_ENDS_MATCH)
        self.ends_match_note.setWordWrap(True)
        self.ends_match_note.setVisible(ends_match)
        layout.addWidget(self.ends_match_note)
        layout.addWidget(self.buttons)
        self._fitted = False

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:  # as big as its content, within the screen
            self._fitted = True
            fit_screen(self)

    # --- the parts ------------------------------------------------------------------------

    def _seats_box(self) -> QGroupBox:
        box = QGroupBox(T.NEW_GAME_PLAYERS)
        grid = QGridLayout(box)
        for p, row in enumerate(self.rows):
            grid.addWidget(row.label, p, 0)
            grid.addWidget(row.kind, p, 1)
            grid.addWidget(row.name, p, 2)
        grid.setColumnStretch(2, 1)
        grid.addWidget(self.hotseat_note, len(self.rows), 0, 1, 3)
        self._people_changed()
        return box

    def _people_changed(self) -> None:
        people = sum(row.kind.currentData() == "human" for row in self.rows)
        self.hotseat_note.setVisible(self._wins_only and people > 1)

    def _match_box(self, rules: RuleSet) -> QGroupBox:
        box = QGroupBox(T.NEW_GAME_MATCH)
        self.match_form = RuleForm(rules, MATCH_OPTIONS)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(T.SEED_RANDOM)
        pattern = QRegularExpression(rf"\d{{0,{MAX_SEED_DIGITS}}}")
        self.seed.setValidator(QRegularExpressionValidator(pattern, self.seed))
        self.match_form.form.addRow(T.SEED, explained(self.seed, T.SEED_HINT)[0])
        QVBoxLayout(box).addWidget(self.match_form)
        return box

    def _rules_box(self, rules: RuleSet) -> QGroupBox:
        box = QGroupBox(T.NEW_GAME_RULES)
        shown_apart = (*MATCH_OPTIONS, "mode")  # the game is chosen first, above
        names = [o.name for o in RuleSet.options() if o.name not in shown_apart]
        self.rules_form = RuleForm(rules, names)
        QVBoxLayout(box).addWidget(self.rules_form)
        return box

    # --- the choice -----------------------------------------------------------------------

    def set_mode(self, mode: str) -> None:
        """Play game ``mode``: the options follow (``RuleForm.set_mode``)."""
        self.game.set_mode(mode)
        for form in (self.match_form, self.rules_form):
            form.set_mode(mode)
        if self._fitted:  # open: the other game's options may need more room (they scrolled)
            fit_screen(self, again=True)

    def seats(self) -> tuple[SeatSetting, ...]:
        return tuple(row.value() for row in self.rows)

    def rules(self) -> RuleSet:
        values = {**self.match_form.values(), **self.rules_form.values()}
        return RuleSet.from_dict({**values, "mode": self.game.mode()})

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text else None

    def plan(self) -> MatchPlan:
        return MatchPlan(self.rules(), self.seats(), self.seed_value())


def where_it_stopped(match: Match, seats: tuple[SeatSetting, ...]) -> str:
    """Where the saved hand stands, in a line: bidding, the wild choice, play (the 包家, its
    bid and the wall), or its end (a tester saw only the hand's number over an empty table).
    """
    state = match.state
    if state.phase is Phase.BIDDING:
        return T.START_AT_BIDDING
    if state.phase is Phase.ENDED:
        return T.START_AT_END
    left = wall_counts(state.wall_left, match.rules.draw_reserve)[0]  # as the table says it
    if state.bao is None or match.rules.mode == "fan":  # 翻麻将: nobody bids
        return T.START_WALL.format(n=left)
    name = display_name(seats, match.player_at(state.bao))
    bid = bid_label(state.bid or DEFAULT_BID)
    if state.phase is Phase.WILDS:
        return T.START_AT_WILDS.format(name=name, bid=bid)
    return T.START_AT_PLAY.format(name=name, bid=bid, n=left)


class StartDialog(QDialog):
    """An autosave exists: 继续 it, or start a 新游戏. ``choice`` says which ("continue",
    "new"); closing the dialog counts as "continue" not being chosen (``choice`` None)."""

    def __init__(
        self, parent: QWidget | None, match: Match, seats: tuple[SeatSetting, ...]
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(T.APP_TITLE)
        self.choice: str | None = None
        title = PlainLabel(T.START_TITLE)
        title.setStyleSheet("font-size: 18px; font-weight: bold;")
        scores = match.standing()  # a hand that ended counts, as on the table it reopens
        names = T.VERB_SEPARATOR.join(
            f"{display_name(seats, p)}\u00a0{scores[p]:+d}" if any(scores) else
            display_name(seats, p)
            for p in range(4)
        )  # fmt: skip
        saved = T.START_SAVED.format(hand=match.hand_number, players=names)
        detail = PlainLabel(f"{saved}\n{where_it_stopped(match, seats)}")
        detail.setWordWrap(True)
        self.game = PlainLabel(T.START_GAME.format(game=game_name(match.rules.mode)))
        self.game.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.resume = QPushButton(T.CONTINUE)
        self.new = QPushButton(T.NEW_GAME)
        self.resume.setDefault(True)
        self.resume.clicked.connect(lambda: self._choose("continue"))
        self.new.clicked.connect(lambda: self._choose("new"))
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.new)
        row.addWidget(self.resume)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.game)
        layout.addWidget(detail)
        layout.addLayout(row)
        self.setMinimumWidth(460)  # the four names with their scores on one line, mostly
        self.setWindowModality(Qt.WindowModality.WindowModal)

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()
