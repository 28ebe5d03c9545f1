"""The opener's outbox to one joiner, over a real channel to a peer that never reads: states
coalesce, the queue stays bounded, and a peer that stops reading is dropped (its socket aborted
after the close deadline, so nothing stays open for ever)."""

from __future__ import annotations

import asyncio

import pytest
from lankit import FAST, HOST, peer

from net.lan.channel import Channel
from net.lan.endpoint import Endpoint
from net.lobby.outbox import MAX_QUEUED, Outbox

pytestmark = pytest.mark.network


async def deaf_pair() -> tuple[Endpoint, Endpoint, Channel]:
    """A channel to a listener that accepts it and never reads from it."""

    async def deaf(channel: Channel) -> None:
        await asyncio.Event().wait()

    listener = Endpoint(peer("Deaf"), on_channel=deaf, limits=FAST)
    port = await listener.listen([HOST], 0)
    dialer = Endpoint(peer("Ana"), limits=FAST)
    return listener, dialer, await dialer.connect(HOST, port)


async def test_states_coalesce_and_a_full_queue_drops_the_joiner() -> None:
    listener, dialer, channel = await deaf_pair()
    failures: list[str] = []
    outbox = Outbox(channel, timeout=1.0, on_fail=lambda c, reason: failures.append(reason))
    try:
        for i in range(1000):  # without yielding: nothing is sent meanwhile
            outbox.put({"kind": "state", "n": i}, state=True)
        assert len(outbox) == 1
        for i in range(MAX_QUEUED - 1):
            outbox.put({"kind": "denied", "reason": str(i)})
        assert len(outbox) == MAX_QUEUED and not failures
        outbox.put({"kind": "denied", "reason": "one too many"})
        assert failures == [f"its client did not read its last {MAX_QUEUED} lobby messages"]
        assert len(outbox) == 0
        await outbox.wait()
        assert channel.closed
    finally:
        await dialer.close()
        await listener.close()


async def test_a_peer_that_stops_reading_is_dropped_after_the_send_deadline() -> None:
    listener, dialer, channel = await deaf_pair()
    failures: list[str] = []
    outbox = Outbox(channel, timeout=0.3, on_fail=lambda c, reason: failures.append(reason))
    try:
        async with asyncio.timeout(30):
            while not failures:  # fill the socket buffers: then a send waits, past its deadline
                outbox.put({"kind": "denied", "reason": "x", "pad": bytes(60_000)})
                assert len(outbox) <= MAX_QUEUED
                await asyncio.sleep(0.01)
        assert failures == ["its client did not read for 0.3 s"]
        await outbox.wait()
        assert channel.closed and "did not read" in (channel.close_reason or "")
        assert not dialer.channels
    finally:
        await dialer.close()
        await listener.close()
