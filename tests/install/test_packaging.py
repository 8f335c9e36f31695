"""Packaging: the PyInstaller spec, the size trimming, and the Linux build.

The spec is run by PyInstaller with its real Analysis of the entry point, packaging/launcher.py,
but with the output stages recorded instead of built (about 20 s, so marked slow): every module
of the package is in, the Qt modules shipped are those the source imports, the assets and the
package's data files are bundled, and qt_trim's pruning took effect.

The other slow tests build the program with ``packaging/build.py --zip`` (the command the build
workflow runs on every system) into a temporary folder, once; the build script runs the built
program with ``--self-test``. On Linux this is the smoke test of the spec and of the trimming,
and the built program then plays a sound into a private PulseAudio null sink (packaging/pulse.py)
whose recording must not be silent.

Nothing here is skipped for want of a tool on Linux:
PyInstaller comes with the test extra (``pip install -e '.[test]'``), and PulseAudio with
.ci/system-packages, so a missing one fails and says what to install. Only on Windows and macOS,
where nothing installs PulseAudio, is the sound test skipped. The workflows are tested in
test_workflows.py, the installers in test_installers.py.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

import zhuji_desktop
from tests import REPO

# Under xdist (-n) the module's builds run once, on one worker: two PyInstaller runs
# at once would share PyInstaller's cache.
pytestmark = pytest.mark.xdist_group("pyinstaller")

PACKAGING = REPO / "packaging"
SPEC = PACKAGING / "zhuji-mahjong.spec"
# The trimmed Linux onedir measured 115 MB (README); this catches a trim that stops working.
LINUX_SIZE_LIMIT_MB = 125


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"_packaging_{name}", PACKAGING / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _need_pyinstaller() -> None:
    """PyInstaller is in the test extra: without it these tests fail, and say so."""
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.fail("PyInstaller is missing: pip install -e '.[test]'", pytrace=False)


appinfo = _load("appinfo")
qt_trim = _load("qt_trim")
pulse = _load("pulse")


def test_version_is_read_without_importing_the_package():
    assert appinfo.read_version() == zhuji_desktop.__version__


@pytest.mark.parametrize(
    ("version", "numbers"),
    [
        ("0.1.0", (0, 1, 0, 0)),
        ("1.2", (1, 2, 0, 0)),
        ("2.3.4rc1", (2, 3, 4, 0)),
        ("1.0.0+local.7", (1, 0, 0, 0)),
    ],
)
def test_version_tuple(version, numbers):
    assert appinfo.version_tuple(version) == numbers


def test_windows_version_resource_text():
    """The text evaluates to a VSVersionInfo (as PyInstaller does, with its classes in scope)."""
    text = appinfo.windows_version_text("1.2.3")

    def record(kind):
        return lambda *args, **kwargs: (kind, args, kwargs)

    names = [
        "VSVersionInfo",
        "FixedFileInfo",
        "StringFileInfo",
        "StringTable",
        "StringStruct",
        "VarFileInfo",
        "VarStruct",
    ]
    info = eval(text, {n: record(n) for n in names})  # our own generated text
    assert info[0] == "VSVersionInfo"
    ffi = info[2]["ffi"]
    assert ffi[2]["filevers"] == ffi[2]["prodvers"] == (1, 2, 3, 0)
    strings = {s[1][0]: s[1][1] for s in info[2]["kids"][0][1][0][0][1][1]}
    assert strings["FileVersion"] == strings["ProductVersion"] == "1.2.3"
    assert strings["OriginalFilename"] == "zhuji-mahjong.exe"
    assert strings["ProductName"] == "诸暨包麻将"
    assert strings["CompanyName"] == appinfo.PUBLISHER != "zhuji_desktop"  # a readable name


def test_the_mac_bundle_names_the_game_in_each_language(tmp_path):
    """Finder and the Dock showed "Zhuji Mahjong" on a Chinese Mac: the bundle names it
    诸暨包麻将 in zh-Hans.lproj (LSHasLocalizedDisplayName), and is signed again after."""
    build = _load("build")
    app = tmp_path / "Zhuji Mahjong.app"
    cmd = build.localise_bundle(app, sign=False)
    strings = app / "Contents" / "Resources" / "zh-Hans.lproj" / "InfoPlist.strings"
    assert strings.read_text("utf-8") == (
        '"CFBundleDisplayName" = "诸暨包麻将";\n"CFBundleName" = "诸暨包麻将";\n'
    )
    english = (app / "Contents" / "Resources" / "en.lproj" / "InfoPlist.strings").read_text()
    assert '"CFBundleDisplayName" = "Zhuji Mahjong";' in english
    assert cmd[:2] == ["codesign", "--force"] and cmd[-3:] == ["--sign", "-", str(app)]
    spec = (REPO / "packaging" / "zhuji-mahjong.spec").read_text(encoding="utf-8")
    assert '"LSHasLocalizedDisplayName": True' in spec
    # Finder shows the localised name only while the plist's matches the name on disk
    assert '"CFBundleDisplayName": appinfo.BUNDLE_NAME' in spec and '"zh-Hans"' in spec


@pytest.mark.parametrize(
    ("version", "short"), [("0.1.0", "0.1.0"), ("0.2.0rc1", "0.2.0"), ("1.4", "1.4.0")]
)
def test_the_mac_bundle_says_its_version_in_numbers_and_the_oldest_macos(version, short):
    """Apple takes three numbers for CFBundleShortVersionString (a pre-release's "rc1" is
    refused); LSMinimumSystemVersion makes an older Mac say the program needs a newer system,
    where the icon bounced and the program quit without a word (a packaging review)."""
    assert appinfo.mac_short_version(version) == short
    spec = (REPO / "packaging" / "zhuji-mahjong.spec").read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": appinfo.MACOS_MINIMUM' in spec
    assert '"CFBundleShortVersionString": appinfo.mac_short_version(VERSION)' in spec
    assert tuple(map(int, appinfo.MACOS_MINIMUM.split("."))) >= (11, 0)


def test_windows_version_resource_loads_in_pyinstaller(tmp_path, monkeypatch):
    """PyInstaller's own loader reads the text and serialises the resource (as on Windows)."""
    _need_pyinstaller()
    import types

    import PyInstaller.compat

    if importlib.util.find_spec("pefile") is None:  # Windows-only dependencies of the module
        monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    if not hasattr(PyInstaller.compat, "win32api"):
        monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
    name = "PyInstaller.utils.win32.versioninfo"
    had = name in sys.modules
    try:
        versioninfo = importlib.import_module(name)
        path = tmp_path / "version_info.txt"
        path.write_text(appinfo.windows_version_text("0.1.0"), encoding="utf-8")
        info = versioninfo.load_version_info_from_text_file(str(path))
        assert isinstance(info, versioninfo.VSVersionInfo)
        raw = info.toRaw()
        assert "诸暨包麻将".encode("utf-16-le") in raw
    finally:
        if not had:
            sys.modules.pop(name, None)


