"""The wheel works: built with pip, installed into a fresh venv, run from outside the checkout.

What the wheel must carry: every file of assets/ (but translation sources) as
zhuji_desktop/assets/, the package's data files, and the three commands.

Cost: PySide6's wheels are about 600 MB unpacked; installing them again into the test's venv
would take most of a minute and that much disk on every run. So the venv is made without pip,
the wheel is installed into it with ``--no-deps`` (by the running pip, through ``--python``),
and the venv is shown the already-installed PySide6 by one line in a .pth file naming the
folder it is installed in. ``pip check`` then confirms that what the venv sees meets the
wheel's declared dependencies. ``--system-site-packages`` would not do: it shows the base
interpreter's packages, not those of the venv the tests run in (as under .ci/run). The wheel is
built from a copy of the sources, so that no build/ or .egg-info lands in the checkout; pip's
cache is kept, so its build isolation fetches setuptools once.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import zhuji_desktop
from tests import REPO

# Under xdist (-n) the module's wheel is built once, on one worker, not once per worker.
pytestmark = pytest.mark.xdist_group("wheel")

# What the build reads (pyproject.toml names README.md as the long description).
SOURCES = ("pyproject.toml", "setup.py", "README.md", "zhuji_desktop", "assets")
EXPECTED_COMMANDS = ("zhuji-mahjong", "zhuji-calc", "zhuji-sim")


def _run(cmd: list[str], **kwargs) -> subprocess.CompletedProcess:
    result = subprocess.run(
        cmd,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=600,
        check=False,
        **kwargs,
    )
    assert result.returncode == 0, f"{cmd}\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    return result


def _copy_sources(dest: Path) -> None:
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
    for name in SOURCES:
        source = REPO / name
        if source.is_dir():
            shutil.copytree(source, dest / name, ignore=ignore)
        else:
            shutil.copy2(source, dest / name)


def _venv_paths(venv: Path) -> tuple[Path, Path]:
    """(python, folder of the commands) of a venv."""
    scripts = venv / ("Scripts" if sys.platform == "win32" else "bin")
    return scripts / ("python.exe" if sys.platform == "win32" else "python"), scripts


def _pyside_folders() -> list[str]:
    """The folders PySide6 and shiboken6 are installed in (usually one site-packages)."""
    folders = []
    for name in ("PySide6", "shiboken6"):
        spec = importlib.util.find_spec(name)
        assert spec and spec.submodule_search_locations, f"{name} is not installed"
        folder = str(Path(next(iter(spec.submodule_search_locations))).parent)
        if folder not in folders:
            folders.append(folder)
    return folders


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("wheel")
    src = work / "src"
    src.mkdir()
    _copy_sources(src)
    out = work / "dist"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(src)])
    wheels = list(out.glob("zhuji_desktop-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


@pytest.mark.slow
def test_wheel_carries_the_assets_and_data_files(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    version = zhuji_desktop.__version__
    assert wheel.name == f"zhuji_desktop-{version}-py3-none-any.whl"
    assets = REPO / "assets"
    expected = {
        f"zhuji_desktop/assets/{p.relative_to(assets).as_posix()}"
        for p in assets.rglob("*")
        if p.is_file() and p.suffix != ".ts" and not p.name.startswith(".")
    }
    assert expected, "assets/ is empty"
    assert expected <= names, sorted(expected - names)[:5]
    assert not [n for n in names if n.endswith(".ts")]
    package = REPO / "zhuji_desktop"
    files = {  # every module and data file of the package, in whatever sub-folder
        p.relative_to(REPO).as_posix()
        for p in package.rglob("*")
        if p.is_file() and p.suffix != ".pyc" and "__pycache__" not in p.parts
    }
    assert files <= names, sorted(files - names)
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    assert not [n for n in names if n.startswith(("assets/", "tests/", "packaging/"))]
    entry_points = zipfile.ZipFile(wheel).read(
        f"zhuji_desktop-{version}.dist-info/entry_points.txt"
    )
    for command in EXPECTED_COMMANDS:
        assert command.encode() in entry_points


@pytest.mark.slow
def test_wheel_installs_and_passes_its_self_test_outside_the_checkout(wheel, tmp_path):
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    python, scripts = _venv_paths(venv)
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "-q",
            "--no-deps",
            str(wheel),
        ]
    )
    purelib = Path(
        _run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]
        ).stdout.strip()
    )
    (purelib / "zhuji-test-pyside6.pth").write_text("\n".join(_pyside_folders()) + "\n")
    _run([sys.executable, "-m", "pip", "--python", str(python), "check"])
    for command in EXPECTED_COMMANDS:
        assert list(scripts.glob(f"{command}*")), f"{command} was not installed"

    outside = tmp_path / "elsewhere"  # not the checkout: nothing of it is on the path
    data = outside / "data"
    data.mkdir(parents=True)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    exe = shutil.which("zhuji-mahjong", path=str(scripts))
    assert exe, list(scripts.iterdir())
    result = subprocess.run(
        [exe, "--self-test", "--data-dir", str(data)],
        cwd=outside,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=300,
        check=False,
    )
    # A gui-script on Windows has no stdout: the log in the data folder has the same line.
    log = (data / "zhuji.log").read_text(encoding="utf-8") if (data / "zhuji.log").exists() else ""
    said = result.stdout + result.stderr + log
    assert result.returncode == 0, said[-4000:]
    assert "self-test OK" in said, said[-4000:]
    used = re.search(r"assets in (.+?), hand", said)
    assert used, said[-2000:]
    assert Path(used.group(1)).resolve() == (purelib / "zhuji_desktop" / "assets").resolve()
