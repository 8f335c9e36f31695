"""The program's command line, its resources and strings, and the table's geometry."""

from __future__ import annotations

import itertools
import os
import struct
import subprocess
import sys

import pytest

from zhuji_desktop import app
from zhuji_desktop.engine import tiles
from zhuji_desktop.engine.actions import Action
from zhuji_desktop.ui import strings
from zhuji_desktop.ui.model import interaction
from zhuji_desktop.ui.model.snapshot import wall_break
from zhuji_desktop.ui.table import seat_layout

ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def run_app(*args: str, timeout: int = 90) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "zhuji_desktop", *args]
    return subprocess.run(cmd, env=ENV, capture_output=True, text=True, timeout=timeout)


@pytest.mark.slow
def test_screenshot_writes_a_png_of_the_window(tmp_path):
    path = tmp_path / "table.png"
    done = run_app("--demo", "--seed", "3", "--screenshot", str(path), "--after-events", "30")
    assert done.returncode == 0, done.stdout + done.stderr
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == (1280, 800)
    assert len(data) > 50_000  # a drawn table, not an empty image


@pytest.mark.slow
def test_a_screenshot_asked_for_after_the_match_ends_shows_the_end_at_once(tmp_path):
    """--after-events beyond the whole match: the match's end is shown and said, rather
    than the window idling until the 120 s timeout and an unexplained error."""
    path = tmp_path / "end.png"
    argv = ("--seed", "7", "--data-dir", str(tmp_path / "d"), "--screenshot", str(path))
    done = run_app(*argv, "--after-events", "99999999999999999999", timeout=100)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "note: the match ended after" in done.stdout and path.stat().st_size > 50_000


@pytest.mark.slow
def test_self_test_exits_zero_with_a_one_line_summary():
    done = run_app("--self-test", "--seed", "2")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("self-test OK:")
    assert done.stdout.count("\n") == 1


def test_bad_arguments_are_refused():
    with pytest.raises(SystemExit):
        app.parse_args(["--size", "big"])
    args = app.parse_args(["--seed", "5", "--size", "1920x1080"])
    assert (args.seed, args.width, args.height) == (5, 1920, 1080)


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--seed", "-1"], "--seed: a match seed must be a whole number from 0"),
        (
            ["--seed", "9" * 19],
            "--seed: a match seed must be a whole number from 0",
        ),  # saves refuse > 30 digits
        (["--data-dir", ""], "--data-dir is empty"),  # not the player's own folder
        (["--data-dir", "  "], "--data-dir is empty"),
        (["--size", "99999999x99999999"], "--size must be from 200 to 8192 pixels"),
        (["--size", "0x0"], "--size must be from 200 to 8192 pixels"),
        # an empty PATH (an unset variable) would start a real game that never ends
        (["--screenshot", ""], "--screenshot is empty"),
        (["--screenshot", "a.png", "--after-events", "-3"], "--after-events must be 0 or more"),
        # bytes that are not UTF-8 (os.fsdecode(b"shot\xff.png")): Qt wrote "shot\ufffd.png"
        (["--screenshot", "shot\udcff.png"], "--screenshot: the name 'shot\\udcff.png' has"),
        (["--data-dir", "d\udcff"], "--data-dir: the name 'd\\udcff' has bytes that are not"),
        # found after a whole demo had been played, and said on stdout
        (["--screenshot", "/no/such/folder/a.png"], "the folder of /no/such/folder/a.png"),
        # silently opened an ordinary game
        (["--after-events", "5"], "give --screenshot too"),
        # a folder failed after the match was played (a named pipe: see below)
        (["--screenshot", "."], "--screenshot: . is there and is not a file"),
    ],
)
def test_arguments_the_program_could_not_keep_are_refused(argv, message, capsys):
    with pytest.raises(SystemExit):
        app.parse_args(argv)
    assert message in capsys.readouterr().err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_screenshot_to_a_named_pipe_is_refused_before_it_waits(tmp_path, capsys):
    """A hostile tester's --screenshot named a pipe: writing the PNG waited for a reader
    for ever, past the program's own time limit."""
    os.mkfifo(tmp_path / "shot.png")
    with pytest.raises(SystemExit):
        app.parse_args(["--screenshot", str(tmp_path / "shot.png")])
    assert "is there and is not a file" in capsys.readouterr().err


