"""Hypno Vision's time slots over real sockets: how many slots a second, and how long from a
click to its outcome on every peer, for 2, 4 and 6 peers on loopback and with 20 ms delay.

Usage: .venv/bin/python bench/slots.py [--json] [--players 2 4 6] [--delays 0 20]
       [--bots strategic-fast] [--rounds N]

Each peer is a ``hypnose peer`` process (as ``hypnose selfplay`` starts them) whose seat a bot
plays, with its slot clock (``net.session.slots``) tracing, on the system-wide monotonic clock,
every commitment it made, every choice other than idle it put into a slot, and every slot it saw
resolved. With a delay, each peer runs on its own host of the tests' virtual LAN (network
namespaces on a bridge, ``tests/net/lanplay/netns.py``; needs root, removed afterwards) where
every packet a host sends is delayed: by netem, or where the kernel has none by the user-space
switch of ``tapswitch.py`` in this process (it takes CPU too). Figures, per table:

- ``slots_per_second``: resolved slots per second of scramble, on the slowest peer (V9 allows
  10);
- ``click_to_outcome_median_ms``, ``click_to_outcome_p95_ms``: per choice and per peer, from
  the click to the moment that peer saw the choice's slot resolved. A bot's hand arrives when
  its clock commits, so its click is placed at a uniformly drawn moment between that commitment
  and the one before it (a person's click lands at any moment and waits for the next
  commitment, V9): outcome - commitment + U(0, commitment - previous commitment), seeded;
- ``commit_to_outcome_p95_ms``: the same without the modelled wait (network and checks only);
- ``cpu_ms_per_slot_per_peer``: the CPU time (user and system) the peer processes used, per
  slot and peer, start, lobby and audit included: what the load does not change. Every peer of
  a table shares this machine's cores here; on a LAN each has its own computer.

Target: 95th percentile click-to-outcome under 250 ms with 6 peers on loopback. The figures
depend on the machine and on what else runs on it: quote the load (``load`` is the 1-minute
load average when the run began).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from client.cli.selfplay import read_results, seat_peers

ROOT = Path(__file__).resolve().parent.parent
PEER_TIMEOUT = 1200.0


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def start(peer: dict[str, Any], prefix: list[str], log: Path) -> subprocess.Popen:
    """One ``hypnose peer`` tracing its slots: on loopback, or on the virtual LAN's host that
    ``prefix`` enters."""
    Path(peer["folder"]).mkdir(mode=0o700, parents=True, exist_ok=True)
    command = [*prefix, sys.executable, "-m", "client.cli.main", "peer", "--name", peer["name"],
               "--bot", peer["bot"], *peer["table"], "--data-dir", str(peer["folder"]),
               "--linger", "3", "--timing-log", str(log)]  # fmt: skip
    if not prefix:
        command.append("--loopback")
    out = open(Path(peer["folder"]) / "peer.out", "ab")  # noqa: SIM115 - handed to the child
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env, cwd=ROOT)


def read_traces(paths: list[Path]) -> list[tuple[str, int, int, int, float]]:
    entries = []
    for path in paths:
        slots = path.with_name(path.name + ".slots")
        for line in slots.read_text().splitlines() if slots.exists() else []:
            what, seat, round_, slot, when = line.split()
            entries.append((what, int(seat), int(round_), int(slot), float(when)))
    return entries


def figures(entries: list[tuple[str, int, int, int, float]], players: int) -> dict[str, Any]:
    """The table's figures from every peer's trace (see the module)."""
    commits: dict[int, list[tuple[int, int, float]]] = {}
    resolved: dict[tuple[int, int], dict[int, float]] = {}
    choices = []
    for what, seat, round_, slot, when in entries:
        if what == "commit":
            commits.setdefault(seat, []).append((round_, slot, when))
        elif what == "resolved":
            resolved.setdefault((round_, slot), {})[seat] = when
        elif what == "choice":
            choices.append((seat, round_, slot))
    committed: dict[tuple[int, int, int], tuple[float, float]] = {}
    for seat, made in commits.items():
        made.sort(key=lambda item: item[2])
        for (round_, slot, when), before in zip(made, [None, *made[:-1]], strict=True):
            gap = 0.0 if before is None or before[0] != round_ else when - before[2]
            committed[(seat, round_, slot)] = (when, gap)
    draw = random.Random(1)
    click, wire = [], []
    for seat, round_, slot in choices:
        when, gap = committed[(seat, round_, slot)]
        for seen in resolved.get((round_, slot), {}).values():
            wire.append((seen - when) * 1000)
            click.append((seen - when + draw.uniform(0.0, gap)) * 1000)
    rates = []
    for peer in range(players):
        by_round: dict[int, list[float]] = {}
        for (round_, _), seen in resolved.items():
            if peer in seen:
                by_round.setdefault(round_, []).append(seen[peer])
        span = sum(max(t) - min(t) for t in by_round.values() if len(t) > 1)
        count = sum(len(t) - 1 for t in by_round.values() if len(t) > 1)
        if span > 0:
            rates.append(count / span)
    if not click:
        raise SystemExit("no choice was traced: did the peers run with the slot clock?")
    return {
        "slots_per_second": round(min(rates), 2),
        "click_to_outcome_median_ms": round(statistics.median(click), 1),
        "click_to_outcome_p95_ms": round(percentile(click, 0.95), 1),
        "commit_to_outcome_p95_ms": round(percentile(wire, 0.95), 1),
        "choices_measured": len(choices),
        "outcomes_measured": len(click),
        "slots": len(resolved),
    }


def run(players: int, delay_ms: int, bots: list[str], base: Path) -> dict[str, Any]:
    args = argparse.Namespace(game="hypnovision", players=players, bots=bots, set=[])
    peers = seat_peers(args, base)
    logs = [Path(peer["folder"]) / "timing.log" for peer in peers]
    began = time.monotonic()
    if delay_ms:
        from netns import VirtualLan  # the tests' virtual LAN: namespaces on a bridge

        with VirtualLan(players, delay=delay_ms / 1000) as lan:
            processes = [start(p, lan.exec_prefix(i), log)
                         for i, (p, log) in enumerate(zip(peers, logs, strict=True))]  # fmt: skip
            cpu = reap(processes)
    else:
        processes = [start(p, [], log) for p, log in zip(peers, logs, strict=True)]
        cpu = reap(processes)
    results = read_results(peers)
    if any(r is None or r["ended"] != "finished" for r in results):
        raise SystemExit(f"the game did not finish: {[r and r['ended'] for r in results]}")
    found = figures(read_traces(logs), players)
    return {
        "players": players,
        "delay_ms": delay_ms,
        **found,
        "cpu_ms_per_slot_per_peer": round(cpu * 1000 / players / found["slots"], 1),
        "game_seconds": round(time.monotonic() - began, 1),
    }


def reap(processes: list[subprocess.Popen]) -> float:
    """Wait for every peer process; the CPU seconds (user and system) they used in all: what
    the machine's load does not change, unlike the times above."""
    deadline, cpu = time.monotonic() + PEER_TIMEOUT, 0.0
    for process in processes:
        while True:
            pid, _, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                cpu += usage.ru_utime + usage.ru_stime
                break
            if time.monotonic() > deadline:
                raise SystemExit("a peer did not finish in time")
            time.sleep(0.2)
    return cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4, 6])
    parser.add_argument("--delays", type=int, nargs="+", default=[0, 20], metavar="MS")
    parser.add_argument("--bots", nargs="+", default=["strategic-fast"], metavar="STRATEGY")
    parser.add_argument("--data-dir", type=Path, metavar="DIR",
                        help="keep the peers' folders here (default: a temporary one)")  # fmt: skip
    args = parser.parse_args()
    if any(d for d in args.delays):
        sys.path.insert(0, str(ROOT / "tests" / "net" / "lanplay"))
        from netns import available

        why = available()
        if why is not None:
            raise SystemExit(f"a delay needs a virtual LAN of network namespaces: {why}")
    load = os.getloadavg()[0]
    tables = []
    with tempfile.TemporaryDirectory(prefix="hypnose-bench-slots-") as tmp:
        tmp = str(args.data_dir or tmp)
        for delay in args.delays:
            for players in args.players:
                base = Path(tmp) / f"{players}-{delay}"
                try:
                    tables.append(run(players, delay, args.bots, base))
                except SystemExit as exc:  # one table failed: say so, measure the others
                    tables.append({"players": players, "delay_ms": delay, "error": str(exc)})
    report = {"load": round(load, 2), "cores": os.cpu_count(), "tables": tables}
    if args.json:
        print(json.dumps(report, sort_keys=True))
        return
    print(f"load {report['load']} on {report['cores']} cores")
    for t in tables:
        if "error" in t:
            print(f"{t['players']} peers, {t['delay_ms']} ms delay: {t['error']}")
            continue
        print(
            f"{t['players']} peers, {t['delay_ms']} ms delay: {t['slots_per_second']} slots/s, "
            f"click to outcome median {t['click_to_outcome_median_ms']} ms, "
            f"p95 {t['click_to_outcome_p95_ms']} ms (commit to outcome p95 "
            f"{t['commit_to_outcome_p95_ms']} ms; {t['outcomes_measured']} outcomes)"
        )


if __name__ == "__main__":
    main()
