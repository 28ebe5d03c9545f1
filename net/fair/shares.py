"""Decryption shares D_i = x_i·A with a Chaum–Pedersen proof, and how they combine.

One message carries a player's shares for several ciphertexts under a single proof that
log_G h_i = log_{A_j} D_j for every j (one nonce w, commitments w·G and w·A_j, one response),
which saves a multiplication per card over separate proofs. M = B − Σ_i D_i.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from net.fair import challenges, group
from net.fair.challenges import Context
from net.fair.elgamal import MAX_DECK, CardTable, Ciphertext
from net.fair.errors import BadShare, MalformedData
from net.fair.group import L, Point, Scalar
from net.fair.keys import CompactProof, KeyPair

SHARE_TAG = b"hypnose/fair/v1/decryption-share"


@dataclass(frozen=True, slots=True)
class DecryptionShares:
    """One player's shares D_j = x·A_j for a list of ciphertexts, with one proof for all."""

    points: tuple[Point, ...]
    proof: CompactProof

    def to_wire(self) -> dict[str, object]:
        """{"d": [point], "proof": [c, z]}."""
        return {"d": list(self.points), "proof": self.proof.to_wire()}

    @classmethod
    def from_wire(cls, data: object, expected: int) -> DecryptionShares:
        """Parse shares for ``expected`` ciphertexts, validating every point and scalar."""
        if not isinstance(data, dict) or set(data) != {"d", "proof"}:
            raise MalformedData(f"decryption shares have keys d, proof; got {data!r:.80}")
        points = data["d"]
        if not isinstance(points, list | tuple) or len(points) != expected:
            raise MalformedData(f"expected {expected} decryption shares, got {points!r:.80}")
        if expected > MAX_DECK:
            raise MalformedData(f"{expected} shares exceed the limit of {MAX_DECK}")
        decoded = tuple(group.decode_point(p) for p in points)
        return cls(decoded, CompactProof.from_wire(data["proof"]))


def _challenge(
    ctx: Context,
    public: Point,
    cts: Sequence[Ciphertext],
    shares: Sequence[Point],
    commit_g: Point,
    commits: Sequence[Point],
) -> Scalar:
    return challenges.hash_to_scalar(
        SHARE_TAG,
        ctx.encode(),
        public,
        b"".join([ct.a for ct in cts]),
        b"".join(shares),
        commit_g,
        b"".join(commits),
    )


def own_shares(keypair: KeyPair, cts: Sequence[Ciphertext]) -> tuple[Point, ...]:
    """x·A_j without a proof: what a player uses to finish its own private reveal."""
    return tuple(group.mul_many([keypair.secret] * len(cts), [ct.a for ct in cts]))


def make_shares(keypair: KeyPair, cts: Sequence[Ciphertext], ctx: Context) -> DecryptionShares:
    """Shares for cts with a proof bound to ctx (whose seat is this player's)."""
    if not cts:
        raise MalformedData("no ciphertexts to make shares for")
    x = keypair.secret
    a_points = [ct.a for ct in cts]
    n = len(a_points)
    while True:
        w = group.random_scalar()
        # The shares x·A_j, the commitments w·G and w·A_j: one batch.
        points = group.lincombs(
            [
                *((0, (x,), (a,)) for a in a_points),
                (w, (), ()),
                *((0, (w,), (a,)) for a in a_points),
            ]
        )
        shares, commit_g, commits = tuple(points[:n]), points[n], points[n + 1 :]
        c = _challenge(ctx, keypair.public, cts, shares, commit_g, commits)
        z = (w + c * x) % L
        if z:  # z = 0 has odds 2^-252, but the verifier refuses a zero scalar
            return DecryptionShares(shares, CompactProof(c, Scalar(z)))


