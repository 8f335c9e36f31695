"""Sound effects for the table: one ``SoundPlayer`` that never stops the game, and
``EventSounds``, which plays the game's events through it.

QtMultimedia is imported lazily, inside methods, because it is the most fragile part of Qt: a
machine may lack its libraries (a trimmed bundle, a Linux box without PulseAudio/PipeWire) or
have no audio output at all. In every such case the player quietly becomes a no-op and logs
one warning; the game goes on in silence.

Effects are loaded once, together, on first use (one ``QSoundEffect`` per file), so the first
discard does not wait for the disk and later ones reuse the decoded sound.

>>> sounds_for_event({"type": "win", "self_drawn": True})
('zimo', 'win')
>>> sounds_for_event({"type": "kong"})
('gang',)
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from functools import partial
from pathlib import Path
from typing import Any, Protocol

from ..resources import resource_path

log = logging.getLogger(__name__)

# Every effect in assets/sounds/, by name (the file is ``<name>.wav``).
SOUND_NAMES: tuple[str, ...] = (
    "click",
    "draw",
    "discard",
    "win",
    "drawn",
    "chi",
    "peng",
    "gang",
    "hu",
    "zimo",
)

# Engine event type -> sounds. ``win`` is handled in ``sounds_for_event`` (自摸 or 胡).
EVENT_SOUNDS: dict[str, tuple[str, ...]] = {
    "draw": ("draw",),
    "discard": ("discard",),
    "chow": ("chi",),
    "pung": ("peng",),
    "kong": ("gang",),
    "ckong": ("gang",),
    "addkong": ("gang",),
    "drawn": ("drawn",),
}

DEFAULT_VOLUME = 80
STINGER_DELAY_MS = 350  # the win chime follows the spoken call instead of drowning it


class Effect(Protocol):
    """What the player needs of a loaded sound (``QSoundEffect`` has it)."""

    def setVolume(self, volume: float) -> None: ...  # Qt's name and signature

    def play(self) -> None: ...

    def stop(self) -> None: ...


EffectFactory = Callable[[Path], Effect]


class SoundUnavailable(RuntimeError):
    """Sound cannot be played on this machine; the reason is in the message."""


def sounds_for_event(event: Any) -> tuple[str, ...]:
    """The effects for an engine event (an ``Event`` or its ``to_dict()`` form), in order."""
    kind = event.get("type") if isinstance(event, Mapping) else getattr(event, "type", None)
    if kind == "win":
        call = "zimo" if event.get("self_drawn") else "hu"
        return (call, "win")
    return EVENT_SOUNDS.get(kind, ()) if isinstance(kind, str) else ()


def perceived_gain(volume: int) -> float:
    """The linear gain for a 0..100 slider position.

    Loudness is heard logarithmically, so a linear gain crowds all the change into the bottom
    of the slider; squaring the position spreads it out evenly enough for game effects.
    """
    v = max(0, min(100, int(volume))) / 100
    return v * v


def qt_effect_factory() -> EffectFactory:
    """A factory of ``QSoundEffect``s; raises ``SoundUnavailable`` saying why there is none."""
    try:
        from PySide6.QtCore import QCoreApplication, QUrl
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    except ImportError as e:
        raise SoundUnavailable(f"QtMultimedia cannot be loaded ({e})") from None
    if QCoreApplication.instance() is None:
        raise SoundUnavailable("there is no Qt application to play sounds in")
    if not QMediaDevices.audioOutputs():
        raise SoundUnavailable("no audio output device was found")

    def make(path: Path) -> Effect:
        effect = QSoundEffect()
        effect.setSource(QUrl.fromLocalFile(str(path)))
        return effect

    return make


class SoundPlayer:
    """Plays the named effects at the user's volume; silent (never failing) without audio.

    ``factory`` builds one effect per file (default: ``QSoundEffect`` via ``qt_effect_factory``,
    resolved on first use); tests pass a fake. ``stinger_delay_ms`` = 0 plays a win's chime at
    once, with its call, instead of from a timer.
    """

    def __init__(
        self,
        volume: int = DEFAULT_VOLUME,
        muted: bool = False,
        sounds_dir: Path | None = None,
        factory: EffectFactory | None = None,
        stinger_delay_ms: int = STINGER_DELAY_MS,
    ) -> None:
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        self._dir = sounds_dir if sounds_dir is not None else resource_path("sounds")
        self._factory = factory
        self._stinger_delay_ms = max(0, int(stinger_delay_ms))
        self._effects: dict[str, Effect | None] | None = None  # None until loaded
        self._disabled_reason: str | None = None
        self._warned: set[str] = set()

    # --- settings ----------------------------------------------------------------------------

    @property
    def volume(self) -> int:
        return self._volume

    @property
    def muted(self) -> bool:
        return self._muted

    @property
    def available(self) -> bool:
        """False once sound has been found not to work here (never again tried)."""
        return self._disabled_reason is None

    def set_volume(self, volume: int) -> None:
        """Set the volume, 0..100 (out-of-range values are clamped)."""
        self._volume = _clamp(volume)
        for effect in self._loaded():
            self._guard(partial(effect.setVolume, perceived_gain(self._volume)))

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute; muting also cuts off any effect still sounding."""
        self._muted = bool(muted)
        if self._muted:
            for effect in self._loaded():
                self._guard(effect.stop)

    def apply_settings(self, settings: Any) -> None:
        """Take ``sound_volume`` and ``sound_muted`` from a ``model.settings.Settings``."""
        self.set_volume(settings.sound_volume)
        self.set_muted(settings.sound_muted)

    # --- playing -----------------------------------------------------------------------------

    def play(self, name: str) -> bool:
        """Play effect ``name``; True if it was started. Unknown names are ignored (warned)."""
        if name not in SOUND_NAMES:
            self._warn_once(f"unknown:{name}", "unknown sound %r ignored", name)
            return False
        if self._muted or self._volume == 0 or not self.preload():
            return False
        assert self._effects is not None
        effect = self._effects.get(name)
        if effect is None:
            return False  # its file is missing; warned when loading
        return self._guard(effect.play)

    def play_for_event(self, event: Any) -> None:
        """Play what an engine event sounds like (nothing for events without a sound)."""
        names = sounds_for_event(event)
        if not names:
            return
        self.play(names[0])
        for later in names[1:]:
            self._play_later(later)

    def preload(self) -> bool:
        """Load every effect (once). False if sound is unavailable on this machine."""
        if self._disabled_reason is not None:
            return False
        if self._effects is not None:
            return True
        try:
            factory = self._factory or qt_effect_factory()
            self._effects = {name: self._load(factory, name) for name in SOUND_NAMES}
        except Exception as e:  # any failure of the audio stack: play on in silence
            self._disable(str(e) or type(e).__name__)
            return False
        return True

    # --- internals ---------------------------------------------------------------------------

    def _load(self, factory: EffectFactory, name: str) -> Effect | None:
        path = self._dir / f"{name}.wav"
        if not path.is_file():
            self._warn_once(
                f"missing:{name}", "sound file %s is missing; %r stays silent", path, name
            )
            return None
        effect = factory(path)
        effect.setVolume(perceived_gain(self._volume))
        return effect

    def _loaded(self) -> list[Effect]:
        return [e for e in (self._effects or {}).values() if e is not None]

    def _play_later(self, name: str) -> None:
        """Play after the stinger delay, through a Qt timer when there is one."""
        if self._stinger_delay_ms > 0:
            try:
                from PySide6.QtCore import QCoreApplication, QTimer

                if QCoreApplication.instance() is not None:
                    QTimer.singleShot(self._stinger_delay_ms, lambda: self.play(name))
                    return
            except Exception:  # no timer: play at once rather than not at all
                pass
        self.play(name)

    def _guard(self, call: Callable[[], object]) -> bool:
        """Run an effect call; a failure disables sound instead of reaching the game."""
        if self._disabled_reason is not None:
            return False
        try:
            call()
        except Exception as e:
            self._disable(f"{type(e).__name__}: {e}")
            return False
        return True

    def _disable(self, reason: str) -> None:
        self._disabled_reason = reason
        self._effects = {}
        self._warn_once("disabled", "sound is off: %s", reason)

    def _warn_once(self, key: str, message: str, *args: object) -> None:
        if key not in self._warned:
            self._warned.add(key)
            log.warning(message, *args)


