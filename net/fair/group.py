"""The secp256k1 group, through libsecp256k1 (coincurve's low-level cffi ``lib``).

Chosen by measurement (``bench/group.py``): a variable-base multiplication costs about a
third of Ed25519's through libsodium, an addition a fifth, a wire validation an eighth; the
group has prime order n and cofactor 1, so a point on the curve is a group element.

Points are their 33-byte compressed SEC1 encodings (``POINT_BYTES``: 02 or 03, then x),
the only form sent on the wire and hashed; scalars are Python ints in [0, n), because
``(a * b) % L`` is exact and cheaper than a binding call. A ``Point`` is either produced here
or checked by ``decode_point``; only wire input needs checking. libsecp256k1 cannot represent
the identity: every operation whose result would be it (p + (−p), a zero scalar) raises
InvalidPoint or InvalidScalar instead, so no ``Point`` is ever the identity.

Decoding a compressed point costs a square root (~5 µs, a sixth of a multiplication), so
the parsed form (libsecp256k1's 64-byte ``secp256k1_pubkey``) of every point made or checked
here is kept in a bounded cache, keyed by the encoding: the sG and sH of a re-randomization
are added without being parsed again. ``decode_point`` always parses (it is the check).

Every multiplication is counted (variable-base and fixed-base apart, plus additions and
validations), and can be timed on request, so benchmarks can relate a figure to its cost.
The batch functions (``mul_many``, ``add_many``…, in ``net.fair.batches`` and re-exported
here) pay that bookkeeping once per batch.

Large batches can be split over a small thread pool (``set_parallelism``, at most ``WORKERS``
threads, created on first use; one thread, the caller's, by default: see ``net.fair.pool``):
cffi releases the GIL during each library call, so the chunks run on separate cores. The split
is deterministic (contiguous chunks, results reassembled in order) and no randomness is drawn
in a thread. A batch's multiplication time is the wall time of the whole batch, so a figure set
against it sees the same parallelism. Every return code is checked, and no struct that the
library refused to fill is ever passed back to it (libsecp256k1 aborts on illegal arguments).

How proof inputs are hashed into scalars and points (the Fiat–Shamir transcript: ``frame``,
``hash_to_scalar``, ``hash_to_point``, ``Context``) is ``net.fair.transcript``, built on this.

``mul`` uses ``secp256k1_ec_pubkey_tweak_mul``, the library's variable-time multiplication
(``mul_base`` is constant time): the fastest path, chosen knowingly for per-game secrets that
peers can only time through network messages.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NewType, cast

from coincurve._libsecp256k1 import ffi as _ffi
from coincurve._libsecp256k1 import lib as _lib

from net.fair import entropy
from net.fair.errors import InvalidPoint, InvalidScalar, MalformedData
from net.fair.pool import (  # noqa: F401  (re-exported: set_parallelism, parallelism, WORKERS)
    WORKERS,
    parallelism,
    set_parallelism,
)

L = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
"""Order n of the group (prime; the cofactor is 1)."""

_P = 2**256 - 2**32 - 977
"""The field prime p."""

POINT_BYTES = 33
"""Size of a point on the wire: the compressed form."""

SCALAR_BYTES = 32
"""Size of a scalar on the wire (big-endian)."""

_POINT_BYTES = POINT_BYTES
_SCALAR_BYTES = SCALAR_BYTES
_STRUCT_BYTES = 64  # sizeof(secp256k1_pubkey), libsecp256k1's parsed form
_COMPRESSED = 258  # SECP256K1_EC_COMPRESSED

Point = NewType("Point", bytes)
"""Compressed encoding of a group element (never the identity, which has none)."""

Scalar = NewType("Scalar", int)
"""An integer in [0, n); multiplications refuse 0."""

G = Point(bytes.fromhex("0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"))
"""The standard base point."""


def _make_context() -> object:
    """Our own context (thread-safe for everything used here), randomized against side
    channels in ``mul_base``."""
    ctx = _ffi.gc(_lib.secp256k1_context_create(1), _lib.secp256k1_context_destroy)
    if _lib.secp256k1_context_randomize(ctx, os.urandom(32)) != 1:
        raise RuntimeError("libsecp256k1 refused to randomize its context")
    return ctx


_ctx = _make_context()
_tweak_mul = _lib.secp256k1_ec_pubkey_tweak_mul
_create = _lib.secp256k1_ec_pubkey_create
_combine = _lib.secp256k1_ec_pubkey_combine
_negate = _lib.secp256k1_ec_pubkey_negate
_parse = _lib.secp256k1_ec_pubkey_parse
_serialize = _lib.secp256k1_ec_pubkey_serialize
_memmove = _ffi.memmove
_buffer = _ffi.buffer

# --- the parsed-form cache ------------------------------------------------------------

_CACHE_MAX = 1 << 15
"""Entries kept before the cache starts afresh (~7 MB): more than one shuffle proof's
points, so a round's inputs and its sG, sH stay parsed."""

