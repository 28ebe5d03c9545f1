"""A slot of the scramble (V9-V15): what a seat may do, and how a slot resolves (V13)."""

from __future__ import annotations

import pytest
from vkit import CARDS, GAME, card, choose, play_slot, scramble, take

from core.errors import IllegalAction, MalformedAction
from core.hypnovision.slots import contest_winner
from core.hypnovision.state import (
    ON_TABLE,
    SLOT_CAP,
    Contest,
    Phase,
    Return,
    Roll,
    Stop,
    Take,
    Wait,
    evolve,
)
from core.view import View
from core.vocabulary import AwaitSimultaneous, RandomStep, RandomValue


def legal(state, seat):
    return list(GAME.legal_actions(View(state, seat)))


# --- what a seat may do (V11, V12) ---------------------------------------------------------------


def test_a_slot_offers_wait_done_stop_and_a_take_of_every_card_sorted():
    state = scramble(3, held={1: ["HV05", "HV40"]})
    actions = legal(state, 0)
    assert actions[:3] == [Wait(0), Wait(1), Stop()]
    assert actions[3:] == [Take(c) for c in range(len(CARDS))]  # a gone one is void (V13)
    assert legal(state, 0) == actions  # stable
    assert GAME.pending(state) == AwaitSimultaneous((0, 1, 2), GAME.pending(state).decision)


def test_v11_slot_zero_carries_no_actions_and_its_value_gives_the_dice():
    state = evolve(scramble(2, dice=()), slot=0)
    assert legal(state, 0) == [Wait(0)]
    with pytest.raises(IllegalAction, match="slot/zero"):
        GAME.apply_action(state, 0, take("HV01"))
    chosen = choose(state, {})
    assert GAME.pending(chosen) == RandomStep(6**4)
    # brown in the lowest base-6 digit, then purple, orange, green
    value = 2 + 6 * 5 + 36 * 0 + 216 * 3
    after = GAME.apply_dealer(chosen, RandomValue(value))
    assert after.dice == (3, 6, 1, 4) and after.slot == 1 and after.phase is Phase.SLOT


def test_a_seat_that_chose_is_not_asked_again_and_its_choice_is_not_seen_applied_yet():
    state = scramble(3)
    once = GAME.apply_action(state, 1, take("HV01"))
    assert legal(once, 1) == [] and GAME.pending(once).seats == (0, 2)
    assert once.holder[card("HV01")] == ON_TABLE  # nothing resolves before every choice is in
    assert legal(once, 0) == legal(state, 0)  # the others' options are unchanged
    with pytest.raises(IllegalAction, match="slot/chosen"):
        GAME.apply_action(once, 1, Wait(0))


@pytest.mark.parametrize(
    ("action", "error", "code"),
    [
        (Take(52), IllegalAction, "slot/card"),
        (Take(-1), IllegalAction, "slot/card"),
        (Wait(2), IllegalAction, "slot/done"),
        (Wait(True), IllegalAction, "slot/done"),
        (Take(True), IllegalAction, "slot/card"),
        (Return(0), IllegalAction, "return/not_marked"),
        (Roll(), IllegalAction, "roll/not_roller"),
        ("take HV01", MalformedAction, "action/type"),
    ],
)
def test_illegal_or_malformed_actions_are_refused_with_a_reason_and_the_state_unchanged(
    action, error, code
):
    state = scramble(2)
    before = GAME.state_hash(state)
    with pytest.raises(error) as caught:
        GAME.apply_action(state, 0, action)
    assert caught.value.code == code and caught.value.seat == 0
    assert GAME.state_hash(state) == before
    assert action not in GAME.legal_actions(View(state, 0))


def test_the_wire_form_of_every_action_decodes_back_and_a_bad_one_is_refused():
    for action in (Wait(0), Wait(1), Stop(), Take(51), Return(3), Roll()):
        assert GAME.decode_action(GAME.encode_action(action)) == action
    for data in ({"type": "Take", "card": True}, {"type": "Take"}, {"type": "Grab", "card": 1},
                 {"type": "Wait", "done": 0.0}, ["Take", 1]):  # fmt: skip
        with pytest.raises(MalformedAction):
            GAME.decode_action(data)


