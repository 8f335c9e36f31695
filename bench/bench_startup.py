"""Start-up time and memory of the game against a bare PySide6 window, in the same run.

Each measurement is a fresh process (``python bench/bench_startup.py --child KIND``), timed by
this parent from spawn until the child reports its first frame painted:

- ``bare``: a QMainWindow holding a QGraphicsView over a small QGraphicsScene; the baseline.
- ``game``: the game as ``zhuji-mahjong`` starts it (a new match, you against three computer
  players) until the table's first frame; it then plays one whole hand at full speed (four
  computer players) and reports its peak resident memory (``ru_maxrss``) during play.

Run: ``/work/venv/bin/python bench/bench_startup.py [--runs 7]`` (offscreen unless a display is
set). Goals: first frame within 1 s, at most 200 MB resident.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL_START_MS = 1000.0
GOAL_RSS_MB = 200.0


# --- the children ------------------------------------------------------------------------------


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def _after_first_paint(widget, callback) -> None:
    """Call ``callback`` once, just after ``widget`` has painted for the first time."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Watch(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and not getattr(self, "seen", False):
                self.seen = True
                QTimer.singleShot(0, callback)
            return False

    watch = Watch(widget)
    widget.installEventFilter(watch)


def child_bare() -> None:
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

    app = QApplication([])
    window = QMainWindow()
    scene = QGraphicsScene(0, 0, 1280, 800)
    scene.addRect(100, 100, 200, 100)
    view = QGraphicsView(scene)
    window.setCentralWidget(view)
    window.resize(1280, 800)

    def ready() -> None:
        print(f"READY {_peak_rss_mb():.1f}", flush=True)
        print(f"PLAYED {_peak_rss_mb():.1f}", flush=True)
        app.quit()

    _after_first_paint(view.viewport(), ready)
    window.show()
    app.exec()


def child_game() -> None:
    sys.path.insert(0, str(ROOT))
    from zhuji_desktop import app as game

    args = game.parse_args(["--seed", "11"])
    qt_app, _ = game.make_application()
    window = game.make_window(args)
    window.start_match()

    def play() -> None:
        # The same window, now four computer players at full speed, for one whole hand.
        print(f"READY {_peak_rss_mb():.1f}", flush=True)
        window.demo, window.delay_ms, window.auto_next_ms = True, 0, -1
        window.person = None
        controller = window.start_match()
        controller.hand_ended.connect(done)

    def done() -> None:
        print(f"PLAYED {_peak_rss_mb():.1f}", flush=True)
        qt_app.quit()

    _after_first_paint(window.view.viewport(), play)
    qt_app.exec()


# --- the parent --------------------------------------------------------------------------------


def measure(kind: str) -> tuple[float, float, float]:
    """(ms from spawn to the first frame, peak MB at that moment, peak MB after play)."""
    env = dict(os.environ)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", kind]
    start = time.perf_counter()
    proc = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env
    )
    assert proc.stdout is not None
    ready = proc.stdout.readline()
    elapsed = (time.perf_counter() - start) * 1000
    played = proc.stdout.readline()
    proc.wait(timeout=120)
    if not ready.startswith("READY") or not played.startswith("PLAYED"):
        raise RuntimeError(f"{kind} child failed: {ready!r} {played!r}")
    return elapsed, float(ready.split()[1]), float(played.split()[1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--child", choices=("bare", "game"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child == "bare":
        child_bare()
        return 0
    if args.child == "game":
        child_game()
        return 0
    results: dict[str, list[tuple[float, float, float]]] = {"bare": [], "game": []}
    for _ in range(args.runs):  # interleaved, so that both see the same machine state
        for kind in results:
            results[kind].append(measure(kind))
    platform = os.environ.get("QT_QPA_PLATFORM") or (
        "xcb" if os.environ.get("DISPLAY") else "offscreen"
    )
    print(f"platform {platform}, {args.runs} runs each (fresh processes, interleaved)")
    med = {}
    for kind, rows in results.items():
        times = [r[0] for r in rows]
        med[kind] = statistics.median(times)
        print(
            f"{kind:5s} first frame: median {med[kind]:6.0f} ms (min {min(times):.0f}, "
            f"max {max(times):.0f}); peak RSS at first frame "
            f"{statistics.median(r[1] for r in rows):.0f} MB, "
            f"after play {statistics.median(r[2] for r in rows):.0f} MB"
        )
    ratio = med["game"] / med["bare"]
    rss = statistics.median(r[2] for r in results["game"])
    bare_rss = statistics.median(r[2] for r in results["bare"])
    print(
        f"game / bare: start {ratio:.2f}x ({med['game'] - med['bare']:+.0f} ms), "
        f"memory {rss / bare_rss:.2f}x ({rss - bare_rss:+.0f} MB)"
    )
    ok = med["game"] <= GOAL_START_MS and rss <= GOAL_RSS_MB
    verdict = "met" if ok else "NOT met"
    print(f"goals (start <= {GOAL_START_MS:.0f} ms, RSS <= {GOAL_RSS_MB:.0f} MB): {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
