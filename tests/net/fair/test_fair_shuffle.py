"""Terelius–Wikström shuffle proofs: honest shuffles verify, anything else is rejected.

The golden digest of a proof made from fixed randomness lives in
``tests/net/fair/golden/shuffle_proof.sha256``; after an intended change (a new group backend,
new tags), rewrite it with ``HYPNOSE_UPDATE_GOLDEN=1 pytest tests/net/fair/test_fair_shuffle.py``.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from net.fair import group
from net.fair.challenges import Context
from net.fair.elgamal import (
    Ciphertext,
    card_table,
    decrypt,
    encrypt,
    public_deck,
    rerandomize,
)
from net.fair.errors import BadShuffle, FairPlayError, MalformedData
from net.fair.group import L, Point, Scalar
from net.fair.keys import KeyPair, joint_key
from net.fair.shuffle import (
    ShuffleProof,
    ShuffleSecret,
    apply_shuffle,
    generators,
    proof_wire_bound,
    prove_shuffle,
    shuffle,
    shuffle_and_prove,
)
from net.fair.shuffle_check import verify_shuffle, verify_shuffles
from net.protocol.wire import canonical

check_module = importlib.import_module("net.fair.shuffle_check")

KEYS = [KeyPair.generate() for _ in range(3)]
H = joint_key([kp.public for kp in KEYS])
X = Scalar(sum(kp.secret for kp in KEYS) % L)
TABLE = card_table(160)
CTX = Context(b"game-shuffle", 7, 1)
SCALAR_KEYS = {"s1", "s2", "s3", "s4", "shat", "sprime"}
GOLDEN = Path(__file__).parent / "golden" / "shuffle_proof.sha256"


def kinds_of(deck: tuple[Ciphertext, ...] | list[Ciphertext]) -> list[int]:
    return [TABLE.decode(decrypt(ct, X)) for ct in deck]


def fresh_deck(n: int = 6) -> tuple[Ciphertext, ...]:
    return shuffle(public_deck([i % 160 for i in range(n)], H, TABLE), H)[0]


def other_point() -> Point:
    return group.mul_base(group.random_scalars(1)[0])


def reparse(proof: ShuffleProof, n: int) -> ShuffleProof:
    return ShuffleProof.from_wire(msgpack.unpackb(msgpack.packb(proof.to_wire())), n)


# --- honest shuffles --------------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 2, 3, 10, 88])
def test_honest_shuffle_verifies(n: int) -> None:
    deck = fresh_deck(n)
    out, secret, proof = shuffle_and_prove(deck, H, CTX)
    assert verify_shuffle(deck, out, reparse(proof, n), H, CTX) == out
    assert [kinds_of(deck)[p] for p in secret.perm] == kinds_of(out)


@given(st.integers(min_value=1, max_value=40))
@settings(max_examples=6, deadline=None)
def test_random_shuffles_verify(n: int) -> None:
    deck = fresh_deck(n)
    out, _, proof = shuffle_and_prove(deck, H, CTX)
    assert verify_shuffle(deck, out, reparse(proof, n), H, CTX) == out


def test_a_160_card_shuffle_verifies_and_fits_a_frame() -> None:
    deck = fresh_deck(160)
    out, _, proof = shuffle_and_prove(deck, H, CTX)
    wire = canonical(proof.to_wire())
    assert len(wire) <= proof_wire_bound(160, len(H))
    assert verify_shuffle(deck, out, reparse(proof, 160), H, CTX) == out


def test_chosen_order_reorder_is_provable() -> None:
    deck = fresh_deck(5)
    secret = ShuffleSecret.random(5, (4, 0, 3, 1, 2))
    out = apply_shuffle(deck, secret, H)
    proof = prove_shuffle(deck, out, secret, H, CTX)
    assert verify_shuffle(deck, out, proof, H, CTX) == out
    assert kinds_of(out) == [kinds_of(deck)[p] for p in (4, 0, 3, 1, 2)]


def test_costs_at_most_twelve_multiplications_per_card() -> None:
    n = 30
    deck = fresh_deck(n)
    before = group.counters()
    out, _, proof = shuffle_and_prove(deck, H, CTX)
    mid = group.counters()
    verify_shuffle(deck, out, proof, H, CTX)
    end = group.counters()
    prove, check = mid - before, end - mid
    assert prove.var_mul + prove.base_mul <= 12 * n
    assert check.var_mul + check.base_mul <= 12 * n


# --- tampering ----------------------------------------------------------------------------


def _field_mutations(proof: ShuffleProof) -> Iterator[tuple[str, dict[str, object]]]:
    """Every single field altered: each point replaced by another valid point, each scalar +1."""
    wire = proof.to_wire()
    for key, value in wire.items():
        items = value if isinstance(value, list) else [value]
        for i, item in enumerate(items):
            assert isinstance(item, bytes)
            if key not in SCALAR_KEYS:
                new = other_point()
            else:
                s = (group.decode_scalar(item) + 1) % L or 1
                new = group.encode_scalar(Scalar(s))
            changed = [*items[:i], new, *items[i + 1 :]]
            yield f"{key}[{i}]", {**wire, key: changed if isinstance(value, list) else new}


def test_every_single_field_altered_is_rejected() -> None:
    n = 3
    deck = fresh_deck(n)
    out, _, proof = shuffle_and_prove(deck, H, CTX)
    names = []
    for name, wire in _field_mutations(proof):
        with pytest.raises(BadShuffle):
            verify_shuffle(deck, out, ShuffleProof.from_wire(wire, n), H, CTX)
        names.append(name)
    assert len(names) == 5 * n + 5 + 4


def test_the_batched_check_alone_refuses_every_altered_field(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The equations are checked as one random-weighted sum first: that sum, not only the
    equation-by-equation check behind it, must refuse every single field altered, and an
    honest proof must pass it (then verifying costs one fixed-base multiplication)."""
    n = 4
    deck = fresh_deck(n)
    out, _, proof = shuffle_and_prove(deck, H, CTX)
    seen: list[bool] = []
    real = check_module._all_hold

    def spy(systems: list[tuple[list[group.Row], list[Point]]]) -> bool:
        seen.append(real(systems))
        return seen[-1]

    monkeypatch.setattr(check_module, "_all_hold", spy)
    before = group.counters()
    verify_shuffle(deck, out, proof, H, CTX)
    assert seen == [True] and (group.counters() - before).base_mul == 1
    for name, wire in _field_mutations(proof):
        seen.clear()
        with pytest.raises(BadShuffle):
            verify_shuffle(deck, out, ShuffleProof.from_wire(wire, n), H, CTX)
        assert seen == [False], name


