"""The replica's intake of end-of-game audit messages (a mixin of ``Replica``).

Each seat publishes its secret, opens any duel commitment the game ended before, and publishes
its shuffle secrets in frame-sized parts; every shuffle is then checked exactly, so a shuffle
that passed its proof by luck (or by grinding its Fiat-Shamir challenge) is named here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from net.dealer import protocol as p
from net.dealer.records import Cheat
from net.dealer.steps import audit_plan
from net.fair import group
from net.fair.commitments import Opening, check_opening
from net.fair.errors import BadShuffle, MalformedData
from net.fair.group import Context
from net.fair.keys import check_revealed_secret
from net.fair.shuffle import ShuffleSecret, verify_shuffle_exact

if TYPE_CHECKING:
    from net.dealer.replica import Replica


class AuditIntake:
    """``_on_audit`` and its helpers; ``Replica`` holds the state they read and write."""

    def audit_plan(self: Replica, seat: int) -> list[tuple[int, ...]]:
        """Indices into seat's shuffles, packed into audit messages (see ``steps.audit_plan``)."""
        return audit_plan([len(r.inp) for r in self.shuffles if r.seat == seat])

    def _on_audit(self: Replica, seat: int, body: dict[str, Any]) -> None:
        """One part of seat's audit: its secret and late openings come first, then its shuffles."""
        p.need(body, {"part", "x", "open", "shuffles"})
        part = self.audit_parts.get(seat, 0)
        if body["part"] != part:
            raise MalformedData(f"audit part {body['part']!r:.20} where part {part} is due")
        if part == 0:
            x = group.decode_scalar(body["x"])
            check_revealed_secret(x, self.publics[seat], seat)
            self._late_open(seat, body["open"])
            self.audits[seat] = (x, ())
        elif body["x"] is not None or body["open"] is not None:
            raise MalformedData("only the first audit part carries the secret and openings")
        mine = [r for r in self.shuffles if r.seat == seat]
        chunk = self.audit_plan(seat)[part]
        wires = body["shuffles"]
        if not isinstance(wires, list) or len(wires) != len(chunk):
            raise MalformedData(f"audit part {part} of seat {seat} must open {len(chunk)} shuffles")
        secrets = []
        for index, wire in zip(chunk, wires, strict=True):
            record = mine[index]
            secret = ShuffleSecret.from_wire(wire, len(record.inp))
            try:
                verify_shuffle_exact(record.inp, record.out, secret, self.joint)  # type: ignore[arg-type]
            except BadShuffle as exc:
                raise Cheat(seat, "shuffle-exact", f"shuffle at step {record.step}: {exc}") from exc
            self.proofs_checked += 1
            secrets.append(secret)
        x, done = self.audits[seat]
        self.audits[seat] = (x, done + tuple(secrets))
        self.audit_parts[seat] = part + 1

    def _late_open(self: Replica, seat: int, data: object) -> None:
        """Open a duel commitment the game ended before (the audit must check every one)."""
        if seat not in self.commits:
            if data is not None:
                raise MalformedData("an audit opening without an open commitment")
            return
        if not isinstance(data, dict) or set(data) != {"nonce", "cards"}:
            raise MalformedData("an unopened commitment must be opened in the audit")
        cards = p.handles_of(data["cards"])
        if list(cards) != sorted(set(cards)) or any(not 0 <= h < len(self.cts) for h in cards):
            raise MalformedData(f"opened cards {cards} are not sorted distinct handles")
        digest, at = self.commits.pop(seat)
        opening = Opening(data["nonce"], p.selection_payload(cards))
        check_opening(digest, p.DUEL_TAG, Context(self.gid, at, seat), opening)
        for h in cards:
            if not self.knows(self.cts[h].a, seat):
                raise Cheat(seat, "not-known", f"opens card {h}, which it cannot know")
        self.late_opened[seat] = cards
