"""An action codec for games whose actions are frozen dataclasses of ints and handle tuples.

Encodes an action as ``{"type": name, field: value}`` (tuples as lists) and decodes strictly:
an unknown type, a missing or extra field, a bool, a float or an out-of-range number is a
``MalformedAction``, never a crash or a state that cannot be hashed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from core.errors import MalformedAction

MAX_HANDLES = 1024
"""The most handles one action field may name."""
INT_RANGE = 2**31


def _value(value: object, annotation: str, where: str) -> object:
    if annotation == "int":
        if type(value) is not int or not -INT_RANGE <= value < INT_RANGE:
            raise MalformedAction("action/field", f"{where} is not an int: {value!r:.40}")
        return value
    if annotation == "Handles":
        if not isinstance(value, list) or len(value) > MAX_HANDLES:
            raise MalformedAction("action/field", f"{where} is not a list of handles")
        if any(type(h) is not int or not 0 <= h < INT_RANGE for h in value):
            raise MalformedAction("action/field", f"{where} holds a non-handle: {value!r:.60}")
        return tuple(value)
    raise MalformedAction("action/field", f"{where} has an unsupported type {annotation}")


class DataclassCodec:
    """Encodes and decodes the given public action types (secret choices never travel)."""

    def __init__(self, types: Iterable[type]) -> None:
        self.types: dict[str, type] = {cls.__name__: cls for cls in types}
        self._fields = {
            name: tuple((f.name, str(f.type)) for f in dataclasses.fields(cls))
            for name, cls in self.types.items()
        }

    def encode(self, action: Any) -> dict[str, Any]:
        name = type(action).__name__
        if name not in self.types:
            raise MalformedAction("action/type", f"{name} does not travel on the wire")
        out: dict[str, Any] = {"type": name}
        for field, _ in self._fields[name]:
            value = getattr(action, field)
            out[field] = list(value) if isinstance(value, tuple) else value
        return out

    def decode(self, data: object) -> Any:
        if not isinstance(data, dict) or type(data.get("type")) is not str:
            raise MalformedAction("action/shape", f"an action is a map with a type: {data!r:.60}")
        name = data["type"]
        cls = self.types.get(name)
        if cls is None:
            raise MalformedAction("action/type", f"{name!r:.40} is not a public action type")
        fields = self._fields[name]
        if set(data) != {"type"} | {f for f, _ in fields}:
            raise MalformedAction("action/shape", f"{name} has fields {[f for f, _ in fields]}")
        return cls(**{f: _value(data[f], kind, f"{name}.{f}") for f, kind in fields})
