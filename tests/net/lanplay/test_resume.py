"""Kill and resume: a peer SIGKILLed at a chosen point (it prints a marker line there and stops
dead, so the kill is no race) and started again on the same data folder replays its journal,
catches up from the others, and the game completes: every peer finishes, the audit is fair,
the state hashes and the transcripts agree. The default run kills during a shuffle, between a
duel's two commitments (then another peer sleeps a while) and between turns with the peer coming
back at another address; the soak run (``-m soak``) also at a reveal and between turns."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from lanprocs import make_peers, results, wait_all

from client.cli.selfplay import read_results, summarize
from net.dealer.gamerecord import read_record
from net.protocol.identity import Identity
from net.store.gamefolder import GameFolder, unfinished_games
from net.store.profile import Profile

DIALED = Path(__file__).with_name("dialed_peer.py")

pytestmark = [pytest.mark.network]

POINTS = {
    "shuffle": "shuffle:2",  # its shuffle sent while the others still shuffle
    "commit": "commit:1",  # a duel's first commitment sent, the second not yet in
    "reveal": "reveal:3",  # its decryption shares of a reveal sent
    "turn": "turn:4",  # between two turns
}


def kill_and_resume(tmp_path, point: str, victim: int | None = 0, players: int = 2, *,
                    move: bool = False, sleep: float = 0.0) -> dict:  # fmt: skip
    """Kill ``victim`` (None: the peer of the highest identity key) at ``point``, start it
    again (when ``move``, on another port, its old one taken meanwhile, and waiting to be dialed
    there; with ``sleep``, then freeze another peer that long, as a laptop that sleeps), and
    check the game completes alike everywhere."""
    peers = make_peers(tmp_path, players)
    if victim is None:  # the identities made now, as the peers' first run would
        keys = []
        for peer in peers:
            with Profile.open(peer.folder, start_log=False) as profile:
                keys.append(profile.identity.public_key)
        victim = keys.index(max(keys))
    for index, peer in enumerate(peers):
        peer.start(*(["--freeze-at", POINTS[point]] if index == victim else []))
    target = peers[victim]
    assert target.wait_for("frozen at", 180), target.output()[-3000:]
    target.kill()
    for other in peers:
        if other is not target:
            assert other.process is not None and other.process.poll() is None, "others wait"
    seen = len(target.output())
    survivor = next(p for p in peers if p is not target)
    said = len(survivor.output())
    blocker = None
    if move:  # the restarted peer cannot have its old address back: it announces a new one
        old_port = GameFolder.open(unfinished_games(target.folder)[0]).listen_port
        blocker = socket.socket()
        blocker.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # past TIME_WAIT
        blocker.bind(("127.0.0.1", old_port))
        blocker.listen()
    assert survivor.wait_for(f"waiting for {target.name} (seat {victim})", 30, after=said)
    assert survivor.wait_for("client is not connected", 30, after=said), "whom, and why"
    if move:  # it does not dial the others: they dial it, at the address it announced
        target.program = [str(DIALED)]
    target.start()
    assert target.wait_for("resuming the game", 60, after=seen), target.output()[-3000:]
    if sleep:
        assert target.wait_for("mark turn", 120, after=seen), target.output()[-3000:]
        woken = len(target.output())
        survivor.sleep(sleep)
        assert target.wait_for(f"waiting for {survivor.name}", 30, after=woken), "shown"
    try:
        wait_all(peers, 300)
    finally:
        if blocker is not None:
            blocker.close()
    if move:
        log = (survivor.folder / "hypnose.log").read_text()
        assert f"{target.name} now listens at 127.0.0.1:" in log
        assert f"127.0.0.1:{old_port}" not in log.split("now listens at")[-1].split("\n")[0]
    status, report = results(peers)
    assert status == 0, report
    assert report["audit"] == "fair" and report["state_hashes_agree"]
    records = [read_record(t) for t in report["transcripts"]]
    digests = [{m.digest for m in r.transcript.messages} for r in records]
    assert all(d == digests[0] for d in digests), "every transcript holds the same messages"
    return report


def test_a_peer_killed_during_a_shuffle_resumes_and_the_game_completes(tmp_path):
    kill_and_resume(tmp_path, "shuffle")


@pytest.mark.slow
def test_a_peer_killed_between_a_duels_two_commitments_resumes_and_the_game_completes(tmp_path):
    """Then the other peer's machine sleeps 6 s: the resumed one shows it waits, both go on."""
    kill_and_resume(tmp_path, "commit", sleep=6.0)


@pytest.mark.soak
@pytest.mark.parametrize("point", ["reveal", "turn"])
def test_a_peer_killed_at_other_points_resumes_and_the_game_completes(tmp_path, point):
    kill_and_resume(tmp_path, point)


@pytest.mark.slow
def test_a_peer_restarted_at_another_address_is_found_there(tmp_path):
    """Its old port taken meanwhile, the restarted peer announces its new address, and the
    survivor finds it there: the restarted peer holds the higher key and is run so that it
    never dials (``dialed_peer.py``), so the game goes on only once the survivor has read the
    new address from zeroconf and dialed it (before, the restarted peer could dial the survivor
    itself and the game end before the survivor logged the address)."""
    kill_and_resume(tmp_path, "turn", victim=None, move=True)


def test_a_game_left_in_the_old_peer_folder_resumes_under_the_identity_it_was_played_with(
    tmp_path,
):
    """Issue 25: a peer killed mid-game in hypnose peer's old data folder, while the window has
    played at a LAN table with an identity of its own (which therefore stays the profile's).
    Started again with no --data-dir, the peer brings the old folder into the one folder and
    resumes the game from there under the identity the game was played with, not the folder's:
    the game completes alike on both sides and the audit is fair."""
    home, share = tmp_path / "home", tmp_path / "home" / "share"
    one = share / "Hypnose" / "Hypnose"
    peers = make_peers(tmp_path, 2)
    target, survivor = peers
    target.folder = share / "hypnose"  # where hypnose peer kept its data before
    target.folder.mkdir(mode=0o700, parents=True)
    target.start("--freeze-at", POINTS["shuffle"])
    survivor.start()
    assert target.wait_for("frozen at", 180), target.output()[-3000:]
    target.kill()
    with Profile.open(target.folder, start_log=False) as before:
        target_code = before.code
    with Profile.open(one, start_log=False) as window:  # the window's, pinned by a friend
        window.known_peers.accept("Zoe", Identity.generate().public_key)
        window_code = window.code
    seen = len(target.output())
    target.start(home={"HOME": str(home), "XDG_DATA_HOME": str(share)})
    played = f"under the identity it was played with, {target_code}, not this folder's"
    assert target.wait_for(played, 60, after=seen), target.output()[-3000:]
    said = target.output()[seen:]
    assert "data folder: Kept this folder's identity" in said
    assert f"resuming the game in {one / 'games'}" in said
    assert f"{played} {window_code}" in said
    wait_all(peers, 300)
    status, report = summarize(read_results([{"folder": survivor.folder}, {"folder": one}]), 0)
    assert status == 0, report
    assert report["audit"] == "fair" and report["state_hashes_agree"]
    with Profile.open(one, start_log=False) as again:
        assert again.code == window_code, "the folder's identity stays the window's"
