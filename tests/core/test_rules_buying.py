"""The buying phase (rulebook "1) Buying phase"; rulings R7, R8, R9)."""

from __future__ import annotations

import pytest
from rulekit import BASIC, DISCARD, EXPERTS, LOOK, MARKET, REMOVED, kind, rig

from core.errors import RuleViolation
from core.hypnose.actions import (
    Bank,
    BuyBlind,
    BuyExpert,
    BuyMarket,
    Decision,
    Keep,
    Pass,
    Play,
    Refresh,
)
from core.hypnose.zones import seat_zone
from core.vocabulary import UNKNOWN, AwaitAction

MARKET_CARDS = ["calm-voice", "mesmer-notes", "ericksonian-method", "metronome", "master-class"]
# prices: calm-voice 2, mesmer-notes 4, ericksonian-method 6, metronome 3, master-class 7


def buying(hand, **kw):
    """Seat 0 in its buying phase with ``hand``; seat 1 holds whatever it was dealt."""
    kw.setdefault("market", MARKET_CARDS)
    return rig(hands={0: hand}, **kw)


def violation(r, seat, action) -> RuleViolation:
    """The action passes the public checks, but the revealed cards break a rule."""
    r.table.act(seat, action)
    with pytest.raises(RuleViolation) as caught:
        r.table.run_dealer()
    assert caught.value.seat == seat
    return caught.value


# --- R7.1 Refresh ---------------------------------------------------------------------------


def test_refresh_discards_draws_to_six_and_ends_the_turn_r7_1():
    """R7.1: discard any number, draw back to six; the turn ends (no intermediate, no duel)."""
    hand = ["value-3", "value-2", "value-1", "primer", "metronome", "calm-voice"]
    r = buying(hand, draws={0: ["ericksonian-method", "anchor", "value-1", "value-2"]})
    out = r.cards(0, "value-1", "metronome")
    r.act(0, Refresh(out))
    assert r.pending == AwaitAction(1, Decision.BUY)  # straight to the next player
    assert r.state.active == 1
    assert sorted(r.zone_ids(DISCARD, 0)) == ["metronome", "value-1"]
    assert all(r.state.public[h] != UNKNOWN for h in out)  # discarded face up
    assert r.hand_ids(0) == sorted(
        ["value-3", "value-2", "primer", "calm-voice", "ericksonian-method", "anchor"]
    )
    assert r.state.duel is None
    assert r.state.zone(MARKET) == r.pick(MARKET, MARKET_CARDS)  # nothing bought


def test_refresh_only_as_the_sole_action_r7_1():
    """R7.1: not after another buying action (here a bank), and not with zero cards."""
    r = buying(["value-3", "value-2", "value-1", "primer"])
    r.refuse(0, Refresh(()), "buy/refresh_empty")
    r.act(0, Bank(r.cards(0, "value-1")))
    refresh = Refresh(r.cards(0, "primer"))
    assert not r.is_legal(0, refresh)
    assert not any(isinstance(a, Refresh) for a in r.legal(0))
    r.refuse(0, refresh, "buy/refresh_not_alone")


def test_refresh_after_a_purchase_is_refused_r7_1():
    r = buying(["value-2", "value-1", "primer"])
    r.act(0, BuyMarket(r.market("calm-voice"), r.cards(0, "value-2")))
    r.refuse(0, Refresh(r.cards(0, "primer")), "buy/refresh_not_alone")


# --- R7.2 Bank --------------------------------------------------------------------------------


@pytest.mark.parametrize("values", [["value-3"], ["value-2", "value-1"], ["value-3", "value-3"]])
def test_bank_one_or_two_values_removed_and_public_r7_2(values):
    """R7.2: one or two Values leave the game; the banked total is public."""
    r = buying(["value-3", "value-3", "value-2", "value-1", "primer"])
    cards = r.cards(0, *values)
    r.act(0, Bank(cards))
    total = sum(int(v[-1]) for v in values)
    assert r.state.bank == (total, 0)
    assert all(h in r.zone(REMOVED) for h in cards)
    assert all(r.state.public[h] == r.truth[h] for h in cards)  # everyone saw them
    assert not any(h in r.hand(0) for h in cards)
    assert r.awaiting() == (0, Decision.BUY)  # more buying options may follow


