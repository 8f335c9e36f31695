"""The hint panel: discard options, waits with unseen counts and 台, 不够台, the advice."""

from __future__ import annotations

from dataclasses import replace

import pytest

from zhuji_desktop.engine import tiles
from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.script import build_wall
from zhuji_desktop.engine.state import HandState
from zhuji_desktop.ui.model.advice import NO_PLAN
from zhuji_desktop.ui.model.hint_text import (
    advice_text,
    bid_row_text,
    claim_text,
    option_text,
    wild_row_text,
)
from zhuji_desktop.ui.model.hints import (
    OUT_OF_REACH,
    Advisor,
    DiscardHint,
    Suggestion,
    TowardTai,
    WaitHint,
    _suggested_first,
    compute_hints,
)
from zhuji_desktop.ui.panels.hints_panel import HintsPanel, TileCell, useful_cells
from zhuji_desktop.ui.strings import T

# E bids 无财2台 (no wilds, E needs 2台), the others pass; E discards 1s and S draws 9s.
# S then holds 123m 456m 789p 22z 33m + 9s: discarding 9s waits on 南 (a 南 pung, 1台) or
# 三万 (0台: 不够台 — S needs 1台).
HANDS = {
    "E": "1357s246p15m45677z",
    "S": "123m456m789p22z33m",
    "W": "4466m35788p3z3z4z6z",
    "N": "2299s1199p11z5z6z8s",
}
OPENING = ("E bid wucai2", "S pass", "W pass", "N pass", "E discard 1s")


def k(code: str) -> int:
    return tiles.parse_one(code)


@pytest.fixture
def state() -> HandState:
    h = HandState.from_wall(build_wall(HANDS, head="9s"))
    for text in OPENING:
        h.apply(Action.parse(text))
    return h


def fake_suggester(view, legal):
    return Action(view.seat, Verb.DISCARD, (k("9s"),)), "test reason"


def test_hints_discard_options_waits_and_tai(state: HandState) -> None:
    hints = compute_hints(state.view(1), state.legal_actions(1), suggest=fake_suggester)
    assert (hints.mode, hints.minimum) == ("discard", 1)
    best = hints.options[0]
    assert (best.discard, best.shanten, best.winning_total) == (k("9s"), 0, 2)
    waits = {w.tile: w for w in best.waits}
    assert set(waits) == {k("2z"), k("3m")}
    south, three = waits[k("2z")], waits[k("3m")]
    # unseen: S holds two 南 and three 三万, and sees no other copy
    assert (south.unseen, three.unseen) == (2, 1)
    assert (south.on_discard.tai, south.self_drawn.tai) == (1, 1)
    assert (three.on_discard.tai, three.self_drawn.tai) == (0, 0)
    assert south.enough(1) and not three.enough(1)
    # every other discard leaves the hand one step away, with its useful draws counted
    assert all(o.shanten == 1 and o.useful_total > 0 for o in hints.options[1:])
    assert len(hints.options) == len(set(state.view(1).hand))
    assert hints.suggestion.reason == "test reason"


def test_a_ready_hand_that_cannot_win_ranks_after_the_hands_a_tile_away() -> None:
    """S's 北 pair (not its seat wind) and 三万 pair: discarding 9s leaves it ready on two
    waits worth 0台, with a 1台 minimum. A tester was shown such a 听牌 first, above
    一向听 discards with dozens of useful tiles."""
    h = HandState.from_wall(build_wall(dict(HANDS, S="123m456m789p44z33m"), head="9s"))
    for text in OPENING:
        h.apply(Action.parse(text))
    rows = compute_hints(h.view(1), h.legal_actions(1), suggest=False).options
    dead = next(r for r in rows if r.discard == k("9s"))
    assert (dead.shanten, dead.winning_total) == (0, 0) and dead.waits
    at = rows.index(dead)
    assert at > 0 and all(r.shanten == 1 for r in rows[:at])  # every 一向听 first
    assert all(r.shanten >= 2 for r in rows[at + 1 :])


def test_hints_waiting_hand_and_the_bidders_minimum(state: HandState) -> None:
    state.apply(Action.parse("S discard 9s"))
    view = state.view(1)  # 13 tiles: waiting for others
    hints = compute_hints(view, [], suggest=False)
    assert (hints.mode, hints.shanten) == ("waiting", 0)
    assert [(w.tile, w.enough(1)) for w in hints.waits] == [(k("2z"), True), (k("3m"), False)]
    assert hints.suggestion is None
    assert compute_hints(state.view(0), [], suggest=False).minimum == 2  # E bid 无财2台


def test_a_wait_passed_on_under_tongquan_is_self_draw_only(state: HandState) -> None:
    state.apply(Action.parse("S discard 9s"))
    view = replace(state.view(1), no_win=frozenset({k("2z")}))  # S declined a 南 this round
    waits = {w.tile: w for w in compute_hints(view, [], suggest=False).waits}
    assert waits[k("2z")].on_discard is None and waits[k("2z")].self_drawn.tai == 1
    assert waits[k("3m")].on_discard is not None


def test_hints_survive_a_failing_ai_and_ask_the_hard_player(state: HandState) -> None:
    def broken(view, legal):
        raise RuntimeError("the AI is not finished")

    legal = state.legal_actions(1)
    assert compute_hints(state.view(1), legal, suggest=broken).suggestion is None
    real = compute_hints(state.view(1), legal).suggestion
    assert real is not None and real.action in legal


