"""A private PulseAudio server with one null sink, for checking that a build plays sound.

    with null_sink() as sink:
        if sink.server:                       # e.g. "unix:/tmp/zhuji-pulse-x/native"
            env["PULSE_SERVER"] = sink.server  # the program plays into the null sink
            with sink.recording() as rec: ...  # what reached the sink: rec.samples()
        else:
            print(sink.reason)                # why no server could be started

The server is started from the ``pulseaudio`` program (apt package ``pulseaudio``) in a
temporary folder, with no configuration file, no D-Bus, no autospawn and a socket that only
this machine's processes can reach; it is stopped (by its process id) when the block ends. The
null sink plays nothing aloud: it consumes the sound at its real-time pace, and its monitor
source lets ``parec`` record exactly what reached it.
"""

from __future__ import annotations

import array
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

SINK = "zhuji_null"
RATE = 22050  # the game's effects are 22.05 kHz mono
START_TIMEOUT_S = 10.0


@dataclass
class Recording:
    """What ``parec`` recorded from the null sink's monitor (16-bit mono samples)."""

    path: Path
    process: subprocess.Popen | None = None

    def samples(self) -> array.array:
        data = self.path.read_bytes() if self.path.exists() else b""
        out = array.array("h")
        out.frombytes(data[: len(data) // 2 * 2])
        return out

    def audible_seconds(self) -> float:
        """How long the recorded sound was not silent (samples that are not zero)."""
        return sum(1 for s in self.samples() if s) / RATE


@dataclass
class NullSink:
    server: str | None = None  # the PULSE_SERVER value, or None
    reason: str = ""  # why there is no server
    folder: Path | None = None
    _env: dict[str, str] = field(default_factory=dict)

    @contextmanager
    def recording(self) -> Iterator[Recording]:
        """Record the sink's monitor while the block runs (needs ``parec``)."""
        assert self.server and self.folder
        rec = Recording(self.folder / f"recording-{time.monotonic_ns()}.raw")
        parec = shutil.which("parec")
        if parec is None:
            raise RuntimeError("parec is not installed (apt package pulseaudio-utils)")
        with rec.path.open("wb") as out:
            rec.process = subprocess.Popen(
                [
                    parec,
                    "-d",
                    f"{SINK}.monitor",
                    "--format=s16le",
                    f"--rate={RATE}",
                    "--channels=1",
                ],
                stdout=out,
                stderr=subprocess.DEVNULL,
                env=self._env,
            )
            try:
                time.sleep(0.3)  # parec connects before the sound starts
                yield rec
                time.sleep(0.3)  # the tail of the sound reaches the monitor
            finally:
                rec.process.terminate()
                rec.process.wait(timeout=10)


def _environment(folder: Path) -> dict[str, str]:
    env = dict(os.environ)
    for name in ("PULSE_SERVER", "PULSE_SINK", "DBUS_SESSION_BUS_ADDRESS"):
        env.pop(name, None)
    home = folder / "home"
    home.mkdir(exist_ok=True)
    env.update(
        HOME=str(home),  # its cookie and state stay in the folder
        XDG_RUNTIME_DIR=str(folder),
        PULSE_RUNTIME_PATH=str(folder / "runtime"),
        PULSE_STATE_PATH=str(folder / "state"),
    )
    return env


@contextmanager
def null_sink() -> Iterator[NullSink]:
    """Start a private PulseAudio server with a null sink; yields a :class:`NullSink`."""
    program = shutil.which("pulseaudio")
    if program is None:
        yield NullSink(reason="pulseaudio is not installed (apt-get install pulseaudio)")
        return
    with tempfile.TemporaryDirectory(prefix="zhuji-pulse-") as tmp:
        folder = Path(tmp)
        socket = folder / "native"
        env = _environment(folder)
        cmd = [
            program,
            "--daemonize=no",
            "-n",  # no default configuration: only the modules below
            "--exit-idle-time=-1",
            "--use-pid-file=no",
            "--disable-shm=yes",
            "--log-target=stderr",
            f"--load=module-null-sink sink_name={SINK} rate={RATE} channels=1",
            f"--load=module-native-protocol-unix socket={socket} auth-anonymous=1",
        ]
        log = (folder / "pulseaudio.log").open("wb")
        process = subprocess.Popen(cmd, env=env, stdout=log, stderr=log)
        try:
            deadline = time.monotonic() + START_TIMEOUT_S
            while not socket.exists() and process.poll() is None and time.monotonic() < deadline:
                time.sleep(0.05)
            if not socket.exists():
                log.flush()
                tail = (folder / "pulseaudio.log").read_text(errors="replace")[-1500:]
                yield NullSink(reason=f"pulseaudio did not start: {tail.strip()}")
                return
            yield NullSink(
                server=f"unix:{socket}",
                folder=folder,
                _env=env | {"PULSE_SERVER": f"unix:{socket}"},
            )
        finally:
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
            log.close()
