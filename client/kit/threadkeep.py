"""Keeping a LAN game's Qt object alive until its own thread has ended, and letting it go on
the GUI thread.

A LAN game (played or watched) is a QObject living on the GUI thread whose work runs on a thread
of its own. Left alone, the last reference to it could go in that thread (its target's bound
method, dropped as the thread ends) or in a garbage collection run by any thread (the game and
its session refer to each other through the listener): its QObject, with its timer, would then
be destroyed outside the thread it lives in, which Qt does not allow (a crash or a deadlock on
Qt's locks against the interpreter lock, at the end of a game). Here the game is held from its
start until its thread is over; its cycle is cut on the GUI thread when its thread said its
last word, so what remains is freed by reference counting where the window drops it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QTimer

RECHECK_MS = 20
"""How often a game whose thread is still finishing is looked at again (never blocking)."""

_KEPT: set[Any] = set()


def keep(owner: Any) -> None:
    """Hold ``owner`` (its thread is starting)."""
    _KEPT.add(owner)


def release(owner: Any, thread: threading.Thread | None, cut: Callable[[], None]) -> None:
    """On the GUI thread, once ``owner``'s thread said its last word: ``cut`` breaks its
    cycles now; ``owner`` is let go once ``thread`` has ended (looked at again, not joined)."""
    cut()
    if thread is not None and thread.is_alive():
        QTimer.singleShot(RECHECK_MS, lambda: release(owner, thread, lambda: None))
        return
    _KEPT.discard(owner)


def kept() -> int:
    """How many games are held now (for the tests)."""
    return len(_KEPT)
