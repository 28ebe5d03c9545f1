"""What a card says, in the player's language: its name, its family, its text (R20).

The core builds a card's English text from its data (``core.hypnose.texts``); this module builds
the same sentences through Qt's translations, piece by piece in the same order, so a translated
card says exactly what the English one says (a test checks that the English output is the
core's text, word for word, for every card).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP

from client.kit.i18n import tr
from core.hypnose.catalog import CardKind, Category, Effect

CARD_NAMES = (
    QT_TR_NOOP("Value 1"),
    QT_TR_NOOP("Value 2"),
    QT_TR_NOOP("Value 3"),
    QT_TR_NOOP("Hypnosis Primer"),
    QT_TR_NOOP("Metronome"),
    QT_TR_NOOP("Crescendo"),
    QT_TR_NOOP("Deep Spiral"),
    QT_TR_NOOP("Pocket Watch"),
    QT_TR_NOOP("Hypnotic Mirror"),
    QT_TR_NOOP("Dream Journal"),
    QT_TR_NOOP("Second Wall"),
    QT_TR_NOOP("Anchor"),
    QT_TR_NOOP("Trance Basics"),
    QT_TR_NOOP("The Calm Voice"),
    QT_TR_NOOP("Suggestion Manual"),
    QT_TR_NOOP("Anatomy of Sleep"),
    QT_TR_NOOP("Mesmer's Notes"),
    QT_TR_NOOP("Induction Techniques"),
    QT_TR_NOOP("The Unconscious Mind"),
    QT_TR_NOOP("Grimoire of Trance"),
    QT_TR_NOOP("Breathing Course"),
    QT_TR_NOOP("Stage Hypnosis"),
    QT_TR_NOOP("Mind Shield Workshop"),
    QT_TR_NOOP("Clinical Hypnosis"),
    QT_TR_NOOP("Ericksonian Method"),
    QT_TR_NOOP("Master Class"),
    QT_TR_NOOP("The Neutralizer"),
    QT_TR_NOOP("The Scholar"),
    QT_TR_NOOP("The Showman"),
    QT_TR_NOOP("The Skeptic"),
    QT_TR_NOOP("The Abyss Guide"),
    QT_TR_NOOP("The Sleepwalker"),
    QT_TR_NOOP("The Collector"),
    QT_TR_NOOP("Composure"),
)
"""Every card name of the catalog, for the translators (a test keeps it equal to the catalog)."""


def name(kind: CardKind) -> str:
    return tr(kind.name)


def family(category: Category) -> str:
    """The family's name as printed in the card's band."""
    return {
        Category.VALUE: tr("Value"),
        Category.BOOK: tr("Book"),
        Category.COURSE: tr("Course"),
        Category.BOOST: tr("Boost"),
        Category.DEFENSE: tr("Defense"),
        Category.EXPERT: tr("Expert"),
    }[category]


def effect_text(effect: Effect) -> str:
    """The sentence of an effect (``core.hypnose.texts.EFFECT_TEXTS``, translated)."""
    texts = {
        Effect.LOOK_AT_HAND: tr("Intermediate action: look at the hand of one opponent."),
        Effect.DRAW_TWO: tr("Intermediate action: draw two cards from your draw pile."),
        Effect.OPPONENT_DISCARDS_TWO: tr(
            "Intermediate action: an opponent of your choice discards two cards of its choice.",
        ),
        Effect.REORDER_TOP_SIX: tr(
            "Intermediate action: look at the top six cards of your draw pile"
            " and put them back in any order.",
        ),
        Effect.OPPONENT_LOSES_TWO: tr(
            "Duel: if you win, the opponent loses 2 Mental Resistance instead of 1."
        ),
        Effect.EXTRA_DEFENSE_CARD: tr(
            "Duel: when you defend with it, you may play one more Defense card (not cumulative).",
        ),
        Effect.MAX_LOSS_ONE: tr(
            "Duel: if you defend with it and lose, you lose at most 1 Mental Resistance."
        ),
        Effect.NEUTRALIZE: tr("Duel: the opponent's current total becomes 0."),
        Effect.DOUBLE_BOOKS: tr("Duel: your Books and Courses count twice."),
        Effect.PLUS_FIVE: tr("Duel: +5 to your total."),
        Effect.CANCEL_EXPERT: tr("Duel: the opponent's Expert has no effect."),
        Effect.EXTRA_LOSS: tr("Duel: if the opponent loses, it loses 1 more Mental Resistance."),
        Effect.NO_LOSS: tr("Duel: if you lose, you lose no Mental Resistance."),
        Effect.STEAL_BOOK: tr(
            "Duel: if you win, put the opponent's best Book or Course of this duel"
            " on your discard pile.",
        ),
        Effect.PLUS_THREE_SHIELD: tr(
            "Duel: +3 to your total; if you lose, you lose at most 1 Mental Resistance."
        ),
    }
    return texts[effect]


def short_effect(kind: CardKind) -> str:
    """A few words for the effect, printed on a card too small for the whole sentence."""
    effect = kind.effect
    if effect is Effect.NONE:
        return ""
    return {
        Effect.LOOK_AT_HAND: tr("Look at a hand"),
        Effect.DRAW_TWO: tr("Draw two"),
        Effect.OPPONENT_DISCARDS_TWO: tr("Opponent discards two"),
        Effect.REORDER_TOP_SIX: tr("Reorder your top six"),
        Effect.OPPONENT_LOSES_TWO: tr("Win: loss of 2"),
        Effect.EXTRA_DEFENSE_CARD: tr("+1 Defense card"),
        Effect.MAX_LOSS_ONE: tr("Lose at most 1"),
        Effect.NEUTRALIZE: tr("Opponent's total: 0"),
        Effect.DOUBLE_BOOKS: tr("Books count twice"),
        Effect.PLUS_FIVE: tr("+5 to your total"),
        Effect.CANCEL_EXPERT: tr("Cancels an Expert"),
        Effect.EXTRA_LOSS: tr("Loser loses 1 more"),
        Effect.NO_LOSS: tr("You lose nothing"),
        Effect.STEAL_BOOK: tr("Win: take a Book"),
        Effect.PLUS_THREE_SHIELD: tr("+3, lose at most 1"),
    }[effect]


def _stats(kind: CardKind) -> str:
    category = kind.category
    if category is Category.VALUE:
        return tr(
            "Value {v}. Pay {v} when buying, or remove it from the game for a discount of {v}.",
        ).format(v=kind.value)
    if category is Category.BOOK:
        book = (
            tr("Starter Book. Attack {a}, Defense {d}. Resale {r}.")
            if kind.starter
            else tr("Book. Attack {a}, Defense {d}. Resale {r}.")
        )
        return book.format(a=kind.attack, d=kind.defense, r=kind.resale)
    if category is Category.COURSE:
        return tr("Course. Attack {a}, Defense {d}. No resale.").format(
            a=kind.attack, d=kind.defense
        )
    if category is Category.BOOST:
        return tr("Boost card, +{v} attack.").format(v=kind.value)
    if category is Category.DEFENSE:
        return tr("Defense card, +{v} defense.").format(v=kind.value)
    return tr("Expert.")


def text(kind: CardKind) -> str:
    """The card's whole text in the current language (in English: ``kind.text``, R20)."""
    parts = [_stats(kind)]
    if kind.effect is not Effect.NONE:
        parts.append(effect_text(kind.effect))
    if kind.category is Category.EXPERT:
        parts.append(tr("Removed from the game after use."))
    if kind.price:
        parts.append(tr("Price {p}.").format(p=kind.price))
    return " ".join(parts)


def marks(kind: CardKind) -> str:
    """The player-count marks its copies carry (R3: B, 3, 4), as printed in the corner."""
    b, three, four = kind.marks
    return " ".join(mark for mark, count in (("B", b), ("3", three), ("4", four)) if count)
