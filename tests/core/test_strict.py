"""Type-strict sameness (``core.strict``): the one definition legality by membership uses."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

import pytest
from kuhn import Bet, KuhnGame

from core.errors import IllegalAction
from core.game import ActionList
from core.play import Table
from core.strict import same, strict_in


@dataclass(frozen=True)
class Pick:
    card: int
    cards: tuple[int, ...] = ()
    note: str = field(default="", compare=False)


class Colour(Enum):
    RED = 1


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (1, 1),
        ((1, 2), (1, 2)),
        ([1, (2, 3)], [1, (2, 3)]),
        (frozenset({1, 2}), frozenset({2, 1})),
        ({"a": (1,)}, {"a": (1,)}),
        (Pick(1, (2, 3)), Pick(1, (2, 3))),
        (Pick(1, note="x"), Pick(1, note="y")),  # a field == does not compare
        (Colour.RED, Colour.RED),
        (None, None),
    ],
)
def test_same_values_of_the_same_types_are_same(a, b):
    assert same(a, b) and same(b, a)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (1, True),
        (1, 1.0),
        (0, False),
        ((1,), (True,)),
        ((1, (2,)), (1, (2.0,))),
        (frozenset({1}), frozenset({True})),
        (frozenset({1}), {1}),
        ({"a": 1}, {"a": True}),
        ({1: "a"}, {True: "a"}),
        (Pick(1), Pick(True)),
        (Pick(1, (2,)), Pick(1, (2.0,))),
    ],
)
def test_equal_values_of_other_types_are_not_same(a, b):
    assert a == b  # what a legality test by equality would have taken
    assert not same(a, b) and not same(b, a)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ((1, 2), [1, 2]),
        ([(1,)], [[1]]),
        (Pick(1, (2,)), Pick(1, [2])),  # type: ignore[arg-type]
        (Colour.RED, 1),
        (None, 0),
        (1, "1"),
    ],
)
def test_values_of_other_shapes_are_not_same_either(a, b):
    assert not same(a, b) and not same(b, a)


def test_strict_in_finds_the_listed_action_and_refuses_its_lookalikes():
    listed = (Pick(1, (2,)), Pick(3))
    assert strict_in(listed[0], listed) and strict_in(Pick(1, (2,)), listed)
    for lookalike in (Pick(1.0, (2,)), Pick(True, (2,)), Pick(1, (2.0,)), Pick(3.0)):
        assert lookalike in listed and not strict_in(lookalike, listed)
    assert not strict_in(None, listed) and not strict_in(Pick(2), ())


def test_an_action_list_is_membership_type_strict():
    legal = ActionList((Bet(1),))
    assert Bet(1) in legal
    assert Bet(True) not in legal and Bet(1.0) not in legal  # type: ignore[arg-type]


def test_kuhn_refuses_a_bet_of_true():
    """The test game's own apply goes through ``ActionList``: ``Bet(True)`` is refused."""
    game = KuhnGame()
    table = Table.deal(game, game.settings(), 0)
    table.run_dealer()
    before = game.state_hash(table.state)
    with pytest.raises(IllegalAction) as refused:
        game.apply_action(table.state, 0, Bet(True))
    assert refused.value.code == "bet/illegal"
    assert game.state_hash(table.state) == before
