"""Cheating proofs: self-contained evidence that one seat broke the protocol, and its checker.

A proof is every signed message the accuser held when it found the cheat, the offending message
last; ``check_proof`` re-verifies every signature and chain and replays them by the rule the
live game acts by (``net.dealer.intake``: a message is acted on only once every message its
digests name is held and is the same message), and requires the named check to fail at the
offending message, naming the same seat. A proof that leaves out a message some digest in it
names, or holds another version of it, therefore convicts nobody: a forker cannot frame a seat
with its own kept version of a message and the victim's later messages (docs/fair-dealer.md,
"What a proof must contain"). An equivocation proof is the two conflicting signed messages.
Nobody can be blamed for bytes whose signature does not verify: anyone could have forged them.

A proof comes from a peer that may be hostile, so :meth:`CheatingProof.from_bytes` and
:func:`check_proof` raise :class:`ProofError` on any input that does not convict: every field
is checked at the boundary (types, lengths, counts, sizes under the limits below), and the
replay converts only the package's own documented errors (``NetError``, ``Cheat``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from core.game import Game
from net.errors import NetError, ProofError, TranscriptError
from net.protocol.messages import (
    EquivocationProof,
    Roster,
    SignedMessage,
    parse_message,
)
from net.protocol.messages import check_equivocation_proof as _check_equivocation
from net.protocol.wire import MAX_FRAME, MAX_ITEMS, canonical, decode

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


def check_proof(
    proof: CheatingProof,
    roster: Roster,
    game: Game,
    settings: Any,
    turn_cap: int | None = None,
) -> int | None:
    """Re-check ``proof`` from its messages alone: the seat it convicts, or ProofError."""
    if not isinstance(proof, CheatingProof):
        raise ProofError(f"a {type(proof).__name__} is not a cheating proof")
    validate_fields(proof.seat, proof.check, proof.detail, proof.messages)
    if proof.seat is not None and proof.seat not in roster.keys:
        raise ProofError(f"the accused seat {proof.seat} is not at this table")
    if proof.check == EQUIVOCATION:
        if len(proof.messages) != 2:
            raise ProofError("an equivocation proof holds two messages")
        try:
            pair = EquivocationProof(*(parse_message(w) for w in proof.messages))
        except NetError as exc:
            raise ProofError(f"equivocation message does not parse: {exc}") from None
        seat = _check_equivocation(pair, roster)
        if seat != proof.seat:
            raise ProofError(f"the messages convict seat {seat}, not {proof.seat}")
        return seat
    if proof.check.startswith(AUDIT_PREFIX):
        from net.dealer.audit import audit_transcript

        try:
            report = audit_transcript(proof.messages, roster, game, settings, turn_cap)
        except TranscriptError as exc:
            raise ProofError(f"the audited messages do not replay: {exc}") from None
        found = report.verdict
        if not isinstance(found, CheatingProof) or (found.seat, found.check) != (
            proof.seat,
            proof.check,
        ):
            raise ProofError(f"the audit does not find {proof.check} by seat {proof.seat}")
        return proof.seat
    return _check_replay(proof, roster, game, settings, turn_cap)


def _check_replay(
    proof: CheatingProof,
    roster: Roster,
    game: Game,
    settings: Any,
    turn_cap: int | None,
) -> int | None:
    """Replay the proof's messages by the live rule (``net.dealer.intake``): the replica acts
    on a message only once every message its digests name is in the proof and is the same
    message, so the first cheat it finds must be the offending message's, as claimed."""
    from net.dealer.intake import replay
    from net.dealer.replica import Replica

    offending = proof.messages[-1]
    if len(set(proof.messages)) != len(proof.messages):
        raise ProofError("a proof message repeats an earlier one")
    try:
        verdict = replay(Replica(roster, game, settings, turn_cap), proof.messages)
    except NetError as exc:
        raise ProofError(f"a proof message does not verify: {exc}") from None
    if verdict.equivocation is not None:
        forker = verdict.equivocation.first
        raise ProofError(
            f"the messages hold two versions of seat {forker.seat}'s seq {forker.seq}: "
            f"they convict seat {forker.seat} of equivocation, not {proof.check} by seat "
            f"{proof.seat}"
        )
    cheat = verdict.cheat
    if cheat is None:
        if all(m.wire != offending for m in verdict.acted):
            raise ProofError(
                "the offending message is never acted on: a message its digests (or those of "
                "a message before it) name is missing from the proof or is another version"
            )
        raise ProofError(f"every check passes: {proof.check} by seat {proof.seat} does not hold")
    # Which message the cheat surfaces at may differ from the accuser's (a step judged when its
    # last message comes in is judged at whichever came last there): the verdict is the
    # replay's, from these messages by the live rule, and it must be the one claimed.
    if (cheat.seat, cheat.check) != (proof.seat, proof.check):
        raise ProofError(
            f"the replay finds {cheat.check} by seat {cheat.seat}, "
            f"not {proof.check} by seat {proof.seat}"
        )
    return cheat.seat
