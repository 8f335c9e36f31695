r"""Build the Windows installer, dist/zhuji-mahjong-<version>-setup.exe, with Inno Setup.

    python packaging/installer.py [--distpath DIR] [--workpath DIR] [--iscc PATH] [--check-only]

Run it after ``python packaging/build.py`` (which leaves the tested onedir build in
dist/zhuji-mahjong/). It

1. writes the script's values, the name, version and icon from packaging/appinfo.py (as the
   PyInstaller spec uses) and the paths of this build, as ``#define`` lines into
   <workpath>/installer-values.iss (UTF-8: the Chinese name never passes through a command line);
2. checks packaging/zhuji-mahjong.iss with them (:func:`check_script`): its sections, [Setup]
   directives, entry parameters, flags and constants are ones Inno Setup (6.3 or later, and 7)
   knows, every ``{#value}`` it uses is defined, and every file it names exists: the icon, the
   onedir build and the program inside it;
3. runs Inno Setup's compiler: ``iscc /DValuesFile=<that file> packaging/zhuji-mahjong.iss``;
4. checks that the installer was written and reports its size.

Which ``iscc``: ``--iscc PATH``; else ``iscc`` on PATH (GitHub's Windows images install Inno
Setup with Chocolatey, which puts ``iscc`` on PATH, and the images' own tests check exactly
that: ``Get-Command -Name iscc``); else Inno Setup's default folders,
``C:\Program Files (x86)\Inno Setup 6\ISCC.exe`` (6.x, which GitHub's windows-2025 image
carries: 6.7.1 in August 2026) and ``C:\Program Files\Inno Setup 7\ISCC.exe`` (7.x, 64-bit).

On Linux, tests/install/test_installers.py runs this same command with a stand-in ``iscc``; only
Inno Setup itself is not run there.
"""

from __future__ import annotations

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import appinfo
from report import log as _log
from report import report_size

SCRIPT = appinfo.PACKAGING / "zhuji-mahjong.iss"
ISCC_DEFAULTS = (
    r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe",
    r"C:\Program Files\Inno Setup 7\ISCC.exe",
    r"C:\Program Files (x86)\Inno Setup 7\ISCC.exe",
)

# What the check knows of Inno Setup's script language: the names this project's script uses
# and their common neighbours, each present in Inno Setup 6.7 and 7.0 (checked against their
# documentation and sources). A name outside these is reported, so that a typo fails here, on
# Linux, rather than on the Windows runner; a new name is added after checking it there.
SETUP_DIRECTIVES = {
    "AppId", "AppName", "AppVersion", "AppVerName", "AppPublisher", "AppPublisherURL",
    "AppCopyright", "AppSupportURL", "AppUpdatesURL", "VersionInfoVersion",
    "VersionInfoProductName", "VersionInfoProductVersion", "VersionInfoDescription",
    "VersionInfoCompany", "VersionInfoCopyright", "DefaultDirName", "DefaultGroupName",
    "DisableProgramGroupPage", "DisableDirPage", "DisableWelcomePage", "UsePreviousAppDir",
    "PrivilegesRequired", "PrivilegesRequiredOverridesAllowed", "ArchitecturesAllowed",
    "ArchitecturesInstallIn64BitMode", "MinVersion", "OutputDir", "OutputBaseFilename",
    "SetupIconFile", "UninstallDisplayIcon", "UninstallDisplayName", "WizardStyle",
    "ShowLanguageDialog", "LanguageDetectionMethod", "Compression", "SolidCompression",
    "CloseApplications", "RestartApplications", "SetupLogging", "LicenseFile", "AppMutex",
}  # fmt: skip
YES_NO = {"yes", "no", "true", "false", "1", "0"}
DIRECTIVE_VALUES = {
    "PrivilegesRequired": {"admin", "lowest", "poweruser", "none"},
    "WizardStyle": {"classic", "modern"},
    "ShowLanguageDialog": {"yes", "no", "auto"},
    "CloseApplications": YES_NO | {"force"},
    "SolidCompression": YES_NO,
    "DisableProgramGroupPage": YES_NO | {"auto"},
    "DisableDirPage": YES_NO | {"auto"},
    "DisableWelcomePage": YES_NO,
    "UsePreviousAppDir": YES_NO,
    "RestartApplications": YES_NO,
    "SetupLogging": YES_NO,
}


