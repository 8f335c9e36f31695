"""An independent rules audit (docs/rules.md §6, §9): positions checked against the text.

Written from RULES.md apart from the engine's own scenarios, for what they did not yet
cover: 抢杠 settled in 包麻将 (the robbed player pays as the discarder, in every row of the
table and doubled in a 老庄 hand), 同圈 and the claim classes with wilds.
"""

import pytest

from zhuji_desktop.engine.actions import Action
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.script import build_wall
from zhuji_desktop.engine.state import HandState, IllegalAction


def play(hands, actions, wall="", rules=None, old_dealer=False) -> HandState:
    h = HandState.from_wall(build_wall(hands, wall), rules or RuleSet(), old_dealer)
    for text in actions:
        h.apply(Action.parse(text))
    return h


def legal(h: HandState, seat: int) -> list[str]:
    return [str(a) for a in h.all_legal().get(seat, [])]


# §9 抢杠 in 包麻将: the robbed player counts as the discarder, in every row of the table.
ROB_HANDS = {
    "E": "258m179p369s12345z",
    "S": "147m99p258s14567z",
    "W": "123456m7p55s3777z",  # wins on 9p: 中 1 + 无财 1 + 抢杠 1 = 3台
    "N": "369m258p369s2456z",
}
ROB_PLAY = [
    "E discard 9p",
    "S pung 99p",
    "S discard 1z",
    "W discard 3z",
    "N discard 7m",
    "E discard 4z",
    "S addkong 9p",
    "W win",
]


@pytest.mark.parametrize(
    ("bidding", "old", "deltas"),
    [
        # robbed S is the 包家: S pays 2^3+3·5 = 23, others 2^2-5 = -1
        (["E pass", "S bid 2", "W pass", "N pass", "S wild 3p"], False, (1, -23, 21, 1)),
        (["E pass", "S bid 2", "W pass", "N pass", "S wild 3p"], True, (2, -46, 42, 2)),
        # the robber W is the 包家: S (as discarder) 2^3+5, others 2^2+5
        (["E pass", "S pass", "W bid 2", "N pass", "W wild 3p"], False, (-9, -13, 31, -9)),
        # N 包家 (独3台, B = 20), S robbed: N 2^2+60, S 2^3-20, E 2^2-20
        (["E pass", "S pass", "W pass", "N bid du3", "N wild 3p"], False, (16, 12, 36, -64)),
        (["E pass", "S pass", "W pass", "N bid 2", "N wild 3p"], True, (2, -6, 42, -38)),
    ],
)
def test_rob_kong_settles_with_the_robbed_player_as_discarder(bidding, old, deltas):
    h = play(ROB_HANDS, bidding + ROB_PLAY, wall="8p7m4z9p", old_dealer=old)
    r = h.result
    assert r is not None and r.winner == 2 and r.discarder == 1 and r.robbed
    assert r.tai.tai == 3 and r.deltas == deltas


def test_rob_needs_the_minimum_of_the_bao():
    # W bid 4 and the rob is worth 3: W may not rob; S's kong completes.
    bidding = ["E pass", "S pass", "W bid 4", "N pass", "W wild 3p"]
    h = play(ROB_HANDS, bidding + ROB_PLAY[:-1], wall="8p7m4z9p")
    assert h.to_act() == [1] and h.melds[1][-1].type.value == "kong"


# §6 同圈: a declined win bars wins on that kind from discards until the seat's own turn;
# a self-draw stays allowed.
TQ_HANDS = {
    "E": "5m19m19p19s1234567z",
    "S": "28m28p28s1234567z",
    "W": "37m37p37s1234567z",
    "N": "55m123456789p44s",  # wins on 5m or 4s
}


def test_declined_win_and_pung_are_barred_until_own_turn_but_self_draw_allowed():
    h = play(
        TQ_HANDS,
        ["E bid 2", "S pass", "W pass", "N pass", "E wild 5s", "E discard 5m"],
        wall="5m6m4s",
    )
    assert legal(h, 3) == ["N win", "N pung 55m", "N pass"]
    h.apply(Action.parse("N pass"))
    h.apply(Action.parse("S discard 5m"))  # S drew the last 5m: N may neither win nor pung
    assert h.to_act() == [2]
    h.apply(Action.parse("W discard 6m"))
    assert "N win" in legal(h, 3)  # N self-draws 4s


# §6 claim classes: natural pung beats wild kong/pung whatever the distance; within the
# wild-set class the nearest seat takes it.
CL_HANDS = {
    "E": "2m19m19p19s1234567z",
    "S": "5s6s3m8m3p8p2s8s12345z",  # 双财碰 7z
    "W": "5s5s6s4m7m4p7p3s7s1234z",  # 三财杠 / 双财碰 7z
    "N": "77z5m6m5p6p4s1234z9m8p",  # natural pung 7z
}
CL_OPEN = ["E bid 2", "S pass", "W pass", "N pass", "E wild 5s", "E discard 7z"]


@pytest.mark.parametrize(
    ("decisions", "taker"),
    [
        (["S pung 56s", "W kong 556s", "N pung 77z"], 3),
        (["S pung 56s", "W kong 556s", "N pass"], 1),
        (["S pass", "W kong 556s", "N pass"], 2),
    ],
)
def test_claim_classes_and_nearest_within_class(decisions, taker):
    h = play(CL_HANDS, CL_OPEN + decisions)
    assert h.turn == taker and h.melds[taker] and h.melds[taker][-1].claimed == 33


def test_a_win_barred_by_tong_quan_says_so():
    # N passes a win on 4s; S discards the last 4s while W may pung it with two wilds (the
    # window opens): N's win is refused, and the reason names 同圈, not the hand.
    hands = {
        "E": "5m19m19p149s123456z",
        "S": "28m28p248s123456z",
        "W": "37m37p3567s12345z",  # holds the wilds 5s 6s
        "N": "55m123456789p44s",  # wins on 5m or 4s (无财 1台)
    }
    h = play(hands, ["E bid 2", "S pass", "W pass", "N pass", "E wild 5s", "E discard 4s"])
    assert "N win" in legal(h, 3)
    for seat in h.to_act():
        h.apply(Action.parse(f"{'ESWN'[seat]} pass"))
    h.apply(Action.parse("S discard 4s"))
    assert "N win" not in legal(h, 3) and 2 in h.to_act()
    with pytest.raises(IllegalAction, match=r"N passed a win on 4s since its last turn \(同圈\)"):
        h.apply(Action.parse("N win"))
