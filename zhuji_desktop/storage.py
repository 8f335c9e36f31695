"""Where the program keeps its files, and how it writes them safely.

* ``data_dir``: the folder for the autosave, the history and the log (``--data-dir`` wins;
  else Qt's per-user application data folder).
* ``atomic_write_text``: a file is either the old one or the new one, never half written.
* ``Autosave``: the match in progress, saved after every step; a save that cannot be read is
  set aside under a new name so the program starts anyway, and one from a newer version is
  kept as ``autosave.newer-<timestamp>.json``, for a version that can read it to take back
  when there is no match to continue. ``has_save`` never raises.
* ``WriteStatus``: whether the data folder can be written, and why not, as one value for the
  UI to show ("saving is off: <reason>"), told to listeners once per change.
* ``hold_folder``: one program at a time in a folder; a second one plays without saving
  (two writing one autosave in turn would lose a match).
* ``prepare_folder``: at start, remove temporary files left by a write that was cut short,
  set aside a folder or pipe where a file should be, move aside links out of the folder,
  and find out whether the folder can be written.
* ``setup_logging``: a rotating ``zhuji.log`` in the data folder.

Reading goes through ``safe_files`` (files) and ``engine.inputs`` (JSON), like every reader.

No Qt at module level: the command-line tools and tests use this too, and a machine whose Qt
is broken should still get its data folder and its log.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import logging.handlers
import os
import secrets
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .engine.inputs import InputError, json_prefix
from .engine.match import Match, usable_match_id
from .engine.save import (
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
from .safe_files import (  # UNBOOKED: a finished match's save kept for its hands (keep_unbooked)
    CANNOT_READ,
    OS_NOT_THERE,
    REPLACE_ATTEMPTS,
    THE_SAVE,
    UNBOOKED,
    Kept,
    Note,
    clean_temp_files,
    describe_os_error,
    detach_link,
    error_text,
    keep_aside,
    read_bytes,
    replace_retrying,
    same_file_as,
    set_aside,
)

log = logging.getLogger(__name__)

ORGANISATION = "Zhuji"
APPLICATION = "ZhujiMahjong"
AUTOSAVE_NAME = "autosave.json"
HISTORY_NAME = "history.jsonl"
KEY_NAME = "autosave.key"  # seals the autosave's checkpoint (see engine.save)
LOG_NAME = "zhuji.log"
SETTINGS_NAME = "settings.ini"  # in a data folder given with --data-dir
# the files the start makes fit for use (``prepare_folder``; the settings file is the
# settings store's own care, ``SettingsStore.open_file``)
FOLDER_FILES = (AUTOSAVE_NAME, HISTORY_NAME, LOG_NAME, KEY_NAME)
# the program's own files in the data folder: none is written through a link to another
OWN_FILES = (*FOLDER_FILES, SETTINGS_NAME)
LOCK_NAME = "zhuji.lock"  # held while a program uses the folder (``hold_folder``)
LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 3
# zhuji.log.1 … (a folder named so stopped every rotation: the log grew without end)
LOG_BACKUP_NAMES = tuple(f"{LOG_NAME}.{n}" for n in range(1, LOG_BACKUPS + 1))
_LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


# --- the data folder -------------------------------------------------------------------------


def fallback_data_dir() -> Path:
    """The data folder when Qt cannot say (``~/.local/share/ZhujiMahjong``)."""
    return Path.home() / ".local" / "share" / APPLICATION


def qt_data_dir() -> Path | None:
    """Qt's AppDataLocation for this program, or None if Qt is unavailable."""
    try:
        from PySide6.QtCore import QCoreApplication, QStandardPaths
    except ImportError:
        return None
    # The location is named after the application; unnamed, Qt would use the interpreter's
    # name ("python") and the files would land in a folder nobody would look in.
    if not QCoreApplication.organizationName():
        QCoreApplication.setOrganizationName(ORGANISATION)
        QCoreApplication.setApplicationName(APPLICATION)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else None


PORTABLE_NAME = "data"


