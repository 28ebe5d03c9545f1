"""Nothing leaves before it is on disk, and the disk never holds up the game.

A client handles a batch of messages and decisions in memory, then hands ``WriteAhead`` the
journal records the batch made and a ``release`` that sends what the batch sent. A thread
writes and fsyncs the records (one fsync per journal), batch after batch in order, while the
event loop goes on with the next batch; each batch's ``release`` runs on the loop once its
records are on disk. A disk that fails stops everything after it: nothing more is sent.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from net.store.journal import Journal


@dataclass
class DiskJob:
    """One batch: its journal records (from ``Journal.take``) and what to do once on disk."""

    writes: list[tuple[Journal, bytes]]
    release: Callable[[], None]


def _write_all(writes: list[tuple[Journal, bytes]]) -> None:
    for journal, data in writes:
        journal.write(data)


class WriteAhead:
    """Writes each batch's records in a thread, in order, then releases the batch (above)."""

    def __init__(self, on_failure: Callable[[Exception], None] | None = None) -> None:
        self._jobs: asyncio.Queue[DiskJob] = asyncio.Queue()
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="journal")
        self._task: asyncio.Task[None] | None = None
        self.on_failure = on_failure
        self.failed: Exception | None = None
        """Why nothing more may be sent: the disk failed."""

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    def submit(self, writes: list[tuple[Journal, bytes]], release: Callable[[], None]) -> None:
        self._jobs.put_nowait(DiskJob(writes, release))

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            job = await self._jobs.get()
            try:
                if self.failed is None:
                    if job.writes:
                        await loop.run_in_executor(self._thread, _write_all, job.writes)
                    job.release()
            except Exception as exc:
                self.failed = exc
                if self.on_failure is not None:
                    self.on_failure(exc)
            finally:
                self._jobs.task_done()

    async def settle(self) -> None:
        """Wait until every batch submitted is written and released; raise if the disk failed."""
        await self._jobs.join()
        if self.failed is not None:
            raise self.failed

    def close(self) -> None:
        """Stop taking batches; wait for a write in progress."""
        if self._task is not None:
            self._task.cancel()
        self._thread.shutdown(wait=True)
