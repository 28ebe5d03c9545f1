"""How cheaply a cheater grinds a Fiat–Shamir cut-and-choose shuffle proof, measured.

Usage: python bench/grinding.py [--rounds K] [--cards N] [--json]

A cheating shuffle (one card swapped for another kind) cannot have shadows that open both
ways, so the cheater prepares each shadow for one side only, picks the challenge bits it
needs, and varies the last shadow until the hash of all shadows gives those bits: on average
2^k tries. Each try adds (G, H) to one card of the last shadow (its (ψ, σ) opening just
bumps one σ) and re-hashes a 66-byte ciphertext from a saved hash state, so a try costs two point
additions. This forges a proof that ``verify_shuffle`` accepts, then shows that the
end-of-game exact check (``verify_shuffle_exact`` on the published secret) still names the
cheat. The figure is what k buys against a cheater: forging time, not 2^-k odds.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from net.fair import group
from net.fair.elgamal import Ciphertext, card_table, encrypt, public_deck
from net.fair.errors import BadShuffle
from net.fair.group import Context, G, L, Scalar
from net.fair.keys import KeyPair, joint_key
from net.fair.shuffle import (
    SHUFFLE_TAG,
    ShuffleProof,
    ShuffleSecret,
    _bits,
    _deck_bytes,
    apply_shuffle,
    shadow_from_seed,
    shuffle,
    verify_shuffle,
    verify_shuffle_exact,
)


def forge(rounds: int, cards: int) -> dict[str, float | int | bool]:
    table = card_table(8)
    h = joint_key([KeyPair.generate().public for _ in range(4)])
    inp, _ = shuffle(public_deck([i % 8 for i in range(cards)], h, table), h)
    ctx = Context(b"grinding", 1, 0)
    # The cheat: a true shuffle, then card 0 replaced by a fresh encryption of kind 7.
    secret = ShuffleSecret.random(cards)
    out = list(apply_shuffle(inp, secret, h))
    out[0] = encrypt(table.point(7), group.random_scalar(), h)
    want = [1] * rounds  # the last round must open to the output (so one σ can be bumped)
    for t in range(rounds - 1):
        want[t] = t % 2
    shadows: list[list[Ciphertext]] = []
    openings: list[bytes | ShuffleSecret] = []
    for bit in want:
        if bit == 0:  # consistent with the input only: opened by its seed
            seed = os.urandom(32)
            openings.append(seed)
            shadows.append(list(apply_shuffle(inp, shadow_from_seed(seed, cards), h)))
        else:  # consistent with the (forged) output only
            psi = ShuffleSecret.random(cards)
            openings.append(psi)
            shadows.append(list(apply_shuffle(out, psi, h)))
    digest = hashlib.sha256(group.frame(SHUFFLE_TAG) + ctx.encode() + group.frame(h))
    digest.update(group.frame(cards) + group.frame(rounds))
    digest.update(_deck_bytes(inp) + _deck_bytes(out))
    for shadow in shadows[:-1]:
        digest.update(_deck_bytes(shadow))
    digest.update(_deck_bytes(shadows[-1][:-1]))  # the saved state: all but the last card
    last = shadows[-1][-1]
    tries, start = 0, time.perf_counter()
    while True:
        tries += 1
        last = Ciphertext(group.add(last.a, G), group.add(last.b, h))
        attempt = digest.copy()
        attempt.update(last.a + last.b)
        challenge = attempt.digest()
        if _bits(challenge, rounds) == want:
            break
    seconds = time.perf_counter() - start
    psi = openings[-1]
    assert isinstance(psi, ShuffleSecret)
    bumped = Scalar((psi.rand[-1] + tries) % L)
    openings[-1] = ShuffleSecret(psi.perm, (*psi.rand[:-1], bumped))
    proof = ShuffleProof(challenge, tuple(openings))
    verify_shuffle(inp, out, proof, h, ctx, rounds)  # raises if the forgery failed
    try:
        verify_shuffle_exact(inp, out, secret, h)
        caught = False
    except BadShuffle:
        caught = True
    return {
        "rounds": rounds,
        "cards": cards,
        "tries": tries,
        "seconds": seconds,
        "seconds_per_try": seconds / tries,
        "expected_seconds": 2**rounds * seconds / tries,
        "proof_accepted": True,
        "audit_catches_it": caught,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=16)
    parser.add_argument("--cards", type=int, default=12)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = forge(args.rounds, args.cards)
    if args.json:
        print(json.dumps(result))
        return
    print(
        f"forged a {result['rounds']}-round proof of a card-swapping {result['cards']}-card "
        f"shuffle in {result['tries']} tries, {result['seconds']:.2f} s "
        f"({result['seconds_per_try'] * 1e6:.0f} us a try; 2^{result['rounds']} tries expected, "
        f"~{result['expected_seconds']:.1f} s)"
    )
    print(f"verify_shuffle accepted it; the end-of-game exact audit caught it: "
          f"{result['audit_catches_it']}")  # fmt: skip


if __name__ == "__main__":
    main()
