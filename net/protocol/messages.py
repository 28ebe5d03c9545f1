"""Signed, hash-chained message envelopes, their verifier, and equivocation proofs.

Signed bytes are the canonical msgpack of the fixed-order array
``[version, game_id, seat, seq, prev, seen, body]``; the wire form is the msgpack
array ``[signed_bytes, signature]``. Keeping the signed bytes whole on the wire
lets a receiver verify and hash exactly the bytes it received, never a
re-encoding. ``prev`` is the SHA-256 of the sender's previous signed bytes
(32 zero bytes at seq 0), so each sender's messages form a chain, and two
different signed messages with one seat and seq convict their signer.

``seen`` lists, for every other seat the sender had accepted messages from, the pair
``[seat, count, head]``: how many of that seat's messages it had accepted and the digest of
the last. A receiver matches these pairs before it acts on the body (see
``net.dealer.gate``), so a seat that tells two peers two different things is exposed by the
digests of the very peers it lied to, and a proof built on one version of a forked message
cannot accuse a peer who signed that it had accepted the other.
"""

from __future__ import annotations

import enum
import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType
from typing import Any

from net.errors import (
    ChainError,
    EquivocationError,
    ProofError,
    RosterError,
    SequenceError,
    SignatureError,
    UnknownPeer,
    VersionError,
    WireError,
    WrongGame,
)
from net.protocol.identity import SIGNATURE_SIZE, Identity, fingerprint, load_public_key, verify
from net.protocol.wire import MAX_FRAME, canonical, decode, encode

VERSION = 2
"""Envelope layout version, the first element of the signed array (2: with ``seen``)."""

DIGEST_SIZE = 32
GENESIS = bytes(DIGEST_SIZE)
"""The ``prev`` of every sender's seq-0 message."""

_ENVELOPE_FIELDS = 7
MAX_SEATS = 64
"""Named limit on the seats one ``seen`` list may name."""


def _is_uint(value: object) -> bool:
    # bool is an int subclass: seat True must not alias seat 1.
    return type(value) is int and value >= 0


@dataclass(frozen=True, slots=True)
class Seen:
    """What a sender had accepted from one other seat when it signed: ``count`` messages, the
    last with digest ``head``."""

    seat: int
    count: int
    head: bytes

    def to_wire(self) -> list[object]:
        return [self.seat, self.count, self.head]


@dataclass(frozen=True, repr=False)
class SignedMessage:
    """One message as received: its exact bytes and the fields decoded from them.

    Two messages are equal when their wire bytes are. Treat ``body`` as read-only.
    """

    wire: bytes
    signed: bytes = field(compare=False)
    signature: bytes = field(compare=False)
    version: int = field(compare=False)
    game_id: bytes = field(compare=False)
    seat: int = field(compare=False)
    seq: int = field(compare=False)
    prev: bytes = field(compare=False)
    seen: tuple[Seen, ...] = field(compare=False)
    body: dict[str, Any] = field(compare=False, hash=False)

    @cached_property
    def digest(self) -> bytes:
        """SHA-256 of the signed bytes: the next message's ``prev``, and its identity."""
        return hashlib.sha256(self.signed).digest()

    @property
    def kind(self) -> str:
        """The body's ``kind``, what the message is about."""
        return self.body["kind"]

    def __repr__(self) -> str:
        return (
            f"SignedMessage(seat={self.seat}, seq={self.seq}, kind={self.kind!r}, "
            f"digest={self.digest.hex()[:16]}, size={len(self.wire)})"
        )


def _check_body(body: object) -> None:
    if type(body) is not dict:
        raise WireError(f"message body is a {type(body).__name__}, not a map")
    kind = body.get("kind")
    if type(kind) is not str or not kind:
        raise WireError(f"message body has no str 'kind' (got {kind!r:.40})")


def _parse_seen(data: object, seat: int, seq: int) -> tuple[Seen, ...]:
    """The ``seen`` list: at most MAX_SEATS ``[seat, count >= 1, digest]`` entries, ascending
    by seat, never the sender's own (its chain says that already)."""
    where = f"seen of seat {seat} seq {seq}"
    if type(data) is not list or len(data) > MAX_SEATS:
        raise WireError(f"{where} is not a list of at most {MAX_SEATS} entries")
    entries: list[Seen] = []
    for entry in data:
        if type(entry) is not list or len(entry) != 3:
            raise WireError(f"{where}: an entry is [seat, count, digest]")
        other, count, head = entry
        if not _is_uint(other) or not _is_uint(count) or count == 0:
            raise WireError(f"{where}: seat and count must be ints, count at least 1")
        if type(head) is not bytes or len(head) != DIGEST_SIZE:
            raise WireError(f"{where}: the digest for seat {other} is not {DIGEST_SIZE} bytes")
        if other == seat or (entries and other <= entries[-1].seat):
            raise WireError(f"{where}: seats must ascend and exclude the sender")
        entries.append(Seen(other, count, head))
    return tuple(entries)


