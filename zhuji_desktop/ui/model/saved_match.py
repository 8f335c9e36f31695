"""A save opened in the replay viewer: its finished hands and the hand in play.

A save is the rule set, the seeds and the actions (``engine.save``), so a save is also a
replay; opened in the viewer it said "no hands in the file". ``open_any(path)`` reads a save
as the hands of its match (each finished hand as the history would record it, then the hand
in play as far as it went, unless a person plays in the match: see ``open_save``) and any
other file as ``replay.open_replay`` does. Never raises.
The players are named as the save's seats say (``ui.model.session``), so this needs the UI's
model and lives here, not in ``replay``. No Qt: the viewer runs it off the window's thread.
"""

from __future__ import annotations

import logging
import os
import re
import stat
from pathlib import Path
from typing import BinaryIO

from ...engine.inputs import InputError
from ...engine.match import Match
from ...engine.save import SAVE_LIMITS, BrokenReplay, SaveError, parse_save, restore_match
from ...history import HistoryRecord
from ...replay import ReplayFile, ReplayHand, open_replay, seat_names
from ...safe_files import error_text, read_bytes
from ...storage import Autosave
from .session import player_infos, seats_from_meta
from .settings import SeatSetting

log = logging.getLogger(__name__)

HEAD_BYTES = 4096  # a save names its seeds within this (after the version and the rules)
# A save's seeds, or its actions hand by hand (first when its keys are sorted); a history
# line has "seed" and "match_seed", never "seeds", and a log's "actions" are one hand's.
VERSION_KEY = re.compile(rb'"version"\s*:')
SAVE_MARK = re.compile(rb'"seeds"\s*:\s*\[|^\{\s*"actions"\s*:\s*\[\s*\[')


def open_any(path: str | os.PathLike[str], last_bytes: int | None = None) -> ReplayFile:
    """A save's hands (``open_save``), else ``open_replay(path, last_bytes)``."""
    saved = open_save(path)
    return saved if saved is not None else open_replay(path, last_bytes)


def is_save(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` looks like a save (never raises; a file that cannot be read is not,
    nor anything but a regular file: opening a named pipe waits for a writer, for ever)."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return False
        with open(path, "rb") as f:
            head = _head(f)
    except OSError:
        return False
    return looks_like_a_save(head)


def _head(f: BinaryIO) -> bytes:
    """The first ``HEAD_BYTES`` of ``f`` after its byte-order mark and any white space (a
    save the game resumed, with 5 KB of blank lines before it, was not one to the viewer),
    reading no further into white space than a save may be long."""
    text = f.read(HEAD_BYTES).removeprefix(b"\xef\xbb\xbf").lstrip()
    skipped = 0
    while not text and skipped < SAVE_LIMITS.max_bytes:
        chunk = f.read(HEAD_BYTES)
        if not chunk:
            break
        skipped += len(chunk)
        text = chunk.lstrip()
    return text + f.read(HEAD_BYTES - len(text))


def looks_like_a_save(head: bytes) -> bool:
    r"""Whether a file starting with ``head`` is a save: a JSON object naming its seeds
    (or its actions, sorted first) early, or one written over several lines with its
    version (a log's and a history's lines are whole objects). A save the game itself
    resumes, with a byte-order mark, indented or with other spacing, was refused by the
    viewer.

    >>> looks_like_a_save(b'\xef\xbb\xbf{"version": 1, "rules": {}, "seeds":[1]}')
    True
    >>> looks_like_a_save(b'{\n  "version": 1,'), looks_like_a_save(b'{"type": "hand"}\n')
    (True, False)
    >>> looks_like_a_save(b'{\n  "name": "not a save"\n}')
    False
    >>> looks_like_a_save(b'{"version": 1, "seed": 5, "match_seed": 5}\n')
    False
    >>> looks_like_a_save(b'{"actions": [["E pass"'), looks_like_a_save(b'{"actions": ["E pass"')
    (True, False)
    """
    text = head.removeprefix(b"\xef\xbb\xbf").lstrip()
    if not text.startswith(b"{"):
        return False
    if SAVE_MARK.search(text):
        return True
    return text.split(b"\n", 1)[0].strip() == b"{" and VERSION_KEY.search(text) is not None


def open_save(path: str | os.PathLike[str]) -> ReplayFile | None:
    """The hands of the save at ``path``; None if it is no save. A save that stops replaying
    part-way gives the hands before the damage, and says where it stopped."""
    if not is_save(path):
        return None
    error = None
    try:
        data = parse_save(read_bytes(path, SAVE_LIMITS.max_bytes, Path(path).name))
        # from its checkpoint if its folder's key seals it, else replayed in full (slow for
        # a long match: the viewer reads a save off the window's thread)
        match, _why = restore_match(data, Autosave(Path(path).parent).key())
    except BrokenReplay as e:
        match, error = e.match, str(e)
    except (SaveError, InputError, OSError) as e:
        return ReplayFile(error=error_text(e))
    except Exception as e:  # whatever a hostile file provokes, the viewer must go on
        log.exception("the save %s could not be read for a replay", path)
        return ReplayFile(error=f"{type(e).__name__}: {e}")
    meta = data.get("meta")
    seats = seats_from_meta(meta if isinstance(meta, dict) else {})
    # the hand in play of a match a person plays: the replay shows every hand face up, so
    # opening the autosave showed the others' tiles (in hot-seat it undid the curtain; a
    # solo tester saw the computers' hands and draws in one click); its finished hands are
    # shown, as the history shows them. A match of computers alone hides nothing from anyone.
    in_play = bool(match.state.actions) and not match.finished
    held_back = in_play and any(s.kind == "human" for s in seats)
    hands = _hands(match, seats, in_play and not held_back)
    return ReplayFile(hands=hands, error=error, held_back=held_back)


def _hands(match: Match, seats: tuple[SeatSetting, ...], in_play: bool) -> list[ReplayHand]:
    """The match's finished hands, and with ``in_play`` the hand in play as far as it went."""
    players = player_infos(seats)
    hands = []
    for hand in match.records:
        record = HistoryRecord.from_hand(hand, match.rules, players, match.seed, None, match.id)
        hands.append(ReplayHand(hand.index + 1, seat_names(record), record=record))
    state = match.state
    if in_play:
        names = [players[match.player_at(s)].name for s in range(4)]
        events = [e.to_dict() for e in state.events]
        hands.append(ReplayHand(len(match.records) + 1, names, events=events))
    return hands
