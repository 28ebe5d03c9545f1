"""Type-strict sameness of actions: the one definition of "this is that legal action".

Python's ``==`` says ``True == 1 == 1.0`` and ``(1,) == (True,)``, and a frozen dataclass
compares its fields with ``==``: a legality test by equality takes ``Move(1.0, ...)`` or
``Move(True, ...)`` for ``Move(1, ...)``, and then the rules run on a float or a bool they were
never written for (a ``TypeError`` deep inside, or a state that hashes differently on another
peer). Legality is membership (``core.game.Legal``), and membership is decided here, type-strict
all the way down: a bool is not an int, a float is not an int, a list is not a tuple, and the
elements of tuples, lists, sets and dataclass fields are compared the same way.

``ActionList`` (``core.game``) and every rules core that tests an action against its list of
legal actions use ``strict_in``; the conformance harness (``core.conformance``) uses ``same`` as
its oracle when it fuzzes every game with mutated actions, so a game that decides legality some
other way (by rule, or by kinds of cards) is held to this same definition.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from functools import cache
from typing import Any

_ATOMS = frozenset({int, bool, float, complex, str, bytes, type(None)})
"""Types compared by ``==`` once their types are the same (nothing inside to recurse into)."""


@cache
def _compared(kind: type) -> tuple[str, ...] | None:
    """The names of the fields ``==`` compares on a dataclass type (None: not a dataclass)."""
    if not dataclasses.is_dataclass(kind):
        return None
    return tuple(f.name for f in dataclasses.fields(kind) if f.compare)


def same(a: object, b: object) -> bool:
    """Whether ``a`` and ``b`` are equal with the same types at every level.

    Tuples and lists compare element by element, sets and frozensets element for element (each
    of ``a``'s has a same one in ``b``, sizes equal), dicts key for key, dataclasses field by
    compared field; enum members by identity; anything else by ``==`` once the types match.
    """
    if a is b:
        return True
    kind = type(a)
    if kind is not type(b):
        return False
    if kind in _ATOMS:
        return a == b
    if kind is tuple or kind is list:
        return len(a) == len(b) and all(map(same, a, b))  # type: ignore[arg-type]
    if kind is frozenset or kind is set:
        return len(a) == len(b) and all(any(same(x, y) for y in b) for x in a)  # type: ignore[attr-defined]
    if kind is dict:
        if len(a) != len(b):  # type: ignore[arg-type]
            return False
        for key, value in a.items():  # type: ignore[attr-defined]
            match = next((k for k in b if same(k, key)), _MISSING)  # type: ignore[attr-defined]
            if match is _MISSING or not same(value, b[match]):  # type: ignore[index]
                return False
        return True
    names = _compared(kind)
    if names is not None:
        return all(same(getattr(a, n), getattr(b, n)) for n in names)
    return bool(a == b)  # enum members are singletons (``a is b`` above); other values by ==


_MISSING = object()


def strict_in(action: object, actions: Iterable[Any]) -> bool:
    """Whether ``action`` is one of ``actions``, type-strict (``same``).

    Cheap where it matters: an action taken from the list itself is found by identity, and
    ``same`` runs only on a candidate that already has the action's type and is ``==`` to it.
    """
    kind = type(action)
    for candidate in actions:
        if candidate is action:
            return True
        if type(candidate) is kind and candidate == action and same(candidate, action):
            return True
    return False
