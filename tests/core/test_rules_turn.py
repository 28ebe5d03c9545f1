"""The turn (rulebook "Gameplay", "5) Refresh Phase"; rulings R7-R12) and refused input.

Refused actions raise IllegalAction with a stable code and leave the state unchanged; an action
that looked fine publicly but whose revealed cards break a rule raises RuleViolation naming the
seat (core.errors).
"""

from __future__ import annotations

import pytest
from rulekit import BASIC, DISCARD, DRAW, MARKET, rig, seat_zone

from core.errors import CoreError, IllegalAction, MalformedAction, RuleViolation
from core.hypnose.actions import (
    Attack,
    AttackCommit,
    Bank,
    BuyBlind,
    BuyMarket,
    Decision,
    Defend,
    Discard,
    Pass,
    Play,
    PlayExpert,
    Refresh,
    Search,
)
from core.hypnose.engine import apply_action, apply_dealer, pending
from core.hypnose.legal import legal_actions
from core.hypnose.state import state_hash
from core.view import View
from core.vocabulary import (
    UNKNOWN,
    AwaitAction,
    Opened,
    RandomValue,
    Revealed,
    RevealStep,
    Shuffled,
    ShuffleStep,
)

MARKET_CARDS = ["calm-voice", "mesmer-notes", "grimoire", "metronome", "master-class"]


def test_turn_phases_in_order_gameplay():
    """Gameplay: buying, intermediate 1, duel, intermediate 2, refresh; then the next seat."""
    r = rig(hands={0: ["value-1", "value-2", "primer", "crescendo"]})
    seen = []
    r.act(0, Bank(r.cards(0, "value-1")))
    while r.state.active == 0:
        seen.append(r.awaiting())
        r.act(0, Pass())
    assert seen == [
        (0, Decision.BUY),
        (0, Decision.INTERMEDIATE),
        (0, Decision.DUEL),
        (0, Decision.INTERMEDIATE),
    ]
    assert r.pending == AwaitAction(1, Decision.BUY)
    assert r.state.turn == 1


# --- R12 Refresh phase -------------------------------------------------------------------------


def _to_refresh(r, seat=0):
    """Leave the buying phase (a bank) and pass to the end of the turn."""
    values = [h for h in r.hand(seat) if r.ids([h])[0].startswith("value")]
    r.act(seat, Bank(tuple(values[:1])))
    r.pass_until(1 - seat, Decision.BUY)


@pytest.mark.parametrize(("left", "after"), [(2, 5), (1, 5), (0, 5), (3, 3), (4, 4)])
def test_market_restocked_to_five_only_below_three_r12(left, after):
    """R12: fewer than three market cards: restock to five from the Basic stack."""
    basic = ["anchor", "journal", "crescendo", "stage-hypnosis", "induction"]
    r = rig(hands={0: ["value-1", "primer"]}, market=MARKET_CARDS[:left], basic=basic)
    stack = len(r.zone(BASIC))
    _to_refresh(r)
    market = r.zone(MARKET)
    assert len(market) == after
    assert r.zone_ids(MARKET) == MARKET_CARDS[:left] + basic[: after - left]
    assert all(r.state.public[h] == r.truth[h] for h in market)  # face up
    assert len(r.zone(BASIC)) == stack - (after - left)


def test_market_restock_with_an_empty_basic_stack_r12():
    r = rig(hands={0: ["value-1", "primer"]}, market=MARKET_CARDS[:2])
    r.table.state = r.state.set_zone(BASIC, ())
    _to_refresh(r)
    assert len(r.zone(MARKET)) == 2


def test_refresh_draws_up_to_six_r12():
    """R12: draw from the own draw pile up to six, privately."""
    pile = ["grimoire", "anchor", "value-3", "value-2", "mirror"]
    r = rig(hands={0: ["value-1", "primer", "value-2"]}, draws={0: pile})
    _to_refresh(r)
    assert r.hand_ids(0) == sorted(
        ["primer", "value-2", "grimoire", "anchor", "value-3", "value-2"]
    )
    assert r.zone_ids(DRAW, 0) == ["mirror"]
    for h in r.hand(0):
        assert r.view(0).kind_index(h) == r.truth[h]
        assert r.view(1).kind(h) is None
        assert r.state.public[h] == UNKNOWN


def test_refresh_draws_none_with_six_or_more_r12():
    """R12: with six or more cards in hand, do not draw."""
    hand = ["value-1", "value-1", "primer", "primer", "value-2", "value-2", "value-3", "value-3"]
    r = rig(hands={0: hand})
    pile = r.zone(DRAW, 0)
    _to_refresh(r)
    assert len(r.hand(0)) == 7
    assert r.zone(DRAW, 0) == pile


