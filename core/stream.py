"""A seeded, hash-based random stream (SHA-256 in counter mode), never Python's ``random``.

The same seed and label give the same numbers on every machine and Python version.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence
from typing import TypeVar

T = TypeVar("T")


class Stream:
    __slots__ = ("_buffer", "_counter", "_key")

    def __init__(self, seed: int | bytes | str, label: str = "") -> None:
        raw = seed if isinstance(seed, bytes) else str(seed).encode()
        self._key = hashlib.sha256(b"hypnose-stream\x00" + raw + b"\x00" + label.encode()).digest()
        self._counter = 0
        self._buffer = b""

    def _bytes(self, n: int) -> bytes:
        while len(self._buffer) < n:
            block = hashlib.sha256(self._key + self._counter.to_bytes(8, "big")).digest()
            self._buffer += block
            self._counter += 1
        out, self._buffer = self._buffer[:n], self._buffer[n:]
        return out

    def below(self, bound: int) -> int:
        """A uniform integer in [0, bound) (rejection sampling: no modulo bias)."""
        if bound <= 0:
            raise ValueError(f"bound must be positive, got {bound}")
        if bound == 1:
            return 0
        bits = (bound - 1).bit_length()
        nbytes = (bits + 7) // 8
        mask = (1 << bits) - 1
        while True:
            value = int.from_bytes(self._bytes(nbytes), "big") & mask
            if value < bound:
                return value

    def choice(self, items: list[T] | tuple[T, ...]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, label: str) -> Stream:
        """An independent stream derived from this one's key."""
        return Stream(self._key, label)
