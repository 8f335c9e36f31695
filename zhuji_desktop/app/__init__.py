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

This file is the start itself (``main``): it builds the application and the window and joins
the parts below. ``arguments``: the command line; ``startup``: the data folder and what a
start finds there; ``recovery``: the autosave read back; ``checks``: ``--screenshot`` and
``--self-test``; ``messages``: what is said outside the window (the terminal, the early log,
Qt's messages).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt (and the engine) are imported only once the arguments are read
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QApplication

    from ..ui.main_window import MainWindow
    from ..ui.model.session import Session
    from ..ui.model.settings import Settings, SettingsStore

from .arguments import interactive, parse_args, screenshot_too_big, uses_scratch
from .checks import screenshot, self_test
from .messages import NO_FONT, _Failures, install_qt_message_handler, say, setup_logging
from .recovery import recover_folder
from .startup import (
    Startup,
    hold_running_mutex,
    in_use_note,
    install_notes,
    load_settings,
    make_session,
    open_data,
    report_start,
    settings_store,
    start_log,
    store_to_write,
)

log = logging.getLogger("zhuji_desktop")

FIRST_TIP_MS = 30_000  # how long the first start's tip stays (where the choices of a game are)


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
    from ..ui.dialogs.crash import CrashReporter

    reporter = CrashReporter(log_path, lambda: window)  # lives as long as the program runs
    reporter.install()
    hold_running_mutex()  # (on Windows: the installer sees the game running)
    if start.folder is not None and not start.in_use and not uses_scratch(args):
        from ..ui.single_window import WindowCaller

        WindowCaller(window, start.folder)  # (the window keeps it)
    begin(window, args, first_start)
    # after the start dialog (if any) is up: the notes wait until it is closed, on top
    report_start(window if interactive(args) and not args.demo else None, start)
    return app.exec()


def use_portable_folder(args: argparse.Namespace) -> None:
    """With no ``--data-dir``, a ``data`` folder beside the packaged program is the data
    folder, as if given (``storage.portable_data_dir``; settings go there too)."""
    from ..storage import portable_data_dir

    if args.data_dir is None and (folder := portable_data_dir()) is not None:
        args.data_dir = str(folder)


def called_forward(args: argparse.Namespace, start: Startup) -> bool:
    """A player's start on a data folder another window of the game holds: that window is
    asked to come forward, and this start ends (True). False if it is no such start, or
    nothing answered (this window then opens, and says that it does not save)."""
    if not (start.in_use and start.folder is not None and interactive(args)):
        return False
    from ..ui.single_window import ask_forward

    if not ask_forward(start.folder):
        return False
    log.info("the game runs already on %s: its window was brought forward", start.folder)
    return True


def first_start_tip(settings: Settings, locale: QLocale | None = None) -> str:
    """The first start's tip on the notice line; where Chinese was given only because the
    system (``locale``) names no language, with the way to English after it (a player there
    could not read where the language is chosen)."""
    from ..ui import i18n
    from ..ui.menus import full_screen_key_text
    from ..ui.strings import T, language_way

    tip = T.FIRST_START_TIP.format(full_screen=full_screen_key_text())
    fell_back = i18n.locale_names_no_language(settings.language, locale)
    if i18n.current_language() == "zh" and fell_back:
        tip += "。" + language_way()
    return tip


def apply_language(app: QApplication, language: str) -> str | None:
    """Install the translation for ``language`` (before any window is built); a note for
    the player when another language is shown (``i18n.install_readable``)."""
    from ..ui import i18n

    return i18n.install_readable(app, language)


def make_application() -> tuple[QApplication, _Failures]:
    """The QApplication (with the UI font, Qt's messages logged, slot errors recorded)."""
    from PySide6.QtWidgets import QApplication

    from ..storage import APPLICATION, ORGANISATION
    from ..ui import gc_guard
    from ..ui.table import style

    install_qt_message_handler()
    app = QApplication.instance() or QApplication(["zhuji-mahjong"])
    assert isinstance(app, QApplication), "a QCoreApplication without widgets already runs"
    gc_guard.install(app)  # the workers must never finalise Qt objects
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setFont(style.font(14))
    from ..ui.i18n import any_font_found

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
    from ..ui.main_window import MainWindow
    from ..ui.on_screen import resize_within

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

    from ..ui.dialogs.busy import run_busy
    from ..ui.strings import T

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
    from ..safe_files import REPLACED
    from ..storage import Autosave

    if window.session is None:
        return
    try:
        Autosave(window.session.folder).set_aside("a new match was asked for", REPLACED)
    except OSError as e:  # then the new match's first save replaces it, as asked
        log.warning("the match replaced by --new could not be kept: %s", e)