@dataclass(frozen=True)
class Section:
    required: frozenset[str]
    allowed: frozenset[str]
    flags: frozenset[str] = frozenset()


def _section(required: str, optional: str, flags: str = "") -> Section:
    req = frozenset(required.split())
    return Section(req, req | frozenset(optional.split()), frozenset(flags.split()))


_COMMON = "Languages Check Components Tasks MinVersion OnlyBelowVersion"
SECTIONS = {
    "Languages": _section("Name MessagesFile", "LicenseFile InfoBeforeFile InfoAfterFile"),
    "Tasks": _section(
        "Name Description",
        "GroupDescription Flags Components Check Languages",
        "checkedonce checkablealone dontinheritcheck exclusive restart unchecked",
    ),
    "InstallDelete": _section("Type Name", _COMMON),
    "UninstallDelete": _section("Type Name", _COMMON),
    "Files": _section(
        "Source DestDir",
        f"DestName Excludes Attribs Permissions Flags {_COMMON}",
        "ignoreversion recursesubdirs createallsubdirs replacesameversion restartreplace "
        "onlyifdoesntexist skipifsourcedoesntexist uninsneveruninstall",
    ),
    "Icons": _section(
        "Name Filename",
        f"Parameters WorkingDir IconFilename IconIndex Comment AppUserModelID Flags {_COMMON}",
        "createonlyiffileexists runminimized runmaximized preventpinning uninsneveruninstall",
    ),
    "Run": _section(
        "Filename",
        f"Description Parameters WorkingDir StatusMsg RunOnceId Verb Flags {_COMMON}",
        "nowait postinstall skipifsilent skipifnotsilent shellexec unchecked runhidden "
        "runasoriginaluser runascurrentuser skipifdoesntexist waituntilidle waituntilterminated "
        "hidewizard",
    ),
}
DELETE_TYPES = {"files", "filesandordirs", "dirifempty"}
# Inno Setup constants the script may use ({cm:...} is checked on its own).
CONSTANTS = {"app", "autopf", "autoprograms", "autodesktop", "tmp", "src", "userappdata"}
# Messages of every official language file ({cm:Name,...}).
STANDARD_MESSAGES = {"CreateDesktopIcon", "AdditionalIcons", "LaunchProgram", "UninstallProgram"}


def log(message: str) -> None:
    _log("installer", message)


def values_file_text(values: dict[str, str]) -> str:
    """The ``#define`` lines of ``values`` (Inno Setup's preprocessor reads Pascal-style
    strings: a double quote is doubled, a backslash is itself)."""
    lines = ["; Written by packaging/installer.py for packaging/zhuji-mahjong.iss: do not edit."]
    lines += [f'#define {k} "{v.replace(chr(34), chr(34) * 2)}"' for k, v in values.items()]
    return "\n".join(lines) + "\n"


def read_values_file(path: Path) -> dict[str, str]:
    """The values of a file written by :func:`values_file_text`."""
    out = {}
    for line in path.read_text(encoding="utf-8-sig").splitlines():
        m = re.fullmatch(r'#define (\w+) "((?:[^"]|"")*)"', line.strip())
        if m:
            out[m.group(1)] = m.group(2).replace('""', '"')
    return out


def write_values_file(values: dict[str, str], workpath: Path) -> Path:
    workpath.mkdir(parents=True, exist_ok=True)
    path = workpath / "installer-values.iss"
    # With a byte-order mark, so that every Inno Setup version reads it as UTF-8.
    path.write_text(values_file_text(values), encoding="utf-8-sig")
    return path


