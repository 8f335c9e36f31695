"""What a hostile-file sweep found (damaged saves, settings, history), now held.

The rule: bad input gets a clear error and loses nothing. The sweep (some 700 runs of
``--self-test``, ``--resume --screenshot`` and an in-process interactive start with the
history and replay tools opened, over every file of a data folder damaged in every way it
could think of) found no traceback and no crash; it found the three cases below, which once
lost hands, resumed a damaged save silently, or wrote over a damaged file without a copy.
"""

from __future__ import annotations

import errno
import json
import os
import random
from pathlib import Path

import pytest

from tests.engine.test_match_save import play_random
from zhuji_desktop import app, history
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.state import random_move
from zhuji_desktop.history import load_history
from zhuji_desktop.storage import Autosave
from zhuji_desktop.ui.model.session import Session
from zhuji_desktop.ui.model.settings import SettingsStore, WindowPlace, default_seats

META = {
    "seats": [{"kind": "human", "name": ""}] + [{"kind": "normal", "name": ""}] * 3,
    "shown": 0,
}


def refuse(*_args, **_kwargs):
    """A history file that cannot be appended to (read-only)."""
    raise PermissionError(errno.EACCES, "Permission denied")


def play_saving(session: Session, seats, save_booked: bool = False) -> Match:
    """A 2-hand match played to its end as the game plays it: a save after each step, a
    record per hand (``save_booked``: a save after each hand is booked too), then
    ``finish``."""
    match = Match(RuleSet(match_hands=2), seed=11)
    rng = random.Random(1)
    while not match.finished:
        while not match.hand_over():
            match.apply(random_move(match.state, rng))
            session.save(match, seats, 0)
        session.record(match, match.next_hand(), seats)
        if save_booked:
            session.save(match, seats, 0)
    session.finish()
    return match


def files_holding(folder: Path, data: bytes) -> list[str]:
    return [f.name for f in folder.iterdir() if f.is_file() and f.read_bytes() == data]


# --- 1. finished hands the history could not take -------------------------------------------


def test_hands_the_history_could_not_take_survive_the_next_match(tmp_path, monkeypatch):
    """The history cannot be written (a read-only history.jsonl; here its appends fail with
    EACCES) while the autosave can. The finished hands wait in ``History.pending`` and
    ``Session.finish`` keeps the finished match's autosave for them. The player starts the
    next match in the same session: its first save once replaced the finished match's, and
    the hands were lost at exit. Now the finished match's save is kept aside first, and the
    next start books all its hands (its last one too) and removes it."""

    monkeypatch.setattr(history, "append_record", refuse)
    seats = default_seats()
    session = Session(tmp_path)
    play_saving(session, seats, save_booked=True)
    assert len(session.history.pending) == 2 and (tmp_path / "autosave.json").exists()

    session.save(Match(RuleSet(), seed=5), seats, 0)  # the next match's first step
    monkeypatch.undo()  # the history can be written again; the program is started anew
    app.recover_folder(tmp_path)

    booked = load_history(tmp_path / "history.jsonl").records
    assert len(booked) == 2, f"the finished match's 2 hands: the history has {len(booked)}"
    assert not list(tmp_path.glob("autosave.unbooked-*.json"))  # booked, so removed
    assert Autosave(tmp_path).load().seed == 5  # the next match's save is untouched
    app.recover_folder(tmp_path)  # and a later start books nothing twice
    assert len(load_history(tmp_path / "history.jsonl").records) == 2


# --- 2. a save that contradicts itself is resumed silently as a new match --------------------


def test_a_save_whose_actions_were_emptied_is_not_silently_resumed_at_hand_one(tmp_path):
    """A save of a match at hand 4 (its sealed checkpoint vouches for 3 finished hands, its
    ``seeds`` list has 4) whose ``actions`` became ``[]`` once loaded without a word as a
    new match at hand 1, and the first move wrote over it. A save holds one list of actions
    per wall seed: fewer is damage, said, and the file is kept aside."""
    match = Match(RuleSet(), seed=7)
    play_random(match, random.Random(7), 3)
    assert len(match.records) == 3
    Autosave(tmp_path).save(match, META)
    path = tmp_path / "autosave.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["checkpoint"]["hands"] == 3 and len(data["seeds"]) == 4
    data["actions"] = []
    path.write_text(json.dumps(data), encoding="utf-8")

    recovery = Autosave(tmp_path).recover()
    assert recovery.error is not None and "walls of 4 hands" in recovery.error
    assert recovery.match is None  # nothing of it to continue: a new match, told why
    assert recovery.moved_to is not None and json.loads(recovery.moved_to.read_text()) == data


# --- 3. a settings file of no keys is replaced without a word ---------------------------------


