"""The packaged program's entry script: PyInstaller runs this file as ``__main__``.

It is the same entry point as the ``zhuji-mahjong`` command (``zhuji_desktop.app:main``).
"""

import multiprocessing
import sys

from zhuji_desktop.app import main

if __name__ == "__main__":
    # A frozen program started by multiprocessing (spawn, e.g. on Windows) must run the worker,
    # not the game; this is a no-op otherwise.
    multiprocessing.freeze_support()
    sys.exit(main())
