"""Paths a plain game rarely takes: the Metronome's encrypted shares, a bad shuffle caught by
its proof (or, past a broken one, by the audit), message sizes and late openings.

The seeded peers and helpers are in ``dealerkit``; claims are in ``test_dealer_claims``, a seat
that leaves the game in ``test_dealer_leaving``.
"""

from __future__ import annotations

import pytest
from dealerkit import (
    GAME_ID,
    LOOKER,
    METRONOME,
    TARGET,
    BadShuffleCheat,
    Seeded,
    Watched,
    assert_fair,
    assert_proved,
    forged_proofs_pass,
    run_seeded,
)

from core.hypnose.state import Settings
from net.dealer import audit_transcript
from net.dealer import protocol as p
from net.dealer import replica as replica_module
from net.dealer import steps as steps_module
from net.dealer.replica import Cheat, Replica
from net.fair import challenges, group
from net.fair.challenges import Context
from net.fair.elgamal import card_table, deck_to_wire, public_deck
from net.fair.errors import MalformedData
from net.fair.shuffle import shuffle_and_prove
from net.protocol.identity import Identity
from net.protocol.messages import Signer, Verifier, parse_message
from net.protocol.verdicts import CheatingProof
from net.protocol.wire import MAX_FRAME, canonical

# --- 1. the Metronome: a held card shown to one opponent through encrypted shares ----------


class TamperedEncShare(Seeded):
    def _make_shares(self):
        body = super()._make_shares()
        if body["enc"] is not None:
            body["enc"][0][1] = group.mul_base(group.random_scalar())  # E no longer x·A + t·h_P
        return body


def test_metronome_shows_the_hand_to_the_looker_only(game):
    settings = Settings(players=3, compensation="none")
    run = run_seeded(game, settings, **METRONOME, looker=True,
               cheat=dict.fromkeys(range(3), Watched))  # fmt: skip
    assert_fair(run, game, settings, METRONOME["cap"])
    looker, target, third = run.peers
    assert looker.shown, "the Metronome was never played on the target"
    t, hand, _ = looker.shown[0]
    assert t.pending.handles == hand and hand, "exactly the target's hand is shown"
    # the looker learned exactly those faces, and they are the true ones (joint secret)
    x = sum(xi for xi, _ in looker.replica.audits.values()) % group.L
    truth = tuple(looker.replica.table.decode(group.sub(ct.b, group.mul(x, ct.a))) for ct in t.cts)
    assert (t.step, hand, truth) in looker.learned
    assert all(step != t.step for step, _, _ in third.learned + target.learned)
    # nobody but the looker and the holder can decrypt them, in every peer's public record
    for peer in run.peers:
        shown = [s for s in peer.shown if s[0].step == t.step]
        assert shown and shown[0][2] == [{LOOKER, TARGET}] * len(hand)
    # the encrypted shares verify for everyone, from the transcript alone
    (message,) = [
        m
        for m in third.transcript.messages
        if m.seat == TARGET and m.kind == "shares" and m.body["step"] == t.step
    ]
    r = third.replica
    ctx = challenges.Context(run.roster.game_id, t.step, TARGET)
    for ct, wire in zip(t.cts, message.body["enc"], strict=True):
        share = p.EncShare.from_wire(wire)
        p.verify_enc_share(share, r.publics[TARGET], ct.a, r.publics[LOOKER], ctx)
        opened = p.open_enc_share(share, looker.keypair.secret)
        assert opened == group.mul(target.keypair.secret, ct.a)
    enc = {key: share.to_wire() for key, share in r.enc.items()}
    assert enc and all(
        {k: s.to_wire() for k, s in peer.replica.enc.items()} == enc for peer in run.peers
    )


def test_metronome_tampered_encrypted_share_is_proved(game):
    settings = Settings(players=3, compensation="none")
    run = run_seeded(game, settings, **METRONOME, looker=True, cheat={TARGET: TamperedEncShare})
    proof = assert_proved(run, game, settings, METRONOME["cap"], TARGET, {"share"})
    assert "encrypted share" in proof.detail


# --- 4. a bad shuffle is caught live by its proof; past a broken proof, by the audit --------


def test_bad_shuffle_caught_live_by_its_proof(game):
    settings = Settings(players=2, compensation="none")
    run = run_seeded(game, settings, seed=0, cap=4, cheat={1: BadShuffleCheat})
    proof = assert_proved(run, game, settings, 4, 1, {"shuffle"})
    # judged when the step's last shuffle came in, before any share of its zones was asked for
    kinds = [parse_message(wire).kind for wire in proof.messages]
    assert kinds[-1] == "shuffle" and "shares" not in kinds
    assert all(p.replica.halted is None for p in run.peers), "no bad card was ever revealed"


def test_bad_shuffle_past_a_broken_proof_named_by_the_audit(game, monkeypatch):
    forged_proofs_pass(monkeypatch)
    settings = Settings(players=2, compensation="none")
    run = run_seeded(game, settings, seed=0, cap=4, cheat={1: BadShuffleCheat})
    proof = assert_proved(run, game, settings, 4, 1, {"shuffle-exact"})
    honest = run.peers[0].replica
    assert honest.halted is not None and "public decryption" in honest.halted
    assert honest.phase.name == "audit" and 0 in honest.audits, "the game stopped for the audit"
    # the last audit completes the joint secret; decrypting every shuffle names the cheater
    assert parse_message(proof.messages[-1]).kind == "audit"
    report = audit_transcript(proof.messages, run.roster, game, settings, 4)
    assert (report.verdict.seat, report.verdict.check) == (1, "shuffle-exact")


# --- 5. every message fits a frame: one shuffle message, one audit message ----------------


