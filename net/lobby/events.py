"""Lobby events for whoever shows the lobby: a window lists them, a headless peer logs them.

Every event has a kind and a sentence in words; those about a table carry its state at that
moment. Subscribers are called on the loop and must not block (as the browser's table events);
a failing subscriber is logged and the others still hear. The last :data:`HISTORY` events are
kept, so a window opened late or a test can look back, in bounded memory.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from net.lobby.state import TableState

EventKind = Literal[
    "tables",  # the list of tables on the network changed (appeared, changed, disappeared)
    "seats",  # the table's seats or watchers changed (the state is attached)
    "joined",  # someone joined the table (or this client joined one)
    "left",  # someone left the table or lost its connection
    "refused",  # a join was refused, on either side, with the words why
    "removed",  # the opener removed someone (or this client was removed)
    "ready",  # someone became ready or not ready
    "countdown",  # every seat is taken and ready: the start is coming
    "aborted",  # a countdown or start was called off, with the words why
    "started",  # the terms were agreed: the game can begin
    "closed",  # the table closed (by its opener, or the connection to it ended)
    "trust",  # a known name came with another key (trust on first use)
    "error",  # something went wrong, in words (a bad message closed a channel, a seat taken)
]

HISTORY = 256
"""Events kept for late readers."""

log = logging.getLogger("net.lobby")


@dataclass(frozen=True)
class LobbyEvent:
    """Something that happened in the lobby, in words."""

    kind: EventKind
    text: str
    table: str = ""
    """The table id concerned, or '' for the table list."""
    state: TableState | None = None
    """The table's state just after, where one is concerned."""


class Events:
    """Subscribers and recent history of lobby events."""

    def __init__(self) -> None:
        self._callbacks: list[Callable[[LobbyEvent], None]] = []
        self.history: deque[LobbyEvent] = deque(maxlen=HISTORY)

    def subscribe(self, callback: Callable[[LobbyEvent], None]) -> None:
        """Call ``callback`` with every lobby event from now on (on the loop; never block)."""
        self._callbacks.append(callback)

    def unsubscribe(self, callback: Callable[[LobbyEvent], None]) -> None:
        if callback in self._callbacks:
            self._callbacks.remove(callback)

    def emit(self, event: LobbyEvent, *, log_it: bool = True) -> None:
        """Tell every subscriber; ``log_it=False`` where the reason is already in a bounded
        log (a refused channel: a flood must not write a line each)."""
        if log_it:
            level = logging.WARNING if event.kind in ("error", "trust") else logging.INFO
            log.log(level, "%s: %s", event.kind, event.text)
        self.history.append(event)
        for callback in list(self._callbacks):
            try:
                callback(event)
            except Exception:
                log.exception("a lobby event handler failed")

    async def wait_for(self, predicate: Callable[[LobbyEvent], bool], timeout: float) -> LobbyEvent:
        """The first event in the history, or from now on, for which ``predicate`` holds;
        ``TimeoutError`` after ``timeout`` seconds."""
        for event in self.history:
            if predicate(event):
                return event
        found: asyncio.Future[LobbyEvent] = asyncio.get_running_loop().create_future()

        def hear(event: LobbyEvent) -> None:
            if not found.done() and predicate(event):
                found.set_result(event)

        self.subscribe(hear)
        try:
            async with asyncio.timeout(timeout):
                return await found
        finally:
            self.unsubscribe(hear)
