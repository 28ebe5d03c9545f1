"""What one client's seats hold on disk, which its mesh may send again (``net.game.mesh.Holdings``).

A peer that reconnects, or a watcher, gets the messages this client holds; it must never get
one a crash could make this client forget (a restarted client would sign that step again,
differently). So the counts move only once the batch that accepted the messages is synced
(``net.game.writeahead``): ``LanGame`` takes a :meth:`SyncedHoldings.snapshot` when it commits a
batch and :meth:`SyncedHoldings.advance` when the disk thread has written it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from net.game.lan_game import SeatRun


class SyncedHoldings:
    """The synced messages of the seats this client plays (see the module). ``seats``: read
    when used, so it may be filled after; ``first``: the seat whose order watchers follow."""

    def __init__(self, seats: Mapping[int, SeatRun], first: int, keys: Iterable[int]) -> None:
        self.seats = seats
        self.first = first
        self.keys = tuple(keys)
        self._synced: dict[int, int] = {}
        """Seat -> how many of its messages are on disk here."""
        self._watched = 0
        """How many messages, in the order accepted, are on disk here."""

    def snapshot(self) -> tuple[dict[int, int], int]:
        """What the seats hold now: (seat -> count of its messages, messages in order)."""
        synced = {
            seat: max(run.dealer.verifier.state(seat).next_seq for run in self.seats.values())
            for seat in self.keys
        }
        return synced, len(self.seats[self.first].dealer.verifier.order)

    def advance(self, synced: dict[int, int], watched: int) -> bool:
        """A snapshot's batch is on disk: a resend may carry it now; True when watchers have
        more to see."""
        self._synced = synced
        if watched <= self._watched:
            return False
        self._watched = watched
        return True

    def counts(self) -> dict[int, int]:
        return {seat: count for seat, count in self._synced.items() if count}

    def chain(self, seat: int, start: int) -> list[tuple[int, bytes]]:
        end = self._synced.get(seat, 0)
        for run in self.seats.values():
            if run.dealer.verifier.state(seat).next_seq >= end:
                verifier = run.dealer.verifier
                return [(run.seat, verifier.message_at(seat, s).wire) for s in range(start, end)]  # type: ignore[union-attr]
        return []

    def history(self, start: int) -> list[tuple[int, bytes]]:
        order = self.seats[self.first].dealer.verifier.order[start : self._watched]
        return [(m.seat, m.wire) for m in order]


__all__ = ["SyncedHoldings"]
