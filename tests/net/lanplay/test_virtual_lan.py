"""A virtual LAN of network namespaces (a host per peer on a bridge, made and removed here):
peers find each other across hosts by zeroconf on their real-looking ``eth0`` (the default
choice of interface, no ``--loopback``) and play a whole game; then with one host's cable cut for
10 s mid-game, and with netem's 50 ms delay and 2 % loss on every host: the game completes,
nothing is lost, the audits agree. Skipped where namespaces cannot be made (not root), except
under CI, where that is a failure."""

from __future__ import annotations

import os
import time

import pytest
from lanprocs import make_peers, results, wait_all
from netns import VirtualLan, available

from net.dealer.gamerecord import read_record

pytestmark = [pytest.mark.network, pytest.mark.slow]

_WHY = available()
if _WHY is not None:
    if os.environ.get("CI"):
        raise RuntimeError(f"CI must run the virtual LAN tests: {_WHY}")
    pytest.skip(f"no virtual LAN here: {_WHY}", allow_module_level=True)


def start_on(lan: VirtualLan, peers) -> None:  # type: ignore[no-untyped-def]
    for index, peer in enumerate(peers):
        peer.prefix = lan.exec_prefix(index)
        peer.start(loopback=False)


def agree(peers) -> dict:  # type: ignore[no-untyped-def]
    status, report = results(peers)
    assert status == 0, report
    assert report["audit"] == "fair" and report["state_hashes_agree"]
    digests = [
        {m.digest for m in read_record(t).transcript.messages} for t in report["transcripts"]
    ]
    assert all(d == digests[0] for d in digests), "nothing is lost: the transcripts agree"
    return report


def found_across_the_bridge(peers) -> None:  # type: ignore[no-untyped-def]
    for peer in peers[1:]:  # found the opener's table on host 0 by zeroconf, across the bridge
        assert f"joining {peers[0].name}'s table" in peer.output()
        assert "at 10.77.0.1:" in peer.output()


@pytest.mark.soak
def test_peers_on_separate_hosts_find_each_other_and_play_a_whole_game(tmp_path):
    """Three hosts (the default run finds the table across the bridge in the games below)."""
    peers = make_peers(tmp_path, 3)
    with VirtualLan(3) as lan:
        start_on(lan, peers)
        wait_all(peers, 400)
    agree(peers)
    found_across_the_bridge(peers)


def cut_for_10_s(tmp_path, **impaired: float) -> VirtualLan:  # type: ignore[no-untyped-def]
    """A 2-host game in which host 1's cable is pulled for 10 s mid-game."""
    peers = make_peers(tmp_path, 2)
    with VirtualLan(2, **impaired) as lan:
        start_on(lan, peers)
        assert peers[1].wait_for("mark turn", 120), peers[1].output()[-2000:]
        lan.cut(1)
        time.sleep(10)
        lan.plug(1)
        wait_all(peers, 400)
    agree(peers)
    found_across_the_bridge(peers)
    log = (peers[0].folder / "hypnose.log").read_text()
    assert "silent for" in log or "lost" in log, "the cut was noticed"
    return lan


@pytest.mark.soak
def test_a_link_cut_for_10_s_mid_game_and_the_game_completes(tmp_path):
    cut_for_10_s(tmp_path)


def test_a_link_cut_for_10_s_mid_game_under_delay_and_loss_and_the_game_completes(tmp_path):
    """The one game of the default run on impaired hosts (50 ms, 2 %), with a cut as well;
    the soak run plays each alone, and 2 to 4 hosts under delay and loss."""
    lan = cut_for_10_s(tmp_path, delay=0.05, loss=0.02)
    assert lan.impaired_by in ("netem", "tapswitch")


def play_impaired(tmp_path, players: int, timeout: float) -> VirtualLan:  # type: ignore[no-untyped-def]
    peers = make_peers(tmp_path, players)
    with VirtualLan(players, delay=0.05, loss=0.02) as lan:
        start_on(lan, peers)
        wait_all(peers, timeout)
        if lan.switch is not None:
            assert lan.switch.dropped > 0, "the switch lost packets"
    agree(peers)
    found_across_the_bridge(peers)
    return lan


@pytest.mark.soak
@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_under_delay_and_loss(tmp_path, players):
    play_impaired(tmp_path, players, 1500)


@pytest.mark.soak
def test_a_whole_game_under_50_ms_delay_and_2_percent_loss(tmp_path):
    lan = play_impaired(tmp_path, 2, 900)
    assert lan.impaired_by in ("netem", "tapswitch")
