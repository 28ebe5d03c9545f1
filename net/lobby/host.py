"""The opener's side of a table: seats, bots, ready, watchers, and the start.

The opener's client holds the lobby state and is the only one that changes it: joiners ask
(``seat``, ``ready``, ``leave``) over their channels (``net.lobby.link``), its own user acts
through the methods here, and after every change every joiner gets the whole state. The opener
coordinates only the lobby: once the terms are agreed (``net.lobby.start``) each client has its
:class:`~net.lobby.seating.Seating` and the game runs over the mesh, where the opener has no
authority the others lack.

Ready means "ready to start with the table as it is": any change of who sits where (a join, a
leave, a seat change, a bot added or removed) and any called-off start make every player
confirm again; a joiner that leaves, unreadies, declines or is silent calls a start off.

Who may come in, and how the others are turned away, is the table's door (``net.lobby.door``).
Every message from a joiner is checked (``net.lobby.protocol``, then here: a seat in range, a
ready for its own seat only, a rate); a bad one closes that joiner's channel with a reason
naming it, in the endpoint's bounded refusal log, and the table goes on.
"""

from __future__ import annotations

import asyncio
import dataclasses
import enum
import logging
from typing import Any

from core.game import Game, version_id
from net.errors import LobbyClosed, LobbyError, LobbyProtocolError
from net.lan.channel import Channel
from net.lan.discovery_record import TableInfo
from net.lan.endpoint import Endpoint
from net.lan.ratelimit import RateLimiter
from net.lobby import protocol as kinds
from net.lobby.advert import Publish, TableAdvert
from net.lobby.door import Door
from net.lobby.events import EventKind, Events, LobbyEvent
from net.lobby.link import JoinerLink, serve
from net.lobby.outbox import Outbox
from net.lobby.protocol import Timing, clip, message
from net.lobby.seats import Seats
from net.lobby.start import StartRound
from net.lobby.state import TableSpec, TableState, WatcherInfo
from net.protocol.identity import Identity
from net.protocol.seating import PeerAddress, Seating
from net.protocol.trust import KnownPeers

log = logging.getLogger(__name__)


class Phase(enum.Enum):
    OPEN = "open"
    COUNTDOWN = "countdown"
    STARTING = "starting"
    STARTED = "started"
    CLOSED = "closed"


LOBBY = (Phase.OPEN, Phase.COUNTDOWN)
"""The phases in which the seats may change and new joiners come in."""