def test_hints_panel_shows_rows_waits_and_not_enough(qtbot, state: HandState) -> None:
    panel = HintsPanel(suggest=fake_suggester)
    qtbot.addWidget(panel)
    panel.set_hints(state.view(1), state.legal_actions(1))
    texts = panel.texts()
    assert texts[1] == "打九索：听牌，南风 2张 1台，三万 1张 0台（不够台）"
    # the advice sums up its own row (the waits are under it), never other figures
    assert texts[0] == "建议：打九索：听牌，可胡 3 张，够台的 2 张"
    assert all("1向听" in t for t in texts[2:])
    assert len(panel.rows) == len(set(state.view(1).hand))
    assert panel.rows[0].lit != panel.rows[1].lit  # the advice is marked
    # and drawn so: the panel's style sheet frames the row whose property says it is advised
    panel.resize(320, 600)
    panel.show()
    lit, plain = panel.rows[0], panel.rows[1]
    assert lit.property("advised") is True and not plain.property("advised")
    top = [
        row.grab().toImage().pixelColor(row.width() // 2, 0).getRgb()[:3] for row in (lit, plain)
    ]
    assert top[0] == (242, 190, 60) and top[1] != top[0], top
    panel.clear()
    assert panel.rows == [] and panel.hints is None


def test_a_count_is_never_broken_across_lines(qtbot, state: HandState) -> None:
    """The panel broke "2向听 → 1向" / "听": the counts are held whole, at any width."""
    from PySide6.QtGui import QTextLayout

    from zhuji_desktop.ui.line_breaks import WORD_JOINER
    from zhuji_desktop.ui.plain import PlainLabel

    panel = HintsPanel(suggest=fake_suggester)
    qtbot.addWidget(panel)
    panel.set_hints(state.view(1), state.legal_actions(1))
    labels = [panel.advice, *(r.findChild(PlainLabel) for r in panel.rows)]
    for label in labels:
        text = label.text()
        for width in range(40, 400, 7):
            layout = QTextLayout(text, label.font())
            layout.beginLayout()
            ends = []
            while (line := layout.createLine()).isValid():
                line.setLineWidth(width)
                ends.append(line.textStart() + line.textLength())
            layout.endLayout()
            for end in ends[:-1]:  # no line ends inside 2向听 or 听牌
                before = text[:end].replace(WORD_JOINER, "").rstrip()
                after = text[end:].replace(WORD_JOINER, "").lstrip()
                inside = (before[-1:].isdigit() and after.startswith("向")) or any(
                    before.endswith(a) and after.startswith(b)
                    for a, b in (("向", "听"), ("听", "牌"), ("能", "胡"))
                )
                assert not inside, (width, before, after)


def tai_state() -> HandState:
    """E bids 独2台 and names 二万: only the four 二万 are wild. S (1台 needed) draws 三索 and
    holds 137m 55678p 389s 666s: no honour, a pung, no flush, so only 无财 can score, and a
    drawn wild (二万, which its 1-3万 would like) leads to no win at all."""
    hands = dict(HANDS, S="137m55678p89s666s")
    h = HandState.from_wall(build_wall(hands, head="3s"))
    for text in ("E bid du2", "S pass", "W pass", "N pass", "E wild 2m", "E discard 1s"):
        h.apply(Action.parse(text))
    return h


def test_useful_draws_that_cannot_reach_the_minimum_are_told_apart() -> None:
    """A tester was shown 打三索 → 1向听, 有效牌 3 张 (二万 ×3 and 七索 ×0), where every
    completion scored 0 台."""
    h = tai_state()
    hints = compute_hints(h.view(1), h.legal_actions(1), suggest=False)
    row = next(o for o in hints.options if o.discard == k("3s"))
    assert row.shanten == 1 and dict(row.useful)[k("2m")] == 4  # the shape counts the wilds
    assert row.tai is not None and not row.tai.helps(k("2m"), 1) and row.tai.helps(k("7s"), 1)
    total = sum(n for _, n in row.useful)
    assert (
        option_text(row, hints.minimum)
        == f"打三索：1向听，有效牌 {total} 张，够台的 {total - 4} 张"
    )
    # the hand as it stands after the discard says the same
    h.apply(Action.parse("S discard 3s"))
    waiting = compute_hints(h.view(1), [], suggest=False)
    assert waiting.tai is not None and waiting.tai.useful(waiting.useful, 1) == total - 4


def test_the_panel_marks_the_draws_that_cannot_reach_the_minimum(qtbot) -> None:
    h = tai_state()
    panel = HintsPanel(suggest=False)
    qtbot.addWidget(panel)
    panel.set_hints(h.view(1), h.legal_actions(1))
    row = next(r for r in panel.rows if r.discard == k("3s"))
    assert "够台的" in row.text
    cells = {c.kind: [t for t, _ in c.captions] for c in row.findChildren(TileCell)}
    assert cells[k("2m")][1:] == ["不够台"] and cells[k("7s")][1:] == []
    # the hand as it stands, after the discard: its line and cells say it too
    h.apply(Action.parse("S discard 3s"))
    panel.set_hints(h.view(1), [])
    assert "够台的" in panel.texts()[-1]
    cells = {c.kind: [t for t, _ in c.captions] for c in panel.rows[-1].findChildren(TileCell)}
    assert cells[k("2m")][1:] == ["不够台"]


def test_a_useful_tile_with_none_left_is_drawn_faded_and_says_so(qtbot) -> None:
    """A player read 七索 ×0 under a bright tile as a draw still worth waiting for."""
    gone, left = useful_cells([(k("7s"), 0), (k("2m"), 3)], 1, None, frozenset())
    for cell in (gone, left):
        qtbot.addWidget(cell)
    assert gone.captions[0][0] == "×0" and "已全部现出" in gone.toolTip()
    assert left.captions[0][0] == "×3" and left.toolTip() == "二万"
    alive = TileCell(k("7s"), gone.captions)
    qtbot.addWidget(alive)
    assert gone.grab().toImage() != alive.grab().toImage()


def test_a_win_with_enough_tai_farther_than_the_shape_is_said() -> None:
    opt = DiscardHint(k("9s"), False, 1, ((k("1m"), 3),), 3, tai=TowardTai(4, frozenset()))
    assert option_text(opt, 1) == "打九索：1向听，有效牌 3 张，够台还差 4 张"
    gone = replace(opt, tai=TowardTai(OUT_OF_REACH))
    assert option_text(gone, 1) == "打九索：1向听，有效牌 3 张，凑不够台"
    same = replace(opt, tai=TowardTai(2, frozenset({k("1m")})))
    assert option_text(same, 1) == "打九索：1向听，有效牌 3 张"


def test_the_advice_never_heads_rows_nearer_to_enough_tai() -> None:
    """The advised row is moved first among rows of equal figures only: equal shapes with
    different ways to enough 台 are not equal (a reviewer saw 够台还差 6 张 above 5)."""
    near = DiscardHint(k("9s"), False, 1, ((k("1m"), 3),), 3, tai=TowardTai(2, frozenset()))
    far = replace(near, discard=k("8s"), tai=TowardTai(4, frozenset()))
    hint = Suggestion(Action(1, Verb.DISCARD, (k("8s"),)))
    assert _suggested_first((near, far), hint) == (near, far)
    twin = replace(near, discard=k("7s"))  # the same figures: the advice goes first
    assert _suggested_first((near, twin), Suggestion(Action(1, Verb.DISCARD, (k("7s"),)))) == (
        twin,
        near,
    )


def test_a_ready_hand_whose_waits_all_fall_short_says_how_far_enough_tai_is(qtbot) -> None:
    h = HandState.from_wall(build_wall(dict(HANDS, S="123m456m789p44z33m"), head="9s"))
    for text in (*OPENING, "S discard 9s"):
        h.apply(Action.parse(text))
    panel = HintsPanel(suggest=False)
    qtbot.addWidget(panel)
    panel.set_hints(h.view(1), [])
    said = "听牌，北风 2张 0台（不够台），三万 1张 0台（不够台），够台还差 2 张"
    assert panel.texts()[-1] == said


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_rows_fit_the_panel_in_either_language(qtbot, qapp, state: HandState, lang) -> None:
    # In English the words were cut ("Discard → 1 from rea…") and wide captions ("1 tai
    # self-drawn") overlapped and ran past the panel.
    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.panels import hints_panel

    i18n.install_translator(qapp, lang)
    try:
        panel = HintsPanel(suggest=fake_suggester)
        qtbot.addWidget(panel)
        panel.resize(hints_panel.WIDTH, 600)
        panel.show()
        panel.set_hints(state.view(1), state.legal_actions(1))
        for row in panel.rows:
            assert row.minimumSizeHint().width() <= hints_panel.WIDTH - 16, row.text
    finally:
        i18n.remove_translators(qapp)


def test_the_hints_print_is_large_enough_to_read(qtbot) -> None:
    """A family at 1366×768 measured 8 to 10 px in the hints: the rows' words are 13 px and
    the title 16 (the counts under the tiles stay 11, to keep English captions to a line)."""
    from PySide6.QtWidgets import QApplication, QLabel

    panel = HintsPanel(suggest=False)
    qtbot.addWidget(panel)
    panel.show()
    h = tai_state()
    panel.set_hints(h.view(1), h.legal_actions(1))
    QApplication.processEvents()
    words = [label for row in panel.rows for label in row.findChildren(QLabel)]
    assert words and all(label.font().pixelSize() >= 13 for label in words)
    assert panel.title.font().pixelSize() >= 16


def test_the_english_captions_leave_the_tiles_their_room(qtbot, qapp) -> None:
    """In English, "not enough tai" under a tile took the room of two: a row's tiles ran to
    twice the lines they take in Chinese. The caption is short ("low tai"; the tooltip
    says it in full), and the tiles take as many lines in either language."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.panels import hints_panel

    def tile_lines(lang: str) -> tuple[list[int], list[str]]:
        i18n.install_translator(qapp, lang)
        try:
            panel = HintsPanel(suggest=False)
            qtbot.addWidget(panel)
            panel.resize(hints_panel.WIDTH, 600)
            panel.show()
            h = tai_state()
            panel.set_hints(h.view(1), h.legal_actions(1))
            QApplication.processEvents()
            lines = []
            for row in panel.rows:
                cells = [c for c in row.findChildren(TileCell) if c.captions]
                lines.append(len({c.mapTo(row, QPoint()).y() for c in cells}))
            short = [c.toolTip() for c in panel.findChildren(TileCell) if len(c.captions) == 2]
            return lines, short
        finally:
            i18n.remove_translators(qapp)

    chinese, _ = tile_lines("zh")
    english, tooltips = tile_lines("en")
    assert english == chinese and max(chinese) > 1
    assert "2 Characters (not enough tai)" in tooltips


def test_the_english_title_keeps_the_dot_of_its_i_apart(qtbot, qapp) -> None:
    """A tester read "HInts": at 15 px bold the dot of the i ran into its stem, as tall as
    the H. Under the i, some row between its dot and its stem is the background."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QApplication

    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.table import style

    style.apply_theme(qapp)
    i18n.install_translator(qapp, "en")
    try:
        panel = HintsPanel(suggest=False)
        qtbot.addWidget(panel)
        panel.show()
        QApplication.processEvents()
        title = panel.title
        assert title.text() == "Hints"
        image = title.grab().toImage()
        metrics = QFontMetrics(title.font())
        left = title.contentsRect().x() + metrics.horizontalAdvance("H")
        right = left + metrics.horizontalAdvance("i")
        ink = [
            max(image.pixelColor(x, y).red() for x in range(left, right))
            for y in range(image.height())
        ]
        inked = [y for y, red in enumerate(ink) if red > 120]  # the title is gold
        assert min(ink[inked[0] : inked[-1] + 1]) < 60, ink
    finally:
        i18n.remove_translators(qapp)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("zh", "建议：打九索：听牌，可胡 3 张，够台的 2 张"),
        ("en", "Suggested: Discard 9 Bamboo: Ready, 3 winning tiles (2 of them with enough tai)"),
    ],
)
def test_a_ready_hands_advice_is_a_short_summary(qtbot, qapp, state: HandState, lang, said):
    """A tester's 建议 line listed every wait with its 台 and 不够台, a paragraph: it names
    the discard and counts the winning tiles, and those that reach the minimum; each wait
    stays in the row below."""
    from zhuji_desktop.ui import i18n

    i18n.install_translator(qapp, lang)
    try:
        hints = compute_hints(state.view(1), state.legal_actions(1), suggest=fake_suggester)
        assert advice_text(hints) == said
        row = option_text(hints.options[0], 1)  # the row still names each wait
        assert row.count("，" if lang == "zh" else ", ") == 2 and said not in row
    finally:
        i18n.remove_translators(qapp)


