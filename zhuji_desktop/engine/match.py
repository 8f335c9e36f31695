"""A match: hands in sequence, dealer rotation, 老庄, running totals (docs/rules.md §10).

Players are numbered 0..3 for the whole match; in each hand, seat 0 (East) is the dealer, so
player ``p`` sits at seat ``(p - dealer) % 4``.

>>> m = Match(RuleSet(match_hands=2), seed=5)
>>> m.dealer, m.hand_number, m.state.phase.value
(0, 1, 'bidding')
"""

from __future__ import annotations

import random
import secrets
import string
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from typing import TypeGuard

from .actions import Action, Verb
from .rules import RuleSet
from .state import HandResult, HandState
from .view import SeatView

# The largest match seed: it must fit the saves' and the history's numbers (at most 30
# digits, ``save.SAVE_LIMITS``), or the program would write a match it then refuses to read.
MAX_SEED = 10**18 - 1


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

    def check(self) -> None:
        """Raise ``ValueError`` if the record is impossible in itself: players out of range,
        payments that do not sum to zero, a win without 台 or a drawn hand with a winner."""
        if not is_int(self.index) or self.index < 0:
            raise ValueError(f"a hand's index must be a whole number from 0, not {self.index!r}")
        players = (self.dealer, self.bao, self.winner, self.discarder)
        if any(p is not None and not (is_int(p) and 0 <= p <= 3) for p in players):
            raise ValueError(f"hand {self.index + 1}: a player is not 0..3")
        if len(self.deltas) != 4 or not all(map(is_int, self.deltas)) or sum(self.deltas) != 0:
            raise ValueError(f"hand {self.index + 1}: payments {self.deltas} do not sum to zero")
        if any(abs(d) > MAX_PAYMENT for d in self.deltas):
            raise ValueError(f"hand {self.index + 1}: a payment is beyond {MAX_PAYMENT:,}")
        if self.tai is not None and not (is_int(self.tai) and 0 <= self.tai <= MAX_TAI):
            raise ValueError(f"hand {self.index + 1}: {self.tai!r} 台 is not 0 to {MAX_TAI}")
        if self.winner is None:
            consistent = self.tai is None and self.discarder is None and not self.self_drawn
        else:
            consistent = (
                is_int(self.tai)
                and self.winner != self.discarder
                and self.self_drawn == (self.discarder is None)
            )
        if not consistent:
            raise ValueError(f"hand {self.index + 1}: the winner, discarder and 台 disagree")


# Bounds no hand can reach, a record beyond them was edited or damaged. The largest payment
# is a 全字牌 at its highest setting (64台) in 翻麻将 at the largest base points, in a 老庄
# hand: 2·2^63·10^6·2 ≈ 3.7·10^25 from each payer; the 台 stay below a hundred.
MAX_PAYMENT = 10**30
MAX_TAI = 1_000


def _deal_passes(record: HandRecord) -> bool:
    """Whether the deal moves on after ``record``: another player won (docs/rules.md §10; a
    drawn hand or the dealer's win makes a 老庄 hand)."""
    return record.winner is not None and record.winner != record.dealer


