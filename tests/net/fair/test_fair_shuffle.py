"""Shuffle proofs: honest shuffles verify, cheating shuffles fail, the audit is exact.

Attack tests use k = 32 on small decks, so a cheat slips through with odds 2^-32 rather
than 1/16 (k = 4 is enough only where the honest path is tested).
"""

from __future__ import annotations

from collections.abc import Iterator

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.fair import group
from net.fair.elgamal import (
    Ciphertext,
    card_table,
    deck_from_wire,
    deck_to_wire,
    decrypt,
    encrypt,
    public_deck,
    rerandomize,
    rerandomize_many,
)
from net.fair.errors import BadShuffle, InvalidPoint, InvalidScalar, MalformedData
from net.fair.group import Context, L, Scalar
from net.fair.keys import KeyPair, joint_key
from net.fair.shuffle import (
    DEFAULT_ROUNDS,
    ShuffleProof,
    ShuffleSecret,
    apply_shuffle,
    proof_wire_bound,
    prove_shuffle,
    shadow_from_seed,
    shuffle,
    shuffle_and_prove,
    verify_shuffle,
    verify_shuffle_exact,
)

KEYS = [KeyPair.generate() for _ in range(3)]
H = joint_key([kp.public for kp in KEYS])
X = Scalar(sum(kp.secret for kp in KEYS) % L)
TABLE = card_table(20)
CTX = Context(b"game-shuffle", 7, 1)
STRICT = 32


def _off_curve() -> bytes:
    for x in range(2, 100):
        try:
            group.add(b"\x02" + x.to_bytes(group.POINT_BYTES - 1, "big"), group.G)
        except InvalidPoint:
            return b"\x02" + x.to_bytes(group.POINT_BYTES - 1, "big")
    raise AssertionError("no small x off the curve")


OFF_CURVE = _off_curve()


def kinds_of(deck: tuple[Ciphertext, ...] | list[Ciphertext]) -> list[int]:
    return [TABLE.decode(decrypt(ct, X)) for ct in deck]


def fresh_deck(n: int = 6) -> tuple[Ciphertext, ...]:
    return shuffle(public_deck(range(n), H, TABLE), H)[0]


def test_honest_shuffle_verifies_at_default_rounds() -> None:
    deck = fresh_deck(10)
    out, secret, proof = shuffle_and_prove(deck, H, CTX)
    assert len(proof.openings) == DEFAULT_ROUNDS == 16
    assert verify_shuffle(deck, out, proof, H, CTX) == out
    assert sorted(kinds_of(out)) == sorted(kinds_of(deck))
    assert [kinds_of(deck)[p] for p in secret.perm] == kinds_of(out)


@given(st.integers(min_value=0, max_value=7), st.integers(min_value=1, max_value=6))
@settings(max_examples=8, deadline=None)
def test_honest_shuffles_of_any_size_verify(n: int, rounds: int) -> None:
    deck = fresh_deck(n)
    out, secret, proof = shuffle_and_prove(deck, H, CTX, rounds)
    assert verify_shuffle(deck, out, proof, H, CTX, rounds) == out
    assert verify_shuffle_exact(deck, out, secret, H) == out


def test_proof_survives_the_wire() -> None:
    deck = fresh_deck()
    out, _, proof = shuffle_and_prove(deck, H, CTX, 4)
    raw = msgpack.packb({"out": deck_to_wire(out), "proof": proof.to_wire()})
    data = msgpack.unpackb(raw)
    received = deck_from_wire(data["out"], expected=6)
    parsed = ShuffleProof.from_wire(data["proof"], 6)
    assert parsed == proof
    verify_shuffle(deck, received, parsed, H, CTX, 4)


def test_chosen_order_reorder_is_provable() -> None:
    deck = fresh_deck()
    secret = ShuffleSecret.random(6, perm=[5, 4, 3, 2, 1, 0])
    out = apply_shuffle(deck, secret, H)
    verify_shuffle(deck, out, prove_shuffle(deck, out, secret, H, CTX, 4), H, CTX, 4)
    assert kinds_of(out) == kinds_of(deck)[::-1]


