"""The framing adversary of issue 23: how often a seat that keeps second versions of its
messages can build a cheating proof that ``check_proof`` accepts against an honest seat.

Usage: .venv/bin/python bench/framing.py [--games N] [--start S] [--only hypnose,...]
       [--attacks N] [--json]

``--games N`` plays N seeded games (seeds S.. S+N-1; each seed's game, table size, framer seat
and tricks come from ``framingkit.table_of``: Hypnose, Hypnosia and Hypno Vision in turn, 2, 3
and 4 players) with one framer (``framingkit.Framer``), then builds candidate proofs from what
it kept and judges each against an honest seat (``framingkit.Forger``). ``--attacks N`` also
plays issue 23's attack exactly (``framingkit.attack_issue_23``) in N seeded 2- and 3-player
Hypnose games, with every seat as the cheater in turn. Figures:

- ``games``: games played;
- ``proofs_tried``: proofs against an honest seat given to ``check_proof``;
- ``framed``: those it accepted (an honest seat convicted: must be 0);
- ``seconds``: wall time, games and proofs together;
- ``games_framed``: games with at least one framing; ``by_table``: per game and table size,
  [games, games framed, framings];
- ``candidates``, ``claims``, ``gated_claims``, ``kept``, ``convicted_framer``,
  ``live_framer_proofs``, ``live_honest_proofs``, ``live_refused``, ``honest_timed_out``,
  ``by_check``: see ``framingkit.Tally``;
- ``issue23``: for the attack exactly, ``tries`` (seeds times seats), ``attacks`` (games that
  offered the decision and gave a proof), ``framed`` (proofs accepted against the victim) and
  ``seconds``.

As in the test suite (``tests/net/dealer/conftest.py``), each distinct shuffle proof is
verified once per process and its verdict reused: the figures do not depend on it.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "net" / "dealer")]

from framingkit import (  # noqa: E402
    TABLES,
    Tally,
    attack_issue_23,
    cache_shuffle_verification,
    play_seed,
)

from core import games  # noqa: E402
from net import ProofError, check_proof  # noqa: E402


def attacks(count: int, cap: int = 4) -> dict[str, object]:
    """Issue 23's attack in ``count`` seeds of 2 and 3 players, every seat cheating in turn."""
    game = games.get("hypnose")
    start = time.perf_counter()
    tries = tried = framed = 0
    for seed in range(count):
        for players in (2, 3):
            settings = game.settings({"players": players})
            for cheater in range(players):
                tries += 1
                attack = attack_issue_23(game, settings, seed=seed, cap=cap, cheater=cheater)
                if attack is None or attack.proof is None:
                    continue
                tried += 1
                try:
                    seat = check_proof(attack.proof, attack.run.roster, game, settings, cap)
                except ProofError:
                    continue
                framed += seat != cheater
    return {
        "tries": tries,
        "attacks": tried,
        "framed": framed,
        "seconds": round(time.perf_counter() - start, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--only", default=",".join(TABLES), help="games, comma-separated")
    parser.add_argument("--attacks", type=int, default=0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    cache_shuffle_verification()
    names = tuple(args.only.split(","))
    total = Tally()
    start = time.perf_counter()
    for seed in range(args.start, args.start + args.games):
        tally = play_seed(seed, names)
        total.add(tally)
        if not args.json:
            print(f"seed {seed}: {tally.proofs_tried} tried, {tally.framed} framed", flush=True)
    total.seconds = time.perf_counter() - start
    out = total.summary()
    if args.attacks:
        out["issue23"] = attacks(args.attacks)
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        for key, value in out.items():
            print(f"{key}: {value}")


if __name__ == "__main__":
    main()
