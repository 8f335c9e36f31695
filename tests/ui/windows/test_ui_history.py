"""The history window: hands and statistics from a history file, skipped lines, replay."""

from __future__ import annotations

import json
from pathlib import Path

from zhuji_desktop.ai.registry import make_player
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.history import History, HistoryRecord, PlayerInfo
from zhuji_desktop.ui.tools import ToolWindows
from zhuji_desktop.ui.tools.history_window import HistoryWindow

PLAYERS = [PlayerInfo("你", "human")] + [PlayerInfo(f"电脑{i}", "easy") for i in (1, 2, 3)]


def play_and_record(
    folder: Path, hands: int = 2, seed: int = 3, rules: RuleSet | None = None
) -> list[HistoryRecord]:
    """Play ``hands`` hands of a match between computer players and record each."""
    match = Match(rules or RuleSet(), seed=seed)
    players = [make_player("easy", p) for p in range(4)]
    history = History(folder)
    out = []
    for _ in range(hands):
        while not match.hand_over():
            seat = match.state.to_act()[0]
            player = players[match.player_at(seat)]
            match.apply(player.decide(match.view(seat), match.state.legal_actions(seat)))
        out.append(history.record(match, match.next_hand(), PLAYERS))
    return out


def test_history_window_lists_hands_and_statistics(qtbot, tmp_path: Path) -> None:
    records = play_and_record(tmp_path)
    with open(tmp_path / "history.jsonl", "a", encoding="utf-8") as f:
        f.write("{not json\n")
    tools = ToolWindows(None, lambda: tmp_path)  # opens the history, and from it the replay
    window = tools.open("history")
    qtbot.addWidget(window)
    assert isinstance(window, HistoryWindow)
    assert window.hands.rowCount() == 2
    assert window.records[0] == records[-1]  # newest first
    first = [window.hands.item(0, c).text() for c in range(window.hands.columnCount())]
    newest = records[-1]
    assert first[0] == newest.date[:16].replace("T", " ")
    east = newest.players[newest.player_at(0)].name
    assert first[1] == f"{east}  {newest.deltas[newest.player_at(0)]:+d}"
    assert first[7] == ("" if newest.tai is None else str(newest.tai))
    names = [window.stats.item(r, 0).text() for r in range(window.stats.rowCount())]
    assert sorted(names) == sorted(p.name for p in PLAYERS)
    hands = [window.stats.item(r, 1).text() for r in range(window.stats.rowCount())]
    assert hands == ["2"] * 4
    for r in range(window.stats.rowCount()):  # no bids, no rate ("0%" read as a failure)
        bids, rate = window.stats.item(r, 5).text(), window.stats.item(r, 6).text()
        assert (rate == "—") == (bids == "0") and (bids == "0" or rate.endswith("%"))
    assert "共 2 局" in window.status.text() and "1 行记录无法读取" in window.status.text()
    assert window.replay_selected() == records[-1]
    viewer = tools.windows.get("replay")
    qtbot.addWidget(viewer)
    assert viewer is not None and viewer.isVisible() and len(viewer.steps) > 10


def test_bidding_columns_show_only_when_a_bao_hand_is_listed(qtbot, tmp_path: Path) -> None:
    """翻麻将 has no bidding: a tester saw 包家 columns reading 翻麻将 and 0% (a history of
    both games keeps them, 翻麻将 hands saying their game there)."""
    play_and_record(tmp_path, rules=RuleSet(mode="fan"))
    window = HistoryWindow(None, tmp_path)
    qtbot.addWidget(window)
    assert window.hands.rowCount() == 2
    assert window.hands.isColumnHidden(5) and window.stats.isColumnHidden(5)
    # but the window says which game it lists (a player could not tell)
    assert not window.game_label.isHidden() and window.game_label.text() == "玩法：翻麻将"
    assert window.stats.isColumnHidden(6) and not window.stats.isColumnHidden(7)
    play_and_record(tmp_path, hands=1, seed=4)
    window.reload()  # the newest hand's game shows first: 包麻将
    assert window.hands.rowCount() == 1 and not window.hands.isColumnHidden(5)
    assert not window.stats.isColumnHidden(5) and not window.stats.isColumnHidden(6)
    assert window.hands.horizontalHeaderItem(5).text() == "包家"
    window.game.setCurrentIndex(window.game.findData(""))  # both games: the columns stay
    assert window.hands.rowCount() == 3 and not window.hands.isColumnHidden(5)
    # and say that a 翻麻将 hand's cell there names its game (a new player read 翻麻将 as
    # the 包家)
    assert window.hands.horizontalHeaderItem(5).text() == "包家／玩法"


