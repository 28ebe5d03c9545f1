"""The ``hypnose`` command: one entry point, one subcommand per job.

Heavy imports (Qt, networking) happen inside the subcommand that needs them, so that
``hypnose simulate`` starts fast and runs on a machine without a display.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    from client import app, simulate
    from client.hypnose import terminal

    parser = argparse.ArgumentParser(
        prog="hypnose", description="Hypnose: a fair-dealt LAN card duel for 2-4 players."
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    sim = commands.add_parser("simulate", help="play offline games between bots and report")
    simulate.add_arguments(sim)
    sim.set_defaults(run=simulate.run)
    game = commands.add_parser("play", help="play a game in the terminal against bots")
    terminal.add_arguments(game)
    game.set_defaults(run=terminal.run)
    window = commands.add_parser("window", help="open the desktop window (plain `hypnose`)")
    app.add_arguments(window)
    window.set_defaults(run=app.run)
    return parser


COMMANDS = ("simulate", "play", "window")
WINDOW_OPTIONS = ("--first-paint-exit", "--data-dir")


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0].split("=")[0] in WINDOW_OPTIONS:
        argv = ["window", *argv]  # plain `hypnose` opens the window
    elif argv[0] not in COMMANDS and argv[0] not in ("-h", "--help"):
        argv = ["play", *argv]  # `hypnose --seed 4` starts a terminal game
    args = parser.parse_args(argv)
    return int(args.run(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
