"""Re-sharing a leaving seat's secret among the seats that stay (fairplay.md, "Leaving cleanly").

A seat that is out of the game must not publish its secret x: every card it was shown privately
would become readable by everyone. It splits each secret it holds instead (x itself, and every
piece of an earlier leaver's secret it was given) into additive shares, one per seat that stays,
s_1 + … + s_n = secret, and publishes for each:

- S_j = s_j·G, the commitment to seat j's share. They must add up to the commitment of what is
  split (the leaver's key h, or the piece's own commitment), each a valid point;
- e_j = s_j + k_j mod n, seat j's share encrypted under a key hashed from t·h_j, with T = t·G
  published once per message together with a Schnorr proof of knowledge of t.

Seat j computes x_j·T = t·h_j, opens its shares and checks s_j·G = S_j. If one is wrong it
complains with Q = x_j·T and a Chaum–Pedersen proof that log_G h_j = log_T Q: everyone then
opens seat j's shares and convicts the leaver if one is wrong, the complainer if none is. The
proof of knowledge of t keeps a leaver from naming another message's T (an encrypted decryption
share's), which a complaint would then open for everyone.

Hash inputs: the proof of t hashes T_TAG, the context (game, step, leaver seat), T and its
commitment; k_j = H(KEY_TAG, context, item index, seat j, T, Q_j).

What the leaver would have published in its end-of-game audit besides x (the orders of its
private reorders, a duel selection never opened) is sealed in the same message under a key
hashed from x (``seal``): nobody can read it until the audit rebuilds x from the pieces, and it
is bound before anyone else's secret is known.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from net.fair import challenges, group
from net.fair.challenges import Context, frame
from net.fair.errors import BadReshare, MalformedData
from net.fair.group import L, Point, Scalar
from net.fair.keys import CompactProof, KeyPair, knowledge_holds, prove_knowledge
from net.fair.shares import DecryptionShares, prove_multiples, verify_multiples

T_TAG = b"hypnose/fair/v1/reshare-t"
KEY_TAG = b"hypnose/fair/v1/reshare-key"
SEAL_TAG = b"hypnose/fair/v1/reshare-seal"

MAX_ITEMS = 64
"""Named limit on the secrets one leaver splits (its key and the pieces it holds)."""
MAX_RECEIVERS = 64
"""Named limit on the seats one secret is split among."""
MAX_SEALED = 16_384
"""Named limit on the sealed end-of-game payload's size."""


@dataclass(frozen=True, slots=True)
class Reshare:
    """A leaver's split of its secrets: T and the proof of t, then per item (a secret it
    splits) and per receiver (in seat order) the share's commitment and its encryption."""

    t_point: Point
    proof: CompactProof
    commitments: tuple[tuple[Point, ...], ...]
    encrypted: tuple[tuple[Scalar, ...], ...]

    def to_wire(self) -> dict[str, object]:
        """{"t": T, "pok": [c, z], "split": [[S_j...], [e_j...]] per item}."""
        enc = group.encode_scalar
        split = [
            [list(points), [enc(e) for e in shares]]
            for points, shares in zip(self.commitments, self.encrypted, strict=True)
        ]
        return {"t": self.t_point, "pok": self.proof.to_wire(), "split": split}

    @classmethod
    def from_wire(cls, body: Mapping[str, object], items: int, receivers: int) -> Reshare:
        """Parse the ``t``, ``pok`` and ``split`` of a body for ``items`` secrets split among
        ``receivers`` seats, validating every point and scalar (the proof is checked by
        ``check_reshare``)."""
        if not 0 < items <= MAX_ITEMS or not 0 < receivers <= MAX_RECEIVERS:
            raise MalformedData(f"a re-sharing of {items} secrets among {receivers} seats")
        split = body.get("split")
        if not isinstance(split, list) or len(split) != items:
            raise MalformedData(f"a re-sharing splits {items} secrets, got {_count(split)}")
        commitments, encrypted = [], []
        for item in split:
            if not isinstance(item, list) or len(item) != 2:
                raise MalformedData("a split secret is [commitments, encrypted shares]")
            points, shares = item
            if not isinstance(points, list) or not isinstance(shares, list):
                raise MalformedData("a split secret's commitments and shares are lists")
            if len(points) != receivers or len(shares) != receivers:
                raise MalformedData(f"a secret is split among {receivers} seats")
            commitments.append(tuple(group.decode_points(points)))
            encrypted.append(tuple(group.decode_scalar(e, allow_zero=True) for e in shares))
        return cls(
            group.decode_point(body.get("t")),
            CompactProof.from_wire(body.get("pok")),
            tuple(commitments),
            tuple(encrypted),
        )


def _count(data: object) -> str:
    return str(len(data)) if isinstance(data, list) else type(data).__name__


def split_secret(secret: Scalar, count: int) -> list[Scalar]:
    """``count`` nonzero scalars adding up to ``secret``: all but the last uniform."""
    if count < 1:
        raise MalformedData("a secret is split among at least one seat")
    while True:
        shares = group.random_scalars(count - 1)
        last = (secret - sum(shares)) % L
        if last:  # a zero share would commit to the identity, which has no encoding
            return [*shares, Scalar(last)]


