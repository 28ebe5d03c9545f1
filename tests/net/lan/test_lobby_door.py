"""The table's door (``net.lobby.door``) over real channels on loopback: who may come in, and
the words that turn the others away: a full table, watchers not allowed or too many, a key
removed from the table (and how many such keys are remembered), a key already at the table or
this client's own, a joiner that cannot be reached where it says, and the keys remembered only
for peers let in over their own channels."""

from __future__ import annotations

import asyncio

import pytest
from lankit import HOST
from lobbykit import RawJoiner, address, client, heard, until

from core import games as registry
from net.lan.endpoint import Endpoint
from net.lobby import JoinRefused, LobbyClosed, LobbyError, join_table
from net.lobby.door import MAX_BANNED
from net.lobby.protocol import MAX_WATCHERS
from net.protocol.trust import KnownPeers

pytestmark = pytest.mark.network


async def test_a_full_table_refuses_a_player_in_words() -> None:
    async with client("Ana") as ana, client("Bob") as bob, client("Cy") as cy:
        table = await ana.open_table("hypnose", {"players": 2})
        await bob.join_address(address(ana))
        with pytest.raises(JoinRefused) as refused:
            await cy.join_address(address(ana))
        assert str(refused.value) == "Ana's table is full (2 of 2 seats taken)"
        await heard(ana, "refused", "Ana's table is full")
        assert table.state.taken == 2 and len(table.state.seats) == 2


async def test_watchers_refused_when_not_allowed() -> None:
    async with client("Ana") as ana, client("Dee") as dee:
        await ana.open_table("hypnose")
        with pytest.raises(JoinRefused, match="Ana's table does not allow watchers"):
            await dee.join_address(address(ana), watch=True)
        await heard(ana, "refused", "does not allow watchers")


async def test_the_opener_removes_a_watcher_who_may_not_come_back() -> None:
    async with client("Ana") as ana, client("Dee") as dee:
        table = await ana.open_table("hypnose", watchers=True)
        watching = await dee.join_address(address(ana), watch=True)
        await until(lambda: len(table.state.watchers) == 1)
        table.remove(dee.endpoint.local.identity.public_key, "no watchers tonight")
        with pytest.raises(LobbyClosed, match="no watchers tonight"):
            await watching.started(5)
        await heard(dee, "removed", "no watchers tonight")
        await heard(ana, "removed", "Ana removed Dee [")
        assert table.state.watchers == ()
        with pytest.raises(JoinRefused, match="Ana removed you from this table"):
            await dee.join_address(address(ana), watch=True)


async def test_peers_are_remembered_only_with_a_key_proven_by_a_handshake(tmp_path) -> None:
    for name in ("ana", "bob", "cy"):
        (tmp_path / name).mkdir()
    async with (
        client("Ana", folder=tmp_path / "ana") as ana,
        client("Bob", folder=tmp_path / "bob") as bob,
        client("Cy", folder=tmp_path / "cy") as cy,
    ):
        await ana.open_table("hypnose", {"players": 3})
        await bob.join_address(address(ana))
        joined = await cy.join_address(address(ana))
        await until(lambda: joined.state.full)
        await heard(bob, "joined", "Cy [")
    known = {n: KnownPeers.load(tmp_path / n / "known_peers.json") for n in ("ana", "bob", "cy")}
    assert "Bob" in known["ana"] and "Cy" in known["ana"]  # over their own channels
    assert "Ana" in known["bob"] and "Ana" in known["cy"]
    assert "Cy" not in known["bob"] and "Bob" not in known["cy"]  # only named by the opener


async def test_joining_twice_from_one_client_is_refused() -> None:
    async with client("Ana") as ana, client("Bob") as bob:
        await ana.open_table("hypnose", {"players": 3})
        await bob.join_address(address(ana))
        with pytest.raises(LobbyError, match="already at a table"):
            await bob.join_address(address(ana))
        second = Endpoint(bob.endpoint.local, limits=bob.endpoint.limits)
        await second.listen(["127.0.0.1"], 0)
        try:
            with pytest.raises(JoinRefused, match="already at the table"):
                await join_table(second, "127.0.0.1", ana.endpoint.port, games=registry.get)
        finally:
            await second.close()


async def test_a_joiner_that_cannot_be_reached_where_it_says_is_refused_in_words() -> None:
    async with client("Ana") as ana:
        table = await ana.open_table("hypnose")
        mallory = await RawJoiner.dial(ana.endpoint.port)
        await mallory.receive()
        closed = await asyncio.start_server(lambda r, w: None, HOST, 0)
        port = closed.sockets[0].getsockname()[1]
        closed.close()
        await closed.wait_closed()
        await mallory.send({"kind": "join", "role": "player", "port": port, "seat": None})
        told = await mallory.closed_with()
        assert told == (
            f"Ana's client cannot reach yours at {HOST}:{port}: is a firewall keeping the "
            "game's TCP port closed?"
        )
        await heard(ana, "refused", "cannot reach yours")
        assert table.state.taken == 1
        await mallory.close()


async def test_a_watcher_past_the_limit_is_refused_in_words() -> None:
    async with client("Ana") as ana:
        table = await ana.open_table("hypnose", watchers=True)
        watching = [await RawJoiner.dial(ana.endpoint.port, f"W{i}") for i in range(MAX_WATCHERS)]
        try:
            for watcher in watching:
                await watcher.join("watcher")
            await until(lambda: len(table.state.watchers) == MAX_WATCHERS)
            late = await RawJoiner.dial(ana.endpoint.port, "Late")
            await late.receive()
            await late.send({"kind": "join", "role": "watcher", "port": late.endpoint.port,
                             "seat": None})  # fmt: skip
            assert await late.closed_with() == f"Ana's table has {MAX_WATCHERS} watchers already"
            await heard(ana, "refused", "Late [")
            await late.close()
        finally:
            await asyncio.gather(*(w.close() for w in watching))


async def test_the_latest_removed_keys_are_remembered_and_older_ones_may_come_back() -> None:
    async with client("Ana") as ana, client("Dee") as dee, client("Eve") as eve:
        table = await ana.open_table("hypnose", {"players": 3})
        dees, eves = (c.endpoint.local.identity.public_key for c in (dee, eve))
        table.door.ban(dees)
        for i in range(MAX_BANNED - 1):
            table.door.ban(i.to_bytes(32, "big"))
        table.door.ban(eves)  # one key too many: Dee's, the oldest, is forgotten
        with pytest.raises(JoinRefused, match="Ana removed you from this table"):
            await eve.join_address(address(ana))
        joined = await dee.join_address(address(ana))
        assert joined.seat == 1


async def test_this_clients_own_key_is_refused() -> None:
    async with client("Ana") as ana:
        await ana.open_table("hypnose")
        twin = Endpoint(ana.endpoint.local, limits=ana.endpoint.limits)
        await twin.listen([HOST], 0)
        try:
            with pytest.raises(JoinRefused, match="this client's own key"):
                await join_table(twin, HOST, ana.endpoint.port, games=registry.get)
        finally:
            await twin.close()
