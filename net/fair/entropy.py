"""Where the fair dealer's secrets come from: the system's randomness, or a stream a caller
chooses for the duration of one message.

Every random value of fair dealing (key shares, shuffle permutations and re-randomizers, proof
nonces, commitment nonces, joint-random contributions) is drawn through :func:`random_bytes`.
By default that is ``os.urandom``. A LAN seat draws each message's randomness from a stream
derived from one per-game secret seed it wrote to disk first (``net.dealer.durable``), so a peer
restarted after a crash regenerates, byte for byte, every message it had signed; it sets the
stream with :func:`drawing_from` around the making of one message. The choice is per context
(``contextvars``), so seats in one process and threads never see each other's stream.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, MutableSequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

Source = Callable[[int], bytes]
"""Returns that many random bytes."""

_source: ContextVar[Source] = ContextVar("fair_entropy", default=os.urandom)


def random_bytes(n: int) -> bytes:
    """``n`` bytes from the current source (the system's unless :func:`drawing_from` chose)."""
    data = _source.get()(n)
    if len(data) != n:
        raise RuntimeError(f"the randomness source gave {len(data)} bytes, not {n}")
    return data


@contextmanager
def drawing_from(source: Source) -> Iterator[None]:
    """Draw every random value made inside the block from ``source``."""
    token = _source.set(source)
    try:
        yield
    finally:
        _source.reset(token)


def below(n: int) -> int:
    """Uniform in [0, n) by rejection sampling (no modulo bias)."""
    if n <= 0:
        raise ValueError(f"no integer below {n}")
    size = (n.bit_length() + 7) // 8 + 1
    limit = 256**size - (256**size % n)
    while True:
        value = int.from_bytes(random_bytes(size), "big")
        if value < limit:
            return value % n


def shuffle(items: MutableSequence[Any]) -> None:
    """Permute ``items`` in place uniformly (Fisher-Yates) from the current source."""
    for i in range(len(items) - 1, 0, -1):
        j = below(i + 1)
        items[i], items[j] = items[j], items[i]
