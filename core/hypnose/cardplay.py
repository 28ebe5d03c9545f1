"""Intermediate phases 1 and 2 (R10): play one card for its listed action."""

from __future__ import annotations

from collections import Counter
from itertools import permutations
from math import factorial

from core.errors import IllegalAction, RuleViolation
from core.hypnose.actions import Action, Decision, Discard, Pass, Play, Reorder, ReorderCommit
from core.hypnose.catalog import INTERMEDIATE_EFFECTS, TARGETED_EFFECTS, Effect
from core.hypnose.checks import distinct_in, known_hand, opponent_ok, revealed_kinds
from core.hypnose.payment import group_by_kind, sized_multisets
from core.hypnose.state import State, Task
from core.hypnose.tasks import STAY, Op, decide, private_reorder, reveal, task
from core.hypnose.zones import Zone, seat_zone
from core.view import View
from core.vocabulary import Family

REORDER_DEPTH = 6  # Dream Journal: the top six cards
DISCARD_COUNT = 2  # Hypnotic Mirror: two cards


def act_intermediate(state: State, seat: int, action: Action, param: int) -> State:
    if isinstance(action, Pass):
        return state.popped()
    if not isinstance(action, Play):
        raise IllegalAction("play/not_now", "play a card or pass (R10)", seat)
    distinct_in((action.card,), state.hand(seat), "play", seat)
    if action.opponent != -1:
        opponent_ok(state, seat, action.opponent, "play")
    return state.popped().push(
        reveal((action.card,)), task(_EFFECT_OP, seat, action.opponent, handles=(action.card,))
    )


def effect(state: State, t: Task) -> State:
    """The played card, now face up: check it has an action (R10), discard it, carry it out."""
    seat, opponent = t.args
    (card,) = t.handles
    (kind,) = revealed_kinds(state, t.handles, seat, "play")
    if kind.effect not in INTERMEDIATE_EFFECTS:
        raise RuleViolation("play/no_action", f"{kind.name} has no intermediate action", seat)
    if (kind.effect in TARGETED_EFFECTS) != (opponent != -1):
        raise RuleViolation(
            "play/opponent", f"{kind.name} names an opponent iff it needs one", seat
        )
    state = state.move(
        (card,), seat_zone(_ZONE_HAND, seat), seat_zone(_ZONE_DISCARD, seat), bottom=False
    )
    if kind.effect is _LOOK_AT_HAND:  # Metronome: the opponent shows its hand to us
        hand = state.hand(opponent)
        return state.push(reveal(hand, seat)) if hand else state
    if kind.effect is _DRAW_TWO:
        return state.push(task(_DRAW_OP, seat, 2))
    if kind.effect is _OPPONENT_DISCARDS_TWO:
        hand = state.hand(opponent)
        if len(hand) <= DISCARD_COUNT:  # no choice to make: all of it goes
            return (
                state.push(reveal(hand), task(_DISCARD_CARDS_OP, opponent, handles=hand))
                if hand
                else state
            )
        return state.push(decide(opponent, _DISCARD_DECISION))
    top = state.zone(_ZONE_DRAW, seat)[:REORDER_DEPTH]  # Dream Journal
    if len(top) < 2:
        return state.push(reveal(top, seat)) if top else state
    return state.push(reveal(top, seat), decide(seat, _REORDER_DECISION))


def discard_cards(state: State, t: Task) -> State:
    (seat,) = t.args
    return state.move(
        t.handles, seat_zone(_ZONE_HAND, seat), seat_zone(_ZONE_DISCARD, seat), bottom=False
    )


def act_discard(state: State, seat: int, action: Action, param: int) -> State:
    if not isinstance(action, Discard) or len(action.cards) != DISCARD_COUNT:
        raise IllegalAction("discard/count", f"discard exactly {DISCARD_COUNT} cards", seat)
    distinct_in(action.cards, state.hand(seat), "discard", seat)
    return state.popped().push(
        reveal(action.cards), task(_DISCARD_CARDS_OP, seat, handles=action.cards)
    )


