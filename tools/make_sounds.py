#!/usr/bin/env python3
"""Generate the game's sound effects into ``assets/sounds/``.

Every file is 16-bit PCM, mono, 22050 Hz WAV, peak-normalised to -3 dBFS.

Synthesised effects (pure Python standard library, deterministic: the noise comes
from a seeded generator of our own, so rerunning gives byte-identical files, which
the tests check; only a platform whose libm rounds sin/exp differently could flip
a sample by one step):

- ``click.wav``    tile click: a short woody tock (~60 ms)
- ``draw.wav``     drawing a tile: a soft slide and a tick (~150 ms)
- ``discard.wav``  tile put on the table: a clack with a small bounce (~120 ms)
- ``win.wav``      win stinger: a pipa-like pentatonic arpeggio, a tremolo and a
                   bell chime (~1.2 s)
- ``drawn.wav``    drawn hand (荒庄) stinger: a muted descending phrase (~1 s)

Spoken calls in Mandarin, made with espeak-ng and post-processed here (trim the
silence, soft saturation for punch, fades, resample if needed, normalise):
``chi.wav`` (吃), ``peng.wav`` (碰), ``gang.wav`` (杠), ``hu.wav`` (胡), ``zimo.wav`` (自摸).
The voice is ``cmn-latn-pinyin`` fed with tone-numbered pinyin: Debian's espeak-ng
ships the small Mandarin dictionary, in which 碰/杠/胡/摸 are missing and would
be read out as English ("peng four"). The committed calls came from espeak-ng 1.51.

Needs:
    Python >= 3.10 (standard library only).
    The Debian package ``espeak-ng`` for the spoken calls (``apt-get install espeak-ng``);
    without it, ``--effects-only`` still makes the synthesised effects.
    sox is not needed; it is handy to check the output by hand
    (``sox --i assets/sounds/win.wav``, ``sox assets/sounds/win.wav -n stat``).

Run from the repository root:
    python tools/make_sounds.py                  # everything into assets/sounds
    python tools/make_sounds.py --effects-only   # no espeak-ng needed
    python tools/make_sounds.py --out /tmp/snd   # somewhere else
"""

from __future__ import annotations

import argparse
import math
import shutil
import subprocess
import sys
import tempfile
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
PEAK_DBFS = -3.0
REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "assets" / "sounds"

Signal = list[float]
# A damped sinusoid: (frequency in Hz, amplitude, decay time constant in seconds).
Partial = tuple[float, float, float]


# ----------------------------------------------------------------------------
# Building blocks
# ----------------------------------------------------------------------------


class Noise:
    """xorshift32 white noise in [-1, 1).

    Our own generator rather than ``random`` so the output can never change with
    the Python version: the committed effects must be reproducible byte for byte.
    """

    def __init__(self, seed: int) -> None:
        self.state = (seed & 0xFFFFFFFF) or 1

    def next(self) -> float:
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x / 2147483648.0 - 1.0


def samples(seconds: float) -> int:
    return round(seconds * RATE)


def fade(x: Signal, fade_in: float, fade_out: float) -> Signal:
    """Linear fade in and out, in place (and returned, for chaining)."""
    n = len(x)
    a, b = samples(fade_in), samples(fade_out)
    for i in range(min(a, n)):
        x[i] *= i / a
    for i in range(min(b, n)):
        x[n - 1 - i] *= i / b
    return x


def silence(seconds: float) -> Signal:
    return [0.0] * samples(seconds)


def mix(dst: Signal, src: Sequence[float], at: float, gain: float = 1.0) -> None:
    """Add ``src`` into ``dst`` starting at ``at`` seconds (clipped to dst's length)."""
    start = samples(at)
    for i in range(min(len(src), len(dst) - start)):
        dst[start + i] += gain * src[i]


def damped_partials(partials: Sequence[Partial], seconds: float, attack: float = 0.0005) -> Signal:
    """A struck object: a sum of exponentially decaying sines with a tiny attack ramp.

    The ramp (half a millisecond) keeps the onset from being a digital step while
    still sounding instantaneous.
    """
    n = samples(seconds)
    out = [0.0] * n
    ramp = max(1, samples(attack))
    for freq, amp, tau in partials:
        if freq >= RATE / 2:
            continue
        w = 2 * math.pi * freq / RATE
        decay = math.exp(-1.0 / (tau * RATE))
        env = amp
        for i in range(n):
            out[i] += env * math.sin(w * i)
            env *= decay
    for i in range(min(ramp, n)):
        out[i] *= i / ramp
    return fade(out, 0.0, 0.005)  # a short release: the caller may cut it mid-ring


