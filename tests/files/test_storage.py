"""Storage: the data folder, atomic writes, the autosave (and setting aside a bad one), logging."""

from __future__ import annotations

import json
import logging
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from zhuji_desktop import storage
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.save import SaveError, dumps_match
from zhuji_desktop.storage import Autosave, atomic_write_text, data_dir, setup_logging


def some_match(seed: int = 3, steps: int = 40) -> Match:
    """A match a few dozen random (legal) actions in."""
    m = Match(RuleSet(match_hands=2), seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if m.hand_over():
            break
        seat = rng.choice(m.state.to_act())
        m.apply(rng.choice(m.state.legal_actions(seat)))
    return m


# --- data folder ---------------------------------------------------------------------------


def test_data_dir_override_wins_and_is_created(tmp_path) -> None:
    target = tmp_path / "a" / "b"
    assert data_dir(str(target)) == target
    assert target.is_dir()


@pytest.mark.parametrize("empty", ["", " "])
def test_an_empty_data_dir_is_an_error_not_the_default_folder(empty) -> None:
    with pytest.raises(OSError, match="empty"):
        data_dir(empty)


def test_a_data_dir_that_is_a_file_is_named_so(tmp_path) -> None:
    """mkdir said only "[Errno 17] File exists", which reads as if all were well."""
    target = tmp_path / "notes.txt"
    target.write_text("mine", encoding="utf-8")
    with pytest.raises(NotADirectoryError, match="is not a folder"):
        data_dir(str(target))
    assert target.read_text(encoding="utf-8") == "mine"


def test_data_dir_from_qt(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(storage.folder, "qt_data_dir", lambda: tmp_path / "qt")
    assert data_dir(None) == tmp_path / "qt"
    assert (tmp_path / "qt").is_dir()


def test_data_dir_without_qt(tmp_path, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtCore", None)  # Qt cannot be imported
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("USERPROFILE", str(tmp_path))
    assert storage.qt_data_dir() is None
    assert data_dir() == tmp_path / ".local" / "share" / "ZhujiMahjong"


def test_qt_data_dir_is_named_after_the_program() -> None:
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    names = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName("")  # as in a program that has not named itself
    QStandardPaths.setTestModeEnabled(True)  # a test location, not the user's real folder
    try:
        path = storage.qt_data_dir()
    finally:
        QStandardPaths.setTestModeEnabled(False)
        QCoreApplication.setOrganizationName(names[0])
        QCoreApplication.setApplicationName(names[1])
    assert path is not None and path.name == "ZhujiMahjong"


# --- atomic writes -------------------------------------------------------------------------


def test_atomic_write_creates_and_replaces(tmp_path) -> None:
    path = tmp_path / "f.json"
    atomic_write_text(path, "一")
    atomic_write_text(path, "二\n")
    assert path.read_text(encoding="utf-8") == "二\n"
    assert os.listdir(tmp_path) == ["f.json"]  # no temporary file left


def test_atomic_write_failure_keeps_the_old_file(tmp_path, monkeypatch) -> None:
    path = tmp_path / "f.json"
    path.write_text("old", encoding="utf-8")

    def fail(src, dst) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError, match="disk full"):
        atomic_write_text(path, "new")
    assert path.read_text(encoding="utf-8") == "old"
    assert os.listdir(tmp_path) == ["f.json"]


@pytest.fixture
def flaky_replace(monkeypatch) -> list:
    """``os.replace`` refuses twice ("in use", as Windows says of a file held open), then
    works; the list holds each target tried."""
    real_replace, calls = os.replace, []

    def flaky(src, dst) -> None:
        calls.append(dst)
        if len(calls) < 3:
            raise PermissionError("in use")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", flaky)
    return calls


def test_atomic_write_retries_a_briefly_locked_target(tmp_path, flaky_replace) -> None:
    calls = flaky_replace
    atomic_write_text(tmp_path / "f.txt", "ok")
    assert len(calls) == 3 and (tmp_path / "f.txt").read_text() == "ok"


# --- autosave ------------------------------------------------------------------------------


def test_autosave_round_trip(tmp_path) -> None:
    m = some_match()
    save = Autosave(tmp_path)
    assert not save.exists()
    save.save(m, {"names": ["你", "A", "B", "C"]})
    assert save.exists() and save.path == tmp_path / "autosave.json"
    again = save.load()
    assert dumps_match(again) == dumps_match(m)
    assert save.load_meta() == {"names": ["你", "A", "B", "C"]}


def test_autosave_clear(tmp_path) -> None:
    save = Autosave(tmp_path)
    save.save(some_match())
    save.clear()
    assert not save.exists()
    save.clear()  # clearing nothing is fine


@pytest.mark.parametrize(
    "content",
    [b"{not json", b"[]", b'{"version": 99}', b"\xff\xfe\x00", b""],
)
def test_bad_save_raises_save_error(tmp_path, content) -> None:
    (tmp_path / "autosave.json").write_bytes(content)
    with pytest.raises(SaveError):
        Autosave(tmp_path).load()


def test_unreplayable_save_raises_save_error(tmp_path) -> None:
    data = json.loads(dumps_match(some_match()))
    data["actions"][0].append("E win")
    (tmp_path / "autosave.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="cannot be replayed"):
        Autosave(tmp_path).load()


def test_missing_save_raises_save_error(tmp_path) -> None:
    with pytest.raises(SaveError, match="cannot be read"):
        Autosave(tmp_path).load()


def test_set_aside_moves_the_save(tmp_path, caplog) -> None:
    (tmp_path / "autosave.json").write_text("garbage", encoding="utf-8")
    save = Autosave(tmp_path)
    with caplog.at_level(logging.WARNING):
        moved, copied = save.set_aside("not JSON")
    assert not save.exists() and not copied
    assert moved.parent == tmp_path and moved.name.startswith("autosave.corrupt-")
    assert moved.suffix == ".json" and moved.read_text(encoding="utf-8") == "garbage"
    assert "not JSON" in caplog.text and str(moved) in caplog.text
    (tmp_path / "autosave.json").write_text("again", encoding="utf-8")
    second = save.set_aside("again").path
    assert second != moved and second.read_text(encoding="utf-8") == "again"


def test_recover(tmp_path) -> None:
    save = Autosave(tmp_path)
    assert save.recover().match is None  # nothing saved: start afresh, no error
    m = some_match()
    save.save(m, {"k": 1})
    found = save.recover()
    assert found.match is not None and found.error is None and found.meta == {"k": 1}
    (tmp_path / "autosave.json").write_text("{broken", encoding="utf-8")
    bad = save.recover()
    assert bad.match is None and "not valid JSON" in (bad.error or "")
    assert bad.moved_to is not None and bad.moved_to.exists() and not save.exists()
    assert ".corrupt-" in bad.moved_to.name and not bad.newer


def test_a_save_from_a_newer_version_is_kept_for_it_not_called_corrupt(tmp_path) -> None:
    save = Autosave(tmp_path)
    m = some_match()
    save.save(m)
    text = (tmp_path / "autosave.json").read_text(encoding="utf-8")
    newer = json.loads(text)
    newer["version"] += 1
    (tmp_path / "autosave.json").write_text(json.dumps(newer), encoding="utf-8")
    found = save.recover()
    assert found.match is None and found.newer and "newer version" in (found.error or "")
    assert found.moved_to is not None and found.moved_to.name.startswith("autosave.newer-")
    assert json.loads(found.moved_to.read_text(encoding="utf-8")) == newer  # unchanged
    # this version cannot take it back: nothing to continue, and it stays where it is
    assert not save.exists() and save.recover().match is None and found.moved_to.exists()
    # a version that reads it (here: the same file in this version's format) takes it back
    # when there is no autosave, and only then
    save.save(m)
    found.moved_to.write_text(text, encoding="utf-8")
    assert save.recover().match is not None and found.moved_to.exists()
    save.clear()
    assert save.exists()
    back = save.recover()
    assert back.match is not None and back.match.seed == m.seed and not found.moved_to.exists()
    assert (tmp_path / "autosave.json").read_text(encoding="utf-8") == text


def test_of_several_kept_saves_the_newest_readable_regular_file_is_taken_back(tmp_path) -> None:
    save = Autosave(tmp_path)
    old, new = some_match(), Match(RuleSet(), seed=77)
    texts = {}
    for m in (old, new):
        save.save(m)
        texts[m.seed] = (tmp_path / "autosave.json").read_text(encoding="utf-8")
    save.clear()
    kept = {name: tmp_path / f"autosave.newer-{name}.json" for name in ("a", "b", "c", "d")}
    kept["a"].write_text(texts[old.seed], encoding="utf-8")
    kept["b"].write_text(texts[new.seed], encoding="utf-8")
    newer = json.loads(texts[new.seed])
    newer["version"] += 1
    kept["c"].write_text(json.dumps(newer), encoding="utf-8")  # still too new for us
    for n, path in enumerate((kept["a"], kept["b"], kept["c"])):
        os.utime(path, ns=(10**18 + n, 10**18 + n))
    if hasattr(os, "symlink"):  # a dangling link and a link out of the folder never count
        (tmp_path / "autosave.newer-x.json").symlink_to(tmp_path / "gone.json")
        outside = tmp_path.parent / f"{tmp_path.name}-outside.json"
        outside.write_text(texts[old.seed], encoding="utf-8")
        (tmp_path / "autosave.newer-y.json").symlink_to(outside)
    assert save.exists()
    back = save.recover()
    assert back.match is not None and back.match.seed == new.seed
    assert not kept["b"].exists() and kept["a"].exists() and kept["c"].exists()


def test_a_kept_save_that_is_damaged_is_taken_back_then_set_aside(tmp_path) -> None:
    save = Autosave(tmp_path)
    kept = tmp_path / "autosave.newer-20260101-000000.json"
    kept.write_text(json.dumps({"version": 1, "rules": {}}), encoding="utf-8")
    found = save.recover()  # never raises
    assert found.match is None and "lacks 'seed'" in (found.error or "")
    assert found.moved_to is not None and ".corrupt-" in found.moved_to.name
    assert not kept.exists() and not save.exists()


def hold_open(monkeypatch) -> list[str]:
    """From now on every file is held open by another program (an antivirus on Windows):
    none can be moved. Returns the names the moves were tried on."""
    tried: list[str] = []

    def refuse(src, dst) -> None:
        tried.append(Path(src).name)
        raise PermissionError(13, "in use by another process")

    monkeypatch.setattr(os, "replace", refuse)
    return tried


def test_set_aside_tries_again_a_file_held_open_for_a_moment(tmp_path, flaky_replace) -> None:
    calls = flaky_replace
    (tmp_path / "autosave.json").write_text("garbage", encoding="utf-8")
    moved, copied = Autosave(tmp_path).set_aside("not JSON")
    assert len(calls) == 3 and not copied and moved.read_text(encoding="utf-8") == "garbage"
    assert not (tmp_path / "autosave.json").exists()


def test_a_damaged_save_that_cannot_be_moved_is_copied_before_a_new_match_writes_over_it(
    tmp_path, monkeypatch
) -> None:
    """A damaged save held open was left in place, and the new match's first save wrote
    over it: nothing of it was kept."""
    (tmp_path / "autosave.json").write_text("{broken", encoding="utf-8")
    tried = hold_open(monkeypatch)
    bad = Autosave(tmp_path).recover()
    assert bad.match is None and bad.copied and bad.moved_to is not None
    assert tried == ["autosave.json"] * 5  # (tried again for a moment first)
    assert ".corrupt-" in bad.moved_to.name
    assert bad.moved_to.read_text(encoding="utf-8") == "{broken"
    assert (tmp_path / "autosave.json").read_text(encoding="utf-8") == "{broken"
    assert bad.kept() == "copied aside, it could not be moved"


def test_a_salvaged_save_that_cannot_be_moved_is_copied_whole(tmp_path, monkeypatch) -> None:
    save = Autosave(tmp_path)
    save.save(some_match())
    data = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    data["actions"][-1].append("N win")  # not legal there
    text = json.dumps(data)
    (tmp_path / "autosave.json").write_text(text, encoding="utf-8")
    hold_open(monkeypatch)
    found = save.recover()
    assert found.salvaged and found.copied and found.moved_to is not None
    assert found.moved_to.read_text(encoding="utf-8") == text  # the whole file


def test_a_save_that_can_be_neither_moved_nor_copied_is_said_to_be_left_in_place(
    tmp_path, monkeypatch
) -> None:
    import shutil

    def refuse(src, dst) -> None:
        raise PermissionError(13, "in use by another process")

    (tmp_path / "autosave.json").write_text("{broken", encoding="utf-8")
    hold_open(monkeypatch)
    monkeypatch.setattr(shutil, "copyfile", refuse)
    bad = Autosave(tmp_path).recover()
    assert bad.moved_to is None and not bad.copied and bad.error is not None
    assert bad.kept() == "left in place, it could not be moved or copied"
    assert list(tmp_path.glob("autosave.corrupt-*")) == []


# --- logging -------------------------------------------------------------------------------


@pytest.fixture
def clean_root_logger():
    """Undo the handlers and level a test adds to the root logger."""
    root = logging.getLogger()
    handlers, level, raise_exc = list(root.handlers), root.level, logging.raiseExceptions
    yield root
    for h in root.handlers:
        if h not in handlers:
            h.close()
    root.handlers[:] = handlers
    root.setLevel(level)
    logging.raiseExceptions = raise_exc
    logging.captureWarnings(False)


def test_setup_logging_writes_the_log(tmp_path, clean_root_logger) -> None:
    path = setup_logging(tmp_path)
    assert path == tmp_path / "zhuji.log"
    setup_logging(tmp_path)  # a second call adds no second file handler
    logging.getLogger("zhuji_desktop.test").info("hello 日志")
    for h in clean_root_logger.handlers:
        h.flush()
    assert path.read_text(encoding="utf-8").count("hello 日志") == 1


def test_a_file_name_that_is_not_utf8_is_logged_escaped(tmp_path, clean_root_logger, capsys):
    """Linux names may be any bytes; Python gives the odd ones as surrogates, which the log
    could not encode: a traceback on the terminal per record, and the record lost."""
    clean_root_logger.handlers.clear()  # pytest's own would carry the raw record to xdist
    path = setup_logging(tmp_path)
    name = os.fsdecode(b"autosave.unbooked-\xff.json")
    logging.getLogger("zhuji_desktop.test").warning("kept %s", name)
    for h in clean_root_logger.handlers:
        h.flush()
    assert "kept autosave.unbooked-\\udcff.json" in path.read_text(encoding="utf-8")
    assert "Logging error" not in capsys.readouterr().err


def test_setup_logging_without_stderr(tmp_path, clean_root_logger, monkeypatch) -> None:
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "stdout", None)
    before = {id(h) for h in clean_root_logger.handlers}
    setup_logging(tmp_path)
    added = [h for h in clean_root_logger.handlers if id(h) not in before]
    assert [type(h).__name__ for h in added] == ["_QuietFileLog"]
    logging.getLogger("zhuji_desktop.test").warning("still fine")


def file_log(root: logging.Logger, path: Path) -> Any:
    """The game's handler of the log file ``path`` among ``root``'s handlers."""
    return next(h for h in root.handlers if getattr(h, "_zhuji_log", "") == str(path))


class FailingStream:
    """A log stream whose writes (and with ``flush_too`` its flushes) raise ``error``."""

    def __init__(self, error: OSError, flush_too: bool = False) -> None:
        self.error, self.flush_too = error, flush_too

    def write(self, text: str) -> None:
        raise self.error

    def flush(self) -> None:
        if self.flush_too:
            raise self.error

    def tell(self) -> int:
        return 0

    def seek(self, *args: object) -> int:
        return 0

    def close(self) -> None:
        pass


def test_a_log_that_cannot_be_written_says_so_once(tmp_path, clean_root_logger, capsys) -> None:
    """A full disk printed a "--- Logging error ---" traceback for every record: now one line
    says the log stops, and the game goes on."""
    path = setup_logging(tmp_path)
    handler = file_log(clean_root_logger, path)
    capsys.readouterr()
    handler.stream = FailingStream(OSError(28, "No space left on device"), flush_too=True)
    for n in range(3):
        logging.getLogger("zhuji_desktop.test").warning("record %d", n)
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert err.count("cannot be written") == 1 and "No space left" in err


def test_a_log_that_failed_tries_again_and_counts_what_was_lost(
    tmp_path, clean_root_logger, capsys
) -> None:
    """The log used to stop for good at its first failure: now it drops records for a while,
    then writes again, saying how many it lost."""
    path = setup_logging(tmp_path)
    handler = file_log(clean_root_logger, path)
    log = logging.getLogger("zhuji_desktop.test")
    handler.stream = FailingStream(OSError(5, "Input/output error"))
    for n in range(3):
        log.warning("lost %d", n)
    assert capsys.readouterr().err.count("tries again") == 1
    handler.failed_at -= handler.RETRY_S  # the pause is over; the file opens afresh
    log.warning("back again")
    handler.flush()
    text = path.read_text(encoding="utf-8")
    assert "3 records were lost" in text and "back again" in text and "lost 1" not in text


def test_a_bad_log_call_is_not_taken_for_a_file_that_failed(
    tmp_path, clean_root_logger, capsys, monkeypatch
) -> None:
    """A format that does not fit its arguments is that record's fault: the log goes on."""
    path = setup_logging(tmp_path)
    monkeypatch.setattr(logging, "raiseExceptions", False)  # (as a program without stderr)
    log = logging.getLogger("zhuji_desktop.test")
    log.warning("bad %d", "x")
    log.warning("still written")
    for h in clean_root_logger.handlers:
        h.flush()
    assert "still written" in path.read_text(encoding="utf-8")
    assert "cannot be written" not in capsys.readouterr().err


def log_that_cannot_rotate(tmp_path, root, monkeypatch, error: OSError):
    """The log, its file handler rotating at 200 bytes, and every rotation failing with
    ``error``."""
    path = setup_logging(tmp_path)
    handler = file_log(root, path)

    def blocked(source: str, dest: str) -> None:
        raise error

    monkeypatch.setattr(handler, "rotate", blocked)
    monkeypatch.setattr(handler, "maxBytes", 200)
    return path, handler


def test_a_rotation_that_fails_goes_on_in_the_same_file(
    tmp_path, clean_root_logger, capsys, monkeypatch
) -> None:
    """On Windows a rotation fails while another program holds a backup open: the records
    go on into the current file, and rotation is tried again later."""
    path, handler = log_that_cannot_rotate(
        tmp_path, clean_root_logger, monkeypatch, PermissionError(13, "The process cannot…")
    )
    for n in range(20):
        logging.getLogger("zhuji_desktop.test").warning("record %d", n)
    handler.flush()
    text = path.read_text(encoding="utf-8")
    assert all(f"record {n}" in text for n in range(20))
    assert "cannot be written" not in capsys.readouterr().err and handler.rotate_after > 0


def test_a_rotation_that_never_works_cannot_grow_the_log_without_end(
    tmp_path, clean_root_logger, capsys, monkeypatch
) -> None:
    """A tester's zhuji.log.1 was a folder: every rotation failed and the log grew on. Once
    it is as large as it and its backups may be, it starts afresh (and says so)."""
    path, handler = log_that_cannot_rotate(
        tmp_path, clean_root_logger, monkeypatch, IsADirectoryError(21, "Is a directory")
    )
    monkeypatch.setattr(handler, "RETRY_S", 0.0)
    bound = 200 * (handler.backupCount + 1)
    for n in range(200):
        logging.getLogger("zhuji_desktop.test").warning("record %d", n)
        handler.flush()
        assert path.stat().st_size < bound + 200
    assert "record 199" in path.read_text(encoding="utf-8")
    assert "could not be rotated (" in capsys.readouterr().err
    # what is kept: the newest maxBytes, from a whole line on, under a line saying why
    for n in range(200, 400):  # (past the bound)
        handler.stream.write(f"line {n}\n")
    handler._keep_bounded(IsADirectoryError(21, "Is a directory"))
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0].endswith("only its newest part was kept")
    assert lines[-1] == "line 399" and lines[1].startswith("line ")
    assert len("\n".join(lines[1:])) < 200 < len("\n".join(lines[1:])) + 10


def test_setup_logging_in_an_unwritable_place_does_not_raise(tmp_path, clean_root_logger) -> None:
    (tmp_path / "zhuji.log").mkdir()  # a folder where the file should be
    assert setup_logging(tmp_path) == tmp_path / "zhuji.log"
    logging.getLogger("zhuji_desktop.test").warning("nowhere to go")


def test_windowed_program_logging_in_a_fresh_interpreter(tmp_path) -> None:
    """As in a frozen windowed program: no stdout, no stderr at all."""
    code = (
        "import sys, logging; sys.stdout = sys.stderr = None\n"
        "from zhuji_desktop.storage import setup_logging\n"
        f"p = setup_logging({str(tmp_path)!r})\n"
        "logging.getLogger('x').error('boom')\n"
        "import warnings; warnings.warn('careful')\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
    text = (tmp_path / "zhuji.log").read_text(encoding="utf-8")
    assert "boom" in text and "careful" in text


def test_storage_and_history_load_no_qt() -> None:
    """The tools and a machine with a broken Qt still get their data folder and history."""
    code = (
        "import sys; import zhuji_desktop.storage, zhuji_desktop.history\n"
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


# --- one program per data folder (storage.hold_folder) ----------------------------------------


def test_a_lock_file_that_is_a_link_or_a_folder_is_set_aside(tmp_path) -> None:
    """A link named zhuji.lock led the lock file out of the folder; a folder there left the
    folder unlocked."""
    outside = tmp_path / "outside"
    outside.mkdir()
    for name, make in (("link", lambda p: p.symlink_to(outside / "made")), ("dir", os.mkdir)):
        folder = tmp_path / name
        folder.mkdir()
        make(folder / storage.LOCK_NAME)
        try:
            assert storage.hold_folder(folder)
            assert (folder / storage.LOCK_NAME).is_file()
            assert not (folder / storage.LOCK_NAME).is_symlink()
            assert list(folder.glob("zhuji.corrupt-*.lock"))  # set aside, kept
        finally:
            storage.release_folder(folder)
    assert not (outside / "made").exists()


def test_a_folder_that_cannot_lock_is_used_without_a_lock(tmp_path, monkeypatch) -> None:
    """A network folder without locks (ENOLCK) is not "in use by another window"."""
    import errno

    def no_locks(handle: object) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(storage.lock, "_lock", no_locks)
    assert storage.hold_folder(tmp_path)
    storage.release_folder(tmp_path)

    def held(handle: object) -> None:
        raise BlockingIOError(errno.EWOULDBLOCK, "Resource temporarily unavailable")

    monkeypatch.setattr(storage.lock, "_lock", held)
    assert not storage.hold_folder(tmp_path)


def test_a_demo_leaves_the_data_folder_to_the_players_game(tmp_path) -> None:
    """A demo saves in a scratch folder: it must not lock the player's folder (a review
    found a demo window turned the real game's saving off)."""
    from zhuji_desktop import app

    start = app.open_data(app.parse_args(["--demo", "--data-dir", str(tmp_path)]))
    assert not start.in_use and tmp_path.resolve() not in storage.lock._HELD


def test_a_note_keeps_its_template_through_a_copy_and_a_pickle():
    import copy
    import pickle

    from zhuji_desktop.safe_files import Note
    from zhuji_desktop.storage import NOT_A_FILE_MOVED

    note = Note(NOT_A_FILE_MOVED, name="a{b}.json", moved="a{b}.corrupt-1.json")
    for again in (copy.copy(note), pickle.loads(pickle.dumps(note))):
        assert again == note and again.template is not None
        assert again.template == NOT_A_FILE_MOVED and again.fields == note.fields


def test_a_save_that_cannot_replace_its_file_waits_once_not_at_every_move(tmp_path, monkeypatch):
    """A hostile tester made autosave.json unreplaceable (chattr +i; on Windows, read-only or
    held open): every move then waited half a second, retrying the rename. After a failed
    save the next is tried once; once one succeeds, the retries come back."""
    from zhuji_desktop import safe_files

    naps: list[float] = []
    monkeypatch.setattr(safe_files.time, "sleep", naps.append)
    real_replace, blocked = os.replace, [True]

    def replace(src, dst):
        if blocked[0] and Path(dst).name == "autosave.json":
            raise PermissionError(1, "Operation not permitted")
        return real_replace(src, dst)

    monkeypatch.setattr(safe_files.os, "replace", replace)
    save, match = Autosave(tmp_path), Match(RuleSet(), seed=3)
    for _ in range(3):
        with pytest.raises(PermissionError):
            save.save(match)
        assert len(naps) == safe_files.REPLACE_ATTEMPTS - 1  # the first save's retries only
        assert not list(tmp_path.glob(".autosave.json.*.tmp"))  # nothing left behind
    blocked[0] = False
    save.save(match)
    assert (tmp_path / "autosave.json").exists()
    blocked[0] = True  # held open again, for a moment: retried as before
    with pytest.raises(PermissionError):
        save.save(match)
    assert len(naps) == 2 * (safe_files.REPLACE_ATTEMPTS - 1)


def test_a_data_folder_beside_the_packaged_program_is_used_as_if_given(tmp_path, monkeypatch):
    """The portable zip kept its saves in the user's folder unless started with --data-dir,
    which its players would never type: a folder named data beside the program is now its
    data folder. Not when running from Python, and never over a --data-dir given."""
    from zhuji_desktop import app

    program = tmp_path / "zhuji-mahjong.exe"
    program.write_bytes(b"")
    monkeypatch.setattr(sys, "executable", str(program))
    assert storage.portable_data_dir() is None  # not packaged
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert storage.portable_data_dir() is None  # packaged, but no such folder
    (tmp_path / "data").mkdir()
    assert storage.portable_data_dir() == (tmp_path / "data").resolve()
    args = app.parse_args([])
    app.use_portable_folder(args)
    assert args.data_dir == str((tmp_path / "data").resolve())
    given = app.parse_args(["--data-dir", str(tmp_path / "mine")])
    app.use_portable_folder(given)
    assert given.data_dir == str(tmp_path / "mine")
