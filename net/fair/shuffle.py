"""Verifiable re-encryption shuffles: the Terelius–Wikström proof of a shuffle, and proving it.

A shuffle maps ``inp`` to ``out[j] = rerandomize(inp[perm[j]], rand[j])``. The proof is the
one of Verificatum and CHVote, as written out by Haenni, Locher, Koenig and Dubuis
("Pseudo-Code Algorithms for Verifiable Re-Encryption Mix-Nets", FC 2017: GenShuffleProof /
CheckShuffleProof), in additive notation over ``net.fair.group``:

- a Pedersen commitment to the permutation matrix, ``c_perm[j] = r_j·G + h_i`` for
  ``j = perm[i]``, under independent generators ``h_1..h_N`` (``generators``);
- Fiat–Shamir challenges ``u_j`` on the input positions; the prover commits to the permuted
  ``u'_i = u_perm[i]`` in a chain ``ĉ_i = r̂_i·G + u'_i·ĉ_{i-1}`` (``ĉ_0`` is one more
  independent generator ``h``), which proves ``Π u'_i = Π u_j``;
- a Schnorr-style proof of knowledge of the openings, tying the same ``u'_i`` to the output:
  ``Σ u'_i·out_i = Σ u_j·inp_j + rerandomization``. A prover that knows the openings and
  satisfies both products for random ``u`` has committed to a permutation, and ``out`` is
  ``inp`` permuted and re-encrypted (soundness error about N / |group|).

The chain is computed in closed form, ``ĉ_i = R_i·G + U_i·h`` with ``R_i = r̂_i + u'_i·R_{i-1}``
and ``U_i = u'_1…u'_i``, so every batch has a fixed base or independent pairs and is split
over the group's thread pool. Every equation is a sum of products (``group.lincombs``: only
the sums are encoded). The verifier (``net.fair.shuffle_check``) checks all the equations of
a proof, or of several proofs, as one random-weighted sum and names the failing equations only
when that fails. Cost per card (``bench/shuffle.py``): 10 multiplications to shuffle and prove
(4 fixed-base; fewer on a public deck, whose equal points are gathered), 8 to verify alone
(and one fixed-base multiplication per proof), fewer for proofs checked together.

Hash inputs. Weak Fiat–Shamir (hashing the first messages without the statement: the Helios
and "Frozen Heart" breaks) lets a prover choose the statement after the challenge, so every
challenge hashes the whole statement and everything sent before it:

- the statement digest ``D = SHA-512(STATEMENT_TAG, game id, step, prover seat, G, h,
  joint key, N, every input point, every output point, c_perm[1..N])``;
- ``u_j = H(U_TAG, D, j)`` for each input position j;
- ``c = H(CHALLENGE_TAG, D, ĉ_1..ĉ_N, t_1, t_2, t_3, t_4 (both points), t̂_1..t̂_N)``.

Both are full-size scalars (SHA-512 reduced mod L), so no grinding of a short challenge helps.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from net.fair import challenges, entropy, group
from net.fair.challenges import Context
from net.fair.elgamal import MAX_DECK, Ciphertext, rerandomize_many
from net.fair.errors import MalformedData
from net.fair.group import L, Point, Scalar

GENERATOR_TAG = b"hypnose/fair/v2/shuffle-generator"
STATEMENT_TAG = b"hypnose/fair/v2/shuffle-statement"
U_TAG = b"hypnose/fair/v2/shuffle-u"
CHALLENGE_TAG = b"hypnose/fair/v2/shuffle-challenge"

RandomScalars = Callable[[int], list[Scalar]]
"""A source of n nonzero scalars; ``group.random_scalars`` except in golden-vector tests."""

# --- secrets --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ShuffleSecret:
    """A permutation and its randomizers: out[j] = rerandomize(src[perm[j]], rand[j]).

    Private to the prover: the proof shows the shuffle is correct without it, and nobody else
    ever sees it. Construction checks the permutation and the randomizers' range.
    """

    perm: tuple[int, ...] = field(repr=False)
    rand: tuple[Scalar, ...] = field(repr=False)

    def __post_init__(self) -> None:
        n = len(self.perm)
        if n > MAX_DECK or len(self.rand) != n:
            raise MalformedData(f"shuffle of {n} cards with {len(self.rand)} randomizers")
        if any(type(p) is not int for p in self.perm) or sorted(self.perm) != list(range(n)):
            raise MalformedData(f"not a permutation of 0..{n - 1}: {self.perm!r:.120}")
        if any(type(s) is not int or not 0 < s < L for s in self.rand):
            raise MalformedData("a shuffle randomizer is not in [1, l-1]")

    @classmethod
    def random(cls, n: int, perm: Sequence[int] | None = None) -> ShuffleSecret:
        """Fresh randomizers with a uniform permutation, or with a chosen one (a reorder)."""
        order = list(range(n)) if perm is None else list(perm)
        if perm is None:
            entropy.shuffle(order)
        return cls(tuple(order), tuple(group.random_scalars(n)))


def apply_shuffle(
    src: Sequence[Ciphertext], secret: ShuffleSecret, h: Point
) -> tuple[Ciphertext, ...]:
    """out[j] = rerandomize(src[perm[j]], rand[j])."""
    if len(secret.perm) != len(src):
        raise MalformedData(f"shuffle secret of {len(secret.perm)} cards for {len(src)}")
    return rerandomize_many([src[p] for p in secret.perm], secret.rand, h)


def shuffle(
    inp: Sequence[Ciphertext], h: Point, secret: ShuffleSecret | None = None
) -> tuple[tuple[Ciphertext, ...], ShuffleSecret]:
    """Permute and re-randomize inp (a fresh uniform secret unless one is given)."""
    if secret is None:
        secret = ShuffleSecret.random(len(inp))
    return apply_shuffle(inp, secret, h), secret


# --- generators and challenges (the prover's and ``shuffle_check``'s common transcript) --

_gens: list[Point] = []
_gens_lock = threading.Lock()


def generators(n: int) -> tuple[Point, tuple[Point, ...]]:
    """(h, h_1..h_n): points nobody knows a relation between, from ``hash_to_point`` under
    their own tag (index 0 is h). Kept as they are made, so a deck size costs them once."""
    if type(n) is not int or not 0 <= n <= MAX_DECK:
        raise MalformedData(f"no shuffle generators for {n!r} cards")
    with _gens_lock:
        while len(_gens) <= n:
            _gens.append(challenges.hash_to_point(GENERATOR_TAG, len(_gens)))
        return _gens[0], tuple(_gens[1 : n + 1])


_FRAMED_POINT = challenges.frame(bytes(group.POINT_BYTES))[: -group.POINT_BYTES]
"""What ``challenges.frame`` puts before a point's 33 bytes."""


