"""Ed25519 identities: seeds, fingerprints, signatures, and weak keys."""

from __future__ import annotations

import hashlib

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from net.errors import IdentityError, SignatureError
from net.protocol.identity import FINGERPRINT_LEN, Identity, fingerprint, load_public_key, verify


def test_signature_verifies_under_the_public_key() -> None:
    identity = Identity.generate()
    signature = identity.sign(b"data")
    assert len(signature) == 64
    verify(identity.public_key, signature, b"data")


def test_seed_round_trip_gives_the_same_identity() -> None:
    identity = Identity.generate()
    again = Identity.from_bytes(identity.to_bytes())
    assert again.public_key == identity.public_key
    assert again.sign(b"m") == identity.sign(b"m")  # Ed25519 is deterministic


@pytest.mark.parametrize("seed", [b"", b"\x00" * 31, b"\x00" * 33, "x" * 32])
def test_a_seed_of_the_wrong_form_is_refused(seed: object) -> None:
    with pytest.raises(IdentityError):
        Identity.from_bytes(seed)  # type: ignore[arg-type]


def test_fingerprint_is_short_hex_of_sha256() -> None:
    identity = Identity.from_bytes(bytes(range(32)))
    expected = hashlib.sha256(identity.public_key).hexdigest()[:FINGERPRINT_LEN]
    assert identity.fingerprint == fingerprint(identity.public_key) == expected
    assert len(identity.fingerprint) == 16


def test_repr_does_not_leak_the_seed() -> None:
    identity = Identity.generate()
    assert identity.to_bytes().hex() not in repr(identity)
    assert identity.fingerprint in repr(identity)


def test_tampered_data_attack() -> None:
    identity = Identity.generate()
    with pytest.raises(SignatureError, match=identity.fingerprint):
        verify(identity.public_key, identity.sign(b"pay 1"), b"pay 9")


def test_signature_under_another_key_attack() -> None:
    honest, forger = Identity.generate(), Identity.generate()
    with pytest.raises(SignatureError):
        verify(honest.public_key, forger.sign(b"m"), b"m")


@pytest.mark.parametrize("signature", [b"", b"\x00" * 63, b"\x00" * 64, b"\xff" * 65])
def test_malformed_signature_attack(signature: bytes) -> None:
    with pytest.raises(SignatureError):
        verify(Identity.generate().public_key, signature, b"m")


@pytest.mark.parametrize("key", [b"", b"\x01" * 31, "k" * 32])
def test_malformed_public_key_is_a_signature_error(key: object) -> None:
    with pytest.raises(SignatureError):
        verify(key, b"\x00" * 64, b"m")  # type: ignore[arg-type]


def test_small_order_key_forgery_attack() -> None:
    # OpenSSL accepts the all-zero (small-order) key, and an all-zero signature then
    # "verifies" for some messages: a cheater with such a key could disown its messages.
    weak = bytes(32)
    Ed25519PublicKey.from_public_bytes(weak).verify(bytes(64), b"x")  # the raw weakness
    with pytest.raises(ValueError, match="prime-order"):
        load_public_key(weak)
    with pytest.raises(SignatureError, match="prime-order"):
        verify(weak, bytes(64), b"x")
