"""Bots: agents that see only their own seat's view and choose among the legal actions.

``random`` picks a random legal action (first a kind of action, then one of that kind, so that
the many ways to pay or to refresh do not drown out the duel). ``strategic`` buys the strongest
cards it can afford, attacks when its attack is strong, defends when it can win, and plays
Experts and card actions where they change a duel. Bots draw their own randomness from a seeded
stream, so a game is reproducible from its seed.
"""

from __future__ import annotations

from collections.abc import Callable

from core.actions import (
    Action,
    Attack,
    AwaitAction,
    Bank,
    BuyBlind,
    BuyExpert,
    BuyMarket,
    Decision,
    Defend,
    Discard,
    Keep,
    Pass,
    Play,
    PlayExpert,
    Refresh,
    Reorder,
    Search,
)
from core.catalog import CardKind, Category, Effect
from core.duel import outcome
from core.engine import pending
from core.legal import LegalActions
from core.stream import Stream
from core.view import View
from core.zones import Zone


class RandomBot:
    """A random legal action: a random kind of action, then a random one of that kind."""

    name = "random"

    def __init__(self, seed: int | bytes | str) -> None:
        self.stream = Stream(seed, "random-bot")

    def choose(self, view: View, legal: LegalActions) -> Action:
        by_type: dict[type, list[Action]] = {}
        for action in legal:
            by_type.setdefault(type(action), []).append(action)
        group = by_type[self.stream.choice(list(by_type))]
        return self.stream.choice(group)


# --- strategic ----------------------------------------------------------------------------------

EXPERT_WORTH = 9.0
BLIND_WORTH = 5.0


def card_worth(kind: CardKind) -> float:
    """How much the strategic bot wants a card in its deck (duel strength and actions)."""
    if kind.category is Category.VALUE:
        return kind.value * 0.5
    if kind.is_scholar:
        return kind.attack + kind.defense * 0.8 + kind.resale * 0.3
    if kind.category is Category.EXPERT:
        return EXPERT_WORTH
    bonus = {
        Effect.DRAW_TWO: 2.0,
        Effect.OPPONENT_DISCARDS_TWO: 2.0,
        Effect.OPPONENT_LOSES_TWO: 2.5,
        Effect.EXTRA_DEFENSE_CARD: 1.0,
        Effect.MAX_LOSS_ONE: 1.5,
        Effect.LOOK_AT_HAND: 0.5,
        Effect.REORDER_TOP_SIX: 0.5,
    }.get(kind.effect, 0.0)
    return kind.value + bonus


