"""``hypnose simulate``: many offline games between bots, with figures (no Qt, no network)."""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass, field

from client.cli.arguments import UsageError, int_between
from core import games as registry
from core.game import Game, SettingsError, bot_factory, searches
from core.play import DEFAULT_TURN_CAP, GameResult, play_game


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
    shared: int = 0
    """Finished games whose first place several seats share (a tie the game's rules leave
    standing, as Hypnosia's H18 does): counted in neither the wins nor ``unfinished``."""
    seconds: float = 0.0

    def add(self, result: GameResult, seating: list[str]) -> None:
        self.games += 1
        self.actions += result.actions
        self.turns.append(result.turns)
        if not result.finished:
            self.unfinished += 1
            return
        if result.winner is None:
            self.shared += 1
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
    game: Game | None = None,
    settings: dict[str, object] | None = None,
    playouts: int | None = None,
) -> Summary:
    """Play ``games`` games of ``game`` (Hypnose by default) between the named bots.

    ``settings`` are the game's table settings besides ``players``; for Hypnose,
    ``start_resistance`` is the shortcut the command line's ``--resistance`` sets.
    ``playouts`` is the budget of the bots that search (``strong``; default: their own).
    """
    rules = game or registry.get("hypnose")
    values: dict[str, object] = {"players": players, **(settings or {})}
    if game is None and "start_resistance" not in values:
        values["start_resistance"] = start_resistance
    table_settings = rules.settings(values)
    summary = Summary(players, bots, wins_by_seat=[0] * players)
    for bot in bots:
        summary.wins_by_bot.setdefault(bot, 0)
    factories = {name: bot_factory(rules, name, playouts) for name in bots}
    began = time.perf_counter()
    for number in range(games):
        seating = seating_for(number, bots, players)
        agents = [factories[name](f"{seed}/{number}/{seat}") for seat, name in enumerate(seating)]
        result = play_game(rules, table_settings, agents, f"{seed}/{number}", turn_cap=turn_cap)
        summary.add(result, seating)
    summary.seconds = time.perf_counter() - began
    return summary


def _setting(text: str) -> tuple[str, object]:
    """``name=value`` with an int, true/false or a word as the value."""
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"{text!r} is not NAME=VALUE")
    if value.lstrip("-").isdigit():
        return name, int(value)
    if value in ("true", "false"):
        return name, value == "true"
    return name, value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", default="hypnose", choices=registry.names(), help="the game")
    parser.add_argument(
        "--players",
        type=int_between(1, None, "the number of players"),
        default=2,
        help="seats at the table (within the game's range: 2 to 4 for Hypnose)",
    )
    games = int_between(1, None, "the number of games")
    parser.add_argument("--games", type=games, default=100, help="games to play")
    parser.add_argument(
        "--bots",
        default="strategic,random",
        help="comma-separated bot names, seated in order and rotated every game",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the first deal")
    parser.add_argument(
        "--playouts",
        type=int_between(0, None, "playouts"),
        default=None,
        help="simulations per decision for the bots that search (strong) (default: their own)",
    )
    parser.add_argument(
        "--resistance",
        type=int,
        default=None,
        help="Hypnose: starting Mental Resistance, 12, 7 or 5 (R5) (default: 12)",
    )
    parser.add_argument(
        "--setting",
        type=_setting,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a table setting of the game, repeatable (default: the game's defaults)",
    )
    parser.add_argument(
        "--turn-cap",
        type=int_between(1, None, "the turn cap"),
        default=DEFAULT_TURN_CAP,
        help="a game still going after this many turns counts as unfinished",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")


def check(args: argparse.Namespace, game: Game) -> tuple[list[str], dict[str, object]]:
    """The bots and table settings of ``args`` for ``game``; UsageError says what is wrong."""
    known = ", ".join(sorted(game.bots))
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    unknown = [b for b in bots if b not in game.bots]
    if not bots or unknown:
        raise UsageError(f"argument --bots: unknown bot(s) {', '.join(unknown)}; known: {known}")
    if args.playouts is not None and not any(searches(game.bots[b]) for b in bots):
        raise UsageError("argument --playouts: none of the bots searches (only strong does)")
    low, high = game.players
    if not low <= args.players <= high:
        raise UsageError(
            f"argument --players: {game.name} is for {low} to {high} players, not {args.players}"
        )
    values = dict(args.setting)
    if args.resistance is not None:
        values["start_resistance"] = args.resistance
    try:
        game.settings({"players": args.players, **values})
    except SettingsError as exc:
        option = "--resistance" if exc.setting == "start_resistance" else "--setting"
        raise UsageError(f"argument {option}: {exc}") from None
    return bots, values


def run(args: argparse.Namespace) -> int:
    game = registry.get(args.game)
    bots, values = check(args, game)
    summary = simulate(
        args.players,
        args.games,
        bots,
        args.seed,
        turn_cap=args.turn_cap,
        game=game,
        settings=values,
        playouts=args.playouts,
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
    if summary.shared:
        print(f"shared first place: {summary.shared}")
    print(f"games per second:   {report['games_per_second']:.2f}")
    print(f"actions per second: {report['actions_per_second']:.0f} ({report['actions']} actions)")
    return 0
