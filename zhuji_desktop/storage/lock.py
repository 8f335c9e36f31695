"""One program at a time in a data folder (``hold_folder``): a second one plays without
saving, since two writing one autosave in turn would lose a match.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import sys
from pathlib import Path
from typing import Any

from ..safe_files import (
    set_aside,
)
from .folder import LOCK_NAME

log = logging.getLogger(__name__)

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
