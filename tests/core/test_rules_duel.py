"""The hypnotic duel (rulebook "3) Hypnotic Duel"; ruling R11).

Unless a test says otherwise both seats start at resistance 10, so a loss of 1 to 3 lands on no
prime with an effect (those are in test_rules_resistance.py).
"""

from __future__ import annotations

import pytest
from rulekit import DISCARD, DUEL, REMOVED, kind, rig

from core.errors import RuleViolation
from core.hypnose.actions import Attack, Bank, Decision, Defend, Pass, PlayExpert
from core.vocabulary import UNKNOWN, AwaitAction, OpenStep


def duel_rig(attack_hand, defend_hand, *, players=2, resistance=None, **kw):
    hands = {0: attack_hand, 1: defend_hand, **kw.pop("hands", {})}
    return rig(
        players,
        hands=hands,
        at=Decision.DUEL,
        resistance=resistance or (10,) * players,
        **kw,
    )


def opened_violation(r, seat) -> RuleViolation:
    """Serving the dealer opens the selections; the opened cards break R11."""
    with pytest.raises(RuleViolation) as caught:
        r.table.run_dealer()
    assert caught.value.seat == seat
    assert caught.value.code == "duel/selection"
    return caught.value


# --- choosing the opponent and the Target card ---------------------------------------------------


def test_attacking_a_targeted_seat_is_refused_r11():
    """R11: the opponent must not be marked by a Target card."""
    r = duel_rig(["grimoire"], ["calm-voice"], players=3, targeted=(False, True, False))
    cards = r.cards(0, "grimoire")
    assert not r.is_legal(0, Attack(1, cards))
    assert r.is_legal(0, Attack(2, cards))
    assert {a.opponent for a in r.legal(0) if isinstance(a, Attack)} == {2}
    r.refuse(0, Attack(1, cards), "duel/targeted")


@pytest.mark.parametrize("opponent", [0, 3, -1])
def test_attacking_oneself_or_no_seat_is_refused_r11(opponent):
    r = duel_rig(["grimoire"], ["calm-voice"], players=3)
    r.refuse(0, Attack(opponent, r.cards(0, "grimoire")), "duel/bad_opponent")


def test_no_duel_when_every_opponent_is_targeted_r11():
    r = rig(hands={0: ["grimoire", "value-1"]}, at=Decision.DUEL, targeted=(False, True))
    assert r.pending == AwaitAction(0, Decision.INTERMEDIATE)  # the duel is skipped
    assert r.state.tasks[0].args[2] == 2


def test_the_duel_is_optional_r11():
    r = duel_rig(["grimoire"], ["calm-voice"])
    r.act(0, Pass())
    assert r.awaiting() == (0, Decision.INTERMEDIATE)
    assert r.state.targeted == (False, False)
    assert r.state.resistance == (10, 10)


def test_defender_gets_the_target_card_until_the_end_of_its_next_turn_r11():
    """R11: chosen once, the defender cannot be chosen again until the end of its next turn."""
    r = duel_rig(
        ["grimoire", "value-1"],
        ["value-1", "value-2"],
        players=3,
        hands={1: ["value-1", "grimoire", "value-2"], 2: ["calm-voice", "value-2", "value-3"]},
    )
    r.duel(["grimoire"], ["calm-voice"], opponent=2)
    assert r.state.targeted == (False, False, True)
    r.pass_until(1, Decision.BUY)  # seat 0's turn ends; seat 1's begins
    assert r.state.targeted == (False, False, True)  # still marked during others' turns
    r.act(1, Bank(r.cards(1, "value-1")))
    r.pass_until(1, Decision.DUEL)
    grimoire = r.cards(1, "grimoire")
    assert {a.opponent for a in r.legal(1) if isinstance(a, Attack)} == {0}
    r.refuse(1, Attack(2, grimoire), "duel/targeted")
    r.act(1, Pass())
    r.pass_until(2, Decision.BUY)
    assert r.state.targeted == (False, False, True)  # during its own next turn too
    r.end_turn(2)
    assert r.state.targeted == (False, False, False)  # gone at the end of that turn
    assert r.awaiting() == (0, Decision.BUY)


