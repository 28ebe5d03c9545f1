"""Turn-order compensation candidates (R21): each does what its name says, from the public
state only, and a table plays without one by default."""

from __future__ import annotations

import pytest

from core.hypnose.actions import Decision
from core.hypnose.bots import make_bot
from core.hypnose.compensation import (
    AS_DRAW_LAST_AT_THREE,
    BANK,
    BANK_TWO,
    COMPENSATIONS,
    DEFAULT,
    DRAW,
    FIRST_LOWER,
    LAST_LOWER,
    LATER_LOWER,
    LATER_LOWER_AT_TWO,
    LATER_LOWER_BANK,
    LATER_LOWER_DRAW,
    LATER_LOWER_DRAW_122,
    LATER_LOWER_DRAW_122_LAST_BANK,
    LATER_LOWER_DRAW_122_LAST_BANK_TWO,
    LATER_LOWER_DRAW_123,
    LATER_LOWER_DRAW_222,
    LATER_LOWER_DRAW_LAST,
    LATER_LOWER_DRAW_LAST_BANK,
    LATER_LOWER_DRAW_TWO,
    LATER_LOWER_FOURTH,
    LATER_LOWER_LAST_BANK,
    LATER_LOWER_NO_FIRST_DUEL,
    LOWER_BY_ORDER,
    NO_FIRST_DUEL,
    NO_FIRST_DUEL_BANK,
    NONE,
    extra_cards,
    first_turn_duel,
    opening_banks,
    opening_resistance,
    plays_as,
)
from core.hypnose.game import HypnoseGame
from core.hypnose.state import Settings, defense_modifier
from core.hypnose.tasks import DECISIONS
from core.play import Table, play_game
from core.vocabulary import AwaitAction
from resources import load_catalog

GAME = HypnoseGame(load_catalog())


def _table(players: int, compensation: str, seed: str = "r21") -> Table:
    table = Table.deal(GAME, Settings(players=players, compensation=compensation), seed)
    table.run_dealer()
    return table


def _awaited(table: Table) -> tuple[int, Decision]:
    step = GAME.pending(table.state)
    assert isinstance(step, AwaitAction), step
    return step.seat, step.decision


def test_the_candidates_and_the_default():
    assert COMPENSATIONS[0] == NONE and DEFAULT in COMPENSATIONS
    assert Settings().compensation == DEFAULT
    setting = next(s for s in GAME.schema if s.name == "compensation")
    assert setting.default == DEFAULT and tuple(setting.choices) == COMPENSATIONS
    with pytest.raises(ValueError, match="compensation must be one of"):
        Settings(compensation="handicap")


@pytest.mark.parametrize(
    ("compensation", "banks"),
    [(NONE, (0, 0, 0, 0)), (BANK, (0, 1, 2, 3)), (BANK_TWO, (0, 2, 4, 6)),
     (NO_FIRST_DUEL_BANK, (0, 1, 2, 3)), (DRAW, (0, 0, 0, 0)), (LATER_LOWER_BANK, (0, 1, 2, 3)),
     (LATER_LOWER, (0, 0, 0, 0))],
)  # fmt: skip
def test_later_seats_start_with_a_banked_discount_by_turn_order(compensation, banks):
    for players in (2, 3, 4):
        table = _table(players, compensation, f"bank/{players}")
        first = table.state.active
        assert table.state.turn == 0
        expected = tuple(banks[(seat - first) % players] for seat in range(players))
        assert table.state.bank == expected
        assert opening_banks(compensation, players, first) == expected