def portable_data_dir() -> Path | None:
    """A folder named ``data`` beside the packaged program, if there is one: the portable
    zip's saves and settings then stay in its own folder (on a USB stick, say) without typing
    ``--data-dir``, which the families it is for would never do. None when running from
    Python (a checkout's ``data`` folder is nobody's data folder)."""
    if not getattr(sys, "frozen", False):
        return None
    folder = Path(sys.executable).resolve().parent / PORTABLE_NAME
    return folder if folder.is_dir() else None


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The data folder, created if need be: ``override`` (``--data-dir``) if given, else
    Qt's AppDataLocation, else ``fallback_data_dir()``. Raises ``OSError`` if it cannot be
    created."""
    if override is not None:
        if not str(override).strip():  # "" would be Path("."), or the user's own folder
            raise OSError("the data folder given is an empty name")
        try:
            path = Path(override).expanduser()
        except RuntimeError:  # "~someone" for a user this computer does not know
            raise OSError(Note(NO_SUCH_HOME, path=str(override))) from None
    else:
        path = qt_data_dir() or fallback_data_dir()
    if path.exists() and not path.is_dir():  # else mkdir says only "File exists"
        raise NotADirectoryError(Note(NOT_A_FOLDER, folder=str(path)))
    path.mkdir(parents=True, exist_ok=True)
    return path


# --- atomic writes ---------------------------------------------------------------------------


def atomic_write_text(
    path: str | os.PathLike[str],
    text: str,
    encoding: str = "utf-8",
    attempts: int = REPLACE_ATTEMPTS,
) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old file or the new, whole.

    The text goes to a temporary file in the same folder (a rename is atomic only within one
    file system), is flushed to the disk, and then replaces the target (tried ``attempts``
    times over about half a second while another program holds it: ``replace_retrying``).
    """
    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding=encoding, newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        replace_retrying(tmp, target, attempts)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(target.parent)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX only; Windows cannot open a folder this way)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# --- whether the folder can be written ------------------------------------------------------


class WriteStatus:
    """Whether the program's files in a data folder can be written.

    ``reason`` is None while they can; otherwise it says why not ("autosave.json cannot be
    written (No space left on device)"); ``reasons`` are the same one by one (``Note``s),
    for the UI to say in the player's language as "saving is off: <reasons>".
    Each writer (``"autosave"``, ``"history"``, ``"folder"``) reports its own failures and
    successes; listeners are called on each change only, so a failure is told once and not
    on every step, and its end is told too. One status per folder: ``status_of``.
    """

    def __init__(self) -> None:
        self._problems: dict[str, str] = {}
        self._listeners: list[Callable[[WriteStatus], None]] = []

    @property
    def ok(self) -> bool:
        return not self._problems

    @property
    def reason(self) -> str | None:
        return "; ".join(self._problems.values()) if self._problems else None

    @property
    def reasons(self) -> list[str]:
        """Each writer's reason (``Note``s where the program wrote them), for the UI."""
        return list(self._problems.values())

    def message(self) -> str:
        """``"saving is off: <reason>"``, or "" when saving works (for logs and tools; the
        UI says ``reasons`` in its own language)."""
        return "" if self.ok else f"saving is off: {self.reason}"

    def subscribe(self, listener: Callable[[WriteStatus], None]) -> None:
        """Call ``listener(status)`` on every change from now on."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Callable[[WriteStatus], None]) -> None:
        """Stop calling ``listener`` (a window that closes)."""
        with contextlib.suppress(ValueError):
            self._listeners.remove(listener)

    def failed(self, what: str, reason: str) -> None:
        if self._problems.get(what) == reason:
            return
        first = what not in self._problems
        self._problems[what] = reason
        if first:
            log.warning("saving is off: %s", reason)
        self._notify()

    def succeeded(self, what: str) -> None:
        if self._problems.pop(what, None) is not None:
            log.info("%s can be written again", what)
            self._notify()

    def _notify(self) -> None:
        for listener in list(self._listeners):
            try:
                listener(self)
            except Exception:  # a listener's bug must not stop the saving
                log.exception("a write-status listener failed")


_STATUSES: dict[str, WriteStatus] = {}


def status_of(folder: str | os.PathLike[str]) -> WriteStatus:
    """The one ``WriteStatus`` of a data folder (the autosave and the history share it)."""
    return _STATUSES.setdefault(os.path.abspath(folder), WriteStatus())


# --- the folder at start ---------------------------------------------------------------------

_HELD: dict[Path, Any] = {}  # folder -> its open lock file, kept while the program runs


def hold_folder(folder: str | os.PathLike[str]) -> bool:
    """Take ``folder`` for this program; False if another program holds it.

    The lock is the operating system's on ``zhuji.lock``: it goes with the process, so a
    program that crashed leaves nothing to clear. A folder where the lock file cannot be
    made counts as free (nothing can be saved there anyway: ``prepare_folder`` says so), and so
    does a folder whose file system cannot lock (a network folder without locks): only a lock
    another process holds keeps a folder from this program. A link, folder or pipe where the
    lock file should be is set aside first, as ``prepare_folder`` does with the others.

    >>> import tempfile
    >>> folder = tempfile.mkdtemp()
    >>> hold_folder(folder), hold_folder(folder)  # held already by this program: still ours
    (True, True)
    >>> release_folder(folder)
    """
    path = Path(folder).resolve()
    if path in _HELD:
        return True
    lock = path / LOCK_NAME
    with contextlib.suppress(OSError):
        if lock.is_symlink() or (lock.exists() and not lock.is_file()):
            set_aside(lock, "not a file")
    handle = _open_lock(lock)
    if handle is None:
        return True
    try:
        _lock(handle)
    except OSError as e:
        handle.close()
        if e.errno in _HELD_ELSEWHERE or isinstance(e, PermissionError):
            return False
        log.warning("the data folder %s cannot be locked (%s): used without a lock", path, e)
        return True
    _HELD[path] = handle
    return True


# what a lock held by another process raises (a file system that cannot lock raises others)
_HELD_ELSEWHERE = {errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES, getattr(errno, "EDEADLOCK", -1)}


def _open_lock(lock: Path) -> Any:
    """The lock file, opened without following a link (made if missing; read-only if it
    cannot be written); None if it cannot be opened at all."""
    nofollow = getattr(os, "O_NOFOLLOW", 0)
    for flags, mode in ((os.O_RDWR | os.O_CREAT, "r+b"), (os.O_RDONLY, "rb")):
        try:
            return os.fdopen(os.open(lock, flags | nofollow, 0o644), mode)
        except OSError:
            continue
    return None


def release_folder(folder: str | os.PathLike[str]) -> None:
    """Let another program take ``folder`` (the end of the process does this too)."""
    handle = _HELD.pop(Path(folder).resolve(), None)
    if handle is not None:
        handle.close()


def _lock(handle: Any) -> None:
    """Lock ``handle``'s file without waiting; OSError if another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


