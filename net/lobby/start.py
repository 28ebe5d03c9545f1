"""One attempt to start a table's game: the countdown, the nonces, the terms, the acceptances.

When every seat is taken and ready a countdown runs; then the opener asks each seated joiner
for a fresh nonce (``draw``) and draws its own and its bots' (``net.protocol.terms.fresh_nonce``:
never reused, never predictable), so the game id binds this game alone (fairplay: fresh, binding
game ids). The :class:`~net.protocol.terms.Terms` are the seats' keys, the game's version id, the
table's settings, the nonces, the protocol version and which seat's client runs each bot. They
go to every joiner with every client's address (``terms``); each checks them
(``net.lobby.seating.check_offer``) and accepts them by their game id, and once all have, the
table says ``go``. A seat that does not answer within ``Timing.start_timeout`` calls the start
off, in words. Answers that belong to an earlier, called-off attempt carry its number and are
ignored by the table.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from net.lobby.events import EventKind
from net.lobby.protocol import COUNTDOWN, DRAW, TERMS, Timing, message
from net.lobby.seats import Seats
from net.lobby.state import TableSpec
from net.protocol.identity import Identity
from net.protocol.seating import PeerAddress, Seating
from net.protocol.terms import PROTOCOL, Terms, fresh_nonce


class Starting(Protocol):
    """What a start asks of the opener's table."""

    seats: Seats
    spec: TableSpec

    @property
    def identity(self) -> Identity:
        """The opener's identity (its own seat's)."""

    def broadcast(self, data: dict[str, Any]) -> None:
        """Send to every joiner."""

    def announce(self, kind: EventKind, text: str) -> None:
        """Tell this client's user."""

    def begin(self) -> dict[int, Any]:
        """The countdown is over: fix the seats; seat -> the joiner sitting there."""

    def call_off(self, reason: str) -> None:
        """Abort this start, in words."""

    def addresses(
        self, joiners: dict[int, Any]
    ) -> tuple[dict[int, PeerAddress], tuple[PeerAddress, ...]]:
        """Controller seat -> how to reach that client; and the watchers' addresses."""

    def go(self, attempt: int, seating: Seating) -> None:
        """Every seat accepted: the game starts with this client's ``seating``."""


class StartRound:
    """Start number ``attempt``: its countdown, then the answers gathered from the joiners."""

    def __init__(self, attempt: int, timing: Timing) -> None:
        self.attempt = attempt
        self.timing = timing
        self.joiners: dict[int, Any] = {}
        """Seat -> the joiner sitting there once the countdown is over."""
        self.nonces: dict[int, bytes] = {}
        self.accepted: set[int] = set()
        self.terms: Terms | None = None
        self._progress = asyncio.Event()

    # --- the joiners' answers (the table hands them on) -----------------------------------

    def nonce(self, seat: int, nonce: bytes) -> None:
        """A joiner's nonce (its first one counts)."""
        if seat in self.joiners and seat not in self.nonces:
            self.nonces[seat] = nonce
            self._progress.set()

    def accept(self, seat: int) -> None:
        if seat in self.joiners:
            self.accepted.add(seat)
            self._progress.set()

    def missing_nonces(self) -> set[int]:
        return set(self.joiners) - set(self.nonces)

    def missing_acceptances(self) -> set[int]:
        return set(self.joiners) - self.accepted

    # --- the sequence ---------------------------------------------------------------------

    async def run(self, table: Starting) -> None:
        """Count down, gather the nonces, offer the terms, gather the acceptances, go."""
        attempt, seconds = self.attempt, self.timing.countdown
        table.broadcast(message(COUNTDOWN, start=attempt, seconds=seconds))
        words = f"Every seat is taken and ready: the game starts in {seconds:g} s"
        table.announce("countdown", words)
        await asyncio.sleep(seconds)
        self.joiners = table.begin()
        for member in self.joiners.values():
            member.outbox.put(message(DRAW, start=attempt))
        if not await self._gathered(table, self.missing_nonces, "a nonce"):
            return
        own = {i: fresh_nonce() for i, seat in enumerate(table.seats) if seat.member is None}
        self.terms = terms = make_terms(table.seats, table.spec, own | self.nonces)
        clients, watchers = table.addresses(self.joiners)
        table.broadcast(
            message(
                TERMS,
                start=attempt,
                terms=terms.to_plain(),
                clients=[{"seat": s, **dataclasses.asdict(a)} for s, a in clients.items()],
                watchers=[dataclasses.asdict(w) for w in watchers],
            )
        )
        if not await self._gathered(table, self.missing_acceptances, "its acceptance of the terms"):
            return
        seating = opener_seating(
            terms, table.seats, table.spec, table.identity, own, clients, watchers
        )
        table.go(attempt, seating)

    async def _gathered(self, table: Starting, missing: Callable[[], set[int]], what: str) -> bool:
        """Wait until nothing is ``missing``; past the deadline, call the start off naming the
        late seats."""
        try:
            async with asyncio.timeout(self.timing.start_timeout):
                while missing():
                    self._progress.clear()
                    await self._progress.wait()
        except TimeoutError:
            late = ", ".join(str(table.seats[s].name) for s in sorted(missing()))
            table.call_off(f"{late} did not send {what} within {self.timing.start_timeout:g} s")
            return False
        return True


def make_terms(seats: Seats, spec: TableSpec, nonces: Mapping[int, bytes]) -> Terms:
    """The terms of a full table: every seat's key and nonce, the game, its settings, the
    protocol, the bots' controllers and the table's extension budget."""
    settings = dict(spec.settings)
    return Terms(seats.keys(), spec.game, settings, nonces, PROTOCOL, seats.controllers(),
                 spec.extensions)  # fmt: skip


def opener_seating(
    terms: Terms,
    seats: Seats,
    spec: TableSpec,
    identity: Identity,
    nonces: Mapping[int, bytes],
    clients: Mapping[int, PeerAddress],
    watchers: tuple[PeerAddress, ...],
) -> Seating:
    """The opener's seating: its own seat and its bots'."""
    mine = {seats.opener: identity} | seats.bot_identities()
    return Seating(
        terms=terms,
        seats=tuple(sorted(mine)),
        bots=seats.bots(),
        identities=mine,
        nonces={seat: nonces[seat] for seat in mine},
        clients=clients,
        names=seats.names(),
        watchers_allowed=spec.watchers,
        table_id=spec.table_id,
        watchers=watchers,
    )
