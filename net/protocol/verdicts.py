"""What the session shows of the fair dealer's judgements: a debt, a timeout, a cheating proof.

These are values: the fair dealer (``net.dealer``) makes them and checks them, the session
(``net.session``) and the window only show them. They live here, apart from the dealer, so that
an offline game, which has no dealer, never loads the dealer or its cryptography to show them.
A proof's checker is ``net.dealer.proofs.check_proof``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from net.errors import NetError, ProofError
from net.protocol.wire import MAX_FRAME, MAX_ITEMS, canonical, decode

if TYPE_CHECKING:
    from net.protocol.messages import EquivocationProof, SignedMessage

DECIDING = frozenset({"action", "scommit", "slot_commit"})
"""Message kinds that carry a player's choice: owing one means thinking."""
SLOT_KINDS = frozenset({"slot_commit", "slot_open"})
"""The two messages of a time slot (V9): owed past the slot deadline, they time out."""


@dataclass(frozen=True, slots=True)
class Debt:
    """Seat ``seat`` owes a message of ``kind`` at dealer step ``step``."""

    seat: int
    step: int
    kind: str


@dataclass(frozen=True, slots=True)
class TimedOut:
    """A timeout took effect: ``debt`` was never paid; ``named`` is the debtor when at least
    two independent seats declared it, else None (nobody can be blamed)."""

    debt: Debt
    declarers: tuple[int, ...]
    named: int | None


EQUIVOCATION = "equivocation"
AUDIT_PREFIX = "audit-"
"""Checks named ``audit-...`` are found by the end-of-game audit of a whole transcript."""

LONGEST_GAME_MESSAGES = 5 * 1201 * 6 * 2
"""Signed messages of the longest game of any title: Hypno Vision at 6 players, five scrambles
of at most 1,200 slots and the roll (V9, V17, ``core.hypnovision.state.SLOT_CAP``), each slot a
commitment and an opening from every seat (72,060; the keys, rolls and audit are a few dozen
more). Hypnose's longest measured games (400 turns, the simulations' cap, 4 players) are about
6,600 messages, Hypnosia's (its own cap, End.CAP) fewer. A proof carries every message its
accuser held (fairplay.md, "Forks become proofs"), so a cheat in the last slot of that game
must fit (``tests/net/dealer/test_proof_limits.py``)."""

MAX_PROOF_MESSAGES = 2 * LONGEST_GAME_MESSAGES + MAX_ITEMS
"""Most messages in one proof: the longest game twice over (heartbeats carry news, so a seat's
heartbeats are at most the other seats' messages it heard of; honest ones come every 1.5 s of
waiting, a handful a game) with room to spare."""

MAX_PROOF_BYTES = MAX_PROOF_MESSAGES * 600
"""Largest encoded proof accepted: a slot message or heartbeat of a 6-player game is about 300 to
480 bytes; the larger messages (shuffles, tens of KB) are few and come in shorter games."""

MAX_MESSAGE_BYTES = MAX_FRAME
"""Largest message in a proof: every one was received as one frame."""

MAX_CHECK_CHARS = 64
CHECK_PATTERN = re.compile(r"[a-z][a-z0-9-]*")
"""A check name: lower-case words joined by hyphens (``share``, ``audit-illegal``)."""

MAX_DETAIL_CHARS = 4096
"""Longest detail: free text for people, never checked; a longer one is clipped when built."""

_PROOF_DEPTH = 2
"""A proof is ``[seat, check, detail, [wire...]]``: nothing is nested deeper."""


def validate_fields(seat: object, check: object, detail: object, messages: object) -> None:
    """Raise ProofError unless the fields have the types, lengths and counts of a proof.

    ``seat`` is a non-negative int (never a bool) or None (no single seat to blame); whether
    it is at the table is checked against the roster by :func:`check_proof`.
    """
    if seat is not None and (type(seat) is not int or seat < 0):
        raise ProofError(f"the accused seat {seat!r:.20} is not a non-negative int or None")
    if type(check) is not str or not 0 < len(check) <= MAX_CHECK_CHARS:
        raise ProofError(f"the check {check!r:.40} is not a str of 1 to {MAX_CHECK_CHARS} chars")
    if not CHECK_PATTERN.fullmatch(check):
        raise ProofError(f"the check {check!r:.40} is not a check name")
    if type(detail) is not str or len(detail) > MAX_DETAIL_CHARS:
        raise ProofError(f"the detail is not a str of at most {MAX_DETAIL_CHARS} chars")
    if type(messages) is not tuple or not 0 < len(messages) <= MAX_PROOF_MESSAGES:
        raise ProofError(f"a proof holds 1 to {MAX_PROOF_MESSAGES} messages")
    for index, wire in enumerate(messages):
        if type(wire) is not bytes or len(wire) > MAX_MESSAGE_BYTES:
            raise ProofError(f"proof message {index} is not bytes of at most {MAX_MESSAGE_BYTES}")


@dataclass(frozen=True, slots=True)
class CheatingProof:
    """The named seat, the check that fails, and the signed messages that show it."""

    seat: int | None
    check: str
    detail: str
    messages: tuple[bytes, ...]

    def __post_init__(self) -> None:
        # The detail is an exception's text and may be long: clipped here, so a proof an honest
        # peer builds is never refused by the receivers' limit (nor by its own check_proof).
        if type(self.detail) is str and len(self.detail) > MAX_DETAIL_CHARS:
            object.__setattr__(self, "detail", self.detail[:MAX_DETAIL_CHARS])

    @classmethod
    def from_cheat(cls, cheat: object, held: Sequence[SignedMessage]) -> CheatingProof:
        """Every message the accuser held (``Intake.held``) and the message that failed, last."""
        offending = cheat.message  # type: ignore[attr-defined]
        wires = (*(m.wire for m in held if m.wire != offending.wire), offending.wire)
        return cls(cheat.seat, cheat.check, cheat.detail, wires)  # type: ignore[attr-defined]

    @classmethod
    def equivocation(cls, proof: EquivocationProof) -> CheatingProof:
        first, second = proof.first, proof.second
        detail = f"seat {first.seat} signed two messages with seq {first.seq}"
        if second.seq != first.seq:
            detail = f"seat {first.seat}'s seq {second.seq} names another seq {first.seq}"
        return cls(first.seat, EQUIVOCATION, detail, (first.wire, proof.second.wire))

    def to_bytes(self) -> bytes:
        """Plain-data form to send to every peer."""
        return canonical([self.seat, self.check, self.detail, list(self.messages)])

    @classmethod
    def from_bytes(cls, data: object) -> CheatingProof:
        """Parse a received proof; ProofError for anything that is not a proof's plain data."""
        # one message more than the limit decodes, so that a longer list is refused in words
        try:
            items = decode(data, limit=MAX_PROOF_BYTES, max_depth=_PROOF_DEPTH,  # type: ignore[arg-type]
                           max_items=MAX_PROOF_MESSAGES + 1)  # fmt: skip
        except NetError as exc:
            raise ProofError(f"a cheating proof does not decode: {exc}") from None
        if type(items) is not list or len(items) != 4 or type(items[3]) is not list:
            raise ProofError("a cheating proof is [seat, check, detail, [wire...]]")
        seat, check, detail, messages = items[0], items[1], items[2], tuple(items[3])
        validate_fields(seat, check, detail, messages)
        return cls(seat, check, detail, messages)
