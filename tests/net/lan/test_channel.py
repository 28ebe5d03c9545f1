"""Channels over real sockets on 127.0.0.1: Noise XX bound to identities, frames both ways,
versions compared in words on both sides, admission and roster checks."""

from __future__ import annotations

import asyncio
import threading

import pytest
from lankit import FAST, GAME, HOST, echo, hand_initiator, listening, peer

from net.errors import ChannelClosed, HandshakeError, Refused, VersionMismatch
from net.lan.channel import MAX_CIPHERTEXT
from net.lan.endpoint import Endpoint, Limits
from net.lan.handshake import NOISE_MAX_MESSAGE, TAG_SIZE, LocalPeer, encode_hello
from net.protocol.identity import Identity
from net.protocol.trust import fingerprint_code
from net.protocol.versions import PROTOCOL
from net.protocol.wire import MAX_FRAME, WireError

pytestmark = pytest.mark.network


def test_a_full_frame_fits_one_noise_message() -> None:
    assert MAX_CIPHERTEXT == MAX_FRAME + TAG_SIZE <= NOISE_MAX_MESSAGE
    assert MAX_FRAME < 65_519


async def test_two_channels_handshake_and_exchange_frames_both_ways() -> None:
    received: list[bytes] = []
    opened = asyncio.Event()

    async def on_channel(channel) -> None:  # type: ignore[no-untyped-def]
        opened.set()
        assert channel.peer.name == "Bob" and not channel.initiator
        async for data in channel:
            received.append(data)
            await channel.send(b"to bob: %d" % len(data))

    ana = Endpoint(peer("Ana"), on_channel=on_channel, limits=FAST)
    port = await ana.listen([HOST], 0)
    bob = Endpoint(peer("Bob"), limits=FAST)
    try:
        channel = await bob.connect(HOST, port, expect=ana.local.identity.public_key)
        assert channel.initiator and channel.peer.name == "Ana"
        assert channel.peer.key == ana.local.identity.public_key
        assert channel.peer.code == fingerprint_code(ana.local.identity.public_key)
        assert channel.peer.versions.protocol == PROTOCOL and channel.peer.game == GAME
        await asyncio.wait_for(opened.wait(), 2)
        for data in (b"", b"one", b"x" * MAX_FRAME):
            await channel.send(data)
            assert await channel.recv() == b"to bob: %d" % len(data)
        await channel.send_data({"kind": "hello", "n": 1})
        assert (await channel.recv()).startswith(b"to bob: ")
        assert received[:2] == [b"", b"one"] and len(received) == 4
        assert channel.frames_out == 4 and channel.frames_in == 5  # and the admission
        with pytest.raises(WireError, match="exceeds the limit"):
            channel.write(b"x" * (MAX_FRAME + 1))
        assert not channel.closed  # the caller's mistake leaves the channel open
        assert bob.channels == {channel}
        await channel.close()
        assert not bob.channels  # a closed channel is forgotten: nothing piles up
        with pytest.raises(ChannelClosed):
            await channel.recv()
    finally:
        await bob.close()
        await ana.close()


async def test_closing_one_side_ends_the_other_sides_frames_with_a_reason() -> None:
    reasons: list[str] = []

    async def on_channel(channel) -> None:  # type: ignore[no-untyped-def]
        async for _ in channel:
            pass
        reasons.append(channel.close_reason)

    ana = Endpoint(peer("Ana"), on_channel=on_channel, limits=FAST)
    port = await ana.listen([HOST], 0)
    bob = Endpoint(peer("Bob"), limits=FAST)
    channel = await bob.connect(HOST, port)
    await channel.close()
    for _ in range(100):
        if reasons:
            break
        await asyncio.sleep(0.02)
    assert reasons and "Bob [" in reasons[0] and "the peer closed it" in reasons[0]
    await bob.close()
    await ana.close()


