"""Hypno Vision's card set: the four character types and the 52 cards (V1, V2), parsed and
validated from ``resources/hypnovision/cards.toml``.

A card is its id (``HV07``) and how many characters of each type it shows, in the types' order
(brown, purple, orange, green). Cards are numbered 0-51 in the file's order; the rules and the
wire use these numbers, the log the ids.
"""

from __future__ import annotations

import hashlib
import json
import tomllib
from dataclasses import dataclass
from typing import Any

TYPES = 4
"""Character types, one die each (V1)."""
CARDS = 52
"""Cards in the game (V2)."""
PER_TYPE = 28
"""Characters of each type over all cards (V2): the same for every type, so none is easier."""
MOST_ON_A_CARD = 3
"""A card shows 1 to 3 characters (V2)."""
TYPE_KEYS = ("brown", "purple", "orange", "green")
"""V1's colours, in the dice's order (R_0's draws, V11)."""


class CardError(ValueError):
    """The card file is malformed or breaks V1-V2; the message names the entry."""


@dataclass(frozen=True, slots=True)
class CharacterType:
    key: str
    """The colour (``brown``), as V1 names it; also the message argument for the log."""
    name: str
    """The characters' name (``Arnie & Barney``)."""
    letter: str
    """One capital letter, so a table is readable without colour."""
    shape: str
    """A shape name for the same reason (``circle``)."""


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    """``HV01``-``HV52``."""
    counts: tuple[int, int, int, int]
    """Characters of each type shown, in ``TYPE_KEYS`` order."""

    @property
    def size(self) -> int:
        return sum(self.counts)


@dataclass(frozen=True, slots=True)
class CardSet:
    types: tuple[CharacterType, ...]
    cards: tuple[Card, ...]

    def index(self, card_id: str) -> int:
        """The card number of ``card_id`` (``HV07`` -> 6); KeyError for an unknown id."""
        for number, card in enumerate(self.cards):
            if card.id == card_id:
                return number
        raise KeyError(card_id)

    def data_hash(self) -> str:
        """SHA-256 (hex) of the parsed data: comments and layout of the file never change it."""
        plain = {
            "types": [[t.key, t.name, t.letter, t.shape] for t in self.types],
            "cards": [[c.id, list(c.counts)] for c in self.cards],
        }
        text = json.dumps(plain, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()


def parse_cards(text: str) -> CardSet:
    """The card set from the file's text; CardError names the first entry that is wrong."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CardError(f"card file is not valid TOML: {exc}") from None
    unknown = sorted(set(data) - {"types", "cards"})
    if unknown:
        raise CardError(f"unknown entry {unknown[0]!r}; a card file has 'types' and 'cards'")
    types = _types(data.get("types"))
    cards = _cards(data.get("cards"))
    totals = [sum(card.counts[t] for card in cards) for t in range(TYPES)]
    for t, total in enumerate(totals):
        if total != PER_TYPE:
            raise CardError(
                f"cards: type {TYPE_KEYS[t]} appears {total} times, every type must appear "
                f"{PER_TYPE} times (V2)"
            )
    return CardSet(types, cards)


def _types(entries: Any) -> tuple[CharacterType, ...]:
    if not isinstance(entries, list) or len(entries) != TYPES:
        raise CardError(f"types: {TYPES} [[types]] entries are needed (V1)")
    out = []
    letters: set[str] = set()
    for position, entry in enumerate(entries):
        where = f"types[{position}]"
        if not isinstance(entry, dict) or set(entry) != {"key", "name", "letter", "shape"}:
            raise CardError(f"{where}: needs exactly key, name, letter and shape")
        if any(type(v) is not str or not v for v in entry.values()):
            raise CardError(f"{where}: every field is a non-empty string")
        if entry["key"] != TYPE_KEYS[position]:
            raise CardError(
                f"{where}: key {entry['key']!r}, expected {TYPE_KEYS[position]!r} (V1's order)"
            )
        letter = entry["letter"]
        if len(letter) != 1 or not letter.isupper() or letter in letters:
            raise CardError(f"{where}: letter {letter!r} is not one distinct capital letter")
        letters.add(letter)
        out.append(CharacterType(entry["key"], entry["name"], letter, entry["shape"]))
    return tuple(out)


def _cards(entries: Any) -> tuple[Card, ...]:
    if not isinstance(entries, dict):
        raise CardError("cards: a [cards] table is needed (V2)")
    expected = [f"HV{n:02d}" for n in range(1, CARDS + 1)]
    for position, card_id in enumerate(entries):
        if position >= CARDS or card_id != expected[position]:
            want = expected[position] if position < CARDS else "no more cards"
            raise CardError(f"cards: {card_id!r} found where {want} was expected (V2)")
    if len(entries) != CARDS:
        raise CardError(f"cards: {len(entries)} cards, the game has {CARDS} (V2)")
    out = []
    for card_id, counts in entries.items():
        if (
            not isinstance(counts, list)
            or len(counts) != TYPES
            or any(type(n) is not int or not 0 <= n <= MOST_ON_A_CARD for n in counts)
        ):
            raise CardError(
                f"cards: {card_id} = {counts!r:.40} is not {TYPES} counts of 0-{MOST_ON_A_CARD}"
            )
        if not 1 <= sum(counts) <= MOST_ON_A_CARD:
            raise CardError(
                f"cards: {card_id} shows {sum(counts)} characters, a card shows 1 to "
                f"{MOST_ON_A_CARD} (V2)"
            )
        out.append(Card(card_id, (counts[0], counts[1], counts[2], counts[3])))
    return tuple(out)
