"""Hostile files and bad bytes (issue 16): every reader goes through one loading discipline,
and nothing stops the game or loses the player's data.

The corpus is ``tests/data/hostile/`` (made by ``tools/make_hostile.py``; ``manifest.json``
says what each file must give). The game's start with each file in place is tested in
``test_ui_hostile_start.py``.
"""

from __future__ import annotations

import contextlib
import errno
import importlib.util
import io
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
import tracemalloc
from dataclasses import fields, replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests import REPO
from zhuji_desktop import calc, history, replay, storage
from zhuji_desktop.ai.registry import make_player
from zhuji_desktop.engine.actions import Action
from zhuji_desktop.engine.inputs import InputError, Limits, nesting_depth, parse_json
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.save import (
    SAVE_LIMITS,
    SaveError,
    checkpoint,
    dumps_match,
    load_match,
    parse_save,
    restore_match,
)
from zhuji_desktop.engine.state import random_move
from zhuji_desktop.history import History, PlayerInfo, load_history
from zhuji_desktop.replay import ReplayModel, open_replay
from zhuji_desktop.storage import Autosave, WriteStatus, has_save, prepare_folder, status_of

CORPUS = REPO / "tests" / "data" / "hostile"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
# A named pipe in the data folder (Unix only: Windows has no os.mkfifo, and no named pipes in the
# file system, so there the danger these tests guard against does not exist).
needs_fifo = pytest.mark.skipif(
    not hasattr(os, "mkfifo"), reason="os.mkfifo exists only on Unix (Windows has no FIFO files)"
)
PLAYERS = [PlayerInfo("你", "human"), PlayerInfo("A", "easy"), PlayerInfo("B", "normal"),
           PlayerInfo("C", "hard")]  # fmt: skip


def corpus(group: str) -> list[str]:
    return sorted(name for name in MANIFEST if name.startswith(group + "/"))


def make_hostile():
    spec = importlib.util.spec_from_file_location(
        "make_hostile", REPO / "tools" / "make_hostile.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def play(match: Match, rng: random.Random, hands: int) -> None:
    """Random legal moves (taking any win) for ``hands`` hands, then a few moves more."""
    for _ in range(hands):
        while not match.hand_over():
            match.apply(random_move(match.state, rng))
        match.next_hand()
        if match.finished:
            return
    for _ in range(rng.randrange(30)):
        if match.hand_over():
            break
        seat = rng.choice(match.state.to_act())
        match.apply(rng.choice(match.state.legal_actions(seat)))


def test_the_corpus_is_what_the_generator_makes(tmp_path) -> None:
    manifest = make_hostile().generate(tmp_path)
    assert manifest == MANIFEST
    assert sorted(
        str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file()
    ) == sorted(str(p.relative_to(CORPUS)) for p in CORPUS.rglob("*") if p.is_file())


# --- the pure discipline --------------------------------------------------------------------


def test_keys_named_twice_are_refused_only_where_asked() -> None:
    twice = '{"a": 1, "b": {"c": 2, "c": 3}}'
    assert parse_json(twice) == {"a": 1, "b": {"c": 3}}  # (history and log lines: fast)
    with pytest.raises(InputError, match="names the key 'c' twice"):
        parse_json(twice, Limits(unique_keys=True))
    assert parse_json('{"a": {"c": 1}, "b": {"c": 2}}', Limits(unique_keys=True))


def test_a_save_naming_its_version_twice_is_damaged_not_newer(tmp_path) -> None:
    """A hostile tester's save said "version": 1 and then "version": 2: the last one won, and
    a damaged save was kept as one from a newer version of the game."""
    Autosave(tmp_path).save(Match(RuleSet(), 1))
    path = tmp_path / "autosave.json"
    text = path.read_text(encoding="utf-8")
    assert text.startswith('{"version": 1,')
    path.write_text(text.replace('{"version": 1,', '{"version": 1, "version": 2,', 1))
    recovery = Autosave(tmp_path).recover()
    assert recovery.match is None and "names the key 'version' twice" in (recovery.error or "")
    assert not list(tmp_path.glob("autosave.newer-*")) and list(tmp_path.glob("autosave.corrupt-*"))
    path.write_text(text.replace('{"version": 1,', '{"version": true,', 1))
    assert "not true" in (Autosave(tmp_path).recover().error or "")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"[" * 10_000, "nested more than 32 levels"),
        ('{"a": "' + "[" * 100 + '"}', None),  # brackets in a string are text
        (b"\xff", "not UTF-8 text (bad byte 0xff at offset 0)"),
        (b"9" * 4301, "4,301 digits"),
        (b"-" + b"9" * 31, "31 digits"),
        (b"NaN", "NaN"),
        (b"1e999", "out of range"),
        (b"x" * 2_000_000, "too large"),
        (b"{", "not valid JSON"),
        ("\ufeff[1]", None),
    ],
)
def test_parse_json_refuses_what_would_crash_or_mislead(data, message) -> None:
    if message is None:
        parse_json(data)
    else:
        with pytest.raises(InputError, match=re.escape(message)):
            parse_json(data)


@settings(max_examples=200)
@given(st.binary(max_size=300))
def test_parse_json_raises_only_input_error(data: bytes) -> None:
    with contextlib.suppress(InputError):
        parse_json(data, Limits(max_depth=4))


@settings(max_examples=200)
@given(
    st.recursive(
        st.none() | st.integers() | st.text(), lambda c: st.lists(c) | st.dictionaries(st.text(), c)
    )
)
@pytest.mark.slow
def test_nesting_depth_matches_the_structure(value) -> None:
    def depth(v) -> int:
        if isinstance(v, list):
            return 1 + max(map(depth, v), default=0)
        if isinstance(v, dict):
            return 1 + max(map(depth, v.values()), default=0)
        return 0

    assert nesting_depth(json.dumps(value)) == depth(value)
    assert nesting_depth(json.dumps(value, ensure_ascii=False)) == depth(value)


# --- autosave --------------------------------------------------------------------------------


@pytest.mark.parametrize("name", corpus("autosave"))
def test_each_hostile_autosave_is_set_aside_or_resumed(tmp_path, name) -> None:
    expect = MANIFEST[name]["expect"]
    data = (CORPUS / name).read_bytes()
    (tmp_path / "autosave.json").write_bytes(data)
    assert has_save(tmp_path)
    recovery = Autosave(tmp_path).recover()  # never raises
    if expect == "salvaged":  # the whole file is kept; what came before the damage goes on
        assert recovery.salvaged and recovery.match is not None
        assert recovery.moved_to is not None and recovery.moved_to.read_bytes() == data
        assert Autosave(tmp_path).recover().match is not None  # and it was saved at once
    elif expect == "set aside":
        assert recovery.match is None and recovery.error
        assert recovery.moved_to is not None and recovery.moved_to.read_bytes() == data
        label = "newer" if recovery.newer else "corrupt"  # a newer save is kept for it
        assert recovery.newer == ("newer version" in recovery.error)
        assert recovery.moved_to.name.startswith(f"autosave.{label}-")
        assert not has_save(tmp_path)
    else:
        assert recovery.error is None and recovery.match is not None
        Autosave(tmp_path).save(recovery.match, recovery.meta)  # and it can be saved again
        assert Autosave(tmp_path).recover().match is not None


def test_a_folder_with_nothing_wrong_gives_no_notes(tmp_path) -> None:
    """The check for second names (above) once said each missing file could not be moved:
    a family saw seven such lines at every start."""
    assert prepare_folder(tmp_path) == []
    Autosave(tmp_path).save(Match(RuleSet(), 1))
    (tmp_path / "zhuji.log").write_text("a line\n", encoding="utf-8")
    assert prepare_folder(tmp_path) == []


def test_deep_nesting_is_a_message_not_a_recursion_error(tmp_path) -> None:
    (tmp_path / "autosave.json").write_bytes(b"[" * 10_000)
    with pytest.raises(SaveError, match="nested more than"):
        Autosave(tmp_path).load()


def test_a_huge_action_in_a_save_is_set_aside_in_little_memory_with_a_short_message(
    tmp_path,
) -> None:
    """One action of two million digits took a list entry per digit (a save at its 64 MB limit
    would take gigabytes) and gave a message quoting it three times over."""
    peaks, errors = [], []
    for digits in (1, 2_000_000):
        folder = tmp_path / str(digits)
        folder.mkdir()
        data = json.loads(dumps_match(Match(RuleSet(), 1)))
        data["actions"] = [["E discard " + "1" * digits + "x"]]
        (folder / "autosave.json").write_text(json.dumps(data), encoding="utf-8")
        tracemalloc.start()
        try:
            recovery = Autosave(folder).recover()
            peaks.append(tracemalloc.get_traced_memory()[1])
        finally:
            tracemalloc.stop()
        assert recovery.moved_to is not None and recovery.error is not None
        errors.append(recovery.error)
    assert errors[1].startswith("hand 1, action 1 ('E discard 1111")
    assert "2,000,011 characters" in errors[1] and len(errors[1]) < 400
    assert peaks[1] - peaks[0] < 30_000_000  # the file's bytes, its text, the string: 8 MB each


