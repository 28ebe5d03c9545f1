"""Hash commitments and commit-reveal joint randomness.

A commitment is SHA-256(tag ‖ context ‖ 32-byte nonce ‖ payload), each field framed so no two
inputs collide; the nonce hides a low-entropy payload (a duel selection). Joint randomness:
every seat commits to 32 random bytes, then all reveal; the result hashes every reveal in
seat order, so it is uniform as long as one player is honest.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Mapping
from dataclasses import dataclass, field

from net.fair import entropy
from net.fair.challenges import Context, frame
from net.fair.errors import CommitmentMismatch, MalformedData

NONCE_BYTES = 32
DIGEST_BYTES = 32
MAX_PAYLOAD = 4096
"""Named limit on a committed payload's size."""
JOINT_TAG = b"hypnose/fair/v1/joint-random"


@dataclass(frozen=True, slots=True)
class Opening:
    """What opens a commitment: the nonce and the committed payload."""

    nonce: bytes = field(repr=False)
    payload: bytes = field(repr=False)

    def __post_init__(self) -> None:
        if type(self.nonce) is not bytes or len(self.nonce) != NONCE_BYTES:
            raise MalformedData(f"a commitment nonce is {NONCE_BYTES} bytes")
        if type(self.payload) is not bytes or len(self.payload) > MAX_PAYLOAD:
            raise MalformedData(f"a committed payload is at most {MAX_PAYLOAD} bytes")

    def to_wire(self) -> list[bytes]:
        """[nonce, payload]."""
        return [self.nonce, self.payload]

    @classmethod
    def from_wire(cls, data: object) -> Opening:
        """Parse [nonce, payload]."""
        if not isinstance(data, list | tuple) or len(data) != 2:
            raise MalformedData(f"an opening is [nonce, payload], got {data!r:.80}")
        return cls(data[0], data[1])


def commitment_digest(tag: bytes, ctx: Context, opening: Opening) -> bytes:
    """SHA-256 over the framed tag and context, the nonce and the payload."""
    return hashlib.sha256(
        frame(tag) + ctx.encode() + opening.nonce + frame(opening.payload)
    ).digest()


def commit(tag: bytes, ctx: Context, payload: bytes) -> tuple[bytes, Opening]:
    """A commitment to payload (publish it) and its opening (keep it until the reveal)."""
    opening = Opening(entropy.random_bytes(NONCE_BYTES), payload)
    return commitment_digest(tag, ctx, opening), opening


def check_opening(commitment: object, tag: bytes, ctx: Context, opening: Opening) -> bytes:
    """Return the payload if opening opens commitment, else raise CommitmentMismatch."""
    if type(commitment) is not bytes or len(commitment) != DIGEST_BYTES:
        raise MalformedData(f"a commitment is {DIGEST_BYTES} bytes, got {commitment!r:.80}")
    if not hmac.compare_digest(commitment, commitment_digest(tag, ctx, opening)):
        raise CommitmentMismatch(
            f"seat {ctx.seat}'s reveal at step {ctx.step} does not match its commitment "
            f"{commitment.hex()}",
            seat=ctx.seat,
        )
    return opening.payload


def joint_random_commit(ctx: Context) -> tuple[bytes, Opening]:
    """This seat's contribution: a commitment to 32 fresh random bytes and its opening."""
    return commit(JOINT_TAG, ctx, entropy.random_bytes(32))


def joint_random(
    commitments: Mapping[int, bytes], reveals: Mapping[int, Opening], game_id: bytes, step: int
) -> bytes:
    """SHA-256 of every seat's revealed 32 bytes in seat order, after checking each opening.

    A seat that committed but did not reveal raises CommitmentMismatch naming it (the caller
    treats it as having left the game).
    """
    if not commitments:
        raise MalformedData("joint randomness needs at least one seat")
    unexpected = sorted(set(reveals) - set(commitments))
    if unexpected:
        raise CommitmentMismatch(f"reveals from seats {unexpected} that never committed")
    digest = hashlib.sha256(frame(JOINT_TAG) + frame(game_id) + frame(step))
    for seat in sorted(commitments):
        if seat not in reveals:
            raise CommitmentMismatch(f"seat {seat} did not reveal at step {step}", seat=seat)
        ctx = Context(game_id, step, seat)
        value = check_opening(commitments[seat], JOINT_TAG, ctx, reveals[seat])
        if len(value) != 32:
            raise CommitmentMismatch(f"seat {seat} revealed {len(value)} bytes, not 32", seat=seat)
        digest.update(frame(seat) + value)
    return digest.digest()


def random_below(joint: bytes, n: int) -> int:
    """An int in [0, n) from a 32-byte joint value.

    Big-int mod n: the bias is below n / 2^256, nothing for n up to 2^64 (the limit here).
    """
    if type(joint) is not bytes or len(joint) != 32:
        raise MalformedData("a joint random value is 32 bytes")
    if type(n) is not int or not 1 <= n <= 2**64:
        raise MalformedData(f"range must be in [1, 2^64], got {n!r}")
    return int.from_bytes(joint, "big") % n
