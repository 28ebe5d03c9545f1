"""Verifiable re-encryption shuffles: cut-and-choose proof with k shadow shuffles.

A shuffle maps ``inp`` to ``out[j] = rerandomize(inp[perm[j]], rand[j])``. The prover makes k
shadow shuffles of the input; a Fiat–Shamir challenge picks, per shadow, whether it is
opened to the input or to the output. A false shuffle survives each shadow with odds 1/2.

The proof is in compact form: it carries the challenge and the openings but not the shadows,
since each shadow is fully determined by its opening and the side the challenge bit names.
The verifier rebuilds every shadow and re-derives the challenge. So the proof holds no
points at all (nothing to validate), and is half the size.

Each shadow's permutation and randomizers are expanded from a fresh 32-byte seed (SHAKE-256),
so a shadow opened to the input is sent as its seed alone: on average half the rounds open
that way, which halves the proof again (an 88-card shuffle message averages ~31 KB instead of
~56 KB, what a shared Wi-Fi carries three times per shuffle). A shadow opened to the output
sends (ψ, σ) as before: its seed stays secret, and SHAKE-256 keeps φ hidden behind it. The
size bound (every bit 1) is unchanged: ``proof_wire_bound``.

Cost for n cards and k rounds, one fixed-base and one variable-base multiplication and two
additions per re-randomization: the shuffle n, its proof k·n, the verification k·n. The k
shadows of a proof or a verification are re-randomized as one batch, which the group layer
splits over its thread pool.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from net.fair import group
from net.fair.elgamal import MAX_DECK, Ciphertext, rerandomize_many
from net.fair.errors import BadShuffle, MalformedData
from net.fair.group import Context, L, Point, Scalar

SHUFFLE_TAG = b"hypnose/fair/v1/shuffle"
SHADOW_TAG = b"hypnose/fair/v1/shadow-seed"
SEED_BYTES = 32
DEFAULT_ROUNDS = 16
"""k, the number of shadow shuffles: a false shuffle passes with odds 2^-k."""
MAX_ROUNDS = 256
"""The challenge is 32 bytes, one bit per round."""

_sysrandom = random.SystemRandom()


@dataclass(frozen=True, slots=True)
class ShuffleSecret:
    """A permutation and its randomizers: out[j] = rerandomize(src[perm[j]], rand[j]).

    Construction checks that perm is a permutation and every randomizer is in [1, l-1],
    so an instance is always well-formed.
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
            _sysrandom.shuffle(order)
        return cls(tuple(order), tuple(group.random_scalars(n)))

    def to_wire(self) -> dict[str, object]:
        """{"perm": [int], "rand": [32-byte scalar]}, published for the end-of-game audit."""
        return {"perm": list(self.perm), "rand": [group.encode_scalar(s) for s in self.rand]}

    @classmethod
    def from_wire(cls, data: object, n: int) -> ShuffleSecret:
        """Parse a secret of n cards, checking the permutation and every scalar."""
        if not isinstance(data, dict) or set(data) != {"perm", "rand"}:
            raise MalformedData(f"a shuffle secret has keys perm, rand; got {data!r:.80}")
        perm, rand = data["perm"], data["rand"]
        if not isinstance(perm, list | tuple) or not isinstance(rand, list | tuple):
            raise MalformedData("shuffle secret perm and rand must be lists")
        if len(perm) != n or len(rand) != n:
            raise MalformedData(f"shuffle secret of {len(perm)}/{len(rand)} entries, expected {n}")
        return cls(tuple(perm), tuple(group.decode_scalar(s) for s in rand))


Opening = bytes | ShuffleSecret
"""A shadow opened to the input is its seed; one opened to the output is (ψ, σ)."""


@dataclass(frozen=True, slots=True)
class ShuffleProof:
    """The Fiat–Shamir challenge (32 bytes) and one opening per shadow shuffle."""

    challenge: bytes
    openings: tuple[Opening, ...]

    def __post_init__(self) -> None:
        if type(self.challenge) is not bytes or len(self.challenge) != 32:
            raise MalformedData("a shuffle challenge is 32 bytes")
        if not 1 <= len(self.openings) <= MAX_ROUNDS:
            raise MalformedData(f"{len(self.openings)} shadow openings, not in [1, {MAX_ROUNDS}]")

    def to_wire(self) -> dict[str, object]:
        """{"challenge": bytes, "openings": [seed bytes or secret wire form]}."""
        wire = [o if isinstance(o, bytes) else o.to_wire() for o in self.openings]
        return {"challenge": self.challenge, "openings": wire}

    @classmethod
    def from_wire(cls, data: object, n: int) -> ShuffleProof:
        """Parse a proof about a deck of n cards."""
        if not isinstance(data, dict) or set(data) != {"challenge", "openings"}:
            raise MalformedData(f"a shuffle proof has keys challenge, openings; got {data!r:.80}")
        openings = data["openings"]
        if not isinstance(openings, list | tuple) or not 1 <= len(openings) <= MAX_ROUNDS:
            raise MalformedData(f"shuffle proof openings must be a list of 1..{MAX_ROUNDS}")
        parsed: list[Opening] = []
        for o in openings:
            if type(o) is bytes:
                if len(o) != SEED_BYTES:
                    raise MalformedData(f"a shadow seed is {SEED_BYTES} bytes, got {len(o)}")
                parsed.append(o)
            else:
                parsed.append(ShuffleSecret.from_wire(o, n))
        return cls(data["challenge"], tuple(parsed))


