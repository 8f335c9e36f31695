"""The user's settings: a typed, validated layer over QSettings.

Every key has a type, a range and a default. Reading never fails: a missing key gives its
default quietly, and a broken one (wrong type, out of range, unparsable JSON, a rule set the
engine refuses) gives its default and a log warning, so a hand-edited or damaged settings
file can never stop the program.

Values are written as strings and read back with ``type=str``, then parsed here. PySide6's
own conversions are too forgiving to check against (``value("k", type=int)`` turns ``"abc"``
into 0 and ``type=bool`` turns ``"maybe"`` into True), and strings look the same in the
registry, a plist and an INI file.

>>> Settings().ai_delay_ms, Settings().seats[0].kind
(600, 'human')
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, Any

from ...engine.rules import RuleSet

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

log = logging.getLogger(__name__)

ORGANISATION = "Zhuji"
APPLICATION = "ZhujiMahjong"

LANGUAGES = ("system", "zh", "en")
ANIMATION_SPEEDS = ("off", "slow", "normal", "fast")
SEAT_KINDS = ("human", "easy", "normal", "hard")
MAX_NAME_LENGTH = 20
MAX_AI_DELAY_MS = 3000
MAX_TURN_TIMER_S = 600


@dataclass(frozen=True)
class SeatSetting:
    """Who plays a match player (0..3): a person or a computer level, and a name.

    An empty name means "the program's default name for this seat".
    """

    kind: str = "normal"
    name: str = ""

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"seat kind must be one of {SEAT_KINDS}, got {self.kind!r}")
        if not isinstance(self.name, str) or len(self.name) > MAX_NAME_LENGTH:
            raise ValueError(f"a seat name is text of at most {MAX_NAME_LENGTH} characters")

    def to_dict(self) -> dict[str, str]:
        return {"kind": self.kind, "name": self.name}

    @classmethod
    def from_dict(cls, data: Any) -> SeatSetting:
        if not isinstance(data, dict) or set(data) - {"kind", "name"}:
            raise ValueError(f"a seat is an object with kind and name, got {data!r}")
        return cls(kind=data.get("kind", "normal"), name=data.get("name", ""))


def default_seats() -> tuple[SeatSetting, ...]:
    """You against three normal computer players."""
    return (SeatSetting("human"), SeatSetting("normal"), SeatSetting("normal"), SeatSetting())


@dataclass(frozen=True)
class Settings:
    """Every user setting, validated on construction (bad values raise ``ValueError``)."""

    language: str = "system"
    animation_speed: str = "normal"
    sound_muted: bool = False
    sound_volume: int = 80
    ai_delay_ms: int = 600
    hints: bool = True
    turn_timer_s: int = 0  # 0 = no timer
    rules: RuleSet = field(default_factory=RuleSet)
    seats: tuple[SeatSetting, ...] = field(default_factory=default_seats)

    def __post_init__(self) -> None:
        for f in fields(self):
            error = _CHECKS[f.name](getattr(self, f.name))
            if error:
                raise ValueError(f"setting {f.name!r}: {error}")

    def with_changes(self, **changes: Any) -> Settings:
        return replace(self, **changes)


# --- checks: each returns None if the value is fine, else what is wrong ----------------------


def _choice(options: tuple[str, ...]) -> Callable[[Any], str | None]:
    return lambda v: None if v in options else f"must be one of {options}, got {v!r}"


def _int_range(lo: int, hi: int) -> Callable[[Any], str | None]:
    def check(v: Any) -> str | None:
        if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
            return f"must be a whole number in {lo}..{hi}, got {v!r}"
        return None

    return check


def _is_bool(v: Any) -> str | None:
    return None if isinstance(v, bool) else f"must be true or false, got {v!r}"


def _is_rules(v: Any) -> str | None:
    return None if isinstance(v, RuleSet) else f"must be a RuleSet, got {type(v).__name__}"


def _is_seats(v: Any) -> str | None:
    if isinstance(v, tuple) and len(v) == 4 and all(isinstance(s, SeatSetting) for s in v):
        return None
    return "must be four SeatSettings"


_CHECKS: dict[str, Callable[[Any], str | None]] = {
    "language": _choice(LANGUAGES),
    "animation_speed": _choice(ANIMATION_SPEEDS),
    "sound_muted": _is_bool,
    "sound_volume": _int_range(0, 100),
    "ai_delay_ms": _int_range(0, MAX_AI_DELAY_MS),
    "hints": _is_bool,
    "turn_timer_s": _int_range(0, MAX_TURN_TIMER_S),
    "rules": _is_rules,
    "seats": _is_seats,
}


# --- text form: how each value is stored -----------------------------------------------------


def _parse_bool(text: str) -> bool:
    low = text.strip().lower()
    if low in ("true", "1", "yes", "on"):
        return True
    if low in ("false", "0", "no", "off"):
        return False
    raise ValueError(f"not true or false: {text!r}")


def _parse_rules(text: str) -> RuleSet:
    return RuleSet.from_dict(json.loads(text))


def _parse_seats(text: str) -> tuple[SeatSetting, ...]:
    data = json.loads(text)
    if not isinstance(data, list) or len(data) != 4:
        raise ValueError("seats must be a list of four")
    return tuple(SeatSetting.from_dict(s) for s in data)


def _format(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, RuleSet):
        return json.dumps(value.to_dict(), ensure_ascii=False, sort_keys=True)
    if isinstance(value, tuple):
        return json.dumps([s.to_dict() for s in value], ensure_ascii=False)
    return str(value)


_PARSERS: dict[str, Callable[[str], Any]] = {
    "language": str.strip,
    "animation_speed": str.strip,
    "sound_muted": _parse_bool,
    "sound_volume": int,
    "ai_delay_ms": int,
    "hints": _parse_bool,
    "turn_timer_s": int,
    "rules": _parse_rules,
    "seats": _parse_seats,
}


# --- the store ---------------------------------------------------------------------------------


def default_qsettings() -> QSettings:
    """The program's own settings (registry on Windows, a plist on macOS, INI on Linux)."""
    from PySide6.QtCore import QSettings

    return QSettings(ORGANISATION, APPLICATION)


