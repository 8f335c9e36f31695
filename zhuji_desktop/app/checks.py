"""``--screenshot`` and ``--self-test``: a picture of the table after some events, and the
check of every asset, a demo hand and a sound, each said in one line.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # Qt (and the engine) are imported only once the arguments are read
    from PySide6.QtWidgets import QApplication

    from ..ui.main_window import MainWindow
    from ..ui.model.controller import GameController

from .arguments import image_format
from .messages import NO_FONT, _Failures, say
from .recovery import recover, recover_folder
from .startup import Startup

log = logging.getLogger("zhuji_desktop")

SCREENSHOT_TIMEOUT_S = 120
SELF_TEST_TIMEOUT_S = 60
SOUND_CHECK_NAME = "hu"  # the self-test plays this effect (assets/sounds/hu.wav, 0.4 s)
SOUND_CHECK_TIMEOUT_S = 10


def screenshot(
    app: QApplication,
    window: MainWindow,
    args: argparse.Namespace,
    failures: _Failures,
    start: Startup | None = None,
) -> int:
    """Let the computers play every seat (people on 托管) until ``--after-events`` events
    were shown, then save. With ``--resume`` the data folder's autosave is continued (a bad
    one is reported on stdout, not in a dialog, and a new match is played); notes of the
    start are printed too."""
    from PySide6.QtCore import QTimer

    outcome: list[int] = []

    def save() -> None:
        app.processEvents()
        ok = window.grab().save(args.screenshot, image_format(args.screenshot))
        if not ok:
            _shot_failed(f"could not write {args.screenshot}")
        outcome.append(0 if ok and not failures.errors else 1)
        app.quit()

    def check(_events: list) -> None:
        controller = window.controller
        assert controller is not None  # the match starts before the first events
        if not outcome and controller.events_shown >= args.after_events:
            controller.stop()
            outcome.append(-1)  # saving
            QTimer.singleShot(30, save)

    def hook(controller: GameController) -> None:
        controller.changed.connect(check)

    def ended() -> None:
        """The whole match was played before ``--after-events`` events: show its end."""
        controller = window.controller
        if not outcome and controller is not None and controller.match.finished:
            say(
                f"note: the match ended after {controller.events_shown} events, "
                f"before {args.after_events}; the screenshot shows its end"
            )
            outcome.append(-1)
            QTimer.singleShot(300, save)

    poll = QTimer(window)
    poll.timeout.connect(ended)
    poll.start(250)

    if window.auto_next_ms < 0:  # nobody will click 下一局: deal on as the demo does
        from ..ui.main_window import DEMO_NEXT_MS

        window.auto_next_ms = DEMO_NEXT_MS
    for note in start.notes if start is not None else []:
        say(f"note: {note}")
    folder = start.folder if start is not None else None
    recovery = recover(window, folder) if args.resume and folder is not None else None
    if recovery is not None and recovery.salvaged:
        say(
            f"note: part of the autosave could not be read ({recovery.error}); "
            f"{recovery.kept(where=True)}; continuing what came before it"
        )
    elif recovery is not None and recovery.error is not None:
        say(
            f"note: the autosave could not be read ({recovery.error}); "
            f"{recovery.kept(where=True)}; playing a new match"
        )
    if recovery is not None and recovery.match is not None:
        window.resume(recovery, on_start=hook, autoplay=True)
    else:
        window.start_plan(window.default_plan(args.seed), on_start=hook, autoplay=True)
    QTimer.singleShot(SCREENSHOT_TIMEOUT_S * 1000, app.quit)
    app.exec()
    if not outcome or outcome[-1] < 0:
        _shot_failed(f"no screenshot after {SCREENSHOT_TIMEOUT_S} s")
        return 1
    return outcome[-1]


def _shot_failed(why: str) -> None:
    """A screenshot that failed, on stderr (its notes go to stdout)."""
    if sys.stderr is not None:
        print(f"zhuji-mahjong: error: {why}", file=sys.stderr)


def self_test(
    app: QApplication, seed: int, failures: _Failures, startup: Startup | None = None
) -> int:
    """Load every asset, build the table offscreen, play one fast demo hand to its end. With
    ``startup`` (``--data-dir``), first read the folder's files as a start does (a bad autosave
    is set aside) and add what was found to the line."""
    from PySide6.QtCore import QTimer

    from ..ui.main_window import MainWindow
    from ..ui.table import pixmaps

    start = time.perf_counter()
    found = check_data(startup) if startup is not None else ""
    problems = pixmaps.check_assets() + package_problems()
    if problems:
        return self_test_says(f"FAILED: {len(problems)} asset problem(s): {problems[0]}", 1)
    from ..ui.i18n import any_font_found

    if not any_font_found():
        return self_test_says(f"FAILED: {NO_FONT}", 1)
    window = MainWindow(seed=seed, demo=True, delay_ms=0, auto_next_ms=-1)
    window.resize(1280, 800)
    window.show()
    done: list[bool] = []

    def ended() -> None:
        done.append(True)
        QTimer.singleShot(0, app.quit)

    window.start_match(on_start=lambda c: c.hand_ended.connect(ended))
    QTimer.singleShot(SELF_TEST_TIMEOUT_S * 1000, app.quit)
    app.exec()
    if failures.errors:
        return self_test_says(f"FAILED: {failures.errors[0]}", 1)
    if not done:
        return self_test_says(
            f"FAILED: the demo hand did not end within {SELF_TEST_TIMEOUT_S} s", 1
        )
    image = window.grab()
    if image.isNull():
        return self_test_says("FAILED: the window could not be drawn", 1)
    sound_ok, sound = sound_check()
    if not sound_ok:
        return self_test_says(f"FAILED: {sound}", 1)
    controller = window.controller
    assert controller is not None
    result = controller.match.state.result
    assert result is not None
    tai = result.tai.tai if result.tai is not None else None
    how = "drawn" if result.winner is None else f"won by seat {result.winner} ({tai} tai)"
    ms = (time.perf_counter() - start) * 1000
    from ..resources import assets_dir
    from ..ui.i18n import chinese_font_found

    fonts = "Chinese font found" if chinese_font_found() else "no Chinese font (UI in English)"
    return self_test_says(
        f"OK: {len(pixmaps.asset_files())} assets in {assets_dir()}, hand {how}, "
        f"{controller.events_shown} events, {sound}, {fonts}, {ms:.0f} ms{found}",
        0,
    )


def package_problems() -> list[str]:
    """Problems with the package's files other than images and sounds (``check_assets``):
    the rules help, the translations and the computer players' bid table, each read as the
    game reads it, so that a broken install is found by the self-test, not in play."""
    from ..ai import bid_table
    from ..engine.inputs import InputError
    from ..resources import resource_path
    from ..safe_files import error_text
    from ..ui.qm_files import CHECKSUMS, QM_FILES, load_translation
    from ..ui.tools.rules_help import help_path, read_help

    problems = []
    for lang in ("zh", "en"):
        try:
            read_help(lang)
        except FileNotFoundError:
            problems.append(f"missing: {help_path(lang)}")
        except (OSError, InputError) as e:
            problems.append(f"not usable: {help_path(lang)} ({error_text(e)})")
    sums = resource_path("i18n", CHECKSUMS)
    if not sums.is_file():  # (then every translation below is refused as well)
        problems.append(f"missing: {sums}")
    for name in QM_FILES.values():
        path = resource_path("i18n", name)
        if not path.is_file():
            problems.append(f"missing: {path}")
        elif load_translation(path) is None:  # (the log says why)
            problems.append(f"not a readable translation: {path}")
    bid = bid_table.problem()
    if bid is not None:
        problems.append(bid)
    return problems


def self_test_says(text: str, status: int) -> int:
    """Print the self-test's one line (a windowed program has no stdout: the log has it too)."""
    say(f"self-test {text}")
    log.log(logging.INFO if status == 0 else logging.ERROR, "self-test %s", text)
    return status


