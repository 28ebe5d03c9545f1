"""The lobby's messages: their kinds, their fields, and the checks every received one passes.

A lobby message is one channel frame holding a canonical msgpack map with a ``kind`` and exactly
the fields that kind has (``docs/lan.md``, "The lobby"). A received frame is decoded under
``net.protocol.wire``'s limits with the lobby's tighter ones (:data:`MAX_MESSAGE` bytes, depth
:data:`MAX_DEPTH`) and checked field by field: type, size, range. Anything else, a missing or
extra field, an unknown kind, a kind the other side never sends, raises
:class:`LobbyProtocolError` in words; the receiver closes that channel and logs the reason with
the peer's name. Whether a well-formed message makes sense where it arrives (a seat out of this
table's range, a ready for someone else's seat) is the table's check.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from net.errors import LobbyProtocolError, WireError
from net.lan.handshake import MAX_GAME, check_name
from net.protocol.identity import KEY_SIZE, load_public_key
from net.protocol.terms import MAX_EXTENSIONS, MAX_SETTINGS, NONCE_SIZE
from net.protocol.wire import decode

MAX_MESSAGE = 16_384
"""Largest lobby message in bytes (the terms of a full table with its watchers take ~6 KB)."""
MAX_DEPTH = 6
"""Deepest nesting in a lobby message (terms -> clients -> one client -> its fields)."""
MAX_SEATS = 16
"""Seats at one table at most."""
MAX_WATCHERS = 16
"""Watchers at one table at most."""
MAX_REASON = 300
"""Characters of a reason in words."""
MAX_SETTING_NAME = 32
MAX_SETTING_TEXT = 64
"""Characters of a setting's name and of a text setting's value."""
MAX_STRATEGY = 32
"""Characters of a bot strategy's name."""
MAX_HOST = 45
"""Characters of an IP address in text (IPv6 at most)."""
MAX_START = 2**31 - 1
"""Start attempts are numbered from 1; a table never gets near this."""
MAX_COUNTDOWN = 60
"""Seconds of a countdown at most."""

ROLES = ("player", "watcher")

# Kinds a joiner sends to the opener.
JOIN, SEAT, READY, NONCE, ACCEPT, DECLINE, LEAVE = (
    "join",
    "seat",
    "ready",
    "nonce",
    "accept",
    "decline",
    "leave",
)
# Kinds the opener sends to a joiner.
TABLE, STATE, DENIED, REFUSED, REMOVED, CLOSED, COUNTDOWN, DRAW, TERMS, ABORT, GO = (
    "table",
    "state",
    "denied",
    "refused",
    "removed",
    "closed",
    "countdown",
    "draw",
    "terms",
    "abort",
    "go",
)


Check = Callable[[Any, str], Any]
"""Checks one received value (``where`` names it in the error) and returns it."""


def _fail(where: str, what: str) -> LobbyProtocolError:
    return LobbyProtocolError(f"{where} {what}")


def integer(low: int, high: int) -> Check:
    def check(value: Any, where: str) -> int:
        if type(value) is not int or not low <= value <= high:
            raise _fail(where, f"is not a whole number from {low} to {high}")
        return value

    return check


def boolean(value: Any, where: str) -> bool:
    if type(value) is not bool:
        raise _fail(where, "is not true or false")
    return value


def number(low: float, high: float) -> Check:
    def check(value: Any, where: str) -> float:
        if type(value) not in (int, float) or not low <= value <= high:
            raise _fail(where, f"is not a number from {low:g} to {high:g}")
        return float(value)

    return check


def blob(size: int) -> Check:
    def check(value: Any, where: str) -> bytes:
        if type(value) is not bytes or len(value) != size:
            raise _fail(where, f"is not {size} bytes")
        return value

    return check


def key(value: Any, where: str) -> bytes:
    """An identity key: 32 bytes, a valid prime-order point."""
    if type(value) is not bytes or len(value) != KEY_SIZE:
        raise _fail(where, f"is not a {KEY_SIZE}-byte key")
    try:
        load_public_key(value)
    except ValueError:
        raise _fail(where, "is not a valid identity key") from None
    return value


def text(limit: int) -> Check:
    def check(value: Any, where: str) -> str:
        if type(value) is not str or len(value) > limit:
            raise _fail(where, f"is not text of at most {limit} characters")
        return value

    return check


