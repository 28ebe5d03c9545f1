"""Mental Resistance (rulebook "Mental Resistance"; rulings R13, R14, R15)."""

from __future__ import annotations

import pytest
from rulekit import (
    CATALOG,
    DISCARD,
    DRAW,
    EXPERTS,
    HAND,
    MARKET,
    REMOVED,
    deal,
    kind,
    rig,
    seat_zone,
)

from core.errors import IllegalAction
from core.hypnose.actions import Attack, Bank, Decision, Defend, Pass, Search
from core.hypnose.resistance import after_loss
from core.hypnose.state import defense_modifier
from core.vocabulary import UNKNOWN, AwaitAction, GameOver, ShuffleStep

ATTACK = ["ericksonian-method"]  # 5 attack
ATTACK_2 = ["ericksonian-method", "deep-spiral"]  # 7 attack, the loser loses 2
DEFENSE = ["primer"]  # 2 defense: loses to ATTACK even with the +2 modifier (R16)


def _is_prime(n: int) -> bool:
    return n >= 2 and all(n % d for d in range(2, n))


def reference_after_loss(current: int, loss: int) -> int:
    """R13 written independently: step down one point at a time, stop on the first prime."""
    value = current
    for _ in range(loss):
        if value == 0:
            break
        value -= 1
        if _is_prime(value):
            break
    return value


@pytest.mark.parametrize("current", range(1, 13))
@pytest.mark.parametrize("loss", [1, 2, 3])
def test_after_loss_never_passes_a_prime_r13(current, loss):
    """R13: a single loss stops on the first prime strictly below the current value."""
    assert after_loss(current, loss) == reference_after_loss(current, loss)


@pytest.mark.parametrize(
    ("current", "loss", "after"),
    [(12, 2, 11), (8, 2, 7), (3, 2, 2), (2, 1, 1), (2, 2, 0), (12, 1, 11), (11, 3, 8), (1, 1, 0)],
)
def test_after_loss_examples_of_the_ruling_r13(current, loss, after):
    assert after_loss(current, loss) == after


def duel_to(loser_resistance, *, defender_wins=False, loss_two=False, **kw):
    """Seat 0 attacks seat 1; the loser starts at ``loser_resistance``, the winner at 10."""
    if defender_wins:
        attack, defense = ["primer"], ["mind-shield"]
        resistance = (loser_resistance, 10)
    else:
        attack, defense = ATTACK_2 if loss_two else ATTACK, DEFENSE
        resistance = (10, loser_resistance)
    hands = kw.pop("hands", {})
    hands = {
        0: [*attack, "value-1", *hands.get(0, [])],
        1: [*defense, "value-2", *hands.get(1, [])],
    }
    r = rig(hands=hands, at=Decision.DUEL, resistance=resistance, **kw)
    r.act(0, Attack(1, r.cards(0, *attack)))
    r.act(1, Defend(r.cards(1, *defense)))
    return r


def finish_experts(r):
    r.act(0, Pass())
    r.act(1, Pass())


# --- 11, 5, 2: reveal until a non-Value, an Expert under the discard pile ------------------------


@pytest.mark.parametrize(("start", "landing", "modifier"), [(12, 11, 0), (6, 5, 1), (3, 2, 2)])
def test_landing_reveals_until_a_non_value_and_gives_an_expert_r14(start, landing, modifier):
    """R14 (11, 5, 2): the first non-Value goes to the winner, the Values to the loser's discard;
    the top Expert goes under the loser's discard pile, seen only by the loser."""
    r = duel_to(
        start,
        draws={1: ["value-1", "value-3", "mesmer-notes", "grimoire"]},
        experts=["sleepwalker"],
    )
    expert = r.zone(EXPERTS)[0]
    experts_before = len(r.zone(EXPERTS))
    finish_experts(r)
    assert r.state.resistance == (10, landing)
    assert r.state.modifier == (0, modifier)  # R14: +1 from 5, +2 from 2 (replacing the +1)
    assert sorted(r.zone_ids(DISCARD, 0)) == ["ericksonian-method", "mesmer-notes"]  # attack, prize
    prize = r.pick(seat_zone(DISCARD, 0), ["mesmer-notes"])[0]
    assert r.state.public[prize] == kind("mesmer-notes")  # revealed to everyone
    discard = r.zone(DISCARD, 1)
    assert r.ids(discard) == ["value-3", "value-1", "primer", "sleepwalker"]
    assert all(r.state.public[h] != UNKNOWN for h in discard[:3])
    assert discard[-1] == expert  # under the discard pile ...
    assert r.state.public[expert] == UNKNOWN  # ... hidden from the others ...
    assert r.view(0).kind(expert) is None
    assert r.view(1).kind(expert).id == "sleepwalker"  # ... but not from the loser
    assert len(r.zone(EXPERTS)) == experts_before - 1
    assert r.zone_ids(DRAW, 1) == ["grimoire"]  # the search stopped at the first non-Value
    assert r.awaiting() == (0, Decision.INTERMEDIATE)


