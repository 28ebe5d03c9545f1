"""Game keys: Schnorr proofs bound to game and seat, the joint key, revealed secrets."""

from __future__ import annotations

import pytest

from net.fair import group
from net.fair.errors import BadKey, InvalidPoint, InvalidScalar, MalformedData
from net.fair.group import G, L, Scalar
from net.fair.keys import (
    CompactProof,
    KeyAnnouncement,
    KeyPair,
    check_revealed_secret,
    joint_key,
    prove_key,
    verify_key,
)

GAME = b"game-keys"


def test_key_proof_verifies_after_a_wire_round_trip() -> None:
    kp = KeyPair.generate()
    ann = KeyAnnouncement.from_wire(prove_key(kp, GAME, 2).to_wire())
    assert verify_key(ann, GAME, 2) == kp.public


def test_key_proof_for_the_wrong_seat_attack() -> None:
    ann = prove_key(KeyPair.generate(), GAME, 1)
    with pytest.raises(BadKey, match="seat 3"):
        verify_key(ann, GAME, 3)


def test_key_proof_replayed_in_another_game_attack() -> None:
    ann = prove_key(KeyPair.generate(), GAME, 1)
    with pytest.raises(BadKey, match="game"):
        verify_key(ann, b"another-game", 1)


def test_rogue_key_attack_without_knowledge_fails() -> None:
    """Seat 1 publishes t·G − h_0 so the joint key is t·G; it cannot prove knowledge of it."""
    honest = KeyPair.generate()
    t = group.random_scalar()
    rogue = group.sub(group.mul_base(t), honest.public)
    assert joint_key([honest.public, rogue]) == group.mul_base(t)
    borrowed = prove_key(KeyPair.generate(), GAME, 1).proof
    with pytest.raises(BadKey):
        verify_key(KeyAnnouncement(rogue, borrowed), GAME, 1)


def test_tampered_response_fails() -> None:
    ann = prove_key(KeyPair.generate(), GAME, 0)
    bad = CompactProof(ann.proof.challenge, Scalar(ann.proof.response % (L - 1) + 1))
    with pytest.raises(BadKey):
        verify_key(KeyAnnouncement(ann.public, bad), GAME, 0)


def test_announcement_with_off_curve_key_rejected_from_wire() -> None:
    wire = prove_key(KeyPair.generate(), GAME, 0).to_wire()
    wire["h"] = b"\x02" + bytes(32)  # x = 0: no point has it
    with pytest.raises(InvalidPoint, match="not on the curve"):
        KeyAnnouncement.from_wire(wire)


def test_zero_scalar_in_key_proof_rejected_from_wire() -> None:
    ann = prove_key(KeyPair.generate(), GAME, 0)
    wire = {**ann.to_wire(), "proof": [ann.proof.to_wire()[0], bytes(32)]}
    with pytest.raises(InvalidScalar, match="zero"):
        KeyAnnouncement.from_wire(wire)
    with pytest.raises(MalformedData):
        CompactProof(Scalar(0), Scalar(1))


def test_joint_key_is_the_sum_of_the_keys() -> None:
    keys = [KeyPair.generate() for _ in range(4)]
    total = Scalar(sum(kp.secret for kp in keys) % L)
    assert joint_key([kp.public for kp in keys]) == group.mul_base(total)


def test_joint_key_that_cancels_to_the_identity_refused() -> None:
    kp = KeyPair.generate()
    with pytest.raises(BadKey, match="unusable"):
        joint_key([kp.public, group.mul_base(Scalar(L - kp.secret))])


def test_revealed_secret_must_match_its_key() -> None:
    kp = KeyPair.generate()
    assert check_revealed_secret(kp.secret, kp.public, 1) == kp
    with pytest.raises(BadKey, match="seat 1"):
        check_revealed_secret(Scalar(kp.secret % (L - 1) + 1), kp.public, 1)
    with pytest.raises(BadKey):
        check_revealed_secret(Scalar(0), G, 1)


def test_secret_is_not_in_the_repr() -> None:
    kp = KeyPair.generate()
    assert str(kp.secret) not in repr(kp)
