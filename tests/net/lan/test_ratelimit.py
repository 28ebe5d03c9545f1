"""The per-address token bucket (time passed in: no sleeping)."""

from __future__ import annotations

import pytest

from net.lan.ratelimit import RateLimiter


def test_a_burst_then_the_rate() -> None:
    limiter = RateLimiter(rate=2.0, burst=3)
    assert [limiter.allow("a", 0.0) for _ in range(4)] == [True, True, True, False]
    assert limiter.allow("b", 0.0)  # another address has its own bucket
    assert not limiter.allow("a", 0.4)  # 0.8 of a token
    assert limiter.allow("a", 0.5)
    assert [limiter.allow("a", 100.0) for _ in range(4)] == [True, True, True, False]


def test_memory_is_bounded_whatever_the_addresses() -> None:
    limiter = RateLimiter(rate=1.0, burst=1, max_addresses=8)
    for i in range(10_000):
        limiter.allow(f"10.0.{i // 256}.{i % 256}", float(i))
    assert len(limiter) == 8


def test_a_clock_going_back_gives_nothing_back() -> None:
    limiter = RateLimiter(rate=1.0, burst=1)
    assert limiter.allow("a", 10.0)
    assert not limiter.allow("a", 5.0)


def test_nonsense_settings_are_refused() -> None:
    with pytest.raises(ValueError):
        RateLimiter(rate=0, burst=1)
