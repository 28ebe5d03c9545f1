"""Signed, chained envelopes and their verifier; attacks are named as attacks."""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
from typing import Any

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from net.errors import (
    ChainError,
    EquivocationError,
    NetError,
    ProofError,
    RosterError,
    SequenceError,
    SignatureError,
    UnknownPeer,
    VersionError,
    WireError,
    WrongGame,
)
from net.protocol.identity import Identity
from net.protocol.messages import (
    GENESIS,
    VERSION,
    ChainState,
    EquivocationProof,
    Roster,
    Signer,
    Status,
    Verifier,
    check_equivocation_proof,
    parse_message,
)
from net.protocol.wire import MAX_FRAME, canonical, decode

GAME = b"game-0001-abcdef"
IDENTITIES = [Identity.from_bytes(bytes([seat + 1]) * 32) for seat in range(3)]
OUTSIDER = Identity.from_bytes(b"\x99" * 32)
ROSTER = Roster(GAME, {seat: ident.public_key for seat, ident in enumerate(IDENTITIES)})


def signer(seat: int, game: bytes = GAME) -> Signer:
    return Signer(IDENTITIES[seat], game, seat)


def raw_wire(identity: Identity, fields: list[Any], *, signed: bytes | None = None) -> bytes:
    """A wire message built by hand, bypassing Signer's checks, as an attacker would."""
    if signed is None:
        signed = msgpack.packb(fields, use_bin_type=True)
    return canonical([signed, identity.sign(signed)])


def test_honest_chain_is_accepted_and_returns_the_verified_message() -> None:
    alice, verifier = signer(0), Verifier(ROSTER)
    for n in range(3):
        message = alice.sign({"kind": "bid", "n": n})
        accepted = verifier.accept(message.wire)
        assert accepted.status is Status.NEW and accepted.is_new
        assert accepted.message == message
        assert (accepted.message.seq, accepted.message.body["n"]) == (n, n)
    assert verifier.state(0) == ChainState(0, 3, message.digest)
    assert verifier.state(1) == ChainState(1, 0, GENESIS)


def test_signed_bytes_are_the_fixed_order_envelope() -> None:
    first = signer(1).sign({"kind": "hello", "b": 2, "a": 1})
    body = {"a": 1, "b": 2, "kind": "hello"}
    assert decode(first.signed) == [VERSION, GAME, 1, 0, GENESIS, [], body]
    assert decode(first.wire) == [first.signed, first.signature]
    assert first.kind == "hello"


def test_digest_is_sha256_of_the_signed_bytes_and_chains() -> None:
    alice = signer(0)
    first, second = alice.sign({"kind": "a"}), alice.sign({"kind": "b"})
    assert first.digest == hashlib.sha256(first.signed).digest()
    assert (first.prev, second.prev) == (GENESIS, first.digest)


def test_bad_signature_attack() -> None:
    message = signer(0).sign({"kind": "pay", "amount": 1})
    bad = bytes([message.signature[0] ^ 1]) + message.signature[1:]
    with pytest.raises(SignatureError, match="seat 0"):
        Verifier(ROSTER).accept(canonical([message.signed, bad]))


def test_tampered_body_attack() -> None:
    message = signer(0).sign({"kind": "pay", "amount": 1})
    signed = message.signed.replace(b"\xa6amount\x01", b"\xa6amount\x09")
    assert signed != message.signed
    with pytest.raises(SignatureError):
        Verifier(ROSTER).accept(canonical([signed, message.signature]))


def test_impersonation_attack() -> None:
    # Seat 1 signs with its own key but claims to be seat 0.
    forged = Signer(IDENTITIES[1], GAME, 0).sign({"kind": "fold"})
    with pytest.raises(SignatureError, match="seat 0"):
        Verifier(ROSTER).accept(forged.wire)


def test_wrong_game_id_attack() -> None:
    # A message honestly signed for another game cannot be replayed into this one.
    other_game = signer(0, game=b"another-game-id!").sign({"kind": "bid"})
    with pytest.raises(WrongGame, match="seat 0 seq 0 is for game"):
        Verifier(ROSTER).accept(other_game.wire)


