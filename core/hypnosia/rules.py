"""Hypnosia's state machine: the colour draw, the start, turns of two dice, the end (H6-H16).

What the state waits for is derived from it: the colour draw and every roll are joint random
values from the dealer (``RandomStep``), each move is the current seat's decision. Every
transition returns a new state with the next seat's legal actions worked out (``State.legal``);
a turn whose dice allow no move passes at once (H13).
"""

from __future__ import annotations

from math import factorial
from typing import Any

from core.errors import IllegalAction, MalformedAction
from core.hypnosia import scoring
from core.hypnosia.board import Board
from core.hypnosia.dice import refuse, turn_moves
from core.hypnosia.moves import Position, advance, on_board
from core.hypnosia.state import (
    PAWNS,
    TURNS_PER_PLAYER,
    Action,
    Decision,
    End,
    Move,
    Pass,
    Settings,
    State,
    evolve,
)
from core.strict import strict_in
from core.vocabulary import AwaitAction, GameOver, Pending, RandomStep, RandomValue

DIE_OUTCOMES = 36
"""Two dice from one joint value (H8): value v gives v // 6 + 1 and v % 6 + 1."""


def two_dice(value: int) -> tuple[int, int]:
    return value // 6 + 1, value % 6 + 1


def permutation(value: int, n: int) -> tuple[int, ...]:
    """The ``value``-th permutation of range(n) (factorial number system), value < n!."""
    items = list(range(n))
    out = []
    for size in range(n, 0, -1):
        index, value = divmod(value, factorial(size - 1))
        out.append(items.pop(index))
    return tuple(out)


def new_game(settings: Settings) -> State:
    n = settings.players
    return State(
        players=n, no_stack_over_bridges=settings.no_stack_over_bridges, sectors=(), rolling=(),
        start_rolls=(), starter=-1, current=-1, turns=0, rolled=(), dice=(), lost_dice=(),
        pawns=((),) * n, arrivals=(), captures=(0,) * n, losses=(0,) * n,
    )  # fmt: skip


def turn_cap(state: State) -> int:
    return TURNS_PER_PLAYER * state.players


def pending(board: Board, state: State) -> Pending:
    if state.ended is not None:
        won = scoring.winners(state, board.centre_places)
        return GameOver(won[0] if len(won) == 1 else None)
    if not state.sectors:
        return RandomStep(factorial(state.players))  # H6: the colour draw
    if state.current < 0:
        return RandomStep(DIE_OUTCOMES ** len(state.rolling))  # H7: one roll each
    if not state.dice:
        return RandomStep(DIE_OUTCOMES)  # H8
    return AwaitAction(state.current, Decision.MOVE)


# --- dealer results ------------------------------------------------------------------------------


def apply_dealer(board: Board, state: State, result: Any) -> State:
    step = pending(board, state)
    if not isinstance(step, RandomStep) or not isinstance(result, RandomValue):
        raise MalformedAction(
            "dealer/unexpected", f"{type(result).__name__} does not answer {type(step).__name__}"
        )
    value = result.value
    if type(value) is not int or not 0 <= value < step.bound:
        raise MalformedAction("dealer/value", f"{value!r:.40} is not in [0, {step.bound})")
    if not state.sectors:
        return _colours(board, state, value)
    if state.current < 0:
        return _start_roll(state, value)
    return _roll(board, state, value)


def _colours(board: Board, state: State, value: int) -> State:
    """H6: a fair draw shares the sectors in use among the seats."""
    used = board.seats[state.players]
    order = permutation(value, state.players)
    sectors = tuple(used[i] for i in order)
    pawns = tuple(board.sectors[s].home[:PAWNS] for s in sectors)  # H2: H1-H4 occupied
    return evolve(state, sectors=sectors, pawns=pawns, rolling=tuple(range(state.players)))


def _start_roll(state: State, value: int) -> State:
    """H7: the rolling seats' two dice each (the first seat's in the lowest digits); the
    highest sum starts, a tie for highest rolls again among the tied."""
    rolls = []
    for seat in state.rolling:
        value, outcome = divmod(value, DIE_OUTCOMES)
        rolls.append((seat, *two_dice(outcome)))
    best = max(a + b for _, a, b in rolls)
    top = tuple(seat for seat, a, b in rolls if a + b == best)
    start_rolls = state.start_rolls + tuple(rolls)
    if len(top) > 1:
        return evolve(state, start_rolls=start_rolls, rolling=top)
    return evolve(state, start_rolls=start_rolls, rolling=(), starter=top[0], current=top[0])


def _roll(board: Board, state: State, value: int) -> State:
    dice = two_dice(value)
    rolled = evolve(state, turns=state.turns + 1, rolled=dice, dice=dice, lost_dice=())
    return settle(board, rolled)


# --- actions -------------------------------------------------------------------------------------


def apply_action(board: Board, state: State, seat: int, action: Any) -> State:
    if type(action) not in (Move, Pass):
        raise MalformedAction("action/type", f"{action!r:.60} is no Hypnosia action", seat)
    if state.ended is not None or not state.dice:
        raise IllegalAction("turn/no_decision", "the game is not waiting for a move", seat)
    if seat != state.current:
        raise IllegalAction("turn/inactive_player", f"waiting for seat {state.current}", seat)
    if not strict_in(action, state.legal):  # type-strict: Move(1.0, ...) is not Move(1, ...)
        raise refuse(board, state, seat, action)
    if isinstance(action, Pass):
        return _end_turn(board, state, lost=state.dice)
    return _move(board, state, seat, action)


def position(state: State) -> Position:
    return Position(state.pawns, state.arrivals, state.captures, state.losses)


def _move(board: Board, state: State, seat: int, move: Move) -> State:
    done = advance(board, position(state), seat, move)
    dice = list(state.dice)
    dice.remove(move.die)
    after = evolve(state, pawns=done.pawns, arrivals=done.arrivals, captures=done.captures,
                   losses=done.losses, dice=tuple(dice))  # fmt: skip
    return settle(board, after)


def settle(board: Board, state: State) -> State:
    """After a roll or a move: the end if it has come (H16, at once, mid-turn if need be),
    else the seat's legal actions with the dice left, or the next turn if there are none.
    (Also how a test sets up a position: any state with dice to use, settled.)"""
    if len(state.arrivals) >= board.centre_places:
        return evolve(state, ended=End.CENTRE)
    if not any(on_board(board, own) for own in state.pawns):
        return evolve(state, ended=End.EMPTY)
    if state.dice:
        legal = turn_moves(board, state.pawns, state.arrivals, state.current, state.dice,
                           state.no_stack_over_bridges)  # fmt: skip
        if legal:
            return evolve(state, legal=legal)
    return _end_turn(board, state, lost=state.dice)


def _end_turn(board: Board, state: State, lost: tuple[int, ...]) -> State:
    """The turn passes to the left, i.e. to the next seat in seat order (H7), skipping seats
    with no pawn left at home or on the board (H16); the safety cap ends the game."""
    if state.turns >= turn_cap(state):
        return evolve(state, dice=(), lost_dice=lost, ended=End.CAP)
    n = state.players
    for step in range(1, n + 1):
        seat = (state.current + step) % n
        if on_board(board, state.pawns[seat]):
            return evolve(state, current=seat, dice=(), lost_dice=lost)
    return evolve(state, dice=(), lost_dice=lost, ended=End.EMPTY)  # pragma: no cover


def legal_actions(state: State, seat: int) -> tuple[Action, ...]:
    """``seat``'s legal actions (empty when it is not asked)."""
    if state.ended is not None or not state.dice or seat != state.current:
        return ()
    return state.legal