def _framed_points(points: Sequence[bytes]) -> bytes:
    """``b"".join(challenges.frame(p) for p in points)``, in one join when every point is a
    point's size (always, for points made or validated by the group)."""
    if all(len(p) == group.POINT_BYTES for p in points):
        return _FRAMED_POINT + _FRAMED_POINT.join(points) if points else b""
    frame = challenges.frame
    return b"".join([frame(p) for p in points])


def statement_digest(
    ctx: Context,
    joint: Point,
    inp: Sequence[Ciphertext],
    out: Sequence[Ciphertext],
    commitments: Sequence[Point],
) -> bytes:
    """D: the tag, the context, the group's generators, the joint key, both decks and the
    permutation commitments (everything the prover has fixed when the u_j are drawn)."""
    h, _ = generators(len(inp))
    d = hashlib.sha512(challenges.frame(STATEMENT_TAG) + ctx.encode())
    d.update(_framed_points([group.G, h, joint]) + challenges.frame(len(inp)))
    d.update(_framed_points([p for ct in inp for p in (ct.a, ct.b)]))
    d.update(_framed_points([p for ct in out for p in (ct.a, ct.b)]))
    d.update(_framed_points(commitments))
    return d.digest()


def u_challenges(digest: bytes, n: int) -> list[Scalar]:
    """u_j = H(U_TAG, D, j) for j < n."""
    return challenges.hash_to_scalars(U_TAG, [digest], range(n))


def challenge(
    digest: bytes, chain: Sequence[Point], t: Sequence[Point], t_hat: Sequence[Point]
) -> Scalar:
    """c = H(CHALLENGE_TAG, D, ĉ_1..ĉ_N, t_1..t_4, t̂_1..t̂_N)."""
    h = hashlib.sha512(challenges.frame(CHALLENGE_TAG) + challenges.frame(digest))
    h.update(_framed_points([*chain, *t, *t_hat]))
    return challenges.scalar_of_digest(h.digest())


def neg(s: int) -> Scalar:
    """-s mod l."""
    return Scalar(-s % L)


# --- the proof ------------------------------------------------------------------------

_POINT_LISTS = ("c", "chat", "that")
_SCALAR_LISTS = ("shat", "sprime")
_SINGLE_POINTS = ("t1", "t2", "t3")
_SINGLE_SCALARS = ("s1", "s2", "s3", "s4")
WIRE_KEYS = frozenset((*_POINT_LISTS, *_SCALAR_LISTS, *_SINGLE_POINTS, "t4", *_SINGLE_SCALARS))


