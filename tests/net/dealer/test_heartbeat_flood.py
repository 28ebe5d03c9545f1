"""A heartbeat flood (issue of the outside audit): valid signed heartbeats at one step, as fast
as a modified client can sign them. A heartbeat must carry news (fairplay.md, "Heartbeats"):
its digests name a message its sender's previous message did not, so the flooder is convicted
at its first heartbeat that names nothing new (its second in a row), every peer holds only a
couple of its heartbeats, and an honest peer never sends an empty one."""

from __future__ import annotations

import pytest
from dealerkit import Seeded, fixed

from core.hypnose.state import Settings
from net.dealer import check_proof, run_game
from net.protocol.verdicts import CheatingProof

FLOODER = 1
FLOOD = 2_000


class BeatFlooder(Seeded):
    """At its first decision, signs and broadcasts heartbeats at one step as fast as it can
    (bypassing the honest peer's rule that a heartbeat carries news)."""

    flooded = 0

    def waiting(self):
        waiting = super().waiting()
        if not self.flooded and self.replica.history and self.proof is None:
            for _ in range(FLOOD):
                if self.proof is not None:
                    break
                self.flooded += 1
                self._send({"kind": "beat", "step": self.replica.step})
        return waiting


@pytest.mark.parametrize("players", [2, 3])
def test_a_heartbeat_flood_convicts_the_flooder_at_its_second_empty_heartbeat(game, players):
    settings = Settings(players=players)
    run = run_game(game, settings, turn_cap=4, factories={FLOODER: BeatFlooder}, **fixed(players))
    honest = [p for p in run.peers if p.seat != FLOODER]
    for peer in honest:
        proof = peer.proof
        assert proof is not None and (proof.seat, proof.check) == (FLOODER, "empty-beat")
        again = CheatingProof.from_bytes(proof.to_bytes())
        assert check_proof(again, run.roster, game, settings, 4) == FLOODER
        beats = [m for m in peer.verifier.messages(FLOODER) if m.kind == "beat"]
        assert len(beats) <= 2, f"seat {peer.seat} kept {len(beats)} of the flooder's heartbeats"


def test_honest_heartbeats_always_carry_news(game):
    """Heartbeats asked for at every wait of a whole game: only those with news are signed,
    and nobody is convicted."""

    class Beating(Seeded):
        def waiting(self):
            waiting = super().waiting()
            for _ in range(3):
                self.heartbeat()
            return waiting

    settings = Settings(players=3)
    run = run_game(game, settings, turn_cap=6, factories=dict.fromkeys(range(3), Beating),
                   **fixed(3))  # fmt: skip
    assert run.proofs == {}
    beats = sum(m.kind == "beat" for m in run.peers[0].verifier.messages(1))
    assert beats > 0, "the honest peers sent heartbeats"


class BeatFlooderToOne(Seeded):
    """At its first decision, signs heartbeats past its own dealer and sends them to seat 0
    alone (as a LAN flooder does to its victim): the third seat holds none of them."""

    flooded = 0

    def waiting(self):
        waiting = super().waiting()
        if not self.flooded and self.replica.history and self.proof is None:
            for _ in range(20):
                self.flooded += 1
                beat = self._sign(self._stamp({"kind": "beat", "step": self.replica.step}))
                self.transport.send(0, beat.wire)
        return waiting

    def _act(self):
        return False if self.flooded else super()._act()  # its own chain is past its dealer


def test_a_flood_sent_to_one_peer_convicts_the_flooder_on_every_peer(game):
    """The victim shows the offending heartbeat to every peer; a peer that lacks the ones
    before it asks for them and for the offending one (it dropped it for the gap), and reaches
    the same proof."""
    settings = Settings(players=3)
    run = run_game(game, settings, turn_cap=4, factories={FLOODER: BeatFlooderToOne}, **fixed(3))
    for peer in run.peers:
        if peer.seat != FLOODER:
            assert peer.proof is not None, f"seat {peer.seat} holds no proof"
            assert (peer.proof.seat, peer.proof.check) == (FLOODER, "empty-beat")
            assert not peer.declared, "it reached the proof only by chasing a debt"
