"""The replay viewer: a recorded hand and a zhuji-sim log, stepped by keys and buttons."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox

from tests import TESTS
from tests.ui.windows.test_ui_history import play_and_record
from zhuji_desktop import sim
from zhuji_desktop.engine.melds import MeldType
from zhuji_desktop.history import replay_state
from zhuji_desktop.replay import Position
from zhuji_desktop.ui.tools.replay_viewer import ReplayViewer


def concealed_ok(snap: Position) -> bool:
    """Every seat holds 13 or 14 tiles, counting each meld as three (a kong's fourth tile
    is its own)."""
    return all(len(snap.hands[s]) + 3 * len(snap.melds[s]) in (13, 14) for s in range(4))


def test_replay_steps_through_a_recorded_hand(qtbot, tmp_path: Path) -> None:
    record = play_and_record(tmp_path, hands=1)[0]
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    viewer.show()
    assert viewer.open_record(record)
    assert viewer.step == 0 and viewer.description.text() == "发牌"
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.step == 2
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.step == 1
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.step == len(viewer.steps) - 1
    assert viewer.description.text().startswith("结算")
    assert record.winner is not None  # (seed 3's hand is won) its 台 stay beside the payments
    assert f"= {record.tai}台" in viewer.description.text().split("\n")[1]
    assert not viewer.buttons["next"].isEnabled()
    # the last table is the engine's own final state, every hand face up
    final, state = viewer.steps[-1], replay_state(record)
    assert final.hands == [sorted(h) for h in state.hands]
    engine_melds = [[sorted(m.tiles) for m in ms] for ms in state.melds]
    assert [[sorted(m.faces) for m in ms] for ms in final.melds] == engine_melds
    concealed = [[m.type is MeldType.CKONG for m in ms] for ms in state.melds]
    assert [[m.concealed for m in ms] for ms in final.melds] == concealed
    qtbot.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.step == 0 and not viewer.buttons["prev"].isEnabled()
    # with the hand list focused (a tester's case), End still steps, and the hand stays
    combo = viewer.findChild(QComboBox)
    combo.setFocus()
    chosen = combo.currentIndex()
    qtbot.keyClick(combo, Qt.Key.Key_End)
    assert viewer.step == len(viewer.steps) - 1 and combo.currentIndex() == chosen
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    assert viewer.step == 0
    viewer.buttons["next"].click()
    viewer.slider.setValue(5)
    assert viewer.step == 5


def test_replay_steps_through_a_sim_log(qtbot, tmp_path: Path) -> None:
    log = tmp_path / "sim.log"
    args = ["--players", "random,random,random,random", "--hands", "2", "--seed", "1"]
    assert sim.main([*args, "--log", str(log)]) == 0
    with open(log, "a", encoding="utf-8") as f:
        f.write("not json\n")
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    assert viewer.open_file(log)
    assert viewer.hand_combo.count() == 2 and "1 行" in viewer.status.text()
    for index in range(2):
        viewer.hand_combo.setCurrentIndex(index)
        events = [json.loads(line) for line in _hand_lines(log, index)]
        shown = [e for e in events if e["type"] != "decide"]
        assert len(viewer.steps) == len(shown)
        assert all(concealed_ok(s) for s in viewer.steps[1:])
        viewer.last()
        assert viewer.steps[-1].deltas is not None
        viewer.back()
        assert viewer.step == len(viewer.steps) - 2


def _hand_lines(log: Path, index: int) -> list[str]:
    """The event lines of hand ``index`` of a sim log (its header left out)."""
    hands: list[list[str]] = []
    for line in log.read_text(encoding="utf-8").splitlines():
        if line.startswith('{"type": "hand"'):
            hands.append([])
        elif line.startswith("{") and hands:
            hands[-1].append(line)
    return hands[index]


def test_replay_reports_files_it_cannot_use(qtbot, tmp_path: Path) -> None:
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    assert not viewer.open_file(tmp_path / "missing.jsonl")
    assert viewer.description.text() == "找不到文件 missing.jsonl"  # (not "no hands in it")
    bad = tmp_path / "bad.jsonl"
    bad.write_text("nonsense\n", encoding="utf-8")
    assert not viewer.open_file(bad) and "1 行" in viewer.status.text()
    assert viewer.steps == [] and not viewer.buttons["next"].isEnabled()


def test_replay_reports_a_hand_the_engine_cannot_replay(qtbot, tmp_path: Path) -> None:
    record = play_and_record(tmp_path, hands=1)[0]
    broken = replace(record, actions=("E discard 1m", "E discard 1m"))
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    assert not viewer.open_record(broken)
    said = viewer.description.text()
    assert said.startswith("无法回放")
    for key in (Qt.Key.Key_Right, Qt.Key.Key_End, Qt.Key.Key_Left):  # a tester's: the reason
        QTest.keyClick(viewer, key)  # gave way to "open a record or a sim log"
    assert viewer.description.text() == said


HOSTILE = TESTS / "data" / "hostile"


def test_replay_opens_every_hostile_log_and_names_its_bad_events(qtbot) -> None:
    manifest = json.loads((HOSTILE / "manifest.json").read_text(encoding="utf-8"))
    viewer = ReplayViewer(None, HOSTILE)
    qtbot.addWidget(viewer)
    for name, expect in manifest.items():
        if not name.startswith("replay/"):
            continue
        assert viewer.open_file(HOSTILE / name), name
        assert len(viewer.steps) == expect["steps"]
        bad = []
        for n in range(len(viewer.steps)):
            viewer.go(n)
            if viewer.model.problem(n) is not None:
                bad.append(viewer.description.text())
        assert len(bad) == expect["bad_events"], name
        assert all("bad event" in text for text in bad)


def test_replay_shows_a_files_text_as_plain_text(qtbot) -> None:
    viewer = ReplayViewer(None, HOSTILE)
    qtbot.addWidget(viewer)
    assert viewer.open_file(HOSTILE / "replay" / "rich-text-types.jsonl")
    for label in (viewer.description, viewer.status, viewer.info):
        assert label.textFormat() == Qt.TextFormat.PlainText
    events = [viewer.model.event(n) for n in range(len(viewer.steps))]
    marked = [n for n, e in enumerate(events) if "<" in str(e.get("type"))]
    assert marked  # the file's event types are markup ...
    for n in marked:  # ... which is never drawn: the step says what is wrong with it
        viewer.go(n)
        assert viewer.description.text().startswith("记录有误：bad event")


def test_replay_names_tiles_and_seats_and_counts_tiles_left_as_the_table(qtbot, tmp_path):
    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.model.snapshot import wall_counts

    record = play_and_record(tmp_path, hands=1)[0]
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    viewer.show()
    assert viewer.open_record(record)
    discard = next(i for i, s in enumerate(viewer.steps) if s.just_discarded)
    viewer.go(discard)
    text = viewer.description.text()
    assert text.split(" ")[0] in ("东家", "南家", "西家", "北家") and " 打 " in text
    left, reserve = wall_counts(viewer.steps[discard].wall_left, 26)
    assert f"余 {left} 张" in viewer.info.text() and f"留 {reserve} 张" in viewer.info.text()
    app = QApplication.instance()
    try:  # the language changes with the viewer open: it speaks the new one at once
        i18n.install_translator(app, "en")
        qtbot.waitUntil(lambda: viewer.buttons["next"].text() == "Next ▶")
        assert " seat discards " in viewer.description.text()
        assert f"{left} tiles left" in viewer.info.text()
    finally:
        i18n.remove_translators(app)


def test_the_wilds_read_from_the_kind_named_as_the_game_shows_them():
    """A tester named 九筒 (so 九筒 and 一筒 are wild): the game said 九筒 一筒 and the
    replay 一筒 九筒."""
    from zhuji_desktop.ui.model import event_words

    text = event_words._wilds_text({"type": "wilds", "seat": "E", "tiles": "19p"})
    assert "九筒 一筒" in text, text
    text = event_words._wilds_text({"type": "wilds", "seat": "E", "tiles": "12p"})
    assert "一筒 二筒" in text, text


def test_the_replay_opened_from_the_menu_shows_the_newest_hand_played(qtbot, tmp_path):
    """A tester opened 工具 → 回放 and found it empty until a file was chosen."""
    from zhuji_desktop.ui.tools import ToolWindows

    records = play_and_record(tmp_path, hands=2)
    tools = ToolWindows(None, lambda: tmp_path)
    viewer = tools.open("replay")
    qtbot.addWidget(viewer)
    assert len(viewer.hands) == 2 and viewer.hand_combo.currentIndex() == 1
    assert viewer.hands[1].record == records[-1] and len(viewer.steps) > 10
    empty = ToolWindows(None, lambda: tmp_path / "none").open("replay")  # no history: as before
    qtbot.addWidget(empty)
    assert empty.hands == [] and empty.steps == []


def test_the_viewer_from_the_menu_reads_only_the_end_of_a_long_history(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    """30,000 hands (37 MB) kept the window frozen for 7 s: it reads the newest ones."""
    from zhuji_desktop.ui.tools import replay_viewer

    records = play_and_record(tmp_path, hands=3)
    size = (tmp_path / "history.jsonl").stat().st_size
    monkeypatch.setattr(replay_viewer, "LATEST_BYTES", size * 2 // 3)  # about two hands
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    assert viewer.open_latest()
    shown = [h.record for h in viewer.hands]
    assert 1 <= len(shown) < 3 and shown == records[-len(shown) :]  # whole lines, the newest
    assert viewer.hand_combo.currentIndex() == len(shown) - 1
    assert f"读入了最近的 {len(shown)} 局" in viewer.status.text()
    from zhuji_desktop.ui import i18n  # a change of language says it again, in English

    i18n.install_translator(QApplication.instance(), "en")
    try:
        QApplication.processEvents()
        assert viewer.status.text().startswith("read the newest")  # (one hand: no figure)
    finally:
        i18n.install_translator(QApplication.instance(), "zh")
        QApplication.processEvents()
    assert f"读入了最近的 {len(shown)} 局" in viewer.status.text()
    monkeypatch.setattr(replay_viewer, "LATEST_BYTES", size)
    assert viewer.open_latest() and len(viewer.hands) == 3 and viewer.status.text() == ""


def test_a_history_ending_in_a_line_longer_than_what_is_read_says_so(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    """A tester's history ended in a 2.5 MB line (a torn write): the viewer read its newest
    2 MB, found no whole line there and said only "no hands in the file", though the history
    window listed three. It says the file's end held none, and that 打开 reads more."""
    from zhuji_desktop.ui.tools import replay_viewer

    play_and_record(tmp_path, hands=3)
    path = tmp_path / "history.jsonl"
    monkeypatch.setattr(replay_viewer, "LATEST_BYTES", 100_000)
    with path.open("ab") as f:
        f.write(b"a" * 250_000 + b"\n")
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    assert not viewer.open_latest()
    assert viewer.description.text() == "文件最后的 0.1 MB 中没有可回放的牌局（更多请用“打开”）"
    viewer.open_chosen(path)  # 打开: the whole file (it is below OPEN_BYTES)
    qtbot.waitUntil(lambda: not viewer.loading)
    assert len(viewer.hands) == 3 and "1 行或牌局无法读取" in viewer.status.text()


