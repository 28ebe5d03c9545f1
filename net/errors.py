"""Exceptions of the ``net`` package.

Every failure to read, verify or chain a peer's bytes raises a subclass of
:class:`NetError`, so a transport can catch one base and drop the peer's input
without crashing. Messages name the peer (seat and/or key fingerprint) and the
offending value.

    NetError
    ├── WireError            malformed, oversized or non-canonical bytes
    │   └── VersionError     an envelope version this code does not speak
    ├── IdentityError        a private key seed of the wrong form
    ├── RosterError          a roster that cannot be used (bad or repeated key)
    ├── WrongGame            a message signed for another game id
    ├── UnknownPeer          a seat that is not in the roster
    ├── SignatureError       a signature that does not verify
    ├── SequenceError        a gap in a sender's sequence numbers
    ├── ChainError           a previous hash that is not the sender's last digest
    ├── EquivocationError    two different signed messages with one seq (carries the proof)
    ├── ProofError           a cheating proof (equivocation or replay) that does not hold
    └── TranscriptError      a saved transcript that does not re-verify (names the index)

The fair-dealing layer has its own, separate ``FairPlayError`` tree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from net.protocol.messages import EquivocationProof


class NetError(Exception):
    """Base of every error raised by the ``net`` package."""


class WireError(NetError):
    """Bytes that are not a well-formed, in-limits, canonical message."""


class VersionError(WireError):
    """An envelope version this code does not speak."""


class IdentityError(NetError):
    """A private key seed that cannot be loaded."""


class RosterError(NetError):
    """A roster that cannot be used: bad key bytes, a small-order key, a repeated key."""


class WrongGame(NetError):
    """A message signed for a game id other than ours: never replayable across games."""


class UnknownPeer(NetError):
    """A seat or key that is not in the roster (or not attached to the bus)."""

    def __init__(self, message: str, *, seat: object = None) -> None:
        self.seat = seat
        super().__init__(message)


class SignatureError(NetError):
    """A signature that does not verify under the claimed sender's key."""


class SequenceError(NetError):
    """A sequence number that is not the sender's next one (a gap, or a re-recorded seq)."""

    def __init__(self, message: str, *, seat: int, expected: int, got: int) -> None:
        self.seat = seat
        self.expected = expected
        self.got = got
        super().__init__(message)


class ChainError(NetError):
    """A previous-message hash that does not match the sender's last accepted digest."""

    def __init__(self, message: str, *, seat: int, seq: int, expected: bytes, got: bytes) -> None:
        self.seat = seat
        self.seq = seq
        self.expected = expected
        self.got = got
        super().__init__(message)


class EquivocationError(NetError):
    """A sender signed two different messages with one seq (or named another version of its
    previous message in a signed ``prev``); ``proof`` convicts it."""

    def __init__(self, proof: EquivocationProof) -> None:
        self.proof = proof
        first, second = proof.first, proof.second
        if second.seq != first.seq:
            super().__init__(
                f"seat {first.seat} equivocated at seq {first.seq}: its seq {second.seq} "
                f"names {second.prev.hex()[:16]}, not {first.digest.hex()[:16]}"
            )
            return
        super().__init__(
            f"seat {first.seat} equivocated at seq {first.seq}: "
            f"digests {first.digest.hex()[:16]} and {second.digest.hex()[:16]}"
        )


class ProofError(NetError):
    """A cheating proof (equivocation, replay or audit) that does not convict anyone, whatever
    its bytes: nobody is blamed without one that holds."""


class TranscriptError(NetError):
    """A transcript file that does not load or re-verify."""

    def __init__(self, message: str, *, index: int | None = None) -> None:
        self.index = index
        prefix = "transcript" if index is None else f"transcript message {index}"
        super().__init__(f"{prefix}: {message}")
