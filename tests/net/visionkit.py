"""What the Hypno Vision slot tests share: the game, its settings, a virtual clock."""

from __future__ import annotations

from typing import Any

from core import games

GAME: Any = games.get("hypnovision")


def settings(players: int, **values: Any) -> Any:
    return GAME.settings({"players": players, **values})


class VirtualTime:
    """A clock that stands still until a test moves it (``sleep`` moves it)."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t

    def sleep(self, seconds: float) -> None:
        self.t += max(0.0, seconds)
