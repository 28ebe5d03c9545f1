"""The card catalog: card kinds as data, and the validation that keeps the data honest.

The catalog file itself lives in ``resources/`` (see ``resources.load_catalog``); this module
parses and validates its text so that the rules core never touches the file system.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, TypeVar


class CatalogError(ValueError):
    """The catalog file is malformed or breaks a ruling (R1-R3)."""


class Category(Enum):
    """The card colours of the rulebook's Game Components."""

    VALUE = "value"  # yellow: currency
    BOOK = "book"  # brown: attack/defense, resale value
    COURSE = "course"  # grey: attack/defense, no resale
    BOOST = "boost"  # red: attack bonus, some with an intermediate action
    DEFENSE = "defense"  # blue: defense bonus, some with an intermediate action
    EXPERT = "expert"  # purple: duel effect, removed after use

    __hash__ = object.__hash__  # identity, in C: members are singletons (hot in sets)


class Effect(Enum):
    """Every card effect the rules core implements; a catalog row names one of these."""

    NONE = "none"
    # Intermediate-phase actions (R10).
    LOOK_AT_HAND = "look_at_hand"  # Metronome: look at one opponent's hand.
    DRAW_TWO = "draw_two"  # Draw two cards from your draw pile.
    OPPONENT_DISCARDS_TWO = "opponent_discards_two"  # An opponent discards two of its choice.
    REORDER_TOP_SIX = "reorder_top_six"  # Examine your top six and put them back in any order.
    # Duel effects of Boost and Defense cards (R11).
    OPPONENT_LOSES_TWO = "opponent_loses_two"  # If the defender loses, it loses 2.
    EXTRA_DEFENSE_CARD = "extra_defense_card"  # Defend with one more Defense card.
    MAX_LOSS_ONE = "max_loss_one"  # If the defender loses, it loses at most 1.
    # Expert effects (R11: attacker first, then defender, one each).
    NEUTRALIZE = "neutralize"  # The opponent's current total becomes 0.
    DOUBLE_BOOKS = "double_books"  # Your Books/Courses count twice.
    PLUS_FIVE = "plus_five"  # +5 to your total.
    CANCEL_EXPERT = "cancel_expert"  # The opponent's Expert has no effect.
    EXTRA_LOSS = "extra_loss"  # If the opponent loses, it loses one more.
    NO_LOSS = "no_loss"  # If you lose, you lose nothing.
    STEAL_BOOK = "steal_book"  # Take the opponent's best duel Book/Course if you win.
    PLUS_THREE_SHIELD = "plus_three_shield"  # +3, and if you lose, lose at most 1.

    __hash__ = object.__hash__  # identity, in C: members are singletons (hot in sets)


INTERMEDIATE_EFFECTS = frozenset(
    {Effect.LOOK_AT_HAND, Effect.DRAW_TWO, Effect.OPPONENT_DISCARDS_TWO, Effect.REORDER_TOP_SIX}
)
"""Effects a card may be played for in an intermediate phase (R10)."""

TARGETED_EFFECTS = frozenset({Effect.LOOK_AT_HAND, Effect.OPPONENT_DISCARDS_TWO})
"""Intermediate effects that name an opponent."""

EXPERT_EFFECTS = frozenset(
    {
        Effect.NEUTRALIZE,
        Effect.DOUBLE_BOOKS,
        Effect.PLUS_FIVE,
        Effect.CANCEL_EXPERT,
        Effect.EXTRA_LOSS,
        Effect.NO_LOSS,
        Effect.STEAL_BOOK,
        Effect.PLUS_THREE_SHIELD,
    }
)
_ALLOWED_EFFECTS: dict[Category, frozenset[Effect]] = {
    Category.VALUE: frozenset({Effect.NONE}),
    Category.BOOK: frozenset({Effect.NONE}),
    Category.COURSE: frozenset({Effect.NONE}),
    Category.BOOST: frozenset({Effect.NONE, Effect.OPPONENT_LOSES_TWO}) | INTERMEDIATE_EFFECTS,
    Category.DEFENSE: frozenset({Effect.NONE, Effect.EXTRA_DEFENSE_CARD, Effect.MAX_LOSS_ONE})
    | INTERMEDIATE_EFFECTS,
    Category.EXPERT: EXPERT_EFFECTS,
}


