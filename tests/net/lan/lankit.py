"""Shared pieces of the LAN tests: endpoints on loopback, and hand-driven handshakes.

A hostile peer is written here with the ``noiseprotocol`` package directly (it is the
adversary, not the code under test), reusing ``net.lan.handshake``'s hello encoding so that it
can forge exactly one thing at a time.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from noise.connection import Keypair, NoiseConnection

from net.lan.endpoint import Endpoint, Limits
from net.lan.handshake import (
    NOISE_PROTOCOL,
    PROLOGUE,
    LocalPeer,
    decode_hello,
    new_static_key,
    static_public,
    write_frame,
)
from net.protocol.identity import Identity
from net.protocol.wire import read_frame

HOST = "127.0.0.1"
GAME = "hypnose/1/96c504f4c3197bb3"

FAST = Limits(handshake_timeout=0.5, connect_rate=1000.0, connect_burst=1000)
"""Short handshake deadline, no effective rate limit (tests of other things)."""


def peer(name: str, game: str | None = GAME) -> LocalPeer:
    return LocalPeer(Identity.generate(), name, game=game)


async def echo(channel) -> None:  # type: ignore[no-untyped-def]
    """An inbound handler answering every frame with ``echo:`` and the frame."""
    async for data in channel:
        await channel.send(b"echo:" + data)


async def listening(
    name: str = "Ana", *, limits: Limits = FAST, **options: object
) -> tuple[Endpoint, int]:
    endpoint = Endpoint(peer(name), on_channel=echo, limits=limits, **options)  # type: ignore[arg-type]
    port = await endpoint.listen([HOST], 0)
    return endpoint, port


async def open_raw(port: int, source: str | None = None):  # type: ignore[no-untyped-def]
    return await asyncio.open_connection(HOST, port, local_addr=(source, 0) if source else None)


async def hand_initiator(
    port: int,
    *,
    hello: Callable[[bytes, bytes], bytes],
    prologue: bytes = PROLOGUE,
    protocol: bytes = NOISE_PROTOCOL,
) -> tuple[NoiseConnection | None, asyncio.StreamReader, asyncio.StreamWriter]:
    """Run an initiator by hand; ``hello(static_public, h)`` makes the third message's payload.

    Returns the Noise state (None when this side could not read the second message: then it
    sends 64 bytes of junk as its third message, as a confused client would).
    """
    reader, writer = await open_raw(port)
    static = new_static_key()
    noise = NoiseConnection.from_name(protocol)
    noise.set_prologue(prologue)
    noise.set_keypair_from_private_bytes(Keypair.STATIC, static)
    noise.set_as_initiator()
    noise.start_handshake()
    symmetric = noise.noise_protocol.handshake_state.symmetric_state
    write_frame(writer, noise.write_message(b""))
    await writer.drain()
    second = await read_frame(reader, limit=4096)
    assert second is not None
    before = symmetric.h
    try:
        payload = noise.read_message(second)
    except Exception:
        write_frame(writer, bytes(64))
        await writer.drain()
        return None, reader, writer
    decode_hello(payload, noise.noise_protocol.handshake_state.rs.public_bytes, before)
    write_frame(writer, noise.write_message(hello(static_public(static), symmetric.h)))
    await writer.drain()
    return noise, reader, writer
