"""The end-of-game audit step, and the step after it.

Each seat publishes its secret, opens any duel commitment the game ended before, and publishes
its shuffle secrets in frame-sized parts; every shuffle is then checked exactly, so a shuffle
that passed its proof by luck (or by grinding its Fiat-Shamir challenge) is named here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from net.dealer import protocol as p
from net.dealer.phases.base import Phase
from net.dealer.records import Cheat
from net.fair import group
from net.fair.commitments import Opening, check_opening
from net.fair.errors import BadShuffle, MalformedData
from net.fair.group import Context
from net.fair.keys import check_revealed_secret
from net.fair.shuffle import ShuffleSecret, verify_shuffle_exact

if TYPE_CHECKING:
    from net.dealer.replica import Replica


@dataclass
class AuditPhase(Phase):
    """Every seat's audit, in parts: the secret and late openings first, then its shuffles."""

    name: ClassVar[str] = "audit"

    @classmethod
    def make(cls, r: Replica, pend: Any) -> AuditPhase:
        return cls(pend, {s: ["audit"] * len(r.audit_plan(s)) for s in r.seats})

    def take_audit(self, r: Replica, seat: int, body: dict[str, Any]) -> None:
        p.need(body, {"part", "x", "open", "shuffles"})
        part = r.audit_parts.get(seat, 0)
        if body["part"] != part:
            raise MalformedData(f"audit part {body['part']!r:.20} where part {part} is due")
        if part == 0:
            x = group.decode_scalar(body["x"])
            check_revealed_secret(x, r.publics[seat], seat)
            late_open(r, seat, body["open"])
            r.audits[seat] = (x, ())
        elif body["x"] is not None or body["open"] is not None:
            raise MalformedData("only the first audit part carries the secret and openings")
        mine = [s for s in r.shuffles if s.seat == seat]
        chunk = r.audit_plan(seat)[part]
        wires = body["shuffles"]
        if not isinstance(wires, list) or len(wires) != len(chunk):
            raise MalformedData(f"audit part {part} of seat {seat} must open {len(chunk)} shuffles")
        secrets = []
        for index, wire in zip(chunk, wires, strict=True):
            record = mine[index]
            secret = ShuffleSecret.from_wire(wire, len(record.inp))
            try:
                verify_shuffle_exact(record.inp, record.out, secret, r.joint)  # type: ignore[arg-type]
            except BadShuffle as exc:
                raise Cheat(seat, "shuffle-exact", f"shuffle at step {record.step}: {exc}") from exc
            r.proofs_checked += 1
            secrets.append(secret)
        x, done = r.audits[seat]
        r.audits[seat] = (x, done + tuple(secrets))
        r.audit_parts[seat] = part + 1

    intake: ClassVar = {"audit": take_audit}

    def finish(self, r: Replica, before: Any) -> None:
        if r.halted is not None:
            raise Cheat(None, "unknown-card", f"{r.halted}, yet every shuffle is exact")


def late_open(r: Replica, seat: int, data: object) -> None:
    """Open a duel commitment the game ended before (the audit must check every one)."""
    if seat not in r.commits:
        if data is not None:
            raise MalformedData("an audit opening without an open commitment")
        return
    if not isinstance(data, dict) or set(data) != {"nonce", "cards"}:
        raise MalformedData("an unopened commitment must be opened in the audit")
    cards = p.handles_of(data["cards"])
    if list(cards) != sorted(set(cards)) or any(not 0 <= h < len(r.cts) for h in cards):
        raise MalformedData(f"opened cards {cards} are not sorted distinct handles")
    digest, at = r.commits.pop(seat)
    opening = Opening(data["nonce"], p.selection_payload(cards))
    check_opening(digest, p.DUEL_TAG, Context(r.gid, at, seat), opening)
    for h in cards:
        if not r.knows(r.cts[h].a, seat):
            raise Cheat(seat, "not-known", f"opens card {h}, which it cannot know")
    r.late_opened[seat] = cards


@dataclass
class OverPhase(Phase):
    """The audit is done: nothing more is owed, and any message is unexpected."""

    name: ClassVar[str] = "over"
