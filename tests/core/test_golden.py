"""Golden playthroughs: fixed seeds, every step and each seat's view, compared line by line.

A change in behaviour shows up as a diff in tests/core/golden/*.txt. After an intended change,
rewrite them with ``HYPNOSE_UPDATE_GOLDEN=1 pytest tests/core/test_golden.py`` and review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from goldenkit import compare

from core.hypnose.bots import make_bot
from core.hypnose.engine import pending
from core.hypnose.game import HypnoseGame
from core.hypnose.legal import legal_actions
from core.hypnose.state import Settings, state_hash
from core.hypnose.zones import Zone
from core.play import Table
from core.view import View
from core.vocabulary import AwaitAction, GameOver
from resources import load_catalog

GOLDEN = Path(__file__).parent / "golden"
CATALOG = load_catalog()
GAME = HypnoseGame(CATALOG)
# Random bots only: the strategic bot is tuned for balance, which must not churn these files.
CASES = {
    "2p-seed1": (2, ("random", "random"), 1, 16),
    "3p-seed2": (3, ("random", "random"), 2, 12),
    "4p-seed3": (4, ("random", "random"), 3, 10),
    # A quick game (R5: every seat starts at 5) reaches the landings on 3 and 2 (R14, R16, R17).
    "2p-quick-seed9": (2, ("random", "random"), 9, 40, 5),
}


def describe_view(view: View) -> str:
    """What a seat's screen would show: its hand by name, piles by size, public figures."""
    state, seat = view.state, view.seat

    def names(handles: tuple[int, ...]) -> str:
        return " ".join(k.id if (k := view.kind(h)) else "?" for h in handles)

    return (
        f"  view {seat}: hand [{names(state.hand(seat))}] draw {len(state.zone(Zone.DRAW, seat))}"
        f" discard {len(state.zone(Zone.DISCARD, seat))} market [{names(state.zone(Zone.MARKET))}]"
        f" resistance {list(state.resistance)} bank {list(state.bank)}"
    )


def playthrough(
    players: int, bots: tuple[str, str], seed: int, turns: int, start_resistance: int = 12
) -> list[str]:
    table = Table.deal(GAME, Settings(players, start_resistance), seed)
    agents = [make_bot(bots[s % 2], f"golden/{seed}/{s}") for s in range(players)]
    start = f", start {start_resistance}" if start_resistance != 12 else ""
    lines = [f"# {players} players, bots {bots}, seed {seed}, first {turns} turns{start}"]
    while table.state.turn < turns:
        step = pending(table.state)
        if isinstance(step, GameOver):
            lines.append(f"game over: winner {step.winner}")
            break
        if isinstance(step, AwaitAction):
            view = table.view(step.seat)
            action = agents[step.seat].choose(view, legal_actions(view))
            table.act(step.seat, action)
            lines.append(
                f"turn {table.state.turn} seat {step.seat} {step.decision.value}: {action}"
            )
            lines.extend(describe_view(table.view(s)) for s in range(players))
        else:
            dealt, result = table.serve()
            lines.append(f"  dealer {dealt} -> {result}")
    lines.append(f"state hash {state_hash(table.state)}")
    return lines


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_playthrough(name):
    compare(playthrough(*CASES[name]), GOLDEN / f"{name}.txt")
