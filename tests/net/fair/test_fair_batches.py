"""The group's batch functions over the thread pool: split batches equal serial ones, and a
refusal anywhere in a batch raises what one call would (moved from the shuffle tests)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from net.fair import group
from net.fair.elgamal import (
    Ciphertext,
    card_table,
    deck_from_wire,
    deck_to_wire,
    public_deck,
    rerandomize,
    rerandomize_many,
)
from net.fair.errors import InvalidPoint, InvalidScalar, MalformedData
from net.fair.group import L, Scalar
from net.fair.keys import KeyPair, joint_key

KEYS = [KeyPair.generate() for _ in range(3)]
H = joint_key([kp.public for kp in KEYS])
TABLE = card_table(20)


def _off_curve() -> bytes:
    for x in range(2, 100):
        try:
            group.add(b"\x02" + x.to_bytes(group.POINT_BYTES - 1, "big"), group.G)
        except InvalidPoint:
            return b"\x02" + x.to_bytes(group.POINT_BYTES - 1, "big")
    raise AssertionError("no small x off the curve")


OFF_CURVE = _off_curve()


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


def test_lincombs_equal_the_products_summed(threads: int) -> None:
    """b·G + Σ s_k·p_k as the single operations give it: equal points gathered, G folded into
    b, scalars 1 and −1 added and subtracted without a multiplication, 0 dropped; only the
    multiplications done are counted."""
    points = [group.mul_base(s) for s in group.random_scalars(12)]
    scalars = group.random_scalars(12)
    expect = group.point_sum([group.mul_base(Scalar(5)), *group.mul_many(scalars, points)])
    assert group.lincomb(5, scalars, points) == expect
    p, q, r = points[:3]
    before = group.counters()
    got = group.lincombs(
        [
            (0, [3, 4, 1], [p, p, q]),  # 7p + q
            (2, [3, 1, L - 1], [group.G, q, r]),  # 5G + q − r
            (0, [L - 2, 2, 1], [p, p, q]),  # p's terms cancel: q
            (L + 1, [], []),  # reduced mod n: G
        ]
    )
    spent = group.counters() - before
    assert got == [
        group.add(group.mul(Scalar(7), p), q),
        group.sub(group.add(group.mul_base(Scalar(5)), q), r),
        q,
        group.G,
    ]
    assert (spent.var_mul, spent.base_mul) == (1, 2)
    rows = [(i, scalars[: i + 1], points[: i + 1]) for i in range(12)]
    assert group.lincombs(rows) == [group.lincomb(*row) for row in rows]


def test_lincombs_refuse_identity_sums_and_bad_points() -> None:
    p = group.mul_base(Scalar(9))
    with pytest.raises(InvalidPoint, match="identity"):
        group.lincombs([(0, [1, L - 1], [p, p])])
    with pytest.raises(InvalidPoint, match="identity"):
        group.lincomb(0, [], [])
    with pytest.raises(InvalidPoint, match="identity"):
        group.lincomb(9, [L - 1], [p])  # 9G − 9G
    for bad in (OFF_CURVE, b"\x02" * 5, "text"):
        with pytest.raises(InvalidPoint):
            group.lincomb(0, [7], [bad])  # type: ignore[list-item]
        with pytest.raises(InvalidPoint):
            group.lincomb(0, [1], [bad])  # type: ignore[list-item]
    with pytest.raises(MalformedData):
        group.lincombs([(0, [1, 2], [p])])
