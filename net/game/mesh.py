"""The game's network once it starts: every client linked to every other, and its watchers.

A ``Mesh`` is one client's side. It keeps one channel (``net.lan.channel``: Noise, bound to an
identity) to each other client of the table, accepting only the identities the seating names
(and, where the table allows them, watchers); each seat this client plays has a
``SeatTransport`` (``net.session.transport.Transport``) over it. Messages between two seats of this
client never touch a socket.

- **Everything to everyone, each sender in order.** A seat's broadcast goes once to each other
  client (which hands it to every seat it plays) and to this client's other seats; one TCP
  connection per pair keeps each sender's order. Frames are small msgpack lists:
  ``["m", from_seat, to_seat or nil, message]``, ``["have", [[seat, count]...]]``, ``["ping"]``,
  ``["say", statement]`` and ``["fin"]``.
- **Nothing leaves before it is on disk.** What the seats send waits in an outbox until the
  owner has synced their journals and calls :meth:`Mesh.release` (``net.dealer.durable``).
- **Links come back.** The client with the lower identity key dials; the other dials too when
  it has had no link for a while (it may have restarted elsewhere). When two channels exist for
  one pair, the one dialed by the lower key stays. A link silent for ``silent_after`` seconds is
  closed (pings keep a quiet link alive) and dialed again with backoff. On every new link each
  side says how many messages of each seat it holds (``have``), and the other sends what is
  missing; duplicates are harmless. A message still missing is asked for by the dealers' own
  ``want`` requests, which any holder answers.
- **Watchers** are channels from identities outside the table, admitted when the seating allows
  them (``net.game.audience``: each is sent the whole game at its own pace and never slows the
  players). :meth:`Mesh.remove_watcher` closes one and refuses it from then on.

Every frame that does not fit (a seat its client does not play, a malformed list) closes that
channel with a reason naming the peer, logged through the endpoint's bounded refusal log.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import socket
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from net.errors import ChannelClosed, ChannelError
from net.game.audience import Watchers
from net.game.catchup import CatchUp
from net.game.link import Link, megabytes
from net.lan.channel import Channel
from net.lan.endpoint import Endpoint, Limits
from net.lan.handshake import Hello, LocalPeer
from net.protocol.identity import Identity
from net.protocol.rejects import RejectLog, worth_logging
from net.protocol.resends import Resends
from net.protocol.seating import PeerAddress, Seating
from net.protocol.trust import fingerprint_code
from net.protocol.wire import encode
from net.session.transport import Receiver

log = logging.getLogger(__name__)

MAX_SAY = 16 * 1024
"""Largest statement frame (``net.protocol.statements``: a secret lists its seat's reorders)."""
MAX_HAVE = 64


@dataclass(frozen=True)
class MeshLimits:
    """Times and bounds of the mesh; tests shorten the times."""

    ping_every: float = 1.0
    """Seconds of quiet on a link before it sends a ping."""
    silent_after: float = 6.0
    """Seconds without a frame after which a link is closed and dialed again."""
    second_dial: float = 1.5
    """Seconds the higher key waits, without a link, before it dials too."""
    backoff: float = 0.2
    backoff_max: float = 4.0
    watcher_stall: float = 10.0
    """Seconds a watcher may take to accept one frame before it is dropped."""
    watcher_buffer: int = 128 * 1024
    """Bytes this client keeps queued for one watcher at most (the rest waits its turn)."""
    max_watchers: int = 16
    player_buffer: int = 4 * 1024 * 1024
    """Bytes this client queues for one player's client at most: a frame that would pass it
    closes the link (the client may dial again and catch up). An honest game's largest burst,
    the start's shuffles at four players, is about 270 KB in all."""
    unread_limit: int = 1024 * 1024
    unread_for: float = 10.0
    """A player's client that leaves more than ``unread_limit`` bytes queued for more than
    ``unread_for`` seconds is disconnected, named in the log with the reason: both far above
    an honest client busy verifying the start's shuffles, so only one that stopped reading
    meets them (``net.protocol.resends`` keeps what it can ask for small)."""
    endpoint: Limits = field(default_factory=Limits)


def redial_delay(failures: int, limits: MeshLimits, draw: float) -> float:
    """Seconds before dialing again after ``failures`` failed dials in a row: ``backoff``
    after the first, doubling, jittered by ``draw`` (in [0, 1): from half to one and a half
    times) and never past ``backoff_max`` (the first wait was twice ``backoff``, and the
    jitter took the last past its bound: up to 6 s where 4 were meant)."""
    base = limits.backoff * 2 ** min(max(failures, 1) - 1, 16)
    return min(limits.backoff_max, base * (0.5 + draw))


class Holdings(Protocol):
    """The messages this client holds (its seats' verifiers), for resends and watchers."""

    def counts(self) -> dict[int, int]:
        """Seat -> how many of its messages are held (a contiguous prefix of its chain)."""
        ...

    def chain(self, seat: int, start: int) -> list[tuple[int, bytes]]:
        """``seat``'s held messages from seq ``start``, each with a local seat holding it."""
        ...

    def history(self, start: int) -> list[tuple[int, bytes]]:
        """The held messages from the ``start``-th on, as (seat, wire), in the order this
        client accepted them (one a replica can take)."""
        ...


Deliver = Callable[[int, int | None, bytes], None]
"""``(from_seat, to_seat or None for every seat of this client, message)``."""


class SeatTransport:
    """One seat's ``Transport`` on the mesh: what it sends waits in the mesh's outbox."""

    def __init__(self, mesh: Mesh, seat: int) -> None:
        self.mesh = mesh
        self.seat = seat
        self.receiver: Receiver | None = None

    def broadcast(self, data: bytes) -> None:
        self.mesh.outbox.append((self.seat, None, data))

    def send(self, to: int, data: bytes) -> None:
        self.mesh.outbox.append((self.seat, to, data))

    def listen(self, receiver: Receiver) -> None:
        self.receiver = receiver


class Mesh:
    """One client's links to the others of its table (see the module)."""

    def __init__(
        self,
        seating: Seating,
        identity: Identity,
        name: str,
        *,
        holdings: Holdings,
        deliver: Deliver,
        on_say: Callable[[int, bytes], None] | None = None,
        endpoint: Endpoint | None = None,
        hosts: tuple[str, ...] = ("127.0.0.1",),
        port: int = 0,
        limits: MeshLimits | None = None,
        listening: Sequence[socket.socket] = (),
    ) -> None:
        """``listening``: sockets listening already (another endpoint's, handed over with
        ``Endpoint.hand_over``), served in place of new ones on ``hosts`` and ``port``."""
        self.seating = seating
        self.terms = seating.terms
        self.roster = seating.terms.roster()
        self.identity = identity
        self.key = identity.public_key
        self.name = name
        self.limits = limits or MeshLimits()
        self.holdings = holdings
        self.deliver = deliver
        self.on_say = on_say
        self.hosts = hosts
        self.port = port
        self.listening = tuple(listening)
        self.local_seats = tuple(seating.seats)
        self.clients: dict[int, PeerAddress] = dict(seating.clients)
        self.me = next((c for c, a in self.clients.items() if a.key == self.key), None)
        if self.me is None:
            raise ValueError("this client's identity is not one of the seating's clients")
        self.others = tuple(c for c in sorted(self.clients) if c != self.me)
        self._by_key = {a.key: c for c, a in self.clients.items()}
        self.local = LocalPeer(identity, name, game=self.terms.game)
        self._own_endpoint = endpoint is None
        self.endpoint = endpoint or Endpoint(self.local, limits=self.limits.endpoint)
        self.endpoint.local = self.local
        self.endpoint.on_channel = self._inbound
        self.endpoint.authorize = self._authorize
        self.transports = {seat: SeatTransport(self, seat) for seat in self.local_seats}
        self.outbox: list[tuple[int, int | None, bytes]] = []
        self.links: dict[int, Link] = {}
        self.fins: set[int] = set()
        self.rejects = RejectLog()
        self.resends = Resends()
        """What each other client has been sent again lately (its catch-ups here, and the
        answers to its requests by this client's dealers, which share it)."""
        self._said: list[bytes] = []
        self._finished = False
        self._tasks: set[asyncio.Task[Any]] = set()
        self._changed = asyncio.Event()
        """Set when a link comes or goes, or a client finishes (one waiter: the owner)."""
        self._wake = {seat: asyncio.Event() for seat in self.others}
        """Set to make a dial loop try at once (a new address)."""
        self._closing = False
        self.frames_out = 0
        self.bytes_out = 0
        self.room: Callable[[], Awaitable[Any]] | None = None
        """Awaited before each frame is read: the owner's backpressure (its inbox is full)."""
        limits = self.limits
        self.watching = Watchers(holdings, allowed=seating.watchers_allowed,
                                 most=limits.max_watchers, stall=limits.watcher_stall,
                                 buffer=limits.watcher_buffer, refuse=self._refuse,
                                 spawn=self._spawn)  # fmt: skip

    # --- starting and stopping ------------------------------------------------------------

    async def start(self) -> int:
        """Listen (unless the lobby's endpoint listens already) and start dialing; the port."""
        if not self.endpoint.addresses:  # not listening yet
            self.port = await self.endpoint.listen(
                list(self.hosts), self.port, sockets=self.listening
            )
        else:
            self.port = self.endpoint.port
        for other in self.others:
            self._spawn(self._dial_loop(other))
        self._spawn(self._keepalive())
        return self.port

    def _spawn(self, coroutine: Any) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def close(self) -> None:
        """Close every link (watchers get a moment to take the last messages) and the
        endpoint if the mesh made it."""
        self._closing = True
        await self.watching.catch_up(min(5.0, self.limits.watcher_stall))
        links = [*self.links.values(), *self.watching.links.values()]
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        for link in links:
            await link.channel.close("the game is over here")
        self.links.clear()
        self.watching.links.clear()
        if self._own_endpoint:
            await self.endpoint.close()

    def update_address(self, seat: int, host: str, port: int) -> None:
        """A client announced a new address (it restarted, or its network changed)."""
        old = self.clients.get(seat)
        if old is not None and (old.host, old.port) != (host, port):
            self.clients[seat] = PeerAddress(old.key, old.name, host, port)
            log.info("%s now listens at %s:%d", old.name, host, port)
            self._wake[seat].set()

    # --- who may connect --------------------------------------------------------------------

    def _authorize(self, hello: Hello) -> str | None:
        seat = self._by_key.get(hello.key)
        if seat is not None:
            return None if seat != self.me else "this is our own identity"
        return self.watching.refusal(hello)

    def _dialed_by_lower(self, channel: Channel) -> bool:
        dialer = self.key if channel.initiator else channel.peer.key
        return dialer == min(self.key, channel.peer.key)

    def _adopt(self, channel: Channel) -> Link | None:
        """Make ``channel`` the link to its client (or a watcher's), or refuse it."""
        now = asyncio.get_running_loop().time()
        seat = self._by_key.get(channel.peer.key)
        if seat is None:
            link = Link(channel, None, now)
            self.watching.add(link)
            return link
        existing = self.links.get(seat)
        if existing is not None and not existing.channel.closed:
            if self._dialed_by_lower(existing.channel) and not self._dialed_by_lower(channel):
                return None
            self._spawn(existing.channel.close("a newer channel replaces it"))
        link = Link(channel, seat, now)
        link.cap, link.overflow = self.limits.player_buffer, self._overflowed
        link.catchup = CatchUp(link, seat, self.holdings, self.resends, self._spawn)
        self.links[seat] = link
        counts = self.holdings.counts()
        link.write(encode(["have", [[s, c] for s, c in sorted(counts.items())]]), now)
        for statement in self._said:
            link.write(encode(["say", statement]), now)
        if self._finished:
            link.write(encode(["fin"]), now)
        self._changed.set()
        return link

    async def _inbound(self, channel: Channel) -> None:
        link = self._adopt(channel)
        if link is None:
            await channel.close(f"a link with {channel.peer.name} is open already")
            return
        await self._read(link)

    async def _dial_loop(self, seat: int) -> None:
        """Keep a link to the client playing ``seat``: dial whenever there is none (the
        higher key only after ``second_dial`` seconds without one), with backoff."""
        limits = self.limits
        peer_key = self.clients[seat].key
        first = self.key < peer_key
        wake = self._wake[seat]
        delay = 0.0 if first else limits.second_dial
        failures = 0
        while not self._closing:
            link = self.links.get(seat)
            if link is not None and not link.channel.closed:
                await link.gone.wait()
                delay = 0.0 if first else limits.second_dial
                continue
            if delay:
                wake.clear()
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(delay):
                        await wake.wait()
            link = self.links.get(seat)
            if link is not None and not link.channel.closed:
                continue
            address = self.clients[seat]
            if not address.port:  # not known yet: discovery will tell (update_address)
                wake.clear()
                await wake.wait()
                delay = 0.0
                continue
            try:
                channel = await self.endpoint.connect(address.host, address.port, expect=peer_key)
            except ChannelError as exc:
                failures += 1
                if worth_logging(failures):
                    log.info("no link to %s yet (%s)", address.name, exc)
                delay = redial_delay(failures, limits, random.random())  # jitter, not a secret
                continue
            failures = 0
            adopted = self._adopt(channel)
            if adopted is None:
                await channel.close(f"a link with {address.name} is open already")
                delay = limits.second_dial
                continue
            self._spawn(self._read(adopted))

    # --- frames in --------------------------------------------------------------------------

    async def _read(self, link: Link) -> None:
        loop = asyncio.get_running_loop()
        try:
            while True:
                if self.room is not None:
                    await self.room()
                try:
                    frame = await link.channel.recv_data()
                except ChannelClosed:
                    return
                link.heard = loop.time()
                problem = self._take(link, frame)
                if problem is not None:
                    self._refuse(link, problem)
                    await link.channel.close(problem)
                    return
        finally:
            self._forget(link)

    def _forget(self, link: Link, reason: str | None = None) -> None:
        if link.catchup is not None:
            link.catchup.stop()
        if link.controller is None:
            self.watching.forget(link)
        elif self.links.get(link.controller) is link:
            del self.links[link.controller]
            log.info("link to %s lost: %s", link.label, reason or link.channel.close_reason)
            self._changed.set()
        link.gone.set()

    def _disconnect(self, link: Link, reason: str) -> None:
        """Close a player's link for what its client did (named in the log): it may dial
        again, and catch up."""
        if link.channel.closed:
            return
        log.warning("disconnected %s: %s", link.label, reason)
        self._refuse(link, reason)
        self._spawn(link.channel.close(reason))
        self._forget(link, reason)

    def _overflowed(self, link: Link, reason: str) -> None:
        self._disconnect(link, f"{reason}, past the {megabytes(self.limits.player_buffer)} cap")

    def _refuse(self, link: Link, reason: str) -> None:
        self.endpoint.refuse(link.channel.address[0], "mesh", f"{link.label}: {reason}")
        self.rejects.add(link.label, "mesh", reason)

    def _take(self, link: Link, frame: object) -> str | None:
        """Act on one frame; the reason to close the link when it does not fit."""
        if type(frame) is not list or not frame or type(frame[0]) is not str:
            return "sent a frame that is not a mesh frame"
        tag = frame[0]
        if tag == "ping" and len(frame) == 1:
            return None
        if link.controller is None:
            return f"a watcher sent a {tag!r:.20} frame (watchers only listen)"
        if tag == "m":
            return self._take_message(link, frame)
        if tag == "have":
            return self._take_have(link, frame)
        if tag == "say" and len(frame) == 2 and type(frame[1]) is bytes:
            if len(frame[1]) > MAX_SAY:
                return f"sent a statement of {len(frame[1])} bytes"
            if self.on_say is not None:
                self.on_say(link.controller, frame[1])
            return None
        if tag == "fin" and len(frame) == 1:
            self.fins.add(link.controller)
            self._changed.set()
            return None
        return f"sent a malformed {tag!r:.20} frame"

    def _take_message(self, link: Link, frame: list[Any]) -> str | None:
        if len(frame) != 4:
            return "sent a message frame that is not [m, from, to, message]"
        _, source, target, data = frame
        if type(source) is not int or source not in self.roster.keys:
            return f"sent a message from seat {source!r:.20}, not a seat of this game"
        if self.terms.controller(source) != link.controller:
            return f"sent a message as seat {source}, which its client does not play"
        if target is not None and (type(target) is not int or target not in self.local_seats):
            return f"sent a message to seat {target!r:.20}, not a seat this client plays"
        if type(data) is not bytes:
            return "sent a message that is not bytes"
        self.deliver(source, target, data)
        return None

    def _take_have(self, link: Link, frame: list[Any]) -> str | None:
        entries = frame[1] if len(frame) == 2 else None
        if type(entries) is not list or len(entries) > MAX_HAVE:
            return "sent a malformed have frame"
        theirs: dict[int, int] = {}
        for entry in entries:
            if type(entry) is not list or len(entry) != 2 or not all(type(x) is int for x in entry):
                return "sent a malformed have frame"
            theirs[entry[0]] = entry[1]
        assert link.catchup is not None
        link.catchup.have(theirs)
        return None

    # --- frames out -------------------------------------------------------------------------

    def take_outbox(self) -> list[tuple[int, int | None, bytes]]:
        """What the seats sent since the last call (to release once it is on disk)."""
        outbox, self.outbox = self.outbox, []
        return outbox

    def release(self, outbox: list[tuple[int, int | None, bytes]]) -> None:
        """Send what the seats sent (``take_outbox``), now that their journals are synced."""
        now = asyncio.get_running_loop().time()
        for source, target, data in outbox:
            if target is not None:
                if target in self.transports:
                    self.deliver(source, target, data)
                    continue
                self._to_client(self.terms.controller(target), ["m", source, target, data], now)
                continue
            for seat in self.local_seats:
                if seat != source:
                    self.deliver(source, seat, data)
            frame = encode(["m", source, None, data])
            for other in self.others:
                self._write(other, frame, now)

    def _to_client(self, seat: int, frame: list[Any], now: float) -> None:
        self._write(seat, encode(frame), now)

    def _write(self, seat: int, frame: bytes, now: float) -> None:
        link = self.links.get(seat)
        if link is not None and link.write(frame, now):
            self.frames_out += 1
            self.bytes_out += len(frame)

    def notify_watchers(self) -> None:
        """New messages are held (synced): the watchers may have them."""
        self.watching.notify()

    def remove_watcher(self, key: bytes, reason: str = "removed by the table's opener") -> bool:
        """Close a watcher's channel and refuse it from now on; False if it is not here."""
        return self.watching.remove(key, reason)

    @property
    def watchers(self) -> dict[bytes, Link]:
        return self.watching.links

    def say(self, statement: bytes) -> None:
        """Send a statement to every client now, and to every link made later."""
        if len(statement) > MAX_SAY:
            raise ValueError(f"a statement is at most {MAX_SAY} bytes")
        self._said.append(statement)
        now = asyncio.get_running_loop().time()
        frame = encode(["say", statement])
        for other in self.others:
            self._write(other, frame, now)

    def finish(self) -> None:
        """Tell every client this one's game is over (it lingers to answer requests)."""
        if self._finished:
            return
        self._finished = True
        now = asyncio.get_running_loop().time()
        for other in self.others:
            self._write(other, encode(["fin"]), now)

    @property
    def everyone_finished(self) -> bool:
        return set(self.others) <= self.fins

    async def wait_changed(self, timeout: float) -> None:
        """Wait until a link or a fin changes (or ``timeout`` seconds)."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(timeout):
                self._changed.clear()
                await self._changed.wait()

    # --- liveness ---------------------------------------------------------------------------

    async def _keepalive(self) -> None:
        limits = self.limits
        ping = encode(["ping"])
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(min(limits.ping_every, limits.silent_after) / 2)
            now = loop.time()
            for link in [*self.links.values(), *self.watching.links.values()]:
                if now - link.heard > limits.silent_after and link.controller is not None:
                    reason = f"silent for {limits.silent_after:g} s"
                    self._spawn(link.channel.close(reason))
                    self._forget(link, reason)
                    continue
                if link.controller is not None and self._unread_too_long(link, now):
                    continue
                if now - link.said >= limits.ping_every:
                    link.write(ping, now)

    def _unread_too_long(self, link: Link, now: float) -> bool:
        """Disconnect a player's client that has left more than ``unread_limit`` unread for
        more than ``unread_for`` seconds (True if it did)."""
        limits = self.limits
        unsent = link.channel.unsent
        if unsent <= limits.unread_limit:
            link.unread_since = None
            return False
        if link.unread_since is None:
            link.unread_since = now
        if now - link.unread_since <= limits.unread_for:
            return False
        self._disconnect(link, f"left {megabytes(unsent)} unread for over {limits.unread_for:g} s")
        return True

    # --- what the user sees -----------------------------------------------------------------

    def connected(self, seat: int) -> bool:
        """Whether the client playing ``seat`` has a link open to this one."""
        owner = self.terms.controller(seat)
        if owner == self.me:
            return True
        link = self.links.get(owner)
        return link is not None and not link.channel.closed

    def describe_client(self, seat: int) -> str:
        address = self.clients[self.terms.controller(seat)]
        return f"{address.name} [{fingerprint_code(address.key)}]"