def test_a_160_card_shuffle_message_fits_a_frame(game):
    """The whole message (deck, TW proof, signed envelope) of a 160-card shuffle fits the
    coming 65,000-byte frame limit; a zone too large for one message is refused up front."""
    signer = Signer(Identity.generate(), GAME_ID, 0)
    h = group.mul_base(group.random_scalar())
    deck = public_deck([i % 20 for i in range(160)], h, card_table(20))
    out, _, proof = shuffle_and_prove(deck, h, Context(GAME_ID, 10**6, 0))
    body = {"kind": "shuffle", "step": 10**6, "out": deck_to_wire(out), "proof": proof.to_wire()}
    wire = signer.sign(body).wire
    assert len(wire) <= 65_000 and len(wire) <= MAX_FRAME
    assert steps_module.shuffle_wire_bound(160) >= len(canonical(body)) - 32
    steps_module.check_shuffle_fits(160)
    with pytest.raises(MalformedData):
        steps_module.check_shuffle_fits(400)


def test_a_game_sends_one_message_per_shuffle_and_per_audit(game):
    settings = Settings(players=2, compensation="none")
    run = run_seeded(game, settings, seed=0, cap=6)
    assert_fair(run, game, settings, 6)
    messages = run.peers[0].transcript.messages
    audits = [m for m in messages if m.kind == "audit"]
    assert sorted(m.seat for m in audits) == [0, 1]
    keys = {"kind", "step", "at", "x", "held", "open", "reorders"}
    assert all(set(m.body) == keys and m.body["held"] == [] for m in audits)
    steps = [(m.body["step"], m.seat) for m in messages if m.kind == "shuffle"]
    assert steps and len(steps) == len(set(steps))
    assert all(len(m.wire) <= MAX_FRAME for m in messages)


# --- 6. a commitment the game ended before opening is opened in the audit -------------------


class HaltingReplica(Replica):
    """Simulates an out-of-table card at the attacker's opening, while the defence is still
    committed: the game stops there and every seat is audited."""

    def decode_public(self, cts):
        if self.phase.name == "open" and self.commits:
            raise replica_module._Halt("simulated out-of-table card")
        return super().decode_public(cts)


class HaltsAtOpen(Seeded):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        r = self.replica
        self.replica = HaltingReplica(r.roster, r.game, r.settings, r.turn_cap,
                                      self._private, self._observe, r.own_seat)  # fmt: skip


class OpensOtherSelection(HaltsAtOpen):
    def _make_audit(self):
        body = super()._make_audit()
        if body["open"] is not None:
            hand = [h for h in self.replica.state.hand(self.seat) if h not in body["open"]["cards"]]
            body["open"]["cards"] = sorted(body["open"]["cards"][:-1] + hand[:1])
        return body


DUEL = {"seed": 1, "cap": 12}
"""A seeded game with a duel early; this module's games play without turn-order compensation
(R21), which the dealer's paths do not depend on, so that its default leaves them alone."""
DEFENDER = 1


def test_unopened_commitment_is_opened_in_the_audit(game):
    settings = Settings(players=2, compensation="none")
    run = run_seeded(game, settings, **DUEL, cheat=dict.fromkeys(range(2), HaltsAtOpen))
    defender = run.peers[DEFENDER]
    cards = defender.duel_opening[1]
    assert cards, "the defender had committed to a selection"
    for peer in run.peers:
        r = peer.replica
        assert r.halted is not None and r.commits == {}
        assert r.late_opened == {DEFENDER: cards}
        proof = peer.proof  # nobody cheated: the out-of-table card is blamed on no seat
        assert (proof.seat, proof.check) == (None, "unknown-card") and "exact" in proof.detail
        assert _replay(proof, run.roster, game, settings) == (None, "unknown-card")


def _replay(proof, roster, game, settings):
    """check_proof's replay, with the replica that simulates the out-of-table card."""
    verifier = Verifier(roster)
    r = HaltingReplica(roster, game, settings, DUEL["cap"])
    for wire in proof.messages:
        r.offer(verifier.accept(wire).message)
    with pytest.raises(Cheat) as caught:
        r.pump()
    return caught.value.seat, caught.value.check


def test_false_late_opening_is_proved(game):
    settings = Settings(players=2, compensation="none")
    cheat = {0: HaltsAtOpen, DEFENDER: OpensOtherSelection}
    run = run_seeded(game, settings, **DUEL, cheat=cheat)
    for peer in run.peers:
        proof = CheatingProof.from_bytes(peer.proof.to_bytes())
        assert _replay(proof, run.roster, game, settings) == (DEFENDER, "commitment")


# --- 7. a private reorder's order, published in the audit, must match its cards ------------


class LiesAboutReorder(Seeded):
    """Publishes a rotated order for each of its private reorders."""

    def _make_audit(self):
        body = super()._make_audit()
        body["reorders"] = [perm[1:] + perm[:1] for perm in body["reorders"]]
        return body


class HidesAReorder(Seeded):
    """Leaves its last private reorder out of its audit."""

    def _make_audit(self):
        body = super()._make_audit()
        body["reorders"] = body["reorders"][:-1]
        return body


@pytest.mark.parametrize(
    ("cls", "check"), [(LiesAboutReorder, "reorder-exact"), (HidesAReorder, "malformed")]
)
def test_false_reorder_order_in_the_audit_is_proved(game, cls, check):
    settings = Settings(players=2, compensation="none")
    run = run_seeded(game, settings, seed=0, cap=8, cheat={1: cls})
    assert any(m.kind == "reorder" and m.seat == 1 for m in run.peers[0].transcript.messages)
    assert_proved(run, game, settings, 8, 1, {check})
