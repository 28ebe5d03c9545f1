"""Where the other clients of a game are now, from zeroconf: this client announces itself
(its name, key and port) and learns the others' addresses by their keys.

A client that restarted after a crash listens on a new port, and a laptop that changed networks
has a new address: it announces the new one, and the others dial it there
(``Mesh.update_address``). The seating's addresses (from the lobby) are only where to start.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from net.game.mesh import Mesh
from net.lan.discovery import Advertiser, Browser, Discovery, Liveness
from net.lan.discovery_record import Advert

log = logging.getLogger(__name__)

POLL = 0.25
"""Seconds between two looks at the discovered clients."""


class AddressBook:
    """Announces this client and keeps the mesh's addresses current (see the module)."""

    def __init__(self, discovery: Discovery, mesh: Mesh, *, liveness: Liveness | None = None):
        self.discovery = discovery
        self.mesh = mesh
        self.liveness = liveness or Liveness()
        self._advertiser: Advertiser | None = None
        self._browser: Browser | None = None
        self._task: asyncio.Task[None] | None = None

    async def start(self, port: int) -> None:
        advert = Advert(self.mesh.name, self.mesh.key, port)
        self._advertiser = self.discovery.advertiser(advert)
        self._browser = self.discovery.browser(liveness=self.liveness, ignore_key=self.mesh.key)
        await self._browser.start()
        self._task = asyncio.get_running_loop().create_task(self._follow())

    async def _follow(self) -> None:
        """Publish this client (zeroconf probes for about 1.7 s: the game goes on meanwhile),
        then follow the others' records."""
        assert self._browser is not None and self._advertiser is not None
        await self._advertiser.start()
        by_key = {a.key: seat for seat, a in self.mesh.clients.items()}
        while True:
            for advert in list(self._browser.adverts.values()):
                seat = by_key.get(advert.key)
                if seat is not None and advert.addresses:
                    self.mesh.update_address(seat, advert.addresses[0], advert.port)
            await asyncio.sleep(POLL)

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        if self._advertiser is not None:
            with contextlib.suppress(Exception):
                await self._advertiser.stop()
        if self._browser is not None:
            await self._browser.close()
