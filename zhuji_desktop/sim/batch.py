"""Many hands over ``--jobs`` processes, in an order and with results that do not depend on
how many (``outcomes``), and their summary (``run``, ``summarise``).
"""

from __future__ import annotations

import itertools
import math
import multiprocessing
import statistics
import sys
import time
from collections import deque
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TextIO

from ..engine.rules import RuleSet
from . import hands as sim_hands  # (its MAX_MATCH_HANDS read when told: one figure)
from .hands import ROUND, Earlier, HandOutcome, play_hand, play_match
from .log_file import LogFile, renumbered
from .players import (
    DEFAULT_TIMEOUT,
    Seat,
)

PROG = "zhuji-sim"


def _work(args: tuple) -> list[HandOutcome]:
    """Play a chunk of whole rounds in order, carrying each round's running scores."""
    specs, indices, seed, rules_dict, duplicate, check, log, timeout, earlier, matches = args
    rules = RuleSet.from_dict(rules_dict)
    seats = [Seat(spec, slot) for slot, spec in enumerate(specs)]
    out = []
    totals = [0, 0, 0, 0]
    try:
        if matches:
            for i in indices:
                out += play_match(specs, i, seed, rules, check, log, timeout, seats)
            return out
        for i in indices:
            if i % ROUND == 0:
                totals = [0, 0, 0, 0]
            o = play_hand(
                specs, i, seed, rules, duplicate, check, log, totals, timeout, seats, earlier.get(i)
            )
            totals = [t + r.delta for t, r in zip(totals, o.players)]
            out.append(o)
    finally:
        for seat in seats:
            seat.close()
    return out


class WorkerDied(RuntimeError):
    """A worker process of ``--jobs`` ended without answering."""