def act_reorder(state: State, seat: int, action: Action, param: int) -> State:
    """Dream Journal: the examined cards go back on top in the chosen order."""
    if not isinstance(action, ReorderCommit):
        raise IllegalAction("reorder/not_now", "put the examined cards back in an order", seat)
    pile = state.zone(_ZONE_DRAW, seat)
    if action.count != min(REORDER_DEPTH, len(pile)):
        raise IllegalAction("reorder/count", f"{action.count} is not the number examined", seat)
    return state.popped().push(private_reorder(seat, pile[: action.count], STAY))


# --- legal actions ------------------------------------------------------------------------------


def legal_intermediate(view: View) -> list[Action]:
    state, seat = view.state, view.seat
    actions: list[Action] = [_PASS]
    seen: set[int] = set()
    for h, kind in known_hand(view):
        if kind.effect not in INTERMEDIATE_EFFECTS or kind.index in seen:
            continue
        seen.add(kind.index)
        if kind.effect in TARGETED_EFFECTS:
            actions.extend(Play(h, o) for o in state.alive_seats() if o != seat)
        else:
            actions.append(Play(h))
    return actions


def legal_discard(view: View) -> list[Action]:
    groups = group_by_kind(known_hand(view))
    return [Discard(c) for c in sized_multisets(groups, DISCARD_COUNT, DISCARD_COUNT)]


def legal_reorder(view: View) -> list[Action | Family]:
    """One order per distinct sequence of kinds (its lowest positions), in lexicographic order."""
    top = view.state.zone(_ZONE_DRAW, view.seat)[:REORDER_DEPTH]
    kinds = [view.kind_index(h) for h in top]
    count = _arrangements(Counter(kinds))
    return [
        Family(
            Reorder,
            count,
            lambda: [Reorder(order) for order in _orders(top, kinds)],
            lambda index: Reorder(_nth_order(top, kinds, index)),
            lambda: _orders(top, kinds),  # the orders themselves, in the same order
        )
    ]


def _orders(top: tuple[int, ...], kinds: list[int]) -> list[tuple[int, ...]]:
    """Each distinct sequence of kinds once, as its first arrangement of positions in
    lexicographic order (so in the order of those first arrangements)."""
    seen: set[tuple[int, ...]] = set()
    orders: list[tuple[int, ...]] = []
    kind_at, handle_at = kinds.__getitem__, list(top).__getitem__  # lists: fast calls in C
    for positions in permutations(range(len(top))):
        key = tuple(map(kind_at, positions))
        if key not in seen:
            seen.add(key)
            orders.append(tuple(map(handle_at, positions)))
    return orders


def _arrangements(counts: Counter[int]) -> int:
    """Distinct sequences of a multiset with these multiplicities."""
    total = factorial(sum(counts.values()))
    for n in counts.values():
        total //= factorial(n)
    return total


def _nth_order(top: tuple[int, ...], kinds: list[int], index: int) -> tuple[int, ...]:
    """``_orders(top, kinds)[index]`` without building the others (same order)."""
    left = list(range(len(top)))
    counts = Counter(kinds)
    order: list[int] = []
    while left:
        tried: set[int] = set()
        for i, position in enumerate(left):
            kind = kinds[position]
            if kind in tried:
                continue
            tried.add(kind)
            counts[kind] -= 1
            size = _arrangements(counts)
            if index < size:
                order.append(top[position])
                del left[i]
                break
            index -= size
            counts[kind] += 1
        else:  # pragma: no cover - index out of range
            raise IndexError(index)
    return tuple(order)


_PASS = Pass()  # actions are immutable: one is enough

# Plain names for the enum members used in the handlers (enum attribute lookups are slow on
# Python 3.11).
_DISCARD_DECISION = Decision.DISCARD
_REORDER_DECISION = Decision.REORDER
_DRAW_TWO = Effect.DRAW_TWO
_LOOK_AT_HAND = Effect.LOOK_AT_HAND
_OPPONENT_DISCARDS_TWO = Effect.OPPONENT_DISCARDS_TWO
_DISCARD_CARDS_OP = Op.DISCARD_CARDS
_DRAW_OP = Op.DRAW
_EFFECT_OP = Op.EFFECT
_ZONE_DISCARD = Zone.DISCARD
_ZONE_DRAW = Zone.DRAW
_ZONE_HAND = Zone.HAND
