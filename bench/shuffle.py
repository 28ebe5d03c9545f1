"""Cost of the Terelius–Wikström shuffle proof: ms and multiplications per card.

Usage: python bench/shuffle.py [--cards N] [--repeat R] [--json]

"prove" is what a shuffler does (the re-encryption shuffle and its proof), "verify" what every
other peer does with it (wire decode, then the check). Multiplications are the group's counters
(variable-base and fixed-base together), divided by the number of cards. Times are wall time,
best of the repeats, with the group's thread pool as configured.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

# Runs from a checkout without installing too.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import msgpack

from net.fair import group
from net.fair.challenges import Context
from net.fair.elgamal import card_table, deck_from_wire, deck_to_wire, public_deck
from net.fair.keys import KeyPair, joint_key
from net.fair.shuffle import ShuffleProof, shuffle_and_prove
from net.fair.shuffle_check import verify_shuffle


def measure(cards: int, repeat: int) -> dict[str, float | int]:
    """Best wall times and per-card multiplications of proving and verifying ``cards``."""
    h = joint_key([KeyPair.generate().public for _ in range(4)])
    deck = public_deck([i % 160 for i in range(cards)], h, card_table(160))
    ctx = Context(b"bench-shuffle", 1, 0)
    best_prove = best_verify = float("inf")
    mults: dict[str, int] = {}
    size = 0
    for _ in range(repeat):
        before, t = group.counters(), time.perf_counter()
        out, _, proof = shuffle_and_prove(deck, h, ctx)
        best_prove = min(best_prove, time.perf_counter() - t)
        spent = group.counters() - before
        mults["prove"] = spent.var_mul + spent.base_mul
        wire = msgpack.packb({"out": deck_to_wire(out), "proof": proof.to_wire()})
        size = len(wire)
        before, t = group.counters(), time.perf_counter()
        data = msgpack.unpackb(wire)
        received = deck_from_wire(data["out"], expected=cards)
        verify_shuffle(deck, received, ShuffleProof.from_wire(data["proof"], cards), h, ctx)
        best_verify = min(best_verify, time.perf_counter() - t)
        spent = group.counters() - before
        mults["verify"] = spent.var_mul + spent.base_mul
    return {
        "cards": cards,
        "prove_ms": best_prove * 1e3,
        "verify_ms": best_verify * 1e3,
        "prove_mults_per_card": mults["prove"] / cards,
        "verify_mults_per_card": mults["verify"] / cards,
        "message_bytes": size,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=88)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = measure(args.cards, args.repeat)
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{result['cards']} cards: prove {result['prove_ms']:.1f} ms "
            f"({result['prove_mults_per_card']:.2f} mults/card), verify "
            f"{result['verify_ms']:.1f} ms ({result['verify_mults_per_card']:.2f} mults/card), "
            f"message {result['message_bytes']} bytes"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
