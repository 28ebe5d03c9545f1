"""One client's end of the LAN: it listens for channels, dials them, and answers pings.

An :class:`Endpoint` owns this run's Noise static key and everything that guards the listening
sockets: a token bucket per address for connection attempts (``net.lan.ratelimit``), a cap on
handshakes running at once, a handshake deadline, and a bounded log of refusals
(``net.protocol.rejects``: memory stays bounded and a flood writes a handful of log lines). Every
refused connection is closed with a reason naming its address, and its identity once the
handshake proved one; nothing a peer sends can raise out of the listener.

After a handshake both sides compare versions with ``net.protocol.versions.compare`` (the dialer
gets :class:`VersionMismatch` with the words for its user; the listener logs the words for its
own) and the listener asks ``authorize`` (the lobby's or the mesh's rule: a roster, a table's
seats) whether this identity may connect at all. Accepted channels go to ``on_channel``, one
task per channel; when it returns, the channel is closed.

Liveness: a connection whose first frame is :data:`PING` is answered :data:`PONG` and closed,
without a handshake, so a browser can check that a table's opener still answers
(``net.lan.discovery``). Pings count against the same per-address bucket.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from net.errors import ChannelError, HandshakeError, NetError, Refused, VersionMismatch
from net.lan.channel import CLOSE_TIMEOUT, Channel, peer_label
from net.lan.handshake import (
    MAX_HANDSHAKE_MESSAGE,
    Handshaken,
    Hello,
    LocalPeer,
    initiate,
    new_static_key,
    respond,
    write_frame,
)
from net.lan.ratelimit import RateLimiter
from net.protocol.rejects import RejectLog, worth_logging
from net.protocol.versions import Mismatch, compare
from net.protocol.wire import read_frame

DEFAULT_PORT = 47_231
"""The game's TCP port (a firewall must let it through); another is taken when it is busy."""

ADMIT = "admit"
REASON = "reason"
"""The listener's first channel frame: ``{admit: true}``, or ``{admit: false, reason: words}``."""
MAX_REASON = 300
"""Characters of a refusal reason shown."""

PING = b"hypnose?"
PONG = b"hypnose!"
"""An unauthenticated liveness check and its answer (8 bytes, never a 32-byte handshake)."""

log = logging.getLogger(__name__)

Authorize = Callable[[Hello], str | None]
"""Given a peer's verified hello, None to accept it or a reason in words to refuse it."""
OnChannel = Callable[[Channel], Awaitable[None]]
OnRefused = Callable[[Hello, str, str], None]
"""Given a handshaken peer this listener refused, the kind (``version``, ``unauthorized``,
``busy``) and the words for this side's user."""


@dataclass(frozen=True)
class Limits:
    """What one listening endpoint tolerates; tests shorten the times."""

    handshake_timeout: float = 10.0
    """Seconds from accepting a connection to a finished handshake (also a dial's limit)."""
    connect_rate: float = 2.0
    """Connection attempts an address earns back per second..."""
    connect_burst: int = 10
    """...up to this many at once."""
    max_handshakes: int = 32
    """Handshakes running at once, from all addresses together."""
    max_channels: int = 64
    """Open inbound channels at once."""


async def _close_writer(writer: asyncio.StreamWriter) -> None:
    writer.close()
    with contextlib.suppress(Exception):
        async with asyncio.timeout(CLOSE_TIMEOUT):
            await writer.wait_closed()


async def ping(host: str, port: int, *, timeout: float = 2.0, source: str | None = None) -> bool:
    """Whether a Hypnose endpoint answers at ``host:port`` within ``timeout`` seconds."""
    writer = None
    try:
        async with asyncio.timeout(timeout):
            reader, writer = await asyncio.open_connection(
                host, port, local_addr=(source, 0) if source else None
            )
            write_frame(writer, PING)
            await writer.drain()
            return await read_frame(reader, limit=len(PONG)) == PONG
    except (TimeoutError, OSError, NetError):  # a stranger on that port is not ours either
        return False
    finally:
        if writer is not None:
            await _close_writer(writer)


