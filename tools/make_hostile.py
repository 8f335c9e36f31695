"""Generate the hostile-file corpus: ``tests/data/hostile/`` (run from anywhere; needs only
the package itself).

    python tools/make_hostile.py [--out DIR]

Each file is a damaged or malicious version of a file the program reads: the autosave, the
settings, the history, a replay or sim log, calculator batch input, script input. Next to
them, ``manifest.json`` says for each file where it goes (``place``: its name in a data
folder) and what the program must make of it (``expect``); tests/files/test_hostile*.py read the
manifest, so a new file here is tested without a new test. The files are kept small: the
long replay log (20,000 events) is made at test and bench time by ``long_replay_lines``.

Everything is deterministic (fixed seeds, a fixed match id), so running it again gives the
same files as long as the engine deals and plays the same way.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from zhuji_desktop.engine.actions import Action  # noqa: E402
from zhuji_desktop.engine.match import Match  # noqa: E402
from zhuji_desktop.engine.rules import RuleSet  # noqa: E402
from zhuji_desktop.engine.save import dumps_match  # noqa: E402
from zhuji_desktop.engine.state import random_move  # noqa: E402
from zhuji_desktop.history import HistoryRecord, PlayerInfo  # noqa: E402

OUT = ROOT / "tests" / "data" / "hostile"
DEEP = 10_000  # the audit's deeply nested autosave
HUGE = "9" * 4301  # one digit more than Python's int-from-text limit
SEATS_META = {"seats": [{"kind": k, "name": ""} for k in ("human", "normal", "normal", "normal")]}
PLAYERS = tuple(PlayerInfo(n, k) for n, k in [("你", "human"), ("A", "easy"), ("B", "normal"),
                                                ("C", "hard")])  # fmt: skip


# --- good material to damage -----------------------------------------------------------------


def early_match() -> Match:
    """A match a few actions in (bids passed, wilds named): replayable by any engine that
    deals this wall, and quick to resume."""
    m = Match(RuleSet(), seed=7, id="0123456789abcdef")
    for text in ("E pass", "S pass", "W pass", "N pass", "E wild 7z"):
        m.apply(Action.parse(text))
    return m


def early_save() -> dict[str, Any]:
    return json.loads(dumps_match(early_match(), SEATS_META))


def played_hands(n: int, seed: int = 11) -> list[tuple[HistoryRecord, list[dict[str, Any]]]]:
    """``n`` finished hands of a match of random legal moves: their history records and
    their events."""
    match = Match(RuleSet(match_hands=n), seed=seed, id="fedcba9876543210")
    rng = random.Random(seed)
    out = []
    while not match.finished:
        while not match.hand_over():
            match.apply(random_move(match.state, rng))
        events = [e.to_dict() for e in match.state.events]
        hand = match.next_hand()
        record = HistoryRecord.from_hand(hand, match.rules, PLAYERS, match.seed, None, match.id)
        out.append((_dated(record, hand.index), events))
    return out


def _dated(record: HistoryRecord, index: int) -> HistoryRecord:
    return replace(record, date=f"2024-05-0{index + 1}T20:30:00+08:00")


def line(obj: Any) -> bytes:
    return (json.dumps(obj, ensure_ascii=False) + "\n").encode("utf-8")


def sim_header(record: HistoryRecord) -> dict[str, Any]:
    return {
        "type": "hand", "index": record.index, "deal": record.index, "rotation": 0,
        "seed": record.seed, "players": dict(zip("ESWN", ["hard", "normal", "normal", "easy"])),
        "rules": record.rules, "actions": list(record.actions),
    }  # fmt: skip


def long_replay_lines(events: int = 20_000, seed: int = 1) -> list[str]:
    """A sim log of one hand with ``events`` events: a real deal, then draws and discards of
    random tiles by random seats (most of which a real hand could not have), like the shared
    file of the audit that took 45 s and 1.75 GB to open."""
    rng = random.Random(seed)
    record, real = played_hands(1, seed=seed)[0]
    out = [json.dumps(sim_header(record)), json.dumps(real[0])]
    codes = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)]
    wall = 83
    for i in range(events - 1):
        seat = "ESWN"[rng.randrange(4)]
        tile = rng.choice(codes)
        if i % 2 == 0:
            wall = max(0, wall - 1)
            event = {"type": "draw", "seat": seat, "tile": tile, "tail": False, "wall_left": wall}
        else:
            event = {"type": "discard", "seat": seat, "tile": tile}
        out.append(json.dumps(event))
    return out


# --- the corpus ------------------------------------------------------------------------------


def autosaves() -> dict[str, tuple[bytes, dict[str, Any]]]:
    good = early_save()
    text = json.dumps(good, ensure_ascii=False)
    aside = {"place": "autosave.json", "expect": "set aside"}
    resumes = {"place": "autosave.json", "expect": "resumes"}
    salvaged = {"place": "autosave.json", "expect": "salvaged"}  # set aside, its start goes on
    unreplayable = {**good, "actions": [[*good["actions"][0], "E win"]]}
    tampered = {**good, "checkpoint": {"hands": 0, "records": [], "mac": "0" * 64}}
    surrogate = {**good, "meta": {**SEATS_META, "shown": 0, "note": "\ud800"}}
    return {
        "deep-nesting.json": (b"[" * DEEP, aside),
        "deep-object.json": (b'{"a":' * 2000, aside),
        "bad-utf8.json": (text.encode().replace(b'"E pass"', b'"E \xff"'), aside),
        "huge-number.json": (json.dumps({**good, "seed": 0}).replace('"seed": 0', f'"seed": {HUGE}')
                             .encode(), aside),
        "nan-version.json": (json.dumps({**good, "version": float("nan")}).encode(), aside),
        "bool-version.json": (json.dumps({**good, "version": True}).encode(), aside),
        "not-an-object.json": (b"[1, 2, 3]", aside),
        "empty.json": (b"", aside),
        "truncated.json": (text.encode()[: len(text) // 2], aside),
        "wrong-types.json": (json.dumps({**good, "seeds": {}, "actions": "E"}).encode(), aside),
        "newer-version.json": (json.dumps({**good, "version": 99}).encode(), aside),
        "unreplayable.json": (json.dumps(unreplayable).encode(), salvaged),
        "binary.json": (bytes(range(256)) * 4, aside),
        "tampered-checkpoint.json": (json.dumps(tampered).encode(), resumes),
        "lone-surrogate-meta.json": (json.dumps(surrogate).encode(), resumes),
    }  # fmt: skip


def settings_files() -> dict[str, tuple[bytes, dict[str, Any]]]:
    damaged = {"place": "settings.ini", "expect": "defaults"}
    return {
        "binary.ini": (bytes(range(256)) + b"\n[General\n\x00\xff=\xfe\n", damaged),
        "deep-rules.ini": (b"[General]\nrules=" + b"[" * DEEP + b"\n", damaged),
        "huge-number.ini": (b"[General]\nsound_volume=" + HUGE.encode() + b"\n", damaged),
        "garbage-values.ini": (
            b"[General]\nsound_volume=loud\nhints=maybe\nseats=[1, 2, 3, 4]\n"
            b'rules={"top_level": 1e999}\nlanguage=<b>zh</b>\n',
            damaged,
        ),
    }


def histories() -> dict[str, tuple[bytes, dict[str, Any]]]:
    hands = played_hands(3)
    good = [line(r.to_dict()) for r, _ in hands]
    ints = json.loads(good[1])
    ints["players"] = [1, 2, 3, 4]

    def expect(records: int, skipped: int, **more: int) -> dict[str, Any]:
        return {"place": "history.jsonl", "records": records, "skipped": skipped, **more}

    return {
        "players-not-objects.jsonl": (good[0] + line(ints) + good[2], expect(2, 1)),
        "torn-last-line.jsonl": (good[0] + good[1] + good[2][: len(good[2]) // 2],
                                 expect(2, 1, torn=1)),
        "duplicated-hands.jsonl": (good[0] + good[1] + good[1] + good[2],
                                   expect(3, 0, duplicates=1)),
        "bad-bytes.jsonl": (good[0] + b'{"version": 1, "date": "\xff\xfe"}\n' + good[2],
                            expect(2, 1)),
        "deep-nesting.jsonl": (good[0] + b"[" * DEEP + b"\n" + good[2], expect(2, 1)),
        "huge-number.jsonl": (good[0] + good[1].replace(b'"version": 1', f'"version": {HUGE}'
                              .encode()) + good[2], expect(2, 1)),
        "binary.jsonl": (bytes(range(256)) * 4, expect(0, 5, torn=1)),
    }  # fmt: skip


def replays() -> dict[str, tuple[bytes, dict[str, Any]]]:
    record, events = played_hands(1, seed=5)[0]
    head = line(sim_header(record))
    body = [line(e) for e in events]
    settle_at = next(i for i, e in enumerate(events) if e["type"] == "settle")
    shown = sum(e["type"] != "decide" for e in events)

    def expect(bad: int, steps: int = shown, skipped: int = 0) -> dict[str, Any]:
        return {"place": "replay.jsonl", "hands": 1, "steps": steps, "bad_events": bad,
                "skipped": skipped}  # fmt: skip

    settle = line({"type": "settle", "deltas": [1, 2, 3]})
    deal = line({"type": "deal", "hands": ["1m"]})
    rich = [line({"type": "<h1 style='font-size:400px'>big</h1>", "seat": "E"}),
            line({"type": "<img src='/local.png'>"})]  # fmt: skip
    garbage = [
        b"\xff\xfe not text\n",
        b"[" * DEEP + b"\n",
        b'"a string"\n',
        f'{{"type": "draw", "seat": "E", "tile": "1m", "wall_left": {HUGE}}}\n'.encode(),
    ]
    return {
        "settle-list.jsonl": (head + b"".join(body[:settle_at]) + settle
                              + b"".join(body[settle_at:]), expect(1, shown + 1)),
        "deal-list.jsonl": (head + deal + b"".join(body), expect(1, shown + 1)),
        "rich-text-types.jsonl": (head + b"".join(body[:3]) + b"".join(rich)
                                  + b"".join(body[3:]), expect(2, shown + 2)),
        "garbage-lines.jsonl": (head + b"".join(body[:5]) + b"".join(garbage)
                                + b"".join(body[5:]), expect(0, shown, skipped=4)),
    }  # fmt: skip


WORKED = {"hand": "111z777z123m456m9m", "win": "9m"}


def calc_batch() -> dict[str, tuple[bytes, dict[str, Any]]]:
    cases: list[tuple[bytes, bool]] = [
        (json.dumps(WORKED).encode(), False),
        (b'{"hand": "111z777z\xff23m456m9m", "win": "9m"}', True),
        (b"[" * 1000 + b"]" * 1000, True),
        (b'{"hand": "111z777z123m456m9m", "win": "9m", "base": ' + HUGE.encode() + b"}", True),
        (b'{"hand": "111z777z123m456m9m", "win": "9m", "base": NaN}', True),
        (b'{"hand": "\\ud800", "win": "9m"}', True),
        (b"", True),
        (b"\x00\x01\x02", True),
        (
            b'{"hand": "111z777z123m456m9m", "win": "9m", "rules": ' + b"[" * 20 + b"]" * 20 + b"}",
            True,
        ),
        (json.dumps(WORKED).encode(), False),
    ]
    body = b"".join(c + b"\n" for c, _ in cases)
    return {"batch.jsonl": (body, {"place": "stdin", "errors": [e for _, e in cases]})}


def scripts() -> dict[str, tuple[bytes, dict[str, Any]]]:
    bad = {"place": "stdin", "exit": 2}
    hands = {"E": "11122233344455m", "S": "1112223334445p", "W": "1112223334445s",
             "N": "1112223334445z"}  # fmt: skip
    return {
        "deep-nesting.json": (b"[" * 1000, bad),
        "bad-utf8.json": (b'{"hands": {"E": "\xff"}}', bad),
        "huge-number.json": (b'{"rules": {"top_level": ' + HUGE.encode() + b"}}", bad),
        "not-an-object.json": (b"[1, 2]", bad),
        "actions-not-text.json": (json.dumps({"hands": hands, "actions": [1, None]}).encode(), bad),
        "good.json": (json.dumps({"hands": hands, "actions": ["E pass"]}).encode(),
                      {"place": "stdin", "exit": 0}),
    }  # fmt: skip


GROUPS = {
    "autosave": autosaves,
    "settings": settings_files,
    "history": histories,
    "replay": replays,
    "calc": calc_batch,
    "script": scripts,
}


def generate(out: Path = OUT) -> dict[str, Any]:
    """Write every file and the manifest under ``out``; returns the manifest."""
    manifest: dict[str, Any] = {}
    for group, make in GROUPS.items():
        (out / group).mkdir(parents=True, exist_ok=True)
        for name, (data, expect) in make().items():
            (out / group / name).write_bytes(data)
            manifest[f"{group}/{name}"] = expect
    text = json.dumps(manifest, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    (out / "manifest.json").write_text(text, encoding="utf-8")
    return manifest


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=OUT, help=f"folder to write (default {OUT})")
    args = p.parse_args(argv)
    manifest = generate(args.out)
    print(f"{len(manifest)} files in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
