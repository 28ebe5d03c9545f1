"""The lobby with real zeroconf pinned to loopback (never the real network): clients see a
table appear, join it from its advert, watch its seats fill in the advert, and see it go when
it starts or closes or when a joiner's connection drops. Other worktrees may publish on
loopback at the same time, so every check looks for its own keys only."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import pytest
from lobbykit import LOOPBACK, client, heard, unique, until

from core import games as registry
from core.game import Game
from core.hypnose.compensation import DEFAULT as COMPENSATION
from net.lan.discovery import Discovery
from net.lan.discovery_record import Advert, TableInfo
from net.lobby import Lobby, LobbyClosed

pytestmark = [pytest.mark.network, pytest.mark.slow]


@contextlib.asynccontextmanager
async def discovered(name: str, **options: object) -> AsyncIterator[Lobby]:
    async with (
        Discovery(LOOPBACK) as discovery,
        client(name, discovery=discovery, **options) as lobby,  # type: ignore[arg-type]
    ):
        yield lobby


def table_of(lobby: Lobby, opener: Lobby) -> TableInfo | None:
    key = opener.endpoint.local.identity.public_key
    return next((a.table for a in lobby.tables.values() if a.key == key), None)


def advert_of(lobby: Lobby, opener: Lobby) -> Advert:
    key = opener.endpoint.local.identity.public_key
    return next(a for a in lobby.tables.values() if a.key == key)


async def seats_seen(lobby: Lobby, opener: Lobby, taken: int, timeout: float = 10.0) -> None:
    await until(lambda: (t := table_of(lobby, opener)) is not None and t.seats_taken == taken,
                timeout)  # fmt: skip


async def test_clients_find_a_table_join_it_and_start_with_the_same_terms() -> None:
    async with (
        discovered("Ana") as ana,
        discovered("Bob") as bob,
        discovered("Cy") as cy,
    ):
        table = await ana.open_table("hypnose", {"players": 4})
        for lobby in (bob, cy):
            await seats_seen(lobby, ana, 1)
        advert = advert_of(bob, ana)
        assert advert.table is not None and advert.table.table_id == table.spec.table_id
        assert advert.table.settings == {
            "players": 4,
            "start_resistance": 12,
            "compensation": COMPENSATION,
        }
        assert bob.check(advert) is None
        await heard(bob, "tables", "Ana's table of Hypnose (1/4 seats", table=table.spec.table_id)

        bob_table = await bob.join(advert)
        await seats_seen(cy, ana, 2)
        cy_table = await cy.join(advert_of(cy, ana), seat=3)
        table.add_bot("random")
        await seats_seen(bob, ana, 4)
        await heard(cy, "tables", "(4/4 seats", table=table.spec.table_id)
        assert bob_table.seat == 1 and cy_table.seat == 3

        await bob_table.set_ready()
        await cy_table.set_ready()
        table.set_ready()
        mine, bobs, cys = await asyncio.gather(
            table.started(10), bob_table.started(10), cy_table.started(10)
        )
        assert mine.game_id == bobs.game_id == cys.game_id
        assert mine.terms == bobs.terms == cys.terms
        assert dict(mine.clients) == dict(bobs.clients) == dict(cys.clients)
        ports = {lobby.endpoint.port for lobby in (ana, bob, cy)}
        assert {a.port for a in mine.clients.values()} == ports
        # a started table is no longer open: it leaves the list
        await until(lambda: table_of(bob, ana) is None, 10)
        await heard(bob, "tables", "disappeared", table=table.spec.table_id)


async def test_a_dropped_joiner_frees_its_seat_in_the_advert() -> None:
    async with discovered("Ana") as ana, discovered("Cy") as cy:
        table = await ana.open_table("hypnose", {"players": 3})
        async with client("Bob") as bob:  # joins by address, no discovery of its own
            await bob.join_address(f"127.0.0.1:{ana.endpoint.port}")
            await seats_seen(cy, ana, 2)
            await bob.endpoint.close()  # its connection drops
            await until(lambda: table.state.taken == 1)
        await seats_seen(cy, ana, 1)


async def test_the_opener_closing_its_table_takes_the_advert_away_within_seconds() -> None:
    async with discovered("Ana") as ana, discovered("Bob") as bob:
        table = await ana.open_table("hypnose", {"players": 2})
        await seats_seen(bob, ana, 1)
        joined = await bob.join(advert_of(bob, ana))
        await seats_seen(bob, ana, 2)
        loop = asyncio.get_running_loop()
        closed = loop.time()
        await table.close("Ana has to go")
        with pytest.raises(LobbyClosed, match="Ana has to go"):
            await joined.started(5)
        await until(lambda: table_of(bob, ana) is None, 5)
        assert loop.time() - closed < 5
        event = await heard(bob, "tables", "disappeared", table=table.spec.table_id)
        assert "its opener closed it" in event.text


async def test_an_advert_of_another_version_is_described_before_dialing() -> None:
    hypnose = registry.get("hypnose")

    class Newer:
        version = hypnose.version + 1

        def __getattr__(self, name: str) -> object:
            return getattr(hypnose, name)

    def newer(name: str) -> Game:
        return Newer()  # type: ignore[return-value]

    async with discovered("Ana") as ana, discovered("Bob", games=newer) as bob:
        await ana.open_table("hypnose")
        await seats_seen(bob, ana, 1)
        mismatch = bob.check(advert_of(bob, ana))
        assert mismatch is not None
        assert mismatch.ours.startswith(f"Ana's client plays Hypnose rules {hypnose.version} (")
        assert f"yours rules {hypnose.version + 1}" in mismatch.ours


async def test_a_table_that_does_not_answer_never_ends_a_join() -> None:
    """Issue 26's soak: a joiner started again found its host's old table in the list, the
    host (killed too) gone from that port; the dial was refused and `hypnose peer` ended.
    Now a table that does not answer is looked at again, and the host's new table (here: a
    new client of the same name, as a host started again is) is joined."""
    from net.lobby.headless import TableChoice, find_table

    name = unique("Ana")
    said: list[str] = []
    async with discovered(name) as ana, discovered(unique("Bob")) as bob:
        await ana.open_table("hypnose", {"players": 2})
        await seats_seen(bob, ana, 1)
        await ana.endpoint.close()  # killed: its advert is still in Bob's list, for a while
        joining = asyncio.ensure_future(find_table(bob, TableChoice(join=name), said.append))
        await until(lambda: any("does not answer" in s for s in said), 10)
        assert not joining.done(), "a table that does not answer ends no join"
        async with discovered(name) as again:  # the host, started again, opens a new table
            table = await again.open_table("hypnose", {"players": 2})
            joined = await asyncio.wait_for(joining, 20)
            assert joined.spec.table_id == table.spec.table_id


async def test_a_joined_table_lost_before_the_start_is_looked_for_again() -> None:
    """Issue 26's soak: the host killed during the lobby's countdown ended `hypnose peer` on
    the joiner's side ('the connection to ...'s table ended'), and the host, started again,
    waited at its new table for ever. Now the joiner looks for the table again and sits at the
    host's new one; the game starts with the same two clients."""
    from net.lobby.headless import TableChoice, take_seat

    name = unique("Ana")
    said: list[str] = []
    async with discovered(unique("Bob")) as bob:
        async with discovered(name) as ana:
            first = await ana.open_table("hypnose", {"players": 2})
            seating = asyncio.ensure_future(take_seat(bob, TableChoice(join=name), said.append))
            await until(lambda: first.state.full, 10)
            await ana.endpoint.close()  # killed in the lobby: Bob's connection ends
            await until(lambda: any("looking for the table again" in s for s in said), 10)
            assert not seating.done(), "a table lost before the start ends no join"
        async with discovered(name) as again:  # started again, it opens a new table
            table = await again.open_table("hypnose", {"players": 2})
            await until(lambda: table.state.full, 20)
            table.set_ready()
            mine, bobs = await asyncio.wait_for(asyncio.gather(table.started(), seating), 20)
            assert mine.game_id == bobs.game_id
