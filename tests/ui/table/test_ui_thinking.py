"""A computer that thinks long (the expert): the table says so, never freezes, and a think
that is no longer wanted is cut short; the hint panel's expert advice works beside the table."""

from __future__ import annotations

import itertools
import threading
import time

from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage, QPainter

from tests.ui.support import Scripted, crafted_match
from zhuji_desktop.ai.registry import make_player
from zhuji_desktop.engine.actions import Verb
from zhuji_desktop.engine.state import HandState
from zhuji_desktop.ui import i18n
from zhuji_desktop.ui.dialogs.new_game import NewGameDialog
from zhuji_desktop.ui.main_window import MainWindow
from zhuji_desktop.ui.model.hints import compute_hints
from zhuji_desktop.ui.model.settings import SEAT_KINDS, Settings
from zhuji_desktop.ui.panels.hints_panel import HintsPanel
from zhuji_desktop.ui.strings import T
from zhuji_desktop.ui.table.items import BOTTOM_ROW, TOP_ROW

QUIET = Settings(hints=False, sound_muted=True, animation_speed="off")
HANDS = {
    "E": "123m456p789s11z22z5z",
    "S": "456m789p123s33z44z",
    "W": "789m123p456s55z66z",
    "N": "111p999m999s77z6z8m",
}