async def test_a_static_key_signed_by_another_identity_is_refused(caplog) -> None:  # type: ignore[no-untyped-def]
    """Mallory claims Ana's identity: her hello names Ana's key but only Mallory can sign."""
    ana = peer("Ana")
    mallory = Identity.generate()
    endpoint, port = await listening("Bob")
    try:
        forged, reader, writer = await hand_initiator(
            port, hello=lambda static, h: encode_hello(ana, static, h, signer=mallory)
        )
        assert forged is not None  # the Noise handshake itself went through
        assert await reader.read() == b""  # ...and the listener closed the connection
        writer.close()
        reasons = [str(r) for r in endpoint.refusals]
        assert len(reasons) == 1
        assert "did not sign this handshake's static key" in reasons[0]
        assert f"Ana [{fingerprint_code(ana.identity.public_key)}]" in reasons[0]
        assert "127.0.0.1" in caplog.text

        # A hello signed by its own identity but for another session (another h) is refused
        # too: a hello cannot be replayed into a new handshake.
        _, reader, writer = await hand_initiator(
            port, hello=lambda static, h: encode_hello(ana, static, bytes(32))
        )
        assert await reader.read() == b""
        writer.close()
        assert endpoint.refusals.total == 2

        # The listener still serves an honest peer.
        bob_channel = await Endpoint(peer("Cid"), limits=FAST).connect(HOST, port)
        await bob_channel.send(b"ping")
        assert await bob_channel.recv() == b"echo:ping"
        await bob_channel.close()
    finally:
        await endpoint.close()


async def test_a_dialer_refuses_a_peer_other_than_the_one_expected() -> None:
    endpoint, port = await listening("Ana")
    bob = Endpoint(peer("Bob"), limits=FAST)
    with pytest.raises(Refused, match=r"Ana \[.*\] at 127\.0\.0\.1:\d+ is not the peer expected"):
        await bob.connect(HOST, port, expect=Identity.generate().public_key)
    await endpoint.close()


async def test_different_rules_are_refused_with_words_on_both_sides() -> None:
    """Issue 9, Versions: both sides say why, naming the other."""
    ana_game = "hypnose/1/3f2a9c01deadbeef"
    bob_game = "hypnose/1/9c1b7e55cafef00d"
    ana = Endpoint(LocalPeer(Identity.generate(), "Ana", game=ana_game), limits=FAST)
    port = await ana.listen([HOST], 0)
    bob = Endpoint(LocalPeer(Identity.generate(), "Bob", game=bob_game), limits=FAST)
    with pytest.raises(VersionMismatch) as caught:
        await bob.connect(HOST, port)
    assert str(caught.value) == (
        "Ana's client plays Hypnose rules 1 (3f2a9c01...), yours rules 1 (9c1b7e55...): "
        "update one of them."
    )
    for _ in range(100):
        if ana.refusals.total:
            break
        await asyncio.sleep(0.02)
    (ana_side,) = ana.refusals.entries()
    assert ana_side.kind == "version"
    assert (
        "Bob's client plays Hypnose rules 1 (9c1b7e55...), yours rules 1 (3f2a9c01...): "
        "update one of them." in ana_side.detail
    )
    await bob.close()
    await ana.close()


async def test_another_protocol_is_refused_with_words() -> None:
    ana = Endpoint(LocalPeer(Identity.generate(), "Ana", protocol="9.9.9"), limits=FAST)
    port = await ana.listen([HOST], 0)
    bob = Endpoint(peer("Bob"), limits=FAST)
    with pytest.raises(VersionMismatch, match=r"Ana's client speaks protocol 9\.9\.9, yours "):
        await bob.connect(HOST, port)
    await ana.close()


async def test_a_peer_without_a_table_meets_any_table() -> None:
    endpoint, port = await listening("Ana")
    channel = await Endpoint(peer("Bob", game=None), limits=FAST).connect(HOST, port)
    await channel.send(b"hi")
    assert await channel.recv() == b"echo:hi"
    await channel.close()
    await endpoint.close()


