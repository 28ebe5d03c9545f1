"""Paths a plain game rarely takes: the Metronome's encrypted shares, a hypnotized seat's
published secret, a shuffle that cheats past its proof, long audits and late openings.

The peers here seed their shuffles and random contributions and the game id is fixed, so a
game replays exactly: the seeds below were found to reach each path within the turn cap.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from core.actions import BuyMarket, Play
from core.state import Settings
from core.zones import Zone, seat_zone
from net.bus import Interleaving
from net.dealer import audit_transcript, check_proof, claims, run_game
from net.dealer import protocol as p
from net.dealer import replica as replica_module
from net.dealer import steps as steps_module
from net.dealer.oracle import CheckedDealer, leaks, readers
from net.dealer.proofs import CheatingProof
from net.dealer.replica import Cheat, Replica, ShuffleRecord
from net.fair import group
from net.fair.commitments import JOINT_TAG, commit
from net.fair.elgamal import deck_to_wire, encrypt
from net.fair.errors import BadShare, BadShuffle, MalformedData
from net.fair.shuffle import ShuffleSecret, apply_shuffle, prove_shuffle, verify_shuffle
from net.identity import Identity
from net.messages import Roster, Signer, Verifier, parse_message
from net.transcript import Transcript
from net.wire import MAX_FRAME

GAME_ID = bytes(range(16))
LOOKER, TARGET = 0, 1


class Seeded(CheckedDealer):
    """An honest peer whose permutations and random contributions follow a seed."""

    salt = 0

    def _rng_bytes(self, label: str) -> bytes:
        text = f"{self.salt}/{label}/{self.seat}/{self.replica.step}"
        return hashlib.sha256(text.encode()).digest()

    def _make_shuffle(self):
        r = self.replica
        if r.phase.received is not None:
            return super()._make_shuffle()  # a later part of a split shuffle
        n = len(r.phase.deck)
        perm = list(range(n))
        random.Random(self._rng_bytes("shuffle")).shuffle(perm)
        secret = ShuffleSecret(tuple(perm), tuple(group.random_scalars(n)))
        out = apply_shuffle(r.phase.deck, secret, r.joint)
        proof = prove_shuffle(r.phase.deck, out, secret, r.joint, self.ctx, self.rounds)
        self.secrets.append(secret)
        return self._parts({"out": deck_to_wire(out), "proof": proof.to_wire()})

    def _make_rcommit(self):
        digest, self.random_opening = commit(JOINT_TAG, self.ctx, self._rng_bytes("random"))
        return {"c": digest}


class MetronomeAgent:
    """Buys every Metronome it can and plays it on TARGET whenever it may."""

    def __init__(self, inner, metronome: int) -> None:
        self.inner, self.metronome = inner, metronome

    def choose(self, view, legal):
        for action in legal:
            played = isinstance(action, Play) and action.opponent == TARGET
            if played and view.kind_index(action.card) == self.metronome:
                return action
        for action in legal:
            if isinstance(action, BuyMarket) and view.kind_index(action.card) == self.metronome:
                return action
        return self.inner.choose(view, legal)


def _salted(cls, seed):
    return type(cls.__name__, (cls,), {"salt": seed})


def _looker(catalog, cls):
    metronome = catalog.by_id("metronome").index

    def factory(seat, identity, roster, cat, settings, agent, *rest):
        return cls(seat, identity, roster, cat, settings, MetronomeAgent(agent, metronome), *rest)

    return factory


def _run(catalog, settings, *, seed, cap, rounds=1, cheat=None, looker=False, schedule=None):
    factories = dict.fromkeys(range(settings.players), _salted(Seeded, seed))
    for seat, cls in (cheat or {}).items():
        factories[seat] = _salted(cls, seed)
    if looker:
        factories[LOOKER] = _looker(catalog, factories[LOOKER])
    return run_game(catalog, settings, rounds=rounds, turn_cap=cap, seed=seed,
                    factories=factories, game_id=GAME_ID, schedule=schedule)  # fmt: skip


def _fair(run, catalog, settings, rounds, cap):
    """No proof, one history, and a fair audit from every peer's transcript."""
    assert run.proofs == {}
    assert all(peer.replica.over for peer in run.peers)
    assert len({tuple(peer.hashes) for peer in run.peers}) == 1
    reports = []
    for peer in run.peers:
        saved = Transcript.from_bytes(peer.transcript.to_bytes(), run.roster)
        report = audit_transcript(saved.messages, run.roster, catalog, settings, rounds, cap)
        assert report.verdict == "fair", report.verdict
        assert list(report.hashes) == peer.hashes
        assert leaks(peer.replica, peer.seat, peer.knowledge) == []
        reports.append(report)
    return reports