def test_unknown_seat_attack() -> None:
    outsider = Signer(OUTSIDER, GAME, 7).sign({"kind": "join"})
    with pytest.raises(UnknownPeer, match="seat 7"):
        Verifier(ROSTER).accept(outsider.wire)


def test_replayed_message_is_a_duplicate_and_not_applied_twice() -> None:
    alice, verifier = signer(0), Verifier(ROSTER)
    applied: list[int] = []
    messages = [alice.sign({"kind": "draw", "n": n}) for n in range(2)]
    for wire in [messages[0].wire, messages[0].wire, messages[1].wire, messages[0].wire]:
        accepted = verifier.accept(wire)
        if accepted.is_new:
            applied.append(accepted.message.body["n"])
        else:
            assert accepted.status is Status.DUPLICATE
            assert accepted.message is verifier.messages(0)[accepted.message.seq]
    assert applied == [0, 1]
    assert verifier.state(0).next_seq == 2


def equivocate() -> tuple[Any, Any]:
    """Seat 2 signs two different seq-0 messages (e.g. one per opponent)."""
    return signer(2).sign({"kind": "cut", "at": 10}), signer(2).sign({"kind": "cut", "at": 40})


def test_equivocation_attack_yields_a_proof_that_rechecks() -> None:
    told_alice, told_bob = equivocate()
    verifier = Verifier(ROSTER)
    verifier.accept(told_alice.wire)
    with pytest.raises(EquivocationError, match="seat 2 equivocated at seq 0") as caught:
        verifier.accept(told_bob.wire)
    proof = caught.value.proof
    assert (proof.first, proof.second) == (told_alice, told_bob)
    assert check_equivocation_proof(proof, ROSTER) == 2
    # Sent to every peer as bytes, each re-checks it on its own.
    assert check_equivocation_proof(EquivocationProof.from_bytes(proof.to_bytes()), ROSTER) == 2
    assert verifier.state(2).next_seq == 1  # the second message was not recorded


def test_equivocation_is_caught_below_the_head_of_the_chain() -> None:
    carol = signer(2)
    honest = [carol.sign({"kind": "n", "n": n}) for n in range(3)]
    verifier = Verifier(ROSTER)
    for message in honest:
        verifier.accept(message.wire)
    rewrite = Signer(IDENTITIES[2], GAME, 2, resume=ChainState(2, 1, honest[0].digest))
    with pytest.raises(EquivocationError) as caught:
        verifier.accept(rewrite.sign({"kind": "n", "n": 99}).wire)
    assert check_equivocation_proof(caught.value.proof, ROSTER) == 2


def test_known_message_with_a_bad_signature_is_refused_not_deduplicated() -> None:
    message = signer(0).sign({"kind": "x"})
    verifier = Verifier(ROSTER)
    verifier.accept(message.wire)
    other_signature = canonical([message.signed, b"\x00" * 64])  # same signed bytes
    with pytest.raises(SignatureError):
        verifier.accept(other_signature)  # a bad signature is still checked first
    assert verifier.accept(message.wire).status is Status.DUPLICATE


def forged_proofs() -> dict[str, EquivocationProof]:
    first, second = equivocate()
    framed = Signer(IDENTITIES[0], GAME, 2).sign({"kind": "cut", "at": 40})  # seat 0 frames 2
    later = signer(2)
    later.sign({"kind": "cut", "at": 10})
    next_seq = later.sign({"kind": "cut", "at": 11})
    other_game = Signer(IDENTITIES[2], b"another-game-id!", 2).sign({"kind": "cut", "at": 40})
    outsider_a = Signer(OUTSIDER, GAME, 7).sign({"kind": "a"})
    outsider_b = Signer(OUTSIDER, GAME, 7).sign({"kind": "b"})
    return {
        "signed-by-another-seat": EquivocationProof(first, framed),
        "same-message-twice": EquivocationProof(first, first),
        "different-seqs": EquivocationProof(first, next_seq),
        "different-seats": EquivocationProof(first, signer(1).sign({"kind": "cut", "at": 1})),
        "other-game": EquivocationProof(first, other_game),
        "unknown-seat": EquivocationProof(outsider_a, outsider_b),
        # Doctored decoded fields: the check must trust only the bytes.
        "doctored-fields": EquivocationProof(first, dataclasses.replace(next_seq, seq=0)),
        "garbage-bytes": EquivocationProof(first, dataclasses.replace(second, wire=b"\xc1")),
    }


