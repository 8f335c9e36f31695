"""How the shanten tables of ``hand`` are made: offline, and once (docs/rules.md §7).

``_hand_tables.py`` is generated here from a direct dynamic programme over one group's count
pattern (``group_profile``, which tests also use as the tables' reference); ``hand`` only
loads it. Regenerate with ``python -m zhuji_desktop.engine.shanten_tables --generate`` (a few
minutes) and verify with ``--check``.
"""

from __future__ import annotations

import base64
import lzma
import sys
from collections.abc import Sequence

from .hand import (
    _COPIES,
    _INF,
    _MAX_GROUP,
    _SLOT_SUMS,
    MAX_WILDS,
    Profile,
    _cap_index,
    _pareto,
    _unpack,
)


def _dp_step(states: dict, count: int, chows: bool) -> dict:
    """Extend every partial target by one more kind holding ``count`` natural tiles.

    A state (a2, a1, m, p, e) -> gap: a2, a1 are the chows begun two kinds and one kind back
    (both still need a tile here), m melds and p pairs so far, e tiles beyond four of a kind.
    At this kind the target takes u pungs, q pairs and ``a`` new chows.
    """
    out: dict = {}
    for (a2, a1, m, p, e), gap in states.items():
        for u in range(5 - m):
            for q in (0, 1) if p == 0 else (0,):
                for a in range(5 - m - u if chows else 1):
                    t = 3 * u + 2 * q + a + a1 + a2
                    e2 = e + (t - _COPIES if t > _COPIES else 0)
                    if e2 > MAX_WILDS:  # more excess than wilds can ever cover
                        break
                    key = (a1, a, m + u + a, p + q, e2)
                    g2 = gap + (t - count if t > count else 0)
                    if out.get(key, _INF) > g2:
                        out[key] = g2
    return out


def _dp_profile(states: dict) -> Profile:
    """The profile of the completed targets, with fresh melds (3) and pairs (2) folded in.

    Folding is exact: a meld or pair using no natural tile can always sit on an empty kind
    somewhere in the hand (34 kinds, at most 29 in use), adding no excess.
    """
    best: dict[tuple[int, int, int], int] = {}
    for (a2, a1, m, p, e), gap in states.items():
        if a2 == a1 == 0 and best.get((m, p, e), _INF) > gap:
            best[(m, p, e)] = gap
    slots = []
    for m in range(5):
        for p in range(2):
            row: dict[int, int] = {}
            for (m1, p1, e), gap in best.items():
                if m1 <= m and p1 <= p:
                    g = gap + 3 * (m - m1) + 2 * (p - p1)
                    if row.get(e, _INF) > g:
                        row[e] = g
            slots.append(_pareto(row))
    return tuple(slots)


def group_profile(pattern: Sequence[int], chows: bool) -> Profile:
    """The profile of one group's count pattern, computed directly (the tables' reference).

    >>> group_profile([1, 1, 0, 0, 0, 0, 0, 0, 0], True)[2]  # one meld: 12m needs 3m
    ((0, 1),)
    >>> group_profile([4], False)[3]  # pung + pair from four of a kind: a fifth, wild only
    ((0, 2), (1, 1))
    """
    states: dict = {(0, 0, 0, 0, 0): 0}
    for i, n in enumerate(pattern):
        states = _dp_step(states, n, chows and i <= len(pattern) - 3)
    return _dp_profile(states)


def _all_profiles(length: int, chows: bool) -> tuple[bytearray, list[Profile]]:
    """Profile ids of every pattern (base-5 index; 255 = over 14 tiles) and the profiles.

    Walks the tree of prefixes so each prefix's DP states are computed once.
    """
    ids = bytearray([255]) * 5**length
    found: dict[Profile, int] = {}

    def walk(i: int, states: dict, index: int, weight: int, total: int) -> None:
        if i == length:
            ids[index] = found.setdefault(_dp_profile(states), len(found))
            return
        for n in range(min(_COPIES, _MAX_GROUP - total) + 1):
            nxt = _dp_step(states, n, chows and i <= length - 3)
            walk(i + 1, nxt, index + n * weight, weight * 5, total + n)

    walk(0, {(0, 0, 0, 0, 0): 0}, 0, 1, 0)
    if len(found) > 255:
        raise RuntimeError("too many distinct profiles for one byte")
    return ids, list(found)