@dataclass(frozen=True, slots=True)
class ShuffleProof:
    """A TW proof: commitments (c, ĉ), first messages (t_1..t_4, t̂) and responses."""

    c: tuple[Point, ...]
    """Permutation commitments, one per input position."""
    c_hat: tuple[Point, ...]
    """The commitment chain ĉ_1..ĉ_N."""
    t1: Point
    t2: Point
    t3: Point
    t4: tuple[Point, Point]
    """(on the A side, on the B side) of the ciphertexts."""
    t_hat: tuple[Point, ...]
    s1: Scalar
    s2: Scalar
    s3: Scalar
    s4: Scalar
    s_hat: tuple[Scalar, ...]
    s_prime: tuple[Scalar, ...]

    @property
    def size(self) -> int:
        """N, the number of cards the proof is about."""
        return len(self.c)

    def to_wire(self) -> dict[str, object]:
        """A map of the fields (points as bytes, scalars as ``encode_scalar``)."""
        enc = group.encode_scalar
        return {
            "c": list(self.c),
            "chat": list(self.c_hat),
            "t1": self.t1,
            "t2": self.t2,
            "t3": self.t3,
            "t4": list(self.t4),
            "that": list(self.t_hat),
            "s1": enc(self.s1),
            "s2": enc(self.s2),
            "s3": enc(self.s3),
            "s4": enc(self.s4),
            "shat": [enc(s) for s in self.s_hat],
            "sprime": [enc(s) for s in self.s_prime],
        }

    @classmethod
    def from_wire(cls, data: object, n: int) -> ShuffleProof:
        """Parse a proof about n cards: exact keys, every count, every point valid (one batch)
        and every scalar in [1, l-1]. Raises MalformedData, InvalidPoint or InvalidScalar."""
        if type(n) is not int or not 1 <= n <= MAX_DECK:
            raise MalformedData(f"a shuffle proof is about 1..{MAX_DECK} cards, not {n!r}")
        if not isinstance(data, dict) or set(data) != WIRE_KEYS:
            keys = sorted(data) if isinstance(data, dict) else type(data).__name__
            raise MalformedData(f"a shuffle proof has keys {sorted(WIRE_KEYS)}; got {keys!r:.120}")
        for key, want in [(k, n) for k in (*_POINT_LISTS, *_SCALAR_LISTS)] + [("t4", 2)]:
            items = data[key]
            if not isinstance(items, list | tuple) or len(items) != want:
                raise MalformedData(f"shuffle proof {key} must be a list of {want}")
        flat = [*data["c"], *data["chat"], *data["that"], *data["t4"]]
        points = group.decode_points([*flat, *(data[k] for k in _SINGLE_POINTS)])
        dec = group.decode_scalar
        return cls(
            c=tuple(points[:n]),
            c_hat=tuple(points[n : 2 * n]),
            t_hat=tuple(points[2 * n : 3 * n]),
            t4=(points[3 * n], points[3 * n + 1]),
            t1=points[3 * n + 2],
            t2=points[3 * n + 3],
            t3=points[3 * n + 4],
            s1=dec(data["s1"]),
            s2=dec(data["s2"]),
            s3=dec(data["s3"]),
            s4=dec(data["s4"]),
            s_hat=tuple(dec(s) for s in data["shat"]),
            s_prime=tuple(dec(s) for s in data["sprime"]),
        )


def proof_wire_bound(n: int, point_bytes: int = 33) -> int:
    """An upper bound on the msgpack size of a proof about n cards (its size is fixed by n):
    3n + 5 points and 2n + 4 scalars, each with a 2-byte header, and the lists and keys."""
    return (3 * n + 5) * (point_bytes + 2) + (2 * n + 4) * 34 + 5 * 3 + 80


# --- proving --------------------------------------------------------------------------


_ONE = (1,)
"""The scalar list of a point added as it is (``group.lincombs`` multiplies by nothing)."""


def prove_shuffle(
    inp: Sequence[Ciphertext],
    out: Sequence[Ciphertext],
    secret: ShuffleSecret,
    joint: Point,
    ctx: Context,
    *,
    scalars: RandomScalars | None = None,
) -> ShuffleProof:
    """Prove out = apply_shuffle(inp, secret, joint). A false claim yields a proof that fails.

    ``scalars`` replaces the randomness source (golden-vector tests only: a proof made with
    predictable scalars leaks the permutation).
    """
    n = len(inp)
    if not 1 <= n <= MAX_DECK or len(secret.perm) != n or len(out) != n:
        raise MalformedData(
            f"shuffle of {n} cards with {len(out)} outputs, secret of {len(secret.perm)}"
        )
    draw = scalars or group.random_scalars
    while True:
        proof = _prove_once(inp, out, secret, joint, ctx, draw)
        if proof is not None:
            return proof


