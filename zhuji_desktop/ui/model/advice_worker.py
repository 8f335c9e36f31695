"""Slow advice beside the table: the expert's suggestion worked out on a worker thread.

The hint panel's figures are quick and computed at once; the expert's look-ahead takes
tens to hundreds of milliseconds, which would stall the window if it ran on the UI thread.
``AdviceWorker.ask`` starts it on a thread and returns at once; ``done(token, suggestion)``
comes back on the UI thread. One think runs at a time (the advisor's player is not shared
between threads): a newer question cancels the one running (the expert then answers at once
with its best so far, which is dropped) and waits for it to end.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ...engine.actions import Action
from ...engine.view import SeatView
from .hints import Advisor, Suggestion

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Question:
    """One position to advise on; ``token`` tells the answer's position apart."""

    token: int
    view: SeatView
    legal: tuple[Action, ...]


class AdviceWorker(QObject):
    """Asks ``advisor`` off the UI thread. ``done(token, Suggestion | None)`` answers the
    latest question only; a question overtaken by a newer one gets no answer."""

    done = Signal(int, object)
    _answered = Signal(int, object)  # from the worker thread

    def __init__(self, advisor: Advisor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.advisor = advisor
        self.running: Question | None = None
        self.waiting: Question | None = None
        self._answered.connect(self._finish)

    @property
    def busy(self) -> bool:
        return self.running is not None

    def ask(self, token: int, view: SeatView, legal: list[Action]) -> None:
        """Work out the advice for a position (the answer comes by ``done``)."""
        question = Question(token, view, tuple(legal))
        if self.running is None:
            self._start(question)
            return
        self.waiting = question
        self._cancel_running()

    def drop(self) -> None:
        """Forget the questions asked: nothing more is answered until the next ``ask``."""
        self.waiting = None
        self._cancel_running()

    def _cancel_running(self) -> None:
        player = self.advisor.player
        cancel = getattr(player, "cancel", None)
        if callable(cancel):
            cancel()
        if self.running is not None:
            self.running = Question(-1, self.running.view, self.running.legal)  # answer dropped

    def _start(self, question: Question) -> None:
        self.running = question
        threading.Thread(target=self._think, args=(question,), daemon=True).start()

    def _think(self, question: Question) -> None:
        """On the worker thread: a failing advisor answers None (the panel shows no advice)."""
        try:
            answer = self.advisor.suggest(question.view, list(question.legal))
        except Exception:
            log.exception("the advice failed")
            answer = None
        self._answered.emit(question.token, answer)

    def _finish(self, token: int, answer: Suggestion | None) -> None:
        """Back on the UI thread: answer if still wanted, then take the question waiting."""
        wanted = self.running is not None and self.running.token == token and token >= 0
        self.running = None
        if wanted:
            self.done.emit(token, answer)
        if self.waiting is not None:
            question, self.waiting = self.waiting, None
            self._start(question)
