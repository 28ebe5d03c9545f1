"""Curated package faces that load nothing until a name is used (PEP 562).

A package's ``__init__`` names what callers may import from it and where each name lives; the
module that defines a name is imported the first time the name is read. So ``import net`` or
``from net.dealer import FairDealer`` loads only what that name needs, and a package's own
modules may import one another without going round through a face that imports them all (the
import circles of an eager ``__init__``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def face(
    package: str, where: Mapping[str, str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]], list[str]]:
    """``__getattr__``, ``__dir__`` and ``__all__`` for ``package``, whose public names live in
    the modules ``where`` gives (name -> module)."""
    names = sorted(where)

    def __getattr__(name: str) -> Any:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        setattr(importlib.import_module(package), name, value)  # read once
        return value

    def __dir__() -> list[str]:
        return names

    return __getattr__, __dir__, names
