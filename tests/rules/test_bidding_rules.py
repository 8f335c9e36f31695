"""The bid ladder and the rule options."""

import pytest

from zhuji_desktop.engine.bidding import Bid, Variant, ladder
from zhuji_desktop.engine.rules import RuleSet, parse_option


def test_ladder_order_and_points():
    names = [str(b) for b in ladder()]
    assert names[:4] == ["2台", "独2台", "无财2台", "3台"]
    assert names[-1] == "无财7台" and len(names) == 18
    assert ladder() == sorted(ladder())
    pts = {str(b): b.points for b in ladder()}
    assert pts["2台"] == 5 and pts["独2台"] == pts["无财2台"] == pts["3台"] == 10
    assert pts["独3台"] == pts["无财3台"] == pts["4台"] == 20
    assert pts["独7台"] == pts["无财7台"] == 320


@pytest.mark.parametrize(
    ("text", "bid"),
    [
        ("2", Bid(2, Variant.TWO)),
        ("du3", Bid(3, Variant.DU)),
        ("wucai7", Bid(7, Variant.WUCAI)),
        ("2台", Bid(2, Variant.TWO)),
        ("独4台", Bid(4, Variant.DU)),
        ("无财5台", Bid(5, Variant.WUCAI)),
    ],
)
def test_bid_text_forms(text, bid):
    assert Bid.parse(text) == bid
    assert Bid.parse(bid.ascii()) == bid and Bid.parse(str(bid)) == bid


@pytest.mark.parametrize(
    "bad", ["", "1", "du", "x3", "3x", "wucai", "独", "٣", "du٣", "9" * 5000, "du" + "9" * 5000]
)
def test_bad_bids(bad):
    # other scripts' digits are refused; a long text is cut short in the message
    with pytest.raises(ValueError, match="bad bid") as caught:
        Bid.parse(bad)
    assert len(str(caught.value)) < 120


def test_bid_minimum_is_level_for_every_variant():
    assert Bid.parse("du3").minimum == Bid.parse("wucai3").minimum == Bid.parse("3").minimum == 3
    assert [Bid.parse(x).wild_kinds for x in ("2", "du2", "wucai2")] == [2, 1, 0]


def test_ruleset_defaults_and_round_trip():
    r = RuleSet()
    assert r.wild_selection == "bidder" and not r.discarded_wild_claimable
    assert not r.no_swap_after_chow and r.seat_wind_tai and r.all_honours_tai == 8
    assert not r.no_wild_tai_in_no_wild_game and r.draw_reserve == 26 and r.top_level == 7
    assert RuleSet.from_dict(r.to_dict()) == r


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"nope": 1}, "unknown rule option 'nope'"),
        ({"wild_selection": "dice"}, "must be one of"),
        ({"seat_wind_tai": 1}, "true or false"),
        ({"draw_reserve": -1}, "must be in"),
        ({"base_points": "2"}, "integer"),
    ],
)
def test_ruleset_bad_values(data, message):
    with pytest.raises(ValueError, match=message):
        RuleSet.from_dict(data)


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        ({"x" * 1_000_000: 1}, "unknown rule option 'xxxx"),
        ({"mode": "x" * 1_000_000}, "got 'xxxx"),
        ({"seat_wind_tai": "y" * 1_000_000}, "got 'yyyy"),
        ({"draw_reserve": list(range(100_000))}, "got [0, 1,"),
        ({"mode": {str(n): n for n in range(100_000)}}, 'got {"0": 0,'),  # as JSON has it
    ],
)
def test_a_huge_bad_value_gives_a_short_message(data, fragment):
    """A save's or a script's rules are hostile input: a key or value of a million characters
    was quoted whole, and a dialog, the log and the set-aside note carried it."""
    with pytest.raises(ValueError) as err:
        RuleSet.from_dict(data)
    assert fragment in str(err.value) and len(str(err.value)) < 200, str(err.value)[:300]


def test_a_huge_command_line_value_gives_a_short_message():
    with pytest.raises(ValueError) as err:
        parse_option("match_hands", "9" * 5_000)
    assert "5,000 characters" in str(err.value) and len(str(err.value)) < 200


def test_parse_option():
    assert parse_option("seat_wind_tai", "off") == ("seat_wind_tai", False)
    assert parse_option("all_honours_tai", "6") == ("all_honours_tai", 6)
    with pytest.raises(ValueError):
        parse_option("all_honours_tai", "many")


def test_every_rule_option_has_its_description_and_no_other():
    """A new option without a DESCRIPTIONS entry showed its own name in the new-game form
    (a silent fallback); a new engineer found it reported only by an unrelated test."""
    from zhuji_desktop.engine.rules import DESCRIPTIONS, OPTION_ORDER

    assert set(DESCRIPTIONS) == set(OPTION_ORDER)
    for key, (zh, en) in DESCRIPTIONS.items():
        assert zh.strip() and en.strip() and zh != en, key