def test_shuffles_checked_together_get_the_verdicts_they_get_apart() -> None:
    """A chain of shuffles of one deck (each output the next input) checked as one batch:
    all pass together; with one proof forged, exactly that one is refused, with the message
    ``verify_shuffle`` gives it alone, and the others still pass."""
    deck = fresh_deck(5)
    claims = []
    for seat in range(3):
        ctx = CTX.with_seat(seat)
        out, _, proof = shuffle_and_prove(deck, H, ctx)
        claims.append((deck, out, proof, ctx))
        deck = out
    before = group.counters()
    assert verify_shuffles(claims, H) == [None, None, None]
    together = group.counters() - before
    assert together.base_mul == 1
    assert together.var_mul < sum(8 * 5 + 4 for _ in claims)  # the shared decks, once
    inp, out, proof, ctx = claims[1]
    forged = (inp, out, ShuffleProof.from_wire({**proof.to_wire(), "t1": other_point()}, 5), ctx)
    verdicts = verify_shuffles([claims[0], forged, claims[2]], H)
    assert verdicts[0] is None and verdicts[2] is None
    assert isinstance(verdicts[1], BadShuffle)
    with pytest.raises(BadShuffle) as alone:
        verify_shuffle(*forged[:3], H, ctx)
    assert str(verdicts[1]) == str(alone.value)
    short = (inp, out[:4], proof, ctx)
    assert "turns 5 cards into 4" in str(verify_shuffles([claims[0], short], H)[1])