def test_bank_three_cards_or_none_refused_r7_2():
    r = buying(["value-3", "value-2", "value-1", "primer"])
    r.refuse(0, Bank(r.cards(0, "value-3", "value-2", "value-1")), "bank/count")
    r.refuse(0, Bank(()), "bank/count")


def test_bank_a_non_value_is_a_rule_violation_r7_2():
    """R7.2: only Value cards; a Book is caught once the dealer reveals it."""
    r = buying(["value-3", "primer"])
    action = Bank(r.cards(0, "primer"))
    assert not r.is_legal(0, action)
    assert violation(r, 0, action).code == "bank/not_value"


def test_bank_consumed_whole_by_the_next_purchase_excess_lost_r7_2():
    """R7.2: the bank applies to the next purchase and is consumed whole."""
    r = buying(["value-3", "value-1", "primer"])
    r.act(0, Bank(r.cards(0, "value-3")))
    cheap = r.market("calm-voice")  # price 2, bank 3: paid with no card, 1 lost
    action = BuyMarket(cheap, ())
    assert r.is_legal(0, action)
    r.act(0, action)
    assert r.state.bank == (0, 0)
    assert cheap in r.zone(DISCARD, 0)
    # the next purchase gets no discount any more
    assert not r.is_legal(0, BuyMarket(r.market("metronome"), r.cards(0, "value-1", "primer")))


def test_bank_carries_over_to_a_later_turn_and_adds_to_the_payment_r7_2():
    """R7.2: "applies to the player's next purchase (this phase or a later turn)"."""
    r = buying(["value-1", "primer", "calm-voice"], bank=(4, 0))
    action = BuyMarket(
        r.market("ericksonian-method"), r.cards(0, "value-1", "primer")
    )  # 4 + 1 + 1 = 6
    assert r.is_legal(0, action)
    r.act(0, action)
    assert r.state.bank == (0, 0)
    assert r.market("mesmer-notes")  # the rest of the market is untouched


def test_paying_cards_on_top_of_a_sufficient_bank_is_refused_r7_2_r8():
    r = buying(["value-1", "value-2"], bank=(3, 0))
    action = BuyMarket(r.market("metronome"), r.cards(0, "value-1"))
    assert not r.is_legal(0, action)
    assert violation(r, 0, action).code == "buy/payment"


# --- R7.3 Market purchase, R8 overpayment -----------------------------------------------------


def test_exact_payment_values_discarded_card_to_discard_r7_3_r9():
    """R7.3/R9: Values paid go face up to the discard pile; so does the card bought."""
    r = buying(["value-3", "value-1", "value-2", "primer"])
    card = r.market("mesmer-notes")
    pay = r.cards(0, "value-3", "value-1")
    r.act(0, BuyMarket(card, pay))
    discard = r.zone(DISCARD, 0)
    assert set(discard) == {card, *pay}
    assert all(r.state.public[h] == r.truth[h] for h in discard)
    assert card not in r.zone(MARKET)
    assert r.hand_ids(0) == ["primer", "value-2"]
    assert r.awaiting() == (0, Decision.BUY)


def test_books_removed_at_resale_value_r7_3():
    """R7.3: Books pay their resale value and leave the game; Values are discarded."""
    r = buying(["value-3", "primer", "primer", "mesmer-notes"])
    pay = r.cards(0, "value-3", "primer", "mesmer-notes")  # 3 + 1 + 2 = 6
    r.act(0, BuyMarket(r.market("ericksonian-method"), pay))
    value, primer, notes = pay
    assert value in r.zone(DISCARD, 0)
    assert primer in r.zone(REMOVED) and notes in r.zone(REMOVED)
    assert r.zone_ids(DISCARD, 0) == ["ericksonian-method", "value-3"]
    assert r.hand_ids(0) == ["primer"]


def test_payment_too_low_is_a_rule_violation_naming_the_seat_r7_3():
    """R7.3: the payment is hidden when offered; the reveal shows 3 for a price of 4."""
    r = buying(["value-2", "value-1", "primer"])
    action = BuyMarket(r.market("mesmer-notes"), r.cards(0, "value-2", "value-1"))
    assert not r.is_legal(0, action)
    err = violation(r, 0, action)
    assert err.code == "buy/payment"
    assert "seat 0" in str(err)