_parsed: dict[bytes, bytes] = {}
"""Encoding → 64-byte ``secp256k1_pubkey`` of points this module made or validated. Only
valid points ever enter, so a hit is as good as a parse. Dict reads and writes are atomic
under the GIL, so the pool's threads share it; a clear just costs re-parses."""


def _trim_cache() -> None:
    if len(_parsed) > _CACHE_MAX:
        _parsed.clear()


class _Scratch:
    """One thread's buffers for the library calls (never shared between threads)."""

    __slots__ = ("a", "b", "out", "out_len", "pair", "r", "r_bytes", "wire")

    def __init__(self) -> None:
        self.a = _ffi.new("secp256k1_pubkey *")
        self.b = _ffi.new("secp256k1_pubkey *")
        self.r = _ffi.new("secp256k1_pubkey *")
        self.pair = _ffi.new("secp256k1_pubkey *[2]", [self.a, self.b])
        self.out = _ffi.new("unsigned char[]", _POINT_BYTES)
        self.out_len = _ffi.new("size_t *", _POINT_BYTES)
        self.wire = _ffi.buffer(self.out)  # views: ``wire[:]`` copies out the bytes
        self.r_bytes = _ffi.buffer(self.r)


_tls = threading.local()


def _scratch() -> _Scratch:
    try:
        return cast(_Scratch, _tls.scratch)
    except AttributeError:
        _tls.scratch = scratch = _Scratch()
        return scratch


def _load(pk: object, p: object) -> bool:
    """Put p's parsed form into the struct pk; False if p is no valid point encoding."""
    if type(p) is not bytes:
        return False
    raw = _parsed.get(p)
    if raw is not None:
        _memmove(pk, raw, _STRUCT_BYTES)
        return True
    if len(p) != _POINT_BYTES or _parse(_ctx, pk, p, _POINT_BYTES) != 1:
        return False
    _parsed[p] = _buffer(pk)[:]
    return True


def _store(sc: _Scratch) -> bytes:
    """The encoding of the point in sc.r, remembering its parsed form (for products, which
    are usually added next)."""
    _serialize(_ctx, sc.out, sc.out_len, sc.r, _COMPRESSED)
    p = sc.wire[:]
    _parsed[p] = sc.r_bytes[:]
    return p


def _encode(sc: _Scratch) -> bytes:
    """The encoding of the point in sc.r (sums: they are hashed or sent, rarely reused)."""
    _serialize(_ctx, sc.out, sc.out_len, sc.r, _COMPRESSED)
    return cast(bytes, sc.wire[:])


# --- operation counters -------------------------------------------------------------

_counts = [0, 0, 0, 0]  # variable-base mults, fixed-base mults, additions, validations
_mult_time = [0.0, 0.0]  # seconds inside variable-base and fixed-base mults, when timed
_timing = [False]
_clock = time.perf_counter


@dataclass(frozen=True, slots=True)
class OpCounts:
    """How many group operations ran; subtract two snapshots to cost one operation.

    With ``time_multiplications(True)`` the seconds spent inside the multiplications are
    accumulated too, so a benchmark can set an operation against its own multiplications
    measured under the very same machine load.
    """

    var_mul: int
    base_mul: int
    add: int
    validate: int
    var_mul_s: float = 0.0
    base_mul_s: float = 0.0

    def __sub__(self, other: OpCounts) -> OpCounts:
        return OpCounts(
            self.var_mul - other.var_mul,
            self.base_mul - other.base_mul,
            self.add - other.add,
            self.validate - other.validate,
            self.var_mul_s - other.var_mul_s,
            self.base_mul_s - other.base_mul_s,
        )

    def mult_seconds(self, var_mul_s: float, base_mul_s: float) -> float:
        """The time these multiplications alone take at the given unit costs."""
        return self.var_mul * var_mul_s + self.base_mul * base_mul_s


