"""Golden playthroughs of Hypnosia: fixed seeds, every step, the log's words and the board as
every seat sees it (nothing is hidden, so one line serves all seats), compared line by line
with tests/core/hypnosia/golden/*.txt.

Random bots only: the strategic bot is tuned for balance, which must not churn these files.
After an intended change, rewrite them with
``HYPNOSE_UPDATE_GOLDEN=1 pytest tests/core/hypnosia/test_golden.py`` and review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from goldenkit import compare
from hypkit import BOARD, GAME

from core.hypnosia import scoring
from core.hypnosia.state import State
from core.play import Table
from core.vocabulary import AwaitAction, GameOver

GOLDEN = Path(__file__).parent / "golden"
CASES = {
    "2p-seed1": ({"players": 2}, 1, 400),
    "3p-variant-seed2": ({"players": 3, "no_stack_over_bridges": True}, 2, 30),
    "4p-seed3": ({"players": 4}, 3, 30),
    "6p-seed4": ({"players": 6}, 4, 30),
}


def board_line(state: State) -> str:
    seats = " ".join(
        f"{BOARD.sectors[state.sectors[s]].colour}[{' '.join(BOARD.name(p) for p in own)}]"
        for s, own in enumerate(state.pawns)
    ) if state.sectors else "-"  # fmt: skip
    totals = list(scoring.totals(state, BOARD.centre_places))
    return (f"  board {seats} centre {list(state.arrivals)} score {totals}"
            f" dice {list(state.dice)}")  # fmt: skip


def playthrough(values: dict, seed: int, turns: int) -> list[str]:
    settings = GAME.settings(values)
    players = settings.players
    table = Table.deal(GAME, settings, seed)
    agents = [GAME.bots["random"](f"golden/{seed}/{s}") for s in range(players)]
    lines = [f"# hypnosia {GAME.settings_values(settings)}, random bots, seed {seed}, "
             f"first {turns} turns"]  # fmt: skip
    while True:
        step = GAME.pending(table.state)
        if isinstance(step, GameOver):
            lines.append(f"game over: {GAME.outcome(table.state)} places "
                         f"{GAME.ranking(table.state)}")  # fmt: skip
            break
        if table.state.turns >= turns and not table.state.dice:
            break
        before = table.state
        if isinstance(step, AwaitAction):
            view = table.view(step.seat)
            action = agents[step.seat].choose(view, GAME.legal_actions(view))
            words = GAME.render(GAME.describe(view, action))
            table.act(step.seat, action)
            lines.append(f"seat {step.seat}: {action} ({words})")
        else:
            dealt, result = table.serve()
            message = GAME.describe_dealer(table.view(0), dealt, result)
            lines.append(f"  dealer {dealt} -> {result} ({GAME.render(message)})")
        lines += [f"    {GAME.render(m)}" for m in GAME.describe_changes(before, table.state)]
        lines.append(board_line(table.state))
    lines.append(f"state hash {GAME.state_hash(table.state)}")
    return lines


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_playthrough(name):
    compare(playthrough(*CASES[name]), GOLDEN / f"{name}.txt")


def test_the_full_golden_game_reaches_its_end():
    assert any(line.startswith("game over") for line in playthrough(*CASES["2p-seed1"]))