def test_refresh_reshuffles_the_discard_pile_when_the_draw_pile_runs_out_r12():
    """R12: an empty draw pile is replaced by the shuffled discard pile when a card is needed."""
    r = rig(
        hands={0: ["value-1", "primer", "value-2"]},
        draws={0: ["grimoire"]},
        discards={0: ["anchor", "value-3", "calm-voice", "journal"]},
    )
    r.act(0, Bank(r.cards(0, "value-1")))
    r.pass_until(0, Decision.INTERMEDIATE)
    r.act(0, Pass())
    r.act(0, Pass())
    served = r.act(0, Pass())
    shuffles = [s for s, _ in served if isinstance(s, ShuffleStep)]
    assert [s.zone for s in shuffles] == [seat_zone(DRAW, 0)]
    assert len(shuffles[0].handles) == 4  # the whole discard pile, at the moment it was needed
    assert len(r.hand(0)) == 6
    assert "grimoire" in r.hand_ids(0)  # the old draw pile was used up first
    assert r.zone(DISCARD, 0) == ()
    assert len(r.zone(DRAW, 0)) == 1
    in_hand = sorted(r.hand_ids(0))
    rest = r.zone_ids(DRAW, 0)
    assert sorted(in_hand + rest) == sorted(
        ["primer", "value-2", "grimoire", "anchor", "value-3", "calm-voice", "journal"]
    )


def test_refresh_with_nothing_left_to_draw_keeps_a_short_hand_r12():
    r = rig(hands={0: ["value-1", "primer"]}, draws={0: []}, discards={0: []})
    _to_refresh(r)
    assert r.hand_ids(0) == ["primer"]


# --- refused input -------------------------------------------------------------------------------


def test_every_decision_refuses_another_seat():
    """boardgame.io style: ``turn/inactive_player``, nothing changes."""
    r = rig(3, hands={0: ["value-1", "grimoire", "value-2"], 1: ["calm-voice", "value-2"]})
    for seat in (1, 2):
        r.refuse(seat, Pass(), "turn/inactive_player")
    r.act(0, Bank(r.cards(0, "value-1")))
    r.act(0, Pass())
    r.refuse(1, Pass(), "turn/inactive_player")  # intermediate
    r.act(0, Pass())
    r.refuse(2, Attack(1, r.hand(2)[:1]), "turn/inactive_player")  # duel
    r.act(0, Attack(1, r.cards(0, "grimoire")))
    r.refuse(0, Pass(), "turn/inactive_player")  # the defender decides
    r.refuse(2, Defend(r.hand(2)[:1]), "turn/inactive_player")


@pytest.mark.parametrize(
    ("decision", "action", "code"),
    [
        (Decision.BUY, Attack(1, ()), "buy/not_now"),
        (Decision.BUY, Discard(()), "buy/not_now"),
        (Decision.INTERMEDIATE, Bank(()), "play/not_now"),
        (Decision.INTERMEDIATE, PlayExpert(0), "play/not_now"),
        (Decision.DUEL, Play(0), "duel/not_now"),
        (Decision.DUEL, Search(()), "duel/not_now"),
        (Decision.DUEL, Refresh(()), "duel/not_now"),
    ],
)
def test_an_action_of_another_phase_is_refused(decision, action, code):
    r = rig(hands={0: ["value-1", "grimoire", "metronome"]}, at=decision)
    r.refuse(0, action, code)


def test_apply_action_while_the_dealer_is_awaited_is_refused():
    r = rig(hands={0: ["value-1", "grimoire"]})
    r.table.act(0, Bank(r.cards(0, "value-1")))
    assert isinstance(r.pending, RevealStep)
    state = r.state
    with pytest.raises(IllegalAction) as caught:
        apply_action(state, 0, Pass())
    assert caught.value.code == "turn/no_decision"
    assert r.state is state


def test_refused_actions_leave_the_state_untouched():
    """apply_action is pure: a refusal raises, the caller keeps the very same state."""
    r = rig(3, hands={0: ["value-1", "grimoire"]}, at=Decision.DUEL, targeted=(False, True, False))
    before = r.state
    digest = state_hash(before)
    for seat, action in [
        (0, Attack(1, r.cards(0, "grimoire"))),  # targeted
        (0, Attack(2, r.hand(1)[:1])),  # not in hand
        (0, Attack(0, r.cards(0, "grimoire"))),  # oneself
        (1, Pass()),  # wrong seat
        (0, BuyMarket(r.zone(MARKET)[0], ())),  # wrong phase
    ]:
        with pytest.raises(IllegalAction):
            apply_action(before, seat, action)
    assert state_hash(before) == digest
    assert r.state is before


def test_legal_actions_are_empty_for_a_seat_not_asked():
    r = rig(hands={0: ["value-1", "grimoire"]})
    assert len(r.legal(1)) == 0
    assert Pass() not in r.legal(1)
    assert len(r.legal(0)) > 0


