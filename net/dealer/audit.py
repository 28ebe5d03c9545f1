"""End-of-game audit: with every secret published, decrypt everything and replay in full.

From a transcript alone (the published secrets are messages in it): re-verify every message
through the public dealer logic (every shuffle proof among them), decrypt every ciphertext with
the joint secret, rebuild the full-knowledge record (each dealer result with all faces, each
secret action in full), and replay it through the core, checking that each action is legal
with full knowledge. ``RecordDealer`` serves the core from such a record, like LocalDealer.

A seat that timed out in a game that plays on for it (``on_timeout == "bot"``) publishes no
secret: the rule applies only to a game with no card encrypted under the seats' keys, so
nothing needs it. Its messages up to the timeout are checked like everyone's, and its timeout
is one more entry of the record, replayed with the game's ``time_out``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from core.errors import CoreError
from core.game import Game
from core.view import FullKnowledge
from core.vocabulary import (
    Opened,
    Reordered,
    ReorderStep,
    Revealed,
    RevealStep,
    ShuffleStep,
    completed,
    is_sealed,
)
from net.dealer.intake import Intake
from net.dealer.replica import Cheat, Replica
from net.errors import NetError, TranscriptError
from net.fair import group
from net.fair.elgamal import Ciphertext
from net.fair.group import L
from net.protocol.messages import Roster, SignedMessage
from net.protocol.verdicts import CheatingProof


@dataclass(frozen=True, slots=True)
class RecordEntry:
    """One step in full: an action (secret ones complete) or a dealer result with all faces."""

    seat: int | None
    action: Any = None
    step: Any = None
    result: Any = None
    faces: tuple[int, ...] | None = None
    timed_out: bool = False
    """``seat`` timed out here and the game played on for it (``Game.time_out``)."""


@dataclass(frozen=True)
class AuditReport:
    """Counts, the verdict ("fair" or the proof) and the full-knowledge record."""

    messages: int
    shuffles: int
    reveals: int
    proofs_checked: int
    verdict: str | CheatingProof
    record: tuple[RecordEntry, ...] = ()
    hashes: tuple[str, ...] = ()
    played_on: tuple[int, ...] = ()
    """Seats that timed out and the game played on for (they publish no secrets)."""
    unaudited: tuple[int, ...] = ()
    """Seats whose audit secrets never came after the outcome was decided (verdict
    ``"unaudited"``): the result stands, the checks that need every secret were not made."""

    @property
    def fair(self) -> bool:
        return self.verdict == "fair"


class RecordDealer:
    """Serves the core's dealer steps from a full-knowledge record (same shape as LocalDealer)."""

    def __init__(self, faces: Sequence[int], record: Sequence[RecordEntry]) -> None:
        self.truth: list[int] = list(faces)
        self._entries = iter(e for e in record if e.action is None and not e.timed_out)

    @property
    def knowledge(self) -> FullKnowledge:
        return FullKnowledge(self.truth)

    def serve(self, step: Any) -> Any:
        entry = next(self._entries)
        if entry.step != step:
            raise ValueError(f"the record answers {entry.step!r}, the core asks {step!r}")
        if isinstance(step, ShuffleStep | ReorderStep):
            assert entry.faces is not None
            for handle, kind in zip(step.handles, entry.faces, strict=True):
                self.truth[handle] = kind
        return entry.result


def replay_record(
    record: Sequence[RecordEntry], game: Game, settings: Any, *, check: bool = False
) -> list[str]:
    """Play the record through the core; the state hash after start and after every entry.

    With ``check``, each action must be a member of the full-knowledge legal actions
    (raises Cheat naming the seat otherwise).
    """
    state = game.new_game(settings)
    dealer = RecordDealer(game.initial_faces(state), record)
    hashes = [game.state_hash(state)]
    for entry in record:
        if entry.timed_out:
            assert entry.seat is not None
            state = game.time_out(state, entry.seat)  # type: ignore[attr-defined]
        elif entry.action is not None:
            seat = entry.seat
            assert seat is not None
            # a secret action never opened (the game stopped first) stays in its public form
            if check and not is_sealed(entry.action):
                view = game.view(state, seat, dealer.knowledge)
                if entry.action not in game.legal_actions(view):
                    raise Cheat(seat, "audit-illegal", f"{entry.action} is not legal")
            state = game.apply_action(state, seat, entry.action)
        else:
            state = game.apply_dealer(state, dealer.serve(game.pending(state)))
        hashes.append(game.state_hash(state))
    return hashes