def test_a_course_cannot_pay_r7_3():
    """R7.3: only Values and Books (at resale) pay; a Course has no resale."""
    r = buying(["breathing-course", "value-1"])
    action = BuyMarket(r.market("calm-voice"), r.cards(0, "breathing-course"))
    assert not r.is_legal(0, action)
    assert violation(r, 0, action).code == "buy/payment"


def test_overpayment_allowed_when_no_exact_payment_exists_r8():
    """R8: two Value-3 for a price of 2: no exact payment, so 3 is fine."""
    r = buying(["value-3", "value-3", "calm-voice"])
    card = r.market("calm-voice")
    action = BuyMarket(card, r.cards(0, "value-3"))
    assert r.is_legal(0, action)
    r.act(0, action)
    assert card in r.zone(DISCARD, 0)


def test_overpayment_refused_when_a_card_could_be_left_out_r8():
    """R8: the smallest overpayment only: 3 + 3 for a price of 2 is caught by every peer."""
    r = buying(["value-3", "value-3"])
    action = BuyMarket(r.market("calm-voice"), r.cards(0, "value-3", "value-3"))
    assert not r.is_legal(0, action)
    assert violation(r, 0, action).code == "buy/payment"


def test_overpayment_refused_when_the_hand_can_pay_exactly_r8():
    """R8: Value-3 for a price of 2 is illegal while the hand holds a Value-2."""
    r = buying(["value-3", "value-2"])
    card = r.market("calm-voice")
    assert not r.is_legal(0, BuyMarket(card, r.cards(0, "value-3")))
    assert r.is_legal(0, BuyMarket(card, r.cards(0, "value-2")))
    assert [a for a in r.legal(0) if isinstance(a, BuyMarket) and a.card == card] == [
        BuyMarket(card, r.cards(0, "value-2"))
    ]


def test_only_the_smallest_overpayment_is_legal_r8():
    """R8: price 4 from 3, 3, 2: no exact payment; 3 + 2 = 5 is legal, 3 + 3 = 6 is not."""
    r = buying(["value-3", "value-3", "value-2"])
    card = r.market("mesmer-notes")
    assert r.is_legal(0, BuyMarket(card, r.cards(0, "value-3", "value-2")))
    assert not r.is_legal(0, BuyMarket(card, r.cards(0, "value-3", "value-3")))
    options = {
        tuple(sorted(r.ids(a.payment)))
        for a in r.legal(0)
        if isinstance(a, BuyMarket) and a.card == card
    }
    assert options == {("value-2", "value-3")}


def test_several_purchases_in_one_phase_r7():
    """R7: options any number of times, in any order."""
    r = buying(["value-3", "value-2", "value-1", "value-2"])
    r.act(0, BuyMarket(r.market("calm-voice"), r.cards(0, "value-2")))
    r.act(0, BuyMarket(r.market("mesmer-notes"), r.cards(0, "value-3", "value-1")))
    assert sorted(r.ids(r.zone(DISCARD, 0))) == sorted(
        ["calm-voice", "mesmer-notes", "value-2", "value-3", "value-1"]
    )
    assert len(r.zone(MARKET)) == 3


def test_buying_a_card_not_in_the_market_is_refused_r7_3():
    r = buying(["value-3", "value-2"], basic=["ericksonian-method"])
    top = r.zone(BASIC)[0]
    r.refuse(0, BuyMarket(top, r.cards(0, "value-3")), "buy/not_there")


def test_paying_with_a_card_not_in_hand_is_refused_r7_3():
    r = buying(["value-3", "value-2"])
    foreign = r.hand(1)[0]
    r.refuse(0, BuyMarket(r.market("calm-voice"), (foreign,)), "buy/not_there")
    twice = r.cards(0, "value-2") * 2
    r.refuse(0, BuyMarket(r.market("mesmer-notes"), twice), "buy/repeated")


# --- R7.4 Blind purchase ------------------------------------------------------------------------


