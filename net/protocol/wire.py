"""msgpack encoding of plain data with hard limits, and length-prefixed framing.

Plain data is ``None``, ``bool``, ``int`` (64-bit range), ``float``, ``str``,
``bytes``, lists (tuples on encode) and dicts with ``str`` keys. Everything a
peer sends goes through :func:`encode`, which is canonical (maps in sorted key
order), so equal data gives equal bytes. Still, a received message is hashed and
verified *as received*, never re-encoded: see ``net.protocol.messages``.

Every decoding failure, whatever msgpack raised, becomes one :class:`WireError`.
"""

from __future__ import annotations

import asyncio
import struct
from typing import Any, NoReturn

import msgpack

from net.errors import WireError

MAX_FRAME = 65_000
"""Largest frame payload (and encoded message) in bytes; larger input is refused unread.

Below the Noise protocol's 65,535-byte message (65,519 bytes of payload after its 16-byte
tag), so one message is one encrypted Noise frame on a LAN channel (``net.lan.channel``). The
largest dealer message, a 160-card shuffle with its proof, is about 39 KB; the dealer refuses a
zone too large for one message before anyone shuffles it (``net.dealer.steps``)."""

MAX_DEPTH = 32
"""Deepest container nesting accepted; plain game data is a few levels deep."""

MAX_ITEMS = 16 * 1024
"""Most elements in one array, or entries in one map."""

HEADER = struct.Struct(">I")
"""Frame header: the payload length, 4 bytes big-endian."""

_INT_MIN = -(2**63)
_INT_MAX = 2**64 - 1
_SCALARS = (type(None), bool, float, str, bytes)


def _reject_ext(code: int, data: bytes) -> NoReturn:
    raise WireError(f"ext type {code} is not plain data")


def _to_plain(obj: Any, *, max_depth: int) -> Any:
    """Copy ``obj`` as canonical plain data: maps in sorted key order, tuples as lists."""
    kind = type(obj)
    if kind is int:
        if not _INT_MIN <= obj <= _INT_MAX:
            raise WireError(f"int {obj} is outside the 64-bit range")
        return obj
    if kind in _SCALARS:
        return obj
    if kind in (list, tuple, dict) and max_depth < 1:
        raise WireError(f"nesting deeper than {MAX_DEPTH} levels")
    if kind is list or kind is tuple:
        return [_to_plain(item, max_depth=max_depth - 1) for item in obj]
    if kind is dict:
        for key in obj:
            if type(key) is not str:
                raise WireError(f"map key {key!r} is a {type(key).__name__}, not str")
        return {key: _to_plain(obj[key], max_depth=max_depth - 1) for key in sorted(obj)}
    raise WireError(f"{kind.__name__} is not plain data")


def canonical(obj: Any) -> bytes:
    """The canonical msgpack bytes of plain data: sorted map keys at every level.

    Sort order is Python's ``str`` order (code points). ``True`` and ``1``, or
    ``0.0`` and ``-0.0``, are different data here, as on the wire.
    """
    try:
        return msgpack.packb(_to_plain(obj, max_depth=MAX_DEPTH), use_bin_type=True)
    except (ValueError, TypeError, OverflowError) as exc:
        raise WireError(f"cannot encode: {exc}") from exc


def encode(obj: Any, *, limit: int = MAX_FRAME) -> bytes:
    """Canonical bytes of ``obj``, refused if larger than ``limit`` (peers would refuse them)."""
    data = canonical(obj)
    if len(data) > limit:
        raise WireError(f"encoded size {len(data)} exceeds the limit {limit}")
    return data


def _check_plain(obj: Any, *, max_depth: int) -> None:
    """Walk decoded data iteratively: bound the depth and require ``str`` map keys."""
    stack: list[tuple[Any, int]] = [(obj, 1)]
    while stack:
        item, depth = stack.pop()
        if type(item) is list:
            children = item
        elif type(item) is dict:
            for key in item:
                if type(key) is not str:
                    raise WireError(f"map key {key!r:.40} is a {type(key).__name__}, not str")
            children = item.values()
        else:
            continue
        if depth > max_depth:
            raise WireError(f"nesting deeper than {max_depth} levels")
        stack.extend((child, depth + 1) for child in children)


