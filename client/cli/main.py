"""The ``hypnose`` command: one entry point, one subcommand per job.

A subcommand is one line of ``SUBCOMMANDS``: its name, a line of help, and the module that
registers its options (``add_arguments(parser)``) and runs it (``run(args) -> int``). Only the
chosen subcommand's module is imported, so that heavy imports (Qt, networking) stay out of
``hypnose simulate`` and ``hypnose --version``, which run on a machine without a display.

Whatever the subcommand, a bad argument is said in words under the usage (exit status 2), Ctrl-C
ends quietly (130) and so does a closed pipe, as in ``hypnose simulate | head -1`` (141, the
status of a process ended by SIGPIPE).
"""

from __future__ import annotations

import argparse
import functools
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from client.cli.arguments import HelpFormatter, UsageError

PROG = "hypnose"


@dataclass(frozen=True)
class Subcommand:
    name: str
    help: str
    module: str
    """Dotted name of a module with ``add_arguments(parser)`` and ``run(args) -> int``."""


SUBCOMMANDS: tuple[Subcommand, ...] = (
    Subcommand(
        "window", "open the desktop window (what plain `hypnose` does)", "client.window.app"
    ),
    Subcommand("play", "play Hypnose in this terminal against bots", "client.terminal.hypnose"),
    Subcommand(
        "simulate", "play many offline games between bots and report figures", "client.cli.simulate"
    ),
    Subcommand("peer", "run one headless LAN client whose seat a bot plays", "client.cli.peer"),
    Subcommand(
        "selfplay", "play one LAN game between headless peers, then audit it", "client.cli.selfplay"
    ),
    Subcommand("audit", "re-check a finished game from its transcript file", "client.cli.audit"),
)
DEFAULT_COMMAND = "window"
"""What plain ``hypnose`` (or ``hypnose --first-paint-exit``) runs."""
TERMINAL_COMMAND = "play"
"""What ``hypnose`` followed by options of the terminal game (``hypnose --seed 4``) runs."""
WINDOW_OPTIONS = ("--first-paint-exit", "--data-dir", "--loopback")
OWN_OPTIONS = (
    "-h", "--help", "--version", "--install-desktop-entry", "--uninstall-desktop-entry"
)  # fmt: skip
"""The options of ``hypnose`` itself, before any command."""

EXIT_USAGE, EXIT_INTERRUPTED, EXIT_BROKEN_PIPE = 2, 130, 141


def package_version() -> str:
    """The installed distribution's version: pyproject.toml's ``[project] version``, the one
    place it is written (the wheel's metadata carries it)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("hypnose")
    except PackageNotFoundError:
        return "(not installed)"


def version_text() -> str:
    """The package's version and every registered game's version id (what peers compare)."""
    from core import games
    from core.game import version_id

    package = package_version()
    python = ".".join(str(n) for n in sys.version_info[:3])
    lines = [f"{PROG} {package} (Python {python})", "games (name/rules version/data hash):"]
    for name in games.names():
        game = games.get(name)
        low, high = game.players
        lines.append(f"  {version_id(game)}  ({low}-{high} players)")
    return "\n".join(lines)


class _SayAndExit(argparse.Action):
    """An option of ``hypnose`` itself that prints its text and exits (``--version``, the menu
    entry's): ``say`` runs only when the option is given (``--version`` reads every game's
    data); it raises SystemExit with words when it fails."""

    def __init__(
        self, option_strings: Sequence[str], dest: str, *, say: Callable[[], str], **kwargs: Any
    ) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)
        self.say = say

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        print(self.say())
        parser.exit()


def _desktop_entry(installing: bool) -> Callable[[], str]:
    def say() -> str:
        from client.cli.desktop import said_by

        return said_by(installing)

    return say


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole command line; with ``only``, the options of that subcommand alone are
    registered (its module alone is imported), the others are listed by name and help."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Hypnose: a fair-dealt card duel for 2-4 friends on one LAN, no server.",
        epilog=f"Without a command, {PROG} runs '{PROG} {DEFAULT_COMMAND}'. "
        f"'{PROG} COMMAND --help' describes a command's options.",
        # the long --install-desktop-entry on a line of its own, the commands' help on theirs
        formatter_class=functools.partial(HelpFormatter, max_help_position=16),
    )
    parser.add_argument(
        "--version", action=_SayAndExit, say=version_text,
        help="print the version and the games' version ids, then exit",
    )  # fmt: skip
    parser.add_argument(
        "--install-desktop-entry", action=_SayAndExit, say=_desktop_entry(installing=True),
        help="add Hypnose to your desktop's menu (a .desktop file, its icon and its metainfo in"
        " $XDG_DATA_HOME, else ~/.local/share), then exit",
    )  # fmt: skip
    parser.add_argument(
        "--uninstall-desktop-entry", action=_SayAndExit, say=_desktop_entry(installing=False),
        help="remove the menu entry --install-desktop-entry wrote, then exit",
    )  # fmt: skip
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for sub in SUBCOMMANDS:
        sub_parser = commands.add_parser(
            sub.name, help=sub.help, description=sub.help[:1].upper() + sub.help[1:] + ".",
            formatter_class=HelpFormatter,
        )  # fmt: skip
        if only is None or only == sub.name:
            module = importlib.import_module(sub.module)
            module.add_arguments(sub_parser)
            sub_parser.set_defaults(run=module.run, parser=sub_parser)
    return parser


def with_default_command(argv: Sequence[str]) -> list[str]:
    """``argv`` with a subcommand put first when none is named: the window for nothing at all
    or the window's options, the terminal game for its options (``hypnose --seed 4``). A
    mistyped command stays, for argparse to refuse."""
    argv = list(argv)
    if not argv or argv[0].split("=")[0] in WINDOW_OPTIONS:
        return [DEFAULT_COMMAND, *argv]
    if argv[0].startswith("-") and argv[0] not in OWN_OPTIONS:
        return [TERMINAL_COMMAND, *argv]
    return argv


def run(argv: Sequence[str]) -> int:
    argv = with_default_command(argv)
    names = {sub.name for sub in SUBCOMMANDS}
    parser = build_parser(argv[0] if argv and argv[0] in names else None)
    args = parser.parse_args(argv)
    try:
        return int(args.run(args) or 0)
    except UsageError as exc:
        args.parser.error(str(exc))  # the usage, the words, exit status 2
        return EXIT_USAGE  # not reached: error() exits


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return run(sys.argv[1:] if argv is None else argv)
    except KeyboardInterrupt:
        if sys.stderr.isatty():
            sys.stderr.write("\n")  # the shell's prompt on a line of its own, after the ^C
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_BROKEN_PIPE


def _silence_stdout() -> None:
    """After the reader of stdout went away: stdout now goes to /dev/null, so that the
    interpreter's last flush at exit has nothing to fail on (the Python documentation's way:
    "Note on SIGPIPE" in the signal module). SIGPIPE itself stays ignored, as Python sets it,
    since a LAN game must not die when a peer's socket closes."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no stdout file at all: nothing will be flushed either
        pass


if __name__ == "__main__":
    sys.exit(main())
