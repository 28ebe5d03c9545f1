"""The ``hypnose`` command: one entry point, one subcommand per job.

Heavy imports (Qt, networking) happen inside the subcommand that needs them, so that
``hypnose simulate`` starts fast and runs on a machine without a display.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    from client import simulate
    from client.hypnose import terminal

    parser = argparse.ArgumentParser(
        prog="hypnose", description="Hypnose: a fair-dealt LAN card duel for 2-4 players."
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    sim = commands.add_parser("simulate", help="play offline games between bots and report")
    simulate.add_arguments(sim)
    sim.set_defaults(run=simulate.run)
    game = commands.add_parser("play", help="play a game in the terminal against bots (default)")
    terminal.add_arguments(game)
    game.set_defaults(run=terminal.run)
    _lan_commands(commands)
    return parser


def _lan_commands(commands: argparse._SubParsersAction) -> None:
    """LAN play's headless commands (``client/peer.py``, ``selfplay.py``, ``audit.py``)."""
    from client import audit, peer, selfplay

    for name, module, words in (
        ("peer", peer, "run one headless LAN client whose seat a bot plays"),
        ("selfplay", selfplay, "play one LAN game between headless peers, then audit it"),
        ("audit", audit, "re-check a finished game from its transcript file"),
    ):
        command = commands.add_parser(name, help=words, description=module.__doc__)
        module.add_arguments(command)
        command.set_defaults(run=module.run)


COMMANDS = ("simulate", "play", "peer", "selfplay", "audit")


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or (argv[0] not in COMMANDS and argv[0] not in ("-h", "--help")):
        argv = ["play", *argv]  # plain `hypnose` (or `hypnose --seed 4`) starts a game
    args = parser.parse_args(argv)
    return int(args.run(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
