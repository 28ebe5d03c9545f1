"""The rules interface every game implements (in the spirit of OpenSpiel's ``Game``).

A game is one object. Its state is an immutable value identical on every peer; what the state
waits for (``pending``) is derived from it: one seat's decision, several seats' simultaneous
decisions, a dealer step, or the end. The game never draws randomness or reads a clock: a dealer
answers its dealer steps. Dealers, sessions, the fair dealer and the audit use a game only
through this interface, so one platform hosts every game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from inspect import signature
from typing import Any, Protocol, runtime_checkable

from core.frozen import fast_init
from core.strict import strict_in
from core.view import CardSource, View
from core.vocabulary import DealerResult, Pending


class SettingsError(ValueError):
    """A table's settings do not fit the game's schema; the message names the setting."""

    def __init__(self, setting: str, message: str) -> None:
        super().__init__(f"setting {setting!r}: {message}")
        self.setting = setting


@dataclass(frozen=True, slots=True)
class Setting:
    """One entry of a game's settings schema: a name, its default, the values it may take."""

    name: str
    default: int | bool | str
    choices: tuple[int | bool | str, ...] = ()
    """The allowed values, in the order a settings form offers them (empty: any of the type)."""
    label: str = ""
    """A few English words for a form or ``--help``; the window translates them by ``name``."""
    offered: tuple[int | bool | str, ...] = ()
    """The values a settings form offers (empty: every choice). The others stay valid at a
    table (the command line's settings, a table opened by another client, named in words where
    a table lists its settings), but a player choosing a game is not handed a list of
    experiments."""


@fast_init
@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: the winner(s) (several on a tie, none for no result) and
    one score per seat (for Hypnose: remaining resistance)."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Message:
    """A line for the log as a message id and its arguments, so the window can translate it."""

    id: str
    args: Mapping[str, Any] = field(default_factory=dict)


class Legal(Protocol):
    """The legal actions of one seat, in a stable order; legality is membership (``in``)."""

    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Any]: ...
    def __getitem__(self, index: int) -> Any: ...
    def __contains__(self, action: object) -> bool: ...
    def types(self) -> list[type]: ...
    def of_type(self, kind: type) -> list[Any]: ...


class ActionList:
    """A ``Legal`` over a short tuple of actions: enough for a game with a few choices a turn
    (legality by type-strict membership, ``core.strict``: ``Bet(True)`` is not ``Bet(1)``)."""

    __slots__ = ("actions",)

    def __init__(self, actions: Sequence[Any] = ()) -> None:
        self.actions = tuple(actions)

    def __len__(self) -> int:
        return len(self.actions)

    def __iter__(self) -> Iterator[Any]:
        return iter(self.actions)

    def __getitem__(self, index: int) -> Any:
        return self.actions[index]

    def __contains__(self, action: object) -> bool:
        return strict_in(action, self.actions)

    def types(self) -> list[type]:
        return list(dict.fromkeys(type(a) for a in self.actions))

    def of_type(self, kind: type) -> list[Any]:
        return [a for a in self.actions if type(a) is kind]


class Agent(Protocol):
    """Anything that picks one of the legal actions from its own seat's view (bots, a human
    behind a window or terminal). It sees nothing else."""

    name: str

    def choose(self, view: View, legal: Legal) -> Any: ...


