"""The colour draw (H6), the start (H7), the end (H16), score (H17) and ranking (H18)."""

from __future__ import annotations

from collections import Counter
from math import factorial

import pytest
from hypkit import BOARD, GAME, act, move, position

from core.hypnosia import scoring
from core.hypnosia.rules import turn_cap
from core.hypnosia.state import End, evolve
from core.vocabulary import AwaitAction, GameOver, RandomStep, RandomValue


def fresh(players):
    return GAME.new_game(GAME.settings({"players": players}))


# --- H6 colours ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_h6_the_colour_draw_is_a_fair_permutation_of_the_sectors_in_use(players):
    state = fresh(players)
    assert GAME.pending(state) == RandomStep(factorial(players))
    seen = Counter()
    for value in range(factorial(players)):
        drawn = GAME.apply_dealer(state, RandomValue(value))
        assert sorted(drawn.sectors) == list(BOARD.seats[players])
        seen.update(enumerate(drawn.sectors))
        for seat, sector in enumerate(drawn.sectors):  # H2: H1-H4 of its own lane
            assert drawn.pawns[seat] == BOARD.sectors[sector].home
    # every seat gets every sector in use equally often: the draw is fair
    assert set(seen.values()) == {factorial(players - 1)}


def test_h6_unused_sectors_stay_empty():
    drawn = GAME.apply_dealer(fresh(4), RandomValue(5))
    used = {p for own in drawn.pawns for p in own}
    for sector in (2, 5):
        assert not used & set(BOARD.sectors[sector].home)


# --- H7 start ---------------------------------------------------------------------------------


def roll(a, b):
    return (a - 1) * 6 + (b - 1)


def test_h7_every_seat_rolls_and_the_highest_sum_starts():
    state = GAME.apply_dealer(fresh(3), RandomValue(0))
    assert GAME.pending(state) == RandomStep(36**3)
    value = roll(2, 3) + 36 * roll(6, 5) + 36 * 36 * roll(4, 4)
    started = GAME.apply_dealer(state, RandomValue(value))
    assert started.start_rolls == ((0, 2, 3), (1, 6, 5), (2, 4, 4))
    assert started.current == started.starter == 1 and GAME.pending(started) == RandomStep(36)


def test_h7_a_tie_for_highest_is_rerolled_by_the_tied_seats_only():
    state = GAME.apply_dealer(fresh(3), RandomValue(0))
    value = roll(6, 4) + 36 * roll(1, 1) + 36 * 36 * roll(5, 5)  # 10, 2, 10
    tied = GAME.apply_dealer(state, RandomValue(value))
    assert tied.rolling == (0, 2) and tied.current == -1
    assert GAME.pending(tied) == RandomStep(36**2)
    again = GAME.apply_dealer(tied, RandomValue(roll(3, 3) + 36 * roll(3, 4)))
    assert again.current == 2 and again.start_rolls[-2:] == ((0, 3, 3), (2, 3, 4))


def test_h7_play_passes_in_seat_order_from_the_starter():
    state = GAME.apply_dealer(fresh(3), RandomValue(0))
    state = GAME.apply_dealer(state, RandomValue(roll(1, 1) + 36 * roll(1, 2) + 1296 * roll(6, 6)))
    order = []
    while len(order) < 5:
        step = GAME.pending(state)
        if isinstance(step, AwaitAction):
            order.append(step.seat) if not order or order[-1] != step.seat else None
            state = GAME.apply_action(state, step.seat, GAME.legal_actions(
                GAME.view(state, step.seat, None))[0])  # fmt: skip
        else:
            state = GAME.apply_dealer(state, RandomValue(roll(6, 5)))
    assert order == [2, 0, 1, 2, 0]


# --- H16 the end ------------------------------------------------------------------------------


def test_h16_the_fifth_pawn_in_the_centre_ends_the_game_mid_turn():
    state = position({0: ["C0", "A3", "centre", "centre"], 1: ["centre", "centre", "H3", "H4"]},
                     dice=(1, 6), arrivals=(0, 1, 0, 1))  # fmt: skip
    done = act(state, move(1, "C0", inward=1))
    assert done.ended is End.CENTRE and done.dice == (6,)
    assert isinstance(GAME.pending(done), GameOver)
    assert GAME.legal_actions(GAME.view(done, 0, None)).actions == ()