@pytest.mark.parametrize("name", list(forged_proofs()))
def test_forged_equivocation_proof_is_refused(name: str) -> None:
    with pytest.raises(ProofError):
        check_equivocation_proof(forged_proofs()[name], ROSTER)


def test_gap_in_seq_is_refused_until_the_missing_message_is_resent() -> None:
    alice, verifier = signer(0), Verifier(ROSTER)
    messages = [alice.sign({"kind": "n", "n": n}) for n in range(3)]
    verifier.accept(messages[0].wire)
    with pytest.raises(SequenceError, match="expected 1") as caught:
        verifier.accept(messages[2].wire)
    assert (caught.value.seat, caught.value.expected, caught.value.got) == (0, 1, 2)
    assert verifier.accept(messages[1].wire).is_new
    assert verifier.accept(messages[2].wire).is_new


def test_wrong_prev_hash_attack_convicts_its_signer() -> None:
    """A signed prev that is not the digest of the message held at the seq before names
    another version of that message: its signer signed two (fairplay.md, "Forks become
    proofs"), so the pair convicts it, and changes nothing here."""
    alice, verifier = signer(0), Verifier(ROSTER)
    first = alice.sign({"kind": "a"})
    verifier.accept(first.wire)
    forked = Signer(IDENTITIES[0], GAME, 0, resume=ChainState(0, 1, b"\x11" * 32))
    with pytest.raises(EquivocationError, match="names 1111") as caught:
        verifier.accept(forked.sign({"kind": "b"}).wire)
    assert caught.value.proof.first == first
    assert check_equivocation_proof(caught.value.proof, ROSTER) == 0
    assert verifier.state(0).next_seq == 1


def test_a_message_that_follows_its_predecessor_is_no_chain_proof() -> None:
    alice = signer(0)
    first, second = alice.sign({"kind": "a"}), alice.sign({"kind": "b"})
    with pytest.raises(ProofError, match="follows"):
        check_equivocation_proof(EquivocationProof(first, second), ROSTER)


def test_first_message_must_chain_to_genesis() -> None:
    forked = Signer(IDENTITIES[0], GAME, 0, resume=ChainState(0, 0, b"\x22" * 32))
    with pytest.raises(ChainError):
        Verifier(ROSTER).accept(forked.sign({"kind": "a"}).wire)


def test_bool_seat_confusion_attack() -> None:
    wire = raw_wire(IDENTITIES[1], [VERSION, GAME, True, 0, GENESIS, [], {"kind": "a"}])
    with pytest.raises(WireError, match="seat True"):
        Verifier(ROSTER).accept(wire)


def test_non_canonical_signed_bytes_attack() -> None:
    # Validly signed, but a second encoding of the same data: one message, one encoding.
    body = {"kind": "a", "b": 1}  # insertion order, not sorted
    wire = raw_wire(IDENTITIES[0], [VERSION, GAME, 0, 0, GENESIS, [], body])
    with pytest.raises(WireError, match="not canonical"):
        Verifier(ROSTER).accept(wire)


def test_duplicate_map_key_attack() -> None:
    prefix = msgpack.packb([VERSION, GAME, 0, 0, GENESIS, []], use_bin_type=True)
    signed = bytes([0x97]) + prefix[1:] + b"\x82\xa4kind\xa1a\xa4kind\xa1b"
    with pytest.raises(WireError, match="not canonical"):
        Verifier(ROSTER).accept(raw_wire(IDENTITIES[0], [], signed=signed))


def test_non_canonical_outer_array_attack() -> None:
    message = signer(0).sign({"kind": "a"})
    signature_as_bin16 = b"\xc5\x00\x40" + message.signature
    wire = b"\x92" + msgpack.packb(message.signed, use_bin_type=True) + signature_as_bin16
    assert decode(wire) == [message.signed, message.signature]
    with pytest.raises(WireError, match="canonical"):
        Verifier(ROSTER).accept(wire)


