"""Intermediate phases 1 and 2 (rulebook "2) Intermediate Phase 1", "4) ..."; ruling R10)."""

from __future__ import annotations

import pytest
from rulekit import DISCARD, DRAW, kind, rig

from core.errors import RuleViolation
from core.hypnose.actions import Decision, Discard, Pass, Play, Reorder
from core.vocabulary import UNKNOWN, AwaitAction

ACTION_CARDS = ["metronome", "crescendo", "mirror", "journal"]
DRAW_PILE = ["grimoire", "anchor", "value-1", "value-2", "primer", "calm-voice", "value-3"]


def intermediate(hand, phase=1, players=2, **kw):
    kw.setdefault("draws", {0: DRAW_PILE})
    return rig(players, hands={0: hand}, at=(Decision.INTERMEDIATE, phase), **kw)


def after_phase(phase: int) -> tuple[int, Decision]:
    """Who decides next: the duel after phase 1; after phase 2 the turn ends (seat 1 buys)."""
    return (0, Decision.DUEL) if phase == 1 else (1, Decision.BUY)


@pytest.mark.parametrize(
    "card",
    ["value-3", "primer", "grimoire", "deep-spiral", "pocket-watch", "second-wall", "anchor"],
)
def test_only_cards_with_an_action_can_be_played_r10(card):
    """R10: a card without a listed special action cannot be played; caught at its reveal."""
    r = intermediate([card, "metronome"])
    action = Play(r.card(0, card))
    assert not r.is_legal(0, action)
    r.table.act(0, action)  # nobody can see the face-down card yet
    with pytest.raises(RuleViolation) as caught:
        r.table.run_dealer()
    assert (caught.value.code, caught.value.seat) == ("play/no_action", 0)


def test_legal_plays_are_the_action_cards_and_pass_r10():
    r = intermediate(["value-3", "primer", "anchor", *ACTION_CARDS])
    legal = r.legal(0)
    assert Pass() in legal
    played = sorted(r.ids(a.card for a in legal if isinstance(a, Play)))
    assert played == sorted(["metronome", "mirror", "crescendo", "journal"])
    targets = {(r.ids([a.card])[0], a.opponent) for a in legal if isinstance(a, Play)}
    assert targets == {("metronome", 1), ("mirror", 1), ("crescendo", -1), ("journal", -1)}


@pytest.mark.parametrize("phase", [1, 2])
def test_the_phase_is_optional_r10(phase):
    r = intermediate(["metronome"], phase)
    r.act(0, Pass())
    assert r.awaiting() == after_phase(phase)
    assert "metronome" in r.hand_ids(0)


def test_naming_an_opponent_iff_the_action_needs_one_r10():
    r = intermediate(["metronome", "crescendo"])
    r.refuse(0, Play(r.card(0, "metronome"), 0), "play/bad_opponent")
    r.refuse(0, Play(r.card(0, "metronome"), 5), "play/bad_opponent")
    assert not r.is_legal(0, Play(r.card(0, "metronome")))
    assert not r.is_legal(0, Play(r.card(0, "crescendo"), 1))
    r.table.act(0, Play(r.card(0, "crescendo"), 1))
    with pytest.raises(RuleViolation) as caught:
        r.table.run_dealer()
    assert caught.value.code == "play/opponent"


def test_playing_a_card_not_in_hand_is_refused_r10():
    r = intermediate(["metronome"])
    r.refuse(0, Play(r.hand(1)[0], 1), "play/not_there")
    r.refuse(1, Pass(), "turn/inactive_player")


@pytest.mark.parametrize("phase", [1, 2])
def test_metronome_looks_at_one_opponents_hand_r10(phase):
    """Metronome: look at the hand of one opponent: the looker now knows every card of it."""
    r = intermediate(["metronome", "value-1"], phase, players=3)
    watched = r.hand(1)
    assert all(r.view(0).kind(h) is None for h in watched)
    metronome = r.card(0, "metronome")
    r.act(0, Play(metronome, 1))
    assert r.awaiting() == after_phase(phase)
    for h in watched:
        assert r.view(0).kind_index(h) == r.truth[h]  # the looker knows it
        assert r.view(2).kind(h) is None  # the third player does not
        assert r.state.public[h] == UNKNOWN  # and it is not shown to everyone
    assert r.hand(1) == watched
    assert r.zone(DISCARD, 0)[0] == metronome  # played and discarded face up
    assert r.state.public[metronome] == kind("metronome")
    assert "metronome" not in r.hand_ids(0)
    assert "value-1" in r.hand_ids(0)


@pytest.mark.parametrize("phase", [1, 2])
def test_crescendo_draws_two_cards_r10(phase):
    """Boost +3: draw two additional cards from the draw pile."""
    r = intermediate(["crescendo", "value-1"], phase)
    top_two = r.zone(DRAW, 0)[:2]
    r.act(0, Play(r.card(0, "crescendo")))
    if phase == 1:
        assert r.awaiting() == (0, Decision.DUEL)
        assert r.hand_ids(0) == sorted(["value-1", "grimoire", "anchor"])
        assert set(top_two) <= set(r.hand(0))
        assert all(r.view(0).kind(h) is not None for h in top_two)
        assert all(r.view(1).kind(h) is None for h in top_two)
    assert r.ids(r.zone(DISCARD, 0)[:1]) == ["crescendo"]


