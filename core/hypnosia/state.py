"""Hypnosia's settings, actions and public state: immutable values, identical on every peer.

Nothing in Hypnosia is hidden, so the whole state is public and a board view can draw it
directly: ``pawns[seat]`` holds the space id of each of the seat's four pawns (see
``core.hypnosia.board`` for the ids: circle spaces, the centre, home slots, ``CAPTURED``).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any, ClassVar

from core.frozen import fast_init

PAWNS = 4
"""Pawns per player (the boxes' 24 pawns, 4 of each of 6 colours)."""
TURNS_PER_PLAYER = 100
"""H16's safety cap: the game ends after turn 100 * players."""


class Decision(Enum):
    """What a seat is asked: its next move of this turn (H9, H13)."""

    MOVE = "move"


@dataclass(frozen=True, slots=True)
class Settings:
    players: int = 2
    no_stack_over_bridges: bool = False
    """H19's variant: only single pawns cross bridges and gates."""


@fast_init
@dataclass(frozen=True, slots=True, order=True)
class Move:
    """One die's move of one unit (H9): ``count`` pawns (1, or 2 for a whole stack) from space
    ``start`` (a circle space, or the seat's lowest occupied home slot), ``die`` steps along the
    circle (``inward`` 0), or across the bridge or gate it stands on (``inward`` 1, H11, H12)."""

    die: int
    start: int
    count: int
    inward: int


@fast_init
@dataclass(frozen=True, slots=True)
class Pass:
    """Let the remaining dice go: offered only when entering the centre is all that is left,
    since entering is never forced (H13)."""


Action = Move | Pass


class End(Enum):
    """Why a game ended (H16)."""

    CENTRE = "centre"
    """The fifth pawn entered the centre."""
    EMPTY = "empty"
    """No pawn is left in a home lane or on a circle."""
    CAP = "cap"
    """The safety cap: turn 100 * players was played."""


@fast_init
@dataclass(frozen=True, slots=True)
class State:
    """The public state. ``legal`` is derived (the current seat's legal actions, computed once
    when the state is made); it is not part of the state's identity or hash."""

    players: int
    no_stack_over_bridges: bool
    sectors: tuple[int, ...]
    """Seat -> its sector (its colour, H6); empty before the colour draw."""
    rolling: tuple[int, ...]
    """Seats still rolling for the start (H7): every seat, then the tied ones."""
    start_rolls: tuple[tuple[int, int, int], ...]
    """Every start roll as (seat, die, die), in order."""
    starter: int
    """The seat that won the start roll (H7); -1 until it is decided."""
    current: int
    """The seat whose turn it is; -1 until the start is decided."""
    turns: int
    """Turns begun (each begins with a roll)."""
    rolled: tuple[int, ...]
    """This turn's two dice (H8); empty before the first turn."""
    dice: tuple[int, ...]
    """The dice of this turn still to use; empty when the next roll is due."""
    lost_dice: tuple[int, ...]
    """Dice the last finished turn could not use (H13)."""
    pawns: tuple[tuple[int, ...], ...]
    """Seat -> the space ids of its pawns, sorted."""
    arrivals: tuple[int, ...]
    """The seat of each pawn that entered the centre, in order of arrival (H12, H17)."""
    captures: tuple[int, ...]
    """Pawns each seat captured (H15)."""
    losses: tuple[int, ...]
    """Pawns each seat lost to captures (H15)."""
    bots: tuple[int, ...] = ()
    """Seats that timed out and are played on by the strategic bot (they rank last)."""
    auto: tuple[tuple[int, Action], ...] = ()
    """The actions the timeout bot took for its seats in the last transition (for the log)."""
    ended: End | None = None
    legal: tuple[Action, ...] = field(default=(), compare=False, repr=False)

    public: ClassVar[tuple[int, ...]] = ()
    """No cards: no handle has a face (the platform's card vocabulary is unused)."""
    epochs: ClassVar[tuple[int, ...]] = ()


def evolve(state: State, **changes: Any) -> State:
    """A copy of ``state`` with ``changes`` (the derived ``legal`` is reset unless given)."""
    values = {name: getattr(state, name) for name in FIELDS}
    values["legal"] = ()
    values.update(changes)
    return State(**values)


FIELDS = tuple(f.name for f in fields(State))
HASHED = tuple(name for name in FIELDS if name != "legal")


def state_hash(state: State) -> str:
    """SHA-256 of the public state in canonical form (hex), compared between peers."""
    parts = []
    for name in HASHED:
        value = getattr(state, name)
        if isinstance(value, End):
            value = value.value
        parts.append(f"{name}={value!r};")
    return hashlib.sha256("".join(parts).encode()).hexdigest()
