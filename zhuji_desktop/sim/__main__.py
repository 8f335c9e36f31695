"""``python -m zhuji_desktop.sim``: the same as ``zhuji-sim``."""

import sys

from .cli import main

sys.exit(main())
