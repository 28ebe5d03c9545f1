"""An offline Hypno Vision game in the window: the window's ``OfflineGame`` (its signals, its
saved game, its resume by replaying the person's saved choices) with the session's slot clock
(``net.session.slots``) in place of the turn-by-turn loop.

The clock decides when every seat commits (about 10 slots a second, bots at their reaction
time); the window only calls ``tick`` when ``due`` says, from a Qt timer, and passes on the
person's clicks (``submit``: a take, a Stop, a return or the roll; a ``Wait`` is the Done
toggle). The person's choice of every slot (the idle ones too) is saved, so the game replays and
resumes exactly from its seed: bots count slots, not seconds, and the slots are the same.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QTimer

from client.kit.gameui import GameUI, Player
from client.window.offline import OfflineGame
from client.window.saves import SavedGame, Saves
from core.hypnovision.state import Decision
from net import Event, Played, SlotClock, YourTurn

HELD_POLL_MS = 200
"""How often a held game looks whether it may go on."""
SAVE_EVERY = 2.0
"""Seconds between two writes of the saved game while a scramble runs (a slot is 100 ms)."""


class VisionOfflineGame(OfflineGame):
    """One offline Hypno Vision game for one person against bots, in real time."""

    def __init__(
        self,
        ui: GameUI,
        players: Sequence[Player],
        saved: SavedGame,
        saves: Saves | None,
        pace_ms: int = 0,
    ) -> None:
        super().__init__(ui, players, saved, saves, pace_ms)  # pace: unused, bots have speeds
        self.clock: SlotClock | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        self._written = time.monotonic()
        self.held: Callable[[], bool] = lambda: False
        """Whether the game waits now (the first-game guide is open): no slot is committed."""

    # --- the loop: the slot clock instead of one decision after another -------------------

    def _next(self) -> None:
        """The game stands where the person and the bots act at once: the clock takes over
        (a new game after its first events, a resumed one after its replay)."""
        if self.clock is None and self.session is not None:
            self.clock = SlotClock(self.session, self.bots)
        self._tick()

    def _tick(self) -> None:
        clock = self.clock
        if clock is None or self.session is None:
            return
        if self.held():
            self._timer.start(HELD_POLL_MS)
            return
        clock.tick()
        due = clock.due()
        if due is not None:
            self._timer.start(max(0, int((due - clock.now()) * 1000)))

    def _record(self, event: Event) -> None:
        if isinstance(event, YourTurn) and event.decision is Decision.SLOT:
            return  # the clock answers every slot
        if self._live and isinstance(event, Played) and event.seat == self.me:
            self.saved.actions.append(self.ui.encode_action(event.action))
            if time.monotonic() - self._written >= SAVE_EVERY:
                self._write()
        super()._record(event)

    def _write(self) -> None:
        self._written = time.monotonic()
        if self.saves is not None and self.result is None:
            self.saves.write(self.saved)

    # --- the person -----------------------------------------------------------------------

    def submit(self, action: Any) -> None:
        """The person's click: a take, a Stop, a return or the roll goes into the next slot
        (the roll at once); a ``Wait`` sets the Done toggle (V15)."""
        clock = self.clock
        if clock is None or self.result is not None:
            return
        with contextlib.suppress(ValueError):
            clock.choose(action)
        self._tick()

    def done(self) -> bool:
        return self.clock is not None and self.clock.done()

    def unresolved(self) -> bool:
        """A click of the person's is queued or in a slot not resolved yet (Stop waits, V14)."""
        return self.clock is not None and self.clock.unresolved()

    def close(self) -> None:
        """Stop the clock; what was played is saved."""
        self._timer.stop()
        if self.clock is not None and self.result is None:
            self._write()
        self.clock = None
        super().close()
