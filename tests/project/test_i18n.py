"""Languages: every UI text has finished English, the built files are current, switching works.

The set of texts is read from ``strings.sources()`` when the tests run, so a text added
without English fails here; ``python tools/make_translations.py --check`` lists what is missing.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import string
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from tests import REPO
from zhuji_desktop.resources import resource_path
from zhuji_desktop.ui import i18n, qm_files, strings
from zhuji_desktop.ui.strings import T

HAN = re.compile(r"[\u3400-\u9fff]")
# English texts that name Chinese on purpose.
CHINESE_IN_ENGLISH = {"中文"}


def _tool():
    spec = importlib.util.spec_from_file_location(
        "make_translations", REPO / "tools" / "make_translations.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_translations = _tool()


def sources() -> list[str]:
    return list(dict.fromkeys(strings.sources()))


def english() -> dict[str, str]:
    return json.loads((REPO / "tools" / "translations_en.json").read_text(encoding="utf-8"))


def fields(text: str) -> list[str]:
    return sorted(f for _, f, _, _ in string.Formatter().parse(text) if f is not None)


@pytest.fixture
def app(qapp: QApplication):
    """The application; whatever language a test installs, the next test starts in Chinese."""
    yield qapp
    i18n.remove_translators(qapp)


# --- the translations themselves -------------------------------------------------------------


def test_every_text_has_natural_english():
    en = english()
    missing = [s for s in sources() if not en.get(s, "").strip()]
    assert not missing, f"add English to tools/translations_en.json for: {missing}"
    for source in sources():
        text = en[source]
        assert fields(text) == fields(source), (source, text)
        if source not in CHINESE_IN_ENGLISH:
            assert not HAN.search(text), f"Chinese left in the English of {source!r}: {text!r}"
        # curly quotes: a Chinese font (the UI's first) draws them full width, and a tester
        # read the English note's “Claims: …” as Chinese punctuation
        assert not any(c in text for c in "“”‘’（），：；。、？！"), (source, text)


def test_lao_zhuang_has_one_english_name_everywhere():
    """老庄 was "Dealer again" on the table and "old-dealer" in the rules help: every English
    text about it says "old dealer" (docs/rules.md §10), the help and the calculator too."""
    en = english()
    about = [en[s] for s in sources() if "老庄" in s]
    assert len(about) >= 3
    assert all("old dealer" in t.lower() or "old-dealer" in t.lower() for t in about), about
    assert en["老庄"] == "Old dealer"
    help_en = (REPO / "assets" / "help" / "rules_en.html").read_text(encoding="utf-8")
    others = [help_en, (REPO / "zhuji_desktop" / "calc.py").read_text(encoding="utf-8")]
    others.append((REPO / "docs" / "rules.md").read_text(encoding="utf-8"))
    for text in [*en.values(), *others]:
        assert "dealer again" not in text.lower(), text[:80]
    assert "old-dealer" in others[2]  # the rules name it


def test_a_win_is_called_hu_everywhere():
    """The table's button and the rules say 胡; the hints said 和牌 and 成和 for the same thing
    (和 reads hú there, but a new player meets two words). Every text, the advice's reasons
    and the help say 胡; a hand that is not a winning one is 不是胡牌牌型 wherever it is said."""
    from zhuji_desktop.ai import reasons
    from zhuji_desktop.engine.actions import Action, Verb
    from zhuji_desktop.engine.tai import TaiResult

    texts = [*sources(), reasons.needed_text(0), reasons.Reason("win"), reasons.Reason("win_self")]
    texts.append(reasons.action_text(Action(0, Verb.WIN)))
    texts += [(REPO / "assets" / "help" / f"rules_{lang}.html").read_text(encoding="utf-8")
              for lang in ("zh", "en")]  # fmt: skip
    texts.append((REPO / "zhuji_desktop" / "calc.py").read_text(encoding="utf-8"))
    as_a_verb = re.compile("和牌|成和|未和|就和|能和|可和|和了|自摸和|起手和|^和$")
    for text in texts:
        assert not as_a_verb.search(text), as_a_verb.search(text)
    not_complete = "不是胡牌牌型"
    assert TaiResult(False, None, (), None).text() == not_complete
    assert T.CALC_INCOMPLETE.endswith(not_complete) and f'"不能胡：{not_complete}"' in texts[-1]


def test_the_ts_files_hold_exactly_the_sources_with_finished_translations():
    en = english()
    for name, expect in (("zhuji_en.ts", en), ("zhuji_zh_CN.ts", {s: s for s in sources()})):
        root = ET.parse(resource_path("i18n", name)).getroot()
        found = {}
        for message in root.iter("message"):
            translation = message.find("translation")
            assert translation.get("type") is None, f"unfinished in {name}"
            found[message.findtext("source")] = translation.text or ""
        assert set(found) == set(sources()), f"run tools/make_translations.py ({name})"
        assert all(found[s] == expect[s] for s in found), name


def test_the_qm_files_are_built_from_the_current_ts_files():
    assert make_translations.CHECKSUMS == qm_files.CHECKSUMS  # what one writes, the other reads
    problems = make_translations.problems()
    assert not problems, "run tools/make_translations.py: " + "; ".join(problems)


def test_the_english_qm_translates_every_source():
    en = english()
    translator = QTranslator()
    assert translator.load(str(i18n.qm_path("en")))
    for source in sources():
        assert translator.translate(strings.CONTEXT, source) == en[source], source


# --- switching -------------------------------------------------------------------------------


def test_english_translator_switches_texts_and_engine_labels(app):
    assert i18n.install_translator(app, "en") == "en"
    assert T.CHOW == "Chow" and T.TILES_LEFT.format(n=3) == "3 tiles left"
    assert strings.wind(0) == "E" and strings.tile_name(0) == "1 Character"
    assert i18n.current_language() == "en"
    assert i18n.install_translator(app, "zh") == "zh"  # replaces, does not stack
    assert T.CHOW == "吃" and strings.wind(0) == "东" and strings.tile_name(0) == "一万"


def test_one_point_is_singular_in_english(app):
    """A tester saw "1 pts" on a plate."""
    i18n.install_translator(app, "en")
    try:
        shown = [strings.with_points(T.SCORE.format(score=n), n) for n in (1, -1, 0, 12)]
        assert shown == ["1 pt", "-1 pt", "0 pts", "12 pts"]
    finally:
        i18n.install_translator(app, "zh")
    assert strings.with_points(T.SCORE.format(score=1), 1) == "1 分"


def test_a_count_of_one_is_singular_in_english(app):
    """A tester read "1 tiles short" in a bid's row of the hints."""
    counted = [v for v in vars(T).values() if isinstance(v, strings.TrN)]
    assert len(counted) >= 8
    for v in counted:  # the Chinese of one is the Chinese of many with the figure written in
        assert v.one == v.source.replace("{n}", "1"), v.source
    i18n.install_translator(app, "en")
    try:
        assert T.HINTS_NEEDED.format(n=1) == ", 1 tile short"
        assert T.HINTS_NEEDED.format(n=2) == ", 2 tiles short"
        assert T.TILES_LEFT.format(n=1) == "1 tile left"
        assert T.HINTS_WILD_NEEDED.format(tai=3, n=1) == ", 1 tile short of 3 tai"
        assert T.WILD_EFFECT.format(n=1, state="ready") == "This hand will hold 1 wild: ready"
        for v in counted:
            fields = dict(m=0, act="Pass", name="A", bid="3 tai", tai=3, state="ready", path="p")
            one = v.__get__(None, T).format(n=1, **fields)
            assert not re.search(r"\b1 (tiles|hands|wilds|players)\b", one), one
    finally:
        i18n.install_translator(app, "zh")
    assert T.HINTS_NEEDED.format(n=1) == "，还差 1 张"


