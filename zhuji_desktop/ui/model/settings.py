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

import contextlib
import json
import logging
import os
import socket
import stat
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...ai.registry import level_names
from ...engine.inputs import Limits, check_text, quoted
from ...engine.rules import OPTION_NAMES, RuleSet
from ...safe_files import back_up, detach_link, escapes_folder, links_to_own, set_aside
from ...storage import APPLICATION, ORGANISATION  # (the data folder is named by them too)
from ..strings import MAX_NAME_LENGTH
from .qt_values import unpacked_in_ini, unpacked_in_plist, unpacked_in_registry

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

log = logging.getLogger(__name__)

LANGUAGES = ("system", "zh", "en")
ANIMATION_SPEEDS = ("off", "slow", "normal", "fast")
# a person, or a computer level the new-game dialog offers (ai.registry, weakest first)
SEAT_KINDS = ("human", *level_names(offered_only=True))
# Whose advice the hints give: "hard" (at once) or "expert" (its look-ahead runs beside the
# table, which goes on meanwhile; see ui.model.advice_worker).
ADVICE_CHOICES = ("hard", "expert")
# Which claims a person is asked about: "worth" (those a player would plausibly want; the
# rest are passed at once, see ``advice.worth_asking``) or "all".
CLAIM_CHOICES = ("worth", "all")
# Claims in hot-seat, where asking only those who can claim would tell the others their
# hands: "win" (people do not chow, pung or kong; a win is taken at once) or "all" (every
# person looks after every discard, in seat order; see ``hotseat``).
HOTSEAT_CHOICES = ("win", "all")
MAX_AI_DELAY_MS = 3000
MAX_TURN_TIMER_S = 600


DEFAULT_DELAY_MS = 600  # how long a computer player seems to think, by default


@dataclass(frozen=True)
class SeatSetting:
    """Who plays a match player (0..3): a person or a computer level, and a name.

    An empty name means "the program's default name for this seat".
    """

    kind: str = "normal"
    name: str = ""

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"seat kind must be one of {SEAT_KINDS}, got {quoted(self.kind)}")
        if not isinstance(self.name, str) or len(self.name) > MAX_NAME_LENGTH:
            raise ValueError(f"a seat name is text of at most {MAX_NAME_LENGTH} characters")

    def to_dict(self) -> dict[str, str]:
        return {"kind": self.kind, "name": self.name}

    @classmethod
    def from_dict(cls, data: Any) -> SeatSetting:
        if not isinstance(data, dict) or set(data) - {"kind", "name"}:
            raise ValueError(f"a seat is an object with kind and name, got {quoted(data)}")
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
    ai_delay_ms: int = DEFAULT_DELAY_MS
    hints: bool = True
    advice: str = "hard"
    turn_timer_s: int = 0  # 0 = no timer
    claims: str = "worth"
    hotseat_claims: str = "win"
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
    "advice": _choice(ADVICE_CHOICES),
    "turn_timer_s": _int_range(0, MAX_TURN_TIMER_S),
    "claims": _choice(CLAIM_CHOICES),
    "hotseat_claims": _choice(HOTSEAT_CHOICES),
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


class _InPart(ValueError):
    """A stored value that could be read in part: ``value`` is what was good in it (a broken
    setting all the same, reported and copied aside before the file is rewritten)."""

    def __init__(self, value: Any, message: str) -> None:
        super().__init__(message)
        self.value = value


def _parse_rules(text: str) -> RuleSet:
    """The stored rules. An option this version does not know (a newer version's) is
    dropped and the others kept (``_InPart``): one new option reset every rule."""
    data = json.loads(text)
    if not isinstance(data, dict):
        return RuleSet.from_dict(data)  # (which says what is wrong)
    unknown = [key for key in data if key not in OPTION_NAMES]
    if not unknown:
        return RuleSet.from_dict(data)
    rules = RuleSet.from_dict({key: value for key, value in data.items() if key in OPTION_NAMES})
    names = ", ".join(map(quoted, unknown[:5])) + (", …" if len(unknown) > 5 else "")
    raise _InPart(rules, f"unknown rule option(s) {names} dropped, the others kept")


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
    "advice": str.strip,
    "turn_timer_s": int,
    "claims": str.strip,
    "hotseat_claims": str.strip,
    "rules": _parse_rules,
    "seats": _parse_seats,
}


