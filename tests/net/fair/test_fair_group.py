"""The group layer: point validation attacks, scalar rules, hashing, counters.

Small-order and mixed-order points are built with a tiny pure-Python Edwards25519 so the
tests do not trust libsodium's own blocklist.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.fair import group
from net.fair.errors import InvalidPoint, InvalidScalar, MalformedData
from net.fair.group import Context, G, L

P = 2**255 - 19
D = -121665 * pow(121666, -1, P) % P
SQRT_M1 = pow(2, (P - 1) // 4, P)
IDENTITY = (0, 1)


def ed_decode(data: bytes) -> tuple[int, int] | None:
    """Affine (x, y) of an encoding, or None if it is not on the curve."""
    raw = int.from_bytes(data, "little")
    y, sign = raw & ((1 << 255) - 1), raw >> 255
    if y >= P:
        y -= P
    u = (y * y - 1) * pow(D * y * y + 1, -1, P) % P
    x = pow(u, (P + 3) // 8, P)
    if x * x % P != u:
        x = x * SQRT_M1 % P
    if x * x % P != u:
        return None
    if x & 1 != sign:
        x = -x % P
    return x, y


def ed_encode(pt: tuple[int, int]) -> bytes:
    x, y = pt
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def ed_add(p1: tuple[int, int], p2: tuple[int, int]) -> tuple[int, int]:
    (x1, y1), (x2, y2) = p1, p2
    t = D * x1 * x2 * y1 * y2 % P
    x3 = (x1 * y2 + y1 * x2) * pow(1 + t, -1, P) % P
    y3 = (y1 * y2 + x1 * x2) * pow(1 - t, -1, P) % P
    return x3, y3


def ed_order(pt: tuple[int, int]) -> int:
    """Order of a small-order point (1, 2, 4 or 8), or 0 if larger."""
    acc = pt
    for k in range(1, 9):
        if acc == IDENTITY:
            return k
        acc = ed_add(acc, pt)
    return 0


ORDER_8 = bytes.fromhex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05")
SMALL_ORDER = {
    "identity (order 1)": ed_encode(IDENTITY),
    "order 2": ed_encode((0, P - 1)),
    "order 4": ed_encode((SQRT_M1, 0)),
    "order 8": ORDER_8,
}


def test_pure_python_edwards_agrees_with_libsodium() -> None:
    g = ed_decode(G)
    assert g is not None and ed_encode(g) == G
    two_g = group.mul_base(group.Scalar(2))
    assert ed_encode(ed_add(g, g)) == two_g


@pytest.mark.parametrize(("name", "encoding"), sorted(SMALL_ORDER.items()))
def test_small_order_point_attack_rejected(name: str, encoding: bytes) -> None:
    pt = ed_decode(encoding)
    assert pt is not None and ed_order(pt) == int(name.split()[-1].rstrip(")"))
    with pytest.raises(InvalidPoint, match="small-order"):
        group.decode_point(encoding)


def test_identity_encoding_01_then_zeros_rejected() -> None:
    with pytest.raises(InvalidPoint, match=r"order 1"):
        group.decode_point(b"\x01" + bytes(31))


def test_mixed_order_point_attack_rejected() -> None:
    """G plus an order-8 point is on the curve but outside the prime-order subgroup."""
    g, t8 = ed_decode(G), ed_decode(ORDER_8)
    assert g is not None and t8 is not None
    mixed = ed_encode(ed_add(g, t8))
    with pytest.raises(InvalidPoint, match="prime-order subgroup"):
        group.decode_point(mixed)
    with pytest.raises(InvalidPoint):
        group.mul(group.Scalar(5), group.Point(mixed))


def test_off_curve_point_rejected() -> None:
    y = next(y for y in range(2, 100) if ed_decode(y.to_bytes(32, "little")) is None)
    with pytest.raises(InvalidPoint, match="not on the curve"):
        group.decode_point(y.to_bytes(32, "little"))


def test_non_canonical_encoding_rejected() -> None:
    for y in range(19):  # y + p still fits in 255 bits only for y < 19
        with pytest.raises(InvalidPoint, match="non-canonical"):
            group.decode_point((y + P).to_bytes(32, "little"))


@pytest.mark.parametrize("data", [b"", bytes(31), bytes(33), "00" * 32, None, bytearray(G)])
def test_wrong_length_or_type_rejected(data: object) -> None:
    with pytest.raises(InvalidPoint, match="32 bytes"):
        group.decode_point(data)


@given(st.binary(min_size=32, max_size=32))
@settings(max_examples=60, deadline=None)
def test_decode_point_accepts_exactly_valid_points(data: bytes) -> None:
    try:
        p = group.decode_point(data)
    except InvalidPoint:
        return
    assert group.mul(group.Scalar(1), p) == p


def test_zero_scalar_refused_in_every_multiplication() -> None:
    with pytest.raises(InvalidScalar):
        group.mul_base(group.Scalar(0))
    with pytest.raises(InvalidScalar):
        group.mul(group.Scalar(0), G)
    with pytest.raises(InvalidScalar):
        group.mul_many([group.Scalar(1), group.Scalar(0)], [G, G])
    with pytest.raises(InvalidScalar):
        group.mul(group.Scalar(L), G)


def test_wire_scalar_range() -> None:
    with pytest.raises(InvalidScalar, match="zero"):
        group.decode_scalar(bytes(32))
    assert group.decode_scalar(bytes(32), allow_zero=True) == 0
    with pytest.raises(InvalidScalar, match="not reduced"):
        group.decode_scalar(L.to_bytes(32, "little"))
    with pytest.raises(InvalidScalar, match="32 bytes"):
        group.decode_scalar(b"\x01")
    assert group.decode_scalar(group.encode_scalar(group.Scalar(L - 1))) == L - 1


def test_random_scalars_in_range_and_distinct() -> None:
    values = [group.random_scalar() for _ in range(50)] + group.random_scalars(50)
    assert all(0 < s < L for s in values)
    assert len(set(values)) == len(values)


def test_hash_to_scalar_is_domain_separated() -> None:
    base = group.hash_to_scalar(b"tag", b"ab", b"c")
    assert base == group.hash_to_scalar(b"tag", b"ab", b"c")
    assert base != group.hash_to_scalar(b"tag", b"a", b"bc")
    assert base != group.hash_to_scalar(b"other", b"ab", b"c")
    assert group.hash_to_scalar(b"tag", 1) != group.hash_to_scalar(b"tag", b"\x01")
    assert 0 < base < L


def test_counters_count_each_kind_of_multiplication() -> None:
    before = group.counters()
    p = group.mul_base(group.Scalar(7))
    group.mul(group.Scalar(3), p)
    group.mul_many([group.Scalar(2)] * 3, [p] * 3)
    group.add(p, G)
    group.decode_point(p)
    delta = group.counters() - before
    assert (delta.var_mul, delta.base_mul, delta.add, delta.validate) == (4, 1, 1, 1)
    group.reset_counters()
    assert group.counters() == group.OpCounts(0, 0, 0, 0)


def test_context_validates_and_encodes_unambiguously() -> None:
    assert Context(b"g", 1, 2).encode() != Context(b"g", 2, 1).encode()
    assert Context(b"g", 1, 2).with_seat(3) == Context(b"g", 1, 3)
    with pytest.raises(MalformedData):
        Context(b"", 1, 2)
    with pytest.raises(MalformedData):
        Context(b"g", -1, 2)


def test_multiplication_timing_is_opt_in() -> None:
    before = group.counters()
    group.mul_base(group.Scalar(7))
    assert (group.counters() - before).base_mul_s == 0.0
    group.time_multiplications(True)
    try:
        before = group.counters()
        group.mul_same([group.Scalar(3)] * 2, G)
        group.mul_base(group.Scalar(7))
        spent = group.counters() - before
    finally:
        group.time_multiplications(False)
    assert spent.var_mul_s > 0.0 and spent.base_mul_s > 0.0
