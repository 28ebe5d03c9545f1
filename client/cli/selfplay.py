"""``hypnose selfplay``: N headless peers in N processes play one whole LAN game, then the audit.

It starts ``hypnose peer`` once per seat, each with its own data folder: the first opens a table
for N players, the others find it by zeroconf and join it through the lobby (by its opener's
name, new for every run, so that another table on the same network is not joined); once the
table is full they start, form the mesh, play, and write their transcripts. Then every
transcript is audited (``hypnose audit``) and the peers' results compared. ``--json`` prints one
object: ``winner``, ``turns``, ``messages``, ``reveals_verified``, ``shuffles_verified``,
``audit`` ("fair" or the cheating proof's summary), ``state_hashes_agree``, ``seconds``,
``transcripts``.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

PEER_TIMEOUT = 900.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--players", type=int, required=True, help="how many peers (seats; required)"
    )
    bots = "each peer's bot, in seat order (repeated to fill the table)"
    parser.add_argument("--bots", nargs="+", default=["strategic"], metavar="STRATEGY", help=bots)
    parser.add_argument("--game", default="hypnose", help="the game (default hypnose)")
    setting = "a table setting, e.g. start_resistance=5 (default: none)"
    parser.add_argument("--set", action="append", default=[], metavar="SETTING=VALUE", help=setting)
    parser.add_argument("--loopback", action="store_true",
                        help="use 127.0.0.1 only (nothing leaves this machine)")  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    where = "where the peers' data folders go (default: a new temporary one)"
    parser.add_argument("--data-dir", type=Path, metavar="DIR", help=where)
    parser.add_argument("--timeout", type=float, default=PEER_TIMEOUT,
                        help=f"seconds the game may take (default {PEER_TIMEOUT:g})")  # fmt: skip
    parser.add_argument("--timings", choices=("normal", "fast"), default="normal",
                        help=argparse.SUPPRESS)  # fmt: skip


def parse_settings(pairs: list[str]) -> dict[str, object]:
    """``NAME=VALUE`` pairs as plain values (ints and booleans where they read as such)."""
    values: dict[str, object] = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        if not sep or not name:
            raise ValueError(f"a setting is NAME=VALUE, not {pair!r}")
        value: object = text
        if text.lower() in ("true", "false"):
            value = text.lower() == "true"
        elif text.lstrip("-").isdigit():
            value = int(text)
        values[name] = value
    return values


def seat_peers(args: argparse.Namespace, base: Path) -> list[dict[str, Any]]:
    """Each peer's data folder, name, bot and part at the table: the first opens it, the
    others join it by its opener's name. ValueError (in words) for a game, bot or setting
    that cannot be."""
    from core import games

    game = games.get(args.game)
    settings = {**parse_settings(args.set), "players": args.players}
    game.settings(settings)  # refused here in words rather than in every peer
    low, high = game.players
    if not low <= args.players <= high:
        raise ValueError(f"{game.name.capitalize()} is played by {low} to {high} players")
    run = secrets.token_hex(3)
    peers = []
    for index in range(args.players):
        bot = args.bots[index % len(args.bots)]
        if bot not in game.bots:
            raise ValueError(f"{game.name} has no bot {bot!r} (it has {', '.join(game.bots)})")
        peers.append({"folder": base / f"peer-{index}", "name": f"p{index}-{run}", "bot": bot})
    opener = peers[0]["name"]
    sets = [part for pair in args.set for part in ("--set", pair)]
    peers[0]["table"] = ["--open-table", str(args.players), "--game", args.game, *sets]
    for peer in peers[1:]:
        peer["table"] = ["--join", opener, "--game", args.game]
    return peers


def start_peer(peer: dict[str, Any], args: argparse.Namespace, *extra: str) -> subprocess.Popen:
    """One ``hypnose peer`` process for ``peer``; its output goes to ``peer.out`` there."""
    Path(peer["folder"]).mkdir(mode=0o700, parents=True, exist_ok=True)
    command = [sys.executable, "-m", "client.cli.main", "peer", "--name", peer["name"],
               "--bot", peer["bot"], *peer["table"], "--data-dir", str(peer["folder"]),
               "--timings", args.timings, *extra]  # fmt: skip
    if args.loopback:
        command.append("--loopback")
    out = open(peer["folder"] / "peer.out", "ab")  # noqa: SIM115 - handed to the child
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env)


def read_results(peers: list[dict[str, Any]]) -> list[dict[str, Any] | None]:
    from net import games_folder, read_result

    results: list[dict[str, Any] | None] = []
    for peer in peers:
        found = None
        root = games_folder(peer["folder"])
        for path in sorted(root.iterdir()) if root.is_dir() else []:
            result = read_result(path)
            if result is not None:
                found = result
        results.append(found)
    return results


def summarize(results: list[dict[str, Any] | None], seconds: float) -> tuple[int, dict[str, Any]]:
    """The selfplay report from every peer's result and the audit of every transcript."""
    from client.cli.audit import FAIR, audit_summary

    done = [r for r in results if r is not None]
    transcripts = [r["transcript"] for r in done]
    audits = [audit_summary(Path(t)) for t in transcripts]
    verdicts = [summary.get("audit", summary.get("error")) for _, summary in audits]
    unfair = [v for v in verdicts if v != "fair"]
    first = done[0] if done else {}
    agree = len(done) == len(results) and len({(r["state_hash"], r["hashes"]) for r in done}) == 1
    audited = next((s for status, s in audits if status == FAIR), {})
    verdict = unfair[0] if unfair else "fair"
    if len(done) < len(results):
        verdict = unfair[0] if unfair else f"{len(results) - len(done)} peer(s) did not finish"
    report = {
        "winner": first.get("winner"),
        "turns": first.get("turns"),
        "messages": first.get("messages"),
        "reveals_verified": audited.get("reveals_verified", 0),
        "shuffles_verified": audited.get("shuffles_verified", 0),
        "audit": verdict,
        "state_hashes_agree": agree,
        "seconds": round(seconds, 2),
        "transcripts": transcripts,
    }
    ok = report["audit"] == "fair" and agree and all(r["ended"] == "finished" for r in done)
    return (0 if ok else 1), report


def run(args: argparse.Namespace) -> int:
    if not 2 <= args.players <= 64:
        print("hypnose selfplay: --players takes 2 or more", file=sys.stderr)
        return 2
    base = args.data_dir or Path(tempfile.mkdtemp(prefix="hypnose-selfplay-"))
    try:
        peers = seat_peers(args, base)
    except (ValueError, KeyError) as exc:
        print(f"hypnose selfplay: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    started = time.monotonic()
    processes = [start_peer(peer, args) for peer in peers]
    deadline = started + args.timeout
    try:
        for process in processes:
            process.wait(timeout=max(0.1, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        print(f"hypnose selfplay: the game took more than {args.timeout:g} s", file=sys.stderr)
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait()
    seconds = time.monotonic() - started
    status, report = summarize(read_results(peers), seconds)
    if args.json:
        print(json.dumps(report, sort_keys=True))
    else:
        print(f"peers' folders in {base}")
        for key in ("winner", "turns", "messages", "reveals_verified", "shuffles_verified",
                    "audit", "state_hashes_agree", "seconds"):  # fmt: skip
            print(f"{key:18} {report[key]}")
    return status
