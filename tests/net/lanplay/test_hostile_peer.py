"""Bad input against a running peer (a real process in a real game): random bytes, truncated and
oversized frames, a failed handshake, a key not in the roster, and, over a valid channel of a
roster client, deep nesting, wrong types, a bad signature, a replayed message, a message for
another game and one signed by a key not in the roster. Each is refused with a reason naming its
sender, the game goes on to a fair end, and a flood leaves the peer's memory bounded.

The attacks come while the game runs: our seat makes one decision between two attacks (and waits
to be asked again), so the victim never waits for us longer than one attack takes, and its
decision deadline cannot run out however loaded the machine is."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest
from floodkit import patient, rss_kib
from inproc import FAST, GAME
from lanprocs import make_peers, wait_all

from client.cli.selfplay import read_results
from net.dealer.gamerecord import audit_file
from net.errors import Refused
from net.game.lan_game import LanGame
from net.game.watcher import wait_until
from net.lan.discovery import Discovery
from net.lan.endpoint import Endpoint
from net.lan.handshake import LocalPeer, write_frame
from net.lan.interfaces import NetworkChoice
from net.lobby import Lobby, Timing
from net.lobby.headless import TableChoice, take_seat
from net.protocol.identity import Identity
from net.protocol.messages import Signer
from net.protocol.wire import HEADER, canonical, encode, read_frame
from net.store.profile import Profile

pytestmark = [pytest.mark.network, pytest.mark.slow, pytest.mark.timeout(900)]
"""A whole game between two bots, the attacks in its middle: a minute or more on a loaded machine
(the suite's 300 s limit could cut it short; nothing in it waits on a clock)."""
RESISTANCE = 7
"""R5's short game: our seat, playing at random against the victim's strategic bot, is asked
at least 29 decisions (in 40 seeded offline games; 61 on average) before it ends, and the
attacks take 12 of them."""

HOST = "127.0.0.1"
PATIENT = patient(FAST)
"""Our client's options: the victim, busy reading a flood on a loaded machine, may say nothing
for seconds, and our side must not close the link the flood goes over for that."""


async def raw(port: int, data: bytes, source: str, *, end: bool = False) -> None:
    """Open a TCP connection from ``source``, send ``data`` (then, with ``end``, end the stream
    on our side: a frame cut short is only seen as truncated once the stream ends), wait for
    the peer to close it (each attack from its own loopback address: the peer logs a reason
    per address and kind)."""
    reader, writer = await asyncio.open_connection(HOST, port, local_addr=(source, 0))
    writer.write(data)
    if end:
        writer.write_eof()
    await writer.drain()
    await raw_close(reader, writer)


async def failed_handshake(port: int, source: str) -> None:
    """A plausible first handshake message, then junk where the third belongs."""
    reader, writer = await asyncio.open_connection(HOST, port, local_addr=(source, 0))
    write_frame(writer, os.urandom(32))
    await writer.drain()
    await read_frame(reader, limit=4096)
    write_frame(writer, os.urandom(64))
    await writer.drain()
    await raw_close(reader, writer)


async def raw_close(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """Read until the peer closes the connection (5 s at most), then close it here."""
    try:
        async with asyncio.timeout(5):
            while await reader.read(4096):
                pass
    except (TimeoutError, ConnectionError):
        pass
    writer.close()


async def linked(game: LanGame, seat: int, old: object = None, timeout: float = 30) -> object:
    """The open channel to ``seat``'s client (another than ``old``: the one that replaced it)."""

    def ready() -> bool:
        link = game.mesh.links.get(seat)
        return link is not None and not link.channel.closed and link.channel is not old

    assert await wait_until(ready, timeout), "no link to the victim"
    return game.mesh.links[seat].channel


async def test_a_running_peer_refuses_bad_input_in_words_and_plays_on(tmp_path):
    peers = make_peers(tmp_path, 2, resistance=RESISTANCE)
    victim, ours = peers
    victim.start()
    with Profile.open(ours.folder, start_log=False) as profile:
        discovery = Discovery(NetworkChoice(loopback=True))
        endpoint = Endpoint(LocalPeer(profile.identity, ours.name))
        await endpoint.listen([HOST], 0)
        try:
            seating = await seated(endpoint, discovery, profile, victim.name)
            game = LanGame.create(ours.folder, seating, profile.identity, ours.name,
                                  options=PATIENT, discovery=discovery,
                                  endpoint=endpoint)  # fmt: skip
            playing = asyncio.ensure_future(game.run())
            try:
                turns = Turns(game, 1)
                await turns.asked()  # the game is under way
                await hostile_session(game, victim, turns)
                game.bots_play("strategic")  # then the game goes on
                result = await asyncio.wait_for(playing, 600)
            finally:
                if not playing.done():
                    playing.cancel()
        finally:
            await endpoint.close()
            await discovery.close()
    wait_all([victim], 120)
    found = read_results([{"folder": victim.folder}])[0]
    assert found is not None and found["ended"] == "finished", victim.output()[-3000:]
    assert result["ended"] == "finished" and result["state_hash"] == found["state_hash"]
    _, report = audit_file(Path(found["transcript"]))
    assert report.fair
    reasons = "\n".join(found["rejected"])
    for expected in (
        "has 40 bytes, not 32: not a Hypnose handshake",  # random bytes
        "truncated frame",
        "exceeds the limit",  # an oversized frame
        "reading the third handshake message failed",
        "allows no watchers",  # a key not in the roster
        "nesting deeper than",
        "sent a message from seat 'one', not a seat of this game",
        "SignatureError",  # a bad signature, and a key not in the roster signing as seat 1
        "WrongGame",  # a message for another game
        "again (ignored)",  # a replayed message
    ):
        assert expected in reasons, f"{expected!r} not in:\n{reasons}"
    log = (victim.folder / "hypnose.log").read_text()
    assert f"{ours.name} [" in log and "127.0.0.1" in log, "refusals name the peer and its address"


async def seated(endpoint: Endpoint, discovery: Discovery, profile: Profile, opener: str):  # type: ignore[no-untyped-def]
    """Join the victim's table through the lobby, as ``hypnose peer --join OPENER`` does."""
    lobby = Lobby(endpoint, discovery=discovery, known_peers=profile.known_peers,
                  timing=Timing(countdown=0.5))  # fmt: skip
    await lobby.start()
    try:
        return await asyncio.wait_for(take_seat(lobby, TableChoice(join=opener), print), 120)
    finally:
        await lobby.close()


class Turns:
    """Our seat's decisions, one at a time when the test says (a random bot chooses)."""

    def __init__(self, game: LanGame, seat: int) -> None:
        self.game, self.seat = game, seat
        self.session = game.seats[seat].session
        self.bot = GAME.bots["random"](f"hostile/{seat}")
        self.last: object = None

    async def asked(self) -> None:
        """Wait until our seat is asked a new decision (the game goes on)."""

        def new_ask() -> bool:
            ask = self.session.asked
            return self.session.result is not None or (ask is not None and ask is not self.last)

        assert await wait_until(new_ask, 120), "our seat was not asked again"
        assert self.session.result is None, "the game ended before the attacks did"
        self.last = self.session.asked

    async def play_one(self) -> None:
        """Make the decision our seat is asked; wait until the victim has signed a message
        that counts it (it has read everything sent to it before: one channel keeps the
        order), then until our seat is asked the next one."""
        ask = self.session.asked
        assert ask is not None and ask is self.last
        verifier = self.game.seats[self.seat].dealer.verifier
        before = verifier.state(self.seat).next_seq
        self.game.submit(self.seat, self.bot.choose(ask.view, ask.legal))
        assert await wait_until(lambda: verifier.state(self.seat).next_seq > before, 60)
        signed = verifier.state(self.seat).next_seq

        def counted() -> bool:  # the victim's last message counts our decision's
            last = verifier.state(0).next_seq - 1
            message = verifier.message_at(0, last) if last >= 0 else None
            seen = {s.seat: s.count for s in message.seen} if message is not None else {}
            return seen.get(self.seat, 0) >= signed

        assert await wait_until(counted, 120), "the victim did not take our decision"
        await self.asked()


async def hostile_session(game: LanGame, victim, turns: Turns) -> None:  # type: ignore[no-untyped-def]
    roster = game.roster
    await linked(game, 0)
    port = game.mesh.clients[0].port
    # before any handshake
    await raw(port, HEADER.pack(40) + os.urandom(40), "127.0.0.2")
    await turns.play_one()
    await raw(port, HEADER.pack(32) + b"x" * 10, "127.0.0.3", end=True)  # not 5 s of silence
    await turns.play_one()
    await raw(port, HEADER.pack(2**31) + b"x" * 100, "127.0.0.4")
    await turns.play_one()
    await failed_handshake(port, "127.0.0.5")
    await turns.play_one()
    stranger = Endpoint(LocalPeer(Identity.generate(), "Stranger", game=game.terms.game))
    with pytest.raises(Refused, match="allows no watchers"):
        await stranger.connect(HOST, port)
    await stranger.close()
    await turns.play_one()
    # over a roster client's valid channel: bad messages first (the victim keeps the link)
    channel = await linked(game, 0)
    own = game._first.dealer.verifier.message_at(1, 1)
    assert own is not None
    signed, _ = own.signed, own.signature
    bad_signature = canonical([signed, bytes(64)])
    other_game = Signer(game.seating.identities[1], b"another game" * 3, 1)
    elsewhere = other_game.sign({"kind": "beat", "step": 0, "at": [0, ""]})
    impostor = Signer(Identity.generate(), roster.game_id, 1).sign(
        {"kind": "beat", "step": 0, "at": [0, ""]}
    )
    for wire in (bad_signature, elsewhere.wire, impostor.wire, own.wire):
        channel.write(encode(["m", 1, None, wire]))  # type: ignore[attr-defined]
    await turns.play_one()  # the victim has read them, and plays on
    before = rss_kib(victim.process.pid)
    flood = encode(["m", 1, None, bad_signature])
    for index in range(20_000):
        channel.write(flood)  # type: ignore[attr-defined]
        if index % 500 == 0:
            await channel.drain()  # type: ignore[attr-defined]
        if index % 5_000 == 4_999:
            await turns.play_one()  # the victim has read the flood so far
    grown = rss_kib(victim.process.pid) - before
    assert grown < 20_000, f"the victim grew by {grown} KiB under a flood of 20,000 frames"
    # then frames that close the link (the mesh dials again and the game goes on)
    channel.write(b"\x91" * 40 + b"\xc0")  # type: ignore[attr-defined]
    await linked(game, 0, channel)
    await turns.play_one()
    # the link now: a crossed dial (both sides dialing again at once) can replace the first new
    # link after the mesh hands it out, and writing to that one raised ChannelClosed
    channel = await linked(game, 0)
    channel.write(encode(["m", "one", None, 5]))  # type: ignore[attr-defined]
    await linked(game, 0, channel)
    await turns.play_one()