def test_shuffle_that_swaps_in_a_different_card_attack() -> None:
    deck = fresh_deck()
    out, secret = shuffle(deck, H)
    intruder = encrypt(TABLE.point(19), group.random_scalar(), H)
    forged = (*out[:2], intruder, *out[3:])
    proof = prove_shuffle(deck, forged, secret, H, CTX, STRICT)
    with pytest.raises(BadShuffle, match="not a re-encrypted permutation"):
        verify_shuffle(deck, forged, proof, H, CTX, STRICT)
    with pytest.raises(BadShuffle, match="output 2"):
        verify_shuffle_exact(deck, forged, secret, H)


def test_shuffle_that_drops_a_card_attack() -> None:
    deck = fresh_deck()
    out, _, proof = shuffle_and_prove(deck, H, CTX, STRICT)
    with pytest.raises(BadShuffle, match="turns 6 cards into 5"):
        verify_shuffle(deck, out[:5], proof, H, CTX, STRICT)


def test_shuffle_that_duplicates_a_card_attack() -> None:
    deck = fresh_deck()
    out, secret = shuffle(deck, H)
    copy = rerandomize(out[0], group.random_scalar(), H)
    forged = (*out[:4], copy, out[5])
    assert sorted(kinds_of(forged)) != sorted(kinds_of(deck))
    proof = prove_shuffle(deck, forged, secret, H, CTX, STRICT)
    with pytest.raises(BadShuffle):
        verify_shuffle(deck, forged, proof, H, CTX, STRICT)
    with pytest.raises(BadShuffle, match="output 4"):
        verify_shuffle_exact(deck, forged, secret, H)


def test_proof_transplanted_onto_another_output_attack() -> None:
    deck = fresh_deck()
    _, _, proof = shuffle_and_prove(deck, H, CTX, STRICT)
    other, _ = shuffle(deck, H)
    with pytest.raises(BadShuffle):
        verify_shuffle(deck, other, proof, H, CTX, STRICT)


@pytest.mark.parametrize(
    "ctx", [CTX.with_seat(2), Context(CTX.game_id, 8, 1), Context(b"other-game", 7, 1)]
)
def test_proof_replayed_in_another_context_attack(ctx: Context) -> None:
    deck = fresh_deck()
    out, _, proof = shuffle_and_prove(deck, H, CTX, 8)
    with pytest.raises(BadShuffle, match=f"step {ctx.step}, seat {ctx.seat}"):
        verify_shuffle(deck, out, proof, H, ctx, 8)


def test_proof_with_fewer_rounds_than_agreed_refused() -> None:
    """A one-round proof of a cheat passes half the time; the verifier insists on its k."""
    deck = fresh_deck()
    out, _, proof = shuffle_and_prove(deck, H, CTX, 1)
    with pytest.raises(BadShuffle, match="1 rounds, not 16"):
        verify_shuffle(deck, out, proof, H, CTX)


def test_tampered_opening_or_challenge_fails() -> None:
    deck = fresh_deck()
    while True:  # a proof that opens both ways (each round to either side, odds 1/2)
        out, _, proof = shuffle_and_prove(deck, H, CTX, 16)
        if {type(o) for o in proof.openings} == {bytes, ShuffleSecret}:
            break
    for i, opening in enumerate(proof.openings):
        if isinstance(opening, bytes):  # a seed opened to the input: another seed
            tampered: object = bytes([opening[0] ^ 1]) + opening[1:]
        else:
            first = Scalar(opening.rand[0] % (L - 1) + 1)
            tampered = ShuffleSecret(opening.perm, (first, *opening.rand[1:]))
        openings = (*proof.openings[:i], tampered, *proof.openings[i + 1 :])
        with pytest.raises(BadShuffle, match="do not hash to its challenge"):
            verify_shuffle(deck, out, ShuffleProof(proof.challenge, openings), H, CTX, 16)  # type: ignore[arg-type]
    # an opening in the other side's form (a seed where (psi, sigma) is due, or the reverse)
    i = next(i for i, o in enumerate(proof.openings) if isinstance(o, ShuffleSecret))
    swapped = (*proof.openings[:i], bytes(32), *proof.openings[i + 1 :])
    with pytest.raises(BadShuffle, match="wrong form"):
        verify_shuffle(deck, out, ShuffleProof(proof.challenge, swapped), H, CTX, 16)
    flipped = bytes([proof.challenge[0] ^ 1]) + proof.challenge[1:]
    with pytest.raises(BadShuffle):
        verify_shuffle(deck, out, ShuffleProof(flipped, proof.openings), H, CTX, 16)


