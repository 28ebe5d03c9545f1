"""Per-address token buckets: how often one address may open a connection, in bounded memory.

Every incoming connection costs its address one token; tokens come back at ``rate`` a second up
to ``burst``. An address out of tokens is refused before anything is read from it. At most
``max_addresses`` buckets are kept; when a new address arrives at that bound, the bucket
unused for longest goes (on a LAN the addresses are few, so an evicted bucket is nearly always
a full one). Time is passed in (``now``, seconds, monotonic) so tests need no sleeping.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

MAX_ADDRESSES = 1024
"""Buckets kept at most (a few tens of bytes each)."""


@dataclass(slots=True)
class _Bucket:
    tokens: float
    stamp: float


class RateLimiter:
    """Allow ``burst`` connections at once per address, then ``rate`` a second."""

    def __init__(self, rate: float, burst: int, *, max_addresses: int = MAX_ADDRESSES) -> None:
        if rate <= 0 or burst < 1 or max_addresses < 1:
            raise ValueError("rate must be positive, burst and max_addresses at least 1")
        self.rate = rate
        self.burst = burst
        self.max_addresses = max_addresses
        self._buckets: OrderedDict[str, _Bucket] = OrderedDict()

    def allow(self, address: str, now: float) -> bool:
        """Take one token from ``address``'s bucket; False (nothing taken) when it is empty."""
        bucket = self._buckets.get(address)
        if bucket is None:
            bucket = _Bucket(float(self.burst), now)
            self._buckets[address] = bucket
            if len(self._buckets) > self.max_addresses:
                self._buckets.popitem(last=False)
        else:
            self._buckets.move_to_end(address)
            elapsed = max(0.0, now - bucket.stamp)
            bucket.tokens = min(float(self.burst), bucket.tokens + elapsed * self.rate)
            bucket.stamp = now
        if bucket.tokens < 1.0:
            return False
        bucket.tokens -= 1.0
        return True

    def __len__(self) -> int:
        return len(self._buckets)