def name(value: Any, where: str) -> str:
    try:
        return check_name(value)
    except ValueError as exc:
        raise _fail(where, f"is not a player name ({exc})") from None


def host(value: Any, where: str) -> str:
    text(MAX_HOST)(value, where)
    try:
        ipaddress.ip_address(value)
    except ValueError:
        raise _fail(where, "is not an IP address") from None
    return value


def one_of(*choices: str) -> Check:
    def check(value: Any, where: str) -> str:
        if value not in choices or type(value) is not str:
            raise _fail(where, f"is not one of {', '.join(choices)}")
        return value

    return check


def optional(inner: Check) -> Check:
    def check(value: Any, where: str) -> Any:
        return None if value is None else inner(value, where)

    return check


def listing(inner: Check, limit: int) -> Check:
    def check(value: Any, where: str) -> list[Any]:
        if type(value) is not list or len(value) > limit:
            raise _fail(where, f"is not a list of at most {limit} entries")
        return [inner(item, f"{where}[{i}]") for i, item in enumerate(value)]

    return check


def record(fields: Mapping[str, Check]) -> Check:
    """A map with exactly these fields, each checked."""
    wanted = frozenset(fields)

    def check(value: Any, where: str) -> dict[str, Any]:
        if type(value) is not dict:
            raise _fail(where, "is not a map")
        if set(value) != wanted:
            missing = sorted(wanted - set(value))
            extra = sorted(set(value) - wanted)
            detail = "; ".join(
                part
                for part in (
                    f"lacks {', '.join(missing)}" if missing else "",
                    f"has unknown fields {', '.join(repr(e)[:24] for e in extra[:3])}"
                    if extra
                    else "",
                )
                if part
            )
            raise _fail(where, detail)
        return {field: fields[field](value[field], f"{where}.{field}") for field in sorted(fields)}

    return check


def settings(value: Any, where: str) -> dict[str, object]:
    """A table's settings: at most :data:`MAX_SETTINGS` named plain values."""
    if type(value) is not dict or len(value) > MAX_SETTINGS:
        raise _fail(where, f"is not a map of at most {MAX_SETTINGS} settings")
    for setting, item in value.items():
        if len(setting) > MAX_SETTING_NAME:
            raise _fail(where, f"names a setting longer than {MAX_SETTING_NAME} characters")
        if type(item) is str:
            if len(item) > MAX_SETTING_TEXT:
                raise _fail(f"{where}.{setting}", f"is longer than {MAX_SETTING_TEXT} characters")
        elif not (type(item) in (int, bool) or item is None):
            raise _fail(f"{where}.{setting}", "is not a whole number, yes/no, text or nothing")
    return dict(value)


def listing_of_two(first: Check, second: Check) -> Check:
    def check(value: Any, where: str) -> tuple[Any, Any]:
        if type(value) is not list or len(value) != 2:
            raise _fail(where, "is not a pair")
        return first(value[0], f"{where}[0]"), second(value[1], f"{where}[1]")

    return check


def pairs(first: Check, second: Check, limit: int) -> Check:
    """A list of ``[first, second]`` pairs with distinct firsts (seat-keyed maps on the wire,
    whose map keys must be text)."""
    pair = listing_of_two(first, second)

    def check(value: Any, where: str) -> dict[Any, Any]:
        items = listing(pair, limit)(value, where)
        result = dict(items)
        if len(result) != len(items):
            raise _fail(where, "names one seat twice")
        return result

    return check


SEAT_NUMBER = integer(0, MAX_SEATS - 1)
START = integer(1, MAX_START)
REASON = text(MAX_REASON)
PORT = integer(1, 65_535)
EXTENSIONS = integer(0, MAX_EXTENSIONS)

SEAT_ENTRY = record(
    {
        "seat": SEAT_NUMBER,
        "key": optional(key),
        "name": optional(name),
        "ready": boolean,
        "bot": optional(text(MAX_STRATEGY)),
        "by": optional(SEAT_NUMBER),
    }
)
WATCHER_ENTRY = record({"key": key, "name": name})
CLIENT_ENTRY = record({"seat": SEAT_NUMBER, "key": key, "name": name, "host": host, "port": PORT})
WATCHER_ADDRESS = record({"key": key, "name": name, "host": host, "port": PORT})
TERMS_FIELDS = record(
    {
        "protocol": integer(0, 2**31 - 1),
        "game": text(MAX_GAME),
        "settings": settings,
        "keys": pairs(SEAT_NUMBER, key, MAX_SEATS),
        "nonces": pairs(SEAT_NUMBER, blob(NONCE_SIZE), MAX_SEATS),
        "controllers": pairs(SEAT_NUMBER, SEAT_NUMBER, MAX_SEATS),
        "extensions": EXTENSIONS,
    }
)

