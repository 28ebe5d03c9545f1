"""A LAN game's Qt object is let go on the GUI thread, never by its own thread as it ends (a
QObject destroyed outside its thread is undefined in Qt: a crash, or a deadlock between Qt's
locks and the interpreter lock at the end of a game)."""

from __future__ import annotations

import threading
import weakref

from PySide6.QtCore import QObject

from client.kit import threadkeep


def test_a_game_object_is_let_go_on_the_gui_thread_after_its_thread(qtbot):
    owner = QObject()
    freed: list[str] = []
    weakref.finalize(owner, lambda: freed.append(threading.current_thread().name))
    gate = threading.Event()

    def run(held: QObject = owner) -> None:  # the thread's own reference, as a game's _run
        gate.wait(10)

    thread = threading.Thread(target=run, name="lan-game")
    threadkeep.keep(owner)
    thread.start()
    cut: list[bool] = []
    threadkeep.release(owner, thread, lambda: cut.append(True))  # its last word was said
    assert cut == [True]  # the cycle is cut at once; the object waits for the thread
    del owner, run
    gate.set()
    qtbot.waitUntil(lambda: bool(freed), timeout=10000)
    assert freed == ["MainThread"]
    assert threadkeep.kept() == 0
