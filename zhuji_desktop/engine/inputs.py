"""Reading JSON that may be hostile: one discipline for every file and line the program reads.

Before ``json.loads`` sees a byte, the input is checked for size, decoded as UTF-8 with the
error turned into a message, and scanned for its nesting depth (``json`` recurses once per
level, so 10,000 ``[`` would raise ``RecursionError``), and, where ``Limits.max_values`` is
set, for how many values it may hold (a large file of tiny values, ``[[],[],…]``, costs some
twenty times its size in memory once parsed). While parsing, an integer longer than
``Limits.max_digits`` digits, a non-finite float and ``NaN``/``Infinity`` are refused (Python
refuses integers of more than 4,300 digits with a bare ``ValueError``). Every failure is an
``InputError`` (a ``ValueError``) whose message says what was wrong and where, so a reader
catches one exception at its boundary and turns it into a message, never a crash.

No I/O here (the engine does none): ``zhuji_desktop.safe_files`` reads files with this.

>>> parse_json(b'{"seed": 5}')
{'seed': 5}
>>> parse_json("[" * 100 + "]" * 100, Limits(max_depth=10))
Traceback (most recent call last):
...
zhuji_desktop.engine.inputs.InputError: the input is nested more than 10 levels deep
>>> parse_json(b'{"a": "\\xff"}'.replace(b"\\\\xff", b"\\xff"))
Traceback (most recent call last):
...
zhuji_desktop.engine.inputs.InputError: the input is not UTF-8 text (bad byte 0xff at offset 7)
"""

from __future__ import annotations

import functools
import json
import math
import re
import reprlib
from dataclasses import dataclass
from typing import Any


class InputError(ValueError):
    """Input that cannot be read: too big, not UTF-8, too deep, not JSON, or of the wrong
    shape. The message says which and where."""


@dataclass(frozen=True)
class Limits:
    """What one input may hold. The defaults suit one line of a log or one calculator case."""

    max_bytes: int = 1_000_000
    max_depth: int = 32
    max_digits: int = 30  # an integer literal longer than this is refused
    max_values: int | None = None  # arrays, objects and their items, counted from above
    # An object naming a key twice is refused (else the last one counts, unsaid). Off where
    # speed counts (history and log lines: the check builds every object in Python).
    unique_keys: bool = False

    def __post_init__(self) -> None:
        if self.max_bytes < 1 or self.max_depth < 1 or self.max_digits < 1:
            raise ValueError("limits must be positive")
        if self.max_values is not None and self.max_values < 1:
            raise ValueError("limits must be positive")


DEFAULT_LIMITS = Limits()

# Brackets, quotes and escape pairs: everything the depth scan needs to look at. An escape
# is matched as a unit, so an escaped quote never ends a string.
_STRUCTURE = re.compile(r'\\.|["\[\]{}]', re.DOTALL)


def decode(data: bytes | str, what: str = "the input") -> str:
    """UTF-8 bytes as text (a leading byte-order mark is dropped); text is returned as is.

    >>> decode(b"\\xef\\xbb\\xbf1m")
    '1m'
    """
    if isinstance(data, str):
        return data.removeprefix("\ufeff")
    try:
        text = bytes(data).decode("utf-8")
    except UnicodeDecodeError as e:
        bad = data[e.start : e.start + 1].hex()
        raise InputError(
            f"{what} is not UTF-8 text (bad byte 0x{bad} at offset {e.start})"
        ) from None
    return text.removeprefix("\ufeff")


def nesting_depth(text: str, stop_above: int | None = None) -> int:
    """How deeply arrays and objects nest in JSON ``text`` (brackets inside strings do not
    count). Stops early once the depth passes ``stop_above``.

    >>> nesting_depth('{"a": [1, "]]]", {"b": []}]}')
    4
    """
    depth = deepest = 0
    in_string = False
    for m in _STRUCTURE.finditer(text):
        token = m.group()
        if token == '"':
            in_string = not in_string
        elif in_string or token.startswith("\\"):
            continue
        elif token in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if stop_above is not None and deepest > stop_above:
                    break
        else:
            depth -= 1
    return deepest


