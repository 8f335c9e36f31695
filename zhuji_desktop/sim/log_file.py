"""The ``--log`` file: every hand's header and events as JSON lines, written (``LogFile``)
and read back (``read_log``) by the replay viewer and the benches.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any

from ..engine.cli import open_output
from ..engine.state import HandState


def log_lines(header: dict[str, Any], state: HandState) -> list[str]:
    """The hand's lines of a ``--log``: its header with the actions, then its events. The
    actions make the hand replayable exactly (the events alone do not say which claim a
    seat made when another claim won)."""
    header = {**header, "actions": [str(a) for a in state.actions]}
    lines = [json.dumps(header, ensure_ascii=False)]
    return lines + [json.dumps(e.to_dict(), ensure_ascii=False) for e in state.events]


def read_log(path: str) -> Iterator[dict[str, Any]]:
    """The hands of a ``--log`` file, in order: each hand's header line with ``deltas``, the
    payments by seat letter, and ``bao``, the 包家's letter (only when there was one)."""
    with open(path, encoding="utf-8") as f:
        yield from read_log_lines(f)


def read_log_lines(lines: Iterable[str]) -> Iterator[dict[str, Any]]:
    """``read_log`` of the lines of a ``--log`` file."""
    hand: dict[str, Any] | None = None
    for line in lines:
        event = json.loads(line)
        if event["type"] == "hand":
            hand = event
        elif hand is not None and event["type"] == "bao":
            hand["bao"] = event["seat"]
        elif hand is not None and event["type"] == "settle":
            hand["deltas"] = event["deltas"]
            yield hand
            hand = None


def renumbered(header: str, index: int) -> str:
    """A --matches hand's log header with its number in the run (``index``, and ``deal``:
    every hand of a match is a deal of its own), as the replay, the history and the benches
    read a log's hands."""
    data = json.loads(header)
    data["index"] = data["deal"] = index
    return json.dumps(data, ensure_ascii=False)


class LogFile:
    """The ``--log`` file. A write that fails (a full disk) ends the log, not the run: the
    summary is still printed, and ``error`` says why the log stops short. A path that is not
    a regular file, a symbolic link, or a file with something in it (unless ``overwrite``)
    is refused at once (``OutputRefused``, from ``open_output``)."""

    def __init__(self, path: str, overwrite: bool = False) -> None:
        self.path = path
        self.error: OSError | None = None
        self._file = open_output(path, overwrite)

    def write(self, text: str) -> None:
        if self.error is None:
            try:
                self._file.write(text)
            except OSError as e:
                self.error = e

    def close(self) -> None:
        try:
            self._file.close()
        except OSError as e:
            self.error = self.error or e
