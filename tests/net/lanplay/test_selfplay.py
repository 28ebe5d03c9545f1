"""End to end on loopback: N peers in N processes find each other by zeroconf, play a whole
game over the mesh with the fair dealer, agree on the winner and every state hash, and every
transcript audits fair, by `hypnose selfplay` and again by `hypnose audit` on each file."""

from __future__ import annotations

import json

import pytest
from lanprocs import audit_cli, selfplay

pytestmark = [pytest.mark.network]

KEYS = ("winner", "turns", "messages", "reveals_verified", "shuffles_verified", "audit",
        "state_hashes_agree", "seconds", "transcripts")  # fmt: skip


def check_game(report: dict, players: int) -> None:
    assert report["status"] == 0, report
    assert report["audit"] == "fair"
    assert report["state_hashes_agree"] is True
    assert set(report) - {"status"} == set(KEYS), "exactly the keys the issue names"
    assert report["winner"] in range(players)
    assert report["turns"] > 0 and report["messages"] > 0
    assert report["shuffles_verified"] > 0 and report["reveals_verified"] > 0
    assert len(report["transcripts"]) == players
    for transcript in report["transcripts"]:
        status, output = audit_cli(transcript)
        assert status == 0, output
        assert json.loads(output)["audit"] == "fair"


def test_two_peers_play_a_whole_game_and_agree(tmp_path):
    check_game(selfplay(tmp_path, 2), 2)


@pytest.mark.slow
@pytest.mark.parametrize(("players", "bots"), [(3, ["strategic", "random"]), (4, ["strategic"])])
def test_more_peers_play_a_whole_game_and_agree(tmp_path, players, bots):
    check_game(selfplay(tmp_path, players, "--bots", *bots), players)
