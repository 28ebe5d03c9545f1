"""Hypnosia balance report: many games between strategic bots, written to docs/balance-hypnosia.md.

    python tools/balance_hypnosia.py [--games 2000] [--workers 2] [--seed 0] [--players 2,3,4,5,6]

For each player count it plays ``--games`` games between ``strategic`` bots, each from its own
deterministic seed, on ``--workers`` processes, to their end (no table cap: the game's own
safety cap, H16, is what stops a game that would not end). The report gives the win rate by
seat, by colour (sector, drawn at random, H6) and by turn order (1st = the seat that won the
start roll, H7), mean and longest game, how each game ended and so how often the safety cap
ended one, and flags any seat, colour or turn position that wins more than 1.3 times its fair
share. A first place shared (H18) counts as a fraction of a win for each sharer.

With ``--proposal-games N`` it also plays N games per player count under the rule change the
report proposes against the first player's edge (``FirstRoundHandicap``: in the first round,
the first players in turn order play only one die), and reports them beside the rules as they
are. The proposal is tried here, in the tool; the rules core does not have it.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from functools import cache
from typing import Any

from core import games
from core.hypnosia import rules
from core.hypnosia.game import HypnosiaGame
from core.hypnosia.state import State, evolve
from core.play import play_game

PLAYER_COUNTS = (2, 3, 4, 5, 6)
LIMIT = 1.3
"""The issue's threshold: a seat, colour or turn position winning more than 1.3 x 1/players."""
Z = 1.96
"""95% intervals."""
OUT = Path(__file__).resolve().parent.parent / "docs" / "balance-hypnosia.md"
NO_CAP = 10**9
"""No table cap: the game ends by its own rules (H16)."""


PROPOSAL = (
    "**First-round handicap** (proposed, not in the rules): in the first round, the first "
    "half of the players in turn order (players // 2 of them: the starter alone with 2 or 3 "
    "players, two with 4 or 5, three with 6) play only one die on their first turn, the "
    "larger, as H13 does when only one die can be used."
)


class FirstRoundHandicap(HypnosiaGame):
    """Hypnosia with the proposed first-round handicap (see PROPOSAL)."""

    def apply_dealer(self, state: State, result: Any) -> State:
        after = rules.apply_dealer(self.board, state, result)
        first_half = 1 <= after.turns <= after.players // 2
        if first_half and len(after.dice) == 2 and after.turns != state.turns:
            after = rules.settle(self.board, evolve(after, dice=(max(after.dice),)))
        return after


@cache
def rules_for(proposal: bool) -> HypnosiaGame:
    board = games.get("hypnosia").board  # type: ignore[attr-defined]
    return FirstRoundHandicap(board) if proposal else HypnosiaGame(board)


@dataclass(frozen=True)
class Played:
    """One finished game: who sat where, who started, who won, how it ended."""

    players: int
    proposal: bool
    sectors: tuple[int, ...]
    starter: int
    winners: tuple[int, ...]
    turns: int
    ended: str
    scores: tuple[int, ...]


def play_one(task: tuple[int, int, int, bool, bool]) -> Played:
    """Game ``index`` of a series; its seeds depend only on the arguments."""
    seed, players, index, variant, proposal = task
    game = rules_for(proposal)
    settings = game.settings({"players": players, "no_stack_over_bridges": variant})
    game_seed = f"balance-hypnosia/{seed}/{players}/{int(variant)}/{int(proposal)}/{index}"
    agents = [game.bots["strategic"](f"{game_seed}/{s}") for s in range(players)]
    result = play_game(game, settings, agents, game_seed, turn_cap=NO_CAP)
    state, outcome = result.state, result.outcome
    assert result.finished and outcome is not None and state.ended is not None
    return Played(players, proposal, state.sectors, state.starter, outcome.winners,
                  result.turns, state.ended.value, outcome.scores)  # fmt: skip


@dataclass
class Series:
    """Aggregates at one player count."""

    players: int
    games: int = 0
    turns: list[int] = field(default_factory=list)
    ended: Counter[str] = field(default_factory=Counter)
    shared: int = 0
    by_seat: Counter[int] = field(default_factory=Counter)
    by_colour: Counter[int] = field(default_factory=Counter)
    by_order: Counter[int] = field(default_factory=Counter)
    seats_by_colour: Counter[int] = field(default_factory=Counter)
    score_by_order: Counter[int] = field(default_factory=Counter)

    def add(self, game: Played) -> None:
        self.games += 1
        self.turns.append(game.turns)
        self.ended[game.ended] += 1
        if len(game.winners) > 1:
            self.shared += 1
        share = 1.0 / len(game.winners)
        for seat in game.winners:
            self.by_seat[seat] += share
            self.by_colour[game.sectors[seat]] += share
            self.by_order[(seat - game.starter) % game.players] += share
        for seat in range(game.players):
            self.seats_by_colour[game.sectors[seat]] += 1
            self.score_by_order[(seat - game.starter) % game.players] += game.scores[seat]


