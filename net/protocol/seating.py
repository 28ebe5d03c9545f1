"""What a client takes from the lobby into a game: the agreed terms and who plays what where.

The lobby (``net.lobby``) ends with one ``Seating`` per client: the terms every seat agreed to,
the seats this client plays (its player's seat and the bots it runs), their identities and the
nonces it drew for them, and where every client listens. The mesh and the LAN session need
nothing else, and a client keeps it in the game's folder (``net.store.gamefolder``) so that it can
resume the game after a crash. Its plain-data form is here too: the public part (terms,
seats, addresses, names) and the secret part (identities and nonces) are stored apart.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from net.errors import NetError, SeatingError
from net.protocol.identity import Identity
from net.protocol.terms import DEFAULT_EXTENSIONS, Terms


@dataclass(frozen=True)
class PeerAddress:
    """How to reach one client of the table: its identity key (the one its channel presents),
    its player's name, and where it listens."""

    key: bytes
    name: str
    host: str
    port: int


@dataclass(frozen=True)
class Seating:
    """One client's part in one game, as the lobby agreed it."""

    terms: Terms
    """The agreed terms (the roster is ``terms.roster()``)."""
    seats: tuple[int, ...]
    """Seats this client plays (its own and the bots it runs); () for a watcher."""
    bots: Mapping[int, str] = field(hash=False)
    """Seat -> bot strategy, for the bot seats this client runs."""
    identities: Mapping[int, Identity] = field(hash=False)
    """This client's identity per seat it plays (its own, generated ones for its bots)."""
    nonces: Mapping[int, bytes] = field(hash=False)
    """This client's nonce per seat it plays."""
    clients: Mapping[int, PeerAddress] = field(hash=False)
    """Controller seat -> how to reach that client (every client of the table, itself too)."""
    names: Mapping[int, str] = field(hash=False)
    """Seat -> player name shown."""
    watchers_allowed: bool
    table_id: str = ""
    """The lobby's table id (the game's id is ``terms.game_id()``)."""
    watchers: tuple[PeerAddress, ...] = ()
    """The watchers at the start (the mesh lets watchers in while the table allows them)."""

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
        return self.terms.controller(seat)


# --- plain data (the game folder keeps the seating, so that the game can resume) ----------------


def _pairs(data: object, what: str) -> dict[int, Any]:
    if type(data) is not list or not all(
        type(p) is list and len(p) == 2 and type(p[0]) is int for p in data
    ):
        raise SeatingError(f"{what} is not a list of [seat, value] pairs")
    return {p[0]: p[1] for p in data}


def _address_plain(address: PeerAddress) -> list[Any]:
    return [address.key, address.name, address.host, address.port]


def _address(entry: object, what: str) -> PeerAddress:
    if type(entry) is not list or len(entry) != 4:
        raise SeatingError(f"{what} is not [key, name, host, port]")
    key, name, host, port = entry
    if type(key) is not bytes or type(name) is not str or type(host) is not str:
        raise SeatingError(f"{what} is not [key, name, host, port]")
    if type(port) is not int or not 0 <= port < 65536:
        raise SeatingError(f"{what} has no port")
    return PeerAddress(key, name, host, port)


def public_plain(seating: Seating) -> dict[str, Any]:
    """Everything but the identities and nonces."""
    return {
        "terms": seating.terms.to_plain(),
        "seats": list(seating.seats),
        "bots": [[s, b] for s, b in seating.bots.items()],
        "clients": [[s, _address_plain(a)] for s, a in seating.clients.items()],
        "names": [[s, n] for s, n in seating.names.items()],
        "watchers_allowed": seating.watchers_allowed,
        "table": seating.table_id,
        "watchers": [_address_plain(a) for a in seating.watchers],
    }


def secret_plain(seating: Seating, seat: int) -> dict[str, Any]:
    """The secrets of one seat this client plays."""
    return {"identity": seating.identities[seat].to_bytes(), "nonce": seating.nonces[seat]}


