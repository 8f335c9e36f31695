"""Settings: typed values over QSettings; anything broken falls back to its default."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.ui.model import settings as settings_module
from zhuji_desktop.ui.model.settings import SeatSetting, Settings, SettingsStore


def ini(path: Path, body: str = "") -> QSettings:
    """A QSettings on an INI file holding ``body`` (written raw, as a user might)."""
    path.write_text("[General]\n" + body, encoding="utf-8")
    return QSettings(str(path), QSettings.Format.IniFormat)


@pytest.fixture
def store(tmp_path) -> SettingsStore:
    return SettingsStore(ini(tmp_path / "s.ini"))


def test_defaults_when_empty(store) -> None:
    s = store.load()
    assert s == Settings()
    assert (s.language, s.animation_speed, s.sound_muted, s.sound_volume) == (
        "system",
        "normal",
        False,
        80,
    )
    assert (s.ai_delay_ms, s.hints, s.turn_timer_s, s.rules) == (600, True, 0, RuleSet())
    assert [seat.kind for seat in s.seats] == ["human", "normal", "normal", "normal"]


def test_round_trip(tmp_path) -> None:
    path = tmp_path / "s.ini"
    chosen = Settings(
        language="en",
        animation_speed="fast",
        sound_muted=True,
        sound_volume=35,
        ai_delay_ms=3000,
        hints=False,
        turn_timer_s=30,
        rules=RuleSet(wild_selection="flip", top_level=9, match_hands=8),
        seats=(
            SeatSetting("human", "阿明"),
            SeatSetting("human", "Bo"),
            SeatSetting("hard", ""),
            SeatSetting("easy", "电脑 3"),
        ),
    )
    SettingsStore(ini(path)).save(chosen)
    again = SettingsStore(QSettings(str(path), QSettings.Format.IniFormat)).load()
    assert again == chosen


def test_module_level_load_and_save(tmp_path) -> None:
    qs = ini(tmp_path / "s.ini")
    settings_module.save(Settings(sound_volume=5), qs)
    assert settings_module.load(qs).sound_volume == 5


GARBAGE = """\
language=klingon
animation_speed=17
sound_muted=maybe
sound_volume=loud
ai_delay_ms=99999
hints=@Invalid()
turn_timer_s=-5
rules="{not json"
seats="[1, 2]"
"""


def test_garbage_falls_back_to_defaults(tmp_path, caplog) -> None:
    store = SettingsStore(ini(tmp_path / "s.ini", GARBAGE))
    with caplog.at_level(logging.WARNING, logger=settings_module.__name__):
        assert store.load() == Settings()
    broken = {r.getMessage().split("'")[1] for r in caplog.records}
    assert broken == {
        "language",
        "animation_speed",
        "sound_muted",
        "sound_volume",
        "ai_delay_ms",
        "hints",
        "turn_timer_s",
        "rules",
        "seats",
    }


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("sound_volume=101", "sound_volume"),
        ("sound_volume=1.5", "sound_volume"),
        ("sound_volume=1, 2", "sound_volume"),  # INI reads this as a list
        ("ai_delay_ms=-1", "ai_delay_ms"),
        ("turn_timer_s=true", "turn_timer_s"),
        ("hints=", "hints"),
        ("language=", "language"),
        ('rules="{\\"top_level\\": 99}"', "rules"),  # out of the engine's range
        ('rules="[1, 2]"', "rules"),
        ("rules=@ByteArray(zz)", "rules"),
        ('seats="[{\\"kind\\": \\"god\\"}, {}, {}, {}]"', "seats"),
        ('seats="{\\"kind\\": \\"human\\"}"', "seats"),
    ],
)
def test_each_broken_value_falls_back(tmp_path, line, key) -> None:
    s = SettingsStore(ini(tmp_path / "s.ini", line + "\nsound_muted=true\n")).load()
    assert getattr(s, key) == getattr(Settings(), key)
    assert s.sound_muted is True  # a broken key spoils only itself


def test_an_unknown_rule_option_is_dropped_and_the_known_ones_kept(tmp_path, caplog) -> None:
    """A newer version's rule option reset every rule to its default."""
    body = 'rules="{\\"top_level\\": 5, \\"colour\\": \\"red\\", \\"match_hands\\": 8}"\n'
    path = tmp_path / "s.ini"
    settings_store = SettingsStore(ini(path, body))
    with caplog.at_level(logging.WARNING):
        s = settings_store.load()
    assert s.rules == RuleSet(top_level=5, match_hands=8)
    assert "'colour'" in caplog.text  # still reported, and told: 1 setting was broken
    assert settings_store.damaged and settings_store.notes() == [
        "设置文件里有 1 项设置无效，已改用默认值"
    ]
    assert settings_store.save(s)  # the file is copied aside before it is rewritten
    assert list(tmp_path.glob("s.corrupt-*.ini"))
    assert SettingsStore(ini_again(path)).load().rules == RuleSet(top_level=5, match_hands=8)


