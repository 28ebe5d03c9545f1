"""Hypnosia's bots: agents that see only the public state and choose among the legal actions.

``random`` picks a legal action uniformly (a baseline and a fuzzer of the rules). ``strategic``
looks at every way to play the turn's dice and scores where they leave the pawns: points,
progress towards the gates, the chance of being captured before its next turn (a stack fears
only stacks), the chance to capture; it ends the game only when it wins by doing so. It draws
no randomness at all, so every peer computes the same move for a seat that timed out.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from core.hypnosia.board import Board
from core.hypnosia.bots.random_bot import RandomBot
from core.hypnosia.bots.strategic import StrategicBot
from core.hypnosia.bots.tactics import Tactics

Factory = Callable[[int | bytes | str], RandomBot | StrategicBot]


def make_bots(board: Board) -> dict[str, Factory]:
    """Bot factories by name for ``board`` (the strategic bot's tables are built once, when
    the first one is made, and shared)."""
    tables = cache(lambda: Tactics(board))
    return {"random": RandomBot, "strategic": lambda seed: StrategicBot(tables(), seed)}


__all__ = ["RandomBot", "StrategicBot", "Tactics", "make_bots"]
