"""The prime-order subgroup of Edwards25519, through libsodium (``nacl.bindings``).

Points are their 32-byte canonical encodings and scalars are Python ints in
[0, l): libsodium does the curve arithmetic, and scalar arithmetic stays in
Python ints because ``(a * b) % L`` is exact and cheaper than a binding call.
A ``Point`` is either produced here from valid points or checked by
``decode_point``; only wire input needs checking.

Every multiplication is counted (variable-base and fixed-base apart, plus additions and
validations), and can be timed on request, so benchmarks can relate a figure to its cost.
The batch functions (``mul_many``, ``add_many``…) pay that bookkeeping once per batch.

Large batches are split over a small thread pool (``WORKERS`` threads, created on first use):
libsodium releases the GIL, so the chunks run on separate cores. The split is deterministic
(contiguous chunks, results reassembled in order) and no randomness is drawn in a thread. A
batch's multiplication time is the wall time of the whole batch, so a figure set against it
sees the same parallelism. The batch loops call libsodium through PyNaCl's cffi module
directly, checking every length first and every return code, as ``nacl.bindings`` does.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import NewType, cast

import nacl.bindings as _nb
import nacl.exceptions
from nacl._sodium import ffi as _ffi
from nacl._sodium import lib as _lib

from net.fair.errors import InvalidPoint, InvalidScalar, MalformedData
from net.fair.pool import (  # noqa: F401  (re-exported: set_parallelism, parallelism, WORKERS)
    _MIN_SPLIT_FAST,
    _MIN_SPLIT_VAR,
    WORKERS,
    _Refused,
    _split,
    parallelism,
    set_parallelism,
)

L = 2**252 + 27742317777372353535851937790883648493
"""Order of the prime-order subgroup."""

_P = 2**255 - 19
_POINT_BYTES = 32
_SCALAR_BYTES = 32

Point = NewType("Point", bytes)
"""Canonical encoding of a point of the prime-order subgroup (never the identity)."""

Scalar = NewType("Scalar", int)
"""An integer in [0, l); multiplications refuse 0."""

G = Point(_nb.crypto_scalarmult_ed25519_base_noclamp((1).to_bytes(32, "little")))
"""The standard base point."""

_var_mul = _nb.crypto_scalarmult_ed25519_noclamp
_base_mul = _nb.crypto_scalarmult_ed25519_base_noclamp
_add = _nb.crypto_core_ed25519_add
_sub = _nb.crypto_core_ed25519_sub
_is_valid = _nb.crypto_core_ed25519_is_valid_point
_reduce = _nb.crypto_core_ed25519_scalar_reduce
_LibError = nacl.exceptions.CryptoError


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
    if not 0 < s < L:
        raise InvalidScalar(f"refusing scalar {s:#x} in a multiplication: not in [1, l-1]")
    return s.to_bytes(_SCALAR_BYTES, "little")


def mul(s: Scalar, p: Point) -> Point:
    """s·p (variable base); libsodium also refuses a small-order p or an identity result."""
    _counts[0] += 1
    sb = _scalar_bytes(s)
    timing = _timing[0]
    t0 = _clock() if timing else 0.0
    try:
        out = _var_mul(sb, p)
    except _LibError as exc:
        raise InvalidPoint(f"multiplication refused point {_show(p)}") from exc
    if timing:
        _mult_time[0] += _clock() - t0
    return Point(out)


def mul_base(s: Scalar) -> Point:
    """s·G, several times cheaper than ``mul`` thanks to libsodium's precomputed table."""
    _counts[1] += 1
    sb = _scalar_bytes(s)
    timing = _timing[0]
    t0 = _clock() if timing else 0.0
    out = _base_mul(sb)
    if timing:
        _mult_time[1] += _clock() - t0
    return Point(out)


def add(p: Point, q: Point) -> Point:
    """p + q."""
    _counts[2] += 1
    try:
        return Point(_add(p, q))
    except _LibError as exc:
        raise InvalidPoint(f"cannot add {_show(p)} and {_show(q)}") from exc


def sub(p: Point, q: Point) -> Point:
    """p − q."""
    _counts[2] += 1
    try:
        return Point(_sub(p, q))
    except _LibError as exc:
        raise InvalidPoint(f"cannot subtract {_show(q)} from {_show(p)}") from exc