# --- issue 13: one count, advice that quotes its row, hints for bids and wilds ---------------

WILD_HANDS = {
    "E": "123m456p789s11z22z5z",
    "S": "1112223334445p",
    "W": "1112223334445s",
    "N": "1236667778889m",
}


def wild_state(*actions: str) -> HandState:
    h = HandState.from_wall(build_wall(WILD_HANDS))
    for text in actions:
        h.apply(Action.parse(text))
    return h


def test_a_hand_holding_a_wild_gets_hints_and_lists_each_held_wild_once() -> None:
    # The crash of issue 13: 中 named, so 中 and 白 are wild; E holds 白 but no 中.
    h = wild_state("E bid 2", "S pass", "W pass", "N pass", "E wild 7z")
    hints = compute_hints(h.view(0), h.legal_actions(0), suggest=False)
    wild_rows = [o for o in hints.options if o.is_wild]
    assert [o.discard for o in wild_rows] == [k("5z")]  # 白, held; no row for 中
    assert hints.win_now is not None and hints.win_now.complete


def test_the_advice_line_quotes_the_row_of_the_suggested_discard(state: HandState) -> None:
    def slow(view, legal):  # a computer that keeps 九索 and breaks the ready hand
        return Action(view.seat, Verb.DISCARD, (k("2z"),)), "its own figures: 有效牌30张"

    hints = compute_hints(state.view(1), state.legal_actions(1), suggest=slow)
    row = next(o for o in hints.options if o.discard == k("2z"))
    text = advice_text(hints)
    assert text == "建议：" + option_text(row, 1) + "（不是最快的打法：电脑还顾及台数或防守）"
    assert "30" not in text  # the computer's own count never shows


def test_slower_advice_says_why_where_the_computers_reason_does(qapp, state: HandState) -> None:
    """A player ignored "not the fastest: the computer also weighs tai and safety", which
    never said which: the 台 plan the computer keeps, or its guard against the 包家, is said."""
    from zhuji_desktop.ai.reasons import Reason
    from zhuji_desktop.ui import i18n

    def because(**why):
        def suggest(view, legal):
            reason = Reason("discard", tile=k("2z"), need=3, accept=30, **why)
            return Action(view.seat, Verb.DISCARD, (k("2z"),)), reason

        return advice_text(compute_hints(state.view(1), state.legal_actions(1), suggest=suggest))

    assert because(plan="混一色万").endswith("（不是最快的打法：电脑在做混一色万，好够台）")
    assert because(guard=True).endswith("（不是最快的打法：电脑在防包家）")
    both = because(plan="混一色万", guard=True)
    assert both.endswith("（不是最快的打法：电脑在做混一色万，也在防包家）")
    assert because(plan="任意").endswith("（不是最快的打法：电脑还顾及台数或防守）")
    # a new player saw a wild let go and was not told what holding none scores
    no_wilds = because(plan="平胡+无财")
    assert no_wilds.endswith("（不是最快的打法：电脑在做平胡+无财，好够台；胡时无财神算 1 台）")
    i18n.install_translator(qapp, "en")
    try:
        text = because(plan="混一色万")
        said = " (not the fastest: the computer plays for half flush (characters), to reach"
        said += " the tai it needs)"
        assert text.endswith(said), text
    finally:
        i18n.remove_translators(qapp)


def test_advice_as_close_but_with_fewer_useful_tiles_says_why_too(state: HandState) -> None:
    # 建议：打三索：2向听，有效牌 21 张, above a row 2向听 with 48, once came without a word
    first = compute_hints(state.view(1), state.legal_actions(1), suggest=fake_suggester)
    best = first.options[0]
    # the rows one step slower than the best; among them, one with fewer useful tiles than
    # the first of them (the panel is then shown without the faster rows)
    slower = [o for o in first.options if o.shanten == best.shanten + 1]
    fewer_useful = [o for o in slower if o.useful_total < slower[0].useful_total]
    assert fewer_useful

    def pick(view, legal):
        return Action(view.seat, Verb.DISCARD, (fewer_useful[0].discard,)), "its own reasons"

    hints = compute_hints(state.view(1), state.legal_actions(1), suggest=pick)
    hints = replace(hints, options=[o for o in hints.options if o.shanten > best.shanten])
    assert advice_text(hints).endswith("（不是最快的打法：电脑还顾及台数或防守）")
    top = hints.options[0]

    def pick_top(view, legal):
        return Action(view.seat, Verb.DISCARD, (top.discard,)), "its own reasons"

    hints = replace(hints, suggestion=compute_hints(
        state.view(1), state.legal_actions(1), suggest=pick_top).suggestion)  # fmt: skip
    assert not advice_text(hints).endswith("（不是最快的打法：电脑还顾及台数或防守）")


