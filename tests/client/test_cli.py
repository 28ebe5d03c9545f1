"""The ``hypnose`` command line as a new user meets it: ``--version``, ``--help`` with every
default, bad arguments in words, Ctrl-C and a closed pipe without a traceback; and simulate's
report and JSON keys. Run as real processes where the user would (``python -m client.cli.main``)."""

from __future__ import annotations

import argparse
import json
import os
import select
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from client.cli.main import EXIT_BROKEN_PIPE, EXIT_INTERRUPTED, SUBCOMMANDS, build_parser, main
from core import games
from core.game import version_id

JSON_KEYS = {
    "games",
    "wins_by_seat",
    "wins_by_bot",
    "mean_turns",
    "max_turns",
    "actions",
    "actions_per_second",
    "games_per_second",
    "unfinished",
}
CLI = [sys.executable, "-m", "client.cli.main"]


def hypnose(
    *args: str, stdin: str | None = "", timeout: float = 120
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [*CLI, *args], input=stdin, capture_output=True, text=True, timeout=timeout
    )


# --- what a new user types first -----------------------------------------------------------------


def test_version_names_the_package_and_every_game_with_its_version_id():
    out = hypnose("--version")
    assert out.returncode == 0 and out.stderr == ""
    lines = out.stdout.splitlines()
    assert lines[0].startswith("hypnose 0.") and "Python 3." in lines[0]
    for name in games.names():
        assert any(version_id(games.get(name)) in line for line in lines[1:])


def test_help_lists_every_subcommand_and_how_to_get_its_options():
    out = hypnose("--help")
    assert out.returncode == 0
    for sub in SUBCOMMANDS:
        assert sub.name in out.stdout and sub.help in out.stdout
    assert "--version" in out.stdout and "COMMAND --help" in out.stdout


def test_every_option_of_every_subcommand_is_described_with_its_default():
    parser = build_parser()
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert set(subparsers.choices) == {sub.name for sub in SUBCOMMANDS}
    for name, sub in subparsers.choices.items():
        formatter = sub._get_formatter()
        described = [
            a
            for a in sub._actions
            if a.option_strings and a.dest != "help" and a.help != argparse.SUPPRESS
        ]  # hidden options (for tests) are not shown
        for action in described:
            option = f"{name} {action.option_strings[0]}"
            assert action.help, f"{option} has no help"
            if action.nargs != 0:  # takes a value: its default is said, or that it is required
                said = formatter._get_help_string(action)
                assert "default" in said or (action.required and "required" in said), option
        shown = hypnose(name, "--help").stdout
        assert shown.count("default") + shown.count("required)") >= sum(
            1 for a in described if a.nargs != 0
        ), shown


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["play", "--players", "7"], "the number of players must be from 2 to 4, not 7"),
        (["--players", "1"], "the number of players must be from 2 to 4, not 1"),
        (["play", "--resistance", "8"], "12 (standard), 7 (short) or 5 (quick)"),
        (["play", "--seed", "lots"], "invalid int value: 'lots'"),
        (["play", "--bot", "grandmaster"], "invalid choice: 'grandmaster'"),
        (["simulate", "--players", "7"], "hypnose is for 2 to 4 players, not 7"),
        (["simulate", "--games", "0"], "the number of games must be at least 1, not 0"),
        (["simulate", "--resistance", "8"], "argument --resistance: setting 'start_resistance'"),
        (["simulate", "--bots", "strategic,grandmaster"], "unknown bot(s) grandmaster; known"),
        (["simulate", "--setting", "colour=red"], "setting 'colour': unknown"),
        (["simulate", "--playouts", "-1"], "playouts must be at least 0, not -1"),
        (["simulate", "--bots", "normal,easy", "--playouts", "9"], "none of the bots searches"),
        (["peer", "--name", "Ana", "--bot", "strong", "--playouts", "x"], "'x' is not a whole"),
        (["simulte"], "invalid choice: 'simulte'"),
    ],
)
def test_a_bad_argument_is_refused_in_words_under_the_usage(args, words):
    out = hypnose(*args)
    assert out.returncode == 2, out.stderr
    assert "Traceback" not in out.stderr
    assert "usage: hypnose" in out.stderr and words in out.stderr
    assert out.stdout == ""


# --- ending quietly ----------------------------------------------------------------------------


