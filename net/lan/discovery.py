"""Finding tables on the LAN: zeroconf adverts, a live list of tables, and liveness checks.

:class:`Discovery` owns one ``AsyncZeroconf`` pinned to the chosen addresses
(``net.lan.interfaces``: the real LAN interfaces, one named interface, or loopback) and IPv4.
An :class:`Advertiser` publishes this client's record (``net.lan.discovery_record``: who it is, its
port, its open table) and updates it as seats fill. A :class:`Browser` keeps the live list of
clients and reports table events: a table *appeared*, *changed* (seats, settings), or
*disappeared* (its opener closed it or unregistered, or stopped answering).

zeroconf records outlive a crashed opener by minutes, so the browser checks every
``Liveness.interval`` seconds that each listed client still answers a ping on its port
(``net.lan.endpoint.ping``: an unauthenticated 8-byte exchange, no handshake) and drops one that
fails ``Liveness.failures`` times in a row: with the defaults a crashed opener's table is gone
within about 10 s (15 s when its machine is gone too and the pings time out). zeroconf's
handlers never block: they only schedule work on the loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from zeroconf import IPVersion, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from net.errors import AdvertError
from net.lan.discovery_record import (
    SERVICE_TYPE,
    Advert,
    TableInfo,
    from_txt,
    instance_name,
    to_txt,
)
from net.lan.endpoint import DEFAULT_PORT, ping
from net.lan.interfaces import NetworkChoice
from net.protocol.rejects import RejectLog, worth_logging

NO_TABLE_HELP = (
    "No table found yet. Check that this computer is on the same network as the table's "
    "opener (the same Wi-Fi, not a guest network that keeps devices apart), and that a "
    "firewall on either computer lets through UDP port 5353 (discovery) and the game's TCP "
    f"port ({DEFAULT_PORT} unless the opener shows another). Without discovery, join by "
    "address: ask the opener for address:port."
)
"""What the lobby shows while no table appears."""

PUBLISHING = "Publishing the table on the network..."
"""What to show while a registration probes the network (about 1.7 s)."""

RESOLVE_TIMEOUT_MS = 3000
MAX_DEAD = 256
"""Dropped services remembered until zeroconf forgets them (a stale update is then pinged)."""

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Liveness:
    """How the browser checks that listed clients still answer (tests shorten the times)."""

    interval: float = 5.0
    """Seconds between two rounds of pings."""
    timeout: float = 2.0
    """Seconds a ping may take."""
    failures: int = 2
    """Failed pings in a row after which a client and its table are dropped."""


@dataclass(frozen=True)
class TableEvent:
    """A table appeared, changed or disappeared; ``advert`` is its opener's record."""

    kind: Literal["appeared", "changed", "disappeared"]
    service: str
    advert: Advert
    reason: str = ""

    @property
    def table(self) -> TableInfo:
        assert self.advert.table is not None
        return self.advert.table


class Discovery:
    """One zeroconf instance on the chosen addresses; close it with :meth:`close`."""

    def __init__(self, network: NetworkChoice | None = None) -> None:
        self.network = network or NetworkChoice()
        self.addresses = self.network.addresses()
        self.zeroconf = AsyncZeroconf(interfaces=self.addresses, ip_version=IPVersion.V4Only)

    def advertiser(self, advert: Advert) -> Advertiser:
        return Advertiser(self.zeroconf, advert, addresses=self.addresses)

    def browser(
        self, *, liveness: Liveness | None = None, ignore_key: bytes | None = None
    ) -> Browser:
        return Browser(self.zeroconf, liveness=liveness, ignore_key=ignore_key)

    async def close(self) -> None:
        await self.zeroconf.async_close()

    async def __aenter__(self) -> Discovery:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()


def _service_info(name: str, advert: Advert, addresses: list[str]) -> AsyncServiceInfo:
    return AsyncServiceInfo(
        SERVICE_TYPE,
        name,
        port=advert.port,
        properties=to_txt(advert),
        server=f"hypnose-{advert.code.replace('-', '').lower()}.local.",
        parsed_addresses=addresses,
    )


class Advertiser:
    """Publishes this client's record; ``update`` it as the table changes, ``stop`` at the end."""

    def __init__(self, zeroconf: AsyncZeroconf, advert: Advert, *, addresses: list[str]) -> None:
        to_txt(advert)  # refuse a record that would not fit before anything is sent
        self._zeroconf = zeroconf
        self._addresses = addresses
        self.advert = advert
        self._info: AsyncServiceInfo | None = None
        self._revision = secrets.randbelow(2**31)
        """Every publication gets the next revision (``net.lan.discovery_record``: no two versions
        of a record equal, or browsers that cached one would miss the other)."""

    def _stamped(self, advert: Advert) -> Advert:
        self._revision += 1
        return dataclasses.replace(advert, revision=self._revision)

    @property
    def service(self) -> str | None:
        """The registered instance name (zeroconf may have renamed it on a clash)."""
        return self._info.name if self._info is not None else None

    async def start(self) -> str:
        """Register (probing takes about 1.7 s: show :data:`PUBLISHING`); returns the name."""
        self.advert = self._stamped(self.advert)
        info = _service_info(instance_name(self.advert), self.advert, self._addresses)
        await (await self._zeroconf.async_register_service(info, allow_name_change=True))
        self._info = info
        log.info("published %s as %s", self.advert, info.name)
        return info.name

    async def update(self, advert: Advert) -> None:
        """Publish a new version of the record (a table opened, a seat taken, ...)."""
        to_txt(advert)
        if self._info is None:
            raise RuntimeError("update before start")
        advert = self._stamped(advert)
        info = _service_info(self._info.name, advert, self._addresses)
        await (await self._zeroconf.async_update_service(info))
        self._info, self.advert = info, advert

    async def stop(self) -> None:
        """Unregister: browsers see the table disappear within about a second."""
        if self._info is not None:
            info, self._info = self._info, None
            await (await self._zeroconf.async_unregister_service(info))