def test_a_pass_advised_over_a_claim_says_the_claim_without_brackets_in_brackets(
    state: HandState,
) -> None:
    """A grandparent read 过（碰北风（用财神六万 北风）：…）: the claim passed over follows a
    dash, its own brackets the only ones."""
    state.apply(Action.parse("S discard 9s"))
    view = replace(state.view(1), claim_tile=k("3m"), claim_source=0, step="claim")
    legal = [Action(1, Verb.PUNG, (k("3m"), k("3m"))), Action(1, Verb.PASS)]
    hints = compute_hints(view, legal, suggest=lambda v, a: (a[-1], ""))
    text = advice_text(hints)
    assert text.startswith("建议：过——碰三万：") and "（" not in text, text


def test_a_claim_shows_before_and_after_from_the_same_count_as_the_hand(state: HandState) -> None:
    state.apply(Action.parse("S discard 9s"))  # S: 123m 456m 789p 22z 33m, ready
    # As if E offered a 三万: S's pung leaves 123m 456m 789p 22z, ready again after a discard.
    view = replace(state.view(1), claim_tile=k("3m"), claim_source=0, step="claim")
    legal = [Action(1, Verb.PUNG, (k("3m"), k("3m"))), Action(1, Verb.PASS)]
    hints = compute_hints(view, legal, suggest=lambda v, a: (a[0], ""))
    (pung,) = hints.claims
    assert pung.before == hints.shanten == 0
    # and, as the discard rows say it, how far a win with enough 台 then is (a tester read
    # "听牌 → 听牌", punged, and found no wait of the hand reached the minimum)
    assert advice_text(hints) == "建议：碰三万：听牌 → 听牌，够台还差 2 张"
    assert pung.tai_needed == 2
    # the same figure as the discard rows give once the pung is made
    from zhuji_desktop.engine.claims import make_claim_meld
    from zhuji_desktop.engine.melds import MeldType

    meld = make_claim_meld(MeldType.PUNG, (k("3m"), k("3m")), k("3m"), 0, view.wild_kinds)
    melds = list(view.melds)
    melds[1] = (*melds[1], meld)
    rest = list(view.hand)
    rest.remove(k("3m"))
    rest.remove(k("3m"))
    turn = replace(view, hand=tuple(rest), melds=tuple(melds), claim_tile=None, step="turn")
    discards = [Action(1, Verb.DISCARD, (t,)) for t in sorted(set(rest))]
    rows = compute_hints(turn, discards, suggest=lambda v, a: (a[0], "")).options
    assert min(row.tai.needed for row in rows if row.tai is not None) == 2


def test_no_minimum_is_shown_while_the_bidding_fixes_none(qtbot) -> None:
    h = HandState.deal(seed=0)
    panel = HintsPanel(suggest=lambda v, legal: (legal[0], "test"))
    qtbot.addWidget(panel)
    panel.set_hints(h.view(0), h.legal_actions(0))
    assert panel.hints is not None and panel.hints.mode == "bid"
    assert panel.minimum.text() == ""  # it said "起胡 1 台" before anyone had bid


def test_bidding_hints_give_the_value_of_each_bid_and_of_passing() -> None:
    from zhuji_desktop.ai import bid_table

    h = HandState.deal(seed=0)
    hints = compute_hints(h.view(0), h.legal_actions(0))  # the strongest level
    assert hints.mode == "bid" and hints.bids
    passing = next(b for b in hints.bids if b.bid is None)
    assert passing.dealer_default  # the dealer who passes may still bid 2台
    for b in hints.bids:
        if b.bid is not None:
            needed = b.needed if b.needed is not None else NO_PLAN
            assert b.value == bid_table.expected(b.bid.ascii(), needed)
    suggested = next(b for b in hints.bids if b.action == hints.suggestion.action)
    assert advice_text(hints) == "建议：" + bid_row_text(suggested)
    assert [b.value for b in hints.bids] == sorted((b.value for b in hints.bids), reverse=True)


def test_passing_against_a_standing_bid_says_its_figure_is_the_plain_mean() -> None:
    """A tester read 不包：约 +0.0 分 against a 7台 bid as that hand's estimate."""
    h = HandState.deal(seed=0)
    h.apply(Action.parse("E bid 2"))
    hints = compute_hints(h.view(1), h.legal_actions(1), suggest=Advisor("hard"))
    passing = next(b for b in hints.bids if b.bid is None)
    assert passing.baseline and not passing.dealer_default
    assert bid_row_text(passing).endswith("（不当包家的平均，不论谁包多少）")
    first = compute_hints(HandState.deal(seed=0).view(0), HandState.deal(seed=0).legal_actions(0))
    dealer = next(b for b in first.bids if b.bid is None)
    assert dealer.dealer_default and not dealer.baseline  # the dealer's 2台 if all pass


def test_passing_after_three_passes_says_the_dealer_is_then_bao_at_2_tai() -> None:
    """A player, last to speak after three passes, read 不包 … （不当包家的平均，不论谁包多少）:
    passing then makes the dealer 包家 at 2台 (docs/rules.md §4), and the row says so; the
    dealer, first to speak, is told it is itself 包家 at 2台 if all four pass."""
    h = HandState.deal(seed=0)
    for text in ("E pass", "S pass", "W pass"):
        h.apply(Action.parse(text))
    hints = compute_hints(h.view(3), h.legal_actions(3), suggest=Advisor("hard"))
    passing = next(b for b in hints.bids if b.bid is None)
    assert passing.makes_dealer_bao and not passing.dealer_default
    assert bid_row_text(passing).endswith("（庄家包2台；分数是不当包家的平均）")
    h = HandState.deal(seed=0)
    h.apply(Action.parse("E pass"))
    early = compute_hints(h.view(1), h.legal_actions(1), suggest=Advisor("hard"))
    assert not next(b for b in early.bids if b.bid is None).makes_dealer_bao
    h = HandState.deal(seed=0)
    first = compute_hints(h.view(0), h.legal_actions(0), suggest=Advisor("hard"))
    dealer = next(b for b in first.bids if b.bid is None)
    assert bid_row_text(dealer).endswith("（四家都不包，则由你这个庄家包2台）")


def test_the_bid_note_says_its_figures_go_by_tiles_short_alone(qtbot) -> None:
    """A player saw 包2台：约 -2.3 分，还差 4 张 in hand after hand under a note that called
    it the computer's estimate: the figure is the table's mean for hands that many tiles
    short, and the note says so."""
    seen: dict[tuple[str, int], set[float]] = {}
    for seed in range(6):
        h = HandState.deal(seed)
        for b in compute_hints(h.view(0), h.legal_actions(0), Advisor("hard")).bids:
            if b.bid is not None and b.needed is not None:
                seen.setdefault((b.bid.ascii(), b.needed), set()).add(b.value)
    assert all(len(values) == 1 for values in seen.values())  # one figure per tiles short
    panel = HintsPanel(suggest=Advisor("hard"))
    qtbot.addWidget(panel)
    h = HandState.deal(seed=0)
    panel.set_hints(h.view(0), h.legal_actions(0))
    note = panel.texts()[-1]
    assert note.startswith("“约 … 分”：按还差几张估算的每局平均得分（电脑的经验表")