def _prove_once(
    inp: Sequence[Ciphertext],
    out: Sequence[Ciphertext],
    secret: ShuffleSecret,
    joint: Point,
    ctx: Context,
    draw: RandomScalars,
) -> ShuffleProof | None:
    """One attempt; None in the 2^-250 case where a response comes out zero."""
    n, perm = len(inp), secret.perm
    h, hs = generators(n)
    rnd = draw(5 * n + 4)
    r, r_hat, w_hat, w_prime = rnd[:n], rnd[n : 2 * n], rnd[2 * n : 3 * n], rnd[3 * n : 4 * n]
    w1, w2, w3, w4 = rnd[4 * n : 4 * n + 4]
    # Permutation commitments: c_perm[i] = r_perm[i]·G + h_i.
    placed = group.lincombs([(r[perm[i]], _ONE, (hs[i],)) for i in range(n)])
    c: list[Point] = [group.G] * n
    for i in range(n):
        c[perm[i]] = placed[i]
    digest = statement_digest(ctx, joint, inp, out, c)
    u = u_challenges(digest, n)
    u_p = [u[perm[i]] for i in range(n)]
    # The chain in closed form, and the exponents of ĉ_{i-1} for t̂_i.
    big_r, big_u, prev_r, prev_u = [], [], [0] * n, [1] * n
    acc_r, acc_u = 0, 1
    for i in range(n):
        prev_r[i], prev_u[i] = acc_r, acc_u
        acc_r = (r_hat[i] + u_p[i] * acc_r) % L
        acc_u = (acc_u * u_p[i]) % L
        big_r.append(acc_r)
        big_u.append(acc_u)
    t_hat_g = [(w_hat[i] + w_prime[i] * prev_r[i]) % L for i in range(n)]
    t_hat_h = [w_prime[i] * prev_u[i] % L for i in range(n)]
    # ĉ_i, t̂_i; t_3 and t_4: the same ω' on the generators and on the output's two halves,
    # Σ ω'_i·out_i taken as Σ ω'_i·inp_perm[i] + (Σ ω'_i·rand_i)·(G, H): the same points, and
    # equal input points are gathered (a public deck's A sides are all G).
    neg_w4 = neg(w4)
    w_rand = sum(w * x for w, x in zip(w_prime, secret.rand, strict=True))
    src = [inp[perm[i]] for i in range(n)]
    sums = group.lincombs(
        [
            *((big_r[i], (big_u[i],), (h,)) for i in range(n)),
            *((t_hat_g[i], (t_hat_h[i],), (h,)) for i in range(n)),
            (w3, w_prime, hs),
            (neg_w4 + w_rand, w_prime, [ct.a for ct in src]),
            (0, [*w_prime, w_rand - w4], [*(ct.b for ct in src), joint]),
        ]
    )
    c_hat, t_hat = sums[:n], sums[n : 2 * n]
    t3, t4a, t4b = sums[2 * n :]
    t1, t2 = group.mul_base_many([w1, w2])
    cc = challenge(digest, c_hat, [t1, t2, t3, t4a, t4b], t_hat)
    r_bar = sum(r) % L
    r_tilde = sum(rj * uj for rj, uj in zip(r, u, strict=True)) % L
    r_prime = sum(s * up for s, up in zip(secret.rand, u_p, strict=True)) % L
    s = [(w1 + cc * r_bar) % L, (w2 + cc * acc_r) % L, (w3 + cc * r_tilde) % L,
         (w4 + cc * r_prime) % L]  # fmt: skip
    s_hat = [(w + cc * x) % L for w, x in zip(w_hat, r_hat, strict=True)]
    s_prime = [(w + cc * x) % L for w, x in zip(w_prime, u_p, strict=True)]
    if 0 in s or 0 in s_hat or 0 in s_prime:
        return None
    return ShuffleProof(
        tuple(c), tuple(c_hat), t1, t2, t3, (t4a, t4b), tuple(t_hat),
        Scalar(s[0]), Scalar(s[1]), Scalar(s[2]), Scalar(s[3]),
        tuple(map(Scalar, s_hat)), tuple(map(Scalar, s_prime)),
    )  # fmt: skip


def shuffle_and_prove(
    inp: Sequence[Ciphertext], joint: Point, ctx: Context
) -> tuple[tuple[Ciphertext, ...], ShuffleSecret, ShuffleProof]:
    """A fresh shuffle of inp with its proof (the secret is the prover's alone)."""
    out, secret = shuffle(inp, joint)
    return out, secret, prove_shuffle(inp, out, secret, joint, ctx)