def test_mirror_opponent_discards_two_of_its_choice_r10():
    """Defense +3: an opponent of your choice chooses two cards from its hand and discards them."""
    r = rig(
        hands={0: ["mirror", "value-1"], 1: ["value-3", "value-2", "grimoire", "primer"]},
        at=Decision.INTERMEDIATE,
    )
    r.act(0, Play(r.card(0, "mirror"), 1))
    assert r.awaiting() == (1, Decision.DISCARD)
    legal = r.legal(1)
    assert all(len(a.cards) == 2 for a in legal)
    assert len({tuple(sorted(r.ids(a.cards))) for a in legal}) == 6  # any two of four
    r.refuse(1, Discard(r.cards(1, "value-3")), "discard/count")
    r.refuse(1, Discard(r.cards(1, "value-3", "value-2", "primer")), "discard/count")
    r.refuse(1, Discard((r.card(0, "value-1"), r.card(1, "primer"))), "discard/not_there")
    r.refuse(0, Discard(r.cards(1, "value-3", "value-2")), "turn/inactive_player")
    chosen = r.cards(1, "value-3", "grimoire")
    r.act(1, Discard(chosen))
    assert r.hand_ids(1) == ["primer", "value-2"]
    assert set(r.zone(DISCARD, 1)) == set(chosen)
    assert all(r.state.public[h] == r.truth[h] for h in chosen)  # discarded face up
    assert r.awaiting() == (0, Decision.DUEL)  # back to the active player


@pytest.mark.parametrize("held", [["value-3", "grimoire"], ["primer"]])
def test_mirror_against_two_or_fewer_cards_discards_all_r10(held):
    r = rig(hands={0: ["mirror", "value-1"], 1: held}, at=Decision.INTERMEDIATE)
    cards = r.hand(1)
    r.act(0, Play(r.card(0, "mirror"), 1))
    assert r.awaiting() == (0, Decision.DUEL)  # no choice to make
    assert r.hand(1) == ()
    assert set(r.zone(DISCARD, 1)) == set(cards)


def test_journal_reorders_the_top_six_r10():
    """Defense +2: examine the top six cards of your draw pile and put them back in any order."""
    r = intermediate(["journal", "value-1"])
    top = r.zone(DRAW, 0)[:6]
    seventh = r.zone(DRAW, 0)[6]
    r.act(0, Play(r.card(0, "journal")))
    assert r.awaiting() == (0, Decision.REORDER)
    assert [r.view(0).kind(h).id for h in top] == DRAW_PILE[:6]  # examined privately
    assert all(r.view(1).kind(h) is None for h in top)
    assert r.view(0).kind(seventh) is None  # only six
    r.refuse(0, Reorder(top[:5]), "reorder/count")
    r.refuse(0, Reorder((*top[:5], seventh)), "reorder/not_a_permutation")
    r.act(0, Reorder(tuple(reversed(top))))
    assert r.awaiting() == (0, Decision.DUEL)
    assert r.zone(DRAW, 0)[:6] == top  # the same places ...
    assert r.zone_ids(DRAW, 0) == [*reversed(DRAW_PILE[:6]), DRAW_PILE[6]]  # ... in a new order
    assert [r.view(0).kind(h).id for h in top] == list(reversed(DRAW_PILE[:6]))
    assert all(r.view(1).kind(h) is None for h in top)


def test_journal_with_a_short_draw_pile_reorders_what_there_is_r10():
    r = intermediate(["journal", "value-2"], draws={0: ["grimoire", "anchor", "value-1"]})
    top = r.zone(DRAW, 0)
    r.act(0, Play(r.card(0, "journal")))
    assert r.awaiting() == (0, Decision.REORDER)
    assert all(isinstance(a, Reorder) and len(a.order) == 3 for a in r.legal(0))
    assert len(r.legal(0)) == 6  # 3! orders of three distinct cards
    r.act(0, Reorder((top[2], top[0], top[1])))
    assert r.zone_ids(DRAW, 0) == ["value-1", "grimoire", "anchor"]


def test_journal_with_one_card_left_has_nothing_to_reorder_r10():
    r = intermediate(["journal", "value-2"], draws={0: ["grimoire"]})
    r.act(0, Play(r.card(0, "journal")))
    assert r.awaiting() == (0, Decision.DUEL)
    assert r.view(0).kind(r.zone(DRAW, 0)[0]).id == "grimoire"


def test_one_card_per_intermediate_phase_r10():
    """R10: play one card; the phase then ends (the second phase is a separate chance)."""
    r = intermediate(["crescendo", "journal", "value-2"])
    r.act(0, Play(r.card(0, "crescendo")))
    assert r.awaiting() == (0, Decision.DUEL)
    r.act(0, Pass())
    assert r.awaiting() == (0, Decision.INTERMEDIATE)
    r.act(0, Play(r.card(0, "journal")))
    r.act(0, Reorder(r.zone(DRAW, 0)[:6]))
    assert r.pending == AwaitAction(1, Decision.BUY)
