"""Each field of a received cheating proof is checked at the boundary, and refused with
ProofError: the seat, the check name, the detail, the message list and each message."""

from __future__ import annotations

import pytest
from dealerkit import settings as settings_of
from proofkit import CHEAT, DropCard, pack

from net.dealer import audit_transcript, check_proof, run_game
from net.errors import ProofError, TranscriptError
from net.protocol import verdicts as proofs_module
from net.protocol.verdicts import (
    MAX_CHECK_CHARS,
    MAX_DETAIL_CHARS,
    MAX_MESSAGE_BYTES,
    CheatingProof,
    validate_fields,
)

CAP = 4


@pytest.fixture(scope="module")
def caught(game):
    """A short real proof (a shuffle one card short) and the run it comes from."""
    settings = settings_of(2)
    run = run_game(game, settings, turn_cap=CAP, factories={CHEAT: DropCard})
    return run, settings, run.peers[0].proof


def _items(proof: CheatingProof) -> list:
    return [proof.seat, proof.check, proof.detail, list(proof.messages)]


def _refused(data: object, match: str = "") -> None:
    with pytest.raises(ProofError, match=match):
        CheatingProof.from_bytes(data)  # type: ignore[arg-type]


def test_the_real_proof_round_trips_and_convicts(game, caught):
    run, settings, proof = caught
    again = CheatingProof.from_bytes(proof.to_bytes())
    assert again == proof
    assert check_proof(again, run.roster, game, settings, CAP) == CHEAT


@pytest.mark.parametrize("data", ["text", None, 7, bytearray(b"\x94"), [b"x"]])
def test_data_that_is_not_bytes(data):
    _refused(data, "does not decode")


def test_bytes_that_are_no_msgpack(caught):
    good = caught[2].to_bytes()
    _refused(good[:-1], "does not decode")
    _refused(good + b"\x00", "does not decode")
    _refused(b"\xc1", "does not decode")


def test_size_limit(caught, monkeypatch):
    data = caught[2].to_bytes()
    monkeypatch.setattr(proofs_module, "MAX_PROOF_BYTES", len(data) - 1)
    _refused(data, "exceed the limit")


@pytest.mark.parametrize(
    "items",
    [[], [1, "share", ""], [1, "share", "", [], 0], {"seat": 1}, [1, "share", "", b"wire"]],
)
def test_outer_shape(items):
    _refused(pack(items), r"\[seat, check, detail")


def test_nesting_depth(caught):
    items = _items(caught[2])
    items[0] = [[1]]  # a proof is two levels deep: a list in the seat's place is three
    _refused(pack(items), "nesting")
    items = _items(caught[2])
    items[3][0] = [items[3][0]]
    _refused(pack(items), "nesting")


@pytest.mark.parametrize("seat", [-1, True, False, "1", 1.0, b"\x01"])
def test_seat(caught, seat):
    items = _items(caught[2])
    items[0] = seat
    _refused(pack(items), "accused seat")


def test_seat_not_at_the_table(game, caught):
    run, settings, proof = caught
    for seat in (2, 2**64 - 1):
        stray = CheatingProof(seat, proof.check, proof.detail, proof.messages)
        again = CheatingProof.from_bytes(stray.to_bytes())  # well-formed: the roster decides
        with pytest.raises(ProofError, match="not at this table"):
            check_proof(again, run.roster, game, settings, CAP)


@pytest.mark.parametrize(
    "check",
    [None, 7, b"malformed", "", "x" * (MAX_CHECK_CHARS + 1), "Malformed", "bad check", "-x"],
)
def test_check_name(caught, check):
    items = _items(caught[2])
    items[1] = check
    _refused(pack(items), "check")


def test_check_names_the_dealer_uses_are_accepted():
    from net.dealer.steps import CHECKS

    names = {name for _, name in CHECKS} | {"equivocation", "audit-illegal", "audit-core",
             "audit-diverged", "shuffle-exact", "false-claim", "not-known", "fairplay"}  # fmt: skip
    for name in names:
        validate_fields(1, name, "", (b"",))


