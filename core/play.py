"""Playing whole games offline: agents choose, the local dealer deals, the core referees.

Also the shape every agent has: ``choose(view, legal) -> action``, seeing only its seat's view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from core.hypnose.actions import Action
from core.hypnose.catalog import Catalog
from core.hypnose.engine import apply_action, apply_dealer, pending, start
from core.hypnose.legal import LegalActions, legal_actions
from core.hypnose.state import Settings, State
from core.hypnose.turn import new_game
from core.local_dealer import LocalDealer
from core.view import Knowledge, View
from core.vocabulary import (
    AwaitAction,
    DealerResult,
    DealerStep,
    GameOver,
    Reordered,
    ReorderStep,
    Revealed,
    RevealStep,
)

DEFAULT_TURN_CAP = 400


class Agent(Protocol):
    """Anything that picks one of the legal actions from its own seat's view."""

    name: str

    def choose(self, view: View, legal: LegalActions) -> Action: ...


Step = tuple[int, Action] | tuple[DealerStep, DealerResult]


@dataclass
class GameResult:
    winner: int | None
    turns: int
    actions: int
    finished: bool
    state: State
    steps: list[Step] = field(default_factory=list)


@dataclass
class Table:
    """A game in progress with full knowledge: the state, the dealer and each seat's knowledge."""

    state: State
    dealer: LocalDealer
    knowledge: list[Knowledge]

    @classmethod
    def deal(cls, catalog: Catalog, settings: Settings, seed: int | bytes | str) -> Table:
        state = new_game(catalog, settings)
        dealer = LocalDealer(state, seed)
        table = cls(state, dealer, [Knowledge(s) for s in range(settings.players)])
        table.state = start(state)
        return table

    def view(self, seat: int) -> View:
        return View(self.state, seat, self.knowledge[seat])

    def serve(self, step: DealerStep | None = None) -> tuple[DealerStep, DealerResult]:
        """Let the dealer answer the pending dealer step (``step``, if the caller has it)."""
        if step is None:
            step = pending(self.state)  # type: ignore[assignment]
        assert not isinstance(step, (AwaitAction, GameOver))
        result = self.dealer.serve(self.state, step)
        before = self.state
        self.state = apply_dealer(self.state, result)
        if isinstance(step, RevealStep):
            if step.to is not None:
                assert isinstance(result, Revealed) and result.kinds is not None
                self.knowledge[step.to].learn(before, step.handles, result.kinds)
        elif isinstance(step, ReorderStep):
            assert isinstance(result, Reordered) and result.kinds is not None
            self.knowledge[step.seat].learn(self.state, step.handles, result.kinds)
        return step, result

    def act(self, seat: int, action: Action) -> None:
        self.dealer.note_action(seat, action)
        self.state = apply_action(self.state, seat, action)

    def run_dealer(self) -> list[tuple[DealerStep, DealerResult]]:
        """Serve dealer steps until a seat must decide or the game is over."""
        served = []
        while not isinstance(pending(self.state), AwaitAction | GameOver):
            served.append(self.serve())
        return served


def play_game(
    catalog: Catalog,
    settings: Settings,
    agents: Sequence[Agent],
    seed: int | bytes | str,
    *,
    turn_cap: int = DEFAULT_TURN_CAP,
    record: bool = False,
    observe: Callable[[Table, Step], None] | None = None,
) -> GameResult:
    """Play one game to the end (or to ``turn_cap`` turns, reported as unfinished)."""
    table = Table.deal(catalog, settings, seed)
    steps: list[Step] = []
    actions = 0
    while True:
        step = pending(table.state)
        if isinstance(step, GameOver):
            break
        if table.state.turn >= turn_cap:
            return GameResult(None, table.state.turn, actions, False, table.state, steps)
        if isinstance(step, AwaitAction):
            view = table.view(step.seat)
            action = agents[step.seat].choose(view, legal_actions(view))
            table.act(step.seat, action)
            actions += 1
            entry: Step = (step.seat, action)
        else:
            entry = table.serve(step)
        if record:
            steps.append(entry)
        if observe is not None:
            observe(table, entry)
    state = table.state
    return GameResult(state.winner, state.turn, actions, True, state, steps)
