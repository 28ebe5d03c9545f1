"""Checking shuffle proofs (``net.fair.shuffle``): CheckShuffleProof, alone or in a batch.

The prover and the checker share the statement and its challenges (``net.fair.shuffle``); what
is here runs on every peer for every shuffle it did not make. A proof's equations are built as
sums (``_equations``) and checked as one random-weighted sum (``_all_hold``), with the points
the proofs share multiplied once; only when that sum fails is each equation computed apart
(``_failed_checks``) to name what fails. Cost per card: 8 multiplications to verify one proof
alone (and one fixed-base multiplication per proof), fewer for proofs checked together
(``bench/shuffle.py``).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from functools import lru_cache

from net.fair import group
from net.fair.challenges import Context
from net.fair.elgamal import MAX_DECK, Ciphertext
from net.fair.errors import BadShuffle, FairPlayError
from net.fair.group import L, Point
from net.fair.shuffle import (
    ShuffleProof,
    challenge,
    generators,
    neg,
    statement_digest,
    u_challenges,
)


@lru_cache(maxsize=32)
def _generator_sum(n: int) -> Point:
    return group.point_sum(generators(n)[1])


def verify_shuffle(
    inp: Sequence[Ciphertext],
    out: Sequence[Ciphertext],
    proof: ShuffleProof,
    joint: Point,
    ctx: Context,
) -> tuple[Ciphertext, ...]:
    """Check the proof; return out, or raise BadShuffle (and nothing else) if it fails.

    inp, out and the proof must hold validated points (``deck_from_wire``,
    ``ShuffleProof.from_wire``). An identity point met on the way (a hostile proof can aim
    for one; some backends cannot even represent it) rejects the proof.
    """
    where = _check_sizes(inp, out, proof, ctx)
    try:
        system = _equations(inp, out, proof, joint, ctx)
        failed = [] if _all_hold([system]) else _failed_checks(*system)
    except (FairPlayError, ValueError) as exc:
        raise BadShuffle(f"shuffle proof at {where} meets an invalid point: {exc}") from None
    if failed:
        raise BadShuffle(
            f"shuffle proof at {where} fails ({', '.join(failed)}): the output is not a "
            f"re-encrypted permutation of the input"
        )
    return tuple(out)


Claim = tuple[Sequence[Ciphertext], Sequence[Ciphertext], ShuffleProof, Context]
"""(inp, out, proof, ctx): one shuffle to check, as ``verify_shuffle`` takes it."""


def verify_shuffles(claims: Sequence[Claim], joint: Point) -> list[BadShuffle | None]:
    """``verify_shuffle`` over several shuffles under one joint key: the verdict of each, None
    for a proof that holds.

    Every equation of every proof is checked as one random-weighted sum (``_all_hold``), in
    which the points the proofs share are multiplied once: the generators h_i, h, G and the
    joint key, and a deck that is one shuffle's output and the next one's input. Only when
    that sum fails is each proof checked alone, so a verdict never depends on the others.
    """
    verdicts: list[BadShuffle | None] = [None] * len(claims)
    systems = []
    for i, (inp, out, proof, ctx) in enumerate(claims):
        try:
            where = _check_sizes(inp, out, proof, ctx)
            systems.append(_equations(inp, out, proof, joint, ctx))
        except BadShuffle as exc:
            verdicts[i] = exc
        except (FairPlayError, ValueError) as exc:
            verdicts[i] = BadShuffle(f"shuffle proof at {where} meets an invalid point: {exc}")
    if systems and not _all_hold(systems):
        for i, (inp, out, proof, ctx) in enumerate(claims):
            if verdicts[i] is None:
                try:
                    verify_shuffle(inp, out, proof, joint, ctx)
                except BadShuffle as exc:
                    verdicts[i] = exc
    return verdicts


def _check_sizes(
    inp: Sequence[Ciphertext], out: Sequence[Ciphertext], proof: ShuffleProof, ctx: Context
) -> str:
    """Where the shuffle is (for messages); BadShuffle if the decks and the proof disagree on
    the number of cards."""
    where = f"step {ctx.step}, seat {ctx.seat}"
    n = len(inp)
    if len(out) != n or not 1 <= n <= MAX_DECK:
        raise BadShuffle(f"shuffle at {where} turns {n} cards into {len(out)}")
    sizes = {len(proof.c), len(proof.c_hat), len(proof.t_hat), len(proof.s_hat),
             len(proof.s_prime)}  # fmt: skip
    if sizes != {n}:
        raise BadShuffle(f"shuffle proof at {where} is not about {n} cards")
    return where


System = tuple[list[group.Row], list[Point]]
"""A proof's equations: ``sent[k]`` must equal the sum ``rows[k]``, for t_1, t_2, t_3, t_4
(both sides) and t̂_1..t̂_N in that order."""


def _equations(
    inp: Sequence[Ciphertext],
    out: Sequence[Ciphertext],
    proof: ShuffleProof,
    joint: Point,
    ctx: Context,
) -> System:
    """CheckShuffleProof's equations, each as a sum (equal points are gathered when it is
    computed: e.g. the A sides of a public deck are all G)."""
    n, p = len(inp), proof
    h, hs = generators(n)
    digest = statement_digest(ctx, joint, inp, out, p.c)
    u = u_challenges(digest, n)
    cc = challenge(digest, p.c_hat, [p.t1, p.t2, p.t3, *p.t4], p.t_hat)
    neg_c = neg(cc)
    u_prod = 1
    for x in u:
        u_prod = u_prod * x % L
    cu = [neg_c * x % L for x in u]  # −c·u_j
    sp = p.s_prime
    neg_s4 = neg(p.s4)
    c_bar = group.sub(group.point_sum(p.c), _generator_sum(n))
    prev = (h, *p.c_hat[:-1])  # ĉ_0 = h
    # t_2 = s_2·G − c·(ĉ_N − (Π u_j)·h).
    rows: list[group.Row] = [
        (p.s1, (neg_c,), (c_bar,)),
        (p.s2, (neg_c, cc * u_prod % L), (p.c_hat[-1], h)),
        (p.s3, [*cu, *sp], [*p.c, *hs]),
        (neg_s4, [*cu, *sp], [*(ct.a for ct in inp), *(ct.a for ct in out)]),
        (0, [*cu, *sp, neg_s4], [*(ct.b for ct in inp), *(ct.b for ct in out), joint]),
        *((p.s_hat[i], (sp[i], neg_c), (prev[i], p.c_hat[i])) for i in range(n)),
    ]
    return rows, [p.t1, p.t2, p.t3, *p.t4, *p.t_hat]


def _failed_checks(rows: list[group.Row], sent: list[Point]) -> list[str]:
    """The names of the equations that fail, each computed apart."""
    sums = group.lincombs(rows)
    checks = [("t1", sums[0] == sent[0]), ("t2", sums[1] == sent[1]), ("t3", sums[2] == sent[2]),
              ("t4", sums[3:5] == sent[3:5]), ("t-hat", sums[5:] == sent[5:])]  # fmt: skip
    return [name for name, ok in checks if not ok]


WEIGHT_BYTES = 16
"""Size of each equation's random weight in the batched check: 128 bits."""