def test_a_large_file_chosen_to_open_is_read_in_the_background_and_only_its_end(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    """打开 on a 98 MB sim log kept the window frozen for 10 s and took 960 MB: a file
    larger than LATEST_BYTES is read off the window's thread, and of one larger than
    OPEN_BYTES only the newest hands (whole ones: a hand cut in two is left out, unsaid)."""
    import threading

    from zhuji_desktop.ui.tools import replay_viewer

    log = tmp_path / "sim.log"
    args = ["--players", "random,random,random,random", "--hands", "6", "--seed", "4"]
    assert sim.main([*args, "--log", str(log)]) == 0
    size = log.stat().st_size
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    viewer.open_chosen(log)  # small: at once, every hand
    assert not viewer.loading and viewer.hand_combo.count() == 6 and viewer.status.text() == ""
    monkeypatch.setattr(replay_viewer, "LATEST_BYTES", size // 10)
    monkeypatch.setattr(replay_viewer, "OPEN_BYTES", size // 2)
    gate = threading.Event()
    real = replay_viewer.open_any

    def held(path, last=None):  # the read waits until the test lets it go
        assert gate.wait(10)
        return real(path, last)

    monkeypatch.setattr(replay_viewer, "open_any", held)
    viewer.open_chosen(log)
    assert viewer.loading and viewer.status.text() == "正在读取文件……"
    assert viewer.hand_combo.count() == 6  # the window goes on showing what it showed
    gate.set()
    qtbot.waitUntil(lambda: not viewer.loading, timeout=10000)
    n = viewer.hand_combo.count()
    assert 1 <= n < 6 and f"读入了最后的 {n} 局" in viewer.status.text()
    assert "跳过" not in viewer.status.text()  # the cut hand is not a skipped line
    numbers = [h.header["index"] for h in viewer.hands if h.header is not None]
    assert numbers == list(range(6 - n, 6))  # the newest, whole
    # numbered as the log counts them, not from 1 (they are not the file's first hands)
    assert [h.number for h in viewer.hands] == list(range(7 - n, 7))
    assert viewer.hand_combo.itemText(0).startswith(f"{7 - n}. ")
    assert all(concealed_ok(s) for s in viewer.steps[1:])


def test_a_hand_opened_while_a_file_is_read_is_not_replaced_by_it(qtbot, tmp_path, monkeypatch):
    """A large file chosen with 打开, then 回放 of a hand in the history window: the hand
    showed, and then the file's hands replaced it when the read ended."""
    import threading

    from zhuji_desktop.ui.tools import replay_viewer

    records = play_and_record(tmp_path, hands=2)
    log = tmp_path / "sim.log"
    args = ["--players", "random,random,random,random", "--hands", "3", "--seed", "4"]
    assert sim.main([*args, "--log", str(log)]) == 0
    monkeypatch.setattr(replay_viewer, "LATEST_BYTES", 10)
    gate, done = threading.Event(), threading.Event()
    real = replay_viewer.open_any

    def held(path, last=None):
        assert gate.wait(10)
        try:
            return real(path, last)
        finally:
            done.set()

    monkeypatch.setattr(replay_viewer, "open_any", held)
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    viewer.open_chosen(log)
    assert viewer.loading
    assert viewer.open_record(records[1])  # the player asks for one hand meanwhile
    assert not viewer.loading
    gate.set()
    assert done.wait(10)
    qtbot.wait(3 * replay_viewer.READ_POLL_MS)
    assert [h.record for h in viewer.hands] == [records[1]] and viewer.status.text() == ""


def test_tool_windows_open_within_a_small_screen(qtbot, tmp_path):
    """On a 1024×640 screen the replay viewer (1060×720) hid its step buttons below the
    bottom edge: every tool window now asks for its size or the screen's, whichever is less."""
    from zhuji_desktop.ui.tools.history_window import HistoryWindow
    from zhuji_desktop.ui.tools.rules_help import RulesHelpDialog

    free = QApplication.primaryScreen().availableGeometry()  # offscreen: 800×800
    for window in (ReplayViewer(), HistoryWindow(data_dir=tmp_path), RulesHelpDialog()):
        qtbot.addWidget(window)
        assert window.width() <= free.width() and window.height() <= free.height(), window
        assert window.width() >= min(700, free.width() - 100)  # as large as the screen allows


def test_a_seat_plate_breaks_between_phrases(qtbot, tmp_path: Path) -> None:
    """Qt wrapped "South seat (Computer" above a lone "2)" on a replay's seat plate."""
    from PySide6.QtCore import QRectF

    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.tools.replay_viewer import PLATE_W

    class Painter:  # what the plate would draw
        def __init__(self) -> None:
            self.texts: list[str] = []

        def setPen(self, _pen) -> None: ...
        def setFont(self, _font) -> None: ...
        def drawText(self, _rect, _flags, text: str) -> None:
            self.texts.append(text)

    log = tmp_path / "sim.log"
    args = ["--players", "random,random,random,random", "--hands", "1", "--seed", "1"]
    assert sim.main([*args, "--log", str(log)]) == 0
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    assert viewer.open_file(log)
    app = QApplication.instance()
    try:
        i18n.install_translator(app, "en")
        viewer.table.show_snapshot(viewer.table.snapshot, ["", "Computer 2", "", ""])
        painter = Painter()
        viewer.table._paint_plate(painter, 1, QRectF(0, 0, PLATE_W - 10, 80))
        assert painter.texts[0].startswith("South seat\n(Computer 2)"), painter.texts
    finally:
        i18n.install_translator(app, "zh")


def test_a_win_read_from_a_log_says_two_pungs_of_a_kind_as_the_result_does():
    from zhuji_desktop.ui.model.event_words import _tai_text

    two = _tai_text({"seat": "S", "items": [["zhong", "中", 2]], "tai": 2})
    dealer = _tai_text({"seat": "E", "items": [["east", "东", 2]], "tai": 2})
    other = _tai_text({"seat": "S", "items": [["east", "东", 2]], "tai": 2})
    assert "×2" in two and "×2" not in dealer and "×2" in other


def two_hands_played():
    """A match of five hands (seed 8) with two played by random legal moves."""
    import random

    from zhuji_desktop.engine.match import Match
    from zhuji_desktop.engine.rules import RuleSet
    from zhuji_desktop.engine.state import random_move

    match = Match(RuleSet(match_hands=5), seed=8)
    rng = random.Random(8)
    for _ in range(2):
        while not match.hand_over():
            match.apply(random_move(match.state, rng))
        match.next_hand()
    return match


def test_a_save_opens_as_its_matchs_hands_and_the_hand_in_play(qtbot, tmp_path: Path) -> None:
    """A save is also a replay (the rules, the seeds, the actions), but opened in the viewer
    it said "no hands in the file". Its finished hands show as the history has them, then
    (in a match of computers alone) the hand in play as far as it went, under the seats'
    names the save keeps."""
    import random

    from zhuji_desktop.engine.state import random_move
    from zhuji_desktop.ui.model.session import Session
    from zhuji_desktop.ui.model.settings import SeatSetting, default_seats

    match = two_hands_played()
    rng = random.Random(8)
    for _ in range(25):
        match.apply(random_move(match.state, rng))
    seats = (SeatSetting("hard", "阿明"), *default_seats()[1:])
    Session(tmp_path).save(match, seats, 0)
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    assert viewer.open_file(tmp_path / "autosave.json")
    assert [h.number for h in viewer.hands] == [1, 2, 3]
    assert [h.record.actions for h in viewer.hands[:2]] == [r.actions for r in match.records]
    in_play = viewer.hands[2]
    assert in_play.record is None and "阿明" in in_play.names
    viewer.hand_combo.setCurrentIndex(2)
    assert len(viewer.steps) > 5 and viewer.model is not None and not viewer.model.bad_events
    viewer.open_chosen(tmp_path / "autosave.json")  # chosen: read apart, however small
    assert viewer.loading  # (a save without its folder's key is replayed in full)
    qtbot.waitUntil(lambda: not viewer.loading)
    assert [h.number for h in viewer.hands] == [1, 2, 3]
    # a save cut short is not JSON: the viewer says so (the game salvages it at start)
    text = (tmp_path / "autosave.json").read_bytes()
    cut = tmp_path / "cut.json"
    cut.write_bytes(text[: len(text) * 3 // 4])
    assert not viewer.open_file(cut)
    assert viewer.status.text().startswith("无法回放：the save is not valid JSON")
    # a match a person plays: its hand in play would show the others' tiles (a tester
    # opened the autosave mid-hand, alone and at a shared screen): the finished hands only
    shared = (SeatSetting("human", "阿明"), SeatSetting("human", "阿芳"), *default_seats()[2:])
    for people in (default_seats(), shared):
        Session(tmp_path).save(match, people, 0)
        assert viewer.open_file(tmp_path / "autosave.json")
        assert [h.number for h in viewer.hands] == [1, 2]
        assert "正在打的这一局不显示" in viewer.status.text()


def test_a_heavenly_win_replays_to_its_winner():
    # 天胡 wins on the dealt fourteen: its win event names no tile (a reviewer's sim log had
    # the replay call it a bad event and end the hand with no winner)
    from zhuji_desktop.engine.script import run_script
    from zhuji_desktop.replay import ReplayModel

    hands = {
        "E": "123m456m789m123p55p",
        "S": "123456789s1112z",
        "W": "23456789s22333z",
        "N": "4446667772223p",
    }
    bids = ["E bid 2", "S pass", "W pass", "N pass", "E wild 9s", "E win"]
    lines = run_script({"hands": hands, "actions": bids})
    events = [line for line in lines if "type" in line]
    assert any(e["type"] == "win" and e["tile"] is None for e in events)
    model = ReplayModel.from_events(events)
    assert model.bad_events == 0 and model.final().winner == 0
    from zhuji_desktop.ui.model.event_words import _win_text

    win = next(e for e in events if e["type"] == "win")
    assert "?" not in _win_text(win) and "天胡" in _win_text(win)
    # the same win on the dealt tiles counted as 全字牌, when that is worth more than 8
    honours = {"E": "11122233344455z", "S": "123456789s1234m", "W": "123456789m5678p"}
    honours["N"] = "4446667772223p"
    lines = run_script({"hands": honours, "actions": bids, "rules": {"all_honours_tai": 10}})
    events = [line for line in lines if "type" in line]
    win = next(e for e in events if e["type"] == "win")
    assert win["tile"] is None and win["special"] == "quanzi", win
    model = ReplayModel.from_events(events)
    assert model.bad_events == 0 and model.final().winner == 0
    assert "?" not in _win_text(win)


def test_a_history_hand_is_listed_by_its_number_in_its_match_and_its_game():
    """The list said "第 14 局" (its place in the file) for the table's 第 3 局, and did not
    say which game a hand was."""
    import random

    from zhuji_desktop.engine.match import Match
    from zhuji_desktop.engine.rules import RuleSet
    from zhuji_desktop.engine.state import random_move
    from zhuji_desktop.history import HistoryRecord, PlayerInfo
    from zhuji_desktop.replay import ReplayHand
    from zhuji_desktop.ui.tools.replay_viewer import hand_label

    rng = random.Random(2)
    match = Match(RuleSet(mode="fan"), seed=2)
    for _ in range(3):
        while not match.hand_over():
            match.apply(random_move(match.state, rng))
        match.next_hand()
    players = tuple(PlayerInfo(f"p{i}", "hard") for i in range(4))
    record = HistoryRecord.from_hand(match.records[2], match.rules, players, 2, None, "m")
    label = hand_label(ReplayHand(14, ["a", "b", "c", "d"], record=record))
    assert label.startswith("14. ") and "翻麻将 · 第 3 局" in label, label


def test_a_win_from_a_hostile_log_is_said_in_a_few_words():
    """A hostile log's win had a 台 total of 100,000 characters (and long item labels, each
    one unbreakable piece): the replay viewer grew a million pixels wide."""
    from zhuji_desktop.ui.model.event_words import describe

    items = [["x", "L" * 5000, "T" * 5000]] * 5000 + [["zhong", "中", 10**9]]
    e = {"type": "win", "seat": "E", "tile": "1m", "self_drawn": True, "tai": "T" * 100_000}
    said = describe({**e, "items": items})
    assert len(said) < 600, len(said)
    assert all(len(piece) < 40 for piece in said.split(" · ")), said
    assert "= ?台" in describe({**e, "items": [["zhong", "中", 10**9]]})


@pytest.mark.parametrize("form", ["bom", "indented", "sorted", "compact"])
def test_a_save_the_game_resumes_opens_in_the_viewer_however_it_is_spaced(qtbot, tmp_path, form):
    """A hostile tester rewrote a good save with a byte-order mark, indented, with its keys
    sorted or without spaces: the game resumed each, the viewer opened none."""
    import json

    from zhuji_desktop.ui.model.session import Session
    from zhuji_desktop.ui.model.settings import default_seats

    match = two_hands_played()
    Session(tmp_path).save(match, default_seats(), 0)
    data = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    text = {
        "bom": "\ufeff" + json.dumps(data),
        "indented": json.dumps(data, indent=2),
        "sorted": json.dumps(data, sort_keys=True),
        "compact": json.dumps(data, separators=(",", ":")),
    }[form]
    (tmp_path / "other.json").write_text(text, encoding="utf-8")
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    assert viewer.open_file(tmp_path / "other.json"), viewer.status.text()
    assert [h.number for h in viewer.hands] == [1, 2]