def check_text(text: str, limits: Limits = DEFAULT_LIMITS, what: str = "the input") -> None:
    """Raise ``InputError`` if ``text`` is longer, deeper or holds more values than
    ``limits`` allow. Values are counted from above, by commas and opening brackets (those
    inside strings too), so a text within the count is within the limit.

    >>> check_text("[[], [], [], []]", Limits(max_values=4))
    Traceback (most recent call last):
    ...
    zhuji_desktop.engine.inputs.InputError: the input holds more than 4 values
    """
    if len(text) > limits.max_bytes:  # characters: at most as many as the bytes were
        raise InputError(
            f"{what} is too large ({len(text):,} characters; at most {limits.max_bytes:,})"
        )
    brackets = text.count("[") + text.count("{")  # at C speed: most inputs stop here
    # the count first: the depth scan below is a Python loop over every bracket
    if limits.max_values is not None and brackets + text.count(",") > limits.max_values:
        raise InputError(f"{what} holds more than {limits.max_values:,} values")
    if brackets > limits.max_depth and nesting_depth(text, limits.max_depth) > limits.max_depth:
        raise InputError(f"{what} is nested more than {limits.max_depth} levels deep")


def parse_json(data: bytes | str, limits: Limits = DEFAULT_LIMITS, what: str = "the input") -> Any:
    """Parse one JSON document within ``limits``; raises ``InputError`` saying what is wrong.

    >>> parse_json("1" * 40)
    Traceback (most recent call last):
    ...
    zhuji_desktop.engine.inputs.InputError: the input has a number of 40 digits (at most 30)
    """
    if len(data) > limits.max_bytes:
        # readers stop one byte past the limit (a line, a pipe): how long the input really
        # is, is not known here, only that it is longer than allowed
        unit = "characters" if isinstance(data, str) else "bytes"
        raise InputError(f"{what} is too large (more than {limits.max_bytes:,} {unit})")
    text = decode(data, what)
    check_text(text, limits, what)
    try:
        return _decoder(limits.max_digits, limits.unique_keys).decode(text)
    except _Refused as e:
        raise InputError(f"{what} {e}") from None
    except RecursionError:  # only if the caller's stack is already deep: still a message
        raise InputError(f"{what} is nested too deeply to read") from None
    except ValueError as e:  # json.JSONDecodeError says where
        raise InputError(f"{what} is not valid JSON ({e})") from None


class _Refused(ValueError):
    """A literal the decoder's hooks refuse; ``parse_json`` names the input."""


@functools.lru_cache(maxsize=8)
def _decoder(max_digits: int, unique_keys: bool = False) -> json.JSONDecoder:
    """A decoder that refuses long integers, non-finite floats and NaN/Infinity, and with
    ``unique_keys`` a key named twice in one object (made once per limit: building one per
    call would cost as much as a short line's parsing)."""

    def parse_int(literal: str) -> int:
        digits = len(literal) - literal.startswith("-")
        if digits > max_digits:
            raise _Refused(f"has a number of {digits:,} digits (at most {max_digits})")
        return int(literal)

    def parse_float(literal: str) -> float:
        value = float(literal)
        if not math.isfinite(value):
            raise _Refused(f"has a number out of range ({literal[:20]})")
        return value

    def parse_constant(name: str) -> Any:
        raise _Refused(f"has {name}, which is not a JSON number")

    def unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Refused(f"names the key {excerpt(key)} twice")
            seen.add(key)
        return dict(pairs)

    return json.JSONDecoder(
        parse_int=parse_int,
        parse_float=parse_float,
        parse_constant=parse_constant,
        object_pairs_hook=unique if unique_keys else None,
    )


