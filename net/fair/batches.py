"""The group's batch operations, one library call per item without per-call bookkeeping, split
over ``net.fair.pool``'s threads when asked for (one thread by default).

Each batch pays the counters' bookkeeping once and loops over libsecp256k1 with its handles
bound to locals; every return code is checked, and a refused item raises what the single
operation of ``net.fair.group`` would for the first refused item, in order. Re-exported from
``net.fair.group``: callers use ``group.mul_many`` and the like.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from net.fair.errors import InvalidPoint, MalformedData
from net.fair.group import (
    _COMPRESSED,
    _POINT_BYTES,
    Point,
    Scalar,
    _buffer,
    _clock,
    _combine,
    _counts,
    _create,
    _ctx,
    _ffi,
    _load,
    _memmove,
    _mult_time,
    _negate,
    _parse,
    _parsed,
    _scalar_bytes,
    _Scratch,
    _scratch,
    _serialize,
    _show,
    _timing,
    _trim_cache,
    _tweak_mul,
    _why_pair,
    decode_point,
)
from net.fair.pool import _MIN_SPLIT_FAST, _MIN_SPLIT_VAR, _Refused, _split


def _var_job(sbs: Sequence[bytes], ps: Sequence[object]) -> Callable[[int, int], list[bytes]]:
    def job(lo: int, hi: int) -> list[bytes]:
        sc = _Scratch()
        r, out, out_len, wire, r_bytes = sc.r, sc.out, sc.out_len, sc.wire, sc.r_bytes
        ctx, cache, get, compressed = _ctx, _parsed, _parsed.get, _COMPRESSED
        tweak, parse, serialize, memmove = _tweak_mul, _parse, _serialize, _memmove
        res = []
        append = res.append
        for i in range(lo, hi):
            p = ps[i]
            raw = get(p) if type(p) is bytes else None
            if raw is not None:
                memmove(r, raw, 64)
            elif type(p) is not bytes or len(p) != 33 or parse(ctx, r, p, 33) != 1:
                raise _Refused(i)
            if tweak(ctx, r, sbs[i]) != 1:
                raise _Refused(i)
            serialize(ctx, out, out_len, r, compressed)
            q = wire[:]
            cache[q] = r_bytes[:]
            append(q)
        return res

    return job


def _same_job(sbs: Sequence[bytes], raw: bytes) -> Callable[[int, int], list[bytes]]:
    def job(lo: int, hi: int) -> list[bytes]:
        sc = _Scratch()
        r, out, out_len, wire, r_bytes = sc.r, sc.out, sc.out_len, sc.wire, sc.r_bytes
        ctx, cache, compressed = _ctx, _parsed, _COMPRESSED
        tweak, serialize, memmove = _tweak_mul, _serialize, _memmove
        res = []
        append = res.append
        for i in range(lo, hi):
            memmove(r, raw, 64)
            if tweak(ctx, r, sbs[i]) != 1:
                raise _Refused(i)
            serialize(ctx, out, out_len, r, compressed)
            q = wire[:]
            cache[q] = r_bytes[:]
            append(q)
        return res

    return job


def _base_job(sbs: Sequence[bytes]) -> Callable[[int, int], list[bytes]]:
    def job(lo: int, hi: int) -> list[bytes]:
        sc = _Scratch()
        r, out, out_len, wire, r_bytes = sc.r, sc.out, sc.out_len, sc.wire, sc.r_bytes
        ctx, cache, create, serialize, compressed = _ctx, _parsed, _create, _serialize, _COMPRESSED
        res = []
        append = res.append
        for i in range(lo, hi):
            if create(ctx, r, sbs[i]) != 1:
                raise _Refused(i)
            serialize(ctx, out, out_len, r, compressed)
            q = wire[:]
            cache[q] = r_bytes[:]
            append(q)
        return res

    return job


def _pair_job(
    ps: Sequence[object], qs: Sequence[object], negate: bool
) -> Callable[[int, int], list[bytes]]:
    """Additions run on the calling thread: an addition (~2.5 µs in the library) carries about
    1 µs of Python, so two threads mostly trade the GIL and were measured slower than one."""

    def job(lo: int, hi: int) -> list[bytes]:
        sc = _Scratch()
        a, b, r, pair, out, out_len, wire = sc.a, sc.b, sc.r, sc.pair, sc.out, sc.out_len, sc.wire
        ctx, get, memmove, compressed = _ctx, _parsed.get, _memmove, _COMPRESSED
        combine, serialize, negate_b = _combine, _serialize, _negate if negate else None
        res = []
        append = res.append
        for i in range(lo, hi):
            p, q = ps[i], qs[i]
            raw_p = get(p) if type(p) is bytes else None  # the usual case: both parsed already
            raw_q = get(q) if type(q) is bytes else None
            if raw_p is not None:
                memmove(a, raw_p, 64)
            elif not _load(a, p):
                raise _Refused(i)
            if raw_q is not None:
                memmove(b, raw_q, 64)
            elif not _load(b, q):
                raise _Refused(i)
            if negate_b is not None:
                negate_b(ctx, b)
            if combine(ctx, r, pair, 2) != 1:
                raise _Refused(i)
            serialize(ctx, out, out_len, r, compressed)
            append(wire[:])
        return res

    return job


def mul_many(scalars: Sequence[Scalar], points: Sequence[Point]) -> list[Point]:
    """[s_i·p_i], one library call per pair without per-call bookkeeping."""
    if len(scalars) != len(points):
        raise MalformedData(f"{len(scalars)} scalars for {len(points)} points")
    _counts[0] += len(scalars)
    sbs = [_scalar_bytes(s) for s in scalars]
    timing = _timing[0]
    t0 = _clock() if timing else 0.0
    try:
        out = _split(_var_job(sbs, points), len(sbs), _MIN_SPLIT_VAR)
    except _Refused as exc:
        raise InvalidPoint("multiplication refused one of the points") from exc
    if timing:
        _mult_time[0] += _clock() - t0
    _trim_cache()
    return cast(list[Point], out)


def mul_same(scalars: Sequence[Scalar], p: Point) -> list[Point]:
    """[s_i·p] for one fixed point p (e.g. the joint key): p is parsed once."""
    _counts[0] += len(scalars)
    sbs = [_scalar_bytes(s) for s in scalars]
    if not sbs:
        return []
    sc = _scratch()
    if not _load(sc.r, p):
        raise InvalidPoint(f"multiplication refused point {_show(p)}")
    raw = _buffer(sc.r)[:]
    timing = _timing[0]
    t0 = _clock() if timing else 0.0
    try:
        out = _split(_same_job(sbs, raw), len(sbs), _MIN_SPLIT_VAR)
    except _Refused as exc:
        raise InvalidPoint(f"multiplication refused point {_show(p)}") from exc
    if timing:
        _mult_time[0] += _clock() - t0
    _trim_cache()
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
    _trim_cache()
    return cast(list[Point], out)


def add_many(ps: Sequence[Point], qs: Sequence[Point]) -> list[Point]:
    """[p_i + q_i]."""
    return _add_or_sub(ps, qs, False, "add")


def sub_many(ps: Sequence[Point], qs: Sequence[Point]) -> list[Point]:
    """[p_i − q_i]."""
    return _add_or_sub(ps, qs, True, "subtract")


def _add_or_sub(ps: Sequence[Point], qs: Sequence[Point], negate: bool, verb: str) -> list[Point]:
    _counts[2] += len(ps)
    n = len(ps)
    if len(qs) != n:
        raise ValueError(f"{verb}: {n} points against {len(qs)}")
    try:
        out = _pair_job(ps, qs, negate)(0, n)  # unsplit: see _pair_job
    except _Refused as exc:
        i = exc.index
        why = _why_pair(ps[i], qs[i])
        raise InvalidPoint(f"cannot {verb} points (item {i}): {why}") from exc
    _trim_cache()
    return cast(list[Point], out)


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
        r, ctx, cache, parse, buffer = (
            _ffi.new("secp256k1_pubkey *"),
            _ctx,
            _parsed,
            _parse,
            _buffer,
        )
        for i in range(lo, hi):
            d = good[i]
            if d[0] not in (2, 3) or parse(ctx, r, d, 33) != 1:
                raise _Refused(i)
            cache[d] = buffer(r)[:]
        return []

    try:
        _split(job, first_bad, _MIN_SPLIT_FAST)
    except _Refused as exc:
        first_bad = exc.index
    _trim_cache()
    if first_bad < n:
        _counts[3] += first_bad
        decode_point(items[first_bad])  # raises, saying why
        raise AssertionError("an item failed batch validation but not decode_point")
    _counts[3] += n
    return cast(list[Point], list(items))
