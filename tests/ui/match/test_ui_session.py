"""Around a match: the autosave and resuming it, the history, bad saves and settings, crashes,
and the command line's ``--data-dir`` / ``--resume``."""

from __future__ import annotations

import json
import logging
import os
import random
import re
import subprocess
import sys
import threading

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.ui.support import Scripted, shown_box
from zhuji_desktop import app, storage
from zhuji_desktop.engine.actions import Action
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.save import dumps_match
from zhuji_desktop.engine.state import random_move
from zhuji_desktop.ui.dialogs.crash import CrashReporter
from zhuji_desktop.ui.main_window import MainWindow
from zhuji_desktop.ui.model.session import Session
from zhuji_desktop.ui.model.settings import SeatSetting

pytestmark = pytest.mark.timeout(90)

ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
SEATS = (
    SeatSetting("human", "阿明"),
    SeatSetting("normal"),
    SeatSetting("human", "Bo"),
    SeatSetting("hard"),
)


def run_app(*args: str) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "zhuji_desktop", *args]
    return subprocess.run(cmd, env=ENV, capture_output=True, text=True, timeout=90)


def new_window(qtbot, session: Session | None = None) -> MainWindow:
    window = MainWindow(seed=1, delay_ms=0, session=session)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def events_of(match: Match) -> list[dict]:
    return [e.to_dict() for e in match.state.events]


def play_to_the_wild_choice(qtbot, window: MainWindow) -> Match:
    """Two people (players 0 and 2) and two scripted computers: 阿明 passes, the computer
    passes, Bo (behind the curtain) bids 2, the last computer passes: Bo names the wilds."""
    screen, game = window.table_screen, window.game
    match = Match(RuleSet(), seed=5)
    window.start_match(match, {0: None, 1: Scripted(), 2: None, 3: Scripted()}, seats=SEATS)
    game.lift_curtain()
    qtbot.waitUntil(lambda: screen.proxies["bid"].isVisible())
    screen.bid_panel.pass_button.click()
    qtbot.waitUntil(screen.curtain.is_up)
    game.lift_curtain()
    next(b for bid, b in screen.bid_panel.bid_buttons.items() if str(bid) == "2台").click()
    qtbot.waitUntil(lambda: screen.proxies["wild"].isVisible())
    return match


@pytest.mark.slow
def test_autosave_and_resume_give_the_same_match_people_and_view(qtbot, tmp_path):
    window = new_window(qtbot, Session(tmp_path))
    match = play_to_the_wild_choice(qtbot, window)
    recovery = Session(tmp_path).recover()
    assert recovery.error is None and recovery.match is not None
    assert dumps_match(recovery.match) == dumps_match(match)
    assert events_of(recovery.match) == events_of(match)
    assert recovery.match.scores == match.scores and recovery.meta["shown"] == 2
    again = new_window(qtbot, Session(tmp_path))
    again.resume(recovery)
    screen, game = again.table_screen, again.game
    assert events_of(game.match) == events_of(match)
    assert game.seats == SEATS and game.shown == 2 and game.bottom == 2
    assert (
        screen.curtain.is_up() and game.seating.waiting_for == 2
    )  # whoever opened it sees nothing
    assert not screen.proxies["wild"].isVisible()
    game.lift_curtain()
    assert screen.proxies["wild"].isVisible()
    assert screen.scene.plates[0].name == "Bo"  # the same person at the bottom, by name


def test_continue_is_offered_only_for_a_save_that_is_not_the_match_on_the_table(qtbot, tmp_path):
    window = new_window(qtbot, Session(tmp_path))
    play_to_the_wild_choice(qtbot, window)
    window.menus.sync()
    assert not window.menus.resume.isEnabled()  # the autosave is this match: 继续 did nothing
    other = new_window(qtbot, Session(tmp_path))  # a window with no match on its table yet
    other.menus.sync()
    assert other.menus.resume.isEnabled()


