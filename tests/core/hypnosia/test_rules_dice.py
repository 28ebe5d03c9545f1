"""Using the dice (H8, H13): both if possible, else the larger; entering the centre is always
allowed and never forced; a die no move can use is lost; with no move the turn passes. Checked
case by case and against a brute-force reading of H13 over many random positions."""

from __future__ import annotations

import pytest
from hypkit import BOARD, GAME, act, move, position

from core.errors import IllegalAction
from core.hypnosia.moves import die_moves, is_entry, occupancy, play
from core.hypnosia.rules import two_dice
from core.hypnosia.state import Move, Pass, evolve
from core.stream import Stream

GREEN_HOME = ["H1", "H2", "H3", "H4"]


def test_h8_two_dice_from_one_joint_value():
    assert sorted(two_dice(v) for v in range(36)) == [(a, b) for a in range(1, 7)
                                                       for b in range(1, 7)]  # fmt: skip


def test_h13_both_dice_must_be_used_when_some_order_allows_it():
    """Red on A12 and A18, Green stacks on A19 and A22, dice 4 and 3: the 3 on A12 (to A15)
    is a legal move alone, but leaves the 4 unusable (A19 and A22 are stacks)."""
    state = position({0: ["A12", "A18", "centre", "centre"], 1: ["A19", "A19", "A22", "A22"]},
                     dice=(4, 3), arrivals=(0, 0))  # fmt: skip
    assert set(state.legal) == {move(3, "A18"), move(4, "A12")}
    with pytest.raises(IllegalAction) as refused:
        GAME.apply_action(state, 0, move(3, "A12"))
    assert refused.value.code == "move/dice" and "H13" in str(refused.value)
    done = act(state, move(4, "A12"), move(3, "A18"))
    assert done.current == 1 and done.lost_dice == ()


def test_h13_either_order_the_player_picks():
    state = position({0: ["A0", "H2", "H3", "H4"], 1: ["A30", "H2", "H3", "H4"]}, dice=(2, 5))
    assert move(2, "A0") in state.legal and move(5, "A0") in state.legal


def test_h13_the_larger_die_when_either_could_be_used_alone():
    """One Red pawn on A0, Green stack on A7: 6 then 1, or 1 then 6, ends on A7."""
    state = position({0: ["A0", "centre", "centre", "centre"], 1: ["A7", "A7", "A30", "A30"]},
                     dice=(1, 6), arrivals=(0, 0, 0))  # fmt: skip
    assert state.legal == (move(6, "A0"),)
    after = act(state, move(6, "A0"))
    assert after.current == 1 and after.lost_dice == (1,)


def test_h13_one_die_if_only_one_can_be_used():
    state = position({0: ["A0", "centre", "centre", "centre"], 1: ["A6", "A6", "A7", "A7"]},
                     dice=(6, 1), arrivals=(0, 0, 0))  # fmt: skip
    assert state.legal == (move(1, "A0"),)
    assert act(state, move(1, "A0")).lost_dice == (6,)


def test_h13_no_legal_move_the_turn_passes_at_the_roll():
    state = position({0: ["A0", "centre", "centre", "centre"], 1: ["A5", "A5", "A3", "A3"]},
                     dice=(5, 3), arrivals=(0, 0, 0))  # fmt: skip
    assert state.current == 1 and state.lost_dice == (5, 3) and state.dice == ()
    assert GAME.legal_actions(GAME.view(state, 0, None)).actions == ()


def test_h13_entering_is_always_allowed_even_if_the_other_die_is_then_lost():
    state = position({0: ["C0", "centre", "centre", "centre"], 1: GREEN_HOME}, dice=(1, 6),
                     arrivals=(0, 0, 0))  # fmt: skip
    assert move(1, "C0", inward=1) in state.legal
    assert move(1, "C0") in state.legal and move(6, "C0") in state.legal  # never forced
    done = act(state, move(1, "C0", inward=1))
    assert done.arrivals == (0, 0, 0, 0) and done.current == 1 and done.lost_dice == (6,)


