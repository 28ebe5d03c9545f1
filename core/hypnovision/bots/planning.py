"""Planning a hand: the fewest cards on the table that give exactly what is still needed.

Counts are packed into one int, five bits per type, so that adding a card is one addition and
"no type past its need" one subtraction and mask: with need n and a total t (t <= 15 per type),
``((n | GUARDS) - t) & GUARDS == GUARDS`` exactly when t <= n in every type (the guard bit of a
type survives only if that type did not borrow).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from core.hypnovision.cards import TYPES, Card

BITS = 5
GUARDS = sum(1 << (BITS * t + BITS - 1) for t in range(TYPES))


def pack(counts: Sequence[int]) -> int:
    """Counts (each 0-15) as one int."""
    return sum(n << (BITS * t) for t, n in enumerate(counts))


def fits(total: int, need: int) -> bool:
    """Whether the packed ``total`` is at most the packed ``need`` in every type."""
    return ((need | GUARDS) - total) & GUARDS == GUARDS


EXTRA_CARDS = 2
"""How many cards past the fewest possible a plan may have before the search gives up."""


def exact_plan(cards: Sequence[Card], available: Iterable[int], need: Sequence[int]) -> list[int]:
    """The fewest of the ``available`` cards that show exactly ``need`` (every entry >= 0),
    earlier cards preferred among plans as short, or [] when there is none within
    ``EXTRA_CARDS`` of the fewest conceivable (also when nothing is needed).

    Iterative deepening over the distinct kinds of card (identical cards are one kind with a
    number of copies), largest first, remembering what failed: a full table answers in about
    a millisecond."""
    goal = pack(need)
    total = sum(need)
    if goal == 0:
        return []
    kinds: dict[int, list[int]] = {}
    for number in available:
        v = pack(cards[number].counts)
        if fits(v, goal):
            kinds.setdefault(v, []).append(number)
    order = sorted(kinds, key=lambda v: -_size(v))  # stable: preference order among equals
    sizes = [_size(v) for v in order]
    copies = [len(kinds[v]) for v in order]
    biggest = max(sizes, default=1)
    failed: set[tuple[int, int, int]] = set()
    picked: list[int] = []

    def search(index: int, rest: int, left_sum: int, cards_left: int) -> bool:
        if rest == 0:
            return True
        if cards_left == 0 or index == len(order) or left_sum > cards_left * sizes[index]:
            return False
        key = (index, rest, cards_left)
        if key in failed:
            return False
        v, size = order[index], sizes[index]
        most = min(copies[index], cards_left, left_sum // size)
        for n in range(most, -1, -1):  # as many of this kind as fit, first
            after = rest - n * v
            if n and not fits(n * v, rest):
                continue
            picked.extend([index] * n)
            if search(index + 1, after, left_sum - n * size, cards_left - n):
                return True
            del picked[len(picked) - n :]
        failed.add(key)
        return False

    fewest = -(-total // biggest)
    for depth in range(fewest, fewest + EXTRA_CARDS + 1):
        failed.clear()
        if search(0, goal, total, depth):
            used: dict[int, int] = {}
            plan = []
            for index in picked:
                k = used.get(index, 0)
                plan.append(kinds[order[index]][k])
                used[index] = k + 1
            return plan
    return []


def _size(packed: int) -> int:
    return sum((packed >> (BITS * t)) & ((1 << BITS) - 1) for t in range(TYPES))


def gain(need: Sequence[int], counts: Sequence[int], sign: int = 1) -> int:
    """How many penalty points taking (``sign`` 1) or returning (-1) a card showing ``counts``
    saves when ``need`` characters are still missing (negative: too many)."""
    before = sum(abs(n) for n in need)
    after = sum(abs(n - sign * c) for n, c in zip(need, counts, strict=True))
    return before - after