def test_landing_on_eleven_with_a_loss_of_two_from_twelve_r13_r14():
    """R13: from 12, a loss of 2 (Deep Spiral) stops on 11, and 11's effect applies."""
    r = duel_to(12, loss_two=True, draws={1: ["anchor", "value-1"]})
    finish_experts(r)
    assert r.state.resistance == (10, 11)
    assert "anchor" in r.zone_ids(DISCARD, 0)


def test_attacker_landing_gives_the_card_to_the_defender_r14():
    """R14: the card goes to the duel's winner, whoever that is (here the defender)."""
    r = duel_to(12, defender_wins=True, draws={0: ["value-2", "stage-hypnosis"]})
    finish_experts(r)
    assert r.state.resistance == (11, 10)
    assert sorted(r.zone_ids(DISCARD, 1)) == ["mind-shield", "stage-hypnosis"]
    assert r.ids(r.zone(DISCARD, 0)[:2]) == ["value-2", "primer"]


def test_reveal_reshuffles_the_discard_when_the_draw_pile_runs_out_r14():
    """R14: reshuffle the discard pile if the draw pile runs out during the reveal."""
    r = duel_to(12, draws={1: ["value-1"]}, discards={1: ["value-2", "value-3"]})
    r.act(0, Pass())
    served = r.act(1, Pass())
    shuffles = [s for s, _ in served if isinstance(s, ShuffleStep)]
    assert [s.zone for s in shuffles] == [seat_zone(DRAW, 1)]
    assert sorted(r.zone_ids(DISCARD, 0)) == ["ericksonian-method", "primer"]  # prize, attack


def test_reveal_with_no_non_value_anywhere_gives_nothing_r14():
    """R14: "if none exists, nothing is given"; the Expert is still taken."""
    r = rig(
        hands={0: ["grimoire", "value-1"], 1: ["value-1"]},
        draws={1: ["value-2", "value-3"]},
        discards={1: ["value-1"]},
        at=Decision.DUEL,
        resistance=(10, 12),
    )
    r.act(0, Attack(1, r.cards(0, "grimoire")))
    r.act(1, Pass())  # declines: no defense card reaches the discard pile
    assert r.state.resistance == (10, 11)
    assert r.zone_ids(DISCARD, 0) == ["grimoire"]
    assert r.zone(DRAW, 1) == ()
    ids = r.zone_ids(DISCARD, 1)
    assert sorted(ids[:-1]) == ["value-1", "value-2", "value-3"]
    assert CATALOG.by_id(ids[-1]).category.value == "expert"


# --- R16: the Defense Modifier is a state ------------------------------------------------------


@pytest.mark.parametrize(
    ("resistance", "modifier"), [(12, 0), (7, 0), (6, 0), (5, 1), (4, 1), (3, 1), (2, 2), (1, 2)]
)
def test_defense_modifier_follows_resistance_r16(resistance, modifier):
    """R16: +1 defense at Mental Resistance 5 or lower, +2 at 2 or lower."""
    assert defense_modifier(resistance) == modifier


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(("start", "modifier"), [(12, 0), (7, 0), (5, 1)])
def test_quick_game_starts_with_the_plus_one_modifier_r16(players, start, modifier):
    """R16: in a quick game (start 5, R5) every seat has +1 from the start, before any loss."""
    table = deal(players, seed=4, start_resistance=start)
    assert table.state.resistance == (start,) * players
    assert table.state.modifier == (modifier,) * players


def test_quick_game_defender_defends_with_plus_one_without_any_landing_r16():
    """R16: at 5 from the start, 4 attack against 3 defense + 1 is a tie (nothing happens)."""
    r = rig(
        hands={0: ["suggestion-manual", "value-1"], 1: ["calm-voice", "value-1"]},
        at=Decision.DUEL,
        start_resistance=5,
    )
    assert r.state.modifier == (1, 1)
    r.duel(["suggestion-manual"], ["calm-voice"])
    assert r.state.resistance == (5, 5)