# --- V13: resolving a slot -----------------------------------------------------------------------


def test_v13_a_card_claimed_by_one_seat_goes_to_it():
    after = play_slot(scramble(3), {2: take("HV21")})
    assert after.holder[card("HV21")] == 2 and after.taken[2] == (card("HV21"),)
    assert after.last.taken == ((2, card("HV21")),) and after.slot == 2


def test_v13_two_seats_taking_one_card_the_winner_is_drawn_from_the_slots_value():
    hv = card("HV22")
    winners = {}
    for value in range(200):
        after = play_slot(scramble(3), {0: Take(hv), 2: Take(hv)}, value)
        winner = after.holder[hv]
        assert winner == contest_winner(value, CARDS[hv], (0, 2))  # the same on every peer
        assert after.last.contests == (Contest(hv, (0, 2), winner),)
        loser = 2 - winner
        assert after.taken[loser] == () and after.taken[winner] == (hv,)  # the other: nothing
        again = play_slot(scramble(3), {2: Take(hv), 0: Take(hv)}, value)
        assert GAME.state_hash(again) == GAME.state_hash(after)
        winners[value] = winner
    share = sum(1 for w in winners.values() if w == 0) / len(winners)
    assert 0.38 < share < 0.62  # uniform between the two


def test_v13_the_draw_is_tagged_with_the_card_so_two_contests_in_one_slot_are_independent():
    a, b = card("HV01"), card("HV02")
    same = 0
    for value in range(200):
        after = play_slot(scramble(2), {0: Take(a), 1: Take(a)}, value)
        other = play_slot(scramble(2), {0: Take(b), 1: Take(b)}, value)
        same += after.holder[a] == other.holder[b]
    assert 60 < same < 140


def test_v13_three_claimants_each_get_the_card_about_a_third_of_the_time():
    hv = card("HV49")
    counts = [0, 0, 0]
    for value in range(300):
        counts[
            play_slot(scramble(3), {0: Take(hv), 1: Take(hv), 2: Take(hv)}, value).holder[hv]
        ] += 1
    assert all(70 < n < 130 for n in counts), counts


def test_v13_a_card_claimed_after_it_has_gone_is_void():
    # seat 1 clicked HV07 while it lay on the table; seat 0 took it in the slot before
    state = play_slot(scramble(2), {0: take("HV07")})
    assert state.holder[card("HV07")] == 0
    assert take("HV07") in GAME.legal_actions(View(state, 1))  # a take needs no reason (V12)
    state = play_slot(state, {1: Wait(1)})  # (seat 1 was done: the void take clears it)
    after = play_slot(state, {0: Wait(1), 1: take("HV07")})
    assert after.last.void == ((1, card("HV07")),) and after.last.taken == ()
    assert after.holder == state.holder and after.taken == state.taken
    assert after.done == (True, False) and after.phase is Phase.SLOT
    texts = [GAME.render(m) for m in GAME.describe_changes(state, after)]
    assert texts == ["seat 1 grabs HV07 (1 orange), but it is gone"]


def test_v13_resolution_order_takes_then_returns_then_stop_then_done():
    # seat 0 (marked, V18) returns HV13 while seat 1 claims it: the claim is for a card not on
    # the table at the slot's start, so it is void; the card is back in its cell afterwards;
    # seat 2's Stop ends the scramble after the slot's takes
    state = scramble(3, held={0: ["HV13"]}, young=(0,))
    after = play_slot(state, {0: Return(card("HV13")), 1: take("HV13"), 2: Stop()}, 5)
    assert after.last.void == ((1, card("HV13")),)
    assert after.last.returned == ((0, card("HV13")),)
    assert after.last.stoppers == (2,)
    assert after.round == 1 and len(after.penalties) == 1  # (3) Stop ended the scramble
    assert after.holder[card("HV13")] == ON_TABLE  # (2) after (1): back, and not taken


