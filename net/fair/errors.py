"""Errors raised by the fair-play primitives.

Every failure funnels into one base, so a caller can turn any of them into a
cheating proof (or a dropped message) with a single ``except``::

    FairPlayError
    ├── MalformedData        wire data of the wrong shape (type, length, count, range)
    │   ├── InvalidPoint     not the canonical encoding of a group element, or an
    │   │                    operation whose result would be the identity
    │   └── InvalidScalar    zero where zero is invalid, or not reduced below n
    ├── InvalidProof         well-formed data whose proof or check fails
    │   ├── BadKey           key proof of knowledge, or a revealed secret, that does not check
    │   ├── BadShuffle       shuffle proof that fails
    │   ├── BadShare         decryption shares whose equality-of-logs proof fails
    │   └── BadReshare       a leaving seat's re-sharing whose commitments or proof fail
    ├── UnknownCard          a decrypted point that is no card of the table
    └── CommitmentMismatch   an opening that does not match its commitment
"""

from __future__ import annotations


class FairPlayError(Exception):
    """Base of every error raised by ``net.fair``."""


class MalformedData(FairPlayError, ValueError):
    """Data (usually from the wire) that has the wrong type, length, count or range."""


class InvalidPoint(MalformedData):
    """Bytes that are not a point's canonical (compressed) encoding, or an operation whose
    result would be the identity, which has no encoding."""


class InvalidScalar(MalformedData):
    """A scalar that is zero where zero is refused, or not below the group order."""


class InvalidProof(FairPlayError):
    """A well-formed proof or check that does not verify."""


class BadKey(InvalidProof):
    """A key's proof of knowledge fails, or a revealed secret does not match its key."""


class BadShuffle(InvalidProof):
    """A shuffle whose proof fails: its output is not shown to be its input reordered."""


class BadShare(InvalidProof):
    """Decryption shares whose Chaum–Pedersen proof fails or whose count is wrong."""


class BadReshare(InvalidProof):
    """A re-sharing of a leaving seat's secret whose share commitments do not add up to what
    it shares, whose proof of knowledge fails, or whose share to one seat is wrong."""


class UnknownCard(FairPlayError):
    """A decrypted point outside the card table: some share or ciphertext was forged."""


class CommitmentMismatch(FairPlayError):
    """A revealed value that does not open the commitment made for it."""

    def __init__(self, message: str, seat: int | None = None) -> None:
        super().__init__(message)
        self.seat = seat