# --- the spec's Analysis ----------------------------------------------------------------------

# Runs PyInstaller on the spec as `python -m PyInstaller SPEC` does, with PyInstaller's own
# Analysis, but with the output stages (PYZ, EXE, COLLECT, BUNDLE) replaced by recorders: the
# spec is executed whole, and what it hands each stage is written out as JSON. Destinations use
# "/" on every system. Arguments: spec, JSON file, distpath, workpath.
ANALYSE_SPEC = """
import json, sys
import PyInstaller.__main__
import PyInstaller.building.build_main as build_main

spec, out, distpath, workpath = sys.argv[1:5]
seen = {}

def toc(entries):
    return [[dest.replace("\\\\", "/"), src, kind] for dest, src, kind in entries]

class Analysis(build_main.Analysis):
    def __init__(self, scripts, *args, **kwargs):
        super().__init__(scripts, *args, **kwargs)
        seen["Analysis"] = {"given": [str(s) for s in scripts]}
        for name in ("scripts", "pure", "binaries", "datas"):
            seen["Analysis"][name] = toc(getattr(self, name))

def recorder(stage):
    def record(*args, **kwargs):
        seen[stage] = {
            "args": [toc(a) if isinstance(a, list) else repr(a) for a in args],
            "kwargs": {k: v for k, v in kwargs.items() if isinstance(v, (str, bool, int))},
        }
        return stage
    return record

build_main.Analysis = Analysis
for stage in ("PYZ", "EXE", "COLLECT", "BUNDLE"):
    setattr(build_main, stage, recorder(stage))
PyInstaller.__main__.run(
    [spec, "--noconfirm", "--log-level", "WARN", "--distpath", distpath, "--workpath", workpath]
)
with open(out, "w", encoding="utf-8") as f:
    json.dump(seen, f)
"""