def test_h16_no_pawn_left_on_the_board_ends_the_game():
    state = position({0: ["C0", "centre", "captured", "captured"],
                      1: ["centre", "captured", "captured", "captured"]},
                     dice=(1, 6), arrivals=(0, 1))  # fmt: skip
    done = act(state, move(1, "C0", inward=1))
    assert done.ended is End.EMPTY and len(done.arrivals) == 3


def test_h16_a_player_with_no_pawn_left_is_skipped():
    state = position(
        {0: ["A0", "H2", "H3", "H4"], 1: ["centre", "captured", "captured", "captured"],
         2: ["A30", "H2", "H3", "H4"]},
        sectors=(0, 2, 4), dice=(5, 4), arrivals=(1,),
    )  # fmt: skip
    done = act(state, move(5, "A0"), move(4, "A5"))
    assert done.current == 2


def test_h16_the_safety_cap_ends_the_game_after_turn_100_n():
    pawns = {0: ["A0", "H2", "H3", "H4"], 1: ["A30", "H2", "H3", "H4"]}
    state = position(pawns, dice=(5, 4), turns=turn_cap(fresh(2)) - 1)
    state = act(state, move(5, "A0"), move(4, "A5"))
    assert state.ended is None and turn_cap(state) == 200
    state = GAME.apply_dealer(state, RandomValue(roll(2, 3)))  # turn 200 begins
    assert state.turns == 200
    state = GAME.apply_action(state, 1, state.legal[0])
    state = GAME.apply_action(state, 1, state.legal[0])
    assert state.ended is End.CAP and GAME.outcome(state) is not None


# --- H17 score, H18 ranking -----------------------------------------------------------------------


def finished(arrivals, captures, losses, players=3, bots=()):
    state = fresh(players)
    return evolve(state, arrivals=arrivals, captures=captures, losses=losses, bots=bots,
                  ended=End.CENTRE, sectors=BOARD.seats[players])  # fmt: skip


def test_h17_centre_points_plus_captures_minus_losses():
    state = finished((0, 1, 1, 2, 0), (2, 0, 1), (0, 3, 0))
    assert scoring.totals(state, 5) == (5 + 1 + 2, 4 + 3 - 3, 2 + 1)
    assert GAME.outcome(state).scores == (8, 4, 3)
    negative = finished((0, 0, 0, 0, 0), (0, 0, 0), (0, 3, 0))
    assert scoring.totals(negative, 5)[1] == -3


def test_h18_the_highest_total_wins():
    state = finished((0, 1, 1, 2, 0), (2, 0, 1), (0, 3, 0))
    assert GAME.ranking(state) == (1, 2, 3)
    assert GAME.outcome(state).winners == (0,) and GAME.pending(state) == GameOver(0)


def test_h18_a_tie_goes_to_the_earliest_first_arrival():
    # arrivals: seat 1 first (5), seat 0 (4), seat 2 three times (3 + 2 + 1)
    state = finished((1, 0, 2, 2, 2), (1, 0, 0), (0, 0, 1))
    assert scoring.totals(state, 5) == (5, 5, 5)
    assert GAME.ranking(state) == (2, 1, 3)  # only the arrival order separates them
    assert GAME.outcome(state).winners == (1,)


def test_h18_between_equal_totals_a_centre_pawn_and_an_earlier_one_rank_higher():
    state = finished((2, 1), (0, 1, 0), (4, 0, 0))  # totals: -4, 4+1 = 5, 5
    assert scoring.totals(state, 5) == (-4, 5, 5)
    assert GAME.ranking(state) == (3, 2, 1)  # seat 2 arrived first
    without = finished((2,), (4, 0, 0), (0, 0, 0))  # totals 4, 0, 5: no tie
    assert GAME.ranking(without) == (2, 3, 1)
    centre_beats_none = finished((2,), (0, 5, 0), (0, 0, 0))  # 0, 5, 5
    assert GAME.ranking(centre_beats_none) == (3, 2, 1)


def test_h18_tied_players_without_a_centre_pawn_share_the_place():
    state = finished((), (1, 1, 0), (0, 0, 2))
    assert GAME.ranking(state) == (1, 1, 3)
    assert GAME.outcome(state).winners == (0, 1) and GAME.pending(state) == GameOver(None)


def test_a_seat_played_by_the_timeout_bot_ranks_last():
    state = finished((0, 1, 1, 2, 0), (2, 0, 1), (0, 3, 0), bots=(0,))
    assert GAME.ranking(state) == (3, 1, 2)
    assert GAME.outcome(state).winners == (1,)