def test_unsupported_version_is_refused() -> None:
    wire = raw_wire(IDENTITIES[0], [VERSION + 1, GAME, 0, 0, GENESIS, [], {"kind": "a"}])
    with pytest.raises(VersionError, match=f"version {VERSION + 1}"):
        Verifier(ROSTER).accept(wire)


@pytest.mark.parametrize(
    "fields",
    [
        [VERSION, GAME, 0, 0, GENESIS],
        [VERSION, GAME, 0, 0, GENESIS, [], {"kind": "a"}, "extra"],
        [VERSION, "game", 0, 0, GENESIS, [], {"kind": "a"}],
        [VERSION, GAME, -1, 0, GENESIS, [], {"kind": "a"}],
        [VERSION, GAME, 0, -1, GENESIS, [], {"kind": "a"}],
        [VERSION, GAME, 0, 0, GENESIS[:31], [], {"kind": "a"}],
        [VERSION, GAME, 0, 0, GENESIS, [], ["kind", "a"]],
        [VERSION, GAME, 0, 0, GENESIS, [], {"no": "kind"}],
        [VERSION, GAME, 0, 0, GENESIS, [], {"kind": ""}],
        [VERSION, GAME, 0, 0, GENESIS, [], {"kind": 5}],
        {"version": VERSION},
        [VERSION, GAME, 0, 0, GENESIS, {}, {"kind": "a"}],
        [VERSION, GAME, 0, 0, GENESIS, [[1, 1]], {"kind": "a"}],
        [VERSION, GAME, 0, 0, GENESIS, [[1, 0, GENESIS]], {"kind": "a"}],
        [VERSION, GAME, 0, 0, GENESIS, [[1, 1, GENESIS[:31]]], {"kind": "a"}],
        [VERSION, GAME, 0, 0, GENESIS, [[0, 1, GENESIS]], {"kind": "a"}],
        [VERSION, GAME, 0, 0, GENESIS, [[2, 1, GENESIS], [1, 1, GENESIS]], {"kind": "a"}],
        [VERSION, GAME, 0, 0, GENESIS, [[1, 1, GENESIS]] * 2, {"kind": "a"}],
        [VERSION, GAME, 0, 0, GENESIS, [[True, 1, GENESIS]], {"kind": "a"}],
    ],
    ids=[
        "short",
        "long",
        "str-game",
        "negative-seat",
        "negative-seq",
        "short-prev",
        "list-body",
        "no-kind",
        "empty-kind",
        "int-kind",
        "map-envelope",
        "map-seen",
        "short-seen-entry",
        "seen-count-0",
        "seen-short-digest",
        "seen-own-seat",
        "seen-descending",
        "seen-repeated",
        "seen-bool-seat",
    ],
)
def test_malformed_envelope_attack(fields: Any) -> None:
    with pytest.raises(WireError):
        Verifier(ROSTER).accept(raw_wire(IDENTITIES[0], fields))


def test_seen_naming_a_seat_not_at_the_table_is_refused() -> None:
    wire = raw_wire(IDENTITIES[0], [VERSION, GAME, 0, 0, GENESIS, [[9, 1, GENESIS]], {"kind": "a"}])
    with pytest.raises(UnknownPeer, match="seat 9"):
        Verifier(ROSTER).accept(wire)


def test_seen_records_what_the_signer_had_accepted() -> None:
    verifier = Verifier(ROSTER)
    first = signer(1).sign({"kind": "a"})
    verifier.accept(first.wire)
    reply = signer(0).sign({"kind": "b"}, seen=verifier.heads())
    assert [(p.seat, p.count, p.head) for p in reply.seen] == [(1, 1, first.digest)]
    assert verifier.holds(reply.seen[0]) is True


@pytest.mark.parametrize(
    "outer",
    [[b"x"], [b"x", b"\x00" * 64, b"z"], [b"x", b"\x00" * 63], ["x", b"\x00" * 64], {"a": 1}],
    ids=["one", "three", "short-signature", "str-signed", "map"],
)
def test_malformed_outer_array_attack(outer: Any) -> None:
    with pytest.raises(WireError):
        Verifier(ROSTER).accept(canonical(outer))


