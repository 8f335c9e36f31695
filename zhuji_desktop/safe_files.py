"""Reading the program's files safely, and setting aside the ones that cannot be read.

Every file the program reads (the autosave, the settings, the history, replays and sim logs,
calculator and script input) goes through here or through ``engine.inputs`` (the pure part:
decoding, nesting and number limits, JSON). This module adds the files themselves:

* ``read_bytes``: only a regular file (a folder or a pipe named like a save is refused, and
  a pipe would block forever), only up to a size limit, with ``OSError`` turned into a
  message;
* ``read_lines``: a line-per-record file read line by line, each line within a limit, so a
  bad line is one message and the next line is read;
* ``set_aside`` / ``back_up``: a file that cannot be used is moved (or copied) to
  ``<stem>.corrupt-<timestamp><suffix>`` next to it, so nothing is lost and the program
  starts anyway; ``keep_aside`` copies it where it cannot be moved (a file another
  program holds open on Windows);
* ``escapes_folder`` / ``links_to_own`` / ``detach_link``: the program never writes through
  a link that leads out of its data folder, or from one of its files to another;
* ``clean_temp_files``: temporary files left by a write that was cut short;
* ``Note``: what was found and done, in English for the log, with its template and fields
  so that the UI can say it in the player's language.

Every failure is an ``InputError`` (from ``engine.inputs``) with a message for the user: a
``Note`` when the file itself cannot be read (``error_text`` keeps it one).
"""

from __future__ import annotations

import contextlib
import errno
import filecmp
import glob
import logging
import os
import shutil
import stat
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, NamedTuple

from .engine.inputs import InputError

log = logging.getLogger(__name__)

TEMP_MIN_AGE_S = 60  # a younger temporary file may belong to a write in progress


class Note(str):
    """A message for the player: the English text (it is a ``str``: logged, compared and
    joined as one), made from ``template`` and ``fields``, which the UI looks up to say it in
    the player's language (a field may be a ``Note`` too).

    >>> n = Note(LINK_MOVED, name="autosave.json", target="/tmp/x", moved="autosave.1.json")
    >>> n
    'autosave.json was a link to /tmp/x; the link was moved to autosave.1.json'
    >>> n.template is LINK_MOVED, n.fields["name"]
    (True, 'autosave.json')
    """

    template: str
    fields: dict[str, str]

    def __new__(cls, template: str, **fields: str) -> Note:
        self = super().__new__(cls, template.format(**fields))
        self.template, self.fields = template, fields
        return self

    def __getnewargs_ex__(self) -> tuple[tuple[str], dict[str, str]]:
        # a copy or a pickle is made again from the template (the text may hold braces)
        return (self.template,), dict(self.fields)


# The OS errors a player meets with the data folder, as ``Note`` templates (the UI says them
# in its language; ``ui.strings``): the system's own words are in its language, not the UI's.
OS_DISK_FULL = "the disk is full"
OS_NO_PERMISSION = "no permission"
OS_READ_ONLY = "the disk is read-only"
OS_IO_ERROR = "the disk could not be read or written"
OS_NAME_TOO_LONG = "the name is too long"
OS_NOT_THERE = "it (or its folder) is not there"
OS_IS_A_FOLDER = "it is a folder"
OS_PATH_NOT_A_FOLDER = "a folder in its path is a file"
OS_BUSY = "it is in use"
OS_QUOTA = "the disk quota is used up"
OS_LINK_LOOP = "a link leads in a loop"
OS_ERRORS = {
    errno.ENOSPC: OS_DISK_FULL,
    errno.EACCES: OS_NO_PERMISSION,
    errno.EPERM: OS_NO_PERMISSION,
    errno.EROFS: OS_READ_ONLY,
    errno.EIO: OS_IO_ERROR,
    errno.ENAMETOOLONG: OS_NAME_TOO_LONG,
    errno.ENOENT: OS_NOT_THERE,
    errno.EISDIR: OS_IS_A_FOLDER,
    errno.ENOTDIR: OS_PATH_NOT_A_FOLDER,
    errno.EBUSY: OS_BUSY,
    errno.ELOOP: OS_LINK_LOOP,  # links that lead to each other (or a link where none may be)
}
# A file another program holds open (antivirus, a cloud folder's sync, another window):
# ERROR_SHARING_VIOLATION and ERROR_LOCK_VIOLATION, which Python turns into EACCES.
WINDOWS_IN_USE = (32, 33)
if hasattr(errno, "EDQUOT"):  # not on Windows
    OS_ERRORS[errno.EDQUOT] = OS_QUOTA


