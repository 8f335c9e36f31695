"""What the command-line tools share: output that cannot be written ends the tool with one
line on stderr, not a traceback; a file named on the command line is read or written only if
it is a regular file (``read_regular``, ``read_stdin``, ``open_output``).

A reader that goes away (``zhuji-calc … | head -1``) is not an error of the tool: it stops
quietly, as other tools do. A full disk (``> /dev/full``) or a closed stdout (``>&-``) is:
the tool says so in one line and exits 1, whatever it had computed.

>>> import io, sys
>>> class Full(io.StringIO):
...     def write(self, s):
...         raise OSError(28, "No space left on device")
>>> saved, sys.stdout = sys.stdout, Full()
>>> try:
...     code = guard_output("demo", lambda: print("hello") or 0, err=io.StringIO())
... finally:
...     sys.stdout = saved
>>> code
1
"""

from __future__ import annotations

import argparse
import errno
import os
import stat
import sys
from collections.abc import Callable
from typing import TextIO, TypeVar

from .inputs import InputError

# What a failed write of the output looks like; any other OSError is told as it is.
WRITE_ERRORS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO, errno.EBADF})


T = TypeVar("T")


def argument(parse: Callable[[str], T]) -> Callable[[str], T]:
    """An argparse ``type`` made of ``parse``, whose ``ValueError`` says what is wrong:
    argparse then gives that message (its own names the function and quotes the whole text,
    however long).

    >>> from zhuji_desktop.engine.inputs import whole_number
    >>> argument(whole_number)("7")
    7
    """

    def read(text: str) -> T:
        try:
            return parse(text)
        except ValueError as e:
            raise argparse.ArgumentTypeError(str(e)) from None

    return read


def guard_output(prog: str, main: Callable[[], int], err: TextIO | None = None) -> int:
    """Run ``main`` and flush stdout; turn a failed write into an exit code and a message."""
    if sys.stdout is None:  # started with stdout closed: print() would drop every line
        if sys.stderr is not None:
            print(f"{prog}: error: cannot write: stdout is closed", file=err or sys.stderr)
        return 1
    try:
        code = main()
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        _silence_stdout()  # else Python's exit flush fails again, with a traceback
        return 1
    except OSError as e:
        _silence_stdout()
        where = f" {e.filename}" if e.filename else ""
        what = "cannot write" if e.errno in WRITE_ERRORS else "system error"
        print(f"{prog}: error: {what}{where}: {e.strerror or e}", file=err or sys.stderr)
        return 1


def _silence_stdout() -> None:
    """Point stdout at the null device, so that nothing is written (or fails) at exit."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):  # not a real file (a test's StringIO)
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, fd)
    finally:
        os.close(null)


# Opened without waiting: a pipe with no writer (or, for writing, no reader) would block
# ``open`` forever; a regular file ignores the flag. Not on Windows, which has no such pipes.
_NO_WAIT = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)  # Windows: no newline translation below Python's own


def read_regular(path: str, max_bytes: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``max_bytes`` of them. A pipe, a device
    or a folder is refused before it is read (a pipe would block the tool forever), and so is
    a file that is too large, its size said; ``InputError`` says why in one line.

    >>> import tempfile
    >>> try:
    ...     read_regular(tempfile.gettempdir(), 10)
    ... except InputError as e:
    ...     print(str(e).endswith("is not a regular file (a folder, a pipe or a device)"))
    True
    """
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # refused before it is opened at all
            raise InputError(f"{path} is not a regular file (a folder, a pipe or a device)")
        fd = os.open(path, os.O_RDONLY | _NO_WAIT | _BINARY)
    except OSError as e:
        raise InputError(f"{path} cannot be read ({e.strerror or e})") from None
    with os.fdopen(fd, "rb") as f:
        try:
            info = os.fstat(fd)  # what was opened, should the name have changed since
            if not stat.S_ISREG(info.st_mode):
                raise InputError(f"{path} is not a regular file (a folder, a pipe or a device)")
            if info.st_size > max_bytes:
                raise InputError(
                    f"{path} is too large ({info.st_size:,} bytes; at most {max_bytes:,})"
                )
            data = f.read(max_bytes + 1)
        except OSError as e:
            raise InputError(f"{path} cannot be read ({e.strerror or e})") from None
    if len(data) > max_bytes:  # it grew since it was measured: its size is not known
        raise InputError(f"{path} is too large (more than {max_bytes:,} bytes)")
    return data


def read_stdin(max_bytes: int) -> bytes | str:
    """Standard input, up to one byte past ``max_bytes`` (``parse_json`` says it is too
    large); ``InputError`` if the tool was started with stdin closed (``<&-``)."""
    if sys.stdin is None:
        raise InputError("there is no input to read: stdin is closed")
    stream = getattr(sys.stdin, "buffer", sys.stdin)
    try:
        data: bytes | str = stream.read(max_bytes + 1)
    except OSError as e:
        raise InputError(f"stdin cannot be read ({e.strerror or e})") from None
    return data


class OutputRefused(ValueError):
    """A file named for a tool's output that it will not write; the message says why."""


_NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)  # not on Windows: there the check before opening


def open_output(path: str, overwrite: bool = False, flag: str = "--overwrite") -> TextIO:
    """``path`` opened to write UTF-8 text: a new file, an empty one, or (with ``overwrite``)
    one to replace. Refused, by ``OutputRefused`` in one line: a path that is not a regular
    file (a pipe would block the tool forever, a device or a folder is no log), a symbolic
    link (writing through it would change a file somewhere else), and a file that holds
    something when ``overwrite`` is not given (``flag`` names the option that gives it).
    Checked before opening and again on what was opened, without following a link."""

    def refuse(why: str) -> OutputRefused:
        return OutputRefused(f"cannot write {path}: {why}")

    try:
        before: os.stat_result | None = os.lstat(path)
    except FileNotFoundError:
        before = None
    except OSError as e:
        raise refuse(e.strerror or str(e)) from None
    if before is not None:
        _check_output(before, overwrite, flag, refuse)
    try:  # no O_TRUNC: nothing is cut before what was opened is known to be the file
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | _NO_FOLLOW | _NO_WAIT | _BINARY, 0o666)
    except OSError as e:
        if e.errno == errno.ELOOP:  # a link put there since it was looked at
            raise refuse("it is a symbolic link; give the file itself") from None
        if e.errno == errno.ENXIO:  # a pipe with no reader, put there since
            raise refuse("it is not a regular file (a folder, a pipe or a device)") from None
        raise refuse(e.strerror or str(e)) from None
    try:
        _check_output(os.fstat(fd), overwrite, flag, refuse)
        os.ftruncate(fd, 0)
    except OutputRefused:
        os.close(fd)
        raise
    except OSError as e:
        os.close(fd)
        raise refuse(e.strerror or str(e)) from None
    return os.fdopen(fd, "w", encoding="utf-8")


def _check_output(
    info: os.stat_result, overwrite: bool, flag: str, refuse: Callable[[str], OutputRefused]
) -> None:
    if stat.S_ISLNK(info.st_mode):
        raise refuse("it is a symbolic link; give the file itself")
    if not stat.S_ISREG(info.st_mode):
        raise refuse("it is not a regular file (a folder, a pipe or a device)")
    if info.st_size > 0 and not overwrite:
        raise refuse(f"it already exists and is not empty; give {flag} to replace it")