def shadow_from_seed(seed: bytes, n: int) -> ShuffleSecret:
    """The shadow secret a seed stands for: a Fisher–Yates permutation and n randomizers in
    [1, l-1], from one SHAKE-256 stream (16 bytes per swap, 64 per randomizer, so the
    reductions' bias is below 2^-120)."""
    if type(seed) is not bytes or len(seed) != SEED_BYTES:
        raise MalformedData(f"a shadow seed is {SEED_BYTES} bytes")
    if not 0 <= n <= MAX_DECK:
        raise MalformedData(f"a shadow of {n} cards")
    stream = hashlib.shake_256(group.frame(SHADOW_TAG) + group.frame(n) + seed)
    raw = stream.digest(16 * n + 64 * n)
    fb = int.from_bytes
    perm = list(range(n))
    for i in range(n - 1, 0, -1):
        j = fb(raw[16 * i : 16 * i + 16], "little") % (i + 1)
        perm[i], perm[j] = perm[j], perm[i]
    at, m = 16 * n, L - 1
    rand = [Scalar(fb(raw[at + 64 * j : at + 64 * j + 64], "little") % m + 1) for j in range(n)]
    return ShuffleSecret(tuple(perm), tuple(rand))


def opening_wire_bound(n: int) -> int:
    """An upper bound on the msgpack size of one opening about n cards (the (ψ, σ) form): each
    randomizer is 34 bytes, each index 1 byte below 128 and at most 3 beyond, plus the map."""
    return n * (34 + (1 if n <= 128 else 3)) + 24


def proof_wire_bound(n: int, rounds: int) -> int:
    """An upper bound on the msgpack size of a proof about n cards (every shadow opened to
    the output, the largest form), to check a deck's shuffle fits a frame."""
    return 40 + rounds * opening_wire_bound(n)


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


def _deck_bytes(cts: Sequence[Ciphertext]) -> bytes:
    return b"".join([ct.a + ct.b for ct in cts])


def _shadows(
    srcs: Sequence[Sequence[Ciphertext]], secrets: Sequence[ShuffleSecret], h: Point
) -> list[tuple[Ciphertext, ...]]:
    """``[apply_shuffle(src, secret, h) for src, secret in zip(srcs, secrets)]`` in one batch."""
    picked: list[Ciphertext] = []
    scalars: list[Scalar] = []
    sizes = []
    for src, secret in zip(srcs, secrets, strict=True):
        if len(secret.perm) != len(src):
            raise MalformedData(f"shuffle secret of {len(secret.perm)} cards for {len(src)}")
        picked += [src[p] for p in secret.perm]
        scalars += secret.rand
        sizes.append(len(src))
    flat = rerandomize_many(picked, scalars, h)
    out, at = [], 0
    for size in sizes:
        out.append(flat[at : at + size])
        at += size
    return out


def _challenge(
    ctx: Context,
    h: Point,
    inp: Sequence[Ciphertext],
    out: Sequence[Ciphertext],
    shadows: Sequence[Sequence[Ciphertext]],
) -> bytes:
    digest = hashlib.sha256(group.frame(SHUFFLE_TAG) + ctx.encode() + group.frame(h))
    digest.update(group.frame(len(inp)) + group.frame(len(shadows)))
    digest.update(_deck_bytes(inp))
    digest.update(_deck_bytes(out))
    for shadow in shadows:
        digest.update(_deck_bytes(shadow))
    return digest.digest()


def _bits(challenge: bytes, k: int) -> list[int]:
    return [(challenge[t >> 3] >> (t & 7)) & 1 for t in range(k)]