def share_key(ctx: Context, item: int, receiver: int, t_point: Point, q: Point) -> Scalar:
    """k_j: what seat ``receiver``'s share of item ``item`` is encrypted with (q = t·h_j)."""
    return challenges.hash_to_scalar(KEY_TAG, ctx.encode(), item, receiver, t_point, q)


def make_reshare(
    secrets: Sequence[Scalar], receivers: Mapping[int, Point], ctx: Context
) -> tuple[Reshare, list[list[Scalar]]]:
    """Split each secret among ``receivers`` (seat -> public key), in seat order, at ``ctx``
    (the leaver's seat); the message and the shares (per item, per receiver)."""
    if not secrets or len(secrets) > MAX_ITEMS or not 0 < len(receivers) <= MAX_RECEIVERS:
        raise MalformedData(f"{len(secrets)} secrets to split among {len(receivers)} seats")
    seats = sorted(receivers)
    t = KeyPair.generate()
    proof = prove_knowledge(T_TAG, t, ctx.encode())
    qs = group.mul_many([t.secret] * len(seats), [receivers[j] for j in seats])
    commitments, encrypted, shares = [], [], []
    for i, secret in enumerate(secrets):
        split = split_secret(secret, len(seats))
        keys = [share_key(ctx, i, j, t.public, q) for j, q in zip(seats, qs, strict=True)]
        commitments.append(tuple(group.mul_base_many(split)))
        encrypted.append(tuple(Scalar((s + k) % L) for s, k in zip(split, keys, strict=True)))
        shares.append(split)
    return Reshare(t.public, proof, tuple(commitments), tuple(encrypted)), shares


def check_reshare(reshare: Reshare, keys: Sequence[Point], ctx: Context) -> None:
    """Raise BadReshare unless the proof of knowledge of t holds at ``ctx`` and each item's
    commitments add up to its key (the leaver's public key, or the piece's commitment)."""
    if len(keys) != len(reshare.commitments):
        raise BadReshare(f"seat {ctx.seat} split {len(reshare.commitments)} of {len(keys)} secrets")
    if not knowledge_holds(T_TAG, reshare.proof, reshare.t_point, ctx.encode()):
        raise BadReshare(f"seat {ctx.seat}'s proof of knowledge of its T fails at step {ctx.step}")
    for i, (key, points) in enumerate(zip(keys, reshare.commitments, strict=True)):
        if group.point_sum(points) != key:
            raise BadReshare(
                f"seat {ctx.seat}'s shares of secret {i} do not add up to its commitment "
                f"{key.hex()}"
            )


def open_shares(
    reshare: Reshare, q: Point, receiver: int, index: int, ctx: Context
) -> list[Scalar]:
    """Seat ``receiver``'s shares (the ``index``-th receiver in seat order), given q = x_j·T."""
    return [
        Scalar((enc[index] - share_key(ctx, i, receiver, reshare.t_point, q)) % L)
        for i, enc in enumerate(reshare.encrypted)
    ]


def wrong_shares(shares: Sequence[Scalar], reshare: Reshare, index: int) -> list[int]:
    """The items whose opened share does not match its commitment (s_j·G ≠ S_j)."""
    return [
        i
        for i, (s, points) in enumerate(zip(shares, reshare.commitments, strict=True))
        if not s or group.mul_base(s) != points[index]
    ]


def make_complaint(keypair: KeyPair, reshare: Reshare, ctx: Context) -> DecryptionShares:
    """Q = x_j·T with its Chaum–Pedersen proof, at ``ctx`` (the complainer's seat)."""
    return prove_multiples(keypair, [reshare.t_point], ctx)


def complaint_point(
    public: Point, reshare: Reshare, complaint: DecryptionShares, ctx: Context
) -> Point:
    """The complainer's Q = x_j·T, once its proof holds (else BadShare, naming the complainer)."""
    (q,) = verify_multiples(public, [reshare.t_point], complaint, ctx)
    return q


def _stream(game_id: bytes, seat: int, secret: Scalar, size: int) -> int:
    seed = frame(SEAL_TAG) + frame(game_id) + frame(seat) + frame(group.encode_scalar(secret))
    return int.from_bytes(hashlib.shake_256(seed).digest(size), "big")


def seal(payload: bytes, secret: Scalar, game_id: bytes, seat: int) -> bytes:
    """``payload`` encrypted under a key hashed from the leaver's secret (and the game and its
    seat): readable once the audit has rebuilt the secret, by nobody before."""
    if len(payload) > MAX_SEALED:
        raise MalformedData(f"a sealed payload is at most {MAX_SEALED} bytes")
    mask = _stream(game_id, seat, secret, len(payload))
    return (int.from_bytes(payload, "big") ^ mask).to_bytes(len(payload), "big")


def unseal(sealed: bytes, secret: Scalar, game_id: bytes, seat: int) -> bytes:
    """The inverse of ``seal`` (the same operation)."""
    return seal(sealed, secret, game_id, seat)
