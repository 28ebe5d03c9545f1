"""A card revealed to one player that decrypts to no card: the receiver's claim, checked by all.

Only the receiver of a private reveal can finish its decryption, so only it sees an
out-of-table point (a shuffle cheated past its proof). It proves what it saw without trusting
anyone: a claim carries its own decryption share of the card and, for every share that was
encrypted to it, its share of that encryption's T (x_P·T, so anyone computes x_j·A = E − x_P·T),
all under one Chaum–Pedersen proof. Every peer then finishes the decryption publicly:

- the point is no card: every peer stops the game for the audit, which decrypts every shuffle
  and names the shuffler (as for a public reveal that decrypts to no card);
- the point is a card: the claim is false, and its sender is the cheat.

The claim replaces the next message the receiver owes, so every replica takes it at the same
step; messages the others had already sent for that step are then void.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.vocabulary import RevealStep
from net.dealer import protocol as p
from net.dealer.records import Cheat
from net.dealer.steps import Transition
from net.fair import group
from net.fair.elgamal import Ciphertext
from net.fair.errors import MalformedData, UnknownCard
from net.fair.group import Point
from net.fair.keys import KeyPair
from net.fair.shares import DecryptionShares, make_shares, verify_shares

if TYPE_CHECKING:
    from net.dealer.replica import Replica

CLAIM_KEYS = {"about", "card", "d"}


def _bases(r: Replica, seat: int, ct: Ciphertext) -> tuple[list[Point], list[int]]:
    """The points seat must share in a claim about ct, and the seats whose encrypted shares
    the shares of their T points open (A first unless seat's share of it is public)."""
    bases = [ct.a] if r.share_of(ct.a, seat) is None else []
    opened = []
    for s in r.seats:
        if s != seat and r.share_of(ct.a, s) is None:
            if (ct.a, s, seat) not in r.enc:
                raise MalformedData(f"seat {s}'s share of the claimed card never reached it")
            bases.append(r.enc[(ct.a, s, seat)].t_point)
            opened.append(s)
    return bases, opened


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


def make_claim(r: Replica, keypair: KeyPair, seat: int, about: int, card: int) -> dict[str, Any]:
    """The claim body (without kind and step) about card ``card`` of the reveal at ``about``."""
    ct = _reveal(r, seat, about, card)
    bases, _ = _bases(r, seat, ct)
    pseudo = [Ciphertext(b, b) for b in bases]  # a share proof looks at the A points only
    shares = make_shares(keypair, pseudo, r.ctx(seat)).to_wire() if bases else None
    return {"about": about, "card": card, "d": shares}


def check_claim(r: Replica, seat: int, body: dict[str, Any]) -> str:
    """Finish the claimed decryption in public: the halt reason if it is no card, else Cheat."""
    p.need(body, CLAIM_KEYS)
    ct = _reveal(r, seat, body["about"], body["card"])
    bases, opened = _bases(r, seat, ct)
    points: list[Point] = []
    if (body["d"] is None) != (not bases):
        raise MalformedData(f"a claim about this card carries {len(bases)} shares")
    if bases:
        shares = DecryptionShares.from_wire(body["d"], len(bases))
        pseudo = [Ciphertext(b, b) for b in bases]
        points = list(verify_shares(r.publics[seat], pseudo, shares, r.ctx(seat)))
        r.proofs_checked += 1
    own = r.share_of(ct.a, seat)  # public already, or the first shared point
    m = group.sub(ct.b, own if own is not None else points.pop(0))
    for s in r.seats:
        if s == seat:
            continue
        if s in opened:
            d = group.sub(r.enc[(ct.a, s, seat)].e_point, points[opened.index(s)])
        else:
            d = r.share_of(ct.a, s)  # type: ignore[assignment]
        m = group.sub(m, d)
    where = f"card {body['card']} of the reveal at step {body['about']}"
    try:
        kind = r.table.decode(m)
    except UnknownCard:
        return f"seat {seat} proved that {where} decrypts to no card"
    raise Cheat(seat, "false-claim", f"claims {where} is no card, but it decrypts to kind {kind}")
