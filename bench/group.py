"""Candidate group backends for the fair dealer, side by side: µs per operation.

Usage: .venv/bin/python bench/group.py [--json] [--n N] [--repeat R] [--rounds K]

Per backend and call path: variable-base multiplication, fixed-base multiplication, addition,
validation/decoding of wire bytes, encoding, and the 33-/32-byte "bytes to bytes" variable-base
multiplication (decode, multiply, encode) the group layer's API amounts to without a cache.
Each figure is the best of K×R loops of N calls on prepared inputs (the backends take K
turns), so it is the library's cost
plus the cheapest Python call around it. "2 threads" is how much faster 2N variable-base
multiplications run split over two threads than on one: above 1 means the call releases
the GIL (cffi and ctypes both do).

Backends:
- Ed25519 through PyNaCl (libsodium, cffi): what ``net.fair.group`` used first. A point
  add decodes both points (two square roots), and validation includes the subgroup check (a
  full multiplication by l), hence their cost.
- Ristretto255 through rbcl (its own libsodium, loaded through ctypes from a copy it writes
  to a temporary file at import).
- secp256k1 through coincurve (libsecp256k1, cffi): the ``PublicKey`` object API, and the
  low-level ``lib``/``ffi`` calls (``secp256k1_ec_pubkey_tweak_mul``/``_create``/``_combine``/
  ``_parse``/``_serialize``) on prepared ``secp256k1_pubkey`` structs.

Choice (recorded here so the reason travels with the figures): secp256k1 through coincurve's
low-level calls. It is the fastest at the operations the dealer spends its time on: a
variable-base multiplication costs about a third of Ed25519's (~28 µs against ~83 µs), a
fixed-base one the same (~17 µs), an addition of parsed points ~3 µs against ~15 µs, and a
wire validation ~5 µs against ~40 µs (cofactor 1: being on the curve is enough). Decoding a
compressed point costs a square root (~5 µs), which is why ``net.fair.group`` keeps the parsed
form of the points it made or checked in a bounded cache. coincurve 21.0.0 ships wheels for
Linux (manylinux x86_64/aarch64), macOS (x86_64, arm64) and Windows for CPython 3.11-3.13
(checked with ``pip download --only-binary=:all: --platform ...``), and was released in
March 2025, within two years. rbcl (Ristretto255) also installs from wheels everywhere and is
recent (1.1.2, December 2025), but its multiplications are libsodium's, no faster than
Ed25519's, and it writes a shared library to a temporary file on every import. Caveat:
``tweak_mul`` is libsecp256k1's variable-time multiplication (``pubkey_create`` is constant
time); the scalars it sees are per-game secrets, and a peer measures the others only through
network messages.

Versions and release dates are from the wheels (``pip index versions``, ``pip download``;
no network at run time): see ``RELEASES``.
"""

from __future__ import annotations

import argparse
import ctypes
import importlib.metadata
import itertools
import json
import os
import platform
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

RELEASES = {
    "PyNaCl": "1.6.2 (wheels dated 2026-01-01)",
    "rbcl": "1.1.2 (wheels dated 2025-12-05)",
    "coincurve": "21.0.0 (wheels dated 2025-03-08; Windows wheels carry a 2020 zip date)",
}
"""Latest release of each package when this was written, from the wheels' file dates."""

ED_L = 2**252 + 27742317777372353535851937790883648493
SECP_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
OPS = ("var_mul", "base_mul", "add", "decode", "encode", "var_mul_bytes", "threads_2x")

Loop = Callable[[], object]


def best_us(loop: Loop, n: int, repeat: int) -> float:
    """Best wall time of ``loop`` (n calls) over ``repeat`` runs, in µs per call."""
    loop()
    best = min(_wall(loop) for _ in range(repeat))
    return best / n * 1e6


def _wall(loop: Loop) -> float:
    t0 = time.perf_counter()
    loop()
    return time.perf_counter() - t0


