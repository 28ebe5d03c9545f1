"""The fair driver: how a session reaches a game dealt by this seat's fair dealer.

A ``net.session.Session`` asks its driver what comes next; offline that is
``net.session.drivers.LocalDriver``, on the LAN this ``FairDriver``: one seat's ``FairDealer``
talking to the other peers over a transport. It reaches the session through the ``Driver``
protocol alone (``follow`` for the messages that move the game, ``chaser`` for the clock of
what the others owe), so the session never knows a dealer exists.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.errors import IllegalAction
from core.view import View
from net.dealer.peer import FairDealer
from net.dealer.steps import Transition
from net.dealer.waiting import AwaitPeers, Decide, Finished
from net.protocol.verdicts import Debt
from net.session.deadlines import Chaser
from net.session.drivers import Ask, Blocked, Change, Next, Over


def _changed(t: Transition) -> bool:
    """A change of the game, not a step of the setup."""
    return t.action is not None or t.result is not None or t.timed_out


def _change(t: Transition, state: Any = None) -> Change:
    return Change(t.seat, t.action, t.pending, t.result, t.timed_out, state)


class FairDriver:
    """LAN play: this peer's fair dealer (one seat); the other seats are remote peers."""

    def __init__(self, peer: FairDealer) -> None:
        self.peer = peer
        self.game = peer.game
        self.seats = (peer.seat,)
        self.on_progress: Callable[[], None] | None = None
        """Called after each message received (a session advances then)."""
        self._ask: tuple[Decide, Ask] | None = None
        self._news = [_change(t) for t in peer.replica.history if _changed(t)]
        """The changes not handed over yet: those already made (a resumed game's) without
        their states, then each as the replica takes it, with the state after it."""
        peer.on_transition = self._took
        self._hashed: tuple[Any, str] | None = None

    def attach(self) -> None:
        """Listen on the peer's transport (before any peer starts, so nothing is missed)."""
        assert self.peer.transport is not None
        self.peer.transport.listen(self._receive)

    def start(self) -> None:
        """Announce this seat's key: the game's first message."""
        self.peer.start()

    def _receive(self, source: int, data: bytes) -> None:
        self.peer.receive(source, data)
        if self.on_progress is not None:
            self.on_progress()

    def next(self) -> Next:
        waiting = self.peer.waiting()
        if isinstance(waiting, Decide):
            if self._ask is None or self._ask[0] is not waiting:  # one Ask per Decide
                decision = getattr(self.peer.replica.phase.pending, "decision", None)
                ask = Ask(self.peer.seat, waiting.view, waiting.legal, waiting.simultaneous,
                          decision)  # fmt: skip
                self._ask = (waiting, ask)
            return self._ask[1]
        if isinstance(waiting, AwaitPeers):
            return Blocked(waiting.seats, "decision" if waiting.deciding else "messages")
        assert isinstance(waiting, Finished)
        ended = waiting.proof or waiting.timeout or waiting.abandoned
        outcome = None if ended else self.game.outcome(self.peer.replica.state)
        return Over(outcome, waiting.proof, waiting.timeout, waiting.abandoned, waiting.unaudited)

    def owed(self) -> tuple[Debt, ...]:
        return self.peer.owed()

    def heartbeat(self) -> None:
        self.peer.heartbeat()

    def chase(self, debt: Debt) -> None:
        self.peer.chase(debt)

    def declare(self, debt: Debt) -> None:
        self.peer.declare(debt)

    def abandon(self) -> None:
        self.peer.abandon()

    def decide(self, seat: int, action: Any) -> None:
        if seat != self.peer.seat:
            raise IllegalAction("turn/not_asked", "this peer plays another seat", seat)
        self.peer.decide(action)

    def _took(self, t: Transition, state: Any) -> None:
        if _changed(t):
            self._news.append(_change(t, state))

    def news(self) -> list[Change]:
        news, self._news = self._news, []
        return news

    def learned(self, seat: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        return [(handles, kinds) for _, handles, kinds in self.peer.learned]

    def view(self, seat: int) -> View:
        return self.peer.view()

    def state_hash(self) -> str:
        state = self.peer.replica.state
        if self._hashed is None or self._hashed[0] is not state:  # hashed once per state
            self._hashed = (state, self.game.state_hash(state))
        return self._hashed[1]

    def proofs_checked(self) -> int:
        return self.peer.replica.proofs_checked

    def follow(self, progress: Callable[[], None]) -> None:
        self.on_progress = progress

    def chaser(self) -> Chaser | None:
        return self
