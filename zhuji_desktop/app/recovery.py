"""The autosave read back at a start (``recover_folder``), with the history's part: the hands
it lacks booked, and a match the history has gone past continued under a new id.
"""

from __future__ import annotations

import contextlib
import logging
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt (and the engine) are imported only once the arguments are read
    from ..storage import Autosave, Recovery
    from ..ui.main_window import MainWindow


log = logging.getLogger("zhuji_desktop")


def recover(window: MainWindow, folder: Path | None = None) -> Recovery:
    """The autosave of ``folder`` (default: the window's session's), recovered (see
    ``recover_folder``)."""
    if folder is None and window.session is not None:
        folder = window.session.folder
    return recover_folder(folder)


def recover_folder(folder: Path | None) -> Recovery:
    """The autosave of ``folder``; an empty ``Recovery`` if there is none, or if its match
    had finished (the save is then removed). Never raises: a bad save is set aside."""
    from ..storage import Autosave, Recovery

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
    from ..engine.match import new_match_id
    from ..history import History

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
    from ..storage import Recovery

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
    from ..history import History
    from ..ui.model.session import player_infos, seats_from_meta

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
