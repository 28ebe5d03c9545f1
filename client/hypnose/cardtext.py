"""What a card says, in the player's language: its name, its family, its text (R20).

The core builds a card's English text from its data (``core.hypnose.texts``); this module builds
the same sentences through Qt's translations, piece by piece in the same order, so a translated
card says exactly what the English one says (a test checks that the English output is the
core's text, word for word, for every card).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from client.shell.i18n import translate
from core.hypnose.catalog import CardKind, Category, Effect

CARD_NAMES = (
    QT_TRANSLATE_NOOP("Card", "Value 1"),
    QT_TRANSLATE_NOOP("Card", "Value 2"),
    QT_TRANSLATE_NOOP("Card", "Value 3"),
    QT_TRANSLATE_NOOP("Card", "Hypnosis Primer"),
    QT_TRANSLATE_NOOP("Card", "Metronome"),
    QT_TRANSLATE_NOOP("Card", "Crescendo"),
    QT_TRANSLATE_NOOP("Card", "Deep Spiral"),
    QT_TRANSLATE_NOOP("Card", "Pocket Watch"),
    QT_TRANSLATE_NOOP("Card", "Hypnotic Mirror"),
    QT_TRANSLATE_NOOP("Card", "Dream Journal"),
    QT_TRANSLATE_NOOP("Card", "Second Wall"),
    QT_TRANSLATE_NOOP("Card", "Anchor"),
    QT_TRANSLATE_NOOP("Card", "Trance Basics"),
    QT_TRANSLATE_NOOP("Card", "The Calm Voice"),
    QT_TRANSLATE_NOOP("Card", "Suggestion Manual"),
    QT_TRANSLATE_NOOP("Card", "Anatomy of Sleep"),
    QT_TRANSLATE_NOOP("Card", "Mesmer's Notes"),
    QT_TRANSLATE_NOOP("Card", "Induction Techniques"),
    QT_TRANSLATE_NOOP("Card", "The Unconscious Mind"),
    QT_TRANSLATE_NOOP("Card", "Grimoire of Trance"),
    QT_TRANSLATE_NOOP("Card", "Breathing Course"),
    QT_TRANSLATE_NOOP("Card", "Stage Hypnosis"),
    QT_TRANSLATE_NOOP("Card", "Mind Shield Workshop"),
    QT_TRANSLATE_NOOP("Card", "Clinical Hypnosis"),
    QT_TRANSLATE_NOOP("Card", "Ericksonian Method"),
    QT_TRANSLATE_NOOP("Card", "Master Class"),
    QT_TRANSLATE_NOOP("Card", "The Neutralizer"),
    QT_TRANSLATE_NOOP("Card", "The Scholar"),
    QT_TRANSLATE_NOOP("Card", "The Showman"),
    QT_TRANSLATE_NOOP("Card", "The Skeptic"),
    QT_TRANSLATE_NOOP("Card", "The Abyss Guide"),
    QT_TRANSLATE_NOOP("Card", "The Sleepwalker"),
    QT_TRANSLATE_NOOP("Card", "The Collector"),
    QT_TRANSLATE_NOOP("Card", "Composure"),
)
"""Every card name of the catalog, for the translators (a test keeps it equal to the catalog)."""


def name(kind: CardKind) -> str:
    return translate("Card", kind.name)


def family(category: Category) -> str:
    """The family's name as printed in the card's band."""
    return {
        Category.VALUE: translate("Card", "Value"),
        Category.BOOK: translate("Card", "Book"),
        Category.COURSE: translate("Card", "Course"),
        Category.BOOST: translate("Card", "Boost"),
        Category.DEFENSE: translate("Card", "Defense"),
        Category.EXPERT: translate("Card", "Expert"),
    }[category]


def effect_text(effect: Effect) -> str:
    """The sentence of an effect (``core.hypnose.texts.EFFECT_TEXTS``, translated)."""
    texts = {
        Effect.LOOK_AT_HAND: translate(
            "Card", "Intermediate action: look at the hand of one opponent."
        ),
        Effect.DRAW_TWO: translate(
            "Card", "Intermediate action: draw two cards from your draw pile."
        ),
        Effect.OPPONENT_DISCARDS_TWO: translate(
            "Card",
            "Intermediate action: an opponent of your choice discards two cards of its choice.",
        ),
        Effect.REORDER_TOP_SIX: translate(
            "Card",
            "Intermediate action: look at the top six cards of your draw pile"
            " and put them back in any order.",
        ),
        Effect.OPPONENT_LOSES_TWO: translate(
            "Card", "Duel: if you win, the opponent loses 2 Mental Resistance instead of 1."
        ),
        Effect.EXTRA_DEFENSE_CARD: translate(
            "Card",
            "Duel: when you defend with it, you may play one more Defense card (not cumulative).",
        ),
        Effect.MAX_LOSS_ONE: translate(
            "Card", "Duel: if you defend with it and lose, you lose at most 1 Mental Resistance."
        ),
        Effect.NEUTRALIZE: translate("Card", "Duel: the opponent's current total becomes 0."),
        Effect.DOUBLE_BOOKS: translate("Card", "Duel: your Books and Courses count twice."),
        Effect.PLUS_FIVE: translate("Card", "Duel: +5 to your total."),
        Effect.CANCEL_EXPERT: translate("Card", "Duel: the opponent's Expert has no effect."),
        Effect.EXTRA_LOSS: translate(
            "Card", "Duel: if the opponent loses, it loses 1 more Mental Resistance."
        ),
        Effect.NO_LOSS: translate("Card", "Duel: if you lose, you lose no Mental Resistance."),
        Effect.STEAL_BOOK: translate(
            "Card",
            "Duel: if you win, put the opponent's best Book or Course of this duel"
            " on your discard pile.",
        ),
        Effect.PLUS_THREE_SHIELD: translate(
            "Card", "Duel: +3 to your total; if you lose, you lose at most 1 Mental Resistance."
        ),
    }
    return texts[effect]


def short_effect(kind: CardKind) -> str:
    """A few words for the effect, printed on a card too small for the whole sentence."""
    effect = kind.effect
    if effect is Effect.NONE:
        return ""
    return {
        Effect.LOOK_AT_HAND: translate("Card", "Look at a hand"),
        Effect.DRAW_TWO: translate("Card", "Draw two"),
        Effect.OPPONENT_DISCARDS_TWO: translate("Card", "Opponent discards two"),
        Effect.REORDER_TOP_SIX: translate("Card", "Reorder your top six"),
        Effect.OPPONENT_LOSES_TWO: translate("Card", "Win: loss of 2"),
        Effect.EXTRA_DEFENSE_CARD: translate("Card", "+1 Defense card"),
        Effect.MAX_LOSS_ONE: translate("Card", "Lose at most 1"),
        Effect.NEUTRALIZE: translate("Card", "Opponent's total: 0"),
        Effect.DOUBLE_BOOKS: translate("Card", "Books count twice"),
        Effect.PLUS_FIVE: translate("Card", "+5 to your total"),
        Effect.CANCEL_EXPERT: translate("Card", "Cancels an Expert"),
        Effect.EXTRA_LOSS: translate("Card", "Loser loses 1 more"),
        Effect.NO_LOSS: translate("Card", "You lose nothing"),
        Effect.STEAL_BOOK: translate("Card", "Win: take a Book"),
        Effect.PLUS_THREE_SHIELD: translate("Card", "+3, lose at most 1"),
    }[effect]


def _stats(kind: CardKind) -> str:
    category = kind.category
    if category is Category.VALUE:
        return translate(
            "Card",
            "Value {v}. Pay {v} when buying, or remove it from the game for a discount of {v}.",
        ).format(v=kind.value)
    if category is Category.BOOK:
        book = (
            translate("Card", "Starter Book. Attack {a}, Defense {d}. Resale {r}.")
            if kind.starter
            else translate("Card", "Book. Attack {a}, Defense {d}. Resale {r}.")
        )
        return book.format(a=kind.attack, d=kind.defense, r=kind.resale)
    if category is Category.COURSE:
        return translate("Card", "Course. Attack {a}, Defense {d}. No resale.").format(
            a=kind.attack, d=kind.defense
        )
    if category is Category.BOOST:
        return translate("Card", "Boost card, +{v} attack.").format(v=kind.value)
    if category is Category.DEFENSE:
        return translate("Card", "Defense card, +{v} defense.").format(v=kind.value)
    return translate("Card", "Expert.")


def text(kind: CardKind) -> str:
    """The card's whole text in the current language (in English: ``kind.text``, R20)."""
    parts = [_stats(kind)]
    if kind.effect is not Effect.NONE:
        parts.append(effect_text(kind.effect))
    if kind.category is Category.EXPERT:
        parts.append(translate("Card", "Removed from the game after use."))
    if kind.price:
        parts.append(translate("Card", "Price {p}.").format(p=kind.price))
    return " ".join(parts)


def marks(kind: CardKind) -> str:
    """The player-count marks its copies carry (R3: B, 3, 4), as printed in the corner."""
    b, three, four = kind.marks
    return " ".join(mark for mark, count in (("B", b), ("3", three), ("4", four)) if count)