def test_target_card_is_placed_even_on_a_tie_or_a_decline_r11():
    r = duel_rig(["suggestion-manual", "value-1"], ["primer", "journal", "value-1"])
    r.duel(["suggestion-manual"], ["primer", "journal"])  # 4 against 2 + 2
    assert r.state.targeted == (False, True)
    r = duel_rig(["suggestion-manual", "value-1"], ["primer"])
    r.duel(["suggestion-manual"], None)
    assert r.state.targeted == (False, True)


# --- what an attack and a defense may hold ------------------------------------------------------


@pytest.mark.parametrize(
    "cards",
    [
        ["grimoire"],
        ["primer", "calm-voice"],
        ["grimoire", "metronome"],
        ["stage-hypnosis", "grimoire", "pocket-watch"],
    ],
)
def test_attack_with_books_or_courses_and_at_most_one_boost_r11(cards):
    r = duel_rig(
        ["grimoire", "primer", "calm-voice", "stage-hypnosis", "metronome", "pocket-watch"],
        ["calm-voice"],
    )
    action = Attack(1, r.cards(0, *cards))
    assert r.is_legal(0, action)
    r.act(0, action)
    r.act(1, Pass())
    assert r.state.resistance == (10, 9)


@pytest.mark.parametrize(
    "cards",
    [
        ["metronome"],  # no Book or Course
        ["grimoire", "metronome", "pocket-watch"],  # two Boosts
        ["grimoire", "value-3"],  # a Value card
        ["grimoire", "mirror"],  # a Defense card
        ["grimoire", "neutralizer"],  # an Expert is played later, not committed
    ],
)
def test_bad_attack_selection_is_caught_when_opened_r11(cards):
    hand = ["grimoire", "metronome", "pocket-watch", "value-3", "mirror", "neutralizer"]
    r = duel_rig(hand, ["calm-voice"])
    action = Attack(1, r.cards(0, *cards))
    assert not r.is_legal(0, action)
    r.table.act(0, action)  # face down: the count is all anyone sees
    r.table.run_dealer()
    r.table.act(1, Pass())
    opened_violation(r, 0)


@pytest.mark.parametrize(
    "cards",
    [
        ["calm-voice"],
        ["calm-voice", "mind-shield", "mirror"],
        ["calm-voice", "second-wall", "mirror"],  # a second Defense card with Second Wall
        ["calm-voice", "second-wall", "second-wall"],
    ],
)
def test_defense_with_books_or_courses_and_one_defense_card_two_with_second_wall_r11(cards):
    hand = ["calm-voice", "mind-shield", "mirror", "second-wall", "second-wall", "journal"]
    r = duel_rig(["primer", "value-1"], hand)
    r.act(0, Attack(1, r.cards(0, "primer")))
    action = Defend(r.cards(1, *cards))
    assert r.is_legal(1, action)
    r.act(1, action)
    r.pass_until(0, Decision.INTERMEDIATE)
    assert r.state.resistance == (9, 10)


@pytest.mark.parametrize(
    "cards",
    [
        ["mirror"],  # no Book or Course
        ["calm-voice", "mirror", "journal"],  # two Defense cards without Second Wall
        ["calm-voice", "second-wall", "second-wall", "mirror"],  # not cumulative: 3 refused
        ["calm-voice", "second-wall", "mirror", "journal"],
        ["calm-voice", "metronome"],  # a Boost
        ["calm-voice", "value-1"],
    ],
)
def test_bad_defense_selection_is_caught_when_opened_r11(cards):
    hand = ["calm-voice", "mirror", "journal", "second-wall", "second-wall", "metronome", "value-1"]
    r = duel_rig(["primer"], hand)
    r.act(0, Attack(1, r.cards(0, "primer")))
    action = Defend(r.cards(1, *cards))
    assert not r.is_legal(1, action)
    r.table.act(1, action)
    opened_violation(r, 1)


def test_selection_cards_must_be_in_hand_r11():
    r = duel_rig(["grimoire"], ["calm-voice"])
    r.refuse(0, Attack(1, r.hand(1)), "duel/not_there")
    r.refuse(0, Attack(1, ()), "duel/count")
    r.act(0, Attack(1, r.cards(0, "grimoire")))
    r.refuse(1, Defend(r.hand(0)), "duel/not_there")
    r.refuse(1, Defend(()), "defend/count")
    r.refuse(0, Defend(r.cards(1, "calm-voice")), "turn/inactive_player")


# --- face-down commitments, reveal, Experts -----------------------------------------------------


