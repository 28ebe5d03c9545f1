"""A game's rules loaded when first used, not when its game object is made.

A window's start screen shows a game's settings, bots and cards: it makes the game object, but
plays nothing yet. Loading the rules engine and the bots with it cost the offline window about
a fifth of its time to first paint. A game class names its rule functions with ``Rule`` and its
bots with ``Bots``: the module is imported the first time one is used, and a rule is then set on
the class as a plain static method, so the hot path of a game (every playout of a searching bot)
pays nothing once it is bound.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from typing import Any


def _load(path: str) -> Any:
    """The object ``"package.module:name"`` names."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


class Rule:
    """A class attribute that is a function of another module (``"core.x.engine:pending"``):
    imported on first use, then bound on the class as a static method."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, instance: object, owner: type | None = None) -> Callable[..., Any]:
        function = _load(self.path)
        target = owner if owner is not None else type(instance)
        setattr(target, self.name, staticmethod(function))
        return function


class Bots(Mapping[str, Callable[[int | bytes | str], Any]]):
    """A game's bot factories by name, the names known at once (a form lists them) and the
    factories loaded from ``path`` (a module's ``{name: factory}``) when one is first asked."""

    def __init__(
        self, names: tuple[str, ...], path: str, aliases: Mapping[str, str] | None = None
    ) -> None:
        self.names = names
        self.path = path
        self.aliases = dict(aliases or {})
        """Second names of a bot (name -> the name a form offers it by), known at once."""
        self._factories: Mapping[str, Callable[[int | bytes | str], Any]] | None = None

    def _loaded(self) -> Mapping[str, Callable[[int | bytes | str], Any]]:
        if self._factories is None:
            factories = _load(self.path)
            if tuple(factories) != self.names or any(
                factories[alias] is not factories[name] for alias, name in self.aliases.items()
            ):
                raise RuntimeError(f"{self.path} does not hold the bots {self.names} named here")
            self._factories = factories
        return self._factories

    def __getitem__(self, name: str) -> Callable[[int | bytes | str], Any]:
        if name not in self.names:
            raise KeyError(name)
        return self._loaded()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self.names)

    def __len__(self) -> int:
        return len(self.names)

    def __contains__(self, name: object) -> bool:
        return name in self.names
