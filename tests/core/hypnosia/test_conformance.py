"""The platform's conformance harness (``core.conformance``) over many seeded Hypnosia games,
played to their end, for every player count 2-6, with both bots, and with the H19 variant."""

from __future__ import annotations

import pytest
from hypkit import GAME

from core.conformance import check_games, check_settings

SEEDS = range(8)


def test_the_settings_schema_conforms():
    check_settings(GAME)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_whole_games_conform_for_every_player_count(players):
    settings = GAME.settings({"players": players})
    figures = check_games(GAME, settings, [f"conf/{players}/{s}" for s in SEEDS])
    assert figures.finished == figures.games == len(SEEDS)  # every game reached its end
    assert figures.dealer_steps > figures.games * 10  # the colour draw, start and dice
    assert figures.illegal_refused > 100 and figures.legal_applied > 100


@pytest.mark.parametrize("players", [2, 4, 6])
def test_random_bots_and_the_variant_conform(players):
    settings = GAME.settings({"players": players, "no_stack_over_bridges": True})
    figures = check_games(GAME, settings, [f"variant/{players}/{s}" for s in range(2)],
                          bots=["random"], max_steps=3000)  # fmt: skip
    assert figures.games == 2 and figures.actions > 50
