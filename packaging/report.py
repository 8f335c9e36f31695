"""Logging and size reports shared by build.py, installer.py and dmg.py.

Sizes go to the log and, in a GitHub Actions job, to the job's summary page too
(``$GITHUB_STEP_SUMMARY``), so that every run shows what it produced and how big it is.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


def log(tool: str, message: str) -> None:
    print(f"[{tool}] {message}", flush=True)


def tree_size(path: Path) -> int:
    """Bytes of the regular files under ``path`` (symlinks are not followed)."""
    if path.is_file():
        return path.stat().st_size
    total = 0
    for dirpath, _dirnames, filenames in os.walk(path):
        for name in filenames:
            st = os.lstat(os.path.join(dirpath, name))
            if stat.S_ISREG(st.st_mode):
                total += st.st_size
    return total


def mb(n: int) -> str:
    return f"{n / 2**20:.1f} MB"


def report_size(tool: str, what: str, path: Path) -> int:
    """Log the size of ``path`` (a file or a folder); returns it in bytes."""
    size = tree_size(path)
    log(tool, f"{what}: {mb(size)} ({path})")
    summary = os.environ.get("GITHUB_STEP_SUMMARY")
    if summary:
        with open(summary, "a", encoding="utf-8") as f:
            f.write(f"- {what}: **{mb(size)}** (`{path.name}`)\n")
    return size