def test_a_save_of_millions_of_tiny_values_is_set_aside_before_it_is_parsed(tmp_path) -> None:
    """``[[],[],…]`` took some twenty times its size once parsed (a 64 MB autosave about
    1.6 GB). Five million empty lists (15 MB) are refused by their count: memory stays near
    the file's bytes and text, where parsing them took over 300 MB."""
    (tmp_path / "autosave.json").write_text("[" + "[]," * 5_000_000 + "[]]", encoding="utf-8")
    tracemalloc.start()
    try:
        recovery = Autosave(tmp_path).recover()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert recovery.moved_to is not None
    assert recovery.error == "the save holds more than 4,000,000 values"
    assert peak < 120_000_000


def test_a_save_of_a_long_match_is_within_the_value_cap() -> None:
    """The cap leaves room for three times the longest match the rules allow (10,000 hands,
    about 800,000 values: a real save holds about one value per 12.5 bytes)."""
    match = Match(RuleSet(match_hands=8), 3)
    players = [make_player("easy", s) for s in range(4)]
    while not match.finished:
        while not match.state.is_ended():
            for s in match.state.to_act():
                view, legal = match.state.view(s), match.state.legal_actions(s)
                match.apply(players[s].decide(view, legal))
        match.next_hand()
    text = dumps_match(match, key=b"k" * 32)
    values = text.count("[") + text.count("{") + text.count(",")
    per_hand = values / len(match.records)
    assert SAVE_LIMITS.max_values is not None
    assert per_hand * 10_000 * 3 < SAVE_LIMITS.max_values
    assert parse_save(text)["actions"]  # within every limit


def test_anything_a_save_provokes_is_caught_at_the_boundary(tmp_path, monkeypatch) -> None:
    (tmp_path / "autosave.json").write_text(dumps_match(Match(RuleSet(), 1)), encoding="utf-8")

    def explode(*_a, **_k):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(storage.autosave, "restore_match", explode)
    recovery = Autosave(tmp_path).recover()
    assert recovery.error == "RecursionError: maximum recursion depth exceeded"
    assert recovery.moved_to is not None


def test_an_unreadable_folder_never_raises(tmp_path, monkeypatch) -> None:
    """As a data folder of mode 000 behaves for a normal user (the tests run as root, for
    whom a mode stops nothing): every look inside it is refused."""
    folder = tmp_path / "locked"
    folder.mkdir()
    (folder / "autosave.json").write_text("{}", encoding="utf-8")
    inside = str(folder) + os.sep

    def guard(name, real):
        def call(path, *args, **kwargs):
            if isinstance(path, str | os.PathLike):
                p = os.fspath(path)
                listing = name in ("scandir", "listdir") and p == str(folder)
                if p.startswith(inside) or listing:
                    raise PermissionError(errno.EACCES, "Permission denied", p)
            return real(path, *args, **kwargs)

        return call

    for name in ("stat", "lstat", "open", "scandir", "listdir", "unlink", "replace"):
        monkeypatch.setattr(os, name, guard(name, getattr(os, name)))
    monkeypatch.setattr(tempfile, "mkstemp", lambda **_k: (_ for _ in ()).throw(
        PermissionError(errno.EACCES, "Permission denied", str(folder))))  # fmt: skip
    assert not has_save(folder) and not Autosave(folder).exists()
    assert Autosave(folder).recover().match is None
    notes = prepare_folder(folder)
    assert any("saving is off" in n and "no permission" in n for n in notes)
    assert not status_of(folder).ok
    assert status_of(folder).message().startswith("saving is off: the data folder")
    loaded = load_history(folder / "history.jsonl")
    assert loaded.records == [] and "no permission" in (loaded.error or "")


def test_has_save_never_raises() -> None:
    assert has_save(None) is False
    assert has_save("/nonexistent/folder/x") is False


def test_autosave_that_is_a_folder(tmp_path) -> None:
    (tmp_path / "autosave.json").mkdir()
    status = WriteStatus()
    with pytest.raises(OSError):
        Autosave(tmp_path, status).save(Match(RuleSet(), 1))
    assert "autosave.json cannot be written" in status.message()
    notes = prepare_folder(tmp_path)
    assert any("autosave.json was not a file" in n for n in notes)
    Autosave(tmp_path, status).save(Match(RuleSet(), 1))
    assert status.ok and has_save(tmp_path)


@needs_fifo
def test_a_fifo_is_never_opened(tmp_path) -> None:
    os.mkfifo(tmp_path / "autosave.json")  # opening it would block for ever
    recovery = Autosave(tmp_path).recover()
    assert recovery.error == "the save is not a regular file"


@needs_fifo
def test_a_log_that_is_a_pipe_or_a_link_out_is_moved_aside(tmp_path) -> None:
    os.mkfifo(tmp_path / "zhuji.log")  # appending to it would wait for a reader for ever
    (tmp_path / "zhuji.log.2").mkdir()  # every rotation failed: the log grew without end
    os.mkfifo(tmp_path / "zhuji.log.3")
    outside = tmp_path.parent / f"{tmp_path.name}-outside.txt"
    outside.write_text("keep\n", encoding="utf-8")
    (tmp_path / "autosave.key").symlink_to(outside)
    notes = prepare_folder(tmp_path)
    assert any("zhuji.log was not a file" in n for n in notes)
    assert any("autosave.key was a link" in n for n in notes)
    assert any("zhuji.log.2 was not a file" in n for n in notes)
    assert not (tmp_path / "zhuji.log.2").exists() and not (tmp_path / "zhuji.log.3").exists()
    Autosave(tmp_path).save(Match(RuleSet(), 1))
    assert outside.read_text(encoding="utf-8") == "keep\n"


@needs_fifo
def test_a_log_linked_to_a_pipe_in_the_folder_is_moved_aside(tmp_path) -> None:
    """A link to a pipe beside it passed as a link inside the folder, and the log opened
    through it blocked the start for ever."""
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "zhuji.log").symlink_to("pipe")
    (tmp_path / "history.jsonl").symlink_to("missing.jsonl")  # leads nowhere yet: kept
    notes = prepare_folder(tmp_path)
    assert any("zhuji.log was not a file" in n for n in notes), notes
    assert not (tmp_path / "zhuji.log").is_symlink() and (tmp_path / "pipe").exists()
    assert (tmp_path / "history.jsonl").is_symlink()


@pytest.mark.parametrize("second", ["zhuji.log", "history.jsonl", "settings.ini"])
def test_a_second_name_of_the_save_is_moved_aside_and_the_save_kept(tmp_path, second) -> None:
    """A hostile tester hard-linked the log (or the history) to the autosave: the log was
    written into the save, and the next start set a good save aside as damaged."""
    Autosave(tmp_path).save(Match(RuleSet(), 1))
    saved = (tmp_path / "autosave.json").read_bytes()
    os.link(tmp_path / "autosave.json", tmp_path / second)
    notes = prepare_folder(tmp_path)
    assert any(f"{second} and autosave.json were two names" in n for n in notes), notes
    assert not (tmp_path / second).exists()
    assert (tmp_path / "autosave.json").read_bytes() == saved
    assert Autosave(tmp_path).recover().match is not None


def test_leftover_temporary_files_are_cleaned_at_start(tmp_path) -> None:
    old = tmp_path / ".autosave.json.abc123.tmp"
    young = tmp_path / ".autosave.json.def456.tmp"
    other = tmp_path / ".history.jsonl.x.tmp"
    for path in (old, young, other):
        path.write_text("half", encoding="utf-8")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    os.utime(other, (an_hour_ago, an_hour_ago))
    prepare_folder(tmp_path)
    assert not old.exists() and not other.exists()
    assert young.exists()  # it may be a write in progress


# --- write status ----------------------------------------------------------------------------


def test_saving_off_is_told_once_and_its_end_too(tmp_path, monkeypatch) -> None:
    status, heard = WriteStatus(), []
    status.subscribe(lambda s: heard.append(s.reason))
    save = Autosave(tmp_path, status)
    match = Match(RuleSet(), 1)

    def full(*_a, **_k):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(tempfile, "mkstemp", full)
    for _ in range(5):
        with pytest.raises(OSError):
            save.save(match)
    assert heard == ["autosave.json cannot be written (the disk is full)"]
    assert status.message() == "saving is off: " + heard[0]
    monkeypatch.undo()
    save.save(match)
    assert heard[-1] is None and status.ok and len(heard) == 2


