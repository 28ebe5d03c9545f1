"""Mental Resistance (rulebook "Mental Resistance"; rulings R13, R14, R15)."""

from __future__ import annotations

from itertools import combinations

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
from core.hypnose.actions import (
    Attack,
    Bank,
    Decision,
    DeclineRefill,
    Defend,
    Pass,
    Refill,
    Search,
    SearchDiscardPile,
    SearchDrawPile,
)
from core.hypnose.resistance import after_loss
from core.hypnose.state import defense_modifier
from core.vocabulary import UNKNOWN, AwaitAction, GameOver, RevealStep, ShuffleStep

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


# --- 7 and 3: the refill is a choice, the named pile is searched (R14, R17) ---------------------


def to_seven(hand, *, decline=False, start=8, **kw):
    """Seat 1 loses from ``start`` (8: lands on 7, 4: on 3) holding ``hand`` after the duel
    (defending with a Primer that goes to its discard pile, or declining: nothing goes there)."""
    if decline:
        r = rig(
            hands={0: [*ATTACK, "value-1"], 1: hand},
            at=Decision.DUEL,
            resistance=(10, start),
            **kw,
        )
        r.act(0, Attack(1, r.cards(0, *ATTACK)))
        r.act(1, Pass())
        return r
    r = duel_to(start, hands={1: hand[1:]}, **kw)
    assert hand[0] == "value-2"  # duel_to's defender keeps a Value-2
    finish_experts(r)
    return r


def private_reveals(served, seat):
    return [s for s, _ in served if isinstance(s, RevealStep) and s.to == seat]


def test_landing_on_seven_offers_the_refill_or_to_decline_it_r17():
    """R17: on landing at 7 the loser may decline the refill; nothing is revealed yet."""
    r = to_seven(["value-2", "value-1", "value-1", "value-1"], draws={1: ["primer", "grimoire"]})
    assert r.state.resistance == (10, 7)
    assert r.awaiting() == (1, Decision.REFILL)
    assert list(r.legal(1)) == [DeclineRefill(), Refill()]
    assert all(r.view(1).kind(h) is None for h in r.zone(DRAW, 1))


def test_declining_the_refill_leaves_the_hand_as_it_is_r17():
    r = to_seven(["value-2", "value-1"], draws={1: ["primer", "grimoire"]})
    hand, pile = r.hand(1), r.zone(DRAW, 1)
    served = r.act(1, DeclineRefill())
    assert served == []  # nothing drawn, revealed or shuffled
    assert r.hand(1) == hand and r.zone(DRAW, 1) == pile
    assert r.awaiting() == (0, Decision.INTERMEDIATE)


def test_refill_draws_until_one_short_then_the_pile_is_named_r17():
    """R17: refilling, it first draws normally until one card (at 7) is missing."""
    r = to_seven(
        ["value-2", "value-1", "value-1", "value-1"],
        draws={1: ["primer", "value-3", "grimoire"]},
        discards={1: ["master-class"]},
    )
    r.act(1, Refill())
    assert len(r.hand(1)) == 5
    assert "primer" in r.hand_ids(1)  # the normal draw comes first
    assert r.awaiting() == (1, Decision.PILE)
    assert list(r.legal(1)) == [SearchDrawPile(), SearchDiscardPile()]
    assert all(r.view(1).kind(h) is None for h in r.zone(DRAW, 1))  # not searched yet


def test_searching_the_draw_pile_reveals_it_to_the_loser_alone_and_reshuffles_it_r17():
    """R17: the draw pile is revealed to its owner only once named; searched, it is reshuffled."""
    r = to_seven(
        ["value-2", "value-1", "value-1", "value-1"],
        draws={1: ["primer", "value-3", "grimoire", "anchor", "value-2"]},
        discards={1: ["master-class"]},
    )
    r.act(1, Refill())
    served = r.act(1, SearchDrawPile())
    pile = r.zone(DRAW, 1)
    assert [s.handles for s in private_reveals(served, 1)] == [pile]
    assert all(r.view(1).kind(h) is not None for h in pile)
    assert all(r.view(0).kind(h) is None for h in pile)
    assert r.awaiting() == (1, Decision.SEARCH)
    legal = list(r.legal(1))
    assert all(len(a.cards) == 1 and a.cards[0] in pile for a in legal)
    assert len(legal) == 4  # one per kind: value-3, grimoire, anchor, value-2
    master = r.pick(seat_zone(DISCARD, 1), ["master-class"])
    r.refuse(1, Search(master), "search/not_there")  # only the named pile
    r.refuse(1, Search(()), "search/count")  # the missing card is taken
    grimoire = r.pick(seat_zone(DRAW, 1), ["grimoire"])[0]
    served = r.act(1, Search((grimoire,)))
    assert [s.zone for s, _ in served if isinstance(s, ShuffleStep)] == [seat_zone(DRAW, 1)]
    assert grimoire in r.hand(1) and len(r.hand(1)) == 6
    assert all(r.view(1).kind(h) is None for h in r.zone(DRAW, 1))  # the order is unknown again
    assert r.awaiting() == (0, Decision.INTERMEDIATE)


