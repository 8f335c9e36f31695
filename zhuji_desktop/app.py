"""The desktop program: ``zhuji-mahjong`` / ``python -m zhuji_desktop``.

    zhuji-mahjong [--seed N] [--demo] [--screenshot PATH [--after-events K]] [--self-test]
                  [--size WxH] [--data-dir DIR]

With no options: a new match, you (at the bottom) against three computer players.
``--demo``: four computer players, at full speed. ``--screenshot PATH``: play (computer moves
for every seat) until K engine events have been shown, save a PNG of the window, exit.
``--self-test``: check every asset, build the table offscreen, play one demo hand to its end;
prints one line and exits 0, or exits 1 with the reason. Qt is imported only after the
arguments are read, so ``--help`` is instant.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from collections.abc import Sequence

log = logging.getLogger("zhuji_desktop")

SCREENSHOT_TIMEOUT_S = 120
SELF_TEST_TIMEOUT_S = 60


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="zhuji-mahjong", description="诸暨包麻将 Zhuji Bao Mahjong")
    p.add_argument("--seed", type=int, default=None, help="match seed (default: from the clock)")
    p.add_argument("--demo", action="store_true", help="four computer players, fast")
    p.add_argument("--screenshot", metavar="PATH", help="save a PNG of the window and exit")
    p.add_argument(
        "--after-events", metavar="K", type=int, default=0, help="screenshot after K events"
    )
    p.add_argument("--self-test", action="store_true", help="check assets, play a hand, exit")
    p.add_argument("--size", default="1280x800", help="window size WxH (default 1280x800)")
    # Accepted now because the packaged build's self-test passes it; saves and logs use it
    # once persistence is wired in (storage.data_dir).
    p.add_argument("--data-dir", metavar="DIR", help="folder for saves and logs")
    args = p.parse_args(argv)
    try:
        w, h = (int(x) for x in args.size.lower().split("x"))
    except ValueError:
        p.error(f"--size must be WIDTHxHEIGHT, e.g. 1280x800, not {args.size!r}")
    args.width, args.height = w, h
    if args.seed is None:
        args.seed = int(time.time()) % 1_000_000
    return args


def setup_logging(level: int = logging.WARNING) -> None:
    """Log to stderr when there is one; a windowed (frozen) program has none."""
    if sys.stderr is None:
        logging.raiseExceptions = False
        logging.getLogger().addHandler(logging.NullHandler())
        return
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s")


# Harmless Qt messages that would only alarm a reader of the log.
QUIET_QT_MESSAGES = ("This plugin does not support propagateSizeHints()",)


def install_qt_message_handler() -> None:
    """Send Qt's messages to the log (dropping the harmless ones)."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        if message not in QUIET_QT_MESSAGES:
            logging.getLogger("qt").log(levels.get(kind, logging.WARNING), "%s", message)

    qInstallMessageHandler(handler)


def say(text: str) -> None:
    """Print a line if there is somewhere to print it."""
    if sys.stdout is not None:
        print(text, flush=True)


class _Failures:
    """Exceptions raised inside Qt slots, which would otherwise only be printed."""

    def __init__(self) -> None:
        self.errors: list[str] = []

    def hook(self, kind: type, value: BaseException, tb: object) -> None:
        log.error("unhandled error", exc_info=(kind, value, tb))  # type: ignore[arg-type]
        self.errors.append(f"{kind.__name__}: {value}")


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    setup_logging()
    if args.self_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app, failures = make_application()
    if args.self_test:
        return self_test(app, args.seed, failures)
    window = make_window(args)
    if args.screenshot:
        return screenshot(app, window, args.screenshot, args.after_events, failures)
    window.start_match()
    return app.exec()


def make_application():
    """The QApplication (with the UI font, Qt's messages logged, slot errors recorded)."""
    from PySide6.QtWidgets import QApplication

    from .ui import style

    install_qt_message_handler()
    app = QApplication.instance() or QApplication(["zhuji-mahjong"])
    app.setFont(style.font(14))
    failures = _Failures()
    sys.excepthook = failures.hook
    return app, failures


def make_window(args: argparse.Namespace):
    """The main window for the parsed arguments, shown (the match is not started yet)."""
    from .ui.controller import DEFAULT_DELAY_MS
    from .ui.main_window import MainWindow

    fast = args.demo or args.screenshot is not None
    window = MainWindow(seed=args.seed, demo=args.demo, delay_ms=0 if fast else DEFAULT_DELAY_MS)
    window.resize(args.width, args.height)
    window.show()
    return window


def screenshot(app, window, path: str, after_events: int, failures: _Failures) -> int:
    """Let the computers play every seat until ``after_events`` events were shown, then save."""
    from PySide6.QtCore import QTimer

    from .ui.controller import computer_seed, make_computer

    outcome: list[int] = []

    def save() -> None:
        app.processEvents()
        ok = window.grab().save(path, "PNG")
        if not ok:
            say(f"error: could not write {path}")
        outcome.append(0 if ok and not failures.errors else 1)
        app.quit()

    def check(_events: list) -> None:
        controller = window.controller
        if not outcome and controller.events_shown >= after_events:
            controller.stop()
            outcome.append(-1)  # saving
            QTimer.singleShot(30, save)

    seed = window.seed
    players = {p: make_computer(computer_seed(seed, p)) for p in range(4)}
    window.person = None if window.demo else 0  # player 0 is still shown as "you"
    controller = window.start_match(players=players, on_start=lambda c: c.changed.connect(check))
    QTimer.singleShot(SCREENSHOT_TIMEOUT_S * 1000, app.quit)
    app.exec()
    del controller
    if not outcome or outcome[-1] < 0:
        say(f"error: no screenshot after {SCREENSHOT_TIMEOUT_S} s")
        return 1
    return outcome[-1]


def self_test(app, seed: int, failures: _Failures) -> int:
    """Load every asset, build the table offscreen, play one fast demo hand to its end."""
    from PySide6.QtCore import QTimer

    from .ui import pixmaps
    from .ui.main_window import MainWindow

    start = time.perf_counter()
    problems = pixmaps.check_assets()
    if problems:
        say(f"self-test FAILED: {len(problems)} asset problem(s): {problems[0]}")
        return 1
    window = MainWindow(seed=seed, demo=True, delay_ms=0, auto_next_ms=-1)
    window.resize(1280, 800)
    window.show()
    done: list[bool] = []

    def ended() -> None:
        done.append(True)
        QTimer.singleShot(0, app.quit)

    window.start_match(on_start=lambda c: c.hand_ended.connect(ended))
    QTimer.singleShot(SELF_TEST_TIMEOUT_S * 1000, app.quit)
    app.exec()
    if failures.errors:
        say(f"self-test FAILED: {failures.errors[0]}")
        return 1
    if not done:
        say(f"self-test FAILED: the demo hand did not end within {SELF_TEST_TIMEOUT_S} s")
        return 1
    image = window.grab()
    if image.isNull():
        say("self-test FAILED: the window could not be drawn")
        return 1
    controller = window.controller
    assert controller is not None
    result = controller.match.state.result
    assert result is not None
    how = (
        "drawn" if result.winner is None else f"won by seat {result.winner} ({result.tai.tai} tai)"
    )
    ms = (time.perf_counter() - start) * 1000
    say(
        f"self-test OK: {len(pixmaps.asset_files())} assets, hand {how}, "
        f"{controller.events_shown} events, {ms:.0f} ms"
    )
    return 0
