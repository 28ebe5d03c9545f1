"""The window's first paint: what waits for it (the LAN's start, ``--first-paint-exit``).

Importing this module loads Qt's core alone, so that ``bench/window.py``'s bare PySide6 window
watches its first paint with this same watcher and pays nothing more than the real window for it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class FirstPaint(QObject):
    """Calls ``then`` once, on the event loop's turn after the first paint event of the widget
    it watches (the frame is drawn by then, not only asked for as ``show()`` asks)."""

    def __init__(self, then: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self.then = then
        self.seen = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            QTimer.singleShot(0, self.then)
        return False


def after_first_paint(widget: QObject, then: Callable[[], None]) -> FirstPaint:
    """Call ``then`` just after ``widget`` (a window) is first painted; returns the watcher
    (owned by ``widget``)."""
    watcher = FirstPaint(then, widget)
    widget.installEventFilter(watcher)
    return watcher
