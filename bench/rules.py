"""Benchmark the rules core against python-chess: actions per second vs plies per second.

    .venv/bin/python bench/rules.py [--seconds S] [--rounds N] [--json]

In one run it measures whole offline games (``core.play.play_game``: bots choose, the local
dealer deals, the core referees) for random-vs-random and strategic-vs-strategic bots at 2 and
4 players, and python-chess random playouts (a uniformly random legal move until the game is
over). An *action* is one seat's decision (dealer steps are part of its cost); a *ply* is one
chess move. The measurements are interleaved in rounds (chess, then each configuration, again)
and timed in process CPU time, so that a machine busy with other work skews both sides alike.

The aims: random playouts at least as many actions per second as python-chess makes plies
(``random_ratio`` >= 1), strategic bots at least 0.8 of it (``strategic_ratio`` >= 0.8).
``--json`` prints one object with ``random_actions_per_second``,
``strategic_actions_per_second``, ``chess_plies_per_second``, ``random_ratio``,
``strategic_ratio`` and the figures of every configuration.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

try:
    import chess  # the `test` extra installs it
except ImportError:  # pragma: no cover
    raise SystemExit("bench/rules.py needs python-chess: pip install -e '.[test]'") from None

from core.hypnose.bots import make_bot
from core.hypnose.game import HypnoseGame
from core.hypnose.state import Settings
from core.play import DEFAULT_TURN_CAP, play_game
from core.stream import Stream
from resources import load_catalog

CONFIGURATIONS = (("random", 2), ("random", 4), ("strategic", 2), ("strategic", 4))
clock = time.process_time  # CPU time of this process: other processes' load does not count


@dataclass
class Figures:
    """What one side measured: work done (actions or plies), games, CPU seconds."""

    work: int = 0
    games: int = 0
    seconds: float = 0.0
    turns: list[int] = field(default_factory=list)
    unfinished: int = 0

    @property
    def rate(self) -> float:
        return self.work / max(self.seconds, 1e-9)

    def as_json(self) -> dict[str, float]:
        return {
            "per_second": self.rate,
            "games": self.games,
            "seconds": self.seconds,
            "mean_turns": sum(self.turns) / len(self.turns) if self.turns else 0.0,
            "unfinished": self.unfinished,
        }


class Core:
    """Whole games of one configuration, seeded in sequence (reproducible)."""

    def __init__(self, bots: str, players: int, seed: int) -> None:
        self.bots, self.players, self.seed = bots, players, seed
        self.game = HypnoseGame(load_catalog())
        self.figures = Figures()

    def run(self, seconds: float) -> None:
        """Play whole games until ``seconds`` of CPU time are used (at least one game)."""
        f = self.figures
        began = clock()
        while True:
            game = f.games
            tag = f"{self.seed}/{self.bots}/{self.players}/{game}"
            agents = [make_bot(self.bots, f"{tag}/{seat}") for seat in range(self.players)]
            settings = Settings(players=self.players)
            result = play_game(self.game, settings, agents, tag, turn_cap=DEFAULT_TURN_CAP)
            f.games += 1
            f.work += result.actions
            f.turns.append(result.turns)
            f.unfinished += not result.finished
            if clock() - began >= seconds:
                break
        f.seconds += clock() - began


class Chess:
    """python-chess random playouts, drawing moves from the core's seeded stream."""

    def __init__(self, seed: int) -> None:
        self.stream = Stream(seed, "chess-bench")
        self.figures = Figures()

    def run(self, seconds: float) -> None:
        f, stream = self.figures, self.stream
        began = clock()
        while True:
            board = chess.Board()
            while not board.is_game_over():
                board.push(stream.choice(list(board.legal_moves)))
                f.work += 1
            f.games += 1
            if clock() - began >= seconds:
                break
        f.seconds += clock() - began


def measure(seconds: float, rounds: int, seed: int) -> dict[str, object]:
    chess_side = Chess(seed)
    cores = {f"{bots}-{players}p": Core(bots, players, seed) for bots, players in CONFIGURATIONS}
    for _ in range(rounds):
        chess_side.run(seconds)
        for core in cores.values():
            core.run(seconds / 2)  # four configurations: the core's two kinds get 2 slices each

    def pooled(bots: str) -> float:
        chosen = [c.figures for c in cores.values() if c.bots == bots]
        return sum(f.work for f in chosen) / max(sum(f.seconds for f in chosen), 1e-9)

    chess_rate = chess_side.figures.rate
    random_rate, strategic_rate = pooled("random"), pooled("strategic")
    return {
        "random_actions_per_second": random_rate,
        "strategic_actions_per_second": strategic_rate,
        "chess_plies_per_second": chess_rate,
        "random_ratio": random_rate / chess_rate,
        "strategic_ratio": strategic_rate / chess_rate,
        "configurations": {name: c.figures.as_json() for name, c in cores.items()},
        "chess": chess_side.figures.as_json(),
        "seconds_per_slice": seconds,
        "rounds": rounds,
        "clock": "process_time",
        "python": sys.version.split()[0],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--seconds", type=float, default=2.0, help="CPU seconds per slice of chess (default 2)"
    )
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (default 3)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    report = measure(args.seconds, args.rounds, args.seed)
    if args.json:
        print(json.dumps(report))
        return 0
    configurations = report["configurations"]
    assert isinstance(configurations, dict)
    print(f"{'configuration':<16}{'actions/s':>12}{'games':>8}{'mean turns':>12}{'unfinished':>12}")
    for name, f in configurations.items():
        print(
            f"{name:<16}{f['per_second']:>12.0f}{f['games']:>8}"
            f"{f['mean_turns']:>12.1f}{f['unfinished']:>12}"
        )
    chess_rate = report["chess_plies_per_second"]
    print(f"{'python-chess':<16}{chess_rate:>12.0f} plies/s (random playouts)")
    print(
        f"random:    {report['random_actions_per_second']:.0f} actions/s, "
        f"ratio {report['random_ratio']:.2f} (aim >= 1)"
    )
    print(
        f"strategic: {report['strategic_actions_per_second']:.0f} actions/s, "
        f"ratio {report['strategic_ratio']:.2f} (aim >= 0.8)"
    )
    print(f"(CPU time, {args.rounds} interleaved rounds, Python {report['python']})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
