"""Bots think off the caller's thread, and a bot's fault never silences its seat.

Offline (the window's ``OfflineGame``) and on the LAN (``net.game.lan_game.LanGame``) a bot
chooses in one worker thread (``Thinking``), so neither the GUI thread nor the game's event loop
ever waits on it; the answer goes back through the caller's own hand-off (a queued Qt signal,
the game's inbox). Wherever a bot chooses (there, in a real-time game's slot clock, in a resumed
or replayed offline game), it chooses through ``choose_or_first``: a bot that raises, or answers
what is not legal, plays the first legal action instead, said in the log. The other players
never wait for a decision that will not come (a strong bot's seat once went silent that way on
the LAN), and offline the seat no longer stays "thinking" forever. The first legal action is a
function of the state alone, so a resumed or replayed game plays it again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from core.game import Agent, Legal
from core.view import View

log = logging.getLogger(__name__)


def choose_or_first(seat: int, agent: Agent, view: View, legal: Legal) -> Any:
    """``agent``'s choice for ``seat``, or the first legal action if it raises or chooses
    what is not legal (logged as an error, naming the seat and the fault)."""
    try:
        action = agent.choose(view, legal)
    except Exception as error:  # any bug of a bot: its seat plays on
        log.error("the bot of seat %d failed: %r; it plays the first legal action", seat, error)
        return legal[0]
    if action not in legal:
        log.error("the bot of seat %d chose %.80r; it plays the first legal action", seat, action)
        return legal[0]
    return action


class Careful:
    """An agent whose faults play the first legal action (``choose_or_first``): what a bot is
    wherever it is asked directly (a slot clock, a resumed or replayed game)."""

    def __init__(self, seat: int, agent: Agent) -> None:
        self.seat = seat
        self.agent = agent
        self.name = getattr(agent, "name", "bot")

    def choose(self, view: View, legal: Legal) -> Any:
        return choose_or_first(self.seat, self.agent, view, legal)


class Thinking:
    """One worker thread where bots choose, one decision after another."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")

    def think(
        self, seat: int, agent: Agent, view: View, legal: Legal, answer: Callable[[Any], None]
    ) -> None:
        """Let ``agent`` choose for ``seat`` in the worker; ``answer(action)`` is called there
        with its choice (or the first legal action): it hands the action back to the caller's
        own thread."""
        self._pool.submit(lambda: answer(choose_or_first(seat, agent, view, legal)))

    def close(self) -> None:
        """Stop: a decision not started is dropped; one under way still answers, and the
        caller drops what comes after it closed."""
        self._pool.shutdown(wait=False, cancel_futures=True)
