"""Hypnosia over the fair dealer: a 3-player game between strategic bots over the in-memory
bus, every die a joint random value (commit, then reveal, from every seat). Every peer agrees on
the history and the ranking, the audit from the saved transcript says fair, and each roll is
re-derived here from the seats' signed commitments and reveals alone (the dice verified)."""

from __future__ import annotations

import math
from collections import defaultdict

from core import games
from core.vocabulary import RandomStep, RandomValue
from net.dealer import audit_transcript, replay_record, run_game
from net.fair.commitments import Opening, joint_random, random_below
from net.protocol.transcript import Transcript

GAME = games.get("hypnosia")


def _rolls_from_transcript(messages, game_id):
    """step -> the joint value the seats' rcommit and rreveal messages give."""
    commits, reveals = defaultdict(dict), defaultdict(dict)
    for message in messages:
        body = message.body
        if body["kind"] == "rcommit":
            commits[body["step"]][message.seat] = body["c"]
        elif body["kind"] == "rreveal":
            reveals[body["step"]][message.seat] = Opening(body["nonce"], body["value"])
    return {step: joint_random(commits[step], reveals[step], game_id, step) for step in commits}


def test_a_3_player_game_over_the_fair_dealer_with_every_die_verified():
    settings = GAME.settings({"players": 3})
    run = run_game(GAME, settings, bot="strategic", seed=3)
    assert run.proofs == {}
    assert all(peer.replica.over for peer in run.peers)
    assert len({tuple(peer.hashes) for peer in run.peers}) == 1
    states = [peer.replica.state for peer in run.peers]
    assert states[0].ended is not None  # played to the end (H16)
    assert len({GAME.ranking(s) for s in states}) == 1
    assert len({GAME.outcome(s) for s in states}) == 1
    for peer in run.peers:
        saved = Transcript.from_bytes(peer.transcript.to_bytes(), run.roster)
        report = audit_transcript(saved.messages, run.roster, GAME, settings)
        assert report.fair, report.verdict
        assert list(report.hashes) == peer.hashes
        assert replay_record(report.record, GAME, settings, check=True) == peer.hashes
    # every random value: the colour draw, the start roll(s) and each turn's dice
    history = run.peers[0].replica.history
    randoms = [t for t in history if isinstance(t.pending, RandomStep)]
    colours = [t for t in randoms if t.pending.bound == 6]  # 3! (H6)
    dice = [t for t in randoms if t.pending.bound == 36]  # one roll per turn (H8)
    starts = [t for t in randoms if t not in colours and t not in dice]  # 36^k (H7)
    assert len(colours) == 1 and len(dice) == states[0].turns
    assert sum(round(math.log(t.pending.bound, 36)) for t in starts) == len(states[0].start_rolls)
    joint = _rolls_from_transcript(run.peers[0].transcript.messages, run.roster.game_id)
    assert set(joint) == {t.step for t in randoms}
    for t in randoms:
        assert isinstance(t.result, RandomValue)
        assert t.result.value == random_below(joint[t.step], t.pending.bound)
