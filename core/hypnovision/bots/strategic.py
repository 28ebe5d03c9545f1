"""The strategic bot: plans toward the dice, grabs the scarcest card of its plan first, calls
Stop only when exact.

Each time its hand is free it works out what it still needs (the dice minus what it holds):

- nothing: Stop (V14; its last take has resolved, since it sees the state after it);
- an exact hand is still possible from the table: the fewest cards that make it
  (``planning.exact_plan``), and of those one of the half the others are likeliest to take
  first: the cards whose characters are most in demand against what is left of them on the
  table (every player needs the same dice), then those with the fewest identical copies (drawn
  from the bot's stream, so that two strategic bots do not all reach for one card);
- else the card that saves the most penalty points (V16), for a marked seat (V18) also a
  card to put back; if nothing helps, Done (V15).

It keeps reaching for its card while that card is still on the table (its need changes only
by its own takes); if a rival takes it first, it plans again, and as its eyes are already on
the table, the new grab takes half the usual time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.game import Legal
from core.hypnovision.bots.planning import exact_plan, gain
from core.hypnovision.bots.reaction import DEFAULT_REACTION, ReactionBot
from core.hypnovision.cards import TYPES, Card
from core.hypnovision.scoring import counts
from core.hypnovision.state import ON_TABLE, Return, State, Stop, Take, Wait
from core.view import View


class StrategicBot(ReactionBot):
    name = "strategic"

    def __init__(
        self, cards: Sequence[Card], seed: int | bytes | str, reaction: str = DEFAULT_REACTION
    ) -> None:
        super().__init__(seed, reaction)
        self.cards = cards
        self.plan: list[int] = []

    def act(self, view: View, legal: Legal) -> Any:
        state: State = view.state
        seat, slot = view.seat, state.slot
        have = counts(self.cards, state.taken[seat])
        need = [d - h for d, h in zip(state.dice, have, strict=True)]
        if not any(need):
            return Stop()
        if self.intent is not None and self._still_good(state, seat):
            if slot < self.ready_at:
                return Wait(0)
            return self.intent
        if self.done:
            return Wait(1)  # nothing helped; the table only shrinks (unless a card comes back)
        missed = self.intent is not None  # a rival took the card the hand was reaching for
        aim = self._aim(state, seat, need)
        if aim is None:
            self.intent, self.done = None, 1
            return Wait(1)
        wait = self.reach(aim, slot)
        if missed:
            self.ready_at = slot + (self.ready_at - slot + 1) // 2
        return wait

    def _still_good(self, state: State, seat: int) -> bool:
        intent = self.intent
        if type(intent) is Return:
            return intent.card in state.taken[seat]
        return state.holder[intent.card] == ON_TABLE  # still there: the hand goes on

    def _aim(self, state: State, seat: int, need: list[int]) -> Take | Return | None:
        table = [c for c in range(len(self.cards)) if state.holder[c] == ON_TABLE]
        order = self._by_scarcity(state, seat, table)
        self.plan = []
        if min(need) >= 0:
            plan = exact_plan(self.cards, order, need)
            if plan:
                rank = {card: i for i, card in enumerate(order)}
                self.plan = sorted(plan, key=rank.__getitem__)
                contested = self.plan[: max(1, len(self.plan) // 2)]
                return Take(contested[self.stream.below(len(contested))])
        best, best_gain = None, 0
        for card in order:
            g = gain(need, self.cards[card].counts)
            if g > best_gain:
                best, best_gain = Take(card), g
        if seat in state.young:
            for card in state.taken[seat]:
                g = gain(need, self.cards[card].counts, -1)
                if g > best_gain:
                    best, best_gain = Return(card), g
        return best

    def _by_scarcity(self, state: State, seat: int, table: list[int]) -> list[int]:
        """The cards on the table, the most contested first."""
        cards = self.cards
        supply = [0] * TYPES
        copies: dict[tuple[int, ...], int] = {}
        for card in table:
            shown = cards[card].counts
            copies[shown] = copies.get(shown, 0) + 1
            for t in range(TYPES):
                supply[t] += shown[t]
        demand = [0] * TYPES
        for other in state.active:
            have = counts(cards, state.taken[other])
            for t in range(TYPES):
                demand[t] += max(0, state.dice[t] - have[t])
        tight = [demand[t] / supply[t] if supply[t] else 0.0 for t in range(TYPES)]

        def key(card: int) -> tuple[float, int, int]:
            shown = cards[card].counts
            pressure = sum(shown[t] * tight[t] for t in range(TYPES))
            return (-pressure, copies[shown], card)

        return sorted(table, key=key)
