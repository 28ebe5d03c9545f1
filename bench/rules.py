"""Benchmark the rules core against python-chess: actions per second vs plies per second.

    .venv/bin/python bench/rules.py [--seconds S] [--rounds N] [--json]

In one run it measures whole offline games (``core.play.play_game``: bots choose, the local
dealer deals, the core referees) for random-vs-random and strategic-vs-strategic bots at 2 and
4 players, and python-chess random playouts (a uniformly random legal move until the game is
over). An *action* is one seat's decision (dealer steps are part of its cost); a *ply* is one
chess move. The measurements are interleaved in rounds (chess, then each configuration, again)
and timed in process CPU time, so that a machine busy with other work skews both sides alike.

Each round gives its own figures, and every figure printed is the median over the rounds: a
round slowed by other work on a shared machine moves the median little, where it would move
a total. Every configuration plays one warm-up game first (memos, first imports), untimed.

The aims: random playouts at least as many actions per second as python-chess makes plies
(``random_ratio`` >= 1), strategic bots at least 0.8 of it (``strategic_ratio`` >= 0.8).
``--json`` prints one object with ``random_actions_per_second``,
``strategic_actions_per_second``, ``chess_plies_per_second``, ``random_ratio``,
``strategic_ratio`` (medians over the rounds; a kind's rate in a round pools its 2- and
4-player games), ``ratio_range`` (the lowest and highest round's ratios), and the figures of
every configuration.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from statistics import median

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
        self._play(f"{seed}/{bots}/{players}/warm-up")  # untimed: memos, first imports

    def _play(self, tag: str) -> tuple[int, int, bool]:
        agents = [make_bot(self.bots, f"{tag}/{seat}") for seat in range(self.players)]
        settings = Settings(players=self.players)
        result = play_game(self.game, settings, agents, tag, turn_cap=DEFAULT_TURN_CAP)
        return result.actions, result.turns, result.finished

    def run(self, seconds: float) -> tuple[int, float]:
        """Play whole games until ``seconds`` of CPU time are used (at least one game); return
        this slice's (actions, CPU seconds)."""
        f = self.figures
        began = clock()
        work = 0
        while True:
            actions, turns, finished = self._play(
                f"{self.seed}/{self.bots}/{self.players}/{f.games}"
            )
            f.games += 1
            work += actions
            f.turns.append(turns)
            f.unfinished += not finished
            if clock() - began >= seconds:
                break
        spent = clock() - began
        f.work += work
        f.seconds += spent
        return work, spent


class Chess:
    """python-chess random playouts, drawing moves from the core's seeded stream."""

    def __init__(self, seed: int) -> None:
        self.stream = Stream(seed, "chess-bench")
        self.figures = Figures()

    def run(self, seconds: float) -> tuple[int, float]:
        f, stream = self.figures, self.stream
        began = clock()
        work = 0
        while True:
            board = chess.Board()
            while not board.is_game_over():
                board.push(stream.choice(list(board.legal_moves)))
                work += 1
            f.games += 1
            if clock() - began >= seconds:
                break
        spent = clock() - began
        f.work += work
        f.seconds += spent
        return work, spent


def measure(seconds: float, rounds: int, seed: int) -> dict[str, object]:
    chess_side = Chess(seed)
    cores = {f"{bots}-{players}p": Core(bots, players, seed) for bots, players in CONFIGURATIONS}
    kinds = ("random", "strategic")
    rates: dict[str, list[float]] = {"chess": [], **{kind: [] for kind in kinds}}
    ratios: dict[str, list[float]] = {kind: [] for kind in kinds}
    for _ in range(rounds):
        plies, spent = chess_side.run(seconds)
        chess_rate = plies / max(spent, 1e-9)
        rates["chess"].append(chess_rate)
        slices = {name: core.run(seconds / 2) for name, core in cores.items()}
        for kind in kinds:  # the kind's 2- and 4-player games of this round, pooled
            mine = [slices[name] for name, core in cores.items() if core.bots == kind]
            rate = sum(w for w, _ in mine) / max(sum(t for _, t in mine), 1e-9)
            rates[kind].append(rate)
            ratios[kind].append(rate / chess_rate)

    return {
        "random_actions_per_second": median(rates["random"]),
        "strategic_actions_per_second": median(rates["strategic"]),
        "chess_plies_per_second": median(rates["chess"]),
        "random_ratio": median(ratios["random"]),
        "strategic_ratio": median(ratios["strategic"]),
        "ratio_range": {kind: [min(ratios[kind]), max(ratios[kind])] for kind in kinds},
        "configurations": {name: c.figures.as_json() for name, c in cores.items()},
        "chess": chess_side.figures.as_json(),
        "seconds_per_slice": seconds,
        "rounds": rounds,
        "statistic": "median over rounds",
        "clock": "process_time",
        "python": sys.version.split()[0],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--seconds", type=float, default=1.0, help="CPU seconds per slice of chess (default 1)"
    )
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds (default 7)")
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
    spread = report["ratio_range"]
    assert isinstance(spread, dict)
    print(
        f"(CPU time, medians of {args.rounds} interleaved rounds; round ratios: random "
        f"{spread['random'][0]:.2f}-{spread['random'][1]:.2f}, strategic "
        f"{spread['strategic'][0]:.2f}-{spread['strategic'][1]:.2f}; Python {report['python']})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
