"""What a table is and who sits at it, as every client at the table sees it.

The opener holds the authoritative lobby state and sends it whole (the ``state`` message) after
every change; a joiner checks that what it received hangs together (:func:`state_from_wire`)
before showing it. Bot seats say which strategy plays them and which seat's client runs them,
so every player sees who controls what before agreeing to start.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType
from typing import Any

from net.errors import LobbyProtocolError
from net.protocol.terms import DEFAULT_EXTENSIONS
from net.protocol.trust import fingerprint_code


@dataclass(frozen=True)
class TableSpec:
    """A table as opened: fixed until it closes (other settings are another table)."""

    table_id: str
    """8 hex characters, new for every table (as in the discovery record)."""
    game: str
    """The game's version id, ``name/version/data_hash``."""
    settings: Mapping[str, object] = field(hash=False)
    """The settings' plain values (``Game.settings_values``)."""
    seats: int
    watchers: bool
    """Whether the table lets watchers in."""
    opener: str
    """The opener's player name."""
    extensions: int = DEFAULT_EXTENSIONS
    """How many deadline extensions each player may give in the game (one of the terms)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "settings", MappingProxyType(dict(sorted(self.settings.items()))))

    @property
    def game_name(self) -> str:
        return self.game.split("/")[0]

    def to_wire(self) -> dict[str, Any]:
        return {
            "table": self.table_id,
            "game": self.game,
            "settings": dict(self.settings),
            "seats": self.seats,
            "watchers": self.watchers,
            "name": self.opener,
            "extensions": self.extensions,
        }

    @classmethod
    def from_wire(cls, fields: Mapping[str, Any]) -> TableSpec:
        return cls(
            fields["table"],
            fields["game"],
            fields["settings"],
            fields["seats"],
            fields["watchers"],
            fields["name"],
            fields["extensions"],
        )


@dataclass(frozen=True)
class SeatInfo:
    """One seat: empty, a player's, or a bot's (run by the client of seat ``by``)."""

    seat: int
    key: bytes | None = None
    name: str | None = None
    ready: bool = False
    bot: str | None = None
    """The bot's strategy name, for a bot seat."""
    by: int | None = None
    """The seat whose client runs this bot."""

    @property
    def taken(self) -> bool:
        return self.key is not None

    @cached_property
    def code(self) -> str:
        """The fingerprint code of the seat's key, or '' for an empty seat."""
        return fingerprint_code(self.key) if self.key is not None else ""

    def describe(self) -> str:
        if self.key is None:
            return f"seat {self.seat + 1}: empty"
        who = f"{self.name} [{self.code}]"
        if self.bot is not None:
            who += f", a {self.bot} bot run by seat {(self.by or 0) + 1}"
        return f"seat {self.seat + 1}: {who}{', ready' if self.ready else ''}"

    def to_wire(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "key": self.key,
            "name": self.name,
            "ready": self.ready,
            "bot": self.bot,
            "by": self.by,
        }


@dataclass(frozen=True)
class WatcherInfo:
    """A connection without a seat that will watch the game."""

    key: bytes
    name: str

    @cached_property
    def code(self) -> str:
        return fingerprint_code(self.key)


@dataclass(frozen=True)
class TableState:
    """The table and its seats and watchers at one moment."""

    spec: TableSpec
    seats: tuple[SeatInfo, ...]
    watchers: tuple[WatcherInfo, ...] = ()

    @property
    def taken(self) -> int:
        return sum(1 for seat in self.seats if seat.taken)

    @property
    def full(self) -> bool:
        return self.taken == len(self.seats)

    @property
    def all_ready(self) -> bool:
        return all(seat.taken and seat.ready for seat in self.seats)

    def seat_of(self, key: bytes) -> int | None:
        """The seat held by ``key``, or None."""
        for seat in self.seats:
            if seat.key == key:
                return seat.seat
        return None

    def bots(self) -> dict[int, SeatInfo]:
        return {seat.seat: seat for seat in self.seats if seat.bot is not None}

    def describe(self) -> str:
        return "; ".join(seat.describe() for seat in self.seats)

    def to_wire(self) -> dict[str, Any]:
        return {
            "seats": [seat.to_wire() for seat in self.seats],
            "watchers": [{"key": w.key, "name": w.name} for w in self.watchers],
        }


def state_from_wire(spec: TableSpec, fields: Mapping[str, Any]) -> TableState:
    """The state a ``state`` message describes, refused in words unless it hangs together:
    one entry per seat in order, a name exactly with a key, bots run by a player's seat, no key
    twice."""
    seats = []
    for index, entry in enumerate(fields["seats"]):
        if entry["seat"] != index:
            raise LobbyProtocolError(f"state.seats[{index}] is for seat {entry['seat']}")
        if (entry["key"] is None) != (entry["name"] is None):
            raise LobbyProtocolError(f"seat {index} has a key without a name or a name without")
        if (entry["bot"] is None) != (entry["by"] is None) or (
            entry["bot"] is not None and entry["key"] is None
        ):
            raise LobbyProtocolError(f"seat {index} is a bot without a key or a controller")
        if entry["key"] is None and entry["ready"]:
            raise LobbyProtocolError(f"empty seat {index} is ready")
        seats.append(SeatInfo(**entry))
    if len(seats) != spec.seats:
        raise LobbyProtocolError(f"the state has {len(seats)} seats, the table {spec.seats}")
    for seat in seats:
        if seat.by is not None and (
            seat.by >= len(seats) or not seats[seat.by].taken or seats[seat.by].bot is not None
        ):
            raise LobbyProtocolError(f"seat {seat.seat}'s bot is run by seat {seat.by}, no player")
    watchers = tuple(WatcherInfo(w["key"], w["name"]) for w in fields["watchers"])
    keys = [seat.key for seat in seats if seat.key is not None] + [w.key for w in watchers]
    if len(set(keys)) != len(keys):
        raise LobbyProtocolError("the state names one key twice")
    return TableState(spec, tuple(seats), watchers)