@dataclass(frozen=True, slots=True)
class CardKind:
    """One row of the catalog. ``index`` is the kind's public number (also its card point)."""

    index: int
    id: str
    name: str
    category: Category
    effect: Effect
    price: int  # Basic cards only (R7.3); 0 otherwise
    attack: int  # Books and Courses
    defense: int  # Books and Courses
    resale: int  # Books only (R7.3)
    value: int  # Value: money; Boost: attack bonus; Defense: defense bonus
    starter: int  # copies in each player's starting set (R1)
    marks: tuple[int, int, int]  # copies marked B, 3 and 4 (R3)
    # R20: what the card says, generated from the fields above (core.hypnose.texts). Left out of
    # the repr, and so of the catalog digest: rewording a text never changes a game.
    text: str = field(init=False, repr=False, compare=False)
    # Derived once (hot in legal-action generation):
    is_payment: bool = field(init=False)  # Value cards, and Books at resale (R7.3)
    pay_value: int = field(init=False)
    is_scholar: bool = field(init=False)  # Books and Courses: what duels are fought with (R11)

    def __post_init__(self) -> None:
        value = self.category is Category.VALUE
        book = self.category is Category.BOOK
        object.__setattr__(self, "is_payment", value or (book and self.resale > 0))
        object.__setattr__(self, "pay_value", self.value if value else self.resale)
        object.__setattr__(self, "is_scholar", book or self.category is Category.COURSE)
        from core.hypnose.texts import card_text  # here: texts imports this module

        object.__setattr__(self, "text", card_text(self))

    def copies_for(self, players: int) -> int:
        """Copies in a game of ``players`` players (R3: B for 2, B+3 for 3, all for 4)."""
        b, three, four = self.marks
        return b + (three if players >= 3 else 0) + (four if players >= 4 else 0)


@dataclass(frozen=True, slots=True)
class Catalog:
    kinds: tuple[CardKind, ...]
    blind_price: int
    expert_price: int
    hand_limit: int

    def __iter__(self) -> Iterator[CardKind]:
        return iter(self.kinds)

    def __getitem__(self, index: int) -> CardKind:
        return self.kinds[index]

    def __len__(self) -> int:
        return len(self.kinds)

    def by_id(self, card_id: str) -> CardKind:
        for kind in self.kinds:
            if kind.id == card_id:
                return kind
        raise KeyError(card_id)


T = TypeVar("T")


def per_catalog(
    memo: dict[tuple[int, Hashable], tuple[Catalog, Any]],
    catalog: Catalog,
    key: Hashable,
    compute: Callable[[], T],
) -> T:
    """``compute()``, once per catalog and ``key``: what follows from the card data alone
    (every game, and every bot of every game, asks again). ``memo`` keeps a few entries by the
    catalog's identity, and the catalog with them, so that a new catalog is never confused
    with an old one."""
    entry = memo.get((id(catalog), key))
    if entry is None or entry[0] is not catalog:
        if len(memo) >= 64:  # a few catalogs and settings in any one process
            memo.clear()
        entry = memo[id(catalog), key] = (catalog, compute())
    return entry[1]  # type: ignore[no-any-return]


# R2/R3: copies per category and mark in the full box.
_EXPECTED_MARKS: dict[Category, tuple[int, int, int]] = {
    Category.DEFENSE: (8, 4, 4),
    Category.BOOST: (8, 4, 4),
    Category.BOOK: (16, 8, 8),
    Category.COURSE: (12, 6, 6),
    Category.EXPERT: (8, 4, 4),
}
# R1: the starting set.
_EXPECTED_STARTER = {("value", 3): 2, ("value", 2): 4, ("value", 1): 4, ("book", 2): 2}


