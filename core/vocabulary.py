"""The vocabulary every game shares: what a game waits for, dealer steps and their results.

A game's state says what it waits for (``pending``): one seat's decision, several seats'
simultaneous decisions, a dealer step (shuffle, reveal, open, private reorder, joint random
value), or the end. Dealers (the local one in ``core.local_dealer``, the fair one in ``net``)
answer dealer steps with results; the game never draws randomness itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Handles = tuple[int, ...]
UNKNOWN = -1
"""The face of a card handle nobody (or not this seat) has seen this epoch."""


@dataclass(frozen=True, slots=True)
class Family:
    """Legal actions of one type, built only when asked for (R7.1's many ways to refresh).

    ``item(i)``, if given, is ``build()[i]`` without building the others.
    """

    kind: type
    size: int
    build: Callable[[], list[Any]]
    item: Callable[[int], Any] | None = None


def reorder_order(chosen: Handles, handles: Handles) -> Handles:
    """A private reorder's new order of ``handles``: the chosen cards first, the rest after."""
    return tuple(chosen) + tuple(h for h in handles if h not in chosen)


# --- What the core waits for ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AwaitAction:
    """Seat ``seat`` must make a decision of the game's kind ``decision`` (an enum member)."""

    seat: int
    decision: Any


@dataclass(frozen=True, slots=True)
class ShuffleStep:
    """Shuffle zone ``zone`` (its handles keep their places; what lies behind them is new)."""

    zone: int
    handles: Handles


@dataclass(frozen=True, slots=True)
class RevealStep:
    """Reveal ``handles`` to seat ``to``, or to everyone when ``to`` is None."""

    handles: Handles
    to: int | None


@dataclass(frozen=True, slots=True)
class OpenStep:
    """Open ``seat``'s committed duel selection of ``count`` cards to everyone (R11)."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class ReorderStep:
    """``seat`` puts ``handles`` in an order only it knows (a private shuffle with proof).

    Afterwards the other seats no longer know which handle is which card; ``seat`` does.
    """

    seat: int
    handles: Handles


@dataclass(frozen=True, slots=True)
class RandomStep:
    """A joint random number in [0, bound) (R6)."""

    bound: int


@dataclass(frozen=True, slots=True)
class GameOver:
    winner: int | None


DealerStep = ShuffleStep | RevealStep | OpenStep | ReorderStep | RandomStep
Pending = AwaitAction | DealerStep | GameOver


# --- Dealer results ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Shuffled:
    """The zone was shuffled."""


@dataclass(frozen=True, slots=True)
class Revealed:
    """Kinds of the revealed handles; None on peers a private reveal was not addressed to."""

    kinds: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class Opened:
    """A duel selection, opened: its handles and their kinds."""

    cards: Handles
    kinds: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Reordered:
    """The cards of a private reorder, in their new order; None on the other seats."""

    kinds: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class RandomValue:
    value: int


DealerResult = Shuffled | Revealed | Opened | Reordered | RandomValue
