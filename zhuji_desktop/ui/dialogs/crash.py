"""Unexpected errors: logged with their traceback, then shown in a dialog that names the log.

``CrashReporter.install`` takes over ``sys.excepthook`` (errors in Qt slots and event
handlers land there) and ``threading.excepthook`` (a computer player's worker thread). Errors
from other threads are passed to the UI thread through a queued signal. The autosave is left
alone, so after a crash the match can be continued from its last step.

The dialog is opened with ``open()``: it never starts a nested event loop inside the hook.
A second error while the dialog is up is added to it instead of opening another.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from ..plain import PlainLabel
from ..strings import T

log = logging.getLogger(__name__)


class CrashDialog(QDialog):
    """The error, its traceback, and where the log is; 继续游戏 or 退出."""

    def __init__(
        self, parent: QWidget | None, summary: str, details: str, log_path: Path | None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(T.CRASH_TITLE)
        self.setMinimumWidth(560)
        intro = PlainLabel(T.CRASH_TEXT)
        intro.setWordWrap(True)
        self.summary = PlainLabel(summary)
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("font-weight: bold; color: #a02020;")
        self.details = QPlainTextEdit(details)
        self.details.setReadOnly(True)
        self.details.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.details.setMinimumHeight(160)
        where = str(log_path) if log_path is not None else "-"
        self.log_label = PlainLabel(T.CRASH_LOG.format(path=where))
        self.log_label.setWordWrap(True)
        self.log_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox()
        self.go_on = buttons.addButton(T.CRASH_GO_ON, QDialogButtonBox.ButtonRole.RejectRole)
        self.quit = buttons.addButton(T.MENU_QUIT, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.go_on.clicked.connect(self.reject)
        self.quit.clicked.connect(self._quit)
        layout = QVBoxLayout(self)
        for widget in (intro, self.summary, self.details, self.log_label, buttons):
            layout.addWidget(widget)

    def add(self, summary: str, details: str) -> None:
        """Another error while the dialog is up."""
        self.summary.setText(self.summary.text() + "\n" + summary)
        self.details.appendPlainText("\n" + details)

    def _quit(self) -> None:
        self.accept()
        app = QCoreApplication.instance()
        if app is not None:
            app.quit()


class CrashReporter(QObject):
    """Logs unhandled errors and shows them; ``parent()`` of the dialog is ``window()``."""

    reported = Signal(str, str)  # summary, traceback text

    def __init__(
        self, log_path: Path | None, window: Callable[[], QWidget | None] = lambda: None
    ) -> None:
        super().__init__()
        self.log_path = log_path
        self.window = window
        self.dialog: CrashDialog | None = None
        self.count = 0
        # A signal emitted on a worker thread is delivered on this object's (the UI) thread.
        self.reported.connect(self._show)

    def install(self) -> None:
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook

    def excepthook(
        self,
        kind: type[BaseException],
        value: BaseException,
        tb: TracebackType | None,
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            if sys.stderr is not None:
                sys.__excepthook__(kind, value, tb)
            return
        self.count += 1
        log.critical("unhandled error", exc_info=(kind, value, tb))
        details = "".join(traceback.format_exception(kind, value, tb))
        self.reported.emit(f"{kind.__name__}: {value}", details)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit or args.exc_value is None:
            return
        self.excepthook(args.exc_type, args.exc_value, args.exc_traceback)

    def _show(self, summary: str, details: str) -> None:
        try:
            if self.dialog is not None and self.dialog.isVisible():
                self.dialog.add(summary, details)
                return
            self.dialog = CrashDialog(self.window(), summary, details, self.log_path)
            self.dialog.open()
        except Exception:  # the report itself failed: the log still has the error
            log.exception("could not show the error dialog")
