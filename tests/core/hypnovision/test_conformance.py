"""The platform's conformance harness (``core.conformance``) over many seeded Hypno Vision
games played to their end, for every player count 2-6, with every bot and both variants."""

from __future__ import annotations

import pytest
from vkit import GAME

from core.conformance import check_games, check_settings

SEEDS = range(2)


def test_the_settings_schema_conforms():
    check_settings(GAME)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_whole_games_conform_for_every_player_count(players):
    settings = GAME.settings({"players": players})
    bots = ["strategic", "random-fast", "strategic-slow"]
    figures = check_games(GAME, settings, [f"conf/{players}/{s}" for s in SEEDS], bots=bots,
                          max_steps=20000)  # fmt: skip
    assert figures.finished == figures.games == len(SEEDS)  # every game reached its end
    assert figures.simultaneous > 100 and figures.dealer_steps > 100
    assert figures.illegal_refused > 100 and figures.legal_applied > 100


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_variants_conform_with_strategic_bots(players):
    young = ",".join(str(s) for s in range(0, players, 2))
    settings = GAME.settings({"players": players, "young": young, "memory": True})
    figures = check_games(GAME, settings, [f"variant/{players}/{s}" for s in range(2)],
                          bots=["strategic-fast", "random-fast"], max_steps=20000)  # fmt: skip
    assert figures.finished == 2 and figures.actions > 100
