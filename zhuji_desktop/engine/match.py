"""A match: hands in sequence, dealer rotation, 老庄, running totals (docs/rules.md §10).

Players are numbered 0..3 for the whole match; in each hand, seat 0 (East) is the dealer, so
player ``p`` sits at seat ``(p - dealer) % 4``.

>>> m = Match(RuleSet(match_hands=2), seed=5)
>>> m.dealer, m.hand_number, m.state.phase.value
(0, 1, 'bidding')
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields

from .actions import Action
from .rules import RuleSet
from .state import HandResult, HandState
from .view import SeatView


def hand_seed(match_seed: int, index: int) -> int:
    """The wall seed of hand ``index`` (0-based) of a match: fixed by the match seed."""
    return random.Random(match_seed * 1_000_003 + index).randrange(2**31)


@dataclass(frozen=True)
class HandRecord:
    """One finished hand, by player (not seat)."""

    index: int
    seed: int
    dealer: int
    old_dealer: bool
    bao: int | None  # None in 翻麻将 (docs/rules.md §12), which has no 包家 and no bid
    bid: str | None
    winner: int | None
    discarder: int | None
    self_drawn: bool
    tai: int | None
    items: tuple[tuple[str, str, int], ...]
    deltas: tuple[int, int, int, int]
    actions: tuple[str, ...]

    def to_dict(self) -> dict:
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["items"] = [list(i) for i in self.items]
        data["deltas"] = list(self.deltas)
        data["actions"] = list(self.actions)
        return data


@dataclass
class Match:
    """A match of hands. ``state`` is the hand being played."""

    rules: RuleSet
    seed: int
    dealer: int = 0
    old_dealer: bool = False
    scores: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    records: list[HandRecord] = field(default_factory=list)
    seeds: list[int] = field(default_factory=list)
    rotations: int = 0  # times the deal has passed to the next player
    finished: bool = False
    state: HandState = field(init=False)

    def __post_init__(self) -> None:
        self._start_hand()

    def _start_hand(self) -> None:
        s = hand_seed(self.seed, len(self.records))
        self.seeds.append(s)
        self.state = HandState.deal(s, self.rules, self.old_dealer)

    @property
    def hand_number(self) -> int:
        """1-based number of the current hand."""
        return len(self.records) + 1

    def player_at(self, seat: int) -> int:
        return (self.dealer + seat) % 4

    def seat_of(self, player: int) -> int:
        return (player - self.dealer) % 4

    def scores_by_seat(self) -> tuple[int, int, int, int]:
        return tuple(self.scores[self.player_at(s)] for s in range(4))  # type: ignore[return-value]

    def view(self, seat: int) -> SeatView:
        return self.state.view(seat, self.scores_by_seat())

    def apply(self, action: Action) -> None:
        """Apply an action to the current hand (seats are the hand's seats)."""
        self.state.apply(action)

    def hand_over(self) -> bool:
        return self.state.is_ended()

    def next_hand(self) -> HandRecord:
        """Record the finished hand, move the deal, and start the next hand (if any)."""
        if not self.state.is_ended():
            raise ValueError("the current hand has not ended")
        if self.finished:
            raise ValueError("the match is over")
        record = self._record(self.state.result)
        self.records.append(record)
        for p in range(4):
            self.scores[p] += record.deltas[p]
        result = self.state.result
        assert result is not None
        if result.drawn or result.winner == 0:
            self.old_dealer = True  # the dealer deals again: a 老庄 hand
        else:
            self.dealer, self.old_dealer = (self.dealer + 1) % 4, False
            self.rotations += 1
        if self._match_over():
            self.finished = True
        else:
            self._start_hand()
        return record

    def _match_over(self) -> bool:
        if self.rules.match_hands > 0:
            return len(self.records) >= self.rules.match_hands
        return self.rotations >= 4

    def _record(self, result: HandResult | None) -> HandRecord:
        assert result is not None
        st = self.state
        by_player = [0, 0, 0, 0]
        for seat, d in enumerate(result.deltas):
            by_player[self.player_at(seat)] = d
        tai = result.tai
        return HandRecord(
            index=len(self.records),
            seed=self.seeds[-1],
            dealer=self.dealer,
            old_dealer=self.old_dealer,
            bao=None if st.bao is None else self.player_at(st.bao),
            bid=None if st.bid is None else st.bid.ascii(),
            winner=None if result.winner is None else self.player_at(result.winner),
            discarder=None if result.discarder is None else self.player_at(result.discarder),
            self_drawn=result.self_drawn,
            tai=tai.tai if tai else None,
            items=tuple((i.key, i.label, i.tai) for i in tai.items) if tai else (),
            deltas=tuple(by_player),  # type: ignore[arg-type]
            actions=tuple(str(a) for a in st.actions),
        )

    def standings(self) -> list[tuple[int, int]]:
        """(player, score) from first to last."""
        return sorted(enumerate(self.scores), key=lambda ps: (-ps[1], ps[0]))
