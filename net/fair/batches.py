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

from net.fair.curve import (
    CLOCK,
    COMPRESSED,
    COUNTS,
    CTX,
    MULT_TIME,
    PARSED,
    POINT_BYTES,
    TIMING,
    G,
    L,
    Point,
    Scalar,
    decode_point,
    ffi,
    ffi_buffer,
    ffi_memmove,
    load_point,
    pk_combine,
    pk_create,
    pk_negate,
    pk_parse,
    pk_serialize,
    pk_tweak_mul,
    scalar_bytes,
    show_point,
    thread_scratch,
    trim_cache,
    why_pair,
)
from net.fair.errors import InvalidPoint, InvalidScalar, MalformedData
from net.fair.pool import MIN_SPLIT_FAST, MIN_SPLIT_VAR, ItemRefused, split_batch


def _var_job(sbs: Sequence[bytes], ps: Sequence[object]) -> Callable[[int, int], list[bytes]]:
    def job(lo: int, hi: int) -> list[bytes]:
        sc = thread_scratch()  # this thread's buffers: nothing else uses them during a job
        r, out, out_len, wire, r_bytes = sc.r, sc.out, sc.out_len, sc.wire, sc.r_bytes
        ctx, cache, get, compressed = CTX, PARSED, PARSED.get, COMPRESSED
        tweak, parse, serialize, memmove = pk_tweak_mul, pk_parse, pk_serialize, ffi_memmove
        res = []
        append = res.append
        for i in range(lo, hi):
            p = ps[i]
            raw = get(p) if type(p) is bytes else None
            if raw is not None:
                memmove(r, raw, 64)
            elif type(p) is not bytes or len(p) != 33 or parse(ctx, r, p, 33) != 1:
                raise ItemRefused(i)
            if tweak(ctx, r, sbs[i]) != 1:
                raise ItemRefused(i)
            serialize(ctx, out, out_len, r, compressed)
            q = wire[:]
            cache[q] = r_bytes[:]
            append(q)
        return res

    return job


def _same_job(sbs: Sequence[bytes], raw: bytes) -> Callable[[int, int], list[bytes]]:
    def job(lo: int, hi: int) -> list[bytes]:
        sc = thread_scratch()  # this thread's buffers: nothing else uses them during a job
        r, out, out_len, wire, r_bytes = sc.r, sc.out, sc.out_len, sc.wire, sc.r_bytes
        ctx, cache, compressed = CTX, PARSED, COMPRESSED
        tweak, serialize, memmove = pk_tweak_mul, pk_serialize, ffi_memmove
        res = []
        append = res.append
        for i in range(lo, hi):
            memmove(r, raw, 64)
            if tweak(ctx, r, sbs[i]) != 1:
                raise ItemRefused(i)
            serialize(ctx, out, out_len, r, compressed)
            q = wire[:]
            cache[q] = r_bytes[:]
            append(q)
        return res

    return job


def _base_job(sbs: Sequence[bytes]) -> Callable[[int, int], list[bytes]]:
    def job(lo: int, hi: int) -> list[bytes]:
        sc = thread_scratch()  # this thread's buffers: nothing else uses them during a job
        r, out, out_len, wire, r_bytes = sc.r, sc.out, sc.out_len, sc.wire, sc.r_bytes
        ctx, cache, create, serialize, compressed = CTX, PARSED, pk_create, pk_serialize, COMPRESSED
        res = []
        append = res.append
        for i in range(lo, hi):
            if create(ctx, r, sbs[i]) != 1:
                raise ItemRefused(i)
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
        sc = thread_scratch()  # this thread's buffers: nothing else uses them during a job
        a, b, r, pair, out, out_len, wire = sc.a, sc.b, sc.r, sc.pair, sc.out, sc.out_len, sc.wire
        ctx, get, memmove, compressed = CTX, PARSED.get, ffi_memmove, COMPRESSED
        combine, serialize, negate_b = pk_combine, pk_serialize, pk_negate if negate else None
        res = []
        append = res.append
        for i in range(lo, hi):
            p, q = ps[i], qs[i]
            raw_p = get(p) if type(p) is bytes else None  # the usual case: both parsed already
            raw_q = get(q) if type(q) is bytes else None
            if raw_p is not None:
                memmove(a, raw_p, 64)
            elif not load_point(a, p):
                raise ItemRefused(i)
            if raw_q is not None:
                memmove(b, raw_q, 64)
            elif not load_point(b, q):
                raise ItemRefused(i)
            if negate_b is not None:
                negate_b(ctx, b)
            if combine(ctx, r, pair, 2) != 1:
                raise ItemRefused(i)
            serialize(ctx, out, out_len, r, compressed)
            append(wire[:])
        return res

    return job