def is_int(value: object) -> TypeGuard[int]:
    """A whole number, not a bool (JSON's true is not 1 here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_seed(seed: object) -> None:
    """Raise ``ValueError`` unless ``seed`` is a whole number from 0 to ``MAX_SEED``.

    >>> check_seed(-1)
    Traceback (most recent call last):
    ...
    ValueError: a match seed must be a whole number from 0 to 999,999,999,999,999,999, not -1
    """
    if not is_int(seed) or not 0 <= seed <= MAX_SEED:
        shown = repr(seed)
        shown = shown if len(shown) <= 40 else shown[:37] + "..."
        raise ValueError(f"a match seed must be a whole number from 0 to {MAX_SEED:,}, not {shown}")


def next_seed(seed: int) -> int:
    """The seed after ``seed`` for another match, round within 0..``MAX_SEED``.

    >>> next_seed(MAX_SEED)
    0
    """
    return (seed + 1) % (MAX_SEED + 1)


def new_match_id() -> str:
    """A random name for a match, kept in its save: the history tells its hands apart by it
    (two matches may share a seed; a resumed match must not record a hand twice)."""
    return secrets.token_hex(8)


MATCH_ID_CHARS = frozenset(string.ascii_letters + string.digits + "_-")
MAX_MATCH_ID = 64


def usable_match_id(value: object) -> str | None:
    """``value`` if it can name a match (1 to 64 letters, digits, ``_`` or ``-``), else None.

    A save's id goes into every history line of its hands, so an id read from a file must
    be one the history can read back (a megabyte of id would make every line too long).

    >>> usable_match_id("3f9a0c2e7b1d4a65"), usable_match_id("x" * 65), usable_match_id(7)
    ('3f9a0c2e7b1d4a65', None, None)
    """
    if not isinstance(value, str):
        return None
    return value if 0 < len(value) <= MAX_MATCH_ID and set(value) <= MATCH_ID_CHARS else None


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
    id: str = field(default_factory=new_match_id, compare=False)
    state: HandState = field(init=False)

    def __post_init__(self) -> None:
        check_seed(self.seed)
        self._start_hand()

    @classmethod
    def restore(
        cls, rules: RuleSet, seed: int, records: Sequence[HandRecord], id: str | None = None
    ) -> Match:
        """The match after the finished hands ``records``, at the deal of the next hand,
        without replaying them: the dealer, 老庄, scores and the end of the match follow
        from the records as they do in ``next_hand``. Raises ``ValueError`` if a record
        does not fit (wrong index, wall seed, dealer or 老庄; an impossible result; a hand
        after the end).

        >>> m = Match(RuleSet(match_hands=2), seed=5)
        >>> Match.restore(m.rules, 5, []).state.events == m.state.events
        True
        """
        check_seed(seed)
        match = cls.__new__(cls)
        match.rules, match.seed, match.id = rules, seed, id or new_match_id()
        match.dealer, match.old_dealer, match.rotations, match.finished = 0, False, 0, False
        match.scores, match.records, match.seeds = [0, 0, 0, 0], [], []
        for record in records:
            if match.finished:
                raise ValueError(f"hand {record.index + 1} comes after the end of the match")
            expected = (len(match.records), hand_seed(seed, len(match.records)), match.dealer)
            if (record.index, record.seed, record.dealer) != expected:
                raise ValueError(f"hand {len(match.records) + 1}: index, seed or dealer differ")
            if record.old_dealer != match.old_dealer:
                raise ValueError(f"hand {record.index + 1}: 老庄 differs")
            record.check()
            match.seeds.append(record.seed)
            match._close(record, deal_next=False)
        if not match.finished:
            match._start_hand()
        return match

    def _start_hand(self) -> None:
        s = hand_seed(self.seed, len(self.records))
        self.seeds.append(s)
        self.state = HandState.deal(s, self.rules, self.old_dealer)

    @property
    def hand_number(self) -> int:
        """1-based number of the current hand: the hand on the table, which after the match's
        end is its last (the table said "hand 3" over the last of two)."""
        return len(self.records) + (0 if self.finished else 1)

    def player_at(self, seat: int) -> int:
        return (self.dealer + seat) % 4

    def seat_of(self, player: int) -> int:
        return (player - self.dealer) % 4

    def scores_by_seat(self) -> tuple[int, int, int, int]:
        east, south, west, north = (self.scores[self.player_at(s)] for s in range(4))
        return east, south, west, north

    def view(self, seat: int) -> SeatView:
        return self.state.view(seat, self.scores_by_seat())

    def standing(self) -> list[int]:
        """Each player's score with the hand on the table counted as soon as it has ended
        (``scores`` takes it when ``next_hand`` books it): what the table shows.

        >>> m = Match(RuleSet(), seed=5)
        >>> while not m.hand_over():  # the first legal action each time: a drawn hand
        ...     m.apply(m.state.legal_actions(m.state.to_act()[0])[0])
        >>> m.scores, m.standing()
        ([0, 0, 0, 0], [-15, 5, 5, 5])
        >>> _ = m.next_hand(); m.scores == m.standing() == [-15, 5, 5, 5]
        True
        """
        scores = list(self.scores)
        if self.state.is_ended() and not self.finished:  # ended, not yet booked
            for player, delta in enumerate(self.ended_hand().deltas):
                scores[player] += delta
        return scores

    def ended_hand(self) -> HandRecord:
        """The record of the hand on the table, which has ended, as ``next_hand`` will book
        it (the history keeps it as soon as the hand ends). Raises ``ValueError`` if the
        hand is still going on or the match is over."""
        if not self.state.is_ended():
            raise ValueError("the current hand has not ended")
        if self.finished:
            raise ValueError("the match is over")
        return self._record(self.state.result)

    def apply(self, action: Action) -> None:
        """Apply an action to the current hand (seats are the hand's seats)."""
        self.state.apply(action)

    def hand_over(self) -> bool:
        return self.state.is_ended()

    def last_choice_of(self, seat: int) -> int | None:
        """The index in ``state.actions`` of ``seat``'s last choice that 悔牌 may take back:
        a discard, a bid or a pass in the bidding, or the wild kind named; None if it has
        made none (or the hand is over). Claims and their passes are not choices of their
        own here: a discard taken back takes back what was claimed before it."""
        actions = self.state.actions
        # the bidding is every action before the first that is neither a bid nor a pass (a
        # pass after it passes on a claim)
        bidding = next(
            (i for i, a in enumerate(actions) if a.verb not in (Verb.BID, Verb.PASS)),
            len(actions),
        )
        if self.finished or self.state.is_ended():
            return None
        return next(
            (
                i
                for i in range(len(actions) - 1, -1, -1)
                if actions[i].seat == seat
                and (i < bidding or actions[i].verb in (Verb.DISCARD, Verb.WILD))
            ),
            None,
        )

    def take_back(self, seat: int) -> Action:
        """悔牌: ``seat``'s last choice of the hand on the table (``last_choice_of``: its last
        discard, bid, pass in the bidding or wild kind named) is taken back with everything
        played after it. The hand is dealt again from its wall and its actions before that
        choice replayed, so the table is exactly as it was when ``seat`` made it. Not a rule
        of the game (docs/rules.md has none): the table offers it to a person playing alone.
        Returns the action taken back; raises ``ValueError`` if the hand is over or ``seat``
        has chosen nothing in it.

        >>> m = Match(RuleSet(), seed=5)
        >>> while len(m.state.actions) < 12 or m.state.actions[-1].verb is not Verb.DISCARD:
        ...     m.apply(m.state.legal_actions(m.state.to_act()[0])[0])
        >>> before = [str(a) for a in m.state.actions[: m.last_choice_of(0)]]
        >>> taken = m.take_back(0)
        >>> [str(a) for a in m.state.actions] == before, m.state.to_act()
        (True, [0])
        >>> taken.verb.name, taken in m.state.legal_actions(0)  # it may be thrown again
        ('DISCARD', True)

        A bid, or a pass in the bidding, is taken back the same way:

        >>> m = Match(RuleSet(), seed=5)
        >>> for text in ("E bid 2", "S pass", "W pass", "N pass", "E wild 5m"):
        ...     m.apply(Action.parse(text))
        >>> str(m.take_back(0)), m.state.phase.name, m.state.to_act()
        ('E wild 5m', 'WILDS', [0])
        >>> str(m.take_back(0)), [str(a) for a in m.state.actions], m.state.to_act()
        ('E bid 2', [], [0])
        """
        index = self.last_choice_of(seat)
        if index is None:
            why = "the hand is over" if self.state.is_ended() else f"seat {seat} has chosen nothing"
            raise ValueError(f"nothing to take back: {why}")
        actions = self.state.actions
        taken = actions[index]
        # from the hand's own wall (never changed in play), not its seed: exact for a hand
        # dealt any way (tests deal crafted walls)
        state = HandState.from_wall(self.state.wall, self.rules, self.state.old_dealer)
        for action in actions[:index]:
            state.apply(action)
        self.state = state
        return taken

    def ends_the_match(self) -> bool:
        """Whether the hand just over is the match's last (``next_hand`` will finish it).

        >>> m = Match(RuleSet(match_hands=1), seed=5)
        >>> m.ends_the_match()  # the hand is still being played
        False
        """
        if not self.hand_over():
            return False
        passes = _deal_passes(self.ended_hand())
        return self._match_over(len(self.records) + 1, self.rotations + passes)

    def next_hand(self) -> HandRecord:
        """Record the finished hand, move the deal, and start the next hand (if any)."""
        record = self.ended_hand()
        self._close(record)
        return record

    def _close(self, record: HandRecord, deal_next: bool = True) -> None:
        """Book a finished hand: scores, the deal (RULES §10), the end of the match."""
        self.records.append(record)
        for p in range(4):
            self.scores[p] += record.deltas[p]
        if not _deal_passes(record):
            self.old_dealer = True  # the dealer deals again: a 老庄 hand
        else:
            self.dealer, self.old_dealer = (self.dealer + 1) % 4, False
            self.rotations += 1
        if self._match_over(len(self.records), self.rotations):
            self.finished = True
        elif deal_next:
            self._start_hand()

    def _match_over(self, hands: int, rotations: int) -> bool:
        """After ``hands`` hands and ``rotations`` passes of the deal (RULES §10)."""
        if self.rules.match_hands > 0:
            return hands >= self.rules.match_hands
        return rotations >= 4

    def _record(self, result: HandResult | None) -> HandRecord:
        assert result is not None
        st = self.state
        by_player = [0, 0, 0, 0]
        for seat, d in enumerate(result.deltas):
            by_player[self.player_at(seat)] = d
        p0, p1, p2, p3 = by_player
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
            deltas=(p0, p1, p2, p3),
            actions=tuple(str(a) for a in st.actions),
        )

    def standings(self) -> list[tuple[int, int]]:
        """(player, score) from first to last."""
        return sorted(enumerate(self.scores), key=lambda ps: (-ps[1], ps[0]))