# --- where the window was ------------------------------------------------------------------------


@dataclass(frozen=True)
class WindowPlace:
    """Where the main window was when it closed, to open there again: ``geometry`` is Qt's
    ``saveGeometry`` (size, position, maximised), ``hints_width`` the hints panel's width in
    pixels. Not settings the player sets, so not in ``Settings``; None: not known."""

    geometry: bytes | None = None
    hints_width: int | None = None


def _unpacked(path: Path) -> bool:
    """Whether the INI file at ``path`` holds a value Qt would unpack (``qt_values``)."""
    try:
        with open(path, "rb") as f:
            return unpacked_in_ini(f.read(SettingsStore.MAX_BYTES + 1))
    except OSError:
        return False  # QSettings will report it (see load)


PLACE_GROUP = "window"
MAX_GEOMETRY_BYTES = 1_000  # Qt's is about 70 bytes; more is not a geometry
HINTS_WIDTH_RANGE = range(100, 4_001)


# --- the store ---------------------------------------------------------------------------------


def default_qsettings() -> QSettings:
    """The program's own settings (registry on Windows, a plist on macOS, INI on Linux)."""
    from PySide6.QtCore import QSettings

    return QSettings(ORGANISATION, APPLICATION)


def default_settings_files() -> tuple[Path, ...]:
    """The files ``default_qsettings`` reads on Linux and other Unix systems as the object
    is made: the program's own, and the organisation's that Qt falls back to. None on
    Windows (the registry) and macOS (plists the system serves).

    >>> import sys
    >>> names = [p.name for p in default_settings_files()]
    >>> sys.platform in ("win32", "darwin") or names == ["ZhujiMahjong.conf", "Zhuji.conf"]
    True
    """
    if sys.platform in ("win32", "darwin"):
        return ()
    from PySide6.QtCore import QStandardPaths

    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    if not config:
        return ()
    folder = Path(config)
    return folder / ORGANISATION / f"{APPLICATION}.conf", folder / f"{ORGANISATION}.conf"


