"""Long-term Ed25519 identities: sign what we send, verify what peers send.

A player's identity is a 32-byte seed kept on disk; the public key is what the
roster lists and the fingerprint is what people compare on screen.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import (
    Ed25519PrivateKey,
    Ed25519PublicKey,
)
from nacl.bindings import crypto_core_ed25519_is_valid_point

from net.errors import IdentityError, SignatureError

KEY_SIZE = 32
"""Bytes in an Ed25519 seed and in a public key."""

SIGNATURE_SIZE = 64
"""Bytes in an Ed25519 signature."""

FINGERPRINT_LEN = 16
"""Hex characters of a fingerprint: 64 bits, enough to tell a table's players apart."""


def fingerprint(public_key: bytes) -> str:
    """Short hex of SHA-256 of a public key, for logs and for people to compare."""
    return hashlib.sha256(public_key).hexdigest()[:FINGERPRINT_LEN]


@lru_cache(maxsize=256)
def load_public_key(public_key: bytes) -> Ed25519PublicKey:
    """Load a peer's public key, refusing small-order and non-canonical points.

    OpenSSL accepts such keys, and a small-order key lets anyone forge signatures
    that verify under it, which would let a cheater disown its own messages.
    Raises ``ValueError``; callers turn it into their own error.
    """
    if type(public_key) is not bytes or len(public_key) != KEY_SIZE:
        raise ValueError(f"an Ed25519 public key is {KEY_SIZE} bytes")
    if not crypto_core_ed25519_is_valid_point(public_key):
        raise ValueError(f"key {fingerprint(public_key)} is not a valid prime-order point")
    return Ed25519PublicKey.from_public_bytes(public_key)


def verify(public_key: bytes, signature: bytes, data: bytes) -> None:
    """Check an Ed25519 signature over ``data``; raise :class:`SignatureError` if it fails."""
    if type(signature) is not bytes or type(data) is not bytes:
        raise SignatureError("signature and data must be bytes")
    try:
        load_public_key(public_key).verify(signature, data)
    except InvalidSignature:
        raise SignatureError(
            f"signature {signature.hex()[:16]}... does not verify under key "
            f"{fingerprint(public_key)}"
        ) from None
    except (ValueError, TypeError) as exc:
        raise SignatureError(f"cannot verify: {exc}") from None


@dataclass(frozen=True, eq=False, repr=False)
class Identity:
    """A player's long-term Ed25519 key pair; its ``repr`` shows only the fingerprint."""

    _key: Ed25519PrivateKey = field(repr=False)

    @classmethod
    def generate(cls) -> Identity:
        """A fresh random identity."""
        return cls(Ed25519PrivateKey.generate())

    @classmethod
    def from_bytes(cls, seed: bytes) -> Identity:
        """Load an identity from its 32-byte seed (the output of :meth:`to_bytes`)."""
        if type(seed) is not bytes:
            raise IdentityError(f"an Ed25519 seed is bytes, got {type(seed).__name__}")
        if len(seed) != KEY_SIZE:
            raise IdentityError(f"an Ed25519 seed is {KEY_SIZE} bytes, got {len(seed)}")
        return cls(Ed25519PrivateKey.from_private_bytes(seed))

    def to_bytes(self) -> bytes:
        """The raw 32-byte seed: secret, store it with care."""
        return self._key.private_bytes(
            serialization.Encoding.Raw,
            serialization.PrivateFormat.Raw,
            serialization.NoEncryption(),
        )

    @cached_property
    def public_key(self) -> bytes:
        """The raw 32-byte public key that rosters list."""
        return self._key.public_key().public_bytes(
            serialization.Encoding.Raw, serialization.PublicFormat.Raw
        )

    @property
    def fingerprint(self) -> str:
        """Short hex fingerprint of the public key."""
        return fingerprint(self.public_key)

    def sign(self, data: bytes) -> bytes:
        """A 64-byte Ed25519 signature over ``data``."""
        return self._key.sign(data)

    def __repr__(self) -> str:
        return f"Identity(fingerprint={self.fingerprint!r})"