def sound_check() -> tuple[bool, str]:
    """Play one effect to its end through the default audio output, as the game would.

    Returns (passed, what happened). A machine without an audio output has nothing to check.
    A packaged build carries QtMultimedia and its audio libraries itself, so there a
    QtMultimedia that cannot be loaded fails the check; elsewhere it is the machine's affair
    and the game plays on in silence. An effect that Qt cannot load fails it everywhere.
    """
    from PySide6.QtCore import QEventLoop, QTimer

    from ..resources import resource_path
    from ..ui.sound import SoundUnavailable, qt_effect_factory

    try:  # qt_effect_factory would say less about why
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError as e:
        return not getattr(sys, "frozen", False), f"sound: QtMultimedia cannot be loaded ({e})"
    try:
        make = qt_effect_factory()
    except SoundUnavailable as e:
        return True, f"sound: none ({e})"
    path = resource_path("sounds", f"{SOUND_CHECK_NAME}.wav")
    effect: Any = make(path)  # a QSoundEffect
    loop = QEventLoop()
    seen: list[str] = []

    def status_changed() -> None:
        status = effect.status().name
        seen.append(status)
        if status == "Ready" and not effect.isPlaying():
            effect.play()
        elif status == "Error":
            loop.quit()

    def playing_changed() -> None:
        seen.append("Playing" if effect.isPlaying() else "Stopped")
        if not effect.isPlaying():
            loop.quit()

    effect.statusChanged.connect(status_changed)
    effect.playingChanged.connect(playing_changed)
    started = time.perf_counter()
    status_changed()  # the file may already be loaded
    QTimer.singleShot(SOUND_CHECK_TIMEOUT_S * 1000, loop.quit)
    loop.exec()
    seconds = time.perf_counter() - started
    if "Error" in seen:
        return False, f"sound: {path.name} could not be played ({' > '.join(seen)})"
    if seen[-1:] != ["Stopped"] or "Playing" not in seen:
        return True, f"sound: {path.name} did not finish within {SOUND_CHECK_TIMEOUT_S} s"
    device = QMediaDevices.defaultAudioOutput().description()
    return True, f"sound: {path.name} played on {device!r} in {seconds:.1f} s"