Results = dict[tuple[int, bool], Series]


def run(args: argparse.Namespace, counts: tuple[int, ...]) -> Results:
    """The series at each count, under the rules (False) and the proposal (True)."""
    tasks = [(args.seed, p, i, args.variant, False) for p in counts for i in range(args.games)]
    tasks += [(args.seed, p, i, args.variant, True) for p in counts
              for i in range(args.proposal_games)]  # fmt: skip
    results = {(p, proposal): Series(p) for p in counts for proposal in (False, True)}
    with get_context("fork").Pool(args.workers) as pool:
        for game in pool.imap_unordered(play_one, tasks, chunksize=8):
            results[(game.players, game.proposal)].add(game)
    return results


def pct(part: float, whole: float) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def interval(wins: float, n: int) -> float:
    """Half the width of a 95% normal interval of a win rate, in percentage points."""
    if not n:
        return 0.0
    p = wins / n
    return 100 * Z * math.sqrt(max(p * (1 - p), 1e-12) / n)


@dataclass
class Flag:
    players: int
    what: str
    rate: float
    fair: float


def check(s: Series, names: list[str]) -> list[Flag]:
    """Every seat, colour and turn position above LIMIT times its fair share."""
    fair = 1.0 / s.players
    flags = []
    for label, counter, total in (
        ("seat", s.by_seat, {k: s.games for k in range(s.players)}),
        ("turn order", s.by_order, {k: s.games for k in range(s.players)}),
        ("colour", s.by_colour, s.seats_by_colour),
    ):
        for key, n in sorted(total.items()):
            rate = counter[key] / n if n else 0.0
            if rate > LIMIT * fair:
                name = names[key] if label == "colour" else f"{key + 1}" if label == "turn order" \
                    else f"{key}"  # fmt: skip
                flags.append(Flag(s.players, f"{label} {name}", rate, fair))
    return flags


def order_table(results: Results, counts: list[int], proposal: bool) -> list[str]:
    """Win rate by turn order at each count, with its 95% interval."""
    widest = max(counts)
    lines = ["| players | games | fair share | "
             + " | ".join(f"{i + 1}." for i in range(widest)) + " |",
             "|---|---|---|" + "---|" * widest]  # fmt: skip
    for p in counts:
        s = results[(p, proposal)]
        if not s.games:
            continue
        cells = [f"{pct(s.by_order[i], s.games)} ±{interval(s.by_order[i], s.games):.1f}"
                 for i in range(p)]  # fmt: skip
        cells += [""] * (widest - p)
        lines.append(f"| {p} | {s.games} | {pct(1, p)} | " + " | ".join(cells) + " |")
    return lines