def parse_message(wire: bytes, *, limit: int = MAX_FRAME) -> SignedMessage:
    """Decode a wire message without checking its signature or place in a chain.

    Checks, in order: size and msgpack decoding, the ``[signed, signature]``
    shape, canonical outer form, the version, the envelope field types, and that
    the signed bytes are canonical (so one message has exactly one encoding).
    """
    outer = decode(wire, limit=limit)
    if type(outer) is not list or len(outer) != 2 or not all(type(x) is bytes for x in outer):
        raise WireError("a wire message is the array [signed bytes, signature]")
    signed, signature = outer
    if len(signature) != SIGNATURE_SIZE:
        raise WireError(f"signature is {len(signature)} bytes, not {SIGNATURE_SIZE}")
    if canonical(outer) != wire:
        raise WireError("wire message is not in canonical form")
    inner = decode(signed, limit=limit)
    if type(inner) is not list or not inner:
        raise WireError("signed bytes are not an envelope array")
    if type(inner[0]) is not int or inner[0] != VERSION:
        raise VersionError(f"envelope version {inner[0]!r:.20} is not {VERSION}")
    if len(inner) != _ENVELOPE_FIELDS:
        raise WireError(f"envelope has {len(inner)} fields, not {_ENVELOPE_FIELDS}")
    version, game_id, seat, seq, prev, seen, body = inner
    if type(game_id) is not bytes:
        raise WireError(f"game id is a {type(game_id).__name__}, not bytes")
    if not _is_uint(seat):
        raise WireError(f"seat {seat!r:.20} is not a non-negative int")
    if not _is_uint(seq):
        raise WireError(f"seq {seq!r:.20} from seat {seat} is not a non-negative int")
    if type(prev) is not bytes or len(prev) != DIGEST_SIZE:
        raise WireError(f"prev of seat {seat} seq {seq} is not {DIGEST_SIZE} bytes")
    pairs = _parse_seen(seen, seat, seq)
    _check_body(body)
    if canonical(inner) != signed:
        raise WireError(f"signed bytes of seat {seat} seq {seq} are not canonical")
    return SignedMessage(wire, signed, signature, version, game_id, seat, seq, prev, pairs, body)


@dataclass(frozen=True)
class Roster:
    """The game id and each seat's public key, agreed in the lobby before play."""

    game_id: bytes
    keys: Mapping[int, bytes] = field(hash=False)

    def __post_init__(self) -> None:
        if type(self.game_id) is not bytes or not self.game_id:
            raise RosterError(f"game id {self.game_id!r:.40} is not non-empty bytes")
        for seat, key in self.keys.items():
            if not _is_uint(seat):
                raise RosterError(f"seat {seat!r} is not a non-negative int")
            try:
                load_public_key(key)
            except (ValueError, TypeError) as exc:
                raise RosterError(f"seat {seat}: {exc}") from None
        if len(set(self.keys.values())) != len(self.keys):
            raise RosterError("two seats share one public key")
        object.__setattr__(self, "keys", MappingProxyType(dict(sorted(self.keys.items()))))

    def key_for(self, seat: int) -> bytes:
        """The seat's public key; :class:`UnknownPeer` if the seat is not at this table."""
        try:
            return self.keys[seat]
        except (KeyError, TypeError):
            game = self.game_id.hex()[:16]
            raise UnknownPeer(f"seat {seat!r:.20} is not in game {game}", seat=seat) from None

    def seat_of(self, public_key: bytes) -> int:
        """The seat holding ``public_key``, so a channel's peer can be named by seat."""
        for seat, key in self.keys.items():
            if key == public_key:
                return seat
        game = self.game_id.hex()[:16]
        raise UnknownPeer(f"key {fingerprint(public_key)} is not in game {game}")

    def describe(self, seat: int) -> str:
        """``seat N (fingerprint)`` for error messages and logs."""
        key = self.keys.get(seat)
        return f"seat {seat} ({fingerprint(key)})" if key else f"seat {seat}"


@dataclass(frozen=True)
class ChainState:
    """Where one sender's chain stands: the next seq expected and the last digest."""

    seat: int
    next_seq: int = 0
    head: bytes = GENESIS