def thread_speedup(make: Callable[[int, int], Loop], n: int, repeat: int) -> float:
    """Time of 2n calls on one thread over the time of n calls on each of two threads."""

    def two() -> None:
        ts = [threading.Thread(target=make(0, n)), threading.Thread(target=make(n, 2 * n))]
        for t in ts:
            t.start()
        for t in ts:
            t.join()

    one = make(0, 2 * n)
    one()
    return min(_wall(one) for _ in range(repeat)) / min(_wall(two) for _ in range(repeat))


def _scalars(n: int, order: int, byteorder: str) -> list[bytes]:
    return [
        (int.from_bytes(os.urandom(64), "big") % (order - 1) + 1).to_bytes(32, byteorder)  # type: ignore[arg-type]
        for _ in range(n)
    ]


Call = Callable[..., Any]


def _buffer_calls(
    calls: tuple[Call, Call, Call, Call],
    new_buffer: Callable[[], Any],
    read: Callable[[Any], bytes],
    sc: list[bytes],
    pts: list[bytes],
    n: int,
    repeat: int,
) -> dict[str, float]:
    """The figures of a libsodium binding's raw calls (var, base, add, valid), each writing
    its result into a buffer from ``new_buffer``; ``read`` takes a result's bytes out."""
    var, base, add, valid = calls
    buf = new_buffer()
    pairs = list(zip(sc[:n], pts[:n], strict=True))

    def var_range(lo: int, hi: int) -> Loop:
        def loop() -> None:
            out = new_buffer()
            for i in range(lo, hi):
                var(out, sc[i], pts[i])

        return loop

    def var_bytes() -> None:
        for s, p in pairs:
            var(buf, s, p)
            read(buf)

    return {
        "var_mul": best_us(lambda: [var(buf, s, p) for s, p in pairs], n, repeat),
        "base_mul": best_us(lambda: [base(buf, s) for s in sc[:n]], n, repeat),
        "add": best_us(
            lambda: [add(buf, p, q) for p, q in itertools.pairwise(pts[: n + 1])], n, repeat
        ),
        "decode": best_us(lambda: [valid(p) for p in pts[:n]], n, repeat),
        "encode": 0.0,  # a point is its encoding
        "var_mul_bytes": best_us(var_bytes, n, repeat),
        "threads_2x": thread_speedup(var_range, n // 2, repeat),
    }


def _returning_calls(
    calls: tuple[Call, Call, Call, Call], sc: list[bytes], pts: list[bytes], n: int, repeat: int
) -> dict[str, float]:
    """The figures of a binding's Python API (var, base, add, valid), each returning bytes."""
    var, base, add, valid = calls
    pairs = list(zip(sc[:n], pts[:n], strict=True))
    return {
        "var_mul": best_us(lambda: [var(s, p) for s, p in pairs], n, repeat),
        "base_mul": best_us(lambda: [base(s) for s in sc[:n]], n, repeat),
        "add": best_us(lambda: [add(p, q) for p, q in itertools.pairwise(pts[: n + 1])], n, repeat),
        "decode": best_us(lambda: [valid(p) for p in pts[:n]], n, repeat),
        "encode": 0.0,
        "var_mul_bytes": best_us(lambda: [var(s, p) for s, p in pairs], n, repeat),
    }


def ed25519(n: int, repeat: int) -> dict[str, dict[str, Any]]:
    """PyNaCl: the cffi ``lib`` calls ``net.fair.group`` batches use, and ``nacl.bindings``."""
    import nacl.bindings as nb
    from nacl._sodium import ffi, lib

    sc = _scalars(2 * n, ED_L, "little")
    pts = [nb.crypto_scalarmult_ed25519_base_noclamp(s) for s in sc]
    low = _buffer_calls(
        (lib.crypto_scalarmult_ed25519_noclamp, lib.crypto_scalarmult_ed25519_base_noclamp,
         lib.crypto_core_ed25519_add, lib.crypto_core_ed25519_is_valid_point),
        lambda: ffi.new("unsigned char[]", 32), lambda buf: ffi.buffer(buf)[:],
        sc, pts, n, repeat,
    )  # fmt: skip
    wrapped = _returning_calls(
        (nb.crypto_scalarmult_ed25519_noclamp, nb.crypto_scalarmult_ed25519_base_noclamp,
         nb.crypto_core_ed25519_add, nb.crypto_core_ed25519_is_valid_point),
        sc, pts, n, repeat,
    )  # fmt: skip
    version = importlib.metadata.version("pynacl")
    return {
        "ed25519 PyNaCl lib (cffi)": {"package": "PyNaCl", "version": version, **low},
        "ed25519 nacl.bindings": {"package": "PyNaCl", "version": version, **wrapped},
    }


def ristretto255(n: int, repeat: int) -> dict[str, dict[str, Any]]:
    """rbcl: its ctypes handle on libsodium directly, and its Python wrappers."""
    try:
        import rbcl
    except ImportError:
        return {}
    so = rbcl._sodium  # the ctypes CDLL the wrappers call
    sc = _scalars(2 * n, ED_L, "little")
    pts = [rbcl.crypto_scalarmult_ristretto255_base(s) for s in sc]
    low = _buffer_calls(
        (so.crypto_scalarmult_ristretto255, so.crypto_scalarmult_ristretto255_base,
         so.crypto_core_ristretto255_add, so.crypto_core_ristretto255_is_valid_point),
        lambda: ctypes.create_string_buffer(32), lambda buf: buf.raw,
        sc, pts, n, repeat,
    )  # fmt: skip
    wrapped = _returning_calls(
        (rbcl.crypto_scalarmult_ristretto255, rbcl.crypto_scalarmult_ristretto255_base,
         rbcl.crypto_core_ristretto255_add, rbcl.crypto_core_ristretto255_is_valid_point),
        sc, pts, n, repeat,
    )  # fmt: skip
    version = importlib.metadata.version("rbcl")
    return {
        "ristretto255 rbcl ctypes": {"package": "rbcl", "version": version, **low},
        "ristretto255 rbcl API": {"package": "rbcl", "version": version, **wrapped},
    }


def secp256k1(n: int, repeat: int) -> dict[str, dict[str, Any]]:
    """coincurve: low-level ``lib``/``ffi`` calls on parsed structs, and ``PublicKey``."""
    try:
        import coincurve
        from coincurve._libsecp256k1 import ffi, lib
        from coincurve.context import GLOBAL_CONTEXT
    except ImportError:
        return {}
    ctx = GLOBAL_CONTEXT.ctx
    compressed = 258  # SECP256K1_EC_COMPRESSED
    sc = _scalars(2 * n, SECP_N, "big")
    pk = ffi.new("secp256k1_pubkey *")
    out, out_len = ffi.new("unsigned char[33]"), ffi.new("size_t *", 33)
    wire = []
    for s in sc:
        assert lib.secp256k1_ec_pubkey_create(ctx, pk, s) == 1
        out_len[0] = 33
        lib.secp256k1_ec_pubkey_serialize(ctx, out, out_len, pk, compressed)
        wire.append(ffi.buffer(out)[:])
    structs = []
    for p in wire:
        parsed = ffi.new("secp256k1_pubkey *")
        assert lib.secp256k1_ec_pubkey_parse(ctx, parsed, p, 33) == 1
        structs.append(parsed)
    tweak, create = lib.secp256k1_ec_pubkey_tweak_mul, lib.secp256k1_ec_pubkey_create
    combine, parse = lib.secp256k1_ec_pubkey_combine, lib.secp256k1_ec_pubkey_parse
    serialize, memmove = lib.secp256k1_ec_pubkey_serialize, ffi.memmove
    pair = ffi.new("secp256k1_pubkey *[2]")

    def var_mul() -> None:  # tweak_mul works in place: copy the input first
        for i in range(n):
            memmove(pk, structs[i], 64)
            tweak(ctx, pk, sc[i])

    def var_range(lo: int, hi: int) -> Loop:
        def loop() -> None:
            acc = ffi.new("secp256k1_pubkey *")
            for i in range(lo, hi):
                memmove(acc, structs[i], 64)
                tweak(ctx, acc, sc[i])

        return loop

    def adds() -> None:
        for i in range(n):
            pair[0], pair[1] = structs[i], structs[i + 1]
            combine(ctx, pk, pair, 2)

    def encode() -> None:
        for i in range(n):
            out_len[0] = 33
            serialize(ctx, out, out_len, structs[i], compressed)
            ffi.buffer(out)[:]

    def var_bytes() -> None:
        for i in range(n):
            parse(ctx, pk, wire[i], 33)
            tweak(ctx, pk, sc[i])
            out_len[0] = 33
            serialize(ctx, out, out_len, pk, compressed)
            ffi.buffer(out)[:]

    low = {
        "var_mul": best_us(var_mul, n, repeat),
        "base_mul": best_us(lambda: [create(ctx, pk, s) for s in sc[:n]], n, repeat),
        "add": best_us(adds, n, repeat),
        "decode": best_us(lambda: [parse(ctx, pk, p, 33) for p in wire[:n]], n, repeat),
        "encode": best_us(encode, n, repeat),
        "var_mul_bytes": best_us(var_bytes, n, repeat),
        "threads_2x": thread_speedup(var_range, n // 2, repeat),
    }
    Pub = coincurve.PublicKey
    keys = [Pub(p) for p in wire]
    api = {
        "var_mul": best_us(
            lambda: [k.multiply(s) for k, s in zip(keys[:n], sc[:n], strict=True)], n, repeat
        ),
        "base_mul": best_us(lambda: [Pub.from_secret(s) for s in sc[:n]], n, repeat),
        "add": best_us(
            lambda: [k.combine([q]) for k, q in itertools.pairwise(keys[: n + 1])], n, repeat
        ),
        "decode": best_us(lambda: [Pub(p) for p in wire[:n]], n, repeat),
        "encode": best_us(lambda: [k.format() for k in keys[:n]], n, repeat),
        "var_mul_bytes": best_us(
            lambda: [Pub(p).multiply(s).format() for p, s in zip(wire[:n], sc[:n], strict=True)],
            n,
            repeat,
        ),
    }
    version = importlib.metadata.version("coincurve")
    return {
        "secp256k1 coincurve lib (cffi)": {"package": "coincurve", "version": version, **low},
        "secp256k1 coincurve PublicKey": {"package": "coincurve", "version": version, **api},
    }


def run(n: int, repeat: int, rounds: int) -> dict[str, Any]:
    """Every backend's figures, in one process: the backends take turns ``rounds`` times and
    each cell keeps its best, so a slow spell of a shared machine hits all of them alike."""
    rows: dict[str, dict[str, Any]] = {}
    for _ in range(rounds):
        for backend in (ed25519, ristretto255, secp256k1):
            for name, row in backend(n, repeat).items():
                best = rows.setdefault(name, row)
                for op in OPS:
                    if op in row:
                        pick = max if op == "threads_2x" else min
                        best[op] = pick(best[op], row[op])
    return {
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count()},
        "calls_per_loop": n,
        "repeat": repeat,
        "rounds": rounds,
        "releases": RELEASES,
        "us_per_op": rows,
        "choice": "secp256k1 coincurve lib (cffi)",
    }


def report(result: dict[str, Any]) -> str:
    """The table."""
    m = result["machine"]
    head = f"{'backend / call path':<32}{'version':>9}" + "".join(f"{op:>14}" for op in OPS)
    lines = [
        f"group backends: Python {m['python']}, {m['cpus']} CPUs, best of {result['rounds']}x"
        f"{result['repeat']} loops of {result['calls_per_loop']} calls, us per op "
        f"(threads_2x: speed-up of two threads over one)",
        head,
    ]
    for name, row in result["us_per_op"].items():
        cells = "".join(f"{row[op]:>14.2f}" if op in row else f"{'-':>14}" for op in OPS)
        lines.append(f"{name:<32}{row['version']:>9}{cells}")
    lines.append("latest releases: " + "; ".join(f"{k} {v}" for k, v in RELEASES.items()))
    lines.append(f"choice: {result['choice']} (reasons in this script's docstring)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--n", type=int, default=400, help="calls per timed loop")
    parser.add_argument("--repeat", type=int, default=5, help="timed loops per figure")
    parser.add_argument("--rounds", type=int, default=3, help="turns each backend takes")
    args = parser.parse_args(argv)
    result = run(args.n, args.repeat, args.rounds)
    print(json.dumps(result) if args.json else report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
