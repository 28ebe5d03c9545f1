"""Game keys: each player's secret x_i, public h_i = x_i·G, and the joint key H = Σ h_i.

Each h_i comes with a Schnorr proof of knowledge bound to the game and the seat, so no
player can publish a rogue key chosen to cancel the others (it would not know its log).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from net.fair import challenges, group
from net.fair.errors import BadKey, InvalidPoint, MalformedData
from net.fair.group import L, Point, Scalar

KEY_TAG = b"hypnose/fair/v1/key-proof"


@dataclass(frozen=True, slots=True)
class KeyPair:
    """A player's game secret x and public key h = x·G."""

    secret: Scalar = field(repr=False)
    public: Point

    @classmethod
    def generate(cls) -> KeyPair:
        """A fresh key pair with x uniform in [1, l-1]."""
        x = group.random_scalar()
        return cls(x, group.mul_base(x))

    @classmethod
    def from_secret(cls, secret: Scalar) -> KeyPair:
        """The key pair of a known secret (e.g. one published at the end of the game)."""
        return cls(secret, group.mul_base(secret))


@dataclass(frozen=True, slots=True)
class CompactProof:
    """A Fiat–Shamir proof as challenge c and response z = w + c·x (Schnorr, Chaum–Pedersen).

    The verifier recomputes the commitments from (c, z), so the proof carries no points.
    """

    challenge: Scalar
    response: Scalar

    def __post_init__(self) -> None:
        for name, s in (("challenge", self.challenge), ("response", self.response)):
            if type(s) is not int or not 0 < s < L:
                raise MalformedData(f"proof {name} not in [1, l-1]: {s!r}")

    def to_wire(self) -> list[bytes]:
        """[c, z] as 32-byte scalars."""
        return [group.encode_scalar(self.challenge), group.encode_scalar(self.response)]

    @classmethod
    def from_wire(cls, data: object) -> CompactProof:
        """Parse [c, z], rejecting zero or unreduced scalars."""
        if not isinstance(data, list | tuple) or len(data) != 2:
            raise MalformedData(f"a proof is [challenge, response], got {data!r:.80}")
        return cls(group.decode_scalar(data[0]), group.decode_scalar(data[1]))


@dataclass(frozen=True, slots=True)
class KeyAnnouncement:
    """What a player publishes at the start: h_i and its proof of knowledge."""

    public: Point
    proof: CompactProof

    def to_wire(self) -> dict[str, object]:
        """{"h": point, "proof": [c, z]}."""
        return {"h": self.public, "proof": self.proof.to_wire()}

    @classmethod
    def from_wire(cls, data: object) -> KeyAnnouncement:
        """Parse and validate the point and the scalars (the proof is checked by verify_key)."""
        if not isinstance(data, dict) or set(data) != {"h", "proof"}:
            raise MalformedData(f"a key announcement has keys h, proof; got {data!r:.80}")
        return cls(group.decode_point(data["h"]), CompactProof.from_wire(data["proof"]))


def prove_knowledge(tag: bytes, keypair: KeyPair, *bound: bytes | int) -> CompactProof:
    """A Schnorr proof of knowledge of the secret of ``keypair``, its challenge hashing the tag,
    ``bound`` (the game, the seat, ...), the public key and the commitment."""
    while True:
        w = group.random_scalar()
        c = challenges.hash_to_scalar(tag, *bound, keypair.public, group.mul_base(w))
        z = (w + c * keypair.secret) % L
        if z:  # z = 0 has odds 2^-252, but the verifier refuses a zero scalar
            return CompactProof(c, Scalar(z))


def knowledge_holds(tag: bytes, proof: CompactProof, public: Point, *bound: bytes | int) -> bool:
    """Whether ``proof`` (from ``prove_knowledge`` with the same tag and ``bound``) holds for
    ``public``. Raises InvalidPoint only if the commitment it implies is the identity."""
    commitment = group.sub(group.mul_base(proof.response), group.mul(proof.challenge, public))
    return challenges.hash_to_scalar(tag, *bound, public, commitment) == proof.challenge


def prove_key(keypair: KeyPair, game_id: bytes, seat: int) -> KeyAnnouncement:
    """Announce h with a proof of knowledge of x bound to this game and seat."""
    return KeyAnnouncement(keypair.public, prove_knowledge(KEY_TAG, keypair, game_id, seat))


def verify_key(announcement: KeyAnnouncement, game_id: bytes, seat: int) -> Point:
    """Check the proof for this game and seat; return the verified public key or raise BadKey."""
    h = announcement.public
    if not knowledge_holds(KEY_TAG, announcement.proof, h, game_id, seat):
        raise BadKey(f"key proof of seat {seat} fails for game {game_id.hex()} (key {h.hex()})")
    return h


def joint_key(publics: Sequence[Point]) -> Point:
    """H = Σ h_i; refuses a sum that is not a usable point (only colluding keys could cause it)."""
    try:
        return group.decode_point(group.point_sum(publics))
    except InvalidPoint as exc:
        raise BadKey(f"the joint key is unusable: {exc}") from exc


def check_revealed_secret(secret: Scalar, public: Point, seat: int) -> KeyPair:
    """At the audit (or on hypnosis) a player publishes x_i; check it matches h_i."""
    if type(secret) is not int or not 0 < secret < L:
        raise BadKey(f"seat {seat} revealed an out-of-range secret")
    keypair = KeyPair.from_secret(secret)
    if keypair.public != public:
        raise BadKey(f"seat {seat} revealed a secret whose key is not {public.hex()}")
    return keypair
