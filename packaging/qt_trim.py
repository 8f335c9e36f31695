"""What of PySide6 the packaged game leaves out, and the pruning the spec applies.

The game uses QtCore, QtGui, QtWidgets and QtMultimedia (``QSoundEffect`` only, for WAV files).
PyInstaller's Qt hooks collect more than that: every plugin type of those modules, the Qt
libraries the collected plugins link to, and all ~300 Qt translation files. This module decides,
from the destination path of each collected file alone, what to drop (:func:`drop_reason`), and
:func:`prune` then also drops the libraries that only the dropped files needed (on Linux, for
example, the GTK stack pulled in by the ``platformthemes/libqgtk3.so`` plugin).

About sound: ``QSoundEffect`` decodes WAV itself and plays through the platform audio code built
into the QtMultimedia library (WASAPI, CoreAudio, PulseAudio). It does not need a multimedia
backend plugin, so the FFmpeg plugin and the FFmpeg libraries (and the QtQuick/QtQml libraries
that plugin links to) are left out. Qt prints "No QtMultimedia backends found" once; that is
expected. Should the game ever use ``QMediaPlayer`` (MP3/OGG music), keep the ``multimedia``
plugin type and the FFmpeg libraries.

Destination paths look like this (PySide6 wheels):

- Linux:   ``PySide6/Qt/lib/libQt6Quick.so.6``, ``PySide6/Qt/plugins/platforms/libqxcb.so``
- macOS:   ``PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick``,
  ``PySide6/Qt/plugins/platforms/libqcocoa.dylib``
- Windows: ``PySide6/Qt6Quick.dll``, ``PySide6/plugins/platforms/qwindows.dll``,
  ``PySide6/translations/qtbase_zh_CN.qm``
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable

# Qt modules (by name without "Qt"/"Qt6") the game does not use; a name that *starts* with one of
# these is dropped (so "Quick" covers QuickWidgets, QuickControls2, Quick3D...). QtNetwork,
# QtConcurrent, QtDBus and QtOpenGL are *not* here: QtMultimedia, QtGui and the xcb platform plugin
# link to them. Their Python modules are excluded in the spec instead.
DROPPED_QT_MODULES = (
    "3D",
    "Bluetooth",
    "Charts",
    "DataVisualization",
    "Designer",
    "EglFs",
    "FFmpegStub",
    "Graphs",
    "HttpServer",
    "Help",
    "Labs",
    "Location",
    "MultimediaQuick",
    "MultimediaWidgets",
    "NetworkAuth",
    "Nfc",
    "OpenGLWidgets",
    "Pdf",
    "Positioning",
    "PrintSupport",
    "Qml",
    "Quick",
    "RemoteObjects",
    "Scxml",
    "Sensors",
    "SerialBus",
    "SerialPort",
    "ShaderTools",
    "SpatialAudio",
    "Sql",
    "StateMachine",
    "Svg",
    "Test",
    "TextToSpeech",
    "UiTools",
    "VirtualKeyboard",
    "Wayland",
    "WebChannel",
    "WebEngine",
    "WebSockets",
    "WebView",
    "WlShellIntegration",
    "Xml",
)
_DROPPED_LOWER = tuple(m.lower() for m in DROPPED_QT_MODULES)

# A path component naming a Qt library, framework or PySide6 extension module:
# libQt6Quick.so.6, Qt6Quick.dll, QtQuick.framework, QtQuick.abi3.so, QtQuick.pyd, Qt63DCore.dll.
_QT_NAME = re.compile(
    r"^(?:lib)?Qt6?(?P<module>[A-Z0-9][A-Za-z0-9_-]*)"
    r"(?:\.framework|\.dll|\.pyd|\.pyi|\.abi3\.so|\.so(?:\.\d+)*|(?:\.\d+)*\.dylib)?$"
)

# FFmpeg (only the multimedia backend plugin uses it): avcodec-61.dll, libavcodec.so.61, ...
_FFMPEG = re.compile(
    r"^(?:lib)?(?:avcodec|avdevice|avfilter|avformat|avutil|postproc|swresample|swscale)\b"
)

# OpenSSL: libssl.so.3, libcrypto.so.3, libcrypto-3-x64.dll, libssl.3.dylib. PyInstaller's
# QtNetwork hook collects it for Qt's OpenSSL TLS plugin (plugins/tls), which is dropped; Python's
# own users of it (ssl, _ssl, _hashlib) are excluded in the spec. packaging/trace_loads.py shows
# that no run of the Linux build opens it (5.2 MB). Not libgcrypt, libk5crypto or libcrypt.
_OPENSSL = re.compile(r"^(?:lib)?(?:ssl|crypto)(?:[-.][\w.-]*)?\.(?:so(?:\.\d+)*|dylib|dll)$")

# Plugins kept, by plugin type; a plugin type not listed is dropped entirely.
# None = every plugin of that type; otherwise the plugin file name must contain one of the names.
KEPT_PLUGINS: dict[str, tuple[str, ...] | None] = {
    # windows: Windows; cocoa: macOS; xcb: Linux/X11 (Wayland sessions run it through XWayland);
    # offscreen: headless (the self-test in CI).
    "platforms": ("qwindows", "qcocoa", "qxcb", "qoffscreen"),
    # PNG is built into QtGui; .ico is a plugin (the window icon on Windows may be an .ico).
    "imageformats": ("qico",),
    # The native look: qmodernwindowsstyle / qwindowsvistastyle, qmacstyle.
    "styles": None,
    # Linux keyboard input (compose keys, IBus); not the Qt virtual keyboard.
    "platforminputcontexts": ("compose", "ibus"),
    # Linux: OpenGL integration of the xcb platform plugin.
    "xcbglintegrations": None,
}

# Qt's own translations (standard dialogs, shortcuts): the game ships Chinese and English only.
_KEPT_TRANSLATION = re.compile(r"^(?:qt|qtbase|qtmultimedia)_(?:zh_CN|en)\.qm$")

# Single files: the software OpenGL fallback (Windows, ~20 MB); the game draws with QPainter.
_DROPPED_FILES = {"opengl32sw.dll"}


def _slash(path: str) -> str:
    return path.replace("\\", "/")


def _parts(dest: str) -> list[str]:
    return [p for p in dest.replace("\\", "/").split("/") if p]


def drop_reason(dest: str) -> str | None:
    """Why the file at ``dest`` (a path inside the bundle) is dropped; None to keep it."""
    parts = _parts(dest)
    if not parts:
        return None
    name = parts[-1]
    if parts[0].lower() != "pyside6":
        # Python's own files, the game's assets, system libraries (pruned only as orphans), and
        # (Linux) top-level symlinks to Qt libraries, which go with the library they point to.
        if _FFMPEG.match(name):
            return "FFmpeg"
        if _OPENSSL.match(name):
            return "OpenSSL"
        m = _QT_NAME.match(name)
        if m and m.group("module").lower().startswith(_DROPPED_LOWER):
            return f"Qt module {m.group('module')}"
        return None
    lower = [p.lower() for p in parts]
    if name.lower() in _DROPPED_FILES:
        return "unused file"
    if "qml" in lower[:-1] or "libexec" in lower[:-1]:
        return "QML / helper programs"
    if "plugins" in lower[:-1]:
        i = lower.index("plugins")
        if i + 2 <= len(parts) - 1:
            plugin_type = parts[i + 1]
            kept = KEPT_PLUGINS.get(plugin_type, ())
            if kept is None:
                return None
            if any(k in name.lower() for k in kept):
                return None
            return f"plugin {plugin_type}/{name}"
    if "translations" in lower[:-1] and name.endswith(".qm"):
        return None if _KEPT_TRANSLATION.match(name) else "Qt translation"
    if _FFMPEG.match(name):
        return "FFmpeg"
    if _OPENSSL.match(name):
        return "OpenSSL"
    for part in parts:
        m = _QT_NAME.match(part)
        if m and m.group("module").lower().startswith(_DROPPED_LOWER):
            return f"Qt module {m.group('module')}"
    return None


def _key(path: str) -> str:
    return os.path.normcase(os.path.realpath(path))


class _Unknown(Exception):
    """The dependencies of a binary could not be read."""


def _orphans(binaries: list[tuple], dropped: set[str], log=print) -> set[str]:
    """Destination names of binaries needed only by the dropped ones (link-time dependencies).

    Conservative: if the dependencies of a kept binary cannot be read, nothing is an orphan.
    """
    from PyInstaller.depend import bindepend

    entries = {dest: src for dest, src, typecode in binaries if typecode != "SYMLINK" and src}
    by_src = {_key(src): dest for dest, src in entries.items()}
    by_name = {os.path.basename(_slash(dest)).lower(): dest for dest in entries}

    def deps(dest: str) -> set[str]:
        try:
            imports = bindepend.get_imports(entries[dest])
        except Exception as exc:
            raise _Unknown(f"{dest}: {exc}") from exc
        out = set()
        for name, full in imports:
            if full and _key(full) in by_src:
                out.add(by_src[_key(full)])
            elif os.path.basename(_slash(name)).lower() in by_name:
                out.add(by_name[os.path.basename(_slash(name)).lower()])
        return out

    cache: dict[str, set[str]] = {}

    def closure(roots: Iterable[str], allowed: set[str] | None, strict: bool) -> set[str]:
        seen: set[str] = set()
        stack = list(roots)
        while stack:
            dest = stack.pop()
            if dest not in cache:
                try:
                    cache[dest] = deps(dest)
                except _Unknown:
                    if strict:
                        raise
                    cache[dest] = set()
            for dep in cache[dest]:
                if dep not in seen and (allowed is None or dep in allowed):
                    seen.add(dep)
                    stack.append(dep)
        return seen

    candidates = closure((d for d in dropped if d in entries), None, strict=False) - dropped
    if not candidates:
        return set()
    kept_roots = [d for d in entries if d not in dropped and d not in candidates]
    try:
        still_needed = closure(kept_roots, candidates, strict=True)
    except _Unknown as exc:
        log(f"qt_trim: not pruning orphaned libraries, unreadable dependencies of {exc}")
        return set()
    return candidates - still_needed


def prune(binaries: list[tuple], datas: list[tuple], log=print) -> tuple[list[tuple], list[tuple]]:
    """Drop what :func:`drop_reason` names, then the orphaned libraries, then dangling symlinks."""
    dropped: dict[str, str] = {}
    for dest, _src, _typecode in [*binaries, *datas]:
        reason = drop_reason(dest)
        if reason:
            dropped[dest] = reason
    for dest in _orphans(binaries, set(dropped), log):
        dropped[dest] = "needed only by dropped files"
    # Symlinks (Linux/macOS) whose target is dropped.
    norm = {_slash(d) for d in dropped}
    for dest, target, typecode in [*binaries, *datas]:
        if typecode == "SYMLINK":
            resolved = os.path.normpath(os.path.join(os.path.dirname(dest), target))
            if _slash(target) in norm or _slash(resolved) in norm:
                dropped[dest] = "symlink to a dropped file"

    sizes: dict[str, int] = {}
    for dest, src, typecode in [*binaries, *datas]:
        if dest in dropped and typecode != "SYMLINK" and src and os.path.isfile(src):
            sizes[dest] = os.path.getsize(src)
    by_reason: dict[str, list[int]] = {}
    for dest, reason in dropped.items():
        group = reason.split(" ")[0] if reason.startswith(("plugin", "Qt module")) else reason
        if reason.startswith("Qt module"):
            group = "Qt module"
        by_reason.setdefault(group, []).append(sizes.get(dest, 0))
    for group, items in sorted(by_reason.items()):
        log(f"qt_trim: dropped {len(items):4d} files, {sum(items) / 2**20:6.1f} MB: {group}")

    keep_b = [e for e in binaries if e[0] not in dropped]
    keep_d = [e for e in datas if e[0] not in dropped]
    return keep_b, keep_d