# --- batches over a small thread pool ------------------------------------------------


def _check_points(points: Sequence[object], what: str) -> None:
    for p in points:
        if not isinstance(p, bytes) or len(p) != _POINT_BYTES:
            raise InvalidPoint(f"{what}: {_show(p)} is not a 32-byte point")


def _var_job(sbs: Sequence[bytes], ps: Sequence[bytes]) -> Callable[[int, int], list[bytes]]:
    def job(lo: int, hi: int) -> list[bytes]:
        buf, f, buffer, out = (
            _ffi.new("unsigned char[]", 32),
            _lib.crypto_scalarmult_ed25519_noclamp,
            _ffi.buffer,
            [],
        )
        for i in range(lo, hi):
            if f(buf, sbs[i], ps[i]) != 0:
                raise _Refused(i)
            out.append(buffer(buf)[:])
        return out

    return job


def _same_job(sbs: Sequence[bytes], p: bytes) -> Callable[[int, int], list[bytes]]:
    def job(lo: int, hi: int) -> list[bytes]:
        buf, f, buffer, out = (
            _ffi.new("unsigned char[]", 32),
            _lib.crypto_scalarmult_ed25519_noclamp,
            _ffi.buffer,
            [],
        )
        for i in range(lo, hi):
            if f(buf, sbs[i], p) != 0:
                raise _Refused(i)
            out.append(buffer(buf)[:])
        return out

    return job


def _base_job(sbs: Sequence[bytes]) -> Callable[[int, int], list[bytes]]:
    def job(lo: int, hi: int) -> list[bytes]:
        buf, f, buffer, out = (
            _ffi.new("unsigned char[]", 32),
            _lib.crypto_scalarmult_ed25519_base_noclamp,
            _ffi.buffer,
            [],
        )
        for i in range(lo, hi):
            if f(buf, sbs[i]) != 0:
                raise _Refused(i)
            out.append(buffer(buf)[:])
        return out

    return job


def _pair_job(
    f: Callable[..., int], ps: Sequence[bytes], qs: Sequence[bytes]
) -> Callable[[int, int], list[bytes]]:
    def job(lo: int, hi: int) -> list[bytes]:
        buf, buffer, out = _ffi.new("unsigned char[]", 32), _ffi.buffer, []
        for i in range(lo, hi):
            if f(buf, ps[i], qs[i]) != 0:
                raise _Refused(i)
            out.append(buffer(buf)[:])
        return out

    return job


def mul_many(scalars: Sequence[Scalar], points: Sequence[Point]) -> list[Point]:
    """[s_i·p_i], one call per pair without per-call bookkeeping."""
    if len(scalars) != len(points):
        raise MalformedData(f"{len(scalars)} scalars for {len(points)} points")
    _counts[0] += len(scalars)
    sbs = [_scalar_bytes(s) for s in scalars]
    try:
        _check_points(points, "multiplication")
    except InvalidPoint:
        raise InvalidPoint("multiplication refused one of the points") from None
    timing = _timing[0]
    t0 = _clock() if timing else 0.0
    try:
        out = _split(_var_job(sbs, points), len(sbs), _MIN_SPLIT_VAR)
    except _Refused as exc:
        raise InvalidPoint("multiplication refused one of the points") from exc
    if timing:
        _mult_time[0] += _clock() - t0
    return cast(list[Point], out)


def mul_same(scalars: Sequence[Scalar], p: Point) -> list[Point]:
    """[s_i·p] for one fixed point p (e.g. the joint key)."""
    _counts[0] += len(scalars)
    sbs = [_scalar_bytes(s) for s in scalars]
    if not sbs:
        return []
    if not isinstance(p, bytes) or len(p) != _POINT_BYTES:
        raise InvalidPoint(f"multiplication refused point {_show(p)}")
    timing = _timing[0]
    t0 = _clock() if timing else 0.0
    try:
        out = _split(_same_job(sbs, p), len(sbs), _MIN_SPLIT_VAR)
    except _Refused as exc:
        raise InvalidPoint(f"multiplication refused point {_show(p)}") from exc
    if timing:
        _mult_time[0] += _clock() - t0
    return cast(list[Point], out)


