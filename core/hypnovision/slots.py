"""Resolving one slot (V13): every seat's choice is known, and the slot's joint random value.

In this order: (1) takes of cards on the table at the slot's start: a card claimed by one seat
goes to it; claimed by several, to one of them drawn uniformly from the slot's value tagged with
the card's id, the others get nothing this slot; a claim for a card already gone is void.
(2) Returned cards go back to their cells (V18). (3) Stop ends the scramble after this slot's
takes (V14). (4) Done: the scramble ends after a slot in which every seat still in is done, or
after the slot cap (V15).
"""

from __future__ import annotations

from collections.abc import Sequence

from core.hypnovision.cards import Card
from core.hypnovision.state import (
    ON_TABLE,
    SLOT_CAP,
    Contest,
    Return,
    SlotResult,
    State,
    Stop,
    Take,
    Wait,
)
from core.stream import Stream


def contest_winner(value: int, card: Card, claimants: Sequence[int]) -> int:
    """The seat among ``claimants`` (in seat order) that gets ``card``: a uniform draw from
    the slot's joint random ``value`` tagged with the card's id (V13), the same on every peer."""
    return claimants[Stream(value, f"V13/{card.id}").below(len(claimants))]


def resolve(cards: Sequence[Card], state: State, value: int) -> tuple[State, SlotResult, bool]:
    """The state after slot ``state.slot`` with the joint value ``value``, what the slot did,
    and whether the scramble is over (Stop, everyone done, or the cap)."""
    claims: dict[int, list[int]] = {}
    void: list[tuple[int, int]] = []
    returned: list[tuple[int, int]] = []
    stoppers: list[int] = []
    holder = list(state.holder)
    done = list(state.done)
    for seat, action in enumerate(state.chosen):
        if action is None:
            continue  # a seat out of the game
        kind = type(action)
        if kind is Wait:
            done[seat] = bool(action.done)  # type: ignore[union-attr]
            continue
        done[seat] = False  # a take or a return clears Done (V15); so does a Stop, harmlessly
        if kind is Take:
            card = action.card  # type: ignore[union-attr]
            if holder[card] == ON_TABLE:
                claims.setdefault(card, []).append(seat)
            else:
                void.append((seat, card))
        elif kind is Return:
            returned.append((seat, action.card))  # type: ignore[union-attr]
        elif kind is Stop:
            stoppers.append(seat)
    taken = [list(t) for t in state.taken]
    got: list[tuple[int, int]] = []
    contests: list[Contest] = []
    for card in sorted(claims):  # (1)
        claimants = claims[card]
        seat = claimants[0]
        if len(claimants) > 1:
            seat = contest_winner(value, cards[card], claimants)
            contests.append(Contest(card, tuple(claimants), seat))
        holder[card] = seat
        taken[seat].append(card)
        got.append((seat, card))
    for seat, card in returned:  # (2): its own card, checked when it was chosen
        holder[card] = ON_TABLE
        taken[seat].remove(card)
    result = SlotResult(state.slot, tuple(got), tuple(contests), tuple(void), tuple(returned),
                        tuple(stoppers))  # fmt: skip
    all_done = all(done[s] for s in state.active)
    over = bool(stoppers) or all_done or state.slot >= SLOT_CAP  # (3), (4)
    after = State(
        players=state.players, young=state.young, memory=state.memory, phase=state.phase,
        rolling=state.rolling, start_rolls=state.start_rolls, starter=state.starter,
        round=state.round, roller=state.roller, cell_of=state.cell_of, dice=state.dice,
        slot=state.slot, holder=tuple(holder), taken=tuple(tuple(t) for t in taken),
        done=tuple(done), chosen=state.chosen, out=state.out,
        stoppers=state.stoppers + tuple(stoppers), penalties=state.penalties, last=result,
    )  # fmt: skip
    return after, result, over
