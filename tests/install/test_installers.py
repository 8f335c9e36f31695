"""The Windows installer script and the macOS disk image, checked on Linux.

packaging/installer.py and packaging/dmg.py are the commands the Windows and macOS jobs of
.github/workflows/build.yml run. Here they run whole, with a stand-in for the one runner tool
each calls (Inno Setup's iscc, /usr/bin/hdiutil): the stand-in records what it was asked and
writes the file the real tool would. What only the real tools can show (that iscc compiles the
script, that the image mounts) shows on the first run of the workflow; everything before and
after that call is tested here.
"""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
import textwrap
import uuid
from pathlib import Path

import pytest

import zhuji_desktop
from tests import REPO

PACKAGING = REPO / "packaging"
ISS = PACKAGING / "zhuji-mahjong.iss"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"_packaging_{name}", PACKAGING / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


appinfo = _load("appinfo")
installer = _load("installer")
dmg = _load("dmg")


def _stand_in(path: Path, body: str) -> Path:
    """An executable Python script at ``path`` (the stand-in for a runner tool)."""
    path.write_text(f"#!{sys.executable}\n" + textwrap.dedent(body), encoding="utf-8")
    path.chmod(0o755)
    return path


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=120,
        check=False,
    )


@pytest.fixture
def windows_build(tmp_path) -> Path:
    """A dist/ folder shaped like build.py's on Windows: zhuji-mahjong/ with the exe."""
    dist = tmp_path / "dist"
    onedir = dist / appinfo.APP_NAME
    (onedir / "_internal").mkdir(parents=True)
    (onedir / f"{appinfo.APP_NAME}.exe").write_bytes(b"MZ")
    (onedir / "_internal" / "python311.dll").write_bytes(b"MZ")
    return dist


def _values(dist: Path, **changes: str) -> dict[str, str]:
    """What installer.py gives the script: the name of the file of its values."""
    values = {**installer.defines(dist), **changes}
    return {"ValuesFile": str(installer.write_values_file(values, dist.parent / "work"))}


# --- the Inno Setup script ------------------------------------------------------------------


def test_the_script_passes_the_check(windows_build):
    assert installer.check_script(ISS.read_text(encoding="utf-8"), _values(windows_build)) == []


def test_the_values_file_keeps_every_value(tmp_path):
    values = {"AppDisplayName": "诸暨包麻将", "Odd": 'say "hi" \\ C:\\x', "Empty": ""}
    path = installer.write_values_file(values, tmp_path)
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")  # UTF-8, marked as such
    assert installer.read_values_file(path) == values
    assert '#define Odd "say ""hi"" \\ C:\\x"' in path.read_text(encoding="utf-8-sig")


def test_the_check_finds_mistakes(windows_build):
    values = _values(windows_build)
    text = ISS.read_text(encoding="utf-8")
    mistakes = {
        "WizardStyle=modern": "WizardStyle=modren",
        "PrivilegesRequired=lowest": "PrivilegesRequierd=lowest",
        "{autodesktop}": "{autodesk}",
        '{#AppExeName}"; Tasks': '{#AppExe}"; Tasks',
        "DestDir:": "Dest:",
        "[Icons]": "[Icon]",
        "{cm:CreateDesktopIcon}": "{cm:CreateDesktopShortcut}",
    }
    for right, wrong in mistakes.items():
        assert right in text, right
        problems = installer.check_script(text.replace(right, wrong, 1), values)
        assert problems, f"{wrong!r} was not found wrong"
    # Files it names must exist: the icon and the build.
    (windows_build / appinfo.APP_NAME / f"{appinfo.APP_NAME}.exe").unlink()
    problems = installer.check_script(text, values)
    assert any("is not in the build" in p for p in problems), problems
    no_icon = _values(windows_build, IconFile=str(windows_build / "no.ico"))
    assert any("SetupIconFile" in p for p in installer.check_script(text, no_icon))
    # Compiled without installer.py's values, the script refuses.
    problems = installer.check_script(text, {})
    assert any("#error" in p for p in problems), problems
    # A value the script uses must be in the file.
    partial = installer.defines(windows_build)
    del partial["AppVersion"]
    path = installer.write_values_file(partial, windows_build.parent / "partial")
    problems = installer.check_script(text, {"ValuesFile": str(path)})
    assert any("{#AppVersion}" in p for p in problems), problems


