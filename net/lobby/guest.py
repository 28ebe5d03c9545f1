"""The joiner's side of a table once joined: seats, ready, and the terms accepted or not.

At the start the joiner draws a fresh nonce and accepts the terms only if they hold its key, its
nonce, its game version and the settings it agreed to when it joined (``net.lobby.join``), and
seat exactly the keys and bots the lobby showed (``net.lobby.seating.check_offer``). Everything
the opener sends is checked like any peer's input; a malformed message ends the lobby for this
client with words naming the opener.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from collections.abc import Mapping
from typing import Any

from net.errors import (
    ChannelClosed,
    ChannelError,
    LobbyClosed,
    LobbyError,
    LobbyProtocolError,
    TableLost,
    TermsError,
)
from net.lan.channel import Channel
from net.lan.endpoint import Endpoint
from net.lobby import protocol as kinds
from net.lobby.events import EventKind, Events, LobbyEvent
from net.lobby.offer import check_offer
from net.lobby.protocol import FROM_OPENER, MAX_REASON, message, parse
from net.lobby.state import TableSpec, TableState, state_from_wire
from net.protocol.seating import PeerAddress, Seating
from net.protocol.terms import Terms, fresh_nonce
from net.protocol.trust import KnownPeers, Trust


async def say(channel: Channel, kind: str, **fields: Any) -> None:
    """Send a lobby message if the channel still takes it (a farewell, an answer)."""
    with contextlib.suppress(ChannelError):
        await channel.send_data(message(kind, **fields))


def remember(
    known: KnownPeers | None,
    name: str,
    key: bytes,
    events: Events,
    table: str,
    *,
    proven: bool = True,
) -> None:
    """Trust on first use: remember a new name, flag a known name with another key.

    ``proven``: the key came with a handshake (the opener's); a key only named by the opener
    (another player's) is checked but not remembered, so no table can fill the known-peers
    file with names it made up."""
    if known is None:
        return
    try:
        seen = known.observe(name, key) if proven else known.check(name, key)
    except Exception as exc:  # an unwritable known-peers file is told, not fatal
        events.emit(LobbyEvent("error", f"cannot remember {name}: {exc}", table))
        return
    if seen.trust is Trust.CHANGED:
        events.emit(LobbyEvent("trust", seen.describe(), table))


class JoinedTable:
    """A table this client joined, until the game starts or the table closes."""

    def __init__(
        self,
        endpoint: Endpoint,
        channel: Channel,
        spec: TableSpec,
        state: TableState,
        role: str,
        *,
        events: Events,
        known_peers: KnownPeers | None,
    ) -> None:
        self.endpoint = endpoint
        self.channel = channel
        self.spec = spec
        self.state = state
        self.role = role
        self.events = events
        self.known_peers = known_peers
        self.opener = channel.peer
        """The opener's verified hello (name, key and its fingerprint ``code``)."""
        self._key = endpoint.local.identity.public_key
        self._want_ready = False
        """What this player last said (the opener's state may lag): a ``draw`` that crosses a
        "not ready" is declined."""
        self._drawn: tuple[int, int, bytes] | None = None
        """(start, seat, nonce) of the last nonce drawn."""
        self._offer: tuple[int, Seating] | None = None
        self._result: asyncio.Future[Seating] = asyncio.get_running_loop().create_future()
        self._result.add_done_callback(lambda f: f.exception() if not f.cancelled() else None)
        where = f"at seat {self.seat + 1}" if self.seat is not None else "as a watcher"
        self._emit(
            "joined",
            f"Joined {self.opener.name}'s table of {spec.game_name.capitalize()} {where}. "
            f"{self.opener.name}'s code is {self.opener.code}: compare it with theirs.",
        )
        self._reader = asyncio.create_task(self._read())

    @property
    def seat(self) -> int | None:
        return self.state.seat_of(self._key)

    @property
    def ready(self) -> bool:
        seat = self.seat
        return seat is not None and self.state.seats[seat].ready

    @property
    def closed(self) -> bool:
        return self._result.done()

    def _emit(self, kind: EventKind, text: str) -> None:
        self.events.emit(LobbyEvent(kind, text, self.spec.table_id, self.state))

    # --- the user's actions ----------------------------------------------------------------

    async def _send(self, kind: str, **fields: Any) -> None:
        if self.closed:
            raise LobbyClosed("this client is no longer at the table")
        try:
            await self.channel.send_data(message(kind, **fields))
        except ChannelError as exc:
            raise LobbyClosed(
                f"the connection to {self.opener.name}'s table ended: {exc}"
            ) from None

    async def choose_seat(self, seat: int) -> None:
        """Ask for an empty seat (a taken one is denied in words, in the events)."""
        if self.role != "player":
            raise LobbyError("a watcher has no seat: join again to play")
        if not 0 <= seat < self.spec.seats:
            raise LobbyError(f"there is no seat {seat + 1} at a {self.spec.seats}-seat table")
        await self._send(kinds.SEAT, seat=seat)

    async def set_ready(self, ready: bool = True) -> None:
        """Say whether this player is ready to start with the table as it is."""
        seat = self.seat
        if self.role != "player" or seat is None:
            raise LobbyError("only a seated player can be ready")
        self._want_ready = ready
        await self._send(kinds.READY, seat=seat, ready=ready)

    async def leave(self, reason: str = "") -> None:
        """Leave the table (the seat is freed at once)."""
        if self.closed:
            return
        await say(self.channel, kinds.LEAVE, reason=reason[:MAX_REASON])
        self._finish(LobbyClosed("this client left the table"), "closed", "You left the table")
        await self._stop()

    async def started(self, timeout: float | None = None) -> Seating:
        """This client's seating once the game starts; :class:`LobbyClosed` (in words) if the
        table closes first, this client is removed, or the connection ends."""
        async with asyncio.timeout(timeout):
            return await asyncio.shield(self._result)

    async def _stop(self) -> None:
        if self._reader is not asyncio.current_task():
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader
        await self.channel.close("left the lobby")

    def _finish(self, outcome: Seating | LobbyClosed, kind: EventKind, text: str) -> None:
        if self._result.done():
            return
        if isinstance(outcome, Seating):
            self._result.set_result(outcome)
        else:
            self._result.set_exception(outcome)
        self._emit(kind, text)

    # --- the opener's messages -------------------------------------------------------------

    async def _read(self) -> None:
        opener = self.opener
        try:
            while not self._result.done():
                kind, fields = parse(await self.channel.recv(), FROM_OPENER)
                await self._handle(kind, fields)
        except (LobbyProtocolError, TermsError) as exc:
            words = f"{opener}'s table sent a bad lobby message: {exc}"
            self._finish(LobbyClosed(words), "error", words)
        except ChannelClosed as exc:
            words = f"the connection to {opener.name}'s table ended: {exc.reason}"
            self._finish(TableLost(words), "closed", words)
        finally:
            await self.channel.close("the lobby is over")

    async def _handle(self, kind: str, fields: dict[str, Any]) -> None:
        if kind == kinds.STATE:
            self._update(state_from_wire(self.spec, fields))
        elif kind == kinds.DENIED:
            self._emit("error", fields["reason"])
        elif kind in (kinds.REFUSED, kinds.REMOVED, kinds.CLOSED):
            event: EventKind = "removed" if kind == kinds.REMOVED else "closed"
            self._finish(LobbyClosed(fields["reason"]), event, fields["reason"])
        elif kind == kinds.COUNTDOWN:
            self._emit("countdown", f"The game starts in {fields['seconds']:g} s")
        elif kind == kinds.ABORT:
            self._drawn = self._offer = None  # the user's wish to be ready stays its own
            self._emit("aborted", fields["reason"])
        elif kind == kinds.DRAW:
            await self._draw(fields["start"])
        elif kind == kinds.TERMS:
            await self._consider(fields)
        elif kind == kinds.GO:
            self._go(fields["start"], fields["game_id"])
        else:
            raise LobbyProtocolError(f"it sent {kind!r} after the table")

    def _update(self, state: TableState) -> None:
        before = {s.key: s for s in self.state.seats if s.key is not None}
        after = {s.key: s for s in state.seats if s.key is not None}
        watchers_before = {w.key for w in self.state.watchers}
        self.state = state
        if self.role == "player" and self.seat is None:
            raise LobbyProtocolError("the state no longer seats this player")
        for key, seat in after.items():
            if key not in before:
                if seat.bot is None and key != self.opener.key:
                    remember(self.known_peers, str(seat.name), key, self.events,
                             self.spec.table_id, proven=False)  # fmt: skip
                self._emit("joined", f"{seat.name} [{seat.code}] sat at seat {seat.seat + 1}")
            elif before[key].ready != seat.ready:
                words = "is ready" if seat.ready else "is not ready"
                self._emit("ready", f"{seat.name} {words} (seat {seat.seat + 1})")
        for key, seat in before.items():
            if key not in after:
                self._emit("left", f"{seat.name} left seat {seat.seat + 1}")
        for watcher in state.watchers:
            if watcher.key not in watchers_before and watcher.key != self._key:
                self._emit("joined", f"{watcher.name} [{watcher.code}] watches")
        self._emit("seats", state.describe())

    async def _draw(self, start: int) -> None:
        seat = self.seat
        if self.role != "player" or seat is None:
            raise LobbyProtocolError("it asked a watcher for a nonce")
        if not self._want_ready:
            await say(self.channel, kinds.DECLINE, start=start, reason="this player is not ready")
            return
        nonce = fresh_nonce()
        self._drawn = (start, seat, nonce)
        self._offer = None
        await say(self.channel, kinds.NONCE, start=start, nonce=nonce)

    async def _consider(self, fields: Mapping[str, Any]) -> None:
        start = fields["start"]
        try:
            seating = self._seating(start, fields)
        except TermsError as exc:
            words = f"refused the terms from {self.opener.name}: {exc}"
            self._emit("error", words)
            if self.role == "player":
                await say(self.channel, kinds.DECLINE, start=start, reason=str(exc)[:MAX_REASON])
            return
        self._offer = (start, seating)
        if self.role == "player":
            await say(self.channel, kinds.ACCEPT, start=start, game_id=seating.game_id)

    def _seating(self, start: int, fields: Mapping[str, Any]) -> Seating:
        """The seating these terms would give this client, once they pass ``check_offer``."""
        terms = Terms.from_plain(fields["terms"])
        clients = {}
        for entry in fields["clients"]:
            address = PeerAddress(entry["key"], entry["name"], entry["host"], entry["port"])
            if address.key == self.opener.key:  # where this client reached it, surely reachable
                host, port = self.channel.address
                address = dataclasses.replace(address, host=host, port=port)
            clients[entry["seat"]] = address
        if len(clients) != len(fields["clients"]):
            raise TermsError("the terms give one seat two addresses")
        seat = self.seat if self.role == "player" else None
        nonce = None
        if seat is not None:
            if self._drawn is None or self._drawn[0] != start or self._drawn[1] != seat:
                raise TermsError("terms for a start this client drew no nonce for")
            nonce = self._drawn[2]
        check_offer(
            terms,
            clients,
            self.state,
            game=self.endpoint.local.game or "",
            settings=self.spec.settings,
            extensions=self.spec.extensions,
            seat=seat,
            key=self._key,
            nonce=nonce,
        )
        watchers = tuple(
            PeerAddress(w["key"], w["name"], w["host"], w["port"]) for w in fields["watchers"]
        )
        return Seating(
            terms=terms,
            seats=(seat,) if seat is not None else (),
            bots={},
            identities={seat: self.endpoint.local.identity} if seat is not None else {},
            nonces={seat: nonce} if seat is not None and nonce is not None else {},
            clients=clients,
            names={s.seat: str(s.name) for s in self.state.seats},
            watchers_allowed=self.spec.watchers,
            table_id=self.spec.table_id,
            watchers=watchers,
        )

    def _go(self, start: int, game_id: bytes) -> None:
        if self._offer is None or self._offer[0] != start or self._offer[1].game_id != game_id:
            raise LobbyProtocolError("it said go without terms this client accepted")
        seating = self._offer[1]
        self._finish(seating, "started", f"The game starts: game id {game_id.hex()[:16]}")