def describe_os_error(e: OSError) -> str:
    """An OS error in a few words, for a note's ``{error}``: a ``Note`` the UI words in the
    player's language for the errors above, else the system's own words.

    >>> describe_os_error(PermissionError(13, "Permission denied"))
    'no permission'
    >>> describe_os_error(OSError(9999, "Something odd"))
    'Something odd'
    """
    if getattr(e, "winerror", None) in WINDOWS_IN_USE:  # Windows says EACCES for these
        return Note(OS_BUSY)
    template = OS_ERRORS.get(e.errno) if e.errno is not None else None
    if template is not None:
        return Note(template)
    return e.strerror or str(e)


# What the program did about a file, for ``Note`` (the UI has each in the player's words).
LINK_MOVED = "{name} was a link to {target}; the link was moved to {moved}"
LINK_STUCK = "{name} is a link the game does not write through and cannot be moved ({error})"
MAX_LINE_BYTES = 1_000_000
# Why a file could not be read (``{what}``: its name, or one of the Notes below).
CANNOT_READ = "{what} cannot be read ({error})"
NOT_REGULAR = "{what} is not a regular file"
TOO_LARGE = "{what} is too large ({size} bytes; at most {limit})"
GREW_TOO_LARGE = "{what} is too large (more than {limit} bytes)"
THE_FILE = "the file"
THE_SAVE = "the save"
THE_FILE_NOTE = Note(THE_FILE)


def read_bytes(path: str | os.PathLike[str], max_bytes: int, what: str = THE_FILE_NOTE) -> bytes:
    """The content of the regular file ``path``, at most ``max_bytes`` long. Raises
    ``FileNotFoundError`` if there is no file, and ``InputError`` for anything else that
    keeps it from being read (a folder, a pipe, too large, no permission); its message is a
    ``Note`` (``error_text``), ``what`` (a name, or a ``Note`` such as ``THE_SAVE``) in it.

    >>> import tempfile
    >>> try:
    ...     read_bytes(tempfile.gettempdir(), 10, "tmp")
    ... except InputError as e:
    ...     error_text(e), error_text(e).template == NOT_REGULAR
    ('tmp is not a regular file', True)
    """
    path = Path(path)
    info = _regular_stat(path, what)
    if info.st_size > max_bytes:
        size, limit = f"{info.st_size:,}", f"{max_bytes:,}"
        raise InputError(Note(TOO_LARGE, what=what, size=size, limit=limit))
    try:
        with open(path, "rb") as f:
            data = f.read(max_bytes + 1)
    except OSError as e:
        raise InputError(_cannot_read(what, e)) from None
    if len(data) > max_bytes:  # it grew since stat
        raise InputError(Note(GREW_TOO_LARGE, what=what, limit=f"{max_bytes:,}"))
    return data


def _regular_stat(path: Path, what: str) -> os.stat_result:
    """``path``'s status if it is a regular file; ``FileNotFoundError`` as it is, any other
    error (or a folder, a pipe, a device) an ``InputError`` saying so."""
    try:
        info = path.stat()
    except FileNotFoundError:
        raise
    except OSError as e:
        raise InputError(_cannot_read(what, e)) from None
    if not stat.S_ISREG(info.st_mode):
        raise InputError(Note(NOT_REGULAR, what=what))
    return info


def _cannot_read(what: str, e: OSError) -> Note:
    return Note(CANNOT_READ, what=what, error=describe_os_error(e))


def error_text(e: BaseException) -> str:
    """An exception's message, keeping a ``Note`` as the ``Note`` it is (``str(e)`` would
    make it plain text, which the UI cannot say in the player's language)."""
    first = e.args[0] if len(e.args) == 1 else None
    return first if isinstance(first, Note) else str(e)


# --- files of lines ------------------------------------------------------------------------


@dataclass(frozen=True)
class Line:
    """One line of a file: its number (from 1), its bytes without the newline, and whether
    it ended with a newline (a last line without one was cut short by a crash or a full
    disk). ``too_long`` lines are cut to ``MAX_LINE_BYTES``; the rest is not kept."""

    number: int
    data: bytes
    complete: bool
    too_long: bool = False