def prove_shuffle(
    inp: Sequence[Ciphertext],
    out: Sequence[Ciphertext],
    secret: ShuffleSecret,
    h: Point,
    ctx: Context,
    rounds: int = DEFAULT_ROUNDS,
) -> ShuffleProof:
    """Prove out = apply_shuffle(inp, secret, h). Not checked here: a false claim fails to verify.

    Costs k·n re-randomizations (one fixed-base and one variable-base multiplication each).
    """
    n = len(inp)
    if not 1 <= rounds <= MAX_ROUNDS:
        raise MalformedData(f"rounds must be in [1, {MAX_ROUNDS}], got {rounds}")
    if len(secret.perm) != n or len(out) != n:
        raise MalformedData(
            f"shuffle of {n} cards with {len(out)} outputs, secret of {len(secret.perm)}"
        )
    inv = [0] * n
    for j, p in enumerate(secret.perm):
        inv[p] = j
    rand = secret.rand
    seeds: list[bytes] = []
    shadow_secrets: list[ShuffleSecret] = []
    while len(seeds) < rounds:
        seed = os.urandom(SEED_BYTES)
        phi = shadow_from_seed(seed, n)
        # The output-side opening is rho - r: a seed that would make one zero is drawn again.
        if any(rho == rand[inv[p]] for p, rho in zip(phi.perm, phi.rand, strict=True)):
            continue
        seeds.append(seed)
        shadow_secrets.append(phi)
    shadows = _shadows([inp] * rounds, shadow_secrets, h)
    challenge = _challenge(ctx, h, inp, out, shadows)
    openings: list[Opening] = []
    for bit, seed, phi in zip(_bits(challenge, rounds), seeds, shadow_secrets, strict=True):
        if bit == 0:
            openings.append(seed)
        else:
            psi = tuple(inv[p] for p in phi.perm)
            sigma = tuple(Scalar((rho - rand[i]) % L) for i, rho in zip(psi, phi.rand, strict=True))
            openings.append(ShuffleSecret(psi, sigma))
    return ShuffleProof(challenge, tuple(openings))


def shuffle_and_prove(
    inp: Sequence[Ciphertext], h: Point, ctx: Context, rounds: int = DEFAULT_ROUNDS
) -> tuple[tuple[Ciphertext, ...], ShuffleSecret, ShuffleProof]:
    """A fresh shuffle of inp with its proof; keep the secret for the end-of-game audit."""
    out, secret = shuffle(inp, h)
    proof = prove_shuffle(inp, out, secret, h, ctx, rounds)
    return out, secret, proof


def verify_shuffle(
    inp: Sequence[Ciphertext],
    out: Sequence[Ciphertext],
    proof: ShuffleProof,
    h: Point,
    ctx: Context,
    rounds: int = DEFAULT_ROUNDS,
) -> tuple[Ciphertext, ...]:
    """Check the proof (with exactly the agreed number of rounds); return out or raise BadShuffle.

    inp and out must hold validated points (``deck_from_wire`` does it).
    """
    where = f"step {ctx.step}, seat {ctx.seat}"
    if len(out) != len(inp):
        raise BadShuffle(f"shuffle at {where} turns {len(inp)} cards into {len(out)}")
    if len(proof.openings) != rounds:
        raise BadShuffle(f"shuffle proof at {where} has {len(proof.openings)} rounds, not {rounds}")
    n = len(inp)
    bits = _bits(proof.challenge, rounds)
    if any(isinstance(o, bytes) != (bit == 0) for bit, o in zip(bits, proof.openings, strict=True)):
        raise BadShuffle(f"shuffle proof at {where} opens a shadow in the wrong form for its side")
    secrets = [o if isinstance(o, ShuffleSecret) else shadow_from_seed(o, n) for o in
               proof.openings]  # fmt: skip
    if any(len(o.perm) != n for o in secrets):
        raise BadShuffle(f"shuffle proof at {where} opens a shadow of the wrong size")
    srcs = [out if bit else inp for bit in bits]
    shadows = _shadows(srcs, secrets, h)
    if not hmac.compare_digest(_challenge(ctx, h, inp, out, shadows), proof.challenge):
        raise BadShuffle(
            f"shuffle proof at {where} fails: the shadows rebuilt from its openings do not "
            f"hash to its challenge, so the output is not a re-encrypted permutation of the input"
        )
    return tuple(out)


def verify_shuffle_exact(
    inp: Sequence[Ciphertext], out: Sequence[Ciphertext], secret: ShuffleSecret, h: Point
) -> tuple[Ciphertext, ...]:
    """End-of-game audit: the published secret must map inp to out exactly."""
    if len(out) != len(inp) or len(secret.perm) != len(inp):
        raise BadShuffle(
            f"audit: {len(inp)} cards in, {len(out)} out, secret of {len(secret.perm)}"
        )
    for j, (want, got) in enumerate(zip(apply_shuffle(inp, secret, h), out, strict=True)):
        if want != got:
            raise BadShuffle(
                f"audit: output {j} is not input {secret.perm[j]} re-randomized "
                f"(got A={got.a.hex()[:16]}…, expected A={want.a.hex()[:16]}…)"
            )
    return tuple(out)
