"""Calibrate the bidding table (``bid_table.json``) by simulation.

For many walls and every seat, each bid the seat's hand could plausibly make is *forced*
(the other seats pass), the hand is played out (the 包家 by a hard player, the others by
normal players), and the 包家's score is recorded against the bid and the tiles its hand
needed with its best wilds at the deal. The table stores the mean score of each
``"<bid>:<needed>"`` cell and, as ``"pass"``, the mean score of a seat that is not 包家.

    python -m zhuji_desktop.ai.calibrate --deals 400 --jobs 2 [--out FILE]

Deterministic for its arguments; a few minutes on two cores.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

from ..engine.actions import Action, Verb
from ..engine.bidding import Bid
from ..engine.rules import RuleSet
from ..engine.state import HandState
from ..engine.tiles import NUM_KINDS
from .bidding import best_wilds
from .levels import HardPlayer, NormalPlayer

BIDS = ("2", "du2", "wucai2", "3", "du3", "wucai3", "4")
MAX_SAMPLE_NEEDED = 5  # hands further off are not played: their bids clearly lose


def forced_hand(seed: int, seat: int, bid: Bid, player_seed: int) -> tuple[int, int]:
    """Play a hand where ``seat`` is 包家 at ``bid``; return (包家's score, others' mean×3)."""
    state = HandState.deal(seed, RuleSet())
    for s in range(4):
        if s < seat:
            state.apply(Action(s, Verb.PASS))
    state.apply(Action(seat, Verb.BID, bid=bid))
    while state.phase.value == "bidding":
        s = state.to_act()[0]
        state.apply(Action(s, Verb.PASS))
    players = [
        HardPlayer(player_seed + s) if s == seat else NormalPlayer(player_seed + s)
        for s in range(4)
    ]
    while not state.is_ended():
        for s in state.to_act():
            state.apply(players[s].decide(state.view(s), state.legal_actions(s)))
    assert state.result is not None
    d = state.result.deltas
    return d[seat], -d[seat]


def _samples(deal: int, base_seed: int) -> list[tuple[str, int, int]]:
    """(bid, needed, 包家 score) for every plausible bid of every seat on one wall."""
    seed = random.Random(base_seed * 7919 + deal).randrange(2**31)
    state = HandState.deal(seed, RuleSet())
    out = []
    for seat in range(4):
        hand = state.hands[seat]
        unseen = tuple(4 - hand.count(k) for k in range(NUM_KINDS))
        for text in BIDS:
            bid = Bid.parse(text)
            est = best_wilds(seat, hand, bid, RuleSet(), unseen, MAX_SAMPLE_NEEDED)
            if est.needed > MAX_SAMPLE_NEEDED:
                continue
            score, _ = forced_hand(seed, seat, bid, seed + 17 * seat)
            out.append((text, est.needed, score))
    return out


def calibrate(deals: int, seed: int = 1, jobs: int = 1) -> dict:
    """Run the calibration and return the table's JSON object."""
    tasks = [(d, seed) for d in range(deals)]
    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = pool.starmap(_samples, tasks)
    else:
        results = [_samples(*t) for t in tasks]
    cells: dict[str, list[int]] = defaultdict(list)
    bao_all: list[int] = []
    for batch in results:
        for text, needed, score in batch:
            cells[f"{text}:{needed}"].append(score)
            if text == "2":
                bao_all.append(score)
    mean = {k: round(sum(v) / len(v), 2) for k, v in sorted(cells.items())}
    # a non-bidder's mean: the 包家's losses shared by three (from the 2台 samples)
    mean["pass"] = round(-sum(bao_all) / max(1, len(bao_all)) / 3, 2)
    return {
        "about": "mean 包家 score per hand by '<bid>:<tiles needed with best wilds>'; "
        "fit: per bid, score ≈ a + b·needed (least squares over the samples)",
        "fit": {
            text: _fit(cells, text) for text in BIDS if any(k.startswith(text + ":") for k in cells)
        },
        "deals": deals,
        "seed": seed,
        "counts": {k: len(v) for k, v in sorted(cells.items())},
        "mean_score": mean,
    }


def _fit(cells: dict[str, list[int]], bid: str) -> list[float]:
    """Least-squares line score = a + b·needed over one bid's samples."""
    xs: list[float] = []
    ys: list[float] = []
    for key, scores in cells.items():
        text, _, needed = key.partition(":")
        if text == bid:
            xs += [float(needed)] * len(scores)
            ys += [float(v) for v in scores]
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    var = sum((x - mx) ** 2 for x in xs)
    b = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / var if var else 0.0
    return [round(my - b * mx, 3), round(b, 3)]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m zhuji_desktop.ai.calibrate")
    p.add_argument("--deals", type=int, default=400)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", default=str(Path(__file__).with_name("bid_table.json")))
    args = p.parse_args(argv)
    data = calibrate(args.deals, args.seed, args.jobs)
    Path(args.out).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(json.dumps(data["mean_score"], ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
