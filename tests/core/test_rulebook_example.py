"""The rulebook's example duel ("Mental Resistance" > "Example"), played through the core.

Benjamin (seat 0) attacks Rafaël (seat 1) with a Book and Metronome: six. Rafaël defends with a
Course and a Book: also six. Benjamin has no Expert; Rafaël plays the Expert that neutralizes
the attack. Benjamin's attack is now 0 against 6: he loses the duel and one point of Mental
Resistance, and Rafaël places the Target card in front of him (R11).
"""

from __future__ import annotations

from rulekit import DISCARD, DUEL, REMOVED, rig

from core.hypnose.actions import Attack, Bank, Decision, Defend, Pass, PlayExpert
from core.hypnose.catalog import Effect
from core.hypnose.duel_tally import outcome
from core.vocabulary import UNKNOWN, AwaitAction

BENJAMIN, RAFAEL = 0, 1
BOOK = "suggestion-manual"  # Attack 4 / Defense 1: the Book of the Symbols page
COURSE, RAFAEL_BOOK = "breathing-course", "mesmer-notes"  # Defense 3 each


def example(resistance=(12, 12)):
    return rig(
        hands={
            BENJAMIN: [BOOK, "metronome", "value-1", "value-2", "value-3", "primer"],
            RAFAEL: [COURSE, RAFAEL_BOOK, "neutralizer", "value-1", "value-2", "primer"],
        },
        draws={BENJAMIN: ["value-1", "value-2", "grimoire", "value-3"]},
        experts=["showman"],
        resistance=resistance,
        active=BENJAMIN,
    )


def play_to_the_experts(r):
    """Benjamin's turn up to the Expert step of the duel, as the example tells it."""
    r.act(BENJAMIN, Bank(r.cards(BENJAMIN, "value-1")))  # R7: something leaves the hand
    r.act(BENJAMIN, Pass())
    r.act(BENJAMIN, Pass())  # no intermediate action
    assert r.awaiting() == (BENJAMIN, Decision.DUEL)
    attack = r.cards(BENJAMIN, BOOK, "metronome")
    r.act(BENJAMIN, Attack(RAFAEL, attack))  # face down
    assert r.awaiting() == (RAFAEL, Decision.DEFEND)
    assert all(r.view(RAFAEL).kind(h) is None for h in attack)
    defense = r.cards(RAFAEL, COURSE, RAFAEL_BOOK)
    r.act(RAFAEL, Defend(defense))  # face down; then both sets are turned face up
    for h in attack + defense:
        assert r.state.public[h] == r.truth[h]
    return attack, defense


def test_rulebook_example_duel():
    r = example()
    attack, defense = play_to_the_experts(r)
    revealed = outcome(r.state)
    assert (revealed.attack, revealed.defense) == (6, 6)  # "Benjamin attacks for six ... also six"

    # Benjamin has no Expert in his hand: passing is all he can do.
    assert r.awaiting() == (BENJAMIN, Decision.EXPERT)
    assert list(r.legal(BENJAMIN)) == [Pass()]
    r.act(BENJAMIN, Pass())

    # Rafaël plays an Expert to neutralize his opponent's attack.
    assert r.awaiting() == (RAFAEL, Decision.EXPERT)
    neutralizer = r.card(RAFAEL, "neutralizer")
    assert PlayExpert(neutralizer) in r.legal(RAFAEL)
    neutralized = outcome(r.state, None, Effect.NEUTRALIZE)
    assert (neutralized.attack, neutralized.defense) == (0, 6)  # "now equals zero, against 6"
    assert (neutralized.winner, neutralized.loser, neutralized.loss) == (RAFAEL, BENJAMIN, 1)
    r.act(RAFAEL, PlayExpert(neutralizer))

    # Benjamin loses the duel and one point of Mental Resistance.
    assert r.state.resistance == (11, 12)
    # Rafaël has the Target card: he cannot be challenged until after his next turn.
    assert r.state.targeted == (False, True)
    # The Expert leaves the game; the other duel cards go to their owners' discard piles.
    assert neutralizer in r.zone(REMOVED)
    assert set(attack) <= set(r.zone(DISCARD, BENJAMIN))
    assert set(defense) <= set(r.zone(DISCARD, RAFAEL))
    assert r.zone(DUEL, BENJAMIN) == () and r.zone(DUEL, RAFAEL) == ()
    # 11 is a prime: Benjamin's landing effect (R14) gives Rafaël the first non-Value card of
    # Benjamin's draw pile and Benjamin an Expert, hidden under his discard pile.
    assert "grimoire" in r.zone_ids(DISCARD, RAFAEL)
    hidden = r.zone(DISCARD, BENJAMIN)[-1]
    assert r.ids([hidden]) == ["showman"]
    assert r.state.public[hidden] == UNKNOWN
    assert r.view(RAFAEL).kind(hidden) is None
    # The duel ends and Benjamin continues to Intermediate phase 2.
    assert r.pending == AwaitAction(BENJAMIN, Decision.INTERMEDIATE)


def test_rulebook_example_without_a_landing_effect():
    """The same duel from resistance 10: the loss is exactly one point and nothing else happens."""
    r = example(resistance=(10, 10))
    play_to_the_experts(r)
    r.act(BENJAMIN, Pass())
    r.act(RAFAEL, PlayExpert(r.card(RAFAEL, "neutralizer")))
    assert r.state.resistance == (9, 10)
    assert sorted(r.zone_ids(DISCARD, RAFAEL)) == sorted([COURSE, RAFAEL_BOOK])
    assert r.state.targeted == (False, True)


def test_rafael_target_card_lasts_until_the_end_of_his_next_turn():
    r = example(resistance=(10, 10))
    play_to_the_experts(r)
    r.act(BENJAMIN, Pass())
    r.act(RAFAEL, PlayExpert(r.card(RAFAEL, "neutralizer")))
    r.act(BENJAMIN, Pass())  # intermediate phase 2; then Benjamin's refresh phase
    assert r.awaiting() == (RAFAEL, Decision.BUY)
    assert r.state.targeted == (False, True)
    r.end_turn(RAFAEL)
    assert r.state.targeted == (False, False)
    assert r.awaiting() == (BENJAMIN, Decision.BUY)
