"""What the expert's departures from hard's choice are really worth, by kind of departure.

    zhuji-sim --players expert,hard,hard,hard --hands 400 --seed S --duplicate --log BASE
    python bench/bench_deviations.py BASE --seed S [--hands N] [--jobs 2] [--json OUT]

The expert keeps hard's choice unless its playouts rate another higher (``Z`` standard
errors); its reason then says by how much (``mc_better``'s ``gain``, ``mc_wild``'s). This
bench replays every hand of BASE with the same players and seeds and, at each such
departure, plays the rest of the hand out twice *on the real table* (the real hidden hands
and wall, the real hard players): once with the expert's choice and once with hard's, each
continuation with fresh players of the same seeds, so the two differ by the choice alone.
The difference for the expert's seat is an unbiased sample of what the departure was worth
on that deal (one sample: the rest of the hand is noisy), and its mean over many departures
of a kind, set beside the playouts' own estimate, says whether the search misjudges that
kind: the search's model of the hidden hands and of hard, not its sample, is what the
comparison tests.

Kinds: the role (``bao``: the expert is 包家; ``three``: one of the three), then for a turn
``closest`` (a discard among the closest to a win), ``commit`` (kept to a richer plan),
``off-closest`` (a discard farther from a win: a richer plan or a safer tile), ``kong``; for a
claim ``<hard's verb>-><the expert's verb>``; ``wild`` for the wild choice. A hand whose replay
does not make BASE's decisions (the code changed since) is counted and skipped from there.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from collections import defaultdict
from typing import Any

from zhuji_desktop.ai.efficiency import WILD, analyse
from zhuji_desktop.ai.levels import evals_for
from zhuji_desktop.ai.registry import make_player
from zhuji_desktop.ai.search.expert import Committed, _plain
from zhuji_desktop.ai.tai_plan import HandInfo
from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.state import HandState
from zhuji_desktop.sim import ROUND, player_seed, read_log

SEATS = "ESWN"
DEPARTS = ("mc_better", "mc_wild")  # the reasons of a choice other than hard's


def kind_of(player: Any, view: Any, chosen: Action, hard: Action) -> str:
    """What kind of departure ``chosen`` is (see the module text)."""
    role = "bao" if view.bao == view.seat else "three"
    if chosen.verb is Verb.WILD:
        return f"{role} wild"
    if view.step == "claim" or hard.verb in (Verb.CHOW, Verb.PUNG, Verb.KONG, Verb.PASS):
        return f"{role} {hard.verb.value}->{chosen.verb.value}"
    if chosen.verb in (Verb.CKONG, Verb.ADDKONG):
        return f"{role} kong"
    evals = getattr(player, "_evals", [])
    same = [e for e in evals if _plain(e.action) == chosen]
    if same and isinstance(max(same, key=lambda e: e.mean).action, Committed):
        return f"{role} commit"
    info = HandInfo.from_view(view)
    options = analyse(info, evals_for(info))
    low = min((o.needed for o in options), default=99)
    closest = {o.tile for o in options if o.needed == low}
    tile = chosen.tile
    at_closest = tile in closest or (tile in view.wild_kinds and WILD in closest)
    return f"{role} {'closest' if at_closest else 'off-closest'}"


def _players(specs: list[str], seed: int, index: int, rot: int) -> list[Any]:
    return [make_player(specs[(s + rot) % 4], player_seed(seed, index, (s + rot) % 4))
            for s in range(4)]  # fmt: skip


def _finish(state: HandState, players: list[Any], scores: Any) -> None:
    while not state.is_ended():
        for s in state.to_act():
            state.apply(players[s].decide(state.view(s, scores), state.legal_actions(s)))


def _continue(hand: dict[str, Any], seed: int, prefix: list[Action], choice: Action,
              scores: Any, seat: int) -> int:  # fmt: skip
    """The expert seat's result of the hand played on from ``prefix`` with ``choice``."""
    rules = RuleSet.from_dict(hand["rules"])
    state = HandState.deal(hand["seed"], rules)
    for a in prefix:
        state.apply(a)
    state.apply(choice)
    _finish(state, _players(hand["specs"], seed, hand["index"], hand["rotation"]), scores)
    assert state.result is not None
    return state.result.deltas[seat]


