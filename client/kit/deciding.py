"""What every game's table does with the person's decisions, whatever the game.

The session asks (``YourTurn``); the table shows the question until the person answers, or
until the game moves past it (a ``Changed`` to another state, or the end). A question with a
single legal answer has nothing to decide: it stays on screen for ``auto_pass_ms`` (saying so),
then is answered by itself. Many events in a row are drawn once (``schedule``), and a stream
of events at most every ``redraw_ms``.

A real-time game's table (Hypno Vision) says two things more: a slot's outcome is drawn at once
(``redraw_ms = 0``), and which question passes by itself after how long (``_pass_after``: its
roll after 10 s, V11, not every single-answer question after ``auto_pass_ms``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QTimer

from client.kit.gameui import GameTable, LogEntry, Player
from net import Changed, Ended, YourTurn

AUTO_PASS_MS = 600
"""How long "nothing to decide" stays on screen before the step passes (0 with instant bots)."""
REDRAW_MS = 40
"""At most one redraw in this time while events stream in (a LAN game's events come one by one
from its thread, each in its own turn of the event loop: ~30 redraws per decision before)."""


class DecidingTable(GameTable):
    """A game's table with the person's open question. A game's table says how to show a
    question (``_open``), how to forget it (``_forget``) and how to draw itself (``refresh``)."""

    redraw_ms = REDRAW_MS
    """The least time between two redraws while events stream in (0: each batch at once)."""

    def __init__(self, players: tuple[Player, ...], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.players = players
        self.me = next((p.seat for p in players if p.me), 0)
        self.asked: YourTurn | None = None
        """The question the person is answering now (None: none is open)."""
        self.interactive = True
        self.thinking: int | None = None
        """The seat choosing now (a bot or a remote player), or None."""
        self.away: set[int] = set()
        """Seats whose computer is not connected now (a LAN game)."""
        self.auto_pass_ms = AUTO_PASS_MS
        self._auto = QTimer(self)
        self._auto.setSingleShot(True)
        self._auto.timeout.connect(self._auto_pass)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.timeout.connect(self.refresh)
        self._last_redraw = QElapsedTimer()
        self.history: list[Any] = []
        """What the log keeps of every event taken (``take_event``), in order."""

    # --- a game's table says -------------------------------------------------------------------

    def _open(self, event: YourTurn) -> None:
        """Show the question ``event`` (the game's own choice state)."""
        raise NotImplementedError

    def _forget(self) -> None:
        """Drop the game's own choice state (the question is answered or gone)."""
        raise NotImplementedError

    def _submit(self, action: Any) -> None:
        """The person's answer: the question is closed, the table drawn again, ``chosen``
        emitted (``_sending`` says what else the table does first)."""
        self.drop()
        self._sending(action)
        self.schedule()
        self.chosen.emit(action)

    def _sending(self, action: Any) -> None:
        """What a game's table does as ``action`` leaves (nothing by default)."""

    def refresh(self) -> None:
        raise NotImplementedError

    def take_event(self, event: Any) -> Any:
        """Take one session event into the game's own state (its model, board, animations);
        returns what the log keeps of it: whatever ``word`` needs to word it again, in
        another language (the event by default)."""
        return event

    def word(self, kept: Any) -> list[LogEntry]:
        """The log lines of one event as ``take_event`` kept it."""
        raise NotImplementedError

    # --- the log: every event kept once, worded again on demand --------------------------------

    def on_event(self, event: Any) -> list[LogEntry]:
        """Take one session event; returns its log lines. What the log needs of it is kept, so
        that the whole log can be worded again (``log_lines``)."""
        kept = self.take_event(event)
        self.history.append(kept)
        entries = self.word(kept)
        self.follow(event)
        return entries

    def log_lines(self) -> list[LogEntry]:
        """The whole log, worded again in the current language."""
        return [entry for kept in self.history for entry in self.word(kept)]

    def reset(self) -> None:
        """Back to before the first event (a replay stepping back): the game's own state is
        forgotten by each table, the log's history here."""
        self.history = []
        self.drop()

    # --- shared --------------------------------------------------------------------------------

    def follow(self, event: Any) -> None:
        """After one session event: the person's question opens; a question the game moved
        past (another state, or the end) closes; the table is drawn once the batch is in."""
        if isinstance(event, YourTurn) and event.seat == self.me:
            self.ask(event)
        elif isinstance(event, Changed | Ended) and self._moved_past(event):
            self.drop()
        self.schedule()

    def _moved_past(self, event: Changed | Ended) -> bool:
        asked = self.asked
        if asked is None:
            return False
        return isinstance(event, Ended) or asked.view.state is not event.view.state

    def ask(self, event: YourTurn) -> None:
        self._auto.stop()
        if not self.interactive:
            return
        self.asked = event
        self._open(event)
        if self.calls_for(event):
            self.calling.emit()
        delay = self._pass_after(event)
        if delay is not None and self.asked is event:  # (``_open`` may have answered it)
            self._auto.start(delay)
        self.schedule()

    def calls_for(self, event: YourTurn) -> bool:
        """Whether the question ``event`` calls the person back: one with something to
        decide (a single answer passes by itself)."""
        return len(event.legal) > 1

    def _pass_after(self, event: YourTurn) -> int | None:
        """After how many ms the question ``event`` answers itself with its only legal answer;
        None: it waits for the person. Nothing to decide (one answer): say so, then go on."""
        return self.auto_pass_ms if len(event.legal) == 1 else None

    def drop(self) -> None:
        """The open question is answered or no longer asked."""
        self._auto.stop()
        self.asked = None
        self._forget()

    def _auto_pass(self) -> None:
        asked = self.asked
        if asked is not None and len(asked.legal) == 1:
            self._submit(asked.legal[0])

    def _name(self, seat: int) -> str:
        return self.players[seat].name if 0 <= seat < len(self.players) else "?"

    def away_names(self) -> list[str]:
        """The names of the away players, by seat (the top bar says them)."""
        return [self._name(seat) for seat in sorted(self.away)]

    def set_away(self, seats: set[int]) -> None:
        self.away = set(seats)
        self.schedule()

    def set_thinking(self, seat: int | None) -> None:
        self.thinking = seat
        self.schedule()

    def set_interactive(self, interactive: bool) -> None:
        self.interactive = interactive
        if not interactive:
            self.drop()
        self.schedule()

    def schedule(self) -> None:
        """Refresh once the current batch of events is in (many events, one redraw); right
        after a redraw, only once ``redraw_ms`` have passed since it."""
        if self._refresh_timer.isActive():
            return
        last = self._last_redraw
        since = last.elapsed() if last.isValid() else self.redraw_ms
        self._refresh_timer.start(max(0, self.redraw_ms - since))

    def _refreshed(self) -> None:
        """Called by ``refresh``: a redraw now makes the scheduled one unneeded."""
        self._refresh_timer.stop()
        self._last_redraw.start()