@pytest.mark.slow
def test_finished_hands_go_to_the_history_and_a_finished_match_clears_the_autosave(qtbot, tmp_path):
    session = Session(tmp_path)
    window = new_window(qtbot, session)
    screen = window.table_screen
    rules = RuleSet(match_hands=1)
    seats = (SeatSetting("easy", "甲"), *SEATS[1:])
    window.start_match(Match(rules, 4), {p: Scripted() for p in range(4)}, seats=seats)
    qtbot.waitUntil(lambda: screen.proxies["result"].isVisible(), timeout=30000)
    assert session.has_save()  # the ended hand is saved until the next is dealt
    # The history has the hand as soon as its result shows: a player who looks there, or
    # quits, before pressing 下一局 finds it (a tester did not).
    assert [r.index for r in session.history.load().records] == [0]
    screen.result.button.click()  # 下一局: the one-hand match is over
    qtbot.waitUntil(lambda: screen.result.over)
    records = session.history.load().records
    assert len(records) == 1
    assert [p.name for p in records[0].players] == ["甲", "电脑1", "Bo", "电脑3"]
    assert [p.kind for p in records[0].players] == ["easy", "normal", "human", "hard"]
    assert not session.has_save()


@pytest.mark.parametrize(
    "content",
    [
        "{not json at all",
        json.dumps({"version": 99, "rules": {}, "seed": 1, "seeds": [], "actions": []}),
        json.dumps({"version": 1, "rules": {}, "seed": 1, "seeds": [1], "actions": [["E win"]]}),
    ],
    ids=["garbage", "newer-version", "unreplayable"],
)
def test_a_bad_save_is_reported_moved_aside_and_a_new_game_starts(
    qtbot, tmp_path, monkeypatch, content
):
    (tmp_path / "autosave.json").write_text(content, encoding="utf-8")
    told: list[tuple] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: told.append(shown_box(box)))
    window = new_window(qtbot, Session(tmp_path))
    app.begin(window, app.parse_args(["--data-dir", str(tmp_path), "--resume"]))
    label = "newer" if '"version": 99' in content else "corrupt"  # kept for that version
    moved = list(tmp_path.glob(f"autosave.{label}-*.json"))
    assert len(told) == 1 and len(moved) == 1
    assert str(moved[0]) in told[0][1]  # the message says where the file went
    assert moved[0].read_text(encoding="utf-8") == content
    assert window.controller is not None and not window.game.match.records  # a new match


def test_a_save_damaged_part_way_is_told_and_what_came_before_goes_on(qtbot, tmp_path, monkeypatch):
    match = Match(RuleSet(), 3)
    for text in ("E bid 2", "S pass", "W pass", "N pass"):
        match.apply(Action.parse(text))
    steps = len(match.state.actions)
    storage.Autosave(tmp_path).save(match)
    data = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    data["actions"][-1].append("N win")  # not legal there
    (tmp_path / "autosave.json").write_text(json.dumps(data), encoding="utf-8")
    told: list[tuple] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: told.append(shown_box(box)))
    window = new_window(qtbot, Session(tmp_path))
    app.begin(window, app.parse_args(["--data-dir", str(tmp_path), "--resume"]))
    moved = list(tmp_path.glob("autosave.corrupt-*.json"))
    assert len(told) == 1 and len(moved) == 1, told
    assert told[0][0] == "存档有一部分损坏" and str(moved[0]) in told[0][1]
    assert f"对局停在第 1 局的第 {steps} 步" in told[0][1]
    assert window.game.match is not None and len(window.game.match.state.actions) >= steps