@pytest.mark.parametrize("compensation", [NO_FIRST_DUEL, NO_FIRST_DUEL_BANK])
def test_the_first_player_may_not_duel_on_its_first_turn(compensation):
    assert not first_turn_duel(compensation, 0, 2) and first_turn_duel(compensation, 1, 2)
    decisions = {0: set(), 1: set()}

    class Watching:
        """A strategic bot that notes the decisions of the first two turns."""

        def __init__(self, seat):
            self.bot, self.name = make_bot("normal", f"w/{seat}"), "watching"

        def choose(self, view, legal):
            turn = view.state.turn
            if turn in decisions:
                decisions[turn].add(DECISIONS[view.state.tasks[0].args[1]])
            return self.bot.choose(view, legal)

    play_game(
        GAME, Settings(compensation=compensation), [Watching(0), Watching(1)], "nd", turn_cap=4
    )
    assert Decision.DUEL not in decisions[0] and Decision.BUY in decisions[0]
    assert Decision.DUEL in decisions[1]
    for other in (NONE, BANK, DRAW):
        assert first_turn_duel(other, 0, 2)


def test_only_later_seats_first_turns_draw_more():
    assert [extra_cards(DRAW, turn, 3) for turn in range(5)] == [0, 1, 1, 0, 0]
    assert [extra_cards(DRAW, turn, 2) for turn in range(3)] == [0, 1, 0]
    drawing = (DRAW, LATER_LOWER_DRAW, LATER_LOWER_DRAW_TWO, LATER_LOWER_DRAW_LAST)
    drawing += AS_DRAW_LAST_AT_THREE
    assert all(extra_cards(c, 1, 3) == 0 for c in COMPENSATIONS if c not in drawing)


def _legal(table: Table, seat: int):
    from core.hypnose.legal import legal_actions

    return legal_actions(table.view(seat))


def _first_turn_hands(players: int, compensation: str, seed: str) -> dict[int, int]:
    """Strategic bots play every seat's first turn; turn -> the size of the hand of the seat
    whose turn it was, as that turn ends."""
    table = _table(players, compensation, seed)
    ends: dict[int, int] = {}
    bots = [make_bot("normal", f"d/{s}") for s in range(players)]
    while table.state.turn < players:
        seat, _ = _awaited(table)
        turn, active = table.state.turn, table.state.active  # a defender may act last
        table.act(seat, bots[seat].choose(table.view(seat), _legal(table, seat)))
        table.run_dealer()
        if table.state.turn != turn:
            ends[turn] = len(table.state.hand(active))
    return ends


def test_a_later_seat_ends_its_first_turn_with_seven_cards_under_draw():
    """Played by strategic bots (neither refreshes instead, R7.1): after the later seat's first
    refresh phase its hand is the limit and one; after the first player's, the limit (R12)."""
    limit = GAME.catalog.hand_limit
    assert _first_turn_hands(2, DRAW, "draw7") == {0: limit, 1: limit + 1}


@pytest.mark.parametrize(("players", "start"), [(2, 12), (3, 7), (4, 5)])
def test_the_first_player_starts_one_lower_under_first_lower(players, start):
    table = Table.deal(
        GAME, Settings(players=players, start_resistance=start, compensation=FIRST_LOWER), "low"
    )
    table.run_dealer()
    state = table.state
    first = state.active
    expected = tuple(start - 1 if seat == first else start for seat in range(players))
    assert state.resistance == expected
    assert state.modifier == tuple(defense_modifier(r) for r in expected)  # R16 follows
    assert opening_resistance(NONE, start, players, first) == (start,) * players
    plain = _table(players, NONE, "low")
    assert plain.state.resistance == (12,) * players


@pytest.mark.parametrize(
    ("compensation", "steps"),
    [(LATER_LOWER, (0, 1, 1, 1)), (LATER_LOWER_BANK, (0, 1, 1, 1)), (LOWER_BY_ORDER, (0, 1, 2, 3)),
     (FIRST_LOWER, (1, 0, 0, 0)), (BANK, (0, 0, 0, 0))],
)  # fmt: skip
@pytest.mark.parametrize(("players", "start"), [(2, 12), (3, 12), (4, 7), (4, 5)])
def test_seats_start_lower_by_their_place_in_the_turn_order(compensation, steps, players, start):
    """R21: the lowered starting value goes by the place in the turn order (the first player
    drawn at random, R6), and the Defense Modifier follows it (R16)."""
    settings = Settings(players=players, start_resistance=start, compensation=compensation)
    table = Table.deal(GAME, settings, f"lower/{compensation}/{players}")
    table.run_dealer()
    state, first = table.state, table.state.active
    expected = tuple(start - steps[(seat - first) % players] for seat in range(players))
    assert state.resistance == expected
    assert state.modifier == tuple(defense_modifier(r) for r in expected)
    assert opening_resistance(compensation, start, players, first) == expected


