"""A Hypnosia seat whose client stops answering mid-game, on a LAN game of three clients in one
event loop over real sockets on 127.0.0.1: once its deadline and grace pass, the other two
declare it, the strategic bot plays it on (every peer computes its moves alike), and the game
ends with a ranking both agree on; the result's words say who timed out, and the saved
transcript audits fair. When the two players left then agree to end the game, nobody waits for
the secret the timed-out seat's client will never publish: the transcript is written without
it, the words say whose secret is missing, and it audits fair all the same."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest
from inproc import FAST, listening, play

from core.game import version_id
from core.games import get
from net.dealer.durable import DurableDealer
from net.dealer.gamerecord import audit_file
from net.game.lan_game import LanGame
from net.game.watcher import wait_until
from net.protocol.seating import local_table
from net.session.deadlines import Deadlines
from tests.net.frozenkit import Frozen

pytestmark = [pytest.mark.network, pytest.mark.slow]

GAME = get("hypnosia")
SILENT = 1
QUICK = dataclasses.replace(
    FAST, deadlines=Deadlines(decision=3.0, message=3.0, grace=1.0, declaration=20.0, beat=0.5)
)


class SilentFromTurn3(Frozen, DurableDealer):
    """Sends nothing more (no message, heartbeat or declaration) once it owes a decision from
    turn 3 on: a client that froze."""

    def _act(self):  # type: ignore[no-untyped-def]
        r = self.replica
        owed = r.phase.need.get(self.seat)
        if owed == ["action"] and r.game.turns_played(r.state) >= 3:
            self.stalled = True
        return False if self.stalled else super()._act()


async def _table(base, players, options=QUICK):  # type: ignore[no-untyped-def]
    identities, endpoints, specs = await listening(players, GAME)
    values = GAME.settings_values(GAME.settings({"players": players}))
    seatings = local_table(version_id(GAME), values, specs)
    return [
        LanGame.create(base / f"client-{i}", seating, identities[i], f"P{i}",
                       endpoint=endpoints[i], options=options,
                       agents={i: GAME.bots["strategic"](f"lan/{i}")},
                       dealer=SilentFromTurn3 if i == SILENT else DurableDealer)
        for i, seating in enumerate(seatings)
    ]  # fmt: skip


async def test_a_frozen_lan_client_is_played_on_by_the_bot_and_the_others_finish(tmp_path):
    games = await _table(tmp_path, 3)
    results = await play(games, timeout=600)
    others = [r for g, r in zip(games, results, strict=True) if g is not games[SILENT]]
    assert [r["ended"] for r in others] == ["finished", "finished"], others
    assert len({(r["hashes"], r["state_hash"], tuple(r["scores"])) for r in others}) == 1
    for game, result in zip(games, results, strict=True):
        if game is games[SILENT]:
            continue
        replica = game._first.dealer.replica
        assert SILENT in replica.replaced and SILENT in replica.state.bots
        places = GAME.ranking(replica.state)
        assert places[SILENT] == max(places)
        assert "P1 (seat 1) timed out" in result["words"], result["words"]
        _, report = audit_file(game.folder.transcript_path)
        assert report.fair and report.played_on == (SILENT,), report.verdict


async def test_an_ended_game_is_written_without_the_secret_of_a_seat_played_on(tmp_path):
    """P1's client froze for good (its statements never reach the others either); once it is
    played on, P0 and P2 agree to end the game: they publish their secrets, wait for nobody
    else's, tell each other they are done (so nobody lingers its full time) and write a
    transcript that audits fair without P1's secret, saying in words that it lacks it."""
    options = dataclasses.replace(QUICK, linger=120.0)
    games = await _table(tmp_path, 3, options)
    games[SILENT].mesh.say = lambda statement: None  # its secret will never come
    running = asyncio.ensure_future(play(games, timeout=600))
    others = [g for g in games if g is not games[SILENT]]
    replaced = [lambda g=g: SILENT in g._first.dealer.replica.replaced for g in others]
    assert await wait_until(lambda: all(r() for r in replaced), 300), "P1 was not played on"
    for game in others:
        game.propose_end()
    results = await running
    for game, result in zip(games, results, strict=True):
        if game is games[SILENT]:
            continue
        assert result["ended"] == "agreed", result["words"]
        assert "P1 (seat 1) timed out" in result["words"], result["words"]
        assert "no secret of P1 (seat 1)" in result["words"], result["words"]
        assert game.statements.complete() and game.mesh.everyone_finished, "lingered in vain"
        _, report = audit_file(game.folder.transcript_path)
        assert report.fair and report.played_on == (SILENT,), report.verdict
