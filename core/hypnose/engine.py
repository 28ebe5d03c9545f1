"""The state machine: what the game waits for, and applying actions and dealer results.

``pending(state)`` is derived from the head of ``state.tasks``: a seat's decision, a dealer step,
or the end of the game. Automatic tasks run inside ``apply_*`` so that a stored state always
waits on the outside world. Every function is pure: a refused input raises and the caller still
holds the unchanged state.
"""

from __future__ import annotations

from collections.abc import Callable

from core.errors import IllegalAction, MalformedAction, RuleViolation
from core.hypnose import buying, cardplay, duel, resistance, turn
from core.hypnose.actions import (
    SECRET_ACTIONS,
    Action,
    Attack,
    Decision,
    Defend,
    Keep,
    Pass,
    Reorder,
)
from core.hypnose.checks import distinct_in, well_formed
from core.hypnose.state import State, Task
from core.hypnose.tasks import ALL, DECISIONS, KEEP_FIRST, Op
from core.hypnose.zones import PER_SEAT, Zone, seat_zone
from core.vocabulary import (
    AwaitAction,
    DealerResult,
    GameOver,
    Opened,
    OpenStep,
    Pending,
    RandomStep,
    RandomValue,
    Reordered,
    ReorderStep,
    Revealed,
    RevealStep,
    Shuffled,
    ShuffleStep,
)

Handler = Callable[[State, int, Action, int], State]

AUTO: dict[Op, Callable[[State, Task], State]] = {
    **turn.AUTO,
    Op.SETTLE: buying.settle,
    Op.BANK: buying.bank,
    Op.REFRESH_DISCARD: buying.refresh_discard,
    Op.EFFECT: cardplay.effect,
    Op.DISCARD_CARDS: cardplay.discard_cards,
    Op.CHECK_SELECTION: duel.check_selection,
    Op.CHECK_EXPERT: duel.check_expert,
    Op.RESOLVE_DUEL: duel.resolve_duel,
    Op.LOSE: resistance.lose,
    Op.REVEAL_UNTIL: resistance.reveal_until,
    Op.TAKE_REVEALED: resistance.take_revealed,
    Op.GIVE_EXPERT: resistance.give_expert,
    Op.REFILL_SEARCH: resistance.refill_search,
    Op.SEARCH_START: resistance.search_start,
    Op.ELIMINATE: resistance.eliminate,
}
"""The handler of every automatic operation: ``AUTO[op](state without the head, head)``."""
assert set(AUTO) == {op for op in Op if not op.waits}, "every automatic Op needs a handler"

HANDLERS: dict[Decision, Handler] = {
    Decision.BUY: buying.act_buy,
    Decision.KEEP_EXPERT: buying.act_keep,
    Decision.INTERMEDIATE: cardplay.act_intermediate,
    Decision.DISCARD: cardplay.act_discard,
    Decision.REORDER: cardplay.act_reorder,
    Decision.DUEL: duel.act_duel,
    Decision.DEFEND: duel.act_defend,
    Decision.EXPERT: duel.act_expert,
    Decision.SEARCH: resistance.act_search,
    Decision.REFILL: resistance.act_refill,
    Decision.PILE: resistance.act_pile,
}
_HANDLER_AT = tuple(HANDLERS[decision] for decision in DECISIONS)
"""``HANDLERS`` by the decision's index in a task."""

_NEVER, _NO_HAND, _NO_DUEL, _NO_REORDER = range(4)
_SKIPPED_WHEN = tuple(
    _NO_HAND
    if d in (Decision.INTERMEDIATE, Decision.EXPERT, Decision.DEFEND)
    else _NO_DUEL
    if d is Decision.DUEL
    else _NO_REORDER
    if d is Decision.REORDER
    else _NEVER
    for d in DECISIONS
)
"""Per decision index: when the decision has one public option and is skipped."""
_DEFEND = DECISIONS.index(Decision.DEFEND)
_DRAW_ZONE = seat_zone(Zone.DRAW, 0)


