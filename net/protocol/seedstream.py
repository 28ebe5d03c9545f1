"""A seat's randomness for one game, derived from one secret seed.

The seed (32 bytes from the system) is written to disk, synced, before the seat signs anything.
Each message's randomness is then a stream keyed by the seed and labelled by what it is for: the
seat's key share (``key``), or the message with sequence number ``seq`` (``message``). The
stream is the KDF in counter mode of NIST SP 800-108 with HMAC-SHA256 as the PRF:
``HMAC(seed, counter || label)`` for counter 1, 2, ..., which is indistinguishable from random
bytes to anyone without the seed.

Why a seed instead of writing each secret down: a restarted seat replays its journal and makes
every one of its messages again from the same seed, the same messages received and the same
decisions, so it gets the same bytes (Ed25519 signatures are deterministic) and checks them
against the ones it had signed; nothing else needs keeping, and no secret can be missing from
disk when a message that commits to it was sent. A label is used for one sequence number only,
and a seat sends at most one message per sequence number (each is synced before it is sent), so
no randomness ever serves two published messages.
"""

from __future__ import annotations

import hashlib
import hmac
import os

from net.protocol.wire import canonical

SEED_SIZE = 32
TAG = b"hypnose/seat-randomness/v1"
_BLOCK = hashlib.sha256().digest_size


def new_seed() -> bytes:
    """A fresh secret seed for one seat's game."""
    return os.urandom(SEED_SIZE)


class SeedStream:
    """An endless stream of bytes keyed by ``seed`` and labelled by ``label``; a callable
    ``stream(n)`` returning the next ``n`` bytes (a ``net.fair.entropy`` source)."""

    def __init__(self, seed: bytes, label: bytes) -> None:
        if type(seed) is not bytes or len(seed) != SEED_SIZE:
            raise ValueError(f"a seed is {SEED_SIZE} bytes")
        self._mac = hmac.new(seed, digestmod=hashlib.sha256)
        self._label = label
        self._counter = 0
        self._buffer = b""

    def _block(self) -> bytes:
        self._counter += 1
        mac = self._mac.copy()
        mac.update(self._counter.to_bytes(8, "big") + self._label)
        return mac.digest()

    def __call__(self, n: int) -> bytes:
        if n < 0:
            raise ValueError("a negative number of bytes")
        blocks = [self._buffer]
        have = len(self._buffer)
        while have < n:
            block = self._block()
            blocks.append(block)
            have += _BLOCK
        data = b"".join(blocks)
        self._buffer = data[n:]
        return data[:n]


def seat_stream(seed: bytes, game_id: bytes, seat: int, purpose: str, index: int = 0) -> SeedStream:
    """The stream for one purpose of one seat in one game (``key``; ``message`` and its seq)."""
    return SeedStream(seed, canonical([TAG, game_id, seat, purpose, index]))