def ini_again(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


def test_good_raw_values_are_read(tmp_path) -> None:
    body = (
        "language=zh\nanimation_speed=off\nsound_muted=1\nsound_volume= 0 \n"
        "ai_delay_ms=0\nhints=false\nturn_timer_s=600\n"
        'rules="{\\"top_level\\": 5}"\n'
    )
    s = SettingsStore(ini(tmp_path / "s.ini", body)).load()
    assert (s.language, s.animation_speed, s.sound_muted, s.sound_volume) == ("zh", "off", True, 0)
    assert (s.ai_delay_ms, s.hints, s.turn_timer_s) == (0, False, 600)
    assert s.rules == RuleSet(top_level=5)  # a partial rule set keeps the other defaults


@pytest.mark.parametrize(
    "change",
    [
        {"language": "fr"},
        {"sound_volume": 101},
        {"sound_volume": True},
        {"ai_delay_ms": 3001},
        {"hints": 1},
        {"turn_timer_s": -1},
        {"rules": {"top_level": 5}},
        {"seats": (SeatSetting(),) * 3},
    ],
)
def test_settings_refuse_bad_values(change) -> None:
    with pytest.raises(ValueError):
        Settings().with_changes(**change)


def test_seat_setting_checks() -> None:
    with pytest.raises(ValueError):
        SeatSetting("wizard")
    with pytest.raises(ValueError):
        SeatSetting("human", "x" * 21)
    assert SeatSetting.from_dict({"kind": "hard"}) == SeatSetting("hard", "")
    with pytest.raises(ValueError):
        SeatSetting.from_dict({"kind": "hard", "colour": "red"})


def test_default_store_uses_the_program_identity() -> None:
    store = SettingsStore()
    assert store.qsettings.organizationName() == "Zhuji"
    assert store.qsettings.applicationName() == "ZhujiMahjong"


@pytest.mark.parametrize(
    "data",
    [
        {"kind": "k" * 1_000_000},
        {"kind": list(range(100_000))},
        {"kind": "hard", "x" * 1_000_000: 1},
        ["x" * 1_000_000],
    ],
)
def test_a_huge_bad_seat_gives_a_short_message(data) -> None:
    """A seat comes from an autosave's meta (64 MB at most) or the settings file: a bad kind
    or seat of a million characters was quoted whole in the log."""
    with pytest.raises(ValueError) as err:
        SeatSetting.from_dict(data)
    assert len(str(err.value)) < 300, str(err.value)[:400]


SAVE_IN_A_PROCESS = """
import sys
from PySide6.QtCore import QCoreApplication
from zhuji_desktop.ui.model.settings import Settings, SettingsStore
app = QCoreApplication([])
store = SettingsStore.open_file(sys.argv[1])
sys.exit(0 if store.save(Settings(language="en", sound_volume=35)) else 1)
"""


@pytest.mark.parametrize("planted", ["folder", "fresh file"])
def test_something_where_qt_locks_the_file_never_stops_a_save(tmp_path, planted) -> None:
    """Qt waits for ever for a folder named like its lock, and 30 s for a fresh lock file it
    cannot read: a tester's game hung on closing. What is in the way is cleared first (only
    the window holding the data folder writes settings, so no lock there is live). The save
    runs in a process of its own: a hang inside Qt holds every thread of this one."""
    import subprocess
    import sys

    path = tmp_path / "settings.ini"
    lock = tmp_path / "settings.ini.lock"
    if planted == "folder":
        lock.mkdir()
        (lock / "inside").write_text("kept")
    else:
        lock.write_text("not a lock of Qt's")
    saving = [sys.executable, "-c", SAVE_IN_A_PROCESS, str(path)]
    assert subprocess.run(saving, timeout=20).returncode == 0  # Qt's own wait is 30 s
    chosen = Settings(language="en", sound_volume=35)
    assert not lock.exists()
    assert SettingsStore.open_file(path).load() == chosen
    if planted == "folder":  # set aside, not deleted
        (kept,) = tmp_path.glob("settings.ini.corrupt-*.lock")
        assert (kept / "inside").read_text() == "kept"


def test_a_lock_of_a_running_program_is_left_for_qt_to_wait_for(tmp_path) -> None:
    """Qt's lock file names its process, program and host: a lock of a process running
    now is left (Qt waits for it, as it should); one of a process gone, or naming none,
    is cleared."""
    import socket
    import subprocess
    import sys

    lock = tmp_path / "settings.ini.lock"
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()  # fmt: skip
    host = socket.gethostname()
    for pid, live in ((os.getppid(), True), (int(gone), False), (os.getpid(), False)):
        lock.write_text(f"{pid}\nzhuji-mahjong\n{host}\n")
        assert settings_module._live_lock(lock) is live, pid
    lock.write_text("not a lock of Qt's")
    assert not settings_module._live_lock(lock)


def test_a_first_start_is_new_whatever_the_settings_qt_falls_back_to(tmp_path) -> None:
    """On macOS the native settings fall back to the system's global preferences, so a store
    that counted every key Qt shows was never new and the first start's tip never showed.
    Here the fallback is the organisation's own file, beside the program's."""
    from PySide6.QtCore import QSettings

    from zhuji_desktop.storage import APPLICATION, ORGANISATION
    from zhuji_desktop.ui.model.settings import Settings, SettingsStore

    fmt, scope = QSettings.Format.IniFormat, QSettings.Scope.UserScope
    QSettings.setPath(fmt, scope, str(tmp_path))
    try:
        shared = QSettings(fmt, scope, ORGANISATION)  # every program of the organisation
        shared.setValue("AppleLanguages", "zh")
        shared.sync()
        store = SettingsStore(QSettings(fmt, scope, ORGANISATION, APPLICATION))
        assert "AppleLanguages" in store.qsettings.allKeys()  # what Qt shows: its fallbacks
        assert store.is_new() and store.qsettings.fallbacksEnabled()
        store.save(Settings())
        assert not store.is_new()
    finally:  # Qt's default (no getter to read it back): XDG_CONFIG_HOME, else ~/.config
        default = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
        QSettings.setPath(fmt, scope, default)


LIVE_LOCK_IN_A_SMALL_PROCESS = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
from pathlib import Path
from zhuji_desktop.ui.model import settings
print(settings._live_lock(Path(sys.argv[1])))
"""


@pytest.mark.skipif(sys.platform != "linux", reason="a sparse file and an address-space cap")
def test_a_lock_file_of_gigabytes_is_not_read_whole(tmp_path) -> None:
    """A hostile tester left an 8 GB sparse settings.ini.lock (no disk used): closing the
    window read it whole, and the game crashed with a MemoryError."""
    import subprocess

    lock = tmp_path / "settings.ini.lock"
    with open(lock, "wb") as f:
        f.truncate(4 << 30)
    run = [sys.executable, "-c", LIVE_LOCK_IN_A_SMALL_PROCESS, str(lock)]
    done = subprocess.run(run, capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout.strip()) == (0, "False"), done.stderr[-500:]
