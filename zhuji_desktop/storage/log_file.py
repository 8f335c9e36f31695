"""The program's log: a rotating ``zhuji.log`` in the data folder (``setup_logging``)."""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import os
import sys
import time
from pathlib import Path
from typing import Any

from .folder import LOG_BACKUPS, LOG_MAX_BYTES, LOG_NAME

_LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


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