def test_a_folder_that_cannot_be_created(tmp_path) -> None:
    from zhuji_desktop import app

    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    start = app.open_data(app.parse_args(["--data-dir", str(blocker / "data")]))
    assert start.folder is None and not start.status.ok
    assert start.notes and start.notes[0].startswith("saving is off: the data folder")
    start = app.open_data(app.parse_args(["--data-dir", str(blocker)]))
    assert start.folder is None and "cannot be used" in (start.status.reason or "")


def test_a_log_of_bare_hand_headers_lists_no_hands(tmp_path, caplog, monkeypatch) -> None:
    """A hostile tester's 20 MB log of ``{"type":"hand"}`` lines listed 1.25 million hands
    in the replay viewer, in 1.4 GB and 24 s. A hand with neither events nor actions shows
    nothing: it is skipped, and the hands around it are kept."""
    real = '{"type": "hand", "actions": ["E pass"]}\n{"type": "deal"}\n'
    log_file = tmp_path / "sim.jsonl"
    log_file.write_text('{"type": "hand"}\n' * 5000 + real + '{"type": "hand"}\n')
    with caplog.at_level("WARNING", logger="zhuji_desktop.history"):
        grouped = history.group_sim_log(log_file)
    assert (len(grouped.hands), grouped.skipped) == (1, 5001)
    assert grouped.hands[0].events == [{"type": "deal"}] and grouped.hands[0].line == 5001
    said = [r.getMessage() for r in caplog.records]
    assert said[0] == "sim.jsonl line 1 skipped: a hand with no events or actions"
    # a header and an empty event a hand: only the last MAX_LOG_HANDS are kept
    monkeypatch.setattr(history, "MAX_LOG_HANDS", 100)
    log_file.write_text('{"type": "hand"}\n{}\n' * 1000)
    grouped = history.group_sim_log(log_file)
    assert (len(grouped.hands), grouped.left_out) == (100, 900)
    assert grouped.hands[-1].line == 1999


# --- history ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", corpus("history"))
def test_each_hostile_history_loads(name) -> None:
    expect = MANIFEST[name]
    loaded = load_history(CORPUS / name)
    assert loaded.error is None
    assert (len(loaded.records), loaded.skipped) == (expect["records"], expect["skipped"])
    assert loaded.torn == expect.get("torn", 0)
    assert loaded.duplicates == expect.get("duplicates", 0)


def test_skipped_history_and_sim_log_lines_are_named_in_the_log(tmp_path, caplog) -> None:
    bad = tmp_path / "history.jsonl"
    bad.write_text("\n".join(["{not json", "[1, 2]", *["{}"] * 30]) + "\n")
    with caplog.at_level("WARNING", logger="zhuji_desktop.history"):
        assert load_history(bad).skipped == 32
    said = [r.getMessage() for r in caplog.records]
    assert said[0].startswith("history.jsonl line 1 skipped: ")
    assert said[1].startswith("history.jsonl line 2 skipped: ")
    assert len(said) == history.LOG_SKIPPED + 1  # then only counted
    caplog.clear()
    log_file = tmp_path / "sim.jsonl"
    log_file.write_text('{"type": "deal"}\n[3]\n')
    with caplog.at_level("WARNING", logger="zhuji_desktop.history"):
        assert history.group_sim_log(log_file).skipped == 2
    assert [r.getMessage() for r in caplog.records] == [
        "sim.jsonl line 1 skipped: an event before any hand",
        "sim.jsonl line 2 skipped: not a JSON object",
    ]


def test_history_players_that_are_not_objects_do_not_raise(tmp_path) -> None:
    line = (CORPUS / "history/players-not-objects.jsonl").read_bytes().splitlines()[1]
    with pytest.raises(ValueError, match="players"):
        history.HistoryRecord.from_dict(json.loads(line))


def test_a_history_line_of_no_format_there_has_been_is_skipped(tmp_path) -> None:
    """A line of "version" true, 0 or -1 loaded as a good hand, into the statistics too."""
    good = (CORPUS / "history/players-not-objects.jsonl").read_bytes().splitlines()[0]
    record = json.loads(good)
    lines = [json.dumps({**record, "version": v}) for v in (1, True, 0, -1, 2, "1")]
    (tmp_path / "history.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    loaded = load_history(tmp_path / "history.jsonl")
    assert (len(loaded.records), loaded.skipped) == (1, 5)


def test_a_history_that_is_a_folder_is_an_error_value(tmp_path) -> None:
    (tmp_path / "history.jsonl").mkdir()
    loaded = History(tmp_path).load()
    assert loaded.records == [] and loaded.error == "history.jsonl is not a regular file"


@pytest.fixture
def finished(tmp_path):
    """A match with two finished hands, and the data folder's History."""
    match = Match(RuleSet(match_hands=4), seed=3)
    play(match, random.Random(3), 2)
    return match, History(tmp_path)


def test_a_full_disk_never_tears_a_history_line(finished, monkeypatch) -> None:
    match, hist = finished
    hist.record(match, match.records[0], PLAYERS)
    before = hist.path.read_bytes()
    real_write = os.write

    def half_then_full(fd, data):
        real_write(fd, bytes(data[: len(data) // 2]))
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", half_then_full)
    with pytest.raises(OSError):
        hist.record(match, match.records[1], PLAYERS)
    monkeypatch.undo()
    assert hist.path.read_bytes() == before  # the half line was cut off again
    assert hist.status.reason == "history.jsonl cannot be written (the disk is full)"
    hist.record(match, match.records[1], PLAYERS)  # room again
    assert hist.status.ok
    loaded = hist.load()
    assert [r.index for r in loaded.records] == [0, 1] and loaded.skipped == 0


def test_a_hand_recorded_again_after_a_resume_counts_once(finished) -> None:
    match, hist = finished
    for index in (0, 1, 1, 0):  # hands 1-2 recorded again, as after a resume
        hist.record(match, match.records[index], PLAYERS)
    other = Match(RuleSet(match_hands=4), seed=3)  # same seed, another match
    play(other, random.Random(3), 1)
    hist.record(other, other.records[0], PLAYERS)
    loaded = hist.load()
    assert loaded.duplicates == 2 and loaded.skipped == 0
    assert [(r.hand_id.split("/")[0], r.index) for r in loaded.records] == [
        (match.id, 1), (match.id, 0), (other.id, 0),
    ]  # fmt: skip


def test_history_is_never_written_through_a_link_out_of_the_folder(finished, tmp_path) -> None:
    match, hist = finished
    outside = tmp_path.parent / f"{tmp_path.name}-outside.txt"
    outside.write_text("not yours\n", encoding="utf-8")
    hist.path.symlink_to(outside)
    with pytest.raises(OSError, match="link out of the data folder"):
        hist.record(match, match.records[0], PLAYERS)
    assert outside.read_text(encoding="utf-8") == "not yours\n"
    assert "link" in (hist.status.reason or "")
    notes = prepare_folder(hist.folder)  # at start, the link is moved aside
    assert any("history.jsonl was a link" in n for n in notes)
    hist.record(match, match.records[0], PLAYERS)
    assert outside.read_text(encoding="utf-8") == "not yours\n"
    assert len(hist.load().records) == 1


def test_a_link_inside_the_folder_is_followed(finished) -> None:
    match, hist = finished
    real = hist.folder / "real.jsonl"
    hist.path.symlink_to(real.name)
    hist.record(match, match.records[0], PLAYERS)
    assert hist.path.is_symlink() and len(load_history(real).records) == 1


def test_history_is_never_written_through_a_link_to_the_autosave(finished) -> None:
    """history.jsonl linked to autosave.json had every hand appended to the autosave, and
    the next autosave wrote over them: four hands played, none in the history, nothing said.
    Such a link is moved aside at the start, and never written through meanwhile."""
    match, hist = finished
    autosave = hist.folder / "autosave.json"
    autosave.write_text('{"a": "save"}', encoding="utf-8")
    hist.path.symlink_to(autosave.name)
    with pytest.raises(OSError, match="another of the game's files"):
        hist.record(match, match.records[0], PLAYERS)
    assert autosave.read_text(encoding="utf-8") == '{"a": "save"}'
    notes = prepare_folder(hist.folder)
    assert any("history.jsonl was a link to autosave.json" in n for n in notes), notes
    assert not hist.path.is_symlink()
    hist.record(match, match.records[0], PLAYERS)
    assert len(hist.load().records) == 1
    assert autosave.read_text(encoding="utf-8") == '{"a": "save"}'


# --- settings --------------------------------------------------------------------------------


def test_a_settings_file_too_large_is_set_aside_and_told_in_the_players_words(tmp_path) -> None:
    from zhuji_desktop.ui.model.settings import SettingsStore

    path = tmp_path / "settings.ini"
    path.write_bytes(b"x" * (SettingsStore.MAX_BYTES + 1))
    store = SettingsStore.open_file(path)
    store.load()
    assert "too large" in store.problems[0]  # the log's words
    assert store.notes() == ["设置文件无法正常使用，已改用默认设置（详情见日志）"]
    assert list(tmp_path.glob("settings.corrupt-*"))  # set aside at once


@pytest.mark.parametrize("name", corpus("settings"))
def test_damaged_settings_are_backed_up_before_they_are_replaced(tmp_path, name) -> None:
    from PySide6.QtCore import QSettings

    from zhuji_desktop.ui.model.settings import Settings, SettingsStore

    data = (CORPUS / name).read_bytes()
    path = tmp_path / "settings.ini"
    path.write_bytes(data)
    store = SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))
    loaded = store.load()
    assert loaded.sound_volume == Settings().sound_volume
    assert store.problems and "damaged" in store.problems[-1]
    # the player reads it in the language the table speaks, with no key and no English (a
    # tester met "broken value(s) for language, sound_volume" in a Chinese message)
    told = {
        "binary.ini": "设置文件无法读取，已改用默认设置",
        "deep-rules.ini": "设置文件里有 1 项设置无效，已改用默认值",
        "garbage-values.ini": "设置文件里有 5 项设置无效，已改用默认值",
        "huge-number.ini": "设置文件里有 1 项设置无效，已改用默认值",
    }
    assert store.notes() == [told[Path(name).name]]
    assert not list(tmp_path.glob("settings.corrupt-*"))  # nothing copied until replaced
    store.save(loaded.with_changes(sound_volume=35))
    backups = list(tmp_path.glob("settings.corrupt-*.ini"))
    assert len(backups) == 1 and backups[0].read_bytes() == data
    again = SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))
    assert again.load().sound_volume == 35 and again.problems == []


