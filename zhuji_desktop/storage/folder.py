"""The data folder: the names of the program's files in it, where it is, writing a file
into it so that a crash leaves the old or the new one whole (``atomic_write_text``), and
whether it can be written (``WriteStatus``, one per folder: ``status_of``).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from ..safe_files import (
    REPLACE_ATTEMPTS,
    Note,
    replace_retrying,
)
from .notes import NO_SUCH_HOME, NOT_A_FOLDER

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
