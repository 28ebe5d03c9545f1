"""Record seeded bot games step by step, to show that a change keeps every decision.

    .venv/bin/python tools/decisions.py record OUT [--quick]
    .venv/bin/python tools/decisions.py compare BEFORE AFTER

``record`` plays fixed sets of seeded Hypnose games (strategic and random bots, 2 to 4 players,
280 games; 28 with ``--quick``) and writes one text file per set to the folder OUT: every
action and dealer step with the state hash after it, then each game's result. Run it in the
tree before a change and in the tree after it: ``compare`` names, per set, the games whose
steps differ and those whose winner changed. Speed work on the core or the bots that claims
"same decisions" means every set is the same. The golden playthroughs (tests/core/golden)
cover the random bot only; this covers the strategic bot too.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.hypnose.bots import make_bot
from core.hypnose.game import HypnoseGame
from core.hypnose.state import Settings, state_hash
from core.play import Step, Table, play_game
from resources import load_catalog

SETS = (  # name, the two bots seated in turn, players, starting resistance, games
    ("strat2", ("strategic", "strategic"), 2, 12, 80),
    ("strat4", ("strategic", "strategic"), 4, 12, 80),
    ("strat3", ("strategic", "strategic"), 3, 12, 20),
    ("strat2q", ("strategic", "strategic"), 2, 5, 20),
    ("rand2", ("random", "random"), 2, 12, 25),
    ("rand4", ("random", "random"), 4, 12, 25),
    ("rand3", ("random", "random"), 3, 12, 10),
    ("mixed2", ("strategic", "random"), 2, 12, 10),
    ("mixed4", ("strategic", "random"), 4, 12, 10),
)
END = "END "


def record_set(
    game: HypnoseGame, bots: tuple[str, str], players: int, resistance: int, games: int, tag: str
) -> list[str]:
    """The lines of one set: each step and the state hash after it, then each game's end."""
    lines: list[str] = []

    def observe(table: Table, entry: Step) -> None:
        lines.append(f"{entry!r} {state_hash(table.state)[:16]}")

    for number in range(games):
        seed = f"ref/{tag}/{number}"
        agents = [make_bot(bots[(s + number) % 2], f"{seed}/{s}") for s in range(players)]
        r = play_game(game, Settings(players, resistance), agents, seed, observe=observe)
        lines.append(
            f"{END}{number} winner={r.winner} turns={r.turns} actions={r.actions} "
            f"finished={r.finished}"
        )
    return lines


def record(out: Path, quick: bool) -> None:
    out.mkdir(parents=True, exist_ok=True)
    game = HypnoseGame(load_catalog())
    for name, bots, players, resistance, games in SETS:
        count = max(games // 10, 1) if quick else games
        lines = record_set(game, bots, players, resistance, count, name)
        text = "\n".join(lines) + "\n"
        (out / f"{name}.txt").write_text(text)
        print(f"{name}: {count} games, digest {hashlib.sha256(text.encode()).hexdigest()[:16]}")


def games_of(path: Path) -> list[list[str]]:
    """The lines of each game of a recorded set, its END line last."""
    games: list[list[str]] = []
    current: list[str] = []
    for line in path.read_text().splitlines():
        current.append(line)
        if line.startswith(END):
            games.append(current)
            current = []
    return games


def compare(before: Path, after: Path) -> bool:
    """Print, per set, how many games differ; True if every recorded set is the same."""
    same = True
    for name, *_ in SETS:
        a, b = before / f"{name}.txt", after / f"{name}.txt"
        if not a.exists() or not b.exists():
            print(f"{name}: not recorded in both folders")
            same = False
            continue
        old, new = games_of(a), games_of(b)
        differ = sum(x != y for x, y in zip(old, new, strict=False)) + abs(len(old) - len(new))
        winners = sum(x[-1].split()[2] != y[-1].split()[2] for x, y in zip(old, new, strict=False))
        print(f"{name}: {differ} of {len(old)} games differ, {winners} winners changed")
        same = same and differ == 0
    print("every decision the same" if same else "decisions differ")
    return same


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    rec = commands.add_parser("record", help="record the sets of seeded games into a folder")
    rec.add_argument("out", type=Path)
    rec.add_argument("--quick", action="store_true", help="a tenth of the games of each set")
    cmp = commands.add_parser("compare", help="compare two recorded folders")
    cmp.add_argument("before", type=Path)
    cmp.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    if args.command == "record":
        record(args.out, args.quick)
        return 0
    return 0 if compare(args.before, args.after) else 1


if __name__ == "__main__":
    raise SystemExit(main())
