"""One attempt to start a table's game: the nonces, the terms, the acceptances.

When every seat is taken and ready, the opener asks each seated joiner for a fresh nonce
(``draw``) and draws its own and its bots' (``net.terms.fresh_nonce``: never reused, never
predictable), so the game id binds this game alone (fairplay: fresh, binding game ids). The
:class:`~net.terms.Terms` are the seats' keys, the game's version id, the table's settings, the
nonces, the protocol version and which seat's client runs each bot. Every joiner checks them
(``net.lobby.seating.check_offer``) and accepts them by their game id; the opener waits for all
acceptances before saying ``go``. Answers that belong to an earlier, called-off attempt are
recognised by the attempt's number and ignored.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from typing import Any

from net.lobby.seating import PeerAddress, Seating
from net.lobby.seats import Seats
from net.lobby.state import TableSpec
from net.terms import PROTOCOL, Terms, fresh_nonce


class StartRound:
    """The answers gathered for start number ``attempt`` from the seated joiners."""

    def __init__(self, attempt: int, joiners: Mapping[int, Any], timeout: float) -> None:
        self.attempt = attempt
        self.joiners = dict(joiners)
        """Seat -> the joiner sitting there, when the attempt began."""
        self.timeout = timeout
        self.nonces: dict[int, bytes] = {}
        self.accepted: set[int] = set()
        self.terms: Terms | None = None
        self._progress = asyncio.Event()

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

    async def gather(self, missing: Callable[[], set[int]]) -> set[int]:
        """Wait until nothing is ``missing``, at most ``timeout`` seconds; what still is."""
        try:
            async with asyncio.timeout(self.timeout):
                while missing():
                    self._progress.clear()
                    await self._progress.wait()
        except TimeoutError:
            pass
        return missing()

    def make_terms(self, seats: Seats, spec: TableSpec) -> tuple[Terms, dict[int, bytes]]:
        """The terms, with fresh nonces for the opener's seat and its bots; also the nonces
        this client drew."""
        own = {i: fresh_nonce() for i, seat in enumerate(seats) if seat.member is None}
        nonces = own | self.nonces
        self.terms = Terms(
            seats.keys(), spec.game, dict(spec.settings), nonces, PROTOCOL, seats.controllers()
        )
        return self.terms, own


def opener_seating(
    terms: Terms,
    seats: Seats,
    spec: TableSpec,
    *,
    identity: Any,
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
