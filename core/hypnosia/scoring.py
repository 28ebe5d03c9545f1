"""Score and ranking (H17, H18).

Centre arrivals 1st-5th score 5, 4, 3, 2, 1 over all players; each captured pawn gives +1 to
its capturer and -1 to its owner. The highest total wins; among equal totals a player with a
centre pawn ranks above one without, and of two with centre pawns the one whose first pawn
arrived earlier ranks higher; tied players without one share the place. A seat that timed out
ranks below every other (the platform's timeout rule), by the same order among such seats.
"""

from __future__ import annotations

from core.hypnosia.state import State


def arrival_points(places: int, arrival: int) -> int:
    """Points for the ``arrival``-th pawn (1-based) into a centre of ``places`` (H17)."""
    return places + 1 - arrival


def totals(state: State, places: int) -> tuple[int, ...]:
    """H17: centre points + captures made - pawns lost (it may be negative)."""
    return totals_of(state.arrivals, state.captures, state.losses, places)


def totals_of(
    arrivals: tuple[int, ...], captures: tuple[int, ...], losses: tuple[int, ...], places: int
) -> tuple[int, ...]:
    """``totals`` from its parts (for bots that play ahead without building states)."""
    out = [made - lost for made, lost in zip(captures, losses, strict=True)]
    for index, seat in enumerate(arrivals, start=1):
        out[seat] += arrival_points(places, index)
    return tuple(out)


def _key(state: State, totals: tuple[int, ...], seat: int) -> tuple[int, int, int]:
    """Sort key, smaller first: timed out last, higher total first, then the earliest first
    arrival (no arrival after every arrival)."""
    first = state.arrivals.index(seat) if seat in state.arrivals else len(state.arrivals)
    return (seat in state.bots, -totals[seat], first)


def places(state: State, places_in_centre: int) -> tuple[int, ...]:
    """Each seat's place, 1 = first; seats that share a place share its number (H18)."""
    scores = totals(state, places_in_centre)
    keys = [_key(state, scores, s) for s in range(state.players)]
    return tuple(1 + sum(1 for other in keys if other < key) for key in keys)


def winners(state: State, places_in_centre: int) -> tuple[int, ...]:
    """The seats in first place (several only when tied without a centre pawn)."""
    ranked = places(state, places_in_centre)
    return tuple(s for s in range(state.players) if ranked[s] == 1)
