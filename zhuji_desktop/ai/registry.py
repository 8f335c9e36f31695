"""The computer players by name: one ordered list of levels that the new-game dialog, the
history and ``zhuji-sim`` all read.

Adding a level is its class and one line in ``LEVELS``; the UI's words for it are in
``ui/strings.py`` (``kind_label`` and ``level_name``, one text each). ``make_player`` builds
a player from a *spec*:

* a level name: ``"hard"``; the expert also takes a budget: ``"expert:300"`` or
  ``"expert:300ms"`` (about 300 ms a decision: not reproducible), ``"expert:64p"``
  (64 playouts a decision: reproducible for a seed);
* a class of your own: ``"package.module:ClassName"`` or ``"path/to/file.py:ClassName"``.

>>> [lv.key for lv in LEVELS if lv.offered]
['easy', 'normal', 'hard', 'expert']
>>> level("expert").budget, level("hard").budget
(True, False)
>>> type(make_player("normal", 3)).__name__
'NormalPlayer'
>>> make_player("expert:64p", 1).playouts
64
>>> make_player("nobody", 1)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
zhuji_desktop.ai.registry.PlayerSpecError: unknown player 'nobody': expected random, ...
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import inspect
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from .base import Player, RandomPlayer
from .levels import EasyPlayer, HardPlayer, NormalPlayer
from .search.expert import ExpertPlayer


@dataclass(frozen=True)
class Level:
    """A built-in computer player: its key (in settings, saves, history and specs), its
    class, and whether the new-game dialog offers it. (Its words are the UI's: see the
    module text.)"""

    key: str
    cls: type
    offered: bool = True
    budget: bool = False  # takes a thinking budget (``key:<ms>`` or ``key:<n>p``)


# Weakest first; the order the UI lists them in.
LEVELS: tuple[Level, ...] = (
    Level("random", RandomPlayer, offered=False),
    Level("easy", EasyPlayer),
    Level("normal", NormalPlayer),
    Level("hard", HardPlayer),
    Level("expert", ExpertPlayer, budget=True),
)
_BY_KEY = {lv.key: lv for lv in LEVELS}
MAX_BUDGET_CHARS = 12  # digits and point of a budget; longer is never a sensible one
_BUDGET = re.compile(r"^(?P<n>[0-9]+(?:\.[0-9]+)?)(?P<unit>ms|p)?$")  # ASCII digits only


def level(key: str) -> Level:
    """The level called ``key``; ``KeyError`` if there is none."""
    return _BY_KEY[key]


class PlayerSpecError(ValueError):
    """A spec the registry cannot make a player of; its message names the spec (a player's
    own ValueError is not one, and ``zhuji-sim`` tells the two apart)."""


def level_names(offered_only: bool = False) -> list[str]:
    """The built-in level keys, weakest first."""
    return [lv.key for lv in LEVELS if lv.offered or not offered_only]


def _unknown(spec: str) -> PlayerSpecError:
    names = ", ".join(level_names())
    return PlayerSpecError(
        f"unknown player {_short(spec)}: expected {names} (expert:<ms> or expert:<n>p), "
        "package.module:ClassName or path/to/file.py:ClassName"
    )


def make_player(spec: str, seed: int = 0) -> Player:
    """Build a player from a spec (see the module text).

    A class of your own is given the seed if its constructor takes an argument (``seed=``
    or the first positional one); otherwise it is built without arguments.
    """
    spec = spec.strip()
    head, sep, tail = spec.partition(":")
    if head in _BY_KEY:
        lv = _BY_KEY[head]
        if not sep:
            return lv.cls(seed)
        if not lv.budget:
            raise PlayerSpecError(f"{head!r} takes no budget, got {_short(spec)}")
        return _with_budget(lv, seed, tail, spec)
    if ":" not in spec:
        raise _unknown(spec)
    source, _, class_name = spec.rpartition(":")
    module = _load_source(source, spec)
    cls = getattr(module, class_name, None)
    if cls is None:
        raise PlayerSpecError(f"{_short(source)} has no class {_short(class_name)}")
    if not inspect.isclass(cls):  # os:system was called with the seed, and said so in Python
        raise PlayerSpecError(
            f"{_short(spec)} could not be built: it is not a class (a player is a class "
            "built with a seed or with nothing, with a decide(view, legal) method)"
        )
    try:
        player: Any = _build(cls, seed) if _takes_seed(cls) else cls()
    except Exception as e:  # a plug-in's own constructor failed: say whose, then what
        raise PlayerSpecError(
            f"{_short(spec)} could not be built: its constructor failed ({_detail(e)})"
        ) from None
    try:
        decide = getattr(player, "decide", None)
    except Exception as e:  # a property of its own that failed: its error, said as whose
        raise PlayerSpecError(f"{_short(spec)} could not be built: {_detail(e)}") from None
    if not callable(decide):
        raise PlayerSpecError(
            f"{_short(spec)} is not a player: it has no decide(view, legal) method"
        )
    if (wrong := _not_two_arguments(decide)) is not None:  # else every decision would raise
        raise PlayerSpecError(
            f"{_short(spec)} is not a player: its decide{wrong} cannot be called as "
            "decide(view, legal)"
        )
    return player


def _not_two_arguments(decide: Any) -> str | None:
    """``decide``'s signature if it cannot take the two arguments (view, legal) by position,
    else None (also when Python cannot say: a method written in C, say)."""
    try:
        signature = inspect.signature(decide)
    except (TypeError, ValueError):
        return None
    try:
        signature.bind(None, None)
    except TypeError:
        return str(signature)
    return None


def _with_budget(lv: Level, seed: int, text: str, spec: str) -> Player:
    m = _BUDGET.match(text.strip())
    if not m or float(m["n"]) <= 0:
        raise PlayerSpecError(
            f"bad budget in {_short(spec)}: expected {lv.key}:<ms> (e.g. {lv.key}:300) "
            f"or {lv.key}:<playouts>p (e.g. {lv.key}:64p)"
        )
    if len(m["n"]) > MAX_BUDGET_CHARS:  # float() would make it inf, int() take minutes
        raise PlayerSpecError(f"bad budget in {_short(spec)}: the number is far too large")
    if m["unit"] == "p" and not m["n"].isdigit():
        raise PlayerSpecError(f"bad budget in {_short(spec)}: playouts are a whole number")
    try:
        if m["unit"] == "p":
            return lv.cls(seed, playouts=int(float(m["n"])))
        return lv.cls(seed, budget_ms=float(m["n"]))
    except ValueError as e:  # the player's own limits
        raise PlayerSpecError(f"bad budget in {_short(spec)}: {e}") from None


def _detail(e: BaseException, most: int = 120) -> str:
    """An exception of a plug-in's code in one short line, for the end of a message."""
    text = " ".join(message_of(e).split())
    text = text if len(text) <= most else text[:most] + "…"
    return f"{type(e).__name__}: {text}" if text else type(e).__name__