def test_a_utf16_settings_file_is_replaced_by_one_of_the_settings_alone(tmp_path, caplog) -> None:
    """Qt reads a UTF-16 INI file as keys like ``%00l%00a…``: the rewritten file kept them
    beside the real settings, and every save logged the read error as a write failure."""
    from PySide6.QtCore import QSettings

    from zhuji_desktop.ui.model.settings import Settings, SettingsStore

    path = tmp_path / "settings.ini"
    data = "[General]\nsound_volume=35\nlanguage=en\n".encode("utf-16")
    path.write_bytes(data)
    store = SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))
    assert store.load() == Settings() and store.damaged
    with caplog.at_level("WARNING"):
        store.save(Settings(sound_volume=20))
    assert not [r for r in caplog.records if "could not be written" in r.getMessage()]
    assert [p.read_bytes() for p in tmp_path.glob("settings.corrupt-*.ini")] == [data]
    text = path.read_text(encoding="utf-8")
    assert "%00" not in text and "@String" not in text
    again = SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))
    assert again.load() == Settings(sound_volume=20) and again.problems == []
    assert set(again.qsettings.allKeys()) == {f.name for f in fields(Settings)}


def test_settings_are_never_written_through_a_link_out_of_the_folder(tmp_path) -> None:
    from PySide6.QtCore import QSettings

    from zhuji_desktop.ui.model.settings import SettingsStore

    folder, outside = tmp_path / "data", tmp_path / "elsewhere.ini"
    folder.mkdir()
    outside.write_text("[General]\nsound_volume=10\n", encoding="utf-8")
    (folder / "settings.ini").symlink_to(outside)
    store = SettingsStore(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    assert any("was a link" in p for p in store.problems)
    store.save(store.load())
    assert outside.read_text(encoding="utf-8") == "[General]\nsound_volume=10\n"
    assert not (folder / "settings.ini").is_symlink()


def test_settings_and_the_history_are_never_written_through_a_link_to_each_other(
    finished,
) -> None:
    """settings.ini linked to history.jsonl: saving the settings replaced every hand with
    an INI file, and nothing said so. Either way round, the link is moved aside (by the
    settings store as it opens, by the start for the history), and neither writes through."""
    from zhuji_desktop import app
    from zhuji_desktop.ui.model.settings import Settings, SettingsStore

    match, hist = finished
    folder = hist.folder
    hist.record(match, match.records[0], PLAYERS)
    kept = hist.path.read_bytes()
    settings = folder / storage.SETTINGS_NAME
    settings.symlink_to(hist.path.name)
    args = app.parse_args(["--data-dir", str(folder)])
    store = app.settings_store(args, folder)
    assert store is not None and any("was a link" in p for p in store.problems)
    store.save(Settings(sound_volume=20))
    assert hist.path.read_bytes() == kept and not settings.is_symlink()
    assert SettingsStore.open_file(settings).load().sound_volume == 20
    # and the other way: the history linked to the settings
    hist.path.unlink()
    hist.path.symlink_to(settings.name)
    before = settings.read_bytes()
    with pytest.raises(OSError, match="another of the game's files"):
        hist.record(match, match.records[0], PLAYERS)
    assert settings.read_bytes() == before
    assert any("history.jsonl was a link" in n for n in prepare_folder(folder))


@needs_fifo
def test_a_settings_file_that_is_a_pipe_is_set_aside_before_qt_reads_it(tmp_path) -> None:
    from zhuji_desktop.ui.model.settings import SettingsStore

    os.mkfifo(tmp_path / "settings.ini")  # QSettings would wait on it for ever
    store = SettingsStore.open_file(tmp_path / "settings.ini")
    assert any("was not a file" in p for p in store.problems)
    store.save(store.load())
    assert (tmp_path / "settings.ini").is_file()


@needs_fifo
@pytest.mark.parametrize("name", ["Zhuji/ZhujiMahjong.conf", "Zhuji.conf"])
@pytest.mark.parametrize("kind", ["pipe", "huge"])
def test_the_users_own_settings_file_is_checked_before_qt_reads_it(tmp_path, kind, name) -> None:
    """Without --data-dir the settings live in the user's own file (Linux: ~/.config), which
    Qt read as the store was made, before the store's checks: a pipe of its name hung the
    start with no window, and a sparse file of 2 GB took 4 GB of memory to refuse. (In a
    process of its own: Qt keeps the folder of the first QSettings made.) Qt reads the
    organisation's file too, which it falls back to."""
    path = tmp_path / name
    path.parent.mkdir(exist_ok=True)
    if kind == "pipe":
        os.mkfifo(path)
    else:
        with open(path, "wb") as f:
            f.truncate(2**31)  # sparse: no disk used
    code = (
        "from zhuji_desktop.ui.model.settings import SettingsStore, default_settings_files\n"
        "store = SettingsStore()\n"
        "named = store.qsettings.fileName()\n"
        "assert named == str(default_settings_files()[0]), named\n"
        "store.save(store.load())\n"
        "print('\\n'.join(store.problems))\n"
    )
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(  # the way it failed: Qt waited on the pipe for ever
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    why = "not a file" if kind == "pipe" else "too large"
    assert why in done.stdout, done.stdout
    assert len(list(path.parent.glob(f"{path.stem}.corrupt-*"))) == 1
    if name == "Zhuji.conf":  # only set aside: the program writes its own file
        assert not path.exists()
    else:
        assert path.is_file() and path.stat().st_size < 10_000


def test_a_settings_file_with_qts_own_types_is_set_aside_before_qt_reads_it(tmp_path) -> None:
    """Qt unpacks @Variant(…) from bytes: one claiming a list of two billion items made it
    abort the program (std::bad_alloc) on every start. The program writes text only."""
    from zhuji_desktop.ui.model.settings import SeatSetting, Settings, SettingsStore

    bomb = b"[General]\nfoo=@Variant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xff)\n"
    (tmp_path / "settings.ini").write_bytes(bomb)
    store = SettingsStore.open_file(tmp_path / "settings.ini")
    assert any("never writes" in p for p in store.problems)
    assert store.load() == Settings()
    assert [p.read_bytes() for p in tmp_path.glob("settings.corrupt-*.ini")] == [bomb]
    # a reviewer got round a search of the raw bytes four ways; each is read as Qt reads it
    value = b"@Variant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xff)"
    for n, layout in enumerate(
        (
            b"[General]\nfoo=x, " + value + b"\n",  # an item of a list
            b"[General]\rfoo=" + value + b"\r",  # lines ended by \r alone
            b"[General]\nfoo=\\\n" + value + b"\n",  # a line continued
            b"[General]\nfoo=\\x40" + value[1:] + b"\n",  # the "@" escaped
        )
    ):
        folder = tmp_path / f"layout{n}"
        folder.mkdir()
        (folder / "settings.ini").write_bytes(layout)
        other = SettingsStore.open_file(folder / "settings.ini")
        assert any("never writes" in p for p in other.problems), layout
        assert other.load() == Settings()
    # a text the program wrote that starts with "@" is kept (Qt writes it "@@…")
    store.save(Settings(seats=(SeatSetting("human", "@Variant(x"), *Settings().seats[1:])))
    again = SettingsStore.open_file(tmp_path / "settings.ini")
    assert again.problems == [] and again.load().seats[0].name == "@Variant(x"


def test_the_systems_own_settings_stores_are_searched_for_values_qt_would_unpack(
    monkeypatch,
) -> None:
    """A macOS plist and the Windows registry hold each value as a string; one Qt would
    unpack aborts the program as it does from an INI file."""
    import plistlib
    import sys
    import types

    from zhuji_desktop.ui.model import qt_values

    good = {"language": "zh", "window": {"geometry": "01d9"}, "name": "@@Variant(x"}
    bad = {**good, "window": {"geometry": "@Variant(\\0\\0\\0\\t)"}}
    assert not qt_values.unpacked_in_plist(plistlib.dumps(good, fmt=plistlib.FMT_BINARY))
    assert qt_values.unpacked_in_plist(plistlib.dumps(bad, fmt=plistlib.FMT_BINARY))
    assert not qt_values.unpacked_in_plist(b"not a plist")
    # the registry, read through a stand-in for winreg (this runs on every system)
    keys = {
        "root": ([("language", "zh", 1)], ["window"]),
        "window": ([("g", "@DateTime(x)", 1)], []),
    }
    fake = types.SimpleNamespace(
        HKEY_CURRENT_USER=0, REG_SZ=1, REG_EXPAND_SZ=2, REG_MULTI_SZ=7,
        QueryInfoKey=lambda k: (len(keys[k][1]), len(keys[k][0]), 0),
        EnumValue=lambda k, i: keys[k][0][i],
        EnumKey=lambda k, i: keys[k][1][i],
        OpenKey=lambda parent, name: contextlib.nullcontext("root" if parent == 0 else name),
    )  # fmt: skip
    monkeypatch.setitem(sys.modules, "winreg", fake)
    monkeypatch.setattr(sys, "platform", "win32")
    assert qt_values.unpacked_in_registry(r"Software\Zhuji\ZhujiMahjong")
    keys["window"] = ([("g", "01d9", 1)], [])
    assert not qt_values.unpacked_in_registry(r"Software\Zhuji\ZhujiMahjong")


def test_a_settings_file_that_is_a_folder_is_set_aside(tmp_path) -> None:
    from PySide6.QtCore import QSettings

    from zhuji_desktop.ui.model.settings import SettingsStore

    (tmp_path / "settings.ini").mkdir()
    store = SettingsStore(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert any("was not a file" in p for p in store.problems)
    store.save(store.load())
    assert (tmp_path / "settings.ini").is_file()


# --- the calculator's batch and the script runner --------------------------------------------


def test_batch_answers_every_hostile_line_in_process() -> None:
    import io

    data = (CORPUS / "calc/batch.jsonl").read_bytes()
    out = io.StringIO()
    calc.run_batch(io.BytesIO(data), out)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert ["error" in a for a in answers] == MANIFEST["calc/batch.jsonl"]["errors"]
    assert answers[0] == answers[-1] == calc.evaluate({"hand": "111z777z123m456m9m", "win": "9m"})


def test_batch_cli_answers_every_hostile_line() -> None:
    data = (CORPUS / "calc/batch.jsonl").read_bytes()
    long_line = b'{"hand": "' + b"1m" * 100_000 + b'"}\n'  # cut, answered, and read past
    done = subprocess.run(
        [sys.executable, "-m", "zhuji_desktop.calc", "--batch"],
        input=data + long_line + data, capture_output=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0 and done.stderr == b""
    answers = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    errors = MANIFEST["calc/batch.jsonl"]["errors"]
    assert ["error" in a for a in answers] == [*errors, True, *errors]
    # the line was read only to one byte past the limit: its length is not known, nor said
    assert answers[len(errors)]["error"] == "the line is too large (more than 100,000 bytes)"


def _script_on(path: Path | str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "zhuji_desktop.engine.script", str(path)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip


@needs_fifo
def test_a_script_on_a_named_pipe_is_refused_not_waited_on(tmp_path) -> None:
    """Opening a pipe with no writer once blocked the runner forever."""
    fifo = tmp_path / "script.json"
    os.mkfifo(fifo)
    done = _script_on(fifo)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"error: {fifo} is not a regular file (a folder, a pipe or a device)\n"


@pytest.mark.parametrize("where", ["folder", os.devnull])
def test_a_script_that_is_no_file_is_refused(tmp_path, where) -> None:
    path = tmp_path if where == "folder" else where
    done = _script_on(path)
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
    assert done.stderr.strip().endswith("is not a regular file (a folder, a pipe or a device)")


def test_a_script_file_too_large_says_its_size(tmp_path) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 3_000_000)
    done = _script_on(big)
    assert done.returncode == 2
    assert done.stderr == f"error: {big} is too large (3,000,000 bytes; at most 1,000,000)\n"


def test_a_script_too_large_on_stdin_says_more_than_the_limit() -> None:
    """stdin is read to one byte past the limit: its size is not known, and a message once
    gave it as 1,000,001 bytes."""
    done = subprocess.run(
        [sys.executable, "-m", "zhuji_desktop.engine.script"],
        input=b" " * 3_000_000, capture_output=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2
    assert done.stderr.decode().strip() == (
        "error: the input is too large (more than 1,000,000 bytes)"
    )


@pytest.mark.parametrize("name", corpus("script"))
def test_script_runner_never_gives_a_traceback(name) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "zhuji_desktop.engine.script"],
        input=(CORPUS / name).read_bytes(), capture_output=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == MANIFEST[name]["exit"], done.stderr
    assert b"Traceback" not in done.stderr
    if done.returncode:
        assert done.stderr.startswith(b"error: ") and done.stderr.count(b"\n") == 1


def test_script_runner_refuses_a_key_named_twice() -> None:
    """JSON keeps the last of two keys: a hand given twice for E played the second without
    a word (zhuji-calc --batch already refused it)."""
    twice = '{"hands": {"E": "11122233344455m", "E": "11122233344455p", "S": "1112223334445p",'
    twice += ' "W": "1112223334445s", "N": "1112223334445z"}, "actions": ["E pass"]}'
    done = subprocess.run(
        [sys.executable, "-m", "zhuji_desktop.engine.script"],
        input=twice.encode(), capture_output=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2 and done.stdout == b""
    assert done.stderr == b"error: the input names the key 'E' twice\n"


# --- replays ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", corpus("replay"))
def test_each_hostile_replay_opens_and_steps(name) -> None:
    expect = MANIFEST[name]
    opened = open_replay(CORPUS / name)
    assert opened.error is None and opened.skipped == expect["skipped"]
    assert len(opened.hands) == expect["hands"]
    model = opened.hands[0].model()
    assert len(model) == expect["steps"] and model.bad_events == expect["bad_events"]
    for n in range(len(model)):
        model.position(n)
        problem = model.problem(n)
        assert problem is None or problem.startswith(f"bad event {n}: ")
    final = model.final()
    assert final.deltas is not None and sum(final.deltas) == 0


@needs_fifo
def test_a_named_pipe_chosen_for_the_replay_is_refused_at_once(tmp_path) -> None:
    """The viewer's first look, whether the file is a save, opened the file: a named pipe
    froze the window, waiting for a writer (a tester typed its path into 打开)."""
    from zhuji_desktop.ui.model.saved_match import is_save, open_any

    pipe = tmp_path / "pipe.jsonl"
    os.mkfifo(pipe)
    assert not is_save(pipe)
    assert open_any(pipe).error == "pipe.jsonl is not a regular file"


@pytest.mark.parametrize("blank", [0, 4095, 4096, 5000, 70_000])
def test_a_save_the_game_resumes_after_blank_lines_is_one_to_the_viewer(tmp_path, blank) -> None:
    """The viewer looked for a save's mark in its first 4 KB: with more blank lines than that
    before it (the game resumes such a save), it was read as a replay and showed nothing."""
    from zhuji_desktop.ui.model.saved_match import is_save, open_any

    match = Match(RuleSet(), 7)
    play(match, random.Random(7), 1)
    path = tmp_path / "autosave.json"
    text = dumps_match(match, {"k": 1}, key=KEY).encode()
    path.write_bytes(b"\xef\xbb\xbf" + b"\n" * blank + text)
    assert Autosave(tmp_path).recover().match is not None  # the game resumes it
    assert is_save(path)
    opened = open_any(path)
    assert opened.error is None and len(opened.hands) >= 1
    path.write_bytes(b" " * 70_000)  # only white space: no save, and no endless read
    assert not is_save(path)


def test_rich_text_event_types_are_bad_events_kept_as_plain_data() -> None:
    model = open_replay(CORPUS / "replay/rich-text-types.jsonl").hands[0].model()
    bad = [n for n in range(len(model)) if model.problem(n)]
    assert [model.problem(n).split(": ", 1)[1] for n in bad] == ["its type is not a name"] * 2
    assert model.event(bad[0])["type"].startswith("<h1")  # the text, for showing as plain text
    assert model.kind(bad[0]) == "bad"


@pytest.mark.parametrize("kind", [[], {}, [["decide"]], {"decide": 1}, None, 3.5])
def test_an_event_type_of_any_json_value_is_a_bad_event(kind) -> None:
    # a list or an object as the type once raised TypeError (unhashable) in from_events
    model = ReplayModel.from_events([DEAL, {"type": kind}, {"type": "decide"}])
    assert len(model) == 2
    assert model.problem(1) == "bad event 1: its type is not a name"


def test_a_bad_event_changes_nothing() -> None:
    model = open_replay(CORPUS / "replay/settle-list.jsonl").hands[0].model()
    n = next(i for i in range(len(model)) if model.problem(i))
    assert model.problem(n) == f"bad event {n}: 'deltas' is not an object of four seats"
    before, after = model.position(n - 1), model.position(n)
    assert (after.hands, after.melds, after.discards, after.deltas) == (
        before.hands, before.melds, before.discards, before.deltas,
    )  # fmt: skip


def long_model(events: int) -> ReplayModel:
    lines = make_hostile().long_replay_lines(events)
    return ReplayModel.from_events(json.loads(line) for line in lines[1:])


def test_a_long_hostile_log_opens_with_memory_that_grows_linearly() -> None:
    peaks = {}
    for events in (5_000, 20_000):
        lines = make_hostile().long_replay_lines(events)
        parsed = [json.loads(line) for line in lines[1:]]
        tracemalloc.start()
        model = ReplayModel.from_events(parsed)
        peaks[events] = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert len(model) == events and 0 < model.bad_events < events
    assert peaks[20_000] < 4 * peaks[5_000] * 1.25  # linear, with room for the allocator


def test_positions_from_snapshots_equal_positions_built_step_by_step() -> None:
    model = long_model(3_000)
    table = replay.Position()
    rng = random.Random(1)
    wanted = set(rng.sample(range(len(model)), 60)) | {0, len(model) - 1}
    for n in range(len(model)):
        try:
            replay.apply_event(table, model.event(n))
        except replay.BadEvent:
            table.actor, table.drawn, table.just_discarded = None, None, False
        if n in wanted:
            assert model.position(n) == table, n
    assert model.final() == table


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_real_hands_have_no_bad_events_and_end_as_the_engine_does(seed) -> None:
    match = Match(RuleSet(match_hands=3, wild_selection="flip" if seed == 2 else "bidder"), seed)
    rng = random.Random(seed)
    while not match.finished:
        play(match, rng, 1)
        record = history.HistoryRecord.from_hand(match.records[-1], match.rules, PLAYERS)
        model = ReplayModel.from_record(record)
        assert model.bad_events == 0
        state = history.replay_state(record)
        final = model.final()
        assert final.hands == [sorted(h) for h in state.hands]
        assert [[sorted(m.faces) for m in ms] for ms in final.melds] == [
            [sorted(m.tiles) for m in ms] for ms in state.melds
        ]
        assert final.deltas == tuple(state.result.deltas)


DEAL = {"type": "deal", "hands": {"E": "123456789m12345p", "S": "123456789s1234z",
                                   "W": "123456789m6789p", "N": "123456789s5677z"}}  # fmt: skip
EVENT_TYPES = [*replay._HANDLERS, "decide", "other", "<b>x</b>"]
EVENT_KEYS = ["seat", "tile", "tiles", "meld", "source", "discarder", "hand", "deltas", "bid",
              "wall_left", "self_drawn", "robbed", "flipped", "hands"]  # fmt: skip
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-200, 200) | st.text(max_size=4)
    | st.sampled_from(["E", "S", "N", "1m", "9s", "7z", "[123m]", "(5555z)", "du2", "55m"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from("ESWNx"), inner),
    max_leaves=8,
)  # fmt: skip
EVENTS = (
    st.fixed_dictionaries(
        {"type": st.sampled_from(EVENT_TYPES)},
        optional={key: VALUES for key in EVENT_KEYS},
    )
    | VALUES
)


@pytest.mark.slow
@settings(max_examples=150)
@given(st.lists(EVENTS, max_size=60))
def test_any_events_make_a_model_whose_tables_stay_possible(events) -> None:
    model = ReplayModel.from_events([DEAL, *events], snapshot_every=7)
    for n in range(len(model)):
        table = model.position(n)
        assert all(table.held(s) <= replay.MAX_CONCEALED for s in range(4))
        assert all(table.in_play(k) <= 4 for k in range(34))
        assert (model.problem(n) is None) == (model.kind(n) != "bad")


def test_open_replay_never_raises(tmp_path) -> None:
    (tmp_path / "folder.jsonl").mkdir()
    assert open_replay(tmp_path / "folder.jsonl").error == "folder.jsonl is not a regular file"
    assert open_replay(tmp_path / "missing.jsonl").hands == []


# --- resume from a checkpoint -----------------------------------------------------------------

KEY = b"k" * 32


def same_match(a: Match, b: Match) -> None:
    assert dumps_match(a) == dumps_match(b)
    assert a.records == b.records and a.scores == b.scores and a.seeds == b.seeds
    assert (a.dealer, a.old_dealer, a.rotations, a.finished, a.id) == (
        b.dealer, b.old_dealer, b.rotations, b.finished, b.id,
    )  # fmt: skip
    assert [e.to_dict() for e in a.state.events] == [e.to_dict() for e in b.state.events]


@pytest.mark.parametrize("seed", range(6))
def test_a_checkpoint_resumes_the_same_match_as_a_full_replay(seed) -> None:
    match = Match(RuleSet(match_hands=[3, 5, 2, 4, 3, 6][seed]), seed)
    play(match, random.Random(seed), [1, 4, 2, 3, 3, 9][seed])
    text = dumps_match(match, {"k": 1}, key=KEY)
    fast, why = restore_match(parse_save(text), KEY)
    slow, slow_why = restore_match(parse_save(text), None)
    assert why is None and slow_why == "no key"
    same_match(fast, slow)
    if not match.finished:  # a finished match loads with its last hand not yet booked
        same_match(fast, match)
        assert dumps_match(fast, {"k": 1}, key=KEY) == text


@pytest.fixture(scope="module")
def long_save():
    match = Match(RuleSet(match_hands=8), 12)
    play(match, random.Random(12), 5)
    return match, json.loads(dumps_match(match, key=KEY))


def test_a_tampered_checkpoint_is_not_used(long_save) -> None:
    match, data = long_save
    data = json.loads(json.dumps(data))
    data["checkpoint"]["records"][0]["deltas"] = [100, -100, 0, 0]
    got, why = restore_match(data, KEY)
    assert why == "the checkpoint is not sealed by this program"
    assert got.scores == match.scores and got.records == match.records


def test_a_checkpoint_sealed_elsewhere_is_not_used(long_save) -> None:
    match, data = long_save
    got, why = restore_match(data, b"another folder's key")
    assert why == "the checkpoint is not sealed by this program" and got.records == match.records


def test_a_sealed_checkpoint_that_does_not_fit_is_not_used(long_save) -> None:
    """Even sealed with the right key, records that contradict each other are refused."""
    match, data = long_save
    forged = Match(RuleSet(match_hands=8), 12, id=match.id)
    wrong = [replace(r, dealer=(r.dealer + 1) % 4) for r in match.records]
    forged.records = wrong
    body = json.loads(json.dumps(data))
    body["checkpoint"] = checkpoint(forged, KEY)
    got, why = restore_match(body, KEY)
    assert "dealer" in (why or "") and got.records == match.records


def test_load_match_checks_the_seeds_before_and_after_a_checkpoint(long_save) -> None:
    _, data = long_save
    bad = json.loads(json.dumps(data))
    bad["seeds"][0] += 1
    with pytest.raises(SaveError, match="wall seeds"):
        load_match(json.dumps(bad), KEY)


def test_the_autosave_resumes_from_its_checkpoint_in_its_own_folder(long_save, tmp_path) -> None:
    match, _ = long_save
    Autosave(tmp_path).save(match, {"x": 1})
    recovery = Autosave(tmp_path).recover()
    assert recovery.replayed is None and recovery.meta == {"x": 1}
    assert dumps_match(recovery.match) == dumps_match(match)
    elsewhere = tmp_path / "copy"
    elsewhere.mkdir()
    (elsewhere / "autosave.json").write_bytes((tmp_path / "autosave.json").read_bytes())
    copied = Autosave(elsewhere).recover()  # that folder has no key yet
    assert copied.replayed == "no key" and dumps_match(copied.match) == dumps_match(match)
    Autosave(elsewhere).save(Match(RuleSet(), 1))  # now it has its own
    (elsewhere / "autosave.json").write_bytes((tmp_path / "autosave.json").read_bytes())
    copied = Autosave(elsewhere).recover()
    assert copied.replayed == "the checkpoint is not sealed by this program"
    assert dumps_match(copied.match) == dumps_match(match)


# --- output that cannot be written --------------------------------------------------------

needs_dev_full = pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
WRITERS = [
    (["-m", "zhuji_desktop.calc", "123456789m1234p", "--win", "4p"], ""),
    (["-m", "zhuji_desktop.calc", "--batch"], '{"hand":"123456789m1234p","win":"4p"}\n'),
    (["-m", "zhuji_desktop.sim", "--players", "easy,easy,easy,easy", "--hands", "1"], ""),
    (["-m", "zhuji_desktop.engine.script"], (CORPUS / "script" / "good.json").read_text()),
]


@needs_dev_full
@pytest.mark.parametrize("argv, stdin", WRITERS)
def test_a_full_disk_on_stdout_is_one_line_not_a_traceback(argv, stdin) -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, *argv], input=stdin, stdout=full, stderr=subprocess.PIPE,
            text=True, timeout=120,
        )  # fmt: skip
    assert done.returncode == 1, done.stderr
    assert done.stderr.splitlines()[-1].endswith("error: cannot write: No space left on device")
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="closes fd 1 with os.close")
@pytest.mark.parametrize("argv, stdin", WRITERS[:1])
def test_a_closed_stdout_is_one_line_not_a_traceback(argv, stdin) -> None:
    done = subprocess.run(
        [sys.executable, *argv], input=stdin, stderr=subprocess.PIPE, text=True, timeout=120,
        preexec_fn=lambda: os.close(1),  # the child starts with no stdout
    )  # fmt: skip
    assert done.returncode == 1, done.stderr
    assert done.stderr.strip().endswith("error: cannot write: stdout is closed")
    assert "Traceback" not in done.stderr


READERS = [
    (["-m", "zhuji_desktop.calc", "--batch", "--lang", "en"], "no input to read: stdin is closed"),
    (["-m", "zhuji_desktop.calc", "--batch"], "没有输入可读：标准输入已关闭"),
    (["-m", "zhuji_desktop.engine.script"], "there is no input to read: stdin is closed"),
]


@pytest.mark.skipif(sys.platform == "win32", reason="closes fd 0 with os.close")
@pytest.mark.parametrize("argv, words", READERS)
def test_a_closed_stdin_is_one_line_not_a_traceback(argv, words) -> None:
    done = subprocess.run(
        [sys.executable, *argv], capture_output=True, text=True, timeout=120, encoding="utf-8",
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
        preexec_fn=lambda: os.close(0),  # the child starts with no stdin (``<&-``)
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    assert done.stdout == "" and "Traceback" not in done.stderr
    assert done.stderr.strip().endswith(words), done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("argv, stdin", WRITERS)
def test_a_reader_that_goes_away_stops_the_tool_quietly(argv, stdin) -> None:
    proc = subprocess.Popen(
        [sys.executable, *argv], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert proc.stdout is not None
    proc.stdout.close()  # before the tool has started up, let alone written
    _out, err = proc.communicate(stdin, timeout=120)
    assert "Traceback" not in err and "Exception ignored" not in err, err
    assert proc.returncode in (0, 1)


def test_a_sim_log_on_a_full_disk_still_prints_the_summary(capsys, monkeypatch, tmp_path) -> None:
    from zhuji_desktop import sim

    class Full(io.StringIO):  # a regular file on a full disk (/dev/full, a device, is refused)
        def write(self, s: str) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(sim.log_file, "open_output", lambda path, overwrite: Full())
    log = tmp_path / "sim.log"
    code = sim.main(["--players", "easy,easy,easy,easy", "--hands", "1", "--json",
                     "--log", str(log)])  # fmt: skip
    out, err = capsys.readouterr()
    assert code == 1
    assert json.loads(out)["hands"] == 1
    assert f"the log {log} stops short: No space left on device" in err


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"rules": []}, "rules must be a JSON object, not an array"),
        ({"rules": None}, "rules must be a JSON object, not null"),
        ({"wall": 5}, "wall must be tile text, not a number"),
        ({"tail": None}, "tail must be tile text, not null"),
        ({"old_dealer": None}, "'old_dealer' must be true or false, not null"),
        ({"old_dealer": [0] * 100_000}, "not [0, 0, 0"),
    ],
)
def test_a_script_error_names_json_kinds_not_python_types(change, words) -> None:
    from zhuji_desktop.engine.script import ScriptError, run_script

    script = json.loads((CORPUS / "script" / "good.json").read_text())
    with pytest.raises(ScriptError) as e:
        run_script({**script, **change})
    assert words in str(e.value) and len(str(e.value)) < 200, str(e.value)[:300]
    assert not re.search(r"\b(NoneType|list|dict|str|int|bool|None)\b", str(e.value))


