"""The game around the scrambles: the start (V7), layouts and dice (V6, V11), rolls in turn
(V8), scoring (V16, Maja's example), five rounds and shared victory (V17), the variants (V18,
V19), settings."""

from __future__ import annotations

import pytest
from vkit import CARDS, GAME, card, play_slot, scramble, take

from core.errors import IllegalAction
from core.game import SettingsError
from core.hypnovision import rules, scoring
from core.hypnovision.state import ROUNDS, Phase, Return, Roll, Stop, Wait, evolve
from core.play import Table
from core.view import View
from core.vocabulary import AwaitAction, GameOver, RandomStep, RandomValue


def test_v7_one_die_each_the_highest_starts_a_tie_rerolls_only_the_tied():
    state = GAME.new_game(GAME.settings({"players": 4}))
    assert GAME.pending(state) == RandomStep(6**4)
    # dice 5, 6, 2, 6 (seat 0 in the lowest digit): seats 1 and 3 tie
    state = GAME.apply_dealer(state, RandomValue(4 + 6 * 5 + 36 * 1 + 216 * 5))
    assert state.rolling == (1, 3) and state.starter == -1
    assert GAME.pending(state) == RandomStep(36)
    state = GAME.apply_dealer(state, RandomValue(2 + 6 * 3))  # seat 1: 3, seat 3: 4
    assert state.starter == 3 and state.phase is Phase.LAYOUT
    assert state.start_rolls == ((0, 5), (1, 6), (2, 2), (3, 6), (1, 3), (3, 4))
    start = GAME.new_game(GAME.settings({"players": 4}))
    words = [GAME.render(m) for m in GAME.describe_changes(start, state)]
    assert "seat 3 has the highest roll and starts" in words


def test_v6_v8_a_new_layout_each_scramble_rolled_by_the_next_seat_in_turn():
    table = Table.deal(GAME, GAME.settings({"players": 3}), "layouts")
    layouts, rollers = [], []
    while not isinstance(GAME.pending(table.state), GameOver):
        step = GAME.pending(table.state)
        if isinstance(step, AwaitAction):
            assert step.seat == table.state.roller
            assert list(GAME.legal_actions(table.view(step.seat))) == [Roll()]
            layouts.append(table.state.cell_of)
            rollers.append(table.state.roller)
            table.act(step.seat, Roll())
        elif isinstance(step, RandomStep):
            table.serve()
        else:  # everyone done at once: a quick scramble
            for seat in step.seats:
                table.act(seat, Wait(1) if table.state.slot else Wait(0))
    assert len(layouts) == ROUNDS and len(set(layouts)) == ROUNDS
    assert all(sorted(cells) == list(range(len(CARDS))) for cells in layouts)  # 13 x 4, no gap
    starter = table.state.starter
    assert rollers == [(starter + k) % 3 for k in range(ROUNDS)]
    outcome = GAME.outcome(table.state)
    assert outcome is not None and len(table.state.penalties) == ROUNDS


def test_the_layout_is_a_permutation_drawn_from_the_joint_value():
    assert rules.layout(1) == rules.layout(1) != rules.layout(2)
    assert sorted(rules.layout(2**64 - 1)) == list(range(52))


def test_v16_majas_example_three_cards_one_brown_too_many_one_purple_one_orange_short_and_stop():
    # dice: 2 brown, 2 purple, 2 orange, 1 green; Maja's three cards, HV37 (2 brown, 1 purple),
    # HV27 (1 brown, 1 orange) and HV10 (1 green), show 3 brown, 1 purple, 1 orange, 1 green
    held = ["HV37", "HV27", "HV10"]
    have = scoring.counts(CARDS, [card(c) for c in held])
    dice = (2, 2, 2, 1)
    assert have == (3, 1, 1, 1)
    assert scoring.difference(dice, have) == 3
    assert scoring.penalty(dice, have, called_stop=True) == 6
    after = play_slot(scramble(2, dice=dice, held={0: held}), {0: Stop()})
    assert after.penalties[-1][0] == 6
    assert after.penalties[-1][1] == sum(dice)  # no cards: the dice total (V16)


def test_v16_a_correct_stop_earns_nothing_else_and_penalties_count_characters():
    assert scoring.penalty((1, 2, 3, 4), (1, 2, 3, 4), called_stop=True) == 0
    assert scoring.penalty((1, 1, 1, 1), (4, 0, 1, 1), called_stop=False) == 4
    assert scoring.penalty((6, 6, 6, 6), (0, 0, 0, 0), called_stop=True) == 27


def test_v4_markers_show_fives_and_ones():
    assert scoring.markers(0) == (0, 0)
    assert scoring.markers(4) == (0, 4)
    assert scoring.markers(17) == (3, 2)  # three purple -5, two black -1


def test_v17_after_the_fifth_scramble_the_fewest_points_win():
    state = scramble(3, round=5, penalties=((2, 1, 4),) * 4, dice=(1, 1, 1, 1))
    state = play_slot(state, {1: Stop()}, 0)  # nobody holds a card: 4 each, +3 for the Stop
    assert state.phase is Phase.OVER and state.penalties[-1] == (4, 7, 4)
    assert state.totals() == (12, 11, 20)
    assert GAME.outcome(state).winners == (1,) and GAME.pending(state) == GameOver(1)
    assert GAME.ranking(state) == (2, 1, 3)