class Signer:
    """Makes one seat's messages, keeping its seq and previous digest.

    Resume from a transcript's :class:`ChainState` after a restart: signing a seq
    again with a different body is equivocation.
    """

    def __init__(
        self,
        identity: Identity,
        game_id: bytes,
        seat: int,
        *,
        resume: ChainState | None = None,
    ) -> None:
        if not _is_uint(seat):
            raise ValueError(f"seat {seat!r} is not a non-negative int")
        self._identity = identity
        self._game_id = game_id
        self._state = resume if resume is not None else ChainState(seat)
        if self._state.seat != seat:
            raise ValueError(f"resume state is for seat {self._state.seat}, not {seat}")

    @property
    def state(self) -> ChainState:
        """The seq and prev the next message will carry."""
        return self._state

    def sign(
        self,
        body: Mapping[str, Any],
        *,
        seen: Iterable[ChainState] = (),
        limit: int = MAX_FRAME,
    ) -> SignedMessage:
        """Sign ``body`` as this seat's next message, exactly as receivers will parse it.

        ``seen`` is where the other seats' chains stand in this seat's verifier (its own and
        empty chains are left out): what the message claims its sender had accepted.
        """
        body = dict(body)
        _check_body(body)
        state = self._state
        pairs = [[c.seat, c.next_seq, c.head] for c in sorted(seen, key=lambda c: c.seat)
                 if c.seat != state.seat and c.next_seq > 0]  # fmt: skip
        signed = encode(
            [VERSION, self._game_id, state.seat, state.next_seq, state.head, pairs, body]
        )
        wire = encode([signed, self._identity.sign(signed)], limit=limit)
        message = parse_message(wire, limit=limit)
        self._state = ChainState(state.seat, state.next_seq + 1, message.digest)
        return message


class Status(enum.Enum):
    """What :meth:`Verifier.accept` did with a valid message."""

    NEW = "new"
    """First sight of this seq: record it in the transcript, then act on it."""

    DUPLICATE = "duplicate"
    """Same signed bytes as an accepted message (a replay or resend): ignore it."""


@dataclass(frozen=True)
class Accepted:
    """A verified message and whether it is new; the message is the one first accepted."""

    status: Status
    message: SignedMessage

    @property
    def is_new(self) -> bool:
        return self.status is Status.NEW


@dataclass(frozen=True)
class EquivocationProof:
    """Two signed messages from one seat that cannot both be its chain: one seq signed twice,
    or a message whose signed ``prev`` names another message than ``first`` at the seq before
    (``check_equivocation_proof``). A cheating proof."""

    first: SignedMessage
    second: SignedMessage

    def to_bytes(self) -> bytes:
        """Both wire messages, to send to every peer for independent re-checking."""
        return canonical([self.first.wire, self.second.wire])

    @classmethod
    def from_bytes(cls, data: bytes, *, limit: int = MAX_FRAME) -> EquivocationProof:
        """Parse a received proof; check it with :func:`check_equivocation_proof`."""
        pair = decode(data, limit=2 * limit + 16)
        if type(pair) is not list or len(pair) != 2 or not all(type(x) is bytes for x in pair):
            raise WireError("an equivocation proof is the array [wire, wire]")
        return cls(parse_message(pair[0], limit=limit), parse_message(pair[1], limit=limit))


def check_equivocation_proof(proof: EquivocationProof, roster: Roster) -> int:
    """Re-check ``proof`` from its bytes alone and return the seat it convicts.

    Both messages must parse, be signed for the roster's game by that seat's key, and either
    carry the same seq with different signed bytes, or be seqs q and q + 1 where the second's
    signed ``prev`` is not the first's digest (its signer signed that another message held seq
    q: two versions of q, one of them named by its hash); otherwise :class:`ProofError`.
    """
    try:
        first = parse_message(proof.first.wire)
        second = parse_message(proof.second.wire)
    except WireError as exc:
        raise ProofError(f"proof message does not parse: {exc}") from None
    if first.seat != second.seat:
        raise ProofError(f"messages are from seats {first.seat} and {second.seat}, not one")
    if second.seq == first.seq + 1:
        if second.prev == first.digest:
            raise ProofError(f"seat {first.seat} seq {second.seq} follows seq {first.seq}")
    elif first.seq != second.seq:
        raise ProofError(
            f"messages are seat {first.seat} seq {first.seq} and seq {second.seq}: "
            "neither one seq nor a message and the next"
        )
    elif first.signed == second.signed:
        raise ProofError(f"seat {first.seat} seq {first.seq}: both are the same message")
    for message in (first, second):
        if message.game_id != roster.game_id:
            raise ProofError(f"message is for game {message.game_id.hex()[:16]}, not ours")
        try:
            verify(roster.key_for(message.seat), message.signature, message.signed)
        except (UnknownPeer, SignatureError) as exc:
            raise ProofError(f"seat {message.seat} seq {message.seq}: {exc}") from None
    return first.seat


