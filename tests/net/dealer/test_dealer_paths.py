"""Paths a plain game rarely takes: the Metronome's encrypted shares, a hypnotized seat's
published secret, a shuffle that cheats past its proof, long audits and late openings.

The seeded peers and helpers are in ``dealerkit``; claims are in ``test_dealer_claims``.
"""

from __future__ import annotations

import pytest
from dealerkit import (
    GAME_ID,
    LOOKER,
    METRONOME,
    TARGET,
    LuckyBadShuffle,
    Seeded,
    Watched,
    assert_fair,
    assert_proved,
    run_seeded,
)

from core.hypnose.state import Settings
from net.dealer import audit_transcript
from net.dealer import protocol as p
from net.dealer import replica as replica_module
from net.dealer import steps as steps_module
from net.dealer.proofs import CheatingProof
from net.dealer.replica import Cheat, Replica, ShuffleRecord
from net.fair import group
from net.fair.errors import MalformedData
from net.fair.shuffle import ShuffleSecret
from net.identity import Identity
from net.messages import Roster, Signer, Verifier, parse_message
from net.wire import MAX_FRAME

# --- 1. the Metronome: a held card shown to one opponent through encrypted shares ----------


class TamperedEncShare(Seeded):
    def _make_shares(self):
        body = super()._make_shares()
        if body["enc"] is not None:
            body["enc"][0][1] = group.mul_base(group.random_scalar())  # E no longer x·A + t·h_P
        return body


def test_metronome_shows_the_hand_to_the_looker_only(game):
    settings = Settings(players=3)
    run = run_seeded(game, settings, **METRONOME, looker=True,
               cheat=dict.fromkeys(range(3), Watched))  # fmt: skip
    assert_fair(run, game, settings, 1, METRONOME["cap"])
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
    ctx = group.Context(run.roster.game_id, t.step, TARGET)
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
    settings = Settings(players=3)
    run = run_seeded(game, settings, **METRONOME, looker=True, cheat={TARGET: TamperedEncShare})
    proof = assert_proved(run, game, settings, 1, METRONOME["cap"], TARGET, {"share"})
    assert "encrypted share" in proof.detail


# --- 2. a hypnotized seat publishes its secret at once --------------------------------------

QUICK = Settings(players=3, start_resistance=5)
ELIMINATION = {"seed": 0, "cap": None}
DEAD = 1  # who the seeded game above hypnotizes first


class FalseSecret(Seeded):
    def _make_secret(self):
        return {"x": group.encode_scalar(group.random_scalar())}


def test_hypnotized_seat_publishes_its_secret(game):
    run = run_seeded(game, QUICK, **ELIMINATION)
    assert_fair(run, game, QUICK, 1, None)
    assert run.peers[0].replica.state.winner is not None, "played to the end"
    messages = run.peers[0].transcript.messages
    (secret,) = [m for m in messages if m.kind == "secret"]
    assert secret.seat == DEAD
    after = messages[messages.index(secret) + 1 :]
    assert not any(m.seat == DEAD and m.kind != "audit" for m in after), "it may close its client"
    x = group.decode_scalar(secret.body["x"])
    assert x == run.peers[DEAD].keypair.secret
    for peer in run.peers:
        r = peer.replica
        assert r.revealed == {DEAD: x} and group.mul_base(x) == r.publics[DEAD]
        computed = [a for (a, s) in r.computed if s == DEAD]
        assert computed, "the others compute its shares from its secret"
        for a in computed:
            assert r.share_of(a, DEAD) == group.mul(x, a) and DEAD not in r.shares.get(a, {})


def test_false_secret_of_a_hypnotized_seat_is_proved(game):
    run = run_seeded(game, QUICK, **ELIMINATION, cheat={DEAD: FalseSecret})
    assert_proved(run, game, QUICK, 1, None, DEAD, {"key"})


# --- 4. a shuffle that cheats past its proof is named by the exact check -------------------


def test_lucky_bad_shuffle_named_by_the_exact_check(game):
    settings = Settings(players=2)
    run = run_seeded(game, settings, seed=0, cap=4, cheat={1: LuckyBadShuffle})
    proof = assert_proved(run, game, settings, 1, 4, 1, {"shuffle-exact"})
    honest = run.peers[0].replica
    assert honest.halted is not None and "public decryption" in honest.halted
    assert honest.phase.name == "audit" and 0 in honest.audits, "the game stopped for the audit"
    # the offending message is the cheater's audit, and the audit of the messages agrees
    last = parse_message(proof.messages[-1])
    assert (last.seat, last.kind, last.body["part"]) == (1, "audit", 0)
    report = audit_transcript(proof.messages, run.roster, game, settings, 1, 4)
    assert (report.verdict.seat, report.verdict.check) == (1, "shuffle-exact")


# --- 5. the audit is sent in parts that each fit a frame ------------------------------------