def test_with_the_experts_advice_each_bid_row_shows_its_own_playouts(qtbot) -> None:
    """A tester saw the expert's advice pick 包独2台 (约 +2.7 分) over 不包 (约 +9.0 分), its
    own figures only in the advice line: each row the expert played out now shows them."""
    from zhuji_desktop.ai.reasons import Reason

    h = HandState.deal(seed=0)
    quick = compute_hints(h.view(0), h.legal_actions(0), Advisor("hard"))
    low, best = quick.bids[-1], quick.bids[0]
    others = [b for b in quick.bids if b not in (low, best)]
    means = [(low.bid, 12.8, 32), (best.bid, -1.0, 32), *((b.bid, 3.0, 4) for b in others)]

    key = "mc_pass" if low.bid is None else "mc_bid"
    reason = Reason(key, bid=low.bid, n=32, mean=12.8, means=tuple(means))
    panel = HintsPanel(suggest=Advisor("hard"))
    qtbot.addWidget(panel)
    panel.show_hints(replace(quick, suggestion=Suggestion(low.action, reason)))  # (it came)
    texts = panel.texts()
    assert any(
        t.startswith(bid_row_text(low)) and t.endswith("（专家推演约 +12.8 分）") for t in texts
    )
    assert any(
        t.startswith(bid_row_text(best)) and t.endswith("（专家推演约 -1.0 分）") for t in texts
    )
    # a row dropped after a few deals as clearly worse has no figure like for like
    assert sum("专家推演约" in t for t in texts) == 3  # two rows and the advice line
    assert texts[-1].endswith(T.HINTS_BID_NOTE_SIMULATED)
    panel.set_hints(h.view(0), h.legal_actions(0))  # hard's advice: the table's figures alone
    assert not any("专家推演" in t for t in panel.texts())


def test_an_expert_bid_below_another_rows_estimate_quotes_the_experts_own_figure() -> None:
    """A tester read 建议：包独2台：约 +5.4 分 above rows of +17.9: the expert had chosen on its
    playouts, and the line quoted only the quick estimate."""
    from zhuji_desktop.ai.reasons import Reason

    h = HandState.deal(seed=0)
    quick = compute_hints(h.view(0), h.legal_actions(0), Advisor("hard"))
    low = quick.bids[-1]  # the rows are sorted: the last is below the first
    assert low.value < quick.bids[0].value
    reason = (
        Reason("mc_pass", n=64, mean=23.4)
        if low.bid is None
        else Reason("mc_bid", bid=low.bid, n=64, mean=23.4)
    )
    hints = replace(quick, suggestion=Suggestion(low.action, reason))
    assert advice_text(hints) == "建议：" + bid_row_text(low) + "（专家推演约 +23.4 分）"
    best = quick.bids[0]  # the best row needs no second figure
    hints = replace(quick, suggestion=Suggestion(best.action, Reason("mc_pass", n=64, mean=9.0)))
    assert advice_text(hints) == "建议：" + bid_row_text(best)


def test_an_expert_choice_below_the_top_estimate_quotes_the_tops_playouts_too() -> None:
    """A tester read 建议：不包 … （专家推演约 +1.3 分） above 包2台：约 +9.0 分 and could not tell
    which to trust: the expert's own figure for that top row says why it chose otherwise."""
    from zhuji_desktop.ai.reasons import Reason
    from zhuji_desktop.ui.model.hint_text import action_text

    h = HandState.deal(seed=0)
    quick = compute_hints(h.view(0), h.legal_actions(0), Advisor("hard"))
    low, best = quick.bids[-1], quick.bids[0]

    def advice(best_deals: int) -> str:
        means = ((low.bid, 1.3, 32), (best.bid, -3.5, best_deals))
        args = {"n": 32, "mean": 1.3, "means": means}
        reason = (
            Reason("mc_pass", **args) if low.bid is None else Reason("mc_bid", bid=low.bid, **args)
        )
        return advice_text(replace(quick, suggestion=Suggestion(low.action, reason)))

    top = "不包" if best.bid is None else action_text(best.action)
    expected = f"（专家推演约 +1.3 分；{top}推演约 -3.5 分）"
    assert advice(32) == "建议：" + bid_row_text(low) + expected
    # dropped after 4 deals as clearly worse: a figure of 4 deals is not set beside one of 32
    assert advice(4) == "建议：" + bid_row_text(low) + "（专家推演约 +1.3 分）"


def test_the_experts_bid_reason_carries_every_candidates_figure() -> None:
    from zhuji_desktop.ai.search.expert import ExpertPlayer

    searched = []
    for seed in range(12):  # deals where the bid was played out (not one sensible choice)
        h = HandState.deal(seed=seed)
        player = ExpertPlayer(seed=1, playouts=8)
        action = player.decide(h.view(0), h.legal_actions(0))
        if player.last_reason.key in ("mc_bid", "mc_pass"):
            searched.append((action, player.last_reason))
    assert searched
    action, reason = searched[0]
    means = {bid: (mean, n) for bid, mean, n in reason.args["means"]}
    assert len(means) >= 2 and action.bid in means
    assert means[action.bid] == (reason.args["mean"], reason.args["n"])


@pytest.mark.parametrize(("base", "old_dealer"), [(10, False), (1, True), (1_000_000, True)])
def test_bidding_hints_are_in_the_points_this_table_pays(base, old_dealer) -> None:
    """The values follow the table's base points and double in a 老庄 hand, as the hand's
    own payments do (docs/rules.md §9, §10): the hint and the result must agree."""
    from zhuji_desktop.engine.rules import RuleSet

    plain = HandState.deal(seed=0)
    table = HandState.deal(seed=0, rules=RuleSet(base_points=base), old_dealer=old_dealer)
    one = compute_hints(plain.view(0), plain.legal_actions(0), Advisor("hard"))
    scaled = compute_hints(table.view(0), table.legal_actions(0), Advisor("hard"))
    factor = base * (2 if old_dealer else 1)
    assert [b.action for b in scaled.bids] == [b.action for b in one.bids]
    for a, b in zip(one.bids, scaled.bids):
        assert b.value == pytest.approx(a.value * factor)


def test_the_advice_level_is_a_parameter() -> None:
    h = HandState.deal(seed=0)
    view, legal = h.view(0), h.legal_actions(0)
    assert compute_hints(view, legal, Advisor("normal")).suggestion is not None
    assert compute_hints(view, legal, Advisor("no-such-level")).suggestion is None


def test_wild_choice_hints_say_what_each_kind_gives_this_hand() -> None:
    h = wild_state("E bid 2", "S pass", "W pass", "N pass")
    hints = compute_hints(h.view(0), h.legal_actions(0))
    assert hints.mode == "wild"
    east = next(w for w in hints.wilds if w.kind == k("1z"))  # 东 and 南 wild: 4 in hand
    assert (east.wilds, east.shanten) == (4, -1)
    assert advice_text(hints).startswith("建议：定")
    # 天胡: no 台 needed; the row names both wild kinds (a tester did not know 南 was one)
    assert wild_row_text(east) == "定东风为财神（东风、南风）：手里 4 张财神，能胡"


def test_wild_rows_say_how_far_each_kind_leaves_the_bid_and_the_advice_heads_them() -> None:
    """A tester was advised 三万 (3向听) under rows of winds at 2向听, with nothing to say
    why: the count alone ignores the 台 the bid needs. Each row now says how many tiles the
    hand is short of the bid's 台 with that kind, the rows are ranked as the computer ranks
    them, and the advice is the first row."""
    firsts = 0
    for seed in range(8):
        h = HandState.deal(seed)
        for text in ("E bid 3", "S pass", "W pass", "N pass"):
            h.apply(Action.parse(text))
        hints = compute_hints(h.view(0), h.legal_actions(0), Advisor("hard"))
        rows = hints.wilds
        short = [NO_PLAN if w.needed is None else w.needed for w in rows]
        assert short == sorted(short)
        for w in rows:
            text = wild_row_text(w, hints.minimum)
            assert w.shanten < 0 or "够 3 台还差" in text or "凑不够台" in text, text
        firsts += rows[0].kind == hints.suggestion.action.tile
        assert advice_text(hints).endswith(wild_row_text(rows[0], 3))
    assert firsts == 8


