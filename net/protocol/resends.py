"""How much this client sends again to each asker: no request is cheaper to send than to answer.

A request for messages (the dealers' ``want``, a new link's ``have``) costs its sender a few
bytes and its answer up to a whole chain; a modified client that asks again and again, and
reads nothing, would make its victim queue copies without end (the outside audit grew a peer by
295 MB in 8 s with ``have`` frames, by 99 MB with ``want``). So each asker (a client, by the
seat of the table's seating that names it) gets, per ``every`` seconds (its *window*):

- each message at most once, whichever way it asked (a ``want``, or the catch-up a new link's
  ``have`` starts: a redial counts against the same window);
- at most ``room`` bytes of answers to ``want`` requests;
- at most one catch-up started (a second ``have`` waits for the next window).

What is refused is dropped, not queued: an honest peer asks again (its gate and its timeouts
do) and gets it in a later window; the answer it got already is on its way (one connection
keeps the order). Memory is bounded per asker by ``room`` (the messages sent in this window)
and by the number of seats (the catch-up marks). The clock is a monotonic one (injected for
tests); nothing here decides the game, so reading it costs no determinism.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

RESEND_EVERY = 2.0
"""Seconds of a window: an honest peer asks for a missing message once, and again only after
its own deadlines (seconds), so it never meets the limit."""

RESEND_ROOM = 1024 * 1024
"""Bytes of ``want`` answers one asker gets per window: 32 of the largest messages (a 4-player
shuffle with its proof is about 30 KB), far above what an honest gap needs, and at most
0.5 MB/s for a flooder to make its victim queue."""


@dataclass
class _Window:
    start: float
    spent: int = 0
    sent: set[tuple[int, int]] = field(default_factory=set)
    """(seat, seq) answered to a ``want`` in this window."""
    caught: dict[int, int] = field(default_factory=dict)
    """seat -> seqs below this were sent by a catch-up in this window."""
    catch_ups: int = 0


class Resends:
    """Each asker's window (see the module)."""

    def __init__(
        self,
        every: float = RESEND_EVERY,
        room: int = RESEND_ROOM,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.every = every
        self.room = room
        self.clock = clock
        self._windows: dict[int, _Window] = {}
        self.refused = 0
        """Answers refused so far (for benches and logs)."""

    def _window(self, asker: int) -> _Window:
        now = self.clock()
        window = self._windows.get(asker)
        if window is None or now - window.start >= self.every:
            window = self._windows[asker] = _Window(now)
        return window

    def allow(self, asker: int, seat: int, seq: int, size: int) -> bool:
        """May seat ``seat``'s message ``seq`` (``size`` bytes) go to ``asker`` for a ``want``
        now? True counts it as sent."""
        window = self._window(asker)
        key = (seat, seq)
        if (
            key in window.sent
            or seq < window.caught.get(seat, 0)
            or window.spent + size > self.room
        ):
            self.refused += 1
            return False
        window.sent.add(key)
        window.spent += size
        return True

    def catch_up_wait(self, asker: int) -> float:
        """Seconds until ``asker`` may start a catch-up (0: now, and it is counted)."""
        window = self._window(asker)
        if window.catch_ups:
            return max(0.0, window.start + self.every - self.clock())
        window.catch_ups += 1
        return 0.0

    def caught_up(self, asker: int, seat: int, upto: int) -> None:
        """A catch-up sent ``asker`` seat ``seat``'s messages below ``upto``."""
        window = self._window(asker)
        window.caught[seat] = max(window.caught.get(seat, 0), upto)