def read_lines(
    path: str | os.PathLike[str],
    max_line: int = MAX_LINE_BYTES,
    what: str = THE_FILE_NOTE,
    last_bytes: int | None = None,
) -> Iterator[Line]:
    """The non-blank lines of ``path``, one at a time, however long the file. A missing file
    has none. Raises ``InputError`` if the file cannot be opened (a folder, no permission);
    an error while reading ends the lines early, and is logged. ``last_bytes``: only the
    whole lines within the file's last that many bytes (numbered from there)."""
    path = Path(path)
    try:
        info = _regular_stat(path, what)
    except FileNotFoundError:
        return
    try:
        f = open(path, "rb")  # noqa: SIM115 - closed below
    except OSError as e:
        raise InputError(_cannot_read(what, e)) from None
    with f:
        number = 0
        if last_bytes is not None and info.st_size > last_bytes:
            try:
                f.seek(info.st_size - last_bytes)
                _skip_rest_of_line(f)  # the line the cut fell in
            except OSError as e:
                raise InputError(_cannot_read(what, e)) from None
        while True:
            try:
                raw = f.readline(max_line + 1)
            except OSError as e:
                log.warning("%s could not be read to its end (%s)", what, describe_os_error(e))
                return
            if not raw:
                return
            number += 1
            too_long = len(raw) > max_line and not raw.endswith(b"\n")
            if too_long:
                _skip_rest_of_line(f)
            complete = raw.endswith(b"\n") or too_long
            data = raw.rstrip(b"\r\n")
            if data.strip() or too_long:
                yield Line(number, data[:max_line], complete, too_long)


def _skip_rest_of_line(f: Any) -> None:
    while True:
        chunk = f.readline(1 << 16)
        if not chunk or chunk.endswith(b"\n"):
            return


# --- setting aside -------------------------------------------------------------------------


CORRUPT = "corrupt"  # the label of a file kept aside because it could not be used


def corrupt_name(path: Path, when: datetime | None = None, label: str = CORRUPT) -> Path:
    """A free name next to ``path`` for a copy that could not be used:
    ``autosave.json`` becomes ``autosave.corrupt-20240501-203000.json`` (``-1``, ``-2``...
    if one was set aside in the same second). ``label`` says why (``corrupt``, or ``newer``
    for a save kept for a newer version)."""
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    stem, suffix = path.stem, path.suffix
    target = path.with_name(f"{stem}.{label}-{stamp}{suffix}")
    n = 1
    while target.exists() or target.is_symlink():
        target = path.with_name(f"{stem}.{label}-{stamp}-{n}{suffix}")
        n += 1
    return target


def file_size(path: str | os.PathLike[str]) -> int:
    """The file's size in bytes (0 if it cannot be told: reading it will say why)."""
    try:
        return os.stat(path).st_size
    except OSError:
        return 0


REPLACE_ATTEMPTS = 5


def replace_retrying(src: str | os.PathLike[str], dst: str | os.PathLike[str],
                     attempts: int = REPLACE_ATTEMPTS) -> None:  # fmt: skip
    """``os.replace``, retried briefly: on Windows a virus scanner or indexer may hold a
    file open for a moment, which makes the rename fail with PermissionError."""
    for attempt in range(attempts):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def set_aside(
    path: str | os.PathLike[str],
    reason: str,
    label: str = CORRUPT,
    named_as: Path | None = None,
) -> Path:
    """Move ``path`` (a file, a folder or a link: the link itself) to a ``corrupt_name`` (of
    ``named_as``, if given, beside it) and return where it went. Raises ``OSError`` if it
    cannot be moved (a file held open is tried again for a moment first)."""
    path = Path(path)
    target = corrupt_name(named_as or path, label=label)
    replace_retrying(path, target)
    _log_kept(path, reason, label, f"moved it to {target}")
    return target


# Labels of a file kept aside that was not wrong: a match the player replaced (--new) or one
# kept until its hands are booked. Their keeping is logged as news, not as a warning.
REPLACED, UNBOOKED = "replaced", "unbooked"
KEPT_BY_CHOICE = (REPLACED, UNBOOKED)


def _log_kept(path: Path, reason: str, label: str, what: str) -> None:
    if label in KEPT_BY_CHOICE:
        log.info("%s kept aside (%s); %s", path.name, reason, what)
    else:
        log.warning("%s could not be used (%s); %s", path.name, reason, what)


class Kept(NamedTuple):
    """Where ``keep_aside`` kept a file: moved there, or (``copied``) a copy there while the
    file itself could not be moved and is still where it was."""

    path: Path
    copied: bool


def keep_aside(path: str | os.PathLike[str], reason: str, label: str = CORRUPT) -> Kept:
    """``set_aside``, or where the move fails, ``back_up``: a file that cannot be moved (on
    Windows, an antivirus holding it) is then at least copied, before its owner writes over
    it. Raises the move's ``OSError`` if it could not be copied either."""
    try:
        return Kept(set_aside(path, reason, label), copied=False)
    except OSError as e:
        copy = back_up(path, reason, label)
        if copy is None:
            raise
        log.warning("%s could not be moved (%s); the copy is kept instead", path, e)
        return Kept(copy, copied=True)


