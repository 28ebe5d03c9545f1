"""One die's move (H9-H12), stacks (H14), captures (H15), and the variant (H19): every case of
H14-H15 by name."""

from __future__ import annotations

import pytest
from hypkit import BOARD, GAME, act, move, names, position, sp

from core.errors import IllegalAction
from core.hypnosia import scoring

GREEN_HOME = ["H1", "H2", "H3", "H4"]


def refused(state, action):
    with pytest.raises(IllegalAction) as caught:
        GAME.apply_action(state, state.current, action)
    return caught.value


# --- H9 a unit moves exactly the die, passing over pawns ---------------------------------------


def test_h9_a_move_burns_the_whole_die_and_passes_over_pawns():
    state = position({0: ["A0", "H2", "H3", "H4"], 1: ["A2", "A2", "A3", "H4"]}, dice=(5, 4))
    done = act(state, move(5, "A0"))
    assert "A5" in names(done, 0)  # over Green's stack on A2 and single on A3, no effect
    assert done.captures == (0, 0)


def test_h9_nine_with_one_pawn_is_two_moves_each_a_real_landing():
    """003's "one pawn a total of 9 (5+4)": the first stop must be legal (H14, H15)."""
    state = position({0: ["A0", "H2", "H3", "H4"], 1: ["A5", "A5", "H3", "H4"]}, dice=(5, 4))
    assert move(5, "A0") not in state.legal  # a single cannot stop on Green's stack at A5
    after = act(state, move(4, "A0"))
    done = act(after, move(5, "A4"))
    assert "A9" in names(done, 0)


def test_h9_the_first_stop_captures_too():
    state = position({0: ["A0", "H2", "H3", "H4"], 1: ["A4", "H2", "H3", "H4"]}, dice=(4, 5))
    after = act(state, move(4, "A0"))
    assert after.captures == (1, 0)  # captured at the first stop of a 9
    assert "A9" in names(act(after, move(5, "A4")), 0)


def test_h1_no_move_ever_goes_clockwise_or_outward():
    state = position({0: ["B6", "C3", "centre", "centre"], 1: GREEN_HOME}, dice=(3, 2))
    for first in state.legal:
        after = act(state, first)
        for second in after.legal or [None]:
            done = act(after, second) if second else after
            assert all(p >= sp("B0") for p in done.pawns[0])  # nothing back onto circle A
            assert BOARD.name(done.pawns[0][1]).startswith("C")  # nor from C to B


# --- H10 leaving home -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("slot", "die", "lands"),
    [(1, 1, "A0"), (1, 6, "A5"), (2, 2, "A0"), (3, 5, "A2"), (4, 4, "A0"), (4, 6, "A2")],
)
def test_h10_the_lowest_home_pawn_leaves_with_a_die_of_at_least_its_slot(slot, die, lands):
    pawns = [f"H{k}" for k in range(slot, 5)] + ["centre"] * (slot - 1)
    state = position({0: pawns, 1: GREEN_HOME}, dice=(die, die), arrivals=(0,) * (slot - 1))
    assert move(die, f"H{slot}") in state.legal
    assert lands in names(act(state, move(die, f"H{slot}")), 0)


def test_h10_a_die_below_the_slot_cannot_leave():
    state = position({0: ["H3", "H4", "A10", "A20"], 1: GREEN_HOME}, dice=(2, 1))
    assert not any(BOARD.is_home(m.start) for m in state.legal)
    assert refused(state, move(2, "H3")).code == "move/home"


def test_h10_another_sectors_lane_is_not_yours():
    state = position({0: ["H1", "H2", "H3", "H4"], 1: GREEN_HOME}, dice=(2, 1))
    error = refused(state, move(2, "H1", sector=3))
    assert error.code == "move/start" and "not your home lane" in str(error)


# --- H11 bridges, H12 gates and the centre ------------------------------------------------------


