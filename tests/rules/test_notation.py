"""The action notation ``<seat> <verb> [argument]`` (zhuji_desktop.engine.actions)."""

from __future__ import annotations

import pytest

from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.bidding import Bid, Variant

# Canonical texts: parse(text) then str() gives the text back.
CANONICAL = [
    "E bid 2",
    "S bid du2",
    "W bid wucai2",
    "N bid 7",
    "E bid du7",
    "S bid wucai7",
    "E pass",
    "N pass",
    "E wild 5m",
    "S wild 9m",
    "W wild 4z",
    "N wild 7z",
    "E discard 9p",
    "S discard 1z",
    "W discard 5s",
    "S chow 46m",
    "S chow 12p",
    "W chow 1m9s",  # 单财吃: a natural and a wild, as faces
    "W pung 99p",
    "N pung 5m9p",  # one natural 9p and a wild 5m
    "N pung 19s",  # two wilds
    "E pung 9p7z",
    "S kong 999p",
    "S kong 3m99s",
    "W kong 199s",  # three wilds
    "E ckong 9999p",
    "E ckong 1111z",
    "N ckong 3m199s",
    "S addkong 9p",
    "S addkong 5m9p",  # a wild added to the 9p pung
    "S addkong 49p",  # a wild 4p added to the 9p pung (same suit: one group)
    "W win",
    "E win",
]


@pytest.mark.parametrize("text", CANONICAL)
def test_round_trip(text: str) -> None:
    action = Action.parse(text)
    assert str(action) == text, f"{text!r} parsed and printed as {str(action)!r}"
    assert action.to_json() == text
    assert Action.parse(str(action)) == action


def test_every_verb_is_covered() -> None:
    verbs = {Action.parse(t).verb for t in CANONICAL}
    assert verbs == set(Verb), f"verbs without a round-trip case: {set(Verb) - verbs}"


@pytest.mark.parametrize(
    ("text", "seat", "verb", "tiles"),
    [
        ("E discard 9p", 0, Verb.DISCARD, (17,)),
        ("S chow 46m", 1, Verb.CHOW, (3, 5)),
        ("W pung 5m9p", 2, Verb.PUNG, (4, 17)),
        ("N kong 999p", 3, Verb.KONG, (17, 17, 17)),
        ("E ckong 1111z", 0, Verb.CKONG, (27, 27, 27, 27)),
        ("S addkong 9p", 1, Verb.ADDKONG, (17,)),
        ("N win", 3, Verb.WIN, ()),
        ("W pass", 2, Verb.PASS, ()),
        ("E wild 7z", 0, Verb.WILD, (33,)),
    ],
)
def test_parsed_fields(text: str, seat: int, verb: Verb, tiles: tuple[int, ...]) -> None:
    a = Action.parse(text)
    assert (a.seat, a.verb, a.tiles) == (seat, verb, tiles)
    assert a.bid is None


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("N pung 9p5m", "N pung 5m9p"),  # tiles are sorted
        ("S chow 64m", "S chow 46m"),
        ("W kong 9s3m9s", "W kong 3m99s"),
        ("E ckong 1z1z1z1z", "E ckong 1111z"),
        ("S addkong 9p5m", "S addkong 5m9p"),
        ("s discard 9p", "S discard 9p"),  # seat letters in either case
        ("E DISCARD 9p", "E discard 9p"),  # verbs in either case
        ("南 pung 99p", "S pung 99p"),  # Chinese seat names
        ("东 win", "E win"),
        ("  W   discard   5s  ", "W discard 5s"),  # extra spaces
        ("S chow 4m 6m", "S chow 46m"),  # the argument may be split
    ],
)
def test_normalised_forms(text: str, canonical: str) -> None:
    assert str(Action.parse(text)) == canonical