def test_the_largest_seed_is_one_a_save_can_hold():
    from zhuji_desktop.engine.match import MAX_SEED
    from zhuji_desktop.engine.save import SAVE_LIMITS

    assert app.parse_args(["--seed", str(MAX_SEED)]).seed == MAX_SEED
    assert len(str(MAX_SEED)) <= SAVE_LIMITS.max_digits


def test_logging_without_stderr_does_not_fail(monkeypatch):
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "stdout", None)
    app.setup_logging()
    app.say("nowhere to print")
    app.log.warning("nowhere to log")


def test_every_string_is_chinese_source_text_and_unique():
    texts = strings.sources()
    assert len(texts) > 50 and all(texts)
    values = [v for v in vars(strings.T).values() if isinstance(v, strings.Tr)]
    counted = [v for v in values if isinstance(v, strings.TrN)]  # their text of one too
    assert len(values) + len(counted) == len(texts)
    assert strings.T.CHOW == "吃" and strings.wind(2) == "西"
    assert strings.T.TILES_LEFT.format(n=3) == "余 3 张"


# --- geometry ------------------------------------------------------------------------------


def test_hand_rows_fit_and_never_overlap():
    geo = seat_layout.GEOMETRY[0]
    kong = [seat_layout.MeldTile(1), seat_layout.MeldTile(1, -1)] + [seat_layout.MeldTile(1)] * 2
    for melds in ([], [kong], [kong] * 4):
        n = 14 - 3 * len(melds) - 1
        row = seat_layout.hand_row(geo, n, True, melds)
        slots = [*row.hand, row.drawn] + [s for m in row.melds for s in m]
        xs = [(s.x, s.x + s.width_on_row) for s in slots]
        assert all(a[1] <= b[0] + 1e-6 for a, b in itertools.pairwise(xs))
        assert xs[-1][1] - xs[0][0] <= geo.row_max + 1e-6
    assert seat_layout.hand_row(geo, 1, True, [kong] * 4).scale < 1.0


def test_claimed_tile_turns_toward_its_source():
    def sideways(seat, source):
        tiles_ = seat_layout.meld_tiles((4, 4, 4), 4, source, seat, False, True)
        return [(i, t.sideways) for i, t in enumerate(tiles_) if t.sideways]

    assert sideways(1, 0) == [(0, -1)]  # from the left neighbour (上家)
    assert sideways(1, 2) == [(2, 1)]  # from the right neighbour (下家)
    assert sideways(1, 3) == [(1, -1)]  # from the seat opposite
    hidden = seat_layout.meld_tiles((9, 9, 9, 9), None, None, 0, True, False)
    assert [t.face for t in hidden] == [-1] * 4
    own = seat_layout.meld_tiles((9, 9, 9, 9), None, None, 0, True, True)
    assert [t.face for t in own] == [9, 9, 9, 9]  # its owner sees the faces,
    assert [t.shaded for t in own] == [True, False, False, True]  # the ends as face down


def test_discards_stay_inside_the_wall():
    for count in (6, 24, 30):
        last = seat_layout.discard_slot(count - 1, count)
        assert last.y + last.h <= seat_layout.WALL_INNER


def test_wall_break_is_a_stack_of_the_table():
    assert {wall_break(seed) for seed in range(200)} <= set(range(68))


# --- interaction ---------------------------------------------------------------------------


def test_buttons_group_the_legal_actions():
    legal = [Action.parse(t) for t in ("S chow 46m", "S chow 34m", "S pung 55m", "S pass")]
    specs = interaction.buttons(legal, "claim")
    assert [(s.key, s.label, len(s.actions)) for s in specs] == [
        ("chow", "吃", 2),
        ("pung", "碰", 1),
        ("pass", "过", 1),
    ]
    turn = [Action.parse(t) for t in ("E win", "E ckong 5555p", "E discard 1m")]
    assert [s.label for s in interaction.buttons(turn, "turn")] == ["自摸", "暗杠"]
    assert interaction.discard_kinds(turn) == {tiles.parse_one("1m")}


