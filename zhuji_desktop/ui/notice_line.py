"""The line of notes over the table: what it says, and for how long.

Two kinds of note share it (``TableScreen.show_notice`` draws it). That saving is off stays
for as long as it is so, and nothing covers it: it matters more. Any other note is said for a
while (the hints closed for room, a claim beaten, the first start's tip); a later one replaces
it, with a while of its own, and a note gone stale is taken back (``take_back``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

NOTE_MS = 8000  # how long a note (the hints closed for room, a claim beaten) stays


class NoticeLine(QObject):
    """The notes of the line that ``show`` draws (``show(None)``: no line)."""

    def __init__(self, show: Callable[[str | None], None], parent: QObject | None = None):
        super().__init__(parent)
        self._show = show
        self.saving_off: str | None = None  # said while saving is off
        self.said = ""  # the note on show for a while ("" if none)
        self.told: str | None = None  # the last note the game told (``tell``), if any
        self._count = 0  # notes said so far: a while ends only its own note

    def set_saving_off(self, text: str | None) -> None:
        """Say ``text`` (that saving is off, and why) until called with None."""
        self.saving_off = text
        self._show(text)
        if text is None:
            self.said = ""

    def say_for_a_while(self, text: str, ms: int = NOTE_MS) -> None:
        """``text`` for ``ms``, unless saving is off (that note stays)."""
        if self.saving_off is not None:
            return
        self._show(text)
        self.said = text
        self._count += 1
        count = self._count
        QTimer.singleShot(ms, self, lambda: self._expired(count))

    def tell(self, text: str) -> None:
        """A note about the hand in play, said for a while (taken back with the hand)."""
        self.told = text
        self.say_for_a_while(text)

    def take_back_told(self) -> None:
        """Clear the game's last note (``tell``), if it is still on show."""
        if self.told is not None:
            self.take_back(self.told)

    def take_back(self, text: str | None = None) -> None:
        """Clear the note on show for a while (only if it is ``text``, when given)."""
        if self.saving_off is None and self.said and text in (None, self.said):
            self._show(None)
            self.said = ""

    def _expired(self, count: int) -> None:
        if count == self._count:  # not a later note's while
            self.take_back()
