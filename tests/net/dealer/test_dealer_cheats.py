"""Cheating peers: each is caught with a proof naming it, re-checked by every other peer."""

from __future__ import annotations

import pytest
from dealerkit import Seeded, fixed, salted

from core.hypnose.actions import Attack
from core.hypnose.catalog import Category
from core.hypnose.state import Settings
from net.dealer import FairDealer, check_proof, run_game
from net.errors import ProofError
from net.fair import group
from net.fair.elgamal import card_point, deck_from_wire, deck_to_wire, encrypt
from net.protocol.messages import Signer
from net.protocol.transcript import Transcript
from net.protocol.verdicts import CheatingProof

INVALID_POINT = b"\x02" + bytes(32)  # x = 0: on no point of secp256k1 (which has no small order)
CHEAT = 1
DUEL_SEED = 0
"""A seeded game in which the cheater duels holding a spare Value card (see ``_caught``)."""


def _caught(game, cls, checks, *, cap=12, players=2, seed=None):
    """With a ``seed``, every peer's shuffles and random draws follow it on fixed terms, so a
    cheat that needs a certain game (a duel with a spare Value in hand) meets it every run."""
    settings = Settings(players=players)
    factories, terms = {CHEAT: cls}, {}
    if seed is not None:
        honest = salted(Seeded, seed)
        factories = {**dict.fromkeys(range(players), honest),
                     CHEAT: type(cls.__name__, (cls, honest), {})}  # fmt: skip
        terms = fixed(players)
    run = run_game(game, settings, turn_cap=cap, factories=factories, seed=seed or 0, **terms)
    proofs = run.proofs
    assert set(proofs) == set(range(players)), "every peer holds a proof"
    for peer in run.peers:
        if peer.seat == CHEAT:
            continue
        proof = peer.proof
        assert proof.seat == CHEAT and proof.check in checks, (proof.check, proof.detail)
        again = CheatingProof.from_bytes(proof.to_bytes())
        for other in run.peers:
            assert check_proof(again, run.roster, game, settings, cap) == CHEAT
            assert other.proof is not None
        saved = Transcript.from_bytes(peer.transcript.to_bytes(), run.roster)
        assert proof.messages[-1] not in {m.wire for m in saved.messages}
    return run


class SwapCard(FairDealer):
    def _make_shuffle(self):
        body = super()._make_shuffle()
        deck = list(deck_from_wire(body["out"]))
        deck[0] = encrypt(card_point(0), group.random_scalar(), self.replica.joint)
        return {**body, "out": deck_to_wire(deck)}


class DuplicateCard(FairDealer):
    def _make_shuffle(self):
        body = super()._make_shuffle()
        return {**body, "out": [body["out"][0], *body["out"][:-1]]}


class DropCard(FairDealer):
    def _make_shuffle(self):
        body = super()._make_shuffle()
        return {**body, "out": body["out"][:-1]}


class WrongShare(FairDealer):
    def _make_shares(self):
        body = super()._make_shares()
        if body["d"] is not None:
            body["d"]["d"][0] = group.mul_base(group.random_scalar())
        return body


class BadShareProof(FairDealer):
    def _make_shares(self):
        body = super()._make_shares()
        if body["d"] is not None:
            body["d"]["proof"][1] = group.encode_scalar(group.random_scalar())
        return body


class SmallOrderPoint(FairDealer):
    def _make_shares(self):
        body = super()._make_shares()
        if body["d"] is not None:
            body["d"]["d"][0] = INVALID_POINT
        return body


class OffCurveShuffle(FairDealer):
    def _make_shuffle(self):
        body = super()._make_shuffle()
        body["out"][0] = [b"\x02" + bytes(32), body["out"][0][1]]
        return body


class ShowsOtherCard(FairDealer):
    """Opens its duel selection with a share that turns a card into another one."""

    def _make_open(self):
        body = super()._make_open()
        if body["d"] is not None:
            d = body["d"]["d"][0]
            body["d"]["d"][0] = group.add(d, group.sub(card_point(1), card_point(2)))
        return body


class OpensOtherCards(FairDealer):
    def _make_open(self):
        body = super()._make_open()
        hand = [h for h in self.replica.state.hand(self.seat) if h not in body["cards"]]
        body["cards"] = sorted(body["cards"][:-1] + hand[:1])
        return body


