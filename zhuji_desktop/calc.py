"""The 台 and payment calculator: ``zhuji-calc`` / ``python -m zhuji_desktop.calc``.

::

    zhuji-calc HAND --win TILE [--melds M] [--seat E|S|W|N] [--wilds KINDS] [--self-drawn]
               [--kong-draw] [--rob-kong] [--first-turn] [--bao SEAT --bid BID]
               [--discarder SEAT] [--old-dealer] [--base N] [--rule KEY=VALUE ...]
               [--lang zh|en] [--json] [--batch]

HAND is the concealed tiles without the winning tile. ``--batch`` reads one JSON object per
line from stdin (fields as in ``FIELDS``) and writes exactly one JSON line per input line.
The single and batch paths, and the UI's calculator window, all go through ``evaluate``.

>>> r = evaluate({"hand": "111z777z123m456m9m", "win": "9m"})
>>> r["tai"], r["can_win"], [i["key"] for i in r["items"]]
(4, True, ['east', 'zhong', 'hunyise'])
>>> evaluate({"hand": "123m", "win": "1m"})
Traceback (most recent call last):
...
ValueError: hand has 4 tiles with the winning tile and 0 melds: expected 14
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import IO, Any, NoReturn

from .engine import tiles
from .engine.bidding import Bid
from .engine.loading import InputError, Limits, dumps_line, parse_json
from .engine.melds import SEAT_LETTERS, Meld, interpret_meld, parse_seat
from .engine.rules import RuleSet, parse_option
from .engine.settlement import Settlement, settle_win
from .engine.tai import TaiResult, WinContext, can_win, count_tai, label, minimum_for

PROG = "zhuji-calc"

# field -> (accepted JSON types, default); a field that accepts null takes its default then.
FIELDS: dict[str, tuple[tuple[type, ...], Any]] = {
    "hand": ((str,), None),
    "win": ((str,), None),
    "melds": ((str, type(None)), ""),
    "seat": ((str, type(None)), "E"),
    "wilds": ((str, type(None)), ""),
    "self_drawn": ((bool,), False),
    "kong_draw": ((bool,), False),
    "rob_kong": ((bool,), False),
    "first_turn": ((bool,), False),
    "bao": ((str, type(None)), None),
    "bid": ((str, int, type(None)), None),
    "discarder": ((str, type(None)), None),
    "old_dealer": ((bool,), False),
    "base": ((int, type(None)), None),
    "rules": ((dict, type(None)), None),
}
REQUIRED = ("hand", "win")


@dataclass(frozen=True)
class Case:
    """A validated calculator case."""

    concealed: tuple[int, ...]  # the hand with the winning tile
    melds: tuple[Meld, ...]
    ctx: WinContext
    bao: int | None
    bid: Bid | None
    discarder: int | None
    old_dealer: bool
    base: int
    rules: RuleSet


@dataclass(frozen=True)
class Evaluation:
    """What the calculator found for a case."""

    case: Case
    tai: TaiResult
    minimum: int
    can_win: bool
    settlement: Settlement | None

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        """The ``--json`` object."""
        s = self.settlement
        return {
            "complete": self.tai.complete,
            "tai": self.tai.tai,
            "items": [
                {"key": i.key, "label": label(i.key, lang), "tai": i.tai} for i in self.tai.items
            ],
            "special": self.tai.special,
            "minimum": self.minimum,
            "can_win": self.can_win,
            "deltas": None if s is None else dict(zip(SEAT_LETTERS, s.deltas, strict=True)),
        }

    def text(self, lang: str = "zh") -> str:
        """The readable report: breakdown, whether it can win, the payment table."""
        return "\n".join(_report_lines(self, lang))


# --- reading a case -----------------------------------------------------------------------

_MELD_TOKEN = re.compile(r"\s*(?:\[([^\[\]()]*)\]|\(([^\[\]()]*)\))\s*")


def parse_melds(text: str, wild_kinds: frozenset[int]) -> list[Meld]:
    """Melds in RULES §1 notation, e.g. ``"[123m] [555z] (1111p)"``.

    >>> [m.type.value for m in parse_melds("[123m] [5555z](1111p)", frozenset())]
    ['chow', 'kong', 'ckong']
    """
    out: list[Meld] = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = _MELD_TOKEN.match(text, pos)
        if m is None:
            raise ValueError(
                f"bad melds {text!r} at position {pos}: expected [tiles] or (tiles), "
                "e.g. [123m] [555z] (1111p)"
            )
        body, concealed = (m[1], False) if m[1] is not None else (m[2], True)
        out.append(interpret_meld(tiles.parse(body), wild_kinds, concealed=concealed))
        pos = m.end()
    return out


def _field(data: dict[str, Any], key: str) -> Any:
    types, default = FIELDS[key]
    value = data.get(key, default)
    # bool is an int in Python, but true is not a valid base or bid.
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
        names = " or ".join("null" if t is type(None) else t.__name__ for t in types)
        raise ValueError(f"field {key!r} must be {names}, got {json.dumps(value)}")
    return default if value is None else value


def _check_fields(data: dict[str, Any]) -> None:
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise ValueError(f"unknown field(s) {', '.join(map(repr, unknown))}")
    for key in REQUIRED:
        if data.get(key) is None:
            raise ValueError(f"field {key!r} is required")


def _check_tiles(hand: list[int], win: int, melds: list[Meld]) -> None:
    """Sizes (four melds and a pair) and no fifth physical copy of any kind."""
    if len(melds) > 4:
        raise ValueError(f"{len(melds)} melds: a hand has at most 4")
    need = 3 * (4 - len(melds)) + 2
    if len(hand) + 1 != need:
        raise ValueError(
            f"hand has {len(hand) + 1} tiles with the winning tile and {len(melds)} melds: "
            f"expected {need}"
        )
    counts = tiles.counts_of([*hand, win, *(t for m in melds for t in m.tiles)])
    for kind, n in enumerate(counts):
        if n > tiles.COPIES:
            raise ValueError(f"{n} copies of {tiles.CODES[kind]}: only {tiles.COPIES} exist")


def _seat(data: dict[str, Any], key: str) -> int | None:
    value = _field(data, key)
    if value is None:
        return None
    try:
        return parse_seat(value)
    except ValueError as e:
        raise ValueError(f"field {key!r}: {e}") from None


def _bid(data: dict[str, Any]) -> Bid | None:
    value = _field(data, "bid")
    if value is None:
        return None
    return Bid.parse(str(value))


def _rules(data: dict[str, Any]) -> RuleSet:
    return RuleSet.from_dict(_field(data, "rules") or {})


def _context(data: dict[str, Any], seat: int, wild_kinds: frozenset[int]) -> WinContext:
    flags = {k: _field(data, k) for k in ("self_drawn", "kong_draw", "rob_kong", "first_turn")}
    if flags["rob_kong"] and (flags["self_drawn"] or flags["kong_draw"]):
        raise ValueError("robbing a kong is a win on another player's tile, not self-drawn")
    return WinContext(seat=seat, wild_kinds=wild_kinds, **flags)


def parse_case(data: dict[str, Any]) -> Case:
    """Validate a case given as a dict of the ``FIELDS``; raises ``ValueError`` saying why."""
    if not isinstance(data, dict):
        raise ValueError(f"a case must be a JSON object, not {type(data).__name__}")
    _check_fields(data)
    wild_kinds = frozenset(tiles.parse(_field(data, "wilds")))
    hand = tiles.parse(_field(data, "hand"))
    win = tiles.parse_one(_field(data, "win"))
    melds = parse_melds(_field(data, "melds"), wild_kinds)
    _check_tiles(hand, win, melds)
    seat = _seat(data, "seat")
    assert seat is not None  # the field defaults to "E"
    ctx = _context(data, seat, wild_kinds)
    bao, bid, discarder = _seat(data, "bao"), _bid(data), _seat(data, "discarder")
    if (bao is None) != (bid is None):
        raise ValueError("give both the 包家 (bao) and the bid, or neither")
    if discarder is not None and discarder == seat:
        raise ValueError("the discarder cannot be the winner")
    if discarder is not None and ctx.is_self_drawn:
        raise ValueError("a self-drawn win has no discarder")
    rules = _rules(data)
    base = _field(data, "base")
    if base is None:
        base = rules.base_points
    elif base < 1:
        raise ValueError(f"field 'base' must be a positive integer, got {base}")
    return Case(
        tuple([*hand, win]), tuple(melds), ctx, bao, bid, discarder,
        _field(data, "old_dealer"), base, rules,
    )  # fmt: skip


def dead_wild(case: Case) -> bool:
    """The winning tile is a wild taken from another player: a discarded wild is dead
    (RULES §5, unless ``discarded_wild_claimable``), and a wild added to a pung cannot be
    robbed (§6)."""
    win = case.concealed[-1]
    if case.ctx.is_self_drawn or win not in case.ctx.wild_kinds:
        return False
    return case.ctx.rob_kong or not case.rules.discarded_wild_claimable


def compute(case: Case) -> Evaluation:
    """Count the 台, decide whether the hand can win, and settle it when the bid is known."""
    seat = case.ctx.seat
    minimum = 1
    if case.bao is not None and case.bid is not None:
        minimum = minimum_for(seat, case.bao, case.bid)
    result = count_tai(case.concealed, case.melds, case.ctx, case.rules, minimum)
    wins = can_win(result, minimum) and not dead_wild(case)
    settlement = None
    if wins and case.bao is not None and case.bid is not None:
        self_drawn = case.ctx.is_self_drawn
        if not self_drawn and case.discarder is None:
            raise ValueError("a win on a discard (or a robbed kong) needs the discarder")
        assert result.tai is not None
        settlement = settle_win(
            seat, case.bao, case.bid, result.tai, self_drawn, case.discarder,
            case.old_dealer, case.base,
        )  # fmt: skip
    return Evaluation(case, result, minimum, wins, settlement)


def evaluate(case: dict[str, Any], lang: str = "zh") -> dict[str, Any]:
    """Evaluate one case dict to the ``--json`` object; raises ``ValueError`` on bad input."""
    return compute(parse_case(case)).to_dict(lang)


# --- the readable report ------------------------------------------------------------------


def _verdict(ev: Evaluation, lang: str) -> str:
    en = lang == "en"
    unit = " tai" if en else "台"
    if not ev.tai.complete:
        return "Cannot win: not complete" if en else "不能胡：未和"
    if dead_wild(ev.case):
        if en:
            return "Cannot win: a wild given up by another player is dead"
        return "不能胡：别家打出（或补杠）的财神是死牌"
    if not ev.can_win:
        if en:
            return f"Cannot win: not enough tai ({ev.tai.tai} < minimum {ev.minimum})"
        return f"不能胡：不够台（{ev.tai.tai}台，起胡{ev.minimum}台）"
    if ev.tai.special is not None:
        return "Can win (special hand, no minimum)" if en else "能胡（特殊牌型，不计起胡）"
    return f"Can win (minimum {ev.minimum}{unit})" if en else f"能胡（起胡{ev.minimum}台）"


def _payment_header(ev: Evaluation, lang: str) -> str:
    case = ev.case
    assert case.bid is not None and case.bao is not None
    en = lang == "en"
    bid = case.bid.ascii() if en else str(case.bid)
    parts = [f"bid {bid}, B = {case.bid.points}" if en else f"包{bid}，B = {case.bid.points}"]
    if case.old_dealer:
        parts.append("old dealer ×2" if en else "老庄 ×2")
    if case.base != 1:
        parts.append(f"base ×{case.base}" if en else f"基础分 ×{case.base}")
    return (
        ("Payments (" if en else "付分（")
        + ("; " if en else "，").join(parts)
        + ("):" if en else "）：")
    )


def _report_lines(ev: Evaluation, lang: str) -> list[str]:
    lines = [ev.tai.text(lang), _verdict(ev, lang)]
    if ev.settlement is not None:
        lines.append(_payment_header(ev, lang))
        lines += ["  " + line.text(lang) for line in ev.settlement.lines]
    elif ev.case.bao is None and ev.tai.complete:
        lines.append(
            "(no --bao/--bid: payments not computed)"
            if lang == "en"
            else "（未给包家和包牌，不计付分）"
        )
    return lines


# --- the command line ---------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    """argparse, but every error is one line on stderr and exit code 2."""

    def error(self, message: str) -> NoReturn:
        _fail(message)


def _fail(message: str) -> NoReturn:
    print(f"{PROG}: error: {' '.join(str(message).split())}", file=sys.stderr)
    raise SystemExit(2)


def _build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog=PROG, description="诸暨包麻将 台数与付分计算器 (tai and payment calculator)")
    p.add_argument("hand", nargs="?", metavar="HAND", help="concealed tiles without the win")
    p.add_argument("--win", metavar="TILE", help="the winning tile, e.g. 5m")
    p.add_argument("--melds", default="", metavar="M", help='e.g. "[123m] [555z] (1111p)"')
    p.add_argument("--seat", default="E", help="winner's seat E, S, W or N (default E)")
    p.add_argument("--wilds", default="", metavar="KINDS", help="wild kinds, e.g. 5m6m")
    p.add_argument("--self-drawn", action="store_true", help="won by self-draw (自摸)")
    p.add_argument("--kong-draw", action="store_true", help="won on a kong draw (杠开)")
    p.add_argument("--rob-kong", action="store_true", help="robbed --discarder's kong (抢杠)")
    p.add_argument("--first-turn", action="store_true", help="天胡 (E, self-drawn) or 地胡")
    p.add_argument("--bao", metavar="SEAT", help="the 包家's seat")
    p.add_argument("--bid", metavar="BID", help="the bid: 2, du2, wucai2 (or 2台, 独2台, 无财2台)")
    p.add_argument("--discarder", metavar="SEAT", help="who discarded the winning tile")
    p.add_argument("--old-dealer", action="store_true", help="a 老庄 hand (payments ×2)")
    p.add_argument("--base", type=int, metavar="N", help="base points (default: the rules')")
    p.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--lang", choices=("zh", "en"), default="zh")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--batch", action="store_true", help="JSON lines from stdin to stdout")
    return p


_CASE_DESTS = (
    "hand", "win", "melds", "seat", "wilds", "self_drawn", "kong_draw", "rob_kong",
    "first_turn", "bao", "bid", "discarder", "old_dealer", "base",
)  # fmt: skip


def _case_from_args(args: argparse.Namespace) -> dict[str, Any]:
    if args.hand is None or args.win is None:
        _fail("give HAND and --win TILE (or --batch)")
    case = {key: getattr(args, key) for key in _CASE_DESTS}
    rules: dict[str, Any] = {}
    for item in args.rule:
        key, sep, value = item.partition("=")
        if not sep:
            _fail(f"--rule expects KEY=VALUE, got {item!r}")
        try:
            rules.update([parse_option(key.strip(), value)])
        except ValueError as e:
            _fail(f"--rule {item}: {e}")
    case["rules"] = rules
    return case


BATCH_LIMITS = Limits(max_bytes=100_000, max_depth=8, max_digits=30)  # one line, one case


def _batch_line(raw: str | bytes) -> dict[str, Any]:
    """One batch answer; a bad line (not UTF-8, too long or deep, a huge number, not JSON,
    not a case) becomes ``{"error": ...}``, never an exception."""
    try:
        if not raw.strip():
            return {"error": "blank line: expected a JSON object"}
        data = parse_json(raw.strip(), BATCH_LIMITS, "the line")
    except InputError as e:
        return {"error": str(e)}
    if not isinstance(data, dict):
        return {"error": f"expected a JSON object, got {type(data).__name__}"}
    try:
        return evaluate(data)
    except ValueError as e:
        return {"error": str(e)}
    except Exception as e:  # a bug must not cost the following lines their answers
        return {"error": f"internal error: {type(e).__name__}: {e}"}


def _input_lines(stream: IO[Any]) -> Iterator[str | bytes]:
    """The lines of ``stream`` (text or bytes), each cut at ``BATCH_LIMITS.max_bytes`` (the
    rest of a longer line is read and dropped, so memory stays bounded and a too-long line
    still gets its one answer)."""
    limit = BATCH_LIMITS.max_bytes
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        newline = "\n" if isinstance(line, str) else b"\n"
        if len(line) > limit and not line.endswith(newline):
            while True:  # drop the rest of the line
                rest = stream.readline(1 << 16)
                if not rest or rest.endswith(newline):
                    break
        yield line


def run_batch(lines: IO[Any], out: IO[str]) -> None:
    """Answer every input line with exactly one JSON line, in order. ``lines`` may give text
    or bytes (stdin is read as bytes, so an undecodable line is one error, not the end)."""
    for raw in _input_lines(lines):
        out.write(dumps_line(_batch_line(raw)) + "\n")
        out.flush()


def _utf8_pipes() -> None:
    # A pipe on Windows defaults to the ANSI code page, which cannot carry 台.
    for stream in (sys.stdin, sys.stdout):
        if hasattr(stream, "reconfigure") and not stream.isatty():
            stream.reconfigure(encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    """The console script. Exit 0 on success, 2 on bad command-line input."""
    parser = _build_parser()
    args = parser.parse_args(argv)
    _utf8_pipes()
    if args.batch:
        given = [k for k in _CASE_DESTS if getattr(args, k) != parser.get_default(k)]
        if given or args.rule:
            _fail("--batch reads every case from stdin; give no HAND or case options with it")
        run_batch(sys.stdin.buffer if hasattr(sys.stdin, "buffer") else sys.stdin, sys.stdout)
        return 0
    try:
        ev = compute(parse_case(_case_from_args(args)))
    except ValueError as e:
        _fail(str(e))
    if args.json:
        print(json.dumps(ev.to_dict(args.lang), ensure_ascii=False))
    else:
        print(ev.text(args.lang))
    return 0


if __name__ == "__main__":
    sys.exit(main())