def test_audit_with_a_false_secret_fails() -> None:
    deck = fresh_deck()
    out, secret = shuffle(deck, H)
    wrong = ShuffleSecret(secret.perm, (Scalar(secret.rand[0] % (L - 1) + 1), *secret.rand[1:]))
    with pytest.raises(BadShuffle, match="output 0"):
        verify_shuffle_exact(deck, out, wrong, H)
    revealed = ShuffleSecret.from_wire(msgpack.unpackb(msgpack.packb(secret.to_wire())), 6)
    assert verify_shuffle_exact(deck, out, revealed, H) == out


@pytest.mark.parametrize(
    "data",
    [
        {"perm": [0, 1, 1], "rand": [b"\x01" + bytes(31)] * 3},
        {"perm": [0, 1, 3], "rand": [b"\x01" + bytes(31)] * 3},
        {"perm": [0, 1, True], "rand": [b"\x01" + bytes(31)] * 3},
        {"perm": [0, 1, 2], "rand": [bytes(32)] * 3},
        {"perm": [0, 1, 2], "rand": [L.to_bytes(32, "big")] * 3},
        {"perm": [0, 1], "rand": [b"\x01" + bytes(31)] * 2},
        {"perm": [0, 1, 2]},
    ],
)
def test_malformed_shuffle_secret_rejected(data: object) -> None:
    with pytest.raises(MalformedData):
        ShuffleSecret.from_wire(data, 3)


def test_malformed_proof_rejected() -> None:
    deck = fresh_deck(3)
    # Only an opening to the output holds n-sized data: a proof of seeds alone (every round
    # opened to the input) decodes for any deck size. Draw until some round opens to the output
    # (each round does with probability 1/2), so the premise never rests on the random challenge.
    while True:
        _, _, proof = shuffle_and_prove(deck, H, CTX, 2)
        if any(type(o) is not bytes for o in proof.to_wire()["openings"]):
            break
    wire = proof.to_wire()
    with pytest.raises(MalformedData):
        ShuffleProof.from_wire({**wire, "challenge": b"short"}, 3)
    with pytest.raises(MalformedData):
        ShuffleProof.from_wire({**wire, "openings": []}, 3)
    with pytest.raises(MalformedData):
        ShuffleProof.from_wire(wire, 4)


# --- parallel batches and batch validation ---------------------------------------------


@pytest.fixture(params=[1, 2], ids=["serial", "split"])
def threads(request: pytest.FixtureRequest) -> Iterator[int]:
    previous = group.set_parallelism(request.param)
    yield request.param
    group.set_parallelism(previous)


def test_split_batches_equal_serial_ones() -> None:
    n = 101  # uneven, above every split threshold
    scalars = group.random_scalars(n)
    points = [group.mul_base(s) for s in group.random_scalars(n)]
    deck = public_deck([i % 20 for i in range(n)], H, TABLE)
    results = []
    for threads in (1, 2):
        previous = group.set_parallelism(threads)
        try:
            results.append(
                (
                    group.mul_many(scalars, points),
                    group.mul_same(scalars, H),
                    group.mul_base_many(scalars),
                    group.add_many(points, points[::-1]),
                    group.sub_many(points, points[1:] + points[:1]),
                    rerandomize_many(deck, scalars, H),
                )
            )
        finally:
            group.set_parallelism(previous)
    assert results[0] == results[1]
    assert results[0][0] == [group.mul(s, p) for s, p in zip(scalars, points, strict=True)]
    assert results[0][5] == tuple(
        rerandomize(ct, s, H) for ct, s in zip(deck, scalars, strict=True)
    )


def test_refusal_in_a_split_chunk_raises(threads: int) -> None:
    points = [group.mul_base(s) for s in group.random_scalars(100)]
    bad = OFF_CURVE  # refused by the multiplication
    with pytest.raises(InvalidPoint):
        group.mul_many([Scalar(3)] * 100, [*points[:90], bad, *points[91:]])
    with pytest.raises(InvalidPoint):
        group.mul_many([Scalar(3)] * 100, [*points[:90], b"short", *points[91:]])
    with pytest.raises(InvalidPoint, match="cannot add"):
        group.add_many(points, [*points[:99], OFF_CURVE])
    with pytest.raises(InvalidPoint, match="cannot subtract"):
        group.sub_many([*points[:60], OFF_CURVE, *points[61:]], points)
    with pytest.raises(InvalidScalar, match="refusing scalar"):
        group.mul_same([Scalar(2)] * 99 + [Scalar(0)], H)
    with pytest.raises(ValueError):
        group.set_parallelism(group.WORKERS + 1)