async def test_an_unauthorized_identity_is_told_why() -> None:
    bob = peer("Bob")
    roster = {peer("Ana").identity.public_key}
    endpoint = Endpoint(
        peer("Host"),
        on_channel=echo,
        limits=FAST,
        authorize=lambda hello: None if hello.key in roster else "not seated at this table",
    )
    port = await endpoint.listen([HOST], 0)
    with pytest.raises(Refused, match=r"Host refused the channel: .*not seated at this table"):
        await Endpoint(bob, limits=FAST).connect(HOST, port)
    (entry,) = endpoint.refusals.entries()
    assert entry.kind == "unauthorized" and "Bob [" in entry.detail
    await endpoint.close()


async def test_an_unreachable_address_is_an_error_in_words() -> None:
    endpoint, port = await listening()
    await endpoint.close()
    with pytest.raises(Exception, match=rf"cannot reach 127\.0\.0\.1:{port}"):
        await Endpoint(peer("Bob"), limits=FAST).connect(HOST, port)


async def test_a_listener_that_is_not_hypnose_fails_the_handshake_in_words() -> None:
    async def junk(reader, writer) -> None:  # type: ignore[no-untyped-def]
        await reader.read(100)
        writer.write(b"\x00\x00\x00\x05HELLO")
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(junk, HOST, 0)
    port = server.sockets[0].getsockname()[1]
    with pytest.raises(HandshakeError, match="not a Hypnose handshake"):
        await Endpoint(peer("Bob"), limits=FAST).connect(HOST, port)
    server.close()


async def test_inbound_channels_at_once_are_capped_and_the_dialer_is_told() -> None:
    endpoint, port = await listening("Ana", limits=Limits(max_channels=2))
    dialer = Endpoint(peer("Bob"), limits=FAST)
    first = await dialer.connect(HOST, port)
    second = await dialer.connect(HOST, port)
    with pytest.raises(Refused, match="Ana's client has too many open channels"):
        await dialer.connect(HOST, port)
    await first.close()
    for _ in range(100):
        if len(endpoint.channels) < 2:
            break
        await asyncio.sleep(0.02)
    third = await dialer.connect(HOST, port)
    await third.send(b"in")
    assert await third.recv() == b"echo:in"
    await second.close()
    await third.close()
    await endpoint.close()


async def test_a_busy_port_falls_back_to_a_free_one(caplog: pytest.LogCaptureFixture) -> None:
    taken, port = await listening("Ana")
    other = Endpoint(peer("Bob"), limits=FAST)
    chosen = await other.listen([HOST], port)
    assert chosen != port and other.addresses == [(HOST, chosen)]
    assert f"port {port} is busy" in caplog.text
    await other.close()
    await taken.close()


async def test_a_port_handed_over_keeps_the_dials_made_meanwhile_for_the_next_endpoint() -> None:
    """The window's lobby hands its port to the game's endpoint on another thread's loop: a
    dial in between waits in the socket's queue (it was refused, and the dialer backed off
    for up to 2 s), open channels stay, and the next endpoint answers on the same port."""
    ana, port = await listening("Ana")
    bob = Endpoint(peer("Bob"), limits=FAST)
    kept = await bob.connect(HOST, port)
    sockets = ana.hand_over()
    assert ana.addresses == [] and [s.getsockname()[1] for s in sockets] == [port]
    carl = Endpoint(peer("Carl"), limits=Limits(handshake_timeout=10.0))
    dial = asyncio.get_running_loop().create_task(carl.connect(HOST, port))
    await asyncio.sleep(0.3)
    assert not dial.done()  # waiting for an answer, not refused

    served: list[int] = []
    stop = threading.Event()

    async def serve() -> None:  # the next endpoint, on its own thread's loop
        heir = Endpoint(peer("Ana"), on_channel=echo, limits=FAST)
        served.append(await heir.listen([], sockets=sockets))
        while not stop.is_set():
            await asyncio.sleep(0.02)
        await heir.close()

    thread = threading.Thread(target=asyncio.run, args=(serve(),))
    thread.start()
    try:
        channel = await dial
        await channel.send(b"queued")
        assert await channel.recv() == b"echo:queued"
        assert served == [port]
        await kept.send(b"kept")
        assert await kept.recv() == b"echo:kept"
        await channel.close()
        await kept.close()
    finally:
        stop.set()
        await asyncio.to_thread(thread.join, 10)
        await ana.close()
