"""The audit of a game the players ended themselves: by agreement, or by a resignation.

Such a game stops before the dealer's own audit step, so its message chains hold no secrets. Once
the ending is decided, each seat stops signing and publishes the body its audit message would have
carried (its secret, a duel commitment still closed, the orders of its private reorders) with the
number of messages it signed, as a signed ``secret`` statement (``net.protocol.statements``). Every
message any seat signed is then known and fixed: a client writes its transcript file once it holds
them all and consumed what it can of them (a declaration waiting for a payment its debtor never
made stays unconsumed); the ending's statements and the secrets follow the messages. The audit
refuses a seat's messages beyond its count. With every seat's secret, the game so far is audited as
a finished one is: every message verified again, every secret checked against the key its seat
announced and every opening against its commitment (the dealer's own audit step, ``AuditPhase``),
every card decrypted, and the game replayed with full knowledge, each action legal and each state
hash the one the players signed (``net.dealer.audit``).

A seat that timed out in a game that played on for it (``Game.on_timeout == "bot"``) is out of
its player's hands: its player is not asked to agree to the ending, and its client, gone, never
publishes a secret; none is needed, as for a finished game (the audit goes on without it, and
says which seats were played on).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from core.errors import CoreError
from core.game import Game
from net.dealer.audit import AuditReport, audit_report, full_record, replay_record
from net.dealer.intake import Intake
from net.dealer.phases import AuditPhase
from net.dealer.replica import Cheat, Replica
from net.errors import NetError, StatementError, UnauditedEnding
from net.fair.errors import FairPlayError
from net.protocol.messages import Roster, SignedMessage
from net.protocol.statements import SECRET, Ending, Statements, read_statement
from net.protocol.terms import Terms
from net.protocol.verdicts import CheatingProof


def playing(replica: Replica) -> list[int]:
    """The seats still played by their players: not left, not played on after a timeout (the
    players who agree to end the game, and whose secrets the audit of its ending needs)."""
    return [seat for seat in replica.active if seat not in replica.replaced]


def ended_by_players(
    statements: Sequence[bytes], terms: Terms, replica: Replica
) -> tuple[Ending | None, Statements]:
    """The ending the statements make where ``replica`` stands, if any (a bad statement is
    refused in words)."""
    heard = Statements(terms, replica.game, {})
    for data in statements:
        try:
            seat = read_statement(data, heard.roster).seat
            heard.take(terms.controller(seat), data, replica.state, playing(replica))
        except StatementError as exc:
            raise UnauditedEnding(f"a statement of the transcript does not hold: {exc}") from None
    return heard.ending, heard


def audit_ended(
    messages: Sequence[SignedMessage],
    statements: Sequence[bytes],
    terms: Terms,
    game: Game,
    settings: object,
) -> tuple[Ending | None, AuditReport]:
    """Audit a game its players ended, from its consumed messages and its statements.
    ``UnauditedEnding`` when there is no ending or a seat's secret is missing."""
    roster: Roster = terms.roster()
    replica = Replica(roster, game, settings)
    intake = Intake(replica)  # acted on by the live rule, as a proof's re-check is
    for count, message in enumerate(messages):
        try:
            intake.verifier.accept(message.wire)
        except NetError as exc:
            raise UnauditedEnding(f"message {count} does not verify: {exc}") from None
        intake.admit()
        try:
            replica.pump()
        except Cheat as cheat:
            proof = CheatingProof.from_cheat(cheat, intake.held())
            ending, _ = ended_by_players(statements, terms, replica)
            return ending, audit_report(replica, count + 1, proof)
    ending, heard = ended_by_players(statements, terms, replica)
    if ending is None:
        raise UnauditedEnding("the transcript holds no agreement to end nor a resignation")
    secrets = heard.secrets()
    missing = sorted(set(playing(replica)) - set(secrets))  # one that left re-shared its own
    if missing:
        raise UnauditedEnding(
            f"the players ended the game ({ending.words}) but seats {missing} published no "
            "secret, so it cannot be re-checked"
        )
    if len(replica.publics) < len(roster.keys):
        raise UnauditedEnding("the game ended before every seat announced its key")
    wires = tuple(m.wire for m in messages)
    held = Counter(m.seat for m in messages)
    for seat, body in sorted(secrets.items()):
        if held[seat] > body["count"]:
            detail = f"signed {held[seat] - body['count']} messages after publishing its secret"
            proof = CheatingProof(seat, "audit-secret", detail, wires)
            return ending, audit_report(replica, len(messages), proof)
    step = AuditPhase(replica.phase.pending, {})
    envelope = {"kind": "audit", "step": replica.step, "at": replica.at()}
    for seat, body in sorted(secrets.items()):
        try:
            audit = {k: v for k, v in body.items() if k != "count"}
            step.take(replica, seat, "audit", {**audit, **envelope})
        except (FairPlayError, Cheat) as exc:
            check = getattr(exc, "check", "audit-secret")
            proof = CheatingProof(seat, check, f"its published secret: {exc}", wires)
            return ending, audit_report(replica, len(messages), proof)
    try:
        step.finish(replica, None)
    except Cheat as cheat:
        proof = CheatingProof(cheat.seat, cheat.check, cheat.detail, wires)
        return ending, audit_report(replica, len(messages), proof)
    return ending, _replayed(replica, len(messages), wires, game, settings)


def _replayed(
    replica: Replica, count: int, wires: tuple[bytes, ...], game: Game, settings: object
) -> AuditReport:
    """Replay the game so far with every card known: each action legal, the same hashes."""
    record = full_record(replica)
    try:
        hashes = replay_record(record, game, settings, check=True)
    except Cheat as cheat:
        return audit_report(
            replica, count, CheatingProof(cheat.seat, cheat.check, cheat.detail, wires)
        )
    except CoreError as exc:
        return audit_report(replica, count, CheatingProof(exc.seat, "audit-core", str(exc), wires))
    if hashes != [t.hash for t in replica.history]:
        proof = CheatingProof(None, "audit-diverged", "full replay left the public record", wires)
        return audit_report(replica, count, proof)
    return audit_report(replica, count, "fair", tuple(record), tuple(hashes))


__all__ = ["SECRET", "UnauditedEnding", "audit_ended", "ended_by_players", "playing"]
