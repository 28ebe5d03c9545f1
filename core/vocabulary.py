"""The vocabulary every game shares: what a game waits for, dealer steps and their results.

A game's state says what it waits for (``pending``): one seat's decision, several seats'
simultaneous decisions, a dealer step (shuffle, reveal, open, private reorder, joint random
value), or the end. Dealers (the local one in ``core.local_dealer``, the fair one in ``net``)
answer dealer steps with results; the game never draws randomness itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, runtime_checkable

from core.frozen import fast_init

Handles = tuple[int, ...]
UNKNOWN = -1
"""The face of a card handle nobody (or not this seat) has seen this epoch."""


@fast_init
@dataclass(frozen=True, slots=True)
class Family:
    """Legal actions of one type, built only when asked for (R7.1's many ways to refresh).

    ``item(i)``, if given, is ``build()[i]`` without building the others; ``parts()``, if given,
    is what the actions are built from (the game's own form, for agents that score them unbuilt).
    """

    kind: type
    size: int
    build: Callable[[], list[Any]]
    item: Callable[[int], Any] | None = None
    parts: Callable[[], Any] | None = None


def reorder_order(chosen: Handles, handles: Handles) -> Handles:
    """A private reorder's new order of ``handles``: the chosen cards first, the rest after."""
    return tuple(chosen) + tuple(h for h in handles if h not in chosen)


# --- What the core waits for ----------------------------------------------------------------


@fast_init
@dataclass(frozen=True, slots=True)
class AwaitAction:
    """Seat ``seat`` must make a decision of the game's kind ``decision`` (an enum member)."""

    seat: int
    decision: Any


@fast_init
@dataclass(frozen=True, slots=True)
class AwaitSimultaneous:
    """Each of ``seats`` chooses now, unseen by the others (a sealed choice, a time slot).

    Every choice is committed face down and all are opened together, so nobody sees another's
    choice before making its own; the dealer then applies them in seat order. ``decision`` is
    the game's kind of decision, as in ``AwaitAction``.
    """

    seats: tuple[int, ...]
    decision: Any


@fast_init
@dataclass(frozen=True, slots=True)
class ShuffleStep:
    """Shuffle zone ``zone`` (its handles keep their places; what lies behind them is new)."""

    zone: int
    handles: Handles


@fast_init
@dataclass(frozen=True, slots=True)
class RevealStep:
    """Reveal ``handles`` to seat ``to``, or to everyone when ``to`` is None."""

    handles: Handles
    to: int | None


@fast_init
@dataclass(frozen=True, slots=True)
class OpenStep:
    """Open ``seat``'s committed duel selection of ``count`` cards to everyone (R11)."""

    seat: int
    count: int


@fast_init
@dataclass(frozen=True, slots=True)
class ReorderStep:
    """``seat`` puts ``handles`` in an order only it knows (a private shuffle with proof).

    Afterwards the other seats no longer know which handle is which card; ``seat`` does.
    """

    seat: int
    handles: Handles


@fast_init
@dataclass(frozen=True, slots=True)
class RandomStep:
    """A joint random number in [0, bound) (R6)."""

    bound: int


@fast_init
@dataclass(frozen=True, slots=True)
class GameOver:
    """The game is over; ``winner`` is the single winner, if there is one (``Game.outcome``
    gives the full result)."""

    winner: int | None


DealerStep = ShuffleStep | RevealStep | OpenStep | ReorderStep | RandomStep
Pending = AwaitAction | AwaitSimultaneous | DealerStep | GameOver


# --- Dealer results ---------------------------------------------------------------------------


@fast_init
@dataclass(frozen=True, slots=True)
class Shuffled:
    """The zone was shuffled."""


@fast_init
@dataclass(frozen=True, slots=True)
class Revealed:
    """Kinds of the revealed handles; None on peers a private reveal was not addressed to."""

    kinds: tuple[int, ...] | None


@fast_init
@dataclass(frozen=True, slots=True)
class Opened:
    """A duel selection, opened: its handles and their kinds."""

    cards: Handles
    kinds: tuple[int, ...]


@fast_init
@dataclass(frozen=True, slots=True)
class Reordered:
    """The cards of a private reorder, in their new order; None on the other seats."""

    kinds: tuple[int, ...] | None


@fast_init
@dataclass(frozen=True, slots=True)
class RandomValue:
    value: int


DealerResult = Shuffled | Revealed | Opened | Reordered | RandomValue


# --- Secret choices --------------------------------------------------------------------------


@runtime_checkable
class Sealed(Protocol):
    """The public form of a secret choice: what travels and what every peer applies.

    ``opened``: an ``OpenStep`` later opens the hidden handles to everyone (a duel selection);
    otherwise a private ``ReorderStep`` carries the choice out (it puts the handles first).
    """

    opened: ClassVar[bool]

    def complete(self, handles: Handles) -> Any: ...


@runtime_checkable
class Secret(Protocol):
    """A choice the dealer keeps hidden: ``public()`` travels, ``hidden()`` stays with the
    chooser until the dealer opens or carries it out."""

    def public(self) -> Sealed: ...

    def hidden(self) -> Handles: ...


def public_form(action: Any) -> Any:
    """What every peer may see of ``action``: a secret choice becomes its sealed form."""
    public = getattr(action, "public", None)
    return action if public is None else public()


def hidden_handles(action: Any) -> Handles | None:
    """The handles a secret action hides (a selection an ``OpenStep`` will open, or the cards a
    private ``ReorderStep`` puts first); None for a public action."""
    hidden = getattr(action, "hidden", None)
    return None if hidden is None else hidden()


def is_sealed(action: Any) -> bool:
    """Whether ``action`` is the public form of a secret choice."""
    return callable(getattr(action, "complete", None))


def opened_later(action: Any) -> bool:
    """Whether ``action`` is a sealed form whose handles an ``OpenStep`` opens later."""
    return is_sealed(action) and bool(getattr(action, "opened", False))


def completed(public: Any, handles: Handles) -> Any:
    """The secret action behind the sealed form ``public``, once the handles it hid are known
    (for a private reorder, the whole new order)."""
    if not is_sealed(public):
        raise TypeError(f"{public!r} is not the public form of a secret action")
    return public.complete(handles)
