"""Benchmark the rules core: games and actions per second, 2 and 4 players, both bots.

    python bench/rules.py [--games N] [--json]

For comparison it also measures python-chess random playouts (plies per second) in the same
run, if the ``chess`` package is installed (``pip install chess``): the issue's aim is at least
as many actions per second as python-chess makes plies per second.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from client.simulate import simulate


def chess_plies_per_second(seconds: float) -> float | None:
    try:
        import chess
    except ImportError:
        return None
    from core.stream import Stream

    stream = Stream(1, "chess-bench")
    plies = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        board = chess.Board()
        while not board.is_game_over():
            board.push(stream.choice(list(board.legal_moves)))
            plies += 1
    return plies / (time.perf_counter() - began)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per configuration")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures: dict[str, dict[str, float]] = {}
    for players in (2, 4):
        for bots in ("random", "strategic"):
            summary = simulate(players, args.games, [bots], seed=2026).as_json()
            figures[f"{players}p-{bots}"] = {
                "games_per_second": summary["games_per_second"],
                "actions_per_second": summary["actions_per_second"],
                "mean_turns": summary["mean_turns"],
                "unfinished": summary["unfinished"],
            }
    chess = chess_plies_per_second(5.0)
    if args.json:
        print(json.dumps({"core": figures, "chess_plies_per_second": chess}))
        return 0
    print(
        f"{'configuration':<16}{'games/s':>10}{'actions/s':>12}{'mean turns':>12}{'unfinished':>12}"
    )
    for name, f in figures.items():
        print(
            f"{name:<16}{f['games_per_second']:>10.2f}{f['actions_per_second']:>12.0f}"
            f"{f['mean_turns']:>12.1f}{f['unfinished']:>12.0f}"
        )
    if chess is None:
        print("python-chess not installed: pip install chess to compare")
    else:
        print(f"python-chess random playout: {chess:.0f} plies/s (same machine, same run)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
