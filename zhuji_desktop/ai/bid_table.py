"""Calibrated bidding: the 包家's expected score per bid and hand distance, from simulation.

``bid_table.json`` (beside this file) maps ``"<bid>:<needed>"`` — e.g. ``"du3:2"``, a 独3台
bid by a hand needing two tiles with its best wilds — to the mean score per hand of a 包家
in that position, measured by ``python -m zhuji_desktop.ai.calibrate`` over simulated
hands; ``"pass"`` holds the mean score of a seat that is not the 包家. A hard player bids the
bid with the best expected score when it beats passing.

>>> expected("2", 1) > expected("2", 5)
True
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

from ..engine.bidding import Variant, dealer_may_be_bao
from ..engine.view import SeatView
from .bidding import BidEstimate

MAX_NEEDED = 6  # distances beyond this share one bucket
MARGIN = 2.0  # a bid must beat passing by this much: a 包家's score varies by ±50 a hand
OUTBID = 30.0  # taking the bid from another bidder means facing its strong hand


SHRINK = 60  # samples' worth of weight given to the fitted line (a 包家 score varies by ±50)


@lru_cache(maxsize=1)
def _data() -> dict:
    try:
        text = resources.files(__package__).joinpath("bid_table.json").read_text("utf-8")
    except (FileNotFoundError, OSError):
        return {}
    return json.loads(text)


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
