"""Dream Journal orders: the enumeration, its count and its unranking agree (R10)."""

from __future__ import annotations

import random
from collections import Counter

from core.hypnose.cardplay import _arrangements, _nth_order, _orders


def reference(top: tuple[int, ...], kinds: list[int]) -> list[tuple[int, ...]]:
    """The first implementation: depth first, one position per distinct kind at each level."""
    orders: list[tuple[int, ...]] = []

    def extend(prefix: tuple[int, ...], left: list[int]) -> None:
        if not left:
            orders.append(prefix)
            return
        tried: set[int] = set()
        for i, position in enumerate(left):
            if kinds[position] not in tried:
                tried.add(kinds[position])
                extend((*prefix, top[position]), left[:i] + left[i + 1 :])

    extend((), list(range(len(top))))
    return orders


def test_orders_match_the_reference_and_their_unranking() -> None:
    rng = random.Random(2026)
    for _ in range(400):
        n = rng.randint(0, 6)
        top = tuple(rng.sample(range(100), n))
        kinds = [rng.randint(0, rng.randint(0, 5)) for _ in range(n)]
        orders = _orders(top, kinds)
        assert orders == reference(top, kinds)
        assert len(orders) == _arrangements(Counter(kinds))
        assert [_nth_order(top, kinds, i) for i in range(len(orders))] == orders
