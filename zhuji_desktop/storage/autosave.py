"""The match in progress, saved after every step (``Autosave``), and what reading it back
found (``Recovery``).
"""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.inputs import InputError, json_prefix
from ..engine.match import Match, usable_match_id
from ..engine.save import (
    SAVE_LIMITS,
    BrokenReplay,
    NewerSaveError,
    SaveError,
    checkpoint,
    dumps_match,
    parse_save,
    restore_match,
    save_rules,
)
from ..safe_files import (
    CANNOT_READ,
    OS_NOT_THERE,
    REPLACE_ATTEMPTS,
    THE_SAVE,
    UNBOOKED,
    Kept,
    Note,
    describe_os_error,
    error_text,
    keep_aside,
    read_bytes,
    set_aside,
)
from .folder import AUTOSAVE_NAME, KEY_NAME, WriteStatus, atomic_write_text, status_of
from .notes import FILE_UNWRITABLE

log = logging.getLogger(__name__)


@dataclass
class Recovery:
    """What ``Autosave.recover`` found: a match to resume, nothing, or a save set aside."""

    match: Match | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    error: str | None = None  # why the save could not be read
    moved_to: Path | None = None  # where the unreadable save now is (None: left in place)
    newer: bool = False  # the save was made by a newer version (kept for it, not corrupt)
    replayed: str | None = None  # why the save was replayed in full (None: from its checkpoint)
    copied: bool = False  # ``moved_to`` is a copy: the save could not be moved (held open)

    @property
    def salvaged(self) -> bool:
        """The save had a step that could not be replayed, and ``match`` is what came before
        it (the whole file is at ``moved_to``, if it could be moved or copied)."""
        return self.match is not None and self.error is not None

    def kept(self, where: bool = False) -> str:
        """What became of the unreadable save, in English for the self-test's line and the
        notes of a screenshot (``where``: with the path): set aside, copied aside, or left
        in place (which the next autosave writes over)."""
        if self.moved_to is None:
            return "left in place, it could not be moved or copied"
        at = f" as {self.moved_to}" if where else ""
        return f"copied aside{at}, it could not be moved" if self.copied else f"set aside{at}"


SALVAGED = "a step of the save could not be replayed"


def has_save(folder: str | os.PathLike[str] | None) -> bool:
    """Whether ``folder`` holds an autosave to continue. Never raises (for menus)."""
    return folder is not None and Autosave(folder).exists()