@pytest.mark.parametrize(
    "content",
    [b"[1,2,3]\n", b"[" * 100 + b"]" * 100 + b"\n"],
    ids=["json-list", "deep-brackets"],
)
def test_a_settings_file_qt_reads_as_empty_is_not_replaced_silently(tmp_path, content):
    """Damage Qt reads without an error but as no keys (a JSON list, brackets) was once not
    seen as damage: the first close of the window (``save_place``) wrote the file anew
    without a note or a copy. Now it is damage like any other: said, and copied aside
    before the settings are written over it."""
    path = tmp_path / "settings.ini"
    path.write_bytes(content)
    store = SettingsStore.open_file(path)
    store.load()
    store.save_place(WindowPlace(b"\x01\xd9\xd0\xcb", 300))  # what closing the window does
    assert store.problems and files_holding(tmp_path, content)
    store.save(store.load())  # the settings written: the damaged file is kept as a copy
    assert files_holding(tmp_path, content) != ["settings.ini"]
    assert any(n.startswith("settings.corrupt-") for n in files_holding(tmp_path, content))


@pytest.mark.parametrize(
    "content",
    [b"", b"\n\n", b"[General]\n", b"; a note\n[window]\n", b"\xef\xbb\xbf[General]\n",
     b"[%General]\n", b"[ General ]\r\n"],
)  # fmt: skip
def test_a_settings_file_of_no_keys_but_nothing_wrong_is_not_called_damaged(tmp_path, content):
    path = tmp_path / "settings.ini"
    path.write_bytes(content)
    store = SettingsStore.open_file(path)
    store.load()
    assert not store.problems


def test_a_finished_match_saved_at_its_last_result_keeps_every_hand(tmp_path, monkeypatch):
    """As the game saves: after every step, not after the last hand is booked (the save
    then stands at the last hand's result). A new match comes first, in this session or
    after the next start when the player does not go on; the next start books all hands."""

    monkeypatch.setattr(history, "append_record", refuse)
    seats = default_seats()
    played = len(play_saving(Session(tmp_path), seats).records)

    # the next start, the history still unwritable: the match is offered at its result
    recovery = app.recover_folder(tmp_path)
    assert recovery.match is not None and recovery.match.hand_over()
    again = Session(tmp_path)
    again.save(recovery.match, seats, 0)  # going on from it keeps its save where it is
    assert not list(tmp_path.glob("autosave.unbooked-*.json"))
    again.save(Match(RuleSet(), seed=5), seats, 0)  # the player started a new match instead
    assert len(list(tmp_path.glob("autosave.unbooked-*.json"))) == 1

    monkeypatch.undo()  # the history can be written again
    app.recover_folder(tmp_path)
    assert len(load_history(tmp_path / "history.jsonl").records) == played
    assert not list(tmp_path.glob("autosave.unbooked-*.json"))


@pytest.mark.parametrize("damage", ["no id", "garbage", "newer"])
def test_a_kept_save_that_cannot_be_booked_is_set_aside_once(tmp_path, damage):
    """Restored, a save with no id gets a new one each time: its hands would go into the
    history again at every start. Such a kept save, or a damaged one, is set aside as
    corrupt (all its bytes kept), not read again at every start (a tester's 50 MB one was);
    a newer version's is left for that version. Nothing is booked."""
    match = Match(RuleSet(), seed=7)
    play_random(match, random.Random(7), 2)
    Autosave(tmp_path).save(match, META)
    data = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    if damage == "no id":
        del data["id"]
    elif damage == "newer":
        data["version"] = 99
    kept = tmp_path / "autosave.unbooked-20260101-000000.json"
    body = b"\x00garbage" * 100 if damage == "garbage" else json.dumps(data).encode()
    kept.write_bytes(body)
    (tmp_path / "autosave.json").unlink()
    for _ in range(2):
        app.recover_folder(tmp_path)
        assert kept.exists() == (damage == "newer")
        aside = list(tmp_path.glob("autosave.corrupt-*.json"))  # not read as kept again
        assert [p.read_bytes() for p in aside] == ([] if damage == "newer" else [body])
        assert (
            not (tmp_path / "history.jsonl").exists()
            or not load_history(tmp_path / "history.jsonl").records
        )


def _three_hands_booked_and_a_fourth_begun(folder: Path) -> Match:
    session = Session(folder)
    seats = default_seats()
    match = Match(RuleSet(match_hands=8), seed=5)
    rng = random.Random(5)
    for _ in range(3):
        while not match.hand_over():
            match.apply(random_move(match.state, rng))
        session.record(match, match.next_hand(), seats)
    for _ in range(20):
        match.apply(random_move(match.state, rng))
    session.save(match, seats, 0)
    assert len(load_history(folder / "history.jsonl").records) == 3
    return match


