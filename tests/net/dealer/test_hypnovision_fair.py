"""Hypno Vision over the fair dealer: a 3-player game between strategic bots over the in-memory
bus. Each slot is two signed messages per seat, a commitment then its opening (V9), and the
slot's joint value R_t comes from the openings' nonces (V10); the start rolls and layouts are
commit-then-reveal joint values; the layouts, dice and contested cards all come from them.
Every peer agrees on every state and score, the audit from the saved transcript says fair,
and every contested card's winner is recomputed here from the seats' signed messages alone
(V13).

The game's interface (one ``AwaitSimultaneous`` and one ``RandomStep`` per slot) is served by
the dealer's slot phase (``net.dealer.phases.slots``); the bus game has no clock."""

from __future__ import annotations

from collections import defaultdict

import pytest

from core import games
from core.hypnovision.slots import contest_winner
from core.hypnovision.state import Phase
from core.vocabulary import RandomStep, RandomValue
from net.dealer import audit_transcript, run_game
from net.dealer.phases.slots import SLOT_TAG, slot_value
from net.fair.challenges import Context
from net.fair.commitments import Opening, check_opening, joint_random, random_below
from net.protocol.transcript import Transcript

GAME = games.get("hypnovision")


def _joint_values(messages, game_id):
    """Each step's joint value from the signed messages alone: the start rolls and layouts
    from commit-then-reveal randomness, each slot's R_t from its openings' nonces (V10), every
    opening checked against its seat's commitment (V9)."""
    commits, reveals = defaultdict(dict), defaultdict(dict)
    slot_commits, nonces = defaultdict(dict), defaultdict(dict)
    for message in messages:
        body, seat = message.body, message.seat
        if body["kind"] == "rcommit":
            commits[body["step"]][seat] = body["c"]
        elif body["kind"] == "rreveal":
            reveals[body["step"]][seat] = Opening(body["nonce"], body["value"])
        elif body["kind"] == "slot_commit":
            slot_commits[body["step"]][seat] = body["c"]
        elif body["kind"] == "slot_open":
            step, opening = body["step"], Opening(body["nonce"], body["action"])
            check_opening(slot_commits[step][seat], SLOT_TAG, Context(game_id, step, seat), opening)
            nonces[step][seat] = opening.nonce
    joint = {step: joint_random(commits[step], reveals[step], game_id, step) for step in commits}
    joint.update({step: slot_value(game_id, step, nonces[step]) for step in nonces})
    return joint


@pytest.mark.slow
def test_a_3_player_game_over_the_fair_dealer_with_every_contest_recomputed():
    settings = GAME.settings({"players": 3})
    run = run_game(GAME, settings, bot="strategic-fast", seed=5)
    assert run.proofs == {}
    assert all(peer.replica.over for peer in run.peers)
    assert len({tuple(peer.hashes) for peer in run.peers}) == 1
    states = [peer.replica.state for peer in run.peers]
    assert states[0].phase is Phase.OVER and len(states[0].penalties) == 5
    assert len({s.penalties for s in states}) == 1  # every round's score agreed
    for peer in run.peers:
        saved = Transcript.from_bytes(peer.transcript.to_bytes(), run.roster)
        report = audit_transcript(saved.messages, run.roster, GAME, settings)
        assert report.fair, report.verdict
    joint = _joint_values(run.peers[0].transcript.messages, run.roster.game_id)
    state = GAME.new_game(settings)
    contests = 0
    for t in run.peers[0].replica.history[1:]:
        if t.action is not None:
            state = GAME.apply_action(state, t.seat, t.action)
            continue
        assert isinstance(t.pending, RandomStep) and isinstance(t.result, RandomValue)
        value = random_below(joint[t.step], t.pending.bound)
        assert t.result.value == value  # the dealer's value is the seats' joint value
        before, state = state, GAME.apply_dealer(state, t.result)
        if before.phase is Phase.RESOLVE and before.slot >= 1:  # a slot of the scramble
            for contest in state.last.contests:
                card = GAME.cards[contest.card]
                assert contest.winner == contest_winner(value, card, contest.claimants)
                contests += 1
    assert GAME.state_hash(state) == GAME.state_hash(states[0])
    assert contests >= 1
