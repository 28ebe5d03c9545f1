"""Golden playthroughs of Hypno Vision: fixed seeds, random bots, every slot in which a seat did
more than look, the log's words, each scramble's layout, dice and scores, compared line by line
with tests/core/hypnovision/golden/*.txt (nothing is hidden, so one line serves all seats).

Random bots only: the strategic bot is tuned for play, which must not churn these files.
After an intended change, rewrite them with
``HYPNOSE_UPDATE_GOLDEN=1 pytest tests/core/hypnovision/test_golden.py`` and review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from goldenkit import compare
from vkit import CARDS, GAME

from core.hypnovision.state import COLUMNS, State, Wait
from core.play import Table
from core.vocabulary import AwaitAction, AwaitSimultaneous, GameOver

GOLDEN = Path(__file__).parent / "golden"
CASES = {
    "2p-seed1": ({"players": 2}, "random-fast", 1, 5),
    "3p-variants-seed2": ({"players": 3, "young": "1", "memory": True}, "random-fast", 2, 2),
    "4p-seed3": ({"players": 4}, "random", 3, 2),
    "6p-seed4": ({"players": 6}, "random", 4, 1),
}


def grid(state: State) -> list[str]:
    """The layout as 4 rows of 13 card ids."""
    by_cell = sorted(range(len(CARDS)), key=state.cell_of.__getitem__)
    ids = [CARDS[c].id for c in by_cell]
    return [f"    {' '.join(ids[r : r + COLUMNS])}" for r in range(0, len(ids), COLUMNS)]


def playthrough(values: dict, bot: str, seed: int, scrambles: int) -> list[str]:
    settings = GAME.settings(values)
    table = Table.deal(GAME, settings, seed)
    agents = [GAME.bots[bot](f"golden/{seed}/{s}") for s in range(settings.players)]
    lines = [f"# hypnovision {GAME.settings_values(settings)}, {bot} bots, seed {seed}, "
             f"{scrambles} scramble(s)"]  # fmt: skip
    while True:
        step = GAME.pending(table.state)
        if isinstance(step, GameOver):
            lines.append(f"game over: {GAME.outcome(table.state)} places "
                         f"{GAME.ranking(table.state)}")  # fmt: skip
            break
        if len(table.state.penalties) >= scrambles:
            break
        before = table.state
        if isinstance(step, AwaitAction | AwaitSimultaneous):
            seats = (step.seat,) if isinstance(step, AwaitAction) else step.seats
            chosen = []
            for seat in seats:
                view = table.view(seat)
                chosen.append((seat, agents[seat].choose(view, GAME.legal_actions(view))))
            for seat, action in chosen:
                table.act(seat, action)
                if action != Wait(0):
                    words = GAME.render(GAME.describe(table.view(seat), action))
                    lines.append(f"slot {before.slot} seat {seat}: {action} ({words})")
        else:
            dealt, result = table.serve()
            if before.phase.value != "resolve" or before.slot == 0:
                lines.append(f"  dealer {dealt} -> {result}")
        lines += [f"    {GAME.render(m)}" for m in GAME.describe_changes(before, table.state)]
        if table.state.round != before.round:
            lines += grid(table.state)
    lines.append(f"state hash {GAME.state_hash(table.state)}")
    return lines


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_playthrough(name):
    compare(playthrough(*CASES[name]), GOLDEN / f"{name}.txt")


def test_the_full_golden_game_reaches_its_end():
    assert any(line.startswith("game over") for line in playthrough(*CASES["2p-seed1"]))
