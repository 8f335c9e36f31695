"""Players for ``zhuji-sim`` that cannot hang it or bring it down.

A built-in level runs in the simulator's own process. A player of your own
(``package.module:Class`` or ``path/to/file.py:Class``) runs in a process of its own, one per
seat, fed each decision over a pipe: the simulator waits at most the decision timeout for
its answer. A player that is too slow is stopped (its process killed and started again for
the next hand); one that raises, whose process dies, or that answers with an action that is
not one of the legal actions it was given is reported; in each case the seat *forfeits the
hand*: its remaining decisions in that hand are the default action (``default_action``:
pass when it may, else discard; never a win or a kong), and ``PlayerFailure`` says what
went wrong, where. An illegal answer is judged in the player's process and reported as a
short description (``shown``): the simulator never takes in the object itself, however
large, nor needs the player's classes to read it.

>>> guard = Seat("random", slot=0)
>>> from zhuji_desktop.engine.state import HandState
>>> h = HandState.deal(seed=1)
>>> guard.new_hand(seed=5)
>>> guard.decide(h.view(0), h.legal_actions(0), timeout=5.0) in h.legal_actions(0)
True
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import reprlib
import signal
import sys
import sysconfig
import threading
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..ai.registry import PlayerSpecError, level_names, make_player, message_of
from ..engine.actions import Action, Verb
from ..engine.view import SeatView

MAX_MESSAGE = 300  # characters of a player's exception message that are reported
MAX_SHOWN = 200  # characters of an illegal answer that are reported
DEFAULT_TIMEOUT = 60.0  # seconds a plug-in player may take over one decision (--decision-timeout)


class PlayerFailure(Exception):
    """A player did not give a legal decision in time: it raised, was too slow or died."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        # "raised", "timeout", "died", "illegal", or "unbuilt" (the registry could not build
        # it: ``detail`` is the registry's message, which names the player)
        self.kind = kind
        self.detail = detail


def default_action(legal: Sequence[Action]) -> Action:
    """What a forfeiting seat does: pass when it may, else discard (its first discard in
    tile order), else its first legal action (naming the wilds). It never wins or
    declares a kong: a seat that gave up on its hand takes nothing from it.

    >>> from zhuji_desktop.engine.actions import Action
    >>> str(default_action([Action.parse(t) for t in ("E win", "E discard 3m", "E discard 1z")]))
    'E discard 3m'
    """
    for verb in (Verb.PASS, Verb.DISCARD):
        chosen = next((a for a in legal if a.verb is verb), None)
        if chosen is not None:
            return chosen
    return legal[0]


def is_builtin(spec: str) -> bool:
    """Whether ``spec`` names a built-in level (run in the simulator's process)."""
    return spec.partition(":")[0] in level_names()