@pytest.mark.parametrize(
    ("text", "bid"),
    [
        ("E bid 2台", Bid(2, Variant.TWO)),
        ("E bid 独2台", Bid(2, Variant.DU)),
        ("E bid 无财2台", Bid(2, Variant.WUCAI)),
        ("E bid 3台", Bid(3, Variant.TWO)),
        ("E bid 独5台", Bid(5, Variant.DU)),
        ("E bid 无财7台", Bid(7, Variant.WUCAI)),
        ("E bid 独3", Bid(3, Variant.DU)),
        ("E bid du4台", Bid(4, Variant.DU)),
        ("E bid wucai6", Bid(6, Variant.WUCAI)),
    ],
)
def test_chinese_bid_forms(text: str, bid: Bid) -> None:
    a = Action.parse(text)
    assert a.verb is Verb.BID and a.bid == bid and a.tiles == ()
    assert str(a) == f"E bid {bid.ascii()}"
    assert Action.parse(str(a)) == a


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("X win", "bad seat 'X'"),
        ("Q discard 9p", "bad seat"),
        ("1 pass", "bad seat"),
        ("E fly 9p", "unknown verb 'fly'"),
        ("E hu", "unknown verb"),
        ("E", "expected '<seat> <verb> [argument]'"),
        ("", "expected '<seat> <verb> [argument]'"),
        ("E discard", "discard takes 1 tile(s), got 0"),
        ("E discard 12m", "discard takes 1 tile(s), got 2"),
        ("E wild 19m", "wild takes 1 tile(s), got 2"),
        ("S chow 4m", "chow takes 2 tile(s), got 1"),
        ("S chow 456m", "chow takes 2 tile(s), got 3"),
        ("S pung 9p", "pung takes 2 tile(s), got 1"),
        ("S kong 99p", "kong takes 3 tile(s), got 2"),
        ("S kong 9999p", "kong takes 3 tile(s), got 4"),
        ("S ckong 999p", "ckong takes 4 tile(s), got 3"),
        ("S addkong 999p", "addkong takes 1 or 2 tile(s), got 3"),
        ("S addkong", "addkong takes 1 or 2 tile(s), got 0"),
        ("E discard 0m", "is not a tile rank"),
        ("E discard 8z", "is not a tile"),
        ("E discard 5x", "is not a digit or a suit letter"),
        ("E discard 5", "have no suit letter"),
        ("E discard m", "has no digits"),
        ("E pass now", "pass takes no argument"),
        ("E win 5m", "win takes no argument"),
        ("E bid", "bid takes one argument"),
        ("E bid 2 3", "bid takes one argument"),
        ("E bid 1", "bad bid '1'"),
        ("E bid 0", "bad bid"),
        ("E bid du", "bad bid 'du'"),
        ("E bid x3", "bad bid 'x3'"),
        ("E bid 独", "bad bid"),
        ("E bid 3x", "bad bid"),
    ],
)
def test_malformed_actions(text: str, message: str) -> None:
    with pytest.raises(ValueError) as info:
        Action.parse(text)
    text_of_error = str(info.value)
    assert text_of_error.startswith(f"bad action {text!r}: "), text_of_error
    assert message in text_of_error, f"{message!r} not in {text_of_error!r}"


def test_a_long_action_gives_a_short_message() -> None:
    with pytest.raises(ValueError) as info:
        Action.parse("E discard " + "1" * 100_000 + "x")
    text_of_error = str(info.value)
    assert text_of_error.startswith("bad action 'E discard 1111"), text_of_error
    assert "100,011 characters" in text_of_error and len(text_of_error) < 400


@pytest.mark.parametrize("value", [None, 3, ["E", "pass"]])
def test_non_text_is_refused(value: object) -> None:
    with pytest.raises(ValueError, match="an action is text"):
        Action.parse(value)  # type: ignore[arg-type]


def test_actions_are_values() -> None:
    assert Action.parse("N pung 9p5m") == Action.parse("N pung 5m9p")
    assert Action(1, Verb.CHOW, (5, 3)).tiles == (3, 5)
    assert len({Action.parse("E pass"), Action.parse("e pass"), Action.parse("东 pass")}) == 1
    assert Action.parse("E bid du2") != Action.parse("E bid 2")
    assert Action.parse("S addkong 5m9p").tile == 4  # the first (lowest) face