class Verifier:
    """One peer's view of every sender's chain; accepts messages after fixed checks.

    :meth:`accept` runs the checks in this order and stops at the first failure:

    1. size and decoding, envelope shape, version, canonical form (``WireError``,
       ``VersionError``);
    2. game id (``WrongGame``);
    3. known seat (``UnknownPeer``);
    4. signature under the seat's roster key (``SignatureError``);
    5. every seat named in ``seen`` is at this table (``UnknownPeer``);
    6. sequence: an old seq with the stored digest is ``Status.DUPLICATE``; an
       old seq with another digest raises ``EquivocationError`` with the proof; a
       seq beyond the next one raises ``SequenceError``. Gapped messages are not
       held: the transport asks the sender to resend from ``error.expected``;
    7. previous hash: a signed ``prev`` that is not the digest of the message accepted at
       the seq before names another version of it, so it raises ``EquivocationError`` with
       the two messages as proof (fairplay.md, "Forks become proofs"); at seq 0, where no
       message of the sender is held, ``ChainError``.

    The ``seen`` pairs are not matched here: a message may name others' messages still in
    flight. ``net.dealer.gate.Gate`` holds it until they are matched.

    A message that fails changes nothing. Signature comes before sequence so an
    unsigned or forged message can never produce an equivocation proof.
    """

    def __init__(self, roster: Roster, *, limit: int = MAX_FRAME) -> None:
        self.roster = roster
        self._limit = limit
        self._chains: dict[int, list[SignedMessage]] = {seat: [] for seat in roster.keys}

    def state(self, seat: int) -> ChainState:
        """Where ``seat``'s chain stands, e.g. to ask for a resend from ``next_seq``."""
        self.roster.key_for(seat)  # UnknownPeer if not at this table
        chain = self._chains[seat]
        return ChainState(seat, len(chain), chain[-1].digest if chain else GENESIS)

    def heads(self) -> tuple[ChainState, ...]:
        """Where every seat's chain stands: what the next message this peer signs has seen."""
        return tuple(self.state(seat) for seat in self._chains)

    def holds(self, pair: Seen) -> bool | None:
        """Whether the message behind ``pair`` is the one accepted here: True if it is, False
        if another message has its place (a fork: fetch it, it convicts its signer), None if
        that message has not been accepted yet."""
        chain = self._chains.get(pair.seat)
        if chain is None or len(chain) < pair.count:
            return None
        return chain[pair.count - 1].digest == pair.head

    def message_at(self, seat: int, seq: int) -> SignedMessage | None:
        """``seat``'s accepted message with ``seq``, if any (to relay on request)."""
        chain = self._chains.get(seat)
        return chain[seq] if chain is not None and 0 <= seq < len(chain) else None

    def messages(self, seat: int, start: int = 0) -> tuple[SignedMessage, ...]:
        """``seat``'s accepted messages from seq ``start`` on, to resend to a peer."""
        self.roster.key_for(seat)  # UnknownPeer if not at this table
        chain = self._chains[seat]
        return tuple(chain[start:])

    def accept(self, wire: bytes) -> Accepted:
        """Verify ``wire`` and record it; return the verified message or raise a NetError."""
        message = parse_message(wire, limit=self._limit)
        roster = self.roster
        if message.game_id != roster.game_id:
            raise WrongGame(
                f"seat {message.seat} seq {message.seq} is for game "
                f"{message.game_id.hex()[:16]}, not {roster.game_id.hex()[:16]}"
            )
        key = roster.key_for(message.seat)
        peer = roster.describe(message.seat)
        try:
            verify(key, message.signature, message.signed)
        except SignatureError as exc:
            raise SignatureError(f"{peer} seq {message.seq}: {exc}") from None
        for pair in message.seen:
            if pair.seat not in self._chains:
                raise UnknownPeer(
                    f"{peer} seq {message.seq} claims messages of seat {pair.seat}, "
                    "who is not at this table",
                    seat=message.seat,
                )
        chain = self._chains[message.seat]
        if message.seq < len(chain):
            stored = chain[message.seq]
            if stored.digest == message.digest:
                return Accepted(Status.DUPLICATE, stored)
            raise EquivocationError(EquivocationProof(stored, message))
        if message.seq > len(chain):
            raise SequenceError(
                f"{peer} sent seq {message.seq}, expected {len(chain)} (gap)",
                seat=message.seat,
                expected=len(chain),
                got=message.seq,
            )
        head = chain[-1].digest if chain else GENESIS
        if message.prev != head:
            if chain:  # signed: its sender names another version of its own seq - 1
                raise EquivocationError(EquivocationProof(chain[-1], message))
            raise ChainError(
                f"{peer} seq {message.seq} has prev {message.prev.hex()[:16]}, "
                f"expected {head.hex()[:16]}",
                seat=message.seat,
                seq=message.seq,
                expected=head,
                got=message.prev,
            )
        chain.append(message)
        return Accepted(Status.NEW, message)
