"""Which claim decisions the table takes for a person at once, and which it asks about.

No Qt: ``GameFlow`` asks ``ClaimPolicy.decide`` for each person who must decide in a claim
window, before anything is drawn, and submits what it returns (a pass or a win); None means
"ask the person".

- One person at the table (``several`` False): a win is always asked. While the person's
  "this hand: wins only" toggle is on (``wins_only``), every other claim is passed; with
  ``claims == "worth"`` a claim window that holds no claim worth asking about
  (``advice.worth_asking``) is passed.
- Several people (hot-seat): asking only those who can claim would tell the others their
  tiles (see ``hotseat``). With ``hotseat_claims == "win"`` nobody is asked: a win is taken,
  anything else passed. With "all" everyone looks at every discard anyway, so every claim
  is offered: passing one not worth asking only called a person to the screen to read that
  it was passed (a family's complaint). "This hand: wins only" is kept as with one person.
  A robbed kong is a win taken at once in both.

>>> from zhuji_desktop.engine.actions import Action, Verb
>>> policy = ClaimPolicy()
>>> pung, skip = Action(1, Verb.PUNG, (4, 4)), Action(1, Verb.PASS)
>>> policy.decide([pung, skip], person=1, several=True, rob=False, view=None) == skip
True
>>> policy.wins_only.add(1)
>>> policy.decide([pung, skip], person=1, several=False, rob=False, view=None) == skip
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ...engine.actions import Action, Verb
from ...engine.view import SeatView
from .advice import worth_asking


@dataclass
class ClaimPolicy:
    """``Settings.claims`` and ``Settings.hotseat_claims``, and the people whose "wins only"
    toggle is on for the rest of the hand."""

    claims: str = "worth"
    hotseat_claims: str = "win"
    wins_only: set[int] = field(default_factory=set)

    def decide(
        self,
        legal: Sequence[Action],
        person: int,
        several: bool,
        rob: bool,
        view: Callable[[], SeatView] | None,
    ) -> Action | None:
        """The decision the table takes for ``person`` (a pass or a win), or None to ask.
        ``view`` gives the person's view when it is needed (whether a claim is worth it)."""
        win = next((a for a in legal if a.verb is Verb.WIN), None)
        skip = next((a for a in legal if a.verb is Verb.PASS), None)
        if several and (self.hotseat_claims == "win" or rob):
            return win or skip  # nobody is asked: nobody learns who could have claimed
        if win is not None or rob:
            return None
        if person in self.wins_only:
            return skip
        worth = self.claims != "worth" or several or view is None or worth_asking(view(), legal)
        return None if worth else skip

    def everyone_looks(self, several: bool) -> bool:
        """After every discard, every person looks (hot-seat "all")."""
        return several and self.hotseat_claims == "all"

    def offers_wins_only(self, several: bool) -> bool:
        """Whether "this hand: wins only" means anything (not when wins are all people take)."""
        return not (several and self.hotseat_claims == "win")

    def offered(self, legal: list[Action], person: int) -> list[Action]:
        """What a claim window offers ``person``: with "wins only" on, the win and the pass."""
        if person in self.wins_only:
            return [a for a in legal if a.verb in (Verb.WIN, Verb.PASS)]
        return legal
