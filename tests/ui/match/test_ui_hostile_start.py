"""The game starts whatever is in its data folder (issue 16): each file of the hostile corpus
in place, a data folder that is a file or cannot be read, and demos that must leave the
player's files alone. Each start is a real program in a subprocess (offscreen)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tests import REPO
from tests.ui.support import shown_box
from zhuji_desktop import app, storage
from zhuji_desktop.ui.main_window import MainWindow
from zhuji_desktop.ui.model.session import Session

CORPUS = REPO / "tests" / "data" / "hostile"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
AUTOSAVES = sorted(n for n in MANIFEST if n.startswith("autosave/"))
SETTINGS = sorted(n for n in MANIFEST if n.startswith("settings/"))
HISTORIES = sorted(n for n in MANIFEST if n.startswith("history/"))
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}

pytestmark = pytest.mark.timeout(120)


def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *args], env=env or ENV, capture_output=True, text=True, timeout=100
    )


def place(folder: Path, *names: str) -> None:
    folder.mkdir(exist_ok=True)
    for name in names:
        (folder / MANIFEST[name]["place"]).write_bytes((CORPUS / name).read_bytes())


def aside_label(name: str) -> str:
    """How a hostile autosave is set aside: one from a newer version is kept for it."""
    return "newer" if name == "autosave/newer-version.json" else "corrupt"


@pytest.mark.slow
@pytest.mark.parametrize("index", range(len(AUTOSAVES)), ids=AUTOSAVES)
def test_the_game_starts_with_each_hostile_file_in_place(tmp_path, index) -> None:
    """One autosave, one settings file and one history of the corpus at a time (every file
    is used at least once)."""
    names = (AUTOSAVES[index], SETTINGS[index % len(SETTINGS)], HISTORIES[index % len(HISTORIES)])
    data = tmp_path / "data"
    place(data, *names)
    done = run("-m", "zhuji_desktop", "--self-test", "--seed", "2", "--data-dir", str(data))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("self-test OK:") and done.stdout.count("\n") == 1
    expect = MANIFEST[names[0]]["expect"]
    if expect == "salvaged":
        assert "autosave set aside (" in done.stdout
        assert "what came before resumable at hand 1" in done.stdout
    if expect != "resumes":
        assert "autosave set aside (" in done.stdout
        moved = list(data.glob(f"autosave.{aside_label(names[0])}-*.json"))
        assert len(moved) == 1 and moved[0].read_bytes() == (CORPUS / names[0]).read_bytes()
    else:
        assert "autosave resumable at hand 1" in done.stdout
    history = MANIFEST[names[2]]
    assert f"history {history['records']} hands, {history['skipped']} skipped" in done.stdout
    assert "settings 1 problem(s)" in done.stdout and "saving on" in done.stdout
    assert "Traceback" not in done.stderr


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "why"),
    [("autosave/deep-nesting.json", "nested more than"), ("autosave/huge-number.json", "digits")],
)
def test_a_resumed_screenshot_survives_a_hostile_autosave(tmp_path, name, why) -> None:
    data = tmp_path / "data"
    place(data, name, "history/deep-nesting.jsonl", "settings/deep-rules.ini")
    shot = tmp_path / "x.png"
    done = run(
        "-m", "zhuji_desktop", "--data-dir", str(data), "--resume", "--screenshot", str(shot),
        "--after-events", "5", "--seed", "2",
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert "could not be read" in done.stdout and why in done.stdout
    assert shot.stat().st_size > 10_000
    assert len(list(data.glob("autosave.corrupt-*.json"))) == 1


@pytest.mark.parametrize("name", [n for n in AUTOSAVES if MANIFEST[n]["expect"] == "set aside"])
def test_new_sets_a_hostile_autosave_aside_and_starts(qtbot, tmp_path, monkeypatch, name) -> None:
    """``--new`` too: the audit's deep save stopped every start, even this one."""
    data = (CORPUS / name).read_bytes()
    (tmp_path / "autosave.json").write_bytes(data)
    told: list[tuple] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: told.append(shown_box(box)))
    window = MainWindow(seed=1, delay_ms=0, session=Session(tmp_path))
    qtbot.addWidget(window)
    window.show()
    app.begin(window, app.parse_args(["--data-dir", str(tmp_path), "--new"]))
    moved = list(tmp_path.glob(f"autosave.{aside_label(name)}-*.json"))
    assert len(told) == 1 and len(moved) == 1 and moved[0].read_bytes() == data
    assert str(moved[0]) in told[0][1]
    assert window.controller is not None and not window.game.match.records  # a new match
    assert not window.session.has_save() or window.session.recover().error is None


