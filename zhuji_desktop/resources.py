"""Where the program's files (tile images, icon, sounds, translations, rules help) are found.

They are the package's ``assets``, found from where ``importlib.resources`` says the package is:

* installed (a wheel, ``pipx``, the PyInstaller bundle): inside the package, as
  ``zhuji_desktop/assets/`` (setup.py and packaging/zhuji-mahjong.spec both put the repository's
  ``assets/`` folder there);
* a source checkout or an editable install (``pip install -e .``): beside the package, the
  repository's own ``assets/`` folder.

Everything goes through :func:`resource_path`. No Qt here: the engine's tools and the tests may
use it too.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

PACKAGE = "zhuji_desktop"
ASSETS = "assets"


def package_dir() -> Path:
    """The folder of the ``zhuji_desktop`` package, as ``importlib.resources`` finds it."""
    root = resources.files(PACKAGE)
    # A package imported from a zip would give a zipfile.Path; Qt needs real files, and its
    # str() names the place that the "missing asset" messages then point at.
    return root if isinstance(root, Path) else Path(str(root))


def candidates() -> tuple[Path, Path]:
    """The places an ``assets`` folder may be: installed first, then a source checkout."""
    package = package_dir()
    return (package / ASSETS, package.parent / ASSETS)


@cache
def assets_dir() -> Path:
    """The ``assets`` folder in use: the first of :func:`candidates` that exists (if none does,
    the installed place, so that the messages about missing files name where they belong)."""
    places = candidates()
    return next((p for p in places if p.is_dir()), places[0])


def resource_path(*parts: str) -> Path:
    """The path of an asset, e.g. ``resource_path("tiles", "1m@2x.png")``.

    The path is returned even if the file does not exist; callers that need it check.
    """
    return assets_dir().joinpath(*parts)