@pytest.mark.parametrize(("start", "after", "modifier"), [(5, 4, 1), (4, 3, 1), (2, 1, 2)])
def test_modifier_kept_below_the_landing_without_a_landing_effect_r16(start, after, modifier):
    """R16: losing from 5, 4 or 2 keeps the modifier; the reveal and the Expert of R14 only
    come with a landing on 11, 5 or 2."""
    r = duel_to(start, draws={1: ["value-1", "grimoire"]}, discards={1: []})
    experts = r.zone(EXPERTS)
    finish_experts(r)
    assert r.state.resistance == (10, after)
    assert r.state.modifier == (0, modifier)
    assert r.zone(EXPERTS) == experts  # no Expert taken
    assert r.zone_ids(DISCARD, 0) == ["ericksonian-method"]  # no card given to the winner


def test_modifier_becomes_two_on_landing_at_two_from_a_quick_start_r16():
    r = duel_to(3, draws={1: ["grimoire"]}, start_resistance=5)
    assert r.state.modifier == (0, 1)
    finish_experts(r)
    assert r.state.resistance == (10, 2)
    assert r.state.modifier == (0, 2)
    assert "grimoire" in r.zone_ids(DISCARD, 0)  # the landing effect (R14) still applies


# --- 7 and 3: refill, the last card(s) searched ---------------------------------------------------


def test_landing_on_seven_refills_with_the_last_card_searched_r14():
    """R14 (7): refill to six; the last card is searched from the draw or discard pile;
    taking it from the draw pile reshuffles the draw pile."""
    hand = ["value-1", "value-1", "value-1"]
    r = duel_to(
        8,
        hands={1: hand},
        draws={1: ["primer", "value-3", "grimoire", "anchor", "value-2"]},
        discards={1: ["master-class"]},
    )
    finish_experts(r)
    assert r.state.resistance == (10, 7)
    assert r.awaiting() == (1, Decision.SEARCH)
    # 4 left after defending with one of five cards: one drawn normally, one to search
    assert len(r.hand(1)) == 5
    assert "primer" in r.hand_ids(1)  # the normal draw came first
    pile = r.zone(DRAW, 1)
    assert all(r.view(1).kind(h) is not None for h in pile)  # the loser searches its pile
    assert all(r.view(0).kind(h) is None for h in pile)
    legal = r.legal(1)
    assert all(len(a.cards) <= 1 for a in legal)
    grimoire = r.pick(seat_zone(DRAW, 1), ["grimoire"])[0]
    served = r.act(1, Search((grimoire,)))
    assert [s.zone for s, _ in served if isinstance(s, ShuffleStep)] == [seat_zone(DRAW, 1)]
    assert grimoire in r.hand(1)
    assert len(r.hand(1)) == 6
    assert r.awaiting() == (0, Decision.INTERMEDIATE)


def test_searching_the_discard_pile_does_not_reshuffle_r14():
    r = duel_to(
        8,
        hands={1: ["value-1", "value-1", "value-1"]},
        draws={1: ["primer", "value-3"]},
        discards={1: ["master-class"]},
    )
    finish_experts(r)
    master = r.pick(seat_zone(DISCARD, 1), ["master-class"])[0]
    draw_before = r.zone(DRAW, 1)
    served = r.act(1, Search((master,)))
    assert not [s for s, _ in served if isinstance(s, ShuffleStep)]
    assert master in r.hand(1)
    assert r.zone(DRAW, 1) == draw_before


def test_landing_on_three_searches_the_last_two_cards_r14():
    """R14 (3): the last two cards are searched, from either pile."""
    r = duel_to(
        4,
        hands={1: ["value-1", "value-1"]},
        draws={1: ["primer", "value-3", "grimoire", "anchor"]},
        discards={1: ["master-class", "value-2"]},
    )
    finish_experts(r)
    assert r.state.resistance == (10, 3)
    assert r.awaiting() == (1, Decision.SEARCH)
    assert len(r.hand(1)) == 4  # 3 after defending, one drawn normally, two to search
    assert any(len(a.cards) == 2 for a in r.legal(1))
    assert all(len(a.cards) <= 2 for a in r.legal(1))
    too_many = r.pick(seat_zone(DRAW, 1), ["grimoire", "anchor"]) + r.pick(
        seat_zone(DISCARD, 1), ["master-class"]
    )
    r.refuse(1, Search(too_many), "search/count")
    r.refuse(1, Search(r.cards(1, "value-1")), "search/not_there")
    chosen = r.pick(seat_zone(DRAW, 1), ["grimoire"]) + r.pick(
        seat_zone(DISCARD, 1), ["master-class"]
    )
    served = r.act(1, Search(chosen))
    assert [s.zone for s, _ in served if isinstance(s, ShuffleStep)] == [seat_zone(DRAW, 1)]
    assert len(r.hand(1)) == 6
    assert {"grimoire", "master-class"} <= set(r.hand_ids(1))