@pytest.mark.parametrize("rules", [[], 0, "", False, None])
def test_a_script_whose_rules_are_not_an_object_is_refused(rules) -> None:
    from zhuji_desktop.engine.script import ScriptError, run_script

    script = json.loads((CORPUS / "script" / "good.json").read_text())
    with pytest.raises(ScriptError, match="rules must be a JSON object"):
        run_script({**script, "rules": rules})  # once taken silently as the default rules


def test_a_checkpoint_key_that_cannot_be_read_is_kept_not_overwritten(tmp_path) -> None:
    """The key vouches for a long match's finished hands: a damaged one is kept for a look."""
    (tmp_path / "autosave.key").write_bytes(b"\xff\xfe not hex at all\n")
    Autosave(tmp_path).save(Match(RuleSet(), 1))
    kept = list(tmp_path.glob("autosave.corrupt-*.key"))
    assert [p.read_bytes() for p in kept] == [b"\xff\xfe not hex at all\n"]
    assert len(bytes.fromhex((tmp_path / "autosave.key").read_text(encoding="ascii"))) == 32


def test_a_key_file_of_200_mb_is_moved_aside_not_copied(tmp_path) -> None:
    """A hostile tester's sparse 200 MB key used no disk: the copy kept of it used 200 MB
    (of 50 GB, as much)."""
    with open(tmp_path / "autosave.key", "wb") as f:
        f.truncate(200 << 20)
    before = os.stat(tmp_path / "autosave.key").st_ino
    Autosave(tmp_path).save(Match(RuleSet(), 1))
    [kept] = tmp_path.glob("autosave.corrupt-*.key")
    assert os.stat(kept).st_ino == before and kept.stat().st_size == 200 << 20
    assert len(bytes.fromhex((tmp_path / "autosave.key").read_text(encoding="ascii"))) == 32


