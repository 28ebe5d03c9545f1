"""Fit the strong bot's evaluation (``core/hypnose/bots/evaluation.py``) to self-play games.

    python tools/tune_evaluation.py [--games 1500] [--workers 2] [--seed 0] [--update]

Plays games between ``strategic`` bots (``--games`` at 2 players, half as many at 3 and a third
as many at 4), records at the start of every turn each seat's ``features`` (every card's face
read from the local dealer, as the search's leaves have them) and who won in the end, and fits
the weights of the conditional logit P(seat wins) = softmax(weights . features) by Newton's
method with a little L2 regularization. Prints the weights, the log-likelihood per position and
how often the favourite won, for the fitted weights and the current ones; ``--update`` writes
the fitted weights into ``evaluation.py``. Needs numpy (the ``tools`` extra).
"""

from __future__ import annotations

import argparse
import re
import sys
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

try:
    import numpy as np
except ImportError:  # pragma: no cover
    raise SystemExit("tools/tune_evaluation.py needs numpy: pip install -e '.[tools]'") from None

from core.hypnose.bots import make_bot
from core.hypnose.bots.evaluation import FEATURES, RESISTANCE_LEVELS, WEIGHTS, features
from core.hypnose.game import HypnoseGame
from core.hypnose.state import Settings
from core.play import Step, Table, play_game
from resources import load_catalog

SOURCE = Path(__file__).resolve().parent.parent / "core" / "hypnose" / "bots" / "evaluation.py"
Position = tuple[list[list[float]], int]  # the alive seats' features, the winner's row in them


def positions_of(task: tuple[int, int, int]) -> list[Position]:
    """Every turn start of one game: the features of the seats still in, and who won."""
    seed, players, index = task
    game = HypnoseGame(load_catalog())
    tag = f"tune/{seed}/{players}/{index}"
    agents = [make_bot("strategic", f"{tag}/{s}") for s in range(players)]
    seen: list[tuple[list[list[float]], list[int]]] = []
    last = [-1]

    def observe(table: Table, entry: Step) -> None:
        state = table.state
        if state.turn == last[0] or not state.tasks:
            return
        last[0] = state.turn
        alive = list(state.alive_seats())
        truth = table.dealer.truth
        seen.append(([features(state, truth, s, state.active) for s in alive], alive))

    result = play_game(game, Settings(players=players), agents, tag, observe=observe)
    if not result.finished or result.winner is None:
        return []
    return [(rows, alive.index(result.winner)) for rows, alive in seen if result.winner in alive]


def fit(data: list[Position], l2: float, rounds: int = 25) -> np.ndarray:
    """Newton's method on the conditional logit's log-likelihood (concave)."""
    dims = len(FEATURES)
    weights = np.zeros(dims)
    groups = [(np.array(rows), winner) for rows, winner in data]
    for _ in range(rounds):
        gradient = -l2 * weights
        hessian = -l2 * np.eye(dims)
        for x, winner in groups:
            u = x @ weights
            p = np.exp(u - u.max())
            p /= p.sum()
            mean = p @ x
            gradient += x[winner] - mean
            hessian -= (x * p[:, None]).T @ x - np.outer(mean, mean)
        step = np.linalg.solve(hessian, gradient)
        weights -= step
        if np.abs(step).max() < 1e-6:
            break
    weights[:RESISTANCE_LEVELS] -= weights[RESISTANCE_LEVELS - 1]  # resistance 12 scores 0
    return weights


def quality(data: list[Position], weights: np.ndarray) -> tuple[float, float]:
    """(mean log-likelihood per position, share of positions whose favourite won)."""
    total = hits = 0.0
    for rows, winner in data:
        u = np.array(rows) @ weights
        p = np.exp(u - u.max())
        p /= p.sum()
        total += float(np.log(max(p[winner], 1e-12)))
        hits += float(int(np.argmax(p)) == winner)
    return total / len(data), hits / len(data)


def update_source(weights: np.ndarray) -> None:
    text = SOURCE.read_text(encoding="utf-8")
    values = [f"{w:.4f}" for w in weights]
    lines = ["    " + ", ".join(values[i : i + 6]) + "," for i in range(0, len(values), 6)]
    block = "WEIGHTS: tuple[float, ...] = (\n" + "\n".join(lines) + "\n)\n"
    text = re.sub(
        r"(# weights:begin\n).*?(# weights:end)", lambda m: m[1] + block + m[2], text, flags=re.S
    )
    SOURCE.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1500, help="2-player games (default 1500)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--l2", type=float, default=1.0, help="L2 regularization (default 1)")
    parser.add_argument("--update", action="store_true", help="rewrite WEIGHTS in the source")
    args = parser.parse_args(argv)
    counts = {2: args.games, 3: args.games // 2, 4: args.games // 3}
    tasks = [(args.seed, p, i) for p, n in counts.items() for i in range(n)]
    data: list[Position] = []
    with get_context("fork").Pool(args.workers) as pool:
        for found in pool.imap(positions_of, tasks, chunksize=8):
            data.extend(found)
    # the last tenth of the games' positions is kept apart to check the fit
    cut = len(data) * 9 // 10
    train, test = data[:cut], data[cut:]
    weights = fit(train, args.l2)
    for name, w in zip(FEATURES, weights, strict=True):
        print(f"{name:<20} {w:+.4f}")
    for label, ws in (("fitted", weights), ("current", np.array(WEIGHTS))):
        loglik, hits = quality(test, ws)
        print(f"{label}: held-out log-likelihood {loglik:.4f}, favourite won {100 * hits:.1f}%")
    print(f"{len(train)} positions fitted, {len(test)} held out")
    if args.update:
        update_source(weights)
        print(f"wrote {SOURCE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