def _skipped(state: State, seat: int, when: int) -> bool:
    """Decisions whose only option is public knowledge are skipped on every peer alike."""
    if when == _NEVER:
        return False
    if when == _NO_HAND:
        return not state.hand(seat)
    if when == _NO_DUEL:
        return not state.hand(seat) or not duel.eligible_opponents(state, seat)
    return len(state.zones[_DRAW_ZONE + seat * PER_SEAT]) < 2


def advance(state: State) -> State:
    """Run automatic tasks until the head waits on a seat or the dealer (or the game ends)."""
    auto, decide, skipped_when = AUTO, _DECIDE_OP, _SKIPPED_WHEN
    tasks = state.tasks
    while tasks:
        head = tasks[0]
        op = head.op
        if op.waits:
            if op is not decide:
                return state
            seat, index, param = head.args
            when = skipped_when[index]
            if when == _NEVER or not _skipped(state, seat, when):
                return state
            if index == _DEFEND:  # an empty hand declines (R11)
                state = duel.act_defend(state, seat, _PASS, param)
            else:
                state = state.popped()
        else:
            state = auto[op](state.popped(), head)
        tasks = state.tasks
    return state


def _await_action(state: State, head: Task) -> Pending:
    seat, index, _ = head.args
    step = _AWAITING.get((seat, index))
    if step is None:  # few distinct ones: built once, then shared (they are immutable)
        step = _AWAITING[seat, index] = AwaitAction(seat, DECISIONS[index])
    return step


_AWAITING: dict[tuple[int, int], AwaitAction] = {}


def _shuffle_step(state: State, head: Task) -> Pending:
    (zone,) = head.args
    return ShuffleStep(zone, state.zones[zone])


def _reveal_step(state: State, head: Task) -> Pending:
    (to,) = head.args
    return RevealStep(head.handles, None if to == ALL else to)


def _reorder_step(state: State, head: Task) -> Pending:
    return ReorderStep(head.args[0], head.handles)


def _open_step(state: State, head: Task) -> Pending:
    (seat,) = head.args
    d = state.duel
    assert d is not None
    return OpenStep(seat, d.attack_count if seat == d.attacker else d.defense_count)


def _random_step(state: State, head: Task) -> Pending:
    (bound,) = head.args
    return RandomStep(bound)


PENDING: dict[Op, Callable[[State, Task], Pending]] = {
    Op.DECIDE: _await_action,
    Op.SHUFFLE: _shuffle_step,
    Op.REVEAL: _reveal_step,
    Op.REORDER: _reorder_step,
    Op.OPEN: _open_step,
    Op.RANDOM: _random_step,
}
"""What a waiting operation at the head of the list asks the outside world for."""
assert set(PENDING) == {op for op in Op if op.waits}, "every waiting Op needs a step"


def pending(state: State) -> Pending:
    """What the game waits for now (derived from the head's operation)."""
    if not state.tasks:
        return GameOver(state.winner)
    head = state.tasks[0]
    return PENDING[head.op](state, head)


def start(state: State) -> State:
    """Run the automatic tasks of a fresh state (``turn.new_game`` leaves them queued)."""
    return advance(state)


def apply_action(state: State, seat: int, action: Action) -> State:
    """Apply ``seat``'s action (its public form) after the checks any peer can make.

    Raises IllegalAction (state unchanged) if it is not ``seat``'s decision or the action does
    not fit it; checks that need hidden faces run when those cards are revealed (RuleViolation).
    """
    well_formed(action, seat)
    head = state.tasks[0] if state.tasks else None
    if head is None or head.op is not _DECIDE_OP:
        raise IllegalAction("turn/no_decision", "the game is not waiting for an action", seat)
    awaited, index, param = head.args
    if seat != awaited:
        raise IllegalAction("turn/inactive_player", f"waiting for seat {awaited}", seat)
    if isinstance(action, SECRET_ACTIONS):
        _check_secret(state, seat, action)
        action = action.public()
    try:
        return advance(_HANDLER_AT[index](state, seat, action, param))
    except RuleViolation as exc:  # nothing was revealed yet: a publicly visible illegality
        raise IllegalAction(exc.code, str(exc), seat) from None


