"""The game registry: every game the platform hosts, by name.

A game's data (Hypnose's card catalog, Hypnosia's board, Hypno Vision's cards) is read once,
through ``resources``, the first time the game is asked for; the rules themselves never touch a
file.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from core.game import Game


def _hypnose() -> Game:
    from core.hypnose.game import HypnoseGame
    from resources import load_catalog

    return HypnoseGame(load_catalog())


def _hypnosia() -> Game:
    from core.hypnosia.game import HypnosiaGame
    from resources import load_board

    return HypnosiaGame(load_board())


def _hypnovision() -> Game:
    from core.hypnovision.game import HypnoVisionGame
    from resources import load_vision_cards

    return HypnoVisionGame(load_vision_cards())


REGISTRY: dict[str, Callable[[], Game]] = {
    "hypnose": _hypnose,
    "hypnosia": _hypnosia,
    "hypnovision": _hypnovision,
}
"""Game factories by name; a new game registers here."""


def names() -> tuple[str, ...]:
    """The registered games' names, sorted."""
    return tuple(sorted(REGISTRY))


@cache
def get(name: str) -> Game:
    """The game called ``name``; KeyError names the known ones."""
    try:
        factory = REGISTRY[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(names())}") from None
    return factory()
