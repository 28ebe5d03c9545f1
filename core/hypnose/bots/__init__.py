"""Bots: agents that see only their own seat's view and choose among the legal actions.

``random`` picks a random legal action (first a kind of action, then one of that kind, so that
the many ways to pay or to refresh do not drown out the duel; Refresh and Bank only as last
resorts and Pass as likely as any single other action, so that its games end): a baseline
opponent, a fuzzer of the rules and cheap playouts. ``strategic`` keeps track of what
every seat owns from public information (purchases, removals, cards changing hands), estimates an
opponent's defense or attack from its hand size and the cards it may hold, attacks whenever the
attack is more likely to win than to lose, defends when that is worth the cards it costs (a
defender keeps no cards for its own next attack), buys the strongest cards it can afford without
diluting its deck, and plays Experts (through ``core.duel.outcome``) and card actions where they
help. Bots draw any randomness from a seeded stream, so a game is reproducible from its seed.

The three strengths a player chooses from: ``easy`` (the strategic bot with deliberate
mistakes, ``easy.py``), ``normal`` (the strategic bot) and ``strong`` (a search that looks ahead
through the core in worlds dealt from what its seat has seen, ``search.py``). ``strategic`` is
the strategic bot's own name, kept for the tools and tables that use it.
"""

from __future__ import annotations

from collections.abc import Callable

from core.game import Agent
from core.hypnose.bots.easy import EasyBot
from core.hypnose.bots.random_bot import RandomBot
from core.hypnose.bots.search import (
    DEFAULT_PLAYOUTS,
    DEFAULT_PLAYOUTS_BY_PLAYERS,
    StrongBot,
    default_playouts,
    default_playouts_in_words,
)
from core.hypnose.bots.strategic import StrategicBot

BOTS: dict[str, Callable[[int | bytes | str], Agent]] = {
    "easy": EasyBot,
    "normal": StrategicBot,
    "strong": StrongBot,
    "random": RandomBot,
    "strategic": StrategicBot,
}
"""Bot factories by name: the three strengths first (the order a window offers them), then
the baseline and the strategic bot's own name."""
STRENGTHS = ("easy", "normal", "strong")


def make_bot(name: str, seed: int | bytes | str) -> Agent:
    """A bot by name (``easy``, ``normal``, ``strong``, ``random``, ``strategic``); ValueError
    names the known ones."""
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; known: {', '.join(sorted(BOTS))}") from None


__all__ = [
    "BOTS",
    "DEFAULT_PLAYOUTS",
    "DEFAULT_PLAYOUTS_BY_PLAYERS",
    "STRENGTHS",
    "EasyBot",
    "RandomBot",
    "StrategicBot",
    "StrongBot",
    "default_playouts",
    "default_playouts_in_words",
    "make_bot",
]