def test_no_source_text_shows_untranslated(app):
    i18n.install_translator(app, "en")
    for source in sources():
        shown = app.translate(strings.CONTEXT, source)
        assert shown and (source in CHINESE_IN_ENGLISH or not HAN.search(shown)), source
    i18n.install_translator(app, "zh")
    assert all(app.translate(strings.CONTEXT, s) == s for s in sources())


def test_system_follows_the_locale():
    chinese = (QLocale("zh_CN"), QLocale("zh_TW"), QLocale("zh_HK"))
    assert all(i18n.resolve("system", loc) == "zh" for loc in chinese)
    assert all(i18n.resolve("system", QLocale(n)) == "en" for n in ("en_US", "de_DE", "ja_JP"))
    assert i18n.resolve("en", QLocale("zh_CN")) == "en"
    assert i18n.resolve("zh", QLocale("en_US")) == "zh"
    assert i18n.resolve("system", QLocale.c()) == "zh"  # no language named: the game's own


@pytest.mark.parametrize(("content", "said"), [(None, "not found"), (b"\0garbage", "cannot be")])
def test_a_missing_translation_file_leaves_chinese(
    app, monkeypatch, tmp_path, caplog, content, said
):
    path = tmp_path / "zhuji_en.qm"
    if content is not None:
        path.write_bytes(content)  # there, but not a translation: the log says so
    monkeypatch.setattr(i18n, "qm_path", lambda lang: path)
    assert i18n.install_translator(app, "en") == "zh"  # the language shown
    assert T.CHOW == "吃"  # the source text, and no crash
    assert strings.tile_name(0) == "一万"  # all of it (English tile names came among Chinese)
    assert said in caplog.text
    i18n.install_translator(app, "zh")


