"""Headless peers as real processes for the LAN play tests: seat them, start them, watch their
output for a marker line, kill one by its pid, start it again, collect the results.

Every peer runs ``hypnose peer`` with ``--loopback`` (or inside a network namespace the test
made), its own data folder under the test's temporary folder, and its output in ``peer.out``
there. Processes are ended by the pids kept here, never by name.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from client.cli.selfplay import seat_peers, summarize

ROOT = Path(__file__).resolve().parents[3]


@dataclass
class Peer:
    """One peer: its data folder, name and bot, and its current process."""

    folder: Path
    name: str
    bot: str
    table: list[str]
    """Its part at the table: ``--open-table N ...`` or ``--join OPENER``."""
    process: subprocess.Popen | None = None
    starts: int = 0
    prefix: list[str] = field(default_factory=list)
    """Put before the command (``ip netns exec NAME``)."""
    program: list[str] = field(default_factory=lambda: ["-m", "client.cli.main"])
    """What Python runs: the ``hypnose`` command (or a test's wrapper of it)."""

    @property
    def out(self) -> Path:
        return self.folder / "peer.out"

    def output(self) -> str:
        try:
            return self.out.read_text(errors="replace")
        except FileNotFoundError:
            return ""

    def start(self, *extra: str, loopback: bool = True, home: dict[str, str] | None = None) -> None:
        """Start the peer on its folder; with ``home`` (HOME, XDG_DATA_HOME...), on the one
        data folder the rule finds there instead (no ``--data-dir``, no HYPNOSE_DATA_DIR)."""
        command = [*self.prefix, sys.executable, *self.program, "peer", "--name", self.name]
        command += ["--bot", self.bot, *self.table]
        command += [*(["--data-dir", str(self.folder)] if home is None else [])]
        command += ["--timings", "fast", "--marks", *extra]
        if loopback:
            command.append("--loopback")
        with open(self.out, "a") as out:
            out.write(f"=== start {self.starts}\n")
        handle = open(self.out, "ab")  # noqa: SIM115 - the child holds it
        env = {**os.environ, "PYTHONUNBUFFERED": "1", **(home or {})}
        if home is not None:
            env.pop("HYPNOSE_DATA_DIR", None)
        self.process = subprocess.Popen(command, stdout=handle, stderr=subprocess.STDOUT,
                                        env=env, cwd=ROOT)  # fmt: skip
        handle.close()
        self.starts += 1

    def kill(self) -> None:
        """SIGKILL this peer's process (by its pid) and reap it."""
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait()

    def sleep(self, seconds: float) -> None:
        """Freeze this peer's process (SIGSTOP, by its pid) for ``seconds``, as a laptop that
        sleeps: its sockets stay open and silent; then let it go on (SIGCONT)."""
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGSTOP)
        try:
            time.sleep(seconds)
        finally:
            os.kill(self.process.pid, signal.SIGCONT)

    def wait_for(self, text: str, timeout: float, *, after: int = 0) -> bool:
        """Whether ``text`` appears in the output (past character ``after``) in time."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if text in self.output()[after:]:
                return True
            if self.process is not None and self.process.poll() is not None:
                return text in self.output()[after:]
            time.sleep(0.05)
        return False

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.kill()


def make_peers(
    base: Path,
    players: int,
    *,
    bots: tuple[str, ...] = ("strategic",),
    resistance: int = 5,
    game: str = "hypnose",
) -> list[Peer]:
    """The peers of one table (``resistance``: Hypnose's starting resistance)."""
    sets = [f"start_resistance={resistance}"] if game == "hypnose" else []
    args = argparse.Namespace(game=game, players=players, bots=list(bots), set=sets)
    found = seat_peers(args, base)
    for peer in found:
        peer["folder"].mkdir(mode=0o700, parents=True, exist_ok=True)
    return [Peer(p["folder"], p["name"], p["bot"], p["table"]) for p in found]


def wait_all(peers: list[Peer], timeout: float) -> None:
    """Wait for every peer's process to end; kill the rest and fail after ``timeout``."""
    deadline = time.monotonic() + timeout
    try:
        for peer in peers:
            assert peer.process is not None
            peer.process.wait(timeout=max(0.1, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        tails = "\n".join(f"--- {p.name}\n{p.output()[-3000:]}" for p in peers)
        raise AssertionError(f"the game did not end within {timeout:g} s\n{tails}") from None
    finally:
        for peer in peers:
            peer.stop()


def results(peers: list[Peer]) -> tuple[int, dict[str, Any]]:
    """The selfplay summary of the peers' results (audits included)."""
    from client.cli.selfplay import read_results

    found = read_results([{"folder": p.folder} for p in peers])
    return summarize(found, 0.0)


def audit_cli(transcript: str) -> tuple[int, str]:
    """``hypnose audit --json`` on one transcript, as a user runs it."""
    return audits_cli([transcript])[0]


def audits_cli(transcripts: list[str]) -> list[tuple[int, str]]:
    """``hypnose audit --json`` on each transcript, the processes started at once."""
    commands = [
        [sys.executable, "-m", "client.cli.main", "audit", t, "--json"] for t in transcripts
    ]
    return [(status, out + err) for status, out, err in at_once(commands, 300)]


def at_once(commands: list[list[str]], timeout: float) -> list[tuple[int, str, str]]:
    """Run the commands as processes started together; each one's status, stdout and stderr
    (a process past ``timeout`` is killed, by its pid, and fails the test)."""
    processes = [subprocess.Popen(c, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                  cwd=ROOT) for c in commands]  # fmt: skip
    deadline = time.monotonic() + timeout
    found = []
    try:
        for process in processes:
            out, err = process.communicate(timeout=max(0.1, deadline - time.monotonic()))
            found.append((process.returncode, out, err))
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait()
    return found


def selfplay(base: Path, players: int, *extra: str,
             settings: tuple[str, ...] = ("start_resistance=5",)) -> dict[str, Any]:  # fmt: skip
    return selfplays([(base, players, extra, settings)])[0]


def selfplays(
    runs: list[tuple[Path, int, tuple[str, ...], tuple[str, ...]]],
) -> list[dict[str, Any]]:
    """``hypnose selfplay --json`` for each ``(base, players, extra, settings)``, the runs
    started at once (their peers find their own table: its opener's name is new each run)."""
    commands = []
    for base, players, extra, settings in runs:
        sets = [part for setting in settings for part in ("--set", setting)]
        commands.append([sys.executable, "-m", "client.cli.main", "selfplay", "--players",
                         str(players), "--loopback", "--json", "--data-dir", str(base), *sets,
                         *extra])  # fmt: skip
    reports = []
    for status, out, err in at_once(commands, 900):
        assert status in (0, 1), err
        reports.append({**json.loads(out.strip().splitlines()[-1]), "status": status})
    return reports