def mul_base_many(scalars: Sequence[Scalar]) -> list[Point]:
    """[s_i·G]."""
    _counts[1] += len(scalars)
    sbs = [_scalar_bytes(s) for s in scalars]
    timing = _timing[0]
    t0 = _clock() if timing else 0.0
    out = _split(_base_job(sbs), len(sbs), _MIN_SPLIT_FAST)
    if timing:
        _mult_time[1] += _clock() - t0
    return cast(list[Point], out)


def add_many(ps: Sequence[Point], qs: Sequence[Point]) -> list[Point]:
    """[p_i + q_i]."""
    return _add_or_sub(_lib.crypto_core_ed25519_add, ps, qs, "add")


def sub_many(ps: Sequence[Point], qs: Sequence[Point]) -> list[Point]:
    """[p_i − q_i]."""
    return _add_or_sub(_lib.crypto_core_ed25519_sub, ps, qs, "subtract")


def _add_or_sub(
    f: Callable[..., int], ps: Sequence[Point], qs: Sequence[Point], verb: str
) -> list[Point]:
    _counts[2] += len(ps)
    n = len(ps)
    if len(qs) != n:
        raise ValueError(f"{verb}: {n} points against {len(qs)}")
    try:
        _check_points(ps, verb)
        _check_points(qs, verb)
        out = _split(_pair_job(f, ps, qs), n, _MIN_SPLIT_FAST)
    except (_Refused, InvalidPoint) as exc:
        raise InvalidPoint(f"cannot {verb} points that are not on the curve") from exc
    return cast(list[Point], out)


def point_sum(points: Iterable[Point]) -> Point:
    """p_1 + … + p_n for n ≥ 1."""
    it = iter(points)
    try:
        total = next(it)
    except StopIteration:
        raise MalformedData("sum of no points") from None
    for p in it:
        total = add(total, p)
    return total


# --- wire validation ----------------------------------------------------------------

# y-coordinates of the 8 small-order points (libsodium's blocklist), sign bit cleared.
_SMALL_ORDER_Y = {
    1: 1,
    _P - 1: 2,
    0: 4,
    int.from_bytes(
        bytes.fromhex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05"),
        "little",
    ): 8,
    int.from_bytes(
        bytes.fromhex("c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a"),
        "little",
    ): 8,
}


def decode_point(data: object) -> Point:
    """Check wire bytes are a canonical prime-order point, else raise InvalidPoint saying why."""
    _counts[3] += 1
    if type(data) is not bytes or len(data) != _POINT_BYTES:
        shown = f"{len(data)} bytes" if isinstance(data, bytes) else type(data).__name__
        raise InvalidPoint(f"a point is 32 bytes, got {shown}")
    if _is_valid(data):
        return Point(data)
    raise InvalidPoint(f"{data.hex()}: {_why_invalid(data)}")


def decode_points(items: Sequence[object]) -> list[Point]:
    """``[decode_point(d) for d in items]``, validated as one (split) batch.

    Raises exactly what that loop would: InvalidPoint for the first bad item, in order.
    """
    n = len(items)
    first_bad = next(
        (i for i, d in enumerate(items) if type(d) is not bytes or len(d) != _POINT_BYTES), n
    )
    good = cast(Sequence[bytes], items[:first_bad])

    def job(lo: int, hi: int) -> list[bytes]:
        valid = _lib.crypto_core_ed25519_is_valid_point
        for i in range(lo, hi):
            if valid(good[i]) != 1:
                raise _Refused(i)
        return []

    try:
        _split(job, first_bad, _MIN_SPLIT_FAST)
    except _Refused as exc:
        first_bad = exc.index
    if first_bad < n:
        _counts[3] += first_bad
        decode_point(items[first_bad])  # raises, saying why
        raise AssertionError("an item failed batch validation but not decode_point")
    _counts[3] += n
    return cast(list[Point], list(items))


