"""Benchmark ``engine.hand`` against the ``mahjong`` package (no wilds; same hands for both).

Times, in one process and on the same seeded random 13- and 14-tile hands:
- shanten: ``hand.shanten`` vs ``Shanten.calculate_shanten_for_regular_hand``;
- discard analysis of each 14-tile hand: for each distinct discard, the shanten after it and the
  kinds whose draw lowers it; ``hand.analyse_discards`` vs the same done with ``mahjong`` calls.
Results are checked to agree. Times are CPU times of this process. First use (table load) time
(wall clock) and table memory are measured in fresh subprocesses, so nothing is loaded or cached
before them.

Run: ``/work/venv/bin/python bench/bench_analysis.py`` (``--hands N`` to change the 20,000).
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mahjong.shanten import Shanten

from zhuji_desktop.engine import hand

Counts = list[int]
Analysis = list[tuple[int, int, tuple[int, ...]]]  # (discard, shanten after, useful kinds)

GOAL_SHANTEN = 15.0
GOAL_ANALYSIS = 30.0


def make_hands(n: int, seed: int) -> list[Counts]:
    """n random hands dealt from a shuffled wall, alternately 13 and 14 tiles."""
    rng = random.Random(seed)
    wall = [k for k in range(34) for _ in range(4)]
    hands = []
    for i in range(n):
        rng.shuffle(wall)
        counts = [0] * 34
        for kind in wall[: 13 + i % 2]:
            counts[kind] += 1
        hands.append(counts)
    return hands


def best_time(fn: Callable[[], object], repeats: int) -> tuple[float, object]:
    """Least CPU time of this process over the repeats (other processes on a busy machine
    would distort wall-clock times), and the result."""
    best, result = float("inf"), None
    for _ in range(repeats):
        start = time.process_time()
        result = fn()
        best = min(best, time.process_time() - start)
    return best, result


def ours_analysis(hands: Sequence[Counts]) -> list[Analysis]:
    out = []
    for h in hands:
        options = hand.analyse_discards(h, 0, h)
        out.append(sorted((o.discard, o.shanten, tuple(k for k, _ in o.useful)) for o in options))
    return out


def mahjong_analysis(hands: Sequence[Counts]) -> list[Analysis]:
    calc = Shanten.calculate_shanten_for_regular_hand
    out = []
    for h in hands:
        rows = []
        for d in range(34):
            if not h[d]:
                continue
            h[d] -= 1
            after = calc(h)
            useful = []
            for j in range(34):
                if h[j] < 4:
                    h[j] += 1
                    if calc(h) < after:
                        useful.append(j)
                    h[j] -= 1
            h[d] += 1
            rows.append((d, after, tuple(useful)))
        out.append(rows)
    return out


def first_use_probe(what: str) -> None:
    """Run in a fresh interpreter: time the first call, or trace the memory it allocates."""
    hands = make_hands(20000, 2024)
    if what == "time":
        start = time.perf_counter()
        hand.shanten(hands[0])
        print(f"first_call_s={time.perf_counter() - start:.4f}")
        return
    import tracemalloc

    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    hand.shanten(hands[0])
    print(f"table_mb={(tracemalloc.get_traced_memory()[0] - base) / 1e6:.2f}")
    for h in hands:
        hand.shanten(h)
    ours_analysis([h for h in hands if sum(h) == 14][:2000])
    print(f"warm_mb={(tracemalloc.get_traced_memory()[0] - base) / 1e6:.2f}")


def probe_first_use() -> dict[str, float]:
    out = ""
    for what in ("time", "memory"):
        out += subprocess.run(
            [sys.executable, __file__, "--probe", what], capture_output=True, text=True, check=True
        ).stdout
    return {k: float(v) for k, v in (line.split("=") for line in out.split())}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--probe", choices=("time", "memory"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.probe:
        first_use_probe(args.probe)
        return 0

    probe = probe_first_use()
    print(f"first use (load tables + one shanten, fresh process): {probe['first_call_s']:.3f} s")
    print(f"table memory after first use (tracemalloc): {probe['table_mb']:.2f} MB")
    print(f"table + caches after 20,000 shanten and 2,000 analyses: {probe['warm_mb']:.2f} MB")

    hands = make_hands(args.hands, args.seed)
    n14 = [h for h in hands if sum(h) == 14]
    hand.shanten(hands[0])  # load the tables before timing
    calc = Shanten.calculate_shanten_for_regular_hand
    t_ours, ours = best_time(lambda: [hand.shanten(h) for h in hands], 3)
    t_mj, ref = best_time(lambda: [calc(h) for h in hands], 3)
    if ours != ref:
        print("MISMATCH in shanten")
        return 1
    ratio_s = t_mj / t_ours
    print(f"\nshanten on {len(hands)} hands (13/14 tiles, best of 3):")
    print(f"  ours    {t_ours * 1e3:9.1f} ms  ({t_ours / len(hands) * 1e6:.2f} us/hand)")
    print(f"  mahjong {t_mj * 1e3:9.1f} ms  ({t_mj / len(hands) * 1e6:.2f} us/hand)")
    print(f"  ratio   {ratio_s:9.1f}x  (goal >= {GOAL_SHANTEN:.0f}x)")

    t_cold, ours_a = best_time(lambda: ours_analysis(n14), 1)
    t_warm, _ = best_time(lambda: ours_analysis(n14), 2)
    t_mja, ref_a = best_time(lambda: mahjong_analysis(n14), 1)
    if ours_a != ref_a:
        print("MISMATCH in discard analysis")
        return 1
    ratio_a = t_mja / t_cold
    print(f"\ndiscard analysis of {len(n14)} 14-tile hands (each discard: shanten + useful kinds):")
    print(f"  ours    {t_cold:9.3f} s  ({t_cold / len(n14) * 1e6:.1f} us/hand, first pass)")
    print(f"  ours    {t_warm:9.3f} s  ({t_warm / len(n14) * 1e6:.1f} us/hand, caches warm)")
    print(f"  mahjong {t_mja:9.3f} s  ({t_mja / len(n14) * 1e6:.1f} us/hand)")
    print(f"  ratio   {ratio_a:9.1f}x first pass, {t_mja / t_warm:.1f}x warm (goal >= 30x)")
    met = ratio_s >= GOAL_SHANTEN and ratio_a >= GOAL_ANALYSIS
    print("\nresults agree with mahjong; goals " + ("met" if met else "NOT met"))
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