def test_oversized_message_attack() -> None:
    message = signer(0).sign({"kind": "blob", "data": b"x" * 2000})
    with pytest.raises(WireError, match="exceed the limit 1024"):
        Verifier(ROSTER, limit=1024).accept(message.wire)


def test_signer_refuses_a_message_peers_would_refuse_and_keeps_its_seq() -> None:
    alice = signer(0)
    with pytest.raises(WireError):
        alice.sign({"kind": "blob", "data": b"x" * MAX_FRAME})
    with pytest.raises(WireError):
        alice.sign({"kind": "bad", "data": {1, 2}})
    with pytest.raises(WireError, match="kind"):
        alice.sign({"data": 1})
    assert alice.state == ChainState(0)
    assert Verifier(ROSTER).accept(alice.sign({"kind": "ok"}).wire).is_new


def test_signer_resumes_a_chain() -> None:
    alice, verifier = signer(0), Verifier(ROSTER)
    verifier.accept(alice.sign({"kind": "a"}).wire)
    restarted = Signer(IDENTITIES[0], GAME, 0, resume=verifier.state(0))
    assert verifier.accept(restarted.sign({"kind": "b"}).wire).message.seq == 1


def test_parse_message_round_trips_what_signer_made() -> None:
    message = signer(1).sign({"kind": "a", "list": (1, 2)})
    assert parse_message(message.wire) == message
    assert message.body["list"] == [1, 2]  # as receivers see it
    assert "seat=1" in repr(message) and "kind='a'" in repr(message)


def test_roster_refuses_a_small_order_key_attack() -> None:
    with pytest.raises(RosterError, match="seat 1"):
        Roster(GAME, {0: IDENTITIES[0].public_key, 1: bytes(32)})


@pytest.mark.parametrize(
    "keys",
    [
        {0: IDENTITIES[0].public_key, 1: IDENTITIES[0].public_key},
        {0: b"short"},
        {-1: IDENTITIES[0].public_key},
        {True: IDENTITIES[0].public_key},
        {0: bytearray(IDENTITIES[0].public_key)},
    ],
    ids=["shared-key", "short-key", "negative-seat", "bool-seat", "bytearray-key"],
)
def test_roster_refuses_unusable_keys(keys: dict[Any, bytes]) -> None:
    with pytest.raises(RosterError):
        Roster(GAME, keys)


def test_roster_names_seats_and_keys() -> None:
    assert ROSTER.seat_of(IDENTITIES[2].public_key) == 2
    assert IDENTITIES[2].fingerprint in ROSTER.describe(2)
    with pytest.raises(UnknownPeer, match=OUTSIDER.fingerprint):
        ROSTER.seat_of(OUTSIDER.public_key)
    with pytest.raises(UnknownPeer):
        ROSTER.key_for(9)


VALID = [signer(0).sign({"kind": "fuzz", "n": 1}).wire]


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_fuzz_accept_random_bytes_only_raises_net_errors(data: bytes) -> None:
    with contextlib.suppress(NetError):
        Verifier(ROSTER).accept(data)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fuzz_accept_mutated_message_is_always_refused(data: st.DataObject) -> None:
    wire = bytearray(VALID[0])
    positions = st.lists(st.integers(0, len(wire) - 1), min_size=1, max_size=3, unique=True)
    for index in data.draw(positions):
        wire[index] ^= data.draw(st.integers(1, 255))
    with pytest.raises(NetError):
        Verifier(ROSTER).accept(bytes(wire))


envelope_items = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 2**64 - 1),
    st.binary(max_size=40),
    st.text(max_size=5),
    st.dictionaries(st.text(max_size=5), st.integers() | st.text(max_size=3), max_size=3),
)


@settings(max_examples=200, deadline=None)
@given(st.lists(envelope_items, max_size=7), st.sampled_from([IDENTITIES[0], OUTSIDER]))
def test_fuzz_accept_signed_random_envelopes_only_raises_net_errors(
    fields: list[Any], identity: Identity
) -> None:
    try:
        wire = raw_wire(identity, fields)
    except (OverflowError, TypeError, ValueError, NetError):
        return
    try:
        accepted = Verifier(ROSTER).accept(wire)
    except NetError:
        return
    assert accepted.message.seq == 0  # only a well-formed first message can get through
