"""README's two commands: CI runs exactly the README's test command, and the start command
names the installed game."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _code_blocks(text: str) -> list[str]:
    return [b.strip() for b in re.findall(r"```\n(.*?)```", text, flags=re.S)]


def test_ci_runs_exactly_the_readme_test_command():
    blocks = _code_blocks((ROOT / "README.md").read_text(encoding="utf-8"))
    test_cmd = next(b for b in blocks if "pytest" in b)
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test_cmd in ci.splitlines(), f"{test_cmd!r} is not a line of .ci/run"


def test_start_command_installs_and_starts_the_game():
    blocks = _code_blocks((ROOT / "README.md").read_text(encoding="utf-8"))
    start = blocks[0]
    assert "pip install -e ." in start and start.endswith("zhuji-mahjong")
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'zhuji-mahjong = "zhuji_desktop.app:main"' in pyproject
