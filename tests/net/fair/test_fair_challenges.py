"""The Fiat–Shamir transcript: framing, hashing to scalars and points, the proof context.

The vectors below were taken from the code before it left ``net.fair.group``: every proof's
bytes depend on them, so a change here is a change of protocol (and of the golden shuffle proof).
"""

from __future__ import annotations

import hashlib

import pytest

from net.fair import challenges, group
from net.fair.challenges import Context
from net.fair.errors import MalformedData
from net.fair.group import G, L
from tests.net.fair.test_fair_group import on_curve

HASHED_VECTORS_SHA256 = "79bff24f66c824485a5e4f91d36c927668e1b2c2d42e784842f036bde3407193"
"""SHA-256 over hash_to_point(b"vec", i) ‖ hash_to_scalar(b"vec", i, b"x") for i < 200."""


def test_frame_is_type_length_value() -> None:
    assert challenges.frame(b"ab") == bytes.fromhex("42000000026162")
    assert challenges.frame(-129) == bytes.fromhex("4900000002ff7f")
    assert challenges.frame(255) == bytes.fromhex("490000000200ff")
    with pytest.raises(TypeError):
        challenges.frame(True)


def test_hashes_keep_their_bytes() -> None:
    assert challenges.hash_to_scalar(b"tag", b"ab", 7) == (
        0x7601B72329F2CD2B2878DB85E8E99CB1BA1845AD0786DAF6579F71FABBF0CE08
    )
    assert challenges.hash_to_scalars(b"tag", [b"ab"], range(2)) == [
        0x503A7E84C48F9D53362DB10104C1802B9847DB48DDBF6A0BD483918BF92819A8,
        0xA5ADF3BDBFA8BBCCC49D29E77E11F4E10B7AE478FCC2E2B344B34D9D8F03BAE8,
    ]
    assert challenges.hash_to_point(b"tag", 0) == bytes.fromhex(
        "02fdf6e3747b8c51111f1baf984f76de7664b9c86f9b02d02faf45db0c43e8ead0"
    )
    assert Context(b"g", 1, 2).encode() == bytes.fromhex("420000000167490000000101490000000102")
    digest = hashlib.sha256()
    for i in range(200):
        digest.update(challenges.hash_to_point(b"vec", i))
        digest.update(group.encode_scalar(challenges.hash_to_scalar(b"vec", i, b"x")))
    assert digest.hexdigest() == HASHED_VECTORS_SHA256


def test_hash_to_scalars_equals_one_by_one() -> None:
    parts = [b"a", 5, b"\x00" * 33]
    assert challenges.hash_to_scalars(b"t", parts, range(5)) == [
        challenges.hash_to_scalar(b"t", *parts, i) for i in range(5)
    ]


def test_hash_to_scalar_is_domain_separated() -> None:
    base = challenges.hash_to_scalar(b"tag", b"ab", b"c")
    assert base == challenges.hash_to_scalar(b"tag", b"ab", b"c")
    assert base != challenges.hash_to_scalar(b"tag", b"a", b"bc")
    assert base != challenges.hash_to_scalar(b"other", b"ab", b"c")
    assert challenges.hash_to_scalar(b"tag", 1) != challenges.hash_to_scalar(b"tag", b"\x01")
    assert 0 < base < L


def test_hash_to_point_is_deterministic_separated_and_valid() -> None:
    points = [challenges.hash_to_point(b"tag", i) for i in range(64)]
    assert points == [challenges.hash_to_point(b"tag", i) for i in range(64)]
    assert len(set(points)) == 64 and G not in points
    assert challenges.hash_to_point(b"other", 0) != points[0]
    assert challenges.hash_to_point(b"tag", b"a", b"b") != challenges.hash_to_point(b"tag", b"ab")
    for p in points:
        assert group.decode_point(p) == p and on_curve(int.from_bytes(p[1:], "big"))


def test_context_validates_and_encodes_unambiguously() -> None:
    assert Context(b"g", 1, 2).encode() != Context(b"g", 2, 1).encode()
    assert Context(b"g", 1, 2).with_seat(3) == Context(b"g", 1, 3)
    with pytest.raises(MalformedData):
        Context(b"", 1, 2)
    with pytest.raises(MalformedData):
        Context(b"g", -1, 2)
