"""Which files of a Linux build the program never opens: the evidence for trimming it.

    python packaging/trace_loads.py [dist/zhuji-mahjong] [--top N]

Runs the built program's ``--self-test`` under ``strace`` (apt package ``strace``), recording
every file it opens, in each way it runs:

- offscreen (the self-test's default), with sound through a PulseAudio null sink when
  ``pulseaudio`` is installed (see :mod:`pulse`), so that the audio libraries are exercised;
- on an X server (``xvfb-run``, apt package ``xvfb``), so that the xcb platform plugin and
  its libraries load as on a desktop.

It then lists the files of the build that no run opened, largest first. A file listed is a
candidate for packaging/qt_trim.py, not a verdict: a library may be needed on another desktop
(Wayland sessions run through XWayland here, input methods load only when configured), so
each removal is argued there and checked with ``--self-test``.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import appinfo
import pulse

# openat(AT_FDCWD, "/path", O_RDONLY|O_CLOEXEC) = 3   (failed opens end in "= -1 ENOENT ...")
_OPEN = re.compile(r'\b(?:openat|open|execve)\((?:[^,]*, )?"(?P<path>[^"]+)".*\) = (?P<ret>-?\d+)')


def opened_files(trace: str, root: Path) -> set[Path]:
    """Files under ``root`` that the strace output ``trace`` shows opened successfully."""
    out: set[Path] = set()
    root = root.resolve()
    for m in _OPEN.finditer(trace):
        if int(m.group("ret")) < 0:
            continue
        path = Path(os.path.realpath(m.group("path")))
        if path.is_file() and path.is_relative_to(root):
            out.add(path)
    return out


def traced_self_test(exe: Path, env: dict[str, str], wrapper: list[str]) -> tuple[str, str]:
    """(self-test output, strace output) of one run."""
    with tempfile.TemporaryDirectory(prefix="zhuji-trace-") as tmp:
        log = Path(tmp) / "strace.txt"
        cmd = [
            *wrapper,
            "strace",
            "-f",
            "-qq",
            "-e",
            "trace=open,openat,execve",
            "-o",
            str(log),
            str(exe),
            "--self-test",
            "--data-dir",
            tmp,
        ]
        result = subprocess.run(
            cmd, env=env, capture_output=True, text=True, timeout=300, check=False
        )
        output = (result.stdout + result.stderr).strip()
        if result.returncode != 0:
            raise SystemExit(f"self-test failed ({result.returncode}): {output[-2000:]}")
        return output, log.read_text(encoding="utf-8", errors="replace")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "build", nargs="?", type=Path, default=appinfo.ROOT / "dist" / "zhuji-mahjong"
    )
    parser.add_argument("--top", type=int, default=40, help="how many unopened files to list")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux") or shutil.which("strace") is None:
        print("needs Linux and strace (apt-get install strace)", file=sys.stderr)
        return 2
    build = args.build.resolve()
    exe = build / appinfo.APP_NAME
    opened: set[Path] = set()
    with pulse.null_sink() as sink:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        if sink.server:
            env["PULSE_SERVER"] = sink.server
        else:
            print(f"no sound: {sink.reason}")
        runs = [("offscreen", env, [])]
        if shutil.which("xvfb-run"):
            runs.append(("xcb", {**env, "QT_QPA_PLATFORM": "xcb"}, ["xvfb-run", "-a"]))
        for name, run_env, wrapper in runs:
            output, trace = traced_self_test(exe, run_env, wrapper)
            files = opened_files(trace, build)
            opened |= files
            print(f"{name}: {len(files)} files opened; {output.splitlines()[-1]}")
    everything = [p for p in build.rglob("*") if p.is_file() and not p.is_symlink()]
    unopened = sorted(
        (p for p in everything if p.resolve() not in opened), key=lambda p: -p.stat().st_size
    )
    total = sum(p.stat().st_size for p in everything)
    unused = sum(p.stat().st_size for p in unopened)
    print(
        f"{len(everything)} files, {total / 2**20:.1f} MB; never opened: {len(unopened)} files, "
        f"{unused / 2**20:.1f} MB"
    )
    for p in unopened[: args.top]:
        print(f"{p.stat().st_size / 2**20:8.2f} MB  {p.relative_to(build)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