def test_blind_purchase_takes_the_top_card_hidden_from_the_others_r7_4():
    """R7.4: pay 6, take the top Basic card unseen; it goes to the discard pile hidden."""
    r = buying(["value-3", "value-3", "primer"], basic=["master-class", "anchor"])
    top = r.zone(BASIC)[0]
    pay = r.cards(0, "value-3", "value-3")
    assert r.is_legal(0, BuyBlind(pay))
    r.act(0, BuyBlind(pay))
    assert top in r.zone(DISCARD, 0)
    assert r.zone(DISCARD, 0)[-1] == top  # under the discard pile, behind the Values
    assert r.state.public[top] == UNKNOWN
    assert r.view(0).kind(top).id == "master-class"  # only the buyer knows it
    assert r.view(1).kind(top) is None
    assert r.ids(r.zone(BASIC)[:1]) == ["anchor"]
    assert len(r.zone(MARKET)) == 5  # the market is untouched


def test_blind_purchase_hidden_in_a_three_player_game_r7_4():
    r = rig(3, hands={0: ["value-3", "value-3"]}, basic=["ericksonian-method"])
    top = r.zone(BASIC)[0]
    r.act(0, BuyBlind(r.cards(0, "value-3", "value-3")))
    assert [r.view(s).kind_index(top) for s in range(3)] == [
        kind("ericksonian-method"),
        UNKNOWN,
        UNKNOWN,
    ]


def test_blind_purchase_costs_six_r7_4():
    r = buying(["value-3", "value-2", "primer"])
    action = BuyBlind(r.cards(0, "value-3", "value-2"))
    assert not r.is_legal(0, action)
    assert violation(r, 0, action).code == "buy/payment"


def test_blind_purchase_from_an_empty_stack_is_refused_r7_4():
    r = buying(["value-3", "value-3"])
    r.table.state = r.state.set_zone(BASIC, ())
    r.refuse(0, BuyBlind(r.cards(0, "value-3", "value-3")), "buy/blind_empty")


# --- R7.5 Expert purchase -----------------------------------------------------------------------


def test_expert_purchase_look_at_two_keep_one_other_to_the_bottom_r7_5():
    """R7.5: pay 8; look privately at the top two Experts, keep one, the other goes under."""
    r = buying(["value-3", "value-3", "value-2", "primer"], experts=["skeptic", "neutralizer"])
    rest_of_stack = r.zone(EXPERTS)[2:]
    r.act(0, BuyExpert(r.cards(0, "value-3", "value-3", "value-2")))
    assert r.awaiting() == (0, Decision.KEEP_EXPERT)
    look = r.zone(LOOK, 0)
    assert len(look) == 2
    assert sorted(r.view(0).kind(h).id for h in look) == ["neutralizer", "skeptic"]
    assert all(r.view(1).kind(h) is None for h in look)  # privately
    assert all(r.state.public[h] == UNKNOWN for h in look)
    assert r.zone(EXPERTS) == rest_of_stack
    r.refuse(0, Keep(r.hand(0)[0]), "keep/not_there")
    keep = r.pick(seat_zone(LOOK, 0), ["neutralizer"])[0]
    r.act(0, Keep(keep))
    assert r.awaiting() == (0, Decision.BUY)
    assert r.zone(LOOK, 0) == ()
    kept = r.zone(DISCARD, 0)[-1]  # under the discard pile, behind the Values paid
    assert r.ids([kept]) == ["neutralizer"]
    assert r.zone_ids(DISCARD, 0) == ["value-3", "value-3", "value-2", "neutralizer"]
    assert r.state.public[kept] == UNKNOWN
    assert r.view(0).kind(kept).id == "neutralizer"
    assert r.view(1).kind(kept) is None
    under = r.zone(EXPERTS)
    assert under[: len(rest_of_stack)] == rest_of_stack
    assert r.ids(under[len(rest_of_stack) :]) == ["skeptic"]  # the other one, under the stack
    assert r.view(1).kind(under[-1]) is None


def test_keeping_the_other_expert_r7_5():
    r = buying(["value-3", "value-3", "value-2"], experts=["skeptic", "neutralizer"])
    r.act(0, BuyExpert(r.cards(0, "value-3", "value-3", "value-2")))
    options = r.legal(0)
    assert sorted(r.ids(a.card for a in options)) == ["neutralizer", "skeptic"]
    r.act(0, Keep(r.pick(seat_zone(LOOK, 0), ["skeptic"])[0]))
    assert r.ids(r.zone(DISCARD, 0)[-1:]) == ["skeptic"]
    assert r.ids(r.zone(EXPERTS)[-1:]) == ["neutralizer"]


