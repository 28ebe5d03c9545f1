"""The gate: a message is acted on only once the messages its ``seen`` pairs name are held."""

from __future__ import annotations

import pytest

from net.dealer.gate import MAX_RELAY, Gate, Want, answer, parse_want
from net.errors import EquivocationError, WireError
from net.protocol.identity import Identity
from net.protocol.messages import Roster, Signer, Verifier
from net.protocol.wire import canonical

GAME = b"game-consistency"
IDENTITIES = [Identity.from_bytes(bytes([seat + 7]) * 32) for seat in range(3)]
ROSTER = Roster(GAME, {seat: ident.public_key for seat, ident in enumerate(IDENTITIES)})


def signers() -> list[Signer]:
    return [Signer(ident, GAME, seat) for seat, ident in enumerate(IDENTITIES)]


def test_a_message_waits_for_what_it_names_then_is_released_in_order() -> None:
    alice, bob, _ = signers()
    bobs = Verifier(ROSTER)
    a0 = alice.sign({"kind": "a"})
    bobs.accept(a0.wire)
    b0 = bob.sign({"kind": "b"}, seen=bobs.heads())  # names alice's a0
    b1 = bob.sign({"kind": "b"}, seen=bobs.heads())
    carol = Verifier(ROSTER)
    gate = Gate(carol)
    carol.accept(b0.wire)
    carol.accept(b1.wire)
    assert gate.release() == []  # b0 names a0, which carol lacks; b1 waits behind b0
    assert gate.wants() == [Want(0, 0, 0, of=1)]
    assert gate.wants() == [], "a request is sent once"
    carol.accept(a0.wire)
    assert gate.release() == [a0, b0, b1]


def test_a_fork_is_fetched_from_the_peer_who_named_it_and_convicts_the_forker() -> None:
    alice, bob, _ = signers()
    fork = Signer(IDENTITIES[0], GAME, 0)
    a0, a0_other = alice.sign({"kind": "a", "v": 1}), fork.sign({"kind": "a", "v": 2})
    bobs, carols = Verifier(ROSTER), Verifier(ROSTER)
    bobs.accept(a0.wire)
    carols.accept(a0_other.wire)
    b0 = bob.sign({"kind": "b"}, seen=bobs.heads())
    carols.accept(b0.wire)
    gate = Gate(carols)
    assert gate.release() == [a0_other]  # b0 is held: it names the other version
    (want,) = gate.wants()
    assert want == Want(0, 0, 0, of=1)
    (relayed,) = answer(bobs, want.seat, want.first, want.last)
    with pytest.raises(EquivocationError) as caught:
        carols.accept(relayed.wire)
    assert caught.value.proof.first.seat == 0


def test_requests_parse_strictly() -> None:
    assert parse_want(Want(2, 5, 9, of=1).frame()) == (2, 5, 9)
    assert parse_want(b"\x92\xc4\x01x\xc4\x01y") is None  # a signed message is no request
    for bad in (
        canonical(["want", 1, 5, 4]),
        canonical(["want", 1, 0, MAX_RELAY]),
        canonical(["want", -1, 0, 0]),
        canonical(["want", True, 0, 0]),
        canonical(["want", 1, 0, "x"]),
        b"\x94\xa4want\xff",
    ):
        with pytest.raises(WireError):
            parse_want(bad)


def test_answer_stops_at_the_first_message_not_held() -> None:
    alice = signers()[0]
    verifier = Verifier(ROSTER)
    sent = [alice.sign({"kind": "a"}) for _ in range(3)]
    for message in sent:
        verifier.accept(message.wire)
    assert answer(verifier, 0, 1, 5) == sent[1:]
    assert answer(verifier, 1, 0, 0) == []