def test_searching_the_discard_pile_reveals_nothing_and_keeps_the_draw_pile_r17():
    """R17: the discard pile is public; the draw pile stays unseen and in its order."""
    r = to_seven(
        ["value-2", "value-1", "value-1", "value-1"],
        draws={1: ["primer", "value-3", "grimoire"]},
        discards={1: ["master-class"]},
    )
    r.act(1, Refill())
    draw_before = r.zone(DRAW, 1)
    served = r.act(1, SearchDiscardPile())
    assert served == []  # nothing revealed
    assert r.awaiting() == (1, Decision.SEARCH)
    discard = r.zone(DISCARD, 1)
    assert sorted(r.ids(a.cards[0] for a in r.legal(1))) == ["master-class", "primer"]
    r.refuse(1, Search(draw_before[:1]), "search/not_there")
    master = r.pick(seat_zone(DISCARD, 1), ["master-class"])[0]
    assert master in discard
    served = r.act(1, Search((master,)))
    assert not [s for s, _ in served if isinstance(s, ShuffleStep)]
    assert master in r.hand(1) and len(r.hand(1)) == 6
    assert r.zone(DRAW, 1) == draw_before
    assert all(r.view(1).kind(h) is None for h in draw_before)  # it never learns its next draws


def test_landing_on_three_takes_both_cards_from_the_named_pile_r17():
    """R17 (3): two cards missing, both from the one named pile."""
    r = to_seven(
        ["value-2", "value-1", "value-1"],
        start=4,
        draws={1: ["primer", "value-3", "grimoire", "anchor"]},
        discards={1: ["master-class", "value-2"]},
    )
    assert r.state.resistance == (10, 3)
    r.act(1, Refill())
    assert len(r.hand(1)) == 4  # 3 after defending, one drawn normally, two to search
    r.act(1, SearchDrawPile())
    assert r.awaiting() == (1, Decision.SEARCH)
    assert all(len(a.cards) == 2 for a in r.legal(1))
    r.refuse(1, Search(r.pick(seat_zone(DRAW, 1), ["grimoire"])), "search/count")
    mixed = r.pick(seat_zone(DRAW, 1), ["grimoire"]) + r.pick(
        seat_zone(DISCARD, 1), ["master-class"]
    )
    r.refuse(1, Search(mixed), "search/not_there")
    chosen = r.pick(seat_zone(DRAW, 1), ["grimoire", "anchor"])
    served = r.act(1, Search(chosen))
    assert [s.zone for s, _ in served if isinstance(s, ShuffleStep)] == [seat_zone(DRAW, 1)]
    assert len(r.hand(1)) == 6
    assert {"grimoire", "anchor"} <= set(r.hand_ids(1))


def test_a_search_offers_each_choice_of_kinds_once_as_its_first_combination_r17():
    """R17 (3): two cards from a discard pile with repeated kinds: one search per choice of
    kinds, each the first combination of the pile holding it (a scan of every combination)."""
    r = to_seven(
        ["value-2", "value-1", "value-1"],
        start=4,
        draws={1: ["primer", "value-3", "grimoire", "anchor"]},
        discards={1: ["grimoire", "value-2", "grimoire", "anchor", "value-2", "anchor"]},
    )
    r.act(1, Refill())
    r.act(1, SearchDiscardPile())
    assert r.awaiting() == (1, Decision.SEARCH)
    view = r.view(1)
    pile = r.zone(DISCARD, 1)
    first: dict[tuple[int, ...], tuple[int, ...]] = {}
    for combo in combinations(pile, 2):
        first.setdefault(tuple(sorted(view.kind_index(h) for h in combo)), combo)
    assert [a.cards for a in r.legal(1)] == [first[key] for key in sorted(first)]
    assert len(first) == 9  # pairs of Grimoire, Value-2, Anchor and the defending Primer


