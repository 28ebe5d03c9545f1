"""Seeded peers and helpers shared by the fair-dealer path tests.

The peers here seed their shuffles and random contributions and the game id is fixed, so a
game replays exactly: the seeds the tests use were found to reach each path within the turn cap.
"""

from __future__ import annotations

import hashlib
import random

from core.hypnose.actions import BuyMarket, Play
from core.hypnose.state import Settings
from core.hypnose.zones import Zone
from net.dealer import FairDealer, audit_transcript, check_proof, run_game
from net.dealer.oracle import CheckedDealer, leaks, readers
from net.dealer.phases import shuffles as shuffles_module
from net.fair import group
from net.fair.commitments import JOINT_TAG, commit
from net.fair.elgamal import encrypt
from net.fair.group import L
from net.fair.reshare import make_complaint
from net.fair.shuffle import ShuffleSecret, apply_shuffle, prove_shuffle
from net.protocol.identity import Identity
from net.protocol.transcript import Transcript
from net.protocol.verdicts import CheatingProof
from tests.net.frozenkit import Frozen

GAME_ID = bytes(range(16))
"""A game id for hand-built replicas (a FairDealer refuses any id its terms did not make)."""
IDENTITIES = [Identity.from_bytes(bytes([seat + 101]) * 32) for seat in range(6)]
NONCES = {seat: bytes([seat + 17]) * 32 for seat in range(6)}


def settings(players: int) -> Settings:
    """Hypnose's default settings for ``players``."""
    return Settings(players=players)


def fixed(players):
    """``run_game`` keywords for a replayable table of ``players``: fixed identities and
    nonces, so that with seeded peers the same terms give the same game."""
    return {"identities": IDENTITIES[:players], "nonces": {s: NONCES[s] for s in range(players)}}


LOOKER, TARGET = 0, 1


class Seeded(CheckedDealer):
    """An honest peer whose permutations and random contributions follow a seed."""

    salt = 0

    def _rng_bytes(self, label: str, step: int | None = None) -> bytes:
        step = self.replica.step if step is None else step
        text = f"{self.salt}/{label}/{self.seat}/{step}"
        return hashlib.sha256(text.encode()).digest()

    def _shuffle(self, zone, ctx):
        n = len(zone.deck)
        perm = list(range(n))
        random.Random(self._rng_bytes("shuffle", ctx.step)).shuffle(perm)
        secret = ShuffleSecret(tuple(perm), tuple(group.random_scalars(n)))
        out = apply_shuffle(zone.deck, secret, self.replica.joint)
        return out, prove_shuffle(zone.deck, out, secret, self.replica.joint, ctx)

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


def salted(cls, seed):
    return type(cls.__name__, (cls,), {"salt": seed})


def looker_agent(game, seed):
    """The looker's agent: buys and plays Metronomes on TARGET, otherwise the default bot."""
    metronome = game.catalog.by_id("metronome").index
    return MetronomeAgent(game.bots["strategic"](f"{seed}/{LOOKER}"), metronome)


def run_seeded(game, settings, *, seed, cap, cheat=None, looker=False, schedule=None):
    factories = dict.fromkeys(range(settings.players), salted(Seeded, seed))
    for seat, cls in (cheat or {}).items():
        factories[seat] = salted(cls, seed)
    agents = {LOOKER: looker_agent(game, seed)} if looker else None
    return run_game(game, settings, turn_cap=cap, seed=seed, agents=agents,
                    factories=factories, schedule=schedule, **fixed(settings.players))  # fmt: skip


def assert_fair(run, game, settings, cap, seats=None):
    """No proof, one history, and a fair audit from every peer's transcript (or only the
    peers of ``seats``: a seat that left may have closed its client)."""
    peers = [peer for peer in run.peers if seats is None or peer.seat in seats]
    assert run.proofs == {}
    assert all(peer.replica.over for peer in peers)
    assert len({tuple(peer.hashes) for peer in peers}) == 1
    reports = []
    for peer in peers:
        saved = Transcript.from_bytes(peer.transcript.to_bytes(), run.roster)
        report = audit_transcript(saved.messages, run.roster, game, settings, cap)
        assert report.verdict == "fair", report.verdict
        assert list(report.hashes) == peer.hashes
        assert leaks(peer.replica, peer.seat, peer.knowledge) == []
        reports.append(report)
    return reports


def assert_proved(run, game, settings, cap, seat, checks):
    """Every peer holds a proof naming seat, and every peer re-checks it from its bytes."""
    assert set(run.proofs) == set(range(settings.players))
    for peer in run.peers:
        if peer.seat == seat:
            continue
        proof = CheatingProof.from_bytes(peer.proof.to_bytes())
        assert (proof.seat, proof.check) == (seat, proof.check) and proof.check in checks, proof
        for _ in run.peers:
            assert check_proof(proof, run.roster, game, settings, cap) == seat
    return run.peers[0].proof


