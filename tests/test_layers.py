"""The layers of DESIGN.md: engine imports nothing of Qt or the project; ai imports engine only."""

import ast
import subprocess
import sys
from pathlib import Path

PKG = Path(__file__).resolve().parents[1] / "zhuji_desktop"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            names.add(base)
    return names


def _resolve(name: str, path: Path) -> str:
    """Absolute module name of an import found in ``path``."""
    if not name.startswith("."):
        return name
    level = len(name) - len(name.lstrip("."))
    parts = list(path.relative_to(PKG.parent).with_suffix("").parts)[:-level]
    rest = name.lstrip(".")
    return ".".join(parts + ([rest] if rest else []))


def test_engine_imports_nothing_of_qt_or_the_rest():
    for path in (PKG / "engine").rglob("*.py"):
        for name in _imports(path):
            full = _resolve(name, path)
            assert "PySide6" not in full and "Qt" not in full.split(".")[0], (path, full)
            if full.startswith("zhuji_desktop"):
                assert full.startswith("zhuji_desktop.engine"), (path, full)


def test_ai_imports_engine_only():
    for path in (PKG / "ai").rglob("*.py"):
        for name in _imports(path):
            full = _resolve(name, path)
            assert "PySide6" not in full, (path, full)
            if full.startswith("zhuji_desktop"):
                assert full.startswith(("zhuji_desktop.engine", "zhuji_desktop.ai")), (path, full)


def test_importing_the_engine_loads_no_qt():
    code = (
        "import sys, zhuji_desktop, zhuji_desktop.engine.state, zhuji_desktop.engine.script;"
        "print(any(m.startswith('PySide6') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
