"""Long runs: peers SIGKILLed at random points and started again, many times in one game; and
many games back to back between the same clients, with no growth in memory or open files and
every transcript complete. The full runs carry the ``soak`` marker
(``.venv/bin/pytest -m soak tests/net/lanplay``); the default run keeps a short one of each."""

from __future__ import annotations

import asyncio
import gc
import os
import random
import time
from pathlib import Path

import pytest
from inproc import FAST, GAME, HOST
from lanprocs import make_peers, results, wait_all

from core.game import version_id
from net.dealer.gamerecord import audit_file, read_record
from net.game.lan_game import LanGame
from net.lan.endpoint import Endpoint
from net.lan.handshake import LocalPeer
from net.protocol.identity import Identity
from net.protocol.seating import ClientSpec, local_table

pytestmark = [pytest.mark.network]


def kill_at_random(tmp_path: Path, kills: int, seed: int, resistance: int = 12) -> dict:
    """A 2-peer game in which a random peer is SIGKILLed ``kills`` times, each after a random
    0.5 to 4 s of running, and started again on its data folder."""
    rng = random.Random(seed)
    peers = make_peers(tmp_path, 2, resistance=resistance)
    for peer in peers:
        peer.start("--linger", "15")
    done = 0
    while done < kills:
        time.sleep(rng.uniform(0.5, 4.0))
        victim = rng.choice(peers)
        if victim.process is None or victim.process.poll() is not None:
            if all(p.process is not None and p.process.poll() is not None for p in peers):
                break  # the game ended before every kill was spent
            continue
        victim.kill()
        done += 1
        victim.start("--linger", "15")
    wait_all(peers, 600)
    status, report = results(peers)
    assert status == 0, (done, report)
    assert report["audit"] == "fair" and report["state_hashes_agree"]
    records = [read_record(t) for t in report["transcripts"]]
    digests = [{m.digest for m in r.transcript.messages} for r in records]
    assert digests[0] == digests[1], "the transcripts agree"
    report["kills"] = done
    print(f"{done} kills, {report['messages']} messages, {report['turns']} turns: fair, agreed")
    return report


@pytest.mark.slow
def test_a_few_kills_at_random_points(tmp_path):
    report = kill_at_random(tmp_path, 2, seed=1, resistance=7)  # a short game: the soak's
    assert report["kills"] == 2, report  # twenty kills play the long one


@pytest.mark.soak
@pytest.mark.parametrize("seed", [11, 12])
def test_twenty_kills_at_random_points(tmp_path, seed):
    report = kill_at_random(tmp_path, 20, seed=seed)
    assert report["kills"] >= 15, report


def open_files() -> int:
    return len(os.listdir("/proc/self/fd"))


def rss_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS")


async def games_back_to_back(base: Path, games: int) -> list[tuple[int, int]]:
    """``games`` 2-client games in a row between the same clients (identities, endpoints,
    data folders); after each, the open files and memory of this process."""
    identities = [Identity.generate() for _ in range(2)]
    endpoints = []
    for index, identity in enumerate(identities):
        endpoint = Endpoint(LocalPeer(identity, f"P{index}", game=version_id(GAME)))
        await endpoint.listen([HOST], 0)
        endpoints.append(endpoint)
    specs = [ClientSpec(identities[i], f"P{i}", HOST, endpoints[i].port) for i in range(2)]
    values = GAME.settings_values(GAME.settings({"players": 2, "start_resistance": 5}))
    measures = []
    try:
        for number in range(games):
            seatings = local_table(version_id(GAME), values, specs)
            clients = [
                LanGame.create(
                    base / f"client-{i}",
                    seatings[i],
                    identities[i],
                    f"P{i}",
                    endpoint=endpoints[i],
                    options=FAST,
                    agents={i: GAME.bots["strategic"](f"soak/{number}/{i}")},
                )
                for i in range(2)
            ]
            found = await asyncio.wait_for(asyncio.gather(*(c.run() for c in clients)), 300)
            assert [r["ended"] for r in found] == ["finished", "finished"], found
            assert found[0]["state_hash"] == found[1]["state_hash"]
            for result in found:
                _, report = audit_file(Path(result["transcript"]))
                assert report.fair and report.messages == result["messages"], "complete"
            del clients, found
            gc.collect()
            measures.append((open_files(), rss_kib()))
    finally:
        for endpoint in endpoints:
            await endpoint.close()
    return measures


@pytest.mark.slow
async def test_games_back_to_back_leave_no_open_files(tmp_path):
    measures = await games_back_to_back(tmp_path, 2)
    assert len({files for files, _ in measures}) == 1, measures


@pytest.mark.soak
@pytest.mark.timeout(3600)  # 30 whole games and 60 audits: past the suite's 300 s under load
async def test_thirty_games_back_to_back_without_growth(tmp_path):
    measures = await games_back_to_back(tmp_path, 30)
    files = [f for f, _ in measures]
    memory = [m for _, m in measures]
    assert max(files[2:]) - min(files[2:]) <= 1, files
    grown = memory[-1] - memory[4]
    print(f"open files after each game: {files}\nRSS (KiB) after each game: {memory}")
    assert grown < 40_000, f"memory grew by {grown} KiB from game 5 to 30: {memory}"
