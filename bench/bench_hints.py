#!/usr/bin/env python3
"""How long the table takes to decide whether a claim is worth asking, and to work out the
hints, at the claim windows of simulated hands, against the hard computer player's decision
on the same positions (the reference, measured in the same run).

    python bench/bench_hints.py [--hands 30] [--seed 7]

Every seat of every claim window of ``--hands`` hands played by four normal players is
timed three ways: ``advice.worth_asking`` (run for a person at every such window), the
hints without advice (``compute_hints(..., suggest=False)``, run when the hints are on) and
``HardPlayer.decide`` (what a computer seat does there anyway). Prints medians, p99s and the
ratios to the reference.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from zhuji_desktop.ai.registry import make_player
from zhuji_desktop.engine.state import HandState
from zhuji_desktop.ui.model.advice import worth_asking
from zhuji_desktop.ui.model.hints import compute_hints


def timed(fn, *args) -> float:
    start = time.perf_counter()
    fn(*args)
    return (time.perf_counter() - start) * 1000


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=30)
    p.add_argument("--seed", type=int, default=7)
    args = p.parse_args()
    players = [make_player("normal", args.seed + s) for s in range(4)]
    hard = make_player("hard", args.seed)
    worth: list[float] = []
    hints: list[float] = []
    reference: list[float] = []
    for hand in range(args.hands):
        state = HandState.deal(args.seed * 1000 + hand)
        while not state.is_ended():
            step = state.step.value if state.step is not None else None
            for seat in state.to_act():
                if step in ("claim", "rob"):
                    view, legal = state.view(seat), state.legal_actions(seat)
                    worth.append(timed(worth_asking, view, legal))
                    hints.append(timed(compute_hints, view, legal, False))
                    reference.append(timed(hard.decide, view, legal))
            seat = state.to_act()[0]
            state.apply(players[seat].decide(state.view(seat), state.legal_actions(seat)))

    def row(name: str, times: list[float]) -> str:
        median, ref = statistics.median(times), statistics.median(reference)
        p99 = sorted(times)[int(0.99 * (len(times) - 1))]
        return f"{name:<28} median {median:6.2f} ms  p99 {p99:6.2f} ms  ×{median / ref:5.2f}"

    print(f"{len(reference)} claim decisions over {args.hands} hands (seed {args.seed})")
    print(row("hard decide (reference)", reference))
    print(row("worth_asking", worth))
    print(row("hints (no advice)", hints))
    return 0


if __name__ == "__main__":
    sys.exit(main())
