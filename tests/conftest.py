"""Test configuration: Qt must run offscreen, and this must happen before Qt is imported."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import gc

import pytest
from hypothesis import settings

# No test asserts a wall-clock time (the benches measure speed): hypothesis' default deadline
# of 200 ms an example failed a seven-wild hand that took 360 ms on a loaded 2-core machine.
settings.register_profile("project", deadline=None)
settings.load_profile("project")


@pytest.fixture(autouse=True)
def _collect_on_the_test_thread(request):
    """As the program does (zhuji_desktop.ui.gc_guard): in a test with Qt, the computers'
    worker threads must not run the garbage collector, which could finalise Qt objects of
    this test or an earlier one off their thread (and hang). The collector is off during
    such a test and runs here, on the test's own thread, after it. What survives is frozen
    (``gc.freeze``), so that the next collection scans only what later tests make: a full
    scan of the heap after every Qt test doubled the quick suite's time."""
    if "qtbot" not in request.fixturenames:
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect()
        gc.freeze()


@pytest.fixture
def damaged_bid_table(monkeypatch, tmp_path):
    """The package's bid table cut short (as a broken install has it): its path. The
    table's cached reading is forgotten before and after."""
    from pathlib import Path

    from zhuji_desktop.ai import bid_table

    real = Path(str(bid_table.data_file()))
    path = tmp_path / "bid_table.json"
    path.write_bytes(real.read_bytes()[:300])
    monkeypatch.setattr(bid_table, "data_file", lambda: path)
    bid_table._loaded.cache_clear()
    yield path
    monkeypatch.undo()
    bid_table._loaded.cache_clear()
