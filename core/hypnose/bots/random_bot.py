"""The random bot: a uniformly random kind of action, then a random action of that kind.

What it is for: a baseline opponent (any bot worth its name beats it), a fuzzer of the rules
(over many seeds it tries every kind of action the rules offer, in every phase, so the tests
and the audit see them all), and cheap playouts (games that end, fast, for benchmarks and
simulations).

How it picks, so that its games end:

- Uniformly among the kinds of action on offer (``LegalActions.types``), then uniformly among
  the actions of the chosen kind. The many ways to pay or to refresh count as one kind each, so
  they do not drown out the duel.
- Refresh (R7.1) and Bank (R7.2) are last resorts: chosen only when nothing else is legal, Bank
  before Refresh. A Refresh ends the turn before the duel, and a banked Value card leaves the
  game for good; chosen as often as any other kind they drain a deck of its Value cards until
  R7 leaves nothing but Refresh, turn after turn, and the game never ends.
- Passing on the duel (R11) is as likely as any single attack, not as likely as all of them:
  a seat that can attack mostly does. Elsewhere Pass is a kind like the others (ending the
  buying phase, declining to defend, playing no card or no Expert).
"""

from __future__ import annotations

from core.hypnose.actions import Action, Attack, Bank, Pass, Refresh
from core.hypnose.legal import LegalActions
from core.stream import Stream
from core.view import View

LAST_RESORTS = (Refresh, Bank)  # in the order they are given up: Bank is kept longer


class RandomBot:
    """A random legal action: a random kind of action, then a random one of that kind."""

    name = "random"

    def __init__(self, seed: int | bytes | str) -> None:
        self.stream = Stream(seed, "random-bot")

    def choose(self, view: View, legal: LegalActions) -> Action:
        offered = legal.types()
        kinds = [k for k in offered if k not in LAST_RESORTS]
        if not kinds:  # only last resorts are legal: Bank if it can, else Refresh
            kinds = [k for k in offered if k is not Refresh] or offered
        if Pass in kinds and Attack in kinds:  # the duel: Pass weighs as one single attack
            if self.stream.below(legal.count_of_type(Attack) + 1) == 0:
                return legal.nth_of_type(Pass, 0)
            kinds = [k for k in kinds if k is not Pass]
        kind = self.stream.choice(kinds)
        return legal.nth_of_type(kind, self.stream.below(legal.count_of_type(kind)))
