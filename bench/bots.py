"""Benchmark the bot strengths: decisions per second for each, playouts per second for ``strong``.

    .venv/bin/python bench/bots.py [--games N] [--players K] [--playouts P] [--seed S] [--json]

Each strength (``easy``, ``normal``, ``strong``, and ``random`` for scale) plays ``--games``
games against ``normal`` bots (one at 2 players, two or three with ``--players 3`` or ``4``: a
search then plays every other seat forward to the bot's next turn, so a searched decision costs
more), the bot's seat rotating, and only its own decisions are timed, in
process CPU time (a machine busy with other work slows the figures less than wall time would).
A *decision* is one call of the bot's ``choose``; for ``strong`` also the decisions it searched
(the others follow the strategic bot), its playouts (one choice played forward in one dealt
world to the bot's next turn), and the CPU seconds of a searched decision and of a decision on
average, at the default budget unless ``--playouts`` says otherwise.

``--json`` prints one object: per strength ``decisions``, ``seconds``,
``decisions_per_second``; for ``strong`` also ``playouts``, ``searched``,
``playouts_per_second``, ``seconds_per_searched_decision``, ``seconds_per_decision``,
``broken_playouts`` and ``playouts_per_decision`` (its budget).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.game import bot_factory
from core.hypnose.bots import (
    STRENGTHS,
    StrongBot,
    default_playouts,
    default_playouts_in_words,
    make_bot,
)
from core.hypnose.game import HypnoseGame
from core.hypnose.state import Settings
from core.play import play_game
from resources import load_catalog

GAME = HypnoseGame(load_catalog())


class Timed:
    """Wraps a bot and adds up the CPU time of its decisions."""

    def __init__(self, bot: object) -> None:
        self.bot = bot
        self.name = bot.name  # type: ignore[attr-defined]
        self.decisions = 0
        self.seconds = 0.0

    def choose(self, view, legal):  # type: ignore[no-untyped-def]
        began = time.process_time()
        action = self.bot.choose(view, legal)  # type: ignore[attr-defined]
        self.seconds += time.process_time() - began
        self.decisions += 1
        return action


def measure(
    name: str, games: int, playouts: int | None, seed: int, players: int = 2
) -> dict[str, float]:
    """``games`` games of ``name`` against ``normal`` bots at ``players`` seats; the figures
    of ``name``'s decisions."""
    factory = bot_factory(GAME, name, playouts)
    decisions = searched = played = broken = 0
    seconds = 0.0
    for number in range(games):
        bot = Timed(factory(f"bench/{seed}/{number}"))
        label = f"bench/{seed}/{number}" if players == 2 else f"bench/{seed}/{players}p/{number}"
        others = [
            make_bot("normal", f"{label}/other" + (str(i) if i else "")) for i in range(players - 1)
        ]
        at = number % players
        seats: list[object] = [*others[:at], bot, *others[at:]]
        play_game(GAME, Settings(players=players), seats, label)  # type: ignore[arg-type]
        decisions += bot.decisions
        seconds += bot.seconds
        if isinstance(bot.bot, StrongBot):
            searched += bot.bot.searched
            played += bot.bot.played
            broken += bot.bot.broken
    out: dict[str, float] = {
        "decisions": decisions,
        "seconds": seconds,
        "decisions_per_second": decisions / max(seconds, 1e-9),
    }
    if name == "strong":
        out.update(
            playouts_per_decision=playouts if playouts is not None else default_playouts(players),
            searched=searched,
            playouts=played,
            broken_playouts=broken,
            playouts_per_second=played / max(seconds, 1e-9),
            seconds_per_searched_decision=seconds / max(searched, 1),
            seconds_per_decision=seconds / max(decisions, 1),
        )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games per strength (default 4)")
    parser.add_argument("--playouts", type=int, default=None,
                        help=f"strong budget (default {default_playouts_in_words()})")  # fmt: skip
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4),
                        help="seats at each game: the bot and normal bots (default 2)")  # fmt: skip
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    report = {
        name: measure(name, args.games, args.playouts, args.seed, args.players)
        for name in (*STRENGTHS, "random")
    }
    if args.json:
        print(json.dumps(report))
        return 0
    for name, figures in report.items():
        rate, count = figures["decisions_per_second"], figures["decisions"]
        print(f"{name:<8} {rate:10.1f} decisions/s ({count:.0f} decisions, "
              f"{figures['seconds']:.2f} s CPU)")  # fmt: skip
    strong = report["strong"]
    print(f"strong: {strong['playouts_per_second']:.0f} playouts/s at "
          f"{strong['playouts_per_decision']:.0f} per searched decision; "
          f"{strong['seconds_per_searched_decision']:.3f} s per searched decision "
          f"({strong['searched']:.0f} of {strong['decisions']:.0f}), "
          f"{strong['seconds_per_decision']:.3f} s per decision on average, "
          f"{strong['broken_playouts']:.0f} playouts cut short")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
