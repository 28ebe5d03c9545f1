"""Sending a linked client what it lacks, at the pace it reads it.

On every new link each side says how many messages of each seat it holds (``have``) and the
other sends it the rest. The rest may be a whole game (a client that restarted), and a client
that sends ``have`` again and again without reading would once make its victim queue a copy of
every chain per frame. So a link's catch-up is one cursor per seat, not a queue of copies:

- a ``have`` sets the cursor (a later one replaces it: frames coalesce, nothing piles up);
- messages go out from the cursor while the link has less than ``CATCH_UP_ROOM`` bytes queued,
  then wait for it to drain: a client that does not read makes its victim hold at most that;
- each asker starts at most one catch-up per ``net.protocol.resends`` window, whichever link it asks
  on (a redial counts against the same window); a ``have`` that comes sooner waits for the
  window's end, and what the catch-up sends counts as sent for that asker's ``want`` requests.

In the usual case (a link dropped for a moment, a few messages missing) everything fits at once
and goes out before any newer message, as it always did.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from net.errors import ChannelClosed
from net.protocol.resends import Resends
from net.protocol.wire import encode

if TYPE_CHECKING:
    from net.game.link import Link
    from net.game.mesh import Holdings

CATCH_UP_ROOM = 256 * 1024
"""Bytes a catch-up leaves queued on a link before it waits for the link to drain: ten of the
largest messages, so an honest reader is never kept waiting by it."""


class CatchUp:
    """One player link's catch-up (see the module)."""

    def __init__(
        self,
        link: Link,
        asker: int,
        holdings: Holdings,
        resends: Resends,
        spawn: Callable[[Any], asyncio.Task[Any]],
    ) -> None:
        self.link = link
        self.asker = asker
        self.holdings = holdings
        self.resends = resends
        self._spawn = spawn
        self.cursor: dict[int, int] | None = None
        """Seat -> the next seq to send, while a catch-up runs."""
        self.pending: dict[int, int] | None = None
        """The counts of a ``have`` waiting for the asker's next window."""
        self.task: asyncio.Task[Any] | None = None
        self.started = 0
        """Catch-ups started on this link (for tests and benches)."""

    def have(self, counts: dict[int, int]) -> None:
        """The linked client holds ``counts`` (seat -> messages): send it the rest."""
        self.pending = counts
        if self.task is not None and not self.task.done():
            return  # the running task takes the newest counts when it is allowed to
        if self._begin() and not self._send():
            return  # everything fitted at once
        self.task = self._spawn(self._run())

    def stop(self) -> None:
        """The link is gone: forget the catch-up."""
        self.cursor = self.pending = None
        if self.task is not None:
            self.task.cancel()

    def _begin(self) -> bool:
        """Start the pending catch-up if the asker's window allows it now."""
        if self.pending is None or self.resends.catch_up_wait(self.asker) > 0:
            return False
        self.cursor, self.pending = dict(self.pending), None
        self.started += 1
        return True

    def _send(self) -> bool:
        """Send from the cursor while the link has room; True if more is left to send."""
        cursor = self.cursor
        if cursor is None:
            return False
        channel = self.link.channel
        for seat, held in self.holdings.counts().items():
            start = max(0, cursor.get(seat, 0))
            if start >= held:
                continue
            for holder, wire in self.holdings.chain(seat, start):
                if channel.unsent >= CATCH_UP_ROOM:
                    self.resends.caught_up(self.asker, seat, start)
                    return True
                if not self.link.write(encode(["m", holder, None, wire])):
                    self.cursor = None
                    return False
                start += 1
                cursor[seat] = start
            self.resends.caught_up(self.asker, seat, start)
        self.cursor = None
        return False

    async def _run(self) -> None:
        with contextlib.suppress(ChannelClosed):
            while not self.link.channel.closed:
                if self.cursor is None:
                    if self.pending is None:
                        return
                    wait = self.resends.catch_up_wait(self.asker)
                    if wait > 0:
                        await asyncio.sleep(wait)
                        continue
                    self.cursor, self.pending = dict(self.pending), None
                    self.started += 1
                if self._send():
                    await self.link.channel.drain()
