"""Card texts, generated from the card data (R20), so that what a card says is what it does.

A text is built from the kind's category, numbers and effect: one sentence per effect, kept
once in ``EFFECT_TEXTS``, so two kinds with the same effect say it in the same words. The
catalog derives ``CardKind.text`` with ``card_text``; nothing in the data may override it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.hypnose.catalog import Category, Effect

if TYPE_CHECKING:
    from core.hypnose.catalog import CardKind

EFFECT_TEXTS: dict[Effect, str] = {
    # Intermediate-phase actions (R10).
    Effect.LOOK_AT_HAND: "Intermediate action: look at the hand of one opponent.",
    Effect.DRAW_TWO: "Intermediate action: draw two cards from your draw pile.",
    Effect.OPPONENT_DISCARDS_TWO: (
        "Intermediate action: an opponent of your choice discards two cards of its choice."
    ),
    Effect.REORDER_TOP_SIX: (
        "Intermediate action: look at the top six cards of your draw pile"
        " and put them back in any order."
    ),
    # Duel effects of Boost and Defense cards (R11).
    Effect.OPPONENT_LOSES_TWO: (
        "Duel: if you win, the opponent loses 2 Mental Resistance instead of 1."
    ),
    Effect.EXTRA_DEFENSE_CARD: (
        "Duel: when you defend with it, you may play one more Defense card (not cumulative)."
    ),
    Effect.MAX_LOSS_ONE: (
        "Duel: if you defend with it and lose, you lose at most 1 Mental Resistance."
    ),
    # Expert effects (R11 c: attacker first, then defender, one Expert each).
    Effect.NEUTRALIZE: "Duel: the opponent's current total becomes 0.",
    Effect.DOUBLE_BOOKS: "Duel: your Books and Courses count twice.",
    Effect.PLUS_FIVE: "Duel: +5 to your total.",
    Effect.CANCEL_EXPERT: "Duel: the opponent's Expert has no effect.",
    Effect.EXTRA_LOSS: "Duel: if the opponent loses, it loses 1 more Mental Resistance.",
    Effect.NO_LOSS: "Duel: if you lose, you lose no Mental Resistance.",
    Effect.STEAL_BOOK: (
        "Duel: if you win, put the opponent's best Book or Course of this duel"
        " on your discard pile."
    ),
    Effect.PLUS_THREE_SHIELD: (
        "Duel: +3 to your total; if you lose, you lose at most 1 Mental Resistance."
    ),
}
"""The sentence of every effect but ``Effect.NONE``, in the words a player reads."""


def _stats(kind: CardKind) -> str:
    """The category and numbers: what the card is before what it does."""
    category = kind.category
    if category is Category.VALUE:
        v = kind.value
        return f"Value {v}. Pay {v} when buying, or remove it from the game for a discount of {v}."
    if category is Category.BOOK:
        book = "Starter Book" if kind.starter else "Book"
        return f"{book}. Attack {kind.attack}, Defense {kind.defense}. Resale {kind.resale}."
    if category is Category.COURSE:
        return f"Course. Attack {kind.attack}, Defense {kind.defense}. No resale."
    if category is Category.BOOST:
        return f"Boost card, +{kind.value} attack."
    if category is Category.DEFENSE:
        return f"Defense card, +{kind.value} defense."
    return "Expert."


def card_text(kind: CardKind) -> str:
    """The text a player reads on the card (a tooltip, the help), derived from the data (R20)."""
    parts = [_stats(kind)]
    if kind.effect is not Effect.NONE:
        parts.append(EFFECT_TEXTS[kind.effect])
    if kind.category is Category.EXPERT:
        parts.append("Removed from the game after use.")
    if kind.price:
        parts.append(f"Price {kind.price}.")
    return " ".join(parts)
