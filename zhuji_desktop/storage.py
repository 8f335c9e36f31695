"""Where the program keeps its files, and how it writes them safely.

* ``data_dir``: the folder for the autosave, the history and the log (``--data-dir`` wins;
  else Qt's per-user application data folder).
* ``atomic_write_text``: a file is either the old one or the new one, never half written.
* ``Autosave``: the match in progress, saved after every step; a save that cannot be read is
  set aside under a new name so the program starts anyway.
* ``setup_logging``: a rotating ``zhuji.log`` in the data folder.

No Qt at module level: the command-line tools and tests use this too, and a machine whose Qt
is broken should still get its data folder and its log.
"""

from __future__ import annotations

import contextlib
import json
import logging
import logging.handlers
import os
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from .engine.match import Match
from .engine.save import SaveError, dumps_match, load_match

log = logging.getLogger(__name__)

ORGANISATION = "Zhuji"
APPLICATION = "ZhujiMahjong"
AUTOSAVE_NAME = "autosave.json"
LOG_NAME = "zhuji.log"
LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 3
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


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The data folder, created if need be: ``override`` (``--data-dir``) if given, else
    Qt's AppDataLocation, else ``fallback_data_dir()``. Raises ``OSError`` if it cannot be
    created."""
    if override:
        path = Path(override).expanduser()
    else:
        path = qt_data_dir() or fallback_data_dir()
    path.mkdir(parents=True, exist_ok=True)
    return path


# --- atomic writes ---------------------------------------------------------------------------


def atomic_write_text(path: str | os.PathLike[str], text: str, encoding: str = "utf-8") -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old file or the new, whole.

    The text goes to a temporary file in the same folder (a rename is atomic only within one
    file system), is flushed to the disk, and then replaces the target.
    """
    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding=encoding, newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(target.parent)


def _replace(src: str, dst: Path, attempts: int = 5) -> None:
    """``os.replace``, retried briefly: on Windows a virus scanner or indexer may hold the
    target open for a moment, which makes the rename fail with PermissionError."""
    for attempt in range(attempts):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


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


# --- the autosave ----------------------------------------------------------------------------


@dataclass
class Recovery:
    """What ``Autosave.recover`` found: a match to resume, nothing, or a save set aside."""

    match: Match | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    error: str | None = None  # why the save could not be read
    moved_to: Path | None = None  # where the unreadable save now is


class Autosave:
    """The match in progress, in ``<folder>/autosave.json``."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        self.path = self.folder / AUTOSAVE_NAME

    def save(self, match: Match, meta: dict[str, Any] | None = None) -> None:
        """Write the save atomically. ``meta`` is what the UI wants back (names, seats)."""
        atomic_write_text(self.path, dumps_match(match, meta))

    def exists(self) -> bool:
        return self.path.is_file()

    def load(self) -> Match:
        """The saved match, replayed. Raises ``SaveError`` saying what is wrong."""
        return load_match(self._read())

    def load_meta(self) -> dict[str, Any]:
        """The ``meta`` stored with the save ({} if there is none). Raises ``SaveError``."""
        try:
            meta = json.loads(self._read()).get("meta", {})
        except (ValueError, AttributeError):
            raise SaveError("the save is not a JSON object") from None
        return meta if isinstance(meta, dict) else {}

    def _read(self) -> bytes:
        try:
            return self.path.read_bytes()
        except OSError as e:
            raise SaveError(f"the save cannot be read ({e.strerror or e})") from None

    def set_aside(self, reason: str) -> Path:
        """Move the save to ``autosave.corrupt-<timestamp>.json`` and return its new path, so
        the game can start afresh and tell the user where the old save went."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = self.folder / f"autosave.corrupt-{stamp}.json"
        n = 1
        while target.exists():  # two in one second: keep both
            target = self.folder / f"autosave.corrupt-{stamp}-{n}.json"
            n += 1
        os.replace(self.path, target)
        log.warning("the autosave could not be used (%s); moved it to %s", reason, target)
        return target

    def clear(self) -> None:
        """Remove the save (the match has finished)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

    def recover(self) -> Recovery:
        """Load the save if there is one; if it cannot be loaded, set it aside. Never raises
        for a bad save: the result says what happened, for the UI to tell the user."""
        if not self.exists():
            return Recovery()
        try:
            return Recovery(match=self.load(), meta=self.load_meta())
        except SaveError as e:
            error = str(e)
        try:
            moved: Path | None = self.set_aside(error)
        except OSError as e:  # cannot even move it: leave it, but still start afresh
            log.warning("the unreadable autosave could not be moved: %s", e)
            moved = None
        return Recovery(error=error, moved_to=moved)


# --- logging ---------------------------------------------------------------------------------


def setup_logging(folder: str | os.PathLike[str], level: int = logging.INFO) -> Path:
    """Log to ``<folder>/zhuji.log`` (rotating) and, if there is a stderr, to it. Returns the
    log's path. Safe to call again (handlers are not doubled) and never raises: a windowed
    frozen program has ``sys.stderr`` = None, and a folder may be read-only."""
    path = Path(folder) / LOG_NAME
    root = logging.getLogger()
    if root.level > level:  # lower the bar if need be, never raise it
        root.setLevel(level)
    formatter = logging.Formatter(_LOG_FORMAT)
    if not any(getattr(h, "_zhuji_log", None) == str(path) for h in root.handlers):
        try:
            handler: logging.Handler = logging.handlers.RotatingFileHandler(
                path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
            )
        except OSError as e:
            handler = logging.NullHandler()
            _report_early(f"cannot write the log {path}: {e}")
        handler.setFormatter(formatter)
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


def _is_stderr_handler(handler: logging.Handler) -> bool:
    return type(handler) is logging.StreamHandler and getattr(handler, "stream", None) in (
        sys.stderr,
        sys.__stderr__,
    )


def _report_early(message: str) -> None:
    if sys.stderr is not None:
        with contextlib.suppress(Exception):
            sys.stderr.write(f"zhuji: {message}\n")
