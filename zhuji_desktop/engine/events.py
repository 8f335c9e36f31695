"""Events: every change of a hand, as a value that serialises to a JSON object.

Events drive the animation, the sound, the game log and the replay. Tiles are written in the
text notation and seats as letters, so a log reads like the action notation.

>>> Event("discard", seat=1, tile=17).to_dict()
{'type': 'discard', 'seat': 'S', 'tile': '9p'}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import tiles
from .melds import SEAT_LETTERS, Meld

# Keys whose values are single tiles or tile lists, and how to write them.
_TILE_KEYS = frozenset({"tile", "indicator"})
_TILES_KEYS = frozenset({"tiles", "wilds"})


@dataclass(frozen=True)
class Event:
    """One change. ``type`` names it; ``seat`` is who acted (None for table events)."""

    type: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def __init__(self, type: str, seat: int | None = None, **data: Any) -> None:
        object.__setattr__(self, "type", type)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "data", data)

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        if self.seat is not None:
            out["seat"] = SEAT_LETTERS[self.seat]
        for key, value in self.data.items():
            out[key] = _encode(key, value)
        return out


def _encode(key: str, value: Any) -> Any:
    if value is None:
        return None
    if key in _TILE_KEYS:
        return tiles.CODES[value]
    if key in _TILES_KEYS:
        return tiles.to_text(value)
    if isinstance(value, Meld):
        return value.text()
    if key in ("hands",):
        return {SEAT_LETTERS[s]: tiles.to_text(h) for s, h in enumerate(value)}
    if key in ("deltas",):
        return {SEAT_LETTERS[s]: d for s, d in enumerate(value)}
    if key in ("bao", "discarder", "winner", "source", "holder") and isinstance(value, int):
        return SEAT_LETTERS[value]
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if hasattr(value, "ascii"):
        return value.ascii()
    return value
