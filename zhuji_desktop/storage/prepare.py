"""The data folder made fit for use at start (``prepare_folder``)."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

from ..safe_files import (
    Note,
    clean_temp_files,
    describe_os_error,
    detach_link,
    same_file_as,
    set_aside,
)
from .folder import (
    AUTOSAVE_NAME,
    FOLDER_FILES,
    HISTORY_NAME,
    KEY_NAME,
    LOG_BACKUP_NAMES,
    OWN_FILES,
    SETTINGS_NAME,
    status_of,
)
from .notes import (
    AUTOSAVE_NOT_A_FILE,
    FOLDER_UNWRITABLE,
    NOT_A_FILE_MOVED,
    NOT_A_FILE_STUCK,
    SAME_FILE_MOVED,
    SAME_FILE_STUCK,
    SAVING_OFF,
)


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
