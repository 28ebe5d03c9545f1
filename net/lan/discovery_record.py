"""The discovery record: what a client publishes about itself and its open table, as TXT.

Each client publishes one service of type :data:`SERVICE_TYPE`; its TXT entries (each
``key=value`` at most 255 bytes, as DNS-SD requires) are:

========  ==========================================================================
``proto`` the protocol version (``net.protocol.versions.PROTOCOL``)
``name``  the player's name
``key``   the player's Ed25519 identity key, unpadded URL-safe base64 (43 characters)
``fp``    its fingerprint code (``net.protocol.trust``), to show before connecting
``game``  the open table's game version id (``core.game.version_id``); absent: no table
``seats`` seats taken and total, ``2/4``
``set``   the table's settings as compact JSON with sorted keys, ``{"players":4}``
``table`` the table's id, 8 hex characters, new for every table opened
``rev``   the record's revision, a number new for every version of it the client publishes
========  ==========================================================================

Why ``rev``: a zeroconf cache keeps a TXT record it has seen for as long as its time to live,
and python-zeroconf reports no update when a record equal to one still cached arrives again.
Without a revision a table going back to an earlier state (a seat freed: ``2/4`` again; the
table closed: the record of the client alone again) would go unnoticed by browsers that saw
that state before. With it, no two versions of a record are ever equal.

The address and port come from the service record itself. A record is checked whole on both
sides: :func:`to_txt` refuses to publish one that would not fit or parse, and
:func:`from_txt` refuses a received one that is malformed (``AdvertError``, in words).
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType

from net.errors import AdvertError
from net.lan.handshake import MAX_GAME, MAX_PROTOCOL, check_name
from net.protocol.identity import KEY_SIZE
from net.protocol.trust import fingerprint_code
from net.protocol.versions import PROTOCOL

SERVICE_TYPE = "_hypnose._tcp.local."
"""The zeroconf service type (its name part, ``_hypnose``, is within DNS-SD's 15 bytes)."""
MAX_TXT_ENTRY = 255
"""Bytes of one TXT entry, ``key=value``: DNS-SD's limit."""
MAX_TXT_TOTAL = 1300
"""Bytes of all TXT entries together: the record stays within one multicast packet."""
MAX_INSTANCE = 63
"""Bytes of a service instance name (a DNS label)."""
MAX_SEATS = 64
TABLE_ID = re.compile(r"[0-9a-f]{8}")
SEATS = re.compile(r"(\d{1,2})/(\d{1,2})")
REVISION = re.compile(r"\d{1,10}")


def _plain_settings(settings: Mapping[str, object]) -> dict[str, int | bool | str]:
    plain: dict[str, int | bool | str] = {}
    for name, value in settings.items():
        if type(name) is not str or type(value) not in (int, bool, str):
            raise AdvertError(f"setting {name!r}: only whole numbers, yes/no and text fit")
        plain[name] = value  # type: ignore[assignment]
    return plain


@dataclass(frozen=True)
class TableInfo:
    """An open table as the discovery record shows it."""

    table_id: str
    game: str
    """The game's version id, ``name/version/data_hash``."""
    seats_taken: int
    seats_total: int
    settings: Mapping[str, int | bool | str] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "settings", MappingProxyType(_plain_settings(self.settings)))
        if not TABLE_ID.fullmatch(self.table_id):
            raise AdvertError(f"a table id is 8 hex characters, not {self.table_id!r:.20}")
        if not 0 < len(self.game) <= MAX_GAME or self.game.count("/") != 2:
            raise AdvertError(f"{self.game!r:.40} is not a game version id (name/version/hash)")
        if not 0 <= self.seats_taken <= self.seats_total <= MAX_SEATS or self.seats_total < 1:
            raise AdvertError(f"seats {self.seats_taken}/{self.seats_total} are not possible")

    @property
    def game_name(self) -> str:
        return self.game.split("/")[0]

    @property
    def full(self) -> bool:
        return self.seats_taken >= self.seats_total


@dataclass(frozen=True)
class Advert:
    """One client as discovery shows it: who, where, and its open table if any."""

    name: str
    key: bytes
    port: int
    addresses: tuple[str, ...] = ()
    table: TableInfo | None = None
    protocol: str = PROTOCOL
    revision: int | None = field(default=None, compare=False)
    """Stamped by the advertiser on every publication (not part of what the record says)."""

    @cached_property
    def code(self) -> str:
        return fingerprint_code(self.key)

    def __str__(self) -> str:
        where = f"{self.addresses[0]}:{self.port}" if self.addresses else f"port {self.port}"
        return f"{self.name} [{self.code}] at {where}"


