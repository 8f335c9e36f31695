"""The desktop program: ``zhuji-mahjong`` / ``python -m zhuji_desktop``.

    zhuji-mahjong [--seed N] [--demo] [--screenshot PATH [--after-events K]] [--self-test]
                  [--size WxH] [--data-dir DIR] [--write-data] [--resume | --new]

With no options: the autosaved match is offered (继续 or 新游戏) if there is one; else a new
match as the settings say (you at the bottom against three computer players by default).
``--resume`` continues the autosave at once, ``--new`` starts a new match at once (the match it
replaces is kept as ``autosave.replaced-<timestamp>.json``).
``--demo``: four computer players, at full speed. ``--screenshot PATH``: play (computer moves
for every seat) until K engine events have been shown (or the match has ended: its end is
shown, and said), save a picture of the window (PNG, unless PATH ends in another format Qt
writes, such as ``.jpg``), exit.
``--self-test``: check every asset (images, sounds, the rules help, the translations, the
bid table), build the table offscreen, play one demo hand to its end, play one sound where
there is an audio output; prints one line (also to the log of an explicit ``--data-dir``)
and exits 0, or exits 1 with the reason; with ``--data-dir`` it also reads
that folder's files as a start does and says what it found. ``--data-dir DIR``: keep the
autosave, the history, the log and the settings (``settings.ini``) in DIR instead of the
user's folders (a portable install; tests).

Screenshots, demos and the self-test never open a dialog, and never write the player's
autosave or history: they keep theirs in a scratch folder (removed at exit), unless asked
with ``--write-data`` to use the data folder as a normal game does. A ``--resume`` screenshot
reads the player's autosave (a bad one is set aside as at any start) and plays on in the
scratch folder. Qt is imported only after the arguments are read, so ``--help`` is instant.

The start never stops on a bad file: the data folder is prepared (``storage.prepare_folder``:
leftover temporary files removed, a folder or a link where a file should be moved aside,
saving turned off with a reason if the folder cannot be written), settings and the autosave
are read through the one discipline of ``safe_files``, and what was found is collected as notes
(``Startup``) for the window to show.
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import logging
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # Qt (and the engine) are imported only once the arguments are read
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QApplication

    from .storage import Autosave, Recovery, WriteStatus
    from .ui.main_window import MainWindow
    from .ui.model.controller import GameController
    from .ui.model.session import Session
    from .ui.model.settings import Settings, SettingsStore

log = logging.getLogger("zhuji_desktop")

SCREENSHOT_TIMEOUT_S = 120
SELF_TEST_TIMEOUT_S = 60
FIRST_TIP_MS = 30_000  # how long the first start's tip stays (where the choices of a game are)
SOUND_CHECK_NAME = "hu"  # the self-test plays this effect (assets/sounds/hu.wav, 0.4 s)
SOUND_CHECK_TIMEOUT_S = 10
DEFAULT_SIZE = "1280x800"
# --size: an 8K screen is 7680 wide; 16384 a side took 3.5 GB and half a minute to draw
MIN_SIDE, MAX_SIDE = 200, 8_192


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    from .engine.cli import argument
    from .engine.inputs import whole_number

    p = argparse.ArgumentParser(prog="zhuji-mahjong", description="诸暨包麻将 Zhuji Bao Mahjong")
    number = argument(whole_number)  # digits 0-9, as every number typed is read
    p.add_argument("--seed", type=number, default=None, help="match seed (default: from the clock)")
    p.add_argument("--demo", action="store_true", help="four computer players, fast")
    p.add_argument(
        "--screenshot",
        metavar="PATH",
        help="save a picture of the window and exit (PNG, or as PATH ends: .jpg, .bmp)",
    )
    p.add_argument(
        "--after-events", metavar="K", type=number, default=0, help="screenshot after K events"
    )
    p.add_argument("--self-test", action="store_true", help="check assets, play a hand, exit")
    p.add_argument(
        "--size",
        default=None,
        help=f"window size WxH (default: as the window was last closed, else {DEFAULT_SIZE})",
    )
    p.add_argument("--data-dir", metavar="DIR", help="folder for saves, history, log, settings")
    p.add_argument(
        "--write-data",
        action="store_true",
        help="let --demo/--screenshot keep their autosave and history in the data folder "
        "(normally a scratch folder, so the player's match is never touched)",
    )
    start = p.add_mutually_exclusive_group()
    start.add_argument("--resume", action="store_true", help="continue the autosaved match")
    start.add_argument(
        "--new", action="store_true", help="start a new match at once (a saved match is kept aside)"
    )
    args = p.parse_args(argv)
    args.size_given = args.size is not None
    try:
        w, h = (int(x) for x in (args.size or DEFAULT_SIZE).lower().split("x"))
    except ValueError:
        p.error(f"--size must be WIDTHxHEIGHT, e.g. 1280x800, not {args.size!r}")
    if not (MIN_SIDE <= w <= MAX_SIDE and MIN_SIDE <= h <= MAX_SIDE):
        p.error(f"--size must be from {MIN_SIDE} to {MAX_SIDE} pixels a side, not {args.size!r}")
    args.width, args.height = w, h
    from .engine.match import check_seed

    try:
        if args.seed is not None:
            check_seed(args.seed)
    except ValueError as e:
        p.error(f"--seed: {e}")
    if args.data_dir is not None and not args.data_dir.strip():
        p.error("--data-dir is empty: give a folder (an unset shell variable?)")
    if args.screenshot is not None and not args.screenshot.strip():
        # an empty PATH would start an ordinary game that waits for a person forever
        p.error("--screenshot is empty: give a file (an unset shell variable?)")
    for option, value in (("--data-dir", args.data_dir), ("--screenshot", args.screenshot)):
        if value is not None and not is_text(value):
            # Qt takes names as text: it would write another file (U+FFFD for each byte)
            p.error(f"{option}: the name {value!r} has bytes that are not text; choose another")
    if args.after_events < 0:
        p.error(f"--after-events must be 0 or more, not {args.after_events}")
    if args.after_events and not args.screenshot:
        p.error("--after-events says when to take the --screenshot: give --screenshot too")
    if args.screenshot and not os.path.isdir(os.path.dirname(os.path.abspath(args.screenshot))):
        # found before the game is played, not after
        p.error(f"--screenshot: the folder of {args.screenshot} does not exist")
    if args.screenshot and os.path.exists(args.screenshot) and not os.path.isfile(args.screenshot):
        # a pipe waited for a reader for ever; a folder failed after the match was played
        p.error(f"--screenshot: {args.screenshot} is there and is not a file")
    args.seed_given = args.seed is not None
    if args.seed is None:
        args.seed = int(time.time()) % 1_000_000
    return args


def is_text(name: str) -> bool:
    """Whether a file name given on the command line is text (on Linux a name may hold bytes
    that are not UTF-8; Python keeps them as lone surrogates, which Qt cannot take)."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


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


