"""Mental Resistance (R13, R14, R16, R17) and elimination (R15)."""

from __future__ import annotations

from core.errors import IllegalAction
from core.hypnose.actions import (
    Action,
    Decision,
    DeclineRefill,
    Refill,
    Search,
    SearchDiscardPile,
    SearchDrawPile,
)
from core.hypnose.catalog import Category
from core.hypnose.checks import distinct_in, revealed_kinds
from core.hypnose.state import State, Task, defense_modifier
from core.hypnose.tasks import Op, decide, reveal, shuffle, task
from core.hypnose.turn import skip_to
from core.hypnose.zones import Zone, seat_zone
from core.view import View

PRIMES = (2, 3, 5, 7, 11)
GIVE_AND_EXPERT = frozenset({11, 5, 2})  # R14: reveal until a non-Value, then an Expert
SEARCH_DEPTH = {7: 1, 3: 2}  # R14: the last one (at 7) or two (at 3) cards are searched
DRAW_PILE, DISCARD_PILE = 0, 1  # R17: the pile a seat names for its search
PILE_ZONES = {DRAW_PILE: Zone.DRAW, DISCARD_PILE: Zone.DISCARD}
PILE_ACTIONS: dict[int, type] = {DRAW_PILE: SearchDrawPile, DISCARD_PILE: SearchDiscardPile}
PILE_OF = {kind: pile for pile, kind in PILE_ACTIONS.items()}


def search_param(pile: int, count: int) -> int:
    """The SEARCH decision's parameter: which pile was named, and how many cards to take."""
    return 2 * count + pile


def search_args(param: int) -> tuple[int, int]:
    """(pile, count) of a SEARCH decision's parameter (``search_param`` undone)."""
    return param % 2, param // 2


def after_loss(current: int, loss: int) -> int:
    """R13: a single loss stops on the first prime strictly below the current value."""
    floor = 0  # the highest prime below (max of them, spelled out)
    for p in PRIMES:
        if p < current and p > floor:
            floor = p
    left = current - loss
    return floor if floor > left else left  # max(left, floor)


def lose(state: State, t: Task) -> State:
    """Apply a duel loss and the landing effect, immediately (R14).

    The Defense Modifier follows the new resistance (R16), landing or not; only the reveal and
    the Expert are landing effects.
    """
    seat, loss, winner = t.args
    value = after_loss(state.resistance[seat], loss)
    resistance, modifier = list(state.resistance), list(state.modifier)
    resistance[seat], modifier[seat] = value, defense_modifier(value)
    state = state.evolve(resistance=tuple(resistance), modifier=tuple(modifier))
    if value == 0:
        return state.push(task(_ELIMINATE_OP, seat))
    if value in GIVE_AND_EXPERT:
        return state.push(task(_REVEAL_UNTIL_OP, seat, winner, 0), task(_GIVE_EXPERT_OP, seat))
    if value in SEARCH_DEPTH:
        return state.push(task(_REFILL_SEARCH_OP, seat, SEARCH_DEPTH[value]))
    return state


def reveal_until(state: State, t: Task) -> State:
    """R14: reveal from the top until a non-Value card (one reshuffle at most)."""
    loser, winner, reshuffled = t.args
    pile = state.zone(_ZONE_DRAW, loser)
    if not pile:
        if reshuffled or not state.zone(_ZONE_DISCARD, loser):
            return state  # no non-Value card exists: nothing is given
        return state.push(task(_RESHUFFLE_OP, loser), task(_REVEAL_UNTIL_OP, loser, winner, 1))
    top = pile[:1]
    return state.push(reveal(top), task(_TAKE_REVEALED_OP, loser, winner, reshuffled, handles=top))


def take_revealed(state: State, t: Task) -> State:
    loser, winner, reshuffled = t.args
    (kind,) = revealed_kinds(state, t.handles, loser, "resistance")
    draw_zone = seat_zone(_ZONE_DRAW, loser)
    if kind.category is _VALUE:
        state = state.move(t.handles, draw_zone, seat_zone(_ZONE_DISCARD, loser), bottom=False)
        return state.push(task(_REVEAL_UNTIL_OP, loser, winner, reshuffled))
    return state.move(t.handles, draw_zone, seat_zone(_ZONE_DISCARD, winner), bottom=False)


def give_expert(state: State, t: Task) -> State:
    """R14: the top Expert goes under the loser's discard pile, seen only by the loser."""
    (seat,) = t.args
    top = state.zones[Zone.EXPERTS][:1]
    if not top:
        return state
    state = state.move(top, Zone.EXPERTS, seat_zone(_ZONE_DISCARD, seat))
    return state.push(reveal(top, seat))


def refill_search(state: State, t: Task) -> State:
    """R14 (7, 3) and R17: the loser may refill to six, or decline (``Decision.REFILL``).

    With nothing missing, or no card left in either pile, there is nothing to decide.
    """
    seat, depth = t.args
    if _missing(state, seat) <= 0 or not _piles(state, seat):
        return state
    return state.push(decide(seat, Decision.REFILL, depth))


def act_refill(state: State, seat: int, action: Action, param: int) -> State:
    """R17: decline (the hand stays), or draw normally until ``param`` (1 at 7, 2 at 3) cards
    are missing (fewer if fewer are missing), then name the pile they are searched from."""
    if isinstance(action, DeclineRefill):
        return state.popped()
    if not isinstance(action, Refill):
        raise IllegalAction("refill/not_now", "refill the hand or decline (R17)", seat)
    missing = _missing(state, seat)
    searched = min(param, missing)
    return state.popped().push(
        task(Op.DRAW, seat, missing - searched), task(Op.SEARCH_START, seat, searched)
    )