def defines(distpath: Path, version: str | None = None) -> dict[str, str]:
    """The ``/D`` values the script uses, from appinfo.py and the build folder."""
    version = version or appinfo.read_version()
    return {
        "AppVersion": version,
        "AppVersionNumbers": ".".join(str(n) for n in appinfo.version_tuple(version)),
        "AppDisplayName": appinfo.DISPLAY_NAME,
        "AppDescription": appinfo.DESCRIPTION,
        "AppFolderName": appinfo.BUNDLE_NAME,
        "AppPublisher": appinfo.PUBLISHER,
        "AppCopyright": appinfo.COPYRIGHT,
        "AppExeName": f"{appinfo.APP_NAME}.exe",
        "AppMutexName": appinfo.running_mutex(),
        "SourceDir": str(distpath / appinfo.APP_NAME),
        "OutputDir": str(distpath),
        "OutputBaseName": Path(appinfo.setup_name(version)).stem,
        "IconFile": str(appinfo.PACKAGING / "icon.ico"),
    }


# --- the check -----------------------------------------------------------------------------


def _local(path: str) -> Path:
    """A Windows path of the script as a path of this machine."""
    return Path(path if os.sep == "\\" else path.replace("\\", "/"))


def _preprocess(lines: list[str], values: dict[str, str], problems: list[str]) -> list[tuple]:
    """Inno Setup's preprocessor, as far as the script uses it: ``#ifndef``/``#ifdef``/``#if``
    (an ``#if`` or ``#elif`` expression is not evaluated: every branch is checked), ``#else``,
    ``#endif``, ``#error``, ``#include Name`` of a values file (its ``#define`` lines join
    ``values``), and ``{#Name}`` values. Returns (line number, text) to check."""
    out: list[tuple[int, str]] = []
    stack: list[bool | None] = []  # each open #if: True, False, or None (not evaluated)
    for number, raw in enumerate(lines, 1):
        text = raw.strip()
        live = all(s is not False for s in stack)
        if text.startswith("#"):
            word, _, rest = text[1:].strip().partition(" ")
            if word in ("ifdef", "ifndef"):
                known = rest.strip() in values
                stack.append(known if word == "ifdef" else not known)
            elif word == "if":
                stack.append(None)
            elif word == "elif" and stack:  # not evaluated either, unless a branch was taken
                stack[-1] = False if stack[-1] is True else None
            elif word == "else" and stack:
                stack[-1] = None if stack[-1] is None else not stack[-1]
            elif word == "endif" and stack:
                stack.pop()
            elif word == "error":
                if live and all(s is True for s in stack):
                    problems.append(f"line {number}: #error {rest.strip()}")
            elif word == "include":
                if live:
                    _include(number, rest.strip(), values, problems)
            else:
                problems.append(f"line {number}: preprocessor directive #{word} is not checked")
            continue
        if live:
            out.append((number, _substitute(number, raw.rstrip("\n"), values, problems)))
    if stack:
        problems.append("an #if/#ifdef/#ifndef has no #endif")
    return out


def _include(number: int, name: str, values: dict[str, str], problems: list[str]) -> None:
    if name not in values:
        problems.append(f"line {number}: #include {name}: {name} is not defined")
    elif not _local(values[name]).is_file():
        problems.append(f"line {number}: #include {name}: no file {values[name]}")
    else:
        values.update(read_values_file(_local(values[name])))


def _substitute(number: int, line: str, values: dict[str, str], problems: list[str]) -> str:
    """Replace each ``{#Name}`` by its value."""

    def value(m: re.Match) -> str:
        name = m.group(1)
        if name not in values:
            problems.append(f"line {number}: {{#{name}}} is not passed by installer.py")
            return name
        return values[name]

    return re.sub(r"\{#(\w+)\}", value, line)


