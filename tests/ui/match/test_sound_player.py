"""The sound player: never fails, respects mute and volume, maps engine events to effects."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest

from zhuji_desktop.engine.events import Event
from zhuji_desktop.resources import resource_path
from zhuji_desktop.ui import sound
from zhuji_desktop.ui.sound import SOUND_NAMES, SoundPlayer, perceived_gain, sounds_for_event


class FakeEffect:
    """Records what the player asks of an effect."""

    def __init__(self, path: Path, journal: list[tuple[str, str]]) -> None:
        self.name = path.stem
        self.volume: float | None = None
        self.journal = journal

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def play(self) -> None:
        self.journal.append(("play", self.name))

    def stop(self) -> None:
        self.journal.append(("stop", self.name))


@pytest.fixture
def fake():
    """(player with fake effects, journal of calls, effects by name)."""
    journal: list[tuple[str, str]] = []
    made: dict[str, FakeEffect] = {}

    def factory(path: Path) -> FakeEffect:
        made[path.stem] = FakeEffect(path, journal)
        return made[path.stem]

    return SoundPlayer(volume=50, factory=factory, stinger_delay_ms=0), journal, made


def test_every_sound_file_exists() -> None:
    for name in SOUND_NAMES:
        assert resource_path("sounds", f"{name}.wav").is_file(), name


def test_real_backend_never_raises(qapp) -> None:
    player = SoundPlayer(stinger_delay_ms=0)
    for name in SOUND_NAMES:
        player.play(name)  # plays, or is silently a no-op without a device
    player.play_for_event(Event("win", 0, self_drawn=True))
    player.set_volume(30)
    player.set_muted(True)


def test_no_audio_output_is_a_silent_no_op(qapp, monkeypatch, caplog) -> None:
    from PySide6 import QtMultimedia

    monkeypatch.setattr(QtMultimedia.QMediaDevices, "audioOutputs", staticmethod(lambda: []))
    player = SoundPlayer()
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        assert player.play("discard") is False
        assert player.play("draw") is False
    assert not player.available
    warnings = [r for r in caplog.records if "no audio output" in r.getMessage()]
    assert len(warnings) == 1  # warned once, not per effect


def test_qtmultimedia_import_error_is_a_no_op(qapp, monkeypatch, caplog) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import now fails
    player = SoundPlayer(stinger_delay_ms=0)
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        assert player.play("click") is False
        player.play_for_event(Event("discard", 1, tile=3))
        player.set_volume(10)
        player.set_muted(False)
    assert not player.available
    assert any("QtMultimedia cannot be loaded" in r.getMessage() for r in caplog.records)


def test_plays_and_preloads_once(fake) -> None:
    player, journal, made = fake
    assert player.play("discard")
    assert player.play("discard")
    assert journal == [("play", "discard"), ("play", "discard")]
    assert sorted(made) == sorted(SOUND_NAMES)  # every effect made, on first use, once


def test_mute_is_respected(fake) -> None:
    player, journal, _ = fake
    player.play("draw")
    player.set_muted(True)
    assert ("stop", "draw") in journal  # muting cuts off what is sounding
    journal.clear()
    assert player.play("draw") is False
    player.play_for_event(Event("pung", 2))
    assert journal == []
    player.set_muted(False)
    assert player.play("draw")


def test_volume_is_respected(fake) -> None:
    player, journal, made = fake
    player.play("click")
    assert made["click"].volume == pytest.approx(perceived_gain(50))
    player.set_volume(100)
    assert all(e.volume == pytest.approx(1.0) for e in made.values())
    player.set_volume(250)
    assert player.volume == 100
    player.set_volume(0)
    journal.clear()
    assert player.play("click") is False  # nothing to hear at volume 0
    assert journal == []


def test_perceived_gain() -> None:
    assert perceived_gain(0) == 0.0
    assert perceived_gain(100) == 1.0
    assert 0 < perceived_gain(50) < 0.5
    assert perceived_gain(-3) == 0.0


def test_unknown_name_ignored_with_a_warning(fake, caplog) -> None:
    player, journal, _ = fake
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        assert player.play("trumpet") is False
        assert player.play("trumpet") is False
    assert journal == []
    assert [r.getMessage() for r in caplog.records] == ["unknown sound 'trumpet' ignored"]
    assert player.available  # an unknown name does not switch sound off


def test_missing_file_is_silent(tmp_path, caplog) -> None:
    (tmp_path / "draw.wav").write_bytes(b"RIFF")
    journal: list[tuple[str, str]] = []
    player = SoundPlayer(
        sounds_dir=tmp_path, factory=lambda p: FakeEffect(p, journal), stinger_delay_ms=0
    )
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        assert player.play("discard") is False
        assert player.play("draw")
    assert journal == [("play", "draw")]
    assert any("discard.wav is missing" in r.getMessage() for r in caplog.records)


def test_a_failing_effect_disables_sound(caplog) -> None:
    class Broken(FakeEffect):
        def play(self) -> None:
            raise RuntimeError("device vanished")

    player = SoundPlayer(factory=lambda p: Broken(p, []), stinger_delay_ms=0)
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        assert player.play("click") is False
        assert player.play("click") is False
    assert not player.available
    assert sum("device vanished" in r.getMessage() for r in caplog.records) == 1


def test_a_failing_factory_disables_sound() -> None:
    def factory(path: Path) -> FakeEffect:
        raise OSError("no sound server")

    player = SoundPlayer(factory=factory)
    assert player.play("hu") is False
    assert not player.available


@pytest.mark.parametrize(
    ("event", "names"),
    [
        (Event("draw", 0, tile=1), ("draw",)),
        (Event("discard", 0, tile=1), ("discard",)),
        (Event("chow", 1), ("chi",)),
        (Event("pung", 1), ("peng",)),
        (Event("kong", 1), ("gang",)),
        (Event("ckong", 1), ("gang",)),
        (Event("addkong", 1), ("gang",)),
        (Event("win", 2, self_drawn=True), ("zimo", "win")),
        (Event("win", 2, self_drawn=False), ("hu", "win")),
        (Event("drawn", wall_left=26), ("drawn",)),
        (Event("bid", 0), ()),
        (Event("settle"), ()),
        ({"type": "win", "seat": "E", "self_drawn": False}, ("hu", "win")),
        ({"type": "pung"}, ("peng",)),
        ({}, ()),
    ],
)
def test_sounds_for_event(event, names) -> None:
    assert sounds_for_event(event) == names


def test_play_for_event_win_plays_call_then_stinger(fake) -> None:
    player, journal, _ = fake
    player.play_for_event(Event("win", 0, self_drawn=True))
    player.play_for_event(Event("win", 1, self_drawn=False))
    player.play_for_event(Event("settle"))
    assert journal == [("play", "zimo"), ("play", "win"), ("play", "hu"), ("play", "win")]


def test_win_stinger_is_delayed_by_a_timer(qtbot) -> None:
    journal: list[tuple[str, str]] = []
    player = SoundPlayer(factory=lambda p: FakeEffect(p, journal), stinger_delay_ms=20)
    player.play_for_event(Event("win", 0, self_drawn=False))
    assert journal == [("play", "hu")]
    qtbot.waitUntil(lambda: journal == [("play", "hu"), ("play", "win")], timeout=2000)


def test_apply_settings(fake) -> None:
    from types import SimpleNamespace

    player, _, _ = fake
    player.apply_settings(SimpleNamespace(sound_volume=30, sound_muted=True))
    assert (player.volume, player.muted) == (30, True)
