"""``python -m zhuji_desktop``: the desktop game (see ``app.main``)."""

import sys

from .app import main

if __name__ == "__main__":
    sys.exit(main())