@pytest.mark.parametrize("detail", [None, 3, b"why", ["why"], "d" * (MAX_DETAIL_CHARS + 1)])
def test_detail(caught, detail):
    items = _items(caught[2])
    items[2] = detail
    _refused(pack(items), "detail")


def test_a_long_detail_is_clipped_when_built(game, caught):
    """An honest proof whose detail (an exception's text) is long still checks, here and at
    every receiver."""
    run, settings, proof = caught
    long = CheatingProof(proof.seat, proof.check, "d" * (2 * MAX_DETAIL_CHARS), proof.messages)
    assert long.detail == "d" * MAX_DETAIL_CHARS
    assert check_proof(long, run.roster, game, settings, CAP) == CHEAT
    assert CheatingProof.from_bytes(long.to_bytes()) == long


def test_message_list(caught, monkeypatch):
    items = _items(caught[2])
    items[3] = []
    _refused(pack(items), "messages")
    items = _items(caught[2])
    monkeypatch.setattr(proofs_module, "MAX_PROOF_MESSAGES", len(items[3]) - 1)
    _refused(pack(items), "messages")


@pytest.mark.parametrize("wire", [None, 1, "wire", True, 1.5, b"x" * 70_000])
def test_each_message(caught, wire):
    assert len(b"x" * 70_000) > MAX_MESSAGE_BYTES
    items = _items(caught[2])
    items[3][1] = wire
    _refused(pack(items), "proof message 1")


def test_check_proof_validates_a_proof_built_in_code(game, caught):
    run, settings, proof = caught
    args = (run.roster, game, settings, CAP)
    with pytest.raises(ProofError, match="not a cheating proof"):
        check_proof(_items(proof), *args)  # type: ignore[arg-type]
    for bad in (
        CheatingProof(proof.seat, 3.5, proof.detail, proof.messages),  # type: ignore[arg-type]
        CheatingProof(proof.seat, proof.check, proof.detail, list(proof.messages)),  # type: ignore[arg-type]
        CheatingProof(proof.seat, proof.check, proof.detail, ()),
        CheatingProof("1", proof.check, proof.detail, proof.messages),  # type: ignore[arg-type]
    ):
        with pytest.raises(ProofError):
            check_proof(bad, *args)


def test_a_repeated_prefix_message(game, caught):
    run, settings, proof = caught
    first, *rest = proof.messages
    twice = CheatingProof(proof.seat, proof.check, proof.detail, (first, first, *rest))
    with pytest.raises(ProofError, match="repeats an earlier one"):
        check_proof(twice, run.roster, game, settings, CAP)


def test_equivocation_needs_two_messages(game, caught):
    run, settings, proof = caught
    for messages in (proof.messages[:1], proof.messages[:3]):
        fake = CheatingProof(CHEAT, "equivocation", "", messages)
        with pytest.raises(ProofError):
            check_proof(fake, run.roster, game, settings, CAP)


def test_an_audit_claim_on_messages_that_do_not_replay(game, caught):
    """The audit path: a transcript that stops early or does not verify is a TranscriptError
    from ``audit_transcript``, and a ProofError from ``check_proof``."""
    run, settings, _ = caught
    wires = tuple(m.wire for m in run.peers[0].transcript.messages)
    with pytest.raises(TranscriptError, match="ends before"):
        audit_transcript(wires[:3], run.roster, game, settings, CAP)
    with pytest.raises(TranscriptError, match="message 1"):
        audit_transcript((wires[0], wires[0][:-1]), run.roster, game, settings, CAP)
    for messages in (wires[:3], (wires[0], wires[0][:-1])):
        fake = CheatingProof(CHEAT, "audit-illegal", "", messages)
        with pytest.raises(ProofError, match="do not replay"):
            check_proof(fake, run.roster, game, settings, CAP)