def test_candidates_name_the_tiles_each_choice_uses():
    kongs = tuple(Action.parse(t) for t in ("S kong 555m", "S kong 55m7z"))
    cands = interaction.candidates(kongs, tiles.parse_one("5m"), (), frozenset({33}))
    assert [c.hand_tiles for c in cands] == [tuple(tiles.parse("555m")), (4, 4, 33)]
    assert all(len(c.preview) == 4 and c.claimed == 4 for c in cands)


@pytest.fixture
def broken_assets(tmp_path, monkeypatch):
    """A copy of the package's assets (the program reads it instead): damage it at will."""
    import shutil

    from zhuji_desktop import resources

    copy = tmp_path / "assets"
    shutil.copytree(resources.assets_dir(), copy)
    monkeypatch.setattr(resources, "assets_dir", lambda: copy)
    return copy


def test_the_package_files_of_a_whole_install_have_no_problems():
    assert app.checks.package_problems() == []


def test_the_self_test_reports_a_damaged_help_translation_or_bid_table(
    qapp, broken_assets, damaged_bid_table, capsys
):
    """A damaged rules help was found only when 帮助 → 规则 crashed, a damaged bid table
    only as computers that passed every bid: the self-test said OK."""
    (broken_assets / "help" / "rules_zh.html").write_bytes(bytes(range(128, 256)) * 16)
    (broken_assets / "help" / "rules_en.html").unlink()
    qm = broken_assets / "i18n" / "zhuji_en.qm"
    qm.write_bytes(qm.read_bytes()[:100])
    problems = app.checks.package_problems()
    kinds = [p.split(":")[0] for p in problems[:3]]
    assert kinds == ["not usable", "missing", "not a readable translation"]
    assert "rules_zh.html is not UTF-8 text" in problems[0]
    assert str(damaged_bid_table) in problems[3] and len(problems) == 4
    assert app.self_test(qapp, 2, app._Failures()) == 1
    said = capsys.readouterr().out
    assert said.startswith("self-test FAILED: 4 asset problem(s): not usable: ")
    assert "rules_zh.html" in said and said.count("\n") == 1


def test_a_damaged_bid_table_is_said_at_the_start(qapp, damaged_bid_table):
    """Only the self-test said so: a player saw computers that passed every bid, and no
    word of why at the start."""
    from zhuji_desktop.ui.strings import note_text

    (note,) = app.install_notes()
    assert str(damaged_bid_table) in note
    assert note_text(note).startswith("程序自带的文件不能用（") and "重装游戏" in note_text(note)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are Unix's")
@pytest.mark.timeout(60)  # the way it failed: Qt waited on the pipe for ever
def test_an_image_of_the_install_that_is_a_pipe_is_not_read(qapp, broken_assets):
    from zhuji_desktop.ui.table import pixmaps

    for name in ("icon.png", "tiles/1m@2x.png"):
        (broken_assets / name).unlink()
        os.mkfifo(broken_assets / name)
    pixmaps.icon.cache_clear()
    pixmaps._load.cache_clear()
    try:
        assert pixmaps.icon().isNull()
        assert not pixmaps.tile(0).isNull()  # the stand-in, drawn
        assert "missing: " + str(broken_assets / "icon.png") in pixmaps.check_assets()
    finally:
        pixmaps.icon.cache_clear()
        pixmaps._load.cache_clear()


def test_a_whole_install_has_nothing_to_say_at_the_start():
    assert app.install_notes() == []


def test_with_no_font_at_all_the_self_test_fails_and_says_why(qapp, monkeypatch, capsys):
    """With no font installed every text is a box, English too, and no window can say so:
    the self-test said OK."""
    from PySide6.QtGui import QFontDatabase

    monkeypatch.setattr(QFontDatabase, "families", staticmethod(lambda *args: []))
    assert app.self_test(qapp, 2, app._Failures()) == 1
    said = capsys.readouterr().out
    assert said.startswith("self-test FAILED: no font is installed") and said.count("\n") == 1


