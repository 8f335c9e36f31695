"""Where the program's files (tile images, icon, sounds, translations) are found.

Everything goes through :func:`resource_path`, which works from a source checkout (the
repository's ``assets/`` folder) and from a PyInstaller bundle (``sys._MEIPASS/assets``).
No Qt here: the engine's tools and the tests may use it too.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidates() -> list[Path]:
    """The places an ``assets`` folder may be, most specific first."""
    out: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        out.append(Path(bundle) / "assets")
    out.append(_PACKAGE_DIR.parent / "assets")  # source checkout / editable install
    out.append(_PACKAGE_DIR / "assets")  # assets copied into the package
    return out


@cache
def assets_dir() -> Path:
    """The ``assets`` folder in use (the first candidate that exists)."""
    candidates = _candidates()
    for path in candidates:
        if path.is_dir():
            return path
    return candidates[0]


def resource_path(*parts: str) -> Path:
    """The path of an asset, e.g. ``resource_path("tiles", "1m@2x.png")``.

    The path is returned even if the file does not exist; callers that need it check.
    """
    return assets_dir().joinpath(*parts)
