"""A table opener in its own process: it listens on 127.0.0.1 (echoing every frame), publishes
a table on loopback zeroconf (unless ``--no-discovery``), prints ``READY <port> <key hex>`` and
waits to be killed (the discovery test SIGKILLs it, as a crash)."""

from __future__ import annotations

import asyncio
import sys

from net.lan.channel import Channel
from net.lan.discovery import Discovery
from net.lan.discovery_record import Advert, TableInfo
from net.lan.endpoint import Endpoint
from net.lan.handshake import LocalPeer
from net.lan.interfaces import NetworkChoice
from net.protocol.identity import Identity

GAME = "hypnose/1/96c504f4c3197bb3"


async def echo(channel: Channel) -> None:
    async for data in channel:
        await channel.send(b"echo:" + data)


async def main(name: str, discovery: bool) -> None:
    identity = Identity.generate()
    endpoint = Endpoint(LocalPeer(identity, name, game=GAME), on_channel=echo)
    port = await endpoint.listen(["127.0.0.1"], 0)
    if not discovery:
        print(f"READY {port} {identity.public_key.hex()}", flush=True)
        await asyncio.sleep(120)
        return
    async with Discovery(NetworkChoice(loopback=True)) as discovery:
        table = TableInfo("c0ffee00", GAME, 1, 3, {"players": 3})
        advertiser = discovery.advertiser(Advert(name, identity.public_key, port, table=table))
        await advertiser.start()
        print(f"READY {port} {identity.public_key.hex()}", flush=True)
        await asyncio.sleep(120)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], "--no-discovery" not in sys.argv))