class Browser:
    """The live list of clients and their tables on the network, with table events."""

    def __init__(
        self,
        zeroconf: AsyncZeroconf,
        *,
        liveness: Liveness | None = None,
        ignore_key: bytes | None = None,
    ) -> None:
        self._zeroconf = zeroconf
        self.liveness = liveness or Liveness()
        self.ignore_key = ignore_key
        """This client's own key: its own record is not listed."""
        self.adverts: dict[str, Advert] = {}
        """Service name -> the record of every live client seen."""
        self.rejects = RejectLog()
        """Malformed records, by service name (bounded)."""
        self._dead: set[str] = set()
        self._misses: dict[str, int] = {}
        self._callbacks: list[Callable[[TableEvent], None]] = []
        self._changed = asyncio.Event()
        self._tasks: set[asyncio.Task[None]] = set()
        self._browser: AsyncServiceBrowser | None = None
        self._checker: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    @property
    def tables(self) -> dict[str, Advert]:
        """Service name -> record, for clients with an open table."""
        return {name: advert for name, advert in self.adverts.items() if advert.table}

    def subscribe(self, callback: Callable[[TableEvent], None]) -> None:
        """Call ``callback`` with every table event from now on (on the loop; never block)."""
        self._callbacks.append(callback)

    async def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._browser = AsyncServiceBrowser(
            self._zeroconf.zeroconf, SERVICE_TYPE, handlers=[self._on_service_state_change]
        )
        self._checker = asyncio.create_task(self._check_liveness())

    async def close(self) -> None:
        if self._checker is not None:
            self._checker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._checker
        if self._browser is not None:
            await self._browser.async_cancel()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    async def __aenter__(self) -> Browser:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def wait_for(self, predicate: Callable[[Browser], bool], timeout: float) -> bool:
        """Wait until ``predicate(self)`` holds (checked after every change); False on timeout."""
        try:
            async with asyncio.timeout(timeout):
                while not predicate(self):
                    self._changed.clear()
                    await self._changed.wait()
        except TimeoutError:
            return predicate(self)
        return True

    # --- zeroconf's side (never blocks) --------------------------------------------------

    def _on_service_state_change(
        self,
        zeroconf: Zeroconf,
        service_type: str,
        name: str,
        state_change: ServiceStateChange,
    ) -> None:
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._schedule, name, state_change)

    def _schedule(self, name: str, state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            self._dead.discard(name)
            self._drop(name, "its opener unregistered it")
            return
        task = asyncio.create_task(self._resolve(name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _resolve(self, name: str) -> None:
        try:
            info = AsyncServiceInfo(SERVICE_TYPE, name)
            if not await info.async_request(self._zeroconf.zeroconf, RESOLVE_TIMEOUT_MS):
                return
        except Exception as exc:  # a name zeroconf itself cannot query: ignore the record
            self._ignore(name, f"cannot be resolved ({exc})")
            return
        addresses = tuple(info.parsed_addresses(IPVersion.V4Only))
        try:
            if not addresses or info.port is None:
                raise AdvertError("the record has no IPv4 address or port")
            advert = from_txt(info.properties, port=info.port, addresses=addresses)
        except AdvertError as exc:
            self._ignore(name, str(exc))
            return
        if advert.key == self.ignore_key:
            return
        if name in self._dead:
            if not await self._answers(advert):
                return
            self._dead.discard(name)
        self._set(name, advert)

    def _ignore(self, name: str, reason: str) -> None:
        entry = self.rejects.add(name, "record", reason)
        if worth_logging(entry.count):
            log.warning("ignored the discovery record %s: %s", name, reason)

    # --- the list and its events ---------------------------------------------------------

    def _emit(self, event: TableEvent) -> None:
        log.info("table %s: %s %s", event.kind, event.advert, event.reason)
        for callback in list(self._callbacks):
            try:
                callback(event)
            except Exception:
                log.exception("a table event handler failed")

    def _set(self, name: str, advert: Advert) -> None:
        before = self.adverts.get(name)
        self.adverts[name] = advert
        self._misses.pop(name, None)
        if before is not None and before.table and not advert.table:
            self._emit(TableEvent("disappeared", name, before, "its opener closed it"))
        elif advert.table and (before is None or not before.table):
            self._emit(TableEvent("appeared", name, advert))
        elif advert.table and before != advert:
            self._emit(TableEvent("changed", name, advert))
        self._changed.set()

    def _drop(self, name: str, reason: str) -> None:
        before = self.adverts.pop(name, None)
        self._misses.pop(name, None)
        if before is not None and before.table:
            self._emit(TableEvent("disappeared", name, before, reason))
        self._changed.set()

    async def _answers(self, advert: Advert) -> bool:
        for address in advert.addresses:
            if await ping(address, advert.port, timeout=self.liveness.timeout):
                return True
        return False

    async def _check_liveness(self) -> None:
        while True:
            await asyncio.sleep(self.liveness.interval)
            names = list(self.adverts)
            answers = await asyncio.gather(*(self._answers(self.adverts[n]) for n in names))
            for name, alive in zip(names, answers, strict=True):
                if name not in self.adverts:
                    continue
                if alive:
                    self._misses.pop(name, None)
                    continue
                self._misses[name] = misses = self._misses.get(name, 0) + 1
                if misses >= self.liveness.failures:
                    if len(self._dead) >= MAX_DEAD:
                        self._dead.clear()  # forgetting only costs a ping on its next update
                    self._dead.add(name)
                    self._drop(name, f"its opener did not answer {misses} pings")
