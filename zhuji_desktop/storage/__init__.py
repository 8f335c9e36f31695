"""Where the program keeps its files, and how it writes them safely.

* ``folder``: the data folder (``data_dir``: ``--data-dir`` wins, else Qt's per-user
  application data folder; ``portable_data_dir``: a ``data`` folder beside the packaged
  program); ``atomic_write_text``: a file is either the old one or the new one, never half
  written; ``WriteStatus``: whether the folder can be written, and why not, as one value for
  the UI to show ("saving is off: <reason>"), told to listeners once per change.
* ``autosave``: ``Autosave``, the match in progress, saved after every step; a save that
  cannot be read is set aside under a new name so the program starts anyway, and one from a
  newer version is kept as ``autosave.newer-<timestamp>.json``, for a version that can read
  it to take back when there is no match to continue. ``has_save`` never raises.
* ``lock``: ``hold_folder``, one program at a time in a folder; a second one plays without
  saving (two writing one autosave in turn would lose a match).
* ``prepare``: ``prepare_folder``, at start: remove temporary files left by a write that was
  cut short, set aside a folder or pipe where a file should be, move aside links out of the
  folder, and find out whether the folder can be written.
* ``notes``: what the start found and did, as note templates the UI says in the player's
  language.
* ``log_file``: ``setup_logging``, a rotating ``zhuji.log`` in the data folder.

Reading goes through ``safe_files`` (files) and ``engine.inputs`` (JSON), like every reader.
The names below are the package's interface; its parts import one another, never this file.

No Qt at module level: the command-line tools and tests use this too, and a machine whose Qt
is broken should still get its data folder and its log.
"""

from .autosave import SALVAGED, Autosave, Recovery, has_save
from .folder import (
    APPLICATION,
    AUTOSAVE_NAME,
    FOLDER_FILES,
    HISTORY_NAME,
    KEY_NAME,
    LOCK_NAME,
    LOG_NAME,
    ORGANISATION,
    OWN_FILES,
    PORTABLE_NAME,
    SETTINGS_NAME,
    WriteStatus,
    atomic_write_text,
    data_dir,
    fallback_data_dir,
    portable_data_dir,
    qt_data_dir,
    status_of,
)
from .lock import hold_folder, release_folder
from .log_file import setup_logging
from .notes import (
    AUTOSAVE_NOT_A_FILE,
    FILE_UNWRITABLE,
    FOLDER_ERROR,
    FOLDER_UNUSABLE,
    FOLDER_UNWRITABLE,
    INSTALL_DAMAGED,
    LINK_NOWHERE,
    NO_SUCH_HOME,
    NOT_A_FILE_MOVED,
    NOT_A_FILE_STUCK,
    NOT_A_FOLDER,
    SAME_FILE_MOVED,
    SAME_FILE_STUCK,
    SAVING_OFF,
)
from .prepare import prepare_folder

__all__ = [
    "APPLICATION",
    "AUTOSAVE_NAME",
    "AUTOSAVE_NOT_A_FILE",
    "FILE_UNWRITABLE",
    "FOLDER_ERROR",
    "FOLDER_FILES",
    "FOLDER_UNUSABLE",
    "FOLDER_UNWRITABLE",
    "HISTORY_NAME",
    "INSTALL_DAMAGED",
    "KEY_NAME",
    "LINK_NOWHERE",
    "LOCK_NAME",
    "LOG_NAME",
    "NOT_A_FILE_MOVED",
    "NOT_A_FILE_STUCK",
    "NOT_A_FOLDER",
    "NO_SUCH_HOME",
    "ORGANISATION",
    "OWN_FILES",
    "PORTABLE_NAME",
    "SALVAGED",
    "SAME_FILE_MOVED",
    "SAME_FILE_STUCK",
    "SAVING_OFF",
    "SETTINGS_NAME",
    "Autosave",
    "Recovery",
    "WriteStatus",
    "atomic_write_text",
    "data_dir",
    "fallback_data_dir",
    "has_save",
    "hold_folder",
    "portable_data_dir",
    "prepare_folder",
    "qt_data_dir",
    "release_folder",
    "setup_logging",
    "status_of",
]