class Slow(Scripted):
    """A scripted computer that takes ``seconds`` over each decision unless cancelled."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds = seconds
        self.stop = threading.Event()
        self.cancels = 0

    def cancel(self) -> None:
        self.cancels += 1
        self.stop.set()

    def decide(self, view, legal):
        self.stop.wait(self.seconds)
        self.stop.clear()
        return super().decide(view, legal)


def window_with(qtbot, players) -> MainWindow:
    window = MainWindow(seed=1, delay_ms=0, settings=QUIET)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    # the person (player 0) sits at South; player 3 is East and discards first
    window.start_match(crafted_match(HANDS, human_seat=1), {0: None, **players})
    return window


def thinking_plates(window: MainWindow) -> list[int]:
    return [r for r, p in enumerate(window.table_screen.scene.plates) if p.thinking]


def test_the_plate_of_a_computer_that_thinks_long_says_so_and_the_window_goes_on(qtbot):
    slow = Slow(1.2)
    window = window_with(qtbot, {1: Scripted(), 2: Scripted(), 3: slow})
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(20)
    # East (player 3, the dealer here) is drawn left of the person at the bottom
    qtbot.waitUntil(lambda: thinking_plates(window) == [3], timeout=3000)
    plate = window.table_screen.scene.plates[3]
    image = QImage(int(plate.W), int(plate.H), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    # 思考中 goes after a short score, where it leaves the name whole (the English
    # "Thinking..." beside the name cut "Computer 1" to "Comp…"); after a long one, beside
    # the name
    assert plate._thinking_row(painter, 50.0, 0.0) == BOTTOM_ROW
    assert plate._thinking_row(painter, plate.W - 100.0, 0.0) == TOP_ROW
    assert plate._thinking_row(painter, 50.0, plate.W) == TOP_ROW  # over wide tags there
    assert plate._paint_thinking(painter, BOTTOM_ROW) > 0
    painter.end()
    qtbot.waitUntil(lambda: not thinking_plates(window), timeout=5000)
    timer.stop()
    assert len(ticks) > 20, "the window stopped while the computer thought"
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert max(gaps) < 0.5, f"the window froze for {max(gaps):.2f} s"
    assert window.controller.match.state.discards[0], "East's discard was made"


def test_a_quick_computer_never_shows_thinking(qtbot):
    window = window_with(qtbot, {1: Scripted(), 2: Scripted(), 3: Scripted()})
    shown = []
    window.game.thinking.connect(lambda seats: shown.append(thinking_plates(window)))
    qtbot.waitUntil(lambda: bool(window.table_screen.scene.discardable), timeout=5000)
    assert not any(shown) and not thinking_plates(window)


def test_leaving_the_match_cuts_a_long_think_short(qtbot):
    slow = Slow(30.0)
    window = window_with(qtbot, {1: Scripted(), 2: Scripted(), 3: slow})
    qtbot.waitUntil(lambda: window.controller._thinking, timeout=3000)
    window.game.stop()
    assert slow.cancels == 1 and not thinking_plates(window)


def test_the_expert_think_is_cancelled_at_once():
    h = HandState.deal(seed=3)
    while h.phase.value == "bidding":
        h.apply(next(a for a in h.legal_actions(h.to_act()[0]) if a.verb is Verb.PASS))
    seat = h.to_act()[0]
    expert = make_player("expert:100000p", 1)  # would take minutes
    out = []
    worker = threading.Thread(
        target=lambda: out.append(expert.decide(h.view(seat), h.legal_actions(seat)))
    )
    worker.start()
    deadline = time.perf_counter() + 10
    while not expert.thinking and time.perf_counter() < deadline:
        time.sleep(0.01)
    time.sleep(0.2)
    expert.cancel()
    worker.join(30)  # uncancelled, a million playouts would take hours
    assert not worker.is_alive() and out[0] in h.legal_actions(seat)


def test_the_new_game_dialog_offers_the_expert(qtbot):
    assert SEAT_KINDS[-1] == "expert"
    dialog = NewGameDialog(None, QUIET)
    qtbot.addWidget(dialog)
    box = dialog.rows[1].kind
    assert T.KIND_EXPERT in [box.itemText(i) for i in range(box.count())]


# --- the expert's advice in the hint panel ---------------------------------------------------


def discard_position() -> tuple:
    h = HandState.deal(seed=7)
    while h.phase.value != "play":
        seat = h.to_act()[0]
        legal = h.legal_actions(seat)
        h.apply(next((a for a in legal if a.verb is Verb.PASS), legal[0]))
    seat = h.to_act()[0]
    return h, seat


def test_expert_advice_comes_beside_the_table_and_agrees_with_the_rows(qtbot):
    h, seat = discard_position()
    panel = HintsPanel()
    qtbot.addWidget(panel)
    panel.set_advice("expert")
    start = time.perf_counter()
    panel.set_hints(h.view(seat), h.legal_actions(seat))
    assert panel.advice.text() == T.HINTS_EXPERT_THINKING  # the rows are there already
    assert panel.rows and time.perf_counter() - start < 5
    before = list(panel.rows)
    qtbot.waitUntil(lambda: panel.advice.text() != T.HINTS_EXPERT_THINKING, timeout=20000)
    # the same rows, one of them framed now: building them again stalled the window a tenth
    # of a second at each turn (a strong player measured it beside the expert's thinking)
    assert panel.rows == before
    suggestion = panel.hints.suggestion
    assert suggestion is not None and suggestion.action in h.legal_actions(seat)
    quick = compute_hints(h.view(seat), h.legal_actions(seat), suggest=False)
    assert [o.discard for o in panel.hints.options] == [o.discard for o in quick.options]
    lit = [row for row in panel.rows if row.lit]
    assert len(lit) == 1 and lit[0].action == suggestion.action


def test_a_newer_position_drops_the_expert_advice_for_the_older(qtbot):
    h, seat = discard_position()
    panel = HintsPanel()
    qtbot.addWidget(panel)
    panel.set_advice("expert")
    panel.set_hints(h.view(seat), h.legal_actions(seat))
    panel.clear()  # e.g. the turn passed
    assert panel.advice.text() == T.HINTS_NONE
    qtbot.waitUntil(lambda: not panel.slow.busy, timeout=20000)
    assert panel.advice.text() == T.HINTS_NONE and panel.hints is None


def test_the_expert_reason_reads_in_the_language_of_the_ui(qtbot, qapp, monkeypatch):
    from zhuji_desktop.ai.search import expert

    monkeypatch.setattr(expert, "SEARCH_PLAY_IN_BAO", True)  # its turns searched (the default)
    h, seat = discard_position()
    panel = HintsPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.set_advice("expert")
    i18n.install_translator(qapp, "en")
    try:
        panel.set_hints(h.view(seat), h.legal_actions(seat))
        qtbot.waitUntil(lambda: not panel.slow.busy, timeout=20000)
    finally:
        i18n.install_translator(qapp, "zh")
    reason = panel.hints.suggestion.reason
    assert panel.why.isVisible()  # a tester could not tell the expert had been asked
    assert not any("\u4e00" <= c <= "\u9fff" for c in panel.why.text())
    if reason.key.startswith("mc_"):  # the expert overruled hard: its figures are shown
        assert panel.why.text().startswith("(the expert: ") and "simulated" in panel.why.text()
    else:
        assert panel.why.text() == "(the expert chooses the same)"


def test_the_advice_setting_is_kept_and_checked():
    assert Settings(advice="expert").advice == "expert"
    try:
        Settings(advice="oracle")
    except ValueError as e:
        assert "advice" in str(e)
    else:
        raise AssertionError("a bad advice level was accepted")


def test_the_collector_runs_on_the_ui_thread_only(qtbot):
    """A collection started by a worker could finalise Qt objects off their thread (it hung
    a worker in these very tests): the program collects from a UI-thread timer instead."""
    import gc

    from PySide6.QtCore import QObject

    from zhuji_desktop.ui.gc_guard import UiThreadCollector

    owner = QObject()
    try:
        collector = UiThreadCollector(owner, interval_ms=10)
        assert not gc.isenabled()
        for _ in range(2000):
            cycle: list = []
            cycle.append(cycle)
        assert gc.get_count()[0] > gc.get_threshold()[0]
        qtbot.waitUntil(lambda: gc.get_count()[0] < gc.get_threshold()[0], timeout=2000)
        assert collector.timer.isActive()
    finally:
        del owner
        gc.enable()
