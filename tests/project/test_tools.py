"""Tests of the art generators in tools/: tile images and the application icon.

They regenerate everything into a temporary folder and check it against the committed files, so
a change to a generator without re-running it fails here. They draw with the font AR PL UKai,
which .ci/system-packages installs on Linux: there a missing font fails the tests (install it);
on Windows and macOS, where nothing installs it, they are skipped (the Linux job checks the art).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PIL import Image, ImageChops

from tests import REPO

TOOLS = REPO / "tools"


def _load(name: str) -> ModuleType:
    """Import a script from tools/ (not a package) by path."""
    if str(TOOLS) not in sys.path:
        sys.path.insert(0, str(TOOLS))  # make_icon imports make_tiles as a sibling
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


make_tiles = _load("make_tiles")
make_icon = _load("make_icon")


@pytest.fixture(scope="module")
def font() -> Path:
    """The AR PL UKai file the generators draw with."""
    path = make_tiles.locate_font()
    if path is None and not sys.platform.startswith("linux"):
        pytest.skip(
            f"AR PL UKai ({make_tiles.FONT_PACKAGE}) is installed by .ci/system-packages on Linux"
            f" only, and the Linux CI job checks the art; nothing installs it on {sys.platform}"
        )
    if path is None:
        pytest.fail(
            f"font AR PL UKai missing: install {make_tiles.FONT_PACKAGE} (see .ci/system-packages)",
            pytrace=False,
        )
    return path


STEMS = [*make_tiles.CODES, "back"]
SCALES = {"": 1, "@2x": 2}


@pytest.fixture(scope="module")
def tiles_dir(tmp_path_factory: pytest.TempPathFactory, font: Path) -> Path:
    out = tmp_path_factory.mktemp("tiles")
    assert make_tiles.main(["--out", str(out), "--font", str(font)]) == 0
    return out


@pytest.fixture(scope="module")
def icon_root(tmp_path_factory: pytest.TempPathFactory, font: Path) -> Path:
    root = tmp_path_factory.mktemp("icon")
    assert make_icon.main(["--root", str(root), "--font", str(font)]) == 0
    return root


def nearly_equal(a: Image.Image, b: Image.Image) -> bool:
    """Same size and mode, and at most 0.3% of pixels off by more than 16 levels in a channel.

    Exact equality would fail on a machine whose Pillow bundles another FreeType (glyph edges
    shift by a level or two); real changes to the art move far more pixels than this allows.
    """
    if a.size != b.size or a.mode != b.mode:
        return False
    if a.tobytes() == b.tobytes():
        return True
    diff = ImageChops.difference(a, b)
    worst = diff.getchannel(0)
    for band in diff.getbands()[1:]:
        worst = ImageChops.lighter(worst, diff.getchannel(band))
    off = sum(worst.histogram()[17:])
    return off <= 0.003 * a.width * a.height


def test_code_list_covers_the_34_kinds() -> None:
    assert len(make_tiles.CODES) == 34
    assert len(set(make_tiles.CODES)) == 34
    assert {c[1] for c in make_tiles.CODES} == set("mpsz")


def test_missing_explicit_font_exits_with_message(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="font file not found"):
        make_tiles.main(["--out", str(tmp_path), "--font", str(tmp_path / "nope.ttc")])


@pytest.mark.parametrize(("suffix", "factor"), SCALES.items())
def test_tiles_exist_with_size_and_mode(tiles_dir: Path, suffix: str, factor: int) -> None:
    for stem in STEMS:
        with Image.open(tiles_dir / f"{stem}{suffix}.png") as im:
            assert im.size == (make_tiles.TILE_W * factor, make_tiles.TILE_H * factor), stem
            assert im.mode == "RGBA", stem
            # rounded corners: transparent outside (LANCZOS may leave a trace), opaque inside
            assert im.getpixel((0, 0))[3] <= 8, stem
            assert im.getpixel((im.width // 2, im.height // 2))[3] == 255, stem
    badge = make_tiles.BADGE_SIZE * factor
    with Image.open(tiles_dir / f"badge{suffix}.png") as im:
        assert im.size == (badge, badge)
        assert im.mode == "RGBA"
    expected = {f"{stem}{sfx}.png" for stem in [*STEMS, "badge"] for sfx in SCALES}
    assert {p.name for p in tiles_dir.iterdir()} == expected


@pytest.mark.parametrize("suffix", SCALES)
def test_faces_all_differ(tiles_dir: Path, suffix: str) -> None:
    seen: dict[bytes, str] = {}
    for stem in STEMS:
        with Image.open(tiles_dir / f"{stem}{suffix}.png") as im:
            data = im.tobytes()
        assert data not in seen, f"{stem} looks exactly like {seen.get(data)}"
        seen[data] = stem


def test_committed_tiles_are_up_to_date(tiles_dir: Path) -> None:
    committed = REPO / "assets" / "tiles"
    stale = []
    for fresh in sorted(tiles_dir.iterdir()):
        old = committed / fresh.name
        if not old.is_file():
            stale.append(f"{fresh.name} (missing)")
            continue
        with Image.open(fresh) as a, Image.open(old) as b:
            if not nearly_equal(a, b):
                stale.append(fresh.name)
    assert not stale, f"run tools/make_tiles.py and commit; out of date: {stale}"


def test_icon_files(icon_root: Path) -> None:
    with Image.open(icon_root / "packaging" / "icon.ico") as ico:
        assert ico.info["sizes"] == {(n, n) for n in make_icon.ICO_SIZES}
    with Image.open(icon_root / "packaging" / "icon.png") as png:
        assert png.size == (1024, 1024)
        assert png.mode == "RGBA"
    with Image.open(icon_root / "assets" / "icon.png") as png:
        assert png.size == (256, 256)


def test_committed_icons_are_up_to_date(icon_root: Path) -> None:
    for rel in ("packaging/icon.png", "assets/icon.png"):
        with Image.open(icon_root / rel) as fresh, Image.open(REPO / rel) as old:
            assert nearly_equal(fresh, old), f"run tools/make_icon.py and commit {rel}"
    with Image.open(REPO / "packaging" / "icon.ico") as ico:
        assert ico.info["sizes"] == {(n, n) for n in make_icon.ICO_SIZES}