def _proved(run, catalog, settings, rounds, cap, seat, checks):
    """Every peer holds a proof naming seat, and every peer re-checks it from its bytes."""
    assert set(run.proofs) == set(range(settings.players))
    for peer in run.peers:
        if peer.seat == seat:
            continue
        proof = CheatingProof.from_bytes(peer.proof.to_bytes())
        assert (proof.seat, proof.check) == (seat, proof.check) and proof.check in checks, proof
        for _ in run.peers:
            assert check_proof(proof, run.roster, catalog, settings, rounds, cap) == seat
    return run.peers[0].proof


# --- 1. the Metronome: a held card shown to one opponent through encrypted shares ----------

METRONOME = {"seed": 0, "cap": 12}


class Watched(Seeded):
    """Records, at each reveal to one seat, the target's hand and who can decrypt each card."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.shown: list[tuple[object, tuple[int, ...], list[set[int]]]] = []

    def _observe(self, before, t) -> None:
        super()._observe(before, t)
        r = self.replica
        if getattr(t.pending, "to", None) == LOOKER and any(
            (ct.a, TARGET) in r.enc_to for ct in t.cts
        ):
            self.shown.append((t, before.hand(TARGET), [readers(r, ct.a) for ct in t.cts]))


class TamperedEncShare(Seeded):
    def _make_shares(self):
        body = super()._make_shares()
        if body["enc"] is not None:
            body["enc"][0][1] = group.mul_base(group.random_scalar())  # E no longer x·A + t·h_P
        return body


def test_metronome_shows_the_hand_to_the_looker_only(catalog):
    settings = Settings(players=3)
    run = _run(catalog, settings, **METRONOME, looker=True,
               cheat=dict.fromkeys(range(3), Watched))  # fmt: skip
    _fair(run, catalog, settings, 1, METRONOME["cap"])
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


def test_metronome_tampered_encrypted_share_is_proved(catalog):
    settings = Settings(players=3)
    run = _run(catalog, settings, **METRONOME, looker=True, cheat={TARGET: TamperedEncShare})
    proof = _proved(run, catalog, settings, 1, METRONOME["cap"], TARGET, {"share"})
    assert "encrypted share" in proof.detail


# --- 2. a hypnotized seat publishes its secret at once --------------------------------------

QUICK = Settings(players=3, start_resistance=5)
ELIMINATION = {"seed": 0, "cap": None}
DEAD = 1  # who the seeded game above hypnotizes first


class FalseSecret(Seeded):
    def _make_secret(self):
        return {"x": group.encode_scalar(group.random_scalar())}


def test_hypnotized_seat_publishes_its_secret(catalog):
    run = _run(catalog, QUICK, **ELIMINATION)
    _fair(run, catalog, QUICK, 1, None)
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


def test_false_secret_of_a_hypnotized_seat_is_proved(catalog):
    run = _run(catalog, QUICK, **ELIMINATION, cheat={DEAD: FalseSecret})
    _proved(run, catalog, QUICK, 1, None, DEAD, {"key"})


# --- 4. a shuffle that cheats past its proof is named by the exact check -------------------


class LuckyBadShuffle(Seeded):
    """Swaps an out-of-table point into the Basic stack and retries until its 1-round proof
    happens to pass (odds 1/2 a try): the first public reveal then decrypts to no card."""

    zone = Zone.BASIC

    def _make_shuffle(self):
        r = self.replica
        if r.phase.pending.zone != self.zone or getattr(self, "_done", False):
            return super()._make_shuffle()
        self._done = True
        inp, h = r.phase.deck, r.joint
        secret = ShuffleSecret.random(len(inp))
        out = list(apply_shuffle(inp, secret, h))
        out[0] = encrypt(group.mul_base(group.random_scalar()), group.random_scalar(), h)
        for _ in range(64):
            proof = prove_shuffle(inp, out, secret, h, self.ctx, self.rounds)
            try:
                verify_shuffle(inp, out, proof, h, self.ctx, self.rounds)
            except BadShuffle:
                continue
            break
        self.secrets.append(secret)
        return {"out": deck_to_wire(out), "proof": proof.to_wire()}


def test_lucky_bad_shuffle_named_by_the_exact_check(catalog):
    settings = Settings(players=2)
    run = _run(catalog, settings, seed=0, cap=4, cheat={1: LuckyBadShuffle})
    proof = _proved(run, catalog, settings, 1, 4, 1, {"shuffle-exact"})
    honest = run.peers[0].replica
    assert honest.halted is not None and "public decryption" in honest.halted
    assert honest.phase.name == "audit" and 0 in honest.audits, "the game stopped for the audit"
    # the offending message is the cheater's audit, and the audit of the messages agrees
    last = parse_message(proof.messages[-1])
    assert (last.seat, last.kind, last.body["part"]) == (1, "audit", 0)
    report = audit_transcript(proof.messages, run.roster, catalog, settings, 1, 4)
    assert (report.verdict.seat, report.verdict.check) == (1, "shuffle-exact")


class LuckyBadDraw(LuckyBadShuffle):
    """The same lucky cheat on the top of seat 0's draw pile: only seat 0 sees the bad card."""

    zone = seat_zone(Zone.DRAW, 0)


