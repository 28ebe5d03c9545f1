"""The local dealer: one process that knows every card, for offline games, bots and tests.

It serves the same dealer steps as the distributed fair dealer in ``net``, from a seeded stream.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.stream import Stream
from core.view import FullKnowledge
from core.vocabulary import (
    DealerResult,
    DealerStep,
    Opened,
    OpenStep,
    RandomStep,
    RandomValue,
    Reordered,
    ReorderStep,
    Revealed,
    RevealStep,
    Shuffled,
    ShuffleStep,
    hidden_handles,
    reorder_order,
)


class LocalDealer:
    """Full knowledge of every handle; shuffles with its own hash-based stream."""

    def __init__(self, faces: Sequence[int], seed: int | bytes | str) -> None:
        self.truth: list[int] = list(faces)  # before the first shuffle every face is known
        self.stream = Stream(seed, "dealer")
        self.secrets: dict[int, tuple[int, ...]] = {}

    @property
    def knowledge(self) -> FullKnowledge:
        return FullKnowledge(self.truth)

    def note_action(self, seat: int, action: Any) -> None:
        """Keep a secret choice until the game asks to open it or to reorder by it."""
        hidden = hidden_handles(action)
        if hidden is not None:
            self.secrets[seat] = hidden

    def serve(self, step: DealerStep) -> DealerResult:
        if isinstance(step, RevealStep):  # the most frequent step first
            return Revealed(tuple(map(self.truth.__getitem__, step.handles)))
        if isinstance(step, ShuffleStep):
            kinds = [self.truth[h] for h in step.handles]
            self.stream.shuffle(kinds)
            for handle, kind in zip(step.handles, kinds, strict=True):
                self.truth[handle] = kind
            return Shuffled()
        if isinstance(step, OpenStep):
            cards = self.secrets.pop(step.seat)
            return Opened(cards, tuple(map(self.truth.__getitem__, cards)))  # a list: fast in C
        if isinstance(step, ReorderStep):
            order = reorder_order(self.secrets.pop(step.seat), step.handles)
            kinds = tuple(map(self.truth.__getitem__, order))
            for handle, kind in zip(step.handles, kinds, strict=True):
                self.truth[handle] = kind
            return Reordered(kinds)
        if isinstance(step, RandomStep):
            return RandomValue(self.stream.below(step.bound))
        raise TypeError(f"unknown dealer step {step!r}")
