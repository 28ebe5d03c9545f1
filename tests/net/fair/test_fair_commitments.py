"""Hash commitments and commit-reveal joint randomness."""

from __future__ import annotations

import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.fair.challenges import Context
from net.fair.commitments import (
    Opening,
    check_opening,
    commit,
    joint_random,
    joint_random_commit,
    random_below,
)
from net.fair.errors import CommitmentMismatch, MalformedData

GAME = b"game-commit"
TAG = b"hypnose/test/duel"


def round_of(seats: list[int], step: int = 3) -> tuple[dict[int, bytes], dict[int, Opening]]:
    commitments, reveals = {}, {}
    for seat in seats:
        commitments[seat], reveals[seat] = joint_random_commit(Context(GAME, step, seat))
    return commitments, reveals


@given(st.binary(max_size=64))
@settings(max_examples=20)
def test_commitment_opens_to_its_payload(payload: bytes) -> None:
    ctx = Context(GAME, 1, 2)
    digest, opening = commit(TAG, ctx, payload)
    assert check_opening(digest, TAG, ctx, Opening.from_wire(opening.to_wire())) == payload


def test_opening_with_another_payload_or_context_fails() -> None:
    ctx = Context(GAME, 1, 2)
    digest, opening = commit(TAG, ctx, b"handles 3,5")
    with pytest.raises(CommitmentMismatch, match="seat 2") as info:
        check_opening(digest, TAG, ctx, Opening(opening.nonce, b"handles 3,6"))
    assert info.value.seat == 2
    with pytest.raises(CommitmentMismatch):
        check_opening(digest, TAG, ctx.with_seat(1), opening)
    with pytest.raises(CommitmentMismatch):
        check_opening(digest, b"other tag", ctx, opening)


def test_commitments_hide_equal_payloads() -> None:
    ctx = Context(GAME, 1, 2)
    assert commit(TAG, ctx, b"x")[0] != commit(TAG, ctx, b"x")[0]


def test_joint_randomness_agrees_whatever_the_arrival_order() -> None:
    commitments, reveals = round_of([0, 1, 2, 3])
    forward = joint_random(commitments, reveals, GAME, 3)
    backward = joint_random(
        dict(reversed(commitments.items())), dict(reversed(reveals.items())), GAME, 3
    )
    assert forward == backward and len(forward) == 32


def test_joint_randomness_reveal_not_matching_its_commitment_attack() -> None:
    """Seat 2 sees the others' reveals and swaps in a value of its choosing."""
    commitments, reveals = round_of([0, 1, 2, 3])
    reveals[2] = Opening(reveals[2].nonce, os.urandom(32))
    with pytest.raises(CommitmentMismatch, match="seat 2") as info:
        joint_random(commitments, reveals, GAME, 3)
    assert info.value.seat == 2


def test_joint_randomness_names_a_seat_that_did_not_reveal() -> None:
    commitments, reveals = round_of([0, 1, 2])
    del reveals[1]
    with pytest.raises(CommitmentMismatch, match="seat 1 did not reveal") as info:
        joint_random(commitments, reveals, GAME, 3)
    assert info.value.seat == 1


def test_joint_randomness_reveal_replayed_from_another_step_attack() -> None:
    old_commitments, old_reveals = round_of([0, 1], step=2)
    commitments, reveals = round_of([0, 1], step=3)
    commitments[1], reveals[1] = old_commitments[1], old_reveals[1]
    with pytest.raises(CommitmentMismatch, match="seat 1"):
        joint_random(commitments, reveals, GAME, 3)


@given(st.binary(min_size=32, max_size=32), st.integers(min_value=1, max_value=2**64))
def test_random_below_is_in_range(joint: bytes, n: int) -> None:
    assert 0 <= random_below(joint, n) < n


def test_random_below_refuses_bad_input() -> None:
    with pytest.raises(MalformedData):
        random_below(b"short", 4)
    with pytest.raises(MalformedData):
        random_below(bytes(32), 0)


def test_random_below_spreads_evenly() -> None:
    counts = [0] * 4
    for _ in range(4000):
        counts[random_below(os.urandom(32), 4)] += 1
    assert all(850 < c < 1150 for c in counts)


def test_malformed_opening_rejected() -> None:
    with pytest.raises(MalformedData):
        Opening.from_wire([b"short nonce", b"payload"])
    with pytest.raises(MalformedData):
        Opening.from_wire("nope")
    with pytest.raises(MalformedData):
        check_opening(b"short", TAG, Context(GAME, 1, 1), Opening(bytes(32), b""))
