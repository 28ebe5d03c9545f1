"""One die's moves (H9-H15): where a unit may go, and what landing there does.

Pure functions over ``pawns`` (seat -> sorted space ids) and the board's tables, shared by the
rules and the bots (which play whole sequences ahead without building states).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from core.hypnosia.board import CAPTURED, GATE, NO_SPACE, Board
from core.hypnosia.state import Move

Pawns = tuple[tuple[int, ...], ...]
Occupancy = dict[int, tuple[int, int]]
"""Circle space -> (owner, pawns there: 1, or 2 for a stack). One owner per space (H15)."""

MAX_STACK = 2
"""H14: two pawns at most on one space."""


def occupancy(board: Board, pawns: Pawns) -> Occupancy:
    centre = board.centre
    occ: Occupancy = {}
    for seat, own in enumerate(pawns):
        for space in own:
            if 0 <= space < centre:
                occ[space] = (seat, 2) if space in occ else (seat, 1)
    return occ


def is_entry(board: Board, move: Move) -> bool:
    """Whether ``move`` enters the centre from a gate (H12)."""
    return move.inward == 1 and 0 <= move.start < board.centre and board.kind[move.start] == GATE


def destination(board: Board, move: Move) -> int:
    """Where ``move`` ends, from the move alone (NO_SPACE if it cannot be made anywhere)."""
    start, die = move.start, move.die
    if not 1 <= die <= 6:
        return NO_SPACE
    if board.is_home(start):
        slot = start - board.first_home
        if move.inward != 0 or slot >= len(board.leave):
            return NO_SPACE
        return board.leave[slot][die]
    if not 0 <= start < board.centre:
        return NO_SPACE
    if move.inward == 0:
        return board.along[start][die]
    return board.inward[start][die] if move.inward == 1 else NO_SPACE


def landing(occ: Occupancy, seat: int, dest: int, count: int) -> int:
    """What landing ``count`` pawns of ``seat`` on ``dest`` does: 0 nothing or a stack, n > 0
    captures n opposing pawns, -1 illegal (H14: no third own pawn; H15: a single pawn never
    onto an opposing stack)."""
    there = occ.get(dest)
    if there is None:
        return 0
    owner, n = there
    if owner == seat:
        return 0 if n + count <= MAX_STACK else -1
    return -1 if count == 1 and n == MAX_STACK else n


def die_moves(
    board: Board,
    pawns: Pawns,
    occ: Occupancy,
    seat: int,
    die: int,
    no_stack_over_bridges: bool,
    entries: bool = True,
) -> Iterator[Move]:
    """Every move ``seat`` can make with one die (entries into the centre only if ``entries``),
    in a stable order. Each unit moves whole or splits (H14); from a bridge or gate it may go
    inward (H11, H12); home pawns leave from the lowest occupied slot (H10)."""
    centre, first_home = board.centre, board.first_home
    along, inward, kind = board.along, board.inward, board.kind
    previous = CAPTURED
    for space in pawns[seat]:
        if space in (previous, centre) or space < 0:
            continue
        previous = space
        if space >= first_home:  # the lowest occupied home slot; the others wait (H2)
            dest = board.leave[space - first_home][die]
            if dest != NO_SPACE and landing(occ, seat, dest, 1) >= 0:
                yield Move(die, space, 1, 0)
            return
        counts = (1, 2) if occ[space][1] == MAX_STACK else (1,)
        for count in counts:
            if landing(occ, seat, along[space][die], count) >= 0:
                yield Move(die, space, count, 0)
            link = kind[space]
            if not link or (no_stack_over_bridges and count == MAX_STACK):
                continue  # H19: only single pawns cross bridges and gates in the variant
            if link == GATE:
                if die == 1 and entries:
                    yield Move(die, space, count, 1)
            elif landing(occ, seat, inward[space][die], count) >= 0:
                yield Move(die, space, count, 1)


@dataclass(frozen=True, slots=True)
class Played:
    """A move's effect: the new pawns and arrivals, whose pawns were captured and how many,
    how many entered the centre."""

    pawns: Pawns
    arrivals: tuple[int, ...]
    victim: int
    captured: int
    entered: int


def play(board: Board, pawns: Pawns, arrivals: tuple[int, ...], seat: int, move: Move) -> Played:
    """Make a legal ``move``: the unit lands, captures what it lands on (H15), or enters the
    centre as far as places remain (H12: a stack entering beside four leaves one on the gate)."""
    start, count = move.start, move.count
    if is_entry(board, move):
        dest = board.centre
        count = min(count, board.centre_places - len(arrivals))
        arrivals = arrivals + (seat,) * count
        entered = count
    else:
        dest = destination(board, move)
        entered = 0
    own = list(pawns[seat])
    for _ in range(count):
        own[own.index(start)] = dest
    new = list(pawns)
    new[seat] = tuple(sorted(own))
    victim, captured = -1, 0
    if dest != board.centre:
        for other, theirs in enumerate(pawns):
            if other != seat and dest in theirs:
                victim, captured = other, theirs.count(dest)
                new[other] = tuple(sorted(CAPTURED if p == dest else p for p in theirs))
                break
    return Played(tuple(new), arrivals, victim, captured, entered)


@dataclass(frozen=True, slots=True)
class Position:
    """What a move changes: where the pawns are, the centre's arrivals, captures and losses."""

    pawns: Pawns
    arrivals: tuple[int, ...]
    captures: tuple[int, ...]
    losses: tuple[int, ...]


def advance(board: Board, position: Position, seat: int, move: Move) -> Position:
    """``position`` after ``seat``'s legal ``move``, captures counted (H15: +1/-1 per pawn)."""
    done = play(board, position.pawns, position.arrivals, seat, move)
    captures, losses = position.captures, position.losses
    if done.captured:
        captures = _add(captures, seat, done.captured)
        losses = _add(losses, done.victim, done.captured)
    return Position(done.pawns, done.arrivals, captures, losses)


def _add(values: tuple[int, ...], seat: int, amount: int) -> tuple[int, ...]:
    out = list(values)
    out[seat] += amount
    return tuple(out)


def on_board(board: Board, own: tuple[int, ...]) -> bool:
    """Whether any of these pawns is still in a home lane or on a circle (H16)."""
    centre = board.centre
    return any(p >= 0 and p != centre for p in own)