def write_report(results: Results, args: argparse.Namespace, seconds: float) -> str:
    game = games.get("hypnosia")
    names = [sector.colour for sector in game.board.sectors]  # type: ignore[attr-defined]
    counts = sorted({p for p, _ in results})
    base = {p: results[(p, False)] for p in counts}
    out: list[str] = []
    w = out.append
    w("# Hypnosia balance report")
    w("")
    w("Generated by `tools/balance_hypnosia.py` (do not edit by hand):")
    w("")
    variant = " --variant" if args.variant else ""
    w(f"    python tools/balance_hypnosia.py --games {args.games} --proposal-games "
      f"{args.proposal_games} --workers {args.workers} --seed {args.seed} "
      f"--players {','.join(map(str, counts))}{variant}")  # fmt: skip
    w("")
    rules_used = "with H19's variant (no stacks over bridges)" if args.variant else "default rules"
    total = sum(s.games for s in results.values())
    w(f"Every game is played between `strategic` bots ({rules_used}) from its own fixed seed, "
      "to its end: no table cap, so only the game's own safety cap (H16: turn 100 x players) "
      "stops a game that would not end. Colours are drawn at random (H6) and the start roll "
      "(H7) picks who goes first, so seat numbers carry no advantage of their own; turn "
      "order counts from the seat that won the start roll. A shared first place (H18) counts "
      "as a fraction of a win for each sharer. Intervals are 95% (normal approximation). "
      f"{total} games took {seconds:.0f} s on {args.workers} worker process(es), on a "
      "machine shared with other work.")  # fmt: skip
    w("")
    w("## Games")
    w("")
    w("| players | games | mean turns | mean rounds | longest | ended: 5 in the centre |"
      " board empty | safety cap | shared first place |")  # fmt: skip
    w("|---|---|---|---|---|---|---|---|---|")
    for p in counts:
        s = base[p]
        mean = sum(s.turns) / s.games
        caps = s.ended["cap"]
        cap = f"{caps} ({pct(caps, s.games)})" if caps else f"0 (< {300 / s.games:.2f}%)"
        w(f"| {p} | {s.games} | {mean:.1f} | {mean / p:.1f} | {max(s.turns)} | "
          f"{pct(s.ended['centre'], s.games)} | {pct(s.ended['empty'], s.games)} | {cap} | "
          f"{s.shared} |")  # fmt: skip
    w("")
    games_played = sum(s.games for s in base.values())
    caps = sum(s.ended["cap"] for s in base.values())
    if caps:
        w(f"The safety cap ended {caps} of {games_played} games ({pct(caps, games_played)}).")
    else:
        w(f"The safety cap ended none of the {games_played} games: below "
          f"{300 / games_played:.2f}% with 95% confidence (the rule of three).")  # fmt: skip
    w("")
    w("## Win rate by turn order")
    w("")
    w("1st is the seat that won the start roll (H7); play passes in seat order from it.")
    w("")
    out.extend(order_table(results, counts, False))
    w("")
    w("Mean final score by turn order:")
    w("")
    for p in counts:
        s = base[p]
        scores = ", ".join(f"{i + 1}.: {s.score_by_order[i] / s.games:.2f}" for i in range(p))
        w(f"- **{p} players**: {scores}")
    w("")
    w("## Win rate by colour")
    w("")
    w("Each colour's wins over the games it took part in (H6 says which sectors are in use).")
    w("")
    w("| players | fair share | " + " | ".join(names) + " |")
    w("|---|---|" + "---|" * len(names))
    for p in counts:
        s = base[p]
        cells = []
        for k in range(len(names)):
            n = s.seats_by_colour[k]
            cells.append(f"{pct(s.by_colour[k], n)} ±{interval(s.by_colour[k], n):.1f}"
                         if n else "-")  # fmt: skip
        w(f"| {p} | {pct(1, p)} | " + " | ".join(cells) + " |")
    w("")
    w("## Win rate by seat")
    w("")
    for p in counts:
        s = base[p]
        seats = ", ".join(f"seat {i}: {pct(s.by_seat[i], s.games)}" for i in range(p))
        w(f"- **{p} players**: {seats}")
    w("")
    w("## Checks")
    w("")
    flags = [f for p in counts for f in check(base[p], names)]
    if not flags:
        w(f"No seat, colour or turn position wins more than {LIMIT} times its fair share "
          "at any player count.")  # fmt: skip
    for f in flags:
        w(f"- **{f.players} players, {f.what}**: wins {100 * f.rate:.1f}%, "
          f"{f.rate / f.fair:.2f} times its fair share of {100 * f.fair:.1f}% "
          f"(limit {LIMIT}x)")  # fmt: skip
    if any(results[(p, True)].games for p in counts):
        w("")
        w("## A proposed rule against the first player's edge")
        w("")
        w(PROPOSAL + " Win rate by turn order with it:")
        w("")
        out.extend(order_table(results, counts, True))
        w("")
        after = [f for p in counts for f in check(results[(p, True)], names)
                 if results[(p, True)].games]  # fmt: skip
        if not after:
            w(f"With it no seat, colour or turn position wins more than {LIMIT} times its "
              "fair share.")  # fmt: skip
        for f in after:
            w(f"- with it, **{f.players} players, {f.what}** still wins {100 * f.rate:.1f}%, "
              f"{f.rate / f.fair:.2f} times its fair share")  # fmt: skip
    w("")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per player count")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", default="2,3,4,5,6", help="comma-separated counts")
    parser.add_argument("--variant", action="store_true", help="H19: no stacks over bridges")
    parser.add_argument("--proposal-games", type=int, default=0,
                        help="games per count under the proposed first-round handicap")  # fmt: skip
    parser.add_argument("--out", type=Path, default=OUT, help="report file (default docs/)")
    args = parser.parse_args(argv)
    try:
        counts = tuple(int(p) for p in args.players.split(","))
    except ValueError:
        parser.error(f"--players takes numbers like 2,3,4, not {args.players!r}")
    if not set(counts) <= set(PLAYER_COUNTS) or args.games < 1 or args.workers < 1:
        parser.error("player counts are 2 to 6; games and workers at least 1")
    if args.proposal_games < 0:
        parser.error("--proposal-games is not negative")
    began = time.perf_counter()
    results = run(args, counts)
    seconds = time.perf_counter() - began
    report = write_report(results, args, seconds)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(report, encoding="utf-8")
    print(report)
    total = sum(s.games for s in results.values())
    print(f"{total} games in {seconds:.0f} s; wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
