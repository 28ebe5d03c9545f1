"""The public game state: identical on every peer, hashed, immutable.

Everything a table shows is here: zones of card handles, resistance, banks, Target marks, the
duel in progress, and the kinds of the handles everyone has seen face up. What a single seat
knows privately lives in ``core.view.Knowledge``. The ``tasks`` tuple is the core's to-do list:
its head says what the game waits for (see ``core.hypnose.engine``); its entries are built
by ``core.hypnose.tasks``.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from enum import Enum

from core.frozen import fast_init
from core.hypnose.catalog import CardKind, Catalog
from core.hypnose.compensation import COMPENSATIONS
from core.hypnose.compensation import DEFAULT as DEFAULT_COMPENSATION
from core.hypnose.tasks import Task
from core.hypnose.zones import PER_SEAT, Zone, seat_zone
from core.vocabulary import UNKNOWN

_HAND_ZONE = seat_zone(Zone.HAND, 0)  # plain ints: enum members are slow to look up
_SEAT_OFFSET = seat_zone(Zone.HAND, 0) - Zone.HAND

START_RESISTANCE = (12, 7, 5)  # R5: standard, short, quick
MODIFIER_FROM = ((2, 2), (5, 1))  # R16: +2 at resistance 2 or lower, else +1 at 5 or lower


def defense_modifier(resistance: int) -> int:
    """R16: the Defense Modifier is a state: +1 at Mental Resistance 5 or lower, +2 at 2 or lower.

    ``State.modifier`` always equals this of ``State.resistance`` (set at setup and on every loss).
    """
    for limit, bonus in MODIFIER_FROM:
        if resistance <= limit:
            return bonus
    return 0


@dataclass(frozen=True, slots=True)
class Settings:
    """Game settings: number of players, the starting Mental Resistance (R5) and the turn-order
    compensation (R21)."""

    players: int = 2
    start_resistance: int = 12
    compensation: str = DEFAULT_COMPENSATION

    def __post_init__(self) -> None:
        if not 2 <= self.players <= 4:
            raise ValueError(f"Hypnose is for 2 to 4 players, not {self.players}")
        if self.start_resistance not in START_RESISTANCE:
            raise ValueError(
                f"starting resistance must be one of {START_RESISTANCE} (R5), "
                f"not {self.start_resistance}"
            )
        if self.compensation not in COMPENSATIONS:
            names = ", ".join(COMPENSATIONS)
            raise ValueError(f"compensation must be one of {names} (R21), not {self.compensation}")


@fast_init
@dataclass(frozen=True, slots=True)
class Duel:
    """The duel in progress (R11). ``defense_count`` is -1 once the defender declines."""

    attacker: int
    defender: int
    attack_count: int
    defense_count: int = 0
    attack_expert: int = UNKNOWN
    defense_expert: int = UNKNOWN


@dataclass(frozen=True)
class State:
    settings: Settings
    catalog: Catalog = field(repr=False, compare=False)
    catalog_digest: str
    zones: tuple[tuple[int, ...], ...]
    epochs: tuple[int, ...]  # per handle: bumped by every shuffle of its zone
    public: tuple[int, ...]  # per handle: its kind if everyone saw it face up this epoch
    resistance: tuple[int, ...]
    modifier: tuple[int, ...]  # Defense Modifier, follows from resistance (R16, defense_modifier)
    bank: tuple[int, ...]  # banked discount (R7.2), public
    targeted: tuple[bool, ...]  # Target card in front of the seat (R11)
    active: int
    turn: int
    left_hand: bool  # a card left the active hand this buying phase (R7)
    bought: bool  # the active seat did something other than R7.1 this buying phase
    duel: Duel | None
    tasks: tuple[Task, ...]
    winner: int | None = None

    # --- derived views ---------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.settings.players

    def zone(self, kind: Zone, seat: int | None = None) -> tuple[int, ...]:
        return self.zones[kind if seat is None else seat * PER_SEAT + kind + _SEAT_OFFSET]

    def hand(self, seat: int) -> tuple[int, ...]:
        return self.zones[seat * PER_SEAT + _HAND_ZONE]

    def alive(self, seat: int) -> bool:
        return self.resistance[seat] > 0

    def alive_seats(self) -> tuple[int, ...]:
        resistance = self.resistance  # one per seat
        alive = _ALIVE.get(resistance)
        if alive is None:  # a pure function of a few small ints: memoized
            alive = _ALIVE[resistance] = tuple(
                [s for s in range(len(resistance)) if resistance[s] > 0]
            )
        return alive

    def public_kind(self, handle: int) -> CardKind | None:
        kind = self.public[handle]
        return None if kind == UNKNOWN else self.catalog[kind]

    @property
    def over(self) -> bool:
        return self.winner is not None or not self.tasks

    def where(self, handle: int) -> int:
        """The zone index holding ``handle`` (linear; for checks and tools, not hot paths)."""
        for index, zone in enumerate(self.zones):
            if handle in zone:
                return index
        raise KeyError(handle)

    # --- small immutable updates -------------------------------------------------------------

    def move(
        self, handles: tuple[int, ...], source: int, target: int, *, bottom: bool = True
    ) -> State:
        """Move ``handles`` (all in zone ``source``) to zone ``target``'s bottom (or top)."""
        zones = list(self.zones)
        shift(zones, handles, source, target, bottom)
        return self._with("zones", tuple(zones))

    def set_zone(self, index: int, handles: tuple[int, ...]) -> State:
        zones = list(self.zones)
        zones[index] = handles
        return self._with("zones", tuple(zones))

    def with_public(
        self, handles: tuple[int, ...], kinds: tuple[int, ...], *, pop: bool = False
    ) -> State:
        """The faces of ``handles`` become public; ``pop`` also drops the head task (one copy)."""
        if len(handles) != len(kinds):
            raise ValueError(f"{len(handles)} handles but {len(kinds)} kinds")
        public = list(self.public)
        for handle, kind in zip(handles, kinds):  # noqa: B905 - lengths checked above
            public[handle] = kind
        if pop:
            return self.evolve(public=tuple(public), tasks=self.tasks[1:])
        return self._with("public", tuple(public))

    def shuffled(self, index: int, *, pop: bool = False) -> State:
        """What a shuffle does to the public state: its handles' faces are forgotten."""
        return self.shuffled_handles(self.zones[index], pop=pop)

    def shuffled_handles(self, handles: tuple[int, ...], *, pop: bool = False) -> State:
        """``handles`` get a new epoch and no public face; ``pop`` also drops the head task."""
        epochs = list(self.epochs)
        public = list(self.public)
        for handle in handles:
            epochs[handle] += 1
            public[handle] = UNKNOWN
        if pop:
            return self.evolve(epochs=tuple(epochs), public=tuple(public), tasks=self.tasks[1:])
        return self.evolve(epochs=tuple(epochs), public=tuple(public))

    def evolve(self, **changes: object) -> State:
        """A copy with ``changes`` (``dataclasses.replace`` without re-running ``__init__``)."""
        fields = self.__dict__.copy()
        fields.update(changes)
        new = _new(State)
        _set(new, "__dict__", fields)
        return new

    def _with(self, name: str, value: object) -> State:
        """``evolve`` of a single field, without keyword arguments (the hot path)."""
        fields = self.__dict__.copy()
        fields[name] = value
        new = _new(State)
        _set(new, "__dict__", fields)
        return new

    def popped(self) -> State:
        """The state without the head of the to-do list."""
        return self._with("tasks", self.tasks[1:])

    def push(self, *tasks: Task) -> State:
        """Put ``tasks`` at the head of the to-do list, in the given order."""
        return self._with("tasks", tasks + self.tasks)

    def popped_push(self, *tasks: Task) -> State:
        """``popped().push(*tasks)`` in one copy: the head is replaced by ``tasks``."""
        return self._with("tasks", tasks + self.tasks[1:])


