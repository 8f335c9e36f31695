"""Build the packaged game with PyInstaller, check that it runs, and optionally zip it.

    python packaging/build.py [--zip] [--distpath DIR] [--workpath DIR]

1. runs PyInstaller on packaging/zhuji-mahjong.spec (clean build, onedir, windowed); on macOS
   adds the app's name in Chinese and English (``localise_bundle``) and signs it again;
2. runs the built program with ``--self-test`` (on Linux with QT_QPA_PLATFORM=offscreen; on macOS
   the binary inside the .app) and checks that it exits with 0;
3. prints the size of the result (the onedir folder, or the .app on macOS);
4. with ``--zip``: writes dist/zhuji-mahjong-<version>-<platform>.zip (on macOS the .app, zipped
   with ``ditto -c -k --keepParent``, which keeps the bundle's symlinks and signature intact).

Exits non-zero if any step fails. The same command runs locally, in the tests
(tests/install/test_packaging.py) and in the build workflow on every system
(.github/workflows/build.yml), before packaging/installer.py (Windows) and packaging/dmg.py
(macOS) package its result.
"""

from __future__ import annotations

import argparse
import os
import stat
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import appinfo
from report import report_size

SPEC = appinfo.PACKAGING / "zhuji-mahjong.spec"
SELF_TEST_TIMEOUT = 180  # seconds; a cold start of a frozen Qt program takes a few


class BuildError(Exception):
    pass


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run_pyinstaller(distpath: Path, workpath: Path) -> None:
    try:
        import PyInstaller
    except ImportError as exc:
        raise BuildError("PyInstaller is not installed: pip install -e '.[build]'") from exc
    log(f"PyInstaller {PyInstaller.__version__}, Python {sys.version.split()[0]}, {sys.platform}")
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(distpath),
        "--workpath",
        str(workpath),
    ]
    log("$ " + " ".join(cmd))
    start = time.monotonic()
    result = subprocess.run(cmd, cwd=appinfo.ROOT, check=False)
    if result.returncode != 0:
        raise BuildError(f"PyInstaller failed with exit code {result.returncode}")
    log(f"PyInstaller finished in {time.monotonic() - start:.0f} s")


def localise_bundle(app: Path, sign: bool = True) -> list[str]:
    """macOS: name the app in each of ``appinfo.BUNDLE_NAMES``' languages (诸暨包麻将 in
    Finder and the Dock on a Chinese system), then sign the bundle again, ad hoc as
    PyInstaller did: a file added after its signature would leave an app macOS refuses to
    open. Returns the signing command (run only with ``sign``)."""
    resources = app / "Contents" / "Resources"
    for language, name in appinfo.BUNDLE_NAMES.items():
        folder = resources / f"{language}.lproj"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "InfoPlist.strings").write_text(appinfo.info_plist_strings(name), "utf-8")
    cmd = ["codesign", "--force", "--deep", "--all-architectures", "--sign", "-", str(app)]
    if sign:
        log("$ " + " ".join(cmd))
        subprocess.run(cmd, check=True)
    return cmd


def self_test(distpath: Path) -> None:
    exe = appinfo.executable_path(distpath)
    if not exe.is_file():
        raise BuildError(f"the built program is missing: {exe}")
    env = dict(os.environ)
    if sys.platform.startswith("linux"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(
        prefix="zhuji-selftest-", ignore_cleanup_errors=True
    ) as data_dir:
        cmd = [str(exe), "--self-test", "--data-dir", data_dir]
        log("$ " + " ".join(cmd))
        start = time.monotonic()
        try:
            result = subprocess.run(
                cmd,
                env=env,
                cwd=data_dir,  # not the source tree: the program must find its own assets
                capture_output=True,
                text=True,
                encoding="utf-8",
                errors="replace",
                timeout=SELF_TEST_TIMEOUT,
                check=False,
            )
        except subprocess.TimeoutExpired as exc:
            raise BuildError(f"self-test did not finish in {SELF_TEST_TIMEOUT} s") from exc
        elapsed = time.monotonic() - start
        # A windowed Windows program has no stdout; its log in the data folder tells the story.
        logs = [
            (f"log {p.name}", p.read_text("utf-8", "replace")) for p in Path(data_dir).glob("*.log")
        ]
    for name, text in (("stdout", result.stdout), ("stderr", result.stderr), *logs):
        if text and text.strip():
            print(f"--- self-test {name} ---\n{text.rstrip()[-4000:]}", flush=True)
    if result.returncode != 0:
        raise BuildError(f"self-test failed with exit code {result.returncode}")
    log(f"self-test passed in {elapsed:.1f} s")


def _zip_tree(source: Path, zip_path: Path) -> None:
    """Zip ``source`` (a folder) with its name as the top folder; keeps symlinks and exec bits."""
    with zipfile.ZipFile(zip_path, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted([source, *source.rglob("*")]):
            arcname = path.relative_to(source.parent).as_posix()
            if path.is_symlink():
                info = zipfile.ZipInfo(arcname)
                info.create_system = 3  # Unix, so that unzip restores the link
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                zf.writestr(info, os.readlink(path))
            elif path.is_dir():
                zf.write(path, arcname + "/")
            else:
                zf.write(path, arcname)


def make_zip(distpath: Path, version: str) -> Path:
    result = appinfo.result_path(distpath)
    zip_path = distpath / appinfo.zip_name(version)
    zip_path.unlink(missing_ok=True)
    if sys.platform == "darwin":
        cmd = ["ditto", "-c", "-k", "--keepParent", str(result), str(zip_path)]
        log("$ " + " ".join(cmd))
        subprocess.run(cmd, check=True)
    else:
        _zip_tree(result, zip_path)
    report_size("build", "zip", zip_path)
    return zip_path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--distpath",
        type=Path,
        default=appinfo.ROOT / "dist",
        help="where the result goes (default: dist/)",
    )
    parser.add_argument(
        "--workpath",
        type=Path,
        default=appinfo.ROOT / "build",
        help="PyInstaller's work folder (default: build/)",
    )
    parser.add_argument("--zip", action="store_true", help="also write the release zip")
    parser.add_argument(
        "--skip-build",
        action="store_true",
        help="do not run PyInstaller; test (and zip) the existing build",
    )
    args = parser.parse_args(argv)
    distpath = args.distpath.resolve()
    workpath = args.workpath.resolve()
    version = appinfo.read_version()
    log(f"{appinfo.APP_NAME} {version} for {appinfo.platform_tag()}")

    start = time.monotonic()
    try:
        if not args.skip_build:
            run_pyinstaller(distpath, workpath)
        result = appinfo.result_path(distpath)
        if not result.exists():
            raise BuildError(f"no build at {result}")
        if sys.platform == "darwin" and not args.skip_build:
            localise_bundle(result)  # (before the self-test, which runs it as shipped)
        self_test(distpath)
        report_size("build", "size", result)
        if args.zip:
            make_zip(distpath, version)
    except (BuildError, subprocess.CalledProcessError, OSError) as exc:
        log(f"FAILED: {exc}")
        return 1
    log(f"done in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
