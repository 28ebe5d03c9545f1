"""ElGamal over the joint key: card points, ciphertexts, re-randomization.

A card kind c (a public integer) is the point M_c = hash_to_point(tag, c), so no
two card points have a known discrete-log relation and none is the identity. A ciphertext
is (A, B) = (r·G, M + r·H).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from net.fair import group
from net.fair.challenges import hash_to_point
from net.fair.errors import InvalidPoint, InvalidScalar, MalformedData, UnknownCard
from net.fair.group import G, Point, Scalar

CARD_TAG = b"hypnose/fair/v1/card"
MAX_KINDS = 4096
"""Named limit on the number of card kinds in a table."""

MAX_DECK = 1024
"""Named limit on the number of ciphertexts in one wire list."""


def card_point(kind: int) -> Point:
    """M_c: hash-to-curve of the card kind, with no known relation to G or other cards."""
    if type(kind) is not int or not 0 <= kind < MAX_KINDS:
        raise MalformedData(f"card kind must be an int in [0, {MAX_KINDS}), got {kind!r}")
    return hash_to_point(CARD_TAG, kind)


@dataclass(frozen=True, slots=True, eq=False)
class CardTable:
    """The card points of kinds 0..n-1 and the reverse map a decryption goes through."""

    points: tuple[Point, ...]
    kinds: Mapping[Point, int]

    def point(self, kind: int) -> Point:
        """M_kind."""
        if type(kind) is not int or not 0 <= kind < len(self.points):
            raise UnknownCard(f"card kind {kind!r} is not in a table of {len(self.points)}")
        return self.points[kind]

    def decode(self, m: Point) -> int:
        """The kind whose point is m; any other point proves a forged share or ciphertext."""
        kind = self.kinds.get(m)
        if kind is None:
            raise UnknownCard(f"decrypted point {bytes(m).hex()} is no card of {len(self.points)}")
        return kind


@lru_cache(maxsize=8)
def card_table(n: int) -> CardTable:
    """The table of kinds 0..n-1 (cached: building it hashes and validates n points)."""
    if type(n) is not int or not 1 <= n <= MAX_KINDS:
        raise MalformedData(f"table size must be in [1, {MAX_KINDS}], got {n!r}")
    points = tuple(card_point(c) for c in range(n))
    for c, p in enumerate(points):
        if not group.is_valid_point(p) or p == G:
            raise InvalidPoint(f"card {c} maps to an unusable point {p.hex()}")
    kinds = {p: c for c, p in enumerate(points)}
    if len(kinds) != n:
        raise InvalidPoint("two card kinds map to the same point")
    return CardTable(points, MappingProxyType(kinds))


@dataclass(frozen=True, slots=True)
class Ciphertext:
    """(A, B) = (r·G, M + r·H)."""

    a: Point
    b: Point

    def to_wire(self) -> list[bytes]:
        """[A, B]."""
        return [self.a, self.b]

    @classmethod
    def from_wire(cls, data: object) -> Ciphertext:
        """Parse [A, B], validating both points."""
        if not isinstance(data, list | tuple) or len(data) != 2:
            raise MalformedData(f"a ciphertext is a pair of points, got {_shape(data)}")
        return cls(group.decode_point(data[0]), group.decode_point(data[1]))


def deck_to_wire(cts: Sequence[Ciphertext]) -> list[list[bytes]]:
    """Wire form of a list of ciphertexts."""
    return [[ct.a, ct.b] for ct in cts]


def deck_from_wire(data: object, *, expected: int | None = None) -> tuple[Ciphertext, ...]:
    """Parse a list of ciphertexts, validating every point and the count.

    The points are validated as one batch (``group.decode_points``); a bad item raises what
    ``Ciphertext.from_wire`` would for the first item, in order, that it refuses.
    """
    if not isinstance(data, list | tuple):
        raise MalformedData(f"a deck is a list of ciphertexts, got {_shape(data)}")
    if len(data) > MAX_DECK or (expected is not None and len(data) != expected):
        want = f"{expected}" if expected is not None else f"at most {MAX_DECK}"
        raise MalformedData(f"deck of {len(data)} ciphertexts, expected {want}")
    shaped = next(
        (i for i, item in enumerate(data) if not isinstance(item, list | tuple) or len(item) != 2),
        len(data),
    )
    flat = [point for item in data[:shaped] for point in item]
    points = group.decode_points(flat)  # raises for the first bad point before the bad shape
    if shaped < len(data):
        Ciphertext.from_wire(data[shaped])  # raises MalformedData
    return tuple(map(Ciphertext, points[0::2], points[1::2]))


def encrypt(m: Point, r: Scalar, h: Point) -> Ciphertext:
    """(r·G, M + r·H)."""
    return Ciphertext(group.mul_base(r), group.add(m, group.mul(r, h)))


def public_encrypt(m: Point, h: Point) -> Ciphertext:
    """Encryption with r = 1: (G, M + H), which anyone can recompute and check."""
    return Ciphertext(G, group.add(m, h))


def public_deck(kinds: Sequence[int], h: Point, table: CardTable) -> tuple[Ciphertext, ...]:
    """The public encryptions of the given kinds, in order."""
    ms = [table.point(c) for c in kinds]
    return tuple(Ciphertext(G, b) for b in group.add_many(ms, [h] * len(ms)))


def rerandomize(ct: Ciphertext, s: Scalar, h: Point) -> Ciphertext:
    """(A + s·G, B + s·H): the same card, unlinkable to ct without s."""
    return Ciphertext(group.add(ct.a, group.mul_base(s)), group.add(ct.b, group.mul(s, h)))


def rerandomize_many(
    cts: Sequence[Ciphertext], scalars: Sequence[Scalar], h: Point
) -> tuple[Ciphertext, ...]:
    """``rerandomize`` over a list: the hot loop of shuffles and their proofs.

    One ``group.lincombs`` call (A + s·G and B + s·H for every card, the products never
    encoded), its multiplications split over the group's thread pool when large.
    """
    n = len(cts)
    if n != len(scalars):
        raise MalformedData(f"{len(scalars)} randomizers for {n} ciphertexts")
    if any(type(s) is not int or not 0 < s < group.L for s in scalars):
        raise InvalidScalar("a re-randomizer is not in [1, n-1]")
    one = (1,)
    ab = group.lincombs(
        [
            *((s, one, (ct.a,)) for ct, s in zip(cts, scalars, strict=True)),
            *((0, (1, s), (ct.b, h)) for ct, s in zip(cts, scalars, strict=True)),
        ],
        keep=True,
    )
    return tuple(map(Ciphertext, ab[:n], ab[n:]))


def decrypt(ct: Ciphertext, joint_secret: Scalar) -> Point:
    """B − X·A with the joint secret X = Σ x_i (the end-of-game audit knows it)."""
    return group.sub(ct.b, group.mul(joint_secret, ct.a))


def _shape(data: object) -> str:
    if isinstance(data, list | tuple):
        return f"a list of {len(data)}"
    return type(data).__name__
