"""Mental Resistance (R13, R14) and elimination (R15)."""

from __future__ import annotations

from core.errors import IllegalAction
from core.hypnose.actions import Action, Decision, Search
from core.hypnose.catalog import Category
from core.hypnose.checks import distinct_in, revealed_kinds
from core.hypnose.state import State, Task
from core.hypnose.tasks import Op, decide, reveal, shuffle, task
from core.hypnose.turn import skip_to
from core.hypnose.zones import Zone, seat_zone
from core.view import View

PRIMES = (2, 3, 5, 7, 11)
GIVE_AND_EXPERT = frozenset({11, 5, 2})  # R14: reveal until a non-Value, then an Expert
SEARCH_DEPTH = {7: 1, 3: 2}  # R14: the last one (at 7) or two (at 3) cards are searched
MODIFIER_AT = {5: 1, 2: 2}  # R14: Defense Modifier +1 from 5, +2 from 2


def after_loss(current: int, loss: int) -> int:
    """R13: a single loss stops on the first prime strictly below the current value."""
    below = [p for p in PRIMES if p < current]
    floor = max(below) if below else 0
    return max(current - loss, floor)


def lose(state: State, t: Task) -> State:
    """Apply a duel loss and the landing effect, immediately (R14)."""
    seat, loss, winner = t.args
    value = after_loss(state.resistance[seat], loss)
    resistance = list(state.resistance)
    resistance[seat] = value
    state = state.evolve(resistance=tuple(resistance))
    if value == 0:
        return state.push(task(Op.ELIMINATE, seat))
    if value in GIVE_AND_EXPERT:
        if value in MODIFIER_AT:
            modifier = list(state.modifier)
            modifier[seat] = MODIFIER_AT[value]
            state = state.evolve(modifier=tuple(modifier))
        return state.push(task(Op.REVEAL_UNTIL, seat, winner, 0), task(Op.GIVE_EXPERT, seat))
    if value in SEARCH_DEPTH:
        return state.push(task(Op.REFILL_SEARCH, seat, SEARCH_DEPTH[value]))
    return state


def reveal_until(state: State, t: Task) -> State:
    """R14: reveal from the top until a non-Value card (one reshuffle at most)."""
    loser, winner, reshuffled = t.args
    pile = state.zone(Zone.DRAW, loser)
    if not pile:
        if reshuffled or not state.zone(Zone.DISCARD, loser):
            return state  # no non-Value card exists: nothing is given
        return state.push(task(Op.RESHUFFLE, loser), task(Op.REVEAL_UNTIL, loser, winner, 1))
    top = pile[:1]
    return state.push(reveal(top), task(Op.TAKE_REVEALED, loser, winner, reshuffled, handles=top))


def take_revealed(state: State, t: Task) -> State:
    loser, winner, reshuffled = t.args
    (kind,) = revealed_kinds(state, t.handles, loser, "resistance")
    draw_zone = seat_zone(Zone.DRAW, loser)
    if kind.category is Category.VALUE:
        state = state.move(t.handles, draw_zone, seat_zone(Zone.DISCARD, loser), bottom=False)
        return state.push(task(Op.REVEAL_UNTIL, loser, winner, reshuffled))
    return state.move(t.handles, draw_zone, seat_zone(Zone.DISCARD, winner), bottom=False)


def give_expert(state: State, t: Task) -> State:
    """R14: the top Expert goes under the loser's discard pile, seen only by the loser."""
    (seat,) = t.args
    top = state.zones[Zone.EXPERTS][:1]
    if not top:
        return state
    state = state.move(top, Zone.EXPERTS, seat_zone(Zone.DISCARD, seat))
    return state.push(reveal(top, seat))


def refill_search(state: State, t: Task) -> State:
    """R14 (7, 3): refill to six; the last one or two cards are searched for."""
    seat, depth = t.args
    missing = state.catalog.hand_limit - len(state.hand(seat))
    if missing <= 0:
        return state
    searched = min(depth, missing)
    return state.push(
        task(Op.DRAW, seat, missing - searched), task(Op.SEARCH_START, seat, searched)
    )


def search_start(state: State, t: Task) -> State:
    seat, count = t.args
    pile = state.zone(Zone.DRAW, seat)
    if not pile and not state.zone(Zone.DISCARD, seat):
        return state
    steps = [decide(seat, Decision.SEARCH, count)]
    if pile:
        steps.insert(0, reveal(pile, seat))
    return state.push(*steps)


def act_search(state: State, seat: int, action: Action, param: int) -> State:
    """Take up to ``param`` cards; if any came from the draw pile, it is reshuffled (R14)."""
    if not isinstance(action, Search) or len(action.cards) > param:
        raise IllegalAction("search/count", f"take at most {param} cards", seat)
    draw_zone, discard = seat_zone(Zone.DRAW, seat), seat_zone(Zone.DISCARD, seat)
    distinct_in(action.cards, state.zones[draw_zone] + state.zones[discard], "search", seat)
    from_draw = tuple(h for h in action.cards if h in state.zones[draw_zone])
    from_discard = tuple(h for h in action.cards if h not in from_draw)
    hand = seat_zone(Zone.HAND, seat)
    state = state.popped()
    state = state.move(from_draw, draw_zone, hand).move(from_discard, discard, hand)
    rest = param - len(action.cards)
    steps = [task(Op.DRAW, seat, rest)] if rest else []
    if from_draw and state.zones[draw_zone]:
        steps.insert(0, shuffle(draw_zone))
    return state.push(*steps)


def eliminate(state: State, t: Task) -> State:
    """R14 (0): hypnotized; its cards leave the game. R15: the last one standing wins."""
    (seat,) = t.args
    for kind in (Zone.HAND, Zone.DRAW, Zone.DISCARD, Zone.DUEL, Zone.LOOK):
        zone = seat_zone(kind, seat)
        state = state.move(state.zones[zone], zone, Zone.REMOVED)
    targeted = list(state.targeted)
    targeted[seat] = False
    state = state.evolve(targeted=tuple(targeted))
    alive = state.alive_seats()
    if len(alive) <= 1:
        return state.evolve(winner=alive[0] if alive else None, tasks=())
    if seat == state.active:  # the rest of its turn is skipped, but the market still restocks
        return skip_to(state, Op.REFRESH_PHASE)
    return state


def legal_search(view: View, count: int) -> list[Action]:
    state, seat = view.state, view.seat
    options: dict[tuple, tuple[int, ...]] = {(): ()}
    cards = [(h, 0) for h in state.zone(Zone.DRAW, seat)] + [
        (h, 1) for h in state.zone(Zone.DISCARD, seat)
    ]
    for size in range(1, count + 1):
        for combo in _combinations(cards, size):
            key = tuple(sorted((where, view.kind_index(h)) for h, where in combo))
            options.setdefault(key, tuple(h for h, _ in combo))
    return [Search(c) for c in options.values()]


def _combinations(items, size):
    from itertools import combinations

    return combinations(items, size)