class ForbiddenSelection(FairDealer):
    """Attacks with a legal selection plus a Value card from its hand (in hand, but illegal),
    at the first duel where it holds a spare Value card, whatever its bot would have done: a
    modified client that bypasses ``decide``'s check of the legal actions."""

    def decide(self, action):
        state = self.replica.state
        legal = self.game.legal_actions(self.view())
        for attack in legal.of_type(Attack):
            values = [
                h
                for h in state.hand(self.seat)
                if h not in attack.cards
                and state.catalog[self.knowledge.kind_of(h, state.epochs[h])].category
                is Category.VALUE
            ]
            if values:
                self.choice = Attack(attack.opponent, (*attack.cards, values[0]))
                self._pump()
                return
        super().decide(action)


class BadRandom(FairDealer):
    def _make_rreveal(self):
        body = super()._make_rreveal()
        return {**body, "value": bytes(32)}


class Equivocates(FairDealer):
    """Signs a second, different message with the seq of its first action."""

    def _sign(self, body):
        if body["kind"] == "action" and not getattr(self, "_forked", False):
            self._forked = True
            fork = Signer(self.signer._identity, self.roster.game_id, self.seat,
                          resume=self.signer.state)  # fmt: skip
            # differs from body whatever the action was (a Pass alone would be the same message)
            commit = bytes(32) if body["commit"] is None else None
            other = fork.sign({**body, "commit": commit, "action": {"type": "Pass"}})
            self._fork = other
        return self.signer.sign(body)

    def _broadcast(self, message):
        super()._broadcast(message)
        fork = getattr(self, "_fork", None)
        if fork is not None:
            self._fork = None
            self.transport.broadcast(fork.wire)


@pytest.mark.parametrize(
    ("cls", "checks"),
    [
        (SwapCard, {"shuffle"}),
        (DuplicateCard, {"shuffle"}),
        (DropCard, {"malformed"}),
        (WrongShare, {"share"}),
        (BadShareProof, {"share"}),
        (SmallOrderPoint, {"invalid-point"}),
        (OffCurveShuffle, {"invalid-point"}),
        (BadRandom, {"commitment"}),
        (Equivocates, {"equivocation"}),
    ],
)
def test_cheat_caught(game, cls, checks):
    _caught(game, cls, checks)


@pytest.mark.parametrize(
    ("cls", "checks"),
    [
        (ShowsOtherCard, {"share"}),
        (OpensOtherCards, {"commitment"}),
        (ForbiddenSelection, {"rule"}),
    ],
)
def test_duel_cheat_caught(game, cls, checks):
    _caught(game, cls, checks, cap=40, seed=DUEL_SEED)


class BadSignature(FairDealer):
    """A message whose signature is corrupted in transit, then resent intact."""

    def _broadcast(self, message):
        if message.body["kind"] == "action" and not getattr(self, "_spoiled", False):
            self._spoiled = True
            wire = bytearray(message.wire)
            wire[-1] ^= 1
            self.transport.broadcast(bytes(wire))
        self.transport.broadcast(message.wire)


def test_bad_signature_is_dropped_not_blamed(game):
    settings = Settings(players=2)
    run = run_game(game, settings, turn_cap=6, factories={CHEAT: BadSignature})
    assert run.proofs == {}
    honest = run.peers[0]
    assert any("SignatureError" in r for r in honest.rejected)
    assert all(p.replica.over for p in run.peers)
    forged = next(m for m in honest.transcript.messages if m.seat == CHEAT and m.kind == "action")
    wire = bytearray(forged.wire)
    wire[-1] ^= 1
    prefix = tuple(m.wire for m in honest.transcript.messages[:3])
    fake = CheatingProof(CHEAT, "signature", "bad signature", (*prefix, bytes(wire)))
    with pytest.raises(ProofError):
        check_proof(fake, run.roster, game, settings, 6)


def test_false_accusation_refused(game):
    settings = Settings(players=2)
    run = run_game(game, settings, turn_cap=4)
    messages = tuple(m.wire for m in run.peers[0].transcript.messages)
    with pytest.raises(ProofError):
        check_proof(CheatingProof(1, "share", "lie", messages[:40]), run.roster, game,
                    settings, 4)  # fmt: skip
