"""Simultaneous sealed choices (``AwaitSimultaneous``) served by both dealers, with the test
game ``tests/games/sealed.py``: the local dealer (``core.play.play_game``) and the fair dealer
(commit, then open, every choice; ``net.dealer.run_game`` over the in-memory bus) play the same
game to the same outcome; the audit says fair; a peer whose opening does not match its
commitment, or whose sealed choice is not legal, is caught with a proof that names it."""

from __future__ import annotations

import pytest
from sealed import SEALED, Choose

from core.errors import IllegalAction
from core.play import play_game
from core.vocabulary import AwaitSimultaneous
from net.dealer import FairDealer, audit_transcript, check_proof, run_game
from net.dealer import protocol as p
from net.dealer.waiting import Decide
from net.fair.commitments import commit
from net.protocol.messages import parse_message
from net.protocol.transcript import Transcript
from net.protocol.verdicts import CheatingProof
from net.protocol.wire import canonical, decode
from net.session.bus import Interleaving


def _agents(seed, players):
    return [SEALED.bots["random"](f"{seed}/{s}") for s in range(players)]


def _local(settings, seed):
    players = settings.players
    result = play_game(SEALED, settings, _agents(seed, players), seed, record=True)
    assert result.finished
    state = SEALED.new_game(settings)
    hashes = [SEALED.state_hash(state)]
    for seat, action in result.steps:
        state = SEALED.apply_action(state, seat, action)
        hashes.append(SEALED.state_hash(state))
    return result, hashes


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (3, 5)])
def test_both_dealers_play_the_same_game(players, seed):
    settings = SEALED.settings({"players": players, "rounds": 4})
    local, local_hashes = _local(settings, seed)
    run = run_game(SEALED, settings, bot="random", seed=seed)
    assert run.proofs == {}
    assert all(peer.replica.over for peer in run.peers)
    assert run.decisions == 4 * players  # every seat sealed a choice every round
    assert len({tuple(peer.hashes) for peer in run.peers}) == 1
    assert run.peers[0].hashes == local_hashes  # the same choices, applied in the same order
    for peer in run.peers:
        assert SEALED.outcome(peer.replica.state) == local.outcome
        actions = [(t.seat, t.action) for t in peer.replica.history if t.action is not None]
        assert actions == local.steps
        saved = Transcript.from_bytes(peer.transcript.to_bytes(), run.roster)
        report = audit_transcript(saved.messages, run.roster, SEALED, settings)
        assert report.fair, report.verdict
        assert list(report.hashes) == peer.hashes
    kinds = [m.kind for m in run.peers[0].transcript.messages]
    assert kinds.count("scommit") == kinds.count("sreveal") == 4 * players


def test_a_choice_stays_sealed_until_every_seat_has_sealed():
    """No seat's opening is taken before the last commitment: the first round's openings all
    follow its commitments in every transcript, whatever the network's interleaving."""
    settings = SEALED.settings({"players": 3, "rounds": 2})
    schedule = Interleaving(3)
    run = run_game(SEALED, settings, bot="random", seed=3, schedule=schedule)
    assert run.proofs == {} and all(peer.replica.over for peer in run.peers)
    assert len({tuple(peer.hashes) for peer in run.peers}) == 1
    for peer in run.peers:
        first = [m.kind for m in peer.transcript.messages if m.body.get("step") == 1]
        assert sorted(first[:3]) == ["scommit"] * 3 and sorted(first[3:]) == ["sreveal"] * 3


# --- cheats -----------------------------------------------------------------------------------

CHEAT = 1


class OpensAnotherChoice(FairDealer):
    """Its opening shows another number than the one it committed to (a changed mind, once it
    has seen nothing: the others' choices are still sealed)."""

    def _make_sreveal(self):
        body = super()._make_sreveal()
        number = SEALED.decode_action(decode(body["action"])).number
        return {**body, "action": canonical(SEALED.encode_action(Choose((number + 1) % 3)))}


class SealsAnIllegalChoice(FairDealer):
    """Seals a number out of range (a modified client that bypasses ``decide``'s check)."""

    def _make_scommit(self):
        self.choice = Choose(7)
        return super()._make_scommit()


class SealsGarbage(FairDealer):
    """Seals bytes that are no action at all."""

    def _make_scommit(self):
        self.choice = None
        payload = b"\xc1 no action"
        digest, opening = commit(p.SIMULTANEOUS_TAG, self.ctx, payload)
        self.sealed = (opening, payload)
        return {"c": digest}


@pytest.mark.parametrize(
    ("cls", "check"),
    [(OpensAnotherChoice, "commitment"), (SealsAnIllegalChoice, "illegal"),
     (SealsGarbage, "malformed")],
)  # fmt: skip
def test_a_cheating_sealed_choice_is_caught(cls, check):
    settings = SEALED.settings({"players": 3, "rounds": 3})
    run = run_game(SEALED, settings, bot="random", seed=4, factories={CHEAT: cls})
    assert set(run.proofs) == {0, 1, 2}, "every peer holds a proof"
    for peer in run.peers:
        proof = CheatingProof.from_bytes(peer.proof.to_bytes())
        assert (proof.seat, proof.check) == (CHEAT, check), proof
        offending = parse_message(proof.messages[-1])
        assert (offending.seat, offending.body["kind"]) == (CHEAT, "sreveal")
        assert check_proof(proof, run.roster, SEALED, settings) == CHEAT
    assert all(SEALED.turns_played(peer.replica.state) == 0 for peer in run.peers)


def test_a_turn_cap_stops_a_simultaneous_game_for_the_audit():
    settings = SEALED.settings({"players": 3, "rounds": 5})
    run = run_game(SEALED, settings, turn_cap=2, bot="random", seed=1)
    assert run.proofs == {} and all(peer.replica.over for peer in run.peers)
    assert all(SEALED.turns_played(peer.replica.state) == 2 for peer in run.peers)
    report = audit_transcript(run.peers[0].transcript.messages, run.roster, SEALED, settings, 2)
    assert report.fair, report.verdict


class Asked(FairDealer):
    """Notes how it is asked, and first offers a choice out of range (refused, nothing sent)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.asked: list[bool] = []
        self.refused = 0

    def waiting(self):
        found = super().waiting()
        if isinstance(found, Decide):
            assert isinstance(self.game.pending(self.replica.state), AwaitSimultaneous)
            self.asked.append(found.simultaneous)
        return found

    def decide(self, action):
        sent = len(self.transcript)
        with pytest.raises(IllegalAction):
            super().decide(Choose(5))
        assert self.choice is None and len(self.transcript) == sent
        self.refused += 1
        super().decide(action)


def test_a_peer_is_asked_for_a_sealed_choice_and_refuses_an_illegal_one():
    settings = SEALED.settings({"players": 2, "rounds": 2})
    run = run_game(SEALED, settings, bot="random", seed=6,
                   factories=dict.fromkeys(range(2), Asked))  # fmt: skip
    assert run.proofs == {} and all(peer.replica.over for peer in run.peers)
    for peer in run.peers:
        assert peer.refused == 2 and peer.asked and all(peer.asked)
