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
    ├── TranscriptError      a saved transcript that does not re-verify (names the index)
    │
    ├── ProfileError         a data folder that cannot be used
    ├── FolderLocked         another client holds the data folder (its pid)
    ├── TrustError           a known-peers file that cannot be read or written
    ├── JournalError         a seat's journal damaged or unwritable
    ├── GameFolderError      a game folder that cannot be made or read
    ├── SeatingError         a stored seating that does not read
    ├── ReplayError          a journal that does not replay to what its seat signed
    ├── RecordError          a transcript file that cannot be read or does not verify
    │
    ├── TermsError           terms a seat cannot play under
    ├── StatementError       a statement that does not read or is not its seat's
    ├── UnauditedEnding      an ended game that cannot be audited
    │
    ├── InterfaceError       no usable network address
    ├── AdvertError          a discovery record that cannot be published or read
    ├── ChannelError         a channel that cannot be opened or goes on no longer
    │   ├── HandshakeError   not Noise, a wrong prologue or pattern, a bad hello
    │   ├── ChannelClosed    the channel is closed (``reason``)
    │   ├── VersionMismatch  peers that cannot play together (words for both sides)
    │   ├── Refused          a dial refused, by either side
    │   └── Silent           a player's client silent too long (a watcher's view)
    └── LobbyError           what the lobby cannot do, in words
        ├── JoinRefused      a join that did not happen
        │   └── NotAnswering a table whose client cannot be reached (it may answer later)
        ├── LobbyClosed      the table closed before the game started
        │   └── TableLost    its connection ended without a close (the opener may be back)
        └── LobbyProtocolError  a lobby message malformed or not accepted

The fair-dealing primitives (``net.fair``, a library of their own that imports nothing else
of ``net``) raise their own tree, defined in ``net/fair/errors.py``: a check that fails there is
evidence about a seat (it becomes a cheating proof, or a dropped message), where a
``NetError`` is about bytes, files and links.

    FairPlayError
    ├── MalformedData        wire data of the wrong shape (type, length, count, range)
    │   ├── InvalidPoint     not the canonical encoding of a group element, or an
    │   │                    operation whose result would be the identity
    │   └── InvalidScalar    zero where zero is invalid, or not reduced below n
    ├── InvalidProof         well-formed data whose proof or check fails
    │   ├── BadKey           key proof of knowledge, or a revealed secret, that does not check
    │   ├── BadShuffle       shuffle proof that fails
    │   ├── BadShare         decryption shares whose equality-of-logs proof fails
    │   └── BadReshare       a leaving seat's re-sharing whose commitments or proof fail
    ├── UnknownCard          a decrypted point that is no card of the table
    └── CommitmentMismatch   an opening that does not match its commitment

Every error of the package is defined in one of these two modules, so this docstring shows the
whole tree (``tests/net/test_layering.py`` checks the drawing against the classes). The
dealer's ``Cheat`` is not an error but a finding (it becomes a cheating proof).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

    from net.lan.handshake import Hello
    from net.protocol.messages import EquivocationProof
    from net.protocol.versions import Mismatch


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


# --- the data folder and the files in it (net.store, net.dealer) -------------------------


class ProfileError(NetError):
    """A data folder that cannot be used; the message says why and what to do."""


class FolderLocked(NetError):
    """Another client holds the data folder; the message names its pid when known."""

    def __init__(self, folder: Path, pid: int | None) -> None:
        self.folder = folder
        self.pid = pid
        who = f"Another Hypnose client (pid {pid})" if pid else "Another Hypnose client"
        super().__init__(
            f"{who} is already using the data folder {folder}. Close it first, or start this "
            "one with its own folder (--data-dir DIR or the HYPNOSE_DATA_DIR environment "
            "variable)."
        )


class TrustError(NetError):
    """A known-peers file that cannot be read or written; the message says what to do."""


class JournalError(NetError):
    """A journal file is damaged or cannot be written; the message says where and why."""


class GameFolderError(NetError):
    """A game folder cannot be made or read; in words, with the path."""


class SeatingError(NetError):
    """A stored seating does not read (damaged, or from another version); in words."""


class ReplayError(NetError):
    """The journal does not replay to the messages this seat signed: resuming would sign a
    sequence number twice. The message says which record and why."""


class RecordError(NetError):
    """A transcript file that cannot be read or does not verify; the words say why."""


# --- what the players agreed (net.protocol) ---------------------------------------------


class TermsError(NetError):
    """Terms a seat cannot play under: not what it agreed to, or malformed."""


class StatementError(NetError):
    """A statement that does not read or is not signed by the seat it names."""


class UnauditedEnding(NetError):
    """The ended game cannot be audited (no ending, a seat's secret missing); in words."""


# --- the network (net.lan, net.game, net.lobby) -----------------------------------------


class InterfaceError(NetError):
    """No usable address: the message says which interfaces there are."""


class AdvertError(NetError):
    """A discovery record that cannot be published or was received malformed."""


class ChannelError(NetError):
    """A channel that cannot be opened or goes on no longer; the message says why in words."""


class HandshakeError(ChannelError):
    """A handshake that failed: not Noise, a wrong prologue or pattern, a bad hello."""


class ChannelClosed(ChannelError):
    """The channel is closed; ``reason`` says why (by whom, or what the peer sent)."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


class VersionMismatch(ChannelError):
    """The peers cannot play together; ``mismatch`` has the words for both sides."""

    def __init__(self, mismatch: Mismatch, peer: Hello) -> None:
        self.mismatch = mismatch
        self.peer = peer
        super().__init__(mismatch.ours)


class Refused(ChannelError):
    """A dialed peer refused us, or we refused it (``authorize``, an unexpected identity)."""


class Silent(ChannelError):
    """The player's client sent nothing for too long (``Watcher.watch``'s ``silent_after``)."""


class LobbyError(NetError):
    """Something the lobby cannot do, in words for the user (a full table, a seat taken)."""


class JoinRefused(LobbyError):
    """A join that did not happen; the message says why in words (versions, a full table...)."""


class NotAnswering(JoinRefused):
    """A join that did not happen because nothing answered at the table's address (its client
    not listening, or no handshake in time): the table may answer later, or be announced at a
    new address (a host started again), so a joiner looks again rather than giving up."""


class LobbyClosed(LobbyError):
    """The table closed before the game started (its opener closed it, this client left or was
    removed, or the connection ended); the message says why."""


class TableLost(LobbyClosed):
    """The connection to a joined table ended without its opener closing it (its client
    killed, the network gone): the opener may come back with the table, so a headless joiner
    looks for it again."""


class LobbyProtocolError(LobbyError):
    """A lobby message that is malformed or not one this side accepts: its channel closes."""