@pytest.fixture(scope="module")
def analysed(tmp_path_factory) -> dict:
    """What the spec hands PyInstaller's stages: {"Analysis": ..., "PYZ": ..., "EXE": ...}."""
    _need_pyinstaller()
    tmp = tmp_path_factory.mktemp("analysis")
    script, out = tmp / "analyse_spec.py", tmp / "analysis.json"
    script.write_text(ANALYSE_SPEC, encoding="utf-8")
    cmd = [sys.executable, str(script), str(SPEC), str(out), str(tmp / "dist"), str(tmp / "work")]
    result = subprocess.run(
        cmd,
        cwd=REPO,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, (result.stdout + result.stderr)[-6000:]
    return json.loads(out.read_text(encoding="utf-8"))


def _dests(toc: list) -> list[str]:
    return [dest for dest, _src, _kind in toc]


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_spec_analyses_the_launcher_and_every_module_of_the_package(analysed):
    a = analysed["Analysis"]
    launcher = PACKAGING / "launcher.py"
    assert a["given"] == [str(launcher)]
    # The user script runs last, after PyInstaller's runtime hooks; the EXE is given all of them.
    dest, src, kind = a["scripts"][-1]
    assert (dest, Path(src).resolve(), kind) == ("launcher", launcher.resolve(), "PYSOURCE")
    assert analysed["EXE"]["args"][1] == a["scripts"]
    pure = set(_dests(a["pure"]))
    package = {"zhuji_desktop"} | {
        m.name for m in pkgutil.walk_packages(zhuji_desktop.__path__, "zhuji_desktop.")
    }
    assert not package - pure, f"modules left out of the build: {sorted(package - pure)}"
    # The archive holds exactly the Analysis' pure modules.
    assert analysed["PYZ"]["args"][0] == a["pure"]
    # Tools for tests, art and builds never ship.
    tooling = {"pytest", "_pytest", "hypothesis", "pytestqt", "PIL", "numpy", "mahjong"}
    tooling |= {"tkinter", "setuptools", "pip", "PyInstaller", "ssl"}
    assert not {m.split(".")[0] for m in pure} & tooling


def _qt_imports() -> set[str]:
    """The PySide6 modules the package's source imports (e.g. "QtWidgets")."""
    found: set[str] = set()
    for path in (REPO / "zhuji_desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            found |= {n.split(".")[1] for n in names if re.fullmatch(r"PySide6\.Qt\w+", n)}
    return found


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_spec_ships_the_qt_modules_the_game_imports_and_no_other(analysed):
    collect = analysed["COLLECT"]
    assert collect["kwargs"]["name"] == appinfo.APP_NAME
    # The Python modules of PySide6 are extensions: PySide6/QtCore.abi3.so, PySide6/QtCore.pyd
    extensions = [dest for dest, _src, kind in collect["args"][1] if kind == "EXTENSION"]
    found = (re.fullmatch(r"PySide6/(Qt\w+)\.[^/]+", dest) for dest in extensions)
    shipped = {m.group(1) for m in found if m}
    imported = _qt_imports()
    assert {"QtCore", "QtGui", "QtWidgets", "QtMultimedia"} <= imported
    assert not imported - shipped, f"imported but not built in: {sorted(imported - shipped)}"
    # QtNetwork comes with QtMultimedia, which imports it.
    extra = shipped - imported - {"QtNetwork"}
    assert not extra, f"Qt modules shipped that the game never imports: {sorted(extra)}"


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_spec_bundles_the_assets_and_package_data_and_trims_qt(analysed):
    a, collect = analysed["Analysis"], analysed["COLLECT"]
    binaries, datas = _dests(collect["args"][1]), _dests(collect["args"][2])
    assets = REPO / "assets"
    wanted = {
        "zhuji_desktop/assets/" + f.relative_to(assets).as_posix()
        for f in assets.rglob("*")
        if f.is_file() and f.suffix != ".ts" and not f.name.startswith(".")
    }
    wanted |= {
        f.relative_to(REPO).as_posix()
        for f in (REPO / "zhuji_desktop").rglob("*")
        if f.is_file() and f.suffix not in (".py", ".pyc") and "__pycache__" not in f.parts
    }
    assert "zhuji_desktop/ai/bid_table.json" in wanted
    assert not wanted - set(datas), f"not bundled: {sorted(wanted - set(datas))[:20]}"
    assert not [d for d in datas if d.startswith("zhuji_desktop/assets/") and d.endswith(".ts")]
    # qt_trim.prune ran between the Analysis and COLLECT: it dropped files, and nothing it
    # would drop is left.
    before = set(_dests(a["binaries"])) | set(_dests(a["datas"]))
    assert before - set(binaries) - set(datas), "qt_trim dropped nothing"
    kept = [d for d in binaries + datas if qt_trim.drop_reason(d)]
    assert not kept, kept[:20]
    exe = analysed["EXE"]["kwargs"]
    assert (exe["name"], exe["console"], exe["exclude_binaries"]) == (appinfo.APP_NAME, False, True)


@pytest.mark.parametrize(
    "dest",
    [
        # Linux
        "PySide6/Qt/lib/libQt6Core.so.6",
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt/lib/libQt6Multimedia.so.6",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/Qt/lib/libQt6DBus.so.6",
        "PySide6/Qt/lib/libQt6XcbQpa.so.6",
        "PySide6/Qt/lib/libicudata.so.73",
        "libgcrypt.so.20",
        "libk5crypto.so.3",
        "libcrypt.so.1",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/imageformats/libqico.so",
        "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
        "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
        "PySide6/Qt/translations/qtbase_zh_CN.qm",
        "PySide6/Qt/translations/qt_en.qm",
        "PySide6/QtMultimedia.abi3.so",
        "libQt6Core.so.6",
        "libpython3.11.so.1.0",
        "assets/tiles/1m.png",
        "assets/i18n/zhuji_zh_CN.qm",
        "assets/sounds/hu.wav",
        # macOS
        "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
        "PySide6/Qt/lib/QtMultimedia.framework/Resources/Info.plist",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/styles/libqmacstyle.dylib",
        # Windows
        "PySide6/Qt6Widgets.dll",
        "PySide6/plugins/platforms/qwindows.dll",
        "PySide6/plugins/styles/qmodernwindowsstyle.dll",
        "PySide6/translations/qtbase_zh_CN.qm",
        "PySide6/pyside6.abi3.dll",
        "shiboken6/shiboken6.abi3.dll",
    ],
)
def test_trim_keeps(dest):
    assert qt_trim.drop_reason(dest) is None


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6Qml.so.6",
        "PySide6/Qt/lib/libQt6QmlModels.so.6",
        "PySide6/Qt/lib/libQt6Pdf.so.6",
        "PySide6/Qt/lib/libQt6VirtualKeyboard.so.6",
        "PySide6/Qt/lib/libQt6WaylandClient.so.6",
        "PySide6/Qt/lib/libQt6Svg.so.6",
        "PySide6/Qt/lib/libavcodec.so.61",
        "PySide6/Qt/lib/libQt6FFmpegStub-ssl.so.3",
        "libQt6Quick.so.6",
        "libavformat.so.61",
        "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/imageformats/libqpdf.so",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
        "PySide6/Qt/translations/qtbase_de.qm",
        "PySide6/Qt/translations/qtdeclarative_zh_CN.qm",
        "PySide6/Qt/qml/QtQuick/Controls/libqtquickcontrols2plugin.so",
        "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
        "PySide6/Qt/lib/QtPdf.framework/Resources/Info.plist",
        "PySide6/Qt/plugins/multimedia/libdarwinmediaplugin.dylib",
        "PySide6/Qt6Quick.dll",
        "PySide6/Qt63DCore.dll",
        "PySide6/avcodec-61.dll",
        "PySide6/opengl32sw.dll",
        "PySide6/plugins/multimedia/windowsmediaplugin.dll",
        "PySide6/plugins/platforms/qdirect2d.dll",
        "PySide6/translations/qtbase_ja.qm",
        # OpenSSL, for the dropped TLS plugin only (Linux, Windows, macOS names)
        "libssl.so.3",
        "libcrypto.so.3",
        "libcrypto-3-x64.dll",
        "libssl-3.dll",
        "libcrypto.3.dylib",
        "PySide6/Qt/lib/libssl.so.3",
    ],
)
def test_trim_drops(dest):
    assert qt_trim.drop_reason(dest) is not None


