"""A flooder at a real table (issue 23, "Memory floods through cheap requests"): our client, in
this process, joins a table a peer process opened, plays its seat, and between its decisions
sends the victim cheap requests as fast as it can, reading nothing meanwhile (or reading, as a
flooder that also plays a real-time game must):

- ``have``: ``["have", []]`` frames, each claiming it holds nothing (once answered in full,
  every time: 295 MB in 8 s);
- ``want``: dealer requests for 32 messages each, over every seat's chain (99 MB);
- ``beat``: valid signed heartbeats at one step, naming nothing new (20,000 kept in full);
- ``mixed``: ``have`` and ``want`` frames in turn.

The victim's memory is read from ``/proc`` (its resident set). ``bench/floods.py`` keeps each
flood up for 60 s; ``test_floods.py`` for a few seconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import socket
import sys
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lanprocs import Peer, make_peers, wait_all

from client.cli.selfplay import read_results
from net.dealer.gate import MAX_RELAY, Want
from net.game.lan_game import LanGame, LanOptions
from net.game.watcher import wait_until
from net.lan.channel import Channel
from net.lan.discovery import Discovery
from net.lan.endpoint import Endpoint
from net.lan.handshake import LocalPeer
from net.lan.interfaces import NetworkChoice
from net.lobby import Lobby, Timing
from net.lobby.headless import TableChoice, take_seat
from net.protocol.wire import encode
from net.store.profile import Profile

HOST = "127.0.0.1"
KINDS = ("have", "want", "beat")


def rss_kib(pid: int) -> int | None:
    """A process's resident set, in KiB; None once it has ended."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return None
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return None  # a zombie: its memory is gone


@contextlib.asynccontextmanager
async def joined(ours: Peer, opener: str, options: LanOptions) -> AsyncIterator[LanGame]:
    """Our client, seated at ``opener``'s table through the lobby (as ``hypnose peer --join``
    does), its game made but not yet running."""
    with Profile.open(ours.folder, start_log=False) as profile:
        discovery = Discovery(NetworkChoice(loopback=True))
        endpoint = Endpoint(LocalPeer(profile.identity, ours.name))
        await endpoint.listen([HOST], 0)
        try:
            lobby = Lobby(endpoint, discovery=discovery, known_peers=profile.known_peers,
                          timing=Timing(countdown=0.5))  # fmt: skip
            await lobby.start()
            try:
                seating = await asyncio.wait_for(
                    take_seat(
                        lobby, TableChoice(join=opener), lambda line: print(line, file=sys.stderr)
                    ),
                    120,
                )
            finally:
                await lobby.close()
            yield LanGame.create(ours.folder, seating, profile.identity, ours.name,
                                 options=options, discovery=discovery,
                                 endpoint=endpoint)  # fmt: skip
        finally:
            await endpoint.close()
            await discovery.close()


def patient(options: LanOptions, *, deadlines: bool = False) -> LanOptions:
    """Our client's options: it reads nothing for a minute, and must not close the link it
    floods over for the silence that makes; with ``deadlines``, nor declare the victim silent
    for what it did not read meanwhile (in a 2-player game that would end the game without a
    result: what any seat may do by leaving, not what a flood does to its victim)."""
    mesh = dataclasses.replace(options.mesh, silent_after=600.0)
    if not deadlines:
        return dataclasses.replace(options, mesh=mesh)
    waits = dataclasses.replace(options.deadlines, decision=3600.0, message=3600.0)
    return dataclasses.replace(options, mesh=mesh, deadlines=waits)


@dataclass
class Flood:
    """What one flood sent, and what the victim's memory did meanwhile."""

    kind: str
    seat: int = -1
    """The flooder's seat."""
    seconds: float = 0.0
    frames: int = 0
    links: int = 0
    """Links to the victim the flood went over (the victim closing one, our client dialing
    again)."""
    rss_before_kib: int = 0
    rss_max_kib: int = 0
    victim_disk_bytes: int = 0
    """The victim's data folder at the end (journals, transcript, log): what the flood left on
    its disk."""
    samples: list[int] = field(default_factory=list)

    @property
    def growth_mb(self) -> float:
        return (self.rss_max_kib - self.rss_before_kib) * 1024 / 1_000_000


