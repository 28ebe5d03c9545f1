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
        return self.stream.choice(legal.of_type(kind))