def mul_many(scalars: Sequence[Scalar], points: Sequence[Point]) -> list[Point]:
    """[s_i·p_i], one library call per pair without per-call bookkeeping."""
    if len(scalars) != len(points):
        raise MalformedData(f"{len(scalars)} scalars for {len(points)} points")
    COUNTS[0] += len(scalars)
    sbs = [scalar_bytes(s) for s in scalars]
    timing = TIMING[0]
    t0 = CLOCK() if timing else 0.0
    try:
        out = split_batch(_var_job(sbs, points), len(sbs), MIN_SPLIT_VAR)
    except ItemRefused as exc:
        raise InvalidPoint("multiplication refused one of the points") from exc
    if timing:
        MULT_TIME[0] += CLOCK() - t0
    trim_cache()
    return cast(list[Point], out)


def mul_same(scalars: Sequence[Scalar], p: Point) -> list[Point]:
    """[s_i·p] for one fixed point p (e.g. the joint key): p is parsed once."""
    COUNTS[0] += len(scalars)
    sbs = [scalar_bytes(s) for s in scalars]
    if not sbs:
        return []
    sc = thread_scratch()
    if not load_point(sc.r, p):
        raise InvalidPoint(f"multiplication refused point {show_point(p)}")
    raw = ffi_buffer(sc.r)[:]
    timing = TIMING[0]
    t0 = CLOCK() if timing else 0.0
    try:
        out = split_batch(_same_job(sbs, raw), len(sbs), MIN_SPLIT_VAR)
    except ItemRefused as exc:
        raise InvalidPoint(f"multiplication refused point {show_point(p)}") from exc
    if timing:
        MULT_TIME[0] += CLOCK() - t0
    trim_cache()
    return cast(list[Point], out)


def mul_base_many(scalars: Sequence[Scalar]) -> list[Point]:
    """[s_i·G]."""
    COUNTS[1] += len(scalars)
    sbs = [scalar_bytes(s) for s in scalars]
    timing = TIMING[0]
    t0 = CLOCK() if timing else 0.0
    out = split_batch(_base_job(sbs), len(sbs), MIN_SPLIT_FAST)
    if timing:
        MULT_TIME[1] += CLOCK() - t0
    trim_cache()
    return cast(list[Point], out)


def add_many(ps: Sequence[Point], qs: Sequence[Point]) -> list[Point]:
    """[p_i + q_i]."""
    return _add_or_sub(ps, qs, False, "add")


def sub_many(ps: Sequence[Point], qs: Sequence[Point]) -> list[Point]:
    """[p_i − q_i]."""
    return _add_or_sub(ps, qs, True, "subtract")


def _add_or_sub(ps: Sequence[Point], qs: Sequence[Point], negate: bool, verb: str) -> list[Point]:
    COUNTS[2] += len(ps)
    n = len(ps)
    if len(qs) != n:
        raise ValueError(f"{verb}: {n} points against {len(qs)}")
    try:
        out = _pair_job(ps, qs, negate)(0, n)  # unsplit: see _pair_job
    except ItemRefused as exc:
        i = exc.index
        why = why_pair(ps[i], qs[i])
        raise InvalidPoint(f"cannot {verb} points (item {i}): {why}") from exc
    trim_cache()
    return cast(list[Point], out)