def _contexts() -> list[Context]:
    return [Context(b"other-game", 7, 1), Context(b"game-shuffle", 8, 1), CTX.with_seat(2)]


@pytest.mark.parametrize("ctx", _contexts(), ids=["game", "step", "seat"])
def test_proof_replayed_in_another_context_attack(ctx: Context) -> None:
    deck = fresh_deck(6)
    out, _, proof = shuffle_and_prove(deck, H, CTX)
    with pytest.raises(BadShuffle):
        verify_shuffle(deck, out, proof, H, ctx)


def test_proof_replayed_under_another_key_or_deck_attack() -> None:
    deck = fresh_deck(6)
    out, _, proof = shuffle_and_prove(deck, H, CTX)
    other_h = joint_key([KeyPair.generate().public for _ in range(2)])
    again = shuffle(deck, H)[0]
    with pytest.raises(BadShuffle):
        verify_shuffle(deck, out, proof, other_h, CTX)
    with pytest.raises(BadShuffle):
        verify_shuffle(again, out, proof, H, CTX)  # another input deck
    with pytest.raises(BadShuffle):
        verify_shuffle(deck, shuffle(out, H)[0], proof, H, CTX)  # another output deck
    with pytest.raises(BadShuffle):
        verify_shuffle(deck, out[::-1], proof, H, CTX)
    with pytest.raises(BadShuffle, match="turns 6 cards into 5"):
        verify_shuffle(deck, out[:5], proof, H, CTX)
    with pytest.raises(BadShuffle, match="not about 5 cards"):
        verify_shuffle(deck[:5], out[:5], proof, H, CTX)


def test_shuffle_that_swaps_in_a_different_card_attack() -> None:
    deck = fresh_deck(6)
    out, secret = shuffle(deck, H)
    other = kinds_of([out[0]])[0] ^ 1
    forged = (encrypt(TABLE.point(other), group.random_scalars(1)[0], H), *out[1:])
    proof = prove_shuffle(deck, forged, secret, H, CTX)
    with pytest.raises(BadShuffle):
        verify_shuffle(deck, forged, proof, H, CTX)


def test_shuffle_whose_rerandomization_does_not_match_attack() -> None:
    deck = fresh_deck(6)
    out, secret = shuffle(deck, H)
    r = Scalar(secret.rand[0] % (L - 1) + 1)
    forged = (rerandomize(deck[secret.perm[0]], r, H), *out[1:])  # the same card, another r
    proof = prove_shuffle(deck, forged, secret, H, CTX)
    with pytest.raises(BadShuffle):
        verify_shuffle(deck, forged, proof, H, CTX)


def test_shuffle_that_duplicates_a_card_attack() -> None:
    deck = fresh_deck(4)
    secret = ShuffleSecret.random(4, (0, 1, 2, 3))
    out = apply_shuffle(deck, secret, H)
    dup = (out[0], rerandomize(deck[0], secret.rand[1], H), *out[2:])
    proof = prove_shuffle(deck, dup, secret, H, CTX)
    with pytest.raises(BadShuffle):
        verify_shuffle(deck, dup, proof, H, CTX)


# --- the wire -------------------------------------------------------------------------------

_DECK = fresh_deck(3)
_OUT, _, _PROOF = shuffle_and_prove(_DECK, H, CTX)
_WIRE = _PROOF.to_wire()


