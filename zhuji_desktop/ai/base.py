"""The player interface: any object with ``decide(view, legal) -> action`` is a player.

One method covers bids, wild choice, discards, claims and passes. Players are built with a
seed and are deterministic for it. A player may also explain its last decision in a short
reason (``last_reason``), which the hint panel and debugging show. The built-in players give
a ``reasons.Reason``: a ``str`` holding the Chinese text, readable in English with
``reason.text("en")`` (a plug-in player's reason may be a plain string).

``BasePlayer.suggest(view, legal)`` gives the action and reason a player would choose now,
without changing the player (its random state and ``last_reason`` stay as they were), so
the hint panel can ask a strong player about a human's position.

Thinking off the UI thread: ``decide`` and ``suggest`` touch only the player's own state,
so a window may run them on a worker thread. While one runs, ``thinking`` is true and
``progress`` is (work done, work planned; planned 0 = bounded by time); ``cancel()``, from
any thread, makes a long-thinking player (the expert) answer at once with its best so far.
The quick levels answer in milliseconds and ignore it.

>>> from zhuji_desktop.engine.state import HandState
>>> h = HandState.deal(seed=1)
>>> p = RandomPlayer(seed=4)
>>> a, why = p.suggest(h.view(0), h.legal_actions(0))
>>> a == p.decide(h.view(0), h.legal_actions(0)), why, p.last_reason, why.text("en")
(True, '随机', '随机', 'random')
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from ..engine.actions import Action
from ..engine.view import SeatView
from .reasons import Reason


@runtime_checkable
class Player(Protocol):
    """What a computer player (or a bot of your own, via ``module:Class``) provides."""

    def decide(self, view: SeatView, legal: list[Action]) -> Action: ...


class BasePlayer:
    """Common state: a seeded RNG and the reason for the last decision.

    Subclasses implement ``choose(view, legal, rng) -> (action, reason)``; ``decide`` and
    ``suggest`` wrap it.
    """

    name = "base"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.last_reason: str = Reason("none")
        self.thinking = False
        self.progress = (0, 0)

    def cancel(self) -> None:
        """Ask a decision in progress to finish now (a no-op for the quick levels)."""

    def choose(
        self, view: SeatView, legal: list[Action], rng: random.Random
    ) -> tuple[Action, Reason]:  # pragma: no cover - abstract
        raise NotImplementedError

    def decide(self, view: SeatView, legal: list[Action]) -> Action:
        """Choose an action (it is always one of ``legal``) and remember the reason."""
        action, reason = self.choose(view, legal, self.rng)
        self.last_reason = reason
        return action

    def suggest(self, view: SeatView, legal: list[Action]) -> tuple[Action, Reason]:
        """The action and reason this player would choose, without side effects."""
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return self.choose(view, legal, rng)


class RandomPlayer(BasePlayer):
    """Uniform over the legal actions. For fuzzing."""

    name = "random"

    def choose(
        self, view: SeatView, legal: list[Action], rng: random.Random
    ) -> tuple[Action, Reason]:
        return rng.choice(legal), Reason("random")
