"""README's two commands: CI runs exactly the README's test command, and the start command
names the installed game."""

import re
import shlex

import pytest

from tests import REPO
from zhuji_desktop import calc


def _code_blocks(text: str) -> list[str]:
    return [b.strip() for b in re.findall(r"```\n(.*?)```", text, flags=re.S)]


def test_ci_runs_exactly_the_readme_test_command():
    blocks = _code_blocks((REPO / "README.md").read_text(encoding="utf-8"))
    test_cmd = next(b for b in blocks if "pytest" in b)
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert test_cmd in ci.splitlines(), f"{test_cmd!r} is not a line of .ci/run"


def test_start_command_installs_and_starts_the_game():
    blocks = _code_blocks((REPO / "README.md").read_text(encoding="utf-8"))
    start = blocks[0]
    assert "pip install -e ." in start and start.endswith("zhuji-mahjong")
    pyproject = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert 'zhuji-mahjong = "zhuji_desktop.app:main"' in pyproject


def _calc_examples() -> list[tuple[str, list[str]]]:
    """Each ``$ zhuji-calc …`` line of README.md and the output lines shown under it."""
    out: list[tuple[str, list[str]]] = []
    for block in re.findall(r"```\n(.*?)```", (REPO / "README.md").read_text("utf-8"), re.S):
        lines = block.rstrip().splitlines()
        indent = len(lines[0]) - len(lines[0].lstrip())
        lines = [line[indent:] for line in lines]
        if lines[0].startswith("$ zhuji-calc "):
            out.append((lines[0][2:], lines[1:]))
    return out


def test_readme_has_calculator_examples():
    assert _calc_examples()


@pytest.mark.parametrize(("command", "shown"), _calc_examples())
def test_readme_calculator_examples_print_what_readme_shows(command, shown, capsys):
    """A newcomer copies the example: it must run and print what README says it prints."""
    assert calc.main(shlex.split(command)[1:]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[: len(shown)] == shown


def test_the_players_page_names_every_event_of_a_log():
    """An outside bot author found the --log format documented nowhere; the page's table
    must name every event the engine writes (a new one added without a row fails here)."""
    source = "".join(p.read_text() for p in (REPO / "zhuji_desktop" / "engine").glob("*.py"))
    written = set(re.findall(r'Event\(\s*"([a-z_]+)"', source))
    written |= {"chow", "pung", "kong"}  # a claim's event is named by its verb
    page = (REPO / "docs" / "players.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| (`[a-z_]+`(?:, `[a-z_]+`)*) \|", page, re.MULTILINE)
    listed = {name for row in rows for name in re.findall(r"`([a-z_]+)`", row)}
    assert {"deal", "win", "settle", "robbed", "addkong_offer"} <= written
    assert written <= listed, f"docs/players.md does not list {sorted(written - listed)}"