def study_hand(task: tuple[dict[str, Any], int]) -> dict[str, Any]:
    """Replay one hand; at each departure of the expert, both continuations."""
    hand, seed = task
    rules = RuleSet.from_dict(hand["rules"])
    rot, index = hand["rotation"], hand["index"]
    players = _players(hand["specs"], seed, index, rot)
    seat = next(s for s in range(4) if hand["specs"][(s + rot) % 4].startswith("expert"))
    scores = tuple(hand["scores"])
    state = HandState.deal(hand["seed"], rules)
    logged = hand["actions"]
    found: list[dict[str, Any]] = []
    diverged = False
    while not state.is_ended() and not diverged:
        for s in state.to_act():
            view, legal = state.view(s, scores), state.legal_actions(s)
            action = players[s].decide(view, legal)
            if str(action) != logged[len(state.actions)]:
                diverged = True
                break
            reason = players[s].last_reason
            if s == seat and getattr(reason, "key", "") in DEPARTS:
                args = reason.args
                hard = args.get("other")
                if reason.key == "mc_wild":
                    hard = Action(seat, Verb.WILD, (args["other_tile"],))
                kind = kind_of(players[s], view, action, hard)
                prefix = list(state.actions)
                mine = _continue(hand, seed, prefix, action, scores, seat)
                theirs = _continue(hand, seed, prefix, hard, scores, seat)
                found.append({"kind": kind, "estimate": float(args.get("gain", 0.0)),
                              "true": mine - theirs})  # fmt: skip
            state.apply(action)
    return {"index": index, "departures": found, "diverged": diverged}


def hands_of(path: str, limit: int | None) -> list[dict[str, Any]]:
    """The hands of a log with what a replay needs: specs by listed player, the view scores."""
    out: list[dict[str, Any]] = []
    totals = [0, 0, 0, 0]
    specs: list[str] = []
    for header in read_log(path):
        index, rot = header["index"], header["rotation"]
        if limit is not None and index >= limit:
            break
        if index % ROUND == 0:
            totals = [0, 0, 0, 0]
        if not specs:
            specs = [header["players"][SEATS[(k - rot) % 4]] for k in range(4)]
        scores = [totals[(s + rot) % 4] for s in range(4)]
        out.append({"index": index, "rotation": rot, "seed": header["seed"], "specs": specs,
                    "rules": header["rules"], "actions": header["actions"],
                    "scores": scores})  # fmt: skip
        for s in range(4):
            totals[(s + rot) % 4] += header["deltas"][SEATS[s]]
    return out


def summary(results: list[dict[str, Any]]) -> dict[str, Any]:
    by_kind: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in results:
        for d in r["departures"]:
            by_kind[d["kind"]].append(d)
    rows = {}
    for kind, ds in sorted(by_kind.items()):
        true = [d["true"] for d in ds]
        se = statistics.stdev(true) / math.sqrt(len(true)) if len(true) > 1 else float("nan")
        estimate = statistics.fmean(d["estimate"] for d in ds)
        rows[kind] = {
            "n": len(ds),
            "estimate": round(estimate, 2),
            "true": round(statistics.fmean(true), 2),
            "ci95": round(1.96 * se, 2),
        }
    return {"hands": len(results), "diverged": sum(r["diverged"] for r in results), "kinds": rows}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("log")
    p.add_argument("--seed", type=int, required=True, help="the --seed of the run that wrote LOG")
    p.add_argument("--hands", type=int, default=None, help="only the first N hands")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--json", default=None, help="write the departures and the summary here")
    args = p.parse_args(argv)
    hands = hands_of(args.log, args.hands)
    start = time.perf_counter()
    tasks = [(h, args.seed) for h in hands]
    results: list[dict[str, Any]] = []
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for n, r in enumerate(pool.imap(study_hand, tasks), 1):
            results.append(r)
            if n % 20 == 0:
                print(f"{n}/{len(tasks)} hands, {time.perf_counter() - start:.0f} s",
                      file=sys.stderr, flush=True)  # fmt: skip
    out = summary(results)
    print(json.dumps(out, indent=1))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"summary": out, "hands": results}, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
