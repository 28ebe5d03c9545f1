"""Hypno Vision's bots: agents that see the public state, choose among the legal actions, and
take a human-like time per grab (``reaction``: ``slow``, ``normal``, ``fast``).

``random`` decides at its hand's pace, any legal action uniformly. ``strategic`` plans the
fewest cards that match the dice, grabs the most contested one first and calls Stop only when
exact. Each is registered at normal speed under its name and at the other speeds as
``NAME-slow`` and ``NAME-fast``, so a lobby, ``simulate --bots`` or ``selfplay`` can seat them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from core.hypnovision.bots.random_bot import RandomBot
from core.hypnovision.bots.reaction import DEFAULT_REACTION, REACTIONS, ReactionBot
from core.hypnovision.bots.strategic import StrategicBot
from core.hypnovision.cards import Card

Factory = Callable[[int | bytes | str], ReactionBot]


def make_bots(cards: Sequence[Card]) -> dict[str, Factory]:
    """Bot factories by name: ``random`` and ``strategic`` at normal speed, and both with
    ``-slow`` and ``-fast``."""
    bots: dict[str, Factory] = {}
    for reaction in REACTIONS:
        suffix = "" if reaction == DEFAULT_REACTION else f"-{reaction}"

        def random_bot(seed: int | bytes | str, reaction: str = reaction) -> ReactionBot:
            return RandomBot(seed, reaction)

        def strategic_bot(seed: int | bytes | str, reaction: str = reaction) -> ReactionBot:
            return StrategicBot(cards, seed, reaction)

        bots[f"random{suffix}"] = random_bot
        bots[f"strategic{suffix}"] = strategic_bot
    return bots


__all__ = ["REACTIONS", "RandomBot", "ReactionBot", "StrategicBot", "make_bots"]
