"""One client's lobby: its advert, the tables it sees, and the one table it opens or joins.

:class:`Lobby` ties the LAN foundations together for a window or a headless peer: the client's
:class:`~net.lan.endpoint.Endpoint` (already listening), optionally a
:class:`~net.lan.discovery.Discovery` (this client's advert, updated as its table's seats fill,
and a browser whose table events become ``tables`` lobby events), and the known-peers file.
Without discovery (a network without multicast) tables are joined by ``address:port``.
A client is at one table at a time.
"""

from __future__ import annotations

import dataclasses
import secrets
from collections.abc import Callable, Mapping

from core import games as registry
from core.game import Game, version_id
from net.errors import AdvertError, LobbyError
from net.lan.discovery import Advertiser, Browser, Discovery, Liveness, TableEvent
from net.lan.discovery_record import Advert, TableInfo, settings_text, to_txt
from net.lan.endpoint import Endpoint
from net.lobby.events import Events, LobbyEvent
from net.lobby.guest import JoinedTable
from net.lobby.host import OpenTable
from net.lobby.join import join_table
from net.lobby.protocol import MAX_SEATS, Timing
from net.lobby.state import TableSpec
from net.protocol.terms import DEFAULT_EXTENSIONS, MAX_EXTENSIONS
from net.protocol.trust import KnownPeers
from net.protocol.versions import Mismatch, Versions, compare


def parse_address(text: str) -> tuple[str, int]:
    """``host:port`` as typed by a person; ``LobbyError`` in words when it is not one."""
    host, sep, port = text.strip().rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise LobbyError(
            f"{text!r} is not an address and port such as 192.168.1.20:47231: ask the "
            "table's opener for the address and port its lobby shows"
        )
    return host, int(port)


def table_spec(
    game: Game,
    values: Mapping[str, object] | None,
    *,
    opener: str,
    seats: int | None = None,
    watchers: bool = False,
    extensions: int = DEFAULT_EXTENSIONS,
) -> TableSpec:
    """A new table's spec from the opener's choices, validated by the game itself
    (``Game.settings``) and by the discovery record's limits; ``LobbyError`` in words.
    ``extensions``: how many deadline extensions each player may give in the game."""
    if type(extensions) is not int or not 0 <= extensions <= MAX_EXTENSIONS:
        raise LobbyError(f"a table allows 0 to {MAX_EXTENSIONS} extensions per player, "
                         f"not {extensions!r:.20}")  # fmt: skip
    try:
        settings = game.settings_values(game.settings(dict(values or {})))
    except Exception as exc:  # SettingsError names the setting; anything else is one too
        raise LobbyError(f"cannot open a table with these settings: {exc}") from None
    players = settings.get("players")
    if seats is None:
        seats = players if type(players) is int else game.players[0]
    elif type(players) is int and players != seats:
        raise LobbyError(f"a table for {seats} cannot play with the setting players {players}")
    low, high = game.players
    if not low <= seats <= min(high, MAX_SEATS):
        raise LobbyError(f"{game.name.capitalize()} is played by {low} to {high} players")
    spec = TableSpec(secrets.token_hex(4), version_id(game), settings, seats, watchers, opener,
                     extensions)  # fmt: skip
    try:
        advert_settings = {k: v for k, v in settings.items() if v is not None}
        info = TableInfo(spec.table_id, spec.game, 1, seats, advert_settings)  # type: ignore[arg-type]
        to_txt(Advert(opener, bytes(32), 1, table=info))
    except AdvertError as exc:
        raise LobbyError(f"this table cannot be published: {exc}") from None
    return spec


