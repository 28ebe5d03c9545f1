"""Hypno Vision's bots: the strategic bot against random (V16's points, measured per round),
Stop only when exact, and the reaction time in slots."""

from __future__ import annotations

import itertools

import pytest
from vkit import GAME

from core.hypnovision.bots import REACTIONS
from core.hypnovision.scoring import counts
from core.hypnovision.state import Take
from core.play import play_game


class Still:
    """A seat that never grabs (so a bot's pace can be measured alone)."""

    name = "still"

    def choose(self, view, legal):
        return legal[0]


def rounds_below_random(players: int, games: int) -> tuple[int, int]:
    """(rounds where a strategic seat scored fewer points than a random one, comparisons),
    strategic and random seated alternately, rotated every game."""
    below = total = 0
    for number in range(games):
        seating = ["strategic" if (s + number) % 2 == 0 else "random" for s in range(players)]
        agents = [GAME.bots[b](f"vs/{players}/{number}/{s}") for s, b in enumerate(seating)]
        result = play_game(GAME, GAME.settings({"players": players}), agents, f"vs/{number}")
        assert result.finished
        for points in result.state.penalties:
            for s in range(players):
                for r in range(players):
                    if seating[s] == "strategic" and seating[r] == "random":
                        total += 1
                        below += points[s] < points[r]
    return below, total


@pytest.mark.parametrize(("players", "games"), [(2, 12), (4, 6), (6, 4)])
def test_strategic_scores_fewer_points_than_random_in_at_least_90_percent_of_rounds(players, games):
    below, total = rounds_below_random(players, games)
    assert total >= 60 and below / total >= 0.9, f"{below}/{total}"


def test_strategic_calls_stop_only_when_exact():
    stops = 0
    for number in range(4):
        agents = [GAME.bots["strategic"](f"stop/{number}/{s}") for s in range(4)]
        seen = []

        def watch(table, entry, seen=seen):
            state = table.state
            if state.last.stoppers and (not seen or seen[-1] is not state.last):
                seen.append(state.last)
                for seat in state.last.stoppers:
                    assert counts(GAME.cards, state.taken[seat]) == state.dice

        play_game(GAME, GAME.settings({"players": 4}), agents, f"stop/{number}", observe=watch)
        stops += len(seen)
    assert stops >= 10


@pytest.mark.parametrize("speed", sorted(REACTIONS))
def test_a_bots_grabs_are_its_reaction_time_apart(speed):
    name = "strategic" if speed == "normal" else f"strategic-{speed}"
    low, high = REACTIONS[speed]
    bot = GAME.bots[name]("pace")
    takes = []

    def watch(table, entry):
        seat, action = entry
        if seat == 0 and isinstance(action, Take):
            takes.append((table.state.round, table.state.slot))

    settings = GAME.settings({"players": 2})
    play_game(GAME, settings, [bot, Still()], "pace", observe=watch, turn_cap=2)
    first = [slot for r, slot in takes if r == 1]
    assert low <= first[0] <= high  # from slot 1, when the dice are known
    gaps = [b - a for a, b in itertools.pairwise(first)]
    assert gaps and all(low <= g <= high for g in gaps), gaps
