"""``net.protocol.resends``: what one client sends again to each asker, per window (issue 23,
floods)."""

from __future__ import annotations

from net.protocol.resends import Resends


class Clock:
    """A clock the test moves (the window is the thing under test, not time)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_message_is_answered_once_per_window_to_one_asker():
    clock = Clock()
    resends = Resends(every=2.0, room=10_000, clock=clock)
    assert resends.allow(1, 0, 5, 100)
    assert not resends.allow(1, 0, 5, 100), "the same message again in the window"
    assert resends.allow(2, 0, 5, 100), "another asker has its own window"
    clock.now += 1.9
    assert not resends.allow(1, 0, 5, 100)
    clock.now += 0.1
    assert resends.allow(1, 0, 5, 100), "a new window"
    assert resends.refused == 2


def test_an_asker_gets_at_most_its_room_per_window():
    clock = Clock()
    resends = Resends(every=2.0, room=1_000, clock=clock)
    assert [resends.allow(1, 0, seq, 300) for seq in range(5)] == [True] * 3 + [False] * 2
    assert resends.allow(2, 0, 0, 300)
    clock.now += 2.0
    assert resends.allow(1, 0, 4, 300)


def test_one_catch_up_per_window_and_what_it_sent_counts_for_requests():
    clock = Clock()
    resends = Resends(every=2.0, room=10_000, clock=clock)
    assert resends.catch_up_wait(1) == 0.0
    resends.caught_up(1, 3, 40)
    assert not resends.allow(1, 3, 39, 10), "a redial's catch-up counts against the window"
    assert resends.allow(1, 3, 40, 10)
    clock.now += 0.5
    assert resends.catch_up_wait(1) == 1.5, "a second have waits for the next window"
    assert resends.catch_up_wait(2) == 0.0
    clock.now += 1.5
    assert resends.catch_up_wait(1) == 0.0
    assert resends.allow(1, 3, 39, 10)