def _encode_profiles(profiles: Sequence[Profile]) -> bytes:
    out = bytearray([len(profiles)])
    for prof in profiles:
        for slot in prof:
            out.append(len(slot))
            for e, g in slot:
                out += bytes((e, g))
    return bytes(out)


def _combine_capped(a: Sequence[int], b: Sequence[int]) -> tuple[int, ...]:
    """Min-plus combination of two no-wild gap vectors (m <= 4 melds, p <= 1 pair)."""
    out = [_INF] * 10
    for i, j, s in _SLOT_SUMS:
        if a[i] + b[j] < out[s]:
            out[s] = a[i] + b[j]
    return tuple(out)


def _fast_tables(suit_caps: list, hon_caps: list) -> list[bytes]:
    """The no-wild combination tables: suit x suit, suit x honours, then the shanten by k."""
    pairs = [_combine_capped(a, b) for a in suit_caps for b in suit_caps]
    ss_vecs = sorted(set(pairs))
    ss_id = {v: i for i, v in enumerate(ss_vecs)}
    sh = [_combine_capped(a, b) for a in suit_caps for b in hon_caps]
    sh_vecs = sorted(set(sh))
    sh_id = {v: i for i, v in enumerate(sh_vecs)}
    fin = [bytearray(len(ss_vecs) * len(sh_vecs)) for _ in range(5)]
    for x, a in enumerate(ss_vecs):
        for y, b in enumerate(sh_vecs):
            v = _combine_capped(a, b)
            for k in range(5):  # stored as shanten + 1 = gap of (k melds, 1 pair)
                fin[k][x * len(sh_vecs) + y] = v[2 * k + 1]
    header = bytes((len(ss_vecs), len(sh_vecs)))
    return [header, bytes(ss_id[v] for v in pairs), bytes(sh_id[v] for v in sh)] + [
        bytes(f) for f in fin
    ]


def _pack(sections: Sequence[bytes]) -> str:
    raw = b"".join(len(s).to_bytes(4, "little") + s for s in sections)
    return base64.b85encode(lzma.compress(raw, preset=9 | lzma.PRESET_EXTREME)).decode()


def _table_sections() -> list[bytes]:
    """Everything ``_hand_tables.py`` holds, computed from scratch (a few minutes)."""
    suit_ids, suit_profs = _all_profiles(9, True)
    hon_ids, hon_profs = _all_profiles(7, False)
    suit_caps, hon_caps = _cap_index(suit_profs)[1], _cap_index(hon_profs)[1]
    sections = [bytes(suit_ids), bytes(hon_ids)]
    sections += [_encode_profiles(suit_profs), _encode_profiles(hon_profs)]
    return sections + _fast_tables(suit_caps, hon_caps)


def generate_table_source() -> str:
    """The source of ``_hand_tables.py`` (pure Python; takes a few minutes)."""
    text = _pack(_table_sections())
    lines = [f'    "{text[i : i + 92]}"' for i in range(0, len(text), 92)]
    return (
        '"""Shanten tables for ``hand.py``: profile ids of every group pattern and their\n'
        "combinations. Generated by ``python -m zhuji_desktop.engine.shanten_tables\n"
        '--generate``; do not edit (``--check`` verifies them)."""\n\n'
        "FORMAT = 1\n"
        "DATA = (\n" + "\n".join(lines) + "\n)\n"
    )


def _main(argv: Sequence[str]) -> int:
    """``--generate [path]`` writes the tables; ``--check`` compares them with a regeneration."""
    from pathlib import Path

    path = Path(__file__).with_name("_hand_tables.py")
    if argv[:1] == ["--generate"]:
        target = Path(argv[1]) if len(argv) > 1 else path
        target.write_text(generate_table_source(), encoding="utf-8")
        print(f"wrote {target}")
        return 0
    if argv[:1] == ["--check"]:  # compares contents, not compressed bytes
        from . import _hand_tables

        same = _unpack("".join(_hand_tables.DATA)) == _table_sections()
        print("tables are up to date" if same else "tables differ from a regeneration")
        return 0 if same else 1
    print("usage: python -m zhuji_desktop.engine.shanten_tables --generate [path] | --check")
    return 2


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
