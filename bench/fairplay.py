"""Cost of the distributed fair dealer: game start, an 88-card shuffle, a private draw of six.

Usage: python bench/fairplay.py [--json] [--rounds K]

Game start = keys with their proofs, every initial shuffle with its proof and every peer's
verification of every shuffle, over the in-memory Bus, for 2 and 4 players. Each figure comes
with the scalar multiplications it performed (net.fair.group counters) and the measured cost of
one variable-base multiplication in the same run.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

# Runs from a checkout without installing too.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import nacl.bindings as nb

from core.bots import make_bot
from core.state import Settings
from net.bus import Bus
from net.dealer.peer import FairDealer
from net.fair import group
from net.fair.elgamal import card_table, public_deck
from net.fair.group import Context
from net.fair.keys import KeyPair, joint_key
from net.fair.shares import make_shares, open_private_draw
from net.fair.shuffle import shuffle_and_prove, verify_shuffle
from net.identity import Identity
from net.messages import Roster
from resources import load_catalog


def mults() -> int:
    c = group.counters()
    return c.var_mul + c.base_mul


class TimedPeer(FairDealer):
    """A peer that adds up the CPU time it spends handling messages."""

    cpu = 0.0

    def receive(self, source: int, data: bytes) -> None:
        t = time.process_time()
        super().receive(source, data)
        self.cpu += time.process_time() - t

    def start(self) -> None:
        t = time.process_time()
        super().start()
        self.cpu += time.process_time() - t


def game_start(players: int, rounds: int) -> tuple[float, float, int]:
    catalog, settings = load_catalog(), Settings(players=players)
    ids = [Identity.generate() for _ in range(players)]
    roster = Roster(os.urandom(16), {s: i.public_key for s, i in enumerate(ids)})
    bus = Bus()
    peers = [
        TimedPeer(s, ids[s], roster, catalog, settings, make_bot("strategic", s), bus, rounds)
        for s in range(players)
    ]
    for peer in peers:
        peer.attach()
    m0, t0 = mults(), time.perf_counter()
    for peer in peers:
        peer.start()
    while any(p.replica.phase.name in ("keys", "shuffle") for p in peers):
        if bus.step() is None:
            break
    total = time.perf_counter() - t0
    return total, max(p.cpu for p in peers), mults() - m0


def mult_seconds() -> float:
    s = [group.encode_scalar(x) for x in group.random_scalars(256)]
    pts = [nb.crypto_scalarmult_ed25519_base_noclamp(x) for x in s]
    best = float("inf")
    for _ in range(5):
        t = time.process_time()
        for x, p in zip(s, pts, strict=True):
            nb.crypto_scalarmult_ed25519_noclamp(x, p)
        best = min(best, (time.process_time() - t) / len(s))
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--rounds", type=int, default=16)
    args = parser.parse_args()
    out: dict[str, object] = {"game_start_seconds": {}, "game_start_peer_seconds": {},
                              "game_start_mults": {}}  # fmt: skip
    for players in (2, 4):
        total, peer, count = game_start(players, args.rounds)
        out["game_start_seconds"][players] = total  # type: ignore[index]
        out["game_start_peer_seconds"][players] = peer  # type: ignore[index]
        out["game_start_mults"][players] = count  # type: ignore[index]
    table = card_table(len(load_catalog()))
    keys = [KeyPair.generate() for _ in range(4)]
    h = joint_key([k.public for k in keys])
    deck = public_deck([i % len(table.points) for i in range(88)], h, table)
    ctx = Context(b"bench", 1, 0)
    m0, t0 = mults(), time.process_time()
    out_deck, _, proof = shuffle_and_prove(deck, h, ctx, args.rounds)
    out["shuffle88_prove_seconds"] = time.process_time() - t0
    m1, t1 = mults(), time.process_time()
    verify_shuffle(deck, out_deck, proof, h, ctx, args.rounds)
    out["shuffle88_verify_seconds"] = time.process_time() - t1
    out["shuffle88_mults"] = {"prove": m1 - m0, "verify": mults() - m1}
    six = out_deck[:6]
    publics = {s: k.public for s, k in enumerate(keys)}
    m2, t2 = mults(), time.process_time()
    received = {s: make_shares(keys[s], six, ctx.with_seat(s)) for s in (1, 2, 3)}
    open_private_draw(keys[0], six, received, publics, ctx, table)
    out["draw6_seconds"] = time.process_time() - t2
    out["draw6_mults"] = mults() - m2
    out["mult_seconds"] = mult_seconds()
    if args.json:
        print(json.dumps(out))
    else:
        for key, value in out.items():
            print(f"{key:26} {value}")


if __name__ == "__main__":
    main()
