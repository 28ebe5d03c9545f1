"""An offline Hypno Vision game in the window: the session's slot clock (``net.slots``) driven
by a Qt timer, with the signals of the shell's ``OfflineGame`` so the table screen, the end
screen and the replays take it as they take any other game.

The clock decides when every seat commits (about 10 slots a second, bots at their reaction
time); the window only calls ``tick`` when ``due`` says, and passes on the person's clicks
(``submit``: a take, a Stop, a return or the roll; a ``Wait`` is the Done toggle). The person's
choice of every slot (the idle ones too) is saved, so the game replays exactly from its seed:
bots count slots, not seconds, and the slots are the same.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from client.shell.gameui import GameUI, Player
from client.shell.offline import ScriptedAgent, make_bots
from client.shell.saves import SavedGame, Saves
from core.errors import CoreError
from core.hypnovision.state import Decision, Wait
from net.session import Changed, Ended, Event, LocalDriver, Played, Session, YourTurn
from net.slots import SlotClock

SAVE_EVERY = 2.0
"""Seconds between two writes of the saved game while a scramble runs (a slot is 100 ms)."""


class VisionOfflineGame(QObject):
    """One offline Hypno Vision game for one person against bots, in real time."""

    event = Signal(object)
    thinking = Signal(object)
    restored = Signal()
    failed = Signal(str)
    _caught_up = Signal()

    def __init__(
        self,
        ui: GameUI,
        players: Sequence[Player],
        saved: SavedGame,
        saves: Saves | None,
        pace_ms: int = 0,
    ) -> None:
        super().__init__()
        self.ui = ui
        self.players = tuple(players)
        self.saved = saved
        self.saves = saves
        self.pace_ms = pace_ms
        """Unused: a Hypno Vision bot's pace is its reaction time (its kind)."""
        self.me = saved.me
        self.bots = make_bots(ui, players, saved.seed)
        self.events: list[Event] = []
        self.standings: list[tuple[int, tuple[int, ...]]] = []
        self.result: Ended | None = None
        self.session: Session | None = None
        self.clock: SlotClock | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        self._caught_up.connect(self._restored)
        self._written = time.monotonic()
        self._buffer: list[Event] = []
        self._lock = threading.Lock()
        self._failure = ""

    # --- starting -------------------------------------------------------------------------

    def _session(self, listener: Callable[[Event], None]) -> Session:
        game = self.ui.game
        driver = LocalDriver(game, game.settings(self.saved.settings), self.saved.seed)
        return Session(driver, humans=driver.seats, listener=listener, me=self.me)

    def start(self) -> None:
        """A new game: the first events arrive on the next loop turn."""
        QTimer.singleShot(0, self._begin)

    def _begin(self) -> None:
        self.session = self._session(self._forward)
        self.clock = SlotClock(self.session, self.bots)
        self.session.advance()
        self._tick()

    def resume(self) -> None:
        """A saved game: every slot played again from the seed with the person's saved
        choices (in a worker thread), then the clock takes over."""
        actions = [self.ui.decode_action(a) for a in self.saved.actions]

        def work() -> None:
            try:
                session = self._session(self._collect)
                script = ScriptedAgent(actions)
                session.advance()
                while script.index < len(actions) and session.result is None:
                    asked = session.asked
                    if asked is None:
                        break
                    agent = script if asked.seat == self.me else self.bots[asked.seat]
                    session.submit(agent.choose(asked.view, asked.legal))
                self.session = session
            except (CoreError, IndexError, KeyError, ValueError) as exc:
                self._failure = f"{type(exc).__name__}: {exc}"
            self._caught_up.emit()

        threading.Thread(target=work, name="restore", daemon=True).start()

    def _collect(self, event: Event) -> None:
        with self._lock:
            self._buffer.append(event)

    def _restored(self) -> None:
        if self._failure or self.session is None:
            self.failed.emit(self._failure or "the saved game could not be restored")
            return
        with self._lock:
            buffered, self._buffer = self._buffer, []
        for event in buffered:
            if not isinstance(event, YourTurn):
                self._record(event, save=False)
        self.session.listener = self._forward
        self.clock = SlotClock(self.session, self.bots)
        asked = self.session.asked
        if asked is not None and asked.seat == self.me and not self._is_slot(asked.decision):
            self._record(YourTurn(asked.seat, asked.view, asked.legal, asked.simultaneous,
                                  asked.decision))  # fmt: skip
        self.restored.emit()
        self._tick()

    # --- the loop ---------------------------------------------------------------------------

    @staticmethod
    def _is_slot(decision: Any) -> bool:
        return decision is Decision.SLOT

    def _forward(self, event: Event) -> None:
        self._record(event, save=True)

    def _record(self, event: Event, save: bool) -> None:
        if isinstance(event, YourTurn) and (event.seat != self.me or self._is_slot(event.decision)):
            return  # the clock answers every slot; bots' decisions are not the person's
        if save and isinstance(event, Played) and event.seat == self.me:
            self.saved.actions.append(self.ui.encode_action(event.action))
        self.events.append(event)
        if isinstance(event, Changed):
            turn, scores = self.ui.standing(event.view)
            if self.standings and self.standings[-1][0] == turn:
                self.standings[-1] = (turn, scores)
            else:
                self.standings.append((turn, scores))
            if save and time.monotonic() - self._written >= SAVE_EVERY:
                self._write()
        if isinstance(event, Ended):
            self.result = event
            if self.saves is not None and event.outcome is not None:
                self.saves.finish(self.saved, event.outcome.winners, event.outcome.scores)
        self.event.emit(event)

    def _write(self) -> None:
        self._written = time.monotonic()
        if self.saves is not None and self.result is None:
            self.saves.write(self.saved)

    def _tick(self) -> None:
        clock = self.clock
        if clock is None:
            return
        clock.tick()
        due = clock.due()
        if due is None:
            return
        self._timer.start(max(0, int((due - clock.now()) * 1000)))

    def submit(self, action: Any) -> None:
        """The person's click: a take, a Stop, a return or the roll goes into the next slot
        (the roll at once); a ``Wait`` sets the Done toggle (V15)."""
        clock = self.clock
        if clock is None or self.result is not None:
            return
        if isinstance(action, Wait):
            clock.set_done(bool(action.done))
            return
        with contextlib.suppress(ValueError):
            clock.click(action)
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
        self.session = None
