"""What the program tells outside its window: lines on the terminal (``say``), the log's
setup before a data folder is known, Qt's own messages, and errors raised in Qt's slots.
"""

from __future__ import annotations

import logging
import sys
from types import TracebackType
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt (and the engine) are imported only once the arguments are read
    pass


log = logging.getLogger("zhuji_desktop")

NO_FONT = (
    "no font is installed, so every text would be a row of boxes: install one"
    " (for example fonts-wqy-microhei, which also shows Chinese)"
)


# Harmless Qt messages that would only alarm a reader of the log.
QUIET_QT_MESSAGES = ("This plugin does not support propagateSizeHints()",)


def say(text: str) -> None:
    """Print a line if there is somewhere to print it."""
    if sys.stdout is not None:
        print(text, flush=True)


class _Failures:
    """Exceptions raised inside Qt slots, which would otherwise only be printed."""

    def __init__(self) -> None:
        self.errors: list[str] = []

    def hook(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        log.error("unhandled error", exc_info=(kind, value, tb))
        self.errors.append(f"{kind.__name__}: {value}")


def setup_logging(level: int = logging.WARNING) -> None:
    """Log to stderr when there is one; a windowed (frozen) program has none."""
    if sys.stderr is None:
        logging.raiseExceptions = False
        logging.getLogger().addHandler(logging.NullHandler())
        return
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s")


def install_qt_message_handler() -> None:
    """Send Qt's messages to the log (dropping the harmless ones)."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        if message not in QUIET_QT_MESSAGES:
            logging.getLogger("qt").log(levels.get(kind, logging.WARNING), "%s", message)

    qInstallMessageHandler(handler)
