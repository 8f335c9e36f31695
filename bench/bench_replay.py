"""Opening a long, hostile replay log: time and memory, against the old way in the same run.

The log is the kind a shared file can be (``tools/make_hostile.py: long_replay_lines``): one
hand of a sim log with a real deal and then draws and discards of random tiles by random
seats, 44 bytes an event. For each size it measures, in this process:

- ``open``: reading the file (``replay.open_replay``) and building the hand's steps
  (``ReplayHand.model``), wall-clock, and the CPU time it took (``cpu``: what counts on a
  machine other programs are using too);
- ``step``: the mean time of ``position(n)`` for random steps;
- ``peak``: the peak of Python's allocations while opening (tracemalloc), and its ratio to
  the smallest size's (linear growth: the ratio of the sizes).

The reference is the viewer as it was before (``ui.replay_viewer.build_steps``: every event
applied with no checks, the whole table deep-copied after each), on the same events, at the
sizes of ``--ref-sizes``; it grows quadratically (45 s and 1.75 GB for 20,000 events in the
audit), so keep them small on a shared machine. If that function is gone (the viewer has
moved to ``replay``), a deep copy per step over ``replay``'s checked table stands in for it.

Run: ``python bench/bench_replay.py [--sizes 1000,...,20000] [--ref-sizes 1000,2000]``.
Goal: 20,000 events open in under 2 s.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import importlib.util
import json
import random
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from zhuji_desktop import replay  # noqa: E402

GOAL_OPEN_S = 2.0


def _generator():
    spec = importlib.util.spec_from_file_location("make_hostile", ROOT / "tools/make_hostile.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write_log(folder: Path, events: int) -> Path:
    path = folder / f"long-{events}.jsonl"
    path.write_text("\n".join(_generator().long_replay_lines(events)) + "\n", encoding="utf-8")
    return path


def measure_new(path: Path, steps: int = 200) -> dict[str, float]:
    tracemalloc.start()
    start, cpu = time.perf_counter(), time.process_time()
    opened = replay.open_replay(path)
    model = opened.hands[0].model()
    open_s, cpu_s = time.perf_counter() - start, time.process_time() - cpu
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    rng = random.Random(1)
    picks = [rng.randrange(len(model)) for _ in range(steps)]
    start = time.perf_counter()
    for n in picks:
        model.position(n)
    step_ms = (time.perf_counter() - start) / steps * 1000
    return {"events": len(model), "bad": model.bad_events, "open_s": open_s, "cpu_s": cpu_s,
            "step_ms": step_ms, "peak_mb": peak / 1e6}  # fmt: skip


def old_builder():
    """The previous viewer's step builder, or a stand-in if it is no longer there."""
    try:
        from zhuji_desktop.ui.tools.replay_viewer import build_steps

        return build_steps, "the old viewer (deep copy per event)"
    except ImportError:
        return _deep_copy_steps, "a deep copy per event (stand-in)"


def _deep_copy_steps(events: list) -> list:
    table, steps = replay.Position(), []
    for event in events:
        with contextlib.suppress(replay.BadEvent):
            replay.apply_event(table, event)
        steps.append(copy.deepcopy(table))
    return steps


def measure_old(path: Path) -> dict[str, float]:
    build, _ = old_builder()
    tracemalloc.start()
    start = time.perf_counter()
    events = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()[1:]]
    steps = build(events)
    open_s = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return {"events": len(steps), "open_s": open_s, "peak_mb": peak / 1e6}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--sizes", default="1000,2000,5000,10000,20000")
    p.add_argument("--ref-sizes", default="1000,2000")
    args = p.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    ref_sizes = [int(s) for s in args.ref_sizes.split(",") if s]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        logs = {n: write_log(folder, n) for n in sorted(set(sizes) | set(ref_sizes))}
        kb = {n: path.stat().st_size / 1000 for n, path in logs.items()}
        new = {n: measure_new(logs[n]) for n in sizes}
        old = {n: measure_old(logs[n]) for n in ref_sizes}
    base = min(sizes)
    print(f"{'events':>7} {'KB':>5} {'open s':>7} {'cpu s':>6} {'step ms':>8} {'peak MB':>8} "
          f"{'x peak':>7}")  # fmt: skip
    for n in sizes:
        r = new[n]
        print(f"{n:>7} {kb[n]:>5.0f} {r['open_s']:>7.3f} {r['cpu_s']:>6.3f} {r['step_ms']:>8.3f} "
              f"{r['peak_mb']:>8.1f} {r['peak_mb'] / new[base]['peak_mb']:>7.2f}"
              f"   ({r['bad']} bad events)")  # fmt: skip
    for n in ref_sizes:
        r = old[n]
        ratio = ""
        if n in new:
            ratio = (f"; new: {r['open_s'] / new[n]['open_s']:.0f}x faster, "
                     f"{r['peak_mb'] / new[n]['peak_mb']:.0f}x less memory")  # fmt: skip
        print(f"reference, {n} events: open {r['open_s']:.3f} s, peak {r['peak_mb']:.1f} MB{ratio}")
    print(f"reference: {old_builder()[1]}")
    biggest = max(sizes)
    verdict = "met" if new[biggest]["open_s"] < GOAL_OPEN_S else "NOT met"
    print(f"goal: {biggest} events open in under {GOAL_OPEN_S} s: {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
