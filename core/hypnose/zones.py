"""Zones: where card handles lie. Shared zones first, then five zones per seat.

A zone is an ordered tuple of card handles; index 0 is the top (of a pile) or the left (of the
market). Which handle is which card is knowledge, not part of the zone (architecture.md).
"""

from __future__ import annotations

from enum import IntEnum


class Zone(IntEnum):
    """Shared zones, and the per-seat zone kinds (offset by ``seat_zone``)."""

    BASIC = 0  # the Basic stack, face down
    MARKET = 1  # the five face-up cards for sale (R4)
    EXPERTS = 2  # the Expert stack, face down
    REMOVED = 3  # cards removed from the game (banked Values, resold Books, used Experts)
    SET_ASIDE = 4  # setup only: market cards set aside until the market condition holds (R4)
    HAND = 5
    DRAW = 6
    DISCARD = 7
    DUEL = 8  # cards committed to the current duel, then revealed
    LOOK = 9  # the two Experts a buyer is looking at (R7.5)


SHARED_ZONES = 5
PER_SEAT = 5
SEAT_KINDS = (Zone.HAND, Zone.DRAW, Zone.DISCARD, Zone.DUEL, Zone.LOOK)


_SEAT_OFFSET = SHARED_ZONES - Zone.HAND  # a plain int: enum members are slow to look up


def seat_zone(kind: Zone, seat: int) -> int:
    """The zone index of ``kind`` (a per-seat zone) for ``seat``."""
    return seat * PER_SEAT + kind + _SEAT_OFFSET


def zone_count(players: int) -> int:
    return SHARED_ZONES + players * PER_SEAT


def zone_name(index: int) -> str:
    """A readable name such as ``basic`` or ``hand/1``, for messages and golden files."""
    if index < SHARED_ZONES:
        return Zone(index).name.lower()
    seat, offset = divmod(index - SHARED_ZONES, PER_SEAT)
    return f"{SEAT_KINDS[offset].name.lower()}/{seat}"


def zone_owner(index: int) -> int | None:
    """The seat a per-seat zone belongs to, or None for a shared zone."""
    if index < SHARED_ZONES:
        return None
    return (index - SHARED_ZONES) // PER_SEAT
