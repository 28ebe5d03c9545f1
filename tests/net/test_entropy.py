"""The fair dealer's randomness source: the system's by default, a caller's stream inside
``drawing_from`` (a LAN seat's seeded stream), never leaking out of its block."""

from __future__ import annotations

import os
import threading
from collections import Counter

from net.fair import entropy, group
from net.fair.challenges import Context
from net.fair.commitments import joint_random_commit
from net.fair.keys import KeyPair
from net.fair.shuffle import ShuffleSecret
from net.protocol.seedstream import SeedStream


def stream(label: bytes = b"x") -> SeedStream:
    return SeedStream(bytes(32), label)


def test_inside_a_block_every_secret_comes_from_the_stream():
    ctx = Context(b"g" * 32, 3, 1)
    made = []
    for _ in range(2):
        with entropy.drawing_from(stream()):
            made.append((KeyPair.generate().secret, ShuffleSecret.random(20).perm,
                         joint_random_commit(ctx)[0], group.random_scalars(3)))  # fmt: skip
    assert made[0] == made[1]
    with entropy.drawing_from(stream(b"other")):
        assert KeyPair.generate().secret != made[0][0]


def test_outside_a_block_the_system_draws():
    with entropy.drawing_from(stream()):
        inside = entropy.random_bytes(32)
    assert entropy.random_bytes(32) != inside
    assert entropy._source.get() is os.urandom


def test_another_thread_never_sees_the_stream():
    seen = []
    with entropy.drawing_from(stream()):
        worker = threading.Thread(target=lambda: seen.append(entropy._source.get()))
        worker.start()
        worker.join()
    assert seen == [os.urandom]


def test_below_and_shuffle_are_uniform_permutations():
    with entropy.drawing_from(stream()):
        counts = Counter(entropy.below(3) for _ in range(3000))
        order = list(range(50))
        entropy.shuffle(order)
    assert set(counts) == {0, 1, 2} and min(counts.values()) > 850
    assert sorted(order) == list(range(50)) and order != list(range(50))
