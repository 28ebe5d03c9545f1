"""The window's first paint, and what waits for it: asyncio on Qt's loop and the LAN's start,
``--first-paint-exit``.

Importing this module loads Qt's core alone, so that ``bench/window.py``'s bare PySide6 window
waits for its first paint with this same code and pays nothing more than the real window for it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer


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


def wait_for_first_paint(widget: QObject, limit_ms: int = 5000) -> bool:
    """Run Qt's event loop until ``widget`` (a window just shown) is first painted, or for
    ``limit_ms`` at most (a window the desktop keeps hidden is never painted); whether it was."""
    loop = QEventLoop()
    watcher = after_first_paint(widget, loop.quit)
    QTimer.singleShot(limit_ms, loop.quit)
    loop.exec()
    widget.removeEventFilter(watcher)
    return watcher.seen