@pytest.mark.parametrize("sealed", [True, False], ids=["from-checkpoint", "replayed"])
def test_one_damaged_step_loses_only_what_came_after_it(tmp_path, sealed) -> None:
    """A tampered action in the hand in progress once set the whole match aside, its
    finished hands too: now they and the steps before the damage go on."""
    match = Match(RuleSet(), 5)
    play(match, random.Random(5), 2)
    Autosave(tmp_path).save(match, {"note": "mine"})
    if not sealed:
        (tmp_path / "autosave.key").unlink()
    data = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    steps = len(data["actions"][-1])
    assert steps >= 2
    data["actions"][-1].insert(steps - 1, "N win")  # not legal there
    original = json.dumps(data).encode()
    (tmp_path / "autosave.json").write_bytes(original)
    recovery = Autosave(tmp_path).recover()
    assert recovery.salvaged and recovery.match is not None, recovery.error
    assert "cannot be replayed" in (recovery.error or "")
    assert len(recovery.match.records) == len(match.records) == 2
    assert [r.deltas for r in recovery.match.records] == [r.deltas for r in match.records]
    assert len(recovery.match.state.actions) == steps - 1
    assert recovery.meta == {"note": "mine"}
    assert recovery.moved_to is not None and recovery.moved_to.read_bytes() == original
    again = Autosave(tmp_path).recover()  # saved at once, and whole now
    assert again.error is None and again.match is not None
    assert len(again.match.state.actions) == steps - 1


