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
``hash_to_scalar``, ``hash_to_point``, ``Context``) is ``net.fair.challenges``, built on this.

``mul`` uses ``secp256k1_ec_pubkey_tweak_mul``, the library's variable-time multiplication
(``mul_base`` is constant time): the fastest path, chosen knowingly for per-game secrets that
peers can only time through network messages.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from net.fair import entropy
from net.fair.batches import (  # (the batch operations: group.mul_many and the like)
    Row as Row,
)
from net.fair.batches import (
    add_many as add_many,
)
from net.fair.batches import (
    decode_points as decode_points,
)
from net.fair.batches import (
    lincomb as lincomb,
)
from net.fair.batches import (
    lincombs as lincombs,
)
from net.fair.batches import (
    mul_base_many as mul_base_many,
)
from net.fair.batches import (
    mul_many as mul_many,
)
from net.fair.batches import (
    mul_same as mul_same,
)
from net.fair.batches import (
    sub_many as sub_many,
)
from net.fair.curve import (
    CLOCK,
    COUNTS,
    CTX,
    MULT_TIME,
    TIMING,
    encode_point,
    ffi,
    load_point,
    pk_combine,
    pk_create,
    pk_negate,
    pk_tweak_mul,
    scalar_bytes,
    show_point,
    store_point,
    thread_scratch,
    trim_cache,
    why_pair,
)
from net.fair.curve import (
    POINT_BYTES as POINT_BYTES,
)
from net.fair.curve import (
    SCALAR_BYTES as SCALAR_BYTES,
)
from net.fair.curve import (
    G as G,
)
from net.fair.curve import (
    L as L,
)
from net.fair.curve import (
    Point as Point,
)
from net.fair.curve import (
    Scalar as Scalar,
)
from net.fair.curve import (
    decode_point as decode_point,
)
from net.fair.errors import InvalidPoint, InvalidScalar, MalformedData
from net.fair.pool import (  # noqa: F401  (re-exported: set_parallelism, parallelism, WORKERS)
    WORKERS,
    parallelism,
    set_parallelism,
)

# --- the parsed-form cache ------------------------------------------------------------


# --- operation counters -------------------------------------------------------------


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
    return OpCounts(*COUNTS, *MULT_TIME)


def reset_counters() -> None:
    """Set every operation counter back to zero."""
    COUNTS[:] = [0, 0, 0, 0]
    MULT_TIME[:] = [0.0, 0.0]


def time_multiplications(on: bool) -> None:
    """Also accumulate the wall time spent inside multiplications (off by default)."""
    TIMING[0] = on


# --- arithmetic ---------------------------------------------------------------------


def _var1(sb: bytes, p: object) -> bytes | None:
    sc = thread_scratch()
    if not load_point(sc.r, p) or pk_tweak_mul(CTX, sc.r, sb) != 1:
        return None
    return store_point(sc)


def mul(s: Scalar, p: Point) -> Point:
    """s·p (variable base); the product of a point and a nonzero scalar is never the identity."""
    COUNTS[0] += 1
    sb = scalar_bytes(s)
    timing = TIMING[0]
    t0 = CLOCK() if timing else 0.0
    out = _var1(sb, p)
    if timing:
        MULT_TIME[0] += CLOCK() - t0
    if out is None:
        raise InvalidPoint(f"multiplication refused point {show_point(p)}")
    trim_cache()
    return Point(out)


def mul_base(s: Scalar) -> Point:
    """s·G, cheaper than ``mul`` thanks to libsecp256k1's precomputed table."""
    COUNTS[1] += 1
    sb = scalar_bytes(s)
    timing = TIMING[0]
    t0 = CLOCK() if timing else 0.0
    sc = thread_scratch()
    if pk_create(CTX, sc.r, sb) != 1:  # cannot happen for s in [1, n-1]
        raise InvalidScalar(f"libsecp256k1 refused scalar {s:#x}")
    out = store_point(sc)
    if timing:
        MULT_TIME[1] += CLOCK() - t0
    trim_cache()
    return Point(out)


def _pair1(p: object, q: object, negate: bool) -> bytes | None:
    """p + q (or p − q), None if either is no point or the result would be the identity."""
    sc = thread_scratch()
    if not load_point(sc.a, p) or not load_point(sc.b, q):
        return None
    if negate:
        pk_negate(CTX, sc.b)
    if pk_combine(CTX, sc.r, sc.pair, 2) != 1:
        return None
    return encode_point(sc)


def add(p: Point, q: Point) -> Point:
    """p + q; raises InvalidPoint for q = −p, whose sum (the identity) is no Point."""
    return _combine_one(p, q, False)


def sub(p: Point, q: Point) -> Point:
    """p − q; raises InvalidPoint for p = q, whose difference (the identity) is no Point."""
    return _combine_one(p, q, True)


def _combine_one(p: Point, q: Point, negate: bool) -> Point:
    """p + q, or p − q with ``negate``; the message is built only on failure."""
    COUNTS[2] += 1
    out = _pair1(p, q, negate)
    if out is None:
        what = (
            f"subtract {show_point(q)} from {show_point(p)}"
            if negate
            else f"add {show_point(p)} and {show_point(q)}"
        )
        raise InvalidPoint(f"cannot {what}: {why_pair(p, q)}")
    trim_cache()
    return Point(out)


def point_sum(points: Iterable[Point]) -> Point:
    """p_1 + … + p_n for n ≥ 1, in one library call (counted as n − 1 additions); raises
    InvalidPoint if a point is invalid or the sum is the identity."""
    items = list(points)
    if not items:
        raise MalformedData("sum of no points")
    n = len(items)
    COUNTS[2] += n - 1
    if n == 1:
        if not load_point(thread_scratch().r, items[0]):
            raise InvalidPoint(f"cannot sum {show_point(items[0])}: not a point")
        return items[0]
    structs = [ffi.new("secp256k1_pubkey *") for _ in items]
    for p, pk in zip(items, structs, strict=True):
        if not load_point(pk, p):
            raise InvalidPoint(f"cannot sum {show_point(p)}: not a point")
    sc = thread_scratch()
    if pk_combine(CTX, sc.r, ffi.new("secp256k1_pubkey *[]", structs), n) != 1:
        raise InvalidPoint(f"the sum of {n} points would be the identity")
    return Point(store_point(sc))


# --- wire validation ----------------------------------------------------------------


def is_valid_point(data: object) -> bool:
    """Whether data is a point's encoding, without counting a validation (for built-in
    tables and ``challenges.hash_to_point``'s candidates; wire input goes through
    ``decode_point``). A valid point's parsed form is cached, as for every point made here."""
    return load_point(thread_scratch().r, data)


def encode_scalar(s: Scalar) -> bytes:
    """32-byte big-endian wire form of a scalar."""
    return s.to_bytes(SCALAR_BYTES, "big")


def decode_scalar(data: object, *, allow_zero: bool = False) -> Scalar:
    """Check wire bytes are a reduced scalar (and nonzero unless allowed)."""
    if type(data) is not bytes or len(data) != SCALAR_BYTES:
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