def _tree_mb(path: Path) -> float:
    total = 0
    for dirpath, _dirs, files in os.walk(path):
        for name in files:
            full = os.path.join(dirpath, name)
            if not os.path.islink(full):
                total += os.path.getsize(full)
    return total / 2**20


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, str]:
    """(dist folder, build.py's output) of one ``build.py --zip`` run."""
    _need_pyinstaller()
    tmp = tmp_path_factory.mktemp("pyinstaller")
    dist, work = tmp / "dist", tmp / "work"
    cmd = [sys.executable, str(PACKAGING / "build.py"), "--zip"]
    cmd += ["--distpath", str(dist), "--workpath", str(work)]
    # a cache of its own: --clean empties PyInstaller's shared one (~/.cache/pyinstaller), and
    # a build of another checkout writing there meanwhile failed it ("Directory not empty")
    env = {**os.environ, "PYINSTALLER_CONFIG_DIR": str(tmp / "config")}
    result = subprocess.run(
        cmd,
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=880,
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-6000:]
    return dist, output


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_build_and_self_test(built):
    dist, output = built
    assert "self-test passed" in output
    if sys.platform != "win32":  # a windowed Windows program may have no stdout
        assert "--- self-test stdout ---" in output, output[-3000:]

    shipped = appinfo.result_path(dist)
    assert (dist / appinfo.zip_name(appinfo.read_version())).is_file()
    # The assets are bundled as the package's, zhuji_desktop/assets (as in the wheel), and the
    # self-test found them there. (In a macOS .app, Contents/Frameworks links to the files in
    # Contents/Resources, so they may be found twice.)
    icons = [p for p in shipped.rglob("icon.png") if p.parent.name == "assets"]
    assert icons, "assets/icon.png is not in the bundle"
    assets = icons[0].parent
    assert assets.parent.name == "zhuji_desktop"
    used = re.search(r"assets in (.+?), hand", output)
    assert used, output[-3000:]
    assert Path(used.group(1)).resolve() in {i.parent.resolve() for i in icons}
    assert (assets / "tiles").is_dir() and any((assets / "tiles").glob("*.png"))
    assert (assets / "sounds").is_dir() and any((assets / "sounds").glob("*.wav"))
    assert not list(assets.rglob("*.ts"))
    # Data files of the package (e.g. zhuji_desktop/ai/bid_table.json) are bundled beside it.
    package = REPO / "zhuji_desktop"
    for f in package.rglob("*"):
        if f.is_file() and f.suffix not in (".py", ".pyc") and "__pycache__" not in f.parts:
            rel = f.relative_to(REPO)
            assert [p for p in shipped.rglob(f.name) if p.parts[-len(rel.parts) :] == rel.parts], (
                f"{rel} is not in the bundle"
            )


