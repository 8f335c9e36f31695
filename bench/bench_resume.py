"""Resuming a long match: the autosave of a 600-hand match, loaded from its sealed checkpoint
against the full replay of every action (the way every save was loaded before), in one run.

The match is played here by random legal moves (taking any win) from a fixed seed, ``--hands``
hands and then 20 actions into the next. Measured, wall-clock and CPU:

- ``full replay``: ``load_match`` without a key (every action of every hand replayed and
  checked by the engine): the reference;
- ``checkpoint``: ``Autosave.recover`` in the folder that wrote the save (the file read and
  parsed within the limits, the checkpoint's seal and records checked, the hand in progress
  replayed);
- ``save``: one autosave write of the long match, with the seal made afresh (once per
  finished hand) and with the seal reused (every other step).

Run: ``python bench/bench_resume.py [--hands 600]``. Goal: the resume in under 1 s.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from zhuji_desktop.engine.match import Match  # noqa: E402
from zhuji_desktop.engine.rules import RuleSet  # noqa: E402
from zhuji_desktop.engine.save import dumps_match, load_match  # noqa: E402
from zhuji_desktop.engine.state import random_move  # noqa: E402
from zhuji_desktop.storage import Autosave  # noqa: E402

GOAL_S = 1.0


def long_match(hands: int, seed: int = 7) -> Match:
    match = Match(RuleSet(match_hands=min(hands + 1, 10_000)), seed=seed)
    rng = random.Random(seed)
    while len(match.records) < hands:
        while not match.hand_over():
            match.apply(random_move(match.state, rng))
        match.next_hand()
    for _ in range(20):
        seat = rng.choice(match.state.to_act())
        match.apply(rng.choice(match.state.legal_actions(seat)))
    return match


def timed(call):
    start, cpu = time.perf_counter(), time.process_time()
    result = call()
    return result, time.perf_counter() - start, time.process_time() - cpu


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=600)
    args = p.parse_args(argv)
    match, play_s, _ = timed(lambda: long_match(args.hands))
    actions = sum(len(r.actions) for r in match.records) + len(match.state.actions)
    print(f"match: {args.hands} hands, {actions:,} actions (played in {play_s:.1f} s)")
    with tempfile.TemporaryDirectory() as tmp:
        save = Autosave(tmp)
        _, first_s, _ = timed(lambda: save.save(match, {}))
        _, again_s, _ = timed(lambda: save.save(match, {}))
        size = save.path.stat().st_size
        plain = dumps_match(match)
        full, full_s, full_cpu = timed(lambda: load_match(plain))
        recovery, fast_s, fast_cpu = timed(save.recover)
    assert recovery.match is not None and recovery.replayed is None, recovery.error
    assert dumps_match(recovery.match) == dumps_match(full) == plain
    print(f"save file: {size / 1000:.0f} KB (without the checkpoint {len(plain) / 1000:.0f} KB)")
    print(f"save: {first_s * 1000:.0f} ms sealing afresh, {again_s * 1000:.0f} ms reusing the seal")
    print(f"resume, full replay (before): {full_s:.2f} s ({full_cpu:.2f} s CPU)")
    print(f"resume, checkpoint:           {fast_s:.3f} s ({fast_cpu:.3f} s CPU), "
          f"{full_s / fast_s:.0f}x faster")  # fmt: skip
    print(f"goal: resume in under {GOAL_S} s: {'met' if fast_s < GOAL_S else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
