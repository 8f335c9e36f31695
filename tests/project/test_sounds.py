"""The committed sound files: format, levels and durations, and that they are generated.

The synthesised effects must be reproducible from ``tools/make_sounds.py`` byte for
byte. The spoken calls need espeak-ng, so they are only checked as files.
"""

from __future__ import annotations

import math
import os
import subprocess
import sys
import wave
from array import array
from pathlib import Path

import pytest

from tests import REPO

SOUNDS = REPO / "assets" / "sounds"
SCRIPT = REPO / "tools" / "make_sounds.py"
RATE = 22050

# name -> (shortest, longest) duration in seconds
EFFECTS = {
    "click": (0.03, 0.1),
    "draw": (0.08, 0.25),
    "discard": (0.08, 0.2),
    "win": (0.8, 1.6),
    "drawn": (0.6, 1.4),
}
CALLS = {name: (0.2, 1.0) for name in ("chi", "peng", "gang", "hu", "zimo")}
ALL = {**EFFECTS, **CALLS}


def read_pcm(path: Path) -> tuple[tuple[int, int, int, str], array]:
    """((channels, sample width, rate, compression), samples) of a WAV file."""
    with wave.open(str(path), "rb") as w:
        params = (w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getcomptype())
        data = array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":  # WAV is little-endian
        data.byteswap()
    return params, data


def dbfs(value: float) -> float:
    return 20 * math.log10(value / 32768) if value else -math.inf


@pytest.mark.parametrize("name", sorted(ALL))
def test_format_and_duration(name: str) -> None:
    params, data = read_pcm(SOUNDS / f"{name}.wav")
    assert params == (1, 2, RATE, "NONE")
    shortest, longest = ALL[name]
    assert shortest <= len(data) / RATE <= longest


@pytest.mark.parametrize("name", sorted(ALL))
def test_levels(name: str) -> None:
    _, data = read_pcm(SOUNDS / f"{name}.wav")
    peak = max(abs(v) for v in data)
    rms = math.sqrt(sum(v * v for v in data) / len(data))
    assert -3.5 <= dbfs(peak) <= -2.5  # normalised to about -3 dBFS, so never clipped
    assert dbfs(rms) > -30  # clearly audible, not silence
    assert abs(sum(data) / len(data)) < 100  # no DC offset worth the name
    # Both ends are faded: no click when a sound starts or is cut off.
    assert abs(data[0]) < 300 and abs(data[-1]) < 300


@pytest.mark.parametrize("name", sorted(CALLS))
def test_calls_contain_speech(name: str) -> None:
    """At least 150 ms of loud 10 ms frames: a word, not a blip or a hiss."""
    _, data = read_pcm(SOUNDS / f"{name}.wav")
    frame = RATE // 100
    loud = 0
    for i in range(0, len(data) - frame + 1, frame):
        chunk = data[i : i + frame]
        if dbfs(math.sqrt(sum(v * v for v in chunk) / frame)) > -25:
            loud += 1
    assert loud >= 15


def test_sizes() -> None:
    sizes = {name: (SOUNDS / f"{name}.wav").stat().st_size for name in ALL}
    assert max(sizes.values()) < 100_000
    assert sum(sizes.values()) < 600_000


def run_script(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )


def test_effects_are_reproducible(tmp_path: Path) -> None:
    result = run_script("--effects-only", "--out", str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert sorted(p.stem for p in tmp_path.iterdir()) == sorted(EFFECTS)
    for name in EFFECTS:
        fresh = (tmp_path / f"{name}.wav").read_bytes()
        assert fresh == (SOUNDS / f"{name}.wav").read_bytes(), f"{name}.wav differs"


def test_missing_espeak_is_a_clear_error(tmp_path: Path) -> None:
    env = {**os.environ, "PATH": str(tmp_path)}  # an empty directory: no espeak-ng
    result = run_script("--out", str(tmp_path / "out"), env=env)
    assert result.returncode != 0
    assert "espeak-ng" in result.stderr and "--effects-only" in result.stderr
    assert not (tmp_path / "out").exists()  # it fails before writing anything
