"""A watcher that dials something which answers but is not the game (the lobby's endpoint still
on the port at the hand-over, or a game that stopped without closing) stops at a deadline in
words instead of waiting forever; a real game, which pings its watchers, is followed to its end
with the same deadline (real sockets on 127.0.0.1)."""

from __future__ import annotations

import asyncio
import time

import pytest
from inproc import GAME, HOST, play, table

from net.errors import Silent
from net.game.watcher import Watcher, wait_until
from net.lan.endpoint import Endpoint
from net.lan.handshake import LocalPeer
from net.protocol.identity import Identity

pytestmark = [pytest.mark.network]


async def test_a_watcher_stops_on_a_client_that_sends_nothing(tmp_path):
    games = await table(tmp_path, watchers=True)
    quiet = Identity.generate()
    lobby = Endpoint(LocalPeer(quiet, "Ana"))  # answers the handshake, then says nothing
    await lobby.listen([HOST], 0)
    watcher = Watcher(games[0].terms, GAME, games[0].settings, Identity.generate(), "Wanda")
    started = time.monotonic()
    try:
        with pytest.raises(Silent, match="sent nothing for 1 s"):
            await asyncio.wait_for(
                watcher.watch(HOST, lobby.port, expect=quiet.public_key, silent_after=1.0), 20
            )
    finally:
        await lobby.close()
    assert time.monotonic() - started < 15
    assert not watcher.replica.over


async def test_a_game_is_followed_to_its_end_with_the_silence_deadline(tmp_path):
    games = await table(tmp_path, watchers=True)
    running = asyncio.ensure_future(play(games))
    await wait_until(lambda: games[0].mesh.port != 0, 10)
    watcher = Watcher(games[0].terms, GAME, games[0].settings, Identity.generate(), "Wanda")
    await asyncio.wait_for(watcher.watch(HOST, games[0].mesh.port, silent_after=2.0), 120)
    assert watcher.replica.over
    results = await running
    assert [r["ended"] for r in results] == ["finished", "finished"]
