"""End to end on loopback: N peers in N processes find each other by zeroconf, play a whole
game over the mesh with the fair dealer, agree on the winner and every state hash, and every
transcript audits fair, by `hypnose selfplay`, and again by `hypnose audit` on one file. The
default run plays 2 and 4 peers at once; ``-m soak`` also 3, and 4 with one strategy."""

from __future__ import annotations

import json

import pytest
from lanprocs import audits_cli, selfplays

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


def play_at_once(tmp_path, games: list[tuple[int, tuple[str, ...]]]) -> None:  # type: ignore[no-untyped-def]
    """Whole games side by side on loopback, every peer process started together."""
    runs = [(tmp_path / f"game-{i}", players, bots, ("start_resistance=5",))
            for i, (players, bots) in enumerate(games)]  # fmt: skip
    reports = selfplays(runs)
    for (players, _), report in zip(games, reports, strict=True):
        check_game(report, players)
    # ``hypnose audit`` on one file of each game (the commands run at once): selfplay's verdict
    # above is every file's audit by the same function (``client.cli.audit.audit_summary``); the
    # command adds its process.
    for status, output in audits_cli([report["transcripts"][-1] for report in reports]):
        assert status == 0, output
        assert json.loads(output)["audit"] == "fair"


@pytest.mark.slow
def test_two_and_four_peers_play_whole_games_at_once_and_agree(tmp_path):
    play_at_once(tmp_path, [(2, ()), (4, ("--bots", "strategic", "random"))])


@pytest.mark.soak
def test_three_peers_play_a_whole_game_and_agree(tmp_path):
    play_at_once(tmp_path, [(3, ("--bots", "strategic", "random")), (4, ("--bots", "strategic"))])