class Endpoint:
    """This client's listening sockets and the channels it opens or accepts."""

    def __init__(
        self,
        local: LocalPeer,
        *,
        on_channel: OnChannel | None = None,
        authorize: Authorize | None = None,
        limits: Limits | None = None,
    ) -> None:
        self.local = local
        """What this client says of itself; the lobby replaces it when it opens a table."""
        self.on_channel = on_channel
        self.authorize = authorize
        self.on_refused: OnRefused | None = None
        """Told of every handshaken peer refused (the lobby shows it in words)."""
        self.limits = limits or Limits()
        self.refusals = RejectLog()
        """Refused connections and channels closed for bad input, by (address, kind)."""
        self._static = new_static_key()
        self._limiter = RateLimiter(self.limits.connect_rate, self.limits.connect_burst)
        self._servers: list[asyncio.Server] = []
        self._handshakes = 0
        self._writers: set[asyncio.StreamWriter] = set()
        self.channels: set[Channel] = set()
        """Open channels, inbound and outbound."""
        self.port = 0

    # --- refusals ------------------------------------------------------------------------

    def refuse(self, host: str, kind: str, reason: str) -> None:
        """Record a refusal (bounded) and log it when it is worth a line."""
        entry = self.refusals.add(host, kind, reason)
        if worth_logging(entry.count):
            times = f" ({entry.count} times from {host})" if entry.count > 1 else ""
            log.warning("%s%s", reason, times)

    def _bad_input(self, channel: Channel, kind: str, reason: str) -> None:
        self.refuse(channel.address[0], kind, reason)

    # --- listening -----------------------------------------------------------------------

    async def listen(
        self,
        hosts: Sequence[str],
        port: int = DEFAULT_PORT,
        *,
        sockets: Sequence[socket.socket] = (),
    ) -> int:
        """Listen on every address in ``hosts`` with one port: ``port``, or a free one when it
        is 0 or busy (logged); or, given ``sockets`` (another endpoint's, ``hand_over``), on
        those, taking the connections that waited in their queue. Returns the port."""
        if sockets:
            for sock in sockets:
                server = await asyncio.start_server(self._on_connection, sock=sock)
                self._servers.append(server)
            self.port = sockets[0].getsockname()[1]
            log.info("listening on %s port %d (handed over)", sockets[0].getsockname()[0],
                     self.port)  # fmt: skip
            return self.port
        if not hosts:
            raise ValueError("no address to listen on")
        try:
            first = await asyncio.start_server(self._on_connection, hosts[0], port)
        except OSError as exc:
            if port == 0:
                raise
            log.warning("port %d is busy on %s (%s): listening on another", port, hosts[0], exc)
            first = await asyncio.start_server(self._on_connection, hosts[0], 0)
        self._servers.append(first)
        self.port = first.sockets[0].getsockname()[1]
        for host in hosts[1:]:
            self._servers.append(await asyncio.start_server(self._on_connection, host, self.port))
        log.info("listening on %s port %d", ", ".join(hosts), self.port)
        return self.port

    def hand_over(self) -> list[socket.socket]:
        """Stop accepting connections here and give the listening sockets, still bound and
        listening, to another endpoint (its ``listen(sockets=...)``, on any thread's loop).
        A peer that dials in between waits in the kernel's queue and is taken by the next
        endpoint, where a port closed and opened again would refuse it, and its dial would
        back off (the window's lobby hands its port to the game's own thread: its players'
        links came up to 2 s late so). Channels open stay open."""
        sockets = [s.dup() for server in self._servers for s in server.sockets]
        for server in self._servers:
            server.close()
        self._servers.clear()
        return sockets

    @property
    def addresses(self) -> list[tuple[str, int]]:
        """Where this endpoint listens."""
        return [s.getsockname()[:2] for server in self._servers for s in server.sockets]

    async def _on_connection(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        try:
            address = writer.get_extra_info("peername")[:2]
        except (TypeError, IndexError):
            writer.close()
            return
        self._writers.add(writer)
        try:
            channel = await self._admit(reader, writer, address)
            if channel is not None:
                await self._serve(channel)
        except Exception:  # never let a peer's bytes take the listener down
            log.exception("the connection from %s failed", peer_label(None, address))
        finally:
            self._writers.discard(writer)
            await _close_writer(writer)

    async def _admit(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, address: tuple[str, int]
    ) -> Channel | None:
        host = address[0]
        where = peer_label(None, address)
        if not self._limiter.allow(host, asyncio.get_running_loop().time()):
            self.refuse(host, "rate", f"refused {where}: too many connection attempts from {host}")
            return None
        if self._handshakes >= self.limits.max_handshakes:
            self.refuse(host, "busy", f"refused {where}: too many handshakes at once")
            return None
        self._handshakes += 1
        try:
            async with asyncio.timeout(self.limits.handshake_timeout):
                first = await read_frame(reader, limit=MAX_HANDSHAKE_MESSAGE)
                if first is None:
                    self.refuse(host, "handshake", f"refused {where}: closed before a handshake")
                    return None
                if first == PING:
                    write_frame(writer, PONG)
                    await writer.drain()
                    return None
                done = await respond(reader, writer, self.local, self._static, first)
        except TimeoutError:
            self.refuse(
                host,
                "timeout",
                f"refused {where}: no handshake within {self.limits.handshake_timeout:g} s",
            )
            return None
        except (NetError, OSError) as exc:  # a bad frame, a failed handshake, a reset
            self.refuse(host, "handshake", f"refused {where}: {exc}")
            return None
        finally:
            self._handshakes -= 1
        return await self._accept(reader, writer, address, done)

    async def _accept(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        address: tuple[str, int],
        done: Handshaken,
    ) -> Channel | None:
        """Decide on a handshaken peer and tell it (the admission frame, in words)."""
        host, peer = address[0], done.peer
        channel = self._channel(reader, writer, address, done, initiator=False)
        mismatch = self._mismatch(peer)
        inbound = sum(1 for c in self.channels if not c.initiator)
        if mismatch is not None:
            kind, ours, theirs = "version", mismatch.ours, mismatch.theirs
        elif self.authorize is not None and (reason := self.authorize(peer)) is not None:
            kind, ours, theirs = "unauthorized", reason, f"{self.local.name} refused: {reason}"
        elif inbound >= self.limits.max_channels:
            kind, ours = "busy", "too many open channels"
            theirs = f"{self.local.name}'s client has too many open channels"
        else:
            await channel.send_data({ADMIT: True})
            log.info("channel open with %s (inbound)", channel.label)
            return channel
        self.refuse(host, kind, f"refused {channel.label}: {ours}")
        if self.on_refused is not None:
            try:
                self.on_refused(peer, kind, ours)
            except Exception:
                log.exception("a refusal handler failed")
        with contextlib.suppress(ChannelError):
            await channel.send_data({ADMIT: False, REASON: theirs})
        await channel.close(f"refused: {ours}")
        return None

    async def _serve(self, channel: Channel) -> None:
        self.channels.add(channel)
        try:
            if self.on_channel is not None:
                await self.on_channel(channel)
            else:
                async for _ in channel:  # nobody wants inbound channels: drain until closed
                    pass
        finally:
            self.channels.discard(channel)
            await channel.close("the channel's handler finished")

    # --- dialing -------------------------------------------------------------------------

    async def connect(
        self,
        host: str,
        port: int,
        *,
        expect: bytes | None = None,
        source: str | None = None,
    ) -> Channel:
        """Open a channel to ``host:port`` (from the address ``source``, when given).

        ``expect``: the identity key the peer must prove (a roster's). Raises
        :class:`VersionMismatch`, :class:`Refused`, ``HandshakeError`` or ``ChannelError``
        (unreachable, timed out), each in words; the connection is closed then.
        """
        address = (host, port)
        where = peer_label(None, address)
        writer = None
        try:
            async with asyncio.timeout(self.limits.handshake_timeout):
                reader, writer = await asyncio.open_connection(
                    host, port, local_addr=(source, 0) if source else None
                )
                done = await initiate(reader, writer, self.local, self._static)
        except TimeoutError:
            if writer is not None:
                await _close_writer(writer)
            raise ChannelError(
                f"{where} did not finish a handshake within {self.limits.handshake_timeout:g} s"
            ) from None
        except HandshakeError as exc:
            assert writer is not None
            await _close_writer(writer)
            raise HandshakeError(f"{where}: {exc}") from None
        except OSError as exc:
            if writer is not None:
                await _close_writer(writer)
            raise ChannelError(f"cannot reach {where}: {exc.strerror or exc}") from None
        peer = done.peer
        mismatch = self._mismatch(peer)
        problem: ChannelError | None = None
        if mismatch is not None:
            problem = VersionMismatch(mismatch, peer)
        elif expect is not None and peer.key != expect:
            problem = Refused(f"{peer_label(peer, address)} is not the peer expected there")
        if problem is not None:
            await _close_writer(writer)
            raise problem
        channel = self._channel(reader, writer, address, done, initiator=True)
        await self._admitted(channel)
        self.channels.add(channel)
        log.info("channel open with %s (outbound)", channel.label)
        return channel

    def _channel(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        address: tuple[str, int],
        done: Handshaken,
        *,
        initiator: bool,
    ) -> Channel:
        """The channel over a finished handshake, either way (its bad input and its end are
        this endpoint's to record)."""
        return Channel(reader, writer, done.noise, done.peer, address, initiator=initiator,
                       on_bad_input=self._bad_input, on_close=self.channels.discard)  # fmt: skip

    def _mismatch(self, peer: Hello) -> Mismatch | None:
        """How ``peer``'s protocol or game version differs from this client's, if it does."""
        local = self.local
        return compare(local.versions, peer.versions, our_name=local.name, their_name=peer.name)

    async def _admitted(self, channel: Channel) -> None:
        """Read the listener's admission frame; raise :class:`Refused` with its words."""
        try:
            async with asyncio.timeout(self.limits.handshake_timeout):
                verdict = await channel.recv_data()
        except TimeoutError:
            await channel.close("no admission")
            raise ChannelError(f"{channel.label} did not admit or refuse us in time") from None
        except ChannelError:
            raise Refused(f"{channel.label} closed the channel without admitting us") from None
        if verdict == {ADMIT: True}:
            return
        reason = verdict.get(REASON) if type(verdict) is dict else None
        await channel.close("refused by the peer")
        if type(reason) is str and verdict.get(ADMIT) is False:
            raise Refused(f"{channel.peer.name} refused the channel: {reason[:MAX_REASON]}")
        raise Refused(f"{channel.label} sent no admission but {verdict!r:.60}")

    # --- closing -------------------------------------------------------------------------

    async def close(self) -> None:
        """Stop listening and close every channel and connection in progress."""
        for server in self._servers:
            server.close()
        for channel in list(self.channels):
            await channel.close("this client is closing")
        for writer in list(self._writers):
            writer.close()
        for server in self._servers:
            with contextlib.suppress(Exception):
                async with asyncio.timeout(CLOSE_TIMEOUT):
                    await server.wait_closed()
        self._servers.clear()
        self.channels.clear()
