"""A seat out of the game leaves cleanly: it re-shares its secret among the seats that stay.

Publishing the secret would open to everyone every card the seat was shown privately, some still
in play. Each leaver instead splits its own key and every piece of an earlier leaver's secret it
holds among the seats that stay (``net.fair.reshare``); each of those then owes an ``ack``,
carrying a complaint if one of its shares is wrong. A complaint convicts the leaver if the
share is wrong and the complainer if it is right. Once every ``ack`` is in, the pieces are
recorded (``net.dealer.pieces``): from then on the seats that stay compute the leaver's
decryption shares together, and the leaver owes nothing more (its client may close).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from net.dealer import protocol as p
from net.dealer.phases.base import Phase
from net.dealer.records import Cheat
from net.fair.errors import BadReshare, MalformedData
from net.fair.reshare import (
    MAX_SEALED,
    Reshare,
    check_reshare,
    complaint_point,
    open_shares,
    wrong_shares,
)
from net.fair.shares import DecryptionShares

if TYPE_CHECKING:
    from net.dealer.phases.context import StepContext


@dataclass
class ResharePhase(Phase):
    """Leavers split their secrets (``reshare``); every seat that stays answers (``ack``)."""

    name: ClassVar[str] = "reshare"
    leavers: tuple[int, ...] = ()
    receivers: tuple[int, ...] = ()
    """The seats that stay, in seat order: the order of every split's shares."""
    splits: dict[int, Reshare] = field(default_factory=dict)
    sealed: dict[int, bytes] = field(default_factory=dict)

    @classmethod
    def plan(cls, r: StepContext, out: list[int]) -> ResharePhase | None:
        """The re-sharing of the seats ``out``, or None if no seat would stay to hold it."""
        leavers = tuple(sorted(out))
        receivers = tuple(s for s in r.active if s not in leavers)
        if not receivers:
            return None
        need = {s: ["reshare"] for s in leavers} | {s: ["ack"] for s in receivers}
        return cls(None, need, leavers, receivers)

    def ready(self, seat: int, kind: str, r: StepContext) -> bool:
        return kind != "ack" or len(self.splits) == len(self.leavers)

    def take_reshare(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        """A leaver's split: checked against what it holds (its key, then its pieces)."""
        p.need(body, {"t", "pok", "split", "sealed"})
        items = r.pieces.items_of(seat)
        reshare = Reshare.from_wire(body, len(items), len(self.receivers))
        check_reshare(reshare, [r.key_of(item) for item in items], r.ctx(seat))
        new = [point for row in reshare.commitments for point in row]
        earlier = {pt for other in self.splits.values() for row in other.commitments for pt in row}
        if len(set(new)) != len(new) or any(pt in r.pieces.pieces or pt in earlier for pt in new):
            raise BadReshare(f"seat {seat}'s split reuses a commitment: pieces must be distinct")
        sealed = body["sealed"]
        if type(sealed) is not bytes or len(sealed) > MAX_SEALED:
            raise MalformedData(f"a sealed payload is at most {MAX_SEALED} bytes")
        self.splits[seat], self.sealed[seat] = reshare, sealed
        r.proofs_checked += 1

    def take_ack(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        """An acknowledgement, or a complaint that convicts the leaver or the complainer."""
        p.need(body, {"complaint"})
        complaint = body["complaint"]
        if complaint is None:
            return
        if not isinstance(complaint, list) or len(complaint) != 2:
            raise MalformedData("a complaint is [leaver, its proof]")
        leaver, data = complaint
        if type(leaver) is not int or leaver not in self.leavers:
            raise MalformedData(f"a complaint names seat {leaver!r:.20}, which did not leave")
        reshare = self.splits[leaver]
        q = complaint_point(r.publics[seat], reshare, DecryptionShares.from_wire(data, 1),
                            r.ctx(seat))  # fmt: skip
        r.proofs_checked += 1
        index = self.receivers.index(seat)
        wrong = wrong_shares(open_shares(reshare, q, seat, index, r.ctx(leaver)), reshare, index)
        if wrong:
            raise Cheat(
                leaver,
                "reshare",
                f"seat {leaver}'s share of secret {wrong[0]} to seat {seat} does not match its "
                f"commitment (opened by seat {seat}'s complaint)",
            )
        raise Cheat(
            seat,
            "false-complaint",
            f"seat {seat} complained of its shares from seat {leaver}, which all match",
        )

    intake: ClassVar = {"reshare": take_reshare, "ack": take_ack}

    def finish(self, r: StepContext, before: Any) -> None:
        """Every share was acknowledged: the pieces are the holders' from now on."""
        holders = list(self.receivers)
        for leaver in self.leavers:
            items = r.pieces.items_of(leaver)
            for item, row in zip(items, self.splits[leaver].commitments, strict=True):
                r.pieces.split(item, holders, row)
            r.sealed[leaver] = self.sealed[leaver]
