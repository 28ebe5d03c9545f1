"""``hypnose simulate``: many offline games between bots, with figures (no Qt, no network)."""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass, field

from core.hypnose.bots import BOTS, make_bot
from core.hypnose.game import HypnoseGame
from core.hypnose.state import START_RESISTANCE, Settings
from core.play import DEFAULT_TURN_CAP, GameResult, play_game
from resources import load_catalog


@dataclass
class Summary:
    """What ``simulate`` reports; ``as_json`` keeps the key names other tools rely on."""

    players: int
    bots: list[str]
    games: int = 0
    wins_by_seat: list[int] = field(default_factory=list)
    wins_by_bot: dict[str, int] = field(default_factory=dict)
    turns: list[int] = field(default_factory=list)
    actions: int = 0
    unfinished: int = 0
    seconds: float = 0.0

    def add(self, result: GameResult, seating: list[str]) -> None:
        self.games += 1
        self.actions += result.actions
        self.turns.append(result.turns)
        if not result.finished or result.winner is None:
            self.unfinished += 1
            return
        self.wins_by_seat[result.winner] += 1
        name = seating[result.winner]
        self.wins_by_bot[name] = self.wins_by_bot.get(name, 0) + 1

    def as_json(self) -> dict[str, object]:
        seconds = max(self.seconds, 1e-9)
        return {
            "games": self.games,
            "wins_by_seat": list(self.wins_by_seat),
            "wins_by_bot": dict(sorted(self.wins_by_bot.items())),
            "mean_turns": sum(self.turns) / len(self.turns) if self.turns else 0.0,
            "max_turns": max(self.turns, default=0),
            "actions": self.actions,
            "actions_per_second": self.actions / seconds,
            "games_per_second": self.games / seconds,
            "unfinished": self.unfinished,
        }


def seating_for(game: int, bots: list[str], players: int) -> list[str]:
    """Bots in the given order, rotated every game so each plays each seat equally."""
    return [bots[(seat + game) % len(bots)] for seat in range(players)]


def simulate(
    players: int,
    games: int,
    bots: list[str],
    seed: int,
    *,
    start_resistance: int = 12,
    turn_cap: int = DEFAULT_TURN_CAP,
) -> Summary:
    rules = HypnoseGame(load_catalog())
    settings = Settings(players=players, start_resistance=start_resistance)
    summary = Summary(players, bots, wins_by_seat=[0] * players)
    for bot in bots:
        summary.wins_by_bot.setdefault(bot, 0)
    began = time.perf_counter()
    for game in range(games):
        seating = seating_for(game, bots, players)
        agents = [make_bot(name, f"{seed}/{game}/{seat}") for seat, name in enumerate(seating)]
        result = play_game(rules, settings, agents, f"{seed}/{game}", turn_cap=turn_cap)
        summary.add(result, seating)
    summary.seconds = time.perf_counter() - began
    return summary


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument(
        "--bots",
        default="strategic,random",
        help=f"comma-separated bot names, seated in order and rotated ({', '.join(BOTS)})",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--resistance", type=int, default=12, choices=START_RESISTANCE)
    parser.add_argument("--turn-cap", type=int, default=DEFAULT_TURN_CAP)
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    unknown = [b for b in bots if b not in BOTS]
    if not bots or unknown:
        raise SystemExit(f"hypnose simulate: unknown bot(s) {unknown}; known: {', '.join(BOTS)}")
    if args.games < 1:
        raise SystemExit("hypnose simulate: --games must be at least 1")
    summary = simulate(
        args.players,
        args.games,
        bots,
        args.seed,
        start_resistance=args.resistance,
        turn_cap=args.turn_cap,
    )
    report = summary.as_json()
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"games:              {report['games']} ({args.players} players, bots {','.join(bots)})")
    seats = ", ".join(f"seat {s}: {n}" for s, n in enumerate(summary.wins_by_seat))
    print(f"wins by seat:       {seats}")
    by_bot = ", ".join(f"{b}: {n}" for b, n in sorted(summary.wins_by_bot.items()))
    print(f"wins by bot:        {by_bot}")
    print(f"turns:              mean {report['mean_turns']:.1f}, max {report['max_turns']}")
    print(f"unfinished:         {report['unfinished']} (past {args.turn_cap} turns)")
    print(f"games per second:   {report['games_per_second']:.2f}")
    print(f"actions per second: {report['actions_per_second']:.0f} ({report['actions']} actions)")
    return 0
