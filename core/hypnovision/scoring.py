"""Scoring (V16, V17): penalty points per scramble and the game's winners.

Per player, the sum over the four types of |characters collected - die| (one point per
character too many or too few); a Stop caller who is not exact gets ``WRONG_STOP`` more. The
fewest points over five scrambles wins, ties share the victory; a seat out of the game after a
timeout ranks last (V15) whatever its points.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.hypnovision.cards import TYPES, Card
from core.hypnovision.state import WRONG_STOP, State


def counts(cards: Sequence[Card], taken: Sequence[int]) -> tuple[int, ...]:
    """Characters of each type on the cards ``taken`` (card numbers)."""
    out = [0] * TYPES
    for number in taken:
        for t, n in enumerate(cards[number].counts):
            out[t] += n
    return tuple(out)


def difference(dice: Sequence[int], have: Sequence[int]) -> int:
    """Characters too many or too few against the dice (V16)."""
    return sum(abs(h - d) for h, d in zip(have, dice, strict=True))


def penalty(dice: Sequence[int], have: Sequence[int], called_stop: bool) -> int:
    """One seat's penalty points for a scramble (V16), Maja's example: one brown too many,
    one purple and one orange too few, and a Stop: 3 + 3 = 6."""
    off = difference(dice, have)
    return off + (WRONG_STOP if called_stop and off else 0)


def scramble_penalties(cards: Sequence[Card], state: State) -> tuple[int, ...]:
    """Every seat's penalty points for the scramble that just ended (out seats included:
    their collected cards stay and are scored, V15)."""
    return tuple(
        penalty(state.dice, counts(cards, state.taken[seat]), seat in state.stoppers)
        for seat in range(state.players)
    )


def markers(points: int) -> tuple[int, int]:
    """V4's display of ``points``: (purple -5 markers, black -1 markers)."""
    return divmod(points, 5)


def places(state: State) -> tuple[int, ...]:
    """Each seat's place, 1 = first; equal points share a place (V17); seats out rank last."""
    totals = state.totals()
    keys = [(seat in state.out, totals[seat]) for seat in range(state.players)]
    return tuple(1 + sum(1 for other in keys if other < key) for key in keys)


def winners(state: State) -> tuple[int, ...]:
    """The seats in first place: several share the victory on a tie (V17)."""
    ranked = places(state)
    return tuple(s for s in range(state.players) if ranked[s] == 1)
