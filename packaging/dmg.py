"""Build the macOS disk image: dist/Zhuji Mahjong-<version>-<arch>.dmg.

    python packaging/dmg.py [--distpath DIR] [--hdiutil PATH] [--arch ARCH]

Run it after ``python packaging/build.py`` on macOS (which leaves the tested
``dist/Zhuji Mahjong.app``). The image opens as a window holding the app and a link to
/Applications, so that installing is one drag. It is made by macOS's own ``hdiutil``
(/usr/bin/hdiutil, on every Mac and every GitHub macOS runner):

1. a staging folder gets a copy of the .app (symlinks kept as symlinks, so the bundle and
   its signature stay intact) and a symlink ``Applications`` -> ``/Applications``;
2. ``hdiutil create -volname "Zhuji Mahjong" -srcfolder <staging> -fs HFS+ -format UDZO``
   writes a compressed, read-only image (UDZO opens on every macOS version the app runs on);
   it is tried up to three times, since hdiutil on CI machines now and then fails with
   "Resource busy";
3. ``hdiutil verify`` checks the image's checksum; its size is reported.

The architecture in the name is the build machine's (arm64 on Apple silicon runners, x86_64
on Intel ones): a release carries both images. On Linux, tests/install/test_installers.py runs this
same command with a stand-in ``hdiutil``; only hdiutil itself is not run there.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import appinfo
from report import log as _log
from report import report_size

HDIUTIL = "/usr/bin/hdiutil"
ATTEMPTS = 3


def log(message: str) -> None:
    _log("dmg", message)


def app_path(distpath: Path) -> Path:
    """The .app that build.py leaves on macOS (appinfo.result_path there)."""
    return distpath / f"{appinfo.BUNDLE_NAME}.app"


def stage(app: Path, folder: Path) -> Path:
    """The image's contents: a copy of ``app`` and the Applications link, in ``folder``."""
    root = folder / appinfo.BUNDLE_NAME
    root.mkdir(parents=True)
    shutil.copytree(app, root / app.name, symlinks=True)
    (root / "Applications").symlink_to("/Applications")
    return root


def create_command(hdiutil: str, staging: Path, output: Path) -> list[str]:
    return [
        hdiutil,
        "create",
        "-volname",
        appinfo.BUNDLE_NAME,
        "-srcfolder",
        str(staging),
        "-fs",
        "HFS+",
        "-format",
        "UDZO",
        "-imagekey",
        "zlib-level=9",
        "-ov",
        str(output),
    ]


def run(cmd: list[str], attempts: int = 1) -> None:
    for attempt in range(1, attempts + 1):
        log("$ " + " ".join(f'"{c}"' if " " in c else c for c in cmd))
        result = subprocess.run(cmd, check=False)
        if result.returncode == 0:
            return
        if attempt < attempts:
            log(f"exit code {result.returncode}; trying again in {5 * attempt} s")
            time.sleep(5 * attempt)
    raise subprocess.CalledProcessError(result.returncode, cmd)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--distpath", type=Path, default=appinfo.ROOT / "dist")
    parser.add_argument("--hdiutil", default=HDIUTIL, help=f"default: {HDIUTIL}")
    parser.add_argument("--arch", help="architecture in the name (default: this machine's)")
    args = parser.parse_args(argv)
    distpath = args.distpath.resolve()
    version = appinfo.read_version()
    app = app_path(distpath)
    output = distpath / appinfo.dmg_name(version, args.arch)
    if not (app / "Contents" / "MacOS" / appinfo.APP_NAME).is_file():
        log(f"FAILED: no built app at {app} (run python packaging/build.py first)")
        return 1
    output.unlink(missing_ok=True)
    try:
        with tempfile.TemporaryDirectory(prefix="zhuji-dmg-") as tmp:
            staging = stage(app, Path(tmp))
            run(create_command(args.hdiutil, staging, output), ATTEMPTS)
        run([args.hdiutil, "verify", str(output)])
    except (subprocess.CalledProcessError, OSError) as exc:
        log(f"FAILED: {exc}")
        return 1
    if not output.is_file():
        log(f"FAILED: hdiutil wrote no {output}")
        return 1
    report_size("dmg", "disk image", output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