def test_only_the_last_seat_starts_lower_under_last_lower():
    assert opening_resistance(LAST_LOWER, 12, 4, 1) == (11, 12, 12, 12)
    assert opening_resistance(LAST_LOWER, 12, 3, 0) == (12, 12, 11)
    assert opening_resistance(LAST_LOWER, 12, 2, 1) == opening_resistance(LATER_LOWER, 12, 2, 1)


@pytest.mark.parametrize("compensation", LATER_LOWER_AT_TWO)
def test_the_count_dependent_candidates_play_as_later_lower_at_two_players(compensation):
    """R21's candidates for 3 and 4 players change nothing at 2 players."""
    for first in (0, 1):
        assert opening_resistance(compensation, 12, 2, first) == opening_resistance(
            LATER_LOWER, 12, 2, first
        )
        assert opening_banks(compensation, 2, first) == (0, 0)
    assert first_turn_duel(compensation, 0, 2) and extra_cards(compensation, 1, 2) == 0


def test_what_the_count_dependent_candidates_add_at_three_and_four_players():
    assert opening_banks(LATER_LOWER_LAST_BANK, 3, 1) == (1, 0, 0)
    assert opening_banks(LATER_LOWER_LAST_BANK, 4, 0) == (0, 0, 0, 1)
    assert opening_resistance(LATER_LOWER_LAST_BANK, 12, 4, 0) == (12, 11, 11, 11)
    assert opening_resistance(LATER_LOWER_FOURTH, 12, 4, 1) == (10, 12, 11, 11)
    assert opening_resistance(LATER_LOWER_FOURTH, 12, 3, 0) == (12, 11, 11)
    assert not first_turn_duel(LATER_LOWER_NO_FIRST_DUEL, 0, 3)
    assert first_turn_duel(LATER_LOWER_NO_FIRST_DUEL, 1, 4)
    assert [extra_cards(LATER_LOWER_DRAW, turn, 4) for turn in range(5)] == [0, 1, 1, 1, 0]
    assert [extra_cards(LATER_LOWER_DRAW_TWO, turn, 3) for turn in range(4)] == [0, 2, 2, 0]
    assert [extra_cards(LATER_LOWER_DRAW_LAST, turn, 4) for turn in range(5)] == [0, 1, 1, 2, 0]
    assert [extra_cards(LATER_LOWER_DRAW_LAST, turn, 3) for turn in range(4)] == [0, 1, 2, 0]


@pytest.mark.parametrize("compensation", AS_DRAW_LAST_AT_THREE)
def test_the_four_player_candidates_play_as_draw_last_at_three_players(compensation):
    """R21: these change only the 4-player game (2 and 3 players were within 2 points)."""
    for first in (0, 1, 2):
        assert opening_resistance(compensation, 12, 3, first) == opening_resistance(
            LATER_LOWER_DRAW_LAST, 12, 3, first
        )
        assert opening_banks(compensation, 3, first) == (0, 0, 0)
    assert [extra_cards(compensation, turn, 3) for turn in range(4)] == [0, 1, 2, 0]
    assert opening_resistance(compensation, 12, 4, 2) == (11, 11, 12, 11)