def test_new_keeps_the_match_it_replaces(qtbot, tmp_path, caplog) -> None:
    match = Match(RuleSet(), 3)
    match.apply(Action.parse("E bid 2"))
    storage.Autosave(tmp_path).save(match)
    saved = (tmp_path / "autosave.json").read_bytes()
    window = new_window(qtbot, Session(tmp_path))
    with caplog.at_level(logging.INFO):
        app.begin(window, app.parse_args(["--data-dir", str(tmp_path), "--new"]))
    kept = list(tmp_path.glob("autosave.replaced-*.json"))
    assert [p.read_bytes() for p in kept] == [saved]
    assert window.game.match is not None and window.game.match is not match
    # what the player asked for is news, not a warning that the save "could not be used"
    said = [r for r in caplog.records if "autosave.json" in r.getMessage()]
    assert said and all(r.levelno == logging.INFO for r in said), said
    assert not any("could not be used" in r.getMessage() for r in said)


def test_one_unreadable_seat_in_a_save_leaves_the_other_three_as_they_were() -> None:
    from zhuji_desktop.ui.model.session import seats_from_meta
    from zhuji_desktop.ui.model.settings import default_seats

    stored = [
        {"kind": "human", "name": "阿明"},
        {"kind": "expert:1", "name": "老王"},  # a kind this version does not know
        {"kind": "hard", "name": "小李"},
        {"kind": "expert", "name": 7},
    ]
    seats = seats_from_meta({"seats": stored})
    assert [(s.kind, s.name) for s in seats] == [
        ("human", "阿明"),
        ("normal", "老王"),  # the default seat of its place, its name kept
        ("hard", "小李"),
        (default_seats()[3].kind, default_seats()[3].name),  # no name worth keeping
    ]
    assert seats_from_meta({"seats": stored[:3]}) == seats_from_meta({})


def test_a_resumed_save_with_an_unreadable_seat_is_kept_as_it_was_and_said(qtbot, tmp_path):
    """A tester's save named a level this version does not know: the person there became
    a computer, the save was written over, and only the log said so."""
    from zhuji_desktop.ui.model.session import meta_for

    match = Match(RuleSet(), 3)
    match.apply(Action.parse("E bid 2"))
    meta = meta_for(SEATS, 0)
    meta["seats"][1] = {"kind": "grandmaster", "name": "Bob"}
    storage.Autosave(tmp_path).save(match, meta)
    saved = (tmp_path / "autosave.json").read_bytes()
    window = new_window(qtbot, Session(tmp_path))
    told: list[str] = []
    window.game.alerted.connect(told.append)
    app.begin(window, app.parse_args(["--data-dir", str(tmp_path), "--resume"]))
    kept = list(tmp_path.glob("autosave.seats-*.json"))
    assert [p.read_bytes() for p in kept] == [saved]
    assert told == [f"存档里有 1 位玩家的设置无法读取，已改为默认；原存档另存为 {kept[0]}"]
    assert window.menus.dialog is not None and str(kept[0]) in window.menus.dialog.text()
    assert window.game.seats[1].kind == "normal" and window.game.seats[1].name == "Bob"
    # a save that could not be written over is not copied again at the next start
    (tmp_path / "autosave.json").write_bytes(saved)
    again = new_window(qtbot, Session(tmp_path))
    again.game.alerted.connect(told.append)
    app.begin(again, app.parse_args(["--data-dir", str(tmp_path), "--resume"]))
    assert list(tmp_path.glob("autosave.seats-*.json")) == kept and told[-1] == told[0]
    for shown in (window, again):  # (a box left open is the application's modal one after)
        if shown.menus.dialog is not None:
            shown.menus.dialog.done(0)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes and /dev/zero are POSIX")
def test_a_copy_of_the_save_is_not_looked_for_in_pipes_or_endless_files(tmp_path):
    """A hostile tester named a pipe, and a link to /dev/zero, like an earlier copy of the
    save: the game waited on the pipe for ever, or read /dev/zero until the memory ran out."""
    match = Match(RuleSet(), 3)
    match.apply(Action.parse("E bid 2"))
    storage.Autosave(tmp_path).save(match, {})
    os.mkfifo(tmp_path / "autosave.seats-20200101-000000.json")
    (tmp_path / "autosave.seats-20200101-000001.json").symlink_to("/dev/zero")
    result: list = []
    worker = threading.Thread(
        target=lambda: result.append(Session(tmp_path).copy_save("test", "seats")), daemon=True
    )
    worker.start()
    worker.join(30)
    assert not worker.is_alive(), "copy_save waited on a pipe"
    [copy] = result
    assert copy is not None and copy.read_bytes() == (tmp_path / "autosave.json").read_bytes()