def test_a_save_damaged_at_its_first_step_has_nothing_to_keep(tmp_path) -> None:
    match = Match(RuleSet(), 5)
    Autosave(tmp_path).save(match)
    data = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    data["actions"] = [["N win"]]
    (tmp_path / "autosave.json").write_text(json.dumps(data), encoding="utf-8")
    recovery = Autosave(tmp_path).recover()
    assert recovery.match is None and not recovery.salvaged and recovery.moved_to is not None
    assert not has_save(tmp_path)


def test_a_save_with_a_rule_option_of_a_newer_version_is_kept_for_it(tmp_path) -> None:
    """A newer version may add a rule option without a new format: its save is not corrupt,
    and this version neither calls it so nor takes it back at every start."""
    Autosave(tmp_path).save(Match(RuleSet(), 1))
    data = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    data["rules"]["dragon_tai"] = 2
    (tmp_path / "autosave.json").write_text(json.dumps(data), encoding="utf-8")
    recovery = Autosave(tmp_path).recover()
    assert recovery.newer and recovery.match is None and "dragon_tai" in (recovery.error or "")
    assert recovery.moved_to is not None and recovery.moved_to.name.startswith("autosave.newer-")
    again = Autosave(tmp_path).recover()
    assert again.error is None and again.match is None and recovery.moved_to.exists()


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4)
    ),
    max_leaves=20,
)


