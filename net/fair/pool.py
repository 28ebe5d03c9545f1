"""A small thread pool for batches of group operations (cffi releases the GIL in each call),
used only when asked for (``set_parallelism``; one thread by default).

Work is split into contiguous chunks and reassembled in order; the calling thread runs the
first chunk; every chunk is awaited and the first failure is raised, so results never depend
on timing. No randomness is drawn in the workers.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

WORKERS = max(2, min(8, os.cpu_count() or 2))
"""The most threads a large batch may be split over (the calling thread runs one of the
chunks): one per core (results do not depend on it)."""

DEFAULT_PARALLELISM = 1
"""Threads a batch is split over unless ``set_parallelism`` says otherwise: the calling thread
alone. Measured on the 2-core minimum (``bench/fairplay.py --threads 2``), a second thread
shortened a peer's wall time but cost about an eighth more CPU in hand-offs and the GIL, which
put a 4-player start over its CPU budget; and the peers of a game already work side by side
(shuffles of different zones at once), so each peer's own work, not its wall time, is what
the deal waits for."""

# A batch runs split only when it holds at least this many items of its kind: below that,
# handing a chunk to another thread costs more than it saves.
MIN_SPLIT_VAR = 8
MIN_SPLIT_FAST = 48  # fixed-base multiplications, additions, validations

_split_into = [DEFAULT_PARALLELISM]
_pool: list[ThreadPoolExecutor | None] = [None]
_pool_lock = threading.Lock()
_local = threading.local()


def set_parallelism(threads: int) -> int:
    """Split large batches over ``threads`` threads (1: the calling thread only); return the
    previous setting. At most ``WORKERS``; results do not depend on it."""
    if type(threads) is not int or not 1 <= threads <= WORKERS:
        raise ValueError(f"parallelism must be in [1, {WORKERS}], got {threads!r}")
    previous, _split_into[0] = _split_into[0], threads
    return previous


def parallelism() -> int:
    """How many threads a large batch is split over now."""
    return _split_into[0]


def _mark_worker() -> None:
    _local.worker = True


def _get_pool() -> ThreadPoolExecutor:
    pool = _pool[0]
    if pool is None:
        with _pool_lock:
            pool = _pool[0]
            if pool is None:
                pool = ThreadPoolExecutor(
                    WORKERS, thread_name_prefix="fair-group", initializer=_mark_worker
                )
                _pool[0] = pool
    return pool


def _forget_pool() -> None:  # a forked child inherits the pool object but not its threads
    _pool[0] = None


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_pool)


class ItemRefused(Exception):
    """The library refused item ``index`` of a batch."""

    def __init__(self, index: int) -> None:
        super().__init__(index)
        self.index = index


def split_batch(job: Callable[[int, int], list[bytes]], n: int, min_split: int) -> list[bytes]:
    """job(0, n), run as contiguous chunks over the pool when n is large enough.

    The calling thread runs the first chunk itself. Every chunk is waited for, and the
    first failing chunk's exception is raised, so the outcome does not depend on timing.
    """
    parts = _split_into[0]
    if parts == 1 or n < min_split or getattr(_local, "worker", False):
        return job(0, n)
    bounds = [n * i // parts for i in range(parts + 1)]
    pool = _get_pool()
    futures: list[Future[list[bytes]]] = [
        pool.submit(job, bounds[i], bounds[i + 1]) for i in range(1, parts)
    ]
    error: BaseException | None = None
    try:
        out = job(bounds[0], bounds[1])
    except BaseException as exc:  # still wait for the other chunks before raising
        error, out = exc, []
    for future in futures:
        try:
            part = future.result()
        except BaseException as exc:
            error = error or exc
        else:
            out += part
    if error is not None:
        raise error
    return out
