"""Bad input against a listening endpoint (issue 9, "Bad input against a running peer"):
random bytes, truncated and oversized frames, failed handshakes, stalled handshakes, a flood of
connections, garbage on an open channel. Each connection is closed with a logged reason that
names the address (and the identity once known), the listener keeps serving an honest peer,
and its memory stays bounded."""

from __future__ import annotations

import asyncio
import os
import random
import sys
from pathlib import Path

import pytest
from lankit import FAST, HOST, hand_initiator, listening, open_raw, peer
from noise.connection import Keypair, NoiseConnection

from net.errors import ChannelClosed
from net.lan.endpoint import Endpoint, Limits, ping
from net.lan.handshake import MAX_HANDSHAKE_MESSAGE, encode_hello, write_frame
from net.protocol.identity import Identity
from net.protocol.rejects import MAX_KEYS
from net.protocol.trust import fingerprint_code
from net.protocol.wire import HEADER

pytestmark = pytest.mark.network


async def honest_round_trip(port: int, source: str | None = None) -> None:
    channel = await Endpoint(peer("Honest"), limits=FAST).connect(HOST, port, source=source)
    await channel.send(b"still there?")
    assert await channel.recv() == b"echo:still there?"
    await channel.close()


async def closed_by_listener(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """Wait until the listener closes the connection (whatever it sent before)."""
    async with asyncio.timeout(5):
        while await reader.read(4096):
            pass
    writer.close()


async def refusal(endpoint: Endpoint, total: int) -> str:
    """The newest refusal's text, once ``total`` refusals were recorded."""
    for _ in range(250):
        if endpoint.refusals.total >= total:
            break
        await asyncio.sleep(0.02)
    assert endpoint.refusals.total >= total, list(endpoint.refusals)
    return endpoint.refusals.entries()[-1].detail


@pytest.mark.parametrize(
    ("name", "data", "reason"),
    [
        ("random bytes", random.Random(9).randbytes(300), "declared frame length"),
        ("truncated header", b"\x00\x00", "ended 2 bytes into a frame header"),
        ("truncated frame", HEADER.pack(32) + b"x" * 10, "truncated frame: 10 of 32 bytes"),
        ("oversized frame", HEADER.pack(2**31) + b"x" * 100, "exceeds the limit"),
        ("empty first frame", HEADER.pack(0), "has 0 bytes, not 32: not a Hypnose handshake"),
        ("http", b"GET / HTTP/1.1\r\nHost: x\r\n\r\n", "exceeds the limit"),
    ],
)
async def test_garbage_before_the_handshake_is_refused_by_address(
    name: str, data: bytes, reason: str, caplog: pytest.LogCaptureFixture
) -> None:
    endpoint, port = await listening()
    try:
        reader, writer = await open_raw(port)
        writer.write(data)
        await writer.drain()
        writer.write_eof()
        await closed_by_listener(reader, writer)
        detail = await refusal(endpoint, 1)
        assert reason in detail, detail
        assert detail.startswith("refused 127.0.0.1:")
        assert "127.0.0.1:" in caplog.text and reason in caplog.text
        await honest_round_trip(port)
    finally:
        await endpoint.close()


async def test_a_wrong_prologue_fails_the_handshake() -> None:
    endpoint, port = await listening()
    try:
        noise, reader, writer = await hand_initiator(
            port, hello=lambda s, h: b"", prologue=b"someone-else/v1"
        )
        assert noise is None  # it could not read our second message: the prologues differ
        await closed_by_listener(reader, writer)
        detail = await refusal(endpoint, 1)
        assert "reading the third handshake message failed" in detail
        await honest_round_trip(port)
    finally:
        await endpoint.close()


async def test_another_noise_pattern_fails_the_handshake() -> None:
    """An IK initiator (first message e, es, s, ss: 96 bytes) is not an XX handshake."""
    endpoint, port = await listening()
    try:
        reader, writer = await open_raw(port)
        noise = NoiseConnection.from_name(b"Noise_IK_25519_ChaChaPoly_SHA256")
        noise.set_keypair_from_private_bytes(Keypair.STATIC, os.urandom(32))
        noise.set_keypair_from_public_bytes(Keypair.REMOTE_STATIC, os.urandom(32))
        noise.set_as_initiator()
        noise.start_handshake()
        write_frame(writer, noise.write_message(b""))
        await writer.drain()
        await closed_by_listener(reader, writer)
        assert "has 96 bytes, not 32" in await refusal(endpoint, 1)
        await honest_round_trip(port)
    finally:
        await endpoint.close()


async def test_a_junk_third_message_and_a_junk_hello_are_refused() -> None:
    endpoint, port = await listening()
    try:
        noise, reader, writer = await hand_initiator(port, hello=lambda s, h: b"\x93\x01\x02\x03")
        assert noise is not None
        await closed_by_listener(reader, writer)
        assert "the hello is not the map" in await refusal(endpoint, 1)
        await honest_round_trip(port)
    finally:
        await endpoint.close()


@pytest.mark.parametrize("sent", [b"", "first message"])
async def test_a_stalled_handshake_times_out(sent: object) -> None:
    endpoint, port = await listening(limits=Limits(handshake_timeout=0.3))
    try:
        reader, writer = await open_raw(port)
        if sent:
            write_frame(writer, os.urandom(32))  # a plausible first message, then silence
            await writer.drain()
        await closed_by_listener(reader, writer)
        assert "no handshake within 0.3 s" in await refusal(endpoint, 1)
        await honest_round_trip(port)
    finally:
        await endpoint.close()


async def test_a_flood_of_connections_is_rate_limited_per_address(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """300 connections from 127.0.0.1 in a burst: after the bucket's 10, each is refused before
    anything is read; the log gets a handful of lines, the refusal log stays bounded, and an
    honest peer at another address (127.0.0.2) is served meanwhile."""
    limits = Limits(handshake_timeout=0.5, connect_rate=0.5, connect_burst=10)
    endpoint, port = await listening(limits=limits)
    try:
        for _ in range(300):
            _, writer = await open_raw(port)
            writer.close()
        await honest_round_trip(port, source="127.0.0.2")
        await refusal(endpoint, 300)
        rate = [e for e in endpoint.refusals.entries() if e.kind == "rate"]
        assert len(rate) == 1 and rate[0].peer == "127.0.0.1" and rate[0].count >= 285
        assert "too many connection attempts from 127.0.0.1" in rate[0].detail
        assert len(endpoint.refusals) <= MAX_KEYS
        assert len(endpoint._limiter) == 2
        lines = [
            r
            for r in caplog.records
            if r.name == "net.lan.endpoint" and "refused" in r.getMessage()
        ]
        assert 2 <= len(lines) <= 10, len(lines)
        assert any("(100 times from 127.0.0.1)" in r.getMessage() for r in lines)
    finally:
        await endpoint.close()


async def test_handshakes_at_once_are_capped() -> None:
    limits = Limits(handshake_timeout=2.0, connect_rate=100.0, connect_burst=100, max_handshakes=3)
    endpoint, port = await listening(limits=limits)
    try:
        stalled = [await open_raw(port) for _ in range(3)]
        reader, writer = await open_raw(port)
        await closed_by_listener(reader, writer)
        assert "too many handshakes at once" in await refusal(endpoint, 1)
        for _, w in stalled:
            w.close()
        await asyncio.sleep(0.1)
        await honest_round_trip(port)
    finally:
        await endpoint.close()


# --- garbage on an authenticated channel: the identity is named --------------------------


async def hostile_channel(port: int):  # type: ignore[no-untyped-def]
    mallory = peer("Mallory")
    noise, reader, writer = await hand_initiator(
        port, hello=lambda s, h: encode_hello(mallory, s, h)
    )
    assert noise is not None
    admission = await reader.readexactly(4 + 16 + 8)  # {admit: true}, encrypted
    assert noise.decrypt(admission[4:]) == b"\x81\xa5admit\xc3"
    return mallory, noise, reader, writer


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("flipped bit", "failed authentication (NoiseInvalidMessage)"),
        ("replayed frame", "failed authentication"),
        ("oversized", "declared frame length 65017 exceeds the limit 65016"),
        ("short", "shorter than a tag"),
        ("truncated", "truncated frame"),
    ],
)
async def test_garbage_on_an_open_channel_closes_it_naming_the_peer(
    name: str, reason: str, caplog: pytest.LogCaptureFixture
) -> None:
    endpoint, port = await listening()
    try:
        mallory, noise, reader, writer = await hostile_channel(port)
        good = noise.encrypt(b"fine")
        if name == "flipped bit":
            frame = bytearray(good)
            frame[3] ^= 1
            write_frame(writer, frame)
        elif name == "replayed frame":
            write_frame(writer, good)
            write_frame(writer, good)
        elif name == "oversized":
            writer.write(HEADER.pack(65_017))
        elif name == "short":
            write_frame(writer, b"123")
        else:
            writer.write(HEADER.pack(100) + b"x" * 50)
            writer.write_eof()
        await writer.drain()
        await closed_by_listener(reader, writer)
        detail = await refusal(endpoint, 1)
        assert reason in detail, detail
        assert f"Mallory [{fingerprint_code(mallory.identity.public_key)}]" in detail
        assert "at 127.0.0.1:" in detail and "Mallory [" in caplog.text
        await honest_round_trip(port)
    finally:
        await endpoint.close()


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        (b"\x91\xc1", "malformed msgpack"),  # a reserved msgpack byte
        (b"\x91" * 100 + b"\xc0", "nesting deeper than 32"),
        (b"\xc0\xc0", "trailing bytes"),
    ],
)
async def test_a_malformed_payload_closes_a_channel_read_as_data(
    payload: bytes, reason: str
) -> None:
    async def strict(channel) -> None:  # type: ignore[no-untyped-def]
        while True:
            await channel.send_data({"got": await channel.recv_data()})

    endpoint = Endpoint(peer("Ana"), on_channel=strict, limits=FAST)
    port = await endpoint.listen([HOST], 0)
    try:
        channel = await Endpoint(peer("Mallory"), limits=FAST).connect(HOST, port)
        await channel.send(b"\x01")
        assert await channel.recv_data() == {"got": 1}
        await channel.send(payload)
        with pytest.raises(ChannelClosed, match="peer closed it"):
            await channel.recv()
        detail = await refusal(endpoint, 1)
        assert "Mallory [" in detail and reason in detail, detail
        await honest_round_trip_strict(port)
    finally:
        await endpoint.close()