def test_a_fuller_hand_only_searches_what_is_missing_r17():
    """R17: with five cards at 3, no normal draw and only one card searched."""
    r = to_seven(
        ["value-2", "value-1", "value-1", "value-1", "value-1"],
        start=4,
        draws={1: ["primer", "grimoire"]},
        discards={1: ["master-class"]},
    )
    served = r.act(1, Refill())
    assert served == [] and len(r.hand(1)) == 5
    r.act(1, SearchDiscardPile())
    assert all(len(a.cards) == 1 for a in r.legal(1))


def test_a_full_hand_has_nothing_to_refill_r17():
    r = to_seven(["value-2", "value-1", "value-1", "value-1", "value-1", "value-1"])
    assert r.state.resistance == (10, 7)
    assert r.awaiting() == (0, Decision.INTERMEDIATE)


def test_with_an_empty_discard_pile_the_draw_pile_is_searched_without_naming_r17():
    """R17: only a pile with cards can be named; with one, there is nothing to decide."""
    r = to_seven(
        ["value-2", "value-1"],
        decline=True,
        draws={1: ["primer", "value-3", "grimoire", "anchor", "value-2"]},
        discards={1: []},
    )
    assert r.awaiting() == (1, Decision.REFILL)
    served = r.act(1, Refill())
    assert len(r.hand(1)) == 5  # 2 + 3 drawn
    assert [s.handles for s in private_reveals(served, 1)][-1] == r.zone(DRAW, 1)
    assert r.awaiting() == (1, Decision.SEARCH)
    assert all(a.cards[0] in r.zone(DRAW, 1) for a in r.legal(1))


def test_with_an_empty_draw_pile_the_discard_pile_is_searched_without_naming_r17():
    r = to_seven(
        ["value-2", "value-1", "value-1", "value-1", "value-1"],
        decline=True,
        draws={1: []},
        discards={1: ["master-class", "value-3"]},
    )
    served = r.act(1, Refill())
    assert served == []  # nothing drawn, nothing revealed
    assert r.awaiting() == (1, Decision.SEARCH)
    assert sorted(r.ids(a.cards[0] for a in r.legal(1))) == ["master-class", "value-3"]


def test_the_normal_draw_may_reshuffle_the_discard_pile_before_the_search_r12_r17():
    """R12: the normal draw reshuffles the discard pile when the draw pile runs out; then the
    draw pile is the only pile with cards."""
    r = to_seven(
        ["value-2", "value-1"],
        decline=True,
        draws={1: ["primer"]},
        discards={1: ["master-class", "value-3", "grimoire"]},
    )
    r.act(1, Refill())  # 3 to draw: the Primer, then the reshuffled discard pile
    assert r.zone(DISCARD, 1) == ()
    assert len(r.hand(1)) == 5
    assert r.awaiting() == (1, Decision.SEARCH)
    assert all(a.cards[0] in r.zone(DRAW, 1) for a in r.legal(1))


def test_both_piles_empty_nothing_to_decide_r17():
    r = to_seven(["value-2", "value-1"], decline=True, draws={1: []}, discards={1: []})
    assert r.state.resistance == (10, 7)
    assert r.awaiting() == (0, Decision.INTERMEDIATE)
    assert len(r.hand(1)) == 2


def test_a_named_pile_with_fewer_cards_gives_them_all_then_the_draw_r17():
    """R17 (3): the named discard pile holds one card; it is taken, the last one drawn."""
    r = to_seven(
        ["value-2", "value-1", "value-1", "value-1"],
        decline=True,
        start=4,
        draws={1: ["grimoire", "anchor"]},
        discards={1: ["master-class"]},
    )
    assert r.state.resistance == (10, 3)
    r.act(1, Refill())
    r.act(1, SearchDiscardPile())
    legal = list(r.legal(1))
    assert len(legal) == 1 and len(legal[0].cards) == 1
    served = r.act(1, Search(legal[0].cards))
    assert not [s for s, _ in served if isinstance(s, ShuffleStep)]
    assert len(r.hand(1)) == 6
    assert {"master-class", "grimoire"} <= set(r.hand_ids(1))  # the Grimoire drawn from the top
    assert r.zone_ids(DRAW, 1) == ["anchor"]


def test_refill_decisions_take_only_their_own_actions_r17():
    r = to_seven(
        ["value-2", "value-1", "value-1", "value-1"],
        draws={1: ["primer", "grimoire"]},
        discards={1: ["master-class"]},
    )
    r.refuse(1, Pass(), "refill/not_now")
    r.refuse(1, SearchDrawPile(), "refill/not_now")
    r.act(1, Refill())
    r.refuse(1, Refill(), "pile/not_now")
    r.refuse(1, Search(r.zone(DRAW, 1)[:1]), "pile/not_now")


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
