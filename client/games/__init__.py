"""The window's game views, one package per game, and their registry by name.

Each game registers a factory here, beside its own code (as OpenSpiel registers each game next
to it); the factory imports the game's view only when the window first asks for it, so the
window's kit (``client.kit``) imports no game and a game's view loads only when it is played.
"""

from __future__ import annotations

from collections.abc import Callable

from client.kit.gameui import GameUI


def _hypnose() -> GameUI:
    from client.games.hypnose.ui import HypnoseUI

    return HypnoseUI()


def _hypnosia() -> GameUI:
    from client.games.hypnosia.ui import HypnosiaUI

    return HypnosiaUI()


def _hypnovision() -> GameUI:
    from client.games.hypnovision.ui import HypnoVisionUI

    return HypnoVisionUI()


VIEWS: dict[str, Callable[[], GameUI]] = {
    "hypnose": _hypnose,
    "hypnosia": _hypnosia,
    "hypnovision": _hypnovision,
}
"""Game UIs by game name (as ``core.games.REGISTRY``); a new game registers its factory here."""

_made: dict[str, GameUI] = {}


def playable(games: list[str]) -> list[str]:
    """Of the core's ``games``, those the window has a view for (a game whose rules exist but
    whose view does not yet is simulated and played headless, not offered here)."""
    return [name for name in games if name in VIEWS]


def game_ui(name: str) -> GameUI:
    """The UI of game ``name`` (made once); KeyError names the games that have one."""
    if name not in _made:
        try:
            factory = VIEWS[name]
        except KeyError:
            raise KeyError(f"no window for game {name!r}; known: {', '.join(VIEWS)}") from None
        _made[name] = factory()
    return _made[name]