class OpenTable:
    """One open table on the opener's client, served on its :class:`Endpoint`."""

    def __init__(
        self,
        endpoint: Endpoint,
        game: Game,
        spec: TableSpec,
        *,
        seat: int = 0,
        events: Events | None = None,
        known_peers: KnownPeers | None = None,
        timing: Timing | None = None,
        publish: Publish | None = None,
    ) -> None:
        local = endpoint.local
        self.seats = Seats(spec.seats, seat, local.identity.public_key, local.name)
        self.endpoint = endpoint
        self.game = game
        self.spec = spec
        self.events = events or Events()
        self.known_peers = known_peers
        self.timing = timing or Timing()
        self.phase = Phase.OPEN
        self._members: dict[bytes, JoinerLink] = {}
        self.door = Door(self)
        self._limiter = RateLimiter(self.timing.message_rate, self.timing.message_burst)
        self._attempt = 0
        self._round: StartRound | None = None
        self._start_task: asyncio.Task[None] | None = None
        self._result: asyncio.Future[Seating] = asyncio.get_running_loop().create_future()
        self._result.add_done_callback(lambda f: f.exception() if not f.cancelled() else None)
        self._publish = publish
        self._advert: TableAdvert | None = None
        self._saved = (endpoint.on_channel, endpoint.authorize, endpoint.on_refused)
        self._saved_local = local

    @property
    def seat(self) -> int:
        """The opener's own seat (its client runs the bots)."""
        return self.seats.opener

    @property
    def joiners(self) -> int:
        """Joiners connected now, players and watchers."""
        return len(self._members)

    @property
    def state(self) -> TableState:
        watchers = tuple(
            WatcherInfo(m.key, m.name) for m in self._members.values() if m.role == "watcher"
        )
        return TableState(self.spec, self.seats.info(), watchers)

    # --- opening and closing --------------------------------------------------------------

    async def open(self) -> OpenTable:
        """Serve the table on the endpoint and publish it."""
        endpoint = self.endpoint
        endpoint.local = dataclasses.replace(endpoint.local, game=version_id(self.game))
        endpoint.on_channel = self._on_channel
        endpoint.authorize = self.door.authorize
        endpoint.on_refused = self.door.refused
        if self._publish is not None:
            self._advert = TableAdvert(self._publish, self._table_info, self._advert_failed)
        settings = ", ".join(f"{k} {v}" for k, v in self.spec.settings.items())
        self._emit(
            "seats",
            f"{self.spec.opener} opened a table of {self.spec.game_name.capitalize()} for "
            f"{self.spec.seats} ({settings or 'no settings'}; {self.spec.extensions} deadline "
            f"extensions per player) at port {endpoint.port}",
        )
        return self

    async def close(self, reason: str = "") -> None:
        """Close the table: every joiner is told in words and the advert goes."""
        if self.phase in (Phase.STARTED, Phase.CLOSED):
            return
        words = clip(reason or f"{self.spec.opener} closed the table")
        self._stop_start()
        self.phase = Phase.CLOSED
        members = list(self._members.values())
        for member in members:
            member.gone = words
            member.outbox.finish(message(kinds.CLOSED, reason=words), words)
        if not self._result.done():
            self._result.set_exception(LobbyClosed(words))
        self._restore(keep_game=False)
        self._emit("closed", words)
        if self._advert is not None:
            await self._advert.close()
        await asyncio.gather(*(m.outbox.wait() for m in members))

    async def started(self, timeout: float | None = None) -> Seating:
        """This client's seating once the game starts; :class:`LobbyClosed` if it closes."""
        async with asyncio.timeout(timeout):
            return await asyncio.shield(self._result)

    def _restore(self, *, keep_game: bool) -> None:
        """Give the endpoint back (after the start the game's version stays for the mesh)."""
        endpoint = self.endpoint
        endpoint.on_channel, endpoint.authorize, endpoint.on_refused = self._saved
        if not keep_game:
            endpoint.local = self._saved_local

    # --- telling everyone ------------------------------------------------------------------

    def _emit(self, kind: EventKind, text: str, *, log_it: bool = True) -> None:
        self.events.emit(LobbyEvent(kind, text, self.spec.table_id, self.state), log_it=log_it)

    def broadcast(self, data: dict[str, Any], *, state: bool = False) -> None:
        """Send ``data`` to every joiner (``state``: a whole state, superseding one queued)."""
        for member in self._members.values():
            if member.gone is None:
                member.outbox.put(data, state=state)

    def _broadcast_state(self) -> None:
        self.broadcast(message(kinds.STATE, **self.state.to_wire()), state=True)

    def _changed(self, text: str, *, seating: bool, kind: EventKind = "seats") -> None:
        """After any change: tell everyone, update the advert, start when all are ready.
        ``seating``: who sits where changed, so every player confirms again."""
        if seating:
            self.seats.unready()
            self._abort(f"the table changed ({text})", quiet=True)
        self._broadcast_state()
        self._emit(kind, text)
        self._advertise()
        self._maybe_start()

    # --- the opener's own actions ----------------------------------------------------------

    def _check_open(self) -> None:
        if self.phase is Phase.STARTING:
            raise LobbyError("the game is starting: the seats are fixed now")
        if self.phase not in LOBBY:
            raise LobbyError(f"the table is {self.phase.value}")

    def add_bot(self, strategy: str, seat: int | None = None) -> int:
        """Fill an empty seat (the first one unless named) with a bot this client runs, under
        an identity generated for it; returns the seat."""
        self._check_open()
        if strategy not in self.game.bots:
            raise LobbyError(
                f"{self.spec.game_name.capitalize()} has no bot {strategy!r}; it has "
                f"{', '.join(sorted(self.game.bots))}"
            )
        seat = self.seats.add_bot(strategy, seat)
        self._changed(f"{self.spec.opener} put a {strategy} bot at seat {seat + 1}", seating=True)
        return seat

    def remove_bot(self, seat: int) -> None:
        """Empty a bot's seat."""
        self._check_open()
        self.seats.remove_bot(seat)
        self._changed(f"{self.spec.opener} removed the bot at seat {seat + 1}", seating=True)

    def choose_seat(self, seat: int) -> None:
        """Move the opener to an empty seat (its bots follow: they are run from its seat)."""
        self._check_open()
        if seat != self.seat:
            self.seats.move(self.seat, seat)
            self._changed(f"{self.spec.opener} moved to seat {seat + 1}", seating=True)

    def set_ready(self, ready: bool = True) -> None:
        """Say whether the opener is ready to start with the table as it is."""
        if self.phase not in (*LOBBY, Phase.STARTING):
            raise LobbyError(f"the table is {self.phase.value}")
        self._set_ready(self.seat, ready)

    def remove(self, key: bytes, reason: str = "") -> None:
        """Remove a watcher or a player (it may not come back to this table)."""
        self._check_open()
        member = self._members.get(key)
        if member is None or member.gone is not None:
            raise LobbyError("nobody with that key is at the table")
        words = clip(reason or f"{self.spec.opener} removed you from the table")
        self.door.ban(key)
        member.gone = f"{self.spec.opener} removed {member.channel.peer}"
        member.outbox.finish(message(kinds.REMOVED, reason=words), words)
        self._leave(member, member.gone, kind="removed")

    def _set_ready(self, seat: int, ready: bool) -> None:
        occupant = self.seats[seat]
        if occupant.ready == ready:
            return
        occupant.ready = ready
        if not ready:
            self._abort(f"{occupant.name} is no longer ready", quiet=True)
        words = "is ready" if ready else "is not ready"
        self._changed(f"{occupant.name} {words} (seat {seat + 1})", seating=False, kind="ready")

    # --- the endpoint's side ---------------------------------------------------------------

    def disconnect(self, link: JoinerLink, reason: str) -> None:
        """Close a link that broke the lobby's rules (``Door.throw_out``)."""
        self.door.throw_out(link, reason)

    def _outbox_failed(self, channel: Channel, reason: str) -> None:
        self.endpoint.refuse(channel.address[0], "lobby", f"dropped {channel.label}: {reason}")

    async def _on_channel(self, channel: Channel) -> None:
        outbox = Outbox(channel, timeout=self.timing.send_timeout, on_fail=self._outbox_failed)
        table = message(kinds.TABLE, **self.spec.to_wire())
        await serve(self, channel, JoinerLink(channel, outbox), self._limiter, table)

    def refusal(self) -> str | None:
        if self.phase not in LOBBY:
            return f"the game at {self.spec.opener}'s table is {self.phase.value}"
        return None

    def holds(self, key: bytes) -> bool:
        return key in self._members

    async def admit(self, link: JoinerLink, kind: str, fields: dict[str, Any]) -> bool:
        """Seat a joiner the door lets in (``Door.let_in``); True when it is at the table."""
        peer = link.channel.peer
        if kind == kinds.LEAVE:  # it would not join: its client says why (a version, a game)
            self._emit("refused", f"{peer} did not join: {fields['reason'] or 'it left'}")
            link.outbox.finish(None, "it did not join")
            return False
        if kind != kinds.JOIN:
            raise LobbyProtocolError(f"its first lobby message is {kind!r}, not a join")
        wished = fields["seat"]
        if wished is not None and not self.seats.in_range(wished):
            raise LobbyProtocolError(
                f"seat {wished} is not a seat of this table (0 to {self.spec.seats - 1})"
            )
        if not await self.door.let_in(link, fields["role"], fields["port"]):
            return False
        link.role, link.port = fields["role"], fields["port"]
        self._members[link.key] = link
        if link.role == "watcher":
            self._changed(f"{peer} joined as a watcher", seating=False, kind="joined")
        else:
            seat = self.seats.sit(peer.key, peer.name, link, wished)
            self._changed(f"{peer} joined at seat {seat + 1}", seating=True, kind="joined")
        return True

    def _seat_of(self, member: JoinerLink) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.member is member), None)

    def leave(self, link: JoinerLink, text: str) -> None:
        self._leave(link, text, kind="left")

    def _leave(self, member: JoinerLink, text: str, *, kind: EventKind) -> None:
        """A member is gone (left, dropped, removed): free its seat and tell everyone."""
        member.gone = member.gone or text
        if self._members.get(member.key) is member:
            del self._members[member.key]
        seat = self._seat_of(member)
        if seat is not None:
            self.seats.free(seat)
        if self.phase in (*LOBBY, Phase.STARTING):
            self._changed(text, seating=seat is not None, kind=kind)

    # --- a joiner's messages ---------------------------------------------------------------

    def handle(self, member: JoinerLink, kind: str, fields: dict[str, Any]) -> None:
        peer = member.channel.peer
        seat = self._seat_of(member)
        if kind == kinds.LEAVE:
            words = f"{peer} left" + (f": {fields['reason']}" if fields["reason"] else "")
            member.outbox.finish(None, "it left")
            self._leave(member, words, kind="left")
        elif kind == kinds.JOIN:
            raise LobbyProtocolError("it asked to join twice")
        elif seat is None:  # a watcher
            if kind != kinds.SEAT:
                raise LobbyProtocolError(f"a watcher sent {kind!r}")
            member.outbox.put(
                message(kinds.DENIED, reason="a watcher has no seat: join again to play")
            )
        elif kind == kinds.SEAT:
            self._move(member, seat, fields["seat"])
        elif kind == kinds.READY:
            if fields["seat"] != seat:
                raise LobbyProtocolError(
                    f"a ready for seat {fields['seat']}, which is not its seat ({seat})"
                )
            self._set_ready(seat, fields["ready"])
        else:
            self._answer(member, seat, kind, fields)

    def _move(self, member: JoinerLink, seat: int, to: int) -> None:
        if not self.seats.in_range(to):
            raise LobbyProtocolError(
                f"seat {to} is not a seat of this table (0 to {self.spec.seats - 1})"
            )
        if to == seat:
            return
        try:
            self._check_open()
            self.seats.move(seat, to)
        except LobbyError as exc:
            member.outbox.put(message(kinds.DENIED, reason=str(exc)))
            self._emit("error", f"{member.channel.peer} asked for seat {to + 1}: {exc}")
            return
        self._changed(f"{member.channel.peer} moved to seat {to + 1}", seating=True)

    def _answer(self, member: JoinerLink, seat: int, kind: str, fields: dict[str, Any]) -> None:
        """``nonce``, ``accept`` and ``decline``: answers to a start (stale ones are ignored:
        a start may have been called off while they travelled)."""
        start = fields["start"]
        if start > self._attempt:
            raise LobbyProtocolError(f"{kind!r} for start {start}, which never was")
        current = self._round
        if current is None or start != current.attempt or self.phase is not Phase.STARTING:
            return
        if kind == kinds.NONCE:
            current.nonce(seat, fields["nonce"])
        elif kind == kinds.ACCEPT:
            if current.terms is None:
                raise LobbyProtocolError("it accepted terms before they were sent")
            if fields["game_id"] != current.terms.game_id():
                self._abort(f"{member.name}'s client computed another game id")
            else:
                current.accept(seat)
        elif kind == kinds.DECLINE:
            self._abort(f"{member.name} declined the start: {fields['reason']}")

    # --- the start -------------------------------------------------------------------------

    def _maybe_start(self) -> None:
        if self.phase is Phase.OPEN and self.seats.all_ready:
            self.phase = Phase.COUNTDOWN
            self._attempt += 1
            self._start_task = asyncio.create_task(self._start(self._attempt))
            self._start_task.add_done_callback(self._start_done)

    def _start_done(self, task: asyncio.Task[None]) -> None:
        if task.cancelled() or task.exception() is None:
            return
        log.error("the start failed", exc_info=task.exception())
        self._abort(f"this client failed ({task.exception()})")

    def _stop_start(self) -> None:
        task, self._start_task, self._round = self._start_task, None, None
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    def _abort(self, reason: str, *, quiet: bool = False) -> None:
        """Call off a countdown or a start in progress (if one runs): everyone confirms
        again. ``quiet``: the caller sends the new state itself."""
        if self.phase not in (Phase.COUNTDOWN, Phase.STARTING):
            return
        self._stop_start()
        self.phase = Phase.OPEN
        words = clip(f"The start was called off: {reason}")
        self.broadcast(message(kinds.ABORT, start=self._attempt, reason=words))
        self.seats.unready()
        self._emit("aborted", words)
        if not quiet:
            self._broadcast_state()

    async def _start(self, attempt: int) -> None:
        self._round = StartRound(attempt, self.timing)
        await self._round.run(self)

    # --- what a start asks of the table (``net.lobby.start.Starting``) -----------------------

    def announce(self, kind: EventKind, text: str, *, log_it: bool = True) -> None:
        self._emit(kind, text, log_it=log_it)

    @property
    def identity(self) -> Identity:
        return self.endpoint.local.identity

    def begin(self) -> dict[int, Any]:
        self.phase = Phase.STARTING
        return self.seats.joiners()

    def call_off(self, reason: str) -> None:
        self._abort(reason)

    def addresses(
        self, joiners: dict[int, JoinerLink]
    ) -> tuple[dict[int, PeerAddress], tuple[PeerAddress, ...]]:
        """Controller seat -> address (the opener's listening address, each joiner's), and
        the watchers'."""
        local, listening = self.endpoint.local, self.endpoint.addresses
        host = listening[0][0] if listening else "127.0.0.1"
        mine = PeerAddress(local.identity.public_key, local.name, host, self.endpoint.port)
        clients = {self.seat: mine} | {seat: m.address() for seat, m in joiners.items()}
        watchers = tuple(m.address() for m in self._members.values() if m.role == "watcher")
        return dict(sorted(clients.items())), watchers

    def go(self, attempt: int, seating: Seating) -> None:
        """Everyone accepted: the game starts (nothing here awaits, so nothing interleaves)."""
        terms, seat = seating.terms, self.seat
        terms.check(terms.roster(), seat, self.endpoint.local.identity.public_key,
                    seating.nonces[seat], version_id(self.game), self.spec.settings)  # fmt: skip
        self.phase = Phase.STARTED
        self._start_task = self._round = None
        go = message(kinds.GO, start=attempt, game_id=seating.game_id)
        for member in list(self._members.values()):
            member.gone = "the game started"
            member.outbox.finish(go, "the game started")
        self._members.clear()
        self._restore(keep_game=True)
        self._emit("started", f"The game starts: game id {seating.game_id.hex()[:16]}")
        self._result.set_result(seating)
        self._advertise()

    # --- the advert ------------------------------------------------------------------------

    def _table_info(self) -> TableInfo | None:
        if self.phase not in (*LOBBY, Phase.STARTING):
            return None
        settings = {k: v for k, v in self.spec.settings.items() if v is not None}
        return TableInfo(
            self.spec.table_id, self.spec.game, self.seats.taken, self.spec.seats, settings
        )

    def _advertise(self) -> None:
        if self._advert is not None:
            self._advert.changed()

    def _advert_failed(self, exc: Exception) -> None:
        self._emit("error", f"cannot publish the table: {exc}")