@pytest.mark.slow
def test_build_is_trimmed(built):
    dist, output = built
    shipped = appinfo.result_path(dist)
    files = list(shipped.rglob("*"))
    names = [p.name for p in files]
    # No Qt Quick, no FFmpeg, no OpenSSL, no foreign Qt translations.
    assert not [n for n in names if re.match(r"(lib)?Qt6?Quick", n)]
    assert not [n for n in names if re.match(r"(lib)?avcodec", n)]
    assert not [n for n in names if re.match(r"(lib)?(ssl|crypto)\b[-.\d]*(\.|-)", n)], [
        n for n in names if "ssl" in n or "crypto" in n
    ]
    assert "qt_trim: dropped" in output and "OpenSSL" in output
    qt_qm = [p.name for p in files if p.suffix == ".qm" and "PySide6" in p.parts]
    assert qt_qm, "Qt's own zh_CN/en translations are missing"
    foreign = [n for n in qt_qm if not re.search(r"_(zh_CN|en)\.qm$", n)]
    assert not foreign, foreign
    # Every module of the package is in, whether or not an import names it.
    assert "zhuji_desktop.ai.calibrate" in (dist.parent / "work").joinpath(
        appinfo.APP_NAME, "PYZ-00.toc"
    ).read_text(encoding="utf-8")
    if sys.platform.startswith("linux"):
        size = _tree_mb(shipped)
        print(f"Linux onedir build: {size:.1f} MB")
        assert size <= LINUX_SIZE_LIMIT_MB


@pytest.mark.slow
def test_built_program_plays_sound(built, tmp_path):
    """The trimmed build keeps sound: its self-test plays an effect into a PulseAudio null
    sink, and the sink's recording is not silence."""
    dist, _ = built
    exe = appinfo.executable_path(dist)
    with pulse.null_sink() as sink:
        if not sink.server and not sys.platform.startswith("linux"):
            pytest.skip(
                "PulseAudio is installed by .ci/system-packages on Linux only, and the Linux CI"
                f" job hears the build play; nothing installs it on {sys.platform}"
            )
        if not sink.server:
            pytest.fail(
                f"no PulseAudio null sink could be started: {sink.reason}"
                " (.ci/system-packages installs pulseaudio)",
                pytrace=False,
            )
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PULSE_SERVER": sink.server}
        with sink.recording() as rec:
            result = subprocess.run(
                [str(exe), "--self-test", "--data-dir", str(tmp_path)],
                env=env,
                cwd=tmp_path,
                capture_output=True,
                text=True,
                encoding="utf-8",
                errors="replace",
                timeout=300,
                check=False,
            )
        heard = rec.audible_seconds()
    said = result.stdout + result.stderr
    assert result.returncode == 0, said[-3000:]
    assert "sound: hu.wav played on 'Null Output'" in said, said[-3000:]
    assert heard > 0.2, f"{heard:.2f} s of sound reached the sink"
