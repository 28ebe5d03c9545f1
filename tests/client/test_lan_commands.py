"""``hypnose audit``, ``peer`` and ``selfplay`` as a user meets them: exit status 0 for a fair
game, 1 with the cheating proof printed, 2 for a file that does not read; bad arguments said in
words, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from client.cli.main import main
from core.game import version_id
from core.games import get
from net.dealer.gamerecord import write_record
from net.dealer.peer import FairDealer
from net.dealer.table import run_game
from net.fair import group
from net.protocol.identity import Identity
from net.protocol.terms import Terms, fresh_nonce

GAME = get("hypnose")
SETTINGS = GAME.settings({"players": 2, "start_resistance": 5})
ROOT = Path(__file__).resolve().parents[2]


class WrongShare(FairDealer):
    """Publishes a decryption share that is not its own (its proof cannot hold)."""

    def _make_shares(self):  # type: ignore[no-untyped-def]
        body = super()._make_shares()
        if body["d"] is not None:
            body["d"]["d"][0] = group.mul_base(group.random_scalar())
        return body


def a_game(factories=None):  # type: ignore[no-untyped-def]
    ids = [Identity.generate() for _ in range(2)]
    nonces = {s: fresh_nonce() for s in range(2)}
    run = run_game(GAME, SETTINGS, identities=ids, nonces=nonces, factories=factories or {})
    terms = Terms({s: i.public_key for s, i in enumerate(ids)}, version_id(GAME),
                  GAME.settings_values(SETTINGS), nonces)  # fmt: skip
    return run, terms


@pytest.fixture(scope="module")
def fair_file(tmp_path_factory) -> Path:
    run, terms = a_game()
    path = tmp_path_factory.mktemp("audit") / "fair.hgame"
    write_record(path, terms, {0: "Ana", 1: "Bo"}, run.peers[0].transcript.messages)
    return path


def test_a_fair_game_audits_fair_with_exit_0(fair_file, capsys):
    assert main(["audit", str(fair_file)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[-1] == "fair" and "Ana (seat 0), Bo (seat 1)" in out
    assert main(["audit", str(fair_file), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["audit"] == "fair" and report["shuffles_verified"] > 0


def test_a_cheating_game_exits_1_with_its_proof(tmp_path, capsys):
    run, terms = a_game({1: WrongShare})
    proof = run.peers[0].proof
    assert proof is not None and proof.seat == 1
    path = tmp_path / "cheat.hgame"
    from net.protocol.messages import parse_message

    write_record(path, terms, {0: "Ana", 1: "Mallory"}, [parse_message(w) for w in proof.messages])
    assert main(["audit", str(path)]) == 1
    out = capsys.readouterr().out
    assert "NOT FAIR: share by Mallory (seat 1)" in out


@pytest.mark.parametrize("damage", ["flip", "cut", "junk", "missing"])
def test_an_unreadable_file_exits_2_in_words(fair_file, tmp_path, capsys, damage):
    data = fair_file.read_bytes()
    path = tmp_path / "bad.hgame"
    if damage == "flip":
        middle = len(data) // 2
        path.write_bytes(data[:middle] + bytes([data[middle] ^ 1]) + data[middle + 1 :])
    elif damage == "cut":
        path.write_bytes(data[: len(data) - 500])
    elif damage == "junk":
        path.write_bytes(b"\x00junk" * 20)
    assert main(["audit", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cannot audit: ") and "Traceback" not in err


def test_a_transcript_of_another_protocol_is_refused_in_words(fair_file, tmp_path, capsys):
    """A game played under protocol 2 (heartbeats without news were honest then) is not judged
    by protocol 3's rules, which would convict its players: the audit says which to use."""
    from net.protocol.terms import PROTOCOL

    data = fair_file.read_bytes()
    ours = b"\xa8protocol" + bytes([PROTOCOL])
    assert data.count(ours) == 1
    path = tmp_path / "old.hgame"
    path.write_bytes(data.replace(ours, b"\xa8protocol" + bytes([PROTOCOL - 1])))
    assert main(["audit", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"played under fair-play protocol {PROTOCOL - 1}" in err and "Traceback" not in err


def test_peer_with_a_table_it_cannot_open_says_what_to_do(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "client.cli.main", "peer", "--name", "Ana", "--bot", "strategic",
         "--open-table", "2", "--bots", "2", "--loopback", "--data-dir", str(tmp_path)],
        capture_output=True, text=True, cwd=ROOT, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "hypnose peer: --bots takes 0 to 1 at a table of 2" in done.stderr


def test_selfplay_refuses_a_bad_bot_in_words(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "client.cli.main", "selfplay", "--players", "2", "--bots", "nobody",
         "--loopback", "--data-dir", str(tmp_path)],
        capture_output=True, text=True, cwd=ROOT, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2 and "has no bot 'nobody'" in done.stderr
