"""The command line of ``zhuji-mahjong``: its options read and checked (``parse_args``), and
what they make of a run (``interactive``, ``uses_scratch``).
"""

from __future__ import annotations

import argparse
import logging
import os
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt (and the engine) are imported only once the arguments are read
    pass


log = logging.getLogger("zhuji_desktop")

DEFAULT_SIZE = "1280x800"
# --size: an 8K screen is 7680 wide; 16384 a side took 3.5 GB and half a minute to draw
MIN_SIDE, MAX_SIDE = 200, 8_192


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    from ..engine.cli import argument
    from ..engine.inputs import whole_number

    p = argparse.ArgumentParser(prog="zhuji-mahjong", description="诸暨包麻将 Zhuji Bao Mahjong")
    number = argument(whole_number)  # digits 0-9, as every number typed is read
    p.add_argument("--seed", type=number, default=None, help="match seed (default: from the clock)")
    p.add_argument("--demo", action="store_true", help="four computer players, fast")
    p.add_argument(
        "--screenshot",
        metavar="PATH",
        help="save a picture of the window and exit (PNG, or as PATH ends: .jpg, .bmp)",
    )
    p.add_argument(
        "--after-events", metavar="K", type=number, default=0, help="screenshot after K events"
    )
    p.add_argument("--self-test", action="store_true", help="check assets, play a hand, exit")
    p.add_argument(
        "--size",
        default=None,
        help=f"window size WxH (default: as the window was last closed, else {DEFAULT_SIZE})",
    )
    p.add_argument("--data-dir", metavar="DIR", help="folder for saves, history, log, settings")
    p.add_argument(
        "--write-data",
        action="store_true",
        help="let --demo/--screenshot keep their autosave and history in the data folder "
        "(normally a scratch folder, so the player's match is never touched)",
    )
    start = p.add_mutually_exclusive_group()
    start.add_argument("--resume", action="store_true", help="continue the autosaved match")
    start.add_argument(
        "--new", action="store_true", help="start a new match at once (a saved match is kept aside)"
    )
    args = p.parse_args(argv)
    args.size_given = args.size is not None
    try:
        w, h = (int(x) for x in (args.size or DEFAULT_SIZE).lower().split("x"))
    except ValueError:
        p.error(f"--size must be WIDTHxHEIGHT, e.g. 1280x800, not {args.size!r}")
    if not (MIN_SIDE <= w <= MAX_SIDE and MIN_SIDE <= h <= MAX_SIDE):
        p.error(f"--size must be from {MIN_SIDE} to {MAX_SIDE} pixels a side, not {args.size!r}")
    args.width, args.height = w, h
    from ..engine.match import check_seed

    try:
        if args.seed is not None:
            check_seed(args.seed)
    except ValueError as e:
        p.error(f"--seed: {e}")
    if args.data_dir is not None and not args.data_dir.strip():
        p.error("--data-dir is empty: give a folder (an unset shell variable?)")
    if args.screenshot is not None and not args.screenshot.strip():
        # an empty PATH would start an ordinary game that waits for a person forever
        p.error("--screenshot is empty: give a file (an unset shell variable?)")
    for option, value in (("--data-dir", args.data_dir), ("--screenshot", args.screenshot)):
        if value is not None and not is_text(value):
            # Qt takes names as text: it would write another file (U+FFFD for each byte)
            p.error(f"{option}: the name {value!r} has bytes that are not text; choose another")
    if args.after_events < 0:
        p.error(f"--after-events must be 0 or more, not {args.after_events}")
    if args.after_events and not args.screenshot:
        p.error("--after-events says when to take the --screenshot: give --screenshot too")
    if args.screenshot and not os.path.isdir(os.path.dirname(os.path.abspath(args.screenshot))):
        # found before the game is played, not after
        p.error(f"--screenshot: the folder of {args.screenshot} does not exist")
    if args.screenshot and os.path.exists(args.screenshot) and not os.path.isfile(args.screenshot):
        # a pipe waited for a reader for ever; a folder failed after the match was played
        p.error(f"--screenshot: {args.screenshot} is there and is not a file")
    args.seed_given = args.seed is not None
    if args.seed is None:
        args.seed = int(time.time()) % 1_000_000
    return args


def is_text(name: str) -> bool:
    """Whether a file name given on the command line is text (on Linux a name may hold bytes
    that are not UTF-8; Python keeps them as lone surrogates, which Qt cannot take)."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def image_format(path: str) -> str:
    """The format of a ``--screenshot``: the one its name ends in, if Qt writes it, else PNG
    (a tester's ``shot.jpg`` held PNG bytes).

    >>> image_format("table.JPG"), image_format("table.png"), image_format("table.shot")
    ('JPG', 'PNG', 'PNG')
    """
    from PySide6.QtGui import QImageWriter

    suffix = Path(path).suffix.lower().removeprefix(".")
    known = {bytes(f.data()).decode().lower() for f in QImageWriter.supportedImageFormats()}
    return suffix.upper() if suffix in known else "PNG"


def screenshot_too_big(scale: float, args: argparse.Namespace) -> str:
    """Why a screenshot of ``--size`` at the screen's ``scale`` (device pixels to a logical
    one) would be too large to draw, or "" if it is not: ``MAX_SIDE`` bounds the image.

    >>> args = argparse.Namespace(width=5000, height=800)
    >>> screenshot_too_big(1.0, args)
    ''
    >>> print(screenshot_too_big(2.0, args))
    --size 5000x800 at a scale of 2 is 10000x1600 device pixels; at most 8192 a side
    """
    w, h = round(args.width * scale), round(args.height * scale)
    if max(w, h) <= MAX_SIDE:
        return ""
    size, pixels = f"{args.width}x{args.height}", f"{w}x{h} device pixels"
    return f"--size {size} at a scale of {scale:g} is {pixels}; at most {MAX_SIDE} a side"


def interactive(args: argparse.Namespace) -> bool:
    """A run for a person (dialogs allowed), not a screenshot or the self-test."""
    return not (args.screenshot or args.self_test)


def uses_scratch(args: argparse.Namespace) -> bool:
    """Whether this run keeps its autosave and history in a scratch folder: a demo or a
    screenshot, unless ``--write-data`` asks for the data folder."""
    return bool(args.demo or args.screenshot) and not args.write_data
