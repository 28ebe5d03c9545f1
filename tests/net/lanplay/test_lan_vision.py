"""Hypno Vision on the LAN with the slot clock (V9-V15): real processes, real sockets, real
zeroconf. Six peers of bots on loopback, and four on the virtual LAN with 50 ms delay on every
host: both games finish, every peer agrees on every round's score (each transcript replayed on
its own), and every audit is fair, by ``hypnose audit`` as a user runs it, which re-checks every
slot's commitments and openings and gives every contested card again by its slot's value."""

from __future__ import annotations

import argparse
import json
import os

import pytest
from lanprocs import Peer, audits_cli, results, selfplays, wait_all

from client.selfplay import seat_peers
from net.gamerecord import audit_file, game_of

pytestmark = [pytest.mark.network, pytest.mark.slow]


def round_scores(transcript: str) -> tuple[tuple[int, ...], ...]:
    """Every scored round's penalties, replayed from one transcript file after its audit."""
    record, report = audit_file(transcript)
    assert report.fair, report.verdict
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
    for status, output in audits_cli(report["transcripts"]):
        assert status == 0, output
        audited = json.loads(output)
        assert audited["audit"] == "fair"
        # every slot's commitments and openings re-checked, its value recomputed (V9-V13)
        assert audited["slots_verified"] > 50 and audited["contests_recomputed"] >= 0


def test_six_peers_of_bots_play_a_whole_game_on_loopback(tmp_path):
    bots = ("--game", "hypnovision", "--bots", "strategic-fast", "random-fast", "strategic")
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