def test_long_game_audit_fits_in_frames(game, monkeypatch):
    """A long game's shuffle secrets exceed a frame: parts are planned to fit, and a played
    game with a small budget (many parts) still audits fair."""
    settings = Settings(players=2)
    identities = [Identity.generate() for _ in range(2)]
    roster = Roster(GAME_ID, {s: i.public_key for s, i in enumerate(identities)})
    r = Replica(roster, game, settings)
    deck = tuple(range(66))
    r.shuffles = [ShuffleRecord(i, i % 2, deck, deck) for i in range(120)]  # type: ignore[arg-type]
    signer = Signer(identities[0], GAME_ID, 0)
    plan = r.audit_plan(0)
    assert len(plan) > 1 and sorted(i for chunk in plan for i in chunk) == list(range(60))
    total = 0
    for part, chunk in enumerate(plan):
        body = {"kind": "audit", "step": 10**6, "part": part, "x": bytes(32),
                "open": {"nonce": bytes(32), "cards": list(range(40))},
                "shuffles": [ShuffleSecret.random(66).to_wire() for _ in chunk]}  # fmt: skip
        wire = signer.sign(body).wire
        assert len(wire) <= MAX_FRAME
        total += len(wire)
    assert total > MAX_FRAME, "the whole audit would not fit one frame"

    monkeypatch.setattr(steps_module, "AUDIT_BUDGET", 1024)
    run = run_seeded(game, settings, seed=0, cap=6)
    assert_fair(run, game, settings, 1, 6)
    audits = [m for m in run.peers[0].transcript.messages if m.kind == "audit"]
    assert {m.body["part"] for m in audits} >= {0, 1, 2}
    assert all(len(m.wire) <= MAX_FRAME for m in run.peers[0].transcript.messages)


def test_large_shuffles_are_sent_in_parts_that_fit_frames(game, monkeypatch):
    """Whatever the challenge bits, every part of a shuffle message fits a frame, up to the
    largest deck whose output fits one; a game with a tiny budget splits every shuffle and
    still audits fair."""
    identity = Identity.generate()
    signer = Signer(identity, GAME_ID, 0)
    assert steps_module.shuffle_plan(88, 16) == [16], "the Basic stack goes in one message"
    for n in (1, 88, 120, 400, 780):
        plan = steps_module.shuffle_plan(n, 16)
        assert sum(plan) == 16
        deck = [[bytes(33), bytes(33)] for _ in range(n)]  # compressed secp256k1 points
        worst = {"challenge": bytes(32),
                 "openings": [ShuffleSecret.random(n).to_wire() for _ in range(16)]}  # fmt: skip
        for part in steps_module.split_shuffle(deck, worst, plan):
            body = {"kind": "shuffle", "step": 10**6, **part}
            assert len(signer.sign(body).wire) <= MAX_FRAME
    with pytest.raises(MalformedData):
        steps_module.shuffle_plan(1000, 16)

    settings = Settings(players=2)
    monkeypatch.setattr(steps_module, "SHUFFLE_BUDGET", 8 * 1024)  # the auditor's too
    run = run_seeded(game, settings, seed=0, cap=4, rounds=4)
    assert_fair(run, game, settings, 4, 4)
    shuffles = [m for m in run.peers[0].transcript.messages if m.kind == "shuffle"]
    assert any(m.body["out"] is None for m in shuffles), "some shuffles went in parts"


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
        self.replica = HaltingReplica(r.roster, r.game, r.settings, r.rounds, r.turn_cap,
                                      self._private, self._observe, r.own_seat)  # fmt: skip


class OpensOtherSelection(HaltsAtOpen):
    def _make_audit(self):
        body = super()._make_audit()
        if body["open"] is not None:
            hand = [h for h in self.replica.state.hand(self.seat) if h not in body["open"]["cards"]]
            body["open"]["cards"] = sorted(body["open"]["cards"][:-1] + hand[:1])
        return body


DUEL = {"seed": 1, "cap": 12}
DEFENDER = 1


def test_unopened_commitment_is_opened_in_the_audit(game):
    settings = Settings(players=2)
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
    r = HaltingReplica(roster, game, settings, 1, DUEL["cap"])
    for wire in proof.messages:
        r.offer(verifier.accept(wire).message)
    with pytest.raises(Cheat) as caught:
        r.pump()
    return caught.value.seat, caught.value.check


def test_false_late_opening_is_proved(game):
    settings = Settings(players=2)
    cheat = {0: HaltsAtOpen, DEFENDER: OpensOtherSelection}
    run = run_seeded(game, settings, **DUEL, cheat=cheat)
    for peer in run.peers:
        proof = CheatingProof.from_bytes(peer.proof.to_bytes())
        assert _replay(proof, run.roster, game, settings) == (DEFENDER, "commitment")
