"""Keeping an open table's discovery record in step with its seats.

Every change of the seats asks for a new record, but zeroconf takes its time to announce one:
changes that come while one is being published are folded into the next, so the record always
ends on the latest seats and a busy table never queues announcements.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable

from net.lan.discovery_record import TableInfo

Publish = Callable[[TableInfo | None], Awaitable[None]]
"""Publishes the table's discovery record (None: no table any more)."""

UNPUBLISH_TIMEOUT = 5.0
"""Seconds a closing table waits for its record to be withdrawn."""


_NOTHING = object()


class TableAdvert:
    """Publishes ``info()`` whenever :meth:`changed` is called, until it returns None."""

    def __init__(
        self,
        publish: Publish,
        info: Callable[[], TableInfo | None],
        on_error: Callable[[Exception], None],
    ) -> None:
        self._publish = publish
        self._info = info
        self._on_error = on_error
        self._published: object = _NOTHING
        self._dirty = asyncio.Event()
        self._dirty.set()
        self._task = asyncio.create_task(self._run())

    def changed(self) -> None:
        self._dirty.set()

    async def close(self) -> None:
        """Publish the last record (``info()`` returns None once the table is gone) and stop."""
        self._dirty.set()
        with contextlib.suppress(Exception):
            async with asyncio.timeout(UNPUBLISH_TIMEOUT):
                await asyncio.shield(self._task)
        self._task.cancel()

    async def _run(self) -> None:
        while True:
            await self._dirty.wait()
            self._dirty.clear()
            info = self._info()
            if info == self._published:
                continue  # a ready changed, not the seats: the record stays
            try:
                await self._publish(info)
                self._published = info
            except Exception as exc:  # zeroconf closed under us, a record too large
                self._on_error(exc)
            if info is None:
                return