def search_start(state: State, t: Task) -> State:
    """R17: name the pile (``Decision.PILE``) when both have cards; with one, that one."""
    seat, count = t.args
    piles = _piles(state, seat)
    if count <= 0 or not piles:
        return state
    if len(piles) == 1:
        return _search_pile(state, seat, piles[0], count)
    return state.push(decide(seat, Decision.PILE, count))


def act_pile(state: State, seat: int, action: Action, param: int) -> State:
    """R17: the named pile is searched for the ``param`` missing cards."""
    pile = PILE_OF.get(type(action))
    if pile is None:
        raise IllegalAction("pile/not_now", "name the draw pile or the discard pile (R17)", seat)
    if pile not in _piles(state, seat):
        raise IllegalAction("pile/empty", "that pile has no card to search (R17)", seat)
    return _search_pile(state.popped(), seat, pile, param)


def _search_pile(state: State, seat: int, pile: int, count: int) -> State:
    """Only a searched draw pile is revealed, and to its owner alone (R17)."""
    steps = [decide(seat, Decision.SEARCH, search_param(pile, count))]
    if pile == DRAW_PILE:
        steps.insert(0, reveal(state.zone(_ZONE_DRAW, seat), seat))
    return state.push(*steps)


def act_search(state: State, seat: int, action: Action, param: int) -> State:
    """R17: take the missing cards from the named pile (all of it if it holds fewer; the rest
    are then drawn normally); a searched draw pile is reshuffled afterwards."""
    pile, count = search_args(param)
    zone = seat_zone(PILE_ZONES[pile], seat)
    wanted = min(count, len(state.zones[zone]))
    if not isinstance(action, Search) or len(action.cards) != wanted:
        raise IllegalAction("search/count", f"take {wanted} card(s) from the named pile", seat)
    distinct_in(action.cards, state.zones[zone], "search", seat)
    draw_zone = seat_zone(_ZONE_DRAW, seat)
    state = state.popped().move(action.cards, zone, seat_zone(Zone.HAND, seat))
    rest = count - wanted
    steps = [task(Op.DRAW, seat, rest)] if rest else []
    if pile == DRAW_PILE and state.zones[draw_zone]:
        steps.insert(0, shuffle(draw_zone))
    return state.push(*steps)


def _missing(state: State, seat: int) -> int:
    return state.catalog.hand_limit - len(state.hand(seat))


def _piles(state: State, seat: int) -> tuple[int, ...]:
    """The piles ``seat`` could search: those holding cards (draw pile first)."""
    return tuple(p for p in (DRAW_PILE, DISCARD_PILE) if state.zone(PILE_ZONES[p], seat))


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
        return skip_to(state, "refresh_phase")
    return state


def legal_refill(view: View) -> list[Action]:
    return [DeclineRefill(), Refill()]


def legal_pile(view: View) -> list[Action]:
    piles = _piles(view.state, view.seat)
    return [PILE_ACTIONS[p]() for p in piles]


def legal_search(view: View, param: int) -> list[Action]:
    """One search per choice of kinds from the named pile, in a stable order.

    Each choice (a multiset of kinds, unseen cards counted as one kind) is represented by the
    first combination of the pile's cards holding it: the lowest positions of each of its kinds
    (what a scan of every combination keeps), the choices sorted by their kinds. Built from
    the kinds' positions, not from the hundreds of combinations a long discard pile has.
    """
    state, seat = view.state, view.seat
    pile, count = search_args(param)
    cards = state.zone(PILE_ZONES[pile], seat)
    positions: dict[int, list[int]] = {}  # per kind, its positions in the pile (ascending)
    for position, h in enumerate(cards):
        positions.setdefault(view.kind_index(h), []).append(position)
    kinds = sorted(positions)
    found: list[tuple[tuple[int, ...], tuple[int, ...]]] = []

    def extend(i: int, left: int, key: tuple[int, ...], chosen: list[int]) -> None:
        if left == 0:
            chosen.sort()  # (a list of its own: each call builds a new one)
            picked = []
            for p in chosen:  # a loop: a comprehension is a call on Python 3.11
                picked.append(cards[p])
            found.append((key, tuple(picked)))
        elif i < len(kinds):
            spots = positions[kinds[i]]
            for n in range(min(left, len(spots)), -1, -1):
                extend(i + 1, left - n, key + (kinds[i],) * n, chosen + spots[:n])

    extend(0, min(count, len(cards)), (), [])
    found.sort()
    return [Search(combo) for _, combo in found]


# Plain names for the enum members used in the handlers (enum attribute lookups are slow on
# Python 3.11).
_VALUE = Category.VALUE
_ELIMINATE_OP = Op.ELIMINATE
_GIVE_EXPERT_OP = Op.GIVE_EXPERT
_REFILL_SEARCH_OP = Op.REFILL_SEARCH
_RESHUFFLE_OP = Op.RESHUFFLE
_REVEAL_UNTIL_OP = Op.REVEAL_UNTIL
_TAKE_REVEALED_OP = Op.TAKE_REVEALED
_ZONE_DISCARD = Zone.DISCARD
_ZONE_DRAW = Zone.DRAW
