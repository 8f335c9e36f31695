"""What the start found and did with the data folder, as ``safe_files.Note`` templates in
English (the logs' and the self-test's words); ``ui.strings.note_text`` says each in the
player's language.
"""

from __future__ import annotations

NOT_A_FILE_MOVED = "{name} was not a file; it was moved to {moved}"
AUTOSAVE_NOT_A_FILE = (
    "{name} was not a file, so there was no match in it to continue; it was moved to {moved}"
)
NOT_A_FILE_STUCK = "{name} is not a file and cannot be moved ({error})"
SAME_FILE_MOVED = (
    "{name} and {other} were two names of one file; {name} was moved to {moved}, {other} kept"
)
SAME_FILE_STUCK = (
    "{name} and {other} are two names of one file, and {name} cannot be moved ({error})"
)
FOLDER_UNWRITABLE = "the data folder {folder} cannot be written ({error})"
FILE_UNWRITABLE = "{name} cannot be written ({error})"
SAVING_OFF = "saving is off: {reason}"
FOLDER_UNUSABLE = "the data folder cannot be used ({problem})"
NOT_A_FOLDER = "{folder} is not a folder"
LINK_NOWHERE = "{path} is a link that leads nowhere (a loop, or its target is gone)"
NO_SUCH_HOME = "{path} names the home folder of a user this computer does not know"
FOLDER_ERROR = "{folder}: {error}"
# a file of the program itself (not the player's) that cannot be used: the details are its
# own message, in English (the self-test's words)
INSTALL_DAMAGED = (
    "a file of the program itself cannot be used ({problem}); the computers bid less well "
    "until the game is installed again"
)