def verify_shares(
    public: Point, cts: Sequence[Ciphertext], shares: DecryptionShares, ctx: Context
) -> tuple[Point, ...]:
    """Check the shares of the player with key ``public`` at ctx; return them or raise BadShare.

    Costs 2n + 1 variable-base and one fixed-base multiplication for n ciphertexts, in one
    batch (``group.lincombs``: the products are never encoded, only the commitments).
    """
    n = len(cts)
    if len(shares.points) != n or n == 0:
        raise BadShare(f"seat {ctx.seat} sent {len(shares.points)} shares for {n} ciphertexts")
    c, z = shares.proof.challenge, shares.proof.response
    neg_c = -c % L
    # w·G = z·G − c·h and w·A_j = z·A_j − c·D_j.
    points = group.lincombs(
        [
            (z, (neg_c,), (public,)),
            *((0, (z, neg_c), (ct.a, d)) for ct, d in zip(cts, shares.points, strict=True)),
        ]
    )
    if _challenge(ctx, public, cts, shares.points, points[0], points[1:]) != c:
        raise BadShare(
            f"decryption shares of seat {ctx.seat} at step {ctx.step} fail their "
            f"Chaum–Pedersen proof (key {public.hex()})"
        )
    return shares.points


def prove_multiples(keypair: KeyPair, bases: Sequence[Point], ctx: Context) -> DecryptionShares:
    """x·P for points P that are no ciphertext's A (a claim's or a complaint's T points), under
    the shares' proof: a share proof looks at the A points only."""
    return make_shares(keypair, [Ciphertext(b, b) for b in bases], ctx)


def verify_multiples(
    public: Point, bases: Sequence[Point], shares: DecryptionShares, ctx: Context
) -> tuple[Point, ...]:
    """Check ``prove_multiples``'s proof; return x·P for each base or raise BadShare."""
    return verify_shares(public, [Ciphertext(b, b) for b in bases], shares, ctx)


def combine(cts: Sequence[Ciphertext], share_sets: Sequence[Sequence[Point]]) -> tuple[Point, ...]:
    """M_j = B_j − Σ_i D_ij over every player's (verified) shares."""
    return _decrypt(cts, share_sets, None)


def _decrypt(
    cts: Sequence[Ciphertext], share_sets: Sequence[Sequence[Point]], own: Scalar | None
) -> tuple[Point, ...]:
    """M_j = B_j − Σ_i D_ij (− x·A_j with ``own`` = x: a share never encoded), one sum each."""
    if any(len(s) != len(cts) for s in share_sets):
        raise MalformedData("every share set must cover every ciphertext")
    minus = [L - 1] * len(share_sets)
    tail = [] if own is None else [-own % L]
    return tuple(
        group.lincombs(
            [
                (0, [1, *minus, *tail], [ct.b, *(s[j] for s in share_sets), *([ct.a] * len(tail))])
                for j, ct in enumerate(cts)
            ]
        )
    )


def reveal(
    cts: Sequence[Ciphertext], share_sets: Sequence[Sequence[Point]], table: CardTable
) -> tuple[int, ...]:
    """The card kinds, given every player's verified shares (reveal to all)."""
    return tuple(table.decode(m) for m in combine(cts, share_sets))


def open_private_draw(
    keypair: KeyPair,
    cts: Sequence[Ciphertext],
    received: Mapping[int, DecryptionShares],
    publics: Mapping[int, Point],
    ctx: Context,
    table: CardTable,
) -> tuple[int, ...]:
    """Reveal to one player: verify every other seat's shares, finish with x_P, decode.

    ``ctx.seat`` is the drawer's seat; each other seat i proved its shares at
    ``ctx.with_seat(i)`` (made with ``make_shares``). ``publics`` maps every seat to h_i.
    """
    if publics.get(ctx.seat) != keypair.public:
        raise MalformedData(f"seat {ctx.seat}'s public key is not this key pair's")
    others = set(publics) - {ctx.seat}
    if set(received) != others:
        missing = sorted(others - set(received))
        extra = sorted(set(received) - others)
        raise BadShare(f"private draw for seat {ctx.seat}: missing {missing}, unexpected {extra}")
    share_sets = [
        verify_shares(publics[seat], cts, received[seat], ctx.with_seat(seat))
        for seat in sorted(others)
    ]
    return tuple(table.decode(m) for m in _decrypt(cts, share_sets, keypair.secret))
