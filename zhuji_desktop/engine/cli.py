"""What the command-line tools share: output that cannot be written ends the tool with one
line on stderr, not a traceback.

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

import errno
import os
import sys
from collections.abc import Callable
from typing import TextIO

# What a failed write of the output looks like; any other OSError is told as it is.
WRITE_ERRORS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO, errno.EBADF})


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