def test_both_commit_face_down_before_anything_is_revealed_r11():
    """R11: attack commit, defense commit, then open attacker, open defender, then Experts."""
    r = duel_rig(["grimoire", "metronome", "value-1"], ["calm-voice", "mirror", "value-1"])
    attack = r.cards(0, "grimoire", "metronome")
    defense = r.cards(1, "calm-voice", "mirror")
    r.table.act(0, Attack(1, attack))
    assert r.pending == AwaitAction(1, Decision.DEFEND)
    assert r.state.duel.attack_count == 2
    for h in attack:  # nothing revealed to the defender while it chooses
        assert h in r.hand(0)
        assert r.state.public[h] == UNKNOWN
        assert r.view(1).kind(h) is None
    r.table.act(1, Defend(defense))
    steps = []
    while not isinstance(r.pending, AwaitAction):
        step, _ = r.table.serve()
        if isinstance(step, OpenStep):
            steps.append(step)
    assert steps == [OpenStep(0, 2), OpenStep(1, 2)]  # attacker first
    for h in attack + defense:
        assert r.state.public[h] == r.truth[h]  # both face up now
    assert set(r.zone(DUEL, 0)) == set(attack)
    assert set(r.zone(DUEL, 1)) == set(defense)
    assert r.pending == AwaitAction(0, Decision.EXPERT)
    r.act(0, Pass())
    assert r.pending == AwaitAction(1, Decision.EXPERT)


def test_opening_other_cards_than_committed_is_a_rule_violation_r11():
    """R11: the opened selection must be the committed one (count and cards in hand)."""
    r = duel_rig(["grimoire", "primer"], ["calm-voice"])
    r.table.act(0, Attack(1, r.cards(0, "grimoire")))
    r.table.dealer.secrets[0] = r.cards(0, "grimoire", "primer")  # a lying opening
    r.table.act(1, Pass())
    with pytest.raises(RuleViolation) as caught:
        r.table.run_dealer()
    assert (caught.value.code, caught.value.seat) == ("duel/count", 0)


def test_decline_attacker_wins_by_default_and_still_reveals_r11():
    """R11: the defender may decline; the attacker wins by default and must still reveal."""
    r = duel_rig(["primer", "value-1"], ["master-class", "mirror"], resistance=(10, 2))
    attack = r.cards(0, "primer")
    r.act(0, Attack(1, attack))
    served = r.act(1, Pass())
    assert [s for s, _ in served if isinstance(s, OpenStep)] == [OpenStep(0, 1)]
    assert r.state.public[attack[0]] == kind("primer")  # revealed
    assert r.state.resistance == (10, 1)  # 2 attack against a Defense Modifier of 2: still wins
    assert r.awaiting() == (0, Decision.INTERMEDIATE)  # no Experts after a decline
    assert r.ids(r.zone(DISCARD, 0)) == ["primer"]
    assert r.hand_ids(1) == ["master-class", "mirror"]


def test_experts_attacker_then_defender_one_each_removed_after_use_r11():
    """R11 c: first the attacker, then the defender, may play one Expert; it leaves the game."""
    r = duel_rig(["grimoire", "showman", "abyss-guide"], ["mind-shield", "skeptic", "sleepwalker"])
    r.act(0, Attack(1, r.cards(0, "grimoire")))
    r.act(1, Defend(r.cards(1, "mind-shield")))
    assert r.awaiting() == (0, Decision.EXPERT)
    showman = r.card(0, "showman")
    r.act(0, PlayExpert(showman))
    assert r.awaiting() == (1, Decision.EXPERT)  # one Expert each: the attacker is done
    assert r.state.public[showman] == kind("showman")  # the defender sees it before choosing
    skeptic = r.card(1, "skeptic")
    r.act(1, PlayExpert(skeptic))
    assert r.awaiting() == (0, Decision.INTERMEDIATE)
    assert showman in r.zone(REMOVED) and skeptic in r.zone(REMOVED)
    assert r.hand_ids(0) == ["abyss-guide"] and r.hand_ids(1) == ["sleepwalker"]
    assert r.state.resistance == (10, 10)  # 5 against 5 once the Showman is cancelled: a tie


