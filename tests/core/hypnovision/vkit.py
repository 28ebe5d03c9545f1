"""Hypno Vision positions for rule tests: a scramble in a given slot, cards held by seats, and
slots played with chosen actions and a chosen joint value.

``scramble(players=3, dice=(2, 1, 1, 1), held={0: ["HV13"]})`` is a state waiting for slot 1's
choices of every seat, with those dice and cards; ``play_slot(state, {0: Take(c)}, value)``
applies the choices (the other seats wait) and resolves the slot with ``value``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from core import games
from core.hypnovision import rules
from core.hypnovision.state import ON_TABLE, Phase, State, Take, Wait, evolve
from core.vocabulary import RandomValue

GAME = games.get("hypnovision")
CARDS = GAME.cards


def card(card_id: str) -> int:
    """The card number of ``HV07``-style ids."""
    return GAME.card_set.index(card_id)


def take(card_id: str) -> Take:
    return Take(card(card_id))


def scramble(
    players: int = 2,
    dice: tuple[int, int, int, int] = (2, 2, 2, 2),
    held: Mapping[int, Sequence[str]] | None = None,
    *,
    slot: int = 1,
    young: tuple[int, ...] = (),
    memory: bool = False,
    round: int = 1,
    penalties: tuple[tuple[int, ...], ...] = (),
) -> State:
    """A state in scramble ``round`` waiting for every seat's choice for ``slot``."""
    settings = GAME.settings({"players": players, "memory": memory,
                              "young": ",".join(map(str, young))})  # fmt: skip
    state = rules.new_game(settings)
    holder = [ON_TABLE] * len(CARDS)
    taken: list[list[int]] = [[] for _ in range(players)]
    for seat, ids in (held or {}).items():
        for card_id in ids:
            holder[card(card_id)] = seat
            taken[seat].append(card(card_id))
    return evolve(
        state, phase=Phase.SLOT, rolling=(), start_rolls=((0, 6), (1, 1)), starter=0,
        round=round, roller=0, cell_of=rules.layout(7), dice=dice, slot=slot,
        holder=tuple(holder), taken=tuple(map(tuple, taken)), penalties=penalties,
    )  # fmt: skip


def choose(state: State, choices: Mapping[int, Any]) -> State:
    """Every seat still asked chooses: its entry in ``choices``, else Wait(0); in seat order."""
    for seat in state.active:
        if state.chosen[seat] is None:
            state = GAME.apply_action(state, seat, choices.get(seat, Wait(0)))
    return state


def play_slot(state: State, choices: Mapping[int, Any], value: int = 0) -> State:
    """One slot: the choices, then the joint value ``value``."""
    return GAME.apply_dealer(choose(state, choices), RandomValue(value))