FROM_JOINER: dict[str, Check] = {
    JOIN: record({"role": one_of(*ROLES), "port": PORT, "seat": optional(SEAT_NUMBER)}),
    SEAT: record({"seat": SEAT_NUMBER}),
    READY: record({"seat": SEAT_NUMBER, "ready": boolean}),
    NONCE: record({"start": START, "nonce": blob(NONCE_SIZE)}),
    ACCEPT: record({"start": START, "game_id": blob(32)}),
    DECLINE: record({"start": START, "reason": REASON}),
    LEAVE: record({"reason": REASON}),
}
"""What a joiner may send, field by field."""

FROM_OPENER: dict[str, Check] = {
    TABLE: record(
        {
            "table": text(8),
            "game": text(MAX_GAME),
            "settings": settings,
            "seats": integer(1, MAX_SEATS),
            "watchers": boolean,
            "name": name,
            "extensions": EXTENSIONS,
        }
    ),
    STATE: record(
        {
            "seats": listing(SEAT_ENTRY, MAX_SEATS),
            "watchers": listing(WATCHER_ENTRY, MAX_WATCHERS),
        }
    ),
    DENIED: record({"reason": REASON}),
    REFUSED: record({"reason": REASON}),
    REMOVED: record({"reason": REASON}),
    CLOSED: record({"reason": REASON}),
    COUNTDOWN: record({"start": START, "seconds": number(0, MAX_COUNTDOWN)}),
    DRAW: record({"start": START}),
    TERMS: record(
        {
            "start": START,
            "terms": TERMS_FIELDS,
            "clients": listing(CLIENT_ENTRY, MAX_SEATS),
            "watchers": listing(WATCHER_ADDRESS, MAX_WATCHERS),
        }
    ),
    ABORT: record({"start": START, "reason": REASON}),
    GO: record({"start": START, "game_id": blob(32)}),
}
"""What the opener may send, field by field."""


def message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message to send (the caller's fields are checked by the receiver, not here)."""
    return {"kind": kind, **fields}


def clip(reason: str) -> str:
    """A reason in words as sent: at most ``MAX_REASON`` characters."""
    return reason[:MAX_REASON]


def parse(payload: bytes, kinds: Mapping[str, Check]) -> tuple[str, dict[str, Any]]:
    """``(kind, fields)`` of a received lobby message; :class:`LobbyProtocolError` in words."""
    try:
        data = decode(payload, limit=MAX_MESSAGE, max_depth=MAX_DEPTH)
    except WireError as exc:
        raise LobbyProtocolError(f"a malformed lobby message ({exc})") from None
    if type(data) is not dict:
        raise LobbyProtocolError(f"a lobby message is a map, not a {type(data).__name__}")
    kind = data.pop("kind", None)
    if type(kind) is not str:
        raise LobbyProtocolError("a lobby message without a kind")
    check = kinds.get(kind)
    if check is None:
        raise LobbyProtocolError(f"a lobby message of unknown kind {kind!r:.40}")
    return kind, check(data, kind)


@dataclass(frozen=True)
class Timing:
    """The lobby's times and rates (tests shorten the times)."""

    countdown: float = 3.0
    """Seconds between every seat being ready and the start (any change calls it off)."""
    join_timeout: float = 10.0
    """Seconds for a new channel to ask to join, and for the opener to answer."""
    reach_timeout: float = 2.0
    """Seconds the opener's ping of a joiner's listening port may take."""
    start_timeout: float = 15.0
    """Seconds for every seat to send its nonce, then its acceptance of the terms."""
    send_timeout: float = 5.0
    """Seconds a message to a joiner may wait for its socket: longer, and it is dropped."""
    message_rate: float = 10.0
    """Lobby messages one joiner earns back per second..."""
    message_burst: int = 40
    """...up to this many at once; more closes its channel."""