class Flooder:
    """Floods the victim (the client of seat ``victim``) from our game ``game``."""

    def __init__(self, game: LanGame, victim: int, victim_pid: int) -> None:
        self.game = game
        self.victim = victim
        self.pid = victim_pid
        self.seat = game.seating.seats[0]

    def _link(self, read: bool, old: Channel | None) -> Channel | None:
        link = self.game.mesh.links.get(self.victim)
        if link is None or link.channel.closed:
            return None
        channel = link.channel
        if channel is not old and not read:  # the adversary: a client that stops reading
            transport = channel._writer.transport
            sock = transport.get_extra_info("socket")
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            transport.pause_reading()  # type: ignore[attr-defined]
        return channel

    def _frames(self, kind: str) -> list[bytes]:
        have = [encode(["have", []])]
        if kind in ("have", "beat"):
            return have  # (beats are signed one by one)
        counts = self.game.holdings.counts()
        frames = []
        for seat, held in sorted(counts.items()):
            for first in range(0, max(held, 1), MAX_RELAY):
                want = Want(seat, first, first + MAX_RELAY - 1, self.victim)
                frames.append(encode(["m", self.seat, self.victim, want.frame()]))
        return frames if kind == "want" else [f for want in frames for f in (*have, want)]

    def _beat(self) -> bytes:
        """A valid signed heartbeat at the current step naming nothing new, as a frame: signed
        past our own dealer (whose rule would refuse it), and never journaled."""
        dealer = self.game.seats[self.seat].dealer
        message = dealer._sign(dealer._stamp({"kind": "beat", "step": dealer.replica.step}))
        return encode(["m", self.seat, None, message.wire])

    async def flood(self, kind: str, seconds: float, *, read: bool = False) -> Flood:
        """Flood for ``seconds``; then read again (the victim's answers, as it pleases)."""
        flood = Flood(kind, self.seat)
        before = rss_kib(self.pid)
        assert before is not None, "the victim is not running"
        flood.rss_before_kib = flood.rss_max_kib = before
        frames = self._frames(kind)
        started = time.monotonic()
        channel: Channel | None = None
        sampled = started
        index = 0
        while time.monotonic() - started < seconds:
            now = time.monotonic()
            if now - sampled >= 0.25:
                sampled = now
                rss = rss_kib(self.pid)
                if rss is not None:  # (None: the victim ended its game)
                    flood.samples.append(rss)
                    flood.rss_max_kib = max(flood.rss_max_kib, rss)
            current = self._link(read, channel)
            if current is None:  # the victim closed the link: our mesh dials again
                await asyncio.sleep(0.05)
                continue
            if current is not channel:
                channel, flood.links = current, flood.links + 1
            if channel._writer.transport.get_write_buffer_size() > 256 * 1024:  # at the wire's pace
                await asyncio.sleep(0.001)
                continue
            try:
                for _ in range(64):
                    channel.write(self._beat() if kind == "beat" else frames[index % len(frames)])
                    index += 1
                    flood.frames += 1
            except Exception:  # the link closed under us
                await asyncio.sleep(0.05)
                continue
            await asyncio.sleep(0)
        flood.seconds = time.monotonic() - started
        if channel is not None and not channel.closed and not read:
            channel._writer.transport.resume_reading()  # type: ignore[attr-defined]
        return flood


async def flood_at_a_table(
    base: Path, kind: str, seconds: float, *, resistance: int = 7, timings: str = "normal"
) -> tuple[Flood, list[str], list[dict[str, Any] | None]]:
    """A 3-player Hypnose game: the victim and an honest player are peer processes
    (``timings``: ``normal``, or ``fast`` for a flood far shorter than its deadlines), our
    client the flooder. At our first decision we flood the victim for ``seconds``, then play
    on at random (after a heartbeat flood, which convicts us, the game ends there). A flooder
    that reads nothing pays no debt meanwhile: the others may declare it silent (two
    declarers name it) and play its seat on, and finish without it. The flood, the victim's
    log lines that disconnect someone, and the victim's and honest player's results."""
    victim, honest, ours = make_peers(base, 3, resistance=resistance)
    for peer in (victim, honest):
        peer.start("--timings", timings)
    try:
        async with joined(ours, victim.name, patient(LanOptions(), deadlines=True)) as game:
            playing = asyncio.ensure_future(game.run())
            try:
                session = game.seats[game.seating.seats[0]].session
                asked = await wait_until(lambda: session.asked is not None, 180)
                assert asked, "our seat was never asked a decision"
                assert victim.process is not None
                flood = await Flooder(game, 0, victim.process.pid).flood(kind, seconds)
                if kind != "beat":
                    game.bots_play("random")
                    with contextlib.suppress(TimeoutError):  # (once played on, ours may lag)
                        await asyncio.wait_for(asyncio.shield(playing), 600)
            finally:
                if not playing.done():
                    playing.cancel()
                with contextlib.suppress(BaseException):  # (after a heartbeat flood our own
                    await playing  # dealer refuses what we signed past it: we stop there)
        wait_all([victim, honest], 600)
    finally:
        victim.stop()
        honest.stop()
    flood.victim_disk_bytes = sum(f.stat().st_size for f in victim.folder.rglob("*") if f.is_file())
    found = read_results([{"folder": p.folder} for p in (victim, honest)])
    log = (victim.folder / "hypnose.log").read_text(errors="replace")
    cuts = [line for line in log.splitlines() if "disconnected" in line]
    return flood, cuts, found