def test_a_save_that_keeps_no_seats_is_not_said_to_have_unreadable_ones() -> None:
    from zhuji_desktop.ui.model.session import unreadable_seats

    assert unreadable_seats({}) == ()
    assert unreadable_seats({"seats": None}) == (0, 1, 2, 3)
    assert unreadable_seats({"seats": [{"kind": "human", "name": ""}] * 4}) == ()


def test_what_became_of_an_unreadable_save_is_told_for_each_case(tmp_path) -> None:
    """A save a newer version wrote is not damaged, even where it could not be moved; a
    damaged one says so in the player's words, the parser's last as a detail."""
    from zhuji_desktop.ui.main_window import bad_save_message

    moved, why = tmp_path / "autosave.corrupt-1.json", "the save is not valid JSON"
    cases = {
        (False, moved): ("存档无法读取", "上次的存档无法读取（可能已损坏）"),
        (False, None): ("存档无法读取", "上次的存档无法读取（可能已损坏）"),
        (True, moved): ("存档来自新版本", "它原样保留在"),
        (True, None): ("存档来自新版本", "这个版本读不了"),
    }
    for (newer, where), (title, start) in cases.items():
        recovery = storage.Recovery(error=why, moved_to=where, newer=newer)
        got_title, text = bad_save_message(recovery)
        assert got_title == title and start in text, (newer, where, text)
        assert "损坏" not in text or not newer
        if where is not None:
            assert str(where) in text
        if not newer:  # the parser's words last, as a detail
            assert text.endswith(f"（技术细节：{why}）")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_save_that_could_not_be_moved_is_said_to_be_copied_or_left_in_place(
    qapp, tmp_path, lang
) -> None:
    """A salvaged save that could not be moved said "完整的原存档已移到：" over an empty
    line; a damaged one copied aside must not say it was moved."""
    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.main_window import bad_save_message

    match = Match(RuleSet(), 3)
    match.apply(Action.parse("E bid 2"))
    copy, why = tmp_path / "autosave.corrupt-1.json", "the save is not valid JSON"
    moved_words = {"zh": "移到：", "en": "moved to"}[lang]
    copied_words = {"zh": "已复制一份到", "en": "a copy of it has been kept at"}[lang]
    stuck_words = {"zh": "仍在原处", "en": "still where it was"}[lang]
    i18n.install_translator(qapp, lang)
    try:
        said = {
            (salvaged, where, copied): bad_save_message(
                storage.Recovery(match if salvaged else None, {}, why, where, copied=copied)
            )[1]
            for salvaged in (True, False)
            for where, copied in ((copy, True), (copy, False), (None, False))
        }
    finally:
        i18n.install_translator(qapp, "zh")
    for (salvaged, where, copied), text in said.items():
        assert "\n\n\n" not in text and ":\n\n" not in text and "：\n\n" not in text
        if where is not None:
            assert str(where) in text
            assert (copied_words in text) == copied and (moved_words in text) != copied
        elif salvaged:
            assert stuck_words in text and moved_words not in text


def test_the_self_test_says_a_save_that_could_not_be_moved_was_copied(
    qapp, tmp_path, monkeypatch
) -> None:
    """The self-test's line said "set aside" of a save that was still where it was."""

    def held(src, dst) -> None:
        raise PermissionError(13, "in use by another process")

    (tmp_path / "autosave.json").write_text("{broken", encoding="utf-8")
    monkeypatch.setattr(os, "replace", held)
    line = app.checks.check_data(app.Startup(folder=tmp_path))
    assert "autosave copied aside, it could not be moved (" in line and "set aside" not in line


