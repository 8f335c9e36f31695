"""Players by name: ``make_player("hard", seed=1)`` or ``make_player("pkg.mod:Class", 1)``.

>>> type(make_player("normal", 3)).__name__
'NormalPlayer'
>>> make_player("nobody", 1)
Traceback (most recent call last):
...
ValueError: unknown player 'nobody': expected random, easy, normal, hard or package.module:ClassName
"""

from __future__ import annotations

import importlib
import inspect

from .base import Player, RandomPlayer
from .levels import EasyPlayer, HardPlayer, NormalPlayer

LEVELS: dict[str, type] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "hard": HardPlayer,
}


def make_player(spec: str, seed: int = 0) -> Player:
    """Build a player from a level name or ``package.module:ClassName``.

    A class is given the seed if its constructor takes an argument (``seed=`` or the first
    positional one); otherwise it is built without arguments.
    """
    spec = spec.strip()
    if spec in LEVELS:
        return LEVELS[spec](seed)
    if ":" not in spec:
        raise ValueError(
            f"unknown player {spec!r}: expected random, easy, normal, hard or "
            "package.module:ClassName"
        )
    module_name, _, class_name = spec.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as e:
        raise ValueError(f"cannot import {module_name!r} for player {spec!r}: {e}") from None
    cls = getattr(module, class_name, None)
    if cls is None or not callable(cls):
        raise ValueError(f"{module_name!r} has no class {class_name!r}")
    player = cls(**_seed_kwargs(cls, seed)) if _takes_seed(cls) else cls()
    if not callable(getattr(player, "decide", None)):
        raise ValueError(f"{spec!r} is not a player: it has no decide(view, legal) method")
    return player


def _takes_seed(cls: type) -> bool:
    """Whether the constructor takes any argument (then the seed is given)."""
    try:
        return bool(inspect.signature(cls).parameters)
    except (TypeError, ValueError):
        return False


def _seed_kwargs(cls: type, seed: int) -> dict:
    """``{"seed": seed}``, or the seed under the first parameter's name."""
    params = inspect.signature(cls).parameters
    if "seed" in params or any(p.kind is p.VAR_KEYWORD for p in params.values()):
        return {"seed": seed}
    return {next(iter(params)): seed}


def level_names() -> list[str]:
    """The built-in level names."""
    return list(LEVELS)