NO_FONT = (
    "no font is installed, so every text would be a row of boxes: install one"
    " (for example fonts-wqy-microhei, which also shows Chinese)"
)


def say(text: str) -> None:
    """Print a line if there is somewhere to print it."""
    if sys.stdout is not None:
        print(text, flush=True)


class _Failures:
    """Exceptions raised inside Qt slots, which would otherwise only be printed."""

    def __init__(self) -> None:
        self.errors: list[str] = []

    def hook(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        log.error("unhandled error", exc_info=(kind, value, tb))
        self.errors.append(f"{kind.__name__}: {value}")


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    setup_logging()
    use_portable_folder(args)
    if args.self_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app, failures = make_application()
    if args.screenshot and (too_big := screenshot_too_big(app.devicePixelRatio(), args)):
        say(too_big)  # QT_SCALE_FACTOR=2 made an 8192 side 16384 device pixels
        return 2
    start = open_data(args)
    if called_forward(args, start):
        return 0
    log_path = start_log(None if start.in_use else start.folder)
    if args.self_test:
        return self_test(app, args.seed, failures, start if args.data_dir else None)
    store = settings_store(args, start.folder)
    first_start = store is not None and store.is_new()
    settings = load_settings(store)
    language_note = apply_language(app, settings.language)
    if language_note is not None:
        start.notes.append(language_note)
    start.notes += store.notes() if store is not None else []  # in the language chosen
    if start.in_use:
        start.notes.append(in_use_note(start))
    start.notes += install_notes()
    store = store_to_write(store, start, args)
    window = make_window(args, settings, store, make_session(args, start), start.folder)
    if args.screenshot:
        report_start(None, start)
        return screenshot(app, window, args, failures, start)
    from .ui.dialogs.crash import CrashReporter

    reporter = CrashReporter(log_path, lambda: window)  # lives as long as the program runs
    reporter.install()
    if start.folder is not None and not start.in_use and not uses_scratch(args):
        from .ui.single_window import WindowCaller

        WindowCaller(window, start.folder)  # (the window keeps it)
    begin(window, args, first_start)
    # after the start dialog (if any) is up: the notes wait until it is closed, on top
    report_start(window if interactive(args) and not args.demo else None, start)
    return app.exec()


def use_portable_folder(args: argparse.Namespace) -> None:
    """With no ``--data-dir``, a ``data`` folder beside the packaged program is the data
    folder, as if given (``storage.portable_data_dir``; settings go there too)."""
    from .storage import portable_data_dir

    if args.data_dir is None and (folder := portable_data_dir()) is not None:
        args.data_dir = str(folder)


def called_forward(args: argparse.Namespace, start: Startup) -> bool:
    """A player's start on a data folder another window of the game holds: that window is
    asked to come forward, and this start ends (True). False if it is no such start, or
    nothing answered (this window then opens, and says that it does not save)."""
    if not (start.in_use and start.folder is not None and interactive(args)):
        return False
    from .ui.single_window import ask_forward

    if not ask_forward(start.folder):
        return False
    log.info("the game runs already on %s: its window was brought forward", start.folder)
    return True


def screenshot_too_big(scale: float, args: argparse.Namespace) -> str:
    """Why a screenshot of ``--size`` at the screen's ``scale`` (device pixels to a logical
    one) would be too large to draw, or "" if it is not: ``MAX_SIDE`` bounds the image.

    >>> args = argparse.Namespace(width=5000, height=800)
    >>> screenshot_too_big(1.0, args)
    ''
    >>> print(screenshot_too_big(2.0, args))
    --size 5000x800 at a scale of 2 is 10000x1600 device pixels; at most 8192 a side
    """
    w, h = round(args.width * scale), round(args.height * scale)
    if max(w, h) <= MAX_SIDE:
        return ""
    size, pixels = f"{args.width}x{args.height}", f"{w}x{h} device pixels"
    return f"--size {size} at a scale of {scale:g} is {pixels}; at most {MAX_SIDE} a side"


def interactive(args: argparse.Namespace) -> bool:
    """A run for a person (dialogs allowed), not a screenshot or the self-test."""
    return not (args.screenshot or args.self_test)


def uses_scratch(args: argparse.Namespace) -> bool:
    """Whether this run keeps its autosave and history in a scratch folder: a demo or a
    screenshot, unless ``--write-data`` asks for the data folder."""
    return bool(args.demo or args.screenshot) and not args.write_data


@dataclass
class Startup:
    """What the start found: the data folder (None if there is none or it cannot be used),
    notes for the user (files set aside, links moved, saving off), and whether the folder can
    be written (``status``: the one the autosave and history report to)."""

    folder: Path | None = None
    notes: list[str] = field(default_factory=list)
    status: WriteStatus = field(default_factory=lambda: _new_status())
    in_use: bool = False  # another program holds the folder: read its settings, write nothing


def _new_status() -> WriteStatus:
    from .storage import WriteStatus

    return WriteStatus()


def _folder_problem(given: str | None, error: OSError) -> str:
    """Why a data folder cannot be made, in words (a ``Note`` where the program has them):
    a link loop says "File exists", and the system's "[Errno 20] Not a directory: 'a/b'" is
    said as the folder and the error in a few words (``describe_os_error``)."""
    from .safe_files import Note, describe_os_error
    from .storage import FOLDER_ERROR, LINK_NOWHERE

    said = error.args[0] if len(error.args) == 1 else None
    if isinstance(said, Note):
        return said
    path = Path(given) if given else None
    try:  # a name too long for the system raises here as it did for the folder
        if path is not None and path.is_symlink() and not path.exists():
            return Note(LINK_NOWHERE, path=str(path))
    except OSError:
        pass
    if error.errno is None:
        return str(error)
    folder = error.filename if error.filename is not None else (given or "")
    return Note(FOLDER_ERROR, folder=_shortened(str(folder)), error=describe_os_error(error))


def _shortened(name: str, most: int = 80) -> str:
    """A path as a note shows it: a 300-character name would fill the box."""
    return name if len(name) <= most else name[: most // 2] + "…" + name[-(most // 2) :]


def image_format(path: str) -> str:
    """The format of a ``--screenshot``: the one its name ends in, if Qt writes it, else PNG
    (a tester's ``shot.jpg`` held PNG bytes).

    >>> image_format("table.JPG"), image_format("table.png"), image_format("table.shot")
    ('JPG', 'PNG', 'PNG')
    """
    from PySide6.QtGui import QImageWriter

    suffix = Path(path).suffix.lower().removeprefix(".")
    known = {bytes(f.data()).decode().lower() for f in QImageWriter.supportedImageFormats()}
    return suffix.upper() if suffix in known else "PNG"


def open_data(args: argparse.Namespace) -> Startup:
    """The data folder of this run, prepared (see ``storage.prepare_folder``): an explicit
    ``--data-dir``, or the user's own folder for an interactive run. Never raises: a folder
    that cannot be created or used is a note, and saving is off."""
    from .safe_files import Note
    from .storage import (
        FOLDER_UNUSABLE,
        NOT_A_FOLDER,
        SAVING_OFF,
        data_dir,
        hold_folder,
        prepare_folder,
        status_of,
    )

    start = Startup()
    if args.data_dir is None and not interactive(args):
        return start
    try:
        folder = data_dir(args.data_dir)
        if not folder.is_dir():
            raise NotADirectoryError(Note(NOT_A_FOLDER, folder=str(folder)))
    except OSError as e:
        reason = Note(FOLDER_UNUSABLE, problem=_folder_problem(args.data_dir, e))
        start.notes.append(Note(SAVING_OFF, reason=reason))
        start.status.failed("folder", reason)
        return start
    # another window of the game: leave its files alone (a demo or a screenshot, which save
    # in a scratch folder, leaves the folder to the player's game)
    if not uses_scratch(args) and not hold_folder(folder):
        start.folder, start.in_use = folder, True
        start.status.failed("folder", f"{folder} is in use by another window of the game")
        return start
    start.folder, start.status = folder, status_of(folder)
    start.notes += prepare_folder(folder)
    return start


def in_use_note(start: Startup) -> str:
    """The note of a start whose data folder another window of the game holds (in the
    language chosen; the status line says it too)."""
    from .ui.strings import T

    reason = T.FOLDER_IN_USE.format(folder=start.folder)
    start.status.failed("folder", reason)
    return T.SAVING_OFF.format(reason=reason)


def install_notes() -> list[str]:
    """What is wrong with the program's own files that play would hide: a damaged bid
    table left every computer's bid to a fallback with no word at the start (the tiles'
    stand-ins and a missing translation show for themselves; ``--self-test`` checks all)."""
    from .ai import bid_table
    from .safe_files import Note
    from .storage import INSTALL_DAMAGED

    problem = bid_table.problem()
    return [] if problem is None else [Note(INSTALL_DAMAGED, problem=problem)]


def report_start(window: MainWindow | None, start: Startup) -> None:
    """Tell what the start found: each note is logged and shown once in the window (the
    autosave's own problem it shows with ``tell_bad_save``); "saving is off" comes from the
    session's write status, which the window watches, or from ``start.status`` when there is
    no folder to save in."""
    from .storage import SAVING_OFF

    for note in start.notes:
        # (a "saving is off" the start's status has logged already)
        if getattr(note, "template", None) != SAVING_OFF or start.status.ok:
            log.warning("%s", note)
    if window is None:
        return
    window.show_start_notes(start.notes)
    if window.session is None and (start.folder is None or start.in_use):
        window.watch_saving(start.status)  # no folder to save in: nothing will be saved


def start_log(folder: Path | None) -> Path | None:
    """Log into ``folder`` (rotating ``zhuji.log``); returns its path."""
    if folder is None:
        return None
    from .storage import setup_logging as setup_file_logging

    return setup_file_logging(folder)


def settings_store(args: argparse.Namespace, folder: Path | None) -> SettingsStore | None:
    """Where settings live: ``settings.ini`` in an explicit data folder, else the user's
    QSettings; None (the defaults, never written) for screenshots and the self-test."""
    from .ui.model.settings import SettingsStore

    if args.data_dir is not None and folder is not None:
        from .storage import OWN_FILES, SETTINGS_NAME

        return SettingsStore.open_file(folder / SETTINGS_NAME, OWN_FILES)
    return SettingsStore() if interactive(args) else None


def store_to_write(
    store: SettingsStore | None, start: Startup, args: argparse.Namespace
) -> SettingsStore | None:
    """Where this window writes its settings: nowhere when another window holds the data
    folder, or for a demo (which changes them for its own show: no hints). Such a window
    reads the settings, never writes them, whether they live in the data folder or in the
    user's QSettings: each window saves every setting at once, so the last to save would
    undo the other's changes."""
    return None if start.in_use or args.demo else store


def load_settings(store: SettingsStore | None) -> Settings:
    from .ui.model.settings import Settings

    return store.load() if store is not None else Settings()


def make_session(args: argparse.Namespace, start: Startup) -> Session | None:
    """The autosave and history: in the data folder, or in a scratch folder for a demo or a
    screenshot (see ``uses_scratch``). None if there is no folder to write in."""
    from .ui.model.session import Session

    if uses_scratch(args):
        return Session(scratch_folder())
    return Session(start.folder) if start.folder is not None and not start.in_use else None


def scratch_folder() -> Path:
    """A new, empty folder for a demo's files, removed when the program exits."""
    folder = Path(tempfile.mkdtemp(prefix="zhuji-scratch-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


def first_start_tip(settings: Settings, locale: QLocale | None = None) -> str:
    """The first start's tip on the notice line; where Chinese was given only because the
    system (``locale``) names no language, with the way to English after it (a player there
    could not read where the language is chosen)."""
    from .ui import i18n
    from .ui.menus import full_screen_key_text
    from .ui.strings import T, language_way

    tip = T.FIRST_START_TIP.format(full_screen=full_screen_key_text())
    fell_back = i18n.locale_names_no_language(settings.language, locale)
    if i18n.current_language() == "zh" and fell_back:
        tip += "。" + language_way()
    return tip


def apply_language(app: QApplication, language: str) -> str | None:
    """Install the translation for ``language`` (before any window is built); a note for
    the player when another language is shown (``i18n.install_readable``)."""
    from .ui import i18n

    return i18n.install_readable(app, language)


def make_application() -> tuple[QApplication, _Failures]:
    """The QApplication (with the UI font, Qt's messages logged, slot errors recorded)."""
    from PySide6.QtWidgets import QApplication

    from .storage import APPLICATION, ORGANISATION
    from .ui import gc_guard
    from .ui.table import style

    install_qt_message_handler()
    app = QApplication.instance() or QApplication(["zhuji-mahjong"])
    assert isinstance(app, QApplication), "a QCoreApplication without widgets already runs"
    gc_guard.install(app)  # the workers must never finalise Qt objects
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setFont(style.font(14))
    from .ui.i18n import any_font_found

    if not any_font_found():  # no window could say it: the terminal and the log do
        log.error(NO_FONT)
        say(NO_FONT)
    failures = _Failures()
    sys.excepthook = failures.hook
    return app, failures


def make_window(
    args: argparse.Namespace,
    settings: Settings,
    store: SettingsStore | None = None,
    session: Session | None = None,
    folder: Path | None = None,
) -> MainWindow:
    """The main window for the parsed arguments, shown (the match is not started yet);
    ``folder``, the data folder, is read by the tools when there is no session to write it.
    Demos and screenshots play at full speed without hints; screenshots also in silence and
    without animation (a tile caught mid-slide would be in the picture)."""
    from .ui.main_window import MainWindow
    from .ui.on_screen import resize_within

    fast = args.demo or args.screenshot is not None
    if fast:
        settings = settings.with_changes(hints=False)
    if args.screenshot:
        settings = settings.with_changes(sound_muted=True, animation_speed="off")
    window = MainWindow(
        seed=args.seed,
        demo=args.demo,
        delay_ms=0 if fast else None,
        settings=settings,
        session=session,
        store=store,
        folder=folder,
    )
    # a player's window opens as it was closed; demos, screenshots and a given --size do not
    window.remember_place = store is not None and not fast
    restored = False
    if store is not None and window.remember_place and not args.size_given:
        restored = window.restore_place(store.load_place())
    if not restored and (args.size_given or args.screenshot):
        window.resize(args.width, args.height)  # as asked: a screenshot's size is its own
    elif not restored:  # a first window fits the screen (1280×800 ran off a laptop's)
        resize_within(window, args.width, args.height)
    window.show()
    return window


def begin(window: MainWindow, args: argparse.Namespace, first_start: bool = False) -> None:
    """Start playing as the arguments say: a demo; else recover the autosave (a bad one is
    reported and set aside) and continue it (``--resume``), offer it (the start dialog), or
    start a new match (``--new``, or when there is nothing to continue). At a
    ``first_start`` the table says for a while where the choices of a game are."""
    if args.demo:
        window.start_plan(window.default_plan(args.seed))
        return
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .ui.dialogs.busy import run_busy
    from .ui.strings import T

    folder = window.session.folder if window.session is not None else None
    # off the window's thread: a long save without its checkpoint key is replayed in full
    recovery = run_busy(window, T.SAVE_READING, lambda: recover_folder(folder))
    if not window.isVisible():  # closed while the save was read: nothing left to start
        QTimer.singleShot(0, QApplication.quit)  # (a quit asked meanwhile ended only the wait)
        return
    if recovery.error is not None:
        window.tell_bad_save(recovery)
    if recovery.match is not None and args.new:
        keep_replaced(window)
    if recovery.match is None or args.new:
        window.start_plan(window.default_plan(args.seed if args.seed_given else None))
        if first_start:
            window.notice.say_for_a_while(first_start_tip(window.settings), FIRST_TIP_MS)
    elif args.resume:
        window.resume(recovery)
    else:
        window.offer_resume(recovery)


def keep_replaced(window: MainWindow) -> None:
    """``--new`` over a match that could be continued: the match's save is kept as
    ``autosave.replaced-<timestamp>.json`` (a typed option should not cost a long match)."""
    from .safe_files import REPLACED
    from .storage import Autosave

    if window.session is None:
        return
    try:
        Autosave(window.session.folder).set_aside("a new match was asked for", REPLACED)
    except OSError as e:  # then the new match's first save replaces it, as asked
        log.warning("the match replaced by --new could not be kept: %s", e)


def recover(window: MainWindow, folder: Path | None = None) -> Recovery:
    """The autosave of ``folder`` (default: the window's session's), recovered (see
    ``recover_folder``)."""
    if folder is None and window.session is not None:
        folder = window.session.folder
    return recover_folder(folder)


def recover_folder(folder: Path | None) -> Recovery:
    """The autosave of ``folder``; an empty ``Recovery`` if there is none, or if its match
    had finished (the save is then removed). Never raises: a bad save is set aside."""
    from .storage import Autosave, Recovery

    if folder is None:
        return Recovery()
    autosave = Autosave(folder)
    book_unbooked(folder, autosave)
    recovery = autosave.recover()
    booked = recovery.match is not None and book_missing(folder, recovery)
    if recovery.match is not None and recovery.match.finished:
        if booked:  # its hands are all in the history now
            with contextlib.suppress(OSError):
                autosave.clear()  # nothing left to play (normally cleared when it ended)
        return Recovery()
    if recovery.match is not None:
        go_on_apart(folder, autosave, recovery)
    return recovery


def go_on_apart(folder: Path, autosave: Autosave, recovery: Recovery) -> None:
    """A saved match that the history has gone past (``History.holds_later_hands``) goes on
    under a new id, saved at once: its hands played again are then hands of their own, and
    those in the history stay as they were played (a damaged save, resumed at hand 3 of 6
    already booked, hid hands 3 to 6 behind the ones played again)."""
    from .engine.match import new_match_id
    from .history import History

    match = recovery.match
    assert match is not None
    if not History(folder).holds_later_hands(match):
        return
    old, match.id = match.id, new_match_id()
    log.warning("the history holds later hands of match %s: it goes on as %s", old, match.id)
    with contextlib.suppress(OSError):
        autosave.save(match, recovery.meta)


def book_unbooked(folder: Path, autosave: Autosave) -> None:
    """Put the hands of finished matches kept aside for the history
    (``Autosave.keep_unbooked``) into it, and remove each save once its hands are in."""
    from .storage import Recovery

    for path, match, meta in autosave.unbooked():
        if match.hand_over() and not match.finished:
            match.next_hand()  # its last hand: a save is kept aside with no one to go on
        if book_missing(folder, Recovery(match=match, meta=meta)):
            with contextlib.suppress(OSError):
                path.unlink()


def book_missing(folder: Path, recovery: Recovery) -> bool:
    """Put the finished hands of the saved match that the history lacks into it (they
    could not be written when they were played: a full disk); False if that failed too (a
    finished match's autosave must then keep them)."""
    from .history import History
    from .ui.model.session import player_infos, seats_from_meta

    assert recovery.match is not None
    try:
        booked = History(folder).book_missing(
            recovery.match, player_infos(seats_from_meta(recovery.meta))
        )
    except OSError as e:
        log.warning("the saved match's hands could not be put in the history: %s", e)
        return False
    if booked:
        log.info("put %d hands of the last match in the history", booked)
    return True


def screenshot(
    app: QApplication,
    window: MainWindow,
    args: argparse.Namespace,
    failures: _Failures,
    start: Startup | None = None,
) -> int:
    """Let the computers play every seat (people on 托管) until ``--after-events`` events
    were shown, then save. With ``--resume`` the data folder's autosave is continued (a bad
    one is reported on stdout, not in a dialog, and a new match is played); notes of the
    start are printed too."""
    from PySide6.QtCore import QTimer

    outcome: list[int] = []

    def save() -> None:
        app.processEvents()
        ok = window.grab().save(args.screenshot, image_format(args.screenshot))
        if not ok:
            _shot_failed(f"could not write {args.screenshot}")
        outcome.append(0 if ok and not failures.errors else 1)
        app.quit()

    def check(_events: list) -> None:
        controller = window.controller
        assert controller is not None  # the match starts before the first events
        if not outcome and controller.events_shown >= args.after_events:
            controller.stop()
            outcome.append(-1)  # saving
            QTimer.singleShot(30, save)

    def hook(controller: GameController) -> None:
        controller.changed.connect(check)

    def ended() -> None:
        """The whole match was played before ``--after-events`` events: show its end."""
        controller = window.controller
        if not outcome and controller is not None and controller.match.finished:
            say(
                f"note: the match ended after {controller.events_shown} events, "
                f"before {args.after_events}; the screenshot shows its end"
            )
            outcome.append(-1)
            QTimer.singleShot(300, save)

    poll = QTimer(window)
    poll.timeout.connect(ended)
    poll.start(250)

    if window.auto_next_ms < 0:  # nobody will click 下一局: deal on as the demo does
        from .ui.main_window import DEMO_NEXT_MS

        window.auto_next_ms = DEMO_NEXT_MS
    for note in start.notes if start is not None else []:
        say(f"note: {note}")
    folder = start.folder if start is not None else None
    recovery = recover(window, folder) if args.resume and folder is not None else None
    if recovery is not None and recovery.salvaged:
        say(
            f"note: part of the autosave could not be read ({recovery.error}); "
            f"{recovery.kept(where=True)}; continuing what came before it"
        )
    elif recovery is not None and recovery.error is not None:
        say(
            f"note: the autosave could not be read ({recovery.error}); "
            f"{recovery.kept(where=True)}; playing a new match"
        )
    if recovery is not None and recovery.match is not None:
        window.resume(recovery, on_start=hook, autoplay=True)
    else:
        window.start_plan(window.default_plan(args.seed), on_start=hook, autoplay=True)
    QTimer.singleShot(SCREENSHOT_TIMEOUT_S * 1000, app.quit)
    app.exec()
    if not outcome or outcome[-1] < 0:
        _shot_failed(f"no screenshot after {SCREENSHOT_TIMEOUT_S} s")
        return 1
    return outcome[-1]


def _shot_failed(why: str) -> None:
    """A screenshot that failed, on stderr (its notes go to stdout)."""
    if sys.stderr is not None:
        print(f"zhuji-mahjong: error: {why}", file=sys.stderr)


def self_test(
    app: QApplication, seed: int, failures: _Failures, startup: Startup | None = None
) -> int:
    """Load every asset, build the table offscreen, play one fast demo hand to its end. With
    ``startup`` (``--data-dir``), first read the folder's files as a start does (a bad autosave
    is set aside) and add what was found to the line."""
    from PySide6.QtCore import QTimer

    from .ui.main_window import MainWindow
    from .ui.table import pixmaps

    start = time.perf_counter()
    found = check_data(startup) if startup is not None else ""
    problems = pixmaps.check_assets() + package_problems()
    if problems:
        return self_test_says(f"FAILED: {len(problems)} asset problem(s): {problems[0]}", 1)
    from .ui.i18n import any_font_found

    if not any_font_found():
        return self_test_says(f"FAILED: {NO_FONT}", 1)
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
        return self_test_says(f"FAILED: {failures.errors[0]}", 1)
    if not done:
        return self_test_says(
            f"FAILED: the demo hand did not end within {SELF_TEST_TIMEOUT_S} s", 1
        )
    image = window.grab()
    if image.isNull():
        return self_test_says("FAILED: the window could not be drawn", 1)
    sound_ok, sound = sound_check()
    if not sound_ok:
        return self_test_says(f"FAILED: {sound}", 1)
    controller = window.controller
    assert controller is not None
    result = controller.match.state.result
    assert result is not None
    tai = result.tai.tai if result.tai is not None else None
    how = "drawn" if result.winner is None else f"won by seat {result.winner} ({tai} tai)"
    ms = (time.perf_counter() - start) * 1000
    from .resources import assets_dir
    from .ui.i18n import chinese_font_found

    fonts = "Chinese font found" if chinese_font_found() else "no Chinese font (UI in English)"
    return self_test_says(
        f"OK: {len(pixmaps.asset_files())} assets in {assets_dir()}, hand {how}, "
        f"{controller.events_shown} events, {sound}, {fonts}, {ms:.0f} ms{found}",
        0,
    )


def package_problems() -> list[str]:
    """Problems with the package's files other than images and sounds (``check_assets``):
    the rules help, the translations and the computer players' bid table, each read as the
    game reads it, so that a broken install is found by the self-test, not in play."""
    from .ai import bid_table
    from .engine.inputs import InputError
    from .resources import resource_path
    from .safe_files import error_text
    from .ui.qm_files import CHECKSUMS, QM_FILES, load_translation
    from .ui.tools.rules_help import help_path, read_help

    problems = []
    for lang in ("zh", "en"):
        try:
            read_help(lang)
        except FileNotFoundError:
            problems.append(f"missing: {help_path(lang)}")
        except (OSError, InputError) as e:
            problems.append(f"not usable: {help_path(lang)} ({error_text(e)})")
    sums = resource_path("i18n", CHECKSUMS)
    if not sums.is_file():  # (then every translation below is refused as well)
        problems.append(f"missing: {sums}")
    for name in QM_FILES.values():
        path = resource_path("i18n", name)
        if not path.is_file():
            problems.append(f"missing: {path}")
        elif load_translation(path) is None:  # (the log says why)
            problems.append(f"not a readable translation: {path}")
    bid = bid_table.problem()
    if bid is not None:
        problems.append(bid)
    return problems


def self_test_says(text: str, status: int) -> int:
    """Print the self-test's one line (a windowed program has no stdout: the log has it too)."""
    say(f"self-test {text}")
    log.log(logging.INFO if status == 0 else logging.ERROR, "self-test %s", text)
    return status


def sound_check() -> tuple[bool, str]:
    """Play one effect to its end through the default audio output, as the game would.

    Returns (passed, what happened). A machine without an audio output has nothing to check.
    A packaged build carries QtMultimedia and its audio libraries itself, so there a
    QtMultimedia that cannot be loaded fails the check; elsewhere it is the machine's affair
    and the game plays on in silence. An effect that Qt cannot load fails it everywhere.
    """
    from PySide6.QtCore import QEventLoop, QTimer

    from .resources import resource_path
    from .ui.sound import SoundUnavailable, qt_effect_factory

    try:  # qt_effect_factory would say less about why
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError as e:
        return not getattr(sys, "frozen", False), f"sound: QtMultimedia cannot be loaded ({e})"
    try:
        make = qt_effect_factory()
    except SoundUnavailable as e:
        return True, f"sound: none ({e})"
    path = resource_path("sounds", f"{SOUND_CHECK_NAME}.wav")
    effect: Any = make(path)  # a QSoundEffect
    loop = QEventLoop()
    seen: list[str] = []

    def status_changed() -> None:
        status = effect.status().name
        seen.append(status)
        if status == "Ready" and not effect.isPlaying():
            effect.play()
        elif status == "Error":
            loop.quit()

    def playing_changed() -> None:
        seen.append("Playing" if effect.isPlaying() else "Stopped")
        if not effect.isPlaying():
            loop.quit()

    effect.statusChanged.connect(status_changed)
    effect.playingChanged.connect(playing_changed)
    started = time.perf_counter()
    status_changed()  # the file may already be loaded
    QTimer.singleShot(SOUND_CHECK_TIMEOUT_S * 1000, loop.quit)
    loop.exec()
    seconds = time.perf_counter() - started
    if "Error" in seen:
        return False, f"sound: {path.name} could not be played ({' > '.join(seen)})"
    if seen[-1:] != ["Stopped"] or "Playing" not in seen:
        return True, f"sound: {path.name} did not finish within {SOUND_CHECK_TIMEOUT_S} s"
    device = QMediaDevices.defaultAudioOutput().description()
    return True, f"sound: {path.name} played on {device!r} in {seconds:.1f} s"


def check_data(start: Startup) -> str:
    """What a start finds in the data folder, in a few words for the self-test's line: the
    autosave (resumable, none, or set aside and why), the history, the settings, whether
    saving works. Never raises (that is what it checks)."""
    if start.folder is None or start.in_use:
        return f"; data: none ({start.status.reason})"
    from .history import History
    from .storage import OWN_FILES, SETTINGS_NAME
    from .ui.model.settings import SettingsStore

    recovery = recover_folder(start.folder)
    if recovery.salvaged and recovery.match is not None:
        hand = recovery.match.hand_number
        autosave = (
            f"{recovery.kept()} ({recovery.error}), what came before resumable at hand {hand}"
        )
    elif recovery.error is not None:
        autosave = f"{recovery.kept()} ({recovery.error})"
    elif recovery.match is not None:
        autosave = f"resumable at hand {recovery.match.hand_number}"
    else:
        autosave = "none"
    history = History(start.folder).load()
    store = SettingsStore.open_file(start.folder / SETTINGS_NAME, OWN_FILES)
    store.load()
    parts = [
        f"autosave {autosave}",
        f"history {len(history.records)} hands, {history.skipped} skipped"
        + (f" ({history.error})" if history.error else ""),
        f"settings {len(store.problems)} problem(s)",
        start.status.message() or "saving on",
    ]
    return " ".join(f"; data: {', '.join(parts)}".split())  # one line, whatever the files say