def _parameters(text: str) -> dict[str, str] | None:
    """``Name: "value"; Flags: a b`` -> {"Name": "value", "Flags": "a b"}; None if malformed."""
    params: dict[str, str] = {}
    pattern = re.compile(r'\s*(\w+)\s*:\s*("(?:[^"]|"")*"|[^;"]*?)\s*(?:;|$)')
    pos = 0
    while pos < len(text.rstrip()):
        m = pattern.match(text, pos)
        if not m or m.end() == pos:
            return None
        value = m.group(2)
        if value.startswith('"'):
            value = value[1:-1].replace('""', '"')
        params[m.group(1)] = value
        pos = m.end()
    return params


def _constants(number: int, value: str, problems: list[str]) -> None:
    for m in re.finditer(r"\{(\{)?([^{}]*)\}?", value):
        if m.group(1):  # "{{" is a literal brace
            continue
        name = m.group(2)
        if name.startswith("cm:"):
            message = name[3:].split(",")[0]
            if message not in STANDARD_MESSAGES:
                problems.append(f"line {number}: {{cm:{message}}} is not a standard message")
        elif name not in CONSTANTS:
            problems.append(f"line {number}: {{{name}}} is not a constant this check knows")


def _app_file(value: str, values: dict[str, str]) -> Path | None:
    r"""``{app}\x`` -> where x is in the build (the install folder is a copy of it)."""
    if value.startswith("{app}\\") and "SourceDir" in values:
        return _local(values["SourceDir"]) / _local(value[len("{app}\\") :])
    return None


def _check_setup(number: int, text: str, values: dict[str, str], problems: list[str]) -> None:
    key, sep, value = text.partition("=")
    key, value = key.strip(), value.strip()
    if not sep or not key:
        problems.append(f"line {number}: not a Name=Value directive: {text.strip()!r}")
        return
    if key not in SETUP_DIRECTIVES:
        problems.append(f"line {number}: [Setup] directive {key} is not known to this check")
        return
    allowed = DIRECTIVE_VALUES.get(key)
    words = {value.lower()}
    if key == "PrivilegesRequiredOverridesAllowed":  # a list of words
        allowed, words = {"commandline", "dialog"}, set(value.lower().split())
    if allowed is not None and not words <= allowed:
        problems.append(f"line {number}: {key}={value}: expected one of {sorted(allowed)}")
    if key == "SetupIconFile" and not _local(value).is_file():
        problems.append(f"line {number}: SetupIconFile {value} does not exist")
    if key == "UninstallDisplayIcon":
        file = _app_file(value, values)
        if file is not None and not file.is_file():
            problems.append(f"line {number}: {value} is not in the build ({file})")
    if key == "VersionInfoVersion" and not re.fullmatch(r"\d+(\.\d+){0,3}", value):
        problems.append(f"line {number}: VersionInfoVersion must be numbers: {value}")
    if key != "AppId":
        _constants(number, value, problems)


def _check_entry(
    section: str, number: int, text: str, values: dict[str, str], problems: list[str]
) -> dict[str, str] | None:
    spec = SECTIONS[section]
    params = _parameters(text)
    if params is None:
        problems.append(f"line {number}: cannot read the parameters of {text.strip()!r}")
        return None
    for name in spec.required - params.keys():
        problems.append(f"line {number}: [{section}] entry lacks {name}")
    for name in params.keys() - spec.allowed:
        problems.append(f"line {number}: [{section}] has no parameter {name}")
    for flag in params.get("Flags", "").split():
        if flag not in spec.flags:
            problems.append(f"line {number}: [{section}] has no flag {flag}")
    for name, value in params.items():
        if name not in ("Source", "MessagesFile"):
            _constants(number, value, problems)
    if section in ("InstallDelete", "UninstallDelete") and params.get("Type") not in DELETE_TYPES:
        problems.append(f"line {number}: Type must be one of {sorted(DELETE_TYPES)}")
    if section == "Files" and "Source" in params:
        source = _local(params["Source"])
        if not glob.glob(str(source)):
            problems.append(f"line {number}: no file matches Source {params['Source']}")
    for name in ("Filename", "IconFilename"):
        file = _app_file(params.get(name, ""), values)
        if file is not None and not file.is_file():
            problems.append(f"line {number}: {params[name]} is not in the build ({file})")
    return params


