"""Tiles: names, notation, count vectors, the wall and wild successors."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from zhuji_desktop.engine import tiles


def test_kinds_and_names():
    assert len(tiles.CODES) == 34
    assert tiles.CODES[0] == "1m" and tiles.CODES[9] == "1p" and tiles.CODES[18] == "1s"
    assert tiles.CODES[27:] == ("1z", "2z", "3z", "4z", "5z", "6z", "7z")
    assert (
        tiles.NAMES_ZH[0] == "一万"
        and tiles.NAMES_ZH[17] == "九筒"
        and tiles.NAMES_ZH[18] == "一索"
    )
    assert tiles.NAMES_ZH[27:] == ("东", "南", "西", "北", "白", "发", "中")
    assert tiles.NAMES_EN[33] == "Red" and tiles.NAMES_EN[4] == "5 Characters"


def test_parse_examples():
    assert tiles.parse("123m456p789s1155z") == [0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27, 31, 31]
    assert tiles.parse("") == []
    assert tiles.parse_one("7z") == 33


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("0m", "digit '0' at position 0"),
        ("8z", "'8z' at position 0"),
        ("12", "digits '12' at position 0 have no suit letter"),
        ("m", "suit letter 'm' at position 0 has no digits"),
        ("12x", "character 'x' at position 2"),
        ("1m2pp", "suit letter 'p' at position 4 has no digits"),
        ("19m9z", "'9z' at position 3"),
    ],
)
def test_parse_errors_name_the_part_and_place(text, fragment):
    with pytest.raises(ValueError, match="bad tile text") as err:
        tiles.parse(text)
    assert fragment in str(err.value)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("1" * 3_000_000 + "x", "(3,000,001 characters): too long (at most 1,000 characters)"),
        ("1m" * 400 + "x", "character 'x' at position 800"),
        ("1" * 900, "digits '1111"),
    ],
)
def test_a_long_tile_text_gives_a_short_message(text, fragment):
    """The message quotes the start of a long text, not all of it (a save with a tile text of
    millions of characters made a message as long, and took a list entry per digit)."""
    with pytest.raises(ValueError, match="bad tile text") as err:
        tiles.parse(text)
    assert fragment in str(err.value)
    assert len(str(err.value)) < 250


@given(st.lists(st.integers(0, 33), max_size=20))
def test_round_trip(kinds):
    text = tiles.to_text(kinds)
    assert tiles.parse(text) == sorted(kinds)
    assert tiles.to_text(tiles.parse(text)) == text


def test_counts_helpers():
    c = tiles.counts_from_text("1122m7z")
    assert c[0] == 2 and c[1] == 2 and c[33] == 1 and sum(c) == 5
    assert tiles.kinds_of(c) == [0, 0, 1, 1, 33]
    with pytest.raises(ValueError, match="5 copies of 1m"):
        tiles.check_counts(tiles.counts_from_text("11111m"))


def test_wall_is_seeded_and_complete():
    a = tiles.shuffled_wall(random.Random(42))
    b = tiles.shuffled_wall(random.Random(42))
    assert a == b and sorted(a) == tiles.full_set() and len(a) == 136
    assert a != tiles.shuffled_wall(random.Random(43))


def test_successor_cycles():
    assert tiles.successor(tiles.parse_one("9m")) == tiles.parse_one("1m")
    assert tiles.successor(tiles.parse_one("5p")) == tiles.parse_one("6p")
    assert tiles.successor(tiles.parse_one("9s")) == tiles.parse_one("1s")
    assert tiles.successor(tiles.NORTH) == tiles.EAST
    assert tiles.successor(tiles.EAST) == tiles.SOUTH
    assert tiles.successor(tiles.RED) == tiles.WHITE
    assert tiles.successor(tiles.WHITE) == tiles.GREEN
    with pytest.raises(ValueError):
        tiles.successor(34)
