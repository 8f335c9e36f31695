"""One window per data folder: a second start brings the first window forward.

A player who double-clicks the icon again while the game starts (a cold start on Windows, with
the virus scanner reading every file, takes seconds) used to get a second window, which could
not save (the first holds the data folder: ``storage.hold_folder``) and said so only in its
notice line. Now the window that holds the folder listens on a local socket named for that
folder (``QLocalServer``); a start that finds the folder held asks it to come forward and ends.
If nothing answers (the holder is of an older version, or stuck), the second window opens as
before and says that it does not save.

>>> server_name(Path("/home/a/data")) == server_name(Path("/home/a/data"))
True
>>> server_name(Path("/home/a/data")) != server_name(Path("/home/b/data"))
True
"""

from __future__ import annotations

import getpass
import hashlib
import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

ASK = b"forward\n"
WAIT_MS = 1_000  # for the first window to answer: a busy one answers within its event loop


def server_name(folder: Path) -> str:
    """The socket's name for ``folder``: the user and the folder's full path, hashed (a name
    is a file in the shared temporary folder on Unix, and a pipe's name on Windows)."""
    try:
        user = getpass.getuser()
    except Exception:  # no user name in the environment: the path alone tells folders apart
        user = ""
    key = f"{user}\n{folder.resolve()}".encode("utf-8", "surrogateescape")
    return "zhuji-mahjong-" + hashlib.sha256(key).hexdigest()[:20]


def ask_forward(folder: Path, wait_ms: int = WAIT_MS) -> bool:
    """Ask the window holding ``folder`` to come forward; True if it was asked."""
    socket = QLocalSocket()
    socket.connectToServer(server_name(folder))
    if not socket.waitForConnected(wait_ms):
        return False
    socket.write(ASK)
    sent = socket.waitForBytesWritten(wait_ms)
    socket.disconnectFromServer()
    return sent


class WindowCaller(QObject):
    """Listens for later starts on ``folder`` and brings ``window`` forward for each
    (``forward``: what is done; the window shown, raised and made active by default)."""

    def __init__(
        self, window: QWidget, folder: Path, forward: Callable[[], None] | None = None
    ) -> None:
        super().__init__(window)
        self.window = window
        self.forward = forward or self._bring_forward
        self.server = QLocalServer(self)
        name = server_name(folder)
        # a name left by a window that crashed is not in use: this one holds the folder
        QLocalServer.removeServer(name)
        self.listening = self.server.listen(name)
        if not self.listening:
            log.info("later starts cannot call this window: %s", self.server.errorString())
        self.server.newConnection.connect(self._called)

    def _called(self) -> None:
        while (socket := self.server.nextPendingConnection()) is not None:
            socket.setParent(self)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(ASK.strip()):
            log.info("the game was started again: this window comes forward")
            self.forward()

    def _bring_forward(self) -> None:
        window = self.window
        if window.isMinimized():
            window.showNormal()
        window.show()
        window.raise_()
        window.activateWindow()