def lowpass(x: Sequence[float], cutoff: float) -> Signal:
    """One-pole low-pass: gentle, but enough to colour noise."""
    a = 1.0 - math.exp(-2 * math.pi * cutoff / RATE)
    y, out = 0.0, []
    for v in x:
        y += a * (v - y)
        out.append(y)
    return out


def highpass(x: Sequence[float], cutoff: float) -> Signal:
    return [v - lp for v, lp in zip(x, lowpass(x, cutoff), strict=True)]


def noise_burst(seconds: float, tau: float, seed: int, lo: float, hi: float) -> Signal:
    """Band-limited noise with an exponential decay: the 'contact' part of an impact."""
    gen = Noise(seed)
    raw = [gen.next() for _ in range(samples(seconds))]
    band = lowpass(highpass(raw, lo), hi)
    decay = math.exp(-1.0 / (tau * RATE))
    env = 1.0
    for i in range(len(band)):
        band[i] *= env
        env *= decay
    return fade(band, 0.0005, 0.0)  # like the partials: sharp, but not a step from zero


def pluck(
    freq: float,
    seconds: float,
    *,
    decay: float = 0.5,
    position: float = 0.18,
    harmonics: int = 10,
    damping: float = 0.6,
    twang: float = 0.012,
) -> Signal:
    """A plucked string by additive synthesis (pipa-like with the defaults).

    ``position`` is where the string is plucked (near the bridge = bright),
    ``damping`` makes higher harmonics die faster (larger = more muted), and
    ``twang`` is the brief sharp-then-settling pitch of a hard pluck that gives
    the pipa its bite. Phase is the closed-form integral of that pitch curve.
    """
    n = min(samples(seconds), samples(decay * 7))  # past 7 tau it is below -60 dB
    out = [0.0] * n
    bend_tau = 0.025
    w = 2 * math.pi * freq
    # Phase of the fundamental, computed once; harmonic h just scales it.
    times = (i / RATE for i in range(n))
    base = [w * (t + twang * bend_tau * (1 - math.exp(-t / bend_tau))) for t in times]
    for h in range(1, harmonics + 1):
        stretch = h * math.sqrt(1 + 0.0003 * h * h)  # slight stiffness inharmonicity
        if freq * stretch >= RATE * 0.45:
            break
        env = abs(math.sin(math.pi * h * position)) / h
        k = math.exp(-(1 + damping * (h - 1)) / (decay * RATE))
        for i in range(n):
            out[i] += env * math.sin(stretch * base[i])
            env *= k
    # A 1 ms attack, and a 15 ms release so cutting a still-ringing note is not a click.
    return fade(out, 0.001, 0.015)


def bell(freq: float, seconds: float, decay: float = 0.6) -> Signal:
    """A small bell / chime stone (qing): inharmonic partials of a struck bar."""
    ratios = ((1.0, 1.0, 1.0), (2.76, 0.45, 0.55), (5.40, 0.25, 0.3), (8.93, 0.12, 0.18))
    return damped_partials([(freq * r, a, decay * d) for r, a, d in ratios], seconds, 0.002)


