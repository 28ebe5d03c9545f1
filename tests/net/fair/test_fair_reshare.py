"""Re-sharing a leaving seat's secrets: shares that add up, open only for their receiver, a
complaint that proves what it opens, a proof of knowledge of t bound to its context, and the
sealed closing only the secret opens."""

from __future__ import annotations

import pytest

from net.fair import group
from net.fair.challenges import Context
from net.fair.errors import BadReshare, BadShare, InvalidScalar, MalformedData
from net.fair.group import L, Scalar
from net.fair.keys import KeyPair
from net.fair.reshare import (
    Reshare,
    check_reshare,
    complaint_point,
    make_complaint,
    make_reshare,
    open_shares,
    seal,
    split_secret,
    unseal,
    wrong_shares,
)

GAME = b"game-reshare"
LEAVER = KeyPair.generate()
PIECE = KeyPair.generate()  # a piece of an earlier leaver's secret that the leaver holds
STAY = {0: KeyPair.generate(), 2: KeyPair.generate(), 3: KeyPair.generate()}
CTX = Context(GAME, 40, 1)


def _reshare() -> tuple[Reshare, list[list[Scalar]]]:
    receivers = {seat: kp.public for seat, kp in STAY.items()}
    return make_reshare([LEAVER.secret, PIECE.secret], receivers, CTX)


def test_the_shares_add_up_and_each_receiver_opens_its_own():
    reshare, shares = _reshare()
    check_reshare(reshare, [LEAVER.public, PIECE.public], CTX)
    assert [sum(row) % L for row in shares] == [LEAVER.secret, PIECE.secret]
    for index, (seat, kp) in enumerate(sorted(STAY.items())):
        q = group.mul(kp.secret, reshare.t_point)
        opened = open_shares(reshare, q, seat, index, CTX)
        assert opened == [row[index] for row in shares]
        assert wrong_shares(opened, reshare, index) == []
        other = open_shares(reshare, q, seat, (index + 1) % 3, CTX)
        assert wrong_shares(other, reshare, (index + 1) % 3) == [0, 1], "not its shares"


def test_a_split_that_does_not_add_up_or_a_proof_elsewhere_is_refused():
    reshare, _ = _reshare()
    with pytest.raises(BadReshare, match="add up"):
        check_reshare(reshare, [PIECE.public, LEAVER.public], CTX)
    with pytest.raises(BadReshare, match="knowledge"):
        check_reshare(reshare, [LEAVER.public, PIECE.public], Context(GAME, 41, 1))
    borrowed = Reshare(group.mul_base(group.random_scalar()), *_fields(reshare)[1:])
    with pytest.raises(BadReshare, match="knowledge"):
        check_reshare(borrowed, [LEAVER.public, PIECE.public], CTX)


def _fields(reshare: Reshare) -> tuple:
    return reshare.t_point, reshare.proof, reshare.commitments, reshare.encrypted


def test_a_complaint_opens_the_complainers_shares_for_everyone():
    reshare, shares = _reshare()
    seat, kp = 2, STAY[2]
    ctx = Context(GAME, 40, seat)
    complaint = make_complaint(kp, reshare, ctx)
    q = complaint_point(kp.public, reshare, complaint, ctx)
    assert open_shares(reshare, q, seat, 1, CTX) == [row[1] for row in shares]
    with pytest.raises(BadShare):  # the proof is the complainer's, at its seat and step
        complaint_point(STAY[3].public, reshare, complaint, Context(GAME, 40, 3))
    other, _ = _reshare()
    with pytest.raises(BadShare):  # and about this message's T only
        complaint_point(kp.public, other, complaint, ctx)


def test_a_wrong_share_is_found_by_its_receiver():
    reshare, _ = _reshare()
    encrypted = [list(row) for row in reshare.encrypted]
    encrypted[1][0] = Scalar((encrypted[1][0] + 1) % L)
    bad = Reshare(reshare.t_point, reshare.proof, reshare.commitments,
                  tuple(tuple(row) for row in encrypted))  # fmt: skip
    q = group.mul(STAY[0].secret, bad.t_point)
    assert wrong_shares(open_shares(bad, q, 0, 0, CTX), bad, 0) == [1]


def test_the_wire_form_round_trips_and_refuses_other_shapes():
    reshare, _ = _reshare()
    body = reshare.to_wire()
    assert Reshare.from_wire(body, 2, 3) == reshare
    with pytest.raises(MalformedData):
        Reshare.from_wire(body, 3, 3)
    with pytest.raises(MalformedData):
        Reshare.from_wire(body, 2, 2)
    with pytest.raises(InvalidScalar):
        Reshare.from_wire({**body, "split": [[body["split"][0][0], [b"\xff" * 32] * 3],
                                             body["split"][1]]}, 2, 3)  # fmt: skip
    with pytest.raises(MalformedData):
        Reshare.from_wire({**body, "t": None}, 2, 3)


def test_split_secret_gives_nonzero_shares_that_add_up():
    secret = group.random_scalar()
    for count in (1, 2, 5):
        shares = split_secret(secret, count)
        assert len(shares) == count and all(shares) and sum(shares) % L == secret
    with pytest.raises(MalformedData):
        split_secret(secret, 0)


def test_the_sealed_closing_opens_with_the_secret_only():
    payload = b"\x82\xa4open\xc0\xa8reorders\x90"
    sealed = seal(payload, LEAVER.secret, GAME, 1)
    assert sealed != payload and unseal(sealed, LEAVER.secret, GAME, 1) == payload
    assert unseal(sealed, PIECE.secret, GAME, 1) != payload
    assert unseal(sealed, LEAVER.secret, GAME, 2) != payload, "bound to the seat"
