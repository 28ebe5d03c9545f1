"""Confidentiality oracle: what a seat can decrypt must be exactly what its seat may know.

From the public record a seat holds (published shares, shares encrypted to it, its own reorders)
plus its own secrets (its key, the pieces of leavers' secrets it holds or held, the pieces it
split off when it left), the cards it can decrypt are fixed; the rules core says which faces it
may know. Tests run this at every step, for every seat, those that left included: a leaver's
re-shared secret opens nothing to anyone (``net.dealer.pieces``), and no excess is allowed.
"""

from __future__ import annotations

from core.view import CardSource
from core.vocabulary import UNKNOWN
from net.dealer.peer import FairDealer
from net.dealer.replica import Replica
from net.fair.group import Point


def can_decrypt(r: Replica, a: Point, seat: int) -> bool:
    """Whether seat can decrypt A from the public record, what was encrypted to it and its
    own secrets."""
    return r.knows(a, seat, shown=True)


def leaks(r: Replica, seat: int, knowledge: CardSource) -> list[tuple[int, bool, bool]]:
    """(handle, can decrypt, may know) for every card where the two disagree."""
    view = r.game.view(r.state, seat, knowledge)
    out = []
    for handle, ct in enumerate(r.cts):
        can = can_decrypt(r, ct.a, seat)
        known = view.kind_index(handle) != UNKNOWN
        if can != known:
            out.append((handle, can, known))
    return out


def readers(r: Replica, a: Point) -> set[int]:
    """The seats that can decrypt A from the public record and their own secrets."""
    return {s for s in r.seats if can_decrypt(r, a, s)}


class CheckedDealer(FairDealer):
    """A peer that runs the oracle after every transition of its own replica (for tests)."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.checked = 0

    def _observe(self, before: object, t: object) -> None:
        super()._observe(before, t)
        if self.bad_card is not None:
            return  # a reveal to it held no card: it learns none of them and claims it
        found = leaks(self.replica, self.seat, self.knowledge)
        if found:
            raise AssertionError(f"seat {self.seat} after {t}: can/may-know differ: {found[:5]}")
        self.checked += 1
