"""Property tests (hypothesis): payments (R7.3, R8), the random stream, whole seeded games."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from core.hypnose.bots import make_bot
from core.hypnose.game import HypnoseGame
from core.hypnose.payment import Payments, payment_problem
from core.hypnose.state import Settings, defense_modifier, state_hash
from core.play import play_game
from core.stream import Stream
from resources import load_catalog

CATALOG = load_catalog()
GAME = HypnoseGame(CATALOG)
PAYABLE = [k for k in CATALOG if k.is_payment]

hands = st.lists(st.sampled_from(PAYABLE), min_size=0, max_size=8)


@given(hands, st.integers(min_value=-2, max_value=12))
def test_every_generated_payment_passes_the_public_check(hand, cost):
    cards = list(enumerate(hand))
    options = Payments(cards).options(cost)
    for option in options:
        kinds = [hand[h] for h in option]
        assert payment_problem(kinds, cost) is None


@given(hands, st.integers(min_value=1, max_value=12))
def test_overpayment_only_when_no_exact_subset_exists_r8(hand, cost):
    options = Payments(list(enumerate(hand))).options(cost)
    subsets = {
        sum(hand[i].pay_value for i in combo)
        for n in range(len(hand) + 1)
        for combo in combinations(range(len(hand)), n)
    }
    paid = {sum(hand[h].pay_value for h in option) for option in options}
    if cost in subsets:
        assert paid == {cost}
    elif any(t > cost for t in subsets):
        assert paid == {min(t for t in subsets if t > cost)}  # the smallest overpayment
    else:
        assert options == []


@given(st.lists(st.sampled_from(PAYABLE), min_size=1, max_size=6), st.integers(1, 10))
def test_a_card_that_could_be_left_out_is_refused(hand, cost):
    total = sum(k.pay_value for k in hand)
    if total > cost and any(total - k.pay_value >= cost for k in hand):
        assert payment_problem(hand, cost) is not None


@given(st.integers(), st.integers(min_value=1, max_value=500))
def test_stream_is_deterministic_and_in_range(seed, bound):
    a, b = Stream(seed, "x"), Stream(seed, "x")
    values = [a.below(bound) for _ in range(20)]
    assert values == [b.below(bound) for _ in range(20)]
    assert all(0 <= v < bound for v in values)


@given(st.integers(), st.lists(st.integers(), max_size=30))
def test_stream_shuffle_is_a_permutation(seed, items):
    shuffled = list(items)
    Stream(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.sampled_from([2, 3, 4]))
def test_seeded_games_conserve_cards_and_replay(seed, players):
    agents = [make_bot("random", f"{seed}/{s}") for s in range(players)]
    first = play_game(GAME, Settings(players=players), agents, seed, turn_cap=12)
    state = first.state
    assert sorted(h for zone in state.zones for h in zone) == list(range(len(state.epochs)))
    agents = [make_bot("random", f"{seed}/{s}") for s in range(players)]
    again = play_game(GAME, Settings(players=players), agents, seed, turn_cap=12)
    assert state_hash(again.state) == state_hash(state)


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.sampled_from([2, 3]), st.sampled_from([7, 5]))
def test_short_and_quick_games_keep_the_modifier_with_the_resistance_r16(seed, players, start):
    """R16: whatever the play, the Defense Modifier is the one the resistance gives; short and
    quick games (R5) reach the landings and their refills (R17), and still replay."""
    agents = [make_bot("random", f"{seed}/{s}") for s in range(players)]

    def observe(table, entry) -> None:
        state = table.state
        assert state.modifier == tuple(defense_modifier(r) for r in state.resistance)

    result = play_game(GAME, Settings(players, start), agents, seed, turn_cap=30, observe=observe)
    agents = [make_bot("random", f"{seed}/{s}") for s in range(players)]
    again = play_game(GAME, Settings(players, start), agents, seed, turn_cap=30)
    assert state_hash(again.state) == state_hash(result.state)
