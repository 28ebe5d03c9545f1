"""Playing whole games offline: agents choose, the local dealer deals, the game referees.

Works for any game of the registry through its interface (``core.game.Game``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from core.game import Agent, Game, Outcome
from core.local_dealer import LocalDealer
from core.view import Knowledge, Learned, View, learned
from core.vocabulary import (
    AwaitAction,
    AwaitSimultaneous,
    DealerResult,
    DealerStep,
    GameOver,
)

DEFAULT_TURN_CAP = 400

Step = tuple[int, Any] | tuple[DealerStep, DealerResult]
_WAITS = (AwaitAction, AwaitSimultaneous, GameOver)
"""What the table waits on from outside the dealer (a tuple: faster than a union here)."""


@dataclass
class GameResult:
    winner: int | None
    turns: int
    actions: int
    finished: bool
    state: Any
    steps: list[Step] = field(default_factory=list)
    outcome: Outcome | None = None


@dataclass
class Table:
    """A game in progress with full knowledge: the state, the dealer and each seat's knowledge."""

    game: Game
    state: Any
    dealer: LocalDealer
    knowledge: list[Knowledge]
    last_learned: Learned | None = None
    """What the last dealer result taught a seat, if anything."""

    @classmethod
    def deal(cls, game: Game, settings: Any, seed: int | bytes | str) -> Table:
        state = game.new_game(settings)
        dealer = LocalDealer(game.initial_faces(state), seed)
        players = game.settings_values(settings)["players"]
        return cls(game, state, dealer, [Knowledge(s) for s in range(players)])  # type: ignore[arg-type]

    def view(self, seat: int) -> View:
        return self.game.view(self.state, seat, self.knowledge[seat])

    def serve(self, step: DealerStep | None = None) -> tuple[DealerStep, DealerResult]:
        """Let the dealer answer the pending dealer step (``step``, if the caller has it)."""
        if step is None:
            step = self.game.pending(self.state)  # type: ignore[assignment]
        assert not isinstance(step, _WAITS)
        result = self.dealer.serve(step)
        before = self.state
        self.state = self.game.apply_dealer(self.state, result)
        self.learn(step, result, before)
        return step, result

    def learn(self, step: DealerStep, result: DealerResult, before: Any) -> Learned | None:
        """What a seat learns from a dealer result (one rule: ``core.view.learned``)."""
        news = self.last_learned = learned(step, result, before, self.state)
        if news is not None:
            self.knowledge[news.seat].learn(news.state, news.handles, news.kinds)
        return news

    def act(self, seat: int, action: Any) -> None:
        self.dealer.note_action(seat, action)
        self.state = self.game.apply_action(self.state, seat, action)

    def run_dealer(self) -> list[tuple[DealerStep, DealerResult]]:
        """Serve dealer steps until a seat must decide or the game is over."""
        served = []
        while not isinstance(self.game.pending(self.state), _WAITS):
            served.append(self.serve())
        return served


def play_game(
    game: Game,
    settings: Any,
    agents: Sequence[Agent],
    seed: int | bytes | str,
    *,
    turn_cap: int = DEFAULT_TURN_CAP,
    record: bool = False,
    observe: Callable[[Table, Step], None] | None = None,
) -> GameResult:
    """Play one game to the end (or to ``turn_cap`` turns, reported as unfinished).

    At a simultaneous decision every seat chooses from the same state, and the choices are
    applied together in seat order, as the fair dealer opens them.
    """
    table = Table.deal(game, settings, seed)
    steps: list[Step] = []
    actions = 0
    pending, turns_played, legal_actions = game.pending, game.turns_played, game.legal_actions
    keep = record or observe is not None  # else no entry is built (the hot loop)
    while True:
        step = pending(table.state)
        kind = type(step)
        if kind is GameOver:
            break
        if turns_played(table.state) >= turn_cap:
            turns = turns_played(table.state)
            return GameResult(None, turns, actions, False, table.state, steps)
        entries: list[Step]
        if kind is AwaitAction:  # the common case, without building lists
            seat = step.seat  # type: ignore[union-attr]
            view = table.view(seat)
            action = agents[seat].choose(view, legal_actions(view))
            table.act(seat, action)
            actions += 1
            if not keep:
                continue
            entries = [(seat, action)]
        elif kind is AwaitSimultaneous:
            chosen = []
            for seat in sorted(step.seats):  # type: ignore[union-attr]
                view = table.view(seat)
                chosen.append((seat, agents[seat].choose(view, legal_actions(view))))
            for seat, action in chosen:
                table.act(seat, action)
            actions += len(chosen)
            entries = list(chosen)
        else:
            entry = table.serve(step)  # type: ignore[arg-type]
            if not keep:
                continue
            entries = [entry]
        for entry in entries:
            if record:
                steps.append(entry)
            if observe is not None:
                observe(table, entry)
    state = table.state
    outcome = game.outcome(state)
    winner = outcome.winners[0] if outcome and len(outcome.winners) == 1 else None
    return GameResult(winner, game.turns_played(state), actions, True, state, steps, outcome)