class SettingsStore:
    """Loads and saves ``Settings``. Pass a ``QSettings`` (e.g. an INI file) to use another.

    The settings file goes through the program's loading discipline (``zhuji_desktop.safe_files``):
    a file too large, or a folder where the file should be, is set aside at once; a link out of
    the file's folder, or to another of the program's files there, is moved aside (settings
    are never written through it); and a damaged
    file (unreadable as INI, or with broken values) is copied to
    ``settings.corrupt-<timestamp>.ini`` before the first save replaces it with a file of the
    settings alone (nothing Qt made of the damaged one is kept). ``problems`` says
    what was found, for the user.
    """

    MAX_BYTES = 1_000_000
    LIMITS = Limits(max_bytes=100_000, max_depth=8, max_digits=12)

    def __init__(self, qsettings: QSettings | None = None, own: tuple[str, ...] = ()) -> None:
        # the user's own file is checked before Qt reads it, as ``open_file`` checks its own:
        # Qt waited for ever on a pipe of its name, and read a file of 2 GB whole
        early = []
        if qsettings is None:
            for path in default_settings_files():
                early += self._before_qt(path)
        self._qs = qsettings if qsettings is not None else default_qsettings()
        self._own = own  # the program's other files beside it (``open_file``)
        self.problems: list[str] = early
        self._damaged: str | None = None  # why the file must be copied before it is replaced
        self._broken: list[str] = []  # the keys whose values were broken, at the last load
        self._check_file()

    @classmethod
    def open_file(cls, path: str | os.PathLike[str], own: Iterable[str] = ()) -> SettingsStore:
        """The store of an INI file, checked before Qt reads it (Qt would wait for ever on
        a pipe named like the file, and read a huge one whole). ``own``: the names of the
        program's other files in its folder; a settings file linked to one of them is moved
        aside and never written through (it replaced a history with the settings)."""
        from PySide6.QtCore import QSettings

        path, own = Path(path), tuple(own)
        early = cls._before_qt(path, own)
        store = cls(QSettings(str(path), QSettings.Format.IniFormat), own)
        store.problems[:0] = early
        return store

    @classmethod
    def _before_qt(cls, path: Path, own: tuple[str, ...] = ()) -> list[str]:
        """Set ``path`` aside before Qt opens it if it is a link out of its folder (or to
        one of the program's ``own`` files there) or unusable; say so."""
        return [n for n in (detach_link(path, path.parent, own), cls._unusable(path)) if n]

    @property
    def qsettings(self) -> QSettings:
        return self._qs

    def is_new(self) -> bool:
        """Whether nothing of the program's own is stored yet: its first start here (read
        before this start writes anything). Keys Qt falls back to are not its own: on macOS
        they include the system's global preferences, so a first start was never new."""
        fallbacks = self._qs.fallbacksEnabled()
        self._qs.setFallbacksEnabled(False)
        try:
            return not self._qs.allKeys()
        finally:
            self._qs.setFallbacksEnabled(fallbacks)

    def file(self) -> Path | None:
        """The settings file, if the settings are in one (not the Windows registry)."""
        path = Path(self._qs.fileName())
        return path if path.is_absolute() and path.parent.is_dir() else None

    def _check_file(self) -> None:
        path = self.file()
        if path is None or path.suffix.lower() == ".plist":
            self._check_native(path)
            return
        note: str | None = detach_link(path, path.parent, self._own)
        if note is None:
            note = self._unusable(path)
        if note is not None:
            self.problems.append(note)
            self._reopen(path)

    def _check_native(self, plist: Path | None) -> None:
        """The Windows registry or a macOS plist (the system's own store, where a file set
        aside may still be cached): values Qt would unpack clear the settings, a copy of a
        plist kept, before Qt reads one (``qt_values``)."""
        if plist is not None:
            try:
                with open(plist, "rb") as f:
                    bad = unpacked_in_plist(f.read(self.MAX_BYTES + 1))
            except OSError:
                bad = False
        else:
            bad = unpacked_in_registry(rf"Software\{ORGANISATION}\{APPLICATION}")
        if not bad:
            return
        if plist is not None:
            back_up(plist, "values the program never writes")
        self._qs.clear()  # (removes every key without reading one)
        self.problems.append("the settings held values the program never writes; defaults are used")

    @classmethod
    def _unusable(cls, path: Path) -> str | None:
        """Set ``path`` aside if it is not a regular file, is too large or holds a value Qt
        would unpack from its binary stream; say so."""
        try:
            info = path.stat()
        except OSError:
            return None  # none yet (or unreadable: QSettings reports it, see load)
        if not stat.S_ISREG(info.st_mode):
            why = "not a file"
        elif info.st_size > cls.MAX_BYTES:
            why = "too large"
        elif _unpacked(path):  # Qt would abort on it (qt_values)
            why = "holding values the program never writes"
        else:
            return None
        try:
            moved = set_aside(path, why)
        except OSError as e:
            return f"{path.name} is {why} and cannot be moved ({e})"
        return f"{path.name} was {why}; it was moved to {moved.name} and defaults are used"

    def _reopen(self, path: Path) -> None:
        from PySide6.QtCore import QSettings

        self._qs = QSettings(str(path), self._qs.format())

    def load(self) -> Settings:
        """The stored settings; every missing or broken value is replaced by its default."""
        defaults = Settings()
        broken: list[str] = []
        values = {
            f.name: self._read(f.name, getattr(defaults, f.name), broken) for f in fields(Settings)
        }
        if self._qs.status() != self._qs.Status.NoError:
            self._damaged = f"the file cannot be read ({self._qs.status().name})"
        elif broken:
            self._damaged = f"broken value(s) for {', '.join(broken)}"
        elif self._text_without_keys():
            self._damaged = "it holds text but no setting Qt can read"
        self._broken = broken
        if self._damaged is not None:
            self.problems.append(self._damaged_note())
        return Settings(**values)

    def _text_without_keys(self) -> bool:
        """A file Qt reads without an error but as no keys (a JSON list, stray brackets):
        damage too, kept aside before anything is written over it. Blank lines, ``;``
        comments and the headers of the groups this program writes (as Qt writes them,
        ``[%General]``, or by hand) are not."""
        path = self.file()
        if path is None or self._qs.allKeys():
            return False
        try:
            text = path.read_bytes()[: self.MAX_BYTES].decode("utf-8-sig", "replace")
        except OSError:
            return False
        groups = {"general", PLACE_GROUP}
        for line in (ln.strip() for ln in text.splitlines()):
            if not line or line.startswith(";"):
                continue
            inner = line[1:-1].strip().lstrip("%").lower() if line[:1] + line[-1:] == "[]" else None
            if inner not in groups:
                return True
        return False

    def _damaged_note(self) -> str:
        """The log's words for a damaged file (``notes`` gives the player's)."""
        return f"the settings are damaged ({self._damaged}); defaults are used"

    def notes(self) -> list[str]:
        """``problems`` for the player: a damaged file is said in the language installed
        now (load them after the language the settings chose; the log keeps ``problems``)."""
        from ..strings import T

        damaged = self._damaged_note()
        # The player's words name no key and no file-system detail (the log has them): a
        # tester found "broken value(s) for language, sound_volume" in a Chinese message.
        if self._broken:
            told = T.SETTINGS_BROKEN.format(n=len(self._broken))
        else:
            told = T.SETTINGS_UNREADABLE
        return [told if note == damaged else T.SETTINGS_FILE_UNUSABLE for note in self.problems]

    def save(self, settings: Settings) -> bool:
        """Store every setting (all as text) and flush to disk; False (and logged) if they
        could not be written. A damaged file is copied aside first; a file that is a link
        out of its folder is not written."""
        if not self._ready_to_write():
            return False
        for f in fields(Settings):
            self._qs.setValue(f.name, _format(getattr(settings, f.name)))
        self._qs.sync()
        if self._qs.status() != self._qs.Status.NoError:
            log.warning("settings could not be written (%s)", self._qs.status().name)
            return False
        return True

    @property
    def damaged(self) -> bool:
        """The file was found damaged and has not been replaced by a ``save`` yet."""
        return self._damaged is not None

    def _ready_to_write(self) -> bool:
        """False if the file is a link out of its folder or to another of the program's
        files (never written through), or if its lock's place cannot be cleared
        (``_clear_lock``); a damaged file is copied aside first."""
        path = self.file()
        if path is not None and escapes_folder(path, path.parent):
            log.warning("settings are not saved: %s is a link out of its folder", path)
            return False
        if path is not None and links_to_own(path, path.parent, self._own):
            log.warning("settings are not saved: %s is a link to another of its files", path)
            return False
        ini = self._qs.format() == self._qs.Format.IniFormat  # (plists and the registry: none)
        if path is not None and ini and not _clear_lock(path):
            return False
        if self._damaged is not None and path is not None:
            if back_up(path, self._damaged) is not None:
                # Start from an empty file: Qt keeps whatever keys it made of the damaged
                # one (a UTF-16 file gives keys like "%00l%00a…") and its read error.
                with contextlib.suppress(OSError):
                    path.unlink()
                    self._reopen(path)
            self._damaged = None
        return True

    def load_place(self) -> WindowPlace:
        """Where the window was (``WindowPlace``); a damaged value is not known (logged)."""
        geometry, width = self._place_text("geometry"), self._place_text("hints_width")
        try:
            data = bytes.fromhex(geometry) if geometry else None
            if data is not None and len(data) > MAX_GEOMETRY_BYTES:
                raise ValueError(f"{len(data):,} bytes")
        except ValueError as e:
            log.warning("the stored window geometry is damaged (%s); not used", e)
            data = None
        hints = int(width) if width.isascii() and width.isdigit() and len(width) <= 5 else None
        if width and hints not in HINTS_WIDTH_RANGE:
            log.warning("the stored hints width %r is damaged; not used", width[:20])
            hints = None
        return WindowPlace(data, hints)

    def _place_text(self, key: str) -> str:
        try:
            text = self._qs.value(f"{PLACE_GROUP}/{key}", "", type=str)
        except Exception:  # whatever a damaged file makes Qt's conversion throw
            return "?"
        if not isinstance(text, str) or len(text) > 2 * MAX_GEOMETRY_BYTES + 2:
            return "?"  # damaged: fails the checks in load_place
        return text.strip()

    def save_place(self, place: WindowPlace) -> None:
        """Store where the window was (as text, like every setting); failures are logged.
        Not into a damaged file: ``save`` the settings first (it copies the file aside and
        writes every setting, so the damage is gone)."""
        if self._damaged is not None or not self._ready_to_write():
            return
        if place.geometry is not None:
            self._qs.setValue(f"{PLACE_GROUP}/geometry", place.geometry.hex())
        if place.hints_width is not None:
            self._qs.setValue(f"{PLACE_GROUP}/hints_width", str(place.hints_width))
        else:  # none worth keeping (one a narrow window forced, saved before: forgotten)
            self._qs.remove(f"{PLACE_GROUP}/hints_width")
        self._qs.sync()
        if self._qs.status() != self._qs.Status.NoError:
            log.warning("the window's place could not be written (%s)", self._qs.status().name)

    def _read(self, key: str, default: Any, broken: list[str] | None = None) -> Any:
        if not self._qs.contains(key):
            return default
        try:
            text = self._qs.value(key, "", type=str)
            if not isinstance(text, str):  # asked for as text, so Qt gives a str
                raise TypeError(f"not text: {text!r}")
            check_text(text, self.LIMITS, f"setting {key!r}")
            value = _PARSERS[key](text)
            error = _CHECKS[key](value)
        except _InPart as e:  # what was good in it is kept; still broken, and told
            log.warning("setting %r is broken in part (%s)", key, e)
            if broken is not None:
                broken.append(key)
            return e.value
        except Exception as e:  # anything a damaged file can throw at a parser
            error = f"{type(e).__name__}: {e}"
        if error:
            log.warning("setting %r is broken (%s); using the default %r", key, error, default)
            if broken is not None:
                broken.append(key)
            return default
        return value


