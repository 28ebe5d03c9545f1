"""Setup (Preparations), the turn's skeleton, drawing, reshuffling and the market (R4, R6, R12)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from core.hypnose.actions import Decision
from core.hypnose.catalog import Catalog, Category, per_catalog
from core.hypnose.compensation import (
    extra_cards,
    first_turn_duel,
    opening_banks,
    opening_resistance,
)
from core.hypnose.state import Settings, State, Task, defense_modifier, shift
from core.hypnose.tasks import Op, decide, random, reveal, shuffle, task
from core.hypnose.zones import PER_SEAT, Zone, seat_zone, zone_count
from core.vocabulary import UNKNOWN

MARKET_SIZE = 5  # R4
RESTOCK_BELOW = 3  # R12


def deal_composition(catalog: Catalog, settings: Settings) -> tuple[tuple[int, int], ...]:
    """(kind, zone) for every handle of the game, in handle order (R1-R3).

    Each seat's starting set goes to its draw pile, then the Basic stack, then the Experts.
    The composition is public: only the shuffles hide which handle is which card. Computed
    once per catalog and settings (every game and every bot's tracker starts from it).
    """
    return per_catalog(_MEMO, catalog, settings, lambda: _compose(catalog, settings))


_MEMO: dict[tuple[int, Hashable], tuple[Catalog, Any]] = {}  # compositions, digests


def _compose(catalog: Catalog, settings: Settings) -> tuple[tuple[int, int], ...]:
    cards: list[tuple[int, int]] = []
    for seat in range(settings.players):
        for kind in catalog:
            cards.extend([(kind.index, seat_zone(Zone.DRAW, seat))] * kind.starter)
    for category, zone in (
        (None, Zone.BASIC),
        (Category.EXPERT, Zone.EXPERTS),
    ):
        for kind in catalog:
            is_expert = kind.category is Category.EXPERT
            if (category is Category.EXPERT) != is_expert or kind.starter:
                continue
            cards.extend([(kind.index, int(zone))] * kind.copies_for(settings.players))
    return tuple(cards)


def catalog_digest(catalog: Catalog) -> str:
    """A short fingerprint of the catalog, part of the hashed state so peers agree on the cards."""
    import hashlib

    def digest() -> str:
        return hashlib.sha256(repr(catalog.kinds).encode()).hexdigest()[:16]

    return per_catalog(_MEMO, catalog, "digest", digest)


def new_game(catalog: Catalog, settings: Settings) -> State:
    """The state before the first dealer step: every card in its pile, face known, unshuffled."""
    composition = deal_composition(catalog, settings)
    zones: list[list[int]] = [[] for _ in range(zone_count(settings.players))]
    for handle, (_, zone) in enumerate(composition):
        zones[zone].append(handle)
    players = settings.players
    draws = [shuffle(seat_zone(Zone.DRAW, s)) for s in range(players)]
    hands = [task(Op.DRAW, s, catalog.hand_limit) for s in range(players)]
    setup = (
        *draws,
        shuffle(Zone.BASIC),
        shuffle(Zone.EXPERTS),
        task(Op.SETUP_MARKET),
        *hands,
        random(players),
        task(Op.START_TURN),
    )
    return State(
        settings=settings,
        catalog=catalog,
        catalog_digest=catalog_digest(catalog),
        zones=tuple(tuple(z) for z in zones),
        epochs=(0,) * len(composition),
        public=tuple(kind for kind, _ in composition),
        resistance=(settings.start_resistance,) * players,
        modifier=(defense_modifier(settings.start_resistance),) * players,  # R16
        bank=(0,) * players,
        targeted=(False,) * players,
        active=0,
        turn=0,
        left_hand=False,
        bought=False,
        duel=None,
        tasks=setup,
    )


# --- automatic tasks ----------------------------------------------------------------------------
#
# A task pushed at the head of the list runs at once (``engine.advance``): a handler may instead
# call the next handler itself, on the state it would have pushed onto. The waiting states, and
# so every hash, are the same; only the copies of the state in between are saved.


_HAND, _DRAW, _DISCARD = (seat_zone(z, 0) for z in (Zone.HAND, Zone.DRAW, Zone.DISCARD))
_BASIC, _MARKET = int(Zone.BASIC), int(Zone.MARKET)
_DRAW_OP, _REFILL_OP = Op.DRAW, Op.REFILL  # plain names: enum members are slow to look up


def draw(state: State, t: Task) -> State:
    """Draw ``n`` cards, reshuffling the discard pile when the draw pile runs out (R12)."""
    seat, n = t.args
    if n <= 0:
        return state
    offset = seat * PER_SEAT
    draw_zone = _DRAW + offset
    pile = state.zones[draw_zone]
    if not pile:
        if not state.zones[_DISCARD + offset]:
            return state  # nothing left anywhere: the hand stays short
        return reshuffle(state.push(task(_DRAW_OP, seat, n)), task(Op.RESHUFFLE, seat))
    cards = pile[:n]
    zones = list(state.zones)
    shift(zones, cards, draw_zone, _HAND + offset)
    tasks = (reveal(cards, seat), task(_DRAW_OP, seat, n - len(cards)), *state.tasks)
    return state.evolve(zones=tuple(zones), tasks=tasks)


def refill(state: State, t: Task) -> State:
    """Draw up to the hand limit; with six or more cards, draw none (R12). A second argument
    draws that many cards more (R21's ``draw`` compensation)."""
    seat = t.args[0]
    extra = t.args[1] if len(t.args) > 1 else 0
    missing = state.catalog.hand_limit + extra - len(state.hand(seat))
    return draw(state, task(_DRAW_OP, seat, missing)) if missing > 0 else state


def reshuffle(state: State, t: Task) -> State:
    """The discard pile becomes the new draw pile, shuffled by everyone (R12)."""
    (seat,) = t.args
    discard, draw_zone = seat_zone(Zone.DISCARD, seat), seat_zone(Zone.DRAW, seat)
    state = state.move(state.zones[discard], discard, draw_zone)
    return state.push(shuffle(draw_zone))


def fill_market(state: State) -> tuple[State, tuple[int, ...]]:
    cards = state.zones[_BASIC][: MARKET_SIZE - len(state.zones[_MARKET])]
    return state.move(cards, _BASIC, _MARKET), cards


def setup_market(state: State, t: Task) -> State:
    """R4: five face-up cards, then check the Book/Course condition."""
    state, cards = fill_market(state)
    return state.push(reveal(cards), task(Op.CHECK_MARKET))


def check_market(state: State, t: Task) -> State:
    """R4: at least as many Books/Courses as players, else set Boost/Defense aside and refill."""
    market = state.zones[Zone.MARKET]
    kinds = [state.catalog[state.public[h]] for h in market]
    scholars = sum(1 for k in kinds if k.is_scholar)
    if scholars < state.players and state.zones[Zone.BASIC]:
        aside = tuple(h for h, k in zip(market, kinds, strict=True) if not k.is_scholar)
        if aside:
            state = state.move(aside, Zone.MARKET, Zone.SET_ASIDE)
            return state.push(task(Op.SETUP_MARKET))
    aside = state.zones[Zone.SET_ASIDE]
    if aside:
        state = state.move(aside, Zone.SET_ASIDE, Zone.BASIC)
        return state.push(shuffle(Zone.BASIC))
    return state


def start_turn(state: State, t: Task) -> State:
    """A turn: buying phase, intermediate 1, duel, intermediate 2, refresh (Gameplay); the first
    turn of the game may have no duel (R21)."""
    if not first_turn_duel(state.settings.compensation, state.turn, state.players):
        duel = decide(state.active, Decision.DUEL)
        steps = tuple(step for step in turn_steps(state.active) if step != duel)
        return state.evolve(left_hand=False, bought=False, duel=None, tasks=steps + state.tasks)
    return _start_turn_of(state, state.active)


def turn_steps(seat: int) -> tuple[Task, ...]:
    """The steps of ``seat``'s turn, one per phase (Gameplay), then its end."""
    steps = _TURN_STEPS.get(seat)
    if steps is None:  # the same tasks every turn of a seat: built once (tasks are immutable)
        steps = _TURN_STEPS[seat] = (
            decide(seat, Decision.BUY),
            decide(seat, Decision.INTERMEDIATE, 1),
            decide(seat, Decision.DUEL),
            decide(seat, Decision.INTERMEDIATE, 2),
            task(Op.REFRESH_PHASE),
            task(Op.END_TURN),
        )
    return steps


def _start_turn_of(state: State, seat: int, **changes: object) -> State:
    """``start_turn`` for ``seat`` (the active one once ``changes`` apply), in one copy."""
    steps = turn_steps(seat)
    return state.evolve(
        left_hand=False, bought=False, duel=None, tasks=steps + state.tasks, **changes
    )


_TURN_STEPS: dict[int, tuple[Task, ...]] = {}


def refresh_phase(state: State, t: Task) -> State:
    """R12: restock the market below three cards, then refill the hand (R21: a later seat's
    first turn may draw more)."""
    seat = state.active
    extra = extra_cards(state.settings.compensation, state.turn, state.players)
    refilling = task(_REFILL_OP, seat, extra) if extra else task(_REFILL_OP, seat)
    if len(state.zones[_MARKET]) < RESTOCK_BELOW and state.zones[_BASIC]:
        state, cards = fill_market(state)
        return state.push(reveal(cards), refilling)
    return refill(state, refilling)


def end_turn(state: State, t: Task) -> State:
    """The Target mark of the active seat expires (R11); play passes clockwise."""
    seat = state.active
    targeted = state.targeted
    if targeted[seat]:
        targeted = (*targeted[:seat], False, *targeted[seat + 1 :])
    alive = state.alive_seats()
    active = alive[0]  # the next alive seat clockwise, else the first one
    for s in alive:
        if s > seat:
            active = s
            break
    # (and its turn starts at once: the start_turn task would run now)
    return _start_turn_of(state, active, targeted=targeted, active=active, turn=state.turn + 1)


def skip_to(state: State, op: Op) -> State:
    """Drop the rest of the active seat's turn up to the task ``op`` (kept)."""
    tasks = state.tasks
    for index, entry in enumerate(tasks):
        if entry.op is op:
            return state.evolve(tasks=tasks[index:])
    return state


def skip_to_end_of_turn(state: State) -> State:
    """R7.1: refreshing instead ends the turn at once (no duel, no refresh phase)."""
    return skip_to(state, Op.END_TURN)


def set_first_player(state: State, value: int) -> State:
    """R6: the joint random value picks the starting seat; R21 may bank discounts for the
    later seats or lower the first player's Mental Resistance."""
    first = state.alive_seats()[value]
    settings = state.settings
    bank = opening_banks(settings.compensation, state.players, first)
    start = settings.start_resistance
    resistance = opening_resistance(settings.compensation, start, state.players, first)
    if resistance == state.resistance:
        return state.evolve(active=first, bank=bank)
    modifier = tuple(defense_modifier(r) for r in resistance)  # R16
    return state.evolve(active=first, bank=bank, resistance=resistance, modifier=modifier)


AUTO = {
    Op.DRAW: draw,
    Op.REFILL: refill,
    Op.RESHUFFLE: reshuffle,
    Op.SETUP_MARKET: setup_market,
    Op.CHECK_MARKET: check_market,
    Op.START_TURN: start_turn,
    Op.REFRESH_PHASE: refresh_phase,
    Op.END_TURN: end_turn,
}
__all__ = ["AUTO", "UNKNOWN", "new_game"]