def excerpt(text: str, most: int = 40) -> str:
    """``text`` quoted for a message: whole if short, else its first ``most`` characters and
    its length, so that a message about a huge input (a save of millions of characters in one
    string) is still one line that can be read, logged and shown.

    >>> excerpt("1m"), excerpt("1" * 50, most=4)
    ("'1m'", "'1111'… (50 characters)")
    """
    if len(text) <= most:
        return repr(text)
    return f"{text[:most]!r}… ({len(text):,} characters)"


# Numbers typed on a command line are read as they would be written: digits 0-9 (Python's
# ``int`` and ``float`` also read ``٣``, full-width ``５`` and ``1_0``), and at most this many,
# so that a refusal quotes a short excerpt and a huge number is never worked on.
MAX_NUMBER_DIGITS = 30
_DECIMAL = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]{1,3})?")


def whole_number(text: str) -> int:
    """A whole number written in digits 0-9, with a sign if any; ``ValueError`` says what
    was wrong.

    >>> whole_number(" -12 ")
    -12
    >>> whole_number("\uff15")
    Traceback (most recent call last):
    ...
    ValueError: expected a whole number in digits 0-9 (at most 30), got '５'
    """
    body = text.strip()
    digits = body.removeprefix("-").removeprefix("+")
    if not (digits.isascii() and digits.isdigit()) or len(digits) > MAX_NUMBER_DIGITS:
        raise ValueError(
            f"expected a whole number in digits 0-9 (at most {MAX_NUMBER_DIGITS}), "
            f"got {excerpt(text)}"
        )
    return int(body)


def decimal_number(text: str) -> float:
    """A number written in digits 0-9, with a point and an exponent if any (``0.5``,
    ``1e3``); not ``inf``, ``nan``, ``1_0`` or other scripts' digits.

    >>> decimal_number("0.25"), decimal_number("2e1")
    (0.25, 20.0)
    """
    body = text.strip()
    if len(body) > MAX_NUMBER_DIGITS or not _DECIMAL.fullmatch(body):
        raise ValueError(f"expected a number in digits 0-9, got {excerpt(text)}")
    return float(body)


class _JsonRepr(reprlib.Repr):
    """``reprlib``'s short forms, in JSON's words: ``null``, ``true``, ``"text"``."""

    def repr_NoneType(self, value: None, level: int) -> str:  # (reprlib's names)
        return "null"

    def repr_bool(self, value: bool, level: int) -> str:
        return json.dumps(value)

    def repr_str(self, value: str, level: int) -> str:
        return json_excerpt(value, self.maxstring)

    def repr_tuple(self, value: tuple, level: int) -> str:  # (read from JSON: an array)
        return self.repr_list(list(value), level)


_JSON_REPR = _JsonRepr()


def quoted(value: Any) -> str:
    """Any value read from a file, quoted for a message and short however large it is: text
    by ``excerpt``, anything else as JSON writes it, by ``reprlib`` (a list of 100,000
    numbers shows its start; a message never says ``None`` or ``True``).

    >>> quoted("east"), quoted(list(range(100))), quoted(None), quoted({"a": [True]})
    ("'east'", '[0, 1, 2, 3, 4, 5, ...]', 'null', '{"a": [true]}')
    """
    return excerpt(value) if isinstance(value, str) else _JSON_REPR.repr(value)


def json_kind(value: Any) -> str:
    """What a value read from JSON is, in the words of JSON (a message about a wrong value
    names what it got in the input's terms, never a Python type such as ``NoneType``).

    >>> [json_kind(v) for v in (None, [1], {}, "x", True, 1.5)]
    ['null', 'an array', 'an object', 'a string', 'true', 'a number']
    """
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, (list, tuple)):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return "a value JSON does not have"


