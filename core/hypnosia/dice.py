"""Using the dice (H13): which moves a turn allows, and why a refused move is refused.

The player picks which die moves first. Both dice must be used if some order and choice of
moves allows it; otherwise one, the larger if either could be used alone. Entering the centre
stands apart: a unit on a gate may always enter with a 1, and entering is never forced, so the
"as many dice as possible" count ignores entries, and a seat whose only moves left are entries
may pass instead (``Pass``).
"""

from __future__ import annotations

from core.errors import IllegalAction
from core.hypnosia.board import GATE, NO_SPACE, Board
from core.hypnosia.moves import (
    MAX_STACK,
    Occupancy,
    Pawns,
    destination,
    die_moves,
    is_entry,
    landing,
    occupancy,
    play,
)
from core.hypnosia.state import Action, Move, Pass, State


def turn_moves(
    board: Board,
    pawns: Pawns,
    arrivals: tuple[int, ...],
    seat: int,
    dice: tuple[int, ...],
    variant: bool,
) -> tuple[Action, ...]:
    """The legal actions of ``seat`` with ``dice`` left this turn (two: the turn's first move;
    one: its second), sorted; empty when no move is possible (the turn passes)."""
    occ = occupancy(board, pawns)
    values = tuple(sorted(set(dice)))
    moves = {d: list(die_moves(board, pawns, occ, seat, d, variant)) for d in values}
    entries = [m for d in values for m in moves[d] if is_entry(board, m)]
    plain = {d: [m for m in moves[d] if not is_entry(board, m)] for d in values}
    if len(dice) == 1:
        chosen = plain[dice[0]]
    else:
        chosen = _first_moves(board, pawns, arrivals, seat, dice, variant, plain)
    legal: list[Action] = sorted(chosen + entries)
    if entries and not chosen:
        legal.append(Pass())  # entering is never forced (H13)
    return tuple(legal)


def _first_moves(
    board: Board,
    pawns: Pawns,
    arrivals: tuple[int, ...],
    seat: int,
    dice: tuple[int, ...],
    variant: bool,
    plain: dict[int, list[Move]],
) -> list[Move]:
    """The non-entry first moves that start a maximal sequence (H13)."""
    a, b = dice
    both = []
    for die, other in ((a, b), (b, a)) if a != b else ((a, b),):
        for move in plain[die]:
            after = play(board, pawns, arrivals, seat, move).pawns
            occ = occupancy(board, after)
            if next(die_moves(board, after, occ, seat, other, variant, entries=False), None):
                both.append(move)
    if both:
        return both
    if a != b and plain[a] and plain[b]:
        return plain[max(a, b)]  # H13: the larger die when either could be used alone
    return plain[a] or plain[b]


# --- reasons -----------------------------------------------------------------------------------


def refuse(board: Board, state: State, seat: int, action: Action) -> IllegalAction:
    """The error for an action not among ``state.legal``, with the rule it breaks."""
    code, why = _reason(board, state, seat, action)
    return IllegalAction(code, why, seat)


def _reason(board: Board, state: State, seat: int, action: Action) -> tuple[str, str]:
    if isinstance(action, Pass):
        return "pass/not_allowed", "passing is allowed only when entering the centre is all " \
                                   "that is left to do (H13)"  # fmt: skip
    move = action
    if any(type(v) is not int for v in (move.die, move.start, move.count, move.inward)):
        return "move/field", f"{move!r:.80} has a field that is not a whole number"
    if move.die not in state.dice:
        return "move/die", f"no die of {move.die} to use (dice left: {list(state.dice)})"
    if move.count not in (1, MAX_STACK):
        return "move/count", f"a unit is 1 pawn or a stack of 2 (H9), not {move.count}"
    if move.inward not in (0, 1):
        return "move/way", f"inward is 0 (along) or 1 (across), not {move.inward}"
    own = state.pawns[seat]
    occ = occupancy(board, state.pawns)
    start = _start_problem(board, state, seat, move, own)
    if start:
        return "move/start", start
    if board.is_home(move.start):
        _, k = board.slot_of(move.start)
        if move.inward:
            return "move/inward", "a pawn leaves home along its lane onto circle A (H10)"
        if move.die < k:
            return "move/home", f"a pawn on H{k} needs a die of {k} or more to leave (H10)"
    elif move.inward:
        kind = board.kind[move.start]
        if not kind:
            return "move/inward", (f"{board.name(move.start)} is no bridge or gate: a unit "
                                   "crosses only from the bridge it stands on (H11)")  # fmt: skip
        if state.no_stack_over_bridges and move.count == MAX_STACK:
            return "move/variant", "a stack may not cross a bridge or gate in this game (H19)"
        if kind == GATE and move.die != 1:
            return "move/centre", "only a 1 enters the centre: the whole die is burnt (H12)"
    if not is_entry(board, move):
        return _landing_problem(board, occ, seat, move)
    return "move/dice", "no such move now (H13)"  # pragma: no cover - entries are always legal


def _start_problem(board: Board, state: State, seat: int, move: Move, own: tuple[int, ...]) -> str:
    name = board.name(move.start) if -1 <= move.start < len(board.names) else str(move.start)
    if board.is_home(move.start) and move.start < len(board.names):
        lane = board.sectors[state.sectors[seat]].home
        at_home = [p for p in own if board.is_home(p)]
        if move.start not in lane:
            return f"{name} of sector {board.slot_of(move.start)[0]} is not your home lane"
        if not at_home:
            return "no pawn of yours is left at home"
        if move.start != at_home[0] or move.count != 1:
            return (f"home pawns leave one at a time from the lowest occupied slot, "
                    f"{board.name(at_home[0])} (H2)")  # fmt: skip
        return ""
    if not 0 <= move.start < board.centre:
        return f"{name} is not a space a pawn moves from"
    if own.count(move.start) < move.count:
        return f"you have no {move.count} pawn(s) on {name}"
    return ""


def _landing_problem(board: Board, occ: Occupancy, seat: int, move: Move) -> tuple[str, str]:
    dest = destination(board, move)
    if dest == NO_SPACE:  # pragma: no cover - every start above has a destination
        return "move/start", f"{move} leads nowhere"
    taken = landing(occ, seat, dest, move.count)
    if taken < 0:
        owner, n = occ[dest]
        if owner == seat:
            return "move/stack", (f"{board.name(dest)} would hold {n + move.count} of your "
                                  "pawns: a stack is two at most (H14)")  # fmt: skip
        return "move/capture", (f"a single pawn may not land on seat {owner}'s stack on "
                                f"{board.name(dest)} (H15)")  # fmt: skip
    return "move/dice", ("the dice must be used as fully as possible: both if some order and "
                         "choice allows it, else the larger one (H13)")  # fmt: skip
