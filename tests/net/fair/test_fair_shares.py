"""Decryption shares: proofs, combination, reveal to all and private draws."""

from __future__ import annotations

import msgpack
import pytest

from net.fair import group
from net.fair.challenges import Context
from net.fair.elgamal import Ciphertext, card_table, public_deck
from net.fair.errors import BadShare, InvalidPoint, MalformedData, UnknownCard
from net.fair.group import L, Scalar
from net.fair.keys import CompactProof, KeyPair, joint_key
from net.fair.shares import (
    DecryptionShares,
    combine,
    make_shares,
    open_private_draw,
    own_shares,
    reveal,
    verify_shares,
)
from net.fair.shuffle import shuffle

KEYS = [KeyPair.generate() for _ in range(4)]
PUBLICS = {seat: kp.public for seat, kp in enumerate(KEYS)}
H = joint_key(list(PUBLICS.values()))
TABLE = card_table(30)
DECK, SECRET = shuffle(public_deck(range(30), H, TABLE), H)
HAND = DECK[:6]
HAND_KINDS = tuple(SECRET.perm[:6])
CTX = Context(b"game-shares", 12, 0)


def shares_from(seat: int, cts: tuple[Ciphertext, ...] = HAND) -> DecryptionShares:
    return make_shares(KEYS[seat], cts, CTX.with_seat(seat))


def test_shares_verify_and_reveal_to_all() -> None:
    sets = [verify_shares(PUBLICS[i], HAND, shares_from(i), CTX.with_seat(i)) for i in range(4)]
    assert reveal(HAND, sets, TABLE) == HAND_KINDS


def test_private_draw_of_six_cards() -> None:
    received = {
        seat: DecryptionShares.from_wire(
            msgpack.unpackb(msgpack.packb(shares_from(seat).to_wire())), 6
        )
        for seat in (1, 2, 3)
    }
    assert open_private_draw(KEYS[0], HAND, received, PUBLICS, CTX, TABLE) == HAND_KINDS


def test_others_alone_cannot_finish_a_private_draw() -> None:
    sets = [shares_from(i).points for i in (1, 2, 3)]
    with pytest.raises(UnknownCard):
        reveal(HAND, sets, TABLE)


def test_held_card_shown_later_by_its_holder() -> None:
    """After a private draw, the holder's own share (with proof) lets anyone finish."""
    card = HAND[:1]
    sets = [
        verify_shares(PUBLICS[i], card, shares_from(i, card), CTX.with_seat(i)) for i in range(4)
    ]
    assert reveal(card, sets, TABLE) == HAND_KINDS[:1]


def test_wrong_decryption_share_attack() -> None:
    """Seat 2 uses another secret (and proves that one): its shares do not match h_2."""
    impostor = KeyPair.generate()
    bad = make_shares(impostor, HAND, CTX.with_seat(2))
    with pytest.raises(BadShare, match="seat 2"):
        verify_shares(PUBLICS[2], HAND, bad, CTX.with_seat(2))


def test_share_steering_the_draw_to_another_card_attack() -> None:
    """D' = D + M_c − M_c' would turn card c into c' for the drawer; the proof catches it."""
    honest = shares_from(3)
    target = (HAND_KINDS[0] + 1) % 30
    steer = group.sub(TABLE.point(HAND_KINDS[0]), TABLE.point(target))
    forged_points = (group.add(honest.points[0], steer), *honest.points[1:])
    sets = [shares_from(1).points, shares_from(2).points, forged_points, own_shares(KEYS[0], HAND)]
    assert reveal(HAND, sets, TABLE)[0] == target  # unchecked shares would be believed
    forged = DecryptionShares(forged_points, honest.proof)
    with pytest.raises(BadShare, match="Chaum–Pedersen"):
        open_private_draw(
            KEYS[0], HAND, {1: shares_from(1), 2: shares_from(2), 3: forged}, PUBLICS, CTX, TABLE
        )


def test_share_with_a_bad_proof_attack() -> None:
    honest = shares_from(1)
    c, z = honest.proof.challenge, honest.proof.response
    for proof in (
        CompactProof(c, Scalar(z % (L - 1) + 1)),
        CompactProof(Scalar(c % (L - 1) + 1), z),
    ):
        with pytest.raises(BadShare):
            verify_shares(
                PUBLICS[1], HAND, DecryptionShares(honest.points, proof), CTX.with_seat(1)
            )


@pytest.mark.parametrize(
    "ctx", [CTX.with_seat(2), Context(CTX.game_id, 13, 1), Context(b"g2", 12, 1)]
)
def test_share_replayed_in_another_context_attack(ctx: Context) -> None:
    with pytest.raises(BadShare):
        verify_shares(PUBLICS[1], HAND, shares_from(1), ctx)


def test_share_replayed_for_other_ciphertexts_attack() -> None:
    other = DECK[6:12]
    with pytest.raises(BadShare):
        verify_shares(PUBLICS[1], other, shares_from(1), CTX.with_seat(1))


def test_share_count_must_match() -> None:
    with pytest.raises(BadShare, match="5 shares for 6"):
        verify_shares(PUBLICS[1], HAND, shares_from(1, HAND[:5]), CTX.with_seat(1))
    with pytest.raises(MalformedData, match="expected 6"):
        DecryptionShares.from_wire(shares_from(1, HAND[:5]).to_wire(), 6)


def test_private_draw_missing_a_seat_refused() -> None:
    with pytest.raises(BadShare, match=r"missing \[3\]"):
        open_private_draw(
            KEYS[0], HAND, {1: shares_from(1), 2: shares_from(2)}, PUBLICS, CTX, TABLE
        )


def test_off_curve_share_from_wire_rejected() -> None:
    wire = shares_from(1).to_wire()
    points: list[bytes] = list(shares_from(1).points)
    points[2] = b"\x03" + bytes(32)  # x = 0: no point has it
    wire["d"] = points
    with pytest.raises(InvalidPoint, match="not on the curve"):
        DecryptionShares.from_wire(wire, 6)


def test_combine_needs_a_share_for_every_ciphertext() -> None:
    with pytest.raises(MalformedData):
        combine(HAND, [shares_from(1).points[:5]])
