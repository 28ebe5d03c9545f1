"""A tiny game of simultaneous sealed choices, through the rules interface (a test game).

Two or three players each choose a number from 0 to 2 at once, unseen by the others
(``AwaitSimultaneous``), for a few rounds. The seat with the highest number nobody else chose
scores a point; if every number is shared, nobody does. No cards: ``public`` and ``epochs`` are
empty and no dealer step is ever asked.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, ClassVar

from core.codec import DataclassCodec
from core.errors import IllegalAction, MalformedAction
from core.game import ActionList, Message, Outcome, Setting, SettingsError
from core.stream import Stream
from core.strict import strict_in
from core.view import CardSource, View
from core.vocabulary import AwaitSimultaneous, DealerResult, GameOver, Pending

VERSION = 1
NUMBERS = 3
"""Choices are 0..NUMBERS-1."""
NOT_YET = -1


class Decision(Enum):
    CHOOSE = "choose"


@dataclass(frozen=True, slots=True)
class Choose:
    number: int


@dataclass(frozen=True, slots=True)
class Settings:
    players: int = 2
    rounds: int = 3


@dataclass(frozen=True, slots=True)
class State:
    players: int
    rounds: int
    round: int = 0
    chosen: tuple[int, ...] = ()
    """This round's choices by seat so far (NOT_YET for a seat yet to be applied)."""
    scores: tuple[int, ...] = ()
    last: tuple[int, ...] = ()
    """The previous round's choices, public once opened."""
    public: tuple[int, ...] = ()
    epochs: tuple[int, ...] = ()


def round_winner(chosen: Sequence[int]) -> int | None:
    """The seat with the highest number nobody else chose, if there is one."""
    unique = [n for n in chosen if list(chosen).count(n) == 1]
    return None if not unique else list(chosen).index(max(unique))


CHOICES = tuple(Choose(n) for n in range(NUMBERS))


class RandomBot:
    name = "random"

    def __init__(self, seed: int | bytes | str) -> None:
        self.stream = Stream(seed, "sealed-random")

    def choose(self, view: View, legal: ActionList) -> Any:
        return legal[self.stream.below(len(legal))]


MESSAGES = {
    "sealed.choose": "chooses {number}",
    "sealed.scored": "seat {seat} scores: {score}",
}


class SealedGame:
    name = "sealed"
    on_timeout = "end"
    version = VERSION
    data_hash = hashlib.sha256(f"sealed/{NUMBERS}".encode()).hexdigest()[:16]
    players = (2, 3)
    schema = (
        Setting("players", 2, (2, 3), "players"),
        Setting("rounds", 3, (1, 2, 3, 4, 5), "rounds"),
    )
    bots: ClassVar[Mapping[str, Any]] = {"random": RandomBot}

    def __init__(self) -> None:
        self.codec = DataclassCodec((Choose,))

    def settings(self, values: Mapping[str, object] | None = None) -> Settings:
        values = dict(values or {})
        known = {s.name: s for s in self.schema}
        for name in values:
            if name not in known:
                raise SettingsError(name, f"unknown; the sealed game has {', '.join(known)}")
        chosen = {}
        for name, spec in known.items():
            value = values.get(name, spec.default)
            if type(value) is not int or value not in spec.choices:
                raise SettingsError(name, f"{value!r} is not one of {spec.choices}")
            chosen[name] = value
        return Settings(**chosen)

    def settings_values(self, settings: Settings) -> dict[str, object]:
        return {"players": settings.players, "rounds": settings.rounds}

    def new_game(self, settings: Settings) -> State:
        return State(
            settings.players,
            settings.rounds,
            chosen=(NOT_YET,) * settings.players,
            scores=(0,) * settings.players,
        )

    def pending(self, state: State) -> Pending:
        if state.round >= state.rounds:
            return GameOver(self._winner(state))
        waiting = tuple(s for s, n in enumerate(state.chosen) if n == NOT_YET)
        return AwaitSimultaneous(waiting, Decision.CHOOSE)

    def legal_actions(self, view: View) -> ActionList:
        step = self.pending(view.state)
        if not isinstance(step, AwaitSimultaneous) or view.seat not in step.seats:
            return ActionList()
        return ActionList(CHOICES)

    def apply_action(self, state: State, seat: int, action: Any) -> State:
        if type(action) is not Choose:
            raise MalformedAction("action/type", f"{action!r:.40} is no sealed choice", seat)
        step = self.pending(state)
        if not isinstance(step, AwaitSimultaneous) or seat not in step.seats:
            raise IllegalAction("turn/not_asked", "this seat is not asked to choose", seat)
        if not strict_in(action, CHOICES):  # Choose(1.0) and Choose(True) are not Choose(1)
            raise IllegalAction("choose/range", f"{action.number} is not 0..{NUMBERS - 1}", seat)
        chosen = list(state.chosen)
        chosen[seat] = action.number
        if NOT_YET in chosen:
            return _evolve(state, chosen=tuple(chosen))
        scores = list(state.scores)
        winner = round_winner(chosen)
        if winner is not None:
            scores[winner] += 1
        return _evolve(
            state,
            round=state.round + 1,
            chosen=(NOT_YET,) * state.players,
            scores=tuple(scores),
            last=tuple(chosen),
        )

    def apply_dealer(self, state: State, result: DealerResult) -> State:
        raise MalformedAction("dealer/unexpected", "the sealed game asks the dealer nothing")

    def state_hash(self, state: State) -> str:
        plain = {f.name: getattr(state, f.name) for f in fields(state)}
        text = json.dumps(plain, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(b"sealed\x00" + text.encode()).hexdigest()

    def view(self, state: State, seat: int, knowledge: CardSource | None) -> View:
        return View(state, seat, knowledge)

    def _winner(self, state: State) -> int | None:
        best = max(state.scores)
        top = [s for s, score in enumerate(state.scores) if score == best]
        return top[0] if len(top) == 1 else None

    def outcome(self, state: State) -> Outcome | None:
        if not isinstance(self.pending(state), GameOver):
            return None
        best = max(state.scores)
        winners = tuple(s for s, score in enumerate(state.scores) if score == best)
        return Outcome(winners, state.scores)

    def encode_action(self, action: Any) -> dict[str, Any]:
        return self.codec.encode(action)

    def decode_action(self, data: object) -> Any:
        return self.codec.decode(data)

    def describe(self, view: View, action: Any) -> Message:
        return Message("sealed.choose", {"number": action.number})

    def describe_dealer(self, view: View, step: Any, result: DealerResult) -> Message | None:
        return None

    def describe_changes(self, before: State, after: State) -> tuple[Message, ...]:
        pairs = zip(before.scores, after.scores, strict=False)
        return tuple(
            Message("sealed.scored", {"seat": s, "score": new})
            for s, (old, new) in enumerate(pairs)
            if new != old
        )

    def render(self, message: Message) -> str:
        return MESSAGES[message.id].format(**message.args)

    def card_kinds(self, settings: Settings) -> int:
        return 0

    def initial_faces(self, state: State) -> Sequence[int]:
        return ()

    def seats_out(self, state: State) -> tuple[int, ...]:
        return ()

    def turns_played(self, state: State) -> int:
        return state.round


def _evolve(state: State, **changes: Any) -> State:
    plain = {f.name: getattr(state, f.name) for f in fields(state)}
    return State(**{**plain, **changes})


SEALED = SealedGame()
