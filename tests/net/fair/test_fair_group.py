"""The group layer on secp256k1: point validation attacks, the identity, scalar rules,
batches, counters (the Fiat–Shamir hashing is ``test_fair_challenges.py``).

Curve points are checked against a tiny pure-Python secp256k1, so the tests do not trust
libsecp256k1's own parser.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.fair import curve, group
from net.fair.errors import FairPlayError, InvalidPoint, InvalidScalar
from net.fair.group import POINT_BYTES, G, L, Scalar

P = 2**256 - 2**32 - 977
GX = 0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798
GY = 0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8


def on_curve(x: int) -> bool:
    """Whether some point has this x (x^3 + 7 is a square mod p)."""
    rhs = (pow(x, 3, P) + 7) % P
    return pow(rhs, (P - 1) // 2, P) in (0, 1)


def encode(x: int, y: int) -> bytes:
    return bytes([2 + (y & 1)]) + x.to_bytes(32, "big")


def affine_double(x: int, y: int) -> tuple[int, int]:
    lam = 3 * x * x * pow(2 * y, -1, P) % P
    x3 = (lam * lam - 2 * x) % P
    return x3, (lam * (x - x3) - y) % P


OFF_X = next(x for x in range(100) if not on_curve(x))
OFF_CURVE = b"\x02" + OFF_X.to_bytes(32, "big")


def test_pure_python_curve_agrees_with_libsecp256k1() -> None:
    assert encode(GX, GY) == G and (GY * GY - GX**3 - 7) % P == 0
    assert encode(*affine_double(GX, GY)) == group.mul_base(Scalar(2)) == group.add(G, G)
    assert POINT_BYTES == 33 == len(G)


def test_off_curve_point_rejected() -> None:
    assert not on_curve(OFF_X)
    with pytest.raises(InvalidPoint, match="not on the curve"):
        group.decode_point(OFF_CURVE)
    with pytest.raises(InvalidPoint):
        group.mul(Scalar(5), group.Point(OFF_CURVE))


def test_non_canonical_encoding_rejected() -> None:
    """x + p for a valid x still fits 32 bytes for x < 2^32 + 977: refused, not reduced."""
    x = next(x for x in range(1, 100) if on_curve(x))
    assert group.decode_point(b"\x02" + x.to_bytes(32, "big"))
    with pytest.raises(InvalidPoint, match="non-canonical"):
        group.decode_point(b"\x02" + (x + P).to_bytes(32, "big"))
    with pytest.raises(InvalidPoint, match="non-canonical"):
        group.decode_point(b"\x03" + (2**256 - 1).to_bytes(32, "big"))


@pytest.mark.parametrize("prefix", [0, 1, 4, 5, 6, 7, 0x82, 0xFF])
def test_wrong_prefix_rejected(prefix: int) -> None:
    """Only 02/03 (compressed) is a point: not 04/06/07 (uncompressed, hybrid), nor others."""
    with pytest.raises(InvalidPoint, match="prefix"):
        group.decode_point(bytes([prefix]) + G[1:])


def test_uncompressed_and_identity_encodings_rejected() -> None:
    uncompressed = b"\x04" + GX.to_bytes(32, "big") + GY.to_bytes(32, "big")
    for data in (uncompressed, b"\x00", bytes(POINT_BYTES)):
        with pytest.raises(InvalidPoint):
            group.decode_point(data)


@pytest.mark.parametrize(
    "data", [b"", bytes(32), bytes(34), G[:32], G + b"\x00", G.hex(), None, bytearray(G)]
)
def test_wrong_length_or_type_rejected(data: object) -> None:
    with pytest.raises(InvalidPoint, match="33 bytes"):
        group.decode_point(data)


@given(st.binary(min_size=33, max_size=33))
@settings(max_examples=100, deadline=None)
def test_decode_point_accepts_exactly_valid_points(data: bytes) -> None:
    x = int.from_bytes(data[1:], "big")
    valid = data[0] in (2, 3) and x < P and on_curve(x)
    try:
        p = group.decode_point(data)
    except InvalidPoint:
        assert not valid
        return
    assert valid and group.mul(Scalar(1), p) == p


def test_identity_results_raise_invalid_point() -> None:
    p = group.mul_base(Scalar(12345))
    minus_p = group.mul_base(Scalar(L - 12345))
    with pytest.raises(InvalidPoint, match="identity"):
        group.add(p, minus_p)
    with pytest.raises(InvalidPoint, match="identity"):
        group.sub(p, p)
    with pytest.raises(InvalidPoint):
        group.add_many([G, p], [G, minus_p])
    with pytest.raises(InvalidPoint):
        group.sub_many([G, p], [p, p])
    with pytest.raises(InvalidPoint, match="identity"):
        group.point_sum([p, G, minus_p, group.sub(G, group.add(G, G))])
    assert group.point_sum([p, minus_p, G]) == G  # only the total must not be the identity


def test_zero_scalar_refused_in_every_multiplication() -> None:
    for s in (Scalar(0), Scalar(L), Scalar(L + 1), Scalar(-1)):
        with pytest.raises(InvalidScalar):
            group.mul_base(s)
        with pytest.raises(InvalidScalar):
            group.mul(s, G)
        with pytest.raises(InvalidScalar):
            group.mul_many([Scalar(1), s], [G, G])
        with pytest.raises(InvalidScalar):
            group.mul_same([Scalar(1), s], G)
        with pytest.raises(InvalidScalar):
            group.mul_base_many([Scalar(1), s])


def test_wire_scalar_range() -> None:
    with pytest.raises(InvalidScalar, match="zero"):
        group.decode_scalar(bytes(32))
    assert group.decode_scalar(bytes(32), allow_zero=True) == 0
    with pytest.raises(InvalidScalar, match="not reduced"):
        group.decode_scalar(L.to_bytes(32, "big"))
    with pytest.raises(InvalidScalar, match="32 bytes"):
        group.decode_scalar(b"\x01")
    assert group.decode_scalar(group.encode_scalar(Scalar(L - 1))) == L - 1


def test_random_scalars_in_range_and_distinct() -> None:
    values = [group.random_scalar() for _ in range(50)] + group.random_scalars(50)
    assert all(0 < s < L for s in values)
    assert len(set(values)) == len(values)


def test_batches_equal_one_by_one() -> None:
    scalars = group.random_scalars(60)
    points = group.mul_base_many(group.random_scalars(60))
    others = points[1:] + points[:1]
    assert group.mul_base_many(scalars) == [group.mul_base(s) for s in scalars]
    assert group.mul_many(scalars, points) == list(map(group.mul, scalars, points))
    assert group.mul_same(scalars, G) == [group.mul(s, G) for s in scalars]
    assert group.add_many(points, others) == list(map(group.add, points, others))
    assert group.sub_many(points, others) == list(map(group.sub, points, others))
    assert group.decode_points(points) == [group.decode_point(p) for p in points]
    total = points[0]
    for p in points[1:]:
        total = group.add(total, p)
    assert group.point_sum(points) == total


def test_arithmetic_agrees_with_scalars() -> None:
    a, b = group.random_scalar(), group.random_scalar()
    assert group.add(group.mul_base(Scalar(a)), group.mul_base(Scalar(b))) == group.mul_base(
        Scalar((a + b) % L)
    )
    assert group.mul(Scalar(b), group.mul_base(Scalar(a))) == group.mul_base(Scalar(a * b % L))


def test_cache_holds_only_valid_points() -> None:
    """A refused encoding never enters the parsed-form cache, so it stays refused."""
    for _ in range(2):
        with pytest.raises(InvalidPoint):
            group.decode_point(OFF_CURVE)
        with pytest.raises(InvalidPoint):
            group.add(G, group.Point(OFF_CURVE))
    assert OFF_CURVE not in curve.PARSED


_point = st.one_of(
    st.binary(min_size=0, max_size=40),
    st.binary(min_size=32, max_size=32).map(lambda x: b"\x02" + x),
    st.integers(min_value=1, max_value=L - 1).map(lambda s: group.mul_base(Scalar(s))),
    st.sampled_from([G, OFF_CURVE]),
    st.none(),
    st.text(max_size=3),
)
_scalar = st.one_of(st.integers(min_value=-2, max_value=L + 2), st.sampled_from([0, 1, L - 1, L]))


@given(_scalar, _point, _point)
@settings(max_examples=150, deadline=None)
def test_random_inputs_raise_only_package_errors(s: int, p: object, q: object) -> None:
    calls = [
        lambda: group.mul(Scalar(s), p),  # type: ignore[arg-type]
        lambda: group.mul_base(Scalar(s)),
        lambda: group.add(p, q),  # type: ignore[arg-type]
        lambda: group.sub(p, q),  # type: ignore[arg-type]
        lambda: group.mul_many([Scalar(s)], [p]),  # type: ignore[list-item]
        lambda: group.mul_same([Scalar(s)], p),  # type: ignore[arg-type]
        lambda: group.add_many([p], [q]),  # type: ignore[list-item]
        lambda: group.sub_many([p, q], [q, p]),  # type: ignore[list-item]
        lambda: group.point_sum([p, q]),  # type: ignore[list-item]
        lambda: group.decode_point(p),
        lambda: group.decode_points([q, p]),
    ]
    for call in calls:
        try:
            out = call()
        except FairPlayError:
            continue
        for point in out if isinstance(out, list) else [out]:
            assert group.decode_point(point) == point


def test_counters_count_each_kind_of_multiplication() -> None:
    before = group.counters()
    p = group.mul_base(Scalar(7))
    group.mul(Scalar(3), p)
    group.mul_many([Scalar(2)] * 3, [p] * 3)
    group.mul_same([Scalar(2)] * 2, p)
    group.mul_base_many([Scalar(5)] * 2)
    group.add(p, G)
    group.sub_many([p, p], [G, G])
    group.point_sum([p, G, G])
    group.decode_point(p)
    group.decode_points([p, G])
    delta = group.counters() - before
    assert (delta.var_mul, delta.base_mul, delta.add, delta.validate) == (6, 3, 5, 3)
    group.reset_counters()
    assert group.counters() == group.OpCounts(0, 0, 0, 0)


def test_multiplication_timing_is_opt_in() -> None:
    before = group.counters()
    group.mul_base(Scalar(7))
    assert (group.counters() - before).base_mul_s == 0.0
    group.time_multiplications(True)
    try:
        before = group.counters()
        group.mul_same([Scalar(3)] * 2, G)
        group.mul_base(Scalar(7))
        spent = group.counters() - before
    finally:
        group.time_multiplications(False)
    assert spent.var_mul_s > 0.0 and spent.base_mul_s > 0.0
