"""Preparations (rulebook "Preparations", "Gameplay" first lines; rulings R1-R6)."""

from __future__ import annotations

from collections import Counter

import pytest
from rulekit import (
    BASIC,
    CATALOG,
    DISCARD,
    DRAW,
    EXPERTS,
    GAME,
    HAND,
    MARKET,
    REMOVED,
    card_id,
    deal,
    rig,
)

from core.errors import MalformedAction
from core.hypnose.actions import Decision, Refresh
from core.hypnose.catalog import Category
from core.hypnose.engine import apply_dealer, pending, start
from core.hypnose.state import Settings
from core.hypnose.turn import new_game
from core.hypnose.zones import Zone, seat_zone
from core.local_dealer import LocalDealer
from core.play import Table
from core.vocabulary import UNKNOWN, AwaitAction, RandomStep, RandomValue, RevealStep, ShuffleStep

STARTING_SET = {"value-3": 2, "value-2": 4, "value-1": 4, "primer": 2}  # R1
PLAYER_COUNTS = (2, 3, 4)
BASIC_SIZE = {2: 44, 3: 66, 4: 88}  # R3
EXPERT_SIZE = {2: 8, 3: 12, 4: 16}  # R3
R4_SEEDS = {2: 9, 3: 0, 4: 0}  # seeds whose first five market cards break R4's condition


def _deal_with_steps(players: int, seed: int) -> tuple[Table, list]:
    table = Table.deal(GAME, Settings(players), seed)
    return table, table.run_dealer()


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_each_starting_draw_pile_holds_the_twelve_card_set_r1(players):
    """R1: 12 cards per player (2x3, 4x2, 4x1, 2 starter Books); markers are not shuffled in."""
    state = new_game(CATALOG, Settings(players))
    for seat in range(players):
        pile = state.zone(DRAW, seat)
        assert len(pile) == 12
        assert Counter(card_id(state.public[h]) for h in pile) == STARTING_SET
    assert state.modifier == (0,) * players  # no Defense Modifier above 5 (R1, R16)
    assert state.targeted == (False,) * players  # so does the Target card


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_starting_set_is_shuffled_and_six_cards_drawn(players):
    """Preparations 2: shuffle the personal pile, draw a full hand of six."""
    table, served = _deal_with_steps(players, seed=3)
    state, truth = table.state, table.dealer.truth
    shuffled = {step.zone for step, _ in served if isinstance(step, ShuffleStep)}
    for seat in range(players):
        assert seat_zone(DRAW, seat) in shuffled
        hand, pile = state.hand(seat), state.zone(DRAW, seat)
        assert len(hand) == 6
        assert len(pile) == 6
        assert Counter(card_id(truth[h]) for h in hand + pile) == STARTING_SET


def test_each_seat_sees_its_own_hand_and_no_other():
    """Preparations 2: the hand is drawn privately (face-down pile, private reveal)."""
    table, _ = _deal_with_steps(3, seed=5)
    for seat in range(3):
        for other in range(3):
            view = table.view(other)
            for h in table.state.hand(seat):
                assert table.state.public[h] == UNKNOWN
                if other == seat:
                    assert view.kind_index(h) == table.dealer.truth[h]
                else:
                    assert view.kind(h) is None


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("seed", range(6))
def test_market_of_five_with_at_least_as_many_books_or_courses_as_players_r4(players, seed):
    """R4: five face-up cards, at least as many Books/Courses among them as players."""
    table = deal(players, seed)
    market = table.state.zone(MARKET)
    assert len(market) == 5
    kinds = [table.state.public_kind(h) for h in market]
    assert all(k is not None for k in kinds)  # face up, seen by everyone
    assert [k.index for k in kinds] == [table.dealer.truth[h] for h in market]
    assert sum(1 for k in kinds if k.is_scholar) >= players
    assert table.state.zone(Zone.SET_ASIDE) == ()


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_market_set_aside_and_refill_until_condition_met_r4(players):
    """R4: Boost/Defense cards are set aside, refilled to five, repeatedly, then shuffled back."""
    table, served = _deal_with_steps(players, R4_SEEDS[players])
    state = table.state
    public_reveals = [
        step for step, _ in served if isinstance(step, RevealStep) and step.to is None
    ]
    assert len(public_reveals) >= 2  # the first five failed the condition
    first = public_reveals[0].handles
    assert len(first) == 5
    # the faces the dealer answered (its truth of these handles changed with the shuffle-back)
    answered = next(res for step, res in served if step is public_reveals[0])
    first_kinds = [CATALOG[k] for k in answered.kinds]
    assert sum(k.is_scholar for k in first_kinds) < players
    set_aside = [h for h, k in zip(first, first_kinds, strict=True) if not k.is_scholar]
    kept = [h for h, k in zip(first, first_kinds, strict=True) if k.is_scholar]
    market = state.zone(MARKET)
    assert all(h in market for h in kept)  # Books/Courses stay for sale
    for h in set_aside:  # shuffled back into the Basic stack: face down again
        assert h in state.zone(BASIC)
        assert state.public[h] == UNKNOWN
    assert len(public_reveals[1].handles) == len(set_aside)  # refilled back to five
    basic_shuffles = [s for s, _ in served if isinstance(s, ShuffleStep) and s.zone == BASIC]
    assert len(basic_shuffles) == 2  # the setup shuffle and the shuffle-back
    assert sum(1 for h in market if state.public_kind(h).is_scholar) >= players
    assert len(market) == 5
    assert state.zone(Zone.SET_ASIDE) == ()
    assert len(state.zone(BASIC)) == BASIC_SIZE[players] - 5