def test_a_history_of_both_games_shows_one_game_and_its_own_totals(qtbot, tmp_path: Path):
    """A tester read one total over 包麻将 and 翻麻将 hands, whose scores are of different
    sizes: the window offers one game at a time, with that game's statistics."""
    window = HistoryWindow(None, tmp_path)
    qtbot.addWidget(window)
    window.show()
    play_and_record(tmp_path, hands=2, rules=RuleSet(mode="fan"))
    window.reload()
    assert not window.game.isVisible() and window.shown_game() == ""  # one game: no choice
    bao = play_and_record(tmp_path, hands=1, seed=4)
    window.reload()
    assert window.game.isVisible()

    def stats() -> dict[str, tuple[str, str]]:  # name: (hands, total)
        t = window.stats
        return {t.item(r, 0).text(): (t.item(r, 1).text(), t.item(r, 8).text())
                for r in range(t.rowCount())}  # fmt: skip

    # at first the game of the newest hand: 包麻将, its one hand
    assert window.shown_game() == "bao" and window.records == bao
    window.game.setCurrentIndex(window.game.findData(""))
    assert window.hands.rowCount() == 3 and {h for h, _ in stats().values()} == {"3"}
    window.game.setCurrentIndex(window.game.findData("bao"))
    assert window.shown_game() == "bao" and window.records == bao
    you = bao[0].players.index(PLAYERS[0])
    assert stats()["你"] == ("1", f"{bao[0].deltas[you]:+d}")
    assert not window.hands.isColumnHidden(5)
    window.game.setCurrentIndex(window.game.findData("fan"))
    assert window.hands.rowCount() == 2 and {h for h, _ in stats().values()} == {"2"}
    assert window.hands.isColumnHidden(5)  # no bidding in the hands listed
    window.game_chosen = True  # (as a choice in the list does)
    play_and_record(tmp_path, hands=1, seed=5)  # a newer 包麻将 hand
    window.reload()  # the player's choice stays
    assert window.shown_game() == "fan" and window.hands.rowCount() == 2


def test_history_window_without_a_history_file(qtbot, tmp_path: Path) -> None:
    window = HistoryWindow(None, tmp_path / "nothing here")
    qtbot.addWidget(window)
    assert window.hands.rowCount() == 0 and window.stats.rowCount() == 0
    assert window.status.text() == "还没有对局记录"
    assert not window.replay_button.isEnabled()
    assert window.replay_selected() is None


