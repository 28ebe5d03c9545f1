"""Watching a LAN game in the window: ``net.game.watcher.Watcher`` follows the game from one
player's client, verifying every message and proof as a player would, and its public replica
is shown on the usual table screen, not interactive, from the first person's side (no card that
is not face up can be seen: a watcher holds no key share).

Like a played LAN game, the watcher runs in its own thread on its own asyncio loop
(``tablegame.ThreadedGame``: verifying the shuffles' proofs is the costly part); each change of
its public state comes to the GUI thread as a ``Changed`` event worded by the game
(``Game.describe_changes``), so the log and the end screen work as for any game.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Signal

from client.kit.gameui import GameUI, Player
from client.kit.i18n import tr
from client.kit.tablegame import ThreadedGame
from core.view import View
from net import Changed, ChannelError, Ended, Event, Watcher, game_of

DIAL_FOR_S = 20.0
"""How long a watcher keeps dialing the player's client it follows: as the table starts, that
client's lobby hands its port over to the game's own endpoint, and a dial in between is refused
(seen on a loaded machine)."""
SILENT_S = 10.0
"""A followed client that sends nothing for this long (its game pings every second) is not
followed any more: before anything was heard, what answered was not the game (the lobby's
endpoint, still on the port at the hand-over) and the watcher dials again; after, the game
stopped without closing the channel, said in words. Without it the watcher waited forever."""


class WatchedGame(ThreadedGame):
    """A LAN game followed without a seat (the signals of ``OfflineGame``); ``me`` is the side
    the table is seen from (its hand stays face down)."""

    _changed_there = Signal(object)
    thread_name = "lan-watch"
    stopped_log = "watching stopped: %r"

    def __init__(
        self, ui: GameUI, players: Sequence[Player], seating: Any, identity: Any, name: str
    ) -> None:
        super().__init__(ui, players, 0)
        self.game, settings = game_of(seating.terms)
        self.watcher = Watcher(seating.terms, self.game, settings, identity, name)
        self.watcher.on_change = self._heard
        self._followed = False
        """Something was heard from the player's client (a lost link is not dialed again)."""
        self.player = next(iter(seating.clients.values()))
        """The player's client this watcher follows the game from."""
        self._changed_there.connect(self._changed)
        self._state: Any = None
        self._hash = ""
        self._seen: list[tuple[str, Any, tuple[Any, ...]]] = []
        """Every public state shown (hash, state, its changes in words): the game seen again
        from another side (``seen_from``)."""

    async def _main(self) -> tuple[Any, str]:
        """Follow the game; a watcher has no result of its own, only why it stopped."""
        await self._follow()
        return None, self.watcher.stopped or ""

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
            except ChannelError as exc:  # not listening yet, or not the game: again, until then
                if self._followed:
                    raise
                if loop.time() + pause > deadline:  # a short game may be over before a dial
                    raise ChannelError(
                        tr(
                            "The game of {name} could not be followed (it may be over): {why}"
                        ).format(name=player.name, why=exc)
                    ) from None
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
        self._seen.append((digest, state, tuple(messages)))
        event = Changed(digest, View(state, self.me, None), tuple(messages))
        self._record(event)
        outcome = self.game.outcome(state)
        if outcome is not None and self.result is None:
            self._record(Ended(outcome, None))

    def seen_from(self, seat: int) -> list[Event]:
        """The game so far seen from ``seat``'s side (its hand at the bottom, face down: a
        watcher holds no key share); the events that follow are seen from there too."""
        self.me = seat
        self.events = [Changed(d, View(state, seat, None), m) for d, state, m in self._seen]
        if self.result is not None:
            self.events.append(self.result)
        return list(self.events)

    def _cut(self) -> None:
        """The watcher's callback refers back to this object: cut, nothing comes any more."""
        self.watcher.on_change = None

    @property
    def proofs_checked(self) -> int:
        return self.watcher.replica.proofs_checked

    def submit(self, action: Any) -> None:
        """A watcher chooses nothing (its table is not interactive)."""

    def audit_words(self) -> str:
        return tr(
            "Watched: every message and proof of the game was checked here"
            " ({count} proofs verified)."
        ).format(count=self.proofs_checked)
