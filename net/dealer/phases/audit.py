"""The end-of-game audit step, and the step after it.

Each seat still in the game publishes its secret x_i (bound by the public key it announced at
the start) and the secret of every piece of a leaver's secret it holds (bound by the piece's
commitment), opens any duel commitment the game ended before, and publishes the order of each
private reorder it made (the permutation only: its re-randomizers stay secret, the reorder's
proof already showed the cards are the same). Shuffle secrets are never published: the
Terelius–Wikström proofs were checked live. Each leaver's secret is rebuilt from its pieces
(they add up to it: every split was checked against its commitment), and opens what the leaver
sealed when it left: its late opening and the orders of its reorders. With every x_i known, the
reorders' orders are checked against the decrypted cards, and after a halt (a card that
decrypted to no card, which needs a forged proof) every shuffle is checked by decryption, so
its author is named.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from net.dealer import protocol as p
from net.dealer.phases.base import Phase
from net.dealer.records import Cheat
from net.dealer.steps import check_name
from net.errors import WireError
from net.fair import group
from net.fair.challenges import Context
from net.fair.commitments import Opening, check_opening
from net.fair.elgamal import Ciphertext
from net.fair.errors import BadKey, FairPlayError, MalformedData
from net.fair.group import L, Point, Scalar
from net.fair.keys import check_revealed_secret
from net.fair.reshare import MAX_SEALED, unseal
from net.protocol.wire import decode

if TYPE_CHECKING:
    from net.dealer.phases.context import StepContext


@dataclass
class AuditPhase(Phase):
    """Every seat's audit message: its secret, late openings and its reorders' orders."""

    name: ClassVar[str] = "audit"

    @classmethod
    def make(cls, r: StepContext, pend: Any) -> AuditPhase:
        return cls(pend, {s: ["audit"] for s in r.active})

    def take_audit(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        p.need(body, {"x", "open", "reorders", "held"})
        x = group.decode_scalar(body["x"])
        check_revealed_secret(x, r.publics[seat], seat)
        held, secrets = r.pieces.held_by(seat), body["held"]
        if not isinstance(secrets, list) or len(secrets) != len(held):
            raise MalformedData(f"seat {seat} holds {len(held)} pieces, its audit gives "
                                f"{_count(secrets)}")  # fmt: skip
        for piece, data in zip(held, secrets, strict=True):
            s = group.decode_scalar(data)
            if group.mul_base(s) != piece:
                raise BadKey(f"seat {seat} published a secret for piece {piece.hex()} that is "
                             f"not its commitment's")  # fmt: skip
            r.leaf_secrets[piece] = s
        r.audits[seat] = (x, closing(r, seat, body["open"], body["reorders"]))

    intake: ClassVar = {"audit": take_audit}

    def finish(self, r: StepContext, before: Any) -> None:
        if r.unaudited:
            return  # every check needs every secret: they run when the last one comes
        for seat in sorted(r.pieces.gone):
            rebuild(r, seat)
        x = Scalar(sum(s for s, _ in r.audits.values()) % L)
        plain = _Plaintexts(x)
        if r.halted is not None:
            for record in r.shuffles:
                if Counter(plain.of(record.out)) != Counter(plain.of(record.inp)):
                    raise Cheat(
                        record.seat,
                        "shuffle-exact",
                        f"shuffle at step {record.step}: the output decrypts to other cards "
                        f"than the input ({r.halted})",
                    )
            raise Cheat(None, "unknown-card", f"{r.halted}, yet every shuffle is exact")
        for seat, (_, perms) in r.audits.items():
            mine = [s for s in r.shuffles if s.seat == seat and s.reorder]
            for perm, record in zip(perms, mine, strict=True):
                inp, out = plain.of(record.inp), plain.of(record.out)
                if any(out[j] != inp[i] for j, i in enumerate(perm)):
                    raise Cheat(
                        seat,
                        "reorder-exact",
                        f"the order published for the reorder at step {record.step} does not "
                        f"match its cards",
                    )


class _Plaintexts:
    """Decryptions under the joint secret, cached (a shuffle's output is the next's input)."""

    def __init__(self, x: Scalar) -> None:
        self.x = x
        self.cache: dict[Ciphertext, Point] = {}

    def of(self, cts: tuple[Ciphertext, ...]) -> list[Point]:
        todo = [ct for ct in dict.fromkeys(cts) if ct not in self.cache]
        try:
            xa = group.mul_many([self.x] * len(todo), [ct.a for ct in todo])
            self.cache.update(zip(todo, group.sub_many([ct.b for ct in todo], xa), strict=True))
        except FairPlayError:  # a forged ciphertext may decrypt to the identity: no card at all
            for ct in todo:
                try:
                    self.cache[ct] = group.sub(ct.b, group.mul(self.x, ct.a))
                except FairPlayError:
                    self.cache[ct] = Point(b"identity")
        return [self.cache[ct] for ct in cts]


def closing(
    r: StepContext, seat: int, opening: object, perms: object
) -> tuple[tuple[int, ...], ...]:
    """Check what a seat publishes at the end besides its secret: the opening of a duel
    commitment the game ended before, and the order of each private reorder it made."""
    late_open(r, seat, opening)
    mine = [s for s in r.shuffles if s.seat == seat and s.reorder]
    if not isinstance(perms, list) or len(perms) != len(mine):
        raise MalformedData(
            f"seat {seat} made {len(mine)} reorders, its audit gives {_count(perms)} orders"
        )
    for perm, record in zip(perms, mine, strict=True):
        n = len(record.inp)
        if not isinstance(perm, list) or any(type(i) is not int for i in perm):
            raise MalformedData("a reorder's order is a list of ints")
        if sorted(perm) != list(range(n)):
            raise MalformedData(f"a reorder's order is not a permutation of 0..{n - 1}")
    return tuple(tuple(perm) for perm in perms)


def rebuild(r: StepContext, seat: int) -> None:
    """A leaver's secret, from its pieces' published secrets (they add up to it: each split
    added up to what it split, each leaf matched its commitment), and what it sealed."""
    x = Scalar(r.pieces.scalar(seat, r.leaf_secrets) % L)
    try:
        payload = decode(unseal(r.sealed[seat], x, r.gid, seat), limit=MAX_SEALED)
        if not isinstance(payload, dict) or set(payload) != set(CLOSING_KEYS):
            raise MalformedData(f"a sealed payload has keys {sorted(CLOSING_KEYS)}")
        perms = closing(r, seat, payload["open"], payload["reorders"])
    except WireError as exc:
        raise Cheat(seat, "sealed", f"seat {seat}'s sealed payload does not decode: {exc}") from exc
    except FairPlayError as exc:
        raise Cheat(seat, check_name(exc), f"in seat {seat}'s sealed payload: {exc}") from exc
    r.audits[seat] = (x, perms)


CLOSING_KEYS = ("open", "reorders")
"""What a seat publishes at the end besides its secrets (a leaver seals them when it leaves)."""


def _count(data: object) -> str:
    return str(len(data)) if isinstance(data, list) else type(data).__name__


def late_open(r: StepContext, seat: int, data: object) -> None:
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
