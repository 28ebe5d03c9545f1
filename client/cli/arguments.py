"""What every subcommand's options share: help that shows defaults, and errors in words.

A subcommand's ``run`` raises ``UsageError`` for an argument argparse could not check alone (a
number of players that depends on the chosen game); ``client.cli.main`` prints it under the
subcommand's usage, as argparse does its own, and exits with status 2.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence


class UsageError(Exception):
    """A bad command-line argument, said in words (``argument --players: ...``)."""


class HelpFormatter(argparse.ArgumentDefaultsHelpFormatter):
    """Every option's help ends with its default, unless the help already says it or there is
    nothing to say (a flag that is off, an empty list, no value)."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        default = action.default
        if "default" in text or default is None or default is False or default == []:
            return text
        if default == argparse.SUPPRESS:
            return text
        return super()._get_help_string(action) or text


def int_between(low: int, high: int | None, what: str) -> Callable[[str], int]:
    """An argparse ``type``: an integer from ``low`` to ``high`` (no upper bound if None);
    the error names the range, e.g. "Hypnose is for 2 to 4 players, not 7"."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < low or (high is not None and value > high):
            allowed = f"from {low} to {high}" if high is not None else f"at least {low}"
            raise argparse.ArgumentTypeError(f"{what} must be {allowed}, not {value}")
        return value

    parse.__name__ = "number"  # argparse names the type in some messages
    return parse


def one_of(values: Sequence[int], what: str, names: Sequence[str] = ()) -> Callable[[str], int]:
    """An argparse ``type``: one of a few integers, each optionally named in the error
    ("12 (standard), 7 (short) or 5 (quick)")."""
    named = [*names, *[""] * (len(values) - len(names))]
    labels = [f"{v} ({n})" if n else str(v) for v, n in zip(values, named, strict=True)]
    allowed = ", ".join(labels[:-1]) + f" or {labels[-1]}" if len(labels) > 1 else labels[0]

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value not in values:
            raise argparse.ArgumentTypeError(f"{what} must be {allowed}, not {text!r}")
        return value

    parse.__name__ = "number"
    return parse
