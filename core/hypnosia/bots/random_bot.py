"""The random bot: a legal action chosen uniformly, from a seeded stream."""

from __future__ import annotations

from typing import Any

from core.game import Legal
from core.stream import Stream
from core.view import View


class RandomBot:
    """A baseline opponent and a fuzzer of the rules: every legal action equally likely."""

    name = "random"

    def __init__(self, seed: int | bytes | str) -> None:
        self.stream = Stream(seed, "hypnosia-random")

    def choose(self, view: View, legal: Legal) -> Any:
        return legal[self.stream.below(len(legal))]
