"""msgpack limits, canonical encoding and framing; attacks are named as attacks."""

from __future__ import annotations

import contextlib
import enum
import struct

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.errors import NetError, WireError
from net.protocol.wire import (
    MAX_DEPTH,
    MAX_FRAME,
    MAX_ITEMS,
    FrameReader,
    canonical,
    decode,
    encode,
    frame,
)

plain_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**64 - 1)
    | st.floats(allow_nan=False)
    | st.text(max_size=20)
    | st.binary(max_size=20)
)
plain_data = st.recursive(
    plain_scalars,
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=30,
)


def nested_arrays(depth: int) -> bytes:
    """``depth`` one-element arrays around a nil."""
    return b"\x91" * depth + b"\xc0"


def test_round_trip_of_plain_data() -> None:
    data = {"kind": "x", "n": -3, "f": 1.5, "b": b"\x00\xff", "l": [None, True, "s"], "m": {}}
    assert decode(encode(data)) == data


def test_tuples_encode_as_arrays() -> None:
    assert decode(encode((1, (2, 3)))) == [1, [2, 3]]


def test_canonical_sorts_map_keys_at_every_level() -> None:
    one = {"b": 1, "a": {"z": 1, "y": [{"d": 1, "c": 2}]}}
    two = {"a": {"y": [{"c": 2, "d": 1}], "z": 1}, "b": 1}
    assert canonical(one) == canonical(two)
    assert canonical(one) != msgpack.packb(one, use_bin_type=True)  # insertion order differs


@pytest.mark.parametrize(
    "value",
    [
        {1, 2},
        object(),
        bytearray(b"x"),
        {1: "int key"},
        {b"k": "bytes key"},
        2**64,
        -(2**63) - 1,
        enum.IntEnum("Seat", "A").A,
    ],
    ids=["set", "object", "bytearray", "int-key", "bytes-key", "too-big", "too-small", "intenum"],
)
def test_canonical_refuses_what_is_not_plain_data(value: object) -> None:
    with pytest.raises(WireError):
        canonical(value)


def test_canonical_refuses_nesting_beyond_the_limit() -> None:
    deep: list[object] = []
    for _ in range(MAX_DEPTH):
        deep = [deep]
    with pytest.raises(WireError, match="nesting"):
        canonical(deep)


def test_encode_refuses_what_peers_would_refuse() -> None:
    with pytest.raises(WireError, match="exceeds the limit"):
        encode(b"x" * MAX_FRAME)


def test_oversized_input_attack_is_refused_before_decoding() -> None:
    with pytest.raises(WireError, match=f"exceed the limit {MAX_FRAME}"):
        decode(b"\xc0" * (MAX_FRAME + 1))


def test_truncated_msgpack_attack() -> None:
    whole = encode({"kind": "x", "cards": [1, 2, 3]})
    for cut in range(len(whole)):
        with pytest.raises(WireError):
            decode(whole[:cut])


def test_trailing_bytes_attack() -> None:
    with pytest.raises(WireError, match="1 trailing bytes"):
        decode(encode({"kind": "x"}) + b"\xc0")


@pytest.mark.parametrize(
    "data",
    [
        b"\x81\x01\xa1v",  # {1: "v"}
        b"\x81\xc4\x01k\xa1v",  # {b"k": "v"}: strict_map_key allows bytes
        b"\x81\xc0\xa1v",  # {None: "v"}
        b"\x91\x81\xa1a\x81\xc4\x01k\x01",  # [{"a": {b"k": 1}}]
    ],
    ids=["int", "bytes", "nil", "nested-bytes"],
)
def test_non_str_map_key_attack(data: bytes) -> None:
    with pytest.raises(WireError, match="key"):
        decode(data)


@pytest.mark.parametrize(
    "data",
    [b"\xd4\x05\x00", b"\xc7\x00\x05", b"\xd6\xff\x00\x00\x00\x00", b"\xc7\x00\xff"],
    ids=["fixext", "empty-ext", "timestamp", "empty-timestamp"],
)
def test_ext_type_attack(data: bytes) -> None:
    with pytest.raises(WireError):
        decode(data)


def test_invalid_utf8_attack() -> None:
    with pytest.raises(WireError):
        decode(b"\xa2\xff\xfe")


def test_nesting_up_to_the_limit_is_accepted() -> None:
    decode(nested_arrays(MAX_DEPTH))


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1000, 5000])
def test_deep_nesting_attack(depth: int) -> None:
    with pytest.raises(WireError):
        decode(nested_arrays(depth))


