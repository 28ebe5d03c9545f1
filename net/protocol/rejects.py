"""A bounded, de-duplicated log of rejected messages: a flood of garbage cannot grow memory.

Each rejection is keyed by (peer, reason kind); the log keeps a count per key and the text of
the first few, and at most ``MAX_KEYS`` keys (the rest only count toward ``dropped``), in the
spirit of python-zeroconf's rate-limited decoding-error log.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass

MAX_KEYS = 64
"""Distinct (peer, kind) pairs remembered; older ones give way to newer ones."""
MAX_DETAIL = 200
"""Characters kept of a rejection's text."""


@dataclass
class Rejection:
    """How often one peer's messages were refused for one kind of reason, and the first text."""

    peer: str
    kind: str
    detail: str
    count: int = 1

    def __str__(self) -> str:
        times = f" ({self.count} times)" if self.count > 1 else ""
        return f"from {self.peer}: {self.kind}: {self.detail}{times}"


class RejectLog:
    """Rejected messages by (peer, kind), bounded in size whatever arrives."""

    def __init__(self, max_keys: int = MAX_KEYS) -> None:
        self.max_keys = max_keys
        self._entries: OrderedDict[tuple[str, str], Rejection] = OrderedDict()
        self.total = 0
        self.dropped = 0
        """Rejections whose key was evicted (they are still in ``total``)."""

    def add(self, peer: str, kind: str, detail: str) -> Rejection:
        """Record one rejection; returns its (possibly merged) entry."""
        self.total += 1
        key = (peer, kind)
        entry = self._entries.get(key)
        if entry is not None:
            entry.count += 1
            self._entries.move_to_end(key)
            return entry
        entry = Rejection(peer, kind, detail[:MAX_DETAIL])
        self._entries[key] = entry
        if len(self._entries) > self.max_keys:
            _, evicted = self._entries.popitem(last=False)
            self.dropped += evicted.count
        return entry

    def __iter__(self) -> Iterator[str]:
        return (str(e) for e in self._entries.values())

    def __len__(self) -> int:
        return len(self._entries)

    def entries(self) -> list[Rejection]:
        return list(self._entries.values())


def worth_logging(count: int) -> bool:
    """Whether the ``count``-th rejection of one key deserves a log line: the 1st, 10th, 100th
    and so on, so a flood writes a handful of lines, never one per message."""
    while count % 10 == 0:
        count //= 10
    return count == 1
