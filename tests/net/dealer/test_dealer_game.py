"""Whole games with one FairDealer per seat: agreement, audit, record replay, confidentiality."""

from __future__ import annotations

import pytest

from core.hypnose.engine import apply_action, apply_dealer, pending
from core.hypnose.state import Settings
from core.view import Knowledge
from core.vocabulary import ReorderStep, RevealStep
from net.dealer import RecordDealer, audit_transcript, replay_record, run_game
from net.dealer.oracle import CheckedDealer, leaks
from net.protocol.transcript import Transcript
from net.session.bus import Interleaving

EVERY_SEAT = dict.fromkeys(range(4), CheckedDealer)


def _check_game(game, players: int, cap: int | None, seed: int, resistance: int = 12):
    settings = Settings(players=players, start_resistance=resistance)
    run = run_game(game, settings, turn_cap=cap, seed=seed, factories=EVERY_SEAT)
    assert run.proofs == {}
    for peer in run.peers:  # the oracle ran at every step, not only at the end
        assert peer.checked == len(peer.replica.history) > 10
    assert all(p.replica.over for p in run.peers)
    hashes = {tuple(p.hashes) for p in run.peers}
    assert len(hashes) == 1
    for peer in run.peers:
        saved = Transcript.from_bytes(peer.transcript.to_bytes(), run.roster)
        report = audit_transcript(saved.messages, run.roster, game, settings, cap)
        assert report.verdict == "fair", report.verdict
        assert report.shuffles > 0 and report.reveals > 0 and report.proofs_checked > 0
        assert replay_record(report.record, game, settings) == peer.hashes
    _check_knowledge(run, report.record, settings, game)
    _check_decryptable(run)
    return run


def _check_knowledge(run, record, settings, game) -> None:
    """Each peer learned exactly what its seat may know, with the true faces."""
    state = game.new_game(settings)
    dealer = RecordDealer(game.initial_faces(state), record)
    reference = [Knowledge(s) for s in range(settings.players)]
    for entry in record:
        if entry.action is not None:
            state = apply_action(state, entry.seat, entry.action)
            continue
        step = pending(state)
        result = dealer.serve(step)
        before, state = state, apply_dealer(state, result)
        if isinstance(step, RevealStep) and step.to is not None:
            reference[step.to].learn(before, step.handles, result.kinds)
        elif isinstance(step, ReorderStep):
            reference[step.seat].learn(state, step.handles, result.kinds)
    for peer in run.peers:
        assert peer.knowledge.facts == reference[peer.seat].facts


def _check_decryptable(run) -> None:
    """Strongest form: what a peer can decrypt from public messages, its secret and the shares
    encrypted to it is exactly what its seat knows (faces it saw or reordered itself)."""
    for peer in run.peers:
        assert leaks(peer.replica, peer.seat, peer.knowledge) == []


def test_two_players(game):
    _check_game(game, 2, cap=30, seed=11)


def test_three_players(game):
    _check_game(game, 3, cap=20, seed=12)


def test_four_players(game):
    _check_game(game, 4, cap=16, seed=13)


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_whole_game_to_the_winner(game, players):
    """Played to the end (no turn cap): every peer agrees on the winner, the audit is fair.
    The short game (starting resistance 7, R5): a third of the standard game's time at 4
    players (some 560 steps, each checked by the oracle); the soak run plays the standard."""
    _to_the_winner(game, players, resistance=7)


@pytest.mark.soak
def test_whole_standard_game_to_the_winner(game):
    """Four players, the standard starting resistance (12): about 50 s on a loaded machine."""
    _to_the_winner(game, 4, resistance=12)


def _to_the_winner(game, players: int, resistance: int) -> None:
    run = _check_game(game, players, cap=None, seed=20 + players, resistance=resistance)
    winners = {p.replica.state.winner for p in run.peers}
    assert len(winners) == 1 and None not in winners


@pytest.mark.slow
def test_two_players_to_the_end(game):
    run = _check_game(game, 2, cap=None, seed=1)
    assert run.peers[0].replica.state.winner is not None


@pytest.mark.parametrize("seed", [1, 2])
def test_any_interleaving_of_the_peers_messages_gives_the_same_game(game, seed):
    """Peers consume each sender's messages in that sender's order whatever the arrival order
    across senders: the game, its hashes and its audit do not depend on the network."""
    settings = Settings(players=3)
    schedule = Interleaving(seed)
    run = run_game(game, settings, turn_cap=6, seed=seed,
                   factories=EVERY_SEAT, schedule=schedule)  # fmt: skip
    assert run.proofs == {}
    assert len({tuple(p.hashes) for p in run.peers}) == 1 and all(p.replica.over for p in run.peers)
    assert schedule.overtakes > 100, "deliveries overtook earlier ones on other links"
    for peer in run.peers:
        report = audit_transcript(peer.transcript.messages, run.roster, game, settings, 6)
        assert report.verdict == "fair", report.verdict
