"""Frozen records built quickly: a frozen dataclass's ``__init__`` without ``object.__setattr__``.

The ``__init__`` that ``dataclasses`` writes for a frozen class sets each field through
``object.__setattr__`` (a global lookup, an attribute and a call per field): building an action
or a dealer step costs about twice what setting its slots directly does, and the core and its
bots build millions of them. ``fast_init`` replaces that ``__init__`` with one of the same
signature that calls each slot's descriptor; the class stays frozen (assignment still raises).
"""

from __future__ import annotations

import dataclasses
from typing import TypeVar

T = TypeVar("T")


def fast_init(cls: type[T]) -> type[T]:
    """Decorate a ``@dataclass(frozen=True, slots=True)`` class (placed above the dataclass one).

    Only for plain fields (plain defaults allowed) and no ``__post_init__``: anything else keeps
    the generated ``__init__`` (an assertion says so at import).
    """
    assert "__slots__" in cls.__dict__, f"{cls.__name__}: slots=True needed"
    assert not hasattr(cls, "__post_init__"), f"{cls.__name__}: has __post_init__"
    namespace: dict[str, object] = {}
    params, body = [], []
    for i, f in enumerate(dataclasses.fields(cls)):  # type: ignore[arg-type]
        assert f.init and not f.kw_only and f.default_factory is dataclasses.MISSING, f.name
        if f.default is dataclasses.MISSING:
            params.append(f.name)
        else:
            namespace[f"_default{i}"] = f.default
            params.append(f"{f.name}=_default{i}")
        namespace[f"_set{i}"] = cls.__dict__[f.name].__set__
        body.append(f"    _set{i}(self, {f.name})")
    source = f"def __init__(self, {', '.join(params)}):\n" + ("\n".join(body) or "    pass")
    exec(source, namespace)  # as dataclasses itself writes __init__
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"  # type: ignore[attr-defined]
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init  # type: ignore[misc]
    return cls
