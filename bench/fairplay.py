"""Cost of the distributed fair dealer: game start, an 88-card shuffle, a private draw of six.

Usage: .venv/bin/python bench/fairplay.py [--json] [--threads N]

Game start = keys with their proofs, every initial shuffle with its proof and every peer's
verification of the other peers' shuffles (a peer does not re-check its own: its replica plays
its seat), over the in-memory Bus, for 2 and 4 players. Each figure comes with the scalar
multiplications it performed (net.fair.group counters) and the measured cost of one
variable-base multiplication in the same run.

The peers share one process but run one at a time, so each peer's figure is the sum over the
messages it handled (and its start) of:
- wall time (``perf_counter``): what that player waits for, ``game_start_peer_seconds``;
- CPU time of the whole process (``process_time``, so the group layer's worker threads
  count): what the peer's processing costs in CPU, ``game_start_peer_cpu_seconds`` (the
  target: at most 0.25 s for 4 players).
The other figures give both as well: ``*_seconds`` is wall time, ``*_cpu_seconds`` CPU time.
``mult_seconds`` is one variable-base multiplication on one core, probed at the end.
Batches run on the calling thread alone by default (``net.fair.pool``); ``--threads N`` splits
large ones over N threads, for comparison.

``game_start_critical_path_seconds`` is when the last peer is done on a LAN where each peer
works on its own machine: each peer's local time advances by the CPU time of its handlers and
a message arrives 2 ms after its sender's local time when sent (``bench/virtual_clock.py``).

Each figure is also set against its own multiplications: ``*_ratio`` is its wall time over the
wall time it spent inside them (``group.time_multiplications``; a split batch counts its wall
time, so both sides see the same parallelism and the same machine load). The target is 1.5;
what is left is additions (two per re-randomization), validations, hashing and Python.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

# Runs from a checkout without installing too.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from coincurve._libsecp256k1 import ffi, lib
from coincurve.context import GLOBAL_CONTEXT

from bench.virtual_clock import VirtualClock
from core.game import version_id
from core.hypnose.game import HypnoseGame
from net import Bus, BusTransport, FairDealer, Identity, Terms, fresh_nonce
from net.fair import group
from net.fair.challenges import Context
from net.fair.elgamal import card_table, public_deck
from net.fair.keys import KeyPair, joint_key
from net.fair.shares import make_shares, open_private_draw
from net.fair.shuffle import shuffle_and_prove
from net.fair.shuffle_check import verify_shuffle
from resources import load_catalog

T = TypeVar("T")


def mults() -> int:
    c = group.counters()
    return c.var_mul + c.base_mul


def mult_time() -> float:
    """Wall seconds spent inside multiplications so far (with ``time_multiplications`` on)."""
    c = group.counters()
    return c.var_mul_s + c.base_mul_s


class TimedPeer(FairDealer):
    """A peer that adds up the wall and CPU time it spends handling messages, the wall time of
    that spent inside multiplications and how many it made, and runs each handler on its own
    virtual clock (``bench/virtual_clock.py``)."""

    cpu = 0.0
    wall = 0.0
    in_mults = 0.0
    mults = 0
    clock: VirtualClock | None = None

    def _timed(self, fn: Callable[[], None]) -> None:
        t, w, m, n = time.process_time(), time.perf_counter(), mult_time(), mults()
        if self.clock is None:
            fn()
        else:
            self.clock.run(self.seat, fn)
        self.cpu += time.process_time() - t
        self.wall += time.perf_counter() - w
        self.in_mults += mult_time() - m
        self.mults += mults() - n

    def receive(self, source: int, data: bytes) -> None:
        self._timed(lambda: super(TimedPeer, self).receive(source, data))

    def start(self) -> None:
        self._timed(super().start)


def game_start(players: int) -> tuple[float, list[TimedPeer], int, float]:
    """Total wall time, the peers (with their times), the multiplications, and the critical
    path: when the last peer is done on a LAN where each works on its own machine."""
    game = HypnoseGame(load_catalog())
    settings = game.settings({"players": players})
    ids = [Identity.generate() for _ in range(players)]
    keys = {s: i.public_key for s, i in enumerate(ids)}
    terms = Terms(keys, version_id(game), game.settings_values(settings),
                  {s: fresh_nonce() for s in keys})  # fmt: skip
    roster = terms.roster()
    clock = VirtualClock()
    bus = Bus(intercept=clock.stamp)
    peers = [
        TimedPeer(s, ids[s], roster, game, settings, BusTransport(bus, s), **_seat(terms, s))
        for s in range(players)
    ]
    for peer in peers:
        peer.clock = clock
        peer.attach()
    m0, t0 = mults(), time.perf_counter()
    for peer in peers:
        peer.start()
    while any(p.replica.phase.name in ("keys", "shuffle") for p in peers):
        bus.reorder(clock.schedule)
        if bus.step() is None:
            break
    total = time.perf_counter() - t0
    return total, peers, mults() - m0, clock.critical_path


def _seat(terms: Terms, seat: int) -> dict[str, Any]:
    return {"terms": terms, "nonce": terms.nonces[seat]}


def soundness_bits() -> float:
    """log2 of one over the best known chance of passing a false shuffle proof: solving a
    discrete logarithm (Pollard's rho, about sqrt(n) steps) or a challenge that satisfies a
    false permutation by chance (Schwartz–Zippel: at most N/n for an N-card deck, N <= 250)."""
    n = group.L
    return min(math.log2(n) / 2, math.log2(n / 250))


def mult_seconds() -> float:
    """One bare libsecp256k1 variable-base multiplication (tweak_mul on a parsed point)."""
    ctx, pk, tweak = (
        GLOBAL_CONTEXT.ctx,
        ffi.new("secp256k1_pubkey *"),
        lib.secp256k1_ec_pubkey_tweak_mul,
    )
    s = [group.encode_scalar(x) for x in group.random_scalars(256)]
    parsed = []
    for p in group.mul_base_many(group.random_scalars(256)):
        assert lib.secp256k1_ec_pubkey_parse(ctx, pk, p, 33) == 1
        parsed.append(ffi.buffer(pk)[:])
    best = float("inf")
    for _ in range(5):
        t = time.process_time()
        for x, raw in zip(s, parsed, strict=True):
            ffi.memmove(pk, raw, 64)
            tweak(ctx, pk, x)
        best = min(best, (time.process_time() - t) / len(s))
    return best


def timed(fn: Callable[[], T], out: dict[str, Any], name: str) -> T:
    """fn()'s result; records its wall and CPU seconds, and its wall time over the wall time
    it spent inside its own multiplications (``name_ratio``), in ``out``."""
    t, w, m = time.process_time(), time.perf_counter(), mult_time()
    result = fn()
    out[f"{name}_seconds"] = wall = time.perf_counter() - w
    out[f"{name}_cpu_seconds"] = time.process_time() - t
    out[f"{name}_ratio"] = wall / max(mult_time() - m, 1e-9)
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--threads", type=int, default=group.parallelism())
    args = parser.parse_args()
    group.set_parallelism(args.threads)
    group.time_multiplications(True)
    out: dict[str, Any] = {
        "threads": args.threads,
        "cpus": os.cpu_count(),
        "game_start_seconds": {},
        "game_start_peer_seconds": {},
        "game_start_peer_cpu_seconds": {},
        "game_start_peer_ratio": {},
        "game_start_mults": {},
        "game_start_peer_mults": {},
        "game_start_critical_path_seconds": {},
        "soundness_bits": soundness_bits(),
    }
    for players in (2, 4):
        total, peers, count, critical = game_start(players)
        slowest = max(peers, key=lambda p: p.wall)
        out["game_start_seconds"][players] = total
        out["game_start_peer_seconds"][players] = slowest.wall
        out["game_start_peer_cpu_seconds"][players] = max(p.cpu for p in peers)
        out["game_start_peer_ratio"][players] = slowest.wall / slowest.in_mults
        out["game_start_mults"][players] = count
        out["game_start_peer_mults"][players] = [p.mults for p in peers]
        out["game_start_critical_path_seconds"][players] = critical
    table = card_table(len(load_catalog()))
    keys = [KeyPair.generate() for _ in range(4)]
    h = joint_key([k.public for k in keys])
    deck = public_deck([i % len(table.points) for i in range(88)], h, table)
    ctx = Context(b"bench", 1, 0)
    m0 = mults()
    out_deck, _, proof = timed(lambda: shuffle_and_prove(deck, h, ctx), out, "shuffle88_prove")
    m1 = mults()
    timed(lambda: verify_shuffle(deck, out_deck, proof, h, ctx), out, "shuffle88_verify")
    out["shuffle88_mults"] = {"prove": m1 - m0, "verify": mults() - m1}
    six = out_deck[:6]
    publics = {s: k.public for s, k in enumerate(keys)}

    def draw() -> None:
        received = {s: make_shares(keys[s], six, ctx.with_seat(s)) for s in (1, 2, 3)}
        open_private_draw(keys[0], six, received, publics, ctx, table)

    m2 = mults()
    timed(draw, out, "draw6")
    out["draw6_mults"] = mults() - m2
    group.time_multiplications(False)
    out["mult_seconds"] = mult_seconds()
    if args.json:
        print(json.dumps(out))
    else:
        for key, value in out.items():
            print(f"{key:28} {value}")


if __name__ == "__main__":
    main()
