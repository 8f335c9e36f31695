"""Where the assets are found: inside the installed package, or beside it in a checkout.

The wheel (tests/install/test_wheel.py) and the PyInstaller build
(tests/install/test_packaging.py) check the installed case for real; these tests check the rule
itself.
"""

from __future__ import annotations

from importlib import resources as importlib_resources
from pathlib import Path

import pytest

from tests import REPO
from zhuji_desktop import resources


@pytest.fixture
def fresh():
    resources.assets_dir.cache_clear()
    yield
    resources.assets_dir.cache_clear()


def test_the_package_is_where_importlib_resources_says(fresh):
    assert resources.package_dir() == Path(str(importlib_resources.files("zhuji_desktop")))
    assert resources.package_dir() == REPO / "zhuji_desktop"


def test_a_checkout_uses_the_repository_assets_folder(fresh):
    assert resources.assets_dir() == REPO / "assets"
    assert resources.resource_path("tiles", "1m@2x.png").is_file()
    assert resources.resource_path("icon.png") == REPO / "assets" / "icon.png"


def test_assets_inside_the_package_come_first(fresh, tmp_path, monkeypatch):
    """As in a wheel or the PyInstaller bundle: <package>/assets, even with a sibling one."""
    package = tmp_path / "site-packages" / "zhuji_desktop"
    (package / "assets" / "tiles").mkdir(parents=True)
    (tmp_path / "site-packages" / "assets").mkdir()  # some other project's folder
    monkeypatch.setattr(resources, "package_dir", lambda: package)
    assert resources.assets_dir() == package / "assets"
    assert resources.resource_path("tiles", "1m.png") == package / "assets" / "tiles" / "1m.png"


def test_missing_assets_are_looked_for_inside_the_package(fresh, tmp_path, monkeypatch):
    """Nowhere to be found: the paths (and so the self-test's message) name the installed
    place, where a working install has them."""
    package = tmp_path / "zhuji_desktop"
    package.mkdir()
    monkeypatch.setattr(resources, "package_dir", lambda: package)
    assert resources.resource_path("icon.png") == package / "assets" / "icon.png"


def test_resources_imports_no_qt():
    source = Path(resources.__file__).read_text(encoding="utf-8")
    assert "PySide6" not in source
