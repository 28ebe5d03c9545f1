"""The window's side of LAN play: this client's profile, endpoint, discovery and lobby, run on
the Qt event loop through qasync (asyncio on Qt's loop: zeroconf's and the sockets' callbacks
land on the GUI thread, so the widgets are updated directly).

``LanClient`` knows no widget: it turns the lobby's events into Qt signals (the tables on the
network, the state of the table this client opened or joined, the seating when the game
starts) and runs the lobby's coroutines for the buttons. ``--loopback`` (``NetworkChoice``)
pins discovery and every socket to 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import logging
import socket
from collections.abc import Coroutine, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from client.window.lan.panel import LanTable
from net import (
    Advert,
    JoinedTable,
    Lobby,
    LobbyError,
    LobbyEvent,
    NetworkChoice,
    OpenTable,
    TableState,
)

log = logging.getLogger("client.lan")


def lan_table(service: str, advert: Advert) -> LanTable | None:
    """A discovered advert as the start screen lists it (None: a client with no table)."""
    info = advert.table
    if info is None:
        return None
    return LanTable(
        key=service,
        game=info.game_name,
        opener=advert.name,
        fingerprint=advert.code,
        seats=info.seats_total,
        taken=info.seats_taken,
        settings=dict(info.settings),
        address=f"{advert.addresses[0]}:{advert.port}" if advert.addresses else "",
    )


class LanClient(QObject):
    """One window's presence on the LAN: started once the event loop runs, closed with it."""

    tables = Signal(object)
    """The tables on the network now: ``{service: LanTable}``."""
    table_state = Signal(object)
    """The state of this client's table (``TableState``) after each change."""
    lobby_said = Signal(str, str)
    """A lobby event: (kind, words)."""
    started = Signal(object)
    """The table started: this client's ``Seating``."""
    failed = Signal(str)
    """Something the person asked for did not work, in words."""
    running = Signal(bool)

    def __init__(self, data_dir: Path, name: str, network: NetworkChoice) -> None:
        super().__init__()
        self.data_dir = data_dir
        self.name = name
        self.network = network
        self.profile: Any = None
        self.endpoint: Any = None
        self.discovery: Any = None
        self.lobby: Lobby | None = None
        self.table: OpenTable | JoinedTable | None = None
        self.fill_bots: str | None = None
        """The bots' strategy for the seats still empty when the opener is ready."""
        self._tasks: set[asyncio.Task[Any]] = set()
        self._switching = asyncio.Lock()
        """Held while pausing or resuming: the two never interleave."""
        self._handed: list[socket.socket] = []
        """The endpoint's listening sockets, handed over when a game started here, until the
        game's own endpoint takes them (``take_listening``)."""

    # --- running coroutines from buttons ----------------------------------------------------

    def spawn(self, work: Coroutine[Any, Any, Any], what: str = "") -> asyncio.Task[Any]:
        """Run ``work`` on the loop; an error is told through ``failed`` (never raised into Qt)."""
        task = asyncio.get_event_loop().create_task(work)
        self._tasks.add(task)

        def done(finished: asyncio.Task[Any]) -> None:
            self._tasks.discard(finished)
            if finished.cancelled():
                return
            error = finished.exception()
            if error is not None:
                log.info("%s failed: %s", what or "a lobby step", error)
                self.failed.emit(str(error) or type(error).__name__)

        task.add_done_callback(done)
        return task

    # --- starting and stopping --------------------------------------------------------------

    async def start(self) -> None:
        """Open the profile (identity, known peers), listen, publish this client, browse."""
        from net import Profile

        if self.profile is None:
            self.profile = Profile.open(self.data_dir, start_log=False)
        await self._serve()

    async def _serve(self, port: int | None = None) -> None:
        from net import DEFAULT_PORT, Discovery, Endpoint, Limits, LocalPeer

        hosts = self.network.addresses()
        # On loopback every client shares 127.0.0.1: the per-address rate limit would take
        # the others' dials (and their liveness pings) for a flood.
        limits = Limits(connect_rate=1000.0, connect_burst=1000) if self.network.loopback else None
        self.endpoint = Endpoint(LocalPeer(self.profile.identity, self.name), limits=limits)
        # the game's port on a network (another free one if taken); any free one on loopback
        if port is None:
            port = 0 if self.network.loopback else DEFAULT_PORT
        await self.endpoint.listen(hosts, port)
        self.discovery = Discovery(self.network)
        await self.discovery.__aenter__()
        self.lobby = Lobby(
            self.endpoint, discovery=self.discovery, known_peers=self.profile.known_peers
        )
        self.lobby.subscribe(self._on_event)
        await self.lobby.start()
        self.running.emit(True)

    async def pause(self) -> int:
        """Stop the lobby, discovery and the endpoint while a game runs elsewhere (in its
        own thread, on this endpoint's port, returned); the profile stays open."""
        async with self._switching:
            port = self.endpoint.port if self.endpoint is not None else 0
            await self._stop()
            self.running.emit(False)
            return port

    async def resume(self, port: int = 0) -> None:
        """Back in the lobby after a game: listen, publish and browse again (after a pause
        still under way: a game may end while the lobby is stepping aside)."""
        async with self._switching:
            if self.profile is not None and self.lobby is None:
                await self._serve(port or None)

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await self._stop()
        if self.profile is not None:
            self.profile.close()
            self.profile = None
        self.running.emit(False)

    def take_listening(self) -> list[socket.socket]:
        """The listening sockets handed over when the game started (once; the game's endpoint
        listens on them, in its own thread)."""
        handed, self._handed = self._handed, []
        return handed

    async def _stop(self) -> None:
        for sock in self.take_listening():  # not taken by a game
            sock.close()
        self.table = None
        if self.lobby is not None:
            await self.lobby.close()
            self.lobby = None
        if self.discovery is not None:
            await self.discovery.close()
            self.discovery = None
        if self.endpoint is not None:
            await self.endpoint.close()
            self.endpoint = None

    @property
    def code(self) -> str:
        """This client's fingerprint code."""
        return self.profile.code if self.profile is not None else ""

    @property
    def address(self) -> str:
        """Where others join this client's table by address."""
        if self.endpoint is None or not self.endpoint.addresses:
            return ""
        host, port = self.endpoint.addresses[0]
        return f"{host}:{port}"

    # --- the lobby's events -----------------------------------------------------------------

    def _on_event(self, event: LobbyEvent) -> None:
        if event.kind == "tables":
            self._tables_changed()
            return
        self.lobby_said.emit(event.kind, event.text)
        state = event.state or (self.table.state if self.table is not None else None)
        if state is not None:
            self.table_state.emit(state)
        if event.kind == "started" and self.table is not None:
            # From now on the others dial this port for the game: it stops accepting here at
            # once, and their dials wait in its queue until the game's endpoint takes it.
            if self.endpoint is not None and not self._handed:
                self._handed = self.endpoint.hand_over()
            self.spawn(self._started(self.table), "the start")

    def _tables_changed(self) -> None:
        assert self.lobby is not None
        seen = {}
        for service, advert in self.lobby.tables.items():
            table = lan_table(service, advert)
            if table is not None:
                seen[service] = table
        self.tables.emit(seen)

    async def _started(self, table: OpenTable | JoinedTable) -> None:
        seating = await table.started()
        if table is self.table:
            self.started.emit(seating)

    # --- what the buttons ask ---------------------------------------------------------------

    def _require(self) -> Lobby:
        if self.lobby is None:
            raise LobbyError("the network is not ready yet: wait a moment")
        return self.lobby

    async def open_table(
        self,
        game: str,
        settings: Mapping[str, object],
        *,
        bots: str | None,
        watchers: bool,
    ) -> OpenTable:
        """Open a table; ``bots``: the strategy of the bots that take the seats still empty
        when the opener is ready (None: wait for players)."""
        lobby = self._require()
        seats = settings.get("players")
        table = await lobby.open_table(
            game, settings, seats=seats if type(seats) is int else None, watchers=watchers
        )
        self.table = table
        self.fill_bots = bots
        self.table_state.emit(table.state)
        return table

    def advert(self, table: LanTable) -> Advert:
        lobby = self._require()
        advert = lobby.tables.get(table.key)
        if advert is None:
            raise LobbyError("that table is no longer on the network")
        return advert

    async def join(self, table: LanTable, *, watch: bool = False) -> JoinedTable:
        joined = await self._require().join(self.advert(table), watch=watch)
        self.table = joined
        self.table_state.emit(joined.state)
        return joined

    async def join_address(self, address: str, *, watch: bool = False) -> JoinedTable:
        joined = await self._require().join_address(address, watch=watch)
        self.table = joined
        self.table_state.emit(joined.state)
        return joined

    def set_ready(self, ready: bool = True) -> None:
        table = self.table
        if isinstance(table, OpenTable):
            if ready and self.fill_bots is not None:  # the seats nobody took: bots
                for _ in range(table.spec.seats - table.state.taken):
                    table.add_bot(self.fill_bots)  # (a change: everyone confirms again)
            table.set_ready(ready)
        elif isinstance(table, JoinedTable):
            self.spawn(table.set_ready(ready), "ready")

    async def leave(self) -> None:
        """Close the table this client opened, or leave the one it joined."""
        table, self.table = self.table, None
        if isinstance(table, OpenTable):
            await table.close()
        elif isinstance(table, JoinedTable):
            await table.leave()
        if self.lobby is not None:
            self.lobby.table = None

    def state(self) -> TableState | None:
        return self.table.state if self.table is not None else None
