"""H20, the rulings' worked example, move by move; and the Czech rulebook's two clarifications
(004: H11 a bridge crossed in the same turn only by the pawn that landed there with the first
die, H12 a stack entering a nearly full centre leaves one pawn outside)."""

from __future__ import annotations

import pytest
from hypkit import BOARD, GAME, act, move, names, position, sp

from core.errors import IllegalAction
from core.hypnosia import scoring
from core.hypnosia.board import BRIDGE, GATE
from core.hypnosia.state import End

RED_TURN = {
    0: ["A0", "A3", "H3", "H4"],  # pawn a on A0, pawn b on A3, H1 and H2 empty
    1: ["A8", "H2", "H3", "H4"],  # Green: a single pawn on A8, the rest at home
}


@pytest.fixture
def start():
    state = position(RED_TURN, dice=(5, 4))
    assert state.current == 0 and state.dice == (5, 4)
    return state


def test_h20_turn_1_a_lands_on_a_bridge_with_the_5_and_crosses_with_the_4(start):
    assert move(5, "A0") in start.legal
    after = act(start, move(5, "A0"))
    assert BOARD.kind[sp("A5")] == BRIDGE and names(after, 0)[:2] == ["A3", "A5"]
    assert move(4, "A5", inward=1) in after.legal  # landed with the first die (002/003, 004)
    done = act(after, move(4, "A5", inward=1))
    assert "B6" in names(done, 0)  # B3 (1 step) + 3 = B6
    assert BOARD.kind[sp("B6")] == BRIDGE  # a bridge it may cross next turn
    assert done.current == 1 and done.dice == ()


def test_h20_turn_2_b_captures_green_then_h3_leaves_home(start):
    after = act(start, move(5, "A3"))
    assert after.captures == (1, 0) and after.losses == (0, 1)  # Red +1, Green -1 (H15)
    assert "A8" in names(after, 0) and names(after, 1).count("captured") == 1
    assert move(4, "H3") in after.legal  # 4 >= 3
    assert move(4, "H4") not in after.legal  # H4 may not leave while H3 is occupied
    with pytest.raises(IllegalAction) as refused:
        GAME.apply_action(after, 0, move(4, "H4"))
    assert refused.value.code == "move/start" and "H3" in str(refused.value)
    done = act(after, move(4, "H3"))
    assert "A1" in names(done, 0)  # A(0 + 4 - 3)
    assert scoring.totals(done, BOARD.centre_places) == (1, -1)


def test_h20_turn_3_b_passes_the_bridge_and_cannot_cross_there(start):
    after = act(start, move(4, "A3"))
    assert "A7" in names(after, 0)
    assert move(5, "A7", inward=1) not in after.legal
    done = act(after, move(5, "A7"))
    assert "A12" in names(done, 0)  # it passed A11, a bridge, without crossing


def test_h20_not_legal_crossing_from_a_space_that_is_no_bridge(start):
    after = act(start, move(4, "A0"))
    assert "A4" in names(after, 0) and BOARD.kind[sp("A4")] != BRIDGE
    with pytest.raises(IllegalAction) as refused:
        GAME.apply_action(after, 0, move(5, "A4", inward=1))
    assert refused.value.code == "move/inward" and "H11" in str(refused.value)


def test_h20_a_green_stack_on_a8_stops_b():
    state = position({0: RED_TURN[0], 1: ["A8", "A8", "H3", "H4"]}, dice=(5, 4))
    assert move(5, "A3") not in state.legal
    with pytest.raises(IllegalAction) as refused:
        GAME.apply_action(state, 0, move(5, "A3"))
    assert refused.value.code == "move/capture" and "H15" in str(refused.value)


def test_h20_later_a_gate_then_the_centre_first_arrival_five_points():
    state = position({0: ["C2", "A0", "A3", "H4"], 1: ["A8", "H2", "H3", "H4"]}, dice=(2, 1))
    assert BOARD.kind[sp("C2")] == GATE and BOARD.kind[sp("C4")] == GATE
    after = act(state, move(2, "C2"))
    assert "C4" in names(after, 0)
    assert move(1, "C4", inward=1) in after.legal  # landed on a gate with the first die
    done = act(after, move(1, "C4", inward=1))
    assert done.arrivals == (0,) and "centre" in names(done, 0)
    assert scoring.totals(done, BOARD.centre_places) == (5, 0)


# --- 004's clarifications ---------------------------------------------------------------------


def test_h11_czech_only_the_pawn_that_landed_on_the_bridge_crosses_this_turn():
    """004: crossing in the same turn needs one pawn making both moves, having landed on the
    bridge space with the first die. Another pawn cannot use the bridge from elsewhere, and a
    pawn that lands there with the second die crosses next turn."""
    state = position({0: ["A0", "A1", "H3", "H4"], 1: ["A30", "H2", "H3", "H4"]}, dice=(5, 4))
    after = act(state, move(5, "A0"))  # a lands on bridge A5
    inward = [m for m in after.legal if m.inward]
    assert inward == [move(4, "A5", inward=1)]  # only the pawn standing on the bridge
    # b lands on bridge A11 with the second die: the turn is over, it crosses next turn
    other = act(position({0: ["A1", "A7", "H3", "H4"], 1: ["A30", "H2", "H3", "H4"]}),
                move(5, "A1"))  # fmt: skip
    assert [m for m in other.legal if m.inward] == []  # A6 and A7 are no bridges
    done = act(other, move(4, "A7"))
    assert "A11" in names(done, 0) and BOARD.kind[sp("A11")] == BRIDGE
    assert done.current == 1  # the turn is over; the crossing waits for the next one


def test_h12_czech_a_stack_entering_beside_four_leaves_one_pawn_on_the_gate():
    """004: if four pawns are in the centre, only one pawn of an entering stack goes in."""
    state = position(
        {0: ["C0", "C0", "centre", "centre"], 1: ["centre", "centre", "H3", "H4"]},
        dice=(1, 6),
        arrivals=(1, 0, 1, 0),
    )
    assert len(state.arrivals) == 4
    done = act(state, move(1, "C0", count=2, inward=1))
    assert done.arrivals == (1, 0, 1, 0, 0)  # one entered, fifth
    assert names(done, 0).count("C0") == 1  # the other stays on the gate
    assert done.ended is End.CENTRE  # the fifth pawn ends the game at once (H16)


def test_h12_a_stack_enters_with_one_1_taking_two_arrival_numbers():
    state = position({0: ["C0", "C0", "H3", "H4"], 1: ["A3", "H2", "H3", "H4"]}, dice=(1, 6))
    done = act(state, move(1, "C0", count=2, inward=1))
    assert done.arrivals == (0, 0)
    assert scoring.totals(done, BOARD.centre_places) == (9, 0)  # 5 + 4