class StrategicBot:
    """Buys the best card it can afford, duels when strong, uses Experts where they help."""

    name = "strategic"

    def __init__(self, seed: int | bytes | str) -> None:
        self.stream = Stream(seed, "strategic-bot")

    def choose(self, view: View, legal: LegalActions) -> Action:
        step = pending(view.state)
        assert isinstance(step, AwaitAction)
        chooser: Callable[[View, LegalActions], Action] = getattr(self, f"_{step.decision.value}")
        return chooser(view, legal)

    # Each decision: score the legal actions and take the best (ties: the first in order).
    @staticmethod
    def _best(actions: list[Action], score: Callable[[Action], float]) -> Action:
        return max(actions, key=score)

    def _buy(self, view: View, legal: LegalActions) -> Action:
        def kind(h: int) -> CardKind:
            k = view.kind(h)
            assert k is not None
            return k

        def paid(payment: tuple[int, ...]) -> float:
            return sum(card_worth(kind(h)) * (1.0 if kind(h).is_scholar else 0.2) for h in payment)

        def score(action: Action) -> float:
            if isinstance(action, BuyMarket):
                return card_worth(kind(action.card)) - paid(action.payment) - 1.0
            if isinstance(action, BuyExpert):
                return EXPERT_WORTH - paid(action.payment) - 1.0
            if isinstance(action, BuyBlind):
                return BLIND_WORTH - paid(action.payment) - 1.0
            if isinstance(action, Pass):
                return 0.0
            if isinstance(action, Bank):
                return -0.5 - 0.3 * sum(kind(h).value for h in action.cards)
            if isinstance(action, Refresh):
                return -5.0 + 0.0 * len(action.cards)
            return -10.0

        return self._best(list(legal), score)

    def _intermediate(self, view: View, legal: LegalActions) -> Action:
        state = view.state

        def score(action: Action) -> float:
            if not isinstance(action, Play):
                return 0.0
            kind = view.kind(action.card)
            assert kind is not None
            if kind.effect is Effect.DRAW_TWO:
                return 2.0
            if kind.effect is Effect.OPPONENT_DISCARDS_TWO:
                return (
                    1.0
                    + len(state.hand(action.opponent)) * 0.2
                    - state.resistance[action.opponent] * 0.05
                )
            return -1.0

        return self._best(list(legal), score)

    def _duel(self, view: View, legal: LegalActions) -> Action:
        state = view.state

        def score(action: Action) -> float:
            if not isinstance(action, Attack):
                return 0.0
            strength = self._attack_strength(view, action.cards)
            opponent_cards = len(state.hand(action.opponent))
            expected_defense = 2.2 * min(opponent_cards, 3) + state.modifier[action.opponent]
            margin = strength - expected_defense
            return margin - 0.01 * len(action.cards) - 0.05 * state.resistance[action.opponent]

        best = self._best(list(legal), score)
        return best if score(best) > 0 else Pass()

    def _attack_strength(self, view: View, cards: tuple[int, ...]) -> float:
        total = 0.0
        for h in cards:
            k = view.kind(h)
            assert k is not None
            total += k.attack if k.is_scholar else k.value
        return total

    def _defend(self, view: View, legal: LegalActions) -> Action:
        state = view.state
        duel = state.duel
        assert duel is not None
        expected_attack = 3.0 * duel.attack_count
        modifier = state.modifier[view.seat]

        def strength(action: Defend) -> float:
            total = float(modifier)
            for h in action.cards:
                k = view.kind(h)
                assert k is not None
                total += k.defense if k.is_scholar else k.value
            return total

        defends = [a for a in legal if isinstance(a, Defend)]
        if not defends:
            return Pass()
        best = max(defends, key=lambda a: (strength(a), -len(a.cards)))
        return best if strength(best) >= expected_attack * 0.7 else Pass()

    def _expert(self, view: View, legal: LegalActions) -> Action:
        state = view.state
        duel = state.duel
        assert duel is not None
        me_attacking = view.seat == duel.attacker
        theirs = None
        if not me_attacking and duel.attack_expert >= 0:
            theirs = state.catalog[state.public[duel.attack_expert]].effect

        def value(action: Action) -> float:
            mine = None
            if isinstance(action, PlayExpert):
                kind = view.kind(action.card)
                assert kind is not None
                mine = kind.effect
            ea, ed = (mine, None) if me_attacking else (theirs, mine)
            result = outcome(state, ea, ed)
            if result.winner == view.seat:
                score = 10.0 + result.loss
            elif result.loser == view.seat:
                score = -10.0 - result.loss * 3
            else:
                score = 0.0
            return score - (0.5 if mine is not None else 0.0)

        return self._best(list(legal), value)

    def _keep_expert(self, view: View, legal: LegalActions) -> Action:
        order = [
            Effect.NEUTRALIZE,
            Effect.PLUS_FIVE,
            Effect.DOUBLE_BOOKS,
            Effect.PLUS_THREE_SHIELD,
            Effect.NO_LOSS,
            Effect.EXTRA_LOSS,
            Effect.CANCEL_EXPERT,
            Effect.STEAL_BOOK,
        ]

        def score(action: Action) -> float:
            assert isinstance(action, Keep)
            kind = view.kind(action.card)
            return -order.index(kind.effect) if kind and kind.effect in order else -99

        return self._best(list(legal), score)

    def _discard(self, view: View, legal: LegalActions) -> Action:
        def score(action: Action) -> float:
            assert isinstance(action, Discard)
            return -sum(card_worth(view.kind(h)) for h in action.cards)  # type: ignore[arg-type]

        return self._best(list(legal), score)

    def _reorder(self, view: View, legal: LegalActions) -> Action:
        def score(action: Action) -> float:
            assert isinstance(action, Reorder)
            # the strongest cards on top, weighted by how soon they are drawn
            return sum(
                card_worth(view.kind(h)) / (i + 1)  # type: ignore[arg-type]
                for i, h in enumerate(action.order)
            )

        return self._best(list(legal), score)

    def _search(self, view: View, legal: LegalActions) -> Action:
        draw = view.state.zone(Zone.DRAW, view.seat)

        def score(action: Action) -> float:
            assert isinstance(action, Search)
            worth = sum(card_worth(view.kind(h)) for h in action.cards)  # type: ignore[arg-type]
            return worth + 0.1 * sum(1 for h in action.cards if h not in draw)

        return self._best(list(legal), score)


BOTS: dict[str, Callable[[int | bytes | str], RandomBot | StrategicBot]] = {
    "random": RandomBot,
    "strategic": StrategicBot,
}


def make_bot(name: str, seed: int | bytes | str) -> RandomBot | StrategicBot:
    """A bot by name (``random``, ``strategic``); ValueError names the known ones."""
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; known: {', '.join(sorted(BOTS))}") from None


__all__ = ["BOTS", "Decision", "RandomBot", "StrategicBot", "make_bot"]
