#!/usr/bin/env python3
"""Write the Qt translations of the UI into ``assets/i18n/``.

Reads every source text from ``zhuji_desktop.ui.strings.sources()`` (Chinese, context ``T``)
and the English for each from ``tools/translations_en.json`` (an object: source text →
English), then writes

- ``zhuji_en.ts``     the English translation (a source with no English yet is written as
                      "unfinished" and left out of the .qm, so it shows in Chinese);
- ``zhuji_zh_CN.ts``  the identity translation (Chinese → the same Chinese);
- ``zhuji_en.qm``, ``zhuji_zh_CN.qm``  compiled from those by ``pyside6-lrelease``;
- ``checksums.json``  the SHA-256 of each .qm: the game uses no .qm that differs from it
                      (why: ``zhuji_desktop.ui.qm_files.CHECKSUMS``).

Usage::

    python tools/make_translations.py            # write the .ts and .qm files
    python tools/make_translations.py --check    # report what is missing or stale; exit 1 if any
    python tools/make_translations.py --prune    # also drop English no source uses any more

``--check`` lists the sources with no English (as JSON lines ready to paste into the mapping),
English whose ``{fields}`` differ from the source's, mapping entries no source uses any more,
and .ts/.qm files that differ from what this script would write.

Needs:
    Python >= 3.10 and the project installed (``pip install -e .``) for ``strings``.
    ``pyside6-lrelease``, which PySide6-Essentials installs beside the Python interpreter
    (a Qt ``lrelease`` on the PATH works too).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import string
import subprocess
import sys
import tempfile
from pathlib import Path
from xml.sax.saxutils import escape

REPO = Path(__file__).resolve().parent.parent
MAPPING = REPO / "tools" / "translations_en.json"
OUT = REPO / "assets" / "i18n"
# .ts file → (Qt language code, translation of a source: None = unfinished)
TARGETS = {"zhuji_en.ts": "en", "zhuji_zh_CN.ts": "zh_CN"}
CHECKSUMS = "checksums.json"  # (the name zhuji_desktop.ui.qm_files.CHECKSUMS reads)


def messages() -> list[tuple[str, str]]:
    """(context, source) of every UI text, once each, in definition order."""
    sys.path.insert(0, str(REPO))
    from zhuji_desktop.ui import strings

    seen: dict[tuple[str, str], None] = {}
    for item in strings.sources():
        key = item if isinstance(item, tuple) else (strings.CONTEXT, item)
        seen.setdefault(key, None)
    return list(seen)


def load_mapping(path: Path = MAPPING) -> dict[str, str]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in data.items()
    ):
        raise SystemExit(f"{path}: expected a JSON object of source text → English text")
    return data


def fields(text: str) -> set[str]:
    """The ``str.format`` fields of a text, e.g. ``{"n", "score"}``."""
    try:
        return {
            f"{name}!{conv}:{spec}"
            for _, name, spec, conv in string.Formatter().parse(text)
            if name is not None
        }
    except ValueError:
        return {"<unbalanced braces>"}


def ts_text(language: str, msgs: list[tuple[str, str]], translate: dict[str, str]) -> str:
    """A .ts file: one <context> per context, a <message> per source."""
    esc = {'"': "&quot;", "'": "&apos;"}
    out = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{language}" sourcelanguage="zh_CN">',
    ]
    for context in dict.fromkeys(c for c, _ in msgs):
        out += ["<context>", f"    <name>{escape(context)}</name>"]
        for _, source in (m for m in msgs if m[0] == context):
            out += ["    <message>", f"        <source>{escape(source, esc)}</source>"]
            text = translate.get(source)
            if text:
                out.append(f"        <translation>{escape(text, esc)}</translation>")
            else:
                out.append('        <translation type="unfinished"></translation>')
            out.append("    </message>")
        out.append("</context>")
    out.append("</TS>")
    return "\n".join(out) + "\n"


def ts_files(msgs: list[tuple[str, str]], english: dict[str, str]) -> dict[str, str]:
    """File name → contents of every .ts file."""
    identity = {source: source for _, source in msgs}
    tables = {"en": english, "zh_CN": identity}
    return {name: ts_text(lang, msgs, tables[lang]) for name, lang in TARGETS.items()}


def lrelease() -> str:
    """The lrelease program: PySide6's beside this interpreter, else one on the PATH."""
    here = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe", "lrelease"):
        found = here / name if (here / name).exists() else shutil.which(name)
        if found:
            return str(found)
    raise SystemExit("pyside6-lrelease not found: pip install PySide6-Essentials")


