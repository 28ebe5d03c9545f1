"""The append-only transcript of a game's accepted messages, and its file form.

A peer appends each message after verifying it and before acting on it, so a
restarted peer resumes from its transcript. The file is a msgpack stream: a
small header map, then each message's wire bytes as a msgpack bin, in
acceptance order. Loading re-verifies everything against the roster; nothing
in the file is trusted.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import msgpack

from net.errors import ChainError, NetError, SequenceError, TranscriptError, WrongGame
from net.protocol.messages import GENESIS, ChainState, Roster, SignedMessage, Status, Verifier
from net.protocol.wire import MAX_FRAME, canonical, decode

MAGIC = "hypnose-transcript"
FORMAT_VERSION = 1


class Transcript:
    """Every accepted message of one game, in acceptance order, with each sender's chain."""

    def __init__(self, game_id: bytes) -> None:
        self.game_id = game_id
        self._messages: list[SignedMessage] = []
        self._chains: dict[int, list[SignedMessage]] = {}

    def __len__(self) -> int:
        return len(self._messages)

    def __iter__(self) -> Iterator[SignedMessage]:
        return iter(tuple(self._messages))

    @property
    def messages(self) -> tuple[SignedMessage, ...]:
        """All messages in acceptance order."""
        return tuple(self._messages)

    def chain(self, seat: int) -> tuple[SignedMessage, ...]:
        """``seat``'s messages in seq order."""
        return tuple(self._chains.get(seat, ()))

    def state(self, seat: int) -> ChainState:
        """Where ``seat``'s chain stands; pass it to ``Signer(resume=...)`` after a restart."""
        chain = self._chains.get(seat, [])
        return ChainState(seat, len(chain), chain[-1].digest if chain else GENESIS)

    def append(self, message: SignedMessage) -> None:
        """Record a verified message; refuse one that does not extend its sender's chain.

        The signature is not re-checked (the caller's ``Verifier`` did that); the
        chain checks guard against recording the same message twice or out of order.
        """
        if message.game_id != self.game_id:
            raise WrongGame(f"seat {message.seat} seq {message.seq} is for another game")
        state = self.state(message.seat)
        if message.seq != state.next_seq:
            raise SequenceError(
                f"seat {message.seat} seq {message.seq} is not the next seq {state.next_seq}",
                seat=message.seat,
                expected=state.next_seq,
                got=message.seq,
            )
        if message.prev != state.head:
            raise ChainError(
                f"seat {message.seat} seq {message.seq} does not chain to the recorded head",
                seat=message.seat,
                seq=message.seq,
                expected=state.head,
                got=message.prev,
            )
        self._messages.append(message)
        self._chains.setdefault(message.seat, []).append(message)

    def to_bytes(self) -> bytes:
        """The file form: header, then each wire message as a msgpack bin."""
        header = canonical(
            {
                "format": MAGIC,
                "version": FORMAT_VERSION,
                "game_id": self.game_id,
                "count": len(self._messages),
            }
        )
        return header + b"".join(canonical(m.wire) for m in self._messages)

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the file atomically, so a crash never leaves half a transcript."""
        target = Path(path)
        temporary = target.with_name(target.name + ".tmp")
        temporary.write_bytes(self.to_bytes())
        os.replace(temporary, target)

    @classmethod
    def from_bytes(cls, data: bytes, roster: Roster, *, limit: int = MAX_FRAME) -> Transcript:
        """Load and re-verify a transcript; :class:`TranscriptError` names the bad message."""
        if not data:
            raise TranscriptError("empty file")
        unpacker = msgpack.Unpacker(
            raw=False,
            strict_map_key=True,
            max_buffer_size=len(data),
            max_str_len=limit,
            max_bin_len=limit,
            max_ext_len=0,
            max_array_len=16,
            max_map_len=16,
        )
        unpacker.feed(data)
        count = _read_header(unpacker, data, roster)
        transcript = cls(roster.game_id)
        verifier = Verifier(roster, limit=limit)
        for index in range(count):
            try:
                wire = unpacker.unpack()
            except msgpack.OutOfData:
                raise TranscriptError(f"file ends after {index} of {count}", index=index) from None
            except (msgpack.UnpackException, ValueError, TypeError) as exc:
                raise TranscriptError(f"unreadable: {exc}", index=index) from None
            if type(wire) is not bytes:
                raise TranscriptError(f"is a {type(wire).__name__}, not bytes", index=index)
            try:
                accepted = verifier.accept(wire)
            except NetError as exc:
                raise TranscriptError(f"{type(exc).__name__}: {exc}", index=index) from exc
            if accepted.status is Status.DUPLICATE:
                raise TranscriptError("repeats an earlier message", index=index)
            transcript.append(accepted.message)
        if unpacker.tell() != len(data):
            raise TranscriptError(f"{len(data) - unpacker.tell()} bytes after the last message")
        return transcript

    @classmethod
    def load(cls, path: str | os.PathLike[str], roster: Roster) -> Transcript:
        """Read and re-verify a transcript file."""
        return cls.from_bytes(Path(path).read_bytes(), roster)


def _read_header(unpacker: msgpack.Unpacker, data: bytes, roster: Roster) -> int:
    """Check the header against the roster and return the message count it declares."""
    try:
        unpacker.skip()
        header = decode(data[: unpacker.tell()])  # the wire's plain-data checks
    except (NetError, msgpack.UnpackException, ValueError, TypeError) as exc:
        raise TranscriptError(f"unreadable header: {exc}") from None
    if type(header) is not dict or header.get("format") != MAGIC:
        raise TranscriptError("not a transcript file (bad header)")
    if type(header.get("version")) is not int or header["version"] != FORMAT_VERSION:
        raise TranscriptError(f"format version {header.get('version')!r:.20} is not supported")
    if header.get("game_id") != roster.game_id:
        raise TranscriptError("the file is for another game than the roster's")
    count = header.get("count")
    if type(count) is not int or count < 0:
        raise TranscriptError(f"bad message count {count!r:.20}")
    return count
