"""Hostile lobby messages on real channels: a joiner sending wrong types, huge arrays, unknown
kinds, a seat out of range, a ready forged for another seat, a flood; and an opener offering
terms nobody agreed to. Each bad message closes that channel only, with a reason naming the
peer in a bounded log; the table goes on and an honest game still starts."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from lankit import FAST, HOST
from lobbykit import RawJoiner, client, heard, kinds, until

from core import games as registry
from core.game import version_id
from net.lan.channel import Channel
from net.lan.endpoint import Endpoint
from net.lan.handshake import LocalPeer
from net.lobby import JoinRefused, LobbyClosed, OpenTable
from net.lobby.events import HISTORY
from net.lobby.protocol import FROM_JOINER, MAX_MESSAGE, parse
from net.protocol.identity import Identity
from net.protocol.rejects import MAX_KEYS
from net.protocol.terms import PROTOCOL, fresh_nonce
from net.protocol.wire import encode

pytestmark = pytest.mark.network

JOIN = {"kind": "join", "role": "player", "port": 4000, "seat": None}


def refusal_of(table: OpenTable, name: str) -> str:
    texts = [e.detail for e in table.endpoint.refusals.entries() if f"with {name} [" in e.detail]
    assert texts, list(table.endpoint.refusals)
    return texts[-1]


async def honest_start(table: OpenTable, bob: Any) -> None:
    """After the attacks an honest player still joins and the game starts."""
    joined = await bob.join_address(f"{HOST}:{table.endpoint.port}")
    await joined.set_ready()
    table.set_ready()
    mine, his = await asyncio.gather(table.started(5), joined.started(5))
    assert mine.game_id == his.game_id


@pytest.mark.parametrize(
    ("first", "reason"),
    [
        ([1, 2, 3], "a lobby message is a map, not a list"),
        ({"kind": "teleport"}, "unknown kind 'teleport'"),
        ({"role": "player"}, "a lobby message without a kind"),
        ({**JOIN, "port": "4000"}, "join.port is not a whole number from 1 to 65535"),
        ({**JOIN, "role": "king"}, "join.role is not one of player, watcher"),
        ({**JOIN, "seat": 9}, "seat 9 is not a seat of this table (0 to 1)"),
        ({**JOIN, "seat": -1}, "join.seat is not a whole number from 0 to 15"),
        ({**JOIN, "extra": 1}, "join has unknown fields 'extra'"),
        ({"kind": "join", "role": "player"}, "join lacks port, seat"),
        ({**JOIN, "seat": [0] * 20_000}, f"exceed the limit {MAX_MESSAGE}"),
        ({**JOIN, "seat": [[[[[[[0]]]]]]]}, "nesting deeper than 6 levels"),
        ({"kind": "ready", "seat": 0, "ready": True}, "its first lobby message is 'ready'"),
    ],
    ids=lambda v: str(v)[:30],
)
async def test_a_bad_first_message_closes_that_channel_with_a_reason(
    first: object, reason: str
) -> None:
    async with client("Ana") as ana, client("Bob") as bob:
        table = await ana.open_table("hypnose", {"players": 2})
        mallory = await RawJoiner.dial(ana.endpoint.port)
        kind, _ = await mallory.receive()
        assert kind == "table"
        await mallory.send(first)
        told = await mallory.closed_with()
        assert reason in told and told.startswith("Ana's table closed the channel")
        logged = refusal_of(table, "Mallory")
        assert reason in logged and "closed the lobby channel with Mallory [" in logged
        await heard(ana, "error", "Mallory [")
        assert table.state.taken == 1
        await mallory.close()
        await honest_start(table, bob)


@pytest.mark.parametrize(
    ("attack", "reason"),
    [
        ({"kind": "ready", "seat": 0, "ready": True}, "a ready for seat 0, which is not its seat"),
        ({"kind": "ready", "seat": 1, "ready": "yes"}, "ready.ready is not true or false"),
        ({"kind": "seat", "seat": 7}, "seat 7 is not a seat of this table (0 to 2)"),
        ({"kind": "seat", "seat": 1.0}, "seat.seat is not a whole number"),
        (JOIN, "it asked to join twice"),
        ({"kind": "nonce", "start": 5, "nonce": bytes(32)}, "'nonce' for start 5, which never"),
        ({"kind": "accept", "start": 1, "game_id": bytes(31)}, "accept.game_id is not 32 bytes"),
        ({"kind": "state", "seats": [], "watchers": []}, "unknown kind 'state'"),
        ({"kind": "leave", "reason": "x" * 301}, "leave.reason is not text of at most 300"),
    ],
    ids=lambda v: str(v)[:30],
)
async def test_a_bad_message_from_a_seated_joiner_frees_its_seat_with_a_reason(
    attack: dict[str, Any], reason: str
) -> None:
    async with client("Ana") as ana, client("Bob") as bob:
        table = await ana.open_table("hypnose", {"players": 3})
        mallory = await RawJoiner.dial(ana.endpoint.port)
        state = await mallory.join()
        assert [s["name"] for s in state["seats"]] == ["Ana", "Mallory", None]
        await mallory.send(attack)
        told = await mallory.closed_with()
        assert reason in told
        assert reason in refusal_of(table, "Mallory")
        await until(lambda: table.state.taken == 1)
        await heard(ana, "left", "Mallory [")
        assert table.state.seats[0].ready is False
        await mallory.close()
        table.add_bot("random")
        await honest_start(table, bob)


async def test_a_flood_of_messages_closes_the_flooder_and_memory_stays_bounded() -> None:
    async with client("Ana") as ana, client("Bob") as bob:
        table = await ana.open_table("hypnose", {"players": 2})
        joined = await bob.join_address(f"{HOST}:{ana.endpoint.port}")
        table.remove(bob.endpoint.local.identity.public_key)  # make room for the flooders
        await until(lambda: table.state.taken == 1)
        for round_ in range(3):
            mallory = await RawJoiner.dial(ana.endpoint.port, f"Flood{round_}")
            await mallory.join()
            for i in range(500):
                mallory.channel.write(
                    mallory_ready(i % 2 == 0)  # toggling ready as fast as bytes go
                )
            told = await mallory.closed_with()
            assert "more than 40 lobby messages at once" in told
            await mallory.close()
            await until(lambda: table.state.taken == 1)
        assert table.joiners == 0
        assert len(ana.events.history) <= HISTORY
        with pytest.raises(LobbyClosed):
            await joined.started(0.1)


def mallory_ready(ready: bool) -> bytes:
    return encode({"kind": "ready", "seat": 1, "ready": ready})


async def test_a_joiner_that_does_not_read_holds_nobody_up() -> None:
    """The table changes thousands of times while one joiner reads nothing: the states
    waiting for it coalesce (its queue stays tiny), and the honest joiner keeps up."""
    async with client("Ana") as ana, client("Bob") as bob:
        table = await ana.open_table("hypnose", {"players": 4})
        mallory = await RawJoiner.dial(ana.endpoint.port)
        await mallory.join()  # and never reads again
        joined = await bob.join_address(f"{HOST}:{ana.endpoint.port}")
        longest = 0
        for _ in range(1500):
            table.remove_bot(table.add_bot("random"))
            longest = max(longest, *(len(m.outbox) for m in table._members.values()))
            await asyncio.sleep(0)
        assert longest <= 3
        table.add_bot("random", 3)
        await until(lambda: joined.state.seats[3].bot == "random")
        await mallory.close()


async def test_many_bad_connections_leave_bounded_logs_and_the_table_serving() -> None:
    async with client("Ana") as ana, client("Bob") as bob:
        table = await ana.open_table("hypnose", {"players": 2})
        for i in range(MAX_KEYS + 20):
            mallory = await RawJoiner.dial(ana.endpoint.port, f"M{i}")
            await mallory.receive()
            await mallory.send({"kind": "join", "role": "player", "port": 0, "seat": None})
            await mallory.closed_with()
            await mallory.close()
        assert len(table.endpoint.refusals) <= MAX_KEYS
        assert table.endpoint.refusals.total >= MAX_KEYS + 20
        assert len(ana.events.history) <= HISTORY and table.joiners == 0
        await honest_start(table, bob)


async def test_a_joiner_that_never_asks_to_join_is_closed_after_the_deadline() -> None:
    async with client("Ana") as ana:
        table = await ana.open_table("hypnose")
        mallory = await RawJoiner.dial(ana.endpoint.port)
        await mallory.receive()
        told = await mallory.closed_with(timeout=5)
        assert "it did not ask to join within 2 s" in told
        assert "did not ask to join" in refusal_of(table, "Mallory")
        await mallory.close()


async def ready_raw(mallory: RawJoiner, table: OpenTable, joined: Any) -> None:
    """Mallory, Bob and Ana all ready: the start begins; Mallory reads up to its ``draw``."""
    await mallory.send({"kind": "ready", "seat": 1, "ready": True})
    await joined.set_ready()
    table.set_ready()
    while (await mallory.receive())[0] != "draw":
        pass


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        ("silence", "Mallory did not send a nonce within 3 s"),
        ("decline", "Mallory declined the start: not today"),
        ("drop", "Mallory ["),
    ],
)
async def test_a_seat_that_fails_the_start_calls_it_off_in_words(answer: str, reason: str) -> None:
    async with client("Ana") as ana, client("Bob") as bob:
        table = await ana.open_table("hypnose", {"players": 3})
        mallory = await RawJoiner.dial(ana.endpoint.port)
        await mallory.join()
        joined = await bob.join_address(f"{HOST}:{ana.endpoint.port}")
        await ready_raw(mallory, table, joined)
        if answer == "decline":
            await mallory.send({"kind": "decline", "start": 1, "reason": "not today"})
        elif answer == "drop":
            await mallory.close()
        for lobby in (ana, bob):
            event = await heard(lobby, "aborted", timeout=6)
            assert event.text.startswith("The start was called off: ") and reason in event.text
        assert table.phase.value == "open" and not table.state.seats[0].ready
        assert not joined.ready
        if answer == "drop":
            await until(lambda: table.state.taken == 2)
        else:
            await mallory.close()


# --- a dishonest opener ----------------------------------------------------------------------


def _tamper(kind: str, terms: dict[str, Any], bob: bytes) -> None:
    if kind == "settings":
        terms["settings"] = {**terms["settings"], "start_resistance": 13}
    elif kind == "nonce":
        terms["nonces"] = [[s, fresh_nonce()] for s, _ in terms["nonces"]]
    elif kind == "game":
        terms["game"] = terms["game"].replace("hypnose/", "hypnose2/")
    elif kind == "bot":
        terms["controllers"] = [[0, 1]]
    elif kind == "keys":
        terms["keys"] = [[0, Identity.generate().public_key], [1, bob]]
    elif kind == "extensions":
        terms["extensions"] = 9


@pytest.mark.parametrize(
    ("tampering", "words"),
    [
        ("settings", "'players': 2, 'start_resistance': 13} are not"),
        ("nonce", "seat 1's nonce in the terms is not the one this peer drew"),
        ("game", "the terms are for hypnose2/"),
        ("bot", "the terms name other bots or bot runners than the lobby showed"),
        ("keys", "the terms seat other keys than the lobby showed"),
        ("extensions", "the terms allow 9 extensions per player, the table 3"),
    ],
)
async def test_a_joiner_declines_terms_it_did_not_agree_to(tampering: str, words: str) -> None:
    """A dishonest opener (its lobby messages written by hand over a real channel) offers
    terms other than the table's: the joiner declines in words and never starts."""
    game = registry.get("hypnose")
    opener = LocalPeer(Identity.generate(), "Ana", game=version_id(game))
    declined: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()

    async def dishonest(channel: Channel) -> None:
        settings = game.settings_values(game.settings({"players": 2}))  # complete (R21 too)
        bob = channel.peer.key

        async def send(kind: str, **fields: Any) -> None:
            await channel.send_data({"kind": kind, **fields})

        async def receive() -> tuple[str, dict[str, Any]]:
            return parse(await channel.recv(), FROM_JOINER)

        await send("table", table="0123abcd", game=opener.game, settings=settings, seats=2,
                   watchers=False, name="Ana", extensions=3)  # fmt: skip
        assert (await receive())[0] == "join"
        seats = [
            {"seat": 0, "key": opener.identity.public_key, "name": "Ana", "ready": True,
             "bot": None, "by": None},
            {"seat": 1, "key": bob, "name": "Bob", "ready": True, "bot": None, "by": None},
        ]  # fmt: skip
        await send("state", seats=seats, watchers=[])
        kind, _ = await receive()
        assert kind == "ready"
        await send("draw", start=1)
        kind, fields = await receive()
        assert kind == "nonce"
        terms = {
            "protocol": PROTOCOL,
            "game": opener.game,
            "settings": settings,
            "keys": [[0, opener.identity.public_key], [1, bob]],
            "nonces": [[0, fresh_nonce()], [1, fields["nonce"]]],
            "controllers": [],
            "extensions": 3,
        }
        _tamper(tampering, terms, bob)
        clients = [
            {"seat": 0, "key": opener.identity.public_key, "name": "Ana", "host": HOST,
             "port": 1},
            {"seat": 1, "key": bob, "name": "Bob", "host": HOST, "port": 2},
        ]  # fmt: skip
        await send("terms", start=1, terms=terms, clients=clients, watchers=[])
        kind, fields = await receive()
        declined.set_result({"kind": kind, **fields})
        await send("go", start=1, game_id=bytes(32))
        async for _ in channel:
            pass

    endpoint = Endpoint(opener, on_channel=dishonest, limits=FAST)
    port = await endpoint.listen([HOST], 0)
    try:
        async with client("Bob") as bob:
            joined = await bob.join_address(f"{HOST}:{port}")
            await joined.set_ready()
            answer = await asyncio.wait_for(declined, 5)
            assert answer["kind"] == "decline" and words in answer["reason"]
            event = await heard(bob, "error", "refused the terms from Ana")
            assert words in event.text
            with pytest.raises(LobbyClosed, match="said go without terms this client accepted"):
                await joined.started(5)
    finally:
        await endpoint.close()


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"seats": 3}, "a table of 3 seats cannot play hypnose"),
        ({"name": "Bob"}, "the table names its opener 'Bob'"),
        ({"table": "NOTHEX!!"}, "is not 8 hex characters"),
        (
            {"settings": {"players": 2, "start_resistance": 12, "x": 1}},
            "settings this client cannot play: setting 'x': unknown",
        ),
        ({"game": "hypnose/1/0000"}, "update one of them"),
    ],
)
async def test_a_joiner_refuses_a_table_that_does_not_hang_together(
    change: dict[str, Any], words: str
) -> None:
    opener = LocalPeer(Identity.generate(), "Ana")  # no game in its hello: joined by address
    table = {"table": "0123abcd", "game": version_id(registry.get("hypnose")),
             "settings": {"players": 2, "start_resistance": 12}, "seats": 2,
             "watchers": False, "name": "Ana", "extensions": 3} | change  # fmt: skip

    async def dishonest(channel: Channel) -> None:
        await channel.send_data({"kind": "table", **table})
        async for _ in channel:
            pass

    endpoint = Endpoint(opener, on_channel=dishonest, limits=FAST)
    port = await endpoint.listen([HOST], 0)
    try:
        async with client("Bob") as bob:
            with pytest.raises(JoinRefused) as refused:
                await bob.join_address(f"{HOST}:{port}")
            assert words in str(refused.value)
            told = kinds(bob, "refused") + kinds(bob, "error")  # a malformed table: an error
            assert any(words in text for text in told)
    finally:
        await endpoint.close()
