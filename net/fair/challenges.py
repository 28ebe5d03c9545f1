"""The Fiat–Shamir transcript: how proof inputs are framed and hashed into challenges.

Every non-interactive proof of ``net.fair`` (key proofs, decryption shares, shuffles, re-shares)
and the commit-reveal of ``net.fair.commitments`` hash their inputs the same way: each input
framed unambiguously (``frame``), under a tag of its own, bound to where the proof belongs
(``Context``: game, step, prover seat), so that no proof can be replayed elsewhere and no two
input lists hash alike. The digest becomes a scalar (``hash_to_scalar``) or a point nobody knows
the discrete log of (``hash_to_point``: card points, the shuffle proofs' generators).

The group itself (points, scalars, multiplication) is ``net.fair.group``; this module only uses
its order, its types and its point check. Any change here changes every proof's bytes: the
golden vectors in ``tests/net/fair/test_fair_challenges.py`` and
``tests/net/fair/golden/shuffle_proof.sha256`` hold them still.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass

from net.fair.errors import MalformedData
from net.fair.group import L, Point, Scalar, is_valid_point


def frame(part: bytes | int) -> bytes:
    """Unambiguous encoding of one hash input: a type byte, a length, the value."""
    if isinstance(part, bytes):
        return b"B" + len(part).to_bytes(4, "big") + part
    if isinstance(part, int) and not isinstance(part, bool):
        raw = part.to_bytes((part.bit_length() + 8) // 8, "big", signed=True)
        return b"I" + len(raw).to_bytes(4, "big") + raw
    raise TypeError(f"cannot hash a {type(part).__name__}")


def hash_to_scalar(tag: bytes, *parts: bytes | int) -> Scalar:
    """SHA-512 over the framed tag and parts, reduced mod n; 0 (odds 2^-256) becomes 1."""
    h = hashlib.sha512(frame(tag))
    for part in parts:
        h.update(frame(part))
    return scalar_of_digest(h.digest())


def hash_to_scalars(tag: bytes, parts: Iterable[bytes | int], last: Iterable[int]) -> list[Scalar]:
    """``[hash_to_scalar(tag, *parts, i) for i in last]``, hashing the common prefix once."""
    prefix = hashlib.sha512(frame(tag))
    for part in parts:
        prefix.update(frame(part))
    out = []
    for i in last:
        h = prefix.copy()
        h.update(frame(i))
        out.append(scalar_of_digest(h.digest()))
    return out


def scalar_of_digest(digest: bytes) -> Scalar:
    """A SHA-512 digest as a scalar: reduced mod n, 0 (odds 2^-256) taken as 1."""
    return Scalar(int.from_bytes(digest, "big") % L or 1)


_H2P_TRIES = 256


def hash_to_point(tag: bytes, *parts: bytes | int) -> Point:
    """A point nobody knows the discrete log of, by try-and-increment: x = SHA-256(SHA-512 of
    the framed tag and parts ‖ 4-byte counter) for counter 0, 1, … until 02 ‖ x is on the
    curve (half the x qualify; 256 failures in a row have odds 2^-256). Deterministic. Card
    points and the independent generators of shuffle proofs come from here, each under its
    own tag."""
    h = hashlib.sha512(frame(tag))
    for part in parts:
        h.update(frame(part))
    seed = h.digest()
    for counter in range(_H2P_TRIES):
        candidate = b"\x02" + hashlib.sha256(seed + counter.to_bytes(4, "big")).digest()
        if is_valid_point(candidate):  # parses it, and caches the parsed form for what follows
            return Point(candidate)
    raise AssertionError("hash_to_point: no point after 256 tries")  # pragma: no cover


@dataclass(frozen=True, slots=True)
class Context:
    """Where a proof belongs: the game, the step (transcript position) and the prover's seat.

    Hashing it into every challenge stops a proof being replayed elsewhere.
    """

    game_id: bytes
    step: int
    seat: int

    def __post_init__(self) -> None:
        if not isinstance(self.game_id, bytes) or not 0 < len(self.game_id) <= 255:
            raise MalformedData(f"game id must be 1..255 bytes, got {self.game_id!r}")
        for name, value in (("step", self.step), ("seat", self.seat)):
            if type(value) is not int or not 0 <= value < 2**63:
                raise MalformedData(f"context {name} must be an int in [0, 2^63), got {value!r}")

    def with_seat(self, seat: int) -> Context:
        """The same game and step, proved by another seat."""
        return Context(self.game_id, self.step, seat)

    def encode(self) -> bytes:
        """Canonical bytes for hashing."""
        return frame(self.game_id) + frame(self.step) + frame(self.seat)
