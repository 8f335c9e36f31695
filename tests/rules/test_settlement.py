"""Settlement (RULES.md §9): the seed examples, 老庄 and base points, 荒庄, formulas, errors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from zhuji_desktop.engine.bidding import Bid, ladder
from zhuji_desktop.engine.settlement import Settlement, Stakes, settle_drawn, settle_win

B2 = Bid.parse("2")  # B = 5


def win(
    winner: int,
    bao: int,
    tai: int,
    discarder: int | None = None,
    bid: Bid = B2,
    old_dealer: bool = False,
    base: int = 1,
) -> Settlement:
    return Stakes(False, bao, bid, old_dealer, base).win(winner, tai, discarder)


def amounts(s: Settlement) -> dict[tuple[int, str], int]:
    return {(line.seat, line.role): line.amount for line in s.lines}


# --- the five seed examples, bid 2台 (B = 5) --------------------------------------------------


def test_bao_self_draws_3_tai() -> None:
    s = win(winner=2, bao=2, tai=3)
    assert s.deltas == (-13, -13, 39, -13)
    assert {line.formula for line in s.lines if line.role == "other"} == {"2^3+5 = 13"}


def test_another_self_draws_1_tai() -> None:
    s = win(winner=1, bao=0, tai=1)
    assert s.deltas == (-17, 11, 3, 3)
    assert amounts(s) == {(0, "bao"): 17, (2, "other"): -3, (3, "other"): -3, (1, "winner"): -11}
    assert s.lines[0].formula == "2^1+5×3 = 17"
    assert s.lines[1].formula == "2^1-5 = -3"
    assert s.lines[-1].formula == "17-3-3 = 11"


def test_bao_wins_3_tai_on_a_discard() -> None:
    s = win(winner=0, bao=0, tai=3, discarder=3)
    assert s.deltas == (31, -9, -9, -13)
    assert amounts(s)[(3, "discarder")] == 13
    assert s.lines[-1].formula == "9+9+13 = 31"


def test_another_wins_1_tai_off_the_bao() -> None:
    s = win(winner=3, bao=1, tai=1, discarder=1)
    assert s.deltas == (4, -17, 4, 9)
    assert amounts(s)[(1, "bao")] == 17
    assert amounts(s)[(0, "other")] == -4
    assert s.lines[0].formula == "2^0-5 = -4"


def test_another_wins_1_tai_off_a_non_bao() -> None:
    s = win(winner=2, bao=0, tai=1, discarder=3)
    assert s.deltas == (-16, 4, 9, 3)
    assert amounts(s) == {
        (0, "bao"): 16,
        (1, "other"): -4,
        (3, "discarder"): -3,
        (2, "winner"): -9,
    }
    assert s.lines[0].formula == "2^0+5×3 = 16"


def test_text() -> None:
    s = win(winner=2, bao=0, tai=1, discarder=3)
    assert s.text().splitlines() == [
        "东 包家 付 2^0+5×3 = 16",
        "南 闲家 付 2^0-5 = -4",
        "北 放冲 付 2^1-5 = -3",
        "西 胡家 收 16-4-3 = 9",
    ]
    assert s.text("en").splitlines()[0] == "E bidder pays 2^0+5×3 = 16"
    assert s.text("en").splitlines()[-1] == "W winner receives 16-4-3 = 9"


# --- 老庄, base points, robbing a kong, 荒庄 ------------------------------------------------------


def test_old_dealer_doubles_and_base_multiplies() -> None:
    plain = win(winner=1, bao=0, tai=1)
    assert win(winner=1, bao=0, tai=1, old_dealer=True).deltas == tuple(2 * d for d in plain.deltas)
    assert win(winner=1, bao=0, tai=1, base=3).deltas == tuple(3 * d for d in plain.deltas)
    both = win(winner=1, bao=0, tai=1, old_dealer=True, base=3)
    assert both.deltas == tuple(6 * d for d in plain.deltas)
    assert both.multiplier == 6
    assert both.lines[0].formula == "(2^1+5×3)×2×3 = 102"
    assert win(winner=1, bao=0, tai=1, old_dealer=True).lines[0].formula == "(2^1+5×3)×2 = 34"


def test_robbing_a_kong_is_paid_like_a_discard() -> None:
    # The caller passes the robbed player as the discarder, not self-drawn.
    s = settle_win(2, 0, B2, 2, self_drawn=False, discarder=1, old_dealer=False, base=1)
    assert s.deltas == win(winner=2, bao=0, tai=2, discarder=1).deltas
    assert amounts(s)[(1, "discarder")] == 4 - 5


def test_drawn_hand() -> None:
    s = settle_drawn(3, B2, old_dealer=False, base=1)
    assert s.deltas == (5, 5, 5, -15)
    assert s.lines[0].formula == "5×3 = 15"
    assert settle_drawn(3, B2, old_dealer=True, base=1).deltas == (10, 10, 10, -30)
    assert settle_drawn(0, Bid.parse("无财3台"), old_dealer=True, base=2).deltas == (
        -240,
        80,
        80,
        80,
    )


def test_bigger_bids() -> None:
    bid = Bid.parse("du3")  # B = 20
    assert win(winner=1, bao=1, tai=3, bid=bid).deltas == (-28, 84, -28, -28)
    assert win(winner=1, bao=0, tai=1, bid=bid, discarder=0).deltas == (-62, 24, 19, 19)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"discarder": None, "self_drawn": False}, "discarder"),
        ({"discarder": 1, "self_drawn": False}, "discarder"),  # the winner
        ({"discarder": 2, "self_drawn": True}, "no discarder"),
        ({"tai": 0}, "at least 1"),
        ({"base": 0}, "base"),
        ({"bao": 4}, "seat"),
    ],
)
def test_bad_input(kwargs: dict, message: str) -> None:
    args = {
        "winner": 1,
        "bao": 0,
        "bid": B2,
        "tai": 2,
        "self_drawn": True,
        "discarder": None,
        "old_dealer": False,
        "base": 1,
    }
    args.update(kwargs)
    with pytest.raises(ValueError, match=message):
        settle_win(**args)


# --- properties -------------------------------------------------------------------------------

SEAT = st.integers(0, 3)


WIN_ARGS = st.tuples(SEAT, SEAT, st.sampled_from(ladder()), st.integers(1, 20), SEAT)


@given(WIN_ARGS, st.booleans(), st.booleans(), st.integers(1, 50))
def test_wins_balance(args: tuple, self_drawn: bool, old: bool, base: int) -> None:
    winner, bao, bid, tai, discarder = args
    if not self_drawn and discarder == winner:
        discarder = (winner + 1) % 4
    payer = None if self_drawn else discarder
    s = settle_win(
        winner, bao, bid, tai, self_drawn=self_drawn, discarder=payer, old_dealer=old, base=base
    )
    assert sum(s.deltas) == 0
    assert s.deltas[winner] > 0
    for line in s.lines:
        assert line.formula.endswith(f"= {-line.amount if line.role == 'winner' else line.amount}")


@given(SEAT, st.sampled_from(ladder()), st.booleans(), st.integers(1, 50))
def test_drawn_balances(bao: int, bid: Bid, old: bool, base: int) -> None:
    s = settle_drawn(bao, bid, old_dealer=old, base=base)
    assert sum(s.deltas) == 0
    assert s.deltas[bao] == -3 * bid.points * base * (2 if old else 1)


def test_the_winners_sum_starts_with_what_is_paid() -> None:
    """Two of the three receive B here: the winner's sum read "-3-4+16" (a tester's note)."""
    s = settle_win(0, 3, Bid.parse("2"), 1, self_drawn=False, discarder=1, old_dealer=False, base=1)
    winner = next(line for line in s.lines if line.role == "winner")
    assert winner.formula == "16-3-4 = 9" and winner.amount == -9


def test_stakes_settles_either_game_and_refuses_a_bao_hand_without_its_bidder() -> None:
    """The engine's hand and the playouts settle through ``Stakes``: 包麻将 needs its 包家 and
    bid, 翻麻将 neither."""
    bao = Stakes(fan=False, bao=2, bid=B2, old_dealer=True, base=1)
    assert bao.win(1, 2, discarder=3) == settle_win(
        1, 2, B2, 2, self_drawn=False, discarder=3, old_dealer=True, base=1
    )
    assert bao.drawn() == settle_drawn(2, B2, old_dealer=True, base=1)
    fan = Stakes(fan=True, bao=None, bid=None, old_dealer=False, base=2)
    assert fan.win(0, 3, discarder=None).mode == "fan"
    assert fan.drawn().deltas == (0, 0, 0, 0)
    for missing in (Stakes(False, None, B2, False, 1), Stakes(False, 0, None, False, 1)):
        with pytest.raises(ValueError, match="包家 and a bid"):
            missing.win(1, 1, None)
        with pytest.raises(ValueError, match="包家 and a bid"):
            missing.drawn()