def _why_invalid(data: bytes) -> str:
    y = int.from_bytes(data, "little") & ((1 << 255) - 1)
    if y >= _P:
        return "non-canonical encoding (y >= p)"
    order = _SMALL_ORDER_Y.get(y)
    if order is not None:
        return f"small-order point (order {order})"
    try:
        _add(data, G)
    except _LibError:
        return "not on the curve"
    return "not in the prime-order subgroup (has a torsion component)"


def encode_scalar(s: Scalar) -> bytes:
    """32-byte little-endian wire form of a scalar."""
    return s.to_bytes(_SCALAR_BYTES, "little")


def decode_scalar(data: object, *, allow_zero: bool = False) -> Scalar:
    """Check wire bytes are a reduced scalar (and nonzero unless allowed)."""
    if type(data) is not bytes or len(data) != _SCALAR_BYTES:
        shown = f"{len(data)} bytes" if isinstance(data, bytes) else type(data).__name__
        raise InvalidScalar(f"a scalar is 32 bytes, got {shown}")
    s = int.from_bytes(data, "little")
    if s >= L:
        raise InvalidScalar(f"scalar {data.hex()} is not reduced below l")
    if s == 0 and not allow_zero:
        raise InvalidScalar("zero scalar where zero is invalid")
    return Scalar(s)


# --- randomness and hashing ---------------------------------------------------------


def random_scalar() -> Scalar:
    """Uniform in [1, l-1] (512 random bits reduced; the bias is below 2^-259)."""
    return Scalar(int.from_bytes(os.urandom(64), "little") % (L - 1) + 1)


def random_scalars(n: int) -> list[Scalar]:
    """n independent ``random_scalar()`` values from one system call."""
    raw = os.urandom(64 * n)
    fb, m = int.from_bytes, L - 1
    return [Scalar(fb(raw[i : i + 64], "little") % m + 1) for i in range(0, 64 * n, 64)]


def frame(part: bytes | int) -> bytes:
    """Unambiguous encoding of one hash input: a type byte, a length, the value."""
    if isinstance(part, bytes):
        return b"B" + len(part).to_bytes(4, "big") + part
    if isinstance(part, int) and not isinstance(part, bool):
        raw = part.to_bytes((part.bit_length() + 8) // 8, "big", signed=True)
        return b"I" + len(raw).to_bytes(4, "big") + raw
    raise TypeError(f"cannot hash a {type(part).__name__}")


def hash_to_scalar(tag: bytes, *parts: bytes | int) -> Scalar:
    """SHA-512 over the framed tag and parts, reduced mod l; 0 (odds 2^-252) becomes 1."""
    h = hashlib.sha512(frame(tag))
    for part in parts:
        h.update(frame(part))
    s = int.from_bytes(_reduce(h.digest()), "little")
    return Scalar(s or 1)


def hash_to_point(tag: bytes, *parts: bytes | int) -> Point:
    """A point nobody knows the discrete log of: SHA-512 over the framed tag and parts, mapped
    onto the group (Elligator 2 through libsodium's ``from_uniform``). Card points and the
    independent generators of shuffle proofs come from here, each under its own tag."""
    h = hashlib.sha512(frame(tag))
    for part in parts:
        h.update(frame(part))
    return Point(_nb.crypto_core_ed25519_from_uniform(h.digest()[:32]))


@dataclass(frozen=True, slots=True)
class Context:
    """Where a proof belongs: the game, the step (transcript position) and the prover's seat.

    Hashing it into every challenge stops a proof being replayed elsewhere.
    """

    game_id: bytes
    step: int
    seat: int

    def __post_init__(self) -> None:
        if not isinstance(self.game_id, bytes) or not 0 < len(self.game_id) <= 255:
            raise MalformedData(f"game id must be 1..255 bytes, got {self.game_id!r}")
        for name, value in (("step", self.step), ("seat", self.seat)):
            if type(value) is not int or not 0 <= value < 2**63:
                raise MalformedData(f"context {name} must be an int in [0, 2^63), got {value!r}")

    def with_seat(self, seat: int) -> Context:
        """The same game and step, proved by another seat."""
        return Context(self.game_id, self.step, seat)

    def encode(self) -> bytes:
        """Canonical bytes for hashing."""
        return frame(self.game_id) + frame(self.step) + frame(self.seat)