def test_bids_are_shown_in_the_language(app):
    from zhuji_desktop.engine.bidding import Bid

    assert strings.bid_text(Bid.parse("独3台")) == "独3台"
    i18n.install_translator(app, "en")
    assert strings.bid_text(Bid.parse("独3台")) == "Solo 3 tai"
    assert strings.bid_text(Bid.parse("wucai4")) == "No-wild 4 tai"


def test_a_bid_that_is_not_one_is_shown_as_it_is_but_cut():
    """A hand-edited history line with a 200,000-character bid stretched the 包家 column
    to a million pixels; a bid the game wrote is shown whole."""
    from zhuji_desktop.engine.bidding import Bid

    long = "X" * 200_000
    assert strings.bid_label(long) == "X" * strings.MAX_BID_TEXT + "…"
    assert strings.bid_label("odd") == "odd"
    assert strings.bid_label("wucai7") == strings.bid_text(Bid.parse("wucai7"))


def test_default_names_are_kept_in_chinese_and_shown_in_the_language_of_the_moment(app):
    from zhuji_desktop.ui.model.session import player_infos
    from zhuji_desktop.ui.model.settings import SeatSetting
    from zhuji_desktop.ui.strings import kept_name, shown_name

    seats = (SeatSetting("human"), SeatSetting("normal"), SeatSetting("hard", "阿毛"))
    seats += (SeatSetting("easy"),)
    i18n.install_translator(app, "en")
    # recorded in Chinese whatever the language (a language switch once split the statistics)
    assert [p.name for p in player_infos(seats)] == ["你", "电脑1", "阿毛", "电脑3"]
    assert [shown_name(n) for n in ("你", "电脑1", "阿毛", "玩家2")] == [
        "You", "Computer 1", "阿毛", "Player 2",
    ]  # fmt: skip
    # a history written in English before keeps its players together with the Chinese names
    assert [kept_name(n) for n in ("You", "Computer 1", "电脑1", "Computer")] == [
        "你", "电脑1", "电脑1", "Computer",
    ]  # fmt: skip
    i18n.install_translator(app, "zh")
    assert shown_name("电脑2") == "电脑2" and kept_name("阿毛") == "阿毛"
    # and with the UI back in Chinese, names written in English still join the Chinese ones
    assert [kept_name(n) for n in ("You", "Computer 1", "Player 3")] == ["你", "电脑1", "玩家3"]
    assert shown_name("Computer 1") == "电脑1"


REWRITTEN = """
import os, shutil, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from pathlib import Path
from PySide6.QtWidgets import QApplication
from zhuji_desktop.ui import i18n, qm_files, strings
from zhuji_desktop.ui.strings import T
folder = Path(sys.argv[1])
for name in (*qm_files.QM_FILES.values(), qm_files.CHECKSUMS):
    shutil.copyfile(strings.resource_path("i18n", name), folder / name)
i18n.qm_path = lambda language: folder / qm_files.QM_FILES[language]
strings.resource_path = lambda *parts: folder / parts[-1]  # (the history's name forms)
app = QApplication([])
i18n.install_translator(app, "en")
before = T.HISTORY_RELOAD, strings._shipped_forms("电脑{n}")
for name in qm_files.QM_FILES.values():  # rewritten in place, as a build or an update does
    with open(folder / name, "r+b") as f:
        f.write(bytes(range(256)) * (os.path.getsize(folder / name) // 256))
after = T.HISTORY_RELOAD, strings._shipped_forms("电脑{n}")
print(before == after, after[0], T.CHOW, "|".join(after[1]), sep=";")
"""


def test_a_translation_rewritten_under_the_running_program_changes_nothing(tmp_path):
    """Two testers' games vanished (a segfault in QTranslator) seconds after the .qm files
    were rebuilt beside them: Qt had mapped the files and read the new bytes as the old.
    The program reads them into memory instead: the installed translation and the ones the
    history reads default names with."""
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-c", REWRITTEN, str(tmp_path)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().split(";") == ["True", "Refresh", "Chow", "电脑{n}|Computer {n}"]


