"""Golden playthroughs of the test games: fixed seeds, every step and each seat's view, compared
line by line with tests/games/golden/*.txt (as tests/core/test_golden.py does for Hypnose).

After an intended change, rewrite them with
``HYPNOSE_UPDATE_GOLDEN=1 pytest tests/games/test_golden_games.py`` and review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from goldenkit import compare
from kuhn import CARDS, KUHN, _stakes
from sealed import NOT_YET, SEALED

from core.play import Table
from core.view import View
from core.vocabulary import UNKNOWN, AwaitAction, AwaitSimultaneous, GameOver

GOLDEN = Path(__file__).parent / "golden"


def kuhn_view(view: View) -> str:
    state, seat = view.state, view.seat

    def card(handles: tuple[int, ...]) -> str:
        return " ".join("?" if view.kind_index(h) == UNKNOWN else CARDS[view.kind_index(h)]
                        for h in handles)  # fmt: skip

    return (
        f"  view {seat}: hand [{card(state.hand(seat))}] other [{card(state.hand(1 - seat))}]"
        f" stakes {list(_stakes(state.history))}"
    )


def sealed_view(view: View) -> str:
    state, seat = view.state, view.seat
    chosen = ["-" if n == NOT_YET else str(n) for n in state.chosen]
    return (
        f"  view {seat}: round {state.round} scores {list(state.scores)} chosen {chosen}"
        f" last {list(state.last)}"
    )


CASES = {
    "kuhn-seed4": (KUHN, {}, 4, kuhn_view),
    "kuhn-seed10": (KUHN, {}, 10, kuhn_view),
    "kuhn-seed15": (KUHN, {}, 15, kuhn_view),
    "sealed-2p-seed1": (SEALED, {"players": 2, "rounds": 3}, 1, sealed_view),
    "sealed-3p-seed2": (SEALED, {"players": 3, "rounds": 4}, 2, sealed_view),
}


def playthrough(game, values, seed, describe_view) -> list[str]:
    settings = game.settings(values)
    players = int(game.settings_values(settings)["players"])
    table = Table.deal(game, settings, seed)
    agents = [game.bots["random"](f"golden/{seed}/{s}") for s in range(players)]
    lines = [f"# {game.name} {game.settings_values(settings)}, random bots, seed {seed}"]
    while True:
        step = game.pending(table.state)
        if isinstance(step, GameOver):
            lines.append(f"game over: {game.outcome(table.state)}")
            break
        if isinstance(step, AwaitAction | AwaitSimultaneous):
            seats = (step.seat,) if isinstance(step, AwaitAction) else step.seats
            chosen = []
            for seat in seats:  # every seat chooses from the same state
                view = table.view(seat)
                chosen.append((seat, agents[seat].choose(view, game.legal_actions(view))))
            for seat, action in chosen:
                words = game.render(game.describe(table.view(seat), action))
                table.act(seat, action)
                lines.append(f"seat {seat} {step.decision.value}: {action} ({words})")
                lines.extend(describe_view(table.view(s)) for s in range(players))
        else:
            before = [table.view(s) for s in range(players)]
            dealt, result = table.serve()
            lines.append(f"  dealer {dealt} -> {result}")
            for s in range(players):
                message = game.describe_dealer(before[s], dealt, result)
                if message is not None:
                    lines.append(f"    to {s}: {game.render(message)}")
            lines.extend(describe_view(table.view(s)) for s in range(players))
    lines.append(f"state hash {game.state_hash(table.state)}")
    return lines


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_playthrough(name):
    compare(playthrough(*CASES[name]), GOLDEN / f"{name}.txt")