METRONOME = {"seed": 25, "cap": 12}
"""A seeded 3-player game in which the looker plays a Metronome; played without turn-order
compensation (``Settings(players=3, compensation="none")``, R21), which the looks do not depend
on, so that a change of its default leaves the game where it is."""


class Watched(Seeded):
    """Records, at each reveal to one seat, the target's hand and who can decrypt each card."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.shown: list[tuple[object, tuple[int, ...], list[set[int]]]] = []

    def _observe(self, before, t) -> None:
        super()._observe(before, t)
        r = self.replica
        if getattr(t.pending, "to", None) == LOOKER and any(
            (ct.a, TARGET, LOOKER) in r.enc for ct in t.cts
        ):
            self.shown.append((t, before.hand(TARGET), [readers(r, ct.a) for ct in t.cts]))


FORGED: set[tuple[bytes, int, int]] = set()
"""(game id, step, seat) of the bad shuffles ``forged_proofs_pass`` lets through."""


class BadShuffleCheat(Seeded):
    """Swaps an out-of-table point into the Basic stack, with a proof made from its secret: the
    Terelius–Wikström proof fails, so every other peer convicts it live ("shuffle"). Under
    ``forged_proofs_pass`` (a stand-in for a broken proof system) it passes instead, and the
    first public reveal decrypts to no card."""

    zone = Zone.BASIC

    def _shuffle(self, zone, ctx):
        if zone.pending.zone != self.zone or getattr(self, "_done", False):
            return super()._shuffle(zone, ctx)
        self._done = True
        inp, h = zone.deck, self.replica.joint
        secret = ShuffleSecret.random(len(inp))
        out = list(apply_shuffle(inp, secret, h))
        out[0] = encrypt(group.mul_base(group.random_scalar()), group.random_scalar(), h)
        FORGED.add((ctx.game_id, ctx.step, ctx.seat))
        return tuple(out), prove_shuffle(inp, out, secret, h, ctx)


def forged_proofs_pass(monkeypatch) -> None:
    """Make every replica accept the shuffles ``BadShuffleCheat`` registered, as if their
    proofs were sound: the paths behind the proof (a claim, the audit naming the shuffler)
    stay testable now that no cheat can pass it."""
    real = shuffles_module.verify_shuffles

    def verify(claims, joint):
        forged = [(c[3].game_id, c[3].step, c[3].seat) in FORGED for c in claims]
        verdicts = iter(real([c for c, f in zip(claims, forged, strict=True) if not f], joint))
        return [None if f else next(verdicts) for f in forged]

    monkeypatch.setattr(shuffles_module, "verify_shuffles", verify)


def silent_at(kind: str, base=FairDealer, *, turn: int = 0):
    """A peer that goes silent (no message, heartbeat or declaration) the first time, from
    turn ``turn`` on (the game's ``turns_played``), it owes a message of ``kind`` and could send
    it: it never pays that debt."""

    class Silent(Frozen, base):
        def _act(self):
            r = self.replica
            owed = r.phase.need.get(self.seat)
            late = turn <= 0 or r.game.turns_played(r.state) >= turn
            if late and owed and owed[0] == kind and r.phase.ready(self.seat, kind, r):
                self.stalled = True
            return False if self.stalled else super()._act()

    Silent.__name__ = f"SilentAt{kind.title()}" + (f"FromTurn{turn}" if turn > 0 else "")
    return Silent


# --- cheating around a re-sharing (a seat leaving the game) ---------------------------------


class WrongReshare(Seeded):
    """Encrypts a wrong share of its key to the first seat that stays."""

    def _make_reshare(self):
        body = super()._make_reshare()
        enc = body["split"][0][1]
        enc[0] = group.encode_scalar((int.from_bytes(enc[0], "big") + 1) % L)
        return body


class FalseComplaint(Seeded):
    """Complains of shares that are right (with a valid proof of its x·T)."""

    def _make_ack(self):
        body = super()._make_ack()
        ph = self.replica.phase
        leaver = ph.leavers[0]
        complaint = make_complaint(self.keypair, ph.splits[leaver], self.ctx)
        return {**body, "complaint": [leaver, complaint.to_wire()]}


class ForgedComplaint(FalseComplaint):
    """Complains with a point that is not its x·T (its proof fails)."""

    def _make_ack(self):
        body = super()._make_ack()
        body["complaint"][1]["d"][0] = group.mul_base(group.random_scalar())
        return body