def test_every_note_and_os_error_is_said_in_the_language(app):
    """The notes of the start and the reasons saving stopped, an OS error inside them too:
    "存档已停止：autosave.json 无法写入（Permission denied）" mixed the system's English in."""
    import errno

    from zhuji_desktop import safe_files, storage

    assert set(safe_files.OS_ERRORS.values()) <= set(strings._note_texts())
    for code in sorted(safe_files.OS_ERRORS):
        error = safe_files.describe_os_error(OSError(code, "system words"))
        note = safe_files.Note(storage.FILE_UNWRITABLE, name="x.json", error=error)
        said = strings.note_text(safe_files.Note(storage.SAVING_OFF, reason=note))
        assert said.startswith("存档已停止：x.json 无法写入（"), said
        assert not re.search("[A-Za-z]", said.replace("x.json", "")), said
        i18n.install_translator(app, "en")
        try:
            assert strings.note_text(note) == str(note) == f"x.json cannot be written ({error})"
        finally:
            i18n.install_translator(app, "zh")
    # Windows reports a file another program holds open as EACCES: it is in use
    locked = PermissionError(errno.EACCES, "The process cannot access the file")
    locked.winerror = 32  # type: ignore[attr-defined]
    assert strings.note_text(safe_files.describe_os_error(locked)) == "它正被占用"
    # an error the program has no words for keeps the system's own
    odd = safe_files.describe_os_error(OSError(errno.EXDEV, "Invalid cross-device link"))
    assert strings.note_text(odd) == "Invalid cross-device link"


def test_a_file_that_cannot_be_read_is_said_in_the_language(app, tmp_path) -> None:
    """Why a save or a history could not be read is the player's words too, not English
    inside the Chinese "（技术细节：the save is not a regular file）"."""
    import errno

    from zhuji_desktop import safe_files, storage
    from zhuji_desktop.history import load_history

    (tmp_path / "autosave.json").mkdir()  # a folder where the save should be
    error = storage.Autosave(tmp_path).recover().error
    assert error is not None and strings.note_text(error) == "存档不是普通文件"
    (tmp_path / "history.jsonl").write_bytes(b"{}\n" * 10)
    with pytest.raises(safe_files.InputError) as caught:  # over a (small) limit
        safe_files.read_bytes(tmp_path / "history.jsonl", 5, "history.jsonl")
    said = strings.note_text(safe_files.error_text(caught.value))
    assert said == "history.jsonl太大（30 字节，最多 5 字节）", said
    denied = safe_files.Note(
        safe_files.CANNOT_READ,
        what=safe_files.Note(safe_files.THE_SAVE),
        error=safe_files.describe_os_error(PermissionError(errno.EACCES, "Permission denied")),
    )
    assert strings.note_text(denied) == "存档无法读取（没有权限）"
    (tmp_path / "h2.jsonl").mkdir()
    assert strings.note_text(load_history(tmp_path / "h2.jsonl").error or "") == (
        "h2.jsonl不是普通文件"
    )
    i18n.install_translator(app, "en")
    try:
        assert strings.note_text(denied) == str(denied) == "the save cannot be read (no permission)"
        assert strings.note_text(error) == "the save is not a regular file"
    finally:
        i18n.install_translator(app, "zh")


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_a_loop_of_links_is_said_in_the_language(app, tmp_path):
    """ELOOP had no words: "Too many levels of symbolic links" in a Chinese note."""
    from zhuji_desktop import safe_files
    from zhuji_desktop.engine.inputs import InputError

    (tmp_path / "a.json").symlink_to(tmp_path / "b.json")
    (tmp_path / "b.json").symlink_to(tmp_path / "a.json")
    with pytest.raises(InputError) as raised:
        safe_files.read_bytes(tmp_path / "a.json", 100, "a.json")
    note = safe_files.error_text(raised.value)
    assert str(note) == "a.json cannot be read (a link leads in a loop)"
    assert strings.note_text(note) == "a.json无法读取（链接绕成了一个圈）"
    i18n.install_translator(app, "en")
    try:
        assert strings.note_text(note) == "a.json cannot be read (a link leads in a loop)"
    finally:
        i18n.install_translator(app, "zh")