def back_up(path: str | os.PathLike[str], reason: str, label: str = CORRUPT) -> Path | None:
    """Copy the regular file ``path`` to a ``corrupt_name`` (the original stays, to be
    replaced by its owner). Returns the copy, or an earlier copy under ``label`` of the same
    bytes (a damaged save that could not be moved was copied again, twice, at every start),
    or None if there was nothing to copy or the copy failed (which is logged)."""
    path = Path(path)
    try:
        if path.is_symlink() or not path.is_file():
            return None
        earlier = _copy_kept(path, label)
        if earlier is not None:
            _log_kept(path, reason, label, f"its copy {earlier.name} is kept already")
            return earlier
        target = corrupt_name(path, label=label)
        shutil.copyfile(path, target)
    except OSError as e:
        log.warning("could not back up %s (%s): %s", path, reason, e)
        return None
    _log_kept(path, reason, label, f"a copy was kept as {target}")
    return target


def _copy_kept(path: Path, label: str) -> Path | None:
    """A copy of ``path`` kept under ``label`` that has its very bytes, if there is one.
    Only regular files of its size are compared (a name of the pattern may be a pipe, or a
    link to /dev/zero), a block at a time (a save may be 64 MB)."""
    size = path.stat().st_size
    pattern = f"{glob.escape(path.stem)}.{label}-*{glob.escape(path.suffix)}"
    # filecmp remembers answers by size and time: a save rewritten within one tick of a
    # coarse clock (FAT keeps 2 s) would be told equal to the copy of its old bytes
    filecmp.clear_cache()
    for old in sorted(path.parent.glob(pattern)):
        with contextlib.suppress(OSError):
            if old.is_symlink() or not old.is_file() or old.stat().st_size != size:
                continue
            if filecmp.cmp(path, old, shallow=False):
                return old
    return None


# --- links and leftovers -------------------------------------------------------------------


def escapes_folder(path: str | os.PathLike[str], folder: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is a link whose target lies outside ``folder`` (writing to it would
    change a file that is not the program's). A path that is not a link never escapes."""
    path = Path(path)
    try:
        if not path.is_symlink():
            return False
    except OSError:  # it cannot even be looked at (an unreadable folder): no link to act on
        return False
    try:
        target = path.resolve()
        base = Path(folder).resolve()
    except (OSError, RuntimeError):  # a loop of links
        return True
    return not target.is_relative_to(base)


def links_to_own(path: Path, folder: str | os.PathLike[str], own: Iterable[str]) -> bool:
    """Whether ``path`` is a link to another of the files named ``own`` in ``folder`` (by
    name, or as the same file: on a file system that ignores case, as macOS's does by
    default, a link to ``Autosave.json`` is the autosave)."""
    try:
        if not path.is_symlink():
            return False
        target = path.resolve()
        base = Path(folder).resolve()
    except (OSError, RuntimeError):
        return False  # a loop: ``escapes_folder`` says so
    others = [base / name for name in own if name != path.name]
    return target in others or same_file_as(target, others) is not None


def same_file_as(path: Path, others: Iterable[Path]) -> Path | None:
    """The first of ``others`` that is the same file as ``path`` (a link to it, a second
    name of it, or its name in another case where case is ignored); None if none is. Never
    raises (either may not exist)."""
    for other in others:
        with contextlib.suppress(OSError):
            if os.path.samefile(path, other):
                return other
    return None


def detach_link(
    path: str | os.PathLike[str], folder: str | os.PathLike[str], own: Iterable[str] = ()
) -> Note | None:
    """If ``path`` is a link out of ``folder``, or to another of the program's own files
    there (``own``, names in ``folder``: a history linked to the autosave had every hand
    written into the autosave, and the next autosave wrote over them), move the link itself
    aside (its target is not touched) so that the program writes a file of its own there.
    Returns a note for the user, or None if there was nothing to do."""
    path = Path(path)
    if not escapes_folder(path, folder) and not links_to_own(path, folder, own):
        return None
    try:
        target = os.readlink(path)
        moved = set_aside(path, f"a link to {target}")
    except OSError as e:
        return Note(LINK_STUCK, name=path.name, error=describe_os_error(e))
    return Note(LINK_MOVED, name=path.name, target=target, moved=moved.name)


def clean_temp_files(
    folder: str | os.PathLike[str], names: Iterable[str], min_age_s: float = TEMP_MIN_AGE_S
) -> list[Path]:
    """Remove ``.<name>.*.tmp`` files (left by an atomic write that was cut short) older than
    ``min_age_s``; returns the ones removed. Never raises."""
    removed: list[Path] = []
    now = time.time()
    for name in names:
        try:
            candidates = list(Path(folder).glob(f".{name}.*.tmp"))
        except OSError:
            return removed
        for tmp in candidates:
            with contextlib.suppress(OSError):
                info = tmp.lstat()
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= min_age_s:
                    tmp.unlink()
                    removed.append(tmp)
    if removed:
        log.info("removed %d leftover temporary file(s) in %s", len(removed), folder)
    return removed
