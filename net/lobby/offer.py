"""The checks a client makes before accepting the terms a table's opener offers.

At the start the opener gathers a fresh nonce from every seat (the bots' from itself) and sends
the :class:`~net.protocol.terms.Terms` they make, with how to reach every client. Each client
accepts them only after :func:`check_offer`: the terms are the ones its own seat agreed to
(``Terms.check``: its key, its nonce, its game version, the settings it saw when it joined), and
they seat exactly the keys and bots the lobby showed it. Nobody can be given other settings or
another table than the one it agreed to.
"""

from __future__ import annotations

from collections.abc import Mapping

from net.errors import NetError, TermsError
from net.lobby.state import TableState
from net.protocol.seating import PeerAddress
from net.protocol.terms import PROTOCOL, Terms


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
    extensions: int,
) -> None:
    """Refuse (:class:`TermsError`, in words) terms this client did not agree to.

    ``seat``/``key``/``nonce``: this client's seat, key and the nonce it drew (a watcher has no
    seat and no nonce; it still checks the game, settings and seats it was shown);
    ``extensions``: the extension budget the table showed.
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
    if terms.extensions != extensions:
        raise TermsError(f"the terms allow {terms.extensions} extensions per player, the table "
                         f"{extensions}")  # fmt: skip
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
