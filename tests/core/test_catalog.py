"""The catalog file loads, and a broken one fails with a clear message (R1-R3)."""

from __future__ import annotations

import pytest

from core.hypnose.catalog import CatalogError, Category, Effect, parse_catalog
from resources import CATALOG_FILE, load_catalog

GOOD = load_catalog()


def _text() -> str:
    from importlib import resources as files

    return files.files("resources").joinpath(CATALOG_FILE).read_text()


def test_box_counts_match_r2():
    counts = {c: 0 for c in Category}
    for kind in GOOD:
        counts[kind.category] += sum(kind.marks) + 4 * kind.starter
    assert counts[Category.VALUE] == 40  # R2: the four starter sets
    assert counts[Category.BOOK] == 32 + 8  # R2: 32 Basic Books + 8 starter Books
    assert counts[Category.COURSE] == 24
    assert counts[Category.BOOST] == 16
    assert counts[Category.DEFENSE] == 16
    assert counts[Category.EXPERT] == 16


@pytest.mark.parametrize(("players", "basic", "experts"), [(2, 44, 8), (3, 66, 12), (4, 88, 16)])
def test_player_count_marks_r3(players, basic, experts):
    in_basic = sum(k.copies_for(players) for k in GOOD if k.category is not Category.EXPERT)
    assert in_basic == basic
    assert sum(k.copies_for(players) for k in GOOD if k.category is Category.EXPERT) == experts


def test_known_cards_of_the_rulings_are_exact():
    metronome = GOOD.by_id("metronome")
    assert (metronome.category, metronome.value, metronome.effect) == (
        Category.BOOST,
        2,
        Effect.LOOK_AT_HAND,
    )
    effects = {(k.category, k.value, k.effect) for k in GOOD}
    assert (Category.BOOST, 3, Effect.DRAW_TWO) in effects
    assert (Category.BOOST, 2, Effect.OPPONENT_LOSES_TWO) in effects
    assert (Category.DEFENSE, 3, Effect.OPPONENT_DISCARDS_TWO) in effects
    assert (Category.DEFENSE, 2, Effect.REORDER_TOP_SIX) in effects
    assert any(k.effect is Effect.EXTRA_DEFENSE_CARD for k in GOOD)
    assert any(k.effect is Effect.MAX_LOSS_ONE for k in GOOD)
    assert any((k.category, k.attack, k.defense) == (Category.BOOK, 4, 1) for k in GOOD)
    assert any(k.effect is Effect.NEUTRALIZE for k in GOOD)


def test_courses_have_no_resale_and_prices_in_range():
    for kind in GOOD:
        if kind.category is Category.COURSE:
            assert kind.resale == 0
        if sum(kind.marks) and kind.category is not Category.EXPERT:
            assert 2 <= kind.price <= 7


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('effect = "look_at_hand"', 'effect = "teleport"', "teleport"),
        ('effect = "look_at_hand"', 'effect = "neutralize"', "not implemented for boost"),
        ('marks = [2, 1, 1]\ntext = "Duel: +4', 'marks = [2, 1, 2]\ntext = "Duel: +4', "R3"),
        ('starter = 4\ntext = "Pay 1', 'starter = 3\ntext = "Pay 1', "R1"),
        ("attack = 7", "attack = 70", "out of range"),
        ("blind_price = 6", "blind_price = 5", "R7.4"),
        ('name = "Metronome"', "", "missing field 'name'"),
        ('id = "mirror"', 'id = "metronome"', "duplicate"),
        ("[[card]]", "[[card]\n", "not valid TOML"),
    ],
)
def test_broken_catalog_fails_with_a_clear_message(old, new, message):
    text = _text()
    assert old in text
    with pytest.raises(CatalogError, match=message):
        parse_catalog(text.replace(old, new, 1))
