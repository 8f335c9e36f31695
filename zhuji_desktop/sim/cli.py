"""The command line of ``zhuji-sim``: its arguments, their limits, and the table it prints."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from ..ai.registry import make_player
from ..engine.cli import OutputRefused, argument, guard_output
from ..engine.inputs import decimal_number, excerpt, whole_number
from ..engine.match import check_seed
from ..engine.rules import RULE_HELP, RuleSet, add_rule, parse_rule_arg
from .batch import PROG, WorkerDied, run
from .hands import SimError
from .log_file import LogFile
from .players import (
    DEFAULT_TIMEOUT,
    PlayerFailure,
    Seat,
    is_builtin,
)

# Processes of --jobs: Windows' most for a process pool, the same everywhere so that a command
# runs alike on each system (and far more than the cores, which is all that speeds a run).
MAX_JOBS = 61
# Every hand's outcome is kept for the summary (a few hundred bytes each): a run of more
# hands than this (with --duplicate, four per deal) would end in a full memory, days later,
# instead of a result.
MAX_HANDS = 1_000_000
MAX_MATCHES = 5_000  # × MAX_MATCH_HANDS: at most MAX_HANDS hands
MAX_TIMEOUT = 86_400  # seconds: a day for one decision (more overflows the pipe's wait)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"{PROG}: error: {message}\n")
        sys.exit(2)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog=PROG,
        description="Headless hands, or whole matches, between computer players.",
        epilog="A player of your own (package.module:Class or path/to/file.py:Class, any "
        "object with decide(view, legal)) runs in a process of its own. If it takes longer "
        "than --decision-timeout, raises, dies, or answers with an action that is not one "
        "of the legal ones, its seat forfeits the hand (to the end of the hand it passes "
        "when it may, else discards its first tile in tile order; it never wins or declares "
        "a kong): one line on stderr says which player, which hand "
        "and seat, and what went wrong (an illegal answer cut to 200 characters), the run "
        "goes on, and the summary counts the hand in its forfeits.",
    )
    p.add_argument(
        "--players",
        required=True,
        help="four comma-separated players: random, easy, normal, hard, expert "
        "(expert:300 for 300 ms a decision, expert:64p for 64 playouts), "
        "package.module:Class or path/to/file.py:Class",
    )
    count = p.add_mutually_exclusive_group(required=True)
    count.add_argument(
        "--hands",
        type=argument(whole_number),
        help=f"hands, 1 to {MAX_HANDS:,} (with --duplicate: deals, 1 to {MAX_HANDS // 4:,}), "
        "each dealt on its own",
    )
    count.add_argument(
        "--matches",
        type=argument(whole_number),
        help=f"whole matches, 1 to {MAX_MATCHES:,}: the dealer deals again after its own win "
        "or a drawn hand (老庄: payments doubled), and a match ends as the rules say "
        "(match_hands, or the deal once round)",
    )
    p.add_argument("--seed", type=argument(whole_number), default=0)
    p.add_argument("--duplicate", action="store_true", help="play each deal in 4 rotations")
    p.add_argument(
        "--jobs", type=argument(whole_number), default=1, help=f"processes (1 to {MAX_JOBS})"
    )
    p.add_argument("--check", action="store_true", help="check invariants after every action")
    p.add_argument("--json", action="store_true", help="print the summary as JSON only")
    p.add_argument(
        "--log",
        metavar="FILE",
        help="write every hand's events as JSON lines to FILE: a new or empty regular file "
        "(not a link, a pipe or a device, nor a .py file or a player's own file)",
    )
    p.add_argument(
        "--overwrite", action="store_true", help="replace the --log FILE if it holds something"
    )
    p.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE", help=RULE_HELP)
    p.add_argument(
        "--decision-timeout",
        type=argument(decimal_number),
        default=DEFAULT_TIMEOUT,
        metavar="SECONDS",
        help="a seat forfeits the hand after this long on one decision, or on loading "
        f"and building a player of one's own (default {DEFAULT_TIMEOUT:g})",
    )
    return p


def _parse(argv: Sequence[str] | None) -> tuple[argparse.Namespace, list[str], RuleSet]:
    parser = build_parser()
    args = parser.parse_args(argv)
    specs = [s.strip() for s in args.players.split(",")]
    if len(specs) != 4 or not all(specs):
        parser.error(f"--players needs four comma-separated players, got {excerpt(args.players)}")
    timeout = args.decision_timeout
    if not 0 < timeout <= MAX_TIMEOUT:  # first: checking a plug-in waits this long
        parser.error(
            f"--decision-timeout must be a number of seconds above 0 and at most "
            f"{MAX_TIMEOUT:,} (a day), got {timeout:g}"
        )
    for s in specs:
        problem = check_player(s, timeout)
        if problem:
            parser.error(problem)
    if args.matches is not None:
        if args.duplicate:
            parser.error("--duplicate plays deals, not matches: give --hands with it")
        if not 1 <= args.matches <= MAX_MATCHES:
            parser.error(f"--matches must be from 1 to {MAX_MATCHES:,}, got {args.matches}")
    most = MAX_HANDS // 4 if args.duplicate else MAX_HANDS
    if args.hands is not None and not 1 <= args.hands <= most:
        deals = " (deals, with --duplicate)" if args.duplicate else ""
        parser.error(f"--hands must be from 1 to {most:,}{deals}, got {args.hands}")
    try:
        check_seed(args.seed)  # as zhuji-mahjong and the saves take it
    except ValueError as e:
        parser.error(f"--seed: {e}")
    if args.log is not None and not args.log.strip():
        parser.error("--log is empty: give a file (an unset shell variable?)")
    if args.log is not None and (problem := _log_is_source(args.log, specs)):
        parser.error(problem)
    if args.overwrite and args.log is None:
        parser.error("--overwrite replaces the --log FILE: give --log too")
    if not 1 <= args.jobs <= MAX_JOBS:
        parser.error(f"--jobs must be from 1 to {MAX_JOBS}, got {args.jobs}")
    options: dict[str, Any] = {}
    for item in args.rule:
        try:
            k, v = parse_rule_arg(item)
        except ValueError as e:
            parser.error(str(e))
        if k == "match_hands" and args.matches is None:  # accepted (a check may set every
            # option in turn), and said
            sys.stderr.write(
                f"{PROG}: note: --rule match_hands changes nothing without --matches: every "
                "hand is dealt on its own\n"
            )
        try:
            add_rule(options, k, v)
        except ValueError as e:
            parser.error(str(e))
    return args, specs, RuleSet.from_dict(options)


def _log_is_source(log: str, specs: Sequence[str]) -> str:
    """Why ``log`` must not take the --log ("" if it may): a file of Python source, or the
    file a player is loaded from. A tester's run with ``--overwrite`` once cut a player's
    ``.py`` file down to the log, and then forfeited every hand."""
    if Path(log).suffix.lower() in (".py", ".pyw"):
        return f"--log {excerpt(log)} is a Python file: the log is JSON lines (say .jsonl)"
    for spec in specs:
        source = spec.rpartition(":")[0]
        with contextlib.suppress(OSError):
            if source and os.path.samefile(source, log):
                return f"--log {excerpt(log)} is the file of the player {excerpt(spec)}"
    return ""


def check_player(spec: str, timeout: float = DEFAULT_TIMEOUT) -> str:
    """Why ``spec`` cannot play ("" if it can). A player of one's own is tried in its own
    process, so that a constructor that hangs or ends the process cannot stop the check."""
    if is_builtin(spec) or ":" not in spec:
        try:
            make_player(spec, 0)
        except ValueError as e:
            return str(e)
        return ""
    seat = Seat(spec, 0)
    try:
        seat.new_hand(0, min(timeout, DEFAULT_TIMEOUT))
    except PlayerFailure as e:
        if e.kind == "unbuilt":
            return e.detail  # the registry's own words
        said = f"player {spec!r} cannot start: {e.detail}"  # e.g. sys.exit() while loading
        if e.kind == "timeout":  # loading and building count as a decision
            said += " (loading and building it; a longer --decision-timeout allows more)"
        return said
    finally:
        seat.close()
    return ""


def _table(summary: dict[str, Any], bao: bool = True) -> str:
    """The summary as a table; without the 包家's columns in 翻麻将 (``bao`` False), which
    has none."""
    matches = f"{summary['matches']} matches, " if "matches" in summary else ""
    head = (
        f"{matches}{summary['hands']} hands, {summary['draws']} drawn, {summary['seconds']} s "
        f"({summary['hands_per_second']} hands/s)"
    )
    width = max(12, *(len(p["name"]) + 2 for p in summary["players"]))
    bao_head = f"{'bao':>5}{'bao/hand':>10}" if bao else ""
    rows = [
        head,
        f"{'player':<{width}}{'per hand':>10}{'±ci95':>8}{'wins':>6}{'deal-ins':>9}"
        f"{bao_head}{'ms med':>8}{'ms p99':>8}",
    ]
    for p in summary["players"]:
        bao_cells = f"{p['bao_hands']:>5}{p['bao_score_per_hand']:>10.2f}" if bao else ""
        rows.append(
            f"{p['name']:<{width}}{p['score_per_hand']:>10.2f}{p['ci95']:>8.2f}{p['wins']:>6}"
            f"{p['deal_ins']:>9}{bao_cells}"
            f"{p['decision_ms_median']:>8.2f}{p['decision_ms_p99']:>8.2f}"
            + (f"  forfeited {p['forfeits']} hands" if p["forfeits"] else "")
        )
    return "\n".join(rows)


def main(argv: Sequence[str] | None = None) -> int:
    """The console script: 0 on success, 1 if the run failed or its output or log could
    not be written, 2 on bad command-line input."""
    return guard_output(PROG, lambda: _main(argv))


def _main(argv: Sequence[str] | None) -> int:
    args, specs, rules = _parse(argv)
    log_file = None
    if args.log:
        try:
            log_file = LogFile(args.log, args.overwrite)
        except OutputRefused as e:
            sys.stderr.write(f"{PROG}: error: {e}\n")
            return 2
    try:
        summary = run(
            specs,
            args.hands or 0,
            args.seed,
            args.duplicate,
            args.jobs,
            args.check,
            rules,
            log_file,
            sys.stderr,
            args.decision_timeout,
            sys.stderr,
            args.matches,
        )
    except SimError as e:
        sys.stderr.write(f"\n{PROG}: error: {e}\n")
        return 1
    except WorkerDied as e:
        sys.stderr.write(f"\n{PROG}: error: {e}\n")
        return 1
    except KeyboardInterrupt:
        kept = f"; the log {args.log} holds the hands finished" if args.log else ""
        sys.stderr.write(f"\n{PROG}: interrupted, no summary{kept}\n")
        return 130
    finally:
        if log_file is not None:
            log_file.close()
    if args.json:
        print(json.dumps(summary))
    else:
        print(_table(summary, bao=not rules.fan))
    if log_file is not None and log_file.error is not None:
        why = log_file.error.strerror or log_file.error
        sys.stderr.write(f"{PROG}: error: the log {args.log} stops short: {why}\n")
        return 1
    return 0
