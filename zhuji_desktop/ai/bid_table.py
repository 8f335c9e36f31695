"""Calibrated bidding: the 包家's expected score per bid and hand distance, from simulation.

``bid_table.json`` (beside this file) maps ``"<bid>:<needed>"`` — e.g. ``"du3:2"``, a 独3台
bid by a hand needing two tiles with its best wilds — to the mean score per hand of a 包家
in that position, measured by ``python -m zhuji_desktop.ai.calibrate`` over simulated
hands; ``"pass"`` holds the mean score of a seat that is not the 包家. A hard player bids the
bid with the best expected score when it beats passing.

A missing file leaves the fitted guesses (``_fallback``); a damaged one (cut short, not
JSON, the wrong shape) is a damaged install: every use raises ``BidTableError`` naming the
file, and ``zhuji-mahjong --self-test`` reports it (``problem``).

>>> expected("2", 1) > expected("2", 5)
True
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from ..engine.bidding import Variant, dealer_may_be_bao
from ..engine.inputs import InputError, Limits, json_kind, parse_json
from ..engine.view import SeatView
from .bidding import BidEstimate

if TYPE_CHECKING:  # (importlib.resources.abc is 3.11's; this name is 3.10's too)
    from importlib.abc import Traversable

MAX_NEEDED = 6  # distances beyond this share one bucket
MARGIN = 2.0  # a bid must beat passing by this much: a 包家's score varies by ±50 a hand
OUTBID = 30.0  # taking the bid from another bidder means facing its strong hand


SHRINK = 60  # samples' worth of weight given to the fitted line (a 包家 score varies by ±50)


DATA_NAME = "bid_table.json"
# The file is some 2 kB of cells; these limits only keep a damaged one from costing much.
LIMITS = Limits(max_bytes=1 << 20, max_depth=4, max_values=100_000)
SECTIONS = {"mean_score": "number", "counts": "number", "fit": "pair"}


class BidTableError(InputError):
    """The package's bid table is damaged; the message names the file and what is wrong."""


def data_file() -> Traversable:
    """Where the table is: beside this module, wherever the package is installed."""
    return resources.files(__package__).joinpath(DATA_NAME)


def read(source: Traversable | None = None) -> dict[str, Any]:
    """The table in ``source`` (default: ``data_file()``), checked; {} if there is no file.
    Raises ``BidTableError`` if it cannot be read or is not a table."""
    source = data_file() if source is None else source
    what = f"the bid table {source}"
    try:
        data = source.read_bytes()
    except FileNotFoundError:
        return {}
    except OSError as e:
        raise BidTableError(f"{what} cannot be read ({e.strerror or e})") from None
    try:
        table = parse_json(data, LIMITS, what)
    except InputError as e:
        raise BidTableError(str(e)) from None
    problem = _shape_problem(table)
    if problem is not None:
        raise BidTableError(f"{what} is damaged: {problem}")
    return table


def _shape_problem(table: Any) -> str | None:
    """What is wrong with a parsed table's shape, or None (the cells are used as numbers)."""
    if not isinstance(table, dict):
        return f"it is {json_kind(table)}, not an object"
    for name, kind in SECTIONS.items():
        section = table.get(name, {})
        if not isinstance(section, dict):
            return f"{name!r} is {json_kind(section)}, not an object"
        for key, value in section.items():
            if kind == "pair":
                good = isinstance(value, list) and len(value) == 2 and all(map(_number, value))
            else:
                good = _number(value)
            if not good:
                shape = "a pair of numbers" if kind == "pair" else "a number"
                return f"{name}[{key!r}] is {json_kind(value)}, not {shape}"
            numbers = value if kind == "pair" else [value]
            if any(abs(x) > LARGEST for x in numbers):
                return f"{name}[{key!r}] holds {max(numbers, key=abs):g}, beyond ±{LARGEST:g}"
            if name == "counts" and value < 0:  # (a weight: -60 divided by zero)
                return f"counts[{key!r}] is {value}, below 0"
    return None


LARGEST = 1e9  # no mean, count or fit of a table comes near: beyond it, sums lose all sense


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


@lru_cache(maxsize=1)
def _loaded() -> dict[str, Any] | str:
    """The table, or why it cannot be used: read once, whether it could be or not (a
    damaged file is not read again at every bid)."""
    try:
        return read()
    except BidTableError as e:
        return str(e)


def _data() -> dict[str, Any]:
    loaded = _loaded()
    if isinstance(loaded, str):
        raise BidTableError(loaded)  # a new one each time: a raised one keeps its traceback
    return loaded


def problem() -> str | None:
    """Why the package's table cannot be used (damaged, or missing), or None if it can."""
    loaded = _loaded()
    if isinstance(loaded, str):
        return loaded
    return None if loaded else f"the bid table {data_file()} is missing"


def table() -> dict[str, float]:
    """The calibrated cell means (empty if the data file is missing)."""
    return {k: float(v) for k, v in _data().get("mean_score", {}).items()}


def _fallback(bid: str, needed: int) -> float:
    """The bid's fitted line, or a guess for a bid never sampled: pays only when near."""
    fit = _data().get("fit", {}).get(bid)
    if fit:
        return fit[0] + fit[1] * needed
    return 12.0 - 9.0 * needed - 12.0


def expected(bid: str, needed: int) -> float:
    """The 包家's expected score for a bid (ASCII form) and tiles needed: the cell's mean
    shrunk toward the bid's fitted line (thin cells lean on the line)."""
    needed = min(needed, MAX_NEEDED)
    key = f"{bid}:{needed}"
    data = _data()
    line = _fallback(bid, needed)
    mean = data.get("mean_score", {}).get(key)
    if mean is None:
        return line
    n = data.get("counts", {}).get(key, 0)
    return (n * mean + SHRINK * line) / (n + SHRINK)


def pass_value(view: SeatView, ests: list[BidEstimate]) -> float:
    """What passing is worth: a non-bidder's mean, or for the dealer facing no bid (who
    becomes 包家 at 2台 if all pass) the 2台 expectation."""
    if dealer_may_be_bao(view.seat, view.bid_history):
        two = next((e for e in ests if e.bid.level == 2 and e.bid.variant is Variant.TWO), None)
        if two is not None:
            return expected("2", two.needed)
    return table().get("pass", 2.0)


def best_bid(view: SeatView, ests: list[BidEstimate]) -> tuple[BidEstimate | None, float]:
    """The bid with the best expected score if it beats passing, and its gain over passing."""
    base = pass_value(view, ests)
    best: BidEstimate | None = None
    best_v = base + MARGIN + (OUTBID if view.high_bid is not None else 0.0)
    for e in ests:
        v = expected(e.bid.ascii(), e.needed)
        if v > best_v:
            best, best_v = e, v
    if best is None:
        return None, max((expected(e.bid.ascii(), e.needed) for e in ests), default=base) - base
    return best, best_v - base