@pytest.mark.parametrize("cut", [0.5, 0.8, 0.95])
def test_a_save_cut_short_books_none_of_its_hands_twice(tmp_path, cut):
    """A tester cut the autosave in half: its id and meta came after the actions, so the
    salvaged match had a new id and default names, and its three finished hands went into
    the history again. The id and meta now come first and survive the cut."""
    _three_hands_booked_and_a_fourth_begun(tmp_path)
    path = tmp_path / "autosave.json"
    text = path.read_bytes()
    path.write_bytes(text[: int(len(text) * cut)])
    recovery = app.recover_folder(tmp_path)
    assert recovery.salvaged and recovery.match is not None
    # its id, unless the cut took hands the history holds: it then goes on as a match of
    # its own (test_a_save_behind_the_history_goes_on_as_a_match_of_its_own)
    behind = len(recovery.match.records) < 3
    assert (recovery.match.id == json.loads(text)["id"]) is not behind
    assert recovery.meta == json.loads(text)["meta"]
    records = load_history(tmp_path / "history.jsonl").records
    assert len(records) == 3 and len({r.hand_id for r in records}) == 3


def test_a_match_saved_at_a_result_goes_on_under_its_own_id(tmp_path):
    """The game books a hand as it ends and saves the table at its result, before 下一局:
    a match closed there and resumed was taken for one behind the history (a reviewer's
    history read old/0, old/1, old/2, new/2)."""
    folder = tmp_path
    match = _three_hands_booked_and_a_fourth_begun(folder)
    seats, rng = default_seats(), random.Random(4)
    session = Session(folder)
    while not match.hand_over():
        match.apply(random_move(match.state, rng))
    session.record(match, match.ended_hand(), seats)  # as the hand ends
    session.save(match, seats, 0)  # the table at the result
    recovery = app.recover_folder(folder)
    assert recovery.match is not None and recovery.match.hand_over()
    assert recovery.match.id == match.id
    resumed = recovery.match
    resumed.next_hand()  # 下一局: booked already, so not again
    session = Session(folder)
    session.save(resumed, seats, 0)
    records = load_history(folder / "history.jsonl").records
    assert [r.hand_id for r in records] == [f"{match.id}/{i}" for i in range(4)]


@pytest.mark.parametrize("how", ["cut", "older copy"])
def test_a_save_behind_the_history_goes_on_as_a_match_of_its_own(tmp_path, how):
    """A tester cut the autosave of a match whose hands 1 to 6 were booked: it resumed at
    hand 3 under its old id, and the hands played again hid hands 3 to 6 in the history
    (it keeps the last line of each hand). An older copy of the save put back did the same.
    Such a match now goes on under a new id; the history keeps every hand it had."""
    folder = tmp_path
    match = _three_hands_booked_and_a_fourth_begun(folder)
    path = folder / "autosave.json"
    early = path.read_bytes()
    seats, rng = default_seats(), random.Random(9)
    session = Session(folder)
    while not match.hand_over():
        match.apply(random_move(match.state, rng))
    session.record(match, match.next_hand(), seats)  # hand 4 booked
    session.save(match, seats, 0)
    booked = load_history(folder / "history.jsonl").records
    assert len(booked) == 4
    if how == "cut":
        text = path.read_bytes()
        path.write_bytes(text[: int(len(text) * 0.5)])
    else:
        path.write_bytes(early)
    recovery = app.recover_folder(folder)
    resumed = recovery.match
    assert resumed is not None and len(resumed.records) < 4
    assert resumed.id != match.id
    assert json.loads(path.read_text(encoding="utf-8"))["id"] == resumed.id  # saved so at once
    while not resumed.hand_over():
        resumed.apply(random_move(resumed.state, rng))
    session = Session(folder)
    session.record(resumed, resumed.next_hand(), seats)
    session.save(resumed, seats, 0)  # as the game saves at every step
    assert not list(folder.glob("autosave.unbooked-*"))  # its own save, not another's
    loaded = load_history(folder / "history.jsonl")
    assert loaded.duplicates == 0 and loaded.records[:4] == booked
    assert len(loaded.records) == 5
    # a save level with the history goes on as it was
    again = app.recover_folder(folder)
    assert again.match is not None and again.match.id == resumed.id


def _hands_in_history(folder: Path) -> int:
    return len(load_history(folder / "history.jsonl").records)


