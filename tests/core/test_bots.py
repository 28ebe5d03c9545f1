"""The bots: legal choices only, reproducible games, and a strategic bot that plays to win."""

from __future__ import annotations

import pytest

from core.hypnose.actions import Attack, Refresh
from core.hypnose.bots import BOTS, RandomBot, StrategicBot, make_bot
from core.hypnose.game import HypnoseGame
from core.hypnose.state import Settings
from core.play import Table, play_game
from resources import load_catalog

CATALOG = load_catalog()
GAME = HypnoseGame(CATALOG)


def _agents(names: list[str], seed: str) -> list[RandomBot | StrategicBot]:
    return [make_bot(name, f"{seed}/{seat}") for seat, name in enumerate(names)]


@pytest.mark.parametrize(
    ("names", "seed"),
    [
        (["strategic", "random"], 1),
        (["random", "strategic"], 2),
        (["strategic", "strategic", "random"], 3),
        (["strategic", "random", "strategic", "strategic"], 4),
    ],
)
def test_bots_only_choose_legal_actions(names, seed):
    agents = _agents(names, f"legal/{seed}")
    checked = 0

    class Checked:
        """Wraps a bot and checks its choice is a member of the legal actions it was given."""

        def __init__(self, bot):
            self.bot, self.name = bot, bot.name

        def choose(self, view, legal):
            nonlocal checked
            action = self.bot.choose(view, legal)
            assert action in legal, (self.name, action)
            checked += 1
            return action

    play_game(
        GAME,
        Settings(players=len(names)),
        [Checked(a) for a in agents],
        f"legal/{seed}",
        turn_cap=60,
    )
    assert checked > 100


@pytest.mark.parametrize("bots", [("strategic", "strategic"), ("strategic", "random")])
def test_the_same_seed_gives_the_same_game(bots):
    def run():
        return play_game(GAME, Settings(), _agents(list(bots), "same"), "same", record=True)

    first, second = run(), run()
    assert (first.winner, first.turns, first.actions) == (
        second.winner,
        second.turns,
        second.actions,
    )
    assert first.steps == second.steps


def test_a_different_seed_gives_a_different_game():
    games = [play_game(GAME, Settings(), _agents(["strategic"] * 2, s), s) for s in "ab"]
    assert (games[0].turns, games[0].actions) != (games[1].turns, games[1].actions)


def test_strategic_beats_random_in_nine_games_of_ten():
    wins = 0
    for game in range(60):
        names = ["strategic", "random"] if game % 2 == 0 else ["random", "strategic"]
        result = play_game(GAME, Settings(), _agents(names, f"vs/{game}"), f"vs/{game}")
        wins += result.finished and names[result.winner] == "strategic"
    assert wins >= 54


def test_strategic_games_finish_in_a_game_like_number_of_turns():
    turns = []
    attacks = 0

    def observe(table: Table, entry) -> None:
        nonlocal attacks
        attacks += isinstance(entry[1], Attack)

    unfinished = 0
    for game in range(20):
        result = play_game(
            GAME,
            Settings(),
            _agents(["strategic"] * 2, f"eq/{game}"),
            f"eq/{game}",
            observe=observe,
        )
        unfinished += not result.finished
        turns.append(result.turns)
    # Two strategic bots now and then lead a game where neither duels to the turn cap (about
    # one game in 1,000, docs/turn-order.md); under R21's default one of these 20 does.
    assert unfinished <= 1
    assert 25 <= sum(turns) / len(turns) <= 75
    assert attacks >= sum(turns) // 4  # it duels, not just buys


def test_strategic_never_refreshes_turn_after_turn_for_long():
    """R7.1 ends the turn: a bot stuck refreshing would never duel again."""
    runs = {}  # (game, seat) -> refresh turns in a row
    longest = 0

    def observe(table: Table, entry) -> None:
        nonlocal longest
        seat, action = entry
        if isinstance(seat, int) and table.state.active == seat:
            key = (table.dealer.stream, seat)
            if isinstance(action, Refresh):
                runs[key] = runs.get(key, 0) + 1
                longest = max(longest, runs[key])
            else:  # a turn that did more than R7.1
                runs[key] = 0

    for game in range(10):
        agents = _agents(["strategic"] * 2, f"rf/{game}")
        play_game(GAME, Settings(), agents, f"rf/{game}", observe=observe)
    assert longest < 8


def test_make_bot_names_the_known_bots():
    assert set(BOTS) == {"easy", "normal", "strong", "random", "strategic"}
    with pytest.raises(ValueError, match="easy, normal, random, strategic, strong"):
        make_bot("clever", 1)


def test_a_reused_strategic_bot_starts_over_in_a_new_game():
    bot = StrategicBot("reuse")
    other = StrategicBot("other")
    for seed in ("g1", "g2"):
        result = play_game(GAME, Settings(), [bot, other], seed)
        assert result.finished


def _at_pile_decision(draws, discards):
    """Seat 1 declined a duel at 8, lands on 7 (R14) and refills; it is to name a pile (R17)."""
    from rulekit import rig

    from core.hypnose.actions import Decision, Pass

    r = rig(
        hands={0: ["ericksonian-method", "value-1"], 1: ["value-2", "value-1", "value-1"]},
        at=Decision.DUEL,
        resistance=(10, 8),
        draws={1: draws},
        discards={1: discards},
    )
    r.act(0, Attack(1, r.cards(0, "ericksonian-method")))
    r.act(1, Pass())
    assert r.awaiting() == (1, Decision.REFILL)
    return r


def _tracked_bot(r, seat):
    """A strategic bot whose tracker knows the seat's own cards (the rig rewrote them)."""
    from collections import Counter

    from core.hypnose.legal import legal_actions
    from core.hypnose.zones import SEAT_KINDS, seat_zone

    bot = StrategicBot("pile")
    view = r.view(seat)
    choice = bot.choose(view, legal_actions(view))
    owned = [r.truth[h] for k in SEAT_KINDS for h in r.state.zones[seat_zone(k, seat)]]
    bot.tracker.owned[seat] = Counter(owned)
    return bot, choice


@pytest.mark.parametrize(
    ("draws", "discards", "named"),
    [
        (["value-1", "value-1", "value-1", "value-2"], ["grimoire", "value-1"], "discard"),
        (["value-1", "value-1", "ericksonian-method", "value-2"], ["value-1"], "draw"),
    ],
)
def test_strategic_refills_and_names_the_pile_with_the_better_card_r17(draws, discards, named):
    from core.hypnose.actions import Refill, SearchDiscardPile, SearchDrawPile
    from core.hypnose.legal import legal_actions

    r = _at_pile_decision(draws, discards)
    bot, choice = _tracked_bot(r, 1)
    assert choice == Refill()
    r.act(1, choice)
    view = r.view(1)
    pile = bot.choose(view, legal_actions(view))
    assert pile == (SearchDiscardPile() if named == "discard" else SearchDrawPile())
