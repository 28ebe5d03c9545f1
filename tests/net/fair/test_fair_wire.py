"""Every from_wire parser, fed arbitrary msgpack-shaped data, fails only with FairPlayError."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from net.fair.challenges import Context
from net.fair.commitments import Opening
from net.fair.elgamal import Ciphertext, card_table, deck_from_wire, public_deck
from net.fair.errors import FairPlayError
from net.fair.keys import CompactProof, KeyAnnouncement, KeyPair, joint_key, prove_key
from net.fair.shares import DecryptionShares, make_shares
from net.fair.shuffle import ShuffleProof, shuffle_and_prove

KEYS = [KeyPair.generate() for _ in range(2)]
H = joint_key([kp.public for kp in KEYS])
DECK = public_deck(range(3), H, card_table(3))
CTX = Context(b"game-wire", 1, 0)
_OUT, _SECRET, _PROOF = shuffle_and_prove(DECK, H, CTX)

PARSERS: dict[str, Callable[[object], object]] = {
    "ciphertext": Ciphertext.from_wire,
    "deck": lambda d: deck_from_wire(d, expected=3),
    "compact_proof": CompactProof.from_wire,
    "key_announcement": KeyAnnouncement.from_wire,
    "shares": lambda d: DecryptionShares.from_wire(d, 3),
    "shuffle_proof": lambda d: ShuffleProof.from_wire(d, 3),
    "opening": Opening.from_wire,
}

VALID: dict[str, object] = {
    "ciphertext": DECK[0].to_wire(),
    "deck": [ct.to_wire() for ct in _OUT],
    "compact_proof": prove_key(KEYS[0], b"g", 0).proof.to_wire(),
    "key_announcement": prove_key(KEYS[0], b"g", 0).to_wire(),
    "shares": make_shares(KEYS[0], _OUT, CTX).to_wire(),
    "shuffle_proof": _PROOF.to_wire(),
    "opening": Opening(bytes(32), b"payload").to_wire(),
}

leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**64), max_value=2**64),
    st.binary(max_size=40),
    st.sampled_from([bytes(32), b"\x01" + bytes(31), DECK[0].a, b"\xff" * 32]),
    st.text(max_size=8),
)
wire_data = st.recursive(
    leaves,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(
            st.sampled_from(["h", "proof", "d", "c", "chat", "t4", "s1", "sprime", "x"]),
            children,
            max_size=4,
        ),
    ),
    max_leaves=12,
)


@pytest.mark.parametrize("name", sorted(PARSERS))
def test_valid_wire_forms_parse(name: str) -> None:
    PARSERS[name](msgpack.unpackb(msgpack.packb(VALID[name])))


@pytest.mark.parametrize("name", sorted(PARSERS))
@given(data=wire_data)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_arbitrary_data_fails_only_with_fair_play_errors(name: str, data: object) -> None:
    with contextlib.suppress(FairPlayError):
        PARSERS[name](data)


def _mutations(value: object) -> list[object]:
    """Copies of a wire value with one byte string flipped, truncated or one list shortened."""
    out: list[object] = []
    if isinstance(value, bytes) and value:
        out += [bytes([value[0] ^ 0x80]) + value[1:], value[:-1], value + b"\x00"]
    elif isinstance(value, list):
        out.append(value[:-1])
        for i, item in enumerate(value):
            out += [[*value[:i], m, *value[i + 1 :]] for m in _mutations(item)]
    elif isinstance(value, dict):
        for key, item in value.items():
            out += [{**value, key: m} for m in _mutations(item)]
    return out


@pytest.mark.parametrize("name", sorted(PARSERS))
def test_mutated_valid_forms_fail_only_with_fair_play_errors(name: str) -> None:
    for mutated in _mutations(VALID[name])[:200]:
        with contextlib.suppress(FairPlayError):
            PARSERS[name](mutated)
