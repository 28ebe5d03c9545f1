"""The lobby's output, :class:`Seating`, and the checks a client makes before accepting terms.

At the start the opener gathers a fresh nonce from every seat (the bots' from itself) and sends
the :class:`~net.terms.Terms` they make, with how to reach every client. Each client accepts
them only after :func:`check_offer`: the terms are the ones its own seat agreed to
(``Terms.check``: its key, its nonce, its game version, the settings it saw when it joined), and
they seat exactly the keys and bots the lobby showed it. Nobody can be given other settings or
another table than the one it agreed to.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from net.errors import NetError
from net.identity import Identity
from net.lobby.state import TableState
from net.terms import PROTOCOL, Terms, TermsError


@dataclass(frozen=True)
class PeerAddress:
    """How to reach one client of the table."""

    key: bytes
    """The client's identity public key (the one its channel presents)."""
    name: str
    host: str
    port: int


@dataclass(frozen=True)
class Seating:
    """What one client takes from the lobby into the game: the agreed terms, the seats it
    plays, and how to reach every other client for the mesh."""

    terms: Terms
    """The agreed terms (roster = ``terms.roster()``)."""
    seats: tuple[int, ...]
    """The seats this client plays (its own, plus bots it runs); () for a watcher."""
    bots: Mapping[int, str] = field(hash=False)
    """Seat -> bot strategy name, for the bot seats this client runs."""
    identities: Mapping[int, Identity] = field(hash=False)
    """This client's identity per seat it plays (its own, generated ones for bots)."""
    nonces: Mapping[int, bytes] = field(hash=False)
    """This client's nonce per seat it plays."""
    clients: Mapping[int, PeerAddress] = field(hash=False)
    """Controller seat -> how to reach that client (every client at the table, self included)."""
    names: Mapping[int, str] = field(hash=False)
    """Seat -> player name shown."""
    watchers_allowed: bool
    table_id: str = ""
    """The lobby's table id (the game's id is ``terms.game_id()``)."""
    watchers: tuple[PeerAddress, ...] = ()
    """The watchers at the start: the mesh lets these keys in without a seat."""

    def __post_init__(self) -> None:
        for name in ("bots", "identities", "nonces", "clients", "names"):
            value = dict(sorted(getattr(self, name).items()))
            object.__setattr__(self, name, MappingProxyType(value))

    @property
    def game_id(self) -> bytes:
        return self.terms.game_id()

    @property
    def watching(self) -> bool:
        return not self.seats

    def controller(self, seat: int) -> int:
        """The seat whose client plays ``seat`` (itself unless a bot run by another)."""
        return self.terms.controllers.get(seat, seat)


def terms_to_wire(terms: Terms) -> dict[str, Any]:
    return {
        "protocol": terms.protocol,
        "game": terms.game,
        "settings": dict(terms.settings),
        "keys": [[seat, key] for seat, key in terms.keys.items()],
        "nonces": [[seat, nonce] for seat, nonce in terms.nonces.items()],
        "controllers": [[seat, c] for seat, c in terms.controllers.items()],
    }


def terms_from_wire(fields: Mapping[str, Any]) -> Terms:
    """Terms from a checked ``terms`` field; :class:`TermsError` in words."""
    return Terms(
        fields["keys"],
        fields["game"],
        fields["settings"],
        fields["nonces"],
        fields["protocol"],
        fields["controllers"],
    )


def expected_keys(state: TableState) -> tuple[dict[int, bytes], dict[int, int]]:
    """The keys and controllers the lobby showed: what the terms must hold."""
    keys = {seat.seat: seat.key for seat in state.seats if seat.key is not None}
    controllers = {seat.seat: seat.by for seat in state.seats if seat.by is not None}
    return keys, controllers


def check_offer(
    terms: Terms,
    clients: Mapping[int, PeerAddress],
    state: TableState,
    *,
    game: str,
    settings: Mapping[str, object],
    seat: int | None,
    key: bytes,
    nonce: bytes | None,
) -> None:
    """Refuse (:class:`TermsError`, in words) terms this client did not agree to.

    ``seat``/``key``/``nonce``: this client's seat, key and the nonce it drew (a watcher has no
    seat and no nonce; it still checks the game, settings and seats it was shown).
    """
    try:
        roster = terms.roster()
    except NetError as exc:
        raise TermsError(f"the terms make no roster: {exc}") from None
    if seat is not None:
        assert nonce is not None
        terms.check(roster, seat, key, nonce, game, settings)
    else:
        if terms.protocol != PROTOCOL:
            raise TermsError(f"protocol version {terms.protocol}, this client speaks {PROTOCOL}")
        if terms.game != game:
            raise TermsError(f"the terms are for {terms.game}, this client plays {game}")
        if dict(terms.settings) != dict(settings):
            raise TermsError(f"settings {dict(terms.settings)} are not {dict(settings)}")
    keys, controllers = expected_keys(state)
    if len(keys) != len(state.seats):
        raise TermsError("the terms came while a seat was still empty")
    if dict(terms.keys) != keys:
        raise TermsError("the terms seat other keys than the lobby showed")
    if dict(terms.controllers) != controllers:
        raise TermsError("the terms name other bots or bot runners than the lobby showed")
    players = {s for s in keys if s not in controllers}
    if set(clients) != players:
        raise TermsError(
            f"the terms give addresses for seats {sorted(clients)}, not {sorted(players)}"
        )
    for controller, address in clients.items():
        if address.key != keys[controller]:
            raise TermsError(f"the address given for seat {controller} is not its player's")