def test_the_suggested_discard_heads_the_rows_whose_figures_it_shares() -> None:
    """A tester saw the advice on the second of two rows with the same figures and took the
    first for it: among equal rows the suggested one comes first (it did not in the first
    turn of deal 0, nor in about a third of hard's turns)."""
    from zhuji_desktop.ai.registry import make_player

    checked = 0
    for seed in range(6):
        h = HandState.deal(seed)
        players = [make_player("hard", seed * 4 + s) for s in range(4)]
        while h.phase.value != "play" or h.to_act() != [0]:
            seat = h.to_act()[0]
            h.apply(players[seat].decide(h.view(seat), h.legal_actions(seat)))
        hints = compute_hints(h.view(0), h.legal_actions(0), Advisor("hard"))
        suggested = hints.suggestion.action if hints.suggestion else None
        if suggested is None or suggested.verb is not Verb.DISCARD:
            continue
        rows = hints.options
        at = next(i for i, r in enumerate(rows) if r.discard == suggested.tile)
        figures = [(r.shanten, r.winning_total, r.useful_total) for r in rows]
        assert figures.index(figures[at]) == at, (seed, at)
        checked += 1
    assert checked >= 4


def test_a_claim_hint_names_the_hand_tiles_where_the_buttons_offer_a_choice() -> None:
    """A tester held two wilds and one 西 and met four 碰 choices, and a hint that said only
    碰西风: a chow's pair and a claim with a wild are named; a plain pung needs no more."""
    from zhuji_desktop.ui.model.advice import ClaimHint

    west, dot1 = tiles.parse("3z1p")
    with_wild = ClaimHint("pung", Action(1, Verb.PUNG, (west, dot1)), west, False, 3, 2, True)
    assert claim_text(with_wild) == "碰西风（用一筒 西风）：3向听 → 2向听"
    # with the wild kinds known, the wild is named as one (a tester read "with 1 Characters"
    # as a pung holding a 1 Characters)
    named = replace(with_wild, wild_kinds=frozenset({dot1}))
    assert claim_text(named) == "碰西风（用财神一筒 西风）：3向听 → 2向听"
    plain = replace(with_wild, action=Action(1, Verb.PUNG, (west, west)), natural=True)
    assert claim_text(plain) == "碰西风：3向听 → 2向听"
    m2, m3, m4 = tiles.parse("2m3m4m")
    chow = ClaimHint("chow", Action(1, Verb.CHOW, (m3, m4)), m2, True, 2, 1, True)
    assert claim_text(chow) == "吃二万（用三万 四万）：2向听 → 1向听"

    # a kong from the hand with wilds in it is named by its natural tile: "暗杠七万（用财神七万
    # 财神七万 北风 北风）" named a tester's 北 kong after its wilds
    north, m7 = tiles.parse("4z7m")
    kong = Action(1, Verb.CKONG, (m7, m7, north, north))
    ckong = ClaimHint("kong", kong, north, False, 1, 1, True, None, frozenset({m7}))
    assert claim_text(ckong) == "暗杠北风（用财神七万×2 北风×2）：1向听 → 1向听"


# The person is S, E's 下家; all pass, E names 中 (中 and 白 wild) and discards 五万. S holds
# 34m 67m (three chows of 五万) and, in the pung case, 55m and a 中 (a pung with or without
# the wild).
CLAIM_HANDS = {
    "E": "5m123p456p789p11s22s",
    "S": "34m67m9m123s456s11z",
    "W": "789m234p567p345s3z",
    "N": "111m222m888p999p6z",
}


def claim_view(s_hand: str) -> tuple:
    h = HandState.from_wall(build_wall(dict(CLAIM_HANDS, S=s_hand)))
    for text in ("E pass", "S pass", "W pass", "N pass", "E wild 7z", "E discard 5m"):
        h.apply(Action.parse(text))
    return h.view(1), h.legal_actions(1)


def advising(text: str):
    """A computer that advises the action ``text`` (in the action notation)."""
    return lambda view, legal: (Action.parse(text), "")


def test_the_chow_advised_is_the_one_its_row_and_the_advice_line_name(qtbot) -> None:
    """A tester read 建议：吃三筒（用二筒 四筒）over a row 吃三筒（用一筒 二筒）: every way
    is a row of its own, and the line quotes the row of the very chow advised, framed."""
    view, legal = claim_view("34m67m9m123s456s11z")
    hints = compute_hints(view, legal, suggest=advising("S chow 46m"))
    chows = [c.action for c in hints.claims if c.key == "chow"]
    assert set(chows) == {a for a in legal if a.verb is Verb.CHOW} and len(chows) == 3
    panel = HintsPanel(suggest=advising("S chow 46m"))
    qtbot.addWidget(panel)
    with qtbot.waitSignal(panel.preferred) as said:
        panel.set_hints(view, legal)
    framed = [r for r in panel.rows if r.lit]
    assert [r.action for r in framed] == [Action.parse("S chow 46m")]
    assert panel.texts()[0] == "建议：" + framed[0].text
    assert framed[0].text.startswith("吃五万（用四万 六万）")
    assert said.args[0][0] == Action.parse("S chow 46m")  # the table frames it first


def test_a_pung_with_and_without_a_wild_is_two_rows() -> None:
    view, legal = claim_view("55m7z9m99m123s456s1z")
    hints = compute_hints(view, legal, suggest=advising("S pung 5m7z"))
    pungs = [c for c in hints.claims if c.key == "pung"]
    assert {c.action for c in pungs} == {Action.parse("S pung 55m"), Action.parse("S pung 5m7z")}
    texts = [claim_text(c) for c in pungs]
    assert any(t.startswith("碰五万：") for t in texts)
    assert any(t.startswith("碰五万（用五万 财神红中）") for t in texts)
    with_wild = next(c for c in pungs if not c.natural)
    assert advice_text(hints) == "建议：" + claim_text(with_wild)


def test_a_damaged_bid_table_costs_the_bid_rows_not_the_panel(qtbot, damaged_bid_table) -> None:
    """The bid rows raised (the crash dialog at every bidding) when the table was damaged."""
    h = HandState.deal(seed=0)
    panel = HintsPanel()
    qtbot.addWidget(panel)
    panel.set_hints(h.view(0), h.legal_actions(0))
    assert panel.hints is not None and panel.hints.mode == "bid" and panel.hints.bids == ()


def test_a_computer_that_cannot_decide_is_logged_in_one_clear_line(damaged_bid_table, caplog):
    """The table screen takes a legal action for a computer that raises; the log says why
    in its first line (a damaged file is no bug: no traceback)."""
    from zhuji_desktop.ai.registry import make_player
    from zhuji_desktop.ui.model.controller import Job, decide

    h = HandState.deal(seed=0)
    legal = h.legal_actions(0)
    with caplog.at_level("ERROR"):
        action, _ms = decide(Job(0, make_player("hard", 1), h.view(0), legal))
    assert action == legal[0]
    (record,) = [r for r in caplog.records if "seat 0" in r.getMessage()]
    assert str(damaged_bid_table) in record.getMessage() and record.exc_info is None


