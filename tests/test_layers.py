"""The layers of DESIGN.md: engine imports nothing of Qt or the project; ai imports engine only;
the ui's parts import only the parts below them (docs/architecture.md), and no imports go round
in a circle, between modules or between parts."""

import ast
import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

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


# --- the import graph -------------------------------------------------------------------------


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PKG.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in PKG.rglob("*.py")}


def _targets(path: Path) -> set[str]:
    """The project's modules that ``path`` imports, wherever the import is written (inside a
    function or under ``TYPE_CHECKING`` too: either is a dependency of the module)."""
    here = _module_name(path)
    package = here.split(".") if path.name == "__init__.py" else here.split(".")[:-1]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package[: len(package) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            for alias in node.names:  # ``from package import module`` imports the module
                full = f"{base}.{alias.name}"
                out.add(full if full in MODULES else base)
    return {name for name in out if name in MODULES}


GRAPH = {name: _targets(path) for name, path in MODULES.items()}


def find_cycle(graph: Mapping[str, Iterable[str]]) -> list[str] | None:
    """A circle of ``graph``'s edges (its nodes, the first repeated at the end), or None.

    >>> find_cycle({"a": ["b"], "b": ["c"], "c": ["a"]})
    ['a', 'b', 'c', 'a']
    >>> find_cycle({"a": ["b"], "b": []}) is None
    True
    """
    done: set[str] = set()
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        if node in path:
            return [*path[path.index(node) :], node]
        if node in done:
            return None
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            cycle = visit(nxt)
            if cycle:
                return cycle
        path.pop()
        done.add(node)
        return None

    for start in sorted(graph):
        cycle = visit(start)
        if cycle:
            return cycle
    return None


def test_the_cycle_finder_finds_a_circle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"b"}}) == ["b", "c", "b"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def part_of(module: str) -> str:
    """The part a module belongs to: ``ui.<sub-package or module>`` inside the ui, else the
    project's top-level package or module (``engine``, ``ai``, ``storage`` ...)."""
    parts = module.split(".")[1:]
    if not parts:
        return "zhuji_desktop"
    if parts[0] == "ui" and len(parts) > 1:
        return f"ui.{parts[1]}"
    return parts[0]


def test_no_import_circle_between_ui_modules():
    ui = {m: {t for t in targets if t.startswith("zhuji_desktop.ui")}
          for m, targets in GRAPH.items() if m.startswith("zhuji_desktop.ui")}  # fmt: skip
    assert find_cycle(ui) is None


def test_no_import_circle_between_parts():
    parts: dict[str, set[str]] = {}
    for module, targets in GRAPH.items():
        edges = parts.setdefault(part_of(module), set())
        edges.update(part_of(t) for t in targets if part_of(t) != part_of(module))
    assert find_cycle(parts) is None


# The parts beside the engine, ai and ui, and the parts of the project each may import
# (docs/architecture.md, the table's last column).
SHELL_LAYERS: dict[str, set[str]] = {
    "resources": set(),
    "safe_files": {"engine"},
    "storage": {"engine", "safe_files"},
    "history": {"engine", "safe_files", "storage"},
    "replay": {"engine", "history"},
    "sim_players": {"engine", "ai"},
    "calc": {"engine", "ai"},
    "sim": {"engine", "ai", "sim_players"},
}


@pytest.mark.parametrize("part", sorted(SHELL_LAYERS))
def test_the_parts_beside_the_ui_import_only_what_the_architecture_page_lists(part):
    module = f"zhuji_desktop.{part}"
    assert module in GRAPH, f"{module} is gone: take it out of SHELL_LAYERS and the page"
    for target in GRAPH[module]:
        other = part_of(target)
        assert other == part or other in SHELL_LAYERS[part], f"{module} imports {target}"


def test_every_part_of_the_project_has_its_place():
    known = {"engine", "ai", "ui", "app", "zhuji_desktop", "__main__", *SHELL_LAYERS}
    parts = {part_of(m).split(".")[0] for m in GRAPH}
    assert parts <= known, f"new parts {sorted(parts - known)}: give them a row on the page"


# Each part of the ui and the parts of the ui it may import (engine, ai and the rest of the
# project are checked above); see docs/architecture.md.
UI_LAYERS: dict[str, set[str]] = {
    "ui.qm_files": set(),
    "ui.strings": {"ui.qm_files"},
    "ui.i18n": {"ui.strings", "ui.qm_files"},
    "ui.sound": set(),
    "ui.gc_guard": set(),
    "ui.plain": set(),
    "ui.on_screen": set(),
    "ui.line_breaks": set(),
    "ui.notice_line": set(),
    "ui.model": {"ui.strings", "ui.line_breaks"},
    "ui.table": {"ui.model", "ui.sound", "ui.strings", "ui.line_breaks"},
    "ui.panels": {"ui.table", "ui.model", "ui.strings", "ui.plain", "ui.line_breaks"},
    "ui.dialogs": {"ui.table", "ui.model", "ui.strings", "ui.plain"},
    "ui.tools": {"ui.table", "ui.model", "ui.strings", "ui.plain", "ui.on_screen"}
    | {"ui.line_breaks"},
    "ui.table_screen": {"ui.table", "ui.panels", "ui.model", "ui.strings"},
    "ui.game_flow": {"ui.model", "ui.strings"},
    "ui.menus": {"ui.tools", "ui.dialogs", "ui.model", "ui.strings", "ui.plain"},
    "ui.main_window": {"ui.game_flow", "ui.table_screen", "ui.menus", "ui.tools", "ui.dialogs"}
    | {"ui.panels", "ui.table", "ui.model", "ui.sound", "ui.strings", "ui.i18n", "ui.plain"}
    | {"ui.notice_line"},
}


@pytest.mark.parametrize("module", sorted(m for m in GRAPH if m.startswith("zhuji_desktop.ui.")))
def test_ui_parts_import_only_the_parts_below_them(module):
    part = part_of(module)
    assert part in UI_LAYERS, f"{part} is a new part of the ui: give it its place in UI_LAYERS"
    for target in GRAPH[module]:
        other = part_of(target)
        if other.startswith("ui.") and other != part:
            assert other in UI_LAYERS[part], f"{module} imports {target}"


def test_tool_windows_do_not_import_each_other():
    tools = "zhuji_desktop.ui.tools"
    for module, targets in GRAPH.items():
        if module.startswith(tools + "."):
            assert not {t for t in targets if t.startswith(tools)}, module


def test_the_ui_model_has_no_widgets():
    for path in (PKG / "ui" / "model").rglob("*.py"):
        for name in _imports(path):
            assert not name.startswith(("PySide6.QtWidgets", "PySide6.QtGui")), (path, name)