def check_data(start: Startup) -> str:
    """What a start finds in the data folder, in a few words for the self-test's line: the
    autosave (resumable, none, or set aside and why), the history, the settings, whether
    saving works. Never raises (that is what it checks)."""
    if start.folder is None or start.in_use:
        return f"; data: none ({start.status.reason})"
    from ..history import History
    from ..storage import OWN_FILES, SETTINGS_NAME
    from ..ui.model.settings import SettingsStore

    recovery = recover_folder(start.folder)
    if recovery.salvaged and recovery.match is not None:
        hand = recovery.match.hand_number
        autosave = (
            f"{recovery.kept()} ({recovery.error}), what came before resumable at hand {hand}"
        )
    elif recovery.error is not None:
        autosave = f"{recovery.kept()} ({recovery.error})"
    elif recovery.match is not None:
        autosave = f"resumable at hand {recovery.match.hand_number}"
    else:
        autosave = "none"
    history = History(start.folder).load()
    store = SettingsStore.open_file(start.folder / SETTINGS_NAME, OWN_FILES)
    store.load()
    parts = [
        f"autosave {autosave}",
        f"history {len(history.records)} hands, {history.skipped} skipped"
        + (f" ({history.error})" if history.error else ""),
        f"settings {len(store.problems)} problem(s)",
        start.status.message() or "saving on",
    ]
    return " ".join(f"; data: {', '.join(parts)}".split())  # one line, whatever the files say