def test_batch_validation_raises_what_one_by_one_would(threads: int) -> None:
    points = [group.mul_base(s) for s in group.random_scalars(80)]
    assert group.decode_points(points) == points
    for bad in (
        bytes(33),
        b"\x04" + bytes(32),
        b"\x02" + b"\xff" * 32,
        OFF_CURVE,
        b"short",
        "text",
    ):
        for at in (0, 41, 79):
            items: list[object] = [*points[:at], bad, *points[at + 1 :]]
            with pytest.raises(InvalidPoint) as batch:
                group.decode_points(items)
            with pytest.raises(InvalidPoint) as single:
                for item in items:
                    group.decode_point(item)
            assert str(batch.value) == str(single.value)


def test_deck_from_wire_reports_the_first_bad_item_in_order() -> None:
    wire = deck_to_wire(public_deck([i % 20 for i in range(60)], H, TABLE))
    bad_point = [wire[10][0], OFF_CURVE]
    with pytest.raises(InvalidPoint, match="not on the curve"):
        deck_from_wire([*wire[:10], bad_point, wire[11], [b"x"], *wire[13:]])
    with pytest.raises(MalformedData, match="pair of points"):
        deck_from_wire([*wire[:10], [b"x"], bad_point, *wire[12:]])
    assert deck_from_wire(wire) == tuple(Ciphertext.from_wire(item) for item in wire)


def test_verification_is_the_same_split_or_serial(threads: int) -> None:
    deck = fresh_deck(20)
    out, _, proof = shuffle_and_prove(deck, H, CTX, 8)
    assert verify_shuffle(deck, out, proof, H, CTX, 8) == out
    forged = (*out[:5], out[6], out[5], *out[7:])
    with pytest.raises(BadShuffle, match="not a re-encrypted permutation"):
        verify_shuffle(deck, forged, proof, H, CTX, 8)


def test_verification_always_rebuilds_every_shadow() -> None:
    """Verifying is pure: even right after proving in this process, all k shadows are rebuilt."""
    deck = fresh_deck(10)
    out, _, proof = shuffle_and_prove(deck, H, CTX)
    before = group.counters()
    assert verify_shuffle(deck, out, proof, H, CTX) == out
    spent = group.counters() - before
    assert (spent.var_mul, spent.base_mul) == (16 * 10, 16 * 10)


def test_shadow_seeds_expand_to_uniform_secrets_deterministically() -> None:
    """A seed stands for exactly one shadow (the verifier rebuilds it), and seeds give every
    permutation of three cards about equally often (Fisher–Yates over SHAKE-256)."""
    seed = bytes(range(32))
    assert shadow_from_seed(seed, 40) == shadow_from_seed(seed, 40)
    assert shadow_from_seed(seed, 40) != shadow_from_seed(bytes(32), 40)
    counts: dict[tuple[int, ...], int] = {}
    for i in range(6000):
        perm = shadow_from_seed(i.to_bytes(32, "little"), 3).perm
        counts[perm] = counts.get(perm, 0) + 1
    assert len(counts) == 6 and all(850 < c < 1150 for c in counts.values()), counts
    with pytest.raises(MalformedData):
        shadow_from_seed(b"short", 3)


def test_seeded_openings_halve_the_proof_on_average() -> None:
    """Rounds opened to the input travel as 32-byte seeds; the bound holds for the worst case."""
    deck = public_deck([i % len(TABLE.points) for i in range(40)], H, TABLE)
    sizes = []
    for _ in range(6):
        _, _, proof = shuffle_and_prove(deck, H, CTX, 16)
        size = len(msgpack.packb(proof.to_wire()))
        assert size <= proof_wire_bound(40, 16)
        seeds = sum(isinstance(o, bytes) for o in proof.openings)
        sizes.append((size, seeds))
    for size, seeds in sizes:
        assert size < 40 + (16 - seeds) * (40 * 40 + 32) + seeds * 40
    worst = ShuffleProof(bytes(32), tuple(ShuffleSecret.random(40) for _ in range(16)))
    assert len(msgpack.packb(worst.to_wire())) <= proof_wire_bound(40, 16)