def _serve(conn: Any, other_end: Any, spec: str) -> None:
    """The player process: build a player for each hand and answer its decisions. It ends
    when the simulator does (its end of the pipe closes)."""
    if other_end is not None:
        other_end.close()  # inherited by a fork: kept open, it would hide the simulator's end
    threading.Thread(target=_orphan_watch, args=(os.getppid(),), daemon=True).start()
    # Ctrl-C goes to the whole process group: the simulator answers it in one line and
    # stops its players itself; a player's own traceback would come first
    with contextlib.suppress(ValueError, OSError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    # What a player prints goes to stderr: stdout is the simulator's (its --json summary).
    with contextlib.suppress(OSError, ValueError):
        sys.stdout.flush()
        os.dup2(2, 1)
    sys.stdout = sys.stderr
    player = None
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        try:
            if msg[0] == "new":
                player = make_player(spec, msg[1])
                conn.send(("ok", None))
            elif msg[0] == "decide":
                assert player is not None
                # a copy: the player may sort or change its list; its answer is looked up in
                # the simulator's, which ``msg[2]`` stays in step with
                conn.send(_answer(player.decide(msg[1], list(msg[2])), msg[2]))
            else:
                return
        except BaseException as e:  # the player's own failure, in one line: KeyboardInterrupt
            # and SystemExit too (else the process dies printing a traceback)
            if isinstance(e, PlayerSpecError):  # the registry's own words, naming the player
                conn.send(("unbuilt", message_of(e)))
            else:
                conn.send(("error", describe(e)))


def _answer(action: object, legal: list[Action]) -> tuple[object, ...]:
    """What the player process sends back: the index of ``action`` among ``legal``, or a
    short description of an answer that is none of them. An index, not the object: a
    player's own object might be megabytes long, or of a class only its process knows."""
    if isinstance(action, Action):  # another type is never compared: its __eq__ is the
        plain = action  # player's code, and might say yes to all
        if type(action) is not Action:  # a subclass of the player's: its Action fields
            plain = Action(action.seat, action.verb, action.tiles, action.bid)
        with contextlib.suppress(ValueError):
            return ("action", legal.index(plain))
        return ("illegal", shown(action))
    kind = type(action)
    return ("not_action", kind.__qualname__, shown(action))  # (a file's module name is ours)


_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = MAX_SHOWN


def shown(value: object, most: int = MAX_SHOWN) -> str:
    """A player's answer in one line of about ``most`` characters at most: an action in its
    notation, anything else as Python shows it, cut short with its length if long.

    >>> shown("x" * 5_000_000, most=8)
    "'xxxxxxxx'… (5,000,000 characters)"
    >>> shown(None), shown([1] * 1000)
    ('None', '[1, 1, 1, 1, 1, 1, ...]')
    """
    if isinstance(value, Action):
        return str(value)
    if isinstance(value, str) and len(value) > most:  # repr would copy it all
        return f"{value[:most]!r}… ({len(value):,} characters)"
    try:
        text = _REPR.repr(value)
    except Exception as e:  # its __repr__ is the player's code too
        text = f"an object that cannot be shown ({type(e).__name__})"
    text = " ".join(text.split())  # one line
    return text if len(text) <= most else f"{text[:most]}… ({len(text):,} characters)"


def describe(e: BaseException) -> str:
    """An exception in one line: its type, message and where it was raised: the last frame,
    and the last of the player's own code if that is another (a ``json.loads`` that failed
    is raised in the library, but the line to look at is the player's)."""
    text = message_of(e)
    if len(text) > MAX_MESSAGE:  # a player's message may be megabytes long
        text = text[:MAX_MESSAGE] + f"… ({len(text):,} characters)"
    text = " ".join(text.split())  # one line
    said = f"{type(e).__name__}: {text}" if text else type(e).__name__
    frames = traceback.extract_tb(e.__traceback__)
    if not frames:
        return said
    last = frames[-1]
    own = next((f for f in reversed(frames) if _players_own(f.filename)), None)
    at = f"{last.filename}:{last.lineno}"
    if own is not None and own is not last:
        at += f", called from {own.filename}:{own.lineno} in {own.name}"
    return f"{said} ({at})"


# Where a player's own code is not: Python's library, installed packages, and this program.
_NOT_PLAYERS = tuple(
    os.path.normcase(os.path.abspath(p))
    for p in {
        *(sysconfig.get_paths()[k] for k in ("stdlib", "platstdlib", "purelib", "platlib")),
        os.path.dirname(os.path.dirname(os.path.abspath(__file__))),  # zhuji_desktop
    }
)


def _players_own(filename: str) -> bool:
    path = os.path.normcase(os.path.abspath(filename))
    return not filename.startswith("<") and not path.startswith(_NOT_PLAYERS)


def _orphan_watch(parent: int) -> None:
    """End this process once the simulator is gone, even if the player never returns."""
    while True:
        time.sleep(1.0)
        if os.getppid() != parent:
            os._exit(0)


class _Process:
    """A player of one's own, in a process of its own."""

    def __init__(self, spec: str) -> None:
        self.spec = spec
        self.proc: Any = None
        self.conn: Any = None

    def start(self) -> None:
        # a literal method per platform, so that the checker knows the context (and its Process)
        if sys.platform.startswith("linux"):
            ctx = multiprocessing.get_context("fork")
        else:
            ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        inherit = parent if ctx.get_start_method() == "fork" else None
        self.proc = ctx.Process(target=_serve, args=(child, inherit, self.spec), daemon=True)
        self.proc.start()
        child.close()
        self.conn = parent

    def stop(self) -> None:
        if self.proc is not None:
            if self.proc.is_alive():
                self.proc.kill()
            self.proc.join(5)
            self.conn.close()
        self.proc = self.conn = None

    def ask(self, msg: tuple, timeout: float) -> Any:
        """Send ``msg`` and wait for the answer; ``PlayerFailure`` if none comes."""
        if self.proc is None:
            self.start()
        try:
            self.conn.send(msg)
            if not self.conn.poll(timeout):
                self.stop()
                raise PlayerFailure("timeout", f"took longer than {timeout:g} s")
            answer = self.conn.recv()
            kind, value = answer[0], answer[1]
        except (EOFError, OSError, BrokenPipeError):
            code = None
            if self.proc is not None:
                self.proc.join(2)  # reap it, so that its exit code is known
                code = self.proc.exitcode
            self.stop()
            raise PlayerFailure("died", f"its process died (exit code {code})") from None
        if kind == "unbuilt":
            raise PlayerFailure("unbuilt", value)
        if kind == "error":
            raise PlayerFailure("raised", f"raised {value}")
        if kind == "illegal":
            raise PlayerFailure("illegal", f"chose an action that is not legal: {value}")
        if kind == "not_action":
            raise PlayerFailure(
                "illegal",
                f"answered a {value} where an Action (zhuji_desktop.engine.actions) was "
                f"expected: {answer[2]}",
            )
        return value


@dataclass
class Seat:
    """One listed player of a simulation (``slot`` in ``--players``), whoever it is."""

    spec: str
    slot: int
    player: Any = None
    process: _Process | None = None
    forfeit: bool = False

    def new_hand(self, seed: int, timeout: float = DEFAULT_TIMEOUT) -> None:
        """A fresh player for a new hand (as the simulator always did)."""
        self.forfeit = False
        if is_builtin(self.spec):
            self.player = make_player(self.spec, seed)
            return
        if self.process is None:
            self.process = _Process(self.spec)
        try:
            self.process.ask(("new", seed), timeout)
        except PlayerFailure:
            self.forfeit = True
            raise

    def decide(self, view: SeatView, legal: list[Action], timeout: float) -> Action:
        """The player's action; ``PlayerFailure`` when it fails (the seat then forfeits)."""
        if self.forfeit:
            return default_action(legal)
        try:
            if self.process is None:
                start = time.perf_counter()
                try:
                    action = self.player.decide(view, list(legal))
                except Exception as e:
                    raise PlayerFailure("raised", f"raised {describe(e)}") from e
                if time.perf_counter() - start > timeout:
                    raise PlayerFailure("timeout", f"took longer than {timeout:g} s")
                return action
            index = self.process.ask(("decide", view, list(legal)), timeout)
            if not isinstance(index, int) or not 0 <= index < len(legal):  # never sent so
                raise PlayerFailure("illegal", f"answered {shown(index)} for an action")
            return legal[index]
        except PlayerFailure:
            self.forfeit = True
            raise

    def close(self) -> None:
        if self.process is not None:
            self.process.stop()