def test_a_garbage_setting_falls_back_to_its_default(tmp_path, caplog):
    body = "[General]\nsound_volume=loud\nai_delay_ms=-5\nhints=maybe\nlanguage=en\n"
    (tmp_path / storage.SETTINGS_NAME).write_text(body, encoding="utf-8")
    args = app.parse_args(["--data-dir", str(tmp_path)])
    with caplog.at_level(logging.WARNING):
        settings = app.load_settings(app.settings_store(args, tmp_path))
    assert (settings.sound_volume, settings.ai_delay_ms, settings.hints) == (80, 600, True)
    assert settings.language == "en"  # the good value is kept
    assert "sound_volume" in caplog.text


def test_an_unhandled_error_shows_the_crash_dialog_and_keeps_the_autosave(
    qtbot, tmp_path, monkeypatch
):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    monkeypatch.setattr(sys, "stderr", None)  # a windowed program has nowhere to print
    log_path = storage.setup_logging(tmp_path)
    session = Session(tmp_path)
    window = new_window(qtbot, session)
    window.start_match(Match(RuleSet(), 2), {0: None, 1: Scripted(), 2: Scripted(), 3: Scripted()})
    reporter = CrashReporter(log_path, lambda: window)
    reporter.install()
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    dialog = reporter.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.summary.text() == "RuntimeError: boom"
    assert "Traceback" in dialog.details.toPlainText()
    assert str(log_path) in dialog.log_label.text()
    worker = threading.Thread(target=lambda: 1 / 0)  # an error on a worker thread
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: "ZeroDivisionError" in dialog.summary.text())
    dialog.go_on.click()
    assert not dialog.isVisible() and session.has_save()
    assert "RuntimeError: boom" in log_path.read_text(encoding="utf-8")


# --- the command line ------------------------------------------------------------------------


@pytest.mark.slow
def test_a_demo_asked_to_write_data_leaves_an_autosave_and_resume_continues_it(tmp_path):
    data = tmp_path / "data"  # --write-data: without it a demo leaves the data folder alone
    first = run_app(
        "--demo", "--seed", "3", "--screenshot", str(tmp_path / "a.png"),
        "--after-events", "40", "--data-dir", str(data), "--write-data",
    )  # fmt: skip
    assert first.returncode == 0, first.stdout + first.stderr
    saved = json.loads((data / "autosave.json").read_text(encoding="utf-8"))
    assert saved["seed"] == 3 and len(saved["actions"][0]) > 0
    assert [s["kind"] for s in saved["meta"]["seats"]] == ["normal"] * 4
    assert (data / "zhuji.log").is_file()
    resumed = run_app(
        "--resume", "--screenshot", str(tmp_path / "b.png"),
        "--after-events", "70", "--data-dir", str(data), "--write-data",
    )  # fmt: skip
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    later = json.loads((data / "autosave.json").read_text(encoding="utf-8"))
    assert later["seed"] == 3 and later["seeds"][0] == saved["seeds"][0]
    before, after = saved["actions"], later["actions"]
    assert sum(map(len, after)) > sum(map(len, before))  # play went on from where it was
    assert after[len(before) - 1][: len(before[-1])] == before[-1]
    assert after[: len(before) - 1] == before[:-1]