# West bids 3台 and names 五索 (五索 and 六索 wild); E discards 一索, S 四筒. W holds 111p 33p
# 4p 南南南 西西 白 and a 六索: it may chow 四筒 with 三筒 六索 or pung it with 四筒 六索.
BAO_HANDS = {
    "E": "1m5m9m1s5s9s9p2p3m7m3s7s8s2m",
    "S": "4p123m456m789m5p6p7p",
    "W": "111p334p6s222z33z5z",
    "N": "2m3m4m5m6m7m2s3s4s7s8s9s9s",
}


def bao_claim(w_hand: str = BAO_HANDS["W"]) -> HandState:
    h = HandState.from_wall(build_wall(dict(BAO_HANDS, W=w_hand), head="8m"))
    for text in ("E pass", "S pass", "W bid 3", "N pass", "W wild 5s", "E discard 1s"):
        h.apply(Action.parse(text))
    h.apply(Action.parse("S discard 4p"))
    return h


def test_the_advice_never_takes_a_claim_its_row_marks_not_enough_tai() -> None:
    """A player, 包家 at 3台, read 建议：吃四筒（用三筒 六索）：1向听 → 听牌 不够台 above 碰四筒
    （用四筒 六索）：1向听 → 听牌; the pung led to a 3台 win. Hard counted the chow, which
    leaves no way to 3台, on the plain shape."""
    h = bao_claim()
    hints = compute_hints(h.view(2), h.legal_actions(2), Advisor("hard"))
    texts = {c.action: claim_text(c) for c in hints.claims}
    chow, pung = Action.parse("W chow 3p6s"), Action.parse("W pung 4p6s")
    assert texts[chow] == "吃四筒（用三筒 财神六索）：1向听 → 听牌（不够台）"
    assert texts[pung] == "碰四筒（用四筒 财神六索）：1向听 → 听牌"
    assert hints.suggestion is not None and hints.suggestion.action == pung
    assert advice_text(hints) == "建议：" + texts[pung]


def test_a_win_on_offer_heads_the_claims_with_the_tai_the_result_counts() -> None:
    """A player saw 碰北风：听牌 → 听牌 above the 胡 advised, and no 台 on the 胡 row. S, ready
    on 南 (its seat wind: 1台) and 三万, is offered E's 南: it may win or pung. The win heads
    the rows, with the 台 of the hand the result then counts, 地胡 included."""
    h = HandState.from_wall(build_wall(HANDS, head="9s9m1m2z"))
    for text in (*OPENING, "S discard 9s", "N pass", "W discard 9m", "N discard 1m"):
        h.apply(Action.parse(text))
    h.apply(Action.parse("E discard 2z"))
    hints = compute_hints(h.view(1), h.legal_actions(1), Advisor("hard"))
    assert [c.key for c in hints.claims] == ["win", "pung"]
    win = hints.claims[0]
    assert claim_text(win) == "胡南风：1台"
    assert advice_text(hints) == "建议：胡南风：1台"
    h.apply(Action.parse("S win"))
    assert h.result is not None and h.result.tai == win.win
    # on the dealer's first discard: 地胡, as the result counts it
    h = HandState.from_wall(build_wall(dict(HANDS, E="1357s246p15m2z4z5z6z7z")))
    for text in ("E bid wucai2", "S pass", "W pass", "N pass", "E discard 2z"):
        h.apply(Action.parse(text))
    win = compute_hints(h.view(1), h.legal_actions(1), suggest=False).claims[0]
    assert claim_text(win) == "胡南风：地胡 8台"
    h.apply(Action.parse("S win"))
    assert h.result is not None and h.result.tai == win.win


@pytest.mark.parametrize(
    ("lang", "chow", "ready"),
    [
        (
            "zh",
            "吃四筒（用三筒 财神六索）：1向听 → 听牌（不够台）",
            "打九索：听牌，可胡 3 张，够台的 2 张",
        ),
        (
            "en",
            "Chow 4 Dots with 3 Dots, wild 6 Bamboo: 1 away from ready → Ready (not enough tai)",
            "Discard 9 Bamboo: Ready, 3 winning tiles (2 of them with enough tai)",
        ),
    ],
)
def test_not_enough_tai_is_set_apart_and_a_ready_hand_counts_its_winning_tiles(
    qapp, state: HandState, lang: str, chow: str, ready: str
) -> None:
    """A player read 听牌 不够台 (and "Ready not enough tai") as one phrase, and 胜张 is not
    everyday Mandarin: 不够台 goes in brackets, and a ready hand's tiles are 可胡."""
    from zhuji_desktop.ui import i18n

    i18n.install_translator(qapp, lang)
    try:
        h = bao_claim()
        hints = compute_hints(h.view(2), h.legal_actions(2), suggest=False)
        texts = {c.action: claim_text(c) for c in hints.claims}
        assert texts[Action.parse("W chow 3p6s")] == chow
        ready_hints = compute_hints(state.view(1), state.legal_actions(1), suggest=fake_suggester)
        assert advice_text(ready_hints).endswith(ready)
    finally:
        i18n.remove_translators(qapp)


def test_a_complete_hand_short_of_the_minimum_says_so(qtbot) -> None:
    """A tester read "Complete hand: 1 tai" and took it for a win (2 tai were needed). (On
    the dealer's first turn the same hand is 天胡, 8台: it is counted as on a later turn.)"""
    from zhuji_desktop.engine.tai import WinContext

    for bid, short in (("E bid 2", False), ("E bid 3", True)):
        h = wild_state(bid, "S pass", "W pass", "N pass", "E wild 7z")
        panel = HintsPanel(suggest=False)
        qtbot.addWidget(panel)
        panel.set_hints(h.view(0), h.legal_actions(0))
        assert panel.texts()[1].startswith("可以胡：天胡 8台"), panel.texts()[1]
        later = WinContext(seat=0, wild_kinds=h.wild_kinds, self_drawn=True)
        panel.set_hints(replace(h.view(0), turn_context=later), h.legal_actions(0))
        first = panel.texts()[1]
        assert first.startswith("胡牌牌型：2台" if short else "可以胡：2台"), first
        assert ("不够台（起胡 3 台）" in first) is short, first


def test_advice_says_what_to_do_when_no_discard_reaches_the_minimum(state: HandState) -> None:
    # a new player read 凑不够台 on every row and did not know what to do next
    hints = compute_hints(state.view(1), state.legal_actions(1), suggest=fake_suggester)
    said = f"（打哪张都凑不够{hints.minimum}台：这手胡不了，打安全牌吧）"
    assert hints.mode == "discard" and not advice_text(hints).endswith(said)
    stuck = [replace(o, tai=TowardTai(OUT_OF_REACH)) for o in hints.options]
    assert advice_text(replace(hints, options=tuple(stuck))).endswith(said)
    # one way left is enough to say nothing
    one_left = [replace(stuck[0], tai=TowardTai(3)), *stuck[1:]]
    assert not advice_text(replace(hints, options=tuple(one_left))).endswith(said)


def test_the_title_says_what_the_hints_words_mean(qtbot) -> None:
    """A new player met 向听 in every row and nowhere what it meant."""
    panel = HintsPanel(suggest=False)
    qtbot.addWidget(panel)
    h = HandState.deal(seed=0)
    panel.set_hints(h.view(0), h.legal_actions(0))
    assert panel.title.toolTip() == T.HINTS_TERMS and "向听" in T.HINTS_TERMS
    panel.clear()
    assert panel.title.toolTip() == T.HINTS_TERMS