def prepare_folder(folder: str | os.PathLike[str]) -> list[str]:
    """Make ``folder`` fit for use and return notes for the user (empty if all is well):
    leftover temporary files are removed; a folder, pipe or other non-file where the autosave,
    the history, the log (or its backups) or the checkpoint key should be is set aside, and so
    is a link out of the folder or to another of those files (the program never writes
    through one; a pipe would even stop the start), and so is a second name of one of them
    or of the settings file (a hard link); a folder that cannot be written turns saving off
    (see ``status_of``). Never raises."""
    folder = Path(folder)
    notes: list[str] = []
    clean_temp_files(folder, (AUTOSAVE_NAME, HISTORY_NAME, KEY_NAME))
    earlier: list[Path] = []
    for name in (*FOLDER_FILES, *LOG_BACKUP_NAMES):
        path = folder / name
        note = detach_link(path, folder, OWN_FILES)
        if note is None:
            note = _set_aside_if_not_a_file(path)
        if note is None:
            note = _set_aside_if_same_as(path, earlier)
        if note is not None:
            notes.append(note)
        earlier.append(path)
    # the settings file only as a second name (its links and non-files are the settings'
    # own to set right), and last: a second name of the autosave there would have the
    # save moved
    note = _set_aside_if_same_as(folder / SETTINGS_NAME, earlier)
    if note is not None:
        notes.append(note)
    problem = _cannot_write(folder)
    status = status_of(folder)
    if problem is None:
        status.succeeded("folder")
    else:
        status.failed("folder", problem)
        notes.append(Note(SAVING_OFF, reason=problem))
    return notes