class FalseClaim(Seeded):
    """Claims that the first card revealed to it is no card, though it is."""

    def _private(self, step, cts):
        kinds = super()._private(step, cts)
        if kinds and not getattr(self, "_claimed", False):
            self._claimed = True
            self.bad_card = (self.replica.step, 0)
        return kinds


def test_bad_card_in_a_private_reveal_is_claimed_and_the_shuffler_named(catalog):
    settings = Settings(players=2)
    run = _run(catalog, settings, seed=0, cap=4, cheat={1: LuckyBadDraw})
    _proved(run, catalog, settings, 1, 4, 1, {"shuffle-exact"})
    receiver = run.peers[0]
    claims = [m for m in receiver.transcript.messages if m.kind == "claim"]
    assert [m.seat for m in claims] == [0], "the receiver claimed the card it alone could see"
    for peer in run.peers:
        r = peer.replica
        assert r.halted is not None and "seat 0 proved that card 0" in r.halted
        assert r.phase.name == "audit" and r.void_through == claims[0].body["step"]
    report = audit_transcript(run.peers[1].proof.messages, run.roster, catalog, settings, 1, 4)
    assert (report.verdict.seat, report.verdict.check) == (1, "shuffle-exact")


@pytest.mark.parametrize("order", [1, 2, 3])
def test_claim_holds_under_any_interleaving(catalog, order):
    """Whatever the others had sent for the step the claim stopped (now void), every peer
    stops at the same step and the audit names the shuffler."""
    settings = Settings(players=3)
    schedule = Interleaving(order)
    run = _run(catalog, settings, seed=0, cap=4, cheat={1: LuckyBadDraw}, schedule=schedule)
    _proved(run, catalog, settings, 1, 4, 1, {"shuffle-exact"})
    assert schedule.overtakes > 10
    voids = {p.replica.void_through for p in run.peers}
    assert len(voids) == 1 and None not in voids, "seat 0 claimed, all stopped at one step"


def test_false_claim_names_the_claimant(catalog):
    settings = Settings(players=2)
    run = _run(catalog, settings, seed=0, cap=4, cheat={1: FalseClaim})
    proof = _proved(run, catalog, settings, 1, 4, 1, {"false-claim"})
    assert "decrypts to kind" in proof.detail


def test_claim_opens_the_shares_encrypted_to_the_claimant(catalog):
    """A claim about a card shown through encrypted shares (the Metronome) carries the
    claimant's shares of their T points, so anyone finishes the decryption."""
    settings = Settings(players=3)
    run = _run(catalog, settings, **METRONOME, looker=True,
               cheat=dict.fromkeys(range(3), ClaimsWhatItIsShown))  # fmt: skip
    looker = run.peers[LOOKER]
    assert looker.shown and looker.checked_claims, "the looker was shown a card"
    for opened, caught, tampered in looker.checked_claims:
        assert TARGET in opened, "the target's share reached the looker encrypted"
        assert (caught.seat, caught.check) == (LOOKER, "false-claim")
        assert isinstance(tampered, BadShare)