@given(_JSON.filter(lambda v: isinstance(v, (list, dict))), st.data())
@settings(max_examples=300)
def test_a_json_document_cut_anywhere_leaves_a_whole_beginning(value, data) -> None:
    """For salvage: a save cut short keeps what came before the cut."""
    from zhuji_desktop.engine.inputs import json_prefix

    text = json.dumps(value, ensure_ascii=False)
    cut = data.draw(st.integers(1, len(text)))
    kept = json_prefix(text[:cut])
    if cut == len(text):
        assert kept == text
    elif kept is not None:
        json.loads(kept)  # whole
        assert text.startswith(kept.rstrip("]}"))  # the beginning, with closers added


@pytest.mark.parametrize("damage", ["last-bytes", "half", "bad-byte"])
def test_a_save_cut_short_or_with_a_bad_byte_keeps_what_came_before(tmp_path, damage) -> None:
    """A tester cut three bytes off a save (only its checkpoint's seal was hurt) or flipped
    one: the whole save was set aside and a new match begun."""
    match = Match(RuleSet(), 5)
    play(match, random.Random(5), 2)
    Autosave(tmp_path).save(match, {"note": "mine"})
    path = tmp_path / "autosave.json"
    data = path.read_bytes()
    at = data.index(b'"actions"') + (len(data) - data.index(b'"actions"')) // 3
    damaged = {
        "last-bytes": data[:-3],
        "half": data[: len(data) // 2],
        "bad-byte": data[:at] + b"\xff" + data[at + 1 :],
    }[damage]
    path.write_bytes(damaged)
    recovery = Autosave(tmp_path).recover()
    assert recovery.salvaged and recovery.match is not None, recovery.error
    assert recovery.moved_to is not None and recovery.moved_to.read_bytes() == damaged
    done = len(recovery.match.records), len(recovery.match.state.actions)
    whole = len(match.records), len(match.state.actions)
    if damage == "last-bytes":  # every action was there
        assert done == whole and recovery.meta == {"note": "mine"}
    else:
        assert (0, 0) < done < whole
    assert Autosave(tmp_path).recover().match is not None  # saved whole again at once


PYTHON_WORDS = re.compile(r"\b(NoneType|None|True|False|list|dict|str|int|bool|tuple)\b")


@pytest.mark.parametrize(
    ("value", "words"),
    [
        (None, "action 5 (null) cannot be replayed: an action is text, not null"),
        ([None, True], "action 5 ([null, true]) cannot be replayed: an action is text, not an"),
        (41, "action 5 (41) cannot be replayed: an action is text, not a number"),
    ],
)  # fmt: skip
def test_a_save_with_an_action_that_is_not_text_says_so_in_json_words(tmp_path, value, words):
    """A null in a hand's actions said "(None) cannot be replayed: an action is text, not
    NoneType"."""
    match = Match(RuleSet(), 3)
    for text in ("E bid 2", "S pass", "W pass", "N pass"):
        match.apply(Action.parse(text))
    Autosave(tmp_path).save(match)
    data = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    data["actions"][-1].append(value)
    (tmp_path / "autosave.json").write_text(json.dumps(data), encoding="utf-8")
    error = Autosave(tmp_path).recover().error or ""
    assert words in error and not PYTHON_WORDS.search(error), error


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        ({"top_level": None}, "rule option 'top_level' must be an integer, got null"),
        ({"top_level": True}, "rule option 'top_level' must be an integer, got true"),
        ({"top_level": [1]}, "rule option 'top_level' must be an integer, got [1]"),
        ({"mode": None}, "rule option 'mode' must be one of 'bao', 'fan', got null"),
        ({"seat_wind_tai": None}, "rule option 'seat_wind_tai' must be true or false, got null"),
    ],
)  # fmt: skip
def test_a_bad_rule_value_is_said_in_json_words_by_calc_and_scripts(rules, words):
    """``"rules": {"top_level": null}`` said "must be an integer, got None" in a save, in
    zhuji-calc --batch and in the script runner."""
    from zhuji_desktop.engine.script import ScriptError, run_script

    with pytest.raises(ValueError) as raised:
        RuleSet.from_dict(rules)
    assert words in str(raised.value) and not PYTHON_WORDS.search(str(raised.value))
    case = {"hand": "111z777z123m456m9m", "win": "9m", "rules": rules}
    out = io.StringIO()
    calc.run_batch(io.StringIO(json.dumps(case) + "\n"), out)
    answer = json.loads(out.getvalue())["error"]
    assert words in answer and not PYTHON_WORDS.search(answer), answer
    script = json.loads((CORPUS / "script" / "good.json").read_text())
    with pytest.raises(ScriptError) as e:
        run_script({**script, "rules": rules})
    assert words in str(e.value) and not PYTHON_WORDS.search(str(e.value))


def test_a_plug_in_that_is_not_a_class_is_said_without_python_internals():
    """zhuji-sim --players os:system,... printed "could not be built: TypeError: expected
    str, bytes or os.PathLike object, not int"."""
    with pytest.raises(ValueError) as raised:
        make_player("os:system", 1)
    said = str(raised.value)
    assert said.startswith("'os:system' could not be built: it is not a class")
    assert "TypeError" not in said and "PathLike" not in said
    with pytest.raises(ValueError) as raised:
        make_player("fractions:Fraction", 1)  # a class, but no player
    assert "decide(view, legal)" in str(raised.value)


def test_a_plug_in_whose_constructor_fails_says_so_first_and_what_after(tmp_path):
    module = tmp_path / "broken_bot.py"
    module.write_text(
        "class Bot:\n    def __init__(self, seed):\n        raise ValueError('no config')\n",
        encoding="utf-8",
    )
    with pytest.raises(ValueError) as raised:
        make_player(f"{module}:Bot", 1)
    said = str(raised.value)
    first, _, detail = said.partition("(")
    assert "could not be built: its constructor failed" in first and "ValueError" not in first
    assert detail == "ValueError: no config)"


@pytest.mark.parametrize(
    "signature",
    [
        "self, seed",
        "self, s",
        "self, s, /",
        "self, *args",
        "self, *, seed",
        "self, *, s",
        "self, **kw",
    ],
)
def test_a_plug_in_is_given_its_seed_however_its_constructor_takes_it(tmp_path, signature):
    """`__init__(self, s, /)` and `__init__(self, *args)` were given the seed by keyword and
    failed to build; every way of taking one argument now gets the seed."""
    module = tmp_path / f"bot_{abs(hash(signature))}.py"
    module.write_text(
        "class Bot:\n"
        f"    def __init__({signature}):\n"
        "        self.got = [v for v in locals().values() if v is not self]\n"
        "    def decide(self, view, legal):\n"
        "        return legal[0]\n",
        encoding="utf-8",
    )
    bot = make_player(f"{module}:Bot", 7)
    assert 7 in bot.got or (7,) in bot.got or {"seed": 7} in bot.got, bot.got


def test_a_plug_in_that_exits_while_loading_is_named_by_zhuji_sim(tmp_path):
    """sys.exit() in a plug-in's module said only "raised SystemExit: 3 (file:1)"."""
    from zhuji_desktop import sim

    module = tmp_path / "exits.py"
    module.write_text("import sys\nsys.exit(3)\n", encoding="utf-8")
    said = sim.check_player(f"{module}:Bot")
    assert said.startswith(f"player '{module}:Bot' cannot start: ") and "SystemExit" in said


def test_a_data_folder_that_cannot_be_read_is_said_so_and_its_save_left_alone(
    tmp_path, monkeypatch
) -> None:
    """A folder the game may not read (chmod 000) gave ten notes, each of its files "a link
    the game does not write through". A save that is there but cannot be looked at is said
    to be so, in the player's words, and left where it is."""
    from zhuji_desktop import safe_files

    storage.Autosave(tmp_path).save(Match(RuleSet(), 3))
    real_lstat = os.lstat

    def no_entry(path, *args, **kwargs):
        if Path(path).parent == tmp_path:
            raise PermissionError(13, "Permission denied", str(path))
        return real_lstat(path, *args, **kwargs)

    monkeypatch.setattr(os, "lstat", no_entry)
    monkeypatch.setattr(Path, "is_symlink", lambda self: no_entry(self) and False)
    assert not safe_files.escapes_folder(tmp_path / "autosave.json", tmp_path)
    recovery = storage.Autosave(tmp_path).recover()
    assert recovery.match is None and recovery.moved_to is None
    assert recovery.error == "the save cannot be read (no permission)"
    from zhuji_desktop.ui.strings import note_text

    assert note_text(recovery.error) == "存档无法读取（没有权限）"