def decode_points(items: Sequence[object]) -> list[Point]:
    """``[decode_point(d) for d in items]``, validated as one (split) batch.

    Raises exactly what that loop would: InvalidPoint for the first bad item, in order.
    """
    n = len(items)
    first_bad = next(
        (i for i, d in enumerate(items) if type(d) is not bytes or len(d) != POINT_BYTES), n
    )
    good = cast(Sequence[bytes], items[:first_bad])

    def job(lo: int, hi: int) -> list[bytes]:
        r, ctx, cache, parse, buffer = (
            ffi.new("secp256k1_pubkey *"),
            CTX,
            PARSED,
            pk_parse,
            ffi_buffer,
        )
        for i in range(lo, hi):
            d = good[i]
            if d[0] not in (2, 3) or parse(ctx, r, d, 33) != 1:
                raise ItemRefused(i)
            cache[d] = buffer(r)[:]
        return []

    try:
        split_batch(job, first_bad, MIN_SPLIT_FAST)
    except ItemRefused as exc:
        first_bad = exc.index
    trim_cache()
    if first_bad < n:
        COUNTS[3] += first_bad
        decode_point(items[first_bad])  # raises, saying why
        raise AssertionError("an item failed batch validation but not decode_point")
    COUNTS[3] += n
    return cast(list[Point], list(items))


# --- sums of products -------------------------------------------------------------------

Row = tuple[int, Sequence[int], Sequence[object]]
"""(b, [s_1..s_k], [p_1..p_k]): the point b·G + s_1·p_1 + … + s_k·p_k."""


def lincombs(rows: Sequence[Row], *, keep: bool = False) -> list[Point]:
    """[b·G + Σ s_k·p_k for each row (b, s, p)], with only the sums ever encoded.

    What ``mul_many`` then ``point_sum`` would give, for less: no product is encoded, cached
    and parsed again (the products stay in one array of parsed structs, and each row is summed
    by one library call), and a row's terms are gathered first, which is plain arithmetic:
    equal points (as bytes) have their scalars added, G goes into b (a fixed-base
    multiplication), a point whose scalar is 1 or −1 is added or subtracted without a
    multiplication, and a term whose scalar is 0 (mod n) is dropped. Scalars are any ints,
    taken mod n. The multiplications (split over the pool's threads) and the additions are
    counted as done.

    Raises InvalidPoint for an invalid point (the first, in order) or a row whose sum would be
    the identity (no Point). ``keep`` caches the sums' parsed forms (for sums that are
    multiplied or added again, such as a shuffle's output).
    """
    g, mod, minus_one = G, L, L - 1
    # Products in one array of structs: variable-base ones first (index k for the k-th), then
    # fixed-base ones, then the points added as they are; each row lists its structs.
    var_sbs: list[bytes] = []
    var_ps: list[object] = []
    base_sbs: list[bytes] = []
    plain_ps: list[object] = []
    plain_neg: list[bool] = []
    layout: list[tuple[int, int, int, int, int]] = []  # base index or −1, var and plain spans
    for b, scalars, points in rows:
        if len(scalars) != len(points):
            raise MalformedData(f"{len(scalars)} scalars for {len(points)} points")
        gathered: dict[object, int] = {}
        get = gathered.get
        for s, p in zip(scalars, points, strict=True):
            gathered[p] = get(p, 0) + s
        b = (b + gathered.pop(g, 0)) % mod
        at_base = -1
        if b:
            at_base = len(base_sbs)
            base_sbs.append(b.to_bytes(32, "big"))
        var_at, plain_at = len(var_sbs), len(plain_ps)
        for p, s in gathered.items():
            s %= mod
            if s == 1 or s == minus_one:
                plain_ps.append(p)
                plain_neg.append(s != 1)
            elif s:
                var_sbs.append(s.to_bytes(32, "big"))
                var_ps.append(p)
        layout.append((at_base, var_at, len(var_sbs), plain_at, len(plain_ps)))
    n_var, n_base = len(var_sbs), len(base_sbs)
    total = n_var + n_base + len(plain_ps)
    buf = ffi.new("secp256k1_pubkey[]", max(total, 1))
    structs = [buf + i for i in range(total)]  # type: ignore[operator]
    COUNTS[0] += n_var
    COUNTS[1] += n_base
    timing = TIMING[0]
    t0 = CLOCK() if timing else 0.0
    try:
        split_batch(_into_job(structs, var_sbs, var_ps), n_var, MIN_SPLIT_VAR)
    except ItemRefused as exc:
        raise InvalidPoint(
            f"multiplication refused point {show_point(var_ps[exc.index])}"
        ) from None
    if timing:
        t1 = CLOCK()
        MULT_TIME[0] += t1 - t0
    create, ctx = pk_create, CTX
    for pk, sb in zip(structs[n_var:], base_sbs, strict=False):
        if create(ctx, pk, sb) != 1:  # cannot happen for a scalar in [1, n-1]
            raise InvalidScalar("libsecp256k1 refused a fixed-base scalar")
    if timing:
        MULT_TIME[1] += CLOCK() - t1
    negate = pk_negate
    for pk, p, neg in zip(structs[n_var + n_base :], plain_ps, plain_neg, strict=True):
        if not load_point(pk, p):
            raise InvalidPoint(f"cannot add {show_point(p)}: not a point")
        if neg:  # a scalar of −1: subtracted
            negate(ctx, pk)
    order: list[object] = []
    spans: list[tuple[int, int]] = []
    plains = n_var + n_base
    for at_base, v0, v1, q0, q1 in layout:
        start = len(order)
        if at_base >= 0:
            order.append(structs[n_var + at_base])
        order += structs[v0:v1]
        order += structs[plains + q0 : plains + q1]
        spans.append((start, len(order) - start))
    return _row_sums(order, spans, keep)


