"""``hypnose peer`` in the lobby, as separate processes on loopback: a table opened with bot seats
and joined by address plays to the end; a client of another version of the rules is refused,
and both sides say why in words; Hypnosia is played on the LAN by six peers (issue 11)."""

from __future__ import annotations

import json
import re
import secrets
from pathlib import Path

import pytest
from lanprocs import Peer, audit_cli, results, selfplay, wait_all

from client.cli.selfplay import read_results
from core.hypnose.game import HypnoseGame

pytestmark = [pytest.mark.network]

PATCHED = Path(__file__).with_name("patched_peer.py")


def peer(base: Path, name: str, *table: str, bot: str = "strategic") -> Peer:
    folder = base / name
    folder.mkdir(mode=0o700)
    return Peer(folder, name, bot, list(table))


def opened_at(opener: Peer) -> str:
    """The ``address:port`` the opener says its table is open at."""
    assert opener.wait_for("is open at", 60), opener.output()[-2000:]
    found = re.search(r"is open at (127\.0\.0\.1:\d+)", opener.output())
    assert found is not None, opener.output()[-2000:]
    return found.group(1)


def test_an_opener_fills_seats_with_bots_and_a_player_joins_by_address(tmp_path):
    name = f"Ana-{secrets.token_hex(3)}"
    ana = peer(tmp_path, name, "--open-table", "3", "--bots", "1", "--set", "start_resistance=5")
    ana.start()
    bo = peer(tmp_path, "Bo", "--join", opened_at(ana), bot="random")
    bo.start()
    wait_all([ana, bo], 240)
    status, report = results([ana, bo])
    assert status == 0 and report["audit"] == "fair" and report["state_hashes_agree"], report
    ours, theirs = read_results([{"folder": p.folder} for p in (ana, bo)])
    assert ours is not None and theirs is not None
    assert ours["seats"] == [0, 1] and theirs["seats"] == [2], "the opener runs its bot's seat"
    assert f"{name} put a strategic bot at seat 2" in ana.output()
    assert "joining the table at 127.0.0.1:" in bo.output()
    assert re.search(r"Joined Ana-\w+'s table of Hypnose at seat 3", bo.output()), bo.output()


def test_a_client_of_other_rules_is_refused_in_words_on_both_sides(tmp_path, monkeypatch):
    name = f"Ana-{secrets.token_hex(3)}"
    other = secrets.token_hex(8)
    ana = peer(tmp_path, name, "--open-table", "2")
    ana.start()
    opened_at(ana)
    monkeypatch.setenv("HYPNOSE_TEST_DATA_HASH", other)
    bo = peer(tmp_path, "Bo", "--join", name)  # by its opener's name: dialed, and refused
    bo.program = [str(PATCHED)]
    bo.start()
    assert bo.process is not None and bo.process.wait(60) == 2, bo.output()[-2000:]
    rules = f"rules {HypnoseGame.version}"
    words = f"{name}'s client plays Hypnose {rules} ("
    assert words in bo.output() and f"yours {rules} ({other[:8]}...): update" in bo.output()
    assert ana.wait_for(f"Bo's client plays Hypnose {rules} ({other[:8]}...), yours", 10)
    assert "update one of them" in ana.output()
    # looking for any table, the same client passes this one over and says why
    cy = peer(tmp_path, "Cy", "--join")
    cy.program = [str(PATCHED)]
    cy.start()
    try:
        assert cy.wait_for(f"not joining {name}'s table", 30), cy.output()[-2000:]
        assert f"{words}" in cy.output()
        assert ana.process is not None and ana.process.poll() is None, "the table stays open"
    finally:
        cy.stop()
        ana.stop()


@pytest.mark.slow
def test_six_peers_play_hypnosia_to_the_end_and_agree_on_the_ranking(tmp_path):
    report = selfplay(tmp_path, 6, "--game", "hypnosia", "--timings", "fast", settings=())
    assert report["status"] == 0 and report["audit"] == "fair", report
    assert report["state_hashes_agree"] is True and report["winner"] in range(6)
    found = read_results([{"folder": tmp_path / f"peer-{i}"} for i in range(6)])
    assert all(r is not None and r["ended"] == "finished" for r in found)
    rankings = {tuple(r["ranking"]) for r in found if r is not None}
    scores = {tuple(r["scores"]) for r in found if r is not None}
    assert len(rankings) == 1 and len(scores) == 1, "every peer has the same ranking"
    places = next(iter(rankings))  # each seat's place, 1 the first (H18)
    assert places[report["winner"]] == 1 and set(places) <= set(range(1, 7))
    status, output = audit_cli(report["transcripts"][-1])
    audited = json.loads(output)
    assert status == 0 and audited["audit"] == "fair", output
    assert audited["random_draws_verified"] >= report["turns"], "every die roll re-checked"


@pytest.mark.slow
def test_a_strong_bot_plays_a_lan_game_on_the_budget_it_was_given(tmp_path):
    """``hypnose peer --bot strong --playouts 4``: the searching bot plays its seat over the
    mesh on four playouts per searched decision (it says how many it played: every candidate
    is played in one world at least, so a decision with more candidates than four plays one
    each; far fewer than its default of 160), to a fair end."""
    name = f"Ana-{secrets.token_hex(3)}"
    ana = peer(tmp_path, name, "--open-table", "2", "--set", "start_resistance=5", bot="strong")
    ana.start("--playouts", "4")
    bo = peer(tmp_path, "Bo", "--join", opened_at(ana), bot="normal")
    bo.start()
    wait_all([ana, bo], 300)
    status, report = results([ana, bo])
    assert status == 0 and report["audit"] == "fair" and report["state_hashes_agree"], report
    found = re.search(r"seat (\d)'s bot searched (\d+) decisions, (\d+) playouts", ana.output())
    assert found is not None, ana.output()[-2000:]
    searched, played = int(found.group(2)), int(found.group(3))
    assert searched > 0 and searched * 2 <= played <= searched * 12, (searched, played)
    assert "bot searched" not in bo.output(), "the strategic bot does not search"