@pytest.mark.parametrize(
    "data",
    [
        b"\xdd\xff\xff\xff\xff",  # array32 of 4 billion elements, no body
        b"\xdf\xff\xff\xff\xff",  # map32 of 4 billion entries
        b"\xdb\xff\xff\xff\xff" + b"x",  # str32 of 4 GiB
        b"\xc6\xff\xff\xff\xff" + b"x",  # bin32 of 4 GiB
    ],
    ids=["array", "map", "str", "bin"],
)
def test_huge_declared_length_attack(data: bytes) -> None:
    with pytest.raises(WireError):
        decode(data)


def test_huge_real_array_attack() -> None:
    count = MAX_ITEMS + 1
    data = b"\xdc" + struct.pack(">H", count) + b"\xc0" * count
    with pytest.raises(WireError, match="max_array_len"):
        decode(data)
    assert (
        decode(b"\xdc" + struct.pack(">H", MAX_ITEMS) + b"\xc0" * MAX_ITEMS) == [None] * MAX_ITEMS
    )


def test_decode_wants_bytes() -> None:
    with pytest.raises(WireError, match="expected bytes"):
        decode(bytearray(b"\xc0"))  # type: ignore[arg-type]


def test_frames_survive_any_split_of_the_stream() -> None:
    payloads = [b"", b"a", b"hello" * 50, encode({"kind": "x"})]
    stream = b"".join(frame(p) for p in payloads)
    for cut in range(len(stream) + 1):
        reader = FrameReader()
        got = reader.feed(stream[:cut]) + reader.feed(stream[cut:])
        assert got == payloads
        assert reader.pending == 0


def test_frame_reader_returns_every_complete_frame_byte_by_byte() -> None:
    payloads = [b"one", b"two", b"three"]
    reader = FrameReader()
    got: list[bytes] = []
    for byte in b"".join(frame(p) for p in payloads):
        got += reader.feed(bytes([byte]))
    assert got == payloads


def test_oversized_frame_attack_is_refused_on_the_header() -> None:
    reader = FrameReader(limit=1024)
    with pytest.raises(WireError, match="declared frame length 1025"):
        reader.feed(struct.pack(">I", 1025))  # no body sent: nothing was buffered
    assert reader.pending == 0


def test_frame_reader_refuses_input_after_an_error() -> None:
    reader = FrameReader()
    with pytest.raises(WireError):
        reader.feed(b"\xff\xff\xff\xff")
    with pytest.raises(WireError, match="already failed"):
        reader.feed(frame(b"fine"))


def test_frame_refuses_an_oversized_payload() -> None:
    with pytest.raises(WireError):
        frame(b"x" * (MAX_FRAME + 1))
    assert len(frame(b"x" * MAX_FRAME)) == MAX_FRAME + 4


@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=200))
def test_fuzz_decode_only_raises_wire_error(data: bytes) -> None:
    with contextlib.suppress(WireError):
        decode(data)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300))
def test_fuzz_frame_reader_only_raises_wire_error(data: bytes) -> None:
    reader = FrameReader(limit=64)
    try:
        for payload in reader.feed(data):
            assert len(payload) <= 64
    except NetError as exc:
        assert isinstance(exc, WireError)


@settings(max_examples=100, deadline=None)
@given(plain_data)
def test_plain_data_round_trips(value: object) -> None:
    assert decode(encode(value)) == value


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(st.text(max_size=6), st.integers(-100, 100), max_size=8), st.randoms())
def test_canonical_bytes_ignore_key_order(mapping: dict[str, int], rng: object) -> None:
    items = list(mapping.items())
    rng.shuffle(items)  # type: ignore[attr-defined]
    assert canonical(dict(items)) == canonical(mapping)


async def test_read_frame_from_a_stream() -> None:
    import asyncio

    from net.protocol.wire import read_frame

    def stream(data: bytes) -> asyncio.StreamReader:
        reader = asyncio.StreamReader()
        reader.feed_data(data)
        reader.feed_eof()
        return reader

    two = stream(frame(b"one") + frame(b""))
    assert [await read_frame(two), await read_frame(two), await read_frame(two)] == [
        b"one",
        b"",
        None,
    ]
    with pytest.raises(WireError, match="2 bytes into a frame header"):
        await read_frame(stream(b"\x00\x00"))
    with pytest.raises(WireError, match="truncated frame: 1 of 5 bytes"):
        await read_frame(stream(b"\x00\x00\x00\x05x"))
    with pytest.raises(WireError, match="declared frame length 11 exceeds the limit 10"):
        await read_frame(stream(b"\x00\x00\x00\x0b"), limit=10)