def audit_transcript(
    messages: Sequence[bytes | SignedMessage],
    roster: Roster,
    game: Game,
    settings: Any,
    turn_cap: int | None = None,
) -> AuditReport:
    """Audit a whole game from its messages (wire bytes or verified messages).

    A transcript that does not verify, or ends before the audit, raises TranscriptError (a
    NetError: the messages may come from a hostile peer's proof, see ``check_proof``).
    """
    replica = Replica(roster, game, settings, turn_cap)
    intake = Intake(replica)  # acted on by the live rule, as a proof's re-check is
    prefix: list[SignedMessage] = []
    for item in messages:
        wire = item.wire if isinstance(item, SignedMessage) else item
        try:
            message = intake.verifier.accept(wire).message
        except NetError as exc:
            raise TranscriptError(f"does not verify: {exc}", index=len(prefix)) from None
        intake.admit()
        try:
            replica.pump()
        except Cheat as cheat:
            proof = CheatingProof.from_cheat(cheat, intake.held())
            return audit_report(replica, len(prefix) + 1, proof)
        prefix.append(message)
    if not replica.over:
        raise TranscriptError("ends before every seat published its secrets")
    if replica.unaudited:
        return audit_report(replica, len(prefix), "unaudited")
    record = full_record(replica)
    wires = tuple(m.wire for m in prefix)
    try:
        hashes = replay_record(record, game, settings, check=True)
    except Cheat as cheat:
        return audit_report(replica, len(prefix), CheatingProof(cheat.seat, cheat.check,
                                                           cheat.detail, wires))  # fmt: skip
    except CoreError as exc:
        proof = CheatingProof(exc.seat, "audit-core", str(exc), wires)
        return audit_report(replica, len(prefix), proof)
    public = [t.hash for t in replica.history]
    if hashes != public:
        proof = CheatingProof(None, "audit-diverged", "full replay left the public record", wires)
        return audit_report(replica, len(prefix), proof)
    return audit_report(replica, len(prefix), "fair", tuple(record), tuple(hashes))


def audit_report(r: Replica, count: int, verdict: Any, record=(), hashes=()) -> AuditReport:
    """The report of an audit that replayed ``count`` messages into ``r`` and reached
    ``verdict`` (also ``net.dealer.endaudit``'s, for a game the players ended)."""
    reveals = sum(1 for t in r.history if isinstance(t.result, Revealed | Opened))
    return AuditReport(count, len(r.shuffles), reveals, r.proofs_checked, verdict, record, hashes,
                       tuple(sorted(r.replaced)), tuple(sorted(r.unaudited)))  # fmt: skip


def full_record(r: Replica) -> list[RecordEntry]:
    """The full-knowledge record from the public history and the published secrets."""
    x = sum(s for s, _ in r.audits.values()) % L
    cache: dict[Ciphertext, int] = {}

    def face(ct: Ciphertext) -> int:
        if ct not in cache:
            cache[ct] = r.table.decode(group.sub(ct.b, group.mul(x, ct.a)))  # type: ignore[arg-type]
        return cache[ct]

    record: list[RecordEntry] = []
    open_secret: dict[int, int] = {}  # seat -> index of its last unopened secret action
    for t in r.history[1:]:
        if t.timed_out:
            record.append(RecordEntry(t.seat, timed_out=True))
            continue
        if t.action is not None:
            if is_sealed(t.action):  # opened later, or replayed as is
                open_secret[t.seat] = len(record)  # type: ignore[index]
            record.append(RecordEntry(t.seat, t.action))
            continue
        step, result = t.pending, t.result
        faces = None
        if isinstance(step, ShuffleStep):
            faces = tuple(face(ct) for ct in t.cts)
        elif isinstance(step, RevealStep):
            result = Revealed(tuple(face(ct) for ct in t.cts))
        elif isinstance(step, ReorderStep):
            faces = tuple(face(ct) for ct in t.cts)
            result = Reordered(faces)
            assert t.ref is not None
            seat, index = t.ref
            perm = r.audits[seat][1][index]  # its published order (``AuditPhase``)
            order = tuple(step.handles[j] for j in perm)
            _fill(record, open_secret, seat, order)
        elif isinstance(result, Opened):
            _fill(record, open_secret, step.seat, result.cards)
        record.append(RecordEntry(None, step=step, result=result, faces=faces))
    for seat, cards in r.late_opened.items():  # commitments the game ended before opening
        _fill(record, open_secret, seat, cards)
    return record


def _fill(
    record: list[RecordEntry], open_secret: dict[int, int], seat: int, handles: tuple[int, ...]
) -> None:
    """Replace a secret action's public form by the full action its opening (the opened
    selection, or a private reorder's new order) shows."""
    index = open_secret.pop(seat, None)
    if index is None:
        return
    record[index] = RecordEntry(seat, completed(record[index].action, handles))
