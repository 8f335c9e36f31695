"""Lines of a prompt, a curtain or a label broken where they read best (Chinese and English).

Qt breaks Chinese between any two characters; ``break_phrases`` breaks between phrases, and
``unbroken`` keeps a name (a tile's, a seat's) on one line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

# Where a line of a prompt may break, and how well it reads there. Qt breaks Chinese between
# any two characters: a tester saw 点|击 split and “过” alone on the last line. A break
# after a colon or a full stop reads as a pause, after a comma nearly so, after 、 or a
# word's space as a plain break; inside a phrase it is a fault, taken only when one phrase
# is longer than a line.
_BREAK_STRONG = "：；。！？"
_BREAK_MEDIUM = "，）—"
_BREAK_WEAK = "、"
_LATIN_STRONG, _LATIN_MEDIUM = ":;.!?", ",)—–"
_OPENING = "（("  # a break may come before an opening bracket
_NO_LINE_START = "，。：；！？、）)”’》」,.:;!?/ "  # (English verbs are "Pung / Kong")
_LINE_COST = 100.0  # the fewest lines first
_INSIDE_COST = 150.0  # rather one more line than a phrase cut in two
_BREAK_COST = (0.0, 1.0, 2.0)  # strong, medium, weak
_WIDOW_COST = 3.0  # a last line of one lone word: "…, Win, or" / "Pass"


def break_phrases(text: str, width: Callable[[str], float], room: float) -> str:
    """``text`` broken into lines at most ``room`` wide (as ``width`` measures a line) where
    it reads best: the fewest lines, then breaks between phrases (after ：，、 or a space,
    before an opening bracket) rather than inside one, and no lone word on the last line.
    Lines already broken (``\n``) stay so.

    >>> def chars(line: str) -> float:
    ...     return float(len(line))
    >>> print(break_phrases("东家打出五万：可以吃、碰、杠、胡，或按“过”", chars, 18))
    东家打出五万：
    可以吃、碰、杠、胡，或按“过”
    >>> print(break_phrases("选择吃的组合：鼠标移到候选上查看，点击选定，Esc 取消", chars, 18))
    选择吃的组合：鼠标移到候选上查看，
    点击选定，Esc 取消
    >>> print(break_phrases("South seat adds Red dragon to a pung: Win, or Pass", chars, 29))
    South seat adds Red dragon to
    a pung: Win, or Pass
    >>> print(break_phrases("Chow, Pung, Kong, Win, or Pass", chars, 27))
    Chow, Pung, Kong, Win,
    or Pass
    """
    return "\n".join(_break_paragraph(line, width, room) for line in text.split("\n"))


def unbroken(name: str) -> str:
    """``name`` (a tile's, a seat's) with no-break spaces: a prompt's line must not end in
    "5" and the next begin "Characters".

    >>> unbroken("5 Characters")
    '5\xa0Characters'
    """
    return name.replace(" ", "\N{NO-BREAK SPACE}")


def _break_paragraph(text: str, width: Callable[[str], float], room: float) -> str:
    text = text.strip()
    if not text or width(text) <= room:
        return text
    n = len(text)
    best: list[tuple[float, int] | None] = [None] * (n + 1)  # (cost, start of its line)
    best[0] = (0.0, 0)
    for start in range(n):
        reached = best[start]
        if reached is None or text[start] == " ":
            continue
        for end in range(start + 1, n + 1):
            line = text[start:end].rstrip()
            used = width(line)
            if used > room and end > start + 1:  # (one character too wide still goes)
                break
            cost = reached[0] + _LINE_COST
            if end < n:
                cost += _break_cost(text, end) + ((room - used) / room) ** 2 / 2
            elif start and " " not in line and line.isascii():
                cost += _WIDOW_COST
            known = best[end]
            if known is None or cost < known[0]:
                best[end] = (cost, start)
    lines, end = [], n
    while end > 0:
        found = best[end]
        if found is None:  # a room narrower than a character: let the label wrap it
            return text
        lines.append(text[found[1] : end].strip())
        end = found[1]
    return "\n".join(reversed(lines))


def _break_cost(text: str, i: int) -> float:
    """What a break before ``text[i]`` costs the reader."""
    before, after = text[i - 1], text[i]
    if after in _NO_LINE_START:
        return _INSIDE_COST
    if before == " ":
        word_end = text[: i - 1].rstrip()[-1:]
        if word_end and word_end in _LATIN_STRONG + _BREAK_STRONG:
            return _BREAK_COST[0]
        if word_end and word_end in _LATIN_MEDIUM + _BREAK_MEDIUM:
            return _BREAK_COST[1]
        return _BREAK_COST[2]
    if before in _BREAK_STRONG:
        return _BREAK_COST[0]
    if before in _BREAK_MEDIUM or after in _OPENING:
        return _BREAK_COST[1]
    if before in _BREAK_WEAK:
        return _BREAK_COST[2]
    return _INSIDE_COST


WORD_JOINER = "\N{WORD JOINER}"
_COUNTS = re.compile(r"\d+向听|听牌|能胡")


def keep_counts(text: str) -> str:
    """``text`` with each count of the hints (``2向听``, ``听牌``, ``能胡``) held on one line
    by word joiners: the panel broke ``2向听 → 1向`` / ``听``. The joiners are invisible;
    ``shown_text`` takes them out again.

    >>> keep_counts("打九万：12向听 → 听牌").replace(WORD_JOINER, "+")
    '打九万：1+2+向+听 → 听+牌'
    """
    return _COUNTS.sub(lambda m: WORD_JOINER.join(m.group(0)), text)


def shown_text(text: str) -> str:
    """The text of a label without the joiners of ``keep_counts``."""
    return text.replace(WORD_JOINER, "")


STOPS = "：；，:;,"  # a long note breaks after one of these, or before an opening bracket
OPENING = "（("
# Two lines of the notice show far fewer characters than this; a longer note (a path in a
# saving-off reason) is cut first: the search for a break measures every place, and 8,000
# characters took 7.6 s.
NOTE_CHARS = 400


def note_lines(text: str, width: Callable[[str], float], room: float) -> Sequence[str]:
    """``text`` as one line if ``width`` says it fits ``room``, else as two: broken after a
    stop or before a bracket, outside quotes (a setting's name stays whole), where both
    halves fit, the most even such break; failing that,
    at the space (or, in Chinese, the character) that makes the longer half shortest. A
    player read "… passed for you by “Claims: Ask only …" and never saw the setting's place.

    >>> note_lines("short", len, 10)
    ('short',)
    >>> note_lines("one: two three (four five)", len, 16)
    ('one: two three', '(four five)')
    >>> note_lines('by “Claims: Ask only” (Settings)', len, 21)
    ('by “Claims: Ask only”', '(Settings)')
    >>> note_lines("aaaa bbbb cccc", len, 9)
    ('aaaa bbbb', 'cccc')
    >>> sum(map(len, note_lines("x" * 100_000, len, 60)))  # cut before it is measured
    400
    """
    if width(text) <= room:
        return (text,)
    text = text[:NOTE_CHARS]  # the rest could not be shown (the tooltip has it all)

    def halves(i: int) -> tuple[str, str]:
        return text[:i].rstrip(), text[i:].lstrip()

    def longer(i: int) -> float:
        return max(width(h) for h in halves(i))

    quoted = _quoted(text)
    cuts = [i + 1 for i, c in enumerate(text[:-1]) if c in STOPS and i not in quoted]
    cuts += [i for i, c in enumerate(text) if c in OPENING and i > 0 and i not in quoted]
    fitting = [i for i in cuts if longer(i) <= room]
    if not fitting:
        spaces = [i for i, c in enumerate(text) if c == " " and i > 0]
        fitting = spaces or list(range(1, len(text)))
    return halves(min(fitting, key=lambda i: (longer(i), -i)))  # a tie: the first longer


def _quoted(text: str) -> set[int]:
    """The places of ``text`` inside quotation marks (“…” or "…")."""
    inside, out, straight = False, set(), False
    for i, c in enumerate(text):
        if c == "“" or (c == '"' and not straight):
            inside, straight = True, c == '"'
        elif c == "”" or (c == '"' and straight):
            inside = straight = False
        elif inside:
            out.add(i)
    return out