def test_the_history_window_closes_by_its_own_button_and_by_esc(qtbot, tmp_path: Path) -> None:
    """On a screen without title bars a tester found no way to close it."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton

    from zhuji_desktop.ui.strings import T

    window = HistoryWindow(None, tmp_path)
    qtbot.addWidget(window)
    window.show()
    close = next(b for b in window.findChildren(QPushButton) if b.text() == T.WINDOW_CLOSE)
    close.click()
    assert not window.isVisible()
    window.show()
    qtbot.keyClick(window.hands, Qt.Key.Key_Escape)
    assert not window.isVisible()


def test_history_window_opens_on_a_damaged_history_and_says_so(qtbot, tmp_path: Path) -> None:
    play_and_record(tmp_path, hands=1)
    path = tmp_path / "history.jsonl"
    good = path.read_text(encoding="utf-8")
    line = json.loads(good.splitlines()[0])
    line["players"] = [1, 2, 3, 4]  # once raised AttributeError and hid the whole history
    path.write_text(good + json.dumps(line) + "\n" + "\xff\xfe not json\n", encoding="utf-8")
    window = HistoryWindow(None, tmp_path)
    qtbot.addWidget(window)
    assert window.hands.rowCount() == 1
    assert window.skipped == 2 and "2 行" in window.status.text()


def test_history_window_says_when_the_history_cannot_be_read(qtbot, tmp_path: Path) -> None:
    (tmp_path / "history.jsonl").mkdir()  # a folder where the file should be
    window = HistoryWindow(None, tmp_path)
    qtbot.addWidget(window)
    assert window.hands.rowCount() == 0
    assert window.error is not None and "无法读取对局记录" in window.status.text()
    assert "history.jsonl不是普通文件" in window.status.text()  # the reason in Chinese too


def test_statistics_columns_name_counts_in_both_languages(qtbot, qapp, tmp_path: Path) -> None:
    """The columns count acts (自摸数, not 自摸, "Self-draw", the act's own label)."""
    from zhuji_desktop.ui import i18n

    play_and_record(tmp_path, hands=1)

    def headers() -> list[str]:
        window = ToolWindows(None, lambda: tmp_path).open("history")
        qtbot.addWidget(window)
        assert isinstance(window, HistoryWindow)
        stats = window.stats
        return [stats.horizontalHeaderItem(c).text() for c in range(stats.columnCount())]

    assert headers()[2:6] == ["胡牌数", "自摸数", "放冲数", "包牌数"]
    window = ToolWindows(None, lambda: tmp_path).open("history")
    qtbot.addWidget(window)
    assert isinstance(window, HistoryWindow)
    assert window.windowTitle() == "历史记录"  # as the menu item says
    tips = [window.stats.horizontalHeaderItem(c).toolTip() for c in (2, 4, 5, 6)]
    assert all(tips) and "比例" in tips[3]  # a grandparent met 包成率 explained nowhere
    try:
        assert i18n.install_translator(qapp, "en") == "en"
        assert headers()[2:6] == ["Wins", "Self-draws", "Deal-ins", "As bidder"]
        window = ToolWindows(None, lambda: tmp_path).open("history")
        qtbot.addWidget(window)
        assert isinstance(window, HistoryWindow) and window.windowTitle() == "History"
        assert window.stats.horizontalHeaderItem(6).toolTip().startswith("Share of your hands")
    finally:
        i18n.remove_translators(qapp)


def test_a_large_history_is_read_in_the_background_and_lists_its_newest_hands(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    """10,000 hands (16 MB) froze the window for three seconds, 300 MB for a minute."""
    from zhuji_desktop.ui.tools import history_window

    records = play_and_record(tmp_path, hands=3)
    monkeypatch.setattr(history_window, "SYNC_BYTES", 0)  # any file counts as large
    monkeypatch.setattr(history_window, "MAX_ROWS", 2)
    window = HistoryWindow(None, tmp_path)
    qtbot.addWidget(window)
    assert window.loading and "正在读取" in window.status.text()
    qtbot.waitUntil(lambda: not window.loading)
    assert window.hands.rowCount() == 2 and window.records == records[::-1][:2]
    assert [window.stats.item(r, 1).text() for r in range(4)] == ["3"] * 4  # every hand counted
    assert "共 3 局" in window.status.text() and "列出最近的 2 局" in window.status.text()
    window.reload()
    window.reload()  # the first read's answer comes late and is dropped
    qtbot.waitUntil(lambda: not window.loading)
    assert window.hands.rowCount() == 2


def test_a_history_window_closed_while_reading_is_no_error(qtbot, tmp_path: Path, monkeypatch):
    from zhuji_desktop.ui.tools import history_window

    play_and_record(tmp_path, hands=1)
    monkeypatch.setattr(history_window, "SYNC_BYTES", 0)
    window = HistoryWindow(None, tmp_path)
    window.deleteLater()
    qtbot.wait(300)  # the thread answers a window that is gone


def test_a_name_far_longer_than_the_game_writes_is_cut_in_the_history_and_replay(
    qtbot, tmp_path: Path
) -> None:
    """A history line with a 3,000-character player's name pushed the history window's
    columns off the screen (the game writes names of at most 20 characters)."""
    from zhuji_desktop.ui.strings import MAX_NAME_LENGTH
    from zhuji_desktop.ui.tools.replay_viewer import ReplayViewer

    play_and_record(tmp_path, hands=1)
    path = tmp_path / "history.jsonl"
    line = json.loads(path.read_text(encoding="utf-8"))
    long_name = "长" * 3000
    line["players"][0]["name"] = long_name
    path.write_text(json.dumps(line, ensure_ascii=False) + "\n", encoding="utf-8")
    window = HistoryWindow(None, tmp_path)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.hands.rowCount() == 1)
    cells = [window.hands.item(0, c).text() for c in range(window.hands.columnCount())]
    cells += [window.stats.item(r, 0).text() for r in range(window.stats.rowCount())]
    shown = "长" * MAX_NAME_LENGTH + "…"
    assert any(shown in cell for cell in cells) and not any("长" * 21 in c for c in cells)
    assert window.hands.columnWidth(1) < 600
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    assert viewer.open_record(window.records[0])
    assert shown in viewer.names and not any("长" * 21 in n for n in viewer.names)


def test_an_old_dealer_hand_says_its_payments_are_doubled(qtbot, tmp_path: Path) -> None:
    """A tester checking a hand's sums against its 台 found them twice too large: the hand
    was 老庄 (docs/rules.md §10), which neither the history nor the replay said."""
    from zhuji_desktop.ui.tools.history_window import hand_cells
    from zhuji_desktop.ui.tools.replay_viewer import ReplayViewer

    records = play_and_record(tmp_path, hands=8, rules=RuleSet(match_hands=8))
    old = [r for r in records if r.old_dealer]
    assert old and any(not r.old_dealer for r in records)
    for r in records:
        tai = hand_cells(r)[7]
        assert ("老庄×2" in tai) == r.old_dealer
        assert tai.startswith("" if r.tai is None else str(r.tai))
    viewer = ReplayViewer(None, tmp_path)
    qtbot.addWidget(viewer)
    assert viewer.open_record(old[0])
    viewer.last()
    assert viewer.table.snapshot is not None and viewer.table.snapshot.old_dealer
    assert "老庄：加倍" in viewer.info.text()


def test_the_bidder_and_the_bid_read_apart(qapp, tmp_path: Path) -> None:
    """A tester read "W Computer 2 2 tai" as a name with a 2 in it."""
    from zhuji_desktop.ui import i18n
    from zhuji_desktop.ui.strings import bid_label, wind
    from zhuji_desktop.ui.tools.history_window import BAO_COLUMN, hand_cells

    (record,) = play_and_record(tmp_path, hands=1)
    assert record.bao is not None and record.bid is not None
    seat, name = wind(record.seat_of(record.bao)), record.players[record.bao].name
    assert hand_cells(record)[BAO_COLUMN] == f"{seat} {name} 包{bid_label(record.bid)}"
    i18n.install_translator(qapp, "en")
    try:
        cell = hand_cells(record)[BAO_COLUMN]
        assert cell.endswith(f": {bid_label(record.bid)}") and " tai" in cell, cell
    finally:
        i18n.install_translator(qapp, "zh")


def test_enter_on_a_chosen_hand_replays_it(qtbot, tmp_path: Path) -> None:
    """Enter pressed 刷新 (the first button) instead of replaying the hand chosen."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    records = play_and_record(tmp_path)
    window = HistoryWindow(None, tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    asked: list = []
    window.replay_requested.connect(asked.append)
    window.hands.selectRow(0)
    window.hands.setFocus()
    QTest.keyClick(window.hands, Qt.Key.Key_Return)
    assert asked == [records[-1]]
