"""Balance report of Hypnose from bot series, written to docs/balance.md with its plots.

    python tools/balance.py [--games 5000] [--strength-games 1000] [--strong-games 30]
                            [--play] [--workers 2] [--seed 0]

It reads the series of games that ``tools/series.py`` keeps in its cache folder (``--play``
plays the missing ones first) and reports, each figure with the number of games behind it:

- the games of every series: mean and longest game, and the games stopped at the turn cap
  (400 turns: a *stall*, counted as won by nobody);
- the seat advantage between equal ``normal`` bots (2, 3 and 4 players), by seat and by turn
  order, with R21 (the default compensation) and without it (``none``);
- the strengths, 2 players, seats rotated: ``strong`` against ``normal`` (``--strong-games``,
  a searching game takes seconds), ``normal`` against ``easy`` and ``easy`` against ``random``;
- card purchases by winners and losers, under ``normal`` play and under ``strong`` play (a card
  that dominates shows up when a bot plays well);

and draws ``docs/balance-turn-order.png`` (win rate by turn order for every compensation
measured) and ``docs/balance-purchases.png`` (the winners' over the losers' purchases per card).
A series not played as far as asked is reported as far as it was: never a figure not measured.
Needs matplotlib (the ``tools`` extra).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from series import CACHE, Game, Spec, cached, play_series
from turn_order import by_turn_order, spread
from turn_order import plot as plot_turn_order

from core.hypnose.catalog import Catalog, Category
from core.hypnose.compensation import COMPENSATIONS, DEFAULT, NONE, plays_as
from resources import load_catalog

DOCS = Path(__file__).resolve().parent.parent / "docs"
PLAYERS = (2, 3, 4)
NORMAL = "strategic"
"""The ``normal`` bot under its first name (the series' cache folders use it)."""
PAIRS = (("strong", "normal"), ("normal", "easy"), ("easy", "random"))
"""The strengths, each against the one below, 2 players."""
RATIO_LIMIT = 2.0
"""A card bought twice as often by winners as by losers would dominate."""
MIN_BUYS = {"normal": 200, "strong": 20}
"""Purchases of a kind below which its ratio is noise (strong series are short)."""


def equal(players: int, compensation: str, per_file: int | None = None) -> Spec:
    """Equal ``normal`` bots (``per_file`` is not part of what a series is: see ``Spec``)."""
    return Spec(players, (NORMAL,), plays_as(compensation, players), per_file=per_file)


def pair(bots: tuple[str, str], per_file: int | None = None) -> Spec:
    return Spec(2, bots, plays_as(DEFAULT, 2), per_file=per_file)


def pct(part: float, whole: float) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def name(bot: str) -> str:
    return "normal" if bot == NORMAL else bot


def by_seat(games: list[Game], players: int) -> list[float]:
    wins = Counter(g.winner for g in games if g.winner is not None)
    return [100.0 * wins[s] / max(len(games), 1) for s in range(players)]


def games_rows(series: dict[Spec, list[Game]]) -> list[str]:
    lines = [
        "| players | bots | compensation | games | mean turns | longest | stalled at the cap |",
        "|---|---|---|---|---|---|---|",
    ]
    for spec, games in series.items():
        if not games:
            continue
        stalled = sum(g.winner is None for g in games)
        mean = sum(g.turns for g in games) / len(games)
        bots = " vs ".join(name(b) for b in spec.bots) if len(spec.bots) > 1 else "equal normal"
        lines.append(f"| {spec.players} | {bots} | {spec.compensation} | {len(games)} | "
                     f"{mean:.1f} | {max(g.turns for g in games)} | {stalled} "
                     f"({100 * stalled / len(games):.2f}%) |")  # fmt: skip
    return lines


def seat_rows(series: dict[Spec, list[Game]]) -> list[str]:
    lines = []
    for players in PLAYERS:
        fair = 100 / players
        lines += [f"### {players} players (fair share {fair:.1f}%)", ""]
        head = " | ".join(f"seat {s}" for s in range(players))
        order = " | ".join(f"{p + 1}." for p in range(players))
        lines.append(f"| compensation | games | {head} | {order} | turn-order spread |")
        lines.append("|---" * (2 * players + 3) + "|")
        for compensation in (NONE, DEFAULT):
            games = series.get(equal(players, compensation), [])
            label = f"{compensation} (R21)" if compensation == DEFAULT else compensation
            if not games:
                lines.append(f"| {label} | not played |" + " |" * (2 * players + 1))
                continue
            seats = " | ".join(f"{r:.1f}%" for r in by_seat(games, players))
            rates = by_turn_order(games, players)
            orders = " | ".join(f"{r:.1f}%" for r in rates)
            lines.append(f"| {label} | {len(games)} | {seats} | {orders} | "
                         f"{spread(rates, players):.1f} |")  # fmt: skip
        lines.append("")
    return lines


def strength_rows(series: dict[Spec, list[Game]]) -> list[str]:
    lines = [
        "| bots (2 players) | games | first wins | second wins | stalled "
        "| first bot's wins at seat 0 / 1 |",
        "|---|---|---|---|---|---|",
    ]
    for bots in PAIRS:
        games = series.get(pair(bots), [])
        if not games:
            lines.append(f"| {name(bots[0])} vs {name(bots[1])} | not played | | | | |")
            continue
        wins = Counter(g.seating[g.winner] for g in games if g.winner is not None)
        stalled = sum(g.winner is None for g in games)
        at = [sum(g.winner == s and g.seating[s] == bots[0] for g in games) for s in (0, 1)]
        lines.append(f"| {name(bots[0])} vs {name(bots[1])} | {len(games)} | "
                     f"{pct(wins[bots[0]], len(games))} | {pct(wins[bots[1]], len(games))} | "
                     f"{stalled} | {at[0]} / {at[1]} |")  # fmt: skip
    return lines


class Buys:
    """Purchases per kind by the winners and by the losers of finished games."""

    def __init__(self, games: list[Game]) -> None:
        self.winners = self.losers = 0
        self.won: Counter[str] = Counter()
        self.lost: Counter[str] = Counter()
        for game in games:
            if game.winner is None:
                continue
            for seat, bought in enumerate(game.buys):
                if seat == game.winner:
                    self.winners += 1
                    self.won.update(bought)
                else:
                    self.losers += 1
                    self.lost.update(bought)

    def ratio(self, kind: str, min_buys: int) -> float | None:
        per_w, per_l = self.per_winner(kind), self.per_loser(kind)
        enough = self.won[kind] + self.lost[kind] >= min_buys
        return per_w / per_l if per_l > 0 and enough else None

    def per_winner(self, kind: str) -> float:
        return self.won[kind] / self.winners if self.winners else 0.0

    def per_loser(self, kind: str) -> float:
        return self.lost[kind] / self.losers if self.losers else 0.0


def market_kinds(catalog: Catalog) -> list:
    return [k for k in catalog if not k.starter and k.copies_for(2) > 0]


def purchase_rows(buys: dict[str, Buys], catalog: Catalog) -> list[str]:
    plays = list(buys)
    heads = " | ".join(f"{p}: per winner | per loser | ratio" for p in plays)
    lines = [f"| card | category | price | {heads} |"]
    lines.append("|---" * (3 + 3 * len(plays)) + "|")
    for kind in market_kinds(catalog):
        price = kind.price if kind.category is not Category.EXPERT else catalog.expert_price
        cells = []
        for play, found in buys.items():
            ratio = found.ratio(kind.id, MIN_BUYS[play])
            mark = (
                "-"
                if ratio is None
                else f"**{ratio:.2f}**"
                if ratio > RATIO_LIMIT
                else f"{ratio:.2f}"
            )
            cells.append(
                f"{found.per_winner(kind.id):.3f} | {found.per_loser(kind.id):.3f} | {mark}"
            )
        lines.append(f"| {kind.id} | {kind.category.value} | {price} | " + " | ".join(cells) + " |")
    return lines


def plot_purchases(buys: dict[str, Buys], catalog: Catalog, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    kinds = market_kinds(catalog)
    figure, ax = plt.subplots(figsize=(9, 9))
    height = 0.8 / len(buys)
    for index, (play, found) in enumerate(buys.items()):
        ys = [k + (index - (len(buys) - 1) / 2) * height for k in range(len(kinds))]
        ratios = [found.ratio(k.id, MIN_BUYS[play]) or 0.0 for k in kinds]
        label = f"{play} play ({found.winners} games won)"
        ax.barh(ys, ratios, height, label=label)
    ax.axvline(1.0, color="black", lw=0.8)
    ax.axvline(RATIO_LIMIT, color="red", lw=0.8, ls="--", label="dominating (2.0)")
    ax.set_yticks(range(len(kinds)), [k.id for k in kinds])
    ax.invert_yaxis()
    ax.set_xlabel("purchases per winner / purchases per loser (0: too few purchases to say)")
    ax.set_title("Card purchases by winners and losers, 2 players")
    ax.legend(fontsize=8, loc="lower right")
    figure.tight_layout()
    figure.savefig(path, dpi=80)
    plt.close(figure)


def write(series: dict[Spec, list[Game]], buys: dict[str, Buys], command: str) -> str:
    catalog = load_catalog()
    strong = series.get(pair(PAIRS[0]), [])
    strong_won = sum(g.winner is not None and g.seating[g.winner] == "strong" for g in strong)
    lines = [
        "# Hypnose balance report",
        "",
        "Generated by `tools/balance.py` from series of bot games (do not edit by hand):",
        "",
        f"    {command}",
        "",
        "Seats are rotated every game; every game is capped at 400 turns (a game stopped there "
        "is *stalled* and won by nobody); deals are seeded, so the same command gives the same "
        f"figures. R21 is the turn-order compensation the rules adopt by default (`{DEFAULT}`, "
        f"which plays as `{plays_as(DEFAULT, 2)}` at 2 players and as "
        f"`{plays_as(DEFAULT, 3)}` at 3: its games there are those); `none` plays "
        "without it. `normal` is the strategic bot; `strong` searches at its "
        "default budget. A series shorter than asked is as far as it was played.",
        "",
        "## Games and stalls",
        "",
        *games_rows(series),
        "",
        "## Seat advantage (equal `normal` bots)",
        "",
        "Win rate by seat number and by place in the turn order (1. = the seat that played "
        "first, drawn at random, R6), as shares of all games; the *spread* is the largest "
        "distance of a place from its fair share (R21 aims at 2 points at most). Every "
        "candidate compensation is in [turn-order.md](turn-order.md).",
        "",
        "![win rate by turn order](balance-turn-order.png)",
        "",
        *seat_rows(series),
        "## Strengths (2 players)",
        "",
        *strength_rows(series),
        "",
        "## Purchases by winners and losers (2 players)",
        "",
        "Per finished game: the copies of a kind the winner bought, against those each loser "
        "bought (market, blind and Expert purchases). *normal play*: equal `normal` bots "
        f"({buys['normal'].winners} games); *strong play*: `strong` against `normal` "
        f"({buys['strong'].winners} finished games of {len(strong)}, few: read its ratios as a "
        f"hint; the strong bot won {strong_won} of them, so these ratios set the strong bot's "
        "purchases against the normal bot's more than a winner's against a loser's). "
        "A ratio is shown from "
        + " and ".join(f"{n} purchases ({p})" for p, n in MIN_BUYS.items())
        + f"; above {RATIO_LIMIT:.1f} (bold) a card would dominate.",
        "",
        "![purchase ratios](balance-purchases.png)",
        "",
        *purchase_rows(buys, catalog),
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000, help="equal games per series")
    parser.add_argument("--strength-games", type=int, default=1000,
                        help="games of normal vs easy and easy vs random")  # fmt: skip
    parser.add_argument("--strong-games", type=int, default=30, help="games of strong vs normal")
    parser.add_argument("--play", action="store_true", help="play the missing games first")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=DOCS / "balance.md")
    parser.add_argument("--cache", type=Path, default=CACHE, help="the series' cache folder")
    parser.add_argument("--per-file", type=int, default=None,
                        help="games per cache file (default: the series' own)")  # fmt: skip
    args = parser.parse_args(argv)
    chunk, cache = args.per_file, args.cache
    wanted = {equal(p, c, chunk): args.games for p in PLAYERS for c in (NONE, DEFAULT)}
    wanted[pair(PAIRS[0], chunk)] = args.strong_games
    wanted.update({pair(bots, chunk): args.strength_games for bots in PAIRS[1:]})
    if args.play:
        play_series(list(wanted.items()), args.seed, args.workers, cache=cache)
    series = {spec: cached(spec, args.seed, cache)[:games] for spec, games in wanted.items()}
    buys = {"normal": Buys(series[equal(2, DEFAULT)]), "strong": Buys(series[pair(PAIRS[0])])}
    command = (f"python tools/balance.py --games {args.games} --strength-games "
               f"{args.strength_games} --strong-games {args.strong_games} "
               f"--seed {args.seed}")  # fmt: skip
    args.out.write_text(write(series, buys, command) + "\n", encoding="utf-8")
    candidates = {(p, c): cached(Spec(p, (NORMAL,), c, per_file=chunk), args.seed, cache)
                  [: args.games] for p in PLAYERS for c in COMPENSATIONS}  # fmt: skip
    plot_turn_order(candidates, args.out.with_name("balance-turn-order.png"))
    plot_purchases(buys, load_catalog(), args.out.with_name("balance-purchases.png"))
    print(f"wrote {args.out} and its two plots")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