def test_version_name_and_icon_come_from_appinfo(windows_build, monkeypatch):
    values = installer.defines(windows_build)
    version = zhuji_desktop.__version__
    assert values["AppVersion"] == appinfo.read_version() == version
    assert values["AppVersionNumbers"] == ".".join(map(str, appinfo.version_tuple(version)))
    assert values["OutputBaseName"] + ".exe" == appinfo.setup_name(version)
    assert appinfo.setup_name(version) == f"zhuji-mahjong-{version}-setup.exe"
    assert values["AppDisplayName"] == appinfo.DISPLAY_NAME
    # The icon is the spec's (its Windows EXE icon), and exists.
    assert Path(values["IconFile"]) == PACKAGING / "icon.ico"
    assert Path(values["IconFile"]).is_file()
    assert '"packaging" / "icon.ico"' in (PACKAGING / "zhuji-mahjong.spec").read_text()
    # The installed files are build.py's Windows result, and the exe is its program.
    monkeypatch.setattr(sys, "platform", "win32")
    assert Path(values["SourceDir"]) == appinfo.result_path(windows_build)
    assert values["AppExeName"] == appinfo.executable_path(windows_build).name
    # No version is written into the script itself.
    code = [line for line in ISS.read_text().splitlines() if not line.lstrip().startswith(";")]
    assert not [line for line in code if re.search(r"\d+\.\d+\.\d+", line)]
    assert "AppVersion={#AppVersion}" in code


def test_the_script_installs_per_user_upgrades_in_place_and_keeps_saves():
    text = ISS.read_text(encoding="utf-8")
    lines = {line.strip() for line in text.splitlines()}
    # Per user without admin rights, all users as an option (dialog or /ALLUSERS).
    assert "PrivilegesRequired=lowest" in lines
    assert "PrivilegesRequiredOverridesAllowed=dialog commandline" in lines
    assert "DefaultDirName={autopf}\\{#AppFolderName}" in lines
    # The same AppId forever: upgrades find the earlier install and its folder.
    app_id = re.search(r"^AppId=\{\{([0-9A-F-]+)\}$", text, re.M)
    assert app_id and str(uuid.UUID(app_id.group(1))).upper() == app_id.group(1)
    assert app_id.group(1) == "D65B89DE-1753-415D-BD08-26914FD2B659"  # never change it
    assert "UsePreviousAppDir=yes" in lines
    # Start menu always; desktop when ticked, as it is at first (the families this is for
    # start programs from the desktop); the uninstaller shows the program's icon.
    assert 'Name: "{autoprograms}\\{#AppDisplayName}"; Filename: "{app}\\{#AppExeName}"' in lines
    assert any(
        line.startswith('Name: "{autodesktop}') and line.endswith("Tasks: desktopicon")
        for line in lines
    )
    task = [line for line in lines if line.startswith('Name: "desktopicon"')]
    assert len(task) == 1 and "unchecked" not in task[0]
    assert "UninstallDisplayIcon={app}\\{#AppExeName}" in lines
    # An upgrade deletes only the program's own folder; nothing of the player's anywhere.
    deletes = [line for line in lines if line.startswith("Type:")]
    assert deletes == ['Type: filesandordirs; Name: "{app}\\_internal"']
    assert "[UninstallDelete]" not in text
    assert "userappdata" not in text.lower() and "localappdata" not in text.split("[Setup]")[1]


# --- installer.py, whole, with a stand-in iscc ------------------------------------------------

ISCC_STAND_IN = """
    import json, pathlib, re, sys
    args = sys.argv[1:]
    defines = dict(a[2:].split("=", 1) for a in args if a.startswith("/D"))
    text = pathlib.Path(defines["ValuesFile"]).read_text(encoding="utf-8-sig")
    values = {
        m.group(1): m.group(2).replace('""', '"')
        for m in re.finditer(r'^#define (\\w+) "((?:[^"]|"")*)"$', text, re.M)
    }
    record = pathlib.Path(__file__).with_suffix(".json")
    record.write_text(json.dumps({"args": args, "values": values}), encoding="utf-8")
    out = pathlib.Path(values["OutputDir"]) / (values["OutputBaseName"] + ".exe")
    out.write_bytes(b"MZ" + b"\\0" * 4096)
"""