@pytest.mark.slow
def test_a_data_folder_that_is_a_file(tmp_path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("not a folder", encoding="utf-8")
    done = run("-m", "zhuji_desktop", "--self-test", "--seed", "2", "--data-dir", str(blocker))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "data: none (the data folder cannot be used" in done.stdout
    shot = tmp_path / "x.jpg"  # written as a JPEG, as its name says (it held PNG bytes)
    args = [
        "--data-dir",
        str(blocker),
        "--resume",
        "--screenshot",
        str(shot),
        "--after-events",
        "3",
    ]
    done = run("-m", "zhuji_desktop", *args)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "note: saving is off: the data folder cannot be used" in done.stdout
    assert done.stderr.count("cannot be used") == 1, done.stderr  # logged once, not three times
    assert shot.read_bytes()[:3] == b"\xff\xd8\xff"  # JPEG's start
    assert blocker.read_text(encoding="utf-8") == "not a folder"


@pytest.mark.parametrize("target", ["loop", "gone"])
def test_a_data_folder_that_is_a_broken_link_is_named_as_one(tmp_path, target) -> None:
    """A link loop made mkdir say "File exists": the note now says what is wrong."""
    link = tmp_path / "data"
    link.symlink_to(link if target == "loop" else tmp_path / "nowhere" / "at-all")
    start = app.open_data(app.parse_args(["--data-dir", str(link)]))
    assert start.folder is None
    assert any("is a link that leads nowhere" in note for note in start.notes), start.notes


@pytest.mark.parametrize(
    ("given", "said"),
    [
        ("x" * 300, "the name is too long"),
        ("~no-such-user-here/games", "home folder of a user this computer does not know"),
        ("blocker/inside", "a folder in its path is a file"),
    ],
    ids=["too-long", "unknown-home", "through-a-file"],
)
def test_a_data_folder_that_cannot_be_made_is_said_in_words(tmp_path, given, said) -> None:
    """A hostile ``--data-dir`` is a note, never a traceback, and in words, not "[Errno 20]"."""
    (tmp_path / "blocker").write_text("a file", encoding="utf-8")
    where = given if given.startswith("~") else str(tmp_path / given)
    start = app.open_data(app.parse_args(["--data-dir", where]))
    assert start.folder is None
    assert any(said in note for note in start.notes), start.notes
    assert not any("Errno" in note for note in start.notes), start.notes
    assert (tmp_path / "blocker").read_text(encoding="utf-8") == "a file"


DENY = """
import errno, os, sys
folder = sys.argv[1]
inside = folder + os.sep
def guard(name, real):
    def call(path, *args, **kwargs):
        if isinstance(path, (str, os.PathLike)):
            p = os.fspath(path)
            if p.startswith(inside) or (name in ("scandir", "listdir") and p == folder):
                raise PermissionError(errno.EACCES, "Permission denied", p)
        return real(path, *args, **kwargs)
    return call
for name in ("stat", "lstat", "open", "scandir", "listdir", "unlink", "replace", "mkdir"):
    setattr(os, name, guard(name, getattr(os, name)))
import builtins
real_open = builtins.open
def guarded_open(file, *args, **kwargs):
    if isinstance(file, (str, os.PathLike)) and os.fspath(file).startswith(inside):
        raise PermissionError(errno.EACCES, "Permission denied", os.fspath(file))
    return real_open(file, *args, **kwargs)
builtins.open = guarded_open
from zhuji_desktop.app import main
sys.exit(main(sys.argv[2:]))
"""


@pytest.mark.slow
def test_a_data_folder_that_cannot_be_read(tmp_path) -> None:
    """Mode 000 for a normal user (tests run as root, whom modes do not stop): every look
    inside the folder is refused, from Python's side."""
    data = tmp_path / "data"
    place(data, "autosave/tampered-checkpoint.json")
    done = run("-c", DENY, str(data), "--self-test", "--seed", "2", "--data-dir", str(data))
    assert done.returncode == 0, done.stdout + done.stderr
    # whether there is a save cannot be known: "saving is off" says the folder is shut (and
    # none of its files is called a link, as each of them once was)
    assert "autosave none" in done.stdout
    assert "saving is off: the data folder" in done.stdout and "no permission" in done.stdout
    assert "is a link" not in done.stdout + done.stderr


@pytest.mark.slow
def test_a_demo_never_writes_the_players_files(tmp_path) -> None:
    data, scratch = tmp_path / "data", tmp_path / "tmp"
    scratch.mkdir()
    place(data, "autosave/tampered-checkpoint.json", "history/duplicated-hands.jsonl")
    before = {p.name: p.read_bytes() for p in data.iterdir()}
    env = {**ENV, "TMPDIR": str(scratch)}
    for extra in (["--demo"], ["--demo", "--resume"], []):
        done = run(
            "-m", "zhuji_desktop", *extra, "--seed", "3", "--screenshot", str(tmp_path / "a.png"),
            "--after-events", "60", "--data-dir", str(data), env=env,
        )  # fmt: skip
        assert done.returncode == 0, done.stdout + done.stderr
        after = {p.name: p.read_bytes() for p in data.iterdir() if p.name != "zhuji.log"}
        assert after == before, extra  # the save and the history are as they were
        assert list(scratch.iterdir()) == []  # the scratch folder is gone


def test_a_resumed_screenshot_plays_on_in_the_scratch_folder(tmp_path) -> None:
    args = app.parse_args(["--screenshot", "x.png", "--resume", "--data-dir", str(tmp_path)])
    assert app.uses_scratch(args)
    start = app.open_data(args)
    session = app.make_session(args, start)
    assert session is not None and session.folder != tmp_path and start.folder == tmp_path
    written = app.parse_args([*map(str, ["--demo", "--write-data", "--data-dir", tmp_path])])
    assert not app.uses_scratch(written)
    assert app.make_session(written, start).folder == tmp_path


def test_missing_tile_images_are_drawn_plain_and_the_table_starts(
    qtbot, tmp_path, monkeypatch, caplog
) -> None:
    """A damaged install (tile pictures deleted or unreadable) must not stop the game: each
    missing picture is drawn plain, the log names the file, and the table opens."""
    import shutil

    from zhuji_desktop import resources
    from zhuji_desktop.ui.table import pixmaps

    assets = tmp_path / "assets"
    shutil.copytree(resources.assets_dir(), assets)
    for png in (assets / "tiles").glob("*@2x.png"):
        if png.name.startswith(("1m", "back", "badge")):
            png.unlink()
    (assets / "tiles" / "5z@2x.png").write_bytes(b"not a png")
    monkeypatch.setattr(resources, "assets_dir", lambda: assets)
    pixmaps._load.cache_clear()
    pixmaps.tile_pixmap.cache_clear()
    try:
        for pix in (pixmaps.tile(0), pixmaps.tile(31), pixmaps.back()):
            assert not pix.isNull() and (pix.width(), pix.height()) == (88, 120)
        assert not pixmaps.badge().isNull()
        named = " ".join(r.getMessage() for r in caplog.records)
        assert "1m@2x.png" in named and "5z@2x.png" in named and "back@2x.png" in named
        win = MainWindow(Session(tmp_path / "data"))
        qtbot.addWidget(win)
        win.show()
        qtbot.wait(50)
        assert win.grab().width() > 0
    finally:
        pixmaps._load.cache_clear()
        pixmaps.tile_pixmap.cache_clear()


HOLD = (
    "import sys, time\n"
    "from zhuji_desktop.storage import hold_folder\n"
    "assert hold_folder(sys.argv[1])\n"
    "print('held', flush=True)\n"
    "time.sleep(60)\n"
)


def test_a_second_program_in_the_same_folder_plays_without_touching_its_files(
    qtbot, tmp_path
) -> None:
    """Two programs writing one autosave in turn lose a match: the second one saves nothing,
    reads no file but the settings, and says why (in the window and in the self-test)."""
    (tmp_path / "autosave.json").write_text("not a save", encoding="utf-8")
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(tmp_path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        args = app.parse_args(["--data-dir", str(tmp_path)])
        start = app.open_data(args)
        assert start.in_use and start.folder == tmp_path and not start.status.ok
        assert app.make_session(args, start) is None
        window = app.make_window(args, app.load_settings(None), None, None, start.folder)
        qtbot.addWidget(window)
        window.show()
        note = app.in_use_note(start)
        app.report_start(window, start)
        assert str(tmp_path) in note and window.saving_line is not None
        assert str(tmp_path) in window.saving_line.text()
        history = window.tools.open("history")  # it reads the folder's history, as is
        assert history is not None and history.data_dir == tmp_path
        history.close()
        out = run("-m", "zhuji_desktop", "--self-test", "--data-dir", str(tmp_path))
        assert out.returncode == 0 and "in use" in out.stdout, out.stdout + out.stderr
        assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json", "zhuji.lock"]
    finally:
        holder.kill()
        holder.wait()
    # free once the holder is gone (the system may take a moment to let go on Windows)
    qtbot.waitUntil(lambda: storage.hold_folder(tmp_path), timeout=5000)
    storage.release_folder(tmp_path)


def test_a_second_window_in_the_default_folder_writes_no_settings(tmp_path, monkeypatch) -> None:
    """Both windows save every setting at once: a second window of the default data folder
    (its settings in the user's QSettings, not in the folder) wrote them too, and undid the
    first window's changes. Now, as with an explicit folder, it reads them and writes none."""
    from zhuji_desktop.ui.model.settings import SettingsStore

    monkeypatch.setattr(storage, "data_dir", lambda override=None: tmp_path)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(tmp_path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        args = app.parse_args([])
        start = app.open_data(args)
        assert start.in_use and args.data_dir is None
        store = SettingsStore.open_file(tmp_path / "user.ini")  # stands for the user's
        assert app.store_to_write(store, start, args) is None
    finally:
        holder.kill()
        holder.wait()
    first = app.Startup(folder=tmp_path)
    assert app.store_to_write(store, first, args) is store  # the first window writes them
    # a demo (no hints, for its show) reads them and writes none
    assert app.store_to_write(store, first, app.parse_args(["--demo"])) is None


@pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="fonts are hidden through fontconfig"
)
def test_with_no_font_for_chinese_the_game_speaks_english_and_says_why(tmp_path) -> None:
    """A Linux machine without a Chinese font showed every text as boxes, and the self-test
    said OK: now the UI falls back to English, says why once, and the self-test names it."""
    (tmp_path / "fonts").mkdir()
    conf = tmp_path / "fonts.conf"
    conf.write_text(
        f'<?xml version="1.0"?><fontconfig><dir>{tmp_path / "fonts"}</dir>'
        f"<cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>",
        encoding="utf-8",
    )
    env = {**ENV, "FONTCONFIG_FILE": str(conf)}
    test = run("-m", "zhuji_desktop", "--self-test", env=env)
    assert test.returncode == 0 and "no Chinese font" in test.stdout, test.stdout + test.stderr
    shot = tmp_path / "shot.png"
    args = ["--screenshot", str(shot), "--after-events", "5", "--seed", "3"]
    out = run("-m", "zhuji_desktop", *args, "--data-dir", str(tmp_path / "data"), env=env)
    assert out.returncode == 0 and shot.exists(), out.stderr
    assert "No font on this computer can show Chinese" in out.stderr