def check_script(text: str, values: dict[str, str]) -> list[str]:
    """What is wrong with the Inno Setup script ``text`` compiled with ``values``; [] if
    nothing this check can see."""
    problems: list[str] = []
    values = dict(values)  # an #include adds to them
    section = None
    seen: dict[str, list[dict[str, str]]] = {}
    directives: dict[str, str] = {}
    for number, line in _preprocess(text.splitlines(), values, problems):
        stripped = line.strip()
        if not stripped or stripped.startswith(";"):
            continue
        header = re.fullmatch(r"\[(\w+)\]", stripped)
        if header:
            section = header.group(1)
            if section != "Setup" and section not in SECTIONS:
                problems.append(f"line {number}: section [{section}] is not known to this check")
            seen.setdefault(section, [])
        elif section is None:
            problems.append(f"line {number}: text outside a section: {stripped!r}")
        elif section == "Setup":
            _check_setup(number, stripped, values, problems)
            key, _, value = stripped.partition("=")
            directives[key.strip()] = value.strip()
        elif section in SECTIONS:
            params = _check_entry(section, number, stripped, values, problems)
            if params is not None:
                seen[section].append(params)
    for name in ("AppId", "AppName", "AppVersion", "DefaultDirName", "OutputBaseFilename"):
        if name not in directives:
            problems.append(f"[Setup] lacks {name}")
    if not seen.get("Files"):
        problems.append("[Files] installs nothing")
    return problems


# --- running iscc --------------------------------------------------------------------------


def find_iscc(explicit: str | None = None) -> str:
    if explicit:
        return explicit
    found = shutil.which("iscc")
    if found:
        return found
    for path in ISCC_DEFAULTS:
        if Path(path).is_file():
            return path
    raise FileNotFoundError(
        "Inno Setup's iscc was not found on PATH nor in " + ", ".join(ISCC_DEFAULTS)
    )


def iscc_command(iscc: str, values_file: Path, script: Path = SCRIPT) -> list[str]:
    return [iscc, f"/DValuesFile={values_file}", str(script)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--distpath", type=Path, default=appinfo.ROOT / "dist")
    parser.add_argument("--workpath", type=Path, default=appinfo.ROOT / "build")
    parser.add_argument("--iscc", help="Inno Setup's compiler (default: see above)")
    parser.add_argument("--check-only", action="store_true", help="check the script, no iscc")
    args = parser.parse_args(argv)
    values = defines(args.distpath.resolve())
    values_file = write_values_file(values, args.workpath.resolve())
    log(f"{appinfo.APP_NAME} {values['AppVersion']}: {SCRIPT.name} with {values_file}")
    problems = check_script(SCRIPT.read_text(encoding="utf-8"), {"ValuesFile": str(values_file)})
    for problem in problems:
        log(f"problem: {problem}")
    if problems:
        log(f"FAILED: {len(problems)} problem(s) in {SCRIPT}")
        return 1
    log("script checked: sections, directives, parameters, flags, files")
    if args.check_only:
        return 0
    output = Path(values["OutputDir"]) / f"{values['OutputBaseName']}.exe"
    output.unlink(missing_ok=True)
    try:
        cmd = iscc_command(find_iscc(args.iscc), values_file)
    except FileNotFoundError as exc:
        log(f"FAILED: {exc}")
        return 1
    log("$ " + subprocess.list2cmdline(cmd))
    result = subprocess.run(cmd, check=False)
    if result.returncode != 0:
        log(f"FAILED: iscc exited with {result.returncode}")
        return 1
    if not output.is_file():
        log(f"FAILED: iscc wrote no {output}")
        return 1
    report_size("installer", "setup", output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
