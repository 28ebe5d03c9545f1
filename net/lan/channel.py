"""An open channel: encrypted, authenticated frames to one peer over one TCP connection.

After the handshake (``net.lan.handshake``) every frame is one Noise transport message: a 4-byte
big-endian length, then the ChaCha20-Poly1305 ciphertext of at most ``net.protocol.wire.MAX_FRAME``
bytes of payload plus its 16-byte tag. Each side's frames are numbered implicitly by the Noise
nonce, so a frame dropped, replayed, reordered or altered on the way fails authentication.

Whatever goes wrong on the receiving side (an oversized or truncated frame, a frame that does
not authenticate, ``InvalidTag``, a payload that is not plain data for :meth:`Channel.recv_data`)
closes the channel with a reason naming the peer and its address; the reason is logged once
and every later :meth:`Channel.recv` raises :class:`ChannelClosed` with it. Nothing raised here
escapes as anything but a ``ChannelError``.

Plain asyncio: ``send`` and ``recv`` may run in different tasks, but only one task may receive.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from typing import Any

from noise.connection import NoiseConnection

from net.errors import ChannelClosed, WireError
from net.lan.handshake import TAG_SIZE, Hello, write_frame
from net.protocol.wire import MAX_FRAME, decode, encode, read_frame

MAX_CIPHERTEXT = MAX_FRAME + TAG_SIZE
"""Largest encrypted frame on a channel; a declared length above it is refused unread."""

CLOSE_TIMEOUT = 2.0
"""Seconds a close waits for the socket to finish closing."""

log = logging.getLogger(__name__)


def peer_label(peer: Hello | None, address: tuple[str, int] | None) -> str:
    """How logs and messages name a peer: its name and code once known, always its address."""
    where = f"{address[0]}:{address[1]}" if address else "an unknown address"
    return f"{peer} at {where}" if peer is not None else where


class Channel:
    """One authenticated, encrypted connection to ``peer`` (its verified hello)."""

    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        noise: NoiseConnection,
        peer: Hello,
        address: tuple[str, int],
        *,
        initiator: bool,
        on_bad_input: Callable[[Channel, str, str], None] | None = None,
        on_close: Callable[[Channel], None] | None = None,
    ) -> None:
        self.peer = peer
        self.address = address
        self.initiator = initiator
        """True on the side that dialed."""
        self.close_reason: str | None = None
        self._reader = reader
        self._writer = writer
        self._noise = noise
        self._on_bad_input = on_bad_input
        self._on_close = on_close
        self.frames_in = 0
        self.frames_out = 0

    @property
    def label(self) -> str:
        return peer_label(self.peer, self.address)

    @property
    def closed(self) -> bool:
        return self.close_reason is not None

    def __repr__(self) -> str:
        state = f"closed: {self.close_reason}" if self.closed else "open"
        return f"Channel({self.label}, {state})"

    def limit_sending(self, buffered: int) -> None:
        """Keep at most about ``buffered`` bytes queued for this peer (this process's buffer and
        the system's send buffer), so that ``drain`` waits once a peer stops reading: for
        a watcher, which must never make its sender hold much for it."""
        import socket

        transport = self._writer.transport
        transport.set_write_buffer_limits(high=buffered // 2)  # type: ignore[attr-defined]
        sock = transport.get_extra_info("socket")
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, buffered // 2)

    @property
    def unsent(self) -> int:
        """Bytes queued in this process for the peer, not yet taken by the system (which holds
        up to its own send buffer more): what a peer that stops reading makes this side keep."""
        transport = self._writer.transport
        return 0 if transport.is_closing() else transport.get_write_buffer_size()

    # --- sending -------------------------------------------------------------------------

    def write(self, payload: bytes) -> None:
        """Encrypt ``payload`` and queue it at once (no waiting: ``drain`` applies backpressure).

        Raises :class:`ChannelClosed` on a closed channel and ``WireError`` for a payload over
        ``MAX_FRAME`` (the caller's mistake: the channel stays open).
        """
        if self.close_reason is not None:
            raise ChannelClosed(self.close_reason)
        if type(payload) is not bytes:
            raise WireError(f"a channel sends bytes, not {type(payload).__name__}")
        if len(payload) > MAX_FRAME:
            raise WireError(f"frame payload of {len(payload)} bytes exceeds the limit {MAX_FRAME}")
        write_frame(self._writer, self._noise.encrypt(payload))
        self.frames_out += 1

    async def drain(self) -> None:
        """Wait until the socket's buffer has room again."""
        try:
            await self._writer.drain()
        except (ConnectionError, OSError) as exc:
            self._close(f"the connection broke ({exc})")
            raise ChannelClosed(self.close_reason or "") from None

    async def send(self, payload: bytes) -> None:
        """``write`` then ``drain``."""
        self.write(payload)
        await self.drain()

    async def send_data(self, obj: Any) -> None:
        """Send plain data as canonical msgpack (``net.protocol.wire.encode``)."""
        await self.send(encode(obj))

    # --- receiving -----------------------------------------------------------------------

    async def recv(self) -> bytes:
        """The next frame's payload. Raises :class:`ChannelClosed` once the channel is closed:
        by either side, by a broken connection, or by bad input (then the reason is logged)."""
        if self.close_reason is not None:
            raise ChannelClosed(self.close_reason)
        try:
            data = await read_frame(self._reader, limit=MAX_CIPHERTEXT)
        except WireError as exc:
            raise self._refuse("bad frame", str(exc)) from None
        except (ConnectionError, OSError) as exc:
            self._close(f"the connection broke ({exc})")
            raise ChannelClosed(self.close_reason or "") from None
        if data is None:
            if self.close_reason is None:
                self._close("the peer closed it")
            raise ChannelClosed(self.close_reason or "")
        if len(data) < TAG_SIZE:
            raise self._refuse("bad frame", f"a frame of {len(data)} bytes is shorter than a tag")
        try:
            payload = self._noise.decrypt(data)
        except Exception as exc:  # InvalidTag, a depleted nonce: the stream can't be trusted
            raise self._refuse(
                "decryption", f"a frame failed authentication ({type(exc).__name__})"
            ) from None
        self.frames_in += 1
        return payload

    async def recv_data(self) -> Any:
        """The next frame decoded as plain data under ``net.protocol.wire``'s limits; malformed data
        closes the channel like any other bad input."""
        payload = await self.recv()
        try:
            return decode(payload)
        except WireError as exc:
            raise self._refuse("malformed", str(exc)) from None

    def __aiter__(self) -> AsyncIterator[bytes]:
        return self._frames()

    async def _frames(self) -> AsyncIterator[bytes]:
        """Every frame until the channel closes (for whatever reason: see ``close_reason``)."""
        while True:
            try:
                yield await self.recv()
            except ChannelClosed:
                return

    # --- closing -------------------------------------------------------------------------

    def _refuse(self, kind: str, detail: str) -> ChannelClosed:
        self._close(detail, quiet=True)
        reason = self.close_reason or detail
        if self._on_bad_input is not None:
            self._on_bad_input(self, kind, reason)
        else:
            log.warning("%s", reason)
        return ChannelClosed(reason)

    def _close(self, why: str, *, quiet: bool = False) -> None:
        if self.close_reason is None:
            self.close_reason = f"channel with {self.label} closed: {why}"
            if not quiet:
                log.info("%s", self.close_reason)
            if self._on_close is not None:
                self._on_close(self)
        with contextlib.suppress(Exception):
            self._writer.close()

    async def close(self, reason: str = "closed by this side") -> None:
        """Close the channel (the peer's ``recv`` then ends) and wait for the socket.

        A socket closes only once its unsent bytes are gone; a peer that stopped reading would
        keep it (and this side's ``recv``) open for ever, so after ``CLOSE_TIMEOUT`` the
        connection is aborted and the unsent bytes are dropped."""
        self._close(reason)
        try:
            async with asyncio.timeout(CLOSE_TIMEOUT):
                await self._writer.wait_closed()
        except TimeoutError:
            self._writer.transport.abort()
        except Exception:  # the connection broke on its own: it is closed all the same
            pass
