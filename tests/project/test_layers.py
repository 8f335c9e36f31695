"""The layers of the design, as docs/architecture.md's table gives them: engine imports nothing
of Qt or the project, ai the engine only; every part imports only the parts its row lists, and
every module is named in its part's row (and every name there is a module); no imports go round
in a circle, between modules or between parts."""

import ast
import re
import subprocess
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests import REPO

PKG = REPO / "zhuji_desktop"


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


# --- the architecture page's table, read as the rules ------------------------------------------

PAGE = PKG.parent / "docs" / "architecture.md"
# the package (its version, which anything may import), its entry points at the top of the
# page's diagram, and the ui's package (its docstring only)
OUTSIDE_THE_TABLE = {"zhuji_desktop", "__main__", "app", "ui"}
ALL_OF_THE_UI = "all of the ui"


@dataclass(frozen=True)
class Row:
    """A part's row on the page: the files it lists, and the parts it may import."""

    files: frozenset[str]
    imports: frozenset[str]
    any_ui: bool  # "all of the ui"


def page_rows(text: str) -> dict[str, Row]:
    """The table of docs/architecture.md, by part (``engine``, ``ui.model``, ``calc``): its
    backquoted names, which the project's imports must keep to.

    >>> rows = page_rows("| Part | Files | What | May import |\\n|---|---|---|---|\\n"
    ...                  "| `ui/model/` | `hints` (numbers) | Widgetless. | `engine` `ui.plain` |")
    >>> rows["ui.model"].files, sorted(rows["ui.model"].imports)
    (frozenset({'hints'}), ['engine', 'ui.plain'])
    """
    rows: dict[str, Row] = {}
    for line in text.splitlines():
        if not line.startswith("| `"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        assert len(cells) == 4, f"a row of the page's table has {len(cells)} cells: {line}"
        heads, files, _what, imports = (re.findall(r"`([^`]+)`", c) for c in cells)
        names = frozenset(f.removesuffix("/") for f in files)
        row = Row(names, frozenset(imports), cells[3].startswith(ALL_OF_THE_UI))
        for head in heads:
            rows[head.removesuffix("/").removesuffix(".py").replace("/", ".")] = row
    return rows


ROWS = page_rows(PAGE.read_text(encoding="utf-8"))


def test_every_part_of_the_project_has_a_row_on_the_page():
    parts = {part_of(m) for m in GRAPH} - OUTSIDE_THE_TABLE
    assert parts <= set(ROWS), f"give {sorted(parts - set(ROWS))} a row on {PAGE.name}"
    gone = set(ROWS) - parts
    assert not gone, f"{sorted(gone)} are on {PAGE.name} but not in the project"


def test_every_module_named_in_a_row_is_there():
    """A module named on the page (a lowercase name in a folder's row) exists in that part:
    a module deleted or renamed is taken off the page too."""
    for part, row in ROWS.items():
        there = {m.rsplit(".", 1)[-1] for m in GRAPH if part_of(m) == part}
        if len(there) <= 1:
            continue  # a module of its own, not a folder: its row names no files
        names = {n for n in row.files if re.fullmatch(r"_{0,2}[a-z][a-z0-9_]*", n)}
        there |= {"__init__"}
        assert names <= there, f"{PAGE.name}: {sorted(names - there)} in the row of {part}"


def test_every_module_of_a_folder_is_named_in_its_row():
    for module in GRAPH:
        part, name = part_of(module), module.rsplit(".", 1)[-1]
        folder = f"zhuji_desktop.{part}"
        if part in ROWS and module.startswith(folder + ".") and name != "__init__":
            assert name in ROWS[part].files, f"{PAGE.name}: name {name} in the row of {part}"


@pytest.mark.parametrize("module", sorted(m for m in GRAPH if part_of(m) not in OUTSIDE_THE_TABLE))
def test_each_module_imports_only_what_its_row_on_the_page_lists(module):
    """A part imports only the parts its row lists ("all of the ui": any part of the ui)."""
    part = part_of(module)
    row = ROWS[part]
    for target in GRAPH[module]:
        other = part_of(target)
        if other in (part, "zhuji_desktop"):
            continue
        assert other not in OUTSIDE_THE_TABLE, f"{module} imports {target}"
        allowed = other in row.imports or (row.any_ui and other.startswith("ui."))
        assert allowed, f"{module} imports {target}, which its row on {PAGE.name} does not list"


def test_tool_windows_do_not_import_each_other():
    tools = "zhuji_desktop.ui.tools"
    for module, targets in GRAPH.items():
        if module.startswith(tools + "."):
            assert not {t for t in targets if t.startswith(tools)}, module


def test_the_ui_model_has_no_widgets():
    for path in (PKG / "ui" / "model").rglob("*.py"):
        for name in _imports(path):
            assert not name.startswith(("PySide6.QtWidgets", "PySide6.QtGui")), (path, name)
