"""Messages from the opener to one joiner, sent in order without ever blocking the table.

The opener changes the table from many places (a joiner's message, its own user, a timer) and
tells every joiner at once; a joiner whose client stops reading must not hold the others up nor
make the opener buffer without bound. Each joiner's messages therefore go through a small queue
and one sending task: a full queue, or a send that waits longer than its deadline, drops that
joiner (its channel is closed with the reason), never anybody else.

The lobby state is sent whole after every change, so a state still waiting in the queue is
stale as soon as a newer one is queued: it is dropped and the newer one takes its place at the
end. However fast the table changes, a joiner's queue holds at most one state.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import Callable
from typing import Any

from net.errors import ChannelError
from net.lan.channel import CLOSE_TIMEOUT, Channel
from net.protocol.wire import encode

MAX_QUEUED = 128
"""Messages waiting for one joiner at most (states coalesce, so this counts the others)."""

_END = object()


class Outbox:
    """One joiner's queue of messages and the task that sends them."""

    def __init__(
        self, channel: Channel, *, timeout: float, on_fail: Callable[[Channel, str], None]
    ) -> None:
        self.channel = channel
        self.timeout = timeout
        self._on_fail = on_fail
        self._queue: deque[Any] = deque()
        """Encoded messages in order; a ``list`` holding one encoded message is the state."""
        self._state: list[bytes] | None = None
        self._ready = asyncio.Event()
        self._closing: str | None = None
        self._closer: asyncio.Task[None] | None = None
        self._task = asyncio.create_task(self._run())

    @property
    def closing(self) -> bool:
        return self._closing is not None

    def __len__(self) -> int:
        return len(self._queue)

    def put(self, message: dict[str, Any], *, state: bool = False) -> None:
        """Queue ``message`` (``state``: a whole lobby state, superseding a queued one); a
        joiner that lets its queue fill is dropped."""
        if self._closing is not None or self.channel.closed:
            return
        data = encode(message)
        if state:
            if self._state is not None:
                self._queue.remove(self._state)
            self._state = [data]
            self._queue.append(self._state)
        elif len(self._queue) >= MAX_QUEUED:
            self._fail(f"its client did not read its last {MAX_QUEUED} lobby messages")
            return
        else:
            self._queue.append(data)
        self._ready.set()

    def finish(self, message: dict[str, Any] | None, reason: str) -> None:
        """Send ``message`` (if any) after everything queued, then close the channel."""
        if self._closing is not None:
            return
        if message is not None:
            self.put(message)
        if self._closing is not None:  # the put itself failed
            return
        self._closing = reason
        self._queue.append(_END)
        self._ready.set()

    async def wait(self) -> None:
        """Wait (boundedly) until a finishing outbox has sent its last message; stop it."""
        if self._closing is not None:
            with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                async with asyncio.timeout(self.timeout + CLOSE_TIMEOUT):
                    await asyncio.shield(self._task)
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        if self._closer is not None:
            await self._closer

    def _fail(self, reason: str) -> None:
        self._closing = reason
        self._queue.clear()
        self._task.cancel()
        self._on_fail(self.channel, reason)
        self._closer = asyncio.create_task(self.channel.close(reason))

    async def _run(self) -> None:
        while True:
            while not self._queue:
                self._ready.clear()
                await self._ready.wait()
            item = self._queue.popleft()
            if item is _END:
                await self.channel.close(self._closing or "closed by this side")
                return
            if item is self._state:
                self._state = None
                item = item[0]
            try:
                async with asyncio.timeout(self.timeout):
                    await self.channel.send(item)
            except TimeoutError:
                reason = f"its client did not read for {self.timeout:g} s"
                self._closing = reason
                self._on_fail(self.channel, reason)
                await self.channel.close(reason)
                return
            except ChannelError:
                return
