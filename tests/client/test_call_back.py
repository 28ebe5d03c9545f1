"""The window calls its player back (issue 26): when a question waits for the person and the
window is not the active one, ``QApplication.alert`` flashes it (``TableScreen._call_back``);
an active window is left alone, and a single-answer step (which passes by itself) calls nobody.
Offline here; a LAN game's table takes the same events through the same table screen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget


def start_a_game(window, qtbot):
    qtbot.mouseClick(window.start.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table is not None and window.table.table.asked is not None,
                    timeout=20000)  # fmt: skip
    return window.table


def test_a_window_in_the_background_is_flashed_when_the_persons_turn_comes(window, qtbot):
    other = QWidget()  # the person reads something else: another window is the active one
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is other, timeout=5000)
    screen = start_a_game(window, qtbot)
    assert not window.isActiveWindow()
    assert screen.alerts >= 1, "the person's first question flashed the window"


def test_the_active_window_is_not_flashed(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    screen = start_a_game(window, qtbot)
    assert screen.alerts == 0


def test_a_question_with_one_answer_calls_nobody(window, qtbot):
    screen = start_a_game(window, qtbot)
    table = screen.table
    asked = table.asked
    assert table.calls_for(asked) == (len(asked.legal) > 1)
    assert not table.calls_for(type(asked)(asked.seat, asked.view, asked.legal[:1],
                                           asked.simultaneous, asked.decision))  # fmt: skip
