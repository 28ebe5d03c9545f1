"""Watching a LAN game in the window: ``net.watcher.Watcher`` follows the game from one
player's client, verifying every message and proof as a player would, and its public replica
is shown on the usual table screen, not interactive, from the first person's side (no card that
is not face up can be seen: a watcher holds no key share).

Like a played LAN game, the watcher runs in its own thread on its own asyncio loop (verifying
the shuffles' proofs is the costly part); each change of its public state comes to the GUI
thread as a ``Changed`` event worded by the game (``Game.describe_changes``), so the log and
the end screen work as for any game.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from client.shell import threadkeep
from client.shell.gameui import GameUI, Player
from core.view import View
from net.gamerecord import game_of
from net.handshake import ChannelError
from net.session import Changed, Ended, Event
from net.watcher import Watcher

log = logging.getLogger("client.lan")

DIAL_FOR_S = 20.0
"""How long a watcher keeps dialing the player's client it follows: as the table starts, that
client's lobby hands its port over to the game's own endpoint, and a dial in between is refused
(seen on a loaded machine)."""
SILENT_S = 10.0
"""A followed client that sends nothing for this long (its game pings every second) is not
followed any more: before anything was heard, what answered was not the game (the lobby's
endpoint, still on the port at the hand-over) and the watcher dials again; after, the game
stopped without closing the channel, said in words. Without it the watcher waited forever."""


class WatchedGame(QObject):
    """A LAN game followed without a seat (the signals of ``OfflineGame``)."""

    _changed_there = Signal(object)
    _ended_there = Signal(str)
    event = Signal(object)
    thinking = Signal(object)
    failed = Signal(str)
    waiting = Signal(str)
    away = Signal(object)
    stopped = Signal()

    def __init__(
        self, ui: GameUI, players: Sequence[Player], seating: Any, identity: Any, name: str
    ) -> None:
        super().__init__()
        self.ui = ui
        self.players = tuple(players)
        self.me = 0
        """The side the table is seen from (its hand stays face down)."""
        self.events: list[Event] = []
        self.standings: list[tuple[int, tuple[int, ...]]] = []
        self.result: Ended | None = None
        self.game, settings = game_of(seating.terms)
        self.watcher = Watcher(seating.terms, self.game, settings, identity, name)
        self.watcher.on_change = self._heard
        self._followed = False
        """Something was heard from the player's client (a lost link is not dialed again)."""
        self.player = next(iter(seating.clients.values()))
        """The player's client this watcher follows the game from."""
        self._changed_there.connect(self._changed)
        self._ended_there.connect(self._ended)
        self._state: Any = None
        self._hash = ""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[Any] | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="lan-watch", daemon=True)
        threadkeep.keep(self)  # let go on the GUI thread once the thread is over
        self._thread.start()

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            self._task = loop.create_task(self._follow())
            loop.run_until_complete(self._task)
            self._ended_there.emit(self.watcher.stopped or "")
        except asyncio.CancelledError:
            self._ended_there.emit("")
        except Exception as exc:  # the player's client could not be followed: in words
            log.warning("watching stopped: %r", exc)
            self._ended_there.emit(str(exc) or type(exc).__name__)
        finally:
            loop.close()

    async def _follow(self) -> None:
        """Dial the player's client until it answers (for ``DIAL_FOR_S``), then follow it."""
        player, loop = self.player, asyncio.get_running_loop()
        deadline, pause = loop.time() + DIAL_FOR_S, 0.1
        while True:
            try:
                await self.watcher.watch(
                    player.host, player.port, expect=player.key, silent_after=SILENT_S
                )
                return
            except ChannelError:  # not listening yet, or not the game: again, until the deadline
                if self._followed or loop.time() + pause > deadline:
                    raise
            await asyncio.sleep(pause)
            pause = min(1.0, pause * 2)

    def _heard(self, watcher: Watcher) -> None:
        """The watcher's state changed (on the watching thread)."""
        self._followed = True
        self._changed_there.emit(watcher.state)

    def _changed(self, state: Any) -> None:
        digest = self.game.state_hash(state)
        if digest == self._hash:
            return
        before, self._state, self._hash = self._state, state, digest
        messages = self.game.describe_changes(before, state) if before is not None else ()
        event = Changed(digest, View(state, self.me, None), tuple(messages))
        self._record(event)
        outcome = self.game.outcome(state)
        if outcome is not None and self.result is None:
            self._record(Ended(outcome, None))

    def _record(self, event: Event) -> None:
        self.events.append(event)
        if isinstance(event, Changed):
            turn, scores = self.ui.standing(event.view)
            if self.standings and self.standings[-1][0] == turn:
                self.standings[-1] = (turn, scores)
            else:
                self.standings.append((turn, scores))
        if isinstance(event, Ended):
            self.result = event
        self.event.emit(event)

    def _ended(self, why: str) -> None:
        threadkeep.release(self, self._thread, self._cut)
        if why:
            self.failed.emit(why)
        self.stopped.emit()

    def _cut(self) -> None:
        """The watcher's callback refers back to this object: cut, nothing comes any more."""
        self.watcher.on_change = None

    @property
    def proofs_checked(self) -> int:
        return self.watcher.replica.proofs_checked

    def submit(self, action: Any) -> None:
        """A watcher chooses nothing (its table is not interactive)."""

    def close(self) -> None:
        loop, task = self._loop, self._task
        if loop is not None and task is not None and not loop.is_closed():
            loop.call_soon_threadsafe(task.cancel)