def counters() -> OpCounts:
    """A snapshot of the operation counters."""
    return OpCounts(*_counts, *_mult_time)


def reset_counters() -> None:
    """Set every operation counter back to zero."""
    _counts[:] = [0, 0, 0, 0]
    _mult_time[:] = [0.0, 0.0]


def time_multiplications(on: bool) -> None:
    """Also accumulate the wall time spent inside multiplications (off by default)."""
    _timing[0] = on


# --- arithmetic ---------------------------------------------------------------------


def _show(p: object) -> str:
    return p.hex() if isinstance(p, bytes) else repr(p)[:80]


def _scalar_bytes(s: int) -> bytes:
    if type(s) is not int or not 0 < s < L:
        raise InvalidScalar(f"refusing scalar {s!r:.80} in a multiplication: not in [1, n-1]")
    return s.to_bytes(_SCALAR_BYTES, "big")


def _var1(sb: bytes, p: object) -> bytes | None:
    sc = _scratch()
    if not _load(sc.r, p) or _tweak_mul(_ctx, sc.r, sb) != 1:
        return None
    return _store(sc)


def mul(s: Scalar, p: Point) -> Point:
    """s·p (variable base); the product of a point and a nonzero scalar is never the identity."""
    _counts[0] += 1
    sb = _scalar_bytes(s)
    timing = _timing[0]
    t0 = _clock() if timing else 0.0
    out = _var1(sb, p)
    if timing:
        _mult_time[0] += _clock() - t0
    if out is None:
        raise InvalidPoint(f"multiplication refused point {_show(p)}")
    _trim_cache()
    return Point(out)


def mul_base(s: Scalar) -> Point:
    """s·G, cheaper than ``mul`` thanks to libsecp256k1's precomputed table."""
    _counts[1] += 1
    sb = _scalar_bytes(s)
    timing = _timing[0]
    t0 = _clock() if timing else 0.0
    sc = _scratch()
    if _create(_ctx, sc.r, sb) != 1:  # cannot happen for s in [1, n-1]
        raise InvalidScalar(f"libsecp256k1 refused scalar {s:#x}")
    out = _store(sc)
    if timing:
        _mult_time[1] += _clock() - t0
    _trim_cache()
    return Point(out)


def _pair1(p: object, q: object, negate: bool) -> bytes | None:
    """p + q (or p − q), None if either is no point or the result would be the identity."""
    sc = _scratch()
    if not _load(sc.a, p) or not _load(sc.b, q):
        return None
    if negate:
        _negate(_ctx, sc.b)
    if _combine(_ctx, sc.r, sc.pair, 2) != 1:
        return None
    return _encode(sc)


def add(p: Point, q: Point) -> Point:
    """p + q; raises InvalidPoint for q = −p, whose sum (the identity) is no Point."""
    return _combine_one(p, q, False)


def sub(p: Point, q: Point) -> Point:
    """p − q; raises InvalidPoint for p = q, whose difference (the identity) is no Point."""
    return _combine_one(p, q, True)


def _combine_one(p: Point, q: Point, negate: bool) -> Point:
    """p + q, or p − q with ``negate``; the message is built only on failure."""
    _counts[2] += 1
    out = _pair1(p, q, negate)
    if out is None:
        what = (
            f"subtract {_show(q)} from {_show(p)}" if negate else f"add {_show(p)} and {_show(q)}"
        )
        raise InvalidPoint(f"cannot {what}: {_why_pair(p, q)}")
    _trim_cache()
    return Point(out)


def _why_pair(p: object, q: object) -> str:
    for x in (p, q):
        if not _load(_scratch().a, x):
            return f"{_show(x)} is not a point"
    return "the result would be the identity"


