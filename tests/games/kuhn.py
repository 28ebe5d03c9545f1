"""Kuhn poker through the rules interface (``core.game.Game``): a test game, not a product.

Three cards (J, Q, K), two players, each antes 1. The dealer shuffles the deck and deals one
card to each player, privately. One betting round, the classic Kuhn tree::

    player 0: check | bet 1
      check -> player 1: check (showdown) | bet 1 -> player 0: call (showdown) | fold
      bet   -> player 1: call (showdown) | fold

At a showdown both hands are revealed to everyone and the higher card takes the pot. The
outcome's scores are each seat's net chips (+/-).
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
from core.view import CardSource, View
from core.vocabulary import (
    UNKNOWN,
    AwaitAction,
    DealerResult,
    GameOver,
    Pending,
    Revealed,
    RevealStep,
    Shuffled,
    ShuffleStep,
)

VERSION = 1
CARDS = ("J", "Q", "K")
"""Card kinds 0..2, lowest first."""
ANTE = 1
STAKE = 1
"""What a bet or a call puts into the pot."""
DECK, HAND0, HAND1 = 0, 1, 2
"""Zone indices: the deck, then one hand per seat."""


class Decision(Enum):
    OPEN = "open"  # check or bet
    RESPOND = "respond"  # call or fold


# --- actions ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Check:
    """Bet nothing (only when nothing was bet)."""


@dataclass(frozen=True, slots=True)
class Bet:
    """Put ``amount`` (always 1) into the pot."""

    amount: int


@dataclass(frozen=True, slots=True)
class Call:
    """Match the bet of ``amount`` (always 1): the showdown follows."""

    amount: int


@dataclass(frozen=True, slots=True)
class Fold:
    """Give up the pot."""


ACTIONS = (Check, Bet, Call, Fold)
CODES = {Check: 0, Bet: 1, Call: 2, Fold: 3}
"""A move in ``State.history``."""
CHECK, BET, CALL, FOLD = 0, 1, 2, 3


# --- settings and state ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Settings:
    players: int = 2


@dataclass(frozen=True, slots=True)
class State:
    """The public state: identical on every peer. ``public`` and ``epochs`` are per handle."""

    zones: tuple[tuple[int, ...], ...]
    public: tuple[int, ...]
    epochs: tuple[int, ...]
    shuffled: bool = False
    dealt: int = 0
    """Private reveals done (one card to each seat, seat 0 first)."""
    history: tuple[int, ...] = ()
    """The betting moves so far (``CODES``)."""
    shown: bool = False
    """The showdown reveal is done."""

    catalog: ClassVar[tuple[str, ...]] = CARDS

    def hand(self, seat: int) -> tuple[int, ...]:
        return self.zones[HAND0 + seat]


TERMINAL = {
    (CHECK, CHECK): None,
    (CHECK, BET, CALL): None,
    (CHECK, BET, FOLD): 0,
    (BET, CALL): None,
    (BET, FOLD): 1,
}
"""Betting histories that end the round: the seat that folded, or None for a showdown."""


def _actor(history: tuple[int, ...]) -> tuple[int, Decision]:
    """Who acts after ``history`` (not terminal), and what it decides."""
    seat = len(history) % 2
    return seat, Decision.RESPOND if history and history[-1] == BET else Decision.OPEN


def _stakes(history: tuple[int, ...]) -> tuple[int, int]:
    stakes = [ANTE, ANTE]
    for index, move in enumerate(history):
        if move in (BET, CALL):
            stakes[index % 2] += STAKE
    return stakes[0], stakes[1]


OPTIONS = {Decision.OPEN: (Check(), Bet(STAKE)), Decision.RESPOND: (Call(STAKE), Fold())}


class RandomBot:
    """A random legal action, from a seeded stream."""

    name = "random"

    def __init__(self, seed: int | bytes | str) -> None:
        self.stream = Stream(seed, "kuhn-random")

    def choose(self, view: View, legal: ActionList) -> Any:
        return legal[self.stream.below(len(legal))]


MESSAGES = {
    "kuhn.check": "checks",
    "kuhn.bet": "bets {amount}",
    "kuhn.call": "calls {amount}",
    "kuhn.fold": "folds",
    "kuhn.shuffled": "the deck is shuffled",
    "kuhn.dealt_you": "you are dealt {card}",
    "kuhn.dealt": "seat {seat} is dealt a card",
    "kuhn.showdown": "showdown: {cards}",
    "kuhn.pot": "the pot holds {pot}",
}


def data_hash() -> str:
    text = json.dumps([CARDS, ANTE, STAKE, sorted(TERMINAL.items())], separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


class KuhnGame:
    """Kuhn poker for two players."""

    name = "kuhn"
    on_timeout = "end"
    version = VERSION
    data_hash = data_hash()
    players = (2, 2)
    schema = (Setting("players", 2, (2,), "players"),)
    bots: ClassVar[Mapping[str, Any]] = {"random": RandomBot}

    def __init__(self) -> None:
        self.codec = DataclassCodec(ACTIONS)

    # --- settings ------------------------------------------------------------------------------

    def settings(self, values: Mapping[str, object] | None = None) -> Settings:
        values = dict(values or {})
        for name in values:
            if name != "players":
                raise SettingsError(name, "unknown; Kuhn poker has players")
        players = values.get("players", 2)
        if type(players) is not int or players != 2:
            raise SettingsError("players", f"{players!r} is not one of 2")
        return Settings(players)

    def settings_values(self, settings: Settings) -> dict[str, object]:
        return {"players": settings.players}

    # --- the state machine ---------------------------------------------------------------------

    def new_game(self, settings: Settings) -> State:
        return State(zones=((0, 1, 2), (), ()), public=(0, 1, 2), epochs=(0, 0, 0))

    def pending(self, state: State) -> Pending:
        if not state.shuffled:
            return ShuffleStep(DECK, state.zones[DECK])
        if state.dealt < 2:
            return RevealStep(state.hand(state.dealt), state.dealt)
        if state.history not in TERMINAL:
            return AwaitAction(*_actor(state.history))
        if TERMINAL[state.history] is None and not state.shown:
            return RevealStep(state.hand(0) + state.hand(1), None)
        return GameOver(self._winner(state))

    def legal_actions(self, view: View) -> ActionList:
        step = self.pending(view.state)
        if not isinstance(step, AwaitAction) or step.seat != view.seat:
            return ActionList()
        return ActionList(OPTIONS[step.decision])

    def apply_action(self, state: State, seat: int, action: Any) -> State:
        if type(action) not in CODES:
            raise MalformedAction("action/type", f"{action!r:.40} is no Kuhn action", seat)
        step = self.pending(state)
        if not isinstance(step, AwaitAction):
            raise IllegalAction("turn/no_decision", "the game is not waiting for an action", seat)
        if seat != step.seat:
            raise IllegalAction("turn/inactive_player", f"waiting for seat {step.seat}", seat)
        if action not in ActionList(OPTIONS[step.decision]):
            raise IllegalAction("bet/illegal", f"{action} is not allowed now", seat)
        return _evolve(state, history=(*state.history, CODES[type(action)]))

    def apply_dealer(self, state: State, result: DealerResult) -> State:
        step = self.pending(state)
        if isinstance(step, ShuffleStep) and isinstance(result, Shuffled):
            deck = state.zones[DECK]
            epochs = tuple(e + 1 for e in state.epochs)
            zones = (deck[2:], deck[:1], deck[1:2])  # the deal is public: top card to seat 0
            return _evolve(state, zones=zones, epochs=epochs, public=(UNKNOWN,) * 3, shuffled=True)
        if isinstance(step, RevealStep) and isinstance(result, Revealed):
            if step.to is not None:
                if result.kinds is not None:
                    _check_kinds(result.kinds, len(step.handles))
                return _evolve(state, dealt=state.dealt + 1)
            if result.kinds is None:
                raise MalformedAction("dealer/no_kinds", "a public reveal needs the faces")
            _check_kinds(result.kinds, len(step.handles))
            if len(set(result.kinds)) != len(result.kinds):
                raise MalformedAction("dealer/kinds", f"{result.kinds} shows a card twice")
            public = list(state.public)
            for handle, kind in zip(step.handles, result.kinds, strict=True):
                public[handle] = kind
            return _evolve(state, public=tuple(public), shown=True)
        raise MalformedAction(
            "dealer/unexpected", f"{type(result).__name__} does not answer {type(step).__name__}"
        )

    def state_hash(self, state: State) -> str:
        plain = {f.name: getattr(state, f.name) for f in fields(state)}
        text = json.dumps(plain, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(b"kuhn\x00" + text.encode()).hexdigest()

    def view(self, state: State, seat: int, knowledge: CardSource | None) -> View:
        return View(state, seat, knowledge)

    def _winner(self, state: State) -> int | None:
        folded = TERMINAL.get(state.history)
        if folded is not None:
            return 1 - folded
        if not state.shown:
            return None
        cards = [state.public[state.hand(s)[0]] for s in (0, 1)]
        return 0 if cards[0] > cards[1] else 1

    def outcome(self, state: State) -> Outcome | None:
        if not isinstance(self.pending(state), GameOver):
            return None
        winner = self._winner(state)
        assert winner is not None
        stakes = _stakes(state.history)
        loser = 1 - winner
        scores = [0, 0]
        scores[winner], scores[loser] = stakes[loser], -stakes[loser]
        return Outcome((winner,), tuple(scores))

    # --- the wire and the log ------------------------------------------------------------------

    def encode_action(self, action: Any) -> dict[str, Any]:
        return self.codec.encode(action)

    def decode_action(self, data: object) -> Any:
        return self.codec.decode(data)

    def describe(self, view: View, action: Any) -> Message:
        if isinstance(action, Bet | Call):
            return Message(f"kuhn.{type(action).__name__.lower()}", {"amount": action.amount})
        return Message(f"kuhn.{type(action).__name__.lower()}")

    def describe_dealer(self, view: View, step: Any, result: DealerResult) -> Message | None:
        if isinstance(step, ShuffleStep):
            return Message("kuhn.shuffled")
        if isinstance(step, RevealStep) and step.to is None:
            cards = tuple(CARDS[k] for k in result.kinds)  # type: ignore[union-attr]
            return Message("kuhn.showdown", {"cards": cards})
        if isinstance(step, RevealStep) and step.to == view.seat and result.kinds is not None:  # type: ignore[union-attr]
            return Message("kuhn.dealt_you", {"card": CARDS[result.kinds[0]]})  # type: ignore[union-attr]
        if isinstance(step, RevealStep):
            return Message("kuhn.dealt", {"seat": step.to})
        return None

    def describe_changes(self, before: State, after: State) -> tuple[Message, ...]:
        old, new = sum(_stakes(before.history)), sum(_stakes(after.history))
        return (Message("kuhn.pot", {"pot": new}),) if new != old else ()

    def render(self, message: Message) -> str:
        args = dict(message.args)
        if "cards" in args:
            args["cards"] = " ".join(args["cards"])
        return MESSAGES[message.id].format(**args)

    # --- what a dealer asks --------------------------------------------------------------------

    def card_kinds(self, settings: Settings) -> int:
        return len(CARDS)

    def initial_faces(self, state: State) -> Sequence[int]:
        return tuple(state.public)

    def seats_out(self, state: State) -> tuple[int, ...]:
        return ()

    def turns_played(self, state: State) -> int:
        return len(state.history)


def _evolve(state: State, **changes: Any) -> State:
    plain = {f.name: getattr(state, f.name) for f in fields(state)}
    return State(**{**plain, **changes})


def _check_kinds(kinds: object, count: int) -> None:
    if (
        type(kinds) is not tuple
        or len(kinds) != count
        or not all(type(k) is int and 0 <= k < len(CARDS) for k in kinds)
    ):
        raise MalformedAction("dealer/kinds", f"{kinds!r:.60} are not {count} Kuhn cards")


KUHN = KuhnGame()