def _into_job(
    structs: Sequence[object], sbs: Sequence[bytes], ps: Sequence[object]
) -> Callable[[int, int], list[bytes]]:
    """s_i·p_i into structs[i], for items lo..hi (nothing encoded)."""

    def job(lo: int, hi: int) -> list[bytes]:
        ctx, get, parse, tweak, memmove = CTX, PARSED.get, pk_parse, pk_tweak_mul, ffi_memmove
        for i in range(lo, hi):
            p, pk = ps[i], structs[i]
            raw = get(p) if type(p) is bytes else None
            if raw is not None:
                memmove(pk, raw, 64)
            elif type(p) is not bytes or len(p) != 33 or parse(ctx, pk, p, 33) != 1:
                raise ItemRefused(i)
            if tweak(ctx, pk, sbs[i]) != 1:
                raise ItemRefused(i)
        return []

    return job


def _row_sums(order: list[object], spans: Sequence[tuple[int, int]], keep: bool) -> list[Point]:
    """Each row's structs (``order[start:start + count]``) summed by one library call, and
    encoded."""
    sc = thread_scratch()
    r, out, out_len, wire, r_bytes = sc.r, sc.out, sc.out_len, sc.wire, sc.r_bytes
    ctx, combine, serialize, compressed, cache = CTX, pk_combine, pk_serialize, COMPRESSED, PARSED
    ptrs = ffi.new("secp256k1_pubkey *[]", order)
    sums: list[Point] = []
    append = sums.append
    added = 0
    for row, (start, count) in enumerate(spans):
        if count == 0 or combine(ctx, r, ptrs + start, count) != 1:
            raise InvalidPoint(f"the sum of row {row} would be the identity")
        added += count - 1
        serialize(ctx, out, out_len, r, compressed)
        q = wire[:]
        if keep:
            cache[q] = r_bytes[:]
        append(Point(q))
    COUNTS[2] += added
    trim_cache()
    return sums


def lincomb(b: int, scalars: Sequence[int], points: Sequence[object]) -> Point:
    """b·G + Σ s_k·p_k (``lincombs`` of one row)."""
    return lincombs([(b, scalars, points)])[0]
