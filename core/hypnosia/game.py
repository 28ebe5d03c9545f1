"""Hypnosia as a game object: the rules interface (``core.game.Game``) over the Hypnosia core.

A seat that times out plays on as the ``strategic`` bot (``on_timeout = "bot"``): the dealer
hands the seat over with ``time_out(state, seat)``, and from then on this object plays the
seat's moves itself, inside the transition that asks for them. The bot is deterministic and
reads only the public state, so every peer computes the same moves; the seat ranks last.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from core.codec import DataclassCodec
from core.errors import IllegalAction
from core.game import ActionList, Agent, Message, Outcome, Setting, SettingsError
from core.hypnosia import rules, scoring, words
from core.hypnosia.board import Board
from core.hypnosia.bots import make_bots
from core.hypnosia.state import Move, Pass, Settings, State, evolve, state_hash
from core.view import CardSource, View
from core.vocabulary import AwaitAction, DealerResult, Pending

VERSION = 1
"""Bump when the rules change behaviour (peers refuse a table of another version)."""
TIMEOUT_BOT = "strategic"
"""The bot that plays on for a seat that timed out."""
RULES_ID = "hypnosia-rules-H1-H20"
"""Part of the data hash: the rulings this version implements."""


class HypnosiaGame:
    """The dice race for 2-6 players (rules H1-H20)."""

    name = "hypnosia"
    on_timeout = "bot"  # nothing is hidden: the seat plays on as a bot every peer computes
    version = VERSION
    players = (2, 6)
    schema = (
        Setting("players", 2, (2, 3, 4, 5, 6), "players"),
        Setting("no_stack_over_bridges", False, (False, True),
                "variant: only single pawns cross bridges and gates (H19)"),
    )  # fmt: skip

    def __init__(self, board: Board) -> None:
        self.board = board
        digest = hashlib.sha256(f"{RULES_ID}/{board.data_hash()}".encode()).hexdigest()
        self.data_hash = digest[:16]
        self.codec = DataclassCodec((Move, Pass))
        self.bots: Mapping[str, Callable[[int | bytes | str], Agent]] = make_bots(board)
        self._timeout_agent: Agent | None = None

    # --- settings ------------------------------------------------------------------------------

    def settings(self, values: Mapping[str, object] | None = None) -> Settings:
        values = dict(values or {})
        known = {s.name: s for s in self.schema}
        for name in values:
            if name not in known:
                raise SettingsError(name, f"unknown; Hypnosia has {', '.join(known)}")
        chosen = {}
        for name, spec in known.items():
            value = values.get(name, spec.default)
            if type(value) is not type(spec.default) or value not in spec.choices:
                options = ", ".join(str(c).lower() for c in spec.choices)
                raise SettingsError(name, f"{value!r} is not one of {options}")
            chosen[name] = value
        return Settings(**chosen)  # type: ignore[arg-type]

    def settings_values(self, settings: Settings) -> dict[str, object]:
        return {
            "players": settings.players,
            "no_stack_over_bridges": settings.no_stack_over_bridges,
        }

    # --- the state machine ---------------------------------------------------------------------

    def new_game(self, settings: Settings) -> State:
        return rules.new_game(settings)

    def pending(self, state: State) -> Pending:
        return rules.pending(self.board, state)

    def legal_actions(self, view: View) -> ActionList:
        return ActionList(rules.legal_actions(view.state, view.seat))

    def apply_action(self, state: State, seat: int, action: Any) -> State:
        return self._autoplay(rules.apply_action(self.board, state, seat, action))

    def apply_dealer(self, state: State, result: DealerResult) -> State:
        return self._autoplay(rules.apply_dealer(self.board, state, result))

    def time_out(self, state: State, seat: int) -> State:
        """``seat`` timed out (fairplay's rule took effect): from now on the strategic bot
        plays it, computed alike by every peer from the public state; it ranks last (H18's
        order among the others is unchanged). Its pending move, if any, is played at once."""
        if not 0 <= seat < state.players:
            raise IllegalAction("timeout/seat", f"no seat {seat}", seat)
        if seat in state.bots or state.ended is not None:
            return state
        marked = evolve(state, bots=tuple(sorted((*state.bots, seat))), legal=state.legal)
        return self._autoplay(marked)

    def _autoplay(self, state: State) -> State:
        """Play the timeout bot's moves while the state asks a seat it plays; ``auto`` keeps
        the moves of this transition only (for the log)."""
        if not state.bots:
            return state
        played: list[tuple[int, Any]] = []
        if self._timeout_agent is None:
            self._timeout_agent = self.bots[TIMEOUT_BOT]("timeout")
        while True:
            step = rules.pending(self.board, state)
            if not isinstance(step, AwaitAction) or step.seat not in state.bots:
                break
            view = View(state, step.seat)
            action = self._timeout_agent.choose(view, self.legal_actions(view))
            played.append((step.seat, action))
            state = rules.apply_action(self.board, state, step.seat, action)
        if tuple(played) == state.auto:
            return state
        return evolve(state, auto=tuple(played), legal=state.legal)

    def state_hash(self, state: State) -> str:
        return state_hash(state)

    def view(self, state: State, seat: int, knowledge: CardSource | None) -> View:
        return View(state, seat, knowledge)

    def outcome(self, state: State) -> Outcome | None:
        if state.ended is None:
            return None
        places = self.board.centre_places
        return Outcome(scoring.winners(state, places), scoring.totals(state, places))

    def ranking(self, state: State) -> tuple[int, ...]:
        """Each seat's place (1 = first, shared places share a number; H18)."""
        return scoring.places(state, self.board.centre_places)

    # --- the wire and the log ------------------------------------------------------------------

    def encode_action(self, action: Any) -> dict[str, Any]:
        return self.codec.encode(action)

    def decode_action(self, data: object) -> Any:
        return self.codec.decode(data)

    def describe(self, view: View, action: Any) -> Message:
        return words.describe(self.board, action)

    def describe_dealer(self, view: View, step: Any, result: DealerResult) -> Message | None:
        return words.describe_dealer(self.board, view.state.players, step, result)

    def describe_changes(self, before: State, after: State) -> tuple[Message, ...]:
        return words.describe_changes(self.board, before, after)

    def render(self, message: Message) -> str:
        return words.render(message)

    # --- what a dealer asks --------------------------------------------------------------------

    def card_kinds(self, settings: Settings) -> int:
        return 0

    def initial_faces(self, state: State) -> Sequence[int]:
        return ()

    def seats_out(self, state: State) -> tuple[int, ...]:
        return ()  # a seat without pawns is skipped (H16) but still ranks: it stays at the table

    def turns_played(self, state: State) -> int:
        return state.turns
