"""Settings values that Qt would unpack from its binary stream, found before Qt reads them.

``QSettings`` turns a text value starting with ``@Variant(`` (or ``@DateTime(``) into the
object its bytes describe: one claiming a list of two billion items made Qt abort the whole
program (``std::bad_alloc``) on every start, beyond any ``except``, from a 43-byte settings
file. The program writes its settings as text only, and Qt writes a text starting with "@"
as "@@", so a store holding such a value was written by something else; ``SettingsStore``
sets it aside before Qt reads a value.

The INI file is read as Qt reads it (a search of the raw bytes was got round by a value in
a list, ``\\r`` line ends, a continued line and an escaped "@"): lines end at ``\\n`` or
``\\r``, a backslash before the line's end continues it, escapes are decoded, and a value is
split into its items at commas outside quotes. A macOS plist (``plistlib``) and the Windows
registry (``winreg``) hold each value as a string of its own.

>>> unpacked_in_ini(b'[General]\\nlanguage=zh\\nname=@@Variant(x\\n')
False
>>> unpacked_in_ini(b'a=1\\rfoo=x, \\\\x40Variant(\\\\0)\\r')
True
"""

from __future__ import annotations

import re
import string
import sys
from collections.abc import Iterable, Iterator
from typing import Any

UNPACKED = ("@Variant(", "@DateTime(")
_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}
_LINE_END = re.compile(r"\r\n|\r|\n")
_CONTINUED = re.compile(r"\\(?:\r\n|\r|\n)")


def is_unpacked(value: str) -> bool:
    """Whether Qt would unpack ``value`` (one item of a setting) from its binary stream."""
    return value.startswith(UNPACKED)


def unpacked_in_ini(raw: bytes) -> bool:
    """Whether an INI file's bytes hold a value Qt would unpack (see the module text)."""
    text = _CONTINUED.sub("", raw.decode("utf-8", "replace"))
    for line in _LINE_END.split(text):
        key, sep, value = line.partition("=")
        comment = key.lstrip().startswith((";", "#", "["))
        if sep and not comment and any(is_unpacked(item) for item in ini_items(value)):
            return True
    return False


def ini_items(value: str) -> list[str]:
    """A raw INI value as Qt reads it: escapes decoded, split at commas outside quotes,
    each item stripped of the spaces around it."""
    items: list[str] = []
    out: list[str] = []
    quoted, i, n = False, 0, len(value)
    while i < n:
        c = value[i]
        if c == '"':
            quoted = not quoted
        elif c == "," and not quoted:
            items.append("".join(out))
            out = []
        elif c == "\\" and i + 1 < n:
            char, i = _escape(value, i + 1)
            out.append(char)
            continue
        else:
            out.append(c)
        i += 1
    items.append("".join(out))
    return [item.strip() for item in items]


def _escape(value: str, i: int) -> tuple[str, int]:
    """The character an escape at ``value[i]`` (after its backslash) stands for, and where
    the text goes on."""
    c = value[i]
    if c in "xX":
        j = i + 1
        while j < len(value) and value[j] in string.hexdigits:
            j += 1
        return chr(int(value[i + 1 : j] or "0", 16) % 0x110000), j
    if c in "01234567":
        j = i
        while j < len(value) and j < i + 3 and value[j] in "01234567":
            j += 1
        return chr(int(value[i:j], 8)), j
    return _ESCAPES.get(c, c), i + 1


def unpacked_in_plist(data: bytes) -> bool:
    """Whether a macOS plist's strings hold a value Qt would unpack (False if it is no
    plist: Qt reports that itself)."""
    import plistlib

    try:
        root = plistlib.loads(data)
    except Exception:  # any malformed plist: not ours to judge
        return False
    return any(is_unpacked(s) for s in _strings(root))


def _strings(node: Any) -> Iterator[str]:
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for v in node.values():
            yield from _strings(v)
    elif isinstance(node, list | tuple):
        for v in node:
            yield from _strings(v)


def unpacked_in_registry(key_path: str, depth: int = 3) -> bool:
    """Whether the Windows registry key ``HKEY_CURRENT_USER\\<key_path>`` (and its subkeys)
    holds a string value Qt would unpack; False where there is no registry."""
    if sys.platform != "win32":
        return False
    import winreg

    try:
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, key_path) as key:
            return any(is_unpacked(s) for s in _registry_strings(winreg, key, depth))
    except OSError:
        return False  # no settings yet (or unreadable: Qt reports it)


def _registry_strings(winreg: Any, key: Any, depth: int) -> Iterable[str]:
    subkeys, values, _modified = winreg.QueryInfoKey(key)
    for i in range(values):
        _name, data, kind = winreg.EnumValue(key, i)
        if kind in (winreg.REG_SZ, winreg.REG_EXPAND_SZ) and isinstance(data, str):
            yield data
        elif kind == winreg.REG_MULTI_SZ and isinstance(data, list):
            yield from (d for d in data if isinstance(d, str))
    if depth > 0:
        for i in range(subkeys):
            with winreg.OpenKey(key, winreg.EnumKey(key, i)) as sub:
                yield from _registry_strings(winreg, sub, depth - 1)