class Lobby:
    """This client's lobby on its endpoint, with or without discovery."""

    def __init__(
        self,
        endpoint: Endpoint,
        *,
        discovery: Discovery | None = None,
        known_peers: KnownPeers | None = None,
        liveness: Liveness | None = None,
        timing: Timing | None = None,
        games: Callable[[str], Game] = registry.get,
    ) -> None:
        self.endpoint = endpoint
        self.discovery = discovery
        self.known_peers = known_peers
        self.liveness = liveness
        self.timing = timing or Timing()
        self.games = games
        self.events = Events()
        self.table: OpenTable | JoinedTable | None = None
        self._advertiser: Advertiser | None = None
        self._browser: Browser | None = None

    def subscribe(self, callback: Callable[[LobbyEvent], None]) -> None:
        self.events.subscribe(callback)

    @property
    def advert(self) -> Advert:
        local = self.endpoint.local
        return Advert(local.name, local.identity.public_key, self.endpoint.port)

    async def start(self) -> None:
        """Publish this client (no table yet) and watch the network's tables."""
        if self.discovery is None:
            return
        if not self.endpoint.port:
            raise LobbyError("this client must listen before it is published")
        self._advertiser = self.discovery.advertiser(self.advert)
        await self._advertiser.start()
        self._browser = self.discovery.browser(
            liveness=self.liveness, ignore_key=self.endpoint.local.identity.public_key
        )
        self._browser.subscribe(self._on_table_event)
        await self._browser.start()

    async def close(self) -> None:
        """Leave or close this client's table, stop publishing and browsing."""
        table, self.table = self.table, None
        if isinstance(table, OpenTable):
            await table.close()
        elif isinstance(table, JoinedTable):
            await table.leave()
        if self._browser is not None:
            await self._browser.close()
        if self._advertiser is not None:
            await self._advertiser.stop()

    # --- the tables on the network ---------------------------------------------------------

    @property
    def tables(self) -> dict[str, Advert]:
        """Service name -> advert, for every live table seen (empty without discovery)."""
        return self._browser.tables if self._browser is not None else {}

    def check(self, advert: Advert) -> Mismatch | None:
        """Why this client cannot play at an advertised table (before dialing), or None."""
        assert advert.table is not None
        name = advert.table.game_name
        try:
            ours = version_id(self.games(name))
        except KeyError:
            words = f"{advert.name}'s table plays {name!r}, a game this client does not have"
            return Mismatch(words, words)
        local = self.endpoint.local
        return compare(
            Versions(local.protocol, ours),
            Versions(advert.protocol, advert.table.game),
            our_name=local.name,
            their_name=advert.name,
        )

    def _on_table_event(self, event: TableEvent) -> None:
        table = event.table
        what = (
            f"{event.advert.name}'s table of {table.game_name.capitalize()} "
            f"({table.seats_taken}/{table.seats_total} seats, {settings_text(table.settings)})"
        )
        because = f": {event.reason}" if event.reason else ""
        self.events.emit(LobbyEvent("tables", f"{what} {event.kind}{because}", table.table_id))

    # --- opening and joining ---------------------------------------------------------------

    def _free(self) -> None:
        table = self.table
        if isinstance(table, OpenTable) and table.phase.value not in ("started", "closed"):
            raise LobbyError("this client already has a table open: close it first")
        if isinstance(table, JoinedTable) and not table.closed:
            raise LobbyError("this client is already at a table: leave it first")

    async def open_table(
        self,
        game: str,
        settings: Mapping[str, object] | None = None,
        *,
        seats: int | None = None,
        watchers: bool = False,
        seat: int = 0,
        extensions: int = DEFAULT_EXTENSIONS,
    ) -> OpenTable:
        """Open a table of ``game`` (a ``core.games`` name) with validated settings, the opener
        at ``seat``, each player allowed ``extensions`` deadline extensions; published as this
        client's advert when discovery is on."""
        self._free()
        if not self.endpoint.port:
            raise LobbyError("this client must listen before it opens a table")
        try:
            chosen = self.games(game)
        except KeyError as exc:
            raise LobbyError(str(exc.args[0]) if exc.args else str(exc)) from None
        spec = table_spec(chosen, settings, opener=self.endpoint.local.name, seats=seats,
                          watchers=watchers, extensions=extensions)  # fmt: skip
        publish = self._publish if self._advertiser is not None else None
        table = OpenTable(
            self.endpoint,
            chosen,
            spec,
            seat=seat,
            events=self.events,
            known_peers=self.known_peers,
            timing=self.timing,
            publish=publish,
        )
        self.table = await table.open()
        return table

    async def _publish(self, info: TableInfo | None) -> None:
        assert self._advertiser is not None
        advert = dataclasses.replace(self.advert, table=info)
        await self._advertiser.update(advert)

    async def join(
        self, table: Advert | str, *, watch: bool = False, seat: int | None = None
    ) -> JoinedTable:
        """Join an advertised table (its advert, or its service name in :attr:`tables`)."""
        if isinstance(table, str):
            advert = self.tables.get(table)
            if advert is None:
                raise LobbyError("that table is no longer on the network")
        else:
            advert = table
        if advert.table is None or not advert.addresses:
            raise LobbyError(f"{advert.name} has no open table")
        return await self._join(
            advert.addresses[0],
            advert.port,
            watch=watch,
            seat=seat,
            game=advert.table.game_name,
            expect=advert.key,
        )

    async def join_address(
        self,
        address: str | tuple[str, int],
        *,
        watch: bool = False,
        seat: int | None = None,
        game: str | None = None,
    ) -> JoinedTable:
        """Join the table at ``address:port`` (networks without multicast)."""
        host, port = parse_address(address) if isinstance(address, str) else address
        return await self._join(host, port, watch=watch, seat=seat, game=game, expect=None)

    async def _join(
        self,
        host: str,
        port: int,
        *,
        watch: bool,
        seat: int | None,
        game: str | None,
        expect: bytes | None,
    ) -> JoinedTable:
        self._free()
        joined = await join_table(
            self.endpoint,
            host,
            port,
            games=self.games,
            watch=watch,
            seat=seat,
            game=game,
            expect=expect,
            events=self.events,
            known_peers=self.known_peers,
            timing=self.timing,
        )
        self.table = joined
        return joined
