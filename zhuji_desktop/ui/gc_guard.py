"""Garbage collection on the UI thread only.

The computers and the expert's advice think on worker threads, and they allocate a lot. With
Python's automatic collector on, a collection starts in whichever thread happens to allocate,
so a worker can end up finalising Qt objects (a closed dialog, a window caught in a reference
cycle). Qt objects must be destroyed in the thread they live in: done from a worker it can
hang that worker or crash the program. So the automatic collector is turned off and
``UiThreadCollector`` runs it from a timer on the UI thread, with Python's own thresholds,
the way the collector would have (this is the usual remedy for Qt programs in Python).

>>> due = UiThreadCollector.generation
>>> due((701, 0, 0), (700, 10, 10)), due((701, 11, 0), (700, 10, 10)), due((5, 0, 0), (700, 10, 10))
(0, 1, None)
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500


class UiThreadCollector(QObject):
    """Turns the automatic collector off and collects from a UI-thread timer instead."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        gc.disable()
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.check)
        self.timer.start()

    @staticmethod
    def generation(counts: tuple[int, int, int], thresholds: tuple[int, int, int]) -> int | None:
        """The oldest generation due for a collection (as the automatic collector decides),
        or None."""
        due = None
        for gen in range(3):
            if thresholds[gen] and counts[gen] > thresholds[gen]:
                due = gen
            else:
                break
        return due

    def check(self) -> None:
        gen = self.generation(gc.get_count(), gc.get_threshold())
        if gen is not None:
            gc.collect(gen)


def install(parent: QObject) -> UiThreadCollector:
    """Collect on the UI thread for as long as ``parent`` (the application) lives."""
    return UiThreadCollector(parent)
