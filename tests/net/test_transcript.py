"""The append-only transcript, its file form, and tampered files."""

from __future__ import annotations

import contextlib
from pathlib import Path

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.errors import ChainError, SequenceError, TranscriptError, WrongGame
from net.protocol.identity import Identity
from net.protocol.messages import ChainState, Roster, SignedMessage, Signer, Verifier
from net.protocol.transcript import Transcript
from net.protocol.wire import canonical

GAME = b"transcript-game!"
IDENTITIES = [Identity.from_bytes(bytes([seat + 40]) * 32) for seat in range(3)]
ROSTER = Roster(GAME, {seat: ident.public_key for seat, ident in enumerate(IDENTITIES)})


def played(rounds: int = 3) -> Transcript:
    """A transcript of three seats taking turns, recorded as a peer would."""
    signers = [Signer(ident, GAME, seat) for seat, ident in enumerate(IDENTITIES)]
    verifier, transcript = Verifier(ROSTER), Transcript(GAME)
    for turn in range(rounds):
        for seat, signer in enumerate(signers):
            message = signer.sign({"kind": "turn", "turn": turn, "seat": seat})
            transcript.append(verifier.accept(message.wire).message)
    return transcript


def split(data: bytes) -> tuple[bytes, list[bytes]]:
    """The header bytes and each recorded wire message of a transcript file."""
    unpacker = msgpack.Unpacker(raw=False)
    unpacker.feed(data)
    unpacker.skip()
    header = data[: unpacker.tell()]
    return header, list(unpacker)


def join(header: bytes, wires: list[bytes]) -> bytes:
    return header + b"".join(canonical(w) for w in wires)


def test_transcript_keeps_acceptance_order_and_each_chain() -> None:
    transcript = played()
    assert len(transcript) == 9
    assert [m.seat for m in transcript] == [0, 1, 2] * 3
    assert [m.seq for m in transcript.chain(1)] == [0, 1, 2]
    assert transcript.state(1) == ChainState(1, 3, transcript.chain(1)[-1].digest)
    assert transcript.chain(7) == ()


def test_save_and_load_round_trip_re_verifies(tmp_path: Path) -> None:
    transcript = played()
    path = tmp_path / "game.transcript"
    transcript.save(path)
    loaded = Transcript.load(path, ROSTER)
    assert loaded.messages == transcript.messages
    assert [loaded.state(s) for s in range(3)] == [transcript.state(s) for s in range(3)]
    assert [p.name for p in tmp_path.iterdir()] == ["game.transcript"]  # no temporary left


def test_restarted_peer_resumes_signing_from_its_transcript() -> None:
    loaded = Transcript.from_bytes(played().to_bytes(), ROSTER)
    signer = Signer(IDENTITIES[0], GAME, 0, resume=loaded.state(0))
    verifier = Verifier(ROSTER)
    for message in loaded:
        verifier.accept(message.wire)
    assert verifier.accept(signer.sign({"kind": "turn", "turn": 3}).wire).is_new


def test_tampered_transcript_file_names_the_message_index() -> None:
    header, wires = split(played().to_bytes())
    wires[4] = wires[4].replace(b"\xa4turn\x01", b"\xa4turn\x07")  # rewrite history
    with pytest.raises(TranscriptError, match=r"message 4: SignatureError") as caught:
        Transcript.from_bytes(join(header, wires), ROSTER)
    assert caught.value.index == 4


def test_reordered_transcript_file_names_the_message_index() -> None:
    header, wires = split(played().to_bytes())
    wires[0], wires[3] = wires[3], wires[0]  # seat 0's seq 1 before its seq 0
    with pytest.raises(TranscriptError, match="message 0: SequenceError"):
        Transcript.from_bytes(join(header, wires), ROSTER)


def test_dropped_message_in_transcript_file_is_found() -> None:
    header, wires = split(played().to_bytes())
    with pytest.raises(TranscriptError, match="file ends after 8 of 9"):
        Transcript.from_bytes(join(header, wires[:-1]), ROSTER)  # the header keeps the count
    del wires[3]
    with pytest.raises(TranscriptError, match="message 5: SequenceError"):
        Transcript.from_bytes(join(header, wires), ROSTER)  # seat 0 jumps from seq 0 to 2


def test_repeated_message_in_transcript_file_is_refused() -> None:
    header, wires = split(played(rounds=1).to_bytes())
    header = canonical({"format": "hypnose-transcript", "version": 1, "game_id": GAME, "count": 4})
    with pytest.raises(TranscriptError, match="message 3: repeats"):
        Transcript.from_bytes(join(header, [*wires, wires[0]]), ROSTER)


def test_trailing_bytes_after_the_last_message_are_refused() -> None:
    with pytest.raises(TranscriptError, match="1 bytes after"):
        Transcript.from_bytes(played().to_bytes() + b"\xc0", ROSTER)


def test_transcript_under_another_roster_is_refused() -> None:
    impostor = Identity.from_bytes(b"\x07" * 32)
    keys = dict(ROSTER.keys) | {1: impostor.public_key}
    with pytest.raises(TranscriptError, match="message 1: SignatureError"):
        Transcript.from_bytes(played().to_bytes(), Roster(GAME, keys))
    with pytest.raises(TranscriptError, match="another game"):
        Transcript.from_bytes(played().to_bytes(), Roster(b"other", dict(ROSTER.keys)))


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"", "empty"),
        (b"\xc1", "unreadable header"),
        (canonical({"format": "zip"}), "not a transcript"),
        (canonical({"format": "hypnose-transcript", "version": 9}), "version 9"),
        (canonical({"format": "hypnose-transcript", "version": 1, "game_id": GAME}), "count"),
        (b"\x81\xc4\x01k\x01", "unreadable header"),
        (
            canonical({"format": "hypnose-transcript", "version": 1, "game_id": GAME, "count": 1})
            + canonical([1, 2]),
            "message 0: is a list",
        ),
    ],
    ids=["empty", "garbage", "magic", "version", "count", "bytes-key", "not-bytes"],
)
def test_bad_transcript_file_is_refused(data: bytes, reason: str) -> None:
    with pytest.raises(TranscriptError, match=reason):
        Transcript.from_bytes(data, ROSTER)


def test_append_refuses_what_does_not_extend_a_chain() -> None:
    signer = Signer(IDENTITIES[0], GAME, 0)
    first, second = signer.sign({"kind": "a"}), signer.sign({"kind": "b"})
    transcript = Transcript(GAME)
    with pytest.raises(SequenceError):
        transcript.append(second)
    transcript.append(first)
    with pytest.raises(SequenceError):
        transcript.append(first)
    forked = Signer(IDENTITIES[0], GAME, 0, resume=ChainState(0, 1, b"\x05" * 32))
    with pytest.raises(ChainError):
        transcript.append(forked.sign({"kind": "c"}))
    other: SignedMessage = Signer(IDENTITIES[1], b"other-game", 1).sign({"kind": "a"})
    with pytest.raises(WrongGame):
        transcript.append(other)
    assert len(transcript) == 1


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=200))
def test_fuzz_random_transcript_bytes_only_raise_transcript_error(data: bytes) -> None:
    with contextlib.suppress(TranscriptError):
        Transcript.from_bytes(data, ROSTER)
