"""The transport protocol: all the fair dealer and the session need from the network.

Send to every peer, send to one peer (to answer a request such as a resend), and hand every
received message to one handler with the sender's seat. Delivery is asynchronous: ``broadcast``
and ``send`` return at once, and the handler runs later, one message at a time, never inside a
send. Messages on one link keep their order (a TCP stream, or the bus's FIFO); a transport
neither signs nor checks anything, since every message carries its own signature. The
in-memory ``Bus`` is its twin for tests and simulations; the socket transport of LAN play
implements the same three calls.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, runtime_checkable

from net.session.bus import Bus

Receiver = Callable[[int, bytes], None]
"""Called with ``(from_seat, data)`` for each message that arrives."""


@runtime_checkable
class Transport(Protocol):
    """One seat's connection to the others."""

    seat: int

    def broadcast(self, data: bytes) -> None:
        """Queue ``data`` for every other seat."""
        ...

    def send(self, to: int, data: bytes) -> None:
        """Queue ``data`` for seat ``to`` only."""
        ...

    def listen(self, receiver: Receiver) -> None:
        """Hand every message that arrives from now on to ``receiver``."""
        ...


class BusTransport:
    """One seat's end of an in-memory ``Bus`` (deterministic: the bus is drained by its owner)."""

    def __init__(self, bus: Bus, seat: int) -> None:
        self.bus = bus
        self.seat = seat

    def broadcast(self, data: bytes) -> None:
        self.bus.broadcast(self.seat, data)

    def send(self, to: int, data: bytes) -> None:
        self.bus.send(self.seat, to, data)

    def listen(self, receiver: Receiver) -> None:
        self.bus.attach(self.seat, receiver)
