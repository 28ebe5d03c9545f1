"""One client of the lobby in its own process, for the tests that use separate processes.

It opens its profile folder (identity, known peers, lock), listens on 127.0.0.1, publishes
itself on loopback zeroconf (unless ``--no-discovery``), then either opens a table (``--open
PLAYERS``, with ``--bots`` bot seats) or joins one (``--join OPENER``: the first table of that
opener it discovers, or ``--address host:port``). It says it is ready once the table is full,
and prints one line per milestone on stdout:

    LISTEN <port> <key hex>
    OPEN <table id>            (the opener)
    JOINED <seat>              (a joiner)
    SEATING <json>             (the game starts; then it exits 0)
    CLOSED <words>             (the table closed first; exit 1)

Lobby events go to stderr, one a line.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path

from net.lan.discovery import Discovery
from net.lan.endpoint import Endpoint, Limits
from net.lan.handshake import LocalPeer
from net.lan.interfaces import NetworkChoice
from net.lobby import JoinedTable, Lobby, LobbyClosed, LobbyError, OpenTable, Timing
from net.lobby.headless import ready_when_full
from net.store.profile import Profile

LIMITS = Limits(handshake_timeout=5.0, connect_rate=1000.0, connect_burst=1000)
TIMING = Timing(countdown=0.5, join_timeout=5.0, start_timeout=10.0)


def say(line: str) -> None:
    print(line, flush=True)


def seating_json(seating) -> str:  # type: ignore[no-untyped-def]
    return json.dumps(
        {
            "game_id": seating.game_id.hex(),
            "seats": list(seating.seats),
            "bots": {str(s): b for s, b in seating.bots.items()},
            "keys": {str(s): k.hex() for s, k in seating.terms.keys.items()},
            "controllers": {str(s): c for s, c in seating.terms.controllers.items()},
            "clients": {
                str(s): [a.key.hex(), a.name, a.host, a.port] for s, a in seating.clients.items()
            },
            "names": {str(s): n for s, n in seating.names.items()},
        },
        sort_keys=True,
    )


async def main(options: argparse.Namespace) -> int:
    with Profile.open(Path(options.data), start_log=False) as profile:
        endpoint = Endpoint(LocalPeer(profile.identity, options.name), limits=LIMITS)
        port = await endpoint.listen(["127.0.0.1"], 0)
        say(f"LISTEN {port} {profile.identity.public_key.hex()}")
        discovery = None if options.no_discovery else Discovery(NetworkChoice(loopback=True))
        lobby = Lobby(endpoint, discovery=discovery, known_peers=profile.known_peers, timing=TIMING)
        lobby.subscribe(lambda e: print(f"EVENT {e.kind} {e.text}", file=sys.stderr, flush=True))
        try:
            await lobby.start()
            table = await (open_table(lobby, options) if options.open else join(lobby, options))
            ready_when_full(lobby, table)
            seating = await table.started()
            say(f"SEATING {seating_json(seating)}")
            return 0
        except (LobbyClosed, LobbyError) as exc:
            say(f"CLOSED {exc}")
            return 1
        finally:
            await lobby.close()
            if discovery is not None:
                await discovery.close()
            await endpoint.close()


async def open_table(lobby: Lobby, options: argparse.Namespace) -> OpenTable:
    table = await lobby.open_table("hypnose", {"players": options.open})
    for _ in range(options.bots):
        table.add_bot("random")
    say(f"OPEN {table.spec.table_id}")
    return table


async def join(lobby: Lobby, options: argparse.Namespace) -> JoinedTable:
    if options.address:
        joined = await lobby.join_address(options.address)
    else:
        async with asyncio.timeout(30):
            while True:
                found = [a for a in lobby.tables.values() if a.name == options.join]
                if found:
                    break
                await asyncio.sleep(0.1)
        joined = await lobby.join(found[0])
    say(f"JOINED {joined.seat}")
    return joined


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--name", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--open", type=int, default=0, metavar="PLAYERS")
    parser.add_argument("--bots", type=int, default=0)
    parser.add_argument("--join", default="", metavar="OPENER")
    parser.add_argument("--address", default="")
    parser.add_argument("--no-discovery", action="store_true")
    sys.exit(asyncio.run(main(parser.parse_args())))