def decode(
    data: bytes, *, limit: int = MAX_FRAME, max_depth: int = MAX_DEPTH, max_items: int = MAX_ITEMS
) -> Any:
    """Decode exactly one msgpack object of plain data from untrusted ``data``.

    Refused with :class:`WireError`: input longer than ``limit`` (before decoding),
    truncated input, trailing bytes, ext types (timestamps included), invalid
    UTF-8, non-``str`` map keys, nesting deeper than ``max_depth``, and arrays or
    maps with more than ``max_items`` entries (``MAX_ITEMS`` unless a caller with its own
    named limit, such as a cheating proof's message count, says otherwise).
    """
    if not isinstance(data, bytes):
        raise WireError(f"expected bytes, got {type(data).__name__}")
    if len(data) > limit:
        raise WireError(f"{len(data)} bytes exceed the limit {limit}")
    size = len(data)
    try:
        obj = msgpack.unpackb(
            data,
            raw=False,
            strict_map_key=True,
            use_list=True,
            ext_hook=_reject_ext,
            max_str_len=size,
            max_bin_len=size,
            max_ext_len=0,
            max_array_len=min(size, max_items),
            max_map_len=min(size // 2, max_items),
        )
    except msgpack.ExtraData as exc:
        raise WireError(f"{len(exc.extra)} trailing bytes after the object") from None
    except (msgpack.UnpackException, ValueError, TypeError, OverflowError) as exc:
        reason = str(exc) or type(exc).__name__
        raise WireError(f"malformed msgpack: {reason}") from None
    _check_plain(obj, max_depth=max_depth)
    return obj


def frame(payload: bytes, *, limit: int = MAX_FRAME) -> bytes:
    """Prefix ``payload`` with its 4-byte big-endian length."""
    if len(payload) > limit:
        raise WireError(f"frame payload of {len(payload)} bytes exceeds the limit {limit}")
    return HEADER.pack(len(payload)) + payload


class FrameReader:
    """Split a byte stream into frame payloads, refusing oversized frames unread.

    A declared length above the limit raises :class:`WireError` as soon as the
    4-byte header arrives, before any of the body is buffered. After an error the
    stream is out of sync, so the reader refuses all further input.
    """

    def __init__(self, *, limit: int = MAX_FRAME) -> None:
        self._limit = limit
        self._buffer = bytearray()
        self._failed: WireError | None = None

    @property
    def pending(self) -> int:
        """Bytes received but not yet returned as a complete frame."""
        return len(self._buffer)

    def feed(self, data: bytes) -> list[bytes]:
        """Add received bytes; return the payloads of every frame now complete."""
        if self._failed is not None:
            raise WireError(f"stream already failed: {self._failed}")
        self._buffer += data
        frames: list[bytes] = []
        offset = 0
        while len(self._buffer) - offset >= HEADER.size:
            (length,) = HEADER.unpack_from(self._buffer, offset)
            if length > self._limit:
                self._failed = WireError(
                    f"declared frame length {length} exceeds the limit {self._limit}"
                )
                self._buffer.clear()
                raise self._failed
            end = offset + HEADER.size + length
            if len(self._buffer) < end:
                break
            frames.append(bytes(self._buffer[offset + HEADER.size : end]))
            offset = end
        del self._buffer[:offset]
        return frames


async def read_frame(reader: asyncio.StreamReader, *, limit: int = MAX_FRAME) -> bytes | None:
    """Read one frame's payload from a stream; None on a clean end of stream between frames.

    A declared length above ``limit`` is refused before any of the body is read, and a stream
    that ends inside a frame is refused as truncated (both :class:`WireError`).
    """
    try:
        header = await reader.readexactly(HEADER.size)
    except asyncio.IncompleteReadError as exc:
        if not exc.partial:
            return None
        raise WireError(f"stream ended {len(exc.partial)} bytes into a frame header") from None
    (length,) = HEADER.unpack(header)
    if length > limit:
        raise WireError(f"declared frame length {length} exceeds the limit {limit}")
    try:
        return await reader.readexactly(length)
    except asyncio.IncompleteReadError as exc:
        raise WireError(
            f"truncated frame: {len(exc.partial)} of {length} bytes before the stream ended"
        ) from None
