"""Actions near a legal one: where the conformance harness finds the illegal actions it tries.

Generic over any game whose actions are dataclasses of ints and int tuples (the shape the wire's
codec carries), deterministic from a seeded stream. ``mutations`` gives a few actions near one
(values shifted, handles swapped), what the harness tries at every step; ``mutants`` is the
fuzzer's whole battery over every field (its type, its value, its nesting), and
``wire_mutants`` the same over an action's encoded form, for the codec.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable
from typing import Any

from core.stream import Stream

HUGE = (2**31, -(2**31) - 1, 2**63, -(2**63), 10**30)
"""Numbers past every range a field may have: the wire's (32 bits), a C long's, any."""
LONG = 2048
"""How many handles a "huge size" tuple holds (more than the codec's ``MAX_HANDLES``)."""
DEPTH = 2
"""How deep ``mutants`` reaches into nested values (a tuple's element, a field's field)."""


def _near_int(value: int, other: Callable[[], int], handles: int) -> list[int]:
    """Ints near ``value``: shifted by one, another handle, the first out of range, -1, far."""
    return [value + 1, value - 1, other(), handles, -1, value + 2**20]


def _near_tuple(stream: Stream, value: tuple[int, ...], other: Callable[[], int]) -> list[Any]:
    """Tuples near ``value``: one handle more, none, one fewer, the first repeated, one
    swapped for another handle."""
    options: list[Any] = [(*value, other()), ()]
    if value:
        i = stream.below(len(value))
        options += [value[:-1], (*value, value[0]), (*value[:i], other(), *value[i + 1 :])]
    return options


def _replace(action: Any, name: str, value: Any) -> Any | None:
    """``action`` with field ``name`` set to ``value`` (None if its class refuses to build it)."""
    try:
        return dataclasses.replace(action, **{name: value})
    except (TypeError, ValueError):
        return None


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
            options = _near_int(value, other, handles)
        elif isinstance(value, tuple) and all(type(v) is int for v in value):
            options = _near_tuple(stream, value, other)
        for option in options:
            if option != value:
                mutated = _replace(action, f.name, option)
                if mutated is not None:
                    out.append(mutated)
    stream.shuffle(out)
    return out


@dataclasses.dataclass(frozen=True, slots=True)
class Mutant:
    """An action near a legal one, and how it was made from it."""

    action: Any
    what: str
    """Which field changed and how (``die: float``, ``payment[0]: bool``), for a failure."""
    retyped: bool
    """A type changed somewhere (a float or bool for an int, a list for a tuple, a value wrapped
    in a container): never legal unless an action of the legal list is ``same`` as it."""


def _variants(stream: Stream, value: Any, other: Callable[[], int], handles: int,
              depth: int) -> list[tuple[Any, str, bool]]:  # fmt: skip
    """(new value, how, retyped) for one field's ``value``."""
    kind = type(value)
    out: list[tuple[Any, str, bool]] = []
    if kind is int:
        out += [(float(value), "float", True), (bool(value), "bool", True),
                (str(value), "str", True), (None, "None", True), ([value], "in a list", True),
                ((value,), "in a tuple", True)]  # fmt: skip
        near = [*_near_int(value, other, handles), -value, *HUGE]
        out += [(v, f"value {v}"[:30], False) for v in dict.fromkeys(near) if v != value]
    elif kind is tuple:
        out += [(list(value), "as a list", True), ((value,), "in a tuple", True),
                ([value], "in a list", True), ([], "an empty list", True),
                (frozenset(), "an empty frozenset", True), (None, "None", True)]  # fmt: skip
        with contextlib.suppress(TypeError):  # an unhashable element: no frozenset of them
            out.append((frozenset(value), "as a frozenset", True))
        if all(type(v) is int for v in value):
            near = _near_tuple(stream, value, other)
            out += [(v, f"{len(v)} handles near", False) for v in near if v != value]
            out.append((tuple(range(LONG)), f"{LONG} handles", False))
        if value and depth > 0:
            i = stream.below(len(value))
            for v, how, retyped in _variants(stream, value[i], other, handles, depth - 1):
                out.append(((*value[:i], v, *value[i + 1 :]), f"[{i}] {how}", retyped))
    elif kind is bool:
        out += [(int(value), "int", True), (str(value), "str", True), (None, "None", True)]
    elif kind is str:
        out += [(value.encode(), "bytes", True), (len(value), "int", True), (None, "None", True)]
    elif kind is float:
        out += [(int(value), "int", True), (None, "None", True)]
    elif value is None:
        out += [(0, "0", True), ("", "empty str", True)]
    elif dataclasses.is_dataclass(value) and depth > 0:
        for f in dataclasses.fields(value):
            inner = getattr(value, f.name)
            for v, how, retyped in _variants(stream, inner, other, handles, depth - 1):
                mutated = _replace(value, f.name, v)
                if mutated is not None:
                    out.append((mutated, f"{f.name}: {how}", retyped))
    return out


def mutants(stream: Stream, action: Any, handles: int) -> list[Mutant]:
    """The fuzzer's battery over ``action`` (a dataclass), in a stable order: for each field,
    its type changed (an int as a float, a bool, a str, None, or wrapped in a list or tuple; a
    tuple as a list or frozenset, wrapped, emptied, or one element retyped), its value changed
    (shifted by one, its sign, another handle, huge numbers, a tuple shortened, lengthened,
    repeated, or ``LONG`` handles long), nested values likewise down to ``DEPTH``; and the
    whole action as None, wrapped in a list or tuple, or its class. Some may still be legal.
    """

    def other() -> int:
        return stream.below(handles + 2) - 1  # a handle, or -1, or one past the last

    name = type(action).__name__
    out = [
        Mutant(None, "None", True),
        Mutant([action], "in a list", True),
        Mutant((action,), "in a tuple", True),
        Mutant(type(action), "its class", True),
    ]
    if not dataclasses.is_dataclass(action) or isinstance(action, type):
        return out
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        for v, how, retyped in _variants(stream, value, other, handles, DEPTH):
            mutated = _replace(action, f.name, v)
            if mutated is not None:
                out.append(Mutant(mutated, f"{name}.{f.name}: {how}", retyped))
    return out


def wire_mutants(data: dict[str, Any], names: tuple[str, ...]) -> list[tuple[object, str]]:
    """(data, how) near an encoded action ``data`` (``{"type": name, field: value}``): each
    field as another type (a float, a bool, a str, None, huge, a list for an int; a tuple, a
    map, nested lists or a non-handle element for a list), missing or one too many; the type
    another of ``names``, unknown or not a str; the whole as None, a list or a str."""
    out: list[tuple[object, str]] = [
        (None, "None"),
        ([data], "in a list"),
        (list(data.items()), "as pairs"),
        (str(data), "a str"),
    ]
    for name in (*names, "NoSuchAction", 1, None):
        if name != data.get("type"):
            out.append(({**data, "type": name}, f"type {name!r}"))
    out.append(({**data, "extra": 0}, "an extra field"))
    for key, value in data.items():
        if key == "type":
            continue
        out.append(({k: v for k, v in data.items() if k != key}, f"{key} missing"))
        options: list[tuple[object, str]] = [(None, "None"), (str(value), "str"),
                                             ({"value": value}, "a map")]  # fmt: skip
        if type(value) is int:
            options += [(float(value), "float"), (bool(value), "bool"), ([value], "a list")]
            options += [(v, f"{v}"[:24]) for v in HUGE]
        elif type(value) is list:
            options += [
                (tuple(value), "a tuple"),
                ([value], "nested"),
                ([], "empty"),
                ([*value, -1], "a negative handle"),
                ([*value, 1.0], "a float in it"),
                ([*value, True], "a bool in it"),
                ([*value, None], "None in it"),
                ([*value, 2**31], "a huge handle"),
                (list(range(LONG)), "too long"),
            ]
        for v, how in options:
            out.append(({**data, key: v}, f"{key}: {how}"))
    return out
