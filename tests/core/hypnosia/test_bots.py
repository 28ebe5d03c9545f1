"""Hypnosia's bots: the strategic bot captures, stacks when that protects, enters the centre,
ends the game only when that does not throw away a chance to win, is deterministic (a timed-out
seat's moves are computed alike by every peer), and beats the random bot."""

from __future__ import annotations

from hypkit import GAME, move, position

from client.cli.simulate import simulate
from core.hypnosia.state import evolve

GREEN_HOME = ["H1", "H2", "H3", "H4"]


def strategic(state, seed=0):
    view = GAME.view(state, state.current, None)
    return GAME.bots["strategic"](seed).choose(view, GAME.legal_actions(view))


def one_die(state, die):
    """The same position, at the turn's second move with ``die`` left."""
    from core.hypnosia import rules

    return rules.settle(GAME.board, evolve(state, dice=(die,)))


def whole_turn(state):
    """The strategic bot's turn: its moves until the dice are used."""
    seat = state.current
    while state.current == seat and state.ended is None:
        state = GAME.apply_action(state, seat, strategic(state))
    return state


def test_strategic_captures_a_single_in_reach():
    state = position({0: ["A0", "H2", "H3", "H4"], 1: ["A5", "H2", "H3", "H4"]}, dice=(5, 3))
    assert whole_turn(state).captures == (1, 0)


def test_strategic_stacks_a_threatened_pawn_when_that_protects_it():
    """Green's single on A8 threatens Red's single on A10; A6 + 4 stacks on A10, and only a
    stack can capture a stack (H15)."""
    state = one_die(position({0: ["A6", "A10", "centre", "centre"],
                              1: ["A8", "A20", "H3", "H4"]}, arrivals=(0, 0)), 4)  # fmt: skip
    assert strategic(state) == move(4, "A6")


def test_strategic_enters_the_centre():
    state = one_die(position({0: ["C0", "A10", "H3", "H4"], 1: GREEN_HOME}), 1)
    assert strategic(state) == move(1, "C0", inward=1)


def test_strategic_ends_the_game_when_it_wins_by_it():
    pawns = {0: ["C0", "A10", "centre", "centre"], 1: ["centre", "centre", "A3", "H4"]}
    state = one_die(position(pawns, arrivals=(0, 1, 0, 1)), 1)  # Red 5 + 3, Green 4 + 2
    assert strategic(state) == move(1, "C0", inward=1)


def test_strategic_keeps_the_game_going_while_captures_could_still_win_it():
    pawns = {0: ["C0", "A10", "centre", "centre"], 1: ["centre", "centre", "A13", "H4"]}
    state = one_die(position(pawns, arrivals=(1, 0, 1, 0)), 1)  # Red 4 + 2 + 1 < Green 5 + 3
    assert strategic(state) != move(1, "C0", inward=1)


def test_strategic_ends_a_game_it_can_no_longer_win():
    """Green (5 + 3) has no pawn left to capture: Red (4 + 2) only drags the game on."""
    pawns = {0: ["C0", "captured", "centre", "centre"],
             1: ["centre", "centre", "captured", "captured"]}  # fmt: skip
    state = one_die(position(pawns, arrivals=(1, 0, 1, 0)), 1)
    assert set(state.legal) == {move(1, "C0"), move(1, "C0", inward=1)}
    assert strategic(state) == move(1, "C0", inward=1)


def test_strategic_is_deterministic_whatever_its_seed():
    state = position({0: ["A0", "A3", "H3", "H4"], 1: ["A8", "A30", "H3", "H4"]}, dice=(5, 4))
    assert len({strategic(state, seed) for seed in ("a", 1, b"x", 99)}) == 1


def test_random_is_seeded():
    state = position({0: ["A0", "A3", "H3", "H4"], 1: ["A8", "A30", "H3", "H4"]}, dice=(5, 4))
    view = GAME.view(state, 0, None)
    legal = GAME.legal_actions(view)
    picks = [GAME.bots["random"]("seed").choose(view, legal) for _ in range(3)]
    assert len(set(picks)) == 1 and picks[0] in legal
    assert len({GAME.bots["random"](s).choose(view, legal) for s in range(20)}) > 1


def test_strategic_beats_random_in_at_least_85_percent_of_2_player_games():
    summary = simulate(2, 60, ["strategic", "random"], 5, game=GAME)
    assert summary.unfinished == 0
    assert summary.wins_by_bot["strategic"] >= 0.85 * 60
