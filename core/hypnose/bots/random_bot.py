"""The random bot: a random legal action."""

from __future__ import annotations

from core.hypnose.actions import Action
from core.hypnose.legal import LegalActions
from core.stream import Stream
from core.view import View


class RandomBot:
    """A random legal action: a random kind of action, then a random one of that kind."""

    name = "random"

    def __init__(self, seed: int | bytes | str) -> None:
        self.stream = Stream(seed, "random-bot")

    def choose(self, view: View, legal: LegalActions) -> Action:
        kind = self.stream.choice(legal.types())
        # stream.choice(legal.of_type(kind)), without building every action of that kind
        return legal.nth_of_type(kind, self.stream.below(legal.count_of_type(kind)))