def message_of(e: BaseException) -> str:
    """``str(e)``, or a note that it cannot be had: an exception of a plug-in's class may
    raise from its own ``__str__``."""
    try:
        return str(e)
    except Exception as inner:
        return f"(its message cannot be shown: {type(inner).__name__})"


def _short(spec: str, limit: int = 100) -> str:
    """``spec`` quoted, its middle cut out if it is long (an error message must stay
    readable, and keep the class name at the end, which is what is most often wrong).

    >>> _short("/home/someone/players/" + "x" * 100 + "/bot.py:MyBot", limit=40)
    "'/home/someone/playe…xxxxxx/bot.py:MyBot'"
    """
    if len(spec) <= limit:
        return repr(spec)
    half = (limit - 1) // 2
    return repr(spec[:half] + "…" + spec[len(spec) - half :])


def _load_source(source: str, spec: str) -> ModuleType:
    """The module named by ``source``: a dotted module name, or a path to a ``.py`` file."""
    if not source.endswith(".py") and ("/" in source or os.sep in source):
        # a path, not a module name: importlib would say "No module named '/a/b'" (a name
        # without a separator is a module's, even if a folder of that name is here: a package)
        what = "a folder" if Path(source).expanduser().is_dir() else "not a .py file"
        raise PlayerSpecError(
            f"{_short(source)} is {what}: a player of one's own is path/to/file.py:ClassName "
            f"or package.module:ClassName (player {_short(spec)})"
        )
    if source.endswith(".py"):
        path = Path(source).expanduser()
        if not path.is_file():
            raise PlayerSpecError(f"no file {_short(source)} for player {_short(spec)}")
        digest = hashlib.sha1(str(path.resolve()).encode()).hexdigest()[:12]
        name = f"_zhuji_player_{path.stem}_{digest}"
        if name in sys.modules:
            return sys.modules[name]
        loader_spec = importlib.util.spec_from_file_location(name, path)
        if loader_spec is None or loader_spec.loader is None:
            raise PlayerSpecError(f"cannot load {_short(source)} for player {_short(spec)}")
        module = importlib.util.module_from_spec(loader_spec)
        folder = str(path.resolve().parent)
        if folder not in sys.path:  # its own helper modules beside it, as ``python file.py``
            sys.path.insert(0, folder)
        sys.modules[name] = module
        try:
            loader_spec.loader.exec_module(module)
        except Exception as e:
            del sys.modules[name]
            raise PlayerSpecError(
                f"cannot load {_short(source)} for player {_short(spec)}: {_detail(e)}"
            ) from None
        return module
    if os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.append(os.getcwd())  # as ``python -m`` finds it; the console script does not
    try:
        return importlib.import_module(source)
    except Exception as e:  # not found, or the module itself failed while importing
        raise PlayerSpecError(
            f"cannot import {_short(source)} for player {_short(spec)}: {_detail(e)}"
        ) from None


def _takes_seed(cls: type) -> bool:
    """Whether the constructor takes any argument (then the seed is given)."""
    try:
        return bool(inspect.signature(cls).parameters)
    except (TypeError, ValueError):
        return False


def _build(cls: type, seed: int) -> Any:
    """``cls(seed=seed)`` if it takes ``seed`` by name, else the seed as its first argument:
    by position (``__init__(self, s, /)`` and ``__init__(self, *args)`` take it only so), by
    name if that parameter is keyword-only, as ``seed=`` if it is ``**kwargs``."""
    params = inspect.signature(cls).parameters
    seed_param = params.get("seed")
    if seed_param is not None and seed_param.kind in (
        seed_param.POSITIONAL_OR_KEYWORD,
        seed_param.KEYWORD_ONLY,
    ):
        return cls(seed=seed)
    first = next(iter(params.values()))
    if first.kind is first.KEYWORD_ONLY:
        return cls(**{first.name: seed})
    if first.kind is first.VAR_KEYWORD:
        return cls(seed=seed)
    return cls(seed)