def test_expert_purchase_costs_eight_r7_5():
    r = buying(["value-3", "value-3", "value-1", "primer"])
    action = BuyExpert(r.cards(0, "value-3", "value-3", "value-1"))
    assert not r.is_legal(0, action)
    assert violation(r, 0, action).code == "buy/payment"


# --- R7 at least one card leaves the hand; R9 no replacement before the refresh phase ---------


def test_pass_refused_before_a_card_left_the_hand_r7():
    """R7: at least one card must leave the hand during the buying phase."""
    r = buying(["value-3", "value-2", "primer"])
    assert not r.is_legal(0, Pass())
    r.refuse(0, Pass(), "buy/nothing_left_hand")
    r.act(0, Bank(r.cards(0, "value-2")))
    assert r.is_legal(0, Pass())
    r.act(0, Pass())
    assert r.awaiting() == (0, Decision.INTERMEDIATE)


def test_pass_not_offered_after_a_cardless_purchase_while_a_card_could_leave_r7():
    """R7: a purchase paid by the bank alone lets no card leave; a Value could still be banked."""
    r = buying(["value-1", "breathing-course"], bank=(2, 0))
    r.act(0, BuyMarket(r.market("calm-voice"), ()))
    assert not r.is_legal(0, Pass())
    assert r.is_legal(0, Bank(r.cards(0, "value-1")))


def test_pass_offered_when_no_card_can_leave_any_more_r7():
    """R7: with only Courses left after a bank-paid purchase, nothing can leave: Pass is legal."""
    r = buying(["breathing-course", "stage-hypnosis"], bank=(2, 0))
    r.act(0, BuyMarket(r.market("calm-voice"), ()))
    assert r.is_legal(0, Pass())
    r.act(0, Pass())
    assert r.awaiting() == (0, Decision.INTERMEDIATE)


# --- R7 and R8 at apply time: what every peer can see ------------------------------------------
# A hand is face down to the other peers, so R8 over the whole hand and R7's "a card could still
# leave" are for the legal list and the end-of-game audit; but a hand card everyone has seen
# (face up this epoch, as after searching the own discard pile, R17) is judged at once.


def seen_by_all(r, *handles: int) -> None:
    """These hand cards are face up to everyone this epoch (the public state says their kind)."""
    r.table.state = r.state.with_public(handles, tuple(r.truth[h] for h in handles))


def test_apply_refuses_overpayment_when_exact_exists_R8():
    """R8: Value-3 for a price of 2 while a Value-2 everyone has seen is in the hand: refused
    by apply_action itself (not only missing from the legal list), the state unchanged."""
    r = buying(["value-3", "value-2", "primer"])
    seen_by_all(r, *r.cards(0, "value-3", "value-2"))
    card = r.market("calm-voice")
    overpay = BuyMarket(card, r.cards(0, "value-3"))
    assert not r.is_legal(0, overpay)
    error = r.refuse(0, overpay, "buy/payment")
    assert "R8" in str(error)
    exact = BuyMarket(card, r.cards(0, "value-2"))
    assert r.is_legal(0, exact)
    r.act(0, exact)
    assert card in r.zone(DISCARD, 0)


def test_apply_refuses_a_seen_overpayment_that_leaves_out_nothing_but_is_not_the_least_R8():
    """R8: price 4 from a seen 3, 3, 2: 3 + 3 = 6 overpays by more than 3 + 2 = 5 does."""
    r = buying(["value-3", "value-3", "value-2"])
    seen_by_all(r, *r.hand(0))
    card = r.market("mesmer-notes")
    r.refuse(0, BuyMarket(card, r.cards(0, "value-3", "value-3")), "buy/payment")
    assert r.is_legal(0, BuyMarket(card, r.cards(0, "value-3", "value-2")))