ONE_BYTE_CHANGED = """
import os, shutil, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from pathlib import Path
from PySide6.QtWidgets import QApplication
from zhuji_desktop.ui import i18n, qm_files, strings
from zhuji_desktop.ui.strings import T
folder = Path(sys.argv[1])
for name in (*qm_files.QM_FILES.values(), qm_files.CHECKSUMS):
    shutil.copyfile(strings.resource_path("i18n", name), folder / name)
qm = folder / qm_files.QM_FILES["en"]
data = bytearray(qm.read_bytes())
data[int(sys.argv[2]) % len(data)] ^= 0xA5
qm.write_bytes(data)
i18n.qm_path = lambda language: folder / qm_files.QM_FILES[language]
app = QApplication([])
i18n.install_translator(app, "en")
print(T.CHOW, T.NEW_GAME, strings.tile_name(0), sep=";")
"""


@pytest.mark.parametrize("at", [39558, 20, 5000, -3])
def test_a_translation_with_one_byte_changed_is_not_used(tmp_path, at):
    """A tester changed one byte of zhuji_en.qm: Qt loaded it, and the first text looked up
    crashed the game (and the self-test said OK). A .qm that is not the one built
    (``checksums.json``) is not handed to Qt: the UI stays in Chinese. Run apart, since a
    crash would take the test run with it."""
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-c", ONE_BYTE_CHANGED, str(tmp_path), str(at)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == ";".join((T.CHOW, T.NEW_GAME, strings.tile_name(0)))
    assert "is damaged (not the file built)" in out.stderr


def test_the_self_test_finds_a_damaged_translation(monkeypatch, tmp_path):
    from zhuji_desktop import app as app_module

    for name in (*qm_files.QM_FILES.values(), qm_files.CHECKSUMS):
        (tmp_path / name).write_bytes(strings.resource_path("i18n", name).read_bytes())
    qm = tmp_path / qm_files.QM_FILES["en"]
    qm.write_bytes(qm.read_bytes()[:-1] + b"x")
    real = strings.resource_path
    monkeypatch.setattr(
        "zhuji_desktop.resources.resource_path",
        lambda *parts: tmp_path / parts[-1] if parts[0] == "i18n" else real(*parts),
    )
    found = app_module.checks.package_problems()
    assert f"not a readable translation: {qm}" in found
    (tmp_path / qm_files.CHECKSUMS).unlink()  # said first, by name (not only "damaged")
    assert app_module.checks.package_problems()[0] == f"missing: {tmp_path / qm_files.CHECKSUMS}"


def test_english_that_cannot_be_used_is_said_in_both_languages(app, monkeypatch, tmp_path):
    """A player who chose English got Chinese, and only the log said why: the note says so
    in words that both languages' players can read (the translation itself is broken)."""
    assert i18n.install_readable(app, "en") is None
    monkeypatch.setattr(i18n, "qm_path", lambda lang: tmp_path / "gone.qm")
    note = i18n.install_readable(app, "en")
    assert note is not None and "English translation" in note and "英文翻译" in note
    assert i18n.install_readable(app, "zh") is None  # Chinese needs no file


def test_the_english_help_names_the_bids_as_the_buttons_do():
    """The buttons said "Solo 3 tai", the help "single N": a new player could not match them."""
    help_en = (REPO / "assets" / "help" / "rules_en.html").read_text(encoding="utf-8")
    en = json.loads((REPO / "tools" / "translations_en.json").read_text(encoding="utf-8"))
    for source in ("独{n}台", "无财{n}台"):
        assert en[source].format(n="N") in help_en, en[source]


def test_the_computers_reasons_name_tiles_as_the_table_does(app):
    """A strong player read 打白 in the expert's reason beside the row 打白板, and 比打中多
    beside 打红中: the reasons named honours by their short names. Both now use the
    engine's one list of tile names, in either language."""
    from zhuji_desktop.ai.reasons import action_text
    from zhuji_desktop.engine.actions import Action
    from zhuji_desktop.engine.tiles import CODES, NUM_KINDS, WHITE

    for lang in ("zh", "en"):
        i18n.install_translator(app, lang)
        try:
            for kind in range(NUM_KINDS):
                said = action_text(Action.parse(f"E discard {CODES[kind]}"), lang)
                assert said.endswith(strings.tile_name(kind)), (said, strings.tile_name(kind))
        finally:
            i18n.install_translator(app, "zh")
    assert strings.tile_name(WHITE) == "白板"
    assert action_text(Action.parse("E discard 5z")) == "打白板"
