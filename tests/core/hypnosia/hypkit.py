"""Hypnosia positions for rule tests: pawns placed by space name, a roll to play, settled.

``position(pawns={0: ["A0", "A3", "H3", "H4"], 1: ["A8", ...]}, dice=(5, 4))`` is seat 0's
turn with those dice. Names: circle spaces (``A5``), ``H1``-``H4`` (the seat's own home lane),
``centre`` (arrived, counted in ``arrivals`` in the order given unless ``arrivals`` is passed)
and ``captured``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from core import games
from core.hypnosia import rules
from core.hypnosia.board import CAPTURED
from core.hypnosia.state import Move, State, evolve

GAME = games.get("hypnosia")
BOARD = GAME.board
RED, GREEN = 0, 3
"""H20's colours: Red is sector 0 (entry A0), Green sector 3 (entry A18)."""


def sp(name: str) -> int:
    """A circle space or the centre by name."""
    return BOARD.space(name)


def home(sector: int, k: int) -> int:
    return BOARD.home_slot(sector, k)


def _place(sector: int, name: str) -> int:
    if name == "captured":
        return CAPTURED
    if name.startswith("H") and name[1:].isdigit():
        return home(sector, int(name[1:]))
    return sp(name)


def position(
    pawns: Mapping[int, Sequence[str]],
    dice: tuple[int, ...] = (5, 4),
    *,
    sectors: tuple[int, ...] = (RED, GREEN),
    current: int = 0,
    arrivals: tuple[int, ...] | None = None,
    captures: tuple[int, ...] | None = None,
    losses: tuple[int, ...] | None = None,
    turns: int = 1,
    variant: bool = False,
) -> State:
    """Seat ``current``'s turn with ``dice`` to play, pawns where named (4 per seat)."""
    players = len(sectors)
    placed = []
    for seat in range(players):
        names = list(pawns.get(seat, ()))
        assert len(names) == 4, f"seat {seat} needs 4 pawns, got {names}"
        placed.append(tuple(sorted(_place(sectors[seat], n) for n in names)))
    if arrivals is None:
        arrivals = tuple(s for s in range(players) for n in pawns.get(s, ()) if n == "centre")
    state = GAME.new_game(GAME.settings({"players": players, "no_stack_over_bridges": variant}))
    state = evolve(
        state,
        sectors=sectors,
        current=current,
        starter=current,
        turns=turns,
        rolled=dice,
        dice=dice,
        pawns=tuple(placed),
        arrivals=arrivals,
        captures=captures or (0,) * players,
        losses=losses or (0,) * players,
    )
    return rules.settle(BOARD, state)


def move(die: int, start: str, count: int = 1, inward: int = 0, *, sector: int = RED) -> Move:
    """A move by space names (``start`` may be ``H3``: a slot of ``sector``'s home lane)."""
    return Move(die, _place(sector, start), count, inward)


def names(state: State, seat: int) -> list[str]:
    """Where ``seat``'s pawns are, by name (home slots as H1-H4)."""
    return sorted(BOARD.name(p) for p in state.pawns[seat])


def act(state: State, *moves: Move) -> State:
    """Apply moves of the current seat one after another."""
    for m in moves:
        state = GAME.apply_action(state, state.current, m)
    return state