def test_reveal_catches_overpayment_when_a_seen_card_pays_exactly_R8():
    """R8: the Value-3 paid is face down until revealed; the Value-2 left in hand was seen by
    all, so the reveal of the payment shows the overpayment and blames the seat."""
    r = buying(["value-3", "value-2"])
    seen_by_all(r, r.card(0, "value-2"))
    overpay = BuyMarket(r.market("calm-voice"), r.cards(0, "value-3"))
    assert not r.is_legal(0, overpay)
    error = violation(r, 0, overpay)
    assert error.code == "buy/payment" and "R8" in str(error)


def test_an_overpayment_from_a_face_down_hand_is_left_to_the_audit_R8():
    """R8 over cards no other peer has seen: the legal list (the seat's own client, the
    audit's full-knowledge replay) refuses it; the public checks cannot, and do not."""
    r = buying(["value-3", "value-2"])
    overpay = BuyMarket(r.market("calm-voice"), r.cards(0, "value-3"))
    assert not r.is_legal(0, overpay)
    r.act(0, overpay)  # applied and revealed: a Value-3 alone for 2 is no overpayment to see
    assert r.awaiting() == (0, Decision.BUY)


def test_apply_refuses_pass_after_a_bank_paid_purchase_while_a_seen_card_can_leave_R7():
    """R7: the bank paid the whole price, so no card left the hand; a Value-1 everyone has
    seen could still be banked, so Pass is refused by apply_action, the state unchanged."""
    r = buying(["value-1", "breathing-course"], bank=(2, 0))
    seen_by_all(r, r.card(0, "value-1"))
    r.act(0, BuyMarket(r.market("calm-voice"), ()))
    assert not r.state.left_hand and r.state.bought
    assert not r.is_legal(0, Pass())
    error = r.refuse(0, Pass(), "buy/nothing_left_hand")
    assert "R7" in str(error)
    r.act(0, Bank(r.cards(0, "value-1")))
    r.act(0, Pass())
    assert r.awaiting() == (0, Decision.INTERMEDIATE)


def test_apply_refuses_pass_after_a_bank_paid_purchase_while_seen_cards_can_buy_R7():
    """R7: seen Books whose resale pays a market card could still leave the hand as payment."""
    r = buying(["primer", "mesmer-notes", "breathing-course"], bank=(2, 0))
    seen_by_all(r, *r.cards(0, "primer", "mesmer-notes"))
    r.act(0, BuyMarket(r.market("calm-voice"), ()))
    r.refuse(0, Pass(), "buy/nothing_left_hand")


def test_pass_after_a_bank_paid_purchase_with_the_hand_face_down_is_left_to_the_audit_R7():
    """R7: whether a face-down Value could still leave is the legal list's and the audit's to
    say; the public checks see only a Course (seen) and accept the Pass."""
    r = buying(["value-1", "breathing-course"], bank=(2, 0))
    seen_by_all(r, r.card(0, "breathing-course"))
    r.act(0, BuyMarket(r.market("calm-voice"), ()))
    assert not r.is_legal(0, Pass())
    r.act(0, Pass())
    assert r.awaiting() == (0, Decision.INTERMEDIATE)


def test_market_cards_not_replaced_until_the_refresh_phase_r9():
    """R9: the bought card leaves a gap for the rest of the turn (and R12 restocks only below 3)."""
    r = buying(["value-3", "value-2", "metronome"])
    card = r.market("metronome")
    r.act(0, BuyMarket(card, r.cards(0, "value-3")))
    assert len(r.zone(MARKET)) == 4
    for decision in (Decision.BUY, Decision.INTERMEDIATE, Decision.DUEL, Decision.INTERMEDIATE):
        assert r.awaiting() == (0, decision)
        assert len(r.zone(MARKET)) == 4
        r.act(0, Pass())
    assert r.awaiting() == (1, Decision.BUY)
    assert len(r.zone(MARKET)) == 4  # four left: no restock (R12)
    assert card not in r.zone(MARKET)


def test_a_non_buying_action_is_refused_in_the_buying_phase_r7():
    r = buying(["value-3", "metronome"])
    r.refuse(0, Play(r.card(0, "metronome"), 1), "buy/not_now")


def test_only_the_active_seat_buys():
    """Gameplay: the active player acts in its buying phase; another seat is refused."""
    r = buying(["value-3", "value-2"])
    r.refuse(1, Bank(r.hand(1)[:1]), "turn/inactive_player")
