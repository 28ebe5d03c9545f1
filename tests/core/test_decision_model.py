"""The decision model both clients render (``core.hypnose.decisions``): at every decision of
seeded bot games, its complete choices map one to one onto the legal actions (each legal action
is exactly one complete choice, reached step by step; no choice makes an action outside the
list), and on rigged situations its kinds come in the order a person meets them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from rulekit import GAME, decisions, rig

from core.hypnose.actions import Bank, Decision, Pass
from core.hypnose.decisions import (
    BLIND,
    BUY_MARKET,
    EXPERT,
    KINDS,
    PASS,
    REFILL,
    Deciding,
    Part,
    chosen,
)

WALKS = [("random", players, seed) for players in (2, 3, 4) for seed in range(3)]
WALKS += [("strategic", 2, 0), ("strategic", 3, 1)]


def models(bot: str, players: int, seed: int) -> Iterator[Deciding]:
    """The model of every decision of one seeded game between bots."""
    for view, legal, decision in decisions(bot, players, seed):
        yield Deciding(view, legal, decision)


def one_to_one(model: Deciding) -> None:
    legal = list(model.legal)
    # Each legal action is of one kind the decision offers, and the kinds split the list.
    assert sum(len(model.actions(kind)) for kind in model.offered()) == len(legal)
    assert {chosen(a).kind for a in legal} == set(model.offered()) <= set(model.kinds())
    # Each is one complete choice, and that choice makes exactly it.
    choices = [chosen(a) for a in legal]
    assert len(set(choices)) == len(legal), "two legal actions are the same choice"
    for action, choice in zip(legal, choices, strict=True):
        assert model.action(choice.kind, choice.target, choice.cards) == action
        # Step by step: its first step (what is bought, whom, which card played) leads to it,
        # and no other first step does.
        kind = choice.kind
        if kind.steps and kind.steps[0] in (Part.TARGET, Part.OPPONENT, Part.CARD):
            picked = choice.cards[0] if kind.steps[0] is Part.CARD else choice.target
            assert picked is not None and action in model.ways(kind, picked)
            assert sum(action in found for found in model.firsts(kind).values()) == 1
    # A choice outside the list makes no action: a kind of another decision, a part missing.
    foreign = [k for kinds in KINDS.values() for k in kinds if k not in model.kinds()]
    assert all(model.action(k, None, ()) is None for k in foreign)
    for kind in model.kinds():
        if kind.steps:
            made = model.action(kind, None, ())
            assert made is None or made in legal


@pytest.mark.parametrize(("bot", "players", "seed"), WALKS, ids=str)
def test_every_legal_action_is_exactly_one_complete_choice(bot, players, seed):
    seen: Counter[Decision] = Counter()
    for model in models(bot, players, seed):
        one_to_one(model)
        seen[model.decision] += 1
    assert seen[Decision.BUY] and seen[Decision.DUEL], seen


def test_the_walks_meet_every_kind_of_decision():
    """The walks above are worth something only if they meet every decision."""
    seen: set[Decision] = set()
    for walk in WALKS:
        seen.update(model.decision for model in models(*walk))
    assert seen == set(Decision)


def test_buying_offers_purchases_first_and_builds_one_by_target_then_payment():
    r = rig(hands={0: ["value-1", "value-2", "value-3", "primer"]}, active=0)
    _, decision = r.awaiting()
    model = Deciding(r.view(0), GAME.legal_actions(r.view(0)), decision)
    keys = [kind.key for kind in model.offered()]
    assert keys[0] == "buy_market" and keys[-1] == "refresh"  # R7: nothing left the hand yet
    assert "pass" not in keys
    market = model.firsts(BUY_MARKET)
    for actions in market.values():
        target = actions[0].card
        assert model.payments(target) == [a.payment for a in actions]
        owed = model.owed(model.price(target) or 0)
        assert all(model.paid(p) >= owed for p in model.payments(target))  # R8
    assert model.price(BLIND) == 6 and model.price(EXPERT) == 8  # R7.4, R7.5
    assert model.action(BUY_MARKET, BLIND, ()) is None  # a stack is no market card


def test_after_a_card_left_the_hand_the_phase_may_end():
    r = rig(hands={0: ["value-1", "value-2", "primer"]}, active=0)
    r.act(0, Bank(r.cards(0, "value-1")))
    model = Deciding(r.view(0), GAME.legal_actions(r.view(0)), Decision.BUY)
    assert model.offered()[-1] is PASS and model.action(PASS) == Pass()
    assert model.bank() == 1


def test_the_refill_is_offered_before_declining_as_the_prompt_says():
    """R17: "refill your hand ..., or decline" (hypnose.ask.refill)."""
    assert KINDS[Decision.REFILL][0] is REFILL
