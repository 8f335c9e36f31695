"""docs/rules.md, the in-game help (assets/help/rules_*.html) and the engine agree.

The help is written for players, the doc for players and maintainers; both have the sections
§1–§12 under the same numbers and titles, and the facts that matter are read out of their
tables and checked against the engine: the 台 of every §8 item, the bid points of §4, the
payment table of §9 and that of 翻麻将 (§12) with its worked examples. The doc's table of rule
options lists every ``RuleSet`` field with its default (in each game) and a scenario that plays
it.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import fields
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests import REPO
from zhuji_desktop.engine import rules as rules_module
from zhuji_desktop.engine import tai
from zhuji_desktop.engine.bidding import Bid, Variant, ladder
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.settlement import Stakes, fan_multiplier

DOC = REPO / "docs" / "rules.md"
HELP = {lang: REPO / "assets" / "help" / f"rules_{lang}.html" for lang in ("zh", "en")}
SCENARIOS = REPO / "tests" / "scenarios"
SECTIONS = range(1, 13)

Table = list[list[str]]


# --- reading the doc (Markdown) ---------------------------------------------------------------


def doc_text() -> str:
    return DOC.read_text(encoding="utf-8")


def doc_sections() -> dict[int, tuple[str, str]]:
    """{n: (title, body)} of the numbered ``## n. Title`` sections."""
    parts = re.split(r"^## ", doc_text(), flags=re.M)[1:]
    out: dict[int, tuple[str, str]] = {}
    for part in parts:
        head, _, body = part.partition("\n")
        m = re.match(r"(\d+)\. (.+)$", head.strip())
        if m:
            assert int(m[1]) not in out, f"docs/rules.md has two sections {m[1]}"
            out[int(m[1])] = (m[2], body)
    return out


def doc_unnumbered(title: str) -> str:
    m = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", doc_text(), flags=re.M | re.S)
    assert m, f"docs/rules.md has no section {title!r}"
    return m[1]


def md_tables(body: str) -> list[Table]:
    tables: list[Table] = []
    current: Table | None = None
    for line in body.splitlines():
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if all(re.fullmatch(r"-+", c) for c in cells):
                continue
            if current is None:
                current = []
                tables.append(current)
            current.append([c.replace("`", "").replace("**", "") for c in cells])
        else:
            current = None
    return tables


# --- reading the help (HTML) ------------------------------------------------------------------


