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
"""

from __future__ import annotations

from collections.abc import Callable

from core.hypnose.bots.random_bot import RandomBot
from core.hypnose.bots.strategic import StrategicBot

BOTS: dict[str, Callable[[int | bytes | str], RandomBot | StrategicBot]] = {
    "random": RandomBot,
    "strategic": StrategicBot,
}


def make_bot(name: str, seed: int | bytes | str) -> RandomBot | StrategicBot:
    """A bot by name (``random``, ``strategic``); ValueError names the known ones."""
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; known: {', '.join(sorted(BOTS))}") from None


__all__ = ["BOTS", "RandomBot", "StrategicBot", "make_bot"]