def test_h11_crossing_is_optional_and_costs_one_step():
    state = position({0: ["A11", "H2", "H3", "H4"], 1: GREEN_HOME}, dice=(3, 3))
    assert move(3, "A11") in state.legal and move(3, "A11", inward=1) in state.legal
    assert "B9" in names(act(state, move(3, "A11", inward=1)), 0)  # B7 + 2
    assert "A14" in names(act(state, move(3, "A11")), 0)


def test_h12_only_a_1_enters_and_other_dice_move_along_c():
    state = position({0: ["C6", "H2", "H3", "H4"], 1: GREEN_HOME}, dice=(3, 2))
    assert all(m.inward == 0 for m in state.legal)
    error = refused(state, move(3, "C6", inward=1))
    assert error.code == "move/centre" and "H12" in str(error)


def test_h12_the_centre_holds_five_and_is_safe():
    state = position({0: ["C0", "centre", "H3", "H4"], 1: ["centre", "A30", "H3", "H4"]},
                     dice=(1, 2), arrivals=(1, 0))  # fmt: skip
    done = act(state, move(1, "C0", inward=1))
    assert done.arrivals == (1, 0, 0) and done.captures == (0, 0)
    assert scoring.totals(done, BOARD.centre_places) == (4 + 3, 5)


# --- H14 stacks ---------------------------------------------------------------------------------


def test_h14_a_single_landing_on_its_owners_single_forms_a_stack():
    state = position({0: ["A0", "A5", "H3", "H4"], 1: GREEN_HOME}, dice=(5, 4))
    done = act(state, move(5, "A0"))
    assert names(done, 0).count("A5") == 2


def test_h14_a_single_may_not_land_on_its_owners_stack():
    state = position({0: ["A0", "A5", "A5", "H4"], 1: GREEN_HOME}, dice=(5, 4))
    assert move(5, "A0") not in state.legal
    error = refused(state, move(5, "A0"))
    assert error.code == "move/stack" and "H14" in str(error)


def test_h14_a_stack_may_not_land_on_its_owners_single_or_stack():
    state = position({0: ["A0", "A0", "A5", "H4"], 1: GREEN_HOME}, dice=(5, 4))
    assert move(5, "A0", count=2) not in state.legal
    assert refused(state, move(5, "A0", count=2)).code == "move/stack"
    state = position({0: ["A0", "A0", "A5", "A5"], 1: GREEN_HOME}, dice=(5, 4))
    assert refused(state, move(5, "A0", count=2)).code == "move/stack"


def test_h14_a_stack_moves_as_one_with_one_die():
    state = position({0: ["A0", "A0", "H3", "H4"], 1: GREEN_HOME}, dice=(5, 4))
    done = act(state, move(4, "A0", count=2))
    assert names(done, 0).count("A4") == 2 and done.dice == (5,)


def test_h14_moving_one_pawn_of_a_stack_splits_it():
    state = position({0: ["A0", "A0", "H3", "H4"], 1: GREEN_HOME}, dice=(5, 4))
    done = act(state, move(4, "A0", count=1))
    assert names(done, 0).count("A0") == 1 and "A4" in names(done, 0)


def test_h14_a_stack_formed_by_the_first_move_may_move_or_split_with_the_second():
    state = position({0: ["A0", "A4", "H3", "H4"], 1: GREEN_HOME}, dice=(4, 5))
    after = act(state, move(4, "A0"))
    assert move(5, "A4", count=2) in after.legal and move(5, "A4", count=1) in after.legal
    assert names(act(after, move(5, "A4", count=2)), 0).count("A9") == 2


def test_h14_stacks_cross_bridges_and_gates():
    state = position({0: ["A5", "A5", "C2", "C2"], 1: GREEN_HOME}, dice=(3, 1))
    assert move(3, "A5", count=2, inward=1) in state.legal
    assert move(1, "C2", count=2, inward=1) in state.legal