class _Tables(HTMLParser):
    """Every table's rows of cell texts; ``<sup>x</sup>`` becomes ``^(x)``."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: list[Table] = []
        self.cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag == "table":
            self.tables.append([])
        elif tag == "tr" and self.tables:
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self.cell = []
        elif tag == "sup" and self.cell is not None:
            self.cell.append("^(")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self.cell is not None:
            self.tables[-1][-1].append(" ".join("".join(self.cell).split()))
            self.cell = None
        elif tag == "sup" and self.cell is not None:
            self.cell.append(")")

    def handle_data(self, data: str) -> None:
        if self.cell is not None:
            self.cell.append(data)


def help_sections(lang: str) -> dict[int | str, tuple[str, str]]:
    """{n or anchor: (heading text, body html)} of the ``<h2>`` sections."""
    text = HELP[lang].read_text(encoding="utf-8")
    parts = re.split(r'<h2><a name="([\w-]+)"></a>(.*?)</h2>', text, flags=re.S)
    out: dict[int | str, tuple[str, str]] = {}
    for anchor, heading, body in zip(parts[1::3], parts[2::3], parts[3::3], strict=True):
        heading = html.unescape(re.sub(r"<[^>]+>", "", heading)).strip()
        m = re.match(r"(\d+)\. (.+)$", heading)
        key: int | str = int(m[1]) if m else anchor
        out[key] = (m[2] if m else heading, body)
    return out


def html_tables(body: str) -> list[Table]:
    parser = _Tables()
    parser.feed(body)
    return parser.tables


# --- both ------------------------------------------------------------------------------------

SOURCES = ["doc", "zh", "en"]


def section(source: str, n: int) -> tuple[str, list[Table]]:
    """The text and the tables of section ``n`` of a source."""
    if source == "doc":
        _, body = doc_sections()[n]
        return body, md_tables(body)
    _, body = help_sections(source)[n]
    return html.unescape(re.sub(r"<[^>]+>", "", body)), html_tables(body)


def data_rows(table: Table) -> Table:
    return table[1:]  # the first row holds the headings


# --- the sections ----------------------------------------------------------------------------


def test_the_doc_has_sections_1_to_12_in_order() -> None:
    numbers = list(doc_sections())
    assert numbers == list(SECTIONS), numbers
    assert "翻麻将" in doc_sections()[12][0]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_help_has_the_docs_sections_under_the_same_titles(lang: str) -> None:
    docs = doc_sections()
    helps = {k: v for k, v in help_sections(lang).items() if isinstance(k, int)}
    assert list(helps) == list(SECTIONS), f"rules_{lang}.html numbers {list(helps)}"
    for n in SECTIONS:
        title = docs[n][0]
        m = re.fullmatch(r"(.+) \((.+)\)", title)
        assert m, f"docs/rules.md §{n} title {title!r} must end with its Chinese title in ()"
        want = title if lang == "en" else m[2]
        assert helps[n][0] == want, f"rules_{lang}.html §{n} is {helps[n][0]!r}, not {want!r}"


# --- §8: the 台 of every item ----------------------------------------------------------------

# The row of an item starts with its Chinese name (the dragons' row with 中).
ITEM_ROW = {key: tai.LABELS_ZH[key] for key in tai.ITEM_KEYS} | {"fa": "中", "bai": "中"}


@pytest.mark.parametrize("source", SOURCES)
def test_the_tai_table_is_the_engines(source: str) -> None:
    text, tables = section(source, 8)
    table = next(t for t in tables if "台" in t[0][1] or "tai" in t[0][1])
    rows = data_rows(table)
    assert len(rows) == len(tai.ITEM_KEYS) - 2, rows  # the three dragons share a row
    for key in tai.ITEM_KEYS:
        row = [r for r in rows if r[0].startswith(ITEM_ROW[key])]
        assert len(row) == 1, f"{source} §8: one row must start with {ITEM_ROW[key]}: {row}"
        numbers = [int(n) for n in re.findall(r"\d+", row[0][1])]
        want = [tai.EAST_DEALER_TAI, tai.ITEM_TAI[key]] if key == "east" else [tai.ITEM_TAI[key]]
        assert numbers == want, f"{source} §8 {key}: {row[0]} says {numbers}, the engine {want}"
    specials = next(line for line in text.split("\n\n") if "天胡" in line and "地胡" in line)
    assert str(tai.SPECIAL_TAI) in specials and "全字牌" in specials, specials
    assert RuleSet().all_honours_tai == tai.SPECIAL_TAI  # "a flat 8" holds for 全字牌 too


# --- §4: the bid points ----------------------------------------------------------------------


@pytest.mark.parametrize("source", SOURCES)
def test_the_bid_points_are_the_engines(source: str) -> None:
    _, tables = section(source, 4)
    found: dict[Bid, int] = {}
    for table in tables:
        for row in data_rows(table):
            for bid_text, points in zip(row[::2], row[1::2], strict=False):
                # the English help names a bid as the buttons do, its Chinese name last
                found[Bid.parse(bid_text.split()[-1])] = int(points)
    assert sorted(found) == ladder(RuleSet().top_level), sorted(found)
    wrong = {str(b): (p, b.points) for b, p in found.items() if p != b.points}
    assert not wrong, f"{source} §4 (written, engine): {wrong}"


# --- §9: the payment table -------------------------------------------------------------------

# The rows in order: (winner, 包家, discarder or None); seat 0 is the 包家 throughout.
CASES = [(0, 0, None), (1, 0, None), (0, 0, 2), (1, 0, 0), (1, 0, 2)]
_FORMULA = re.compile(r"2\^\(?T\s*(?:[−-]\s*(1))?\)?\s*([+−-])\s*(3?)B")


def formula_value(cell: str, t: int, b: int) -> int | None:
    """The amount a cell of the table gives, or None for "—"."""
    if cell.startswith("—"):
        return None
    m = _FORMULA.search(cell)
    assert m, f"not a payment formula: {cell!r}"
    power = t - 1 if m[1] else t
    sign = -1 if m[2] in "−-" else 1
    return 2**power + sign * int(m[3] or 1) * b


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize(("t", "bid"), [(3, Bid(2, Variant.TWO)), (6, Bid(4, Variant.DU))])
def test_the_payment_table_is_the_engines(source: str, t: int, bid: Bid) -> None:
    _, tables = section(source, 9)
    rows = data_rows(tables[0])
    assert len(rows) == len(CASES), rows
    for row, (winner, bao, discarder) in zip(rows, CASES, strict=True):
        s = Stakes(False, bao, bid, False, 1).win(winner, t, discarder)
        pays = {line.seat: line.amount for line in s.lines if line.role != "winner"}
        bao_col, disc_col, other_col = (formula_value(c, t, bid.points) for c in row[1:4])
        want_bao = None if winner == bao else pays[bao]
        want_disc = None if discarder in (None, bao) else pays[discarder]
        others = {pays[x] for x in pays if x not in (bao, discarder)}
        assert (bao_col, disc_col) == (want_bao, want_disc), (source, row, pays)
        assert others == {other_col}, (source, row, pays)


# --- §12: 翻麻将's payment table and examples --------------------------------------------------

_FAN_CELL = re.compile(r"^(\d*)\s*·?\s*m\s*·\s*b")


def fan_cell(cell: str) -> int | None:
    """The multiple of m·b a §12 cell gives, or None for "—"."""
    if cell.startswith("—"):
        return None
    m = _FAN_CELL.match(cell)
    assert m, f"not a §12 payment formula: {cell!r}"
    return int(m[1] or 1)


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize(("t", "b"), [(1, 1), (3, 1), (6, 5)])
def test_the_fan_payment_table_is_the_engines(source: str, t: int, b: int) -> None:
    text, tables = section(source, 12)
    assert re.search(r"m = 2\^?\(?T−1\)?", text), f"{source} §12 must define m = 2^(T−1)"
    rows = data_rows(tables[0])
    assert len(rows) == 2, rows  # self-draw, then a win on a discard
    m = fan_multiplier(t)
    for row, discarder in zip(rows, (None, 2), strict=True):
        s = Stakes(True, None, None, False, b).win(0, t, discarder)
        pays = {line.seat: line.amount for line in s.lines if line.role != "winner"}
        disc_col, other_col = (fan_cell(c) for c in row[1:3])
        want_disc = None if discarder is None else pays[discarder] // (m * b)
        others = {pays[x] // (m * b) for x in pays if x != discarder}
        assert all(p % (m * b) == 0 for p in pays.values()), pays
        assert (disc_col, {other_col}) == (want_disc, others), (source, row, pays)


# §12's examples, b = 1: (T, discarder or None, 老庄) and the numbers a line must give in order.
FAN_EXAMPLES = [(1, None, False), (3, 2, False), (3, 2, True)]


def fan_example_numbers(t: int, discarder: int | None, old: bool) -> list[int]:
    """What the discarder pays (if any), what another player pays, what the winner receives."""
    s = Stakes(True, None, None, old, 1).win(0, t, discarder)
    pays = {line.seat: line.amount for line in s.lines if line.role != "winner"}
    first = [pays[discarder]] if discarder is not None else []
    other = next(pays[x] for x in pays if x != discarder)
    return [*first, other, sum(pays.values())]


def list_items(source: str, n: int) -> list[str]:
    """The bullet points of section ``n`` (nested ones too), each as one line of text."""
    if source == "doc":
        body = doc_sections()[n][1]
        items = re.split(r"\n\s*- ", "\n" + body)[1:]
    else:
        items = re.findall(r"<li>(.*?)</li>", help_sections(source)[n][1], flags=re.S)
        items = [html.unescape(re.sub(r"<[^>]+>", "", i)) for i in items]
    return [" ".join(i.split()) for i in items]


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("example", FAN_EXAMPLES)
def test_the_fan_examples_are_the_engines(source: str, example: tuple) -> None:
    want = fan_example_numbers(*example)
    pattern = ".*?".join(rf"(?<!\d){n}(?!\d)" for n in want)
    found = [i for i in list_items(source, 12) if re.search(pattern, i)]
    assert found, f"{source} §12: no example gives {want} in this order"


@pytest.mark.parametrize("source", SOURCES)
def test_fan_all_honours_value_is_the_engines(source: str) -> None:
    text, _ = section(source, 12)
    fan = RuleSet(mode="fan")
    line = next(x for x in text.splitlines() if "全字牌" in x or "all honours" in x)
    assert str(fan.all_honours_tai) in line and fan.all_honours_tai != RuleSet().all_honours_tai
    assert str(tai.SPECIAL_TAI) in " ".join(text.split()), "天胡 and 地胡 keep 8"


# --- the rule options ------------------------------------------------------------------------


def option_rows() -> dict[str, list[str]]:
    (table,) = md_tables(doc_unnumbered("Rule options (`RuleSet`)"))
    assert table[0] == ["option", "default", "what it changes", "scenario"], table[0]
    return {row[0]: row for row in data_rows(table)}


def test_every_ruleset_option_is_in_the_table() -> None:
    rows = option_rows()
    names = [f.name for f in fields(RuleSet)]
    assert list(rows) == names, f"the table lists {list(rows)}; RuleSet has {names}"
    bao, fan = RuleSet(), RuleSet(mode="fan")
    for name, (_, default, change, _) in rows.items():
        want = json.dumps(getattr(bao, name))
        if getattr(fan, name) != getattr(bao, name) and name != "mode":
            want += f" ({json.dumps(getattr(fan, name))} in fan)"
        assert default == want, (name, default, want)
        assert re.search(r"§\d+", change), f"{name}: say which section it changes"


@pytest.mark.parametrize("name", [f.name for f in fields(RuleSet)])
def test_options_of_one_game_say_so(name: str) -> None:
    """The table and the one-line descriptions say "(bao only)" / "(fan only)" exactly for the
    options that ``RuleSet.acts`` keeps to one game."""
    only = rules_module.ONLY_IN.get(name)
    change = option_rows()[name][2]
    zh, en = rules_module.DESCRIPTIONS[name]
    for game, zh_word in (("bao", "仅包麻将"), ("fan", "仅翻麻将")):
        says = f"({game} only)" in change
        assert says == (only == game), (name, change)
        assert (f"({game} only)" in en) == (only == game), (name, en)
        assert (zh_word in zh) == (only == game), (name, zh)
    for mode in rules_module.MODES:
        assert RuleSet(mode=mode).acts(name) == (only in (None, mode))


def _scenario_rules(path: Path) -> dict:
    data = json.loads(path.read_text(encoding="utf-8"))
    return (data.get("script") or data["match"]).get("rules", {})


@pytest.mark.parametrize("name", [f.name for f in fields(RuleSet)])
def test_every_option_has_a_scenario_that_sets_it(name: str) -> None:
    files = [f.strip() for f in option_rows()[name][3].split(",")]
    for file in files:
        assert (SCENARIOS / file).exists(), f"{name}: no tests/scenarios/{file}"
    setting = [f for f in files if name in _scenario_rules(SCENARIOS / f)]
    assert setting, f"{name}: none of {files} plays a hand with the option set"


def test_every_option_is_described_where_it_acts() -> None:
    body = " ".join("".join(b for _, b in doc_sections().values()).split())
    for f in fields(RuleSet):
        assert f"**Option** `{f.name}`" in body, f"{f.name} is not described in §1–§12"
