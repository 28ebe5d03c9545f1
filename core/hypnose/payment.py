"""Paying for purchases: exact payment, the smallest overpayment (R7.3, R8) and the bank (R7.2).

Cards of the same kind are interchangeable, so payments are enumerated as multisets of kinds,
each represented by the lowest-numbered handles of those kinds.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from functools import cache
from itertools import chain, product

from core.hypnose.catalog import CardKind


def group_by_kind(cards: Sequence[tuple[int, CardKind]]) -> list[tuple[CardKind, list[int]]]:
    """Handles grouped by kind (kinds in catalog order, handles ascending)."""
    groups: dict[int, tuple[CardKind, list[int]]] = {}
    for handle, kind in cards:
        group = groups.get(kind.index)
        if group is None:
            groups[kind.index] = (kind, [handle])
        else:
            group[1].append(handle)
    out = []
    for index in sorted(groups):
        kind, handles = groups[index]
        if len(handles) > 1:
            handles.sort()
        out.append((kind, handles))
    return out


@cache
def _shape_positions(sizes: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """For groups of these sizes laid end to end: the positions of every sub-multiset."""
    starts = [sum(sizes[:i]) for i in range(len(sizes))]
    prefixes = [
        [tuple(range(start, start + n)) for n in range(size + 1)]
        for start, size in zip(starts, sizes, strict=True)
    ]
    return tuple(tuple(chain.from_iterable(parts)) for parts in product(*prefixes))


def multisets(groups: list[tuple[CardKind, list[int]]]) -> list[tuple[int, ...]]:
    """Every sub-multiset of the grouped cards, as canonical handle tuples (empty first)."""
    flat: list[int] = []
    sizes = []
    for _, handles in groups:  # loops: a comprehension is a function call on Python 3.11
        flat += handles
        sizes.append(len(handles))
    pick = flat.__getitem__
    found = []
    for positions in _shape_positions(tuple(sizes)):
        found.append(tuple(map(pick, positions)))
    return found


@cache
def _sized_positions(sizes: tuple[int, ...], low: int, high: int) -> tuple[tuple[int, ...], ...]:
    """``_shape_positions(sizes)`` of between ``low`` and ``high`` cards, in the same order."""
    return tuple(p for p in _shape_positions(sizes) if low <= len(p) <= high)


def sized_multisets(
    groups: list[tuple[CardKind, list[int]]], low: int, high: int
) -> list[tuple[int, ...]]:
    """The multisets of ``multisets(groups)`` holding ``low`` to ``high`` cards, in its order."""
    flat = [h for _, handles in groups for h in handles]
    pick = flat.__getitem__
    sizes = tuple([len(handles) for _, handles in groups])
    return [tuple(map(pick, positions)) for positions in _sized_positions(sizes, low, high)]


def sized_count(groups: list[tuple[CardKind, list[int]]], low: int, high: int) -> int:
    """``len(sized_multisets(groups, low, high))`` without building them."""
    sizes = []
    for _, handles in groups:
        sizes.append(len(handles))
    return len(_sized_positions(tuple(sizes), low, high))


def nth_multiset(groups: list[tuple[CardKind, list[int]]], index: int) -> tuple[int, ...]:
    """``multisets(groups)[index]`` without building the others."""
    flat = [h for _, handles in groups for h in handles]
    positions = _shape_positions(tuple([len(handles) for _, handles in groups]))[index]
    return tuple(map(flat.__getitem__, positions))


@cache
def _totals_of_shape(
    shape: tuple[tuple[int, int], ...],
) -> tuple[tuple[int, ...], tuple[tuple[tuple[int, ...], ...], ...]]:
    """For groups of (pay value, count): the totals of the sub-multisets, ascending, and for
    each total the positions of the sub-multisets adding up to it."""
    values = [value for value, count in shape for _ in range(count)]
    by_total: dict[int, list[tuple[int, ...]]] = {}
    for positions in _shape_positions(tuple(count for _, count in shape)):
        by_total.setdefault(sum(values[p] for p in positions), []).append(positions)
    totals = tuple(sorted(by_total))
    return totals, tuple(tuple(by_total[total]) for total in totals)


class Payments:
    """Every way this hand can pay, by total, computed once per decision (R7.3, R8)."""

    __slots__ = ("_combos", "_flat", "_options", "_totals")

    def __init__(self, payables: Sequence[tuple[int, CardKind]]) -> None:
        self._setup(group_by_kind(payables))

    @classmethod
    def from_groups(cls, groups: list[tuple[CardKind, list[int]]]) -> Payments:
        """From cards already grouped by kind (all of them payment cards)."""
        payments = cls.__new__(cls)
        payments._setup(groups)
        return payments

    def _setup(self, groups: list[tuple[CardKind, list[int]]]) -> None:
        flat: list[int] = []
        shape = []
        for kind, handles in groups:  # one loop (comprehensions are calls on Python 3.11)
            flat += handles
            shape.append((kind.pay_value, len(handles)))
        self._flat = flat
        self._totals, self._combos = _totals_of_shape(tuple(shape))
        self._options: dict[int, list[tuple[int, ...]]] = {}

    def count(self, cost: int) -> int:
        """``len(self.options(cost))`` without building the payments."""
        if cost <= 0:
            return 1
        at = bisect_left(self._totals, cost)  # the smallest total reaching the cost
        return len(self._combos[at]) if at < len(self._totals) else 0

    def options(self, cost: int) -> list[tuple[int, ...]]:
        """Exact payments if any exist; else those with the smallest total above the cost.

        None if the hand cannot reach the cost. A cost of 0 (covered by the bank) is paid with
        no card at all.
        """
        if cost <= 0:
            return [()]
        at = bisect_left(self._totals, cost)  # the smallest total reaching the cost
        if at == len(self._totals):
            return []
        found = self._options.get(at)
        if found is None:
            pick = self._flat.__getitem__
            found = self._options[at] = []
            for p in self._combos[at]:  # a loop: a comprehension is a call on Python 3.11
                found.append(tuple(map(pick, p)))
        return found

    def first(self, cost: int) -> tuple[int, ...] | None:
        """``options(cost)[0]`` without building the other payments (None if there is none):
        an agent that weighs a purchase by its first payment builds only that one."""
        if cost <= 0:
            return ()
        at = bisect_left(self._totals, cost)
        if at == len(self._totals):
            return None
        found = self._options.get(at)
        if found is not None:
            return found[0]
        return tuple(map(self._flat.__getitem__, self._combos[at][0]))


def payment_options(payables: Sequence[tuple[int, CardKind]], cost: int) -> list[tuple[int, ...]]:
    """The legal payments for ``cost`` from these hand cards (R7.3, R8)."""
    return Payments(payables).options(cost)


def payment_problem(kinds: Sequence[CardKind], cost: int) -> str | None:
    """Why this revealed payment is not acceptable, or None: the check every peer can make.

    A peer sees only the offered cards. It checks they are all payment cards, that they cover
    the cost, and, for an overpayment, that no subset pays exactly and none can be left out
    (both follow from R8's smallest overpayment). Hand cards everyone has seen are weighed too
    (``buying._seen_overpayment``); the face-down rest of the hand only in the audit.
    """
    values = []
    total = 0
    for kind in kinds:
        if not kind.is_payment:
            return f"{kind.name} cannot pay"
        values.append(kind.pay_value)
        total += kind.pay_value
    if cost < 0:
        cost = 0
    if total < cost:
        return f"paid {total}, owes {cost}"
    if total == cost:
        return None
    for v in values:
        if total - v >= cost:
            return f"paid {total} for {cost}: a card could be left out"
    reachable = {0}
    for v in values:
        reachable |= {r + v for r in reachable}
    if cost in reachable:
        return f"paid {total} for {cost} although an exact payment exists (R8)"
    return None
