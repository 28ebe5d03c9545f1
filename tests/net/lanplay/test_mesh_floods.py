"""The bounds of the mesh under a client that floods and stops reading (issue 23), looked at from
inside the victim: two clients in one event loop over real sockets (``inproc``), the victim's
limits shortened so that a test meets them in seconds.

- A ``have`` flood starts at most one catch-up per window, and the catch-up leaves at most its
  room queued for a client that does not read.
- A client that leaves more than ``unread_limit`` unread for ``unread_for`` is disconnected, with
  its name and the reason in the log; it dials again, catches up, and the game ends fair.
- A frame that would pass a player link's cap disconnects the same way.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import os

import pytest
from floodkit import Flooder
from inproc import FAST, play, table

from net.dealer.gamerecord import audit_file
from net.game.catchup import CATCH_UP_ROOM
from net.game.watcher import wait_until
from net.protocol.resends import RESEND_EVERY

pytestmark = [pytest.mark.network, pytest.mark.slow]

VICTIM, FLOODER = 0, 1


def limited(**mesh: object):
    return dataclasses.replace(
        FAST, mesh=dataclasses.replace(FAST.mesh, silent_after=600.0, **mesh)
    )


async def flooded(tmp_path, kind: str, seconds: float, victim_mesh: dict, small_send: bool = True):
    """A 2-player game whose second seat floods the first at its first decision (reading
    nothing), then plays on; the games, the flood and the victim's link as it was at the end."""
    games = await table(tmp_path, humans=(FLOODER,),
                        options=[limited(**victim_mesh), limited()])  # fmt: skip
    victim, ours = games
    running = asyncio.ensure_future(play(games, timeout=300))
    session = ours.seats[FLOODER].session
    assert await wait_until(lambda: session.asked is not None, 60)
    link = victim.mesh.links[FLOODER]
    if small_send:  # the system's send buffer must not hide what the victim queues itself
        link.channel.limit_sending(16_384)
    flood = await Flooder(ours, VICTIM, victim_pid=os.getpid()).flood(kind, seconds)
    ours.bots_play("strategic")
    results = await running
    return games, flood, link, results


def fair_end(games, results) -> None:
    assert [r["ended"] for r in results] == ["finished", "finished"], results
    assert results[0]["state_hash"] == results[1]["state_hash"]
    _, report = audit_file(games[0].folder.transcript_path)
    assert report.fair


async def test_a_have_flood_starts_one_catch_up_per_window_and_queues_at_most_its_room(tmp_path):
    seconds = 3.0
    games, flood, link, results = await flooded(tmp_path, "have", seconds, {})
    assert flood.frames > 10_000
    assert link.catchup is not None
    assert 1 <= link.catchup.started <= seconds / RESEND_EVERY + 2, link.catchup.started
    assert link.channel.unsent <= CATCH_UP_ROOM + 64 * 1024
    fair_end(games, results)


async def test_a_client_that_leaves_too_much_unread_is_disconnected_by_name(tmp_path, caplog):
    caplog.set_level(logging.WARNING, logger="net.game.mesh")
    limits = {"unread_limit": 16_384, "unread_for": 0.5}
    games, flood, link, results = await flooded(tmp_path, "want", 4.0, limits)
    assert link.channel.closed, "the flooder's link was not closed"
    cuts = [r.getMessage() for r in caplog.records if "disconnected" in r.getMessage()]
    assert cuts and all("P1" in cut and "unread for over 0.5 s" in cut for cut in cuts), cuts
    assert flood.frames > 10_000
    fair_end(games, results)  # it dialed again once it read, caught up and played on


async def test_a_frame_past_a_player_links_cap_disconnects_it(tmp_path, caplog):
    caplog.set_level(logging.WARNING, logger="net.game.mesh")
    games, _, link, results = await flooded(tmp_path, "want", 6.0, {"player_buffer": 24_576})
    assert link.channel.closed
    cuts = [r.getMessage() for r in caplog.records if "disconnected" in r.getMessage()]
    assert cuts and "past the 25 KB cap" in cuts[0] and "P1" in cuts[0], cuts
    fair_end(games, results)
