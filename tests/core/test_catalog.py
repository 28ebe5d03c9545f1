"""The catalog file loads, and a broken one fails with a clear message (R1-R3)."""

from __future__ import annotations

import pytest

from core.hypnose.catalog import CatalogError, Category, Effect, parse_catalog
from core.hypnose.texts import EFFECT_TEXTS
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
        (
            "value = 4\nprice = 4\nmarks = [2, 1, 1]",
            "value = 4\nprice = 4\nmarks = [2, 1, 2]",
            "R3",
        ),
        ("value = 1\nstarter = 4", "value = 1\nstarter = 3", "R1"),
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


def _numbers_said(kind) -> list[str]:
    """The words a kind's text must contain for its numbers (R20)."""
    said = [f"Price {kind.price}."] if kind.price else []
    if kind.category is Category.VALUE:
        said += [f"Value {kind.value}.", f"Pay {kind.value} ", f"discount of {kind.value}."]
    elif kind.is_scholar:
        said.append(f"Attack {kind.attack}, Defense {kind.defense}.")
        said.append(f"Resale {kind.resale}." if kind.resale else "No resale.")
    elif kind.category is Category.BOOST:
        said.append(f"+{kind.value} attack.")
    elif kind.category is Category.DEFENSE:
        said.append(f"+{kind.value} defense.")
    return said


@pytest.mark.parametrize("kind", GOOD.kinds, ids=lambda k: k.id)
def test_every_text_says_its_own_numbers_r20(kind):
    for words in _numbers_said(kind):
        assert words in kind.text, f"{kind.id}: {words!r} not in {kind.text!r}"
    if kind.effect is not Effect.NONE:
        assert EFFECT_TEXTS[kind.effect] in kind.text


def test_master_class_says_what_it_is_r20():
    """The hand-typed text said Attack 7 / Defense 6 where the data says 7 / 2."""
    text = GOOD.by_id("master-class").text
    assert text == "Course. Attack 7, Defense 2. No resale. Price 7."


def test_every_effect_has_one_sentence_r20():
    assert set(EFFECT_TEXTS) == set(Effect) - {Effect.NONE}
    assert len(set(EFFECT_TEXTS.values())) == len(EFFECT_TEXTS)


def test_kinds_with_the_same_effect_share_its_sentence_r20():
    text = _text()
    old = 'name = "Pocket Watch"\ncategory = "boost"\n'
    assert old in text
    catalog = parse_catalog(text.replace(old, old + 'effect = "look_at_hand"\n', 1))
    metronome, watch = catalog.by_id("metronome"), catalog.by_id("pocket-watch")
    sentence = EFFECT_TEXTS[Effect.LOOK_AT_HAND]
    assert sentence in metronome.text and sentence in watch.text
    assert metronome.text.replace("+2", "+4").replace("Price 3", "Price 4") == watch.text


def test_a_typed_text_is_refused_naming_the_card_r20():
    text = _text()
    old = 'name = "Master Class"\n'
    assert old in text
    broken = text.replace(old, old + 'text = "Attack 7 / Defense 6."\n', 1)
    with pytest.raises(CatalogError, match=r"card 'master-class'.*'text'.*R20"):
        parse_catalog(broken)