def seating_from_plain(public: object, secrets: Mapping[int, object]) -> Seating:
    """A seating from its public part and each played seat's secrets; SeatingError in words."""
    if type(public) is not dict:
        raise SeatingError("the seating is not a map")
    try:
        terms = Terms.from_plain(public["terms"])
        seats = public["seats"]
        if type(seats) is not list or not all(type(s) is int for s in seats):
            raise SeatingError("the seats are not a list of ints")
        clients = {
            seat: _address(entry, f"client {seat}")
            for seat, entry in _pairs(public["clients"], "the clients").items()
        }
        watchers = public["watchers"]
        if type(watchers) is not list or type(public["table"]) is not str:
            raise SeatingError("the table and its watchers are not said")
        identities, nonces = {}, {}
        for seat in seats:
            secret = secrets.get(seat)
            if type(secret) is not dict:
                raise SeatingError(f"the secrets of seat {seat} are missing")
            identities[seat] = Identity.from_bytes(secret["identity"])
            nonces[seat] = secret["nonce"]
        return Seating(
            terms,
            tuple(seats),
            _pairs(public["bots"], "the bots"),
            identities,
            nonces,
            clients,
            _pairs(public["names"], "the names"),
            bool(public["watchers_allowed"]),
            public["table"],
            tuple(_address(entry, "a watcher") for entry in watchers),
        )
    except KeyError as exc:
        raise SeatingError(f"the seating lacks {exc}") from None
    except (NetError, TypeError, ValueError) as exc:
        raise SeatingError(f"the seating does not hold: {exc}") from None


# --- a table made in one place (tools and tests that start every client themselves) -------------


@dataclass(frozen=True)
class ClientSpec:
    """One client of a table made by :func:`local_table`: its identity, name, address, and
    the strategies of the bot seats it runs besides its player's seat."""

    identity: Identity
    name: str
    host: str
    port: int
    bots: tuple[str, ...] = ()


def local_table(
    game: str,
    settings: Mapping[str, object],
    clients: list[ClientSpec],
    *,
    watchers_allowed: bool = False,
    extensions: int = DEFAULT_EXTENSIONS,
) -> list[Seating]:
    """Every client's seating for one table, as the lobby would agree it (``game`` is the
    version id, ``settings`` the plain values, ``extensions`` the extension budget): each
    client's player seat, then its bots, each bot seat controlled by its client's seat, a fresh
    identity per bot and a fresh nonce per seat. For tools and tests that start every client
    of a table themselves."""
    from net.protocol.terms import fresh_nonce

    keys: dict[int, bytes] = {}
    controllers: dict[int, int] = {}
    played: list[dict[int, Identity]] = []
    bots: list[dict[int, str]] = []
    names: dict[int, str] = {}
    addresses: dict[int, PeerAddress] = {}
    for spec in clients:
        own = len(keys)
        keys[own] = spec.identity.public_key
        names[own] = spec.name
        addresses[own] = PeerAddress(spec.identity.public_key, spec.name, spec.host, spec.port)
        mine, robots = {own: spec.identity}, {}
        for index, strategy in enumerate(spec.bots):
            seat = len(keys)
            bot = Identity.generate()
            keys[seat], controllers[seat] = bot.public_key, own
            mine[seat], robots[seat] = bot, strategy
            names[seat] = f"{spec.name}'s bot {index + 1}"
        played.append(mine)
        bots.append(robots)
    nonces = {seat: fresh_nonce() for seat in keys}
    terms = Terms(keys, game, dict(settings), nonces, controllers=controllers,
                  extensions=extensions)  # fmt: skip
    seatings = []
    for mine, robots in zip(played, bots, strict=True):
        drawn = {s: nonces[s] for s in mine}
        seatings.append(
            Seating(terms, tuple(mine), robots, mine, drawn, addresses, names, watchers_allowed)
        )
    return seatings
