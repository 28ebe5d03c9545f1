"""Shared pieces of the lobby tests: clients on loopback, short times, a hand-driven joiner.

Every client is a real :class:`~net.lan.endpoint.Endpoint` listening on 127.0.0.1, with a real
:class:`~net.lobby.Lobby` (with loopback zeroconf when a test wants discovery). The hostile
joiner speaks over a real channel too; only its lobby messages are written by hand.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lankit import FAST, HOST

from core import games as registry
from core.game import Game
from net.lan.channel import Channel
from net.lan.discovery import Discovery, Liveness
from net.lan.endpoint import Endpoint
from net.lan.handshake import LocalPeer
from net.lan.interfaces import NetworkChoice
from net.lobby import Lobby, LobbyEvent, Timing
from net.lobby.protocol import FROM_OPENER, parse
from net.protocol.identity import Identity
from net.protocol.trust import KnownPeers

QUICK = Timing(countdown=0.0, join_timeout=2.0, start_timeout=3.0, send_timeout=2.0)
LOOPBACK = NetworkChoice(loopback=True)
FAST_LIVENESS = Liveness(interval=0.5, timeout=0.5, failures=2)


def unique(name: str) -> str:
    """A name no other test run on this machine uses (other worktrees publish on loopback)."""
    return f"{name}-{secrets.token_hex(3)}"


@asynccontextmanager
async def client(
    name: str,
    *,
    discovery: Discovery | None = None,
    folder: Path | None = None,
    identity: Identity | None = None,
    timing: Timing = QUICK,
    games: Callable[[str], Game] = registry.get,
) -> AsyncIterator[Lobby]:
    endpoint = Endpoint(LocalPeer(identity or Identity.generate(), name), limits=FAST)
    await endpoint.listen([HOST], 0)
    known = KnownPeers.load(folder / "known_peers.json") if folder is not None else None
    lobby = Lobby(
        endpoint,
        discovery=discovery,
        known_peers=known,
        liveness=FAST_LIVENESS,
        timing=timing,
        games=games,
    )
    await lobby.start()
    try:
        yield lobby
    finally:
        await lobby.close()
        await endpoint.close()


def address(lobby: Lobby) -> str:
    """Where a client's table is joined by address."""
    return f"{HOST}:{lobby.endpoint.port}"


def kinds(lobby: Lobby, kind: str) -> list[str]:
    """The texts of the events of one kind a client heard."""
    return [e.text for e in lobby.events.history if e.kind == kind]


async def heard(
    lobby: Lobby, kind: str, words: str = "", timeout: float = 5.0, *, table: str | None = None
) -> LobbyEvent:
    """The first event of ``kind`` whose text holds ``words`` (waiting for it); with ``table``,
    only that table's events: other test runs on this machine advertise on loopback too."""
    return await lobby.events.wait_for(
        lambda e: e.kind == kind and words in e.text and table in (None, e.table), timeout
    )


async def until(predicate: Callable[[], bool], timeout: float = 5.0) -> None:
    async with asyncio.timeout(timeout):
        while not predicate():
            await asyncio.sleep(0.01)


@dataclass
class RawJoiner:
    """A joiner whose lobby messages are written by hand: the adversary of the hostile tests
    (its channel is a real one, made by a real endpoint)."""

    endpoint: Endpoint
    channel: Channel

    @classmethod
    async def dial(cls, port: int, name: str = "Mallory") -> RawJoiner:
        endpoint = Endpoint(LocalPeer(Identity.generate(), name), limits=FAST)
        await endpoint.listen([HOST], 0)
        channel = await endpoint.connect(HOST, port)
        return cls(endpoint, channel)

    async def send(self, data: Any) -> None:
        await self.channel.send_data(data)

    async def receive(self, timeout: float = 5.0) -> tuple[str, dict[str, Any]]:
        async with asyncio.timeout(timeout):
            return parse(await self.channel.recv(), FROM_OPENER)

    async def join(self, role: str = "player", seat: int | None = None) -> dict[str, Any]:
        """Read the table, ask to join; returns the state (or raises on a refusal)."""
        kind, _ = await self.receive()
        assert kind == "table"
        await self.send({"kind": "join", "role": role, "port": self.endpoint.port, "seat": seat})
        kind, fields = await self.receive()
        assert kind == "state", (kind, fields)
        return fields

    async def closed_with(self, timeout: float = 5.0) -> str:
        """Read until the opener closes the channel; the last refusal's words, if any."""
        words = ""
        async with asyncio.timeout(timeout):
            while True:
                try:
                    kind, fields = parse(await self.channel.recv(), FROM_OPENER)
                except Exception:
                    return words
                if kind in ("refused", "removed", "closed"):
                    words = fields["reason"]

    async def close(self) -> None:
        await self.channel.close()
        await self.endpoint.close()