def _all_hold(systems: Sequence[System]) -> bool:
    """Whether every equation sent[k] = rows[k] of every system holds, checked as one: with
    random weights a (1 for the first system's t_3, the point compared),
    Σ a·(rows[k] − sent[k]) + t_3 = t_3.

    The small-exponent batch test (Bellare, Garay and Rabin, 1998): if any equation fails,
    its difference is a nonzero element of a group of prime order n > 2^128, so for any fixed
    other weights at most one of the 2^128 values of its weight makes the sum vanish; the
    weights come from ``os.urandom`` after the proofs are fixed, so a false proof passes with
    odds at most 2^-128 (the soundness figure of ``bench/fairplay.py`` is 128 bits anyway).
    They are not drawn through ``net.fair.entropy``: a check must not consume the seeded
    stream a durable seat replays its messages from. Gathering makes the one sum cheaper than
    the equations apart: the fixed-base terms become one multiplication, each ĉ_i (in t̂_i
    and t̂_{i+1}) and each point shared between proofs is multiplied once; each sent point
    costs one multiplication by its weight instead.
    """
    count = sum(len(rows) for rows, _ in systems)
    raw = os.urandom(WEIGHT_BYTES * count)
    weights = iter(
        [
            int.from_bytes(raw[k : k + WEIGHT_BYTES], "big") or 1
            for k in range(0, len(raw), WEIGHT_BYTES)
        ]
    )
    target = systems[0][1][2]
    b, scalars, points = 0, [], []
    for index, (rows, sent) in enumerate(systems):
        for k, ((row_b, row_s, row_p), t) in enumerate(zip(rows, sent, strict=True)):
            a = next(weights)
            if index == 0 and k == 2:  # the target's own equation: weight 1, not subtracted
                a = 1
            else:
                scalars.append(-a)
                points.append(t)
            b += a * row_b
            scalars += [a * x for x in row_s]
            points += row_p
    try:
        return group.lincomb(b, scalars, points) == target
    except FairPlayError:  # the sum is the identity, which the target is not
        return False