async def honest_round_trip_strict(port: int) -> None:
    channel = await Endpoint(peer("Honest"), limits=FAST).connect(HOST, port)
    await channel.send_data(["fine", 2])
    assert await channel.recv_data() == {"got": ["fine", 2]}
    await channel.close()


def test_the_handshake_limit_holds_a_real_hello() -> None:
    assert MAX_HANDSHAKE_MESSAGE >= 32 + 48 + 640 + 16


async def test_a_listener_process_survives_every_kind_of_garbage() -> None:
    """The listener in its own process: after random bytes, oversized and truncated frames, a
    failed handshake and a forged hello, it is still running and serves an honest peer."""
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        str(Path(__file__).with_name("opener.py")),
        "Target",
        "--no-discovery",
        stdout=asyncio.subprocess.PIPE,
    )
    try:
        assert child.stdout is not None
        line = (await asyncio.wait_for(child.stdout.readline(), 30)).decode().split()
        port = int(line[1])
        rng = random.Random(5)
        for data in (
            rng.randbytes(5000),
            HEADER.pack(2**32 - 1),
            HEADER.pack(32) + b"x",
            HEADER.pack(96) + rng.randbytes(96),
        ):
            reader, writer = await open_raw(port)
            writer.write(data)
            writer.write_eof()
            await closed_by_listener(reader, writer)
        _, reader, writer = await hand_initiator(
            port, hello=lambda s, h: encode_hello(peer("Ana"), s, h, signer=Identity.generate())
        )
        await closed_by_listener(reader, writer)
        assert child.returncode is None
        assert await ping(HOST, port)
        await honest_round_trip(port)
    finally:
        child.kill()
        await child.wait()