def apply_dealer(state: State, result: DealerResult) -> State:
    """Apply the dealer's answer to the pending step; hidden-card checks run afterwards."""
    head = state.tasks[0] if state.tasks else None
    op = head.op if head is not None else None
    if op is _REVEAL and isinstance(result, Revealed):
        handles, to = head.handles, head.args[0]  # type: ignore[union-attr]
        if result.kinds is None:
            if to == ALL:
                raise MalformedAction("dealer/no_kinds", "a public reveal needs the faces")
            return advance(state.popped())
        _check_kinds(state, result.kinds, len(handles))
        if to == ALL:
            return advance(state.with_public(handles, result.kinds, pop=True))
        return advance(state.popped())
    if op is _SHUFFLE and isinstance(result, Shuffled):
        return advance(state.shuffled(head.args[0], pop=True))  # type: ignore[union-attr]
    rest = state.popped() if head is not None else state
    if op is _OPEN and isinstance(result, Opened):
        _check_kinds(state, result.kinds, len(result.cards))
        return advance(duel.open_cards(rest, head.args[0], result.cards, result.kinds))  # type: ignore[union-attr]
    if op is _REORDER and isinstance(result, Reordered):
        seat, then = head.args  # type: ignore[union-attr]
        if result.kinds is not None:
            _check_kinds(state, result.kinds, len(head.handles))  # type: ignore[union-attr]
        rest = rest.shuffled_handles(head.handles)  # type: ignore[union-attr]
        return advance(buying.keep_first(rest, seat) if then == KEEP_FIRST else rest)
    if op is _RANDOM and isinstance(result, RandomValue):
        (bound,) = head.args  # type: ignore[union-attr]
        if not 0 <= result.value < bound:
            raise MalformedAction("dealer/random", f"{result.value} not in [0, {bound})")
        return advance(turn.set_first_player(rest, result.value))
    step = pending(state)
    raise MalformedAction(
        "dealer/unexpected", f"{type(result).__name__} does not answer {type(step).__name__}"
    )


_REVEAL, _SHUFFLE, _OPEN, _REORDER, _RANDOM = Op.REVEAL, Op.SHUFFLE, Op.OPEN, Op.REORDER, Op.RANDOM
_DECIDE_OP = Op.DECIDE  # plain module names: enum members are slow to look up


def _check_secret(state: State, seat: int, action: Action) -> None:
    """The chooser's own check of a secret choice: its cards are where they must be.

    Other peers see only the public form; for them the dealer's proofs (an opening that does not
    match, a private reorder that is not a permutation) catch a lie.
    """
    if isinstance(action, Attack | Defend):
        distinct_in(action.cards, state.hand(seat), "duel", seat)
    elif isinstance(action, Keep):
        distinct_in((action.card,), state.zone(Zone.LOOK, seat), "keep", seat)
    elif isinstance(action, Reorder):
        top = state.zone(Zone.DRAW, seat)[: len(action.order)]
        if sorted(top) != sorted(action.order):
            raise IllegalAction("reorder/not_a_permutation", f"{action.order} is not the top", seat)


def _check_kinds(state: State, kinds: tuple[int, ...], count: int) -> None:
    """``count`` card kinds: ints (not bools) naming kinds of the catalog."""
    if type(kinds) is not tuple or len(kinds) != count:
        raise MalformedAction("dealer/kinds", f"{kinds!r} are not {count} card kinds")
    known = len(state.catalog.kinds)
    for kind in kinds:  # a few at a time: a loop costs less than sets and min/max here
        if type(kind) is not int or not 0 <= kind < known:
            raise MalformedAction("dealer/kinds", f"{kinds!r} are not {count} card kinds")


_PASS = Pass()