# --- V14: Stop ----------------------------------------------------------------------------------


def test_v14_stop_and_a_take_in_one_slot_the_take_counts_then_the_scramble_ends():
    dice = (1, 0 + 1, 1, 1)
    state = scramble(2, dice=dice, held={0: ["HV01", "HV04", "HV07", "HV10"]})
    after = play_slot(state, {0: Stop(), 1: take("HV21")})
    assert after.last.taken == ((1, card("HV21")),) and after.last.stoppers == (0,)
    # scored at once: seat 0 exact and a correct Stop: 0; seat 1 holds 3 brown: 2 + 1 + 1 + 1
    assert after.penalties == ((0, 5),)
    assert after.phase is Phase.LAYOUT  # no later slot: the next scramble's layout is due


def test_v14_two_stops_in_one_slot_are_both_callers_each_checked_on_its_own():
    state = scramble(3, dice=(1, 1, 1, 1),
                     held={0: ["HV01", "HV04", "HV07", "HV10"], 1: ["HV02"]})  # fmt: skip
    after = play_slot(state, {0: Stop(), 1: Stop()})
    assert after.stoppers == (0, 1)
    # seat 0 exact: 0; seat 1 three short and a wrong Stop: 3 + 3; seat 2 nothing: 4
    assert after.penalties == ((0, 6, 4),)


# --- V15: Done, the cap --------------------------------------------------------------------------


def test_v15_the_scramble_ends_after_a_slot_in_which_everyone_is_done():
    state = play_slot(scramble(2), {0: Wait(1)})
    assert state.done == (True, False) and state.phase is Phase.SLOT
    state = play_slot(state, {0: Wait(1), 1: Wait(1)})
    assert len(state.penalties) == 1 and state.last.slot == 2


def test_v15_a_take_clears_done_even_in_the_slot_everyone_else_is_done():
    state = play_slot(scramble(2), {0: Wait(1), 1: take("HV01")})
    assert state.done == (True, False) and state.phase is Phase.SLOT


def test_v15_the_slot_cap_ends_the_scramble_as_if_all_were_done():
    state = scramble(2, slot=SLOT_CAP - 1)
    state = play_slot(state, {0: take("HV01")})
    assert state.phase is Phase.SLOT and state.slot == SLOT_CAP
    state = play_slot(state, {1: take("HV02")})
    assert len(state.penalties) == 1 and state.last.slot == SLOT_CAP
    assert GAME.render(GAME.describe_changes(scramble(2, slot=SLOT_CAP), state)[-2]).startswith(
        "scramble 1 ends at the slot cap"
    )


def test_v15_the_slot_cap_is_reached_by_playing_every_slot():
    state = scramble(2)
    slots = 0
    while state.phase is Phase.SLOT:
        state = play_slot(state, {}, slots)
        slots += 1
    assert slots == SLOT_CAP and state.last.slot == SLOT_CAP


def test_v15_a_seat_out_chooses_nothing_keeps_its_cards_and_ranks_last():
    state = scramble(3, dice=(1, 1, 1, 1), held={1: ["HV01", "HV04", "HV07", "HV10"]})
    state = GAME.apply_action(state, 1, Wait(1))
    state = GAME.time_out(state, 1)
    assert state.out == (1,) and state.chosen[1] is None
    assert GAME.pending(state).seats == (0, 2) and legal(state, 1) == []
    with pytest.raises(IllegalAction, match="slot/out"):
        GAME.apply_action(state, 1, Wait(0))
    state = play_slot(state, {0: Wait(1), 2: Wait(1)})  # everyone still in is done
    assert state.penalties == ((4, 0, 4),)  # its cards are scored
    assert GAME.ranking(state)[1] == 3  # but it ranks last
    assert GAME.seats_out(state) == (1,) and GAME.time_out(state, 1) == state
