"""Card points, ciphertexts, re-randomization and their wire form."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.fair import group
from net.fair.elgamal import (
    Ciphertext,
    card_point,
    card_table,
    deck_from_wire,
    deck_to_wire,
    decrypt,
    encrypt,
    public_deck,
    public_encrypt,
    rerandomize,
    rerandomize_many,
)
from net.fair.errors import InvalidPoint, MalformedData, UnknownCard
from net.fair.group import G, L, Scalar
from net.fair.keys import KeyPair, joint_key

KEYS = [KeyPair.generate() for _ in range(3)]
H = joint_key([kp.public for kp in KEYS])
X = Scalar(sum(kp.secret for kp in KEYS) % L)
TABLE = card_table(40)

scalars = st.integers(min_value=1, max_value=L - 1).map(Scalar)
kinds = st.integers(min_value=0, max_value=39)


def test_card_points_are_distinct_valid_and_unrelated_to_g() -> None:
    assert len(set(TABLE.points)) == 40
    assert G not in TABLE.points
    assert all(group.decode_point(p) == p for p in TABLE.points)
    # M_c is not (c + 1)·G: adding G to a ciphertext must not turn one card into the next.
    assert card_point(0) != G and card_point(1) != group.mul_base(Scalar(2))


def test_card_table_decodes_its_points_and_refuses_others() -> None:
    assert [TABLE.decode(p) for p in TABLE.points] == list(range(40))
    with pytest.raises(UnknownCard, match="no card"):
        TABLE.decode(group.add(card_point(3), G))
    with pytest.raises(UnknownCard):
        TABLE.point(40)
    with pytest.raises(MalformedData):
        card_point(-1)


@given(kinds, scalars)
@settings(max_examples=15, deadline=None)
def test_encrypt_then_decrypt_round_trips(kind: int, r: Scalar) -> None:
    assert TABLE.decode(decrypt(encrypt(TABLE.point(kind), r, H), X)) == kind


@given(kinds, scalars, scalars)
@settings(max_examples=15, deadline=None)
def test_rerandomize_keeps_the_card_and_changes_the_ciphertext(
    kind: int, r: Scalar, s: Scalar
) -> None:
    ct = encrypt(TABLE.point(kind), r, H)
    if r + s == L:  # (r + s)·G is the identity, which secp256k1 cannot represent: refused
        with pytest.raises(InvalidPoint):
            rerandomize(ct, s, H)
        return
    again = rerandomize(ct, s, H)
    assert again != ct
    assert TABLE.decode(decrypt(again, X)) == kind
    assert again == encrypt(TABLE.point(kind), Scalar((r + s) % L), H)


def test_rerandomizing_onto_the_identity_is_refused_not_a_crash() -> None:
    """The example Hypothesis found: s = n - r would make A the identity point."""
    ct = encrypt(TABLE.point(0), Scalar(1), H)
    with pytest.raises(InvalidPoint):
        rerandomize(ct, Scalar(L - 1), H)


def test_public_encryption_is_recomputable_by_anyone() -> None:
    deck = public_deck(range(40), H, TABLE)
    assert deck[7] == public_encrypt(card_point(7), H) == Ciphertext(G, group.add(card_point(7), H))
    assert [TABLE.decode(decrypt(ct, X)) for ct in deck] == list(range(40))


def test_rerandomize_many_matches_one_by_one() -> None:
    deck = public_deck(range(5), H, TABLE)
    ss = group.random_scalars(5)
    assert rerandomize_many(deck, ss, H) == tuple(
        rerandomize(c, s, H) for c, s in zip(deck, ss, strict=True)
    )
    with pytest.raises(MalformedData):
        rerandomize_many(deck, ss[:4], H)


def test_ciphertext_wire_round_trip() -> None:
    deck = rerandomize_many(public_deck(range(4), H, TABLE), group.random_scalars(4), H)
    assert deck_from_wire(deck_to_wire(deck), expected=4) == deck
    assert Ciphertext.from_wire(deck[0].to_wire()) == deck[0]


def test_ciphertext_with_invalid_component_from_wire_rejected() -> None:
    ct = public_encrypt(card_point(1), H)
    with pytest.raises(InvalidPoint, match="not on the curve"):
        Ciphertext.from_wire([ct.a, b"\x02" + bytes(32)])
    with pytest.raises(InvalidPoint, match="33 bytes"):
        Ciphertext.from_wire([bytes(32), ct.b])
    with pytest.raises(InvalidPoint, match="prefix"):
        Ciphertext.from_wire([b"\x04" + ct.a[1:], ct.b])


@pytest.mark.parametrize("data", [None, [], [b"x"], [G, G, G], {"a": G, "b": G}])
def test_malformed_ciphertext_rejected(data: object) -> None:
    with pytest.raises(MalformedData):
        Ciphertext.from_wire(data)


def test_deck_count_must_match() -> None:
    wire = deck_to_wire(public_deck(range(3), H, TABLE))
    with pytest.raises(MalformedData, match="expected 4"):
        deck_from_wire(wire, expected=4)
    with pytest.raises(MalformedData):
        deck_from_wire(b"not a list")
