"""libsecp256k1 through coincurve's cffi: what ``net.fair.group`` and ``net.fair.batches`` share.

The group's constants and types, this process's randomized context and the library's handles,
the bounded cache of parsed points, each thread's buffers, the operation counters, and the
wire check of a point (``decode_point``). The single operations are ``net.fair.group``'s, the
batches ``net.fair.batches``'s; callers outside ``net.fair`` use ``group`` (which re-exports
what is public here) and never this module.
"""

from __future__ import annotations

import os
import threading
import time
from typing import NewType, cast

from coincurve._libsecp256k1 import ffi as ffi
from coincurve._libsecp256k1 import lib as lib

from net.fair.errors import InvalidPoint, InvalidScalar

L = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
"""Order n of the group (prime; the cofactor is 1)."""


P_FIELD = 2**256 - 2**32 - 977
"""The field prime p."""


POINT_BYTES = 33
"""Size of a point on the wire: the compressed form."""


SCALAR_BYTES = 32
"""Size of a scalar on the wire (big-endian)."""


STRUCT_BYTES = 64  # sizeof(secp256k1_pubkey), libsecp256k1's parsed form


COMPRESSED = 258  # SECP256K1_EC_COMPRESSED


Point = NewType("Point", bytes)
"""Compressed encoding of a group element (never the identity, which has none)."""


Scalar = NewType("Scalar", int)
"""An integer in [0, n); multiplications refuse 0."""


G = Point(bytes.fromhex("0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"))
"""The standard base point."""


def make_context() -> object:
    """Our own context (thread-safe for everything used here), randomized against side
    channels in ``mul_base``."""
    ctx = ffi.gc(lib.secp256k1_context_create(1), lib.secp256k1_context_destroy)
    if lib.secp256k1_context_randomize(ctx, os.urandom(32)) != 1:
        raise RuntimeError("libsecp256k1 refused to randomize its context")
    return ctx


CTX = make_context()


pk_tweak_mul = lib.secp256k1_ec_pubkey_tweak_mul


pk_create = lib.secp256k1_ec_pubkey_create


pk_combine = lib.secp256k1_ec_pubkey_combine


pk_negate = lib.secp256k1_ec_pubkey_negate


pk_parse = lib.secp256k1_ec_pubkey_parse


pk_serialize = lib.secp256k1_ec_pubkey_serialize


ffi_memmove = ffi.memmove


ffi_buffer = ffi.buffer


CACHE_MAX = 1 << 15
"""Entries kept before the cache starts afresh (~7 MB): more than one shuffle proof's
points, so a round's inputs and its sG, sH stay parsed."""


PARSED: dict[bytes, bytes] = {}
"""Encoding → 64-byte ``secp256k1_pubkey`` of points this module made or validated. Only
valid points ever enter, so a hit is as good as a parse. Dict reads and writes are atomic
under the GIL, so the pool's threads share it; a clear just costs re-parses."""


def trim_cache() -> None:
    if len(PARSED) > CACHE_MAX:
        PARSED.clear()


class Scratch:
    """One thread's buffers for the library calls (never shared between threads)."""

    __slots__ = ("a", "b", "out", "out_len", "pair", "r", "r_bytes", "wire")

    def __init__(self) -> None:
        self.a = ffi.new("secp256k1_pubkey *")
        self.b = ffi.new("secp256k1_pubkey *")
        self.r = ffi.new("secp256k1_pubkey *")
        self.pair = ffi.new("secp256k1_pubkey *[2]", [self.a, self.b])
        self.out = ffi.new("unsigned char[]", POINT_BYTES)
        self.out_len = ffi.new("size_t *", POINT_BYTES)
        self.wire = ffi.buffer(self.out)  # views: ``wire[:]`` copies out the bytes
        self.r_bytes = ffi.buffer(self.r)


_tls = threading.local()


def thread_scratch() -> Scratch:
    try:
        return cast(Scratch, _tls.scratch)
    except AttributeError:
        _tls.scratch = scratch = Scratch()
        return scratch


def load_point(pk: object, p: object) -> bool:
    """Put p's parsed form into the struct pk; False if p is no valid point encoding."""
    if type(p) is not bytes:
        return False
    raw = PARSED.get(p)
    if raw is not None:
        ffi_memmove(pk, raw, STRUCT_BYTES)
        return True
    if len(p) != POINT_BYTES or pk_parse(CTX, pk, p, POINT_BYTES) != 1:
        return False
    PARSED[p] = ffi_buffer(pk)[:]
    return True


def store_point(sc: Scratch) -> bytes:
    """The encoding of the point in sc.r, remembering its parsed form (for products, which
    are usually added next)."""
    pk_serialize(CTX, sc.out, sc.out_len, sc.r, COMPRESSED)
    p = sc.wire[:]
    PARSED[p] = sc.r_bytes[:]
    return p


def encode_point(sc: Scratch) -> bytes:
    """The encoding of the point in sc.r (sums: they are hashed or sent, rarely reused)."""
    pk_serialize(CTX, sc.out, sc.out_len, sc.r, COMPRESSED)
    return cast(bytes, sc.wire[:])


COUNTS = [0, 0, 0, 0]  # variable-base mults, fixed-base mults, additions, validations


MULT_TIME = [0.0, 0.0]  # seconds inside variable-base and fixed-base mults, when timed


TIMING = [False]


CLOCK = time.perf_counter


def show_point(p: object) -> str:
    return p.hex() if isinstance(p, bytes) else repr(p)[:80]


def scalar_bytes(s: int) -> bytes:
    if type(s) is not int or not 0 < s < L:
        raise InvalidScalar(f"refusing scalar {s!r:.80} in a multiplication: not in [1, n-1]")
    return s.to_bytes(SCALAR_BYTES, "big")


def why_pair(p: object, q: object) -> str:
    for x in (p, q):
        if not load_point(thread_scratch().a, x):
            return f"{show_point(x)} is not a point"
    return "the result would be the identity"


def decode_point(data: object) -> Point:
    """Check wire bytes are the compressed encoding of a group element, else raise
    InvalidPoint saying why. Always parses (a cached copy is no check of these bytes)."""
    COUNTS[3] += 1
    if type(data) is not bytes or len(data) != POINT_BYTES:
        shown = f"{len(data)} bytes" if isinstance(data, bytes) else type(data).__name__
        raise InvalidPoint(f"a point is {POINT_BYTES} bytes, got {shown}")
    sc = thread_scratch()
    if data[0] in (2, 3) and pk_parse(CTX, sc.r, data, POINT_BYTES) == 1:
        PARSED[data] = ffi_buffer(sc.r)[:]
        trim_cache()
        return Point(data)
    raise InvalidPoint(f"{data.hex()}: {why_invalid(data)}")


def why_invalid(data: bytes) -> str:
    if data[0] not in (2, 3):
        return f"wrong prefix byte {data[0]:#04x} (a point is 02 or 03, then x)"
    x = int.from_bytes(data[1:], "big")
    if x >= P_FIELD:
        return "non-canonical encoding (x >= p)"
    return "not on the curve (x^3 + 7 is not a square)"
