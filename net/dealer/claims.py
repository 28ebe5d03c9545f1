"""A card revealed to one player that decrypts to no card: the receiver's claim, checked by all.

Only the receiver of a private reveal can finish its decryption, so only it sees an
out-of-table point (a shuffle cheated past its proof). It proves what it saw without trusting
anyone: a claim carries its own decryption share of the card and, for every share that was
encrypted to it, its share of that encryption's T (x_P·T, so anyone computes x_j·A = E − x_P·T),
all under one Chaum–Pedersen proof, and the shares of the pieces of leavers' secrets it holds
(each under its own proof). Every peer then finishes the decryption publicly:

- the point is no card: every peer stops the game for the audit, which decrypts every shuffle
  and names the shuffler (as for a public reveal that decrypts to no card);
- the point is a card: the claim is false, and its sender is the cheat.

The claim replaces the next message the receiver owes, so every replica takes it at the same
step; messages the others had already sent for that step are then void.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core.vocabulary import RevealStep
from net.dealer import protocol as p
from net.dealer.pieces import Part
from net.dealer.records import Cheat
from net.dealer.steps import Transition
from net.fair import group
from net.fair.elgamal import Ciphertext
from net.fair.errors import MalformedData, UnknownCard
from net.fair.group import Point, Scalar
from net.fair.keys import KeyPair
from net.fair.shares import DecryptionShares, prove_multiples, verify_multiples

if TYPE_CHECKING:
    from net.dealer.replica import Replica

CLAIM_KEYS = {"about", "card", "d", "held"}


@dataclass(frozen=True, slots=True)
class _Bases:
    """What a claimant must prove about a card: the points its own secret multiplies (its own
    share of A unless public, first; then the T of each share encrypted to it, x·T opening it)
    with the parts those encrypted shares are of, and the pieces it holds whose shares of A are
    not public (each proved against its own commitment)."""

    points: list[Point]
    own: bool
    opened: list[Part]
    held: list[Point]


def _bases(r: Replica, seat: int, ct: Ciphertext) -> _Bases:
    missing = r.missing_parts(ct.a)
    own = seat in missing
    bases = _Bases([ct.a] if own else [], own, [], [])
    for part in missing:
        if r.pieces.holder(part) == seat:
            if part != seat:
                bases.held.append(part)  # type: ignore[arg-type]
            continue
        share = r.enc.get((ct.a, part, seat))
        if share is None:
            raise MalformedData(f"the share of {part!r:.20} of the claimed card never reached it")
        bases.points.append(share.t_point)
        bases.opened.append(part)
    return bases


def _reveal(r: Replica, seat: int, about: object, card: object) -> Ciphertext:
    """The card at index ``card`` of the reveal to ``seat`` at step ``about``."""
    if type(about) is not int or type(card) is not int:
        raise MalformedData("a claim names the step of a reveal and a card index, as ints")
    found: Transition | None = next((t for t in reversed(r.history) if t.step == about), None)
    if found is None or not isinstance(found.pending, RevealStep) or found.pending.to != seat:
        raise MalformedData(f"step {about} was no reveal to seat {seat}")
    if not 0 <= card < len(found.cts):
        raise MalformedData(f"the reveal at step {about} has no card {card}")
    return found.cts[card]


def make_claim(
    r: Replica, keypair: KeyPair, held: dict[Point, Scalar], seat: int, about: int, card: int
) -> dict[str, Any]:
    """The claim body (without kind and step) about card ``card`` of the reveal at ``about``
    (``held``: the secrets of the pieces the claimant holds)."""
    ct = _reveal(r, seat, about, card)
    bases = _bases(r, seat, ct)
    shares = prove_multiples(keypair, bases.points, r.ctx(seat)).to_wire() if bases.points else None
    pieces = [
        prove_multiples(KeyPair(held[piece], piece), [ct.a], r.ctx(seat)).to_wire()
        for piece in bases.held
    ]
    return {"about": about, "card": card, "d": shares, "held": pieces or None}


def check_claim(r: Replica, seat: int, body: dict[str, Any]) -> str:
    """Finish the claimed decryption in public: the halt reason if it is no card, else Cheat."""
    p.need(body, CLAIM_KEYS)
    ct = _reveal(r, seat, body["about"], body["card"])
    bases = _bases(r, seat, ct)
    if (body["d"] is None) != (not bases.points) or (body["held"] is None) != (not bases.held):
        raise MalformedData(
            f"a claim about this card carries {len(bases.points)} shares of the claimant's key "
            f"and the shares of {len(bases.held)} pieces"
        )
    values: dict[Part, Point] = {}
    if bases.points:
        shares = DecryptionShares.from_wire(body["d"], len(bases.points))
        points = list(verify_multiples(r.publics[seat], bases.points, shares, r.ctx(seat)))
        r.proofs_checked += 1
        if bases.own:
            values[seat] = points.pop(0)
        for part, q in zip(bases.opened, points, strict=True):
            values[part] = group.sub(r.enc[(ct.a, part, seat)].e_point, q)
    if bases.held:
        data = body["held"]
        if not isinstance(data, list) or len(data) != len(bases.held):
            raise MalformedData(f"a claim about this card carries {len(bases.held)} pieces' shares")
        for piece, item in zip(bases.held, data, strict=True):
            shares = DecryptionShares.from_wire(item, 1)
            (values[piece],) = verify_multiples(piece, [ct.a], shares, r.ctx(seat))
            r.proofs_checked += 1
    published = r.shares.get(ct.a, {})
    m = r.decrypt_with(ct, lambda part: published.get(part, values.get(part)))
    assert m is not None  # the bases cover every part whose share is not public
    where = f"card {body['card']} of the reveal at step {body['about']}"
    try:
        kind = r.table.decode(m)
    except UnknownCard:
        return f"seat {seat} proved that {where} decrypts to no card"
    raise Cheat(seat, "false-claim", f"claims {where} is no card, but it decrypts to kind {kind}")
