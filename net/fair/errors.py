"""Errors raised by the fair-play primitives.

Every failure funnels into one base, so a caller can turn any of them into a
cheating proof (or a dropped message) with a single ``except``. The tree is drawn with the
rest of ``net``'s, in ``net/errors.py``.
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