def build_qm(ts: Path, qm: Path) -> None:
    subprocess.run(
        [lrelease(), "-silent", "-nounfinished", str(ts), "-qm", str(qm)],
        check=True,
        capture_output=True,
    )


def problems(out: Path = OUT, mapping: Path = MAPPING) -> list[str]:
    """Everything that is not as this script would leave it (empty when all is well)."""
    msgs, english = messages(), load_mapping(mapping)
    sources = {s for _, s in msgs}
    found = []
    for source in (s for _, s in msgs if not english.get(s, "").strip()):
        found.append(f"no English: {json.dumps({source: ''}, ensure_ascii=False)[1:-1]}")
    for source in sorted(sources & english.keys()):
        if fields(source) != fields(english[source]):
            found.append(f"fields differ: {source!r} → {english[source]!r}")
    for source in sorted(english.keys() - sources):
        found.append(f"unused (no such source any more): {source!r}")
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in ts_files(msgs, english).items():
            fresh_ts = Path(tmp) / name
            fresh_ts.write_text(text, encoding="utf-8")
            if _read(out / name) != text.encode("utf-8"):
                found.append(f"out of date: {name}")
            qm_name = Path(name).with_suffix(".qm").name
            build_qm(fresh_ts, Path(tmp) / qm_name)
            if _read(out / qm_name) != (Path(tmp) / qm_name).read_bytes():
                found.append(f"out of date: {qm_name}")
    if _read(out / CHECKSUMS) != checksums_text(out).encode("utf-8"):
        found.append(f"out of date: {CHECKSUMS}")
    return found


def checksums_text(out: Path) -> str:
    """``CHECKSUMS`` for the .qm files in ``out``: name → SHA-256 (hex)."""
    sums = {
        Path(ts).with_suffix(".qm").name: hashlib.sha256(
            _read(out / Path(ts).with_suffix(".qm").name) or b""
        ).hexdigest()
        for ts in TARGETS
    }
    return json.dumps(sums, indent=1, sort_keys=True) + "\n"


def _read(path: Path) -> bytes | None:
    return path.read_bytes() if path.is_file() else None


def prune(mapping: Path = MAPPING) -> None:
    """Drop the mapping's entries whose source text is gone (renamed or removed)."""
    english = load_mapping(mapping)
    used = {s for _, s in messages()}
    kept = {source: text for source, text in english.items() if source in used}
    for source in english.keys() - kept.keys():
        print(f"dropped unused: {source!r}")
    mapping.write_text(json.dumps(kept, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def write(out: Path = OUT, mapping: Path = MAPPING) -> list[str]:
    """Write the .ts and .qm files; returns the sources still without English."""
    msgs, english = messages(), load_mapping(mapping)
    out.mkdir(parents=True, exist_ok=True)
    for name, text in ts_files(msgs, english).items():
        (out / name).write_text(text, encoding="utf-8", newline="\n")
        build_qm(out / name, out / Path(name).with_suffix(".qm").name)
    (out / CHECKSUMS).write_text(checksums_text(out), encoding="utf-8", newline="\n")
    return [s for _, s in msgs if not english.get(s, "").strip()]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--check", action="store_true", help="report problems, write nothing")
    p.add_argument("--prune", action="store_true", help="drop English no source uses any more")
    p.add_argument("--out", type=Path, default=OUT, help="where the .ts/.qm files go")
    args = p.parse_args(argv)
    if args.prune:
        prune()
    if args.check:
        found = problems(args.out)
        for line in found:
            print(line)
        print("translations: " + ("all up to date" if not found else f"{len(found)} problem(s)"))
        return 1 if found else 0
    missing = write(args.out)
    for source in missing:
        print(f"no English yet (shown in Chinese): {source!r}")
    print(f"wrote {', '.join(TARGETS)} and their .qm files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