def load(qsettings: QSettings | None = None) -> Settings:
    """The stored settings (see ``SettingsStore.load``)."""
    return SettingsStore(qsettings).load()


def _clear_lock(path: Path) -> bool:
    """Clear what stands where Qt puts its lock while it writes the INI file ``path``
    (``<name>.lock``) unless it is the live lock of a program writing now; False (logged) if
    it cannot be cleared, and the settings are then not written.

    Qt waits 30 s for a fresh lock it cannot read, and for ever for a folder named like its
    lock (a tester's: the game hung on closing). A folder or other non-file is set aside; a
    file is removed unless it names a process still running on this computer (Qt's lock
    file: its process id, program and host on three lines), whose lock Qt rightly waits for.
    """
    lock = path.with_name(path.name + ".lock")
    try:
        info = lock.lstat()
    except FileNotFoundError:
        return True
    except OSError as e:
        log.warning("settings are not saved: %s cannot be looked at (%s)", lock.name, e)
        return False
    try:
        if stat.S_ISREG(info.st_mode):
            if _live_lock(lock):
                return True  # Qt waits for its holder, as it should
            lock.unlink()
            log.info("removed the left-over settings lock %s", lock.name)
        else:
            set_aside(lock, "not a lock file")
    except OSError as e:
        log.warning("settings are not saved: %s is in the way (%s)", lock.name, e)
        return False
    return True


