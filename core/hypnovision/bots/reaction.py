"""A bot's hand speed: how many slots (about 100 ms each, V9) it takes to find and grab a card.

The rules have no clock; a bot counts slots. ``slow`` takes 2-3 s per card, ``normal`` 1-1.5 s,
``fast`` 0.5 s, so that a person can beat the slow and the normal bots. Each grab's time is
drawn from the bot's own seeded stream.
"""

from __future__ import annotations

from typing import Any

from core.game import Legal
from core.hypnovision.state import Phase, Roll, State, Wait
from core.stream import Stream
from core.view import View

REACTIONS: dict[str, tuple[int, int]] = {"slow": (20, 30), "normal": (10, 15), "fast": (5, 5)}
"""Slots per grab, fewest and most, by speed."""
DEFAULT_REACTION = "normal"


class ReactionBot:
    """What every Hypno Vision bot shares: a speed, a seeded stream, and a grab in progress.

    A subclass says what to reach for (``aim``); this class holds the aim until the bot's hand
    gets there (``ready_at``), waits meanwhile, and forgets it all when a new scramble begins.
    """

    name = "bot"

    def __init__(self, seed: int | bytes | str, reaction: str = DEFAULT_REACTION) -> None:
        if reaction not in REACTIONS:
            raise ValueError(f"reaction {reaction!r}: one of {', '.join(REACTIONS)}")
        self.reaction = reaction
        self.stream = Stream(seed, f"hypnovision-{self.name}")
        self.round = -1
        self.intent: Any = None
        """The action the hand is on its way to make (None: not reaching)."""
        self.ready_at = 0
        """The slot in which the hand gets there."""
        self.done = 0
        """The Done flag sent while waiting."""

    def grab_time(self) -> int:
        low, high = REACTIONS[self.reaction]
        return low + self.stream.below(high - low + 1)

    def choose(self, view: View, legal: Legal) -> Any:
        state: State = view.state
        if len(legal) == 1 or state.phase is not Phase.SLOT:
            return legal[0]  # the roll, or slot 0's only choice
        if state.round != self.round:
            self.round, self.intent, self.done = state.round, None, 0
        action = self.act(view, legal)
        if type(action) is not Wait and type(action) is not Roll:
            self.intent, self.done = None, 0
        return action

    def reach(self, action: Any, slot: int) -> Wait:
        """Start reaching for ``action`` in ``slot``: it is made once the grab time has passed,
        counted from the slot before, the last one whose outcome the bot had not seen."""
        self.intent, self.ready_at, self.done = action, slot - 1 + self.grab_time(), 0
        return Wait(0)

    def act(self, view: View, legal: Legal) -> Any:  # pragma: no cover - every bot has one
        raise NotImplementedError