class SettingsStore:
    """Loads and saves ``Settings``. Pass a ``QSettings`` (e.g. an INI file) to use another."""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self._qs = qsettings if qsettings is not None else default_qsettings()

    @property
    def qsettings(self) -> QSettings:
        return self._qs

    def load(self) -> Settings:
        """The stored settings; every missing or broken value is replaced by its default."""
        defaults = Settings()
        values = {f.name: self._read(f.name, getattr(defaults, f.name)) for f in fields(Settings)}
        return Settings(**values)

    def save(self, settings: Settings) -> None:
        """Store every setting (all as text) and flush to disk; failures are logged."""
        for f in fields(Settings):
            self._qs.setValue(f.name, _format(getattr(settings, f.name)))
        self._qs.sync()
        if self._qs.status() != self._qs.Status.NoError:
            log.warning("settings could not be written (%s)", self._qs.status().name)

    def _read(self, key: str, default: Any) -> Any:
        if not self._qs.contains(key):
            return default
        try:
            text = self._qs.value(key, "", type=str)
            value = _PARSERS[key](text)
            error = _CHECKS[key](value)
        except Exception as e:  # anything a damaged file can throw at a parser
            error = f"{type(e).__name__}: {e}"
        if error:
            log.warning("setting %r is broken (%s); using the default %r", key, error, default)
            return default
        return value


def load(qsettings: QSettings | None = None) -> Settings:
    """The stored settings (see ``SettingsStore.load``)."""
    return SettingsStore(qsettings).load()


def save(settings: Settings, qsettings: QSettings | None = None) -> None:
    """Store ``settings`` (see ``SettingsStore.save``)."""
    SettingsStore(qsettings).save(settings)