def _mutate(data: st.DataObject) -> object:
    wire: dict[str, object] = dict(_WIRE)
    key = data.draw(st.sampled_from(sorted(wire)))
    value = wire[key]
    blobs = st.lists(st.binary(max_size=33), max_size=4)
    junk = st.one_of(
        st.none(), st.integers(-5, 2**300), st.text(max_size=3), st.binary(max_size=40), blobs
    )
    kind = data.draw(st.sampled_from(["flip", "junk", "drop", "add", "shorten", "grow"]))
    if kind == "drop":
        del wire[key]
        return wire
    if kind == "add":
        return {**wire, data.draw(st.text(max_size=4)): data.draw(junk)}
    if isinstance(value, list) and kind in ("shorten", "grow"):
        wire[key] = value[:-1] if kind == "shorten" else [*value, value[0]]
        return wire
    items = value if isinstance(value, list) else [value]
    i = data.draw(st.integers(0, len(items) - 1))
    item = items[i]
    if kind == "flip":
        assert isinstance(item, bytes)
        at = data.draw(st.integers(0, len(item) - 1))
        bit = data.draw(st.integers(0, 7))
        new: object = item[:at] + bytes([item[at] ^ (1 << bit)]) + item[at + 1 :]
    else:
        new = data.draw(junk)
    changed = [*items[:i], new, *items[i + 1 :]]
    wire[key] = changed if isinstance(value, list) else new
    return wire


@given(st.data())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_random_wire_mutations_never_verify_nor_raise_foreign_errors(data: st.DataObject) -> None:
    wire = _mutate(data)
    with contextlib.suppress(FairPlayError):
        proof = ShuffleProof.from_wire(wire, 3)
        with pytest.raises(BadShuffle):
            verify_shuffle(_DECK, _OUT, proof, H, CTX)


@pytest.mark.parametrize(
    "data",
    [None, [], {}, {**_WIRE, "c": None}, {**_WIRE, "t4": [_WIRE["t1"]]},
     {**_WIRE, "s1": group.encode_scalar(Scalar(0))}, {**_WIRE, "s2": b"\xff" * 32},
     {**_WIRE, "extra": 1}, {k: v for k, v in _WIRE.items() if k != "shat"}],
)  # fmt: skip
def test_malformed_proof_rejected(data: object) -> None:
    with pytest.raises(MalformedData):
        ShuffleProof.from_wire(data, 3)
    with pytest.raises(MalformedData):
        ShuffleProof.from_wire(_WIRE, 0)


def test_the_generators_are_distinct_and_stable() -> None:
    h, hs = generators(20)
    assert len({h, *hs, group.G}) == 22
    assert generators(5) == (h, hs[:5])


# --- golden vector --------------------------------------------------------------------------


def _stream(seed: bytes) -> Callable[[int], list[Scalar]]:
    """A deterministic source of nonzero scalars (never for real proofs: it leaks the secret)."""
    calls = [0]

    def draw(n: int) -> list[Scalar]:
        calls[0] += 1
        raw = hashlib.shake_256(seed + calls[0].to_bytes(4, "big")).digest(64 * n)
        fb = int.from_bytes
        return [Scalar(fb(raw[64 * i : 64 * i + 64], "big") % (L - 1) + 1) for i in range(n)]

    return draw


def test_golden_proof_bytes() -> None:
    draw = _stream(b"hypnose golden shuffle")
    keys = draw(2)
    h = group.add(group.mul_base(keys[0]), group.mul_base(keys[1]))
    deck = tuple(encrypt(TABLE.point(k), r, h) for k, r in zip(range(8), draw(8), strict=True))
    secret = ShuffleSecret((3, 0, 7, 5, 1, 6, 2, 4), tuple(draw(8)))
    out = apply_shuffle(deck, secret, h)
    ctx = Context(b"golden", 3, 2)
    proof = prove_shuffle(deck, out, secret, h, ctx, scalars=draw)
    assert verify_shuffle(deck, out, proof, h, ctx) == out
    digest = hashlib.sha256(canonical(proof.to_wire())).hexdigest()
    if os.environ.get("HYPNOSE_UPDATE_GOLDEN") == "1":
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(digest + "\n")
    assert GOLDEN.exists(), "no golden digest: run with HYPNOSE_UPDATE_GOLDEN=1"
    assert GOLDEN.read_text().strip() == digest, (
        "the proof's bytes changed; if intended, rerun with HYPNOSE_UPDATE_GOLDEN=1"
    )
