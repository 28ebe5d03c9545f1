"""A proof carries every message its accuser held (fairplay.md, "Forks become proofs"), so the
limits on a proof's size come from the longest game of each title: a cheat in the last slot of
the longest game must stay provable.

The longest game is Hypno Vision at six players: five scrambles that each run to the slot cap
(V9, V17) when nobody grabs, calls Stop or says Done. The default run checks the limits'
arithmetic against the game's own constants and that a proof of that many messages passes the
decoder; ``pytest -m soak`` plays that game on the in-memory bus with a seat that cheats in the
very last slot, and every peer re-checks the proof from its bytes."""

from __future__ import annotations

import pytest
from dealerkit import Seeded, fixed, salted

from core import games
from core.hypnovision.state import SLOT_CAP, Phase, Stop, Wait
from net.dealer import check_proof, run_game
from net.dealer.phases.slots import OPEN
from net.protocol.verdicts import (
    LONGEST_GAME_MESSAGES,
    MAX_PROOF_BYTES,
    MAX_PROOF_MESSAGES,
    CheatingProof,
)
from net.protocol.wire import canonical, decode

GAME = games.get("hypnovision")
SCRAMBLES = 5
CHEAT = 1


def test_the_proof_limits_hold_the_longest_game_of_every_title():
    slots = SCRAMBLES * (SLOT_CAP + 1)  # each scramble's slots and its roll
    longest = slots * 6 * 2  # a commitment and an opening from each of six seats
    assert longest <= LONGEST_GAME_MESSAGES
    assert 2 * longest <= MAX_PROOF_MESSAGES, "room for a heartbeat per message heard"
    assert MAX_PROOF_BYTES >= MAX_PROOF_MESSAGES * 480, "a 6-player slot message is ~480 bytes"


def test_a_proof_as_long_as_the_longest_game_decodes():
    wires = tuple(bytes([i % 251]) * 300 + i.to_bytes(4, "big") for i in range(MAX_PROOF_MESSAGES))
    proof = CheatingProof(CHEAT, "commitment", "the last slot", wires)
    again = CheatingProof.from_bytes(proof.to_bytes())
    assert len(again.messages) == MAX_PROOF_MESSAGES


class Idle:
    """Never grabs, never calls Stop, never says Done: every scramble runs to the slot cap."""

    def choose(self, view, legal):
        return Wait(0) if Wait(0) in legal else legal[0]


class OpensAnotherChoiceInTheLastSlot(Seeded):
    """Commits honestly in the last slot of the last scramble, then opens a Stop instead."""

    lied = False

    def _make_sreveal(self):
        body = super()._make_sreveal()
        r = self.replica
        last = (
            r.state.phase is Phase.SLOT
            and r.state.slot == SLOT_CAP
            and GAME.turns_played(r.state) == SCRAMBLES
        )
        if last and not self.lied and r.phase.need[self.seat] == [OPEN]:
            round_, slot, _ = decode(body["action"])
            body["action"] = canonical([round_, slot, GAME.encode_action(Stop())])
            self.lied = True
        return body


@pytest.mark.soak
@pytest.mark.timeout(3 * 3600)  # 72,000 messages on the bus, then six re-checks of the proof
def test_a_cheat_in_the_last_slot_of_the_longest_game_stays_provable():
    players = 6
    settings = GAME.settings({"players": players})
    honest = salted(Seeded, 0)
    factories = {**dict.fromkeys(range(players), honest),
                 CHEAT: salted(OpensAnotherChoiceInTheLastSlot, 0)}  # fmt: skip
    agents = dict.fromkeys(range(players), Idle())
    run = run_game(GAME, settings, factories=factories, agents=agents, spread=False,
                   **fixed(players))  # fmt: skip
    assert run.peers[CHEAT].lied, "the cheater reached the last slot of the longest game"
    for peer in run.peers:
        if peer.seat == CHEAT:
            continue
        proof = peer.proof
        assert proof is not None and proof.seat == CHEAT
        assert len(proof.messages) > SCRAMBLES * SLOT_CAP * players * 2 * 0.9
        again = CheatingProof.from_bytes(proof.to_bytes())
        assert check_proof(again, run.roster, GAME, settings) == CHEAT