def _b64(key: bytes) -> str:
    return base64.urlsafe_b64encode(key).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def settings_text(settings: Mapping[str, object]) -> str:
    """The compact form of a table's settings in the record."""
    return json.dumps(dict(settings), separators=(",", ":"), sort_keys=True, ensure_ascii=False)


def to_txt(advert: Advert) -> dict[str, str]:
    """The TXT entries of ``advert``; :class:`AdvertError` in words when one would not fit."""
    entries = {
        "proto": advert.protocol,
        "name": advert.name,
        "key": _b64(advert.key),
        "fp": advert.code,
    }
    table = advert.table
    if table is not None:
        entries |= {
            "game": table.game,
            "seats": f"{table.seats_taken}/{table.seats_total}",
            "set": settings_text(table.settings),
            "table": table.table_id,
        }
    if advert.revision is not None:
        entries["rev"] = str(advert.revision)
    what = {"set": "the table's settings", "name": "the player name", "game": "the game's id"}
    total = 0
    for key, value in entries.items():
        size = len(key.encode()) + 1 + len(value.encode())
        total += size + 1
        if size > MAX_TXT_ENTRY:
            raise AdvertError(
                f"{what.get(key, key)} take {size} bytes in the discovery record, more than "
                f"the {MAX_TXT_ENTRY} a TXT entry may hold: make {what.get(key, key)} shorter."
            )
    if total > MAX_TXT_TOTAL:
        raise AdvertError(f"the discovery record takes {total} bytes, more than {MAX_TXT_TOTAL}")
    return entries


def _field(properties: Mapping[bytes, bytes | None], key: str, *, required: bool = True) -> str:
    value = properties.get(key.encode())
    if value is None:
        if required:
            raise AdvertError(f"the record has no {key!r}")
        return ""
    if len(value) + len(key) + 1 > MAX_TXT_ENTRY:
        raise AdvertError(f"the record's {key!r} is over {MAX_TXT_ENTRY} bytes")
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        raise AdvertError(f"the record's {key!r} is not UTF-8 text") from None


def _table(properties: Mapping[bytes, bytes | None]) -> TableInfo | None:
    game = _field(properties, "game", required=False)
    if not game:
        return None
    seats = SEATS.fullmatch(_field(properties, "seats"))
    if seats is None:
        raise AdvertError("the record's seats are not taken/total")
    try:
        settings = json.loads(_field(properties, "set"))
    except ValueError:
        raise AdvertError("the record's settings are not compact JSON") from None
    if type(settings) is not dict:
        raise AdvertError("the record's settings are not a map")
    return TableInfo(
        _field(properties, "table"),
        game,
        int(seats.group(1)),
        int(seats.group(2)),
        _plain_settings(settings),
    )


def from_txt(
    properties: Mapping[bytes, bytes | None], *, port: int, addresses: tuple[str, ...]
) -> Advert:
    """Parse a received record; :class:`AdvertError` in words when it is malformed."""
    protocol = _field(properties, "proto")
    if not 0 < len(protocol) <= MAX_PROTOCOL:
        raise AdvertError("the record's protocol version is empty or too long")
    name = _field(properties, "name")
    try:
        check_name(name)
        key = _unb64(_field(properties, "key"))
    except (ValueError, binascii.Error) as exc:
        raise AdvertError(f"the record's name or key is malformed ({exc})") from None
    if len(key) != KEY_SIZE:
        raise AdvertError(f"the record's key is not {KEY_SIZE} bytes")
    if _field(properties, "fp") != fingerprint_code(key):
        raise AdvertError("the record's fingerprint code is not its key's")
    if not 0 < port < 65536:
        raise AdvertError(f"the record's port {port} is not a port")
    revision = _field(properties, "rev", required=False)
    if revision and not REVISION.fullmatch(revision):
        raise AdvertError("the record's revision is not a number")
    table = _table(properties)
    return Advert(name, key, port, addresses, table, protocol, int(revision) if revision else None)


def instance_name(advert: Advert) -> str:
    """The service instance name: the player's name and the start of its code, cut to a DNS
    label's 63 bytes (zeroconf renames on a clash; the record's ``name`` stays exact)."""
    suffix = f" [{advert.code[:4]}]"
    name = advert.name
    while len((name + suffix).encode()) > MAX_INSTANCE:
        name = name[:-1]
    return f"{name}{suffix}.{SERVICE_TYPE}"
