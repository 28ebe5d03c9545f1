"""Memory floods through cheap requests (issue 23), against real peer processes on loopback.

A flooder (``floodkit``) at a real table sends its victim ``have`` frames, dealer ``want``
requests or empty heartbeats as fast as it can while reading nothing. Once, each tiny request
was answered in full every time (a victim grew by 295 MB in 8 s); now a request is answered at
most once per window per asker, a catch-up goes at the pace its asker reads, and a heartbeat
without news convicts its sender. Here each flood lasts a few seconds (``bench/floods.py`` keeps
each up for 60 s and prints the figures): the victim stays flat and the game ends, audited fair.

Then the honest side of the rule: a peer that is merely slow (stopped for 2 s, as a laptop that
sleeps) beside a flooder is never disconnected for it nor declared silent, in Hypnose and in
Hypno Vision (whose time slots wait 3 s at most).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from pathlib import Path

import pytest
from floodkit import Flooder, flood_at_a_table, joined, patient
from inproc import FAST
from lanprocs import make_peers, wait_all

from client.cli.selfplay import read_results
from net.dealer.gamerecord import audit_file, read_record
from net.game.watcher import wait_until

pytestmark = [pytest.mark.network, pytest.mark.slow, pytest.mark.timeout(900)]

FLOOD_SECONDS = 6.0
GROWTH_MB = 20.0
"""Issue 23's target for a 60 s flood; a few seconds of one must stay far below it."""


def _fair(found) -> None:
    assert all(r is not None for r in found), found
    assert len({r["state_hash"] for r in found}) == 1, "the victim and the honest player differ"
    for result in found:
        _, report = audit_file(Path(str(result["transcript"])))
        assert report.fair


@pytest.mark.parametrize("kind", ["have", "want"])
async def test_a_request_flood_leaves_the_victim_flat_and_the_game_ends_fair(tmp_path, kind):
    flood, _, found = await flood_at_a_table(tmp_path, kind, FLOOD_SECONDS, timings="fast")
    assert flood.frames > 10_000, f"the flood sent only {flood.frames} frames"
    grown = f"{flood.growth_mb:.1f} MB"
    print(f"{kind}: {flood.frames:,} frames in {flood.seconds:.1f} s, victim +{grown}")
    assert flood.growth_mb < GROWTH_MB / 4, f"the victim grew by {grown}"
    assert [r and r["ended"] for r in found] == ["finished", "finished"], found
    _fair(found)


async def test_a_heartbeat_flood_convicts_the_flooder_and_leaves_the_victim_flat(tmp_path):
    flood, _, found = await flood_at_a_table(tmp_path, "beat", FLOOD_SECONDS, timings="fast")
    assert flood.frames > 1_000
    assert flood.growth_mb < GROWTH_MB / 4, f"the victim grew by {flood.growth_mb:.1f} MB"
    assert flood.victim_disk_bytes < 5_000_000, "the heartbeats filled the victim's disk"
    for result in found:
        assert result is not None and result["ended"] == "cheating", result
        assert result["proof"] == [flood.seat, "empty-beat"]
        record = read_record(Path(str(result["transcript"])))
        beats = [m for m in record.transcript.messages if m.seat == flood.seat and m.kind == "beat"]
        assert len(beats) <= 2, f"{len(beats)} of the flooder's heartbeats were kept"


GAMES = {"hypnose": "strategic", "hypnovision": "strategic-fast"}


@pytest.mark.parametrize("name", sorted(GAMES))
async def test_a_peer_stopped_for_two_seconds_beside_a_flooder_is_never_declared(tmp_path, name):
    """Three players: the victim and an honest peer are processes, the flooder our client (it
    plays its seat and reads, as it must to play a real-time game, while it floods the victim
    with ``have`` frames and ``want`` requests). Mid-game the honest peer is stopped for 2 s
    (SIGSTOP, then SIGCONT). Nobody declares against it, nobody is played on, and the game ends
    on every side, the same, audited fair."""
    victim, honest, ours = make_peers(tmp_path, 3, bots=(GAMES[name],), game=name)
    victim.start()
    honest.start()
    options = patient(dataclasses.replace(FAST, tick=0.1))
    try:
        async with joined(ours, victim.name, options) as game:
            game.bots_play(GAMES[name])
            playing = asyncio.ensure_future(game.run())
            try:
                seat = game.seating.seats[0]
                (stopped,) = {1, 2} - {seat}  # the victim opened the table: seat 0
                replica = game.seats[seat].dealer.replica
                assert await wait_until(lambda: len(replica.history) >= 6, 180), "no game"
                assert victim.process is not None
                flooder = Flooder(game, 0, victim.process.pid)
                flooding = asyncio.ensure_future(flooder.flood("mixed", 5.0, read=True))
                await asyncio.sleep(1.0)
                await asyncio.to_thread(honest.sleep, 2.0)
                flood = await flooding
                assert flood.frames > 1_000, f"the flood sent only {flood.frames} frames"
                print(f"{name}: {flood.frames:,} frames, victim +{flood.growth_mb:.1f} MB")
                ours_result = await asyncio.wait_for(playing, 600)
            finally:
                if not playing.done():
                    playing.cancel()
                    with contextlib.suppress(BaseException):
                        await playing
        wait_all([victim, honest], 240)
    finally:
        victim.stop()
        honest.stop()
    results = read_results([{"folder": p.folder} for p in (victim, honest)])
    results.append(ours_result)
    assert all(r is not None and r["ended"] == "finished" for r in results), results
    assert len({r["state_hash"] for r in results if r is not None}) == 1
    for result in results:
        assert result is not None
        record = read_record(Path(str(result["transcript"])))
        declared = [m.body.get("seat") for m in record.transcript.messages if m.kind == "timeout"]
        assert stopped not in declared, f"the stopped peer was declared silent: {declared}"
        assert not declared, f"declarations in an honest game: {declared}"
        _, report = audit_file(Path(str(result["transcript"])))
        assert report.fair
    log = (victim.folder / "hypnose.log").read_text(errors="replace")
    cuts = [line for line in log.splitlines() if "disconnected" in line]
    assert not any(honest.name in line for line in cuts), cuts
