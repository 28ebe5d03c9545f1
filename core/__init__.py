"""The games: pure, deterministic state machines (standard library only).

The top level is what every game shares: the rules interface (``core.game``), the vocabulary
of what a game waits for and what a dealer answers (``core.vocabulary``), seats' knowledge and
views (``core.view``), the local dealer and its seeded stream, offline play (``core.play``), the
conformance harness and the registry of games (``core.games``). Each game is a package of its
own (``core.hypnose``), reached from outside only through its game object.
"""
