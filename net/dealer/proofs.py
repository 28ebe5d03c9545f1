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

from typing import Any

from core.game import Game
from net.errors import NetError, ProofError, TranscriptError
from net.protocol.messages import (
    EquivocationProof,
    Roster,
    parse_message,
)
from net.protocol.messages import check_equivocation_proof as _check_equivocation
from net.protocol.verdicts import AUDIT_PREFIX, EQUIVOCATION, CheatingProof, validate_fields


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
