"""Cost of the fair-play primitives, each set against the multiplications it performs.

Usage: python bench/fairplay_primitives.py [--json] [--repeat R] [--threads N]

Each figure is set against the cost of its own multiplications in two ways:
- "in situ": the wall time of a run over the wall time that same run spent inside its
  multiplications (``group.time_multiplications``), median over the runs. Both sides see
  the same machine load, so this holds still on a busy shared machine; the targets use it.
- "units": the best time over (var mults × var cost + fixed mults × fixed cost), with unit
  costs probed between the runs, next to the figure's own. This drifts with the load: a
  multiplication's speed here varies by up to 50% from one second to the next.
The rest is additions, point validations, hashing and Python; "floor" is the ratio that
additions and validations alone impose at the probed unit costs. Times are CPU time of this
process (every thread, so the group layer's pool counts), best of the runs, with the best
wall time beside; the figures run round-robin so no figure sits wholly inside one slow
spell. The 20 ms draw target is checked on wall time.

Large batches are split over the group layer's threads (``--threads 1`` turns that off).
The in-situ ratio stays like for like: a split batch's multiplication time is its wall time,
so both sides of the ratio are wall time under the same parallelism; the units ratio sets
CPU time against single-core unit costs. The shuffle verification is what each other peer
does with a received shuffle: wire decode and the Terelius–Wikström check.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import coincurve
import msgpack
from coincurve._libsecp256k1 import ffi, lib
from coincurve.context import GLOBAL_CONTEXT

from net.fair import group
from net.fair.challenges import Context
from net.fair.elgamal import card_table, deck_from_wire, deck_to_wire, public_deck
from net.fair.group import OpCounts, Point
from net.fair.keys import KeyPair, joint_key
from net.fair.shares import DecryptionShares, make_shares, open_private_draw
from net.fair.shuffle import ShuffleProof, shuffle, shuffle_and_prove
from net.fair.shuffle_check import verify_shuffle

CARDS = 88
DRAW = 6
PLAYERS = 4
DRAW_TARGET_S = 0.020
RATIO_TARGET = 1.5
GAME = b"bench-game"

_SCALARS = [group.encode_scalar(s) for s in group.random_scalars(64)]
_POINTS = [group.mul_base(s) for s in group.random_scalars(64)]

_PARSED = [ffi.new("secp256k1_pubkey *") for _ in _POINTS]
for _p, _pk in zip(_POINTS, _PARSED, strict=True):
    assert lib.secp256k1_ec_pubkey_parse(GLOBAL_CONTEXT.ctx, _pk, _p, 33) == 1
_STRUCTS = [ffi.buffer(pk)[:] for pk in _PARSED]
_PAIR = ffi.new("secp256k1_pubkey *[2]")


def _timed(fn: Callable[[], object]) -> tuple[float, float]:
    c0, w0 = time.process_time(), time.perf_counter()
    fn()
    return time.process_time() - c0, time.perf_counter() - w0


def unit_costs(repeats: int = 1) -> dict[str, float]:
    """CPU seconds per variable-base mult, fixed-base mult, addition and validation: the bare
    libsecp256k1 calls (tweak_mul on a parsed point, pubkey_create, combine, parse) with the
    least Python around them, so a ratio shows everything the group layer adds."""
    ctx, pk, pair = GLOBAL_CONTEXT.ctx, ffi.new("secp256k1_pubkey *"), _PAIR
    tweak, create, combine = (
        lib.secp256k1_ec_pubkey_tweak_mul,
        lib.secp256k1_ec_pubkey_create,
        lib.secp256k1_ec_pubkey_combine,
    )
    parse, memmove = lib.secp256k1_ec_pubkey_parse, ffi.memmove

    def var() -> None:
        for s, raw in zip(_SCALARS, _STRUCTS, strict=True):
            memmove(pk, raw, 64)
            tweak(ctx, pk, s)

    def add() -> None:
        for p, q in itertools.pairwise(_PARSED):
            pair[0], pair[1] = p, q
            combine(ctx, pk, pair, 2)

    loops: dict[str, tuple[Callable[[], object], int]] = {
        "var_mul": (var, len(_SCALARS)),
        "base_mul": (lambda: [create(ctx, pk, s) for s in _SCALARS * 2], 2 * len(_SCALARS)),
        "add": (add, len(_POINTS) - 1),
        "validate": (lambda: [parse(ctx, pk, p, 33) for p in _POINTS], len(_POINTS)),
    }
    return {
        name: min(_timed(loop)[0] for _ in range(repeats)) / size
        for name, (loop, size) in loops.items()
    }


@dataclass(frozen=True, slots=True)
class Figure:
    """One measured operation: its counts, best times, and the best unit costs probed around it."""

    ops: OpCounts
    cpu: float
    wall: float
    units: dict[str, float]
    in_situ: tuple[float, ...]

    def to_json(self) -> dict[str, Any]:
        mult_s = self.ops.mult_seconds(self.units["var_mul"], self.units["base_mul"])
        extra_s = self.ops.add * self.units["add"] + self.ops.validate * self.units["validate"]
        return {
            "seconds": self.cpu,
            "wall_seconds": self.wall,
            "var_mul": self.ops.var_mul,
            "base_mul": self.ops.base_mul,
            "add": self.ops.add,
            "validate": self.ops.validate,
            "mult_seconds": mult_s,
            "ratio_in_situ": statistics.median(self.in_situ) if self.in_situ else None,
            "ratio_units": self.cpu / mult_s if mult_s else None,
            "floor": 1 + extra_s / mult_s if mult_s else None,
        }


def measure(
    fns: Mapping[str, Callable[[], object]], repeat: int, seen: list[dict[str, float]]
) -> dict[str, Figure]:
    """Time the figures round-robin, with a unit probe between every two runs.

    Each figure is counted once (a warm-up too), then run repeat times interleaved with
    the others, so that no figure sits wholly inside one slow spell of the machine; its
    units are the best probes taken right before and right after its own runs.
    """
    ops: dict[str, OpCounts] = {}
    for name, fn in fns.items():
        before = group.counters()
        fn()
        ops[name] = group.counters() - before
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in fns}
    near: dict[str, list[dict[str, float]]] = {name: [] for name in fns}
    in_situ: dict[str, list[float]] = {name: [] for name in fns}
    probe = unit_costs()
    for _ in range(repeat):
        for name, fn in fns.items():
            before = group.counters()
            cpu, wall = _timed(fn)
            spent = group.counters() - before
            times[name].append((cpu, wall))
            if spent.var_mul_s + spent.base_mul_s:
                in_situ[name].append(wall / (spent.var_mul_s + spent.base_mul_s))
            after = unit_costs()
            near[name] += [probe, after]
            seen.append(after)
            probe = after
    return {
        name: Figure(
            ops[name],
            min(cpu for cpu, _ in times[name]),
            min(wall for _, wall in times[name]),
            {unit: min(p[unit] for p in near[name]) for unit in probe},
            tuple(in_situ[name]),
        )
        for name in fns
    }


def bench_shuffle(h: Point, repeat: int, seen: list[dict[str, float]]) -> dict[str, Figure]:
    """Prove (shuffle + proof) and verify (wire decode + proof check) for CARDS cards."""
    deck = public_deck(range(CARDS), h, card_table(CARDS))
    ctx = Context(GAME, 1, 0)
    out, _, proof = shuffle_and_prove(deck, h, ctx)
    wire = msgpack.packb({"deck": deck_to_wire(out), "proof": proof.to_wire()})

    def verify() -> None:
        data = msgpack.unpackb(wire)
        received = deck_from_wire(data["deck"], expected=CARDS)
        verify_shuffle(deck, received, ShuffleProof.from_wire(data["proof"], CARDS), h, ctx)

    def decode() -> None:
        data = msgpack.unpackb(wire)
        deck_from_wire(data["deck"], expected=CARDS)
        ShuffleProof.from_wire(data["proof"], CARDS)

    def prove() -> None:
        shuffle_and_prove(deck, h, ctx)

    return measure({"prove": prove, "verify": verify, "verify_wire_decode": decode}, repeat, seen)


def bench_draw(
    keys: list[KeyPair], h: Point, repeat: int, seen: list[dict[str, float]]
) -> dict[str, Figure]:
    """Seat 0 draws DRAW cards: the others make shares with proofs, seat 0 checks and opens."""
    table = card_table(CARDS)
    deck, _ = shuffle(public_deck(range(CARDS), h, table), h)
    cts = deck[:DRAW]
    ctx = Context(GAME, 2, 0)
    publics = {seat: kp.public for seat, kp in enumerate(keys)}
    messages: dict[int, bytes] = {}

    def others() -> None:
        for seat in range(1, len(keys)):
            shares = make_shares(keys[seat], cts, ctx.with_seat(seat))
            messages[seat] = msgpack.packb(shares.to_wire())

    def drawer() -> None:
        received = {
            seat: DecryptionShares.from_wire(msgpack.unpackb(raw), DRAW)
            for seat, raw in messages.items()
        }
        open_private_draw(keys[0], cts, received, publics, ctx, table)

    def whole() -> None:
        others()
        drawer()

    figures = {"total": whole, "others_make_shares": others, "drawer_verify_and_open": drawer}
    return measure(figures, repeat, seen)


def run(repeat: int) -> dict[str, Any]:
    """Every figure, with unit costs measured around each repeat."""
    group.time_multiplications(True)
    seen: list[dict[str, float]] = [unit_costs(5)]
    keys = [KeyPair.generate() for _ in range(PLAYERS)]
    h = joint_key([kp.public for kp in keys])
    shuffle_figs = bench_shuffle(h, repeat, seen)
    draw_figs = bench_draw(keys, h, repeat * 4, seen)
    seen.append(unit_costs(5))
    units = {name: min(u[name] for u in seen) for name in seen[0]}
    shuffle_json = {k: f.to_json() for k, f in shuffle_figs.items()}
    draw_json = {k: f.to_json() for k, f in draw_figs.items()}
    group.time_multiplications(False)
    figures = [*shuffle_json.values(), *draw_json.values()]
    ratios = [f["ratio_in_situ"] for f in figures if f["ratio_in_situ"]]
    return {
        "machine": {
            "python": platform.python_version(),
            "coincurve": coincurve.__version__,
            "cpus": os.cpu_count(),
            "threads": group.parallelism(),
        },
        "unit_us": {name: cost * 1e6 for name, cost in units.items()},
        "shuffle": {"cards": CARDS, "proof": "terelius-wikstrom", **shuffle_json},
        "private_draw": {"cards": DRAW, "players": PLAYERS, **draw_json},
        "targets": {
            "draw_under_20ms": draw_json["total"]["wall_seconds"] < DRAW_TARGET_S,
            "in_situ_ratios_within_1_5": all(r <= RATIO_TARGET for r in ratios),
        },
    }


def _line(name: str, fig: dict[str, Any]) -> str:
    if fig["ratio_in_situ"]:
        ratio = (
            f"ratio {fig['ratio_in_situ']:.2f}x in situ, {fig['ratio_units']:.2f}x by units"
            f" (floor {fig['floor']:.2f}x)"
        )
    else:
        ratio = "no multiplications"
    return (
        f"  {name:<24}{fig['seconds'] * 1e3:8.2f} ms (wall {fig['wall_seconds'] * 1e3:7.2f})"
        f"  mults {fig['var_mul']:4d} var + {fig['base_mul']:4d} fixed"
        f" = {fig['mult_seconds'] * 1e3:7.2f} ms  {ratio}"
        f"  (adds {fig['add']}, validations {fig['validate']})"
    )


def report(result: dict[str, Any]) -> str:
    """Human-readable figures."""
    u, m = result["unit_us"], result["machine"]
    sh, dr, tg = result["shuffle"], result["private_draw"], result["targets"]
    lines = [
        f"fairplay primitives: Python {m['python']}, coincurve {m['coincurve']} (secp256k1), "
        f"{m['cpus']} CPUs, "
        f"{m['threads']} batch threads",
        f"unit costs (best probe): variable-base mult {u['var_mul']:.1f} us, fixed-base "
        f"mult {u['base_mul']:.1f} us (addition {u['add']:.1f} us, validation "
        f"{u['validate']:.1f} us)",
        f"shuffle of {sh['cards']} cards, {sh['proof']} proof:",
        _line("prove (shuffle + proof)", sh["prove"]),
        _line("verify (incl. decode)", sh["verify"]),
        _line("  of which wire decode", sh["verify_wire_decode"]),
        f"private draw of {dr['cards']} cards among {dr['players']} players:",
        _line("total", dr["total"]),
        _line("others make shares", dr["others_make_shares"]),
        _line("drawer verifies, opens", dr["drawer_verify_and_open"]),
        f"targets: draw < 20 ms {'met' if tg['draw_under_20ms'] else 'MISSED'}; "
        f"every in-situ ratio <= {RATIO_TARGET} "
        f"{'met' if tg['in_situ_ratios_within_1_5'] else 'MISSED'}",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--repeat", type=int, default=8, help="repeats per shuffle figure")
    parser.add_argument("--threads", type=int, default=group.parallelism(), help="batch threads")
    args = parser.parse_args(argv)
    group.set_parallelism(args.threads)
    result = run(args.repeat)
    print(json.dumps(result) if args.json else report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