class EventSounds:
    """The sounds of the game's events, at the settings' volume. The ``SoundPlayer`` is made
    on the first event that may sound, so that a silent game never opens the audio device."""

    def __init__(self, settings: Any) -> None:
        self.settings = settings
        self.player: SoundPlayer | None = None

    def play(self, events: list) -> None:
        """Play the sounds of ``events`` (engine events) unless muted."""
        if self.settings.sound_muted or self.settings.sound_volume == 0 or not events:
            return
        if self.player is None:
            self.player = SoundPlayer(self.settings.sound_volume, self.settings.sound_muted)
        for event in events:
            self.player.play_for_event(event)

    def apply_settings(self, settings: Any) -> None:
        """Take the volume and muting of ``settings`` (a ``model.settings.Settings``)."""
        self.settings = settings
        if self.player is not None:
            self.player.apply_settings(settings)

    def can_play(self) -> bool:
        """Whether sound can be heard here: the device is opened to find out (asked when
        the player turns sound on, not before)."""
        if self.player is None:
            self.player = SoundPlayer(self.settings.sound_volume, self.settings.sound_muted)
        return self.player.preload()


def _clamp(volume: int) -> int:
    try:
        return max(0, min(100, int(volume)))
    except (TypeError, ValueError):
        return DEFAULT_VOLUME