@runtime_checkable
class Game(Protocol):
    """One game's rules. Every method is pure: a refused input raises a ``CoreError`` and the
    caller still holds the unchanged state."""

    name: str
    """Registry name, lower case (``hypnose``)."""
    version: int
    """Bumped by hand whenever the rules change behaviour."""
    data_hash: str
    """SHA-256 (hex, 16 digits) of the game's normalized data: line endings or a reinstall never
    change it, a changed card does."""
    players: tuple[int, int]
    """The fewest and most seats."""
    schema: tuple[Setting, ...]
    """The table settings, with defaults; ``players`` is always one of them."""
    bots: Mapping[str, Callable[[int | bytes | str], Agent]]
    """Bot factories by name (seeded, deterministic)."""
    on_timeout: str
    """What follows when a seat times out (fairplay's one timeout rule decides only that the
    game cannot wait for it): ``"end"``, the game ends without a result (a game whose hidden
    cards need the seat's decryptions); ``"bot"``, the seat plays on as a bot every peer
    computes alike from the public state: the dealer hands it over with the game's
    ``time_out(state, seat) -> state`` (the game then plays its moves itself and ranks it
    last) and stops asking the seat for anything (Hypnosia); ``"drop"``, the seat is out of
    the game for good: the dealer calls the same ``time_out(state, seat)``, after which the
    game asks the seat nothing, lists it in ``seats_out`` (it deals no more) and ranks it last,
    and the others play on (Hypno Vision, V15)."""

    def settings(self, values: Mapping[str, object] | None = None) -> Any:
        """The game's settings from plain values (defaults for the rest); SettingsError names
        the setting that does not fit."""
        ...

    def settings_values(self, settings: Any) -> dict[str, object]:
        """Plain values of ``settings`` (what a table advertises and a game id hashes)."""
        ...

    def new_game(self, settings: Any) -> Any:
        """The state before the first dealer step."""
        ...

    def pending(self, state: Any) -> Pending:
        """What the state waits for."""
        ...

    def legal_actions(self, view: View) -> Legal:
        """What the view's seat may do now (empty when it is not asked)."""
        ...

    def apply_action(self, state: Any, seat: int, action: Any) -> Any:
        """``seat``'s action, in its public form; IllegalAction leaves the state unchanged.
        At a simultaneous decision the dealer applies every seat's choice, in seat order, only
        once all of them are known to everyone."""
        ...

    def apply_dealer(self, state: Any, result: DealerResult) -> Any:
        """The dealer's answer to the pending dealer step."""
        ...

    def state_hash(self, state: Any) -> str:
        """A stable hash of the public state, compared between peers."""
        ...

    def view(self, state: Any, seat: int, knowledge: CardSource | None) -> View:
        """What ``seat`` sees: the public state plus its knowledge."""
        ...

    def outcome(self, state: Any) -> Outcome | None:
        """The result once the game is over, else None."""
        ...

    def encode_action(self, action: Any) -> dict[str, Any]:
        """A public action as plain msgpack-ready values."""
        ...

    def decode_action(self, data: object) -> Any:
        """The public action ``data`` encodes; MalformedAction for anything else (secret forms
        included: they never travel)."""
        ...

    def describe(self, view: View, action: Any) -> Message:
        """An action as a log line, from ``view``'s seat's point of view."""
        ...

    def describe_dealer(self, view: View, step: Any, result: DealerResult) -> Message | None:
        """A dealer step's outcome as ``view``'s seat saw it, or None if not worth a line."""
        ...

    def describe_changes(self, before: Any, after: Any) -> tuple[Message, ...]:
        """What changed in the public state between two states, as the table shows it (a new
        turn, a score or resistance changed...), for the log and for a window's animations."""
        ...

    def render(self, message: Message) -> str:
        """The English words of a log message (for the terminal and tests)."""
        ...

    def card_kinds(self, settings: Any) -> int:
        """How many card faces exist (the fair dealer maps each to a group point)."""
        ...

    def initial_faces(self, state: Any) -> Sequence[int]:
        """The face of every card handle of a new game, before the first shuffle."""
        ...

    def seats_out(self, state: Any) -> tuple[int, ...]:
        """Seats out of the game: they stop dealing."""
        ...

    def turns_played(self, state: Any) -> int:
        """Turns played so far (a table may stop a game after a number of them)."""
        ...

    # A game may also define ``resign_outcome(state, seat) -> Outcome | None``: the result when
    # ``seat``'s player resigns in ``state`` (None: the game ends without a result). It is read
    # through ``resign_outcome`` below, so a game without it still conforms.


def resign_outcome(game: Game, state: Any, seat: int) -> Outcome | None:
    """The result of ``seat``'s resignation by ``game``'s rule: its ``resign_outcome`` hook, or
    no result for a game that does not say."""
    rule = getattr(game, "resign_outcome", None)
    return None if rule is None else rule(state, seat)


def searches(factory: Callable[..., Agent]) -> bool:
    """Whether the bot ``factory`` makes takes a budget of simulations (``playouts=``)."""
    return "playouts" in signature(factory).parameters


def bot_factory(
    game: Game, name: str, playouts: int | None = None
) -> Callable[[int | bytes | str], Agent]:
    """The factory of ``game``'s bot ``name``, given ``playouts`` simulations per decision when
    it is a bot that searches (a budget in simulations, never a time: a bot stays the same for
    a seed on every machine); ValueError names the known bots."""
    factory = game.bots.get(name)
    if factory is None:
        known = ", ".join(sorted(game.bots))
        raise ValueError(f"{game.name} has no bot {name!r} (it has {known})")
    if playouts is None or not searches(factory):
        return factory
    if playouts < 0:
        raise ValueError(f"playouts must be 0 or more, not {playouts}")
    return partial(factory, playouts=playouts)


def version_id(game: Game) -> str:
    """``name/version/data_hash`` of ``game``: peers refuse a table whose version differs."""
    return f"{game.name}/{game.version}/{game.data_hash}"