@pytest.mark.slow
def test_resume_survives_a_save_truncated_to_half_its_size(tmp_path):
    match = Match(RuleSet(), 7)
    for text in ("E pass", "S pass", "W pass", "N pass", "E wild 7z"):
        match.apply(Action.parse(text))
    rng = random.Random(7)
    for _ in range(30):  # a save mostly of actions, as a save in play is
        match.apply(random_move(match.state, rng))
    Session(tmp_path).save(match, SEATS, 0)
    path = tmp_path / "autosave.json"
    data = path.read_bytes()
    half = data[: len(data) // 2]
    assert b'"actions"' in half  # (the cut falls among them)
    path.write_bytes(half)
    done = run_app(
        "--data-dir", str(tmp_path), "--resume", "--screenshot", str(tmp_path / "x.png"),
        "--after-events", "5", "--seed", "2",
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert "could not be read" in done.stdout
    assert "continuing what came before it" in done.stdout  # the actions of the first half
    assert len(list(tmp_path.glob("autosave.corrupt-*.json"))) == 1
    assert (tmp_path / "x.png").stat().st_size > 10_000


def test_saving_that_stops_is_said_on_the_table_and_in_the_status_bar(qtbot, tmp_path):
    session = Session(tmp_path)
    window = new_window(qtbot, session)
    screen = window.table_screen
    assert not screen.notice.isVisible() and window.saving_line is None  # saving works
    (tmp_path / "autosave.json").mkdir()  # the next autosave cannot replace a folder
    window.start_match(Match(RuleSet(), seed=3))
    qtbot.waitUntil(screen.notice.isVisible)
    assert screen.notice.text().startswith("存档已停止：")
    # all in the player's words (a tester found "存档已停止：the data folder …")
    why = re.search(r"autosave\.json 无法写入（(.*?)）", window.saving_line.text())
    assert why is not None and "cannot" not in window.saving_line.text()
    # the OS error too ("Is a directory" was the system's English in the Chinese UI)
    assert why.group(1) and not re.search("[A-Za-z]", why.group(1)), why.group(1)
    assert window.statusBar().isVisible()
    (tmp_path / "autosave.json").rmdir()  # room again: the next save works and says so
    window.game._save()  # as after the next move
    qtbot.waitUntil(lambda: not screen.notice.isVisible())
    assert not window.statusBar().isVisible()


def test_a_window_built_when_saving_is_already_off_says_so_at_once(qtbot, tmp_path):
    session = Session(tmp_path)
    session.autosave.status.failed("folder", "the data folder cannot be written")
    try:
        window = new_window(qtbot, session)
        assert window.table_screen.notice.isVisible()
        assert "cannot be written" in window.saving_line.text()
    finally:
        session.autosave.status.succeeded("folder")


def test_what_the_start_set_right_is_shown_once_without_blocking(qtbot, tmp_path):
    window = new_window(qtbot, Session(tmp_path))
    start = app.Startup(tmp_path, ["autosave.json was set aside as autosave.corrupt-1.json"])
    app.report_start(window, start)
    box = window.menus.dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "autosave.corrupt-1.json" in box.informativeText()
    box.done(0)
    window.menus.dialog = None
    app.report_start(window, app.Startup(tmp_path, []))  # nothing found: nothing shown
    assert window.menus.dialog is None


def test_the_start_says_what_it_did_with_the_files_in_the_players_words(qtbot, tmp_path):
    """A tester found "autosave.json was not a file; it was moved to …" in a Chinese box
    headed "the game is not affected", after the match in it was lost."""
    (tmp_path / "autosave.json").mkdir()
    (tmp_path / "zhuji.log").mkdir()
    notes = storage.prepare_folder(tmp_path)
    window = new_window(qtbot, Session(tmp_path))
    app.report_start(window, app.Startup(tmp_path, notes))
    box = window.menus.dialog
    assert isinstance(box, QMessageBox) and "游戏可以照常进行" in box.text()
    said = box.informativeText()
    assert "存档 autosave.json 不是文件，里面没有可继续的对局；它已移到 autosave." in said
    assert "zhuji.log 不是文件，已移到 zhuji." in said
    assert "was not a file" not in said and "was not a file" in notes[0]  # the log's words


def test_with_no_folder_at_all_the_table_says_nothing_will_be_saved(qtbot, tmp_path):
    window = new_window(qtbot, None)
    start = app.Startup(None, [])
    start.status.failed("folder", "no data folder can be made")
    app.report_start(window, start)
    assert window.table_screen.notice.isVisible()
    assert "no data folder" in window.saving_line.text()