def _field(row: dict[str, object], name: str, kind: type, default: object = None) -> object:
    where = f"card {row.get('id', '?')!r}"
    if name not in row:
        if default is None:
            raise CatalogError(f"{where}: missing field {name!r}")
        return default
    value = row[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise CatalogError(f"{where}: field {name!r} must be {kind.__name__}, got {value!r}")
    return value


def _parse_kind(index: int, row: dict[str, object]) -> CardKind:
    card_id = str(_field(row, "id", str))
    if "text" in row:
        raise CatalogError(
            f"card {card_id!r}: remove the 'text' field: a card's text is generated from its"
            " category, numbers and effect (R20), so it can never disagree with them"
        )
    try:
        category = Category(_field(row, "category", str))
        effect = Effect(_field(row, "effect", str, "none"))
    except ValueError as exc:
        raise CatalogError(f"card {card_id!r}: {exc}") from None
    marks = _field(row, "marks", list, [0, 0, 0])
    if len(marks) != 3 or not all(isinstance(m, int) and m >= 0 for m in marks):  # type: ignore[arg-type]
        raise CatalogError(f"card {card_id!r}: marks must be three counts [B, 3, 4], got {marks!r}")
    numbers = {
        name: int(_field(row, name, int, 0))  # type: ignore[arg-type]
        for name in ("price", "attack", "defense", "resale", "value", "starter")
    }
    for name, number in numbers.items():
        if not 0 <= number <= 12:
            raise CatalogError(f"card {card_id!r}: {name} {number} out of range 0..12")
    kind = CardKind(
        index=index,
        id=card_id,
        name=str(_field(row, "name", str)),
        category=category,
        effect=effect,
        marks=(marks[0], marks[1], marks[2]),  # type: ignore[index]
        **numbers,
    )
    _check_kind(kind)
    return kind


def _check_kind(kind: CardKind) -> None:
    def fail(why: str) -> None:
        raise CatalogError(f"card {kind.id!r}: {why}")

    if kind.effect not in _ALLOWED_EFFECTS[kind.category]:
        fail(f"effect {kind.effect.value!r} is not implemented for {kind.category.value} cards")
    basic = kind.category in (Category.BOOK, Category.COURSE, Category.BOOST, Category.DEFENSE)
    if kind.category is Category.VALUE and not 1 <= kind.value <= 3:
        fail(f"Value cards are worth 1 to 3, got {kind.value}")
    if kind.is_scholar and kind.attack + kind.defense == 0:
        fail("Books and Courses need attack or defense")
    if kind.category is Category.COURSE and kind.resale:
        fail("Courses have no resale value (R7.3)")
    if basic and sum(kind.marks) and not 2 <= kind.price <= 7:
        fail(f"Basic cards cost 2 to 7, got {kind.price}")
    if kind.category in (Category.BOOST, Category.DEFENSE) and not 1 <= kind.value <= 4:
        fail(f"Boost/Defense values are 1 to 4, got {kind.value}")
    if kind.starter and kind.category not in (Category.VALUE, Category.BOOK):
        fail("only Value cards and Books are in the starting set (R1)")
    if kind.starter and sum(kind.marks):
        fail("a starter card is not also in the Basic stack")


def parse_catalog(text: str) -> Catalog:
    """Parse and validate catalog TOML; raise CatalogError saying exactly what is wrong."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CatalogError(f"catalog is not valid TOML: {exc}") from None
    settings = data.get("settings", {})
    rows = data.get("card")
    if not isinstance(rows, list) or not rows:
        raise CatalogError("catalog has no [[card]] rows")
    kinds = tuple(_parse_kind(i, row) for i, row in enumerate(rows))
    ids = [k.id for k in kinds]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise CatalogError(f"duplicate card ids: {duplicates}")
    catalog = Catalog(
        kinds=kinds,
        blind_price=int(settings.get("blind_price", 6)),
        expert_price=int(settings.get("expert_price", 8)),
        hand_limit=int(settings.get("hand_limit", 6)),
    )
    _check_counts(catalog)
    return catalog


def _check_counts(catalog: Catalog) -> None:
    for category, expected in _EXPECTED_MARKS.items():
        got = [0, 0, 0]
        for kind in catalog:
            if kind.category is category:
                got = [g + m for g, m in zip(got, kind.marks, strict=True)]
        if tuple(got) != expected:
            raise CatalogError(
                f"{category.value} cards marked B/3/4 number {tuple(got)}, R3 requires {expected}"
            )
    starter: dict[tuple[str, int], int] = {}
    for kind in catalog:
        if kind.starter:
            key = (kind.category.value, kind.value if kind.category is Category.VALUE else 2)
            starter[key] = starter.get(key, 0) + kind.starter
            if kind.category is Category.BOOK and (kind.attack, kind.defense) != (2, 2):
                raise CatalogError(f"starter Book {kind.id!r} must be Attack 2 / Defense 2 (R1)")
    if starter != _EXPECTED_STARTER:
        raise CatalogError(f"starting set is {starter}, R1 requires {_EXPECTED_STARTER}")
    if catalog.blind_price != 6 or catalog.expert_price != 8:
        raise CatalogError("blind purchases cost 6 and Experts 8 (R7.4, R7.5)")
