"""What a start finds in the data folder and makes of it: the folder prepared and held
(``open_data``), the notes for the player (``Startup``, ``report_start``), where settings
live, and the session's folder.
"""

from __future__ import annotations

import argparse
import atexit
import logging
import shutil
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt (and the engine) are imported only once the arguments are read
    from ..storage import WriteStatus
    from ..ui.main_window import MainWindow
    from ..ui.model.session import Session
    from ..ui.model.settings import Settings, SettingsStore

from .arguments import interactive, uses_scratch

log = logging.getLogger("zhuji_desktop")


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
    from ..storage import WriteStatus

    return WriteStatus()


def _folder_problem(given: str | None, error: OSError) -> str:
    """Why a data folder cannot be made, in words (a ``Note`` where the program has them):
    a link loop says "File exists", and the system's "[Errno 20] Not a directory: 'a/b'" is
    said as the folder and the error in a few words (``describe_os_error``)."""
    from ..safe_files import Note, describe_os_error
    from ..storage import FOLDER_ERROR, LINK_NOWHERE

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


def open_data(args: argparse.Namespace) -> Startup:
    """The data folder of this run, prepared (see ``storage.prepare_folder``): an explicit
    ``--data-dir``, or the user's own folder for an interactive run. Never raises: a folder
    that cannot be created or used is a note, and saving is off."""
    from ..safe_files import Note
    from ..storage import (
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
    from ..ui.strings import T

    reason = T.FOLDER_IN_USE.format(folder=start.folder)
    start.status.failed("folder", reason)
    return T.SAVING_OFF.format(reason=reason)


def install_notes() -> list[str]:
    """What is wrong with the program's own files that play would hide: a damaged bid
    table left every computer's bid to a fallback with no word at the start (the tiles'
    stand-ins and a missing translation show for themselves; ``--self-test`` checks all)."""
    from ..ai import bid_table
    from ..safe_files import Note
    from ..storage import INSTALL_DAMAGED

    problem = bid_table.problem()
    return [] if problem is None else [Note(INSTALL_DAMAGED, problem=problem)]


def report_start(window: MainWindow | None, start: Startup) -> None:
    """Tell what the start found: each note is logged and shown once in the window (the
    autosave's own problem it shows with ``tell_bad_save``); "saving is off" comes from the
    session's write status, which the window watches, or from ``start.status`` when there is
    no folder to save in."""
    from ..storage import SAVING_OFF

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
    from ..storage import setup_logging as setup_file_logging

    return setup_file_logging(folder)


def settings_store(args: argparse.Namespace, folder: Path | None) -> SettingsStore | None:
    """Where settings live: ``settings.ini`` in an explicit data folder, else the user's
    QSettings; None (the defaults, never written) for screenshots and the self-test."""
    from ..ui.model.settings import SettingsStore

    if args.data_dir is not None and folder is not None:
        from ..storage import OWN_FILES, SETTINGS_NAME

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
    from ..ui.model.settings import Settings

    return store.load() if store is not None else Settings()


def make_session(args: argparse.Namespace, start: Startup) -> Session | None:
    """The autosave and history: in the data folder, or in a scratch folder for a demo or a
    screenshot (see ``uses_scratch``). None if there is no folder to write in."""
    from ..ui.model.session import Session

    if uses_scratch(args):
        return Session(scratch_folder())
    return Session(start.folder) if start.folder is not None and not start.in_use else None


def scratch_folder() -> Path:
    """A new, empty folder for a demo's files, removed when the program exits."""
    folder = Path(tempfile.mkdtemp(prefix="zhuji-scratch-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


_RUNNING: list[int] = []  # the mutex's handle, held as long as the process lives


def hold_running_mutex() -> bool:
    """On Windows, hold the named mutex ``RUNNING_MUTEX`` while the game runs: the installer
    and the uninstaller look for it (Inno Setup's ``AppMutex``) and ask for the game to be
    closed first. The system closes it when the process ends, however it ends. Whether it is
    held; never raises (a game that cannot make it plays on)."""
    if sys.platform != "win32":
        return False
    if _RUNNING:
        return True
    from .. import RUNNING_MUTEX

    try:
        import ctypes

        kernel32 = ctypes.windll.kernel32  # (only Windows' ctypes has windll)
        handle = kernel32.CreateMutexW(None, False, RUNNING_MUTEX)
    except (AttributeError, OSError) as e:
        log.warning("the running mark for the installer could not be made: %s", e)
        return False
    if not handle:
        log.warning("the running mark for the installer could not be made")
        return False
    _RUNNING.append(handle)
    return True
