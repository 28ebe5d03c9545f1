"""LAN play over real sockets: a 4-peer game on loopback, one process per peer, bots playing.

Usage: .venv/bin/python bench/lan.py [--json] [--players N] [--set SETTING=VALUE ...]

Each peer (``hypnose peer``, started as ``hypnose selfplay`` starts them: one opens a table, the
others find it by zeroconf on 127.0.0.1 and join it through the lobby) logs, with the
system-wide monotonic clock, when it sent each action message (after its journal was synced and
the frames handed to the sockets) and when its replica applied each action message. Figures:

- ``latency_median_ms``, ``latency_p95_ms``: per action, from the acting peer's send to the
  moment the last peer applied it, over the actions that need no shuffle (the dealer step that
  follows them is not a shuffle, so nobody is busy proving or verifying one when they arrive);
- ``game_start_seconds``: from launching the peers to the first action applied on every peer
  (processes start and import, zeroconf, the lobby with its 3 s countdown, channels, keys, the
  first shuffles and deals, a first decision);
- ``deal_seconds``: the part of that after the lobby: from the last peer's game beginning to
  run (its seats started, its mesh listening) to the first action applied on every peer
  (channels, keys, shuffles and their proofs, the first decision); ``bench/window.py --lan``'s
  ``deal`` less its ``hand_over`` is the same part of a start from the window;
- ``messages``, ``bytes``: the signed messages of the game and their size (a transcript).

Targets: median under 10 ms, 95th percentile under 50 ms. The figures depend on the machine and
on what else runs on it: run it on a quiet machine, and quote the load.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from client.cli.selfplay import read_results, seat_peers, start_peer
from core.vocabulary import ShuffleStep
from net import Replica, game_of, read_record


def no_shuffle_actions(transcript: Path) -> set[str]:
    """Digests (hex) of the action messages whose next dealer step is not a shuffle."""
    record = read_record(transcript)
    game, settings = game_of(record.terms)
    replica = Replica(record.roster, game, settings)
    for message in record.transcript.messages:
        replica.offer(message)
        replica.pump()
    actions = [m for m in replica.consumed if m.kind == "action"]
    steps = [i for i, t in enumerate(replica.history) if t.action is not None]
    if len(actions) != len(steps):
        raise SystemExit("the transcript's actions do not match its history")
    wanted = set()
    for message, index in zip(actions, steps, strict=True):
        following = replica.history[index + 1 : index + 2]
        if not following or not isinstance(following[0].pending, ShuffleStep):
            wanted.add(message.digest.hex())
    return wanted


def read_timing(
    paths: list[Path],
) -> tuple[dict[str, float], dict[str, list[float]], list[float]]:
    """When each action was sent, when each peer applied it, when each seat's game began."""
    sent: dict[str, float] = {}
    applied: dict[str, list[float]] = {}
    begun: list[float] = []
    for path in paths:
        for line in path.read_text().splitlines():
            kind, digest, when, _seat = line.split()
            if kind == "sent":
                sent[digest] = float(when)
            elif kind == "begin":
                begun.append(float(when))
            else:
                applied.setdefault(digest, []).append(float(when))
    return sent, applied, begun


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def run(players: int, settings: list[str], base: Path) -> dict[str, Any]:
    args = argparse.Namespace(game="hypnose", players=players, bots=["strategic"], set=settings,
                              loopback=True, timings="normal")  # fmt: skip
    peers = seat_peers(args, base)
    logs = [peer["folder"] / "timing.log" for peer in peers]
    launched = time.monotonic()
    processes = [
        start_peer(p, args, "--timing-log", str(log)) for p, log in zip(peers, logs, strict=True)
    ]
    for process in processes:
        process.wait(timeout=1800)
    results = read_results(peers)
    if any(r is None or r["ended"] != "finished" for r in results):
        raise SystemExit(f"the game did not finish: {[r and r['ended'] for r in results]}")
    first = results[0]
    assert first is not None
    sent, applied, begun = read_timing(logs)
    wanted = no_shuffle_actions(Path(first["transcript"]))
    latencies = [
        (max(applied[d]) - sent[d]) * 1000
        for d in wanted
        if d in sent and len(applied.get(d, ())) == players
    ]
    everywhere = [max(times) for times in applied.values() if len(times) == players]
    return {
        "latency_median_ms": round(statistics.median(latencies), 2),
        "latency_p95_ms": round(percentile(latencies, 0.95), 2),
        "game_start_seconds": round(min(everywhere) - launched, 2),
        "deal_seconds": round(min(everywhere) - max(begun), 2),
        "messages": first["messages"],
        "bytes": first["bytes"],
        "actions_measured": len(latencies),
        "turns": first["turns"],
        "players": players,
        "game_seconds": first["seconds"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--set", action="append", default=[], metavar="SETTING=VALUE")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="hypnose-bench-lan-") as base:
        figures = run(args.players, args.set, Path(base))
    if args.json:
        print(json.dumps(figures, sort_keys=True))
        return
    for key, value in figures.items():
        print(f"{key:22} {value}")


if __name__ == "__main__":
    main()