def note(name: str) -> float:
    """Frequency of a note such as 'D5' or 'F#4' (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]] + (1 if name[1] == "#" else 0) + 12 * (int(name[-1]) - 4)
    return 440.0 * 2 ** (semis / 12)


# ----------------------------------------------------------------------------
# The effects
# ----------------------------------------------------------------------------


def make_click() -> Signal:
    """Woody tock: wood-block-like modes (inharmonic, quickly damped) plus a contact tick."""
    out = damped_partials(
        [(1050, 1.0, 0.012), (2380, 0.45, 0.006), (3900, 0.25, 0.0035), (620, 0.3, 0.015)],
        0.06,
    )
    mix(out, noise_burst(0.01, 0.0015, seed=11, lo=1500, hi=7000), 0.0, 0.6)
    return out


def make_draw() -> Signal:
    """A tile slid off the wall: swelling and fading band noise, then a light tick."""
    slide_len = 0.11
    gen = Noise(23)
    slide = lowpass(highpass([gen.next() for _ in range(samples(slide_len))], 1200), 3500)
    n = len(slide)
    for i in range(n):
        slide[i] *= math.sin(math.pi * i / n) ** 2  # a smooth swell, no edges
    out = silence(0.15)
    mix(out, slide, 0.0, 0.5)  # about 10 dB under the tick: a hush, not a hiss
    tick = damped_partials([(2600, 1.0, 0.004), (4100, 0.5, 0.0025), (1500, 0.3, 0.006)], 0.04)
    mix(tick, noise_burst(0.006, 0.001, seed=29, lo=2000, hi=8000), 0.0, 0.4)
    mix(out, tick, 0.1, 0.8)
    return out


def impact(seed: int) -> Signal:
    """One hard tile-on-table hit: bright tile modes, contact noise and a table thump."""
    hit = damped_partials(
        [(2150, 1.0, 0.010), (3350, 0.7, 0.007), (5200, 0.4, 0.004), (1400, 0.5, 0.014)],
        0.1,
    )
    mix(hit, noise_burst(0.02, 0.002, seed=seed, lo=1200, hi=9000), 0.0, 0.9)
    mix(hit, damped_partials([(190, 0.7, 0.025), (330, 0.3, 0.015)], 0.1, 0.002), 0.0)
    return hit


def make_discard() -> Signal:
    """Clack: the main hit and a small bounce a moment later, as a real tile does."""
    out = silence(0.12)
    mix(out, impact(seed=37), 0.0)
    mix(out, impact(seed=41), 0.026, 0.25)
    return out


def make_win() -> Signal:
    """Pipa arpeggio up the D gong-mode pentatonic, a tremolo (轮指) on the top note, a chime."""
    out = silence(1.2)
    arpeggio = ["D5", "E5", "F#5", "A5", "B5"]
    for i, name in enumerate(arpeggio):
        mix(out, pluck(note(name), 0.9, decay=0.35), 0.07 * i, 0.7)
    top, start = note("D6"), 0.07 * len(arpeggio)
    # Tremolo: fast repeated plucks that fade, the pipa's signature ornament. Each stroke
    # re-excites the same string, so it stops the previous one instead of piling on it.
    strokes, gap = 8, 0.055
    for i in range(strokes):
        length = gap + 0.01 if i < strokes - 1 else 0.5
        stroke = pluck(top, length, decay=0.25, position=0.14)
        mix(out, stroke, start + gap * i, 0.75 * (1 - 0.07 * i))
    mix(out, pluck(note("A5"), 0.8, decay=0.3), start, 0.35)  # open fifth under it
    mix(out, bell(top * 2, 0.8, decay=0.5), start, 0.35)
    return fade(out, 0.0, 0.2)  # let the ringing die away instead of stopping


def make_drawn() -> Signal:
    """Muted descending phrase in the A yu-mode pentatonic: nobody won."""
    out = silence(1.0)
    phrase = [("A4", 0.0), ("G4", 0.16), ("E4", 0.32), ("D4", 0.48)]
    for name, at in phrase:
        mix(out, pluck(note(name), 0.4, decay=0.12, harmonics=6, damping=1.5, twang=0.0), at, 0.8)
    last = pluck(note("A3"), 0.36, decay=0.22, harmonics=6, damping=1.2, twang=0.0)
    mix(out, last, 0.64)
    return fade(out, 0.0, 0.1)


EFFECTS: dict[str, Callable[[], Signal]] = {
    "click": make_click,
    "draw": make_draw,
    "discard": make_discard,
    "win": make_win,
    "drawn": make_drawn,
}


# ----------------------------------------------------------------------------
# Finishing and file I/O
# ----------------------------------------------------------------------------


def to_pcm(x: Sequence[float], peak_dbfs: float = PEAK_DBFS) -> array:
    """Peak-normalise and quantise to 16 bits; round() is exact, so this is deterministic."""
    peak = max((abs(v) for v in x), default=0.0)
    scale = 10 ** (peak_dbfs / 20) * 32767 / peak if peak else 0.0
    return array("h", (round(v * scale) for v in x))


def write_wav(path: Path, pcm: array, rate: int = RATE) -> None:
    data = array("h", pcm)
    if sys.byteorder == "big":  # WAV is little-endian
        data.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(data.tobytes())


def read_wav(path: Path) -> tuple[Signal, int]:
    """Read a 16-bit WAV as floats in [-1, 1]; stereo (not expected) is averaged to mono."""
    with wave.open(str(path), "rb") as w:
        if w.getsampwidth() != 2:
            raise ValueError(f"{path}: expected 16-bit PCM, got {8 * w.getsampwidth()}-bit")
        channels, rate = w.getnchannels(), w.getframerate()
        data = array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        data.byteswap()
    mono = [sum(data[i : i + channels]) / channels / 32768 for i in range(0, len(data), channels)]
    return mono, rate


# ----------------------------------------------------------------------------
# Spoken calls
# ----------------------------------------------------------------------------

VOICE = "cmn-latn-pinyin"
# Tone-numbered pinyin, spoken by the pinyin voice (see the module docstring for why).
CALLS: dict[str, str] = {
    "chi": "chi1",  # 吃
    "peng": "peng4",  # 碰
    "gang": "gang4",  # 杠
    "hu": "hu2",  # 胡
    "zimo": "zi4 mo1",  # 自摸
}
# Faster and higher than the default (150 wpm, pitch 50): a brisk, excited call.
SPEED_WPM = 175
PITCH = 68


def check_espeak() -> str:
    """Path of espeak-ng, or exit with a message saying what to install."""
    exe = shutil.which("espeak-ng")
    if exe is None:
        sys.exit(
            "make_sounds: espeak-ng not found; the spoken calls need it.\n"
            "  Install it (Debian/Ubuntu: apt-get install espeak-ng),\n"
            "  or run with --effects-only to make just the synthesised effects."
        )
    voices = subprocess.run(
        [exe, "--voices=cmn"], capture_output=True, text=True, check=False
    ).stdout
    if VOICE not in voices.lower():
        sys.exit(f"make_sounds: espeak-ng has no '{VOICE}' voice (see: espeak-ng --voices=cmn).")
    return exe


def speak(exe: str, text: str) -> tuple[Signal, int]:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "call.wav"
        cmd = [exe, "-v", VOICE, "-s", str(SPEED_WPM), "-p", str(PITCH), "-w", str(path), text]
        # stderr is shown only on failure: espeak-ng prints ALSA noise on machines without
        # a sound card even when it only writes a file.
        done = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if done.returncode != 0 or not path.exists():
            sys.exit(f"make_sounds: espeak-ng failed on {text!r}:\n{done.stderr[-2000:]}")
        return read_wav(path)


def resample(x: Signal, rate: int) -> Signal:
    """Linear-interpolation resampling to RATE.

    Only a safety net: espeak-ng already writes 22050 Hz, so this normally returns
    its input. Good enough for speech if some build ever uses another rate.
    """
    if rate == RATE or not x:
        return x
    n = int(len(x) * RATE / rate)
    step = rate / RATE
    out = []
    for i in range(n):
        pos = i * step
        j = int(pos)
        frac = pos - j
        nxt = x[j + 1] if j + 1 < len(x) else x[j]
        out.append(x[j] + frac * (nxt - x[j]))
    return out


def trim(
    x: Signal, threshold_db: float = -36.0, before: float = 0.01, after: float = 0.04
) -> Signal:
    """Cut the silence espeak-ng leaves around a word, keeping a little air.

    Works on 5 ms RMS frames, relative to the loudest frame, so a stray sample
    cannot hold the silence open.
    """
    frame = samples(0.005)
    rms = [math.sqrt(sum(v * v for v in x[i : i + frame]) / frame) for i in range(0, len(x), frame)]
    limit = max(rms, default=0.0) * 10 ** (threshold_db / 20)
    loud = [i for i, r in enumerate(rms) if r > limit]
    if not loud:
        raise ValueError("espeak-ng produced silence")
    start = max(0, loud[0] * frame - samples(before))
    end = min(len(x), (loud[-1] + 1) * frame + samples(after))
    return x[start:end]


def punch(x: Signal, drive: float = 2.0) -> Signal:
    """Soft saturation (tanh): lifts the quieter syllable parts so the call sounds excited."""
    peak = max(abs(v) for v in x)
    norm = math.tanh(drive)
    return [math.tanh(drive * v / peak) / norm for v in x]


def make_call(exe: str, text: str) -> Signal:
    voice, rate = speak(exe, text)
    # The high-pass removes espeak-ng's DC offset (made worse by the saturation).
    return fade(highpass(punch(trim(resample(voice, rate))), 40), 0.004, 0.03)


# ----------------------------------------------------------------------------
# Main
# ----------------------------------------------------------------------------


def describe(path: Path, pcm: array) -> str:
    peak = max(abs(v) for v in pcm) / 32768
    rms = math.sqrt(sum(v * v for v in pcm) / len(pcm)) / 32768
    return (
        f"{path.name:12s} {len(pcm) / RATE:6.3f} s  peak {20 * math.log10(peak):6.1f} dBFS  "
        f"rms {20 * math.log10(rms):6.1f} dBFS  {path.stat().st_size / 1024:6.1f} KiB"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output directory")
    parser.add_argument(
        "--effects-only", action="store_true", help="skip the spoken calls (no espeak-ng needed)"
    )
    args = parser.parse_args(argv)

    exe = None if args.effects_only else check_espeak()  # fail before writing anything
    args.out.mkdir(parents=True, exist_ok=True)
    jobs: list[tuple[str, Callable[[], Signal]]] = list(EFFECTS.items())
    if exe is not None:
        jobs += [(name, lambda text=text: make_call(exe, text)) for name, text in CALLS.items()]
    for name, build in jobs:
        path = args.out / f"{name}.wav"
        pcm = to_pcm(fade(build(), 0.0, 0.01))  # the final 10 ms fade guarantees no end click
        write_wav(path, pcm)
        print(describe(path, pcm))
    return 0


if __name__ == "__main__":
    sys.exit(main())
