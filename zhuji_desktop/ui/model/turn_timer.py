"""The optional turn timer: ``TurnTimer`` counts one decision down and says when it ran out;
the game then answers for that person (a claim or a bid is passed, a win taken) or puts
them on 托管 (``GameFlow._time_out``)."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject, QTimer, Signal

TICK_MS = 1000


class TurnTimer(QObject):
    """Counts down one decision. ``start(seconds, key)`` restarts only for a new ``key``
    (the same decision seen again after a redraw keeps its time). A second passes only while
    ``attending()`` says the person can see the table: with the rules help, a dialog or a
    menu in front, the clock waits (it ran out behind the help and put a reader on 托管)."""

    ticked = Signal(int)  # seconds left
    expired = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.left = 0
        self.key: Hashable | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self.attending: Callable[[], bool] = lambda: True  # the window sets its own

    def start(self, seconds: int, key: Hashable) -> None:
        if key == self.key and self._timer.isActive():
            return
        self.key, self.left = key, seconds
        self._timer.start()
        self.ticked.emit(self.left)

    def stop(self) -> None:
        self.key = None
        self._timer.stop()

    def running(self) -> bool:
        return self._timer.isActive()

    def _tick(self) -> None:
        if not self.attending():
            return
        self.left -= 1
        self.ticked.emit(max(self.left, 0))
        if self.left <= 0:
            self.stop()
            self.expired.emit()