class Autosave:
    """The match in progress, in ``<folder>/autosave.json``."""

    def __init__(self, folder: str | os.PathLike[str], status: WriteStatus | None = None) -> None:
        self.folder = Path(folder)
        self.path = self.folder / AUTOSAVE_NAME
        self.status = status if status is not None else status_of(self.folder)
        self._key: bytes | None = None
        self._key_failed = False
        self._sealed: tuple[Match, int, dict[str, Any]] | None = None
        self._kept_readable: dict[tuple[str, int], bool] = {}  # see _kept_save
        self._failing = False  # the last save could not be written

    def save(self, match: Match, meta: dict[str, Any] | None = None) -> None:
        """Write the save atomically. ``meta`` is what the UI wants back (names, seats).
        Raises ``OSError`` if it cannot be written, after telling ``status``. After a save
        that failed, the next is tried once, not for half a second: a save file that cannot
        be replaced (read-only, or held by another program) made every move of a hostile
        tester's game wait that long."""
        text = dumps_match(match, meta, sealed=self._seal(match))
        try:
            atomic_write_text(self.path, text, attempts=1 if self._failing else REPLACE_ATTEMPTS)
        except OSError as e:
            self._failing = True
            reason = Note(FILE_UNWRITABLE, name=AUTOSAVE_NAME, error=describe_os_error(e))
            self.status.failed("autosave", reason)
            raise
        self._failing = False
        self.status.succeeded("autosave")
        self.status.succeeded("folder")  # it can be written after all

    def _seal(self, match: Match) -> dict[str, Any] | None:
        """The checkpoint of ``match``'s finished hands, sealed once per finished hand."""
        key = self.key(create=True)
        if key is None:
            return None
        cached = self._sealed
        if cached is None or cached[0] is not match or cached[1] != len(match.records):
            cached = self._sealed = (match, len(match.records), checkpoint(match, key))
        return cached[2]

    def key(self, create: bool = False) -> bytes | None:
        """This folder's checkpoint key; None if there is none (a save then carries no
        checkpoint and is replayed in full). ``create``: make one if there is none (only
        saving does: reading a folder writes nothing in it)."""
        if self._key is None:
            self._key = self._read_key()
        if self._key is None and create and not self._key_failed:
            self._key = self._new_key()
            self._key_failed = self._key is None  # try once, not on every step
        return self._key

    def _read_key(self) -> bytes | None:
        try:
            text = read_bytes(self.folder / KEY_NAME, 256, KEY_NAME).decode("ascii").strip()
            key = bytes.fromhex(text)
        except (OSError, InputError, ValueError):
            return None
        return key if len(key) >= 16 else None

    def _new_key(self) -> bytes | None:
        key = secrets.token_bytes(32)
        # a key file that could not be read is kept beside the new one, not overwritten: it
        # may be the only thing that still vouches for a long match's checkpoint
        # (moved, never copied: a copy of a sparse 200 MB key filled the disk for real)
        path = self.folder / KEY_NAME
        if os.path.lexists(path):
            try:
                set_aside(path, "not a checkpoint key")
            except OSError as e:  # (held open elsewhere): kept as it is, and no key now
                log.warning("no checkpoint key (%s could not be moved: %s)", KEY_NAME, e)
                return None
        try:
            atomic_write_text(self.folder / KEY_NAME, key.hex() + "\n")
        except OSError as e:
            log.warning("no checkpoint key (%s): long matches will resume slowly", e)
            return None
        return key

    def exists(self) -> bool:
        """Whether there is a save file (or a kept one this version can take back). Never
        raises (a folder that cannot be read has none that can be continued)."""
        try:
            return self.path.is_file() or self._kept_save() is not None
        except OSError:
            return False

    def _kept_save(self) -> Path | None:
        """The newest ``autosave.newer-*.json`` that this version can read, if there is no
        autosave: a save that an older version kept for this one. Only regular files count
        (never a link). Never raises; each file is read once while it is unchanged."""
        if os.path.lexists(self.path):
            return None
        for mtime, path in reversed(self._kept_files("newer")):  # the newest first
            key = (path.name, mtime)
            if key not in self._kept_readable:
                self._kept_readable[key] = self._readable(path)
            if self._kept_readable[key]:
                return path
        return None

    def _kept_files(self, label: str) -> list[tuple[int, Path]]:
        """The saves kept as ``autosave.<label>-*.json`` with their times, oldest first:
        regular files only (never a link). Never raises (none if the folder cannot be
        read)."""
        found: list[tuple[int, Path]] = []
        try:
            for path in self.folder.glob(f"{self.path.stem}.{label}-*{self.path.suffix}"):
                info = path.lstat()
                if stat.S_ISREG(info.st_mode):
                    found.append((info.st_mtime_ns, path))
        except OSError:
            return []
        return sorted(found)

    def _readable(self, path: Path) -> bool:
        """Whether this version reads the format and the rules of the save ``path``."""
        try:
            save_rules(self._parse(path))
        except (OSError, SaveError):
            return False
        return True

    def _take_back_kept(self) -> None:
        """Make a kept save this version can read the autosave again (see ``_kept_save``)."""
        kept = self._kept_save()
        if kept is None:
            return
        try:
            os.replace(kept, self.path)
        except OSError as e:
            log.warning("the kept save %s could not be taken back: %s", kept.name, e)
            return
        log.info("took back %s, kept by an older version, as %s", kept.name, self.path.name)

    def load(self) -> Match:
        """The saved match. Raises ``SaveError`` saying what is wrong."""
        return self._load()[0]

    def load_meta(self) -> dict[str, Any]:
        """The ``meta`` stored with the save ({} if there is none). Raises ``SaveError``."""
        meta = self._parse().get("meta", {})
        return meta if isinstance(meta, dict) else {}

    def _parse(self, path: Path | None = None) -> dict[str, Any]:
        """The parsed save (``path``: another save file than the autosave). Raises
        ``SaveError``."""
        try:
            data = read_bytes(path or self.path, SAVE_LIMITS.max_bytes, Note(THE_SAVE))
        except FileNotFoundError:
            none = Note(CANNOT_READ, what=Note(THE_SAVE), error=Note(OS_NOT_THERE))
            raise SaveError(none) from None
        except InputError as e:
            raise SaveError(error_text(e)) from None
        return parse_save(data)

    def _load(self) -> tuple[Match, dict[str, Any], str | None, bool]:
        """The match, its meta, why it was replayed in full and whether the save named it."""
        data = self._parse()
        meta = data.get("meta", {})
        meta = meta if isinstance(meta, dict) else {}
        named = usable_match_id(data.get("id")) is not None
        try:
            match, replayed = restore_match(data, self.key())
        except BrokenReplay as e:
            e.meta = meta
            raise
        return match, meta, replayed, named

    def _from_damaged(self) -> BrokenReplay | None:
        """The match in a save that is not whole JSON (cut short, a bad byte), as far as
        its text can be read (``json_prefix``) and replayed; None if nothing of it can be
        continued, or if its JSON was whole (its trouble lies elsewhere)."""
        try:
            raw = read_bytes(self.path, SAVE_LIMITS.max_bytes, Note(THE_SAVE))
            parse_save(raw)
        except (OSError, InputError):
            return None
        except SaveError:
            text = json_prefix(raw, SAVE_LIMITS)
        else:
            return None
        if text is None:
            return None
        try:
            data = parse_save(text)
            match, _replayed = restore_match(data, self.key())
            kept = BrokenReplay("the save was cut short", match)
        except BrokenReplay as e:
            kept = e
        except SaveError:  # its header did not survive
            return None
        except Exception:  # whatever a hostile file provokes, the game must start
            log.exception("what was left of the damaged autosave could not be read")
            return None
        meta = data.get("meta")
        kept.meta = meta if isinstance(meta, dict) else {}
        return kept if _worth_keeping(kept.match) else None

    def set_aside(self, reason: str, label: str = "corrupt") -> Kept:
        """Move the save to ``autosave.<label>-<timestamp>.json`` (where it cannot be moved,
        copy it there: ``Kept.copied``) and return where it is kept, so the game can start
        afresh and tell the user where the old save went. Raises ``OSError`` if it could be
        neither moved nor copied."""
        return keep_aside(self.path, reason, label)

    def saved_id(self) -> object:
        """The ``id`` the save holds; None if there is no save (nor a regular file where
        it should be), "" if it cannot be read (a save not known to be this match's). Never
        raises."""
        try:
            if not stat.S_ISREG(self.path.lstat().st_mode):
                return None
        except OSError:
            return None
        try:
            return self._parse().get("id", "")
        except (OSError, SaveError):
            return ""

    def keep_unbooked(self, label: str = UNBOOKED) -> Kept:
        """Keep the save of another match than the one about to be saved as
        ``autosave.unbooked-<timestamp>.json``, so that the new match's save does not
        replace it: the next start books its finished hands (``unbooked``) and removes it.
        A save that cannot be read is kept under ``label`` ``corrupt`` instead. Raises
        ``OSError`` if it could be neither moved nor copied (``FileNotFoundError``: there is
        none), after telling ``status``."""
        try:
            return keep_aside(self.path, "another match is saved now", label)
        except FileNotFoundError:
            raise
        except OSError as e:
            reason = Note(FILE_UNWRITABLE, name=AUTOSAVE_NAME, error=describe_os_error(e))
            self.status.failed("autosave", reason)
            raise

    def unbooked(self) -> list[tuple[Path, Match, dict[str, Any]]]:
        """The saves kept by ``keep_unbooked`` (regular files only, oldest first), each
        that can be read with its match and meta. One that cannot be read now is left where
        it is (logged): a newer version's, or one the system would not let us read. One that
        is damaged, or names no match (its hands would be booked under a new id each start,
        twice over), is set aside as ``corrupt`` (all its bytes kept): it was read again, all
        50 MB of it, at every start. Never raises."""
        out = []
        for _mtime, path in self._kept_files(UNBOOKED):
            try:
                data = self._parse(path)
                if usable_match_id(data.get("id")) is None:
                    raise SaveError("it names no match")
                match, _replayed = restore_match(data, self.key())
            except (OSError, NewerSaveError) as e:
                log.warning("the kept save %s cannot be read (%s); left as it is", path.name, e)
                continue
            except Exception as e:  # damaged, or whatever a hostile file provokes
                if not isinstance(e, SaveError):
                    log.exception("the kept save %s cannot be read", path.name)
                self._set_kept_aside(path, e)
                continue
            meta = data.get("meta")
            out.append((path, match, meta if isinstance(meta, dict) else {}))
        return out

    def _set_kept_aside(self, path: Path, error: Exception) -> None:
        """Move a kept save that cannot be booked to ``autosave.corrupt-<timestamp>.json``
        (a name no start reads: under its own, ``autosave.unbooked-….corrupt-….json``, the
        next start would have found it among the kept saves again)."""
        try:
            set_aside(path, f"a kept save that cannot be booked: {error}", named_as=self.path)
        except OSError as e:
            log.warning("the kept save %s cannot be read (%s) nor moved (%s)", path.name, error, e)

    def clear(self) -> None:
        """Remove the save (the match has finished)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

    def recover(self) -> Recovery:
        """Load the save if there is one; if it cannot be loaded, set it aside. Never raises:
        the result says what happened, for the UI to tell the user. A save from a newer
        version is kept as ``autosave.newer-<timestamp>.json``; a version that reads it takes
        it back when there is no other match to continue."""
        self._take_back_kept()
        try:
            os.lstat(self.path)
        except FileNotFoundError:
            return Recovery()
        except OSError as e:
            try:
                os.listdir(self.folder)
            except OSError:  # the folder is shut (no save can be known): "saving is off"
                return Recovery()  # says so, the folder being unwritable as well
            # the save is there and cannot be looked at: say so, and leave it where it is
            # (not "no save": a new match there would seem to have lost it)
            unread = Note(CANNOT_READ, what=Note(THE_SAVE), error=describe_os_error(e))
            return Recovery(error=unread)
        newer, kept = False, None
        try:
            match, meta, replayed, named = self._load()
            if not named:  # given a new id: saved under it at once, so that the next
                # save knows the file for this match's, not another's to keep aside
                with contextlib.suppress(OSError):
                    self.save(match, meta)
            return Recovery(match=match, meta=meta, replayed=replayed)
        except BrokenReplay as e:
            error, kept = error_text(e), e if _worth_keeping(e.match) else None
        except SaveError as e:
            error, newer = error_text(e), isinstance(e, NewerSaveError)
            kept = None if newer else self._from_damaged()
        except Exception as e:  # whatever a hostile file provokes, the game must start
            log.exception("the autosave could not be loaded")
            error = f"{type(e).__name__}: {e}"
        moved: Path | None = None
        copied = False
        try:  # (a save held open by another program is copied: the new match's writes it over)
            moved, copied = self.set_aside(error, "newer" if newer else "corrupt")
        except OSError as e:  # cannot even copy it: leave it, but still start afresh
            log.warning("the unreadable autosave could be neither moved nor copied: %s", e)
        if kept is None:
            return Recovery(error=error, moved_to=moved, newer=newer, copied=copied)
        # what could be replayed is the match now (the whole file was kept above): saved at
        # once, so that a crash before the next step does not lose it as well
        if moved is not None:
            with contextlib.suppress(OSError):
                self.save(kept.match, kept.meta)
        return Recovery(kept.match, kept.meta, error, moved, replayed=SALVAGED, copied=copied)


def _worth_keeping(match: Match) -> bool:
    """Whether a match cut short by a damaged step has anything in it to continue."""
    return not match.finished and bool(match.records or match.state.actions)
