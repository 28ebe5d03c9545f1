"""How long a mesh waits before dialing a client again after failed dials (``redial_delay``):
a port met closed at a game's start is tried again soon, and a client away for good is tried
at most every ``backoff_max`` seconds, jitter included."""

from __future__ import annotations

from net.game.mesh import MeshLimits, redial_delay


def test_the_first_redial_comes_after_backoff_then_the_wait_doubles() -> None:
    limits = MeshLimits(backoff=0.2, backoff_max=4.0)
    middle = [redial_delay(failures, limits, 0.5) for failures in range(1, 7)]
    assert middle == [0.2, 0.4, 0.8, 1.6, 3.2, 4.0]


def test_the_jitter_spreads_a_wait_from_half_to_one_and_a_half_times() -> None:
    limits = MeshLimits(backoff=0.2, backoff_max=4.0)
    assert redial_delay(1, limits, 0.0) == 0.1
    assert abs(redial_delay(1, limits, 0.999) - 0.2998) < 1e-9


def test_no_wait_passes_backoff_max_even_jittered() -> None:
    limits = MeshLimits(backoff=0.2, backoff_max=4.0)
    assert max(redial_delay(f, limits, 0.999) for f in range(1, 100)) == 4.0
    assert redial_delay(10**6, limits, 0.999) == 4.0