@pytest.mark.skipif(
    sys.platform == "win32",
    reason="Windows does not run a script with a #! line, and the stand-in iscc is one;"
    " there the Windows CI job runs installer.py with the real Inno Setup",
)
def test_installer_py_runs_iscc_with_appinfo_values(windows_build, tmp_path):
    iscc = _stand_in(tmp_path / "iscc", ISCC_STAND_IN)
    work = tmp_path / "work"
    done = _run(
        "packaging/installer.py", "--distpath", str(windows_build), "--workpath", str(work),
        "--iscc", str(iscc),
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    record = json.loads(iscc.with_suffix(".json").read_text(encoding="utf-8"))
    assert record["args"] == [f"/DValuesFile={work / 'installer-values.iss'}", str(ISS)]
    assert record["values"] == installer.defines(windows_build.resolve())
    setup = windows_build / appinfo.setup_name(zhuji_desktop.__version__)
    assert setup.is_file()
    assert f"[installer] setup: 0.0 MB ({setup.resolve()})" in done.stdout


def test_installer_py_refuses_without_a_build(tmp_path):
    done = _run(
        "packaging/installer.py", "--distpath", str(tmp_path), "--workpath", str(tmp_path),
        "--iscc", "false",
    )  # fmt: skip
    assert done.returncode == 1
    assert "is not in the build" in done.stdout and "FAILED" in done.stdout


@pytest.mark.skipif(
    sys.platform == "win32",
    reason="on Windows, Inno Setup (installed on the runners) sits in the folders find_iscc()"
    " falls back to, which this test needs to find empty",
)
def test_iscc_is_looked_for_on_path_then_in_its_install_folders(monkeypatch, tmp_path):
    assert installer.find_iscc("/x/ISCC.exe") == "/x/ISCC.exe"
    iscc = _stand_in(tmp_path / "iscc", "")
    monkeypatch.setenv("PATH", str(tmp_path))
    assert installer.find_iscc() == str(iscc)
    monkeypatch.setenv("PATH", str(tmp_path / "nothing"))
    with pytest.raises(FileNotFoundError, match=re.escape(r"Inno Setup 6\ISCC.exe")):
        installer.find_iscc()


# --- dmg.py, whole, with a stand-in hdiutil ---------------------------------------------------

HDIUTIL_STAND_IN = """
    import json, os, pathlib, sys
    args = sys.argv[1:]
    record = pathlib.Path(__file__).with_suffix(".json")
    calls = json.loads(record.read_text()) if record.exists() else []
    call = {"args": args}
    if args[0] == "create":
        src = pathlib.Path(args[args.index("-srcfolder") + 1])
        call["contents"] = {
            p.name: os.readlink(p) if p.is_symlink() else "dir" for p in src.iterdir()
        }
        app = next(src.glob("*.app"))
        link = app / "Contents" / "Frameworks" / "link"
        call["inner_link"] = os.readlink(link) if link.is_symlink() else None
        call["exe_mode"] = oct((app / "Contents" / "MacOS" / "zhuji-mahjong").stat().st_mode)
        pathlib.Path(args[-1]).write_bytes(b"koly" * 1024)
    elif args[0] == "verify" and not pathlib.Path(args[1]).is_file():
        sys.exit(1)
    calls.append(call)
    record.write_text(json.dumps(calls))
"""


@pytest.fixture
def macos_build(tmp_path) -> Path:
    """A dist/ folder shaped like build.py's on macOS: "Zhuji Mahjong.app"."""
    dist = tmp_path / "dist"
    contents = dist / f"{appinfo.BUNDLE_NAME}.app" / "Contents"
    (contents / "MacOS").mkdir(parents=True)
    (contents / "Resources").mkdir()
    (contents / "Frameworks").mkdir()
    exe = contents / "MacOS" / appinfo.APP_NAME
    exe.write_bytes(b"\xcf\xfa\xed\xfe")
    exe.chmod(0o755)
    (contents / "Frameworks" / "link").symlink_to("../Resources")
    return dist


@pytest.mark.skipif(
    sys.platform == "win32",
    reason="Windows does not run a script with a #! line, and the stand-in hdiutil is one",
)
def test_dmg_py_makes_an_image_with_the_app_and_an_applications_link(macos_build, tmp_path):
    hdiutil = _stand_in(tmp_path / "hdiutil", HDIUTIL_STAND_IN)
    done = _run(
        "packaging/dmg.py", "--distpath", str(macos_build), "--hdiutil", str(hdiutil),
        "--arch", "arm64",
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    image = macos_build / f"Zhuji Mahjong-{zhuji_desktop.__version__}-arm64.dmg"
    assert image.is_file()
    create, verify = json.loads(hdiutil.with_suffix(".json").read_text())
    args = create["args"]
    assert args[:3] == ["create", "-volname", "Zhuji Mahjong"]
    assert args[args.index("-format") + 1] == "UDZO"
    assert args[-1] == str(image.resolve())
    assert create["contents"] == {"Zhuji Mahjong.app": "dir", "Applications": "/Applications"}
    assert create["inner_link"] == "../Resources"  # the bundle's symlinks stay symlinks
    assert create["exe_mode"].endswith("755")
    assert verify["args"] == ["verify", str(image.resolve())]
    assert "[dmg] disk image:" in done.stdout


def test_dmg_py_refuses_without_a_build(tmp_path):
    done = _run("packaging/dmg.py", "--distpath", str(tmp_path), "--hdiutil", "false")
    assert done.returncode == 1 and "no built app" in done.stdout


def test_dmg_is_named_for_the_version_and_architecture(macos_build, monkeypatch):
    assert appinfo.dmg_name("1.2.3", "x86_64") == "Zhuji Mahjong-1.2.3-x86_64.dmg"
    monkeypatch.setattr(sys, "platform", "darwin")
    assert dmg.app_path(macos_build) == appinfo.result_path(macos_build)


# --- the release tag ----------------------------------------------------------------------------


def test_the_release_tag_must_name_the_version():
    version = zhuji_desktop.__version__
    ok = _run("packaging/appinfo.py", "--check-tag", f"v{version}")
    assert ok.returncode == 0, ok.stdout
    wrong = _run("packaging/appinfo.py", "--check-tag", "v999.0.0")
    assert wrong.returncode == 1 and "does not name" in wrong.stdout
    assert _run("packaging/appinfo.py").stdout.strip() == version


def test_the_uninstaller_sees_a_running_game_by_the_mutex_it_holds(windows_build, monkeypatch):
    """Uninstalling while the game ran left its files behind: the installer's AppMutex is
    the mutex the game holds on Windows, named in one place (zhuji_desktop.RUNNING_MUTEX)."""
    import ctypes

    from zhuji_desktop.app import startup

    assert installer.defines(windows_build)["AppMutexName"] == zhuji_desktop.RUNNING_MUTEX
    assert "AppMutex={#AppMutexName}" in installer.SCRIPT.read_text(encoding="utf-8")
    made: list[tuple] = []

    class Kernel32:
        def __init__(self, handle: int) -> None:
            self.handle = handle

        def CreateMutexW(self, *args):
            made.append(args)
            return self.handle

    monkeypatch.setattr(startup, "_RUNNING", [])
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(ctypes, "windll", type("W", (), {"kernel32": Kernel32(0)}), raising=False)
    assert not startup.hold_running_mutex()  # refused: the game plays on
    monkeypatch.setattr(ctypes, "windll", type("W", (), {"kernel32": Kernel32(7)}))
    assert startup.hold_running_mutex() and startup.hold_running_mutex()
    assert made == [(None, False, "ZhujiMahjong.Running")] * 2 and startup._RUNNING == [7]
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(startup, "_RUNNING", [])
    assert not startup.hold_running_mutex() and len(made) == 2
