"""Actions near a legal one: where the conformance harness finds the illegal actions it tries.

Generic over any game whose actions are dataclasses of ints and int tuples (the shape the wire's
codec carries), deterministic from a seeded stream.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from core.stream import Stream


def mutations(stream: Stream, action: Any, handles: int) -> list[Any]:
    """Actions near ``action`` (a dataclass of ints and int tuples): each int field shifted or
    replaced by another handle or an out-of-range one, each tuple field shortened, lengthened,
    repeated or with one handle swapped, in a seeded random order. Some may still be legal."""
    if not dataclasses.is_dataclass(action) or isinstance(action, type):
        return []

    def other() -> int:
        return stream.below(handles + 2) - 1  # a handle, or -1, or one past the last

    out = []
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        options: list[Any] = []
        if type(value) is int:
            options = [value + 1, value - 1, other(), handles, -1, value + 2**20]
        elif isinstance(value, tuple) and all(type(v) is int for v in value):
            options = [(*value, other()), ()]
            if value:
                i = stream.below(len(value))
                options += [value[:-1], (*value, value[0]), (*value[:i], other(), *value[i + 1 :])]
        for option in options:
            if option != value:
                try:
                    out.append(dataclasses.replace(action, **{f.name: option}))
                except (TypeError, ValueError):
                    continue
    stream.shuffle(out)
    return out