def test_h14_a_pawn_leaving_home_onto_its_owners_single_stacks():
    state = position({0: ["A2", "H3", "H4", "centre"], 1: GREEN_HOME}, dice=(5, 6),
                     arrivals=(0,))  # fmt: skip
    done = act(state, move(5, "H3"))
    assert names(done, 0).count("A2") == 2


# --- H15 captures -------------------------------------------------------------------------------


def test_h15_a_single_captures_a_single():
    state = position({0: ["A0", "H2", "H3", "H4"], 1: ["A5", "H2", "H3", "H4"]}, dice=(5, 4))
    done = act(state, move(5, "A0"))
    assert done.captures == (1, 0) and done.losses == (0, 1)
    assert "captured" in names(done, 1)


def test_h15_a_single_may_not_land_on_an_opposing_stack():
    state = position({0: ["A0", "H2", "H3", "H4"], 1: ["A5", "A5", "H3", "H4"]}, dice=(5, 4))
    assert move(5, "A0") not in state.legal
    error = refused(state, move(5, "A0"))
    assert error.code == "move/capture" and "seat 1's stack" in str(error)


def test_h15_a_stack_captures_a_single():
    state = position({0: ["A0", "A0", "H3", "H4"], 1: ["A5", "H2", "H3", "H4"]}, dice=(5, 4))
    done = act(state, move(5, "A0", count=2))
    assert done.captures == (1, 0) and done.losses == (0, 1)
    assert names(done, 0).count("A5") == 2


def test_h15_a_stack_captures_a_stack_two_points_each_way():
    state = position({0: ["A0", "A0", "H3", "H4"], 1: ["A5", "A5", "H3", "H4"]}, dice=(5, 4))
    done = act(state, move(5, "A0", count=2))
    assert done.captures == (2, 0) and done.losses == (0, 2)
    assert names(done, 1).count("captured") == 2
    assert scoring.totals(done, BOARD.centre_places) == (2, -2)


def test_h15_one_pawn_split_off_a_stack_is_a_single():
    state = position({0: ["A0", "A0", "H3", "H4"], 1: ["A5", "A5", "H3", "H4"]}, dice=(5, 4))
    assert refused(state, move(5, "A0", count=1)).code == "move/capture"


def test_h15_a_pawn_leaving_home_captures_on_landing():
    state = position({0: ["H1", "H2", "H3", "H4"], 1: ["A3", "H2", "H3", "H4"]}, dice=(4, 6))
    done = act(state, move(4, "H1"))
    assert done.captures == (1, 0) and "A3" in names(done, 0)


def test_h15_home_lanes_are_safe_and_captured_pawns_never_return():
    state = position({0: ["A0", "H2", "H3", "H4"], 1: ["A5", "H2", "H3", "H4"]}, dice=(5, 4))
    done = act(state, move(5, "A0"), move(4, "H2"))
    assert names(done, 1).count("captured") == 1
    assert sum(1 for p in done.pawns[1] if BOARD.is_home(p)) == 3  # untouched at home


# --- H19 the variant --------------------------------------------------------------------------


def test_h19_no_stack_over_bridges_only_singles_cross():
    pawns = {0: ["A5", "A5", "C2", "C2"], 1: GREEN_HOME}
    state = position(pawns, dice=(3, 1), variant=True)
    assert move(3, "A5", count=2, inward=1) not in state.legal
    assert move(1, "C2", count=2, inward=1) not in state.legal  # it cannot score in one move
    error = refused(state, move(3, "A5", count=2, inward=1))
    assert error.code == "move/variant" and "H19" in str(error)
    # one pawn of the stack may go inward: it splits the stack
    assert move(3, "A5", count=1, inward=1) in state.legal
    assert move(1, "C2", count=1, inward=1) in state.legal
    done = act(state, move(1, "C2", count=1, inward=1))
    assert done.arrivals == (0,) and names(done, 0).count("C2") == 1
    assert move(3, "A5", count=2, inward=1) in position(pawns, dice=(3, 1)).legal
