"""A seat's seeded randomness: the same seed and label give the same bytes however they are
read; another label, seat, purpose or sequence number gives other bytes."""

from __future__ import annotations

import pytest

from net.protocol.seedstream import SEED_SIZE, SeedStream, new_seed, seat_stream


def test_the_same_seed_and_label_give_the_same_bytes_in_any_chunks():
    seed = new_seed()
    whole = SeedStream(seed, b"label")(100)
    parts = SeedStream(seed, b"label")
    assert parts(7) + parts(0) + parts(60) + parts(33) == whole


def test_every_label_part_changes_the_stream():
    seed, game = new_seed(), b"g" * 32
    base = seat_stream(seed, game, 0, "message", 5)(32)
    assert seat_stream(seed, game, 0, "message", 5)(32) == base
    others = [
        seat_stream(seed, game, 1, "message", 5),
        seat_stream(seed, game, 0, "message", 6),
        seat_stream(seed, game, 0, "key", 5),
        seat_stream(seed, b"h" * 32, 0, "message", 5),
        seat_stream(new_seed(), game, 0, "message", 5),
    ]
    assert all(s(32) != base for s in others)


def test_a_seed_is_32_bytes():
    assert len(new_seed()) == SEED_SIZE
    with pytest.raises(ValueError, match="32 bytes"):
        SeedStream(b"short", b"x")
