"""Saved offline games: a finished game replayed step by step (forward and back, the log in
step), and an unfinished one resumed after the window was closed or the process killed."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pytest
from driver import Progress, play_step
from PySide6.QtCore import Qt

from net.session.session import Changed


def play(win, qtbot, decisions: int | None = None) -> int:
    steps = 0
    guard = Progress(win)
    while win.stack.currentWidget() is not win.end and (decisions is None or steps < decisions):
        table = win.table.table
        if table.choice is not None and play_step(table, steps):
            steps += 1
        else:
            qtbot.wait(2)
        guard.check()
    return steps


def deciding(table) -> bool:
    """The person has a real decision to make (one with a single legal action passes)."""
    return table.choice is not None and len(table.choice.legal) > 1


def start(win, qtbot, seed: int, resistance: int = 5) -> None:
    win.start.seed = seed
    box = win.start.schema.boxes["start_resistance"]
    box.setCurrentIndex(box.findData(resistance))
    qtbot.mouseClick(win.start.start_button, Qt.MouseButton.LeftButton)


def test_a_finished_game_replays_forward_and_back_with_the_log_in_step(make_window, qtbot):
    win = make_window("en")
    start(win, qtbot, seed=8)
    play(win, qtbot)
    live = [e.state_hash for e in win.game.events if isinstance(e, Changed)]
    qtbot.mouseClick(win.end.replay_button, Qt.MouseButton.LeftButton)
    replay = win.replay
    assert win.stack.currentWidget() is replay
    assert len(replay.frames) == len(live)
    table = replay.table
    assert table.model.state is not None

    def state_hash() -> str:
        return table.game.state_hash(table.model.state)

    assert state_hash() == live[0]
    qtbot.mouseClick(replay.next, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(replay.next, Qt.MouseButton.LeftButton)
    assert replay.step == 2 and state_hash() == live[2]
    lines_at_two = len(replay.log.entries)
    qtbot.keyClick(replay, Qt.Key.Key_End)
    assert state_hash() == live[-1]
    assert len(replay.log.entries) > lines_at_two
    qtbot.mouseClick(replay.previous, Qt.MouseButton.LeftButton)
    assert state_hash() == live[-2]
    replay.show_step(2)  # back again: the same table and the same log as before
    assert state_hash() == live[2] and len(replay.log.entries) == lines_at_two
    qtbot.keyClick(replay, Qt.Key.Key_Home)
    assert replay.step == 0 and not replay.first.isEnabled()
    for step in range(0, len(live), max(1, len(live) // 7)):
        replay.show_step(step)
        assert state_hash() == live[step]
    qtbot.mouseClick(replay.close_button, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.start


def test_a_closed_window_resumes_its_game_from_the_start_screen(make_window, qtbot):
    win = make_window("en")
    start(win, qtbot, seed=12, resistance=7)
    play(win, qtbot, decisions=15)
    qtbot.waitUntil(lambda: deciding(win.table.table))
    before = win.table.table.game.state_hash(win.table.table.model.state)
    win.close()  # every choice is saved as it is made
    again = make_window("en")
    assert again.start.resume_box.isVisibleTo(again)
    qtbot.mouseClick(again.start.resume_button, Qt.MouseButton.LeftButton)
    table = again.table.table
    qtbot.waitUntil(lambda: deciding(table), timeout=20000)
    assert table.game.state_hash(table.model.state) == before
    assert len(again.table.log.entries) > 20, "the log is there again"
    play(again, qtbot)
    assert again.saves.finished()


@pytest.mark.slow
def test_a_killed_process_resumes_where_it_stood(make_window, qtbot, tmp_path):
    """A real process plays, prints the state at its tenth choice, and is killed (SIGKILL)
    right there; the window then resumes that game at that very state."""
    data = tmp_path / "data"  # the make_window fixture's folder
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtWidgets import QApplication
        from PySide6.QtTest import QTest
        app = QApplication([])
        sys.path.insert(0, sys.argv[1])
        from driver import Progress, play_step
        from client.kit.i18n import Translations
        from client.window.settings import SettingsStore
        from client.window.start import OfflineRequest
        from client.window.main_window import MainWindow
        store = SettingsStore()
        values = store.load()
        values.bot_pace, values.animation = "instant", "off"
        store.store(values)
        win = MainWindow(store, Translations())
        win.show()
        win.start_offline(OfflineRequest("hypnose", {"players": 3, "start_resistance": 12},
                                         "strategic", "Ana", "#E69F00", seed=31))
        steps = 0
        while steps < 10:
            table = win.table.table
            if table.choice is not None and play_step(table, steps):
                steps += 1
            else:
                QTest.qWait(2)
        while win.table.table.choice is None or len(win.table.table.choice.legal) < 2:
            QTest.qWait(2)
        table = win.table.table
        print("AT", table.game.state_hash(table.model.state), flush=True)
        QTest.qWait(60000)
        """
    )
    env = dict(os.environ, HYPNOSE_DATA_DIR=str(data), QT_QPA_PLATFORM="offscreen")
    here = os.path.dirname(__file__)
    child = subprocess.Popen(
        [sys.executable, "-c", script, here], stdout=subprocess.PIPE, text=True, env=env
    )
    try:
        line = ""
        while not line.startswith("AT "):
            line = child.stdout.readline()
            assert line, "the child ended early"
        crashed_at = line.split()[1]
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
    win = make_window("en")
    assert win.start.unfinished is not None
    qtbot.mouseClick(win.start.resume_button, Qt.MouseButton.LeftButton)
    table = win.table.table
    qtbot.waitUntil(lambda: deciding(table), timeout=20000)
    assert table.game.state_hash(table.model.state) == crashed_at