def test_searching_nothing_draws_normally_instead_r14():
    """R14: the loser *may* search; taking no card, it draws the remaining cards normally."""
    r = duel_to(8, hands={1: ["value-1", "value-1", "value-1"]}, draws={1: ["primer", "value-3"]})
    finish_experts(r)
    r.act(1, Search(()))
    assert len(r.hand(1)) == 6
    assert r.hand_ids(1).count("value-3") == 1


# --- 0: hypnotized; R15 the last one standing wins -----------------------------------------------


def test_two_player_game_ends_when_one_is_hypnotized_r14_r15():
    r = duel_to(1, hands={1: ["value-3"]})
    finish_experts(r)
    assert r.state.resistance == (10, 0)
    assert r.pending == GameOver(0)
    assert r.state.winner == 0
    for kind_ in (HAND, DRAW, DISCARD):
        assert r.zone(kind_, 1) == ()  # R14 (0): its cards leave the game
    with pytest.raises(IllegalAction) as caught:
        r.table.act(1, Pass())
    assert caught.value.code == "turn/no_decision"


def test_attacker_hypnotized_on_its_own_turn_r14_r15():
    r = duel_to(1, defender_wins=True)
    finish_experts(r)
    assert r.state.resistance == (0, 10)
    assert r.pending == GameOver(1)


def test_hypnotized_player_leaves_and_its_turns_are_skipped_r14():
    """R14 (0): out of the game: cards removed, never attacked again, its turns skipped."""
    r = rig(
        3,
        hands={0: ["ericksonian-method", "value-1"], 1: ["primer", "value-2"]},
        at=Decision.DUEL,
        resistance=(10, 1, 10),
        targeted=(False, False, False),
    )
    r.act(0, Attack(1, r.cards(0, "ericksonian-method")))
    defense = r.cards(1, "primer")
    r.act(1, Defend(defense))
    r.act(0, Pass())
    r.act(1, Pass())
    assert r.state.resistance == (10, 0, 10)
    assert r.state.targeted[1] is False
    assert r.state.winner is None
    for kind_ in (HAND, DRAW, DISCARD):
        assert r.zone(kind_, 1) == ()
    assert defense[0] in r.zone(REMOVED)
    r.pass_until(2, Decision.BUY)  # seat 1 is skipped
    assert r.state.active == 2
    r.end_turn(2)
    assert r.awaiting() == (0, Decision.BUY)


def test_hypnotized_attacker_turn_ends_at_once_r14():
    r = rig(
        3,
        hands={0: ["primer", "value-1"], 1: ["mind-shield", "value-2"]},
        at=Decision.DUEL,
        resistance=(1, 10, 10),
    )
    r.act(0, Attack(1, r.cards(0, "primer")))
    r.act(1, Defend(r.cards(1, "mind-shield")))
    r.act(0, Pass())
    r.act(1, Pass())
    assert r.state.resistance == (0, 10, 10)
    assert r.pending == AwaitAction(1, Decision.BUY)  # no phase 2, no refresh for seat 0


def test_last_one_standing_wins_in_three_player_game_r15():
    """R15: seat 0 hypnotizes seat 1, then seat 2 loses its last point attacking seat 0."""
    r = rig(
        3,
        hands={
            0: ["ericksonian-method", "value-1"],
            1: ["primer", "value-2"],
            2: ["primer", "value-1", "value-2"],
        },
        draws={0: ["mind-shield", "value-1", "value-2", "value-3", "primer", "anchor"]},
        at=Decision.DUEL,
        resistance=(10, 1, 1),
    )
    r.duel(["ericksonian-method"], ["primer"])
    assert r.state.resistance == (10, 0, 1)
    assert r.pending != GameOver(0)
    r.pass_until(2, Decision.BUY)
    r.act(2, Bank(r.cards(2, "value-1")))
    r.pass_until(2, Decision.DUEL)
    r.act(2, Attack(0, r.cards(2, "primer")))
    r.act(0, Defend(r.cards(0, "mind-shield")))
    r.act(2, Pass())
    r.act(0, Pass())
    assert r.state.resistance == (10, 0, 0)
    assert r.pending == GameOver(0)
    assert r.state.winner == 0


def test_market_restocked_when_the_active_player_is_hypnotized_r12_r14():
    """R12: a turn never starts with fewer than three market cards while the stack has cards."""
    r = rig(
        3,
        hands={0: ["primer", "value-1"], 1: ["mind-shield", "value-2"]},
        market=["calm-voice", "metronome"],
        at=Decision.DUEL,
        resistance=(1, 10, 10),
    )
    r.duel(["primer"], ["mind-shield"])
    assert r.state.resistance == (0, 10, 10)
    assert r.awaiting() == (1, Decision.BUY)
    assert len(r.zone(MARKET)) == 5