# What the start found and did, for ``Note`` (the UI has each in the player's words).
NOT_A_FILE_MOVED = "{name} was not a file; it was moved to {moved}"
AUTOSAVE_NOT_A_FILE = (
    "{name} was not a file, so there was no match in it to continue; it was moved to {moved}"
)
NOT_A_FILE_STUCK = "{name} is not a file and cannot be moved ({error})"
SAME_FILE_MOVED = (
    "{name} and {other} were two names of one file; {name} was moved to {moved}, {other} kept"
)
SAME_FILE_STUCK = (
    "{name} and {other} are two names of one file, and {name} cannot be moved ({error})"
)
FOLDER_UNWRITABLE = "the data folder {folder} cannot be written ({error})"
FILE_UNWRITABLE = "{name} cannot be written ({error})"
SAVING_OFF = "saving is off: {reason}"
FOLDER_UNUSABLE = "the data folder cannot be used ({problem})"
NOT_A_FOLDER = "{folder} is not a folder"
LINK_NOWHERE = "{path} is a link that leads nowhere (a loop, or its target is gone)"
NO_SUCH_HOME = "{path} names the home folder of a user this computer does not know"
FOLDER_ERROR = "{folder}: {error}"
# a file of the program itself (not the player's) that cannot be used: the details are its
# own message, in English (the self-test's words)
INSTALL_DAMAGED = (
    "a file of the program itself cannot be used ({problem}); the computers bid less well "
    "until the game is installed again"
)


def _set_aside_if_not_a_file(path: Path) -> Note | None:
    try:
        mode = path.lstat().st_mode
    except OSError:  # missing, or the folder cannot be read (found out below)
        return None
    if stat.S_ISLNK(mode):  # (one out of the folder or to another own file: detach_link)
        try:
            mode = path.stat().st_mode
        except OSError:  # leads nowhere yet: writing makes its file, inside the folder
            return None
    if stat.S_ISREG(mode):
        return None
    try:
        # a link to a pipe, too: the log opened through it blocked the start for ever
        moved = set_aside(path, "not a regular file")
    except OSError as e:
        return Note(NOT_A_FILE_STUCK, name=path.name, error=describe_os_error(e))
    moved_note = AUTOSAVE_NOT_A_FILE if path.name == AUTOSAVE_NAME else NOT_A_FILE_MOVED
    return Note(moved_note, name=path.name, moved=moved.name)


def _set_aside_if_same_as(path: Path, earlier: list[Path]) -> Note | None:
    """Move ``path`` aside if it is the same file as one of ``earlier`` (a hard link: the
    log linked to the autosave was written into it, and the next start found the save
    damaged). The earlier name keeps the file. Never raises."""
    try:
        info = path.lstat()
    except OSError:  # missing (or cannot be looked at: found out when it is written)
        return None
    if not stat.S_ISREG(info.st_mode) or info.st_nlink < 2:
        return None
    other = same_file_as(path, earlier)
    if other is None:
        return None
    try:
        moved = set_aside(path, f"the same file as {other.name}")
    except OSError as e:
        return Note(SAME_FILE_STUCK, name=path.name, other=other.name, error=describe_os_error(e))
    return Note(SAME_FILE_MOVED, name=path.name, other=other.name, moved=moved.name)


def _cannot_write(folder: Path) -> Note | None:
    """Why no file can be written in ``folder``, or None if one can."""
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{AUTOSAVE_NAME}.", suffix=".tmp", dir=folder)
    except OSError as e:
        return Note(FOLDER_UNWRITABLE, folder=str(folder), error=describe_os_error(e))
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(tmp)
    return None


# --- the autosave ----------------------------------------------------------------------------


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


# --- logging ---------------------------------------------------------------------------------


def setup_logging(folder: str | os.PathLike[str], level: int = logging.INFO) -> Path:
    """Log to ``<folder>/zhuji.log`` (rotating) and, if there is a stderr, to it. Returns the
    log's path. Safe to call again (handlers are not doubled) and never raises: a windowed
    frozen program has ``sys.stderr`` = None, and a folder may be read-only."""
    path = Path(folder) / LOG_NAME
    root = logging.getLogger()
    if root.level > level:  # lower the bar if need be, never raise it
        root.setLevel(level)
    formatter = _EscapingFormatter(_LOG_FORMAT)
    if not any(getattr(h, "_zhuji_log", None) == str(path) for h in root.handlers):
        try:
            handler: logging.Handler = _QuietFileLog(
                path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
            )
        except OSError as e:
            handler = logging.NullHandler()
            _report_early(f"cannot write the log {path}: {e}")
        handler.setFormatter(formatter)
        # our mark on a logging handler (read back above), which no stub declares
        handler._zhuji_log = str(path)  # type: ignore[attr-defined]
        root.addHandler(handler)
    if sys.stderr is None:
        logging.raiseExceptions = False  # a failing handler must not try to print to nowhere
    elif not any(_is_stderr_handler(h) for h in root.handlers):
        stream = logging.StreamHandler(sys.stderr)
        stream.setFormatter(formatter)
        stream.setLevel(logging.WARNING)  # the terminal shows trouble; the file has the rest
        root.addHandler(stream)
    logging.captureWarnings(True)
    return path


