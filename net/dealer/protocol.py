"""Plain-data forms of the dealer's messages: handle lists, duel commitments, the encrypted share.

Actions travel in the game's own codec (``Game.encode_action`` / ``decode_action``). Decoding is
strict: any deviation raises ``MalformedData`` and the caller names the sender.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from net.fair import challenges, group
from net.fair.challenges import Context
from net.fair.errors import BadShare, MalformedData
from net.fair.group import L, Point, Scalar
from net.protocol.wire import canonical

ENC_SHARE_TAG = b"hypnose/fair/v1/encrypted-share"
DUEL_TAG = b"hypnose/fair/v1/duel-selection"
SIMULTANEOUS_TAG = b"hypnose/fair/v1/simultaneous-choice"
MAX_ACTION_BYTES = 4096
"""The largest encoded action a sealed simultaneous choice may open to."""
MAX_HANDLES = 1024


def selection_payload(cards: tuple[int, ...]) -> bytes:
    """What a duel commitment hides: the sorted handles, canonical msgpack."""
    return canonical(sorted(cards))


def handles_of(data: object, limit: int = MAX_HANDLES) -> tuple[int, ...]:
    """Parse a list of handles."""
    if not isinstance(data, list) or len(data) > limit:
        raise MalformedData("a list of handles is expected")
    if any(type(h) is not int or not 0 <= h < 2**31 for h in data):
        raise MalformedData(f"not a list of handles: {data!r:.60}")
    return tuple(data)


ENVELOPE_KEYS = frozenset({"kind", "step", "at"})
"""Keys every dealer message body has: what it is, its step, and where its sender stood."""

MAX_HASH_CHARS = 128


def stamp(history_length: int, last_hash: str) -> list[object]:
    """The ``at`` of a message: how many transitions its sender's replica had recorded and the
    state hash after the last, so a divergence is found at the next message (fairplay.md)."""
    return [history_length, last_hash]


def need(body: dict[str, Any], keys: set[str]) -> None:
    """The body has exactly ``keys`` besides kind, step and at."""
    if set(body) != keys | ENVELOPE_KEYS:
        raise MalformedData(f"{body.get('kind')} message has keys {sorted(body)}")


# --- a decryption share encrypted to one player ----------------------------------------------


@dataclass(frozen=True, slots=True)
class EncShare:
    """T = t·G and E = x_j·A + t·h_P with a proof of knowledge of (x_j, t); P opens E − x_P·T."""

    t_point: Point
    e_point: Point
    challenge: Scalar
    z1: Scalar
    z2: Scalar

    def to_wire(self) -> list[bytes]:
        enc = group.encode_scalar
        return [self.t_point, self.e_point, enc(self.challenge), enc(self.z1), enc(self.z2)]

    @classmethod
    def from_wire(cls, data: object) -> EncShare:
        if not isinstance(data, list) or len(data) != 5:
            raise MalformedData("an encrypted share is [T, E, c, z1, z2]")
        dec = group.decode_scalar
        return cls(
            group.decode_point(data[0]),
            group.decode_point(data[1]),
            dec(data[2]),
            dec(data[3]),
            dec(data[4]),
        )


def _enc_challenge(ctx: Context, hj: Point, a: Point, hp: Point, t: Point, e: Point,
                   r1: Point, r2: Point, r3: Point) -> Scalar:  # fmt: skip
    return challenges.hash_to_scalar(ENC_SHARE_TAG, ctx.encode(), hj, a, hp, t, e, r1, r2, r3)


def make_enc_share(x: Scalar, hj: Point, a: Point, hp: Point, ctx: Context) -> EncShare:
    """Encrypt x·A to the key hp, proving it is this seat's true share."""
    while True:
        t, w1, w2 = group.random_scalars(3)
        tp = group.mul_base(t)
        e = group.add(group.mul(x, a), group.mul(t, hp))
        r1, r2 = group.mul_base(w1), group.mul_base(w2)
        r3 = group.add(group.mul(w1, a), group.mul(w2, hp))
        c = _enc_challenge(ctx, hj, a, hp, tp, e, r1, r2, r3)
        z1, z2 = (w1 + c * x) % L, (w2 + c * t) % L
        if z1 and z2:
            return EncShare(tp, e, c, Scalar(z1), Scalar(z2))


def verify_enc_share(share: EncShare, hj: Point, a: Point, hp: Point, ctx: Context) -> None:
    """Raise BadShare unless the proof holds for (hj, T, E) against A and hp."""
    c = share.challenge
    r1 = group.sub(group.mul_base(share.z1), group.mul(c, hj))
    r2 = group.sub(group.mul_base(share.z2), group.mul(c, share.t_point))
    r3 = group.sub(
        group.add(group.mul(share.z1, a), group.mul(share.z2, hp)), group.mul(c, share.e_point)
    )
    if _enc_challenge(ctx, hj, a, hp, share.t_point, share.e_point, r1, r2, r3) != c:
        raise BadShare(f"encrypted share of seat {ctx.seat} at step {ctx.step} fails its proof")


def open_enc_share(share: EncShare, x_p: Scalar) -> Point:
    """x_j·A = E − x_P·T."""
    return group.sub(share.e_point, group.mul(x_p, share.t_point))