def test_a_closed_pipe_ends_quietly():
    """``hypnose simulate | head -0``: the reader is gone before the first line is written."""
    for args in (["simulate", "--games", "3"], ["play", "--seed", "1"]):
        child = subprocess.Popen(
            [*CLI, *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        child.stdout.close()  # the reader leaves at once
        _, err = child.communicate("1\n" * 50, timeout=120)
        assert child.returncode == EXIT_BROKEN_PIPE, err
        assert err == "", err


def test_a_closed_pipe_after_some_output_ends_quietly():
    shell = f"{sys.executable} -m client.cli.main simulate --games 2 | head -1"
    out = subprocess.run(
        ["bash", "-o", "pipefail", "-c", shell], capture_output=True, text=True, timeout=120
    )
    assert out.stdout.startswith("games:") and len(out.stdout.splitlines()) == 1
    assert "Traceback" not in out.stderr and "Exception" not in out.stderr


def _cpu_seconds(pid: int) -> float:
    """CPU time a process has used so far (Linux /proc)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@contextmanager
def _started(args: list[str], **popen: Any) -> Iterator[subprocess.Popen]:
    """The command started as a terminal starts it, with SIGINT at its default; killed on the
    way out if it is still running (a failed test leaves no simulation burning a core).

    A test run started in the background by a non-interactive shell (``pytest ... &``, as a
    script starts a long run) ignores SIGINT, an ignored signal stays ignored across exec, and
    Python then installs no handler: the child would never see the Ctrl-C and the test would
    wait out its timeout. While the child starts, this process catches SIGINT instead (a caught
    signal is reset to its default at exec)."""
    ignored = signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    if ignored:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        child = subprocess.Popen([*CLI, *args], **popen)
    finally:
        if ignored:
            signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield child
    finally:
        if child.poll() is None:
            child.kill()
        for pipe in (child.stdin, child.stdout, child.stderr):
            if pipe is not None:
                pipe.close()
        child.wait(timeout=60)


def _catches_ctrl_c(pid: int) -> bool:
    """Whether the process has a handler for SIGINT now (its interpreter's, which raises
    KeyboardInterrupt): ``SigCgt`` in /proc. Before it, a Ctrl-C kills the process outright."""
    with open(f"/proc/{pid}/status") as status:
        caught = next(line for line in status if line.startswith("SigCgt:"))
    return bool(int(caught.split()[1], 16) >> (signal.SIGINT - 1) & 1)


def test_ctrl_c_stops_a_running_simulation_quietly():
    with _started(
        ["simulate", "--games", "1000000"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as child:
        deadline = time.monotonic() + 120
        # playing games: its handler is in place and it is well past start-up
        while not (_catches_ctrl_c(child.pid) and _cpu_seconds(child.pid) >= 1.5):
            assert child.poll() is None, child.communicate()
            assert time.monotonic() < deadline, "the simulation did not get going in 120 s"
            time.sleep(0.05)
        child.send_signal(signal.SIGINT)
        _, err = child.communicate(timeout=60)
    assert child.returncode == EXIT_INTERRUPTED, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err


def _until_reading(pid: int, longest: float = 5.0) -> None:
    """Until the process sleeps in a read of its stdin pipe (or ``longest`` seconds pass:
    /proc may hide where it sleeps)."""
    deadline = time.monotonic() + longest
    while time.monotonic() < deadline:
        with open(f"/proc/{pid}/wchan") as wchan:
            if "pipe_read" in wchan.read():
                return
        time.sleep(0.02)


def test_ctrl_c_at_the_terminal_game_prompt_ends_quietly():
    read, write = os.pipe()  # stdin stays open: the game waits at its prompt
    try:
        with _started(
            ["play", "--seed", "2"], stdin=read, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        ) as child:
            os.close(read)
            read = None
            out = b""
            while not out.endswith(b"> "):  # the game asks the player
                ready, _, _ = select.select([child.stdout], [], [], 120)
                assert ready, f"no prompt within 120 s; the game wrote {out[-200:]!r}"
                chunk = os.read(child.stdout.fileno(), 4096)
                assert chunk, out
                out += chunk
            assert _catches_ctrl_c(child.pid), "the game asks without a SIGINT handler"
            _until_reading(child.pid)  # a Ctrl-C between the prompt and the read waits for input
            child.send_signal(signal.SIGINT)
            _, err = child.communicate(timeout=60)
    finally:
        os.close(write)
        if read is not None:
            os.close(read)
    assert child.returncode == EXIT_INTERRUPTED, err
    assert b"Traceback" not in err and b"KeyboardInterrupt" not in err


# --- simulate ----------------------------------------------------------------------------------


def test_simulate_json_has_the_issue_keys(capsys):
    assert main(["simulate", "--players", "2", "--games", "4", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == JSON_KEYS
    assert report["games"] == 4
    finished = report["games"] - report["unfinished"]
    assert sum(report["wins_by_seat"]) == finished == sum(report["wins_by_bot"].values())


def test_simulate_rotates_bots_so_each_plays_each_seat():
    from client.cli.simulate import seating_for

    seats = [seating_for(g, ["a", "b", "c"], 3) for g in range(3)]
    assert [s[0] for s in seats] == ["a", "b", "c"]
    assert all(sorted(s) == ["a", "b", "c"] for s in seats)


def test_simulate_is_deterministic(capsys):
    args = ["simulate", "--games", "3", "--seed", "5", "--json", "--bots", "random,strategic"]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    for key in ("wins_by_seat", "wins_by_bot", "mean_turns", "actions", "unfinished"):
        assert first[key] == second[key]


def test_simulate_text_report():
    out = hypnose("simulate", "--games", "2", "--seed", "1")
    assert out.returncode == 0
    for label in ("games:", "wins by seat:", "wins by bot:", "turns:", "unfinished:", "per second"):
        assert label in out.stdout


def test_options_without_a_command_start_the_terminal_game():
    out = hypnose("--seed", "4", "--name", "Ana")
    assert out.returncode == 0 and "you are Ana" in out.stdout
    assert "You left the game" in out.stdout  # the end of input leaves