def test_a_claim_either_wild_kind_can_make_is_one_row_the_advised_one() -> None:
    """With 5m and 6m wild, 碰九筒 with a 5m and with a 6m were two rows (and so on for every
    such claim: seven or eight rows); the way advised is the one kept."""
    hands = {"E": "19m1234s1234z577z9p", "S": "9p5m6m123p456p78s11z",
             "W": "2345678m2345p6z6s", "N": "789s11p22p33p44p6p8p"}  # fmt: skip
    h = HandState.from_wall(build_wall(hands, head="9s"))
    for text in ("E bid 2", "S pass", "W pass", "N pass", "E wild 5m", "E discard 9p"):
        h.apply(Action.parse(text))
    legal = h.legal_actions(1)
    assert {"S pung 5m9p", "S pung 6m9p", "S pung 56m"} <= {str(a) for a in legal}
    rows = compute_hints(h.view(1), legal, suggest=False).claims
    assert [str(c.action) for c in rows if c.key == "pung"] == ["S pung 5m9p", "S pung 56m"]
    other = Action.parse("S pung 6m9p")
    rows = compute_hints(h.view(1), legal, suggest=lambda v, legal: (other, "test")).claims
    assert [str(c.action) for c in rows if c.key == "pung"] == ["S pung 6m9p", "S pung 56m"]


def test_a_ready_hand_none_of_whose_waits_reach_the_minimum_is_not_said_to_win() -> None:
    """A player read 打七索：听牌，可胡 30 张，够台的 0 张 as thirty ways to win."""
    from zhuji_desktop.engine.tai import TaiResult
    from zhuji_desktop.ui.model.hint_text import option_summary

    low = TaiResult(True, 0, (), None)
    waits = (WaitHint(k("1m"), 3, False, low, low), WaitHint(k("4m"), 2, False, low, low))
    ready = DiscardHint(k("7s"), False, 0, (), 5, waits, winning_total=0)
    assert option_summary(ready, 2) == "打七索：听牌，5 张能凑成胡牌牌型，但不够台"
    some = replace(ready, winning_total=2)
    assert option_summary(some, 2) == "打七索：听牌，可胡 5 张，够台的 2 张"


def test_a_dealer_complete_as_dealt_sees_the_bid_the_advice_names() -> None:
    """The advice said 包7台 with no 7台 row, and every row said 还差 3 张: the dealer's
    fourteen tiles were complete with the wilds (天胡), which the rows did not count."""
    from zhuji_desktop.engine.script import build_wall

    hands = {
        "E": "123m456m678m789s11z",
        "S": "456m789p123s33z44z",
        "W": "789m123p456s55z66z",
        "N": "111p999m999s77z6z5z",
    }
    h = HandState.from_wall(build_wall(hands))
    hints = compute_hints(h.view(0), h.legal_actions(0))
    assert hints.suggestion is not None and hints.suggestion.action.verb is Verb.BID
    first = hints.bids[0]
    assert first.action == hints.suggestion.action and first.heaven and first.needed == 0
    assert bid_row_text(first).endswith("，起手就胡：天胡 8台")
    points = first.action.bid.points
    assert first.value == pytest.approx(3 * (2**8 + points))


def test_a_turn_lists_only_the_kongs_worth_a_row() -> None:
    """Three wilds make a kong of any tile in the hand: a tester holding three met a dozen
    kong rows, most of them giving up the hand's 台 minimum. The rows keep a natural kong,
    the advised one, and those with wilds that leave the hand as close and within reach."""
    from tests.ui.table.test_ui_fan import PLAIN_HANDS

    hands = dict(PLAIN_HANDS, E="1111m46p79s3z44z77z5z", N="111p999m999s66z1z8m")
    h = HandState.from_wall(build_wall(hands))
    for text in ("E pass", "S pass", "W pass", "N pass", "E wild 7z"):  # 白 and 中 wild
        h.apply(Action.parse(text))
    kongs = [a for a in h.legal_actions(0) if a.verb is Verb.CKONG]
    assert len(kongs) > 10
    hints = compute_hints(h.view(0), h.legal_actions(0))
    assert [claim_text(k) for k in hints.kongs] == ["暗杠一万：听牌 → 听牌，够台还差 5 张"]


def test_a_lone_kong_that_costs_the_hand_still_has_its_row() -> None:
    """The 杠 button is there, so a row says what its kong would do, even when every way
    of it sets the hand back (a review found the filter left none)."""
    from tests.ui.table.test_ui_fan import PLAIN_HANDS

    hands = dict(PLAIN_HANDS, E="11m234m567p78s13z77z", N="111p999m999s66z1z8m")
    h = HandState.from_wall(build_wall(hands))
    for text in ("E pass", "S pass", "W pass", "N pass", "E wild 7z"):
        h.apply(Action.parse(text))
    assert Action.parse("E ckong 11m77z") in h.legal_actions(0)
    hints = compute_hints(h.view(0), h.legal_actions(0))
    assert [claim_text(k) for k in hints.kongs] == [
        "暗杠一万（用一万×2 财神红中×2）：听牌 → 1向听，够台还差 7 张"
    ]


def test_an_advised_kong_keeps_its_row_though_it_costs_the_hand() -> None:
    """The row the advice names stays, whatever it does to the hand."""
    from tests.ui.table.test_ui_fan import PLAIN_HANDS

    hands = dict(PLAIN_HANDS, E="1111m46p79s3z44z77z5z", N="111p999m999s66z1z8m")
    h = HandState.from_wall(build_wall(hands))
    for text in ("E pass", "S pass", "W pass", "N pass", "E wild 7z"):
        h.apply(Action.parse(text))
    costly = Action.parse("E ckong 4z577z")
    assert costly in h.legal_actions(0)

    def advise(view, legal):
        return costly, "a kong the hints would not list"

    hints = compute_hints(h.view(0), h.legal_actions(0), suggest=advise)
    assert costly in [k.action for k in hints.kongs]


def test_an_advised_kong_that_the_row_counts_farther_says_why() -> None:
    """A player saw 建议：暗杠二索 framed over 暗杠二索：2向听 → 3向听 and no reason: the
    computer's kong rule counts under its 台 plans, the row in any shape; the advice says so
    when it is that rule's kong (and only then)."""
    from tests.ui.table.test_ui_fan import PLAIN_HANDS
    from zhuji_desktop.ai.reasons import Reason

    hands = dict(PLAIN_HANDS, E="1111m46p79s3z44z77z5z", N="111p999m999s66z1z8m")
    h = HandState.from_wall(build_wall(hands))
    for text in ("E pass", "S pass", "W pass", "N pass", "E wild 7z"):
        h.apply(Action.parse(text))
    costly = Action.parse("E ckong 4z577z")

    def advise(why):
        return lambda view, legal: (costly, why)

    kong_rule = advice_text(
        compute_hints(h.view(0), h.legal_actions(0), suggest=advise(Reason("kong", tile=k("4z"))))
    )
    assert kong_rule.endswith("（向听多了，但按够台的打法不更远，杠后还多摸一张）"), kong_rule
    other = advice_text(compute_hints(h.view(0), h.legal_actions(0), suggest=advise("searched")))
    assert "向听多了" not in other, other


def test_a_wild_row_ready_in_shape_but_short_of_the_tai_says_both() -> None:
    """A player read "听牌，够2台还差4张" in the wild choice as nonsense: the shape is ready,
    the hand is four tiles from a win worth the bid."""
    from zhuji_desktop.ui.model.advice import WildHint

    ready = WildHint(kind=k("1z"), wild_kinds=frozenset({k("1z")}), wilds=1, shanten=0, needed=4)
    assert wild_row_text(ready, 2).endswith("听牌但不够台，够 2 台还差 4 张")
    near = WildHint(kind=k("1z"), wild_kinds=frozenset({k("1z")}), wilds=1, shanten=0, needed=1)
    assert wild_row_text(near, 2).endswith("听牌，够 2 台还差 1 张")
