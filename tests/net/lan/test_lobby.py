"""The lobby over real channels on loopback, joined by address (discovery off): seats, bots,
ready, the start and its terms, versions, a full table, watchers, leaving and closing.

Every client is a real endpoint with a real lobby; only the times are shortened (a setting)."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

import pytest
from lobbykit import QUICK, address, client, heard, kinds, until

from core import games as registry
from core.game import Game, version_id
from core.hypnose.compensation import DEFAULT as COMPENSATION
from net.lan.endpoint import Endpoint
from net.lan.handshake import LocalPeer
from net.lobby import (
    JoinRefused,
    Lobby,
    LobbyClosed,
    LobbyError,
    OpenTable,
    Seating,
    Timing,
)
from net.protocol.identity import Identity
from net.protocol.trust import KnownPeers, fingerprint_code

pytestmark = pytest.mark.network

HYPNOSE = registry.get("hypnose")


class Renumbered:
    """Hypnose under another rules version: what a client that was not updated plays."""

    def __init__(self, game: Game, version: int) -> None:
        self._game = game
        self.version = version

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


def older(name: str) -> Game:
    if name != "hypnose":
        raise KeyError(name)
    return Renumbered(HYPNOSE, HYPNOSE.version + 1)  # type: ignore[return-value]


def seating_agrees(seatings: list[Seating], lobbies: list[Lobby]) -> None:
    """Same terms everywhere, and every client reachable at the address it listens on."""
    first = seatings[0]
    for seating in seatings:
        assert seating.terms == first.terms and seating.game_id == first.game_id
        assert dict(seating.terms.keys) == dict(first.terms.keys)
        assert dict(seating.terms.nonces) == dict(first.terms.nonces)
        assert dict(seating.clients) == dict(first.clients)
        assert dict(seating.names) == dict(first.names)
        for seat in seating.seats:
            assert seating.identities[seat].public_key == seating.terms.keys[seat]
            assert seating.nonces[seat] == seating.terms.nonces[seat]
    reachable = {(a.key, a.host, a.port) for a in first.clients.values()}
    listening = {
        (lobby.endpoint.local.identity.public_key, "127.0.0.1", lobby.endpoint.port)
        for lobby in lobbies
    }
    assert reachable == listening


async def test_three_clients_sit_a_bot_fills_a_seat_and_all_get_the_same_terms() -> None:
    async with client("Ana") as ana, client("Bob") as bob, client("Cy") as cy:
        table = await ana.open_table("hypnose", {"players": 4})
        assert isinstance(table, OpenTable) and table.seat == 0
        bob_table = await bob.join_address(address(ana))
        cy_table = await cy.join_address(address(ana), seat=3)
        assert bob_table.seat == 1 and cy_table.seat == 3
        await bob_table.choose_seat(2)
        await until(lambda: bob_table.seat == 2 and table.state.seats[2].name == "Bob")
        assert table.add_bot("strategic") == 1
        await until(lambda: cy_table.state.seats[1].bot == "strategic")
        bot = cy_table.state.seats[1]
        assert bot.by == 0 and bot.ready and bot.name == "Bot 2 (strategic)"
        assert "a strategic bot run by seat 1" in bot.describe()

        await bob_table.set_ready()
        await cy_table.set_ready()
        await until(lambda: table.state.seats[2].ready and table.state.seats[3].ready)
        assert table.phase.value == "open"  # the opener is not ready yet
        table.set_ready()
        seatings = await asyncio.gather(table.started(5), bob_table.started(5), cy_table.started(5))
        mine, bobs, cys = seatings
        seating_agrees(list(seatings), [ana, bob, cy])
        assert mine.seats == (0, 1) and mine.bots == {1: "strategic"}
        assert bobs.seats == (2,) and cys.seats == (3,) and bobs.bots == {}
        assert dict(mine.terms.controllers) == {1: 0}
        assert set(mine.clients) == {0, 2, 3}
        assert mine.names == {0: "Ana", 1: "Bot 2 (strategic)", 2: "Bob", 3: "Cy"}
        assert mine.terms.game == version_id(HYPNOSE)
        assert dict(mine.terms.settings) == {
            "players": 4,
            "start_resistance": 12,
            "compensation": COMPENSATION,
        }
        assert mine.identities[1].public_key != mine.identities[0].public_key
        assert mine.terms.roster().game_id == mine.game_id
        assert kinds(bob, "started") and kinds(ana, "started")
        # after the start the lobby gives the endpoint back, the game's version kept
        assert ana.endpoint.on_channel is None and ana.endpoint.local.game == mine.terms.game


async def test_the_openers_extension_budget_is_one_of_the_terms_every_client_gets() -> None:
    """The budget is the table's (shown with it, agreed at the start, in the game id), not each
    client's own setting: clients count one another's extensions alike."""
    async with client("Ana") as ana, client("Bob") as bob:
        table = await ana.open_table("hypnose", {"players": 2}, extensions=1)
        assert any("1 deadline extensions per player" in t for t in kinds(ana, "seats"))
        joined = await bob.join_address(address(ana))
        assert joined.spec.extensions == 1
        await joined.set_ready()
        table.set_ready()
        seatings = await asyncio.gather(table.started(5), joined.started(5))
        seating_agrees(list(seatings), [ana, bob])
        terms = seatings[0].terms
        assert terms.extensions == terms.extension_budget == 1
        other = dataclasses.replace(terms, extensions=2)
        assert other.game_id() != terms.game_id(), "the budget is in the game id"
    with pytest.raises(LobbyError, match="0 to 20 extensions per player, not 21"):
        async with client("Cy") as cy:
            await cy.open_table("hypnose", {"players": 2}, extensions=21)


async def test_ready_is_asked_again_after_a_change_and_an_unready_calls_the_countdown_off() -> None:
    slow = Timing(countdown=30.0, join_timeout=2.0, start_timeout=3.0, send_timeout=2.0)
    async with client("Ana", timing=slow) as ana, client("Bob", timing=slow) as bob:
        table = await ana.open_table("hypnose", {"players": 3})
        joined = await bob.join_address(address(ana))
        await joined.set_ready()
        table.set_ready()
        await until(lambda: joined.ready and table.state.seats[0].ready)
        table.add_bot("random")  # the seating changed: everyone confirms again
        await until(lambda: not joined.ready and not table.state.seats[0].ready)
        await joined.set_ready()
        table.set_ready()
        await heard(bob, "countdown", "starts in 30 s")
        await joined.set_ready(False)
        for lobby in (ana, bob):
            event = await heard(lobby, "aborted")
            assert event.text == "The start was called off: Bob is no longer ready"
        assert table.phase.value == "open" and not table.state.all_ready


async def test_a_version_mismatch_is_refused_in_words_on_both_sides() -> None:
    ours, theirs = version_id(HYPNOSE), version_id(older("hypnose"))
    async with client("Ana") as ana, client("Bob", games=older) as bob:
        await ana.open_table("hypnose")
        # the game known beforehand (as from a discovery record): refused in the handshake
        with pytest.raises(JoinRefused) as refused:
            await bob.join_address(address(ana), game="hypnose")
        assert str(refused.value) == (
            f"Ana's client plays Hypnose rules {HYPNOSE.version} ({ours.split('/')[2][:8]}...), "
            f"yours rules {HYPNOSE.version + 1} ({theirs.split('/')[2][:8]}...): "
            "update one of them."
        )
        event = await heard(ana, "refused")
        assert event.text.startswith("Refused Bob [")
        assert f"Bob's client plays Hypnose rules {HYPNOSE.version + 1}" in event.text
        # by address alone: the joiner reads the table, compares, and says why it leaves
        with pytest.raises(JoinRefused, match="update one of them") as refused_late:
            await bob.join_address(address(ana))
        assert str(refused_late.value) == str(refused.value)
        event = await heard(ana, "refused", "did not join")
        assert f"Bob's client plays Hypnose rules {HYPNOSE.version + 1}" in event.text
        assert "yours rules" in event.text
        assert bob.endpoint.local.game is None  # a failed join leaves the client as it was


async def test_a_game_this_client_does_not_have_is_refused_in_words() -> None:
    def nothing(name: str) -> Game:
        raise KeyError(name)

    async with client("Ana") as ana, client("Bob", games=nothing) as bob:
        await ana.open_table("hypnose")
        with pytest.raises(JoinRefused, match="a game this client does not have"):
            await bob.join_address(address(ana))
        await heard(ana, "refused", "does not have the game 'hypnose'")


async def test_a_watcher_sees_the_table_and_gets_the_terms_without_a_seat() -> None:
    async with client("Ana") as ana, client("Bob") as bob, client("Dee") as dee:
        table = await ana.open_table("hypnose", {"players": 2}, watchers=True)
        watching = await dee.join_address(address(ana), watch=True)
        assert watching.seat is None and watching.role == "watcher"
        joined = await bob.join_address(address(ana))
        await until(lambda: [w.name for w in joined.state.watchers] == ["Dee"])
        with pytest.raises(LobbyError, match="only a seated player"):
            await watching.set_ready()
        await joined.set_ready()
        table.set_ready()
        mine, bobs, dees = await asyncio.gather(
            table.started(5), joined.started(5), watching.started(5)
        )
        assert dees.seats == () and dees.watching and dees.identities == {}
        assert dees.game_id == mine.game_id == bobs.game_id
        assert dict(dees.clients) == dict(mine.clients)
        watcher = dee.endpoint.local.identity.public_key
        assert [w.key for w in mine.watchers] == [watcher] == [w.key for w in bobs.watchers]
        assert mine.watchers[0].port == dee.endpoint.port


async def test_a_joiner_whose_connection_drops_loses_its_seat() -> None:
    async with client("Ana") as ana, client("Bob") as bob:
        table = await ana.open_table("hypnose", {"players": 2})
        await bob.join_address(address(ana))
        await until(lambda: table.state.full)
        await bob.endpoint.close()  # every channel of Bob's client goes at once
        await until(lambda: table.state.taken == 1)
        assert table.state.seats[1].key is None
        await heard(ana, "left", "Bob [")


async def test_leaving_frees_the_seat_and_says_why() -> None:
    async with client("Ana") as ana, client("Bob") as bob:
        table = await ana.open_table("hypnose", {"players": 2})
        joined = await bob.join_address(address(ana))
        await joined.leave("dinner is ready")
        await until(lambda: table.state.taken == 1)
        event = await heard(ana, "left")
        assert event.text.endswith("left: dinner is ready")
        with pytest.raises(LobbyClosed, match="this client left"):
            await joined.started(1)


async def test_the_opener_closing_the_table_tells_every_joiner_in_words() -> None:
    async with client("Ana") as ana, client("Bob") as bob, client("Dee") as dee:
        table = await ana.open_table("hypnose", {"players": 2}, watchers=True)
        joined = await bob.join_address(address(ana))
        watching = await dee.join_address(address(ana), watch=True)
        await table.close()
        for waiting in (joined, watching):
            with pytest.raises(LobbyClosed, match=r"^Ana closed the table$"):
                await waiting.started(5)
        await heard(bob, "closed", "Ana closed the table")
        with pytest.raises(LobbyClosed):
            await table.started(1)
        assert ana.endpoint.on_channel is None and ana.endpoint.local.game is None
        # the endpoint is free again: a new table opens at once
        again = await ana.open_table("hypnose")
        assert again.spec.table_id != table.spec.table_id


async def test_a_taken_seat_is_denied_in_words_and_the_asker_keeps_its_own() -> None:
    async with client("Ana") as ana, client("Bob") as bob:
        table = await ana.open_table("hypnose", {"players": 3})
        joined = await bob.join_address(address(ana))
        await joined.choose_seat(0)
        event = await heard(bob, "error")
        assert event.text == "seat 1 is taken by Ana"
        assert joined.seat == 1 and table.state.seats[1].name == "Bob"
        with pytest.raises(LobbyError, match="no seat 5"):
            await joined.choose_seat(4)
        with pytest.raises(LobbyError, match="taken by Bob"):
            table.add_bot("random", 1)
        with pytest.raises(LobbyError, match="has no bot 'genius'"):
            table.add_bot("genius")


async def test_an_opener_table_is_validated_by_the_game_itself() -> None:
    async with client("Ana") as ana:
        with pytest.raises(LobbyError, match="setting 'players': 9 is not one of 2, 3, 4"):
            await ana.open_table("hypnose", {"players": 9})
        with pytest.raises(LobbyError, match="unknown game 'chess'"):
            await ana.open_table("chess")
        with pytest.raises(LobbyError, match="a table for 3 cannot play with"):
            await ana.open_table("hypnose", {"players": 2}, seats=3)


async def test_the_opener_fingerprint_is_shown_and_a_changed_key_is_flagged(tmp_path) -> None:
    (tmp_path / "bob").mkdir()
    known = KnownPeers.load(tmp_path / "bob" / "known_peers.json")
    known.accept("Ana", bytes(range(32)))  # Bob met another "Ana" before
    async with client("Ana") as ana, client("Bob", folder=tmp_path / "bob") as bob:
        await ana.open_table("hypnose")
        await bob.join_address(address(ana))
        code = fingerprint_code(ana.endpoint.local.identity.public_key)
        joined = await heard(bob, "joined", "Joined Ana's table")
        assert f"Ana's code is {code}" in joined.text
        flagged = await heard(bob, "trust")
        assert flagged.text.startswith("Ana's key has changed")
    # Bob's file still holds the old Ana until he accepts the new key
    assert KnownPeers.load(tmp_path / "bob" / "known_peers.json").get("Ana") == bytes(range(32))


async def test_a_joiner_that_is_not_listening_is_told_to_listen_first() -> None:
    lobby = Lobby(Endpoint(LocalPeer(Identity.generate(), "Eve")), timing=QUICK)
    with pytest.raises(LobbyError, match="must listen"):
        await lobby.join_address("127.0.0.1:1")
    with pytest.raises(LobbyError, match="not an address and port"):
        await lobby.join_address("somewhere")