def test_what_the_four_player_candidates_add():
    """R21 at 4 players: the later seats' extra cards by place, or the last two's bank."""
    draws = {
        LATER_LOWER_DRAW_122: [0, 1, 2, 2, 0],
        LATER_LOWER_DRAW_222: [0, 2, 2, 2, 0],
        LATER_LOWER_DRAW_123: [0, 1, 2, 3, 0],
        LATER_LOWER_DRAW_LAST_BANK: [0, 1, 1, 2, 0],
        LATER_LOWER_DRAW_122_LAST_BANK: [0, 1, 2, 2, 0],
        LATER_LOWER_DRAW_122_LAST_BANK_TWO: [0, 1, 2, 2, 0],
    }
    for compensation, extra in draws.items():
        assert [extra_cards(compensation, turn, 4) for turn in range(5)] == extra
    assert opening_banks(LATER_LOWER_DRAW_LAST_BANK, 4, 1) == (1, 0, 0, 1)
    assert opening_banks(LATER_LOWER_DRAW_122, 4, 1) == (0, 0, 0, 0)
    assert opening_banks(LATER_LOWER_DRAW_122_LAST_BANK, 4, 2) == (0, 1, 0, 0)
    assert opening_banks(LATER_LOWER_DRAW_122_LAST_BANK_TWO, 4, 0) == (0, 0, 0, 2)


def test_a_third_seat_ends_its_first_turn_with_eight_cards_under_draw_1_2_2():
    """Played by strategic bots at 4 players: after each later seat's first refresh phase its
    hand is the limit and its extra cards by place, 1, 2, 2 (R12, R21)."""
    limit = GAME.catalog.hand_limit
    ends = _first_turn_hands(4, LATER_LOWER_DRAW_122, "draw122")
    assert ends == {0: limit, 1: limit + 1, 2: limit + 2, 3: limit + 2}


def test_a_candidate_plays_as_the_first_one_with_the_same_opening():
    """R21's series play each distinct opening once per count (tools/turn_order.py)."""
    distinct = {p: {plays_as(name, p) for name in COMPENSATIONS} for p in (2, 3, 4)}
    assert {p: len(names) for p, names in distinct.items()} == {2: 9, 3: 16, 4: 22}
    assert all(plays_as(name, p) == name for p, names in distinct.items() for name in names)
    assert plays_as(LOWER_BY_ORDER, 2) == plays_as(LAST_LOWER, 2) == LATER_LOWER
    assert {plays_as(name, 2) for name in LATER_LOWER_AT_TWO} == {LATER_LOWER}
    assert {plays_as(name, 3) for name in AS_DRAW_LAST_AT_THREE} == {LATER_LOWER_DRAW_LAST}
    assert plays_as(LATER_LOWER_FOURTH, 3) == LATER_LOWER
    assert plays_as(LATER_LOWER_DRAW_222, 4) == LATER_LOWER_DRAW_TWO
    assert plays_as(LATER_LOWER_BANK, 2) == LATER_LOWER_BANK  # the second seat banks 1
    assert plays_as(LATER_LOWER_NO_FIRST_DUEL, 3) == LATER_LOWER_NO_FIRST_DUEL
    assert plays_as(DEFAULT, 4) == DEFAULT and plays_as(NONE, 3) == NONE


@pytest.mark.parametrize(
    ("compensation", "players"), [(LOWER_BY_ORDER, 2), (DEFAULT, 3), (LATER_LOWER_DRAW_222, 4)]
)
def test_a_candidate_and_the_one_it_plays_as_play_the_same_game(compensation, players):
    """Move for move, from one seed and the same bots: a series of one stands for the other."""

    def played(name: str) -> tuple:
        bots = [make_bot("normal", f"same/{seat}") for seat in range(players)]
        settings = Settings(players=players, compensation=name)
        result = play_game(GAME, settings, bots, "same", record=True)
        return result.steps, result.winner, result.state.resistance

    other = plays_as(compensation, players)
    assert other != compensation and played(compensation) == played(other)
    assert played(NONE) != played(other)  # a different opening plays another game
