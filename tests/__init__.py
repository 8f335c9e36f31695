"""The tests, in folders by what they check (each folder's ``__init__`` says what it holds):

- ``rules/``: the rules and their scoring, against RULES.md and docs/rules.md;
- ``engine/``: hand analysis, the playout state, whole hands, the match and saves;
- ``ai/``: the computer players, the expert's search, ``zhuji-sim``;
- ``files/``: every file read or written, hostile input of every kind;
- ``ui/``: the Qt program driven as a person drives it (``table/``, ``windows/``, ``match/``);
- ``project/``: docstrings, layers, README, resources, translations, art, sounds, workflows;
- ``install/``: the PyInstaller build, the installers, the wheel.

Shared by several folders: ``conftest.py`` (Qt offscreen, fixtures), ``rule_variants.py``
(rule sets covering every option), ``data/`` (the hostile corpus) and ``scenarios/`` (scripted
hands, also run by ``zhuji_desktop.engine.script``).
"""

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent  # the checkout's root
TESTS = REPO / "tests"
SCENARIOS = TESTS / "scenarios"
