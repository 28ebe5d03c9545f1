"""The lobby between separate processes (``lobby_peer.py``), each with its own data folder, on
loopback sockets and loopback zeroconf: they find the table, sit, start, and agree on the terms
and on every client's address; a joiner SIGKILLed before the start loses its seat and the
advert shows it. Pids are kept and only those processes are ended."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from lobbykit import FAST_LIVENESS, LOOPBACK, until

from net.lan.discovery import Discovery

pytestmark = [pytest.mark.network, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = Path(__file__).with_name("lobby_peer.py")


class Peer:
    """One ``lobby_peer.py`` process and the lines it printed."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.lines: list[str] = []

    async def line(self, prefix: str, timeout: float = 30.0) -> str:
        """The rest of the first line starting with ``prefix`` (reading on as needed)."""
        for seen in self.lines:
            if seen.startswith(prefix + " "):
                return seen[len(prefix) + 1 :]
        assert self.process.stdout is not None
        async with asyncio.timeout(timeout):
            while True:
                raw = await self.process.stdout.readline()
                assert raw, f"the peer ended without {prefix}: {self.lines}"
                text = raw.decode().rstrip("\n")
                self.lines.append(text)
                if text.startswith(prefix + " "):
                    return text[len(prefix) + 1 :]


@contextlib.asynccontextmanager
async def peers(tmp_path: Path) -> AsyncIterator[Any]:
    started: list[Peer] = []

    async def start(name: str, *arguments: str) -> Peer:
        folder = tmp_path / name
        process = await asyncio.create_subprocess_exec(
            sys.executable, str(SCRIPT), "--name", name, "--data", str(folder), *arguments,
            cwd=ROOT, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL,
        )  # fmt: skip
        peer = Peer(process)
        started.append(peer)
        return peer

    try:
        yield start
    finally:
        for peer in started:
            if peer.process.returncode is None:
                os.kill(peer.process.pid, signal.SIGKILL)
            await peer.process.wait()


async def test_three_processes_find_the_table_sit_and_agree_on_terms_and_addresses(
    tmp_path: Path,
) -> None:
    opener = f"Ana-{secrets.token_hex(3)}"
    async with peers(tmp_path) as start:
        ana = await start(opener, "--open", "4", "--bots", "1")
        await ana.line("OPEN")
        bob = await start("Bob", "--join", opener)
        cy = await start("Cy", "--join", opener)
        listening = {}
        for peer in (ana, bob, cy):
            port, key = (await peer.line("LISTEN")).split()
            listening[key] = int(port)
        seatings = [json.loads(await peer.line("SEATING", 60)) for peer in (ana, bob, cy)]
        for peer in (ana, bob, cy):
            assert await peer.process.wait() == 0
    first = seatings[0]
    for seating in seatings:
        assert seating["game_id"] == first["game_id"]
        assert seating["keys"] == first["keys"] and seating["clients"] == first["clients"]
    assert first["bots"] == {"1": "random"} and first["seats"] == [0, 1]
    assert first["controllers"] == {"1": 0}
    assert sorted(s for seating in seatings[1:] for s in seating["seats"]) == [2, 3]
    # every client is reachable where it listens, under the key its channel presents
    reachable = {key: port for key, _, host, port in first["clients"].values() if host}
    assert reachable == listening
    assert {first["keys"][seat] for seat in first["clients"]} == set(listening)


async def test_a_killed_joiner_loses_its_seat_and_the_advert_shows_it(tmp_path: Path) -> None:
    opener = f"Ana-{secrets.token_hex(3)}"
    async with (
        peers(tmp_path) as start,
        Discovery(LOOPBACK) as discovery,
        discovery.browser(liveness=FAST_LIVENESS) as browser,
    ):
        ana = await start(opener, "--open", "3")
        await ana.line("OPEN")
        key = bytes.fromhex((await ana.line("LISTEN")).split()[1])

        def seats_taken() -> int | None:
            advert = next((a for a in browser.tables.values() if a.key == key), None)
            return advert.table.seats_taken if advert and advert.table else None

        await until(lambda: seats_taken() == 1, 20)
        bob = await start("Bob", "--join", opener)
        assert await bob.line("JOINED") == "1"
        await until(lambda: seats_taken() == 2, 20)
        os.kill(bob.process.pid, signal.SIGKILL)
        await bob.process.wait()
        await until(lambda: seats_taken() == 1, 20)
        assert ana.process.returncode is None  # the opener goes on


async def test_a_process_joins_by_address_without_discovery(tmp_path: Path) -> None:
    async with peers(tmp_path) as start:
        ana = await start("Ana", "--open", "2", "--no-discovery")
        port = (await ana.line("LISTEN")).split()[0]
        bob = await start("Bob", "--address", f"127.0.0.1:{port}", "--no-discovery")
        ours, theirs = [json.loads(await peer.line("SEATING", 60)) for peer in (ana, bob)]
        assert ours["game_id"] == theirs["game_id"] and ours["clients"] == theirs["clients"]
    # each remembered the other in its own known-peers file (trust on first use)
    assert "Bob" in (tmp_path / "Ana" / "known_peers.json").read_text()
    assert "Ana" in (tmp_path / "Bob" / "known_peers.json").read_text()