def test_v17_equal_fewest_points_share_the_victory():
    even = scramble(2, round=5, penalties=((2, 2),) * 4, dice=(1, 1, 1, 1))
    even = play_slot(even, {0: Wait(1), 1: Wait(1)})
    assert even.totals() == (12, 12)
    assert GAME.outcome(even).winners == (0, 1) and GAME.pending(even) == GameOver(None)
    assert GAME.ranking(even) == (1, 1)
    assert all(len(GAME.legal_actions(View(even, s))) == 0 for s in (0, 1))


def test_v18_a_marked_seat_may_return_a_card_to_its_cell_takeable_from_the_next_slot():
    state = scramble(2, held={0: ["HV21"], 1: ["HV22"]}, young=(0,))
    offered = list(GAME.legal_actions(View(state, 0)))
    assert Return(card("HV21")) in offered and offered[-1] == Return(card("HV21"))
    assert Return(card("HV22")) not in offered  # not its card
    assert not [a for a in GAME.legal_actions(View(state, 1)) if isinstance(a, Return)]
    with pytest.raises(IllegalAction, match="return/not_marked"):
        GAME.apply_action(state, 1, Return(card("HV22")))
    with pytest.raises(IllegalAction, match="return/not_yours"):
        GAME.apply_action(state, 0, Return(card("HV22")))
    after = play_slot(state, {0: Return(card("HV21"))})
    assert after.taken[0] == () and after.last.returned == ((0, card("HV21")),)
    assert after.cell_of == state.cell_of  # back in its own cell: no card ever moves (V6)
    assert take("HV21") in GAME.legal_actions(View(after, 1))


def test_v19_memory_is_a_setting_of_the_display_the_state_keeps_every_card():
    settings = GAME.settings({"players": 2, "memory": True})
    assert settings.memory and GAME.settings_values(settings)["memory"] is True
    state = play_slot(scramble(2, memory=True), {0: take("HV01")})
    assert state.memory and state.taken[0] == (card("HV01"),)


def test_settings_are_validated_naming_the_setting():
    assert GAME.settings({"players": 4, "young": "3, 1"}).young == (1, 3)
    assert GAME.settings_values(GAME.settings({"players": 4, "young": "3,1"}))["young"] == "1,3"
    for bad, name in (({"players": 7}, "players"), ({"young": "2"}, "young"),
                      ({"young": "0,0"}, "young"), ({"young": "x"}, "young"),
                      ({"memory": "yes"}, "memory"), ({"speed": 1}, "speed")):  # fmt: skip
        with pytest.raises(SettingsError) as caught:
            GAME.settings(bad)
        assert caught.value.setting == name


def test_only_the_roller_rolls_and_a_slot_needs_the_roll_first():
    state = evolve(scramble(2), phase=Phase.ROLL, roller=1, dice=())
    assert GAME.pending(state) == AwaitAction(1, GAME.pending(state).decision)
    with pytest.raises(IllegalAction, match="roll/not_roller"):
        GAME.apply_action(state, 0, Roll())
    with pytest.raises(IllegalAction, match="turn/not_asked"):
        GAME.apply_action(state, 1, Wait(0))
    rolled = GAME.apply_action(state, 1, Roll())
    assert rolled.phase is Phase.SLOT and rolled.slot == 0


def test_the_slot_a_session_serves_and_whether_cards_lie_face_down():
    state = scramble(2, slot=7, memory=True)
    assert GAME.slot(state) == 7 and state.face_down
    chosen = GAME.apply_action(GAME.apply_action(state, 0, Wait(0)), 1, Wait(0))
    assert GAME.pending(chosen) == RandomStep(2**64) and GAME.slot(chosen) == 7
    scored = play_slot(state, {0: Stop()})
    assert GAME.slot(scored) is None and not scored.face_down  # scoring turns them up
    assert scored.taken == state.taken  # the scored cards stay until the next layout
    assert not scramble(2, memory=False).face_down
    assert GAME.slot(GAME.new_game(GAME.settings())) is None


def test_v15_a_seat_out_before_the_scramble_the_start_and_the_roll_go_on_without_it():
    start = GAME.new_game(GAME.settings({"players": 3}))
    start = GAME.apply_dealer(start, RandomValue(5 + 6 * 5 + 36 * 0))  # seats 0, 1 tie on 6
    assert start.rolling == (0, 1)
    alone = GAME.time_out(start, 0)
    assert alone.starter == 1 and alone.phase is Phase.LAYOUT and alone.out == (0,)
    gone = GAME.apply_dealer(GAME.time_out(alone, 1), RandomValue(9))
    assert gone.round == 1 and gone.roller == 2  # the starter left before its first roll
    rolling = evolve(scramble(3), phase=Phase.ROLL, roller=1, dice=())
    moved = GAME.time_out(rolling, 1)
    assert moved.roller == 2 and GAME.pending(moved) == AwaitAction(2, GAME.pending(moved).decision)
    with pytest.raises(IllegalAction, match="timeout/seat"):
        GAME.time_out(rolling, 3)
    everyone = GAME.time_out(GAME.time_out(GAME.time_out(rolling, 0), 1), 2)
    assert everyone.phase is Phase.OVER and GAME.outcome(everyone) is not None
