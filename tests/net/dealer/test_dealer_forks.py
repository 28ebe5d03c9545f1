"""A split view (one seat telling different peers different things) convicts the forker only.

The forker signs two versions of one message and sends one to the first honest seat, the other
to the rest. Each honest peer's next messages carry the digest of the version it accepted, so
the others see a digest they cannot match, fetch the message behind it, and hold an equivocation
proof against the forker; no honest peer ever holds a proof against another honest seat.
"""

from __future__ import annotations

import pytest

from core.hypnose.state import Settings
from net.dealer import FairDealer, check_proof, run_game
from net.dealer.gate import Gate
from net.dealer.phases import ShufflePhase
from net.dealer.replica import Cheat
from net.errors import ProofError
from net.fair.keys import KeyPair, prove_key
from net.protocol.messages import Signer
from net.protocol.verdicts import CheatingProof


class ForksKey(FairDealer):
    """Sends its key to seat 0 and a different, validly proved key to everyone else."""

    def _send(self, body):
        if body["kind"] != "key":
            super()._send(body)
            return
        fork = Signer(self.signer._identity, self.roster.game_id, self.seat,
                      resume=self.signer.state)  # fmt: skip
        body = self._stamp(body)
        message = self._sign(body)
        other_key = prove_key(KeyPair.generate(), self.roster.game_id, self.seat).to_wire()
        other = fork.sign({**body, "key": other_key}, seen=self.verifier.heads())
        self.verifier.accept(message.wire)
        self._admit()
        for seat in self.roster.keys:
            if seat != self.seat:
                self.transport.send(seat, (message if seat == 0 else other).wire)


def _honest_never_blamed(run, forker, game, settings, cap):
    for peer in run.peers:
        if peer.seat == forker or peer.proof is None:
            continue
        assert peer.proof.seat == forker, (peer.seat, peer.proof.check, peer.proof.detail)
        # re-checked from its bytes alone, as any peer would: it convicts the forker
        assert check_proof(peer.proof, run.roster, game, settings, turn_cap=cap) == forker


@pytest.mark.parametrize("players", [3, 4])
def test_split_key_becomes_an_equivocation_proof(game, players):
    forker, cap = players - 1, 6
    settings = Settings(players=players)
    run = run_game(game, settings, turn_cap=cap, factories={forker: ForksKey})
    _honest_never_blamed(run, forker, game, settings, cap)
    honest = [p for p in run.peers if p.seat != forker]
    assert all(p.proof is not None and p.proof.check == "equivocation" for p in honest)


class Credulous(FairDealer):
    """An honest peer without the gate: it acts on messages whose digests it cannot match. It
    also judges each shuffle's proof as it takes it (the dealer judges them all at the end of
    the step, by which time the forked key has usually reached it: the fork is then found)."""

    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.intake.gate = _OpenGate(self.verifier)

    def _pump(self):
        super()._pump()
        r = self.replica
        if self.proof is None and isinstance(r.phase, ShufflePhase) and r.consumed:
            try:
                r.phase.judge(r)
            except Cheat as cheat:
                cheat.message = r.consumed[-1]
                self._convict(CheatingProof.from_cheat(cheat, r.consumed[:-1]))


class _OpenGate(Gate):
    def _matched(self, message):
        return True


def test_a_proof_built_on_a_forked_version_is_refused(game):
    """Without the gate, a peer shown the other version blames an honest seat; that proof
    contradicts the digests its accused signed, and every checker refuses it."""
    settings, cap = Settings(players=3), 6
    run = run_game(game, settings, turn_cap=cap, spread=False,
                   factories={1: Credulous, 2: ForksKey})  # fmt: skip
    framed = run.peers[1].proof
    assert framed is not None
    if framed.seat == 0:  # the credulous peer blames seat 0: its proof convicts nobody
        with pytest.raises(ProofError, match=r"never acted on|two versions"):
            check_proof(framed, run.roster, game, settings, turn_cap=cap)
    else:  # or it met the forker's next message, whose prev names the other version first
        assert (framed.seat, framed.check) == (2, "equivocation")
        assert check_proof(framed, run.roster, game, settings, turn_cap=cap) == 2
    assert all(p.proof is None or p.proof.seat != 1 for p in run.peers)


class SignsAnotherState(FairDealer):
    """Claims, in its first action, a state hash the messages before it do not give."""

    def _stamp(self, body):
        body = super()._stamp(body)
        if body["kind"] == "action" and not getattr(self, "_lied", False):
            self._lied = True
            n, _ = body["at"]
            body["at"] = [n, "0" * 16]
        return body


def test_a_signed_state_hash_that_the_messages_do_not_give_convicts_its_signer(game):
    settings, cap = Settings(players=3), 6
    run = run_game(game, settings, turn_cap=cap, factories={1: SignsAnotherState})
    for peer in run.peers:
        if peer.seat != 1:
            assert (peer.proof.seat, peer.proof.check) == (1, "state"), peer.proof
            assert check_proof(peer.proof, run.roster, game, settings, turn_cap=cap) == 1
