"""The log of rejected messages stays bounded and de-duplicated under a flood of garbage."""

from __future__ import annotations

from net.protocol.rejects import MAX_DETAIL, RejectLog


def test_flood_of_garbage_from_one_peer_is_one_entry():
    log = RejectLog()
    for i in range(100_000):
        log.add("seat 2", "WireError", f"frame {i} is not msgpack")
    assert len(log) == 1
    (entry,) = log.entries()
    assert entry.count == 100_000 and entry.detail == "frame 0 is not msgpack"
    assert "seat 2" in str(entry) and "100000 times" in str(entry)


def test_flood_of_distinct_reasons_keeps_at_most_max_keys():
    log = RejectLog(max_keys=8)
    for i in range(1000):
        log.add(f"address 10.0.0.{i % 250}", f"kind{i}", "x" * 10_000)
    assert len(log) == 8
    assert log.total == 1000 and log.dropped == 992
    assert all(len(e.detail) == MAX_DETAIL for e in log.entries())


def test_a_flood_is_logged_at_the_1st_10th_100th_rejection_only() -> None:
    from net.protocol.rejects import worth_logging

    assert [n for n in range(1, 2001) if worth_logging(n)] == [1, 10, 100, 1000]
