"""What the game waits for, seen from one seat's fair dealer: its own choice, other seats'
messages, or the end. The session and the tables read these; only the dealer makes them."""

from __future__ import annotations

from dataclasses import dataclass

from core.game import Legal
from core.view import View
from net.protocol.verdicts import CheatingProof, TimedOut


@dataclass(frozen=True)
class Decide:
    """This seat must choose now: one of ``legal``, seen from ``view``."""

    view: View
    legal: Legal
    simultaneous: bool = False
    """The choice is sealed: the other seats of the decision choose at the same time."""


@dataclass(frozen=True)
class AwaitPeers:
    """The step waits for messages from ``seats`` (never this seat's own choice); ``deciding``
    when they owe a decision (a player thinking), not only the dealing's messages."""

    seats: tuple[int, ...]
    step: int
    deciding: bool = False


@dataclass(frozen=True)
class Finished:
    """The game is over: audited (``proof`` and ``timeout`` None), stopped by a cheating
    proof, or ended without a result by a timeout (or given up on by this seat: ``abandoned``)."""

    proof: CheatingProof | None
    timeout: TimedOut | None = None
    abandoned: bool = False
    unaudited: tuple[int, ...] = ()
    """Seats whose audit secrets never came after the outcome was decided: the result
    stands, not fully audited (fairplay.md, timeout rule point 6)."""


Waiting = Decide | AwaitPeers | Finished
