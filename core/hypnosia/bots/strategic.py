"""The strategic bot: plays the turn's dice the way that leaves the best position.

For the first move of a turn it tries every legal first move followed by every legal second
move (the whole turn, H13), scores each final position with ``Evaluation`` and plays the first
move of the best; for the second move, the best single move. Ties go to the action listed
first, and nothing is random: the same public state always gives the same move.
"""

from __future__ import annotations

from typing import Any

from core.game import Legal
from core.hypnosia.bots.tactics import Evaluation, Tactics
from core.hypnosia.dice import turn_moves
from core.hypnosia.moves import Position, advance
from core.hypnosia.rules import position
from core.hypnosia.state import Move, State
from core.view import View


class StrategicBot:
    """Captures, keeps its pawns out of reach (stacking when that protects), races to the
    gates and enters the centre, and ends the game only when it wins by ending it."""

    name = "strategic"

    def __init__(self, tactics: Tactics, seed: int | bytes | str = 0) -> None:
        self.tactics = tactics  # the seed is not used: the bot is deterministic

    def choose(self, view: View, legal: Legal) -> Any:
        if len(legal) == 1:
            return legal[0]
        state: State = view.state
        evaluation = Evaluation(self.tactics, state, view.seat)
        start = position(state)
        best, best_value = legal[0], float("-inf")
        for action in legal:
            value = self._value(evaluation, state, start, view.seat, action)
            if value > best_value:
                best, best_value = action, value
        return best

    def _value(
        self, ev: Evaluation, state: State, start: Position, seat: int, action: Any
    ) -> float:
        if not isinstance(action, Move):  # Pass: the position as it stands
            return ev.score(start)
        board = self.tactics.board
        done = advance(board, start, seat, action)
        rest = list(state.dice)
        rest.remove(action.die)
        if not rest or len(done.arrivals) >= board.centre_places:
            return ev.score(done)
        follow = turn_moves(board, done.pawns, done.arrivals, seat, tuple(rest),
                            state.no_stack_over_bridges)  # fmt: skip
        best = float("-inf") if follow else ev.score(done)
        for second in follow:
            then = advance(board, done, seat, second) if isinstance(second, Move) else done
            best = max(best, ev.score(then))
        return best