def test_a_first_start_says_where_the_choices_of_a_game_are(qtbot, tmp_path) -> None:
    """A first start deals a solo match at once: a new player did not find how to play
    against the expert, or hot-seat. The table says where for a while; later starts don't."""
    from zhuji_desktop.storage import SETTINGS_NAME
    from zhuji_desktop.ui.main_window import MainWindow
    from zhuji_desktop.ui.menus import full_screen_key_text
    from zhuji_desktop.ui.model.session import Session
    from zhuji_desktop.ui.model.settings import Settings, SettingsStore
    from zhuji_desktop.ui.strings import T

    store = SettingsStore.open_file(tmp_path / SETTINGS_NAME)
    assert store.is_new()
    for first in (True, False):
        window = MainWindow(seed=1, delay_ms=0, session=Session(tmp_path))
        qtbot.addWidget(window)
        window.show()
        app.begin(window, app.parse_args(["--data-dir", str(tmp_path), "--new"]), first)
        notice = window.table_screen.notice
        tip = app.first_start_tip(window.settings)
        assert (notice.isVisible() and notice.toolTip() == tip) is first
        assert tip.startswith(T.FIRST_START_TIP.format(full_screen=full_screen_key_text()))
        window.close()
    store.save(Settings())  # a start writes its settings and place at exit
    assert not store.is_new()


def test_the_first_start_tip_says_where_english_is_where_the_system_names_no_language(
    qapp,
) -> None:
    """An English player under the C locale was given Chinese and could not read where to
    change it: there, and only there, the tip ends with the way, in the menus' words."""
    from PySide6.QtCore import QLocale

    from zhuji_desktop.ui.model.settings import Settings

    no_language, chinese = QLocale(QLocale.Language.C), QLocale(QLocale.Language.Chinese)
    way = "English: 工具 → 设置 → 常规 → 语言"
    tip = app.first_start_tip(Settings(), chinese)
    assert app.first_start_tip(Settings(), no_language) == tip + "。" + way
    assert app.first_start_tip(Settings(language="zh"), no_language) == tip
    # and full screen, with its key here (a grandmother with weak eyes never found it)
    assert "F1 看玩法" in tip and (
        "F11 全屏" in tip or ("全屏" in tip and sys.platform == "darwin")
    )
    assert "{" not in tip


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_first_start_tip_fits_the_notice_line(qapp, lang) -> None:
    """The English tip ran past the line and lost its end ("… the ⋯")."""
    from PySide6.QtCore import QLocale
    from PySide6.QtGui import QFontMetricsF

    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.line_breaks import note_lines
    from zhuji_desktop.ui.model.settings import Settings
    from zhuji_desktop.ui.table import style
    from zhuji_desktop.ui.table_screen import NOTICE_MAX_W, NOTICE_PX

    i18n.install_translator(qapp, lang)
    try:
        width = QFontMetricsF(style.font(NOTICE_PX, bold=True)).horizontalAdvance
        no_language = QLocale(QLocale.Language.C)  # the longest tip: with the way to English
        tip = app.first_start_tip(Settings(), no_language)
        lines = note_lines(tip, width, NOTICE_MAX_W)  # two at most, each whole
        assert all(width(line) <= NOTICE_MAX_W * 0.95 for line in lines), lines
        assert "F1" in lines[0] and "F2" in lines[0]
    finally:
        i18n.install_translator(qapp, "zh")


def test_a_screenshot_too_big_for_the_scale_is_refused(tmp_path) -> None:
    """--size caps a side at 8192, but QT_SCALE_FACTOR=2 drew 5000 as 10,000 device
    pixels: the scale counts, and the run stops before it plays."""
    shot = tmp_path / "big.png"
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen"}
    argv = ["--demo", "--size", "5000x800", "--screenshot", str(shot), "--new"]
    done = subprocess.run(
        [sys.executable, "-m", "zhuji_desktop", *argv, "--data-dir", str(tmp_path / "d")],
        capture_output=True, text=True, env=env, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2 and not shot.exists()
    assert "10000x1600 device pixels; at most 8192 a side" in done.stdout + done.stderr
