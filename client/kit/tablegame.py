"""What every game shown on the table screen is: a QObject whose events the table and the log
take, keeping the game so far for the end screen (its events, the standings turn by turn, its
result). An offline game (``offline.OfflineGame``), a LAN game played here (``langame``) and one
watched (``lanwatch``) differ in where their events come from, not in how they are kept.

The LAN kinds run on a thread of their own with its own asyncio loop (``ThreadedGame``): the
fair dealer's shuffles and proofs, or the checking of them, would freeze the window on the GUI
thread. Their events come back through queued signals; what the window asks of them goes to
their loop with ``call_soon_threadsafe``.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from client.kit import threadkeep
from client.kit.gameui import GameUI, Player
from net import Changed, Ended, Event

log = logging.getLogger("client.lan")


class TableGame(QObject):
    """A game on the table screen, seen from the person's seat ``me``."""

    event = Signal(object)
    """A session event from the person's point of view (the table and the log take it)."""
    thinking = Signal(object)
    """The seat that is choosing now, or None."""
    failed = Signal(str)

    def __init__(self, ui: GameUI, players: Sequence[Player], me: int) -> None:
        super().__init__()
        self.ui = ui
        self.players = tuple(players)
        self.me = me
        self.events: list[Event] = []
        self.standings: list[tuple[int, tuple[int, ...]]] = []
        """(turn, scores) at the end of each turn so far: the end screen's chart."""
        self.result: Ended | None = None

    replayable = False
    """Whether the end screen offers this game's replay and another like it (an offline
    game, saved with its seed; a LAN game is another table's to open)."""

    def audit_words(self) -> str:
        """The end screen's line on how the game was dealt and what was checked."""
        raise NotImplementedError

    def _keep(self, event: Event) -> None:
        """Add ``event`` to the game so far (the latest standing of a turn replaces the one
        before it)."""
        self.events.append(event)
        if isinstance(event, Changed):
            turn, scores = self.ui.standing(event.view)
            if self.standings and self.standings[-1][0] == turn:
                self.standings[-1] = (turn, scores)
            else:
                self.standings.append((turn, scores))
        if isinstance(event, Ended):
            self.result = event

    def _record(self, event: Event) -> None:
        """Keep ``event`` and show it."""
        self._keep(event)
        self.event.emit(event)


class ThreadedGame(TableGame):
    """A LAN game (played or watched) whose work, ``_main``, runs on its own thread and loop
    until it ends, fails or is left; the GUI thread hears of it through ``_ended``."""

    waiting = Signal(str)
    """Whom and what the table waits for, with the deadline, in words ('' when nothing)."""
    away = Signal(object)
    """The seats whose computer is not connected now (a set)."""
    stopped = Signal()
    """The game's thread ended (finished, failed or left): the lobby may come back."""
    _ended_there = Signal(object, str)
    """From the game's thread: the result of ``_main`` (None if none) and why it stopped, in
    words ('' when it did not fail)."""

    thread_name = "lan-game"
    stopped_log = "the LAN game stopped: %r"
    """Logged (with the exception) when the work could not go on."""

    def __init__(self, ui: GameUI, players: Sequence[Player], me: int) -> None:
        super().__init__(ui, players, me)
        self._ended_there.connect(self._ended)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[Any] | None = None
        self._thread: threading.Thread | None = None

    async def _main(self) -> tuple[Any, str]:
        """The work on the game's loop: its result, and why it stopped ('' if it did not fail)."""
        raise NotImplementedError

    def _cut(self) -> None:
        """Cut what refers back to this object from the game's side: nothing comes any more."""
        raise NotImplementedError

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name=self.thread_name, daemon=True)
        threadkeep.keep(self)  # let go on the GUI thread once the thread is over
        self._thread.start()

    def _run(self) -> None:
        """The game's thread: its own loop, until the work is over here (or left)."""
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            self._task = loop.create_task(self._main())
            result, why = loop.run_until_complete(self._task)
            self._ended_there.emit(result, why)
        except asyncio.CancelledError:
            self._ended_there.emit(None, "")
        except Exception as exc:  # the game could not go on here: said in words
            log.warning(self.stopped_log, exc)
            self._ended_there.emit(None, str(exc) or type(exc).__name__)
        finally:
            loop.close()

    def _ended(self, result: Any, why: str) -> None:
        threadkeep.release(self, self._thread, self._cut)
        if why:
            self.failed.emit(why)
        elif result is not None:
            self._finished(result)
        self.stopped.emit()

    def _finished(self, result: Any) -> None:
        """The work's result, on the GUI thread (a game that ended without failing)."""

    def _call_there(self, callback: Callable[..., Any], *args: Any) -> bool:
        """Run ``callback(*args)`` on the game's loop, if it still runs; whether it will."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return False
        loop.call_soon_threadsafe(callback, *args)
        return True

    def close(self) -> None:
        """Leave: the work is cancelled (the others go on, or end the game, by their rules)."""
        task = self._task
        if task is not None:
            self._call_there(task.cancel)
