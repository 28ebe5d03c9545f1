"""The slot clocks of the seats one LAN client plays in a real-time game (V9), and their driving.

``net.session.slots.SlotClock`` decides when one session commits its slots. A LAN client plays
several seats (its player's and the bots it runs), each a session of its own, and handles
everything in one order, its inbox (``net.game.lan_game.LanGame``). :class:`SlotClocks` gives each
seat of a game that runs in slots its clock, wakes the clocks when one is due by posting to that
inbox (:meth:`SlotClocks.wake`: a slot is committed in order with the messages and decisions around
it), then ticks them (:meth:`SlotClocks.tick`), takes the player's clicks
(:meth:`SlotClocks.click`), lets a bot take a seat over, and writes the clocks' times for
``bench/slots.py``. A game that does not run in slots gets no clocks, and all of this is idle.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from core.game import Agent, Game
from net.session.session import Session
from net.session.slots import BOT_ROLL, SLOT_PERIOD, SlotClock, runs_in_slots


class SlotClocks:
    """The slot clocks of one client's seats, by seat (none for a game without slots)."""

    def __init__(
        self, game: Game, *, tracing: bool = False, bot_roll_after: float = BOT_ROLL
    ) -> None:
        self.in_slots = runs_in_slots(game)
        self.tracing = tracing
        self.bot_roll_after = bot_roll_after
        """Seconds a bot of these seats waits before it rolls (``SlotClock``'s)."""
        self.clocks: dict[int, SlotClock] = {}

    def add(self, seat: int, session: Session, agent: Agent | None) -> SlotClock | None:
        """Give ``seat`` (played through ``session``, by ``agent`` or by the player) its clock;
        None when the game does not run in slots."""
        if not self.in_slots:
            return None
        agents = {seat: agent} if agent is not None else {}
        clock = SlotClock(session, agents, bot_roll_after=self.bot_roll_after, tracing=self.tracing)
        self.clocks[seat] = clock
        return clock

    def __contains__(self, seat: object) -> bool:
        """Whether ``seat`` plays in slots (its clock makes its choices, a bot's too)."""
        return seat in self.clocks

    def play_by(self, seat: int, agent: Agent) -> None:
        """From now on ``agent`` plays ``seat`` (a headless client's own seat)."""
        self.clocks[seat].play_by(seat, agent)

    async def wake(self, post: Callable[[], None]) -> None:
        """Call ``post`` whenever a clock is due (the caller then calls :meth:`tick` in its
        own order); returns at once when there are no clocks, else runs until cancelled."""
        clocks = list(self.clocks.values())
        while clocks:
            now = time.monotonic()
            due = [d for d in (c.due() for c in clocks) if d is not None]
            wait = min(due, default=now + SLOT_PERIOD) - now
            await asyncio.sleep(min(max(wait, 0.0), SLOT_PERIOD))
            if any((d := c.due()) is not None and d <= time.monotonic() for c in clocks):
                post()

    def tick(self) -> None:
        """Do what is due on every clock whose game goes on."""
        for clock in self.clocks.values():
            if clock.session.result is None:
                clock.tick()

    def click(self, seat: int, action: Any) -> None:
        """The player's choice for ``seat`` (``SlotClock.choose``: the Done toggle, or into the
        next slot its clock has not committed); ignored when the seat has no clock or its game
        is over."""
        clock = self.clocks.get(seat)
        if clock is not None and clock.session.result is None:
            clock.choose(action, seat)

    def write_trace(self, timing: Path) -> None:
        """With tracing on, append the clocks' times next to the timing file ``timing``
        (``bench/slots.py``), one ``what seat round slot time`` line each."""
        lines = [" ".join(str(v) for v in entry) for clock in self.clocks.values()
                 for entry in clock.trace]  # fmt: skip
        if lines:
            path = timing.with_name(timing.name + ".slots")
            with open(path, "a") as handle:
                handle.write("\n".join(lines) + "\n")
