"""Several LAN clients in one test's event loop, over real sockets on 127.0.0.1: for the tests
that look inside a running game (watchers, waits, statements, a lying peer). Each client has
its own data folder, endpoint and mesh; only the loop is shared."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from core.game import Game, version_id
from core.games import get
from net.game.lan_game import LanGame, LanOptions
from net.game.mesh import MeshLimits
from net.lan.endpoint import Endpoint
from net.lan.handshake import LocalPeer
from net.protocol.identity import Identity
from net.protocol.seating import ClientSpec, local_table
from net.session.deadlines import Deadlines

GAME = get("hypnose")
HOST = "127.0.0.1"

FAST = LanOptions(
    deadlines=Deadlines(decision=60.0, message=30.0, grace=5.0, declaration=30.0, beat=1.0),
    tick=0.05,
    mesh=MeshLimits(ping_every=0.3, silent_after=3.0, second_dial=0.3, backoff_max=0.5),
    linger=5.0,
)


async def listening(
    players: int, game: Game = GAME
) -> tuple[list[Identity], list[Endpoint], list[ClientSpec]]:
    """One listening endpoint per seat, named ``P0``, ``P1``..., and the specs of the table."""
    identities = [Identity.generate() for _ in range(players)]
    endpoints = []
    for index, identity in enumerate(identities):
        endpoint = Endpoint(LocalPeer(identity, f"P{index}", game=version_id(game)))
        await endpoint.listen([HOST], 0)
        endpoints.append(endpoint)
    specs = [ClientSpec(identities[i], f"P{i}", HOST, endpoints[i].port) for i in range(players)]
    return identities, endpoints, specs


async def table(
    base: Path,
    players: int = 2,
    *,
    watchers: bool = False,
    humans: tuple[int, ...] = (),
    options: LanOptions | list[LanOptions] = FAST,
    resistance: int = 5,
    dealers: dict[int, Any] | None = None,
    extensions: int = 3,
    **extra: Any,
) -> list[LanGame]:
    """One client per seat; every seat but ``humans`` played by the strategic bot; ``dealers``
    gives a client another dealer class (a cheating one); ``options``: every client's, or
    each one's; ``extensions``: the table's extension budget."""
    identities, endpoints, specs = await listening(players)
    values = GAME.settings_values(
        GAME.settings({"players": players, "start_resistance": resistance})
    )
    seatings = local_table(version_id(GAME), values, specs, watchers_allowed=watchers,
                           extensions=extensions)  # fmt: skip
    each = options if isinstance(options, list) else [options] * players
    games = []
    for index, seating in enumerate(seatings):
        agents = {} if index in humans else {index: GAME.bots["strategic"](f"inproc/{index}")}
        if dealers and index in dealers:
            extra = {**extra, "dealer": dealers[index]}
        games.append(
            LanGame.create(
                base / f"client-{index}",
                seating,
                identities[index],
                f"P{index}",
                endpoint=endpoints[index],
                agents=agents,
                options=each[index],
                **extra,
            )
        )
        extra.pop("dealer", None)
    return games


async def play(games: list[LanGame], timeout: float = 240.0) -> list[dict[str, Any]]:
    async with asyncio.timeout(timeout):
        return list(await asyncio.gather(*(g.run() for g in games)))


def step(game: LanGame) -> int:
    """How far the first seat's replica is (dealer steps)."""
    return game._first.dealer.replica.step
