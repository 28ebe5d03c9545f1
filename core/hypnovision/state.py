"""Hypno Vision's settings, actions and public state: immutable values, identical on every peer.

Nothing is hidden from the rules: the layout and every collected card are in every peer's state
(V6; the memory variant, V19, is a display rule). Cards are numbered 0-51 (the card file's
order); ``cell_of[card]`` is the card's cell in the 13 x 4 grid of this scramble, row-major.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, ClassVar

from core.frozen import fast_init

ROUNDS = 5
"""Scrambles in a game (V8, V17)."""
COLUMNS, ROWS = 13, 4
"""The layout's grid (V6)."""
SLOT_CAP = 1200
"""The last slot of a scramble: it ends after this one as if all were done (V15)."""
WRONG_STOP = 3
"""Extra penalty points for a Stop caller whose cards are not exact (V16)."""
ON_TABLE = -1
"""``holder`` of a card lying in its cell."""


class Decision(Enum):
    """What a seat is asked."""

    ROLL = "roll"
    """The roller opens the scramble (V11)."""
    SLOT = "slot"
    """Every seat still in chooses its action for the current slot at once (V9, V12)."""


class Phase(Enum):
    START = "start"
    """Rolling one die each for the starting player (V7)."""
    LAYOUT = "layout"
    """The next scramble's layout is to be drawn (V6)."""
    ROLL = "roll"
    """The roller's click is awaited (V11)."""
    SLOT = "slot"
    """The seats choose their slot action (AwaitSimultaneous)."""
    RESOLVE = "resolve"
    """Every choice is in: the slot's joint random value resolves it (V13)."""
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Settings:
    players: int = 2
    young: tuple[int, ...] = ()
    """V18: the seats marked by the lobby, who may return a collected card."""
    memory: bool = False
    """V19: collected cards are shown face down until scoring."""


# --- actions: a slot carries one of them (V12) ------------------------------------------------


@fast_init
@dataclass(frozen=True, slots=True, order=True)
class Wait:
    """No grab this slot, with the seat's Done flag (1: done, 0: not; V15)."""

    done: int


@fast_init
@dataclass(frozen=True, slots=True, order=True)
class Stop:
    """Call "Stop!" (V14)."""


@fast_init
@dataclass(frozen=True, slots=True, order=True)
class Take:
    """Take card ``card`` (0-51) from the table (V12); clears the Done flag."""

    card: int


@fast_init
@dataclass(frozen=True, slots=True, order=True)
class Return:
    """V18 only: put collected card ``card`` back in its cell; clears the Done flag."""

    card: int


@fast_init
@dataclass(frozen=True, slots=True)
class Roll:
    """The roller rolls the four dice: this opens slot 0 (V11)."""


Action = Wait | Stop | Take | Return | Roll
ACTION_TYPES = (Wait, Stop, Take, Return, Roll)


@fast_init
@dataclass(frozen=True, slots=True)
class Contest:
    """A card several seats claimed in one slot (V13): who claimed it, who got it."""

    card: int
    claimants: tuple[int, ...]
    winner: int


@fast_init
@dataclass(frozen=True, slots=True)
class SlotResult:
    """What the last resolved slot did, for the log and a table's animations."""

    slot: int
    taken: tuple[tuple[int, int], ...]
    """(seat, card) for every card that changed hands to a seat, in card order."""
    contests: tuple[Contest, ...]
    void: tuple[tuple[int, int], ...]
    """(seat, card): claims of a card already gone at the slot's start (V13)."""
    returned: tuple[tuple[int, int], ...]
    stoppers: tuple[int, ...]


NO_RESULT = SlotResult(-1, (), (), (), (), ())


@fast_init
@dataclass(frozen=True, slots=True)
class State:
    players: int
    young: tuple[int, ...]
    memory: bool
    phase: Phase
    rolling: tuple[int, ...]
    """Seats still rolling for the start (V7): every seat, then the tied ones."""
    start_rolls: tuple[tuple[int, int], ...]
    """Every start roll as (seat, die), in order."""
    starter: int
    """The seat that won the start roll; -1 until decided."""
    round: int
    """Scrambles begun (1-5); 0 before the first."""
    roller: int
    """The seat that rolls this scramble's dice (V8); -1 before the first."""
    cell_of: tuple[int, ...]
    """Card -> its cell in this scramble's layout (V6); empty before the first layout."""
    dice: tuple[int, ...]
    """This scramble's four dice (V11); empty until slot 0 is resolved."""
    slot: int
    """The slot being chosen or resolved (V9)."""
    holder: tuple[int, ...]
    """Card -> the seat holding it, or ``ON_TABLE``."""
    taken: tuple[tuple[int, ...], ...]
    """Seat -> its collected cards this scramble, in the order taken."""
    done: tuple[bool, ...]
    """Seat -> its Done flag as of the last resolved slot (V15)."""
    chosen: tuple[Action | None, ...]
    """Seat -> its choice for the current slot (None: not yet; out seats stay None)."""
    out: tuple[int, ...]
    """Seats out of the game after a timeout (V15): they choose nothing and rank last."""
    stoppers: tuple[int, ...]
    """The Stop callers of the scramble that is running or was just scored (V14)."""
    penalties: tuple[tuple[int, ...], ...]
    """Per scored scramble, each seat's penalty points (V16)."""
    last: SlotResult
    """What the last resolved slot did."""

    public: ClassVar[tuple[int, ...]] = ()
    """No hidden cards: the platform's card vocabulary is unused."""
    epochs: ClassVar[tuple[int, ...]] = ()

    @property
    def active(self) -> tuple[int, ...]:
        """The seats still in the game (V15)."""
        return tuple(s for s in range(self.players) if s not in self.out)

    @property
    def face_down(self) -> bool:
        """Whether collected cards are shown face down now (V19: the memory variant, while a
        scramble runs; scoring turns them up)."""
        return self.memory and self.phase in (Phase.ROLL, Phase.SLOT, Phase.RESOLVE)

    def totals(self) -> tuple[int, ...]:
        """Each seat's penalty points so far."""
        return tuple(sum(r[s] for r in self.penalties) for s in range(self.players))


def evolve(state: State, **changes: Any) -> State:
    """A copy of ``state`` with ``changes``."""
    values = {name: getattr(state, name) for name in FIELDS}
    values.update(changes)
    return State(**values)


FIELDS = tuple(f.name for f in fields(State))


def state_hash(state: State) -> str:
    """SHA-256 of the public state in canonical form (hex), compared between peers: each field
    by name and ``repr`` (the phase by its value; everything else is ints, bools, tuples and
    frozen records, whose ``repr`` is stable)."""
    parts = [f"{name}={getattr(state, name)!r};" for name in FIELDS if name != "phase"]
    parts.append(f"phase={state.phase.value};")
    return hashlib.sha256("".join(parts).encode()).hexdigest()