def json_excerpt(value: Any, most: int = 60) -> str:
    """A value read from JSON, as JSON for a message, cut to its start if long (a line may
    be 100 kB; a value that is not JSON is said by its kind).

    >>> json_excerpt([None, True]), json_excerpt("x" * 100, most=8)
    ('[null, true]', '"xxxxxxx… (102 characters)')
    """
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):  # not JSON at all (a caller's own object)
        return json_kind(value)
    return text if len(text) <= most else f"{text[:most]}… ({len(text):,} characters)"


def dumps_line(value: Any) -> str:
    """``value`` as one line of JSON that can always be written as UTF-8: non-ASCII text is
    kept readable, but a lone surrogate (which ``json`` accepts as ``"\\ud800"``) would make
    the UTF-8 encoder fail, so then everything is escaped instead.

    >>> dumps_line({"名": "\\ud800"})
    '{"\\\\u540d": "\\\\ud800"}'
    """
    text = json.dumps(value, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(value)
    return text


def json_prefix(data: bytes | str, limits: Limits = DEFAULT_LIMITS) -> str | None:
    """The longest beginning of a damaged JSON document that is whole once its open arrays
    and objects are closed, as text; None if not even its first bracket survives, or if the
    text is beyond ``limits`` (too large, deep or many: not damage to work around). For
    salvage: a save cut short, or with a bad byte, keeps what came before the damage.

    >>> json_prefix('{"a": [1, 2, "thr')
    '{"a": [1, 2]}'
    >>> json_prefix('{"a": [1, 2], "b": {"c": 12')
    '{"a": [1, 2], "b": {}}'
    >>> json_prefix(b'{"a": "x\\xff y"}')
    '{}'
    """
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as e:  # what came before the bad byte
            text = data[: e.start].decode("utf-8")
    else:
        text = data
    text = text.removeprefix("\ufeff")
    try:
        check_text(text, limits)
        json.loads(text)
    except InputError:
        return None
    except ValueError as e:  # the whole text before the first error (JSONDecodeError.pos)
        text = text[: getattr(e, "pos", len(text))]
    else:
        return text
    best = _last_whole_cut(text)
    if best is None:
        return None
    cut, closers = best
    return text[:cut].rstrip().rstrip(",") + closers


def _last_whole_cut(text: str) -> tuple[int, str] | None:
    """Where a cut of ``text`` leaves only whole values, the last such place, and what then
    closes it ("]}"). Each open container is "{k" (a key next), "{:" (its colon), "{v" (a
    value), "{," (a comma or the end), or "[v" / "[,"."""
    best: tuple[int, str] | None = None
    stack: list[str] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in " \t\r\n":
            i += 1
            continue
        if c in "{[":
            stack.append("{k" if c == "{" else "[v")
            i += 1
            best = (i, _closers(stack))
            continue
        if c in ",:":
            if stack:
                stack[-1] = "{v" if c == ":" else ("{k" if stack[-1][0] == "{" else "[v")
            i += 1
            continue
        if c in "}]":
            if not stack:
                break
            stack.pop()
            i += 1
        elif c == '"':
            end = _string_end(text, i)
            if end is None:
                break
            i = end
            if stack and stack[-1] == "{k":  # a key: not a value yet
                stack[-1] = "{:"
                continue
        else:  # a number or true/false/null: whole only if something follows it
            while i < n and text[i] not in " \t\r\n,:]}":
                i += 1
            if i >= n:
                break
        _value_done(stack)
        best = (i, _closers(stack))
    return best


def _string_end(text: str, start: int) -> int | None:
    """Where the string opened at ``start`` ends (after its quote); None if it does not."""
    i = start + 1
    while i < len(text):
        if text[i] == "\\":
            i += 2
        elif text[i] == '"':
            return i + 1
        else:
            i += 1
    return None


def _value_done(stack: list[str]) -> None:
    if stack:
        stack[-1] = "{," if stack[-1][0] == "{" else "[,"


def _closers(stack: list[str]) -> str:
    return "".join("}" if s[0] == "{" else "]" for s in reversed(stack))
