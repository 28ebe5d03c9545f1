"""Cheating proofs: self-contained evidence that one seat broke the protocol, and its checker.

A proof is the signed transcript prefix the accuser had consumed plus the offending message;
``check_proof`` re-verifies every signature and chain, replays the prefix through the same
public dealer logic, and requires the named check to fail at the offending message, naming the
same seat. An equivocation proof is the two conflicting signed messages. Nobody can be blamed
for bytes whose signature does not verify: anyone could have forged them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from core.game import Game
from net.consistency import disagreement
from net.errors import NetError, ProofError
from net.messages import EquivocationProof, Roster, SignedMessage, Verifier, parse_message
from net.messages import check_equivocation_proof as _check_equivocation
from net.wire import canonical, decode

EQUIVOCATION = "equivocation"


@dataclass(frozen=True, slots=True)
class CheatingProof:
    """The named seat, the check that fails, and the signed messages that show it."""

    seat: int | None
    check: str
    detail: str
    messages: tuple[bytes, ...]

    @classmethod
    def from_cheat(cls, cheat: object, prefix: Sequence[SignedMessage]) -> CheatingProof:
        """The accuser's consumed prefix and the message that failed (last)."""
        offending = cheat.message  # type: ignore[attr-defined]
        wires = (*(m.wire for m in prefix), offending.wire)
        return cls(cheat.seat, cheat.check, cheat.detail, wires)  # type: ignore[attr-defined]

    @classmethod
    def equivocation(cls, proof: EquivocationProof) -> CheatingProof:
        first = proof.first
        detail = f"seat {first.seat} signed two messages with seq {first.seq}"
        return cls(first.seat, EQUIVOCATION, detail, (first.wire, proof.second.wire))

    def to_bytes(self) -> bytes:
        """Plain-data form to send to every peer."""
        return canonical([self.seat, self.check, self.detail, list(self.messages)])

    @classmethod
    def from_bytes(cls, data: bytes) -> CheatingProof:
        items = decode(data, limit=64 * 1024 * 1024)
        if not isinstance(items, list) or len(items) != 4 or not isinstance(items[3], list):
            raise ProofError("a cheating proof is [seat, check, detail, [wire...]]")
        return cls(items[0], items[1], items[2], tuple(items[3]))


def check_proof(
    proof: CheatingProof,
    roster: Roster,
    game: Game,
    settings: Any,
    turn_cap: int | None = None,
) -> int | None:
    """Re-check ``proof`` from its messages alone: the seat it convicts, or ProofError."""
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
    if proof.check.startswith("audit-"):
        from net.dealer.audit import audit_transcript

        report = audit_transcript(proof.messages, roster, game, settings, turn_cap)
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
    from net.dealer.replica import Cheat, Replica

    if not proof.messages:
        raise ProofError("a cheating proof needs the offending message")
    _check_agreement(proof.messages)
    verifier = Verifier(roster)
    replica = Replica(roster, game, settings, turn_cap)
    *prefix, last = proof.messages
    for index, wire in enumerate(prefix):
        try:
            accepted = verifier.accept(wire)
        except NetError as exc:
            raise ProofError(f"prefix message {index} does not verify: {exc}") from None
        replica.offer(accepted.message)
        try:
            replica.pump()
        except Cheat as cheat:
            raise ProofError(f"the prefix already fails at message {index}: {cheat}") from None
    try:
        accepted = verifier.accept(last)
    except NetError as exc:
        raise ProofError(f"the offending message does not verify: {exc}") from None
    if not accepted.is_new:
        raise ProofError("the offending message repeats one of the prefix")
    replica.offer(accepted.message)
    try:
        replica.pump()
    except Cheat as cheat:
        if cheat.message is not accepted.message:
            raise ProofError("the replay fails at another message than the one named") from None
        if (cheat.seat, cheat.check) != (proof.seat, proof.check):
            raise ProofError(
                f"the replay finds {cheat.check} by seat {cheat.seat}, "
                f"not {proof.check} by seat {proof.seat}"
            ) from None
        return cheat.seat
    raise ProofError(f"every check passes: {proof.check} by seat {proof.seat} does not hold")


def _check_agreement(wires: Sequence[bytes]) -> None:
    """Refuse a replay whose messages contradict the digests signed inside them (fairplay.md,
    "Forks become proofs"): built from one version of a forked message, it would accuse a
    seat that had signed that it accepted the other."""
    try:
        messages = [parse_message(wire) for wire in wires]
    except NetError as exc:
        raise ProofError(f"a proof message does not parse: {exc}") from None
    found = disagreement(messages)
    if found is not None:
        raise ProofError(f"the replay contradicts its own messages: {found}")
