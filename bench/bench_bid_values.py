"""How well the expert's bid search values its choices: its figures against what happened.

    zhuji-sim --players expert,hard,hard,hard --hands 400 --seed S --duplicate --log L
    python bench/bench_bid_values.py L [L ...] [--playouts 128] [--jobs 2] [--json]

For every hand of the logs, the expert's last bidding decision is searched again, with a
player seed of its own (so the figure of the choice made is not the one that picked it:
no winner's curse), and the search's mean for the choice the expert made is set beside the
expert's result in that hand. Grouped by that choice (a bid that made it 包家, a bid
outbid, a pass), the difference says whether the playouts over- or undervalue it: the
playouts model the seats' play by the fast policy of ``rollout``, while the expert plays
its 包 hands by its own search. "won" is the share of hands (or playouts) the seat ended
with more points than it began, which for the 包家 is the share it won.
"""

from __future__ import annotations

import argparse
import collections
import json
import math
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from zhuji_desktop.ai.search.expert import ExpertPlayer
from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.state import HandState, Phase
from zhuji_desktop.sim import read_log

SEATS = "ESWN"


def revalue(hand: dict[str, Any], playouts: int) -> dict[str, Any] | None:
    """The expert's last bidding decision in ``hand`` searched again: None if it weighed
    one choice only."""
    letter = next(s for s, p in hand["players"].items() if p.split(":")[0] == "expert")
    seat = SEATS.index(letter)
    state = HandState.deal(hand["seed"])
    last = None
    for text in hand["actions"]:
        action = Action.parse(text)
        if state.phase is not Phase.BIDDING:
            break
        if action.seat == seat:
            last = (state.view(seat), state.legal_actions(seat), action)
        state.apply(action)
    if last is None:
        return None
    view, legal, made = last
    player = ExpertPlayer(seed=12_345, playouts=playouts)
    player.decide(view, legal)
    evals = {e.action: e for e in getattr(player, "_evals", [])}
    if made not in evals:
        return None
    ev = evals[made]
    if made.verb is Verb.PASS:
        group = "pass"
    else:
        assert made.bid is not None
        group = f"bid {made.bid.ascii()}" + ("" if hand.get("bao") == letter else " (outbid)")
    return {
        "group": group,
        "searched": ev.mean,
        "searched_won": sum(s > 0 for s in ev.scores) / len(ev.scores),
        "result": hand["deltas"][letter],
    }


def report(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    groups: dict[str, list[dict[str, Any]]] = collections.defaultdict(list)
    for r in rows:
        groups[r["group"]].append(r)
    out = []
    for name, rs in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        diffs = [r["result"] - r["searched"] for r in rs]
        se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
        out.append(
            {
                "choice": name,
                "hands": len(rs),
                "searched": statistics.mean(r["searched"] for r in rs),
                "searched_won": statistics.mean(r["searched_won"] for r in rs),
                "result": statistics.mean(r["result"] for r in rs),
                "won": statistics.mean(r["result"] > 0 for r in rs),
                "difference": statistics.mean(diffs),
                "ci95": 1.96 * se,
            }
        )
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("logs", nargs="+", help="zhuji-sim --duplicate --log files")
    ap.add_argument("--playouts", type=int, default=128, help="the new searches' budget")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    found = [h for path in args.logs for h in read_log(path)]
    with ProcessPoolExecutor(args.jobs) as pool:
        got = pool.map(revalue, found, [args.playouts] * len(found), chunksize=8)
        rows = [r for r in got if r is not None]
    table = report(rows)
    if args.json:
        print(json.dumps({"logs": args.logs, "searched": len(rows), "rows": table}, indent=1))
        return 0
    print(f"{len(rows)} bidding decisions searched again ({args.playouts} playouts)")
    for t in table:
        print(
            f"{t['choice']:16} {t['hands']:5} hands: searched {t['searched']:+7.2f} (won "
            f"{t['searched_won']:.0%}), result {t['result']:+7.2f} (won {t['won']:.0%}), "
            f"difference {t['difference']:+6.2f} ± {t['ci95']:.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
