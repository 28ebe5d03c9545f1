"""A Qt test that gets stuck fails with words and the run goes on (``tests/qtguard.py``'s
deadline), instead of hanging the whole suite: pytest-timeout's own exception, raised inside a
Qt slot, is swallowed by PySide (the CI run that hung for 5400 s). In one process and in
pytest-xdist's workers (the default run's), each with its own deadline."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

STUCK = '''
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox


@pytest.mark.timeout(3)
def test_a_game_that_moves_forever(qtbot):
    """The loop waits and never ends; a slot waits too (its failure swallowed by PySide)."""
    timer = QTimer()
    timer.timeout.connect(lambda: qtbot.wait(30))
    timer.start(20)
    while True:
        qtbot.wait(5)


@pytest.mark.timeout(3)
def test_a_modal_dialog_offscreen(qtbot):
    """A slot opens a dialog nobody answers: its own event loop never returns by itself."""
    QTimer.singleShot(0, lambda: QMessageBox.warning(None, "Resume", "never answered"))
    while True:
        qtbot.wait(5)


def test_the_run_goes_on(qtbot):
    qtbot.wait(10)
'''


@pytest.mark.parametrize("workers", [["-p", "no:xdist"], ["-n", "2"]], ids=["serial", "xdist"])
def test_a_stuck_qt_test_fails_with_stacks_and_the_run_goes_on(
    tmp_path: Path, workers: list[str]
) -> None:
    here = Path(__file__).resolve().parent.parent
    for helper in ("conftest.py", "qtguard.py"):
        (tmp_path / helper).write_text((here / helper).read_text())
    (tmp_path / "test_stuck.py").write_text(STUCK)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *workers,
         "--rootdir", str(tmp_path), str(tmp_path)],
        capture_output=True, text=True, timeout=120, cwd=tmp_path,
    )  # fmt: skip
    out = done.stdout + done.stderr
    assert "2 failed, 1 passed" in out, out[-3000:]
    assert out.count("is stuck: still waiting past its deadline") >= 2, out[-3000:]
    assert "test_a_game_that_moves_forever" in out and "--- thread MainThread ---" in out
