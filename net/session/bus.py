"""An in-memory, deterministic message bus standing in for the transport.

Used by tests and in-process simulations of several peers: messages wait in one
FIFO queue and are handed to handlers only by :meth:`Bus.step` or
:meth:`Bus.run_until_idle`, so runs are reproducible and no threads or event
loop are involved. Handlers may send while handling; those sends join the queue.

Tests play the network attacker through two hooks: ``intercept`` rewrites each
delivery as it is queued (drop, duplicate, tamper, redirect), and
:meth:`Bus.reorder` / :meth:`Bus.inject` rearrange or add to the queue.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from net.errors import UnknownPeer

Handler = Callable[[int, bytes], None]
"""Called with ``(from_seat, data)`` for each delivery to the attached seat."""


@dataclass(frozen=True)
class Delivery:
    """One message in flight from ``source`` to ``target``."""

    source: int
    target: int
    data: bytes
    private: bool = False
    """True for a point-to-point :meth:`Bus.send`, False for a broadcast copy."""


Intercept = Callable[[Delivery], Iterable[Delivery]]
"""Maps a delivery being queued to what is really queued: ``[]`` drops it."""


def _pass(delivery: Delivery) -> Iterable[Delivery]:
    return (delivery,)


class Bus:
    """A FIFO queue of deliveries between attached seats, drained explicitly.

    ``echo`` also delivers a broadcast back to its sender; ``delivered`` lists
    every delivery handed to a handler, in order, for assertions.
    """

    def __init__(self, *, echo: bool = False, intercept: Intercept | None = None) -> None:
        self.echo = echo
        self.intercept: Intercept = intercept or _pass
        self.delivered: list[Delivery] = []
        self._handlers: dict[int, Handler] = {}
        self._queue: deque[Delivery] = deque()

    @property
    def seats(self) -> tuple[int, ...]:
        """The attached seats, in attach order."""
        return tuple(self._handlers)

    def attach(self, seat: int, handler: Handler) -> None:
        """Connect ``seat``; its handler receives what is sent to it from now on."""
        if seat in self._handlers:
            raise ValueError(f"seat {seat} is already attached")
        self._handlers[seat] = handler

    def detach(self, seat: int) -> None:
        """Disconnect ``seat``: deliveries still queued for it are lost, as on a network."""
        self._handlers.pop(seat, None)

    def broadcast(self, from_seat: int, data: bytes) -> None:
        """Queue ``data`` for every other attached seat (and the sender if ``echo``)."""
        self._require(from_seat)
        for seat in self._handlers:
            if seat != from_seat or self.echo:
                self._enqueue(Delivery(from_seat, seat, data))

    def send(self, from_seat: int, to_seat: int, data: bytes) -> None:
        """Queue ``data`` for ``to_seat`` only, as on a private channel."""
        self._require(from_seat)
        self._require(to_seat)
        self._enqueue(Delivery(from_seat, to_seat, data, private=True))

    def inject(self, delivery: Delivery) -> None:
        """Queue a delivery as-is, bypassing ``intercept``: an attacker's forged packet."""
        self._queue.append(delivery)

    def pending(self) -> tuple[Delivery, ...]:
        """The queued deliveries, next first."""
        return tuple(self._queue)

    def reorder(self, rewrite: Callable[[list[Delivery]], Iterable[Delivery]]) -> None:
        """Replace the queue with ``rewrite(queue)``: reverse, shuffle, drop or add."""
        self._queue = deque(rewrite(list(self._queue)))

    def step(self) -> Delivery | None:
        """Deliver the next queued message; ``None`` when the queue is empty.

        A delivery to a detached seat is dropped. Handler exceptions propagate.
        """
        while self._queue:
            delivery = self._queue.popleft()
            handler = self._handlers.get(delivery.target)
            if handler is None:
                continue
            self.delivered.append(delivery)
            handler(delivery.source, delivery.data)
            return delivery
        return None

    def run_until_idle(self, *, max_steps: int = 100_000) -> int:
        """Deliver until the queue is empty; return how many were delivered.

        ``max_steps`` stops a simulation whose handlers keep answering each other.
        """
        for count in range(max_steps):
            if self.step() is None:
                return count
        if self._queue:
            raise RuntimeError(f"bus still busy after {max_steps} deliveries")
        return max_steps

    def _enqueue(self, delivery: Delivery) -> None:
        self._queue.extend(self.intercept(delivery))

    def _require(self, seat: int) -> None:
        if seat not in self._handlers:
            raise UnknownPeer(f"seat {seat} is not attached to the bus", seat=seat)


class Interleaving:
    """A ``Bus.reorder`` rewrite for tests: what a network may do to the peers' messages.

    Deliveries on one link (source, target) keep their order, as on a TCP connection; the
    links are merged in a random order (a seeded ``random.Random``, never the clock), so a
    delivery may overtake earlier ones on other links. ``overtakes`` counts how often the next
    delivery was not the oldest one.
    """

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.overtakes = 0

    def __call__(self, queue: list[Delivery]) -> list[Delivery]:
        links: dict[tuple[int, int], list[Delivery]] = {}
        for delivery in queue:
            links.setdefault((delivery.source, delivery.target), []).append(delivery)
        heads = list(links.values())
        out: list[Delivery] = []
        while heads:
            i = self.rng.randrange(len(heads))
            out.append(heads[i].pop(0))
            if not heads[i]:
                heads.pop(i)
        self.overtakes += bool(out) and out[0] is not queue[0]
        return out