class ClaimsWhatItIsShown(Watched):
    """The looker, when shown a card, builds the claim it could make and checks it (without
    sending it): a true card makes it a false claim; a tampered share fails its proof."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.checked_claims: list[tuple[list[int], Cheat, Exception]] = []

    def _observe(self, before, t) -> None:
        super()._observe(before, t)
        r = self.replica
        if not (self.seat == LOOKER and self.shown and self.shown[-1][0] is t):
            return
        body = {"kind": "claim", "step": r.step,
                **claims.make_claim(r, self.keypair, LOOKER, t.step, 0)}  # fmt: skip
        _, opened = claims._bases(r, LOOKER, t.cts[0])
        try:
            claims.check_claim(r, LOOKER, body)
        except Cheat as exc:
            caught = exc
        body["d"]["d"][-1] = group.mul_base(group.random_scalar())
        try:
            claims.check_claim(r, LOOKER, body)
        except BadShare as exc:
            tampered = exc
        self.checked_claims.append((opened, caught, tampered))


# --- 5. the audit is sent in parts that each fit a frame ------------------------------------


def test_long_game_audit_fits_in_frames(catalog, monkeypatch):
    """A long game's shuffle secrets exceed a frame: parts are planned to fit, and a played
    game with a small budget (many parts) still audits fair."""
    settings = Settings(players=2)
    identities = [Identity.generate() for _ in range(2)]
    roster = Roster(GAME_ID, {s: i.public_key for s, i in enumerate(identities)})
    r = Replica(roster, catalog, settings)
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
    run = _run(catalog, settings, seed=0, cap=6)
    _fair(run, catalog, settings, 1, 6)
    audits = [m for m in run.peers[0].transcript.messages if m.kind == "audit"]
    assert {m.body["part"] for m in audits} >= {0, 1, 2}
    assert all(len(m.wire) <= MAX_FRAME for m in run.peers[0].transcript.messages)


def test_large_shuffles_are_sent_in_parts_that_fit_frames(catalog, monkeypatch):
    """Whatever the challenge bits, every part of a shuffle message fits a frame, up to the
    largest deck whose output fits one; a game with a tiny budget splits every shuffle and
    still audits fair."""
    identity = Identity.generate()
    signer = Signer(identity, GAME_ID, 0)
    assert steps_module.shuffle_plan(88, 16) == [16], "the Basic stack goes in one message"
    for n in (1, 88, 120, 400, 780):
        plan = steps_module.shuffle_plan(n, 16)
        assert sum(plan) == 16
        deck = [[bytes(32), bytes(32)] for _ in range(n)]
        worst = {"challenge": bytes(32),
                 "openings": [ShuffleSecret.random(n).to_wire() for _ in range(16)]}  # fmt: skip
        for part in steps_module.split_shuffle(deck, worst, plan):
            body = {"kind": "shuffle", "step": 10**6, **part}
            assert len(signer.sign(body).wire) <= MAX_FRAME
    with pytest.raises(MalformedData):
        steps_module.shuffle_plan(1000, 16)

    settings = Settings(players=2)
    monkeypatch.setattr(steps_module, "SHUFFLE_BUDGET", 8 * 1024)  # the auditor's too
    run = _run(catalog, settings, seed=0, cap=4, rounds=4)
    _fair(run, catalog, settings, 4, 4)
    shuffles = [m for m in run.peers[0].transcript.messages if m.kind == "shuffle"]
    assert any(m.body["out"] is None for m in shuffles), "some shuffles went in parts"


# --- 6. a commitment the game ended before opening is opened in the audit -------------------


class HaltingReplica(Replica):
    """Simulates an out-of-table card at the attacker's opening, while the defence is still
    committed: the game stops there and every seat is audited."""

    def _decode_public(self, cts):
        if self.phase.name == "open" and self.commits:
            raise replica_module._Halt("simulated out-of-table card")
        return super()._decode_public(cts)


class HaltsAtOpen(Seeded):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        r = self.replica
        self.replica = HaltingReplica(r.roster, r.catalog, r.settings, r.rounds, r.turn_cap,
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


def test_unopened_commitment_is_opened_in_the_audit(catalog):
    settings = Settings(players=2)
    run = _run(catalog, settings, **DUEL, cheat=dict.fromkeys(range(2), HaltsAtOpen))
    defender = run.peers[DEFENDER]
    cards = defender.duel_opening[1]
    assert cards, "the defender had committed to a selection"
    for peer in run.peers:
        r = peer.replica
        assert r.halted is not None and r.commits == {}
        assert r.late_opened == {DEFENDER: cards}
        proof = peer.proof  # nobody cheated: the out-of-table card is blamed on no seat
        assert (proof.seat, proof.check) == (None, "unknown-card") and "exact" in proof.detail
        assert _replay(proof, run.roster, catalog, settings) == (None, "unknown-card")


def _replay(proof, roster, catalog, settings):
    """check_proof's replay, with the replica that simulates the out-of-table card."""
    verifier = Verifier(roster)
    r = HaltingReplica(roster, catalog, settings, 1, DUEL["cap"])
    for wire in proof.messages:
        r.offer(verifier.accept(wire).message)
    with pytest.raises(Cheat) as caught:
        r.pump()
    return caught.value.seat, caught.value.check


def test_false_late_opening_is_proved(catalog):
    settings = Settings(players=2)
    cheat = {0: HaltsAtOpen, DEFENDER: OpensOtherSelection}
    run = _run(catalog, settings, **DUEL, cheat=cheat)
    for peer in run.peers:
        proof = CheatingProof.from_bytes(peer.proof.to_bytes())
        assert _replay(proof, run.roster, catalog, settings) == (DEFENDER, "commitment")
