"""The easy bot: the strategic bot's sensible play, with deliberate mistakes a new player can use.

At every decision that offers a real choice, it plays the strategic bot's move, except that now
and then (``blunder``, one decision in two) it picks another move a player might
plausibly make: one of the distinct choices a search would weigh (``candidates``: another
purchase, passing, an attack with other cards or on another seat, declining to defend, an
Expert played at the wrong time), drawn at random. Its moves are always legal and never
absurd, but it buys the wrong cards, fights the wrong duels and wastes Experts often enough
to be beaten by a player who is learning the game.
"""

from __future__ import annotations

from core.hypnose.actions import Action
from core.hypnose.bots.candidates import SEARCHED, candidates
from core.hypnose.bots.strategic import StrategicBot
from core.hypnose.legal import LegalActions
from core.hypnose.tasks import DECISIONS
from core.stream import Stream
from core.view import View


class EasyBot:
    """Strategic play with a mistake in one decision in two (``blunder``)."""

    name = "easy"

    blunder = (1, 2)  # the share of decisions with a real choice played as a mistake

    def __init__(self, seed: int | bytes | str) -> None:
        self.stream = Stream(seed, "easy-bot")
        self.policy = StrategicBot(seed)

    def choose(self, view: View, legal: LegalActions) -> Action:
        base = self.policy.choose(view, legal)
        decision = DECISIONS[view.state.tasks[0].args[1]]
        if decision not in SEARCHED or legal.only() is not None:
            return base
        part, whole = self.blunder
        if self.stream.below(whole) >= part:
            return base
        others = candidates(decision, view, legal, base)[1:]
        return self.stream.choice(others) if others else base