def test_a_peer_applies_a_too_low_payment_then_the_reveal_convicts_the_seat_r7_r8():
    """Without any view the action is publicly fine; the dealer's reveal shows 3 for 4."""
    r = rig(hands={0: ["value-2", "value-1", "primer"]}, market=MARKET_CARDS)
    action = BuyMarket(r.market("mesmer-notes"), r.cards(0, "value-2", "value-1"))
    assert action not in legal_actions(r.view(0))
    state = apply_action(r.state, 0, action)  # a peer sees only the handles
    step = pending(state)
    assert isinstance(step, RevealStep) and step.to is None
    result = r.table.dealer.serve(step)
    with pytest.raises(RuleViolation) as caught:
        apply_dealer(state, result)
    assert caught.value.seat == 0
    assert caught.value.code == "buy/payment"
    assert "seat 0" in str(caught.value)


def test_membership_needs_knowledge_of_the_cards():
    """A view that cannot read the payment's faces (another seat's) finds no such action."""
    r = rig(hands={0: ["value-3", "value-1"]}, market=MARKET_CARDS)
    action = BuyMarket(r.market("mesmer-notes"), r.cards(0, "value-3", "value-1"))
    assert action in r.legal(0)
    blind = View(r.state, 0, None)  # public faces only
    assert action not in legal_actions(blind)


def test_an_illegal_discard_choice_is_refused_r10():
    r = rig(
        hands={0: ["mirror", "value-1"], 1: ["value-3", "value-2", "grimoire"]},
        at=Decision.INTERMEDIATE,
    )
    r.act(0, Play(r.card(0, "mirror"), 1))
    r.refuse(1, Pass(), "discard/count")
    r.refuse(1, Discard(r.cards(1, "value-3") * 2), "discard/repeated")


def test_dealer_results_that_do_not_answer_the_step_are_malformed():
    r = rig(hands={0: ["value-1", "grimoire"]})
    r.table.act(0, Bank(r.cards(0, "value-1")))
    state = r.state
    step = pending(state)
    assert isinstance(step, RevealStep)
    for result, code in [
        (Shuffled(), "dealer/unexpected"),
        (RandomValue(0), "dealer/unexpected"),
        (Opened((), ()), "dealer/unexpected"),
        (Revealed(None), "dealer/no_kinds"),  # a public reveal needs its faces
        (Revealed((0, 0)), "dealer/kinds"),  # one card, two faces
        (Revealed((999,)), "dealer/kinds"),  # no such kind
    ]:
        with pytest.raises(MalformedAction) as caught:
            apply_dealer(state, result)
        assert caught.value.code == code
    assert r.state is state


# Actions outside the vocabulary (core.actions: ints and tuples of int handles), as a buggy or
# hostile peer could send them. Each is built from the situation by a small function.
MALFORMED = {
    "bank list": (Decision.BUY, lambda r: Bank([r.card(0, "value-3")])),
    "bank int": (Decision.BUY, lambda r: Bank(r.card(0, "value-3"))),
    "refresh int": (Decision.BUY, lambda r: Refresh(r.card(0, "value-3"))),
    "blind None": (Decision.BUY, lambda r: BuyBlind(None)),
    "buy float handle": (
        Decision.BUY,
        lambda r: BuyMarket(r.zone(MARKET)[0], (float(r.card(0, "value-3")),)),
    ),
    "play str opponent": (Decision.INTERMEDIATE, lambda r: Play(r.card(0, "metronome"), "1")),
    "play None opponent": (Decision.INTERMEDIATE, lambda r: Play(r.card(0, "metronome"), None)),
    "play float card": (Decision.INTERMEDIATE, lambda r: Play(float(r.card(0, "metronome")), 1)),
    "play list card": (Decision.INTERMEDIATE, lambda r: Play([r.card(0, "metronome")], 1)),
    "attack str opponent": (Decision.DUEL, lambda r: Attack("1", r.cards(0, "grimoire"))),
    "attack float opponent": (Decision.DUEL, lambda r: Attack(1.0, r.cards(0, "grimoire"))),
    "attack int cards": (Decision.DUEL, lambda r: Attack(1, r.card(0, "grimoire"))),
    "attack list cards": (Decision.DUEL, lambda r: Attack(1, [r.card(0, "grimoire")])),
    "commit float count": (Decision.DUEL, lambda r: AttackCommit(1, 1.5)),
}


@pytest.mark.parametrize("case", list(MALFORMED))
def test_malformed_actions_are_refused_and_the_state_unchanged(case):
    """core.errors: input outside the vocabulary raises a CoreError (MalformedAction), never a
    TypeError, and is never accepted into the state (every peer must be able to hash it)."""
    decision, make = MALFORMED[case]
    r = rig(hands={0: ["value-3", "value-2", "metronome", "grimoire"]}, at=decision)
    before, digest = r.state, state_hash(r.state)
    with pytest.raises(CoreError):
        apply_action(before, 0, make(r))
    assert state_hash(before) == digest
