"""Hypno Vision on the LAN with the slot clock (V9-V15): real processes, real sockets, real
zeroconf. Six peers of bots on loopback, and four on the virtual LAN with 50 ms delay on every
host: both games finish, every peer agrees on every round's score (each transcript replayed on
its own), and every transcript's audit is fair, re-checking every slot's commitments and
openings and giving every contested card again by its slot's value (``hypnose audit`` as a
user runs it, on one of them). And a
peer killed mid-scramble is dropped after the slot deadline while the two others finish (V15).
The default run plays the virtual LAN game (about 1.5 minutes here); ``-m soak`` the others
(about 2 and 3 minutes on this loaded 2-core machine)."""

from __future__ import annotations

import argparse
import json
import os

import pytest
from lanprocs import Peer, audit_cli, audits_cli, results, selfplays, wait_all

from client.cli.audit import slot_figures
from client.cli.selfplay import seat_peers
from net.dealer.gamerecord import audit_file, game_of

pytestmark = [pytest.mark.network, pytest.mark.slow]


def round_scores(transcript: str) -> tuple[tuple[int, ...], ...]:
    """Every scored round's penalties, replayed from one transcript file after its audit,
    which re-checked every slot's commitments and openings (V9-V13)."""
    record, report = audit_file(transcript)
    assert report.fair, report.verdict
    assert slot_figures(record, report)["slots_verified"] > 50
    game, settings = game_of(record.terms)
    state = game.new_game(settings)
    for entry in report.record:
        if entry.timed_out:
            state = game.time_out(state, entry.seat)
        elif entry.action is not None:
            state = game.apply_action(state, entry.seat, entry.action)
        elif entry.result is not None:
            state = game.apply_dealer(state, entry.result)
    assert game.outcome(state) is not None, "the game was played to its end"
    return state.penalties


def agree_on_every_round(report: dict, players: int) -> None:
    assert report["status"] == 0, report
    assert report["audit"] == "fair" and report["state_hashes_agree"] is True
    assert report["turns"] == 5 and len(report["transcripts"]) == players
    scores = {round_scores(t) for t in report["transcripts"]}
    assert len(scores) == 1 and len(next(iter(scores))) == 5
    # ``hypnose audit`` as a user runs it, on one file: the report above audited every file
    # with the same function (``client.cli.audit.audit_summary``), the command adds its process.
    status, output = audit_cli(report["transcripts"][0])
    assert status == 0, output
    audited = json.loads(output)
    assert audited["audit"] == "fair"
    # every slot's commitments and openings re-checked, its value recomputed (V9-V13)
    assert audited["slots_verified"] > 50 and audited["contests_recomputed"] >= 0


@pytest.mark.soak
def test_six_peers_of_bots_play_a_whole_game_on_loopback(tmp_path):
    """About 3 minutes on a loaded 2-core machine (six processes, a whole game of five
    scrambles at ten slots a second at best, six audits): in the soak run."""
    bots = ("--game", "hypnovision", "--bots", "strategic-fast", "random-fast")
    [report] = selfplays([(tmp_path, 6, bots, ())])
    agree_on_every_round(report, 6)


def test_four_peers_on_the_virtual_lan_with_50_ms_delay(tmp_path):
    from netns import VirtualLan, available

    why = available()
    if why is not None:
        if os.environ.get("CI"):
            raise RuntimeError(f"CI must run the virtual LAN tests: {why}")
        pytest.skip(f"no virtual LAN here: {why}")
    args = argparse.Namespace(game="hypnovision", players=4, bots=["strategic-fast"], set=[])
    found = seat_peers(args, tmp_path)
    peers = [Peer(p["folder"], p["name"], p["bot"], p["table"]) for p in found]
    for peer in peers:
        peer.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    with VirtualLan(4, delay=0.05) as lan:
        for index, peer in enumerate(peers):
            peer.prefix = lan.exec_prefix(index)
            peer.start(loopback=False)
        wait_all(peers, 900)
    assert lan.impaired_by in ("netem", "tapswitch")
    status, report = results(peers)
    agree_on_every_round({**report, "status": status}, 4)


@pytest.mark.soak
def test_a_peer_killed_mid_scramble_is_dropped_and_the_others_finish(tmp_path):
    """V15 over sockets: one of three peers dies during the first scramble; past the 3 s slot
    deadline and the grace the two others declare it (two independent seats: it is named), it
    is out of the game, and they finish all five rounds, agreeing, their audits fair."""
    from client.cli.selfplay import read_results

    args = argparse.Namespace(game="hypnovision", players=3, bots=["strategic-fast"], set=[])
    found = seat_peers(args, tmp_path)
    peers = [Peer(p["folder"], p["name"], p["bot"], p["table"]) for p in found]
    for peer in peers:
        peer.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        peer.start()
    try:
        assert peers[2].wait_for("grabs", 300), peers[2].output()[-2000:]
        peers[2].kill()
        wait_all(peers[:2], 600)
    finally:
        for peer in peers:
            peer.stop()
    results = read_results([{"folder": p.folder} for p in peers[:2]])
    assert all(r is not None and r["ended"] == "finished" for r in results), results
    assert len({(r["state_hash"], r["hashes"]) for r in results}) == 1
    assert {round_scores(r["transcript"]) for r in results}
    for status, output in audits_cli([r["transcript"] for r in results]):
        assert status == 0, output
        audited = json.loads(output)
        assert audited["audit"] == "fair" and audited["played_on"] == [2]