def shift(
    zones: list[tuple[int, ...]],
    handles: tuple[int, ...],
    source: int,
    target: int,
    bottom: bool = True,
) -> None:
    """``State.move`` on a list of zones, in place: several moves then one copy of the state."""
    pile = zones[source]
    if len(handles) == 1:
        (gone,) = handles
        if gone in pile:  # a handle lies in one place once: cut it out (slices, in C)
            at = pile.index(gone)
            zones[source] = pile[:at] + pile[at + 1 :]
    elif pile[: len(handles)] == handles:  # the top of a pile, as drawn
        zones[source] = pile[len(handles) :]
    else:
        away = set(handles)
        kept = []
        for h in pile:  # a loop: a comprehension is a call on Python 3.11
            if h not in away:
                kept.append(h)
        zones[source] = tuple(kept)
    zones[target] = zones[target] + handles if bottom else handles + zones[target]


_new = object.__new__
_set = object.__setattr__
_ALIVE: dict[tuple[int, ...], tuple[int, ...]] = {}  # alive_seats by resistance


def _encode(value: object, out: list[str]) -> None:
    """A canonical text form of the public state: the same on every machine and Python run."""
    if type(value) is Task:  # a named tuple, encoded like the dataclass it was
        out.append("Task")
        _encode(tuple(value), out)
    elif isinstance(value, bool) or value is None or isinstance(value, int | str):
        out.append(repr(value))
    elif isinstance(value, Enum):
        out.append(repr(value.value))
    elif isinstance(value, tuple):
        out.append("(")
        for item in value:
            _encode(item, out)
            out.append(",")
        out.append(")")
    elif isinstance(value, Settings | Duel):
        out.append(type(value).__name__)
        _encode(tuple(getattr(value, name) for name in value.__dataclass_fields__), out)
    else:  # pragma: no cover - a new field type must be added above
        raise TypeError(f"cannot hash {type(value).__name__}")


def state_hash(state: State) -> str:
    """SHA-256 of the public state in canonical form (hex), compared between peers."""
    out: list[str] = []
    for name in State.__dataclass_fields__:
        if name == "catalog":
            continue
        out.append(name)
        out.append("=")
        _encode(getattr(state, name), out)
        out.append(";")
    return hashlib.sha256("".join(out).encode()).hexdigest()
