"""The package's docstring examples run as tests, each docstring its own test.

pytest collects them from zhuji_desktop/ itself (``--doctest-modules`` with zhuji_desktop among
the testpaths, in pyproject.toml), so no test file calls ``doctest.testmod()``. This checks that
the configuration doing it stays in place: without it the examples would stop running silently.
"""

from __future__ import annotations

import re

import pytest

from tests import REPO


def test_pytest_collects_the_package_docstring_examples(pytestconfig: pytest.Config) -> None:
    assert "--doctest-modules" in pytestconfig.getini("addopts")
    assert {"tests", "zhuji_desktop"} <= set(pytestconfig.getini("testpaths"))


def test_ci_runs_pytest_over_the_testpaths() -> None:
    """CI's pytest names no path of its own, so the testpaths (and the examples) are what runs."""
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    runs = re.findall(r"python -m pytest[^\n&|;]*", ci)
    assert runs, ".ci/run runs no pytest"
    for run in runs:
        assert not [a for a in run.split()[3:] if not a.startswith("-")], run