def point_sum(points: Iterable[Point]) -> Point:
    """p_1 + … + p_n for n ≥ 1, in one library call (counted as n − 1 additions); raises
    InvalidPoint if a point is invalid or the sum is the identity."""
    items = list(points)
    if not items:
        raise MalformedData("sum of no points")
    n = len(items)
    _counts[2] += n - 1
    if n == 1:
        if not _load(_scratch().r, items[0]):
            raise InvalidPoint(f"cannot sum {_show(items[0])}: not a point")
        return items[0]
    structs = [_ffi.new("secp256k1_pubkey *") for _ in items]
    for p, pk in zip(items, structs, strict=True):
        if not _load(pk, p):
            raise InvalidPoint(f"cannot sum {_show(p)}: not a point")
    sc = _scratch()
    if _combine(_ctx, sc.r, _ffi.new("secp256k1_pubkey *[]", structs), n) != 1:
        raise InvalidPoint(f"the sum of {n} points would be the identity")
    return Point(_store(sc))


# --- wire validation ----------------------------------------------------------------


def decode_point(data: object) -> Point:
    """Check wire bytes are the compressed encoding of a group element, else raise
    InvalidPoint saying why. Always parses (a cached copy is no check of these bytes)."""
    _counts[3] += 1
    if type(data) is not bytes or len(data) != _POINT_BYTES:
        shown = f"{len(data)} bytes" if isinstance(data, bytes) else type(data).__name__
        raise InvalidPoint(f"a point is {_POINT_BYTES} bytes, got {shown}")
    sc = _scratch()
    if data[0] in (2, 3) and _parse(_ctx, sc.r, data, _POINT_BYTES) == 1:
        _parsed[data] = _buffer(sc.r)[:]
        _trim_cache()
        return Point(data)
    raise InvalidPoint(f"{data.hex()}: {_why_invalid(data)}")


def is_valid_point(data: object) -> bool:
    """Whether data is a point's encoding, without counting a validation (for built-in
    tables and ``transcript.hash_to_point``'s candidates; wire input goes through
    ``decode_point``). A valid point's parsed form is cached, as for every point made here."""
    return _load(_scratch().r, data)


def _why_invalid(data: bytes) -> str:
    if data[0] not in (2, 3):
        return f"wrong prefix byte {data[0]:#04x} (a point is 02 or 03, then x)"
    x = int.from_bytes(data[1:], "big")
    if x >= _P:
        return "non-canonical encoding (x >= p)"
    return "not on the curve (x^3 + 7 is not a square)"


def encode_scalar(s: Scalar) -> bytes:
    """32-byte big-endian wire form of a scalar."""
    return s.to_bytes(_SCALAR_BYTES, "big")


def decode_scalar(data: object, *, allow_zero: bool = False) -> Scalar:
    """Check wire bytes are a reduced scalar (and nonzero unless allowed)."""
    if type(data) is not bytes or len(data) != _SCALAR_BYTES:
        shown = f"{len(data)} bytes" if isinstance(data, bytes) else type(data).__name__
        raise InvalidScalar(f"a scalar is 32 bytes, got {shown}")
    s = int.from_bytes(data, "big")
    if s >= L:
        raise InvalidScalar(f"scalar {data.hex()} is not reduced below n")
    if s == 0 and not allow_zero:
        raise InvalidScalar("zero scalar where zero is invalid")
    return Scalar(s)


# --- randomness -------------------------------------------------------------------


def random_scalar() -> Scalar:
    """Uniform in [1, n-1] (512 random bits reduced; the bias is below 2^-255)."""
    return Scalar(int.from_bytes(entropy.random_bytes(64), "little") % (L - 1) + 1)


def random_scalars(n: int) -> list[Scalar]:
    """n independent ``random_scalar()`` values from one draw."""
    raw = entropy.random_bytes(64 * n)
    fb, m = int.from_bytes, L - 1
    return [Scalar(fb(raw[i : i + 64], "little") % m + 1) for i in range(0, 64 * n, 64)]


# The batch loops live in net.fair.batches, which uses this module's library handles and cache:
# imported last (net.fair's package import loads this module first), re-exported from here.
from net.fair.batches import (  # noqa: E402, F401
    Row,
    add_many,
    decode_points,
    lincomb,
    lincombs,
    mul_base_many,
    mul_many,
    mul_same,
    sub_many,
)
