"""Hypnose, the deck-building duel for 2-4 players: its rules, catalog loader and bots.

Reached from outside ``core`` only through its game object (``core.hypnose.game``).
"""