def test_only_an_expert_can_be_played_as_expert_r11():
    r = duel_rig(["grimoire", "primer"], ["calm-voice"])
    r.act(0, Attack(1, r.cards(0, "grimoire")))
    r.act(1, Defend(r.cards(1, "calm-voice")))
    action = PlayExpert(r.card(0, "primer"))
    assert not r.is_legal(0, action)
    r.refuse(0, PlayExpert(r.zone(DUEL, 1)[0]), "expert/not_there")
    r.table.act(0, action)
    with pytest.raises(RuleViolation) as caught:
        r.table.run_dealer()
    assert (caught.value.code, caught.value.seat) == ("expert/not_expert", 0)


# --- resolution ----------------------------------------------------------------------------------

# (attack, attacker's Expert, defense, defender's Expert, resistance before and after)
# A defender at 5 has the +1 Defense Modifier, at 2 the +2 (R16).
RESOLUTIONS = {
    "attack wins": (["grimoire"], None, ["calm-voice"], None, (10, 10), (10, 9)),
    "attacker can lose": (["primer"], None, ["calm-voice"], None, (10, 10), (9, 10)),
    "tie does nothing": (
        ["suggestion-manual"],
        None,
        ["primer", "journal"],
        None,
        (10, 10),
        (10, 10),
    ),
    "boost and defense card add": (
        ["primer", "pocket-watch"],
        None,
        ["calm-voice", "mirror"],
        None,
        (10, 10),
        (10, 10),
    ),
    "deep spiral loss 2": (
        ["grimoire", "deep-spiral"],
        None,
        ["calm-voice"],
        None,
        (10, 10),
        (10, 8),
    ),
    "deep spiral attacker loses 1": (
        ["primer", "deep-spiral"],
        None,
        ["mind-shield", "calm-voice"],
        None,
        (10, 10),
        (9, 10),
    ),
    "anchor caps at 1": (
        ["grimoire", "deep-spiral"],
        None,
        ["calm-voice", "anchor"],
        None,
        (10, 10),
        (10, 9),
    ),
    "modifier +1 makes a tie": (
        ["suggestion-manual"],
        None,
        ["calm-voice"],
        None,
        (10, 5),
        (10, 5),
    ),
    "modifier +2 wins": (["suggestion-manual"], None, ["calm-voice"], None, (10, 2), (9, 2)),
    "neutralize by attacker": (["primer"], "neutralizer", ["mind-shield"], None, (10, 10), (10, 9)),
    "neutralize removes the modifier too": (
        ["primer"],
        "neutralizer",
        ["mind-shield"],
        None,
        (10, 2),
        (10, 1),
    ),
    "neutralize by defender": (
        ["grimoire"],
        None,
        ["calm-voice"],
        "neutralizer",
        (10, 10),
        (9, 10),
    ),
    "double books, not the boost (10 < 11)": (
        ["suggestion-manual", "metronome"],
        "scholar",
        ["unconscious-mind", "calm-voice", "anatomy-of-sleep"],
        None,
        (10, 10),
        (9, 10),
    ),
    "double books (10 > 9)": (
        ["suggestion-manual", "metronome"],
        "scholar",
        ["unconscious-mind", "anatomy-of-sleep", "suggestion-manual"],
        None,
        (10, 10),
        (10, 9),
    ),
    "double books for the defender, not the defense card (13 < 14)": (
        ["grimoire", "stage-hypnosis", "pocket-watch"],
        None,
        ["mind-shield", "mirror"],
        "scholar",
        (10, 10),
        (10, 9),
    ),
    "plus five": (
        ["suggestion-manual"],
        "showman",
        ["unconscious-mind", "calm-voice"],
        None,
        (10, 10),
        (10, 9),
    ),
    "cancel the attacker's expert": (
        ["suggestion-manual"],
        "showman",
        ["unconscious-mind", "calm-voice"],
        "skeptic",
        (10, 10),
        (9, 10),
    ),
    "cancel the defender's expert": (
        ["grimoire"],
        "skeptic",
        ["calm-voice"],
        "neutralizer",
        (10, 10),
        (10, 9),
    ),
    "extra loss": (["grimoire"], "abyss-guide", ["calm-voice"], None, (10, 10), (10, 8)),
    "extra loss for the defender's win": (
        ["primer"],
        None,
        ["calm-voice"],
        "abyss-guide",
        (10, 10),
        (8, 10),
    ),
    "extra loss does nothing for the loser": (
        ["grimoire"],
        None,
        ["calm-voice"],
        "abyss-guide",
        (10, 10),
        (10, 9),
    ),
    "no loss": (
        ["grimoire", "deep-spiral"],
        "abyss-guide",
        ["calm-voice"],
        "sleepwalker",
        (10, 10),
        (10, 10),
    ),
    "no loss for the attacker": (
        ["primer"],
        "sleepwalker",
        ["calm-voice"],
        None,
        (10, 10),
        (10, 10),
    ),
    "shield +3 turns the duel": (
        ["grimoire"],
        None,
        ["calm-voice"],
        "composure",
        (10, 10),
        (9, 10),
    ),
    "shield caps the loss at 1": (
        ["grimoire", "deep-spiral", "suggestion-manual"],
        None,
        ["calm-voice"],
        "composure",
        (10, 10),
        (10, 9),
    ),
    "shield +3 for the attacker": (
        ["primer"],
        "composure",
        ["calm-voice"],
        None,
        (10, 10),
        (10, 9),
    ),
}