class _EscapingFormatter(logging.Formatter):
    """Records with their lone surrogates escaped: a file's name that is not UTF-8 (Linux
    allows any bytes) comes from ``os`` as surrogates, which UTF-8 cannot encode, and each
    record naming one printed a traceback on the terminal and was lost to the log file."""

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        return text.encode("utf-8", "backslashreplace").decode("utf-8")


class _QuietFileLog(logging.handlers.RotatingFileHandler):
    """The log file, which never prints a traceback per record. After a failure (a full disk,
    a folder gone) it says so once on stderr, drops records for ``RETRY_S`` seconds, then tries
    again and, once it can write, notes how many records were lost. A rotation that fails
    (on Windows another program may hold a backup open) is put off as long, and the records
    go on into the file as it is."""

    RETRY_S = 60.0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.failed_at: float | None = None  # when writing last failed, until it works again
        self.lost = 0  # records dropped since then
        self.told = False  # stderr has heard of a failure
        self.rotate_after = 0.0  # a failed rotation is not tried again before this

    def emit(self, record: logging.LogRecord) -> None:
        if self.failed_at is not None:
            if time.monotonic() - self.failed_at < self.RETRY_S:
                self.lost += 1
                return
            self.failed_at = None
            if self.lost:
                lost, self.lost = self.lost, 0
                note = logging.LogRecord(
                    __name__, logging.WARNING, __file__, 0,
                    "the log could not be written for a while: %d records were lost",
                    (lost,), None,
                )  # fmt: skip
                super().emit(note)
                if self.failed_at is not None:  # still failing: this record is lost as well
                    self.lost = lost + 1
                    return
        super().emit(record)

    def shouldRollover(self, record: logging.LogRecord) -> int:
        if time.monotonic() < self.rotate_after:
            return False
        return super().shouldRollover(record)

    def doRollover(self) -> None:
        try:
            super().doRollover()
        except OSError as e:
            self.rotate_after = time.monotonic() + self.RETRY_S
            if self.stream is None:  # (closed before the renames): write on in the same file
                self.stream = self._open()
            self._keep_bounded(e)

    def _keep_bounded(self, error: OSError) -> None:
        """Rotation failed: once the file is as large as it and all its backups may be, it
        keeps only its newest ``maxBytes`` (and says why at their head), so that a rotation
        that never works cannot fill the disk."""
        stream = self.stream
        if stream is None or stream.tell() < self.maxBytes * (self.backupCount + 1):
            return
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
            with open(self.baseFilename, "rb") as f:
                f.seek(-self.maxBytes, os.SEEK_END)
                f.readline()  # from a whole line on
                newest = f.read()
            note = logging.LogRecord(
                __name__, logging.WARNING, __file__, 0,
                "the log could not be rotated (%s): only its newest part was kept", (error,), None,
            )  # fmt: skip
            stream.seek(0)
            stream.truncate()
            stream.write(self.format(note) + self.terminator)
            stream.flush()
            with open(self.baseFilename, "ab") as f:
                f.write(newest)
            _report_early(f"the log {self.baseFilename} could not be rotated ({error})")

    def handleError(self, record: logging.LogRecord) -> None:
        if not isinstance(sys.exc_info()[1], OSError):
            # a bad log call (a format that does not fit its arguments), not the file
            super().handleError(record)
            return
        self.failed_at = time.monotonic()
        self.lost += 1
        with contextlib.suppress(OSError, ValueError):
            self.close()  # the next try opens the file afresh
        if not self.told:
            self.told = True
            error = sys.exc_info()[1]
            _report_early(
                f"the log {self.baseFilename} cannot be written ({error}): records are "
                f"dropped, and it tries again every {self.RETRY_S:.0f} s"
            )


def _is_stderr_handler(handler: logging.Handler) -> bool:
    return type(handler) is logging.StreamHandler and getattr(handler, "stream", None) in (
        sys.stderr,
        sys.__stderr__,
    )


def _report_early(message: str) -> None:
    if sys.stderr is not None:
        with contextlib.suppress(Exception):
            sys.stderr.write(f"zhuji: {message}\n")