def test_h13_entering_is_never_forced_a_seat_may_pass_instead():
    """Moving along from the gate is blocked (Green's stack on C1): entering is the only move,
    and it is not forced (the fifth arrival would end the game)."""
    state = position({0: ["C0", "centre", "centre", "A20"], 1: ["C1", "C1", "centre", "centre"]},
                     dice=(1, 1), arrivals=(0, 1, 0, 1))  # fmt: skip
    assert move(1, "A20") in state.legal  # the 1s can be used along A
    blocked = position({0: ["C0", "centre", "centre", "captured"],
                        1: ["C1", "C1", "centre", "centre"]},
                       dice=(1, 1), arrivals=(0, 1, 0, 1))  # fmt: skip
    assert blocked.legal == (move(1, "C0", inward=1), Pass())
    passed = act(blocked, Pass())
    assert passed.current == 1 and passed.lost_dice == (1, 1) and passed.ended is None
    with pytest.raises(IllegalAction) as refused:
        GAME.apply_action(state, 0, Pass())
    assert refused.value.code == "pass/not_allowed"


def test_h13_a_first_move_that_ends_the_game_counts_as_using_both():
    state = position({0: ["C0", "A3", "centre", "centre"], 1: ["centre", "centre", "H3", "H4"]},
                     dice=(1, 6), arrivals=(0, 1, 0, 1))  # fmt: skip
    done = act(state, move(1, "C0", inward=1))
    assert done.ended is not None and done.dice == (6,)


def test_a_die_not_rolled_is_refused():
    state = position({0: ["A0", "H2", "H3", "H4"], 1: GREEN_HOME}, dice=(5, 4))
    with pytest.raises(IllegalAction) as refused:
        GAME.apply_action(state, 0, move(3, "A0"))
    assert refused.value.code == "move/die"


# --- H13 against brute force ---------------------------------------------------------------------


def _plain_moves(pawns, seat, die):
    occ = occupancy(BOARD, pawns)
    return [m for m in die_moves(BOARD, pawns, occ, seat, die, False) if not is_entry(BOARD, m)]


def _expected_first_moves(state):
    """H13 read literally: the non-entry first moves of the longest non-entry sequences (the
    larger die on a tie of one), plus every entry with a 1; Pass if only entries remain."""
    a, b = state.dice
    sequences = []
    for first_die, second_die in ((a, b), (b, a)):
        for first in _plain_moves(state.pawns, 0, first_die):
            after = play(BOARD, state.pawns, state.arrivals, 0, first).pawns
            sequences.append((first, len(_plain_moves(after, 0, second_die)) > 0))
    longest = [m for m, both in sequences if both]
    if not longest:
        dice_used = {m.die for m, _ in sequences}
        longest = [m for m, _ in sequences if m.die == max(dice_used)] if dice_used else []
    entries = [m for d in set(state.dice)
               for m in die_moves(BOARD, state.pawns, occupancy(BOARD, state.pawns), 0, d, False)
               if is_entry(BOARD, m)]  # fmt: skip
    expected = set(longest) | set(entries)
    if entries and not longest:
        expected.add(Pass())
    return expected


def _random_position(stream):
    spaces = list(range(BOARD.centre))
    stream.shuffle(spaces)
    red = [spaces.pop() for _ in range(stream.below(4) + 1)]
    if stream.below(3) == 0:
        red.append(red[0])  # a stack
    green = []
    for _ in range(3):
        space = spaces.pop()
        green += [space] * (1 + stream.below(2))
    red = [BOARD.name(s) for s in red[:4]]
    red += ["centre"] * (4 - len(red))
    green = [BOARD.name(s) for s in green[:4]]
    green += ["captured"] * (4 - len(green))
    arrivals = (0,) * red.count("centre")
    dice = (stream.below(6) + 1, stream.below(6) + 1)
    return position({0: red, 1: green}, dice=dice, arrivals=arrivals)


def test_h13_legal_first_moves_match_a_brute_force_reading_over_random_positions():
    stream = Stream(11, "h13")
    checked = 0
    for _ in range(400):
        state = _random_position(stream)
        if state.current != 0 or state.ended is not None:
            assert state.dice == () or state.ended is not None  # the turn passed: no moves
            assert not _expected_first_moves(position_again(state))
            continue
        assert set(state.legal) == _expected_first_moves(state), state
        moves = [m for m in state.legal if isinstance(m, Move)]
        assert list(state.legal[: len(moves)]) == sorted(moves)  # sorted, Pass last
        checked += 1
    assert checked > 300


def position_again(state):
    """The passed turn's position with its dice back (to check that nothing was possible)."""
    return evolve(state, current=0, dice=state.lost_dice)