@pytest.mark.parametrize("case", list(RESOLUTIONS))
def test_duel_resolution_r11(case):
    """R11 d: totals compared, higher wins, the loser loses 1 or what the cards say."""
    attack, attack_expert, defense, defense_expert, before, after = RESOLUTIONS[case]
    attack_hand = [*attack, *([attack_expert] if attack_expert else []), "value-1"]
    defense_hand = [*defense, *([defense_expert] if defense_expert else []), "value-1"]
    r = duel_rig(attack_hand, defense_hand, resistance=before)
    r.duel(attack, defense, attack_expert=attack_expert, defend_expert=defense_expert)
    assert r.state.resistance == after
    assert r.awaiting() == (0, Decision.INTERMEDIATE)  # the duel ends; on to phase 2
    assert r.state.targeted == (False, True)


def test_duel_cards_go_to_their_owners_discard_piles_r11():
    r = duel_rig(["grimoire", "metronome", "showman"], ["calm-voice", "mirror", "value-1"])
    r.duel(["grimoire", "metronome"], ["calm-voice", "mirror"], attack_expert="showman")
    assert sorted(r.zone_ids(DISCARD, 0)) == ["grimoire", "metronome"]
    assert sorted(r.zone_ids(DISCARD, 1)) == ["calm-voice", "mirror"]
    assert r.zone(DUEL, 0) == () and r.zone(DUEL, 1) == ()
    assert r.zone_ids(REMOVED)[-1:] == ["showman"]  # an Expert leaves the game


def test_collector_takes_the_losers_best_duel_book_r11():
    """The Collector: if you win, take the opponent's best duel Book or Course."""
    r = duel_rig(["master-class", "collector"], ["mesmer-notes", "primer", "journal", "value-1"])
    notes = r.card(1, "mesmer-notes")
    r.duel(["master-class"], ["mesmer-notes", "primer"], attack_expert="collector")  # 7 > 5
    assert r.state.resistance == (10, 9)
    assert notes in r.zone(DISCARD, 0)  # the best of Mesmer's Notes (3/3) and the Primer (2/2)
    assert sorted(r.zone_ids(DISCARD, 0)) == ["master-class", "mesmer-notes"]
    assert r.zone_ids(DISCARD, 1) == ["primer"]


def test_collector_takes_nothing_when_its_player_loses_r11():
    r = duel_rig(["primer", "collector"], ["mesmer-notes", "value-1"])
    r.duel(["primer"], ["mesmer-notes"], attack_expert="collector")  # 2 < 3
    assert r.state.resistance == (9, 10)
    assert r.zone_ids(DISCARD, 0) == ["primer"]
    assert r.zone_ids(DISCARD, 1) == ["mesmer-notes"]


def test_defender_does_not_refill_after_defending_r11():
    """R11: after defending, no refill; only in its own Refresh phase."""
    r = duel_rig(
        ["grimoire", "value-1"],
        ["calm-voice", "mirror", "value-1", "value-2", "value-3", "primer"],
    )
    r.duel(["grimoire"], ["calm-voice", "mirror"])
    assert len(r.hand(1)) == 4
    r.pass_until(1, Decision.BUY)  # the attacker's turn ends with its own refresh
    assert len(r.hand(0)) == 6
    assert len(r.hand(1)) == 4  # still four at the start of the defender's turn
    r.act(1, Bank(r.cards(1, "value-1")))
    r.pass_until(0, Decision.BUY)
    assert len(r.hand(1)) == 6  # its own refresh phase refills it