@pytest.mark.parametrize("bad_id", [None, 12345, "../../etc/passwd", "x" * 100_000])
def test_a_save_whose_id_is_lost_books_none_of_its_hands(tmp_path, bad_id):
    """Restored, such a save's match has a new id: its hands cannot be told from those in
    the history (a tester's history counted them twice), so none is booked."""
    _three_hands_booked_and_a_fourth_begun(tmp_path)
    path = tmp_path / "autosave.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    if bad_id is None:
        del data["id"]
    else:
        data["id"] = bad_id
    path.write_text(json.dumps(data), encoding="utf-8")
    recovery = app.recover_folder(tmp_path)
    assert recovery.match is not None and len(recovery.match.records) == 3
    assert _hands_in_history(tmp_path) == 3
    # nor at the next start (the save is now under the new id), nor after play goes on
    assert json.loads(path.read_text(encoding="utf-8"))["id"] == recovery.match.id
    again = app.recover_folder(tmp_path)
    assert again.match is not None and again.match.id == recovery.match.id
    assert _hands_in_history(tmp_path) == 3
    session = Session(tmp_path)
    session.save(again.match, default_seats(), 0)
    assert not list(tmp_path.glob("autosave.unbooked-*"))  # its own save, not another's
    app.recover_folder(tmp_path)
    assert _hands_in_history(tmp_path) == 3


def test_a_save_cut_short_before_its_id_books_none_of_its_hands_twice(tmp_path):
    """A save written before the id came first (or cut that early) is salvaged under a new
    id: its hands, in the history under the old one, are known by what they were."""
    match = _three_hands_booked_and_a_fourth_begun(tmp_path)
    path = tmp_path / "autosave.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    old_order = {k: data[k] for k in ("version", "rules", "seed", "seeds", "actions")}
    old_order |= {k: data[k] for k in ("id", "meta")}
    text = json.dumps(old_order).encode()
    path.write_bytes(text[: text.index(b'"id"') - 40])  # cut among the last actions
    for _ in range(2):
        recovery = app.recover_folder(tmp_path)
        assert recovery.match is not None and recovery.match.id != match.id
        assert _hands_in_history(tmp_path) == 3


def test_a_match_set_aside_is_never_booked_twice_however_far_back_its_hands_are(tmp_path):
    """A hostile tester played a hand of match A, started match B instead of going on (A's
    save set aside as unbooked), played B on, and started again: A's hand went into the
    history a second time, dated then and after all of B's, because only the history's last
    few kilobytes were searched for it. Hands under the match's id are now found anywhere."""
    seats = default_seats()
    session = Session(tmp_path)
    first = Match(RuleSet(), seed=7)
    rng = random.Random(7)
    while not first.hand_over():
        first.apply(random_move(first.state, rng))
        session.save(first, seats, 0)
    session.record(first, first.next_hand(), seats)
    session.save(first, seats, 0)
    second = Match(RuleSet(match_hands=8), seed=9)  # a new match: the first is kept aside
    session.save(second, seats, 0)
    assert len(list(tmp_path.glob("autosave.unbooked-*.json"))) == 1
    while not second.finished:
        while not second.hand_over():
            second.apply(random_move(second.state, rng))
        session.record(second, second.next_hand(), seats)
    path = tmp_path / "history.jsonl"
    before = path.read_bytes()
    assert len(before) > 8_000 * len(first.records)  # the first match's hand is far back
    app.recover_folder(tmp_path)  # the next start books the kept match's missing hands
    assert path.read_bytes() == before  # none: its hand is in already
    assert not list(tmp_path.glob("autosave.unbooked-*.json"))
    assert load_history(path).duplicates == 0


def test_a_damaged_save_that_cannot_be_moved_is_copied_once_not_at_every_start(
    tmp_path, monkeypatch
):
    """A hostile tester made a damaged autosave.json unmovable (chattr +i; on Windows, a
    file another program holds): each start copied it twice, as corrupt and then as another
    match's save, 5 MB more a start. Its bytes are now kept once, as corrupt."""
    from zhuji_desktop import safe_files

    naps: list[float] = []
    monkeypatch.setattr(safe_files.time, "sleep", naps.append)
    save = tmp_path / "autosave.json"
    real_replace = os.replace

    def replace(src, dst):  # neither moved away nor written over
        if save in (Path(src), Path(dst)):
            raise PermissionError(1, "Operation not permitted")
        return real_replace(src, dst)

    monkeypatch.setattr(safe_files.os, "replace", replace)
    body = b"\x00damaged" * 5000
    save.write_bytes(body)
    for start in range(3):
        recovery = app.recover_folder(tmp_path)
        assert recovery.match is None
        session = Session(tmp_path)
        session.save(Match(RuleSet(), seed=start + 1), default_seats(), 0)  # a new match
        kept = sorted(tmp_path.glob("autosave.*-*.json"))
        assert [p.name.split("-")[0] for p in kept] == ["autosave.corrupt"], kept
        assert kept[0].read_bytes() == body and save.read_bytes() == body
