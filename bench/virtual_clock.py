"""A virtual clock for peers sharing one process on the in-memory bus: what a LAN would see.

Each peer has its own local time, which advances only by the work it does: the CPU time of its
handlers (``process_time``, so the group layer's worker threads count), not their wall time,
which a loaded machine stretches by whatever else runs. A message arrives at its sender's local
time when it was sent plus a fixed latency (2 ms by default); the bus delivers the earliest
arrival first, and a peer handling a message starts at the later of its own time and the
message's arrival. The largest local time
when the game has started is the *critical path*: how long the start would take on a LAN where
every peer works on its own machine, which the sum of everyone's work (one process, one peer at
a time) overstates by as much as the peers work side by side.

    clock = VirtualClock()
    bus = Bus(intercept=clock.stamp)
    ... every handler runs as clock.run(seat, handler) ...
    bus.reorder(clock.schedule); bus.step()
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from net import Delivery

_now = time.process_time
"""What a peer's local time advances by: the CPU time of this process."""

LATENCY = 0.002
"""Seconds a message spends on the wire in the model (a LAN's round trip is about 1-4 ms)."""


class VirtualClock:
    """Local times per seat, arrival stamps per delivery, and the bus schedule they give."""

    def __init__(self, latency: float = LATENCY) -> None:
        self.latency = latency
        self.local: dict[int, float] = {}
        self._arrival: dict[int, float] = {}  # id(delivery) -> arrival time
        self._running: tuple[int, float, float] | None = None  # seat, CPU start, local start
        self._next = 0.0

    def now(self, seat: int) -> float:
        """Seat's local time (inside its handler: including the work done so far)."""
        if self._running is not None and self._running[0] == seat:
            _, start, base = self._running
            return base + _now() - start
        return self.local.get(seat, 0.0)

    def run(self, seat: int, work: Callable[[], None]) -> None:
        """Run one handler of ``seat`` (for the delivery the schedule put first, if any)."""
        base = max(self.local.get(seat, 0.0), self._next)
        self._next = 0.0
        self._running = (seat, _now(), base)
        try:
            work()
        finally:
            self.local[seat] = self.now(seat)
            self._running = None

    def stamp(self, delivery: Delivery) -> Iterable[Delivery]:
        """The bus's ``intercept``: remember when this delivery arrives."""
        sender = self._running[0] if self._running is not None else delivery.source
        self._arrival[id(delivery)] = self.now(sender) + self.latency
        return (delivery,)

    def schedule(self, queue: list[Delivery]) -> list[Delivery]:
        """The bus's ``reorder``: earliest arrival first (stable among equal times)."""
        ordered = sorted(queue, key=lambda d: self._arrival.get(id(d), 0.0))
        if ordered:
            self._next = self._arrival.pop(id(ordered[0]), 0.0)
        return ordered

    @property
    def critical_path(self) -> float:
        """The latest local time of any seat: when the last peer was done."""
        return max(self.local.values(), default=0.0)
