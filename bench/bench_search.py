"""The fast paths the expert's search needs, against the code before them, in the same run.

    python bench/bench_search.py [--reference REV] [--json]

Measures, in fresh processes on the same seeded hands, CPU time per call (best of 3):

* ``shanten`` without wilds and with 1-3 wilds;
* ``analyse_discards`` of 14-tile hands without wilds and with wild kinds (hands holding at
  least one wild);
* copying a mid-hand position and applying a discard: ``copy.deepcopy(HandState)`` and
  ``HandState.apply`` (the only way before) against ``Playout.copy`` and ``Playout.apply``;
* playouts per second from mid-hand positions: four normal players on a ``HandState``
  (the way before) against the rollout policy on a ``Playout``.

The reference is the code at ``--reference`` (default: the commit before the fast paths),
unpacked with ``git archive`` into a temporary folder and measured by the same script; the
ratios in the report are of figures measured in this run.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = "50e0dc2"  # main before issue 14's fast paths


def best(fn, repeats: int = 3) -> float:
    """Least CPU time of ``fn`` over the repeats."""
    out = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        fn()
        out = min(out, time.process_time() - start)
    return out


def measure(new: bool) -> dict[str, float]:
    """Run in a fresh process against whichever ``zhuji_desktop`` is on the path."""
    import copy
    import random

    from zhuji_desktop.engine import hand, tiles
    from zhuji_desktop.engine.match import hand_seed
    from zhuji_desktop.engine.state import HandState

    rng = random.Random(2024)
    plain, wild, h14, w14 = [], [], [], []
    wk = [5, 6]
    while len(plain) < 20000 or len(w14) < 1500:
        wall = tiles.full_set()
        rng.shuffle(wall)
        size = 13 + len(plain) % 2
        c = tiles.counts_of(wall[:size])
        if len(plain) < 20000:
            plain.append(list(c))
            w = 1 + len(wild) % 3
            held = [k for k in range(34) if c[k]]
            cw = list(c)
            for k in held[:w]:
                cw[k] -= 1
            wild.append((cw, w))
        c14 = tiles.counts_of(wall[:14])
        n = c14[5] + c14[6]
        if n and len(w14) < 1500:
            c14[5] = c14[6] = 0
            w14.append((c14, n))
        elif not n and len(h14) < 1500:
            h14.append(c14)
    hand.shanten(plain[0])
    for c in plain:
        hand.shanten(c)
    for c, w in wild:
        hand.shanten(c, w)
    out = {
        "shanten_us": best(lambda: [hand.shanten(c) for c in plain]) / len(plain) * 1e6,
        "shanten_wild_us": best(lambda: [hand.shanten(c, w) for c, w in wild]) / len(wild) * 1e6,
    }
    for c in h14:
        hand.analyse_discards(c, 0, c)
    for c, w in w14:
        hand.analyse_discards(c, w, c, wk)
    out["analyse_us"] = best(lambda: [hand.analyse_discards(c, 0, c) for c in h14]) / 1500 * 1e6
    out["analyse_wild_us"] = (
        best(lambda: [hand.analyse_discards(c, w, c, wk) for c, w in w14]) / 1500 * 1e6
    )
    # mid-hand positions: four normal players play a few turns of each hand
    from zhuji_desktop.ai.registry import make_player

    positions = []
    for i in range(40):
        state = HandState.deal(hand_seed(77, i))
        players = [make_player("normal", s) for s in range(4)]
        while not state.is_ended() and len(state.discard_order) < 8:
            for s in state.to_act():
                state.apply(players[s].decide(state.view(s), state.legal_actions(s)))
        if not state.is_ended() and state.step.value == "turn":
            positions.append(state)
    discard = [next(a for a in s.legal_actions() if a.verb.value == "discard") for s in positions]

    def old_copy_apply() -> None:
        for s, a in zip(positions, discard):
            c = copy.deepcopy(s)
            c.apply(a)

    out["copy_apply_old_us"] = best(old_copy_apply) / len(positions) * 1e6

    def old_playouts() -> None:
        for s in positions:
            c = copy.deepcopy(s)
            players = [make_player("normal", k) for k in range(4)]
            while not c.is_ended():
                for k in c.to_act():
                    c.apply(players[k].decide(c.view(k), c.legal_actions(k)))

    old_playouts()
    out["playouts_old_per_s"] = len(positions) / best(old_playouts, 2)
    if new:
        from zhuji_desktop.ai.search.rollout import Rollout
        from zhuji_desktop.engine.playout import Playout

        plays = [Playout.from_state(s) for s in positions]

        def new_copy_apply() -> None:
            for p, a in zip(plays, discard):
                c = p.copy()
                c.apply(a)

        out["copy_apply_new_us"] = best(new_copy_apply) / len(plays) * 1e6

        def new_playouts() -> None:
            for i, p in enumerate(plays):
                Rollout(random.Random(i)).run(p.copy())

        new_playouts()
        out["playouts_new_per_s"] = (
            len(plays) * 5 / best(lambda: [new_playouts() for _ in range(5)], 2)
        )
    out["positions"] = len(positions)
    return out


def run_in(path: Path, new: bool) -> dict[str, float]:
    """``measure`` in a fresh process whose ``zhuji_desktop`` is the one under ``path`` (set
    up by hand: an editable install would otherwise win over ``PYTHONPATH``)."""
    code = (
        "import importlib.util, json, sys\n"
        f"pkg = {str(path / 'zhuji_desktop')!r}\n"
        "spec = importlib.util.spec_from_file_location('zhuji_desktop', pkg + '/__init__.py',"
        " submodule_search_locations=[pkg])\n"
        "mod = importlib.util.module_from_spec(spec); sys.modules['zhuji_desktop'] = mod\n"
        "spec.loader.exec_module(mod)\n"
        f"sys.path.insert(0, {str(Path(__file__).parent)!r})\n"
        "import bench_search as b, zhuji_desktop.engine.hand as h\n"
        "assert h.__file__.startswith(pkg), h.__file__\n"
        f"print(json.dumps(b.measure({new})))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--reference", default=REFERENCE)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", args.reference, "zhuji_desktop"],
            capture_output=True,
            check=True,
        ).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        old = run_in(Path(tmp), False)
    new = run_in(ROOT, True)
    result = {"reference": args.reference, "before": old, "after": new}
    if args.json:
        print(json.dumps(result))
        return 0
    print(report(result))
    return 0


def report(r: dict) -> str:
    """The markdown table of a result (``--json`` output)."""
    b, a = r["before"], r["after"]
    rows = [
        "| what | before | after | ratio |",
        "|---|---|---|---|",
        f"| shanten, no wilds (µs) | {b['shanten_us']:.2f} | {a['shanten_us']:.2f} | "
        f"{b['shanten_us'] / a['shanten_us']:.2f}× |",
        f"| shanten, 1-3 wilds (µs) | {b['shanten_wild_us']:.2f} | {a['shanten_wild_us']:.2f} | "
        f"{b['shanten_wild_us'] / a['shanten_wild_us']:.2f}× |",
        f"| shanten with wilds ÷ without | {b['shanten_wild_us'] / b['shanten_us']:.2f} | "
        f"{a['shanten_wild_us'] / a['shanten_us']:.2f} | goal ≤ 2 |",
        f"| analyse_discards, no wilds (µs) | {b['analyse_us']:.0f} | {a['analyse_us']:.0f} | "
        f"{b['analyse_us'] / a['analyse_us']:.2f}× |",
        f"| analyse_discards, wild kinds, ≥1 wild held (µs) | {b['analyse_wild_us']:.0f} | "
        f"{a['analyse_wild_us']:.0f} | {b['analyse_wild_us'] / a['analyse_wild_us']:.2f}× |",
        f"| analyse_discards with wilds ÷ without | {b['analyse_wild_us'] / b['analyse_us']:.2f} "
        f"| {a['analyse_wild_us'] / a['analyse_us']:.2f} | goal ≤ 2 |",
        f"| copy a mid-hand position and apply a discard (µs) | "
        f"{b['copy_apply_old_us']:.0f} (deepcopy HandState) | "
        f"{a['copy_apply_new_us']:.0f} (Playout) | "
        f"{b['copy_apply_old_us'] / a['copy_apply_new_us']:.0f}× |",
        f"| playouts per second from mid-hand ({a['positions']} positions) | "
        f"{b['playouts_old_per_s']:.0f} (HandState, 4 normal players) | "
        f"{a['playouts_new_per_s']:.0f} (Playout, rollout policy) | "
        f"{a['playouts_new_per_s'] / b['playouts_old_per_s']:.1f}× |",
    ]
    return "\n".join(rows)


if __name__ == "__main__":
    sys.exit(main())
