"""What cards and lost resistance are worth to the strategic bot (its tuned weights)."""

from __future__ import annotations

from core.hypnose.catalog import CardKind, Category, Effect
from core.hypnose.resistance import PRIMES, after_loss

EXPERT_WORTH = 5.0  # one duel swung, once
KEEP_ORDER = (
    Effect.NEUTRALIZE,
    Effect.PLUS_FIVE,
    Effect.DOUBLE_BOOKS,
    Effect.PLUS_THREE_SHIELD,
    Effect.EXTRA_LOSS,
    Effect.NO_LOSS,
    Effect.CANCEL_EXPERT,
    Effect.STEAL_BOOK,
)
ACTION_BONUS = {
    Effect.DRAW_TWO: 1.0,
    Effect.OPPONENT_DISCARDS_TWO: 0.8,
    Effect.OPPONENT_LOSES_TWO: 1.5,
    Effect.EXTRA_DEFENSE_CARD: 0.5,
    Effect.MAX_LOSS_ONE: 0.8,
    Effect.LOOK_AT_HAND: 0.3,
    Effect.REORDER_TOP_SIX: 0.3,
}


def card_worth(kind: CardKind, expert: float = EXPERT_WORTH) -> float:
    """How much a card helps in a deck: duel strength (its better side counts more) and actions."""
    if kind.category is Category.VALUE:
        return kind.value * 0.5
    if kind.is_scholar:
        high, low = max(kind.attack, kind.defense), min(kind.attack, kind.defense)
        return 0.65 * high + 0.35 * low + 0.3 * kind.resale
    if kind.category is Category.EXPERT:
        return expert
    return 0.9 * kind.value + ACTION_BONUS.get(kind.effect, 0.0)


def keep_worth(kind: CardKind, expert: float = EXPERT_WORTH) -> float:
    """How much a card in hand is worth keeping (for the next duel and the next purchase)."""
    if kind.category is Category.VALUE:
        return 0.6 * kind.value
    return card_worth(kind, expert)


LANDING = 0.5  # R14: landing on a prime gives the loser an Expert or a searched refill


def loss_points(resistance: int, loss: int) -> float:
    """Resistance actually lost (R13): more if it puts the seat out, less on a helpful prime."""
    points = _LOSS_POINTS.get((resistance, loss))
    if points is None:
        points = _LOSS_POINTS[resistance, loss] = _loss_points(resistance, loss)
    return points


_LOSS_POINTS: dict[tuple[int, int], float] = {}  # a pure function of two small ints: memoized


def _loss_points(resistance: int, loss: int) -> float:
    if loss <= 0 or resistance <= 0:
        return 0.0
    after = after_loss(resistance, loss)
    if after == 0:
        return resistance + 3.0
    return (resistance - after) - (LANDING if after in PRIMES else 0.0)