def outcomes(
    specs: Sequence[str],
    total: int,
    seed: int,
    rules: RuleSet,
    duplicate: bool,
    jobs: int,
    check: bool,
    log: bool,
    timeout: float = DEFAULT_TIMEOUT,
    earlier: Mapping[int, Earlier] | None = None,
    matches: bool = False,
) -> Iterator[HandOutcome]:
    """Every hand's outcome, in hand order, played in ``jobs`` processes. A chunk is one or
    two whole rounds, whatever ``jobs`` is. Chunks are made as they are needed and at most
    two per process are in hand at once: a huge ``total`` starts at once, in little memory
    (a list of every chunk first would fill the memory before the first hand). ``earlier``
    maps a hand's number to how an earlier run played it (see ``play_hand``). With
    ``matches``, ``total`` counts matches, a chunk is one match, and the hands are each
    match's in turn."""
    chunk = 1 if matches else ROUND if duplicate else 2 * ROUND
    tasks = (
        (
            list(specs),
            list(range(i, min(i + chunk, total))),
            seed,
            rules.to_dict(),
            duplicate,
            check,
            log,
            timeout,
            {j: earlier[j] for j in range(i, min(i + chunk, total)) if j in earlier}
            if earlier
            else {},
            matches,
        )
        for i in range(0, total, chunk)
    )
    if jobs <= 1:
        for t in tasks:
            yield from _work(t)
        return
    ctx = multiprocessing.get_context("spawn" if sys.platform == "win32" else "fork")
    # no more processes than chunks: a fork pool starts all of its processes at once
    with ProcessPoolExecutor(min(jobs, -(-total // chunk)), mp_context=ctx) as pool:
        pending: deque[tuple[tuple, Future[list[HandOutcome]]]] = deque()
        try:
            for t in itertools.islice(tasks, 2 * jobs):
                pending.append((t, pool.submit(_work, t)))
            while pending:
                t, future = pending.popleft()
                try:
                    batch = future.result()
                except BrokenProcessPool:
                    what = "matches" if matches else "hands"
                    raise WorkerDied(
                        f"a worker process died: {what} {t[1][0]}-{total - 1} were not all "
                        "played (a player may have ended the process, or it ran out of memory)"
                    ) from None
                following = next(tasks, None)
                if following is not None:
                    pending.append((following, pool.submit(_work, following)))
                yield from batch
        finally:
            for _, future in pending:
                future.cancel()


def _ci95(values: list[float]) -> float:
    if len(values) < 2:
        return 0.0
    return 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    v = sorted(values)
    return v[min(len(v) - 1, math.ceil(q * len(v)) - 1)]


def summarise(
    specs: Sequence[str],
    outs: list[HandOutcome],
    seconds: float,
    duplicate: bool,
    matches: bool = False,
) -> dict[str, Any]:
    """The JSON summary (see the module text)."""
    players = []
    ends = [i + 1 for i, o in enumerate(outs) if o.ends_match]
    for slot, name in enumerate(specs):
        rs = [o.players[slot] for o in outs]
        scores = [r.delta for r in rs]
        if duplicate:
            units = [
                sum(scores[i : i + 4]) / len(scores[i : i + 4]) for i in range(0, len(scores), 4)
            ]
        elif matches:  # a match's hands are not independent (老庄 doubles, the deal stays)
            units = [sum(scores[a:b]) / (b - a) for a, b in zip([0, *ends], ends)]
        else:
            units = [float(s) for s in scores]
        times = [t for r in rs for t in r.times]
        bao = [r for r in rs if r.bao]
        n = len(rs)
        players.append(
            {
                "name": name,
                "hands": n,
                "score_total": sum(scores),
                "score_per_hand": round(sum(scores) / n, 4) if n else 0.0,
                "ci95": round(_ci95(units), 4),
                "wins": sum(r.win for r in rs),
                "self_draws": sum(r.self_draw for r in rs),
                "deal_ins": sum(r.deal_in for r in rs),
                "bao_hands": len(bao),
                "bao_wins": sum(r.bao_win for r in bao),
                "bao_score_per_hand": round(sum(r.delta for r in bao) / len(bao), 4)
                if bao
                else 0.0,
                "forfeits": sum(r.forfeit for r in rs),
                "decisions": len(times),
                "decision_ms_median": round(statistics.median(times), 3) if times else 0.0,
                "decision_ms_p99": round(_percentile(times, 0.99), 3),
            }
        )
    hands = len(outs)
    return {
        "hands": hands,
        "seconds": round(seconds, 3),
        "hands_per_second": round(hands / seconds, 2) if seconds > 0 else 0.0,
        "draws": sum(o.drawn for o in outs),
        "players": players,
    }


def run(
    specs: Sequence[str],
    hands: int,
    seed: int = 0,
    duplicate: bool = False,
    jobs: int = 1,
    check: bool = False,
    rules: RuleSet | None = None,
    log_file: TextIO | LogFile | None = None,
    progress: TextIO | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    errors: TextIO | None = None,
    matches: int | None = None,
) -> dict[str, Any]:
    """Play ``hands`` hands (deals with ``duplicate``), or ``matches`` whole matches, and
    return the summary. Player failures are written to ``errors`` (the first few of each
    player).

    >>> summary = run(["random"] * 4, 0, seed=1, rules=RuleSet(match_hands=2), matches=3)
    >>> summary["matches"], summary["hands"]
    (3, 6)
    """
    rules = rules or RuleSet()
    total = matches if matches is not None else hands * 4 if duplicate else hands
    done = 0  # hands, or with ``matches`` matches
    start = time.perf_counter()
    outs: list[HandOutcome] = []
    logged = log_file is not None
    told: dict[str, int] = {}
    # a bar redrawn in place on a terminal; in a file (a run in the background), a line at
    # every tenth, which reads as it stands
    bar = progress is not None and _is_terminal(progress)
    played = outcomes(
        specs, total, seed, rules, duplicate, jobs, check, logged, timeout,
        matches=matches is not None,
    )  # fmt: skip
    for o in played:
        outs.append(o)
        done += 1 if matches is None or o.ends_match else 0
        if matches is not None:  # the run's hands in order, as --hands numbers them
            o.index = len(outs) - 1
            o.log[:1] = [renumbered(line, o.index) for line in o.log[:1]]
        if errors is not None:
            _tell(errors, o.failures, told, bar)
        if log_file is not None:
            log_file.write("".join(line + "\n" for line in o.log))
            o.log = []
        if progress is not None and (matches is None or o.ends_match):
            unit = "hands" if matches is None else "matches"
            _progress(progress, done, total, start, bar, unit)
    if bar and progress is not None:
        progress.write("\n")
    summary = summarise(specs, outs, time.perf_counter() - start, duplicate, matches is not None)
    if matches is not None:
        summary["matches"] = matches
        summary["matches_cut"] = sum(o.cut for o in outs)
        if summary["matches_cut"] and errors is not None:
            errors.write(
                f"{PROG}: {summary['matches_cut']} matches were cut at "
                f"{sim_hands.MAX_MATCH_HANDS} hands "
                "(drawn hands keep the deal, and theirs never went round)\n"
            )
    return summary


MAX_TOLD = 5  # failures reported per player; the rest are only counted


def _tell(out: TextIO, failures: list[str], told: dict[str, int], bar: bool) -> None:
    below_bar = "\n" if bar else ""  # the progress bar's line is not ended
    for line in failures:
        who = line.split("'")[1] if "'" in line else line
        told[who] = told.get(who, 0) + 1
        if told[who] <= MAX_TOLD:
            out.write(f"{below_bar}{PROG}: {line}\n")
        elif told[who] == MAX_TOLD + 1:
            out.write(
                f"{below_bar}{PROG}: further failures of {who!r} are only counted (forfeits)\n"
            )
    out.flush()


def _is_terminal(out: TextIO) -> bool:
    try:
        return out.isatty()
    except (AttributeError, ValueError, OSError):  # closed, or not a real stream
        return False


def _progress(
    out: TextIO, done: int, total: int, start: float, bar: bool = True, unit: str = "hands"
) -> None:
    if done != total and done % -(-total // (100 if bar else 10)):  # (at most 100 or 10)
        return
    rate = done / max(1e-9, time.perf_counter() - start)
    if bar:
        width = 30
        filled = width * done // total
        out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {unit} {rate:.1f}/s")
    else:
        out.write(f"{PROG}: {done}/{total} {unit}, {rate:.1f}/s\n")
    out.flush()