def test_market_check_repeats_while_the_condition_fails_r4():
    """R4 "Repeat until the above condition is met": seed 0 with four players needs three tries."""
    _, served = _deal_with_steps(4, 0)
    reveals = [step for step, _ in served if isinstance(step, RevealStep) and step.to is None]
    assert len(reveals) == 4
    assert len(reveals[0].handles) == 5
    assert all(0 < len(step.handles) < 5 for step in reveals[1:])


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_basic_and_expert_stack_sizes_r2_r3(players):
    """R3: 44/66/88 Basic cards (minus the five on sale) and 8/12/16 Experts."""
    state = deal(players, seed=1).state
    assert len(state.zone(BASIC)) + len(state.zone(MARKET)) == BASIC_SIZE[players]
    assert len(state.zone(BASIC)) == BASIC_SIZE[players] - 5
    assert len(state.zone(EXPERTS)) == EXPERT_SIZE[players]
    assert state.zone(REMOVED) == ()


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_stacks_are_split_by_colour_preparations_3(players):
    """Preparations 3: Basic = Defense, Boost, Books, Courses; Experts alone in their stack."""
    table = deal(players, seed=2)
    state, truth = table.state, table.dealer.truth
    basic = [CATALOG[truth[h]] for h in state.zone(BASIC) + state.zone(MARKET)]
    experts = [CATALOG[truth[h]] for h in state.zone(EXPERTS)]
    assert {k.category for k in basic} == {
        Category.DEFENSE,
        Category.BOOST,
        Category.BOOK,
        Category.COURSE,
    }
    assert all(k.starter == 0 for k in basic)  # starter Books are only in the personal piles
    assert {k.category for k in experts} == {Category.EXPERT}
    counts = Counter(k.id for k in basic + experts)
    for kind in CATALOG:
        if not kind.starter:
            assert counts[kind.id] == kind.copies_for(players)  # R3 marks


@pytest.mark.parametrize("start", [12, 7, 5])
def test_starting_resistance_settings_r5(start):
    """R5: 12, or the same lower prime for everyone (7 short, 5 quick)."""
    state = deal(3, seed=0, start_resistance=start).state
    assert state.resistance == (start, start, start)


@pytest.mark.parametrize(("players", "start"), [(1, 12), (5, 12), (2, 11), (2, 6), (2, 3), (2, 13)])
def test_bad_settings_are_refused_r5(players, start):
    """2 to 4 players (Game Components); starting resistance 12, 7 or 5 only (R5)."""
    with pytest.raises(ValueError):
        Settings(players, start)


def _setup_until_random(players: int, seed: int):
    """Serve the setup with a local dealer up to the joint random value (R6)."""
    state = start(new_game(CATALOG, Settings(players)))
    dealer = LocalDealer(state.public, seed)
    while not isinstance(pending(state), RandomStep):
        state = apply_dealer(state, dealer.serve(pending(state)))
    return state


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_starting_player_is_the_joint_random_value_r6(players):
    """R6: the starting seat is exactly the jointly generated value in [0, players)."""
    state = _setup_until_random(players, seed=11)
    assert pending(state) == RandomStep(players)
    for value in range(players):
        started = apply_dealer(state, RandomValue(value))
        assert started.active == value
        assert pending(started) == AwaitAction(value, Decision.BUY)
    for bad in (-1, players):
        with pytest.raises(MalformedAction):
            apply_dealer(state, RandomValue(bad))


def test_starting_player_varies_with_the_seed_r6():
    """R6: chosen at random; over a few seeds every seat of a 3-player game gets to start."""
    starters = {deal(3, seed).state.active for seed in range(30)}
    assert starters == {0, 1, 2}


def test_play_goes_clockwise_from_the_starting_player_r6():
    """Gameplay: after the starting player's turn the turn goes to the left (seat order)."""
    table = deal(3, seed=4)
    first = table.state.active
    order = [first]
    for _ in range(4):
        seat = table.state.active
        table.act(seat, Refresh(table.state.zone(HAND, seat)[:1]))
        table.run_dealer()
        order.append(table.state.active)
    assert order == [(first + i) % 3 for i in range(5)]


def test_rulekit_arranges_a_consistent_situation():
    """The helper behind these tests: every handle in one zone, faces and knowledge consistent."""
    r = rig(
        3,
        hands={0: ["value-3", "value-3", "value-3", "grimoire"], 2: ["neutralizer"]},
        draws={1: ["anchor", "value-1"]},
        discards={0: ["master-class"]},
        market=["calm-voice", "metronome", "journal"],
        basic=["crescendo"],
        experts=["skeptic"],
        active=2,
    )
    every = [h for zone in r.state.zones for h in zone]
    assert sorted(every) == list(range(len(r.truth)))
    assert r.hand_ids(0) == ["grimoire", "value-3", "value-3", "value-3"]
    assert r.hand_ids(2) == ["neutralizer"]
    assert r.zone_ids(DRAW, 1) == ["anchor", "value-1"]
    assert r.zone_ids(DISCARD, 0) == ["master-class"]
    assert r.zone_ids(MARKET) == ["calm-voice", "metronome", "journal"]
    assert r.zone_ids(BASIC)[0] == "crescendo" and r.zone_ids(EXPERTS)[0] == "skeptic"
    assert r.awaiting() == (2, Decision.BUY)
    for h in r.zone(MARKET) + r.zone(DISCARD, 0):
        assert r.state.public[h] == r.truth[h]
    for seat in range(3):
        for h in r.hand(seat):
            assert r.state.public[h] == UNKNOWN
            for viewer in range(3):
                expected = r.truth[h] if viewer == seat else UNKNOWN
                assert r.view(viewer).kind_index(h) == expected
