"""What a client takes from the lobby into a game: the agreed terms and who plays what where.

The lobby (``net.lobby``) ends with one ``Seating`` per client: the terms every seat agreed to,
the seats this client plays (its player's seat and the bots it runs), their identities and the
nonces it drew for them, and where every client listens. The mesh and the LAN session need
nothing else, and a client keeps it in the game's folder (``net.gamefolder``) so that it can
resume the game after a crash. Its plain-data form is here too: the public part (terms,
seats, addresses, names) and the secret part (identities and nonces) are stored apart.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from net.errors import NetError
from net.identity import Identity
from net.terms import Terms


class SeatingError(NetError):
    """A stored seating does not read (damaged, or from another version); in words."""


@dataclass(frozen=True)
class PeerAddress:
    """A client's identity key and where it listens."""

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
    bots: Mapping[int, str]
    """Seat -> bot strategy, for the bot seats this client runs."""
    identities: Mapping[int, Identity]
    """This client's identity per seat it plays."""
    nonces: Mapping[int, bytes]
    """This client's nonce per seat it plays."""
    clients: Mapping[int, PeerAddress]
    """Controller seat -> how to reach that client (every client of the table)."""
    names: Mapping[int, str]
    watchers_allowed: bool


def controller(terms: Terms, seat: int) -> int:
    """The seat whose client plays ``seat`` (itself unless the terms name another)."""
    return terms.controllers.get(seat, seat)


# --- plain data ---------------------------------------------------------------------------------


def terms_to_plain(terms: Terms) -> dict[str, Any]:
    return {
        "keys": [[s, k] for s, k in terms.keys.items()],
        "game": terms.game,
        "settings": dict(terms.settings),
        "nonces": [[s, n] for s, n in terms.nonces.items()],
        "protocol": terms.protocol,
        "controllers": [[s, c] for s, c in terms.controllers.items()],
    }


def _pairs(data: object, what: str) -> dict[int, Any]:
    if type(data) is not list or not all(
        type(p) is list and len(p) == 2 and type(p[0]) is int for p in data
    ):
        raise SeatingError(f"{what} is not a list of [seat, value] pairs")
    return {p[0]: p[1] for p in data}


def terms_from_plain(data: object) -> Terms:
    """Terms from their plain form; SeatingError (in words) for anything else."""
    if type(data) is not dict:
        raise SeatingError("the terms are not a map")
    try:
        settings = data["settings"]
        if type(settings) is not dict:
            raise SeatingError("the settings are not a map")
        return Terms(
            _pairs(data["keys"], "the keys"),
            data["game"],
            settings,
            _pairs(data["nonces"], "the nonces"),
            data["protocol"],
            _pairs(data["controllers"], "the controllers"),
        )
    except KeyError as exc:
        raise SeatingError(f"the terms lack {exc}") from None
    except NetError as exc:
        raise SeatingError(f"the terms do not hold: {exc}") from None


def public_plain(seating: Seating) -> dict[str, Any]:
    """Everything but the identities and nonces."""
    return {
        "terms": terms_to_plain(seating.terms),
        "seats": list(seating.seats),
        "bots": [[s, b] for s, b in seating.bots.items()],
        "clients": [[s, [a.key, a.name, a.host, a.port]] for s, a in seating.clients.items()],
        "names": [[s, n] for s, n in seating.names.items()],
        "watchers_allowed": seating.watchers_allowed,
    }


def secret_plain(seating: Seating, seat: int) -> dict[str, Any]:
    """The secrets of one seat this client plays."""
    return {"identity": seating.identities[seat].to_bytes(), "nonce": seating.nonces[seat]}


def seating_from_plain(public: object, secrets: Mapping[int, object]) -> Seating:
    """A seating from its public part and each played seat's secrets."""
    if type(public) is not dict:
        raise SeatingError("the seating is not a map")
    try:
        terms = terms_from_plain(public["terms"])
        seats = public["seats"]
        if type(seats) is not list or not all(type(s) is int for s in seats):
            raise SeatingError("the seats are not a list of ints")
        clients = {}
        for seat, entry in _pairs(public["clients"], "the clients").items():
            if type(entry) is not list or len(entry) != 4:
                raise SeatingError(f"client {seat} is not [key, name, host, port]")
            clients[seat] = PeerAddress(*entry)
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
) -> list[Seating]:
    """Every client's seating for one table, as the lobby would agree it (``game`` is the
    version id, ``settings`` the plain values): each client's player seat, then its bots,
    each bot seat controlled by its client's seat, a fresh identity per bot and a fresh
    nonce per seat. For tools and tests that start every client of a table themselves."""
    from net.terms import fresh_nonce

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
    terms = Terms(keys, game, dict(settings), nonces, controllers=controllers)
    seatings = []
    for mine, robots in zip(played, bots, strict=True):
        drawn = {s: nonces[s] for s in mine}
        seatings.append(
            Seating(terms, tuple(mine), robots, mine, drawn, addresses, names, watchers_allowed)
        )
    return seatings


def write_seating_file(path: Path, seating: Seating) -> None:
    """Leave a client its seating (``hypnose selfplay`` seats its peers so): the public part
    and the secrets of its bot seats; its own seat's identity is its profile's."""
    from net.journal import write_synced
    from net.wire import canonical

    secrets = {}
    for seat in seating.seats:
        secret = secret_plain(seating, seat)
        if seat in seating.bots:
            secrets[seat] = secret
        else:
            secrets[seat] = {
                "nonce": secret["nonce"],
                "public": seating.identities[seat].public_key,
            }
    data = canonical(
        {"public": public_plain(seating), "secrets": [[s, v] for s, v in secrets.items()]}
    )
    write_synced(Path(path), data, private=True)


def read_seating_file(path: Path, identity: Identity) -> Seating:
    """A seating left by :func:`write_seating_file`, for the client whose identity this is."""
    from net.wire import decode

    try:
        data = decode(Path(path).read_bytes(), limit=MAX_SEATING_FILE)
    except OSError as exc:
        raise SeatingError(f"Cannot read the seating {path}: {exc.strerror}.") from None
    except NetError as exc:
        raise SeatingError(f"The seating {path} is damaged: {exc}") from None
    if type(data) is not dict:
        raise SeatingError(f"The seating {path} is not a seating.")
    secrets = _pairs(data.get("secrets"), "the secrets")
    for seat, secret in secrets.items():
        if type(secret) is dict and "identity" not in secret:
            if secret.get("public") != identity.public_key:
                raise SeatingError(f"seat {seat} of {path} is not this data folder's player")
            secrets[seat] = {"identity": identity.to_bytes(), "nonce": secret.get("nonce")}
    return seating_from_plain(data.get("public"), secrets)


MAX_SEATING_FILE = 64 * 1024
