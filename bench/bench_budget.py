"""What the expert's budget buys: its bids (and turns) judged at other numbers of playouts.

    python bench/bench_budget.py [--hands 100] [--seeds 4242 4343] [--weight 2] [--jobs 2]
    python bench/bench_budget.py --reference [--hands 60] [--seeds 6161] [--repeats 4]
    python bench/bench_budget.py --reference --kind turn [--hands 30] [--seeds 5252]
        [--positions 120]
    python bench/bench_budget.py --reference --kind wild [--hands 60] [--seeds 6161]
    python bench/bench_budget.py --reference [--kind turn|wild] --prune-from 4 inf
    python bench/bench_budget.py --reference --kind turn --z 1 0.5 0

Plays ``--hands`` hands of expert v 3×hard per seed (``zhuji_desktop.sim``, not duplicate)
and records every bid search of the expert in full: every candidate played out in every
world, with no candidate dropped early. Each recorded search is then replayed as the expert
runs it (candidates clearly worse than hard's choice dropped, ``expert.PRUNE``; the best
mean taken) but stopped at a fraction of the worlds. For each fraction it reports the
playouts used, how often the choice differs from the full search's, and the points a bid
it loses against that choice, valued by the full search's means (the best estimate there
is; it shares the sampled worlds, so small fractions look a little better than they are).
Times are the full search's, scaled by the playouts used. The full search plays
``--weight`` × the default playouts (2: the weight before; the bids' weight in
``expert.WEIGHTS`` was chosen from this, 1.5 = 3/4 of 2).

``--reference`` answers the question without that bias: it collects the positions where the
expert bids (``--hands`` hands of expert v 3×hard per seed), values each candidate by a
search of 16 times the default playouts in worlds of its own (every candidate in every
world), and reports what the expert's choice loses against the best of those values, at
0.5, 1, 1.5 and 2 times the default budget (``--repeats`` player seeds each), with the
playouts used. Only bids with two candidates or more count.

``--kind turn`` asks the same of the expert's turns: the positions where it weighs two
discards or more (``--positions`` of them drawn at random), judged at 0.5, 1, 2 and 4 times
the budget, the 包家's turns apart from those of the three. A loss that does not fall with
more playouts is the reference's own noise (the best of a few noisy means is flattered) and
the expert's rule of keeping hard's pick unless another is clearly better, not a shortage of
playouts.

``--kind wild`` judges the 包家's wild choice the same way (at the budgets of the bids).

``--prune-from`` judges the default budget instead, with candidates dropped early (clearly
worse than hard's choice, ``expert.PRUNE``) only from so many worlds on (``inf``: never):
what the early drops save in playouts and cost in points. ``--z`` judges the default
budget with other margins a candidate must beat hard's pick by in play (``expert.Z``).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from zhuji_desktop import sim
from zhuji_desktop.ai.search import expert
from zhuji_desktop.engine.actions import Action

FRACTIONS = (1.0, 0.875, 0.75, 0.625, 0.5)


def record(hands: int, seed: int, weight: float) -> list[dict[str, Any]]:
    """Every bid search of the expert over ``hands`` hands, with its full score table, at
    ``weight`` times the default playouts."""
    expert.WEIGHTS["bid"] = weight  # in this worker process only
    out: list[dict[str, Any]] = []
    search = expert.ExpertPlayer.search

    def full_search(self, view, cands, baseline, kind, score):  # type: ignore[no-untyped-def]
        if kind != "bid":
            return search(self, view, cands, baseline, kind, score)
        prune, expert.PRUNE = expert.PRUNE, math.inf  # every candidate in every world
        start = time.perf_counter()
        try:
            got = search(self, view, cands, baseline, kind, score)
        finally:
            expert.PRUNE = prune
        actions = [e.action for e in self._evals]
        out.append(
            {
                "ms": (time.perf_counter() - start) * 1000,
                "actions": [str(a) for a in actions],
                "base": actions.index(baseline) if baseline in actions else 0,
                "scores": [e.scores for e in self._evals],
            }
        )
        return got

    play_patched("search", full_search, hands, seed)
    return out


def play_patched(name: str, method: Any, hands: int, seed: int) -> None:
    """Play ``hands`` hands of expert v 3×hard with ``ExpertPlayer.<name>`` replaced by
    ``method`` (in this process only)."""
    original = getattr(expert.ExpertPlayer, name)
    setattr(expert.ExpertPlayer, name, method)
    try:
        sim.run(["expert", "hard", "hard", "hard"], hands=hands, seed=seed)
    finally:
        setattr(expert.ExpertPlayer, name, original)


def replay(rec: dict[str, Any], worlds: int) -> tuple[int, int]:
    """(the candidate chosen, playouts used) by the expert's own rule (``expert._alive``,
    ``ExpertPlayer.pick``) on the recorded scores, stopped at ``worlds``."""
    scores, base = rec["scores"], rec["base"]
    evals = [expert.Evaluation(Action.parse(text), []) for text in rec["actions"]]
    active, used = list(range(len(scores))), 0
    for i in range(worlds):
        for c in active:
            evals[c].scores.append(scores[c][i])
        used += len(active)
        if i + 1 >= expert.PRUNE_FROM["bid"]:
            active = [c for c in active if c == base or expert._alive(evals[c], evals[base])]
            if len(active) == 1:
                break
    best, _gain = expert.ExpertPlayer.pick(evals, evals[base].action, expert.Z_BID)
    return next(i for i, e in enumerate(evals) if e.action == best), used


def report(recs: list[dict[str, Any]]) -> list[dict[str, float]]:
    rows = []
    for frac in FRACTIONS:
        loss = used = total = differ = 0.0
        times = []
        for r in recs:
            means = [sum(s) / len(s) for s in r["scores"]]
            full = max(range(len(means)), key=means.__getitem__)
            cap = max(expert.MIN_WORLDS, round(len(r["scores"][0]) * frac))
            chosen, u = replay(r, cap)
            n = sum(len(s) for s in r["scores"])
            loss += means[full] - means[chosen]
            differ += chosen != full
            used += u
            total += n
            times.append(r["ms"] * u / n)
        times.sort()
        rows.append(
            {
                "fraction": frac,
                "playouts": used / total,
                "loss_per_bid": loss / len(recs),
                "differs": differ,
                "ms_median": times[len(times) // 2],
                "ms_p90": times[int(len(times) * 0.9)],
            }
        )
    return rows


SCALES = (0.5, 1.0, 1.5, 2.0)


def collect(hands: int, seed: int, kind: str = "bid") -> list[tuple[Any, list[Action]]]:
    """The positions (view, legal actions) where the expert bids (``kind`` "bid") or weighs
    two discards or more on its turn ("turn") in ``hands`` hands."""
    out: list[tuple[Any, list[Action]]] = []
    if kind == "bid":
        choose_bid = expert.ExpertPlayer.choose_bid

        def kept(self, view, legal, rng):  # type: ignore[no-untyped-def]
            out.append((view, legal))
            return choose_bid(self, view, legal, rng)

        play_patched("choose_bid", kept, hands, seed)
        return out
    if kind == "wild":
        choose_wild = expert.ExpertPlayer.choose_wild

        def named(self, view, legal):  # type: ignore[no-untyped-def]
            out.append((view, legal))
            return choose_wild(self, view, legal)

        play_patched("choose_wild", named, hands, seed)
        return out
    turn_candidates = expert.ExpertPlayer.turn_candidates

    def listed(self, view, legal, hard):  # type: ignore[no-untyped-def]
        cands = turn_candidates(self, view, legal, hard)
        if len(cands) >= 2:
            out.append((view, legal))
        return cands

    play_patched("turn_candidates", listed, hands, seed)
    return out


# label, budget scale, PRUNE_FROM and Z (None: as they are)
Setting = tuple[str, float, float | None, float | None]


def judge(
    position: tuple[Any, list[Action]], repeats: int, settings: tuple[Setting, ...]
) -> dict[str, Any] | None:
    """Losses and playouts of the expert's choice under each of ``settings`` against a
    search of 16 times the default playouts with no candidate dropped (None: one
    candidate); "group" says whose decision it was (the 包家's or one of the three's)."""
    view, legal = position
    ref = expert.ExpertPlayer(seed=999_983, playouts=16 * expert.DEFAULT_PLAYOUTS)
    prune, expert.PRUNE = expert.PRUNE, math.inf
    try:
        ref.choose(view, legal, random.Random(0))
    finally:
        expert.PRUNE = prune
    evals = getattr(ref, "_evals", [])
    if len(evals) < 2:
        return None
    means: dict[Action, float] = {}
    for e in evals:  # a discard weighed twice (for the closest and a richer hand): its best
        a = expert._plain(e.action)
        means[a] = max(means.get(a, -math.inf), e.mean)
    best = max(means.values())
    out: dict[str, Any] = {"group": "bao" if view.bao == view.seat else "three"}
    kept, z_kept = dict(expert.PRUNE_FROM), expert.Z
    for label, scale, prune_from, z in settings:
        if prune_from is not None:
            expert.PRUNE_FROM.update(dict.fromkeys(expert.PRUNE_FROM, prune_from))
        if z is not None:
            expert.Z = z
        rows = []
        for r in range(repeats):
            player = expert.ExpertPlayer(
                seed=r + 1, playouts=round(expert.DEFAULT_PLAYOUTS * scale)
            )
            choice, _ = player.choose(view, legal, random.Random(0))
            rows.append((best - means[choice], sum(len(e.scores) for e in player._evals)))
        expert.PRUNE_FROM.update(kept)
        expert.Z = z_kept
        out[label] = rows
    return out


TURN_SCALES = (0.5, 1.0, 2.0, 4.0)


def reference(
    hands: int,
    seeds: list[int],
    repeats: int,
    jobs: int,
    kind: str = "bid",
    positions: int | None = None,
    prune_from: list[float] | None = None,
    zs: list[float] | None = None,
) -> list[dict[str, Any]]:
    """Rows by setting (and, for turns, by whose turn) of the loss a decision against the
    reference, with the playouts used; ``positions``: judge that many, drawn at random.
    The settings are budget scales, or with ``prune_from`` the default budget with
    candidates dropped early from that many worlds on (``expert.PRUNE_FROM``), or with
    ``zs`` the default budget with those margins over hard's pick (``expert.Z``)."""
    scales = TURN_SCALES if kind == "turn" else SCALES
    settings: tuple[Setting, ...] = tuple((f"x{s:.1f}", s, None, None) for s in scales)
    if prune_from:
        settings = tuple((f"drop from {n:g} worlds", 1.0, n, None) for n in prune_from)
    if zs:
        settings = tuple((f"Z {z:g}", 1.0, None, z) for z in zs)
    with ProcessPoolExecutor(jobs) as pool:
        got = pool.map(collect, [hands] * len(seeds), seeds, [kind] * len(seeds))
        found = [p for g in got for p in g]
        if positions is not None and positions < len(found):
            found = random.Random(seeds[0]).sample(found, positions)
        n = len(found)
        judged = [j for j in pool.map(judge, found, [repeats] * n, [settings] * n) if j]
    groups = ("bao", "three") if kind == "turn" else ("all",)
    rows = []
    for group in groups:
        mine = [j for j in judged if group in ("all", j["group"])]
        for label, scale, _, _ in settings:
            losses = [loss for j in mine for loss, _ in j[label]]
            used = [u for j in mine for _, u in j[label]]
            if not losses:
                continue
            se = statistics.stdev(losses) / math.sqrt(len(losses)) if len(losses) > 1 else 0.0
            rows.append(
                {
                    "group": group,
                    "setting": label,
                    "scale": scale,
                    "decisions": len(mine),
                    "loss_per_decision": statistics.mean(losses),
                    "se": se,
                    "playouts_mean": statistics.mean(used),
                    "playouts_max": max(used),
                }
            )
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, help="per seed (100; 60 with --reference)")
    ap.add_argument("--seeds", type=int, nargs="+", help="(4242 4343; 6161 with --reference)")
    ap.add_argument("--weight", type=float, default=2.0, help="the full search's bid weight")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--reference", action="store_true", help="judge by independent searches")
    ap.add_argument("--repeats", type=int, default=4, help="player seeds a position (--reference)")
    ap.add_argument("--kind", choices=("bid", "turn", "wild"), default="bid", help="(--reference)")
    ap.add_argument("--positions", type=int, help="judge this many, drawn at random (--reference)")
    ap.add_argument(
        "--prune-from",
        type=float,
        nargs="+",
        help="(--reference) judge the default budget with candidates dropped early from "
        "these many worlds on (inf: never), instead of other budgets",
    )
    ap.add_argument(
        "--z",
        type=float,
        nargs="+",
        help="(--reference) judge the default budget with these margins over hard's pick in "
        "play (expert.Z), instead of other budgets",
    )
    args = ap.parse_args()
    if args.kind == "turn" and not args.reference:
        ap.error("--kind turn goes with --reference")
    if args.reference:
        turn = args.kind == "turn"
        ref_rows = reference(
            args.hands or (30 if turn else 60),
            args.seeds or ([5252] if turn else [6161]),
            args.repeats,
            args.jobs,
            args.kind,
            args.positions,
            args.prune_from,
            args.z,
        )
        if args.json:
            print(json.dumps({"kind": args.kind, "rows": ref_rows}, indent=1))
            return 0
        whose = {"bao": "turns of the 包家", "three": "turns of the three"}
        whose["all"] = "wild choices" if args.kind == "wild" else "bids"
        for row in ref_rows:
            print(
                f"{whose[row['group']]} ({row['decisions']}, {args.repeats} player seeds each), "
                f"{row['setting']}: loss {row['loss_per_decision']:.2f} ± "
                f"{row['se']:.2f} points a decision, playouts mean {row['playouts_mean']:.0f} "
                f"max {row['playouts_max']:.0f}"
            )
        return 0
    args.hands, args.seeds = args.hands or 100, args.seeds or [4242, 4343]
    with ProcessPoolExecutor(args.jobs) as pool:
        recs = [
            r
            for got in pool.map(
                record, [args.hands] * len(args.seeds), args.seeds, [args.weight] * len(args.seeds)
            )
            for r in got
        ]
    rows = report(recs)
    if args.json:
        print(json.dumps({"searches": len(recs), "rows": rows}, indent=1))
        return 0
    print(f"{len(recs)} bid searches recorded in full")
    for row in rows:
        print(
            f"worlds x{row['fraction']:.3f}: playouts {row['playouts']:.2f} of the full "
            f"search's, loss {row['loss_per_bid']:.3f} points a bid, choice differs in "
            f"{row['differs']:.0f}, ms median {row['ms_median']:.0f} p90 {row['ms_p90']:.0f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