QT_STALE_S = 30.0  # Qt's own age after which a lock it cannot check is stale


def _live_lock(lock: Path) -> bool:
    """Whether the Qt lock file ``lock`` may belong to a program writing now: it names a
    process that runs on this computer, or (where that cannot be asked: another host, or
    Windows, where ``os.kill`` would end the process) it is younger than ``QT_STALE_S``.
    A lock that names no process (a planted one) never is."""
    try:
        with open(lock, "rb") as f:  # a lock is three short lines (not 8 GB of nothing)
            lines = f.read(512).decode("utf-8", "replace").splitlines()
        age = time.time() - lock.stat().st_mtime
    except OSError:
        return False
    pid = int(lines[0]) if lines and lines[0].strip().isdigit() and len(lines[0]) < 12 else 0
    if pid <= 0 or pid == os.getpid():
        return False  # (its own lock is never held between saves)
    host = lines[2].strip() if len(lines) > 2 else ""
    if os.name == "nt" or (host and host != socket.gethostname()):
        return age < QT_STALE_S
    try:
        os.kill(pid, 0)  # (POSIX) nothing is sent: only whether such a process exists
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, owned by another user: leave it
    return True


def save(settings: Settings, qsettings: QSettings | None = None) -> None:
    """Store ``settings`` (see ``SettingsStore.save``)."""
    SettingsStore(qsettings).save(settings)
